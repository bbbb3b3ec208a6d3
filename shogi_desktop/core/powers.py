"""Movement powers of variant pieces that are actions of several steps (named hooks of variant.py).

Powers that only change where a piece can go (reflection, immunity) are compiled into the move
tables; the ones here add :class:`~.actions.Action` moves, listed by :func:`variant_hooks`.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from .actions import Action, ActionHook, Edit, HandEdit, SquareEdit
from .squares import NSQ, parse_square, square_name

if TYPE_CHECKING:
    from .position import Position
    from .variant import Variant

_KING_STEPS = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)]


@cache
def _neighbours() -> tuple[tuple[int, ...], ...]:
    out = []
    for sq in range(NSQ):
        f, r = sq % 9, sq // 9
        out.append(tuple((r + dr) * 9 + f + df for df, dr in _KING_STEPS if 0 <= f + df < 9 and 0 <= r + dr < 9))
    return tuple(out)


class LionHook:
    """The lion's two-step captures (RULES.md §4.2): capture with a king step, then make a second king
    step from there, ending anywhere (a second capture, an empty square, or back on the start square
    = capture in place, 居食い).  Written ``lion!5e4d,4d5e``.  The lion's jumps and single steps, and
    two-step moves that capture only at the end, are ordinary moves of its Betza ``KDNA``."""

    def __init__(self, codes: frozenset[int]) -> None:
        self.codes = codes

    def actions(self, pos: Position) -> list[Action]:
        board = pos.board
        black = pos.side == 0
        royal = pos.T.royal_codes
        immune = pos.T.immune
        near = _neighbours()
        out: list[Action] = []
        for s in range(NSQ):
            p = board[s]
            if p not in self.codes or (p > 0) != black:
                continue
            for m in near[s]:
                q = board[m]
                if not q or (q > 0) == black or q in royal or q in immune:
                    continue
                first = square_name(s) + square_name(m)
                for t in near[m]:
                    r = board[t]
                    if t != s and r and ((r > 0) == black or r in royal or r in immune):
                        continue
                    out.append(Action("lion", (first, square_name(m) + square_name(t))))
        return out

    def edits(self, pos: Position, action: Action) -> list[Edit]:
        if len(action.steps) != 2:
            raise ValueError(f"{action}: a lion action has two steps")
        s = parse_square(action.steps[0][:2])
        m = parse_square(action.steps[0][2:4])
        t = parse_square(action.steps[1][2:4])
        if action.steps[1][:2] != action.steps[0][2:4]:
            raise ValueError(f"{action}: the second step must start where the first ended")
        c = pos.side
        lion = pos.board[s]
        status = pos.statuses.get(s)
        hand = pos.hands[c][:]
        edits: list[Edit] = []
        for sq in (m, t):
            q = pos.board[sq]
            if q and sq != s:
                hk = pos.T.cap_hand[c][abs(q) - 1]
                captured_status = pos.statuses.get(sq)
                if hk >= 0 and not (captured_status is not None and captured_status.token):
                    hand[hk] += 1
        edits.append(SquareEdit(s, lion, status, 0, None))
        edits.append(SquareEdit(m, pos.board[m], pos.statuses.get(m), 0, None))
        old_code, old_status = (0, None) if t == s else (pos.board[t], pos.statuses.get(t))
        edits.append(SquareEdit(t, old_code, old_status, lion, status))
        for k, n in enumerate(hand):
            if n != pos.hands[c][k]:
                edits.append(HandEdit(c, k, pos.hands[c][k], n))
        return edits


_FACTORIES = {"lion": LionHook}


@cache
def _hooks_for(variant_id: str, kinds: tuple[tuple[str, int, tuple[str, ...]], ...]) -> dict[str, ActionHook]:
    hooks: dict[str, ActionHook] = {}
    for name, factory in _FACTORIES.items():
        codes = frozenset(c for _, idx, hs in kinds if name in hs for c in (idx + 1, -(idx + 1)))
        if codes:
            hooks[name] = factory(codes)
    return hooks


def variant_hooks(variant: Variant) -> dict[str, ActionHook]:
    """The action hooks a variant's pieces need (shared, stateless)."""
    key = tuple((k.letter, k.index, k.hooks) for k in variant.kinds)
    return _hooks_for(variant.id, key)
