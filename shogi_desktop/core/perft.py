"""Perft: the number of leaves of the legal-move tree, the standard check of a move generator.

Bulk counting: at depth 1 the legal moves are counted without being made.  Used by the command line
(``shogi-desktop-cli perft``), the tests and ``bench/perft.py``.
"""

from __future__ import annotations

from .position import Position


def perft(pos: Position, depth: int) -> int:
    """Leaf count of the legal-move tree ``depth`` plies deep (``depth`` 0 counts the position itself).

    The position is left as it was (every move pushed is popped again).
    """
    if depth < 0:
        raise ValueError(f"perft depth must be at least 0, got {depth}")
    if depth == 0:
        return 1
    return _perft(pos, depth)


def _perft(pos: Position, depth: int) -> int:
    # Card, magic and variant-power actions count too: the tree is the legal-action tree.
    moves = pos.legal_actions() if pos.hooks else pos.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    push = pos.push
    pop = pos.pop
    for m in moves:
        push(m)
        total += _perft(pos, depth - 1)
        pop()
    return total


def perft_divide(pos: Position, depth: int) -> list[tuple[str, int]]:
    """Per root move (as USI, sorted): the leaf count below it; the counts sum to ``perft(pos, depth)``."""
    if depth < 1:
        raise ValueError(f"perft divide needs a depth of at least 1, got {depth}")
    out: list[tuple[str, int]] = []
    for m in (pos.legal_actions() if pos.hooks else pos.legal_moves()):
        usi = pos.move_to_usi(m) if type(m) is int else str(m)
        if depth == 1:
            out.append((usi, 1))
            continue
        pos.push(m)
        try:
            out.append((usi, _perft(pos, depth - 1)))
        finally:
            pos.pop()
    out.sort()
    return out
