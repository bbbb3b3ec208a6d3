"""Cards that act on pieces rather than moving one (RULES.md §5): recall 治癒術/撤退令, lightning 雷撃球,
persuasion 懐柔策 (Reversi flips) and prince gold 出世金 (a second royal piece)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..actions import Action, PieceStatus
from ..effects import KING_STEPS, Effect, alive, code_of_kind, is_immune, makes_nifu, owner, step_square
from ..squares import NSQ, square_name
from .cards import (
    CardHook,
    is_move_step,
    kind_index,
    move_text,
    parse_drop_step,
    parse_move_step,
    pawn_drop_mates,
)

if TYPE_CHECKING:
    from ..position import Position

PROMOTE = 1 << 14


class Recall(CardHook):
    """13 治癒術 / first edition 撤退令: an own board piece (not king, not prince) returns to the hand
    unpromoted; that is the ply.  ``recall!7g``."""

    card = "recall"

    def candidates(self, pos: Position) -> list[Action]:
        black = pos.side == 0
        royal = pos.T.royal_codes
        return [Action(self.card, (square_name(s),)) for s in range(NSQ)
                if (q := pos.board[s]) and (q > 0) == black and q not in royal]

    def play(self, pos: Position, eff: Effect, action: Action) -> None:
        (step,) = self.steps(action, 1)
        sq = _square(step)
        code = self.own(pos, sq)
        if code in pos.T.royal_codes:
            raise ValueError("a king or prince cannot be recalled")
        eff.send_to_hand(sq)


class Lightning(CardHook):
    """14 雷撃球: an enemy board piece (not king, not prince, not immune) returns to its owner's hand
    unpromoted; that is the ply.  ``lightning!5b``."""

    card = "lightning"

    def candidates(self, pos: Position) -> list[Action]:
        black = pos.side == 0
        royal = pos.T.royal_codes
        mn = pos.move_number
        return [Action(self.card, (square_name(s),)) for s in range(NSQ)
                if (q := pos.board[s]) and (q > 0) != black and q not in royal
                and not is_immune(pos, q, pos.statuses.get(s), 0, mn)]

    def play(self, pos: Position, eff: Effect, action: Action) -> None:
        (step,) = self.steps(action, 1)
        sq = _square(step)
        q = pos.board[sq]
        if not q or (q > 0) == (pos.side == 0):
            raise ValueError(f"{step} holds no enemy piece")
        if q in pos.T.royal_codes or is_immune(pos, q, pos.statuses.get(sq), 0, pos.move_number):
            raise ValueError(f"the piece on {step} cannot be sent away")
        eff.send_to_hand(sq)


def _square(step: str) -> int:
    from ..squares import parse_square

    if len(step) != 2:
        raise ValueError(f"step {step!r} is not a square such as 5e")
    return parse_square(step)


def persuasion_flips(pos: Position, code_at: Callable[[int], int],
                     status_at: Callable[[int], PieceStatus | None], to: int, color: int,
                     move_number: int) -> list[int] | None:
    """The squares flipped by a piece of ``color`` arriving on ``to`` (Reversi runs in the 8 lines),
    nearest first; None when an enemy king or prince would be flipped (the card cannot be played).
    A run holding an immune piece does not flip."""
    royal = pos.T.royal_codes
    runs: list[tuple[int, int, int]] = []  # (distance, line, square)
    for line, (df, dr) in enumerate(KING_STEPS):
        run: list[int] = []
        t = to
        closed = False
        while (t := step_square(t, df, dr)) >= 0:
            q = code_at(t)
            if not q:
                break
            if owner(q) == color:
                closed = True
                break
            run.append(t)
        if not closed or not run:
            continue
        if any(is_immune(pos, code_at(s), status_at(s), 0, move_number) for s in run):
            continue
        if any(code_at(s) in royal for s in run):
            return None
        runs.extend((d, line, s) for d, s in enumerate(run))
    return [s for _, _, s in sorted(runs)]


class Persuasion(CardHook):
    """16 懐柔策 (both editions): a move or drop, then every enemy run enclosed by an own piece in the 8
    lines from the moved piece changes sides, keeping its promotion; a flipped piece that would break
    二歩 or could never move is promoted.  ``persuasion!5e5d``, ``persuasion!P*4d``."""

    card = "persuasion"

    def candidates(self, pos: Position) -> list[Action]:
        c = pos.side
        mn = pos.move_number
        statuses = dict(pos.statuses)  # as the ply begins: pushing the move ends immunities
        out = []
        for m in pos.pseudo_legal_moves():
            to = (m >> 7) & 127
            pos.push(m)
            try:
                flips = persuasion_flips(pos, pos.board.__getitem__, statuses.get, to, c, mn)
            finally:
                pos.pop()
            if not flips:
                continue
            action = Action(self.card, (pos.move_to_usi(m),))
            frm = m & 127
            if frm >= NSQ and pawn_drop_mates(pos, action, to, frm - NSQ):
                continue
            out.append(action)
        return out

    def play(self, pos: Position, eff: Effect, action: Action) -> None:
        (step,) = self.steps(action, 1)
        c = pos.side
        if is_move_step(step):
            s, to, p = parse_move_step(step)
            self.own(pos, s)
            eff.move(s, to, p)
        else:
            k, to, promoted = parse_drop_step(pos, step)
            if promoted:
                raise ValueError("persuasion drops a piece unpromoted")
            eff.drop(c, k, to)
        flips = persuasion_flips(pos, eff.code, eff.status, to, c, pos.move_number)
        if flips is None:
            raise ValueError("an enemy king or prince would be flipped")
        if not flips:
            raise ValueError("nothing is flipped")
        promote = pos.T.promote_code
        for sq in flips:
            new = -eff.code(sq)
            if (makes_nifu(pos, new, sq, eff) or not alive(pos, new, sq)) and new in promote:
                new = promote[new]
            eff.flip(sq, new)


class PrinceGold(CardHook):
    """06 出世金: a gold moves and promotes (normal promotion condition) into a prince 太子, a royal piece
    moving as a king.  ``prince-gold!4c4b+``."""

    card = "prince-gold"

    def candidates(self, pos: Position) -> list[Action]:
        g = kind_index(pos, "G")
        t_kind = kind_index(pos, "T")
        if g is None or t_kind is None:
            return []
        c = pos.side
        if code_of_kind(t_kind, c) in pos.board:
            return []  # one prince at most
        gold = code_of_kind(g, c)
        zone = pos.T.zone[c]
        out = []
        for m in pos.pseudo_legal_moves():
            s = m & 127
            if s >= NSQ or pos.board[s] != gold:
                continue
            t = (m >> 7) & 127
            if s in zone or t in zone:
                out.append(Action(self.card, (move_text(s, t, True),)))
        return out

    def play(self, pos: Position, eff: Effect, action: Action) -> None:
        (step,) = self.steps(action, 1)
        s, t, promote = parse_move_step(step)
        self.own(pos, s, "G")
        t_kind = kind_index(pos, "T")
        if t_kind is None:
            raise ValueError("this variant has no prince")
        if not promote:
            raise ValueError("the gold promotes: write the move with '+'")
        eff.move(s, t, code_after=code_of_kind(t_kind, pos.side))


HOOKS: dict[str, type[CardHook]] = {
    "recall": Recall,
    "lightning": Lightning,
    "persuasion": Persuasion,
    "prince-gold": PrinceGold,
}
