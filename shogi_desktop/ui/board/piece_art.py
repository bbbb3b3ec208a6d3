"""Piece faces: the shipped SVGs (made by ``tools/make_piece_art.py``) and a drawn fallback.

Pieces are pentagons in a cell of ``CELL_W`` x ``CELL_H`` units (shogi squares are a little taller than
wide).  ``color`` here means which way the piece *points*: 0 points up the screen (Black's pieces on an
unflipped board), 1 points down.  The board scene passes ``owner ^ flipped``.

The art of a piece is keyed by its SFEN letter *and* its face (one kanji): the same letter means
another piece in another variant (``P`` is 歩 in shogi, the chess pawn 兵 in hybrid shogi), and one
kind may show two faces (the king: 玉 for Black, 王 for White).  A face belongs to the piece's owner,
not to the way it points, so a flipped board still shows Black's king as 玉.

Kinds without an SVG (pieces an add-on brings) are drawn with the same pentagon and their kanji in the
shipped font, so every kind gets a face that matches the set.
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

from ...core.variant import PieceKind, load_variant
from ...paths import resource

CELL_W = 100.0
CELL_H = 110.0
INK_BLACK = "#1c120a"
INK_RED = "#c0161b"

PIECE_FONT_FILE = "ShogiPieces-NotoSerifCJKjp-Bold.otf"
UI_FONT_FILE = "ShogiUI-NotoSansCJKjp-Regular.otf"

# Real sets grade the pieces by rank: the king is the largest, the pawn the smallest.
_SCALES = {"K": 1.0, "R": 0.96, "B": 0.96, "G": 0.93, "S": 0.93, "N": 0.9, "L": 0.88, "P": 0.86,
           # the variants' pieces (docs/notation.md §8), sized like the shogi piece they stand in for
           "Y": 0.96, "F": 0.96, "U": 0.96, "V": 0.96, "M": 0.96, "C": 0.96, "I": 0.93, "E": 0.9}


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


def standard_face(letter: str, color: int) -> str | None:
    """The face standard shogi gives ``letter`` for the owner ``color``; None for a non-shogi letter."""
    for kind in load_variant("standard").kinds:
        if kind.letter == letter:
            return kind.face(color == 0)
    return None


def piece_file_name(letter: str, color: int, face: str | None = None) -> str:
    """``pR-7adc_b.svg``: Black's dragon 竜 pointing up (``color`` 1: turned to point down).

    ``+`` is written ``p`` and the face as its code point, so file names stay ASCII.  Without ``face``
    the standard shogi face of ``letter`` for the owner ``color`` is meant (玉 up, 王 down for ``K``).
    """
    if face is None:
        face = standard_face(letter, color) or letter.lstrip("+")[:1]
    return f"{letter.replace('+', 'p')}-{ord(face[0]):04x}_{'b' if color == 0 else 'w'}.svg"


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
def _svg_path(letter: str, color: int, face: str | None) -> str | None:
    path = resource("pieces", piece_file_name(letter, color, face))
    return str(path) if path.is_file() else None


def _letter_face(kind: PieceKind | str, color: int, owner: int | None) -> tuple[str, str, bool]:
    """(letter, face, promoted) of a kind, or of a bare letter read as standard shogi's."""
    if isinstance(kind, str):
        face = standard_face(kind, color if owner is None else owner) or kind.lstrip("+")[:1]
        return kind, face, kind.startswith("+")
    black = (color if owner is None else owner) == 0
    return kind.letter, kind.face(black) or kind.letter, kind.is_promoted


class PieceArt:
    """Renderers and pixmaps for (kind, pointing) pairs, shared by every item that shows a piece.

    ``color`` is the way the piece points (0 up, 1 down); ``owner`` (default: ``color``) chooses the
    face of a kind that has one per side (the king).
    """

    def __init__(self) -> None:
        self._renderers: dict[tuple[str, int, str], QSvgRenderer | None] = {}
        self._pixmaps: dict[tuple[str, str, int, int, int], QPixmap] = {}

    def renderer(self, kind: PieceKind | str, color: int, owner: int | None = None) -> QSvgRenderer | None:
        """The SVG renderer of ``kind`` pointing ``color`` (0 up, 1 down); None if no SVG exists.

        ``kind`` is a PieceKind or a standard shogi letter ("P", "+R").
        """
        letter, face, _ = _letter_face(kind, color, owner)
        key = (letter, color, face)
        if key not in self._renderers:
            path = _svg_path(letter, color, face)
            r = QSvgRenderer(path) if path else None
            self._renderers[key] = r if r is not None and r.isValid() else None
        return self._renderers[key]

    def has_svg(self, kind: PieceKind | str) -> bool:
        return self.renderer(kind, 0) is not None

    def paint(self, painter: QPainter, rect: QRectF, kind: PieceKind | str, color: int,
              owner: int | None = None) -> None:
        """Draw the piece filling ``rect`` (a cell: CELL_W:CELL_H proportions keep its shape)."""
        r = self.renderer(kind, color, owner)
        if r is not None:
            r.render(painter, rect)
            return
        letter, face, promoted = _letter_face(kind, color, owner)
        paint_fallback(painter, rect, letter, face, promoted, color)

    def pixmap(self, kind: PieceKind | str, color: int, size: QSize, dpr: float = 1.0,
               owner: int | None = None) -> QPixmap:
        """A cached pixmap of the piece at ``size`` device-independent pixels."""
        letter, face, _ = _letter_face(kind, color, owner)
        w, h = max(1, size.width()), max(1, size.height())
        key = (letter, face, color, w * 10000 + h, round(dpr * 100))
        pm = self._pixmaps.get(key)
        if pm is None:
            pm = QPixmap(QSize(round(w * dpr), round(h * dpr)))
            pm.setDevicePixelRatio(dpr)
            pm.fill(Qt.GlobalColor.transparent)
            p = QPainter(pm)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            self.paint(p, QRectF(0, 0, w, h), kind, color, owner)
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
