"""Shortcuts and standard icons of a window's actions, given once the window has painted.

Naming ``QStyle`` or ``QKeySequence`` has PySide6 build the class and every enum in it (QStyle's alone:
about 5 ms), and the first paint needs neither: its menus are closed and the tool bar's icons come a turn
later.  So the actions are made with their texts and slots, and :class:`ActionLooks` keeps their
shortcuts and icons by name until :meth:`ActionLooks.apply` (a window that is not deferred applies them
at once).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QWidget


class StandardKey:
    """A ``QKeySequence.StandardKey`` named by its member (``StandardKey("Open")``): the platform's key."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


Shortcut = StandardKey | str  # a standard key, or a key sequence as Qt writes it ("Ctrl+F", "Home")


class ActionLooks:
    """The shortcut and the standard icon (a ``QStyle.StandardPixmap`` member's name, "SP_FileIcon") of
    each action, kept until :meth:`apply`; after it, :meth:`add` applies at once."""

    def __init__(self, widget: QWidget) -> None:
        self._widget = widget  # whose style draws the icons
        self._pending: list[tuple[QAction, Shortcut | None, str | None]] | None = []

    def add(self, action: QAction, shortcut: Shortcut | None = None, icon: str | None = None) -> None:
        if shortcut is None and icon is None:
            return
        if self._pending is None:
            self._give(action, shortcut, icon)
        else:
            self._pending.append((action, shortcut, icon))

    def apply(self) -> None:
        """Give every kept action its shortcut and icon (once)."""
        pending, self._pending = self._pending, None
        for action, shortcut, icon in pending or ():
            self._give(action, shortcut, icon)

    def _give(self, action: QAction, shortcut: Shortcut | None, icon: str | None) -> None:
        from PySide6.QtGui import QKeySequence
        from PySide6.QtWidgets import QStyle

        if isinstance(shortcut, StandardKey):
            action.setShortcut(getattr(QKeySequence.StandardKey, shortcut.name))
        elif shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            action.setIcon(self._widget.style().standardIcon(getattr(QStyle.StandardPixmap, icon)))
