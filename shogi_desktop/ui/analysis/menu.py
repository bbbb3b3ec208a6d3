"""The Analysis menu (the analysis mode, Analyse Game…, Stop Analysis) and :func:`make_analysis`, which
builds the analysis dock, the whole-game analysis and the menu for a window.

    dock = make_analysis(window)     # window: a WindowHost; it places dock, dock.menu and dock.view_action
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from .game_analysis import GameAnalysis
from .panel import AnalysisDock

if TYPE_CHECKING:
    from ..window_api import WindowHost


class AnalysisMenu(QMenu):
    """The Analysis menu: the analysis mode, Analyse Game…, Stop Analysis."""

    def __init__(self, host: WindowHost, dock: AnalysisDock, games: GameAnalysis) -> None:
        super().__init__(host.window())
        self.dock = dock
        self.games = games
        self.act_mode = QAction(self)
        self.act_mode.setCheckable(True)
        self.act_mode.setShortcut("Ctrl+Shift+A")
        self.act_mode.toggled.connect(self._mode)
        dock.start_button.toggled.connect(self._mode_shown)
        self.act_analyse_game = QAction(self)
        self.act_analyse_game.triggered.connect(lambda _c=False: games.ask_and_start())
        self.act_stop = QAction(self)
        self.act_stop.triggered.connect(lambda _c=False: self.stop_all())
        host.add_window_action(self.act_mode)  # the shortcut works wherever the focus is
        for a in (self.act_mode, None, self.act_analyse_game, self.act_stop):
            if a is None:
                self.addSeparator()
            else:
                self.addAction(a)
        dock.running_changed.connect(lambda _r: self._update())
        games.running_changed.connect(lambda _r: self._update())
        self.retranslate()
        self._update()

    def _mode(self, on: bool) -> None:
        if on:
            self.dock.show()
            self.dock.raise_()
        self.dock.set_active(on)
        self._update()

    def _mode_shown(self, on: bool) -> None:
        if self.act_mode.isChecked() != on:
            self.act_mode.blockSignals(True)
            self.act_mode.setChecked(on)
            self.act_mode.blockSignals(False)
        self._update()

    def stop_all(self) -> None:
        """Stop Analysis: the analysis mode and a running game analysis."""
        self.dock.set_active(False)
        self.games.cancel()
        self._update()

    def _update(self) -> None:
        self.act_stop.setEnabled(self.dock.active or self.games.running)
        self.act_analyse_game.setEnabled(not self.games.running)

    def retranslate(self) -> None:
        self.setTitle(self.tr("&Analysis"))
        self.act_mode.setText(self.tr("Analysis &Mode"))
        self.act_analyse_game.setText(self.tr("Analyse &Game…"))
        self.act_stop.setText(self.tr("&Stop Analysis"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def make_analysis(host: WindowHost) -> AnalysisDock:
    """The Analysis dock with its whole-game analysis (``dock.games``), its menu (``dock.menu``) and its
    View action (``dock.view_action``, whose text follows the dock's title) for ``host``'s game."""
    dock = AnalysisDock(host.controller, host.scene, host.ai, host.window())
    games = GameAnalysis(host, dock)
    dock.games = games
    dock.menu = AnalysisMenu(host, dock, games)
    dock.view_action = dock.toggleViewAction()
    return dock
