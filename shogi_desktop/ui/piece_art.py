"""Piece faces: the shipped SVGs (made by ``tools/make_piece_art.py``) and a drawn fallback.

Pieces are pentagons in a cell of ``CELL_W`` x ``CELL_H`` units (shogi squares are a little taller than
wide).  ``color`` here means which way the piece *points*: 0 points up the screen (Black's pieces on an
unflipped board), 1 points down.  The board scene passes ``owner ^ flipped``.

Kinds without an SVG (pieces that variants add) are drawn with the same pentagon and their kanji in
the shipped font, so every kind gets a face that matches the set.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtSvg import QSvgRenderer

from ..core.variant import PieceKind
from ..paths import resource

CELL_W = 100.0
CELL_H = 110.0
INK_BLACK = "#1c120a"
INK_RED = "#c0161b"

PIECE_FONT_FILE = "ShogiPieces-NotoSerifCJKjp-Bold.otf"
UI_FONT_FILE = "ShogiUI-NotoSansCJKjp-Regular.otf"

# Real sets grade the pieces by rank: the king is the largest, the pawn the smallest.
_SCALES = {"K": 1.0, "R": 0.96, "B": 0.96, "G": 0.93, "S": 0.93, "N": 0.9, "L": 0.88, "P": 0.86}


def piece_scale(letter: str) -> float:
    return _SCALES.get(letter.lstrip("+"), 0.93)


def piece_polygon(scale: float, inset: float = 0.0) -> list[tuple[float, float]]:
    """The pentagon in cell units: top, right shoulder, right foot, left foot, left shoulder."""
    cx = CELL_W / 2
    bottom = 104.0 - inset
    h = 94.0 * scale
    top = 104.0 - h + inset * 1.4
    shoulder = 104.0 - h + 0.25 * h + inset * 0.3
    wb = 42.0 * scale - inset
    ws = 35.0 * scale - inset
    return [(cx, top), (cx + ws, shoulder), (cx + wb, bottom), (cx - wb, bottom), (cx - ws, shoulder)]


def piece_file_name(letter: str, color: int) -> str:
    """``pR_b.svg`` for Black's dragon (``+`` is written ``p``; the file system dislikes it less)."""
    return f"{letter.replace('+', 'p')}_{'b' if color == 0 else 'w'}.svg"


_FAMILIES: dict[str, str] = {}


def load_fonts() -> dict[str, str]:
    """Register the shipped fonts with Qt (once) and return {"pieces": family, "ui": family}.

    Needs a QGuiApplication.  A missing or broken font file leaves Qt's default family in its place.
    """
    if _FAMILIES:
        return _FAMILIES
    for key, name in (("pieces", PIECE_FONT_FILE), ("ui", UI_FONT_FILE)):
        path = resource("fonts", name)
        family = ""
        if path.is_file():
            fid = QFontDatabase.addApplicationFont(str(path))
            fams = QFontDatabase.applicationFontFamilies(fid) if fid >= 0 else []
            family = fams[0] if fams else ""
        _FAMILIES[key] = family
    return _FAMILIES


def piece_font(pixel_size: int) -> QFont:
    font = QFont(load_fonts().get("pieces") or "serif")
    font.setPixelSize(max(1, pixel_size))
    font.setWeight(QFont.Weight.Bold)
    return font


def label_font(pixel_size: int) -> QFont:
    """The font for board coordinates and komadai counts (the piece font: same hand-cut look)."""
    return piece_font(pixel_size)


@cache
def _svg_path(letter: str, color: int) -> str | None:
    path = resource("pieces", piece_file_name(letter, color))
    return str(path) if path.is_file() else None


class PieceArt:
    """Renderers and pixmaps for (kind, pointing) pairs, shared by every item that shows a piece."""

    def __init__(self) -> None:
        self._renderers: dict[tuple[str, int], QSvgRenderer | None] = {}
        self._pixmaps: dict[tuple[str, int, int, int], QPixmap] = {}

    def renderer(self, letter: str, color: int) -> QSvgRenderer | None:
        """The SVG renderer of ``letter`` pointing ``color`` (0 up, 1 down); None if no SVG exists."""
        key = (letter, color)
        if key not in self._renderers:
            path = _svg_path(letter, color)
            r = QSvgRenderer(path) if path else None
            self._renderers[key] = r if r is not None and r.isValid() else None
        return self._renderers[key]

    def has_svg(self, letter: str) -> bool:
        return self.renderer(letter, 0) is not None

    def paint(self, painter: QPainter, rect: QRectF, kind: PieceKind | str, color: int) -> None:
        """Draw the piece filling ``rect`` (a cell: CELL_W:CELL_H proportions keep its shape)."""
        letter = kind if isinstance(kind, str) else kind.letter
        r = self.renderer(letter, color)
        if r is not None:
            r.render(painter, rect)
            return
        if isinstance(kind, str):
            face, promoted = kind.lstrip("+")[:1], kind.startswith("+")
        else:
            face, promoted = kind.face(color == 0), kind.is_promoted
        paint_fallback(painter, rect, letter, face, promoted, color)

    def pixmap(self, kind: PieceKind | str, color: int, size: QSize, dpr: float = 1.0) -> QPixmap:
        """A cached pixmap of the piece at ``size`` device-independent pixels."""
        letter = kind if isinstance(kind, str) else kind.letter
        w, h = max(1, size.width()), max(1, size.height())
        key = (letter, color, w * 10000 + h, round(dpr * 100))
        pm = self._pixmaps.get(key)
        if pm is None:
            pm = QPixmap(QSize(round(w * dpr), round(h * dpr)))
            pm.setDevicePixelRatio(dpr)
            pm.fill(Qt.GlobalColor.transparent)
            p = QPainter(pm)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            self.paint(p, QRectF(0, 0, w, h), kind, color)
            p.end()
            if len(self._pixmaps) > 512:
                self._pixmaps.clear()
            self._pixmaps[key] = pm
        return pm


def paint_fallback(painter: QPainter, rect: QRectF, letter: str, face: str, promoted: bool, color: int) -> None:
    """The pentagon and the kanji in the shipped font, for kinds that have no SVG."""
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / CELL_W, rect.height() / CELL_H)
    if color:
        painter.translate(CELL_W, CELL_H)
        painter.rotate(180)
    scale = piece_scale(letter)
    poly = QPolygonF([QPointF(x, y) for x, y in piece_polygon(scale)])
    grad = QLinearGradient(QPointF(0, 0), QPointF(CELL_W, CELL_H))
    grad.setColorAt(0, QColor("#fbe7b4"))
    grad.setColorAt(0.55, QColor("#f0cf86"))
    grad.setColorAt(1, QColor("#dcae5f"))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawPolygon(poly.translated(1.6, 2.0))
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(QColor("#5a3b12"), 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.drawPolygon(poly)
    pts = piece_polygon(scale)
    top, bottom = pts[0][1], pts[2][1]
    h = bottom - top
    text = (face or letter)[:2]
    painter.setPen(QColor(INK_RED if promoted else INK_BLACK))
    if len(text) == 1:
        size = 0.52 * h
        centres = [top + 0.58 * h]
    else:  # two-character faces stack vertically, smaller
        size = 0.33 * h
        centres = [top + 0.46 * h, top + 0.79 * h]
    painter.setFont(piece_font(round(size)))
    for ch, cy in zip(text, centres):
        painter.drawText(QRectF(0, cy - size * 0.7, CELL_W, size * 1.4), Qt.AlignmentFlag.AlignCenter, ch)
    painter.restore()
