"""Reading kifu files for the game library: every file is tried, each failure is reported with its reason,
and the reading can run in worker processes (the readers are pure Python: two processes read about twice
as fast on two cores).  No database and no Qt here: :meth:`Library.import_files` drives this and
writes what it returns.

    for result in read_files(paths, added, workers=2):   # in the order of ``paths``
        result.row, result.text, result.failure, result.bug

A reader that raises something other than its own :class:`KifuError` (an IndexError, a RecursionError...)
fails that file, not the import, and the traceback is kept in :attr:`FileResult.bug` for the log.
"""

from __future__ import annotations

import contextlib
import logging
import os
import pickle
import queue
import struct
import subprocess
import sys
import threading
import traceback
from collections import deque
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..notation import KifuError, read_record
from .library_records import prepare_import, strip_library_keys

MAX_FILE_BYTES = 64 * 2 ** 20  # a kifu of one game is a few kilobytes; a collection file is a few MiB
CHUNK = 40  # files handed to a worker at a time
PROCESS_THRESHOLD = 400  # fewer files are read in this process (starting workers takes a moment)
# Chunks a worker holds at a time: more work than it does while the import writes and syncs a batch (a
# tenth of a second or two), so that it never waits for the import (four chunks left it idle for most of
# each batch's sync).
IN_FLIGHT = 16

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ImportFailure:
    path: str
    line: int
    column: int
    message: str
    format: str = ""

    def __str__(self) -> str:
        where = f":{self.line}:{self.column}" if self.line else ""
        return f"{self.path}{where}: {self.message}"


@dataclass
class ImportReport:
    total: int = 0
    added: list[str] = field(default_factory=list)  # ids
    duplicates: list[str] = field(default_factory=list)  # paths already in the library
    failures: list[ImportFailure] = field(default_factory=list)
    cancelled: bool = False
    skipped: int = 0  # files known unchanged since an earlier import (not read again; counted as duplicates)

    @property
    def done(self) -> int:
        return len(self.added) + len(self.duplicates) + len(self.failures)


@dataclass
class FileResult:
    """What reading one file gave: an index row and the record file's text, or a failure."""

    path: str
    row: dict[str, Any] | None = None
    text: str = ""
    failure: ImportFailure | None = None
    bug: str = ""  # the traceback of an unexpected exception (the reader's bug), for the log


def read_file(path: str, added: str) -> FileResult:
    """Read, check and prepare one kifu file; never raises (short of the interpreter itself failing)."""
    try:
        with open(path, "rb") as fh:
            data = fh.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        return FileResult(path, failure=ImportFailure(path, 0, 0, exc.strerror or str(exc)))
    if len(data) > MAX_FILE_BYTES:
        return FileResult(path, failure=ImportFailure(path, 0, 0, f"larger than {MAX_FILE_BYTES // 2 ** 20} MiB"))
    try:
        record = read_record(data, name=os.path.basename(path))
        strip_library_keys(record)
        row, text = prepare_import(record, data, os.path.basename(path), path, added)
    except KifuError as exc:
        return FileResult(path, failure=ImportFailure(path, exc.line, exc.column, exc.message, exc.format))
    except RecursionError:
        return FileResult(path, failure=ImportFailure(path, 0, 0, "nested too deeply"))
    except MemoryError:
        return FileResult(path, failure=ImportFailure(path, 0, 0, "too large to read"))
    except Exception as exc:  # noqa: BLE001 - a reader's bug fails this file, not the import
        return FileResult(path, failure=ImportFailure(path, 0, 0, f"could not be read ({type(exc).__name__}: {exc})"),
                          bug=traceback.format_exc())
    return FileResult(path, row, text)


def read_chunk(paths: Sequence[str], added: str) -> list[FileResult]:
    return [read_file(p, added) for p in paths]


def default_workers() -> int:
    """Worker processes for a big import: one per core, at most four (0: read in this process, as a frozen
    bundle does: it cannot start ``python -m``)."""
    if getattr(sys, "frozen", False):
        return 0
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return 0 if cores < 2 else min(cores, 4)


class _Worker:
    """One ``python -m shogi_desktop.app.library_import`` process: chunks of paths in, results out, as
    length-prefixed pickles over its stdin and stdout.  It ends by itself when its stdin closes (its
    parent ended or died).  A thread of this process reads its answers as they come, so that it never
    waits on a full pipe while the import writes a batch (up to :data:`IN_FLIGHT` chunks are its work).
    Closed with chunks still in hand (the import stopped), it is ended at once: their answers are not
    wanted."""

    def __init__(self) -> None:
        root = str(Path(__file__).resolve().parents[2])
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH", "")) if p))
        self.proc = subprocess.Popen([sys.executable, "-m", "shogi_desktop.app.library_import"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env,
                                     start_new_session=True)
        self.sent: deque[list[str]] = deque()
        self.answers: queue.SimpleQueue[Any] = queue.SimpleQueue()  # results, then None or the error at the end
        self.reader = threading.Thread(target=self._drain, name="library-import-answers", daemon=True)
        self.reader.start()

    def _drain(self) -> None:
        stream = self.proc.stdout
        assert stream is not None
        while True:
            try:
                results = _read_frame(stream)
            except (OSError, ValueError, EOFError, pickle.UnpicklingError) as exc:  # (ValueError: closed)
                self.answers.put(exc)
                return
            self.answers.put(results)
            if results is None:
                return

    def send(self, chunk: list[str], added: str) -> None:
        assert self.proc.stdin is not None
        _write_frame(self.proc.stdin, (chunk, added))
        self.sent.append(chunk)

    def receive(self) -> list[FileResult]:
        self.sent.popleft()
        results = self.answers.get()
        if isinstance(results, (OSError, EOFError, pickle.UnpicklingError)):
            raise results
        if not isinstance(results, list):
            raise EOFError("the import worker ended")
        return results

    def close(self) -> None:
        with contextlib.suppress(OSError):
            if self.proc.stdin is not None:
                self.proc.stdin.close()  # (the worker ends when it sees this)
        if self.sent:
            self.proc.kill()  # (it would read what it holds first)
        try:
            self.proc.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=2.0)
        self.reader.join(timeout=2.0)  # (its pipe is at its end now that the process is gone)
        with contextlib.suppress(OSError):
            if self.proc.stdout is not None:
                self.proc.stdout.close()


def _write_frame(stream: Any, value: Any) -> None:
    data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(struct.pack("<Q", len(data)) + data)
    stream.flush()


def _read_frame(stream: Any) -> Any:
    head = stream.read(8)
    if len(head) < 8:
        return None
    (size,) = struct.unpack("<Q", head)
    data = stream.read(size)
    if len(data) < size:
        return None
    return pickle.loads(data)  # noqa: S301 - our own worker's answer over its own pipe


def read_files(paths: Sequence[str], added: str, workers: int | None = None,
               should_stop: Callable[[], bool] | None = None) -> Generator[FileResult, None, None]:
    """The results for ``paths``, in their order.  ``workers`` processes read them (None: see
    :func:`default_workers`; 0 or a short list: this process).  Stopping (``should_stop`` true, or the
    generator closed) ends the workers."""
    n = default_workers() if workers is None else workers
    if n <= 0 or len(paths) < PROCESS_THRESHOLD:
        for path in paths:
            if should_stop is not None and should_stop():
                return
            yield read_file(path, added)
        return
    chunks = deque(list(paths[i:i + CHUNK]) for i in range(0, len(paths), CHUNK))
    pool: list[_Worker] = []
    try:
        pool = [_Worker() for _ in range(n)]
    except OSError as exc:  # no processes here: read in this one
        log.warning("library import: cannot start worker processes (%s); reading in this process", exc)
    order: deque[_Worker | list[str]] = deque()  # who answers next, in the order of the paths
    try:
        while chunks or order:
            for worker in pool:  # keep every worker busy with IN_FLIGHT chunks at most
                while chunks and len(worker.sent) < IN_FLIGHT:
                    try:
                        worker.send(chunks[0], added)
                    except OSError:
                        pool.remove(worker)
                        break
                    order.append(worker)
                    chunks.popleft()
            if not order:
                order.append(chunks.popleft())  # no worker left: this process reads it
            who = order.popleft()
            if isinstance(who, list):
                results = read_chunk(who, added)
            else:
                chunk = who.sent[0]
                try:
                    results = who.receive()
                except (OSError, EOFError, pickle.UnpicklingError):
                    log.warning("library import: a worker process ended; its files are read here")
                    results = read_chunk(chunk, added)
                    # What else it held is read here too, each chunk in its own place among the answers.
                    pending = iter(list(who.sent))
                    order = deque(next(pending) if x is who else x for x in order)
                    who.sent.clear()
                    if who in pool:
                        pool.remove(who)
                    who.close()
            yield from results
            if should_stop is not None and should_stop():
                return
    finally:
        for worker in pool:
            worker.close()


def worker_main() -> int:
    """The worker process: answer chunks until stdin closes (or the pipe breaks: the parent is gone)."""
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # nothing but frames on the pipe
    try:
        while True:
            request = _read_frame(stdin)
            if request is None:
                return 0
            chunk, added = request
            _write_frame(stdout, read_chunk(chunk, added))
    except (OSError, KeyboardInterrupt):
        return 0


if __name__ == "__main__":
    # run the copy imported under the module's own name, so the results pickle as that module's classes
    from shogi_desktop.app import library_import

    code = library_import.worker_main()
    # Out at once: every answer is written and flushed, and tearing down the interpreter's objects (its
    # tables and caches) would keep the parent's import waiting for nothing.
    with contextlib.suppress(OSError, ValueError):
        sys.stderr.flush()
    os._exit(code)
