"""王将ファンタジスタ in the main window (RULES.md §6): the magic dock, magic mode on the board, the die.

* **The magic dock** lists, per player, the fairy, the rights held, the tokens in hand and the と emblem,
  each with a "Use" button; for the side to move it also lists the magic powers of pieces on the board
  (the sword silver's strike, a spearman's chain, the gale horse's double move, the carrier).  A button
  is enabled exactly when the core offers actions under that magic's name (``pos.legal_actions()``) and
  the user may move that side.
* **Magic mode** (:class:`~.mode.MagicMode`, card mode's clicks): "Use" highlights exactly the core's squares for
  that magic; the user clicks through the steps; Esc or a right click cancels.  A token drop needs no
  click on a hand (the token was chosen with its button): its first click is the square.
* **Gains** (:mod:`.gain`): the die rolls for every gain; a real die's face is typed in; an instant
  magic with a choice of pieces waits for the gaining player's click.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ...core.actions import Action
from ...core.addons.fantasista import MagicState, magic_state
from ...core.position import Position
from ..addon_dock import AddonDock, PlayerSection
from ..text.names import side_mark, side_name
from .gain import GainFlow
from .mode import MagicMode
from .texts import fairy_name, magic_name, magic_rule

if TYPE_CHECKING:
    from ..window_api import WindowHost

BOARD_POWERS = ("sword-silver", "spearmen", "gale-horse", "carrier")


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


class MagicDock(AddonDock):
    """Both players' magic; "Use" enters magic mode for the side to move."""

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host, "MagicDock")
        self.flow = GainFlow(host, self)
        self.players = [PlayerMagic(0), PlayerMagic(1)]
        self._active_key: str | None = None
        lay = QVBoxLayout(self.body)
        lay.setContentsMargins(4, 4, 4, 4)
        self._box = QVBoxLayout()
        lay.addLayout(self._box)
        lay.addStretch(1)
        self.setMinimumWidth(240)
        self.finish_layout()

    def make_mode(self) -> MagicMode:
        return MagicMode(self.host.scene, self._play, self, self.host.window())

    def in_game_for(self, pos: Position) -> bool:
        return magic_state(pos, 0) is not None

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Magic"))
        self.cancel_button.setText(self.tr("Cancel magic"))
        self.cancel_button.setToolTip(self.tr("Leave magic mode (Esc or a right click on the board)"))
        self.refresh()

    # ----------------------------------------------------------------- state
    def on_position_changed(self, _transition: object = None) -> None:
        self._active_key = None
        super().on_position_changed(_transition)

    def entries(self, color: int) -> list[tuple[str, str, str, list[Action]]]:
        """(key, label, tool tip, the core's actions it uses now) of one player's magic."""
        pos = self.shown_position
        if pos is None:
            return []
        st = magic_state(pos, color)
        if not isinstance(st, MagicState):
            return []
        to_move = pos.side == color
        out = []
        kanji = {k.letter: k.kanji for k in pos.variant.kinds}
        for right, n in st.rights:
            acts = self.actions_now.get(right, []) if to_move else []
            out.append((right, f"{magic_name(right)} ×{n}", magic_rule(right), acts))
        for magic, letter, n in st.tokens:
            acts = [a for a in self.actions_now.get(magic, []) if a.steps[0].startswith(f"{letter}*")] if to_move else []
            label = f"{magic_name(magic)} {kanji.get(letter, letter)} ×{n}"
            out.append((f"{magic}:{letter}", label, magic_rule(magic), acts))
        if st.emblem:
            acts = self.actions_now.get("to-emblem", []) if to_move else []
            out.append(("to-emblem", magic_name("to-emblem"), magic_rule("to-emblem"), acts))
        if to_move:
            for magic in BOARD_POWERS:
                acts = [a for a in self.actions_now.get(magic, []) if "*" not in a.steps[0]]
                if acts:
                    out.append((f"{magic}:board", self.tr("%1 (a piece on the board)").replace("%1", magic_name(magic)),
                                magic_rule(magic), acts))
        return out

    def use_button(self, color: int, key: str) -> QPushButton:
        return self.players[color].rows[key][1]

    def refresh(self) -> None:
        pos = self.shown_position
        if pos is None or not self.in_game:
            self.cancel_button.setEnabled(False)
            return
        self.order_players(self._box, self.players)
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
        pos = self.shown_position
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

    def cancel(self) -> None:
        self._active_key = None
        super().cancel()

