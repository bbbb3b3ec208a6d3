"""Where the application keeps its files, and the two ways it touches them: atomic writes and setting a
damaged file aside (never deleted, never overwritten).  No Qt here.

    APP_NAME, config_dir(), data_dir(), cache_dir(), log_dir()     the platformdirs folders
    atomic_write(path, text)              temp file in the same folder, flush, fsync, os.replace, fsync folder
    read_json(path, max_bytes)            the JSON value of a file, or raises DamagedFile (every way it can fail)
    set_aside(path, "bad")                settings.json -> settings.json.bad-20240501-100000 (never clobbers)
    keep_copy(path, "bad")                the same name, but a copy: the file itself stays in use
    SetAside(what, original, backup, reason)   what the user is told about such a file

``settings.py``, ``engines.py``, ``autosave.py`` and ``library.py`` use these; each keeps the
:class:`SetAside` notices of what it loaded in ``set_aside_notices`` for the window to show once.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

import platformdirs

APP_NAME = "shogi-desktop"
MAX_JSON_BYTES = 64 * 2 ** 20  # a settings or engines file is a few kilobytes; refuse what cannot be one


def config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def log_dir() -> Path:
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


# ---------------------------------------------------------------------------------------- notices
class SetAside(NamedTuple):
    """A file the application could not use and kept aside (or left alone when it could not be moved).

    ``what`` names the file's role ("settings", "engines", "autosave", "library"); ``reason`` is a
    code the UI translates ("damaged": it could not be read as such a file; "bad-values": some values
    were wrong and were replaced, a copy of the file as it was is kept; "unmovable": it could not be
    moved, so it is left as it is and not written over); ``detail`` is English for the log.
    """

    what: str
    original: Path
    backup: Path | None
    reason: str = "damaged"
    detail: str = ""

    def __str__(self) -> str:
        where = f"kept as {self.backup}" if self.backup is not None else "left in place"
        return f"{self.what} {self.original}: {self.reason}: {self.detail}; {where}"


# ---------------------------------------------------------------------------------------- atomic writes
def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a no-op where directories cannot be opened, e.g. Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes | str, durable: bool = True,
                 before_replace: Callable[[Path], None] | None = None) -> None:
    """Write ``data`` to ``path`` so that a crash at any moment leaves either the old file or the new one.

    The temporary file lives in the same folder (a rename is only atomic within one file system).
    ``durable`` also fsyncs the data and the folder (skipped by bulk imports, which sync once at the end).
    ``before_replace`` is a test hook called with the temporary path just before the rename.  Raises
    OSError (a read-only folder, a directory where the file should be, a full disk).
    """
    payload = data.encode("utf-8") if isinstance(data, str) else data
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            if durable:
                os.fsync(fh.fileno())
        if before_replace is not None:
            before_replace(tmp)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    if durable:
        fsync_dir(path.parent)


def remove_stale_temporaries(folder: Path, name: str, older_than: float = 60.0) -> int:
    """Delete the temporary files a killed writer of ``name`` left in ``folder``; returns how many."""
    removed = 0
    now = time.time()
    with contextlib.suppress(OSError):
        for tmp in folder.glob(f".{name}.*.tmp"):
            try:
                if tmp.is_file() and now - tmp.stat().st_mtime >= older_than:
                    tmp.unlink()
                    removed += 1
            except OSError:
                continue
    return removed


# ---------------------------------------------------------------------------------------- setting aside
def aside_name(path: Path, label: str, keep_suffix: bool = False, when: str | None = None) -> Path:
    """A free name beside ``path``: ``settings.json.bad-<time>``, or with ``keep_suffix``
    ``autosave-damaged-<time>.json`` (still opens as what it is); ``-2``, ``-3``... when taken."""
    when = when or stamp()
    if keep_suffix:
        stem, suffix = f"{path.stem}-{label}-{when}", path.suffix
    else:
        stem, suffix = f"{path.name}.{label}-{when}", ""
    target = path.with_name(stem + suffix)
    n = 1
    while target.exists() or target.is_symlink():
        n += 1
        target = path.with_name(f"{stem}-{n}{suffix}")
    return target


def _move_no_clobber(src: Path, dst: Path) -> None:
    """Rename ``src`` to ``dst`` unless ``dst`` exists (a hard link first: it never replaces a file)."""
    try:
        os.link(src, dst, follow_symlinks=False)
    except FileExistsError:
        raise
    except OSError:  # no hard links here (some file systems): the name was checked free just before
        if dst.exists():
            raise FileExistsError(str(dst)) from None
        os.rename(src, dst)
        return
    os.unlink(src)


def set_aside(path: Path, label: str, keep_suffix: bool = False) -> Path:
    """Move ``path`` to a free name beside it (see :func:`aside_name`); returns it.  Raises OSError
    when it cannot be moved (a read-only folder): the caller then leaves the file alone."""
    for _ in range(100):
        target = aside_name(path, label, keep_suffix)
        try:
            _move_no_clobber(path, target)
        except FileExistsError:
            continue  # taken between the check and the move: take the next name
        return target
    raise OSError(f"no free name beside {path}")


def keep_copy(path: Path, label: str, data: bytes, keep_suffix: bool = False) -> Path:
    """Write ``data`` (the file's bytes as they were) to a free name beside ``path``; raises OSError."""
    for _ in range(100):
        target = aside_name(path, label, keep_suffix)
        try:
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            continue
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
                fh.flush()
                os.fsync(fh.fileno())
        except BaseException:
            with contextlib.suppress(OSError):
                target.unlink()
            raise
        return target
    raise OSError(f"no free name beside {path}")


# ---------------------------------------------------------------------------------------- reading JSON
class DamagedFile(ValueError):
    """A file that is not the JSON it should be; the message says where and why, in English (for the log)."""


def _no_constant(name: str) -> Any:
    raise DamagedFile(f"{name} is not a JSON number")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise DamagedFile(f"number {text[:20]}… is out of range" if len(text) > 20 else
                          f"number {text} is out of range")
    return value


def _bounded_int(text: str) -> int:
    if len(text) > 40:  # no count, size or time this application stores has 40 digits
        raise DamagedFile(f"a number of {len(text)} digits")
    return int(text)


def parse_json(data: bytes | str) -> Any:
    """The JSON value of ``data``; raises :class:`DamagedFile` for every way it can be wrong: not
    UTF-8, not JSON, nested too deeply, NaN/Infinity, a number out of range or with absurdly many digits."""
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
    except UnicodeDecodeError as exc:
        raise DamagedFile(f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite_float, parse_int=_bounded_int)
    except DamagedFile:
        raise
    except json.JSONDecodeError as exc:
        raise DamagedFile(f"line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise DamagedFile("nested too deeply") from None
    except (ValueError, OverflowError, MemoryError) as exc:
        raise DamagedFile(f"{type(exc).__name__}: {exc}") from None


def read_json(path: Path, max_bytes: int = MAX_JSON_BYTES) -> tuple[Any, bytes]:
    """(value, the file's bytes); FileNotFoundError when there is none, OSError when it cannot be read,
    :class:`DamagedFile` when it is not sound JSON (see :func:`parse_json`) or larger than ``max_bytes``."""
    with open(path, "rb") as fh:
        raw = fh.read(max_bytes + 1)
    if len(raw) > max_bytes:
        raise DamagedFile(f"larger than {max_bytes // 2 ** 20} MiB")
    return parse_json(raw), raw


def dump_json(value: Any, indent: int | None = 2, sort_keys: bool = False) -> str:
    """JSON text of ``value`` as every file here is written (UTF-8 kept, no NaN/Infinity, a final newline)."""
    if indent is None:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False, sort_keys=sort_keys, separators=(",", ":"))
    else:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False, sort_keys=sort_keys, indent=indent)
    return text + "\n"
