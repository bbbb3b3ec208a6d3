"""At start-up: offer to resume the unfinished game the autosave kept (after a crash, a kill, a power cut).

    box = offer_resume(window)      # None when there is nothing to resume

*Resume* restores the game exactly (record and current move, players, clocks, extra state) through
``GameController.restore``.  *Discard* (and closing the box) moves the autosave aside as
``autosave-discarded-<time>.json``, so nothing is lost either way.  The box is window-modal and opened
without blocking, so the window is already on screen behind it.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from ...app.autosave import Autosave, SavedGame
from ..text.names import side_mark

if TYPE_CHECKING:
    from ..window_api import WindowHost

log = logging.getLogger(__name__)


def _when(saved: SavedGame) -> str:
    try:
        return datetime.fromisoformat(saved.saved_at).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return saved.saved_at


class ResumeDialog(QMessageBox):
    def __init__(self, saved: SavedGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ResumeDialog")
        self.saved = saved
        self.setIcon(QMessageBox.Icon.Question)
        self.setTextFormat(Qt.TextFormat.PlainText)  # the players' names come from the saved record
        self.resume_button = QPushButton(self)
        self.discard_button = QPushButton(self)
        self.addButton(self.resume_button, QMessageBox.ButtonRole.AcceptRole)
        self.addButton(self.discard_button, QMessageBox.ButtonRole.DestructiveRole)
        self.setDefaultButton(self.resume_button)
        self.setEscapeButton(self.discard_button)
        self.retranslate()

    def retranslate(self) -> None:
        s = self.saved
        header = s.record.header
        black = header.get("black") or s.setup.get("black_name") or ""
        white = header.get("white") or s.setup.get("white_name") or ""
        players = f"{side_mark(0)} {black}  {side_mark(1)} {white}" if black or white else ""
        self.setWindowTitle(self.tr("Resume Game"))
        self.setText(self.tr("An unfinished game was found (%n move(s), saved %1). Resume it?", "", s.plies)
                     .replace("%1", _when(s)))
        self.setInformativeText(players)
        self.resume_button.setText(self.tr("&Resume"))
        self.discard_button.setText(self.tr("&Discard"))


def offer_resume(host: WindowHost, autosave: Autosave | None = None) -> ResumeDialog | None:
    """Show the Resume / Discard box for a pending autosave; returns the box (None: nothing to offer)."""
    store = autosave if autosave is not None else host.controller.autosave
    if store is None:
        return None
    saved = store.pending()
    if saved is None:
        return None
    box = ResumeDialog(saved, host.window())
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def chosen(_result: int) -> None:
        if box.clickedButton() is box.resume_button:
            host.controller.restore(saved)
            log.info("resumed the autosaved game (%d moves)", saved.plies)
            return
        kept = store.discard()
        log.info("discarded the autosaved game; kept as %s", kept)
        if kept is not None:
            host.show_message(
                QCoreApplication.translate("ResumeDialog", "The unfinished game was kept as %1").replace(
                    "%1", str(kept)), 8000)

    box.finished.connect(chosen)
    box.open()
    return box
