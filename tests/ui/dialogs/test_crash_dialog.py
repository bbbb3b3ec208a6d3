"""Unexpected errors: logged, the game autosaved first, a readable dialog with the details to copy and the
log's place; errors from other threads reach the GUI thread; a failed start-up is never silent."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from shogi_desktop.app.autosave import Autosave
from shogi_desktop.app.logging_setup import log_path, setup_logging
from shogi_desktop.app.settings import Settings
from shogi_desktop.ui.dialogs.crash import CrashReporter
from shogi_desktop.ui.dialogs.crash_dialog import CrashDialog
from shogi_desktop.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]


def window(qtbot: QtBot) -> MainWindow:
    s = Settings.load()
    s.animation_ms = 0
    s.mute = True
    w = MainWindow(s)
    qtbot.addWidget(w)
    w.show()
    return w


def fail_in_slot() -> None:
    raise ValueError("the board fell off the table")


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_saves_the_game_and_explains(qtbot: QtBot) -> None:
    log = setup_logging()
    assert log is not None and log == log_path()
    w = window(qtbot)
    for usi in ("7g7f", "3c3d", "2g2f"):
        assert w.controller.try_move(w.controller.position().parse_usi(usi))
    store = w.controller.autosave
    assert store is not None
    store.clear()  # prove the report itself saves the game
    reporter = CrashReporter(w.controller.autosave_now, lambda: w, log_path)
    reporter.install()
    try:
        QTimer.singleShot(0, fail_in_slot)  # raised inside Qt's event loop: sys.excepthook sees it
        qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
    finally:
        reporter.uninstall()
    dialog = reporter.dialog
    assert isinstance(dialog, CrashDialog) and dialog.parent() is w
    assert dialog.message.text() == "ValueError: the board fell off the table"
    assert "saved" in dialog.saved_label.text()
    assert str(log) in dialog.log_label.text()
    details = dialog.details.toPlainText()
    assert "Traceback" in details and "fail_in_slot" in details and "Python" in details
    saved = Autosave(store.path).load()  # written by the report, before the dialog
    assert saved.record.moves_usi() == ["7g7f", "3c3d", "2g2f"]
    # the log has it too
    text = log.read_text(encoding="utf-8")
    assert "unexpected error" in text and "the board fell off the table" in text and "fail_in_slot" in text
    # Copy details
    QTest.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith("ValueError: the board fell off the table") and "fail_in_slot" in copied
    assert f"Log: {log}" in copied
    assert dialog.copy_button.text() == "Copied"
    QTest.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and not reporter.unseen
    assert w.isVisible()  # the application goes on


@pytest.mark.qt_no_exception_capture
def test_errors_from_other_threads_reach_the_gui_thread(qtbot: QtBot) -> None:
    w = window(qtbot)
    reporter = CrashReporter(w.controller.autosave_now, lambda: w, lambda: None)
    reporter.install()
    try:
        worker = threading.Thread(target=lambda: 1 / 0, name="Engine")
        worker.start()
        worker.join()
        qtbot.waitUntil(lambda: reporter.dialog is not None)
        dialog = reporter.dialog
        assert dialog is not None
        assert dialog.message.text() == "ZeroDivisionError: division by zero"
        assert "Thread: Engine" in dialog.details.toPlainText()
        assert dialog.saved_label.text() == "There was no game in progress to save, or it could not be saved."
        assert dialog.log_label.text() == "No log file could be written."
        # a second error while the dialog is open is added to it, not shown in another dialog
        QTimer.singleShot(0, fail_in_slot)
        qtbot.waitUntil(lambda: dialog.count == 2)
        assert reporter.dialog is dialog and dialog.headline.text() == "Something went wrong (2 errors)."
        assert "ZeroDivisionError" in dialog.details.toPlainText() and "board fell" in dialog.details.toPlainText()
    finally:
        reporter.uninstall()
    assert sys.excepthook is not reporter.excepthook and threading.excepthook is not reporter.thread_excepthook


def test_a_report_when_saving_fails_says_so(qtbot: QtBot) -> None:
    def broken_save() -> bool:
        raise OSError("disk full")

    reporter = CrashReporter(broken_save)
    try:
        raise RuntimeError("first")
    except RuntimeError as exc:
        reporter.report(type(exc), exc, exc.__traceback__)
    dialog = reporter.dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    assert "could not be saved" in dialog.saved_label.text()


def test_quit_button_ends_the_application_with_an_error_status(qtbot: QtBot,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = CrashDialog("X: y", "details", None, None)
    qtbot.addWidget(dialog)
    dialog.show()
    codes: list[int] = []
    # a real exit() would leave Qt's quit flag set for every later test's event loops
    monkeypatch.setattr(QApplication, "exit", lambda *args: codes.append(args[-1]))
    QTest.mouseClick(dialog.quit_button, Qt.MouseButton.LeftButton)
    assert codes == [1] and not dialog.isVisible()


def test_a_failed_start_up_is_shown_not_silent(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from shogi_desktop.ui import main as main_module

    def broken(*_a: object, **_k: object) -> None:
        raise RuntimeError("the window could not be built")

    monkeypatch.setattr("shogi_desktop.ui.main_window.MainWindow.__init__", broken)
    seen: list[str] = []

    def close_report() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, CrashDialog) and widget.isVisible():
                seen.append(widget.message.text())
                widget.close_button.click()
                return
        QTimer.singleShot(20, close_report)

    QTimer.singleShot(20, close_report)
    old = sys.excepthook
    assert main_module.main(["shogi-desktop"]) == 70
    assert seen == ["RuntimeError: the window could not be built"]
    assert sys.excepthook is old


def run_main(*args: str, code: str = "") -> subprocess.CompletedProcess[str]:
    script = (f"import sys; sys.path.insert(0, {str(ROOT)!r})\n" + code +
              "from shogi_desktop.ui.main import main\nraise SystemExit(main(['shogi-desktop', *sys.argv[1:]]))\n")
    return subprocess.run([sys.executable, "-c", script, *args], capture_output=True, text=True, timeout=120,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})


def test_smoke_test_flag() -> None:
    done = run_main("--smoke-test")
    assert done.returncode == 0, done.stderr
    assert "smoke test passed" in done.stdout


def test_the_windows_get_the_application_icon_once_the_first_paint_is_done() -> None:
    """The icon is set right after the first paint (its SVG engine is not loaded before it), for the
    application, so the main window and every dialog have it."""
    done = run_main("--smoke-test", code=(
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "import shogi_desktop.ui.main_window as mw\n"
        "orig = mw.MainWindow.show\n"
        "def show(self):\n"
        "    print('icon at show:', not QApplication.windowIcon().isNull(), flush=True)\n"
        "    orig(self)\n"
        "    self.when_built(lambda: QTimer.singleShot(0, lambda: print(\n"
        "        'icon when built:', not QApplication.windowIcon().isNull(), not self.windowIcon().isNull(),\n"
        "        flush=True)))\n"
        "mw.MainWindow.show = show\n"))
    assert done.returncode == 0, done.stderr
    assert "icon at show: False" in done.stdout and "icon when built: True True" in done.stdout, done.stdout


def test_smoke_test_reports_an_error_with_a_status() -> None:
    done = run_main("--smoke-test", code=(
        "from PySide6.QtCore import QTimer\n"
        "import shogi_desktop.ui.main_window as mw\n"
        "orig = mw.MainWindow.show\n"
        "def show(self):\n"
        "    orig(self)\n"
        "    QTimer.singleShot(100, lambda: (_ for _ in ()).throw(KeyError('lost piece')))\n"
        "mw.MainWindow.show = show\n"))
    assert done.returncode == 70
    assert "KeyError: 'lost piece'" in done.stderr and "Traceback" in done.stderr
