"""The built-in engine's search: iterative deepening PVS over the core's legal actions.

* alpha-beta with principal variation search, aspiration windows from depth 5, check extension, late
  move reductions (less for killers and moves with a good history, more when the static evaluation is
  not improving);
* pruning in non-PV nodes: reverse futility, razoring, null move, futility and late-move pruning of
  quiet moves, and quiet moves or drops that leave their piece to be taken by a cheaper piece or for
  nothing (:func:`least_attacker`);
* a mate in one (drops and moves next to the enemy king, :func:`mate_in_one_fast`) is looked for at
  every node of the main search and at the first ply of the quiescence search;
* move ordering: transposition-table move (searched before the other moves are generated), captures
  by MVV-LVA, promotions, two killers per ply, a counter move, quiet moves by a history with a malus
  for the quiet moves that did not cut, and last the captures that lose the capturing piece;
* quiescence search on captures and valuable promotions (all evasions when in check);
* a transposition table keyed by ``pos.hash`` (the position key including add-on state), which also
  keeps each position's static evaluation;
* mate scores (``MATE - plies``), and no legal action loses (checkmate and stalemate alike);
* repetition: a position met again on the search path or in the game is a draw, unless one side gave
  check on every one of its plies of the cycle (連続王手の千日手): that side loses;
* limits: depth, nodes, a move time or a game clock (soft and hard deadlines), a stop flag;
* levels 1-10 (:data:`LEVELS`): limited depth, evaluation noise and deliberate second/third-best
  choices for the beginner levels, never a move that lets the opponent mate in one when another
  move does not.

Nodes are positions visited: each node of the main and quiescence searches once, and each candidate
move the mate-in-one finder plays to test it.

Usage::

    searcher = Searcher(level=10, seed=1)
    result = searcher.search(pos, Limits(movetime=1.0), stop=event, on_info=print)
    result.best, result.best_text, result.score, result.mate, result.pv_text, result.nodes, result.nps
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Protocol

from ..core.position import NSQ, PROMOTE, Position
from ..core.powers import variant_hooks
from . import action_text
from .evaluate import Evaluator, evaluator_for

MATE = 32000
MATE_BOUND = MATE - 1000  # |score| above this is a mate score
INF = MATE + 1
MAX_PLY = 128
QS_MAX = 8  # quiescence plies
QS_CHECK_PLIES = 2  # quiescence plies that answer a check with every evasion
EXTEND_CHECKS = True
SEE_PRUNING = True
PROGRESS_SECONDS = 1.0  # a progress info during a long iteration
ADDON_PLIES = 2  # add-on actions (cards, magic) are searched at the root and for the reply only

EXACT, LOWER, UPPER = 0, 1, 2
FUTILITY = (0, 200, 400, 650)  # margins at depth 1..3 for quiet moves in non-PV nodes
RFP_DEPTH = 4  # reverse futility pruning up to this depth
RFP_MARGIN = 120  # ... with this margin per ply
RAZOR = (0, 400, 700)
NULL_DEPTH = 2
LATE_MOVES = (0, 5, 9, 14, 22)  # quiet moves tried at depth 1..4 in non-PV nodes (twice that when improving)
SEE_QUIET_DEPTH = 3  # quiet moves that hang their piece are skipped up to this depth
HANG_MIN_VALUE = 200  # ... unless the piece is worth less than this (pawns: sacrifices are tactics)
HIST_MAX = 16384
ASPIRATION_DEPTH = 5
ASPIRATION_WINDOW = 60
LMR = [[0 if d < 3 or i < 2 else int(0.75 + math.log(d) * math.log(i) / 2.25) for i in range(64)] for d in range(32)]
ROYAL_ATTACKER = 100_000  # least_attacker: a king takes only what nothing defends
_TT_ENTRY_BYTES = 170
EVAL_CACHE = 200_000  # static evaluations kept (by position key) before the cache starts afresh
MATE_ONE = True  # look for a mate in one at every node of the main search
QS_MATE_ONE = True  # ... and at the first ply of the quiescence search


def _chebyshev(a: int, b: int) -> int:
    return max(abs(a % 9 - b % 9), abs(a // 9 - b // 9))


_NEAR = tuple(frozenset(t for t in range(NSQ) if _chebyshev(s, t) == 1) for s in range(NSQ))


class _Stop(Exception):
    pass


class StopFlag(Protocol):
    def is_set(self) -> bool: ...


@dataclass
class Limits:
    """What bounds one search.  Times are in seconds; None means no bound of that kind.

    A game clock (``btime``/``wtime`` remaining, ``binc``/``winc`` increments, ``byoyomi``) is turned
    into a budget for the side to move by :func:`time_budget`.  Without any bound the search runs to
    :data:`MAX_PLY` or until stopped (``infinite``).
    """

    depth: int | None = None
    nodes: int | None = None
    movetime: float | None = None
    btime: float | None = None
    wtime: float | None = None
    binc: float = 0.0
    winc: float = 0.0
    byoyomi: float = 0.0
    infinite: bool = False


def time_budget(limits: Limits, side: int) -> tuple[float | None, float | None]:
    """(soft, hard) seconds for this move: no new iteration after ``soft``; stop at ``hard``."""
    if limits.infinite:
        return None, None
    if limits.movetime is not None:
        hard = max(0.01, limits.movetime - 0.05)
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
    soft = max(0.02, min(hard, target * 0.55))
    return soft, hard


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


# ----------------------------------------------------------------------------- the search
class Searcher:
    """One engine instance: level, seed and the transposition table persist between searches."""

    def __init__(self, level: int = 10, seed: int = 0, hash_mb: int = 64) -> None:
        if level not in LEVELS:
            raise ValueError(f"level must be 1..10, got {level}")
        self.level = level
        self.spec = LEVELS[level]
        self.seed = seed
        self.max_tt = max(1000, hash_mb * 1024 * 1024 // _TT_ENTRY_BYTES)
        # (depth, flag, score, move, static evaluation or None)
        self.tt: dict[int, tuple[int, int, int, Any, int | None]] = {}
        self.hist: list[list[int]] = [[0] * 0x8000, [0] * 0x8000]  # [side][move]: history of quiet moves
        self.counter: list[list[Any]] = [[None] * 0x8000, [None] * 0x8000]  # [side][previous move]
        self.action_hist: dict[Any, int] = {}  # add-on actions
        self.eval_cache: dict[int, int] = {}  # position key -> static evaluation
        self.nodes = 0
        self.seldepth = 0

    def new_game(self) -> None:
        self.tt.clear()
        self.hist = [[0] * 0x8000, [0] * 0x8000]
        self.counter = [[None] * 0x8000, [None] * 0x8000]
        self.action_hist.clear()
        self.eval_cache.clear()

    # ------------------------------------------------------------------ public
    def search(self, pos: Position, limits: Limits | None = None, stop: StopFlag | Callable[[], bool] | None = None,
               on_info: Callable[[SearchInfo], None] | None = None) -> SearchResult:
        """Search ``pos`` (left unchanged) and return the best action found within the limits."""
        limits = limits or Limits()
        self.start = time.monotonic()
        soft, hard = time_budget(limits, pos.side)
        self.soft_deadline = None if soft is None else self.start + soft
        self.hard_deadline = None if hard is None else self.start + hard
        node_cap = limits.nodes
        if self.spec.nodes is not None:
            node_cap = self.spec.nodes if node_cap is None else min(node_cap, self.spec.nodes)
        self.node_limit = node_cap
        if stop is None:
            self._stop_fn: Callable[[], bool] = lambda: False
        elif hasattr(stop, "is_set"):
            self._stop_fn = stop.is_set
        else:
            self._stop_fn = stop
        max_depth = MAX_PLY - 8
        if limits.depth is not None:
            max_depth = max(1, min(max_depth, limits.depth))
        if self.spec.depth is not None:
            max_depth = min(max_depth, self.spec.depth)

        original = pos
        self.pos = pos = pos.copy()
        ev = evaluator_for(pos.variant)
        if getattr(self, "ev", None) is not ev:
            self.eval_cache.clear()  # another variant (keys of different variants may meet)
            self.tt.clear()
        self.ev: Evaluator = ev
        self.values = self.ev.values
        self.powers = frozenset(variant_hooks(pos.variant))
        self.noise = self.spec.noise
        self.nodes = 0
        self.seldepth = 0
        self.check_at = 256 if node_cap is None else min(256, node_cap)
        self.killers: list[list[Any]] = [[None, None] for _ in range(MAX_PLY + 2)]
        self.pv_table: list[list[Any]] = [[] for _ in range(MAX_PLY + 2)]
        if len(self.tt) > self.max_tt:
            self.tt.clear()
        if len(self.action_hist) > 50_000:
            self.action_hist.clear()
        self.static_stack: list[int | None] = [None] * (MAX_PLY + 4)
        self._prev_score: int | None = None
        self.checks = self._check_history(pos)
        self.root_len = len(self.checks)
        self._partial: tuple[Any, int] | None = None
        self._on_info = on_info
        self._last_info = self.start
        self._last_score = 0
        self._last_pv: list[str] = []
        self._iter_depth = 1
        self.null_floor: list[int] = []

        root_moves = pos.legal_actions()
        declare = pos.can_declare_impasse()
        if not root_moves:
            return SearchResult(None, "", -MATE, mate_plies(-MATE), declare_win=declare)
        if len(root_moves) == 1 and not limits.infinite:
            max_depth = min(max_depth, 1)

        best = root_moves[0]
        best_score = -INF
        best_pv: list[Any] = [best]
        done_depth = 0
        previous_score = -INF  # the score of the last full iteration
        self._iter_scores: dict[Any, int] = {}
        self.root_scores: dict[Any, int] = {}
        order = self._order(root_moves, 0, self.tt.get(pos.hash, (0, 0, 0, None))[3])
        try:
            for depth in range(1, max_depth + 1):
                self._iter_depth = depth
                previous_score = best_score
                best_score, order = self._root(depth, order)
                best = order[0]
                best_pv = self.pv_table[0] or [best]
                done_depth = depth
                self._last_info = time.monotonic()
                if on_info is not None:
                    self._last_score, self._last_pv = best_score, self._pv_text(pos, best_pv)
                    on_info(self._info(depth, best_score, self._last_pv))
                m = mate_plies(best_score)
                if m is not None and depth >= abs(m) + 2:
                    break  # a mate found is not going to change
                if self.soft_deadline is not None and time.monotonic() >= self.soft_deadline:
                    break
                if self._stop_fn():
                    break
        except _Stop:
            # The search ran on a copy: take a fresh one rather than unwinding.
            self.pos = pos = original.copy()
            del self.checks[self.root_len:]
            self.null_floor.clear()
            if self._partial is not None:
                # The first root move searched is the previous best: the partial result is at least
                # as informed as the last full iteration ...
                best, best_score = self._partial
                best_pv = self.pv_table[0] if self.pv_table[0][:1] == [best] else [best]
                if best_score <= -MATE_BOUND and done_depth and previous_score > -MATE_BOUND:
                    # ... unless it now sees that move mated: then the next move of the last full
                    # iteration that this one has not seen mated (if any).
                    for mv in order:
                        seen = self._iter_scores.get(mv)
                        if seen is None or seen > -MATE_BOUND:
                            best, best_pv = mv, [mv]
                            best_score = seen if seen is not None else self.root_scores.get(mv, previous_score)
                            break
        if best_score == -INF:
            best_score = self._evaluate()
        mistake = False
        if self.spec.mistake > 0 or done_depth < 3:
            chosen, best_score, mistake = self._humanize(pos, root_moves, best, best_score, done_depth)
            if chosen != best:
                best = chosen
                best_pv = [best]
        elapsed = max(1e-6, time.monotonic() - self.start)
        return SearchResult(
            best=best,
            best_text=action_text(pos, best),
            score=best_score,
            mate=mate_plies(best_score),
            pv=best_pv,
            pv_text=self._pv_text(pos, best_pv),
            depth=done_depth,
            nodes=self.nodes,
            nps=int(self.nodes / elapsed),
            time=elapsed,
            declare_win=declare,
            mistake=mistake,
        )

    # ------------------------------------------------------------------ helpers
    def _info(self, depth: int, score: int, pv_text: list[str]) -> SearchInfo:
        elapsed = max(1e-6, time.monotonic() - self.start)
        return SearchInfo(depth, max(depth, self.seldepth), score, mate_plies(score), pv_text,
                          self.nodes, int(self.nodes / elapsed), elapsed)

    @staticmethod
    def _pv_text(pos: Position, pv: list[Any]) -> list[str]:
        out: list[str] = []
        p = pos.copy()
        for m in pv:
            legal = p.legal_actions()
            if m not in legal:
                break
            out.append(action_text(p, m))
            p.push(m)
        return out

    @staticmethod
    def _check_history(pos: Position) -> list[bool]:
        """For each entry of the position's key history: was the side to move in check there?"""
        keys = pos._keys
        undone = []
        p = pos.copy()
        while p._stack:
            undone.append(p.pop())
        flags = [p.is_check()]
        for m in reversed(undone):
            p.push(m)
            flags.append(p.is_check())
        missing = len(keys) - len(flags)
        return [False] * missing + flags if missing > 0 else flags[-len(keys):]

    def _poll(self) -> None:
        if self.node_limit is not None and self.nodes >= self.node_limit:
            raise _Stop
        if self._stop_fn():
            raise _Stop
        if self.hard_deadline is not None and time.monotonic() >= self.hard_deadline:
            raise _Stop
        if self._on_info is not None and self._last_pv:
            now = time.monotonic()
            if now - self._last_info >= PROGRESS_SECONDS:
                self._last_info = now
                info = self._info(self._iter_depth, self._last_score, self._last_pv)
                info.partial = True
                self._on_info(info)
        self.check_at = self.nodes + 256
        if self.node_limit is not None:
            self.check_at = min(self.check_at, self.node_limit)

    def _gives_check_now(self) -> bool:
        """Does the side to move attack the enemy king already (a pass would leave it in check)?"""
        pos = self.pos
        k = pos.king_sq[pos.side ^ 1]
        return k >= 0 and pos.attacked(k, pos.side)

    def _after_null(self) -> bool:
        return bool(self.null_floor) and self.null_floor[-1] == len(self.pos._keys) - 1

    def _null_push(self) -> None:
        """Pass the move (for null-move pruning): the side and the key change, nothing else."""
        pos = self.pos
        pos.side ^= 1
        pos.hash ^= pos.T.zob_side
        pos._keys.append(pos.hash)
        self.checks.append(False)
        self.null_floor.append(len(pos._keys) - 1)

    def _null_pop(self) -> None:
        pos = self.pos
        self.null_floor.pop()
        self.checks.pop()
        pos._keys.pop()
        pos.hash ^= pos.T.zob_side
        pos.side ^= 1

    def _evaluate(self) -> int:
        pos = self.pos
        cache = self.eval_cache
        score = cache.get(pos.hash)
        if score is None:
            score = self.ev.evaluate(pos)
            if len(cache) >= EVAL_CACHE:
                cache.clear()
            cache[pos.hash] = score
        if self.noise:
            h = (pos.hash ^ (self.seed * 0x9E3779B97F4A7C15)) * 0xBF58476D1CE4E5B9 & 0xFFFFFFFFFFFFFFFF
            score += (h >> 33) % (2 * self.noise + 1) - self.noise
        return score

    def _repetition(self, ply: int) -> int | None:
        """Score of a repeated position (draw, or a loss for the side that checked throughout)."""
        pos = self.pos
        keys = pos._keys
        h = pos.hash
        if keys.count(h) < 2:
            return None
        n = len(keys) - 1
        floor = self.null_floor[-1] if self.null_floor else -1  # no cycle through a passed move
        j = n - 4
        while j > floor and keys[j] != h:
            j -= 2
        if j <= floor:
            return None
        checks = self.checks
        # positions n-1, n-3, ... j+1: the opponent to move; in check there = we gave check.
        we_checked = all(checks[i] for i in range(n - 1, j, -2))
        they_checked = all(checks[i] for i in range(n, j, -2))
        if we_checked and not they_checked:
            return -MATE + ply
        if they_checked and not we_checked:
            return MATE - ply
        return 0

    def _order(self, moves: list[Any], ply: int, tt_move: Any, skip: Any = None) -> list[Any]:
        """Moves sorted for the search: the transposition-table move, winning and even captures (MVV-LVA),
        promotions, piece powers, killers, the counter move, add-on actions, quiet moves by history,
        and last the captures that lose the capturing piece to a defender."""
        pos = self.pos
        board = pos.board
        values = self.values
        killers = self.killers[ply]
        k0, k1 = killers
        side = pos.side
        hist = self.hist[side]
        counter = self._counter_move(side)
        promote_code = pos.T.promote_code
        powers = self.powers
        them = side ^ 1
        scored: list[tuple[int, Any]] = []
        app = scored.append
        for m in moves:
            if m == skip:
                continue
            if m == tt_move:
                s = 10_000_000
            elif type(m) is not int:
                # piece powers (lion captures) with the captures; add-on actions (cards) before quiet moves
                s = 1_050_000 if m.name in powers else 600_000 + self.action_hist.get(m, 0) // 4
            else:
                to = (m >> 7) & 127
                victim = board[to]
                if victim:
                    attacker = board[m & 127]
                    vv = values[abs(victim) - 1]
                    av = values[abs(attacker) - 1]
                    s = 1_000_000 + vv * 16 - av // 8
                    if m & PROMOTE:
                        s += values[abs(promote_code[attacker]) - 1] - av
                    elif av > vv + 100 and pos.attacked(to, them):
                        s = -1_000_000 + vv * 16 - av // 8  # a losing capture: after the quiet moves
                elif m & PROMOTE:
                    code = board[m & 127]
                    s = 900_000 + values[abs(promote_code[code]) - 1] - values[abs(code) - 1]
                elif m == k0:
                    s = 800_000
                elif m == k1:
                    s = 790_000
                elif m == counter:
                    s = 780_000
                else:
                    s = hist[m]
            app((s, m))
        scored.sort(key=_first, reverse=True)
        return [m for _, m in scored]

    def _counter_move(self, side: int) -> Any:
        stack = self.pos._stack
        if not stack:
            return None
        prev = stack[-1][0]
        if type(prev) is not int:
            return None
        return self.counter[side][prev & 0x7FFF]

    def _reward(self, m: Any, ply: int, depth: int, tried: list[Any]) -> None:
        """A quiet move caused a beta cutoff: killers, counter move, history (and a malus for the quiet
        moves tried before it)."""
        side = self.pos.side
        bonus = min(depth * depth + depth, 1200)
        if type(m) is int:
            k = self.killers[ply]
            if k[0] != m:
                k[1] = k[0]
                k[0] = m
            stack = self.pos._stack
            if stack and type(stack[-1][0]) is int:
                self.counter[side][stack[-1][0] & 0x7FFF] = m
            hist = self.hist[side]
            h = hist[m]
            hist[m] = h + bonus - h * bonus // HIST_MAX
            for q in tried:
                if type(q) is int:
                    h = hist[q]
                    hist[q] = h - bonus - h * bonus // HIST_MAX
        else:
            self.action_hist[m] = self.action_hist.get(m, 0) + bonus

    # ------------------------------------------------------------------ root
    def _root(self, depth: int, order: list[Any]) -> tuple[int, list[Any]]:
        prev = self._prev_score
        if depth >= ASPIRATION_DEPTH and prev is not None and abs(prev) < MATE_BOUND:
            delta = ASPIRATION_WINDOW
            alpha, beta = prev - delta, prev + delta
            while True:
                score, new_order = self._root_window(depth, order, alpha, beta)
                if alpha < score < beta:
                    break
                delta *= 3
                if delta > 2000:
                    alpha, beta = -INF, INF
                elif score <= alpha:
                    alpha = max(-INF, score - delta)
                else:
                    beta = min(INF, score + delta)
                order = new_order
        else:
            score, new_order = self._root_window(depth, order, -INF, INF)
        self._prev_score = score
        return score, new_order

    def _root_window(self, depth: int, order: list[Any], alpha: int, beta: int) -> tuple[int, list[Any]]:
        pos = self.pos
        best_score = -INF
        best = order[0]
        scores: dict[Any, int] = {}
        self._iter_scores = scores
        self._partial = None
        self.pv_table[0] = []
        self.pv_table[1] = []
        self.static_stack[0] = None
        full = alpha == -INF
        for i, m in enumerate(order):
            pos.push(m)
            self.checks.append(pos.is_check())
            if i == 0:
                score = -self._search(depth - 1, -beta, -alpha, 1, True)
            else:
                score = -self._search(depth - 1, -alpha - 1, -alpha, 1, False)
                if alpha < score < beta:
                    score = -self._search(depth - 1, -beta, -alpha, 1, True)
            pos.pop()
            self.checks.pop()
            scores[m] = score
            if score > best_score:
                best_score = score
                best = m
                if score > alpha or (i == 0 and full):
                    # the previous best, or a move proven better: what a stopped search plays
                    self._partial = (m, score)
                self.pv_table[0] = [m, *self.pv_table[1]]
                if score > alpha:
                    alpha = score
                    if score >= beta:
                        break
        self.root_scores = scores
        # Best first, then by this iteration's bounds.
        new_order = sorted(order, key=lambda mv: (mv == best, scores.get(mv, -INF)), reverse=True)
        if best_score > -INF and alpha < beta and best_score < beta:
            self.tt[pos.hash] = (depth, EXACT, best_score, best, None)
        return best_score, new_order

    # ------------------------------------------------------------------ main search
    def _search(self, depth: int, alpha: int, beta: int, ply: int, pv_node: bool) -> int:
        pos = self.pos
        self.pv_table[ply] = []
        rep = self._repetition(ply)
        if rep is not None:
            self.nodes += 1
            return rep
        in_check = self.checks[-1]
        if in_check and ply < 2 * MAX_PLY // 3 and EXTEND_CHECKS:
            depth += 1  # check extension
        if depth <= 0 or ply >= MAX_PLY:
            return self._qsearch(alpha, beta, ply, 0)
        self.nodes += 1
        if self.nodes >= self.check_at:
            self._poll()
        # mate distance pruning
        alpha = max(alpha, -MATE + ply)
        beta = min(beta, MATE - ply - 1)
        if alpha >= beta:
            return alpha
        key = pos.hash
        entry = self.tt.get(key)
        tt_move = None
        static = None
        if entry is not None:
            e_depth, flag, e_score, tt_move, static = entry
            if e_depth >= depth and not pv_node:
                e_score = _from_tt(e_score, ply)
                if flag == EXACT or (flag == LOWER and e_score >= beta) or (flag == UPPER and e_score <= alpha):
                    if flag != UPPER and tt_move is not None and type(tt_move) is int and not pos.board[
                            (tt_move >> 7) & 127] and not tt_move & PROMOTE:
                        k = self.killers[ply]
                        if k[0] != tt_move:
                            k[1] = k[0]
                            k[0] = tt_move
                    return e_score

        simple = not pos.statuses and not pos.variant.addons
        if MATE_ONE and simple and not in_check:
            mv, mate_tries = mate_in_one_fast(pos)
            self.nodes += mate_tries
            if mv is not None:
                score = MATE - ply - 1
                if pv_node:
                    self.pv_table[ply] = [mv]
                self.tt[key] = (MAX_PLY, EXACT, _to_tt(score, ply), mv, None)
                return score

        static_stack = self.static_stack
        improving = False
        if in_check:
            static_stack[ply] = None
        else:
            if static is None:
                static = self._evaluate()
            static_stack[ply] = static
            before = static_stack[ply - 2] if ply >= 2 else None
            improving = before is None or static > before
            if not pv_node and abs(beta) < MATE_BOUND:
                # Reverse futility: far enough above beta that one quiet move will not change it.
                if depth <= RFP_DEPTH and static - RFP_MARGIN * (depth - improving) >= beta:
                    return static
                # Razoring: hopelessly below alpha near the leaves: see whether a capture saves it.
                if depth <= 2 and static + RAZOR[depth] <= alpha:
                    score = self._qsearch(alpha, alpha + 1, ply, 0)
                    if score <= alpha:
                        return score
                # Null move: if passing still fails high, the position is good enough (shogi has
                # almost no zugzwang: drops are always available).
                if (depth >= NULL_DEPTH and static >= beta and ply > 0 and not self._after_null()
                        and not self._gives_check_now()):
                    r = 3 + depth // 4 + min(2, (static - beta) // 250)
                    self._null_push()
                    score = -self._search(depth - 1 - r, -beta, -beta + 1, ply + 1, False)
                    self._null_pop()
                    if score >= beta:
                        return beta if score >= MATE_BOUND else score
        futile = static is not None and depth <= 3 and static + FUTILITY[depth] <= alpha and not pv_node
        if not in_check and not pv_node and depth <= 4:
            late_limit = LATE_MOVES[depth] * (2 if improving else 1)
        else:
            late_limit = 10_000

        addons_here = ply < ADDON_PLIES
        board = pos.board
        checks = self.checks
        best_score = -INF
        best_move = None
        orig_alpha = alpha
        searched = 0
        quiets = 0
        tried: list[Any] = []
        first = None
        # The transposition-table move first, before generating the others: it often cuts.
        if tt_move is not None and simple and type(tt_move) is int and pos.is_legal(tt_move):
            first = tt_move
        ordered: list[Any] | None = None
        idx = 0
        killers = self.killers[ply]
        lmr_row = LMR[min(depth, 31)]
        us = pos.side
        hist = self.hist[us]
        while True:
            if first is not None:
                m = first
                first_done = True
                first = None
            else:
                if ordered is None:
                    moves = legal_actions(pos, in_check, addons_here)
                    if not moves and searched == 0:
                        if addons_here or not pos.hooks or not pos.special_actions():
                            return -MATE + ply  # checkmate or stalemate: both lose
                        return self._qsearch(alpha, beta, ply, QS_MAX)  # only add-on actions left
                    ordered = self._order(moves, ply, tt_move, best_move if searched else None)
                if idx >= len(ordered):
                    break
                m = ordered[idx]
                idx += 1
                first_done = False
            if type(m) is int:
                to = (m >> 7) & 127
                quiet = not board[to] and not (m & PROMOTE)
            else:
                to = -1
                quiet = False
            is_killer = quiet and (m == killers[0] or m == killers[1])
            if quiet and searched > 0 and not first_done:
                quiets += 1
                if quiets > late_limit and not is_killer and best_score > -MATE_BOUND:
                    continue
            pos.push(m)
            gives_check = pos.is_check()
            if quiet and searched > 0 and not gives_check and not in_check and best_score > -MATE_BOUND:
                if futile:
                    pos.pop()
                    continue
                # A quiet move or drop that leaves the piece to be taken for nothing.
                if depth <= SEE_QUIET_DEPTH and not pv_node and not is_killer and self._hangs(to):
                    pos.pop()
                    continue
            checks.append(gives_check)
            if searched == 0:
                score = -self._search(depth - 1, -beta, -alpha, ply + 1, pv_node)
            else:
                reduction = 0
                if depth >= 3 and quiet and not in_check and not gives_check:
                    reduction = lmr_row[min(searched, 63)]
                    if reduction:
                        if pv_node:
                            reduction -= 1
                        if is_killer:
                            reduction -= 1
                        if not improving:
                            reduction += 1
                        h = hist[m]
                        if h > HIST_MAX // 2:
                            reduction -= 1
                        elif h < -HIST_MAX // 2:
                            reduction += 1
                        reduction = max(0, min(reduction, depth - 2))
                score = -self._search(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, False)
                if reduction and score > alpha:
                    score = -self._search(depth - 1, -alpha - 1, -alpha, ply + 1, False)
                if pv_node and alpha < score < beta:
                    score = -self._search(depth - 1, -beta, -alpha, ply + 1, True)
            pos.pop()
            checks.pop()
            searched += 1
            if score > best_score:
                best_score = score
                best_move = m
                if score > alpha:
                    alpha = score
                    if pv_node:
                        self.pv_table[ply] = [m, *self.pv_table[ply + 1]]
                    if score >= beta:
                        if quiet or type(m) is not int:
                            self._reward(m, ply, depth, tried)
                        break
            if quiet:
                tried.append(m)
        if best_move is None:
            return alpha
        flag = LOWER if best_score >= beta else (EXACT if best_score > orig_alpha else UPPER)
        self.tt[key] = (depth, flag, _to_tt(best_score, ply), best_move, static)
        return best_score

    def _hangs(self, to: int) -> bool:
        """After a quiet move to ``to`` (the opponent to move): can the opponent win the piece there,
        taking it with a cheaper piece, or taking it undefended?"""
        pos = self.pos
        board = pos.board
        code = board[to]
        v = self.values[abs(code) - 1]
        if v < HANG_MIN_VALUE:
            return False
        them = pos.side
        least = least_attacker(pos, to, them, self.values)
        if least < 0:
            return False
        if least + 60 < v:
            return True
        return not pos.attacked(to, them ^ 1)

    # ------------------------------------------------------------------ quiescence
    def _qsearch(self, alpha: int, beta: int, ply: int, qply: int) -> int:
        self.nodes += 1
        if self.nodes >= self.check_at:
            self._poll()
        if ply > self.seldepth:
            self.seldepth = ply
        pos = self.pos
        in_check = self.checks[-1]
        if in_check and qply < QS_CHECK_PLIES:
            moves = legal_actions(pos, True, False)
            if not moves and not (pos.hooks and pos.special_actions()):
                return -MATE + ply
            best = -INF
            ordered = self._order(moves, ply, None)
        else:
            entry = self.tt.get(pos.hash)
            if entry is not None and entry[4] is not None:
                stand = entry[4]
            else:
                stand = self._evaluate()
            if stand >= beta or qply >= QS_MAX or ply >= MAX_PLY:
                return stand
            if QS_MATE_ONE and qply == 0 and not pos.statuses and not pos.variant.addons:
                mv, mate_tries = mate_in_one_fast(pos)
                self.nodes += mate_tries
                if mv is not None:
                    return MATE - ply - 1
            if stand > alpha:
                alpha = stand
            best = stand
            moves = noisy_moves(pos, self.values, in_check)
            if not moves:
                return stand
            ordered = self._order(moves, ply, None)
        board = pos.board
        values = self.values
        checks = self.checks
        them = pos.side ^ 1
        for m in ordered:
            if not in_check and type(m) is int:
                to = (m >> 7) & 127
                victim = board[to]
                gain = values[abs(victim) - 1] * 2 if victim else 0
                if m & PROMOTE:
                    gain += 450
                if best + gain + 200 <= alpha:
                    continue  # delta pruning
                if SEE_PRUNING and victim:
                    attacker = board[m & 127]
                    # a bigger piece taking a defended one loses the exchange (both go to hands)
                    if values[abs(attacker) - 1] > values[abs(victim) - 1] + 100 and pos.attacked(to, them):
                        continue
            pos.push(m)
            checks.append(pos.is_check())
            score = -self._qsearch(-beta, -alpha, ply + 1, qply + 1)
            pos.pop()
            checks.pop()
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if score >= beta:
                        break
        return best

    # ------------------------------------------------------------------ levels
    def _humanize(self, pos: Position, root_moves: list[Any], best: Any, best_score: int,
                  depth: int) -> tuple[Any, int, bool]:
        """Apply the level: sometimes the 2nd or 3rd best move (by a one-ply look with quiescence),
        never a move that allows mate in one while another move does not."""
        rng = random.Random((self.seed * 1_000_003) ^ pos.hash ^ pos.ply)
        spec = self.spec
        if (spec.mistake > 0 and len(root_moves) > 1 and abs(best_score) < MATE_BOUND
                and rng.random() < spec.mistake):
            scores = self._shallow_scores(root_moves)
            top = scores[best]
            ranked = sorted((mv for mv in root_moves if mv != best), key=lambda mv: scores[mv], reverse=True)
            candidates = [mv for mv in ranked[:2] if scores[mv] >= top - spec.margin and scores[mv] > -MATE_BOUND]
            rng.shuffle(candidates)
            for mv in candidates:
                if not allows_mate_in_one(pos, mv):
                    return mv, scores[mv], True
        if depth < 3 and allows_mate_in_one(pos, best):
            safe = [mv for mv in root_moves if not allows_mate_in_one(pos, mv)]
            if safe:
                scores = self._shallow_scores(safe)
                safe.sort(key=lambda mv: scores[mv], reverse=True)
                return safe[0], scores[safe[0]], False
        return best, best_score, False

    def _shallow_scores(self, moves: list[Any]) -> dict[Any, int]:
        """Exact one-ply scores (with quiescence) of root moves, ignoring every limit."""
        saved = (self.node_limit, self.hard_deadline, self._stop_fn, self.check_at)
        self.node_limit, self.hard_deadline, self._stop_fn = None, None, _never
        self.check_at = self.nodes + 1_000_000_000
        pos = self.pos
        out: dict[Any, int] = {}
        try:
            for m in moves:
                pos.push(m)
                self.checks.append(pos.is_check())
                out[m] = -self._search(0, -INF, INF, 1, True)
                pos.pop()
                self.checks.pop()
        finally:
            self.node_limit, self.hard_deadline, self._stop_fn, self.check_at = saved
        return out


def _never() -> bool:
    return False


def _first(item: tuple[int, Any]) -> int:
    return item[0]


def _to_tt(score: int, ply: int) -> int:
    if score >= MATE_BOUND:
        return score + ply
    if score <= -MATE_BOUND:
        return score - ply
    return score


def _from_tt(score: int, ply: int) -> int:
    if score >= MATE_BOUND:
        return score - ply
    if score <= -MATE_BOUND:
        return score + ply
    return score


# ----------------------------------------------------------------------------- move subsets
def least_attacker(pos: Position, t: int, by: int, values: tuple[int, ...]) -> int:
    """Value of the cheapest piece of colour ``by`` attacking square ``t`` (ordinary movement; a royal
    piece counts :data:`ROYAL_ATTACKER`), or -1 when nothing attacks it."""
    board = pos.board
    T = pos.T
    best = -1
    for s, codes in T.leap_att[by][t]:
        q = board[s]
        if q in codes:
            v = values[abs(q) - 1] or ROYAL_ATTACKER
            if best < 0 or v < best:
                best = v
    for path, codes in T.ray_att[by][t]:
        for s in path:
            q = board[s]
            if q:
                if q in codes:
                    v = values[abs(q) - 1] or ROYAL_ATTACKER
                    if best < 0 or v < best:
                        best = v
                break
    if best < 0 and T.irregular[by] and pos._irregular_attack(t, by):
        best = min(values[abs(c) - 1] or ROYAL_ATTACKER for c in T.irregular[by])
    return best


def noisy_moves(pos: Position, values: tuple[int, ...], in_check: bool = False) -> list[Any]:
    """Legal captures, and promotions gaining at least 300 (the quiescence search's moves).

    Captures that may also promote are only generated promoted when promoting gains; the special
    actions of piece powers (lion captures) come from the core, add-on actions (cards, magic) are left
    to the main search.  Positions with piece statuses or add-ons use the core's move list.
    """
    T = pos.T
    c = pos.side
    board = pos.board
    if pos.statuses or pos.variant.addons:
        moves: list[Any] = [m for m in pos.legal_moves() if board[(m >> 7) & 127] or (m & PROMOTE)]
        if pos.hooks:
            moves += power_actions(pos)
        return moves
    black = c == 0
    immune = T.immune
    steps = T.steps[c]
    steps_c = T.steps_c[c]
    steps_m = T.steps_m[c]
    rays = T.rays[c]
    pzone = T.promo_zone[c]
    must = T.must_promote[c]
    promote_code = T.promote_code
    plain = T.plain
    out: list[int] = []
    for s in range(NSQ):
        p = board[s]
        if not p or (p > 0) != black:
            continue
        k = p - 1 if black else -p - 1
        pz = pzone[k]
        gain = values[abs(promote_code[p]) - 1] - values[k] if pz is not None else 0
        s_in = pz is not None and s in pz
        targets: list[int] = []
        quiet_promos: list[int] = []
        for t in steps[k][s]:
            q = board[t]
            if q:
                if (q > 0) != black and q not in immune:
                    targets.append(t)
            elif pz is not None and gain >= 300 and (s_in or t in pz):
                quiet_promos.append(t)
        if not plain[k]:
            for t in steps_c[k][s]:
                q = board[t]
                if q and (q > 0) != black and q not in immune:
                    targets.append(t)
            if pz is not None and gain >= 300:
                for t in steps_m[k][s]:
                    if not board[t] and (s_in or t in pz):
                        quiet_promos.append(t)
        for ray in rays[k][s]:
            for t in ray:
                q = board[t]
                if q:
                    if (q > 0) != black and q not in immune:
                        targets.append(t)
                    break
                if pz is not None and gain >= 300 and (s_in or t in pz):
                    quiet_promos.append(t)
        for t in targets:
            m = s | t << 7
            if pz is not None and (s_in or t in pz):
                if gain > 0 or t in must[k]:
                    out.append(m | PROMOTE)
                else:
                    out.append(m)
            else:
                out.append(m)
        for t in quiet_promos:
            out.append(s | t << 7 | PROMOTE)
    result: list[Any] = _legal_subset(pos, out, in_check)
    if pos.hooks:
        result += power_actions(pos)
    return result


@cache
def _power_names(variant_id: str) -> frozenset[str]:
    from ..core.variant import load_variant

    return frozenset(variant_hooks(load_variant(variant_id)))


def power_actions(pos: Position) -> list[Any]:
    """The legal special actions of the variant's piece powers (lion captures), without add-on actions."""
    if not pos.variant.addons:
        return pos.special_actions()
    try:
        names = _power_names(pos.variant.id)
    except ValueError:
        names = frozenset(variant_hooks(pos.variant))
    out: list[Any] = []
    for name in names:
        hook = pos.hooks.get(name)
        if hook is not None:
            out += [a for a in hook.actions(pos) if a.name == name and pos._leaves_king_safe(a)]
    return out


def _legal_subset(pos: Position, moves: list[int], in_check: bool) -> list[int]:
    """The moves of a pseudo-legal list (no drops) that do not leave the mover's royal piece attacked."""
    c = pos.side
    ksq = pos.king_sq[c]
    if ksq < 0 or not moves:
        return moves
    them = c ^ 1
    board = pos.board
    legal: list[int] = []
    if not in_check and not pos.T.irregular[them]:
        pins = pos._pins(ksq, c)
        kcode = board[ksq]
        for m in moves:
            frm = m & 127
            if frm == ksq:
                board[ksq] = 0
                ok = not pos.attacked((m >> 7) & 127, them)
                board[ksq] = kcode
                if ok:
                    legal.append(m)
            elif frm in pins:
                if ((m >> 7) & 127) in pins[frm]:
                    legal.append(m)
            else:
                legal.append(m)
        return legal
    for m in moves:
        pos.push(m)
        if not pos.attacked(pos.king_sq[c], them):
            legal.append(m)
        pos.pop()
    return legal


def legal_actions(pos: Position, in_check: bool, addon_actions: bool = True) -> list[Any]:
    """The same set as ``pos.legal_actions()``, faster when the side to move is in check: only king
    moves, captures of the checker and interpositions on its path are tried.  Without
    ``addon_actions`` the add-ons' actions (cards, magic) are left out (piece powers stay)."""
    c = pos.side
    ksq = pos.king_sq[c]
    if not in_check or ksq < 0 or pos.statuses or pos.variant.addons:
        moves: list[Any] = pos.legal_moves()
    else:
        them = c ^ 1
        T = pos.T
        board = pos.board
        checkers = pos.attackers(ksq, them)
        block: set[int] = set()
        for s in checkers:
            block.add(s)
            k = abs(board[s]) - 1
            for path in T.rays[them][k][s]:
                if ksq in path:  # every path that reaches the king (a reflecting slide may have two)
                    block.update(path[: path.index(ksq)])
        pseudo = pos.pseudo_legal_moves()
        if len(checkers) > 1:
            cand = [m for m in pseudo if (m & 127) == ksq]
        else:
            cand = [m for m in pseudo if (m & 127) == ksq or ((m >> 7) & 127) in block]
        moves = [m for m in cand if pos._leaves_king_safe(m)]
        if T.pawn_kinds and pos.king_sq[them] >= 0:
            moves = pos._filter_pawn_drop_mate(moves)
    if pos.hooks:
        moves += pos.special_actions() if addon_actions else power_actions(pos)
    return moves


def has_evasion(pos: Position) -> bool:
    """Has the side to move (in check) a legal answer?  King steps first, then captures of the checker
    and interpositions (by moves and drops), each checked for legality alone; positions this shortcut
    does not cover (piece statuses, add-ons, reflecting or move-only pieces) ask the full move list."""
    c = pos.side
    k = pos.king_sq[c]
    T = pos.T
    if k < 0 or pos.statuses or pos.variant.addons or T.irregular[0] or T.irregular[1]:
        return _has_evasion_slow(pos)
    board = pos.board
    them = c ^ 1
    black = c == 0
    kcode = board[k]
    kind = abs(kcode) - 1
    immune = T.immune
    board[k] = 0
    try:
        for t in T.steps[c][kind][k]:
            q = board[t]
            if q and ((q > 0) == black or q in immune):
                continue
            if not pos.attacked(t, them):
                return True
    finally:
        board[k] = kcode
    if T.rays[c][kind][k] or T.steps_m[c][kind][k] or not all(T.plain) or pos.hooks:
        return _has_evasion_slow(pos)
    checkers: list[int] = []
    between: list[int] = []
    for s, codes in T.leap_att[them][k]:
        if board[s] in codes:
            checkers.append(s)
    for path, codes in T.ray_att[them][k]:
        for i, s in enumerate(path):
            q = board[s]
            if q:
                if q in codes and s not in checkers:
                    checkers.append(s)
                    between = list(path[:i])
                break
    if len(checkers) != 1:
        return not checkers and _has_evasion_slow(pos)  # a double check: only the king could answer
    royal = T.royal_codes
    for t in (checkers[0], *between):
        for s, codes in T.leap_att[c][t]:
            p = board[s]
            if p in codes and p not in royal and _move_legal(pos, s, t):
                return True
        for path, codes in T.ray_att[c][t]:
            for s in path:
                p = board[s]
                if p:
                    if p in codes and p not in royal and _move_legal(pos, s, t):
                        return True
                    break
    if between:
        hand = pos.hands[c]
        for kd in T.droppable:
            if hand[kd]:
                for t in between:
                    if pos.is_legal((NSQ + kd) | t << 7):
                        return True
    return False


def _move_legal(pos: Position, frm: int, to: int) -> bool:
    m = frm | to << 7
    return pos.is_legal(m) or pos.is_legal(m | PROMOTE)


def _has_evasion_slow(pos: Position) -> bool:
    if legal_actions(pos, True, False):
        return True
    return bool(pos.hooks) and bool(pos.special_actions())


def _covers(pos: Position, c: int, k: int, s: int, ek: int) -> set[int]:
    """Squares a piece of kind ``k`` and colour ``c`` on ``s`` attacks, the enemy king on ``ek`` taken
    off the board (a slider checking along a line also holds the square behind the king)."""
    T = pos.T
    board = pos.board
    out = set(T.steps[c][k][s])
    out.update(T.steps_c[c][k][s])
    for ray in T.rays[c][k][s]:
        for t in ray:
            out.add(t)
            if board[t] and t != ek:
                break
    return out


def _mate_candidates(pos: Position) -> list[int]:
    """Checking drops and moves onto the squares around the enemy king that may mate (not all legal
    yet): drops of every kind in hand but pawns (a pawn drop may not mate), and moves of the side's
    pieces onto the king's neighbourhood; candidates after which the king keeps a square nothing of
    ours attacks are left out."""
    c = pos.side
    them = c ^ 1
    ek = pos.king_sq[them]
    T = pos.T
    board = pos.board
    hand = pos.hands[c]
    black = c == 0
    near = _NEAR[ek]
    immune = T.immune
    royal = T.royal_codes
    drops = [k for k in T.droppable if hand[k] and k not in T.pawn_kinds]
    # our pieces that can step onto a square around the king: (from, to)
    steps: list[tuple[int, int]] = []
    for t in near:
        q = board[t]
        if q and ((q > 0) == black or q in immune):
            continue
        for s, codes in T.leap_att[c][t]:
            p = board[s]
            if p in codes and p not in royal:
                steps.append((s, t))
        for path, codes in T.ray_att[c][t]:
            for s in path:
                p = board[s]
                if p:
                    if p in codes and p not in royal:
                        steps.append((s, t))
                    break
    if not drops and not steps:
        return []
    # squares the king may step to that nothing of ours attacks now
    free = []
    for t in near:
        q = board[t]
        if q and (q > 0) != black:
            continue  # the king's own piece
        if not pos.attacked(t, c):
            free.append(t)
    out: list[int] = []
    irregular = bool(T.irregular[c])

    def escapes(k: int, s: int) -> bool:
        if irregular or not free:
            return False
        cov = _covers(pos, c, k, s, ek)
        return any(f != s and f not in cov for f in free)

    for k in drops:
        code = k + 1 if black else -k - 1
        ok = T.drop_ok[c][k]
        base = NSQ + k
        for s, codes in T.leap_att[c][ek]:
            if (code in codes and not board[s] and ok[s] and (s not in near or pos.attacked(s, c))
                    and not escapes(k, s)):
                out.append(base | s << 7)
        for path, codes in T.ray_att[c][ek]:
            if code in codes:
                for s in path:
                    if board[s]:
                        break
                    if ok[s] and (s not in near or pos.attacked(s, c)) and not escapes(k, s):
                        out.append(base | s << 7)
    promote_code = T.promote_code
    for s, t in steps:
        m = s | t << 7
        p = board[s]
        k = abs(p) - 1
        pz = T.promo_zone[c][k]
        if pz is not None and (s in pz or t in pz) and not escapes(abs(promote_code[p]) - 1, t):
            out.append(m | PROMOTE)
        if not escapes(k, t):
            out.append(m)
    return out


def mate_in_one_fast(pos: Position) -> tuple[Any, int]:
    """(a move that checkmates at once or None, the number of candidate moves tried).

    Not exhaustive (discovered checks and checks from afar by moved pieces are not tried), but what it
    returns does mate.  For positions without piece statuses and add-ons; the side to move not in check.
    """
    if pos.king_sq[pos.side ^ 1] < 0 or pos.king_sq[pos.side] < 0:
        return None, 0
    tried = 0
    seen: set[int] = set()
    for m in _mate_candidates(pos):
        if m in seen:
            continue
        seen.add(m)
        if m & 127 < NSQ and not pos.is_legal(m):
            continue
        tried += 1
        pos.push(m)
        try:
            if pos.is_check() and not has_evasion(pos):
                return m, tried
        finally:
            pos.pop()
    return None, tried


def allows_mate_in_one(pos: Position, move: Any) -> bool:
    """After ``move``, can the opponent checkmate at once?"""
    pos.push(move)
    try:
        for reply in pos.legal_actions():
            pos.push(reply)
            try:
                if pos.is_check() and not pos.has_legal_move():
                    return True
            finally:
                pos.pop()
        return False
    finally:
        pos.pop()


def mate_in_one(pos: Position) -> Any:
    """A move that checkmates at once, or None."""
    for m in pos.legal_actions():
        pos.push(m)
        try:
            if pos.is_check() and not pos.has_legal_move():
                return m
        finally:
            pos.pop()
    return None
