"""The computer player: plays an engine's moves for the sides the game setup gives it.

An :class:`AIPlayer` watches a :class:`~shogi_desktop.ui.game.controller.GameController`.  When the side to
move is the computer, the game goes on and the last position of the line is shown, it starts a search
and polls it with a QTimer, so the GUI thread never waits.  The side's engine is the built-in one (an
:class:`~shogi_desktop.engine.worker.EngineWorker` in another process, at the side's level) or a
registered USI engine (``setup.black_engine`` / ``white_engine``: an id of
:class:`~shogi_desktop.app.engines.EngineRegistry`, played through an
:class:`~shogi_desktop.engine.external.ExternalWorker`).  In a game with a clock the engine gets the
clock's remaining times, byoyomi and increments; without one, a fixed time per move.

The answer is played through ``controller.try_move`` like a human move.  Any change of the shown
position (take back, navigation, new game, resignation, game over) makes the pending answer stale: it
is stopped and ignored.  When an engine fails (it cannot start, dies, answers nonsense) the game is
left as it is: ``engine_failed`` is emitted and the side waits until the user decides
(:meth:`retry`, :meth:`use_builtin`, :meth:`take_over`; :func:`show_engine_failure` asks with a box).
``shutdown()`` ends every engine.
"""

from __future__ import annotations

import contextlib
import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QPushButton, QWidget

from ...core.clock import GameClock
from ...core.record import Node
from .controller import GameController

# The engines and their registry are imported when the computer first moves (not at start-up).
if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from ...app.engines import EngineRegistry
    from ...engine.book import BookRequest
    from ...engine.external import ExternalWorker
    from ...engine.search import Limits
    from ...engine.worker import BestMoveMsg, DiedMsg, EngineWorker, ErrorMsg

    Worker = EngineWorker | ExternalWorker


DEFAULT_LEVEL = 3
EXTERNAL_THINK_TIME = 3.0  # seconds per move for a registered engine in a game without a clock


def think_time(level: int) -> float:
    """The most seconds the engine may think at ``level`` (low levels stop earlier on their caps)."""
    return min(5.0, 0.5 + 0.4 * level)


def clamp_level(level: object) -> int:
    from ...engine.search import LEVELS

    try:
        value = int(level)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        return DEFAULT_LEVEL
    return min(max(value, min(LEVELS)), max(LEVELS))


def clock_limits(clock: GameClock, side: int) -> Limits:
    """The game clock as search limits for ``side`` to move: both sides' main time left, the byoyomi
    left for this move (a full period until the main time is spent) and the increments, in seconds."""
    from ...engine.search import Limits

    control = clock.control
    return Limits(btime=clock.remaining(0), wtime=clock.remaining(1),
                  byoyomi=clock.byoyomi_remaining(side) if control.byoyomi_seconds > 0 else 0.0,
                  binc=control.increment_seconds, winc=control.increment_seconds)



class AIPlayer(QObject):
    thinking_changed = Signal(bool)  # True while the engine thinks about a move for the game
    engine_failed = Signal(str)  # the engine could not answer (an untranslated technical sentence)
    book_move_played = Signal(object)  # the built-in engine played a book move (the OpeningName, or None)
    book_problem_found = Signal(object)  # the book file could not be used (a BookProblem); the engine searched

    def __init__(self, controller: GameController, parent: QObject | None = None,
                 poll_ms: int = 50, registry: EngineRegistry | None = None) -> None:
        super().__init__(parent if parent is not None else controller)
        self.controller = controller
        self.registry = registry  # loaded when a registered engine is first needed
        self.worker: EngineWorker | None = None  # the built-in engine
        self.external: dict[str, ExternalWorker] = {}  # registered engines, by id
        self._active: Worker | None = None  # the worker of the pending search
        self._sid: int | None = None  # the search whose answer would be played
        self._node: Node | None = None  # the node that search is about
        self.moves_played = 0
        self.last_limits: Limits | None = None  # the limits of the last search started
        self.failed: tuple[int, str | None] | None = None  # (color, engine id) waiting for the user
        self.book_file: str | None = ""  # the built-in engine's book: "" the built-in one, a file, None: none
        self._book_game: tuple[object, int] = (None, 0)  # (record, seed): each game draws its own openings
        self.book_seeds = random.Random()  # where those seeds come from (a test may seed it)
        self._failed_setup: object = None
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

    def engine_id(self, color: int) -> str | None:
        """The registered engine playing ``color`` (None: the built-in engine)."""
        from ...app.engines import BUILTIN

        value = getattr(self.controller.setup, "black_engine" if color == 0 else "white_engine", None)
        return None if value in (None, "", BUILTIN) else str(value)

    def engine_name(self, color: int) -> str:
        """The name of the engine playing ``color`` ("" for the built-in engine)."""
        eid = self.engine_id(color)
        if eid is None:
            return ""
        return self.engine_registry().name_of(eid) or eid

    def wants_move(self) -> bool:
        """The computer is to move at the game's live point, and the game goes on."""
        c = self.controller
        node = c.current
        if node.ending is not None or not c.is_live() or c.is_over():
            return False
        return not c.humans[c.position().side]

    def engine_registry(self) -> EngineRegistry:
        """The registered engines (app/engines.py), read when first asked for (not at start-up)."""
        if self.registry is None:
            from ...app.engines import EngineRegistry

            self.registry = EngineRegistry.load()
        return self.registry

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
        if self.failed is not None:
            if self._failed_setup is self.controller.setup and self.failed[0] == self.controller.position().side:
                return  # the user decides what happens after a failure
            self.failed = None
        self._start()

    def _worker(self, color: int, variant_id: str) -> Worker:
        from ...engine.worker import EngineWorker

        eid = self.engine_id(color)
        if eid is None:
            if self.worker is None:
                self.worker = EngineWorker(level=DEFAULT_LEVEL)
            return self.worker
        worker = self.external.get(eid)
        if worker is not None and not worker.plays(variant_id) and self.engine_registry().plays(eid, variant_id):
            self.forget_engine(eid)  # made before its variants were checked
            worker = None
        if worker is None:
            worker = self.engine_registry().make_external(eid)  # EngineRegistryError when no longer registered
            self.external[eid] = worker
        return worker

    def _start(self) -> None:
        from ...app.engines import EngineRegistryError
        from ...engine.external import ExternalWorker
        from ...engine.search import Limits
        from ...engine.worker import EngineWorker

        c = self.controller
        pos = c.position()
        color = pos.side
        variant_id = c.record.root.snapshot.variant_id
        sfen, moves = c.record.start_sfen, c.record.moves_with_inputs()  # the whole history, rolled gains too
        try:
            worker = self._worker(color, variant_id)
        except EngineRegistryError as exc:
            self._fail(color, str(exc))
            return
        level = self.level(color)
        if c.clock is not None:
            limits = clock_limits(c.clock, color)
        elif isinstance(worker, ExternalWorker):
            limits = Limits(movetime=EXTERNAL_THINK_TIME)
        else:
            limits = Limits(thinktime=think_time(level))
        self.last_limits = limits
        self._node = c.current
        self._active = worker
        if isinstance(worker, EngineWorker):
            self._sid = worker.start(sfen, variant_id, moves, limits, level=level, book=self._book_request())
        else:
            self._sid = worker.start(sfen, variant_id, moves, limits, level=level)
        self._timer.start()
        self.thinking_changed.emit(True)

    def _book_request(self) -> BookRequest | None:
        from ...engine.book import BookRequest

        if self.book_file is None:
            return None
        record = self.controller.record
        if self._book_game[0] is not record:  # a new game: a new seed, so the openings vary
            self._book_game = (record, self.book_seeds.getrandbits(31))
        return BookRequest(self.book_file, self._book_game[1])

    def cancel(self) -> None:
        """Forget the pending answer (the search is stopped; its late answer is ignored)."""
        was = self._sid is not None
        self._sid = None
        self._node = None
        if self._active is not None:
            self._active.stop()
        if was:
            self.thinking_changed.emit(False)

    def shutdown(self) -> None:
        """End every engine (window closing)."""
        self.cancel()
        self._timer.stop()
        self._check.stop()
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        for worker in self.external.values():
            worker.close()
        self.external.clear()
        self._active = None

    def forget_engine(self, engine_id: str) -> None:
        """A registered engine was changed or removed: its next search starts it afresh."""
        worker = self.external.pop(engine_id, None)
        if worker is None:
            return
        if worker is self._active and self._sid is not None:
            self.cancel()
            self._check.start()
        worker.close()

    def _workers(self) -> list[Worker]:
        out: list[Worker] = [] if self.worker is None else [self.worker]
        return out + list(self.external.values())

    def _poll(self) -> None:
        from ...engine.worker import BestMoveMsg, DiedMsg, ErrorMsg

        active = self._active
        for worker in self._workers():
            for msg in worker.poll():
                if worker is not active or self._sid is None or msg.search_id != self._sid:
                    continue
                if isinstance(msg, BestMoveMsg | ErrorMsg | DiedMsg):
                    self._answered(msg)
        if self._sid is None and not any(w.busy for w in self._workers()):
            self._timer.stop()

    def _fail(self, color: int, message: str) -> None:
        self.failed = (color, self.engine_id(color))
        self._failed_setup = self.controller.setup
        self.engine_failed.emit(message)

    def _answered(self, msg: BestMoveMsg | ErrorMsg | DiedMsg) -> None:
        from ...engine import parse_action_text
        from ...engine.worker import DiedMsg, ErrorMsg

        node = self._node
        self._sid = None
        self._node = None
        self.thinking_changed.emit(False)
        c = self.controller
        if node is not c.current or not self.wants_move():
            self._check.start()
            return
        color = c.position().side
        if isinstance(msg, ErrorMsg | DiedMsg):
            self._fail(color, msg.message)
            return
        if msg.book_problem is not None:
            self.book_problem_found.emit(msg.book_problem)
        if msg.declare_win and c.declare_impasse():
            return
        if not msg.move:
            c.resign()  # no legal action (or the engine resigned): the engine has lost
            return
        try:
            action = parse_action_text(c.position(), msg.move)
        except ValueError as exc:
            self._fail(color, f"the engine's move {msg.move}: {exc}")
            return
        gate = c.gain_gate
        c.gain_gate = None  # the computer does not wait for a die: its gain is rolled
        try:
            played = c.try_move(action)
        finally:
            c.gain_gate = gate
        if played:
            self.moves_played += 1
            if msg.book:
                self.book_move_played.emit(msg.opening)
        else:
            self._fail(color, f"the engine's move {msg.move} was refused")

    # ------------------------------------------------------------------ after a failure
    def retry(self) -> None:
        """Ask the failed engine again (a dead one is started afresh)."""
        self.failed = None
        self._check.start()

    def use_builtin(self, color: int) -> None:
        """The built-in engine plays ``color`` from now on."""
        self.failed = None
        self.controller.set_player(color, False, None)

    def use_engine(self, color: int, engine_id: str | None) -> None:
        """Another engine (None: the built-in one) plays ``color`` from now on."""
        self.failed = None
        self.controller.set_player(color, False, engine_id)

    def take_over(self, color: int) -> None:
        """The user plays ``color`` from now on."""
        self.failed = None
        self.controller.set_player(color, True)


def show_engine_failure(parent: QWidget, ai: AIPlayer, message: str,
                        previous: QMessageBox | None = None) -> QMessageBox | None:
    """A window-modal box after an engine failure: try again, let the built-in engine play the side, or
    play it yourself.  Closing it leaves the side waiting (the status bar says so).  ``previous``: the
    box shown for an earlier failure, closed first."""
    from PySide6.QtWidgets import QMessageBox

    if ai.failed is None:
        return None
    color, engine_id = ai.failed
    if previous is not None:
        with contextlib.suppress(RuntimeError):  # already closed and deleted
            previous.close()
    from ..text.names import side_name

    name = ai.engine_name(color) or QCoreApplication.translate("AIPlayer", "The built-in engine")
    handicap = bool(ai.controller.record.handicap)
    box = QMessageBox(parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setTextFormat(Qt.TextFormat.PlainText)  # the engine's name
    box.setWindowTitle(QCoreApplication.translate("AIPlayer", "Engine problem"))
    text = QCoreApplication.translate("AIPlayer", "%1 could not move for %2.")
    box.setText(text.replace("%1", name).replace("%2", side_name(color, handicap)))
    box.setInformativeText(QCoreApplication.translate(
        "AIPlayer", "The game is kept. Try the engine again, let the built-in engine play this side, "
                    "or play it yourself."))
    box.setDetailedText(message)
    role = QMessageBox.ButtonRole
    retry = box.addButton(QCoreApplication.translate("AIPlayer", "Try again"), role.AcceptRole)
    builtin: QPushButton | None = None
    if engine_id is not None:
        builtin = box.addButton(QCoreApplication.translate("AIPlayer", "Built-in engine"), role.ActionRole)
    human = box.addButton(QCoreApplication.translate("AIPlayer", "I play this side"), role.ActionRole)
    box.addButton(QMessageBox.StandardButton.Close)

    def clicked(button: Any) -> None:
        if ai.failed is None or ai.failed[0] != color:
            return
        if button is retry:
            ai.retry()
        elif builtin is not None and button is builtin:
            ai.use_builtin(color)
        elif button is human:
            ai.take_over(color)

    box.buttonClicked.connect(clicked)
    box.open()
    return box
