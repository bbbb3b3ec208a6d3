"""Run something just after a widget's first paint: the main window paints its board first and builds
what the first paint does not show (docks, menus of later use) right after, in the same event loop."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

FALLBACK_MS = 2000  # a window that is never painted (started minimised) is built all the same


class FirstPaint(QObject):
    """Calls ``callback`` once, in the event loop turn after ``widget`` first paints (or after
    :data:`FALLBACK_MS` once shown, whichever comes first)."""

    def __init__(self, widget: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(widget)
        self._callback: Callable[[], None] | None = callback
        self._shown = False
        # A timer of its own (not QTimer.singleShot with a receiver: that form builds QMetaMethod's
        # enums, 4 ms before the first paint); it dies with this object, so it never fires after it.
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fire)
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        kind = event.type()
        if kind == QEvent.Type.Paint:
            self._later(0)
        elif kind == QEvent.Type.Show and not self._shown:
            self._shown = True
            self._later(FALLBACK_MS)
        return False

    def _later(self, ms: int) -> None:
        if self._callback is not None and (not self._timer.isActive() or self._timer.remainingTime() > ms):
            self._timer.start(ms)

    def _fire(self) -> None:
        callback, self._callback = self._callback, None
        if callback is None:
            return
        parent = self.parent()
        if isinstance(parent, QWidget):
            parent.removeEventFilter(self)
        callback()
