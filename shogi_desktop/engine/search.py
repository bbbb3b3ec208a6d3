"""The built-in engine's search: iterative deepening PVS over the core's legal actions.

* alpha-beta with principal variation search, aspiration windows from depth 5, check extension, late
  move reductions (less for killers and moves with a good history, more when the static evaluation is
  not improving);
* pruning in non-PV nodes: reverse futility (lazily, before the evaluation, on the kept base terms and
  the parent's dynamic terms when these are far enough above beta), razoring, null move, futility and
  late-move pruning of quiet moves, and quiet moves or drops that leave their piece to be taken by a
  cheaper piece or for nothing (``tactics.py``);
* a mate in one (drops and moves next to the enemy king, ``Position.quick_mate_in_one``) is looked for
  at every node of the main search that reverse futility does not cut (a cut is a cut: a mate would
  not change it), and at the first ply of the quiescence search;
* move ordering (``ordering.py``): transposition-table move (searched before the other moves are
  generated), captures by MVV-LVA, promotions, two killers per ply, a counter move, quiet moves by a
  history with a malus for the quiet moves that did not cut, and last the captures that lose the
  capturing piece;
* quiescence search on captures and valuable promotions (all evasions when in check);
* a transposition table keyed by ``pos.hash`` (the position key including add-on state), which also
  keeps each position's static evaluation; caches of static evaluations and of the mate-in-one probes
  by the same key (a probe answered from the cache plays no candidate, so it counts no node);
* mate scores (``MATE - plies``), and no legal action loses (checkmate and stalemate alike);
* repetition: a position met again on the search path or in the game is a draw, unless one side gave
  check on every one of its plies of the cycle (連続王手の千日手): that side loses;
* limits (``limits.py``): depth, nodes, a move time or a game clock (soft and hard deadlines), a stop flag;
* levels 1-10 (``levels.py``): limited depth, evaluation noise and deliberate second/third-best
  choices for the beginner levels, never a move that lets the opponent mate in one when another
  move does not.

The search asks the position only through its public methods (null move, repetition history, last
move, captures, evasions, mate in one).  Nodes are positions visited: each node of the main and
quiescence searches once, and each candidate move the mate-in-one finder plays to test it.

Usage::

    searcher = Searcher(level=10, seed=1)
    result = searcher.search(pos, Limits(movetime=1.0), stop=event, on_info=print)
    result.best, result.best_text, result.score, result.mate, result.pv_text, result.nodes, result.nps
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from ..core.position import PROMOTE, Position
from ..core.powers import variant_hooks
from . import action_text
from .evaluate import Evaluator, evaluator_for
from .incremental import IncrementalEval
from .levels import LEVELS, Level, humanize, perceived
from .limits import (
    INF,
    MATE,
    MATE_BOUND,
    MAX_PLY,
    Limits,
    SearchInfo,
    SearchResult,
    StopFlag,
    mate_plies,
    score_from_tt,
    score_to_tt,
    time_budget,
)
from .ordering import HIST_MAX, MoveOrder, actions_and_drops
from .tactics import HANG_MIN_VALUE, ROYAL_ATTACKER, hangs, least_attacker

__all__ = ["HANG_MIN_VALUE", "INF", "LEVELS", "MATE", "MATE_BOUND", "MAX_PLY", "ROYAL_ATTACKER", "Level", "Limits",
           "SearchInfo", "SearchResult", "Searcher", "StopFlag", "least_attacker", "mate_plies", "time_budget"]

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
ASPIRATION_DEPTH = 5
ASPIRATION_WINDOW = 60
LMR = [[0 if d < 3 or i < 2 else int(0.75 + math.log(d) * math.log(i) / 2.25) for i in range(64)] for d in range(32)]
_TT_ENTRY_BYTES = 170
EVAL_CACHE = 200_000  # static evaluations kept (by position key) before the cache starts afresh
MATE_ONE = True  # look for a mate in one at the nodes of the main search reverse futility leaves
QS_MATE_ONE = True  # ... and at the first ply of the quiescence search
LAZY_MARGIN = 250  # the quiescence search stands pat on the kept base terms and the parent's dynamic terms this far above beta
QUIET_PROMOTION_GAIN = 300  # promotions without a capture tried in the quiescence search gain this much


class _Stop(Exception):
    pass


def legal_actions(pos: Position, addon_actions: bool = True) -> list[Any]:
    """The legal actions of ``pos``; without ``addon_actions`` the add-ons' actions (cards, magic) are
    left out (the variant's piece powers stay)."""
    moves: list[Any] = pos.legal_moves()
    if pos.hooks:
        moves += pos.special_actions(addon_actions)
    return moves


# ----------------------------------------------------------------------------- the search
class Searcher:
    """One engine instance: level, seed and the transposition table persist between searches."""

    def __init__(self, level: int = 10, seed: int = 0, hash_mb: int = 64) -> None:
        if level not in LEVELS:
            raise ValueError(f"level must be 1..10, got {level}")
        self.level = level
        self.spec: Level = LEVELS[level]
        self.seed = seed
        self.max_tt = max(1000, hash_mb * 1024 * 1024 // _TT_ENTRY_BYTES)
        # (depth, flag, score, move, static evaluation or None)
        self.tt: dict[int, tuple[int, int, int, Any, int | None]] = {}
        self.ordering = MoveOrder()
        # position key -> (static evaluation, the evaluation's dynamic terms)
        self.eval_cache: dict[int, tuple[int, int]] = {}
        self.mate_cache: dict[int, Any] = {}  # position key -> a mate in one, or None
        self.nodes = 0
        self.seldepth = 0
        # The state of one search (set by _start).
        self.pos = Position()
        self.node_limit: int | None = None
        self.hard_deadline: float | None = None
        self._stop_fn: Callable[[], bool] = _never
        self.check_at = 0
        self.checks: list[bool] = []

    def new_game(self) -> None:
        self.tt.clear()
        self.ordering.new_game()
        self.eval_cache.clear()
        self.mate_cache.clear()

    # ------------------------------------------------------------------ public
    def search(self, pos: Position, limits: Limits | None = None, stop: StopFlag | Callable[[], bool] | None = None,
               on_info: Callable[[SearchInfo], None] | None = None) -> SearchResult:
        """Search ``pos`` (left unchanged) and return the best action found within the limits."""
        limits = limits or Limits()
        max_depth = self._start(pos, limits, stop, on_info)
        pos = self.pos
        root_moves = self._perceived(pos.legal_actions(), 0)
        declare = pos.can_declare_impasse()
        if not root_moves:
            return SearchResult(None, "", -MATE, mate_plies(-MATE), declare_win=declare)
        if len(root_moves) == 1 and not limits.infinite:
            max_depth = min(max_depth, 1)
        best, best_score, best_pv, done_depth = self._iterate(root_moves, max_depth)
        pos = self.pos  # (a fresh copy when a limit stopped the search)
        if best_score == -INF:
            best_score = self._evaluate()
        mistake = False
        if self.spec.mistake > 0 or done_depth < 3:
            chosen, best_score, mistake = humanize(self.spec, self.seed, pos, root_moves, best, best_score,
                                                   done_depth, self.shallow_scores)
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

    def shallow_scores(self, moves: list[Any]) -> dict[Any, int]:
        """Exact one-ply scores (with quiescence) of root moves, ignoring every limit."""
        saved = (self.node_limit, self.hard_deadline, self._stop_fn, self.check_at)
        self.node_limit, self.hard_deadline, self._stop_fn = None, None, _never
        self.check_at = self.nodes + 1_000_000_000
        out: dict[Any, int] = {}
        try:
            for m in moves:
                self.checks.append(self.inc.push(m))
                out[m] = -self._search(0, -INF, INF, 1, True)
                self.inc.pop()
                self.checks.pop()
        finally:
            self.node_limit, self.hard_deadline, self._stop_fn, self.check_at = saved
        return out

    # ------------------------------------------------------------------ set-up and iterations
    def _start(self, pos: Position, limits: Limits, stop: StopFlag | Callable[[], bool] | None,
               on_info: Callable[[SearchInfo], None] | None) -> int:
        """Prepare a search of ``pos`` (on a copy): deadlines, limits, tables; returns the depth cap."""
        self.start = time.monotonic()
        soft, hard = time_budget(limits, pos.side)
        self.soft_deadline = None if soft is None else self.start + soft
        self.hard_deadline = None if hard is None else self.start + hard
        node_cap = limits.nodes
        if self.spec.nodes is not None:
            node_cap = self.spec.nodes if node_cap is None else min(node_cap, self.spec.nodes)
        self.node_limit = node_cap
        if stop is None:
            self._stop_fn = _never
        elif hasattr(stop, "is_set"):
            self._stop_fn = stop.is_set
        else:
            self._stop_fn = stop
        max_depth = MAX_PLY - 8
        if limits.depth is not None:
            max_depth = max(1, min(max_depth, limits.depth))
        if self.spec.depth is not None:
            max_depth = min(max_depth, self.spec.depth)

        self._original = pos
        self.pos = pos = pos.copy()
        ev = evaluator_for(pos.variant)
        if getattr(self, "ev", None) is not ev:
            self.eval_cache.clear()  # another variant (keys of different variants may meet)
            self.mate_cache.clear()
            self.tt.clear()
        self.ev: Evaluator = ev
        self.inc = IncrementalEval(ev, pos)
        self.values = values = self.ev.values
        promote_code = pos.T.promote_code
        # What promoting each kind gains (the quiescence search's promotions and promoted captures).
        self.promotion_gain = tuple(values[abs(promote_code[k + 1]) - 1] - values[k] if k + 1 in promote_code
                                    else 0 for k in range(pos.T.nkinds))
        self.ordering.start(frozenset(variant_hooks(pos.variant)), values)
        self.noise = self.spec.noise
        self.blind = bool(self.spec.blind_long or self.spec.blind_hanging)
        self.nodes = 0
        self.seldepth = 0
        self.check_at = 256 if node_cap is None else min(256, node_cap)
        self.pv_table: list[list[Any]] = [[] for _ in range(MAX_PLY + 2)]
        if len(self.tt) > self.max_tt:
            self.tt.clear()
        self.static_stack: list[int | None] = [None] * (MAX_PLY + 4)
        self.dyn: list[int] = [0] * (MAX_PLY + 4)  # the dynamic terms of the last evaluation at each ply
        self.tempo = ev.params.tempo
        self._evaluate(0)  # (the root's dynamic terms, for the lazy cuts of its children)
        self._prev_score: int | None = None
        self.checks = pos.check_history()
        self.root_len = len(self.checks)
        self._partial: tuple[Any, int] | None = None
        self._on_info = on_info
        self._last_info = self.start
        self._last_score = 0
        self._last_pv: list[str] = []
        self._iter_depth = 1
        self.null_floor: list[int] = []
        return max_depth

    def _iterate(self, root_moves: list[Any], max_depth: int) -> tuple[Any, int, list[Any], int]:
        """Iterative deepening: (best move, its score, the principal variation, the depth completed)."""
        pos = self.pos
        best = root_moves[0]
        best_score = -INF
        best_pv: list[Any] = [best]
        done_depth = 0
        previous_score = -INF  # the score of the last full iteration
        self._iter_scores: dict[Any, int] = {}
        self.root_scores: dict[Any, int] = {}
        order = self.ordering.order(pos, root_moves, 0, self.tt.get(pos.hash, (0, 0, 0, None))[3])
        try:
            for depth in range(1, max_depth + 1):
                self._iter_depth = depth
                previous_score = best_score
                best_score, order = self._root(depth, order)
                best = order[0]
                best_pv = self.pv_table[0] or [best]
                done_depth = depth
                self._last_info = time.monotonic()
                if self._on_info is not None:
                    self._last_score, self._last_pv = best_score, self._pv_text(pos, best_pv)
                    self._on_info(self._info(depth, best_score, self._last_pv))
                m = mate_plies(best_score)
                if m is not None and depth >= abs(m) + 2:
                    break  # a mate found is not going to change
                if self.soft_deadline is not None and time.monotonic() >= self.soft_deadline:
                    break
                if self._stop_fn():
                    break
        except _Stop:
            best, best_score, best_pv = self._after_stop(order, done_depth, previous_score, best, best_score,
                                                         best_pv)
        return best, best_score, best_pv, done_depth

    def _after_stop(self, order: list[Any], done_depth: int, previous_score: int, best: Any, best_score: int,
                    best_pv: list[Any]) -> tuple[Any, int, list[Any]]:
        """A limit stopped the search in an iteration: what to play (the search ran on a copy: a fresh
        one is taken rather than unwinding)."""
        self.pos = self._original.copy()
        self.inc.reset(self.pos)
        del self.checks[self.root_len:]
        self.null_floor.clear()
        if self._partial is None:
            return best, best_score, best_pv
        # The first root move searched is the previous best: the partial result is at least as informed
        # as the last full iteration ...
        best, best_score = self._partial
        best_pv = self.pv_table[0] if self.pv_table[0][:1] == [best] else [best]
        if best_score <= -MATE_BOUND and done_depth and previous_score > -MATE_BOUND:
            # ... unless it now sees that move mated: then the next move of the last full iteration that
            # this one has not seen mated (if any).
            for mv in order:
                seen = self._iter_scores.get(mv)
                if seen is None or seen > -MATE_BOUND:
                    best, best_pv = mv, [mv]
                    best_score = seen if seen is not None else self.root_scores.get(mv, previous_score)
                    break
        return best, best_score, best_pv

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

    def _after_null(self) -> bool:
        return bool(self.null_floor) and self.null_floor[-1] == self.pos.history_index()

    def _null_push(self) -> None:
        """Pass the move (for null-move pruning): the side and the key change, nothing else."""
        self.pos.push_null()
        self.checks.append(False)
        self.null_floor.append(self.pos.history_index())

    def _null_pop(self) -> None:
        self.null_floor.pop()
        self.checks.pop()
        self.pos.pop_null()

    def _evaluate(self, ply: int = 0) -> int:
        pos = self.pos
        cache = self.eval_cache
        entry = cache.get(pos.hash)
        if entry is None:
            dynamic = self.ev.dynamic(pos)
            if pos.addon_states:
                score = self.ev.finish(pos, self.inc.base, dynamic)
            else:  # (finish without add-on states)
                s = self.inc.base + dynamic
                score = (s if pos.side == 0 else -s) + self.tempo
            if len(cache) >= EVAL_CACHE:
                cache.clear()
            cache[pos.hash] = (score, dynamic)
        else:
            score, dynamic = entry
        self.dyn[ply] = dynamic
        if self.noise:
            h = (pos.hash ^ (self.seed * 0x9E3779B97F4A7C15)) * 0xBF58476D1CE4E5B9 & 0xFFFFFFFFFFFFFFFF
            score += (h >> 33) % (2 * self.noise + 1) - self.noise
        return score

    def _perceived(self, moves: list[Any], ply: int) -> list[Any]:
        return perceived(self.spec, self.seed, self.pos, moves, ply)

    def _mate_one(self) -> Any:
        """Position.quick_mate_in_one for the current position, cached by position key; the candidate
        moves it plays count as nodes."""
        pos = self.pos
        cache = self.mate_cache
        key = pos.hash
        if key in cache:
            return cache[key]
        mv, tries = pos.quick_mate_in_one()
        self.nodes += tries
        if len(cache) >= EVAL_CACHE:
            cache.clear()
        cache[key] = mv
        return mv

    def _repetition(self, ply: int) -> int | None:
        """Score of a repeated position (draw, or a loss for the side that checked throughout)."""
        pos = self.pos
        floor = self.null_floor[-1] if self.null_floor else -1  # no cycle through a passed move
        j = pos.repeated_at(floor)
        if j is None:
            return None
        n = pos.history_index()
        checks = self.checks
        # positions n-1, n-3, ... j+1: the opponent to move; in check there = we gave check.
        we_checked = all(checks[i] for i in range(n - 1, j, -2))
        they_checked = all(checks[i] for i in range(n, j, -2))
        if we_checked and not they_checked:
            return -MATE + ply
        if they_checked and not we_checked:
            return MATE - ply
        return 0

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
        inc = self.inc
        for i, m in enumerate(order):
            self.checks.append(inc.push(m))
            if i == 0:
                score = -self._search(depth - 1, -beta, -alpha, 1, True)
            else:
                score = -self._search(depth - 1, -alpha - 1, -alpha, 1, False)
                if alpha < score < beta:
                    score = -self._search(depth - 1, -beta, -alpha, 1, True)
            inc.pop()
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
                e_score = score_from_tt(e_score, ply)
                if flag == EXACT or (flag == LOWER and e_score >= beta) or (flag == UPPER and e_score <= alpha):
                    if flag != UPPER and type(tt_move) is int and not pos.board[(tt_move >> 7) & 127] \
                            and not tt_move & PROMOTE:
                        self.ordering.add_killer(ply, tt_move)
                    return e_score

        simple = not pos.statuses and not pos.variant.addons
        improving = False
        if in_check:
            self.static_stack[ply] = None
            self.dyn[ply] = self.dyn[ply - 1]  # (no evaluation here: the path's last dynamic terms)
        else:
            rfp = not pv_node and depth <= RFP_DEPTH and abs(beta) < MATE_BOUND
            if static is None:
                if rfp and LAZY_MARGIN and not pos.addon_states:
                    # lazy reverse futility: the kept base terms and the parent's dynamic terms, far
                    # enough above beta (the margin of the quiescence search's lazy stand-pat too)
                    d = self.inc.base + self.dyn[ply - 1]
                    lazy = (d if pos.side == 0 else -d) + self.tempo - LAZY_MARGIN - RFP_MARGIN * depth
                    if lazy >= beta:
                        return lazy
                static = self._evaluate(ply)
            else:
                cached = self.eval_cache.get(key)
                self.dyn[ply] = cached[1] if cached is not None else self.dyn[ply - 1]
            self.static_stack[ply] = static
            before = self.static_stack[ply - 2] if ply >= 2 else None
            improving = before is None or static > before
            # Reverse futility: far enough above beta that one quiet move will not change it.
            if rfp and static - RFP_MARGIN * (depth - improving) >= beta:
                return static
        if MATE_ONE and simple and not in_check:
            mv = self._mate_one()
            if mv is not None:
                score = MATE - ply - 1
                if pv_node:
                    self.pv_table[ply] = [mv]
                self.tt[key] = (MAX_PLY, EXACT, score_to_tt(score, ply), mv, None)
                return score
        if static is not None and not pv_node and abs(beta) < MATE_BOUND:
            cut = self._prune(depth, alpha, beta, ply, static)
            if cut is not None:
                return cut
        return self._moves(depth, alpha, beta, ply, pv_node, in_check, tt_move, static, improving, simple)

    def _prune(self, depth: int, alpha: int, beta: int, ply: int, static: int) -> int | None:
        """Cuts of a non-PV node before its moves are tried, after reverse futility and the mate in one
        (None: search them)."""
        # Razoring: hopelessly below alpha near the leaves: see whether a capture saves it.
        if depth <= 2 and static + RAZOR[depth] <= alpha:
            score = self._qsearch(alpha, alpha + 1, ply, 0)
            if score <= alpha:
                return score
        # Null move: if passing still fails high, the position is good enough (shogi has almost no
        # zugzwang: drops are always available).
        if (depth >= NULL_DEPTH and static >= beta and ply > 0 and not self._after_null()
                and not self.pos.gives_check()):
            r = 3 + depth // 4 + min(2, (static - beta) // 250)
            self._null_push()
            score = -self._search(depth - 1 - r, -beta, -beta + 1, ply + 1, False)
            self._null_pop()
            if score >= beta:
                return beta if score >= MATE_BOUND else score
        return None

    def _moves(self, depth: int, alpha: int, beta: int, ply: int, pv_node: bool, in_check: bool, tt_move: Any,
               static: int | None, improving: bool, simple: bool) -> int:
        """The move loop of :meth:`_search`: the transposition-table move first (before the others are
        generated: it often cuts), then the ordered rest, with late-move pruning and reductions."""
        pos = self.pos
        futile = static is not None and depth <= 3 and static + FUTILITY[depth] <= alpha and not pv_node
        if not in_check and not pv_node and depth <= 4:
            late_limit = LATE_MOVES[depth] * (2 if improving else 1)
        else:
            late_limit = 10_000
        board = pos.board
        best_score = -INF
        best_move = None
        orig_alpha = alpha
        searched = 0
        quiets = 0
        tried: list[Any] = []
        first = tt_move if tt_move is not None and simple and not self.blind and type(tt_move) is int \
            and pos.is_legal(tt_move) else None
        ordered: list[Any] | None = None
        idx = 0
        killers = self.ordering.killers[ply]
        while True:
            if first is not None:
                m = first
                first_done = True
                first = None
            else:
                if ordered is None:
                    moves, drops = actions_and_drops(pos, ply < ADDON_PLIES)
                    if self.blind:
                        moves = self._perceived(moves, ply)
                        drops = (0, 0)
                    if not moves and searched == 0:
                        if ply < ADDON_PLIES or not pos.hooks or not pos.special_actions():
                            return -MATE + ply  # checkmate or stalemate: both lose
                        return self._qsearch(alpha, beta, ply, QS_MAX)  # only add-on actions left
                    ordered = self.ordering.order(pos, moves, ply, tt_move, best_move if searched else None, drops)
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
            prune = quiet and searched > 0 and best_score > -MATE_BOUND and not in_check
            score = self._move(m, to, depth, alpha, beta, ply, pv_node, in_check, searched, prune and futile,
                               prune and depth <= SEE_QUIET_DEPTH and not pv_node and not is_killer,
                               quiet, is_killer, improving)
            if score is None:
                continue
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
                            self.ordering.reward(pos, m, ply, depth, tried)
                        break
            if quiet:
                tried.append(m)
        if best_move is None:
            return alpha
        flag = LOWER if best_score >= beta else (EXACT if best_score > orig_alpha else UPPER)
        self.tt[pos.hash] = (depth, flag, score_to_tt(best_score, ply), best_move, static)
        return best_score

    def _move(self, m: Any, to: int, depth: int, alpha: int, beta: int, ply: int, pv_node: bool, in_check: bool,
              searched: int, futile: bool, may_hang: bool, quiet: bool, is_killer: bool, improving: bool
              ) -> int | None:
        """Search one move of :meth:`_moves`: its score, or None when it is pruned (``futile``: a quiet
        move that cannot raise alpha; ``may_hang``: skipped if it leaves its piece to be taken), unless
        it gives check."""
        pos = self.pos
        checks = self.checks
        inc = self.inc
        gives_check = inc.push(m)
        if not gives_check and (futile or (may_hang and hangs(pos, to, self.values))):
            inc.pop()
            return None
        checks.append(gives_check)
        if searched == 0:
            score = -self._search(depth - 1, -beta, -alpha, ply + 1, pv_node)
        else:
            reduction = 0
            if depth >= 3 and quiet and not in_check and not gives_check:
                reduction = LMR[min(depth, 31)][min(searched, 63)]
                if reduction:
                    if pv_node:
                        reduction -= 1
                    if is_killer:
                        reduction -= 1
                    if not improving:
                        reduction += 1
                    h = self.ordering.hist[pos.side ^ 1][m]
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
        inc.pop()
        checks.pop()
        return score

    # ------------------------------------------------------------------ quiescence
    def _qsearch(self, alpha: int, beta: int, ply: int, qply: int) -> int:
        self.nodes += 1
        if self.nodes >= self.check_at:
            self._poll()
        if ply > self.seldepth:
            self.seldepth = ply
        pos = self.pos
        in_check = self.checks[-1]
        moves: list[Any]
        if in_check and qply < QS_CHECK_PLIES:
            moves, drops = actions_and_drops(pos, False)
            if not moves and not (pos.hooks and pos.special_actions()):
                return -MATE + ply
            best = -INF
            self.dyn[ply] = self.dyn[ply - 1]  # (no evaluation here: the path's last dynamic terms)
            ordered = self.ordering.order(pos, moves, ply, None, None, drops)
        else:
            entry = self.tt.get(pos.hash)
            if entry is not None and entry[4] is not None:
                stand = entry[4]
                cached = self.eval_cache.get(pos.hash)
                self.dyn[ply] = cached[1] if cached is not None else self.dyn[ply - 1]
            else:
                if LAZY_MARGIN and not pos.addon_states:
                    # lazy: the kept base terms with the parent's dynamic terms, far enough above beta
                    d = self.inc.base + self.dyn[ply - 1]
                    lazy = (d if pos.side == 0 else -d) + self.tempo - LAZY_MARGIN
                    if lazy >= beta:
                        return lazy
                stand = self._evaluate(ply)
            if stand >= beta or qply >= QS_MAX or ply >= MAX_PLY:
                return stand
            if (QS_MATE_ONE and qply == 0 and not pos.statuses and not pos.variant.addons
                    and self._mate_one() is not None):
                return MATE - ply - 1
            if stand > alpha:
                alpha = stand
            best = stand
            moves = pos.captures(self.promotion_gain, QUIET_PROMOTION_GAIN, in_check)
            if pos.hooks:
                moves = [*moves, *pos.special_actions(False)]  # the variant's piece powers (lion captures)
            if self.blind:
                moves = self._perceived(moves, ply)
            if not moves:
                return stand
            ordered = self.ordering.order(pos, moves, ply, None)
        board = pos.board
        values = self.values
        checks = self.checks
        inc = self.inc
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
            checks.append(inc.push(m))
            score = -self._qsearch(-beta, -alpha, ply + 1, qply + 1)
            inc.pop()
            checks.pop()
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if score >= beta:
                        break
        return best


def _never() -> bool:
    return False
