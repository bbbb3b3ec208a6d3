"""The card dock (RULES.md §5): both players' cards, face up, with what each one does.

Each card face shows its name and short rule in the interface language and the edition mark.  A spent
card is greyed and stamped "used"; a card the core offers at least one action for now (the position's
``legal_actions()`` grouped by ``Action.name``) is lit, and clicking a lit card of the side to move
enters card mode on the board (:mod:`.card_mode`).  A spent card stays clickable only while the core
still offers actions under its name (a rider's later set-down).  The dock shows itself when a game with
cards starts and hides when a game without them starts.

    dock = install_card_dock(window)     # MainWindow: adds the dock, wires it to the controller
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..core.actions import Action
from ..core.addons.cards import CardsState, cards_state
from ..core.addons.cards_rewind import reverted_position
from ..core.position import Position
from .card_mode import CardMode
from .card_texts import action_label, card_name, card_rule, edition_mark
from .dialogs.common import side_mark, side_name
from .player_docks import PlayerSection, order_sections, show_hint

CARD_W, CARD_H = 176, 78


class CardFace(QWidget):
    """One card: painted face; ``clicked(card)`` when it is playable and clicked."""

    clicked = Signal(str)

    def __init__(self, card: str, edition: int, color: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.edition = edition
        self.color = color
        self.used = False
        self.playable = False  # the core offers at least one action for it now
        self.clickable = False  # playable, and its owner is the side the user may move now
        self.active = False  # card mode is running with this card
        self.setFixedSize(CARD_W, CARD_H)
        self.setCursor(Qt.CursorShape.ArrowCursor)
        self.retranslate()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(CARD_W, CARD_H)

    def retranslate(self) -> None:
        self.name = card_name(self.card, self.edition)
        self.rule = card_rule(self.card, self.edition)
        self.mark = edition_mark(self.edition)
        self.used_text = self.tr("used")
        tip = f"{self.name} ({self.mark})\n{self.rule}"
        if self.used:
            tip += "\n" + self.tr("This card has been played.")
        self.setToolTip(tip)
        self.update()

    def set_state(self, used: bool, playable: bool, clickable: bool, active: bool) -> None:
        changed = (used, playable, clickable, active) != (self.used, self.playable, self.clickable, self.active)
        self.used, self.playable, self.clickable, self.active = used, playable, clickable, active
        self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
        if changed:
            self.retranslate()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.clickable:
            event.accept()
            self.clicked.emit(self.card)
            return
        super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        if self.used:
            bg, border, ink = QColor("#d6d3cf"), QColor("#a09a93"), QColor("#8a847d")
        elif self.active:
            bg, border, ink = QColor("#dcebff"), QColor("#2e78d6"), QColor("#1c2a3a")
        elif self.playable:
            bg, border, ink = QColor("#fff4cf"), QColor("#d99a00"), QColor("#2a1a05")
        else:
            bg, border, ink = QColor("#f4efe6"), QColor("#b9ad98"), QColor("#5a4c38")
        p.setBrush(bg)
        p.setPen(QPen(border, 3.0 if (self.active or (self.playable and not self.used)) else 1.5))
        p.drawRoundedRect(r, 7, 7)
        inner = r.adjusted(7, 4, -7, -4)
        title = QFont(self.font())
        title.setBold(True)
        title.setPointSizeF(max(7.0, title.pointSizeF() * 1.02))
        p.setFont(title)
        p.setPen(ink)
        p.drawText(inner, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), self.name)
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.78))
        p.setFont(small)
        p.drawText(inner, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop), self.mark)
        body = inner.adjusted(0, 19, 0, 0)
        p.drawText(body, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                   self.rule)
        if self.used:
            stamp = QFont(self.font())
            stamp.setBold(True)
            stamp.setPointSizeF(stamp.pointSizeF() * 1.2)
            p.setFont(stamp)
            p.setPen(QPen(QColor(170, 40, 30, 200), 2))
            p.save()
            p.translate(r.center())
            p.rotate(-12)
            box = QRectF(-44, -13, 88, 26)
            p.drawRoundedRect(box, 4, 4)
            p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), self.used_text)
            p.restore()
        p.end()


class PlayerCards(PlayerSection):
    """One player's heading and cards, two columns."""

    def __init__(self, color: int, parent: QWidget | None = None) -> None:
        super().__init__(color, parent)
        self.grid.setSpacing(4)
        self.faces: dict[str, CardFace] = {}
        self._key: tuple[int, tuple[str, ...]] | None = None

    def set_cards(self, state: CardsState, on_click: Any) -> None:
        key = (state.edition, state.cards)
        if key == self._key:
            return
        self._key = key
        for face in self.faces.values():
            self.grid.removeWidget(face)
            face.deleteLater()
        self.faces = {}
        for i, card in enumerate(state.cards):
            face = CardFace(card, state.edition, self.color, self)
            face.clicked.connect(on_click)
            self.grid.addWidget(face, i // 2, i % 2)
            self.faces[card] = face


class CardDock(QDockWidget):
    """Both players' cards (the player at the top of the board listed first) and the Cancel button."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setObjectName("CardDock")
        self.window_ = window
        self.controller = window.controller
        self.mode = CardMode(window.scene, self._play, self)
        self.mode.changed.connect(self.refresh)
        self.mode.hint.connect(self._hint)
        self.players = [PlayerCards(0), PlayerCards(1)]
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self._cancel)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        body = QWidget(self)
        lay = QVBoxLayout(body)
        lay.setContentsMargins(4, 4, 4, 4)
        self._players_box = QVBoxLayout()
        lay.addLayout(self._players_box)
        lay.addStretch(1)
        self.scroll_area = scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer = QWidget(self)
        olay = QVBoxLayout(outer)
        olay.setContentsMargins(0, 0, 0, 0)
        bar = QHBoxLayout()
        bar.setContentsMargins(4, 2, 4, 0)
        bar.addWidget(self.status, 1)
        bar.addWidget(self.cancel_button)
        olay.addLayout(bar)
        olay.addWidget(scroll, 1)
        self.setWidget(outer)
        self.setMinimumWidth(2 * CARD_W + 40)
        self._order: tuple[int, int] | None = None
        self._edition: int | None = None
        self._actions: dict[str, list[Action]] = {}
        self._pos: Position | None = None
        self._reverted_shown = False  # the scene shows 時遡行's reverted board while the card is chosen
        self.mode.changed.connect(self._restore_board)
        self.retranslate()

    # ----------------------------------------------------------------- texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Cards"))
        self.cancel_button.setText(self.tr("Cancel card"))
        self.cancel_button.setToolTip(self.tr("Leave card mode (Esc or a right click on the board)"))
        for player in self.players:
            for face in player.faces.values():
                face.retranslate()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------- state
    def actions_by_card(self) -> dict[str, list[Action]]:
        """The core's actions of the shown position, grouped by card (Action.name)."""
        return self._actions

    def face(self, color: int, card: str) -> CardFace:
        return self.players[color].faces[card]

    def on_position_changed(self, _transition: object = None) -> None:
        self._reverted_shown = False  # the window has just shown the game's position
        self.mode.cancel(quiet=True)
        self.status.setText("")
        pos = self.controller.position()
        self._pos = pos
        self._actions = {}
        st = cards_state(pos, 0)
        edition = st.edition if isinstance(st, CardsState) else None
        if edition is not None:
            for a in pos.legal_actions():
                if isinstance(a, Action):
                    self._actions.setdefault(a.name, []).append(a)
        if edition != self._edition:
            self._edition = edition
            self.setVisible(edition is not None)
        self.refresh()

    def refresh(self) -> None:
        pos = self._pos
        if pos is None or self._edition is None:
            self.cancel_button.setEnabled(False)
            return
        self._order = order_sections(self._players_box, self.players, self.window_.scene.flipped, self._order)
        movable = self.controller.movable_colors()
        handicap = bool(self.controller.record.handicap)
        for color, player in enumerate(self.players):
            st = cards_state(pos, color)
            if not isinstance(st, CardsState):
                continue
            player.set_cards(st, self._on_card_clicked)
            to_move = color == pos.side
            unused = len(st.unused)
            name = self.controller.names[color] or side_name(color, handicap)
            player.heading.setText(self.tr("%1 %2 — %3 of %4 cards left").replace("%1", side_mark(color))
                                   .replace("%2", name).replace("%3", str(unused))
                                   .replace("%4", str(len(st.cards))))
            for card, face in player.faces.items():
                playable = to_move and card in self._actions
                used = card in st.used
                face.set_state(used, playable, playable and color in movable,
                               self.mode.active and to_move and self.mode.card == card)
        self.cancel_button.setEnabled(self.mode.active)
        self.scroll_area.ensureWidgetVisible(self.players[pos.side].heading, 0, 0)  # the mover's cards

    # ----------------------------------------------------------------- playing
    def _on_card_clicked(self, card: str) -> None:
        self.play_card(card)

    def play_card(self, card: str) -> bool:
        """Enter card mode for ``card`` of the side to move (as a click on its face does)."""
        pos = self._pos
        if pos is None or card not in self._actions or pos.side not in self.controller.movable_colors():
            return False
        if self.mode.active and self.mode.card == card:
            self.mode.cancel()
            return False
        shown = reverted_position(pos) if card == "rewind" else None
        if shown is not None:  # the follow-up move is chosen on the board as it is after the revert
            self.window_.scene.set_position(shown)
            self._reverted_shown = True
        entered = self.mode.enter(card, pos, self._actions[card], shown)
        if not entered:
            self._restore_board()
        return entered

    def _play(self, action: Action) -> None:
        self.controller.try_move(action)  # played: the window shows the new position (and clears the flag)

    def _restore_board(self) -> None:
        """Card mode was left without playing: the board shows the game's position again."""
        if self._reverted_shown and not self.mode.active:
            self._reverted_shown = False
            self.window_._on_position_changed(None)

    def _cancel(self) -> None:
        self.mode.cancel()
        self.status.setText("")

    def _hint(self, text: str) -> None:
        self.status.setText(text)
        show_hint(self.window_, text)

    def ply_label(self, action: Action) -> str:
        from .dialogs.common import ui_language

        edition = self._edition or 2
        kinds = self._pos.variant.kinds if self._pos is not None else []
        return action_label(action, edition, ui_language(), {k.letter: k.kanji for k in kinds})


def install_card_dock(window: Any) -> CardDock:
    """Add the card dock to the main window (left side) and wire it to the controller."""
    dock = CardDock(window)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    dock.hide()
    window.controller.position_changed.connect(dock.on_position_changed)
    dock.on_position_changed()
    return dock
