"""Playing the computer: the engine answers in its own process while the GUI keeps running, its move
goes through the controller like a human's, and a new game, a take back or closing stops it."""

from __future__ import annotations

import os
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path

import cshogi
import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from shogi_desktop.app.engines import EngineRegistry
from shogi_desktop.core.clock import TimeControl
from shogi_desktop.core.position import Position
from shogi_desktop.engine.search import Limits
from shogi_desktop.ui.dialogs.new_game import NewGameConfig
from shogi_desktop.ui.game.ai_player import AIPlayer, think_time
from shogi_desktop.ui.game.controller import GameController, GameSetup

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


# --------------------------------------------------------------------------- registered engines, clocks
FAIRY = "/usr/games/fairy-stockfish"
needs_fairy = pytest.mark.skipif(not os.path.exists(FAIRY),
                                 reason=f"{FAIRY} is not installed (apt-get install fairy-stockfish; .ci/run does)")

# A fake engine that writes each "go" line it gets to a file, answers the first legal move cshogi
# gives; with "die" it exits at its first "go".
LOGGING = """
import cshogi
mode, log = sys.argv[1], sys.argv[2]
board = cshogi.Board()
for line in sys.stdin:
    words = line.split()
    cmd = words[0] if words else ""
    if cmd == "usi":
        print("id name Logger"); print("usiok")
    elif cmd == "isready":
        print("readyok")
    elif cmd == "position":
        board = cshogi.Board() if words[1] == "startpos" else cshogi.Board(" ".join(words[2:6]))
        if "moves" in words:
            for mv in words[words.index("moves") + 1:]:
                board.push_usi(mv)
    elif cmd == "go":
        with open(log, "a") as fh:
            fh.write(line)
        if mode == "die":
            print("fatal: out of cheese", file=sys.stderr); sys.exit(3)
        move = next(iter(board.legal_moves))
        print("info depth 1 score cp 0 pv " + cshogi.move_to_usi(move))
        print("bestmove " + cshogi.move_to_usi(move))
    elif cmd == "quit":
        break
    sys.stdout.flush()
"""


def _engine(tmp_path: Path, mode: str) -> tuple[EngineRegistry, str, Path]:
    script = tmp_path / f"logger-{mode}"
    script.write_text(f"#!{sys.executable}\nimport sys\n" + LOGGING)
    script.chmod(0o755)
    log = tmp_path / f"go-{mode}.log"
    registry = EngineRegistry.load()
    entry = registry.add(f"{shlex.quote(str(script))} {mode} {shlex.quote(str(log))}", timeout=20)
    return registry, entry.id, log


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_registered_engine_gets_the_game_clock(qtbot: QtBot, tmp_path: Path) -> None:
    registry, eid, log = _engine(tmp_path, "play")
    clock_time = FakeTime()
    controller = GameController(time_source=clock_time)
    ai = AIPlayer(controller, registry=registry)
    try:
        controller.new_game(GameSetup(white_human=False, white_engine=eid, time_control=TimeControl(60, 5, 0)))
        clock_time.now += 10  # Black thinks for ten seconds
        assert controller.try_move(controller.position().legal_move_from_usi("7g7f"))
        qtbot.waitUntil(lambda: len(controller.record.moves_usi()) == 2, timeout=WAIT_MS)
        assert ai.last_limits == Limits(btime=50.0, wtime=60.0, byoyomi=5.0)
        # the engine heard the clock in milliseconds (byoyomi less the margin for the way to the board)
        assert log.read_text().split() == ["go", "btime", "50000", "wtime", "60000", "byoyomi", "4700"]
        _legal_in_cshogi(controller.record.moves_usi())
        assert ai.worker is None and list(ai.external) == [eid]  # the built-in engine never started
    finally:
        ai.shutdown()


def test_the_built_in_engine_gets_the_game_clock(qtbot: QtBot) -> None:
    clock_time = FakeTime()
    controller = GameController(time_source=clock_time)
    ai = AIPlayer(controller)
    try:
        controller.new_game(GameSetup(white_human=False, white_level=1, time_control=TimeControl(300, 0, 10)))
        clock_time.now += 30
        assert controller.try_move(controller.position().legal_move_from_usi("2g2f"))
        qtbot.waitUntil(lambda: len(controller.record.moves_usi()) == 2, timeout=WAIT_MS)
        assert ai.last_limits == Limits(btime=280.0, wtime=300.0, binc=10.0, winc=10.0)  # 300 - 30 + 10
        controller.new_game(GameSetup(white_human=False, white_level=2))  # no clock: the level's time
        assert controller.try_move(controller.position().legal_move_from_usi("2g2f"))
        qtbot.waitUntil(lambda: len(controller.record.moves_usi()) == 2, timeout=WAIT_MS)
        assert ai.last_limits == Limits(thinktime=think_time(2))
    finally:
        ai.shutdown()


def test_engine_failure_keeps_the_game(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QMessageBox

    from shogi_desktop.ui.main_window import MainWindow

    registry, eid, log = _engine(tmp_path, "die")
    w = MainWindow()
    qtbot.addWidget(w)
    w.ai.registry = registry
    w.new_game(NewGameConfig(white_human=False, white_engine=eid))
    c = w.controller
    with qtbot.waitSignal(w.ai.engine_failed, timeout=WAIT_MS) as failed:
        assert c.try_move(c.position().legal_move_from_usi("7g7f"))
    assert "Logger" in failed.args[0] and "out of cheese" in failed.args[0]
    assert c.current.ending is None and c.record.moves_usi() == ["7g7f"]  # the game goes on
    assert w.ai.failed == (1, eid) and not w.ai.thinking
    assert "could not move" in w.statusBar().currentMessage()
    box = w.engine_failure_box
    assert isinstance(box, QMessageBox) and box.isVisible() and "Logger" in box.text()
    qtbot.wait(300)
    assert not w.ai.thinking and len(log.read_text().splitlines()) == 1  # no retry without the user
    labels = {b.text(): b for b in box.buttons()}
    assert {"Try again", "Built-in engine", "I play this side"} <= set(labels)
    with qtbot.waitSignal(w.ai.engine_failed, timeout=WAIT_MS):
        labels["Try again"].click()  # started afresh, dies again
    assert len(log.read_text().splitlines()) == 2
    box = w.engine_failure_box
    labels = {b.text(): b for b in box.buttons()}
    labels["I play this side"].click()
    assert c.humans == [True, True] and c.setup.white_human and c.setup.white_engine is None
    assert c.movable_colors() == {0, 1}
    assert c.try_move(c.position().legal_move_from_usi("3c3d"))  # the user plays White's move
    assert c.record.moves_usi() == ["7g7f", "3c3d"]
    w.ai.shutdown()


def test_the_built_in_engine_takes_over_a_failed_side(qtbot: QtBot, tmp_path: Path) -> None:
    registry, eid, _log = _engine(tmp_path, "die")
    controller = GameController()
    ai = AIPlayer(controller, registry=registry)
    try:
        controller.new_game(GameSetup(white_human=False, white_engine=eid, white_level=1))
        with qtbot.waitSignal(ai.engine_failed, timeout=WAIT_MS):
            controller.try_move(controller.position().legal_move_from_usi("7g7f"))
        ai.use_builtin(1)
        qtbot.waitUntil(lambda: len(controller.record.moves_usi()) == 2, timeout=WAIT_MS)
        assert controller.setup.white_engine is None and not controller.humans[1]
        _legal_in_cshogi(controller.record.moves_usi())
    finally:
        ai.shutdown()


def test_an_engine_no_longer_registered(qtbot: QtBot) -> None:
    controller = GameController()
    ai = AIPlayer(controller, registry=EngineRegistry.load())
    try:
        with qtbot.waitSignal(ai.engine_failed, timeout=WAIT_MS) as failed:
            controller.new_game(GameSetup(black_human=False, black_engine="gone"))
        assert "'gone'" in failed.args[0] and ai.failed == (0, "gone")
        assert controller.record.moves_usi() == [] and controller.current.ending is None
    finally:
        ai.shutdown()


def test_the_engine_choice_is_autosaved_and_resumed(tmp_path: Path) -> None:
    from shogi_desktop.app.autosave import Autosave

    controller = GameController()
    controller.autosave = Autosave(tmp_path / "autosave.json")
    controller.new_game(GameSetup(black_human=False, black_engine="fairy", white_human=True))
    controller.set_player(0, True)  # the user takes Black over: no computer moves in this test
    controller.set_player(0, False, "fairy")
    assert controller.try_move(controller.position().legal_move_from_usi("7g7f"))
    saved = Autosave(tmp_path / "autosave.json").pending()
    assert saved is not None and saved.setup["black_engine"] == "fairy" and saved.setup["white_engine"] is None
    other = GameController()
    other.restore(saved)
    assert other.setup.black_engine == "fairy" and other.humans == [False, True]


@needs_fairy
def test_fairy_stockfish_plays_white_in_the_window(qtbot: QtBot) -> None:
    from shogi_desktop.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    entry = w.engines.add(FAIRY)
    w.engines.set_options(entry.id, {"Hash": 16, "Threads": 1})
    w.new_game(NewGameConfig(white_human=False, white_engine=entry.id, time_control=TimeControl(30, 1, 0)))
    c = w.controller
    assert c.names[1] == "" and w.ai.engine_name(1).startswith("Fairy-Stockfish")
    assert c.try_move(c.position().legal_move_from_usi("7g7f"))
    qtbot.waitUntil(lambda: len(c.record.moves_usi()) == 2, timeout=WAIT_MS)
    _legal_in_cshogi(c.record.moves_usi())
    limits = w.ai.last_limits
    assert c.clock is not None
    assert limits is not None and limits.byoyomi == 1 and limits.binc == limits.winc == 0
    assert 20 < limits.btime < 30 and 20 < limits.wtime <= 30  # the clock's readings when White was to move
    assert c.clock.remaining(1) < limits.wtime and c.current.ending is None
    assert c.try_move(c.position().legal_move_from_usi("2g2f"))
    qtbot.waitUntil(lambda: len(c.record.moves_usi()) == 4, timeout=WAIT_MS)
    _legal_in_cshogi(c.record.moves_usi())
    w.ai.shutdown()
