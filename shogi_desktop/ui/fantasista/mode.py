"""Magic mode on the board (RULES.md §6): card mode's clicks for a magic (:class:`MagicMode`), and the
choice of an instant magic's target (:class:`TargetMode`).  A token drop needs no click on a hand (the
token was chosen with its button): its first click is the square."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QMenu

from ...core.actions import Action
from ...core.position import Position
from ..cards.mode import CardMode, Spelled, action_spelling
from .texts import magic_action_label, magic_step_text


def magic_texts() -> dict[str, str]:
    """Card mode's texts as magic mode says them (literal calls, so lupdate finds them)."""
    return {
        "Card cancelled.": QCoreApplication.translate("MagicMode", "Magic cancelled."),
        "Card: %1 (Esc or right click cancels).":
            QCoreApplication.translate("MagicMode", "Magic: %1 (Esc or right click cancels)."),
        "Card: %1, or the marked square to stop here (Esc or right click cancels).":
            QCoreApplication.translate("MagicMode",
                                       "Magic: %1, or the marked square to stop here (Esc or right click cancels)."),
    }


class MagicMode(CardMode):
    """Card mode for a magic: the same clicks, but a token drop starts on its square (no hand click)."""

    def tr(self, text: str, *args: Any) -> str:
        mapped = magic_texts().get(text)
        return mapped if mapped is not None else QCoreApplication.translate("CardMode", text)

    def spelling_of(self, pos: Position, action: Action) -> tuple[Spelled, ...]:
        return tuple(c for c in action_spelling(pos, action) if c.role != "hand")

    def step_text(self, step: int, role: str) -> str:
        assert self.card is not None
        return magic_step_text(self.card, step, role)

    def _choose(self, actions: list[Action]) -> None:
        self._close_menu()
        menu = QMenu()
        for action in actions:
            item = menu.addAction(magic_action_label(action))
            item.setData(str(action))
            item.triggered.connect(lambda _c=False, a=action: self._play(a))
        self.menu = menu
        views = self.scene.views()
        if views:
            view = views[0]
            menu.popup(view.mapToGlobal(view.rect().center()))


class TargetMode(MagicMode):
    """The instant magic's target choice; ``cancelled`` when the user cancels (Esc, right click)."""

    cancelled = Signal()

    def cancel(self, quiet: bool = False, message: str = "") -> None:
        was = self.active
        super().cancel(quiet, message)
        if was and not quiet:
            self.cancelled.emit()
