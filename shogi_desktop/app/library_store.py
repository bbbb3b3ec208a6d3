"""The game library's record files: the source of truth its SQLite index is built from.  No database, no Qt.

    records/ab/ab12....json          one game (played here, or whose tags changed): a native record or
                                     an imported file's wrapper (library_records.py); it wins over a pack
    records/ab/ab12....deleted       a tombstone: the game was deleted (its line in a pack stays)
    records/packs/<time>-<n>.jsonl   an import batch: one record per line, {"id": ..., ...} (written and
                                     synced once per batch: creating one file per game costs about 1 ms
                                     on a common disk, more than reading the game)

A pack is written whole (temporary file, fsync, rename) before its index rows are committed, so an
import killed between the two leaves a pack no row refers to; the library indexes it when it opens.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path

from .library_records import is_game_id
from .storage import atomic_write, set_aside

RECORDS_DIR = "records"
PACKS_DIR = "packs"
TOMBSTONE = ".deleted"


class RecordStore:
    def __init__(self, root: Path) -> None:
        self.dir = root / RECORDS_DIR
        self.packs_dir = self.dir / PACKS_DIR
        self._pack_serial = 0

    def make_folders(self) -> None:
        self.packs_dir.mkdir(parents=True, exist_ok=True)

    # ------------------------------------------------------------------ one file per game
    def path(self, game_id: str) -> Path:
        return self.dir / game_id[:2] / f"{game_id}.json"

    def tombstone(self, game_id: str) -> Path:
        return self.dir / game_id[:2] / f"{game_id}{TOMBSTONE}"

    def write_game(self, game_id: str, text: str) -> None:
        """Write (durably) the game's own file; a tombstone of an earlier deletion goes."""
        atomic_write(self.path(game_id), text)
        with contextlib.suppress(FileNotFoundError):
            self.tombstone(game_id).unlink()

    def game_files(self) -> list[Path]:
        """Every game's own file, sorted (one directory listing per id prefix)."""
        found: list[Path] = []
        try:
            subdirs = sorted(e.path for e in os.scandir(self.dir) if e.is_dir() and e.name != PACKS_DIR)
        except OSError:
            return found
        for sub in subdirs:
            with contextlib.suppress(OSError):
                found += sorted(Path(e.path) for e in os.scandir(sub)
                                if e.name.endswith(".json") and not e.name.startswith("."))
        return found

    def mark_deleted(self, game_id: str) -> None:
        """Remove the game's own file and leave a tombstone (durable) that hides its pack line."""
        stone = self.tombstone(game_id)
        stone.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(stone, "")
        with contextlib.suppress(FileNotFoundError):
            self.path(game_id).unlink()

    def is_deleted(self, game_id: str) -> bool:
        return self.tombstone(game_id).exists()

    # ------------------------------------------------------------------ packs
    def write_pack(self, entries: list[tuple[str, str]]) -> tuple[str, list[tuple[int, int]]]:
        """Write ``(id, record text)`` entries as one new pack (synced); returns its name and where each
        entry lies in it (offset, length in bytes)."""
        self._pack_serial += 1
        name = f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{self._pack_serial}.jsonl"
        while (self.packs_dir / name).exists():
            self._pack_serial += 1
            name = f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{self._pack_serial}.jsonl"
        chunks: list[bytes] = []
        places: list[tuple[int, int]] = []
        offset = 0
        for game_id, text in entries:
            line = ('{"id":' + json.dumps(game_id) + "," + text.strip()[1:] + "\n").encode("utf-8")
            chunks.append(line)
            places.append((offset, len(line)))
            offset += len(line)
        atomic_write(self.packs_dir / name, b"".join(chunks))
        return name, places

    def packs(self) -> list[str]:
        try:
            return sorted(e.name for e in os.scandir(self.packs_dir) if e.name.endswith(".jsonl") and e.is_file())
        except OSError:
            return []

    def read_pack_entry(self, pack: str, offset: int, length: int) -> str:
        """The record text stored at ``offset`` in ``pack`` (OSError, ValueError when it is not there)."""
        if "/" in pack or "\\" in pack or not pack.endswith(".jsonl") or offset < 0 or not 0 < length < 2 ** 31:
            raise ValueError(f"not a pack entry: {pack}@{offset}")
        with open(self.packs_dir / pack, "rb") as fh:
            fh.seek(offset)
            data = fh.read(length)
        if len(data) != length or not data.endswith(b"\n"):
            raise ValueError(f"pack {pack} is shorter than its index says")
        return data.decode("utf-8")

    def pack_entries(self, pack: str) -> Iterator[tuple[str, str, int, int]]:
        """(id, record text, offset, length) of every sound line of ``pack``; a torn last line is skipped."""
        with open(self.packs_dir / pack, "rb") as fh:
            offset = 0
            for raw in fh:
                length = len(raw)
                if raw.endswith(b"\n"):
                    try:
                        text = raw.decode("utf-8")
                        game_id = json.loads(text).get("id")
                    except (ValueError, AttributeError, RecursionError):
                        game_id = None
                    if isinstance(game_id, str) and is_game_id(game_id):
                        yield game_id, text, offset, length
                offset += length

    def remove_pack(self, pack: str) -> None:
        with contextlib.suppress(FileNotFoundError):
            (self.packs_dir / pack).unlink()

    def set_aside(self, path: Path) -> Path:
        """Keep an unreadable record file under another name (never deleted); raises OSError."""
        return set_aside(path, "damaged")
