"""Where the main window's docks go, and the layout saved in the settings.

The default is ShogiHome's: the board large in the centre, one column on its right with the move list
and the game's own dock (cards, magic) as tabs, and analysis and graph as tabs below them when they are
asked for, so the board stays the largest thing at every window size.  The user may move any dock;
``saveState`` keeps where.  A layout saved by an older version (docks beside and below the board,
which shrank it to a third of the window) is refused by its version number, and the default stays.

    arrange_docks(window, [moves, cards, magic], [analysis, graph])
    restore_layout(window, geometry_text, state_text, moves)    # from Settings.window_geometry / _state
    place_docks(window, state_text, moves)            # again, once docks made later exist
    geometry_text, state_text = saved_layout(window)
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow, QTabWidget

LAYOUT_VERSION = 2  # saveState()'s version: 2 = every dock in one column right of the board
DOCK_WIDTH = 340  # the column's width at the first start


def arrange_docks(window: QMainWindow, tabs: Sequence[QDockWidget], below: Sequence[QDockWidget]) -> None:
    """Put ``tabs`` as tabs of one group right of the board (the first raised) and ``below`` as tabs
    of a group under it; each dock keeps its shown or hidden state."""
    right = Qt.DockWidgetArea.RightDockWidgetArea
    window.setDockOptions(QMainWindow.DockOption.AnimatedDocks | QMainWindow.DockOption.AllowTabbedDocks
                          | QMainWindow.DockOption.AllowNestedDocks)
    window.setTabPosition(right, QTabWidget.TabPosition.North)
    docks = (*tabs, *below)
    shown = {dock: dock.isVisibleTo(window) for dock in docks}
    for dock in docks:  # Qt places hidden docks by their last place: arrange them shown
        dock.setFloating(False)
        window.addDockWidget(right, dock)
        dock.show()
    if below:  # split first: a dock already in a tab group could only take another tab
        window.splitDockWidget(tabs[0], below[0], Qt.Orientation.Vertical)
        for dock in below[1:]:
            window.tabifyDockWidget(below[0], dock)
    for dock in tabs[1:]:
        window.tabifyDockWidget(tabs[0], dock)
    for dock in docks:
        dock.setVisible(shown[dock])
    tabs[0].raise_()
    layout = window.layout()
    if layout is not None:  # the window's minimum size follows the docks now shown, not all of them
        layout.activate()


def first_size(window: QMainWindow) -> QSize:
    """The window's size at the first start: most of the screen it opens on, 1200x780 where that fits."""
    width, height = 1200, 780
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        avail = screen.availableGeometry()
        width = min(int(avail.width() * 0.95), max(width, int(avail.width() * 0.8)))
        height = min(int(avail.height() * 0.92), max(height, int(avail.height() * 0.85)))
    return QSize(width, height)


def restore_layout(window: QMainWindow, geometry: str, state: str, column: QDockWidget) -> bool:
    """Restore the saved geometry and dock layout (base64 text); True when the dock layout was
    restored.  Otherwise the window takes :func:`first_size` and ``column`` (a dock of the right-hand
    column) its default width."""
    if not (geometry and window.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))):
        window.resize(first_size(window))
    return place_docks(window, state, column)


def place_docks(window: QMainWindow, state: str, column: QDockWidget) -> bool:
    """Restore the saved dock layout (base64 text), again once docks made later exist; True when it was
    restored, else ``column`` (a dock of the right-hand column) takes its default width."""
    if state and window.restoreState(QByteArray.fromBase64(state.encode("ascii")), LAYOUT_VERSION):
        return True
    window.resizeDocks([column], [DOCK_WIDTH], Qt.Orientation.Horizontal)
    return False


def saved_layout(window: QMainWindow) -> tuple[str, str]:
    """(geometry, dock layout) as base64 text for the settings."""
    return (bytes(window.saveGeometry().toBase64().data()).decode("ascii"),
            bytes(window.saveState(LAYOUT_VERSION).toBase64().data()).decode("ascii"))
