"""Rule answers beyond the move list, behind :class:`~.position.Position` methods: why a move is illegal
(:class:`~.outcome.IllegalReason` codes for the UI) and how a game ends (mate, stalemate, 千日手,
perpetual check)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .outcome import IllegalReason, Outcome, Termination
from .squares import NSQ
from .tables import code_of

if TYPE_CHECKING:
    from .position import Position

PROMOTE = 1 << 14


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
