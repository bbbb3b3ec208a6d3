"""What to animate for a special action (a card or magic ply), found by comparing two boards.

Nothing here knows a rule: the core gives the board before and after the ply, and :func:`diff_boards`
only compares them.  A piece that left square A while the same piece (same side, same kind or its
promoted/unpromoted form) appeared on square B moved A -> B (pairs are taken nearest first, ties broken
by square order, so the result is deterministic); a piece that stays on its square but changes side
flips; what is left disappeared or appeared.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ...core.position import Position
from ...core.tables import NSQ

FILES = 9


class BoardDiff(NamedTuple):
    moves: tuple[tuple[int, int], ...]  # (from square, to square)
    flips: tuple[int, ...]  # squares whose piece changed side in place
    removed: tuple[int, ...]  # squares whose piece disappeared
    added: tuple[int, ...]  # squares where a piece appeared

    @property
    def empty(self) -> bool:
        return not (self.moves or self.flips or self.removed or self.added)


def _family(code: int, bases: Sequence[int]) -> tuple[int, int]:
    """(side, unpromoted kind index) of a non-empty board code."""
    return (0 if code > 0 else 1, bases[abs(code) - 1])


def _distance(a: int, b: int) -> int:
    return max(abs(a % FILES - b % FILES), abs(a // FILES - b // FILES))


def diff_boards(before: Position, after: Position) -> BoardDiff:
    """The moves, flips, removals and additions that turn ``before``'s board into ``after``'s."""
    bases = [k.unpromoted.index for k in after.variant.kinds]
    b0, b1 = before.board, after.board
    flips: list[int] = []
    sources: list[int] = []
    targets: list[int] = []
    for sq in range(NSQ):
        x, y = b0[sq], b1[sq]
        if x == y:
            continue
        if x and y and (x > 0) != (y > 0) and bases[abs(x) - 1] == bases[abs(y) - 1]:
            flips.append(sq)
            continue
        if x:
            sources.append(sq)
        if y:
            targets.append(sq)
    pairs = sorted((_distance(a, b), a, b) for a in sources for b in targets
                   if _family(b0[a], bases) == _family(b1[b], bases))
    moves: list[tuple[int, int]] = []
    used_a: set[int] = set()
    used_b: set[int] = set()
    for _d, a, b in pairs:
        if a in used_a or b in used_b:
            continue
        used_a.add(a)
        used_b.add(b)
        moves.append((a, b))
    return BoardDiff(tuple(sorted(moves)), tuple(flips),
                     tuple(a for a in sources if a not in used_a), tuple(b for b in targets if b not in used_b))


def hand_gains(before: Position, after: Position) -> dict[int, list[int]]:
    """For each unpromoted kind index, the sides whose hand grew (one entry per piece gained)."""
    out: dict[int, list[int]] = {}
    for color in (0, 1):
        for kind, n in enumerate(after.hands[color]):
            gained = n - before.hands[color][kind]
            if gained > 0:
                out.setdefault(kind, []).extend([color] * gained)
    return out
