"""Help → Keyboard Shortcuts: every shortcut of the window, read from its own actions (so the list
shows what the keys really do), and what the mouse does on the board."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


def shortcut_rows(window: QWidget) -> list[tuple[str, str]]:
    """(what, keys) for every action of the window that has a shortcut, as the menus name them."""
    rows: list[tuple[str, str]] = []
    seen: set[str] = set()
    for action in window.findChildren(QAction):
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts() if not k.isEmpty()]
        text = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".…")
        if not keys or not text or text in seen:
            continue
        seen.add(text)
        rows.append((text, ", ".join(keys)))
    return sorted(rows, key=lambda r: r[0].casefold())


class ShortcutsDialog(QDialog):
    """Every keyboard shortcut of the window, and what the mouse does on the board."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("ShortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        rows = shortcut_rows(window)
        rows += [
            (self.tr("Move a piece"), self.tr("Drag it, or click it and then its square")),
            (self.tr("Cancel a selection, a card or a magic"), self.tr("Esc, or a right click")),
            (self.tr("How a piece moves"), self.tr("Right-click it: Piece Guide")),
        ]
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Keys")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for r, (what, keys) in enumerate(rows):
            self.table.setItem(r, 0, QTableWidgetItem(what))
            self.table.setItem(r, 1, QTableWidgetItem(keys))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        lay = QVBoxLayout(self)
        lay.addWidget(self.table)
        lay.addWidget(buttons)
        self.resize(560, 560)

    def rows(self) -> list[tuple[str, str]]:
        out = []
        for r in range(self.table.rowCount()):
            a, b = self.table.item(r, 0), self.table.item(r, 1)
            out.append((a.text() if a else "", b.text() if b else ""))
        return out
