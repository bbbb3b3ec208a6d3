"""Static tactics the search asks about one square: the cheapest attacker, and whether a piece hangs."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core.position import Position

ROYAL_ATTACKER = 100_000  # least_attacker: a king takes only what nothing defends
HANG_MIN_VALUE = 200  # a piece worth less than this never hangs (pawns: sacrifices are tactics)


def least_attacker(pos: Position, t: int, by: int, values: tuple[int, ...]) -> int:
    """Value of the cheapest piece of colour ``by`` attacking square ``t`` (ordinary movement; a royal
    piece counts :data:`ROYAL_ATTACKER`), or -1 when nothing attacks it."""
    board = pos.board
    T = pos.T
    best = -1
    for s, codes in T.leap_att[by][t]:
        q = board[s]
        if q in codes:
            v = values[abs(q) - 1] or ROYAL_ATTACKER
            if best < 0 or v < best:
                best = v
    for path, codes in T.ray_att[by][t]:
        for s in path:
            q = board[s]
            if q:
                if q in codes:
                    v = values[abs(q) - 1] or ROYAL_ATTACKER
                    if best < 0 or v < best:
                        best = v
                break
    if best < 0 and T.irregular[by] and pos.attacked_irregularly(t, by):
        best = min(values[abs(c) - 1] or ROYAL_ATTACKER for c in T.irregular[by])
    return best


def hangs(pos: Position, to: int, values: tuple[int, ...]) -> bool:
    """After a quiet move to ``to`` (the opponent to move): can the opponent win the piece there,
    taking it with a cheaper piece, or taking it undefended?"""
    code = pos.board[to]
    v = values[abs(code) - 1]
    if v < HANG_MIN_VALUE:
        return False
    them = pos.side
    least = least_attacker(pos, to, them, values)
    if least < 0:
        return False
    if least + 60 < v:
        return True
    return not pos.attacked(to, them ^ 1)
