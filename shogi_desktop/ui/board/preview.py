"""A small static picture of a position: board, pieces and both hands (the New Game dialog's preview)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core.position import Position
from ...paths import resource
from .piece_art import CELL_H, CELL_W, PieceArt, label_font

STAR_POINTS = ((3, 3), (3, 6), (6, 3), (6, 6))  # grid intersections (file line, rank line), 9x9 board
_art: PieceArt | None = None


def shared_art() -> PieceArt:
    global _art
    if _art is None:
        _art = PieceArt()
    return _art


class BoardPreview(QWidget):
    """Draws ``pos`` from Black's side: White's hand above the board, Black's below."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pos: Position | None = None
        self._board_svg = QSvgRenderer(str(resource("board", "board.svg")), self)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(160, 200)

    def sizeHint(self) -> QSize:
        return QSize(260, 330)

    def set_position(self, pos: Position | None) -> None:
        self._pos = pos.copy() if pos is not None else None
        self.update()

    def position(self) -> Position | None:
        return self._pos

    # ----------------------------------------------------------------- drawing
    def _layout(self) -> tuple[QRectF, float, float, float]:
        """(board rect, cell width, cell height, hand strip height) fitting the widget."""
        hand_rows = 2 * 0.9  # two hand strips of 0.9 cell heights
        cols, rows = 9 + 0.5, 9 + 0.5 + hand_rows
        unit = min(self.width() / (cols * CELL_W), self.height() / (rows * CELL_H))
        cw, ch = CELL_W * unit, CELL_H * unit
        strip = 0.9 * ch
        bw, bh = 9.5 * cw, 9.5 * ch
        x = (self.width() - bw) / 2
        y = (self.height() - (bh + 2 * strip)) / 2 + strip
        return QRectF(x, y, bw, bh), cw, ch, strip

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        board, cw, ch, strip = self._layout()
        self._board_svg.render(p, board)
        p.setPen(QPen(QColor("#5a3b12"), 1.2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(board)
        grid = QRectF(board.x() + cw * 0.25, board.y() + ch * 0.25, 9 * cw, 9 * ch)
        p.setPen(QPen(QColor("#3b2508"), max(0.6, cw / 40)))
        for i in range(10):
            p.drawLine(QPointF(grid.left() + i * cw, grid.top()), QPointF(grid.left() + i * cw, grid.bottom()))
            p.drawLine(QPointF(grid.left(), grid.top() + i * ch), QPointF(grid.right(), grid.top() + i * ch))
        p.setBrush(QColor("#3b2508"))
        r = max(1.5, cw / 14)
        for f, rk in STAR_POINTS:
            p.drawEllipse(QPointF(grid.left() + f * cw, grid.top() + rk * ch), r, r)
        pos = self._pos
        if pos is None:
            p.end()
            return
        art = shared_art()
        for sq in range(81):
            piece = pos.piece_at(sq)
            if piece is None:
                continue
            kind, color = piece
            cell = QRectF(grid.left() + (sq % 9) * cw, grid.top() + (sq // 9) * ch, cw, ch)
            art.paint(p, cell, kind, color)
        self._paint_hand(p, pos, 1, QRectF(board.left(), board.top() - strip, board.width(), strip), cw, ch)
        self._paint_hand(p, pos, 0, QRectF(board.left(), board.bottom(), board.width(), strip), cw, ch)
        p.end()

    def _paint_hand(self, p: QPainter, pos: Position, color: int, strip: QRectF, cw: float, ch: float) -> None:
        counts = [(k, n) for k, n in pos.hand_counts(color).items() if n]
        mark = "☗" if color == 0 else "☖"
        p.setPen(QColor("#2b1a06"))
        p.setFont(label_font(round(strip.height() * 0.6)))
        x = strip.left() if color == 1 else strip.left()
        p.drawText(QRectF(x, strip.top(), cw * 0.8, strip.height()), Qt.AlignmentFlag.AlignCenter, mark)
        x += cw * 0.8
        pw, ph = cw * 0.8, ch * 0.8
        for kind, n in counts:
            cell = QRectF(x, strip.top() + (strip.height() - ph) / 2, pw, ph)
            shared_art().paint(p, cell, kind, color)
            x += pw
            if n > 1:
                p.setFont(label_font(round(strip.height() * 0.45)))
                p.drawText(QRectF(x, strip.top(), cw * 0.5, strip.height()), Qt.AlignmentFlag.AlignVCenter, str(n))
                x += cw * 0.5
