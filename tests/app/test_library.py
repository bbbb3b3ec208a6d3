"""The game library: indexing, search and filters, tags, delete, export, folder import with a report of
failures, transactions, a damaged database set aside and rebuilt from the record files."""

from __future__ import annotations

import json
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from shogi_desktop.app.library import (
    DB_NAME,
    ImportReport,
    Library,
    LibraryError,
    Query,
    content_id,
    header_date,
    library_dir,
    result_of,
)
from shogi_desktop.core.outcome import Termination
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation import read_record, write_record
from shogi_desktop.notation.native import format_native
from tests.fake_engines import alive, children_of

ROOT = Path(__file__).resolve().parents[2]


def game(plies: int, seed: int, black: str = "", white: str = "", date: str = "", variant: str = "standard",
         handicap: str | None = None, ending: Termination | None = None, comment: str = "") -> GameRecord:
    """A seeded random game; a resignation is by the side to move, a draw has no winner."""
    rng = random.Random(seed)
    record = GameRecord.new(variant, handicap)
    record.header.update({k: v for k, v in (("black", black), ("white", white), ("start_time", date)) if v})
    for i in range(plies):
        legal = record.position().legal_moves()
        if not legal:
            break
        record.add_move(rng.choice(legal))
        if i == 1 and comment:
            record.current.comment = comment
    if ending is not None:
        winner = record.position().side ^ 1 if ending is Termination.RESIGNATION else None
        record.add_ending(ending, winner)
    return record


@pytest.fixture
def lib(tmp_path: Path) -> Iterator[Library]:
    library = Library(tmp_path / "lib")
    yield library
    library.close()


def fill(lib: Library) -> dict[str, str]:
    ids = {
        "a": lib.add(game(20, 1, "Habu Yoshiharu", "Fujii Sota", "2023/04/01 10:00:00",
                          ending=Termination.RESIGNATION, comment="矢倉 opening")),
        "b": lib.add(game(31, 2, "Fujii Sota", "Watanabe", "2023/05/20", ending=Termination.RESIGNATION,
                          comment="a furibisha game")),
        "c": lib.add(game(12, 3, "habu", "Someone", "2022-12-31", handicap="2",
                          ending=Termination.REPETITION)),
        "d": lib.add(game(9, 4, "Alice", "Bob", variant="hybrid")),
        "e": lib.add(game(7, 5, "Carol", "Dave 100%_sure", "2024年1月2日", variant="standard+cards2",
                          ending=Termination.ABORT)),
    }
    return ids


# ----------------------------------------------------------------------------- indexing
def test_the_library_lives_in_the_data_folder() -> None:
    import os

    assert library_dir() == Path(os.environ["XDG_DATA_HOME"]) / "shogi-desktop" / "library"
    with Library() as library:
        assert library.db_path == library_dir() / DB_NAME and library.db_path.is_file()


def test_a_game_is_indexed_with_its_facts(lib: Library) -> None:
    record = game(21, 1, "羽生善治", "藤井聡太", "2023/04/01 10:00:00", handicap="2",
                  ending=Termination.RESIGNATION, comment="矢倉")
    gid = lib.add(record, source="/games/one.kif", tags=["study", " title  match ", "study"])
    info = lib.get(gid)
    assert info is not None
    plies = sum(1 for n in record.main_line() if n.move is not None)
    assert (info.black, info.white, info.date, info.variant, info.addon, info.handicap) == (
        "羽生善治", "藤井聡太", "2023-04-01", "standard", "", "2")
    # a handicap game: White moved first, so after 21 plies Black is to move and resigned
    assert (info.result, info.termination, info.winner, info.plies) == ("white", "resignation", 1, plies)
    assert info.source == "/games/one.kif" and info.tags == ("study", "title match")
    assert record.header.get("library:tags") is None  # the caller's record is left alone
    # the record file is a plain native record that any reader opens
    path = lib.record_path(gid)
    back = read_record(path.read_bytes(), name=path.name)
    assert back.moves_usi(back.main_line()[-1]) == record.moves_usi(record.main_line()[-1])
    assert json.loads(back.header["library:tags"]) == ["study", "title match"]
    # opening it from the library gives the game without the library's keys
    opened = lib.record(gid)
    assert format_native(opened) == format_native(record)


def test_results_come_from_the_ending_or_the_final_position() -> None:
    open_game = GameRecord.new()
    for usi in ("7g7f", "3c3d", "8h2b+"):
        open_game.add_move(usi)
    assert result_of(open_game) == ("unfinished", "", None)
    mated = GameRecord.new(sfen="4k4/9/4G4/9/9/9/9/9/4K4 b G 1")
    mated.add_move("G*5b")  # mate, with no ending node in the record
    assert result_of(mated) == ("black", "checkmate", 0)
    assert result_of(game(6, 9, ending=Termination.AGREEMENT)) == ("draw", "agreement", None)
    resigned = game(8, 9, ending=Termination.RESIGNATION)  # Black is to move after 8 plies and resigns
    assert result_of(resigned) == ("white", "resignation", 1)
    assert result_of(game(7, 9, ending=Termination.ABORT)) == ("unfinished", "abort", None)


def test_header_dates() -> None:
    assert header_date({"start_time": "2023/04/01 10:00:00"}) == "2023-04-01"
    assert header_date({"start_time": "2024年1月2日(火) 9:00"}) == "2024-01-02"
    assert header_date({"end_time": "1999-12-31"}) == "1999-12-31"
    assert header_date({"start_time": "yesterday"}) == ""
    assert header_date({"start_time": "2023/13/01"}) == ""


def test_adding_again(lib: Library) -> None:
    record = game(10, 1, "A", "B")
    gid = lib.add(record)
    assert gid == content_id(record)
    assert lib.add(game(10, 1, "A", "B")) == gid and len(lib) == 1  # same content, same entry
    # a game played here keeps its id; saving it again (longer) replaces the entry and keeps its tags
    played = game(10, 2, "Me", "You")
    lib.add(played, game_id="0123456789abcdef", tags=["mine"])
    played.add_move(played.position().legal_moves()[0])
    lib.add(played, game_id="0123456789abcdef", source="/saved.kifu")
    info = lib.get("0123456789abcdef")
    assert info is not None and info.plies == 11 and info.tags == ("mine",) and info.source == "/saved.kifu"
    assert len(lib) == 2
    with pytest.raises(LibraryError, match="not a game id"):
        lib.add(played, game_id="../../etc/passwd")


# ----------------------------------------------------------------------------- search
def ids_of(lib: Library, **kw: object) -> set[str]:
    return {g.id for g in lib.search(Query(**kw))}  # type: ignore[arg-type]


def test_search_and_filters(lib: Library) -> None:
    ids = fill(lib)
    a, b, c, d, e = (ids[k] for k in "abcde")
    assert ids_of(lib) == {a, b, c, d, e}
    assert ids_of(lib, player="habu") == {a, c}  # either side, any case
    assert ids_of(lib, player="fujii") == {a, b}
    assert ids_of(lib, player="100%") == {e}  # % and _ are literal, not wildcards
    assert ids_of(lib, player="0%_s") == {e}
    assert ids_of(lib, player="%") == {e}
    # d was played here (no source): its date is the day it was added
    played = lib.get(d)
    assert played is not None and played.date == played.added[:10]
    assert ids_of(lib, date_from="2023-01-01") == {a, b, d, e}
    assert ids_of(lib, date_from="2023-04-01", date_to="2023-04-30") == {a}
    assert ids_of(lib, date_to="2023-05") == {a, b, c}  # a month takes in all of it
    assert ids_of(lib, date_from="2022", date_to="2022") == {c}
    assert ids_of(lib, variant="hybrid") == {d}
    assert ids_of(lib, addon="cards2") == {e}
    assert ids_of(lib, variant="standard") == {a, b, c, e}
    assert ids_of(lib, handicap="2") == {c}
    assert ids_of(lib, handicap="even") == {a, b, d, e}
    assert ids_of(lib, result="black") == {b}  # b: 31 plies, White resigned
    assert ids_of(lib, result="white") == {a}  # a: 20 plies, Black resigned
    assert ids_of(lib, result="draw") == {c}
    assert ids_of(lib, result="unfinished") == {d, e}
    assert ids_of(lib, text="矢倉") == {a}
    assert ids_of(lib, text="FURIBISHA") == {b}
    assert ids_of(lib, player="fujii", result="white") == {a}
    assert lib.count(Query(player="fujii")) == 2
    newest_first = [g.id for g in lib.search()]
    assert newest_first == [d, e, b, a, c]
    assert [g.id for g in lib.search(Query(limit=2, offset=1))] == newest_first[1:3]
    assert lib.variants() == ["hybrid", "standard"] and lib.addons() == ["cards2"]
    assert lib.handicaps() == ["", "2"]


def test_tags(lib: Library) -> None:
    ids = fill(lib)
    assert lib.set_tags(ids["a"], ["Opening study", "yagura, classic", ""]) == ("Opening study", "classic", "yagura")
    lib.add_tag([ids["b"], ids["c"]], "classic")
    assert ids_of(lib, tag="classic") == {ids["a"], ids["b"], ids["c"]}
    lib.remove_tag([ids["a"], ids["b"]], "classic")
    assert ids_of(lib, tag="classic") == {ids["c"]}
    assert lib.tags() == ["Opening study", "classic", "yagura"]
    on_disk = read_record(lib.record_path(ids["a"]).read_bytes())
    assert json.loads(on_disk.header["library:tags"]) == ["Opening study", "yagura"]
    lib.set_tags(ids["a"], [])
    assert "library:tags" not in read_record(lib.record_path(ids["a"]).read_bytes()).header
    with pytest.raises(LibraryError):
        lib.set_tags("ffffffffffffffff", ["x"])


def test_delete(lib: Library) -> None:
    ids = fill(lib)
    path = lib.record_path(ids["a"])
    assert path.is_file()
    assert lib.delete([ids["a"], ids["b"], "nothere123"]) == 2
    assert len(lib) == 3 and lib.get(ids["a"]) is None and not path.exists()
    assert lib.tags() == []


def test_export(lib: Library, tmp_path: Path) -> None:
    ids = fill(lib)
    out = tmp_path / "out"
    report = lib.export([ids["a"], ids["d"], "nothere123"], out, "csa")
    assert [p.suffix for p in report.written] == [".csa"]
    written = report.written[0]
    assert written.name.startswith("2023-04-01_Habu Yoshiharu-Fujii Sota_")
    back = read_record(written.read_bytes(), name=written.name)
    original = lib.record(ids["a"])
    assert back.moves_usi(back.main_line()[-1]) == original.moves_usi(original.main_line()[-1])
    assert not any(k.startswith("library:") for k in back.header)
    failed = dict(report.failures)
    assert "hybrid" in failed[ids["d"]]  # CSA cannot hold a variant: said, not raised
    assert failed["nothere123"] == "not in the library"
    kif = lib.export([ids["a"]], out, "kif").written
    assert kif[0].suffix == ".kif" and read_record(kif[0].read_bytes()).header["black"] == "Habu Yoshiharu"
    assert len(lib.export([ids["d"]], out, "json").written) == 1
    with pytest.raises(LibraryError, match="unknown format"):
        lib.export([ids["a"]], out, "docx")


# ----------------------------------------------------------------------------- import
def make_folder(folder: Path) -> dict[str, Path]:
    (folder / "sub").mkdir(parents=True)
    files = {}
    g1 = game(15, 11, "先手一", "後手一", "2021/01/01", ending=Termination.RESIGNATION)
    files["kif"] = folder / "one.kif"
    files["kif"].write_bytes(write_record(g1, "kif"))  # Shift_JIS
    files["csa"] = folder / "sub" / "two.csa"
    files["csa"].write_bytes(write_record(game(22, 12, "csa-black", "csa-white"), "csa"))
    files["ki2"] = folder / "sub" / "three.ki2"
    files["ki2"].write_bytes(write_record(game(8, 13, "ki2"), "ki2"))
    files["jkf"] = folder / "four.jkf"
    files["jkf"].write_bytes(write_record(game(9, 14, "jkf"), "jkf"))
    files["dup"] = folder / "sub" / "one-again.kifu"
    files["dup"].write_bytes(write_record(g1, "kifu"))  # the same game in another format
    files["bad"] = folder / "bad.kif"
    files["bad"].write_bytes("先手：a\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ９九飛(11)\n"
                             .encode("cp932"))
    files["garbage"] = folder / "garbage.csa"
    files["garbage"].write_bytes(bytes(range(256)) * 4)
    (folder / "notes.txt").write_text("not a kifu")
    return files


def test_import_a_folder(lib: Library, tmp_path: Path) -> None:
    files = make_folder(tmp_path / "kifu")
    seen: list[tuple[int, int, str]] = []
    report = lib.import_folder(tmp_path / "kifu", progress=lambda d, n, p: seen.append((d, n, p)))
    assert report.total == 7  # notes.txt is not a kifu file
    assert [s[0] for s in seen] == list(range(1, 8)) and {s[1] for s in seen} == {7}
    assert len(report.added) == 4 and len(lib) == 4
    assert report.duplicates == [str(files["dup"])] or report.duplicates == [str(files["kif"])]
    by_path = {Path(f.path).name: f for f in report.failures}
    assert set(by_path) == {"bad.kif", "garbage.csa"}
    bad = by_path["bad.kif"]
    assert (bad.line, bad.column) == (4, 6) and "飛" in bad.message and bad.format.lower() == "kif"
    assert str(bad).startswith(f"{files['bad']}:4:6: ")
    info = lib.search(Query(player="先手一"))[0]
    # 15 plies: White is to move and resigned
    assert (info.date, info.result, info.termination) == ("2021-01-01", "black", "resignation")
    assert Path(info.source).name in ("one.kif", "one-again.kifu")
    # importing again adds nothing
    again = lib.import_folder(tmp_path / "kifu")
    assert again.added == [] and len(again.duplicates) == 5 and len(again.failures) == 2
    with pytest.raises(LibraryError, match="not a folder"):
        lib.import_folder(tmp_path / "nothere")


def test_a_cancelled_import_keeps_what_it_read(lib: Library, tmp_path: Path) -> None:
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(12):
        (folder / f"g{i:02d}.kifu").write_bytes(write_record(game(5, 100 + i, f"P{i}"), "kifu"))
    done: list[int] = []
    report = lib.import_folder(folder, progress=lambda d, n, p: done.append(d), should_cancel=lambda: len(done) >= 5)
    assert report.cancelled and report.total == 12 and len(report.added) == 5 and len(lib) == 5
    assert isinstance(report, ImportReport) and report.done == 5


# ----------------------------------------------------------------------------- damage and transactions
def test_a_damaged_database_is_set_aside_and_rebuilt(tmp_path: Path) -> None:
    root = tmp_path / "lib"
    with Library(root) as lib:
        ids = fill(lib)
        lib.set_tags(ids["b"], ["keep me"])
        before = {g.id: g for g in lib.search()}
    db = root / DB_NAME
    data = bytearray(db.read_bytes())
    data[200:6000] = b"\x00\xff" * 2900  # scribble over the tables
    db.write_bytes(bytes(data))
    with Library(root) as lib:
        assert lib.damaged_backup is not None and lib.damaged_backup.name.startswith(f"{DB_NAME}.damaged-")
        assert lib.damaged_backup.read_bytes() == bytes(data)  # kept as it was
        assert lib.rebuilt == 5
        after = {g.id: g for g in lib.search()}
        assert after == before  # every fact, tags and dates included
        kept = lib.get(ids["b"])
        assert kept is not None and kept.tags == ("keep me",)


def test_a_file_that_is_not_a_database(tmp_path: Path) -> None:
    root = tmp_path / "lib"
    with Library(root) as lib:
        fill(lib)
    (root / DB_NAME).write_bytes(b"this is not a database at all" * 100)
    for extra in ("-wal", "-shm"):
        (root / (DB_NAME + extra)).unlink(missing_ok=True)
    with Library(root) as lib:
        assert lib.damaged_backup is not None and len(lib) == 5


def test_a_foreign_schema_counts_as_damage(tmp_path: Path) -> None:
    root = tmp_path / "lib"
    with Library(root) as lib:
        fill(lib)
    (root / DB_NAME).unlink()
    for extra in ("-wal", "-shm"):
        (root / (DB_NAME + extra)).unlink(missing_ok=True)
    conn = sqlite3.connect(root / DB_NAME)
    conn.execute("CREATE TABLE games (id TEXT, name TEXT)")
    conn.commit()
    conn.close()
    with Library(root) as lib:
        assert lib.damaged_backup is not None and len(lib) == 5


def test_a_rebuild_reads_the_saved_facts_without_replaying(lib: Library) -> None:
    """The rebuild takes the facts the library saved in each file (fast); they equal a full reading."""
    from shogi_desktop.app.library_records import index_row, row_from_text

    record = game(30, 31, "A", "B", "2020/02/02", comment="first")
    record.root.comment = "before the game"
    fork = record.main_line()[5]
    record.go_to(fork)
    alt = next(m for m in record.position().legal_moves() if m != fork.children[0].move)
    record.add_move(alt).comment = "a variation"
    record.add_move(record.position().legal_moves()[0]).comment = "deeper in it"
    record.main_line()[20].comment = "late in the main line"
    record.header["note"] = "a note"
    mated = GameRecord.new(sfen="4k4/9/4G4/9/9/9/9/9/4K4 b G 1")
    mated.add_move("G*5b")  # mate with no ending node: the result needs the position
    for rec in (record, mated):
        gid = lib.add(rec, source="/x.kif", tags=["t1"])
        text = lib.record_path(gid).read_text(encoding="utf-8")
        fast = row_from_text(text, gid, "2020-01-01")
        assert fast is not None
        row, tags = fast
        full = index_row(rec, gid, "/x.kif", row["added"])
        assert row == full and tags == ("t1",)
    assert row_from_text(format_native(mated), "abcdef12", "2020-01-01") is None  # no saved facts: read in full


def test_a_missing_database_is_rebuilt_and_bad_record_files_reported(tmp_path: Path) -> None:
    root = tmp_path / "lib"
    with Library(root) as lib:
        ids = fill(lib)
        broken = lib.record_path(ids["c"])
    broken.write_text("{not json")
    for extra in ("", "-wal", "-shm"):
        (root / (DB_NAME + extra)).unlink(missing_ok=True)
    with Library(root, full_check=True) as lib:
        assert lib.damaged_backup is None and lib.rebuilt == 4 and len(lib) == 4
        assert [Path(f.path) for f in lib.rebuild_failures] == [broken]
        assert lib.rebuild() == 4


def test_a_failed_write_changes_nothing(lib: Library) -> None:
    record = game(10, 21, "X", "Y")
    gid = content_id(record)
    lib.record_path(gid).parent.parent.mkdir(parents=True, exist_ok=True)
    lib.record_path(gid).parent.write_text("a file where the folder should be")
    with pytest.raises(OSError):
        lib.add(record)
    assert len(lib) == 0 and lib.get(gid) is None  # the transaction was rolled back


IMPORTER = textwrap.dedent("""
    import sys
    sys.path.insert(0, sys.argv[1])
    from shogi_desktop.app import library
    library.IMPORT_BATCH = 100
    lib = library.Library(sys.argv[2])
    lib.import_folder(sys.argv[3], progress=lambda d, n, p: print(d, flush=True), workers=int(sys.argv[4]))
""")


@pytest.mark.parametrize("workers, kill_at", [(0, 330), (2, 470)])
def test_an_import_killed_half_way_loses_nothing(tmp_path: Path, workers: int, kill_at: int) -> None:
    """Killed between commits: what was committed stays, the record files written before the kill are
    indexed when the library opens, the worker processes end by themselves, and the import resumes."""
    folder = tmp_path / "kifu"
    folder.mkdir()
    rng = random.Random(5)
    for i in range(600):
        (folder / f"g{i:03d}.kifu").write_bytes(write_record(game(rng.randint(4, 30), 1000 + i, f"P{i}"), "kifu"))
    script = tmp_path / "importer.py"
    script.write_text(IMPORTER)
    root = tmp_path / "lib"
    child = subprocess.Popen([sys.executable, str(script), str(ROOT), str(root), str(folder), str(workers)],
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    while True:
        line = child.stdout.readline()
        assert line, "the import ended before it could be interrupted"
        if int(line) >= kill_at:  # past the first committed batches, inside a later one
            break
    helpers = children_of(child.pid)
    assert len(helpers) == workers
    child.send_signal(signal.SIGKILL)
    child.wait()
    child.stdout.close()
    deadline = time.monotonic() + 60
    while any(alive(p) for p in helpers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(alive(p) for p in helpers), "a worker process outlived the import"
    with Library(root, full_check=True) as lib:
        assert lib.damaged_backup is None
        n = len(lib)
        assert n >= 100
        stored = {gid for pack in lib.store.packs() for gid, *_ in lib.store.pack_entries(pack)}
        stored |= {p.stem for p in lib.record_files()}
        assert stored == {g.id for g in lib.search()}  # no record without a row, nor a row without its record
        for info in lib.search():
            assert lib.record(info.id).header["black"] == info.black
        assert lib.pending_import() == str(folder)  # it did not finish: it can be resumed
        report = lib.import_folder(folder)  # and it picks up where it stopped
        assert len(lib) == 600 and len(report.added) == 600 - n and not report.failures
        assert report.skipped >= n - lib.recovered  # what was committed is not read again
        assert lib.pending_import() == ""


V1_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE games (id TEXT PRIMARY KEY, black TEXT NOT NULL DEFAULT '', white TEXT NOT NULL DEFAULT '',
    date TEXT NOT NULL DEFAULT '', added TEXT NOT NULL DEFAULT '', variant TEXT NOT NULL DEFAULT 'standard',
    addon TEXT NOT NULL DEFAULT '', handicap TEXT NOT NULL DEFAULT '', result TEXT NOT NULL DEFAULT 'unfinished',
    termination TEXT NOT NULL DEFAULT '', winner INTEGER, plies INTEGER NOT NULL DEFAULT 0,
    event TEXT NOT NULL DEFAULT '', source TEXT NOT NULL DEFAULT '', comments TEXT NOT NULL DEFAULT '');
CREATE TABLE records (id TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE, native TEXT NOT NULL);
CREATE TABLE tags (game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE, tag TEXT NOT NULL,
    PRIMARY KEY (game_id, tag));
INSERT INTO meta VALUES ('schema_version', '1');
"""


def test_a_version_1_library_is_brought_up_to_date(tmp_path: Path) -> None:
    """Fingerprints are added to the games a version 1 index holds, so an import of the same game finds it."""
    root = tmp_path / "lib"
    record = game(25, 77, "Old", "Library", "2019/09/09", ending=Termination.RESIGNATION)
    gid = "0123456789abcdef0123456789abcdef"
    record.header.update({"library:added": "2019-09-10T00:00:00+09:00", "library:tags": '["kept"]'})
    text = format_native(record)
    (root / "records" / gid[:2]).mkdir(parents=True)
    (root / "records" / gid[:2] / f"{gid}.json").write_text(text, encoding="utf-8")
    conn = sqlite3.connect(root / DB_NAME)
    conn.executescript(V1_SCHEMA)
    conn.execute("INSERT INTO games(id, black, white, date, added, result, plies) VALUES (?, 'Old', 'Library', "
                 "'2019-09-09', '2019-09-10T00:00:00+09:00', 'black', 25)", (gid,))
    conn.execute("INSERT INTO records VALUES (?, ?)", (gid, text))
    conn.execute("INSERT INTO tags VALUES (?, 'kept')", (gid,))
    conn.commit()
    conn.close()
    with Library(root) as lib:
        assert lib.damaged_backup is None and len(lib) == 1
        info = lib.get(gid)
        assert info is not None and info.tags == ("kept",) and lib.record(gid).moves_usi() == record.moves_usi()
        folder = tmp_path / "kifu"
        folder.mkdir()
        del record.header["library:added"], record.header["library:tags"]
        (folder / "same.kif").write_bytes(write_record(record, "kif"))
        report = lib.import_folder(folder)
        assert report.added == [] and report.duplicates == [str(folder / "same.kif")] and len(lib) == 1


def test_the_same_game_is_listed_once(lib: Library, tmp_path: Path) -> None:
    """Imported from two formats, or played here, saved and then imported: one entry."""
    record = game(30, 88, "Same", "Game", "2024/02/02", ending=Termination.RESIGNATION, comment="in the KIF")
    folder = tmp_path / "kifu"
    folder.mkdir()
    (folder / "a.kif").write_bytes(write_record(record, "kif"))
    record.main_line()[2].comment = ""
    (folder / "b.csa").write_bytes(write_record(record, "csa"))
    (folder / "c.kif").write_bytes(write_record(record, "kif"))  # the same game without the comment
    played = lib.add(record, game_id="fedcba9876543210", source=str(folder / "c.kif"))
    report = lib.import_folder(folder)
    assert len(lib) == 1 and report.added == [] and len(report.duplicates) == 3
    assert lib.get(played) is not None
    again = lib.add(record, game_id="1111222233334444")  # the same game saved under a new id
    assert again == played and len(lib) == 1


@pytest.mark.parametrize("error", [OverflowError("cannot convert float infinity to integer"), IndexError("list index"),
                                   TypeError("unhashable"), RecursionError("deep"), MemoryError()])
def test_every_file_is_tried_whatever_a_reader_raises(lib: Library, tmp_path: Path, error: BaseException,
                                                      caplog: pytest.LogCaptureFixture) -> None:
    """One file whose reader raises anything (here a stand-in for a reader bug) fails alone: the others
    are imported, the failure is listed with its reason, and an unexpected exception is logged as a bug."""
    from shogi_desktop.app import library_import

    folder = tmp_path / "kifu"
    folder.mkdir()
    for i in range(6):
        (folder / f"g{i}.kif").write_bytes(write_record(game(8, 600 + i, f"R{i}"), "kif"))
    real = library_import.read_record

    def flaky(data: bytes, *args: object, name: str = "", **kw: object) -> GameRecord:
        if name == "g3.kif":
            raise error
        return real(data, *args, name=name, **kw)  # type: ignore[arg-type]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(library_import, "read_record", flaky)
        report = lib.import_folder(folder, workers=0)
    assert len(report.added) == 5 and [Path(f.path).name for f in report.failures] == ["g3.kif"]
    assert not report.cancelled and len(lib) == 5
    unexpected = not isinstance(error, RecursionError | MemoryError)
    assert ("a bug" in caplog.text) == unexpected
