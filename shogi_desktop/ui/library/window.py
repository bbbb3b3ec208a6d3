"""The game library window: search and filter the indexed games, open, tag, delete, export them, and
import a folder of kifu files without ever freezing the window.

    window = LibraryWindow(library, parent)          # library: app.library.Library (GUI thread's own)
    window.open_requested.connect(load)              # a GameRecord (the library's keys taken out)

The import runs in a QThread with its own database connection (:class:`ImportWorker`); a
QProgressDialog shows the progress and can cancel (what was imported so far is kept); at the end a
report dialog lists every file that failed, with the line, column and reason the reader gave.

:class:`LibraryService` is what the main window holds: it opens the library lazily (sqlite3 is not
imported at start-up), adds finished and saved games, and owns the window.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QThread,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QGridLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QTableView,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ...app.library import (
    GameInfo,
    ImportReport,
    Library,
    LibraryBusy,
    LibraryError,
    Query,
    keep_record_file,
    library_dir,
)
from ...core.outcome import Termination
from ...core.record import GameRecord
from ...notation import FORMATS
from ..text.game_names import addon_name, handicap_title, variant_title
from ..text.names import side_mark, ui_language
from ..text.rule_texts import termination_text
from .import_ui import ImportReportDialog, ImportWorker

log = logging.getLogger(__name__)

EXPORT_FORMATS = ("kif", "kifu", "ki2", "csa", "jkf", "json")


# ---------------------------------------------------------------------------------------- texts
def result_text(info: GameInfo) -> str:
    """"☗ wins (Resignation)", "Draw (…)", "Unfinished"."""
    if info.result in ("black", "white"):
        head = QCoreApplication.translate("LibraryWindow", "%1 wins").replace(
            "%1", side_mark(0 if info.result == "black" else 1))
    elif info.result == "draw":
        head = QCoreApplication.translate("LibraryWindow", "Draw")
    else:
        head = QCoreApplication.translate("LibraryWindow", "Unfinished")
    try:
        term = termination_text(Termination(info.termination)) if info.termination else ""
    except ValueError:
        term = info.termination
    if not term:
        return head
    return QCoreApplication.translate("LibraryWindow", "%1 (%2)").replace("%1", head).replace("%2", term)


def inform(parent: QWidget, title: str, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> QMessageBox:
    """A message that needs no answer and does not block (tests and long imports go on)."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("LibraryMessage")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def game_kind_name(variant_id: str, addon: str = "") -> str:
    """The variant with its sub-variant and the add-ons (the handicap has its own column), as the main
    window's game line says them: ``麒麟・鳳凰将棋：両者・先手から ＋ 王将ファンタジスタ``."""
    text = variant_title(variant_id)
    for name in (a for a in addon.split("+") if a):
        text += (" ＋ " if ui_language() == "ja" else " + ") + addon_name(name)
    return text


def fit_on_screen(window: QWidget, width: int, height: int, anchor: QWidget | None = None) -> None:
    """Give ``window`` about ``width`` x ``height`` and put it wholly inside the available part of the
    screen it opens on (centred on ``anchor`` when given)."""
    screen = (anchor.screen() if anchor is not None else None) or window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        window.resize(width, height)
        return
    avail = screen.availableGeometry()
    frame_w = max(0, window.frameGeometry().width() - window.geometry().width()) or 16
    frame_h = max(0, window.frameGeometry().height() - window.geometry().height()) or 40
    width = min(width, avail.width() - frame_w)
    height = min(height, avail.height() - frame_h)
    window.resize(width, height)
    centre = anchor.frameGeometry().center() if anchor is not None and anchor.isVisible() else avail.center()
    x = min(max(avail.left(), centre.x() - (width + frame_w) // 2), avail.right() + 1 - width - frame_w)
    y = min(max(avail.top(), centre.y() - (height + frame_h) // 2), avail.bottom() + 1 - height - frame_h)
    window.move(x, y)


# ---------------------------------------------------------------------------------------- the table
class GameTableModel(QAbstractTableModel):
    COLUMNS = ("date", "black", "white", "variant", "handicap", "result", "plies", "tags", "source")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.games: list[GameInfo] = []
        self._names: dict[tuple[str, str, str], str] = {}  # bounded by the variants and handicaps shown

    def set_games(self, games: list[GameInfo]) -> None:
        self.beginResetModel()
        self.games = games
        self._names = {}
        self.endResetModel()

    def forget_names(self) -> None:
        """The language changed: name the variants and handicaps again."""
        self._names = {}
        if self.games:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.games) - 1, len(self.COLUMNS) - 1))

    def _name(self, kind: str, a: str, b: str) -> str:
        key = (kind, a, b)
        if key not in self._names:
            self._names[key] = game_kind_name(a, b) if kind == "variant" else handicap_title(a, b)
        return self._names[key]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        titles = {
            "date": self.tr("Date"), "black": self.tr("Black"), "white": self.tr("White"),
            "variant": self.tr("Variant"), "handicap": self.tr("Handicap"), "result": self.tr("Result"),
            "plies": self.tr("Moves"), "tags": self.tr("Tags"), "source": self.tr("File"),
        }
        return titles[self.COLUMNS[section]]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.games):
            return None
        info = self.games[index.row()]
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.UserRole:
            return info.id
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == "source":
                return info.source or None
            if column in ("black", "white", "variant", "handicap", "tags"):
                text = self.data(index, Qt.ItemDataRole.DisplayRole)
                return text or None  # the whole text where the column is too narrow
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and column == "plies":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == "variant":
            return self._name("variant", info.variant, info.addon)
        if column == "handicap":
            return self._name("handicap", info.handicap, info.variant)
        if column == "result":
            return result_text(info)
        if column == "tags":
            return ", ".join(info.tags)
        if column == "source":
            return Path(info.source).name if info.source else ""
        if column == "plies":
            return info.plies
        return getattr(info, column)


# ---------------------------------------------------------------------------------------- the window
class LibraryWindow(QMainWindow):
    open_requested = Signal(object)  # GameRecord
    changed = Signal()  # games were added, tagged or deleted

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LibraryWindow")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.library = library
        self.import_thread: QThread | None = None
        self.import_worker: ImportWorker | None = None
        self.progress_dialog: QProgressDialog | None = None
        self.report_dialog: ImportReportDialog | None = None
        self.confirm_box: QMessageBox | None = None
        self.folder_dialog: QFileDialog | None = None
        self.last_import: ImportReport | None = None
        self.last_export: Any = None
        self.message_box: QMessageBox | None = None

        self.model = GameTableModel(self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setResizeContentsPrecision(200)  # look at 200 rows, not all
        self.table.doubleClicked.connect(lambda _i: self.open_selected())
        self.table.selectionModel().selectionChanged.connect(lambda *_a: self._update_actions())
        grid = self._make_filters()
        self.count_label = QLabel(self)
        self.notice_label = QLabel(self)  # a read-only library, an import to continue
        self.notice_label.setObjectName("LibraryNotice")
        self.notice_label.setTextFormat(Qt.TextFormat.PlainText)
        self.notice_label.setWordWrap(True)
        self.notice_label.setStyleSheet("QLabel#LibraryNotice { background: #fff4d6; color: #3a2a00; "
                                        "border: 1px solid #e0c068; border-radius: 4px; padding: 4px 8px; }")
        self.notice_label.hide()
        central = QWidget(self)
        lay = QVBoxLayout(central)
        lay.addWidget(self.notice_label)
        lay.addLayout(grid)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.count_label)
        self.setCentralWidget(central)
        self._make_actions()

        # searching follows typing after a short pause
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(250)
        self._search_timer.timeout.connect(self.search)
        for edit in (self.player_edit, self.text_edit, self.date_from_edit, self.date_to_edit):
            edit.textChanged.connect(lambda _t: self._search_timer.start())
        for combo in (self.variant_combo, self.handicap_combo, self.result_combo):
            combo.currentIndexChanged.connect(lambda _i: self.search())
        self.tag_combo.currentTextChanged.connect(lambda _t: self._search_timer.start())

        fit_on_screen(self, 1100, 640, parent)
        self.retranslate()
        self.refresh()

    def _make_filters(self) -> QGridLayout:
        self.player_edit = QLineEdit(self)
        self.text_edit = QLineEdit(self)
        self.date_from_edit = QLineEdit(self)
        self.date_to_edit = QLineEdit(self)
        for edit in (self.date_from_edit, self.date_to_edit):
            edit.setPlaceholderText("YYYY-MM-DD")
            edit.setMaxLength(10)
            edit.setMaximumWidth(edit.fontMetrics().horizontalAdvance("0000-00-00") + 24)
        self.variant_combo = QComboBox(self)
        self.handicap_combo = QComboBox(self)
        self.result_combo = QComboBox(self)
        self.tag_combo = QComboBox(self)
        self.tag_combo.setEditable(True)
        self.player_label = QLabel(self)
        self.text_label = QLabel(self)
        self.date_label = QLabel(self)
        self.dash_label = QLabel("–", self)
        self.variant_label = QLabel(self)
        self.handicap_label = QLabel(self)
        self.result_label = QLabel(self)
        self.tag_label = QLabel(self)
        grid = QGridLayout()
        grid.addWidget(self.player_label, 0, 0)
        grid.addWidget(self.player_edit, 0, 1, 1, 3)
        grid.addWidget(self.date_label, 0, 4)
        grid.addWidget(self.date_from_edit, 0, 5)
        grid.addWidget(self.dash_label, 0, 6)
        grid.addWidget(self.date_to_edit, 0, 7)
        grid.addWidget(self.variant_label, 1, 0)
        grid.addWidget(self.variant_combo, 1, 1)
        grid.addWidget(self.handicap_label, 1, 2)
        grid.addWidget(self.handicap_combo, 1, 3)
        grid.addWidget(self.result_label, 1, 4)
        grid.addWidget(self.result_combo, 1, 5, 1, 3)
        grid.addWidget(self.tag_label, 2, 0)
        grid.addWidget(self.tag_combo, 2, 1)
        grid.addWidget(self.text_label, 2, 2)
        grid.addWidget(self.text_edit, 2, 3, 1, 5)
        grid.setColumnStretch(3, 1)
        return grid

    def _make_actions(self) -> None:
        self.act_open = self._action(self.open_selected, "Return")
        self.act_tags = self._action(self.edit_tags_dialog, "Ctrl+T")
        self.act_delete = self._action(self.delete_selected, QKeySequence.StandardKey.Delete)
        self.act_export = self._action(self.export_dialog, "Ctrl+E")
        self.act_import = self._action(self.import_dialog, "Ctrl+I")
        self.act_resume = self._action(self.resume_import)
        self.act_refresh = self._action(self.refresh, QKeySequence.StandardKey.Refresh)
        self.act_close = self._action(self.close, QKeySequence.StandardKey.Close)
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("LibraryToolBar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (self.act_open, self.act_tags, self.act_delete, self.act_export, None, self.act_import,
                  self.act_resume, self.act_refresh):
            if a is None:
                self.toolbar.addSeparator()
            else:
                self.toolbar.addAction(a)
        self.addToolBar(self.toolbar)

    def _action(self, slot: Any, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut) if isinstance(shortcut, str) else shortcut)
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Game Library"))
        self.player_label.setText(self.tr("Player:"))
        self.player_edit.setPlaceholderText(self.tr("Part of either player's name"))
        self.text_label.setText(self.tr("Comment:"))
        self.text_edit.setPlaceholderText(self.tr("Text in the comments"))
        self.date_label.setText(self.tr("Date:"))
        self.variant_label.setText(self.tr("Variant:"))
        self.handicap_label.setText(self.tr("Handicap:"))
        self.result_label.setText(self.tr("Result:"))
        self.tag_label.setText(self.tr("Tag:"))
        line = self.tag_combo.lineEdit()
        if line is not None:  # empty, as the other filters' first entries say: every game
            line.setPlaceholderText(self.tr("Any tag"))
        self.act_open.setText(self.tr("&Open"))
        self.act_tags.setText(self.tr("&Tags..."))
        self.act_delete.setText(self.tr("&Delete"))
        self.act_export.setText(self.tr("&Export..."))
        self.act_import.setText(self.tr("&Import Folder..."))
        self.act_resume.setText(self.tr("&Continue Import"))
        self.act_resume.setToolTip(self.tr("Import the rest of the folder whose import was cancelled or "
                                           "interrupted (the files already read are skipped)"))
        self.act_refresh.setText(self.tr("&Refresh"))
        self.toolbar.setWindowTitle(self.tr("Library Tool Bar"))
        self._fill_result_combo()
        if not self.library.closed:  # (a window outliving its library still follows the language)
            self._fill_filter_combos()
            self._update_count()
            self._update_notice()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.model.forget_names()
            self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.model.columnCount() - 1)
        super().changeEvent(event)

    def _fill_result_combo(self) -> None:
        combo = self.result_combo
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("Any result"), "")
        combo.addItem(self.tr("Black (☗) won"), "black")
        combo.addItem(self.tr("White (☖) won"), "white")
        combo.addItem(self.tr("Draw"), "draw")
        combo.addItem(self.tr("Unfinished"), "unfinished")
        combo.setCurrentIndex(max(0, combo.findData(current)))
        combo.blockSignals(False)

    def _fill_filter_combos(self) -> None:
        """The variants, handicaps and tags that occur in the library."""
        variants = self.library.variants()
        handicaps = [h for h in self.library.handicaps() if h]
        for combo, any_text, values, label in (
                (self.variant_combo, self.tr("Any variant"), variants, variant_title),
                (self.handicap_combo, self.tr("Any handicap"), ["even", *handicaps],
                 lambda h: handicap_title("" if h == "even" else h, "standard"))):
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(any_text, "")
            for v in values:
                combo.addItem(label(v), v)
            combo.setCurrentIndex(max(0, combo.findData(current)))
            combo.blockSignals(False)
        text = self.tag_combo.currentText()
        self.tag_combo.blockSignals(True)
        self.tag_combo.clear()
        self.tag_combo.addItem("")
        self.tag_combo.addItems(self.library.tags())
        self.tag_combo.setEditText(text)
        self.tag_combo.blockSignals(False)

    # ------------------------------------------------------------------ searching
    def query(self) -> Query:
        return Query(player=self.player_edit.text(), text=self.text_edit.text(),
                     date_from=self.date_from_edit.text().strip(), date_to=self.date_to_edit.text().strip(),
                     variant=self.variant_combo.currentData() or "", handicap=self.handicap_combo.currentData() or "",
                     result=self.result_combo.currentData() or "", tag=self.tag_combo.currentText().strip())

    def search(self) -> None:
        self._search_timer.stop()
        selected = set(self.selected_ids())
        first = not self.model.games
        self.model.set_games(self.library.search(self.query()))
        if first and self.model.games:
            self.fit_columns()
        for row, info in enumerate(self.model.games):
            if info.id in selected:
                self.table.selectRow(row)
        self._update_count()
        self._update_actions()

    def fit_columns(self) -> None:
        """Columns as wide as their texts (the first rows looked at), names and kinds of game capped so
        that the table stays readable; a cut text shows whole in its tooltip."""
        self.table.resizeColumnsToContents()
        em = self.table.fontMetrics().horizontalAdvance("M")
        caps = {"black": 16, "white": 16, "variant": 22, "handicap": 14, "tags": 12, "source": 18, "result": 15}
        for column, name in enumerate(self.model.COLUMNS):
            if name in caps and self.table.columnWidth(column) > caps[name] * em:
                self.table.setColumnWidth(column, caps[name] * em)

    def refresh(self) -> None:
        """Read the filters' choices and the games again (after an import or a change)."""
        self._fill_filter_combos()
        self.search()
        self._update_notice()

    def _update_count(self) -> None:
        total = len(self.library)
        shown = len(self.model.games)
        self.count_label.setText(self.tr("%1 of %n game(s)", "", total).replace("%1", str(shown)))

    def _update_actions(self) -> None:
        n = len(self.selected_ids())
        writable = not self.library.read_only
        self.act_open.setEnabled(n == 1)
        self.act_tags.setEnabled(n >= 1 and writable)
        self.act_delete.setEnabled(n >= 1 and writable)
        self.act_export.setEnabled(n >= 1)
        self.act_import.setEnabled(self.import_thread is None and writable)
        self.act_resume.setVisible(bool(writable and self.import_thread is None and self.library.pending_import()))

    def _update_notice(self) -> None:
        """Say why the library cannot be changed, or that an import can be continued."""
        lib = self.library
        text = ""
        if lib.read_only and lib.read_only_reason == "in-use":
            text = self.tr("Another program is using the library, so it was opened for reading only: games can be "
                           "searched, opened and exported, but not added, tagged or deleted. Close the other "
                           "program and open the library again to change it.")
        elif lib.read_only:
            text = self.tr("The library folder %1 cannot be written, so the library was opened for reading only: "
                           "games can be searched, opened and exported, but not added, tagged or deleted.").replace(
                "%1", str(lib.root))
        elif self.import_thread is None and lib.pending_import():
            text = self.tr("The import of %1 did not finish. Continue Import reads the files it has not read "
                           "yet.").replace("%1", lib.pending_import())
        self.notice_label.setText(text)
        self.notice_label.setVisible(bool(text))

    # ------------------------------------------------------------------ selection
    def selected_ids(self) -> list[str]:
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        return [self.model.games[r].id for r in rows if r < len(self.model.games)]

    def select_ids(self, ids: list[str]) -> None:
        self.table.clearSelection()
        mode = self.table.selectionMode()
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        for row, info in enumerate(self.model.games):
            if info.id in ids:
                self.table.selectRow(row)
        self.table.setSelectionMode(mode)
        self._update_actions()

    # ------------------------------------------------------------------ open, tag, delete, export
    def open_selected(self) -> GameRecord | None:
        ids = self.selected_ids()
        if len(ids) != 1:
            return None
        try:
            record = self.library.record(ids[0])
        except LibraryError as exc:
            self.message_box = inform(self, self.tr("Game Library"), str(exc))
            return None
        self.open_requested.emit(record)
        return record

    def edit_tags_dialog(self) -> None:
        ids = self.selected_ids()
        if not ids:
            return
        infos = [self.library.get(g) for g in ids]
        common = set.intersection(*(set(i.tags) for i in infos if i is not None)) if infos else set()
        text, ok = QInputDialog.getText(self, self.tr("Tags"),
                                        self.tr("Tags, separated by commas:"), QLineEdit.EchoMode.Normal,
                                        ", ".join(sorted(common)))
        if ok:
            self.set_tags(ids, [t for t in text.split(",")], replace_common=common)

    def set_tags(self, ids: list[str], tags: list[str], replace_common: set[str] | None = None) -> None:
        """Give the games ``tags`` (tags every game had and that are no longer listed are removed)."""
        removed = set(replace_common or ()) - {t.strip() for t in tags}
        for gid in ids:
            info = self.library.get(gid)
            if info is None:
                continue
            keep = [t for t in info.tags if t not in removed]
            self.library.set_tags(gid, [*keep, *tags])
        self.changed.emit()
        self.refresh()

    def delete_selected(self) -> None:
        ids = self.selected_ids()
        if not ids:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete Games"),
                          self.tr("Delete %n game(s) from the library? Their record files are removed too.", "",
                                  len(ids)),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.accepted.connect(lambda: self.delete_games(ids))
        box.finished.connect(lambda _r: setattr(self, "confirm_box", None))
        self.confirm_box = box
        box.open()

    def delete_games(self, ids: list[str]) -> int:
        removed = self.library.delete(ids)
        self.changed.emit()
        self.refresh()
        self.statusBar().showMessage(self.tr("%n game(s) deleted", "", removed), 5000)
        return removed

    def export_dialog(self) -> None:
        ids = self.selected_ids()
        if not ids:
            return
        names = [FORMATS[f].name for f in EXPORT_FORMATS]
        name, ok = QInputDialog.getItem(self, self.tr("Export Games"), self.tr("Format:"), names, 1, False)
        if not ok:
            return
        fmt = EXPORT_FORMATS[names.index(name)]
        folder = QFileDialog.getExistingDirectory(self, self.tr("Export to Folder"))
        if folder:
            self.export_games(ids, Path(folder), fmt)

    def export_games(self, ids: list[str], folder: Path, fmt: str) -> Any:
        try:
            report = self.library.export(ids, folder, fmt)
        except LibraryError as exc:
            self.message_box = inform(self, self.tr("Export Games"), str(exc))
            return None
        self.last_export = report
        text = self.tr("%n game(s) exported to %1", "", len(report.written)).replace("%1", str(folder))
        if report.failures:
            text += "\n" + self.tr("Not exported:") + "\n" + "\n".join(f"{gid[:8]}: {why}" for gid, why in report.failures)
            self.message_box = inform(self, self.tr("Export Games"), text)
        self.statusBar().showMessage(text.splitlines()[0], 8000)
        return report

    # ------------------------------------------------------------------ import
    def import_dialog(self) -> None:
        dialog = QFileDialog(self, self.tr("Import a Folder of Kifu Files"))
        dialog.setFileMode(QFileDialog.FileMode.Directory)
        dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(lambda path: self.import_folder(Path(path)))
        dialog.finished.connect(lambda _r: setattr(self, "folder_dialog", None))
        self.folder_dialog = dialog
        dialog.open()

    def resume_import(self) -> bool:
        """Continue the import that was cancelled or interrupted (unchanged files read before are skipped)."""
        pending = self.library.pending_import()
        return bool(pending) and self.import_folder(Path(pending))

    def import_folder(self, folder: Path) -> bool:
        """Start importing ``folder`` on a worker thread; False if an import is already running."""
        if self.import_thread is not None or self.library.read_only:
            return False
        worker = ImportWorker(self.library.root, folder)
        thread = QThread(self)
        thread.setObjectName("LibraryImport")
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        worker.progress.connect(self._on_import_progress)
        worker.finished.connect(self._on_import_finished)
        worker.failed.connect(self._on_import_failed)
        worker.finished.connect(thread.quit)
        worker.failed.connect(thread.quit)
        thread.finished.connect(self._on_thread_finished)

        progress = QProgressDialog(self)
        progress.setWindowTitle(self.tr("Importing"))
        progress.setLabelText(self.tr("Looking for kifu files in %1…").replace("%1", str(folder)))
        progress.setCancelButtonText(self.tr("Cancel"))
        progress.setRange(0, 0)
        progress.setMinimumDuration(0)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        # not worker.cancel: the worker's thread is busy importing and would see a queued call too late
        progress.canceled.connect(worker.cancel_event.set)
        self.progress_dialog = progress
        self.import_worker = worker
        self.import_thread = thread
        self._update_actions()
        progress.show()
        thread.start()
        return True

    def _on_import_progress(self, done: int, total: int, path: str) -> None:
        progress = self.progress_dialog
        if progress is None:
            return
        if total:
            progress.setRange(0, total)
            progress.setValue(done)
            progress.setLabelText(self.tr("Importing %1 of %2: %3").replace("%1", str(done)).replace(
                "%2", str(total)).replace("%3", Path(path).name))

    def _close_progress(self) -> None:
        if self.progress_dialog is not None:
            self.progress_dialog.canceled.disconnect()
            self.progress_dialog.close()
            self.progress_dialog.deleteLater()
            self.progress_dialog = None

    def _on_import_finished(self, report: ImportReport) -> None:
        self._close_progress()
        self.last_import = report
        self.changed.emit()
        self.refresh()
        dialog = ImportReportDialog(report, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _r: setattr(self, "report_dialog", None))
        self.report_dialog = dialog
        dialog.open()

    def _on_import_failed(self, message: str) -> None:
        self._close_progress()
        self.message_box = inform(self, self.tr("Import"), message)

    def _on_thread_finished(self) -> None:
        if self.import_thread is not None:
            self.import_thread.deleteLater()
        if self.import_worker is not None:
            self.import_worker.deleteLater()
        self.import_thread = None
        self.import_worker = None
        self._update_actions()
        self._update_notice()

    def import_running(self) -> bool:
        return self.import_thread is not None

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.stop_import()
        super().closeEvent(event)

    def stop_import(self, wait_ms: int = 30000) -> None:
        """Cancel a running import and wait for its thread (what was read so far is kept)."""
        if self.import_worker is not None:
            self.import_worker.cancel()
        if self.import_thread is not None:
            self.import_thread.quit()
            self.import_thread.wait(wait_ms)


# ---------------------------------------------------------------------------------------- the main window's side
class LibraryService(QObject):
    """The main window's access to the library: opened when first needed, shared by its window."""

    open_requested = Signal(object)  # GameRecord chosen in the library window

    def __init__(self, parent_widget: QWidget) -> None:
        super().__init__(parent_widget)
        self.parent_widget = parent_widget
        self._library: Library | None = None
        self.window: LibraryWindow | None = None
        self.message_box: QMessageBox | None = None

    def library(self) -> Library | None:
        """The library, opened on first use (None, with a message, when another program holds it so that it
        cannot even be read: the next call tries again)."""
        if self._library is None:
            try:
                library = Library()
            except LibraryBusy:
                self._tell(self.tr("Another program is using the game library, so it cannot be opened now. "
                                   "Try again in a moment; games you finish meanwhile are kept and listed then."))
                return None
            except LibraryError as exc:
                self._tell(self.tr("The game library cannot be opened: %1").replace("%1", str(exc)))
                return None
            if library.damaged_backup is not None:
                self._tell(self.tr("The library database was damaged. It was rebuilt from %1 saved records; the "
                                   "damaged file was kept as %2.").replace("%1", str(library.rebuilt)).replace(
                    "%2", str(library.damaged_backup)), QMessageBox.Icon.Information)
            elif library.recovered:
                self._tell(self.tr("%n game(s) that an interrupted import or save had not listed yet were added to "
                                   "the library.", "", library.recovered), QMessageBox.Icon.Information)
            self._library = library
        return self._library

    def _tell(self, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> None:
        self.message_box = inform(self.parent_widget, self.tr("Game Library"), text, icon)

    def add_game(self, record: GameRecord, game_id: str, source: str | None = None) -> str | None:
        """Index a finished or saved game; a failure is logged and shown in no dialog (play goes on).  When
        the library is held by another program the game's record file is written anyway and indexed the
        next time the library opens."""
        library = self.library() if self._library is None else self._library
        try:
            if library is None:
                keep_record_file(library_dir(), record, game_id, source)
                log.warning("the library is busy: game %s kept as a record file, listed when it opens", game_id)
                return None
            gid = library.add(record, source=source, game_id=game_id)
        except (LibraryError, OSError, ValueError) as exc:
            log.warning("could not add the game to the library now: %s", exc)
            return None
        except Exception as exc:  # noqa: BLE001 - sqlite3.Error: the library must never stop a game
            log.warning("could not add the game to the library: %r", exc)
            return None
        if self.window is not None:
            self.window.refresh()
        return gid

    def show_window(self) -> LibraryWindow | None:
        """The library window, shown (None when the library cannot be opened now: a message says why)."""
        if self.window is None:
            library = self.library()
            if library is None:
                return None
            self.window = LibraryWindow(library, self.parent_widget)
            self.window.open_requested.connect(self.open_requested)
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        return self.window

    def close(self) -> None:
        """The main window closes: the library window goes with it, then the database is closed."""
        if self.window is not None:
            self.window.stop_import()
            self.window.close()
            self.window.deleteLater()  # it would read the closed database on the next language change
            self.window = None
        if self._library is not None:
            self._library.close()
            self._library = None
