"""Arrows and circles drawn on the board with the right button (ui/annotations.py), with real mouse
events on the main window's board view: they land on the node on show, follow navigation, take back
and redo, clear with a plain click, and leave the right click's old job (cancel) alone while a piece,
a card or a magic waits."""

from __future__ import annotations

from pathlib import Path

import cshogi.KIF
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from shogi_desktop.app.settings import Settings
from shogi_desktop.core.shapes import Shape
from shogi_desktop.core.tables import parse_square
from shogi_desktop.notation import read_record
from shogi_desktop.ui.board.annotations import BRUSH_COLORS, brush_for
from shogi_desktop.ui.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
NOMOD = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


def make_window(qtbot: QtBot) -> MainWindow:
    settings = Settings.load()
    settings.animation_ms = 0
    settings.mute = True
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    return w


def at(w: MainWindow, square: str) -> QPointF:
    return w.scene.square_center(parse_square(square))


def right_click(w: MainWindow, p: QPointF, mod: Qt.KeyboardModifier = NOMOD) -> None:
    QTest.mouseClick(w.view.viewport(), RIGHT, mod, w.view.mapFromScene(p))


def right_drag(w: MainWindow, a: QPointF, b: QPointF, mod: Qt.KeyboardModifier = NOMOD) -> None:
    vp = w.view.viewport()
    pa, pb = w.view.mapFromScene(a), w.view.mapFromScene(b)
    QTest.mousePress(vp, RIGHT, mod, pa)
    for i in range(1, 6):
        QTest.mouseMove(vp, pa + (pb - pa) * i / 5)
    QTest.mouseRelease(vp, RIGHT, mod, pb)


def left_click(w: MainWindow, p: QPointF) -> None:
    QTest.mouseClick(w.view.viewport(), LEFT, NOMOD, w.view.mapFromScene(p))


def play(w: MainWindow, usi: str) -> None:
    assert w.controller.try_move(w.controller.position().parse_usi(usi))


def test_right_click_circles_and_right_drag_arrows_in_four_colours(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    node = w.controller.current
    right_click(w, at(w, "5e"))
    right_drag(w, at(w, "7g"), at(w, "7f"), SHIFT)
    right_drag(w, at(w, "2h"), at(w, "2c"), ALT)
    right_click(w, at(w, "3c"), CTRL)
    expected = (Shape("G", "5e"), Shape("R", "7g", "7f"), Shape("B", "2h", "2c"), Shape("Y", "3c"))
    assert node.shapes == expected
    assert w.scene.shapes() == expected
    assert set(w.scene.shapes_layer.drawn()) == set(expected)
    assert w.files.is_modified() and w.files.needs_saving()  # something to save
    # the same again removes it; the same places in another colour recolour it
    right_click(w, at(w, "5e"))
    right_drag(w, at(w, "7g"), at(w, "7f"))
    assert node.shapes == (Shape("G", "7g", "7f"), Shape("B", "2h", "2c"), Shape("Y", "3c"))
    # a right click gives no context menu (the Piece Guide is on the menu key and in View)
    assert w.scene.context_menu is None or not w.scene.context_menu.isVisible()
    # a plain left click clears them
    left_click(w, at(w, "5e"))
    assert node.shapes == () and w.scene.shapes() == ()


def test_the_brush_table() -> None:
    assert [brush_for(m) for m in (NOMOD, SHIFT, ALT, CTRL, SHIFT | ALT, Qt.KeyboardModifier.MetaModifier)] == \
        ["G", "R", "B", "Y", "Y", "B"]


def test_drop_arrows_and_circles_in_the_hand(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    w.start_from_sfen("4k4/9/9/9/9/9/9/9/4K4 b Bp 1", "standard")
    pos = w.controller.position()
    bishop = w.scene.hand_slot_center(0, pos.variant.kind("B").index)
    pawn = w.scene.hand_slot_center(1, pos.variant.kind("P").index)
    right_drag(w, bishop, at(w, "5e"))
    right_click(w, pawn, SHIFT)
    assert w.controller.current.shapes == (Shape("G", "_B", "5e"), Shape("R", "_p"))
    assert len(w.scene.shapes_layer.drawn()) == 2


def test_shapes_belong_to_the_node_and_survive_navigation_take_back_and_redo(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    c = w.controller
    play(w, "7g7f")
    right_drag(w, at(w, "8c"), at(w, "8d"))
    first = c.current
    play(w, "8c8d")
    assert c.current.shapes == () and w.scene.shapes() == ()
    right_click(w, at(w, "2g"), SHIFT)
    second = c.current
    c.back()
    assert w.scene.shapes() == (Shape("G", "8c", "8d"),)
    c.forward()
    assert w.scene.shapes() == (Shape("R", "2g"),)
    assert c.take_back()
    assert c.current is first and w.scene.shapes() == first.shapes
    assert c.redo()
    assert c.current is second and second.shapes == (Shape("R", "2g"),)
    assert w.scene.shapes() == second.shapes


def test_right_click_still_cancels_a_picked_piece_and_draws_nothing(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    left_click(w, at(w, "7g"))
    assert w.scene.selected() is not None
    right_click(w, at(w, "7f"))
    assert w.scene.selected() is None
    assert w.controller.current.shapes == ()
    right_click(w, at(w, "7f"))  # nothing pending now: a circle
    assert w.controller.current.shapes == (Shape("G", "7f"),)


def test_right_click_cancels_a_card_and_draws_nothing(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    w.start_from_sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 cards2:lightning/-",
                      "standard+cards2")
    face = w.card_dock.face(0, "lightning")
    QTest.mouseClick(face, LEFT, NOMOD, face.rect().center())
    mode = w.card_dock.mode
    assert mode.active
    right_click(w, at(w, "5e"))
    assert not mode.active
    assert w.controller.current.shapes == ()
    right_click(w, at(w, "5e"))
    assert w.controller.current.shapes == (Shape("G", "5e"),)


def test_shapes_drawn_are_painted_in_their_colour(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    right_click(w, at(w, "5e"), SHIFT)
    scene = w.scene
    rect = scene.square_rect(parse_square("5e"))
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor(255, 255, 255))
    painter = QPainter(image)
    scene.render(painter, image.rect().toRectF(), rect)
    painter.end()
    red = BRUSH_COLORS["R"]
    ring = [image.pixelColor(x, int(rect.height() / 2)) for x in range(0, 12)]
    assert any(p.red() > p.green() + 40 and p.red() > p.blue() + 40 for p in ring), ring
    assert red.alpha() > 0


def test_a_saved_kif_keeps_the_shapes_and_other_programs_read_it(qtbot: QtBot, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    w = make_window(qtbot)
    play(w, "7g7f")
    right_drag(w, at(w, "3c"), at(w, "3d"), ALT)
    path = tmp_path / "annotated.kifu"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    assert w.files.save_as()
    assert not w.files.is_modified()
    text = path.read_text(encoding="utf-8")
    assert "*[%cal B3c3d]" in text.splitlines()
    assert cshogi.KIF.Parser.parse_str(text).moves
    back = read_record(path.read_bytes(), name=str(path))
    assert back.main_line()[1].shapes == (Shape("B", "3c", "3d"),)


def test_exported_diagrams_draw_the_shapes_of_the_node_on_show(qtbot: QtBot, tmp_path: Path) -> None:
    from shogi_desktop.ui.files.diagram_export import Diagram, DiagramExportDialog, DiagramOptions

    w = make_window(qtbot)
    right_drag(w, at(w, "2h"), at(w, "2d"), SHIFT)
    right_click(w, at(w, "5e"))
    w.files.act_export_diagram.trigger()
    dialog = w.files.diagram_dialog
    assert isinstance(dialog, DiagramExportDialog)
    assert dialog.show_shapes.isEnabled() and dialog.show_shapes.isChecked()
    with_shapes = dialog.diagram()
    assert with_shapes.scene.shapes() == w.controller.current.shapes
    dialog.show_shapes.setChecked(False)
    without = dialog.diagram()
    assert without.scene.shapes() == ()
    a, b = with_shapes.image(600), without.image(600)

    def region(image: QImage, diagram: Diagram, square: str) -> QImage:
        rect = diagram.scene.square_rect(parse_square(square))
        p, q = diagram.map_from_scene(rect.topLeft(), 600), diagram.map_from_scene(rect.bottomRight(), 600)
        return image.copy(round(p.x()), round(p.y()), round(q.x() - p.x()), round(q.y() - p.y()))

    def redness(image: QImage) -> int:
        return sum(1 for x in range(image.width()) for y in range(image.height())
                   if (c := image.pixelColor(x, y)).red() > c.green() + 50 and c.red() > c.blue() + 50)

    assert redness(region(a, with_shapes, "2f")) > redness(region(b, without, "2f")) + 20  # the red arrow
    dialog.close()
    plain = Diagram(w.controller.position(), None, DiagramOptions(width=600))
    assert plain.scene.shapes() == ()


def test_a_flipped_board_draws_on_the_squares_under_the_pointer(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    w.scene.set_flipped(True)
    right_drag(w, at(w, "3c"), at(w, "3d"))  # at() asks the scene, which knows it is flipped
    right_click(w, at(w, "8h"), SHIFT)
    assert w.controller.current.shapes == (Shape("G", "3c", "3d"), Shape("R", "8h"))
    # the arrow starts on the square the pointer pressed: White's side is at the bottom now
    start = w.scene.place_center("3c")
    assert start is not None and start.y() > w.scene.place_center("3d").y()  # type: ignore[union-attr]


def test_the_move_list_marks_the_rows_whose_position_has_arrows_or_circles(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f")
    play(w, "3c3d")
    rows = w.move_list.row_texts
    assert not any(t.endswith("\u2197") for t in rows())
    right_drag(w, at(w, "8h"), at(w, "2b"))  # drawn on the position after 3c3d: its row is marked
    assert rows()[2].endswith(" \u2197") and not rows()[1].endswith("\u2197")
    w.controller.first()
    right_click(w, at(w, "5e"))  # on the start position: the start row
    assert rows()[0].endswith(" \u2197")
    w.controller.set_comment(w.controller.record.root.children[0], "a note")
    w.move_list.rebuild()  # the marks come back with the record's rows
    assert rows()[0].endswith(" \u2197") and rows()[2].endswith(" \u2197") and rows()[1].endswith(" *")
    w.controller.last()
    left_click(w, at(w, "5e"))  # a plain click clears the arrows of the position on show
    assert w.controller.current.shapes == () and not rows()[2].endswith("\u2197")
