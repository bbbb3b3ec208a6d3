"""Playing the computer: the engine answers in its own process while the GUI keeps running, its move
goes through the controller like a human's, and a new game, a take back or closing stops it."""

from __future__ import annotations

from collections.abc import Iterator

import cshogi
import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from shogi_desktop.core.position import Position
from shogi_desktop.ui.ai_player import AIPlayer
from shogi_desktop.ui.controller import GameController, GameSetup

WAIT_MS = 20000


@pytest.fixture
def game(qtbot: QtBot) -> Iterator[tuple[GameController, AIPlayer]]:
    controller = GameController()
    ai = AIPlayer(controller)
    yield controller, ai
    ai.shutdown()
    assert ai.worker is None


def _legal_in_cshogi(moves: list[str]) -> None:
    board = cshogi.Board()
    for usi in moves:
        move = board.move_from_usi(usi)
        assert move != 0 and board.is_legal(move), f"{usi} is not legal after {moves}"
        board.push(move)


def test_black_human_against_white_computer(game: tuple[GameController, AIPlayer], qtbot: QtBot) -> None:
    controller, ai = game
    controller.new_game(GameSetup(black_human=True, white_human=False, white_level=1))
    assert controller.movable_colors() == {0}
    qtbot.wait(200)
    assert not ai.thinking  # Black (a person) is to move
    ticks = [0]
    heartbeat = QTimer()
    heartbeat.setInterval(10)
    heartbeat.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
    heartbeat.start()
    with qtbot.waitSignal(ai.thinking_changed, timeout=WAIT_MS) as started:
        assert controller.try_move(controller.position().legal_move_from_usi("7g7f"))
        assert controller.record.moves_usi() == ["7g7f"]  # try_move returned before any answer
    assert started.args == [True]
    qtbot.waitUntil(lambda: len(controller.record.moves_usi()) == 2, timeout=WAIT_MS)
    heartbeat.stop()
    assert ticks[0] > 0  # the event loop ran while the engine thought
    assert not ai.thinking and ai.moves_played == 1
    moves = controller.record.moves_usi()
    _legal_in_cshogi(moves)
    reply = Position.initial().copy()
    reply.push(reply.legal_move_from_usi("7g7f"))
    assert moves[1] in {reply.move_to_usi(m) for m in reply.legal_moves()}
    assert controller.position().side == 0  # the person's turn again
    qtbot.wait(300)
    assert len(controller.record.moves_usi()) == 2  # the computer does not move for Black


def test_take_back_while_thinking_drops_the_answer(game: tuple[GameController, AIPlayer], qtbot: QtBot) -> None:
    controller, ai = game
    controller.new_game(GameSetup(white_human=False, white_level=1))
    controller.try_move(controller.position().legal_move_from_usi("2g2f"))
    qtbot.waitUntil(lambda: ai.thinking, timeout=WAIT_MS)
    assert controller.take_back()
    assert not ai.thinking
    qtbot.wait(2500)  # the stopped search's late answer arrives and is ignored
    assert controller.record.moves_usi() == []
    assert ai.moves_played == 0


def test_computer_against_computer_stops_on_new_game(game: tuple[GameController, AIPlayer], qtbot: QtBot) -> None:
    controller, ai = game
    controller.new_game(GameSetup(black_human=False, white_human=False, black_level=1, white_level=1))
    assert controller.movable_colors() == set()
    qtbot.waitUntil(lambda: len(controller.record.moves_usi()) >= 4, timeout=WAIT_MS * 2)
    _legal_in_cshogi(controller.record.moves_usi())
    controller.new_game(GameSetup())
    assert not ai.thinking
    qtbot.wait(2500)
    assert controller.record.moves_usi() == []
    assert not ai.thinking
    worker = ai.worker
    assert worker is not None and worker.alive
    ai.shutdown()
    assert not worker.alive


def test_game_over_stops_the_computer(game: tuple[GameController, AIPlayer], qtbot: QtBot) -> None:
    controller, ai = game
    controller.new_game(GameSetup(black_human=False, white_human=True, black_level=1))
    qtbot.waitUntil(lambda: ai.thinking, timeout=WAIT_MS)
    played = len(controller.record.moves_usi())
    assert controller.resign()
    assert not ai.thinking
    qtbot.wait(2000)
    assert controller.current.ending is not None
    assert len(controller.record.moves_usi()) == played  # nothing after the resignation
    assert not ai.thinking


def test_take_back_against_the_computer_returns_the_move_to_the_player(qtbot: QtBot) -> None:
    from shogi_desktop.ui.dialogs.new_game import NewGameConfig
    from shogi_desktop.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.new_game(NewGameConfig(white_human=False, white_level=1))
    c = w.controller
    assert c.try_move(c.position().legal_move_from_usi("7g7f"))
    qtbot.waitUntil(lambda: len(c.record.moves_usi()) == 2, timeout=20000)
    w.take_back()
    assert c.record.moves_usi() == [] and c.position().side == 0
    w.ai.shutdown()
