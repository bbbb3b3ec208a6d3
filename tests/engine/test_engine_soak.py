"""Soak: register, use and close 50 fake engines of every faulty kind (a wrapper without exec, a helper
holding the output, a flood of info lines, a line without end, one that dies, one deaf to stop, one that
never answers usi, one that is no engine at all) in a loop; afterwards no process, thread or file
descriptor of theirs is left."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from shogi_desktop.app.engines import EngineRegistry, EngineRegistryError
from shogi_desktop.engine.external import ExternalWorker
from shogi_desktop.engine.search import Limits
from shogi_desktop.engine.worker import BestMoveMsg, DiedMsg, ErrorMsg
from tests.fake_engines import FAULTY, faulty, open_fds, processes_of

ROUNDS = 50
REFUSED = {"silent", "nonsense"}  # not registered: they never complete the handshake


def _settle(check, timeout: float = 30.0) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while not check() and time.monotonic() < deadline:
        time.sleep(0.05)
    return bool(check())


@pytest.mark.soak
def test_fifty_faulty_engines_leave_nothing_behind(tmp_path: Path) -> None:
    errors: list[str] = []
    old_hook = threading.excepthook
    threading.excepthook = lambda args: errors.append(f"{args.exc_type.__name__}: {args.exc_value}")
    try:
        for kind in FAULTY:  # every script written once (and Python's caches warm) before counting
            faulty(tmp_path, kind)
        threads, fds = threading.active_count(), open_fds()
        registry = EngineRegistry.load(tmp_path / "engines.json")
        outcomes: dict[str, set[str]] = {}
        for i in range(ROUNDS):
            kind = FAULTY[i % len(FAULTY)]
            command = " ".join(faulty(tmp_path, kind))
            try:
                entry = registry.add(command, timeout=0.5 if kind in REFUSED else 20)
            except EngineRegistryError:
                outcomes.setdefault(kind, set()).add("refused")
                continue
            worker = registry.make_worker(entry.id)
            assert isinstance(worker, ExternalWorker)
            worker.overrun_grace, worker.stop_grace = 0.2, 0.5
            worker.start("startpos", "standard", ["7g7f"], Limits(movetime=0.2))
            msgs = worker.wait(60)
            final = [m for m in msgs if isinstance(m, BestMoveMsg | DiedMsg | ErrorMsg)]
            assert final, (kind, msgs[-3:])
            outcomes.setdefault(kind, set()).add(type(final[-1]).__name__)
            worker.close()
            registry.remove(entry.id)
        assert outcomes["plain"] == outcomes["wrapper"] == outcomes["helper"] == {"BestMoveMsg"}
        assert outcomes["flood"] <= {"BestMoveMsg", "DiedMsg"}  # ended if still flooding past its grace
        assert outcomes["long-line"] == outcomes["die"] == outcomes["deaf"] == {"DiedMsg"}
        assert outcomes["silent"] == outcomes["nonsense"] == {"refused"}
        assert _settle(lambda: processes_of(tmp_path) == []), processes_of(tmp_path)
        assert _settle(lambda: threading.active_count() <= threads), threading.enumerate()
        assert _settle(lambda: open_fds() <= fds), (open_fds(), fds)
        assert errors == []
    finally:
        threading.excepthook = old_hook
