"""Whole-game analysis: an engine evaluates every position of the main line and judges every move.

Analysis → Analyse Game… asks for the engine and the effort per position (seconds, or nodes), then
searches the positions one after another in the background (the engine runs in its own process, a
QTimer polls it; a progress bar with a cancel button sits in the status bar).  As results arrive:

* the graph dock draws the evaluation for every ply (pawns from Black's side; mates at the top or the
  bottom of the scale) beside the material balance, with a dot on each judged move;
* the move list writes the judgement after the move: ``?!`` inaccuracy, ``?`` mistake, ``??`` blunder;
* optionally (off by default) each move's comment gets a line ``解析: 評価値 +123 最善手 ▲７六歩``
  (the evaluation after the move and the engine's choice in its place), which a saved kifu keeps; a
  second analysis replaces that line.

Judgements follow lishogi's (``modules/analyse/Advice.scala``).  A move is judged by what it costs
the side that played it in *winning chances*, ``2 / (1 + exp(-0.001 × cp)) - 1`` (from -1, lost, to
+1, won), between the position before the move and the position after it: a drop of 0.1 or more is an
inaccuracy, 0.2 a mistake, 0.3 a blunder (:data:`JUDGEMENTS`).  For example, from an even position a
drop to -205 centipawns is an inaccuracy, to -420 a mistake, to -630 a blunder; from +1000 it takes a
fall to +530, +40 and -440.  Mates are judged apart, as lishogi does: a move that lets the opponent
mate is a blunder, a mistake if the mover was already 1000 centipawns down, an inaccuracy beyond 4000;
a move that gives up its own forced mate likewise by how well the mover still stands after it (below
+1000 a blunder, below +4000 a mistake, else an inaccuracy).  A longer but still forced mate is not
judged.

A new game or another record on show cancels the analysis (and drops its results); Analysis → Stop
Analysis cancels it too and keeps what was found.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QRadioButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...core.record import GameRecord, Node
from ..text.names import side_mark, ui_language
from .panel import (
    ANALYSIS_LEVEL,
    BUILTIN,
    POLL_MS,
    AnalysisDock,
    Score,
    best_move_text,
    centipawn_text,
    engine_can_analyse,
    engine_choices,
    engine_request,
    last_destination,
    make_engine_worker,
)

# The engines are imported when an analysis starts (not at start-up).
if TYPE_CHECKING:
    from ...engine.search import Limits
    from ...engine.worker import BestMoveMsg
    from ..window_api import WindowHost

log = logging.getLogger(__name__)

WIN_SCALE = 0.001  # lishogi's winning-chances curve for shogi engines' centipawns
JUDGEMENTS = ((0.3, "??"), (0.2, "?"), (0.1, "?!"))  # drop in winning chances -> mark
MATE_CUSHION = (4000, 1000)  # centipawns: inaccuracy beyond the first, mistake beyond the second
MARK_WORDS_JA = {"?!": "疑問手", "?": "悪手", "??": "大悪手"}
MARK_WORDS_EN = {"?!": "inaccuracy", "?": "mistake", "??": "blunder"}
COMMENT_PREFIXES = ("解析:", "Analysis:")


# --------------------------------------------------------------------------- judging
def winning_chances(cp: int) -> float:
    """lishogi's winning chances of a centipawn score: -1 (lost) .. +1 (won)."""
    return 2.0 / (1.0 + math.exp(-WIN_SCALE * max(-20000, min(20000, cp)))) - 1.0


def judge(before: Score, after: Score, mover: int) -> str | None:
    """The mark of a move by ``mover`` that led from ``before`` to ``after`` (scores from Black's
    side): ``"??"``, ``"?"``, ``"?!"`` or None (see the module's text for the thresholds)."""
    if before.mate is None and after.mate is None:
        delta = winning_chances(before.for_side(mover)) - winning_chances(after.for_side(mover))
        for threshold, mark in JUDGEMENTS:
            if delta >= threshold - 1e-9:
                return mark
        return None
    had_mate = before.mate is not None and before.winner == mover
    faces_mate = after.mate is not None and after.winner != mover
    if before.mate is None and faces_mate:  # the move lets the opponent mate
        cp = before.for_side(mover)
        if cp < -MATE_CUSHION[0]:
            return "?!"
        return "?" if cp < -MATE_CUSHION[1] else "??"
    if had_mate and (after.mate is None or faces_mate):  # the move gives up its forced mate
        cp = 0 if after.mate is not None else after.for_side(mover)
        if cp > MATE_CUSHION[0]:
            return "?!"
        return "?" if cp > MATE_CUSHION[1] else "??"
    return None


def attached(node: Node) -> bool:
    """``node`` is still part of its record's tree (not cut off with a deleted variation)."""
    while node.parent is not None:
        if not any(child is node for child in node.parent.children):
            return False
        node = node.parent
    return True


@dataclass
class PlyResult:
    """The engine's verdict on one position of the line."""

    score: Score  # from Black's side
    best: str  # the engine's best action there (USI or NAME!STEPS); "" when there is no legal action
    pv: list[str] = field(default_factory=list)
    depth: int = 0


@dataclass
class GameAnalysisOptions:
    engine_id: str = BUILTIN
    seconds: float = 1.0  # per position, when ``nodes`` is None
    nodes: int | None = None  # per position
    write_comments: bool = False

    def limits(self) -> Limits:
        from ...engine.search import Limits

        if self.nodes is not None:
            return Limits(nodes=max(1, int(self.nodes)))
        return Limits(movetime=max(0.05, float(self.seconds)))


# --------------------------------------------------------------------------- the options dialog
class GameAnalysisDialog(QDialog):
    """Engine and effort per position for a whole-game analysis."""

    def __init__(self, parent: QWidget | None = None, options: GameAnalysisOptions | None = None,
                 variant_id: str = "standard") -> None:
        super().__init__(parent)
        self.setObjectName("GameAnalysisDialog")
        opts = options or GameAnalysisOptions()
        self.engine_combo = QComboBox(self)
        for engine_id, label in engine_choices():
            if engine_can_analyse(engine_id, variant_id):
                self.engine_combo.addItem(label, engine_id)
        self.engine_combo.setCurrentIndex(max(0, self.engine_combo.findData(opts.engine_id)))
        self.by_time = QRadioButton(self)
        self.by_nodes = QRadioButton(self)
        group = QButtonGroup(self)
        group.addButton(self.by_time)
        group.addButton(self.by_nodes)
        self.seconds = QDoubleSpinBox(self)
        self.seconds.setRange(0.1, 120.0)
        self.seconds.setDecimals(1)
        self.seconds.setSingleStep(0.5)
        self.seconds.setValue(opts.seconds)
        self.nodes = QSpinBox(self)
        self.nodes.setRange(100, 1_000_000_000)
        self.nodes.setSingleStep(10_000)
        self.nodes.setValue(opts.nodes if opts.nodes is not None else 100_000)
        (self.by_nodes if opts.nodes is not None else self.by_time).setChecked(True)
        self.by_time.toggled.connect(self._sync)
        self.comments = QCheckBox(self)
        self.comments.setChecked(opts.write_comments)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        form = QFormLayout()
        self.engine_label = QLabel(self)
        form.addRow(self.engine_label, self.engine_combo)
        row1, row2 = QHBoxLayout(), QHBoxLayout()
        row1.addWidget(self.by_time)
        row1.addWidget(self.seconds)
        row2.addWidget(self.by_nodes)
        row2.addWidget(self.nodes)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                   self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addLayout(row1)
        lay.addLayout(row2)
        lay.addWidget(self.comments)
        lay.addWidget(self.note)
        lay.addWidget(buttons)
        self.retranslate()
        self._sync()

    def _sync(self) -> None:
        self.seconds.setEnabled(self.by_time.isChecked())
        self.nodes.setEnabled(self.by_nodes.isChecked())

    def options(self) -> GameAnalysisOptions:
        data = self.engine_combo.currentData()
        return GameAnalysisOptions(engine_id=str(data) if data else BUILTIN, seconds=self.seconds.value(),
                                   nodes=self.nodes.value() if self.by_nodes.isChecked() else None,
                                   write_comments=self.comments.isChecked())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Analyse Game"))
        self.engine_label.setText(self.tr("Engine:"))
        self.by_time.setText(self.tr("Seconds per position:"))
        self.by_nodes.setText(self.tr("Nodes per position:"))
        self.seconds.setSuffix(self.tr(" s"))
        self.comments.setText(self.tr("Write the evaluation and the best move into each move's comment"))
        self.note.setText(self.tr("Every position of the main line is analysed; moves are marked ?! "
                                  "(inaccuracy), ? (mistake) or ?? (blunder) by what they cost in "
                                  "winning chances."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


# --------------------------------------------------------------------------- the runner
class GameAnalysis(QObject):
    """Runs a whole-game analysis for the main window and shows its results."""

    running_changed = Signal(bool)
    progressed = Signal(int, int)  # positions done, positions in all
    finished = Signal(bool)  # True: every position was analysed; False: cancelled or failed

    def __init__(self, host: WindowHost, dock: AnalysisDock | None = None) -> None:
        super().__init__(host.window())
        self.host = host
        self.controller = host.controller
        self.dock = dock  # the analysis mode's dock: paused while a game analysis runs
        self.options = GameAnalysisOptions()
        self.results: dict[Node, PlyResult] = {}
        self.marks: dict[Node, str] = {}
        self._record: GameRecord | None = None
        self._queue: list[Node] = []
        self._total = 0
        self._node: Node | None = None
        self._sid: int | None = None
        self._worker: Any = None
        self._worker_engine = ""
        self._write_comments = False
        self.error = ""
        self.dialog: GameAnalysisDialog | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

        self.progress = QProgressBar(host.window())
        self.progress.setMaximumWidth(220)
        self.progress.setTextVisible(True)
        self.cancel_button = QToolButton(host.window())
        self.cancel_button.setAutoRaise(True)
        self.cancel_button.clicked.connect(self.cancel)
        host.add_status_widget(self.progress)
        host.add_status_widget(self.cancel_button)
        self.progress.hide()
        self.cancel_button.hide()
        self.controller.record_changed.connect(self._record_changed)
        self.progress.installEventFilter(self)  # its LanguageChange retranslates the texts here
        self.retranslate()

    # ------------------------------------------------------------------ state
    @property
    def running(self) -> bool:
        return self._node is not None

    @property
    def record(self) -> GameRecord | None:
        """The record the results belong to."""
        return self._record

    def done(self) -> int:
        return self._total - len(self._queue) - (1 if self._node is not None else 0)

    def total(self) -> int:
        return self._total

    # ------------------------------------------------------------------ starting and stopping
    def ask_and_start(self) -> GameAnalysisDialog | None:
        """Open the options dialog (not modal); OK starts the analysis."""
        if self.running:
            return None
        variant_id = self.controller.record.root.snapshot.variant_id
        dialog = GameAnalysisDialog(self.host.window(), self.options, variant_id)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.start(dialog.options()))
        dialog.destroyed.connect(lambda _o=None: setattr(self, "dialog", None))
        self.dialog = dialog
        dialog.open()
        return dialog

    def start(self, options: GameAnalysisOptions | None = None) -> bool:
        """Analyse the main line of the game on show; False (with a status message) if it cannot."""
        if options is not None:
            self.options = options
        opts = self.options
        if self.running:
            self.cancel()
        record = self.controller.record
        variant_id = record.root.snapshot.variant_id
        if not engine_can_analyse(opts.engine_id, variant_id):
            return self._refuse(self.tr("That engine cannot analyse this game's rules: choose the built-in "
                                        "engine, or a Fairy-Stockfish checked for this variant (Engines...)."))
        nodes = [n for n in record.main_line() if n.ending is None]
        if self._worker is None or self._worker_engine != opts.engine_id:
            self._close_worker()
            try:
                self._worker = make_engine_worker(opts.engine_id)
            except (ValueError, OSError) as exc:
                return self._refuse(self.tr("The engine cannot be started: %1").replace("%1", str(exc)))
            self._worker_engine = opts.engine_id
        if record is not self._record:
            self.results, self.marks = {}, {}
        self._record = record
        self._write_comments = opts.write_comments
        self._queue = list(nodes)
        for n in nodes:  # a new analysis replaces the old verdicts on this line
            self.results.pop(n, None)
            self.marks.pop(n, None)
        self._total = len(self._queue)
        self.error = ""
        self.progress.setRange(0, self._total)
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        self.host.show_graph()
        if self.dock is not None:
            self.dock.hold("game", self.tr("Paused while the whole game is analysed."))
        self._show_results()
        self.host.show_message(self.tr("Analysing the game…"), 3000)
        self._next()
        if self.running:
            self.running_changed.emit(True)
        return True

    def _refuse(self, message: str) -> bool:
        self.error = message
        self.host.show_message(message, 10000)
        return False

    def cancel(self) -> None:
        """Stop now; what was found stays on show."""
        if not self.running:
            return
        self._end(False, self.tr("Game analysis cancelled."))

    def shutdown(self) -> None:
        """End the engine (the window closes)."""
        self._timer.stop()
        self._queue = []
        self._node = None
        self._sid = None
        self._close_worker()

    def _close_worker(self) -> None:
        worker = self._worker
        self._worker = None
        self._worker_engine = ""
        if worker is not None:
            try:
                worker.close()
            except Exception as exc:  # noqa: BLE001 - closing must never fail the window
                log.warning("closing the game-analysis engine: %s", exc)

    def _end(self, complete: bool, message: str) -> None:
        self._queue = []
        self._node = None
        self._sid = None
        if self._worker is not None:
            self._worker.stop()
        self._timer.stop()
        self.progress.hide()
        self.cancel_button.hide()
        if self.dock is not None:
            self.dock.hold("game", None)
        self.host.show_message(message, 15000)
        self.running_changed.emit(False)
        self.finished.emit(complete)

    def _record_changed(self) -> None:
        if self._record is None:
            return
        if self.controller.record is not self._record:
            # a new game, another file: the analysis belonged to the game that was on show
            if self.running:
                self._end(False, self.tr("Game analysis cancelled: another game is on show."))
            self.results, self.marks = {}, {}
            self._record = None
            self._show_results()
            return
        self._show_results()

    # ------------------------------------------------------------------ searching
    def _next(self) -> None:
        while self._queue and not attached(self._queue[0]):
            self._queue.pop(0)  # deleted from the record meanwhile
        if not self._queue:
            self._end(True, self.summary())
            return
        node = self._queue.pop(0)
        self._node = node
        sfen, variant, moves = engine_request(self._record or self.controller.record, node)
        self._sid = self._worker.start(sfen, variant, moves, self.options.limits(), level=ANALYSIS_LEVEL)
        self._timer.start()

    def _poll(self) -> None:
        from ...engine.worker import BestMoveMsg, DiedMsg, ErrorMsg

        worker = self._worker
        if worker is None or self._node is None:
            self._timer.stop()
            return
        for msg in worker.poll():
            if isinstance(msg, DiedMsg):
                self._end(False, self.tr("Game analysis stopped: the engine stopped working (%1).").replace(
                    "%1", msg.message))
                self._close_worker()
                return
            if msg.search_id != self._sid:
                continue
            if isinstance(msg, ErrorMsg):
                self._end(False, self.tr("Game analysis stopped: %1").replace("%1", msg.message))
                return
            if isinstance(msg, BestMoveMsg):
                self._store(self._node, msg)
                self.progress.setValue(self.done() + 1)
                self._node = None
                self.progressed.emit(self.done(), self._total)
                self._next()
                return

    def _store(self, node: Node, msg: BestMoveMsg) -> None:
        side = node.snapshot.side
        pv = list(msg.pv) or ([msg.move] if msg.move else [])
        self.results[node] = PlyResult(Score.from_engine(msg.score, msg.mate, side), msg.move, pv, msg.depth)
        for n in (node, *node.children[:1]):
            self._judge(n)
        self._show_results()

    def _judge(self, node: Node) -> None:
        parent = node.parent
        if parent is None or node.ending is not None or not attached(node):
            return
        before, after = self.results.get(parent), self.results.get(node)
        if before is None or after is None:
            return
        mark = judge(before.score, after.score, parent.snapshot.side)
        if mark is None:
            self.marks.pop(node, None)
        else:
            self.marks[node] = mark
        if self._write_comments:
            self._write_comment(node, before, after, mark)

    def _write_comment(self, node: Node, before: PlyResult, after: PlyResult, mark: str | None) -> None:
        record = self._record
        if record is None or node.parent is None:
            return
        lang = ui_language()
        pos = record.position_at(node.parent)
        best = best_move_text(pos, before.best, last_destination(node.parent), lang) if before.best else "-"
        value = centipawn_text(after.score)
        if lang == "ja":
            line = f"解析: 評価値 {value} 最善手 {best}"
            if mark:
                line += f" {MARK_WORDS_JA[mark]}"
        else:
            line = f"Analysis: evaluation {value}, best move {best}"
            if mark:
                line += f" ({MARK_WORDS_EN[mark]})"
        kept = [s for s in node.comment.splitlines() if not s.startswith(COMMENT_PREFIXES)]
        self.controller.set_comment(node, "\n".join([*kept, line]) if kept else line)

    # ------------------------------------------------------------------ showing
    def evaluation_series(self) -> list[float | None]:
        """Pawns from Black's side for every position of the line being followed (None: not analysed)."""
        record = self.controller.record
        if self._record is None or record is not self._record:
            return []
        line = [n for n in record.current_line() if n.ending is None]
        return [self.results[n].score.pawns() if n in self.results else None for n in line]

    def ply_marks(self) -> dict[int, str]:
        record = self.controller.record
        if self._record is None or record is not self._record:
            return {}
        line = [n for n in record.current_line() if n.ending is None]
        return {i: self.marks[n] for i, n in enumerate(line) if n in self.marks}

    def _show_results(self) -> None:
        graph = self.host.graph
        series = self.evaluation_series()
        graph.set_evaluation(series if any(v is not None for v in series) else [])
        graph.set_marks(self.ply_marks())
        self.host.move_list.set_marks(dict(self.marks) if self.controller.record is self._record else {})

    def summary(self) -> str:
        """``Game analysis finished: ☗ ?! 1 ? 0 ?? 1 — ☖ ?! 0 ? 2 ?? 0``."""
        counts = [{m: 0 for m in ("?!", "?", "??")} for _ in range(2)]
        for node, mark in self.marks.items():
            if node.parent is not None:
                counts[node.parent.snapshot.side][mark] += 1
        parts = [side_mark(c) + " " + " ".join(f"{m} {counts[c][m]}" for m in ("?!", "?", "??")) for c in (0, 1)]
        return self.tr("Game analysis finished: %1").replace("%1", " — ".join(parts))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if watched is self.progress and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.progress.setFormat(self.tr("Analysing %v / %m"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Cancel the game analysis"))
