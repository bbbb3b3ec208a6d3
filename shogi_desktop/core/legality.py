"""One move checked alone: :meth:`Position.is_legal`, a drop of :meth:`Position.push_line`, and the line
test push_line uses both before a move (is the piece pinned?) and after it (did it uncover a check?):
:func:`line_closer` over ``tables.LegalTables.lines``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .squares import NSQ
from .tables import legal_tables

if TYPE_CHECKING:
    from .position import Position
    from .tables import Tables
    from .undo import MoveUndo

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


def move_checks(pos: Position, frm: int, to: int) -> bool:
    """After the plain move or drop from ``frm`` (a drop: ``NSQ`` and above) to ``to`` just made by
    :meth:`Position.push_move`: is the side to move in check (:meth:`Position.is_check`)?  Known from the
    move: the piece now on ``to`` attacks the king, or a slider behind ``frm`` does (the tables' reach and
    lines); asked of the board where there are no such tables (reflecting pieces) or no king."""
    T = pos.T
    F = T.legal or legal_tables(T)
    c = pos.side
    ek = pos.king_sq[c]
    if F is None or ek < 0:
        return pos.is_check()
    board = pos.board
    reach = F.reach[board[to]][to]
    if ek in reach and not any(map(board.__getitem__, reach[ek])):
        return True
    if frm < NSQ:
        line = F.lines[c ^ 1][ek].get(frm)
        return line is not None and bool(line_closer(board, line))
    return False


def line_drop(T: Tables, board: list[int], hand: list[int], m: int, c: int, h: int, in_check: bool, ek: int,
              entry: MoveUndo) -> int | None:
    """The drop ``m`` of :meth:`Position.push_line` (``c`` to move, ``hand`` its hand, ``h`` the key, ``ek``
    the enemy king's square): checked and made on ``board`` and ``hand``, ``entry`` filled but for its move
    and key; returns the key after it, or None when the line stops before it (illegal, or for the general
    check: an evasion, a pawn drop that may mate)."""
    F = T.legal
    assert F is not None
    k = (m & 127) - NSQ
    to = m >> 7 & 127
    if to >= NSQ or m & PROMOTE or k >= T.nkinds or not hand[k] or board[to] or not T.drop_ok[c][k][to]:
        return None
    new = k + 1 if c == BLACK else -k - 1
    if k in T.pawn_kinds:
        if new in board[to % 9::9]:
            return None  # 二歩
        if in_check or ek in F.reach[new][to]:
            return None  # an evasion, or perhaps 打ち歩詰め
    elif in_check:
        return None
    n = hand[k]
    hand[k] = n - 1
    zh = T.zob_hand[c][k]
    board[to] = new
    entry.captured = 0
    entry.hand_kind = -1
    entry.code = new
    return h ^ F.zob_moved[new][to] ^ zh[n] ^ zh[n - 1]


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
