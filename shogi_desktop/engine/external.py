"""An external USI engine behind :class:`~.worker.EngineWorker`'s interface (no Qt: the GUI polls).

    worker = ExternalWorker("/usr/games/fairy-stockfish", {"Hash": 64})
    sid = worker.start(sfen, "standard", ["7g7f", "3c3d"], Limits(movetime=2.0))   # returns at once
    for msg in worker.poll(): ...      # InfoMsg / BestMoveMsg / ErrorMsg / DiedMsg, as EngineWorker's
    worker.stop(); worker.kill(); worker.close()

A background thread owns the :class:`~.usi_client.UsiEngine`.  It starts the program on the first
``start()`` (or ``warm_up()``), completes the ``usi`` handshake, sends the option values
(``setoption``), ``isready`` and ``usinewgame``, then for each search ``position`` and ``go``.  The
:class:`~.search.Limits` become USI: ``movetime`` is sent byoyomi-style (``go btime 0 wtime 0 byoyomi
N``, which every USI engine understands), a game clock as ``btime``/``wtime`` with ``byoyomi`` or
``binc``/``winc`` (milliseconds), ``nodes``, ``depth``; ``infinite`` (or no bound at all) as ``go
infinite``.  ``info`` lines become :class:`~.worker.InfoMsg` (mate scores as the built-in engine
gives them: ``score = MATE - plies``), ``bestmove`` a :class:`~.worker.BestMoveMsg` (``resign`` gives
the move "", ``win`` sets ``declare_win``).

Nothing hangs: an engine that cannot be started or is not a USI engine answers the search with an
:class:`~.worker.ErrorMsg`; one that exits is reported as :class:`~.worker.DiedMsg` (the next
``start()`` starts it again); one that overruns its time is told ``stop`` and, if it still does not
answer within :attr:`ExternalWorker.stop_grace` seconds, ended and reported as ``DiedMsg``.  The
``level`` and ``seed`` arguments of ``start()`` are accepted for the interface and ignored (an external
engine is configured by its options).  External engines speak standard shogi: any other variant is
answered with an ``ErrorMsg``, except those a Fairy-Stockfish engine was checked for (``variants``, a
:class:`~.fairy_play.FairyVariants`, which puts the engine on the game's variant before each search).
"""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import shlex
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import PlayedMove, move_texts
from .fairy_play import FairyVariants
from .search import MATE, Limits
from .usi_client import BestMove, UsiEngine, UsiError, UsiInfo
from .worker import BestMoveMsg, DiedMsg, ErrorMsg, InfoMsg, Message, PollingWorker

log = logging.getLogger(__name__)

STANDARD_VARIANTS = ("standard",)  # what a USI engine plays (handicaps are standard with another start)


@dataclass(frozen=True)
class _Go:
    search_id: int
    sfen: str
    variant: str
    moves: tuple[str, ...]
    limits: Limits


_WARM = object()


def usi_go_args(limits: Limits, margin: float = 0.0) -> dict[str, Any]:
    """The keyword arguments of :meth:`UsiEngine.go` for ``limits`` (seconds become milliseconds); a game
    clock's byoyomi is shortened by ``margin`` seconds (at most by half) for the time the answer takes to
    reach the board."""

    def ms(seconds: float | None) -> int:
        return max(0, round((seconds or 0.0) * 1000))

    args: dict[str, Any] = {}
    if limits.nodes is not None:
        args["nodes"] = int(limits.nodes)
    if limits.depth is not None:
        args["depth"] = int(limits.depth)
    if limits.infinite:
        args["infinite"] = True
    elif limits.per_move() is not None:
        args.update(btime=0, wtime=0, byoyomi=ms(limits.per_move()))
    elif limits.btime is not None or limits.wtime is not None:
        args.update(btime=ms(limits.btime), wtime=ms(limits.wtime))
        byoyomi = max(limits.byoyomi / 2, limits.byoyomi - margin)
        if limits.binc > 0 or limits.winc > 0:
            args.update(binc=ms(limits.binc), winc=ms(limits.winc))
            if limits.byoyomi > 0:
                args["byoyomi"] = ms(byoyomi)
        else:
            args["byoyomi"] = ms(byoyomi)
    elif limits.byoyomi > 0:
        args.update(btime=0, wtime=0, byoyomi=ms(max(limits.byoyomi / 2, limits.byoyomi - margin)))
    elif not args:
        args["infinite"] = True  # no bound: think until stopped (as the built-in engine does)
    return args


def _side_to_move(sfen: str, moves: tuple[str, ...]) -> int:
    parts = sfen.split()
    side = 1 if len(parts) > 1 and parts[1] == "w" else 0
    return side ^ (len(moves) & 1)


def time_allowed(limits: Limits, side: int) -> float | None:
    """The most seconds the engine may use for this search (None: no time bound)."""
    if limits.infinite:
        return None
    if limits.per_move() is not None:
        return limits.per_move()
    if limits.btime is not None or limits.wtime is not None:
        remaining = (limits.btime if side == 0 else limits.wtime) or 0.0
        return remaining + limits.byoyomi + (limits.binc if side == 0 else limits.winc)
    if limits.byoyomi > 0:
        return limits.byoyomi
    return None


def _score(info: UsiInfo | None) -> tuple[int, int | None]:
    """(score, mate) in the built-in engine's convention, from the side to move's view."""
    if info is None:
        return 0, None
    if info.score_mate is not None:
        m = info.score_mate
        return (MATE - m if m > 0 else -MATE - m), m
    return (info.score_cp or 0), None


class ExternalWorker(PollingWorker):
    """Owns one external USI engine (a program) and a thread that talks to it; every method returns at
    once, as :class:`~.worker.EngineWorker`'s do."""

    stop_grace = 10.0  # seconds an engine may take to answer ``stop`` before it is ended
    byoyomi_margin = 0.3  # seconds of a game clock's byoyomi kept for the answer's way to the board
    overrun_grace = 5.0  # seconds past its time before an engine is told ``stop``

    def __init__(self, command: str | list[str], options: dict[str, Any] | None = None, *,
                 cwd: str | None = None, timeout: float = 15.0, name: str = "",
                 variants: FairyVariants | None = None) -> None:
        self.command = command
        self.variants = variants  # the variants besides standard shogi it plays (Fairy-Stockfish)
        self.options = dict(options or {})
        self.timeout = timeout  # for the handshake and ``isready``
        self.name = name
        self.cwd = cwd if cwd is not None else _program_dir(command)  # where engines look for their files
        self._commands: queue.Queue[Any] = queue.Queue()
        self._results: queue.Queue[Message] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._engine: UsiEngine | None = None
        self._next_id = 0
        self._stop_id = 0
        self._pending: int | None = None
        self._game: tuple[str, tuple[str, ...]] | None = None  # the last search's start and moves
        self._fresh = True  # the engine (re)started: usinewgame before the next search
        self._died_reported = True
        self._closing = False

    # ------------------------------------------------------------------ process
    @property
    def label(self) -> str:
        if self.name:
            return self.name
        engine = self._engine
        if engine is not None and engine.name:
            return engine.name
        argv0 = self.command if isinstance(self.command, str) else (self.command[0] if self.command else "")
        return os.path.basename(str(argv0)) or "engine"

    @property
    def alive(self) -> bool:
        engine = self._engine
        return engine is not None and engine.alive()

    @property
    def pid(self) -> int | None:
        engine = self._engine
        return None if engine is None or engine.proc is None else engine.proc.pid

    def _ensure_thread(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._closing = False
            self._thread = threading.Thread(target=self._run, name=f"usi-{self.label}", daemon=True)
            self._thread.start()

    def warm_up(self) -> None:
        """Start the engine now, in the background (its handshake may take a while)."""
        self._ensure_thread()
        if not self.alive:
            self._commands.put(_WARM)

    # ------------------------------------------------------------------ searches
    def plays(self, variant_id: str) -> bool:
        """Standard shogi, or a variant this Fairy-Stockfish engine was checked for."""
        return variant_id in STANDARD_VARIANTS or (self.variants is not None and self.variants.plays(variant_id))

    def start(self, sfen: str, variant_id: str = "standard", moves: Sequence[PlayedMove] = (),
              limits: Limits | None = None, level: int | None = None, seed: int | None = None) -> int:
        """Start a search of the position ``sfen`` (or "startpos") + ``moves``; returns its id."""
        if self._pending is not None:
            self.stop()
        self._ensure_thread()
        self._next_id += 1
        sid = self._next_id
        self._commands.put(_Go(sid, sfen, variant_id, tuple(move_texts(moves)), limits or Limits(movetime=1.0)))
        self._pending = sid
        return sid

    def stop(self) -> None:
        """Ask the current search to answer now with its best move so far."""
        if self._pending is not None:
            self._stop_id = max(self._stop_id, self._pending)

    def poll(self) -> list[Message]:
        """Messages that arrived since the last call; never blocks."""
        out: list[Message] = []
        while True:
            try:
                msg = self._results.get_nowait()
            except queue.Empty:
                break
            out.append(msg)
            if msg.search_id == self._pending and isinstance(msg, BestMoveMsg | ErrorMsg | DiedMsg):
                self._pending = None
        return out

    def kill(self) -> None:
        """End the engine process at once (the pending search is reported by a coming poll)."""
        engine = self._engine
        if engine is not None:
            engine.kill()  # the engine and every process it started

    def close(self) -> None:
        """Stop any search and let the engine quit (ended if it does not within a second or two)."""
        self.stop()
        self._closing = True
        thread = self._thread
        if thread is not None and thread.is_alive():
            self._commands.put(None)
            thread.join(timeout=2.0)
            if thread.is_alive():
                self.kill()
                thread.join(timeout=2.0)
        else:
            self._quit_engine()
        self._thread = None
        self._pending = None

    # ------------------------------------------------------------------ the thread
    def _post(self, msg: Message) -> None:
        self._results.put(msg)

    def _run(self) -> None:
        while True:
            try:
                item = self._commands.get(timeout=0.1)
            except queue.Empty:
                self._watch_idle()
                continue
            if item is None:
                self._quit_engine()
                return
            if item is _WARM:
                if not self.alive:
                    try:
                        self._ensure_engine()
                    except UsiError as exc:  # it died or failed before any search: say so now
                        log.warning("engine %s did not start: %s", self.label, exc)
                        engine = self._engine
                        code = engine.proc.poll() if engine is not None and engine.proc is not None else None
                        self._died_reported = True
                        self._post(DiedMsg(0, code, str(exc)))
                continue
            if item.search_id < self._next_id:
                continue  # a newer search is queued: nobody waits for this one
            try:
                self._search(item)
            except Exception as exc:  # a bug here must not leave the caller waiting
                log.exception("external engine thread")
                self._post(ErrorMsg(item.search_id, f"engine {self.label!r}: {type(exc).__name__}: {exc}"))

    def _watch_idle(self) -> None:
        engine = self._engine
        if engine is not None and not self._died_reported and not self._closing and not engine.alive():
            self._died_reported = True
            code = engine.proc.poll() if engine.proc is not None else None
            self._post(DiedMsg(0, code, engine.death_message("waiting for a search")))

    def _quit_engine(self) -> None:
        engine = self._engine
        if engine is not None:
            self._died_reported = True
            with contextlib.suppress(Exception):
                engine.quit(timeout=1.0)

    def _ensure_engine(self) -> UsiEngine:
        engine = self._engine
        if engine is not None and engine.alive():
            return engine
        if engine is not None:
            self._quit_engine()
        engine = UsiEngine(self.command, cwd=self.cwd, timeout=self.timeout)
        self._engine = engine
        self._fresh = True
        engine.start()
        self._died_reported = False
        for name, value in self.options.items():
            opt = engine.options.get(name)
            if opt is None or opt.type == "button":
                log.info("engine %s: option %r is not offered any more; not sent", engine.label, name)
                continue
            try:
                engine.set_option(name, value)
            except ValueError as exc:
                log.warning("engine %s: %s; its default is kept", engine.label, exc)
        engine.is_ready(timeout=max(self.timeout, 30.0))  # loading an evaluation file can take a while
        return engine

    def _search(self, go: _Go) -> None:
        sid = go.search_id
        if not self.plays(go.variant):
            self._post(ErrorMsg(sid, f"engine {self.label!r} plays standard shogi only, not {go.variant!r}"))
            return
        try:
            engine = self._ensure_engine()
        except UsiError as exc:
            self._post(ErrorMsg(sid, str(exc)))
            return
        sfen = "startpos" if go.sfen in ("", "startpos") else go.sfen
        try:
            if self.variants is not None and self.variants.prepare(engine, go.variant, sfen):
                self._fresh = True  # another variant: another game
            if self._fresh or self._new_game(sfen, go.moves):
                engine.new_game()
                self._fresh = False
            self._game = (sfen, go.moves)
            engine.position(sfen, list(go.moves))
            engine.go(**usi_go_args(go.limits, self.byoyomi_margin))
        except UsiError as exc:
            self._failed(sid, engine, exc)
            return
        except ValueError as exc:  # a position the variant's engine cannot be given
            self._post(ErrorMsg(sid, str(exc)))
            return
        allowed = time_allowed(go.limits, _side_to_move(sfen, go.moves))
        started = time.monotonic()
        overrun_at = None if allowed is None else started + allowed + self.overrun_grace
        stop_sent_at: float | None = None
        last: InfoMsg | None = None
        while True:
            now = time.monotonic()
            if stop_sent_at is None and (self._stop_id >= sid or self._next_id > sid or self._closing
                                         or (overrun_at is not None and now >= overrun_at)):
                if overrun_at is not None and now >= overrun_at:
                    log.warning("engine %s overran its time (%.1f s): stop", engine.label, allowed)
                stop_sent_at = now
                try:
                    engine.stop()
                except UsiError as exc:
                    self._failed(sid, engine, exc)
                    return
            if stop_sent_at is not None and now - stop_sent_at > self.stop_grace:
                engine.kill()
                self._died_reported = True
                self._post(DiedMsg(sid, None, f"engine {engine.label!r} did not answer 'stop' within "
                                              f"{self.stop_grace:.0f} s and was ended"))
                return
            try:
                events = engine.poll()
            except UsiError as exc:
                self._failed(sid, engine, exc)
                return
            for event in events:
                if isinstance(event, BestMove):
                    self._post(self._best(sid, event, last, time.monotonic() - started,
                                          stop_sent_at is not None))
                    return
                msg = _info_msg(sid, event, time.monotonic() - started)
                if msg is not None:
                    last = msg
                    self._post(msg)
            if not events:
                time.sleep(0.005)

    def _new_game(self, sfen: str, moves: tuple[str, ...]) -> bool:
        """The search is not on the line of the previous one (another game, not a move further or back)."""
        if self._game is None:
            return True
        old_sfen, old_moves = self._game
        n = min(len(old_moves), len(moves))
        return old_sfen != sfen or old_moves[:n] != moves[:n]

    def _failed(self, sid: int, engine: UsiEngine, exc: UsiError) -> None:
        if engine.alive():
            self._post(ErrorMsg(sid, str(exc)))
        else:
            self._died_reported = True
            code = engine.proc.poll() if engine.proc is not None else None
            self._post(DiedMsg(sid, code, str(exc)))

    def _best(self, sid: int, best: BestMove, last: InfoMsg | None, elapsed: float, stopped: bool) -> BestMoveMsg:
        score, mate = _score(best.info)
        move = best.move
        declare = move == "win"
        if move in ("resign", "win"):
            move = ""
        pv = list(last.pv) if last is not None and last.pv[:1] == [move] else ([move] if move else [])
        return BestMoveMsg(sid, move, score, mate, pv,
                           depth=last.depth if last is not None else 0,
                           nodes=last.nodes if last is not None else 0,
                           nps=last.nps if last is not None else 0,
                           time=elapsed, declare_win=declare, stopped=stopped)


def _program_dir(command: str | list[str]) -> str | None:
    """The folder of the program ``command`` starts (None when it cannot be told)."""
    if isinstance(command, str):
        if os.path.exists(command):
            program = command
        else:
            try:
                words = shlex.split(command)
            except ValueError:
                return None
            program = words[0] if words else ""
    else:
        program = command[0] if command else ""
    return os.path.dirname(os.path.abspath(program)) if program and os.path.exists(program) else None


def _info_msg(sid: int, info: UsiInfo | BestMove, elapsed: float) -> InfoMsg | None:
    """An InfoMsg for an ``info`` line with a score (the first PV only); None for the other lines."""
    if not isinstance(info, UsiInfo):
        return None
    if info.score_cp is None and info.score_mate is None:
        return None
    if info.multipv is not None and info.multipv > 1:
        return None
    score, mate = _score(info)
    seconds = info.time_ms / 1000 if info.time_ms is not None else elapsed
    nodes = info.nodes or 0
    nps = info.nps if info.nps is not None else (int(nodes / seconds) if seconds > 0 else 0)
    depth = info.depth or 0
    return InfoMsg(sid, depth, info.seldepth or depth, score, mate, list(info.pv), nodes, nps, seconds,
                   partial=info.bound is not None)
