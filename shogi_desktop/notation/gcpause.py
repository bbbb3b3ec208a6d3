"""Pause the cyclic garbage collector while a reader builds a record.

A record is a tree of nodes that point to their parents (reference cycles) and each node keeps a
position snapshot, so a reader makes hundreds of thousands of objects that all survive until it
returns.  With the collector running, young-generation passes keep promoting them, and the promoted
ones trigger full collections of the whole program's heap: a third of the reading time went there.
Paused, the collector sees them once, after the reader returns.  Nested and concurrent readers share
one pause; the collector is switched back on only if it was on before the first of them began.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_depth = 0
_was_enabled = False


@contextmanager
def gc_paused() -> Iterator[None]:
    global _depth, _was_enabled
    with _lock:
        if _depth == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _was_enabled:
                gc.enable()
