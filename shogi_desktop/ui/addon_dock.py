"""The dock of an add-on played on the board (the card dock, the magic dock): :class:`AddonDock`.

Both docks show a section per player (:class:`PlayerSection`: a bold heading over a grid, lit while it
is that player's turn), ordered as the players sit at the board; above them what the next click does
and a Cancel button; the sections scroll in a short window.  Each dock runs a mode on the board (card
mode, magic mode: :class:`~.cards.mode.CardMode`) that turns the core's actions into clicks, groups the
core's legal actions of the shown position by name, and shows itself only in games of its add-on.
A subclass says which mode it runs (:meth:`AddonDock.make_mode`), whether a position belongs to its
add-on (:meth:`AddonDock.in_game_for`), lays out its sections in :attr:`AddonDock.body` and fills
them in :meth:`AddonDock.refresh`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QBoxLayout,
    QDockWidget,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..core.actions import Action
from ..core.position import Position

if TYPE_CHECKING:
    from .cards.mode import CardMode
    from .window_api import WindowHost

HINT_MS = 20000  # how long a hint stays in the status bar


class PlayerSection(QWidget):
    """One player's part of a dock: a bold heading and a grid below it."""

    def __init__(self, color: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.color = color
        self.heading = QLabel(self)
        bold = QFont(self.heading.font())
        bold.setBold(True)
        self.heading.setFont(bold)
        self.grid = QGridLayout()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 6)
        lay.addWidget(self.heading)
        lay.addLayout(self.grid)
        self.to_move = False
        self.set_to_move(False)

    def set_to_move(self, to_move: bool) -> None:
        """Light the heading while it is this player's turn (as the player panels beside the board)."""
        self.to_move = to_move
        self.heading.setStyleSheet("QLabel { background: #f6dca0; color: #2a1a05; border-radius: 4px;"
                                   " padding: 2px 4px; }" if to_move else "QLabel { padding: 2px 4px; }")


def order_sections(box: QBoxLayout, sections: Sequence[QWidget], flipped: bool,
                   order: tuple[int, int] | None, top_first: bool = True, stretch: int = 0) -> tuple[int, int]:
    """Put the section of the player sitting at the top of the board first (``top_first`` False: the
    player at the bottom first), again only when that changed (``order`` is the order shown now);
    returns the order shown after.  ``stretch``: each section's share of the box."""
    wanted = (0, 1) if flipped == top_first else (1, 0)
    if wanted != order:
        for section in sections:
            box.removeWidget(section)
        for color in wanted:
            box.addWidget(sections[color], stretch)
    return wanted


class AddonDock(QDockWidget):
    """An add-on's dock: see the module docstring.  The window adds it, calls :meth:`show_for_game`
    and connects ``controller.position_changed`` to :meth:`on_position_changed`."""

    def __init__(self, host: WindowHost, object_name: str) -> None:
        super().__init__(host.window())
        self.setObjectName(object_name)
        self.host = host
        self.controller = host.controller
        self.mode = self.make_mode()
        self.mode.changed.connect(self.refresh)
        self.mode.hint.connect(self.show_hint)
        self.in_game = False  # the game on show plays this add-on
        self.shown_position: Position | None = None
        self.actions_now: dict[str, list[Action]] = {}  # the core's actions of that position, by name
        self.section_order: tuple[int, int] | None = None
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancel)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setMinimumHeight(2 * self.status.fontMetrics().height())  # the sections do not jump
        self.body = QWidget(self)  # the players' sections: the subclass gives it a layout
        self.scroll_area = scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer = QWidget(self)
        self._outer = QVBoxLayout(outer)
        self._outer.setContentsMargins(2, 2, 2, 2)
        bar = QHBoxLayout()
        bar.setContentsMargins(2, 0, 2, 0)
        bar.addWidget(self.status, 1)
        bar.addWidget(self.cancel_button)
        self._outer.addLayout(bar)
        self._outer.addWidget(scroll, 1)
        self.setWidget(outer)
        self.toggleViewAction().setEnabled(False)

    # ----------------------------------------------------------------- what a subclass says
    def make_mode(self) -> CardMode:
        """The mode on the board this dock runs (made once, with this dock as its parent)."""
        raise NotImplementedError

    def in_game_for(self, pos: Position) -> bool:
        """Whether ``pos`` belongs to a game of this add-on."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Show the sections for :attr:`shown_position` and the mode's state."""
        raise NotImplementedError

    def retranslate(self) -> None:
        raise NotImplementedError

    # ----------------------------------------------------------------- shared
    def finish_layout(self, below: QWidget | None = None) -> None:
        """Called by the subclass once :attr:`body` has its layout; ``below``: a widget under the
        scrolled sections (the card dock's description line)."""
        self.scroll_area.setWidget(self.body)
        if below is not None:
            self._outer.addWidget(below)
        self.retranslate()
        self.on_position_changed()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def on_position_changed(self, _transition: object = None) -> None:
        """The window shows a new position: leave the mode, read the core's actions again."""
        self.mode.cancel(quiet=True)
        self.status.setText("")
        pos = self.controller.position()
        self.shown_position = pos
        in_game = self.in_game_for(pos)
        self.actions_now = {}
        if in_game:
            for a in pos.legal_actions():
                if isinstance(a, Action):
                    self.actions_now.setdefault(a.name, []).append(a)
        if in_game != self.in_game:
            self.in_game = in_game
            self.show_for_game()
        self.refresh()

    def show_for_game(self) -> None:
        """Shown (and its tab raised) in a game of this add-on, hidden otherwise; the View menu's
        entry follows."""
        self.toggleViewAction().setEnabled(self.in_game)
        self.setVisible(self.in_game)
        if self.in_game:
            self.raise_()

    def order_players(self, box: QBoxLayout, sections: Sequence[QWidget], top_first: bool = True,
                      stretch: int = 0) -> None:
        """Order the players' sections as they sit at the board (:func:`order_sections`)."""
        self.section_order = order_sections(box, sections, self.host.scene.flipped, self.section_order,
                                            top_first, stretch)

    def cancel(self) -> None:
        """Leave the mode (the Cancel button)."""
        self.mode.cancel()
        self.status.setText("")
        self.refresh()

    def show_hint(self, text: str) -> None:
        """What the next click does: above the sections and in the window's status bar."""
        self.status.setText(text)
        self.host.show_message(text, HINT_MS if text else 0)
