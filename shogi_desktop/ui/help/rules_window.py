"""Help → Rules of Play: the rules of every variant and add-on in a window of their own.

The rules are documentation shipped with the application (``resources/docs/rules_ja.html`` and
``rules_en.html``, written for players from RULES.md and the original rule texts), shown offline in a
:class:`RulesWindow`.  Its lists of sub-variants and handicaps are filled in from the same data the game
uses (``<!--SUBVARIANTS id-->`` and ``<!--HANDICAPS-->`` in the pages), so they never disagree.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...core.handicap import handicaps
from ...core.variant import variant_ids
from ...paths import resource
from ..text.game_names import addon_name, family_name, subvariant_name
from ..text.names import ui_language

ADDON_TOPICS = ("cards2", "cards1", "fantasista")


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
