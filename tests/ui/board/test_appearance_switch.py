"""The chosen piece set and board style reach every place a piece or a board is drawn, and a switch
redraws what is open (issue 18.4): the board, both komadai and their counts, the coordinates, the
promotion chooser, the position editor's board and palette, exported diagrams; the main window applies
the saved choice at start and its View menu switches it."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from shogi_desktop.app.settings import Settings
from shogi_desktop.art.board_styles import board_style
from shogi_desktop.core.position import Position
from shogi_desktop.core.tables import code_of, parse_square
from shogi_desktop.ui.board.piece_art import appearance
from shogi_desktop.ui.board.scene import BoardScene
from shogi_desktop.ui.board.view import BoardView
from shogi_desktop.ui.dialogs.position_editor import PositionEditorDialog
from shogi_desktop.ui.files.diagram_export import Diagram, DiagramOptions
from shogi_desktop.ui.main_window import MainWindow

FAIRIES = "lnsgkgsnl/9/pppp1pppp/4p4/2+Y2+v3/8+u/PP1PPPPPP/1F7/LNSGKG1NL w 2Ps 1"


@pytest.fixture(autouse=True)
def _default_look() -> Iterator[None]:
    look = appearance()
    look.set_piece_set("one-kanji")
    look.set_board_style("wood")
    yield
    look.set_piece_set("one-kanji")
    look.set_board_style("wood")


def render(scene: BoardScene, rect: QRectF) -> np.ndarray:
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.width(), 4)[:, :, :3].copy()


def scene_with(sfen: str, variant: str) -> BoardScene:
    scene = BoardScene()
    scene.set_animation_ms(0)
    scene.set_position(Position.from_sfen(sfen, variant))
    return scene


def test_a_switch_redraws_board_pieces_komadai_and_labels(qtbot: QtBot) -> None:
    scene = scene_with(FAIRIES, "kirin-phoenix-b")
    lion = scene.piece_item_at(parse_square("7e"))
    assert lion is not None
    lion_rect = lion.sceneBoundingRect()
    stand = scene.komadai(0)
    assert stand is not None
    stand_rect = stand.sceneBoundingRect()
    empty = scene.square_rect(parse_square("5f"))
    before = {"lion": render(scene, lion_rect), "stand": render(scene, stand_rect),
              "empty": render(scene, empty)}
    appearance().set_piece_set("international")
    assert not np.array_equal(render(scene, lion_rect), before["lion"])
    assert not np.array_equal(render(scene, stand_rect), before["stand"])  # its pieces in hand
    assert np.array_equal(render(scene, empty), before["empty"])  # the board itself did not change
    appearance().set_board_style("dark")
    dark = board_style("dark")
    middle = render(scene, empty)[int(empty.height()) // 2, int(empty.width()) // 2]
    want = QColor(dark.board_fill)
    assert abs(int(middle[2]) - want.red()) < 8 and abs(int(middle[0]) - want.blue()) < 8  # B, G, R
    assert stand.style == dark
    white_hand = scene.komadai(1)
    assert white_hand is not None and white_hand.style == dark
    labels = [i for i in scene.items() if hasattr(i, "text") and i.text() == "一"]
    assert labels and all(i.brush().color() == QColor(dark.label_ink) for i in labels)
    assert stand.count_text(scene.position().variant.kind("P").index) == "2"  # type: ignore[union-attr]


def test_the_promotion_chooser_is_drawn_in_the_chosen_set(qtbot: QtBot) -> None:
    scene = scene_with("4k4/9/9/2S6/9/9/9/9/4K4 b - 1", "standard")
    view = BoardView(scene)
    view.resize(1000, 700)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    for sq in ("7d", "7c"):
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         view.mapFromScene(scene.square_center(parse_square(sq))))
    chooser = scene.chooser
    assert chooser is not None
    rect = chooser.sceneBoundingRect()
    kanji = render(scene, rect)
    appearance().set_piece_set("international")
    assert scene.chooser is chooser and not np.array_equal(render(scene, rect), kanji)


def test_a_diagram_keeps_its_own_set_and_style(qtbot: QtBot) -> None:
    pos = Position.from_sfen(FAIRIES, "kirin-phoenix-b")
    as_window = Diagram(pos, None, DiagramOptions(width=400)).image()
    plain = Diagram(pos, None, DiagramOptions(width=400, piece_set="international", board_style="plain"))
    fixed = plain.image()
    assert fixed != as_window
    appearance().set_piece_set("two-kanji")
    appearance().set_board_style("dark")
    assert Diagram(pos, None, DiagramOptions(width=400)).image() != as_window  # follows the window
    assert plain.image() == fixed  # a diagram with its own choice does not
    # the plain style is white paper: an empty square's middle is white
    centre = plain.map_from_scene(plain.scene.square_center(parse_square("5f")), 400)
    c = plain.image().pixelColor(int(centre.x()), int(centre.y()))
    assert min(c.red(), c.green(), c.blue()) > 240, c.name()


def test_the_position_editor_follows_a_switch(qtbot: QtBot) -> None:
    dialog = PositionEditorDialog(start=Position.from_sfen(FAIRIES, "kirin-phoenix-b"))
    qtbot.addWidget(dialog)
    dialog.show()
    lion = code_of(dialog.variant.kind("+Y"), 0)
    icon = dialog.tool_buttons[lion].icon().pixmap(30, 33).toImage()
    board = dialog.board_view.grab().toImage()
    appearance().set_piece_set("international")
    assert dialog.tool_buttons[lion].icon().pixmap(30, 33).toImage() != icon
    after_set = dialog.board_view.grab().toImage()
    assert after_set != board
    appearance().set_board_style("plain")
    assert dialog.board_view.grab().toImage() != after_set


def test_the_window_starts_in_the_saved_choice_and_its_menu_switches(qtbot: QtBot) -> None:
    settings = Settings.load()
    settings.piece_set, settings.board_style = "two-kanji", "plain"
    settings.animation_ms = 0
    settings.mute = True
    w = MainWindow(settings)
    qtbot.addWidget(w)
    assert appearance().piece_set() == "two-kanji" and appearance().board_style().id == "plain"
    menus = w.appearance_menus
    assert menus.set_actions["two-kanji"].isChecked() and menus.style_actions["plain"].isChecked()
    view_menu = [a.menu() for a in w.menu_view.actions() if a.menu() is not None]
    assert menus.piece_set_menu in view_menu and menus.board_style_menu in view_menu
    king = w.scene.piece_item_at(parse_square("5i"))
    assert king is not None
    rect = king.sceneBoundingRect()
    two = render(w.scene, rect)
    menus.set_actions["international"].trigger()
    assert not np.array_equal(render(w.scene, rect), two)
    assert w.settings.piece_set == "international"
    w.resize(1200, 800)

    def corner() -> str:  # the backdrop around the board, at the view's top
        return w.view.grab().toImage().pixelColor(2, 2).name()

    assert corner() == board_style("plain").backdrop[0]
    menus.style_actions["wood"].trigger()
    assert corner() == board_style("wood").backdrop[0]
    assert w.save_settings() and Settings.load().board_style == "wood"


def test_the_export_dialog_offers_the_sets_and_styles(qtbot: QtBot) -> None:
    from shogi_desktop.ui.files.diagram_export import DiagramExportDialog

    pos = Position.from_sfen(FAIRIES, "kirin-phoenix-b")
    dialog = DiagramExportDialog(pos, None, DiagramOptions(width=400))
    qtbot.addWidget(dialog)
    assert dialog.options().piece_set == "" and dialog.options().board_style == ""
    assert [dialog.piece_set.itemData(i) for i in range(dialog.piece_set.count())] == ["", "one-kanji",
                                                                                      "two-kanji", "international"]
    before = dialog.preview.pixmap().toImage()
    dialog.piece_set.setCurrentIndex(dialog.piece_set.findData("international"))
    dialog.board_style.setCurrentIndex(dialog.board_style.findData("plain"))
    opts = dialog.options()
    assert (opts.piece_set, opts.board_style) == ("international", "plain")
    dialog.update_preview()
    assert dialog.preview.pixmap().toImage() != before
    assert "&" not in dialog.piece_set.itemText(3)
