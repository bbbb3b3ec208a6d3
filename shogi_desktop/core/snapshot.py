"""Snapshots: an immutable-by-convention copy of everything a position holds, cheap to keep per record node."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .squares import NSQ
from .tables import tables_for

if TYPE_CHECKING:
    from .actions import PieceStatus
    from .undo import MoveUndo, Undo

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

    A snapshot of a line of plain moves (:meth:`line`, what the kifu readers make) is lazy: it holds its
    key, depth, side, move number and the undo record of its move, and makes its board, hands and the rest from its
    parent's the first time one of them is read (one pass down the line for every lazy snapshot above it;
    then they are plain attributes).  Nobody can tell it from one taken eagerly (tests compare them).
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

    @classmethod
    def line(cls, parent: Snapshot, entries: Sequence[MoveUndo], keys: Sequence[int]) -> list[Snapshot]:
        """The snapshots after each move of a line pushed from the position of ``parent``: ``entries`` and
        ``keys`` are the undo records and the keys those pushes added (plain moves and drops on a position
        without piece statuses or after-ply add-ons, as :meth:`Position.push_line` makes them).  Lazy: see
        the class."""
        out: list[Snapshot] = []
        append = out.append
        variant_id = parent.variant_id
        depth = parent.depth
        side = parent.side
        number = parent.move_number
        for entry, key in zip(entries, keys):
            snap = _new(cls)
            depth += 1
            side ^= 1
            number += 1
            snap.variant_id = variant_id
            snap.side = side
            snap.move_number = number
            snap.hash = key
            snap.depth = depth
            snap._keys = key
            snap._stack = entry
            snap._parent = parent
            append(snap)
            parent = snap
        return out

    def __getattr__(self, name: str) -> Any:
        """A lazy snapshot's board, hands, statuses or add-on states (only ever called for
        a slot not yet set: see :meth:`line`)."""
        if name not in _LAZY:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        _fill(self)
        return _LAZY[name].__get__(self, Snapshot)

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


_LAZY = {name: Snapshot.__dict__[name] for name in ("board", "hands", "statuses", "addon")}
_BOARD = _LAZY["board"]


def _fill(snap: Snapshot) -> None:
    """Make the board and the rest of the lazy snapshot ``snap`` and of every lazy one above it (iterative:
    up to the first with a board, then down, each one from its parent and the move that led to it)."""
    chain: list[Snapshot] = []
    top: Snapshot = snap
    while True:
        try:
            _BOARD.__get__(top, Snapshot)
            break
        except AttributeError:
            chain.append(top)
            top = top._parent  # type: ignore[assignment]  # (a lazy snapshot always has its parent)
    T = tables_for(top.variant_id)
    promote_code = T.promote_code
    for s in reversed(chain):
        p: Snapshot = s._parent  # type: ignore[assignment]
        entry: MoveUndo = s._stack
        m = entry.move
        frm = m & 127
        to = m >> 7 & 127
        c = p.side
        board = list(p.board)
        hands = p.hands
        if frm >= NSQ:
            board[to] = entry.code
            hand = list(hands[c])
            hand[frm - NSQ] -= 1
            hands = (tuple(hand), hands[1]) if c == 0 else (hands[0], tuple(hand))
        else:
            board[frm] = 0
            board[to] = promote_code[entry.code] if m & (1 << 14) else entry.code
            if entry.hand_kind >= 0:
                hand = list(hands[c])
                hand[entry.hand_kind] += 1
                hands = (tuple(hand), hands[1]) if c == 0 else (hands[0], tuple(hand))
        s.board = tuple(board)
        s.hands = hands
        s.statuses = ()
        s.addon = p.addon
