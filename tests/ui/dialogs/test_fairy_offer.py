"""Fairy-Stockfish in the application: New Game offers a registered Fairy-Stockfish for the sub-variants
it passed the check for (and says why not for the others), and the computer side plays a variant game
with it; the analysis panel analyses such a game."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import platformdirs
import pytest
from pytestqt.qtbot import QtBot

from shogi_desktop.app.engines import EngineRegistry
from shogi_desktop.app.fairy_support import CACHE_FILE, FairyChecks
from shogi_desktop.app.storage import APP_NAME
from shogi_desktop.engine import parse_action_text
from shogi_desktop.ui.dialogs.new_game import NewGameConfig, NewGameDialog
from tests.fake_engines import check_fully

FAIRY = "/usr/games/fairy-stockfish"
pytestmark = pytest.mark.skipif(not os.path.exists(FAIRY),
                                reason=f"{FAIRY} is not installed (apt-get install fairy-stockfish; .ci/run does)")
WAIT_MS = 120_000  # generous: a busy machine (no test here measures speed)
VARIANT = "princess-empress-b:3"  # chancellor and archbishop: predefined pieces, so Debian's 11.1 plays it


@pytest.fixture(scope="module")
def checked_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Debian's fairy-stockfish checked once; each test gets a copy of the result in its own cache."""
    folder = tmp_path_factory.mktemp("fairy-cache")
    check_fully(FairyChecks(folder), FAIRY)
    return folder / CACHE_FILE


def _use(checked_cache: Path) -> None:
    cache = Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
    cache.mkdir(parents=True, exist_ok=True)
    shutil.copy(checked_cache, cache / CACHE_FILE)


def _offered(dialog: NewGameDialog) -> list[str]:
    return [dialog.white_type.itemData(i) for i in range(dialog.white_type.count())]


def test_new_game_waits_for_the_check_then_offers_fairy_stockfish_for_what_it_passed(qtbot: QtBot) -> None:
    registry = EngineRegistry.load()
    entry = registry.add(FAIRY)
    dialog = NewGameDialog(engines=registry)
    qtbot.addWidget(dialog)
    assert _offered(dialog) == ["human", "computer", f"engine:{entry.id}"]  # standard shogi: at once
    dialog.select_variant(VARIANT)
    if registry.checks.pending(FAIRY):  # the check started with the dialog, in the background
        assert "being checked" in dialog.engine_note.text() and len(_offered(dialog)) == 2
    qtbot.waitUntil(lambda: f"engine:{entry.id}" in _offered(dialog), timeout=WAIT_MS)
    assert not dialog.engine_note.isVisibleTo(dialog)
    dialog.white_type.setCurrentIndex(dialog.white_type.findData(f"engine:{entry.id}"))
    cfg = dialog.config()
    assert (cfg.variant, cfg.white_engine, cfg.white_human) == (VARIANT, entry.id, False)

    dialog.select_variant("kirin-phoenix:3")  # the lion: never
    assert len(_offered(dialog)) == 2 and "lion" in dialog.engine_note.text()
    assert dialog.config().white_engine is None
    dialog.select_variant("reflect-bishop:1")
    assert "bends" in dialog.engine_note.text()
    if " 11.1 " in entry.usi_name:  # Debian's build knows no custom pieces: the eight-way knight fails its check
        dialog.select_variant("eight-knight:3")
        assert len(_offered(dialog)) == 2 and "needs a newer Fairy-Stockfish" in dialog.engine_note.text()
    dialog.select_variant(VARIANT)
    assert dialog.white_type.currentData() == f"engine:{entry.id}"  # the choice comes back
    dialog.card_box.set_addon("cards1")
    assert len(_offered(dialog)) == 2 and "cards" in dialog.engine_note.text()


def test_fairy_stockfish_plays_a_variant_game_in_the_window(qtbot: QtBot, checked_cache: Path) -> None:
    from shogi_desktop.ui.main_window import MainWindow

    _use(checked_cache)
    w = MainWindow()
    qtbot.addWidget(w)
    entry = w.engines.add(FAIRY)
    w.engines.set_options(entry.id, {"Hash": 16, "Threads": 1})
    assert w.engines.plays(entry.id, VARIANT)
    w.new_game(NewGameConfig(variant=VARIANT, black_human=False, black_engine=entry.id, white_human=False,
                             white_engine=entry.id))
    c = w.controller
    qtbot.waitUntil(lambda: len(c.record.moves_usi()) >= 6, timeout=WAIT_MS)
    w.ai.shutdown()
    moves = c.record.moves_usi()
    replay = c.record.position_at(c.record.root)
    for text in moves:  # the controller refused nothing; replaying the record shows every move is legal
        replay.push(parse_action_text(replay, text))
    assert w.ai.failed is None


def test_the_analysis_panel_analyses_a_variant_with_fairy_stockfish(qtbot: QtBot, checked_cache: Path) -> None:
    from shogi_desktop.ui.main_window import MainWindow

    _use(checked_cache)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    entry = w.engines.add(FAIRY)
    w.engines.set_options(entry.id, {"Hash": 16, "Threads": 1})
    w.new_game(NewGameConfig(variant=VARIANT))
    dock = w.analysis_dock
    dock.show()
    dock.fill_engines()
    assert dock.set_engine(entry.id)
    dock.set_active(True)
    qtbot.waitUntil(lambda: dock.best_move() != "" and dock.last_score() is not None, timeout=WAIT_MS)
    pos = w.controller.position()
    parse_action_text(pos, dock.best_move())  # legal here
    assert dock.line_label.text()
    dock.set_active(False)
    dock.shutdown()


def test_an_installed_fairy_stockfish_not_registered_is_mentioned(qtbot: QtBot) -> None:
    dialog = NewGameDialog(engines=EngineRegistry.load())
    qtbot.addWidget(dialog)
    dialog.select_variant(VARIANT)
    assert "is installed" in dialog.engine_note.text() and FAIRY in dialog.engine_note.text()
    assert len(_offered(dialog)) == 2  # nothing runs before the user registers it
    dialog.select_variant("kirin-phoenix:2")  # a rule set it could not play anyway: no word of it
    assert not dialog.engine_note.isVisibleTo(dialog)
