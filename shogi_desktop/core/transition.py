"""What one move changes, as data, and the selective undo of card 時遡行 built on it.

:func:`describe` is called *before* a move is pushed and returns a :class:`Transition`: the piece that
moves or is dropped, where from and to, promotion, the captured piece and what the captor's hand
receives.  The board scene animates from it and then re-reads the position; the record keeps one per
move; :func:`selective_revert` (RULES.md §5.1) uses two of them to undo the mover's previous ply while
the opponent's reply stays.

A revert is a list of primitive changes (:class:`BoardChange`, :class:`HandChange`) applied in order by
:func:`apply_revert`; :func:`invert` gives the list that undoes it, so a card action can push and pop it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from .position import BLACK, PieceStatus, Position, is_promotion, move_from, move_to
from .tables import NSQ, square_name

HandDelta = tuple[tuple[int, int], ...]  # ((kind index, change), ...) for one colour


def _code(kind: int, color: int) -> int:
    return kind + 1 if color == BLACK else -kind - 1


@dataclass(frozen=True)
class Transition:
    """Everything a plain move or drop changes, computed before it is made."""

    move: int
    color: int  # the mover: 0 Black, 1 White
    kind: int  # kind index of the piece that moves or is dropped, as it was before the move
    kind_after: int  # kind index standing on ``to`` after the move (the promoted kind when promoting)
    frm: int | None  # origin square; None for a drop
    to: int
    drop: int | None  # kind index taken from the hand; None for a board move
    promoted: bool
    captured: int | None = None  # kind index of the captured piece
    captured_color: int | None = None
    to_hand: int | None = None  # kind index added to the captor's hand (None: no capture, or it leaves the game)
    hand_deltas: tuple[HandDelta, HandDelta] = ((), ())  # per colour
    moved_status: PieceStatus | None = field(default=None, hash=False)
    captured_status: PieceStatus | None = field(default=None, hash=False)

    @property
    def is_drop(self) -> bool:
        return self.drop is not None

    @property
    def is_capture(self) -> bool:
        return self.captured is not None

    @property
    def code_before(self) -> int:
        """The moving piece's board code before the move."""
        return _code(self.kind, self.color)

    @property
    def code_after(self) -> int:
        """The board code on ``to`` after the move."""
        return _code(self.kind_after, self.color)

    @property
    def captured_code(self) -> int:
        """The captured piece's board code (0 when nothing was captured)."""
        if self.captured is None or self.captured_color is None:
            return 0
        return _code(self.captured, self.captured_color)


def describe(pos: Position, move: int) -> Transition:
    """Describe ``move`` in ``pos`` (before it is pushed).

    The move must be well formed for the side to move (its piece, its hand); full legality is the
    caller's business (the record and the UI only describe legal moves).
    """
    if type(move) is not int:
        raise TypeError(f"describe() takes a plain move or drop (an int), not {type(move).__name__}")
    c = pos.side
    T = pos.T
    kinds = pos.variant.kinds
    frm = move_from(move)
    to = move_to(move)
    if to >= NSQ:
        raise ValueError(f"move {move}: destination {to} is off the board")
    if frm >= NSQ:
        k = frm - NSQ
        if k >= len(kinds) or not pos.hands[c][k]:
            name = kinds[k].letter if k < len(kinds) else f"#{k}"
            raise ValueError(f"drop {name}*{square_name(to)}: no {name} in the mover's hand")
        if pos.board[to]:
            raise ValueError(f"drop {kinds[k].letter}*{square_name(to)}: the square is occupied")
        return Transition(move=move, color=c, kind=k, kind_after=k, frm=None, to=to, drop=k, promoted=False,
                          hand_deltas=(((k, -1),), ()) if c == BLACK else ((), ((k, -1),)))
    code = pos.board[frm]
    if not code or (code > 0) != (c == BLACK):
        raise ValueError(f"move {square_name(frm)}{square_name(to)}: no piece of the side to move on "
                         f"{square_name(frm)}")
    k = abs(code) - 1
    promoted = is_promotion(move)
    if promoted and code not in T.promote_code:
        raise ValueError(f"move {square_name(frm)}{square_name(to)}+: {kinds[k].letter} does not promote")
    after = abs(T.promote_code[code]) - 1 if promoted else k
    cap = pos.board[to]
    if cap and (cap > 0) == (c == BLACK):
        raise ValueError(f"move {square_name(frm)}{square_name(to)}: {square_name(to)} holds the mover's own piece")
    moved_status = pos.statuses.get(frm)
    captured = captured_color = to_hand = None
    captured_status = None
    deltas: tuple[HandDelta, HandDelta] = ((), ())
    if cap:
        captured = abs(cap) - 1
        captured_color = c ^ 1
        captured_status = pos.statuses.get(to)
        hk = T.cap_hand[c][captured]
        if hk >= 0 and not (captured_status is not None and captured_status.token):
            to_hand = hk
            deltas = (((hk, 1),), ()) if c == BLACK else ((), ((hk, 1),))
    return Transition(
        move=move, color=c, kind=k, kind_after=after, frm=frm, to=to, drop=None, promoted=promoted,
        captured=captured, captured_color=captured_color, to_hand=to_hand, hand_deltas=deltas,
        moved_status=moved_status.copy() if moved_status is not None else None,
        captured_status=captured_status.copy() if captured_status is not None else None,
    )


# --------------------------------------------------------------------------- selective revert (時遡行)
class RevertError(Enum):
    """Why 時遡行 cannot be played (codes; the UI translates them)."""

    NO_PREVIOUS_PLY = "no-previous-ply"
    SQUARE_OCCUPIED = "square-occupied"  # a square a piece must return to holds a piece M1 did not move
    NO_LEGAL_MOVE = "no-legal-move"  # after the revert the player would have no legal move


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
    pos._find_kings()


def invert(changes: list[Change]) -> list[Change]:
    """The changes that undo ``changes`` (applied in order)."""
    out: list[Change] = []
    for ch in reversed(changes):
        if isinstance(ch, BoardChange):
            out.append(BoardChange(ch.sq, ch.after, ch.before, ch.status_after, ch.status_before))
        else:
            out.append(HandChange(ch.color, ch.kind, -ch.delta))
    return out
