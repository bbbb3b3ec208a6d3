"""The Engines dialog (register external USI engines) and an engine's Options dialog.

    dialog = EnginesDialog(registry, parent)     # registry: app.engines.EngineRegistry
    dialog.engine_changed.connect(...)           # an engine's options changed or it was removed (its id)
    dialog.open()

*Add…* chooses a program; its ``usi`` handshake runs in a thread (a busy bar shows meanwhile, the window
stays responsive) and a program that is not a USI engine is refused with the reason.  *Remove* asks
first.  *Rename* edits the name in place (a double click does too).  *Options…* opens
:class:`EngineOptionsDialog`, built from the option descriptors the engine gave at its handshake: check
→ check box, spin → spin box with the engine's bounds, combo → combo box, string → line edit, filename
→ line edit with *Browse…*; a button option is listed, disabled (it is not sent from here).  *Reset to
defaults* puts every value back to the engine's default.
"""

from __future__ import annotations

import contextlib
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...app.engines import (
    HANDSHAKE_TIMEOUT,
    EngineEntry,
    EngineRegistry,
    EngineRegistryError,
    entry_from_probe,
)
from ...engine.usi_client import UsiOption
from ..text.game_names import variant_title
from ..text.plain import plain_tooltip

INT_MIN, INT_MAX = -(2 ** 31), 2 ** 31 - 1  # what a QSpinBox holds


class EngineOptionsDialog(QDialog):
    """The options of one engine, as widgets made from its descriptors; ``values()`` gives them."""

    def __init__(self, entry: EngineEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.editors: dict[str, QWidget] = {}  # option name -> its widget
        self.browse_buttons: dict[str, QPushButton] = {}
        self.header = QLabel(self)
        self.header.setWordWrap(True)
        self.header.setTextFormat(Qt.TextFormat.PlainText)
        self.empty = QLabel(self)
        form_widget = QWidget(self)
        self.form = QFormLayout(form_widget)
        for opt in entry.options:
            editor = self._editor(opt)
            self.editors[opt.name] = editor
            label = QLabel(opt.name, form_widget)
            label.setTextFormat(Qt.TextFormat.PlainText)  # the engine's words, never markup
            label.setBuddy(editor)
            self.form.addRow(label, self._row(opt, editor))
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(form_widget)
        self.reset_button = QPushButton(self)
        self.reset_button.clicked.connect(self.reset_to_defaults)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.empty)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.buttons)
        self.empty.setVisible(not entry.options)
        scroll.setVisible(bool(entry.options))
        self.set_values({o.name: entry.value(o.name) for o in entry.options})
        self.retranslate()
        self.resize(520, 560)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Engine Options"))
        head = self.entry.name
        if self.entry.author:
            head += " — " + self.tr("by %1").replace("%1", self.entry.author)
        self.header.setText(head + "\n" + self.entry.command)
        self.empty.setText(self.tr("This engine has no options."))
        self.reset_button.setText(self.tr("Reset to Defaults"))
        for name, button in self.browse_buttons.items():
            button.setText(self.tr("Browse…"))
            button.setToolTip(self.tr("Choose the file for %1").replace("%1", name))
        for opt in self.entry.options:
            if opt.type == "button":
                editor = self.editors[opt.name]
                editor.setToolTip(self.tr("A button option: the engine runs it when told to; "
                                          "it is not sent from this dialog."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ widgets
    def _editor(self, opt: UsiOption) -> QWidget:
        if opt.type == "check":
            return QCheckBox(self)
        if opt.type == "spin":
            spin = QSpinBox(self)
            lo = INT_MIN if opt.min is None else max(INT_MIN, opt.min)
            hi = INT_MAX if opt.max is None else min(INT_MAX, opt.max)
            spin.setRange(lo, max(lo, hi))
            spin.setMinimumWidth(110)
            return spin
        if opt.type == "combo":
            combo = QComboBox(self)
            for choice in opt.choices:
                combo.addItem(choice, choice)
            return combo
        if opt.type == "button":
            button = QPushButton(opt.name, self)
            button.setEnabled(False)
            return button
        return QLineEdit(self)  # string, filename

    def _row(self, opt: UsiOption, editor: QWidget) -> QWidget:
        if opt.type != "filename":
            return editor
        row = QWidget(self)
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(editor, 1)
        browse = QPushButton(row)
        browse.clicked.connect(lambda _c=False, n=opt.name: self._browse(n))
        self.browse_buttons[opt.name] = browse
        lay.addWidget(browse)
        return row

    def _browse(self, name: str) -> None:
        edit = self.editors[name]
        assert isinstance(edit, QLineEdit)
        start = edit.text() or str(Path(self.entry.command).parent)
        if not Path(start).is_absolute():
            start = str(Path(self.entry.command).parent / start)
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose the file for %1").replace("%1", name), start)
        if path:
            edit.setText(path)

    # ------------------------------------------------------------------ values
    def set_values(self, values: dict[str, Any]) -> None:
        for opt in self.entry.options:
            if opt.name not in values:
                continue
            value = values[opt.name]
            editor = self.editors[opt.name]
            if isinstance(editor, QCheckBox):
                editor.setChecked(value is True or (isinstance(value, str) and value.lower() == "true"))
            elif isinstance(editor, QSpinBox):
                with contextlib.suppress(TypeError, ValueError):
                    editor.setValue(int(value))
            elif isinstance(editor, QComboBox):
                index = editor.findData(str(value)) if value is not None else -1
                editor.setCurrentIndex(max(0, index))
            elif isinstance(editor, QLineEdit):
                editor.setText("" if value is None else str(value))

    def values(self) -> dict[str, Any]:
        """Every option's value as the widgets hold it (button options excepted)."""
        out: dict[str, Any] = {}
        for opt in self.entry.options:
            editor = self.editors[opt.name]
            if isinstance(editor, QCheckBox):
                out[opt.name] = editor.isChecked()
            elif isinstance(editor, QSpinBox):
                out[opt.name] = editor.value()
            elif isinstance(editor, QComboBox):
                if editor.count():
                    out[opt.name] = editor.currentData()
            elif isinstance(editor, QLineEdit):
                out[opt.name] = editor.text()
        return out

    def reset_to_defaults(self) -> None:
        self.set_values({o.name: ("" if o.default is None and o.type in ("string", "filename") else o.default)
                         for o in self.entry.options if o.default is not None or o.type in ("string", "filename")})


class EnginesDialog(QDialog):
    """The registered engines: add, remove, rename, options."""

    engine_changed = Signal(str)  # an engine's options changed or it was removed (its id)
    engine_added = Signal(str)

    def __init__(self, registry: EngineRegistry, parent: QWidget | None = None, poll_ms: int = 50) -> None:
        super().__init__(parent)
        self.registry = registry
        self.handshake_timeout = HANDSHAKE_TIMEOUT  # seconds a program has to answer "usi"
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(4)
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.tree.itemChanged.connect(self._on_item_changed)
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.add_button = QPushButton(self)
        self.remove_button = QPushButton(self)
        self.rename_button = QPushButton(self)
        self.options_button = QPushButton(self)
        self.add_button.clicked.connect(self.choose_and_add)
        self.remove_button.clicked.connect(self.ask_remove)
        self.rename_button.clicked.connect(self.rename_selected)
        self.options_button.clicked.connect(self.open_options)
        side = QVBoxLayout()
        for b in (self.add_button, self.remove_button, self.rename_button, self.options_button):
            side.addWidget(b)
        side.addStretch(1)
        self.busy_label = QLabel(self)
        self.busy_bar = QProgressBar(self)
        self.busy_bar.setRange(0, 0)  # busy: no percentage
        self.busy_bar.setMaximumHeight(14)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        body = QHBoxLayout()
        body.addWidget(self.tree, 1)
        body.addLayout(side)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addLayout(body, 1)
        layout.addWidget(self.busy_label)
        layout.addWidget(self.busy_bar)
        layout.addWidget(self.buttons)

        self._job: dict[str, Any] | None = None  # the handshake running in a thread
        self._poll = QTimer(self)
        self._poll.setInterval(poll_ms)
        self._poll.timeout.connect(self._check_job)
        self.last_error = ""  # the last failure shown (for the user in a box; kept for tests)
        self.message_box: QMessageBox | None = None
        self.options_dialog: EngineOptionsDialog | None = None
        self._filling = False
        self._checks_poll = QTimer(self)  # the Variants column follows Fairy-Stockfish checks as they end
        self._checks_poll.setInterval(500)
        self._checks_poll.timeout.connect(self._follow_checks)
        self.retranslate()
        self._follow_checks(start=True)
        self._fill()
        self._set_busy(False)
        self.resize(720, 360)

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Engines"))
        self.tree.setHeaderLabels([self.tr("Name"), self.tr("Author"), self.tr("Program"),
                                   self.tr("Variants checked")])
        self.add_button.setText(self.tr("Add…"))
        self.add_button.setToolTip(self.tr("Register a USI engine program (as used by ShogiHome and ShogiGUI)"))
        self.remove_button.setText(self.tr("Remove"))
        self.rename_button.setText(self.tr("Rename"))
        self.options_button.setText(self.tr("Options…"))
        notes = [self.tr("Registered USI engines can play standard shogi and handicap games, a Fairy-Stockfish "
                         "also the variants of its Variants checked column: choose them for a player in New Game.")]
        for w in self.registry.warnings:
            if w.code in ("corrupt", "unreadable"):
                text = self.tr("The engine list could not be read and was started afresh.")
                if w.backup:
                    text += " " + self.tr("The old file was kept as %1.").replace("%1", w.backup)
                notes.append(text)
        self.note.setText("\n".join(notes))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ the list
    def _fill(self, select: str | None = None) -> None:
        current = select or self.selected_id()
        self._filling = True
        self.tree.clear()
        for e in self.registry:
            item = QTreeWidgetItem([e.name, e.author, e.command])
            item.setData(0, Qt.ItemDataRole.UserRole, e.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            item.setToolTip(0, plain_tooltip(e.usi_name))
            item.setToolTip(2, plain_tooltip(e.command))
            checked, text, tip = self._variants_text(e.id)
            item.setText(3, text)
            item.setToolTip(3, plain_tooltip(tip))
            item.setData(3, Qt.ItemDataRole.UserRole, checked)
            self.tree.addTopLevelItem(item)
            if e.id == current:
                self.tree.setCurrentItem(item)
        first = self.tree.topLevelItem(0)
        if self.tree.currentItem() is None and first is not None:
            self.tree.setCurrentItem(first)
        self.tree.resizeColumnToContents(0)
        self.tree.resizeColumnToContents(1)
        self._filling = False
        self._update_buttons()

    def _follow_checks(self, start: bool = False) -> None:
        """Start the checks of Fairy-Stockfish engines not checked yet (``start``); refill the list once
        they end."""
        running = self.registry.request_checks() if start else any(
            self.registry.variant_check(e.id)[1] for e in self.registry)
        if running:
            self._checks_poll.start()
        elif self._checks_poll.isActive():
            self._checks_poll.stop()
            self._fill()

    def _variants_text(self, engine_id: str) -> tuple[list[str], str, str]:
        """(the variants checked, the cell's text, its tooltip) of the Variants column: a Fairy-Stockfish
        plays the sub-variants its check passed (besides standard shogi, which every engine plays)."""
        ok, pending, error, later = self.registry.variant_check(engine_id)
        if pending:
            return ok, self.tr("being checked…"), self.tr("The variants this engine plays are being checked.")
        if error:
            return ok, self.tr("could not be checked"), error
        if later:
            tip = self.tr("%1 rule sets could not be checked yet: the engine answered too slowly (the computer "
                          "is busy). They are checked again when this list is next opened.").replace("%1", str(later))
            return ok, self.tr("%1, more not checked yet").replace("%1", str(len(ok))), "\n".join(
                [variant_title(v) for v in ok] + [tip])
        if not ok:
            return ok, "—", self.tr("Standard shogi and handicap games")
        return ok, str(len(ok)), "\n".join(variant_title(v) for v in ok)

    def selected_id(self) -> str | None:
        item = self.tree.currentItem()
        return None if item is None else str(item.data(0, Qt.ItemDataRole.UserRole))

    def _update_buttons(self) -> None:
        has = self.selected_id() is not None and self._job is None
        for b in (self.remove_button, self.rename_button, self.options_button):
            b.setEnabled(has)
        self.add_button.setEnabled(self._job is None)

    def _on_item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if self._filling or column != 0:
            return
        eid = str(item.data(0, Qt.ItemDataRole.UserRole))
        with contextlib.suppress(EngineRegistryError):  # an empty name: the old one comes back
            self.registry.rename(eid, item.text(0))
        self._fill(eid)

    def rename_selected(self) -> None:
        item = self.tree.currentItem()
        if item is not None:
            self.tree.editItem(item, 0)

    # ------------------------------------------------------------------ add
    def choose_and_add(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a USI Engine"), str(Path.home()))
        if path:
            self.add_engine(path)

    def add_engine(self, command: str) -> bool:
        """Start the handshake of ``command`` in a thread; False if one is already running."""
        if self._job is not None:
            return False
        job: dict[str, Any] = {"command": command}
        timeout = self.handshake_timeout

        def run() -> None:
            try:
                job["entry"] = entry_from_probe(command, timeout)
            except EngineRegistryError as exc:
                job["error"] = str(exc)
            except Exception as exc:  # never leave the dialog waiting
                job["error"] = f"{type(exc).__name__}: {exc}"
            job["done"] = True

        self._job = job
        self._set_busy(True, Path(command).name)
        threading.Thread(target=run, name="engine-handshake", daemon=True).start()
        self._poll.start()
        return True

    @property
    def busy(self) -> bool:
        return self._job is not None

    def _set_busy(self, busy: bool, name: str = "") -> None:
        self.busy_label.setText(self.tr("Starting %1 and reading its options…").replace("%1", name) if busy else "")
        self.busy_label.setVisible(busy)
        self.busy_bar.setVisible(busy)
        self._update_buttons()

    def _check_job(self) -> None:
        job = self._job
        if job is None or not job.get("done"):
            return
        self._poll.stop()
        self._job = None
        self._set_busy(False)
        entry = job.get("entry")
        if isinstance(entry, EngineEntry):
            self.registry.add_entry(entry)
            self._fill(entry.id)
            self.last_error = ""
            self.engine_added.emit(entry.id)
            return
        self.last_error = str(job.get("error", ""))
        self._show_error(self.tr("%1 could not be added as an engine.").replace("%1", Path(job["command"]).name),
                         self.last_error)

    def _show_error(self, text: str, detail: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Engines"), text, QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # a program's name
        box.setInformativeText(self.tr("Only USI engines can be registered (programs that answer the "
                                       "\"usi\" command, as ShogiHome and ShogiGUI use)."))
        box.setDetailedText(detail)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.message_box = box
        box.open()

    # ------------------------------------------------------------------ remove
    def ask_remove(self) -> QMessageBox | None:
        eid = self.selected_id()
        if eid is None:
            return None
        entry = self.registry.entry(eid)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Remove Engine"),
                          self.tr("Remove %1 from the engines? Its option settings are forgotten; "
                                  "the program itself stays.").replace("%1", entry.name),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the engine's name
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        yes = box.button(QMessageBox.StandardButton.Yes)
        box.buttonClicked.connect(lambda b: self.remove(eid) if b is yes else None)
        self.message_box = box
        box.open()
        return box

    def remove(self, engine_id: str) -> None:
        try:
            self.registry.remove(engine_id)
        except EngineRegistryError:
            return
        self._fill()
        self.engine_changed.emit(engine_id)

    # ------------------------------------------------------------------ options
    def open_options(self) -> EngineOptionsDialog | None:
        eid = self.selected_id()
        if eid is None:
            return None
        entry = self.registry.entry(eid)
        dialog = EngineOptionsDialog(entry, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._save_options(eid, dialog.values()))
        self.options_dialog = dialog
        dialog.open()
        return dialog

    def _save_options(self, engine_id: str, values: dict[str, Any]) -> None:
        try:
            self.registry.set_options(engine_id, values)
        except EngineRegistryError as exc:
            self.last_error = str(exc)
            self._show_error(self.tr("The options could not be saved."), str(exc))
            return
        self.engine_changed.emit(engine_id)

    def done(self, result: int) -> None:
        self._poll.stop()  # a handshake still running finishes in its thread and is dropped
        self._job = None
        super().done(result)
