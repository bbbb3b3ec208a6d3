"""The evaluation's dynamic terms in one pass (Evaluator.dynamic) equal the ones from the least-attacker
lists square by square (Evaluator.dynamic_by_maps), over random games of every variant and add-on, and
the real-game positions of the tsume corpus with the moves from them."""

from __future__ import annotations

import random
from pathlib import Path

from shogi_desktop.core.addons import setup_addons
from shogi_desktop.core.position import Position
from shogi_desktop.core.variant import all_variant_choices
from shogi_desktop.engine.evaluate import evaluator_for

CORPUS = Path(__file__).parent / "data" / "tsume_corpus.txt"


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
            assert ev.dynamic(pos) == ev.dynamic_by_maps(pos), (pos.variant.id, pos.sfen())
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
            assert ev.dynamic(pos) == ev.dynamic_by_maps(pos), pos.sfen()
            n += 1
            if m is not None:
                pos.pop()
    assert n > 3000
