"""Logs: a rotating file in the platformdirs log folder, warnings also on stderr.

``setup_logging()`` is called once by ``shogi_desktop.ui.main`` before anything else; it returns the
log file's path (the crash dialog shows it).  Calling it again replaces the handlers it installed, so
tests and a restarted application never log twice.  If the log folder cannot be written the
application still runs, logging to stderr only.  No Qt here.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
from pathlib import Path

from .storage import log_dir

LOG_NAME = "shogi-desktop.log"
MAX_BYTES = 1_000_000
BACKUPS = 5
FORMAT = "%(asctime)s %(levelname)-7s %(name)s [%(threadName)s]: %(message)s"

_handlers: list[logging.Handler] = []
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
        file_handler = logging.handlers.RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                                            encoding="utf-8", delay=False)
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
