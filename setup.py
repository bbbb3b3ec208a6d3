"""Packages for setuptools: the code, plus resources/ and i18n/ installed inside the package.

Every folder is listed as a package (its data folders too, as setuptools asks: a folder Python could
import but the configuration did not list draws a warning on every install), without __pycache__.
"""

from setuptools import find_namespace_packages, setup

SKIP = ["*__pycache__*"]


def inside(prefix: str, folder: str) -> list[str]:
    """``prefix`` and its subpackages, found in ``folder`` (a tree installed under another name)."""
    return [prefix, *(f"{prefix}.{name}" for name in find_namespace_packages(where=folder, exclude=SKIP))]


setup(packages=[*find_namespace_packages(include=["shogi_desktop", "shogi_desktop.*"], exclude=SKIP),
                *inside("shogi_desktop.resources", "resources"), *inside("shogi_desktop.i18n", "i18n")])
