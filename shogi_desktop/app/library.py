"""The game library: every finished or saved game, indexed in SQLite for search, with the records kept
as files (the source of truth the index can always be rebuilt from).

Layout in ``<user_data_dir("shogi-desktop")>/library/``::

    library.db                   SQLite index: players, date, variant, add-on, handicap, result,
                                 termination, length, tags, source path, comments, fingerprint
    records/ab/ab12....json      one native record per game (library_records.py), named by game id

Ids: a game played here keeps the id the controller gave it (saving it again replaces the entry); an
imported game's id is its fingerprint (library_records.py), so the same game is listed once however
often and from whichever files it is imported.  A record file is written before its index row, so an
index that misses rows (an import killed between commits, a database that was busy) is completed from
the files when the library opens (:attr:`Library.recovered`).

Opening never renames a database another program uses and never waits long (library_db.py): busy, it
opens read-only (:attr:`Library.read_only_reason` ``"in-use"``) or raises :class:`LibraryBusy`; not
writable, it opens read-only (``"read-only"``); damaged, it is set aside (:attr:`Library.damaged_backup`)
and rebuilt from the record files.

A read-only library answers every search; changes raise :class:`LibraryError`.  A :class:`Library`
object is used by one thread at a time (a worker thread opens its own).  No Qt here.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..core.record import GameRecord
from ..notation import EXTENSIONS, FORMATS, KifuError, write_record
from ..notation.native import read_native
from .library_db import BUSY_TIMEOUT, DB_NAME, IndexFile, LibraryBusy, LibraryError, error_kind
from .library_import import FileResult, ImportFailure, ImportReport, read_files
from .library_records import (
    ADDED_KEY,
    GAME_COLUMNS,
    KIFU_MAGIC,
    SOURCE_KEY,
    TAGS_KEY,
    game_fingerprint,
    header_date,
    index_row,
    is_game_id,
    library_keys,
    normalize_tag,
    normalize_tags,
    prepare_record,
    record_from_text,
    result_of,
    row_from_text,
    strip_library_keys,
    tags_from_header,
)
from .library_store import RecordStore
from .storage import atomic_write, data_dir

__all__ = ["DB_NAME", "GameInfo", "ImportFailure", "ImportReport", "Library", "LibraryBusy", "LibraryError",
           "Query", "content_id", "header_date", "keep_record_file", "library_dir", "result_of"]

content_id = game_fingerprint

IMPORT_BATCH = 1000  # games written and committed together (an interrupted import redoes at most these)
PENDING_IMPORT_KEY = "pending_import"

log = logging.getLogger(__name__)


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


@dataclass
class ExportReport:
    written: list[Path] = field(default_factory=list)
    failures: list[tuple[str, str]] = field(default_factory=list)  # (game id, why)


def keep_record_file(root: Path | str, record: GameRecord, game_id: str, source: str | None = None) -> Path:
    """Write a game's record file without the index (held by another program): the library lists it the
    next time it opens (see :meth:`Library._index_orphans`).  Raises OSError."""
    store = RecordStore(Path(root))
    _check_id(game_id)
    _row, text = prepare_record(record, game_id, source or "", (), _now())
    store.write_game(game_id, text)
    return store.path(game_id)


def _path_order(path: Path) -> tuple[str, ...]:
    """The key that sorts paths as Path's own comparisons do (part by part, case-folded where the system
    folds case)."""
    return tuple(map(os.path.normcase, path.parts))


def _kifu_paths(top: str, recursive: bool) -> list[str]:
    """The paths of the files under ``top`` with a kifu extension, as ``Path(top).glob("**/*")`` (or ``"*"``)
    filtered by ``suffix`` and ``is_file()`` finds them: hidden ones too, a link to a file too, a link to a
    folder not entered, unreadable folders passed over; in one directory listing per folder (the type
    of an entry comes with the listing: glob and is_file asked the system for each file, a fifth of a
    second for 10,000 files)."""
    found: list[str] = []
    folders = [top]
    while folders:
        try:
            entries = os.scandir(folders.pop())
        except OSError:
            continue
        with entries:
            for entry in entries:
                name = entry.name
                dot = name.rfind(".")
                try:
                    if entry.is_dir(follow_symlinks=False):
                        if recursive:
                            folders.append(entry.path)
                    elif 0 < dot < len(name) - 1 and name[dot:].lower() in EXTENSIONS and entry.is_file():
                        found.append(entry.path)
                except OSError:
                    continue
    return found


def _like(text: str) -> str:
    return "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


_FILE_BAD = str.maketrans({c: "_" for c in '\\/:*?"<>|' + "".join(chr(i) for i in range(32))})


def _file_part(text: str, limit: int = 40) -> str:
    return text.translate(_FILE_BAD).strip(" ._")[:limit]


def _check_id(game_id: str) -> str:
    if not is_game_id(game_id):
        raise LibraryError(f"not a game id: {game_id!r}")
    return game_id


# ---------------------------------------------------------------------------------------- the library
class Library:
    """The index and the record files of one library folder."""

    def __init__(self, root: Path | str | None = None, check: bool = True, full_check: bool = False,
                 busy_timeout: float = BUSY_TIMEOUT) -> None:
        self.root = Path(root) if root is not None else library_dir()
        self.db_path = self.root / DB_NAME
        self.store = RecordStore(self.root)
        self.records_dir = self.store.dir
        self._pack_columns: bool | None = None
        self.rebuilt = 0  # games restored from the record files on open
        self.rebuild_failures: list[ImportFailure] = []
        self.recovered = 0  # games whose record files had no index row, found and indexed on open
        self.closed = False
        writable = True
        try:
            self.store.make_folders()
        except OSError as exc:
            if not self.db_path.is_file():
                raise LibraryError(f"{self.root}: the library folder cannot be made ({exc.strerror or exc})",
                                   "read-only") from None
            writable = False
        if writable and not os.access(self.root, os.W_OK):
            writable = False
        self._index = IndexFile(self.db_path, busy_timeout)
        self._conn = self._index.open(check, full_check, writable, self._fingerprint_of)
        self.read_only = self._index.read_only
        self.read_only_reason = self._index.read_only_reason  # "read-only", or "in-use": another program has it
        self.damaged_backup = self._index.damaged_backup  # where a damaged database was moved on open
        if self._index.created:
            self._rebuild_into(self._conn)
        elif not self.read_only:
            self._index_orphans()

    # ------------------------------------------------------------------ opening
    def _fingerprint_of(self, game_id: str) -> str | None:
        """The fingerprint of a game's own record file, read in full (a version 1 index's migration)."""
        if not is_game_id(game_id) or not self.store.path(game_id).is_file():
            return None
        entry = self._row_of_file(self.store.path(game_id), [])
        return None if entry is None else str(entry[0]["fingerprint"])

    def close(self) -> None:
        self.closed = True
        with contextlib.suppress(sqlite3.Error):
            self._conn.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def _writable(self) -> None:
        if self.read_only:
            if self.read_only_reason == "in-use":
                raise LibraryError(f"{self.db_path} is in use by another program; it was opened read-only",
                                   "in-use")
            raise LibraryError(f"{self.db_path} cannot be written; it was opened read-only", "read-only")

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self._writable()
        conn = self._conn
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            if error_kind(exc) == "busy":
                raise LibraryError(f"{self.db_path} is in use by another program; try again", "busy") from None
            raise
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    # ------------------------------------------------------------------ record files
    def record_path(self, game_id: str) -> Path:
        """The game's own record file (imported games live in a pack until their tags change)."""
        return self.store.path(_check_id(game_id))

    def record_files(self) -> list[Path]:
        """Every game's own record file, sorted (packs not included)."""
        return self.store.game_files()

    def _index_orphans(self) -> None:
        """Index what has no row: games' own files and packs written by a save or an import that was
        interrupted (or found the index busy) before its rows were committed.  Cheap: one listing of
        the record folders, the packs folder, and two queries."""
        known = {r[0] for r in self._conn.execute("SELECT id FROM games")}
        orphans = [p for p in self.record_files() if p.stem not in known and is_game_id(p.stem)]
        referenced = {r[0] for r in self._conn.execute("SELECT DISTINCT pack FROM games WHERE pack != ''")}
        packs = [p for p in self.store.packs() if p not in referenced]
        if not orphans and not packs:
            return
        try:
            with self._transaction() as conn:
                for pack in packs:
                    self.recovered += self._index_pack(conn, pack, known)
                for path in orphans:
                    entry = self._row_of_file(path, [])
                    if entry is None:
                        self._keep_damaged_record(path)
                        continue
                    self._insert(conn, entry[0], entry[1])
                    known.add(path.stem)
                    self.recovered += 1
        except LibraryError as exc:  # busy now: the next opening indexes them
            log.warning("library: record files not indexed yet: %s", exc)
            return
        if self.recovered:
            log.warning("library: %d games had no index row; indexed them", self.recovered)

    def _index_pack(self, conn: sqlite3.Connection, pack: str, known: set[str]) -> int:
        """Index the lines of ``pack`` that have no row, no own file and no tombstone; returns how many."""
        count = 0
        try:
            for gid, text, offset, length in self.store.pack_entries(pack):
                if gid in known or self.store.is_deleted(gid) or self.store.path(gid).exists():
                    continue
                fast = row_from_text(text, gid, _now())
                if fast is None:
                    continue
                self._insert(conn, fast[0], fast[1], (pack, offset, length))
                known.add(gid)
                count += 1
        except OSError as exc:
            log.warning("library: pack %s cannot be read: %s", pack, exc)
        return count

    def _keep_damaged_record(self, path: Path) -> None:
        """A record file that cannot be read (torn by a kill before it was synced): set aside, never deleted."""
        try:
            kept = self.store.set_aside(path)
        except OSError as exc:
            log.warning("library: %s is unreadable and could not be moved aside: %s", path, exc)
            return
        log.warning("library: %s is unreadable; kept as %s", path, kept)

    def _row_of_file(self, path: Path, failures: list[ImportFailure]) -> tuple[dict[str, Any], tuple[str, ...]] | None:
        """The index row and tags of a record file (None when it cannot be read: noted in ``failures``)."""
        gid = path.stem
        try:
            text = path.read_text(encoding="utf-8")
            fast = row_from_text(text, gid, _now())
            if fast is not None:
                return fast
            data = json.loads(text)
            record = read_native(data) if not isinstance(data, dict) or data.get("format") != KIFU_MAGIC else \
                record_from_text(text)
        except (OSError, ValueError, RecursionError) as exc:  # ValueError: KifuError, JSON, UTF-8
            line, col = (exc.line, exc.column) if isinstance(exc, KifuError) else (0, 0)
            failures.append(ImportFailure(str(path), line, col, str(exc), "json"))
            log.warning("library: %s is unreadable: %s", path, exc)
            return None
        meta = library_keys(record)
        tags = tags_from_header(record.header)
        strip_library_keys(record)
        return index_row(record, gid, meta.get(SOURCE_KEY, ""), meta.get(ADDED_KEY, "") or _now()), tags

    # ------------------------------------------------------------------ adding
    _INSERT = (f"INSERT INTO games({', '.join(GAME_COLUMNS)}, pack, pack_offset, pack_length) "
               f"VALUES ({', '.join('?' * (len(GAME_COLUMNS) + 3))})")

    @classmethod
    def _insert(cls, conn: sqlite3.Connection, row: dict[str, Any], tags: tuple[str, ...],
                where: tuple[str, int, int] = ("", 0, 0)) -> None:
        """Index a game; ``where`` is its place in a pack ("" when it has its own file)."""
        conn.execute("DELETE FROM games WHERE id = ?", (row["id"],))
        conn.execute(cls._INSERT, [*(row[c] for c in GAME_COLUMNS), *where])
        conn.executemany("INSERT OR IGNORE INTO tags(game_id, tag) VALUES (?, ?)", [(row["id"], t) for t in tags])

    def add(self, record: GameRecord, source: str | os.PathLike[str] | None = None,
            tags: Iterable[str] | None = None, game_id: str | None = None) -> str:
        """Index ``record`` (a finished or saved game) and keep its file; returns its id.

        With ``game_id`` (a game played here) an earlier entry of the same game is replaced, keeping its
        tags unless ``tags`` is given; without it the id is the game's fingerprint and adding the same
        game again changes nothing but its source and tags.  A game that is already listed under another
        id (imported before it was opened and saved here) keeps that entry.  The record file is written
        first: if the index cannot be written now, the file is indexed when the library next opens.
        """
        if self.read_only and self.read_only_reason != "in-use":
            self._writable()
        gid = _check_id(game_id) if game_id else game_fingerprint(record)
        old = self.get(gid)
        if old is None:
            same = self._conn.execute("SELECT id FROM games WHERE fingerprint = ? AND fingerprint != '' LIMIT 1",
                                      (game_fingerprint(record),)).fetchone()
            if same is not None:
                gid, old = same[0], self.get(same[0])
        tag_set = normalize_tags(tags) if tags is not None else (old.tags if old else ())
        src = os.fspath(source) if source is not None else (old.source if old else "")
        added = old.added if old else _now()
        row, text = prepare_record(record, gid, src, tag_set, added)
        path = self.record_path(gid)
        previous = path.read_bytes() if path.is_file() else None
        if self.read_only and previous is not None:
            self._writable()  # the index describes that file: leave both as they are
        self.store.write_game(gid, text)
        if self.read_only:  # another program holds the index: the file is indexed when it opens again
            self._writable()
        try:
            with self._transaction() as conn:
                self._insert(conn, row, tag_set)
        except LibraryError:
            if previous is None:
                raise  # the new file is indexed when the library opens again
            atomic_write(path, previous)  # the index still describes the old file: keep them equal
            raise
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
        """The record text of a game: its own file, else its line in a pack (a version 1 index also kept
        it inside)."""
        path = self.record_path(game_id)
        try:
            return path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            problem: Exception = exc
        row = self._conn.execute("SELECT pack, pack_offset, pack_length FROM games WHERE id = ?",
                                 (game_id,)).fetchone() if self._has_pack_columns() else None
        if row is not None and row[0]:
            try:
                return self.store.read_pack_entry(row[0], row[1], row[2])
            except (OSError, ValueError) as exc:
                problem = exc
        with contextlib.suppress(sqlite3.Error):
            old = self._conn.execute("SELECT native FROM records WHERE id = ?", (game_id,)).fetchone()
            if old is not None:
                return str(old[0])
        raise LibraryError(f"game {game_id}: no record ({problem})")

    def _has_pack_columns(self) -> bool:
        if self._pack_columns is None:
            self._pack_columns = "pack" in {r[1] for r in self._conn.execute("PRAGMA table_info(games)")}
        return self._pack_columns

    def record(self, game_id: str) -> GameRecord:
        """The game, ready to open (without the library's header keys)."""
        text = self.record_text(game_id)
        try:
            return record_from_text(text)
        except KifuError as exc:
            raise LibraryError(f"game {game_id}: {exc}") from None
        except RecursionError:
            raise LibraryError(f"game {game_id}: its record is nested too deeply") from None

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
        self._writable()
        tag_set = normalize_tags(tags)
        text = self.record_text(game_id)
        try:
            data = json.loads(text)
            header = data["header"]
            if not isinstance(header, dict):
                raise TypeError("the header is not an object")
        except (ValueError, KeyError, TypeError, RecursionError) as exc:
            raise LibraryError(f"game {game_id}: its record file cannot be read ({exc})") from None
        if tag_set:
            header[TAGS_KEY] = json.dumps(list(tag_set), ensure_ascii=False)
        else:
            header.pop(TAGS_KEY, None)
        data.pop("id", None)  # a pack line's
        new_text = json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
        with self._transaction() as conn:
            if conn.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
                raise LibraryError(f"game {game_id} is not in the library")
            conn.execute("DELETE FROM tags WHERE game_id = ?", (game_id,))
            conn.executemany("INSERT INTO tags(game_id, tag) VALUES (?, ?)", [(game_id, t) for t in tag_set])
            self.store.write_game(game_id, new_text)  # from now on the game's own file wins over its pack line
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
        """Remove games from the library; returns how many were there.  Their own record files go and a
        tombstone hides their pack lines, so a rebuilt index leaves them out too; a pack nobody refers
        to any more is removed."""
        ids = [g for g in game_ids if is_game_id(g)]
        with self._transaction() as conn:
            packs = {r[0] for gid in ids for r in conn.execute("SELECT pack FROM games WHERE id = ? AND pack != ''",
                                                                (gid,))}
            for gid in ids:  # tombstones first (durable): a crash before the commit leaves them listed
                self.store.mark_deleted(gid)
            removed = 0
            for gid in ids:
                removed += conn.execute("DELETE FROM games WHERE id = ?", (gid,)).rowcount
                conn.execute("DELETE FROM sources WHERE game_id = ?", (gid,))
            empty = [p for p in packs if conn.execute("SELECT 1 FROM games WHERE pack = ? LIMIT 1", (p,)).fetchone()
                     is None]
        for pack in empty:
            self.store.remove_pack(pack)
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
            except (LibraryError, ValueError, OSError, RecursionError) as exc:  # KifuError is a ValueError
                report.failures.append((gid, str(exc)))
                continue
            report.written.append(path)
        return report

    # ------------------------------------------------------------------ import
    @staticmethod
    def kifu_files(folder: Path | str, recursive: bool = True) -> list[Path]:
        """The files of ``folder`` whose extension is a kifu format's, sorted."""
        files = list(map(Path, _kifu_paths(str(Path(folder)), recursive)))
        return sorted(files, key=_path_order)  # (the order of Path's comparisons, without a call per comparison)

    def pending_import(self) -> str:
        """The folder of an import that was cancelled or interrupted ("" when none)."""
        row = self._conn.execute("SELECT value FROM meta WHERE key = ?", (PENDING_IMPORT_KEY,)).fetchone()
        return str(row[0]) if row is not None else ""

    def _set_pending_import(self, folder: str) -> None:
        with self._transaction() as conn:
            if folder:
                conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (PENDING_IMPORT_KEY, folder))
            else:
                conn.execute("DELETE FROM meta WHERE key = ?", (PENDING_IMPORT_KEY,))

    def import_files(self, files: Sequence[Path], progress: Callable[[int, int, str], None] | None = None,
                     should_cancel: Callable[[], bool] | None = None, workers: int | None = None) -> ImportReport:
        """Read and index ``files``; every file is tried and each failure is reported with its line, column
        and reason.  Files imported before and unchanged since (same path, size and time) are not read
        again; the same game in two files is added once.  Batches of games are written (record files,
        synced) and then committed together; ``should_cancel`` stops between files, keeping what was
        read.  ``workers`` processes read the files (see library_import.read_files)."""
        self._writable()
        report = ImportReport(total=len(files))
        known = {r[0]: (r[1], r[2]) for r in self._conn.execute("SELECT path, size, mtime_ns FROM sources")}
        batch: list[tuple[dict[str, Any], str, tuple[str, int, int]]] = []
        done_sources: list[tuple[str, int, int, str]] = []
        seen: dict[str, str] = {}  # fingerprint -> id, in this import
        to_read: list[str] = []
        stats: dict[str, tuple[int, int]] = {}
        for path in files:
            name = str(path)
            try:
                st = os.stat(name)
            except OSError:
                to_read.append(name)  # read_file reports why
                continue
            stats[name] = (st.st_size, st.st_mtime_ns)
            if known.get(name) == stats[name]:
                report.duplicates.append(name)
                report.skipped += 1
            else:
                to_read.append(name)
        if progress is not None and report.skipped:
            progress(report.skipped, report.total, "")
        added = _now()
        cancelled = lambda: should_cancel is not None and should_cancel()  # noqa: E731
        results = read_files(to_read, added, workers, cancelled)
        done = report.skipped
        try:
            for result in results:
                self._take(result, report, batch, done_sources, seen, stats)
                done += 1
                if len(batch) >= IMPORT_BATCH:
                    self._commit_batch(batch, done_sources, report)
                if progress is not None:
                    progress(done, report.total, result.path)
                if cancelled():
                    break
        finally:
            results.close()
            self._commit_batch(batch, done_sources, report)
        report.cancelled = report.done < report.total
        return report

    def _take(self, result: FileResult, report: ImportReport, batch: list[tuple[dict[str, Any], str, tuple[str, int, int]]],
              done_sources: list[tuple[str, int, int, str]], seen: dict[str, str],
              stats: dict[str, tuple[int, int]]) -> None:
        path = result.path
        if result.bug:
            log.error("library import: a reader failed on %s (a bug):\n%s", path, result.bug)
        if result.failure is not None or result.row is None:
            report.failures.append(result.failure or ImportFailure(path, 0, 0, "could not be read"))
            return
        row = result.row
        size, mtime = stats.get(path, (-1, -1))
        fp = row["fingerprint"]
        existing = seen.get(fp)
        if existing is None:
            hit = self._conn.execute("SELECT id FROM games WHERE fingerprint = ? LIMIT 1", (fp,)).fetchone()
            existing = hit[0] if hit is not None else None
        if existing is not None:
            report.duplicates.append(path)
            done_sources.append((path, size, mtime, existing))
            return
        seen[fp] = row["id"]
        batch.append((row, result.text, (path, size, mtime)))

    def _commit_batch(self, batch: list[tuple[dict[str, Any], str, tuple[str, int, int]]],
                      done_sources: list[tuple[str, int, int, str]], report: ImportReport) -> None:
        if not batch and not done_sources:
            return
        pack, places = self.store.write_pack([(row["id"], text) for row, text, _s in batch]) if batch else ("", [])
        with self._transaction() as conn:  # the pack first (synced): it is the source of truth
            # (as _insert does for each row, without tags, in one statement per kind)
            conn.executemany("DELETE FROM games WHERE id = ?", [(row["id"],) for row, _t, _s in batch])
            conn.executemany(self._INSERT, [[*map(row.__getitem__, GAME_COLUMNS), pack, offset, length]
                                            for (row, _t, _s), (offset, length) in zip(batch, places)])
            sources = done_sources + [(s[0], s[1], s[2], row["id"]) for row, _t, s in batch]
            conn.executemany("INSERT OR REPLACE INTO sources(path, size, mtime_ns, game_id) VALUES (?, ?, ?, ?)",
                             [s for s in sources if s[1] >= 0])
        report.added.extend(row["id"] for row, _t, _s in batch)
        batch.clear()
        done_sources.clear()

    def import_folder(self, folder: Path | str, progress: Callable[[int, int, str], None] | None = None,
                      should_cancel: Callable[[], bool] | None = None, recursive: bool = True,
                      workers: int | None = None) -> ImportReport:
        """Import every kifu file of ``folder``; an import that does not finish is remembered
        (:meth:`pending_import`) so it can be resumed: unchanged files already read are skipped."""
        base = Path(folder)
        if not base.is_dir():
            raise LibraryError(f"{base}: not a folder")
        self._writable()
        self._set_pending_import(str(base))
        report = self.import_files(self.kifu_files(base, recursive), progress, should_cancel, workers)
        if not report.cancelled:
            self._set_pending_import("")
        return report

    # ------------------------------------------------------------------ rebuilding
    def rebuild(self) -> int:
        """Empty the index and fill it again from the record files; returns the number of games."""
        with self._transaction() as conn:
            conn.execute("DELETE FROM games")
            conn.execute("DELETE FROM sources")
        self._rebuild_into(self._conn)
        return self.rebuilt

    def _rebuild_into(self, conn: sqlite3.Connection) -> None:
        files = self.record_files()
        packs = self.store.packs()
        self.rebuilt = 0
        self.rebuild_failures = []
        if not files and not packs:
            return
        conn.execute("BEGIN IMMEDIATE")
        try:
            own = {p.stem for p in files}
            for path in files:
                if not is_game_id(path.stem):
                    continue
                entry = self._row_of_file(path, self.rebuild_failures)
                if entry is None:
                    continue
                self._insert(conn, entry[0], entry[1])
                self.rebuilt += 1
            for pack in packs:
                self.rebuilt += self._index_pack(conn, pack, set(own))
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
        log.info("library: %d games indexed from %s", self.rebuilt, self.records_dir)
