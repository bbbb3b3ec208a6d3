"""Telling the user about their files: what was set aside at start (settings, engines, the autosave), once,
in their language, with where the file now is; and an autosave that cannot be written, in the status bar
and once in a message.

    status = AutosaveStatus(window, autosave)         # the status bar follows Autosave.on_status
    box = show_set_aside_notices(window, notices)     # one non-blocking message for them all (None: none)
    notices = start_notices(window)                   # what settings, engines and the autosave set aside
"""

from __future__ import annotations

import errno
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from ...app.autosave import Autosave
from ...app.storage import SetAside

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from ..main_window import MainWindow

log = logging.getLogger(__name__)


def notice_text(notice: SetAside) -> str:
    """One or two translated sentences: what happened to the file and where it is now."""
    if notice.reason == "unmovable":
        return QCoreApplication.translate("StorageNotices", "%1 could not be read and could not be moved aside either. It is left "
                                    "as it is and will not be written over.").replace("%1", str(notice.original))
    key = (notice.what, notice.reason)
    if key == ("settings", "damaged"):
        text = QCoreApplication.translate("StorageNotices", "The settings file could not be read, so the default settings are used. "
                                    "The damaged file was kept as %1.")
    elif key == ("settings", "bad-values"):
        text = QCoreApplication.translate("StorageNotices", "Some settings had values this version cannot use; their defaults are "
                                    "used. The file as it was is kept as %1.")
    elif key == ("engines", "damaged"):
        text = QCoreApplication.translate("StorageNotices", "The list of registered engines could not be read, so no engine is "
                                    "registered now. The damaged file was kept as %1.")
    elif key == ("engines", "bad-values"):
        text = QCoreApplication.translate("StorageNotices", "Some registered engines or their option values could not be read and "
                                    "were left out. The file as it was is kept as %1.")
    elif key == ("autosave", "damaged"):
        text = QCoreApplication.translate("StorageNotices", "The autosaved game could not be read, so it cannot be resumed. The "
                                    "damaged file was kept as %1.")
    else:
        text = QCoreApplication.translate("StorageNotices", "%2 could not be used. It was kept as %1.")
    return text.replace("%1", str(notice.backup or "")).replace("%2", str(notice.original))


def start_notices(window: MainWindow) -> list[SetAside]:
    """What the window's settings, engine registry and autosave set aside while loading."""
    found = list(window.settings.set_aside_notices) + list(window.engines.set_aside_notices)
    autosave = window.controller.autosave
    if autosave is not None:
        found += autosave.set_aside_notices
    return found


def show_set_aside_notices(parent: QWidget, notices: list[SetAside]) -> QMessageBox | None:
    """One message listing every file set aside (None when there is none); it does not block."""
    from PySide6.QtWidgets import QMessageBox

    if not notices:
        return None
    for notice in notices:
        log.warning("the user is told: %s", notice)
    if len(notices) == 1:
        text, more = notice_text(notices[0]), ""
    else:
        text = QCoreApplication.translate("StorageNotices", "Some files could not be used. Nothing was deleted:")
        more = "\n\n".join(notice_text(n) for n in notices)
    box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("StorageNotices", "Files Kept Aside"), text,
                      QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("SetAsideNotice")
    box.setTextFormat(Qt.TextFormat.PlainText)
    if more:
        box.setInformativeText(more)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def reason_text(code: int | None, detail: str) -> str:
    """Why a file could not be written, in a few translated words (the system's message otherwise)."""
    if code == errno.EROFS:
        return QCoreApplication.translate("StorageNotices", "the folder is read-only")
    if code in (errno.EACCES, errno.EPERM):
        return QCoreApplication.translate("StorageNotices", "permission was denied")
    if code == errno.EISDIR:
        return QCoreApplication.translate("StorageNotices", "a folder of that name is in the way")
    if code == errno.ENOTDIR:
        return QCoreApplication.translate("StorageNotices", "a file is in the way of its folder")
    if code in (errno.ENOSPC, errno.EDQUOT):
        return QCoreApplication.translate("StorageNotices", "the disk is full")
    return detail


class AutosaveStatus:
    """Shows an autosave that cannot be written: a status bar label while it fails, and one message the
    first time (the game goes on; File → Save As keeps it)."""

    def __init__(self, window: QMainWindow, autosave: Autosave) -> None:
        self.window = window
        self.autosave = autosave
        self.label = QLabel(window)
        self.label.setObjectName("AutosaveStatus")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setStyleSheet("color: #b00020; font-weight: bold;")
        self.label.hide()
        window.statusBar().addPermanentWidget(self.label)
        self.message_box: QMessageBox | None = None
        self.told = False
        autosave.on_status = self.changed
        if autosave.last_error:
            self.changed(autosave.last_error)

    def problem(self) -> str:
        reason = reason_text(self.autosave.last_errno, self.autosave.last_error)
        return QCoreApplication.translate("StorageNotices", "The game cannot be autosaved to %1: %2.").replace(
            "%1", str(self.autosave.path)).replace("%2", reason)

    def changed(self, error: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        if not error:
            self.label.hide()
            self.window.statusBar().showMessage(QCoreApplication.translate("StorageNotices", "Autosave works again."), 5000)
            return
        self.label.setText(QCoreApplication.translate("StorageNotices", "Not autosaved"))
        self.label.setToolTip(self.problem())
        self.label.show()
        if self.told:
            return
        self.told = True
        box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("StorageNotices", "Autosave"), self.problem(),
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("AutosaveFailed")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setInformativeText(QCoreApplication.translate("StorageNotices", "The game goes on, but it would be lost if the program "
                                                    "stopped. Save it with File → Save As to keep it."))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _r: setattr(self, "message_box", None))
        self.message_box = box
        box.open()
