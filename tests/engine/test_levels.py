"""The beginner levels make human mistakes (captures from afar overlooked), not random moves."""

from __future__ import annotations

from shogi_desktop.core.position import Position
from shogi_desktop.engine.levels import LEVELS, blind_spots
from shogi_desktop.engine.search import Limits, Searcher

# Black's lance on １九 can take White's rook on １三 (six squares away); the gold could take a pawn.
FAR = "k8/9/8r/9/9/4p4/4G4/9/4K3L b - 1"
# Black's gold on ５六 can take White's silver on ５五, next to it.
NEAR = "4k4/9/9/9/4s4/4G4/9/9/4K4 b - 1"
SEEDS = range(1, 11)


def _choices(sfen: str, level: int) -> list[str]:
    return [Searcher(level, seed=seed).search(Position.from_sfen(sfen), Limits(nodes=3000)).best_text
            for seed in SEEDS]


def test_blind_spots_are_deterministic_and_by_level() -> None:
    keys = [(k * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF for k in range(1, 2001)]
    for level in range(1, 11):
        spec = LEVELS[level]
        far = sum(blind_spots(spec, 5, k)[0] for k in keys) / len(keys)
        hanging = sum(blind_spots(spec, 5, k)[1] for k in keys) / len(keys)
        assert abs(far - spec.blind_long) < 0.05 and abs(hanging - spec.blind_hanging) < 0.05, level
        assert [blind_spots(spec, 5, k) for k in keys[:50]] == [blind_spots(spec, 5, k) for k in keys[:50]]
    assert LEVELS[10].blind_long == LEVELS[10].blind_hanging == 0.0
    assert all(LEVELS[n].blind_long >= LEVELS[n + 1].blind_long for n in range(1, 10))


def test_beginners_overlook_a_capture_from_afar_but_take_one_in_reach() -> None:
    assert _choices(FAR, 10) == ["1i1c"] * len(SEEDS)
    for level in (1, 2, 3):
        far = _choices(FAR, level)
        missed = [m for m in far if not m.startswith("1i1c")]
        assert len(missed) >= 3, (level, far)
        near = _choices(NEAR, level)
        assert sum(m == "5f5e" for m in near) >= 7, (level, near)
