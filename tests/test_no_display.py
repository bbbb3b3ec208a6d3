"""Issue 13, item 22: started without a display, ``shogi-desktop`` says so in one line and exits, instead
of Qt's abort about the "xcb" platform plugin and libxcb-cursor0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from shogi_desktop.ui.main import NO_DISPLAY_STATUS, display_problem

ROOT = Path(__file__).resolve().parent.parent


def run_without_display(tmp_path: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(extra)
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.run([sys.executable, "-m", "shogi_desktop.ui.main"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a display server is a Linux matter")
def test_no_display_is_one_line_and_no_abort(tmp_path: Path) -> None:
    done = run_without_display(tmp_path)
    assert done.returncode == NO_DISPLAY_STATUS
    lines = done.stderr.strip().splitlines()
    assert lines == ["shogi-desktop: no display found (DISPLAY is not set): start it from a desktop session."]
    assert "xcb" not in done.stderr and "abort" not in done.stderr.lower()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a display server is a Linux matter")
def test_an_x_display_that_is_not_there(tmp_path: Path) -> None:
    number = next(n for n in range(87, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    done = run_without_display(tmp_path, DISPLAY=f":{number}")
    assert done.returncode == NO_DISPLAY_STATUS
    assert done.stderr.strip().splitlines() == [
        f"shogi-desktop: cannot reach the X display :{number} (is the X server running?)."]


def test_which_environments_have_a_display() -> None:
    linux = "linux"
    assert display_problem({}, linux) is not None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, linux) is None
    assert display_problem({"QT_QPA_PLATFORM": "wayland"}, linux) is not None
    assert display_problem({"QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, linux) is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, linux) is None
    assert display_problem({"DISPLAY": "remote.example:10.0"}, linux) is None  # left for Qt (ssh -X)
    assert display_problem({}, "win32") is None and display_problem({}, "darwin") is None
