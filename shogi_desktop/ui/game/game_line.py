"""The line above the board that says what game this is (``麒麟・鳳凰将棋：両者・先手から ＋ カード（第二版）``,
``Shogi, Lance handicap``), with the variant's one-sentence description as its tool tip, so a learner
(or a class looking at a projected board) always knows which rules are in play."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from ..text.game_names import game_title, variant_summary
from ..text.plain import plain_tooltip
from .controller import GameController


class GameLine(QLabel):
    """Follows the controller's record: a new game, an opened file, a resumed game."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLine")
        self.controller = controller
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # a long name is cut at the window's edge; it never makes the window wider
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        font = QFont(self.font())
        font.setBold(True)
        self.setFont(font)
        self.setContentsMargins(4, 1, 4, 1)
        controller.record_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        record = self.controller.record
        title = game_title(record.variant, record.handicap, record.start_sfen)
        if self.text() != title:
            self.setText(title)
        summary = variant_summary(record.variant)
        self.setToolTip(plain_tooltip(title + ("\n" + summary if summary else "")))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
