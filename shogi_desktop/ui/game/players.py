"""The players beside the board: a panel above and one below it (mark, name, clock; lit while it is that
player's turn) and the turn line of the status bar ("Move 12 — ☗ Sente to move — Check!").

    players = Players(controller, parent)    # players.top, players.bottom go above and below the board
    players.update(flipped)                  # names, marks, whose turn, clocks
    players.update_clocks(flipped)           # the clocks only (every clock tick)
    players.turn_text()                      # for the status bar
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from ...core.clock import format_seconds
from ..text.names import side_mark, side_name
from ..text.plain import plain_tooltip
from ..text.results import result_texts
from .controller import GameController

NAME_CHARS = 40  # a player's name in the status bar is cut after this many characters


def short_name(name: str) -> str:
    return name if len(name) <= NAME_CHARS else name[:NAME_CHARS - 1] + "…"


class PlayerPanel(QFrame):
    """One player's mark, name and clock; lit while it is that player's turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlayerPanel")
        self.mark = QLabel(self)
        self.name = QLabel(self)
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # a name read from a file is never markup
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # nor widens the window
        self.clock = QLabel(self)
        self.clock.setObjectName("Clock")
        big = QFont(self.name.font())
        big.setPointSizeF(big.pointSizeF() * 1.25)
        big.setBold(True)
        self.name.setFont(big)
        self.mark.setFont(big)
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        mono.setPointSizeF(big.pointSizeF() * 1.1)
        mono.setBold(True)
        self.clock.setFont(mono)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 3, 10, 3)
        lay.addWidget(self.mark)
        lay.addWidget(self.name, 1)
        lay.addWidget(self.clock)
        self.set_active(False)

    def set_active(self, active: bool) -> None:
        self.setStyleSheet(
            "#PlayerPanel { background: %s; border-radius: 6px; }" % ("#f6dca0" if active else "transparent")
            + " #PlayerPanel QLabel { color: %s; }" % ("#2a1a05" if active else "palette(window-text)")
        )


class Players:
    """The two panels of the game on show (see the module docstring)."""

    def __init__(self, controller: GameController, parent: QWidget) -> None:
        self.controller = controller
        self.top = PlayerPanel(parent)
        self.bottom = PlayerPanel(parent)

    def panels(self, flipped: bool) -> tuple[PlayerPanel, PlayerPanel]:
        """(Black's panel, White's panel): the player at the bottom of the board is shown below it."""
        if flipped:
            return self.top, self.bottom
        return self.bottom, self.top

    def update(self, flipped: bool) -> None:
        c = self.controller
        handicap = bool(c.record.handicap)
        panels = self.panels(flipped)
        side = c.position().side
        over = c.current.ending is not None
        for color in (0, 1):
            panel = panels[color]
            panel.mark.setText(side_mark(color))
            name = c.names[color] or side_name(color, handicap)
            if not c.humans[color] and not c.names[color]:  # the built-in engine: say so, with its level
                level = c.setup.black_level if color == 0 else c.setup.white_level
                name += " — " + QCoreApplication.translate("MainWindow", "computer, level %1").replace("%1", str(level))
            panel.name.setText(name)
            panel.name.setToolTip(plain_tooltip(name))
            panel.set_active(not over and side == color)
        self.update_clocks(flipped)

    def update_clocks(self, flipped: bool) -> None:
        clock = self.controller.clock
        panels = self.panels(flipped)
        for color in (0, 1):
            label = panels[color].clock
            if clock is None:
                label.setText("")
                continue
            main = clock.remaining(color)
            if clock.in_byoyomi(color):
                text = QCoreApplication.translate("MainWindow", "byoyomi %1").replace(
                    "%1", format_seconds(clock.byoyomi_remaining(color)))
            else:
                text = format_seconds(main)
            label.setText(text)

    def turn_text(self) -> str:
        """Whose turn it is (move number, the player, check), or the result once the game is over."""
        c = self.controller
        outcome = c.outcome()
        if outcome is not None and c.current.ending is not None:
            headline, why = result_texts(outcome, bool(c.record.handicap))
            return f"{headline} — {why}"
        pos = c.position()
        who = side_mark(pos.side) + " " + short_name(c.names[pos.side] or side_name(pos.side, bool(c.record.handicap)))
        text = QCoreApplication.translate("MainWindow", "Move %1 — %2 to move").replace(
            "%1", str(pos.move_number)).replace("%2", who)
        if pos.is_check():
            text += " — " + QCoreApplication.translate("MainWindow", "Check!")
        return text
