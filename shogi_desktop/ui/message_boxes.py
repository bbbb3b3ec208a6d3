"""Message boxes that read well: :func:`widen` gives a box's texts a readable line length.

Qt sizes a message box to its main text, so a short headline ("fork-test.kif was opened.") squeezed a
longer explanation under it into a column of three or four words a line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

LINE_EMS = 34  # a readable line: about 34 wide characters (68 narrow ones), never wider than the text


def widen(box: QMessageBox) -> None:
    """Let the texts of ``box`` run to :data:`LINE_EMS` before they wrap (a short text keeps its width)."""
    for name in ("qt_msgbox_label", "qt_msgbox_informativelabel"):
        label = box.findChild(QLabel, name)
        if label is None or not label.text():
            continue
        metrics = label.fontMetrics()
        longest = max(metrics.horizontalAdvance(line) for line in label.text().splitlines() or [""])
        label.setMinimumWidth(min(longest, LINE_EMS * metrics.horizontalAdvance("M")))
