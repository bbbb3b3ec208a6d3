"""The dialog of an unexpected error (:mod:`.crash`'s reporter opens it): what happened in one line, whether
the game was saved, the details with a *Copy details* button, and where the log is.  Imported when the
first error is shown, not at start-up (QStyle's icon and the dialog's widgets are not needed before)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)


class CrashDialog(QDialog):
    """What went wrong, in words a player can pass on: summary, details, log path, copy button."""

    def __init__(self, summary: str, details: str, log_file: Path | None, saved: bool | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CrashDialog")
        self._summary = summary
        self._details = details
        self._log_file = log_file
        self._saved = saved
        self.count = 1

        self.icon = QLabel(self)
        self.icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical).pixmap(48, 48))
        self.headline = QLabel(self)
        bold = QFont(self.headline.font())
        bold.setBold(True)
        self.headline.setFont(bold)
        self.headline.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # an exception's words may quote a file
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.saved_label = QLabel(self)
        self.saved_label.setWordWrap(True)
        self.details = QPlainTextEdit(self)
        self.details.setReadOnly(True)
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.details.setFont(mono)
        self.details.setPlainText(details)
        self.log_label = QLabel(self)
        self.log_label.setWordWrap(True)
        self.log_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.buttons = QDialogButtonBox(self)
        self.copy_button = QPushButton(self)
        self.buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.quit_button = QPushButton(self)
        self.buttons.addButton(self.quit_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.copy_button.clicked.connect(self.copy_details)
        self.close_button.clicked.connect(self.accept)
        self.quit_button.clicked.connect(self._quit)

        lay = QVBoxLayout(self)
        lay.addWidget(self.icon)
        lay.addWidget(self.headline)
        lay.addWidget(self.message)
        lay.addWidget(self.saved_label)
        lay.addWidget(self.details, 1)
        lay.addWidget(self.log_label)
        lay.addWidget(self.buttons)
        self.resize(720, 460)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Shogi Desktop: unexpected error"))
        if self.count > 1:
            self.headline.setText(self.tr("Something went wrong (%1 errors).").replace("%1", str(self.count)))
        else:
            self.headline.setText(self.tr("Something went wrong."))
        self.message.setText(self._summary)
        if self._saved is True:
            self.saved_label.setText(self.tr("The game in progress was saved; it will be offered for resuming "
                                             "at the next start."))
        elif self._saved is False:
            self.saved_label.setText(self.tr("There was no game in progress to save, or it could not be saved."))
        else:
            self.saved_label.setText("")
        if self._log_file is not None:
            self.log_label.setText(self.tr("Details are also in the log: %1").replace("%1", str(self._log_file)))
        else:
            self.log_label.setText(self.tr("No log file could be written."))
        self.copy_button.setText(self.tr("&Copy Details"))
        self.quit_button.setText(self.tr("&Quit Shogi Desktop"))

    def add_error(self, summary: str, details: str) -> None:
        """Another error while this dialog is open: count it and append its details."""
        self.count += 1
        self._details += "\n\n" + "-" * 60 + "\n" + details
        self.details.setPlainText(self._details)
        self._summary = summary
        self.retranslate()

    def details_text(self) -> str:
        """What *Copy details* puts on the clipboard."""
        parts = [self._summary, "", self._details]
        if self._log_file is not None:
            parts += ["", f"Log: {self._log_file}"]
        return "\n".join(parts)

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details_text())
        self.copy_button.setText(self.tr("Copied"))

    def _quit(self) -> None:
        self.reject()
        app = QApplication.instance()
        if app is not None:
            app.exit(1)
