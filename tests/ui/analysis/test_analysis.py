"""Analysis mode and whole-game analysis in the application, with the real built-in engine (short limits)
and, when installed, Debian's fairy-stockfish registered as an external engine.

Every best line shown is replayed through the core's legal actions; the judgements of a game analysis
are checked on a game with a planted blunder (a rook left where a silver takes it)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from shogi_desktop.app.settings import Settings
from shogi_desktop.core.actions import Action
from shogi_desktop.core.position import Position
from shogi_desktop.core.tables import parse_square
from shogi_desktop.engine import parse_action_text
from shogi_desktop.engine.search import MATE
from shogi_desktop.ui.analysis.game_analysis import (
    GameAnalysisDialog,
    GameAnalysisOptions,
    judge,
    winning_chances,
)
from shogi_desktop.ui.analysis.panel import (
    BUILTIN,
    Score,
    centipawn_text,
    engine_choices,
    line_text,
    score_text,
)
from shogi_desktop.ui.game.controller import GameSetup
from shogi_desktop.ui.main_window import MainWindow

WAIT_MS = 30000
FAIRY = "/usr/games/fairy-stockfish"
MATE_IN_ONE = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"  # ▲５二金 mates
# Black's rook against White's silver; 1. 2h2b?? leaves the rook to the silver on 3a.
ROOK_BLUNDER = "4k1s2/9/9/9/9/9/9/7R1/4K4 b - 1"
BLUNDER_LINE = ["2h2b", "3a2b", "5i4h", "2b3c", "4h3g"]


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


def start(w: MainWindow, sfen: str | None = None, variant: str = "standard", moves: tuple[str, ...] = (),
          **setup: object) -> None:
    w.controller.new_game(GameSetup(variant=variant, sfen=sfen, **setup))  # type: ignore[arg-type]
    for usi in moves:
        assert w.controller.try_move(parse_action_text(w.controller.position(), usi)), usi


def legal_line(pos: Position, pv: list[str]) -> bool:
    p = pos.copy()
    for text in pv:
        try:
            p.push(parse_action_text(p, text))
        except ValueError:
            return False
    return True


def analysis_on(w: MainWindow, qtbot: QtBot) -> None:
    dock = w.analysis_dock
    dock.show()
    dock.set_active(True)
    assert dock.active and w.analysis_dock.menu.act_mode.isChecked()


# --------------------------------------------------------------------------- texts
def test_scores_read_from_blacks_side() -> None:
    assert Score.from_engine(123, None, 0) == Score(123, None)
    assert Score.from_engine(123, None, 1) == Score(-123, None)  # White to move and ahead: Black is behind
    mate = Score.from_engine(MATE - 3, 3, 1)  # White to move mates in 3
    assert mate.mate == -3 and mate.winner == 1 and mate.pawns() == -30.0
    mated = Score.from_engine(-MATE, 0, 1)  # White to move is mated
    assert mated.mate == 0 and mated.winner == 0
    assert score_text(Score(123)) == "+1.23 (Even)"
    assert score_text(Score(250)) == "+2.50 (Black slightly better)"
    assert score_text(Score(-2500)) == "-25.00 (White winning)"
    assert score_text(Score(40)) == "+0.40 (Even)"
    assert score_text(Score(0)) == "0.00 (Even)"
    assert score_text(Score(-700), handicap=True) == "-7.00 (Uwate (White) better)"
    assert score_text(Score(MATE - 1, 1)) == "Mate in 1 (Black wins)"
    assert score_text(mated) == "Checkmate (Black wins)"
    assert centipawn_text(Score(-45)) == "-45" and centipawn_text(mate) == "-M3"


def test_best_lines_are_written_in_japanese_and_english() -> None:
    pos = Position.initial()
    assert line_text(pos, ["7g7f", "3c3d", "8h2b+", "3a2b"], None, "ja") == "▲７六歩△３四歩▲２二角成△同銀"
    assert line_text(pos, ["7g7f", "3c3d", "8h2b+"], None, "en") == "P-7f P-3d Bx2b+"
    assert line_text(pos, ["7g7f", "7g7f"], None, "ja") == "▲７六歩"  # stops at the first illegal text


def test_judgements_follow_lishogis_winning_chances() -> None:
    assert abs(winning_chances(0)) < 1e-9 and winning_chances(10 ** 6) == pytest.approx(1.0)
    assert judge(Score(0), Score(-100), 0) is None
    assert judge(Score(0), Score(-210), 0) == "?!"
    assert judge(Score(0), Score(-420), 0) == "?"
    assert judge(Score(0), Score(-630), 0) == "??"
    assert judge(Score(0), Score(630), 1) == "??"  # White's move, measured from White's side
    assert judge(Score(-3000), Score(-3300), 0) is None  # lost anyway: little changes
    assert judge(Score(200), Score(-(MATE - 5), -5), 0) == "??"  # lets White mate
    assert judge(Score(-5000), Score(-(MATE - 5), -5), 0) == "?!"
    assert judge(Score(MATE - 3, 3), Score(MATE - 5, 5), 0) is None  # a slower mate is still a mate
    assert judge(Score(MATE - 3, 3), Score(300), 0) == "??"  # the forced mate was given up


def test_the_best_move_arrow_follows_moves_drops_actions_and_the_flip(window: MainWindow) -> None:
    scene = window.scene
    start(window, MATE_IN_ONE)
    pos = window.controller.position()
    move = pos.legal_move_from_usi("5i4h")
    scene.set_best_move(move)
    arrow = scene.best_move_arrow()
    assert arrow.isVisible()
    assert arrow.segments == [(scene.square_center(parse_square("5i")), scene.square_center(parse_square("4h")))]
    drop = pos.legal_move_from_usi("G*5b")
    scene.set_best_move(drop)
    gold = pos.variant.kind("G").index
    assert arrow.segments == [(scene.hand_slot_center(0, gold), scene.square_center(parse_square("5b")))]
    window.set_flipped(True)  # the arrow is drawn again where the squares now are
    assert arrow.segments == [(scene.hand_slot_center(0, gold), scene.square_center(parse_square("5b")))]
    assert arrow.path().contains(scene.square_center(parse_square("5b")) * 0.9 + scene.hand_slot_center(0, gold) * 0.1)
    window.set_flipped(False)
    scene.set_best_move(Action("double-move", ("5i4h", "4h3g")))  # one arrow per step
    assert [(a, b) for a, b in arrow.segments] == [
        (scene.square_center(parse_square("5i")), scene.square_center(parse_square("4h"))),
        (scene.square_center(parse_square("4h")), scene.square_center(parse_square("3g")))]
    promoted = pos.variant.kind("+R").index  # a piece no hand holds (ripening drops one): after the others
    scene.set_best_move(Action("ripening", ("+R*4e",)))
    assert arrow.segments == [(scene.hand_slot_center(0, promoted), scene.square_center(parse_square("4e")))]
    assert window.controller.try_move(move)  # a new position: the arrow goes
    assert scene.best_move() is None and not arrow.isVisible()


# --------------------------------------------------------------------------- analysis mode
def test_the_dock_finds_mate_in_one_shows_it_and_plays_it(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    dock = w.analysis_dock
    start(w, MATE_IN_ONE)
    analysis_on(w, qtbot)
    qtbot.waitUntil(lambda: dock.best_move() == "G*5b" and dock.last_score() is not None
                    and dock.last_score().mate == 1, timeout=WAIT_MS)
    assert "Mate in 1 (Black wins)" in dock.eval_label.text()
    assert dock.line_label.text().endswith("▲５二金") or "G*5b" in dock.line_label.text()
    msg = dock.last_message()
    assert msg is not None and legal_line(w.controller.position(), msg.pv)
    assert "Depth" in dock.detail_label.text() and "Nodes" in dock.detail_label.text()
    action = w.controller.position().legal_move_from_usi("G*5b")
    assert w.scene.best_move() == action and w.scene.best_move_arrow().isVisible()
    dock.arrow_check.setChecked(False)
    assert w.scene.best_move() is None and not w.scene.best_move_arrow().isVisible()
    dock.arrow_check.setChecked(True)
    assert dock.play_button.isEnabled()
    qtbot.mouseClick(dock.play_button, Qt.MouseButton.LeftButton)
    assert w.controller.record.moves_usi() == ["G*5b"]
    assert w.controller.is_over()


def test_a_capture_is_the_best_move_and_the_line_is_legal(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    dock = w.analysis_dock
    start(w, moves=("7g7f", "3c3d", "8h2b+"))  # White must take the horse back
    analysis_on(w, qtbot)
    qtbot.waitUntil(lambda: dock.last_message() is not None and dock.last_message().depth >= 3, timeout=WAIT_MS)
    pos = w.controller.position()
    best = dock.best_move()
    assert best in ("3a2b", "8b2b")  # the horse is taken back, by the silver or the rook
    msg = dock.last_message()
    assert legal_line(pos, msg.pv) and msg.pv[0] == best
    piece = {"3a2b": "S", "8b2b": "R"}[best]
    assert dock.line_label.text().startswith(f"Best line: {piece}x2b ")  # the interface speaks English here


def test_restarts_when_the_position_changes_and_stops_when_off(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    dock = w.analysis_dock
    start(w, moves=("7g7f", "3c3d", "2g2f"))
    analysis_on(w, qtbot)
    qtbot.waitUntil(lambda: dock.running and dock.last_message() is not None, timeout=WAIT_MS)
    first = dock.analysed_node()
    assert first is w.controller.current
    w.controller.back()
    qtbot.waitUntil(lambda: dock.analysed_node() is w.controller.current and dock.last_message() is not None,
                    timeout=WAIT_MS)
    assert dock.running and dock.analysed_node() is not first
    pos = w.controller.position()
    assert pos.side == 0 and legal_line(pos, dock.last_message().pv)
    assert w.scene.best_move() == parse_action_text(pos, dock.best_move())

    # hidden: paused; shown again: running again
    dock.hide()
    qtbot.waitUntil(lambda: not dock.running, timeout=WAIT_MS)
    assert "hidden" in dock.status_text()
    dock.show()
    qtbot.waitUntil(lambda: dock.running, timeout=WAIT_MS)

    # off: the search stops and nothing more arrives
    worker = dock.worker
    dock.set_active(False)
    assert not dock.running and not dock.active and not w.analysis_dock.menu.act_mode.isChecked()
    qtbot.waitUntil(lambda: not worker.busy, timeout=WAIT_MS)
    assert w.scene.best_move() is None
    updates: list[int] = []
    dock.updated.connect(lambda: updates.append(1))
    w.controller.forward()
    qtbot.wait(600)
    assert updates == [] and not dock.running


def test_the_computers_turn_pauses_the_analysis(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    dock = w.analysis_dock
    start(w, white_human=False, white_level=1)
    analysis_on(w, qtbot)
    qtbot.waitUntil(lambda: dock.running, timeout=WAIT_MS)
    assert w.controller.try_move(w.controller.position().legal_move_from_usi("7g7f"))
    assert not dock.running  # the position changed: the old search stopped at once
    qtbot.waitUntil(lambda: len(w.controller.record.moves_usi()) == 2, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: dock.running and dock.analysed_node() is w.controller.current, timeout=WAIT_MS)
    assert w.ai.moves_played == 1


# --------------------------------------------------------------------------- whole-game analysis
def run_game_analysis(w: MainWindow, qtbot: QtBot, **options: object) -> None:
    games = w.analysis_dock.games
    opts = GameAnalysisOptions(**{"nodes": 4000, **options})  # type: ignore[arg-type]
    with qtbot.waitSignal(games.finished, timeout=WAIT_MS * 4) as done:
        assert games.start(opts)
    assert done.args == [True], w.status_text()


def test_a_planted_blunder_is_marked_in_the_list_and_on_the_graph(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    start(w, ROOK_BLUNDER, moves=tuple(BLUNDER_LINE))
    w.controller.first()
    w.analysis_dock.show()
    w.analysis_dock.set_active(True)
    run_game_analysis(w, qtbot, write_comments=True)
    games = w.analysis_dock.games
    assert not games.running and games.total() == len(BLUNDER_LINE) + 1
    line = w.controller.record.main_line()
    blunder = line[1]  # 2h2b
    assert games.marks.get(blunder) == "??"
    graph = w.graph
    values = graph.evaluation()
    assert len(values) == len(line) and all(v is not None for v in values)
    assert values[0] > 2 and values[2] < -2  # rook for silver, then the silver took the rook
    assert graph.marks().get(1) == "??" and (1, values[1], "??") in graph.mark_points()
    assert w.move_list.marks().get(blunder) == "??"
    assert any(text.endswith("??") or text.endswith("?? *") for text in w.move_list.row_texts())
    # the comment names the evaluation and the engine's choice instead of 2h2b
    assert blunder.comment.startswith(("解析: 評価値 ", "Analysis: evaluation "))
    assert "blunder" in blunder.comment or "大悪手" in blunder.comment
    # the analysis mode waited while the game was analysed, and goes on now
    qtbot.waitUntil(lambda: w.analysis_dock.running, timeout=WAIT_MS)
    # a click on the blunder's dot goes to that ply
    qtbot.waitUntil(lambda: graph.built)
    at = graph.plot.mapFromScene(graph.scene_pos_of_mark(1))
    qtbot.mouseClick(graph.plot.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(at.x(), at.y()))
    assert w.controller.current is blunder
    # a second analysis replaces the comment line instead of adding one
    run_game_analysis(w, qtbot, write_comments=True)
    assert sum(1 for s in blunder.comment.splitlines() if s.startswith(("解析:", "Analysis:"))) == 1
    assert "Game analysis finished" in w.status_text()


def test_cancel_and_a_new_game_stop_the_game_analysis(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    start(w, moves=("7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e", "6i7h", "4a3b"))
    games = w.analysis_dock.games
    assert games.start(GameAnalysisOptions(seconds=0.4))
    assert games.running and games.progress.isVisible()
    qtbot.waitUntil(lambda: games.done() >= 1, timeout=WAIT_MS)
    with qtbot.waitSignal(games.finished, timeout=WAIT_MS) as done:
        w.analysis_dock.menu.act_stop.trigger()
    assert done.args == [False]
    assert not games.running and not games.progress.isVisible()
    found = len(games.results)
    assert 1 <= found < 9
    qtbot.wait(900)
    assert len(games.results) == found  # nothing more arrives
    assert sum(v is not None for v in w.graph.evaluation()) == found  # what was found stays

    assert games.start(GameAnalysisOptions(seconds=0.4))
    qtbot.waitUntil(lambda: games.done() >= 1, timeout=WAIT_MS)
    w.new_game()  # another game on show: the analysis belonged to the old one
    assert not games.running and games.results == {} and w.graph.evaluation() == []
    assert w.move_list.marks() == {}


def test_options_dialog_offers_the_engines_and_the_effort(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    games = w.analysis_dock.games
    dialog = games.ask_and_start()
    assert isinstance(dialog, GameAnalysisDialog)
    assert dialog.engine_combo.itemData(0) == BUILTIN
    assert dialog.by_time.isChecked() and not dialog.comments.isChecked()  # comments are off by default
    dialog.by_nodes.setChecked(True)
    dialog.nodes.setValue(3000)
    opts = dialog.options()
    assert opts.nodes == 3000 and opts.limits().nodes == 3000 and opts.engine_id == BUILTIN
    with qtbot.waitSignal(games.finished, timeout=WAIT_MS):
        dialog.accept()  # the empty game: its one position
    assert games.total() == 1


def test_a_card_game_and_a_variant_game_analyse_without_errors(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    w.new_game_dialog()
    dialog = w.new_game_dialog_widget
    dialog.card_box.set_addon("cards2")
    dialog.accept()
    c = w.controller
    assert c.record.variant == "standard+cards2"
    assert c.try_move(Action("lightning", ("8b",)))
    assert c.try_move(c.position().legal_move_from_usi("3c3d"))
    run_game_analysis(w, qtbot, nodes=2000, write_comments=True)
    values = w.graph.evaluation()
    assert len(values) == 3 and all(v is not None for v in values)
    assert c.record.main_line()[1].comment.startswith("Analysis: evaluation ")
    # the analysis mode names card plies in its best line, checked against the core
    analysis_on(w, qtbot)
    dock = w.analysis_dock
    qtbot.waitUntil(lambda: dock.last_message() is not None and dock.last_message().depth >= 2, timeout=WAIT_MS)
    assert legal_line(c.position(), dock.last_message().pv)
    assert dock.line_label.text().startswith("Best line: ")
    dock.set_active(False)

    start(w, variant="hybrid:2")
    pos = w.controller.position()
    for _ in range(4):
        first = sorted(pos.legal_actions(), key=str)[0]
        assert w.controller.try_move(first)
        pos = w.controller.position()
    run_game_analysis(w, qtbot, nodes=2000)
    values = w.graph.evaluation()
    assert len(values) == 5 and all(v is not None for v in values)


# --------------------------------------------------------------------------- an external engine
@pytest.mark.skipif(not os.path.exists(FAIRY), reason=f"{FAIRY} is not installed")
def test_a_registered_usi_engine_analyses_standard_games_only(window: MainWindow, qtbot: QtBot) -> None:
    from shogi_desktop.app.engines import EngineRegistry

    registry = EngineRegistry.load()
    entry = registry.add(FAIRY)
    registry.set_options(entry.id, {"Hash": 16, "Threads": 1})
    assert (entry.id, entry.name) in engine_choices()
    w = window
    dock = w.analysis_dock
    dock.fill_engines()
    assert dock.set_engine(entry.id)
    start(w, MATE_IN_ONE)
    analysis_on(w, qtbot)
    qtbot.waitUntil(lambda: dock.best_move() == "G*5b" and dock.last_score() is not None
                    and dock.last_score().mate == 1, timeout=WAIT_MS)
    assert "Mate in 1" in dock.eval_label.text()
    dock.set_active(False)

    start(w, ROOK_BLUNDER, moves=tuple(BLUNDER_LINE))
    run_game_analysis(w, qtbot, engine_id=entry.id, nodes=None, seconds=0.2)
    assert w.analysis_dock.games.marks.get(w.controller.record.main_line()[1]) == "??"

    start(w, variant="hybrid:2")
    assert not w.analysis_dock.games.start(GameAnalysisOptions(engine_id=entry.id))
    assert "cannot analyse this game's rules" in w.analysis_dock.games.error
    analysis_on(w, qtbot)
    qtbot.waitUntil(lambda: "does not play this rule set" in dock.status_text(), timeout=WAIT_MS)
    assert not dock.running
