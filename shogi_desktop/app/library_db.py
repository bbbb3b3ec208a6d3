"""Opening the game library's SQLite index without ever damaging it or waiting long.  No Qt here.

    index = IndexFile(db_path, busy_timeout)
    conn = index.open(check=True, full_check=False, writable=True, fingerprint_of=...)
    index.read_only, index.read_only_reason, index.damaged_backup, index.created

- busy (another program holds a lock): after ``busy_timeout`` seconds it opens read-only if it can be
  read (``read_only_reason`` "in-use"), else :class:`LibraryBusy`;
- a database or folder that cannot be written opens read-only ("read-only");
- damaged (a failed ``PRAGMA quick_check``, a foreign schema, not a database): moved aside as
  ``library.db.damaged-<time>`` (with its -wal and -shm) and made afresh (``created``: the caller
  rebuilds it from the record files), unless another process has it open: then it opens read-only or
  raises :class:`LibraryBusy` (a live database is never renamed under another program);
- a version 1 index gets the columns of version 2 (``fingerprint_of(game_id)`` fills fingerprints).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import struct
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from urllib.parse import quote

from .library_records import GAME_COLUMNS
from .storage import set_aside

log = logging.getLogger(__name__)

DB_NAME = "library.db"
SCHEMA_VERSION = 2
BUSY_TIMEOUT = 0.5  # seconds a change waits for another program's lock (the window stays responsive)


SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    black TEXT NOT NULL DEFAULT '',
    white TEXT NOT NULL DEFAULT '',
    date TEXT NOT NULL DEFAULT '',
    added TEXT NOT NULL DEFAULT '',
    variant TEXT NOT NULL DEFAULT 'standard',
    addon TEXT NOT NULL DEFAULT '',
    handicap TEXT NOT NULL DEFAULT '',
    result TEXT NOT NULL DEFAULT 'unfinished',
    termination TEXT NOT NULL DEFAULT '',
    winner INTEGER,
    plies INTEGER NOT NULL DEFAULT 0,
    event TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL DEFAULT '',
    comments TEXT NOT NULL DEFAULT '',
    fingerprint TEXT NOT NULL DEFAULT '',
    pack TEXT NOT NULL DEFAULT '',
    pack_offset INTEGER NOT NULL DEFAULT 0,
    pack_length INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS tags (
    game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    tag TEXT NOT NULL,
    PRIMARY KEY (game_id, tag)
);
CREATE TABLE IF NOT EXISTS sources (
    path TEXT PRIMARY KEY,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    game_id TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_date ON games(date, added);
CREATE INDEX IF NOT EXISTS games_black ON games(black);
CREATE INDEX IF NOT EXISTS games_white ON games(white);
CREATE INDEX IF NOT EXISTS games_variant ON games(variant);
CREATE INDEX IF NOT EXISTS games_result ON games(result);
CREATE INDEX IF NOT EXISTS tags_tag ON tags(tag);
"""
V2_INDEXES = ("CREATE INDEX IF NOT EXISTS games_fingerprint ON games(fingerprint);"
               "CREATE INDEX IF NOT EXISTS games_pack ON games(pack);")
V2_COLUMNS = {"fingerprint": "TEXT NOT NULL DEFAULT ''", "pack": "TEXT NOT NULL DEFAULT ''",
               "pack_offset": "INTEGER NOT NULL DEFAULT 0", "pack_length": "INTEGER NOT NULL DEFAULT 0"}

# SQLite's primary result codes (sqlite3.Error.sqlite_errorcode & 0xff)
_BUSY_CODES = {5, 6}  # SQLITE_BUSY, SQLITE_LOCKED
_READ_ONLY_CODES = {3, 8, 14}  # SQLITE_PERM, SQLITE_READONLY, SQLITE_CANTOPEN
_DAMAGE_CODES = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB


class LibraryError(Exception):
    """A library operation that could not be done (the message names the game or file).

    ``code`` says why for the window: "" (see the message), "read-only" (the library cannot be
    written), "in-use" (another program holds it), "busy" (it held it for longer than we waited).
    """

    def __init__(self, message: str, code: str = "") -> None:
        super().__init__(message)
        self.code = code


class LibraryBusy(LibraryError):
    """Another program holds the database so that it cannot even be read now; try again later."""

    def __init__(self, message: str) -> None:
        super().__init__(message, "busy")


class Damaged(sqlite3.DatabaseError):
    """A database this version cannot use (a failed check, a foreign schema)."""


def error_kind(exc: sqlite3.Error) -> str:
    """"busy", "read-only", "damaged" or "other" for an error met while opening."""
    if isinstance(exc, Damaged):
        return "damaged"
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(exc).lower()
    if primary in _BUSY_CODES or "locked" in text or "busy" in text:
        return "busy"
    if primary in _READ_ONLY_CODES or "readonly" in text or "read-only" in text or "unable to open" in text:
        return "read-only"
    if primary in _DAMAGE_CODES or "malformed" in text or "not a database" in text:
        return "damaged"
    return "other"


def locked_by_another_process(paths: Iterable[Path]) -> bool:
    """True when another process holds a POSIX lock on one of ``paths`` (SQLite locks the database's
    lock bytes while it reads or writes, and the ``-shm`` file as long as a WAL connection is open).
    False where that cannot be asked (not Linux)."""
    if not sys.platform.startswith("linux"):
        return False
    import fcntl

    for path in paths:
        try:
            fd = os.open(path, os.O_RDONLY)
        except OSError:
            continue
        try:
            query = struct.pack("@hhqqi4x", fcntl.F_WRLCK, os.SEEK_SET, 0, 0, 0)
            answer = fcntl.fcntl(fd, fcntl.F_GETLK, query)
            if struct.unpack("@hhqqi4x", answer)[0] != fcntl.F_UNLCK:
                return True
        except OSError:
            continue
        finally:
            os.close(fd)
    return False


class IndexFile:
    """One library's ``library.db``: opened as well as it can be, and what that took."""

    def __init__(self, db_path: Path, busy_timeout: float = BUSY_TIMEOUT) -> None:
        self.db_path = db_path
        self.busy_timeout = busy_timeout
        self.read_only = False
        self.read_only_reason = ""  # "read-only" (cannot be written) or "in-use" (another program holds it)
        self.damaged_backup: Path | None = None  # where a damaged database was moved
        self.created = False  # a new, empty index: fill it from the record files

    def connect(self, mode: str = "rwc") -> sqlite3.Connection:
        uri = f"file:{quote(str(self.db_path))}?mode={mode}"
        if mode == "immutable":
            uri = f"file:{quote(str(self.db_path))}?mode=ro&immutable=1"
        conn = sqlite3.connect(uri, uri=True, timeout=self.busy_timeout, isolation_level=None,
                               check_same_thread=False)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def open(self, check: bool, full_check: bool, writable: bool,
             fingerprint_of: Callable[[str], str | None]) -> sqlite3.Connection:
        existed = self.db_path.is_file() and self.db_path.stat().st_size > 0
        if not writable:
            return self._open_read_only("read-only")
        conn: sqlite3.Connection | None = None
        try:
            conn = self.connect()
            self._prepare(conn, existed, check, full_check, fingerprint_of)
        except sqlite3.Error as exc:
            if conn is not None:
                conn.close()
            kind = error_kind(exc)
            if kind == "busy":
                return self._open_in_use(str(exc))
            if kind == "read-only":
                return self._open_read_only("read-only")
            if kind != "damaged":
                raise LibraryError(f"{self.db_path}: {exc}") from None
            if self._used_elsewhere():  # never rename a live database under another process
                return self._open_in_use(f"damaged ({exc}) and open in another program")
            try:
                self.damaged_backup = self._set_aside(str(exc))
            except OSError:
                return self._open_read_only("read-only")
            conn = self.connect()
            self._prepare(conn, False, False, False, fingerprint_of)
            existed = False
        self.created = not existed
        return conn

    def _prepare(self, conn: sqlite3.Connection, existed: bool, check: bool, full_check: bool,
                 fingerprint_of: Callable[[str], str | None]) -> None:
        if existed and check:
            pragma = "integrity_check" if full_check else "quick_check"
            rows = [r[0] for r in conn.execute(f"PRAGMA {pragma}").fetchall()]
            if rows != ["ok"]:
                raise Damaged(f"{pragma}: " + "; ".join(str(r) for r in rows[:5]))
        with contextlib.suppress(sqlite3.OperationalError):  # e.g. a file system without shared memory
            conn.execute("PRAGMA journal_mode = WAL")
        if existed:
            self._migrate(conn, fingerprint_of)
        conn.executescript("BEGIN IMMEDIATE;" + SCHEMA + V2_INDEXES + "COMMIT;")
        conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))

    @staticmethod
    def _migrate(conn: sqlite3.Connection, fingerprint_of: Callable[[str], str | None]) -> None:
        """Check the tables (missing columns are damage) and bring a version 1 index up to date."""
        columns = {r[1] for r in conn.execute("PRAGMA table_info(games)")}
        missing = [c for c in GAME_COLUMNS if c not in columns and c not in V2_COLUMNS]
        if missing:
            raise Damaged(f"the games table lacks {', '.join(missing)}")
        conn.execute("SELECT count(*) FROM tags").fetchone()
        if all(c in columns for c in V2_COLUMNS):
            return
        log.info("library: adding game fingerprints (schema 1 -> %d)", SCHEMA_VERSION)
        conn.execute("BEGIN IMMEDIATE")
        try:
            for column, kind in V2_COLUMNS.items():
                if column not in columns:
                    conn.execute(f"ALTER TABLE games ADD COLUMN {column} {kind}")
            for (gid,) in conn.execute("SELECT id FROM games").fetchall():  # each record read once, in full
                fp = fingerprint_of(gid)
                if fp:
                    conn.execute("UPDATE games SET fingerprint = ? WHERE id = ?", (fp, gid))
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def _open_in_use(self, why: str) -> sqlite3.Connection:
        """Another program holds the database: read it if we can, else LibraryBusy."""
        log.warning("library %s is in use by another program (%s)", self.db_path, why)
        try:
            conn = self.connect("ro")
            conn.execute("SELECT count(*) FROM games").fetchone()
        except sqlite3.Error as exc:
            raise LibraryBusy(f"{self.db_path} is in use by another program ({exc})") from None
        self.read_only, self.read_only_reason = True, "in-use"
        return conn

    def _open_read_only(self, reason: str) -> sqlite3.Connection:
        log.warning("library %s cannot be written: opened read-only", self.db_path)
        last: sqlite3.Error | None = None
        for mode in ("ro", "immutable"):  # immutable: a WAL database in a folder where -shm cannot be made
            try:
                conn = self.connect(mode)
                conn.execute("SELECT count(*) FROM games").fetchone()
            except sqlite3.Error as exc:
                last = exc
                continue
            self.read_only, self.read_only_reason = True, reason
            return conn
        if last is not None and error_kind(last) == "busy":
            raise LibraryBusy(f"{self.db_path} is in use by another program ({last})")
        raise LibraryError(f"{self.db_path} cannot be read ({last})", "read-only")

    def _used_elsewhere(self) -> bool:
        return locked_by_another_process([self.db_path, self.db_path.with_name(self.db_path.name + "-shm")])

    def _set_aside(self, why: str) -> Path:
        target = set_aside(self.db_path, "damaged")
        for suffix in ("-wal", "-shm", "-journal"):
            src = self.db_path.with_name(self.db_path.name + suffix)
            if src.exists():
                os.replace(src, Path(str(target) + suffix))
        log.warning("the library database was damaged (%s); kept as %s and rebuilt from the record files",
                    why, target)
        return target
