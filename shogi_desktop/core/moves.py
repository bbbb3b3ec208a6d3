"""Plain moves and drops as small ints (fast for search and perft):

* board move: ``from | to << 7 | promote << 14``
* drop:       ``(81 + kind_index) | to << 7``
"""

from __future__ import annotations

from .squares import NSQ

BLACK, WHITE = 0, 1
PROMOTE = 1 << 14
Move = int


def move_from(m: int) -> int:
    return m & 127


def move_to(m: int) -> int:
    return (m >> 7) & 127


def is_drop(m: int) -> bool:
    return (m & 127) >= NSQ


def is_promotion(m: int) -> bool:
    return bool(m & PROMOTE)


def make_move(frm: int, to: int, promote: bool = False) -> int:
    return frm | to << 7 | (PROMOTE if promote else 0)


def make_drop(kind_index: int, to: int) -> int:
    return (NSQ + kind_index) | to << 7
