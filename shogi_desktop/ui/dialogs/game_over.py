"""The end-of-game dialog: who won and why, translated from the core's Outcome codes.

    dialog = GameOverDialog(outcome, record, parent)   # record: core.record.GameRecord or None
    dialog.new_game_requested.connect(...); dialog.save_requested.connect(...)
    dialog.exec()

``result_texts(outcome, handicap=False)`` (in :mod:`..text.results`, which the window imports without the
dialog) returns the translated (headline, reason) pair, for the status bar or the move list.  Side names follow the game: 先手/後手, or 下手/上手 in a handicap game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from ...core.outcome import Outcome
from ..text.results import reason_text, result_texts

__all__ = ["GameOverDialog", "reason_text", "result_texts"]


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
