"""Analysis → Mate Search…: the mate solver (engine/mate.py) on the shown position, as ShogiHome has.

    ui = install_mate_search(main_window)   # the menu command; ui.dialog while it is open

The dialog (:mod:`.mate_dialog`) asks for a time limit and searches in a process of its own (:class:`~shogi_desktop.engine.mate_worker.
MateWorker`, polled by a QTimer: the window never waits), showing nodes and seconds, with a Cancel
button.  A mate found is recorded as a variation after the searched position (the board stays where it
is; the move list shows the line after it) and written in the dialog; otherwise the dialog says plainly
that no mate was found within the limit, or that there is none.

The result line is :attr:`MateSearchDialog.result_line` (action texts) and the recorded nodes
:attr:`MateSearchDialog.result_nodes`: what an arrow on the board would draw (its first move).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction

if TYPE_CHECKING:
    from ...core.record import Node
    from ...engine.mate_worker import MateDoneMsg
    from .mate_dialog import MateSearchDialog


class MateSearchUi(QObject):
    """The Analysis menu's Mate Search… command and its dialog."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: MateSearchDialog | None = None
        self.action = QAction(window)
        self.action.setShortcut("Ctrl+Shift+M")
        self.action.triggered.connect(lambda _c=False: self.open())
        window.addAction(self.action)
        self.retranslate()

    def open(self) -> MateSearchDialog | None:
        """Open the dialog on the shown position (and start searching at once); None when there is
        nothing to search (the side to move is in check, or it has lost), which the status bar says."""
        controller = self.window.controller
        node = controller.current
        if node.is_ending and node.parent is not None:
            node = node.parent
        pos = controller.record.position_at(node)
        status = getattr(self.window, "statusBar", None)
        problem = ""
        if pos.gives_check():
            problem = self.tr("Mate search: the side not to move is in check here.")
        elif pos.is_check():
            problem = self.tr("Mate search: the side to move is in check; it cannot give mate.")
        elif not pos.legal_actions():
            problem = self.tr("Mate search: the side to move has no legal move.")
        if problem:
            if status is not None:
                status().showMessage(problem, 8000)
            return None
        if self.dialog is not None:
            self.dialog.close()
        from .mate_dialog import MateSearchDialog  # the engine loads with the dialog, not at start-up

        dialog = MateSearchDialog(controller, node, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda _o=None, d=dialog: self._forget(d))
        dialog.finished_search.connect(lambda msg, n=node: self._show_first_move(n, msg))
        self.dialog = dialog
        dialog.show()
        dialog.start()
        return dialog

    def _show_first_move(self, node: Node, msg: MateDoneMsg | None) -> None:
        """A mate found: its first move as the board's arrow, while the searched position is shown."""
        from ...engine import parse_action_text
        from ...engine.mate import MateStatus

        controller = self.window.controller
        shown = controller.current.parent if controller.current.is_ending else controller.current
        if msg is None or msg.status is not MateStatus.MATE or not msg.line or shown is not node:
            return
        try:
            first = parse_action_text(controller.record.position_at(node), msg.line[0])
        except ValueError:
            return
        self.window.scene.set_best_move(first)

    def _forget(self, dialog: MateSearchDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def shutdown(self) -> None:
        if self.dialog is not None:
            self.dialog.shutdown()

    def retranslate(self) -> None:
        self.action.setText(self.tr("Mate &Search…"))


def install_mate_search(window: Any) -> MateSearchUi:
    """Add Mate Search… to the window's Analysis menu (after Analyse Game…)."""
    ui = MateSearchUi(window)
    menu = getattr(getattr(window, "analysis_dock", None), "menu", None)
    if menu is not None:
        actions = menu.actions()
        after = getattr(menu, "act_analyse_game", None)
        i = actions.index(after) + 1 if after in actions else len(actions)
        if i < len(actions):
            menu.insertAction(actions[i], ui.action)
        else:
            menu.addAction(ui.action)
        menu.aboutToShow.connect(ui.retranslate)
    return ui
