"""The variant loader (core/variant.py): validation that reports every error at once, ids, inherit."""

from __future__ import annotations

import copy
import shutil
import tomllib
from pathlib import Path
from typing import Any

import pytest

from shogi_desktop.core import variant as variant_module
from shogi_desktop.core.variant import VariantError, all_variant_choices, build_variant, load_variant


def standard_raw() -> dict[str, Any]:
    path = variant_module._variant_dir() / "standard.toml"
    with path.open("rb") as fh:
        return tomllib.load(fh)


def piece(raw: dict[str, Any], letter: str) -> dict[str, Any]:
    for p in raw["pieces"]:
        if p["letter"] == letter:
            return p
    raise KeyError(letter)


def errors_of(raw: dict[str, Any], source: str = "test.toml") -> list[str]:
    with pytest.raises(VariantError) as info:
        build_variant(raw, source)
    assert info.value.source == source
    assert str(info.value).startswith(f"{source}: ")
    for error in info.value.errors:
        assert error in str(info.value)
    return info.value.errors


def test_standard_builds_from_its_raw_table() -> None:
    v = build_variant(standard_raw(), "standard.toml")
    assert [k.letter for k in v.kinds] == ["K", "R", "B", "G", "S", "N", "L", "P",
                                           "+R", "+B", "+S", "+N", "+L", "+P"]
    assert v.kind("P").promoted is v.kind("+P") and v.kind("+P").base is v.kind("P")
    assert v.kind("G").promoted is None and v.kind("K").royal and v.kind("P").pawn
    assert v.kind("R").impasse_points == 5 and v.kind("+B").impasse_points == 5
    assert v.kind("G").impasse_points == 1 and v.kind("K").impasse_points == 0
    assert (v.files, v.ranks, v.promotion_ranks) == (9, 9, 3)
    assert v.impasse_declaration


def test_every_error_is_reported_at_once() -> None:
    raw = copy.deepcopy(standard_raw())
    raw["colour"] = "red"
    raw["promotion_ranks"] = 12
    piece(raw, "G")["moves"] = "WfX"
    piece(raw, "P")["hooks"] = ["teleport"]
    errors = errors_of(raw)
    assert len(errors) == 4, errors
    text = "\n".join(errors)
    assert "unknown key 'colour'" in text
    assert "promotion_ranks: 12 is outside 0..9" in text
    assert "(G): moves 'WfX': unknown piece letter 'X' at character 3" in text
    assert "(P): unknown hook 'teleport'" in text


def test_more_kinds_of_error_each_named() -> None:
    raw = copy.deepcopy(standard_raw())
    raw["files"] = "9"
    piece(raw, "S")["promotes_to"] = "+Q"
    raw["pieces"].append({"letter": "G", "kanji": "金", "name_ja": "金", "name_en": "Gold", "moves": "WfF"})
    raw["pieces"].append({"letter": "x", "kanji": "x", "name_ja": "x", "name_en": "x", "moves": "W"})
    piece(raw, "N")["speed"] = 3
    del piece(raw, "L")["name_en"]
    raw["capture"] = [{"captor": "nobody", "kind": "Z", "to": "P"}]
    text = "\n".join(errors_of(raw))
    for words in (
        "files: expected int, got str",
        "piece S: promotes_to '+Q' is not a defined letter",
        "piece +S: no piece promotes to it",
        "letter 'G' is defined twice",
        "letter must be one capital letter",
        "(N): unknown key 'speed'",
        "(L): missing text 'name_en'",
        "capture[0]: captor must be black, white or any",
        "capture[0]: kind 'Z' is not a defined letter",
    ):
        assert words in text, words


def test_a_missing_id_is_reported() -> None:
    raw = copy.deepcopy(standard_raw())
    del raw["id"]
    assert "missing key 'id'" in errors_of(raw)


def test_a_bad_start_position_names_the_sfen_field() -> None:
    raw = copy.deepcopy(standard_raw())
    raw["start"] = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGXGSNL b - 1"
    errors = errors_of(raw)
    assert len(errors) == 1
    assert errors[0].startswith("start: board, column ")
    assert "'X'" in errors[0]


def test_unknown_variant_and_sub_variant() -> None:
    with pytest.raises(VariantError) as info:
        load_variant("no-such-variant")
    message = str(info.value)
    assert "unknown variant 'no-such-variant'" in message
    assert "standard" in message  # the known ids are listed
    with pytest.raises(VariantError) as info:
        load_variant("standard:7")
    assert "unknown sub-variant '7' of 'standard'" in str(info.value)


def test_every_shipped_variant_and_sub_variant_loads() -> None:
    choices = all_variant_choices()
    assert choices[0] == "standard"
    for choice in choices:
        v = load_variant(choice)
        assert v.id == choice
        assert v.base_id == choice.partition(":")[0]


CHILD = """
id = "test-loader-child"
inherit = "standard"
name_ja = "子"
name_en = "Child"

[[pieces]]
letter = "N"
kanji = "桂"
name_ja = "八方桂"
name_en = "Eight-way knight"
moves = "N"
promotes_to = "+N"

[[pieces]]
letter = "C"
kanji = "麒"
name_ja = "麒麟"
name_en = "Kirin"
moves = "FD"

[sub.1]
name_ja = "一"
name_en = "One"
start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B2C2R1/LNSGKGSNL b - 1"
"""

NO_LANCES = """
id = "test-loader-no-lances"
inherit = "test-loader-child"
name_ja = "香なし"
name_en = "No lances"
remove_pieces = ["L", "+L"]
start = "1nsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/1NSGKGSN1 b - 1"
"""

CYCLE_A = 'id = "test-loader-cycle-a"\ninherit = "test-loader-cycle-b"\n'
CYCLE_B = 'id = "test-loader-cycle-b"\ninherit = "test-loader-cycle-a"\n'
ORPHAN = 'id = "test-loader-orphan"\ninherit = "test-loader-missing"\n'


@pytest.fixture
def variant_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    shutil.copy(variant_module._variant_dir() / "standard.toml", tmp_path / "standard.toml")
    for name, text in (("test-loader-child", CHILD), ("test-loader-no-lances", NO_LANCES),
                       ("test-loader-cycle-a", CYCLE_A), ("test-loader-cycle-b", CYCLE_B),
                       ("test-loader-orphan", ORPHAN)):
        (tmp_path / f"{name}.toml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(variant_module, "_variant_dir", lambda: tmp_path)
    return tmp_path


def test_inherit_replaces_and_adds_pieces_by_letter(variant_dir: Path) -> None:
    standard = load_variant("standard")
    child = load_variant("test-loader-child")
    letters = [k.letter for k in child.kinds]
    assert letters == [k.letter for k in standard.kinds] + ["C"]
    assert child.kind("N").moves == "N" and len(child.kind("N").specs) == 8
    assert child.kind("N").promoted is child.kind("+N")
    for k in standard.kinds:
        if k.letter != "N":
            assert child.kind(k.letter).moves == k.moves, k.letter
    # Everything not listed comes from the parent.
    assert child.start == standard.start
    assert child.promotion_ranks == 3 and child.impasse_declaration
    assert (child.name_en, child.id, child.base_id) == ("Child", "test-loader-child", "test-loader-child")
    # The sub-variant changes only what it lists.
    sub = load_variant("test-loader-child:1")
    assert sub.id == "test-loader-child:1" and sub.base_id == "test-loader-child"
    assert "C" in sub.start and sub.kind("N").moves == "N"
    assert {"test-loader-child", "test-loader-child:1"} <= set(all_variant_choices())


def test_inherit_through_two_levels_with_removed_pieces(variant_dir: Path) -> None:
    v = load_variant("test-loader-no-lances")
    letters = {k.letter for k in v.kinds}
    assert "L" not in letters and "+L" not in letters
    assert {"C", "N", "+N"} <= letters and v.kind("N").moves == "N"


def test_inherit_cycle_and_missing_parent(variant_dir: Path) -> None:
    with pytest.raises(VariantError) as info:
        load_variant("test-loader-cycle-a")
    assert "cycle" in str(info.value)
    with pytest.raises(VariantError) as info:
        load_variant("test-loader-orphan")
    assert "unknown variant 'test-loader-missing'" in str(info.value)


def test_a_move_only_slide_is_reported_by_the_loader() -> None:
    # The move tables cannot express move-only or capture-only slides; the loader must say so with
    # the other errors instead of letting the table builder fail later.
    raw = copy.deepcopy(standard_raw())
    piece(raw, "L")["moves"] = "mfR"
    errors = errors_of(raw)
    assert any("(L)" in e and "move-only" in e for e in errors), errors
