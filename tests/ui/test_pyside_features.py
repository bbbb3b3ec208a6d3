"""shogi_desktop.ui.skip_feature_scan: PySide6 no longer reads the source of every imported module to
see whether it switches one of its optional features (the application switches none)."""

from __future__ import annotations

import inspect
import sys
from pathlib import Path

import pytest

import shogi_desktop.ui as ui


def test_a_module_imported_after_the_interface_is_recorded_without_reading_its_source(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    feature = sys.modules["shibokensupport.feature"]
    assert getattr(feature.feature_imported, "skips_source", False), "the hook is ours once the ui is imported"
    assert ui.skip_feature_scan()  # a second call changes nothing and says the hook is in place
    reads: list[object] = []
    real_getsource = inspect.getsource
    monkeypatch.setattr(inspect, "getsource", lambda obj: reads.append(obj) or real_getsource(obj))
    (tmp_path / "feature_probe_module.py").write_text("from PySide6.QtWidgets import QWidget\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    module = __import__("feature_probe_module")  # an import statement (PySide6 hooks __import__)
    assert feature.pyside_feature_dict["feature_probe_module"] == 0  # "no feature", as PySide6 would say
    assert module not in reads and not reads


def test_no_feature_is_switched() -> None:
    from PySide6.QtWidgets import QWidget

    assert hasattr(QWidget, "setWindowTitle") and not hasattr(QWidget, "set_window_title")  # no snake_case
    assert callable(QWidget.windowTitle)  # no true_property
