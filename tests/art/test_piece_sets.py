"""The piece sets cover every kind of every variant and add-on, and the international marks say what
the core's move tables say (no Qt here: the art package is pure)."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from shogi_desktop.art import international, piece_sets
from shogi_desktop.art.board_styles import BOARD_STYLES, DEFAULT_BOARD_STYLE, STYLES, board_style
from shogi_desktop.art.marks import Mark, movement_marks
from shogi_desktop.art.piece_sets import PIECE_SETS, every_kind, face_file_name, face_text, kanji_sets
from shogi_desktop.core.tables import parse_square, tables_for
from shogi_desktop.core.variant import PieceKind, load_variant

ROOT = Path(__file__).resolve().parents[2]
PIECES = ROOT / "resources" / "pieces"
PIECE_FONT = ROOT / "resources" / "fonts" / "ShogiPieces-NotoSerifCJKjp-Bold.otf"
CENTRE = parse_square("5e")
KINDS = every_kind()


def test_every_kind_covers_the_variants_and_the_add_ons() -> None:
    names = {k.name_en for _c, k in KINDS}
    for name in ("King", "Kirin", "Phoenix", "Lion", "Queen", "Chess pawn", "Chess knight", "Royal rook",
                 "Royal bishop", "Princess", "Empress", "Prince", "Fire dragon", "God dragon", "Spearman",
                 "Thunder horse", "Gale horse", "Sword silver", "Immortal silver", "Eight-way knight",
                 "Reflecting bishop"):
        assert name in names
    assert any("+fantasista" in c for c, _k in KINDS) and any("+cards" in c for c, _k in KINDS)


def test_every_kind_has_a_face_in_every_set() -> None:
    for choice, kind in KINDS:
        for black in (True, False):
            assert kind.face(black) in piece_sets.TWO_KANJI or (
                kind.kanji_long and len(kind.kanji_long) == 2), (choice, kind.letter)
            two = face_text(kind, black, "two-kanji")
            one = face_text(kind, black, "one-kanji")
            assert len(two) == 2 and len(one) == 1, (choice, kind.letter, one, two)
        assert international.has_symbol(kind), (choice, kind.letter, kind.name_en)


def test_faces_of_one_game_differ_unless_the_pieces_move_alike() -> None:
    for choice in piece_sets.add_on_choices():
        variant = load_variant(choice)
        for piece_set in PIECE_SETS:
            by_face: dict[tuple[object, ...], set[tuple[str, tuple[str, ...]]]] = {}
            for kind in variant.kinds:
                for black in (True, False):
                    if piece_set == "international":
                        key: tuple[object, ...] = (international.symbol_of(kind, black), kind.is_promoted)
                        moves: tuple[str, tuple[str, ...]] = (kind.moves, kind.hooks)
                    else:
                        key = (face_text(kind, black, piece_set), kind.is_promoted)
                        moves = (kind.moves, kind.hooks)
                    by_face.setdefault(key, set()).add(moves)
            for key, movements in by_face.items():
                if piece_set == "international":  # the marks tell pieces with one pictogram apart
                    continue
                assert len(movements) == 1, (choice, piece_set, key, movements)


def test_two_kanji_faces_read_as_real_pieces() -> None:
    std = load_variant("standard")
    faces = {k.letter: face_text(k, True, "two-kanji") for k in std.kinds}
    assert faces == {"K": "玉将", "R": "飛車", "B": "角行", "G": "金将", "S": "銀将", "N": "桂馬", "L": "香車",
                     "P": "歩兵", "+R": "龍王", "+B": "龍馬", "+S": "成銀", "+N": "成桂", "+L": "成香", "+P": "と金"}
    assert face_text(std.kind("K"), False, "two-kanji") == "王将"
    assert face_text(std.kind("+R"), True, "one-kanji") == "龍"


def test_every_kanji_glyph_is_in_the_shipped_piece_font() -> None:
    cmap = TTFont(PIECE_FONT).getBestCmap()
    missing = {c for _ch, kind in KINDS for s in kanji_sets() for b in (True, False)
               for c in face_text(kind, b, s) if ord(c) not in cmap}
    assert not missing


def test_every_kanji_face_is_shipped_as_outlines() -> None:
    for choice, kind in KINDS:
        for piece_set in kanji_sets():
            for black in (True, False):
                text = face_text(kind, black, piece_set)
                for pointing in (0, 1):
                    path = PIECES.joinpath(*face_file_name(piece_set, kind.letter, text, pointing))
                    assert path.is_file(), (choice, kind.letter, path)
                    svg = path.read_text(encoding="utf-8")
                    assert "<text" not in svg and "<path d=" in svg, path
                    assert ("rotate(180" in svg) == (pointing == 1), path
                    assert ("#c0161b" in svg) == kind.is_promoted, path


# ----------------------------------------------------------------------------- international marks
def _board_target(mark: Mark, color: int, sq: int) -> int | None:
    """Where a step or leap mark lands from ``sq`` for ``color`` (Black: forward is rank a, right is file 1)."""
    f, r = sq % 9, sq // 9
    sign = 1 if color == 0 else -1
    nf, nr = f + sign * mark.dx, r - sign * mark.dy
    return nr * 9 + nf if 0 <= nf < 9 and 0 <= nr < 9 else None


def _table_kind(choice: str, kind: PieceKind) -> tuple[object, int]:
    variant = load_variant(choice)
    return tables_for(choice), next(k.index for k in variant.kinds if k.letter == kind.letter)


@pytest.mark.parametrize("choice,kind", KINDS, ids=[f"{c}:{k.letter}" for c, k in KINDS])
def test_marks_match_the_core_move_tables(choice: str, kind: PieceKind) -> None:
    """Every mark is a move the core's tables give a lone piece on 5e, and every such move has a mark."""
    T, index = _table_kind(choice, kind)
    marks = movement_marks(kind)
    for color in (0, 1):
        steps = set(T.steps[color][index][CENTRE])  # type: ignore[attr-defined]
        move_only = set(T.steps_m[color][index][CENTRE])  # type: ignore[attr-defined]
        capture_only = set(T.steps_c[color][index][CENTRE])  # type: ignore[attr-defined]
        rays = T.rays[color][index][CENTRE]  # type: ignore[attr-defined]
        first_of_ray = {ray[0]: ray for ray in rays}
        drawn_steps: set[int] = set()
        drawn_m: set[int] = set()
        drawn_c: set[int] = set()
        drawn_rays: set[int] = set()
        for m in marks:
            target = _board_target(m, color, CENTRE)
            assert target is not None
            if m.kind == "slide":
                drawn_rays.add(target)
                assert target in first_of_ray, (m, color)
                ray = first_of_ray[target]
                straight = all(_board_target(Mark(m.dx * i, m.dy * i, "jump"), color, CENTRE) == ray[i - 1]
                               for i in range(1, len(ray) + 1))
                assert straight != bool(m.bounce) or len(ray) < 5, (m, color, ray)
            elif m.can_move and m.can_capture:
                drawn_steps.add(target)
                assert (m.kind == "step") == (max(abs(m.dx), abs(m.dy)) == 1)
            elif m.can_move:
                drawn_m.add(target)
            else:
                drawn_c.add(target)
        assert drawn_steps == steps and drawn_m == move_only and drawn_c == capture_only, (color, marks)
        assert drawn_rays == set(first_of_ray), (color, marks)


def test_marks_of_well_known_pieces() -> None:
    std = load_variant("standard")
    assert {(m.dx, m.dy, m.shape) for m in movement_marks(std.kind("N"))} == {(1, 2, "ring"), (-1, 2, "ring")}
    assert {m.shape for m in movement_marks(std.kind("+R"))} == {"line", "dot"}
    pawn = load_variant("hybrid").kind("P")
    assert {(m.dx, m.dy, m.shape) for m in movement_marks(pawn)} == {(0, 1, "square"), (1, 1, "cross"),
                                                                     (-1, 1, "cross")}
    bishop = load_variant("reflect-bishop").kind("B")
    assert {m.bounce for m in movement_marks(bishop)} == {"both"}
    assert {m.bounce for m in movement_marks(load_variant("reflect-bishop:2").kind("B"))} == {"files"}
    assert {m.bounce for m in movement_marks(load_variant("reflect-bishop:3").kind("+B"))} == {"ranks", ""}
    assert not any(m.bounce for m in movement_marks(std.kind("B")))


_MARK_ELEMENT = re.compile(r'<(circle|rect|path) ([^>]*)/>')


def _drawn_marks(svg: str) -> list[tuple[float, float]]:
    """The centres of the marks drawn after the pictogram (dots, rings, squares, crosses, line midpoints)."""
    tail = svg.rsplit("</g>", 1)[-1]  # a face pointing up: the marks follow the pictogram's group
    out = []
    for tag, attrs in _MARK_ELEMENT.findall(tail):
        nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", attrs.split('fill="')[0].split("stroke=")[0])]
        if tag == "circle":
            out.append((nums[0], nums[1]))
        elif tag == "rect":
            out.append((nums[0] + nums[2] / 2, nums[1] + nums[3] / 2))
        else:
            out.append(((nums[0] + nums[2]) / 2, (nums[1] + nums[3]) / 2))
    return out


@pytest.mark.parametrize("choice,kind", KINDS[:40], ids=[f"{c}:{k.letter}" for c, k in KINDS[:40]])
def test_drawn_marks_point_the_way_the_piece_moves(choice: str, kind: PieceKind) -> None:
    """One drawn mark per movement, in the move's direction seen from the owner (forward = up the piece)."""
    from shogi_desktop.art.tile import piece_scale

    marks = movement_marks(kind)
    cx, cy = international.centre(piece_scale(kind.letter))
    svg = international.international_svg(kind, True, 0)
    drawn = _drawn_marks(svg)
    assert len(drawn) == len(marks)
    for m, (x, y) in zip(marks, drawn):
        want = math.atan2(m.dy, m.dx)
        got = math.atan2(cy - y, x - cx)
        assert abs(math.remainder(want - got, math.tau)) < 0.05, (m, x, y)
    down = international.international_svg(kind, False, 1)
    assert "rotate(180 50 55)" in down and "rotate(180" not in svg


def test_board_styles() -> None:
    assert DEFAULT_BOARD_STYLE in BOARD_STYLES and set(STYLES) == set(BOARD_STYLES)
    assert board_style("no-such-style").id == DEFAULT_BOARD_STYLE
    for sid in BOARD_STYLES:
        style = board_style(sid)
        for name in ("board_svg", "komadai_svg"):
            value = getattr(style, name)
            assert not value or (ROOT / "resources" / "board" / value).is_file()
        assert style.grid_ink != style.board_fill
