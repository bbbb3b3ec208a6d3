"""The actions a mate search (:mod:`.mate`) tries: checks for the attacker, every answer for the defender.

*Check* is the core's: after the attacker's action ``pos.is_check()`` holds, that is, the defender has
exactly one royal piece and it is attacked.  A side with a king and a prince (card 出世金) is never in
check (RULES.md §5, card 06), so an action against such a side is a check only when it captures one
of the two royals and leaves the other attacked (docs/rules-decisions.md, "Mate search").

:func:`checks` is exact for every rule set: positions of plain pieces (no statuses, no add-on or power
actions, straight-line attacks) take a fast path that tests each legal move for check from the move
tables without playing it; everything else plays every legal action and asks the core.  Both give the
same list (tests/engine/test_mate_moves.py compares them on random positions and against cshogi).
"""

from __future__ import annotations

from typing import Any

from ..core.position import NSQ, PROMOTE, Position
from ..core.tables import LegalTables, legal_tables
from .search import legal_actions


def plain_position(pos: Position) -> LegalTables | None:
    """The move tables of the fast path, or None where every action must be played to be judged
    (piece statuses, add-on or power actions, after-ply add-ons, reflecting pieces, no single enemy royal)."""
    if pos.hooks or pos.statuses or pos.after_ply or pos.king_sq[pos.side ^ 1] < 0:
        return None
    return legal_tables(pos.T)


def checks(pos: Position) -> list[Any]:
    """Every legal action of the side to move after which the other side is in check."""
    F = plain_position(pos)
    if F is None:
        return [a for a in pos.legal_actions() if _checks_by_playing(pos, a)]
    return _plain_checks(pos, F)


def _plain_checks(pos: Position, F: LegalTables) -> list[int]:
    """The checking moves and drops of a plain position: the legal board moves (asked of the core with
    the hand set aside, so no drop is generated) tested from the tables, then the drops onto the squares
    from which a piece of that kind attacks the king (on the king's leaper squares and open lines),
    each checked alone by the core (二歩, 打ち歩詰め, a drop that leaves the own king attacked)."""
    c = pos.side
    hand = pos.hands[c]
    held = hand[:]
    if any(held):
        hand[:] = [0] * len(held)
        try:
            moves = pos.legal_moves()
        finally:
            hand[:] = held
    else:
        moves = pos.legal_moves()
    out = [m for m in moves if _gives_check(pos, F, m)]
    if not any(held):
        return out
    T = pos.T
    board = pos.board
    ek = pos.king_sq[c ^ 1]
    black = c == 0
    for k in T.droppable:
        if not held[k]:
            continue
        code = k + 1 if black else -k - 1
        base = NSQ + k
        ok = T.drop_ok[c][k]
        targets: list[int] = [s for s, codes in T.leap_att[c][ek] if code in codes and not board[s] and ok[s]]
        for path, codes in T.ray_att[c][ek]:
            if code in codes:
                for s in path:
                    if board[s]:
                        break
                    if ok[s]:
                        targets.append(s)
        for s in dict.fromkeys(targets):
            m = base | s << 7
            if pos.is_legal(m):
                out.append(m)
    return out


def evasions(pos: Position) -> list[Any]:
    """Every legal action of the side to move (in check): king steps, captures of the checker and
    interpositions first tried, then the add-on and power actions."""
    return legal_actions(pos, pos.is_check())


def has_evasion(pos: Position) -> bool:
    """Has the side to move (in check) a legal action?  (False: it is mated.)"""
    return pos.has_evasion()


def gives_check(pos: Position, action: Any) -> bool:
    """Is the other side in check after the legal ``action``?"""
    F = plain_position(pos)
    if F is None or type(action) is not int:
        return _checks_by_playing(pos, action)
    return _gives_check(pos, F, action)


def _checks_by_playing(pos: Position, action: Any) -> bool:
    pos.push(action)
    try:
        return pos.is_check()
    finally:
        pos.pop()


def _gives_check(pos: Position, F: LegalTables, m: int) -> bool:
    """Does the legal plain move or drop ``m`` attack the enemy king (directly or by uncovering a line)?"""
    board = pos.board
    c = pos.side
    ek = pos.king_sq[c ^ 1]
    frm = m & 127
    to = (m >> 7) & 127
    if frm >= NSQ:
        k = frm - NSQ
        between = F.reach[k + 1 if c == 0 else -k - 1][to].get(ek)
        return between is not None and not any(board[b] for b in between)
    code = board[frm]
    new = pos.T.promote_code[code] if m & PROMOTE else code
    between = F.reach[new][to].get(ek)
    if between is not None and all(b == frm or not board[b] for b in between):
        return True
    line = F.lines[c][ek].get(frm)
    if line is None:
        return False
    before, after, _path, codes = line
    if to in before or any(board[b] for b in before):
        return False
    for s in after:
        if s == to:
            return False
        q = board[s]
        if q:
            return q in codes
    return False
