"""The computer player: plays the built-in engine's moves for the sides the game setup gives it.

An :class:`AIPlayer` watches a :class:`~shogi_desktop.ui.controller.GameController`.  When the side to
move is the computer, the game goes on and the last position of the line is shown, it starts an
:class:`~shogi_desktop.engine.worker.EngineWorker` search (in another process) and polls it with a
QTimer, so the GUI thread never waits.  The answer is played through ``controller.try_move`` like a
human move.  Any change of the shown position (take back, navigation, new game, resignation, game
over) makes the pending answer stale: it is stopped and ignored.  ``shutdown()`` ends the process.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from ..core.record import Node
from ..engine import parse_action_text
from ..engine.search import LEVELS, Limits
from ..engine.worker import BestMoveMsg, DiedMsg, EngineWorker, ErrorMsg
from .controller import GameController

DEFAULT_LEVEL = 3


def think_time(level: int) -> float:
    """The most seconds the engine may think at ``level`` (low levels stop earlier on their caps)."""
    return min(5.0, 0.5 + 0.4 * level)


def clamp_level(level: object) -> int:
    try:
        value = int(level)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        return DEFAULT_LEVEL
    return min(max(value, min(LEVELS)), max(LEVELS))


class AIPlayer(QObject):
    thinking_changed = Signal(bool)  # True while the engine thinks about a move for the game
    engine_failed = Signal(str)  # the engine could not answer (an untranslated technical sentence)

    def __init__(self, controller: GameController, parent: QObject | None = None,
                 poll_ms: int = 50) -> None:
        super().__init__(parent if parent is not None else controller)
        self.controller = controller
        self.worker: EngineWorker | None = None
        self._sid: int | None = None  # the search whose answer would be played
        self._node: Node | None = None  # the node that search is about
        self.moves_played = 0
        self._timer = QTimer(self)
        self._timer.setInterval(poll_ms)
        self._timer.timeout.connect(self._poll)
        self._check = QTimer(self)  # after the controller's signals have all been sent (game over comes last)
        self._check.setSingleShot(True)
        self._check.setInterval(0)
        self._check.timeout.connect(self.consider)
        controller.position_changed.connect(self._changed)
        controller.game_over.connect(self._changed)
        controller.record_changed.connect(self._changed)

    # ------------------------------------------------------------------ state
    @property
    def thinking(self) -> bool:
        return self._sid is not None

    def level(self, color: int) -> int:
        setup = self.controller.setup
        return clamp_level(getattr(setup, "black_level" if color == 0 else "white_level", DEFAULT_LEVEL))

    def wants_move(self) -> bool:
        """The computer is to move in the game's last position, and the game goes on."""
        c = self.controller
        node = c.current
        if node.ending is not None or node.children or c.is_over():
            return False
        return not c.humans[c.position().side]

    # ------------------------------------------------------------------ driving
    def _changed(self, *_args: object) -> None:
        if self._sid is not None and self.controller.current is not self._node:
            self.cancel()
        self._check.start()

    def consider(self) -> None:
        """Start thinking if the computer is to move (and is not thinking about this position already)."""
        if not self.wants_move():
            if self._sid is not None:
                self.cancel()
            return
        if self._sid is not None and self._node is self.controller.current:
            return
        self._start()

    def _start(self) -> None:
        c = self.controller
        pos = c.position()
        variant_id = c.record.root.snapshot.variant_id
        if "fantasista" in variant_id.split("+")[1:]:
            # rolled gains are not in the move texts: give the position itself
            sfen, moves = pos.sfen(), []
        else:
            sfen, moves = c.record.start_sfen, c.record.moves_usi()
        if self.worker is None:
            self.worker = EngineWorker(level=DEFAULT_LEVEL)
        level = self.level(pos.side)
        self._node = c.current
        self._sid = self.worker.start(sfen, variant_id, moves, Limits(movetime=think_time(level)), level=level)
        self._timer.start()
        self.thinking_changed.emit(True)

    def cancel(self) -> None:
        """Forget the pending answer (the search is stopped; its late answer is ignored)."""
        was = self._sid is not None
        self._sid = None
        self._node = None
        if self.worker is not None:
            self.worker.stop()
        if was:
            self.thinking_changed.emit(False)

    def shutdown(self) -> None:
        """End the engine process (window closing)."""
        self.cancel()
        self._timer.stop()
        self._check.stop()
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    def _poll(self) -> None:
        worker = self.worker
        if worker is None:
            self._timer.stop()
            return
        for msg in worker.poll():
            ours = msg.search_id == self._sid or isinstance(msg, DiedMsg)
            if isinstance(msg, BestMoveMsg | ErrorMsg | DiedMsg) and ours and self._sid is not None:
                self._answered(msg)
        if not worker.busy and self._sid is None:
            self._timer.stop()

    def _answered(self, msg: BestMoveMsg | ErrorMsg | DiedMsg) -> None:
        node = self._node
        self._sid = None
        self._node = None
        self.thinking_changed.emit(False)
        c = self.controller
        if node is not c.current or not self.wants_move():
            self._check.start()
            return
        if isinstance(msg, ErrorMsg | DiedMsg):
            self.engine_failed.emit(msg.message)
            return
        if msg.declare_win and c.declare_impasse():
            return
        if not msg.move:
            c.resign()  # no legal action: the engine has lost
            return
        try:
            action = parse_action_text(c.position(), msg.move)
        except ValueError as exc:
            self.engine_failed.emit(str(exc))
            return
        gate = c.gain_gate
        c.gain_gate = None  # the computer does not wait for a die: its gain is rolled
        try:
            played = c.try_move(action)
        finally:
            c.gain_gate = gate
        if played:
            self.moves_played += 1
        else:
            self.engine_failed.emit(f"the engine's move {msg.move} was refused")
