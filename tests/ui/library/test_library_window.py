"""The library window: search and filters drive the real widgets, open/tag/delete/export, the folder import
runs on a worker thread behind a progress dialog (the window keeps processing events) and ends in a
report of the files that failed; the main window indexes finished and saved games."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMainWindow, QMessageBox, QProgressBar, QPushButton
from pytestqt.qtbot import QtBot

from shogi_desktop.app.library import DB_NAME, Library, Query
from shogi_desktop.app.settings import Settings
from shogi_desktop.core.outcome import Termination
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation import read_record, write_record
from shogi_desktop.ui.library.window import LibraryService, LibraryWindow
from shogi_desktop.ui.main_window import MainWindow


def game(plies: int, seed: int, black: str, white: str, date: str = "", comment: str = "",
         resign: bool = False, handicap: str | None = None) -> GameRecord:
    rng = random.Random(seed)
    record = GameRecord.new(handicap=handicap)
    record.header.update({"black": black, "white": white})
    if date:
        record.header["start_time"] = date
    for i in range(plies):
        record.add_move(rng.choice(record.position().legal_moves()))
        if i == 0 and comment:
            record.current.comment = comment
    if resign:
        record.add_ending(Termination.RESIGNATION, record.position().side ^ 1)
    return record


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = Library(tmp_path / "lib")
    lib.add(game(20, 1, "羽生善治", "藤井聡太", "2023/04/01", "矢倉", resign=True))  # Black resigns: White wins
    lib.add(game(21, 2, "Fujii", "Watanabe", "2023/05/20", "furibisha", resign=True))  # Black wins
    lib.add(game(12, 3, "Habu", "Someone", "2022/12/31", handicap="2"))
    yield lib
    lib.close()


def make(qtbot: QtBot, lib: Library) -> LibraryWindow:
    w = LibraryWindow(lib)
    qtbot.addWidget(w)
    w.show()
    return w


def shown(w: LibraryWindow) -> list[tuple[str, str]]:
    return [(g.black, g.white) for g in w.model.games]


def cell(w: LibraryWindow, row: int, column: str) -> str:
    return str(w.model.data(w.model.index(row, w.model.COLUMNS.index(column))))


def click_row(w: LibraryWindow, row: int, double: bool = False) -> None:
    rect = w.table.visualRect(w.model.index(row, 1))
    if double:
        QTest.mouseDClick(w.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    else:
        QTest.mouseClick(w.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_the_table_shows_the_games(qtbot: QtBot, library: Library) -> None:
    w = make(qtbot, library)
    assert w.model.rowCount() == 3
    assert shown(w)[0] == ("Fujii", "Watanabe")  # newest first
    assert cell(w, 0, "date") == "2023-05-20"
    assert cell(w, 0, "result") == "☗ wins (Resignation)"
    assert cell(w, 1, "result") == "☖ wins (Resignation)"
    assert cell(w, 2, "result") == "Unfinished"
    assert cell(w, 2, "handicap") == "Two pieces handicap"  # the handicap's name, not its id
    assert cell(w, 0, "handicap") == "Even game"
    assert cell(w, 0, "plies") == "21"
    assert w.count_label.text() == "3 of 3 games"
    assert w.model.headerData(0, Qt.Orientation.Horizontal) == "Date"


def test_filters_follow_the_widgets(qtbot: QtBot, library: Library) -> None:
    w = make(qtbot, library)
    QTest.keyClicks(w.player_edit, "habu")
    qtbot.waitUntil(lambda: w.model.rowCount() == 1)  # after the typing pause
    assert shown(w) == [("Habu", "Someone")]
    w.player_edit.clear()
    qtbot.waitUntil(lambda: w.model.rowCount() == 3)
    w.result_combo.setCurrentIndex(w.result_combo.findData("black"))
    assert shown(w) == [("Fujii", "Watanabe")]
    w.result_combo.setCurrentIndex(0)
    w.handicap_combo.setCurrentIndex(w.handicap_combo.findData("2"))
    assert shown(w) == [("Habu", "Someone")]
    w.handicap_combo.setCurrentIndex(w.handicap_combo.findData("even"))
    assert w.model.rowCount() == 2
    w.handicap_combo.setCurrentIndex(0)
    w.text_edit.insert("矢倉")  # QTest.keyClicks types ASCII only
    qtbot.waitUntil(lambda: w.model.rowCount() == 1)
    assert shown(w) == [("羽生善治", "藤井聡太")]
    w.text_edit.clear()
    QTest.keyClicks(w.date_from_edit, "2023")
    qtbot.waitUntil(lambda: w.model.rowCount() == 2)
    QTest.keyClicks(w.date_to_edit, "2023-04")
    qtbot.waitUntil(lambda: w.model.rowCount() == 1)
    assert shown(w) == [("羽生善治", "藤井聡太")]
    assert w.count_label.text() == "1 of 3 games"


def test_open_by_double_click(qtbot: QtBot, library: Library) -> None:
    w = make(qtbot, library)
    assert not w.act_open.isEnabled()
    click_row(w, 1)
    assert w.selected_ids() == [w.model.games[1].id] and w.act_open.isEnabled()
    with qtbot.waitSignal(w.open_requested) as blocker:
        click_row(w, 1, double=True)
    record = blocker.args[0]
    assert isinstance(record, GameRecord)
    assert record.header["black"] == "羽生善治" and not any(k.startswith("library:") for k in record.header)
    original = library.record(w.model.games[1].id)
    assert record.moves_usi(record.main_line()[-2]) == original.moves_usi(original.main_line()[-2])


def test_tags_through_the_dialog(qtbot: QtBot, library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    w = make(qtbot, library)
    asked: list[str] = []

    def answer(*args: Any, **kw: Any) -> tuple[str, bool]:
        asked.append(args[4] if len(args) > 4 else "")
        return "study, 名局", True

    monkeypatch.setattr(QInputDialog, "getText", answer)
    click_row(w, 0)
    w.act_tags.trigger()
    assert asked == [""]
    gid = w.model.games[0].id

    def tags() -> tuple[str, ...]:
        info = library.get(gid)
        assert info is not None
        return info.tags

    assert tags() == ("study", "名局")
    assert cell(w, 0, "tags") == "study, 名局"
    assert w.tag_combo.findText("名局") >= 0
    # a second edit shows the current tags and removes the one left out
    def answer_again(*args: Any, **kw: Any) -> tuple[str, bool]:
        asked.append(args[4])
        return "名局", True

    monkeypatch.setattr(QInputDialog, "getText", answer_again)
    w.select_ids([gid])
    w.act_tags.trigger()
    assert asked[-1] == "study, 名局"
    assert tags() == ("名局",)
    w.tag_combo.setEditText("名局")
    qtbot.waitUntil(lambda: w.model.rowCount() == 1)


def test_delete_asks_first(qtbot: QtBot, library: Library) -> None:
    w = make(qtbot, library)
    w.select_ids([g.id for g in w.model.games[:2]])
    ids = w.selected_ids()
    assert len(ids) == 2
    w.act_delete.trigger()
    box = w.confirm_box
    assert box is not None and box.isVisible() and "2" in box.text()
    QTest.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert len(library) == 3
    w.act_delete.trigger()
    box = w.confirm_box
    assert box is not None
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert len(library) == 1 and w.model.rowCount() == 1
    assert all(not library.record_path(g).exists() for g in ids)


def test_export(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    w = make(qtbot, library)
    w.select_ids([g.id for g in w.model.games])
    report = w.export_games(w.selected_ids(), tmp_path / "out", "csa")
    assert len(report.written) == 3 and not report.failures
    names = {read_record(p.read_bytes(), name=p.name).header.get("black") for p in report.written}
    assert names == {"羽生善治", "Fujii", "Habu"}


def kifu_folder(folder: Path, n: int, bad: int = 0) -> None:
    folder.mkdir(parents=True)
    for i in range(n):
        (folder / f"g{i:03d}.kifu").write_bytes(write_record(game(6 + i % 20, 500 + i, f"Import{i}", "X"), "kifu"))
    for i in range(bad):
        (folder / f"bad{i}.kif").write_bytes("手数----指手---------消費時間--\n   1 ５五龍(11)\n".encode("cp932"))


def test_import_runs_on_a_worker_thread_and_reports_failures(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    folder = tmp_path / "kifu"
    kifu_folder(folder, 150, bad=2)
    w = make(qtbot, library)
    ticks: list[bool] = []
    values: list[int] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(w.import_running()))
    timer.start()
    assert w.import_folder(folder)
    assert w.progress_dialog is not None and w.progress_dialog.isVisible()
    # What the dialog's bar shows, each time it changes (a timer could miss it on a loaded machine: the
    # worker's queued updates and its end may all be handled between two of its ticks).
    bar = w.progress_dialog.findChild(QProgressBar)
    assert bar is not None
    bar.valueChanged.connect(values.append)
    assert not w.act_import.isEnabled()
    assert not w.import_folder(folder)  # one import at a time
    qtbot.waitUntil(lambda: w.report_dialog is not None and not w.import_running(), timeout=60000)
    timer.stop()
    assert any(ticks), "the window processed no events while the import ran"
    assert any(v > 0 for v in values), "no progress was shown"
    assert w.progress_dialog is None and w.act_import.isEnabled()
    report = w.last_import
    assert report is not None and len(report.added) == 150 and len(report.failures) == 2
    assert len(library) == 153 and w.model.rowCount() == 153
    dialog = w.report_dialog
    assert dialog is not None and dialog.table.rowCount() == 2
    assert dialog.table.item(0, 0).text() == "bad0.kif"
    assert (dialog.table.item(0, 1).text(), dialog.table.item(0, 2).text()) == ("2", "6")
    assert "龍" in dialog.table.item(0, 3).text()
    assert dialog.summary.text().startswith("150 games added, 2 files")  # no "0 already in the library"


def test_a_cancelled_import_keeps_what_it_read(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    folder = tmp_path / "kifu"
    kifu_folder(folder, 400)
    w = make(qtbot, library)
    w.import_folder(folder)
    qtbot.waitUntil(lambda: w.progress_dialog is not None and w.progress_dialog.value() > 0, timeout=60000)
    assert w.progress_dialog is not None
    cancel = w.progress_dialog.findChild(QPushButton)
    assert cancel is not None and cancel.text() == "Cancel"
    QTest.mouseClick(cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.report_dialog is not None, timeout=60000)
    report = w.last_import
    assert report is not None and report.cancelled and 0 < report.done < 400
    assert len(library) == 3 + len(report.added)
    assert w.report_dialog is not None and "cancelled" in w.report_dialog.summary.text()


def test_import_folder_action_opens_a_folder_chooser(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    folder = tmp_path / "few"
    kifu_folder(folder, 3)
    w = make(qtbot, library)
    w.act_import.trigger()
    dialog = w.folder_dialog
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    assert dialog.fileMode() == QFileDialog.FileMode.Directory
    dialog.setDirectory(str(tmp_path))
    dialog.selectFile(str(folder))
    dialog.accept()
    qtbot.waitUntil(lambda: w.report_dialog is not None, timeout=30000)
    assert w.last_import is not None and len(w.last_import.added) == 3


def test_a_damaged_library_is_rebuilt_with_a_message(qtbot: QtBot) -> None:
    from shogi_desktop.app.library import library_dir

    with Library() as lib:
        lib.add(game(10, 9, "Kept", "Safe", resign=True))
    db = library_dir() / DB_NAME
    for extra in ("-wal", "-shm"):
        (library_dir() / (DB_NAME + extra)).unlink(missing_ok=True)
    db.write_bytes(b"garbage" * 1000)
    host = MainWindow(settings_for_test())
    qtbot.addWidget(host)
    service = LibraryService(host)
    lib = service.library()
    assert len(lib) == 1 and lib.search(Query(player="kept"))
    box = service.message_box
    assert box is not None and box.isVisible() and "rebuilt from 1 saved records" in box.text()
    service.close()


def settings_for_test() -> Settings:
    s = Settings.load()
    s.animation_ms = 0
    s.mute = True
    return s


def test_the_main_window_indexes_finished_and_saved_games(qtbot: QtBot, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    w = MainWindow(settings_for_test())
    qtbot.addWidget(w)
    w.show()
    menu_texts = [a.text() for a in w.files.menu_file.actions()]
    assert "&Library..." in menu_texts
    for usi in ("7g7f", "3c3d"):
        assert w.controller.try_move(w.controller.position().parse_usi(usi))
    assert w.controller.autosave is not None and w.controller.autosave.exists()
    # saved: indexed with its file, the autosave cleared
    target = tmp_path / "saved.kifu"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert w.files.save_as()
    lib = w.library_service().library()
    info = lib.get(w.controller.game_id)
    assert info is not None and info.source == str(target) and info.plies == 2 and info.result == "unfinished"
    assert not w.controller.autosave.exists()
    # finished: the same entry is updated
    assert w.controller.try_move(w.controller.position().parse_usi("2g2f"))
    w.controller.resign()
    info = lib.get(w.controller.game_id)
    assert info is not None and (info.result, info.termination, info.plies) == ("black", "resignation", 3)
    assert len(lib) == 1
    # File > Library... shows it; opening a game from there puts it on the board
    lw = w.show_library()
    assert lw.isVisible() and lw.model.rowCount() == 1
    w.new_game()
    lw.select_ids([info.id])
    lw.act_open.trigger()
    assert w.controller.record.moves_usi(w.controller.record.main_line()[-2]) == ["7g7f", "3c3d", "2g2f"]
    assert not w.files.needs_saving()
    w.close()


def test_an_import_that_cannot_run_says_why(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    w = make(qtbot, library)
    assert w.import_folder(tmp_path / "nothere")
    qtbot.waitUntil(lambda: w.message_box is not None and not w.import_running(), timeout=30000)
    assert w.message_box is not None and "not a folder" in w.message_box.text()
    assert w.progress_dialog is None and w.act_import.isEnabled() and len(library) == 3


# ---------------------------------------------------------------------------------------- what game this is
def variety(tmp_path: Path) -> Library:
    lib = Library(tmp_path / "variety")
    rng = random.Random(4)
    for variant, handicap, black in (("kirin-phoenix:1", None, "K"), ("standard+fantasista", None, "F"),
                                     ("hybrid:2+cards1", None, "H"), ("standard", "custom:8b,9a,1a,3c", "C1"),
                                     ("standard", "custom:8b,2b", "C2"), ("standard", "custom:2h,9i", "C3")):
        record = GameRecord.new(variant, handicap)
        record.header.update({"black": black, "white": "W", "start_time": "2024/01/01"})
        for _ in range(4):
            record.add_move(rng.choice(record.position().legal_moves()))
        lib.add(record)
    return lib


@pytest.fixture
def japanese(qapp: Any) -> Iterator[None]:
    from PySide6.QtCore import QCoreApplication

    from shogi_desktop.app.i18n import install_translations

    install_translations(qapp, "ja")
    QCoreApplication.processEvents()
    yield
    install_translations(qapp, "en")
    QCoreApplication.processEvents()


def kinds(w: LibraryWindow) -> dict[str, tuple[str, str]]:
    return {g.black: (cell(w, row, "variant"), cell(w, row, "handicap")) for row, g in enumerate(w.model.games)}


def test_variants_add_ons_and_handicaps_are_named_in_words(qtbot: QtBot, tmp_path: Path) -> None:
    lib = variety(tmp_path)
    w = make(qtbot, lib)
    names = kinds(w)
    assert names["K"][0] == "Kirin-Phoenix shogi: Both sides, Black first"  # the variant with its sub-variant
    assert names["F"][0] == "Standard shogi + Ōshō Fantasista (fairies and magic)"
    assert names["H"][0] == "Hybrid shogi: White moves first + Cards, first edition"
    assert names["C1"][1] == "Custom handicap: White (uwate) without rook, lance×2, pawn"
    assert names["C2"][1] == "Custom handicap: White (uwate) without rook, bishop"
    assert names["C3"][1] == "Custom handicap: Black (shitate) without rook, lance"
    assert not any("custom:" in h or "+fantasista" in v or "+cards" in v for v, h in names.values())  # no raw ids
    lib.close()


def test_the_names_follow_the_language(qtbot: QtBot, tmp_path: Path, japanese: None) -> None:
    lib = variety(tmp_path)
    w = make(qtbot, lib)
    names = kinds(w)
    assert names["F"][0] == "本将棋 ＋ 王将ファンタジスタ（妖精と魔法）"
    assert names["K"][0] == "麒麟・鳳凰将棋：両者・先手から"
    assert names["H"][0] == "ハイブリッド将棋：後手から ＋ カード将棋（初版）"
    assert names["C1"][1] == "カスタム駒落ち：上手は飛車・香車×2・歩兵なし"
    assert names["C2"][1] == "カスタム駒落ち：上手は飛車・角行なし"  # (the library stays open for the switch back)


def test_the_tag_filter_says_that_empty_means_any_tag(qtbot: QtBot, library: Library) -> None:
    """The other filters start at "Any variant", "Any result"; the empty tag box said nothing."""
    w = make(qtbot, library)
    line = w.tag_combo.lineEdit()
    assert w.tag_combo.currentText() == "" and line is not None
    assert line.placeholderText() == "Any tag" and w.result_combo.itemText(0) == "Any result"


def test_the_tag_filter_placeholder_in_japanese(qtbot: QtBot, library: Library, japanese: None) -> None:
    w = make(qtbot, library)
    line = w.tag_combo.lineEdit()
    assert line is not None and line.placeholderText() == "すべてのタグ"


def test_full_player_names_and_a_window_on_the_screen(qtbot: QtBot, tmp_path: Path) -> None:
    lib = Library(tmp_path / "names")
    long_name = "第八十一期名人戦七番勝負挑戦者 羽生善治 (Habu Yoshiharu, challenger of the 81st Meijin match)"
    lib.add(game(10, 5, long_name, "藤井聡太", "2023/04/05"))
    host = QMainWindow()
    qtbot.addWidget(host)
    screen = host.screen().availableGeometry()
    host.setGeometry(screen.left(), screen.bottom() - 200, 400, 150)  # a window low on the screen
    host.show()
    w = LibraryWindow(lib, host)
    qtbot.addWidget(w)
    w.show()
    frame = w.frameGeometry()
    assert screen.contains(frame.topLeft()) and screen.contains(frame.bottomRight()), (screen, frame)
    column = w.model.COLUMNS.index("black")
    assert w.model.data(w.model.index(0, column), Qt.ItemDataRole.ToolTipRole) == long_name
    assert w.model.data(w.model.index(0, column)) == long_name  # the text itself is whole; the tooltip shows it
    lib.close()


def test_a_library_held_by_another_program_opens_read_only(qtbot: QtBot, library: Library) -> None:
    import subprocess
    import sys

    root = library.root
    library.close()
    holder = subprocess.Popen([sys.executable, "-c", "import sqlite3, sys\n"
                               "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
                               "c.execute('BEGIN IMMEDIATE'); c.execute('UPDATE games SET event = event')\n"
                               "print('held', flush=True); sys.stdin.read()", str(root / DB_NAME)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        lib = Library(root)
        w = make(qtbot, lib)
        assert lib.read_only and w.notice_label.isVisible() and "reading only" in w.notice_label.text()
        assert w.model.rowCount() == 3
        w.select_ids([w.model.games[0].id])
        assert w.act_open.isEnabled() and w.act_export.isEnabled()
        assert not w.act_tags.isEnabled() and not w.act_delete.isEnabled() and not w.act_import.isEnabled()
        lib.close()
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=30)


def test_a_cancelled_import_can_be_continued(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    folder = tmp_path / "kifu"
    kifu_folder(folder, 120)
    w = make(qtbot, library)
    assert not w.act_resume.isVisible()
    done: list[int] = []
    report = library.import_folder(folder, progress=lambda d, n, p: done.append(d),
                                   should_cancel=lambda: len(done) >= 30)
    assert report.cancelled
    w.refresh()
    assert w.act_resume.isVisible() and str(folder) in w.notice_label.text()
    w.act_resume.trigger()
    qtbot.waitUntil(lambda: w.report_dialog is not None and not w.import_running(), timeout=60000)
    again = w.last_import
    assert again is not None and not again.cancelled and again.skipped == 30 and len(again.added) == 90
    assert len(library) == 123 and not w.act_resume.isVisible() and not w.notice_label.isVisible()


def test_a_busy_library_keeps_a_finished_game_for_later(qtbot: QtBot) -> None:
    from shogi_desktop.app.library import LibraryBusy

    host = MainWindow(settings_for_test())
    qtbot.addWidget(host)
    service = LibraryService(host)

    def busy(*_a: object, **_k: object) -> Library:
        raise LibraryBusy("held by another program")

    with pytest.MonkeyPatch.context() as patch:  # its own: undoing it leaves conftest's folders alone
        patch.setattr("shogi_desktop.ui.library.window.Library", busy)
        assert service.show_window() is None
        assert service.message_box is not None and "Another program" in service.message_box.text()
        record = game(8, 3, "Finished", "While busy", resign=True)
        assert service.add_game(record, "aaaabbbbccccdddd") is None
    lib = service.library()  # (a first library is built from the record files there are)
    assert lib is not None and lib.recovered + lib.rebuilt == 1
    info = lib.get("aaaabbbbccccdddd")
    assert info is not None and info.black == "Finished"
    service.close()


def test_closing_the_main_window_closes_the_library_window(qtbot: QtBot) -> None:
    """The library window goes with the main window: nothing is left to read the closed database when
    the language changes afterwards (it once raised "Cannot operate on a closed database")."""
    w = MainWindow(settings_for_test())
    qtbot.addWidget(w)
    w.show()
    lw = w.show_library()
    destroyed: list[bool] = []
    lw.destroyed.connect(lambda _o=None: destroyed.append(True))
    assert lw.isVisible()
    w.close()
    assert not lw.isVisible()
    qtbot.waitUntil(lambda: destroyed == [True])
