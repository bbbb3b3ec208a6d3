"""Issue 13, item 20: a position pasted at move N is numbered from N in the move list (as the status bar
says), and the move list's times agree with the clocks above the board."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from shogi_desktop.core.clock import TimeControl
from shogi_desktop.ui.game.controller import GameSetup
from shogi_desktop.ui.main_window import MainWindow
from tests.ui.test_main_window import make_window, play


def numbers(w: MainWindow) -> list[str]:
    tree = w.move_list.tree
    return [tree.topLevelItem(i).text(0) for i in range(1, tree.topLevelItemCount())]  # type: ignore[union-attr]


def times(w: MainWindow) -> list[str]:
    tree = w.move_list.tree
    return [tree.topLevelItem(i).text(2) for i in range(1, tree.topLevelItemCount())]  # type: ignore[union-attr]


def test_a_pasted_position_is_numbered_from_its_move_number(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    QApplication.clipboard().setText("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2")
    assert w.files.paste()
    assert w.turn_label.text().startswith("Move 2 ")
    play(w, "3c3d", "2g2f")
    assert numbers(w) == ["2", "3"]
    assert w.turn_label.text().startswith("Move 4 ")


def test_a_game_from_the_start_is_numbered_from_one(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f", "3c3d")
    assert numbers(w) == ["1", "2"]


def test_the_move_times_and_both_clocks_agree(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    now = [5000.0]
    w.controller.time_source = lambda: now[0]
    w.new_game(GameSetup(time_control=TimeControl(600, 0, 0)))
    black, white = w.bottom_panel.clock, w.top_panel.clock
    assert black.isVisible() and white.isVisible()
    assert (black.text(), white.text()) == ("10:00", "10:00")
    for seconds, usi in ((1.5, "7g7f"), (0.5, "3c3d"), (1.2, "2g2f"), (2.4, "8c8d")):
        now[0] += seconds
        play(w, usi)
        w._tick()
    # a move's time is counted down to the second, the time left is rounded up: they add up per side
    assert times(w) == ["0:01", "0:00", "0:01", "0:02"]
    assert (black.text(), white.text()) == ("9:58", "9:58")
    now[0] += 4.2  # Black thinks: only Black's clock runs
    w._tick()
    assert (black.text(), white.text()) == ("9:54", "9:58")  # 597.3 - 4.2 s left, rounded up
