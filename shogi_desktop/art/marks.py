"""The movement marks of the international set, read from a kind's Betza movement.

Every :class:`~..core.betza.MoveSpec` of the kind becomes one :class:`Mark` in the owner's view
(``dy > 0`` is forward, drawn up the piece; ``dx > 0`` the owner's right):

* a one-square step (W, F) is a **dot**;
* a leap of two or more squares (D, N, A ...) is a **ring**, over anything in between;
* a slide (R, B, fR ...) is a **line** running out to the piece's edge, with a kink at its end when
  the kind's hooks make it bounce off the board's edges (reflecting bishops);
* a move that may only move (``m``) or only capture (``c``, the chess pawn) is a hollow square or a
  cross instead of a dot or ring.

Nothing here knows a piece: a new kind in a variant file gets its marks from its ``moves``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..core.variant import PieceKind

REFLECT_HOOKS = ("reflect", "reflect-vertical", "reflect-horizontal")


@dataclass(frozen=True, order=True)
class Mark:
    dx: int
    dy: int
    kind: str  # "step", "jump" or "slide"
    can_move: bool = True
    can_capture: bool = True
    bounce: bool = False  # a slide that reflects off the board's edges

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


def bounces(kind: PieceKind, dx: int, dy: int) -> bool:
    """Whether a slide along (dx, dy) reflects: the reflect hooks bend diagonal slides."""
    return dx != 0 and dy != 0 and any(h in REFLECT_HOOKS for h in kind.hooks)


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
                          spec.slide and bounces(kind, spec.dx, spec.dy)))
    return sorted(marks)
