"""Analysis → Mate Search…: the mate solver (engine/mate.py) on the shown position, as ShogiHome has.

    ui = install_mate_search(main_window)   # the menu command; ui.dialog while it is open

The dialog asks for a time limit and searches in a process of its own (:class:`~shogi_desktop.engine.mate_worker.
MateWorker`, polled by a QTimer: the window never waits), showing nodes and seconds, with a Cancel
button.  A mate found is recorded as a variation after the searched position (the board stays where it
is; the move list shows the line after it) and written in the dialog; otherwise the dialog says plainly
that no mate was found within the limit, or that there is none.

The result line is :attr:`MateSearchDialog.result_line` (action texts) and the recorded nodes
:attr:`MateSearchDialog.result_nodes`: what an arrow on the board would draw (its first move).
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.record import Node
from ...engine import parse_action_text
from ...engine.mate import MateLimits, MateStatus
from ...engine.mate_worker import MateDoneMsg, MateProgressMsg, MateWorker
from ...engine.worker import DiedMsg, ErrorMsg
from .panel import engine_request, last_destination, line_text

log = logging.getLogger(__name__)

POLL_MS = 100
DEFAULT_SECONDS = 30
TABLE_SIZE = 400_000  # transposition table entries (a few hundred MB at most)


class MateSearchDialog(QDialog):
    """Time limit, Start/Cancel, progress and the answer of one mate search of ``node``'s position."""

    finished_search = Signal(object)  # MateDoneMsg | None (an error or a dead process)

    def __init__(self, controller: Any, node: Node, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MateSearchDialog")
        self.controller = controller
        self.node = node
        self.worker = MateWorker()
        self.result_line: list[str] = []
        self.result_nodes: list[Node] = []
        self._sid: int | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

        self.seconds = QSpinBox(self)
        self.seconds.setRange(1, 3600)
        self.seconds.setValue(DEFAULT_SECONDS)
        self.time_label = QLabel(self)
        self.progress = QLabel(self)
        self.progress.setTextFormat(Qt.TextFormat.PlainText)
        self.answer = QLabel(self)
        self.answer.setTextFormat(Qt.TextFormat.PlainText)
        self.answer.setWordWrap(True)
        self.answer.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form = QFormLayout()
        form.addRow(self.time_label, self.seconds)
        self.buttons = QDialogButtonBox(self)
        self.start_button = QPushButton(self)
        self.cancel_button = QPushButton(self)
        self.close_button = QPushButton(self)
        for b in (self.start_button, self.cancel_button):
            self.buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.close_button.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.answer)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self.retranslate()
        self._set_running(False)

    # ------------------------------------------------------------------ the search
    @property
    def running(self) -> bool:
        return self._sid is not None

    def start(self) -> None:
        record = self.controller.record
        sfen, variant, moves = engine_request(record, self.node)
        limits = MateLimits(time=float(self.seconds.value()), table_size=TABLE_SIZE)
        self.result_line = []
        self.result_nodes = []
        self.answer.clear()
        self.progress.setText(self.tr("Searching…"))
        self._sid = self.worker.start(sfen, variant, moves, limits)
        self._set_running(True)
        self._timer.start()

    def cancel(self) -> None:
        """Stop the search (its answer, "no mate found", follows)."""
        if self.running:
            self.worker.cancel()
            self.progress.setText(self.tr("Stopping…"))

    def _poll(self) -> None:
        for msg in self.worker.poll():
            if getattr(msg, "search_id", None) != self._sid:
                continue
            if isinstance(msg, MateProgressMsg):
                self._show_progress(msg.nodes, msg.time)
            elif isinstance(msg, MateDoneMsg):
                self._done(msg)
                return
            elif isinstance(msg, ErrorMsg | DiedMsg):
                self._end()
                self.answer.setText(self.tr("The mate search failed: %1").replace("%1", msg.message))
                self.finished_search.emit(None)
                return

    def _show_progress(self, nodes: int, seconds: float) -> None:
        self.progress.setText(self.tr("%1 positions searched, %2 s").replace("%1", f"{nodes:,}")
                              .replace("%2", f"{seconds:.1f}"))

    def _end(self) -> None:
        self._sid = None
        self._timer.stop()
        self._set_running(False)

    def _done(self, msg: MateDoneMsg) -> None:
        self._end()
        self._show_progress(msg.nodes, msg.time)
        if msg.status is MateStatus.MATE:
            self._record_line(msg)
        elif msg.status is MateStatus.NO_MATE:
            self.answer.setText(self.tr("There is no mate: every check has been refuted."))
        elif msg.stopped_by == "chance":
            self.answer.setText(self.tr("No mate found: every mating try passes a magic gain (a die roll), "
                                        "and the search does not count on chance."))
        elif msg.stopped_by == "stop":
            self.answer.setText(self.tr("Cancelled: no mate found so far."))
        else:
            self.answer.setText(self.tr("No mate found within the limit."))
        self.finished_search.emit(msg)

    def _record_line(self, msg: MateDoneMsg) -> None:
        pos = self.controller.record.position_at(self.node)
        text = line_text(pos, msg.line, last_destination(self.node))
        try:
            self.result_nodes = self.controller.add_line(self.node, msg.line)
        except ValueError as exc:  # the record changed under the search: say so, keep the words
            log.warning("mate line not recorded: %s", exc)
            self.result_nodes = []
        self.result_line = list(msg.line)
        head = self.tr("Mate in %1:").replace("%1", str(len(msg.line)))
        if not msg.shortest:
            head = self.tr("Mate in %1 (a shorter one may exist):").replace("%1", str(len(msg.line)))
        tail = (self.tr("The line is in the move list after this position.") if self.result_nodes else
                self.tr("It is not added to the move list: the game goes on from this position."))
        self.answer.setText(f"{head} {text}\n{tail}".rstrip())

    def _set_running(self, running: bool) -> None:
        self.start_button.setEnabled(not running)
        self.seconds.setEnabled(not running)
        self.cancel_button.setEnabled(running)

    def shutdown(self) -> None:
        self._timer.stop()
        self._sid = None
        self.worker.close()

    def done(self, result: int) -> None:  # closing the dialog ends the search
        self.shutdown()
        super().done(result)

    # ------------------------------------------------------------------ words
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Mate Search"))
        self.time_label.setText(self.tr("Time limit:"))
        self.seconds.setSuffix(self.tr(" s"))
        self.start_button.setText(self.tr("&Search"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.close_button.setText(self.tr("Close"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


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
