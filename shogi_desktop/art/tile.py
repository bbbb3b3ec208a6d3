"""The shape of a piece: a pentagon in a cell of ``CELL_W`` x ``CELL_H`` units (shogi squares are a
little taller than wide), graded by rank as real sets are, and the inks of its face."""

from __future__ import annotations

CELL_W = 100.0
CELL_H = 110.0
INK_BLACK = "#1c120a"
INK_RED = "#c0161b"

# Real sets grade the pieces by rank: the king is the largest, the pawn the smallest.
_SCALES = {"K": 1.0, "R": 0.96, "B": 0.96, "G": 0.93, "S": 0.93, "N": 0.9, "L": 0.88, "P": 0.86,
           # the variants' pieces (docs/notation.md §8), sized like the shogi piece they stand in for
           "Y": 0.96, "F": 0.96, "U": 0.96, "V": 0.96, "M": 0.96, "C": 0.96, "I": 0.93, "E": 0.9}


def piece_scale(letter: str) -> float:
    return _SCALES.get(letter.lstrip("+"), 0.93)


def piece_polygon(scale: float, inset: float = 0.0) -> list[tuple[float, float]]:
    """The pentagon in cell units: top, right shoulder, right foot, left foot, left shoulder."""
    cx = CELL_W / 2
    bottom = 104.0 - inset
    h = 94.0 * scale
    top = 104.0 - h + inset * 1.4
    shoulder = 104.0 - h + 0.25 * h + inset * 0.3
    wb = 42.0 * scale - inset
    ws = 35.0 * scale - inset
    return [(cx, top), (cx + ws, shoulder), (cx + wb, bottom), (cx - wb, bottom), (cx - ws, shoulder)]


def points(pts: list[tuple[float, float]], dx: float = 0.0, dy: float = 0.0) -> str:
    """SVG ``points`` text of a polygon, moved by (dx, dy)."""
    return " ".join(f"{x + dx:.2f},{y + dy:.2f}" for x, y in pts)
