"""The position editor: set up any position, checked live by ``core.validate``.

    dialog = PositionEditorDialog(parent, start=pos_or_sfen_or_None, current=game_position_or_None)
    if dialog.exec():
        sfen = dialog.sfen()            # also dialog.position()

Tools (the palette): a piece of either side places that piece; the eraser removes; "flip" changes a
piece's owner; "promote" promotes or demotes it.  A right click always removes.  Hands are spin boxes,
the side to move two radio buttons; "Even", "Empty" and "Current" restart from the start position, an
empty board or the game's current position.  Problems are listed as they appear (``problem_text``
translates a ``PositionProblem``); OK stays disabled while there is an error (warnings, such as a
missing king in a 詰将棋, are allowed).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QIcon,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...core.position import Position
from ...core.sfen import format_board, format_hands, hand_order
from ...core.tables import NSQ, code_of, square_name
from ...core.validate import (
    Level,
    PositionProblem,
    ProblemCode,
    has_errors,
    set_counts,
    toggle_promotion,
    validate_position,
)
from ...core.variant import Variant, load_variant
from ..board.piece_art import PieceArt, appearance, paint_panel
from ..text.names import kind_name, side_name, ui_language

ERASE = "erase"
FLIP = "flip"
PROMOTE = "promote"
PALETTE_COLUMNS = 10  # the most piece tools in a row; more kinds wrap into another band
HAND_ROWS = 3  # a hand's counts take at most three rows (more to a row when a variant has many kinds)

_FULLWIDTH = "０１２３４５６７８９"
_KANJI_RANKS = "一二三四五六七八九"


def square_label(sq: int) -> str:
    """７六 in Japanese, 7f in English."""
    name = square_name(sq)
    if ui_language() == "ja":
        return _FULLWIDTH[int(name[0])] + _KANJI_RANKS["abcdefghi".index(name[1])]
    return name


def problem_text(problem: PositionProblem, variant: Variant | None = None) -> str:
    """The translated message for one validation problem."""
    variant = variant or load_variant("standard")
    side = side_name(problem.color) if problem.color is not None else ""
    where = "、".join(square_label(s) for s in problem.squares) if ui_language() == "ja" else \
        ", ".join(square_label(s) for s in problem.squares)
    kind = kind_name(variant.kind(problem.letter)) if problem.letter and variant.has_kind(problem.letter) else ""
    texts = {
        ProblemCode.MISSING_KING: QCoreApplication.translate("PositionEditorDialog", "%1 has no king"),
        ProblemCode.TWO_KINGS: QCoreApplication.translate("PositionEditorDialog", "%1 has more than one king (%3)"),
        ProblemCode.NIFU: QCoreApplication.translate("PositionEditorDialog", "Two unpromoted pawns of %1 on one file (nifu): %3"),
        ProblemCode.DEAD_PIECE: QCoreApplication.translate("PositionEditorDialog", "%1's %2 on %3 could never move"),
        ProblemCode.OPPONENT_IN_CHECK: QCoreApplication.translate("PositionEditorDialog", "%1 is in check although it is not %1's turn"),
        ProblemCode.TOO_MANY_PIECES: QCoreApplication.translate("PositionEditorDialog", "Too many of %2: %4 (a set has %5)"),
    }
    text = texts[problem.code]
    for key, value in (("%1", side), ("%2", kind), ("%3", where), ("%4", str(problem.count)),
                       ("%5", str(problem.limit))):
        text = text.replace(key, value)
    return text


class EditorArt:
    """The board's piece art, painted by variant and board code."""

    def __init__(self) -> None:
        self.art = PieceArt()

    def paint(self, painter: QPainter, rect: QRectF, variant: Variant, code: int) -> None:
        self.art.paint(painter, rect, variant.kinds[abs(code) - 1], 0 if code > 0 else 1)

    def pixmap(self, variant: Variant, code: int, size: QSize) -> QPixmap:
        pm = QPixmap(size)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.paint(p, QRectF(0, 0, size.width(), size.height()), variant, code)
        p.end()
        return pm


class EditorBoard(QWidget):
    """The 9x9 board of the editor, seen from Black's side; emits ``square_clicked(sq, button)``."""

    square_clicked = Signal(int, Qt.MouseButton)

    def __init__(self, variant: Variant, art: EditorArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant = variant
        self.art = art
        self.board: list[int] = [0] * NSQ
        self.marked: set[int] = set()
        appearance().changed.connect(self.update)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(300, 320)

    def sizeHint(self) -> QSize:
        return QSize(420, 450)

    def set_board(self, board: list[int], marked: set[int]) -> None:
        self.board = list(board)
        self.marked = set(marked)
        self.update()

    def grid_rect(self) -> QRectF:
        margin = 16.0
        cw = (self.width() - 2 * margin) / 9
        ch = (self.height() - 2 * margin) / 9
        cw = min(cw, ch / 1.1)
        ch = cw * 1.1
        w, h = 9 * cw, 9 * ch
        return QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)

    def square_rect(self, sq: int) -> QRectF:
        g = self.grid_rect()
        cw, ch = g.width() / 9, g.height() / 9
        return QRectF(g.left() + (sq % 9) * cw, g.top() + (sq // 9) * ch, cw, ch)

    def square_at(self, point: QPointF) -> int | None:
        g = self.grid_rect()
        if not g.contains(point):
            return None
        f = min(8, int((point.x() - g.left()) / (g.width() / 9)))
        r = min(8, int((point.y() - g.top()) / (g.height() / 9)))
        return r * 9 + f

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt name)
        sq = self.square_at(event.position())
        if sq is not None:
            self.square_clicked.emit(sq, event.button())
            event.accept()
        else:
            super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        g = self.grid_rect()
        frame = g.adjusted(-10, -10, 10, 10)
        style = appearance().board_style()
        paint_panel(p, frame, style.board_svg, style.board_fill, 0.0, (0.0, 0.0, 0), (style.board_border, 1.5))
        cw, ch = g.width() / 9, g.height() / 9
        for sq in self.marked:
            p.fillRect(self.square_rect(sq), QColor(220, 40, 40, 90))
        p.setPen(QPen(QColor(style.grid_ink), 1.0))
        for i in range(10):
            p.drawLine(QPointF(g.left() + i * cw, g.top()), QPointF(g.left() + i * cw, g.bottom()))
            p.drawLine(QPointF(g.left(), g.top() + i * ch), QPointF(g.right(), g.top() + i * ch))
        for sq, code in enumerate(self.board):
            if code:
                self.art.paint(p, self.square_rect(sq), self.variant, code)
        p.end()


class PositionEditorDialog(QDialog):
    position_changed = Signal()

    def __init__(self, parent: QWidget | None = None, start: Position | str | None = None,
                 current: Position | None = None, variant: str = "standard") -> None:
        super().__init__(parent)
        if isinstance(start, Position):
            variant = start.variant.id
        self.variant = load_variant(variant)
        self._current = current.copy() if current is not None else None
        self._art = EditorArt()
        self.board: list[int] = [0] * NSQ
        self.side = 0
        self.tool: int | str = code_of(self.variant.kind("P"), 0) if self.variant.has_kind("P") else ERASE
        self._problems: list[PositionProblem] = []

        self.board_view = EditorBoard(self.variant, self._art, self)
        self.board_view.square_clicked.connect(self.click_square)

        self._make_palette()
        self._make_hands()
        # side to move and start buttons
        self.side_box = QGroupBox(self)
        self.black_to_move = QRadioButton(self)
        self.white_to_move = QRadioButton(self)
        self.black_to_move.setChecked(True)
        side_layout = QHBoxLayout(self.side_box)
        side_layout.addWidget(self.black_to_move)
        side_layout.addWidget(self.white_to_move)
        self.black_to_move.toggled.connect(self._changed)
        self.even_button = QPushButton(self)
        self.empty_button = QPushButton(self)
        self.current_button = QPushButton(self)
        self.current_button.setEnabled(self._current is not None)
        self.even_button.clicked.connect(self.start_even)
        self.empty_button.clicked.connect(self.start_empty)
        self.current_button.clicked.connect(self.start_current)

        self.problem_list = QListWidget(self)
        self.problem_list.setMaximumHeight(110)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # the position as a lesson file a teacher edits further (ui/teach/lesson_save.py)
        self.lesson_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.lesson_button.clicked.connect(lambda _c=False: self.save_as_lesson())
        self.lesson_dialog: QDialog | None = None

        self._lay_out()
        self._loading = False
        if isinstance(start, str):
            self.load(Position.from_sfen(start, self.variant))
        elif isinstance(start, Position):
            self.load(start)
        else:
            self.load(Position.initial(self.variant))
        self.retranslate()
        screen = self.screen() or QGuiApplication.primaryScreen()
        self.fit_to(screen.availableGeometry() if screen is not None else None)

    def fit_to(self, avail: QRect | None) -> None:
        """Open at the size the layout asks for (the board at its full size, however many kinds the hands
        list), within the screen (``avail``): Qt would cap a new dialog at two thirds of the screen and
        squeeze the board first."""
        hint = self.sizeHint()
        width, height = hint.width(), hint.height()
        if avail is not None:
            width = min(width, int(avail.width() * 0.95))
            height = min(height, int(avail.height() * 0.9))
        self.resize(width, height)

    def _make_palette(self) -> None:
        """One tool per piece (a column per unpromoted kind, its promoted form below it; Black's rows,
        then White's), then the eraser, flip and promote tools.  More than :data:`PALETTE_COLUMNS` kinds
        (a variant with both add-ons has 19) wrap into bands, so the dialog fits a 1280x720 screen."""
        self.palette_box = QGroupBox(self)
        palette = QGridLayout(self.palette_box)
        palette.setSpacing(2)
        self.tool_group = QButtonGroup(self)
        self.tool_group.setExclusive(True)
        self.tool_buttons: dict[int | str, QToolButton] = {}
        # one column per unpromoted kind, its promoted form below it; Black's rows, then White's
        columns = [k for k in self.variant.kinds if not k.is_promoted]
        bands = -(-len(columns) // PALETTE_COLUMNS)
        per_band = -(-len(columns) // bands)
        for color in (0, 1):
            for kind in self.variant.kinds:
                code = code_of(kind, color)
                button = self._tool_button(code)
                button.setIconSize(QSize(30, 33))
                band, column = divmod(columns.index(kind.unpromoted), per_band)
                row = (color * bands + band) * 2 + (1 if kind.is_promoted else 0)
                palette.addWidget(button, row, column)
        special_row = QHBoxLayout()
        for tool in (ERASE, FLIP, PROMOTE):
            button = self._tool_button(tool)
            button.setAutoRaise(False)  # text tools look like buttons
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            special_row.addWidget(button)
        special_row.addStretch(1)
        palette.addLayout(special_row, 4 * bands, 0, 1, per_band)
        self.tool_buttons[self.tool].setChecked(True)
        self._paint_tools()
        appearance().changed.connect(self._paint_tools)

    def _paint_tools(self) -> None:
        """The piece tools' icons in the chosen piece set (again when the choice changes)."""
        for tool, button in self.tool_buttons.items():
            if isinstance(tool, int):
                button.setIcon(QIcon(self._art.pixmap(self.variant, tool, QSize(40, 44))))

    def _make_hands(self) -> None:
        """A count per kind a hand can hold, for each player."""
        self.hand_boxes: dict[int, QGroupBox] = {}
        self.hand_spins: dict[tuple[int, int], QSpinBox] = {}
        self._hand_labels: dict[tuple[int, int], QLabel] = {}
        limits = set_counts(self.variant)
        kinds = hand_order(self.variant)
        per_row = max(4, -(-len(kinds) // HAND_ROWS))  # 17 kinds with both add-ons: 3 rows of 6
        for color in (0, 1):
            box = QGroupBox(self)
            grid = QGridLayout(box)
            for i, k in enumerate(kinds):
                label = QLabel(self)
                spin = QSpinBox(self)
                spin.setRange(0, max(1, limits.get(k, 18)))
                spin.valueChanged.connect(self._changed)
                grid.addWidget(label, i // per_row, (i % per_row) * 2)
                grid.addWidget(spin, i // per_row, (i % per_row) * 2 + 1)
                self.hand_spins[(color, k)] = spin
                self._hand_labels[(color, k)] = label
            self.hand_boxes[color] = box

    def _lay_out(self) -> None:
        """The board between the two hands on the left; palette, side to move, starts and problems on
        the right; OK and Cancel below."""
        starts = QHBoxLayout()
        self._start_label = QLabel(self)
        starts.addWidget(self._start_label)
        starts.addWidget(self.even_button)
        starts.addWidget(self.empty_button)
        starts.addWidget(self.current_button)
        starts.addStretch(1)
        left = QVBoxLayout()
        left.addWidget(self.hand_boxes[1])
        left.addWidget(self.board_view, 1)
        left.addWidget(self.hand_boxes[0])
        right = QVBoxLayout()
        right.addWidget(self.palette_box)
        right.addWidget(self.side_box)
        right.addLayout(starts)
        self._problems_label = QLabel(self)
        right.addWidget(self._problems_label)
        right.addWidget(self.problem_list)
        right.addStretch(1)
        body = QHBoxLayout()
        body.addLayout(left, 3)
        body.addLayout(right, 2)
        outer = QVBoxLayout(self)
        outer.addLayout(body)
        outer.addWidget(self.buttons)

    def _tool_button(self, tool: int | str) -> QToolButton:
        button = QToolButton(self)
        button.setCheckable(True)
        button.setAutoRaise(True)
        button.clicked.connect(lambda _=False, t=tool: self.set_tool(t))
        self.tool_group.addButton(button)
        self.tool_buttons[tool] = button
        return button

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Edit Position"))
        self.palette_box.setTitle(self.tr("Pieces (right click removes)"))
        self.tool_buttons[ERASE].setText(self.tr("Eraser"))
        self.tool_buttons[FLIP].setText(self.tr("Flip side"))
        self.tool_buttons[PROMOTE].setText(self.tr("Promote"))
        self.tool_buttons[ERASE].setToolTip(self.tr("Click a piece to remove it"))
        self.tool_buttons[FLIP].setToolTip(self.tr("Click a piece to give it to the other side"))
        self.tool_buttons[PROMOTE].setToolTip(self.tr("Click a piece to promote or unpromote it"))
        for tool, button in self.tool_buttons.items():
            if isinstance(tool, int):
                kind = self.variant.kinds[abs(tool) - 1]
                button.setToolTip(side_name(0 if tool > 0 else 1) + ": " + kind_name(kind))
        for color in (0, 1):
            self.hand_boxes[color].setTitle(self.tr("Pieces in hand: %1").replace("%1", side_name(color)))
        for (_color, k), label in self._hand_labels.items():
            label.setText(self.variant.kinds[k].kanji if ui_language() == "ja" else self.variant.kinds[k].name_en)
        self.side_box.setTitle(self.tr("Side to move"))
        self.black_to_move.setText(side_name(0))
        self.white_to_move.setText(side_name(1))
        self._start_label.setText(self.tr("Start from:"))
        self.even_button.setText(self.tr("Even"))
        self.empty_button.setText(self.tr("Empty"))
        self.current_button.setText(self.tr("Current"))
        self.lesson_button.setText(self.tr("Save as Lesson..."))
        self._problems_label.setText(self.tr("Problems:"))
        self._validate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ editing
    def set_tool(self, tool: int | str) -> None:
        if tool not in self.tool_buttons:
            raise ValueError(f"unknown editor tool {tool!r}")
        self.tool = tool
        self.tool_buttons[tool].setChecked(True)

    def click_square(self, sq: int, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
        code = self.board[sq]
        if button == Qt.MouseButton.RightButton or self.tool == ERASE:
            self.board[sq] = 0
        elif button != Qt.MouseButton.LeftButton:
            return
        elif self.tool == FLIP:
            self.board[sq] = -code
        elif self.tool == PROMOTE:
            self.board[sq] = toggle_promotion(self.variant, code)
        elif isinstance(self.tool, int):
            self.board[sq] = self.tool
        self._changed()

    def set_hand(self, color: int, letter: str, count: int) -> None:
        self.hand_spins[(color, self.variant.kind(letter).index)].setValue(count)

    def set_side(self, color: int) -> None:
        (self.black_to_move if color == 0 else self.white_to_move).setChecked(True)

    def load(self, pos: Position) -> None:
        self._loading = True
        self.board = list(pos.board)
        for (color, k), spin in self.hand_spins.items():
            spin.setValue(pos.hands[color][k])
        self.set_side(pos.side)
        self._loading = False
        self._changed()

    def start_even(self) -> None:
        self.load(Position.initial(self.variant))

    def start_empty(self) -> None:
        self.load(Position.from_sfen("9/9/9/9/9/9/9/9/9 b - 1", self.variant))

    def start_current(self) -> None:
        if self._current is not None:
            self.load(self._current)

    # ------------------------------------------------------------------ result
    def sfen(self) -> str:
        n = len(self.variant.kinds)
        hands = [[0] * n, [0] * n]
        for (color, k), spin in self.hand_spins.items():
            hands[color][k] = spin.value()
        side = "b" if self.black_to_move.isChecked() else "w"
        return f"{format_board(self.board, self.variant)} {side} {format_hands(hands, self.variant)} 1"

    def position(self) -> Position:
        return Position.from_sfen(self.sfen(), self.variant)

    def save_as_lesson(self) -> QDialog | None:
        """Open Save as Lesson for the position on the board (not for one no game can be played from)."""
        if has_errors(self._problems):
            return None
        from ..teach.lesson_save import SaveLessonDialog  # imported when first used

        dialog = SaveLessonDialog(self.position(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda _o=None: setattr(self, "lesson_dialog", None))
        self.lesson_dialog = dialog
        dialog.open()
        return dialog

    def problems(self) -> list[PositionProblem]:
        return list(self._problems)

    def _changed(self) -> None:
        if self._loading:
            return
        self._validate()
        self.position_changed.emit()

    def _validate(self) -> None:
        self._problems = validate_position(self.position())
        marked = {sq for p in self._problems for sq in p.squares}  # errors and the rules a puzzle breaks
        self.board_view.set_board(self.board, marked)
        self.problem_list.clear()
        for problem in self._problems:
            item = QListWidgetItem(problem_text(problem, self.variant))
            item.setForeground(QColor("#b00020") if problem.level is Level.ERROR else QColor("#a05a00"))
            self.problem_list.addItem(item)
        if not self._problems:
            self.problem_list.addItem(QListWidgetItem(self.tr("No problems: the position can be played.")))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not has_errors(self._problems))
        self.lesson_button.setEnabled(not has_errors(self._problems))
