"""The engine worker: the search runs in another process, polling never blocks, stop answers with the
best move so far, a killed process is reported.  Only generous liveness timeouts, no speed asserts."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from shogi_desktop.core.position import Position
from shogi_desktop.engine import parse_action_text
from shogi_desktop.engine.search import Limits
from shogi_desktop.engine.worker import BestMoveMsg, DiedMsg, EngineWorker, ErrorMsg, InfoMsg
from tests.fake_engines import alive, children_of

LIVENESS = 60.0  # seconds: only a hung worker takes this long


@pytest.fixture
def worker() -> Iterator[EngineWorker]:
    w = EngineWorker(level=10, seed=1)
    yield w
    w.close()


def _until(worker: EngineWorker, want: type, timeout: float = LIVENESS,
           search_id: int | None = None) -> tuple[list[object], object]:
    """Poll until a message of type ``want`` (of ``search_id`` if given); returns every message seen
    (whole poll batches) and the first match."""
    seen: list[object] = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        batch = worker.poll()
        seen += batch
        for msg in batch:
            if isinstance(msg, want) and (search_id is None or getattr(msg, "search_id", None) == search_id):
                return seen, msg
        time.sleep(0.01)
    raise AssertionError(f"no {want.__name__} within {timeout} s; got {seen[-3:]}")


def test_answers_from_another_process(worker: EngineWorker) -> None:
    sid = worker.start("startpos", "standard", ["7g7f", "3c3d"], Limits(depth=3))
    assert worker.pid is not None and worker.pid != os.getpid()
    seen, best = _until(worker, BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.search_id == sid
    pos = Position.initial()
    for mv in ("7g7f", "3c3d"):
        pos.push(pos.legal_move_from_usi(mv))
    parse_action_text(pos, best.move)  # legal, or ValueError
    infos = [m for m in seen if isinstance(m, InfoMsg)]
    assert [i.depth for i in infos] == [1, 2, 3]
    assert not worker.busy


def test_polling_returns_at_once_while_the_engine_thinks(worker: EngineWorker) -> None:
    worker.start("startpos", "standard", [], Limits(infinite=True))
    # start() returned while the search runs: nothing answered yet, and the worker says it is busy
    assert worker.busy
    _until(worker, InfoMsg)
    longest = 0.0
    for _ in range(50):
        t = time.perf_counter()
        msgs = worker.poll()
        longest = max(longest, time.perf_counter() - t)
        assert not any(isinstance(m, BestMoveMsg) for m in msgs)  # infinite: no answer before stop
        time.sleep(0.005)
    print(f"longest poll while thinking: {longest * 1000:.2f} ms")
    assert longest < LIVENESS  # liveness only: the measured figure is printed above
    worker.stop()
    _, best = _until(worker, BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.stopped and best.move


def test_stop_answers_with_the_best_move_so_far(worker: EngineWorker) -> None:
    sfen = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"
    worker.start(sfen, "standard", [], Limits(infinite=True))
    _until(worker, InfoMsg)
    t = time.monotonic()
    worker.stop()
    _, best = _until(worker, BestMoveMsg)
    print(f"stop answered after {1000 * (time.monotonic() - t):.0f} ms")
    assert isinstance(best, BestMoveMsg)
    assert best.stopped
    parse_action_text(Position.from_sfen(sfen), best.move)


def test_a_new_search_supersedes_the_old_one(worker: EngineWorker) -> None:
    first = worker.start("startpos", "standard", [], Limits(infinite=True))
    _until(worker, InfoMsg)
    second = worker.start("startpos", "standard", ["2g2f"], Limits(depth=2))
    assert second > first
    seen, best = _until(worker, BestMoveMsg, search_id=second)
    answers = [m.search_id for m in seen if isinstance(m, BestMoveMsg)]
    assert answers == [first, second]  # the old search answered first, tagged with its own id
    assert isinstance(best, BestMoveMsg) and best.move


def test_killed_worker_is_reported_and_a_new_one_starts(worker: EngineWorker) -> None:
    sid = worker.start("startpos", "standard", [], Limits(infinite=True))
    _until(worker, InfoMsg)
    worker.kill()
    _, died = _until(worker, DiedMsg)
    assert isinstance(died, DiedMsg) and died.search_id == sid
    assert "signal" in died.message or "exited" in died.message
    assert not worker.busy
    worker.start("startpos", "standard", [], Limits(depth=1))
    _, best = _until(worker, BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.move


def test_a_bad_position_is_an_error_message(worker: EngineWorker) -> None:
    worker.start("startpos", "standard", ["7g7f", "7g7f"], Limits(depth=1))
    _, err = _until(worker, ErrorMsg)
    assert isinstance(err, ErrorMsg) and "move 2" in err.message and "7g7f" in err.message
    worker.start("not an sfen", "standard", [], Limits(depth=1))
    _, err = _until(worker, ErrorMsg)
    assert isinstance(err, ErrorMsg) and "position" in err.message


def test_variants_and_levels_in_the_worker(worker: EngineWorker) -> None:
    worker.start("startpos", "kirin-phoenix:2", [], Limits(nodes=800), level=3, seed=5)
    _, best = _until(worker, BestMoveMsg)
    assert isinstance(best, BestMoveMsg)
    parse_action_text(Position.initial("kirin-phoenix:2"), best.move)


def test_no_legal_move_answers_an_empty_move(worker: EngineWorker) -> None:
    worker.start("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1", "standard", [], Limits(depth=2))
    _, best = _until(worker, BestMoveMsg)
    assert isinstance(best, BestMoveMsg) and best.move == "" and best.mate is not None and best.mate <= 0


PARENT = """
import sys, time
sys.path.insert(0, sys.argv[1])
from shogi_desktop.engine.search import Limits
from shogi_desktop.engine.worker import EngineWorker, InfoMsg

if __name__ == "__main__":
    thinking, idle = EngineWorker(level=10), EngineWorker(level=3)
    thinking.start("startpos", "standard", [], Limits(infinite=True))
    idle.warm_up()
    while not any(isinstance(m, InfoMsg) for m in thinking.poll()):
        time.sleep(0.02)
    print(thinking.pid, idle.pid, flush=True)
    time.sleep(600)
"""


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc")
def test_workers_and_their_resource_tracker_end_when_the_parent_is_killed(tmp_path: Path) -> None:
    """kill -9 of the application: its engine processes (one searching, one idle) and the resource
    tracker multiprocessing started for them end by themselves."""
    import signal
    import subprocess
    import sys

    script = tmp_path / "parent.py"
    script.write_text(PARENT)
    root = str(Path(__file__).resolve().parents[2])
    parent = subprocess.Popen([sys.executable, str(script), root], stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    line = parent.stdout.readline()
    assert line, "the parent did not start its workers"
    workers = [int(p) for p in line.split()]
    helpers = children_of(parent.pid)  # the workers and the resource tracker
    assert set(workers) <= set(helpers) and len(helpers) >= 3, helpers
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    parent.stdout.close()
    deadline = time.monotonic() + LIVENESS
    while any(alive(p) for p in helpers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [p for p in helpers if alive(p)], "a worker or the resource tracker outlived its parent"
