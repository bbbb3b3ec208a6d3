"""The promotion chooser: a small popup in the board scene showing the promoted and the plain face.

It stands over the destination square (the promoted face on the square itself, the plain face one
cell toward the middle of the board), so the choice is one more click where the eye already is.
Each option is a cell: the piece a little smaller in its upper part, its caption ("Promote", "Keep")
in a band below it, so a caption never covers a piece whichever way the piece points.  The
scene routes clicks to :meth:`PromotionChooser.choice_at`; everything is scene-level, so it works
offscreen in tests.  The core decides whether a choice exists; the chooser only shows it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...core.variant import PieceKind
from .items import Z_POPUP
from .piece_art import CELL_H, CELL_W, PieceArt


class PromotionChooser(QGraphicsObject):
    MARGIN = 8.0
    CAPTION_H = 30.0  # the caption band at the bottom of each option
    SHADOW = (5.0, 6.0)

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

    def piece_rect(self, promote: bool) -> QRectF:
        """Where an option's piece is drawn (scene rectangle, above its caption band)."""
        cell = self.option_rect(promote).adjusted(3, 3, -3, -3)
        h = cell.height() - self.CAPTION_H
        w = h * CELL_W / CELL_H
        return QRectF(cell.center().x() - w / 2, cell.top(), w, h)

    def caption_rect(self, promote: bool) -> QRectF:
        """The band under an option's piece that holds its caption (scene rectangle)."""
        cell = self.option_rect(promote).adjusted(3, 3, -3, -3)
        return QRectF(cell.left(), cell.bottom() - self.CAPTION_H, cell.width(), self.CAPTION_H)

    def caption(self, promote: bool) -> str:
        return self.tr("Promote") if promote else self.tr("Keep")

    def caption_font(self, promote: bool) -> QFont:
        """Bold, 24 px, smaller when the caption would not fit its band (a long translation)."""
        font = QFont()
        font.setBold(True)
        band = self.caption_rect(promote).adjusted(2, 0, -2, 0)
        for px in range(24, 8, -1):
            font.setPixelSize(px)
            r = QFontMetricsF(font).boundingRect(self.caption(promote))
            if r.width() <= band.width() and r.height() <= band.height():
                break
        return font

    def panel_rect(self) -> QRectF:
        m = self.MARGIN
        return QRectF(-m, -m, CELL_W + 2 * m, 2 * CELL_H + 2 * m)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        # The shadow and the border's pen included: closing the chooser must repaint all it drew.
        r = self.panel_rect()
        dx, dy = self.SHADOW
        return r.united(r.translated(dx, dy)).adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.panel_rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(r.translated(*self.SHADOW), 12, 12)
        painter.setBrush(QColor(255, 250, 238, 245))
        painter.setPen(QPen(QColor("#6b4a1f"), 2.5))
        painter.drawRoundedRect(r, 12, 12)
        for promote in (True, False):
            rect = self.option_rect(promote).translated(-self.pos())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 226, 226, 220) if promote else QColor(232, 240, 255, 220))
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 8, 8)
            kind = self.promoted if promote else self.plain
            self.art.paint(painter, self.piece_rect(promote).translated(-self.pos()), kind, self.pointing)
            painter.setFont(self.caption_font(promote))
            painter.setPen(QColor("#c0161b") if promote else QColor("#223366"))
            painter.drawText(self.caption_rect(promote).translated(-self.pos()), Qt.AlignmentFlag.AlignCenter,
                             self.caption(promote))
