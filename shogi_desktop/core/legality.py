"""One move checked alone, without a trial push where the tables can tell: :meth:`Position.is_legal` and
the checks of :meth:`Position.push_fast` (the kifu readers' path: one check and one push per move).

Self-check is found from the pins along the king's lines (``tables.LegalTables.lines``); the same line
test tells after a push whether the moved piece uncovered a check (:func:`line_closer`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .squares import NSQ

if TYPE_CHECKING:
    from .position import Position
    from .tables import LegalTables

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


def fast_check(pos: Position, m: int, F: LegalTables, c: int, ksq: int, ek: int, in_check: bool) -> bool | None:
    """Is ``m`` legal (for :meth:`push_fast`)?  None: the general path must tell (an evasion, a pawn
    drop that may mate, a royal capture, a piece with move-only or capture-only leaps)."""
    board = pos.board
    frm = m & 127
    to = m >> 7 & 127
    if frm >= NSQ:
        T = pos.T
        k = frm - NSQ
        if to >= NSQ or m & PROMOTE or k >= T.nkinds or not pos.hands[c][k] or board[to] \
                or not T.drop_ok[c][k][to]:
            return False
        new = k + 1 if c == BLACK else -k - 1
        if k in T.pawn_kinds:
            if new in board[to % 9::9]:
                return False  # 二歩
            if in_check or ek in F.reach[new][to]:
                return None  # an evasion, or perhaps 打ち歩詰め
        elif in_check:
            return None
        return True
    p = board[frm]
    step = F.steps[c].get(m | p << 15)  # None: no such move (or a piece with move-only leaps)
    if step is None:
        return None if p in F.odd[c] else False
    for s in step[0]:
        if board[s]:
            return False
    q = board[to]
    if q and ((q > 0) == (p > 0) or q in F.guarded):
        if q in pos.T.immune or (q > 0) == (p > 0):
            return False  # an own piece, an immune one
        return None  # capturing a royal piece
    if frm == ksq:
        board[frm] = 0
        attacked = pos.attacked(to, c ^ 1)
        board[frm] = p
        return not attacked
    if in_check:
        return None
    line = F.lines[c ^ 1][ksq].get(frm)  # on a line from the king: pinned if a slider waits behind it
    return line is None or to in line[2] or not line_closer(board, line)
