"""The opening book in the application: the choice kept in the settings, the Opening Book dialog (a good
file accepted after its check, a bad one refused with line and column, the old choice kept), the menu
item, and the computer playing book moves (the status bar names the opening) or searching when its book
file is bad."""

from __future__ import annotations

import json
import random
from pathlib import Path

from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from shogi_desktop.app.settings import Settings
from shogi_desktop.engine.book_file import BookProblem
from shogi_desktop.ui.dialogs.book import BookDialog, problem_text
from shogi_desktop.ui.game.ai_player import AIPlayer
from shogi_desktop.ui.game.controller import GameController, GameSetup

WAIT_MS = 20000
START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -"
AFTER_76 = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w -"
GOOD = f"#YANEURAOU-DB2016 1.00\nsfen {AFTER_76} 2\n8c8d none 0 20 5\nsfen {START} 1\n7g7f none 30 20 9\n"
BAD = f"#YANEURAOU-DB2016 1.00\nsfen {START} 1\n7g7f none thirty 20 9\n"


def test_the_book_choice_is_kept_in_the_settings(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert Settings().engine_book() == ""  # the built-in book by default
    s = Settings(book_mode="file", book_file="/books/user_book1.db")
    assert s.save(path)
    loaded = Settings.load(path)
    assert (loaded.book_mode, loaded.book_file, loaded.engine_book()) == ("file", "/books/user_book1.db",
                                                                          "/books/user_book1.db")
    assert Settings(book_mode="off").engine_book() is None
    assert Settings(book_mode="file", book_file="").engine_book() is None
    path.write_text(json.dumps({"version": 1, "book_mode": "sometimes", "book_file": 3}), encoding="utf-8")
    bad = Settings.load(path)
    assert (bad.book_mode, bad.book_file) == ("builtin", "")
    assert {w.key for w in bad.warnings} == {"book_mode", "book_file"}


def _ok(dialog: BookDialog) -> bool:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_a_good_book_file_is_checked_then_kept(qtbot: QtBot, tmp_path: Path) -> None:
    book = tmp_path / "user_book1.db"
    book.write_text(GOOD, encoding="ascii")
    settings = Settings(path=tmp_path / "settings.json")
    dialog = BookDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.builtin_radio.isChecked() and _ok(dialog)
    with qtbot.waitSignal(dialog.changed, timeout=WAIT_MS):
        assert dialog.check_file(str(book))
        assert dialog.busy and not _ok(dialog)  # OK waits for the check
        qtbot.waitUntil(lambda: not dialog.busy, timeout=WAIT_MS)
        assert "2 positions, 2 moves" in dialog.status.text() and _ok(dialog)
        dialog.accept()
    saved = Settings.load(tmp_path / "settings.json")
    assert (saved.book_mode, saved.book_file) == ("file", str(book))


def test_a_bad_book_file_is_refused_and_the_old_choice_stays(qtbot: QtBot, tmp_path: Path) -> None:
    book = tmp_path / "broken.db"
    book.write_text(BAD, encoding="ascii")
    settings = Settings(path=tmp_path / "settings.json", book_mode="off")
    dialog = BookDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.off_radio.isChecked()
    dialog.check_file(str(book))
    qtbot.waitUntil(lambda: not dialog.busy, timeout=WAIT_MS)
    text = dialog.status.text()
    assert "broken.db cannot be used" in text and "Line 3, column 11:" in text and "whole number" in text
    assert dialog.file_radio.isChecked() and not _ok(dialog)
    dialog.accept()  # refused: nothing saved, the dialog stays
    assert dialog.isVisible() or not dialog.result()
    assert settings.book_mode == "off" and not (tmp_path / "settings.json").exists()
    dialog.builtin_radio.setChecked(True)  # the user gives up on the file
    assert _ok(dialog)
    dialog.accept()
    assert Settings.load(tmp_path / "settings.json").book_mode == "builtin"


def test_problems_read_as_sentences() -> None:
    assert problem_text(BookProblem("unsorted", 12, 1)).startswith("Line 12, column 1: The positions are not sorted")
    assert problem_text(BookProblem("empty")) == "The book holds no positions."
    assert problem_text(BookProblem("something-new", 4, 0)) == "Line 4: The book file cannot be used."


def test_the_main_window_offers_the_book_and_names_the_opening(qtbot: QtBot) -> None:
    from shogi_desktop.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    try:
        actions = w.menu_game.actions()
        assert actions[actions.index(w.act_engines) + 1] is w.book_ui.action
        assert w.book_ui.action.text() == "Opening &Book..."
        assert w.ai.book_file == ""  # the built-in book
        dialog = w.book_ui.open_dialog()
        dialog.off_radio.setChecked(True)
        dialog.accept()
        assert w.ai.book_file is None and w.settings.book_mode == "off"
        dialog = w.book_ui.open_dialog()
        dialog.builtin_radio.setChecked(True)
        dialog.accept()
        assert w.ai.book_file == ""
        w.ai.book_seeds = random.Random(0)  # the game's openings, drawn reproducibly
        w.controller.new_game(GameSetup(black_human=True, white_human=False, white_level=10))
        with qtbot.waitSignal(w.ai.book_move_played, timeout=WAIT_MS) as played:
            assert w.controller.try_move(w.controller.position().legal_move_from_usi("7g7f"))
        qtbot.waitUntil(lambda: len(w.controller.record.moves_usi()) == 2, timeout=WAIT_MS)
        assert w.status_text().startswith("Book move")
        assert w.controller.record.moves_usi()[1] == "8c8d"  # one of the book's answers to 7六歩
        with qtbot.waitSignal(w.ai.book_move_played, timeout=WAIT_MS) as played:
            assert w.controller.try_move(w.controller.position().legal_move_from_usi("7i6h"))
        qtbot.waitUntil(lambda: len(w.controller.record.moves_usi()) == 4, timeout=WAIT_MS)
        # ▲7六歩 △8四歩 ▲6八銀 △3四歩: the book now knows the game is a 矢倉
        assert played.args[0] is not None and played.args[0].en == "Yagura"
        assert w.status_text() == "Book move: Yagura"
    finally:
        w.ai.shutdown()


def test_a_bad_book_file_is_reported_and_the_computer_searches(qtbot: QtBot, tmp_path: Path) -> None:
    book = tmp_path / "broken.db"
    book.write_text(BAD, encoding="ascii")
    controller = GameController()
    ai = AIPlayer(controller)
    ai.book_file = str(book)
    try:
        with qtbot.waitSignal(ai.book_problem_found, timeout=WAIT_MS) as found:
            controller.new_game(GameSetup(black_human=False, white_human=True, black_level=1))
        problem = found.args[0]
        assert isinstance(problem, BookProblem) and (problem.code, problem.line) == ("bad-number", 3)
        qtbot.waitUntil(lambda: len(controller.record.moves_usi()) == 1, timeout=WAIT_MS)  # it searched
        assert ai.failed is None
    finally:
        ai.shutdown()
