"""Translations: the .ts files are complete in both languages and up to date with the sources, the
shipped .qm files are exactly what lrelease makes of them (compiled at build time, never at run time),
Qt's own dialogs speak Japanese in Japanese, and switching language at run time retranslates live
widgets, including Qt's own strings."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox, QPushButton

from shogi_desktop.app import i18n
from shogi_desktop.core.outcome import Outcome, Termination
from shogi_desktop.paths import i18n_dir

ROOT = Path(__file__).resolve().parents[2]
TS = {lang: ROOT / "i18n" / f"shogi_desktop_{lang}.ts" for lang in ("ja", "en")}


@pytest.fixture
def english_after(qapp: QApplication) -> Iterator[QApplication]:
    """Tests here change the global translators: put English back afterwards."""
    yield qapp
    i18n.install_translations(qapp, "en")
    QCoreApplication.processEvents()


def ts_messages(path: Path) -> list[tuple[str, str, list[str], str]]:
    """(context, source, translations, translation type) of every message of a .ts file."""
    out = []
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is None:
                texts: list[str] = []
            elif msg.get("numerus") == "yes":
                texts = [f.text or "" for f in tr.iter("numerusform")]
            else:
                texts = [tr.text or ""]
            out.append((name, msg.findtext("source") or "", texts, tr.get("type", "") if tr is not None else "none"))
    return out


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_message_is_translated(lang: str) -> None:
    messages = ts_messages(TS[lang])
    assert len(messages) > 500
    missing = [f"{ctx}: {source}" for ctx, source, texts, kind in messages
               if not ctx or kind or not texts or not all(texts)]
    assert missing == []


def test_both_ts_files_hold_the_same_strings() -> None:
    def keys(path: Path) -> set[tuple[str, str]]:
        return {(ctx, source) for ctx, source, _texts, _kind in ts_messages(path)}

    assert keys(TS["ja"]) == keys(TS["en"])


def test_japanese_shogi_vocabulary() -> None:
    ja = {(ctx, source): texts[0] for ctx, source, texts, _kind in ts_messages(TS["ja"])}
    assert ja[("Sides", "Black (sente)")] == "先手"
    assert ja[("Sides", "White (uwate)")] == "上手"
    assert ja[("GameOverDialog", "Resignation")] == "投了"
    assert ja[("GameOverDialog", "Fourfold repetition (sennichite)")] == "千日手"
    assert ja[("NewGameDialog", "Byoyomi:")] == "秒読み："


def test_ts_and_qm_files_are_up_to_date_with_the_sources() -> None:
    import tools.update_translations as upd

    # lupdate over every ui/ and app/ file finds nothing new, and a fresh lrelease of each .ts gives
    # the committed .qm byte for byte
    assert upd.update(check=True) == 0
    for ts in TS.values():
        assert upd.qm_is_current(ts, ts.with_suffix(".qm"))


def test_the_shipped_qm_is_loaded_as_it_is(english_after: QApplication) -> None:
    for lang in ("ja", "en"):
        path = i18n.qm_path(lang)
        assert path == i18n_dir() / f"shogi_desktop_{lang}.qm"
        translator = QTranslator()
        assert translator.load(str(path))
        ja = {(ctx, source): texts for ctx, source, texts, _kind in ts_messages(TS[lang])}
        for (ctx, source), texts in list(ja.items())[:50]:
            if len(texts) == 1:
                assert translator.translate(ctx, source) == texts[0]
    assert not hasattr(i18n, "build_qm")  # nothing is compiled while the application runs


def test_qt_dialogs_speak_japanese(english_after: QApplication, qtbot, tmp_path: Path) -> None:
    """Qt's own file dialog and message box buttons come in Japanese (qtbase_ja plus the few strings Qt's
    translation lacks, given by our .qm)."""
    assert i18n.install_translations(english_after, "ja") == "ja"
    dialog = QFileDialog(None, "", str(tmp_path))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel) if label.text()}
    assert labels == {"lookInLabel": "場所(&L):", "fileNameLabel": "ファイル名(&N):",
                      "fileTypeLabel": "ファイルの種類(&T):"}
    buttons = {b.text() for b in dialog.findChildren(QPushButton) if b.text()}
    assert buttons == {"開く(&O)", "キャンセル"}
    box = QMessageBox(QMessageBox.Icon.Question, "", "", QMessageBox.StandardButton.Save
                      | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert sorted(b.text() for b in box.buttons()) == sorted(["保存", "変更を破棄", "キャンセル"])
    from shogi_desktop.ui.text.qt_strings import qt_strings

    for context, source, now in qt_strings():
        assert now != source, (context, source)  # each string we supply for Qt is translated


def test_languages() -> None:
    assert i18n.system_language() in ("ja", "en")
    assert i18n.resolve_language("ja") == "ja"
    assert i18n.resolve_language("") == i18n.system_language()


def test_switching_language_at_run_time_retranslates_widgets(english_after: QApplication, qtbot) -> None:
    from shogi_desktop.ui.dialogs.game_over import GameOverDialog
    from shogi_desktop.ui.dialogs.new_game import NewGameDialog

    app = english_after
    assert i18n.install_translations(app, "en") == "en"
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    over = GameOverDialog(Outcome(Termination.RESIGNATION, 1))
    qtbot.addWidget(over)
    assert dialog.windowTitle() == "New Game"
    assert over.reason.text() == "Resignation"

    assert i18n.install_translations(app, "ja") == "ja"
    qtbot.waitUntil(lambda: dialog.windowTitle() == "新規対局")
    qtbot.waitUntil(lambda: over.reason.text() == "投了")
    assert over.headline.text() == "☖ 後手の勝ち"
    assert dialog.handicap_combo.itemText(1) == "香落ち"  # handicap names follow the language
    # Qt's own strings come from qtbase_ja
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "キャンセル"
    # problem texts name sides, pieces and squares the Japanese way
    from shogi_desktop.core.validate import validate_sfen
    from shogi_desktop.ui.dialogs.position_editor import problem_text

    texts = [problem_text(p) for p in validate_sfen("2P1k4/9/9/9/4P4/9/4P4/9/4K4 b - 1")]
    assert texts == ["二歩：先手の歩が同じ筋にあります（５五、５七）", "先手の歩兵（７一）は行き所のない駒です"]

    i18n.install_translations(app, "en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "New Game")
    assert over.reason.text() == "Resignation"
    assert dialog.handicap_combo.itemText(1) == "Lance"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_counts_take_the_singular_and_the_plural_in_english(english_after: QApplication) -> None:
    """Every count shown in a sentence goes through Qt's numerus forms: "1 game deleted", "2 games
    deleted" in English, one form in Japanese; no source text counts with a plain placeholder."""
    numerus = [(ctx, source) for ctx, source, texts, _kind in ts_messages(TS["en"]) if len(texts) == 2]
    assert len(numerus) >= 10
    assert i18n.install_translations(english_after, "en") == "en"
    tr = QCoreApplication.translate
    assert tr("LibraryWindow", "%n game(s) deleted", "", 1) == "1 game deleted"
    assert tr("LibraryWindow", "%n game(s) deleted", "", 3) == "3 games deleted"
    assert tr("FileActions", "The first %n move(s) could be read. Open them?", "", 1) == \
        "The first move could be read. Open it?"
    for ctx, source in numerus:  # every English form set really differs by the count, or on purpose not
        one, two = tr(ctx, source, "", 1), tr(ctx, source, "", 2)
        assert "(s)" not in one + two and ("1" in one or "%n" not in source.split(" ", 1)[0] or one != two)
    assert i18n.install_translations(english_after, "ja") == "ja"
    assert tr("LibraryWindow", "%n game(s) deleted", "", 1) == "1局を削除しました"
    counted = [source for _ctx, source, _texts, _kind in ts_messages(TS["en"])
               if re.search(r"%\d (?:games|moves|files|cards|plies|positions)\b", source)]
    # "Black moves first" is a verb; the record limit is in the hundreds of thousands
    assert counted == ["The record holds more than %1 moves and variations, more than this program reads.",
                       "%1 moves first"]
    assert tr("MateSearchDialog", "%Ln position(s) searched, %1 s", "", 12345) == "探索局面数 12,345、%1 秒"


def test_the_resume_question_counts_its_moves(english_after: QApplication, qtbot) -> None:
    from shogi_desktop.app.autosave import SavedGame
    from shogi_desktop.core.record import GameRecord
    from shogi_desktop.ui.dialogs.resume import ResumeDialog

    record = GameRecord.new("standard")
    record.add_move("7g7f")
    saved = SavedGame(record=record, saved_at="2026-12-03T20:19:00+00:00")
    assert saved.plies == 1
    assert i18n.install_translations(english_after, "en") == "en"
    dialog = ResumeDialog(saved)
    qtbot.addWidget(dialog)
    assert "(1 move, saved " in dialog.text()
    assert i18n.install_translations(english_after, "ja") == "ja"
    dialog = ResumeDialog(saved)
    qtbot.addWidget(dialog)
    assert "（1手、" in dialog.text()
