"""What a part of the main window may ask of the window: :class:`WindowHost`.

The main window (``ui/main_window.py``) builds its parts (the card and magic docks, the analysis dock
and the whole-game analysis, the File menu, the opening book's menu entry, the resume question) and
hands each of them itself as a ``WindowHost``.  A part reaches the game, the board, the status bar and
the other docks through these members only; it never reads the window's other attributes and never
calls its private methods.  The window places the parts' menus and docks itself.

``MainWindow`` implements the protocol; mypy checks it wherever the window hands itself over.  The
types named here are imported for the type checker only, so importing this module costs nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QWidget

    from ..app.settings import Settings
    from .action_looks import Shortcut
    from .analysis.graph import GraphDock
    from .board.scene import BoardScene
    from .game.ai_player import AIPlayer
    from .game.controller import GameController
    from .game.movelist import MoveListWidget


class WindowHost(Protocol):
    """The main window as its parts see it."""

    @property
    def controller(self) -> GameController:
        """The game on show (positions, moves, clocks, the record)."""
        ...

    @property
    def scene(self) -> BoardScene:
        """The board."""
        ...

    @property
    def settings(self) -> Settings:
        ...

    @property
    def ai(self) -> AIPlayer:
        """The computer player of the game on show."""
        ...

    @property
    def move_list(self) -> MoveListWidget:
        ...

    @property
    def graph(self) -> GraphDock:
        """The material and evaluation graph dock (hidden until View → Material Graph)."""
        ...

    def window(self) -> QWidget:
        """The window as a widget: the parent of dialogs and message boxes (``QWidget.window``)."""
        ...

    def board_viewport(self) -> QWidget:
        """The board view's viewport: the parent of widgets drawn over the board (the die)."""
        ...

    def show_message(self, text: str, timeout_ms: int = 0) -> None:
        """A message in the status bar (0: until the next one); "" clears it."""
        ...

    def add_status_widget(self, widget: QWidget) -> None:
        """A permanent widget at the right of the status bar (a progress bar, a cancel button)."""
        ...

    def add_window_action(self, action: QAction, shortcut: Shortcut | None = None, icon: str | None = None) -> None:
        """Make ``action``'s shortcut work wherever the focus is in the window; ``shortcut`` and ``icon``
        (a ``QStyle.StandardPixmap`` member's name) are given to it once the window has painted."""
        ...

    def show_game_position(self) -> None:
        """Show the game's current position on the board again (after a part showed another one)."""
        ...

    def show_graph(self) -> GraphDock:
        """Show the graph dock (its tab raised, tall enough to read) and return it."""
        ...

    def play_sound(self, name: str) -> None:
        """Play one of the window's sounds ("move", "capture", "dice", …) unless sounds are muted."""
        ...
