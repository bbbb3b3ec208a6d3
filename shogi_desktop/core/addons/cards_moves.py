"""Cards that change how one piece moves this ply (RULES.md §5): queen king, wrap rook, reflecting
bishop, eight-way knight, jumping lance, ripening (both editions), invincible silver, double pawn,
double move (both editions) and swap rook.

A card action must use the card's power: a move that the piece could make anyway is a plain move,
not a card play (docs/rules-decisions.md, "Cards").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action, PieceStatus
from ..effects import (
    KING_STEPS,
    Effect,
    alive,
    can_capture,
    code_of_kind,
    owner,
    piece_moves,
    promotion_options,
    step_square,
)
from ..slotted import replace
from ..squares import NSQ, reflect_path
from .cards import (
    CardHook,
    drop_text,
    is_move_step,
    kind_index,
    move_text,
    parse_drop_step,
    parse_move_step,
    pawn_drop_mates,
    squares_of,
)

if TYPE_CHECKING:
    from ..position import Position

PROMOTE = 1 << 14
DIAGONALS = ((-1, -1), (1, -1), (-1, 1), (1, 1))
KNIGHT = ((-1, -2), (1, -2), (-2, -1), (2, -1), (-2, 1), (2, 1), (-1, 2), (1, 2))


def _plain(pos: Position) -> set[int]:
    return set(pos.pseudo_legal_moves())


def _as_int(s: int, t: int, promote: bool) -> int:
    return s | t << 7 | (PROMOTE if promote else 0)


def _enemy_royal(pos: Position, sq: int) -> bool:
    q = pos.board[sq]
    return bool(q) and q in pos.T.royal_codes and owner(q) != pos.side


class _Moved:
    """The board with one piece moved from ``s`` to ``t`` as ``code``, restored on exit."""

    def __init__(self, pos: Position, s: int, t: int, code: int) -> None:
        self.pos, self.s, self.t, self.code = pos, s, t, code

    def __enter__(self) -> None:
        b = self.pos.board
        self.saved = (b[self.s], b[self.t])
        b[self.s] = 0
        b[self.t] = self.code

    def __exit__(self, *exc: object) -> None:
        b = self.pos.board
        b[self.t] = self.saved[1]
        b[self.s] = self.saved[0]


class SingleMoveCard(CardHook):
    """A card whose action is one move of one piece: ``NAME!FROMTO[+]``."""

    letter = ""

    def play(self, pos: Position, eff: Effect, action: Action) -> None:
        (step,) = self.steps(action, 1)
        s, t, p = parse_move_step(step)
        self.own(pos, s, self.letter)
        eff.move(s, t, p)

    def candidates(self, pos: Position) -> list[Action]:
        """One action per destination the card's power adds to the piece's plain moves."""
        k = kind_index(pos, self.letter)
        if k is None:
            return []
        code = code_of_kind(k, pos.side)
        mn = pos.move_number
        plain = _plain(pos)
        out: list[Action] = []
        seen: set[int] = set()
        for s in squares_of(pos, code):
            for t in self.targets(pos, s, code, mn):
                self._emit(pos, plain, s, t, k, out, seen)
        return out

    def targets(self, pos: Position, s: int, code: int, mn: int) -> list[int]:
        """Destinations of the card's power for the piece ``code`` on ``s``."""
        raise NotImplementedError

    def _emit(self, pos: Position, plain: set[int], s: int, t: int, k: int, out: list[Action],
              seen: set[int]) -> None:
        for p in promotion_options(pos, pos.side, k, s, t):
            m = _as_int(s, t, p)
            if m in plain or m in seen:
                continue
            if self.edition == 1 and self.first_edition_attack(pos, s, t, p):
                continue
            seen.add(m)
            out.append(Action(self.card, (move_text(s, t, p),)))

    def first_edition_attack(self, pos: Position, s: int, t: int, promote: bool) -> bool:
        """First edition: would the piece on ``t`` attack the enemy king with the card's power?"""
        return False


class QueenKing(SingleMoveCard):
    """01 女装王: the king moves this ply as a queen (rook + bishop)."""

    card = "queen-king"
    letter = "K"

    def candidates(self, pos: Position) -> list[Action]:
        k = kind_index(pos, "K")
        if k is None:
            return []
        code = code_of_kind(k, pos.side)
        mn = pos.move_number
        out = []
        for s in squares_of(pos, code):
            for df, dr in KING_STEPS:
                t, dist = s, 0
                while (t := step_square(t, df, dr)) >= 0:
                    dist += 1
                    q = pos.board[t]
                    if q and not can_capture(pos, t, code, mn):
                        break
                    if dist > 1:  # one step is the king's own move
                        out.append(Action(self.card, (move_text(s, t),)))
                    if q:
                        break
        return out


class WrapRook(SingleMoveCard):
    """04 直進飛: the rook's left, right and forward lines continue across the edge (not backward) and stop
    before its own square."""

    card = "wrap-rook"
    letter = "R"

    def targets(self, pos: Position, s: int, code: int, mn: int) -> list[int]:
        forward = -1 if pos.side == 0 else 1
        out: list[int] = []
        for df, dr in ((-1, 0), (1, 0), (0, forward)):
            out += self.wrap_targets(pos, s, df, dr, code, mn)
        return out

    @staticmethod
    def wrap_targets(pos: Position, s: int, df: int, dr: int, code: int, mn: int) -> list[int]:
        """Squares reached only after crossing the edge (the ordinary part is a plain move)."""
        f, r = s % 9, s // 9
        crossed = False
        out: list[int] = []
        while True:
            f, r = f + df, r + dr
            if not (0 <= f < 9 and 0 <= r < 9):
                f, r = f % 9, r % 9
                crossed = True
            t = r * 9 + f
            if t == s:
                return out
            q = pos.board[t]
            if q:
                if crossed and can_capture(pos, t, code, mn):
                    out.append(t)
                return out
            if crossed:
                out.append(t)


def _straight_len(s: int, df: int, dr: int) -> int:
    n, t = 0, s
    while (t := step_square(t, df, dr)) >= 0:
        n += 1
    return n


class ReflectBishop(SingleMoveCard):
    """05 反射角: one bishop (not a horse) slides with reflection off the four edges (RULES.md §4.1)."""

    card = "reflect-bishop"
    letter = "B"

    def targets(self, pos: Position, s: int, code: int, mn: int) -> list[int]:
        out: list[int] = []
        for df, dr in DIAGONALS:
            straight = _straight_len(s, df, dr)
            for i, t in enumerate(reflect_path(s, df, dr, "both")):
                q = pos.board[t]
                if q and not can_capture(pos, t, code, mn):
                    break
                if i >= straight:  # after the first bounce
                    out.append(t)
                if q:
                    break
        return out

    def first_edition_attack(self, pos: Position, s: int, t: int, promote: bool) -> bool:
        code = pos.board[s]
        with _Moved(pos, s, t, code):
            for df, dr in DIAGONALS:
                for u in reflect_path(t, df, dr, "both"):
                    if pos.board[u]:
                        if _enemy_royal(pos, u):
                            return True
                        break
        return False


class EightKnight(SingleMoveCard):
    """08 八方桂: one knight moves as a chess knight; it must promote on the last two ranks."""

    card = "eight-knight"
    letter = "N"

    def targets(self, pos: Position, s: int, code: int, mn: int) -> list[int]:
        out: list[int] = []
        for df, dr in KNIGHT:
            t = step_square(s, df, dr)
            if t >= 0 and (not pos.board[t] or can_capture(pos, t, code, mn)):
                out.append(t)
        return out

    def first_edition_attack(self, pos: Position, s: int, t: int, promote: bool) -> bool:
        with _Moved(pos, s, t, pos.board[s]):
            return any((u := step_square(t, df, dr)) >= 0 and _enemy_royal(pos, u) for df, dr in KNIGHT)


class JumpLance(SingleMoveCard):
    """09 跳躍香 / 弾道香: one lance moves along its line jumping over exactly one piece (either side)."""

    card = "jump-lance"
    letter = "L"

    def targets(self, pos: Position, s: int, code: int, mn: int) -> list[int]:
        return self.jump_targets(pos, s, -1 if pos.side == 0 else 1, code, mn)

    @staticmethod
    def jump_targets(pos: Position, s: int, forward: int, code: int, mn: int) -> list[int]:
        out = []
        t = s
        jumped = False
        while (t := step_square(t, 0, forward)) >= 0:
            q = pos.board[t]
            if not jumped:
                jumped = bool(q)
                continue
            if q:
                if can_capture(pos, t, code, mn):
                    out.append(t)
                break
            out.append(t)
        return out

    def first_edition_attack(self, pos: Position, s: int, t: int, promote: bool) -> bool:
        forward = -1 if pos.side == 0 else 1
        with _Moved(pos, s, t, pos.board[s]):
            u, met = t, 0
            while (u := step_square(u, 0, forward)) >= 0:
                if pos.board[u]:
                    if _enemy_royal(pos, u):
                        return True
                    met += 1
                    if met == 2:
                        break
        return False


class Ripening(CardHook):
    """11 熟成果.  Second edition: move a piece and promote it although the promotion condition is not met
    (``ripening!7g7f+``).  First edition: drop a piece from hand already promoted, not giving check
    (``ripening!+S*5e``)."""

    card = "ripening"

    def candidates(self, pos: Position) -> list[Action]:
        return self._drops(pos) if self.edition == 1 else self._moves(pos)

    def _moves(self, pos: Position) -> list[Action]:
        c = pos.side
        T = pos.T
        out = []
        for m in pos.pseudo_legal_moves():
            s = m & 127
            if s >= NSQ or m & PROMOTE:
                continue
            t = (m >> 7) & 127
            k = abs(pos.board[s]) - 1
            pz = T.promo_zone[c][k]
            if pz is None or s in pz or t in pz:
                continue
            out.append(Action(self.card, (move_text(s, t, True),)))
        return out

    def _drops(self, pos: Position) -> list[Action]:
        c = pos.side
        kinds = pos.variant.kinds
        ek = pos.king_sq[c ^ 1]
        out = []
        for k, n in enumerate(pos.hands[c]):
            promoted = kinds[k].promoted
            if not n or promoted is None or kinds[k].letter == "G":
                continue
            pcode = code_of_kind(promoted.index, c)
            for t in range(NSQ):
                if pos.board[t] or not alive(pos, pcode, t):
                    continue
                if ek >= 0:
                    pos.board[t] = pcode
                    check = pos.attacked(ek, c)
                    pos.board[t] = 0
                    if check:
                        continue
                out.append(Action(self.card, (drop_text(pos, k, t, True),)))
        return out

    def play(self, pos: Position, eff: Effect, action: Action) -> None:
        (step,) = self.steps(action, 1)
        c = pos.side
        if self.edition == 1:
            k, t, promoted = parse_drop_step(pos, step)
            p = pos.variant.kinds[k].promoted
            if not promoted or p is None:
                raise ValueError("the first edition's ripening drops a piece promoted, e.g. +S*5e")
            eff.drop(c, k, t, code_of_kind(p.index, c))
        else:
            s, t, promote = parse_move_step(step)
            self.own(pos, s)
            if not promote:
                raise ValueError("the second edition's ripening promotes the piece: write the move with '+'")
            eff.move(s, t, True)


class InvincibleSilver(CardHook):
    """07 無敵銀: drop a silver or move one without promoting; on the opponent's next ply nothing may
    capture it (a status ``immune_until`` = the next ply's move number)."""

    card = "invincible-silver"

    def candidates(self, pos: Position) -> list[Action]:
        k = kind_index(pos, "S")
        if k is None:
            return []
        code = code_of_kind(k, pos.side)
        out = []
        for m in pos.pseudo_legal_moves():
            s = m & 127
            if m & PROMOTE:
                continue
            if (s >= NSQ and s - NSQ == k) or (s < NSQ and pos.board[s] == code):
                out.append(Action(self.card, (pos.move_to_usi(m),)))
        return out

    def play(self, pos: Position, eff: Effect, action: Action) -> None:
        (step,) = self.steps(action, 1)
        c = pos.side
        if is_move_step(step):
            s, t, promote = parse_move_step(step)
            self.own(pos, s, "S")
            if promote:
                raise ValueError("the invincible silver does not promote")
            eff.move(s, t)
        else:
            k, t, promoted = parse_drop_step(pos, step)
            if promoted or pos.variant.kinds[k].letter != "S":
                raise ValueError("only a silver is dropped")
            eff.drop(c, k, t)
        st = eff.status(t) or PieceStatus()
        eff.set_status(t, replace(st, immune_until=pos.move_number + 1, immune_except=frozenset()))


class DoublePawn(CardHook):
    """10 許二歩: drop a pawn on a file holding exactly one own unpromoted pawn (the file then holds two;
    no third may be dropped, as ordinary 二歩 already forbids)."""

    card = "double-pawn"

    def candidates(self, pos: Position) -> list[Action]:
        k = kind_index(pos, "P")
        c = pos.side
        if k is None or k not in pos.T.pawn_kinds or not pos.hands[c][k]:
            return []
        code = code_of_kind(k, c)
        ok = pos.T.drop_ok[c][k]
        out = []
        for f in range(9):
            file = range(f, NSQ, 9)
            if sum(1 for s in file if pos.board[s] == code) != 1:
                continue
            for t in file:
                if pos.board[t] or not ok[t]:
                    continue
                action = Action(self.card, (drop_text(pos, k, t),))
                if not pawn_drop_mates(pos, action, t, k):
                    out.append(action)
        return out

    def play(self, pos: Position, eff: Effect, action: Action) -> None:
        (step,) = self.steps(action, 1)
        k, t, promoted = parse_drop_step(pos, step)
        if promoted or pos.variant.kinds[k].letter != "P":
            raise ValueError("only a pawn is dropped")
        eff.drop(pos.side, k, t)


class DoubleMove(CardHook):
    """12 連続技: one piece moves twice (promotion judged per step; either step may capture; the second may
    return to the start square).  The first step may not give check; in the first edition neither may."""

    card = "double-move"

    def candidates(self, pos: Position) -> list[Action]:
        c = pos.side
        mn = pos.move_number
        T = pos.T
        pseudo = pos.pseudo_legal_moves()
        plain = set(pseudo)
        out = []
        statuses = dict(pos.statuses)  # immunities as the ply begins (pushing the first step ends them)
        for m1 in pseudo:
            s = m1 & 127
            if s >= NSQ:
                continue
            mid = (m1 >> 7) & 127
            p1 = bool(m1 & PROMOTE)
            code = pos.board[s]
            cap1 = bool(pos.board[mid])
            first = move_text(s, mid, p1)
            pos.push(m1)
            try:
                if pos.is_check():
                    continue
                after1 = pos.board[mid]
                for t, p2 in piece_moves(pos, mid, c, mn, statuses):
                    cap2 = bool(pos.board[t])
                    final = T.promote_code[after1] if p2 else after1
                    if not cap1 and not cap2 and t == s and final == code:
                        continue  # back where it started: a pass
                    if not cap1 and _as_int(s, t, final != code) in plain:
                        continue  # the same as one plain move
                    out.append(Action(self.card, (first, move_text(mid, t, p2))))
            finally:
                pos.pop()
        if self.edition == 1:
            out = [a for a in out if not self._gives_check(pos, a)]
        return out

    @staticmethod
    def _gives_check(pos: Position, action: Action) -> bool:
        pos.push(action)
        try:
            return pos.is_check()
        finally:
            pos.pop()

    def play(self, pos: Position, eff: Effect, action: Action) -> None:
        one, two = self.steps(action, 2)
        s, mid, p1 = parse_move_step(one)
        mid2, t, p2 = parse_move_step(two)
        if mid2 != mid:
            raise ValueError("the second step must start where the first ended")
        self.own(pos, s)
        eff.move(s, mid, p1)
        eff.move(mid, t, p2)


class SwapRook(CardHook):
    """First edition 転送飛: one own rook and another own board piece change places in one ply; each may
    promote if its move meets the condition; not if it creates 二歩 or leaves a piece that could never move.
    ``swap-rook!2h2c+,2c2h``."""

    card = "swap-rook"

    def candidates(self, pos: Position) -> list[Action]:
        k = kind_index(pos, "R")
        if k is None:
            return []
        c = pos.side
        T = pos.T
        rook = code_of_kind(k, c)
        out = []
        for x in squares_of(pos, rook):
            for y in range(NSQ):
                yc = pos.board[y]
                if y == x or not yc or owner(yc) != c:
                    continue
                yk = abs(yc) - 1
                for pr in promotion_options(pos, c, k, x, y):
                    for py in promotion_options(pos, c, yk, y, x):
                        new_r = T.promote_code[rook] if pr else rook
                        new_y = T.promote_code[yc] if py else yc
                        if new_r == yc and new_y == rook:
                            continue  # two unpromoted rooks changing places: nothing happens
                        if not alive(pos, new_y, x) or self._nifu(pos, new_y, x, y):
                            continue
                        out.append(Action(self.card, (move_text(x, y, pr), move_text(y, x, py))))
        return out

    @staticmethod
    def _nifu(pos: Position, code: int, to: int, frm: int) -> bool:
        if abs(code) - 1 not in pos.T.pawn_kinds:
            return False
        return any(pos.board[s] == code for s in range(to % 9, NSQ, 9) if s not in (to, frm))

    def play(self, pos: Position, eff: Effect, action: Action) -> None:
        one, two = self.steps(action, 2)
        x, y, pr = parse_move_step(one)
        y2, x2, py = parse_move_step(two)
        if (y2, x2) != (y, x):
            raise ValueError("the second step must be the partner's move to the rook's square")
        rook = self.own(pos, x, "R")
        yc = self.own(pos, y)
        T = pos.T
        eff.swap(x, y, T.promote_code[rook] if pr else rook, T.promote_code[yc] if py else yc)


HOOKS: dict[str, type[CardHook]] = {
    "queen-king": QueenKing,
    "wrap-rook": WrapRook,
    "reflect-bishop": ReflectBishop,
    "eight-knight": EightKnight,
    "jump-lance": JumpLance,
    "ripening": Ripening,
    "invincible-silver": InvincibleSilver,
    "double-pawn": DoublePawn,
    "double-move": DoubleMove,
    "swap-rook": SwapRook,
}
