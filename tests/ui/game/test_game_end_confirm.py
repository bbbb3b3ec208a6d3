"""Issue 13, item 4: Resign and Draw by agreement ask first, and the game-ending actions are disabled where
no game is in progress (a finished game, a record opened from a file, ply 0 of a finished record)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from shogi_desktop.core.outcome import Termination
from shogi_desktop.ui.main_window import MainWindow
from tests.ui.files.test_file_actions import no_questions, open_with_dialog
from tests.ui.test_main_window import make_window, play

ROOT = Path(__file__).resolve().parents[3]
FINISHED = ROOT / "tests" / "notation" / "samples" / "kifu_for_windows.kif"


def confirmation(w: MainWindow) -> QMessageBox:
    shown = [b for b in w.findChildren(QMessageBox, "ConfirmEndGame") if b.isVisible()]
    assert len(shown) == 1
    return shown[0]


def click(box: QMessageBox, role: QMessageBox.ButtonRole) -> None:
    next(b for b in box.buttons() if box.buttonRole(b) == role).click()


def ending_actions(w: MainWindow) -> list[bool]:
    return [w.act_resign.isEnabled(), w.act_draw.isEnabled(), w.act_impasse.isEnabled()]


def test_resign_asks_first(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f")
    w.act_resign.trigger()
    box = confirmation(w)
    assert box.text() == "Resign this game?"
    assert box.informativeText() == "☖\u00a0White (gote) resigns and ☗\u00a0Black (sente) wins."
    assert w.controller.current.ending is None  # nothing happened yet
    click(box, QMessageBox.ButtonRole.RejectRole)
    assert w.controller.current.ending is None and w.controller.record.moves_usi() == ["7g7f"]
    w.act_resign.trigger()
    click(confirmation(w), QMessageBox.ButtonRole.AcceptRole)
    ending = w.controller.current.ending
    assert ending is not None and ending.termination is Termination.RESIGNATION and ending.winner == 0
    assert ending_actions(w) == [False, False, False]


def test_draw_asks_first(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f", "3c3d")
    w.act_draw.trigger()
    box = confirmation(w)
    assert box.text() == "End this game as a draw?"
    click(box, QMessageBox.ButtonRole.RejectRole)
    assert w.controller.current.ending is None
    w.act_draw.trigger()
    click(confirmation(w), QMessageBox.ButtonRole.AcceptRole)
    ending = w.controller.current.ending
    assert ending is not None and ending.termination is Termination.AGREEMENT


def test_no_game_ending_action_without_a_game_in_progress(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    w = make_window(qtbot)
    assert ending_actions(w) == [True, True, True]  # a new game is in progress from its first position
    no_questions(monkeypatch)
    assert open_with_dialog(qtbot, monkeypatch, w, FINISHED)  # a finished record opened for study
    c = w.controller
    assert any(n.ending is not None for n in c.record.walk())
    for node in (c.record.root, c.record.main_line()[3], c.record.main_line()[-1]):
        c.go_to(node)
        assert ending_actions(w) == [False, False, False], node
        w.act_draw.trigger()  # even through its shortcut path nothing is asked nor added
        assert not [b for b in w.findChildren(QMessageBox, "ConfirmEndGame") if b.isVisible()]
    c.go_to(c.record.root)
    before = sum(1 for _ in c.record.walk())
    assert not c.agree_draw() and not c.resign()
    assert sum(1 for _ in c.record.walk()) == before  # no branch added at ply 0


def test_the_answer_is_ignored_when_the_position_changed_meanwhile(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f")
    w.act_resign.trigger()
    box = confirmation(w)
    w.controller.back()  # (the record is browsed while the box is open)
    click(box, QMessageBox.ButtonRole.AcceptRole)
    assert all(n.ending is None for n in w.controller.record.walk())
