"""What the card dock and the magic dock share: a section per player (a bold heading over a grid), the
sections ordered as the players sit at the board, and hints shown in the window's status bar."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QBoxLayout, QGridLayout, QLabel, QVBoxLayout, QWidget


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


def order_sections(box: QBoxLayout, sections: list[Any], flipped: bool,
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


def show_hint(window: Any, text: str) -> None:
    """A hint in the window's status bar for a while ("" clears it)."""
    bar = getattr(window, "statusBar", None)
    if bar is None:
        return
    if text:
        bar().showMessage(text, 20000)
    else:
        bar().clearMessage()
