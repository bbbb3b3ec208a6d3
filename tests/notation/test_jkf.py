"""JSON Kifu Format: a Kifu-for-JS style sample, presets, forks, relative, round trips, errors."""

from __future__ import annotations

import contextlib
import json
import random
from typing import Any

import cshogi
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shogi_desktop.core.handicap import handicap_sfen, handicaps
from shogi_desktop.core.outcome import Termination
from shogi_desktop.core.position import Position
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation.errors import KifuError
from shogi_desktop.notation.jkf import PRESETS, format_jkf, jkf_object, parse_jkf, read_jkf
from shogi_desktop.notation.native import record_to_dict


def dump(record: GameRecord) -> dict[str, Any]:
    data = record_to_dict(record)
    data.pop("current", None)
    return data


def mv(color: int, frm: tuple[int, int] | None, to: tuple[int, int] | None, piece: str, **extra: Any) -> dict[str, Any]:
    m: dict[str, Any] = {"color": color, "piece": piece, **extra}
    if frm:
        m["from"] = {"x": frm[0], "y": frm[1]}
    if to:
        m["to"] = {"x": to[0], "y": to[1]}
    return m


# As Kifu for JS writes it: moves[0] carries the start's comments, forks replace the entry holding them.
SAMPLE = {
    "header": {"先手": "羽生", "後手": "谷川", "棋戦": "テスト", "場所": "東京", "開始日時": "2020/01/01 10:00",
               "手合割": "平手", "独自": "x"},
    "initial": {"preset": "HIRATE"},
    "moves": [
        {"comments": ["開始局面"]},
        {"move": mv(0, (7, 7), (7, 6), "FU"), "time": {"now": {"m": 0, "s": 12}, "total": {"h": 0, "m": 0, "s": 12}}},
        {"move": mv(1, (3, 3), (3, 4), "FU"), "time": {"now": {"m": 1, "s": 5}, "total": {"h": 0, "m": 1, "s": 5}},
         "forks": [[{"move": mv(1, (8, 3), (8, 4), "FU")}, {"move": mv(0, (2, 7), (2, 6), "FU")}]]},
        {"move": mv(0, (8, 8), (2, 2), "KA", promote=True, capture="KA"), "comments": ["角交換", "二行目"]},
        {"move": mv(1, (3, 1), None, "GI", same=True, capture="UM")},
        {"move": mv(0, None, (4, 5), "KA", relative="H")},
        {"special": "TORYO", "time": {"now": {"m": 0, "s": 3}, "total": {"h": 0, "m": 1, "s": 8}}},
    ],
}


def test_sample() -> None:
    r = parse_jkf(json.dumps(SAMPLE, ensure_ascii=False))
    assert r.header["black"] == "羽生" and r.header["white"] == "谷川" and r.header["event"] == "テスト"
    assert r.header["独自"] == "x" and "手合割" not in r.header
    assert r.root.comment == "開始局面"
    line = r.main_line()
    assert [n.usi for n in line[1:6]] == ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]
    assert line[1].time_spent == 12 and line[2].time_spent == 65 and line[2].total_time == 65
    assert line[3].comment == "角交換\n二行目"
    assert line[6].ending is not None and line[6].ending.termination is Termination.RESIGNATION
    assert line[6].ending.winner == 0 and line[6].time_spent == 3 and line[6].total_time == 68
    fork = line[1].children[1]
    assert fork.usi == "8c8d" and fork.next is not None and fork.next.usi == "2g2f"


def test_round_trip_and_idempotence() -> None:
    r = parse_jkf(json.dumps(SAMPLE, ensure_ascii=False))
    text = format_jkf(r)
    again = parse_jkf(text)
    assert dump(again) == dump(r)
    assert format_jkf(again) == text
    data = json.loads(text)
    third = data["moves"][3]["move"]
    assert third["promote"] is True and third["capture"] == "KA" and third["piece"] == "KA"
    assert data["moves"][4]["move"]["same"] is True and data["moves"][4]["move"]["capture"] == "UM"
    assert data["moves"][2]["forks"][0][0]["move"]["to"] == {"x": 8, "y": 4}
    assert data["moves"][6] == {"special": "TORYO", "time": {"now": {"m": 0, "s": 3},
                                                             "total": {"h": 0, "m": 1, "s": 8}}}


def test_variations_comments_and_nested_forks_round_trip() -> None:
    r = GameRecord.new()
    r.root.comment = "root"
    a = r.add_move("7g7f")
    b = r.add_move("3c3d")
    r.add_move("2g2f").comment = "main"
    r.go_to(a)
    r.add_move("8c8d").comment = "alt 1"
    r.add_move("2g2f")
    r.go_to(a)
    r.add_move("4a3b")
    r.go_to(b)
    r.add_move("6g6f")
    r.add_ending(Termination.ABORT)
    again = parse_jkf(format_jkf(r))
    assert dump(again) == dump(r)


def test_relative_and_promotion_flags() -> None:
    # Two golds can reach 5h: the written move says which (L/R), as KI2 does.
    r = GameRecord.new(sfen="4k4/9/9/9/9/9/9/9/3GKG3 b G 1")
    r.add_move("6i5h")
    r.add_move("5a4a")
    r.add_move("G*5g")  # a gold on the board can also reach 5g: the drop says H
    data = jkf_object(r)
    assert data["moves"][1]["move"]["relative"] == "L"
    assert data["moves"][3]["move"]["relative"] == "H"
    assert "relative" not in data["moves"][2]["move"]
    r = GameRecord.new(sfen="4k4/9/9/9/9/9/4P4/9/4K4 b - 1")  # reaching the zone without promoting
    r.add_move("5g5f")
    r2 = GameRecord.new(sfen="4k4/9/9/4P4/9/9/9/9/4K4 b - 1")
    r2.add_move("5d5c")
    assert "promote" not in jkf_object(r)["moves"][1]["move"]
    assert jkf_object(r2)["moves"][1]["move"]["promote"] is False


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_preset(preset: str) -> None:
    r = read_jkf({"header": {}, "initial": {"preset": preset}, "moves": [{}]})
    assert r.handicap == PRESETS[preset]
    written = jkf_object(r)["initial"]
    if preset == "3":  # spelled as a board: converters disagree on the lance 三枚落ち removes
        assert written["preset"] == "OTHER"
    else:
        assert written == {"preset": preset}
    assert read_jkf({"header": {}, "initial": written, "moves": []}).handicap == PRESETS[preset]


@pytest.mark.parametrize("hid", sorted(h for h in handicaps() if h not in PRESETS.values() or h == "3"))
def test_handicaps_without_a_preset_are_boards(hid: str) -> None:
    r = GameRecord.new(handicap=hid)
    data = jkf_object(r)
    assert data["initial"]["preset"] == "OTHER" and data["initial"]["data"]["color"] == 1
    again = read_jkf(data)
    assert again.handicap == hid and again.start_sfen == handicap_sfen(hid)
    assert data["header"] == {}


def test_handicap_players_are_uwate_and_shitate() -> None:
    r = GameRecord.new(handicap="rook")
    r.header.update({"black": "下手の人", "white": "上手の人"})
    data = jkf_object(r)
    assert data["header"] == {"下手": "下手の人", "上手": "上手の人"}
    assert read_jkf(data).header == r.header


def test_other_board_with_hands_and_old_boolean_colours() -> None:
    board: list[list[dict[str, Any]]] = [[{} for _ in range(9)] for _ in range(9)]
    board[4][0] = {"color": False, "kind": "OU"}  # 5一 White king (old JKF: false = White)
    board[4][8] = {"color": True, "kind": "OU"}
    data = {"header": {}, "initial": {"preset": "OTHER", "data": {
        "color": True, "board": board, "hands": [{"FU": 2, "KI": 1}, {"HI": 1}]}},
        "moves": [{}, {"move": {"color": True, "to": {"x": 5, "y": 2}, "piece": "KI"}}]}
    r = read_jkf(data)
    assert r.start_sfen == "4k4/9/9/9/9/9/9/9/4K4 b G2Pr 1"
    assert r.moves_usi(r.main_line()[-1]) == ["G*5b"]


@pytest.mark.parametrize("data,words", [
    ({"header": {}, "initial": {"preset": "XX"}, "moves": []}, "initial.preset: unknown preset"),
    ({"header": {}, "moves": [{}, {"move": mv(1, (7, 7), (7, 6), "FU")}]}, "moves[1].move.color"),
    ({"header": {}, "moves": [{}, {"move": mv(0, (7, 7), (7, 5), "FU")}]}, "moves[1].move: 7g7e is not a legal move here"),
    ({"header": {}, "moves": [{}, {"move": mv(0, (5, 5), (5, 4), "FU")}]}, "moves[1].move.from: no piece"),
    ({"header": {}, "moves": [{}, {"move": mv(0, (7, 7), (7, 6), "KI")}]}, "moves[1].move.piece"),
    ({"header": {}, "moves": [{}, {"move": mv(0, (7, 7), (0, 6), "FU")}]}, "moves[1].move.to: square (0, 6)"),
    ({"header": {}, "moves": [{}, {"special": "TORYO"}, {"move": mv(1, (3, 3), (3, 4), "FU")}]}, "moves[2]"),
    ({"header": {}, "moves": [{}, {"special": "NOPE"}]}, "unknown special"),
    ({"header": {}, "moves": "x"}, "moves: expected a list"),
    ([1, 2], "expected a JSON object"),
])
def test_errors_name_the_json_path(data: Any, words: str) -> None:
    with pytest.raises(KifuError) as info:
        read_jkf(data)
    assert info.value.format == "jkf" and words in info.value.message, str(info.value)


def test_bad_json_names_line_and_column_and_partial_keeps_moves() -> None:
    with pytest.raises(KifuError) as info:
        parse_jkf('{"header": {},\n  "moves": [}')
    assert (info.value.line, info.value.column) == (2, 13)
    data = {"header": {}, "moves": [{}, {"move": mv(0, (7, 7), (7, 6), "FU")}, {"move": mv(1, (3, 3), (3, 5), "FU")}]}
    with pytest.raises(KifuError) as info:
        read_jkf(data)
    assert info.value.partial.moves_usi(info.value.partial.main_line()[-1]) == ["7g7f"]


def test_moves_agree_with_cshogi_boards() -> None:
    """from, piece, capture and promote of written moves, checked on cshogi's board."""
    names = {cshogi.PAWN: "FU", cshogi.LANCE: "KY", cshogi.KNIGHT: "KE", cshogi.SILVER: "GI", cshogi.GOLD: "KI",
             cshogi.BISHOP: "KA", cshogi.ROOK: "HI", cshogi.KING: "OU", cshogi.PROM_PAWN: "TO",
             cshogi.PROM_LANCE: "NY", cshogi.PROM_KNIGHT: "NK", cshogi.PROM_SILVER: "NG", cshogi.PROM_BISHOP: "UM",
             cshogi.PROM_ROOK: "RY"}
    rng = random.Random(11)
    for i in range(20):
        hid = [None, *handicaps()][i % (len(handicaps()) + 1)]
        r = GameRecord.new(handicap=hid)
        pos = Position.initial("standard", hid)
        for _ in range(rng.randint(20, 100)):
            legal = pos.legal_moves()
            if not legal:
                break
            m = rng.choice(legal)
            r.add_move(m)
            pos.push(m)
        data = jkf_object(r)
        board = cshogi.Board(r.start_sfen)
        for entry, node in zip(data["moves"][1:], r.main_line()[1:]):
            m = entry["move"]
            if "from" in m:
                sq = (m["from"]["x"] - 1) * 9 + m["from"]["y"] - 1  # cshogi: file-major from 1a
                assert names[cshogi.piece_to_piece_type(board.piece(sq))] == m["piece"]
                to = (m["to"]["x"] - 1) * 9 + m["to"]["y"] - 1
                captured = board.piece(to)
                assert m.get("capture") == (names[cshogi.piece_to_piece_type(captured)] if captured else None)
                assert bool(m.get("promote")) == node.usi.endswith("+")
            assert m["color"] == board.turn
            board.push_usi(node.usi)
        again = read_jkf(data)
        assert again.moves_usi(again.main_line()[-1]) == r.moves_usi(r.main_line()[-1])


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.sampled_from(["FU", "KA", "TORYO", "OTHER", "HIRATE", "x"]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(
        st.sampled_from(["header", "initial", "moves", "move", "from", "to", "x", "y", "piece", "color", "preset",
                         "data", "board", "hands", "special", "forks", "time", "now", "total", "m", "s", "same",
                         "promote", "comments"]), children, max_size=5),
    max_leaves=30)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_JSON)
def test_no_json_value_crashes_the_reader(data: Any) -> None:
    with contextlib.suppress(KifuError):
        read_jkf(data)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_no_text_crashes_the_reader(text: str) -> None:
    with contextlib.suppress(KifuError):
        parse_jkf(text)
