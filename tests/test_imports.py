"""Every module of the package imports on its own, whatever was imported before it; and every import of
our own code names modules and names that exist, the ones inside functions too.

An import cycle that works in one order and fails in another (``ui/fantasista/texts`` once failed when
imported before ``ui.dialogs``) shows here: each module is imported first, in a fresh set of our
modules, in one child process (Qt and the other libraries stay loaded, so it is quick).  An import that
start-up defers into a function runs only on the path that needs it (the note about a puzzle diagram once
failed on ``from .dialogs.position_editor``, which named ``ui.text.dialogs``): those are read from the
source and resolved without running the paths."""

from __future__ import annotations

import ast
import importlib
import importlib.util
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


PACKAGE = ROOT / "shogi_desktop"


def _package_of(path: Path) -> str:
    """The package a module's relative imports start from."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1])


def _own_imports(text: str, package: str) -> list[tuple[int, str, list[str]]]:
    """(line, module, names) of every import of shogi_desktop code in ``text``, at any depth."""
    found = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package.split(".")
                module = ".".join(base[: len(base) - node.level + 1] + ([node.module] if node.module else []))
            if module.split(".")[0] == "shogi_desktop":
                found.append((node.lineno, module, [a.name for a in node.names]))
        elif isinstance(node, ast.Import):
            found += [(node.lineno, a.name, []) for a in node.names if a.name.split(".")[0] == "shogi_desktop"]
    return found


def _exists(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:  # a parent package that does not exist
        return False


def _unresolved(text: str, package: str) -> list[str]:
    out = []
    for line, module, names in _own_imports(text, package):
        if not _exists(module):
            out.append(f"{line}: no module {module}")
            continue
        imported = importlib.import_module(module)
        out += [f"{line}: {module} has no {name}" for name in names
                if not hasattr(imported, name) and not _exists(f"{module}.{name}")]
    return out


def test_every_own_import_resolves_the_deferred_ones_too(qapp: object) -> None:
    files = sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)
    assert len(files) > 150
    broken = [f"{path.relative_to(ROOT)}:{problem}" for path in files
              for problem in _unresolved(path.read_text(encoding="utf-8"), _package_of(path))]
    assert broken == []
    # the check itself sees what it is for
    text = "def f():\n    from .dialogs.position_editor import problem_text\n    from ..text import nothing_here\n"
    assert _unresolved(text, "shogi_desktop.ui.text") == [
        "2: no module shogi_desktop.ui.text.dialogs.position_editor", "3: shogi_desktop.ui.text has no nothing_here"]
    assert _unresolved(text.replace("from .dialogs", "from ..dialogs"), "shogi_desktop.ui.text")[0].startswith("3:")
