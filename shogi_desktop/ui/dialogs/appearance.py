"""Choosing the piece set and the board style: View → Piece Set, View → Board Style, and View → Pieces
and Board… (a dialog with a live preview of the game on the board).

    menus = AppearanceMenus(window, settings, position=lambda: window.controller.position())
    menus.add_to(window.menu_view)

A choice takes effect at once through :func:`~..piece_art.appearance` (every open view repaints on its
``changed`` signal) and is kept in ``settings.piece_set`` / ``settings.board_style``; the window saves
the settings as it does the others.  The dialog changes the appearance as the user clicks, so the main
board behind it is part of the preview; *Cancel* puts the previous choice back.  The dialog is in
:mod:`.appearance_dialog`, imported when it is first opened.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from ...app.settings import Settings
from ...art.board_styles import BOARD_STYLES
from ...art.piece_sets import PIECE_SETS
from ...core.position import Position
from ..board.piece_art import appearance
from ..text.names import board_style_title, piece_set_title

if TYPE_CHECKING:
    from .appearance_dialog import AppearanceDialog  # imported when the dialog is first opened


def apply_settings(settings: Settings) -> None:
    """Draw in the settings' piece set and board style (at start-up)."""
    look = appearance()
    look.set_piece_set(settings.piece_set)
    look.set_board_style(settings.board_style)


class AppearanceMenus(QObject):
    """The Piece Set and Board Style submenus (one checked item each, kept in step with the
    application's appearance) and the Pieces and Board… action."""

    def __init__(self, parent: QWidget, settings: Settings,
                 position: Callable[[], Position | None] = lambda: None) -> None:
        super().__init__(parent)
        self._window = parent
        self._settings = settings
        self._position = position
        self.piece_set_menu = QMenu(parent)
        self.piece_set_menu.setObjectName("PieceSetMenu")
        self.board_style_menu = QMenu(parent)
        self.board_style_menu.setObjectName("BoardStyleMenu")
        self.set_actions: dict[str, QAction] = {}
        self.style_actions: dict[str, QAction] = {}
        for ids, menu, actions, slot in (
                (PIECE_SETS, self.piece_set_menu, self.set_actions, self._choose_set),
                (BOARD_STYLES, self.board_style_menu, self.style_actions, self._choose_style)):
            group = QActionGroup(self)
            group.setExclusive(True)
            for item_id in ids:
                act = QAction(self)
                act.setCheckable(True)
                act.setData(item_id)
                act.triggered.connect(lambda _on=False, i=item_id, f=slot: f(i))
                group.addAction(act)
                menu.addAction(act)
                actions[item_id] = act
        self.act_dialog = QAction(self)
        self.act_dialog.triggered.connect(self.open_dialog)
        self.dialog: AppearanceDialog | None = None
        appearance().changed.connect(self._sync)
        self._sync()
        self.retranslate()

    def add_to(self, menu: QMenu, before: QAction | None = None) -> None:
        """Put the two submenus and the dialog's action into ``menu`` (before ``before``, else at the end)."""
        actions = [self.piece_set_menu.menuAction(), self.board_style_menu.menuAction(), self.act_dialog]
        if before is None:
            menu.addActions(actions)
        else:
            menu.insertActions(before, actions)

    def retranslate(self) -> None:
        self.piece_set_menu.setTitle(QCoreApplication.translate("Appearance", "Piece &Set"))
        self.board_style_menu.setTitle(QCoreApplication.translate("Appearance", "&Board Style"))
        self.act_dialog.setText(QCoreApplication.translate("Appearance", "P&ieces and Board..."))
        for piece_set, act in self.set_actions.items():
            act.setText(piece_set_title(piece_set))
        for style_id, act in self.style_actions.items():
            act.setText(board_style_title(style_id))
        if self.dialog is not None:
            self.dialog.retranslate()

    def _sync(self) -> None:
        look = appearance()
        self.set_actions[look.piece_set()].setChecked(True)
        self.style_actions[look.board_style().id].setChecked(True)

    def _choose_set(self, piece_set: str) -> None:
        appearance().choose(self._settings, piece_set=piece_set)

    def _choose_style(self, style_id: str) -> None:
        appearance().choose(self._settings, board_style=style_id)

    def open_dialog(self) -> AppearanceDialog:
        """Open (or raise) the Pieces and Board dialog, without blocking."""
        if self.dialog is None:
            from .appearance_dialog import AppearanceDialog

            self.dialog = AppearanceDialog(self._settings, self._position(), self._window)
            self.dialog.finished.connect(self._forget_dialog)
            self.dialog.open()
        self.dialog.raise_()
        return self.dialog

    def _forget_dialog(self) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = None
