"""A library another program holds, or one that cannot be written, is not damaged: it is never renamed
under the other program, opens read-only (or says it is busy) after a brief wait, and loses nothing; record
files without an index row (an import killed between writing them and committing) are indexed on open."""

from __future__ import annotations

import contextlib
import random
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from shogi_desktop.app.library import DB_NAME, Library, LibraryBusy, LibraryError, Query
from shogi_desktop.app.library_records import game_fingerprint, prepare_record
from shogi_desktop.core.outcome import Termination
from shogi_desktop.core.record import GameRecord

HOLDER = textwrap.dedent("""
    import sqlite3, sys
    conn = sqlite3.connect(sys.argv[1], isolation_level=None)
    for statement in sys.argv[2:]:
        conn.execute(statement)
    print("holding", flush=True)
    sys.stdin.read()  # until the test closes our stdin
""")


def game(seed: int, black: str = "A", plies: int = 12) -> GameRecord:
    rng = random.Random(seed)
    record = GameRecord.new()
    record.header.update({"black": black, "white": "B"})
    for _ in range(plies):
        record.add_move(rng.choice(record.position().legal_moves()))
    record.add_ending(Termination.RESIGNATION, record.position().side ^ 1)
    return record


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "lib"
    with Library(folder) as lib:
        for i in range(3):
            lib.add(game(i, f"P{i}"))
    return folder


@contextlib.contextmanager
def held(root: Path, *statements: str) -> Iterator[subprocess.Popen[str]]:
    """Another process holding the library's database with ``statements`` until the block ends."""
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(root / DB_NAME), *statements],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "holding"
    try:
        yield proc
    finally:
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait(timeout=30)
        proc.stdout.close()


def names(root: Path) -> set[str]:
    return {p.name for p in root.iterdir()}


def untouched(root: Path, before: set[str]) -> bool:
    """Every file is still there and nothing was set aside (the holder may add its -wal and -shm)."""
    now = names(root)
    return before <= now and not any("damaged" in n for n in now)


def test_an_exclusive_lock_is_busy_not_damage(root: Path) -> None:
    before = names(root)
    with held(root, "PRAGMA locking_mode = EXCLUSIVE", "BEGIN EXCLUSIVE", "SELECT count(*) FROM games"):
        with pytest.raises(LibraryBusy, match="in use by another program"):
            Library(root)
        assert untouched(root, before)  # nothing renamed under the other program
    with Library(root) as lib:  # later it opens as usual, with every game
        assert lib.damaged_backup is None and not lib.read_only and len(lib) == 3


def test_a_writer_elsewhere_opens_it_read_only_and_nothing_is_lost(root: Path) -> None:
    with held(root, "BEGIN IMMEDIATE", "UPDATE games SET event = event"):
        lib = Library(root)
        assert lib.read_only and lib.read_only_reason == "in-use" and lib.damaged_backup is None
        assert len(lib) == 3 and lib.search(Query(player="P1"))  # it can be searched
        with pytest.raises(LibraryError) as err:
            lib.set_tags(lib.search()[0].id, ["x"])
        assert err.value.code == "in-use"
        finished = game(7, "Played while busy")
        with pytest.raises(LibraryError):
            lib.add(finished, game_id="0123456789abcdef")  # the index is held: the file is kept for later
        assert lib.record_path("0123456789abcdef").is_file()
        lib.close()
    with Library(root) as lib:
        assert lib.recovered == 1 and len(lib) == 4
        info = lib.get("0123456789abcdef")
        assert info is not None and info.black == "Played while busy" and info.result == "white"  # Black resigned


def test_a_damaged_database_another_process_has_open_is_not_renamed(root: Path) -> None:
    with held(root, "PRAGMA journal_mode = WAL", "SELECT count(*) FROM games"):
        db = root / DB_NAME
        data = bytearray(db.read_bytes())
        data[:100] = b"\x00" * 100  # the header is gone: not a database
        db.write_bytes(bytes(data))
        before = names(root)
        with pytest.raises(LibraryBusy):
            Library(root)
        assert untouched(root, before)
    with Library(root) as lib:  # nobody holds it now: set aside and rebuilt from the records
        assert lib.damaged_backup is not None and len(lib) == 3


def chattr(flag: str, *paths: Path) -> None:
    tool = shutil.which("chattr")
    if tool is None:
        pytest.skip("chattr is not installed")
    done = subprocess.run([tool, flag, *map(str, paths)], capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"chattr {flag} is not allowed here: {done.stderr.strip()}")


def test_a_read_only_folder_opens_read_only(root: Path) -> None:
    files = [root, root / DB_NAME, *(p for p in root.iterdir() if p.name.startswith(DB_NAME + "-"))]
    chattr("+i", *files)  # immutable: not even root can write, rename or create there
    try:
        before = names(root)
        lib = Library(root)
        assert lib.read_only and lib.read_only_reason == "read-only" and lib.damaged_backup is None
        assert len(lib) == 3 and lib.record(lib.search()[0].id).moves_usi()
        with pytest.raises(LibraryError) as err:
            lib.delete([lib.search()[0].id])
        assert err.value.code == "read-only"
        with pytest.raises(LibraryError):
            lib.add(game(9))
        lib.close()
        assert names(root) == before
    finally:
        chattr("-i", *files)
    with Library(root) as lib:
        assert not lib.read_only and len(lib) == 3


def test_record_files_without_a_row_are_indexed_on_open(root: Path) -> None:
    """What an import killed after writing a batch's files and before committing it leaves behind."""
    with Library(root) as lib:
        paths = []
        for i in range(5):
            record = game(100 + i, f"Orphan{i}")
            gid = game_fingerprint(record)
            _row, text = prepare_record(record, gid, f"/kifu/o{i}.kif", (), "2024-01-01T00:00:00+09:00")
            path = lib.record_path(gid)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            paths.append(path)
        torn = lib.record_path("f" * 32)
        torn.parent.mkdir(parents=True, exist_ok=True)
        torn.write_text(text[: len(text) // 2], encoding="utf-8")  # cut short by the kill
    with Library(root) as lib:
        assert lib.recovered == 5 and len(lib) == 8
        assert {g.black for g in lib.search(Query(player="Orphan"))} == {f"Orphan{i}" for i in range(5)}
        assert not torn.exists() and [p.read_text() for p in torn.parent.glob(torn.name + ".damaged-*")]
    with Library(root) as lib:
        assert lib.recovered == 0 and len(lib) == 8  # found once


def test_a_pack_written_but_not_committed_is_indexed_on_open(root: Path) -> None:
    """An import killed after writing (and syncing) a batch's pack and before committing its rows."""
    from shogi_desktop.app.library_records import prepare_import
    from shogi_desktop.notation import read_record, write_record

    entries = []
    for i in range(4):
        raw = write_record(game(200 + i, f"Packed{i}"), "kif")
        row, text = prepare_import(read_record(raw, name="g.kif"), raw, "g.kif", f"/kifu/p{i}.kif",
                                   "2024-01-01T00:00:00+09:00")
        entries.append((row["id"], text))
    with Library(root) as lib:
        lib.store.write_pack(entries)
    with Library(root) as lib:
        assert lib.recovered == 4 and len(lib) == 7
        info = lib.search(Query(player="Packed2"))[0]
        assert lib.record(info.id).header["black"] == "Packed2" and info.source == "/kifu/p2.kif"
        lib.delete([info.id])  # a tombstone hides its line: it is not found again
    with Library(root) as lib:
        assert lib.recovered == 0 and len(lib) == 6
        assert lib.rebuild() == 6  # nor brought back by a rebuild
