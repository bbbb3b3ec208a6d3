"""Move ordering (engine/ordering.py): the quiet moves sorted apart by their history give the order of one
stable sort of every move by its score, over random positions of every variant and the add-ons, with
killers, counter moves, history and action history learnt along the way."""

from __future__ import annotations

import random
from typing import Any

from shogi_desktop.core.position import NSQ, PROMOTE, Position
from shogi_desktop.core.powers import variant_hooks
from shogi_desktop.core.variant import all_variant_choices
from shogi_desktop.engine.evaluate import evaluator_for
from shogi_desktop.engine.ordering import HIST_MAX, MoveOrder, actions_and_drops


def reference_order(o: MoveOrder, pos: Position, moves: list[Any], ply: int, tt_move: Any, skip: Any) -> list[Any]:
    """The documented ordering, one move at a time: every move scored, one stable sort."""
    board = pos.board
    values = o.values
    k0, k1 = o.killers[ply]
    side = pos.side
    counter = o.counter_move(pos, side)
    scored = []
    for m in moves:
        if m == skip:
            continue
        if m == tt_move:
            s = 10_000_000
        elif type(m) is not int:
            s = 1_050_000 if m.name in o.powers else 600_000 + o.action_hist.get(m, 0) // 4
        else:
            to = (m >> 7) & 127
            victim = board[to]
            if victim:
                attacker = board[m & 127]
                vv, av = values[abs(victim) - 1], values[abs(attacker) - 1]
                s = 1_000_000 + vv * 16 - av // 8
                if m & PROMOTE:
                    s += values[abs(pos.T.promote_code[attacker]) - 1] - av
                elif av > vv + 100 and pos.attacked(to, side ^ 1):
                    s = -1_000_000 + vv * 16 - av // 8
            elif m & PROMOTE:
                code = board[m & 127]
                s = 900_000 + values[abs(pos.T.promote_code[code]) - 1] - values[abs(code) - 1]
            elif m == k0:
                s = 800_000
            elif m == k1:
                s = 790_000
            elif m == counter:
                s = 780_000
            else:
                s = o.hist[side][m]
                assert -HIST_MAX <= s <= HIST_MAX
        scored.append((s, m))
    scored.sort(key=lambda item: item[0], reverse=True)
    return [m for _, m in scored]


def test_order_is_one_stable_sort_by_score() -> None:
    rng = random.Random(4)
    compared = dropped = 0
    for variant in [*all_variant_choices()[::3], "standard+cards1", "standard+cards2"]:
        pos = Position.initial(variant)
        o = MoveOrder()
        o.start(frozenset(variant_hooks(pos.variant)), evaluator_for(pos.variant).values)
        for _ in range(rng.randrange(20, 80)):
            actions = pos.legal_actions()
            if not actions or pos.outcome() is not None:
                break
            for _ in range(3):
                o.reward(pos, rng.choice(actions), rng.randrange(4), rng.randrange(1, 12),
                         rng.sample(actions, min(4, len(actions))))
            for ply in range(4):
                tt = rng.choice([*actions, None])
                skip = rng.choice([*actions, None, None])
                got = o.order(pos, actions, ply, tt, skip)
                assert got == reference_order(o, pos, actions, ply, tt, skip), (variant, pos.sfen())
                assert len(got) == len(actions) - (skip in actions)
                # the drops handed over as a slice (the search's list: legal_moves then the actions)
                moves, drops = actions_and_drops(pos)
                assert sorted(map(str, moves)) == sorted(map(str, actions))
                assert all((m & 127) >= NSQ for m in moves[drops[0]:drops[1]])
                assert not any(type(m) is int and (m & 127) >= NSQ for m in moves[:drops[0]] + moves[drops[1]:])
                assert o.order(pos, moves, ply, tt, skip, drops) == reference_order(o, pos, moves, ply, tt, skip)
                dropped += drops[1] > drops[0]
                compared += 1
            captures = [m for m in actions if isinstance(m, int) and pos.board[(m >> 7) & 127]]
            pos.push(rng.choice(captures) if captures and rng.random() < 0.4 else rng.choice(actions))
    assert compared > 500 and dropped > 200, (compared, dropped)
