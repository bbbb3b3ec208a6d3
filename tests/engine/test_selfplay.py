"""AI against AI: game results, win rates with confidence intervals, and ``shogi-desktop-cli selfplay``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from shogi_desktop.core.position import Position
from shogi_desktop.engine import parse_action_text
from shogi_desktop.engine.selfplay import (
    GameTask,
    PlayerSpec,
    play_game,
    random_opening,
    run_match,
    score_interval,
)

ROOT = Path(__file__).resolve().parents[2]


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "shogi_desktop.cli", *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=300)


def test_score_interval() -> None:
    rate, lo, hi = score_interval(10, 0, 10)
    assert rate == 1.0 and hi == 1.0 and 0.6 < lo < 0.8  # Wilson: 10/10 is not certainty
    rate, lo, hi = score_interval(5, 2, 12)
    assert rate == pytest.approx(0.5) and lo < 0.5 < hi
    assert score_interval(0, 0, 0) == (0.0, 0.0, 1.0)


def test_a_game_is_played_to_a_legal_end() -> None:
    task = GameTask(0, "standard", (), PlayerSpec.engine(10, nodes=400), PlayerSpec.random(), seed=3,
                    max_plies=200, opening_plies=2, opening_seed=1)
    g = play_game(task)
    assert g.error == ""
    pos = Position.initial()
    for text in g.moves:  # the record replays legally
        pos.push(parse_action_text(pos, text))
    assert g.plies == len(g.moves)
    if g.termination in ("checkmate", "stalemate"):
        out = pos.outcome()
        assert out is not None and out.winner == g.winner
    assert g.a_score == 1.0  # the engine beats the random player


def test_openings_are_shared_by_a_pair_and_differ_between_pairs() -> None:
    a = random_opening(Position.initial(), 4, 10)
    b = random_opening(Position.initial(), 4, 10)
    c = random_opening(Position.initial(), 4, 11)
    assert a == b and len(a) == 4 and a != c


def test_match_swaps_colours_and_counts() -> None:
    m = run_match("hybrid", PlayerSpec.greedy(), PlayerSpec.random(), games=4, seed=2, max_plies=120)
    assert [g.a_is_black for g in m.games] == [True, False, True, False]
    wa, wb, d = m.counts()
    assert wa + wb + d == 4
    lines = m.summary_lines()
    assert lines[0].startswith("variant hybrid: A = greedy, B = random")
    assert any(line.startswith("Black score") for line in lines)


def test_selfplay_command() -> None:
    r = _cli("selfplay", "--games", "2", "--level", "10", "--level-b", "1", "--nodes", "300", "--jobs", "2",
             "--seed", "4", "--max-plies", "40")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].startswith("game 1: A plays Black:") and lines[1].startswith("game 2: A plays White:")
    assert any(line.startswith("games 2: A wins") for line in lines)
    assert any(line.startswith("A score") and "95% CI" in line for line in lines)


@pytest.mark.parametrize(("args", "message"), [
    (["--variant", "nope"], "unknown variant 'nope'"),
    (["--level", "11"], "--level must be 1..10"),
    (["--games", "0"], "--games must be 1 or more"),
    (["--addon", "tarot"], "unknown add-on 'tarot'"),
])
def test_selfplay_errors_are_one_line(args: list[str], message: str) -> None:
    r = _cli("selfplay", *args)
    assert r.returncode == 2
    assert r.stdout == ""
    assert message in r.stderr and len(r.stderr.strip().splitlines()) == 1
