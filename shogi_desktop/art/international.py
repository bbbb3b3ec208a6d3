"""The international set's faces as SVG text: the pentagon, a pictogram (:mod:`.symbols`) and the
movement marks (:mod:`.marks`) placed around it in the owner's view.

A mark sits on the ray from the pictogram's centre in the move's direction (forward is up the
piece): steps on an inner band, leaps on an outer band near the edge, slides as lines out to the
edge.  ``pointing`` 1 turns the whole face 180 degrees, as the kanji faces are turned for White.
"""

from __future__ import annotations

import math
from functools import cache

from ..core.variant import PieceKind
from .marks import Mark, movement_marks
from .symbols import BADGES, PICTOGRAMS, SYMBOLS
from .tile import CELL_H, CELL_W, INK_BLACK, INK_RED, piece_polygon, piece_scale, points

DOT_R = 4.0
RING_R = 4.2
LINE_W = 4.2
BOUNCE = 6.5  # the length of a bounce's kink
FALLBACK = ("pawn", "ring")  # a kind no table knows yet (a test makes sure none is shipped so)


def symbol_of(kind: PieceKind, black: bool = True) -> tuple[str, str]:
    """(pictogram, badge) of ``kind``: its face's, else its unpromoted kind's; a shield if immune."""
    pictogram, badge = SYMBOLS.get(kind.face(black)) or (
        SYMBOLS.get(kind.base.face(black)) if kind.base is not None else None) or FALLBACK
    if "immune" in kind.hooks:
        badge = "shield"
    return pictogram, badge


def has_symbol(kind: PieceKind) -> bool:
    """Whether the tables give ``kind`` a pictogram (False: it would be drawn with the fallback)."""
    return all(kind.face(b) in SYMBOLS or (kind.base is not None and kind.base.face(b) in SYMBOLS)
               for b in (True, False))


def centre(scale: float) -> tuple[float, float]:
    pts = piece_polygon(scale)
    top, bottom = pts[0][1], pts[2][1]
    return CELL_W / 2, top + 0.56 * (bottom - top)


def edge_distance(scale: float, ux: float, uy: float, inset: float = 5.0) -> float:
    """How far from :func:`centre` the ray (ux, uy) (a unit vector, y down) meets the inset pentagon."""
    cx, cy = centre(scale)
    poly = piece_polygon(scale, inset=inset)
    best = math.inf
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]):
        ex, ey = x2 - x1, y2 - y1
        den = ux * ey - uy * ex
        if abs(den) < 1e-9:
            continue
        t = ((x1 - cx) * ey - (y1 - cy) * ex) / den
        s = ((x1 - cx) * uy - (y1 - cy) * ux) / den
        if t > 0 and -1e-9 <= s <= 1 + 1e-9:
            best = min(best, t)
    return best


def mark_position(scale: float, mark: Mark, inner: bool = False) -> tuple[float, float, float, float]:
    """(x, y, ux, uy): where ``mark`` is drawn and its direction on the piece (y down).

    Marks sit along the edge; ``inner`` moves a step inward, for a kind that also leaps that way.
    """
    length = math.hypot(mark.dx, mark.dy)
    ux, uy = mark.dx / length, -mark.dy / length
    edge = edge_distance(scale, ux, uy)
    band = edge - RING_R - (9.5 if inner else 0.5)
    cx, cy = centre(scale)
    return cx + ux * band, cy + uy * band, ux, uy


def _direction(mark: Mark) -> tuple[int, int]:
    g = math.gcd(mark.dx, mark.dy)
    return mark.dx // g, mark.dy // g


def _mark_svg(scale: float, mark: Mark, ink: str, inner: bool) -> str:
    x, y, ux, uy = mark_position(scale, mark, inner)
    shape = mark.shape
    if shape == "dot":
        return f'<circle cx="{x:.2f}" cy="{y:.2f}" r="{DOT_R}" fill="{ink}"/>'
    if shape == "ring":
        return f'<circle cx="{x:.2f}" cy="{y:.2f}" r="{RING_R - 1.1}" fill="none" stroke="{ink}" stroke-width="2.4"/>'
    if shape == "square":
        h = DOT_R - 0.6
        return (f'<rect x="{x - h:.2f}" y="{y - h:.2f}" width="{2 * h:.2f}" height="{2 * h:.2f}" fill="none" '
                f'stroke="{ink}" stroke-width="2.2"/>')
    if shape == "cross":
        h = DOT_R
        return (f'<path d="M{x - h:.2f},{y - h:.2f} L{x + h:.2f},{y + h:.2f} M{x - h:.2f},{y + h:.2f} '
                f'L{x + h:.2f},{y - h:.2f}" stroke="{ink}" stroke-width="2.6" stroke-linecap="round"/>')
    # a slide: a line from the inner band out to the edge; a bounce adds the reflected direction at its
    # end: back sideways off files 1 and 9, back along the file off ranks a and i, both for every wall
    cx, cy = centre(scale)
    edge = edge_distance(scale, ux, uy)
    start = edge - RING_R - 11.0
    end = edge - (4.5 if mark.bounce else 1.0)
    ex, ey = cx + ux * end, cy + uy * end
    d = f"M{cx + ux * start:.2f},{cy + uy * start:.2f} L{ex:.2f},{ey:.2f}"
    kinks = {"files": [(-ux, uy)], "ranks": [(ux, -uy)], "both": [(-ux, uy), (ux, -uy)]}.get(mark.bounce, [])
    for kx, ky in kinks:
        d += f" M{ex:.2f},{ey:.2f} L{ex + kx * BOUNCE:.2f},{ey + ky * BOUNCE:.2f}"
    return (f'<path d="{d}" fill="none" stroke="{ink}" stroke-width="{LINE_W}" stroke-linecap="round" '
            'stroke-linejoin="round"/>')


@cache
def international_svg(kind: PieceKind, black: bool, pointing: int) -> str:
    """The SVG of ``kind`` owned by Black (``black``) or White, pointing up (0) or down (1)."""
    s = piece_scale(kind.letter)
    pts = piece_polygon(s)
    ink = INK_RED if kind.is_promoted else INK_BLACK
    pictogram, badge = symbol_of(kind, black)
    cx, cy = centre(s)
    art = PICTOGRAMS[pictogram] + (BADGES[badge] if badge else "")
    sym_scale = 1.42 * s
    marks = movement_marks(kind)
    leaps = {_direction(m) for m in marks if m.kind == "jump"}
    body = (
        f'<polygon points="{points(pts, 1.6, 2.0)}" fill="#000" fill-opacity="0.28"/>'
        f'<polygon points="{points(pts)}" fill="url(#tile)" stroke="#5a3b12" stroke-width="1.6" '
        'stroke-linejoin="round"/>'
        f'<polygon points="{points(piece_polygon(s, inset=3.2))}" fill="none" stroke="#fff6dc" '
        'stroke-opacity="0.6" stroke-width="1.2" stroke-linejoin="round"/>'
        f'<g transform="translate({cx:.2f} {cy:.2f}) scale({sym_scale:.3f})">{art.replace("{ink}", ink)}</g>'
        + "".join(_mark_svg(s, m, ink, m.kind == "step" and _direction(m) in leaps) for m in marks)
    )
    if pointing:
        body = f'<g transform="rotate(180 {CELL_W / 2:g} {CELL_H / 2:g})">{body}</g>'
    grad = ('<defs><linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">'
            '<stop offset="0" stop-color="#fdf0cf"/><stop offset="0.6" stop-color="#f5dca4"/>'
            '<stop offset="1" stop-color="#e6c07a"/></linearGradient></defs>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {CELL_W:g} {CELL_H:g}" width="{CELL_W:g}" '
            f'height="{CELL_H:g}">{grad}{body}</svg>\n')
