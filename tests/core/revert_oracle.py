"""The tests' oracle of card 時遡行 for plain plies: the selective revert of RULES.md §5.1 worked out from
two :class:`~shogi_desktop.core.transition.Transition` values, independently of the card's flows
(``core/addons/cards_rewind.py``), which the tests compare with it.

A revert is a list of primitive changes (:class:`BoardChange`, :class:`HandChange`) applied in order by
:func:`apply_revert`; :func:`invert` gives the list that undoes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from shogi_desktop.core.actions import PieceStatus
from shogi_desktop.core.outcome import RevertError
from shogi_desktop.core.position import BLACK, Position
from shogi_desktop.core.tables import square_name
from shogi_desktop.core.transition import Transition


@dataclass(frozen=True)
class BoardChange:
    """Square ``sq`` goes from code ``before`` to code ``after`` (0: empty), with the piece statuses."""

    sq: int
    before: int
    after: int
    status_before: PieceStatus | None = field(default=None, hash=False)
    status_after: PieceStatus | None = field(default=None, hash=False)


@dataclass(frozen=True)
class HandChange:
    """``color``'s hand count of kind ``kind`` changes by ``delta``."""

    color: int
    kind: int
    delta: int


Change = BoardChange | HandChange


def selective_revert(pos: Position, m1: Transition | None,
                     m2: Transition | None) -> list[Change] | RevertError:
    """The changes that undo ``m1`` (the side to move's previous ply) while ``m2`` (the reply) stays.

    ``pos`` is the position after ``m2``.  Follows RULES.md §5.1: the piece ``m1`` moved, dropped or
    promoted goes back to its square and state before ``m1`` (or to its owner's hand for a drop), taken
    from wherever it is now (still on the board, or in the opponent's hand when ``m2`` captured it); a
    piece ``m1`` captured returns to its square if that square is empty after the first step, otherwise
    to its owner's hand unpromoted.  Returns a :class:`RevertError` code when the card cannot be played.
    """
    if m1 is None:
        return RevertError.NO_PREVIOUS_PLY
    a = m1.color
    if pos.side != a:
        raise ValueError("selective_revert: the previous ply must belong to the side to move")
    if m2 is not None and m2.color == a:
        raise ValueError("selective_revert: the reply must be the opponent's ply")
    board = pos.board
    changes: list[Change] = []

    # Where is the piece M1 moved now?  M2, the opponent's, can only have captured it.
    taken_by_m2 = m2 is not None and m2.frm is not None and m2.to == m1.to
    if taken_by_m2:
        assert m2 is not None
        if m2.captured_code != m1.code_after:
            raise ValueError(f"selective_revert: the reply captured on {square_name(m1.to)}, but not the "
                             "piece the previous ply moved there")
        if m2.to_hand is not None:  # it sits in the opponent's hand now (unless it left the game)
            changes.append(HandChange(a ^ 1, m2.to_hand, -1))
    else:
        if board[m1.to] != m1.code_after:
            raise ValueError(f"selective_revert: {square_name(m1.to)} does not hold the piece the previous "
                             "ply moved there")
        status = pos.statuses.get(m1.to)
        changes.append(BoardChange(m1.to, m1.code_after, 0, status_before=status.copy() if status else None))

    # Put it back where it was.
    if m1.frm is None:
        assert m1.drop is not None
        changes.append(HandChange(a, m1.drop, 1))
    else:
        if board[m1.frm]:
            return RevertError.SQUARE_OCCUPIED  # M1 emptied it, so whatever stands there now M1 did not move
        changes.append(BoardChange(m1.frm, 0, m1.code_before, status_after=m1.moved_status))

    # The piece M1 captured: out of the captor's hand, back to its square or its owner's hand.
    if m1.captured is not None:
        if m1.to_hand is not None:
            changes.append(HandChange(a, m1.to_hand, -1))
        if taken_by_m2:
            base = pos.variant.kinds[m1.captured].unpromoted.index
            changes.append(HandChange(a ^ 1, base, 1))
        else:
            changes.append(BoardChange(m1.to, 0, m1.captured_code, status_after=m1.captured_status))

    trial = pos.copy()
    apply_revert(trial, changes)
    if not trial.legal_moves():
        return RevertError.NO_LEGAL_MOVE
    return changes


def apply_revert(pos: Position, changes: list[Change]) -> None:
    """Apply ``changes`` in order to ``pos`` (board, hands, statuses, king squares and hash).

    The side to move does not change: the revert is the first part of a ply.  This bypasses the
    position's undo stack; undo it with ``apply_revert(pos, invert(changes))``.  Raises ValueError
    (naming the square or hand) if the changes do not fit the position; nothing is changed then.
    """
    board = pos.board[:]
    hands = [pos.hands[0][:], pos.hands[1][:]]
    statuses = dict(pos.statuses)
    kinds = pos.variant.kinds
    zob, zob_hand = pos.T.zob, pos.T.zob_hand
    h = pos.hash  # updated the way push() updates it, so equal positions keep equal keys
    for ch in changes:
        if isinstance(ch, BoardChange):
            if board[ch.sq] != ch.before:
                raise ValueError(f"revert: {square_name(ch.sq)} holds code {board[ch.sq]}, expected {ch.before}")
            board[ch.sq] = ch.after
            if ch.before:
                h ^= zob[ch.before][ch.sq]
            if ch.after:
                h ^= zob[ch.after][ch.sq]
            statuses.pop(ch.sq, None)
            if ch.after and ch.status_after is not None:
                statuses[ch.sq] = ch.status_after.copy()
        else:
            n = hands[ch.color][ch.kind]
            if n + ch.delta < 0:
                side = "Black" if ch.color == BLACK else "White"
                raise ValueError(f"revert: {side}'s hand has no {kinds[ch.kind].letter} to take")
            hands[ch.color][ch.kind] = n + ch.delta
            zh = zob_hand[ch.color][ch.kind]
            h ^= zh[min(n, 40)] ^ zh[min(n + ch.delta, 40)]
    pos.board = board
    pos.hands = hands
    pos.statuses = statuses
    pos.hash = h
    pos.apply_edits([])  # the royal squares (and the key, from scratch: the same value)


def invert(changes: list[Change]) -> list[Change]:
    """The changes that undo ``changes`` (applied in order)."""
    out: list[Change] = []
    for ch in reversed(changes):
        if isinstance(ch, BoardChange):
            out.append(BoardChange(ch.sq, ch.after, ch.before, ch.status_after, ch.status_before))
        else:
            out.append(HandChange(ch.color, ch.kind, -ch.delta))
    return out
