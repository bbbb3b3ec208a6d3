"""Mates in one: the candidates next to the enemy king (drops and moves that might mate, found from one
look at the king's neighbourhood), the quick probe the search asks at every node, and the plain
questions "does this move allow a mate in one?" and "which action mates at once?".  (The move
generation itself is :mod:`.movegen`; :class:`~.position.Position` answers these as its methods.)"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .movegen import PROMOTE, has_evasion
from .squares import NSQ

if TYPE_CHECKING:
    from .position import Position

# the squares next to each square (at Chebyshev distance 1)
NEAR = tuple(frozenset(r * 9 + f for r in range(max(0, s // 9 - 1), min(9, s // 9 + 2))
                       for f in range(max(0, s % 9 - 1), min(9, s % 9 + 2)) if r * 9 + f != s)
             for s in range(NSQ))


def _covers(pos: Position, c: int, k: int, s: int, ek: int, f: int) -> bool:
    """Does a piece of kind ``k`` and colour ``c`` on ``s`` attack ``f``, the enemy king on ``ek`` taken off
    the board (a slider checking along a line also holds the square behind the king)?"""
    T = pos.T
    if f in T.steps[c][k][s] or f in T.steps_c[c][k][s]:
        return True
    board = pos.board
    for ray in T.rays[c][k][s]:
        for t in ray:
            if t == f:
                return True
            if board[t] and t != ek:
                break
    return False


def mate_candidates(pos: Position) -> list[int]:
    """Checking drops and moves onto the squares around the enemy king that may mate (not all legal
    yet): drops of every kind in hand but pawns (a pawn drop may not mate), and moves of the side's
    pieces onto the king's neighbourhood; candidates after which the king keeps a square nothing of
    ours attacks are left out."""
    c = pos.side
    them = c ^ 1
    ek = pos.king_sq[them]
    T = pos.T
    board = pos.board
    hand = pos.hands[c]
    black = c == 0
    near = NEAR[ek]
    immune = T.immune
    royal = T.royal_codes
    drops = [k for k in T.droppable if hand[k] and k not in T.pawn_kinds]
    # Our pieces that can step onto a square around the king, (from, to), and the squares the king may
    # step to that nothing of ours attacks now: one look at each square's attackers answers both.
    steps: list[tuple[int, int]] = []
    free = []
    irregular = bool(T.irregular[c])
    for t in near:
        q = board[t]
        theirs = q and (q > 0) != black  # the king's own piece: not a square it may step to
        target = not q or (theirs and q not in immune)  # a square our pieces may move to
        attacked = False
        for s, codes in T.leap_att[c][t]:
            p = board[s]
            if p in codes:
                attacked = True
                if p not in royal and target:
                    steps.append((s, t))
        for path, codes in T.ray_att[c][t]:
            for s in path:
                p = board[s]
                if p:
                    if p in codes:
                        attacked = True
                        if p not in royal and target:
                            steps.append((s, t))
                    break
        if not theirs and not attacked and not (irregular and pos.attacked_irregularly(t, c)):
            free.append(t)
    if not drops and not steps:
        return []
    out: list[int] = []

    def escapes(k: int, s: int) -> bool:
        if irregular or not free:
            return False
        return any(f != s and not _covers(pos, c, k, s, ek, f) for f in free)

    for k in drops:
        code = k + 1 if black else -k - 1
        ok = T.drop_ok[c][k]
        base = NSQ + k
        for s, codes in T.leap_att[c][ek]:
            if (code in codes and not board[s] and ok[s] and (s not in near or s not in free)
                    and not escapes(k, s)):
                out.append(base | s << 7)
        for path, codes in T.ray_att[c][ek]:
            if code in codes:
                for s in path:
                    if board[s]:
                        break
                    if ok[s] and (s not in near or s not in free) and not escapes(k, s):
                        out.append(base | s << 7)
    promote_code = T.promote_code
    for s, t in steps:
        m = s | t << 7
        p = board[s]
        k = abs(p) - 1
        pz = T.promo_zone[c][k]
        if pz is not None and (s in pz or t in pz) and not escapes(abs(promote_code[p]) - 1, t):
            out.append(m | PROMOTE)
        if not escapes(k, t):
            out.append(m)
    return out


def quick_mate_in_one(pos: Position) -> tuple[int | None, int]:
    """(a move that checkmates at once or None, the number of candidate moves tried).

    Not exhaustive (discovered checks and checks from afar by moved pieces are not tried), but what it
    returns does mate.  For positions without piece statuses and add-ons; the side to move not in check.
    """
    if pos.king_sq[pos.side ^ 1] < 0 or pos.king_sq[pos.side] < 0:
        return None, 0
    tried = 0
    seen: set[int] = set()
    for m in mate_candidates(pos):
        if m in seen:
            continue
        seen.add(m)
        if m & 127 < NSQ and not pos.is_legal(m):
            continue
        tried += 1
        pos.push(m)
        try:
            if pos.is_check() and not has_evasion(pos):
                return m, tried
        finally:
            pos.pop()
    return None, tried


def allows_mate_in_one(pos: Position, move: Any) -> bool:
    """After ``move``, can the opponent checkmate at once?"""
    pos.push(move)
    try:
        return mate_in_one(pos) is not None
    finally:
        pos.pop()


def mate_in_one(pos: Position) -> Any:
    """A legal action that checkmates at once, or None."""
    for m in pos.legal_actions():
        pos.push(m)
        try:
            if pos.is_check() and not pos.has_legal_move():
                return m
        finally:
            pos.pop()
    return None
