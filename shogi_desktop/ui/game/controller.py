"""The game controller: owns the record and the clock, turns the view's intents into core calls.

The views never change the model: the board scene emits ``move_requested``, the window's actions call
:meth:`GameController.resign`, :meth:`take_back` and so on.  The controller asks the core (the record
checks every move with the position's legal moves) and reports, as Qt signals:

* ``position_changed(transition | None)``: the current node changed (a move, navigation, a new game);
  the transition is given when exactly one move led here from the position shown before, so the scene
  can animate it;
* ``move_made(transition)``: a move was just played (sounds, clocks, graphs);
* ``illegal_move(reason | None)``: a requested move was refused; ``reason`` is the core's IllegalReason;
* ``game_over(outcome)``: the line just ended (mate, resignation, time, 入玉, agreement, 千日手);
* ``record_changed()``: the tree changed shape (a move added, taken back, a variation edited);
* ``game_started()``: a new game (or a resumed one) replaced the record: it belongs to no file.

A game in progress has a *live point*, the node where play goes on: the clock runs and the computer
thinks only there.  Take Back moves the live point back and Redo forward again; the moves taken back
stay in the record (the move list shows them, a click reaches them) until a different move is played
at the live point, which becomes the main line while the old one stays as a variation.  A move played
anywhere else is a variation for study: it moves neither the clock nor the game.  A record opened from
a file has no live point: nothing can be resigned or agreed there.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...app.autosave import Autosave, SavedGame, is_finished
from ...core.actions import Action
from ...core.clock import GameClock, TimeControl
from ...core.outcome import IllegalReason, Outcome, Termination
from ...core.position import IllegalMoveError, Position
from ...core.record import GameRecord, Node, RecordError
from ...core.shapes import Shape
from ...core.slotted import Record


class GameSetup(Record):
    """What a game starts from (NewGameConfig of the New Game dialog has the same fields); :data:`FIELDS`
    names its fields in order (core/slotted.py: not a dataclass, which compiles its methods at import)."""

    FIELDS = ("variant", "handicap", "sfen", "black_name", "white_name", "black_human", "white_human",
              "time_control", "addon_options", "black_level", "white_level", "black_engine", "white_engine")
    __slots__ = FIELDS

    def __init__(self, variant: str = "standard", handicap: str | None = None, sfen: str | None = None,
                 black_name: str = "", white_name: str = "", black_human: bool = True, white_human: bool = True,
                 time_control: TimeControl | None = None, addon_options: dict[str, Any] | None = None,
                 black_level: int = 3, white_level: int = 3, black_engine: str | None = None,
                 white_engine: str | None = None) -> None:
        self.variant = variant
        self.handicap = handicap
        self.sfen = sfen
        self.black_name = black_name
        self.white_name = white_name
        self.black_human = black_human
        self.white_human = white_human
        self.time_control = time_control
        self.addon_options = addon_options  # core.addons.setup_addons options (the card deal)
        self.black_level = black_level  # the computer's strength (engine.search.LEVELS 1-10) when not human
        self.white_level = white_level
        self.black_engine = black_engine  # a registered engine's id (app/engines.py); None: the built-in one
        self.white_engine = white_engine


def new_record(s: GameSetup) -> GameRecord:
    """The record a game starts with; a variant with add-ons (``standard+cards2``) gets its deal from
    ``setup_addons`` (full set, subset or random), written into the start position and the header."""
    if s.sfen is None and "+" in s.variant:
        from ...core.addons import setup_addons

        start = Position.initial(s.variant, s.handicap)
        header = setup_addons(start, dict(s.addon_options or {}))
        record = GameRecord.new(s.variant, s.handicap, start.sfen())
        record.header.update(header)
        return record
    return GameRecord.new(s.variant, s.handicap, s.sfen)

LIVE_KEY = "live"  # extra_state: the live point as child indices from the root


def new_game_id() -> str:
    """A new game's identity in the autosave and the library: 32 random hex digits (as a UUID4's hex;
    the uuid module is not imported for it at start-up)."""
    return os.urandom(16).hex()


class GameController(QObject):
    position_changed = Signal(object)  # Transition | None
    move_made = Signal(object)  # Transition
    illegal_move = Signal(object)  # IllegalReason | None
    game_over = Signal(object)  # Outcome
    record_changed = Signal()
    comment_changed = Signal(object)  # Node
    shapes_changed = Signal(object)  # Node: its arrows and circles changed
    status_message = Signal(str)  # a translated, transient remark (e.g. "nothing to redo")
    gain_made = Signal(str, int)  # fantasista: the ply just played included a gain (gain!... text, gainer)
    game_started = Signal()  # new_game() or restore(): a game that belongs to no file yet

    def __init__(self, parent: QObject | None = None,
                 time_source: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.time_source = time_source
        self.record = GameRecord.new()
        self.clock: GameClock | None = None
        self.names = ["", ""]
        self.humans = [True, True]
        self.setup = GameSetup()
        self._live: Node | None = None  # where the game in progress goes on (None: no game, a record)
        self._pos_cache: tuple[Node, Position] | None = None
        self.autosave: Autosave | None = None  # set by the window: the game is saved after every ply
        self.game_id = new_game_id()  # the game's identity in the autosave and the library
        self.extra_state: dict[str, Any] = {}  # autosaved state the record does not hold (dice seed)
        # fantasista: asked before a move (with no gain given) whether the UI holds it to ask the player
        # for the gain's input (a real die, an instant magic's target); it then calls try_move(move, gain)
        self.gain_gate: Callable[[int | Action], bool] | None = None
        self._comment_save = QTimer(self)  # comments are typed: save a moment after the last key
        self._comment_save.setSingleShot(True)
        self._comment_save.setInterval(1000)
        self._comment_save.timeout.connect(self.autosave_now)

    # ----------------------------------------------------------------- games
    def new_game(self, setup: object | None = None) -> None:
        """Start a game from a :class:`GameSetup` or anything with the same attributes (NewGameConfig)."""
        s = GameSetup()
        if setup is not None:
            for name in GameSetup.FIELDS:
                if hasattr(setup, name):
                    setattr(s, name, getattr(setup, name))
        self.setup = s
        self.game_id = new_game_id()
        self.record = new_record(s)
        self.record.header["black"] = s.black_name
        self.record.header["white"] = s.white_name
        self.names = [s.black_name, s.white_name]
        self.humans = [s.black_human, s.white_human]
        self._live = self.record.root
        self._pos_cache = None
        tc = s.time_control
        self.clock = GameClock(tc, self.time_source) if tc is not None and not tc.unlimited else None
        if self.clock is not None:
            self.clock.start(self.position().side)
        self.autosave_now()
        self.game_started.emit()
        self.record_changed.emit()
        self.position_changed.emit(None)

    def load_record(self, record: GameRecord) -> None:
        """Show an existing record (for review: no clock), at its current node."""
        self.record = record
        self.names = [record.header.get("black", ""), record.header.get("white", "")]
        self.humans = [True, True]  # a record opened for study: the user may try moves for both sides
        self.clock = None
        self._live = None  # a record is studied, not played: no clock, nothing to resign
        self._pos_cache = None
        self.game_id = new_game_id()
        if self.autosave is not None:
            self.autosave.clear()  # a record opened for review replaces the game in progress
        self.record_changed.emit()
        self.position_changed.emit(None)

    def restore(self, saved: SavedGame) -> None:
        """Continue an autosaved game exactly: record (current node included), setup, clocks, extra state."""
        s = GameSetup()
        for name, value in saved.setup.items():
            setattr(s, name, value)
        self.setup = s
        self.record = saved.record
        header = saved.record.header
        self.names = [header.get("black") or s.black_name, header.get("white") or s.white_name]
        self.humans = [s.black_human, s.white_human]
        self.clock = saved.make_clock(self.time_source)
        self.game_id = saved.game_id or new_game_id()
        self.extra_state = dict(saved.extra)
        self._live = self._saved_live_point(self.extra_state.get(LIVE_KEY, ()))
        self._pos_cache = None
        self.autosave_now()
        self.game_started.emit()
        self.record_changed.emit()
        self.position_changed.emit(None)

    def _saved_live_point(self, path: object) -> Node:
        """The live point an autosave wrote as child indices from the root (checked: a damaged or older
        file falls back to the current node)."""
        node = self.record.root
        if not isinstance(path, list) or not path:
            return self.record.current
        for i in path:
            if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(node.children):
                return self.record.current
            node = node.children[i]
        return node

    def _live_path(self) -> list[int] | None:
        """The live point as child indices from the root (for the autosave)."""
        live = self._live
        if live is None:
            return None
        path = []
        node = live
        while node.parent is not None:
            path.append(node.parent.children.index(node))
            node = node.parent
        path.reverse()
        return path

    def set_player(self, color: int, human: bool, engine: str | None = None) -> None:
        """Change who plays ``color`` during the game (a person, the built-in engine or a registered one)."""
        setattr(self.setup, "black_human" if color == 0 else "white_human", human)
        setattr(self.setup, "black_engine" if color == 0 else "white_engine", None if human else engine)
        self.humans[color] = human
        self.autosave_now()
        self.position_changed.emit(None)

    def autosave_now(self) -> bool:
        """Write the game in progress to the autosave; a game without moves or finished clears it."""
        store = self.autosave
        if store is None:
            return False
        if self.record.root.children and not is_finished(self.record):
            self.extra_state[LIVE_KEY] = self._live_path()
            return store.save(self.record, self.setup, self.clock, self.game_id, self.extra_state)
        store.clear()
        return False

    # ----------------------------------------------------------------- reading
    @property
    def current(self) -> Node:
        return self.record.current

    def position(self) -> Position:
        """The position at the current node (a private copy is cached; callers get their own)."""
        node = self.record.current
        if self._pos_cache is None or self._pos_cache[0] is not node:
            self._pos_cache = (node, self.record.position())
        return self._pos_cache[1].copy()

    def last_move(self) -> int | None:
        """The move that led to the current node (the one before an ending)."""
        node = self.record.current
        if node.ending is not None and node.parent is not None:
            node = node.parent
        return node.move if isinstance(node.move, int) else None

    def outcome(self) -> Outcome | None:
        """How the current line has ended at the current node, or None while it goes on."""
        node = self.record.current
        if node.ending is not None:
            return node.ending.outcome
        if node.children:
            return None
        return self._position_outcome()

    def _position_outcome(self) -> Outcome | None:
        node = self.record.current
        if self._pos_cache is None or self._pos_cache[0] is not node:
            self._pos_cache = (node, self.record.position())
        return self._pos_cache[1].outcome()

    def is_over(self) -> bool:
        return self.outcome() is not None

    def movable_colors(self) -> set[int]:
        """The sides the user may move now (none when the line has ended)."""
        if self.record.current.ending is not None:
            return set()
        return {c for c in (0, 1) if self.humans[c]}

    def at_tip(self) -> bool:
        return not self.record.current.children

    def in_game(self) -> bool:
        """A game is being played (not a record opened for study, not a finished game)."""
        return self._live is not None and self._live.ending is None

    def is_live(self) -> bool:
        """The board shows the point where the game in progress goes on."""
        return self._live is not None and self.record.current is self._live

    def live_node(self) -> Node | None:
        return self._live

    def can_end_game(self) -> bool:
        """Resigning or agreeing a draw makes sense here: a game is in progress and on show."""
        return self.is_live() and self.record.current.ending is None and not self.is_over()

    # ----------------------------------------------------------------- moves
    def try_move(self, move: int | Action, gain: str | None = None) -> bool:
        """Play ``move`` (an int, or an Action such as the lion's ``lion!5e4d,4d5e``) at the current node;
        refused moves emit ``illegal_move`` with the core's reason."""
        node = self.record.current
        if node.ending is not None:
            self.illegal_move.emit(IllegalReason.GAME_OVER)
            return False
        if gain is None and self.gain_gate is not None and self.gain_gate(move):
            return False  # held: the UI asks for the gain's input, then plays it with the gain
        live = self.is_live()
        known = list(node.children)
        try:
            child, gains = self._add_move(move, gain)
        except IllegalMoveError as exc:
            self.illegal_move.emit(exc.reason)
            return False
        except (ValueError, IndexError, KeyError):
            self.illegal_move.emit(None)
            return False
        if live:
            # The game goes on with this move; moves taken back here stay as a variation.
            if child not in known and child.variation_index > 0:
                self.record.make_main_line(child)
            self._live = child
        clock = self.clock
        if clock is not None and live and clock.flagged_side is None:
            took = clock.press()
            child.time_spent = took
            mover = child.transition.color if child.transition is not None else node.snapshot.side
            child.total_time = clock.used(mover)
        self.autosave_now()
        transition = child.transition
        self.record_changed.emit()
        if transition is not None:
            self.move_made.emit(transition)
        self.position_changed.emit(transition)
        for text, gainer in gains:
            self.gain_made.emit(text, gainer)
        self._check_end()
        return True

    def _add_move(self, move: int | Action, gain: str | None = None) -> tuple[Node, list[tuple[str, int]]]:
        """Add ``move`` to the record; in a fantasista game the gain that follows it (rolled, or ``gain``
        as given) is kept in the node's events.  Returns the node and its gains (text, gaining side)."""
        if "fantasista" not in self.record.root.snapshot.variant_id.split("+")[1:]:
            return self.record.add_move(move), []
        from ...core.addons.fantasista import gain_due, record_move

        gainer = gain_due(self.position())
        child = record_move(self.record, move, gain)
        texts = [e for e in child.events if isinstance(e, str) and e.startswith("gain!")]
        return child, [(t, gainer) for t in texts if gainer is not None]

    def _check_end(self) -> None:
        """After a move: mate, 千日手 and the like end the line with an ending node."""
        if self.record.current.children:
            return
        outcome = self._position_outcome()
        if outcome is not None:
            self._end(outcome.termination, outcome.winner)

    def _end(self, termination: Termination, winner: int | None) -> None:
        live = self.is_live()
        try:
            ending = self.record.add_ending(termination, winner)
        except RecordError:
            return
        if live:
            self._live = ending
        if self.clock is not None:
            self.clock.stop()
        self.autosave_now()  # a finished game clears the autosave
        self.record_changed.emit()
        self.position_changed.emit(None)
        self.game_over.emit(Outcome(termination, winner))

    def check_time(self) -> None:
        """Called by the window's timer: a fallen flag ends the game."""
        clock = self.clock
        if clock is None or self.record.current.ending is not None or not self.is_live():
            return
        flagged = clock.flagged_side
        if flagged is not None:
            self._end(Termination.TIME, flagged ^ 1)

    def resign(self) -> bool:
        """The side to move resigns."""
        if not self.can_end_game():
            return False
        side = self.position().side
        self._end(Termination.RESIGNATION, side ^ 1)
        return True

    def agree_draw(self) -> bool:
        if not self.can_end_game():
            return False
        self._end(Termination.AGREEMENT, None)
        return True

    def can_declare_impasse(self) -> bool:
        return self.can_end_game() and self.position().can_declare_impasse()

    def declare_impasse(self) -> bool:
        """入玉宣言 by the side to move: it wins if the core says the declaration is valid."""
        if not self.can_end_game():
            return False
        pos = self.position()
        if not pos.can_declare_impasse():
            return False
        self._end(Termination.IMPASSE, pos.side)
        return True

    # ----------------------------------------------------------------- take back and redo
    def can_take_back(self) -> bool:
        return self.is_live() and self.record.current.parent is not None

    def can_redo(self) -> bool:
        node = self.record.current
        return self.is_live() and node.ending is None and node.active_child is not None

    def take_back(self) -> bool:
        """待った: the game goes on one ply earlier.  The move stays in the record (Redo plays it again,
        a different move makes it a variation); an ending (a resignation, a mate) is removed, and a
        mate is taken back together with the move that gave it."""
        if not self.can_take_back():
            return False
        node = self.record.current
        changed = node.ending is not None
        if changed:
            self.record.take_back()  # the ending only: the game is no longer over
            if self.record.current.parent is not None and self._position_outcome() is not None:
                self.record.back()  # the mating move: a mate position leaves nothing to play
        else:
            self.record.back()
        self._live = self.record.current
        self._pos_cache = None
        if self.clock is not None:
            self.clock.start(self.position().side)
        self.autosave_now()
        if changed:
            self.record_changed.emit()
        self.position_changed.emit(None)
        return True

    def redo(self) -> bool:
        """Play again the move taken back at the live point (with its comment and times)."""
        if not self.can_redo():
            return False
        child = self.record.current.active_child
        assert child is not None
        prev = self.record.current
        self.record.go_to(child)
        self._live = child
        self._pos_cache = None
        if self.clock is not None:
            self.clock.start(self.position().side)
        self.autosave_now()
        self.position_changed.emit(child.transition if child.parent is prev else None)
        self._check_end()
        return True

    # ----------------------------------------------------------------- navigation
    def go_to(self, node: Node) -> None:
        prev = self.record.current
        self.record.go_to(node)
        self._navigated(prev)

    def forward(self) -> bool:
        prev = self.record.current
        if self.record.forward() is None:
            return False
        self._navigated(prev)
        return True

    def back(self) -> bool:
        prev = self.record.current
        if self.record.back() is None:
            return False
        self._navigated(prev)
        return True

    def first(self) -> None:
        prev = self.record.current
        self.record.first()
        self._navigated(prev)

    def last(self) -> None:
        prev = self.record.current
        self.record.last()
        self._navigated(prev)

    def sibling(self, step: int) -> bool:
        """Switch to the previous (-1) or next (+1) variation of the current move."""
        node = self.record.current
        if node.parent is None:
            return False
        siblings = node.parent.children
        i = siblings.index(node) + step
        if not 0 <= i < len(siblings):
            return False
        prev = node
        self.record.go_to(siblings[i])
        self._navigated(prev)
        return True

    def _navigated(self, prev: Node) -> None:
        node = self.record.current
        if node is prev:
            return
        if self.clock is not None:
            # The clock runs only while the game's live point is on the board.
            if self.is_live() and node.ending is None:
                self.clock.resume()
            else:
                self.clock.pause()
        transition = node.transition if node.parent is prev else None
        self.position_changed.emit(transition)

    # ----------------------------------------------------------------- comments and variations
    def set_comment(self, node: Node, text: str) -> None:
        if node.comment != text:
            node.comment = text
            if self.autosave is not None:
                self._comment_save.start()
            self.comment_changed.emit(node)

    def set_shapes(self, node: Node, shapes: tuple[Shape, ...]) -> None:
        """The arrows and circles drawn on ``node``'s position (kept in the record and its files)."""
        if node.shapes != shapes:
            node.shapes = shapes
            if self.autosave is not None:
                self._comment_save.start()
            self.shapes_changed.emit(node)

    def add_line(self, node: Node, moves: list[str]) -> list[Node]:
        """Record ``moves`` (action texts: a line found by the mate search) after ``node``, as a variation
        when ``node`` has a continuation already; the shown position and the game's live point stay.
        Raises ValueError when a move is not legal there (nothing is recorded then)."""
        from ...engine import parse_action_text  # the engine is not loaded before it is needed

        if self._live is not None and node is self._live:
            raise ValueError("the game goes on from this position: its next move is the player's")
        record = self.record
        prev = record.current
        pos = record.position_at(node)
        for text in moves:  # checked on a copy first: an illegal line leaves the record as it was
            pos.push(parse_action_text(pos, text))
        record.go_to(node)
        added: list[Node] = []
        try:
            for text in moves:
                added.append(record.add_move(text))
        finally:
            record.go_to(prev)
        self.autosave_now()
        self.record_changed.emit()
        return added

    def promote_variation(self, node: Node) -> bool:
        done = self.record.promote_variation(node)
        if done:
            self.autosave_now()
            self.record_changed.emit()
        return done

    def delete_variation(self, node: Node) -> None:
        prev = self.record.current
        live, parent = self._live, node.parent
        inside = live is not None and node in self.record.path_to(live)
        self.record.delete_variation(node)
        if inside and parent is not None:
            self._live = parent  # the game goes on where the deleted line began
        self._pos_cache = None
        self.autosave_now()
        self.record_changed.emit()
        if self.record.current is not prev:
            self.position_changed.emit(None)
