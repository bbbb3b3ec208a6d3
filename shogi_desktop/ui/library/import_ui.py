"""The library's folder import on the window's side: the worker that runs it on a thread with a database
connection of its own, and the report of how it went (each failed file with its line, column and reason)."""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...app.library import ImportReport, Library, LibraryBusy, LibraryError

log = logging.getLogger(__name__)

REPORT_ROWS_SHOWN = 12  # failures the report shows before its list scrolls
REPORT_TEXT_WIDTH = 560  # the widest the summary line makes the report before it wraps
IMPORT_BUSY_TIMEOUT = 5.0  # seconds the import thread waits for another program's lock (the window is free)


class ImportWorker(QObject):
    """Imports a folder on a worker thread, with a database connection of its own."""

    progress = Signal(int, int, str)  # done, total, file
    finished = Signal(object)  # ImportReport
    failed = Signal(str)  # the import could not run at all

    def __init__(self, root: Path, folder: Path) -> None:
        super().__init__()
        self.root = root
        self.folder = folder
        self.cancel_event = threading.Event()
        self._last = 0.0

    def cancel(self) -> None:
        self.cancel_event.set()

    def _progress(self, done: int, total: int, path: str) -> None:
        now = time.monotonic()
        if done == total or now - self._last >= 0.05:  # at most 20 updates a second
            self._last = now
            self.progress.emit(done, total, path)

    def run(self) -> None:
        try:
            with Library(self.root, check=False, busy_timeout=IMPORT_BUSY_TIMEOUT) as library:
                report = library.import_folder(self.folder, self._progress, self.cancel_event.is_set)
        except LibraryBusy:
            self.failed.emit(QCoreApplication.translate(
                "LibraryWindow", "Another program is using the library: try the import again when it is done."))
            return
        except (LibraryError, OSError, ValueError) as exc:
            log.warning("import of %s failed: %s", self.folder, exc)
            self.failed.emit(str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - sqlite3.Error and the like: the window must recover
            log.exception("import of %s failed", self.folder)
            self.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        log.info("imported %s: %d added, %d duplicates, %d failed%s", self.folder, len(report.added),
                 len(report.duplicates), len(report.failures), " (cancelled)" if report.cancelled else "")
        self.finished.emit(report)


class ImportReportDialog(QDialog):
    """How an import went: counts, then each failed file with the line, column and reason."""

    def __init__(self, report: ImportReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ImportReportDialog")
        self.report = report
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.table = QTableWidget(len(report.failures), 4, self)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for row, f in enumerate(report.failures):
            items = [Path(f.path).name, str(f.line) if f.line else "", str(f.column) if f.column else "", f.message]
            for col, text in enumerate(items):
                item = QTableWidgetItem(text)
                if col == 0:
                    item.setToolTip(f.path)
                self.table.setItem(row, col, item)
        self.table.setVisible(bool(report.failures))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        self.box = lay = QVBoxLayout(self)
        lay.addWidget(self.summary)
        lay.addWidget(self.table, 1)
        lay.addWidget(buttons)
        self.retranslate()
        self.fit_to_contents()

    def fit_to_contents(self) -> None:
        """As large as what it says and no larger: a short report is a small box, a long list of failures
        shows its first rows (the rest scroll) in a dialog at most as large as most of the screen."""
        screen = self.screen().availableGeometry()
        max_w, max_h = int(screen.width() * 0.8), int(screen.height() * 0.7)
        margins = self.box.contentsMargins()
        frame_w = margins.left() + margins.right()
        text_w = self.summary.fontMetrics().horizontalAdvance(self.summary.text()) + 8  # as one line
        width = min(max(text_w, 360), REPORT_TEXT_WIDTH, max_w) + frame_w
        if self.report.failures:
            table = self.table
            table.resizeColumnToContents(3)
            scrolls = table.rowCount() > REPORT_ROWS_SHOWN
            columns = sum(table.columnWidth(c) for c in range(4)) + 2 * table.frameWidth() + (
                table.verticalScrollBar().sizeHint().width() if scrolls else 0)
            width = min(max(width, columns + frame_w), max_w)
            rows = min(table.rowCount(), REPORT_ROWS_SHOWN)
            table.setFixedHeight(table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
                                 + sum(table.rowHeight(r) for r in range(rows)) + (
                                     table.horizontalScrollBar().sizeHint().height() if columns + frame_w > max_w else 0))
            table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.resize(width, min(self.box.totalHeightForWidth(width), max_h))
        if self.report.failures:
            self.table.setMinimumHeight(0)
            self.table.setMaximumHeight(16777215)

    def retranslate(self) -> None:
        r = self.report
        self.setWindowTitle(self.tr("Import Report"))
        added = self.tr("%n game(s) added", "", len(r.added))
        others = ([self.tr("%n already in the library", "", len(r.duplicates))] if r.duplicates else []) + (
            [self.tr("%n file(s) could not be read", "", len(r.failures))] if r.failures else [])
        if len(others) == 2:
            text = self.tr("%1, %2, %3.").replace("%1", added).replace("%2", others[0]).replace("%3", others[1])
        elif others:  # a count of nought is not worth a clause ("0 files could not be read")
            text = self.tr("%1, %2.").replace("%1", added).replace("%2", others[0])
        else:
            text = self.tr("%1.").replace("%1", added)
        if r.cancelled:
            text += " " + self.tr("The import was cancelled after %1 of %n file(s).", "", r.total).replace(
                "%1", str(r.done))
        self.summary.setText(text)
        self.table.setHorizontalHeaderLabels([self.tr("File"), self.tr("Line"), self.tr("Column"), self.tr("Problem")])
        for column in range(3):
            self.table.resizeColumnToContents(column)
