"""The game library: every finished or saved game, indexed in SQLite for search, with the records kept
as files (the source of truth the index can always be rebuilt from).

Layout in ``<user_data_dir("shogi-desktop")>/library/``::

    library.db                   SQLite index: players, date, variant, add-on, handicap, result,
                                 termination, length, tags, source path, comments, the native text
    records/ab/ab12....json      one native record per game (notation/native.py), named by game id

A record file is a plain native record that any reader opens; the library's own data travels in its
header under keys starting with ``library:`` (``library:tags`` a JSON list, ``library:added``,
``library:source``), so :meth:`Library.rebuild` restores tags too.  Those keys are taken out again
when a game is opened or exported.

Ids: a game played here keeps the id the controller gave it (saving it again replaces the entry); an
imported game's id is a hash of its content, so importing the same file twice adds it once.

Every change runs in a transaction.  On open the database is checked (``PRAGMA quick_check``, or
``integrity_check`` when asked); a damaged database (a failed check, or ``sqlite3.DatabaseError``
anywhere while opening) is moved aside as ``library.db.damaged-<time>`` and rebuilt from the record
files (:attr:`Library.damaged_backup` says where it went).  A missing database is rebuilt the same way.

A :class:`Library` object belongs to the thread that made it (sqlite3's rule); a worker thread opens its
own with ``check=False``.  No Qt here.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import re
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..core.outcome import Termination
from ..core.record import GameRecord
from ..notation import EXTENSIONS, FORMATS, KifuError, read_record, write_record
from ..notation.native import MAGIC as NATIVE_MAGIC
from ..notation.native import format_native, json_comments, parse_native, record_to_dict
from .autosave import atomic_write, data_dir

DB_NAME = "library.db"
RECORDS_DIR = "records"
SCHEMA_VERSION = 1
KEY_PREFIX = "library:"
TAGS_KEY = KEY_PREFIX + "tags"
ADDED_KEY = KEY_PREFIX + "added"
SOURCE_KEY = KEY_PREFIX + "source"
RESULT_KEY = KEY_PREFIX + "result"  # [result, termination, winner]: lets a rebuild skip replaying the moves
RESULTS = ("black", "white", "draw", "unfinished")
IMPORT_BATCH = 200

log = logging.getLogger(__name__)

_SCHEMA = """
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
    comments TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS records (
    id TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    native TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tags (
    game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    tag TEXT NOT NULL,
    PRIMARY KEY (game_id, tag)
);
CREATE INDEX IF NOT EXISTS games_date ON games(date, added);
CREATE INDEX IF NOT EXISTS games_black ON games(black);
CREATE INDEX IF NOT EXISTS games_white ON games(white);
CREATE INDEX IF NOT EXISTS games_variant ON games(variant);
CREATE INDEX IF NOT EXISTS games_result ON games(result);
CREATE INDEX IF NOT EXISTS tags_tag ON tags(tag);
"""
_GAME_COLUMNS = ("id", "black", "white", "date", "added", "variant", "addon", "handicap", "result",
                 "termination", "winner", "plies", "event", "source", "comments")


class LibraryError(Exception):
    """A library operation that could not be done (the message names the game or file)."""


def library_dir() -> Path:
    return data_dir() / "library"


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


# ---------------------------------------------------------------------------------------- values
@dataclass(frozen=True)
class GameInfo:
    """One game as the index knows it (what the library window shows)."""

    id: str
    black: str = ""
    white: str = ""
    date: str = ""  # YYYY-MM-DD: when it was played (from the record) or, for games played here, added
    added: str = ""  # ISO time it came into the library
    variant: str = "standard"  # without the add-on
    addon: str = ""  # "cards2", ... ("" none)
    handicap: str = ""  # handicap id ("" even game)
    result: str = "unfinished"  # one of RESULTS
    termination: str = ""  # Termination value ("" when the game has no ending)
    winner: int | None = None
    plies: int = 0
    event: str = ""
    source: str = ""  # the file it was imported from or saved to
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Query:
    """A search: every given criterion must hold (empty ones are ignored)."""

    player: str = ""  # part of either player's name, any case
    date_from: str = ""  # YYYY, YYYY-MM or YYYY-MM-DD, inclusive
    date_to: str = ""  # YYYY, YYYY-MM or YYYY-MM-DD, inclusive (2023-05 takes in all of May)
    variant: str = ""
    addon: str = ""
    handicap: str = ""  # a handicap id, or "even" for even games
    result: str = ""  # one of RESULTS
    tag: str = ""
    text: str = ""  # part of a comment, any case
    limit: int | None = None
    offset: int = 0


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

    @property
    def done(self) -> int:
        return len(self.added) + len(self.duplicates) + len(self.failures)


@dataclass
class ExportReport:
    written: list[Path] = field(default_factory=list)
    failures: list[tuple[str, str]] = field(default_factory=list)  # (game id, why)


# ---------------------------------------------------------------------------------------- record facts
_DATE_RE = re.compile(r"(\d{4})\s*[/\-.年]\s*(\d{1,2})\s*[/\-.月]\s*(\d{1,2})")


def header_date(header: dict[str, str]) -> str:
    """YYYY-MM-DD from the record's start (or end) time, "" when it has none."""
    for key in ("start_time", "date", "end_time"):
        m = _DATE_RE.search(header.get(key, ""))
        if m:
            y, mo, d = (int(g) for g in m.groups())
            if 1 <= mo <= 12 and 1 <= d <= 31:
                return f"{y:04d}-{mo:02d}-{d:02d}"
    return ""


def normalize_tag(tag: str) -> str:
    """Blanks folded; a tag holds no comma (lists of tags are written with commas)."""
    return " ".join(tag.replace(",", " ").split())


def normalize_tags(tags: Iterable[str]) -> tuple[str, ...]:
    """Sorted, without repeats or empty tags; ``"a, b"`` counts as two tags."""
    return tuple(sorted({t for x in tags for t in (normalize_tag(p) for p in x.split(",")) if t}))


def split_variant(variant: str) -> tuple[str, str]:
    """``"hybrid:2+cards1"`` -> ``("hybrid:2", "cards1")``."""
    base, _, addon = variant.partition("+")
    return base, addon


def result_of(record: GameRecord) -> tuple[str, str, int | None]:
    """(result, termination, winner) of the main line: its ending node, else the final position."""
    last = record.main_line()[-1]
    outcome = last.ending.outcome if last.ending is not None else None
    if outcome is None and last.parent is not None:
        try:
            outcome = record.position_at(last).outcome()
        except (ValueError, KeyError, IndexError):  # pragma: no cover - the record checked every move
            outcome = None
    if outcome is None:
        return "unfinished", "", None
    if outcome.termination is Termination.ABORT:
        return "unfinished", outcome.termination.value, None
    if outcome.winner is None:
        return "draw", outcome.termination.value, None
    return ("black" if outcome.winner == 0 else "white"), outcome.termination.value, outcome.winner


def comments_of(record: GameRecord) -> str:
    parts = [n.comment for n in record.walk() if n.comment]
    note = record.header.get("note", "")
    if note:
        parts.append(note)
    return "\n".join(parts)


def library_keys(record: GameRecord) -> dict[str, str]:
    return {k: v for k, v in record.header.items() if k.startswith(KEY_PREFIX)}


def strip_library_keys(record: GameRecord) -> GameRecord:
    for key in list(record.header):
        if key.startswith(KEY_PREFIX):
            del record.header[key]
    return record


def content_id(record: GameRecord) -> str:
    """A stable id from what the game is (start, moves, comments, header), not where it came from."""
    data = record_to_dict(record)
    data.pop("current", None)
    data["header"] = {k: v for k, v in data["header"].items() if not k.startswith(KEY_PREFIX)}
    text = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def _tags_from_header(header: dict[str, str]) -> tuple[str, ...]:
    raw = header.get(TAGS_KEY, "")
    if not raw:
        return ()
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        return normalize_tags(raw.split(","))
    if isinstance(value, list):
        return normalize_tags(str(v) for v in value)
    return ()


_ID_RE = re.compile(r"[0-9a-zA-Z_-]{6,64}\Z")


def _check_id(game_id: str) -> str:
    if not _ID_RE.match(game_id):
        raise LibraryError(f"not a game id: {game_id!r}")
    return game_id


def _like(text: str) -> str:
    return "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


_FILE_CHARS = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def _file_part(text: str, limit: int = 40) -> str:
    return _FILE_CHARS.sub("_", text).strip(" ._")[:limit]


# ---------------------------------------------------------------------------------------- the library
class Library:
    """The index and the record files of one library folder."""

    def __init__(self, root: Path | str | None = None, check: bool = True, full_check: bool = False) -> None:
        self.root = Path(root) if root is not None else library_dir()
        self.db_path = self.root / DB_NAME
        self.records_dir = self.root / RECORDS_DIR
        self.damaged_backup: Path | None = None  # where a damaged database was moved on open
        self.rebuilt = 0  # games restored from the record files on open
        self.rebuild_failures: list[ImportFailure] = []
        self.root.mkdir(parents=True, exist_ok=True)
        self.records_dir.mkdir(exist_ok=True)
        self._conn = self._open(check, full_check)

    # ------------------------------------------------------------------ opening
    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.db_path, timeout=30.0, isolation_level=None)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _open(self, check: bool, full_check: bool) -> sqlite3.Connection:
        existed = self.db_path.is_file() and self.db_path.stat().st_size > 0
        conn: sqlite3.Connection | None = None
        try:
            conn = self._connect()
            if existed and check:
                pragma = "integrity_check" if full_check else "quick_check"
                rows = [r[0] for r in conn.execute(f"PRAGMA {pragma}").fetchall()]
                if rows != ["ok"]:
                    raise sqlite3.DatabaseError(f"{pragma}: " + "; ".join(str(r) for r in rows[:5]))
            with contextlib.suppress(sqlite3.OperationalError):  # e.g. a file system without shared memory
                conn.execute("PRAGMA journal_mode = WAL")
            self._create(conn)
            if existed:
                self._check_schema(conn)
        except sqlite3.DatabaseError as exc:
            if conn is not None:
                conn.close()
            self.damaged_backup = self._set_aside(str(exc))
            conn = self._connect()
            with contextlib.suppress(sqlite3.OperationalError):
                conn.execute("PRAGMA journal_mode = WAL")
            self._create(conn)
            existed = False
        if not existed:
            self._rebuild_into(conn)
        return conn

    @staticmethod
    def _create(conn: sqlite3.Connection) -> None:
        conn.executescript("BEGIN;" + _SCHEMA + "COMMIT;")
        conn.execute("INSERT OR IGNORE INTO meta(key, value) VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))

    @staticmethod
    def _check_schema(conn: sqlite3.Connection) -> None:
        """Tables with missing columns count as damage (the file is not a library this version can use)."""
        columns = {r[1] for r in conn.execute("PRAGMA table_info(games)")}
        missing = [c for c in _GAME_COLUMNS if c not in columns]
        if missing:
            raise sqlite3.DatabaseError(f"the games table lacks {', '.join(missing)}")
        conn.execute("SELECT count(*) FROM records").fetchone()
        conn.execute("SELECT count(*) FROM tags").fetchone()

    def _set_aside(self, why: str) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.root / f"{DB_NAME}.damaged-{stamp}"
        n = 1
        while target.exists():
            n += 1
            target = self.root / f"{DB_NAME}.damaged-{stamp}-{n}"
        for suffix in ("", "-wal", "-shm", "-journal"):
            src = self.root / (DB_NAME + suffix)
            if src.exists():
                os.replace(src, Path(str(target) + suffix))
        log.warning("the library database was damaged (%s); kept as %s and rebuilt from %s",
                    why, target, self.records_dir)
        return target

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self._conn.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    # ------------------------------------------------------------------ record files
    def record_path(self, game_id: str) -> Path:
        _check_id(game_id)
        return self.records_dir / game_id[:2] / f"{game_id}.json"

    def record_files(self) -> list[Path]:
        return sorted(self.records_dir.glob("*/*.json"))

    # ------------------------------------------------------------------ adding
    def _prepare(self, record: GameRecord, game_id: str, source: str, tags: tuple[str, ...],
                 added: str) -> tuple[dict[str, Any], str]:
        """The index row and the file text of a game (its header carries the library's keys)."""
        header = record.header
        for key in list(header):
            if key.startswith(KEY_PREFIX):
                del header[key]
        row = self._row(record, game_id, source, added)
        header[ADDED_KEY] = added
        if source:
            header[SOURCE_KEY] = source
        if tags:
            header[TAGS_KEY] = json.dumps(list(tags), ensure_ascii=False)
        header[RESULT_KEY] = json.dumps([row["result"], row["termination"], row["winner"]])
        text = format_native(record, indent=None)
        strip_library_keys(record)
        return row, text

    @staticmethod
    def _row(record: GameRecord, game_id: str, source: str, added: str) -> dict[str, Any]:
        variant, addon = split_variant(record.variant)
        result, termination, winner = result_of(record)
        date = header_date(record.header) or ("" if source else added[:10])
        plies = sum(1 for n in record.main_line() if n.parent is not None and n.ending is None)
        return {"id": game_id, "black": record.header.get("black", ""), "white": record.header.get("white", ""),
                "date": date, "added": added, "variant": variant, "addon": addon,
                "handicap": record.handicap or "", "result": result, "termination": termination,
                "winner": winner, "plies": plies, "event": record.header.get("event", ""), "source": source,
                "comments": comments_of(record)}

    @staticmethod
    def _insert(conn: sqlite3.Connection, row: dict[str, Any], text: str, tags: tuple[str, ...]) -> None:
        conn.execute("DELETE FROM games WHERE id = ?", (row["id"],))
        conn.execute(f"INSERT INTO games({', '.join(_GAME_COLUMNS)}) VALUES ({', '.join('?' * len(_GAME_COLUMNS))})",
                     [row[c] for c in _GAME_COLUMNS])
        conn.execute("INSERT INTO records(id, native) VALUES (?, ?)", (row["id"], text))
        conn.executemany("INSERT OR IGNORE INTO tags(game_id, tag) VALUES (?, ?)", [(row["id"], t) for t in tags])

    def add(self, record: GameRecord, source: str | os.PathLike[str] | None = None,
            tags: Iterable[str] | None = None, game_id: str | None = None) -> str:
        """Index ``record`` (a finished or saved game) and keep its file; returns its id.

        With ``game_id`` (a game played here) an earlier entry of the same game is replaced, keeping its
        tags unless ``tags`` is given; without it the id comes from the content and adding the same game
        again changes nothing but its source and tags.
        """
        gid = _check_id(game_id) if game_id else content_id(record)
        old = self.get(gid)
        tag_set = normalize_tags(tags) if tags is not None else (old.tags if old else ())
        src = os.fspath(source) if source is not None else (old.source if old else "")
        added = old.added if old else _now()
        header = dict(record.header)  # _prepare writes the library's keys into it for a moment
        try:
            row, text = self._prepare(record, gid, src, tag_set, added)
        finally:
            record.header.clear()
            record.header.update(header)
        with self._transaction() as conn:
            self._insert(conn, row, text, tag_set)
            atomic_write(self.record_path(gid), text)
        return gid

    # ------------------------------------------------------------------ reading
    def __len__(self) -> int:
        return int(self._conn.execute("SELECT count(*) FROM games").fetchone()[0])

    def __contains__(self, game_id: object) -> bool:
        return isinstance(game_id, str) and self._conn.execute(
            "SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is not None

    _SELECT = ("SELECT id, black, white, date, added, variant, addon, handicap, result, termination, winner, "
               "plies, event, source, (SELECT group_concat(tag, char(10)) FROM tags WHERE game_id = games.id) "
               "FROM games")

    @staticmethod
    def _info(row: Sequence[Any]) -> GameInfo:
        tags = tuple(sorted(row[14].split("\n"))) if row[14] else ()
        (gid, black, white, date, added, variant, addon, handicap, result, termination, winner, plies, event,
         source) = row[:14]
        return GameInfo(gid, black, white, date, added, variant, addon, handicap, result, termination, winner,
                        plies, event, source, tags)

    def get(self, game_id: str) -> GameInfo | None:
        row = self._conn.execute(self._SELECT + " WHERE id = ?", (game_id,)).fetchone()
        return self._info(row) if row is not None else None

    def record_text(self, game_id: str) -> str:
        """The native text of a game (from the index; from its file if the index lost it)."""
        row = self._conn.execute("SELECT native FROM records WHERE id = ?", (game_id,)).fetchone()
        if row is not None:
            return str(row[0])
        path = self.record_path(game_id)
        try:
            return path.read_text(encoding="utf-8")
        except OSError as exc:
            raise LibraryError(f"game {game_id}: no record ({exc})") from None

    def record(self, game_id: str) -> GameRecord:
        """The game, ready to open (without the library's header keys)."""
        text = self.record_text(game_id)
        try:
            return strip_library_keys(parse_native(text))
        except KifuError as exc:
            raise LibraryError(f"game {game_id}: {exc}") from None

    def _where(self, q: Query) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        args: list[Any] = []
        if q.player.strip():
            like = _like(q.player.strip())
            clauses.append("(black LIKE ? ESCAPE '\\' OR white LIKE ? ESCAPE '\\')")
            args += [like, like]
        if q.date_from:
            clauses.append("date != '' AND date >= ?")
            args.append(q.date_from)
        if q.date_to:
            clauses.append("date != '' AND date <= ?")
            args.append(q.date_to if len(q.date_to) >= 10 else q.date_to + "\uffff")
        if q.variant:
            clauses.append("variant = ?")
            args.append(q.variant)
        if q.addon:
            clauses.append("addon = ?")
            args.append(q.addon)
        if q.handicap:
            clauses.append("handicap = ?")
            args.append("" if q.handicap == "even" else q.handicap)
        if q.result:
            clauses.append("result = ?")
            args.append(q.result)
        if q.tag.strip():
            clauses.append("id IN (SELECT game_id FROM tags WHERE tag = ?)")
            args.append(normalize_tag(q.tag))
        if q.text.strip():
            clauses.append("comments LIKE ? ESCAPE '\\'")
            args.append(_like(q.text.strip()))
        return (" WHERE " + " AND ".join(clauses)) if clauses else "", args

    def search(self, query: Query | None = None) -> list[GameInfo]:
        """The games matching ``query``, newest first."""
        q = query or Query()
        where, args = self._where(q)
        sql = self._SELECT + where + " ORDER BY date DESC, added DESC, id"
        if q.limit is not None:
            sql += " LIMIT ? OFFSET ?"
            args += [q.limit, q.offset]
        return [self._info(r) for r in self._conn.execute(sql, args)]

    def count(self, query: Query | None = None) -> int:
        where, args = self._where(query or Query())
        return int(self._conn.execute("SELECT count(*) FROM games" + where, args).fetchone()[0])

    def tags(self) -> list[str]:
        return [r[0] for r in self._conn.execute("SELECT DISTINCT tag FROM tags ORDER BY tag")]

    def variants(self) -> list[str]:
        return [r[0] for r in self._conn.execute("SELECT DISTINCT variant FROM games ORDER BY variant")]

    def handicaps(self) -> list[str]:
        """The handicap ids that occur ("" for even games)."""
        return [r[0] for r in self._conn.execute("SELECT DISTINCT handicap FROM games ORDER BY handicap")]

    def addons(self) -> list[str]:
        return [r[0] for r in self._conn.execute("SELECT DISTINCT addon FROM games WHERE addon != '' ORDER BY addon")]

    # ------------------------------------------------------------------ tags and deleting
    def set_tags(self, game_id: str, tags: Iterable[str]) -> tuple[str, ...]:
        """Replace the tags of a game (in the index and in its record file)."""
        tag_set = normalize_tags(tags)
        text = self.record_text(game_id)
        try:
            record = parse_native(text)
        except KifuError as exc:
            raise LibraryError(f"game {game_id}: {exc}") from None
        if tag_set:
            record.header[TAGS_KEY] = json.dumps(list(tag_set), ensure_ascii=False)
        else:
            record.header.pop(TAGS_KEY, None)
        new_text = format_native(record, indent=None)
        with self._transaction() as conn:
            if conn.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
                raise LibraryError(f"game {game_id} is not in the library")
            conn.execute("DELETE FROM tags WHERE game_id = ?", (game_id,))
            conn.executemany("INSERT INTO tags(game_id, tag) VALUES (?, ?)", [(game_id, t) for t in tag_set])
            conn.execute("UPDATE records SET native = ? WHERE id = ?", (new_text, game_id))
            atomic_write(self.record_path(game_id), new_text)
        return tag_set

    def add_tag(self, game_ids: Iterable[str], tag: str) -> None:
        for gid in game_ids:
            info = self.get(gid)
            if info is not None:
                self.set_tags(gid, [*info.tags, tag])

    def remove_tag(self, game_ids: Iterable[str], tag: str) -> None:
        name = normalize_tag(tag)
        for gid in game_ids:
            info = self.get(gid)
            if info is not None and name in info.tags:
                self.set_tags(gid, [t for t in info.tags if t != name])

    def delete(self, game_ids: Iterable[str]) -> int:
        """Remove games from the library (index and record files); returns how many were there."""
        ids = [g for g in game_ids if _ID_RE.match(g)]
        with self._transaction() as conn:
            removed = 0
            for gid in ids:
                removed += conn.execute("DELETE FROM games WHERE id = ?", (gid,)).rowcount
        for gid in ids:
            with contextlib.suppress(FileNotFoundError):
                self.record_path(gid).unlink()
        return removed

    # ------------------------------------------------------------------ export
    def export_name(self, info: GameInfo, fmt: str) -> str:
        parts = [info.date or info.added[:10], info.black, "-", info.white]
        stem = _file_part("_".join(p for p in parts if p).replace("_-_", "-"), 80) or "game"
        return f"{stem}_{info.id[:8]}{FORMATS[fmt].extensions[0]}"

    def export(self, game_ids: Iterable[str], folder: Path | str, fmt: str = "kifu") -> ExportReport:
        """Write each game to ``folder`` in ``fmt`` (a notation format id); failures are reported."""
        if fmt not in FORMATS:
            raise LibraryError(f"unknown format {fmt!r} (known: {', '.join(FORMATS)})")
        out = Path(folder)
        report = ExportReport()
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise LibraryError(f"{out}: {exc}") from None
        for gid in game_ids:
            info = self.get(gid)
            if info is None:
                report.failures.append((gid, "not in the library"))
                continue
            try:
                data = write_record(self.record(gid), fmt)
                path = out / self.export_name(info, fmt)
                atomic_write(path, data, durable=False)
            except (LibraryError, ValueError, OSError) as exc:  # KifuError is a ValueError
                report.failures.append((gid, str(exc)))
                continue
            report.written.append(path)
        return report

    # ------------------------------------------------------------------ import
    @staticmethod
    def kifu_files(folder: Path | str, recursive: bool = True) -> list[Path]:
        """The files of ``folder`` whose extension is a kifu format's, sorted."""
        base = Path(folder)
        pattern = "**/*" if recursive else "*"
        return sorted(p for p in base.glob(pattern) if p.suffix.lower() in EXTENSIONS and p.is_file())

    def import_files(self, files: Sequence[Path], progress: Callable[[int, int, str], None] | None = None,
                     should_cancel: Callable[[], bool] | None = None) -> ImportReport:
        """Read and index ``files`` (read_record on each); every failure is reported with its line and
        column.  Batches of games are committed together; ``should_cancel`` stops between files (what was
        read so far is kept)."""
        report = ImportReport(total=len(files))
        batch: list[tuple[dict[str, Any], str, Path]] = []
        seen: set[str] = set()
        added = _now()
        for i, path in enumerate(files):
            if should_cancel is not None and should_cancel():
                report.cancelled = True
                break
            try:
                record = read_record(path.read_bytes(), name=path.name)
            except KifuError as exc:
                report.failures.append(ImportFailure(str(path), exc.line, exc.column, exc.message, exc.format))
            except OSError as exc:
                report.failures.append(ImportFailure(str(path), 0, 0, exc.strerror or str(exc)))
            except RecursionError:
                report.failures.append(ImportFailure(str(path), 0, 0, "nested too deeply"))
            else:
                strip_library_keys(record)
                gid = content_id(record)
                if gid in seen or gid in self:
                    report.duplicates.append(str(path))
                else:
                    seen.add(gid)
                    row, text = self._prepare(record, gid, str(path), (), added)
                    batch.append((row, text, path))
            if len(batch) >= IMPORT_BATCH:
                self._commit_batch(batch, report)
            if progress is not None:
                progress(i + 1, len(files), str(path))
        self._commit_batch(batch, report)
        return report

    def _commit_batch(self, batch: list[tuple[dict[str, Any], str, Path]], report: ImportReport) -> None:
        if not batch:
            return
        for row, text, _path in batch:  # the files first: they are the source of truth
            atomic_write(self.record_path(row["id"]), text, durable=False)
        if hasattr(os, "sync"):
            os.sync()
        with self._transaction() as conn:
            for row, text, _path in batch:
                self._insert(conn, row, text, ())
        report.added.extend(row["id"] for row, _t, _p in batch)
        batch.clear()

    def import_folder(self, folder: Path | str, progress: Callable[[int, int, str], None] | None = None,
                      should_cancel: Callable[[], bool] | None = None, recursive: bool = True) -> ImportReport:
        base = Path(folder)
        if not base.is_dir():
            raise LibraryError(f"{base}: not a folder")
        return self.import_files(self.kifu_files(base, recursive), progress, should_cancel)

    # ------------------------------------------------------------------ rebuilding
    def rebuild(self) -> int:
        """Empty the index and fill it again from the record files; returns the number of games."""
        with self._transaction() as conn:
            conn.execute("DELETE FROM games")
        self._rebuild_into(self._conn)
        return self.rebuilt

    def _rebuild_into(self, conn: sqlite3.Connection) -> None:
        files = self.record_files()
        self.rebuilt = 0
        self.rebuild_failures = []
        if not files:
            return
        conn.execute("BEGIN IMMEDIATE")
        try:
            for path in files:
                gid = path.stem
                if not _ID_RE.match(gid):
                    continue
                try:
                    text = path.read_text(encoding="utf-8")
                    fast = _row_from_text(text, gid)
                    if fast is not None:
                        row, tags = fast
                    else:
                        record = parse_native(text)
                        meta = library_keys(record)
                        tags = _tags_from_header(record.header)
                        strip_library_keys(record)
                        row = self._row(record, gid, meta.get(SOURCE_KEY, ""), meta.get(ADDED_KEY, "") or _now())
                except (OSError, UnicodeDecodeError, KifuError) as exc:
                    line, col = (exc.line, exc.column) if isinstance(exc, KifuError) else (0, 0)
                    self.rebuild_failures.append(ImportFailure(str(path), line, col, str(exc), "json"))
                    log.warning("library rebuild: %s is unreadable: %s", path, exc)
                    continue
                self._insert(conn, row, text, tags)
                self.rebuilt += 1
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
        log.info("library: %d games indexed from %s", self.rebuilt, self.records_dir)


def _json_comments(data: dict[str, Any]) -> list[str]:
    """The comments of a native record's JSON in the order of GameRecord.walk() (as comments_of())."""
    return json_comments(data)


def _row_from_text(text: str, gid: str) -> tuple[dict[str, Any], tuple[str, ...]] | None:
    """The index row of a record file written by this library, read from its JSON without replaying the
    moves (None when the file lacks the library's saved facts: the caller parses it in full).

    The moves were checked when the game was added, and are checked again when it is opened.
    """
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != NATIVE_MAGIC:
            return None
        header = data.get("header") or {}
        if not isinstance(header, dict) or not all(isinstance(v, str) for v in header.values()):
            return None
        result, termination, winner = json.loads(header[RESULT_KEY])
        variant = data.get("variant", "standard")
        handicap = data.get("handicap") or ""
        if (result not in RESULTS or not isinstance(termination, str) or winner not in (None, 0, 1)
                or not isinstance(variant, str) or not isinstance(handicap, str)):
            return None
        plies = 0
        main = data.get("moves") or []
        if not isinstance(main, list):
            return None
        for entry in main:
            if not isinstance(entry, dict) or "action" not in entry:
                break
            plies += 1
        comments = _json_comments(data)
    except (KeyError, TypeError, ValueError, RecursionError):
        return None
    if header.get("note"):
        comments.append(header["note"])
    base, addon = split_variant(variant)
    source = header.get(SOURCE_KEY, "")
    added = header.get(ADDED_KEY, "") or _now()
    row = {"id": gid, "black": header.get("black", ""), "white": header.get("white", ""),
           "date": header_date(header) or ("" if source else added[:10]), "added": added, "variant": base,
           "addon": addon, "handicap": handicap, "result": result, "termination": termination,
           "winner": winner, "plies": plies, "event": header.get("event", ""), "source": source,
           "comments": "\n".join(comments)}
    return row, _tags_from_header(header)
