"""Where the shipped resources and translations are, in a source checkout, an installed package
(``pip install .`` maps ``resources/`` and ``i18n/`` into the package) and a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent


def _find(name: str) -> Path:
    candidates = [_HERE / name, _HERE.parent / name]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.insert(0, Path(bundle) / "shogi_desktop" / name)
    for cand in candidates:
        if cand.is_dir():
            return cand
    return candidates[-1]


def resource_dir() -> Path:
    """The folder of piece and board art, fonts, sounds and icons."""
    return _find("resources")


def resource(*parts: str) -> Path:
    return resource_dir().joinpath(*parts)


def i18n_dir() -> Path:
    """The folder of the Qt Linguist .ts sources (and .qm files where they were built)."""
    return _find("i18n")
