"""The interface's tests run in English with the shipped translation installed, as the application does.

``ui/main.py`` installs the translators before it builds the window; a test that builds a window itself
would otherwise see the untranslated sources ("%n move(s)") or whatever language an earlier test in the
same worker left installed.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from shogi_desktop.app import i18n


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> None:
    if i18n.current_language() != "en":
        i18n.install_translations(qapp, "en")
