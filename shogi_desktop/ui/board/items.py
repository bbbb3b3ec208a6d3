"""The graphics items of the board scene: the board itself, pieces, highlights, markers, paths and the
best-move arrow (the komadai are in :mod:`.komadai`).

Items are dumb, as in Cute Chess: a piece knows its kind, owner and which way it points, and paints
itself with the shared :class:`~.piece_art.PieceArt`; the scene places them and re-reads the position.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...art.board_styles import BoardStyle
from ...core.variant import PieceKind
from .geometry import B_BOTTOM, B_LEFT, B_RIGHT, B_TOP, FILES, RANKS, STAR_POINTS
from .piece_art import CELL_H, CELL_W, PieceArt, appearance, paint_panel

Z_BOARD, Z_GRID, Z_HIGHLIGHT, Z_PIECE, Z_MARKER, Z_MOVING, Z_POPUP = 0, 1, 2, 10, 15, 100, 200
_TX = QTransform.TransformationType
_UPRIGHT = (_TX.TxNone, _TX.TxTranslate, _TX.TxScale)  # transforms a pixmap is drawn through as it is
_RASTER = (QPixmap, QImage, QWidget)  # devices of pixels (the items' caches, the view, a PNG); not an SVG, a printer



def panel_bounds(r: QRectF, shadow: tuple[float, float, int]) -> QRectF:
    """The rectangle a wooden panel paints: the panel and its drop shadow (one pixel more for antialiasing)."""
    dx, dy, _alpha = shadow
    return r.united(r.translated(dx, dy)).adjusted(-1, -1, 1, 1)


class PieceItem(QGraphicsObject):
    """One piece on the board or in a hand slot; ``pos`` is its cell's top-left corner."""

    def __init__(self, art: PieceArt, kind: PieceKind, owner: int, pointing: int,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.kind = kind
        self.owner = owner
        self.pointing = pointing  # 0 up the screen, 1 down
        self.square: int | None = None  # board square, None in a hand
        self.hand_kind: int | None = None  # kind index of the hand slot it stands for
        self.marks: frozenset[str] = frozenset()  # from the core's statuses: "token", "immune", "carrier"
        self.setZValue(Z_PIECE)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene does the mouse handling

    def set_piece(self, kind: PieceKind, owner: int, pointing: int) -> None:
        if (kind, owner, pointing) != (self.kind, self.owner, self.pointing):
            self.kind, self.owner, self.pointing = kind, owner, pointing
            self.update()

    def set_marks(self, marks: frozenset[str]) -> None:
        """Status marks drawn over the piece (the scene passes them from ``pos.statuses``)."""
        if marks != self.marks:
            self.marks = marks
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return QRectF(0, 0, CELL_W, CELL_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        r = self.boundingRect()
        t = painter.transform()
        device = painter.device()
        if t.type() in _UPRIGHT and isinstance(device, _RASTER):
            # identical pieces are drawn once, at this size in pixels (the art's pixmaps); an SVG or a
            # printer is given the drawing itself
            cell = t.mapRect(r)
            size = QSize(max(1, round(cell.width())), max(1, round(cell.height())))
            dpr = device.devicePixelRatioF()
            pm = self.art.pixmap(self.kind, self.pointing, size, dpr, self.owner)
            painter.drawPixmap(r, pm, QRectF(pm.rect()))
        else:
            self.art.paint(painter, r, self.kind, self.pointing, self.owner)
        if self.marks:
            paint_marks(painter, self.boundingRect(), self.marks)

    def center(self) -> QPointF:
        return self.mapToScene(QPointF(CELL_W / 2, CELL_H / 2))


def paint_marks(painter: QPainter, r: QRectF, marks: frozenset[str]) -> None:
    """A token's violet dashed ring; a shield badge (immune) and a "乗" badge (carrier) at the top."""
    painter.save()
    if "token" in marks:
        pen = QPen(QColor(150, 40, 235), 3.6, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(r.adjusted(3, 3, -3, -3))
    badge = min(r.width(), r.height()) * 0.3
    x = r.right() - badge - 1
    painter.setPen(QPen(QColor(255, 255, 255), 1.2))
    if "immune" in marks:  # a gold shield
        b = QRectF(x, r.top() + 1, badge, badge)
        shield = QPainterPath()
        shield.moveTo(b.left(), b.top() + b.height() * 0.12)
        shield.lineTo(b.center().x(), b.top())
        shield.lineTo(b.right(), b.top() + b.height() * 0.12)
        shield.cubicTo(b.right(), b.top() + b.height() * 0.7, b.center().x(), b.bottom(), b.center().x(), b.bottom())
        shield.cubicTo(b.center().x(), b.bottom(), b.left(), b.top() + b.height() * 0.7, b.left(),
                       b.top() + b.height() * 0.12)
        painter.setBrush(QColor(214, 160, 20))
        painter.drawPath(shield)
        x -= badge + 1
    if "carrier" in marks:  # a blue disc with a white upward chevron (it carries)
        b = QRectF(x, r.top() + 1, badge, badge)
        painter.setBrush(QColor(30, 130, 200))
        painter.drawEllipse(b)
        chevron = QPainterPath()
        chevron.moveTo(b.left() + b.width() * 0.25, b.top() + b.height() * 0.62)
        chevron.lineTo(b.center().x(), b.top() + b.height() * 0.3)
        chevron.lineTo(b.right() - b.width() * 0.25, b.top() + b.height() * 0.62)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255), 2.0))
        painter.drawPath(chevron)
    painter.restore()


class SquareHighlight(QGraphicsRectItem):
    """A tinted square: last move, selection."""

    def __init__(self, color: QColor, z: float = Z_HIGHLIGHT) -> None:
        super().__init__(0, 0, CELL_W, CELL_H)
        self.setPen(Qt.PenStyle.NoPen)
        self.setBrush(QBrush(color))
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)


class CheckHighlight(QGraphicsRectItem):
    """A red glow under a king in check."""

    def __init__(self) -> None:
        super().__init__(0, 0, CELL_W, CELL_H)
        self.setPen(Qt.PenStyle.NoPen)
        self._glow()
        self.setZValue(Z_HIGHLIGHT + 0.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def show_on(self, rect: QRectF) -> None:
        """Glow on ``rect`` (a square of the scene)."""
        self.setRect(rect)
        self._glow()

    def _glow(self) -> None:
        """The gradient is centred on the square shown (a fixed centre lit only the first square)."""
        r = self.rect()
        grad = QRadialGradient(r.center(), r.width() * 0.62)
        grad.setColorAt(0.0, QColor(255, 30, 20, 230))
        grad.setColorAt(0.55, QColor(230, 20, 10, 150))
        grad.setColorAt(1.0, QColor(200, 0, 0, 0))
        self.setBrush(QBrush(grad))


class MoveMarker(QGraphicsItem):
    """A legal destination: a dot on an empty square, a ring around a piece that can be taken."""

    def __init__(self, capture: bool) -> None:
        super().__init__()
        self.capture = capture
        self.square: int | None = None
        self.setZValue(Z_MARKER)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, CELL_W, CELL_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = QPointF(CELL_W / 2, CELL_H / 2)
        if self.capture:
            painter.setPen(QPen(QColor(20, 110, 60, 200), 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(5, 5, CELL_W - 10, CELL_H - 10), 12, 12)
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 110, 60, 150))
            painter.drawEllipse(c, 14, 14)


class TravelPathItem(QGraphicsPathItem):
    """The path a reflecting slider travels: a polyline from its square through the bounce points to
    the end of the path (the first occupied square, or where the core's path stops).

    ``squares`` are the path's squares in order (without the start), ``corners`` the squares where the
    polyline turns; the scene computes the points, this item only draws them.
    """

    def __init__(self, points: list[QPointF], squares: tuple[int, ...], corners: tuple[int, ...]) -> None:
        super().__init__()
        self.squares = squares
        self.corners = corners
        path = QPainterPath(points[0])
        for pt in points[1:]:
            path.lineTo(pt)
        self._points = points
        self.setPath(path)
        pen = QPen(QColor(40, 120, 230, 170), 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        self.setZValue(Z_HIGHLIGHT + 0.3)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        # The bounce discs (radius 9 and their outline) and the arrow head reach beyond the pen.
        return super().boundingRect().adjusted(-13, -13, 13, 13)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        super().paint(painter, option, widget)
        painter.setPen(QPen(QColor(255, 255, 255, 220), 2.5))
        painter.setBrush(QColor(40, 120, 230, 230))
        for pt in self._points[1:-1]:  # the bounce points
            painter.drawEllipse(pt, 9, 9)
        if len(self._points) > 1:  # an arrow head at the end of the path
            end, before = self._points[-1], self._points[-2]
            d = end - before
            length = max(1e-6, (d.x() ** 2 + d.y() ** 2) ** 0.5)
            u = QPointF(d.x() / length, d.y() / length)
            n = QPointF(-u.y(), u.x())
            tip = end
            base = end - u * 22
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPolygon([tip, base + n * 11, base - n * 11])


class StopMarker(QGraphicsItem):
    """The lion's "stop here" choice: a dashed ring around the lion waiting between its two steps."""

    def __init__(self) -> None:
        super().__init__()
        self.square: int | None = None
        self.setZValue(Z_MARKER)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, CELL_W, CELL_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(200, 40, 30, 230), 5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(4, 4, CELL_W - 8, CELL_H - 8), 14, 14)


class BoardItem(QGraphicsObject):
    """The board in its style (wood, plain, dark), the border, the grid and the star points (crisp at
    every zoom: drawn, not a bitmap)."""

    def __init__(self) -> None:
        super().__init__()
        self.style = appearance().board_style()
        self.setZValue(Z_BOARD)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    SHADOW = (6.0, 8.0, 70)

    def set_style(self, style: BoardStyle) -> None:
        if style != self.style:
            self.style = style
            self.update()

    def panel_rect(self) -> QRectF:
        """The wood itself (the layout places the komadai beside it)."""
        return QRectF(-B_LEFT, -B_TOP, FILES * CELL_W + B_LEFT + B_RIGHT, RANKS * CELL_H + B_TOP + B_BOTTOM)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        # Everything painted, the drop shadow included: a repaint of part of the scene must redraw it all.
        return panel_bounds(self.panel_rect(), self.SHADOW)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.panel_rect()
        style = self.style
        paint_panel(painter, r, style.board_svg, style.board_fill, 6, self.SHADOW, (style.board_border, 3))
        grid = QRectF(0, 0, FILES * CELL_W, RANKS * CELL_H)
        ink = QColor(style.grid_ink)
        painter.setPen(QPen(ink, 2.0))
        for i in range(1, FILES):
            painter.drawLine(QPointF(i * CELL_W, 0), QPointF(i * CELL_W, grid.height()))
        for i in range(1, RANKS):
            painter.drawLine(QPointF(0, i * CELL_H), QPointF(grid.width(), i * CELL_H))
        painter.setPen(QPen(ink, 4.0))
        painter.drawRect(grid)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        for f, rk in STAR_POINTS:
            painter.drawEllipse(QPointF(f * CELL_W, rk * CELL_H), 6.5, 6.5)


class BestMoveArrow(QGraphicsPathItem):
    """Translucent arrows over the board: the best move of the analysis (one arrow per step)."""

    COLOR = QColor(30, 120, 220, 150)

    def __init__(self) -> None:
        super().__init__()
        self.setPen(Qt.PenStyle.NoPen)
        self.setBrush(QBrush(self.COLOR))
        self.setZValue(Z_MOVING - 1)  # over the pieces, under a piece being dragged
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.segments: list[tuple[QPointF, QPointF]] = []
        self.setVisible(False)

    def set_segments(self, segments: list[tuple[QPointF, QPointF]]) -> None:
        self.segments = list(segments)
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for a, b in self.segments:
            polygon = arrow_polygon(a, b)
            if polygon is not None:
                path.addPolygon(polygon)
                path.closeSubpath()
        self.setPath(path)
        self.setVisible(bool(self.segments))


def arrow_polygon(a: QPointF, b: QPointF) -> QPolygonF | None:
    """An arrow from ``a`` to ``b`` (scene points, square centres): a shaft and a head."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy)
    if length < 1.0:
        return None
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    shaft, head_w = CELL_W * 0.09, CELL_W * 0.26
    head_l = min(CELL_H * 0.42, length * 0.6)
    start = QPointF(a.x() + ux * CELL_W * 0.15, a.y() + uy * CELL_W * 0.15)
    tip = QPointF(b.x() - ux * CELL_W * 0.1, b.y() - uy * CELL_W * 0.1)
    base = QPointF(tip.x() - ux * head_l, tip.y() - uy * head_l)
    return QPolygonF([
        QPointF(start.x() + nx * shaft, start.y() + ny * shaft),
        QPointF(base.x() + nx * shaft, base.y() + ny * shaft),
        QPointF(base.x() + nx * head_w, base.y() + ny * head_w),
        tip,
        QPointF(base.x() - nx * head_w, base.y() - ny * head_w),
        QPointF(base.x() - nx * shaft, base.y() - ny * shaft),
        QPointF(start.x() - nx * shaft, start.y() - ny * shaft),
    ])


def status_marks(status: object) -> frozenset[str]:
    """The marks a piece item draws for the core's PieceStatus (None: none)."""
    if status is None:
        return frozenset()
    out = set()
    if getattr(status, "token", False):
        out.add("token")
    if getattr(status, "immune_until", None) is not None:
        out.add("immune")
    if getattr(status, "carrier", False):
        out.add("carrier")
    return frozenset(out)
