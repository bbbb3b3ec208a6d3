"""Strength levels 1-10: a depth cap, evaluation noise, deliberate second- or third-best choices, and the
beginner levels' blind spots (human mistakes, not random moves), never a move that lets the opponent mate
in one when another move does not.

The blind spots (levels 1-3): in a share of the positions it meets (chosen by the position and the seed,
so a level plays the same game again), the engine does not see captures from three or more squares
away (a bishop, rook or lance across the board: its own chances and the opponent's threats alike), and
now and then it does not see that the piece it has just moved can be taken (it leaves a piece hanging).  :func:`blind_spots` says, for one position, which of the two it overlooks."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.tables import NSQ
from .limits import MATE_BOUND

if TYPE_CHECKING:
    from ..core.position import Position


@dataclass(frozen=True)
class Level:
    """One strength level: search depth cap, evaluation noise (centipawns), the chance of choosing
    the second or third best move, the most a deliberate mistake may cost, a node cap, and the blind
    spots: the share of positions where captures from afar are overlooked (``blind_long``) and where a
    capture of the piece just moved is overlooked (``blind_hanging``)."""

    depth: int | None
    noise: int
    mistake: float
    margin: int
    nodes: int | None
    blind_long: float = 0.0
    blind_hanging: float = 0.0


LEVELS: dict[int, Level] = {
    1: Level(1, 150, 0.35, 700, 3000, 0.75, 0.35),
    2: Level(1, 120, 0.30, 500, 5000, 0.55, 0.20),
    3: Level(2, 100, 0.25, 350, 8000, 0.40, 0.10),
    4: Level(2, 80, 0.25, 300, 12000),
    5: Level(3, 50, 0.20, 200, 20000),
    6: Level(3, 30, 0.15, 150, 40000),
    7: Level(4, 20, 0.10, 100, 80000),
    8: Level(5, 10, 0.05, 60, 160000),
    9: Level(7, 0, 0.02, 40, None),
    10: Level(None, 0, 0.0, 0, None),
}


LONG_RANGE = 3  # a capture from this many squares away (or more) is "from afar"


def blind_spots(spec: Level, seed: int, key: int) -> tuple[bool, bool]:
    """(captures from afar overlooked, the capture of the piece just moved overlooked) in the position
    with key ``key`` at this level: the same answer every time for the same position and seed."""
    if not spec.blind_long and not spec.blind_hanging:
        return False, False
    h = ((key ^ (seed * 0x9E3779B97F4A7C15)) * 0xD6E8FEB86659FD93) & 0xFFFFFFFFFFFFFFFF
    return ((h >> 20) % 1000 < spec.blind_long * 1000, (h >> 40) % 1000 < spec.blind_hanging * 1000)


def perceived(spec: Level, seed: int, pos: Position, moves: list[Any], ply: int) -> list[Any]:
    """The moves of ``pos`` the level sees (``ply`` plies below the root, the engine's own moves at even
    plies): captures from afar, and at the opponent's plies the capture of the piece just moved, may be
    overlooked (:func:`blind_spots`); never all the moves."""
    far, hanging = blind_spots(spec, seed, pos.hash)
    hanging = hanging and ply % 2 == 1
    if not far and not hanging:
        return moves
    board = pos.board
    last = pos.last_move()
    last_to = (last >> 7) & 127 if type(last) is int else -1
    seen = []
    for m in moves:
        if type(m) is int:
            frm = m & 127
            to = (m >> 7) & 127
            if frm < NSQ and board[to]:
                if far and max(abs(frm % 9 - to % 9), abs(frm // 9 - to // 9)) >= LONG_RANGE:
                    continue
                if hanging and to == last_to:
                    continue
        seen.append(m)
    return seen or moves


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
