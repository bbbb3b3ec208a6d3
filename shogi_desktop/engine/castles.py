"""Castles (囲い) as data, and how far a king's castle is built (an evaluation term and a description).

Each castle is written for Black (先手) as the king's square and the squares of the pieces that make it,
in the usual notation (``"78G"``: a gold on ７八); its mirror image (the other wing) is added, and White's
castles are the same shapes turned round.  A piece counts by its class (``G`` a gold or a promoted minor
piece, ``S`` silver, ``N`` knight, ``L`` lance, ``P`` pawn, as the evaluation classes pieces), so the
shapes apply to every variant whose pieces move like the standard ones.

:func:`castle_table` builds, per king square, the shapes that square belongs to; :meth:`CastleTable.score`
is the evaluation's castle term for one king (Black's squares and White's alike), :meth:`CastleTable.best`
names the castle a king stands in (for tests and the analysis display).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import itemgetter

from ..core.tables import NSQ

# name (Japanese, English), bonus (centipawns, for the complete castle), king square, pieces.
CASTLES: tuple[tuple[str, str, int, str, tuple[str, ...]], ...] = (
    ("矢倉", "Yagura", 260, "88", ("77S", "78G", "67G", "76P", "66P", "86P")),
    ("片矢倉", "Half Yagura", 200, "78", ("77S", "68G", "67G", "76P", "66P")),
    ("美濃囲い", "Mino", 250, "28", ("38S", "49G", "58G", "27P", "37P", "17P")),
    ("高美濃", "High Mino", 270, "28", ("38S", "49G", "47G", "27P", "37P", "46P")),
    ("銀冠", "Silver Crown", 280, "28", ("27S", "38G", "49G", "26P", "37P", "17P")),
    ("左美濃", "Left Mino", 240, "88", ("78S", "69G", "58G", "87P", "77P", "97P")),
    ("穴熊", "Anaguma", 320, "99", ("98L", "89N", "88S", "79G", "78G", "97P", "87P")),
    ("舟囲い", "Boat", 160, "78", ("69G", "58G", "68S", "77P", "87P", "97P")),
    ("雁木", "Gangi", 180, "79", ("67S", "57S", "78G", "58G", "76P", "66P", "56P")),
)
WEIGHTS = {"G": 3, "S": 3, "N": 1, "L": 1, "P": 1}
BONUS_SCALE = 2  # the bonuses above, doubled: the search at match speeds castles only with this much at stake
MEMO_SIZE = 50_000  # castle scores kept by the squares they depend on
KING_WEIGHT = 4  # the king on its square counts this much (one square away: half)


def _square(text: str) -> int:
    """``"78"`` (file 7, rank 8) -> the board index for Black."""
    file, rank = int(text[0]), int(text[1])
    return (rank - 1) * 9 + (9 - file)


def _mirror(sq: int) -> int:
    return sq // 9 * 9 + 8 - sq % 9


def _turn(sq: int) -> int:
    return NSQ - 1 - sq


@dataclass(frozen=True)
class Shape:
    name: str
    english: str
    bonus: int
    king: int  # the king's square (the owner's board index)
    pieces: tuple[tuple[int, str, int], ...]  # (square, class, weight)
    total: int  # the weights of the king and the pieces

    @property
    def wing(self) -> int:
        """1: the castle stands on its owner's right (files 1-4 for Black), -1: on the left, 0: centre."""
        f = self.king % 9
        return (f > 4) - (f < 4)


def _shapes() -> list[Shape]:
    out = []
    for name, english, bonus, king, pieces in CASTLES:
        squares = tuple((_square(p[:2]), p[2], WEIGHTS[p[2]]) for p in pieces)
        total = KING_WEIGHT + sum(w for _, _, w in squares)
        ksq = _square(king)
        bonus *= BONUS_SCALE
        out.append(Shape(name, english, bonus, ksq, squares, total))
        out.append(Shape(name, english, bonus, _mirror(ksq), tuple((_mirror(s), c, w) for s, c, w in squares), total))
    return out


SHAPES: tuple[Shape, ...] = tuple(_shapes())


def _near(a: int, b: int) -> bool:
    return max(abs(a % 9 - b % 9), abs(a // 9 - b // 9)) <= 1


class CastleTable:
    """The castle shapes for one variant's piece classes: per colour and king square, the shapes the king
    stands in or next to, with each square's wanted piece codes."""

    def __init__(self, class_of_code: dict[int, str]) -> None:
        self.by_king: list[list[list[tuple[Shape, int, tuple[tuple[int, frozenset[int], int], ...]]]]] = []
        for color in (0, 1):
            wanted = {cls: frozenset(code for code, c in class_of_code.items()
                                     if (code > 0) == (color == 0) and (c == cls or (cls == "G" and c == "T")))
                      for cls in WEIGHTS}
            per_king: list[list[tuple[Shape, int, tuple[tuple[int, frozenset[int], int], ...]]]] = [
                [] for _ in range(NSQ)]
            for shape in SHAPES:
                ksq = shape.king if color == 0 else _turn(shape.king)
                pieces = tuple((s if color == 0 else _turn(s), wanted[c], w) for s, c, w in shape.pieces)
                for sq in range(NSQ):
                    if _near(sq, ksq):
                        king_part = KING_WEIGHT if sq == ksq else KING_WEIGHT // 2
                        per_king[sq].append((shape, king_part, pieces))
            self.by_king.append(per_king)
        # per colour and king square: the squares its shapes look at (the memo below is keyed by them)
        self.squares = [[tuple(sorted({sq for _, _, pieces in self.by_king[c][k] for sq, _, _ in pieces}))
                         for k in range(NSQ)] for c in (0, 1)]
        # ... and a function reading them from a board at once (a tuple, even for one square or none)
        self.readers = [[_reader(sqs) for sqs in self.squares[c]] for c in (0, 1)]
        self.memo: dict[tuple[int, int, int, tuple[int, ...]], int] = {}

    def score(self, board: list[int], color: int, ksq: int, rook_wing: int = 0) -> int:
        """The castle term of ``color``'s king on ``ksq`` for its owner: the best shape's bonus times the
        share of it built (the king on its square or next to it, and its pieces).  A
        castle on the wing of its owner's rook (``rook_wing``, as :attr:`Shape.wing`) does not count:
        the king castles away from the rook."""
        shapes = self.by_king[color][ksq]
        if not shapes:
            return 0
        key = (color, ksq, rook_wing, self.readers[color][ksq](board))
        memo = self.memo
        v = memo.get(key)
        if v is None:
            v = self._score(board, shapes, rook_wing)
            if len(memo) >= MEMO_SIZE:
                memo.clear()
            memo[key] = v
        return v

    @staticmethod
    def _score(board: list[int], shapes: list[tuple[Shape, int, tuple[tuple[int, frozenset[int], int], ...]]],
               rook_wing: int) -> int:
        best = 0
        for shape, got, pieces in shapes:
            if rook_wing and shape.wing == rook_wing:
                continue
            for sq, codes, w in pieces:
                if board[sq] in codes:
                    got += w
            v = shape.bonus * got // shape.total
            if v > best:
                best = v
        return best

    def best(self, board: list[int], color: int, ksq: int) -> tuple[str, str, float]:
        """(Japanese name, English name, share built) of the castle ``color``'s king is best placed in;
        ("", "", 0.0) when the king stands next to no castle square."""
        found = ("", "", 0.0)
        for shape, got, pieces in self.by_king[color][ksq] if ksq >= 0 else ():
            for sq, codes, w in pieces:
                if board[sq] in codes:
                    got += w
            share = got / shape.total
            if share > found[2]:
                found = (shape.name, shape.english, share)
        return found


def _reader(squares: tuple[int, ...]) -> Callable[[list[int]], tuple[int, ...]]:
    """The codes on ``squares`` of a board, as a tuple."""
    if len(squares) >= 2:
        return itemgetter(*squares)
    return lambda board: tuple(board[sq] for sq in squares)
