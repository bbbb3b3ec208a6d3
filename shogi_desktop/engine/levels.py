"""Strength levels 1-10: a depth cap, evaluation noise, and deliberate second- or third-best choices for
the beginner levels, never a move that lets the opponent mate in one when another move does not."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .limits import MATE_BOUND

if TYPE_CHECKING:
    from ..core.position import Position


@dataclass(frozen=True)
class Level:
    """One strength level: search depth cap, evaluation noise (centipawns), the chance of choosing
    the second or third best move, the most a deliberate mistake may cost, and a node cap."""

    depth: int | None
    noise: int
    mistake: float
    margin: int
    nodes: int | None


LEVELS: dict[int, Level] = {
    1: Level(1, 220, 0.45, 900, 3000),
    2: Level(1, 160, 0.35, 600, 5000),
    3: Level(2, 120, 0.30, 400, 8000),
    4: Level(2, 80, 0.25, 300, 12000),
    5: Level(3, 50, 0.20, 200, 20000),
    6: Level(3, 30, 0.15, 150, 40000),
    7: Level(4, 20, 0.10, 100, 80000),
    8: Level(5, 10, 0.05, 60, 160000),
    9: Level(7, 0, 0.02, 40, None),
    10: Level(None, 0, 0.0, 0, None),
}


def humanize(spec: Level, seed: int, pos: Position, root_moves: list[Any], best: Any, best_score: int, depth: int,
             shallow_scores: Callable[[list[Any]], dict[Any, int]]) -> tuple[Any, int, bool]:
    """Apply the level to the search's choice: sometimes the 2nd or 3rd best move (by
    ``shallow_scores``, a one-ply look with quiescence), never a move that allows mate in one while
    another move does not.  Returns (move, its score, whether it is a deliberate mistake)."""
    rng = random.Random((seed * 1_000_003) ^ pos.hash ^ pos.ply)
    if (spec.mistake > 0 and len(root_moves) > 1 and abs(best_score) < MATE_BOUND
            and rng.random() < spec.mistake):
        scores = shallow_scores(root_moves)
        top = scores[best]
        ranked = sorted((mv for mv in root_moves if mv != best), key=lambda mv: scores[mv], reverse=True)
        candidates = [mv for mv in ranked[:2] if scores[mv] >= top - spec.margin and scores[mv] > -MATE_BOUND]
        rng.shuffle(candidates)
        for mv in candidates:
            if not pos.allows_mate_in_one(mv):
                return mv, scores[mv], True
    if depth < 3 and pos.allows_mate_in_one(best):
        safe = [mv for mv in root_moves if not pos.allows_mate_in_one(mv)]
        if safe:
            scores = shallow_scores(safe)
            safe.sort(key=lambda mv: scores[mv], reverse=True)
            return safe[0], scores[safe[0]], False
    return best, best_score, False
