"""Board diagrams (File > Export Diagram): PNG at a chosen width, SVG that parses, holds the pieces as
drawings and renders like the PNG; last-move highlight, orientation, title and caption; the dialog."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from shogi_desktop.app.settings import Settings
from shogi_desktop.core.position import Position
from shogi_desktop.core.tables import parse_square
from shogi_desktop.ui.files.diagram_export import Diagram, DiagramExportDialog, DiagramOptions, save_diagram
from shogi_desktop.ui.main_window import MainWindow

KINGS_ONLY = "4k4/9/9/9/9/9/9/9/4K4 b - 1"
SVG_NS = "{http://www.w3.org/2000/svg}"
DRAWING_TAGS = ("path", "polygon", "polyline", "rect", "circle", "ellipse", "image", "text")


def square_region(image: QImage, diagram: Diagram, square: str) -> QImage:
    rect = diagram.scene.square_rect(parse_square(square))
    a = diagram.map_from_scene(rect.topLeft(), image.width())
    b = diagram.map_from_scene(rect.bottomRight(), image.width())
    return image.copy(round(a.x()) + 2, round(a.y()) + 2, round(b.x() - a.x()) - 4, round(b.y() - a.y()) - 4)


def difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference per channel (0..255) of two images of the same size."""
    assert a.size() == b.size()
    a = a.convertToFormat(QImage.Format.Format_RGBA8888)
    b = b.convertToFormat(QImage.Format.Format_RGBA8888)
    da, db = bytes(a.constBits()), bytes(b.constBits())
    return sum(abs(x - y) for x, y in zip(da, db)) / len(da)


def drawing_count(path: Path) -> int:
    root = ET.parse(path).getroot()
    return sum(1 for el in root.iter() if el.tag.removeprefix(SVG_NS) in DRAWING_TAGS)


# ----------------------------------------------------------------------------- PNG
def test_png_has_the_chosen_width_and_constant_proportions(qtbot: QtBot, tmp_path: Path) -> None:
    pos = Position.initial()
    ratios = []
    for width in (400, 1000, 2400):
        path = tmp_path / f"d{width}.png"
        assert save_diagram(path, pos, None, DiagramOptions(width=width))
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        image = QImage(str(path))
        assert image.width() == width
        ratios.append(image.height() / image.width())
    assert max(ratios) - min(ratios) < 0.005
    assert 0.6 < ratios[0] < 0.95  # board and both (narrow) komadai side by side: wider than tall


def test_title_and_caption_add_bands(qtbot: QtBot) -> None:
    pos = Position.initial()
    plain = Diagram(pos, None, DiagramOptions(width=800)).pixel_size()
    titled = Diagram(pos, None, DiagramOptions(width=800, title="第1問")).pixel_size()
    both = Diagram(pos, None, DiagramOptions(width=800, title="第1問", caption="図は▲７六歩まで")).pixel_size()
    assert plain.width() == titled.width() == both.width() == 800
    assert plain.height() < titled.height() < both.height()
    # the title band is ink on white: some dark pixels, at the top, where the plain diagram has none
    image = Diagram(pos, None, DiagramOptions(width=800, title="第1問 次の一手")).image()
    band = image.copy(0, 0, 800, titled.height() - plain.height())
    dark = sum(1 for x in range(0, band.width(), 2) for y in range(0, band.height(), 2)
               if QColor(band.pixel(x, y)).lightness() < 80)
    assert dark > 50


def test_the_pieces_are_drawn_where_the_position_puts_them(qtbot: QtBot) -> None:
    before = Position.initial()
    after = before.copy()
    after.push(after.parse_usi("7g7f"))
    opts = DiagramOptions(width=900, last_move=False)
    d1, d2 = Diagram(before, None, opts), Diagram(after, None, opts)
    i1, i2 = d1.image(), d2.image()
    assert difference(square_region(i1, d1, "7g"), square_region(i2, d2, "7g")) > 10
    assert difference(square_region(i1, d1, "7f"), square_region(i2, d2, "7f")) > 10
    assert difference(square_region(i1, d1, "2g"), square_region(i2, d2, "2g")) < 1
    # a piece is not the empty wood around it
    assert difference(square_region(i1, d1, "7g"), square_region(i1, d1, "7f")) > 10


def test_last_move_highlight_is_optional(qtbot: QtBot) -> None:
    pos = Position.initial()
    move = pos.parse_usi("7g7f")
    pos.push(move)
    on = Diagram(pos, move, DiagramOptions(width=900, last_move=True))
    off = Diagram(pos, move, DiagramOptions(width=900, last_move=False))
    a, b = on.image(), off.image()
    for sq in ("7g", "7f"):
        assert difference(square_region(a, on, sq), square_region(b, off, sq)) > 5, sq
    assert difference(square_region(a, on, "2c"), square_region(b, off, "2c")) < 1


def test_orientation_and_hands(qtbot: QtBot) -> None:
    pos = Position.from_sfen("4k4/9/9/9/9/9/9/9/4K4 b 2P3p 1")
    normal = Diagram(pos, None, DiagramOptions(width=1000))
    flipped = Diagram(pos, None, DiagramOptions(width=1000, flipped=True))
    height = normal.pixel_size().height()
    king = parse_square("5i")
    assert normal.map_from_scene(normal.scene.square_center(king)).y() > height / 2
    assert flipped.map_from_scene(flipped.scene.square_center(king)).y() < height / 2
    # both hands are drawn, with their counts
    pawn = pos.variant.kind("P").index
    one = Position.from_sfen("4k4/9/9/9/9/9/9/9/4K4 b P3p 1")
    for flip in (False, True):
        d2, d1 = Diagram(pos, None, DiagramOptions(width=1000, flipped=flip)), Diagram(one, None, DiagramOptions(
            width=1000, flipped=flip))
        assert d2.scene.hand_item(0, pawn) is not None and d2.scene.hand_item(1, pawn) is not None
        i2, i1 = d2.image(), d1.image()

        def slot(image: QImage, d: Diagram, color: int) -> QImage:
            r = d.scene.komadai(color).slot_rect(pawn)  # type: ignore[union-attr]
            a, b = d.map_from_scene(r.topLeft()), d.map_from_scene(r.bottomRight())
            return image.copy(round(a.x()), round(a.y()), round(b.x() - a.x()), round(b.y() - a.y()))

        assert difference(slot(i2, d2, 0), slot(i1, d1, 0)) > 1  # the count "2" is drawn...
        assert difference(slot(i2, d2, 1), slot(i1, d1, 1)) < 0.5  # ...White's "3" in both


# ----------------------------------------------------------------------------- SVG
def test_svg_parses_and_holds_the_piece_drawings(qtbot: QtBot, tmp_path: Path) -> None:
    full, kings = tmp_path / "full.svg", tmp_path / "kings.svg"
    assert save_diagram(full, Position.initial(), None, DiagramOptions(width=1000, title="平手"))
    assert save_diagram(kings, Position.from_sfen(KINGS_ONLY), None, DiagramOptions(width=1000, title="平手"))
    root = ET.parse(full).getroot()
    assert root.tag == SVG_NS + "svg"
    size = Diagram(Position.initial(), None, DiagramOptions(width=1000, title="平手")).pixel_size()
    assert root.get("viewBox") == f"0 0 {size.width()} {size.height()}"
    assert root.findtext(SVG_NS + "title") == "平手"
    assert root.findtext(SVG_NS + "desc") == Position.initial().sfen()
    # 38 more pieces: many more drawing elements (each piece is a shape and its kanji)
    assert drawing_count(full) >= drawing_count(kings) + 38 * 2
    # coordinates and counts are outlines, not text that needs the font
    texts = {el.text or "" for el in root.iter(SVG_NS + "text")}
    assert not texts & set("一二三四五六七八九１２３４５６７８９平手")


def test_svg_renders_like_the_png(qtbot: QtBot, tmp_path: Path) -> None:
    pos = Position.initial()
    move = pos.parse_usi("2g2f")
    pos.push(move)
    options = DiagramOptions(width=700, title="Test", caption="図は▲２六歩まで", black_label="☗ 先手",
                             white_label="☖ 後手")
    svg, png = tmp_path / "d.svg", tmp_path / "d.png"
    assert save_diagram(svg, pos, move, options) and save_diagram(png, pos, move, options)
    image = QImage(str(png)).convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    renderer = QSvgRenderer(str(svg))
    assert renderer.isValid()
    drawn = QImage(image.size(), QImage.Format.Format_ARGB32_Premultiplied)
    drawn.fill(Qt.GlobalColor.transparent)
    painter = QPainter(drawn)
    renderer.render(painter, QRectF(0, 0, image.width(), image.height()))
    painter.end()
    assert difference(image, drawn) < 6
    blank = QImage(image.size(), QImage.Format.Format_ARGB32_Premultiplied)
    blank.fill(QColor("white"))
    assert difference(image, blank) > 40  # (and the comparison can fail)


def test_transparent_background(qtbot: QtBot) -> None:
    image = Diagram(Position.initial(), None, DiagramOptions(width=600, transparent=True)).image()
    assert QColor.fromRgba(image.pixel(1, 1)).alpha() == 0
    image = Diagram(Position.initial(), None, DiagramOptions(width=600)).image()
    assert QColor.fromRgba(image.pixel(1, 1)) == QColor("white")


# ----------------------------------------------------------------------------- the dialog
def test_export_diagram_dialog_from_the_window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    settings = Settings.load()
    settings.animation_ms = 0
    settings.mute = True
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    for usi in ("7g7f", "3c3d", "8h2b+"):
        assert w.controller.try_move(w.controller.position().parse_usi(usi))
    w.files.act_export_diagram.trigger()
    dialog = w.files.diagram_dialog
    assert isinstance(dialog, DiagramExportDialog) and dialog.isVisible()
    assert dialog.caption.text() == "Position after ▲２二角成"
    assert dialog.black_label.text().startswith("☗") and dialog.white_label.text().startswith("☖")
    assert dialog.last_move.isChecked() and dialog.last_move.isEnabled()
    assert dialog.preview.pixmap() is not None and not dialog.preview.pixmap().isNull()
    dialog.width_box.setValue(640)
    dialog.title.setText("角交換")
    expected = dialog.diagram_size()
    assert expected.width() == 640
    assert str(expected.height()) in dialog.size_label.text()

    target: dict[str, Any] = {"path": str(tmp_path / "teaching")}
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (target["path"], ""))
    dialog.save_png_button.click()
    png = tmp_path / "teaching.png"
    image = QImage(str(png))
    assert image.width() == 640 and image.height() == expected.height()
    target["path"] = str(tmp_path / "teaching.svg")
    dialog.save_svg_button.click()
    root = ET.parse(tmp_path / "teaching.svg").getroot()
    assert root.findtext(SVG_NS + "title") == "角交換"
    assert dialog.saved_path == str(tmp_path / "teaching.svg")
    dialog.copy_button.click()
    copied = QApplication.clipboard().image()
    assert copied.width() == 640
    # the diagram shows the position of the board, not the one of the dialog's preview
    d = dialog.diagram()
    assert d.position.sfen() == w.controller.position().sfen()
    hi = d.image(640)
    assert difference(square_region(hi, d, "2b"), square_region(hi, d, "1b")) > 5
    assert QPointF(0, 0) == d.map_from_scene(d.board_rect.topLeft() - QPointF(0, d.title_height), 640)
