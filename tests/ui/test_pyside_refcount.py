"""The installed PySide6 must not leak references to None (6.12.0 does on Python 3.11, which aborts a
long session with "none_dealloc"; pyproject.toml pins below it)."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel


def test_void_methods_keep_none_references(qtbot) -> None:  # type: ignore[no-untyped-def]
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("x")
    assert abs(sys.getrefcount(None) - before) < 50
