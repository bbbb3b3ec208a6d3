"""Issue 13, item 21: Help has About with the package's version, the rules of every variant and add-on
(shipped pages in both languages, opened in the application) and the keyboard shortcuts."""

from __future__ import annotations

import html
import re
from importlib import metadata

import pytest
from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from shogi_desktop.app import i18n
from shogi_desktop.core.handicap import handicaps
from shogi_desktop.core.variant import all_variant_choices, variant_ids
from shogi_desktop.ui.help.rules_window import ADDON_TOPICS, rules_html, rules_path
from shogi_desktop.ui.text.game_names import subvariant_name
from tests.ui.test_main_window import make_window


def test_about_shows_the_version_from_the_package_metadata(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    help_menu = w.menu_help
    assert help_menu.act_about in help_menu.actions()
    help_menu.act_about.trigger()
    box = help_menu.about_box
    assert box is not None and box.isVisible()
    version = metadata.version("shogi-desktop")
    assert re.fullmatch(r"\d+\.\d+(\.\d+)?.*", version)
    assert f"Shogi Desktop {version}" in box.text()


@pytest.mark.parametrize("language", ["ja", "en"])
def test_the_rules_cover_every_variant_and_add_on(language: str) -> None:
    page = rules_path(language).read_text(encoding="utf-8")
    for anchor in ["standard", "handicaps", *[v for v in variant_ids() if v != "standard"], *ADDON_TOPICS]:
        assert f'<a name="{anchor}"></a>' in page, anchor
    filled = rules_html(language)
    assert "<!--" not in filled  # every list was filled in from the data
    for choice in all_variant_choices():
        if ":" in choice:
            assert html.escape(subvariant_name(choice)) in filled, choice
    for h in handicaps().values():
        assert html.escape(h.name_ja) in filled


def test_every_rules_menu_entry_opens_its_section(qtbot: QtBot, qapp: QApplication) -> None:
    w = make_window(qtbot)
    help_menu = w.menu_help
    try:
        for language in ("en", "ja"):
            i18n.install_translations(qapp, language)
            QCoreApplication.processEvents()
            entries = help_menu.rule_actions()
            anchors = [a.data() for a in entries]
            assert anchors[:2] == ["standard", "handicaps"] and anchors[-3:] == list(ADDON_TOPICS)
            assert sorted(anchors[2:-3]) == sorted(v for v in variant_ids() if v != "standard")
            positions = []
            for action in entries:
                action.trigger()
                window = help_menu.rules_window
                assert window is not None and window.isVisible()
                assert window.topic() == action.data()
                positions.append(window.browser.verticalScrollBar().value())
                if action.data() != ADDON_TOPICS[-1]:  # (the last section cannot scroll to the top)
                    top = window.browser.cursorForPosition(QPoint(8, 8)).block().text()
                    assert action.text().replace("&&", "&") in top, (top, action.text())
            assert positions == sorted(positions) and len(set(positions)) == len(positions)
            text = help_menu.rules_window.browser.toPlainText()  # type: ignore[union-attr]
            assert ("麒麟" in text and "打ち歩詰め" in text) if language == "ja" else "Kirin" in text
    finally:
        i18n.install_translations(qapp, "en")
        QCoreApplication.processEvents()


def test_keyboard_shortcuts_lists_the_windows_own_keys(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    w.menu_help.act_shortcuts.trigger()
    dialog = w.menu_help.shortcuts_dialog
    assert dialog is not None and dialog.isVisible()
    rows = dict(dialog.rows())
    assert rows["New Game"] == "Ctrl+N"
    assert rows["Take Back"] == "Ctrl+Z"
    assert rows["Save"] == "Ctrl+S"
    assert rows["Next Move"] == "Right" and rows["Previous Variation"] == "Up"
    assert "Move a piece" in rows and "Cancel a selection, a card or a magic" in rows
