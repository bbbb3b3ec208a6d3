"""Analysis mode: an engine analyses the shown position continuously, as in ShogiHome and ShogiGUI.

    dock = make_analysis(window)               # ui/analysis/menu.py: the dock, the game analysis, the menu
    dock.set_active(True)                     # start; the shown position is searched without a limit

While the mode is on and the dock is visible, the engine searches the position on the board with an
infinite search (:class:`~shogi_desktop.engine.worker.EngineWorker`, or a registered external engine
with the same interface) and the dock shows, live: the evaluation from Black's side (centipawns and
``+1.23 (Black better)``; a mate as ``Mate in 3 (Black wins)``), depth, nodes, speed, and the best line
as readable moves (``▲７六歩△３四歩…``: every text of the line is checked against the core's legal
actions and named by the move list's notation, card and magic plies included).  The best move is drawn
as an arrow on the board and can be played with one click.

A change of the shown position restarts the search (after a short pause, so stepping through a game
does not start a search per step); hiding the dock, turning the mode off, the computer thinking about
its move in a game, or a whole-game analysis (:mod:`.game_analysis`) stops it.  The GUI thread never
waits: a QTimer polls the engine.

The built-in engine analyses every variant and add-on; a registered USI engine (``app/engines.py``)
is offered for standard and handicap games, and a registered Fairy-Stockfish also for the sub-variants
it passed the check for (``app/fairy_support.py``; while that check runs the dock waits for it).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core.position import Position, move_to
from ...core.record import GameRecord, Node
from ..game.controller import GameController
from ..game.movelist import line_texts
from ..text.names import ui_language

# The engines are imported when an analysis starts (not at start-up).
if TYPE_CHECKING:
    from ...app.engines import EngineRegistry
    from ...engine import PlayedMove
    from ...engine.worker import BestMoveMsg, DiedMsg, InfoMsg
    from ..board.scene import BoardScene
    from ..game.ai_player import AIPlayer
    from .game_analysis import GameAnalysis
    from .menu import AnalysisMenu

log = logging.getLogger(__name__)

BUILTIN = "builtin"  # the engine id of the built-in engine (as app.engines.BUILTIN)
ANALYSIS_LEVEL = 10  # full strength: no noise, no deliberate mistakes
RESTART_MS = 120  # a new position is searched after this pause (stepping through a game quickly)
POLL_MS = 100
CHECK_WAIT_MS = 1000  # while a Fairy-Stockfish is being checked, look again after this pause
EVAL_CAP_PAWNS = 30.0  # the graph shows mates and huge scores at this height

# Words for the evaluation, by |centipawns| from Black's side (the usual Japanese scale of
# 互角 / やや有利 / 有利 / 優勢 / 勝勢): below the first bound the position is even.
GRADES = (150, 500, 1000, 2000)


# --------------------------------------------------------------------------- scores
@dataclass(frozen=True)
class Score:
    """An engine's score, from Black's side.

    ``cp``: centipawns for Black (a mate is ``±(MATE - plies)`` as the built-in engine writes it);
    ``mate``: None, or the plies to mate, > 0 when Black mates, < 0 when White mates; 0 when the side
    to move is already mated (then the sign of ``cp`` says who won)."""

    cp: int
    mate: int | None = None

    @classmethod
    def from_engine(cls, score: int, mate: int | None, side: int) -> Score:
        """From a score and a mate as engines report them (for the side to move, ``side``)."""
        from ...engine.search import MATE

        if mate is not None:
            wins = mate > 0  # mate 0: the side to move is mated
            cp = (MATE - abs(mate)) * (1 if wins else -1)
            black = cp if side == 0 else -cp
            return cls(black, abs(mate) * (1 if black > 0 else -1))
        return cls(score if side == 0 else -score, None)

    def for_side(self, color: int) -> int:
        """Centipawns from ``color``'s side."""
        return self.cp if color == 0 else -self.cp

    @property
    def winner(self) -> int | None:
        """The side a mate score says wins (None without a mate)."""
        if self.mate is None:
            return None
        return 0 if self.cp > 0 else 1

    def pawns(self, cap: float = EVAL_CAP_PAWNS) -> float:
        """Pawns from Black's side for a graph, mates and huge scores at ±``cap``."""
        if self.mate is not None:
            return cap if self.cp > 0 else -cap
        return max(-cap, min(cap, self.cp / 100.0))


def side_word(color: int, handicap: bool = False) -> str:
    if handicap:
        if color == 0:
            return QCoreApplication.translate("Analysis", "Shitate (Black)")
        return QCoreApplication.translate("Analysis", "Uwate (White)")
    if color == 0:
        return QCoreApplication.translate("Analysis", "Black")
    return QCoreApplication.translate("Analysis", "White")


def grade_text(cp: int, handicap: bool = False) -> str:
    """Words for a centipawn score from Black's side: Even, Black slightly better, ..., White winning."""
    size = abs(cp)
    if size < GRADES[0]:
        return QCoreApplication.translate("Analysis", "Even")
    side = side_word(0 if cp > 0 else 1, handicap)
    if size < GRADES[1]:
        text = QCoreApplication.translate("Analysis", "%1 slightly better")
    elif size < GRADES[2]:
        text = QCoreApplication.translate("Analysis", "%1 better")
    elif size < GRADES[3]:
        text = QCoreApplication.translate("Analysis", "%1 much better")
    else:
        text = QCoreApplication.translate("Analysis", "%1 winning")
    return text.replace("%1", side)


def mate_text(score: Score, handicap: bool = False) -> str:
    """``Mate in 3 (Black wins)``; ``Checkmate (White wins)`` when the side to move is mated."""
    winner = side_word(score.winner or 0, handicap)
    n = abs(score.mate or 0)
    if n == 0:
        return QCoreApplication.translate("Analysis", "Checkmate (%1 wins)").replace("%1", winner)
    return QCoreApplication.translate("Analysis", "Mate in %1 (%2 wins)").replace("%1", str(n)).replace(
        "%2", winner)


def score_text(score: Score, handicap: bool = False) -> str:
    """``+1.23 (Black slightly better)``, ``0.00 (Even)``, ``Mate in 3 (Black wins)``."""
    if score.mate is not None:
        return mate_text(score, handicap)
    number = "0.00" if score.cp == 0 else f"{score.cp / 100:+.2f}"
    return f"{number} ({grade_text(score.cp, handicap)})"


def centipawn_text(score: Score) -> str:
    """``+123``, ``-45``, ``0``; a mate as ``+M3`` / ``-M3`` (``M0``: mated)."""
    if score.mate is not None:
        return ("+" if score.cp > 0 else "-") + f"M{abs(score.mate)}"
    return "0" if score.cp == 0 else f"{score.cp:+d}"


def count_text(n: int) -> str:
    """A node count or speed with the locale's digit grouping (1,234,567)."""
    return QLocale().toString(int(n))


# --------------------------------------------------------------------------- engines
def builtin_label() -> str:
    return QCoreApplication.translate("Analysis", "Built-in engine")


def engine_choices() -> list[tuple[str, str]]:
    """(engine id, label) of every engine that can analyse: the built-in one, then the registered
    external engines (``app/engines.py``, when that registry exists)."""
    out = [(BUILTIN, builtin_label())]
    for engine_id, label in _registered_engines():
        out.append((engine_id, label))
    return out


def _registered_engines() -> list[tuple[str, str]]:
    from ...app.engines import EngineRegistry

    try:
        registry = EngineRegistry.load()
        registry.request_checks()  # a Fairy-Stockfish not checked yet for the variants: in the background
        return [(e.id, e.name) for e in registry]
    except Exception as exc:  # noqa: BLE001 - a damaged registry must not break the analysis
        log.warning("registered engines unreadable: %s", exc)
        return []


def make_engine_worker(engine_id: str) -> Any:
    """A worker with :class:`~shogi_desktop.engine.worker.EngineWorker`'s interface for ``engine_id``
    (the built-in engine at full strength, or a registered USI engine); raises ValueError when the
    engine is not registered (any more)."""
    if engine_id == BUILTIN:
        from ...engine.worker import EngineWorker

        return EngineWorker(level=ANALYSIS_LEVEL)
    from ...app.engines import EngineRegistry, EngineRegistryError

    try:
        return EngineRegistry.load().make_worker(engine_id, level=ANALYSIS_LEVEL)
    except EngineRegistryError as exc:
        raise ValueError(str(exc)) from exc


def engine_can_analyse(engine_id: str, variant_id: str) -> bool:
    """The built-in engine analyses every variant and add-on; an external USI engine standard shogi
    (handicap games included), a Fairy-Stockfish also the sub-variants it was checked for."""
    return engine_id == BUILTIN or _registry().plays(engine_id, variant_id)


def _registry() -> EngineRegistry:
    from ...app.engines import EngineRegistry

    return EngineRegistry.load()


def engine_request(record: GameRecord, node: Node) -> tuple[str, str, list[PlayedMove]]:
    """(sfen, variant id, moves) that give an engine the position at ``node`` with its whole history:
    each move with its recorded inputs (王将ファンタジスタ's rolled gains are not in the move texts; a USI
    engine, which plays no game with dice, is given the texts only)."""
    return record.start_sfen, record.root.snapshot.variant_id, list(record.moves_with_inputs(node))


def last_destination(node: Node) -> int | None:
    """The square the move leading to ``node`` landed on (for 同 in the next move's text)."""
    base = node.parent if node.ending is not None else node
    if base is None or not isinstance(base.move, int):
        return None
    return move_to(base.move)


def line_text(pos: Position, pv: list[str], last_to: int | None, language: str | None = None) -> str:
    """The engine's best line as readable moves: ``▲７六歩△３四歩▲２六歩`` in Japanese, ``P-7f P-3d``
    in English."""
    lang = language or ui_language()
    texts = line_texts(pos, pv, last_to, lang)
    if lang == "ja":  # one run of moves: 同歩, not the column-aligned 同　歩 of a move list
        return "".join(t.replace("同\u3000", "同") for t in texts)
    return " ".join(texts)


def best_move_text(pos: Position, move: str, last_to: int | None, language: str | None = None) -> str:
    texts = line_texts(pos, [move], last_to, language or ui_language()) if move else []
    return texts[0] if texts else move


# --------------------------------------------------------------------------- the dock
class AnalysisDock(QDockWidget):
    """The analysis mode's panel: engine, start/stop, evaluation, depth, nodes, speed, best line."""

    running_changed = Signal(bool)  # a search of the shown position started (True) or ended (False)
    updated = Signal()  # new figures are on show

    def __init__(self, controller: GameController, scene: BoardScene | None = None, ai: AIPlayer | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AnalysisDock")
        self.controller = controller
        self.scene = scene  # the board scene (draws the best-move arrow), optional
        self.ai = ai  # the computer player (its thinking pauses the analysis), optional
        self._active = False
        self._holds: dict[str, str] = {}  # reasons to pause (a game analysis running), by key
        self._worker: Any = None
        self._worker_engine = ""
        self._sid: int | None = None
        self._node: Node | None = None  # the node being (or last) analysed
        self._record: GameRecord | None = None
        self._pos: Position | None = None
        self._done: Node | None = None  # the node whose search ended by itself (a mate found)
        self._best: str = ""  # the best move's text in the analysed position
        self._last: InfoMsg | BestMoveMsg | None = None
        self._status_key = ""
        self.games: GameAnalysis | None = None  # the whole-game analysis (menu.py), shut down with the dock
        self.menu: AnalysisMenu | None = None  # the Analysis menu (menu.py)
        self.view_action: QAction | None = None  # View → Analysis

        body = QWidget(self)
        self.engine_combo = QComboBox(body)
        self.engine_combo.currentIndexChanged.connect(self._engine_changed)
        self.start_button = QPushButton(body)
        self.start_button.setCheckable(True)
        self.start_button.toggled.connect(self.set_active)
        top = QHBoxLayout()
        top.addWidget(self.engine_combo, 1)
        top.addWidget(self.start_button)
        self.eval_label = QLabel(body)
        self.eval_label.setTextFormat(Qt.TextFormat.PlainText)
        big = QFont(self.eval_label.font())
        big.setPointSizeF(big.pointSizeF() * 1.35)
        big.setBold(True)
        self.eval_label.setFont(big)
        self.eval_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail_label = QLabel(body)
        self.detail_label.setTextFormat(Qt.TextFormat.PlainText)
        self.detail_label.setWordWrap(True)
        self.line_label = QLabel(body)
        self.line_label.setTextFormat(Qt.TextFormat.PlainText)
        self.line_label.setWordWrap(True)
        self.line_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.line_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.status_label = QLabel(body)
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)  # an engine's error words, never markup
        self.status_label.setWordWrap(True)
        self.status_label.setStyleSheet("color: palette(mid);")
        self.play_button = QPushButton(body)
        self.play_button.clicked.connect(self.play_best_move)
        self.arrow_check = QCheckBox(body)
        self.arrow_check.setChecked(True)
        self.arrow_check.toggled.connect(lambda _on: self._show_arrow())
        bottom = QHBoxLayout()
        bottom.addWidget(self.play_button)
        bottom.addWidget(self.arrow_check, 1)
        lay = QVBoxLayout(body)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.addLayout(top)
        lay.addWidget(self.eval_label)
        lay.addWidget(self.detail_label)
        lay.addWidget(self.line_label)
        lay.addLayout(bottom)
        lay.addWidget(self.status_label)
        lay.addStretch(1)
        self.setWidget(body)

        self._restart = QTimer(self)
        self._restart.setSingleShot(True)
        self._restart.setInterval(RESTART_MS)
        self._restart.timeout.connect(self.refresh)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

        controller.position_changed.connect(self._position_changed)
        controller.record_changed.connect(self._position_changed)
        if ai is not None:
            ai.thinking_changed.connect(lambda _thinking: self._restart.start())
        self.visibilityChanged.connect(self._visibility_changed)
        self.engine_combo.addItem(builtin_label(), BUILTIN)  # the registered ones when first shown
        self._engines_listed = False
        self.retranslate()
        self._clear_figures()

    # ------------------------------------------------------------------ state
    @property
    def active(self) -> bool:
        """The analysis mode is on (it may be paused: hidden dock, the computer thinking)."""
        return self._active

    @property
    def running(self) -> bool:
        """A search of the shown position is in progress."""
        return self._sid is not None

    @property
    def worker(self) -> Any:
        return self._worker

    def engine_id(self) -> str:
        data = self.engine_combo.currentData()
        return str(data) if data else BUILTIN

    def set_engine(self, engine_id: str) -> bool:
        i = self.engine_combo.findData(engine_id)
        if i < 0:
            return False
        self.engine_combo.setCurrentIndex(i)
        return True

    def _visibility_changed(self, visible: bool) -> None:
        if visible and not self._engines_listed:
            # in the next event loop turn, if still shown: the window's dock arranging shows every dock
            # for a moment (ui/window_layout.py), and listing the engines loads the engine support
            QTimer.singleShot(0, self, self._list_engines_if_shown)
        self._restart.start()

    def _list_engines_if_shown(self) -> None:
        if self.isVisible() and not self._engines_listed:
            self.fill_engines()

    def fill_engines(self) -> None:
        """(Re)list the engines: the built-in one and the registered ones."""
        self._engines_listed = True
        current = self.engine_combo.currentData()
        self.engine_combo.blockSignals(True)
        self.engine_combo.clear()
        for engine_id, label in engine_choices():
            self.engine_combo.addItem(label, engine_id)
        i = self.engine_combo.findData(current) if current else 0
        self.engine_combo.setCurrentIndex(max(0, i))
        self.engine_combo.blockSignals(False)

    def best_move(self) -> str:
        """The best move's text (USI or ``NAME!STEPS``) for the analysed position, "" when none yet."""
        return self._best

    def analysed_node(self) -> Node | None:
        return self._node

    def last_score(self) -> Score | None:
        """The last evaluation on show, from Black's side."""
        if self._last is None or self._pos is None:
            return None
        return Score.from_engine(self._last.score, self._last.mate, self._pos.side)

    def last_message(self) -> InfoMsg | BestMoveMsg | None:
        return self._last

    def status_text(self) -> str:
        return self.status_label.text()

    # ------------------------------------------------------------------ switching
    def set_active(self, on: bool) -> None:
        """Turn the analysis mode on or off."""
        if self.start_button.isChecked() != on:
            self.start_button.setChecked(on)  # comes back here through toggled
            return
        if on == self._active:
            return
        self._active = on
        self._done = None
        self.retranslate()
        if not on:
            self._stop_search()
            self._set_status("off")
            self._show_arrow()
        self.refresh()

    def hold(self, key: str, reason: str | None) -> None:
        """Pause the analysis for ``key`` with the translated ``reason`` (None lifts that hold)."""
        if reason is None:
            self._holds.pop(key, None)
        else:
            self._holds[key] = reason
        self._restart.start()

    def _pause_reason(self) -> str | None:
        if not self._active:
            return ""
        if not self.isVisible():
            return self.tr("Paused: the analysis panel is hidden.")
        ai = self.ai
        if ai is not None and (ai.thinking or _wants_move(ai)):
            return self.tr("Paused while the computer thinks about its move.")
        for reason in self._holds.values():
            return reason
        return None

    def refresh(self) -> None:
        """Start, restart or stop the search to match the mode, the panel and the shown position."""
        reason = self._pause_reason()
        if reason is not None:
            if self._sid is not None:
                self._stop_search()
            if reason:
                self._set_status("paused", reason)
            return
        c = self.controller
        node = c.current
        same = node is self._node and c.record is self._record
        if same and (self._sid is not None or self._done is node):
            return
        self._start(node)

    def _position_changed(self, *_args: object) -> None:
        c = self.controller
        if c.current is not self._node or c.record is not self._record:
            if self._sid is not None and self._worker is not None:
                self._worker.stop()  # the old position's search ends now; the new one starts shortly
                self._sid = None
                self.running_changed.emit(False)
            self._done = None
            if self._active:
                self._clear_figures()
        if self._record is not None and c.record is not self._record:
            self.forget_game()
        self._restart.start()

    def forget_game(self) -> None:
        """Another game is on show (a file opened, a new game): nothing of the last one's analysis stays
        on the panel, whether the analysis mode is on or off."""
        self._node, self._record, self._pos, self._done = None, None, None, None
        self._clear_figures()
        if not self._active:
            self._set_status("off")  # not "finished" or an error about the last game

    def _engine_changed(self, _index: int) -> None:
        self._done = None
        if self._worker is not None and self._worker_engine != self.engine_id():
            self._stop_search()
            self._close_worker()
        self._node = None
        self._restart.start()

    # ------------------------------------------------------------------ searching
    def _start(self, node: Node) -> None:
        from ...engine.search import Limits

        c = self.controller
        record = c.record
        engine_id = self.engine_id()
        variant_id = record.root.snapshot.variant_id
        self._node, self._record = node, record
        self._pos = record.position_at(node)
        self._best = ""
        self._last = None
        self._clear_figures()
        if not engine_can_analyse(engine_id, variant_id):
            name = self.engine_combo.currentText()
            if engine_id != BUILTIN and _registry().being_checked(engine_id, variant_id):
                self._set_status("paused", self.tr("%1 is being checked against this variant's rules…")
                                 .replace("%1", name))
                self._node = None
                QTimer.singleShot(CHECK_WAIT_MS, self._restart.start)  # try again when it may be done
                return
            self._set_status("error", self.tr("%1 does not play this rule set: choose the built-in engine "
                                              "for this game.").replace("%1", name))
            self._done = node
            return
        if self._worker is None or self._worker_engine != engine_id or not self._worker.plays(variant_id):
            self._close_worker()
            try:
                self._worker = make_engine_worker(engine_id)
            except (ValueError, OSError) as exc:
                self._set_status("error", self.tr("The engine cannot be started: %1").replace("%1", str(exc)))
                self._done = node
                return
            self._worker_engine = engine_id
        sfen, variant, moves = engine_request(record, node)
        self._sid = self._worker.start(sfen, variant, moves, Limits(infinite=True), level=ANALYSIS_LEVEL)
        self._set_status("running")
        self._timer.start()
        self.running_changed.emit(True)

    def _stop_search(self) -> None:
        was = self._sid is not None
        self._sid = None
        if self._worker is not None:
            self._worker.stop()
        if was:
            self.running_changed.emit(False)
            if self._active:
                self._set_status("stopped")

    def _close_worker(self) -> None:
        worker = self._worker
        self._worker = None
        self._worker_engine = ""
        self._sid = None
        if worker is not None:
            try:
                worker.close()
            except Exception as exc:  # noqa: BLE001 - closing must never fail the window
                log.warning("closing the analysis engine: %s", exc)

    def shutdown(self) -> None:
        """End the engine (the window closes)."""
        self._restart.stop()
        self._timer.stop()
        self._active = False
        self._close_worker()
        if self.games is not None:
            self.games.shutdown()

    def _poll(self) -> None:
        from ...engine.worker import BestMoveMsg, DiedMsg, ErrorMsg, InfoMsg

        worker = self._worker
        if worker is None:
            self._timer.stop()
            return
        latest: InfoMsg | None = None  # several reports may have come since the last poll: show the last
        for msg in worker.poll():
            if isinstance(msg, DiedMsg):
                self._died(msg)
                return
            if msg.search_id != self._sid:
                continue  # a stopped search's late words
            if isinstance(msg, InfoMsg):
                if msg.pv or latest is None:
                    latest = msg
            elif isinstance(msg, BestMoveMsg):
                latest = None
                self._finished(msg)
            elif isinstance(msg, ErrorMsg):
                self._sid = None
                self._done = self._node
                self.running_changed.emit(False)
                self._set_status("error", self.tr("The engine could not analyse this position: %1").replace(
                    "%1", msg.message))
        if latest is not None and latest.search_id == self._sid:
            self._show(latest)
        if self._sid is None and not worker.busy:
            self._timer.stop()

    def _died(self, msg: DiedMsg) -> None:
        was = self._sid is not None
        self._done = self._node
        self._close_worker()
        if was:
            self.running_changed.emit(False)
        self._set_status("error", self.tr("The engine stopped working: %1").replace("%1", msg.message))

    def _finished(self, msg: BestMoveMsg) -> None:
        self._sid = None
        self._done = self._node  # searched to the end (a mate found): nothing more to learn here
        self.running_changed.emit(False)
        if not msg.move:
            self._last = msg
            self._best = ""
            self._render()
            self._set_status("finished", self.tr("No legal move: the side to move has lost."))
            return
        self._show(msg)
        self._set_status("finished", self.tr("The search has ended (depth %1).").replace("%1", str(msg.depth)))

    # ------------------------------------------------------------------ showing
    def _show(self, msg: InfoMsg | BestMoveMsg) -> None:
        from ...engine.worker import BestMoveMsg, InfoMsg

        if not msg.pv and isinstance(msg, InfoMsg) and self._last is not None:
            return
        self._last = msg
        pv = list(msg.pv) or ([msg.move] if isinstance(msg, BestMoveMsg) and msg.move else [])
        self._best = pv[0] if pv else ""
        self._render()

    def _render(self) -> None:
        msg, pos, node = self._last, self._pos, self._node
        if msg is None or pos is None or node is None:
            self._clear_figures()
            return
        handicap = bool(self.controller.record.handicap)
        score = Score.from_engine(msg.score, msg.mate, pos.side)
        self.eval_label.setText(score_text(score, handicap))
        parts = [self.tr("Evaluation %1").replace("%1", centipawn_text(score)),
                 self.tr("Depth %1").replace("%1", str(msg.depth)),
                 self.tr("Nodes %1").replace("%1", count_text(msg.nodes)),
                 self.tr("%1 nodes/s").replace("%1", count_text(msg.nps))]
        self.detail_label.setText(" · ".join(parts))
        pv = list(msg.pv) or ([self._best] if self._best else [])
        line = line_text(pos, pv, last_destination(node))
        self.line_label.setText(self.tr("Best line: %1").replace("%1", line) if line else "")
        self._update_play()
        self._show_arrow()
        self.updated.emit()

    def _clear_figures(self) -> None:
        self.eval_label.setText("—")
        self.detail_label.setText("")
        self.line_label.setText("")
        self._best = ""
        self._last = None
        self._update_play()
        self._show_arrow()

    def best_action(self) -> Any:
        """The best move as a legal action of the shown position, or None."""
        pos, node = self._pos, self._node
        if not self._best or pos is None or node is not self.controller.current:
            return None
        from ...engine import parse_action_text

        try:
            return parse_action_text(pos, self._best)
        except ValueError:
            return None

    def _update_play(self) -> None:
        action = self.best_action()
        c = self.controller
        can = (action is not None and self._pos is not None and self._pos.side in c.movable_colors()
               and not c.is_over())
        self.play_button.setEnabled(bool(can))

    def _show_arrow(self) -> None:
        scene = self.scene
        if scene is None:
            return
        action = self.best_action() if self._active and self.arrow_check.isChecked() else None
        if action is None and scene.best_move() is None:
            return
        scene.set_best_move(action)

    def play_best_move(self) -> bool:
        """Play the best move on the board (as the user would)."""
        action = self.best_action()
        if action is None or not self.play_button.isEnabled():
            return False
        return bool(self.controller.try_move(action))

    # ------------------------------------------------------------------ texts
    def _set_status(self, key: str, text: str | None = None) -> None:
        self._status_key = key
        if text is None:
            text = {
                "off": self.tr("Press Start to analyse the position on the board."),
                "running": self.tr("Analysing…"),
                "stopped": self.tr("Stopped."),
            }.get(key, "")
        self.status_label.setText(text)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Analysis"))
        self.start_button.setText(self.tr("Stop") if self._active else self.tr("Start"))
        self.start_button.setToolTip(self.tr("Analyse the position on the board continuously"))
        self.play_button.setText(self.tr("Play Best Move"))
        self.arrow_check.setText(self.tr("Show the best move on the board"))
        self.engine_combo.setToolTip(self.tr("The engine that analyses"))
        if self.engine_combo.count():
            self.engine_combo.setItemText(0, builtin_label())
        if self._status_key in ("off", "running", "stopped", ""):
            self._set_status(self._status_key or "off")
        if self._last is not None:
            self._render()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _wants_move(ai: AIPlayer) -> bool:
    try:
        return bool(ai.wants_move())
    except Exception:  # noqa: BLE001 - the AI player's own checks must not break the analysis
        return False
