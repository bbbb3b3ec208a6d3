"""Test-wide settings: Qt runs offscreen and the application's settings live in a temporary folder."""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
# As in the application (shogi_desktop/ui/gc_guard.py): the cyclic collector never runs in an engine's
# reader thread, where it would destroy Qt objects off the GUI thread; it runs between tests instead.
gc.disable()


@pytest.fixture(autouse=True)
def _collect_on_the_main_thread() -> object:
    yield
    from shogi_desktop.ui.gc_guard import collect_due

    collect_due()


@pytest.fixture(autouse=True)
def _isolated_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """platformdirs and QSettings follow XDG_*: point them at a fresh folder for every test."""
    base = tmp_path_factory.mktemp("xdg")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        path = base / var.lower()
        path.mkdir()
        monkeypatch.setenv(var, str(path))
