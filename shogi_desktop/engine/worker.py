"""The search in a separate process, so a GUI never freezes (no Qt here: the GUI polls).

    worker = EngineWorker(level=5)
    sid = worker.start(sfen, "standard", ["7g7f", "3c3d"], Limits(movetime=2.0))   # returns at once
    ...
    for msg in worker.poll():          # from a QTimer, every 50 ms or so; never blocks
        if isinstance(msg, InfoMsg): ...    # depth, score, mate, pv, nodes, nps
        elif isinstance(msg, BestMoveMsg): ...  # move text ("" when there is no legal action), pv, score
        elif isinstance(msg, ErrorMsg): ...     # a bad position or move list, as a sentence
        elif isinstance(msg, DiedMsg): ...      # the process exited (killed, crashed)
    worker.stop()    # answers with the best move so far, well within 100 ms of the next poll
    worker.kill()    # ends the process now; the pending search is reported as DiedMsg
    worker.close()   # at exit

The process is started with the ``spawn`` context (safe with Qt's threads) on the first ``start()``
or ``warm_up()`` and reused for the next searches.  Each search has an id; a new ``start()`` stops the
previous search, whose late messages still carry its own id.  The process ends by itself when its
parent dies (a ``kill -9`` of the application): it watches spawn's parent sentinel.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.connection
import multiprocessing.sharedctypes
import os
import queue
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from . import PlayedMove
from .book import BookProblem, BookRequest, OpeningName
from .search import Limits, SearchInfo


@dataclass
class InfoMsg:
    search_id: int
    depth: int
    seldepth: int
    score: int
    mate: int | None
    pv: list[str]
    nodes: int
    nps: int
    time: float
    partial: bool = False  # a progress report inside an unfinished iteration (depth = that iteration)


@dataclass
class BestMoveMsg:
    search_id: int
    move: str  # "" when the side to move has no legal action (it has lost)
    score: int
    mate: int | None
    pv: list[str] = field(default_factory=list)
    depth: int = 0
    nodes: int = 0
    nps: int = 0
    time: float = 0.0
    declare_win: bool = False
    stopped: bool = False  # the search was stopped before its limits
    book: bool = False  # the move came from the opening book (no search)
    opening: OpeningName | None = None  # the opening a book move leads to (the built-in book names it)
    book_problem: BookProblem | None = None  # the book file could not be used (the engine searched)


@dataclass
class ErrorMsg:
    search_id: int
    message: str


@dataclass
class DiedMsg:
    search_id: int
    exitcode: int | None
    message: str


Message = InfoMsg | BestMoveMsg | ErrorMsg | DiedMsg


@dataclass(frozen=True)
class _Go:
    search_id: int
    sfen: str
    variant: str
    moves: tuple[PlayedMove, ...]
    limits: Limits
    level: int
    seed: int
    hash_mb: int
    book: BookRequest | None = None  # ask the opening book before searching (None: search only)


def exit_with_parent() -> None:
    """End this process as soon as its parent is gone (killed, crashed): a thread waits on the sentinel
    that spawn gives every child (readable once the parent has died), searching or idle alike.  The
    parent's resource tracker then sees its last pipe close and ends too."""
    parent = multiprocessing.parent_process()
    sentinel = getattr(parent, "sentinel", None)
    if parent is None or sentinel is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([sentinel])
        os._exit(0)  # no clean-up to wait for: nobody is left to read our answers

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _worker_main(commands: Any, results: Any, stop_id: Any) -> None:
    """The engine process: wait for a search, run it, report; repeat until told to quit."""
    exit_with_parent()
    from ..core.position import Position
    from . import replay
    from .book import BookPlayer
    from .search import Searcher

    searchers: dict[tuple[int, int, int], Searcher] = {}
    books = BookPlayer()
    while True:
        go = commands.get()
        if go is None:
            return
        sid = go.search_id
        try:
            pos = Position.from_sfen(go.sfen, go.variant) if go.sfen not in ("", "startpos") else \
                Position.initial(go.variant)
            replay(pos, go.moves)
        except Exception as exc:
            results.put(ErrorMsg(sid, f"cannot set up the position: {exc}"))
            continue
        reply, book_problem = books.ask(pos, go.book, go.level) if go.book is not None else (None, None)
        if reply is not None:
            results.put(BestMoveMsg(sid, reply.move, 0, None, [reply.move], book=True, opening=reply.opening))
            continue
        key = (go.level, go.seed, go.hash_mb)
        searcher = searchers.get(key)
        if searcher is None:
            searchers.clear()
            searcher = searchers[key] = Searcher(go.level, seed=go.seed, hash_mb=go.hash_mb)

        def stopped(sid: int = sid) -> bool:
            return bool(stop_id.value >= sid)

        def on_info(info: SearchInfo, sid: int = sid) -> None:
            results.put(InfoMsg(sid, info.depth, info.seldepth, info.score, info.mate, info.pv, info.nodes,
                                info.nps, info.time, info.partial))

        try:
            r = searcher.search(pos, go.limits, stop=stopped, on_info=on_info)
        except Exception as exc:  # a bug in the engine: report it rather than die silently
            results.put(ErrorMsg(sid, f"engine error: {type(exc).__name__}: {exc}"))
            continue
        results.put(BestMoveMsg(sid, r.best_text, r.score, r.mate, r.pv_text, r.depth, r.nodes, r.nps, r.time,
                                r.declare_win, stopped(), book_problem=book_problem))


class PollingWorker:
    """What every engine worker shares: a pending search id, and ``wait`` for scripts and tests."""

    _pending: int | None = None  # the search whose best move we still expect

    @property
    def busy(self) -> bool:
        """A search was started and its answer has not been polled yet."""
        return self._pending is not None

    def plays(self, variant_id: str) -> bool:
        """The engine plays ``variant_id`` (the built-in one every variant and add-on)."""
        return True

    def poll(self) -> list[Message]:
        raise NotImplementedError

    def wait(self, timeout: float) -> list[Message]:
        """Poll until the pending search answers (for scripts and tests, not for a GUI thread)."""
        deadline = time.monotonic() + timeout
        out: list[Message] = []
        while True:
            out += self.poll()
            if self._pending is None or time.monotonic() >= deadline:
                return out
            time.sleep(0.01)


class EngineWorker(PollingWorker):
    """Owns one engine process; every method returns at once."""

    def __init__(self, level: int = 10, seed: int = 0, hash_mb: int = 64) -> None:
        self.level = level
        self.seed = seed
        self.hash_mb = hash_mb
        self._ctx = multiprocessing.get_context("spawn")
        self._proc: Any = None
        self._commands: Any = None
        self._results: Any = None
        self._stop_id: Any = None
        self._next_id = 0
        self._pending: int | None = None  # the search whose best move we still expect
        self._reported_death = False

    # ------------------------------------------------------------------ process
    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    @property
    def pid(self) -> int | None:
        return None if self._proc is None else self._proc.pid

    def warm_up(self) -> None:
        """Start the process now (spawning and importing take a fraction of a second)."""
        if self.alive:
            return
        self._commands = self._ctx.Queue()
        self._results = self._ctx.Queue()
        self._stop_id = self._ctx.Value("q", 0, lock=False)
        self._stop_id.value = self._next_id
        self._proc = self._ctx.Process(target=_worker_main, args=(self._commands, self._results, self._stop_id),
                                       name="shogi-engine", daemon=True)
        self._proc.start()
        self._reported_death = False

    # ------------------------------------------------------------------ searches
    def start(self, sfen: str, variant_id: str = "standard", moves: Sequence[PlayedMove] = (),
              limits: Limits | None = None, level: int | None = None, seed: int | None = None,
              book: BookRequest | None = None) -> int:
        """Start a search of the position ``sfen`` (or "startpos") + ``moves``; returns its id.  With
        ``book`` the opening book is asked first: a book move is answered at once (``BestMoveMsg.book``)."""
        if self._pending is not None:
            self.stop()
        self.warm_up()
        self._next_id += 1
        sid = self._next_id
        self._commands.put(_Go(sid, sfen, variant_id, tuple(moves), limits or Limits(movetime=1.0),
                               self.level if level is None else level, self.seed if seed is None else seed,
                               self.hash_mb, book))
        self._pending = sid
        return sid

    def stop(self) -> None:
        """Ask the current search to answer now with its best move so far."""
        if self._stop_id is not None and self._pending is not None:
            self._stop_id.value = self._pending

    def poll(self) -> list[Message]:
        """Messages that arrived since the last call; never blocks."""
        out: list[Message] = []
        if self._results is None:
            return out
        while True:
            try:
                msg = self._results.get_nowait()
            except (queue.Empty, OSError, EOFError, ValueError):
                break
            out.append(msg)
            if isinstance(msg, BestMoveMsg | ErrorMsg) and msg.search_id == self._pending:
                self._pending = None
        if self._proc is not None and not self._proc.is_alive() and not self._reported_death:
            self._reported_death = True
            sid = self._pending if self._pending is not None else 0
            self._pending = None
            code = self._proc.exitcode
            out.append(DiedMsg(sid, code, _death_text(code)))
        return out

    def kill(self) -> None:
        """End the engine process at once (the pending search is reported by the next poll)."""
        if self._proc is not None and self._proc.is_alive():
            self._proc.kill()
            self._proc.join(timeout=2.0)

    def close(self) -> None:
        """Stop any search and let the process exit (killed if it does not within a second)."""
        if self._proc is None:
            return
        self.stop()
        if self._proc.is_alive():
            with contextlib.suppress(OSError, ValueError):
                self._commands.put(None)
            self._proc.join(timeout=1.0)
            if self._proc.is_alive():
                self._proc.kill()
                self._proc.join(timeout=1.0)
        self._reported_death = True
        self._pending = None
        for q in (self._commands, self._results):
            try:
                q.close()
                q.cancel_join_thread()
            except (OSError, ValueError, AttributeError):
                pass
        self._proc = None


def _death_text(code: int | None) -> str:
    if code is None:
        return "the engine process ended"
    if code < 0:
        return f"the engine process was ended by signal {-code}"
    return f"the engine process exited with status {code}"
