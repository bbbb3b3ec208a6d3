"""The card dock (RULES.md §5): both players' cards, face up, side by side, with what each one does.

Each card face shows its name in the interface language and the edition mark, and its short rule when
the dock is tall enough (the card under the pointer, or the one being played, is described in a line at
the bottom in any case), so both players' cards are seen without scrolling.  A spent
card is greyed and stamped "used"; a card the core offers at least one action for now (the position's
``legal_actions()`` grouped by ``Action.name``) is lit, and clicking a lit card of the side to move
enters card mode on the board (:mod:`.mode`).  A spent card stays clickable only while the core
still offers actions under its name (a rider's later set-down).  The dock shows itself when a game with
cards starts and hides when a game without them starts.

    dock = CardDock(window)     # the main window (a WindowHost) adds it and wires it to the controller
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...core.actions import Action
from ...core.addons.cards import CardsState, cards_state
from ...core.addons.cards_rewind import reverted_position
from ...core.position import Position
from ..addon_dock import AddonDock, PlayerSection
from ..teach.help_buttons import PageButton, card_page, page_button
from ..text.names import side_mark, side_name
from .mode import CardMode
from .texts import card_name, card_rule, edition_mark

if TYPE_CHECKING:
    from ..window_api import WindowHost

CARD_W, CARD_H = 150, 86  # a full face (name and rule); a compact face is only as tall as its name


class CardFace(QWidget):
    """One card: painted face; ``clicked(card)`` when it is playable and clicked, ``hovered(card)`` when
    the pointer enters it ("" when it leaves).

    The face shows the card's name, and its rule as well when the dock gives it the room (the rule is
    also the face's tool tip and the dock's description line)."""

    clicked = Signal(str)
    hovered = Signal(str)

    def __init__(self, card: str, edition: int, color: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.edition = edition
        self.color = color
        self.used = False
        self.playable = False  # the core offers at least one action for it now
        self.clickable = False  # playable, and its owner is the side the user may move now
        self.active = False  # card mode is running with this card
        # whether the faces shown with this one have room for their edition marks: all show it or none
        self.marks_fit: Callable[[], bool] = self.mark_fits
        self.setMinimumWidth(96)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.ArrowCursor)
        self.retranslate()

    def compact_height(self) -> int:
        return QFontMetrics(self._title_font()).height() + 8

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(96, self.compact_height())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(CARD_W, self.compact_height())

    def retranslate(self) -> None:
        self.name = card_name(self.card, self.edition)
        self.rule = card_rule(self.card, self.edition)
        self.mark = edition_mark(self.edition)
        self.used_text = self.tr("used")
        tip = self.tr("%1 (%2)").replace("%1", self.name).replace("%2", self.mark) + "\n" + self.rule
        if self.used:
            tip += "\n" + self.tr("This card has been played.")
        self.setToolTip(tip)
        self.setMinimumHeight(self.compact_height())
        self.setMaximumHeight(CARD_H)
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

    def enterEvent(self, event: QEnterEvent) -> None:  # noqa: N802
        self.hovered.emit(self.card)
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802
        self.hovered.emit("")
        super().leaveEvent(event)

    def _title_font(self) -> QFont:
        title = QFont(self.font())
        title.setBold(True)
        return title

    def _rule_font(self) -> QFont:
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.85))
        return small

    def _inner(self) -> QRectF:
        return QRectF(self.rect()).adjusted(2, 2, -2, -2).adjusted(7, 2, -7, -2)

    def mark_fits(self) -> bool:
        """The edition mark fits beside the name at the face's present width."""
        need = (QFontMetricsF(self._title_font()).horizontalAdvance(self.name)
                + QFontMetricsF(self._rule_font()).horizontalAdvance(self.mark) + 8)
        return need <= self._inner().width()

    def shows_mark(self) -> bool:
        """The mark is drawn when every face of its column has room for it: a mark on some cards only
        ("Wrap rook 2nd ed." above a bare "Queen king") read as if only those were of that edition."""
        return self.marks_fit()

    def shows_rule(self) -> bool:
        """The rule fits under the name at the face's present size (else only the name is drawn)."""
        inner = self._inner()
        body = inner.adjusted(0, QFontMetrics(self._title_font()).height() + 2, 0, 0)
        if body.height() <= 0 or body.width() <= 0:
            return False
        need = QFontMetricsF(self._rule_font()).boundingRect(
            body, int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), self.rule)
        return need.height() <= body.height() and need.width() <= body.width() + 0.5

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
        inner = self._inner()
        title = self._title_font()
        p.setFont(title)
        p.setPen(ink)
        small = self._rule_font()
        p.drawText(inner, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                   QFontMetrics(title).elidedText(self.name, Qt.TextElideMode.ElideRight, int(inner.width())))
        p.setFont(small)
        if self.shows_mark():
            p.drawText(inner, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop), self.mark)
        if self.shows_rule():
            body = inner.adjusted(0, QFontMetrics(title).height() + 2, 0, 0)
            p.drawText(body, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                       self.rule)
        if self.used:
            stamp = QFont(self.font())
            stamp.setBold(True)
            p.setFont(stamp)
            p.setPen(QPen(QColor(170, 40, 30, 200), 2))
            p.save()
            p.translate(r.right() - 34, r.center().y())
            p.rotate(-12)
            box = QRectF(-30, -10, 60, 20)
            p.drawRoundedRect(box, 4, 4)
            p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), self.used_text)
            p.restore()
        p.end()


class PlayerCards(PlayerSection):
    """One player's heading and cards, one column (the two players stand side by side)."""

    def __init__(self, color: int, parent: QWidget | None = None) -> None:
        super().__init__(color, parent)
        self.heading.setWordWrap(True)
        self.grid.setSpacing(2)
        self.faces: dict[str, CardFace] = {}
        self.page_buttons: dict[str, PageButton] = {}  # "?" beside each card: its rules-book page
        self._key: tuple[int, tuple[str, ...]] | None = None

    def set_cards(self, state: CardsState, on_click: Any, on_hover: Any) -> None:
        key = (state.edition, state.cards)
        if key == self._key:
            return
        self._key = key
        for widget in (*self.faces.values(), *self.page_buttons.values()):
            self.grid.removeWidget(widget)
            widget.deleteLater()
        self.faces = {}
        self.page_buttons = {}
        for i, card in enumerate(state.cards):
            face = CardFace(card, state.edition, self.color, self)
            face.clicked.connect(on_click)
            face.hovered.connect(on_hover)
            face.marks_fit = self._marks_fit
            self.grid.addWidget(face, i, 0)
            self.faces[card] = face
            help_button = page_button(self, card_page(card, state.edition))
            self.grid.addWidget(help_button, i, 1, Qt.AlignmentFlag.AlignTop)
            self.page_buttons[card] = help_button
        self.grid.setRowStretch(len(state.cards), 1)

    def _marks_fit(self) -> bool:
        return all(face.mark_fits() for face in self.faces.values())


class CardDock(AddonDock):
    """Both players' cards side by side (the player at the bottom of the board on the left), what the
    next click does, the Cancel button, and a line describing the card under the pointer."""

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host, "CardDock")
        self.players = [PlayerCards(0), PlayerCards(1)]
        self._hovered = ""
        self._reverted_shown = False  # the scene shows 時遡行's reverted board while the card is chosen
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        self.description.setTextFormat(Qt.TextFormat.PlainText)
        self.description.setMinimumHeight(2 * self.description.fontMetrics().height() + 8)
        self.description.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.description.setStyleSheet("QLabel { background: palette(base); border: 1px solid palette(mid);"
                                       " border-radius: 4px; padding: 3px; }")
        lay = QVBoxLayout(self.body)
        lay.setContentsMargins(2, 2, 2, 2)
        self._players_box = QHBoxLayout()
        self._players_box.setSpacing(4)
        lay.addLayout(self._players_box, 1)
        self.setMinimumWidth(2 * 96 + 30)
        self.mode.changed.connect(self._restore_board)
        self.finish_layout(below=self.description)

    def make_mode(self) -> CardMode:
        return CardMode(self.host.scene, self._play, self, self.host.window())

    def in_game_for(self, pos: Position) -> bool:
        return cards_state(pos, 0) is not None

    @property
    def edition(self) -> int | None:
        """The card edition of the game on show (None: a game without cards)."""
        pos = self.shown_position
        st = cards_state(pos, 0) if pos is not None else None
        return st.edition if st is not None else None

    # ----------------------------------------------------------------- texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Cards"))
        self.cancel_button.setText(self.tr("Cancel card"))
        self.cancel_button.setToolTip(self.tr("Leave card mode (Esc or a right click on the board)"))
        for player in self.players:
            for face in player.faces.values():
                face.retranslate()
        self.refresh()

    # ----------------------------------------------------------------- state
    def actions_by_card(self) -> dict[str, list[Action]]:
        """The core's actions of the shown position, grouped by card (Action.name)."""
        return self.actions_now

    def face(self, color: int, card: str) -> CardFace:
        return self.players[color].faces[card]

    def on_position_changed(self, _transition: object = None) -> None:
        self._reverted_shown = False  # the window has just shown the game's position
        super().on_position_changed(_transition)

    def refresh(self) -> None:
        pos = self.shown_position
        edition = self.edition
        if pos is None or edition is None:
            self.cancel_button.setEnabled(False)
            return
        self.order_players(self._players_box, self.players, top_first=False, stretch=1)
        movable = self.controller.movable_colors()
        handicap = bool(self.controller.record.handicap)
        for color, player in enumerate(self.players):
            st = cards_state(pos, color)
            if not isinstance(st, CardsState):
                continue
            player.set_cards(st, self._on_card_clicked, self._on_card_hovered)
            to_move = color == pos.side
            player.set_to_move(to_move and self.controller.current.ending is None)
            unused = len(st.unused)
            name = self.controller.names[color] or side_name(color, handicap)
            player.heading.setText(f"{side_mark(color)} {name}\n"
                                   + self.tr("%1 of %n card(s) left", "", len(st.cards)).replace("%1", str(unused)))
            for card, face in player.faces.items():
                playable = to_move and card in self.actions_now
                used = card in st.used
                face.set_state(used, playable, playable and color in movable,
                               self.mode.active and to_move and self.mode.card == card)
        self.cancel_button.setEnabled(self.mode.active)
        if not self.mode.active and not self.status.text():
            self.status.setText(self._idle_text(pos))
        self._describe()

    def _idle_text(self, pos: Position) -> str:
        if self.controller.current.ending is not None or pos.side not in self.controller.movable_colors():
            return ""
        if any(card in self.actions_now for card in self.players[pos.side].faces):
            return self.tr("Click a lit card to play it, or move on the board.")
        return self.tr("No card can be played now.")

    def _on_card_hovered(self, card: str) -> None:
        self._hovered = card
        self._describe()

    def description_text(self) -> str:
        """The name and rule of the card under the pointer, else of the card being played."""
        card = self._hovered or (self.mode.card if self.mode.active else "")
        edition = self.edition
        if not card or edition is None:
            return ""
        return (self.tr("%1 (%2): %3").replace("%1", card_name(card, edition))
                .replace("%2", edition_mark(edition)).replace("%3", card_rule(card, edition)))

    def _describe(self) -> None:
        text = self.description_text()
        self.description.setText(text or self.tr("Point at a card to read what it does."))
        self.description.setEnabled(bool(text))

    # ----------------------------------------------------------------- playing
    def _on_card_clicked(self, card: str) -> None:
        self.play_card(card)

    def play_card(self, card: str) -> bool:
        """Enter card mode for ``card`` of the side to move (as a click on its face does)."""
        pos = self.shown_position
        if pos is None or card not in self.actions_now or pos.side not in self.controller.movable_colors():
            return False
        if self.mode.active and self.mode.card == card:
            self.mode.cancel()
            return False
        shown = reverted_position(pos) if card == "rewind" else None
        if shown is not None:  # the follow-up move is chosen on the board as it is after the revert
            self.host.scene.set_position(shown)
            self._reverted_shown = True
        entered = self.mode.enter(card, pos, self.actions_now[card], shown)
        if not entered:
            self._restore_board()
        return entered

    def _play(self, action: Action) -> None:
        self.controller.try_move(action)  # played: the window shows the new position (and clears the flag)

    def _restore_board(self) -> None:
        """Card mode was left without playing: the board shows the game's position again."""
        if self._reverted_shown and not self.mode.active:
            self._reverted_shown = False
            self.host.show_game_position()

