"""``shogi-desktop``: start the application (fonts, translations, settings, the main window)."""

from __future__ import annotations

import sys

from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import QApplication

from ..paths import resource
from .piece_art import load_fonts


def apply_ui_font(language: str) -> None:
    """Put the shipped CJK face behind the system font, so Japanese text never shows empty boxes."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    ui_family = load_fonts().get("ui", "")
    if not ui_family:
        return
    font = QFont(app.font())
    families = [f for f in font.families() if f != ui_family] or [font.family()]
    if language == "ja":
        families.append(ui_family)
    font.setFamilies(families)
    app.setFont(font)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv)
    app.setApplicationName("shogi-desktop")
    app.setApplicationDisplayName("Shogi Desktop")
    app.setOrganizationName("shogi-desktop")
    app.setDesktopFileName("shogi-desktop")
    icon = resource("icons", "shogi-desktop.svg")
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    load_fonts()

    from ..app.settings import Settings

    settings = Settings.load()
    language = settings.language
    try:
        from ..app.i18n import install_translations

        language = install_translations(app, settings.language)
    except Exception as exc:  # noqa: BLE001 - a broken translation must not stop the application
        print(f"shogi-desktop: translations not loaded: {exc}", file=sys.stderr)
    apply_ui_font(language)

    from .main_window import MainWindow

    window = MainWindow(settings)
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
