"""The evaluation's dynamic terms in one pass (Evaluator.dynamic) equal the ones from the least-attacker
lists square by square (dynamic_by_maps below: the reference), over random games of every variant and add-on, and
the real-game positions of the tsume corpus with the moves from them."""

from __future__ import annotations

import random
from pathlib import Path

from shogi_desktop.core.addons import setup_addons
from shogi_desktop.core.position import BLACK, Position
from shogi_desktop.core.variant import all_variant_choices
from shogi_desktop.engine.evaluate import NO_ATTACKER, ROYAL_ATTACKER, Evaluator, evaluator_for

CORPUS = Path(__file__).parent / "data" / "tsume_corpus.txt"


def dynamic_by_maps(ev: Evaluator, pos: Position) -> int:
    """Evaluator.dynamic from the least-attacker lists of ``attack_maps``, square by square and king by
    king (``_king_terms``, as the evaluation's breakdown sums them)."""
    board = pos.board
    value = ev._value
    lb, lw, s = ev.attack_maps(pos)
    tw = ev.params.threats
    ib = 0 if pos.side == BLACK else 1
    for sq, code in enumerate(board):
        own, enemy, i, sign = (lb, lw, ib, 1) if code > 0 else (lw, lb, ib ^ 1, -1)
        la = enemy[sq]
        if code and la < NO_ATTACKER and value[code] < ROYAL_ATTACKER:
            v = value[code]
            if la + 50 < v:
                s += sign * (tw[i] + tw[i + 4] * (v - la) // 100)
            elif own[sq] == NO_ATTACKER:
                s += sign * (tw[i + 2] + tw[i + 6] * v // 100)
    for color, ksq in enumerate(pos.king_sq):
        if ksq >= 0:
            s += (1 if color == BLACK else -1) * ev._king_terms(pos, color, ksq, lb, lw)
    return s


def starts() -> list[Position]:
    out = [Position.initial(v) for v in ["standard"] * 6 + list(all_variant_choices())]
    out += [Position.initial("standard+cards1"), Position.initial("standard+cards2")]
    fantasista = Position.initial("standard+fantasista")
    setup_addons(fantasista, {"fantasista": {"fairies": "hiko,ginsara", "seed": 3, "interval": 4}})
    return out + [fantasista]


def test_dynamic_terms_equal_the_maps_over_random_games() -> None:
    rng = random.Random(23)
    checked = 0
    variants = set()
    for start in starts():
        pos = start.copy()
        ev = evaluator_for(pos.variant)
        for _ in range(rng.randrange(60, 140)):
            assert ev.dynamic(pos) == dynamic_by_maps(ev, pos), (pos.variant.id, pos.sfen())
            checked += 1
            variants.add(pos.variant.id)
            if pos.outcome() is not None:
                break
            actions = pos.legal_actions()
            if not actions:
                break
            captures = [a for a in actions if isinstance(a, int) and pos.board[(a >> 7) & 127]]
            pos.push(rng.choice(captures) if captures and rng.random() < 0.5 else rng.choice(actions))
    assert checked > 1500 and len(variants) >= 10, (checked, sorted(variants))


def test_dynamic_terms_equal_the_maps_on_corpus_positions() -> None:
    ev = evaluator_for(Position().variant)
    n = 0
    for line in CORPUS.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        pos = Position.from_sfen(line.split("|")[0].strip())
        for m in [None, *pos.legal_moves()[:40]]:
            if m is not None:
                pos.push(m)
            assert ev.dynamic(pos) == dynamic_by_maps(ev, pos), pos.sfen()
            n += 1
            if m is not None:
                pos.pop()
    assert n > 3000
