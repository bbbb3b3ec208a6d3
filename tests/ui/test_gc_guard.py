"""The cyclic collector runs on the GUI thread only (ui/gc_guard.py): garbage in reference cycles made
while another thread allocates is not collected there, and the guard's timer collects it."""

from __future__ import annotations

import gc
import subprocess
import sys
import threading
import weakref
from pathlib import Path

from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from shogi_desktop.ui.gc_guard import GcGuard, collect_due


class Cycle(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.me = self  # a reference cycle: only the cyclic collector frees it


def test_a_thread_allocating_does_not_collect_and_the_guard_does(qtbot: QtBot, qapp: QObject) -> None:
    gc.enable()
    guard = GcGuard(qapp, interval_ms=20)
    try:
        assert not gc.isenabled()
        cycle = Cycle()
        alive = weakref.ref(cycle)
        del cycle
        collected_in_thread: list[bool] = []
        kept: list[object] = []

        def allocate() -> None:  # far past every threshold: with automatic collection on, this collects
            kept.append([[i] for i in range(20 * sum(gc.get_threshold()))])
            collected_in_thread.append(alive() is None)

        t = threading.Thread(target=allocate)
        t.start()
        t.join()
        assert collected_in_thread == [False]
        qtbot.waitUntil(lambda: alive() is None, timeout=5000)  # the guard's timer, on this thread
        kept.clear()
    finally:
        guard.timer.stop()
        guard.deleteLater()
        gc.disable()  # as tests/conftest.py keeps it


def test_collect_due_collects_only_when_a_threshold_is_passed() -> None:
    gc.collect()
    assert collect_due() == 0  # nothing allocated since: nothing due
    cycle = Cycle()
    alive = weakref.ref(cycle)
    del cycle
    junk = [[i] for i in range(2 * gc.get_threshold()[0])]
    assert collect_due() >= 1 and alive() is None
    del junk


def test_importing_the_interface_stops_automatic_collection() -> None:
    """From the interface's first import, before the QApplication and its guard: the start-up's imports
    make no collector passes (ui/__init__.py)."""
    root = Path(__file__).resolve().parents[2]
    code = "import gc; before = gc.isenabled(); import shogi_desktop.ui; print(before, gc.isenabled())"
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["True", "False"]
