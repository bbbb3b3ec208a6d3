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
"""

from __future__ import annotations

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


keep_none_alive()
