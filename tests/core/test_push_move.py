"""Position.push_move (the search's make of a plain move or drop, returning whether it gave check) against
push + is_check: along seeded random games of several variants (half of them "sharp": checks, captures
and promotions preferred, so that discovered checks, checks by promotion, royal captures and drops
next to the king happen), every legal plain move and drop is made both ways from every position, which
must then be the same (board, hands, key, history, kings) with the same answer to is_check(), and pop
must give the position back."""

from __future__ import annotations

import random
from typing import Any

import pytest

from shogi_desktop.core.position import Position

VARIANTS = ["standard", "eight-knight:4", "hybrid:2", "kirin-phoenix:1", "princess-empress:1",
            "reflect-bishop:1"]


def _state(pos: Position) -> tuple[Any, ...]:
    return (pos.sfen(), pos.hash, pos.recent_keys(1000), tuple(pos.last_records(1000)), pos.king_sq[:], pos.ply)


def _pick(pos: Position, moves: list[Any], rng: random.Random, sharp: bool) -> Any:
    if sharp:
        forcing = []
        for m in moves:
            if type(m) is int and (pos.board[(m >> 7) & 127] or m & (1 << 14)):
                forcing.append(m)
            else:
                pos.push(m)
                if pos.is_check():
                    forcing.append(m)
                pos.pop()
        if forcing and rng.random() < 0.8:
            return rng.choice(forcing)
    return rng.choice(moves)


@pytest.mark.parametrize("variant", VARIANTS)
def test_push_move_equals_push_and_is_check(variant: str) -> None:
    rng = random.Random(len(variant))
    checks = tried = 0
    for game in range(4):
        pos = Position.initial(variant)
        for _ in range(70):
            moves = pos.legal_moves()
            if not moves or pos.outcome() is not None:
                break
            if not pos.statuses and not pos.after_ply:
                before = _state(pos)
                for m in moves:
                    pos.push(m)
                    expected, check = _state(pos), pos.is_check()
                    pos.pop()
                    assert pos.push_move(m) is check, (variant, pos.sfen(), m)
                    assert _state(pos) == expected
                    pos.pop()
                    assert _state(pos) == before
                    checks += check
                    tried += 1
            pos.push(_pick(pos, moves, rng, sharp=game % 2 == 1))
    assert tried > 2000 and checks > 30, (tried, checks)
