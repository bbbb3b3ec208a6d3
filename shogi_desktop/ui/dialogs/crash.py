"""Unexpected errors: logged, the game in progress autosaved, then a readable dialog; never a silent exit.

:class:`CrashReporter` is installed by ``ui.main`` as ``sys.excepthook`` and ``threading.excepthook``.
For an exception it

1. writes the traceback to the log (and flushes it, in case the process dies next);
2. on the GUI thread (an exception from a worker thread is passed there through a queued signal)
   calls ``save_game`` (the controller's ``autosave_now``) so the game survives whatever comes next;
3. shows a :class:`~.crash_dialog.CrashDialog` (imported then, not at start-up): what happened in one
   line, whether the game was saved, the details (versions, thread, traceback) with a *Copy details*
   button, and where the log is.

Errors that follow while a dialog is open are added to it instead of opening more dialogs.  The
dialog opens without blocking (``open()``), so an error in a paint event cannot nest event loops;
``ui.main`` shows any report the user has not seen yet before the process exits.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .crash_dialog import CrashDialog

log = logging.getLogger(__name__)


def app_version() -> str:
    try:
        from importlib.metadata import PackageNotFoundError, version

        return version("shogi-desktop")
    except (ImportError, PackageNotFoundError):
        return "source checkout"


def environment_text() -> str:
    try:
        import PySide6

        qt = f"PySide6 {PySide6.__version__}"
    except ImportError:  # pragma: no cover
        qt = "PySide6 ?"
    import platform  # (read when a report is written: it compiles a dozen patterns when imported)

    frozen = ", bundle" if getattr(sys, "frozen", False) else ""
    return (f"Shogi Desktop {app_version()}{frozen}; Python {platform.python_version()}; {qt}; "
            f"{platform.platform()}")


def format_error(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None,
                 thread_name: str = "") -> str:
    lines = [environment_text()]
    if thread_name:
        lines.append(f"Thread: {thread_name}")
    lines.append("")
    lines.append("".join(traceback.format_exception(exc_type, exc, tb)).rstrip())
    return "\n".join(lines)


def _eprint(text: str) -> None:
    if sys.stderr is not None:  # a windowed program on Windows has none
        print(text, file=sys.stderr, flush=True)


def summary_of(exc_type: type[BaseException], exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{exc_type.__name__}: {text}" if text else exc_type.__name__


class CrashReporter(QObject):
    """Turns uncaught exceptions (any thread) into a log entry, an autosave and a dialog."""

    reported = Signal(str, str)  # summary, details (queued to the GUI thread)

    def __init__(self, save_game: Callable[[], bool] | None = None,
                 parent_widget: Callable[[], QWidget | None] | None = None,
                 log_file: Callable[[], Path | None] | None = None, interactive: bool = True) -> None:
        super().__init__()
        self.save_game = save_game
        self.interactive = interactive  # False (--smoke-test): print the error and quit with status 70
        self.parent_widget = parent_widget
        self.log_file = log_file
        self.dialog: CrashDialog | None = None
        self.unseen = False  # a dialog was opened and never closed by the user
        self.errors = 0
        self._old_hooks: tuple[object, object] | None = None
        self.reported.connect(self._show)

    # ------------------------------------------------------------------ hooks
    def install(self) -> None:
        self._old_hooks = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook

    def uninstall(self) -> None:
        if self._old_hooks is not None:
            sys.excepthook, threading.excepthook = self._old_hooks  # type: ignore[assignment]
            self._old_hooks = None

    def excepthook(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            app = QApplication.instance()
            if app is not None:
                app.exit(130)
            return
        self.report(exc_type, exc, tb, threading.current_thread().name)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit or args.exc_value is None:
            return
        name = args.thread.name if args.thread is not None else ""
        self.report(args.exc_type, args.exc_value, args.exc_traceback, name)

    # ------------------------------------------------------------------ reporting
    def report(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None,
               thread_name: str = "") -> None:
        from PySide6.QtCore import QThread

        self.errors += 1
        details = format_error(exc_type, exc, tb, thread_name)
        summary = summary_of(exc_type, exc)
        try:
            log.critical("unexpected error\n%s", details)
            from ...app.logging_setup import flush_logs

            flush_logs()
        except Exception:  # noqa: BLE001 - reporting must never raise
            _eprint(details)
        app = QApplication.instance()
        if app is None:
            _eprint(details)
            return
        if QThread.currentThread() is app.thread():
            self._show(summary, details)
        else:
            self.reported.emit(summary, details)  # queued: widgets live on the GUI thread

    def _show(self, summary: str, details: str) -> None:
        saved: bool | None = None
        if self.save_game is not None:
            try:
                saved = bool(self.save_game())
            except Exception as exc:  # noqa: BLE001 - the game could not be saved; say so
                log.error("autosave after the error failed: %r", exc)
                saved = False
        if not self.interactive:
            _eprint(details)
            app = QApplication.instance()
            if app is not None:
                app.exit(70)
            return
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.add_error(summary, details)
            return
        parent = self.parent_widget() if self.parent_widget is not None else None
        log_file = self.log_file() if self.log_file is not None else None
        from .crash_dialog import CrashDialog

        dialog = CrashDialog(summary, details, log_file, saved, parent)
        dialog.finished.connect(self._seen)
        self.dialog = dialog
        self.unseen = True
        dialog.open()

    def _seen(self, _result: int = 0) -> None:
        self.unseen = False

    def show_unseen(self) -> None:
        """Before the process exits: show (blocking) a report the user has not closed yet."""
        dialog = self.dialog
        if self.unseen and dialog is not None:
            self.unseen = False
            dialog.setParent(None, dialog.windowFlags())
            dialog.exec()
