"""Pause the cyclic garbage collector while a reader builds a record.

A record is a tree of nodes, each with a position snapshot, so a reader makes thousands of container
objects that all survive until it returns.  With the collector running, young-generation passes keep
visiting and promoting them, and the promoted ones trigger full collections of the whole program's
heap: a third of the reading time went there.  Paused, the collector sees them at most once, after
the reader returns.  Nested and concurrent readers share one pause; the collector is switched back on
only if it was on before the first of them began.

The pause is a plain object rather than a generator-based context manager: leaving it allocates
nothing, so the collection the reader's objects are due for is not run on the spot, with the whole
new record still young, but at the caller's next allocation (by then a record that was only looked
at is gone: records have no reference cycles, they are freed as soon as they are dropped).
"""

from __future__ import annotations

import gc
import threading
from types import TracebackType

_lock = threading.Lock()
_depth = 0
_was_enabled = False


class _GcPause:
    __slots__ = ()

    def __enter__(self) -> None:
        global _depth, _was_enabled
        with _lock:
            if _depth == 0:
                _was_enabled = gc.isenabled()
                gc.disable()
            _depth += 1

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        global _depth
        with _lock:
            _depth -= 1
            if _depth == 0 and _was_enabled:
                gc.enable()


_PAUSE = _GcPause()


def gc_paused() -> _GcPause:
    """``with gc_paused(): ...`` runs the block with the cyclic collector paused."""
    return _PAUSE
