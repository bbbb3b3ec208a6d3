"""Arrows and circles on the board: the right-button gestures and the layer that draws them.

As on lishogi (chessground): a right click on a square (or a piece in a hand) draws a circle, a
right drag from one place to another an arrow; drawing the same shape again removes it, the same
places in another colour recolour it, and a plain left click on the board clears them all.  The
colour comes from the modifier keys held (README, "Arrows and circles"):

    none: green   Shift: red   Alt (or Meta): blue   Ctrl, or Shift+Alt: yellow

chessground gives Ctrl red as Shift; here Ctrl is yellow so that every colour can be reached without
Alt, which many Linux desktops keep for dragging windows (Shift+Alt, chessground's yellow, works too).

The shapes belong to the record's node on show (``Node.shapes``, :mod:`~shogi_desktop.core.shapes`);
the scene emits what was drawn and the window stores it through the controller, which keeps it for
undo, redo, navigation and the files.  While a piece is picked up, a promotion is being chosen or a
card or magic waits for its clicks, a right click still cancels that, as before, and draws nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...core.shapes import Shape, toggle
from .items import Z_MOVING
from .piece_art import CELL_W

# lishogi's brush colours, drawn a little translucent so the pieces show through.
BRUSH_COLORS = {
    "G": QColor(21, 120, 27, 190),
    "R": QColor(136, 32, 32, 190),
    "B": QColor(0, 48, 136, 190),
    "Y": QColor(230, 143, 0, 200),
}


def brush_for(modifiers: Qt.KeyboardModifier) -> str:
    """The brush of a gesture made with ``modifiers`` held (see the module's table)."""
    shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
    ctrl = bool(modifiers & Qt.KeyboardModifier.ControlModifier)
    alt = bool(modifiers & (Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier))
    if ctrl or (shift and alt):
        return "Y"
    if shift:
        return "R"
    if alt:
        return "B"
    return "G"


PlaceAt = Callable[[QPointF], "str | None"]
PlaceCenter = Callable[[str], "QPointF | None"]


class ShapesLayer(QGraphicsItem):
    """Draws the node's shapes and the one being drawn, over the pieces and under a dragged piece.

    ``place_at`` turns a scene point into a place (``7g``, ``_P``), ``place_center`` a place into the
    scene point its shapes are drawn at (None: not on show, e.g. a hand kind this variant lacks); both
    come from the scene, which knows the board's geometry (flipped, the stands' slots)."""

    def __init__(self, place_at: PlaceAt, place_center: PlaceCenter) -> None:
        super().__init__()
        self._place_at = place_at
        self._center = place_center
        self._bounds = QRectF()
        self.shapes: tuple[Shape, ...] = ()
        self.pending: Shape | None = None  # the shape the right button is drawing
        self._start: str | None = None
        self._brush = "G"
        self.setZValue(Z_MOVING - 2)  # over the pieces, under the best-move arrow and a dragged piece
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # ----------------------------------------------------------------- what is shown
    def set_bounds(self, rect: QRectF) -> None:
        """The scene's rectangle (board and stands): where shapes may be drawn."""
        self.prepareGeometryChange()
        self._bounds = QRectF(rect)

    def set_shapes(self, shapes: tuple[Shape, ...]) -> None:
        self.shapes = tuple(shapes)
        self.update()

    def drawn(self) -> list[Shape]:
        """The shapes on show that can be placed (what a person sees), the one being drawn last."""
        out = [s for s in self.shapes if self._placed(s)]
        if self.pending is not None and self._placed(self.pending):
            out.append(self.pending)
        return out

    def _placed(self, shape: Shape) -> bool:
        return self._center(shape.orig) is not None and (not shape.dest or self._center(shape.dest) is not None)

    # ----------------------------------------------------------------- the gesture
    @property
    def drawing(self) -> bool:
        return self._start is not None

    def press(self, p: QPointF, modifiers: Qt.KeyboardModifier) -> bool:
        """A right press at ``p``: start a shape there (False: not on a place)."""
        place = self._place_at(p)
        if place is None:
            self.cancel()
            return False
        self._start = place
        self._brush = brush_for(modifiers)
        self.pending = Shape(self._brush, place)
        self.update()
        return True

    def move(self, p: QPointF) -> None:
        if self._start is None:
            return
        place = self._place_at(p)
        dest = place if place is not None and place != self._start else ""
        shape = Shape(self._brush, self._start, dest)
        if shape != self.pending:
            self.pending = shape
            self.update()

    def release(self, p: QPointF) -> Shape | None:
        """The right button let go at ``p``: the shape drawn (None if it ended off the board)."""
        if self._start is None:
            return None
        start = self._start
        place = self._place_at(p)
        self.cancel()
        if place is None:
            return None
        return Shape(self._brush, start, "" if place == start else place)

    def cancel(self) -> None:
        self._start = None
        if self.pending is not None:
            self.pending = None
            self.update()

    # ----------------------------------------------------------------- painting
    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for shape in self.drawn():
            a = self._center(shape.orig)
            if a is None:
                continue
            color = QColor(BRUSH_COLORS[shape.brush])
            if shape is self.pending:
                color.setAlpha(120)
            if not shape.dest:
                paint_circle(painter, a, color)
                continue
            b = self._center(shape.dest)
            if b is not None:
                paint_arrow(painter, a, b, color)


def paint_circle(painter: QPainter, center: QPointF, color: QColor, cell: float = CELL_W) -> None:
    """A ring inside one square, as lishogi draws a circle."""
    width = cell * 0.07
    radius = cell * 0.5 - width
    painter.setPen(QPen(color, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(center, radius, radius)


def paint_arrow(painter: QPainter, a: QPointF, b: QPointF, color: QColor, cell: float = CELL_W) -> None:
    """A straight arrow from the centre of one place to the edge of another's centre."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy)
    if length < 1.0:
        return
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    shaft = cell * 0.075
    head_w, head_l = cell * 0.22, min(cell * 0.4, length * 0.7)
    tip = QPointF(b.x() - ux * cell * 0.08, b.y() - uy * cell * 0.08)
    base = QPointF(tip.x() - ux * head_l, tip.y() - uy * head_l)
    path = QPainterPath()
    path.moveTo(a.x() + nx * shaft, a.y() + ny * shaft)
    path.lineTo(base.x() + nx * shaft, base.y() + ny * shaft)
    path.lineTo(base.x() + nx * head_w, base.y() + ny * head_w)
    path.lineTo(tip)
    path.lineTo(base.x() - nx * head_w, base.y() - ny * head_w)
    path.lineTo(base.x() - nx * shaft, base.y() - ny * shaft)
    path.lineTo(a.x() - nx * shaft, a.y() - ny * shaft)
    path.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(color))
    painter.drawPath(path)


def install_annotations(window: Any) -> None:
    """Wire the scene's gestures to the record: a shape drawn toggles on the node on show, a left click
    clears that node's shapes, and the scene shows the shapes of whatever node comes on show."""
    scene, controller = window.scene, window.controller

    def drawn(shape: Shape) -> None:
        node = controller.current
        controller.set_shapes(node, toggle(node.shapes, shape))

    def cleared() -> None:
        controller.set_shapes(controller.current, ())

    def changed(node: Any) -> None:
        if node is controller.current:
            scene.set_shapes(node.shapes)

    scene.shape_drawn.connect(drawn)
    scene.shapes_cleared.connect(cleared)
    controller.shapes_changed.connect(changed)
    controller.position_changed.connect(lambda _transition=None: scene.set_shapes(controller.current.shapes))
