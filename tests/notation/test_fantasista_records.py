"""A 王将ファンタジスタ game survives the native JSON and KIF: its gains are kept, and a replay of the
read record reproduces every position without rolling."""

from __future__ import annotations

import random

import pytest

from shogi_desktop.core.addons import setup_addons
from shogi_desktop.core.addons.fantasista import NoRollError, record_move, replay
from shogi_desktop.core.position import Position
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation.kif import format_kif, parse_kif
from shogi_desktop.notation.native import format_native, parse_native


def played() -> GameRecord:
    pos = Position.initial("standard+fantasista")
    setup_addons(pos, {"fantasista": {"fairies": "hiko,ayumi", "seed": 7, "interval": 6}})
    rec = GameRecord(pos)
    rng = random.Random(3)
    for _ in range(48):
        p = rec.position()
        acts = p.legal_actions()
        if not acts:
            break
        magic = [a for a in acts if "!" in str(a)]
        gain = None
        if p.move_number == 12:
            gain = "gain!d1,fire-dragon"  # a typed (real die) roll, not the seeded one
        elif p.move_number == 13:
            gain = "gain!d3,invincible"
        record_move(rec, rng.choice(magic) if magic and rng.random() < 0.5 else rng.choice(acts), gain)
    return rec


def sfens(rec: GameRecord) -> list[str]:
    return [Position.from_snapshot(n.snapshot).sfen() for n in rec.main_line()]


@pytest.mark.parametrize("fmt", ["json", "kif"])
def test_gains_survive_and_replay_never_rolls(fmt: str) -> None:
    rec = played()
    line = rec.main_line()
    gains = [e for n in line for e in n.events if isinstance(e, str) and e.startswith("gain!")]
    assert len(gains) >= 6
    assert "gain!d1,fire-dragon" in line[12].events
    assert any("!" in (n.usi or "") and not (n.usi or "").startswith("gain") for n in line[1:])
    text = format_native(rec) if fmt == "json" else format_kif(rec)
    back = parse_native(text) if fmt == "json" else parse_kif(text)
    back_line = back.main_line()
    assert len(back_line) == len(line)
    assert [n.events for n in back_line] == [n.events for n in line]
    assert sfens(back) == sfens(rec)
    try:
        positions = replay(back)
    except NoRollError as exc:  # pragma: no cover - the failure being tested for
        pytest.fail(f"the replay had to roll: {exc}")
    assert [p.sfen() for p in positions] == sfens(rec)
