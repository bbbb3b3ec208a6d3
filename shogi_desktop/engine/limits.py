"""The search's vocabulary: scores, limits, the clock budget and what a search reports."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

MATE = 32000
MATE_BOUND = MATE - 1000  # |score| above this is a mate score
INF = MATE + 1
MAX_PLY = 128


class StopFlag(Protocol):
    def is_set(self) -> bool: ...


@dataclass
class Limits:
    """What bounds one search.  Times are in seconds; None means no bound of that kind.

    A game clock (``btime``/``wtime`` remaining, ``binc``/``winc`` increments, ``byoyomi``) is turned
    into a budget for the side to move by :func:`time_budget`.  ``movetime`` is the time for this move,
    used whole (USI's ``go movetime``); ``thinktime`` is at most that long, with no new iteration after
    60% of it (the application's levels without a clock, which should not all take their full time).
    Without any bound the search runs to :data:`MAX_PLY` or until stopped (``infinite``).
    """

    depth: int | None = None
    nodes: int | None = None
    movetime: float | None = None
    thinktime: float | None = None
    btime: float | None = None
    wtime: float | None = None
    binc: float = 0.0
    winc: float = 0.0
    byoyomi: float = 0.0
    infinite: bool = False

    def per_move(self) -> float | None:
        """The seconds given for this move alone (``movetime``, else ``thinktime``), or None."""
        return self.movetime if self.movetime is not None else self.thinktime


def time_budget(limits: Limits, side: int) -> tuple[float | None, float | None]:
    """(soft, hard) seconds for this move: no new iteration after ``soft``; stop at ``hard``."""
    if limits.infinite:
        return None, None
    if limits.movetime is not None:
        # The time is given for this move alone: use all of it.  An iteration cut short by the hard
        # deadline plays its partial result (the previous best is searched first, so that result has
        # seen at least that move at the new depth).
        hard = max(0.01, limits.movetime - 0.05)
        return hard, hard
    if limits.thinktime is not None:
        hard = max(0.01, limits.thinktime - 0.05)
        return hard * 0.6, hard
    remaining = limits.btime if side == 0 else limits.wtime
    inc = limits.binc if side == 0 else limits.winc
    byo = limits.byoyomi or 0.0
    if remaining is None and not byo:
        return None, None
    remaining = max(0.0, remaining or 0.0)
    margin = 0.15 if byo else 0.1
    target = remaining / 30 + inc * 0.8 + byo * 0.9
    hard = min(target * 2, remaining * 0.5 + byo) - margin
    if byo:
        hard = max(hard, byo - margin)
    hard = max(0.05, hard)
    if byo and remaining <= margin:
        return hard, hard  # byoyomi alone: time not used is lost, as with a move time
    soft = max(0.02, min(hard, target * 0.55))
    return soft, hard


@dataclass
class SearchInfo:
    """Progress of a search: one per finished iteration, and about once a second during a long one
    (``partial``: the iteration ``depth`` is still running; score and pv are the last finished ones)."""

    depth: int
    seldepth: int
    score: int  # centipawns for the side to move (mate scores translated into ``mate``)
    mate: int | None  # plies to mate: > 0 the side to move mates, < 0 it is mated
    pv: list[str]
    nodes: int
    nps: int
    time: float
    partial: bool = False


@dataclass
class SearchResult:
    best: Any  # a legal action (int move or Action), or None when there is none
    best_text: str  # "" when there is no legal action
    score: int
    mate: int | None
    pv: list[Any] = field(default_factory=list)
    pv_text: list[str] = field(default_factory=list)
    depth: int = 0
    nodes: int = 0
    nps: int = 0
    time: float = 0.0
    declare_win: bool = False  # 入玉宣言: the side to move may declare and win now
    mistake: bool = False  # the level chose a deliberately weaker move


def mate_plies(score: int) -> int | None:
    if score >= MATE_BOUND:
        return MATE - score
    if score <= -MATE_BOUND:
        return -(MATE + score)
    return None


def score_to_tt(score: int, ply: int) -> int:
    """A score ``ply`` plies below the root as the transposition table keeps it (mates from the node)."""
    if score >= MATE_BOUND:
        return score + ply
    if score <= -MATE_BOUND:
        return score - ply
    return score


def score_from_tt(score: int, ply: int) -> int:
    """The inverse of :func:`score_to_tt`."""
    if score >= MATE_BOUND:
        return score - ply
    if score <= -MATE_BOUND:
        return score + ply
    return score
