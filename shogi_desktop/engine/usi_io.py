"""The pipes of an external engine: starting it in a process group of its own, reading its output into a
bounded inbox, and ending every process it started.  No Qt here.

- :func:`start_process` starts the program in a new session (POSIX) or process group (Windows), so that
  :func:`end_process_group` ends the engine together with the processes it started (a wrapper script
  that does not ``exec`` the engine, a helper that inherited its output).
- :class:`LineReader` reads a pipe in a thread of its own, in chunks: a line longer than
  :data:`MAX_LINE` bytes is refused (the engine is reported, not read into memory), and the thread ends
  quietly when the pipe closes or :meth:`LineReader.stop` is called, whatever its engine still holds.
- :class:`Inbox` keeps what the engine said until it is read, within :data:`MAX_PENDING_BYTES`: ``info``
  lines replace the earlier unread ``info`` of the same kind (multipv number, with or without a score),
  so an engine that floods info lines costs the latest line per kind, never an unbounded queue.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any

MAX_LINE = 64 * 1024  # bytes; a real info line with a long PV is a few kilobytes
MAX_PENDING_BYTES = 4 * 2 ** 20  # unread lines kept at most (info lines coalesce, so this is rarely near)
MAX_PENDING_LINES = 20_000  # an engine declares a few hundred options at most
CHUNK = 65536

log = logging.getLogger(__name__)

EOF = object()  # the inbox's end-of-stream item


class LineTooLong(Exception):
    """The engine wrote more than MAX_LINE bytes without a line break."""


# ----------------------------------------------------------------------------- processes
def start_process(argv: list[str], cwd: str | None) -> subprocess.Popen[bytes]:
    """Start ``argv`` with pipes, as the leader of a process group of its own; raises OSError."""
    kwargs: dict[str, Any] = {}
    if os.name == "posix":
        kwargs["start_new_session"] = True
    elif sys.platform == "win32":  # pragma: no cover - not run on this project's machines
        kwargs["creationflags"] = subprocess.CREATE_NEW_PROCESS_GROUP
    return subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            cwd=cwd or None, close_fds=True, **kwargs)


def end_process_group(proc: subprocess.Popen[bytes], timeout: float = 5.0) -> None:
    """Kill the engine and every process of its group (its session leader's group), then reap it."""
    if os.name == "posix":
        with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
            os.killpg(proc.pid, signal.SIGKILL)  # the group outlives its leader: kill it even if it exited
    if proc.poll() is None:
        with contextlib.suppress(OSError):
            proc.kill()
    with contextlib.suppress(subprocess.TimeoutExpired, OSError):
        proc.wait(timeout=timeout)


# ----------------------------------------------------------------------------- the inbox
def _info_key(line: str) -> str:
    """Which earlier unread info line this one replaces: same multipv, both with a score or both without
    (a ``string`` info replaces a ``string`` info)."""
    if line.startswith("info string"):
        return "string"
    i = line.find(" multipv ")
    pv = line[i + 9:].split(" ", 1)[0] if i >= 0 else "1"
    if not (pv.isdigit() and len(pv) <= 2):  # the UI shows a few lines; a flood of numbers is one kind
        pv = "other"
    scored = " score " in line
    return f"{pv}:{'s' if scored else '-'}"


class Inbox:
    """Lines an engine said, in order, with coalesced info lines and a bound on what waits unread."""

    def __init__(self, max_bytes: int = MAX_PENDING_BYTES, max_lines: int = MAX_PENDING_LINES) -> None:
        self._items: deque[Any] = deque()
        self._info_at: dict[str, str] = {}  # key -> the pending info line object (identity)
        self._bytes = 0
        self._cond = threading.Condition()
        self.max_bytes = max_bytes
        self.max_lines = max_lines
        self.dropped = 0  # info lines replaced by later ones, and lines refused for want of room
        self.overflowed = False  # lines that mattered had to be refused: the engine is not usable
        self.peak_bytes = 0

    def put(self, line: str) -> None:
        with self._cond:
            if line.startswith("info"):
                key = _info_key(line)
                old = self._info_at.get(key)
                if old is not None:
                    with contextlib.suppress(ValueError):
                        self._items.remove(old)  # few items wait: info lines of other kinds and answers
                        self._bytes -= len(old)
                        self.dropped += 1
                    del self._info_at[key]
            else:
                key = ""
            if self._bytes + len(line) > self.max_bytes or len(self._items) >= self.max_lines:
                self.dropped += 1
                if not key:
                    self.overflowed = True
                return
            item = _Line(line)
            if key:
                self._info_at[key] = item
            self._items.append(item)
            self._bytes += len(line)
            self.peak_bytes = max(self.peak_bytes, self._bytes)
            self._cond.notify_all()

    def close(self) -> None:
        """No more lines will come (the engine closed its output)."""
        with self._cond:
            self._items.append(EOF)
            self._cond.notify_all()

    def get(self, timeout: float) -> Any:
        """The next line (a str) or :data:`EOF`; raises TimeoutError when none arrives in time.  EOF stays."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while not self._items:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise TimeoutError
                self._cond.wait(remaining)
            item = self._items[0]
            if item is EOF:
                return EOF
            self._items.popleft()
            self._bytes -= len(item)
            if item.startswith("info"):
                key = _info_key(item)
                if self._info_at.get(key) is item:
                    del self._info_at[key]
            return str(item)

    def empty(self) -> bool:
        with self._cond:
            return not self._items


class _Line(str):
    """A line object of its own (two equal lines are two items: the inbox removes by identity)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return id(self)


# ----------------------------------------------------------------------------- the reader
class LineReader:
    """Reads one pipe of an engine in a daemon thread, handing each decoded line to ``on_line``.

    ``on_end(error)`` is called once when the reading ends: ``None`` at the end of the stream or after
    :meth:`stop`, a :class:`LineTooLong` for a line over :data:`MAX_LINE`.  Nothing escapes the thread.
    """

    def __init__(self, stream: Any, on_line: Callable[[str], None], on_end: Callable[[BaseException | None], None],
                 name: str) -> None:
        self._stream = stream
        self._fd = stream.fileno()
        self._on_line = on_line
        self._on_end = on_end
        self._stop = threading.Event()
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)

    def start(self) -> None:
        self.thread.start()

    def stop(self) -> None:
        """End the reading soon (at once where the pipe can be polled), without waiting for the engine."""
        self._stop.set()

    def join(self, timeout: float) -> bool:
        self.thread.join(timeout)
        return not self.thread.is_alive()

    def _chunks(self) -> Any:
        poll = None
        if os.name == "posix":
            import select

            poll = select.poll()
            poll.register(self._fd, select.POLLIN | select.POLLHUP | select.POLLERR)
        while not self._stop.is_set():
            if poll is not None and not poll.poll(100):
                continue
            data = os.read(self._fd, CHUNK)
            if not data:
                return
            yield data

    def _run(self) -> None:
        error: BaseException | None = None
        buffer = b""
        try:
            for data in self._chunks():
                buffer += data
                while True:
                    cut = buffer.find(b"\n")
                    if cut < 0:
                        break
                    line = buffer[:cut]
                    buffer = buffer[cut + 1:]
                    if len(line) > MAX_LINE:
                        raise LineTooLong(len(line))
                    text = _decode(line).strip()
                    if text:
                        self._on_line(text)
                if len(buffer) > MAX_LINE:
                    raise LineTooLong(len(buffer))
            if buffer.strip() and not self._stop.is_set():
                self._on_line(_decode(buffer).strip())
        except LineTooLong as exc:
            error = exc
        except (OSError, ValueError):  # the pipe was closed under us (the engine was ended): quietly
            pass
        except Exception:  # noqa: BLE001 - a bug here must not reach the user as a crash from a thread
            log.exception("engine output reader")
        finally:
            with contextlib.suppress(OSError, ValueError):
                self._stream.close()
            try:
                self._on_end(error)
            except Exception:  # noqa: BLE001
                log.exception("engine output reader: end")


def _decode(raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("cp932", errors="replace")
