"""The move tables are built spec by spec over the squares (core/tables.py, ``_Movement``): the same
tables, in the same order, as the plain walk square by square and spec by spec that built them before
(kept here as the reference), for every variant, sub-variant and add-on combination."""

from __future__ import annotations

from typing import Any

import pytest

from shogi_desktop.core.squares import FILES, RANKS, on_board, reflect_path
from shogi_desktop.core.tables import (
    NSQ,
    _board_vector,
    _lines,
    _Movement,
    _reflect_walls,
    code_of,
    tables_for,
)
from shogi_desktop.core.variant import PieceKind, Variant, all_variant_choices, load_variant

CHOICES = [*all_variant_choices(), "standard+cards1", "standard+cards2", "standard+fantasista",
           "standard+fantasista+cards1", "hybrid:2+fantasista+cards1"]


class ReferenceMovement:
    """Where each kind goes from each square ([color][kind][sq] -> targets: steps, move-only and
    capture-only leaps, rays), and who attacks each square (the sources of leaps and the directions
    of slides, per target square)."""

    def __init__(self, variant: Variant) -> None:
        n = len(variant.kinds)
        empty: tuple[int, ...] = ()
        self.steps = [[[empty for _ in range(NSQ)] for _ in range(n)] for _ in range(2)]
        self.steps_m = [[[empty for _ in range(NSQ)] for _ in range(n)] for _ in range(2)]
        self.steps_c = [[[empty for _ in range(NSQ)] for _ in range(n)] for _ in range(2)]
        self.rays: list[list[list[tuple[tuple[int, ...], ...]]]] = [
            [[() for _ in range(NSQ)] for _ in range(n)] for _ in range(2)]
        self.plain: list[bool] = []
        self.irregular: list[set[int]] = [set(), set()]
        # target -> {source: set(codes)} and target -> {direction: set(codes)}
        self.leap_from: list[list[dict[int, set[int]]]] = [[{} for _ in range(NSQ)] for _ in range(2)]
        self.ray_from: list[list[dict[tuple[int, int], set[int]]]] = [[{} for _ in range(NSQ)] for _ in range(2)]
        for kind in variant.kinds:
            self.plain.append(all(s.can_move and s.can_capture for s in kind.specs))
            for color in (0, 1):
                self._kind(kind, color)

    def _kind(self, kind: PieceKind, color: int) -> None:
        walls = _reflect_walls(kind)
        code = code_of(kind, color)
        if walls and any(s.slide and abs(s.dx) == abs(s.dy) for s in kind.specs):
            self.irregular[color].add(code)
        leap_from = self.leap_from[color]
        ray_from = self.ray_from[color]
        specs = [(spec, *_board_vector(spec.dx, spec.dy, color)) for spec in kind.specs]
        for spec, df, dr in specs:
            if spec.slide and not (spec.can_move and spec.can_capture) and any(
                    (reflect_path(sq, df, dr, walls) if walls and abs(df) == abs(dr) == 1
                     else _lines(df, dr)[sq]) for sq in range(NSQ)):
                raise ValueError(f"{kind.letter}: move-only or capture-only slides are not supported")
        steps, steps_m, steps_c, rays = (self.steps[color][kind.index], self.steps_m[color][kind.index],
                                         self.steps_c[color][kind.index], self.rays[color][kind.index])
        for sq in range(NSQ):
            f, r = sq % 9, sq // 9
            st: list[int] = []
            sm: list[int] = []
            sc: list[int] = []
            rs: list[tuple[int, ...]] = []
            for spec, df, dr in specs:
                if spec.slide:
                    reflecting = walls is not None and abs(df) == abs(dr) == 1
                    path = reflect_path(sq, df, dr, walls) if walls is not None and reflecting else _lines(df, dr)[sq]
                    if path:
                        rs.append(path)
                        if not reflecting and spec.can_capture:  # each square but the first: from afar
                            back = (-df, -dr)
                            for t in path[1:]:  # (the first step is checked through leap_from)
                                ray_from[t].setdefault(back, set()).add(code)
                        if not walls or abs(df) != abs(dr):
                            leap_from[path[0]].setdefault(sq, set()).add(code)
                else:
                    nf, nr = f + df, r + dr
                    if not (0 <= nf < FILES and 0 <= nr < RANKS):
                        continue
                    t = nr * 9 + nf
                    if spec.can_move and spec.can_capture:
                        st.append(t)
                    elif spec.can_move:
                        sm.append(t)
                    else:
                        sc.append(t)
                    if spec.can_capture:
                        leap_from[t].setdefault(sq, set()).add(code)
            steps[sq] = tuple(st)
            steps_m[sq] = tuple(sm)
            steps_c[sq] = tuple(sc)
            rays[sq] = tuple(rs)

    def ray_attacks(self) -> list[list[tuple[tuple[tuple[int, ...], frozenset[int]], ...]]]:
        """Per target square: the lines outward from it with the sliders that attack along each."""
        out = []
        for c in (0, 1):
            per_t = []
            for t in range(NSQ):
                entries = []
                f, r = t % 9, t // 9
                for (df, dr), codes in self.ray_from[c][t].items():
                    cells = []
                    nf, nr = f + df, r + dr
                    while on_board(nf, nr):
                        cells.append(nr * 9 + nf)
                        nf, nr = nf + df, nr + dr
                    entries.append((tuple(cells), frozenset(codes)))
                per_t.append(tuple(entries))
            out.append(per_t)
        return out




def ordered(tables: list[list[dict[Any, set[int]]]]) -> list[list[list[tuple[Any, frozenset[int]]]]]:
    """The attack tables with the order of each target's entries (a dict compares without it)."""
    return [[[(k, frozenset(v)) for k, v in per_t.items()] for per_t in per_color] for per_color in tables]


@pytest.mark.parametrize("choice", CHOICES)
def test_move_tables_equal_the_square_by_square_walk(choice: str) -> None:
    variant = load_variant(choice)
    new, ref = _Movement(variant), ReferenceMovement(variant)
    assert new.steps == ref.steps
    assert new.steps_m == ref.steps_m
    assert new.steps_c == ref.steps_c
    assert new.rays == ref.rays
    assert new.plain == ref.plain
    assert new.irregular == ref.irregular
    assert ordered(new.leap_from) == ordered(ref.leap_from)
    assert ordered(new.ray_from) == ordered(ref.ray_from)
    assert new.ray_attacks() == ref.ray_attacks()


def test_the_reference_is_not_trivial() -> None:
    """The comparison above sees real tables: the rook attacks from afar, the gold from beside."""
    variant = load_variant("standard")
    ref = ReferenceMovement(variant)
    rook = next(k for k in variant.kinds if k.letter == "R")
    gold = next(k for k in variant.kinds if k.letter == "G")
    e5 = 4 * 9 + 4
    assert any(code_of(rook, 0) in codes for codes in ref.ray_from[0][e5].values())
    assert any(code_of(gold, 0) in codes for codes in ref.leap_from[0][e5].values())
    assert len(ref.leap_from[0][e5]) >= 8  # sources of many kinds around the centre
    assert tables_for("standard").ray_att == ref.ray_attacks()
