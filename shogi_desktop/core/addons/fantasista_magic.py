"""The magic actions of 王将ファンタジスタ (RULES.md §6): token drops (with the fire dragon's breath and the
sword silver's strike), the sword silver's capture in place, the spearman's piercing chain, the gale
horse's second move, rook awakening, the carrier's rider, silver curtain, silver wave and the と emblem.

Each magic id is an action hook (``pos.hooks``); ``actions(pos)`` lists the complete candidates, and an
action is played only if it is one of them (so every restriction lives in one place: no extra step takes
a king, 二歩 and 打ち歩詰め for pawn tokens, dead squares).  Playing spends the token or right (an
"addon" edit) and the board changes are built on an :class:`~.effects.Effect`.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from functools import cache
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ..actions import Action, PieceStatus
from ..effects import (
    GONE,
    Effect,
    alive,
    can_capture,
    code_of_kind,
    makes_nifu,
    neighbours,
    owner,
    piece_moves,
    promotion_options,
)
from ..slotted import replace
from ..squares import NSQ, parse_square, square_name
from .cards import move_text, parse_drop_step, parse_move_step, pawn_drop_mates
from .fantasista import FOREVER, KEY, TOKENS, MagicState, magic_state

if TYPE_CHECKING:
    from ..actions import ActionHook, Edit
    from ..position import Position


def _state(pos: Position) -> MagicState | None:
    return magic_state(pos, pos.side)


def _kind(pos: Position, letter: str) -> int | None:
    return pos.variant.kind(letter).index if pos.variant.has_kind(letter) else None


def _token_status(pos: Position, letter: str) -> PieceStatus:
    st = PieceStatus(token=True)
    letters = [k.letter for k in pos.variant.kinds]
    if letter == "O":  # 王神竜: not by unpromoted pawns, lances, knights (nor spearmen, pawn soldiers)
        return replace(st, immune_until=FOREVER,
                       immune_except=frozenset(x for x in letters if x not in ("P", "L", "N", "J")))
    if letter == "H":  # 雷王馬: only by a king, an unpromoted rook, a lance or a knight
        royal = {k.letter for k in pos.variant.kinds if k.royal}
        return replace(st, immune_until=FOREVER, immune_except=frozenset(royal | {"R", "L", "N"}))
    return st


def _applied(pos: Position, eff: Effect) -> AbstractContextManager[None]:
    """The position with the effect's edits applied (restored on exit)."""
    return pos.applied(eff.edits())


def chebyshev(a: int, b: int) -> int:
    return max(abs(a % 9 - b % 9), abs(a // 9 - b // 9))


class MagicHook:
    magic = ""

    def __init__(self) -> None:
        self._cache: dict[Any, list[Action]] = {}
        self._building: set[Any] = set()  # keys whose candidates are being listed (打ち歩詰め pushes them)

    @staticmethod
    def _key(pos: Position) -> Any:
        return (pos.hash, tuple(pos.board), pos.side, pos.move_number)

    def actions(self, pos: Position) -> list[Action]:
        st = _state(pos)
        if st is None or not self.available(st):
            return []
        key = self._key(pos)
        hit = self._cache.get(key)
        if hit is None:
            if len(self._cache) > 512:
                self._cache.clear()
            self._building.add(key)
            try:
                hit = self._cache[key] = self.candidates(pos, st)
            finally:
                self._building.discard(key)
        return list(hit)

    def available(self, st: MagicState) -> bool:
        return True

    def candidates(self, pos: Position, st: MagicState) -> list[Action]:
        raise NotImplementedError

    def edits(self, pos: Position, action: Action) -> list[Edit]:
        return self.effect(pos, action).edits()

    def effect(self, pos: Position, action: Action) -> Effect:
        """The effect of ``action`` (edits and flows: what 時遡行 follows), the magic spent."""
        # A candidate being tried while the list is built (打ち歩詰め) is not checked against that list.
        if self._key(pos) not in self._building and action not in self.actions(pos):
            side = "Black" if pos.side == 0 else "White"
            raise ValueError(f"{action}: not a possible {self.magic} action for {side} here")
        st = _state(pos)
        assert st is not None
        eff = Effect(pos)
        st = self.play(pos, eff, action, st)
        eff.set_addon(KEY, pos.side, st)
        eff.expire()
        return eff

    def play(self, pos: Position, eff: Effect, action: Action, st: MagicState) -> MagicState:
        raise NotImplementedError

    @staticmethod
    def token_drop(pos: Position, eff: Effect, letter: str, t: int) -> None:
        k = _kind(pos, letter)
        assert k is not None
        code = code_of_kind(k, pos.side)
        idx = eff.take(GONE, code)
        eff.put(idx, ("sq", t), code, _token_status(pos, letter))

    @staticmethod
    def strike(eff: Effect, pos: Position, u: int) -> None:
        eff.capture(u, pos.side)


# ----------------------------------------------------------------------------- tokens
class TokenDrop(MagicHook):
    """``MAGIC!L*5e`` (a token from the magic's stock); the fire dragon and the sword silver may add the
    square of an enemy they capture at once from where they land (never a king)."""

    def __init__(self, magic: str) -> None:
        super().__init__()
        self.magic = magic

    def available(self, st: MagicState) -> bool:
        return any(m == self.magic for m, _, _ in st.tokens)

    def candidates(self, pos: Position, st: MagicState) -> list[Action]:
        out: list[Action] = []
        c = pos.side
        mn = pos.move_number
        strikes = self.magic in ("fire-dragon", "sword-silver")
        for letter, _ in TOKENS[self.magic]:
            k = _kind(pos, letter)
            if k is None or not st.token_count(self.magic, letter):
                continue
            code = code_of_kind(k, c)
            for t in range(NSQ):
                if pos.board[t] or not alive(pos, code, t) or makes_nifu(pos, code, t):
                    continue
                a = Action(self.magic, (f"{letter}*{square_name(t)}",))
                if k in pos.T.pawn_kinds and pawn_drop_mates(pos, a, t, k):
                    continue  # 打ち歩詰め applies to pawn tokens
                out.append(a)
                if strikes:
                    pos.board[t] = code
                    try:
                        targets = [u for u, _ in piece_moves(pos, t, c, mn) if pos.board[u]]
                    finally:
                        pos.board[t] = 0
                    out += [Action(self.magic, (a.steps[0], square_name(u))) for u in dict.fromkeys(targets)]
        return out

    def play(self, pos: Position, eff: Effect, action: Action, st: MagicState) -> MagicState:
        k, t, _ = parse_drop_step(pos, action.steps[0])
        letter = pos.variant.kinds[k].letter
        self.token_drop(pos, eff, letter, t)
        if len(action.steps) > 1:
            self.strike(eff, pos, parse_square(action.steps[1]))
        return st.with_token(self.magic, letter, -1)


class SwordSilver(TokenDrop):
    """Also: a sword silver on the board captures in its range instead of moving (``sword-silver!5e,4d``)."""

    def __init__(self) -> None:
        super().__init__("sword-silver")

    def actions(self, pos: Position) -> list[Action]:
        out = super().actions(pos)
        k = _kind(pos, "X")
        if k is None:
            return out
        c = pos.side
        code = code_of_kind(k, c)
        for s in range(NSQ):
            if pos.board[s] == code:
                for u in dict.fromkeys(u for u, _ in piece_moves(pos, s, c, pos.move_number) if pos.board[u]):
                    out.append(Action(self.magic, (square_name(s), square_name(u))))
        return out

    def effect(self, pos: Position, action: Action) -> Effect:
        if len(action.steps[0]) == 2:
            if action not in self.actions(pos):
                raise ValueError(f"{action}: not a possible sword-silver strike here")
            eff = Effect(pos)
            self.strike(eff, pos, parse_square(action.steps[1]))
            eff.expire()
            return eff
        return super().effect(pos, action)


# ----------------------------------------------------------------------------- piece powers
class TokenWithMoves(TokenDrop):
    """A token drop magic whose token on the board also has a power made of several moves."""

    power = ""  # what the moves are called in error messages

    def effect(self, pos: Position, action: Action) -> Effect:
        if "*" in action.steps[0]:
            return super().effect(pos, action)
        if action not in self.actions(pos):
            raise ValueError(f"{action}: not a possible {self.power} here")
        eff = Effect(pos)
        for step in action.steps:
            s, t, p = parse_move_step(step)
            eff.move(s, t, p)
        eff.expire()
        return eff


class Spearmen(TokenWithMoves):
    """Also: a spearman's capture followed by captures straight ahead (``spearmen!1g1c,1c1b,1b1a+``)."""

    power = "spearman chain"

    def __init__(self) -> None:
        super().__init__("spearmen")

    def actions(self, pos: Position) -> list[Action]:
        out = super().actions(pos)
        k = _kind(pos, "J")
        if k is None:
            return out
        c = pos.side
        code = code_of_kind(k, c)
        fwd = -9 if c == 0 else 9
        mn = pos.move_number
        for s in range(NSQ):
            if pos.board[s] != code:
                continue
            for t, p in piece_moves(pos, s, c, mn):
                if p or not pos.board[t]:
                    continue
                steps = [move_text(s, t)]
                cur = t
                while 0 <= cur + fwd < NSQ and pos.board[cur + fwd] and can_capture(pos, cur + fwd, code, mn):
                    nxt = cur + fwd
                    for promote in promotion_options(pos, c, k, s, nxt):
                        out.append(Action(self.magic, (*steps, move_text(cur, nxt, promote))))
                    if nxt in pos.T.must_promote[c][k]:
                        break
                    steps.append(move_text(cur, nxt))
                    cur = nxt
        return out



class GaleHorse(TokenWithMoves):
    """Also: a gale horse's move of 4+ squares (Chebyshev) then a second move (``gale-horse!9i5e,5e4d``)."""

    power = "gale-horse double move"

    def __init__(self) -> None:
        super().__init__("gale-horse")

    def actions(self, pos: Position) -> list[Action]:
        out = super().actions(pos)
        k = _kind(pos, "W")
        if k is None:
            return out
        c = pos.side
        code = code_of_kind(k, c)
        mn = pos.move_number
        for s in range(NSQ):
            if pos.board[s] != code:
                continue
            for t, _ in piece_moves(pos, s, c, mn):
                if chebyshev(s, t) < 4:
                    continue
                eff = Effect(pos)
                eff.move(s, t)
                with _applied(pos, eff):
                    seconds = piece_moves(pos, t, c, mn, statuses=None)
                out += [Action(self.magic, (move_text(s, t), move_text(t, u))) for u, _ in seconds if u != s]
        return out



# ----------------------------------------------------------------------------- rights
class RightHook(MagicHook):
    def available(self, st: MagicState) -> bool:
        return st.right_count(self.magic) > 0

    def play(self, pos: Position, eff: Effect, action: Action, st: MagicState) -> MagicState:
        self.apply(pos, eff, action)
        return st.with_right(self.magic, -1)

    def apply(self, pos: Position, eff: Effect, action: Action) -> None:
        for step in action.steps:
            s, t, p = parse_move_step(step)
            eff.move(s, t, p)


class RookAwakening(RightHook):
    """飛車覚醒: one unpromoted rook (tokens included) moves twice; it may promote on the second move only."""

    magic = "rook-awakening"

    def candidates(self, pos: Position, st: MagicState) -> list[Action]:
        k = _kind(pos, "R")
        if k is None:
            return []
        c = pos.side
        code = code_of_kind(k, c)
        mn = pos.move_number
        out = []
        for s in range(NSQ):
            if pos.board[s] != code:
                continue
            for t, p in piece_moves(pos, s, c, mn):
                if p:
                    continue
                eff = Effect(pos)
                eff.move(s, t)
                with _applied(pos, eff):
                    seconds = piece_moves(pos, t, c, mn)
                out += [Action(self.magic, (move_text(s, t), move_text(t, u, q))) for u, q in seconds if u != s]
        return out


class SilverCurtain(RightHook):
    """銀幕展開: silver tokens on min(2, free) empty squares beside the king, then optionally one moves;
    ``silver-curtain!pass`` when no square beside the king is free."""

    magic = "silver-curtain"

    def candidates(self, pos: Position, st: MagicState) -> list[Action]:
        k = _kind(pos, "S")
        ksq = pos.king_sq[pos.side]
        if k is None:
            return []
        c = pos.side
        code = code_of_kind(k, c)
        free = [t for t in neighbours(ksq) if not pos.board[t] and alive(pos, code, t)] if ksq >= 0 else []
        if not free:
            return [Action(self.magic, ("pass",))]
        out = []
        mn = pos.move_number
        for squares in combinations(sorted(free), min(2, len(free))):
            drops = tuple(f"S*{square_name(t)}" for t in squares)
            out.append(Action(self.magic, drops))
            eff = Effect(pos)
            for t in squares:
                self.token_drop(pos, eff, "S", t)
            with _applied(pos, eff):
                for t in squares:
                    out += [Action(self.magic, (*drops, move_text(t, u, q))) for u, q in piece_moves(pos, t, c, mn)]
        return out

    def apply(self, pos: Position, eff: Effect, action: Action) -> None:
        for step in action.steps:
            if step == "pass":
                return
            if "*" in step:
                _, t, _ = parse_drop_step(pos, step)
                self.token_drop(pos, eff, "S", t)
            else:
                s, t, p = parse_move_step(step)
                eff.move(s, t, p)


class SilverWave(RightHook):
    """銀の波動: each own unpromoted silver (tokens included) moves at most once, at least one, in order."""

    magic = "silver-wave"

    def candidates(self, pos: Position, st: MagicState) -> list[Action]:
        k = _kind(pos, "S")
        if k is None:
            return []
        c = pos.side
        code = code_of_kind(k, c)
        mn = pos.move_number
        board = pos.board
        out: list[Action] = []
        finals: set[tuple[int, ...]] = set()
        seen: set[tuple[frozenset[int], tuple[int, ...]]] = set()
        # Immunities are judged on the statuses as the ply began; captured squares are simply re-read.

        def dfs(remaining: frozenset[int], steps: tuple[str, ...]) -> None:
            key = (remaining, tuple(board))
            if key in seen:
                return
            seen.add(key)
            if steps and key[1] not in finals:
                finals.add(key[1])
                out.append(Action(self.magic, steps))
            for s in sorted(remaining):
                for t, p in piece_moves(pos, s, c, mn):
                    cap = board[t]
                    if cap and (owner(cap) == c or cap in pos.T.royal_codes):
                        continue
                    board[s] = 0
                    board[t] = pos.T.promote_code[code] if p else code
                    try:
                        dfs(remaining - {s}, (*steps, move_text(s, t, p)))
                    finally:
                        board[t] = cap
                        board[s] = code

        dfs(frozenset(s for s in range(NSQ) if board[s] == code), ())
        return out


# ----------------------------------------------------------------------------- emblem, carrier
class ToEmblem(MagicHook):
    """The と emblem: a pawn from the hand dropped as と (``to-emblem!+P*5c``), 二歩 ignored."""

    magic = "to-emblem"

    def available(self, st: MagicState) -> bool:
        return st.emblem

    def candidates(self, pos: Position, st: MagicState) -> list[Action]:
        k = _kind(pos, "P")
        if k is None or not pos.variant.has_kind("+P") or not pos.hands[pos.side][k]:
            return []
        return [Action(self.magic, (f"+P*{square_name(t)}",)) for t in range(NSQ) if not pos.board[t]]

    def play(self, pos: Position, eff: Effect, action: Action, st: MagicState) -> MagicState:
        k, t, _ = parse_drop_step(pos, action.steps[0])
        eff.drop(pos.side, k, t, code_of_kind(pos.variant.kind("+P").index, pos.side))
        return st


class Carrier(MagicHook):
    """A carrier bishop/horse: an own piece without statuses boards it (``carrier!7g8h``); a carrier with a
    rider moves, then the rider makes one move of its own from there (``carrier!8h4d,4d3c+``)."""

    magic = "carrier"

    def candidates(self, pos: Position, st: MagicState) -> list[Action]:
        c = pos.side
        mn = pos.move_number
        board = pos.board
        out: list[Action] = []
        for d in range(NSQ):
            cst = pos.statuses.get(d)
            if not board[d] or owner(board[d]) != c or cst is None or not cst.carrier:
                continue
            if not cst.rider:
                code = board[d]
                board[d] = 0
                try:
                    for r in range(NSQ):
                        q = board[r]
                        if (not q or owner(q) != c or q in pos.T.royal_codes or r in pos.statuses):
                            continue
                        if any(t == d and not p for t, p in piece_moves(pos, r, c, mn)):
                            out.append(Action(self.magic, (move_text(r, d),)))
                finally:
                    board[d] = code
                continue
            rider = cst.rider
            rk = abs(rider) - 1
            for t, p in piece_moves(pos, d, c, mn):
                eff = Effect(pos)
                eff.move(d, t, p)
                with _applied(pos, eff):
                    carrier_code = board[t]
                    board[t] = rider
                    try:
                        for u, q in piece_moves(pos, t, c, mn):
                            if makes_nifu(pos, rider, u):
                                continue
                            out.append(Action(self.magic, (move_text(d, t, p), move_text(t, u, q))))
                    finally:
                        board[t] = carrier_code
                _ = rk
        return out

    def play(self, pos: Position, eff: Effect, action: Action, st: MagicState) -> MagicState:
        if len(action.steps) == 1:
            r, d, _ = parse_move_step(action.steps[0])
            eff.board_rider(r, d)
            return st
        d, t, p = parse_move_step(action.steps[0])
        eff.move(d, t, p)
        _, u, q = parse_move_step(action.steps[1])
        if eff.code(u):
            eff.capture(u, pos.side)
        rst = eff.status(t)
        assert rst is not None
        rider = rst.rider
        idx = eff.take(("ride", t))
        eff.put(idx, ("sq", u), pos.T.promote_code[rider] if q else rider)
        return st


@cache
def magic_hooks() -> dict[str, ActionHook]:
    """The hooks of every magic action, by magic id (stateless but for a small candidate cache)."""
    hooks: dict[str, ActionHook] = {}
    for magic in ("fire-dragon", "god-dragon", "rook-token", "pawn-tokens", "thunder-horse", "bishop-token",
                  "silver-tokens"):
        hooks[magic] = TokenDrop(magic)
    hooks["sword-silver"] = SwordSilver()
    hooks["spearmen"] = Spearmen()
    hooks["gale-horse"] = GaleHorse()
    hooks["rook-awakening"] = RookAwakening()
    hooks["silver-curtain"] = SilverCurtain()
    hooks["silver-wave"] = SilverWave()
    hooks["to-emblem"] = ToEmblem()
    hooks["carrier"] = Carrier()
    return hooks
