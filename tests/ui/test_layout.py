"""The main window's layout: the board stays the largest thing on show whatever docks are open, every
dock can be closed and reopened from the View menu, and a layout saved by an older version (docks
beside the board) does not come back."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow
from pytestqt.qtbot import QtBot

from shogi_desktop.app.settings import Settings, settings_path
from shogi_desktop.ui.game.controller import GameSetup
from shogi_desktop.ui.main_window import MainWindow

RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
FANTASISTA = {"fantasista": {"fairies": ("hiko", "ginsara"), "seed": 7}}


def make_window(qtbot: QtBot, size: tuple[int, int] | None = (1200, 780)) -> MainWindow:
    settings = Settings.load()
    settings.animation_ms = 0
    settings.mute = True
    w = MainWindow(settings)
    qtbot.addWidget(w)
    if size is not None:
        w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def board_pixels(w: MainWindow) -> tuple[float, float]:
    """The board's nine by nine squares as shown in the view, in pixels (width, height)."""
    grid = w.scene.square_rect(0).united(w.scene.square_rect(80))
    rect = w.view.mapFromScene(grid).boundingRect()
    return rect.width(), rect.height()


def docks(w: MainWindow) -> list[QDockWidget]:
    return [d for d in w.findChildren(QDockWidget) if d.parent() is w]


@pytest.mark.parametrize("size", [(1140, 717), (1200, 780), (1920, 1080)])
@pytest.mark.parametrize("variant", ["standard+cards2", "standard+fantasista"])
def test_the_board_stays_the_largest_thing_with_every_dock_open(qtbot: QtBot, size: tuple[int, int],
                                                                variant: str) -> None:
    """Cards, magic, analysis and graph open at once: the board keeps most of the window's height
    (at 1200x780 it once shrank to about 300 px and the move list to five rows)."""
    w = make_window(qtbot, size)
    w.new_game(GameSetup(variant=variant, addon_options=FANTASISTA if "fantasista" in variant else None))
    w.analysis_dock.show()
    w.act_graph.trigger()  # View → Material Graph
    assert w.graph is not None and w.graph.isVisible()
    for dock in docks(w):  # one column right of the board
        assert w.dockWidgetArea(dock) == RIGHT and not dock.isFloating(), dock.objectName()
    for dock in (w.card_dock if "cards" in variant else w.magic_dock, w.analysis_dock, w.moves_dock):
        dock.show()
        dock.raise_()
        qtbot.waitUntil(lambda d=dock: not d.visibleRegion().isEmpty())
        width, height = board_pixels(w)
        # at least 60% of the height, and 38% of the width unless the height is what limits it
        # (squares are taller than wide: on a wide screen the board fills the height first)
        assert height >= 0.6 * w.height(), (dock.objectName(), width, height)
        assert width >= 0.38 * w.width() or height >= 0.7 * w.height(), (dock.objectName(), width, height)
        assert all(d.width() < 0.32 * w.width() for d in docks(w) if d.isVisible())
    w.moves_dock.raise_()
    tree = w.move_list.tree
    qtbot.waitUntil(lambda: not tree.visibleRegion().isEmpty())
    row = tree.fontMetrics().height() + 2
    assert tree.viewport().height() >= 12 * row  # the move list shows a dozen rows or more


def test_docks_are_tabs_of_one_column_and_the_game_raises_its_own(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    w.new_game(GameSetup(variant="standard+cards2"))
    assert w.tabifiedDockWidgets(w.moves_dock) == [w.card_dock]
    assert w.card_dock.isVisible()
    qtbot.waitUntil(lambda: not w.card_dock.visibleRegion().isEmpty())  # its tab is raised
    w.new_game(GameSetup(variant="standard+fantasista", addon_options=FANTASISTA))
    assert not w.card_dock.isVisible() and w.tabifiedDockWidgets(w.moves_dock) == [w.magic_dock]
    assert w.magic_dock.isVisible()
    qtbot.waitUntil(lambda: not w.magic_dock.visibleRegion().isEmpty())
    w.new_game(GameSetup())
    assert not w.magic_dock.isVisible()
    qtbot.waitUntil(lambda: not w.moves_dock.visibleRegion().isEmpty())


def test_every_dock_can_be_reopened_from_the_view_menu(qtbot: QtBot) -> None:
    """Closing the Cards or Magic dock (its ×) is undone from View, whose check marks follow the docks."""
    w = make_window(qtbot)
    view_actions = w.menu_view.actions()
    for dock in docks(w):
        assert dock.toggleViewAction() in view_actions, dock.objectName()
    for variant, dock in (("standard+cards2", w.card_dock), ("standard+fantasista", w.magic_dock)):
        w.new_game(GameSetup(variant=variant, addon_options=FANTASISTA if "fantasista" in variant else None))
        action = dock.toggleViewAction()
        assert dock.isVisible() and action.isEnabled() and action.isChecked()
        dock.close()
        assert not dock.isVisible() and not action.isChecked()
        action.trigger()
        assert dock.isVisible() and action.isChecked()
    w.new_game(GameSetup())  # no cards, no magic: nothing to show, the actions rest
    assert not w.card_dock.toggleViewAction().isEnabled() and not w.magic_dock.toggleViewAction().isEnabled()
    for dock in (w.moves_dock, w.analysis_dock):
        action = dock.toggleViewAction()
        was = dock.isVisible()
        action.trigger()
        assert dock.isVisible() != was and action.isChecked() == dock.isVisible()


def test_a_layout_saved_by_an_older_version_is_not_restored(qtbot: QtBot) -> None:
    """A state saved before the layout changed (card dock beside the board, on its left) gives way to
    the default layout; a state saved now comes back."""
    old = QMainWindow()
    qtbot.addWidget(old)
    for name, area in (("MovesDock", RIGHT), ("CardDock", Qt.DockWidgetArea.LeftDockWidgetArea),
                       ("GraphDock", Qt.DockWidgetArea.BottomDockWidgetArea)):
        dock = QDockWidget(name, old)
        dock.setObjectName(name)
        old.addDockWidget(area, dock)
    state = bytes(old.saveState().toBase64().data()).decode("ascii")  # version 0, as before
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "window_state": state, "mute": True}), encoding="utf-8")
    w = make_window(qtbot)
    w.new_game(GameSetup(variant="standard+cards2"))
    assert w.dockWidgetArea(w.card_dock) == RIGHT and w.dockWidgetArea(w.graph) == RIGHT
    assert board_pixels(w)[1] >= 0.6 * w.height()
    w.close()
    # a layout saved now is restored: the graph moved to the left stays there
    w2 = make_window(qtbot)
    w2.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, w2.graph)
    w2.graph.show()
    w2.close()
    w3 = make_window(qtbot)
    assert w3.dockWidgetArea(w3.graph) == Qt.DockWidgetArea.LeftDockWidgetArea
