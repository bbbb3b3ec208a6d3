"""Every module of the package imports on its own, whatever was imported before it.

An import cycle that works in one order and fails in another (``ui/fantasista/texts`` once failed when
imported before ``ui.dialogs``) shows here: each module is imported first, in a fresh set of our
modules, in one child process (Qt and the other libraries stay loaded, so it is quick)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = r"""
import importlib, pkgutil, sys, traceback
sys.path.insert(0, sys.argv[1])
import shogi_desktop
names = sorted(m.name for m in pkgutil.walk_packages(shogi_desktop.__path__, "shogi_desktop."))
print("modules", len(names))
for name in names:
    for loaded in [k for k in sys.modules if k.startswith("shogi_desktop.")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except Exception:
        print("FAILED", name)
        traceback.print_exc(file=sys.stdout)
"""


def test_every_module_imports_first() -> None:
    done = subprocess.run([sys.executable, "-c", CHILD, str(ROOT)], capture_output=True, text=True,
                          timeout=300, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert int(lines[0].split()[1]) > 100  # the package is really walked
    assert "FAILED" not in done.stdout, done.stdout
