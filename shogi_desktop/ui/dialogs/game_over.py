"""The end-of-game dialog: who won and why, translated from the core's Outcome codes.

    dialog = GameOverDialog(outcome, record, parent)   # record: core.record.GameRecord or None
    dialog.new_game_requested.connect(...); dialog.save_requested.connect(...)
    dialog.exec()

``result_texts(outcome, handicap=False)`` returns the translated (headline, reason) pair, for the status
bar or the move list.  Side names follow the game: 先手/後手, or 下手/上手 in a handicap game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from ...core.outcome import NO_RESULT, Outcome, Termination
from ..text.names import side_mark, side_name


def reason_text(termination: Termination) -> str:
    texts = {
        Termination.CHECKMATE: QCoreApplication.translate("GameOverDialog", "Checkmate"),
        Termination.STALEMATE: QCoreApplication.translate("GameOverDialog", "No legal move (stalemate): the side to move loses"),
        Termination.RESIGNATION: QCoreApplication.translate("GameOverDialog", "Resignation"),
        Termination.TIME: QCoreApplication.translate("GameOverDialog", "Time forfeit"),
        Termination.REPETITION: QCoreApplication.translate("GameOverDialog", "Fourfold repetition (sennichite)"),
        Termination.PERPETUAL_CHECK: QCoreApplication.translate("GameOverDialog", "Perpetual check: the checking side loses"),
        Termination.IMPASSE: QCoreApplication.translate("GameOverDialog", "Impasse declaration (nyūgyoku)"),
        Termination.AGREEMENT: QCoreApplication.translate("GameOverDialog", "Draw by agreement"),
        Termination.FOUL: QCoreApplication.translate("GameOverDialog", "Illegal move (foul)"),
        Termination.ABORT: QCoreApplication.translate("GameOverDialog", "Game aborted"),
        Termination.NO_MATE: QCoreApplication.translate("GameOverDialog", "No mate (不詰)"),
        Termination.SEALED: QCoreApplication.translate("GameOverDialog", "Adjourned with a sealed move (封じ手)"),
        Termination.DEFAULT: QCoreApplication.translate("GameOverDialog", "Won by default (不戦勝)"),
        Termination.MAX_MOVES: QCoreApplication.translate("GameOverDialog", "Move limit reached (最大手数)"),
    }
    return texts[termination]


def result_texts(outcome: Outcome, handicap: bool = False, names: tuple[str, str] = ("", "")) -> tuple[str, str]:
    """(headline, reason): "☗ Black (sente) wins" / "Draw" / "No result", and the reason."""
    if outcome.termination in NO_RESULT:
        headline = QCoreApplication.translate("GameOverDialog", "No result")
    elif outcome.winner is None:
        headline = QCoreApplication.translate("GameOverDialog", "Draw")
    else:
        who = side_mark(outcome.winner) + " " + side_name(outcome.winner, handicap)
        name = names[outcome.winner]
        if name:
            who = f"{who} {name}"
        headline = QCoreApplication.translate("GameOverDialog", "%1 wins").replace("%1", who)
    return headline, reason_text(outcome.termination)


def _move_count(record: Any) -> int | None:
    """Moves played on the line that ended (endings are not moves)."""
    if record is None:
        return None
    try:
        return sum(1 for n in record.path_to() if n.move is not None)
    except (AttributeError, TypeError, ValueError):
        return None


class GameOverDialog(QDialog):
    new_game_requested = Signal()
    save_requested = Signal()

    def __init__(self, outcome: Outcome, record: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.outcome = outcome
        self.record = record
        self.headline = QLabel(self)
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # it names the winner as the record does
        self.reason = QLabel(self)
        self.details = QLabel(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.new_game_button = QPushButton(self)
        self.save_button = QPushButton(self)
        self.buttons.addButton(self.new_game_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        self.new_game_button.clicked.connect(self._new_game)
        self.save_button.clicked.connect(self.save_requested)
        self.setMinimumWidth(380)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addWidget(self.headline)
        layout.addWidget(self.reason)
        layout.addWidget(self.details)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.retranslate()

    def _new_game(self) -> None:
        self.new_game_requested.emit()
        self.accept()

    def _handicap(self) -> bool:
        return bool(getattr(self.record, "handicap", None))

    def _names(self) -> tuple[str, str]:
        header = getattr(self.record, "header", None) or {}
        return str(header.get("black", "")), str(header.get("white", ""))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Game Over"))
        headline, reason = result_texts(self.outcome, self._handicap(), self._names())
        self.headline.setText(headline)
        self.reason.setText(reason)
        count = _move_count(self.record)
        self.details.setText(self.tr("Moves played: %1").replace("%1", str(count)) if count is not None else "")
        self.details.setVisible(count is not None)
        self.new_game_button.setText(self.tr("New Game…"))
        self.save_button.setText(self.tr("Save Record…"))
        self.save_button.setVisible(self.record is not None)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
