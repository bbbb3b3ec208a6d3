"""``shogi-desktop-cli usi``: the built-in engine speaking USI on stdin/stdout.

Commands: ``usi``, ``isready``, ``setoption``, ``usinewgame``, ``position startpos|sfen ... [moves ...]``,
``go`` (``btime wtime binc winc byoyomi movetime depth nodes infinite``; ``ponder`` is accepted and
searched like a normal move: the engine does not offer pondering), ``stop``, ``ponderhit`` (ignored),
``go mate MS|infinite`` (the mate search, engine/mate.py), ``gameover``, ``quit``.  Options: ``Level`` 1-10,
``Threads`` (1), ``USI_Hash``, ``Seed``, ``Variant`` (standard by default; handicap games are SFEN
positions of standard shogi), ``USI_OwnBook`` (true: a position of the opening book is answered from it at
once, with an ``info string book move ...``; not for ``go infinite``, which analyses) and ``BookFile``
(``<builtin>``, the built-in book of standard and handicap shogi, or a YaneuraOu book file).

Answers: ``info depth D seldepth S score cp X|mate N nodes N nps N time MS pv ...`` after each
iteration, then ``bestmove MOVE``, ``bestmove resign`` when no legal move is left, or ``bestmove win``
when the 27-point 入玉 declaration is available.  A mate search answers ``checkmate MOVE ...`` (the mating
line), ``checkmate nomate`` (proved: no mate) or ``checkmate timeout`` (none found within the time, or
stopped), with ``info nodes N time MS`` lines while it works.  Problems are reported as
``info string error: ...``.
"""

from __future__ import annotations

import sys
import threading
from typing import TYPE_CHECKING, TextIO

from ..core.position import Position
from ..core.variant import VariantError, all_variant_choices
from . import parse_action_text
from .mate import MateLimits, MateProgress, MateStatus, mate_search
from .search import Limits, Searcher, SearchInfo

if TYPE_CHECKING:
    from .book import BookPlayer

ENGINE_NAME = "Shogi Desktop"
ENGINE_AUTHOR = "Shogi Desktop contributors"
BUILTIN_BOOK = "<builtin>"  # BookFile's value for the built-in opening book


class UsiServer:
    def __init__(self, inp: TextIO, out: TextIO) -> None:
        self.inp = inp
        self.out = out
        self.level = 10
        self.hash_mb = 64
        self.seed = 0
        self.variant = "standard"
        self.own_book = True  # USI_OwnBook: answer from the opening book where it has the position
        self.book_file = ""  # BookFile: "" the built-in book, else a YaneuraOu book file
        self.games = 0  # usinewgame count: each game draws its own book openings (from Seed)
        self.books: BookPlayer | None = None  # made at the first book question
        self.searcher: Searcher | None = None
        self.pos = Position.initial()
        self._out_lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._release = threading.Event()  # an infinite/ponder search waits for stop before answering

    # ------------------------------------------------------------------ output
    def send(self, line: str) -> None:
        with self._out_lock:
            try:
                self.out.write(line + "\n")
                self.out.flush()
            except (BrokenPipeError, ValueError, OSError):
                pass

    # ------------------------------------------------------------------ loop
    def run(self) -> int:
        while True:
            line = self.inp.readline()
            if not line:
                break
            line = line.strip()
            if not line:
                continue
            if not self.handle(line):
                break
        self._stop_search()
        return 0

    def handle(self, line: str) -> bool:
        """Carry out one command; False after ``quit``."""
        cmd, _, rest = line.partition(" ")
        rest = rest.strip()
        if cmd == "usi":
            self.send(f"id name {ENGINE_NAME}")
            self.send(f"id author {ENGINE_AUTHOR}")
            self.send("option name Level type spin default 10 min 1 max 10")
            self.send("option name Threads type spin default 1 min 1 max 1")
            self.send("option name USI_Hash type spin default 64 min 1 max 4096")
            self.send("option name Seed type spin default 0 min 0 max 2147483647")
            self.send("option name USI_OwnBook type check default true")
            self.send(f"option name BookFile type string default {BUILTIN_BOOK}")
            self.send("option name Variant type combo default standard "
                      + " ".join(f"var {v}" for v in all_variant_choices()))
            self.send("usiok")
        elif cmd == "isready":
            if not self._searching():
                self.searcher = self.searcher or Searcher(self.level, self.seed, self.hash_mb)
            self.send("readyok")
        elif cmd == "setoption":
            self._setoption(rest)
        elif cmd == "usinewgame":
            self._wait_search()
            self.games += 1
            if self.searcher is not None:
                self.searcher.new_game()
        elif cmd == "position":
            self._wait_search()
            self._position(rest)
        elif cmd == "go":
            self._go(rest)
        elif cmd == "stop":
            self._stop.set()
            self._release.set()
        elif cmd == "ponderhit":
            pass  # pondering is not offered; a "go ponder" is already searching for real
        elif cmd == "gameover":
            self._stop_search()
        elif cmd == "quit":
            return False
        elif cmd == "d":  # debugging aid, as in many engines
            self.send(f"info string sfen {self.pos.sfen()} variant {self.pos.variant.id}")
        else:
            self.send(f"info string error: unknown command {cmd!r}")
        return True

    # ------------------------------------------------------------------ commands
    def _setoption(self, rest: str) -> None:
        tokens = rest.split()
        if not tokens or tokens[0] != "name":
            self.send("info string error: setoption needs 'name NAME [value VALUE]'")
            return
        if "value" in tokens:
            i = tokens.index("value")
            name, value = " ".join(tokens[1:i]), " ".join(tokens[i + 1:])
        else:
            name, value = " ".join(tokens[1:]), ""
        try:
            if name == "Level":
                level = int(value)
                if not 1 <= level <= 10:
                    raise ValueError("Level must be 1..10")
                self.level = level
                self.searcher = None
            elif name == "USI_Hash":
                self.hash_mb = max(1, int(value))
                self.searcher = None
            elif name == "Seed":
                self.seed = int(value)
                self.searcher = None
            elif name == "Threads":
                int(value)  # one search thread whatever is asked
            elif name == "Variant":
                if value not in all_variant_choices():
                    raise ValueError(f"unknown variant {value!r}")
                self.variant = value
                self.pos = Position.initial(value)
            elif name == "USI_OwnBook":
                if value not in ("true", "false"):
                    raise ValueError("USI_OwnBook is true or false")
                self.own_book = value == "true"
            elif name == "BookFile":
                self.book_file = "" if value in ("", BUILTIN_BOOK) else value
            elif name in ("USI_Ponder", "MultiPV"):
                pass
            else:
                self.send(f"info string error: unknown option {name!r}")
        except ValueError as exc:
            self.send(f"info string error: setoption {name}: {exc}")

    def _position(self, rest: str) -> None:
        tokens = rest.split()
        if not tokens:
            self.send("info string error: position needs startpos or sfen")
            return
        moves: list[str] = []
        if "moves" in tokens:
            i = tokens.index("moves")
            moves = tokens[i + 1:]
            tokens = tokens[:i]
        try:
            if tokens[0] == "startpos":
                pos = Position.initial(self.variant)
            elif tokens[0] == "sfen" and len(tokens) >= 4:
                sfen = " ".join(tokens[1:5]) if len(tokens) >= 5 else " ".join(tokens[1:4]) + " 1"
                pos = Position.from_sfen(sfen, self.variant)
            else:
                self.send(f"info string error: cannot read position {rest!r}")
                return
        except (ValueError, VariantError) as exc:
            self.send(f"info string error: bad position: {exc}")
            return
        for i, text in enumerate(moves, 1):
            try:
                pos.push(parse_action_text(pos, text))
            except ValueError as exc:
                self.send(f"info string error: move {i}: {exc}")
                break
        self.pos = pos

    def _go(self, rest: str) -> None:
        self._wait_search()
        tokens = rest.split()
        limits = Limits()
        wait_for_stop = False
        i = 0
        try:
            while i < len(tokens):
                tok = tokens[i]
                if tok in ("btime", "wtime", "binc", "winc", "byoyomi", "movetime", "depth", "nodes"):
                    value = int(tokens[i + 1])
                    i += 2
                    if tok == "depth":
                        limits.depth = value
                    elif tok == "nodes":
                        limits.nodes = value
                    elif tok == "movetime":
                        limits.movetime = value / 1000
                    else:
                        setattr(limits, tok, value / 1000)
                elif tok == "infinite":
                    limits.infinite = True
                    wait_for_stop = True
                    i += 1
                elif tok == "ponder":
                    i += 1
                elif tok == "mate":
                    self._go_mate(tokens[i + 1] if i + 1 < len(tokens) else "infinite")
                    return
                else:
                    i += 1
        except (IndexError, ValueError):
            self.send(f"info string error: cannot read go {rest!r}")
        if not wait_for_stop and self._book_move():
            return
        if self.searcher is None:
            self.searcher = Searcher(self.level, self.seed, self.hash_mb)
        self._stop.clear()
        self._release.clear()
        pos = self.pos.copy()
        searcher = self.searcher
        self._thread = threading.Thread(target=self._think, args=(searcher, pos, limits, wait_for_stop),
                                        name="usi-search", daemon=True)
        self._thread.start()

    def _book_move(self) -> bool:
        """With USI_OwnBook, answer ``bestmove`` from the book (True) where it has the position; a book
        file that cannot be used is said once in an ``info string`` and the engine searches."""
        if not self.own_book:
            return False
        from .book import BookPlayer, BookRequest

        self.books = self.books or BookPlayer()
        request = BookRequest(self.book_file, (self.seed * 1_000_003 + self.games) & 0x7FFFFFFF)
        reply, problem = self.books.ask(self.pos, request, self.level)
        if problem is not None:
            self.send(f"info string book file {self.book_file} not used: {problem}")
        if reply is None:
            return False
        opening = f" ({reply.opening.en})" if reply.opening is not None else ""
        self.send(f"info string book move {reply.move} from {reply.source}{opening}")
        self.send(f"bestmove {reply.move}")
        return True

    def _go_mate(self, limit: str) -> None:
        seconds = None
        if limit != "infinite":
            if not limit.isdigit() or len(limit) > 12:
                self.send(f"info string error: go mate needs a time in milliseconds or infinite, not {limit!r}")
                self.send("checkmate timeout")
                return
            seconds = int(limit) / 1000
        self._stop.clear()
        self._release.clear()
        self._thread = threading.Thread(target=self._mate, args=(self.pos.copy(), MateLimits(time=seconds)),
                                        name="usi-mate", daemon=True)
        self._thread.start()

    def _mate(self, pos: Position, limits: MateLimits) -> None:
        try:
            result = mate_search(pos, limits, stop=self._stop, on_progress=self._mate_info)
        except Exception as exc:  # never leave the GUI without an answer
            self.send(f"info string error: mate search: {type(exc).__name__}: {exc}")
            self.send("checkmate timeout")
            return
        self.send(f"info nodes {result.nodes} time {int(result.time * 1000)}")
        if result.status is MateStatus.MATE:
            self.send("checkmate " + " ".join(result.line))
        elif result.status is MateStatus.NO_MATE:
            self.send("checkmate nomate")
        else:
            self.send("checkmate timeout")

    def _mate_info(self, progress: MateProgress) -> None:
        nps = int(progress.nodes / progress.time) if progress.time > 0 else 0
        self.send(f"info nodes {progress.nodes} nps {nps} time {int(progress.time * 1000)}")

    def _think(self, searcher: Searcher, pos: Position, limits: Limits, wait_for_stop: bool) -> None:
        try:
            result = searcher.search(pos, limits, stop=self._stop, on_info=self._info)
        except Exception as exc:  # never leave the GUI without an answer
            self.send(f"info string error: engine error: {type(exc).__name__}: {exc}")
            moves = pos.legal_actions()
            self.send(f"bestmove {parse_safe(pos, moves)}")
            return
        if wait_for_stop:
            self._release.wait()
        if result.declare_win:
            self.send("bestmove win")
        elif result.best is None:
            self.send("bestmove resign")
        else:
            self.send(f"bestmove {result.best_text}")

    def _info(self, info: SearchInfo) -> None:
        if info.partial:
            self.send(f"info depth {info.depth} nodes {info.nodes} nps {info.nps} time {int(info.time * 1000)}")
            return
        score = f"mate {info.mate}" if info.mate is not None else f"cp {info.score}"
        pv = (" pv " + " ".join(info.pv)) if info.pv else ""
        self.send(f"info depth {info.depth} seldepth {info.seldepth} score {score} nodes {info.nodes} "
                  f"nps {info.nps} time {int(info.time * 1000)}{pv}")

    def _searching(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _wait_search(self) -> None:
        """A command that changes the position during a search (GUIs send stop first) stops it."""
        self._stop_search()

    def _stop_search(self) -> None:
        self._stop.set()
        self._release.set()
        t = self._thread
        if t is not None and t.is_alive():
            t.join(timeout=10.0)


def parse_safe(pos: Position, moves: list[object]) -> str:
    if not moves:
        return "resign"
    m = moves[0]
    return pos.move_to_usi(m) if isinstance(m, int) else str(m)


def main(inp: TextIO | None = None, out: TextIO | None = None) -> int:
    """Run the USI loop on stdin/stdout until ``quit`` or end of input."""
    return UsiServer(inp or sys.stdin, out or sys.stdout).run()


if __name__ == "__main__":
    raise SystemExit(main())
