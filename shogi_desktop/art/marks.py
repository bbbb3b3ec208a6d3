"""The movement marks of the international set, read from a kind's Betza movement.

Every :class:`~..core.betza.MoveSpec` of the kind becomes one :class:`Mark` in the owner's view
(``dy > 0`` is forward, drawn up the piece; ``dx > 0`` the owner's right):

* a one-square step (W, F) is a **dot**;
* a leap of two or more squares (D, N, A ...) is a **ring**, over anything in between;
* a slide (R, B, fR ...) is a **line** running out to the piece's edge, with a kink at its end when
  the kind's hooks make it bounce off the board's edges (reflecting bishops): the kink turns back
  sideways for a bounce off files 1 and 9, back along the file for ranks a and i, both ways for every
  wall;
* a move that may only move (``m``) or only capture (``c``, the chess pawn) is a hollow square or a
  cross instead of a dot or ring.

Nothing here knows a piece: a new kind in a variant file gets its marks from its ``moves``.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from ..core.variant import PieceKind

# hook -> which walls a diagonal slide bounces off: "both", "files" (1 and 9), "ranks" (a and i)
REFLECT_HOOKS = {"reflect": "both", "reflect-vertical": "files", "reflect-horizontal": "ranks"}


class Mark(NamedTuple):
    dx: int
    dy: int
    kind: str  # "step", "jump" or "slide"
    can_move: bool = True
    can_capture: bool = True
    bounce: str = ""  # a slide that reflects off the board's edges: "both", "files", "ranks" ("" if none)

    @property
    def angle(self) -> float:
        """The direction on the piece (radians, 0 = the owner's right, pi/2 = forward)."""
        return math.atan2(self.dy, self.dx)

    @property
    def shape(self) -> str:
        """"dot", "ring", "line", "square" (move only) or "cross" (capture only)."""
        if self.kind == "slide":
            return "line"
        if not self.can_capture:
            return "square"
        if not self.can_move:
            return "cross"
        return "dot" if self.kind == "step" else "ring"


def bounces(kind: PieceKind, dx: int, dy: int) -> str:
    """Which walls a slide along (dx, dy) reflects off ("" if none): the reflect hooks bend diagonals."""
    if dx == 0 or dy == 0:
        return ""
    return next((REFLECT_HOOKS[h] for h in kind.hooks if h in REFLECT_HOOKS), "")


def movement_marks(kind: PieceKind) -> list[Mark]:
    """The marks of ``kind``, sorted (the same kind always gives the same list)."""
    marks: list[Mark] = []
    for spec in kind.specs:
        if spec.slide:
            mark_kind = "slide"
        elif max(abs(spec.dx), abs(spec.dy)) == 1:
            mark_kind = "step"
        else:
            mark_kind = "jump"
        marks.append(Mark(spec.dx, spec.dy, mark_kind, spec.can_move, spec.can_capture,
                          bounces(kind, spec.dx, spec.dy) if spec.slide else ""))
    return sorted(marks)
