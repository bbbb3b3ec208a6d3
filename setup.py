"""Packages for setuptools: the code, plus resources/ and i18n/ installed inside the package."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["shogi_desktop", "shogi_desktop.*"]), "shogi_desktop.resources", "shogi_desktop.i18n"])
