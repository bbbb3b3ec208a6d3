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


# Standard shogi's pieces in hand in the order every kifu and every board program lists them.
HAND_ORDER = "RBGSNLP"


def hand_order(kinds: list[PieceKind]) -> list[PieceKind]:
    """飛角金銀桂香歩 first, then the variant's own pieces in the variant's order (a stable order)."""
    def key(kind: PieceKind) -> tuple[int, int]:
        letter = kind.letter
        return (HAND_ORDER.index(letter) if letter in HAND_ORDER else len(HAND_ORDER), kind.index)

    return sorted(kinds, key=key)


class KomadaiItem(QGraphicsObject):
    """A stand for one player's pieces in hand, as ShogiHome's and lishogi's: one narrow column of
    fixed-size slots, the pieces held packed in the usual order (飛角金銀桂香歩, then the variant's
    pieces), each kind once with its count.

    Seen by its owner the column reads from the far end (the board's middle) to the near end, so a
    stand that points down (the player at the top) is the same arrangement turned 180 degrees.  A
    variant with many kinds gets smaller slots (the stand never grows taller than ``max_height``), and
    two columns beyond :data:`MAX_ROWS` kinds.  Slot rectangles are in scene coordinates (the komadai
    has no transform).  The pieces are separate :class:`PieceItem` objects owned by the scene, so a
    drag moves a real item of the scene.
    """

    SLOT_W = 108.0
    SLOT_H = 94.0
    PAD = 8.0
    MAX_ROWS = 15
    PIECE_SCALE = 0.8  # pieces in hand are drawn a little smaller, with the count on their corner
    SHADOW = (4.0, 5.0, 60)

    def __init__(self, owner: int, kinds: list[PieceKind], max_height: float = 1e9) -> None:
        super().__init__()
        self.owner = owner
        self.kinds = hand_order(kinds)  # the kinds a hand can hold, in display order
        self.pointing = owner
        self.max_height = max_height
        self.cols, self.rows, self.slot_h, self.piece_scale = self.geometry_for(len(self.kinds), max_height)
        self._order = {k.index: n for n, k in enumerate(self.kinds)}
        self._held: list[int] = []  # kind indexes shown, in slot order
        self._renderer = QSvgRenderer(str(resource("board", "komadai.svg")), self)
        self._counts: dict[int, QGraphicsSimpleTextItem] = {}
        self.setZValue(Z_BOARD)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @classmethod
    def geometry_for(cls, n_kinds: int, max_height: float = 1e9) -> tuple[int, int, float, float]:
        """(columns, rows, slot height, piece scale) of a stand for ``n_kinds`` kinds."""
        cols = 1 if n_kinds <= cls.MAX_ROWS else 2
        rows = max(1, -(-n_kinds // cols))
        slot_h = max(24.0, min(cls.SLOT_H, (max_height - 2 * cls.PAD) / rows))
        scale = min(cls.PIECE_SCALE, (slot_h - 4) / CELL_H)
        return cols, rows, slot_h, scale

    @classmethod
    def size_for(cls, n_kinds: int, max_height: float = 1e9) -> tuple[float, float]:
        cols, rows, slot_h, _scale = cls.geometry_for(n_kinds, max_height)
        return cols * cls.SLOT_W + 2 * cls.PAD, rows * slot_h + 2 * cls.PAD

    def panel_rect(self) -> QRectF:
        w, h = self.size_for(len(self.kinds), self.max_height)
        return QRectF(0, 0, w, h)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return panel_bounds(self.panel_rect(), self.SHADOW)

    def set_pointing(self, pointing: int) -> None:
        self.pointing = pointing
        self.update()

    # ----------------------------------------------------------------- slots
    def held(self) -> list[int]:
        """The kind indexes on show, in slot order (the first is at the far end, seen by the owner)."""
        return list(self._held)

    def slot_index(self, kind_index: int) -> int:
        """The slot of ``kind_index``: its place among the kinds held, or where it would go if gained."""
        order = self._order[kind_index]
        return sum(1 for k in self._held if self._order[k] < order)

    def slot_rect(self, kind_index: int) -> QRectF:
        """The slot of ``kind_index`` in scene coordinates (turned 180 degrees for a stand that points down)."""
        i = self.slot_index(kind_index)
        w, h = self.size_for(len(self.kinds), self.max_height)
        col, row = i % self.cols, i // self.cols
        x = self.PAD + col * self.SLOT_W
        y = self.PAD + row * self.slot_h
        if self.pointing:  # seen from the other side: the arrangement turns 180 degrees
            x = w - x - self.SLOT_W
            y = h - y - self.slot_h
        return QRectF(self.pos() + QPointF(x, y), self.pos() + QPointF(x + self.SLOT_W, y + self.slot_h))

    def piece_rect(self, kind_index: int) -> QRectF:
        """Where the slot's piece stands (scene rect of the scaled piece, toward the slot's left)."""
        s = self.slot_rect(kind_index)
        w, h = CELL_W * self.piece_scale, CELL_H * self.piece_scale
        return QRectF(s.left() + 6, s.center().y() - h / 2, w, h)

    def slot_at(self, scene_pos: QPointF) -> int | None:
        """The kind held in the slot under ``scene_pos`` (None over an empty place)."""
        for k in self._held:
            if self.slot_rect(k).contains(scene_pos):
                return k
        return None

    def set_hand(self, counts: dict[int, int]) -> None:
        """Show the hand ``counts`` (kind index -> pieces): which slots hold what, and the counts."""
        self._held = [k.index for k in self.kinds if counts.get(k.index, 0) > 0]
        self.set_counts(counts)

    def set_counts(self, counts: dict[int, int]) -> None:
        """Show the count on every slot holding two or more pieces (the slots stay where they are)."""
        for k in self.kinds:
            n = counts.get(k.index, 0)
            label = self._counts.get(k.index)
            if n < 2 or k.index not in self._held:
                if label is not None:
                    label.setVisible(False)
                continue
            if label is None:
                # A scene-level item (not a child): it must stack above the pieces standing in the slot.
                label = QGraphicsSimpleTextItem()
                label.setFont(label_font(40))
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
            x = min(pr.right() - br.width() * 0.45, r.right() - br.width() - 2)
            label.setPos(x, pr.bottom() - br.height() + 4)

    def remove_labels(self) -> None:
        for label in self._counts.values():
            if label.scene() is not None:
                label.scene().removeItem(label)
        self._counts.clear()

    def count_text(self, kind_index: int) -> str:
        label = self._counts.get(kind_index)
        return label.text() if label is not None and label.isVisible() else ""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.panel_rect()
        paint_wood_panel(painter, r, self._renderer, radius=10, shadow=self.SHADOW, border=("#4a2a0c", 2.5))
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
