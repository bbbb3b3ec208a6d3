"""The board's shape in scene units: nine files and ranks of :data:`~.piece_art.CELL_W` by
:data:`~.piece_art.CELL_H`, the wood around the grid (coordinates go in the wider top and right borders),
the star points and the room beside the board for the komadai."""

from __future__ import annotations

FILES = RANKS = 9
B_LEFT, B_TOP, B_RIGHT, B_BOTTOM = 30.0, 56.0, 56.0, 30.0
KOMADAI_GAP = 34.0
SCENE_MARGIN = 14.0
STAR_POINTS = ((3, 3), (3, 6), (6, 3), (6, 6))  # grid intersections, counted from the top-left corner
