"""The Qt user interface (nothing here decides a rule: it asks :mod:`shogi_desktop.core`).

pyproject.toml keeps PySide6 below 6.12.  Where 6.12 is installed anyway (a system package, a
bundle built elsewhere), importing this package first guards against a reference-counting bug measured in
PySide6 6.12.0 on CPython 3.11 (the same happens to ``True``/``False`` on some paths under X11): every call of a Qt method that returns ``void`` takes one reference from ``None``
without giving it back (``label.setText("x")`` 1000 times lowers ``sys.getrefcount(None)`` by 1000).
``None`` starts with a few thousand references, so a window that animates or updates a clock would
abort with "Fatal Python error: none_dealloc" within minutes.  From Python 3.12 ``None`` is immortal
and the bug is harmless; before that we give ``None`` a very large reference count once, which makes
it immortal in practice.  Nothing is done where the layout of the object header is not the expected
one (checked against ``sys.getrefcount``).

PySide6 also reads the source of every module imported after it (``inspect.getsource``) to see whether
the module could switch one of PySide6's optional features (``from __feature__ import snake_case``):
about 0.1 ms a module, some 60 million instructions of a start-up that imports 300 modules.  This
application switches no feature, so :func:`skip_feature_scan` gives every module the default ("no
feature", what a module that uses PySide6 gets) without reading its source.

The cyclic garbage collector never runs by itself in the application: the GUI thread collects on a
timer (:mod:`.gc_guard`).  :func:`stop_automatic_collection` switches it off when this package is first
imported, not only when the guard starts after the ``QApplication``: the start-up's imports made the
collector run some 60 times, for 5-15 ms of wall time (35 M instructions, memory-bound) that freed a
few hundred objects.  A program that imports the interface without running the application (a tool)
calls ``gc.collect()`` where it needs to.
"""

from __future__ import annotations

import gc
import sys


def keep_none_alive() -> bool:
    """Make ``None``, ``True`` and ``False`` practically immortal on CPython < 3.12.

    Returns True if it was done now.  (Under a real X server the same bug was seen to take references
    from ``True``/``False`` too: "Fatal Python error: bool_dealloc".)
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    import PySide6

    if not str(getattr(PySide6, "__version__", "")).startswith("6.12."):
        return False
    import ctypes

    done = False
    for obj in (None, True, False):
        refcnt = ctypes.c_ssize_t.from_address(id(obj))
        if refcnt.value != sys.getrefcount(obj) - 1:  # not the plain object header we expect: leave it
            continue
        if refcnt.value < 1 << 40:
            refcnt.value += 1 << 40
            done = True
    return done


def skip_feature_scan() -> bool:
    """Record each newly imported module as "no feature" in PySide6's feature table without reading its
    source.  Returns False (and changes nothing) where PySide6 lacks the hook this replaces."""
    import PySide6.QtCore  # noqa: F401 - loads the support module that holds the hook

    feature = sys.modules.get("shibokensupport.feature")
    table = getattr(feature, "pyside_feature_dict", None)
    if feature is None or not isinstance(table, dict) or not callable(getattr(feature, "feature_imported", None)):
        return False
    if getattr(feature.feature_imported, "skips_source", False):
        return True

    def feature_imported(module: object) -> None:
        name = getattr(module, "__name__", None)
        if isinstance(name, str):
            table.setdefault(name, 0)

    feature_imported.skips_source = True  # type: ignore[attr-defined]
    feature.feature_imported = feature_imported  # type: ignore[attr-defined]
    return True


def stop_automatic_collection() -> None:
    """No automatic collection from now on (what :class:`.gc_guard.GcGuard` keeps up)."""
    gc.disable()


stop_automatic_collection()
keep_none_alive()
skip_feature_scan()
