"""Gains of 王将ファンタジスタ in the window (RULES.md §6): the gate the controller asks before a
scheduled ply, the real die's dialog, the instant magic's target choice and the rolling die.

The controller reports every ply that included a gain (``gain_made``) and the die (:mod:`.d20`) rolls
to the face the core used, then names the magic.  Before a scheduled ply is played the controller asks
:meth:`GainFlow.gate`: in "real die" games a dialog takes the typed face first; when the face gives an
instant magic (invincible, carrier) with two or more candidates, the board shows the position after
the move, the die rolls, and the gaining player clicks one of the candidates the core allows
(``instant_targets``).  The ply is then played with ``gain!dFACE[,MAGIC[,SQUARE]]``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QWidget

from ...core.actions import Action
from ...core.addons.fantasista import (
    INSTANT,
    MagicState,
    gain_due,
    instant_targets,
    magic_state,
    parse_gain,
    push_with_gain,
    seeded_face,
)
from ...core.moves import is_drop, move_from, move_to
from ...core.position import Position
from ...core.squares import named_squares
from ...core.tables import square_name
from ..text.names import side_mark, side_name
from .d20 import D20Widget
from .mode import TargetMode
from .texts import gain_summary, magic_name

if TYPE_CHECKING:
    from ..window_api import WindowHost

HINT_MS = 20000
DIE_ROLL_MS = 1000  # how long the die tumbles when animations are on


def played_squares(move: object) -> list[int]:
    """The board squares a ply touched: a move's from (not for a drop) and to, the squares an action names."""
    if isinstance(move, int):
        return [move_to(move)] if is_drop(move) else [move_from(move), move_to(move)]
    if isinstance(move, Action):
        return named_squares(move.steps)
    return []


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

    def __init__(self, host: WindowHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.controller = host.controller
        self.scene = host.scene
        self.die = D20Widget(host.board_viewport(), play_sound=self._play_sound)
        self._announcement = ""  # the roll's result for the status bar, told when the die lands
        self.die.landed.connect(self._announce)
        self.die.closed.connect(self._announce)
        self.target_mode = TargetMode(self.scene, self._target_chosen, self, host.window())
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
            dialog = RealDieDialog(who, self.host.window())
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
        self._roll(face, lambda: gain_summary(fairy, magic), [*played_squares(move), *targets])
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
        self.host.show_message(text, HINT_MS if text else 0)

    def _play_sound(self, name: str) -> None:
        self.host.play_sound(name)

    def _on_position_changed(self, _transition: object = None) -> None:
        if self.pending is not None:  # the game moved on (a new game, navigation): drop the choice
            self.pending = None
            self.target_mode.cancel(quiet=True)

    def cancel_pending(self) -> None:
        """The target choice was cancelled: the move is not played; the board shows the game again."""
        self.pending = None
        self.target_mode.cancel(quiet=True)
        self.host.show_game_position()

    # ----------------------------------------------------------------- the die
    def _roll(self, face: int, text: Callable[[], str], squares: Iterable[int] = ()) -> None:
        """Roll the die; with animations off in the settings (0 ms) it lands at once.  It hides none of
        ``squares`` (the ply just played, the pieces to click) where the board leaves it room."""
        self.die.duration_ms = DIE_ROLL_MS if self.host.settings.animation_ms > 0 else 0
        views = self.scene.views()
        avoid = [views[0].mapFromScene(self.scene.square_rect(sq)).boundingRect() for sq in squares] if views else []
        self.die.roll(face, text, avoid=avoid)

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
            self._roll(face, result, played_squares(self.controller.current.move))  # sounds on landing
        # The status bar tells the result once the die shows it (it has landed, or was clicked to skip).
        self._announcement = self.tr("%1 rolled %2. %3").replace("%1", who).replace("%2", str(face)).replace(
            "%3", summary)
        if not self.die.rolling:
            self._announce()

    def _announce(self, _face: int = 0) -> None:
        text, self._announcement = self._announcement, ""
        if text:
            self.host.show_message(text, 10000)
