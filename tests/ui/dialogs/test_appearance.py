"""Switching the piece set and the board style (issue 18.4): the View menu's choices and the Pieces and
Board dialog change what every open view draws at once, and are kept in the settings."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from shogi_desktop.app.settings import Settings
from shogi_desktop.art.board_styles import BOARD_STYLES
from shogi_desktop.art.piece_sets import PIECE_SETS
from shogi_desktop.core.position import Position
from shogi_desktop.ui.board.piece_art import appearance
from shogi_desktop.ui.board.preview import BoardPreview
from shogi_desktop.ui.dialogs.appearance import AppearanceMenus, apply_settings
from shogi_desktop.ui.dialogs.appearance_dialog import AppearanceDialog
from shogi_desktop.ui.help.piece_guide import PieceGuide


@pytest.fixture(autouse=True)
def _default_look() -> Iterator[None]:
    look = appearance()
    look.set_piece_set("one-kanji")
    look.set_board_style("wood")
    yield
    look.set_piece_set("one-kanji")
    look.set_board_style("wood")


def grab(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def test_menus_switch_the_set_and_the_style_and_keep_them(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    settings = Settings.load()
    menus = AppearanceMenus(window, settings)
    assert [a.data() for a in menus.piece_set_menu.actions()] == list(PIECE_SETS)
    assert [a.data() for a in menus.board_style_menu.actions()] == list(BOARD_STYLES)
    assert menus.set_actions["one-kanji"].isChecked() and menus.style_actions["wood"].isChecked()
    with qtbot.waitSignal(appearance().changed):
        menus.set_actions["international"].trigger()
    assert appearance().piece_set() == "international" and settings.piece_set == "international"
    assert not menus.set_actions["one-kanji"].isChecked()
    menus.style_actions["dark"].trigger()
    assert appearance().board_style().id == "dark" and settings.board_style == "dark"
    settings.save()
    again = Settings.load()
    assert (again.piece_set, again.board_style) == ("international", "dark")
    appearance().set_piece_set("two-kanji")  # a change made elsewhere shows in the menu
    assert menus.set_actions["two-kanji"].isChecked()
    apply_settings(again)
    assert appearance().piece_set() == "international"


def test_open_previews_and_the_guide_redraw_on_a_switch(qtbot: QtBot) -> None:
    preview = BoardPreview()
    qtbot.addWidget(preview)
    preview.resize(260, 330)
    preview.set_position(Position.from_sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w Pp 1",
                                            "hybrid"))
    guide = PieceGuide("kirin-phoenix", "Y")
    qtbot.addWidget(guide)
    before = {"preview": grab(preview), "guide": grab(guide.board),
              "face": guide.face.pixmap().toImage(), "icon": guide.chooser.item(0).icon().pixmap(40, 44).toImage()}
    appearance().set_piece_set("international")
    after_set = {"preview": grab(preview), "guide": grab(guide.board),
                 "face": guide.face.pixmap().toImage(), "icon": guide.chooser.item(0).icon().pixmap(40, 44).toImage()}
    for name in before:
        assert before[name] != after_set[name], name
    appearance().set_board_style("plain")
    assert grab(preview) != after_set["preview"] and grab(guide.board) != after_set["guide"]
    # the plain style's board is white paper: the middle of an empty square is (nearly) white
    img = grab(guide.board)
    rect = guide.board.square_rect(0).toRect()
    c = img.pixelColor(rect.left() + 3, rect.top() + 3)
    assert min(c.red(), c.green(), c.blue()) > 240, c.name()


def test_dialog_applies_live_and_cancel_restores(qtbot: QtBot) -> None:
    settings = Settings.load()
    pos = Position.initial("kirin-phoenix")
    dialog = AppearanceDialog(settings, pos)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.strip.kinds() == list(pos.variant.kinds)
    shown = grab(dialog.preview)
    strip = grab(dialog.strip)
    dialog.set_buttons["two-kanji"].click()
    dialog.style_buttons["dark"].click()
    assert appearance().piece_set() == "two-kanji" and appearance().board_style().id == "dark"
    assert grab(dialog.preview) != shown and grab(dialog.strip) != strip
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert appearance().piece_set() == "one-kanji" and appearance().board_style().id == "wood"
    assert (settings.piece_set, settings.board_style) == ("one-kanji", "wood")

    dialog = AppearanceDialog(settings, pos)
    qtbot.addWidget(dialog)
    dialog.set_buttons["international"].click()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert appearance().piece_set() == "international" and settings.piece_set == "international"


def test_menus_open_one_dialog_and_follow_the_language(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    menus = AppearanceMenus(window, Settings.load(), position=lambda: Position.initial("hybrid"))
    dialog = menus.open_dialog()
    assert menus.open_dialog() is dialog and dialog.isVisible()
    assert "Piece" in menus.piece_set_menu.title()
    dialog.reject()
    qtbot.waitUntil(lambda: menus.dialog is None)
