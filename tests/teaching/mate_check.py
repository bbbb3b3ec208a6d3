"""A small exhaustive mate search for the tests: the attacker plays only checks, the defender every legal
action.  Good for the mate-in-1 to mate-in-3 lessons; the engine's df-pn solver is the real thing."""

from __future__ import annotations

from typing import Any

from shogi_desktop.core.outcome import Termination
from shogi_desktop.core.position import Position


def _mated(pos: Position) -> bool:
    outcome = pos.outcome()
    return outcome is not None and outcome.termination is Termination.CHECKMATE


def mates_in(pos: Position, n: int) -> bool:
    """Can the side to move force checkmate within ``n`` of its own moves?"""
    return bool(mating_moves(pos, n, first=True))


def mating_moves(pos: Position, n: int, first: bool = False) -> list[Any]:
    """The attacker's moves that force mate within ``n`` moves (``first``: stop at the first found)."""
    found = []
    for action in pos.legal_actions():
        pos.push(action)
        try:
            if pos.is_check() and _forced(pos, n - 1):
                found.append(action)
                if first:
                    return found
        finally:
            pos.pop()
    return found


def _forced(pos: Position, n: int) -> bool:
    """The defender (to move, in check) is mated now or after every reply within ``n`` attacker moves."""
    replies = pos.legal_actions()
    if not replies:
        return _mated(pos)
    if n == 0:
        return False
    for reply in replies:
        pos.push(reply)
        try:
            if not mates_in(pos, n):
                return False
        finally:
            pos.pop()
    return True
