"""The core (and the command line) never import Qt or pyqtgraph (ARCHITECTURE.md: core/ is pure Python)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Runs in a fresh interpreter: imports every core module (found on disk, so new modules are covered
# too) and the CLI, and reports, for each, which forbidden packages were loaded after importing it.
SCRIPT = r"""
import importlib, importlib.util, json, pkgutil, sys
import shogi_desktop.core as core
FORBIDDEN = ("PySide6", "pyqtgraph", "shiboken6")
prefix = "shogi_desktop.core."
names = ["shogi_desktop.core"] + sorted(m.name for m in pkgutil.walk_packages(core.__path__, prefix))
if importlib.util.find_spec("shogi_desktop.cli") is not None:
    names.append("shogi_desktop.cli")
report = []
for name in names:
    importlib.import_module(name)
    loaded = sorted({m.split(".")[0] for m in sys.modules if m.split(".")[0] in FORBIDDEN})
    report.append([name, loaded])
print(json.dumps(report))
"""


def test_core_modules_do_not_import_qt() -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    result = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    names = [name for name, _ in report]
    for expected in ("shogi_desktop.core.position", "shogi_desktop.core.sfen", "shogi_desktop.core.variant",
                     "shogi_desktop.core.betza", "shogi_desktop.core.tables", "shogi_desktop.core.handicap",
                     "shogi_desktop.core.outcome"):
        assert expected in names
    culprits = [(name, loaded) for name, loaded in report if loaded]
    assert not culprits, f"first module that pulled in Qt: {culprits[0]}"
