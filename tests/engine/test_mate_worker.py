"""The mate search in its own process (engine/mate_worker.py): answers, progress, cancel, bad input."""

from __future__ import annotations

import time

from shogi_desktop.engine.mate import MateLimits, MateStatus
from shogi_desktop.engine.mate_worker import MateDoneMsg, MateProgressMsg, MateWorker
from shogi_desktop.engine.worker import ErrorMsg

# a mate in 13 the first search needs well over 60,000 positions (more than a second here) to find
HARD = "5g2l/R1r4+L1/2kpn4/2p1p2Pp/3P1p3/P1P1PP3/1P2S3P/L1K1G4/3G4+p b BSNL4Pbg2s2n 1"


def _until_done(worker: MateWorker, timeout: float = 60.0) -> list[object]:
    deadline = time.monotonic() + timeout
    out: list[object] = []
    while worker.busy and time.monotonic() < deadline:
        out += worker.poll()
        time.sleep(0.02)
    assert not worker.busy, "no answer in time"
    return out


def test_a_mate_with_moves_from_the_start() -> None:
    worker = MateWorker()
    try:
        sid = worker.start("4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "standard", [], MateLimits(nodes=10_000))
        done = [m for m in _until_done(worker) if isinstance(m, MateDoneMsg)]
        assert done and done[0].search_id == sid and done[0].status is MateStatus.MATE
        assert done[0].line == ["G*5b"]
        # a position given as moves from the start (the window sends the game's moves)
        worker.start("startpos", "standard", ["7g7f", "3c3d"], MateLimits(nodes=10_000))
        done = [m for m in _until_done(worker) if isinstance(m, MateDoneMsg)]
        assert done[0].status is MateStatus.NO_MATE
    finally:
        worker.close()


def test_progress_then_cancel() -> None:
    worker = MateWorker()
    try:
        worker.start(HARD, "standard", [], MateLimits())
        deadline = time.monotonic() + 60
        progress: list[MateProgressMsg] = []
        while not progress and time.monotonic() < deadline:
            progress += [m for m in worker.poll() if isinstance(m, MateProgressMsg)]
            time.sleep(0.02)
        assert progress and progress[0].nodes > 0
        worker.cancel()
        done = [m for m in _until_done(worker) if isinstance(m, MateDoneMsg)]
        assert done[0].status is MateStatus.UNKNOWN and done[0].stopped_by == "stop"
    finally:
        worker.close()


def test_a_bad_position_is_an_error_message() -> None:
    worker = MateWorker()
    try:
        worker.start("not a position", "standard", [], MateLimits(nodes=100))
        errors = [m for m in _until_done(worker) if isinstance(m, ErrorMsg)]
        assert errors and "position" in errors[0].message
        worker.start("startpos", "standard", ["7g7f", "7g7f"], MateLimits(nodes=100))
        errors = [m for m in _until_done(worker) if isinstance(m, ErrorMsg)]
        assert errors and "move 2" in errors[0].message
    finally:
        worker.close()
