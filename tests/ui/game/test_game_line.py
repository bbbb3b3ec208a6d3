"""Issue 13, item 11: the main window says what game this is (variant, sub-variant, handicap, add-ons) in
words, in both languages, and a sub-variant's name never comes without its variant's (the line above
the board, the move list's first row, the New Game dialog's setups)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from shogi_desktop.app import i18n
from shogi_desktop.ui.game.controller import GameSetup
from shogi_desktop.ui.text.game_names import game_title
from tests.ui.test_main_window import make_window


@pytest.fixture
def japanese(qapp: QApplication) -> Iterator[QApplication]:
    i18n.install_translations(qapp, "ja")
    yield qapp
    i18n.install_translations(qapp, "en")
    QCoreApplication.processEvents()


CASES = [
    (GameSetup(), "Standard shogi, even game", "本将棋・平手"),
    (GameSetup(handicap="lance"), "Standard shogi, Lance handicap", "本将棋・香落ち"),
    (GameSetup(handicap="custom:9a,1a,2b"), "Standard shogi, Custom handicap: White (uwate) without lance×2, bishop",
     "本将棋・カスタム駒落ち：上手は香車×2・角行なし"),
    (GameSetup(variant="kirin-phoenix:1"), "Kirin-Phoenix shogi: Both sides, Black first",
     "麒麟・鳳凰将棋：両者・先手から"),
    (GameSetup(variant="eight-knight:9"), "Eight-way knight: Both sides eight-way, both four pieces down",
     "八方桂：相八方桂（両者4枚落ち）"),
    (GameSetup(variant="standard+cards2"), "Standard shogi, even game + Cards, second edition",
     "本将棋・平手 ＋ カード将棋（第二版）"),
    (GameSetup(variant="hybrid:2+fantasista"),
     "Hybrid shogi: White moves first + Ōshō Fantasista (fairies and magic)",
     "ハイブリッド将棋：後手から ＋ 王将ファンタジスタ（妖精と魔法）"),
]


@pytest.mark.parametrize(("setup", "english", "japanese_text"), CASES)
def test_the_game_line_above_the_board(qtbot: QtBot, setup: GameSetup, english: str, japanese_text: str,
                                       qapp: QApplication) -> None:
    w = make_window(qtbot)
    w.new_game(setup)
    line = w.game_line
    assert line.isVisible() and line.text() == english
    assert line.geometry().bottom() <= w.view.geometry().top()  # above the board
    assert w.move_list.row_texts()[0] == f"Start: {english}"
    try:
        i18n.install_translations(qapp, "ja")
        qtbot.waitUntil(lambda: line.text() == japanese_text)
        assert w.move_list.row_texts()[0] == f"開始局面：{japanese_text}"
    finally:
        i18n.install_translations(qapp, "en")
        QCoreApplication.processEvents()


def test_the_line_follows_an_opened_record(qtbot: QtBot, qapp: QApplication) -> None:
    w = make_window(qtbot)
    w.new_game(GameSetup(variant="kirin-phoenix:1"))
    from shogi_desktop.core.record import GameRecord

    w.files.show_record(GameRecord.new("standard", "2"), None, None, None)
    assert w.game_line.text() == "Standard shogi, Two pieces handicap"
    # a position pasted in (not the start of an even game): said so
    w.files.open_text("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2", "test")
    assert w.game_line.text() == "Standard shogi, from a set-up position"
    try:
        i18n.install_translations(qapp, "ja")
        qtbot.waitUntil(lambda: w.game_line.text() == "本将棋・指定局面から")
    finally:
        i18n.install_translations(qapp, "en")
        QCoreApplication.processEvents()
    w.start_from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "kirin-phoenix:1")
    assert w.game_line.text() == "Kirin-Phoenix shogi: Both sides, Black first, from a set-up position"


def test_new_game_setups_name_their_variant(qtbot: QtBot, japanese: QApplication) -> None:
    from shogi_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.select_variant("kirin-phoenix:2")
    variant_shown = dialog.variant_combo.currentText()
    setup = dialog.subvariant_list.currentItem()
    assert setup is not None and "両者・後手から" in setup.text()
    # the setup list sits under the variant's own name, and the dialog says the whole game in words
    assert variant_shown == "麒麟・鳳凰将棋"
    assert dialog.game_summary() == game_title("kirin-phoenix:2", None) == "麒麟・鳳凰将棋：両者・後手から"
