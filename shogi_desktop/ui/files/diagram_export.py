"""Board diagrams for teaching material: a position as PNG (at a chosen width) or SVG.

The diagram is drawn by a private :class:`~..board.scene.BoardScene`, so it shows the same board, piece
art, coordinates and komadai as the window, without what only makes sense on screen (selection, legal
move markers, item caches).  Text becomes outlines, so an SVG looks the same in every viewer, with or
without the shipped CJK font.  Around the scene go an optional title, caption and player labels.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QImageWriter,
    QPainter,
    QPainterPath,
    QPixmap,
)
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.position import Position
from ..board.piece_art import load_fonts
from ..board.scene import BoardScene

TITLE_PX = 64.0  # text sizes in scene units (a board square is 100 x 110)
CAPTION_PX = 48.0
LABEL_PX = 40.0
INK = QColor("#1c120a")
MIN_WIDTH, MAX_WIDTH = 200, 8000


@dataclass(frozen=True)
class DiagramOptions:
    width: int = 1200  # pixels of a PNG; the nominal width of an SVG
    flipped: bool = False  # White at the bottom
    coordinates: str = "japanese"  # "japanese", "usi" or "none"
    last_move: bool = True  # highlight the move that led to the position
    title: str = ""
    caption: str = ""
    black_label: str = ""  # shown beside Black's pieces in hand
    white_label: str = ""
    transparent: bool = False  # no white background


def _text_font(pixel_size: float) -> QFont:
    """The shipped UI face (Japanese glyphs everywhere), else the application's font."""
    family = load_fonts().get("ui", "")
    font = QFont(family) if family else QFont(QApplication.font())
    font.setPixelSize(max(1, round(pixel_size)))
    return font


def _text_path(text: str, font: QFont, rect: QRectF, align: Qt.AlignmentFlag) -> QPainterPath:
    """``text`` as an outline, elided to ``rect``'s width and aligned in it."""
    fm = QFontMetricsF(font)
    text = fm.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    width = fm.horizontalAdvance(text)
    if align & Qt.AlignmentFlag.AlignHCenter:
        x = rect.left() + (rect.width() - width) / 2
    elif align & Qt.AlignmentFlag.AlignRight:
        x = rect.right() - width
    else:
        x = rect.left()
    y = rect.top() + (rect.height() - fm.height()) / 2 + fm.ascent()
    path = QPainterPath()
    path.addText(QPointF(x, y), font, text)
    return path


class Diagram:
    """One diagram, laid out in scene units; :meth:`paint` draws it into any rectangle."""

    def __init__(self, pos: Position, last_move: int | None = None,
                 options: DiagramOptions | None = None) -> None:
        self.options = options = options if options is not None else DiagramOptions()
        self.position = pos.copy()
        scene = BoardScene()
        scene.set_animation_ms(0)
        scene.set_show_legal_moves(False)
        scene.set_interactive_colors(set())
        scene.set_flipped(options.flipped)
        scene.set_coordinate_style(options.coordinates)
        scene.set_position(pos, last_move if options.last_move else None)
        self.scene = scene
        self._outline_text()
        self.board_rect = QRectF(scene.sceneRect())
        self.title_height = TITLE_PX * 1.6 if options.title.strip() else 0.0
        self.caption_height = CAPTION_PX * 1.7 if options.caption.strip() else 0.0

    def _outline_text(self) -> None:
        """Every item drawn as vectors: no cached bitmaps, and text (coordinates, counts) as outlines."""
        for item in self.scene.items():
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
            if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible():
                font = item.font()
                path = QPainterPath()
                path.addText(QPointF(0, QFontMetricsF(font).ascent()), font, item.text())
                outline = QGraphicsPathItem(path)
                outline.setPos(item.pos())
                outline.setZValue(item.zValue())
                outline.setBrush(item.brush())
                outline.setPen(item.pen())
                item.setVisible(False)
                self.scene.addItem(outline)

    # ----------------------------------------------------------------- geometry
    def logical_size(self) -> tuple[float, float]:
        """Width and height in scene units."""
        return self.board_rect.width(), self.title_height + self.board_rect.height() + self.caption_height

    def pixel_size(self, width: int | None = None) -> QSize:
        w = max(MIN_WIDTH, min(MAX_WIDTH, width if width is not None else self.options.width))
        lw, lh = self.logical_size()
        return QSize(w, max(1, round(w * lh / lw)))

    def map_from_scene(self, point: QPointF, width: int | None = None) -> QPointF:
        """Where a point of the board scene lands in an image ``width`` pixels wide."""
        scale = self.pixel_size(width).width() / self.logical_size()[0]
        return QPointF((point.x() - self.board_rect.left()) * scale,
                       (point.y() - self.board_rect.top() + self.title_height) * scale)

    def _label_rects(self) -> list[tuple[str, QRectF]]:
        """Beside each komadai, on its free side: below the upper one, above the lower one."""
        out = []
        board_mid = self.scene.sceneRect().center().y()
        for color, text in ((0, self.options.black_label), (1, self.options.white_label)):
            k = self.scene.komadai(color)
            if not text.strip() or k is None:
                continue
            r = k.sceneBoundingRect()
            h = LABEL_PX * 1.5
            if r.center().y() < board_mid:
                rect = QRectF(r.left(), r.bottom() + 8, r.width(), h)
            else:
                rect = QRectF(r.left(), r.top() - 8 - h, r.width(), h)
            out.append((text.strip(), rect))
        return out

    # ----------------------------------------------------------------- drawing
    def paint(self, painter: QPainter, target: QRectF) -> None:
        """Draw the diagram scaled to fill ``target`` (its proportions are :meth:`logical_size`'s)."""
        lw, lh = self.logical_size()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.translate(target.topLeft())
        painter.scale(target.width() / lw, target.height() / lh)
        if not self.options.transparent:
            painter.fillRect(QRectF(0, 0, lw, lh), QColor("white"))
        board = self.board_rect
        painter.save()
        painter.translate(-board.left(), self.title_height - board.top())
        self.scene.render(painter, board, board)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(INK)
        label_font = _text_font(LABEL_PX)
        for text, rect in self._label_rects():
            painter.drawPath(_text_path(text, label_font, rect, Qt.AlignmentFlag.AlignHCenter))
        painter.restore()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(INK)
        margin = 24.0
        if self.title_height:
            font = _text_font(TITLE_PX)
            font.setWeight(QFont.Weight.Bold)
            rect = QRectF(margin, 0, lw - 2 * margin, self.title_height)
            painter.drawPath(_text_path(self.options.title.strip(), font, rect, Qt.AlignmentFlag.AlignHCenter))
        if self.caption_height:
            rect = QRectF(margin, lh - self.caption_height, lw - 2 * margin, self.caption_height)
            painter.drawPath(_text_path(self.options.caption.strip(), _text_font(CAPTION_PX), rect,
                                        Qt.AlignmentFlag.AlignHCenter))
        painter.restore()

    def image(self, width: int | None = None) -> QImage:
        size = self.pixel_size(width)
        image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        self.paint(painter, QRectF(0, 0, size.width(), size.height()))
        painter.end()
        return image

    def save_png(self, path: str | os.PathLike[str]) -> bool:
        writer = QImageWriter(os.fspath(path), QByteArray(b"png"))
        return writer.write(self.image())

    def save_svg(self, path: str | os.PathLike[str]) -> bool:
        size = self.pixel_size()
        gen = QSvgGenerator()
        gen.setFileName(os.fspath(path))
        gen.setSize(size)
        gen.setViewBox(QRectF(0, 0, size.width(), size.height()))
        gen.setTitle(self.options.title.strip() or "Shogi diagram")
        gen.setDescription(self.position.sfen())
        painter = QPainter()
        if not painter.begin(gen):
            return False
        self.paint(painter, QRectF(0, 0, size.width(), size.height()))
        return painter.end()


def save_diagram(path: str | os.PathLike[str], pos: Position, last_move: int | None = None,
                 options: DiagramOptions | None = None) -> bool:
    """Write a PNG or, for a name ending in .svg, an SVG; False when the file could not be written."""
    diagram = Diagram(pos, last_move, options)
    if os.fspath(path).lower().endswith(".svg"):
        return diagram.save_svg(path)
    return diagram.save_png(path)


# --------------------------------------------------------------------------- the dialog
class DiagramExportDialog(QDialog):
    """File > Export Diagram: title, caption, labels, orientation, size; preview; save or copy."""

    PREVIEW_WIDTH = 460

    def __init__(self, pos: Position, last_move: int | None, options: DiagramOptions,
                 parent: QWidget | None = None, directory: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("DiagramExportDialog")
        self._pos = pos.copy()
        self._last_move = last_move
        self._directory = directory
        self.saved_path = ""

        self.title = QLineEdit(options.title, self)
        self.caption = QLineEdit(options.caption, self)
        self.black_label = QLineEdit(options.black_label, self)
        self.white_label = QLineEdit(options.white_label, self)
        self.coordinates = QComboBox(self)
        for key in ("japanese", "usi", "none"):
            self.coordinates.addItem("", key)
        self.coordinates.setCurrentIndex(max(0, self.coordinates.findData(options.coordinates)))
        self.flipped = QCheckBox(self)
        self.flipped.setChecked(options.flipped)
        self.last_move = QCheckBox(self)
        self.last_move.setChecked(options.last_move)
        self.last_move.setEnabled(last_move is not None)
        self.transparent = QCheckBox(self)
        self.transparent.setChecked(options.transparent)
        self.width_box = QSpinBox(self)
        self.width_box.setRange(MIN_WIDTH, MAX_WIDTH)
        self.width_box.setSingleStep(100)
        self.width_box.setValue(options.width)
        self.size_label = QLabel(self)
        self.preview = QLabel(self)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(self.PREVIEW_WIDTH, 320)

        form = QFormLayout()
        self._labels = [QLabel(self) for _ in range(6)]
        rows: list[QWidget] = [self.title, self.caption, self.black_label, self.white_label, self.coordinates]
        for label, field in zip(self._labels, rows):
            label.setBuddy(field)
            form.addRow(label, field)
        form.addRow("", self.flipped)
        form.addRow("", self.last_move)
        size_row = QHBoxLayout()
        size_row.addWidget(self.width_box)
        size_row.addWidget(self.size_label, 1)
        self._labels[5].setBuddy(self.width_box)
        form.addRow(self._labels[5], size_row)
        form.addRow("", self.transparent)

        self.buttons = QDialogButtonBox(self)
        self.save_png_button = QPushButton(self)
        self.save_svg_button = QPushButton(self)
        self.copy_button = QPushButton(self)
        for b in (self.save_png_button, self.save_svg_button, self.copy_button):
            self.buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.save_png_button.clicked.connect(lambda: self.export("png"))
        self.save_svg_button.clicked.connect(lambda: self.export("svg"))
        self.copy_button.clicked.connect(self.copy_image)

        top = QHBoxLayout()
        top.addLayout(form, 1)
        top.addWidget(self.preview, 1)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.buttons)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(120)
        self._timer.timeout.connect(self.update_preview)
        for edit in (self.title, self.caption, self.black_label, self.white_label):
            edit.textChanged.connect(lambda _t: self._changed())
        for box in (self.flipped, self.last_move, self.transparent):
            box.toggled.connect(lambda _on: self._changed())
        self.coordinates.currentIndexChanged.connect(lambda _i: self._changed())
        self.width_box.valueChanged.connect(lambda _v: self._update_size())
        self.retranslate()
        self.update_preview()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Export Diagram"))
        texts = [self.tr("&Title:"), self.tr("&Caption:"), self.tr("&Black's label:"), self.tr("&White's label:"),
                 self.tr("C&oordinates:"), self.tr("&Width:")]
        for label, text in zip(self._labels, texts):
            label.setText(text)
        for i, text in enumerate((self.tr("Japanese (１一)"), self.tr("USI (1a)"), self.tr("None"))):
            self.coordinates.setItemText(i, text)
        self.flipped.setText(self.tr("White at the &bottom"))
        self.last_move.setText(self.tr("&Highlight the last move"))
        self.transparent.setText(self.tr("T&ransparent background (PNG)"))
        self.width_box.setSuffix(self.tr(" px"))
        self.save_png_button.setText(self.tr("Save &PNG..."))
        self.save_svg_button.setText(self.tr("Save &SVG..."))
        self.copy_button.setText(self.tr("Cop&y Image"))
        self._update_size()

    def options(self) -> DiagramOptions:
        return DiagramOptions(width=self.width_box.value(), flipped=self.flipped.isChecked(),
                              coordinates=str(self.coordinates.currentData()),
                              last_move=self.last_move.isChecked(), title=self.title.text(),
                              caption=self.caption.text(), black_label=self.black_label.text(),
                              white_label=self.white_label.text(), transparent=self.transparent.isChecked())

    def diagram(self) -> Diagram:
        return Diagram(self._pos, self._last_move, self.options())

    def _changed(self) -> None:
        self._update_size()
        self._timer.start()  # the preview follows once the typing pauses

    def update_preview(self) -> None:
        diagram = Diagram(self._pos, self._last_move, replace(self.options(), width=self.PREVIEW_WIDTH * 2))
        image = diagram.image()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(2.0)
        self.preview.setPixmap(pixmap)
        self._update_size()

    def _update_size(self) -> None:
        size = self.diagram_size()
        self.size_label.setText(self.tr("%1 x %2 pixels").replace("%1", str(size.width()))
                                .replace("%2", str(size.height())))

    def diagram_size(self) -> QSize:
        return Diagram(self._pos, self._last_move, self.options()).pixel_size()

    def export(self, kind: str) -> bool:
        """Ask for a file name and write the PNG or SVG there."""
        # the patterns stay outside the translation, so it cannot break Qt's "words (*.ext)" filter syntax
        png = self.tr("PNG image") + " (*.png)"
        svg = self.tr("SVG drawing") + " (*.svg)"
        name = os.path.join(self._directory, "diagram." + kind) if self._directory else "diagram." + kind
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export Diagram"), name, png if kind == "png" else svg)
        if not path:
            return False
        if not path.lower().endswith("." + kind):
            path += "." + kind
        diagram = self.diagram()
        ok = diagram.save_svg(path) if kind == "svg" else diagram.save_png(path)
        if not ok:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Export Diagram"),
                              self.tr("The diagram could not be written to %1.").replace("%1", path),
                              QMessageBox.StandardButton.Ok, self)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            return False
        self.saved_path = path
        self._directory = os.path.dirname(path)
        return True

    def copy_image(self) -> None:
        QApplication.clipboard().setImage(self.diagram().image())
