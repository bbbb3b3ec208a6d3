"""Move ordering for the search, and what it learns while searching: killers, counter moves, history.

Moves are sorted: the transposition-table move, winning and even captures (MVV-LVA), promotions, piece
powers, killers, the counter move, add-on actions, quiet moves by history, and last the captures that
lose the capturing piece to a defender.  A quiet move that cuts becomes a killer of its ply, the counter
move of the move before it, and gains history (the quiet moves tried before it lose some).
"""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING, Any

from ..core.squares import NSQ
from .limits import MAX_PLY

if TYPE_CHECKING:
    from ..core.position import Position

PROMOTE = 1 << 14
HIST_MAX = 16384


def _first(item: tuple[int, Any]) -> int:
    return item[0]


def _from_square(m: int) -> int:
    return m & 127


def actions_and_drops(pos: Position, addon_actions: bool = True) -> tuple[list[Any], tuple[int, int]]:
    """The legal actions (as ``search.legal_actions``) and the slice of them that are drops, for
    :meth:`MoveOrder.order` (``Position.legal_moves`` lists the moves by their from-square, the drops
    last: they are found by bisection)."""
    moves: list[Any] = pos.legal_moves()
    n = len(moves)
    first = bisect_left(moves, NSQ, hi=n, key=_from_square)
    if pos.hooks:
        moves += pos.special_actions(addon_actions)
    return moves, (first, n)


class MoveOrder:
    """The ordering tables of one engine (they persist between the searches of a game)."""

    def __init__(self) -> None:
        self.hist: list[list[int]] = [[0] * 0x8000, [0] * 0x8000]  # [side][move]: history of quiet moves
        self.counter: list[list[Any]] = [[None] * 0x8000, [None] * 0x8000]  # [side][previous move]
        self.action_hist: dict[Any, int] = {}  # add-on actions
        self.killers: list[list[Any]] = [[None, None] for _ in range(MAX_PLY + 2)]
        self.powers: frozenset[str] = frozenset()
        self.values: tuple[int, ...] = ()

    def new_game(self) -> None:
        self.hist = [[0] * 0x8000, [0] * 0x8000]
        self.counter = [[None] * 0x8000, [None] * 0x8000]
        self.action_hist.clear()

    def start(self, powers: frozenset[str], values: tuple[int, ...]) -> None:
        """A new search: fresh killers; the variant's piece powers and piece values."""
        self.powers = powers
        self.values = values
        self.killers = [[None, None] for _ in range(MAX_PLY + 2)]
        if len(self.action_hist) > 50_000:
            self.action_hist.clear()

    def order(self, pos: Position, moves: list[Any], ply: int, tt_move: Any, skip: Any = None,
              drops: tuple[int, int] = (0, 0)) -> list[Any]:
        """``moves`` sorted for the search (``skip`` left out: a move searched already).

        Quiet moves (history scores, within +-HIST_MAX) are sorted apart with the history as the key;
        the rest, scored one by one as they are met (captures, promotions, actions), come before them (at
        least 600,000) or after them (losing captures, below -900,000): the order of one stable sort of
        every move by its score.  ``drops``: the slice of ``moves`` known to be drops (quiet moves all:
        taken as they are, unlooked at)."""
        i, j = drops
        # the moves looked at one by one, each part followed by quiet moves taken as they are
        parts: Any = ((moves[:i], moves[i:j]), (moves[j:], ())) if i < j else ((moves, ()),)
        board = pos.board
        side = pos.side
        quiet: list[Any] = []
        qapp = quiet.append
        scored: list[tuple[int, Any]] = []
        app = scored.append
        values = self.values
        promote_code = pos.T.promote_code
        them = side ^ 1
        for part, bulk in parts:
            for m in part:
                if type(m) is int:
                    to = m >> 7 & 127
                    victim = board[to]
                    if not victim and not m & PROMOTE:
                        qapp(m)  # a quiet move (sorted apart)
                        continue
                    if m == skip:
                        continue
                    if m == tt_move:
                        sc = 10_000_000
                    elif victim:
                        attacker = board[m & 127]
                        vv = values[abs(victim) - 1]
                        av = values[abs(attacker) - 1]
                        sc = 1_000_000 + vv * 16 - av // 8
                        if m & PROMOTE:
                            sc += values[abs(promote_code[attacker]) - 1] - av
                        elif av > vv + 100 and pos.attacked(to, them):
                            sc = -1_000_000 + vv * 16 - av // 8  # a losing capture: after the quiet moves
                    else:
                        code = board[m & 127]
                        sc = 900_000 + values[abs(promote_code[code]) - 1] - values[abs(code) - 1]
                    app((sc, m))
                elif m != skip:
                    if m == tt_move:
                        sc = 10_000_000
                    else:
                        # piece powers (lion captures) with the captures; add-on actions (cards) before quiet moves
                        sc = 1_050_000 if m.name in self.powers else 600_000 + self.action_hist.get(m, 0) // 4
                    app((sc, m))
            quiet += bulk
        if quiet:
            k0, k1 = self.killers[ply]
            counter = self.counter_move(pos, side)
            for special, sc in ((skip, 0), (tt_move, 10_000_000), (k0, 800_000), (k1, 790_000),
                                (counter, 780_000)):
                if special is not None and special in quiet:
                    quiet.remove(special)
                    if special != skip and all(special != m for _, m in scored):
                        app((sc, special))
            quiet.sort(key=self.hist[side].__getitem__, reverse=True)
        if not scored:
            return quiet
        scored.sort(key=_first, reverse=True)
        high = [m for sc, m in scored if sc > 0]
        if len(high) == len(scored):
            return high + quiet if quiet else high
        return high + quiet + [m for sc, m in scored if sc <= 0]

    def counter_move(self, pos: Position, side: int) -> Any:
        prev = pos.last_move()
        if type(prev) is not int:
            return None
        return self.counter[side][prev & 0x7FFF]

    def add_killer(self, ply: int, m: Any) -> None:
        k = self.killers[ply]
        if k[0] != m:
            k[1] = k[0]
            k[0] = m

    def reward(self, pos: Position, m: Any, ply: int, depth: int, tried: list[Any]) -> None:
        """A quiet move (or an add-on action) caused a beta cutoff: killers, counter move, history (and a
        malus for the quiet moves tried before it)."""
        side = pos.side
        bonus = min(depth * depth + depth, 1200)
        if type(m) is int:
            self.add_killer(ply, m)
            prev = pos.last_move()
            if type(prev) is int:
                self.counter[side][prev & 0x7FFF] = m
            hist = self.hist[side]
            h = hist[m]
            hist[m] = h + bonus - h * bonus // HIST_MAX
            for q in tried:
                if type(q) is int:
                    h = hist[q]
                    hist[q] = h - bonus - h * bonus // HIST_MAX
        else:
            self.action_hist[m] = self.action_hist.get(m, 0) + bonus
