"""Drive an external USI engine as a subprocess (no Qt: a thread reads its output into a queue).

    engine = UsiEngine("/usr/games/fairy-stockfish")
    engine.start()                      # usi ... usiok; engine.name, engine.options (typed descriptors)
    engine.set_option("USI_Hash", 64)
    engine.is_ready()                   # isready ... readyok
    engine.new_game()
    engine.position("startpos", ["7g7f"])
    best = engine.go_and_wait(nodes=2000)        # BestMove(move, ponder, info)
    engine.go(byoyomi=1000); ...; engine.poll()  # non-blocking: a GUI polls UsiInfo / BestMove events
    engine.stop(); engine.quit()
    answer = engine.go_mate("sfen ...", [], 10.0)  # MateAnswer: mate (with moves) / nomate / timeout
    engine.start_mate(10000); ...; engine.poll_mate()  # non-blocking: UsiInfo / MateAnswer events

Every wait has a timeout; an engine that exits or answers something that is not USI raises
:class:`UsiError` with a message that names the engine, what we were waiting for, and its last words
(stdout and stderr); a wait that ran out of time raises its subclass :class:`UsiTimeout`.  Nothing here can
hang the caller.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import shlex
import subprocess
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .usi_io import EOF, MAX_LINE, Inbox, LineReader, LineTooLong, end_process_group, start_process

log = logging.getLogger(__name__)

_MOVE_RE = re.compile(r"([1-9][a-i][1-9][a-i]\+?|[A-Z]\*[1-9][a-i]|[a-z][a-z0-9-]*![A-Za-z0-9*+,-]+)\Z")
OPTION_TYPES = ("check", "spin", "combo", "button", "string", "filename")
# A USI command is one line: no value we send may hold a line break (it would start another command)
# or another control character.
_CONTROL_RE = re.compile("[\x00-\x08\x0a-\x1f\x7f\x85\u2028\u2029]")


def has_line_break(text: str) -> bool:
    """True if ``text`` holds a line break or another control character (a tab is allowed)."""
    return _CONTROL_RE.search(text) is not None


class UsiError(RuntimeError):
    """The engine died, timed out or said something that is not USI; the message says which."""


class UsiTimeout(UsiError):
    """The engine did not answer within the time allowed (it may still be working: a busy machine)."""


# ----------------------------------------------------------------------------- options
@dataclass
class UsiOption:
    """One ``option`` line: a typed descriptor an options dialog can be built from."""

    name: str
    type: str  # check, spin, combo, button, string, filename
    default: str | int | bool | None = None
    min: int | None = None
    max: int | None = None
    choices: list[str] = field(default_factory=list)

    def coerce(self, value: Any) -> str:
        """The value as sent in ``setoption``; raises ValueError when it does not fit the type."""
        if self.type == "button":
            return ""
        if self.type == "check":
            if isinstance(value, str):
                low = value.lower()
                if low not in ("true", "false"):
                    raise ValueError(f"option {self.name}: expected true or false, got {value!r}")
                return low
            return "true" if value else "false"
        if self.type == "spin":
            try:
                n = int(value)
            except (TypeError, ValueError, OverflowError):
                raise ValueError(f"option {self.name}: expected an integer, got {_shown(value)}") from None
            if (self.min is not None and n < self.min) or (self.max is not None and n > self.max):
                raise ValueError(f"option {self.name}: {n} is outside {self.min}..{self.max}")
            return str(n)
        text = str(value)
        if has_line_break(text):
            raise ValueError(f"option {self.name}: a value cannot contain a line break")
        if self.type == "combo" and self.choices and text not in self.choices:
            raise ValueError(f"option {self.name}: {_shown(text)} is not one of {', '.join(self.choices)}")
        return text


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def parse_option(line: str) -> UsiOption:
    """Parse ``option name N type T [default D] [min A] [max B] [var V ...]`` (names may have spaces)."""
    tokens = line.split()
    if len(tokens) < 5 or tokens[0] != "option" or tokens[1] != "name" or "type" not in tokens[2:]:
        raise ValueError(f"not an option line: {line!r}")
    keys = {"type", "default", "min", "max", "var"}
    t_index = tokens.index("type", 2)
    name = " ".join(tokens[2:t_index])
    fields: dict[str, list[str]] = {}
    choices: list[str] = []
    key = None
    for tok in tokens[t_index:]:
        if tok in keys:
            key = tok
            if key == "var":
                choices.append("")
            else:
                fields.setdefault(key, [])
            continue
        if key == "var":
            choices[-1] = f"{choices[-1]} {tok}".strip()
        elif key is not None:
            fields[key].append(tok)
    typ = " ".join(fields.get("type", []))
    if typ not in OPTION_TYPES:
        raise ValueError(f"option {name!r}: unknown type {typ!r}")
    raw_default = " ".join(fields["default"]) if "default" in fields else None
    default: str | int | bool | None = raw_default
    if raw_default == "<empty>":
        default = ""
    opt = UsiOption(name, typ, default, choices=choices)
    try:
        if typ == "spin":
            opt.default = int(raw_default) if raw_default is not None else None
            opt.min = int(fields["min"][0]) if fields.get("min") else None
            opt.max = int(fields["max"][0]) if fields.get("max") else None
        elif typ == "check":
            opt.default = raw_default == "true" if raw_default is not None else None
    except ValueError:
        raise ValueError(f"option {name!r}: bad number in {line!r}") from None
    return opt


# ----------------------------------------------------------------------------- info and bestmove
@dataclass
class UsiInfo:
    depth: int | None = None
    seldepth: int | None = None
    score_cp: int | None = None
    score_mate: int | None = None  # plies; negative when the engine is being mated
    bound: str | None = None  # "lowerbound" / "upperbound"
    pv: list[str] = field(default_factory=list)
    nodes: int | None = None
    nps: int | None = None
    time_ms: int | None = None
    multipv: int | None = None
    hashfull: int | None = None
    currmove: str | None = None
    string: str | None = None


def parse_info(line: str) -> UsiInfo:
    """Parse an ``info`` line (unknown fields are skipped; ``string`` takes the rest of the line)."""
    tokens = line.split()
    info = UsiInfo()
    ints = {"depth", "seldepth", "nodes", "nps", "time", "multipv", "hashfull"}
    i = 1
    n = len(tokens)
    while i < n:
        tok = tokens[i]
        if tok in ints and i + 1 < n:
            try:
                value = int(tokens[i + 1])
            except ValueError:
                i += 2
                continue
            setattr(info, "time_ms" if tok == "time" else tok, value)
            i += 2
        elif tok == "score" and i + 2 < n:
            kind, value_text = tokens[i + 1], tokens[i + 2]
            i += 3
            if kind == "cp":
                with contextlib.suppress(ValueError):
                    info.score_cp = int(value_text)
            elif kind == "mate":
                if value_text in ("+", "-"):  # mate of unknown length
                    info.score_mate = 1 if value_text == "+" else -1
                else:
                    with contextlib.suppress(ValueError):
                        info.score_mate = int(value_text)
            if i < n and tokens[i] in ("lowerbound", "upperbound"):
                info.bound = tokens[i]
                i += 1
        elif tok == "pv":
            info.pv = tokens[i + 1:]
            break
        elif tok == "string":
            info.string = " ".join(tokens[i + 1:])
            break
        elif tok == "currmove" and i + 1 < n:
            info.currmove = tokens[i + 1]
            i += 2
        elif tok in ("lowerbound", "upperbound"):
            info.bound = tok
            i += 1
        else:
            i += 1
    return info


@dataclass
class BestMove:
    move: str  # a USI move, "resign" or "win"
    ponder: str | None = None
    info: UsiInfo | None = None  # the last info line with a score before the bestmove


def is_move_text(text: str) -> bool:
    return bool(_MOVE_RE.match(text))


def parse_bestmove(line: str) -> BestMove:
    tokens = line.split()
    if len(tokens) < 2 or tokens[0] != "bestmove":
        raise ValueError(f"not a bestmove line: {line!r}")
    move = tokens[1]
    if move not in ("resign", "win") and not is_move_text(move):
        raise ValueError(f"bestmove {move!r} is not a move")
    ponder = tokens[3] if len(tokens) >= 4 and tokens[2] == "ponder" else None
    return BestMove(move, ponder)


MATE_ANSWERS = ("mate", "nomate", "timeout", "notimplemented")


@dataclass
class MateAnswer:
    """The answer to ``go mate``: ``checkmate MOVE ...`` (status "mate", the line in ``moves``),
    ``checkmate nomate`` (proved: no mate), ``checkmate timeout`` (none found in the time, or stopped) or
    ``checkmate notimplemented`` (the engine has no mate search)."""

    status: str
    moves: list[str] = field(default_factory=list)


def parse_checkmate(line: str) -> MateAnswer:
    tokens = line.split()
    if not tokens or tokens[0] != "checkmate":
        raise ValueError(f"not a checkmate line: {line!r}")
    if len(tokens) == 2 and tokens[1] in ("nomate", "timeout", "notimplemented"):
        return MateAnswer(tokens[1])
    moves = tokens[1:]
    if not moves or not all(is_move_text(m) for m in moves):
        raise ValueError(f"checkmate {' '.join(moves)!r} is not a line of moves")
    return MateAnswer("mate", moves)


# ----------------------------------------------------------------------------- the engine
class UsiEngine:
    """An external USI engine; every blocking call takes a timeout (seconds).

    The program runs in a process group of its own; :meth:`kill` and :meth:`quit` end the whole group
    (a wrapper script and the engine it started, a helper holding its output).  What it says waits in a
    bounded :class:`~.usi_io.Inbox` (info lines coalesce); a line over :data:`~.usi_io.MAX_LINE` bytes
    ends the engine with a clear error.
    """

    def __init__(self, command: str | list[str], cwd: str | None = None, timeout: float = 10.0) -> None:
        self.argv = shlex.split(command) if isinstance(command, str) and not os.path.exists(command) else (
            [command] if isinstance(command, str) else list(command))
        self.cwd = cwd
        self.timeout = timeout
        self.name = ""
        self.author = ""
        self.options: dict[str, UsiOption] = {}
        self.proc: subprocess.Popen[bytes] | None = None
        self._inbox = Inbox()
        self._readers: list[LineReader] = []
        self._stderr: deque[str] = deque(maxlen=20)
        self._stdout_tail: deque[str] = deque(maxlen=20)
        self._refused = ""  # why its output was refused (a line too long, too much unread output)
        self._searching = False
        self._last_info: UsiInfo | None = None
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ process
    @property
    def label(self) -> str:
        if self.name:
            return self.name
        return os.path.basename(self.argv[0]) if self.argv else "engine"

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def start(self) -> None:
        """Start the program and complete the ``usi`` handshake (within :attr:`timeout` seconds)."""
        if not self.argv:
            raise UsiError("no engine command given")
        try:
            self.proc = start_process(self.argv, self.cwd)
        except OSError as exc:
            raise UsiError(f"cannot start engine {self.argv[0]!r}: {exc.strerror or exc}") from exc
        assert self.proc.stdout is not None and self.proc.stderr is not None
        label = os.path.basename(self.argv[0])
        readers = [LineReader(self.proc.stdout, self._heard, self._stdout_ended, f"usi-out-{label}"),
                   LineReader(self.proc.stderr, self._stderr.append, lambda _e: None, f"usi-err-{label}")]
        for reader in readers:
            reader.start()
        self._readers = readers  # only started readers: a kill from another thread may join them now
        try:
            self._handshake()
        except UsiError:
            self.kill()
            raise

    def reading(self) -> bool:
        """A thread still reads the engine's output (false once it is closed and its pipes are done)."""
        return any(r.thread.is_alive() for r in self._readers)

    def inbox_peak_bytes(self) -> int:
        """The most bytes of its output that ever waited unread (bounded by usi_io.MAX_PENDING_BYTES)."""
        return self._inbox.peak_bytes

    def _heard(self, line: str) -> None:
        self._stdout_tail.append(line if len(line) <= 200 else line[:200] + "…")
        self._inbox.put(line)
        if self._inbox.overflowed and not self._refused:
            self._refused = "wrote more than the program keeps unread"
            self._end_group()

    def _stdout_ended(self, error: BaseException | None) -> None:
        if isinstance(error, LineTooLong):
            self._refused = f"wrote a line longer than {MAX_LINE // 1024} KiB without a line break"
            log.warning("engine %s %s; it was ended", self.label, self._refused)
            self._end_group()
        self._inbox.close()

    def _end_group(self) -> None:
        if self.proc is not None:
            end_process_group(self.proc, timeout=2.0)

    def _handshake(self) -> None:
        self.send("usi")
        said: list[str] = []
        deadline = time.monotonic() + self.timeout
        while True:
            line = self._next_line(deadline, "usiok", said)
            if line == "usiok":
                break
            said.append(line)
            if line.startswith("id name "):
                self.name = line[8:].strip()
            elif line.startswith("id author "):
                self.author = line[10:].strip()
            elif line.startswith("option "):
                try:
                    opt = parse_option(line)
                except ValueError:
                    continue  # an option we cannot read is left out of the dialog
                self.options[opt.name] = opt

    def send(self, command: str) -> None:
        if self.proc is None or self.proc.stdin is None:
            raise UsiError("the engine is not started")
        if self.proc.poll() is not None:
            raise UsiError(self.death_message(f"sending {command.split()[0]!r}"))
        try:
            with self._lock:
                self.proc.stdin.write((command + "\n").encode("utf-8"))
                self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError) as exc:  # ValueError: stdin closed by quit()
            raise UsiError(self.death_message(f"sending {command.split()[0]!r}")) from exc

    def death_message(self, waiting_for: str) -> str:
        """A sentence saying how the engine ended (status, what it refused, its last words on stderr)."""
        code = self.proc.poll() if self.proc is not None else None
        if self.proc is not None and code is None:
            try:
                code = self.proc.wait(timeout=0.5)
            except subprocess.TimeoutExpired:
                code = None
        status = f"exited with status {code}" if code is not None else "closed its output"
        if self._refused:
            status = f"{self._refused} and was ended"
        msg = f"engine {self.label!r} {status} while {waiting_for}"
        time.sleep(0.05)  # let the stderr reader catch the last words
        if self._stderr:
            msg += "; it wrote: " + " | ".join(list(self._stderr)[-3:])
        return msg

    def _next_line(self, deadline: float, waiting_for: str, said: list[str] | None = None) -> str:
        allowed = max(0.0, deadline - time.monotonic())
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                heard = said if said is not None else list(self._stdout_tail)
                tail = f"; it said: {' | '.join(heard[-3:])}" if heard else "; it said nothing"
                raise UsiTimeout(f"engine {self.label!r} did not answer {waiting_for!r} within "
                               f"{allowed:.1f} s{tail}")
            try:
                item = self._inbox.get(min(remaining, 0.1))
            except TimeoutError:
                if self.proc is not None and self.proc.poll() is not None and self._inbox.empty():
                    # the reader posts the end shortly (helpers may still hold the pipe: end them)
                    try:
                        item = self._inbox.get(0.2)
                    except TimeoutError:
                        self._end_group()
                        raise UsiError(self.death_message(f"waiting for {waiting_for!r}")) from None
                else:
                    continue
            if item is EOF:
                raise UsiError(self.death_message(f"waiting for {waiting_for!r}"))
            return str(item)

    # ------------------------------------------------------------------ commands
    def set_option(self, name: str, value: Any = None) -> None:
        """``setoption``; ValueError for a value that does not fit the option (or holds a line break)."""
        if not name.strip() or has_line_break(name):
            raise ValueError(f"not an option name: {_shown(name)}")
        opt = self.options.get(name)
        text = opt.coerce(value) if opt is not None else ("" if value is None else str(value))
        if has_line_break(text):
            raise ValueError(f"option {name}: a value cannot contain a line break")
        if opt is not None and opt.type == "button":
            self.send(f"setoption name {name}")
        else:
            self.send(f"setoption name {name} value {text}")

    def is_ready(self, timeout: float | None = None) -> None:
        self.send("isready")
        deadline = time.monotonic() + (timeout or self.timeout)
        while self._next_line(deadline, "readyok") != "readyok":
            pass

    def new_game(self) -> None:
        self.is_ready()
        self.send("usinewgame")

    def position(self, sfen: str = "startpos", moves: list[str] | None = None) -> None:
        head = "position startpos" if sfen in ("startpos", "") else f"position sfen {sfen}"
        self.send(head + (" moves " + " ".join(moves) if moves else ""))

    def go(self, *, btime: int | None = None, wtime: int | None = None, byoyomi: int | None = None,
           binc: int | None = None, winc: int | None = None, movetime: float | None = None,
           nodes: int | None = None, depth: int | None = None, infinite: bool = False) -> None:
        """Start thinking (times in milliseconds, ``movetime`` in seconds); returns at once."""
        parts = ["go"]
        for key, value in (("btime", btime), ("wtime", wtime), ("binc", binc), ("winc", winc),
                           ("byoyomi", byoyomi), ("nodes", nodes), ("depth", depth)):
            if value is not None:
                parts += [key, str(int(value))]
        if movetime is not None:
            parts += ["movetime", str(int(movetime * 1000))]
        if infinite:
            parts.append("infinite")
        if (btime is None and wtime is None and byoyomi is None and movetime is None and nodes is None
                and depth is None and not infinite):
            parts += ["byoyomi", "1000"]
        self._last_info = None
        self._searching = True
        self.send(" ".join(parts))

    def poll(self) -> list[UsiInfo | BestMove]:
        """Info and bestmove events received so far (never blocks); raises UsiError if it died."""
        out: list[UsiInfo | BestMove] = []
        while True:
            try:
                item = self._inbox.get(0)
            except TimeoutError:
                break
            if item is EOF:
                if self._searching and not out:  # what it said before dying comes first; then the error
                    self._searching = False
                    raise UsiError(self.death_message("thinking"))
                break
            event = self._event(str(item))
            if event is not None:
                out.append(event)
        return out

    def _event(self, line: str) -> UsiInfo | BestMove | None:
        if line.startswith("info"):
            info = parse_info(line)
            if info.score_cp is not None or info.score_mate is not None:
                self._last_info = info
            return info
        if line.startswith("bestmove"):
            self._searching = False
            try:
                best = parse_bestmove(line)
            except ValueError as exc:
                raise UsiError(f"engine {self.label!r} answered {line!r}: {exc}") from None
            best.info = self._last_info
            return best
        return None

    def read_until(self, last: Callable[[str], bool], timeout: float, waiting_for: str,
                   max_lines: int = 10_000) -> list[str]:
        """The lines the engine writes up to the first for which ``last`` is true (included), for answers
        that are no USI events (Fairy-Stockfish's ``go perft``); raises UsiError on a timeout, a death
        or more than ``max_lines`` lines."""
        deadline = time.monotonic() + timeout
        lines: list[str] = []
        while len(lines) < max_lines:
            lines.append(self._next_line(deadline, waiting_for))
            if last(lines[-1]):
                return lines
        raise UsiError(f"engine {self.label!r} wrote {max_lines} lines without {waiting_for}")

    def wait_bestmove(self, timeout: float) -> BestMove:
        deadline = time.monotonic() + timeout
        while True:
            line = self._next_line(deadline, "bestmove")
            event = self._event(line)
            if isinstance(event, BestMove):
                return event

    def go_and_wait(self, timeout: float = 60.0, **limits: Any) -> BestMove:
        self.go(**limits)
        try:
            return self.wait_bestmove(timeout)
        except UsiError:
            if self.alive():
                self.stop()
            raise

    # ------------------------------------------------------------------ mate search
    def start_mate(self, milliseconds: int | None) -> None:
        """``go mate MS`` (``None``: ``go mate infinite``, ended by :meth:`stop`); returns at once."""
        self._searching = True
        self.send("go mate " + ("infinite" if milliseconds is None else str(max(1, int(milliseconds)))))

    def poll_mate(self) -> list[UsiInfo | MateAnswer]:
        """Info lines and the answer of a mate search received so far (never blocks); raises UsiError if
        the engine died or answered a line that is no mate answer."""
        out: list[UsiInfo | MateAnswer] = []
        while True:
            try:
                item = self._inbox.get(0)
            except TimeoutError:
                break
            if item is EOF:
                if self._searching and not out:
                    self._searching = False
                    raise UsiError(self.death_message("the mate search"))
                break
            event = self._mate_event(str(item))
            if event is not None:
                out.append(event)
        return out

    def _mate_event(self, line: str) -> UsiInfo | MateAnswer | None:
        if line.startswith("info"):
            return parse_info(line)
        if line.startswith("checkmate"):
            self._searching = False
            try:
                return parse_checkmate(line)
            except ValueError as exc:
                raise UsiError(f"engine {self.label!r} answered {line!r}: {exc}") from None
        return None

    def wait_mate(self, timeout: float) -> MateAnswer:
        deadline = time.monotonic() + timeout
        while True:
            event = self._mate_event(self._next_line(deadline, "checkmate"))
            if isinstance(event, MateAnswer):
                return event

    def go_mate(self, sfen: str, moves: list[str], seconds: float | None, timeout: float | None = None
                ) -> MateAnswer:
        """Set the position and search it for a mate for ``seconds`` (None: until :meth:`stop`); waits for
        the answer (at most ``timeout`` seconds, by default the search time and a grace of 10 s)."""
        self.is_ready()
        self.position(sfen, moves)
        self.start_mate(None if seconds is None else int(seconds * 1000))
        wait = timeout if timeout is not None else (seconds or 0.0) + 10.0
        try:
            return self.wait_mate(wait)
        except UsiError:
            if self.alive():
                self.stop()
            raise

    def stop(self) -> None:
        if self.alive():
            self.send("stop")

    def kill(self) -> None:
        """End the program, and every process it started, at once."""
        if self.proc is not None:
            end_process_group(self.proc)
        self._stop_readers()

    def quit(self, timeout: float = 2.0) -> None:
        """Ask the engine to quit; end it (and its group) if it does not within ``timeout``.  Whatever it
        started is ended too, and the reader threads finish."""
        if self.proc is None:
            return
        if self.proc.poll() is None:
            with contextlib.suppress(UsiError):
                self.send("quit")
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.proc.wait(timeout=timeout)
        end_process_group(self.proc, timeout=timeout)
        with contextlib.suppress(OSError, ValueError):
            if self.proc.stdin is not None:
                self.proc.stdin.close()
        self._stop_readers()

    def _stop_readers(self, timeout: float = 2.0) -> None:
        """The readers end at the end of their pipes (the group is dead); one a stray process still feeds
        is told to stop (it ends within a poll) and its pipe is closed by itself."""
        deadline = time.monotonic() + timeout
        for reader in self._readers:
            if not reader.join(max(0.0, deadline - time.monotonic())):
                reader.stop()
        for reader in self._readers:
            reader.join(0.5)

    def __enter__(self) -> UsiEngine:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.quit()
