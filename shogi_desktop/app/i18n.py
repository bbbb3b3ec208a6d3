"""Translations: install Qt's own translation and ours for the interface language.

Our translations are compiled when the project is built, not when it runs: ``tools/update_translations.py``
refreshes ``i18n/shogi_desktop_<lang>.ts`` from the sources and compiles each into the ``.qm`` beside it
with Qt's ``pyside6-lrelease``; the ``.qm`` files are committed and shipped in the package (``pip
install .``) and in the PyInstaller bundle, and a test checks that they are what lrelease makes of the
``.ts`` files.

``install_translations(app, language)`` removes the translators installed before, then installs Qt's
own ``qtbase_<lang>`` (standard buttons, file dialogs; from the folder QLibraryInfo names, else PySide6's
own ``Qt/translations`` folder, which is where a bundle keeps it) and then ours, which Qt asks first (it
also supplies the few Qt strings ``qtbase_ja`` lacks, see :mod:`shogi_desktop.ui.text.qt_strings`).  Qt then
sends ``QEvent.LanguageChange`` to every widget, whose ``changeEvent`` calls its ``retranslate()``.
``language`` is "ja", "en" or "" (follow the system).  It returns the language now in use.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QTranslator

from ..paths import i18n_dir

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
    """The Qt Linguist source of ``language`` (in the source tree; not shipped)."""
    return i18n_dir() / f"{DOMAIN}_{language}.ts"


def qm_path(language: str) -> Path | None:
    """The shipped, compiled translation of ``language`` (None if it is missing)."""
    path = i18n_dir() / f"{DOMAIN}_{language}.qm"
    return path if path.is_file() else None


def qt_translation_dirs() -> list[Path]:
    """Where Qt's own ``qtbase_*.qm`` may be: QLibraryInfo's folder, then PySide6's (also in a bundle)."""
    from PySide6.QtCore import QLibraryInfo

    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    import PySide6

    dirs.append(Path(PySide6.__file__).resolve().parent / "Qt" / "translations")
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        dirs.append(Path(bundle) / "PySide6" / "Qt" / "translations")
    out: list[Path] = []
    for d in dirs:
        if d not in out:
            out.append(d)
    return out


def _load_qt(translator: QTranslator, language: str) -> bool:
    return any(translator.load(f"qtbase_{language}", str(d)) for d in qt_translation_dirs() if d.is_dir())


def install_translations(app: QCoreApplication, language: str) -> str:
    """Replace the installed translators by those of ``language`` ("" = system); returns the language."""
    global _current
    lang = resolve_language(language)
    for translator in _installed:
        app.removeTranslator(translator)
        translator.deleteLater()
    _installed.clear()

    qt_translator = QTranslator(app)
    if _load_qt(qt_translator, lang):
        app.installTranslator(qt_translator)
        _installed.append(qt_translator)
    elif lang != "en":
        log.warning("Qt's own %r translation (qtbase_%s.qm) was not found; Qt's dialogs stay in English",
                    lang, lang)

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
        QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
    return lang
