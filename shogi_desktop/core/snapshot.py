"""Snapshots: an immutable-by-convention copy of everything a position holds, cheap to keep per record node."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import PieceStatus
    from .undo import Undo

AddonStates = tuple[tuple[str, tuple[Any, Any]], ...]  # (add-on key, (Black's state, White's)) in add-on order
_new = object.__new__


class Snapshot:
    """A copy of a position: board, hands, side, move number, statuses, add-on states, key and history.

    The history (``keys``, the repetition keys, and ``stack``, the undo records, so a rebuilt position
    can still pop and count repetitions) is stored whole, or, for a snapshot taken right after a push
    from the position of another snapshot (``Position.snapshot(parent)``, what the record does for every
    move), as that parent and the one key and record the push added: the record then keeps one board
    and one record per ply instead of a copy of the whole history at every node.  ``keys`` and ``stack``
    rebuild the tuples when asked for.
    """

    __slots__ = ("variant_id", "board", "hands", "side", "move_number", "statuses", "addon", "hash", "depth",
                 "_keys", "_stack", "_parent")

    def __init__(self, variant_id: str, board: tuple[int, ...], hands: tuple[tuple[int, ...], tuple[int, ...]],
                 side: int, move_number: int, statuses: tuple[tuple[int, PieceStatus], ...] = (),
                 addon: AddonStates = (), keys: tuple[int, ...] = (), stack: tuple[Undo, ...] = (),
                 hash: int = 0) -> None:
        self.variant_id = variant_id
        self.board = board
        self.hands = hands
        self.side = side
        self.move_number = move_number
        self.statuses = statuses
        self.addon = addon
        self.hash = hash
        self.depth = len(stack)  # the length of the undo history
        self._keys: Any = keys  # the whole tuple, or (with a parent) the last key only
        self._stack: Any = stack  # likewise: the whole tuple, or the last record only
        self._parent: Snapshot | None = None

    @classmethod
    def linked(cls, parent: Snapshot, board: tuple[int, ...], hands: tuple[tuple[int, ...], tuple[int, ...]],
               side: int, statuses: tuple[tuple[int, PieceStatus], ...], addon: AddonStates, key: int,
               entry: Undo) -> Snapshot:
        """The snapshot one push after ``parent``: ``key`` and ``entry`` are what the push added to the
        history (built slot by slot: the record takes one per ply)."""
        snap = _new(cls)
        snap.variant_id = parent.variant_id
        snap.board = board
        snap.hands = hands
        snap.side = side
        snap.move_number = parent.move_number + 1
        snap.statuses = statuses
        snap.addon = addon
        snap.hash = key
        snap.depth = parent.depth + 1
        snap._keys = key
        snap._stack = entry
        snap._parent = parent
        return snap

    @property
    def keys(self) -> tuple[int, ...]:
        """The repetition keys of the position's history, the last one its own."""
        own: list[int] = []
        snap = self
        while snap._parent is not None:
            own.append(snap._keys)
            snap = snap._parent
        own.reverse()
        return snap._keys + tuple(own) if own else snap._keys

    @property
    def stack(self) -> tuple[Undo, ...]:
        """The undo records of the position's history, the last one the ply that led here."""
        own: list[Undo] = []
        snap = self
        while snap._parent is not None:
            own.append(snap._stack)
            snap = snap._parent
        own.reverse()
        return snap._stack + tuple(own) if own else snap._stack

    @property
    def last_entry(self) -> Undo | None:
        """The undo record of the ply that led here (None at the start of the history)."""
        if self._parent is not None:
            return self._stack
        return self._stack[-1] if self._stack else None

    def addon_state(self, key: str, color: int) -> Any:
        """``color``'s state of the add-on keyed ``key`` (None when the game has no such add-on)."""
        for k, pair in self.addon:
            if k == key:
                return pair[color]
        return None

    def _fields(self) -> tuple[Any, ...]:
        return (self.variant_id, self.board, self.hands, self.side, self.move_number, self.statuses, self.addon,
                self.keys, self.stack, self.hash)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Snapshot):
            return NotImplemented
        return self is other or self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]  # mutable by construction, as the dataclass it was

    def __repr__(self) -> str:
        return (f"Snapshot(variant_id={self.variant_id!r}, board={self.board!r}, hands={self.hands!r}, "
                f"side={self.side!r}, move_number={self.move_number!r}, depth={self.depth})")
