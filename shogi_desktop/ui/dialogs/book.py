"""The built-in engine's opening book: the Opening Book dialog and its place in the main window.

    dialog = BookDialog(settings, parent)   # the built-in book, a YaneuraOu book file, or no book
    dialog.changed.connect(...)             # the choice was saved in the settings
    BookUi(window)                          # Game ▸ Opening Book…, the AI player's book, status messages

A book file (YaneuraOu's format, which ShogiHome reads and writes) is read through once when it is
chosen, in a thread with a progress bar (a book may be hundreds of MB); a bad file is refused with the
line and column of its first problem, and the previous choice stays.  While a game is played the
engine reads only the positions it needs (engine/book_file.py).
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...app.settings import Settings
from ..text.names import ui_language

# The book modules are imported when a book file is checked (not at start-up).
if TYPE_CHECKING:
    from ...engine.book import OpeningName
    from ...engine.book_file import BookProblem, BookSummary
    from ..window_api import WindowHost


def problem_text(problem: BookProblem) -> str:
    """A book file's problem as a sentence in the UI's language (line and column where known)."""
    texts = {
        "unreadable": QCoreApplication.translate("BookDialog", "The file cannot be read."),
        "not-a-book": QCoreApplication.translate(
            "BookDialog", "This is not a YaneuraOu book file: its first line is not #YANEURAOU-DB2016 1.00."),
        "empty": QCoreApplication.translate("BookDialog", "The book holds no positions."),
        "line-too-long": QCoreApplication.translate("BookDialog", "The line is too long."),
        "not-text": QCoreApplication.translate(
            "BookDialog", "Unexpected characters: a position or move line is plain ASCII text."),
        "bad-position": QCoreApplication.translate("BookDialog", "The position (SFEN) is malformed."),
        "bad-move": QCoreApplication.translate("BookDialog", "This is not a move in USI notation."),
        "bad-number": QCoreApplication.translate("BookDialog", "This is not a whole number."),
        "number-range": QCoreApplication.translate("BookDialog", "A number is out of range."),
        "move-without-position": QCoreApplication.translate("BookDialog", "A move comes before the first position."),
        "too-many-moves": QCoreApplication.translate("BookDialog", "One position has too many moves."),
        "unsorted": QCoreApplication.translate(
            "BookDialog", "The positions are not sorted. Save the book again with ShogiHome or YaneuraOu, "
                          "which write it sorted."),
    }
    text = texts.get(problem.code) or QCoreApplication.translate("BookDialog", "The book file cannot be used.")
    if problem.line and problem.column:
        where = QCoreApplication.translate("BookDialog", "Line %1, column %2:")
        text = where.replace("%1", str(problem.line)).replace("%2", str(problem.column)) + " " + text
    elif problem.line:
        text = QCoreApplication.translate("BookDialog", "Line %1:").replace("%1", str(problem.line)) + " " + text
    return text


def opening_text(name: OpeningName | None) -> str:
    return "" if name is None else name.text(ui_language())


class BookDialog(QDialog):
    """Choose the built-in engine's opening book; a chosen file is checked before it is kept."""

    changed = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None, poll_ms: int = 50) -> None:
        super().__init__(parent)
        self.settings = settings
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.builtin_radio = QRadioButton(self)
        self.file_radio = QRadioButton(self)
        self.off_radio = QRadioButton(self)
        self.group = QButtonGroup(self)
        for button in (self.builtin_radio, self.file_radio, self.off_radio):
            self.group.addButton(button)
        self.path_edit = QLineEdit(self)
        self.path_edit.setReadOnly(True)
        self.browse_button = QPushButton(self)
        self.browse_button.clicked.connect(self.choose_file)
        self.status = QLabel(self)  # the check's result: plain text (it may quote the file)
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 1000)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        file_row = QHBoxLayout()
        file_row.addSpacing(24)
        file_row.addWidget(self.path_edit, 1)
        file_row.addWidget(self.browse_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.builtin_radio)
        layout.addWidget(self.file_radio)
        layout.addLayout(file_row)
        layout.addWidget(self.off_radio)
        layout.addWidget(self.status)
        layout.addWidget(self.progress)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        self.file = settings.book_file  # the file shown; accepted only once checked (or unchanged)
        self.checked: BookSummary | None = None
        self.problem: BookProblem | None = None
        self._job: dict[str, Any] | None = None  # the check running in a thread
        self._poll = QTimer(self)
        self._poll.setInterval(poll_ms)
        self._poll.timeout.connect(self._check_job)
        {"file": self.file_radio, "off": self.off_radio}.get(settings.book_mode, self.builtin_radio).setChecked(True)
        self.path_edit.setText(self.file)
        self.group.buttonToggled.connect(lambda *_: self._update())
        self.retranslate()
        self._update()
        self.resize(560, 300)

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Opening Book"))
        self.intro.setText(self.tr("The built-in engine plays its first moves from an opening book, chosen "
                                   "with some variety by its level: level 10 plays the main lines, levels 1 "
                                   "to 3 soon leave them."))
        self.builtin_radio.setText(self.tr("Built-in book: the main lines of the common openings and the "
                                           "standard handicap lines"))
        self.file_radio.setText(self.tr("Book file (YaneuraOu format, as ShogiHome uses):"))
        self.off_radio.setText(self.tr("No opening book"))
        self.browse_button.setText(self.tr("Browse…"))
        self.path_edit.setPlaceholderText(self.tr("No file chosen"))
        self._update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def mode(self) -> str:
        if self.file_radio.isChecked():
            return "file"
        return "off" if self.off_radio.isChecked() else "builtin"

    def _update(self) -> None:
        busy = self._job is not None
        self.progress.setVisible(busy)
        self.browse_button.setEnabled(not busy)
        self.path_edit.setEnabled(self.mode() == "file")
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not busy and (self.mode() != "file" or self._file_usable()))
        if busy:
            self.status.setText(self.tr("Reading %1…").replace("%1", Path(self.file).name))
        elif self.problem is not None:
            self.status.setText(self.tr("%1 cannot be used.").replace("%1", Path(self.file).name) + " "
                                + problem_text(self.problem))
        elif self.checked is not None:
            self.status.setText(self.tr("The book is good: %1, %2.")
                                .replace("%1", self.tr("%Ln position(s)", "", self.checked.positions))
                                .replace("%2", self.tr("%Ln move(s)", "", self.checked.moves)))
        else:
            self.status.setText("")
        self.status.setToolTip(self.problem.detail if self.problem is not None else "")

    def _file_usable(self) -> bool:
        """A checked good file, or the file the settings already hold."""
        if not self.file:
            return False
        return self.checked is not None or (self.problem is None and self.file == self.settings.book_file)

    # ------------------------------------------------------------------ choosing and checking
    def choose_file(self) -> None:
        start = str(Path(self.file).parent) if self.file else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose an Opening Book"), start,
                                              self.tr("YaneuraOu books (*.db);;All files (*)"))
        if path:
            self.check_file(path)

    def check_file(self, path: str) -> bool:
        """Read ``path`` through in a thread (progress shown); False if a check is already running."""
        from ...engine.book_file import BookCheckCancelled, BookFileError, BookProblem, check_book_file

        if self._job is not None:
            return False
        self.file = path
        self.path_edit.setText(path)
        self.file_radio.setChecked(True)
        self.checked = None
        self.problem = None
        job: dict[str, Any] = {"fraction": 0.0, "cancel": False}

        def run() -> None:
            try:
                job["summary"] = check_book_file(path, lambda f: job.__setitem__("fraction", f),
                                                 lambda: bool(job["cancel"]))
            except BookFileError as exc:
                job["problem"] = exc.problem
            except BookCheckCancelled:
                job["cancelled"] = True
            except Exception as exc:  # never leave the dialog waiting
                job["problem"] = BookProblem("unreadable", 0, 0, f"{type(exc).__name__}: {exc}")
            job["done"] = True

        self._job = job
        self.progress.setValue(0)
        threading.Thread(target=run, name="book-check", daemon=True).start()
        self._poll.start()
        self._update()
        return True

    @property
    def busy(self) -> bool:
        return self._job is not None

    def _check_job(self) -> None:
        from ...engine.book_file import BookProblem, BookSummary

        job = self._job
        if job is None:
            return
        self.progress.setValue(round(1000 * float(job["fraction"])))
        if not job.get("done"):
            return
        self._poll.stop()
        self._job = None
        if isinstance(job.get("summary"), BookSummary):
            self.checked = job["summary"]
        elif isinstance(job.get("problem"), BookProblem):
            self.problem = job["problem"]
        else:  # cancelled: back to what the settings hold
            self.file = self.settings.book_file
            self.path_edit.setText(self.file)
        self._update()

    # ------------------------------------------------------------------ closing
    def accept(self) -> None:
        mode = self.mode()
        if self._job is not None or (mode == "file" and not self._file_usable()):
            return
        self.settings.book_mode = mode
        if mode == "file":
            self.settings.book_file = self.file
        self.settings.save()
        self.changed.emit()
        super().accept()

    def done(self, result: int) -> None:
        if self._job is not None:  # a check still running stops at its next progress step
            self._job["cancel"] = True
            self._job = None
        self._poll.stop()
        super().done(result)


class BookUi(QObject):
    """The book's place in the main window: Game ▸ Opening Book… (:attr:`action`, placed by the window),
    the AI player's book, and status messages when the engine plays from the book or cannot use a book
    file."""

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.window())
        self.host = host
        self.dialog: BookDialog | None = None
        self.action = QAction(host.window())
        self.action.triggered.connect(self.open_dialog)
        host.ai.book_file = host.settings.engine_book()
        host.ai.book_move_played.connect(self._played)
        host.ai.book_problem_found.connect(self._problem)
        self._window = host.window()  # its LanguageChange retranslates the action
        self._window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(QCoreApplication.translate("BookDialog", "Opening &Book..."))
        self.action.setStatusTip(QCoreApplication.translate(
            "BookDialog", "Choose the built-in engine's opening book: its own, a YaneuraOu book file, or none"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def open_dialog(self) -> BookDialog:
        dialog = BookDialog(self.host.settings, self.host.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.changed.connect(self._apply)
        self.dialog = dialog
        dialog.open()
        return dialog

    def _apply(self) -> None:
        self.host.ai.book_file = self.host.settings.engine_book()

    def _played(self, opening: OpeningName | None) -> None:
        name = opening_text(opening)
        text = (QCoreApplication.translate("BookDialog", "Book move: %1").replace("%1", name) if name
                else QCoreApplication.translate("BookDialog", "Book move"))
        self.host.show_message(text, 8000)

    def _problem(self, problem: BookProblem) -> None:
        text = QCoreApplication.translate(
            "BookDialog", "The opening book file cannot be used, so the engine searched: %1")
        self.host.show_message(text.replace("%1", problem_text(problem)), 20000)
