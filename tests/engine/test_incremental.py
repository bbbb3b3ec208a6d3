"""The search's incremental evaluation equals the full evaluation after random pushes and pops."""

from __future__ import annotations

import random

import pytest

from shogi_desktop.core.position import Position
from shogi_desktop.engine.evaluate import evaluator_for
from shogi_desktop.engine.incremental import IncrementalEval
from shogi_desktop.engine.search import Limits, Searcher

VARIANTS = ["standard", "hybrid", "kirin-phoenix", "princess-empress", "reflect-bishop", "immortal-silver",
            "eight-knight", "standard+cards1", "standard+cards2", "standard+fantasista",
            "standard+cards2+fantasista", "hybrid+cards1"]


def _walk(variant: str, seed: int, steps: int) -> int:
    """Random pushes (captures preferred, so pieces change hands) and pops; returns the checks made."""
    rng = random.Random(seed)
    pos = Position.initial(variant)
    ev = evaluator_for(pos.variant)
    inc = IncrementalEval(ev, pos)
    checked = 0
    depth = 0
    for _ in range(steps):
        moves = pos.legal_actions()
        if moves and (depth == 0 or rng.random() < 0.7):
            captures = [m for m in moves if type(m) is int and pos.board[(m >> 7) & 127]]
            pool = captures if captures and rng.random() < 0.5 else moves
            inc.push(rng.choice(pool))
            depth += 1
        elif depth:
            inc.pop()
            depth -= 1
        else:
            break
        assert inc.base == ev.base(pos), (variant, pos.sfen())
        assert ev.finish(pos, inc.base) == ev.evaluate(pos)
        checked += 1
    while depth:
        inc.pop()
        depth -= 1
        assert inc.base == ev.base(pos)
    assert pos.sfen() == Position.initial(variant).sfen()
    return checked


@pytest.mark.parametrize("variant", VARIANTS)
def test_incremental_base_equals_full_base(variant: str) -> None:
    assert _walk(variant, seed=len(variant), steps=300) > 100


def test_search_uses_the_kept_base_and_leaves_the_position() -> None:
    pos = Position.from_sfen("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1")
    before = pos.sfen()
    searcher = Searcher(10, seed=1)
    result = searcher.search(pos, Limits(nodes=3000))
    assert result.best is not None and pos.sfen() == before
    assert searcher.inc.base == evaluator_for(pos.variant).base(searcher.pos)


@pytest.mark.parametrize("variant", ["standard", "kirin-phoenix", "princess-empress", "hybrid"])
def test_king_moves_keep_the_base(variant: str) -> None:
    """King moves (kept by the change near the king's two squares) preferred in a random walk of both
    kings across the board, with pieces around them."""
    rng = random.Random(7)
    pos = Position.initial(variant)
    ev = evaluator_for(pos.variant)
    inc = IncrementalEval(ev, pos)
    king_moves = 0
    for _ in range(400):
        moves = [m for m in pos.legal_moves()]
        if not moves:
            break
        kings = [m for m in moves if (m & 127) == pos.king_sq[pos.side]]
        m = rng.choice(kings if kings and rng.random() < 0.6 else moves)
        king_moves += m in kings and not pos.board[(m >> 7) & 127]
        inc.push(m)
        assert inc.base == ev.base(pos), (variant, pos.sfen())
    assert king_moves > 50
    while pos.ply:
        inc.pop()
        assert inc.base == ev.base(pos)
