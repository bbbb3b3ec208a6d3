"""The tests' oracle of short mates: an exhaustive search of every legal action with the core's own
check and mate, independent of the mate search's move lists, hand tables and proof numbers.

A mate here is a tsume mate: every attacker ply gives check (``pos.is_check()`` after it) and the
defender, in check, ends without a legal action (cards and magic included).  A ply followed by a die
roll (a fantasista gain) ends the search: a mate must not depend on chance (docs/rules-decisions.md,
"Mate search").
"""

from __future__ import annotations

from typing import Any

from shogi_desktop.core.position import Position


def chance_follows(pos: Position) -> bool:
    """Does a die roll follow the ply about to be played?"""
    return any(h.due(pos) for h in pos.after_ply)


def mate_length(pos: Position, plies: int = 3) -> int | None:
    """The length of the shortest forced mate of at most ``plies`` (1 or 3) by the side to move, or None."""
    if chance_follows(pos):
        return None
    best: int | None = None
    for a in pos.legal_actions():
        pos.push(a)
        try:
            if not pos.is_check():
                continue
            if not pos.has_legal_move():
                return 1
            if plies < 3 or best is not None or chance_follows(pos):
                continue
            if all(_mate_in_one_after(pos, reply) for reply in pos.legal_actions()):
                best = 3
        finally:
            pos.pop()
    return best


def _mate_in_one_after(pos: Position, reply: Any) -> bool:
    pos.push(reply)
    try:
        return mate_length(pos, 1) == 1
    finally:
        pos.pop()
