"""Translations: the .ts files are complete and up to date, the .qm files are built at run time (with
lrelease or the pure-Python writer, which must agree), and switching language at run time retranslates
live widgets, including Qt's own strings."""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from shogi_desktop.app import i18n
from shogi_desktop.app.qm import elf_hash, read_ts, write_qm
from shogi_desktop.core.outcome import Outcome, Termination
from shogi_desktop.paths import i18n_dir

ROOT = Path(__file__).resolve().parents[2]
TS = {lang: i18n_dir() / f"shogi_desktop_{lang}.ts" for lang in ("ja", "en")}


@pytest.fixture
def english_after(qapp: QApplication) -> Iterator[QApplication]:
    """Tests here change the global translators: put English back afterwards."""
    yield qapp
    i18n.install_translations(qapp, "en")
    QCoreApplication.processEvents()


def test_every_source_string_has_a_japanese_translation() -> None:
    root = ET.parse(TS["ja"]).getroot()
    missing = []
    total = 0
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            total += 1
            source = msg.findtext("source") or ""
            tr = msg.find("translation")
            assert name, f"string {source!r} has no context (an aliased translate call?)"
            if msg.get("numerus") == "yes":
                texts = [f.text for f in tr.iter("numerusform")] if tr is not None else []
            else:
                texts = [tr.text] if tr is not None else []
            if tr is None or tr.get("type") == "unfinished" or not texts or not all(texts):
                missing.append(f"{name}: {source}")
    assert total > 50
    assert missing == []


def test_both_ts_files_hold_the_same_strings() -> None:
    def keys(path: Path) -> set[tuple[str, str]]:
        return {(m.context, m.source) for m in read_ts(path).messages}

    assert keys(TS["ja"]) == keys(TS["en"])


def test_japanese_shogi_vocabulary() -> None:
    ja = {(m.context, m.source): m.translations[0] for m in read_ts(TS["ja"]).messages}
    assert ja[("Sides", "Black (sente)")] == "先手"
    assert ja[("Sides", "White (uwate)")] == "上手"
    assert ja[("GameOverDialog", "Resignation")] == "投了"
    assert ja[("GameOverDialog", "Fourfold repetition (sennichite)")] == "千日手"
    assert ja[("NewGameDialog", "Byoyomi:")] == "秒読み："


def test_ts_files_are_up_to_date_with_the_sources() -> None:
    import tools.update_translations as upd

    assert upd.update(check=True) == 0  # lupdate over every ui/ and app/ file finds nothing new


def test_pure_python_qm_writer_agrees_with_lrelease(tmp_path: Path, qapp: QApplication) -> None:
    if i18n._lrelease() is None:
        pytest.skip("lrelease is not installed here")
    ours, theirs = tmp_path / "ours.qm", tmp_path / "theirs.qm"
    ts = read_ts(TS["ja"])
    written = write_qm(ts, ours)
    i18n.build_qm(TS["ja"], theirs, use_lrelease=True)
    assert written == sum(1 for m in ts.messages if m.translated)
    a, b = QTranslator(), QTranslator()
    assert a.load(str(ours)) and b.load(str(theirs))
    for m in ts.messages:
        got = a.translate(m.context, m.source, m.comment or None)
        assert got == b.translate(m.context, m.source, m.comment or None)
        assert got == m.translations[0]
    assert a.translate("Sides", "not a string of ours") == ""


def test_elf_hash_matches_qt() -> None:
    # Qt's elfHash (qtranslator.cpp) worked by hand: h = (h << 4) + byte; an empty hash becomes 1.
    # Long strings (the high-nibble folding) are covered by the agreement with lrelease above.
    assert elf_hash(b"") == 1
    assert elf_hash(b"a") == 0x61
    assert elf_hash(b"ab") == (0x61 << 4) + 0x62


def test_qm_is_built_into_the_cache_and_rebuilt_when_the_ts_is_newer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_lrelease", lambda: None)  # the pure-Python path, as in a bundle
    built = i18n.qm_path("ja")
    assert built is not None and built.is_file()
    assert built.parent == i18n.cache_dir()
    assert str(built).startswith(os.environ["XDG_CACHE_HOME"])
    older = i18n.ts_path("ja").stat().st_mtime - 100
    os.utime(built, (older, older))  # now older than its .ts: rebuilt on the next request
    again = i18n.qm_path("ja")
    assert again == built and built.stat().st_mtime > older
    # up to date: not rebuilt
    stamp = built.stat().st_mtime
    assert i18n.qm_path("ja") == built and built.stat().st_mtime == stamp


def test_languages() -> None:
    assert i18n.system_language() in ("ja", "en")
    assert i18n.resolve_language("ja") == "ja"
    assert i18n.resolve_language("") == i18n.system_language()


def test_switching_language_at_run_time_retranslates_widgets(english_after: QApplication, qtbot) -> None:
    from shogi_desktop.ui.dialogs import GameOverDialog, NewGameDialog

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
    from shogi_desktop.ui.dialogs import problem_text

    texts = [problem_text(p) for p in validate_sfen("2P1k4/9/9/9/4P4/9/4P4/9/4K4 b - 1")]
    assert texts == ["二歩：先手の歩が同じ筋にあります（５五、５七）", "先手の歩兵（７一）は行き所のない駒です"]

    i18n.install_translations(app, "en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "New Game")
    assert over.reason.text() == "Resignation"
    assert dialog.handicap_combo.itemText(1) == "Lance"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
