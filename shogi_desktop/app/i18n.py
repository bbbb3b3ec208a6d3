"""Translations: build the ``.qm`` files from the shipped ``.ts`` sources and install them at run time.

Only the Qt Linguist sources ``i18n/shogi_desktop_<lang>.ts`` are committed and shipped.  The first time
a language is used (or whenever its ``.ts`` is newer than the built file) the ``.qm`` is built into the
platformdirs cache folder, with PySide6's ``lrelease`` where it exists and with the pure-Python writer
of :mod:`shogi_desktop.app.qm` otherwise.  A ``.qm`` shipped next to the ``.ts`` (a packaged bundle may
carry them) is used when it is at least as new as its source.

``install_translations(app, language)`` removes the translators installed before, then installs Qt's
own ``qtbase_<lang>`` translation (standard buttons, dialogs) and ours; Qt then sends
``QEvent.LanguageChange`` to every widget, whose ``changeEvent`` calls its ``retranslate()``.
``language`` is "ja", "en" or "" (follow the system).  It returns the language now in use.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..paths import i18n_dir
from . import storage
from .qm import read_ts, write_qm

SUPPORTED = ("ja", "en")
DOMAIN = "shogi_desktop"

log = logging.getLogger(__name__)

_installed: list[QTranslator] = []
_current = ""


def system_language() -> str:
    """The supported language closest to the system's preference: "ja" or "en"."""
    locale = QLocale.system()
    for name in [*locale.uiLanguages(), locale.name()]:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in SUPPORTED:
            return code
    return "en"


def resolve_language(language: str) -> str:
    return language if language in SUPPORTED else system_language()


def current_language() -> str:
    """The language installed last ("" before the first install)."""
    return _current


def ts_path(language: str) -> Path:
    return i18n_dir() / f"{DOMAIN}_{language}.ts"


def cache_dir() -> Path:
    return storage.cache_dir() / "i18n"


def _lrelease() -> list[str] | None:
    """A command running Qt's lrelease, if one is installed."""
    try:
        import PySide6

        exe = Path(PySide6.__file__).parent / ("lrelease.exe" if os.name == "nt" else "lrelease")
        if exe.is_file() and os.access(exe, os.X_OK):
            return [str(exe)]
    except ImportError:  # pragma: no cover - PySide6 is a hard dependency
        pass
    for candidate in (Path(sys.executable).parent / "pyside6-lrelease", shutil.which("pyside6-lrelease")):
        if candidate and Path(candidate).is_file():
            return [str(candidate)]
    return None


def build_qm(ts: Path, qm: Path, use_lrelease: bool = True) -> Path:
    """Build ``qm`` from ``ts`` (lrelease when available, else the pure-Python writer)."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    tool = _lrelease() if use_lrelease else None
    if tool is not None:
        try:
            done = subprocess.run([*tool, "-silent", str(ts), "-qm", str(qm)], capture_output=True,
                                  text=True, timeout=60)
            if done.returncode == 0 and qm.is_file():
                return qm
            log.warning("lrelease failed on %s (%s); using the built-in writer", ts, done.stderr.strip())
        except (OSError, subprocess.SubprocessError) as exc:
            log.warning("lrelease could not run (%s); using the built-in writer", exc)
    write_qm(read_ts(ts), qm)
    return qm


def qm_path(language: str) -> Path | None:
    """The up-to-date .qm for ``language``, building it when missing or older than its .ts."""
    ts = ts_path(language)
    shipped = ts.with_suffix(".qm")
    if not ts.is_file():
        return shipped if shipped.is_file() else None
    ts_time = ts.stat().st_mtime
    if shipped.is_file() and shipped.stat().st_mtime >= ts_time:
        return shipped
    built = cache_dir() / shipped.name
    if built.is_file() and built.stat().st_mtime >= ts_time:
        return built
    try:
        return build_qm(ts, built)
    except OSError as exc:
        log.warning("could not build %s from %s: %s", built, ts, exc)
    except SyntaxError as exc:  # xml.etree.ElementTree.ParseError
        log.warning("%s is not a valid .ts file: %s", ts, exc)
    return None


def install_translations(app: QCoreApplication, language: str) -> str:
    """Replace the installed translators by those of ``language`` ("" = system); returns the language."""
    global _current
    lang = resolve_language(language)
    for translator in _installed:
        app.removeTranslator(translator)
        translator.deleteLater()
    _installed.clear()

    qt_translator = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_translator.load(f"qtbase_{lang}", qt_dir):
        app.installTranslator(qt_translator)
        _installed.append(qt_translator)

    ours = QTranslator(app)
    path = qm_path(lang)
    if path is not None and ours.load(str(path)):
        app.installTranslator(ours)
        _installed.append(ours)
    elif lang != "en":
        log.warning("no translation for %r found; the interface stays in English", lang)
    QLocale.setDefault(QLocale(QLocale.Language.Japanese if lang == "ja" else QLocale.Language.English))
    _current = lang
    if not _installed:
        # Nothing was installed, so Qt sends no LanguageChange: send one so widgets re-read English.
        from PySide6.QtCore import QEvent

        QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
    return lang
