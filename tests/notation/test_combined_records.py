"""A game with cards and 王将ファンタジスタ together survives the native JSON and KIF: card plies, magic
plies, rewinds and gains are kept, and a replay of the read record reproduces every position without
rolling a die."""

from __future__ import annotations

import random

import pytest

from shogi_desktop.core.addons import setup_addons
from shogi_desktop.core.addons.fantasista import NoRollError, replay
from shogi_desktop.core.position import Position
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation.kif import format_kif, parse_kif
from shogi_desktop.notation.native import format_native, parse_native

VARIANT = "standard+cards2+fantasista"


def played(seed: int) -> GameRecord:
    pos = Position.initial(VARIANT)
    setup_addons(pos, {"cards": {"mode": "subset", "cards": ["lightning", "recall", "rewind", "double-move"]},
                       "fantasista": {"fairies": "hiko,ginsara", "seed": 7, "interval": 4}})
    rec = GameRecord(pos)
    rng = random.Random(seed)
    for _ in range(40):
        p = rec.position()
        acts = p.legal_actions()
        if not acts or p.outcome() is not None:
            break
        special = [a for a in acts if not isinstance(a, int)]
        rewinds = [a for a in special if a.name == "rewind"]
        if rewinds and rng.random() < 0.5:
            move = rng.choice(rewinds)
        else:
            move = rng.choice(special) if special and rng.random() < 0.4 else rng.choice(acts)
        rec.add_move(move)
    return rec


def sfens(rec: GameRecord) -> list[str]:
    return [rec.position_at(n).sfen() for n in rec.main_line()]


@pytest.mark.parametrize("fmt", ["json", "kif"])
def test_cards_magic_and_gains_survive_and_replay_never_rolls(fmt: str) -> None:
    for seed in (1, 2):
        rec = played(seed)
        line = rec.main_line()
        names = {n.usi.split("!")[0] for n in line[1:] if "!" in n.usi}
        gains = [e for n in line for e in n.events if isinstance(e, str) and e.startswith("gain!")]
        assert len(gains) >= 6 and "rewind" in names
        assert names & {"lightning", "recall", "double-move"} and names - {"lightning", "recall", "double-move",
                                                                           "rewind"}  # and a magic
        text = format_native(rec) if fmt == "json" else format_kif(rec)
        back = parse_native(text) if fmt == "json" else parse_kif(text)
        back_line = back.main_line()
        assert back.variant == VARIANT
        assert [n.usi for n in back_line] == [n.usi for n in line]
        assert [n.events for n in back_line] == [n.events for n in line]
        assert sfens(back) == sfens(rec)
        try:
            positions = replay(back)
        except NoRollError as exc:  # pragma: no cover - the failure being tested for
            pytest.fail(f"the replay had to roll: {exc}")
        assert [p.sfen() for p in positions] == sfens(rec)
