"""Message boxes that read well: :func:`widen` gives a box's texts a readable line length.

Qt sizes a message box to its main text, so a short headline ("fork-test.kif was opened.") squeezed a
longer explanation under it into a column of three or four words a line.

:func:`message_box` is the QMessageBox class, imported when the first box is made: a module that shows
boxes does not name the class at import (start-up would pay for it), and names its icons and button
roles as :data:`Icon` and :data:`Role` words instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from PySide6.QtWidgets import QLabel

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

Icon = Literal["information", "question", "warning", "critical"]
Role = Literal["accept", "destructive", "reject"]

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


def message_box() -> type[QMessageBox]:
    from PySide6.QtWidgets import QMessageBox

    return QMessageBox


def box_icon(name: Icon) -> QMessageBox.Icon:
    icons = message_box().Icon
    return {"information": icons.Information, "question": icons.Question, "warning": icons.Warning,
            "critical": icons.Critical}[name]


def button_role(name: Role) -> QMessageBox.ButtonRole:
    roles = message_box().ButtonRole
    return {"accept": roles.AcceptRole, "destructive": roles.DestructiveRole, "reject": roles.RejectRole}[name]
