"""Start-up time and memory: launch to a shown main window, in fresh processes.

    PYTHONPATH=. .venv/bin/python bench/startup.py [-n RUNS] [--platform offscreen|xcb] [--bundle PATH]

Each run starts a new Python process that calls the real ``shogi_desktop.ui.main.main()`` (logs, crash
reporting, fonts, translations, settings, the main window, the resume check); the child reports the
moment the main window has painted for the first time and quits.  Launch time = from just before the
process is spawned to that report (interpreter start and imports included).  Peak memory = the
child's maximum resident set size (``os.wait4`` rusage).  Run 1 warms the disk cache: it is discarded;
the median of the others is printed.
Target (issue 3): under 1.0 s on this machine with a warm cache.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
import shogi_desktop.ui.main_window as mw

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not getattr(self, "done", False):
            self.done = True
            QTimer.singleShot(0, self.report)
        return False

    def report(self):
        print("shown", flush=True)
        QApplication.instance().exit(0)

_show = mw.MainWindow.show
_filter = FirstPaint()

def show(self):
    self.installEventFilter(_filter)
    _show(self)

mw.MainWindow.show = show
from shogi_desktop.ui.main import main
sys.exit(main(["shogi-desktop"]))
"""


def run_once(env: dict[str, str], cmd: list[str]) -> tuple[float, int]:
    """(seconds to the first paint, peak RSS in KiB) of one fresh process."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    shown = time.perf_counter() - start
    proc.stdout.read()
    _pid, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if line.strip() != "shown" or proc.returncode != 0:
        raise SystemExit(f"the child did not show its window (status {proc.returncode}, said {line!r})")
    return shown, usage.ru_maxrss


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--runs", type=int, default=11, help="runs after the discarded first one")
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM (xcb needs a display)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ)
        env.pop("PYTHONPATH", None)
        env["QT_QPA_PLATFORM"] = args.platform
        for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            env[var] = os.path.join(tmp, var.lower())
        cmd = [sys.executable, "-c", CHILD, str(ROOT)]
        run_once(env, cmd)  # warm-up: disk cache, fontconfig cache
        times, rss = [], []
        for _ in range(args.runs):
            t, r = run_once(env, cmd)
            times.append(t)
            rss.append(r)
    med = statistics.median(times)
    print(f"launch to shown window ({args.platform}, {args.runs} runs after 1 discarded):")
    print(f"  median {med:.3f} s   min {min(times):.3f} s   max {max(times):.3f} s")
    print(f"  peak RSS median {statistics.median(rss) / 1024:.0f} MiB   max {max(rss) / 1024:.0f} MiB")
    print(f"  target < 1.0 s: {'met' if med < 1.0 else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
