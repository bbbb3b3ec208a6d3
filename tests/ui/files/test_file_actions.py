"""File menu of the main window, driven through the real window code: Open (every format of the
samples, checked against cshogi), Save and Save As (round trips, formats that cannot hold the game),
Export (every format), the clipboard, dropped files, recent files, broken files and the partial-open
choice, unsaved-game protection, and reading in a worker thread."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import cshogi
import cshogi.CSA
import cshogi.KIF
import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QTimer, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from shogi_desktop.app import kifu_io
from shogi_desktop.app.settings import Settings
from shogi_desktop.core.handicap import handicap_sfen
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation import read_record, write_record
from shogi_desktop.ui.main_window import MainWindow
from tests.notation.kifu_games import signature

ROOT = Path(__file__).resolve().parents[3]
SAMPLES = sorted((ROOT / "tests" / "notation" / "samples").iterdir()) + sorted(
    (ROOT / "tests" / "notation" / "samples_csa").iterdir())
EXPECTED_FORMAT = {".kif": "kif", ".kifu": "kifu", ".ki2": "ki2", ".ki2u": "ki2", ".csa": "csa"}
# cshogi's readers cross-check these (it reads variations into the main line, ignores BOD diagrams and
# crashes on board_midgame_v30.csa, so those are left to the notation tests).
PEER_MOVES = {"handicap_two_pieces.kif", "kifu_for_windows.kif", "board_p19_tsume.csa", "dojo81_v22.csa",
              "floodgate_v22.csa", "handicap_2piece_pi.csa", "handicap_lance_pi.csa", "v30_utf8.csa"}
VARIATIONS = ROOT / "tests" / "notation" / "samples" / "shogihome_variations.kifu"
BROKEN_KIF = ("# ---\n手合割：平手\n手数----指手---------消費時間--\n"
              "   1 ７六歩(77)   ( 0:01/00:00:01)\n   2 ３四歩(33)   ( 0:01/00:00:01)\n"
              "   3 ２二角成(99)   ( 0:01/00:00:02)\n")


# ----------------------------------------------------------------------------- helpers
def make_window(qtbot: QtBot, settings: Settings | None = None) -> MainWindow:
    settings = settings if settings is not None else Settings.load()
    settings.animation_ms = 0
    settings.mute = True
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    return w


class Answers:
    """QMessageBox.exec replaced: records each question and clicks the button named in ``answers``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, *answers: str) -> None:
        self.answers = list(answers)
        self.seen: list[dict[str, Any]] = []

        def fake_exec(box: QMessageBox) -> int:
            buttons = {b.text().replace("&", ""): b for b in box.buttons()}
            self.seen.append({"text": box.text(), "info": box.informativeText(), "buttons": list(buttons),
                              "roles": {t: box.buttonRole(b) for t, b in buttons.items()}, "icon": box.icon()})
            assert self.answers, f"unexpected question: {box.text()} {box.informativeText()}"
            want = self.answers.pop(0)
            assert want in buttons, (want, list(buttons))
            buttons[want].click()
            return 0

        monkeypatch.setattr(QMessageBox, "exec", fake_exec)


def no_questions(monkeypatch: pytest.MonkeyPatch) -> Answers:
    return Answers(monkeypatch)


def patch_open_dialog(monkeypatch: pytest.MonkeyPatch, path: Path | str) -> list[Any]:
    calls: list[Any] = []

    def fake(*args: Any, **kwargs: Any) -> tuple[str, str]:
        calls.append(args)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", fake)
    return calls


def patch_save_dialog(monkeypatch: pytest.MonkeyPatch, path: Path | str, chosen: str = "") -> list[Any]:
    calls: list[Any] = []

    def fake(*args: Any, **kwargs: Any) -> tuple[str, str]:
        calls.append(args)
        return str(path), chosen

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    return calls


def wait_load(qtbot: QtBot, w: MainWindow, action: Callable[[], Any]) -> bool:
    with qtbot.waitSignal(w.files.load_finished, timeout=20000) as blocker:
        action()
    return bool(blocker.args[0])


def open_with_dialog(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, w: MainWindow, path: Path) -> bool:
    patch_open_dialog(monkeypatch, path)
    return wait_load(qtbot, w, w.files.act_open.trigger)


def visible_messages(w: MainWindow) -> list[QMessageBox]:
    return [b for b in w.findChildren(QMessageBox) if b.isVisible()]


def main_moves(record: GameRecord) -> list[str]:
    return [n.usi for n in record.main_line()[1:] if n.ending is None]


def play(w: MainWindow, *usi: str) -> None:
    for u in usi:
        assert w.controller.try_move(w.controller.position().parse_usi(u)), u


def peer_moves(path: Path) -> tuple[str, list[str]] | None:
    """The start and moves cshogi reads from a KIF or CSA file (None for formats it has no reader for)."""
    data = path.read_bytes()
    if path.suffix == ".csa":
        text = data.decode("utf-8") if b"encoding=UTF-8" in data else data.decode("cp932")
        parser = cshogi.CSA.Parser.parse_str(text)[0]
    elif path.suffix in (".kif", ".kifu"):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = data.decode("cp932")
        parser = cshogi.KIF.Parser.parse_str(text)
    else:
        return None
    return parser.sfen, [cshogi.move_to_usi(m) for m in parser.moves]


# ----------------------------------------------------------------------------- open
@pytest.mark.parametrize("sample", SAMPLES, ids=[p.name for p in SAMPLES])
def test_open_every_sample_through_the_window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                              sample: Path) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    path = tmp_path / sample.name
    shutil.copy(sample, path)
    assert open_with_dialog(qtbot, monkeypatch, w, path)
    record = w.controller.record
    assert w.files.path == str(path)
    assert w.files.format == EXPECTED_FORMAT[sample.suffix]
    assert w.files.encoding == ("utf-8" if sample.suffix == ".ki2u" else None)
    assert sample.name in w.windowTitle() and not w.isWindowModified()
    assert w.settings.recent_files[0] == str(path)
    assert not w.files.busy and not w.files.progress.isVisible()
    # the board shows the record's current position
    assert w.scene.position().sfen() == record.position().sfen()  # type: ignore[union-attr]
    if sample.name in PEER_MOVES:
        peer = peer_moves(path)
        assert peer is not None
        assert main_moves(record) == peer[1]
        if sample.name != "board_p19_tsume.csa":  # cshogi ignores P-00AL (the rest of the pieces to White)
            assert record.start_sfen.split()[:3] == peer[0].split()[:3]


def test_handicap_and_variations_open_as_such(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    w.controller.humans = [True, False]  # as after a game against the computer
    assert open_with_dialog(qtbot, monkeypatch, w, ROOT / "tests/notation/samples/handicap_two_pieces.kif")
    assert w.controller.humans == [True, True]  # a record opened for study: both sides may be tried
    assert w.controller.clock is None
    assert w.controller.record.handicap == "2"
    assert w.scene.position().sfen().split()[:3] == handicap_sfen("2").split()[:3]  # type: ignore[union-attr]
    assert open_with_dialog(qtbot, monkeypatch, w, VARIATIONS)
    variations = [n for n in w.controller.record.walk() if n.variation_index > 0]
    assert len(variations) == 3  # two at the root of the tree, one nested
    assert w.controller.record.header["black"] == "先手太郎"
    assert w.controller.names == ["先手太郎", "後手花子"]


def test_open_generated_jkf_json_usi_and_sfen(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    source = read_record(VARIATIONS.read_bytes())
    for fmt, ext in (("jkf", ".jkf"), ("json", ".json"), ("usi", ".usi"), ("sfen", ".sfen")):
        path = tmp_path / f"game{ext}"
        path.write_bytes(write_record(source, fmt))
        assert open_with_dialog(qtbot, monkeypatch, w, path)
        assert w.files.format == fmt
        record = w.controller.record
        if fmt in ("jkf", "json"):  # (JKF has no bookmarks)
            keep = 6 if fmt == "json" else 5
            assert [r[:keep] for r in signature(record)] == [r[:keep] for r in signature(source)]
        elif fmt == "usi":
            assert main_moves(record) == main_moves(source)
            assert w.controller.current is record.main_line()[-1]  # a position command shows where it leads
        else:
            end = [n for n in source.main_line() if n.ending is None][-1]
            assert record.start_sfen == source.position_at(end).sfen() and not record.root.children


def test_the_file_is_read_in_a_worker_thread_and_the_window_stays_responsive(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    release = threading.Event()
    threads: list[threading.Thread] = []
    real = kifu_io.read_file

    def slow_read(path: str) -> Any:
        threads.append(threading.current_thread())
        assert release.wait(30)
        return real(path)

    monkeypatch.setattr(kifu_io, "read_file", slow_read)
    with qtbot.waitSignal(w.files.load_finished, timeout=30000) as blocker:
        assert w.files.open_path(VARIATIONS)
        assert w.files.busy and w.files.progress.isVisible()
        assert not w.files.act_open.isEnabled() and not w.files.act_paste.isEnabled()
        assert "shogihome_variations.kifu" in w.status_text()
        assert not w.files.open_path(VARIATIONS)  # one file at a time
        fired: list[bool] = []
        QTimer.singleShot(0, lambda: fired.append(True))
        qtbot.waitUntil(lambda: bool(fired) and bool(threads))  # the event loop runs while the worker reads
        assert w.files.busy
        release.set()
    assert blocker.args == [True]
    assert threads and threads[0] is not threading.main_thread()
    assert not w.files.busy and not w.files.progress.isVisible() and w.files.act_open.isEnabled()
    assert len([n for n in w.controller.record.walk() if n.variation_index]) == 3


# ----------------------------------------------------------------------------- broken files
def test_a_broken_file_names_format_line_column_and_offers_the_readable_part(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    w = make_window(qtbot)
    bad = tmp_path / "bad.kif"
    bad.write_bytes(BROKEN_KIF.encode("cp932"))
    answers = Answers(monkeypatch, "Cancel")
    before = w.controller.record
    assert not open_with_dialog(qtbot, monkeypatch, w, bad)
    [question] = answers.seen
    assert "bad.kif" in question["text"] and "KIF" in question["text"]
    assert "Line 6, column 6" in question["info"] and "９九" in question["info"]
    assert "first 2 moves" in question["info"]
    assert question["buttons"] == ["Open Partial", "Cancel"]
    assert w.controller.record is before
    assert str(bad) not in w.settings.recent_files

    answers = Answers(monkeypatch, "Open Partial")
    assert open_with_dialog(qtbot, monkeypatch, w, bad)
    record = w.controller.record
    assert main_moves(record) == ["7g7f", "3c3d"]
    assert w.controller.current is record.main_line()[-1]  # shown where the reading stopped
    assert w.files.path is None  # Save never overwrites the broken file with the part read
    assert w.files.needs_saving()
    assert "bad.kif" not in w.windowTitle()


def test_a_file_with_nothing_readable_is_reported_without_a_choice(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    bad = tmp_path / "bad.csa"
    bad.write_text("V2.2\nP1-KY-KE-GI-KI-OU-KI-GI-KE\n+\n")
    before = w.controller.record
    assert not open_with_dialog(qtbot, monkeypatch, w, bad)
    [box] = visible_messages(w)
    assert "bad.csa" in box.text() and "CSA" in box.text()
    assert box.icon() == QMessageBox.Icon.Warning
    assert "Line 2" in box.informativeText()
    assert w.controller.record is before
    box.close()
    notes = tmp_path / "notes.txt"
    notes.write_bytes(b"\x00\x01 not a kifu at all")
    assert not open_with_dialog(qtbot, monkeypatch, w, notes)
    [box] = visible_messages(w)
    assert "notes.txt" in box.text() and "not a kifu format" in box.informativeText()


def test_a_puzzle_diagram_opens_with_one_note_naming_the_rule_it_breaks(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """A 九歩 diagram (nine White pawns on file 2, a KIF written by json-kifu-format's authors) opens for
    study, and the note says what rule it breaks and where, in words (the note's text once failed to
    import the position editor's problem texts)."""
    no_questions(monkeypatch)
    w = make_window(qtbot)
    puzzle = ROOT.parent / "shared" / "corpus" / "json-kifu-format" / "kif" / "9fu.kif"
    assert open_with_dialog(qtbot, monkeypatch, w, puzzle)
    assert w.controller.position().sfen().split()[0].count("p") == 9
    [box] = visible_messages(w)
    assert "9fu.kif" in box.text() and box.icon() == QMessageBox.Icon.Information
    note = box.informativeText()
    assert note.startswith("Line 9, column 1: ") and "nifu" in note and "2a, 2b" in note and "2i could never move" in note
    box.close()


def test_a_file_that_cannot_be_read_is_reported(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                tmp_path: Path) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    assert not wait_load(qtbot, w, lambda: w.files.open_path(tmp_path / "nowhere.kif"))
    [box] = visible_messages(w)
    assert "nowhere.kif" in box.text()


# ----------------------------------------------------------------------------- save
def test_save_writes_the_opened_format_and_reopens_the_same(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                            tmp_path: Path) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    path = tmp_path / "game.kifu"
    shutil.copy(VARIATIONS, path)
    assert open_with_dialog(qtbot, monkeypatch, w, path)
    c = w.controller
    c.go_to(c.record.main_line()[4])
    play(w, "1g1f")  # a new variation at move 5
    c.set_comment(c.current, "端歩もある")
    assert w.isWindowModified() and w.files.needs_saving()
    patch_save_dialog(monkeypatch, tmp_path / "never.json")  # Save must not ask for a name
    w.files.act_save.trigger()
    assert not w.isWindowModified() and not w.files.needs_saving()
    data = path.read_bytes()
    data.decode("utf-8")  # KIFU stays UTF-8
    expected = signature(c.record)
    other = make_window(qtbot)
    assert open_with_dialog(qtbot, monkeypatch, other, path)
    got = signature(other.controller.record)
    assert [row[:6] for row in got] == [row[:6] for row in expected]
    assert "端歩もある" in data.decode("utf-8")


def test_save_asks_for_save_as_when_the_format_cannot_hold_the_game(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    w = make_window(qtbot)
    csa = tmp_path / "floodgate.csa"
    shutil.copy(ROOT / "tests/notation/samples_csa/floodgate_v22.csa", csa)
    original = csa.read_bytes()
    no_questions(monkeypatch)
    assert open_with_dialog(qtbot, monkeypatch, w, csa)
    c = w.controller
    c.go_to(c.record.main_line()[2])
    play(w, "9g9f")  # a variation: CSA holds only the main line
    answers = Answers(monkeypatch, "Cancel")
    assert not w.files.save()
    assert "floodgate.csa" in answers.seen[0]["text"] and "variations" in answers.seen[0]["info"]
    assert csa.read_bytes() == original
    answers = Answers(monkeypatch, "Save As...")
    filters = w.files.save_filters()
    json_filter = next(f for f, fmt in filters.items() if fmt == "json")
    kif_filter = next(f for f, fmt in filters.items() if fmt == "kif")
    calls = patch_save_dialog(monkeypatch, tmp_path / "study", json_filter)
    w.files.act_save.trigger()
    # the dialog proposes KIF, which holds the variation and every shogi program reads (the user takes json)
    assert calls and calls[0][4] == kif_filter and str(calls[0][2]).endswith("floodgate.kif")
    saved = tmp_path / "study.json"
    assert saved.exists() and csa.read_bytes() == original
    assert w.files.path == str(saved) and w.files.format == "json"
    assert not w.isWindowModified() and "study.json" in w.windowTitle()
    back = read_record(saved.read_bytes())
    assert signature(back) == signature(c.record)


def test_save_as_warns_before_a_format_drops_something(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                       tmp_path: Path) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    assert open_with_dialog(qtbot, monkeypatch, w, VARIATIONS)
    patch_save_dialog(monkeypatch, tmp_path / "x.csa")
    answers = Answers(monkeypatch, "Cancel")
    assert not w.files.save_as()
    assert not (tmp_path / "x.csa").exists()
    assert "CSA" in answers.seen[0]["text"]
    assert "variations" in answers.seen[0]["info"] and "bookmarks" in answers.seen[0]["info"]
    answers = Answers(monkeypatch, "Save")
    assert w.files.save_as()
    assert cshogi.CSA.Parser.parse_str((tmp_path / "x.csa").read_text())[0].moves
    assert w.files.needs_saving()  # what is on show holds more than the file: still worth saving


def test_an_untitled_game_is_saved_with_save_as(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                tmp_path: Path) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    play(w, "7g7f", "3c3d", "8h2b+")
    target = tmp_path / "mine.kif"
    calls = patch_save_dialog(monkeypatch, target)
    assert w.files.save()
    assert calls
    data = target.read_bytes()
    assert "２二角成(88)" in data.decode("cp932")
    assert peer_moves(target) == (cshogi.Board().sfen(), ["7g7f", "3c3d", "8h2b+"])
    assert w.settings.recent_files[0] == str(target)
    assert w.files.format == "kif" and not w.files.needs_saving()


def test_a_variant_game_cannot_be_saved_as_csa(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    w.new_game(type("Setup", (), {"variant": "reflect-bishop"})())
    pos = w.controller.position()
    assert w.controller.try_move(pos.legal_moves()[0])
    patch_save_dialog(monkeypatch, tmp_path / "v.csa")
    assert not w.files.save_as()
    assert not (tmp_path / "v.csa").exists()
    [box] = visible_messages(w)
    # the reason in the user's words (the writer's English, with the variant's id, is for the log)
    assert "v.csa" in box.text() and "standard shogi only" in box.informativeText()
    assert "reflect-bishop" not in box.informativeText()
    box.close()
    patch_save_dialog(monkeypatch, tmp_path / "v.json")
    assert w.files.save_as()
    assert read_record((tmp_path / "v.json").read_bytes()).variant == "reflect-bishop"


# ----------------------------------------------------------------------------- export
@pytest.mark.parametrize("language", ["en", "ja"])
def test_export_as_csa_or_jkf_of_a_variant_game_says_why_before_asking_for_a_file(
        qtbot: QtBot, qapp: QApplication, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, language: str) -> None:
    from shogi_desktop.app import i18n
    from shogi_desktop.ui.files.format_texts import format_name

    no_questions(monkeypatch)
    i18n.install_translations(qapp, language)
    try:
        w = make_window(qtbot)
        w.new_game(type("Setup", (), {"variant": "eight-knight"})())
        assert w.controller.try_move(w.controller.position().legal_moves()[0])
        for fmt in ("csa", "jkf"):
            calls = patch_save_dialog(monkeypatch, tmp_path / f"v.{fmt}")
            assert not w.files.export(fmt)
            assert not calls and not (tmp_path / f"v.{fmt}").exists()  # no file asked for
            [box] = visible_messages(w)
            info = box.informativeText()
            assert format_name(fmt) in box.text() and format_name(fmt) in info and "eight-knight" not in info
            assert ("本将棋" if language == "ja" else "standard shogi only") in info
            box.close()
        calls = patch_save_dialog(monkeypatch, tmp_path / "v.kif")
        assert w.files.export("kif") and calls  # KIF holds the variant
        assert read_record((tmp_path / "v.kif").read_bytes()).variant.startswith("eight-knight")
    finally:
        i18n.install_translations(qapp, "en")


def test_export_every_format(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    assert open_with_dialog(qtbot, monkeypatch, w, VARIATIONS)
    c = w.controller
    source = c.record
    c.go_to(source.main_line()[6])
    for fmt, ext in (("kif", ".kif"), ("kifu", ".kifu"), ("ki2", ".ki2"), ("csa", ".csa"), ("jkf", ".jkf"),
                     ("usi", ".usi"), ("sfen", ".sfen"), ("json", ".json")):
        patch_save_dialog(monkeypatch, tmp_path / f"export-{fmt}")  # no extension: the format's is added
        w.files.export_actions[fmt].trigger()
        out = tmp_path / f"export-{fmt}{ext}"
        assert out.exists(), fmt
        data = out.read_bytes()
        back = read_record(data, fmt)
        if fmt == "sfen":
            assert back.start_sfen == c.position().sfen()  # the position on the board
        elif fmt == "usi":
            assert main_moves(back) == [n.usi for n in source.current_line()[1:] if n.ending is None]
        else:
            assert main_moves(back) == main_moves(source)
        if fmt in ("kif", "ki2"):
            with pytest.raises(UnicodeDecodeError):
                data.decode("utf-8")
        if fmt == "csa":  # (cshogi's KIF reader would read the variations into the main line)
            assert peer_moves(out) == (source.start_sfen, main_moves(source))
            assert "left out" in w.status_text() and "variations" in w.status_text()
    # exporting leaves the game tied to its own file
    assert w.files.path == str(VARIATIONS) and w.files.format == "kifu"
    assert w.settings.recent_files == [str(VARIATIONS)]


# ----------------------------------------------------------------------------- clipboard
def test_copy_game_and_paste_it_back(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    assert open_with_dialog(qtbot, monkeypatch, w, VARIATIONS)
    source = w.controller.record
    w.files.act_copy_game.trigger()
    text = QApplication.clipboard().text()
    assert text.startswith("# KIF") and "変化：" in text
    assert cshogi.KIF.Parser.parse_str(text).moves  # other programs read what we copy
    other = make_window(qtbot)
    other.files.act_paste.trigger()
    assert signature(other.controller.record) == signature(source)
    assert other.files.path is None and other.files.needs_saving()


def test_copy_position_and_paste_positions(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    play(w, "7g7f", "3c3d", "2g2f")
    w.files.act_copy_position.trigger()
    sfen = QApplication.clipboard().text()
    assert sfen == "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL w - 4"
    other = make_window(qtbot)
    other.files.act_paste.trigger()
    record = other.controller.record
    assert record.start_sfen == sfen and not record.root.children
    assert other.scene.position().sfen() == sfen  # type: ignore[union-attr]
    QApplication.clipboard().setText("position startpos moves 7g7f 3c3d 8h2b+")
    no_questions(monkeypatch)  # the position pasted before has no moves: nothing to lose
    other.files.act_paste.trigger()
    record = other.controller.record
    assert record.moves_usi() == ["7g7f", "3c3d", "8h2b+"]  # the board shows where the line leads
    assert other.scene.position().sfen() == record.position().sfen()  # type: ignore[union-attr]
    handicap = handicap_sfen("lance")
    QApplication.clipboard().setText(f"sfen {handicap} moves 5a4b")
    answers = Answers(monkeypatch, "Discard")  # pasted moves are saved nowhere: asked
    other.files.act_paste.trigger()
    assert len(answers.seen) == 1 and not answers.answers
    assert other.controller.record.handicap == "lance"


def test_paste_of_something_else_changes_nothing(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    play(w, "7g7f")
    record = w.controller.record
    QApplication.clipboard().setText("Dear diary, today I played shogi.")
    w.files.act_paste.trigger()
    assert w.controller.record is record
    [box] = visible_messages(w)
    assert "no game or position" in box.text()
    box.close()
    QApplication.clipboard().setText(BROKEN_KIF)
    answers = Answers(monkeypatch, "Open Partial", "Discard")
    w.files.act_paste.trigger()
    assert "Line 6, column 6" in answers.seen[0]["info"]
    assert "not saved" in answers.seen[1]["text"]  # the game in progress is protected
    assert main_moves(w.controller.record) == ["7g7f", "3c3d"]


# ----------------------------------------------------------------------------- drag and drop
def test_drop_a_file_on_the_window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    path = tmp_path / "dropped.csa"
    shutil.copy(ROOT / "tests/notation/samples_csa/v30_utf8.csa", path)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    enter = QDragEnterEvent(QPoint(50, 50), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(w, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(50, 50), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    assert wait_load(qtbot, w, lambda: QApplication.sendEvent(w, drop))
    assert w.files.path == str(path) and w.files.format == "csa"
    assert main_moves(w.controller.record) == peer_moves(path)[1]  # type: ignore[index]
    # dropped on the board itself
    second = tmp_path / "second.kif"
    shutil.copy(ROOT / "tests/notation/samples/kifu_for_windows.kif", second)
    mime2 = QMimeData()
    mime2.setUrls([QUrl.fromLocalFile(str(second))])
    enter2 = QDragEnterEvent(QPoint(30, 30), Qt.DropAction.CopyAction, mime2, Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(w.view.viewport(), enter2)  # Qt delivers a drop where the drag was accepted
    assert enter2.isAccepted()
    drop2 = QDropEvent(QPointF(30, 30), Qt.DropAction.CopyAction, mime2, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    assert wait_load(qtbot, w, lambda: QApplication.sendEvent(w.view.viewport(), drop2))
    assert w.files.path == str(second)


def test_a_drop_while_a_game_is_in_progress_asks_first(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    w = make_window(qtbot)
    play(w, "7g7f", "3c3d")
    record = w.controller.record
    answers = Answers(monkeypatch, "Cancel")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(VARIATIONS))])
    enter = QDragEnterEvent(QPoint(50, 50), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(w, enter)
    drop = QDropEvent(QPointF(50, 50), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(w, drop)
    assert answers.seen and not w.files.busy
    assert w.controller.record is record and record.moves_usi() == ["7g7f", "3c3d"]


# ----------------------------------------------------------------------------- recent files
def test_recent_files_persist_and_missing_ones_are_removed(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                           tmp_path: Path) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    a, b = tmp_path / "a.kif", tmp_path / "b.csa"
    shutil.copy(ROOT / "tests/notation/samples/kifu_for_windows.kif", a)
    shutil.copy(ROOT / "tests/notation/samples_csa/dojo81_v22.csa", b)
    assert open_with_dialog(qtbot, monkeypatch, w, a)
    assert open_with_dialog(qtbot, monkeypatch, w, b)
    assert Settings.load().recent_files == [str(b), str(a)]  # saved at once, not only on quit
    w.close()

    again = make_window(qtbot, Settings.load())
    again.files.menu_recent.aboutToShow.emit()
    actions = again.files.recent_actions()
    assert [x.data() for x in actions] == [str(b), str(a)]
    assert actions[0].text() == "&1 b.csa"
    assert wait_load(qtbot, again, actions[1].trigger)
    assert again.files.path == str(a)
    assert Settings.load().recent_files == [str(a), str(b)]

    b.unlink()
    again.files.menu_recent.aboutToShow.emit()
    target = next(x for x in again.files.recent_actions() if x.data() == str(b))
    target.trigger()
    [box] = visible_messages(again)
    assert str(b) in box.text() and "recent files" in box.informativeText()
    assert Settings.load().recent_files == [str(a)]
    assert [x.data() for x in again.files.recent_actions()] == [str(a)]
    again.files.act_clear_recent.trigger()
    assert Settings.load().recent_files == [] and again.files.recent_actions() == []


def test_at_most_ten_recent_files(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    no_questions(monkeypatch)
    w = make_window(qtbot)
    paths = []
    for i in range(12):
        p = tmp_path / f"g{i}.usi"
        p.write_text(f"position startpos moves {['7g7f', '2g2f', '5g5f'][i % 3]}\n")
        paths.append(p)
        assert wait_load(qtbot, w, partial(w.files.open_path, p))
    assert Settings.load().recent_files == [str(p) for p in reversed(paths)][:10]
    assert len(w.files.recent_actions()) == 10


# ----------------------------------------------------------------------------- the game in progress
def test_opening_while_a_game_is_in_progress_asks_to_save(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                          tmp_path: Path) -> None:
    w = make_window(qtbot)
    play(w, "7g7f", "3c3d", "2g2f")
    record = w.controller.record
    calls = patch_open_dialog(monkeypatch, VARIATIONS)
    answers = Answers(monkeypatch, "Cancel")
    w.files.act_open.trigger()
    assert not calls and not w.files.busy  # cancelled before the file dialog
    assert w.controller.record is record and record.moves_usi() == ["7g7f", "3c3d", "2g2f"]
    assert sorted(answers.seen[0]["buttons"]) == ["Cancel", "Discard", "Save"]
    roles = QMessageBox.ButtonRole
    assert answers.seen[0]["roles"] == {"Save": roles.AcceptRole, "Discard": roles.DestructiveRole,
                                        "Cancel": roles.RejectRole}
    assert answers.seen[0]["icon"] == QMessageBox.Icon.Question

    # Save: the game goes to a file first, then the other one opens
    answers = Answers(monkeypatch, "Save")
    saved = tmp_path / "in-progress.kifu"
    patch_save_dialog(monkeypatch, saved)
    assert wait_load(qtbot, w, w.files.act_open.trigger)
    assert main_moves(read_record(saved.read_bytes())) == ["7g7f", "3c3d", "2g2f"]
    assert w.files.path == str(VARIATIONS)

    # Discard: nothing is written
    w.controller.go_to(w.controller.record.main_line()[3])
    play(w, "9c9d")
    assert w.files.needs_saving()
    answers = Answers(monkeypatch, "Discard")
    assert wait_load(qtbot, w, w.files.act_open.trigger)
    assert not any(n.usi == "9c9d" for n in w.controller.record.walk())

    # nothing changed since it was opened: no question
    Answers(monkeypatch)
    assert wait_load(qtbot, w, w.files.act_open.trigger)


def test_a_game_played_on_while_the_file_is_read_is_protected(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    w = make_window(qtbot)
    release = threading.Event()
    real = kifu_io.read_file
    monkeypatch.setattr(kifu_io, "read_file", lambda p: (release.wait(30), real(p))[1])
    answers = Answers(monkeypatch, "Cancel")
    with qtbot.waitSignal(w.files.load_finished, timeout=30000) as blocker:
        assert w.files.open_path(VARIATIONS)  # nothing to lose yet: no question
        play(w, "7g7f")  # ...but the user plays on while the file is read
        release.set()
    assert blocker.args == [False]
    assert len(answers.seen) == 1
    assert w.controller.record.moves_usi() == ["7g7f"]


def test_a_note_on_an_opened_file_reads_in_lines_not_a_narrow_column(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Qt sized the box to its headline ("game.kif was opened."), so the note under it wrapped every
    three or four words; the note now runs to a readable line length."""
    from PySide6.QtWidgets import QLabel

    no_questions(monkeypatch)
    w = make_window(qtbot)
    kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   3 ３四歩(33)\n   3 ２六歩(27)\n"
    assert w.files.open_text(kif, "game.kif")
    [box] = visible_messages(w)
    note = box.findChild(QLabel, "qt_msgbox_informativelabel")
    assert note is not None and "numbered" in note.text()
    metrics = note.fontMetrics()
    assert metrics.horizontalAdvance(note.text()) > 30 * metrics.horizontalAdvance("M")  # a long note
    assert note.width() >= 30 * metrics.horizontalAdvance("M")  # lines of thirty-odd characters or more
    assert note.height() <= 3 * metrics.lineSpacing()
    assert box.width() < 2 * note.fontMetrics().horizontalAdvance(note.text())  # not wider than needed either
    box.close()
