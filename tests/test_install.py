"""``pip install .`` (not only an editable checkout) must carry the resources and translations: build the
wheel, look inside it, install it into a folder and find the resources from there."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("pyproject.toml", "setup.py", "README.md", "shogi_desktop", "resources", "i18n")


def clean_copy(dest: Path) -> Path:
    """The files a build reads, without caches or setuptools' build/ folder (whose stale files would go
    into the wheel and hide a missing entry in the package data)."""
    archive = dest / "src.tar"
    with tarfile.open(archive, "w") as tar:
        for name in SOURCES:
            tar.add(ROOT / name, arcname=name,
                    filter=lambda t: None if "__pycache__" in t.name or t.name.endswith(".pyc") else t)
    src = dest / "src"
    with tarfile.open(archive) as tar:
        tar.extractall(src, filter="data")
    return src


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("wheel")
    src = clean_copy(work)
    out = work / "dist"
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", ".", "--no-deps", "--no-build-isolation",
                           "-w", str(out), "-q"], cwd=src, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    wheels = list(out.glob("shogi_desktop-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


def names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as z:
        return set(z.namelist())


def test_the_wheel_holds_resources_translations_and_data(wheel: Path) -> None:
    files = names(wheel)

    def under(prefix: str, suffix: str = "") -> list[str]:
        return sorted(n for n in files if n.startswith(prefix) and n.endswith(suffix))

    fonts = under("shogi_desktop/resources/fonts/", ".otf")
    assert {Path(f).name for f in fonts} == {p.name for p in (ROOT / "resources/fonts").glob("*.otf")} != set()
    assert "shogi_desktop/resources/fonts/LICENSE-OFL.txt" in files
    pieces = under("shogi_desktop/resources/pieces/", ".svg")
    assert len(pieces) == len(list((ROOT / "resources/pieces").rglob("*.svg"))) >= 28  # a folder per set
    assert "shogi_desktop/resources/board/board.svg" in files
    assert "shogi_desktop/resources/icons/shogi-desktop.svg" in files
    assert under("shogi_desktop/resources/sounds/", ".wav")
    qm = under("shogi_desktop/i18n/", ".qm")  # compiled at build time (tools/update_translations.py)
    assert {Path(t).name for t in qm} == {"shogi_desktop_ja.qm", "shogi_desktop_en.qm"}
    assert not under("shogi_desktop/i18n/", ".ts")  # the sources stay in the repository
    assert {Path(d).name for d in under("shogi_desktop/resources/docs/", ".html")} == {"rules_ja.html",
                                                                                      "rules_en.html"}
    variants = under("shogi_desktop/core/variants/", ".toml")
    assert {Path(v).name for v in variants} == {p.name for p in (ROOT / "shogi_desktop/core/variants").glob("*.toml")}
    assert "shogi_desktop/core/data/handicaps.toml" in files
    assert "shogi_desktop/engine/data/book.toml" in files  # the built-in opening book
    for kind in ("pages", "lessons"):  # the rules book and the lessons (shogi_desktop/teaching)
        shipped = {Path(f).name for f in under(f"shogi_desktop/teaching/data/{kind}/", ".toml")}
        assert shipped == {p.name for p in (ROOT / "shogi_desktop/teaching/data" / kind).glob("*.toml")} != set()
    assert not [n for n in files if n.startswith("tests/") or "__pycache__" in n]


def test_the_wheel_declares_both_commands(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as z:
        entry = next(n for n in z.namelist() if n.endswith(".dist-info/entry_points.txt"))
        text = z.read(entry).decode()
    assert "[gui_scripts]" in text and "shogi-desktop = shogi_desktop.ui.main:main" in text
    assert "[console_scripts]" in text and "shogi-desktop-cli = shogi_desktop.cli:main" in text


def test_an_installed_copy_finds_its_resources(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-compile", "-q",
                           "--target", str(target), str(wheel)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    probe = (
        "import shogi_desktop.paths as p, shogi_desktop.core.handicap as h, shogi_desktop.core.variant as v\n"
        "print(p.__file__); print(p.resource_dir()); print(p.i18n_dir())\n"
        "print(len(h.handicaps())); print(v.load_variant('hybrid').id)\n"
        "print(p.resource('fonts').is_dir(), (p.i18n_dir() / 'shogi_desktop_ja.qm').is_file())\n"
        "import shogi_desktop.engine.book as b; print(len(b.builtin_book().lines))\n"
        "import shogi_desktop.teaching.book as tb, shogi_desktop.teaching.lessons as tl\n"
        "print(len(tb.load_book()), len(tl.load_lessons()))\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(target)
    run = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr
    module, resources, i18n, n_handicaps, variant, found, n_book_lines, teaching = run.stdout.splitlines()
    package = target / "shogi_desktop"
    assert Path(module).parent == package  # the installed copy, not the checkout
    assert Path(resources) == package / "resources" and Path(i18n) == package / "i18n"
    assert int(n_handicaps) >= 10 and variant == "hybrid" and found == "True True"
    assert int(n_book_lines) >= 20
    n_pages, n_lessons = map(int, teaching.split())  # the rules book and the lessons are found installed
    assert n_pages >= 100 and n_lessons >= 40
