"""The Help menu: the rules of every variant and add-on, the keyboard shortcuts, and About (with the
version from the package's metadata).

The rules are documentation shipped with the application (``resources/docs/rules_ja.html`` and
``rules_en.html``, written for players from RULES.md and the original rule texts), shown offline in a
:class:`RulesWindow`.  Its lists of sub-variants and handicaps are filled in from the same data the game
uses (``<!--SUBVARIANTS id-->`` and ``<!--HANDICAPS-->`` in the pages), so they never disagree.  The
shortcuts list is read from the window's own actions, so it shows what the keys really do.
"""

from __future__ import annotations

import html
import platform
import re
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, QEvent, Qt, qVersion
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...core.handicap import handicaps
from ...core.variant import variant_ids
from ...paths import resource
from ..text.game_names import addon_name, family_name, subvariant_name
from ..text.names import ui_language

PACKAGE = "shogi-desktop"
ADDON_TOPICS = ("cards2", "cards1", "fantasista")


def app_version() -> str:
    """The installed package's version ("unknown" where no metadata was shipped)."""
    from importlib import metadata  # read when About is opened (it loads the email package)

    try:
        return metadata.version(PACKAGE)
    except metadata.PackageNotFoundError:
        return "unknown"


def rules_path(language: str) -> Path:
    return resource("docs", f"rules_{'ja' if language == 'ja' else 'en'}.html")


def topics() -> list[tuple[str, str]]:
    """(anchor, title) of every section of the rules, in the pages' order: standard shogi, handicaps,
    the variants, the add-ons (a variant the pages do not cover yet comes at the end of the variants)."""
    titles = {"standard": QCoreApplication.translate("HelpMenu", "Standard shogi"),
              "handicaps": QCoreApplication.translate("HelpMenu", "Handicaps")}
    titles.update((vid, family_name(vid)) for vid in variant_ids() if vid != "standard")
    titles.update((addon, addon_name(addon)) for addon in ADDON_TOPICS)
    page = rules_path("en").read_text(encoding="utf-8")
    order = [a for a in re.findall(r'<a name="([a-z0-9-]+)"></a>', page) if a in titles]
    order += [a for a in titles if a not in order and a not in ADDON_TOPICS]
    order += [a for a in ADDON_TOPICS if a not in order]
    return [(a, titles[a]) for a in order]


def rules_html(language: str) -> str:
    """The rules page of ``language`` with its data lists filled in."""
    text = rules_path(language).read_text(encoding="utf-8")
    ja = language == "ja"
    for vid in variant_ids():
        marker = f"<!--SUBVARIANTS {vid}-->"
        if marker not in text:
            continue
        from ...core.variant import all_variant_choices

        rows = []
        for choice in all_variant_choices():
            base, _, key = choice.partition(":")
            if base == vid and key:
                rows.append(f"<li><b>{html.escape(key)}.</b> {html.escape(subvariant_name(choice))}</li>")
        text = text.replace(marker, "<ul>" + "".join(rows) + "</ul>" if rows else "")
    if "<!--HANDICAPS-->" in text:
        names = [html.escape(h.name_ja) if ja else f"{html.escape(h.name_en)} ({html.escape(h.name_ja)})"
                 for h in handicaps().values()]
        text = text.replace("<!--HANDICAPS-->", "<p>" + ("、" if ja else ", ").join(names) + "</p>")
    return text


class RulesWindow(QDialog):
    """The rules, with a list of topics beside them; :meth:`show_topic` jumps to a section."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesWindow")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.topic_list = QListWidget(self)
        self.topic_list.setMaximumWidth(250)
        self.topic_list.setWordWrap(True)  # a long add-on name wraps instead of hiding behind a scroll bar
        self.topic_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.topic_list.currentItemChanged.connect(self._topic_chosen)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)  # offline: only the page's own anchors
        self.browser.setOpenLinks(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        row = QHBoxLayout()
        row.addWidget(self.topic_list)
        row.addWidget(self.browser, 1)
        lay = QVBoxLayout(self)
        lay.addLayout(row, 1)
        lay.addWidget(buttons)
        self._language = ""
        self.resize(900, 640)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of Play"))
        current = self.topic()
        language = ui_language()
        if language != self._language:
            self._language = language
            self.browser.setHtml(rules_html(language))
        self.topic_list.blockSignals(True)
        self.topic_list.clear()
        for anchor, title in topics():
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, anchor)
            self.topic_list.addItem(item)
        self.topic_list.blockSignals(False)
        if current:
            self.show_topic(current)

    def topic(self) -> str:
        item = self.topic_list.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else ""

    def show_topic(self, anchor: str) -> None:
        for i in range(self.topic_list.count()):
            item = self.topic_list.item(i)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == anchor:
                self.topic_list.blockSignals(True)
                self.topic_list.setCurrentItem(item)
                self.topic_list.blockSignals(False)
        self.browser.scrollToAnchor(anchor)

    def _topic_chosen(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        if item is not None:
            self.browser.scrollToAnchor(str(item.data(Qt.ItemDataRole.UserRole)))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def shortcut_rows(window: QWidget) -> list[tuple[str, str]]:
    """(what, keys) for every action of the window that has a shortcut, as the menus name them."""
    rows: list[tuple[str, str]] = []
    seen: set[str] = set()
    for action in window.findChildren(QAction):
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts() if not k.isEmpty()]
        text = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".…")
        if not keys or not text or text in seen:
            continue
        seen.add(text)
        rows.append((text, ", ".join(keys)))
    return sorted(rows, key=lambda r: r[0].casefold())


class ShortcutsDialog(QDialog):
    """Every keyboard shortcut of the window, and what the mouse does on the board."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("ShortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        rows = shortcut_rows(window)
        rows += [
            (self.tr("Move a piece"), self.tr("Drag it, or click it and then its square")),
            (self.tr("Cancel a selection, a card or a magic"), self.tr("Esc, or a right click")),
            (self.tr("How a piece moves"), self.tr("Right-click it: Piece Guide")),
        ]
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Keys")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for r, (what, keys) in enumerate(rows):
            self.table.setItem(r, 0, QTableWidgetItem(what))
            self.table.setItem(r, 1, QTableWidgetItem(keys))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        lay = QVBoxLayout(self)
        lay.addWidget(self.table)
        lay.addWidget(buttons)
        self.resize(560, 560)

    def rows(self) -> list[tuple[str, str]]:
        out = []
        for r in range(self.table.rowCount()):
            a, b = self.table.item(r, 0), self.table.item(r, 1)
            out.append((a.text() if a else "", b.text() if b else ""))
        return out


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
        self._fill_rules()
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("&Help"))
        self.rules_menu.setTitle(self.tr("&Rules of Play"))
        self.act_shortcuts.setText(self.tr("&Keyboard Shortcuts..."))
        self.act_about.setText(self.tr("&About Shogi Desktop"))
        self._fill_rules()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _fill_rules(self) -> None:
        self.rules_menu.clear()
        for i, (anchor, title) in enumerate(topics()):
            if i == 2 or anchor == ADDON_TOPICS[0]:  # standard and handicaps | the variants | the add-ons
                self.rules_menu.addSeparator()
            action = self.rules_menu.addAction(title.replace("&", "&&"))
            action.setData(anchor)
            action.triggered.connect(lambda _c=False, a=anchor: self.show_rules(a))

    def rule_actions(self) -> list[QAction]:
        return [a for a in self.rules_menu.actions() if a.data()]

    def show_rules(self, anchor: str = "standard") -> RulesWindow:
        if self.rules_window is None:
            self.rules_window = RulesWindow(self.window_)
        self.rules_window.show()
        self.rules_window.raise_()
        self.rules_window.show_topic(anchor)
        return self.rules_window

    def show_shortcuts(self) -> ShortcutsDialog:
        if self.shortcuts_dialog is not None:
            self.shortcuts_dialog.close()
        dialog = ShortcutsDialog(self.window_)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda _o=None: setattr(self, "shortcuts_dialog", None))
        self.shortcuts_dialog = dialog
        dialog.show()
        return dialog

    def about_text(self) -> str:
        return (self.tr("<b>Shogi Desktop %1</b><br>Play and study shogi, its handicaps and variants, the card "
                        "add-on and 王将ファンタジスタ, offline.").replace("%1", html.escape(app_version()))
                + "<br><br>" + self.tr("Rules: Help → Rules of Play. Keys: Help → Keyboard Shortcuts.")
                + "<br><br>" + self.tr("Piece faces: Noto Serif CJK JP; interface font: Noto Sans CJK JP "
                                       "(SIL Open Font License).")
                + "<br>" + html.escape(f"Qt {qVersion()} · PySide6 {pyside_version} · Python {platform.python_version()}"))

    def about(self) -> QMessageBox:
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
