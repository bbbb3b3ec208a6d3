"""The piece guide: how any piece of a variant moves, shown on an otherwise empty board.

    guide = PieceGuide(variant, kind, parent)     # variant: a Variant or an id; kind: a PieceKind or letter
    guide.show()
    guide.select_kind("+Y"); guide.set_square(parse_square("2c"))

Every square comes from the core: the guide builds a position holding only that piece (Black's, so it
points up the board) with :meth:`Position.from_sfen`, takes its legal moves, and sorts them with the
core's move tables (``T.steps`` one-square steps and leaps, ``T.rays`` sliding lines and reflecting
paths, ``T.steps_m`` / ``T.steps_c`` move-only and capture-only leaps).  Two-step powers (the lion) are
the core's special actions in a probe position with an enemy piece on every neighbouring square.
Nothing here knows how a piece moves.  Clicking a square of the guide's board moves the piece there.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core.position import Position, move_from, move_to
from ...core.sfen import format_board
from ...core.tables import NSQ, code_of, parse_square, square_name
from ...core.variant import PieceKind, Variant, load_variant
from ...notation.japanese import square_ja
from ...paths import resource
from ..board.overlays import path_corners
from ..board.piece_art import CELL_H, CELL_W, PieceArt, label_font, piece_font
from ..text.names import side_name, ui_language

JA_FILES = "１２３４５６７８９"
JA_RANKS = "一二三四五六七八九"
CENTRE = parse_square("5e")
REFLECT_DEMO = parse_square("2c")  # RULES.md §4.1's example square: the bounces show from there


@dataclass(frozen=True)
class GuideMoves:
    """Where one piece can go from ``square`` on an empty board, sorted by how it gets there."""

    square: int
    steps: frozenset[int] = frozenset()  # one-square steps (move or capture)
    jumps: frozenset[int] = frozenset()  # leaps of two or more squares, over anything
    slides: frozenset[int] = frozenset()  # squares along a sliding line or reflecting path
    move_only: frozenset[int] = frozenset()  # leaps that may not capture
    capture_only: frozenset[int] = frozenset()  # leaps that only capture (empty here, so not legal moves)
    lines: tuple[tuple[int, ...], ...] = ()  # every sliding line, square by square from the piece
    reflecting: bool = False  # the core reports its lines as not straight (they bounce)
    two_step_first: frozenset[int] = frozenset()  # capture here, then step again (lion)
    two_step_second: frozenset[int] = frozenset()  # where that second step may end (start included)
    legal: frozenset[int] = field(default=frozenset())  # the core's legal destinations, all of them

    def squares(self) -> frozenset[int]:
        """Every square the guide marks: the legal destinations and the capture-only squares."""
        return self.legal | self.capture_only


def guide_position(variant: Variant, kind: PieceKind, square: int, probe: bool = False) -> Position:
    """A position holding only Black's ``kind`` on ``square`` (Black to move).

    With ``probe``, every neighbouring square holds an enemy piece that may be captured, so two-step
    capturing powers show their actions.  Raises ValueError where the piece may not stand.
    """
    board = [0] * NSQ
    board[square] = code_of(kind, 0)
    if probe:
        victim = next((k for k in variant.kinds if not k.royal and not k.hooks and not k.is_promoted), None)
        if victim is not None:
            f, r = square % 9, square // 9
            for df in (-1, 0, 1):
                for dr in (-1, 0, 1):
                    if (df or dr) and 0 <= f + df < 9 and 0 <= r + dr < 9:
                        board[(r + dr) * 9 + f + df] = code_of(victim, 1)
    return Position.from_sfen(f"{format_board(board, variant)} b - 1", variant)


def guide_moves(variant: Variant | str, kind: PieceKind | str, square: int) -> GuideMoves:
    """Ask the core where ``kind`` (Black's) can go from ``square`` on an empty board."""
    v = load_variant(variant) if isinstance(variant, str) else variant
    k = v.kind(kind) if isinstance(kind, str) else kind
    pos = guide_position(v, k, square)
    T = pos.T
    legal = frozenset(move_to(m) for m in pos.legal_moves() if move_from(m) == square)
    steps_tab = set(T.steps[0][k.index][square])
    lines = tuple(tuple(ray) for ray in T.rays[0][k.index][square])
    on_lines = {t for ray in lines for t in ray}

    def near(t: int) -> bool:
        return max(abs(t % 9 - square % 9), abs(t // 9 - square // 9)) <= 1

    steps = frozenset(t for t in legal if t in steps_tab and near(t))
    jumps = frozenset(t for t in legal if t in steps_tab and not near(t))
    move_only = frozenset(t for t in legal if t in T.steps_m[0][k.index][square])
    slides = frozenset(t for t in legal if t in on_lines) - steps - jumps - move_only
    capture_only = frozenset(T.steps_c[0][k.index][square]) - legal
    first: set[int] = set()
    second: set[int] = set()
    try:
        probe = guide_position(v, k, square, probe=True)
    except ValueError:
        probe = None
    if probe is not None:
        start = square_name(square)
        for action in probe.special_actions():
            if len(action.steps) == 2 and action.steps[0][:2] == start:
                first.add(parse_square(action.steps[0][2:4]))
                second.add(parse_square(action.steps[1][2:4]))
    return GuideMoves(
        square=square, steps=steps, jumps=jumps, slides=slides, move_only=move_only,
        capture_only=capture_only, lines=lines, reflecting=code_of(k, 0) in T.irregular[0],
        two_step_first=frozenset(first), two_step_second=frozenset(second), legal=legal,
    )


# --------------------------------------------------------------------------- the board
COLORS = {
    "step": QColor(25, 120, 60, 210),
    "jump": QColor(215, 110, 10, 230),
    "slide": QColor(40, 110, 220, 200),
    "move_only": QColor(25, 120, 60, 230),
    "capture_only": QColor(200, 30, 30, 230),
    "two_step": QColor(200, 30, 30, 230),
}


class GuideBoard(QWidget):
    """An empty 9x9 board with one piece and the marks of :class:`GuideMoves`; a click moves the piece."""

    square_clicked = Signal(int)

    def __init__(self, art: PieceArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.kind: PieceKind | None = None
        self.moves: GuideMoves | None = None
        self._wood = QSvgRenderer(str(resource("board", "board.svg")), self)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(300, 330)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(460, 500)

    def set_piece(self, kind: PieceKind, moves: GuideMoves) -> None:
        self.kind, self.moves = kind, moves
        self.update()

    def marked_squares(self) -> frozenset[int]:
        return self.moves.squares() if self.moves is not None else frozenset()

    # geometry: a border for the labels on the top and right, as on the main board
    def grid_rect(self) -> QRectF:
        # the frame reaches 0.3 cells left and below the grid, 0.55 cells right and above (the labels)
        unit = min(self.width() / (9.9 * CELL_W), self.height() / (9.9 * CELL_H))
        cw, ch = CELL_W * unit, CELL_H * unit
        x = (self.width() - 9.85 * cw) / 2 + 0.3 * cw
        y = (self.height() - 9.85 * ch) / 2 + 0.55 * ch
        return QRectF(x, y, 9 * cw, 9 * ch)

    def square_rect(self, sq: int) -> QRectF:
        g = self.grid_rect()
        cw, ch = g.width() / 9, g.height() / 9
        return QRectF(g.left() + (sq % 9) * cw, g.top() + (sq // 9) * ch, cw, ch)

    def square_at(self, p: QPointF) -> int | None:
        g = self.grid_rect()
        if not g.contains(p):
            return None
        f = min(8, int((p.x() - g.left()) / (g.width() / 9)))
        r = min(8, int((p.y() - g.top()) / (g.height() / 9)))
        return r * 9 + f

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        sq = self.square_at(event.position())
        if sq is not None and event.button() == Qt.MouseButton.LeftButton:
            self.square_clicked.emit(sq)
            event.accept()
            return
        super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        g = self.grid_rect()
        cw, ch = g.width() / 9, g.height() / 9
        frame = g.adjusted(-cw * 0.3, -ch * 0.55, cw * 0.55, ch * 0.3)
        self._wood.render(p, frame)
        p.setPen(QPen(QColor("#6a4516"), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(frame)
        ink = QColor("#2e1d08")
        p.setPen(QPen(ink, max(0.8, cw / 60)))
        for i in range(10):
            p.drawLine(QPointF(g.left() + i * cw, g.top()), QPointF(g.left() + i * cw, g.bottom()))
            p.drawLine(QPointF(g.left(), g.top() + i * ch), QPointF(g.right(), g.top() + i * ch))
        p.setBrush(ink)
        for f, rk in ((3, 3), (3, 6), (6, 3), (6, 6)):
            p.drawEllipse(QPointF(g.left() + f * cw, g.top() + rk * ch), cw / 16, cw / 16)
        p.setFont(label_font(max(8, round(ch * 0.34))))
        p.setPen(QColor("#3a2408"))
        for i in range(9):
            p.drawText(QRectF(g.left() + i * cw, frame.top(), cw, g.top() - frame.top()),
                       Qt.AlignmentFlag.AlignCenter, JA_FILES[8 - i])
            p.drawText(QRectF(g.right(), g.top() + i * ch, frame.right() - g.right(), ch),
                       Qt.AlignmentFlag.AlignCenter, JA_RANKS[i])
        moves, kind = self.moves, self.kind
        if moves is None or kind is None:
            p.end()
            return
        self._paint_lines(p, moves, cw)
        self._paint_marks(p, moves, cw, ch)
        self.art.paint(p, self.square_rect(moves.square), kind, 0)
        p.end()

    def _centre(self, sq: int) -> QPointF:
        return self.square_rect(sq).center()

    def _paint_lines(self, p: QPainter, moves: GuideMoves, cw: float) -> None:
        pen = QPen(COLORS["slide"], max(2.0, cw / 9), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
        for line in moves.lines:
            if not line:
                continue
            corners = path_corners(moves.square, line)
            path = QPainterPath(self._centre(moves.square))
            for q in corners:
                path.lineTo(self._centre(q))
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            p.setPen(QPen(COLORS["slide"], max(1.5, cw / 18)))
            p.setBrush(QColor("white"))
            for q in corners[:-1]:  # bounce points: white rings, unlike the squares' dots
                p.drawEllipse(self._centre(q), cw * 0.2, cw * 0.2)

    def _paint_marks(self, p: QPainter, moves: GuideMoves, cw: float, ch: float) -> None:
        r = cw * 0.16
        for sq in moves.two_step_first:
            p.setPen(QPen(COLORS["two_step"], max(1.5, cw / 22), Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(self.square_rect(sq).adjusted(cw * 0.06, ch * 0.06, -cw * 0.06, -ch * 0.06), 6, 6)
        for sq in moves.steps:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(COLORS["step"])
            p.drawEllipse(self._centre(sq), r, r)
        for sq in moves.slides:
            p.setPen(QPen(QColor("white"), max(1.0, cw / 40)))
            p.setBrush(COLORS["slide"])
            p.drawEllipse(self._centre(sq), r * 0.8, r * 0.8)
        for sq in moves.jumps:
            c = self._centre(sq)
            p.setPen(QPen(QColor("white"), max(1.0, cw / 40)))
            p.setBrush(COLORS["jump"])
            p.drawPolygon(QPolygonF([c + QPointF(0, -r * 1.4), c + QPointF(r * 1.4, 0), c + QPointF(0, r * 1.4),
                                     c + QPointF(-r * 1.4, 0)]))
        for sq in moves.move_only:
            p.setPen(QPen(COLORS["move_only"], max(1.5, cw / 22)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(self._centre(sq), r * 1.1, r * 1.1)
        for sq in moves.capture_only:
            c = self._centre(sq)
            p.setPen(QPen(COLORS["capture_only"], max(2.0, cw / 16), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            d = r * 1.1
            p.drawLine(c + QPointF(-d, -d), c + QPointF(d, d))
            p.drawLine(c + QPointF(-d, d), c + QPointF(d, -d))


class LegendSwatch(QWidget):
    """A small sample of one kind of mark, beside its explanation."""

    def __init__(self, what: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.what = what
        self.setFixedSize(22, 22)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = QPointF(11, 11)
        color = COLORS[self.what]
        if self.what == "step":
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(color)
            p.drawEllipse(c, 6, 6)
        elif self.what == "slide":
            p.setPen(QPen(color, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(QPointF(2, 20), QPointF(20, 2))
        elif self.what == "jump":
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(color)
            p.drawPolygon(QPolygonF([QPointF(11, 2), QPointF(20, 11), QPointF(11, 20), QPointF(2, 11)]))
        elif self.what == "move_only":
            p.setPen(QPen(color, 2.5))
            p.drawEllipse(c, 7, 7)
        elif self.what == "capture_only":
            p.setPen(QPen(color, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(QPointF(4, 4), QPointF(18, 18))
            p.drawLine(QPointF(4, 18), QPointF(18, 4))
        else:
            p.setPen(QPen(color, 2, Qt.PenStyle.DashLine))
            p.drawRoundedRect(QRectF(2, 2, 18, 18), 3, 3)
        p.end()


# --------------------------------------------------------------------------- the window
class PieceGuide(QDialog):
    """A chooser of every piece of a variant, the chosen piece's moves and what it is called."""

    def __init__(self, variant: Variant | str = "standard", kind: PieceKind | str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.art = PieceArt()
        self._variant = load_variant(variant) if isinstance(variant, str) else variant
        self._kind: PieceKind = self._variant.kinds[0]
        self._square = CENTRE
        self._moves: GuideMoves | None = None

        self.chooser = QListWidget(self)
        self.chooser.setIconSize(QSize(30, 33))
        self.chooser.setMinimumWidth(260)
        self.board = GuideBoard(self.art, self)
        self.board.square_clicked.connect(self.set_square)
        self.face = QLabel(self)
        self.face.setFont(piece_font(40))
        self.face.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.names = QLabel(self)
        self.names.setWordWrap(True)
        self.names.setTextFormat(Qt.TextFormat.RichText)
        self.details = QLabel(self)
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._legend_labels: dict[str, QLabel] = {}
        legend = QGridLayout()
        legend.setHorizontalSpacing(6)
        for i, what in enumerate(("step", "slide", "jump", "move_only", "capture_only", "two_step")):
            label = QLabel(self)
            label.setWordWrap(True)
            self._legend_labels[what] = label
            legend.addWidget(LegendSwatch(what, self), i // 2, (i % 2) * 2)
            legend.addWidget(label, i // 2, (i % 2) * 2 + 1)
        self.hint_label = QLabel(self)
        self.hint_label.setWordWrap(True)
        self.hint_label.setStyleSheet("color: palette(placeholder-text);")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)

        header = QHBoxLayout()
        header.addWidget(self.face)
        header.addWidget(self.names, 1)
        middle = QVBoxLayout()
        middle.addLayout(header)
        middle.addWidget(self.board, 1)
        middle.addLayout(legend)
        middle.addWidget(self.hint_label)
        right = QVBoxLayout()
        right.addWidget(self.details, 1)
        body = QHBoxLayout()
        body.addWidget(self.chooser)
        body.addLayout(middle, 3)
        body.addLayout(right, 2)
        outer = QVBoxLayout(self)
        outer.addLayout(body, 1)
        outer.addWidget(self.buttons)

        self.chooser.currentRowChanged.connect(self._on_row_changed)
        self.resize(1000, 640)
        self._fill_chooser()
        self.retranslate()
        self.select_kind(kind if kind is not None else self._variant.kinds[0])

    # ------------------------------------------------------------------ API
    def variant(self) -> Variant:
        return self._variant

    def kind(self) -> PieceKind:
        return self._kind

    def square(self) -> int:
        return self._square

    def moves(self) -> GuideMoves:
        assert self._moves is not None
        return self._moves

    def set_variant(self, variant: Variant | str, kind: PieceKind | str | None = None) -> None:
        v = load_variant(variant) if isinstance(variant, str) else variant
        if v is not self._variant:
            self._variant = v
            self._fill_chooser()
        self.select_kind(kind if kind is not None else v.kinds[0])

    def select_kind(self, kind: PieceKind | str) -> None:
        """Show ``kind`` (a PieceKind of this variant, or its letter) from its demonstration square."""
        letter = kind if isinstance(kind, str) else kind.letter
        k = self._variant.kind(letter)
        self._kind = k
        self.chooser.blockSignals(True)
        self.chooser.setCurrentRow(k.index)
        self.chooser.blockSignals(False)
        code = code_of(k, 0)
        square = CENTRE
        if code in guide_position(self._variant, k, CENTRE).T.irregular[0]:
            square = REFLECT_DEMO
        self._show(square)

    def set_square(self, square: int) -> None:
        """Move the piece to ``square`` (ignored where the piece may not stand, e.g. a pawn on rank a)."""
        self._show(square)

    # ------------------------------------------------------------------ internals
    def _show(self, square: int) -> None:
        try:
            moves = guide_moves(self._variant, self._kind, square)
        except ValueError:
            return
        self._square = square
        self._moves = moves
        self.board.set_piece(self._kind, moves)
        self._update_texts()

    def _fill_chooser(self) -> None:
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for kind in self._variant.kinds:
            item = QListWidgetItem(QIcon(self.art.pixmap(kind, 0, QSize(40, 44))), "")
            item.setData(Qt.ItemDataRole.UserRole, kind.letter)
            self.chooser.addItem(item)
        self.chooser.blockSignals(False)
        self._name_items()

    def _name_items(self) -> None:
        for i, kind in enumerate(self._variant.kinds):
            item = self.chooser.item(i)
            if item is not None:
                item.setText(f"{kind.name_ja}  {kind.name_en}")
                item.setToolTip(self._kind_label(kind))

    def _on_row_changed(self, row: int) -> None:
        if 0 <= row < len(self._variant.kinds):
            self.select_kind(self._variant.kinds[row])

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Piece Guide"))
        texts = {
            "step": self.tr("steps one square"),
            "slide": self.tr("slides any distance (bounce points marked)"),
            "jump": self.tr("jumps, over any piece"),
            "move_only": self.tr("moves there, but cannot capture there"),
            "capture_only": self.tr("captures there only"),
            "two_step": self.tr("captures here and may step again"),
        }
        for what, label in self._legend_labels.items():
            label.setText(texts[what])
        self.hint_label.setText(self.tr("Click a square to place the piece there. The piece is shown as "
                                        "Black's (moving up the board)."))
        self._name_items()
        self._update_texts()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @staticmethod
    def _kind_label(kind: PieceKind) -> str:
        """``獅子（獅） / Lion``: the Japanese name, the face when it is not the name, the English name."""
        face = kind.face(True)
        shown = kind.name_ja if face in kind.name_ja else f"{kind.name_ja}（{face}）"
        return f"{shown} / {kind.name_en}"

    def _power_text(self, hook: str) -> str:
        texts = {
            "reflect": self.tr("Its diagonal slides bounce off every edge of the board; a path ends in a "
                               "corner, at the first piece, or on returning to its start square."),
            "reflect-vertical": self.tr("Its diagonal slides bounce off the side edges (files 1 and 9) only."),
            "reflect-horizontal": self.tr("Its diagonal slides bounce off the top and bottom edges "
                                          "(ranks a and i) only."),
            "immune": self.tr("It cannot be captured."),
            "lion": self.tr("After capturing with a one-square step it may make a second step in the same "
                            "turn, capturing again, moving on, or returning to its start square (capture "
                            "in place, 居食い). A two-step move that captures nothing and comes back is "
                            "not allowed."),
        }
        return texts.get(hook, hook)

    def _update_texts(self) -> None:
        kind = self._kind
        moves = self._moves
        self.face.setText(kind.face(True))
        color = "#c0161b" if kind.is_promoted else "#1c120a"
        self.face.setStyleSheet(f"color: {color};")
        self.names.setText(f"<b style='font-size:large'>{kind.name_ja}</b>"
                           + (f" ({kind.kanji_long})" if kind.kanji_long and kind.kanji_long != kind.name_ja
                              else "")
                           + f"<br><b>{kind.name_en}</b>")
        lines: list[str] = []
        # ５五 in Japanese (as the move list writes squares there), 5e in English (as its P-7f does)
        where = square_ja(self._square) if ui_language() == "ja" else square_name(self._square)
        lines.append(self.tr("Moves from %1: %2 squares.").replace("%1", where)
                     .replace("%2", str(len(moves.legal) if moves else 0)))
        lines.append(self.tr("Movement (Betza notation): %1").replace("%1", f"<code>{kind.moves}</code>"))
        if kind.promoted is not None:
            lines.append(self.tr("Promotes to: %1").replace("%1", self._kind_label(kind.promoted)))
        elif kind.base is not None:
            lines.append(self.tr("Promoted from: %1").replace("%1", self._kind_label(kind.base)))
        else:
            lines.append(self.tr("Does not promote."))
        if kind.royal:
            lines.append(self.tr("Royal: the game is lost when it is checkmated."))
        for hook in kind.hooks:
            lines.append(self._power_text(hook))
        if not kind.royal:
            for captor in (0, 1):
                hand = self._variant.hand_kind(captor, kind)
                who = side_name(captor)
                if hand is None:
                    lines.append(self.tr("Captured by %1: it leaves the game.").replace("%1", who))
                else:
                    lines.append(self.tr("Captured by %1: it goes to the hand as %2.")
                                 .replace("%1", who).replace("%2", self._kind_label(hand)))
        self.details.setText("<p>" + "</p><p>".join(lines) + "</p>")
        present = {
            "step": bool(moves and moves.steps), "slide": bool(moves and moves.slides),
            "jump": bool(moves and moves.jumps), "move_only": bool(moves and moves.move_only),
            "capture_only": bool(moves and moves.capture_only), "two_step": bool(moves and moves.two_step_first),
        }
        for what, label in self._legend_labels.items():
            label.setEnabled(present[what])
