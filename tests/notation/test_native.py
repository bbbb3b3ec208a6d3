"""The native JSON record: the exact schema, lossless round trips (variants, handicaps, variations,
comments, times, bookmarks, events, the current node), versioning and errors."""

from __future__ import annotations

import contextlib
import json
import random
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shogi_desktop.core.outcome import Termination
from shogi_desktop.core.position import Position
from shogi_desktop.core.record import GameRecord, Node
from shogi_desktop.core.variant import all_variant_choices
from shogi_desktop.notation import native
from shogi_desktop.notation.errors import KifuError
from shogi_desktop.notation.native import format_native, parse_native, read_native, record_to_dict

START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"


def build() -> GameRecord:
    r = GameRecord.new()
    r.header.update({"black": "A", "white": "B", "事件": "x"})
    r.root.comment = "start"
    r.root.bookmark = "opening"
    a = r.add_move("7g7f")
    a.time_spent, a.total_time, a.comment = 1.5, 1.5, "first\nsecond"
    b = r.add_move("3c3d")
    b.events.append({"type": "dice", "roll": 17})
    r.add_move("8h2b+").bookmark = "exchange"
    r.add_ending(Termination.RESIGNATION, 0)
    r.go_to(a)
    r.add_move("8c8d")
    r.go_to(a)
    r.add_move("4a3b").comment = "third choice"
    r.go_to(b)
    return r


def structure(node: Node) -> Any:
    """An independent view of a subtree (not via record_to_dict)."""
    return (node.usi, node.ending, node.comment, node.bookmark, node.time_spent, node.total_time, node.events,
            [structure(c) for c in node.children])


V1 = {  # the same record in schema version 1 (variations nested in the node they replace), still read
    "format": "shogi-desktop-record",
    "version": 1,
    "variant": "standard",
    "handicap": None,
    "start": START,
    "header": {"black": "A", "white": "B", "事件": "x"},
    "root": {"comment": "start", "bookmark": "opening"},
    "moves": [
        {"action": "7g7f", "time": 1.5, "total": 1.5, "comment": "first\nsecond"},
        {"action": "3c3d", "events": [{"type": "dice", "roll": 17}],
         "variations": [[{"action": "8c8d"}], [{"action": "4a3b", "comment": "third choice"}]]},
        {"action": "8h2b+", "bookmark": "exchange"},
        {"ending": {"termination": "resignation", "winner": 0}},
    ],
    "current": [0, 0],
}


def test_schema_is_exactly_as_documented() -> None:
    assert record_to_dict(build()) == {
        "format": "shogi-desktop-record",
        "version": 2,
        "variant": "standard",
        "handicap": None,
        "start": START,
        "header": {"black": "A", "white": "B", "事件": "x"},
        "root": {"comment": "start", "bookmark": "opening"},
        "moves": [
            {"action": "7g7f", "time": 1.5, "total": 1.5, "comment": "first\nsecond"},
            {"action": "3c3d", "events": [{"type": "dice", "roll": 17}]},
            {"action": "8h2b+", "bookmark": "exchange"},
            {"ending": {"termination": "resignation", "winner": 0}},
        ],
        "lines": [{"from": [0, 1], "moves": [{"action": "8c8d"}]},
                  {"from": [0, 1], "moves": [{"action": "4a3b", "comment": "third choice"}]}],
        "current": [0, 1],
    }


def test_version_1_is_read() -> None:
    old = read_native(V1)
    assert structure(old.root) == structure(build().root)
    assert old.current.usi == "3c3d" and old.current.is_main_line
    assert record_to_dict(old) == record_to_dict(build())


def test_round_trip_is_lossless() -> None:
    r = build()
    text = format_native(r)
    again = parse_native(text)
    assert structure(again.root) == structure(r.root)
    assert again.header == r.header and again.start_sfen == r.start_sfen
    assert again.current.usi == "3c3d" and again.current.is_main_line
    assert format_native(again) == text


@pytest.mark.parametrize("variant", ["eight-knight:4", "hybrid:2", "immortal-silver:3", "kirin-phoenix:1",
                                     "princess-empress:2"])
def test_variant_games_round_trip(variant: str) -> None:
    assert variant in all_variant_choices()
    rng = random.Random(variant)
    r = GameRecord.new(variant)
    for _ in range(60):
        legal = r.position().legal_moves()
        if not legal:
            break
        node = r.add_move(rng.choice(legal))
        node.time_spent = rng.random() * 10
    again = parse_native(format_native(r))
    assert again.variant == variant
    assert structure(again.root) == structure(r.root)


def test_handicaps_and_custom_starts() -> None:
    for handicap, sfen in (("rook", None), ("custom:8b,2h:b", None), ("3", "1nsgkgsnl/9/ppppppppp/9/9/9/"
                                                                          "PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
                           (None, "4k4/9/9/9/9/9/9/9/4K4 b 2P 7")):
        r = GameRecord.new("standard", handicap, sfen)
        again = parse_native(format_native(r))
        assert (again.handicap, again.start_sfen) == (r.handicap, r.start_sfen)


@dataclass
class Roll:
    value: int
    player: int


def test_event_objects_through_the_registry() -> None:
    r = GameRecord.new()
    r.add_move("7g7f").events.append(Roll(20, 0))
    data = record_to_dict(r)
    assert data["moves"][0]["events"] == [{"type": "Roll", "value": 20, "player": 0}]
    assert parse_native(format_native(r)).main_line()[1].events == [{"type": "Roll", "value": 20, "player": 0}]
    native.register_event_type("Roll", lambda d: Roll(d["value"], d["player"]))
    try:
        assert parse_native(format_native(r)).main_line()[1].events == [Roll(20, 0)]
    finally:
        del native.EVENT_TYPES["Roll"]


def test_long_game_without_recursion() -> None:
    rng = random.Random(3)
    r = GameRecord.new()
    pos = Position.initial()
    for _ in range(400):
        legal = pos.legal_moves()
        if not legal:
            break
        m = rng.choice(legal)
        r.add_move(m)
        pos.push(m)
    text = format_native(r, indent=None)
    again = parse_native(text)
    assert again.moves_usi(again.main_line()[-1]) == r.moves_usi(r.main_line()[-1])


@pytest.mark.parametrize("patch,words", [
    ({"format": "other"}, "not a Shogi Desktop record"),
    ({"version": 3}, "newer"),
    ({"version": "1"}, "version"),
    ({"variant": "no-such-variant"}, "bad start"),
    ({"handicap": "nope"}, "bad start"),
    ({"header": {"a": 1}}, "header"),
    ({"moves": [{"action": "7g7f"}, {"action": "7g7f"}]}, "moves[1].action: 7g7f is not a legal move here (no-piece)"),
    ({"moves": [{"action": "zz"}]}, "moves[0].action: cannot play 'zz'"),
    ({"moves": [{"ending": {"termination": "fun"}}]}, "moves[0].ending.termination"),
    ({"moves": [{"ending": {"termination": "abort", "winner": 3}}]}, "winner"),
    ({"moves": [{"ending": {"termination": "abort"}}, {"action": "7g7f"}]}, "after the end of the game"),
    ({"moves": [{"action": "7g7f", "time": -1}]}, "moves[0].time"),
    ({"version": 1, "moves": [{"action": "7g7f", "variations": [[{"action": "9g9f"}, {"action": "1a1c"}]]}]},
     "moves[0].variations[0][1].action"),
    ({"moves": [{"action": "7g7f"}], "lines": [{"from": [0, 0], "moves": [{"action": "9g9f"}, {"action": "1a1c"}]}]},
     "lines[0].moves[1].action"),
    ({"moves": [{"action": "7g7f"}], "lines": [{"from": [1, 0], "moves": []}]}, "lines[0].from"),
    ({"moves": [{"action": "7g7f", "time": 1e300}]}, "moves[0].time"),
])
def test_errors_name_the_path(patch: dict[str, Any], words: str) -> None:
    data = record_to_dict(GameRecord.new())
    data.update(patch)
    with pytest.raises(KifuError) as info:
        read_native(data)
    assert info.value.format == "json" and words in info.value.message, str(info.value)


def test_partial_and_bad_json() -> None:
    data = record_to_dict(GameRecord.new())
    data["moves"] = [{"action": "7g7f"}, {"action": "3c3d"}, {"action": "5i5i"}]
    with pytest.raises(KifuError) as info:
        read_native(data)
    assert info.value.partial.moves_usi() == ["7g7f", "3c3d"]
    with pytest.raises(KifuError) as info:
        parse_native('{"format": "shogi-desktop-record",\n "version": 1,,}')
    assert (info.value.line, info.value.column) == (2, 15)  # the second comma


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-2, 3) | st.floats(allow_nan=True) |
    st.sampled_from(["7g7f", "3c3d", "resignation", "standard", "rook", START, "shogi-desktop-record", ""]),
    lambda c: st.lists(c, max_size=4) | st.dictionaries(st.sampled_from(
        ["format", "version", "variant", "handicap", "start", "header", "root", "moves", "action", "ending",
         "termination", "winner", "time", "total", "comment", "bookmark", "events", "variations", "current"]),
        c, max_size=6),
    max_leaves=30)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_JSON)
def test_no_json_value_crashes_the_reader(data: Any) -> None:
    if isinstance(data, dict):
        data.setdefault("format", "shogi-desktop-record")
        data.setdefault("version", 1)
    with contextlib.suppress(KifuError):
        read_native(data)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=150))
def test_no_text_crashes_the_reader(text: str) -> None:
    with contextlib.suppress(KifuError):
        parse_native(text)


def test_written_json_is_plain_json() -> None:
    data = json.loads(format_native(build()))
    assert data["format"] == "shogi-desktop-record"
