"""The main window: menus and tool bar, take back and redo, keyboard navigation of the record,
variations and comments in the move list, game endings, clocks, handicaps, settings saved and restored,
language switching and a lazy pyqtgraph."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from shogi_desktop.app.settings import Settings, settings_path
from shogi_desktop.core.clock import TimeControl
from shogi_desktop.core.handicap import handicap_sfen
from shogi_desktop.core.outcome import Termination
from shogi_desktop.core.position import Position
from shogi_desktop.core.tables import parse_square
from shogi_desktop.ui.game.controller import GameSetup
from shogi_desktop.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def make_window(qtbot: QtBot, settings: Settings | None = None) -> MainWindow:
    settings = settings if settings is not None else Settings.load()
    settings.animation_ms = 0
    settings.mute = True
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    assert QTest.qWaitForWindowActive(w)  # window shortcuts (the record's arrow keys) need it active
    return w


def play(w: MainWindow, *usi: str) -> None:
    for u in usi:
        assert w.controller.try_move(w.controller.position().parse_usi(u)), u


def answer_end(w: MainWindow, accept: bool) -> None:
    """Answer the open Resign / Draw confirmation as a player would, with its buttons."""
    box = next(b for b in w.findChildren(QMessageBox, "ConfirmEndGame") if b.isVisible())
    role = QMessageBox.ButtonRole.AcceptRole if accept else QMessageBox.ButtonRole.RejectRole
    button = next(b for b in box.buttons() if box.buttonRole(b) == role)
    button.click()


def key(w: MainWindow, k: Qt.Key) -> None:
    w.view.setFocus()
    QTest.keyClick(w.view, k)


# ----------------------------------------------------------------------------- take back, redo, navigation
def test_take_back_and_redo(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f", "3c3d", "2g2f")
    assert not w.act_redo.isEnabled()
    w.act_take_back.trigger()
    assert w.controller.record.moves_usi() == ["7g7f", "3c3d"]
    assert w.scene.piece_item_at(parse_square("2g")) is not None
    assert w.scene.piece_item_at(parse_square("2f")) is None
    w.act_take_back.trigger()
    assert w.controller.record.moves_usi() == ["7g7f"]
    assert w.act_redo.isEnabled()
    w.act_redo.trigger()
    w.act_redo.trigger()
    assert w.controller.record.moves_usi() == ["7g7f", "3c3d", "2g2f"]
    assert w.scene.position().sfen() == Position.from_sfen(  # type: ignore[union-attr]
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL w - 4").sfen()
    assert not w.act_redo.isEnabled()
    # a new move after a take back forgets what could have been redone
    w.act_take_back.trigger()
    play(w, "6g6f")
    assert not w.controller.can_redo()


def test_keyboard_navigation_of_the_record(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f", "3c3d", "2g2f", "8c8d")
    key(w, Qt.Key.Key_Left)
    assert w.controller.current.usi == "2g2f"
    assert w.scene.position().sfen() == w.controller.position().sfen()  # type: ignore[union-attr]
    key(w, Qt.Key.Key_Home)
    assert w.controller.current is w.controller.record.root
    assert w.scene.piece_item_at(parse_square("7g")) is not None
    key(w, Qt.Key.Key_Right)
    assert w.controller.current.usi == "7g7f"
    key(w, Qt.Key.Key_End)
    assert w.controller.current.usi == "8c8d"
    # a different move from an earlier position makes a variation; Up/Down switch between them
    key(w, Qt.Key.Key_Left)
    key(w, Qt.Key.Key_Left)
    play(w, "6g6f")
    node = w.controller.current
    assert node.parent is not None and [c.usi for c in node.parent.children] == ["2g2f", "6g6f"]
    key(w, Qt.Key.Key_Up)
    assert w.controller.current.usi == "2g2f"
    key(w, Qt.Key.Key_Down)
    assert w.controller.current.usi == "6g6f"
    key(w, Qt.Key.Key_Left)
    key(w, Qt.Key.Key_End)  # follows the branch being looked at
    assert w.controller.current.usi == "6g6f"


def test_move_list_shows_variations_and_jumps(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f", "3c3d", "8h2b+", "3a2b")
    w.controller.back()
    w.controller.back()
    play(w, "2g2f")
    rows = w.move_list.row_texts()
    # depth first: the alternative to move 3 hangs under move 3's row
    assert rows == ["Start: Standard shogi, even game", "P-7f", "P-3d", "Bx2b+", "P-2f", "Sx2b"]
    lst = w.move_list
    variation = lst.item_for(w.controller.current)
    main_move = lst.item_for(w.controller.current.parent.children[0])  # type: ignore[union-attr]
    assert variation is not None and main_move is not None and variation.parent() is main_move
    # clicking a row jumps there
    target = w.controller.record.main_line()[4]
    item = lst.item_for(target)
    assert item is not None
    rect = lst.tree.visualItemRect(item)
    QTest.mouseClick(lst.tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    assert w.controller.current is target
    assert w.scene.position().sfen() == w.controller.position().sfen()  # type: ignore[union-attr]


def test_the_shown_move_stays_in_view_when_the_move_list_shrinks(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    moves = ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e", "6i7h", "4a3b", "2e2d", "2c2d", "2h2d", "P*2c",
             "2d2h", "8e8f", "8g8f", "8b8f", "P*8g", "8f8d", "3i3h", "7a7b"]
    play(w, *moves)
    tree = w.move_list.tree
    tree.resize(tree.width(), 600)
    w.controller.go_to(w.controller.record.main_line()[17])
    item = w.move_list.item_for(w.controller.current)
    assert item is not None and tree.viewport().rect().contains(tree.visualItemRect(item))
    tree.resize(tree.width(), 90)  # another dock opened below the list
    assert tree.viewport().rect().contains(tree.visualItemRect(item))


def test_move_text_in_japanese_and_english(qtbot: QtBot) -> None:
    from shogi_desktop.ui.game.movelist import move_text

    w = make_window(qtbot)
    play(w, "7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "2b3c")
    rec = w.controller.record
    line = rec.main_line()
    assert [move_text(rec, n, "ja") for n in line[1:]] == [
        "▲７六歩", "△３四歩", "▲２二角成", "△同　銀", "▲４五角", "△３三銀"]
    assert [move_text(rec, n, "en") for n in line[1:]] == ["P-7f", "P-3d", "Bx2b+", "Sx2b", "B*4e", "S-3c"]


def test_comments_are_edited_per_move(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f", "3c3d")
    first = w.controller.record.main_line()[1]
    w.controller.go_to(first)
    w.move_list.comment.setFocus()
    QTest.keyClicks(w.move_list.comment, "good start")
    assert first.comment == "good start"
    assert w.controller.current is first  # typing arrows or letters in the editor does not navigate
    w.controller.forward()
    assert w.move_list.comment.toPlainText() == ""
    w.controller.back()
    assert w.move_list.comment.toPlainText() == "good start"


# ----------------------------------------------------------------------------- endings
def test_resign_ends_the_game_with_a_dialog(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f")
    w.act_resign.trigger()  # White, to move, resigns
    answer_end(w, accept=True)
    ending = w.controller.current.ending
    assert ending is not None and ending.termination is Termination.RESIGNATION and ending.winner == 0
    assert w.game_over_dialog is not None and w.game_over_dialog.isVisible()
    assert not w.act_resign.isEnabled()
    assert w.controller.movable_colors() == set()
    w.act_take_back.trigger()  # the resignation itself can be taken back
    assert w.controller.current.ending is None and w.controller.movable_colors() == {0, 1}


def test_draw_by_agreement(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    w.act_draw.trigger()
    answer_end(w, accept=True)
    ending = w.controller.current.ending
    assert ending is not None and ending.termination is Termination.AGREEMENT and ending.winner is None


def test_impasse_declaration_asks_the_core(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    w.act_impasse.trigger()
    assert w.controller.current.ending is None  # not valid at the start: refused with an explanation
    assert "27" in w.status_text()
    sfen = "+R+B+SGK+SG+S+N/1+L+N+P+P+P+P+P+P/9/9/9/9/9/9/k8 b RBGNL 1"
    assert Position.from_sfen(sfen).can_declare_impasse()
    w.start_from_sfen(sfen)
    w.act_impasse.trigger()
    ending = w.controller.current.ending
    assert ending is not None and ending.termination is Termination.IMPASSE and ending.winner == 0


def test_time_forfeit_with_a_fake_clock(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    now = [1000.0]
    w.controller.time_source = lambda: now[0]
    w.new_game(GameSetup(time_control=TimeControl(60, 10, 0)))
    assert w.bottom_panel.clock.text() == "1:00"
    now[0] += 30
    w._tick()
    assert w.bottom_panel.clock.text() == "0:30"
    play(w, "7g7f")
    assert w.controller.current.time_spent == pytest.approx(30)
    now[0] += 75  # White: 60 s main time and 10 s byoyomi are gone
    w._tick()
    ending = w.controller.current.ending
    assert ending is not None and ending.termination is Termination.TIME and ending.winner == 0


# ----------------------------------------------------------------------------- set-up
def test_handicap_game_from_the_new_game_config(qtbot: QtBot) -> None:
    from shogi_desktop.ui.dialogs.new_game import NewGameConfig

    w = make_window(qtbot)
    w.new_game(NewGameConfig(handicap="2", black_name="Shitate", white_name="Uwate"))
    pos = w.controller.position()
    assert pos.sfen() == Position.from_sfen(handicap_sfen("2")).sfen()
    assert pos.side == 1  # the handicap giver moves first
    assert w.scene.piece_item_at(parse_square("8b")) is None and w.scene.piece_item_at(parse_square("2b")) is None
    assert w.top_panel.name.text() == "Uwate" and w.bottom_panel.name.text() == "Shitate"
    play(w, "5c5d")
    assert w.controller.record.handicap == "2"


def test_the_built_in_computer_is_named_with_its_level_beside_the_board(qtbot: QtBot) -> None:
    from shogi_desktop.ui.dialogs.new_game import NewGameConfig

    w = make_window(qtbot)
    w.new_game(NewGameConfig(black_name="Kato", white_human=False, white_level=5))
    assert w.bottom_panel.name.text() == "Kato"
    assert w.top_panel.name.text() == "White (gote) — computer, level 5"
    assert w.controller.record.header["white"] == ""  # the record keeps no invented name
    w.new_game(NewGameConfig(black_human=False, black_level=2, white_name="Sato"))
    assert w.bottom_panel.name.text() == "Black (sente) — computer, level 2"
    assert w.top_panel.name.text() == "Sato"
    w.ai.shutdown()


def test_new_game_dialog_starts_the_configured_game(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f")
    asked: list[str] = []

    def answer(*args: object) -> str:
        asked.append(str(args[2]))
        return "cancel" if len(asked) == 1 else "discard"

    w.files._ask = answer  # type: ignore[method-assign]
    w.act_new.trigger()  # the unsaved game is protected: Cancel keeps it and opens no dialog
    assert len(asked) == 1 and w.controller.record.moves_usi() == ["7g7f"]
    w.act_new.trigger()  # Discard: the dialog opens
    assert len(asked) == 2
    dialog = w.new_game_dialog_widget
    assert dialog.isVisible()
    dialog.accept()
    assert w.controller.record.moves_usi() == []
    assert w.controller.position().sfen() == Position.initial().sfen()


def test_position_editor_starts_a_game_from_its_position(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    play(w, "7g7f", "3c3d")
    asked: list[str] = []
    w.files._ask = lambda *args: asked.append(str(args[3])) or "discard"  # type: ignore[method-assign]
    w.act_editor.trigger()
    dialog = w.position_editor_widget
    assert dialog.isVisible()
    dialog.accept()
    assert asked == ["Save them before starting a new game?"]  # the moves played are not lost unasked
    assert w.controller.record.moves_usi() == []
    assert w.controller.position().board == Position.from_sfen(
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3").board


# ----------------------------------------------------------------------------- settings, language, start-up
def test_settings_are_saved_and_restored(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    w.resize(760, 560)  # the offscreen screen is 800x600: restoreGeometry keeps windows inside it
    w.act_flip.trigger()
    w.act_coords_usi.trigger()
    w.act_legal.trigger()
    w.moves_dock.hide()
    w.close()
    data = json.loads(settings_path().read_text(encoding="utf-8"))
    assert data["board_flipped"] is True and data["coordinate_style"] == "usi"
    assert data["show_legal_moves"] is False and data["window_geometry"] and data["window_state"]
    w2 = make_window(qtbot, Settings.load())
    assert w2.scene.flipped and w2.act_flip.isChecked()
    assert w2.scene.coordinate_style() == "usi" and not w2.scene.show_legal_moves()
    assert (w2.size().width(), w2.size().height()) == (760, 560)
    assert not w2.moves_dock.isVisible()
    assert not w2.analysis_dock.isVisible()
    w2.analysis_dock.show()  # the Analysis panel comes back where it was left, not analysing
    w2.close()
    w3 = make_window(qtbot, Settings.load())
    assert w3.analysis_dock.isVisible() and not w3.analysis_dock.active
    assert not w3.card_dock.isVisible() and not w3.magic_dock.isVisible()


def test_corrupt_settings_fall_back_to_defaults(qtbot: QtBot) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json", encoding="utf-8")
    settings = Settings.load()
    assert settings.warnings
    w = make_window(qtbot, settings)
    assert not w.scene.flipped and w.scene.show_legal_moves()


@pytest.fixture
def english_after(qapp: QApplication) -> Iterator[QApplication]:
    yield qapp
    from shogi_desktop.app.i18n import install_translations

    install_translations(qapp, "en")
    QCoreApplication.processEvents()


def test_switching_language_translates_the_menus(qtbot: QtBot, english_after) -> None:
    w = make_window(qtbot)
    w.act_lang_en.trigger()
    QCoreApplication.processEvents()
    english = [w.menu_game.title(), w.menu_edit.title(), w.act_take_back.text(), w.moves_dock.windowTitle()]
    assert english == ["&Game", "&Edit", "&Take Back", "Moves"]
    w.act_lang_ja.trigger()
    QCoreApplication.processEvents()
    japanese = [w.menu_game.title(), w.menu_edit.title(), w.act_take_back.text(), w.moves_dock.windowTitle()]
    for en, ja in zip(english, japanese):
        assert ja != en and any(ord(c) > 0x3000 for c in ja), (en, ja)
    assert w.settings.language == "ja"
    w.act_lang_en.trigger()
    QCoreApplication.processEvents()
    assert w.menu_game.title() == "&Game"


def test_pyqtgraph_is_not_imported_at_start_up_but_the_graph_works() -> None:
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from shogi_desktop.ui.main_window import MainWindow\n"
        "w = MainWindow(); w.show(); app.processEvents()\n"
        "print('pyqtgraph' in sys.modules)\n"
        "w.controller.try_move(w.controller.position().parse_usi('7g7f'))\n"
        "w.act_graph.trigger(); app.processEvents()\n"
        "print('pyqtgraph' in sys.modules, w.graph.material())\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                         env={**__import__("os").environ, "PYTHONPATH": str(ROOT)})
    lines = out.stdout.strip().splitlines()
    assert lines[:1] == ["False"], out.stderr
    assert lines[1] == "True [0.0, 0.0]", out.stderr


def test_a_deferred_window_paints_the_board_first_and_builds_the_rest_just_after() -> None:
    """As the application starts: the first paint imports no dock of cards or magic, no analysis, mate
    search or teaching menus, yet its menu bar is the whole one; right after it they are built, the saved
    size kept, what waited for them runs, and arranging them (every dock shown for a moment) imports
    neither pyqtgraph nor the engines' support."""
    code = (
        "import sys\n"
        "from PySide6.QtCore import QEvent, QObject\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from shogi_desktop.ui.main_window import MainWindow\n"
        "parts = ('shogi_desktop.ui.cards.dock', 'shogi_desktop.ui.fantasista.dock', "
        "'shogi_desktop.ui.analysis.mate_search', "
        "'shogi_desktop.ui.teach.install', 'pyqtgraph', 'shogi_desktop.app.fairy_support')\n"
        "seen = []\n"
        "class Paint(QObject):\n"
        "    def eventFilter(self, o, e):\n"
        "        if e.type() == QEvent.Type.Paint and not seen:\n"
        "            seen.append([m in sys.modules for m in parts] + [w.is_built()])\n"
        "            seen.append([a.text() for a in w.menuBar().actions()])\n"
        "        return False\n"
        "w = MainWindow(defer_parts=True); p = Paint(); w.installEventFilter(p)\n"
        "ran = []; w.when_built(lambda: ran.append(w.card_dock is not None))\n"
        "w.resize(700, 540); w.show()\n"
        "while not w.is_built(): app.processEvents()\n"
        "app.processEvents()\n"
        "print(seen[0])\n"
        "print([m in sys.modules for m in parts], ran, (w.width(), w.height()))\n"
        "print(w.analysis_dock.menu.menuAction() in w.menuBar().actions(), len(w.menu_help.actions()))\n"
        "print(seen[1] == [a.text() for a in w.menuBar().actions()], len(seen[1]))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                         env={**__import__("os").environ, "PYTHONPATH": str(ROOT)})
    lines = out.stdout.strip().splitlines()
    assert lines[:2] == ["[False, False, False, False, False, False, False]",
                         "[True, True, True, True, False, False] [True] (700, 540)"], out.stderr
    menu_in_bar, help_entries = lines[2].split()
    assert menu_in_bar == "True" and int(help_entries) >= 6, lines  # Rules Book, Lessons joined the Help menu
    assert lines[3] == "True 6", lines  # the menu bar the first paint showed: File … Analysis, Help, unchanged


def test_the_engine_and_the_notation_load_when_first_used() -> None:
    """The first paint imports no engine and no kifu notation; the first move's autosave loads the
    notation, the Export menu names its entries when it opens, the engine loads when the computer moves."""
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from shogi_desktop.ui.main_window import MainWindow\n"
        "w = MainWindow(); w.show(); app.processEvents()\n"
        "loaded = lambda: [m in sys.modules for m in ('shogi_desktop.notation', 'shogi_desktop.engine')]\n"
        "print(loaded(), w.files.export_actions['csa'].text() == '')\n"
        "w.controller.try_move(w.controller.position().parse_usi('7g7f')); app.processEvents()\n"
        "w.files.menu_export.aboutToShow.emit()\n"
        "print(loaded(), w.files.export_actions['csa'].text())\n"
        "print(len(w.menu_help.rule_actions()) > 10)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                         env={**__import__("os").environ, "PYTHONPATH": str(ROOT)})
    lines = out.stdout.strip().splitlines()
    assert lines == ["[False, False] True", "[True, False] CSA (*.csa)...", "True"], out.stderr


def test_a_deferred_window_gives_the_tool_bar_its_icons_and_the_actions_their_shortcuts_after_painting(
        qtbot: QtBot) -> None:
    """The first paint shows the tool bar's buttons by their names; right after it they have the style's
    icons, and every action its shortcut (the window's own and the File menu's)."""
    w = MainWindow(defer_parts=True)
    qtbot.addWidget(w)
    actions = (w.act_new, w.act_take_back, w.act_first, w.act_flip, w.files.act_open, w.files.act_save)
    assert all(a.icon().isNull() and a.shortcut().isEmpty() for a in actions)
    w.show()
    qtbot.waitUntil(w.is_built)
    assert all(not a.icon().isNull() and not a.shortcut().isEmpty() for a in actions)
    assert w.act_first.shortcut().toString() == "Home" and w.act_flip.shortcut().toString() == "Ctrl+F"
    assert w.files.act_copy_position.shortcut().toString() == "Ctrl+Shift+C"
    assert w.act_library.shortcut().toString() == "Ctrl+L"
    assert w.act_resign.shortcut().isEmpty() and not w.act_resign.icon().isNull()
