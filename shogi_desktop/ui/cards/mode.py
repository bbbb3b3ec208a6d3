"""Card mode on the board: the user plays a card by clicking through the steps the core offers.

Nothing here decides a rule.  Entering card mode takes the core's legal actions of that card
(``pos.legal_actions()`` with ``Action.name == card``) and turns each into the clicks that spell it:
a move step is its from and to squares (a step that starts where the previous one ended adds only its
destination), a drop step is the hand slot then the square, a square step is that square.  The board
highlights exactly the next clicks of the actions that still match; when the clicks so far spell one
action completely it is handed to the controller (which asks the core again); when several complete
actions remain (a promotion choice, or two readings of the same squares) a small menu names them.
When an action could end here or go on (a rider set down later or not at all), the last clicked square
shows a "stop here" marker.

Drawn for the user, from the core's squares: the reflecting bishop's and the wrap rook's paths to each
destination, and for persuasion the pieces that would change sides (found by playing each candidate on a
copy of the position and comparing the boards).

The mode listens to the scene through an event filter, so the board scene needs no code for cards:
left clicks are clicks, a right click on the board cancels.  Esc cancels wherever the focus is in the
window (the card's face or a dock's "Use" button has just been clicked): a window shortcut, enabled
only while the mode runs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QMenu, QWidget

from ...core.actions import Action
from ...core.addons.cards import parse_drop_step
from ...core.position import Position
from ...core.squares import named_squares
from ...core.tables import parse_square, reflect_path
from ..board.items import Z_HIGHLIGHT, MoveMarker, SquareHighlight, StopMarker, TravelPathItem
from ..board.overlays import path_corners
from ..board.scene import BoardScene, PreviewStep
from .texts import card_step_text

Click = tuple[str, int]  # ("sq", square) or ("hand", kind index of the side to move's hand)

DIAGONALS = ((1, 1), (1, -1), (-1, 1), (-1, -1))


class Spelled(NamedTuple):
    """One click of an action's spelling: the click, the step it belongs to and what it chooses there:
    "piece" (the piece to move), "to" (where it goes), "again" (where the piece that just moved goes
    next), "hand" (the piece in hand), "drop" (where it is dropped) or "square" (a square the step
    acts on: a piece sent back, struck, a rider set down)."""

    click: Click
    step: int
    role: str


# 転送飛: the rook and another piece change places; the second step (the other piece's way back to the
# rook's square) is implied, so the swap is spelled by its two squares.
SWAPS = frozenset({"swap-rook"})


def action_spelling(pos: Position, action: Action) -> tuple[Spelled, ...]:
    """The clicks that spell ``action`` on the board (promotion marks are not clicks), with their roles."""
    out: list[Spelled] = []
    for i, step in enumerate(action.steps):
        if "*" in step:
            kind, to, _promoted = parse_drop_step(pos, step)
            out.append(Spelled(("hand", kind), i, "hand"))
            out.append(Spelled(("sq", to), i, "drop"))
        elif len(step) in (4, 5):
            frm, to = parse_square(step[:2]), parse_square(step[2:4])
            if i > 0 and action.name in SWAPS:
                continue
            if out and out[-1].click == ("sq", frm):
                out.append(Spelled(("sq", to), i, "again"))
                continue
            out.append(Spelled(("sq", frm), i, "piece"))
            out.append(Spelled(("sq", to), i, "to"))
        else:
            out.append(Spelled(("sq", parse_square(step)), i, "square"))
    return tuple(out)


def action_clicks(pos: Position, action: Action) -> tuple[Click, ...]:
    """The clicks that spell ``action`` on the board (promotion marks are not clicks)."""
    return tuple(s.click for s in action_spelling(pos, action))


def flipped_squares(pos: Position, action: Action) -> set[int]:
    """The enemy pieces ``action`` turns to the mover's side: played on a copy, the boards compared
    (the squares the action's own steps name are left out: those are captures and moves)."""
    work = pos.copy()
    c = pos.side
    before = list(work.board)
    work.push(action)
    after = work.board
    named = set(named_squares(action.steps))
    out = set()
    for sq, (b, a) in enumerate(zip(before, after)):
        if sq in named or not b or not a:
            continue
        if ((b > 0) != (c == 0)) and ((a > 0) == (c == 0)):
            out.add(sq)
    return out


def reflect_route(pos: Position, s: int, t: int) -> tuple[int, ...]:
    """The squares a reflecting bishop travels from ``s`` to ``t`` (the core's reflection path that
    reaches ``t`` first with nothing in the way); empty when none does."""
    best: tuple[int, ...] = ()
    for df, dr in DIAGONALS:
        path = reflect_path(s, df, dr, "both")
        for i, q in enumerate(path):
            if q == t:
                if not best or i + 1 < len(best):
                    best = tuple(path[:i + 1])
                break
            if pos.board[q]:
                break
    return best


def wrap_route(pos: Position, s: int, t: int) -> tuple[int, int, int] | None:
    """The wrap rook's way from ``s`` to ``t``: (the edge square it leaves by, the square on the far edge
    it comes back in by, the square step of its line); None when ``t`` is not on one of its lines."""
    sf, sr, tf, tr = s % 9, s // 9, t % 9, t // 9
    if sr == tr:
        df = 1 if tf < sf else -1  # crossing the edge arrives on the far side of the start
        return sr * 9 + (8 if df == 1 else 0), sr * 9 + (0 if df == 1 else 8), df
    if sf == tf:
        dr = -1 if pos.side == 0 else 1
        return (0 if dr == -1 else 8) * 9 + sf, (8 if dr == -1 else 0) * 9 + sf, dr * 9
    return None


@dataclass
class Candidate:
    action: Action
    spelled: tuple[Spelled, ...]

    @property
    def clicks(self) -> tuple[Click, ...]:
        return tuple(c.click for c in self.spelled)


class FlipMarker(SquareHighlight):
    """A piece that would change sides (persuasion)."""

    def __init__(self) -> None:
        super().__init__(QColor(200, 60, 220, 110), Z_HIGHLIGHT + 0.4)
        self.square: int | None = None


class CardMode(QObject):
    """Card mode on one board scene; ``play`` receives the chosen action (the controller's try_move)."""

    changed = Signal()  # entered, a click was taken, or left
    hint = Signal(str)

    def __init__(self, scene: BoardScene, play: Callable[[Action], object], parent: QObject | None = None,
                 window: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.play = play
        if window is None and scene.views():
            window = scene.views()[0].window()
        self._escape: QShortcut | None = None
        if window is not None:
            self._escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
            self._escape.setContext(Qt.ShortcutContext.WindowShortcut)
            self._escape.setEnabled(False)
            self._escape.activated.connect(self._escape_pressed)
        self.card: str | None = None
        self.pos: Position | None = None
        self.shown: Position | None = None  # the board the clicks are read on (時遡行: the reverted one)
        self.candidates: list[Candidate] = []
        self.clicks: list[Click] = []
        self.flips: dict[Action, set[int]] = {}
        self.menu: QMenu | None = None
        self._items: list[QGraphicsItem] = []
        self._swallow_context = False
        scene.installEventFilter(self)
        scene.layout_changed.connect(self._relayout)

    # ----------------------------------------------------------------- state
    @property
    def active(self) -> bool:
        return self.card is not None

    def enter(self, card: str, pos: Position, actions: list[Action], shown: Position | None = None) -> bool:
        """Start playing ``card`` with the core's ``actions`` for it (of ``pos``, the game's position).
        ``shown``: the board the scene shows while the card is chosen, when it is not ``pos``."""
        self.cancel(quiet=True)
        acts = [a for a in actions if a.name == card]
        if not acts:
            return False
        self.card = card
        self.pos = pos.copy()
        self.shown = shown.copy() if shown is not None else None
        self.candidates = [Candidate(a, self.spelling_of(pos, a)) for a in acts]
        self.clicks = []
        self.scene.select(None)
        if self._escape is not None:
            self._escape.setEnabled(True)
        self._refresh()
        self.changed.emit()
        return True

    def spelling_of(self, pos: Position, action: Action) -> tuple[Spelled, ...]:
        """The clicks that choose ``action`` in this mode, with what each chooses."""
        return action_spelling(pos, action)

    def clicks_of(self, pos: Position, action: Action) -> tuple[Click, ...]:
        """The clicks that choose ``action`` in this mode."""
        return tuple(c.click for c in self.spelling_of(pos, action))

    def cancel(self, quiet: bool = False, message: str = "") -> None:
        """Leave the mode; unless ``quiet``, the hint becomes ``message`` (say, "Card cancelled.")."""
        was = self.active
        self.card = None
        self.pos = None
        self.shown = None
        self.candidates = []
        self.clicks = []
        self.flips = {}
        if self._escape is not None:
            self._escape.setEnabled(False)
        self._close_menu()
        self._clear_items()
        self.scene.clear_preview()
        if was and not quiet:
            self.hint.emit(message)
            self.changed.emit()

    def matching(self) -> list[Candidate]:
        n = len(self.clicks)
        return [c for c in self.candidates if c.clicks[:n] == tuple(self.clicks)]

    def complete(self) -> list[Action]:
        """The actions the clicks so far spell completely."""
        return [c.action for c in self.matching() if len(c.clicks) == len(self.clicks)]

    def next_clicks(self) -> set[Click]:
        n = len(self.clicks)
        return {c.clicks[n] for c in self.matching() if len(c.clicks) > n}

    def next_roles(self) -> list[tuple[int, str]]:
        """(step, role) of the next clicks of the actions that still match, in step order."""
        n = len(self.clicks)
        return sorted({c.spelled[n][1:] for c in self.matching() if len(c.spelled) > n})

    def done_steps(self) -> list[str]:
        """The steps the clicks so far spell completely, of the first action that still matches
        (the board shows them done; the action is not played before its last click)."""
        n = len(self.clicks)
        for cand in self.matching():
            if len(cand.spelled) <= n or cand.action.name in SWAPS:
                return []
            last = {sp.step: i for i, sp in enumerate(cand.spelled)}  # a step's last click
            return [step for i, step in enumerate(cand.action.steps) if i in last and last[i] < n]
        return []

    def target_squares(self) -> set[int]:
        """The board squares highlighted as the next click."""
        return {v for k, v in self.next_clicks() if k == "sq"}

    def target_hand_kinds(self) -> set[int]:
        return {v for k, v in self.next_clicks() if k == "hand"}

    def stop_square(self) -> int | None:
        """The "stop here" square while a complete action could still go on."""
        if self.clicks and self.complete() and self.next_clicks() and self.clicks[-1][0] == "sq":
            return self.clicks[-1][1]
        return None

    def flip_squares(self) -> set[int]:
        out: set[int] = set()
        for squares in self.flips.values():
            out |= squares
        return out

    # ----------------------------------------------------------------- clicks
    def click(self, what: Click | None) -> None:
        """One click of the user (None: outside anything that counts, which cancels)."""
        if not self.active:
            return
        if what is not None and what[0] == "sq" and what[1] == self.stop_square():
            self._finish(self.complete())
            return
        if what is None or what not in self.next_clicks():
            self.cancel(message=self.tr("Card cancelled."))
            return
        self.clicks.append(what)
        if not self.next_clicks():
            self._finish(self.complete())
            return
        self._refresh()
        self.changed.emit()

    def _escape_pressed(self) -> None:
        if self.active:
            self.cancel(message=self.tr("Card cancelled."))

    def _finish(self, actions: list[Action]) -> None:
        if len(actions) == 1:
            self._play(actions[0])
        elif actions:
            self._choose(actions)

    def _play(self, action: Action) -> None:
        self.cancel(quiet=True)
        self.hint.emit("")
        self.play(action)
        self.changed.emit()

    def _choose(self, actions: list[Action]) -> None:
        """Several complete actions remain (promote or not, or two readings): a menu names them."""
        from ...notation.words import action_label
        from ..text.names import ui_language

        assert self.pos is not None
        lang = ui_language()
        self._close_menu()
        menu = QMenu()
        for action in actions:
            item = menu.addAction(action_label(action, self.pos.variant.id, lang))
            item.setData(str(action))
            item.triggered.connect(lambda _c=False, a=action: self._play(a))
        self.menu = menu
        views = self.scene.views()
        if views:
            view = views[0]
            menu.popup(view.mapToGlobal(view.rect().center()))

    def _close_menu(self) -> None:
        if self.menu is not None:
            self.menu.hide()
            self.menu.deleteLater()
            self.menu = None

    # ----------------------------------------------------------------- drawing
    def _clear_items(self) -> None:
        for item in self._items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self._items = []

    def _add(self, item: QGraphicsItem) -> None:
        self.scene.addItem(item)
        self._items.append(item)

    def _relayout(self) -> None:
        """The board was flipped mid-card: draw the targets, paths and marks on their new squares."""
        if self.active:
            self._close_menu()
            self._refresh()

    def _refresh(self) -> None:
        self._clear_items()
        pos = self.pos
        if pos is None:
            return
        scene = self.scene
        for kind, value in self.clicks:  # what has been chosen so far
            hl = SquareHighlight(QColor(60, 150, 255, 120), Z_HIGHLIGHT + 0.2)
            if kind == "sq":
                hl.setRect(scene.square_rect(value))
            else:
                komadai = scene.komadai(pos.side)
                if komadai is None:
                    continue
                hl.setRect(komadai.slot_rect(value))
            hl.setVisible(True)
            self._add(hl)
        board = (self.shown or pos).board
        for sq in sorted(self.target_squares()):
            marker = MoveMarker(capture=bool(board[sq]))
            marker.square = sq
            marker.setPos(scene.square_rect(sq).topLeft())
            self._add(marker)
        komadai = scene.komadai(pos.side)
        for hand_kind in sorted(self.target_hand_kinds()):
            if komadai is None:
                break
            hl = SquareHighlight(QColor(20, 110, 60, 110), Z_HIGHLIGHT + 0.3)
            hl.setRect(komadai.slot_rect(hand_kind))
            hl.setVisible(True)
            self._add(hl)
        stop = self.stop_square()
        if stop is not None:
            sm = StopMarker()
            sm.square = stop
            sm.setPos(scene.square_rect(stop).topLeft())
            self._add(sm)
        self._draw_paths()
        self._draw_flips()
        self._show_done_steps()
        self.hint.emit(self._hint_text())

    def _hint_text(self) -> str:
        """What the next click does, for every reading still open ("click where its second step
        goes"), and how to stop or cancel."""
        parts = list(dict.fromkeys(self.step_text(step, role) for step, role in self.next_roles()))
        what = parts[0] if parts else ""
        for more in parts[1:]:
            what = QCoreApplication.translate("CardMode", "%1, or %2").replace("%1", what).replace("%2", more)
        if self.stop_square() is not None:
            return self.tr("Card: %1, or the marked square to stop here (Esc or right click cancels).").replace(
                "%1", what)
        return self.tr("Card: %1 (Esc or right click cancels).").replace("%1", what)

    def step_text(self, step: int, role: str) -> str:
        """What a click of ``role`` in step ``step`` chooses for this card."""
        assert self.card is not None
        return card_step_text(self.card, step, role)

    def _show_done_steps(self) -> None:
        """The steps spelled so far are shown done: the piece stands on its intermediate square (a
        double move's first step), a dropped token stands where it was dropped."""
        pos = self.shown or self.pos
        assert pos is not None and self.pos is not None
        steps: list[PreviewStep] = []
        for step in self.done_steps():
            if "*" in step:
                index, to, promoted = parse_drop_step(pos, step)
                kind = pos.variant.kinds[index]
                if promoted and kind.promoted is not None:
                    kind = kind.promoted
                steps.append((None, to, kind, self.pos.side))
            elif len(step) in (4, 5):
                steps.append((parse_square(step[:2]), parse_square(step[2:4]), None, self.pos.side))
        self.scene.preview(steps)

    def _draw_paths(self) -> None:
        pos, card = self.pos, self.card
        if pos is None or card not in ("reflect-bishop", "wrap-rook") or len(self.clicks) != 1:
            return
        start = self.clicks[0][1]
        for to in sorted(self.target_squares()):
            if card == "reflect-bishop":
                squares = reflect_route(pos, start, to)
                if not squares:
                    continue
                corners = path_corners(start, squares)
                points = [self.scene.square_center(start), *(self.scene.square_center(q) for q in corners)]
                self._add(TravelPathItem(points, squares, corners))
            else:
                route = wrap_route(pos, start, to)
                if route is None:
                    continue
                edge, far, delta = route
                center = self.scene.square_center
                if edge != start:  # to the edge ...
                    self._add(TravelPathItem([center(start), center(edge)], (edge,), (edge,)))
                entry = center(far) * 2 - center(far + delta)  # ... and in again from beyond the far edge
                self._add(TravelPathItem([entry, center(to)], (to,), (to,)))

    def _draw_flips(self) -> None:
        pos = self.pos
        self.flips = {}
        if pos is None or self.card != "persuasion" or not self.clicks:
            return
        matching = self.matching()
        if len(matching) > 80:
            return
        for cand in matching:
            squares = flipped_squares(pos, cand.action)
            if squares:
                self.flips[cand.action] = squares
        for sq in sorted(self.flip_squares()):
            fm = FlipMarker()
            fm.square = sq
            fm.setRect(self.scene.square_rect(sq))
            fm.setVisible(True)
            fm.setToolTip(self.tr("This piece changes sides if the move ends next to it."))
            self._add(fm)

    def path_items(self) -> list[TravelPathItem]:
        return [i for i in self._items if isinstance(i, TravelPathItem)]

    def flip_markers(self) -> list[FlipMarker]:
        return [i for i in self._items if isinstance(i, FlipMarker)]

    # ----------------------------------------------------------------- scene events
    def click_at(self, p: QPointF) -> None:
        """A click at scene point ``p``: a board square, a hand slot of the mover, or nothing."""
        scene, pos = self.scene, self.pos
        sq = scene.square_at(p)
        if sq is not None:
            self.click(("sq", sq))
            return
        if pos is not None:
            komadai = scene.komadai(pos.side)
            kind = komadai.slot_at(p) if komadai is not None else None
            if kind is not None:
                self.click(("hand", kind))
                return
        self.click(None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        t = event.type()
        if t == QEvent.Type.GraphicsSceneContextMenu and self._swallow_context:
            self._swallow_context = False
            return True
        if not self.active:
            return False
        if t in (QEvent.Type.GraphicsSceneMousePress, QEvent.Type.GraphicsSceneMouseDoubleClick):
            assert isinstance(event, QGraphicsSceneMouseEvent)
            if event.button() == Qt.MouseButton.RightButton:
                self._swallow_context = True
                self.cancel(message=self.tr("Card cancelled."))
            elif event.button() == Qt.MouseButton.LeftButton:
                self.click_at(event.scenePos())
            return True
        if t in (QEvent.Type.GraphicsSceneMouseRelease, QEvent.Type.GraphicsSceneMouseMove):
            return True
        if t == QEvent.Type.GraphicsSceneContextMenu:
            return True
        if t == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape:
            self.cancel(message=self.tr("Card cancelled."))
            return True
        return False
