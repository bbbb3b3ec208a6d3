"""The Help menu: the rules of every variant and add-on (ui/help/rules_window.py), the keyboard shortcuts
(ui/help/shortcuts.py), and About (with the version from the package's metadata).  The menu is in the
first paint; the windows it opens are imported when first asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QEvent, Qt, qVersion
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from ..text.plain import escape_markup

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from .rules_window import RulesWindow
    from .shortcuts import ShortcutsDialog

PACKAGE = "shogi-desktop"


def app_version() -> str:
    """The installed package's version ("unknown" where no metadata was shipped)."""
    from importlib import metadata  # read when About is opened (it loads the email package)

    try:
        return metadata.version(PACKAGE)
    except metadata.PackageNotFoundError:
        return "unknown"


class HelpMenu(QMenu):
    """Help → Rules of Play ▸ (every variant and add-on), Keyboard Shortcuts…, About Shogi Desktop."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window_ = window  # the main window: the rules and shortcuts windows' parent, its icon
        self.rules_menu = QMenu(self)
        self.rules_menu.aboutToShow.connect(self._fill_rules)
        self.act_rules = self.addMenu(self.rules_menu)
        self.act_shortcuts = QAction(self)
        self.act_shortcuts.triggered.connect(lambda _c=False: self.show_shortcuts())
        self.act_about = QAction(self)
        self.act_about.triggered.connect(lambda _c=False: self.about())
        self.addAction(self.act_shortcuts)
        self.addSeparator()
        self.addAction(self.act_about)
        self.rules_window: RulesWindow | None = None
        self.shortcuts_dialog: ShortcutsDialog | None = None
        self.about_box: QMessageBox | None = None
        self._rules_filled = False  # the topics name every variant: listed when the menu first opens
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("&Help"))
        self.rules_menu.setTitle(self.tr("&Rules of Play"))
        self.act_shortcuts.setText(self.tr("&Keyboard Shortcuts..."))
        self.act_about.setText(self.tr("&About Shogi Desktop"))
        self._rules_filled = False  # named again in the new language when next opened

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _fill_rules(self) -> None:
        if self._rules_filled:
            return
        from .rules_window import ADDON_TOPICS, topics

        self._rules_filled = True
        self.rules_menu.clear()
        for i, (anchor, title) in enumerate(topics()):
            if i == 2 or anchor == ADDON_TOPICS[0]:  # standard and handicaps | the variants | the add-ons
                self.rules_menu.addSeparator()
            action = self.rules_menu.addAction(title.replace("&", "&&"))
            action.setData(anchor)
            action.triggered.connect(lambda _c=False, a=anchor: self.show_rules(a))

    def rule_actions(self) -> list[QAction]:
        self._fill_rules()
        return [a for a in self.rules_menu.actions() if a.data()]

    def show_rules(self, anchor: str = "standard") -> RulesWindow:
        if self.rules_window is None:
            from .rules_window import RulesWindow

            self.rules_window = RulesWindow(self.window_)
        self.rules_window.show()
        self.rules_window.raise_()
        self.rules_window.show_topic(anchor)
        return self.rules_window

    def show_shortcuts(self) -> ShortcutsDialog:
        if self.shortcuts_dialog is not None:
            self.shortcuts_dialog.close()
        from .shortcuts import ShortcutsDialog

        dialog = ShortcutsDialog(self.window_)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda _o=None: setattr(self, "shortcuts_dialog", None))
        self.shortcuts_dialog = dialog
        dialog.show()
        return dialog

    def about_text(self) -> str:
        import platform

        return (self.tr("<b>Shogi Desktop %1</b><br>Play and study shogi, its handicaps and variants, the card "
                        "add-on and Ōshō Fantasista, offline.").replace("%1", escape_markup(app_version()))
                + "<br><br>" + self.tr("Rules: Help → Rules of Play. Keys: Help → Keyboard Shortcuts.")
                + "<br><br>" + self.tr("Piece faces: Noto Serif CJK JP; interface font: Noto Sans CJK JP "
                                       "(SIL Open Font License).")
                + "<br>" + escape_markup(f"Qt {qVersion()} · PySide6 {pyside_version} · Python {platform.python_version()}"))

    def about(self) -> QMessageBox:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self.window_)
        box.setObjectName("AboutBox")
        box.setWindowTitle(self.tr("About Shogi Desktop"))
        box.setIconPixmap(self.window_.windowIcon().pixmap(64, 64))
        box.setTextFormat(Qt.TextFormat.RichText)  # our own words only
        box.setText(self.about_text())
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(lambda _o=None: setattr(self, "about_box", None))
        self.about_box = box
        box.open()
        return box
