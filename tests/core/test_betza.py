"""Betza movement strings (core/betza.py): vectors from the owner's view, dy > 0 = forward, dx > 0 = right."""

from __future__ import annotations

import pytest

from shogi_desktop.core.betza import BetzaError, MoveSpec, parse_betza
from shogi_desktop.core.variant import load_variant

ORTH = {(0, 1), (0, -1), (1, 0), (-1, 0)}
DIAG = {(1, 1), (-1, 1), (1, -1), (-1, -1)}
KNIGHT = {(1, 2), (-1, 2), (1, -2), (-1, -2), (2, 1), (-2, 1), (2, -1), (-2, -1)}
FORWARD = (0, 1)


def steps(text: str) -> set[tuple[int, int]]:
    """The single-step (leap) vectors, asserting every one may both move and capture."""
    specs = parse_betza(text)
    assert all(s.can_move and s.can_capture for s in specs)
    return {(s.dx, s.dy) for s in specs if not s.slide}


def slides(text: str) -> set[tuple[int, int]]:
    return {(s.dx, s.dy) for s in parse_betza(text) if s.slide}


# Each standard piece: (movement string as in standard.toml, leaps, slides).
STANDARD = {
    "K": ("K", ORTH | DIAG, set()),
    "R": ("R", set(), ORTH),
    "B": ("B", set(), DIAG),
    "G": ("WfF", ORTH | {(1, 1), (-1, 1)}, set()),
    "S": ("FfW", DIAG | {FORWARD}, set()),
    "N": ("ffN", {(1, 2), (-1, 2)}, set()),
    "L": ("fR", set(), {FORWARD}),
    "P": ("fW", {FORWARD}, set()),
    "+R": ("RF", DIAG, ORTH),
    "+B": ("BW", ORTH, DIAG),
    "+S": ("WfF", ORTH | {(1, 1), (-1, 1)}, set()),
    "+N": ("WfF", ORTH | {(1, 1), (-1, 1)}, set()),
    "+L": ("WfF", ORTH | {(1, 1), (-1, 1)}, set()),
    "+P": ("WfF", ORTH | {(1, 1), (-1, 1)}, set()),
}


@pytest.mark.parametrize("letter", list(STANDARD))
def test_every_standard_piece(letter: str) -> None:
    moves, leaps, rides = STANDARD[letter]
    assert steps(moves) == leaps
    assert slides(moves) == rides
    # The standard variant file uses exactly these strings.
    kind = load_variant("standard").kind(letter)
    assert kind.moves == moves
    assert {(s.dx, s.dy, s.slide) for s in kind.specs} == {(*v, False) for v in leaps} | {(*v, True) for v in rides}


def test_ffn_is_the_shogi_knight_and_fn_the_four_forward_knight_moves() -> None:
    assert steps("ffN") == {(1, 2), (-1, 2)}
    assert steps("fN") == {(1, 2), (-1, 2), (2, 1), (-2, 1)}
    assert steps("fsN") == {(2, 1), (-2, 1)}  # the wide forward moves
    assert steps("bbN") == {(1, -2), (-1, -2)}
    assert steps("bN") == {(1, -2), (-1, -2), (2, -1), (-2, -1)}
    assert steps("llN") == {(-2, 1), (-2, -1)}
    assert steps("rrN") == {(2, 1), (2, -1)}
    assert steps("N") == KNIGHT
    assert steps("vN") == {(1, 2), (-1, 2), (1, -2), (-1, -2)}
    assert steps("sN") == {(2, 1), (-2, 1), (2, -1), (-2, -1)}


def test_direction_modifiers_on_orthogonal_and_diagonal_atoms() -> None:
    assert steps("fW") == {(0, 1)}
    assert steps("bW") == {(0, -1)}
    assert steps("lW") == {(-1, 0)}
    assert steps("rW") == {(1, 0)}
    assert steps("sW") == {(1, 0), (-1, 0)}
    assert steps("vW") == {(0, 1), (0, -1)}
    assert steps("fbW") == {(0, 1), (0, -1)}  # orthogonal modifiers add up
    assert steps("fF") == {(1, 1), (-1, 1)}
    assert steps("bF") == {(1, -1), (-1, -1)}
    assert steps("flF") == {(-1, 1)}  # for a diagonal atom "fl" is one direction
    assert steps("frF") == {(1, 1)}
    assert steps("blF") == {(-1, -1)}
    assert steps("lF") == {(-1, 1), (-1, -1)}
    assert steps("fD") == {(0, 2)}
    assert steps("A") == {(2, 2), (-2, 2), (2, -2), (-2, -2)}
    assert steps("H") == {(0, 3), (0, -3), (3, 0), (-3, 0)}
    assert steps("G") == {(3, 3), (-3, 3), (3, -3), (-3, -3)}
    assert steps("C") == {(a * sa, b * sb) for a, b in ((3, 1), (1, 3)) for sa in (1, -1) for sb in (1, -1)}
    assert steps("Z") == {(a * sa, b * sb) for a, b in ((3, 2), (2, 3)) for sa in (1, -1) for sb in (1, -1)}


def test_move_only_and_capture_only() -> None:
    specs = parse_betza("mfWcfF")
    assert set(specs) == {
        MoveSpec(0, 1, False, can_move=True, can_capture=False),
        MoveSpec(1, 1, False, can_move=False, can_capture=True),
        MoveSpec(-1, 1, False, can_move=False, can_capture=True),
    }
    # "m" and "c" together mean both.
    assert all(s.can_move and s.can_capture for s in parse_betza("mcW"))
    # A move-only and a capture-only step in the same direction merge into one full step.
    merged = parse_betza("mWcW")
    assert {(s.dx, s.dy) for s in merged} == ORTH
    assert all(s.can_move and s.can_capture for s in merged)


def test_compound_atoms() -> None:
    assert slides("Q") == ORTH | DIAG and steps("Q") == set()
    assert steps("K") == ORTH | DIAG and slides("K") == set()
    assert slides("fQ") == {(0, 1), (1, 1), (-1, 1)}


def test_doubled_letters_are_riders() -> None:
    assert slides("WW") == ORTH and steps("WW") == set()
    assert slides("FF") == DIAG
    assert slides("NN") == KNIGHT  # nightrider
    assert slides("ffNN") == {(1, 2), (-1, 2)}
    assert slides("DD") == {(0, 2), (0, -2), (2, 0), (-2, 0)}
    assert slides("WW") == slides("R")


def test_a_slide_covers_the_step_in_the_same_direction() -> None:
    assert parse_betza("RW") == parse_betza("R")
    assert parse_betza("KW") == parse_betza("K")
    # The step stays where the slide does not cover it.
    assert steps("RF") == DIAG
    assert steps("fRW") == {(0, -1), (1, 0), (-1, 0)}


def test_riders_and_leapers_can_be_combined() -> None:
    specs = parse_betza("BN")
    assert {(s.dx, s.dy) for s in specs if s.slide} == DIAG
    assert {(s.dx, s.dy) for s in specs if not s.slide} == KNIGHT


@pytest.mark.parametrize(
    ("text", "position", "words"),
    [
        ("", 0, "empty"),
        ("X", 0, "unknown piece letter 'X'"),
        ("WfX", 2, "unknown piece letter 'X'"),
        ("f", 0, "modifiers without a piece letter"),
        ("Wff", 1, "modifiers without a piece letter"),
        ("vF", 0, "select no direction"),
        ("w", 0, "unknown piece letter"),
    ],
)
def test_errors_name_the_character(text: str, position: int, words: str) -> None:
    with pytest.raises(BetzaError) as info:
        parse_betza(text)
    assert info.value.position == position
    assert words in str(info.value)
    assert f"character {position + 1}" in str(info.value)
