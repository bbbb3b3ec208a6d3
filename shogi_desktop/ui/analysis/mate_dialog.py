"""The Mate Search dialog (Analysis → Mate Search…, :mod:`.mate_search`): a time limit, the search in a
process of its own, progress, Cancel and the answer.  Imported when the dialog first opens: it brings
the engine.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
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
                self._show_progress(msg.nodes, msg.time, msg.found)
            elif isinstance(msg, MateDoneMsg):
                self._done(msg)
                return
            elif isinstance(msg, ErrorMsg | DiedMsg):
                self._end()
                self.answer.setText(self.tr("The mate search failed: %1").replace("%1", msg.message))
                self._fit_answer()
                self.finished_search.emit(None)
                return

    def _show_progress(self, nodes: int, seconds: float, found: int = 0) -> None:
        text = self.tr("%Ln position(s) searched, %1 s", "", nodes).replace("%1", f"{seconds:.1f}")
        if found:
            text += "\n" + self.tr("A mate in %1 is found; looking for a shorter one…").replace("%1", str(found))
        self.progress.setText(text)

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
        self._fit_answer()
        self.finished_search.emit(msg)

    def _fit_answer(self) -> None:
        """Grow the dialog (never shrink it) so that the whole answer shows: a long mate wraps to many lines."""
        layout = self.layout()
        needed = layout.totalHeightForWidth(self.width()) if layout is not None and layout.hasHeightForWidth() else -1
        if needed > self.height():
            self.resize(self.width(), needed)

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
