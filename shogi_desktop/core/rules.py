"""Rule answers beyond the move list, behind :class:`~.position.Position` methods: why a move is illegal
(:class:`~.outcome.IllegalReason` codes for the UI) and how a game ends (mate, stalemate, 千日手,
perpetual check) and the 入玉 declaration (the 27-point rule)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .outcome import IllegalReason, Outcome, Termination
from .squares import NSQ
from .tables import code_of

if TYPE_CHECKING:
    from .position import Position

PROMOTE = 1 << 14
BLACK = 0


def explain_illegal(pos: Position, m: int) -> IllegalReason | None:
    """Why ``m`` is not legal in ``pos`` (None if it is legal)."""
    if m in pos.legal_moves():
        return None
    c = pos.side
    frm = m & 127
    to = (m >> 7) & 127
    T = pos.T
    if frm >= NSQ:
        k = frm - NSQ
        if k >= len(pos.hands[c]) or not pos.hands[c][k]:
            return IllegalReason.NOT_IN_HAND
        if m & PROMOTE:
            return IllegalReason.CANNOT_PROMOTE  # drops are never promoted
        if pos.board[to]:
            return IllegalReason.OCCUPIED
        if not T.drop_ok[c][k][to]:
            return IllegalReason.DEAD_DROP
        if k in T.pawn_kinds:
            code = code_of(pos.variant.kinds[k], c)
            if any(pos.board[s] == code for s in range(to % 9, NSQ, 9)):
                return IllegalReason.NIFU
            pos.push(m)
            gives_check = pos.is_check()
            pos.pop()
            if gives_check and pos.drop_mates(m):
                return IllegalReason.UCHIFUZUME
        return IllegalReason.SELF_CHECK
    code = pos.board[frm]
    if not code:
        return IllegalReason.NO_PIECE
    if (code > 0) != (c == 0):
        return IllegalReason.NOT_YOUR_PIECE
    target = pos.board[to]
    if target and (target > 0) == (c == 0):
        return IllegalReason.OWN_PIECE
    if target in T.immune:
        return IllegalReason.IMMUNE
    plain = m & ~PROMOTE
    pseudo = pos.pseudo_legal_moves()
    if plain not in pseudo and (plain | PROMOTE) not in pseudo:
        if pos.statuses.get(to) is not None:
            return IllegalReason.IMMUNE
        return IllegalReason.CANNOT_REACH
    if m not in pseudo:
        return IllegalReason.DEAD_PIECE if m & PROMOTE == 0 else IllegalReason.CANNOT_PROMOTE
    return IllegalReason.SELF_CHECK


def outcome(pos: Position) -> Outcome | None:
    """Checkmate, stalemate (a loss), 千日手 or perpetual check in ``pos``; None while the game goes on."""
    c = pos.side
    if not pos.has_legal_move():
        return Outcome(Termination.CHECKMATE if pos.is_check() else Termination.STALEMATE, c ^ 1)
    if pos.repetition_count() < 4:
        return None
    first = pos.first_occurrence()
    if pos.history_index() - first > len(pos.played_moves()):
        return Outcome(Termination.REPETITION, None)
    # flags[i] is the check state after ply first+i+1; plies alternate between the sides.
    # The last ply was made by c^1.
    flags = pos.check_history()[first + 1:]
    last_mover = c ^ 1
    by_mover: dict[int, list[bool]] = {0: [], 1: []}
    for i, flag in enumerate(reversed(flags)):
        mover = last_mover if i % 2 == 0 else last_mover ^ 1
        by_mover[mover].append(flag)
    for mover in (last_mover, last_mover ^ 1):
        if by_mover[mover] and all(by_mover[mover]):
            return Outcome(Termination.PERPETUAL_CHECK, mover ^ 1)
    return Outcome(Termination.REPETITION, None)


def impasse_points(pos: Position, color: int) -> tuple[int, int]:
    """(points, pieces in the enemy camp other than the king) for the 27-point rule."""
    T = pos.T
    camp = T.zone[color]
    points = 0
    count = 0
    for sq in camp:
        code = pos.board[sq]
        if code and (code > 0) == (color == BLACK) and code not in T.royal_codes:
            points += pos.variant.kinds[abs(code) - 1].impasse_points
            count += 1
    for k, n in enumerate(pos.hands[color]):
        points += pos.variant.kinds[k].impasse_points * n
    return points, count

def can_declare_impasse(pos: Position) -> bool:
    """The 27-point declaration rule (CSA): the side to move may declare and win now."""
    if not pos.variant.impasse_declaration:
        return False
    c = pos.side
    k = pos.king_sq[c]
    if k < 0 or k not in pos.T.zone[c] or pos.is_check():
        return False
    points, count = impasse_points(pos, c)
    need = 28 if c == BLACK else 27
    return count >= 10 and points >= need


def start_position(pos: Position) -> Position:
    """A copy of ``pos`` at the start of its history (every ply undone)."""
    p = pos.copy()
    for _ in pos.played_moves():
        p.pop()
    return p


def check_history(pos: Position) -> list[bool]:
    """For each position of the repetition history of ``pos``: was its side to move in check?
    (Positions older than the undo history count as not in check.)"""
    p = start_position(pos)
    flags = [p.is_check()]
    for m in pos.played_moves():
        p.push(m)
        flags.append(p.is_check())
    n = pos.history_index() + 1
    missing = n - len(flags)
    return [False] * missing + flags if missing > 0 else flags[-n:]
