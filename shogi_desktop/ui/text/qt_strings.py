"""Qt's own strings that Qt's Japanese translation (``qtbase_ja``) lacks, so that they are in our
``.ts`` files and translated with the rest.

Qt 6 writes the file dialog's labels with accelerators (``&Look in:``, ``Files of &type:``), but
``qtbase_ja.qm`` only has the old texts without them, so a Japanese file dialog showed two English
labels.  Our translator is installed after Qt's and is asked first: listing a string here under
Qt's own context gives it our translation.  The calls are literal, so ``pyside6-lupdate`` finds them;
:func:`qt_strings` returns them (for the test that checks every one is translated).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def qt_strings() -> list[tuple[str, str, str]]:
    """(context, source, translation now installed) of every string supplied here."""
    return [
        ("QFileDialog", "&Look in:", QCoreApplication.translate("QFileDialog", "&Look in:")),
        ("QFileDialog", "Files of &type:", QCoreApplication.translate("QFileDialog", "Files of &type:")),
    ]
