"""王将ファンタジスタ works on every variant board: random games with many magic actions play, and
undoing every ply (gains included) restores the start exactly."""

from __future__ import annotations

import random

import pytest

from shogi_desktop.core.addons import fantasista, setup_addons
from shogi_desktop.core.position import Position
from shogi_desktop.core.variant import variant_ids


@pytest.mark.parametrize("vid", variant_ids())
def test_magic_games_on_every_board_undo_exactly(vid: str) -> None:
    pos = Position.initial(vid + "+fantasista")
    setup_addons(pos, {"fantasista": {"fairies": "yokaku,ginsara" if len(vid) % 2 else "hiko,ayumi",
                                       "seed": 7, "interval": 4}})
    start = (pos.sfen(), pos.hash)
    rng = random.Random(vid)
    trail = []
    specials = 0
    for _ in range(40):
        actions = pos.legal_actions()
        if not actions:
            break
        magic = [a for a in actions if type(a) is not int]
        move = rng.choice(magic) if magic and rng.random() < 0.5 else rng.choice(actions)
        specials += type(move) is not int
        before = (pos.sfen(), pos.hash)
        fantasista.push_with_gain(pos, move)
        trail.append(before)
    assert specials > 5, "the game should have used magic"
    while trail:
        pos.pop()
        assert (pos.sfen(), pos.hash) == trail.pop()
    assert (pos.sfen(), pos.hash) == start
