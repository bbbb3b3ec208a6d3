"""王将ファンタジスタ in the main window (RULES.md §6): the magic dock, magic mode on the board, the die.

* **The magic dock** lists, per player, the fairy, the rights held, the tokens in hand and the と emblem,
  each with a "Use" button; for the side to move it also lists the magic powers of pieces on the board
  (the sword silver's strike, a spearman's chain, the gale horse's double move, the carrier).  A button
  is enabled exactly when the core offers actions under that magic's name (``pos.legal_actions()``) and
  the user may move that side.
* **Magic mode** (:class:`MagicMode`, card mode's clicks): "Use" highlights exactly the core's squares for
  that magic; the user clicks through the steps; Esc or a right click cancels.  A token drop needs no
  click on a hand (the token was chosen with its button): its first click is the square.
* **Gains.**  The controller reports every ply that included a gain (``gain_made``) and the die
  (:mod:`.d20`) rolls to the face the core used, then names the magic.  Before a scheduled ply is played
  the controller asks :meth:`GainFlow.gate`: in "real die" games a dialog takes the typed face first; when
  the face gives an instant magic (invincible, carrier) with two or more candidates, the board shows the
  position after the move, the die rolls, and the gaining player clicks one of the candidates the core
  allows (``instant_targets``).  The ply is then played with ``gain!dFACE[,MAGIC[,SQUARE]]``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.actions import Action
from ..core.addons.fantasista import (
    INSTANT,
    MagicState,
    gain_due,
    instant_targets,
    magic_state,
    parse_gain,
    push_with_gain,
    seeded_face,
)
from ..core.position import Position
from ..core.tables import square_name
from .board_scene import BoardScene
from .card_mode import CardMode, Spelled, action_spelling
from .d20 import D20Widget
from .dialogs.common import side_mark, side_name
from .fantasista_texts import (
    fairy_name,
    gain_summary,
    magic_action_label,
    magic_name,
    magic_rule,
    magic_step_text,
)
from .player_docks import PlayerSection, order_sections, show_hint

BOARD_POWERS = ("sword-silver", "spearmen", "gale-horse", "carrier")


def magic_texts() -> dict[str, str]:
    """Card mode's texts as magic mode says them (literal calls, so lupdate finds them)."""
    return {
        "Card cancelled.": QCoreApplication.translate("MagicMode", "Magic cancelled."),
        "Card: %1 (Esc or right click cancels).":
            QCoreApplication.translate("MagicMode", "Magic: %1 (Esc or right click cancels)."),
        "Card: %1, or the marked square to stop here (Esc or right click cancels).":
            QCoreApplication.translate("MagicMode",
                                       "Magic: %1, or the marked square to stop here (Esc or right click cancels)."),
    }


class MagicMode(CardMode):
    """Card mode for a magic: the same clicks, but a token drop starts on its square (no hand click)."""

    def tr(self, text: str, *args: Any) -> str:
        mapped = magic_texts().get(text)
        return mapped if mapped is not None else QCoreApplication.translate("CardMode", text)

    def spelling_of(self, pos: Position, action: Action) -> tuple[Spelled, ...]:
        return tuple(c for c in action_spelling(pos, action) if c.role != "hand")

    def step_text(self, step: int, role: str) -> str:
        assert self.card is not None
        return magic_step_text(self.card, step, role)

    def _choose(self, actions: list[Action]) -> None:
        self._close_menu()
        menu = QMenu()
        for action in actions:
            item = menu.addAction(magic_action_label(action))
            item.setData(str(action))
            item.triggered.connect(lambda _c=False, a=action: self._play(a))
        self.menu = menu
        views = self.scene.views()
        if views:
            view = views[0]
            menu.popup(view.mapToGlobal(view.rect().center()))


class TargetMode(MagicMode):
    """The instant magic's target choice; ``cancelled`` when the user cancels (Esc, right click)."""

    cancelled = Signal()

    def cancel(self, quiet: bool = False, message: str = "") -> None:
        was = self.active
        super().cancel(quiet, message)
        if was and not quiet:
            self.cancelled.emit()


class RealDieDialog(QDialog):
    """Asks for the face of a real die (1-20) before the gain is applied."""

    def __init__(self, who: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Roll the die"))
        self.spin = QSpinBox(self)
        self.spin.setRange(1, 20)
        label = QLabel(self.tr("%1 gains a magic: roll your 20-sided die and enter the face.").replace("%1", who))
        label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(label)
        form.addRow(self.tr("Face:"), self.spin)
        form.addRow(buttons)

    def face(self) -> int:
        return self.spin.value()


class GainFlow(QObject):
    """The gate the controller asks before a scheduled ply, the target choice, and the die."""

    def __init__(self, window: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window_ = window
        self.controller = window.controller
        self.scene: BoardScene = window.scene
        self.die = D20Widget(window.view.viewport())
        self._announcement = ""  # the roll's result for the status bar, told when the die lands
        self.die.landed.connect(self._announce)
        self.die.closed.connect(self._announce)
        self.target_mode = TargetMode(self.scene, self._target_chosen, self, window)
        self.target_mode.hint.connect(self._hint)
        self.target_mode.cancelled.connect(self.cancel_pending)
        self.dialog: RealDieDialog | None = None
        self.pending: tuple[int | Action, int, str, int] | None = None  # move, face, magic, gainer
        self._pre_rolled: str | None = None  # the "gain!dN" the die already showed before a target choice
        self.controller.gain_gate = self.gate
        self.controller.gain_made.connect(self.on_gain_made)
        self.controller.position_changed.connect(self._on_position_changed)

    # ----------------------------------------------------------------- the gate
    def gate(self, move: int | Action) -> bool:
        """True when the move is held to ask the player (real die, instant target)."""
        if self.pending is not None or self.dialog is not None:
            return True
        pos = self.controller.position()
        gainer = gain_due(pos)
        if gainer is None:
            return False
        try:
            legal = move in pos.legal_actions()
        except (ValueError, KeyError, IndexError):
            legal = False
        if not legal:
            return False  # the controller reports why
        st = magic_state(pos, gainer)
        assert isinstance(st, MagicState)
        if self.controller.record.header.get("fantasista-die") == "real":
            who = side_mark(gainer) + " " + (self.controller.names[gainer] or side_name(gainer))
            dialog = RealDieDialog(who, self.window_)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.accepted.connect(lambda: self._typed(move, pos, gainer, dialog.face()))
            dialog.finished.connect(lambda _r: self._dialog_closed(dialog))
            self.dialog = dialog
            dialog.open()
            return True
        return self._with_face(move, pos, gainer, seeded_face(st.seed, pos.move_number), real=False)

    def _dialog_closed(self, dialog: RealDieDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def _typed(self, move: int | Action, pos: Position, gainer: int, face: int) -> None:
        self.dialog = None
        if not self._with_face(move, pos, gainer, face, real=True):
            self.controller.try_move(move, f"gain!d{face}")

    def _with_face(self, move: int | Action, pos: Position, gainer: int, face: int, real: bool) -> bool:
        """Hold the move for a target choice when the face gives an instant magic with a choice."""
        st = magic_state(pos, gainer)
        assert isinstance(st, MagicState)
        magic = st.magic_for_face(face)
        if magic not in INSTANT:
            return False
        after = pos.copy()
        try:
            push_with_gain(after, move, f"gain!d{face}")
        except (ValueError, KeyError, IndexError):
            return False
        targets = instant_targets(after, gainer, magic)
        if len(targets) < 2:
            return False
        self.pending = (move, face, magic, gainer)
        self.scene.set_position(after)
        self.scene.set_interactive_colors(set())
        self._pre_rolled = f"gain!d{face}"
        fairy = st.fairy
        self.die.roll(face, lambda: gain_summary(fairy, magic))
        acts = [Action(magic, (square_name(t),)) for t in targets]
        self.target_mode.enter(magic, after, acts)
        self._hint(self.tr("%1: click the piece that gets the magic (Esc cancels the move).")
                   .replace("%1", magic_name(magic)))
        return True

    def _target_chosen(self, action: Action) -> None:
        pending = self.pending
        self.pending = None
        if pending is None:
            return
        move, face, magic, _gainer = pending
        self.controller.try_move(move, f"gain!d{face},{magic},{action.steps[0]}")

    def _hint(self, text: str) -> None:
        show_hint(self.window_, text)

    def _on_position_changed(self, _transition: object = None) -> None:
        if self.pending is not None:  # the game moved on (a new game, navigation): drop the choice
            self.pending = None
            self.target_mode.cancel(quiet=True)

    def cancel_pending(self) -> None:
        """The target choice was cancelled: the move is not played; the board shows the game again."""
        self.pending = None
        self.target_mode.cancel(quiet=True)
        self.window_._on_position_changed(None)

    # ----------------------------------------------------------------- the die
    def on_gain_made(self, text: str, gainer: int) -> None:
        face, magic, _target = parse_gain(text)
        pos = self.controller.position()
        st = magic_state(pos, gainer)
        fairy = st.fairy if isinstance(st, MagicState) else "none"
        summary = gain_summary(fairy, magic)
        who = side_mark(gainer)

        def result() -> str:  # in the interface language of the moment (the die asks again on a change)
            return f"{who} {gain_summary(fairy, magic)}"

        if self._pre_rolled is not None and text.startswith(self._pre_rolled + ",") or text == self._pre_rolled:
            self._pre_rolled = None
            self.die.set_text(result)
        else:
            self._pre_rolled = None
            self.die.roll(face, result)  # the die plays its own sound when it lands
        # The status bar tells the result once the die shows it (it has landed, or was clicked to skip).
        self._announcement = self.tr("%1 rolled %2. %3").replace("%1", who).replace("%2", str(face)).replace(
            "%3", summary)
        if not self.die.rolling:
            self._announce()

    def _announce(self, _face: int = 0) -> None:
        text, self._announcement = self._announcement, ""
        if text:
            self.window_.statusBar().showMessage(text, 10000)


class PlayerMagic(PlayerSection):
    """One player's fairy, magic held and the Use buttons."""

    def __init__(self, color: int, parent: QWidget | None = None) -> None:
        super().__init__(color, parent)
        self.grid.setContentsMargins(6, 0, 0, 0)
        self.rows: dict[str, tuple[QLabel, QPushButton]] = {}
        self.empty = QLabel(self)
        self.empty.setStyleSheet("color: palette(mid);")

    def clear(self) -> None:
        for label, button in self.rows.values():
            self.grid.removeWidget(label)
            self.grid.removeWidget(button)
            label.deleteLater()
            button.deleteLater()
        self.rows = {}
        self.grid.removeWidget(self.empty)
        self.empty.hide()


class MagicDock(QDockWidget):
    """Both players' magic; "Use" enters magic mode for the side to move."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setObjectName("MagicDock")
        self.window_ = window
        self.controller = window.controller
        self.mode = MagicMode(window.scene, self._play, self, window)
        self.mode.changed.connect(self.refresh)
        self.mode.hint.connect(self._hint)
        self.flow = GainFlow(window, self)
        self.players = [PlayerMagic(0), PlayerMagic(1)]
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self._cancel)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setMinimumHeight(2 * self.status.fontMetrics().height())  # the rows do not jump
        body = QWidget(self)
        lay = QVBoxLayout(body)
        lay.setContentsMargins(4, 4, 4, 4)
        self._box = QVBoxLayout()
        lay.addLayout(self._box)
        lay.addStretch(1)
        # What the next click does and the Cancel button on top, as in the card dock; the players'
        # magic below scrolls in a short window (and stays where it was scrolled).
        self.scroll_area = scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer = QWidget(self)
        olay = QVBoxLayout(outer)
        olay.setContentsMargins(2, 2, 2, 2)
        bar = QHBoxLayout()
        bar.setContentsMargins(2, 0, 2, 0)
        bar.addWidget(self.status, 1)
        bar.addWidget(self.cancel_button)
        olay.addLayout(bar)
        olay.addWidget(scroll, 1)
        self.setWidget(outer)
        self.setMinimumWidth(240)
        self._order: tuple[int, int] | None = None
        self._pos: Position | None = None
        self._actions: dict[str, list[Action]] = {}
        self._active_key: str | None = None
        self._on = False
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Magic"))
        self.cancel_button.setText(self.tr("Cancel magic"))
        self.cancel_button.setToolTip(self.tr("Leave magic mode (Esc or a right click on the board)"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------- state
    def on_position_changed(self, _transition: object = None) -> None:
        self.mode.cancel(quiet=True)
        self._active_key = None
        self.status.setText("")
        pos = self.controller.position()
        self._pos = pos
        on = magic_state(pos, 0) is not None
        self._actions = {}
        if on:
            for a in pos.legal_actions():
                if isinstance(a, Action):
                    self._actions.setdefault(a.name, []).append(a)
        if on != self._on:
            self._on = on
            self.show_for_game()
        self.refresh()

    def show_for_game(self) -> None:
        """Shown (and its tab raised) in a fantasista game, hidden otherwise; View → Magic follows."""
        self.toggleViewAction().setEnabled(self._on)
        self.setVisible(self._on)
        if self._on:
            self.raise_()

    def entries(self, color: int) -> list[tuple[str, str, str, list[Action]]]:
        """(key, label, tool tip, the core's actions it uses now) of one player's magic."""
        pos = self._pos
        if pos is None:
            return []
        st = magic_state(pos, color)
        if not isinstance(st, MagicState):
            return []
        to_move = pos.side == color
        out = []
        kanji = {k.letter: k.kanji for k in pos.variant.kinds}
        for right, n in st.rights:
            acts = self._actions.get(right, []) if to_move else []
            out.append((right, f"{magic_name(right)} ×{n}", magic_rule(right), acts))
        for magic, letter, n in st.tokens:
            acts = [a for a in self._actions.get(magic, []) if a.steps[0].startswith(f"{letter}*")] if to_move else []
            label = f"{magic_name(magic)} {kanji.get(letter, letter)} ×{n}"
            out.append((f"{magic}:{letter}", label, magic_rule(magic), acts))
        if st.emblem:
            acts = self._actions.get("to-emblem", []) if to_move else []
            out.append(("to-emblem", magic_name("to-emblem"), magic_rule("to-emblem"), acts))
        if to_move:
            for magic in BOARD_POWERS:
                acts = [a for a in self._actions.get(magic, []) if "*" not in a.steps[0]]
                if acts:
                    out.append((f"{magic}:board", self.tr("%1 (a piece on the board)").replace("%1", magic_name(magic)),
                                magic_rule(magic), acts))
        return out

    def use_button(self, color: int, key: str) -> QPushButton:
        return self.players[color].rows[key][1]

    def refresh(self) -> None:
        pos = self._pos
        if pos is None or not self._on:
            self.cancel_button.setEnabled(False)
            return
        self._order = order_sections(self._box, self.players, self.window_.scene.flipped, self._order)
        movable = self.controller.movable_colors()
        handicap = bool(self.controller.record.handicap)
        for color, player in enumerate(self.players):
            st = magic_state(pos, color)
            fairy = st.fairy if isinstance(st, MagicState) else "none"
            name = self.controller.names[color] or side_name(color, handicap)
            player.heading.setText(f"{side_mark(color)} {name} — {fairy_name(fairy)}")
            player.set_to_move(color == pos.side and self.controller.current.ending is None)
            player.clear()
            entries = self.entries(color)
            for row, (key, label_text, tip, acts) in enumerate(entries):
                label = QLabel(label_text, player)
                label.setToolTip(tip)
                button = QPushButton(self.tr("Use"), player)
                button.setToolTip(tip)
                usable = bool(acts) and color == pos.side and color in movable
                button.setEnabled(usable)
                button.setCheckable(True)
                button.setChecked(self.mode.active and self._active_key == key)
                button.clicked.connect(lambda _c=False, k=key, c=color: self.use(c, k))
                player.grid.addWidget(label, row, 0)
                player.grid.addWidget(button, row, 1)
                player.rows[key] = (label, button)
            if not entries:
                player.empty.setText(self.tr("No magic held"))
                player.grid.addWidget(player.empty, 0, 0)
                player.empty.show()
        self.cancel_button.setEnabled(self.mode.active)

    # ----------------------------------------------------------------- using
    def use(self, color: int, key: str) -> bool:
        """Enter magic mode for one entry of the side to move (as its Use button does)."""
        pos = self._pos
        if pos is None or color != pos.side or color not in self.controller.movable_colors():
            return False
        if self.mode.active and self._active_key == key:
            self.mode.cancel()
            return False
        acts = next((a for k, _l, _t, a in self.entries(color) if k == key), [])
        if not acts:
            self.refresh()
            return False
        if len(acts) == 1 and acts[0].steps == ("pass",):
            self._play(acts[0])  # 銀幕展開 with no free square beside the king: the right is spent
            return True
        self._active_key = key
        ok = self.mode.enter(acts[0].name, pos, acts)
        self.refresh()
        return ok

    def _play(self, action: Action) -> None:
        self._active_key = None
        self.controller.try_move(action)

    def _cancel(self) -> None:
        self.mode.cancel()
        self._active_key = None
        self.status.setText("")
        self.refresh()

    def _hint(self, text: str) -> None:
        self.status.setText(text)
        show_hint(self.window_, text)


def install_magic_dock(window: Any) -> MagicDock:
    """Add the magic dock to the main window (right side: the window tabs it with the move list) and
    wire it to the controller."""
    dock = MagicDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.hide()
    dock.toggleViewAction().setEnabled(False)
    window.controller.position_changed.connect(dock.on_position_changed)
    dock.on_position_changed()
    return dock
