"""Arrows and circles drawn on a position (a teacher's marks), and their text in kifu comments.

A :class:`Shape` is a circle on one place or an arrow from one place to another, in one of four
brushes.  A place is a board square in USI (``7g``) or a piece in a hand: ``_`` and the piece's USI
letter, upper case for Black's hand, lower case for White's (``_P``, ``_b``), as lishogi writes them.
The shapes belong to a node of the record (``Node.shapes``): the position after its move.

In kifu files they travel in the node's comment as lishogi's tags, on a line of their own::

    *[%cal G7g7f,R_B5e][%csl B5e,Y_p]

``%cal`` lists arrows (brush, from, to), ``%csl`` circles (brush, place); brushes are ``G`` green,
``R`` red, ``B`` blue, ``Y`` yellow.  Other programs show the line as a comment; our readers take the
tags out of the comment text into ``Node.shapes`` (:func:`split_comment`) and the writers put them
back (:func:`comment_with_shapes`).  A tag that does not read as shapes stays in the comment, word for
word: nothing in a comment is lost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .slotted import FrozenRecord

if TYPE_CHECKING:
    from .record import Node

BRUSHES = ("G", "R", "B", "Y")  # green, red, blue, yellow (lishogi's and chessground's order of keys)
MAX_SHAPES = 200  # per node: more than a board can show; further tags stay comment text
_FILES = "123456789"
_RANKS = "abcdefghi"
_TAGS = ("[%cal", "[%csl")


def valid_place(place: str) -> bool:
    """A board square in USI (``7g``) or a piece in a hand (``_P`` Black's, ``_p`` White's)."""
    if len(place) != 2:
        return False
    if place[0] == "_":
        return place[1].isascii() and place[1].isalpha()
    return place[0] in _FILES and place[1] in _RANKS


def is_hand(place: str) -> bool:
    return place.startswith("_")


class Shape(FrozenRecord):
    """A circle on ``orig`` (``dest`` empty) or an arrow from ``orig`` to ``dest``, in ``brush``; checked
    when made, immutable and hashable (core/slotted.py)."""

    __slots__ = ("brush", "orig", "dest")
    brush: str
    orig: str
    dest: str

    def __init__(self, brush: str, orig: str, dest: str = "") -> None:
        if brush not in BRUSHES:
            raise ValueError(f"unknown brush {brush!r}; expected one of {', '.join(BRUSHES)}")
        if not valid_place(orig) or (dest and not valid_place(dest)):
            raise ValueError(f"not a square or a hand piece: {orig!r} {dest!r}")
        self._set("brush", brush)
        self._set("orig", orig)
        self._set("dest", "" if dest == orig else dest)  # an arrow to its own start is a circle

    @property
    def is_arrow(self) -> bool:
        return bool(self.dest)

    @property
    def places(self) -> tuple[str, str]:
        """What the shape marks, without its brush (two shapes on the same places are the same mark)."""
        return self.orig, self.dest

    @property
    def text(self) -> str:
        """lishogi's token: ``G7g7f``, ``R5e``, ``B_P5e``."""
        return f"{self.brush}{self.orig}{self.dest}"

    @classmethod
    def parse(cls, token: str) -> Shape:
        """A token as :attr:`text` writes it (ValueError if it is not one)."""
        if len(token) not in (3, 5):
            raise ValueError(f"not a shape: {token!r:.20}")
        return cls(token[0], token[1:3], token[3:5])


def toggle(shapes: tuple[Shape, ...], shape: Shape) -> tuple[Shape, ...]:
    """``shapes`` after the user draws ``shape``: the same shape again removes it, the same places in
    another brush change its brush, a new one is added at the end (as chessground does)."""
    for i, old in enumerate(shapes):
        if old.places == shape.places:
            if old.brush == shape.brush:
                return shapes[:i] + shapes[i + 1:]
            return shapes[:i] + (shape,) + shapes[i + 1:]
    if len(shapes) >= MAX_SHAPES:
        return shapes
    return (*shapes, shape)


# ----------------------------------------------------------------------------- in comments
def format_tags(shapes: tuple[Shape, ...] | list[Shape]) -> str:
    """The tags of ``shapes``: ``[%cal G7g7f,R2h2c][%csl B5e]`` ("" for none)."""
    arrows = ",".join(s.text for s in shapes if s.is_arrow)
    circles = ",".join(s.text for s in shapes if not s.is_arrow)
    return (f"[%cal {arrows}]" if arrows else "") + (f"[%csl {circles}]" if circles else "")


def comment_with_shapes(comment: str, shapes: tuple[Shape, ...] | list[Shape]) -> str:
    """A node's comment as a kifu writes it: the text, then the tags of its shapes on a line of their own."""
    tags = format_tags(shapes)
    if not tags:
        return comment
    return f"{comment}\n{tags}" if comment else tags


def _tag_shapes(body: str, arrows: bool) -> list[Shape] | None:
    """The shapes of one tag's body (``G7g7f,R2h2c``), None if any token is not a shape of its kind."""
    out: list[Shape] = []
    for token in body.replace(",", " ").split():
        try:
            shape = Shape.parse(token)
        except ValueError:
            return None
        if shape.is_arrow != arrows:
            return None
        out.append(shape)
    return out


def split_comment(comment: str) -> tuple[str, tuple[Shape, ...]]:
    """The comment text without its shape tags, and the shapes they held (a reader's side).

    Only well-formed tags are taken out; a line left empty by them goes too.  Linear in the text:
    each tag is found with ``str.find``, no pattern can backtrack."""
    if "[%c" not in comment:
        return comment, ()
    shapes: list[Shape] = []
    kept: list[str] = []
    i = 0
    n = len(comment)
    ahead = [comment.find(tag) for tag in _TAGS]  # the next place of each tag (-1: no more)
    while i < n:
        for t, tag in enumerate(_TAGS):
            if 0 <= ahead[t] < i:
                ahead[t] = comment.find(tag, i)  # (each search starts past the last: linear in all)
        starts = [j for j in ahead if j >= 0]
        if not starts:
            kept.append(comment[i:])
            break
        j = min(starts)
        end = comment.find("]", j)
        if end < 0:
            kept.append(comment[i:])
            break
        arrows = comment.startswith("[%cal", j)
        body = comment[j + 5:end]
        found = _tag_shapes(body, arrows) if body[:1] in (" ", "\t") else None
        if found is None or len(shapes) + len(found) > MAX_SHAPES:
            kept.append(comment[i:end + 1])
        else:
            kept.append(comment[i:j])
            shapes.extend(found)
        i = end + 1
    if not shapes:
        return comment, ()
    text = "".join(kept)
    lines = text.split("\n")
    original = comment.split("\n")
    if len(lines) == len(original):  # drop the lines the tags alone filled
        lines = [line for line, before in zip(lines, original, strict=True) if line.strip() or not before.strip()]
    text = "\n".join(lines).rstrip("\n")
    unique: dict[tuple[str, str], Shape] = {}
    for shape in shapes:
        unique.pop(shape.places, None)
        unique[shape.places] = shape  # the last of two on the same places wins
    return text, tuple(unique.values())


def set_comment(node: Node, comment: str) -> None:
    """Give a record node read from a kifu its comment, its shape tags taken out into ``shapes`` (added
    to those it has: a reader may give a node comments in two pieces)."""
    text, shapes = split_comment(comment)
    node.comment = text
    if shapes:
        kept = tuple(s for s in node.shapes if all(s.places != t.places for t in shapes))
        node.shapes = (*kept, *shapes)


def kifu_comment(node: Node) -> str:
    """The comment a kifu writer writes for ``node``: its text and its shapes' tags."""
    return comment_with_shapes(node.comment, node.shapes)


def shapes_to_json(shapes: tuple[Shape, ...]) -> list[str]:
    return [s.text for s in shapes]


def shapes_from_json(value: object) -> tuple[Shape, ...]:
    """The native record's ``shapes`` list (ValueError naming the first bad token)."""
    if not isinstance(value, list) or len(value) > MAX_SHAPES:
        raise ValueError(f"expected a list of at most {MAX_SHAPES} shapes")
    out: tuple[Shape, ...] = ()
    for token in value:
        if not isinstance(token, str):
            raise ValueError("expected a shape as text, e.g. G7g7f")
        shape = Shape.parse(token)
        out = tuple(s for s in out if s.places != shape.places) + (shape,)
    return out
