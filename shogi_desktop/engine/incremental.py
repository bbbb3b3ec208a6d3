"""The evaluation's base terms kept by the search's make and unmake instead of summed at every leaf.

:meth:`Evaluator.base` (material, rank and file, each piece's place relative to both kings, the pieces
in hand) changes by a few table entries on a plain move or drop: :meth:`IncrementalEval.push` plays the
move on the position and adds the change; :meth:`pop` takes it back.  A king's move changes the places
relative to it of the pieces within three squares of its two squares (:meth:`Evaluator.king_move_delta`);
a king's capture, an add-on action, a move under statuses or after-ply add-ons (magic, cards), and the
capture of a royal piece are summed afresh, so the value is exact for every variant and add-on:
``inc.base == evaluator.base(pos)`` after any sequence of pushes and pops.

    inc = IncrementalEval(evaluator, pos)
    inc.push(m)          # pos.push(m), the base kept
    inc.base             # evaluator.base(pos)
    inc.pop()            # pos.pop()
"""

from __future__ import annotations

from typing import Any

from ..core.position import PROMOTE, Position
from ..core.tables import NSQ
from .evaluate import Evaluator


class IncrementalEval:
    """The base terms of one position along a search (see the module doc)."""

    __slots__ = ("ev", "pos", "stack", "base")

    def __init__(self, ev: Evaluator, pos: Position) -> None:
        self.ev = ev
        self.pos = pos
        self.base = ev.base(pos)
        self.stack: list[int] = []

    def reset(self, pos: Position) -> None:
        """Start again from ``pos`` (the search took a fresh copy)."""
        self.pos = pos
        self.base = self.ev.base(pos)
        self.stack.clear()

    def push(self, m: Any) -> bool:
        """``pos.push(m)``, the base kept; returns whether the move gave check (``pos.is_check()``)."""
        pos = self.pos
        self.stack.append(self.base)
        if type(m) is not int or pos.statuses or pos.after_ply:
            pos.push(m)
            self.base = self.ev.base(pos)
            return pos.is_check()
        ev = self.ev
        board = pos.board
        frm = m & 127
        to = (m >> 7) & 127
        c = pos.side
        kb, kw = pos.king_sq
        if frm >= NSQ:
            k = frm - NSQ
            gives = pos.push_move(m)
            # the piece leaves the hand (its count was one more) and stands on ``to``
            self.base += ev.piece_term(board[to], to, kb, kw) - ev.hand_piece(c, k, pos.hands[c][k] + 1)
            return gives
        old = board[frm]
        cap = board[to]
        T = pos.T
        if (cap and cap in T.royal_codes) or old in T.royal_codes:
            gives = pos.push_move(m)
            if not cap and not m & PROMOTE and kb >= 0 and kw >= 0 and frm == (kw if c else kb):
                self.base += ev.king_move_delta(board, old, frm, to)  # the pieces near its two squares
            else:
                self.base = ev.base(pos)  # a royal capture, a king's capture
            return gives
        gives = pos.push_move(m)
        new = T.promote_code[old] if m & PROMOTE else old
        if kb >= 0 and kw >= 0:
            d = ev.move_delta(old, new, frm, to, cap, kb, kw)
        else:
            term = ev.piece_term
            d = term(new, to, kb, kw) - term(old, frm, kb, kw) - (term(cap, to, kb, kw) if cap else 0)
        if cap:
            hk = T.cap_hand[c][abs(cap) - 1]
            if hk >= 0:
                d += ev.hand_piece(c, hk, pos.hands[c][hk])
        self.base += d
        return gives

    def pop(self) -> Any:
        self.base = self.stack.pop()
        return self.pos.pop()
