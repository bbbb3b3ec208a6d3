"""Material balance: the sum of piece values on the board and in hand, Black minus White.

Values follow the table 谷川浩司 popularised for teaching (歩1 香3 桂4 銀5 金6 角8 飛10, と12 成香10
成桂10 成銀9 馬13 竜15; the king is not counted).  A piece keeps its table value only where it moves as in
standard shogi; a variant's own ``value`` wins; any other piece gets a value derived from its mobility:
the squares it attacks from the centre of an empty board (a step counts 1, a slid-over square 0.6).

API: ``piece_value(kind, variant)``, ``material(pos, color)``, ``material_balance(pos)`` (Black - White)
and ``material_series(positions)`` for a graph over a game (accepts Positions or Snapshots).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from .position import Position, Snapshot
from .tables import Tables, build_tables, tables_for
from .variant import PieceKind, Variant, VariantError, load_variant

STANDARD_VALUES: dict[str, int] = {
    "P": 1, "L": 3, "N": 4, "S": 5, "G": 6, "B": 8, "R": 10,
    "+P": 12, "+L": 10, "+N": 10, "+S": 9, "+B": 13, "+R": 15,
    "K": 0,
}

_CENTRE = 40  # 5e
_STEP_WEIGHT = 1.0
_SLIDE_WEIGHT = 0.6


def _tables(variant: Variant) -> Tables:
    try:
        if load_variant(variant.id) is variant:
            return tables_for(variant.id)
    except VariantError:
        pass
    return build_tables(variant)  # a variant built in memory (tests, editors)


def mobility_value(kind: PieceKind, variant: Variant) -> int:
    """A value for a piece the table does not know, from its attacks on an empty board."""
    T = _tables(variant)
    k = kind.index
    steps = len(T.steps[0][k][_CENTRE]) + len(T.steps_c[0][k][_CENTRE])
    slid = sum(len(path) for path in T.rays[0][k][_CENTRE])
    return max(1, round(steps * _STEP_WEIGHT + slid * _SLIDE_WEIGHT))


@cache
def _standard_moves() -> dict[str, str]:
    return {k.letter: k.moves for k in load_variant("standard").kinds}


@cache
def _values(variant: Variant) -> tuple[int, ...]:
    std = _standard_moves()
    out = []
    for kind in variant.kinds:
        if kind.royal:
            out.append(0)
        elif kind.value:
            out.append(kind.value)
        elif kind.letter in STANDARD_VALUES and std.get(kind.letter) == kind.moves and not kind.hooks:
            out.append(STANDARD_VALUES[kind.letter])
        else:
            out.append(mobility_value(kind, variant))
    return tuple(out)


def piece_value(kind: PieceKind, variant: Variant) -> int:
    return _values(variant)[kind.index]


_Board = tuple[int, ...] | list[int]
_Hands = tuple[tuple[int, ...], tuple[int, ...]] | list[list[int]]


def _parts(pos: Position | Snapshot) -> tuple[Variant, _Board, _Hands]:
    if isinstance(pos, Snapshot):
        return load_variant(pos.variant_id), pos.board, pos.hands
    return pos.variant, pos.board, pos.hands


def material(pos: Position | Snapshot, color: int) -> int:
    """Total value of ``color``'s pieces on the board and in hand."""
    variant, board, hands = _parts(pos)
    values = _values(variant)
    total = 0
    for code in board:
        if code and (code > 0) == (color == 0):
            total += values[abs(code) - 1]
    for k, n in enumerate(hands[color]):
        total += values[k] * n
    return total


def material_balance(pos: Position | Snapshot) -> int:
    """Black's material minus White's: positive when Black (先手/下手) is ahead."""
    return material(pos, 0) - material(pos, 1)


def material_series(positions: Iterable[Position | Snapshot]) -> list[int]:
    """The balance of each position in order (index = ply from the first position given)."""
    return [material_balance(p) for p in positions]
