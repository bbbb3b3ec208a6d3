"""Issue 13, items 1, 2, 18 and 21 (the prompt): a new game is untitled and Save asks for a name, file
dialog filters stay valid Qt filters in both languages (a real Japanese QFileDialog lists .csa and .usi
files), Save As proposes KIF for standard and handicap games, and the unsaved-changes question names
what is about to happen."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QFileDialog, QListView
from pytestqt.qtbot import QtBot

from shogi_desktop.app import i18n
from shogi_desktop.notation import FORMATS
from shogi_desktop.ui.files.actions import EXPORT_FORMATS, format_filter
from tests.ui.files.test_file_actions import Answers, make_window, no_questions, patch_save_dialog, play

# Qt's own pattern for "words (patterns)" (QPlatformFileDialogHelper::filterRegExp, qplatformdialoghelper.cpp)
QT_FILTER = re.compile(r"^(.*)\(([a-zA-Z0-9_.,*? +;#\-\[\]@\{\}/!<>\$%&=^~:\|]*)\)$")


@pytest.fixture(params=["ja", "en"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    assert i18n.install_translations(qapp, request.param) == request.param
    yield request.param
    i18n.install_translations(qapp, "en")
    QCoreApplication.processEvents()


# ----------------------------------------------------------------------------- 1. untitled new games
def test_a_new_game_belongs_to_no_file(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    w = make_window(qtbot)
    no_questions(monkeypatch)
    play(w, "7g7f", "3c3d")
    target = tmp_path / "a.csa"
    patch_save_dialog(monkeypatch, target)
    assert w.files.save_as()
    saved = target.read_bytes()
    assert "a.csa" in w.windowTitle()

    w.act_new.trigger()  # nothing unsaved: the New Game dialog opens at once
    w.new_game_dialog_widget.accept()
    assert "a.csa" not in w.windowTitle() and w.files.path is None
    play(w, "2g2f", "8c8d")
    assert "a.csa" not in w.windowTitle()

    calls = patch_save_dialog(monkeypatch, "")  # Ctrl+S on an untitled game asks for a name (cancelled here)
    w.files.act_save.trigger()
    assert len(calls) == 1
    assert target.read_bytes() == saved  # a.csa still holds the first game

    answers = Answers(monkeypatch, "Cancel")
    w.act_new.trigger()  # the question is about this game, not about a.csa
    assert answers.seen[0]["text"] == "The current game has changes that are not saved."
    assert answers.seen[0]["info"] == "Save them before starting a new game?"
    assert w.controller.record.moves_usi() == ["2g2f", "8c8d"]


def test_opening_a_file_is_what_binds_a_game_to_it(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                  tmp_path: Path) -> None:
    from tests.ui.files.test_file_actions import open_with_dialog

    w = make_window(qtbot)
    no_questions(monkeypatch)
    play(w, "7g7f")
    kif = tmp_path / "b.kif"
    patch_save_dialog(monkeypatch, kif)
    assert w.files.save_as()
    w.new_game()
    assert w.files.path is None
    assert open_with_dialog(qtbot, monkeypatch, w, kif)
    assert w.files.path == str(kif) and "b.kif" in w.windowTitle()
    play(w, "2g2f")  # (the record opens at its start: a variation)
    answers = Answers(monkeypatch, "Cancel")
    w.files.open_file()
    assert answers.seen[0]["text"] == "b.kif has changes that are not saved."
    assert answers.seen[0]["info"] == "Save them before opening another game?"


# ----------------------------------------------------------------------------- 2. valid Qt filters
def test_every_filter_parses_as_qt_parses_it(qtbot: QtBot, language: str) -> None:
    w = make_window(qtbot)
    filters = [*w.files.open_filters(), *w.files.save_filters(), *(format_filter(f) for f in EXPORT_FORMATS)]
    for text in filters:
        match = QT_FILTER.match(text)
        assert match, text
        assert match.group(1).strip(), text  # words before the patterns
    everything = QT_FILTER.match(w.files.open_filters()[0])
    assert everything is not None
    patterns = set(everything.group(2).split())
    assert {"*" + e for info in FORMATS.values() for e in info.extensions} == patterns
    assert {"*.csa", "*.usi", "*.kif", "*.kifu", "*.ki2", "*.jkf", "*.sfen", "*.json"} <= patterns
    if language == "ja":
        assert w.files.open_filters()[0].startswith("棋譜ファイル (")


def test_the_open_dialog_lists_every_kifu_file_in_both_languages(qtbot: QtBot, language: str,
                                                                 tmp_path: Path) -> None:
    names = ["a.csa", "b.usi", "c.kif", "d.kifu", "e.ki2", "f.jkf", "g.sfen", "h.json"]
    for name in [*names, "notes.txt"]:
        (tmp_path / name).write_text("x", encoding="utf-8")
    w = make_window(qtbot)
    dialog = QFileDialog(w, "", str(tmp_path))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setNameFilter(w.files.open_filter())
    qtbot.addWidget(dialog)
    dialog.show()
    view = dialog.findChild(QListView, "listView")
    assert view is not None

    def shown() -> list[str]:
        model, root = view.model(), view.rootIndex()
        return sorted(model.data(model.index(r, 0, root)) for r in range(model.rowCount(root)))

    qtbot.waitUntil(lambda: shown() == names, timeout=10000)


# ----------------------------------------------------------------------------- 18. Save As proposes KIF
@pytest.mark.parametrize(("variant", "handicap", "fmt"), [
    ("standard", None, "kif"), ("standard", "2", "kif"), ("standard", "custom:9a,1a", "kif"),
    ("kirin-phoenix:1", None, "json"), ("standard+cards2", None, "json"), ("standard+fantasista", None, "json"),
])
def test_save_as_proposes_kif_where_kif_holds_the_game(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                       variant: str, handicap: str | None, fmt: str) -> None:
    from shogi_desktop.ui.game.controller import GameSetup

    w = make_window(qtbot)
    w.new_game(GameSetup(variant=variant, handicap=handicap))
    move = w.controller.position().legal_moves()[0]
    assert w.controller.try_move(move)
    calls = patch_save_dialog(monkeypatch, "")
    w.files.act_save.trigger()
    assert len(calls) == 1
    _parent, _title, start, _filters, selected = calls[0]
    assert selected == format_filter(fmt)
    assert Path(start).suffix == FORMATS[fmt].extensions[0]
    if fmt == "kif":
        assert selected.startswith("KIF (Shift_JIS)")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_translated_filter_in_the_ts_files_is_a_valid_filter(lang: str) -> None:
    """Filters written whole in a translatable string (another dialog's) must stay valid in translation."""
    from tests.ui.test_i18n import TS, ts_messages

    found = 0
    for _ctx, source, texts, _kind in ts_messages(TS[lang]):
        if "(*" not in source:
            continue
        for text in texts:
            for part in text.split(";;"):
                found += 1
                assert QT_FILTER.match(part), (source, part)
    assert found >= 1
