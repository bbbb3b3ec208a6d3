"""A small live board for the rules book and the lessons: the main window's board scene in a small view,
playing on its own copy of a position through the core.

* Plain moves, drops and the lion's two steps are made on the board as in a game (the scene offers the
  core's legal moves).
* Card and magic powers each have a button under the board, enabled exactly for the names the core
  offers in the shown position (``pos.legal_actions()``); a click enters card mode (or magic mode) on
  this board, which highlights the core's squares click by click, as the card and magic docks do.
* :meth:`MiniBoard.show_action` animates one action: an arrow first, then the move itself.

The board does not play what the user chose by itself: it emits :attr:`MiniBoard.action_chosen` and its
owner decides (the rules book plays it with :meth:`MiniBoard.play`; a lesson asks its session first).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ...core.actions import Action
from ...core.addons.cards import EDITIONS, cards_state
from ...core.addons.cards_rewind import reverted_position
from ...core.position import Position
from ...core.transition import describe
from ...teaching.setup import action_text, find_action
from ..board.scene import BoardScene
from ..board.view import BoardView
from ..cards.mode import CardMode
from ..cards.texts import card_name, card_rule
from ..fantasista.mode import MagicMode
from ..fantasista.texts import magic_name, magic_rule
from ..text.plain import plain_tooltip

CARD_NAMES = frozenset(c for cards in EDITIONS.values() for c in cards)
BOARD_NAMES = frozenset({"lion"})  # powers the board scene plays by itself (two clicks on the board)
ARROW_MS = 700  # how long "show me" shows its arrow before the action is played


class MiniView(BoardView):
    """The board view at a size that fits beside a page's text."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setMinimumSize(260, 230)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(430, 360)


class MiniBoard(QWidget):
    action_chosen = Signal(object)  # a legal action of the shown position (int or Action), not yet played
    played = Signal(str)  # an action was played on this board (its text as the data files write it)

    def __init__(self, parent: QWidget | None = None, animation_ms: int = 180) -> None:
        super().__init__(parent)
        self.scene = BoardScene(self)
        self.scene.set_animation_ms(animation_ms)
        self.view = MiniView(self.scene, self)
        self.scene.move_requested.connect(self._board_move)
        self.card_mode = CardMode(self.scene, self._mode_chose, self, window=self)
        self.magic_mode = MagicMode(self.scene, self._mode_chose, self, window=self)
        for mode in (self.card_mode, self.magic_mode):
            mode.hint.connect(self._hint)
            mode.changed.connect(self._mode_changed)
        self.scene.hint.connect(self._hint)
        self.power_row = QHBoxLayout()
        self.power_row.setContentsMargins(0, 0, 0, 0)
        self.status = QLabel(self)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.status.setMinimumHeight(2 * self.status.fontMetrics().lineSpacing() + 4)  # a card mode hint's two lines
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.view, 1)
        below = QHBoxLayout()  # the power buttons, and beside them what the next click does
        below.addLayout(self.power_row)
        below.addWidget(self.status, 1)
        lay.addLayout(below)
        self._pos: Position | None = None
        self._interactive = True
        self.buttons: dict[str, QPushButton] = {}
        self._pending: Any = None  # the action "show me" plays when its arrow has been seen
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_pending)

    # ----------------------------------------------------------------- the position
    def position(self) -> Position | None:
        """The position shown (the board's own; callers copy it before changing it)."""
        return self._pos

    def set_position(self, pos: Position | None, interactive: bool = True) -> None:
        """Show a copy of ``pos`` (no animation); ``interactive``: the user may move the side to move."""
        self._cancel_modes()
        self._timer.stop()
        self._pending = None
        self._interactive = interactive
        self._pos = pos.copy() if pos is not None else None
        if self._pos is not None:
            self.scene.set_position(self._pos)
            self.scene.set_best_move(None)
        self._update_interaction()

    def set_interactive(self, interactive: bool) -> None:
        self._interactive = interactive
        self._update_interaction()

    def _update_interaction(self) -> None:
        pos = self._pos
        live = self._interactive and pos is not None and bool(pos.legal_actions())
        self.scene.set_interactive_colors({pos.side} if live and pos is not None else set())
        self._rebuild_powers(live)

    # ----------------------------------------------------------------- playing
    def play(self, action: Any) -> bool:
        """Play ``action`` (its text, a move int or an Action) if the core says it is legal here; the
        change is animated.  Returns False (and changes nothing) for an illegal one."""
        pos = self._pos
        if pos is None:
            return False
        text = action.strip() if isinstance(action, str) else action_text(pos, action)
        legal = find_action(pos, text)
        if legal is None:
            return False
        self._cancel_modes()
        self.scene.set_best_move(None)
        before = pos.copy()
        transition = describe(pos, legal) if isinstance(legal, int) else None
        pos.push(legal)
        last = legal if isinstance(legal, int) else None
        if transition is not None:
            self.scene.set_position(pos, last, transition)
        else:
            self.scene.set_position(before)  # card mode may have shown another board (時遡行)
            self.scene.set_position(pos, None, action=True)
        self._update_interaction()
        self.played.emit(text)
        return True

    def show_action(self, action: Any, delay_ms: int = ARROW_MS) -> bool:
        """"Show me": an arrow for ``action`` (legal in the shown position), then the action played after
        ``delay_ms`` (at once with 0).  False for an action that is not legal here."""
        pos = self._pos
        if pos is None:
            return False
        legal = find_action(pos, action if isinstance(action, str) else action_text(pos, action))
        if legal is None:
            return False
        self._cancel_modes()
        self.scene.set_best_move(legal)
        self._pending = legal
        if delay_ms <= 0:
            self._play_pending()
        else:
            self._timer.start(delay_ms)
        return True

    def showing(self) -> bool:
        """An action of "show me" is waiting to be played."""
        return self._pending is not None

    def _play_pending(self) -> None:
        action, self._pending = self._pending, None
        if action is not None:
            self.play(action)

    def _board_move(self, move: object) -> None:
        self._choose(move)

    def _mode_chose(self, action: Action) -> None:
        self._choose(action)

    def _choose(self, action: object) -> None:
        if self._pos is None or not self._interactive:
            return
        self._timer.stop()
        self._pending = None
        self.action_chosen.emit(action)

    # ----------------------------------------------------------------- powers
    def power_names(self) -> list[str]:
        """The card and magic names the core offers the side to move in the shown position."""
        pos = self._pos
        if pos is None:
            return []
        names: list[str] = []
        for a in pos.legal_actions():
            if isinstance(a, Action) and a.name not in BOARD_NAMES and a.name not in names:
                names.append(a.name)
        return names

    def _edition(self) -> int:
        pos = self._pos
        st = cards_state(pos, pos.side) if pos is not None else None
        return int(getattr(st, "edition", 2))

    def power_label(self, name: str) -> tuple[str, str]:
        """(button text, tool tip) of a card or magic name."""
        if self._is_card(name):
            edition = self._edition()
            return card_name(name, edition), card_rule(name, edition)
        return magic_name(name), magic_rule(name)

    def _rebuild_powers(self, live: bool) -> None:
        while self.power_row.count():
            item = self.power_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.buttons = {}
        if not live:
            return
        for name in self.power_names():
            text, tip = self.power_label(name)
            button = QPushButton(text, self)
            button.setCheckable(True)
            button.setToolTip(plain_tooltip(tip))
            button.clicked.connect(lambda _c=False, n=name: self.use_power(n))
            self.power_row.addWidget(button)
            self.buttons[name] = button

    def use_power(self, name: str) -> bool:
        """Enter card (or magic) mode for ``name`` as its button does; a second use cancels it."""
        pos = self._pos
        if pos is None or not self._interactive:
            return False
        mode = self.card_mode if self._is_card(name) else self.magic_mode
        if mode.active and mode.card == name:
            self._cancel_modes()
            return False
        self._cancel_modes()
        acts = [a for a in pos.legal_actions() if isinstance(a, Action) and a.name == name]
        if len(acts) == 1 and acts[0].steps == ("pass",):
            self._choose(acts[0])  # 銀幕展開 with no free square beside the king: the right is spent
            return True
        shown = reverted_position(pos) if name == "rewind" else None
        if shown is not None:
            self.scene.set_position(shown)
        entered = mode.enter(name, pos, acts, shown)
        if not entered and shown is not None:
            self.scene.set_position(pos)
        self._check_buttons(name if entered else None)
        return entered

    def active_mode(self) -> CardMode | None:
        for mode in (self.card_mode, self.magic_mode):
            if mode.active:
                return mode
        return None

    def _is_card(self, name: str) -> bool:
        pos = self._pos
        return name in CARD_NAMES and pos is not None and cards_state(pos, pos.side) is not None

    def _cancel_modes(self) -> None:
        was_rewind = self.card_mode.active and self.card_mode.card == "rewind"
        for mode in (self.card_mode, self.magic_mode):
            if mode.active:
                mode.cancel(quiet=True)
        if was_rewind and self._pos is not None:
            self.scene.set_position(self._pos)
        self._check_buttons(None)

    def _check_buttons(self, name: str | None) -> None:
        for n, button in self.buttons.items():
            button.setChecked(n == name)

    def _hint(self, text: str) -> None:
        self.status.setText(text)

    def _mode_changed(self) -> None:
        """A mode was entered, took a click or was left: a left mode unchecks its button and, after a
        cancelled 時遡行, the board shows the real position again."""
        if self.active_mode() is not None:
            return
        self._check_buttons(None)
        shown = self.scene.position()
        if self._pos is not None and shown is not None and shown.sfen() != self._pos.sfen():
            self.scene.set_position(self._pos)
