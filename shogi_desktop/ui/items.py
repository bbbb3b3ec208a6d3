"""The graphics items of the board scene: pieces, the komadai (pieces in hand) and highlights.

Items are dumb, as in Cute Chess: a piece knows its kind, owner and which way it points, and paints
itself with the shared :class:`~.piece_art.PieceArt`; the scene places them and re-reads the position.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..core.variant import PieceKind
from ..paths import resource
from .piece_art import CELL_H, CELL_W, PieceArt, label_font

Z_BOARD, Z_GRID, Z_HIGHLIGHT, Z_PIECE, Z_MARKER, Z_MOVING, Z_POPUP = 0, 1, 2, 10, 15, 100, 200



def paint_wood_panel(painter: QPainter, r: QRectF, renderer: QSvgRenderer, radius: float,
                     shadow: tuple[float, float, int], border: tuple[str, float]) -> None:
    """A wooden panel (the board, a komadai): drop shadow, the wood SVG clipped to a rounded
    rectangle, and a border."""
    dx, dy, alpha = shadow
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, alpha))
    painter.drawRoundedRect(r.translated(dx, dy), radius, radius)
    path = QPainterPath()
    path.addRoundedRect(r, radius, radius)
    painter.save()
    painter.setClipPath(path)
    renderer.render(painter, r)
    painter.restore()
    color, width = border
    painter.setPen(QPen(QColor(color), width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = width / 2
    painter.drawRoundedRect(r.adjusted(inset, inset, -inset, -inset), radius, radius)

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
        self.art.paint(painter, self.boundingRect(), self.kind, self.pointing, self.owner)
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


class KomadaiItem(QGraphicsObject):
    """A stand for one player's pieces in hand: fixed slots, one per kind that can be held.

    Slot rectangles are in scene coordinates (the komadai itself has no transform).  The pieces are
    separate :class:`PieceItem` objects owned by the scene, so a drag moves a real item of the scene.
    """

    SLOT_W = 122.0
    SLOT_H = 100.0
    PAD = 10.0
    COLS = 2
    PIECE_SCALE = 0.78  # pieces in hand are drawn a little smaller, with the count beside them

    def __init__(self, owner: int, kinds: list[PieceKind]) -> None:
        super().__init__()
        self.owner = owner
        self.kinds = kinds  # the kinds a hand can hold, in display order
        self.pointing = owner
        self._renderer = QSvgRenderer(str(resource("board", "komadai.svg")), self)
        self._counts: dict[int, QGraphicsSimpleTextItem] = {}
        self.setZValue(Z_BOARD)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @classmethod
    def size_for(cls, n_kinds: int) -> tuple[float, float]:
        rows = max(1, -(-n_kinds // cls.COLS))
        return cls.COLS * cls.SLOT_W + 2 * cls.PAD, rows * cls.SLOT_H + 2 * cls.PAD

    def boundingRect(self) -> QRectF:  # noqa: N802
        w, h = self.size_for(len(self.kinds))
        return QRectF(0, 0, w, h)

    def set_pointing(self, pointing: int) -> None:
        self.pointing = pointing
        self.update()

    def slot_rect(self, kind_index: int) -> QRectF:
        """The slot of ``kind_index`` in scene coordinates (mirrored for a stand that points down)."""
        i = next(n for n, k in enumerate(self.kinds) if k.index == kind_index)
        w, h = self.size_for(len(self.kinds))
        col, row = i % self.COLS, i // self.COLS
        x = self.PAD + col * self.SLOT_W
        y = self.PAD + row * self.SLOT_H
        if self.pointing:  # seen from the other side: the arrangement turns 180 degrees
            x = w - x - self.SLOT_W
            y = h - y - self.SLOT_H
        return QRectF(self.pos() + QPointF(x, y), self.pos() + QPointF(x + self.SLOT_W, y + self.SLOT_H))

    def piece_rect(self, kind_index: int) -> QRectF:
        """Where the slot's piece stands (scene rect of the scaled piece, at the slot's left)."""
        s = self.slot_rect(kind_index)
        w, h = CELL_W * self.PIECE_SCALE, CELL_H * self.PIECE_SCALE
        return QRectF(s.left() + 4, s.center().y() - h / 2, w, h)

    def slot_at(self, scene_pos: QPointF) -> int | None:
        for k in self.kinds:
            if self.slot_rect(k.index).contains(scene_pos):
                return k.index
        return None

    def set_counts(self, counts: dict[int, int]) -> None:
        """Show ``×n`` beside every slot holding two or more pieces."""
        for k in self.kinds:
            n = counts.get(k.index, 0)
            label = self._counts.get(k.index)
            if n < 2:
                if label is not None:
                    label.setVisible(False)
                continue
            if label is None:
                # A scene-level item (not a child): it must stack above the pieces standing in the slot.
                label = QGraphicsSimpleTextItem()
                label.setFont(label_font(36))
                label.setBrush(QColor("#fff8e6"))
                label.setPen(QPen(QColor("#2a1505"), 1.6))
                label.setZValue(Z_PIECE + 2)
                label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                if self.scene() is not None:
                    self.scene().addItem(label)
                self._counts[k.index] = label
            label.setText(str(n))
            label.setVisible(True)
            r = self.slot_rect(k.index)
            pr = self.piece_rect(k.index)
            br = label.boundingRect()
            x = min(pr.right() + 1, r.right() - br.width())
            label.setPos(x, pr.bottom() - br.height() + 2)

    def remove_labels(self) -> None:
        for label in self._counts.values():
            if label.scene() is not None:
                label.scene().removeItem(label)
        self._counts.clear()

    def count_text(self, kind_index: int) -> str:
        label = self._counts.get(kind_index)
        return label.text() if label is not None and label.isVisible() else ""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        paint_wood_panel(painter, r, self._renderer, radius=10, shadow=(4, 5, 60), border=("#4a2a0c", 2.5))
        painter.setPen(QPen(QColor(255, 235, 200, 90), 1.5))
        painter.drawRoundedRect(r.adjusted(6, 6, -6, -6), 6, 6)


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
        grad = QRadialGradient(QPointF(CELL_W / 2, CELL_H / 2), CELL_W * 0.62)
        grad.setColorAt(0.0, QColor(255, 30, 20, 230))
        grad.setColorAt(0.55, QColor(230, 20, 10, 150))
        grad.setColorAt(1.0, QColor(200, 0, 0, 0))
        self.setBrush(QBrush(grad))
        self.setPen(Qt.PenStyle.NoPen)
        self.setZValue(Z_HIGHLIGHT + 0.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)


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
