"""The cyclic garbage collector runs on the GUI thread only.

Python's collector runs in whichever thread happens to allocate when a threshold is passed.  When that
is an engine's reader thread or a Fairy-Stockfish check and the garbage holds Qt objects (the wrappers
of a closed window in a reference cycle), Qt destroys them off the GUI thread: a deadlock against the
GUI thread's own signal connections (seen here: ``QObject::~QObject`` in a reader thread waiting for
the GIL while the GUI thread, holding it, waits for Qt's connection lock in ``QObject::connect``) or a
crash.  So automatic collection is switched off (from the interface's first import: ``ui/__init__.py``)
and the GUI thread collects, on a timer, the generations the collector's own thresholds say are due
(what PyQt's documentation advises).

    install_gc_guard(app)    # once, after the QApplication exists
    collect_due()            # what the timer runs (the tests call it between tests)
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500


def collect_due() -> int:
    """Collect the oldest generation whose count passed its threshold (none: nothing); the number of
    objects found unreachable."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    due = [g for g in range(3) if thresholds[g] and counts[g] > thresholds[g]]
    return gc.collect(due[-1]) if due else 0


class GcGuard(QObject):
    """The timer that runs :func:`collect_due` on the GUI thread; automatic collection is off while it lives."""

    def __init__(self, parent: QObject, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        gc.disable()
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(collect_due)
        self.timer.start()


def install_gc_guard(app: QObject) -> GcGuard:
    return GcGuard(app)
