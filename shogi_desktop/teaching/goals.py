"""A lesson's goal, and the check of one action against it, asked of the core.

A goal is a few conditions, all of which the (last) action of the player must meet:

    use      the action uses this card, magic or piece power (its name: ``reflect-bishop``, ``lion``)
    actions  the action is one of these (exact action strings)
    capture  the opponent's pieces on these squares are gone from the board afterwards (captured,
             burnt, struck, sent back to a hand or turned to the player's side)
    reach    one of the player's pieces stands on this square afterwards (``piece``: of this kind,
             its letter as Black writes it, ``+B`` for a horse)
    mate     the action gives checkmate (``mate = N``: the lesson's line is mate in N, its last move mates)
    check    the action gives check
    safe     the player's pieces on these squares cannot be taken by any reply
    hand     the player's hand holds one more piece of this kind afterwards (its letter: ``B``)

The checks are the core's: its legal actions, its pieces on squares, its outcome (checkmate counts
every card and magic answer of the defender).  A failed check says which conditions failed (``Miss``
codes the UI translates) and, where one exists, a reply that shows why (the escape from a "mate", the
capture of an unsafe piece).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..core.moves import move_to
from ..core.outcome import Termination
from ..core.position import Position
from ..core.tables import parse_square
from .setup import action_text

MAX_MATE = 9  # the longest mate a goal may name (plies of the line are 2N-1)


class Miss(Enum):
    WRONG_POWER = "wrong-power"  # the action does not use the card, magic or power the lesson is about
    NOT_LISTED = "not-listed"  # not one of the actions the lesson accepts
    NOT_CAPTURED = "not-captured"  # a target piece is still there
    NOT_REACHED = "not-reached"  # no piece of the player (of that kind) on the goal square
    NOT_MATE = "not-mate"  # the opponent is not checkmated
    NO_CHECK = "no-check"  # the action does not give check
    NOT_IN_HAND = "not-in-hand"  # the piece did not come to the player's hand
    UNSAFE = "unsafe"  # a piece that should be safe can be taken


@dataclass(frozen=True)
class Goal:
    use: str = ""
    actions: tuple[str, ...] = ()
    capture: tuple[str, ...] = ()
    reach: str = ""
    piece: str = ""
    mate: int = 0
    check: bool = False
    safe: tuple[str, ...] = ()
    hand: str = ""

    @property
    def empty(self) -> bool:
        return not (self.use or self.actions or self.capture or self.reach or self.mate or self.check or self.safe
                    or self.hand)


@dataclass(frozen=True)
class GoalCheck:
    misses: tuple[Miss, ...]
    refutation: str | None = None  # a reply of the opponent that shows a miss (an escape, a capture)

    @property
    def met(self) -> bool:
        return not self.misses


def _own(pos: Position, sq: int, color: int, letter: str = "") -> bool:
    found = pos.piece_at(sq)
    return found is not None and found[1] == color and (not letter or found[0].letter == letter)


def _enemy_on(pos: Position, sq: int, color: int) -> bool:
    found = pos.piece_at(sq)
    return found is not None and found[1] != color


def check_goal(goal: Goal, pos: Position, action: Any) -> GoalCheck:
    """Does the legal ``action`` of the side to move in ``pos`` meet ``goal``?  ``pos`` is left as it was."""
    mover = pos.side
    text = action_text(pos, action)
    misses: list[Miss] = []
    name = "" if isinstance(action, int) else getattr(action, "name", "")
    if goal.use and name != goal.use:
        misses.append(Miss.WRONG_POWER)
    if goal.actions and text not in goal.actions:
        misses.append(Miss.NOT_LISTED)
    targets = [parse_square(s) for s in goal.capture]
    present = [sq for sq in targets if _enemy_on(pos, sq, mover)]
    refutation: str | None = None
    held = _hand_count(pos, mover, goal.hand)
    pos.push(action)
    try:
        if any(_enemy_on(pos, sq, mover) for sq in present) or len(present) < len(targets):
            misses.append(Miss.NOT_CAPTURED)
        if goal.reach and not _own(pos, parse_square(goal.reach), mover, goal.piece):
            misses.append(Miss.NOT_REACHED)
        if goal.mate:
            outcome = pos.outcome()
            if outcome is None or outcome.termination is not Termination.CHECKMATE or outcome.winner != mover:
                misses.append(Miss.NOT_MATE)
                replies = pos.legal_actions()
                refutation = action_text(pos, replies[0]) if replies else None
        if goal.hand and _hand_count(pos, mover, goal.hand) <= held:
            misses.append(Miss.NOT_IN_HAND)
        if goal.check and not pos.is_check():
            misses.append(Miss.NO_CHECK)
        if goal.safe:
            squares = [parse_square(s) for s in goal.safe]
            if not all(_own(pos, sq, mover) for sq in squares):
                misses.append(Miss.UNSAFE)
            else:
                taker = _taker(pos, squares, mover)
                if taker is not None:
                    misses.append(Miss.UNSAFE)
                    refutation = refutation or taker
    finally:
        pos.pop()
    return GoalCheck(tuple(misses), refutation)


def _hand_count(pos: Position, color: int, letter: str) -> int:
    if not letter:
        return 0
    return sum(n for kind, n in pos.hand_counts(color).items() if kind.letter == letter)


def _taker(pos: Position, squares: list[int], mover: int) -> str | None:
    """A reply (of the side to move in ``pos``) after which a piece of ``mover`` on one of ``squares``
    is no longer there, or None when every piece is safe."""
    for reply in pos.legal_actions():
        text = action_text(pos, reply)
        pos.push(reply)
        try:
            taken = not all(_own(pos, sq, mover) for sq in squares)
        finally:
            pos.pop()
        if taken:
            return text
    return None


def unknown_letters(goal: Goal, pos: Position) -> list[tuple[str, str]]:
    """``(key, letter)`` of the goal's piece letters that the position's variant does not have."""
    return [(key, letter) for key, letter in (("piece", goal.piece), ("hand", goal.hand))
            if letter and not pos.variant.has_kind(letter)]


def already_met(goal: Goal, pos: Position) -> list[str]:
    """The goal keys already true in the start position (nothing left to do for them): a capture target
    without an enemy piece, a reach square already holding the piece."""
    mover = pos.side
    keys = []
    if any(not _enemy_on(pos, parse_square(s), mover) for s in goal.capture):
        keys.append("capture")
    if goal.reach and _own(pos, parse_square(goal.reach), mover, goal.piece):
        keys.append("reach")
    return keys


class Standing(Enum):
    """Where an action left the side to move, as a reader trying moves on an example wants to know."""

    PLAYS_ON = "plays-on"  # not in check, with legal actions
    CHECK = "check"  # in check, with an answer
    MATE = "mate"  # in check with no legal action
    STALEMATE = "stalemate"  # no legal action, not in check (a loss)


def standing(pos: Position) -> tuple[Standing, str | None]:
    """The side to move's standing in ``pos`` and, in check, one answer (taking the piece that just moved
    when that is legal, else the core's first legal action) as an action text."""
    replies = pos.legal_actions()
    in_check = pos.is_check()
    if not replies:
        return (Standing.MATE if in_check else Standing.STALEMATE), None
    if not in_check:
        return Standing.PLAYS_ON, None
    last = pos.last_move()
    landed = move_to(last) if isinstance(last, int) else None
    answer = next((r for r in replies if isinstance(r, int) and move_to(r) == landed), replies[0])
    return Standing.CHECK, action_text(pos, answer)
