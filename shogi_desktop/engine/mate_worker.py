"""The mate search (:mod:`.mate`) in a separate process, so a GUI never freezes (no Qt here: the GUI polls).

    worker = MateWorker()
    sid = worker.start(sfen, "standard", ["7g7f"], MateLimits(time=60.0))   # returns at once
    for msg in worker.poll():            # from a QTimer; never blocks
        if isinstance(msg, MateProgressMsg): ...   # nodes searched, seconds
        elif isinstance(msg, MateDoneMsg): ...     # status, the line as action texts, nodes, seconds
        elif isinstance(msg, ErrorMsg): ...        # a bad position, as a sentence
        elif isinstance(msg, DiedMsg): ...         # the process exited (killed, crashed)
    worker.cancel()   # the search answers "unknown, stopped" within a few hundred nodes
    worker.close()    # at exit

Each search runs in a process of its own (``spawn``, safe with Qt's threads), which ends after its
answer, or with its parent.  The table of the search is bounded (``MateLimits.table_size``).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import queue
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import PlayedMove
from .mate import MateLimits, MateProgress, MateStatus
from .worker import DiedMsg, ErrorMsg, exit_with_parent


@dataclass
class MateProgressMsg:
    search_id: int
    nodes: int
    time: float
    found: int = 0  # a mate of this length is found, not yet proven the shortest (0: none yet)


@dataclass
class MateDoneMsg:
    search_id: int
    status: MateStatus
    line: list[str]  # the mating line as action texts (USI for moves and drops), MATE only
    nodes: int
    time: float
    shortest: bool  # the line's length is proven the mate length
    stopped_by: str | None  # why the answer is "unknown": nodes, time, stop, depth, memory, chance


MateMessage = MateProgressMsg | MateDoneMsg | ErrorMsg | DiedMsg


def _mate_main(sid: int, sfen: str, variant: str, moves: tuple[PlayedMove, ...], limits: MateLimits, results: Any,
               stop: Any) -> None:
    """The search process: set up the position, search, report, end."""
    exit_with_parent()
    from ..core.position import Position
    from . import replay
    from .mate import mate_search

    try:
        pos = Position.from_sfen(sfen, variant) if sfen not in ("", "startpos") else Position.initial(variant)
        replay(pos, moves)
    except Exception as exc:  # noqa: BLE001 - a bad request is answered, not a crash
        results.put(ErrorMsg(sid, f"cannot set up the position: {exc}"))
        return

    def progress(p: MateProgress) -> None:
        results.put(MateProgressMsg(sid, p.nodes, p.time, p.found))

    try:
        r = mate_search(pos, limits, stop=lambda: bool(stop.value), on_progress=progress)
    except Exception as exc:  # noqa: BLE001 - a bug in the search: report it rather than die silently
        results.put(ErrorMsg(sid, f"mate search error: {type(exc).__name__}: {exc}"))
        return
    results.put(MateDoneMsg(sid, r.status, list(r.line), r.nodes, r.time, r.shortest, r.stopped_by))


class MateWorker:
    """One mate search at a time, each in its own process; every method returns at once."""

    def __init__(self) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._proc: Any = None
        self._results: Any = None
        self._stop: Any = None
        self._next_id = 0
        self._pending: int | None = None
        self._reported_death = True

    @property
    def busy(self) -> bool:
        """A search was started and its answer has not been polled yet."""
        return self._pending is not None

    def start(self, sfen: str, variant_id: str = "standard", moves: Sequence[PlayedMove] = (),
              limits: MateLimits | None = None) -> int:
        """Start a mate search of ``sfen`` (or "startpos") + ``moves`` for the side to move; its id."""
        self.close()
        self._next_id += 1
        sid = self._next_id
        self._results = self._ctx.Queue()
        self._stop = self._ctx.Value("b", 0, lock=False)
        self._proc = self._ctx.Process(target=_mate_main, args=(sid, sfen, variant_id, tuple(moves),
                                                                limits or MateLimits(time=60.0), self._results,
                                                                self._stop), name="shogi-mate", daemon=True)
        self._proc.start()
        self._pending = sid
        self._reported_death = False
        return sid

    def cancel(self) -> None:
        """Ask the search to stop now (it answers MateDoneMsg with status UNKNOWN, stopped_by "stop")."""
        if self._stop is not None:
            self._stop.value = 1

    def poll(self) -> list[MateMessage]:
        """Messages that arrived since the last call; never blocks."""
        out: list[MateMessage] = []
        if self._results is None:
            return out
        while True:
            try:
                msg = self._results.get_nowait()
            except (queue.Empty, OSError, EOFError, ValueError):
                break
            out.append(msg)
            if isinstance(msg, MateDoneMsg | ErrorMsg) and msg.search_id == self._pending:
                self._pending = None
        proc = self._proc
        if proc is not None and not proc.is_alive() and not self._reported_death:
            self._reported_death = True
            if self._pending is not None:  # it ended without an answer
                with contextlib.suppress(queue.Empty, OSError, EOFError, ValueError):
                    while True:  # an answer may still sit in the pipe
                        msg = self._results.get(timeout=0.2)
                        out.append(msg)
                        if isinstance(msg, MateDoneMsg | ErrorMsg) and msg.search_id == self._pending:
                            self._pending = None
                            return out
                sid = self._pending if self._pending is not None else 0
                self._pending = None
                code = proc.exitcode
                out.append(DiedMsg(sid, code, f"the mate search process ended (status {code})"))
        return out

    def close(self) -> None:
        """Stop the search and end its process (killed if it does not end within a second)."""
        proc = self._proc
        self._pending = None
        self._reported_death = True
        if proc is None:
            return
        self.cancel()
        proc.join(timeout=1.0)
        if proc.is_alive():
            proc.kill()
            proc.join(timeout=1.0)
        with contextlib.suppress(OSError, ValueError, AttributeError):
            self._results.close()
            self._results.cancel_join_thread()
        self._proc = None
        self._results = None
