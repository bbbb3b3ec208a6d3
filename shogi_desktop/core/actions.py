"""Special actions (cards, magic): ``NAME!STEP[,STEP...]`` and the edit lists that carry them out.

A plain move or drop is an int (see :mod:`.position`).  Anything else, an action of several steps,
a card or a magic, is an :class:`Action`.  Its meaning comes from a named *action hook* registered
by an add-on: the hook lists the legal actions of a position and turns one action into a list of
primitive :class:`Edit` records.  :meth:`Position.push` applies the edits and keeps them for
:meth:`Position.pop`, so every action, however many steps it has, is undone exactly; the same edit
lists let the record revert one earlier ply selectively (時遡行, RULES.md §5.1).

The grammar (docs/notation.md)::

    action = name "!" step { "," step }
    name   = lower { lower | digit | "-" }
    step   = usi-move | usi-drop | square | word
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from .position import PieceStatus, Position

_NAME = re.compile(r"[a-z][a-z0-9-]*\Z")
_STEP = re.compile(r"[A-Za-z0-9*+-]+\Z")


class ActionSyntaxError(ValueError):
    def __init__(self, text: str, column: int, message: str) -> None:
        self.text = text
        self.column = column
        super().__init__(f"{text!r}, column {column}: {message}")


@dataclass(frozen=True, slots=True)
class Action:
    name: str
    steps: tuple[str, ...]

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


@dataclass(frozen=True, slots=True)
class Edit:
    """One primitive change.  ``kind`` is "square", "hand" or "addon".

    * square: ``where`` = square, ``old``/``new`` = (piece code, PieceStatus | None)
    * hand:   ``where`` = (colour, kind index), ``old``/``new`` = counts
    * addon:  ``where`` = colour, ``old``/``new`` = add-on state objects (treated as immutable values)
    """

    kind: str
    where: Any
    old: Any
    new: Any


def square_edit(pos: Position, sq: int, code: int, status: PieceStatus | None = None) -> Edit:
    return Edit("square", sq, (pos.board[sq], pos.statuses.get(sq)), (code, status))


def hand_edit(pos: Position, color: int, kind: int, delta: int) -> Edit:
    n = pos.hands[color][kind]
    if n + delta < 0:
        raise ValueError("hand count would become negative")
    return Edit("hand", (color, kind), n, n + delta)


class ActionHook(Protocol):
    """What an add-on provides for its action names."""

    def actions(self, pos: Position) -> list[Action]: ...

    def edits(self, pos: Position, action: Action) -> list[Edit]: ...


ACTION_HOOKS: dict[str, ActionHook] = {}


def register_action_hook(name: str, hook: ActionHook) -> None:
    ACTION_HOOKS[name] = hook


HookFactory = Callable[[], ActionHook]
