"""Piece faces, drawn in the piece set the user chose, and the look of boards: the one provider every
view that shows a piece or a board asks.

Pieces are pentagons in a cell of ``CELL_W`` x ``CELL_H`` units (``art/tile.py``).  ``color`` here means
which way the piece *points*: 0 points up the screen (Black's pieces on an unflipped board), 1 points
down.  The board scene passes ``owner ^ flipped``.  A face belongs to the piece's owner, not to the way
it points, so a flipped board still shows Black's king as 玉.

:func:`appearance` is the application's :class:`Appearance`: the chosen piece set (``art/piece_sets.py``)
and board style (``art/board_styles.py``), with a ``changed`` signal every view repaints on, so a new
choice shows at once on the board, the komadai, the promotion chooser, the New Game preview, the piece
guide, the position editor and in diagrams.  :class:`PieceArt` draws a kind in the current set: the
kanji sets from the shipped SVG outlines (``resources/pieces/<set>/``, made by
``tools/make_piece_art.py``), the international set from SVG text made from the kind's movement
(``art/international.py``).  A kind no SVG exists for (a variant file of the user's own) is drawn with
the same pentagon and its face in the shipped font.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtSvg import QSvgRenderer

from ...art.board_styles import DEFAULT_BOARD_STYLE, BoardStyle, board_style
from ...art.international import international_svg
from ...art.piece_sets import DEFAULT_PIECE_SET, PIECE_SETS, face_file_name, face_text
from ...art.tile import CELL_H, CELL_W, INK_BLACK, INK_RED, piece_polygon, piece_scale
from ...core.variant import PieceKind, load_variant
from ...paths import resource
from .panel_cache import panel_cache

if TYPE_CHECKING:
    from ...app.settings import Settings

__all__ = ["CELL_H", "CELL_W", "INK_BLACK", "INK_RED", "Appearance", "PieceArt", "appearance", "label_font",
           "load_fonts", "paint_panel", "rgba", "piece_file", "piece_font", "piece_polygon", "piece_scale"]

PIECE_FONT_FILE = "ShogiPieces-NotoSerifCJKjp-Bold.otf"
UI_FONT_FILE = "ShogiUI-NotoSansCJKjp-Regular.otf"


class Appearance(QObject):
    """The chosen piece set and board style; ``changed`` tells every view to repaint."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._piece_set = DEFAULT_PIECE_SET
        self._style = board_style(DEFAULT_BOARD_STYLE)

    def piece_set(self) -> str:
        return self._piece_set

    def board_style(self) -> BoardStyle:
        return self._style

    def set_piece_set(self, piece_set: str) -> None:
        """Draw pieces in ``piece_set`` from now on (an unknown id gives the default)."""
        piece_set = piece_set if piece_set in PIECE_SETS else DEFAULT_PIECE_SET
        if piece_set != self._piece_set:
            self._piece_set = piece_set
            self.changed.emit()

    def set_board_style(self, style_id: str) -> None:
        """Draw boards and komadai in ``style_id`` from now on (an unknown id gives the default)."""
        style = board_style(style_id)
        if style != self._style:
            self._style = style
            self.changed.emit()

    def choose(self, settings: Settings, piece_set: str | None = None, board_style: str | None = None) -> None:
        """Change the piece set and/or board style and remember them in ``settings``."""
        if piece_set is not None:
            self.set_piece_set(piece_set)
            settings.piece_set = self.piece_set()
        if board_style is not None:
            self.set_board_style(board_style)
            settings.board_style = self.board_style().id


_APPEARANCE: list[Appearance] = []


def appearance() -> Appearance:
    """The application's appearance (made on first use)."""
    if not _APPEARANCE:
        _APPEARANCE.append(Appearance())
    return _APPEARANCE[0]


def rgba(text: str) -> QColor:
    """A colour written ``#rrggbbaa`` (CSS order; Qt reads eight digits as ``#aarrggbb``) or ``#rrggbb``."""
    digits = text.lstrip("#")
    if len(digits) == 8:
        return QColor(int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16), int(digits[6:8], 16))
    return QColor(text)


def paint_panel(painter: QPainter, r: QRectF, svg_name: str, fill: str, radius: float,
                shadow: tuple[float, float, int], border: tuple[str, float]) -> None:
    """A panel (the board, a komadai) in the current style: drop shadow, the style's wood SVG or flat
    colour clipped to a rounded rectangle, and a border."""
    dx, dy, alpha = shadow
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, alpha))
    painter.drawRoundedRect(r.translated(dx, dy), radius, radius)
    path = QPainterPath()
    path.addRoundedRect(r, radius, radius)
    painter.save()
    painter.setClipPath(path)
    image = panel_image(painter, r, svg_name)
    if image is not None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawImage(r, image)
    else:
        painter.fillRect(r, QColor(fill))
    painter.restore()
    color, width = border
    painter.setPen(QPen(QColor(color), width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = width / 2
    painter.drawRoundedRect(r.adjusted(inset, inset, -inset, -inset), radius, radius)


def panel_image(painter: QPainter, r: QRectF, svg_name: str) -> QImage | None:
    """The style's SVG rendered at the device pixels ``r`` covers (ui/board/panel_cache.py); None for a
    flat style or an unreadable SVG."""
    if not svg_name:
        return None
    device = painter.worldTransform().mapRect(r)
    dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    w, h = round(device.width() * dpr), round(device.height() * dpr)
    if w < 1 or h < 1:
        return None
    return panel_cache().image(svg_name, w, h)


_STANDARD: dict[str, PieceKind] = {}


def standard_kind(letter: str) -> PieceKind | None:
    """Standard shogi's kind of ``letter`` ("P", "+R"); None for a letter shogi lacks."""
    if not _STANDARD:
        _STANDARD.update({k.letter: k for k in load_variant("standard").kinds})
    return _STANDARD.get(letter)


def piece_file(piece_set: str, kind: PieceKind, pointing: int, owner: int | None = None) -> str:
    """The shipped SVG of a kanji set's face of ``kind`` (owner ``owner``, default ``pointing``)."""
    black = (pointing if owner is None else owner) == 0
    return str(resource("pieces", *face_file_name(piece_set, kind.letter, face_text(kind, black, piece_set),
                                                  pointing)))


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
def _is_file(path: str) -> bool:
    from pathlib import Path

    return Path(path).is_file()


class PieceArt:
    """Renderers and pixmaps for (kind, pointing) pairs in the current piece set, shared by every item
    that shows a piece.

    ``color`` is the way the piece points (0 up, 1 down); ``owner`` (default: ``color``) chooses the
    face of a kind that has one per side (the king).  ``kind`` is a PieceKind or a standard shogi letter.
    ``piece_set`` fixes the set (None: the application's choice, :func:`appearance`).
    """

    def __init__(self, piece_set: str | None = None) -> None:
        self._fixed = piece_set
        self._renderers: dict[tuple[str, object, int, int], QSvgRenderer | None] = {}
        self._pixmaps: dict[tuple[str, object, int, int, int, int], QPixmap] = {}

    def piece_set(self) -> str:
        return self._fixed if self._fixed in PIECE_SETS else appearance().piece_set()

    def fix_piece_set(self, piece_set: str | None) -> None:
        """Draw in ``piece_set`` whatever the application's choice (None: follow the choice again)."""
        self._fixed = piece_set

    @staticmethod
    def _kind(kind: PieceKind | str) -> PieceKind | None:
        return standard_kind(kind) if isinstance(kind, str) else kind

    def renderer(self, kind: PieceKind | str, color: int, owner: int | None = None) -> QSvgRenderer | None:
        """The SVG renderer of ``kind`` pointing ``color`` (0 up, 1 down); None if no SVG exists."""
        k = self._kind(kind)
        if k is None:
            return None
        piece_set = self.piece_set()
        who = color if owner is None else owner
        key = (piece_set, k, color, who)
        if key not in self._renderers:
            if piece_set == "international":
                r: QSvgRenderer | None = QSvgRenderer(QByteArray(international_svg(k, who == 0, color).encode()))
            else:
                path = piece_file(piece_set, k, color, who)
                r = QSvgRenderer(path) if _is_file(path) else None
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
        k = self._kind(kind)
        who = color if owner is None else owner
        if k is None:  # a bare letter standard shogi lacks
            letter = str(kind)
            paint_fallback(painter, rect, letter, letter.lstrip("+")[:1], letter.startswith("+"), color)
            return
        text = face_text(k, who == 0, self.piece_set() if self.piece_set() != "international" else "one-kanji")
        paint_fallback(painter, rect, k.letter, text, k.is_promoted, color)

    def pixmap(self, kind: PieceKind | str, color: int, size: QSize, dpr: float = 1.0,
               owner: int | None = None) -> QPixmap:
        """A cached pixmap of the piece at ``size`` device-independent pixels."""
        w, h = max(1, size.width()), max(1, size.height())
        key = (self.piece_set(), self._kind(kind) or kind, color, color if owner is None else owner,
               w * 10000 + h, round(dpr * 100))
        pm = self._pixmaps.get(key)
        if pm is not None:
            return pm
        # Painted on a premultiplied image (the raster engine's own format: a QPixmap's is slower to stroke
        # the faces' outlines in, about twice), then made the pixmap.
        img = QImage(round(w * dpr), round(h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
        img.setDevicePixelRatio(dpr)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.paint(p, QRectF(0, 0, w, h), kind, color, owner)
        p.end()
        pm = QPixmap.fromImage(img)
        pm.setDevicePixelRatio(dpr)
        if len(self._pixmaps) > 512:
            self._pixmaps.clear()
        self._pixmaps[key] = pm
        return pm


def paint_fallback(painter: QPainter, rect: QRectF, letter: str, face: str, promoted: bool, color: int) -> None:
    """The pentagon and the face in the shipped font (one or two characters), for kinds without an SVG."""
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
        size = 0.36 * h
        centres = [top + 0.445 * h, top + 0.775 * h]
    painter.setFont(piece_font(round(size)))
    for ch, cy in zip(text, centres):
        painter.drawText(QRectF(0, cy - size * 0.7, CELL_W, size * 1.4), Qt.AlignmentFlag.AlignCenter, ch)
    painter.restore()
