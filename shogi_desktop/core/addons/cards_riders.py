"""Cards 02 迅翼龍 (dragon rider) and 03 天翔馬 (horse rider), second edition (RULES.md §5, §7).

Playing the card: an own piece (not a king or prince, not itself carrying a rider) next to the dragon
boards it; then the dragon may make a dragon move; then the rider may be set down on an empty square
next to the dragon (never where it could not move, never making 二歩, never promoted)::

    dragon-rider!2b3b            the piece on 2b boards the dragon on 3b
    dragon-rider!2b3b,3b3c       ... and the dragon moves to 3c
    dragon-rider!2b3b,3b3c,4d    ... and the rider is set down on 4d
    dragon-rider!2b3b,4b         boarding and setting down at once (not back on 2b: that would be a pass)

The rider is kept in the carrier's status (``PieceStatus.rider``, the piece code).  On any later ply the
carrier's plain moves keep it aboard; a carrier move that sets it down is written under the card's
name with the carrier's move first (``dragon-rider!3c3g,4h``) and needs no unused card.  A captured
carrier takes its rider to the captor's hand; a carrier sent to a hand by another effect sends its
rider to its owner's hand (``effects.Effect``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..effects import Effect, alive, makes_nifu, neighbours, owner, piece_moves
from ..squares import NSQ, parse_square, square_name
from .cards import CardHook, held, kind_index, move_text, parse_move_step

if TYPE_CHECKING:
    from ..position import Position


class RiderCard(CardHook):
    letter = ""  # the carrier's kind: "+R" or "+B"

    def carrier_code(self, pos: Position) -> int | None:
        k = kind_index(pos, self.letter)
        if k is None:
            return None
        return k + 1 if pos.side == 0 else -k - 1

    def actions(self, pos: Position) -> list[Action]:
        code = self.carrier_code(pos)
        if code is None:
            return []
        out = self._set_downs(pos, code)
        if held(pos, self.card) is not None:
            out.extend(self._plays(pos, code))
        return out

    @staticmethod
    def _drop_squares(pos: Position, rider: int, around: int, also_empty: tuple[int, ...] = (),
                      exclude: int = -1) -> list[int]:
        """Where the rider may be set down next to ``around`` (``also_empty``: squares vacated this ply)."""
        out = []
        for x in neighbours(around):
            if x == exclude or (pos.board[x] and x not in also_empty):
                continue
            if alive(pos, rider, x) and not makes_nifu(pos, rider, x):
                out.append(x)
        return out

    def _set_downs(self, pos: Position, code: int) -> list[Action]:
        """Later plies: a carrier move that sets the rider down (no card needed)."""
        c = pos.side
        mn = pos.move_number
        out = []
        for d in range(NSQ):
            st = pos.statuses.get(d)
            if pos.board[d] != code or st is None or not st.rider:
                continue
            for t, p in piece_moves(pos, d, c, mn):
                for x in self._drop_squares(pos, st.rider, t, also_empty=(d,), exclude=t):
                    out.append(Action(self.card, (move_text(d, t, p), square_name(x))))
        return out

    def _plays(self, pos: Position, code: int) -> list[Action]:
        c = pos.side
        mn = pos.move_number
        royal = pos.T.royal_codes
        out = []
        board = pos.board
        for d in range(NSQ):
            st = pos.statuses.get(d)
            if board[d] != code or (st is not None and st.rider):
                continue
            for r in neighbours(d):
                rider = board[r]
                rst = pos.statuses.get(r)
                if not rider or owner(rider) != c or rider in royal or (rst is not None and rst.rider):
                    continue
                first = move_text(r, d)
                out.append(Action(self.card, (first,)))
                board[r] = 0  # the rider has left its square
                try:
                    for x in self._drop_squares(pos, rider, d, exclude=r):
                        out.append(Action(self.card, (first, square_name(x))))
                    for t, p in piece_moves(pos, d, c, mn):
                        second = move_text(d, t, p)
                        out.append(Action(self.card, (first, second)))
                        for x in self._drop_squares(pos, rider, t, also_empty=(d,), exclude=t):
                            out.append(Action(self.card, (first, second, square_name(x))))
                finally:
                    board[r] = rider
        return out

    def effect(self, pos: Position, action: Action) -> Effect:
        steps = action.steps
        if steps and len(steps[0]) in (4, 5):
            d = parse_square(steps[0][:2])
            st = pos.statuses.get(d)
            if pos.board[d] == self.carrier_code(pos) and st is not None and st.rider:
                return self._set_down_effect(pos, action)
        return super().effect(pos, action)

    def _set_down_effect(self, pos: Position, action: Action) -> Effect:
        eff = Effect(pos)
        try:
            move, down = self.steps(action, 2)
            d, t, p = parse_move_step(move)
            eff.move(d, t, p)
            eff.set_down(t, parse_square(down))
        except (ValueError, IndexError, KeyError) as exc:
            raise ValueError(f"{action}: {exc}") from None
        eff.expire()
        return eff

    def play(self, pos: Position, eff: Effect, action: Action) -> None:
        steps = self.steps(action, (1, 2, 3))
        r, d, _ = parse_move_step(steps[0])
        if pos.board[d] != self.carrier_code(pos):
            raise ValueError(f"{square_name(d)} holds no {self.letter} of the side to move")
        self.own(pos, r)
        eff.board_rider(r, d)
        at = d
        rest = list(steps[1:])
        if rest and len(rest[0]) in (4, 5):
            d2, t, p = parse_move_step(rest.pop(0))
            if d2 != d:
                raise ValueError("the carrier's move must start on its square")
            eff.move(d, t, p)
            at = t
        if rest:
            (down,) = rest
            eff.set_down(at, parse_square(down))


class DragonRider(RiderCard):
    card = "dragon-rider"
    letter = "+R"


class HorseRider(RiderCard):
    card = "horse-rider"
    letter = "+B"


HOOKS: dict[str, type[CardHook]] = {"dragon-rider": DragonRider, "horse-rider": HorseRider}
