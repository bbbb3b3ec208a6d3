"""Whole games through the main window: every move made with mouse events on the board view.

The game is chosen by a seeded player that asks the core for legal moves (it takes a mate when it has
one, captures greedily as Black, otherwise plays at random); the test then plays it through the UI
with clicks, drags, drops and the promotion chooser, and checks each step and the end against the
core and against cshogi.
"""

from __future__ import annotations

import random

import cshogi
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from shogi_desktop.app.settings import Settings
from shogi_desktop.core.outcome import Termination
from shogi_desktop.core.position import Position, is_drop, is_promotion, make_move, move_from, move_to
from shogi_desktop.core.tables import NSQ
from shogi_desktop.ui.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier


def seeded_game(seed: int, limit: int = 120) -> tuple[list[int], Position]:
    rng = random.Random(seed)
    pos = Position.initial()
    moves: list[int] = []
    while pos.outcome() is None and len(moves) < limit:
        legal = pos.legal_moves()
        choice = None
        for m in legal:
            pos.push(m)
            mate = pos.outcome()
            pos.pop()
            if mate is not None and mate.termination is Termination.CHECKMATE:
                choice = m
                break
        if choice is None:
            captures = [m for m in legal if not is_drop(m) and pos.board[move_to(m)]]
            if captures and pos.side == 0:
                choice = rng.choice(captures)
            else:
                choice = rng.choice(legal)
        moves.append(choice)
        pos.push(choice)
    return moves, pos


def mating_game() -> tuple[list[int], Position]:
    for seed in range(50):
        moves, pos = seeded_game(seed)
        outcome = pos.outcome()
        if outcome is not None and outcome.termination is Termination.CHECKMATE and len(moves) <= 120:
            return moves, pos
    raise AssertionError("no seeded game ended in checkmate within 120 plies")


def make_window(qtbot: QtBot, animation_ms: int = 0) -> MainWindow:
    settings = Settings.load()
    settings.animation_ms = animation_ms
    settings.mute = True
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def press_release(w: MainWindow, a: QPointF, b: QPointF, drag: bool) -> None:
    vp = w.view.viewport()
    pa, pb = w.view.mapFromScene(a), w.view.mapFromScene(b)
    if drag:
        QTest.mousePress(vp, LEFT, NOMOD, pa)
        for i in range(1, 5):
            QTest.mouseMove(vp, pa + (pb - pa) * i / 4)
        QTest.mouseRelease(vp, LEFT, NOMOD, pb)
    else:
        QTest.mouseClick(vp, LEFT, NOMOD, pa)
        QTest.mouseClick(vp, LEFT, NOMOD, pb)


def play_through_view(w: MainWindow, m: int, drag: bool) -> None:
    scene = w.scene
    pos = w.controller.position()
    if is_drop(m):
        start = scene.hand_slot_center(pos.side, move_from(m) - NSQ)
    else:
        start = scene.square_center(move_from(m))
    press_release(w, start, scene.square_center(move_to(m)), drag)
    chooser = scene.chooser
    if not is_drop(m) and make_move(move_from(m), move_to(m), not is_promotion(m)) in pos.legal_moves():
        assert chooser is not None, pos.move_to_usi(m)  # both forms are legal: the player is asked
        QTest.mouseClick(w.view.viewport(), LEFT, NOMOD, w.view.mapFromScene(
            chooser.option_rect(is_promotion(m)).center()))
    else:
        assert chooser is None


def test_a_whole_game_to_checkmate_with_the_mouse(qtbot: QtBot) -> None:
    moves, final = mating_game()
    w = make_window(qtbot)
    reference = Position.initial()
    for i, m in enumerate(moves):
        play_through_view(w, m, drag=i % 3 == 1)
        reference.push(m)
        assert w.controller.record.moves_usi() == _usi(moves[: i + 1])
        shown = w.scene.position()
        assert shown is not None and shown.sfen() == reference.sfen()
    # the game is over: the core said checkmate, the record has the ending, the window says so
    outcome = w.controller.outcome()
    assert outcome is not None and outcome.termination is Termination.CHECKMATE
    assert outcome.winner == final.side ^ 1
    assert w.controller.current.ending is not None
    assert w.game_over_dialog is not None and w.game_over_dialog.isVisible()
    assert w.scene.check_square() == final.king_sq[final.side]
    board = cshogi.Board(final.sfen())
    assert board.is_check() and board.is_game_over()
    # and the board no longer accepts moves
    assert w.controller.movable_colors() == set()


def _usi(moves: list[int]) -> list[str]:
    pos = Position.initial()
    out = []
    for m in moves:
        out.append(pos.move_to_usi(m))
        pos.push(m)
    return out


def test_a_game_with_animations_on(qtbot: QtBot) -> None:
    moves, _ = seeded_game(3, limit=12)
    w = make_window(qtbot, animation_ms=120)
    for i, m in enumerate(moves):
        play_through_view(w, m, drag=i % 2 == 0)
        qtbot.waitUntil(lambda: not w.scene.animating, timeout=3000)
    assert w.controller.record.moves_usi() == _usi(moves)
    pos = w.controller.position()
    for sq in range(NSQ):  # after the animations every item stands where the position says
        item = w.scene.piece_item_at(sq)
        assert (item is not None) == bool(pos.board[sq])
        if item is not None:
            assert w.scene.square_at(item.mapToScene(QPointF(50, 55))) == sq
            assert item.kind is pos.variant.kinds[abs(pos.board[sq]) - 1]


def test_illegal_move_reason_in_the_status_bar(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    w.start_from_sfen("4k4/9/9/9/9/9/4P4/9/4K4 b P 1")
    pawn = w.controller.position().variant.kind("P").index
    press_release(w, w.scene.hand_slot_center(0, pawn), w.scene.square_center(4 * 9 + 4), drag=True)
    assert "二歩" in w.status_text()
    assert w.controller.record.moves_usi() == []
    w.start_from_sfen("k8/2G6/1G7/9/9/9/9/9/8K b P 1")  # P*9b would mate: 打ち歩詰め
    pos = w.controller.position()
    target = pos.parse_usi("P*9b")
    assert target not in pos.legal_moves()
    press_release(w, w.scene.hand_slot_center(0, pawn), w.scene.square_center(move_to(target)), drag=False)
    assert "打ち歩詰め" in w.status_text()
