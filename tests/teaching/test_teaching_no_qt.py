"""The teaching model is pure Python: importing every module of shogi_desktop.teaching loads no Qt, so a
widget can be put on it without the model knowing (as for the core, tests/core/test_core_no_qt.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import importlib, json, pkgutil, sys
import shogi_desktop.teaching as teaching
names = sorted(m.name for m in pkgutil.walk_packages(teaching.__path__, "shogi_desktop.teaching."))
names.append("shogi_desktop.app.lesson_files")
for name in names:
    importlib.import_module(name)
print(json.dumps([names, sorted({m.split(".")[0] for m in sys.modules} & {"PySide6", "pyqtgraph", "shiboken6"})]))
"""


def test_teaching_modules_do_not_import_qt() -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    result = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stderr
    names, loaded = json.loads(result.stdout.strip().splitlines()[-1])
    assert "shogi_desktop.teaching.session" in names and "shogi_desktop.teaching.book" in names
    assert loaded == []
