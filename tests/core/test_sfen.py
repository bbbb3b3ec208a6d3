"""SFEN reading and writing (core/sfen.py through Position): round trips and error messages."""

from __future__ import annotations

import random

import cshogi
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shogi_desktop.core.handicap import handicap_ids, handicap_sfen
from shogi_desktop.core.position import Position
from shogi_desktop.core.sfen import SfenError, parse_sfen
from shogi_desktop.core.variant import load_variant

START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"

CANONICAL = [
    START,
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1",
    "R6gk/9/7S1/9/9/9/9/9/K8 b P 1",
    "7lk/9/7S1/9/9/9/2P6/9/K8 b NLPlp 1",
    "8k/9/9/9/9/9/9/9/K8 b 2R2B4G4S4N4L18P 1",
    "8k/9/9/9/9/9/9/9/K8 w 2r2b4g4s4n4l18p 124",
    "8k/9/9/9/9/9/9/9/K8 b RBGSNLPrbgsnlp 1",
    "+R+B+S+N+L+P2k/9/9/9/9/9/9/9/+r+b+s+n+l+p2K b - 37",
    "9/9/9/9/9/9/9/9/9 b - 1",
]


@pytest.mark.parametrize("sfen", CANONICAL)
def test_round_trip(sfen: str) -> None:
    assert Position.from_sfen(sfen).sfen() == sfen
    assert cshogi.Board(sfen).sfen() == sfen  # the peer writes the same text


@pytest.mark.parametrize("handicap", handicap_ids())
def test_round_trip_of_every_handicap(handicap: str) -> None:
    sfen = handicap_sfen(handicap)
    pos = Position.initial(handicap=handicap)
    assert pos.sfen() == sfen
    assert Position.from_sfen(sfen).sfen() == sfen
    assert cshogi.Board(sfen).sfen() == sfen


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        (f"sfen {START}", START),
        (f"  {START}  ", START),
        (START.replace(" ", "   "), START),
        ("8k/9/9/9/9/9/9/9/K8 b p2P 1", "8k/9/9/9/9/9/9/9/K8 b 2Pp 1"),
        ("8k/9/9/9/9/9/9/9/K8 b PP 1", "8k/9/9/9/9/9/9/9/K8 b 2P 1"),
        ("8k/9/9/9/9/9/9/9/K8 b plnsgbrPLNSGBR 1", "8k/9/9/9/9/9/9/9/K8 b RBGSNLPrbgsnlp 1"),
        ("8k/9/9/9/9/9/9/9/K8 b -", "8k/9/9/9/9/9/9/9/K8 b - 1"),  # the move number defaults to 1
        ("8k/9/9/9/9/9/9/9/K8 b - 007", "8k/9/9/9/9/9/9/9/K8 b - 7"),
        ("8k/9/9/9/9/9/9/9/K8 b - 1 extra fields", "8k/9/9/9/9/9/9/9/K8 b - 1"),
        ("8k/9/9/9/9/9/9/9/K8 b 1P 1", "8k/9/9/9/9/9/9/9/K8 b P 1"),
    ],
)
def test_written_in_canonical_form(text: str, canonical: str) -> None:
    assert Position.from_sfen(text).sfen() == canonical


def test_extra_fields_after_the_move_number_are_kept_for_add_ons() -> None:
    data = parse_sfen(f"{START} cards:abc magic:1", load_variant("standard"))
    assert data.extra == ["cards:abc", "magic:1"]
    assert data.move_number == 1
    assert parse_sfen(START, load_variant("standard")).extra == []


def test_random_games_write_the_same_sfen_as_cshogi() -> None:
    checked = 0
    for seed in range(15):
        rng = random.Random(1000 + seed)
        pos = Position.initial()
        board = cshogi.Board()
        for _ in range(160):
            sfen = pos.sfen()
            assert sfen == board.sfen()
            again = Position.from_sfen(sfen)
            assert again.sfen() == sfen
            assert again.board == pos.board and again.hands == pos.hands and again.side == pos.side
            checked += 1
            moves = pos.legal_moves()
            if not moves:
                break
            m = rng.choice(moves)
            usi = pos.move_to_usi(m)
            pos.push(m)
            board.push_usi(usi)
    assert checked > 1000


# --------------------------------------------------------------------------- errors
BAD_KING = START.replace("LNSGKGSNL", "LNSGXGSNL")
RANK2_TOO_LONG = START.replace("1r5b1", "1r5b2")


def col(text: str, marker: str, start: int = 0) -> int:
    """1-based column of ``marker`` in ``text`` (searching from ``start``)."""
    return text.index(marker, start) + 1


BOARD = START.split()[0]
EMPTY = "4k4/9/9/9/9/9/9/9/4K4"
SHORT_RANK9 = START.replace("LNSGKGSNL", "LNSGKGSN")


@pytest.mark.parametrize(
    ("text", "field", "column", "words"),
    [
        ("9/9/9 b - 1", "board", 1, "expected 9 ranks separated by '/', found 3"),
        ("9/9/9/9/9/9/9/9/9/9 b - 1", "board", 1, "found 10"),
        (BAD_KING, "board", col(BAD_KING, "X"), "unknown piece 'X'"),
        (RANK2_TOO_LONG, "board", col(RANK2_TOO_LONG, "1r5b2"), "rank 2 has 10 squares, expected 9"),
        (SHORT_RANK9, "board", col(SHORT_RANK9, "LNSG"), "rank 9 has 8 squares"),
        ("4k4/9/9/9/0/9/9/9/4K4 b - 1", "board", 11, "an empty-square count must be at least 1"),
        ("4k4/9/9/9/8+/9/9/9/4K4 b - 1", "board", 12, "'+' must be followed by a piece letter"),
        ("4k4/9/9/9/4+K4/9/9/9/4K4 b - 1", "board", 13, "unknown piece '+K'"),
        ("4k4/9/9/9/4?4/9/9/9/4K4 b - 1", "board", 12, "unexpected character '?'"),
        (BOARD, "side to move", len(BOARD) + 1, "missing field (side to move)"),
        (f"{BOARD} b", "hand", len(BOARD) + 3, "missing field (hand)"),
        (f"{BOARD} x - 1", "side to move", len(BOARD) + 2, "expected 'b' or 'w', got 'x'"),
        (f"{BOARD} B - 1", "side to move", len(BOARD) + 2, "got 'B'"),
        (f"{EMPTY} b 2PX 1", "hand", 27, "unknown piece 'X'"),
        (f"{EMPTY} b 0P 1", "hand", 25, "a hand count must be at least 1"),
        (f"{EMPTY} b P2 1", "hand", 26, "a count must be followed by a piece letter"),
        (f"{EMPTY} b +P 1", "hand", 25, "unexpected character '+'"),
        (f"{EMPTY} b K 1", "hand", 25, "a royal piece ('K') cannot be in hand"),
        (f"{EMPTY} b Pk 1", "hand", 26, "a royal piece ('k') cannot be in hand"),
        (f"{EMPTY} b - 0", "move number", 27, "expected a positive number, got '0'"),
        (f"{EMPTY} b - x", "move number", 27, "got 'x'"),
        (f"{EMPTY} b - -3", "move number", 27, "got '-3'"),
    ],
)
def test_errors_name_the_field_and_the_column(text: str, field: str, column: int, words: str) -> None:
    with pytest.raises(SfenError) as info:
        Position.from_sfen(text)
    err = info.value
    assert (err.field, err.column) == (field, column), str(err)
    assert words in err.message
    assert str(err) == f"{field}, column {column}: {err.message}"


def test_the_column_counts_from_the_start_of_the_given_text() -> None:
    # The docstring promises the column "in the whole string"; a "sfen " prefix or leading blanks
    # must not shift it.
    for prefix in ("sfen ", "   ", "sfen   "):
        with pytest.raises(SfenError) as info:
            Position.from_sfen(prefix + BAD_KING)
        assert info.value.column == len(prefix) + col(BAD_KING, "X"), prefix


@pytest.mark.parametrize(
    "text",
    [
        "4k4/9/9/9/²/9/9/9/4K4 b - 1",  # a digit that int() cannot read
        "4k4/9/9/9/9/9/9/9/4K4 b ²P 1",
        "4k4/9/9/9/9/9/9/9/4K4 b - " + "9" * 5000,  # longer than int() accepts
        "4k4/9/9/9/" + "1" * 5000 + "/9/9/9/4K4 b - 1",
    ],
)
def test_unusual_digits_give_an_sfen_error(text: str) -> None:
    with pytest.raises(SfenError):
        Position.from_sfen(text)


SFEN_ALPHABET = "0123456789/+- bwKRBGSNLPkrbgsnlpXx*²٣é\t\n"


@st.composite
def mutated_sfen(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(CANONICAL))
    for _ in range(draw(st.integers(min_value=1, max_value=4))):
        i = draw(st.integers(min_value=0, max_value=len(text)))
        op = draw(st.sampled_from(["insert", "delete", "replace"]))
        ch = draw(st.sampled_from(SFEN_ALPHABET))
        if op == "insert":
            text = text[:i] + ch + text[i:]
        elif op == "delete":
            text = text[:i] + text[i + 1 :]
        else:
            text = text[:i] + ch + text[i + 1 :]
    return text


def _parse_only_sfen_errors(text: str) -> None:
    try:
        pos = Position.from_sfen(text)
    except SfenError as exc:
        assert exc.field in ("board", "side to move", "hand", "move number"), exc.field
        assert exc.column >= 1
        return
    # Whatever was accepted writes out and reads back to the same position.
    again = Position.from_sfen(pos.sfen())
    assert again.sfen() == pos.sfen()


@settings(max_examples=400, deadline=None, database=None, derandomize=True)
@given(st.text())
def test_arbitrary_text_raises_only_sfen_error(text: str) -> None:
    _parse_only_sfen_errors(text)


@settings(max_examples=1000, deadline=None, database=None, derandomize=True)
@given(mutated_sfen())
def test_damaged_sfen_raises_only_sfen_error(text: str) -> None:
    _parse_only_sfen_errors(text)
