"""The board scene: wood board, grid, coordinates, both komadai and every piece, all in one scene.

Flow (docs/architecture): the scene shows a :class:`~shogi_desktop.core.position.Position` it never
changes.  The user picks a piece (click or drag, on the board or on a komadai); the scene asks the core
for that piece's legal moves to draw the markers and to know whether a promotion choice exists, then
emits :attr:`BoardScene.move_requested` with a move int.  The controller asks the core; if the move is
made, :meth:`BoardScene.set_position` receives the new position with the transition and the scene
animates it, then re-reads the position (no drift possible).  If the move was refused the piece snaps
back.  Nothing here decides a rule.

Drags use the scene's own mouse handling (``QDrag`` does not work offscreen): pieces in hand are items
of this scene, so every gesture is testable with QTest mouse events on the view.

Variant powers come from the core too: a lion that captures with a king step waits on that square when
the core lists two-step actions (``lion!5e4d,4d5e``) starting with that step, and the next click picks
the second step (back on its start square: capture in place, 居食い) or the lion itself (stop there).
A selected reflecting slider shows the paths it travels, from the core's reflecting rays.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QCursor,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QMenu,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..core.actions import Action
from ..core.position import Position, is_drop, is_promotion, make_drop, make_move, move_from, move_to
from ..core.shapes import Shape
from ..core.tables import NSQ, parse_square, square_name
from ..core.transition import Transition
from ..core.variant import PieceKind, Variant
from ..paths import resource
from .action_animation import diff_boards, hand_gains
from .annotations import ShapesLayer
from .dialogs.common import kind_name
from .items import (
    Z_BOARD,
    Z_HIGHLIGHT,
    Z_MOVING,
    Z_PIECE,
    CheckHighlight,
    KomadaiItem,
    MoveMarker,
    PieceItem,
    SquareHighlight,
    StopMarker,
    TravelPathItem,
    paint_wood_panel,
    panel_bounds,
)
from .piece_art import CELL_H, CELL_W, PieceArt, label_font
from .promotion_chooser import PromotionChooser

FILES = RANKS = 9
# The wood around the grid: coordinates go in the wider top and right borders.
B_LEFT, B_TOP, B_RIGHT, B_BOTTOM = 30.0, 56.0, 56.0, 30.0
KOMADAI_GAP = 34.0
SCENE_MARGIN = 14.0
STAR_POINTS = ((3, 3), (3, 6), (6, 3), (6, 6))  # grid intersections, counted from the top-left corner

JA_FILES = "１２３４５６７８９"
JA_RANKS = "一二三四五六七八九"
USI_RANKS = "abcdefghi"


# A step of an action shown done before the action is played: (from square, to square, None, side) for
# a move, (None, to square, the kind dropped, side) for a drop.
PreviewStep = tuple[int | None, int, PieceKind | None, int]


@dataclass(frozen=True)
class LionStep:
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


@dataclass(frozen=True)
class Source:
    """Where a move starts: a board square, or a hand slot (``hand_kind``) of ``color``."""

    color: int
    square: int | None = None
    hand_kind: int | None = None

    @property
    def is_hand(self) -> bool:
        return self.hand_kind is not None


class BoardItem(QGraphicsObject):
    """The wood, the border, the grid and the star points (crisp at every zoom: drawn, not a bitmap)."""

    def __init__(self) -> None:
        super().__init__()
        self._wood = QSvgRenderer(str(resource("board", "board.svg")), self)
        self.setZValue(Z_BOARD)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    SHADOW = (6.0, 8.0, 70)

    def panel_rect(self) -> QRectF:
        """The wood itself (the layout places the komadai beside it)."""
        return QRectF(-B_LEFT, -B_TOP, FILES * CELL_W + B_LEFT + B_RIGHT, RANKS * CELL_H + B_TOP + B_BOTTOM)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        # Everything painted, the drop shadow included: a repaint of part of the scene must redraw it all.
        return panel_bounds(self.panel_rect(), self.SHADOW)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.panel_rect()
        paint_wood_panel(painter, r, self._wood, radius=6, shadow=self.SHADOW, border=("#6a4516", 3))
        grid = QRectF(0, 0, FILES * CELL_W, RANKS * CELL_H)
        ink = QColor("#2e1d08")
        painter.setPen(QPen(ink, 2.0))
        for i in range(1, FILES):
            painter.drawLine(QPointF(i * CELL_W, 0), QPointF(i * CELL_W, grid.height()))
        for i in range(1, RANKS):
            painter.drawLine(QPointF(0, i * CELL_H), QPointF(grid.width(), i * CELL_H))
        painter.setPen(QPen(ink, 4.0))
        painter.drawRect(grid)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        for f, rk in STAR_POINTS:
            painter.drawEllipse(QPointF(f * CELL_W, rk * CELL_H), 6.5, 6.5)


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
        self._anim_ms = 180
        self._last_move: int | None = None

        self._board = BoardItem()
        self.addItem(self._board)
        self._labels: list[QGraphicsSimpleTextItem] = []
        self._komadai: list[KomadaiItem] = []
        self._pieces: dict[int, PieceItem] = {}
        self._hand_items: dict[tuple[int, int], PieceItem] = {}
        self._transient: list[PieceItem] = []  # captured pieces on their way to a hand, stand-ins

        self._last_hl = [SquareHighlight(QColor(255, 196, 40, 95)), SquareHighlight(QColor(255, 170, 20, 135))]
        self._sel_hl = SquareHighlight(QColor(60, 150, 255, 120), Z_HIGHLIGHT + 0.2)
        self._check_hl = CheckHighlight()
        for item in (*self._last_hl, self._sel_hl, self._check_hl):
            self.addItem(item)
        self._markers: list[MoveMarker] = []
        self._stop_marker: StopMarker | None = None
        self._paths: list[TravelPathItem] = []
        self._best: int | Action | None = None  # the move an analysis suggests, drawn as an arrow
        self._arrow = BestMoveArrow()
        self.addItem(self._arrow)
        self._lion: LionStep | None = None
        self._actions: list[Action] | None = None
        self.context_menu: QMenu | None = None
        self.shapes_layer = ShapesLayer(self.place_at, self.place_center)
        self.addItem(self.shapes_layer)
        self._shape_gesture = False  # a right press drew: the context menu that follows it is not wanted

        self._sel: Source | None = None
        self._press_screen: QPointF | None = None
        self._press_source: Source | None = None
        self._toggle_on_release = False
        self._dragging = False
        self._drag_item: PieceItem | None = None
        self._drag_home: QPointF | None = None
        self._drag_scale = 1.0
        self._chooser: PromotionChooser | None = None
        self._chooser_moves: tuple[int, int] | None = None  # (plain, promoting)
        self._anim: QParallelAnimationGroup | None = None
        self._move_made = False
        self._previewing = False

        self._layout()
        self._rebuild_labels()

    # ----------------------------------------------------------------- settings
    @property
    def flipped(self) -> bool:
        return self._flipped

    def set_flipped(self, flipped: bool) -> None:
        if flipped == self._flipped:
            return
        self._flipped = flipped
        self._cancel_interaction()
        self._layout()
        self._rebuild_labels()
        self._sync()
        self.layout_changed.emit()

    def coordinate_style(self) -> str:
        return self._coord_style

    def set_coordinate_style(self, style: str) -> None:
        """"japanese" (１..９ and 一..九), "usi" (9..1 and a..i) or "none"."""
        self._coord_style = style
        self._rebuild_labels()

    def show_legal_moves(self) -> bool:
        return self._show_legal

    def set_show_legal_moves(self, show: bool) -> None:
        self._show_legal = show
        self._update_markers()

    def set_interactive_colors(self, colors: set[int]) -> None:
        """Which sides the user may move (empty: the board is read-only, e.g. after the game)."""
        self._interactive = set(colors)
        if self._sel is not None and self._sel.color not in self._interactive:
            self._cancel_interaction()

    def set_animation_ms(self, ms: int) -> None:
        self._anim_ms = max(0, ms)

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
        color = QColor("#3a2408")
        for col in range(FILES):
            file_no = col + 1 if self._flipped else FILES - col  # shogi file number shown above column
            text = JA_FILES[file_no - 1] if style == "japanese" else str(file_no)
            self._add_label(text, font, color, QPointF((col + 0.5) * CELL_W, -B_TOP / 2))
        for row in range(RANKS):
            rank_index = RANKS - 1 - row if self._flipped else row
            text = JA_RANKS[rank_index] if style == "japanese" else USI_RANKS[rank_index]
            self._add_label(text, font, color, QPointF(FILES * CELL_W + B_RIGHT / 2, (row + 0.5) * CELL_H))

    def _add_label(self, text: str, font: object, color: QColor, center: QPointF) -> None:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(font)  # type: ignore[arg-type]
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
        if (transition is None and old is not None and self._anim is not None and old.sfen() == pos.sfen()
                and old.variant is pos.variant):
            # The same position again (e.g. the mate just animated is now recorded as the game's end):
            # let the running animation finish.
            self._pos = pos.copy()
            self._legal = None
            self._actions = None
            self._last_move = last_move
            self._move_made = True
            return
        self._finish_animation(sync=False)
        self._close_chooser()
        self._lion = None
        self._best = None  # it was the best move of the position shown before
        self._arrow.set_segments([])
        self._pos = pos.copy()
        self._legal = None
        self._actions = None
        self._last_move = last_move
        self._move_made = True
        if self._variant is not pos.variant:
            self._set_variant(pos.variant)
        self._sel = None
        self._press_source = None
        self._dragging = False
        self.shapes_layer.cancel()
        if transition is not None and old is not None and self._anim_ms > 0 and self._matches(old, transition):
            self._animate(transition)
        elif (transition is None and action and old is not None and self._anim_ms > 0
              and old.variant is pos.variant):
            self._animate_diff(old, self._pos)
        else:
            self._drag_item = None
            self._sync()
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

    def lion_step(self) -> LionStep | None:
        """The lion waiting between its two steps, if any."""
        return self._lion

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

    def _make_piece(self, kind: PieceKind, owner: int) -> PieceItem:
        item = PieceItem(self.art, kind, owner, owner ^ int(self._flipped))
        self.addItem(item)
        return item

    def _sync(self) -> None:
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
            item = old_item if old_item is not None else self._make_piece(kind, owner)
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
                item = old_item if old_item is not None else self._make_piece(kind, color)
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
        self._drag_item = None
        self._update_highlights()
        self.shapes_layer.update()  # a hand's slots move with what it holds

    def _update_highlights(self) -> None:
        pos = self._pos
        lm = self._last_move
        frm_hl, to_hl = self._last_hl
        frm_hl.setVisible(False)
        to_hl.setVisible(False)
        if lm is not None and pos is not None:
            to_hl.setRect(self.square_rect(move_to(lm)))
            to_hl.setVisible(True)
            if not is_drop(lm):
                frm_hl.setRect(self.square_rect(move_from(lm)))
                frm_hl.setVisible(True)
        self._check_hl.setVisible(False)
        if pos is not None and pos.is_check():
            ksq = pos.king_sq[pos.side]
            if ksq >= 0:
                self._check_hl.show_on(self.square_rect(ksq))
                self._check_hl.setVisible(True)
        self._sel_hl.setVisible(False)
        sel = self._sel
        if self._lion is not None:
            self._sel_hl.setRect(self.square_rect(self._lion.mid))
            self._sel_hl.setVisible(True)
        elif sel is not None:
            if sel.square is not None:
                self._sel_hl.setRect(self.square_rect(sel.square))
            elif sel.hand_kind is not None:
                self._sel_hl.setRect(self._komadai[sel.color].slot_rect(sel.hand_kind))
            self._sel_hl.setVisible(True)
        self._update_markers()
        self._update_arrow()

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
                item = self._make_piece(kind, side)
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
            self._sync()

    def shown_at(self, sq: int) -> PieceItem | None:
        """The piece item drawn on ``sq`` now (a previewed step included), None if none is."""
        target = self.square_rect(sq).topLeft()
        for item in (*self._pieces.values(), *self._transient):
            if item.pos() == target and item.opacity() > 0.5:
                return item
        return None

    # ----------------------------------------------------------------- best-move arrow
    def set_best_move(self, move: int | Action | None) -> None:
        """Draw an arrow for ``move`` (a legal action of the shown position: a move, a drop from the
        komadai, the moves and drops of a special action's steps); None removes it.  A new position
        removes it too."""
        self._best = move
        self._update_arrow()

    def best_move(self) -> int | Action | None:
        return self._best

    def best_move_arrow(self) -> BestMoveArrow:
        return self._arrow

    def _update_arrow(self) -> None:
        segments: list[tuple[QPointF, QPointF]] = []
        pos, best = self._pos, self._best
        if pos is not None and best is not None and self._komadai:
            if isinstance(best, int):
                segments.append((self._arrow_start(pos, best), self.square_center(move_to(best))))
            else:
                for step in best.steps:
                    m = _STEP_MOVE.match(step)
                    if m is not None:
                        segments.append((self.square_center(parse_square(m.group(1))),
                                         self.square_center(parse_square(m.group(2)))))
                        continue
                    d = _STEP_DROP.match(step)
                    if d is not None and pos.variant.has_kind(d.group(1)):
                        kind = pos.variant.kind(d.group(1)).index
                        segments.append((self.hand_slot_center(pos.side, kind),
                                         self.square_center(parse_square(d.group(2)))))
        self._arrow.set_segments(segments)

    def _arrow_start(self, pos: Position, m: int) -> QPointF:
        if is_drop(m):
            return self.hand_slot_center(pos.side, move_from(m) - NSQ)
        return self.square_center(move_from(m))

    def _update_markers(self) -> None:
        for m in self._markers:
            self.removeItem(m)
        self._markers = []
        if self._stop_marker is not None:
            self.removeItem(self._stop_marker)
            self._stop_marker = None
        self._update_paths()
        pos = self._pos
        if pos is None:
            return
        lion = self._lion
        if lion is not None:  # always shown: the second step cannot be guessed
            for to in dict.fromkeys(lion.targets()):
                self._add_marker(to, bool(pos.board[to]) and to != lion.start)
            if lion.plain:
                self._stop_marker = StopMarker()
                self._stop_marker.square = lion.mid
                self._stop_marker.setPos(self.square_rect(lion.mid).topLeft())
                self.addItem(self._stop_marker)
            return
        if not self._show_legal or self._sel is None:
            return
        done: set[int] = set()
        for mv in self.legal_moves_for(self._sel):
            to = move_to(mv)
            if to in done:
                continue
            done.add(to)
            self._add_marker(to, bool(pos.board[to]))

    def _add_marker(self, to: int, capture: bool) -> None:
        marker = MoveMarker(capture=capture)
        marker.square = to
        marker.setPos(self.square_rect(to).topLeft())
        self.addItem(marker)
        self._markers.append(marker)

    def stop_square(self) -> int | None:
        """The square of the lion's "stop here" choice while it waits between two steps."""
        return self._stop_marker.square if self._stop_marker is not None else None

    # ----------------------------------------------------------------- reflecting paths
    def travel_paths(self) -> list[TravelPathItem]:
        """The path items shown for the selected reflecting slider (none for other pieces)."""
        return list(self._paths)

    def _update_paths(self) -> None:
        for item in self._paths:
            self.removeItem(item)
        self._paths = []
        pos, sel = self._pos, self._sel
        if pos is None or sel is None or sel.square is None or self._lion is not None:
            return
        code = pos.board[sel.square]
        if not code or code not in pos.T.irregular[0 if code > 0 else 1]:
            return  # only pieces whose lines the core reports as not straight (reflecting sliders)
        for squares in dict.fromkeys(travel_paths(pos, sel.square)):  # a first bounce may repeat a line
            if not squares:
                continue
            corners = path_corners(sel.square, squares)
            points = [self.square_center(sel.square), *(self.square_center(q) for q in corners)]
            item = TravelPathItem(points, squares, corners)
            self.addItem(item)
            self._paths.append(item)

    def marker_squares(self) -> set[int]:
        """The squares that show a legal-destination marker now."""
        return {m.square for m in self._markers if m.square is not None}

    def selected(self) -> Source | None:
        return self._sel

    def last_move(self) -> int | None:
        return self._last_move

    def check_square(self) -> int | None:
        if not self._check_hl.isVisible():
            return None
        return self.square_at(self._check_hl.rect().center())

    # ----------------------------------------------------------------- animation
    @property
    def animating(self) -> bool:
        return self._anim is not None

    def _animate(self, tr: Transition) -> None:
        """Slide the mover (and send a captured piece to its new owner's komadai), then sync."""
        mover: PieceItem | None
        if tr.frm is not None:
            mover = self._pieces.pop(tr.frm, None)
        else:
            assert tr.drop is not None
            mover = self._drag_item if (self._drag_item is not None and self._drag_item.hand_kind == tr.drop) \
                else self._hand_items.pop((tr.color, tr.drop), None)
            if mover is not None and self._hand_items.get((tr.color, tr.drop)) is mover:
                del self._hand_items[(tr.color, tr.drop)]
        if mover is None:
            self._sync()
            return
        group = QParallelAnimationGroup(self)
        captured = self._pieces.pop(tr.to, None)
        self._pieces[tr.to] = mover
        mover.square = tr.to
        mover.hand_kind = None
        mover.setZValue(Z_MOVING)
        group.addAnimation(self._slide(mover, self.square_rect(tr.to).topLeft()))
        if captured is not None:
            self._transient.append(captured)
            captured.setZValue(Z_MOVING - 1)
            if tr.to_hand is not None and self._komadai:
                self._repack_hands(group)
                k = self._komadai[tr.color]
                group.addAnimation(self._slide(captured, k.piece_rect(tr.to_hand).topLeft(), k.piece_scale))
            else:
                group.addAnimation(self._fade(captured))
        if tr.drop is not None:
            self._repack_hands(group)
        self._update_highlights()
        self._start(group)

    def _repack_hands(self, group: QParallelAnimationGroup) -> None:
        """The hands of the shown position take their slots: pieces still standing there slide along
        (a kind gained or used up moves the kinds after it by one slot)."""
        pos = self._pos
        if pos is None:
            return
        for color, k in enumerate(self._komadai):
            k.set_hand({kind.index: pos.hands[color][kind.index] for kind in k.kinds})
        for (color, kind), item in self._hand_items.items():
            if item is self._drag_item:
                continue
            target = self._komadai[color].piece_rect(kind).topLeft()
            if item.pos() != target:
                group.addAnimation(self._slide(item, target, item.scale()))

    def _animate_diff(self, before: Position, after: Position) -> None:
        """A special action: slide moved pieces, flip turned ones, fade out (or send to the gaining
        hand) removed ones and fade in new ones, from the two boards only; then sync."""
        diff = diff_boards(before, after)
        if diff.empty:
            self._sync()
            return
        kinds = after.variant.kinds
        group = QParallelAnimationGroup(self)
        old_items = {sq: self._pieces.pop(sq, None) for sq in (*(a for a, _ in diff.moves), *diff.removed)}
        for a, b in diff.moves:
            item = old_items[a]
            if item is None:
                continue
            self._pieces[b] = item
            item.square = b
            item.setZValue(Z_MOVING)
            group.addAnimation(self._slide(item, self.square_rect(b).topLeft()))
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
                group.addAnimation(self._slide(item, k.piece_rect(base).topLeft(), k.piece_scale))
            else:
                group.addAnimation(self._fade(item))
        for sq in diff.flips:
            item = self._pieces.get(sq)
            if item is not None:
                code = after.board[sq]
                group.addAnimation(self._flip(item, kinds[abs(code) - 1], 0 if code > 0 else 1))
        for sq in diff.added:
            code = after.board[sq]
            owner = 0 if code > 0 else 1
            item = self._make_piece(kinds[abs(code) - 1], owner)
            item.square = sq
            item.setPos(self.square_rect(sq).topLeft())
            item.setOpacity(0.0)
            self._pieces[sq] = item
            group.addAnimation(self._fade(item, fade_in=True))
        self._update_highlights()
        self._start(group)

    def _flip(self, item: PieceItem, kind: PieceKind, owner: int) -> QVariantAnimation:
        """Turn ``item`` over: its width shrinks to 0, the new face is put on, and it grows back."""
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self._anim_ms)
        pointing = owner ^ int(self._flipped)
        half = CELL_W / 2

        def step(t: object) -> None:
            f = float(t)  # type: ignore[arg-type]
            if f >= 0.5:
                item.set_piece(kind, owner, pointing)
            sx = abs(1.0 - 2.0 * f)
            item.setTransform(QTransform().translate(half, 0).scale(max(sx, 0.001), 1.0).translate(-half, 0))

        anim.valueChanged.connect(step)
        return anim

    def _slide(self, item: PieceItem, to: QPointF, scale: float = 1.0) -> QVariantAnimation:
        """Move ``item`` to ``to`` (top-left), growing or shrinking to ``scale`` on the way."""
        anim = QVariantAnimation(self)
        start, start_scale = item.pos(), item.scale()
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self._anim_ms)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)

        def step(t: object) -> None:
            f = float(t)  # type: ignore[arg-type]
            item.setPos(start + (to - start) * f)
            item.setScale(start_scale + (scale - start_scale) * f)

        anim.valueChanged.connect(step)
        return anim

    def _fade(self, item: PieceItem, fade_in: bool = False) -> QVariantAnimation:
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0 if fade_in else 1.0)
        anim.setEndValue(1.0 if fade_in else 0.0)
        anim.setDuration(self._anim_ms)
        anim.valueChanged.connect(item.setOpacity)
        return anim

    def _start(self, group: QParallelAnimationGroup) -> None:
        self._anim = group
        group.finished.connect(lambda g=group: self._animation_done(g))
        group.start()

    def _animation_done(self, group: QParallelAnimationGroup) -> None:
        if self._anim is not group:
            return  # superseded: _finish_animation has already synced
        self._anim = None
        group.deleteLater()
        self._sync()

    def _finish_animation(self, sync: bool = True) -> None:
        anim = self._anim
        if anim is None:
            return
        self._anim = None
        if anim.state() != QAbstractAnimation.State.Stopped:
            anim.stop()
        anim.deleteLater()
        if sync:
            self._sync()

    # ----------------------------------------------------------------- input
    def _can_pick(self, src: Source) -> bool:
        pos = self._pos
        return pos is not None and src.color == pos.side and src.color in self._interactive

    def source_at(self, p: QPointF) -> Source | None:
        """The piece under ``p``: a board piece or a non-empty hand slot."""
        pos = self._pos
        if pos is None:
            return None
        sq = self.square_at(p)
        if sq is not None:
            code = pos.board[sq]
            return Source(0 if code > 0 else 1, square=sq) if code else None
        for color, k in enumerate(self._komadai):
            kind = k.slot_at(p)
            if kind is not None and pos.hands[color][kind] > 0:
                return Source(color, hand_kind=kind)
        return None

    def _item_for(self, src: Source) -> PieceItem | None:
        if src.square is not None:
            return self._pieces.get(src.square)
        assert src.hand_kind is not None
        return self._hand_items.get((src.color, src.hand_kind))

    def select(self, src: Source | None) -> None:
        """Select a piece (as a click on it would), showing its legal destinations."""
        self._sel = src
        self._update_highlights()
        self.selection_changed.emit()

    def _pending(self) -> bool:
        """A piece picked up, a promotion or a lion's second step being chosen: a right click cancels it."""
        return (self._sel is not None or self._chooser is not None or self._lion is not None
                or self._dragging or self._press_source is not None)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        p = event.scenePos()
        if event.button() == Qt.MouseButton.RightButton:
            event.accept()
            if self._pending():
                self._cancel_interaction()
                return
            self._shape_gesture = self.shapes_layer.press(p, event.modifiers())
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        event.accept()
        self.shapes_layer.cancel()
        if self.shapes_layer.shapes and self._chooser is None and self._lion is None:
            self.shapes_cleared.emit()  # a plain click clears the arrows and circles (and goes on)
        if self._chooser is not None:
            choice = self._chooser.choice_at(p)
            moves = self._chooser_moves
            self._close_chooser()
            if choice is None or moves is None:
                self._snap_back()
            else:
                self._emit_move(moves[1] if choice else moves[0])
            return
        if self._lion is not None:
            self._lion_click(self.square_at(p))
            return
        if self._anim is not None:
            self._finish_animation()
        src = self.source_at(p)
        pickable = src is not None and self._can_pick(src)
        sel = self._sel
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
            target = self.square_at(p)
            if target is None:
                self.select(None)
                return
            self._attempt(sel, target)
            return
        if src is not None and pickable:
            self.select(src)
            self._start_press(src, event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        # A quick second click is still a click (click-click moves must not become "double clicks").
        self.mousePressEvent(event)

    def _start_press(self, src: Source, event: QGraphicsSceneMouseEvent) -> None:
        self._press_source = src
        self._press_screen = QPointF(event.screenPos())
        self._dragging = False

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.shapes_layer.drawing and event.buttons() & Qt.MouseButton.RightButton:
            event.accept()
            self.shapes_layer.move(event.scenePos())
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
            self._drag_item = item
            self._drag_home = item.pos()
            self._drag_scale = item.scale()
            item.setScale(1.0)
            item.setZValue(Z_MOVING)
            if src.is_hand:
                self._leave_stand_in(src, item)
        item = self._drag_item
        if item is not None:
            item.setPos(event.scenePos() - QPointF(CELL_W / 2, CELL_H / 2))

    def _leave_stand_in(self, src: Source, item: PieceItem) -> None:
        """Dragging one piece of several from a hand: the rest stay visible, the count drops by one."""
        assert self._pos is not None and src.hand_kind is not None
        n = self._pos.hands[src.color][src.hand_kind]
        k = self._komadai[src.color]
        counts = {kind.index: self._pos.hands[src.color][kind.index] for kind in k.kinds}
        counts[src.hand_kind] = n - 1
        k.set_counts(counts)
        if n > 1:
            stand_in = self._make_piece(item.kind, item.owner)
            stand_in.setPos(item.pos())
            self._transient.append(stand_in)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.RightButton and self.shapes_layer.drawing:
            event.accept()
            shape = self.shapes_layer.release(event.scenePos())
            if shape is not None:
                self.shape_drawn.emit(shape)
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
            target = self.square_at(event.scenePos())
            if target is None or target == src.square:
                self._snap_back()
                return
            self._attempt(src, target)
            return
        if self._toggle_on_release:
            self._toggle_on_release = False
            self.select(None)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:  # noqa: N802
        """The context menu key over a piece (board or hand): a menu offering that piece's guide.  The
        context menu a right click brings is not shown when that click draws a circle or an arrow."""
        if self._shape_gesture and event.reason() == QGraphicsSceneContextMenuEvent.Reason.Mouse:
            self._shape_gesture = False
            event.accept()
            return
        p = event.scenePos()
        if event.reason() == QGraphicsSceneContextMenuEvent.Reason.Keyboard and self.views():
            view = self.views()[0]  # the menu key: the piece under the pointer, if it is over the board
            at = view.viewport().mapFromGlobal(QCursor.pos())
            if view.viewport().rect().contains(at):
                p = view.mapToScene(at)
        kind = self.kind_at(p)
        if kind is None:
            event.ignore()
            return
        event.accept()
        menu = QMenu(event.widget())
        action = menu.addAction(self.tr("Piece Guide: %1").replace("%1", kind_name(kind)))
        action.triggered.connect(lambda _checked=False, k=kind: self.piece_guide_requested.emit(k))
        menu.aboutToHide.connect(menu.deleteLater)
        self.context_menu = menu
        menu.popup(event.screenPos())

    def kind_at(self, p: QPointF) -> PieceKind | None:
        """The kind of the piece under ``p`` (on the board or in a hand), None over an empty place."""
        src = self.source_at(p)
        pos = self._pos
        if src is None or pos is None:
            return None
        if src.square is not None:
            return pos.variant.kinds[abs(pos.board[src.square]) - 1]
        assert src.hand_kind is not None
        return pos.variant.kinds[src.hand_kind]

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self._lion is not None:
            self._cancel_interaction()
            event.accept()
            return
        if event.key() == Qt.Key.Key_Escape and (self._sel is not None or self._chooser is not None):
            self._cancel_interaction()
            event.accept()
            return
        super().keyPressEvent(event)

    def _attempt(self, src: Source, target: int) -> None:
        """The user asked for ``src`` -> ``target``: offer a promotion choice if the core has one, or
        the lion's second step when the core has two-step actions beginning with this step."""
        options = [m for m in self.legal_moves_for(src) if move_to(m) == target]
        if src.square is not None:
            first = square_name(src.square) + square_name(target)
            actions = tuple(a for a in self.lion_actions() if a.steps[0] == first)
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

    # ----------------------------------------------------------------- the lion's second step
    def _enter_lion(self, lion: LionStep) -> None:
        """The lion stands on the square it captured on, the captured piece greyed, waiting for step 2."""
        item = self._pieces.get(lion.start)
        if item is not None:
            if self._drag_item is None:
                self._drag_item, self._drag_home, self._drag_scale = item, item.pos(), item.scale()
            item.setPos(self.square_rect(lion.mid).topLeft())
            item.setScale(1.0)
            item.setZValue(Z_MOVING)
        victim = self._pieces.get(lion.mid)
        if victim is not None and victim is not item:
            victim.setOpacity(0.3)
        self._lion = lion
        self._sel = None
        self._update_highlights()
        self.selection_changed.emit()
        self.hint.emit(self.tr("Lion: click a second step (its start square captures in place), "
                               "the lion to stop here, or elsewhere to cancel."))

    def _lion_click(self, target: int | None) -> None:
        lion = self._lion
        assert lion is not None
        self._lion = None
        self.hint.emit("")
        action = lion.action_to(target) if target is not None else None
        if target == lion.mid and target is not None:
            if len(lion.plain) >= 2:
                plain = next(m for m in lion.plain if not is_promotion(m))
                promoting = next(m for m in lion.plain if is_promotion(m))
                self._open_chooser(Source(0 if self._pos is not None and self._pos.board[lion.start] > 0 else 1,
                                          square=lion.start), lion.mid, plain, promoting)
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
        self.move_requested.emit(m)
        if not self._move_made:  # refused (the controller shows why): back where it came from
            self._snap_back()

    def _snap_back(self) -> None:
        item, home = self._drag_item, self._drag_home
        self._dragging = False
        if item is not None and home is not None and self._anim_ms > 0 and item.scene() is self:
            group = QParallelAnimationGroup(self)
            group.addAnimation(self._slide(item, home, self._drag_scale))
            self._start(group)
            return
        self._sync()

    def _cancel_interaction(self) -> None:
        self._close_chooser()
        if self._lion is not None:
            self._lion = None
            self.hint.emit("")
            self._sync()
        self._press_source = None
        self._toggle_on_release = False
        if self._dragging or self._drag_item is not None:
            self._dragging = False
            self._sync()
        self.select(None)

    # ----------------------------------------------------------------- promotion chooser
    @property
    def chooser(self) -> PromotionChooser | None:
        return self._chooser

    def _open_chooser(self, src: Source, target: int, plain: int, promoting: int) -> None:
        assert self._pos is not None and src.square is not None
        piece = self._pos.piece_at(src.square)
        assert piece is not None
        kind, owner = piece
        promoted = kind.promoted
        assert promoted is not None
        item = self._pieces.get(src.square)
        if item is not None:  # the piece waits on the target square while the player chooses
            if self._drag_item is None:
                self._drag_item, self._drag_home, self._drag_scale = item, item.pos(), item.scale()
            item.setPos(self.square_rect(target).topLeft())
            item.setZValue(Z_MOVING)
        rect = self.square_rect(target)
        downward = rect.top() < (RANKS * CELL_H) / 2
        chooser = PromotionChooser(self.art, kind, promoted, owner ^ int(self._flipped), rect, downward)
        self.addItem(chooser)
        self._chooser = chooser
        self._chooser_moves = (plain, promoting)
        self._sel = None
        self._update_highlights()

    def _close_chooser(self) -> None:
        if self._chooser is not None:
            self.removeItem(self._chooser)
            self._chooser = None
            self._chooser_moves = None



# --------------------------------------------------------------------------- reflecting paths
_STEP_MOVE = re.compile(r"([1-9][a-i])([1-9][a-i])\+?\Z")
_STEP_DROP = re.compile(r"(\+?[A-Z])\*([1-9][a-i])\Z")


class BestMoveArrow(QGraphicsPathItem):
    """Translucent arrows over the board: the best move of the analysis (one arrow per step)."""

    COLOR = QColor(30, 120, 220, 150)

    def __init__(self) -> None:
        super().__init__()
        self.setPen(Qt.PenStyle.NoPen)
        self.setBrush(QBrush(self.COLOR))
        self.setZValue(Z_MOVING - 1)  # over the pieces, under a piece being dragged
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.segments: list[tuple[QPointF, QPointF]] = []
        self.setVisible(False)

    def set_segments(self, segments: list[tuple[QPointF, QPointF]]) -> None:
        self.segments = list(segments)
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for a, b in self.segments:
            polygon = arrow_polygon(a, b)
            if polygon is not None:
                path.addPolygon(polygon)
                path.closeSubpath()
        self.setPath(path)
        self.setVisible(bool(self.segments))


def arrow_polygon(a: QPointF, b: QPointF) -> QPolygonF | None:
    """An arrow from ``a`` to ``b`` (scene points, square centres): a shaft and a head."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy)
    if length < 1.0:
        return None
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    shaft, head_w = CELL_W * 0.09, CELL_W * 0.26
    head_l = min(CELL_H * 0.42, length * 0.6)
    start = QPointF(a.x() + ux * CELL_W * 0.15, a.y() + uy * CELL_W * 0.15)
    tip = QPointF(b.x() - ux * CELL_W * 0.1, b.y() - uy * CELL_W * 0.1)
    base = QPointF(tip.x() - ux * head_l, tip.y() - uy * head_l)
    return QPolygonF([
        QPointF(start.x() + nx * shaft, start.y() + ny * shaft),
        QPointF(base.x() + nx * shaft, base.y() + ny * shaft),
        QPointF(base.x() + nx * head_w, base.y() + ny * head_w),
        tip,
        QPointF(base.x() - nx * head_w, base.y() - ny * head_w),
        QPointF(base.x() - nx * shaft, base.y() - ny * shaft),
        QPointF(start.x() - nx * shaft, start.y() - ny * shaft),
    ])


def status_marks(status: object) -> frozenset[str]:
    """The marks a piece item draws for the core's PieceStatus (None: none)."""
    if status is None:
        return frozenset()
    out = set()
    if getattr(status, "token", False):
        out.add("token")
    if getattr(status, "immune_until", None) is not None:
        out.add("immune")
    if getattr(status, "carrier", False):
        out.add("carrier")
    return frozenset(out)


def travel_paths(pos: Position, sq: int) -> list[tuple[int, ...]]:
    """The squares the piece on ``sq`` travels along each of its sliding lines, from the core's rays
    (reflecting paths for a reflecting slider), each cut after the first occupied square."""
    code = pos.board[sq]
    if not code:
        return []
    color = 0 if code > 0 else 1
    out = []
    for ray in pos.T.rays[color][abs(code) - 1][sq]:
        cut = next((i for i, t in enumerate(ray) if pos.board[t]), len(ray) - 1)
        out.append(tuple(ray[:cut + 1]))
    return out


def path_corners(start: int, squares: tuple[int, ...]) -> tuple[int, ...]:
    """The squares where a path from ``start`` through ``squares`` turns, and its last square."""
    corners: list[int] = []
    prev = start
    prev_dir: tuple[int, int] | None = None
    for i, q in enumerate(squares):
        d = (q % FILES - prev % FILES, q // FILES - prev // FILES)
        if prev_dir is not None and d != prev_dir:
            corners.append(squares[i - 1])
        prev_dir, prev = d, q
    corners.append(squares[-1])
    return tuple(corners)
