"""``shogi-desktop``: start the application (logs, crash reporting, fonts, translations, settings, the main
window, the offer to resume an autosaved game).

``shogi-desktop --smoke-test`` opens the window, lets the event loop run for about a second and quits
with status 0 (70 if an unexpected error happened): the packaging test runs the bundle that way.

Started where there is no display (a text console, ssh without X forwarding), it says so in one line
and exits with status 2, before Qt would abort with a message about a missing "xcb" plugin library.
"""

from __future__ import annotations

import logging
import os
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from ..app.table_files import TableFiles
from ..core.tables import keep_tables_in
from ..core.variant import keep_variant_files_in
from ..paths import resource
from .board.piece_art import load_fonts
from .dialogs.crash import CrashReporter
from .fonts import apply_ui_font
from .gc_guard import install_gc_guard

if TYPE_CHECKING:
    from .main_window import MainWindow

SMOKE_TEST_MS = 1000
NO_DISPLAY_STATUS = 2
HEADLESS_PLATFORMS = ("offscreen", "minimal", "vnc", "eglfs", "linuxfb", "vkkhrdisplay")


def display_problem(env: dict[str, str] | None = None, platform: str = sys.platform) -> str | None:
    """Why no window can be shown here, in one sentence (None: a display is there, or Qt is told to do
    without one).  Only Linux and the BSDs need a display server; Windows and macOS always have one."""
    env = dict(os.environ if env is None else env)
    if platform.startswith(("win", "darwin", "cygwin")):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "").split(":")[0].strip().lower()
    if chosen in HEADLESS_PLATFORMS:
        return None
    if chosen.startswith("wayland"):
        return None if env.get("WAYLAND_DISPLAY") else "no Wayland display found (WAYLAND_DISPLAY is not set)."
    display = env.get("DISPLAY", "")
    if not display:
        if env.get("WAYLAND_DISPLAY") and not chosen:
            return None  # Qt picks its Wayland plugin
        return "no display found (DISPLAY is not set): start it from a desktop session."
    if not x_server_reachable(display):
        return f"cannot reach the X display {display} (is the X server running?)."
    return None


def x_server_reachable(display: str) -> bool:
    """Whether a local X server listens for ``display`` (``:0``, ``unix:1.0``); remote displays
    (``host:10``, ssh forwarding) are left for Qt to try."""
    host, _, rest = display.rpartition(":")
    if host not in ("", "unix") or host.startswith("/"):
        return True
    number = rest.split(".")[0]
    if not number.isdigit():
        return True
    path = f"/tmp/.X11-unix/X{number}"
    import socket  # (here: only a start on an X display asks)

    for address in (path, "\0" + path):  # the socket file, then the abstract name Linux X servers also use
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
                sock.settimeout(1.0)
                sock.connect(address)
                return True
        except OSError:
            continue
    return False


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    problem = None if QApplication.instance() is not None else display_problem()
    if problem is not None:
        print(f"shogi-desktop: {problem}", file=sys.stderr, flush=True)
        return NO_DISPLAY_STATUS
    smoke_test = "--smoke-test" in argv[1:]
    argv = [a for a in argv if a != "--smoke-test"]
    from ..app.logging_setup import log_path, setup_logging

    setup_logging()
    # Until the window exists there is no game to save and no parent for the dialog.
    reporter = CrashReporter(log_file=log_path, interactive=not smoke_test)
    reporter.install()
    try:
        status = _run(argv, smoke_test, reporter)
    except Exception as exc:  # noqa: BLE001 - start-up failed: say so in a dialog, never silently
        reporter.report(type(exc), exc, exc.__traceback__, "MainThread")
        reporter.show_unseen()
        status = 70
    finally:
        reporter.uninstall()
    if smoke_test and reporter.errors:
        return 70
    return status


def _run(argv: list[str], smoke_test: bool, reporter: CrashReporter) -> int:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv)
    install_gc_guard(app)  # Qt objects are collected on this thread, never in an engine's reader thread
    app.setApplicationName("shogi-desktop")
    app.setApplicationDisplayName("Shogi Desktop")
    app.setOrganizationName("shogi-desktop")
    app.setDesktopFileName("shogi-desktop")
    load_fonts()
    store = TableFiles()  # (app/table_files.py)
    keep_variant_files_in(store)  # the variant files as read at the last start, not parsed again
    keep_tables_in(store)  # the move tables of the last start are read, not built

    from ..app.settings import Settings

    settings = Settings.load()
    language = settings.language
    try:
        from ..app.i18n import install_translations

        language = install_translations(app, settings.language)
    except Exception as exc:  # noqa: BLE001 - a broken translation must not stop the application
        logging.getLogger(__name__).warning("translations not loaded: %s", exc)
    apply_ui_font(language)

    from .main_window import MainWindow

    # The board paints first; the docks and menus it does not show are built right after (ui/first_paint.py).
    window = MainWindow(settings, defer_parts=True)
    reporter.save_game = window.controller.autosave_now
    reporter.parent_widget = lambda: window
    window.show()
    window.when_built(_set_window_icon)  # (the first paint shows no icon: set right after it, for every window)
    paths = [a for a in argv[1:] if not a.startswith("-")]
    if smoke_test:
        QTimer.singleShot(SMOKE_TEST_MS, lambda: app.exit(0 if window.isVisible() and window.is_built() else 3))
    elif paths:
        # `shogi-desktop game.kif` opens the file; an autosaved game stays for the next start.
        window.when_built(lambda: window.files.open_path(paths[0], ask=False))
    else:
        window.when_built(lambda: _offer_resume(window))
    # after the offer to resume (which reads the autosave): every file set aside while starting, told once
    window.when_built(lambda: _tell_set_aside(window))
    status = app.exec()
    reporter.show_unseen()
    if smoke_test and status == 0 and sys.stdout is not None:  # no stdout in a windowed bundle on Windows
        print("shogi-desktop: smoke test passed: the main window was shown", flush=True)
    logging.getLogger(__name__).info("shogi-desktop exits with status %d", status)
    return status


def _set_window_icon() -> None:
    from PySide6.QtGui import QIcon

    icon = resource("icons", "shogi-desktop.svg")
    if icon.is_file():
        QApplication.setWindowIcon(QIcon(str(icon)))


def _offer_resume(window: MainWindow) -> None:
    from .dialogs.resume import offer_resume  # (imported after the first paint, as what it shows)

    offer_resume(window)


def _tell_set_aside(window: MainWindow) -> None:
    from .dialogs.storage_notices import show_set_aside_notices, start_notices

    show_set_aside_notices(window, start_notices(window))


if __name__ == "__main__":
    raise SystemExit(main())
