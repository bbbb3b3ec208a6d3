"""The board styles: the colours of the board, its grid and labels, and of the komadai.

* ``wood``: kaya wood and a darker stand (``resources/board/board.svg`` and ``komadai.svg``), as today;
* ``plain``: white paper and black ink, for projectors and printed diagrams;
* ``dark``: a dark slate board with light lines, high contrast for the pale pieces.

A style is data the board scene, the previews, the piece guide and the diagrams read; an unknown id
gives the default (settings that name a style this version lacks still open).
"""

from __future__ import annotations

from typing import NamedTuple

BOARD_STYLES = ("wood", "plain", "dark")
DEFAULT_BOARD_STYLE = "wood"


class BoardStyle(NamedTuple):
    id: str
    board_svg: str  # a file of resources/board, or "" for the flat ``board_fill``
    board_fill: str
    board_border: str
    grid_ink: str
    label_ink: str  # coordinates, the hands' marks
    komadai_svg: str
    komadai_fill: str
    komadai_border: str
    komadai_inner: str  # the thin line inside the stand's border (#rrggbbaa)
    count_fill: str  # the count of pieces in hand
    count_outline: str
    backdrop: tuple[str, str]  # the window behind the board: a gradient, top to bottom


STYLES: dict[str, BoardStyle] = {
    "wood": BoardStyle("wood", "board.svg", "#eec07a", "#6a4516", "#2e1d08", "#2e1d08",
                       "komadai.svg", "#b97f3e", "#4a2a0c", "#ffebc85a", "#fff8e6", "#2a1505",
                       ("#5b4a3a", "#3d3026")),
    "plain": BoardStyle("plain", "", "#fdfdfb", "#3a3a3a", "#1a1a1a", "#1a1a1a",
                        "", "#eeeeea", "#6a6a6a", "#00000022", "#ffffff", "#1a1a1a",
                        ("#d6d6d2", "#bdbdb8")),
    "dark": BoardStyle("dark", "", "#2c323b", "#0e1115", "#d9dee6", "#e8ecf2",
                       "", "#1f242b", "#0a0c0f", "#ffffff30", "#ffffff", "#000000",
                       ("#1b1f25", "#0e1014")),
}


def board_style(style_id: str) -> BoardStyle:
    """The style ``style_id``, or the default for an id this version does not know."""
    return STYLES.get(style_id, STYLES[DEFAULT_BOARD_STYLE])
