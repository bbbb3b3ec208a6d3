"""What one move changes, as data.

:func:`describe` is called *before* a move is pushed and returns a :class:`Transition`: the piece that
moves or is dropped, where from and to, promotion, the captured piece and what the captor's hand
receives.  The board scene animates from it and then re-reads the position; the record keeps one per
move.  (The tests' oracle of card 時遡行, ``tests/core/revert_oracle.py``, reverts plain plies from two
of them.)
"""

from __future__ import annotations

from .actions import PieceStatus
from .position import BLACK, Position, is_promotion, move_from, move_to
from .slotted import FrozenRecord
from .tables import NSQ, square_name

HandDelta = tuple[tuple[int, int], ...]  # ((kind index, change), ...) for one colour


def _code(kind: int, color: int) -> int:
    return kind + 1 if color == BLACK else -kind - 1


class Transition(FrozenRecord):
    """Everything a plain move or drop changes, computed before it is made; immutable (core/slotted.py:
    not a frozen dataclass, which compiles its methods at import).  Its hash leaves out the statuses."""

    __slots__ = ("move", "color", "kind", "kind_after", "frm", "to", "drop", "promoted", "captured",
                 "captured_color", "to_hand", "hand_deltas", "moved_status", "captured_status")
    move: int
    color: int  # the mover: 0 Black, 1 White
    kind: int  # kind index of the piece that moves or is dropped, as it was before the move
    kind_after: int  # kind index standing on ``to`` after the move (the promoted kind when promoting)
    frm: int | None  # origin square; None for a drop
    to: int
    drop: int | None  # kind index taken from the hand; None for a board move
    promoted: bool
    captured: int | None  # kind index of the captured piece
    captured_color: int | None
    to_hand: int | None  # kind index added to the captor's hand (None: no capture, or it leaves the game)
    hand_deltas: tuple[HandDelta, HandDelta]  # per colour
    moved_status: PieceStatus | None
    captured_status: PieceStatus | None

    def __init__(self, move: int, color: int, kind: int, kind_after: int, frm: int | None, to: int,
                 drop: int | None, promoted: bool, captured: int | None = None,
                 captured_color: int | None = None, to_hand: int | None = None,
                 hand_deltas: tuple[HandDelta, HandDelta] = ((), ()), moved_status: PieceStatus | None = None,
                 captured_status: PieceStatus | None = None) -> None:
        values = (move, color, kind, kind_after, frm, to, drop, promoted, captured, captured_color, to_hand,
                  hand_deltas, moved_status, captured_status)
        for name, value in zip(self.__slots__, values, strict=True):
            self._set(name, value)

    def __hash__(self) -> int:  # type: ignore[override]  # (as FrozenRecord's)
        return hash(self.values()[:-2])  # the statuses are mutable, as a dataclass field(hash=False)

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
