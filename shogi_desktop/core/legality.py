"""One move checked alone: :meth:`Position.is_legal`, and the line test :meth:`Position.push_line` uses
both before a move (is the piece pinned?) and after it (did it uncover a check?): :func:`line_closer`
over ``tables.LegalTables.lines``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .squares import NSQ

if TYPE_CHECKING:
    from .position import Position

BLACK = 0
PROMOTE = 1 << 14

Line = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], frozenset[int]]


def line_closer(board: list[int], line: Line) -> int:
    """The slider that a piece on the line's square ``s`` stands between a king and (0: none): the squares
    between the king and ``s`` are empty and the first piece beyond ``s`` is one of the line's sliders.
    (``tables.LegalTables.lines``: a pinned piece before a move, a discovered check after one.)"""
    for s in line[0]:
        if board[s]:
            return 0
    for s in line[1]:
        r = board[s]
        if r:
            return r if r in line[3] else 0
    return 0


def is_legal(pos: Position, m: int) -> bool:
    """Is the plain move or drop ``m`` legal?  Checks this one move only (fast: kifu readers use it)."""
    if type(m) is not int or m < 0 or m >> 15:
        return False
    c = pos.side
    black = c == BLACK
    board = pos.board
    T = pos.T
    frm = m & 127
    to = (m >> 7) & 127
    if to >= NSQ:
        return False
    promote = bool(m & PROMOTE)
    if frm >= NSQ:
        k = frm - NSQ
        if promote or k >= T.nkinds or not pos.hands[c][k] or board[to] or not T.drop_ok[c][k][to]:
            return False
        if k in T.pawn_kinds:
            code = k + 1 if black else -k - 1
            if any(board[s] == code for s in range(to % 9, NSQ, 9)):
                return False
    else:
        p = board[frm]
        if not p or (p > 0) != black:
            return False
        q = board[to]
        if q and ((q > 0) == black or q in T.immune):
            return False
        k = p - 1 if black else -p - 1
        if not (to in T.steps[c][k][frm] or (to in T.steps_m[c][k][frm] and not q)
                or (to in T.steps_c[c][k][frm] and q)):
            reached = False
            for ray in T.rays[c][k][frm]:
                for t in ray:
                    if t == to:
                        reached = True
                        break
                    if board[t]:
                        break
                if reached:
                    break
            if not reached:
                return False
        pz = T.promo_zone[c][k]
        if promote:
            if pz is None or not (frm in pz or to in pz):
                return False
        elif pz is not None and to in T.must_promote[c][k]:
            return False
        if pos.statuses and not pos.capture_allowed(m):
            return False
    if not pos.leaves_king_safe(m):
        return False
    if frm >= NSQ and frm - NSQ in T.pawn_kinds and pos.king_sq[c ^ 1] >= 0:
        ek = pos.king_sq[c ^ 1]
        k = frm - NSQ
        if (ek in T.steps[c][k][to] or ek in T.steps_c[c][k][to]) and pos.drop_mates(m):
            return False
    return True
