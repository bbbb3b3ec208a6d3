"""The user's gestures on the board: select a piece (click) or drag it, from the board or a komadai;
the promotion choice; the lion's second step; right click, Esc, the piece guide's context menu.

:class:`BoardInput` belongs to one :class:`~.scene.BoardScene`, which passes it its mouse and key
events and asks it what is selected.  It reads the scene through public methods only, and for every
legal question it asks the core through the scene (``legal_moves_for``, ``lion_actions``).  A finished
gesture is a move intent: the scene's ``move_requested`` signal with a move int or a core Action.  If
the controller refuses it, the piece slides back where it came from.

Drags use the scene's own mouse handling (``QDrag`` does not work offscreen): pieces in hand are items
of the scene, so every gesture is testable with QTest mouse events on the view.

A lion that captures with a king step waits on that square when the core lists two-step actions
(``lion!5e4d,4d5e``) starting with that step, and the next click picks the second step (back on its
start square: capture in place, 居食い) or the lion itself (stop there).

The right button draws arrows and circles (:mod:`.annotations`) unless a gesture above is pending,
which it cancels as before; a plain left click clears them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QCursor, QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsSceneContextMenuEvent, QGraphicsSceneMouseEvent, QMenu

from ...core.actions import Action
from ...core.position import is_promotion, make_drop, make_move, move_to
from ...core.tables import parse_square, square_name
from ...core.variant import PieceKind
from ..text.names import kind_name
from .geometry import RANKS
from .items import Z_MOVING, PieceItem
from .piece_art import CELL_H, CELL_W
from .promotion_chooser import PromotionChooser

if TYPE_CHECKING:
    from .scene import BoardScene


class LionStep(NamedTuple):
    """A lion between its two steps: it captured on ``mid`` coming from ``start``."""

    start: int
    mid: int
    actions: tuple[Action, ...]  # the core's two-step actions whose first step is start -> mid
    plain: tuple[int, ...]  # the core's plain moves start -> mid ("stop here")

    def action_to(self, target: int) -> Action | None:
        name = square_name(target)
        return next((a for a in self.actions if a.steps[-1][2:4] == name), None)

    def targets(self) -> list[int]:
        return [parse_square(a.steps[-1][2:4]) for a in self.actions]


class Source(NamedTuple):
    """Where a move starts: a board square, or a hand slot (``hand_kind``) of ``color``."""

    color: int
    square: int | None = None
    hand_kind: int | None = None

    @property
    def is_hand(self) -> bool:
        return self.hand_kind is not None


class BoardInput:
    """The gestures on one board scene (see the module docstring)."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.selection: Source | None = None
        self.lion: LionStep | None = None
        self.chooser: PromotionChooser | None = None
        self.context_menu: QMenu | None = None
        self.drag_item: PieceItem | None = None  # the piece carried by a drag (or waiting on a target)
        self._chooser_moves: tuple[int, int] | None = None  # (plain, promoting)
        self._press_screen: QPointF | None = None
        self._press_source: Source | None = None
        self._toggle_on_release = False
        self._dragging = False
        self._drag_home: QPointF | None = None
        self._drag_scale = 1.0
        self._move_made = False
        self._shape_gesture = False  # a right press drew: the context menu that follows it is not wanted

    # ----------------------------------------------------------------- the scene's news
    def position_shown(self) -> None:
        """A new position is on show: no gesture goes on (a move just sent was made)."""
        self.close_chooser()
        self.lion = None
        self.selection = None
        self._press_source = None
        self._dragging = False
        self._move_made = True

    def same_position_again(self) -> None:
        """The position on show arrived again (the move just sent was made)."""
        self._move_made = True

    # ----------------------------------------------------------------- questions
    def can_pick(self, src: Source) -> bool:
        pos = self.scene.position()
        return pos is not None and src.color == pos.side and src.color in self.scene.interactive_colors()

    def source_at(self, p: QPointF) -> Source | None:
        """The piece under ``p``: a board piece or a non-empty hand slot."""
        scene = self.scene
        pos = scene.position()
        if pos is None:
            return None
        sq = scene.square_at(p)
        if sq is not None:
            code = pos.board[sq]
            return Source(0 if code > 0 else 1, square=sq) if code else None
        for color in (0, 1):
            k = scene.komadai(color)
            kind = k.slot_at(p) if k is not None else None
            if kind is not None and pos.hands[color][kind] > 0:
                return Source(color, hand_kind=kind)
        return None

    def kind_at(self, p: QPointF) -> PieceKind | None:
        """The kind of the piece under ``p`` (on the board or in a hand), None over an empty place."""
        src = self.source_at(p)
        pos = self.scene.position()
        if src is None or pos is None:
            return None
        if src.square is not None:
            return pos.variant.kinds[abs(pos.board[src.square]) - 1]
        assert src.hand_kind is not None
        return pos.variant.kinds[src.hand_kind]

    def _item_for(self, src: Source) -> PieceItem | None:
        if src.square is not None:
            return self.scene.piece_item_at(src.square)
        assert src.hand_kind is not None
        return self.scene.hand_item(src.color, src.hand_kind)

    def select(self, src: Source | None) -> None:
        """Select a piece (as a click on it would), showing its legal destinations."""
        self.selection = src
        self.scene.refresh_overlays()
        self.scene.selection_changed.emit()

    # ----------------------------------------------------------------- mouse and keys
    def pending(self) -> bool:
        """A piece picked up, a promotion or a lion's second step being chosen: a right click cancels it."""
        return (self.selection is not None or self.chooser is not None or self.lion is not None
                or self._dragging or self._press_source is not None)

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        p = event.scenePos()
        layer = self.scene.shapes_layer
        if event.button() == Qt.MouseButton.RightButton:
            event.accept()
            if self.pending():
                self.cancel()
                return
            self._shape_gesture = layer.press(p, event.modifiers())  # an arrow or a circle (annotations.py)
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        event.accept()
        layer.cancel()
        self._shape_gesture = False
        if layer.shapes and self.chooser is None and self.lion is None:
            self.scene.shapes_cleared.emit()  # a plain click clears the arrows and circles (and goes on)
        if self.chooser is not None:
            choice = self.chooser.choice_at(p)
            moves = self._chooser_moves
            self.close_chooser()
            if choice is None or moves is None:
                self._snap_back()
            else:
                self._emit_move(moves[1] if choice else moves[0])
            return
        if self.lion is not None:
            self._lion_click(self.scene.square_at(p))
            return
        self.scene.finish_animation()
        src = self.source_at(p)
        pickable = src is not None and self.can_pick(src)
        sel = self.selection
        self._toggle_on_release = False
        if sel is not None:
            if src == sel:
                self._start_press(src, event)
                self._toggle_on_release = True
                return
            if src is not None and pickable:
                self.select(src)
                self._start_press(src, event)
                return
            target = self.scene.square_at(p)
            if target is None:
                self.select(None)
                return
            self._attempt(sel, target)
            return
        if src is not None and pickable:
            self.select(src)
            self._start_press(src, event)

    def _start_press(self, src: Source, event: QGraphicsSceneMouseEvent) -> None:
        self._press_source = src
        self._press_screen = QPointF(event.screenPos())
        self._dragging = False

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        layer = self.scene.shapes_layer
        if layer.drawing and event.buttons() & Qt.MouseButton.RightButton:
            event.accept()
            layer.move(event.scenePos())
            return
        src = self._press_source
        if src is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return
        event.accept()
        if not self._dragging:
            assert self._press_screen is not None
            d = QPointF(event.screenPos()) - self._press_screen
            if d.manhattanLength() < QApplication.startDragDistance():
                return
            item = self._item_for(src)
            if item is None:
                return
            self._dragging = True
            self._toggle_on_release = False
            self.drag_item = item
            self._drag_home = item.pos()
            self._drag_scale = item.scale()
            item.setScale(1.0)
            item.setZValue(Z_MOVING)
            if src.is_hand:
                self._leave_stand_in(src, item)
        item = self.drag_item
        if item is not None:
            item.setPos(event.scenePos() - QPointF(CELL_W / 2, CELL_H / 2))

    def _leave_stand_in(self, src: Source, item: PieceItem) -> None:
        """Dragging one piece of several from a hand: the rest stay visible, the count drops by one."""
        pos = self.scene.position()
        k = self.scene.komadai(src.color)
        assert pos is not None and src.hand_kind is not None and k is not None
        n = pos.hands[src.color][src.hand_kind]
        counts = {kind.index: pos.hands[src.color][kind.index] for kind in k.kinds}
        counts[src.hand_kind] = n - 1
        k.set_counts(counts)
        if n > 1:
            stand_in = self.scene.make_piece(item.kind, item.owner)
            stand_in.setPos(item.pos())
            self.scene.add_transient(stand_in)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        layer = self.scene.shapes_layer
        if event.button() == Qt.MouseButton.RightButton and layer.drawing:
            event.accept()
            shape = layer.release(event.scenePos())
            if shape is not None:
                self.scene.shape_drawn.emit(shape)
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        event.accept()
        src = self._press_source
        self._press_source = None
        if src is None:
            return
        if self._dragging:
            self._dragging = False
            target = self.scene.square_at(event.scenePos())
            if target is None or target == src.square:
                self._snap_back()
                return
            self._attempt(src, target)
            return
        if self._toggle_on_release:
            self._toggle_on_release = False
            self.select(None)

    def context_menu_event(self, event: QGraphicsSceneContextMenuEvent) -> None:
        """The context menu key over a piece (board or hand): a menu offering that piece's guide.  The
        context menu a right click brings is not shown when that click draws a circle or an arrow."""
        if self._shape_gesture and event.reason() == QGraphicsSceneContextMenuEvent.Reason.Mouse:
            self._shape_gesture = False
            event.accept()
            return
        p = event.scenePos()
        views = self.scene.views()
        if event.reason() == QGraphicsSceneContextMenuEvent.Reason.Keyboard and views:
            view = views[0]  # the menu key: the piece under the pointer, if it is over the board
            at = view.viewport().mapFromGlobal(QCursor.pos())
            if view.viewport().rect().contains(at):
                p = view.mapToScene(at)
        kind = self.kind_at(p)
        if kind is None:
            event.ignore()
            return
        event.accept()
        menu = QMenu(event.widget())
        text = QCoreApplication.translate("BoardScene", "Piece Guide: %1").replace("%1", kind_name(kind))
        action = menu.addAction(text)
        action.triggered.connect(lambda _checked=False, k=kind: self.scene.piece_guide_requested.emit(k))
        menu.aboutToHide.connect(menu.deleteLater)
        self.context_menu = menu
        menu.popup(event.screenPos())

    def key_press(self, event: QKeyEvent) -> bool:
        """Esc cancels a gesture; True when the key was used."""
        if event.key() == Qt.Key.Key_Escape and (self.lion is not None or self.selection is not None
                                                 or self.chooser is not None):
            self.cancel()
            event.accept()
            return True
        return False

    # ----------------------------------------------------------------- moves
    def _attempt(self, src: Source, target: int) -> None:
        """The user asked for ``src`` -> ``target``: offer a promotion choice if the core has one, or
        the lion's second step when the core has two-step actions beginning with this step."""
        options = [m for m in self.scene.legal_moves_for(src) if move_to(m) == target]
        if src.square is not None:
            first = square_name(src.square) + square_name(target)
            actions = tuple(a for a in self.scene.lion_actions() if a.steps[0] == first)
            if actions:
                self._enter_lion(LionStep(src.square, target, actions, tuple(options)))
                return
        if len(options) >= 2:
            plain = next(m for m in options if not is_promotion(m))
            promoting = next(m for m in options if is_promotion(m))
            self._open_chooser(src, target, plain, promoting)
            return
        if options:
            self._emit_move(options[0])
            return
        if src.square is not None:
            self._emit_move(make_move(src.square, target, False))
        else:
            assert src.hand_kind is not None
            self._emit_move(make_drop(src.hand_kind, target))

    def _hold(self, item: PieceItem, square: int) -> None:
        """``item`` waits on ``square`` (a lion between its steps, a piece before the promotion choice)."""
        if self.drag_item is None:
            self.drag_item, self._drag_home, self._drag_scale = item, item.pos(), item.scale()
        item.setPos(self.scene.square_rect(square).topLeft())
        item.setZValue(Z_MOVING)

    # ----------------------------------------------------------------- the lion's second step
    def _enter_lion(self, lion: LionStep) -> None:
        """The lion stands on the square it captured on, the captured piece greyed, waiting for step 2."""
        item = self.scene.piece_item_at(lion.start)
        if item is not None:
            self._hold(item, lion.mid)
            item.setScale(1.0)
        victim = self.scene.piece_item_at(lion.mid)
        if victim is not None and victim is not item:
            victim.setOpacity(0.3)
        self.lion = lion
        self.selection = None
        self.scene.refresh_overlays()
        self.scene.selection_changed.emit()
        self.scene.hint.emit(QCoreApplication.translate(
            "BoardScene", "Lion: click a second step (its start square captures in place), "
                          "the lion to stop here, or elsewhere to cancel."))

    def _lion_click(self, target: int | None) -> None:
        lion = self.lion
        assert lion is not None
        self.lion = None
        self.scene.hint.emit("")
        action = lion.action_to(target) if target is not None else None
        if target == lion.mid and target is not None:
            if len(lion.plain) >= 2:
                plain = next(m for m in lion.plain if not is_promotion(m))
                promoting = next(m for m in lion.plain if is_promotion(m))
                pos = self.scene.position()
                color = 0 if pos is not None and pos.board[lion.start] > 0 else 1
                self._open_chooser(Source(color, square=lion.start), lion.mid, plain, promoting)
                return
            self._emit_move(lion.plain[0] if lion.plain else make_move(lion.start, lion.mid, False))
            return
        if action is not None:
            self._emit_move(action)
            return
        self._snap_back()  # anywhere else: the lion goes home, nothing is played

    def _emit_move(self, m: int | Action) -> None:
        self.select(None)
        self._move_made = False
        self.scene.move_requested.emit(m)
        if not self._move_made:  # refused (the controller shows why): back where it came from
            self._snap_back()

    def _snap_back(self) -> None:
        item, home = self.drag_item, self._drag_home
        self._dragging = False
        animator = self.scene.animator
        if item is not None and home is not None and animator.ms > 0 and item.scene() is self.scene:
            group = animator.new_group()
            group.addAnimation(animator.slide(item, home, self._drag_scale))
            animator.start(group)
            return
        self.scene.sync()

    def cancel(self) -> None:
        """Drop every gesture in progress (right click, Esc, the board flipped, the side not ours)."""
        self.close_chooser()
        if self.lion is not None:
            self.lion = None
            self.scene.hint.emit("")
            self.scene.sync()
        self._press_source = None
        self._toggle_on_release = False
        if self._dragging or self.drag_item is not None:
            self._dragging = False
            self.scene.sync()
        self.select(None)

    # ----------------------------------------------------------------- promotion chooser
    def _open_chooser(self, src: Source, target: int, plain: int, promoting: int) -> None:
        scene = self.scene
        pos = scene.position()
        assert pos is not None and src.square is not None
        piece = pos.piece_at(src.square)
        assert piece is not None
        kind, owner = piece
        promoted = kind.promoted
        assert promoted is not None
        item = scene.piece_item_at(src.square)
        if item is not None:  # the piece waits on the target square while the player chooses
            self._hold(item, target)
        rect = scene.square_rect(target)
        downward = rect.top() < (RANKS * CELL_H) / 2
        chooser = PromotionChooser(scene.art, kind, promoted, owner ^ int(scene.flipped), rect, downward)
        scene.addItem(chooser)
        self.chooser = chooser
        self._chooser_moves = (plain, promoting)
        self.selection = None
        scene.refresh_overlays()

    def close_chooser(self) -> None:
        if self.chooser is not None:
            self.scene.removeItem(self.chooser)
            self.chooser = None
            self._chooser_moves = None
