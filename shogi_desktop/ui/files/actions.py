"""The File menu of the main window: open, save, export, recent files, clipboard, drag and drop.

Every way a game comes in (Open, Open Recent, a file dropped on the window, Paste) ends in
:meth:`FileActions.show_record`, and every way it goes out uses :mod:`shogi_desktop.app.kifu_io`:

* the format of what is read is judged from its content (the name only breaks ties), the encoding too;
* files are read in a worker thread (:func:`_read_in_worker`) while a busy bar runs in the status bar, so
  a big collection never freezes the window;
* a broken file is reported with its format, line and column; when part of it could be read, the
  user may open that part (it opens untitled, so the broken file is never overwritten by accident);
* Save writes the format the file was opened in when that format holds the whole game, else it asks
  for Save As; Save As warns before a format drops something (variations in CSA, times in KI2, ...);
* replacing a game that has changes since it was opened or saved asks to save it first;
* only opening a file binds the game on show to it: a new game (or a resumed one) is untitled, so
  Save asks for a name and never writes over the file shown before;
* every file dialog filter is ``words (*.ext ...)``: the words are translated, the parentheses and
  patterns never are (a translation cannot break Qt's parsing of the filter, see :func:`file_filter`).

The window keeps its own menus; this object adds the File menu, Copy/Paste in the Edit menu and the
window's title (file name, ``*`` while modified).
"""

from __future__ import annotations

import contextlib
import logging
import os
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QCursor, QDropEvent, QGuiApplication
from PySide6.QtWidgets import QApplication, QMenu, QProgressBar, QWidget

from ...app.settings import RECENT_FILES_LIMIT
from ...core.record import GameRecord
from ..action_looks import Shortcut, StandardKey
from ..message_boxes import box_icon, button_role, message_box, widen
from ..text.kifu_messages import kifu_text, log_kifu
from ..text.plain import plain_tooltip
from .format_texts import STANDARD_ONLY, file_filter, format_filter, format_name, loss_text, unwritable_text

# app/kifu_io and the notation (readers and writers) are imported when a file is first opened, saved or
# copied, not at start-up (the first paint needs neither).
if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from ...app.kifu_io import KifuFile
    from ...notation import KifuError, KifuNotice
    from ..message_boxes import Icon, Role
    from ..window_api import WindowHost

log = logging.getLogger(__name__)

GAME_FORMATS = ("kif", "kifu", "ki2", "csa", "jkf", "json")  # formats that hold a game (not one position)
EXPORT_FORMATS = ("kif", "kifu", "ki2", "csa", "jkf", "usi", "sfen", "json")
CLIPBOARD_FORMAT = "kif"  # what Copy Game puts on the clipboard (as text): every shogi program pastes KIF


def default_save_format(record: GameRecord, current: str | None) -> str:
    """What Save As offers first: the file's own format when it holds the whole game; else KIF (Shift_JIS,
    what every shogi program reads) for standard and handicap games KIF holds completely; else the native
    record, which holds everything (variants, cards, magic)."""
    from ...app.kifu_io import losses
    if current in GAME_FORMATS and not losses(record, current):
        return current
    if record.variant == "standard" and not losses(record, "kif"):  # (an add-on makes "standard+cards2")
        return "kif"
    return "json"


def signature(record: GameRecord) -> tuple[Any, ...]:
    """What saving would write (not the node on show): equal signatures mean nothing to save."""
    nodes = tuple((n.ply, n.usi, n.ending, n.comment, frozenset(n.shapes), n.bookmark, n.time_spent, len(n.events), len(n.children))
                  for n in record.walk())
    return record.variant, record.start_sfen, record.handicap, tuple(sorted(record.header.items())), nodes


def has_content(record: GameRecord) -> bool:
    """Whether losing the record would lose anything a person made (moves or comments)."""
    return bool(record.root.children or record.root.comment or record.root.shapes)


class _Relay(QObject):
    """Carries a worker thread's result to the GUI thread (queued: it lives in the GUI thread)."""

    done = Signal(object, object, object)  # token, KifuFile | None, exception | None


def _read_in_worker(relay: _Relay, token: int, path: str) -> None:
    """Runs in a pool thread: reads one file and hands the result to the GUI thread."""
    from ...app.kifu_io import read_file
    from ...notation import KifuError

    result: KifuFile | None = None
    error: BaseException | None = None
    try:
        result = read_file(path)
    except (OSError, KifuError) as exc:
        error = exc
    except Exception as exc:  # noqa: BLE001 - a reader bug must reach the user as a message
        log.exception("reading %s", path)
        error = exc
    with contextlib.suppress(RuntimeError):  # the window closed while the file was read
        relay.done.emit(token, result, error)


class FileActions(QObject):
    """File menu, clipboard and drops for one window (a :class:`~..window_api.WindowHost`).  The window
    places :attr:`menu_file`, :meth:`edit_actions` (its Edit menu) and :meth:`toolbar_actions`."""

    opened = Signal(str)  # a record is on show: its path, or "" (clipboard, partial file)
    saved = Signal(str)  # the game was written to this path (Save, Save As)
    load_finished = Signal(bool)  # a file read ended: True if a record is now on show
    busy_changed = Signal(bool)

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.window())
        self.host = host
        self.controller = host.controller
        self.settings = host.settings
        self.path: str | None = None  # the file the game on show belongs to
        self.format: str | None = None
        self.encoding: str | None = None
        self._clean_record: GameRecord | None = None
        self._clean_sig: tuple[Any, ...] | None = None
        self._busy = False
        self._token = 0
        self._pending_sig: tuple[Any, ...] | None = None
        self._relay = _Relay(self)
        self._relay.done.connect(self._read_done)
        self._paths: dict[int, str] = {}  # token of a read in progress -> its file
        self.diagram_dialog: QWidget | None = None
        self._export_named = False

        self._make_actions()
        self._make_menus()
        window = host.window()
        self.progress = QProgressBar(window)
        self.progress.setRange(0, 0)  # busy: no known end
        self.progress.setMaximumWidth(140)
        self.progress.setTextVisible(False)
        host.add_status_widget(self.progress)
        self.progress.hide()

        window.setAcceptDrops(True)
        window.installEventFilter(self)
        host.board_viewport().installEventFilter(self)
        self.controller.record_changed.connect(self.update_title)
        self.controller.comment_changed.connect(lambda _node: self.update_title())
        self.controller.shapes_changed.connect(lambda _node: self.update_title())
        self.controller.game_started.connect(self.set_untitled)
        self.mark_clean()
        self.retranslate()

    # ----------------------------------------------------------------- building
    def _action(self, slot: Callable[[], Any], shortcut: Shortcut | None = None, icon: str | None = None) -> QAction:
        action = QAction(self.host.window())
        action.triggered.connect(lambda _checked=False: slot())
        self.host.add_window_action(action, shortcut, icon)  # shortcut and icon: after the first paint
        return action

    def _make_actions(self) -> None:
        key = StandardKey
        self.act_open = self._action(self.open_file, key("Open"), "SP_DialogOpenButton")
        self.act_save = self._action(self.save, key("Save"), "SP_DialogSaveButton")
        self.act_save_as = self._action(self.save_as, key("SaveAs"))
        self.act_export_diagram = self._action(self.export_diagram)
        self.act_clear_recent = self._action(self.clear_recent)
        self.act_copy_game = self._action(self.copy_game, key("Copy"))
        self.act_copy_position = self._action(self.copy_position, "Ctrl+Shift+C")
        self.act_paste = self._action(self.paste, key("Paste"))
        self.export_actions: dict[str, QAction] = {}
        for fmt in EXPORT_FORMATS:
            self.export_actions[fmt] = self._action(partial(self.export, fmt))

    def _make_menus(self) -> None:
        w = self.host.window()
        self.menu_file = QMenu(w)
        self.menu_recent = QMenu(w)
        self.menu_recent.aboutToShow.connect(self.rebuild_recent_menu)
        self.menu_export = QMenu(w)
        self.menu_export.aboutToShow.connect(self.name_export_actions)
        for fmt in EXPORT_FORMATS:
            self.menu_export.addAction(self.export_actions[fmt])
        self.menu_file.addAction(self.act_open)
        self.menu_file.addMenu(self.menu_recent)
        self.menu_file.addSeparator()
        self.menu_file.addAction(self.act_save)
        self.menu_file.addAction(self.act_save_as)
        self.menu_file.addSeparator()
        self.menu_file.addMenu(self.menu_export)
        self.menu_file.addAction(self.act_export_diagram)
        self.rebuild_recent_menu()

    def edit_actions(self) -> list[QAction]:
        """Copy Game, Copy Position, Paste: for the window's Edit menu."""
        return [self.act_copy_game, self.act_copy_position, self.act_paste]

    def toolbar_actions(self) -> list[QAction]:
        """Open and Save: for the window's tool bar."""
        return [self.act_open, self.act_save]

    def retranslate(self) -> None:
        self.menu_file.setTitle(self.tr("&File"))
        self.menu_recent.setTitle(self.tr("Open &Recent"))
        self.menu_export.setTitle(self.tr("&Export"))
        self.act_open.setText(self.tr("&Open..."))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &As..."))
        self.act_export_diagram.setText(self.tr("Export &Diagram (PNG, SVG)..."))
        self.act_clear_recent.setText(self.tr("&Clear Recent Files"))
        self.act_copy_game.setText(self.tr("&Copy Game"))
        self.act_copy_position.setText(self.tr("Copy &Position (SFEN)"))
        self.act_paste.setText(self.tr("&Paste Game or Position"))
        self._export_named = False  # named when the Export menu opens (the names need the notation)
        self.rebuild_recent_menu()
        self.update_title()

    def name_export_actions(self) -> None:
        """Name the Export menu's entries by format and file name ending (once per language)."""
        if self._export_named:
            return
        self._export_named = True
        for fmt, action in self.export_actions.items():
            action.setText(format_filter(fmt).replace("&", "&&") + "...")

    # ----------------------------------------------------------------- state
    @property
    def busy(self) -> bool:
        return self._busy

    def _set_busy(self, busy: bool, message: str = "") -> None:
        self._busy = busy
        self.progress.setVisible(busy)
        for a in (self.act_open, self.act_paste, self.act_save, self.act_save_as, self.menu_recent.menuAction()):
            a.setEnabled(not busy)
        if busy:
            self.host.show_message(message)
            QGuiApplication.setOverrideCursor(QCursor(Qt.CursorShape.BusyCursor))
        else:
            QGuiApplication.restoreOverrideCursor()
            self.host.show_message("")
        self.busy_changed.emit(busy)

    def set_untitled(self) -> None:
        """A new game is on show: it belongs to no file until it is saved (Save asks for a name)."""
        self.path, self.format, self.encoding = None, None, None
        self.mark_clean()

    def mark_clean(self) -> None:
        """The game on show is what its file holds (just opened or saved)."""
        self._clean_record = self.controller.record
        self._clean_sig = signature(self.controller.record)
        self.update_title()

    def is_modified(self) -> bool:
        record = self.controller.record
        return record is not self._clean_record or signature(record) != self._clean_sig

    def needs_saving(self) -> bool:
        """True when replacing the game on show would lose work."""
        return has_content(self.controller.record) and self.is_modified()

    def update_title(self) -> None:
        w = self.host.window()
        base = w.tr("Shogi Desktop")
        if self.path:
            w.setWindowTitle(f"{os.path.basename(self.path)}[*] — {base}")
            w.setWindowModified(self.is_modified())
        else:
            w.setWindowTitle(base)
            w.setWindowModified(False)

    def _directory(self) -> str:
        for candidate in [self.path, *self.settings.recent_files]:
            if candidate:
                folder = os.path.dirname(candidate)
                if os.path.isdir(folder):
                    return folder
        return str(Path.home())

    # ----------------------------------------------------------------- messages
    def _box(self, icon: Icon, title: str, text: str, info: str, ok: bool) -> QMessageBox:
        """A message box over the window, with an OK button or none (the caller adds its own)."""
        boxes = message_box()
        box = boxes(box_icon(icon), title, text, boxes.StandardButton.Ok if ok else boxes.StandardButton.NoButton,
                    self.host.window())
        box.setTextFormat(Qt.TextFormat.PlainText)  # file names and a reader's words, never markup
        if info:
            box.setInformativeText(info)
        widen(box)
        return box

    def _ask(self, icon: Icon, title: str, text: str, info: str, buttons: list[tuple[str, Role, str]],
             default: str) -> str:
        """A modal question; returns the key of the button pressed ("" if closed otherwise)."""
        box = self._box(icon, title, text, info, ok=False)
        added = []
        for label, role, key in buttons:
            button = box.addButton(label, button_role(role))
            added.append((button, key))
            if key == default:
                box.setDefaultButton(button)
        box.exec()
        clicked = box.clickedButton()
        answer = next((key for button, key in added if clicked is not None and button == clicked), "")
        box.deleteLater()
        return answer

    def _notify(self, name: str, notices: Any) -> None:
        """Say once what the reader forgave in a file it opened (a puzzle diagram, an illegal last move)."""
        if not notices:
            return
        for notice in notices:
            log_kifu(notice, name)
        self._inform("information", self.tr("Opened with a Note"),
                     self.tr("%1 was opened.").replace("%1", name), "\n".join(kifu_text(n) for n in notices))

    def _inform(self, icon: Icon, title: str, text: str, info: str = "") -> QMessageBox:
        """A message that needs no answer: it does not block the window."""
        box = self._box(icon, title, text, info, ok=True)
        box.setObjectName("FileMessage")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    def maybe_save(self, action: str = "open") -> bool:
        """Before the game on show is replaced (``action``: "open" another game, start a "new" one, "paste"
        one): save it, discard it, or stay (False).  The question names what is about to happen."""
        if not self.needs_saving():
            return True
        name = os.path.basename(self.path) if self.path else self.tr("The current game")
        questions = {
            "new": self.tr("Save them before starting a new game?"),
            "paste": self.tr("Save them before the pasted game replaces it?"),
        }
        answer = self._ask(
            "question", self.tr("Unsaved Game"),
            self.tr("%1 has changes that are not saved.").replace("%1", name),
            questions.get(action, self.tr("Save them before opening another game?")),
            [(self.tr("&Save"), "accept", "save"),
             (self.tr("&Discard"), "destructive", "discard"),
             (self.tr("Cancel"), "reject", "cancel")], "save")
        if answer == "save":
            return self.save()
        return answer == "discard"

    # ----------------------------------------------------------------- opening
    def open_filters(self) -> list[str]:
        """The Open dialog's filters, the one of every readable file first."""
        from ...notation import FORMATS

        exts = sorted({"*" + e for info in FORMATS.values() for e in info.extensions})
        parts = [file_filter(self.tr("Kifu files"), exts)]
        for fmt in ("kif", "kifu", "ki2", "csa", "jkf", "json", "usi", "sfen"):
            parts.append(format_filter(fmt))
        parts.append(file_filter(self.tr("All files"), ["*"]))
        return parts

    def open_filter(self) -> str:
        return ";;".join(self.open_filters())

    def open_file(self) -> None:
        """File > Open: any supported format; the format and encoding are found from the content."""
        if self._busy or not self.maybe_save():
            return
        from PySide6.QtWidgets import QFileDialog  # (its class and enums: built when first used)

        path, _ = QFileDialog.getOpenFileName(self.host.window(), self.tr("Open Game"), self._directory(),
                                              self.open_filter())
        if path:
            self.open_path(path, ask=False)

    def open_path(self, path: str | os.PathLike[str], ask: bool = True) -> bool:
        """Start reading ``path`` in a worker thread; False if nothing was started."""
        from PySide6.QtCore import QThreadPool

        if self._busy:
            self.host.show_message(self.tr("Still opening the previous file..."), 3000)
            return False
        if ask and not self.maybe_save():
            return False
        path = os.path.abspath(os.fspath(path))
        self._token += 1
        self._paths[self._token] = path
        self._pending_sig = signature(self.controller.record)
        self._set_busy(True, self.tr("Opening %1...").replace("%1", os.path.basename(path)))
        QThreadPool.globalInstance().start(partial(_read_in_worker, self._relay, self._token, path))
        return True

    def _read_done(self, token: int, result: KifuFile | None, error: BaseException | None) -> None:
        from ...notation import KifuError

        path = self._paths.pop(token, "")
        self._set_busy(False)
        shown = False
        if result is not None:
            # The user may have played on while the file was read: ask again if so.
            if signature(self.controller.record) == self._pending_sig or self.maybe_save():
                self.show_record(result.record, result.path, result.format, result.encoding)
                self._notify(os.path.basename(path), result.notices)
                shown = True
        elif isinstance(error, KifuError):
            changed = signature(self.controller.record) != self._pending_sig
            shown = self._broken(os.path.basename(path), error, ask=changed)
        elif isinstance(error, OSError):
            self._inform("warning", self.tr("Cannot Open File"),
                         self.tr("%1 could not be read.").replace("%1", path),
                         error.strerror or str(error))
            if path in self.settings.recent_files and not os.path.exists(path):
                self._forget_recent(path)
        else:
            self._inform("critical", self.tr("Cannot Open File"),
                         self.tr("%1 could not be read.").replace("%1", path), f"{type(error).__name__}: {error}")
        self.load_finished.emit(shown)

    def _broken(self, name: str, error: KifuError, ask: bool = True) -> bool:
        """Report a file that could not be read; offer what was read before the error.  True if opened."""
        from ...app.kifu_io import count_moves
        from ...notation import FORMATS

        reader = error.format.lower()
        fmt = "KIF" if reader in ("kif", "kifu") else format_name(reader) if reader in FORMATS else error.format.upper()
        log_kifu(error, name)
        where = kifu_text(error)  # (translated; the code and the English words go to the log)
        text = self.tr("%1 is not a readable %2 file.").replace("%1", name).replace("%2", fmt)
        part = error.partial if isinstance(error.partial, GameRecord) else None
        n = count_moves(part)
        if part is None or n == 0:
            self._inform("warning", self.tr("Cannot Open File"), text, where)
            return False
        info = where + "\n\n" + self.tr("The first %n move(s) could be read. Open them?", "", n)
        answer = self._ask("warning", self.tr("Cannot Open File"), text, info,
                           [(self.tr("Open &Partial"), "accept", "partial"),
                            (self.tr("Cancel"), "reject", "cancel")], "partial")
        if answer != "partial" or (ask and not self.maybe_save()):
            return False
        part.go_to(part.current_line()[-1])  # where the reading stopped
        self.show_record(part, None, None, None, clean=False)
        self.host.show_message(self.tr("Opened the readable part of %1 (not saved)").replace(
            "%1", name), 8000)
        return True

    def show_record(self, record: GameRecord, path: str | None, fmt: str | None, encoding: str | None,
                    clean: bool = True) -> None:
        """Put a record on show (the one place every Open, Paste and Drop ends)."""
        self.controller.load_record(record)
        self.path, self.format, self.encoding = path, fmt, encoding
        if clean and path:
            self.mark_clean()
            self.add_recent(path)
        else:
            self._clean_record = None  # not saved anywhere yet
            self._clean_sig = None
            self.update_title()
        if path:
            self.host.show_message(
                self.tr("Opened %1 (%2)").replace("%1", os.path.basename(path)).replace(
                    "%2", format_name(fmt or "")), 5000)
        self.opened.emit(path or "")

    # ----------------------------------------------------------------- recent files
    def add_recent(self, path: str) -> None:
        self.settings.add_recent_file(os.path.abspath(path))
        self.settings.save()
        self.rebuild_recent_menu()

    def _forget_recent(self, path: str) -> None:
        self.settings.recent_files = [f for f in self.settings.recent_files if f != path]
        self.settings.save()
        self.rebuild_recent_menu()

    def rebuild_recent_menu(self) -> None:
        menu = self.menu_recent
        menu.clear()
        files = self.settings.recent_files[:RECENT_FILES_LIMIT]
        for i, path in enumerate(files, 1):
            label = os.path.basename(path).replace("&", "&&")
            action = menu.addAction(f"&{i % 10} {label}" if i <= 10 else label)
            action.setData(path)
            action.setToolTip(plain_tooltip(path))
            action.setStatusTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_recent(p))
        if files:
            menu.addSeparator()
        menu.addAction(self.act_clear_recent)
        self.act_clear_recent.setEnabled(bool(files))
        menu.menuAction().setEnabled(not self._busy)

    def recent_actions(self) -> list[QAction]:
        return [a for a in self.menu_recent.actions() if isinstance(a.data(), str) and a.data()]

    def open_recent(self, path: str) -> bool:
        if not os.path.isfile(path):
            self._forget_recent(path)
            self._inform("information", self.tr("File Not Found"),
                         self.tr("%1 no longer exists.").replace("%1", path),
                         self.tr("It was removed from the recent files."))
            return False
        return self.open_path(path)

    def clear_recent(self) -> None:
        self.settings.recent_files = []
        self.settings.save()
        self.rebuild_recent_menu()

    # ----------------------------------------------------------------- saving
    def save_filters(self) -> dict[str, str]:
        """File dialog filter text -> format id, in the dialog's order."""
        return {format_filter(fmt): fmt for fmt in ("kif", "kifu", "ki2", "csa", "jkf", "json", "usi", "sfen")}

    def save(self) -> bool:
        """Save to the file on show, in its format, if that format holds the whole game; else Save As."""
        from ...app.kifu_io import losses
        if self._busy:
            return False
        if not self.path or not self.format:
            return self.save_as()
        lost = losses(self.controller.record, self.format)
        if lost:
            answer = self._ask(
                "warning", self.tr("Save"),
                self.tr("%1 is a %2 file, which cannot hold everything in this game.").replace(
                    "%1", os.path.basename(self.path)).replace("%2", format_name(self.format)),
                self.tr("It would lose: %1.").replace("%1", ", ".join(loss_text(x) for x in lost))
                + "\n\n" + self.tr("Save the game in another file?"),
                [(self.tr("Save &As..."), "accept", "save_as"),
                 (self.tr("Cancel"), "reject", "cancel")], "save_as")
            return self.save_as() if answer == "save_as" else False
        return self._write(self.path, self.format, self.encoding, lossless=True)

    def save_as(self) -> bool:
        from ...app.kifu_io import LOSS_UNWRITABLE, losses, output_encoding
        from ...notation import FORMATS, format_for_name

        record = self.controller.record
        filters = self.save_filters()
        fmt = default_save_format(record, self.format)
        selected = next(f for f, v in filters.items() if v == fmt)
        stem = Path(self.path).stem if self.path else self._suggested_stem()
        start = os.path.join(self._directory(), stem + FORMATS[fmt].extensions[0])
        from PySide6.QtWidgets import QFileDialog

        path, chosen = QFileDialog.getSaveFileName(self.host.window(), self.tr("Save Game As"), start,
                                                   ";;".join(filters), selected)
        if not path:
            return False
        fmt = format_for_name(path) or filters.get(chosen, fmt)
        if format_for_name(path) is None:
            path += FORMATS[fmt].extensions[0]
        lost = losses(record, fmt)
        if any(x.code == LOSS_UNWRITABLE for x in lost):
            self._cannot_write(path, fmt, unwritable_text(fmt, "; ".join(x.detail for x in lost)))
            return False
        if lost:
            answer = self._ask(
                "warning", self.tr("Save Game As"),
                self.tr("%1 cannot hold everything in this game.").replace("%1", format_name(fmt)),
                self.tr("The file will not have: %1.").replace("%1", ", ".join(loss_text(x) for x in lost)),
                [(self.tr("&Save"), "accept", "save"),
                 (self.tr("Cancel"), "reject", "cancel")], "cancel")
            if answer != "save":
                return False
        return self._write(path, fmt, output_encoding(fmt, path), lossless=not lost)

    def _suggested_stem(self) -> str:
        header = self.controller.record.header
        black, white = header.get("black", ""), header.get("white", "")
        if black or white:
            stem = f"{black or '?'} vs {white or '?'}"
            return "".join(c for c in stem if c not in '\\/:*?"<>|').strip() or "game"
        return "game"

    def _write(self, path: str, fmt: str, encoding: str | None, lossless: bool) -> bool:
        from ...app.kifu_io import file_data, save_bytes
        from ...notation import KifuError

        record = self.controller.record
        try:
            save_bytes(path, file_data(record, fmt, encoding))
        except KifuError as exc:
            log_kifu(exc, path)
            self._cannot_write(path, fmt, kifu_text(exc))
            return False
        except ValueError as exc:
            log.info("cannot write %s as %s: %s", path, fmt, exc)
            self._cannot_write(path, fmt, unwritable_text(fmt, str(exc)))
            return False
        except OSError as exc:
            self._cannot_write(path, fmt, exc.strerror or str(exc))
            return False
        self.path, self.format, self.encoding = os.path.abspath(path), fmt, encoding
        if lossless:
            self.mark_clean()
        else:
            self._clean_record = None  # what is on show is more than the file holds
            self.update_title()
        self.add_recent(self.path)
        self.host.show_message(self.tr("Saved %1").replace("%1", os.path.basename(path)), 5000)
        self.saved.emit(self.path)
        return True

    def _cannot_write(self, path: str, fmt: str, detail: str) -> None:
        self._inform("warning", self.tr("Cannot Save"),
                     self.tr("The game could not be written to %1 as %2.").replace("%1", path).replace(
                         "%2", format_name(fmt)), detail)

    # ----------------------------------------------------------------- export
    def export(self, fmt: str) -> bool:
        """File > Export > FORMAT: write a copy; the game stays tied to its own file."""
        from ...app.kifu_io import LOSS_UNWRITABLE, losses, output_encoding, save_bytes
        from ...notation import FORMATS, KifuError, write_record

        record = self.controller.record
        if fmt in STANDARD_ONLY and any(x.code == LOSS_UNWRITABLE for x in losses(record, fmt)):
            # say so before the user picks a file: CSA or JKF cannot hold this game at all
            self._inform("warning", self.tr("Export as %1").replace("%1", format_name(fmt)),
                         self.tr("This game cannot be exported as %1.").replace("%1", format_name(fmt)),
                         unwritable_text(fmt, ""))
            return False
        ext = FORMATS[fmt].extensions[0]
        stem = Path(self.path).stem if self.path else self._suggested_stem()
        filt = format_filter(fmt)
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self.host.window(), self.tr("Export as %1").replace("%1", format_name(fmt)),
                                              os.path.join(self._directory(), stem + ext), filt)
        if not path:
            return False
        if not path.lower().endswith(FORMATS[fmt].extensions):
            path += ext
        options: dict[str, Any] = {}
        if fmt == "sfen":
            options["node"] = record.current  # the position on the board
        elif fmt == "usi":
            options["node"] = record.current_line()[-1]  # the line on show
        try:
            save_bytes(path, write_record(record, fmt, output_encoding(fmt, path), **options))
        except KifuError as exc:
            log_kifu(exc, path)
            self._cannot_write(path, fmt, kifu_text(exc))
            return False
        except ValueError as exc:
            log.info("cannot write %s as %s: %s", path, fmt, exc)
            self._cannot_write(path, fmt, unwritable_text(fmt, str(exc)))
            return False
        except OSError as exc:
            self._cannot_write(path, fmt, exc.strerror or str(exc))
            return False
        message = self.tr("Exported %1").replace("%1", os.path.basename(path))
        if fmt in GAME_FORMATS:
            lost = losses(record, fmt)
            if lost:
                message += " — " + self.tr("left out: %1").replace("%1", ", ".join(loss_text(x) for x in lost))
        self.host.show_message(message, 10000)
        return True

    def export_diagram(self) -> None:
        from ..text.names import side_mark, side_name
        from .diagram_export import DiagramExportDialog, DiagramOptions

        c = self.controller
        handicap = bool(c.record.handicap)
        labels = [side_mark(color) + " " + (c.names[color] or side_name(color, handicap)) for color in (0, 1)]
        last = c.last_move()
        caption = ""
        node = c.current
        if node.ending is not None and node.parent is not None:
            node = node.parent
        if last is not None and node.parent is not None:
            try:
                from ...notation.japanese import format_ki2_move

                move_text = format_ki2_move(c.record.position_at(node.parent), last)
            except Exception:  # noqa: BLE001 - a variant piece without Japanese notation: use USI
                move_text = node.usi
            caption = self.tr("Position after %1").replace("%1", move_text)
        scene = self.host.scene
        options = DiagramOptions(flipped=scene.flipped, coordinates=scene.coordinate_style(), caption=caption,
                                 black_label=labels[0], white_label=labels[1], shapes=c.current.shapes)
        dialog = DiagramExportDialog(c.position(), last, options, self.host.window(), self._directory())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.diagram_dialog = dialog
        dialog.destroyed.connect(lambda _o=None: setattr(self, "diagram_dialog", None))
        dialog.open()

    # ----------------------------------------------------------------- clipboard
    def copy_game(self) -> str:
        """The whole game as KIF text on the clipboard (a variant game: the native record)."""
        from ...notation import KifuError, format_record

        record = self.controller.record
        try:
            text, fmt = format_record(record, CLIPBOARD_FORMAT), CLIPBOARD_FORMAT
        except (KifuError, ValueError):
            text, fmt = format_record(record, "json"), "json"
        QApplication.clipboard().setText(text)
        self.host.show_message(self.tr("Game copied as %1").replace("%1", format_name(fmt)), 4000)
        return text

    def copy_position(self) -> str:
        """The position on the board as SFEN."""
        text = self.controller.position().sfen()
        QApplication.clipboard().setText(text)
        self.host.show_message(self.tr("Position copied (SFEN)"), 4000)
        return text

    def paste(self) -> bool:
        """A game or a position from the clipboard, in any format this program reads."""
        return self.open_text(QApplication.clipboard().text(), self.tr("The clipboard"))

    def open_text(self, text: str, name: str) -> bool:
        """Show the game or position in ``text`` (format judged from the content)."""
        from ...app.kifu_io import read_data
        from ...notation import KifuError, detect_format

        if self._busy:
            return False
        if not text.strip():
            self.host.show_message(self.tr("The clipboard holds no text."), 4000)
            return False
        if detect_format(text) is None:
            self._inform("information", self.tr("Paste"),
                         self.tr("%1 holds no game or position this program reads.").replace("%1", name),
                         self.tr("Paste KIF, KI2, CSA, JKF, a USI position, an SFEN or a Shogi Desktop record."))
            return False
        notices: list[KifuNotice] = []
        try:
            record, fmt = read_data(text, None, notices)
        except KifuError as exc:
            return self._broken(name, exc)
        if not self.maybe_save("paste"):
            return False
        self.show_record(record, None, None, None, clean=False)
        self._notify(name, notices)
        self.host.show_message(self.tr("Pasted a %1").replace("%1", format_name(fmt)), 5000)
        return True

    # ----------------------------------------------------------------- drag and drop
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(event, QDropEvent):
            mime = event.mimeData()
            if any(u.isLocalFile() for u in mime.urls()) or mime.hasText():
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop and isinstance(event, QDropEvent):
            return self.drop(event)
        return super().eventFilter(watched, event)

    def drop(self, event: QDropEvent) -> bool:
        """Open the first local file dropped (or dropped kifu text)."""
        mime = event.mimeData()
        files = [u.toLocalFile() for u in mime.urls() if u.isLocalFile()]
        if files:
            event.acceptProposedAction()
            if len(files) > 1:
                self.host.show_message(self.tr("Only the first file dropped is opened."), 5000)
            self.open_path(files[0])
            return True
        if mime.hasText():
            event.acceptProposedAction()
            self.open_text(mime.text(), self.tr("The dropped text"))
            return True
        return False
