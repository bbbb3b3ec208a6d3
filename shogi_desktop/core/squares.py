"""Squares of the 9x9 board and their USI names, and the geometry of a reflecting slide (RULES.md §4.1).

Squares are indices 0..80: ``sq = rank_index * 9 + file_index`` with rank_index 0 = rank a (top,
White's back rank) and file_index 0 = file 9 (left from Black's side), the order SFEN lists them in.
A leaf module: the add-ons and the tables share it without importing each other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

FILES = RANKS = 9
NSQ = 81
FILE_CHARS = "987654321"
RANK_CHARS = "abcdefghi"


def square_name(sq: int) -> str:
    """USI name of a square index, e.g. 56 -> '7g'."""
    return f"{9 - sq % 9}{RANK_CHARS[sq // 9]}"


def is_square_name(text: str) -> bool:
    return len(text) == 2 and text[0] in FILE_CHARS and text[1] in RANK_CHARS


def parse_square(text: str) -> int:
    if not is_square_name(text):
        raise ValueError(f"not a square: {text!r}")
    return RANK_CHARS.index(text[1]) * 9 + (9 - int(text[0]))


def named_squares(steps: Iterable[str]) -> list[int]:
    """The board squares an action's steps name, in order (the step grammar of docs/notation.md): a move
    step's from and to (``5e5d``, ``5e5d+``), a drop step's target (``G*5e``, ``+S*5e``), a square step
    (``5e``); a word (``pass``, a die face, a magic's name) names none."""
    out: list[int] = []
    for step in steps:
        if "*" in step:
            names = [step.partition("*")[2]]
        elif len(step) == 4 or (len(step) == 5 and step[4] == "+"):
            names = [step[:2], step[2:4]]
        else:
            names = [step]
        if all(is_square_name(n) for n in names):
            out.extend(parse_square(n) for n in names)
    return out


def sq_of(file: int, rank: int) -> int:
    """Square from shogi file 1-9 and rank 1-9 (１一 = 1a)."""
    return (rank - 1) * 9 + (9 - file)


def on_board(f: int, r: int) -> bool:
    return 0 <= f < FILES and 0 <= r < RANKS


def reflect_path(sq: int, df: int, dr: int, walls: str) -> tuple[int, ...]:
    """Squares a reflecting diagonal slider travels from ``sq`` (RULES.md §4.1), on an empty board.

    ``walls`` is "both", "vertical" (files 1 and 9 reflect) or "horizontal" (ranks a and i reflect).
    """
    f, r = sq % 9, sq // 9
    path: list[int] = []
    seen: set[tuple[int, int, int]] = set()
    while True:
        nf, nr = f + df, r + dr
        bounce_f = not 0 <= nf < FILES
        bounce_r = not 0 <= nr < RANKS
        if bounce_f or bounce_r:
            if bounce_f and bounce_r:
                break  # a corner: both components reverse, the path ends
            if bounce_f and walls in ("both", "vertical"):
                df = -df
            elif bounce_r and walls in ("both", "horizontal"):
                dr = -dr
            else:
                break
            nf, nr = f + df, r + dr
            if not on_board(nf, nr):
                break
        s = nr * 9 + nf
        if s == sq:
            break  # back at the start square
        key = (s, df, dr)
        if key in seen:
            break
        seen.add(key)
        path.append(s)
        f, r = nf, nr
    return tuple(path)
