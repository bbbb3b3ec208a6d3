"""The board scene: wood board, grid, coordinates, both komadai and every piece, all in one scene.

Flow (docs/architecture): the scene shows a :class:`~shogi_desktop.core.position.Position` it never
changes.  The user picks a piece (click or drag, on the board or on a komadai: :mod:`.input`); the scene
asks the core for that piece's legal moves to draw the markers (:mod:`.overlays`) and to know whether a
promotion choice exists, then emits :attr:`BoardScene.move_requested` with a move int.  The controller
asks the core; if the move is made, :meth:`BoardScene.set_position` receives the new position with the
transition and the scene animates it (:mod:`.animation`), then re-reads the position (no drift
possible).  If the move was refused the piece snaps back.  Nothing here decides a rule.

The scene owns the items (:mod:`.items`, :mod:`.komadai`): :meth:`BoardScene.sync` is the one place
items are made to match the position.  Variant powers come from the core too: the lion's two steps
(:mod:`.input`), a selected reflecting slider's paths (:mod:`.overlays`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QTransform
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QMenu,
    QWidget,
)

from ...art.board_styles import BoardStyle, board_style
from ...core.actions import Action
from ...core.position import Position, is_drop, move_from
from ...core.shapes import Shape
from ...core.tables import NSQ, parse_square, square_name
from ...core.transition import Transition
from ...core.variant import PieceKind, Variant
from ..text.names import kind_name
from .action_animation import diff_boards, hand_gains
from .animation import Animator
from .annotations import ShapesLayer
from .geometry import B_RIGHT, B_TOP, FILES, KOMADAI_GAP, RANKS, SCENE_MARGIN
from .input import BoardInput, LionStep, Source
from .items import (
    Z_BOARD,
    Z_MOVING,
    Z_PIECE,
    BestMoveArrow,
    BoardItem,
    PieceItem,
    TravelPathItem,
    status_marks,
)
from .komadai import KomadaiItem
from .overlays import Overlays
from .piece_art import CELL_H, CELL_W, PieceArt, appearance, label_font
from .promotion_chooser import PromotionChooser

if TYPE_CHECKING:
    from PySide6.QtCore import QParallelAnimationGroup

__all__ = ["BoardScene", "LionStep", "PreviewStep", "Source"]

JA_FILES = "１２３４５６７８９"
JA_RANKS = "一二三四五六七八九"
USI_RANKS = "abcdefghi"


# A step of an action shown done before the action is played: (from square, to square, None, side) for
# a move, (None, to square, the kind dropped, side) for a drop.
PreviewStep = tuple[int | None, int, PieceKind | None, int]


class BoardScene(QGraphicsScene):
    """Board, komadai and pieces; emits move intents and animates what the controller reports."""

    move_requested = Signal(object)  # a move or drop int, or a core Action (lion); the controller decides
    selection_changed = Signal()
    piece_guide_requested = Signal(object)  # PieceKind: the user asked for that piece's guide
    hint = Signal(str)  # a translated remark for the status bar ("" clears it)
    layout_changed = Signal()  # squares moved (flipped, new board shape): overlays re-place their items
    shape_drawn = Signal(object)  # core.shapes.Shape: a right click (circle) or right drag (arrow) drew it
    shapes_cleared = Signal()  # a plain left click on the board: the shapes on show go

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = PieceArt()
        self._pos: Position | None = None
        self._variant: Variant | None = None
        self._legal: list[int] | None = None
        self._flipped = False
        self._coord_style = "japanese"
        self._show_legal = True
        self._interactive: set[int] = {0, 1}
        self._last_move: int | None = None
        self._fixed_style: BoardStyle | None = None  # a diagram's own style; None: the application's

        self._board = BoardItem()
        self.addItem(self._board)
        self._labels: list[QGraphicsSimpleTextItem] = []
        self._komadai: list[KomadaiItem] = []
        self._pieces: dict[int, PieceItem] = {}
        self._hand_items: dict[tuple[int, int], PieceItem] = {}
        self._transient: list[PieceItem] = []  # captured pieces on their way to a hand, stand-ins
        self.overlays = Overlays(self)  # ui/board/overlays.py: highlights, markers, paths, arrow
        self.shapes_layer = ShapesLayer(self.place_at, self.place_center)  # ui/board/annotations.py
        self.addItem(self.shapes_layer)
        self._actions: list[Action] | None = None
        self.input = BoardInput(self)  # ui/board/input.py: clicks, drags, the lion, the promotion choice
        self.animator = Animator(self, self.sync)  # ui/board/animation.py
        self._previewing = False

        self._layout()
        self._rebuild_labels()
        appearance().changed.connect(self.restyle)

    # ----------------------------------------------------------------- settings
    def board_style(self) -> BoardStyle:
        return self._fixed_style or appearance().board_style()

    def set_appearance(self, piece_set: str | None = None, style_id: str | None = None) -> None:
        """Draw in this piece set and board style whatever the application's choice (a diagram's
        options); None follows the choice."""
        self.art.fix_piece_set(piece_set)
        self._fixed_style = board_style(style_id) if style_id is not None else None
        self.restyle()

    def restyle(self) -> None:
        """Repaint everything in the current piece set and board style (a choice changed)."""
        style = self.board_style()
        self._board.set_style(style)
        for k in self._komadai:
            k.set_style(style)
        for label in self._labels:
            label.setBrush(QColor(style.label_ink))
        for item in self.items():
            if isinstance(item, (PieceItem, PromotionChooser)):
                item.update()
        self.update()  # the views' backdrop too

    @property
    def flipped(self) -> bool:
        return self._flipped

    def set_flipped(self, flipped: bool) -> None:
        if flipped == self._flipped:
            return
        self._flipped = flipped
        self.input.cancel()
        self._layout()
        self._rebuild_labels()
        self.sync()
        self.layout_changed.emit()

    def coordinate_style(self) -> str:
        return self._coord_style

    def set_coordinate_style(self, style: str) -> None:
        """"japanese" (１..９ and 一..九), "usi" (9..1 and a..i) or "none"."""
        if style == self._coord_style and (self._labels or style == "none"):
            return
        self._coord_style = style
        self._rebuild_labels()

    def show_legal_moves(self) -> bool:
        return self._show_legal

    def set_show_legal_moves(self, show: bool) -> None:
        self._show_legal = show
        self.overlays.update_markers()

    def interactive_colors(self) -> set[int]:
        """The sides the user may move."""
        return set(self._interactive)

    def set_interactive_colors(self, colors: set[int]) -> None:
        """Which sides the user may move (empty: the board is read-only, e.g. after the game)."""
        self._interactive = set(colors)
        sel = self.input.selection
        if sel is not None and sel.color not in self._interactive:
            self.input.cancel()

    def set_animation_ms(self, ms: int) -> None:
        self.animator.ms = max(0, ms)

    # ----------------------------------------------------------------- geometry
    def square_rect(self, sq: int) -> QRectF:
        f, r = sq % FILES, sq // FILES
        if self._flipped:
            f, r = FILES - 1 - f, RANKS - 1 - r
        return QRectF(f * CELL_W, r * CELL_H, CELL_W, CELL_H)

    def square_center(self, sq: int) -> QPointF:
        return self.square_rect(sq).center()

    def square_at(self, p: QPointF) -> int | None:
        if not (0 <= p.x() < FILES * CELL_W and 0 <= p.y() < RANKS * CELL_H):
            return None
        f, r = int(p.x() // CELL_W), int(p.y() // CELL_H)
        if self._flipped:
            f, r = FILES - 1 - f, RANKS - 1 - r
        return r * FILES + f

    def board_rect(self) -> QRectF:
        """The board's wood (grid, coordinates and border) in scene units, without the komadai."""
        return self._board.panel_rect()

    def komadai(self, color: int) -> KomadaiItem | None:
        return self._komadai[color] if self._komadai else None

    def hand_slot_center(self, color: int, kind_index: int) -> QPointF:
        k = self._komadai[color]
        return k.slot_rect(kind_index).center()

    def place_at(self, p: QPointF) -> str | None:
        """The place of arrows and circles under ``p``: a square (``7g``) or a piece in a hand (``_P``,
        ``_p``: Black's and White's, core/shapes.py); None elsewhere."""
        sq = self.square_at(p)
        if sq is not None:
            return square_name(sq)
        pos = self._pos
        for color, k in enumerate(self._komadai):
            kind = k.slot_at(p)
            if kind is not None and pos is not None:
                letter = pos.variant.kinds[kind].letter
                return "_" + (letter if color == 0 else letter.lower())
        return None

    def place_center(self, place: str) -> QPointF | None:
        """Where the shapes of ``place`` are drawn (None: no such place on this board)."""
        if not place.startswith("_"):
            return self.square_center(parse_square(place))
        variant = self._variant
        letter = place[1]
        if variant is None or not self._komadai or not variant.has_kind(letter.upper()):
            return None
        kind = variant.kind(letter.upper())
        komadai = self._komadai[0 if letter.isupper() else 1]
        if all(k.index != kind.index for k in komadai.kinds):
            return None
        return komadai.slot_rect(kind.index).center()

    def set_shapes(self, shapes: tuple[Shape, ...]) -> None:
        """Show the arrows and circles of the node on show."""
        self.shapes_layer.set_shapes(shapes)

    def shapes(self) -> tuple[Shape, ...]:
        return self.shapes_layer.shapes

    def _layout(self) -> None:
        board = self._board.panel_rect()
        rects = [board]
        if self._komadai:
            for color, k in enumerate(self._komadai):
                r = k.panel_rect()
                bottom_right = (color == 0) != self._flipped  # the player sitting at the bottom
                if bottom_right:
                    k.setPos(board.right() + KOMADAI_GAP, board.bottom() - r.height())
                else:
                    k.setPos(board.left() - KOMADAI_GAP - r.width(), board.top())
                k.set_pointing(color ^ int(self._flipped))
                rects.append(k.sceneBoundingRect())
        else:
            # Reserve the komadai room before a position arrives, so the view does not jump.
            w, h = KomadaiItem.size_for(7, board.height())
            rects.append(QRectF(board.left() - KOMADAI_GAP - w, board.top(), w, h))
            rects.append(QRectF(board.right() + KOMADAI_GAP, board.bottom() - h, w, h))
        whole = rects[0]
        for r in rects[1:]:
            whole = whole.united(r)
        self.setSceneRect(whole.adjusted(-SCENE_MARGIN, -SCENE_MARGIN, SCENE_MARGIN, SCENE_MARGIN))
        self.shapes_layer.set_bounds(self.sceneRect())

    def _rebuild_labels(self) -> None:
        for item in self._labels:
            self.removeItem(item)
        self._labels = []
        style = self._coord_style
        if style == "none":
            return
        font = label_font(34 if style == "japanese" else 30)
        color = QColor(self.board_style().label_ink)
        for col in range(FILES):
            file_no = col + 1 if self._flipped else FILES - col  # shogi file number shown above column
            text = JA_FILES[file_no - 1] if style == "japanese" else str(file_no)
            self._add_label(text, font, color, QPointF((col + 0.5) * CELL_W, -B_TOP / 2))
        for row in range(RANKS):
            rank_index = RANKS - 1 - row if self._flipped else row
            text = JA_RANKS[rank_index] if style == "japanese" else USI_RANKS[rank_index]
            self._add_label(text, font, color, QPointF(FILES * CELL_W + B_RIGHT / 2, (row + 0.5) * CELL_H))

    def _add_label(self, text: str, font: object, color: QColor, center: QPointF) -> None:
        item = QGraphicsSimpleTextItem()
        item.setFont(font)  # type: ignore[arg-type]
        item.setText(text)  # after the font: the text is laid out once, in its own face
        item.setBrush(color)
        item.setZValue(Z_BOARD + 0.5)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        br = item.boundingRect()
        item.setPos(center.x() - br.width() / 2, center.y() - br.height() / 2)
        self.addItem(item)
        self._labels.append(item)

    def label_texts(self) -> tuple[list[str], list[str]]:
        """(file labels left to right, rank labels top to bottom) as shown."""
        n = FILES if self._labels else 0
        return [i.text() for i in self._labels[:n]], [i.text() for i in self._labels[n:]]

    # ----------------------------------------------------------------- position
    def position(self) -> Position | None:
        return self._pos

    def set_position(self, pos: Position, last_move: int | None = None,
                     transition: Transition | None = None, action: bool = False) -> None:
        """Show ``pos`` (copied); with ``transition`` (what led here) the change is animated first.
        ``action``: a special action (card, magic) led here from the shown position; the change is
        animated from the two boards (:func:`~.action_animation.diff_boards`)."""
        old = self._pos
        if (transition is None and old is not None and self.animator.running and old.sfen() == pos.sfen()
                and old.variant is pos.variant):
            # The same position again (e.g. the mate just animated is now recorded as the game's end):
            # let the running animation finish.
            self._pos = pos.copy()
            self._legal = None
            self._actions = None
            self._last_move = last_move
            self.input.same_position_again()
            return
        self.animator.finish(sync=False)
        self.input.position_shown()
        self.shapes_layer.cancel()
        self.overlays.set_best_move(None)  # it was the best move of the position shown before
        self._pos = pos.copy()
        self._legal = None
        self._actions = None
        self._last_move = last_move
        if self._variant is not pos.variant:
            self._set_variant(pos.variant)
        animate = self.animator.ms > 0 and old is not None
        if transition is not None and animate and old is not None and self._matches(old, transition):
            self._animate(transition)
        elif transition is None and action and animate and old is not None and old.variant is pos.variant:
            self._animate_diff(old, self._pos)
        else:
            self.input.drag_item = None
            self.sync()
        self.selection_changed.emit()

    def _set_variant(self, variant: Variant) -> None:
        self._variant = variant
        for k in self._komadai:
            k.remove_labels()
            self.removeItem(k)
        for item in self._hand_items.values():
            self.removeItem(item)
        self._hand_items.clear()
        hand_kinds = [k for k in variant.kinds if not k.is_promoted and not k.royal]
        height = self._board.panel_rect().height()
        self._komadai = [KomadaiItem(0, hand_kinds, height), KomadaiItem(1, hand_kinds, height)]
        for k in self._komadai:
            k.set_style(self.board_style())
            self.addItem(k)
        self._layout()

    @staticmethod
    def _matches(old: Position, tr: Transition) -> bool:
        if tr.frm is not None:
            return old.board[tr.frm] == tr.code_before and old.side == tr.color
        return tr.drop is not None and old.hands[tr.color][tr.drop] > 0 and old.side == tr.color

    def legal_moves(self) -> list[int]:
        """The core's legal moves of the shown position (cached until the position changes)."""
        if self._pos is None:
            return []
        if self._legal is None:
            self._legal = self._pos.legal_moves()
        return self._legal

    def lion_actions(self) -> list[Action]:
        """The core's two-step lion actions of the shown position (cached like the legal moves)."""
        if self._pos is None:
            return []
        if self._actions is None:
            self._actions = [a for a in self._pos.special_actions() if a.name == "lion" and len(a.steps) == 2]
        return self._actions

    def legal_moves_for(self, src: Source) -> list[int]:
        if self._pos is None:
            return []
        if src.square is not None:
            return [m for m in self.legal_moves() if not is_drop(m) and move_from(m) == src.square]
        return [m for m in self.legal_moves() if is_drop(m) and move_from(m) - NSQ == src.hand_kind]

    # ----------------------------------------------------------------- items from the position
    def piece_item_at(self, sq: int) -> PieceItem | None:
        return self._pieces.get(sq)

    def hand_item(self, color: int, kind_index: int) -> PieceItem | None:
        return self._hand_items.get((color, kind_index))

    def make_piece(self, kind: PieceKind, owner: int) -> PieceItem:
        """A new piece item in the scene (placed by the caller)."""
        item = PieceItem(self.art, kind, owner, owner ^ int(self._flipped))
        self.addItem(item)
        return item

    def add_transient(self, item: PieceItem) -> None:
        """An item that stands for no piece of the position (a stand-in, a captured piece on its way):
        removed at the next :meth:`sync`."""
        self._transient.append(item)

    def sync(self) -> None:
        """Make every item match the position (the one place items are created and removed)."""
        self._previewing = False
        for item in self._transient:
            self.removeItem(item)
        self._transient = []
        pos = self._pos
        flip = int(self._flipped)
        if pos is None:
            return
        kinds = pos.variant.kinds
        for sq in range(NSQ):
            code = pos.board[sq]
            old_item = self._pieces.get(sq)
            if not code:
                if old_item is not None:
                    self.removeItem(old_item)
                    del self._pieces[sq]
                continue
            kind, owner = kinds[abs(code) - 1], (0 if code > 0 else 1)
            item = old_item if old_item is not None else self.make_piece(kind, owner)
            self._pieces[sq] = item
            item.set_piece(kind, owner, owner ^ flip)
            item.setToolTip(kind_name(kind))
            item.square = sq
            item.hand_kind = None
            item.set_marks(status_marks(pos.statuses.get(sq)))
            item.setPos(self.square_rect(sq).topLeft())
            item.setScale(1.0)
            item.setTransform(QTransform())
            item.setZValue(Z_PIECE)
            item.setOpacity(1.0)
        for color, k in enumerate(self._komadai):
            counts = {kind.index: pos.hands[color][kind.index] for kind in k.kinds}
            k.set_hand(counts)
            for kind in k.kinds:
                n = counts[kind.index]
                key = (color, kind.index)
                old_item = self._hand_items.get(key)
                if n <= 0:
                    if old_item is not None:
                        self.removeItem(old_item)
                        del self._hand_items[key]
                    continue
                item = old_item if old_item is not None else self.make_piece(kind, color)
                self._hand_items[key] = item
                item.set_piece(kind, color, color ^ flip)
                item.setToolTip(kind_name(kind))
                item.square = None
                item.set_marks(frozenset())
                item.hand_kind = kind.index
                item.setPos(k.piece_rect(kind.index).topLeft())
                item.setScale(k.piece_scale)
                item.setTransform(QTransform())
                item.setZValue(Z_PIECE)
                item.setOpacity(1.0)
        self.input.drag_item = None
        self.overlays.update()
        self.shapes_layer.update()  # a hand's slots move with what it holds

    # ----------------------------------------------------------------- steps shown before an action is played
    def preview(self, steps: list[PreviewStep]) -> None:
        """Show the first steps of a multi-step action as done, in order: the moved piece stands on its
        new square (a piece it lands on is greyed), a dropped piece stands where it goes.  Only the
        items move; the position is unchanged, and :meth:`clear_preview` (or any new position) puts
        every item back.  ``[]`` clears."""
        self.clear_preview()
        if not steps:
            return
        self._previewing = True
        shown = dict(self._pieces)
        for frm, to, kind, side in steps:
            item: PieceItem | None
            if frm is None:
                if kind is None:
                    continue
                item = self.make_piece(kind, side)
                item.setOpacity(0.85)
                self._transient.append(item)
            else:
                item = shown.pop(frm, None)
                if item is None:
                    continue
            victim = shown.get(to)
            if victim is not None and victim is not item:
                victim.setOpacity(0.3)
            item.setPos(self.square_rect(to).topLeft())
            item.setScale(1.0)
            item.setZValue(Z_MOVING)
            shown[to] = item

    def clear_preview(self) -> None:
        if self._previewing:
            self._previewing = False
            self.sync()

    def shown_at(self, sq: int) -> PieceItem | None:
        """The piece item drawn on ``sq`` now (a previewed step included), None if none is."""
        target = self.square_rect(sq).topLeft()
        for item in (*self._pieces.values(), *self._transient):
            if item.pos() == target and item.opacity() > 0.5:
                return item
        return None

    # ----------------------------------------------------------------- animation
    @property
    def animating(self) -> bool:
        return self.animator.running

    def _animate(self, tr: Transition) -> None:
        """Slide the mover (and send a captured piece to its new owner's komadai), then sync."""
        mover: PieceItem | None
        if tr.frm is not None:
            mover = self._pieces.pop(tr.frm, None)
        else:
            assert tr.drop is not None
            dragged = self.input.drag_item
            mover = dragged if (dragged is not None and dragged.hand_kind == tr.drop) \
                else self._hand_items.pop((tr.color, tr.drop), None)
            if mover is not None and self._hand_items.get((tr.color, tr.drop)) is mover:
                del self._hand_items[(tr.color, tr.drop)]
        if mover is None:
            self.sync()
            return
        group = self.animator.new_group()
        captured = self._pieces.pop(tr.to, None)
        self._pieces[tr.to] = mover
        mover.square = tr.to
        mover.hand_kind = None
        mover.setZValue(Z_MOVING)
        group.addAnimation(self.animator.slide(mover, self.square_rect(tr.to).topLeft()))
        if captured is not None:
            self._transient.append(captured)
            captured.setZValue(Z_MOVING - 1)
            if tr.to_hand is not None and self._komadai:
                self._repack_hands(group)
                k = self._komadai[tr.color]
                group.addAnimation(self.animator.slide(captured, k.piece_rect(tr.to_hand).topLeft(), k.piece_scale))
            else:
                group.addAnimation(self.animator.fade(captured))
        if tr.drop is not None:
            self._repack_hands(group)
        self.overlays.update()
        self.animator.start(group)

    def _repack_hands(self, group: QParallelAnimationGroup) -> None:
        """The hands of the shown position take their slots: pieces still standing there slide along
        (a kind gained or used up moves the kinds after it by one slot)."""
        pos = self._pos
        if pos is None:
            return
        for color, k in enumerate(self._komadai):
            k.set_hand({kind.index: pos.hands[color][kind.index] for kind in k.kinds})
        for (color, kind), item in self._hand_items.items():
            if item is self.input.drag_item:
                continue
            target = self._komadai[color].piece_rect(kind).topLeft()
            if item.pos() != target:
                group.addAnimation(self.animator.slide(item, target, item.scale()))

    def _animate_diff(self, before: Position, after: Position) -> None:
        """A special action: slide moved pieces, flip turned ones, fade out (or send to the gaining
        hand) removed ones and fade in new ones, from the two boards only; then sync."""
        diff = diff_boards(before, after)
        if diff.empty:
            self.sync()
            return
        kinds = after.variant.kinds
        group = self.animator.new_group()
        old_items = {sq: self._pieces.pop(sq, None) for sq in (*(a for a, _ in diff.moves), *diff.removed)}
        for a, b in diff.moves:
            item = old_items[a]
            if item is None:
                continue
            self._pieces[b] = item
            item.square = b
            item.setZValue(Z_MOVING)
            group.addAnimation(self.animator.slide(item, self.square_rect(b).topLeft()))
        gains = hand_gains(before, after)
        if self._komadai:
            self._repack_hands(group)
        for sq in diff.removed:
            item = old_items[sq]
            if item is None:
                continue
            self._transient.append(item)
            item.setZValue(Z_MOVING - 1)
            base = kinds[abs(before.board[sq]) - 1].unpromoted.index
            gainers = gains.get(base)
            if gainers and self._komadai:
                k = self._komadai[gainers.pop(0)]
                group.addAnimation(self.animator.slide(item, k.piece_rect(base).topLeft(), k.piece_scale))
            else:
                group.addAnimation(self.animator.fade(item))
        for sq in diff.flips:
            item = self._pieces.get(sq)
            if item is not None:
                code = after.board[sq]
                owner = 0 if code > 0 else 1
                group.addAnimation(self.animator.flip(item, kinds[abs(code) - 1], owner, owner ^ int(self._flipped)))
        for sq in diff.added:
            code = after.board[sq]
            owner = 0 if code > 0 else 1
            item = self.make_piece(kinds[abs(code) - 1], owner)
            item.square = sq
            item.setPos(self.square_rect(sq).topLeft())
            item.setOpacity(0.0)
            self._pieces[sq] = item
            group.addAnimation(self.animator.fade(item, fade_in=True))
        self.overlays.update()
        self.animator.start(group)

    def finish_animation(self) -> None:
        """End a running animation at once (the items take their places)."""
        self.animator.finish()

    # ----------------------------------------------------------------- overlays (ui/board/overlays.py)
    def refresh_overlays(self) -> None:
        """Highlights, markers, paths and the arrow again (the selection or the position changed)."""
        self.overlays.update()

    def set_best_move(self, move: int | Action | None) -> None:
        """Draw an arrow for ``move`` (a legal action of the shown position: a move, a drop from the
        komadai, the moves and drops of a special action's steps); None removes it.  A new position
        removes it too."""
        self.overlays.set_best_move(move)

    def best_move(self) -> int | Action | None:
        return self.overlays.best

    def best_move_arrow(self) -> BestMoveArrow:
        return self.overlays.arrow

    def marker_squares(self) -> set[int]:
        """The squares that show a legal-destination marker now."""
        return self.overlays.marker_squares()

    def stop_square(self) -> int | None:
        """The square of the lion's "stop here" choice while it waits between two steps."""
        return self.overlays.stop_square()

    def travel_paths(self) -> list[TravelPathItem]:
        """The path items shown for the selected reflecting slider (none for other pieces)."""
        return list(self.overlays.paths)

    def check_square(self) -> int | None:
        return self.overlays.check_square()

    def last_move(self) -> int | None:
        return self._last_move

    # ----------------------------------------------------------------- input (ui/board/input.py)
    def selected(self) -> Source | None:
        return self.input.selection

    def select(self, src: Source | None) -> None:
        """Select a piece (as a click on it would), showing its legal destinations."""
        self.input.select(src)

    def lion_step(self) -> LionStep | None:
        """The lion waiting between its two steps, if any."""
        return self.input.lion

    @property
    def chooser(self) -> PromotionChooser | None:
        return self.input.chooser

    @property
    def context_menu(self) -> QMenu | None:
        return self.input.context_menu

    def source_at(self, p: QPointF) -> Source | None:
        """The piece under ``p``: a board piece or a non-empty hand slot."""
        return self.input.source_at(p)

    def kind_at(self, p: QPointF) -> PieceKind | None:
        """The kind of the piece under ``p`` (on the board or in a hand), None over an empty place."""
        return self.input.kind_at(p)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        self.input.press(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        # A quick second click is still a click (click-click moves must not become "double clicks").
        self.input.press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.input.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.input.release(event)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:  # noqa: N802
        """The context menu key over a piece (board or hand): a menu offering that piece's guide."""
        self.input.context_menu_event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if not self.input.key_press(event):
            super().keyPressEvent(event)
