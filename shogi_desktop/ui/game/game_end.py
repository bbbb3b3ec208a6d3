"""Ending a game from the Game menu asks first: Resign (for the person on move) and Draw by agreement
open a window-modal question; the game ends only if the answer is yes and the board still shows the
position the question was about (a move or a click in the move list meanwhile drops the answer)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QWidget

from ..text.names import side_mark, side_name
from .controller import GameController

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox


def can_resign(controller: GameController) -> bool:
    """A person is to move in a game in progress (the computer never resigns through the menu)."""
    return controller.can_end_game() and controller.humans[controller.position().side]


def ask_resign(parent: QWidget, controller: GameController) -> QMessageBox | None:
    """Ask before the side to move resigns (None: nothing to resign here)."""
    if not can_resign(controller):
        return None
    side = controller.position().side
    handicap = bool(controller.record.handicap)
    # (a no-break space keeps each mark with its name when the line wraps)
    who = side_mark(side) + "\u00a0" + (controller.names[side] or side_name(side, handicap))
    other = side_mark(side ^ 1) + "\u00a0" + (controller.names[side ^ 1] or side_name(side ^ 1, handicap))
    return _confirm(parent, controller, QCoreApplication.translate("GameEnd", "Resign"),
                    QCoreApplication.translate("GameEnd", "Resign this game?"),
                    QCoreApplication.translate("GameEnd", "%1 resigns and %2 wins.").replace("%1", who).replace(
                        "%2", other),
                    QCoreApplication.translate("GameEnd", "&Resign"), controller.resign)


def ask_draw(parent: QWidget, controller: GameController) -> QMessageBox | None:
    """Ask before the game ends as a draw by agreement (None: no game in progress here)."""
    if not controller.can_end_game():
        return None
    return _confirm(parent, controller, QCoreApplication.translate("GameEnd", "Draw by Agreement"),
                    QCoreApplication.translate("GameEnd", "End this game as a draw?"),
                    QCoreApplication.translate("GameEnd", "Both players agree to a draw; the game ends."),
                    QCoreApplication.translate("GameEnd", "&Draw"), controller.agree_draw)


def _confirm(parent: QWidget, controller: GameController, title: str, text: str, info: str, yes: str,
             action: Callable[[], object]) -> QMessageBox:
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("ConfirmEndGame")
    box.setTextFormat(Qt.TextFormat.PlainText)  # the names come from the game's header
    box.setInformativeText(info)
    label = box.findChild(QLabel, "qt_msgbox_informativelabel")
    if label is not None:  # wide enough for two names on one line
        label.setMinimumWidth(min(label.fontMetrics().horizontalAdvance(info) + 8, 420))
    accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Cancel))
    node = controller.current

    def answered() -> None:
        if box.clickedButton() is accept and controller.current is node:
            action()

    box.finished.connect(lambda _result: answered())
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
