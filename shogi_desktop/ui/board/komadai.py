"""The komadai: a stand for one player's pieces in hand (:class:`KomadaiItem`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem, QWidget

from ...art.board_styles import BoardStyle
from ...core.variant import PieceKind
from .items import Z_BOARD, Z_PIECE, panel_bounds
from .piece_art import CELL_H, CELL_W, appearance, label_font, paint_panel, rgba

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
    stand that points down (the player at the top) is the same arrangement turned 180 degrees.  On a
    stand taller than the standard one the pieces held are packed against its owner's end
    (:meth:`rows_used`).  A
    variant with many kinds gets smaller slots (the stand never grows taller than ``max_height``), and
    two columns beyond :data:`MAX_ROWS` kinds.  Slot rectangles are in scene coordinates (the komadai
    has no transform).  The pieces are separate :class:`PieceItem` objects owned by the scene, so a
    drag moves a real item of the scene.
    """

    SLOT_W = 108.0
    SLOT_H = 94.0
    PAD = 8.0
    MAX_ROWS = 15
    STANDARD_ROWS = 7  # 飛角金銀桂香歩: a taller stand keeps its pieces at its owner's end
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
        self.style = appearance().board_style()
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
        """The slot of ``kind_index``: its place among the kinds held, or where it would go if gained (after
        them for a kind no hand ever holds: a magic token, or a promoted piece a card drops)."""
        order = self._order.get(kind_index, len(self._order))
        return sum(1 for k in self._held if self._order[k] < order)

    def slot_rect(self, kind_index: int) -> QRectF:
        """The slot of ``kind_index`` in scene coordinates (turned 180 degrees for a stand that points down)."""
        i = self.slot_index(kind_index)
        w, h = self.size_for(len(self.kinds), self.max_height)
        col, row = i % self.cols, i // self.cols
        x = self.PAD + col * self.SLOT_W
        y = self.PAD + (self.rows - self.rows_used(i)) * self.slot_h + row * self.slot_h
        if self.pointing:  # seen from the other side: the arrangement turns 180 degrees
            x = w - x - self.SLOT_W
            y = h - y - self.slot_h
        return QRectF(self.pos() + QPointF(x, y), self.pos() + QPointF(x + self.SLOT_W, y + self.slot_h))

    def rows_used(self, slot: int = -1) -> int:
        """The rows the held pieces (and ``slot``, a kind about to be gained) take at the stand's near end:
        all of them on a stand no taller than the standard one (the pieces start at its far end, the
        board's middle, as ShogiHome's); on a taller one (a variant or an add-on with more kinds, as
        tall as the board) the pieces sit at the owner's end of it, not at the opponent's."""
        if self.rows <= self.STANDARD_ROWS:
            return self.rows
        return min(self.rows, max(1, -(-max(len(self._held), slot + 1) // self.cols)))

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
                self._colour_label(label)
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

    def _colour_label(self, label: QGraphicsSimpleTextItem) -> None:
        label.setBrush(QColor(self.style.count_fill))
        label.setPen(QPen(QColor(self.style.count_outline), 1.6))

    def set_style(self, style: BoardStyle) -> None:
        """Draw the stand and its counts in ``style``."""
        if style != self.style:
            self.style = style
            for label in self._counts.values():
                self._colour_label(label)
            self.update()

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
        style = self.style
        paint_panel(painter, r, style.komadai_svg, style.komadai_fill, 10, self.SHADOW,
                    (style.komadai_border, 2.5))
        painter.setPen(QPen(rgba(style.komadai_inner), 1.5))
        painter.drawRoundedRect(r.adjusted(6, 6, -6, -6), 6, 6)
