"""Issue 13, item 19: the next game starts clean.  The analysis panel forgets the previous game's
evaluation and line when another file is opened or a new game starts (whether the analysis mode is on
or off), and an engine's name does not carry over as a player name into the next human game."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from shogi_desktop.app.engines import EngineEntry
from shogi_desktop.app.settings import Settings
from shogi_desktop.ui.dialogs.new_game import NewGameConfig
from shogi_desktop.ui.game.controller import GameSetup
from shogi_desktop.ui.main_window import MainWindow
from tests.ui.files.test_file_actions import no_questions, open_with_dialog

ROOT = Path(__file__).resolve().parents[3]
WAIT_MS = 30000
MATE_IN_ONE = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"
OTHER = ROOT / "tests" / "notation" / "samples" / "kifu_for_windows.kif"


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    settings = Settings.load()
    settings.animation_ms = 0
    settings.mute = True
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.analysis_dock.shutdown()
    w.ai.shutdown()


def analysed_mate(w: MainWindow, qtbot: QtBot) -> None:
    dock = w.analysis_dock
    w.new_game(GameSetup(sfen=MATE_IN_ONE))
    dock.show()
    dock.set_active(True)
    qtbot.waitUntil(lambda: "Mate in 1" in dock.eval_label.text() and dock.line_label.text() != "",
                    timeout=WAIT_MS)


@pytest.mark.parametrize("mode_on", [False, True])
def test_opening_a_file_forgets_the_last_analysis(window: MainWindow, qtbot: QtBot,
                                                  monkeypatch: pytest.MonkeyPatch, mode_on: bool) -> None:
    w = window
    dock = w.analysis_dock
    analysed_mate(w, qtbot)
    if not mode_on:
        dock.set_active(False)  # stopped: the figures stay while the game is the same
        assert "Mate in 1" in dock.eval_label.text()
    no_questions(monkeypatch)
    assert open_with_dialog(qtbot, monkeypatch, w, OTHER)
    assert "Mate in 1" not in dock.eval_label.text()
    assert "▲５二金" not in dock.line_label.text() and "G-5b" not in dock.line_label.text()
    assert w.scene.best_move() is None
    if mode_on:  # the analysis goes on with the opened game's position
        qtbot.waitUntil(lambda: dock.analysed_node() is w.controller.current and dock.line_label.text() != "",
                        timeout=WAIT_MS)
    else:
        assert dock.eval_label.text() == "—" and dock.line_label.text() == ""
        assert dock.status_text() == "Press Start to analyse the position on the board."


def test_a_new_game_forgets_the_last_analysis(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    dock = w.analysis_dock
    analysed_mate(w, qtbot)
    dock.set_active(False)
    w.new_game(GameSetup())
    assert dock.eval_label.text() == "—" and dock.line_label.text() == "" and dock.best_move() == ""


def test_an_engines_name_is_not_the_next_human_players_name(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    w.engines.add_entry(EngineEntry("fake", "Fake Engine 1.0", "/bin/false"))
    w.settings.black_name = "Hanako"
    # Hanako against a registered engine (its name is White's name in the record)
    w.new_game(NewGameConfig(black_name="Hanako", white_human=False, white_engine="fake",
                             white_name="Fake Engine 1.0"))
    assert w.controller.names == ["Hanako", "Fake Engine 1.0"]
    assert (w.settings.black_name, w.settings.white_name) == ("Hanako", "")
    # the next game opened from the dialog, White played by a person: no engine name
    w.act_new.trigger()
    dialog = w.new_game_dialog_widget
    dialog.white_type.setCurrentIndex(0)  # Human
    assert dialog.white_name.text() == ""
    dialog.accept()
    assert w.controller.humans == [True, True]
    assert w.controller.names == ["Hanako", ""]
    # a position set up in the editor is a game between people too
    w.new_game(NewGameConfig(black_name="Hanako", white_human=False, white_engine="fake",
                             white_name="Fake Engine 1.0"))
    w.start_from_sfen(MATE_IN_ONE)
    assert w.controller.names == ["Hanako", ""]
    assert w.top_panel.name.text() != "Fake Engine 1.0"
