"""The record file of an imported kifu (library_records.import_text) is the JSON text json.dumps gives
for the whole object, byte for byte, though its base64 field is spliced in without json's escaping."""

from __future__ import annotations

import base64
import hashlib
import json
import random
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from shogi_desktop.app.library import Library
from shogi_desktop.app.library_records import KIFU_MAGIC, fingerprint, import_text, prepare_import
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation import EXTENSIONS, read_record, write_record


def dumped(name: str, kifu: str, header: dict[str, str], facts: dict[str, object]) -> str:
    data = {"format": KIFU_MAGIC, "version": 1, "name": name, "kifu": kifu, "header": header, "facts": facts}
    return json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":")) + "\n"


texts = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=30)


@settings(max_examples=300, deadline=None)
@given(texts, st.binary(max_size=600), st.dictionaries(texts, texts, max_size=4),
       st.dictionaries(texts, st.one_of(texts, st.integers(-5, 10 ** 6), st.none()), max_size=4))
def test_import_text_is_the_json_of_the_whole_object(name: str, raw: bytes, header: dict[str, str],
                                                     facts: dict[str, object]) -> None:
    kifu = base64.b64encode(raw).decode("ascii")
    text = import_text(name, raw, header, facts)
    assert text == dumped(name, kifu, header, facts)
    assert base64.b64decode(json.loads(text)["kifu"]) == raw


def test_prepare_import_writes_the_file_bytes_and_the_row_facts() -> None:
    rng = random.Random(5)
    record = GameRecord.new()
    for _ in range(30):
        record.add_move(rng.choice(record.position().legal_moves()))
    record.header["black"] = '羽生 "善治"\\'
    raw = write_record(record, "kifu")
    row, text = prepare_import(read_record(raw, name="g.kifu"), raw, "g.kifu", "/x/g.kifu", "2024-01-01")
    data = json.loads(text)
    assert base64.b64decode(data["kifu"]) == raw
    assert data["facts"]["black"] == '羽生 "善治"\\' == row["black"]
    assert text == dumped("g.kifu", data["kifu"], data["header"], data["facts"])


def json_fingerprint(variant: str, handicap: str, start: str, actions: list[str], black: str, white: str,
                     date: str) -> str:
    text = json.dumps([variant, handicap, start, actions, black, white, date], ensure_ascii=False,
                      separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


actions = st.lists(st.one_of(st.sampled_from(["7g7f", "P*5e", "8h2b+", "lightning!7f", "a,b!c*d"]), texts),
                   max_size=12)


@settings(max_examples=400, deadline=None)
@given(texts, texts, texts, actions, texts, texts, texts)
def test_fingerprint_is_the_hash_of_the_json_list(variant: str, handicap: str, start: str, moves: list[str],
                                                   black: str, white: str, date: str) -> None:
    assert fingerprint(variant, handicap, start, moves, black, white, date) == \
        json_fingerprint(variant, handicap, start, moves, black, white, date)


def test_fingerprint_of_a_game_is_unchanged() -> None:
    """A fingerprint stored by an earlier version of the library (the same game must stay one entry)."""
    moves = ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]
    start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
    got = fingerprint("standard", "", start, moves, "羽生", "藤井", "2020-01-02")
    assert got == json_fingerprint("standard", "", start, moves, "羽生", "藤井", "2020-01-02")
    assert got == "269bc3b80e75732a636e4493a838897d"  # (main at 2de9f8a)
    assert got != fingerprint("standard", "", start, moves[:-1], "羽生", "藤井", "2020-01-02")


def test_kifu_files_are_in_the_order_of_path_comparisons(tmp_path: Path) -> None:
    rng = random.Random(3)
    names = ["a", "B", "b", "ab", "a b", "a-b", "a.b", "10", "9", "棋譜", "z", "Z", "_x", "aa"]
    made = []
    for _ in range(60):
        parts = [rng.choice(names) for _ in range(rng.randint(0, 2))]
        folder = tmp_path.joinpath(*parts)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{rng.choice(names)}{rng.choice(['.kif', '.KIF', '.csa', '.kifu', '.txt'])}"
        path.write_bytes(b"")
        made.append(path)
    files = Library.kifu_files(tmp_path)
    assert files == sorted(p for p in set(made) if p.suffix.lower() != ".txt")
    assert Library.kifu_files(tmp_path, recursive=False) == sorted(p for p in set(made) if p.parent == tmp_path
                                                                   and p.suffix.lower() != ".txt")


def test_kifu_files_are_those_glob_and_is_file_find(tmp_path: Path) -> None:
    """Hidden files, links to files and folders named like kifu files as Path.glob finds them; a link to
    a folder is not entered."""
    (tmp_path / "sub" / "deeper.kif").mkdir(parents=True)
    for name in ("a.kif", ".hidden.csa", ".kif", "b.kif.", "c.KI2", "sub/deeper.kif/d.jkf", "sub/e.sfen", "f.txt"):
        (tmp_path / name).write_bytes(b"")
    outside = tmp_path.parent / f"{tmp_path.name}-outside"
    outside.mkdir()
    (outside / "g.kif").write_bytes(b"")
    (tmp_path / "linked").symlink_to(outside, target_is_directory=True)
    (tmp_path / "link.kif").symlink_to(tmp_path / "a.kif")
    (tmp_path / "dangling.kif").symlink_to(tmp_path / "missing.kif")
    for recursive in (True, False):
        expected = sorted(p for p in tmp_path.glob("**/*" if recursive else "*")
                          if p.suffix.lower() in EXTENSIONS and p.is_file())
        assert Library.kifu_files(tmp_path, recursive) == expected
        assert Library.kifu_files(str(tmp_path), recursive) == expected
    assert tmp_path / "link.kif" in expected and tmp_path / ".hidden.csa" in expected
    assert Library.kifu_files(tmp_path / "no such folder") == []
