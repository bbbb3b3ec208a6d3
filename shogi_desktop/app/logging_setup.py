"""Logs: a rotating file in the platformdirs log folder, warnings also on stderr.

``setup_logging()`` is called once by ``shogi_desktop.ui.main`` before anything else; it returns the
log file's path (the crash dialog shows it).  Calling it again replaces the handlers it installed, so
tests and a restarted application never log twice.  If the log folder cannot be written the
application still runs, logging to stderr only.  No Qt here.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from .storage import log_dir

LOG_NAME = "shogi-desktop.log"
MAX_BYTES = 1_000_000
BACKUPS = 5
FORMAT = "%(asctime)s %(levelname)-7s %(name)s [%(threadName)s]: %(message)s"

_handlers: list[logging.Handler] = []


class RotatingLog(logging.FileHandler):
    """A log file renamed to ``.1`` (``.1`` to ``.2``, and so on up to ``backups``) before a record would
    take it past ``max_bytes``: ``logging.handlers.RotatingFileHandler``'s rule, without importing
    ``logging.handlers`` at start-up (it imports socket, pickle and queue: 30 M instructions)."""

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, mode="a", encoding="utf-8")
        self.max_bytes = max_bytes
        self.backups = backups

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full(record):
                self._roll()
            super().emit(record)
        except Exception:  # noqa: BLE001 - as every handler: a failing log never stops the program
            self.handleError(record)

    def _full(self, record: logging.LogRecord) -> bool:
        if self.stream is None:
            self.stream = self._open()
        if self.max_bytes <= 0 or (os.path.exists(self.baseFilename) and not os.path.isfile(self.baseFilename)):
            return False  # (not a regular file, such as /dev/null: never rolled)
        self.stream.seek(0, 2)
        return bool(self.stream.tell() + len(self.format(record) + self.terminator) >= self.max_bytes)

    def _roll(self) -> None:
        if self.stream is not None:
            self.stream.close()
        base = self.baseFilename
        for i in range(self.backups - 1, 0, -1):
            if os.path.exists(f"{base}.{i}"):
                os.replace(f"{base}.{i}", f"{base}.{i + 1}")
        if self.backups > 0 and os.path.exists(base):
            os.replace(base, f"{base}.1")
        self.stream = self._open()


_log_file: Path | None = None


def log_path() -> Path:
    """The current log file (where it would be, before setup_logging ran)."""
    return _log_file if _log_file is not None else log_dir() / LOG_NAME


def setup_logging(level: int = logging.INFO, folder: Path | str | None = None,
                  console_level: int = logging.WARNING) -> Path | None:
    """Install the file and console handlers on the root logger; returns the log file (None if the
    folder could not be written)."""
    global _log_file
    root = logging.getLogger()
    for handler in _handlers:
        root.removeHandler(handler)
        handler.close()
    _handlers.clear()
    formatter = logging.Formatter(FORMAT)

    console = logging.StreamHandler(sys.stderr)
    console.setLevel(console_level)
    console.setFormatter(logging.Formatter("shogi-desktop: %(levelname)s: %(message)s"))
    root.addHandler(console)
    _handlers.append(console)

    target = Path(folder) if folder is not None else log_dir()
    path: Path | None = target / LOG_NAME
    try:
        target.mkdir(parents=True, exist_ok=True)
        assert path is not None
        file_handler = RotatingLog(path, MAX_BYTES, BACKUPS)
    except OSError as exc:
        root.warning("logging to %s is not possible (%s); logging to stderr only", target, exc)
        path = None
    else:
        file_handler.setLevel(level)
        file_handler.setFormatter(formatter)
        root.addHandler(file_handler)
        _handlers.append(file_handler)
    root.setLevel(min(level, console_level))
    logging.captureWarnings(True)
    _log_file = path
    if path is not None:
        logging.getLogger(__name__).info("shogi-desktop started (pid %d, Python %s)", os.getpid(),
                                         sys.version.split()[0])
    return path


def flush_logs() -> None:
    for handler in _handlers:
        try:
            handler.flush()
        except (OSError, ValueError):
            continue
