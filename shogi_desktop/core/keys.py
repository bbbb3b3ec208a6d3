"""What a position's other fields follow from its board, hands and add-on states: its key (Zobrist, with
the add-on states and the piece statuses: 千日手) and its royal squares, and the edits that change them
(an action's, a selective revert's), bound as :class:`~.position.Position` methods."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from .actions import AddonEdit, Edit, HandEdit, SquareEdit, inverse_edits

if TYPE_CHECKING:
    from .position import Position

MASK = 0xFFFFFFFFFFFFFFFF
BLACK = 0


def find_kings(pos: Position) -> None:
    """``king_sq[c]``: the square of c's royal piece; -1 when c has none, or two (a king and a prince,
    card 出世金: then neither is in check and either may be left attacked, RULES.md §5)."""
    pos.king_sq = [-1, -1]
    count = [0, 0]
    for sq, code in enumerate(pos.board):
        if code in pos.T.royal_codes:
            c = 0 if code > 0 else 1
            pos.king_sq[c] = sq
            count[c] += 1
    for c in (0, 1):
        if count[c] > 1:
            pos.king_sq[c] = -1


def compute_key(pos: Position) -> int:
    """The position key from scratch (push keeps it incrementally; an edit list computes it again)."""
    T = pos.T
    h = 0
    for sq, code in enumerate(pos.board):
        if code:
            h ^= T.zob[code][sq]
    for c in (0, 1):
        for k, n in enumerate(pos.hands[c]):
            if n:
                h ^= T.zob_hand[c][k][min(n, 40)]
    if pos.side:
        h ^= T.zob_side
    # Add-on states (cards, magic) and piece statuses are part of a position's identity (千日手).
    # Add-on states are immutable values; plain moves leave them alone, so the incremental
    # hash of push() keeps this component unchanged.
    if pos.addon_states:
        h ^= hash(("addon", tuple(pos.addon_states.items()))) & MASK
    if pos.statuses:
        h ^= hash(tuple(sorted((k, repr(v)) for k, v in pos.statuses.items()))) & MASK
    return h


def apply_edits(pos: Position, edits: Sequence[Edit]) -> None:
    """Carry out primitive edits (board squares with statuses, hand counts, add-on states); the side
    to move and the history stay.  Used by special actions and by the selective revert; the caller
    keeps the list to undo it (:func:`~.actions.inverse_edits`)."""
    for e in edits:
        if type(e) is SquareEdit:
            pos.board[e.sq] = e.new_code
            if e.new_status is None:
                pos.statuses.pop(e.sq, None)
            else:
                pos.statuses[e.sq] = e.new_status
        elif type(e) is HandEdit:
            pos.hands[e.color][e.kind] = e.new
        elif type(e) is AddonEdit:
            pair = pos.addon_states[e.key]
            pos.addon_states[e.key] = (e.new, pair[1]) if e.color == BLACK else (pair[0], e.new)
        else:
            raise ValueError(f"unknown edit {e!r}")
    find_kings(pos)
    pos.hash = compute_key(pos)


@contextmanager
def applied(pos: Position, edits: Sequence[Edit]) -> Iterator[None]:
    """The position with ``edits`` applied inside the block (undone on leaving it, the key restored)."""
    saved = pos.hash
    pos.apply_edits(edits)
    try:
        yield
    finally:
        pos.apply_edits(inverse_edits(edits))
        pos.hash = saved
