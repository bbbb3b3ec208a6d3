"""USI position strings and SFEN: every pasted form, handicaps recognised, cshogi agreeing."""

from __future__ import annotations

import contextlib
import random

import cshogi
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shogi_desktop.core.handicap import handicap_sfen, handicaps
from shogi_desktop.core.position import Position
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation.errors import KifuError
from shogi_desktop.notation.usi import (
    format_sfen,
    format_usi,
    match_start,
    parse_sfen_record,
    parse_usi_position,
)

START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
AFTER = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3"


@pytest.mark.parametrize("text", [
    "position startpos moves 7g7f 3c3d",
    "startpos moves 7g7f 3c3d",
    f"position sfen {START} moves 7g7f 3c3d",
    f"sfen {START} moves 7g7f 3c3d",
    f"{START} moves 7g7f 3c3d",
    "7g7f 3c3d",
    "moves 7g7f 3c3d",
    "  position startpos\n  moves 7g7f\n 3c3d\n",
])
def test_every_pasted_form(text: str) -> None:
    r = parse_usi_position(text)
    assert r.handicap is None and r.start_sfen == START
    assert r.moves_usi() == ["7g7f", "3c3d"]
    assert r.current is r.main_line()[-1]  # the position the text describes
    assert format_sfen(r) == AFTER
    assert format_usi(r) == "position startpos moves 7g7f 3c3d"


def test_positions_without_moves() -> None:
    assert format_usi(parse_usi_position("position startpos")) == "position startpos"
    r = parse_sfen_record(AFTER)
    assert r.start_sfen == AFTER and r.moves_usi() == []
    assert format_sfen(r) == AFTER and format_usi(r) == f"position sfen {AFTER}"
    r = parse_usi_position("sfen 4k4/9/9/9/9/9/9/9/4K4 b 2P")  # move number left out
    assert r.start_sfen == "4k4/9/9/9/9/9/9/9/4K4 b 2P 1"


@pytest.mark.parametrize("hid", sorted(handicaps()))
def test_handicap_start_positions_are_recognised(hid: str) -> None:
    sfen = handicap_sfen(hid)
    r = parse_usi_position(f"position sfen {sfen}")
    assert r.handicap == hid and r.start_sfen == sfen
    assert match_start(sfen) == (hid, None)


def test_match_start() -> None:
    assert match_start(START) == (None, None)
    assert match_start(START.replace(" 1", " 5")) == (None, START.replace(" 1", " 5"))
    lishogi_3 = "1nsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"
    assert match_start(lishogi_3) == ("3", lishogi_3)  # 三枚落ち, the other lance
    odd = "4k4/9/9/9/9/9/9/9/4K4 b - 1"
    assert match_start(odd) == (None, odd)


def test_node_argument_and_line_end() -> None:
    r = GameRecord.new()
    a = r.add_move("7g7f")
    r.add_move("3c3d")
    r.add_ending("resignation", 1)
    assert format_usi(r) == "position startpos moves 7g7f 3c3d"  # the ending is no move
    assert format_usi(r, a) == "position startpos moves 7g7f"
    assert format_sfen(r, r.root) == START


@pytest.mark.parametrize("text,column,words", [
    ("position startpos moves 7g7f 7g7f", 30, "'7g7f' is not a legal move here"),
    ("position startpos moves 7g7f xyz", 30, "bad move"),
    ("position", 9, "expected 'startpos' or 'sfen'"),
    ("position sfen lnsg b", 21, "incomplete SFEN"),
    ("sfen lnsgkgsnl/9/9 b - 1", 6, "bad SFEN"),
    ("hello world", 1, "unexpected 'hello'"),
    ("", 1, "empty input"),
])
def test_errors(text: str, column: int, words: str) -> None:
    with pytest.raises(KifuError) as info:
        parse_usi_position(text)
    assert info.value.column == column and info.value.line == 1, str(info.value)
    assert words in info.value.message


def test_error_on_second_line_and_partial_record() -> None:
    with pytest.raises(KifuError) as info:
        parse_usi_position("position startpos moves\n7g7f 3c3d\n  2b8h")
    err = info.value
    assert (err.line, err.column) == (3, 3)
    assert err.partial.moves_usi() == ["7g7f", "3c3d"]


def test_random_games_agree_with_cshogi() -> None:
    rng = random.Random(7)
    for i in range(40):
        hid = [None, *handicaps()][i % (len(handicaps()) + 1)]
        pos = Position.initial("standard", hid)
        moves = []
        for _ in range(rng.randint(1, 120)):
            legal = pos.legal_moves()
            if not legal:
                break
            m = rng.choice(legal)
            moves.append(pos.move_to_usi(m))
            pos.push(m)
        text = f"position sfen {Position.initial('standard', hid).sfen()} moves {' '.join(moves)}"
        r = parse_usi_position(text)
        assert r.handicap == hid
        board = cshogi.Board()
        board.set_position(format_usi(r)[len("position "):])
        assert board.sfen() == format_sfen(r) == pos.sfen()
        again = parse_usi_position(format_usi(r))
        assert again.moves_usi() == moves and again.start_sfen == r.start_sfen


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=200) | st.lists(st.sampled_from(
    ["position", "startpos", "sfen", "moves", START, "7g7f", "3c3d", "8h2b+", "P*5e", "b", "w", "-", "1",
     "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL", "x!5e", "9/9/9/9/9/9/9/9/9"]), max_size=12).map(" ".join))
def test_no_text_crashes_the_reader(text: str) -> None:
    with contextlib.suppress(KifuError):
        parse_usi_position(text)


@pytest.mark.parametrize("variant", ["standard+cards1", "standard+cards2", "standard+fantasista", "hybrid:2+cards1"])
def test_an_sfen_of_a_card_or_magic_game_reads_back(variant: str) -> None:
    """Its add-on field (cards1:, cards2:, magic:) says which add-on the game plays with (issue 14, item 9)."""
    from shogi_desktop.notation import format_record, read_record

    record = GameRecord.new(variant)
    record.add_move(record.position().legal_moves()[0])
    text = format_record(record, "sfen")
    base = variant.partition("+")[0]
    again = read_record(text) if base == "standard" else read_record(text, fmt="sfen", variant=base)
    assert again.variant == variant
    assert again.position().sfen() == record.position().sfen()
