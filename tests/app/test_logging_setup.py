"""The log file: kept under its size by renaming it to .1, .2 ... as RotatingFileHandler does."""

from __future__ import annotations

import logging
from pathlib import Path

from shogi_desktop.app.logging_setup import RotatingLog


def test_the_log_is_rolled_over_before_it_would_pass_its_size_keeping_the_backups(tmp_path: Path) -> None:
    path = tmp_path / "app.log"
    handler = RotatingLog(path, max_bytes=100, backups=2)
    handler.setFormatter(logging.Formatter("%(message)s"))
    log = logging.getLogger("test.rotating")
    log.propagate = False
    log.addHandler(handler)
    try:
        for i in range(12):
            log.warning("line %02d %s", i, "x" * 20)  # 29 bytes with its newline: 3 to a file
    finally:
        log.removeHandler(handler)
        handler.close()
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["app.log", "app.log.1", "app.log.2"]  # the oldest beyond the two backups are gone
    assert all(p.stat().st_size < 100 for p in tmp_path.iterdir())
    assert path.read_text(encoding="utf-8").splitlines()[-1].startswith("line 11")
    assert (tmp_path / "app.log.1").read_text(encoding="utf-8").splitlines()[0].startswith("line 06")
    assert (tmp_path / "app.log.2").read_text(encoding="utf-8").splitlines()[0].startswith("line 03")


def test_a_log_that_is_not_a_regular_file_is_never_rolled(tmp_path: Path) -> None:
    handler = RotatingLog(Path("/dev/null"), max_bytes=10, backups=2)
    record = logging.LogRecord("x", logging.WARNING, __file__, 1, "a long message " * 5, None, None)
    handler.emit(record)
    handler.close()
    assert Path("/dev/null").exists() and not Path("/dev/null.1").exists()
