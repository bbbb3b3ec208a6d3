"""ExternalWorker: an external USI engine behind EngineWorker's interface.  Fairy-Stockfish (when
installed) answers legal moves, stops an infinite search, follows a game clock; tiny fake engines
(scripts) die, stall, talk nonsense or are not engines at all, and every case ends in a message,
never a hang."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import cshogi
import pytest

from shogi_desktop.engine.external import ExternalWorker, time_allowed, usi_go_args
from shogi_desktop.engine.search import MATE, Limits
from shogi_desktop.engine.worker import BestMoveMsg, DiedMsg, EngineWorker, ErrorMsg, InfoMsg
from tests.fake_engines import NONSENSE, script

FAIRY = "/usr/games/fairy-stockfish"
needs_fairy = pytest.mark.skipif(not os.path.exists(FAIRY),
                                 reason=f"{FAIRY} is not installed (apt-get install fairy-stockfish; .ci/run does)")
HANDICAP_2 = "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"


def _legal(moves: list[str], best: str, sfen: str | None = None) -> bool:
    board = cshogi.Board(sfen) if sfen else cshogi.Board()
    for mv in moves:
        board.push_usi(mv)
    move = board.move_from_usi(best)
    return move != 0 and board.is_legal(move)




def _last(msgs: list, kind: type) -> object:
    found = [m for m in msgs if isinstance(m, kind)]
    assert found, f"no {kind.__name__} in {msgs}"
    return found[-1]


# --------------------------------------------------------------------------- limits
def test_limits_become_usi_go_arguments() -> None:
    assert usi_go_args(Limits(movetime=1.5)) == {"btime": 0, "wtime": 0, "byoyomi": 1500}
    assert usi_go_args(Limits(thinktime=1.5)) == {"btime": 0, "wtime": 0, "byoyomi": 1500}  # a level's cap
    assert usi_go_args(Limits(btime=60, wtime=30.5, byoyomi=10)) == {"btime": 60000, "wtime": 30500,
                                                                     "byoyomi": 10000}
    assert usi_go_args(Limits(btime=60, wtime=60, binc=5, winc=5)) == {"btime": 60000, "wtime": 60000,
                                                                       "binc": 5000, "winc": 5000}
    assert usi_go_args(Limits(btime=0, wtime=120)) == {"btime": 0, "wtime": 120000, "byoyomi": 0}
    assert usi_go_args(Limits(btime=60, wtime=0, byoyomi=10), margin=0.3) == {"btime": 60000, "wtime": 0,
                                                                               "byoyomi": 9700}
    assert usi_go_args(Limits(btime=0, wtime=0, byoyomi=0.4), margin=0.3)["byoyomi"] == 200
    assert usi_go_args(Limits(movetime=1), margin=0.3)["byoyomi"] == 1000  # no clock: no margin
    assert usi_go_args(Limits(nodes=5000)) == {"nodes": 5000}
    assert usi_go_args(Limits(depth=3, movetime=2)) == {"depth": 3, "btime": 0, "wtime": 0, "byoyomi": 2000}
    assert usi_go_args(Limits(infinite=True)) == {"infinite": True}
    assert usi_go_args(Limits()) == {"infinite": True}
    assert time_allowed(Limits(btime=60, wtime=30, byoyomi=10), 1) == 40
    assert time_allowed(Limits(nodes=10), 0) is None
    assert time_allowed(Limits(thinktime=2.5), 1) == 2.5


def test_the_same_public_interface_as_engine_worker() -> None:
    def public(cls: type) -> set[str]:
        return {n for n in dir(cls) if not n.startswith("_")}

    missing = public(EngineWorker) - public(ExternalWorker) - {"level", "seed", "hash_mb"}
    assert missing == set()


# --------------------------------------------------------------------------- fairy-stockfish
@pytest.fixture
def fairy() -> Iterator[ExternalWorker]:
    worker = ExternalWorker(FAIRY, {"Hash": 16, "Threads": 1})
    yield worker
    worker.close()
    assert not worker.alive


@needs_fairy
def test_fairy_answers_a_legal_move(fairy: ExternalWorker) -> None:
    assert not fairy.alive and not fairy.busy  # started lazily
    moves = ["7g7f", "3c3d"]
    sid = fairy.start("startpos", "standard", moves, Limits(movetime=0.3))
    assert fairy.busy
    msgs = fairy.wait(30)
    assert not fairy.busy and fairy.alive and fairy.pid
    best = _last(msgs, BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.search_id == sid and not best.stopped
    assert _legal(moves, best.move)
    infos = [m for m in msgs if isinstance(m, InfoMsg)]
    assert infos and all(m.search_id == sid for m in infos)
    assert infos[-1].depth > 1 and infos[-1].pv and infos[-1].nodes > 0 and infos[-1].nps > 0
    assert best.pv[:1] == [best.move] and best.depth > 0


@needs_fairy
def test_fairy_plays_a_handicap_game_and_follows_the_clock(fairy: ExternalWorker) -> None:
    sid = fairy.start(HANDICAP_2, "standard", [], Limits(btime=30, wtime=30, byoyomi=0.5))
    best = _last(fairy.wait(60), BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.search_id == sid
    assert _legal([], best.move, HANDICAP_2)
    sid = fairy.start(HANDICAP_2, "standard", [best.move], Limits(btime=20, wtime=20, binc=0.2, winc=0.2))
    reply = _last(fairy.wait(60), BestMoveMsg)
    assert isinstance(reply, BestMoveMsg) and reply.search_id == sid and _legal([best.move], reply.move, HANDICAP_2)


@needs_fairy
def test_fairy_infinite_search_stops(fairy: ExternalWorker) -> None:
    sid = fairy.start("startpos", "standard", ["2g2f"], Limits(infinite=True))
    deadline = time.monotonic() + 30
    infos: list[InfoMsg] = []
    while not any(i.depth >= 5 for i in infos) and time.monotonic() < deadline:
        infos += [m for m in fairy.poll() if isinstance(m, InfoMsg)]
        time.sleep(0.02)
    assert infos and fairy.busy  # still thinking: an infinite search waits for stop
    fairy.stop()
    best = _last(fairy.wait(30), BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.search_id == sid and best.stopped
    assert _legal(["2g2f"], best.move)


@needs_fairy
def test_a_new_start_supersedes_the_running_search(fairy: ExternalWorker) -> None:
    first = fairy.start("startpos", "standard", [], Limits(infinite=True))
    time.sleep(0.3)
    second = fairy.start("startpos", "standard", ["7g7f"], Limits(depth=4))
    msgs = fairy.wait(30)
    assert not fairy.busy
    best = _last(msgs, BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.search_id == second and _legal(["7g7f"], best.move)
    assert {m.search_id for m in msgs} <= {first, second}


@needs_fairy
def test_fairy_killed_is_reported_and_restarted(fairy: ExternalWorker) -> None:
    sid = fairy.start("startpos", "standard", [], Limits(infinite=True))
    deadline = time.monotonic() + 30
    while not any(isinstance(m, InfoMsg) for m in fairy.poll()) and time.monotonic() < deadline:
        time.sleep(0.02)  # thinking (past the handshake)
    fairy.kill()
    died = _last(fairy.wait(30), DiedMsg)
    assert isinstance(died, DiedMsg) and died.search_id == sid and "Fairy-Stockfish" in died.message
    assert not fairy.busy and not fairy.alive
    sid = fairy.start("startpos", "standard", [], Limits(depth=3))  # starts it again
    best = _last(fairy.wait(30), BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.search_id == sid and _legal([], best.move)


@needs_fairy
def test_a_variant_is_refused(fairy: ExternalWorker) -> None:
    sid = fairy.start("startpos", "hybrid:2", [], Limits(depth=2))
    err = _last(fairy.wait(10), ErrorMsg)
    assert isinstance(err, ErrorMsg) and err.search_id == sid and "standard shogi only" in err.message


# --------------------------------------------------------------------------- fake engines
SCRIPTED = """
mode = sys.argv[1] if len(sys.argv) > 1 else ""
depth = 3
for line in sys.stdin:
    cmd = line.split()[0] if line.split() else ""
    if cmd == "usi":
        print("id name Scripted"); print("option name Depth type spin default 3 min 1 max 9"); print("usiok")
    elif cmd == "isready":
        print("readyok")
    elif cmd == "setoption" and line.split()[2] == "Depth":
        depth = int(line.split()[4])
    elif cmd == "go":
        if mode == "die":
            print("info depth 1 score cp 10 pv 7g7f"); sys.stdout.flush()
            print("fatal: out of cheese", file=sys.stderr); sys.exit(3)
        elif mode == "deaf":
            pass  # never answers, not even stop
        elif mode == "mate":
            print("info depth 3 score mate 3 pv G*5b 5a5b 2c2b+")
            print("bestmove G*5b")
        elif mode == "resign":
            print("info depth 1 score mate -1 pv")
            print("bestmove resign")
        elif mode == "win":
            print("bestmove win")
        else:
            print(f"info depth {depth} score cp 10 pv 7g7f"); print("bestmove 7g7f")
    elif cmd == "stop" and mode != "deaf":
        print("bestmove 7g7f")
    elif cmd == "quit":
        break
    sys.stdout.flush()
"""



def _fake(tmp_path: Path, mode: str) -> ExternalWorker:
    return ExternalWorker([script(tmp_path, "scripted", SCRIPTED), mode], {"Depth": 5}, timeout=5)


def test_engine_dying_mid_search_is_a_died_message(tmp_path: Path) -> None:
    worker = _fake(tmp_path, "die")
    sid = worker.start("startpos", "standard", [], Limits(movetime=1))
    msgs = worker.wait(20)
    died = _last(msgs, DiedMsg)
    assert isinstance(died, DiedMsg) and died.search_id == sid and died.exitcode == 3
    assert "Scripted" in died.message and "out of cheese" in died.message
    assert not worker.busy and not worker.alive
    worker.close()


def test_engine_that_ignores_stop_is_ended(tmp_path: Path) -> None:
    worker = _fake(tmp_path, "deaf")
    worker.stop_grace = 0.5
    sid = worker.start("startpos", "standard", [], Limits(infinite=True))
    time.sleep(0.3)
    worker.stop()
    died = _last(worker.wait(20), DiedMsg)
    assert isinstance(died, DiedMsg) and died.search_id == sid and "did not answer 'stop'" in died.message
    assert not worker.alive
    worker.close()


def test_engine_overrunning_its_time_is_stopped_then_ended(tmp_path: Path) -> None:
    worker = _fake(tmp_path, "deaf")
    worker.overrun_grace = 0.2
    worker.stop_grace = 0.3
    sid = worker.start("startpos", "standard", [], Limits(movetime=0.2))
    died = _last(worker.wait(20), DiedMsg)  # no stop() from us: the time limit does it
    assert isinstance(died, DiedMsg) and died.search_id == sid
    worker.close()


def test_mate_resign_and_win_answers(tmp_path: Path) -> None:
    worker = _fake(tmp_path, "mate")
    worker.start("startpos", "standard", [], Limits(depth=3))
    best = _last(worker.wait(20), BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.move == "G*5b" and best.mate == 3 and best.score == MATE - 3
    assert best.pv == ["G*5b", "5a5b", "2c2b+"]
    worker.close()
    worker = _fake(tmp_path, "resign")
    worker.start("startpos", "standard", [], Limits(depth=3))
    best = _last(worker.wait(20), BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.move == "" and not best.declare_win and best.mate == -1
    worker.close()
    worker = _fake(tmp_path, "win")
    worker.start("startpos", "standard", [], Limits(depth=3))
    best = _last(worker.wait(20), BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.move == "" and best.declare_win
    worker.close()


def test_a_program_that_is_not_an_engine(tmp_path: Path) -> None:
    worker = ExternalWorker(script(tmp_path, "nonsense", NONSENSE), timeout=1.0)
    sid = worker.start("startpos", "standard", [], Limits(movetime=0.5))
    err = _last(worker.wait(20), ErrorMsg)
    assert isinstance(err, ErrorMsg) and err.search_id == sid
    assert "did not answer 'usiok'" in err.message and "not a shogi engine" in err.message
    assert not worker.busy and not worker.alive
    worker.close()


def test_a_missing_program(tmp_path: Path) -> None:
    worker = ExternalWorker(str(tmp_path / "no-such-engine"))
    worker.start("startpos", "standard", [], Limits(movetime=0.5))
    err = _last(worker.wait(20), ErrorMsg)
    assert isinstance(err, ErrorMsg) and "cannot start engine" in err.message
    worker.close()


def test_option_values_are_sent(tmp_path: Path) -> None:
    worker = _fake(tmp_path, "")  # Depth 5 instead of the default 3
    sid = worker.start("startpos", "standard", ["7g7f"], Limits(movetime=1), level=2, seed=7)
    msgs = worker.wait(20)
    assert [(m.search_id, m.depth, m.score, m.pv) for m in msgs if isinstance(m, InfoMsg)] == [(sid, 5, 10, ["7g7f"])]
    best = _last(msgs, BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.move == "7g7f" and best.depth == 5
    worker.close()


def test_engine_dying_while_idle_is_reported(tmp_path: Path) -> None:
    worker = _fake(tmp_path, "")
    worker.warm_up()
    deadline = time.monotonic() + 20
    while not worker.alive and time.monotonic() < deadline:
        time.sleep(0.02)
    assert worker.alive and not worker.busy
    worker.kill()
    msgs: list = []
    while not msgs and time.monotonic() < deadline:
        msgs = worker.poll()
        time.sleep(0.02)
    assert len(msgs) == 1 and isinstance(msgs[0], DiedMsg) and msgs[0].search_id == 0
    worker.close()


def test_an_engine_that_fails_while_warming_up_is_reported(tmp_path: Path) -> None:
    worker = ExternalWorker(script(tmp_path, "nonsense", NONSENSE), timeout=1.0)
    worker.warm_up()
    deadline = time.monotonic() + 20
    msgs: list = []
    while not msgs and time.monotonic() < deadline:
        msgs = worker.poll()
        time.sleep(0.02)
    assert len(msgs) == 1 and isinstance(msgs[0], DiedMsg) and msgs[0].search_id == 0
    assert "usiok" in msgs[0].message  # what it was waiting for, not a bare "it ended"
    worker.close()


# --------------------------------------------------------------------------- engines that misbehave (issue 15)
def _wait_gone(folder: Path, timeout: float = 20.0) -> list[int]:
    from tests.fake_engines import processes_of

    deadline = time.monotonic() + timeout
    while processes_of(folder) and time.monotonic() < deadline:
        time.sleep(0.05)
    return processes_of(folder)


def test_closing_a_worker_ends_the_helpers_of_its_engine(tmp_path: Path) -> None:
    from tests.fake_engines import faulty

    worker = ExternalWorker(faulty(tmp_path, "helper"), timeout=20)
    worker.start("startpos", "standard", [], Limits(depth=3))
    best = _last(worker.wait(30), BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.move == "7g7f"
    worker.close()
    assert _wait_gone(tmp_path) == []


def test_a_flooding_engine_gives_a_bounded_number_of_messages(tmp_path: Path) -> None:
    from tests.fake_engines import faulty

    worker = ExternalWorker(faulty(tmp_path, "flood"), timeout=20)
    worker.start("startpos", "standard", [], Limits(depth=3))
    time.sleep(1.0)  # the flood arrives while nobody polls
    msgs = worker.wait(60)
    best = _last(msgs, BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.move == "7g7f"
    assert len(msgs) < 20_000  # not a message per line of the flood (100,000)
    worker.close()


def test_a_line_without_end_is_a_died_message(tmp_path: Path) -> None:
    from tests.fake_engines import faulty

    worker = ExternalWorker(faulty(tmp_path, "long-line"), timeout=20)
    sid = worker.start("startpos", "standard", [], Limits(depth=3))
    died = _last(worker.wait(60), DiedMsg)
    assert isinstance(died, DiedMsg) and died.search_id == sid and "line longer than 64 KiB" in died.message
    worker.close()
    assert _wait_gone(tmp_path) == []


def test_option_values_with_a_line_break_are_not_sent(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    from tests.fake_engines import faulty

    worker = ExternalWorker(faulty(tmp_path, "plain"), {"Style": "x\nquit", "Depth": 4}, timeout=20)
    worker.start("startpos", "standard", [], Limits(depth=3))
    best = _last(worker.wait(30), BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.move == "7g7f" and worker.alive  # it did not quit
    assert "line break" in caplog.text
    worker.close()
