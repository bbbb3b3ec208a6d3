"""Launch to first paint in instructions (callgrind): the main window against a minimal PySide6 window.

    .venv/bin/python bench/startup_instructions.py [--end] [--root CHECKOUT]

Independent of the machine's load, unlike ``startup_ratio.py``'s timings.  Each child runs under
``valgrind --tool=callgrind`` and leaves with ``os._exit`` at the main window's first paint event
(default) or a turn of the event loop later (``--end``: the paint done, as the timed child reports).
Before it, the same child runs once without valgrind and quits as ``startup_ratio.py``'s timed child
does (its bytecode compiled, the board's wood kept in the cache folder), so the count is of the start
the timed runs after the first one make.
The minimal window is ``startup_ratio.py``'s.  Prints each count and the ratio.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

HOOK = r"""
import os, sys
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
MODE = sys.argv[-1]

class FirstPaint(QObject):
    done = False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            if MODE == "warm":  # quits as the timed child does: the window keeps its caches
                QTimer.singleShot(0, lambda: QCoreApplication.instance().exit(0))
            elif MODE == "end":
                QTimer.singleShot(0, lambda: os._exit(0))
            else:
                os._exit(0)
        return False

_filter = FirstPaint()
"""

OURS = HOOK + r"""
sys.path.insert(0, sys.argv[1])
import shogi_desktop.ui.main_window as mw
_show = mw.MainWindow.show
def show(self):
    self.installEventFilter(_filter)
    _show(self)
mw.MainWindow.show = show
from shogi_desktop.ui.main import main
sys.exit(main(["shogi-desktop"]))
"""

MINIMAL = HOOK + r"""
from PySide6.QtWidgets import QApplication, QMainWindow, QGraphicsView, QGraphicsScene, QDockWidget, QListWidget
app = QApplication(sys.argv[:1])
w = QMainWindow(); s = QGraphicsScene(); v = QGraphicsView(s)
for i in range(81):
    s.addRect(i % 9 * 40, i // 9 * 44, 40, 44)
w.setCentralWidget(v); d = QDockWidget("moves"); d.setWidget(QListWidget())
w.addDockWidget(d.allowedAreas().__class__(2), d)
w.installEventFilter(_filter); w.resize(1200, 800); w.show(); sys.exit(app.exec())
"""


def count(code: str, root: str, env: dict[str, str], mode: str, out: str) -> int:
    """Instructions of one child under callgrind (after a run that compiles what it imports)."""
    cmd = [sys.executable, "-c", code, root, mode]
    subprocess.run([*cmd[:-1], "warm"], env=env, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *cmd],
        env=env, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    text = Path(out).read_text(errors="replace")
    found = re.search(r"^(?:summary|totals): (\d+)", text, re.M)
    if found is None:
        raise SystemExit(f"no count in {out}")
    return int(found.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--end", action="store_true", help="a turn after the first paint event")
    parser.add_argument("--only-ours", action="store_true", help="skip the minimal window")
    parser.add_argument("--root", default=str(ROOT), help="the checkout to measure (this one by default)")
    parser.add_argument("--keep", default="", help="folder to keep the callgrind files in")
    args = parser.parse_args()
    mode = "end" if args.end else "event"
    with tempfile.TemporaryDirectory() as tmp:
        keep = args.keep or tmp
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        env.pop("PYTHONPATH", None)
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # bytecode as an installed package has it
        for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            env[var] = os.path.join(tmp, var.lower())
        ours = count(OURS, args.root, env, mode, os.path.join(keep, f"ours.{mode}.cg"))
        print(f"ours    {ours / 1e9:.3f} G ({mode})", flush=True)
        if args.only_ours:
            return 0
        mini = count(MINIMAL, args.root, env, mode, os.path.join(keep, f"minimal.{mode}.cg"))
        print(f"minimal {mini / 1e9:.3f} G")
        print(f"ratio   {ours / mini:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
