"""The user is told, once and in their language, which damaged files were set aside and where they are now;
an autosave that cannot be written shows in the status bar and once in a message, and the game goes on."""

from __future__ import annotations

import errno
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from shogi_desktop.app.autosave import Autosave, autosave_path
from shogi_desktop.app.engines import engines_path
from shogi_desktop.app.settings import Settings, settings_path
from shogi_desktop.app.storage import SetAside
from shogi_desktop.core.record import GameRecord
from shogi_desktop.ui.dialogs.resume import offer_resume
from shogi_desktop.ui.dialogs.storage_notices import notice_text, show_set_aside_notices, start_notices
from shogi_desktop.ui.main_window import MainWindow

DEEP = "[" * 100_000 + "]" * 100_000


@pytest.fixture
def language(qapp: QApplication) -> Iterator[object]:
    from shogi_desktop.app.i18n import install_translations

    def switch(lang: str) -> None:
        install_translations(qapp, lang)
        QCoreApplication.processEvents()

    yield switch
    switch("en")


def window(qtbot: QtBot) -> MainWindow:
    s = Settings.load()
    s.animation_ms = 0
    s.mute = True
    w = MainWindow(s)
    qtbot.addWidget(w)
    w.show()
    return w


def damage_everything() -> dict[str, str]:
    texts = {"settings": DEEP, "engines": '{"version": 1, "engines": [{"id": "x", "options": 5}]}',
             "autosave": '{"format": "shogi-desktop-autosave", "version": 1, "record": ' + "1" * 4301 + "}"}
    for path, text in ((settings_path(), texts["settings"]), (engines_path(), texts["engines"]),
                       (autosave_path(), texts["autosave"])):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return texts


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_file_set_aside_at_start_is_told_once_with_where_it_is(qtbot: QtBot, language, lang: str) -> None:
    language(lang)
    texts = damage_everything()
    w = window(qtbot)  # the application starts
    assert offer_resume(w) is None  # the damaged autosave cannot be offered
    notices = start_notices(w)
    assert sorted(n.what for n in notices) == ["autosave", "engines", "settings"]
    for notice in notices:
        assert notice.backup is not None and notice.backup.read_text(encoding="utf-8") == texts[notice.what]
    box = show_set_aside_notices(w, notices)
    assert box is not None and box.isVisible()
    shown = box.text() + box.informativeText()
    for notice in notices:
        assert str(notice.backup) in shown
    if lang == "ja":
        assert "設定ファイルを読めなかった" in shown and "自動保存された対局を読めなかった" in shown
    else:
        assert "The settings file could not be read" in shown and "cannot be resumed" in shown
    box.close()
    # once: the next start finds sound files (the damaged ones stay where they were put)
    w.close()
    again = window(qtbot)
    offer_resume(again)
    assert start_notices(again) == [] and show_set_aside_notices(again, []) is None
    assert all(n.backup is not None and n.backup.exists() for n in notices)


def test_one_file_is_told_in_one_sentence(tmp_path: Path, qtbot: QtBot) -> None:
    w = window(qtbot)
    notice = SetAside("settings", tmp_path / "settings.json", tmp_path / "settings.json.bad-1", "damaged", "x")
    box = show_set_aside_notices(w, [notice])
    assert box is not None and box.text() == notice_text(notice) and box.informativeText() == ""
    unmovable = SetAside("engines", tmp_path / "engines.json", None, "unmovable", "x")
    assert "will not be written over" in notice_text(unmovable) and str(unmovable.original) in notice_text(unmovable)


def test_an_autosave_that_cannot_be_written_is_shown(qtbot: QtBot) -> None:
    w = window(qtbot)
    store = w.controller.autosave
    assert store is not None
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().mkdir()  # a folder where the file should be
    assert w.controller.try_move(w.controller.position().parse_usi("7g7f"))  # the game goes on
    status = w.autosave_status
    assert store.last_error and store.last_errno == errno.EISDIR
    assert status.label.isVisible() and status.label.text() == "Not autosaved"
    assert str(autosave_path()) in status.label.toolTip() and "folder of that name" in status.label.toolTip()
    box = status.message_box
    assert isinstance(box, QMessageBox) and box.isVisible() and str(autosave_path()) in box.text()
    box.close()
    assert w.controller.try_move(w.controller.position().parse_usi("3c3d"))
    assert status.message_box is None  # told once, not after every move
    assert status.label.isVisible()
    autosave_path().rmdir()  # the way is free again
    assert w.controller.try_move(w.controller.position().parse_usi("2g2f"))
    assert not status.label.isVisible() and store.last_error == ""
    assert Autosave().load().record.moves_usi() == ["7g7f", "3c3d", "2g2f"]


def test_clearing_an_autosave_that_is_a_folder_does_not_raise(tmp_path: Path) -> None:
    store = Autosave(tmp_path / "autosave.json")
    store.path.mkdir()
    store.clear()  # a finished game clears the autosave: here it cannot, and says so
    assert store.last_errno == errno.EISDIR and store.path.is_dir()
    record = GameRecord.new()
    record.add_move("7g7f")
    assert not store.save(record) and "autosave.json" in store.last_error


def test_a_read_only_autosave_folder_is_reported(tmp_path: Path) -> None:
    import os

    store = Autosave(tmp_path / "autosave.json")
    statuses: list[str] = []
    store.on_status = statuses.append

    def read_only(*_a: object, **_k: object) -> tuple[int, str]:
        raise OSError(errno.EROFS, "Read-only file system")

    record = GameRecord.new()
    record.add_move("7g7f")
    with pytest.MonkeyPatch.context() as patch:  # its own: undoing it leaves conftest's folders alone
        patch.setattr("tempfile.mkstemp", read_only)
        assert not store.save(record) and not store.save(record)
    assert store.last_errno == errno.EROFS and len(statuses) == 1  # told when it starts failing, not each ply
    assert store.save(record) and statuses[-1] == "" and os.path.isfile(store.path)
    assert json.loads(store.path.read_text())["format"] == "shogi-desktop-autosave"
