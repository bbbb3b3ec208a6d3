"""View → Pieces and Board…: the piece sets and board styles beside the game as it would look (a live
preview), and every kind of the game in a strip.  Imported when the dialog is first opened
(:class:`~.appearance.AppearanceMenus` opens it), not at start-up."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...app.settings import Settings
from ...art.board_styles import BOARD_STYLES
from ...art.piece_sets import PIECE_SETS
from ...core.position import Position
from ...core.variant import PieceKind
from ..board.piece_art import CELL_H, CELL_W, PieceArt, appearance
from ..board.preview import BoardPreview
from ..text.names import board_style_title, kind_name, piece_set_title


class KindStrip(QWidget):
    """Every kind of a game in rows of tiles with its name under it, in the current set and style."""

    TILE = 46
    COLUMNS = 10
    NAME_H = 30  # two lines of names

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._kinds: list[PieceKind] = []
        self._art = PieceArt()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(self.COLUMNS * self._cell_w())
        appearance().changed.connect(self.update)
        self.set_kinds([])

    def set_kinds(self, kinds: list[PieceKind]) -> None:
        self._kinds = list(kinds)
        rows = max(1, -(-len(self._kinds) // self.COLUMNS))
        self.setFixedHeight(rows * self._row_h() + 4)
        self.update()

    def kinds(self) -> list[PieceKind]:
        return list(self._kinds)

    def _cell_w(self) -> int:
        return self.TILE + 16

    def _row_h(self) -> int:
        return round(self.TILE * CELL_H / CELL_W) + self.NAME_H

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(self.COLUMNS * self._cell_w(), self.height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        style = appearance().board_style()
        p.fillRect(self.rect(), QColor(style.board_fill))
        w = max(self._cell_w(), self.width() // self.COLUMNS)
        th = round(self.TILE * CELL_H / CELL_W)
        font = self.font()
        font.setPixelSize(10)
        p.setFont(font)
        p.setPen(QPen(QColor(style.label_ink)))
        for i, kind in enumerate(self._kinds):
            x, y = (i % self.COLUMNS) * w, (i // self.COLUMNS) * self._row_h() + 2
            self._art.paint(p, QRectF(x + (w - self.TILE) / 2, y, self.TILE, th), kind, 0)
            p.drawText(QRectF(x + 1, y + th, w - 2, self.NAME_H), Qt.AlignmentFlag.AlignHCenter
                       | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, kind_name(kind))
        p.end()


class AppearanceDialog(QDialog):
    """Piece set and board style side by side with the game as it would look; choices apply as they
    are clicked (the main board changes too), *OK* keeps them, *Cancel* restores the previous ones."""

    def __init__(self, settings: Settings, position: Position | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AppearanceDialog")
        self._settings = settings
        look = appearance()
        self._before = (look.piece_set(), look.board_style().id)
        self.set_box = QGroupBox(self)
        self.style_box = QGroupBox(self)
        self.set_buttons: dict[str, QRadioButton] = {}
        self.style_buttons: dict[str, QRadioButton] = {}
        for box, ids, buttons, current in ((self.set_box, PIECE_SETS, self.set_buttons, self._before[0]),
                                           (self.style_box, BOARD_STYLES, self.style_buttons, self._before[1])):
            lay = QVBoxLayout(box)
            group = QButtonGroup(box)
            for item_id in ids:
                b = QRadioButton(box)
                b.setChecked(item_id == current)
                group.addButton(b)
                lay.addWidget(b)
                buttons[item_id] = b
            lay.addStretch(1)
        for piece_set, b in self.set_buttons.items():
            b.toggled.connect(lambda on, s=piece_set: self._chosen(on, piece_set=s))
        for style_id, b in self.style_buttons.items():
            b.toggled.connect(lambda on, s=style_id: self._chosen(on, board_style=s))
        self.preview = BoardPreview(self)
        self.preview.setMinimumSize(300, 370)
        self.preview.set_position(position)
        self.strip = KindStrip(self)
        self.strip.set_kinds(list(position.variant.kinds) if position is not None else [])
        self.strip_label = QLabel(self)
        self.strip_label.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        left = QVBoxLayout()
        left.addWidget(self.set_box)
        left.addWidget(self.style_box)
        left.addStretch(1)
        top = QHBoxLayout()
        top.addLayout(left)
        top.addWidget(self.preview, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(top, 1)
        outer.addWidget(self.strip_label)
        outer.addWidget(self.strip)
        outer.addWidget(self.buttons)
        appearance().changed.connect(self._sync)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Appearance", "Pieces and Board"))
        self.set_box.setTitle(QCoreApplication.translate("Appearance", "Piece set"))
        self.style_box.setTitle(QCoreApplication.translate("Appearance", "Board"))
        self.strip_label.setText(QCoreApplication.translate("Appearance", "The pieces of this game:"))
        for piece_set, b in self.set_buttons.items():
            b.setText(piece_set_title(piece_set))
        for style_id, b in self.style_buttons.items():
            b.setText(board_style_title(style_id))

    def _chosen(self, on: bool, piece_set: str | None = None, board_style: str | None = None) -> None:
        if on:
            appearance().choose(self._settings, piece_set=piece_set, board_style=board_style)

    def _sync(self) -> None:
        """A choice made elsewhere (the View menu) while the dialog is open shows in its buttons."""
        look = appearance()
        self.set_buttons[look.piece_set()].setChecked(True)
        self.style_buttons[look.board_style().id].setChecked(True)
        self.preview.update()

    def reject(self) -> None:
        appearance().choose(self._settings, piece_set=self._before[0], board_style=self._before[1])
        super().reject()

    def done(self, result: int) -> None:
        appearance().changed.disconnect(self._sync)
        super().done(result)
