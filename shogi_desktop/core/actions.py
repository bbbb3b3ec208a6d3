"""The vocabulary the position and the add-ons share: actions, piece statuses, edits and the add-on protocol.

A plain move or drop is an int (see :mod:`.position`).  Anything else, an action of several steps,
a card or a magic, is an :class:`Action`.  Its meaning comes from a named *action hook*: the hook
lists the legal actions of a position and turns one action into a list of primitive *edits*
(:class:`SquareEdit`, :class:`HandEdit`, :class:`AddonEdit`).  :meth:`Position.push` applies the edits
and keeps them for :meth:`Position.pop`, so every action, however many steps it has, is undone exactly.

An *add-on* (cards, 王将ファンタジスタ, the next one) is one object behind the :class:`Addon` protocol:
its piece kinds, its action hooks, its after-ply hook (a magic gain, with the recorded inputs such as
die rolls), its SFEN field and its set-up.  ``Variant.addons`` holds these objects; the position
iterates them and imports none, so add-ons combine because none knows the others.

This module imports nothing of the project: everything else may import it.

The action grammar (docs/notation.md)::

    action = name "!" step { "," step }
    name   = lower { lower | digit | "-" }
    step   = usi-move | usi-drop | square | word
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from .slotted import FrozenRecord, Record

if TYPE_CHECKING:
    from .position import Position
    from .variant import Variant

_NAME = re.compile(r"[a-z][a-z0-9-]*\Z")
_STEP = re.compile(r"[A-Za-z0-9*+-]+\Z")


class ActionSyntaxError(ValueError):
    def __init__(self, text: str, column: int, message: str) -> None:
        self.text = text
        self.column = column
        super().__init__(f"{text!r}, column {column}: {message}")


class Action(FrozenRecord):
    """``NAME!STEP,...``: immutable and hashable (core/slotted.py: not a frozen dataclass, which compiles
    its methods at import)."""

    __slots__ = ("name", "steps")
    name: str
    steps: tuple[str, ...]

    def __init__(self, name: str, steps: tuple[str, ...]) -> None:
        self._set("name", name)
        self._set("steps", steps)

    def __str__(self) -> str:
        return f"{self.name}!{','.join(self.steps)}"


def parse_action(text: str) -> Action:
    """Parse ``NAME!STEP,...`` (syntax only; legality is the hook's business)."""
    name, bang, rest = text.strip().partition("!")
    if not bang:
        raise ActionSyntaxError(text, 1, "expected NAME!STEP[,STEP...]")
    if not _NAME.match(name):
        raise ActionSyntaxError(text, 1, f"bad action name {name!r}")
    steps = rest.split(",")
    col = len(name) + 2
    for step in steps:
        if not _STEP.match(step):
            raise ActionSyntaxError(text, col, f"bad step {step!r}")
        col += len(step) + 1
    return Action(name, tuple(steps))


# ----------------------------------------------------------------------------- piece statuses
class PieceStatus(Record):
    """Statuses carried by one piece (RULES.md §7); moves with the piece (core/slotted.py: not a
    dataclass, which compiles its methods at import; copied with ``replace`` as one)."""

    __slots__ = ("immune_until", "immune_except", "token", "carrier", "rider", "kind_on_capture")
    immune_until: int | None  # ply number through which it cannot be captured
    immune_except: frozenset[str]  # kind letters that may still capture it
    token: bool  # leaves the game when captured or sent to a hand
    carrier: bool
    rider: int  # piece code carried (0: none)
    kind_on_capture: str | None  # overrides the variant's capture rule

    def __init__(self, immune_until: int | None = None, immune_except: frozenset[str] = frozenset(),
                 token: bool = False, carrier: bool = False, rider: int = 0,
                 kind_on_capture: str | None = None) -> None:
        self.immune_until = immune_until
        self.immune_except = immune_except
        self.token = token
        self.carrier = carrier
        self.rider = rider
        self.kind_on_capture = kind_on_capture

    def copy(self) -> PieceStatus:
        return PieceStatus(self.immune_until, self.immune_except, self.token, self.carrier, self.rider,
                           self.kind_on_capture)


def copy_status(st: PieceStatus | None) -> PieceStatus | None:
    return st.copy() if st is not None else None


# ----------------------------------------------------------------------------- edits
# (NamedTuples, not frozen dataclasses: a dataclass compiles its methods when this module is imported
# at start-up, about 3 M instructions each)
class SquareEdit(NamedTuple):
    """Square ``sq`` goes from (``old_code``, ``old_status``) to (``new_code``, ``new_status``)."""

    sq: int
    old_code: int
    old_status: PieceStatus | None
    new_code: int
    new_status: PieceStatus | None

    def inverse(self) -> SquareEdit:
        return SquareEdit(self.sq, self.new_code, self.new_status, self.old_code, self.old_status)


class HandEdit(NamedTuple):
    """``color``'s hand count of kind index ``kind`` goes from ``old`` to ``new``."""

    color: int
    kind: int
    old: int
    new: int

    def inverse(self) -> HandEdit:
        return HandEdit(self.color, self.kind, self.new, self.old)


class AddonEdit(NamedTuple):
    """``color``'s state of the add-on keyed ``key`` goes from ``old`` to ``new`` (immutable values)."""

    key: str
    color: int
    old: Any
    new: Any

    def inverse(self) -> AddonEdit:
        return AddonEdit(self.key, self.color, self.new, self.old)


Edit = SquareEdit | HandEdit | AddonEdit


def inverse_edits(edits: Sequence[Edit]) -> list[Edit]:
    """The edits that undo ``edits`` (applied in order)."""
    return [e.inverse() for e in reversed(edits)]


def square_edit(pos: Position, sq: int, code: int, status: PieceStatus | None = None) -> SquareEdit:
    return SquareEdit(sq, pos.board[sq], pos.statuses.get(sq), code, status)


def hand_edit(pos: Position, color: int, kind: int, delta: int) -> HandEdit:
    n = pos.hands[color][kind]
    if n + delta < 0:
        raise ValueError("hand count would become negative")
    return HandEdit(color, kind, n, n + delta)


# ----------------------------------------------------------------------------- protocols
class ActionHook(Protocol):
    """What a variant power or an add-on provides for its action names."""

    def actions(self, pos: Position) -> list[Action]: ...

    def edits(self, pos: Position, action: Action) -> list[Edit]: ...


class AfterPlyHook(Protocol):
    """A per-position object of an add-on that changes the state after certain plies (a magic gain).

    The change is part of the ply: :meth:`Position.push` asks :meth:`edits_after` for its edits and a
    *note*, the text of what happened (``gain!d17,rook-token``), kept in the same undo entry, so
    :meth:`Position.pop` removes ply and change together, and the record keeps the note with the move
    (a recorded input: a replay gives it back instead of rolling a die again).
    """

    def due(self, pos: Position) -> bool:
        """Does a change follow the ply about to be played?"""
        ...

    def edits_after(self, pos: Position, number: int, mover: int) -> tuple[list[Edit], str]:
        """The change after ply ``number`` by ``mover`` (``pos`` is the position after it) and its note."""
        ...

    def popped(self, pos: Position, note: str) -> None:
        """The ply before ``pos`` and its change were undone (a replay of that ply may reuse the note)."""
        ...

    def accepts(self, event: Any) -> bool:
        """Is ``event`` (a record node's event) a recorded input of this hook?"""
        ...

    def give(self, number: int, event: Any, move: Any) -> None:
        """Use the recorded input ``event`` for the change after ply ``number`` (made by ``move``)."""
        ...

    def withdraw(self, number: int) -> None:
        """Forget the input given for ply ``number``."""
        ...

    def copy(self) -> AfterPlyHook: ...


class Addon(Protocol):
    """An add-on of RULES.md §8 (``cards1``, ``cards2``, ``fantasista``) as the core sees it.

    ``id`` names it in variant ids (``standard+cards2``); ``key`` names its per-player state
    (``Position.addon_state(key, color)``, immutable values, part of the 千日手 key): two add-ons with one
    key cannot be played together (``family`` names what they share in that message); ``option`` is its
    key in the set-up options; ``sfen_fields`` the extra SFEN fields it reads (docs/notation.md).
    """

    id: str
    key: str
    family: str
    option: str
    sfen_fields: tuple[str, ...]

    def piece_data(self, letters: set[str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """Piece kinds (tables as in a variant file) and capture rules the add-on brings to a variant
        whose pieces have ``letters``."""
        ...

    def hooks(self) -> dict[str, ActionHook]:
        """Its action hooks by action name (shared, stateless)."""
        ...

    def after_ply(self) -> AfterPlyHook | None:
        """A fresh after-ply hook for one position, or None."""
        ...

    def default_state(self) -> tuple[Any, Any]:
        """Each player's state when the SFEN does not give one."""
        ...

    def parse_field(self, text: str, variant: Variant) -> tuple[Any, Any]:
        """Each player's state from the SFEN field ``text`` (raises :class:`~.sfen.SfenError`)."""
        ...

    def format_field(self, black: Any, white: Any) -> str:
        """The SFEN field of the players' states."""
        ...

    def setup(self, options: dict[str, Any]) -> tuple[Any, Any, dict[str, str]]:
        """Each player's state for a new game with ``options``, and the record header entries."""
        ...
