"""Issue 13, item 3: nothing the user played is dropped silently.  Taken-back moves stay in the move list
and can be reached by a click; clicking moves never loses the redo line; a different move after a
take back keeps the old line as a variation.  Driven through the real window: its actions, the move
list's rows clicked with the mouse, and the clock with a fake time source."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from shogi_desktop.app.autosave import Autosave, autosave_path
from shogi_desktop.core.clock import TimeControl
from shogi_desktop.core.record import Node
from shogi_desktop.ui.game.controller import GameSetup
from shogi_desktop.ui.main_window import MainWindow
from tests.ui.test_main_window import make_window, play


def click_row(w: MainWindow, node: Node) -> None:
    """Click the node's row in the move list, as a player would."""
    item = w.move_list.item_for(node)
    assert item is not None, node
    w.move_list.tree.scrollToItem(item)
    rect = w.move_list.tree.visualItemRect(item)
    QTest.mouseClick(w.move_list.tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     rect.center())


def moves_in_list(w: MainWindow) -> list[str]:
    return w.move_list.row_texts()[1:]


def test_taken_back_moves_stay_in_the_move_list_and_redo_after_clicks(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f", "3c3d", "2g2f", "8c8d")
    rows = moves_in_list(w)
    assert rows == ["P-7f", "P-3d", "P-2f", "P-8d"]
    w.act_take_back.trigger()
    w.act_take_back.trigger()
    assert w.controller.record.moves_usi() == ["7g7f", "3c3d"]
    assert moves_in_list(w) == rows  # still listed
    taken = w.controller.current.active_child
    assert taken is not None and taken.usi == "2g2f"
    # looking around with the mouse: the first move, the start, a taken-back move, back to the game
    click_row(w, w.controller.record.main_line()[1])
    assert w.controller.record.moves_usi() == ["7g7f"]
    click_row(w, w.controller.record.main_line()[4])  # a taken-back move is reachable
    assert w.controller.record.moves_usi() == ["7g7f", "3c3d", "2g2f", "8c8d"]
    click_row(w, w.controller.record.main_line()[2])  # where the game stands
    assert w.act_redo.isEnabled()
    w.act_redo.trigger()
    w.act_redo.trigger()
    assert w.controller.record.moves_usi() == ["7g7f", "3c3d", "2g2f", "8c8d"]
    assert moves_in_list(w) == rows
    assert not w.act_redo.isEnabled()


def test_a_different_move_keeps_the_taken_back_line_as_a_variation(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f", "3c3d", "2g2f", "8c8d")
    w.act_take_back.trigger()
    w.act_take_back.trigger()
    play(w, "6g6f")  # the game goes on differently
    record = w.controller.record
    assert [n.usi for n in record.main_line()[1:]] == ["7g7f", "3c3d", "6g6f"]  # the game is the main line
    fork = record.main_line()[2]
    old = fork.children[1]
    assert old.usi == "2g2f" and [c.usi for c in old.children] == ["8c8d"]  # the old line, whole
    assert moves_in_list(w) == ["P-7f", "P-3d", "P-6f", "P-2f", "P-8d"]  # shown under the move it replaced
    assert w.move_list.item_for(old.children[0]) is not None
    assert not w.act_redo.isEnabled()
    play(w, "8c8d")
    assert record.moves_usi() == ["7g7f", "3c3d", "6g6f", "8c8d"]


def test_a_move_elsewhere_is_a_study_variation_that_keeps_the_game(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f", "3c3d", "2g2f")
    click_row(w, w.controller.record.main_line()[1])
    play(w, "4c4d")  # trying another reply while looking back
    record = w.controller.record
    assert [n.usi for n in record.main_line()[1:]] == ["7g7f", "3c3d", "2g2f"]
    assert not w.act_resign.isEnabled() and not w.act_take_back.isEnabled()  # the game is not here
    click_row(w, record.main_line()[3])
    assert w.controller.is_live() and w.act_resign.isEnabled()
    play(w, "8c8d")
    assert [n.usi for n in record.main_line()[1:]] == ["7g7f", "3c3d", "2g2f", "8c8d"]


def test_the_clock_runs_only_at_the_point_where_the_game_goes_on(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    now = [1000.0]
    w.controller.time_source = lambda: now[0]
    w.new_game(GameSetup(time_control=TimeControl(600, 0, 0)))
    c = w.controller
    now[0] += 5
    play(w, "7g7f")
    now[0] += 7
    play(w, "3c3d")
    w.act_take_back.trigger()  # White is to move again; its clock runs
    assert c.clock is not None and c.clock.side == 1
    click_row(w, c.record.root)  # looking at the start: nobody's clock runs
    assert c.clock.side is None
    now[0] += 100
    click_row(w, c.record.main_line()[1])
    assert c.clock.side == 1
    now[0] += 3
    play(w, "8c8d")
    assert c.current.time_spent == 3.0
    assert c.clock.remaining(1) == 600 - 7 - 3  # the 100 s spent looking back are nobody's


def test_a_resignation_taken_back_goes_on_and_is_autosaved(qtbot: QtBot) -> None:
    w = make_window(qtbot)  # (the window autosaves after every ply)
    play(w, "7g7f", "3c3d")
    assert w.controller.resign()
    assert not autosave_path().exists()  # a finished game is not autosaved
    w.act_take_back.trigger()  # the resignation is taken back: the game goes on
    assert w.controller.current.ending is None and w.controller.is_live()
    assert w.act_resign.isEnabled()
    play(w, "2g2f")
    saved = Autosave().load()
    assert saved is not None and saved.record.moves_usi() == ["7g7f", "3c3d", "2g2f"]
    assert all(n.ending is None for n in saved.record.walk())


def test_a_mate_taken_back_returns_the_move_before_it(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    w.start_from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1")
    play(w, "G*5b")
    c = w.controller
    assert c.current.ending is not None  # checkmate
    w.act_take_back.trigger()
    assert c.current is c.record.root and c.is_live()  # the mate and the mating move are taken back together
    assert [n.usi for n in c.current.children] == ["G*5b"]  # the move stays (Redo plays it again)
    w.act_redo.trigger()
    assert c.current.ending is not None  # mate again


def test_the_live_point_survives_an_autosave_and_resume(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f", "3c3d", "2g2f")
    w.act_take_back.trigger()
    saved = Autosave().load()
    assert saved is not None
    w2 = make_window(qtbot)
    w2.controller.restore(saved)
    c = w2.controller
    assert c.record.moves_usi() == ["7g7f", "3c3d"] and c.is_live()
    assert w2.act_redo.isEnabled()
    w2.act_redo.trigger()
    assert c.record.moves_usi() == ["7g7f", "3c3d", "2g2f"]
