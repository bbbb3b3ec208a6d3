"""The PyInstaller bundle builds and runs (issue 9, item 4).

Slow (a minute or two) and it installs PyInstaller into the build virtualenv, so it only runs when
asked for:

    SHOGI_DESKTOP_TEST_PACKAGING=1 .venv/bin/python -m pytest -m packaging tests/test_packaging.py

It runs packaging/build.sh, checks what the bundle holds (resources, the shipped .qm translations and
Qt's own Japanese one, variant data, the rules pages, the package metadata, desktop integration files),
then starts the bundle offscreen with ``--smoke-test`` from a foreign folder with empty user folders and
no access to the source tree.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(os.environ.get("SHOGI_DESKTOP_TEST_PACKAGING") != "1",
                       reason="builds the bundle: set SHOGI_DESKTOP_TEST_PACKAGING=1"),
]


@pytest.fixture(scope="module")
def bundle() -> Path:
    done = subprocess.run(["bash", str(ROOT / "packaging" / "build.sh")], cwd=ROOT, capture_output=True,
                          text=True, timeout=3600)
    assert done.returncode == 0, done.stderr[-4000:]
    exe = Path(done.stdout.strip().splitlines()[-1])
    assert exe.is_file() and os.access(exe, os.X_OK), done.stdout
    return exe


def test_the_bundle_holds_everything(bundle: Path) -> None:
    pkg = bundle.parent / "_internal" / "shogi_desktop"
    assert {p.name for p in (pkg / "resources" / "fonts").glob("*.otf")} == {
        p.name for p in (ROOT / "resources" / "fonts").glob("*.otf")}
    shipped = list((ROOT / "resources/pieces").rglob("*.svg"))  # a folder per piece set
    assert len(list((pkg / "resources" / "pieces").rglob("*.svg"))) == len(shipped) > 0
    assert (pkg / "resources" / "board" / "board.svg").is_file()
    assert {p.name for p in (pkg / "core" / "variants").glob("*.toml")} == {
        p.name for p in (ROOT / "shogi_desktop/core/variants").glob("*.toml")}
    assert (pkg / "core" / "data" / "handicaps.toml").is_file()
    for lang in ("ja", "en"):
        qm = pkg / "i18n" / f"shogi_desktop_{lang}.qm"
        assert qm.read_bytes() == (ROOT / "i18n" / qm.name).read_bytes()  # the committed, compiled file
    assert (bundle.parent / "_internal" / "PySide6" / "Qt" / "translations" / "qtbase_ja.qm").is_file()
    assert list((bundle.parent / "_internal").glob("shogi_desktop-*.dist-info/METADATA"))  # About's version
    assert (pkg / "resources" / "docs" / "rules_ja.html").is_file()
    share = bundle.parent / "share"
    assert (share / "applications" / "shogi-desktop.desktop").is_file()
    assert (share / "metainfo" / "io.github.shogi_desktop.ShogiDesktop.metainfo.xml").is_file()
    for size in (48, 128, 256):
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "shogi-desktop.png").is_file()


@pytest.mark.parametrize("lang", ["ja_JP.UTF-8", "C.UTF-8"])
def test_the_bundle_starts(bundle: Path, tmp_path: Path, lang: str) -> None:
    home = tmp_path / "home"
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "LANG": lang,
        "LC_ALL": lang,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "XDG_STATE_HOME": str(home / "state"),
    }
    done = subprocess.run([str(bundle), "--smoke-test"], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-4000:]
    assert "smoke test passed" in done.stdout
    assert "Traceback" not in done.stderr
    log = home / "state" / "shogi-desktop" / "log" / "shogi-desktop.log"
    assert "shogi-desktop started" in log.read_text(encoding="utf-8")
    log_text = log.read_text(encoding="utf-8")
    assert "no translation for" not in log_text and "was not found" not in log_text  # ours and Qt's loaded
