"""What the board draws over and under the pieces, from what the scene shows: the last move, the
selected piece, the king in check, the selected piece's legal destinations, the lion's "stop here"
choice, a reflecting slider's paths and the analysis' best-move arrow.

:class:`Overlays` belongs to one :class:`~.scene.BoardScene` and reads it through its public methods
only (the position, the last move, the selection, the lion waiting between its steps, the legal moves);
the scene calls :meth:`Overlays.update` whenever one of those changed.  Nothing here decides a rule:
destinations are the core's legal moves, paths the core's rays.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from ...core.actions import Action
from ...core.position import Position, is_drop, move_from, move_to
from ...core.tables import NSQ, parse_square
from .geometry import FILES
from .items import (
    Z_HIGHLIGHT,
    BestMoveArrow,
    CheckHighlight,
    MoveMarker,
    SquareHighlight,
    StopMarker,
    TravelPathItem,
)

if TYPE_CHECKING:
    from .scene import BoardScene

_STEP_MOVE = re.compile(r"([1-9][a-i])([1-9][a-i])\+?\Z")
_STEP_DROP = re.compile(r"(\+?[A-Z])\*([1-9][a-i])\Z")


class Overlays:
    """The highlights, markers, paths and arrow of one board scene (see the module docstring)."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.last_move_highlights = [SquareHighlight(QColor(255, 196, 40, 95)),
                                     SquareHighlight(QColor(255, 170, 20, 135))]
        self.selection_highlight = SquareHighlight(QColor(60, 150, 255, 120), Z_HIGHLIGHT + 0.2)
        self.check_highlight = CheckHighlight()
        for item in (*self.last_move_highlights, self.selection_highlight, self.check_highlight):
            scene.addItem(item)
        self.markers: list[MoveMarker] = []
        self.stop_marker: StopMarker | None = None
        self.paths: list[TravelPathItem] = []
        self.best: int | Action | None = None  # the move an analysis suggests, drawn as an arrow
        self.arrow = BestMoveArrow()
        scene.addItem(self.arrow)

    # ----------------------------------------------------------------- highlights
    def update(self) -> None:
        """Everything again: last move, check, selection, markers, paths, arrow."""
        scene = self.scene
        pos = scene.position()
        lm = scene.last_move()
        frm_hl, to_hl = self.last_move_highlights
        frm_hl.setVisible(False)
        to_hl.setVisible(False)
        if lm is not None and pos is not None:
            to_hl.setRect(scene.square_rect(move_to(lm)))
            to_hl.setVisible(True)
            if not is_drop(lm):
                frm_hl.setRect(scene.square_rect(move_from(lm)))
                frm_hl.setVisible(True)
        self.check_highlight.setVisible(False)
        if pos is not None and pos.is_check():
            ksq = pos.king_sq[pos.side]
            if ksq >= 0:
                self.check_highlight.show_on(scene.square_rect(ksq))
                self.check_highlight.setVisible(True)
        self.selection_highlight.setVisible(False)
        sel, lion = scene.selected(), scene.lion_step()
        if lion is not None:
            self.selection_highlight.setRect(scene.square_rect(lion.mid))
            self.selection_highlight.setVisible(True)
        elif sel is not None:
            komadai = scene.komadai(sel.color)
            if sel.square is not None:
                self.selection_highlight.setRect(scene.square_rect(sel.square))
            elif sel.hand_kind is not None and komadai is not None:
                self.selection_highlight.setRect(komadai.slot_rect(sel.hand_kind))
            self.selection_highlight.setVisible(True)
        self.update_markers()
        self.update_arrow()

    def check_square(self) -> int | None:
        if not self.check_highlight.isVisible():
            return None
        return self.scene.square_at(self.check_highlight.rect().center())

    # ----------------------------------------------------------------- best-move arrow
    def set_best_move(self, move: int | Action | None) -> None:
        self.best = move
        self.update_arrow()

    def update_arrow(self) -> None:
        scene = self.scene
        segments: list[tuple[QPointF, QPointF]] = []
        pos, best = scene.position(), self.best
        if pos is not None and best is not None and scene.komadai(0) is not None:
            if isinstance(best, int):
                segments.append((self._arrow_start(pos, best), scene.square_center(move_to(best))))
            else:
                for step in best.steps:
                    m = _STEP_MOVE.match(step)
                    if m is not None:
                        segments.append((scene.square_center(parse_square(m.group(1))),
                                         scene.square_center(parse_square(m.group(2)))))
                        continue
                    d = _STEP_DROP.match(step)
                    if d is not None and pos.variant.has_kind(d.group(1)):
                        kind = pos.variant.kind(d.group(1)).index
                        segments.append((scene.hand_slot_center(pos.side, kind),
                                         scene.square_center(parse_square(d.group(2)))))
        self.arrow.set_segments(segments)

    def _arrow_start(self, pos: Position, m: int) -> QPointF:
        if is_drop(m):
            return self.scene.hand_slot_center(pos.side, move_from(m) - NSQ)
        return self.scene.square_center(move_from(m))

    # ----------------------------------------------------------------- legal destinations
    def update_markers(self) -> None:
        scene = self.scene
        for m in self.markers:
            scene.removeItem(m)
        self.markers = []
        if self.stop_marker is not None:
            scene.removeItem(self.stop_marker)
            self.stop_marker = None
        self.update_paths()
        pos = scene.position()
        if pos is None:
            return
        lion = scene.lion_step()
        if lion is not None:  # always shown: the second step cannot be guessed
            for to in dict.fromkeys(lion.targets()):
                self._add_marker(to, bool(pos.board[to]) and to != lion.start)
            if lion.plain:
                self.stop_marker = StopMarker()
                self.stop_marker.square = lion.mid
                self.stop_marker.setPos(scene.square_rect(lion.mid).topLeft())
                scene.addItem(self.stop_marker)
            return
        sel = scene.selected()
        if not scene.show_legal_moves() or sel is None:
            return
        done: set[int] = set()
        for mv in scene.legal_moves_for(sel):
            to = move_to(mv)
            if to in done:
                continue
            done.add(to)
            self._add_marker(to, bool(pos.board[to]))

    def _add_marker(self, to: int, capture: bool) -> None:
        marker = MoveMarker(capture=capture)
        marker.square = to
        marker.setPos(self.scene.square_rect(to).topLeft())
        self.scene.addItem(marker)
        self.markers.append(marker)

    def marker_squares(self) -> set[int]:
        return {m.square for m in self.markers if m.square is not None}

    def stop_square(self) -> int | None:
        return self.stop_marker.square if self.stop_marker is not None else None

    # ----------------------------------------------------------------- reflecting paths
    def update_paths(self) -> None:
        scene = self.scene
        for item in self.paths:
            scene.removeItem(item)
        self.paths = []
        pos, sel = scene.position(), scene.selected()
        if pos is None or sel is None or sel.square is None or scene.lion_step() is not None:
            return
        code = pos.board[sel.square]
        if not code or code not in pos.T.irregular[0 if code > 0 else 1]:
            return  # only pieces whose lines the core reports as not straight (reflecting sliders)
        for squares in dict.fromkeys(travel_paths(pos, sel.square)):  # a first bounce may repeat a line
            if not squares:
                continue
            corners = path_corners(sel.square, squares)
            points = [scene.square_center(sel.square), *(scene.square_center(q) for q in corners)]
            item = TravelPathItem(points, squares, corners)
            scene.addItem(item)
            self.paths.append(item)


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
