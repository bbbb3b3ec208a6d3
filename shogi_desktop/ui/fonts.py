"""The interface font: the shipped CJK face behind the system font, so Japanese text never shows empty
boxes (the piece and label faces themselves are loaded by :func:`~.board.piece_art.load_fonts`)."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from .board.piece_art import load_fonts


def apply_ui_font(language: str) -> None:
    """Put the shipped CJK face behind the system font of the running application (for "ja")."""
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
