"""The promotion chooser: a small popup in the board scene showing the promoted and the plain face.

It stands over the destination square (the promoted face on the square itself, the plain face one
cell toward the middle of the board), so the choice is one more click where the eye already is.  The
scene routes clicks to :meth:`PromotionChooser.choice_at`; everything is scene-level, so it works
offscreen in tests.  The core decides whether a choice exists; the chooser only shows it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..core.variant import PieceKind
from .items import Z_POPUP
from .piece_art import CELL_H, CELL_W, PieceArt


class PromotionChooser(QGraphicsObject):
    MARGIN = 8.0

    def __init__(self, art: PieceArt, plain: PieceKind, promoted: PieceKind, pointing: int,
                 square_rect: QRectF, downward: bool) -> None:
        super().__init__()
        self.art = art
        self.plain = plain
        self.promoted = promoted
        self.pointing = pointing
        self.setZValue(Z_POPUP)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Scene rectangles of the two options.
        self._promote_rect = QRectF(square_rect)
        step = CELL_H if downward else -CELL_H
        self._plain_rect = square_rect.translated(0, step)
        top = min(self._promote_rect.top(), self._plain_rect.top())
        self.setPos(QPointF(square_rect.left(), top))
        self.setToolTip(self.tr("Choose: promote (red face) or keep the piece as it is"))

    def option_rect(self, promote: bool) -> QRectF:
        """The scene rectangle of one option (``promote`` True: the promoted face)."""
        return QRectF(self._promote_rect if promote else self._plain_rect)

    def choice_at(self, scene_pos: QPointF) -> bool | None:
        if self._promote_rect.contains(scene_pos):
            return True
        if self._plain_rect.contains(scene_pos):
            return False
        return None

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        m = self.MARGIN
        return QRectF(-m, -m, CELL_W + 2 * m, 2 * CELL_H + 2 * m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(r.translated(5, 6), 12, 12)
        painter.setBrush(QColor(255, 250, 238, 245))
        painter.setPen(QPen(QColor("#6b4a1f"), 2.5))
        painter.drawRoundedRect(r, 12, 12)
        for promote in (True, False):
            rect = self.option_rect(promote).translated(-self.pos())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 226, 226, 220) if promote else QColor(232, 240, 255, 220))
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 8, 8)
            kind = self.promoted if promote else self.plain
            self.art.paint(painter, rect, kind, self.pointing)
        # a small caption in the corner of each option
        font = QFont()
        font.setPixelSize(17)
        font.setBold(True)
        painter.setFont(font)
        for promote, text in ((True, self.tr("Promote")), (False, self.tr("Keep"))):
            rect = self.option_rect(promote).translated(-self.pos())
            painter.setPen(QColor("#c0161b") if promote else QColor("#223366"))
            painter.drawText(rect.adjusted(4, 2, -4, -2), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)
