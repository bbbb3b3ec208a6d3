"""The undo records of :meth:`Position.push`: one small slotted class per kind of ply.

Every record has the ``move`` it undoes (an int move or drop, or an :class:`~.actions.Action`).
:meth:`Position.pop` tells them apart by class; a snapshot keeps the one record of the ply that led to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Edit, PieceStatus


class MoveUndo:
    """A plain move or drop made on the board alone: the piece ``code`` that moved (or was dropped), the
    piece ``captured`` on the target (0: none), the captor's ``hand_kind`` that received it (-1: none)
    and the position key before the move."""

    __slots__ = ("move", "captured", "hand_kind", "old_hash", "code")

    def __init__(self, move: int, captured: int, hand_kind: int, old_hash: int, code: int) -> None:
        self.move = move
        self.captured = captured
        self.hand_kind = hand_kind
        self.old_hash = old_hash
        self.code = code

    def __eq__(self, other: object) -> bool:
        return type(other) is MoveUndo and (self.move, self.captured, self.hand_kind, self.old_hash, self.code) == (
            other.move, other.captured, other.hand_kind, other.old_hash, other.code)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"MoveUndo({self.move}, {self.captured}, {self.hand_kind}, {self.old_hash}, {self.code})"


class StatusUndo:
    """A plain move in a position whose pieces carry statuses: the board part (``inner``) and the
    statuses and hands as they were (a token leaves the game, immunities run out)."""

    __slots__ = ("move", "inner", "statuses", "hands")

    def __init__(self, inner: MoveUndo, statuses: dict[int, PieceStatus], hands: list[list[int]]) -> None:
        self.move: int = inner.move
        self.inner = inner
        self.statuses = statuses
        self.hands = hands

    def __eq__(self, other: object) -> bool:
        return type(other) is StatusUndo and (self.inner, self.statuses, self.hands) == (
            other.inner, other.statuses, other.hands)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"StatusUndo({self.inner!r}, {self.statuses!r}, {self.hands!r})"


class EditUndo:
    """A ply carried out as primitive edits (a card or magic action, a variant power, a move whose
    capture needs the general rules), undone by the inverse edits."""

    __slots__ = ("move", "edits", "old_hash")

    def __init__(self, move: Any, edits: list[Edit], old_hash: int) -> None:
        self.move = move
        self.edits = edits
        self.old_hash = old_hash

    def __eq__(self, other: object) -> bool:
        return type(other) is EditUndo and (self.move, self.edits, self.old_hash) == (
            other.move, other.edits, other.old_hash)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"EditUndo({self.move!r}, {len(self.edits)} edits, {self.old_hash})"


class AfterPlyUndo:
    """A ply (``inner``) followed by the changes of add-ons' after-ply hooks (a magic gain): for each,
    the hook's index in ``Position.after_ply``, its edits and its note (``gain!d17,rook-token``), in the
    order they were made.  (An index, not the hook: a copy of the position has hooks of its own.)"""

    __slots__ = ("move", "inner", "changes")

    def __init__(self, inner: Undo, changes: tuple[tuple[int, list[Edit], str], ...]) -> None:
        self.move: Any = inner.move
        self.inner = inner
        self.changes = changes

    @property
    def notes(self) -> list[str]:
        return [note for _, _, note in self.changes]

    def __eq__(self, other: object) -> bool:
        return type(other) is AfterPlyUndo and self.inner == other.inner and \
            [(e, n) for _, e, n in self.changes] == [(e, n) for _, e, n in other.changes]

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"AfterPlyUndo({self.inner!r}, {self.notes!r})"


Undo = MoveUndo | StatusUndo | EditUndo | AfterPlyUndo
