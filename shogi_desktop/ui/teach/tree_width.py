"""The width a contents tree needs to show its titles whole (the rules book's pages, the lessons)."""

from __future__ import annotations

from PySide6.QtWidgets import QTreeWidget


def fitted_width(tree: QTreeWidget, room: int) -> int:
    """As wide as the longest title on show (with its indentation and the scroll bar), up to a third of
    ``room`` and never under the tree's minimum width."""
    wanted = tree.sizeHintForColumn(0) + tree.verticalScrollBar().sizeHint().width() + 2 * tree.frameWidth() + 8
    return max(tree.minimumWidth(), min(wanted, room // 3))
