"""Is a set-up position playable?  Problems as codes (the UI translates them), never sentences.

``validate_position(pos) -> list[PositionProblem]`` is the one position check of the program: every
kifu reader (KIF, KI2, CSA, JKF, SFEN and USI, the native record), ``--sfen`` and the position editor
use it, so a board reads the same whatever spells it.  Errors make the position unplayable (readers
refuse it, the editor keeps OK disabled); warnings break a rule of the variant, so that no game
reaches the position, yet it can be played and studied (a 詰将棋 has no White king; 九歩 puzzles put
nine pawns on one file): readers read it and say once what rule it breaks (:func:`rule_breaks`).
Everything is read from the variant's tables, so the checks hold for every variant:

- ``MISSING_KING`` (warning, no rule broken): a side has no royal piece.
- ``TWO_KINGS``: a side has two royal pieces of the same kind (a king and a prince may stand together).
- ``NIFU`` (二歩, warning): two unpromoted pawns of one side on one file, in a variant whose pawns never
  leave their file (hybrid's chess pawns capture diagonally, so two on one file arise in play there).
- ``DEAD_PIECE`` (warning): a piece stands where it could never move (pawn or lance on the last rank,
  knight on the last two ranks, and the like for variant pieces).
- ``OPPONENT_IN_CHECK``: the side that is *not* to move is in check (its king could be taken).
- ``TOO_MANY_PIECES`` (warning): more pieces of a kind (board and hands, promoted or not, both sides)
  than the variant's set holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cache

from .position import Position
from .sfen import parse_sfen
from .tables import NSQ, square_name, tables_for
from .variant import Variant, load_variant


class ProblemCode(Enum):
    MISSING_KING = "missing-king"
    TWO_KINGS = "two-kings"
    NIFU = "nifu"
    DEAD_PIECE = "dead-piece"
    OPPONENT_IN_CHECK = "opponent-in-check"
    TOO_MANY_PIECES = "too-many-pieces"


class Level(Enum):
    ERROR = "error"  # no game can be played from the position
    WARNING = "warning"  # no game reaches it, but it can be played (a puzzle)


@dataclass(frozen=True)
class PositionProblem:
    code: ProblemCode
    level: Level
    color: int | None = None  # the side concerned (0 Black, 1 White)
    squares: tuple[int, ...] = ()  # the squares concerned, for highlighting
    letter: str = ""  # the piece kind concerned (unpromoted letter for TOO_MANY_PIECES)
    count: int = 0  # how many there are (TOO_MANY_PIECES, TWO_KINGS)
    limit: int = 0  # how many the set holds (TOO_MANY_PIECES)

    @property
    def is_error(self) -> bool:
        return self.level is Level.ERROR

    def describe(self) -> str:
        """A plain English line for the command line and logs (the UI has its own translated texts)."""
        side = {0: "Black", 1: "White", None: ""}[self.color]
        where = ", ".join(square_name(s) for s in self.squares)
        match self.code:
            case ProblemCode.MISSING_KING:
                return f"{side} has no king"
            case ProblemCode.TWO_KINGS:
                return f"{side} has {self.count} kings ({where})"
            case ProblemCode.NIFU:
                return f"two unpromoted {side} pawns on one file ({where})"
            case ProblemCode.DEAD_PIECE:
                return f"{side} {self.letter} on {where} could never move"
            case ProblemCode.OPPONENT_IN_CHECK:
                return f"{side} is in check but it is not {side}'s move"
            case ProblemCode.TOO_MANY_PIECES:
                return f"{self.count} pieces of kind {self.letter}; the set has {self.limit}"
        return self.code.value


def has_errors(problems: list[PositionProblem]) -> bool:
    return any(p.is_error for p in problems)


def rule_breaks(problems: list[PositionProblem]) -> list[PositionProblem]:
    """The warnings that break a rule of play (what a reader says once about a puzzle diagram); a side
    without a king is usual in 詰将棋 and breaks none."""
    return [p for p in problems if not p.is_error and p.code is not ProblemCode.MISSING_KING]


@cache
def file_bound_pawns(variant: Variant) -> frozenset[int]:
    """The pawn kinds (indices) that never leave their file: 二歩 on the board can only be set up for them.
    A pawn that captures diagonally (hybrid's chess pawn) changes file in ordinary play."""
    T = tables_for(variant.id)
    bound = set()
    for k in T.pawn_kinds:
        moves_sideways = False
        for color in (0, 1):
            for sq in range(NSQ):
                targets = [*T.steps[color][k][sq], *T.steps_m[color][k][sq], *T.steps_c[color][k][sq]]
                targets += [t for ray in T.rays[color][k][sq] for t in ray]
                if any(t % 9 != sq % 9 for t in targets):
                    moves_sideways = True
                    break
            if moves_sideways:
                break
        if not moves_sideways:
            bound.add(k)
    return frozenset(bound)


@cache
def set_counts(variant: Variant) -> dict[int, int]:
    """How many of each unpromoted, non-royal kind (by index) the variant's set holds."""
    data = parse_sfen(variant.start, variant)
    counts: dict[int, int] = {}
    for code in data.board:
        if code:
            kind = variant.kinds[abs(code) - 1].unpromoted
            counts[kind.index] = counts.get(kind.index, 0) + 1
    for hand in data.hands:
        for k, n in enumerate(hand):
            if n:
                base = variant.kinds[k].unpromoted.index
                counts[base] = counts.get(base, 0) + n
    return {k: n for k, n in counts.items() if not variant.kinds[k].royal}


def validate_position(pos: Position) -> list[PositionProblem]:
    variant = pos.variant
    T = pos.T
    board = pos.board
    problems: list[PositionProblem] = []

    kings: list[list[int]] = [[], []]
    for sq, code in enumerate(board):
        if code in T.royal_codes:
            kings[0 if code > 0 else 1].append(sq)
    for color in (0, 1):
        if not kings[color]:
            problems.append(PositionProblem(ProblemCode.MISSING_KING, Level.WARNING, color))
        elif len({board[sq] for sq in kings[color]}) < len(kings[color]):
            # Two royals of one kind; a king beside a prince (card 出世金) is allowed.
            problems.append(PositionProblem(ProblemCode.TWO_KINGS, Level.ERROR, color, tuple(kings[color]),
                                            count=len(kings[color])))

    pawn_codes = {k + 1 for k in file_bound_pawns(variant)}
    for color in (0, 1):
        sign = 1 if color == 0 else -1
        for f in range(9):
            on_file = [r * 9 + f for r in range(9) if board[r * 9 + f] * sign in pawn_codes]
            if len(on_file) > 1:
                problems.append(PositionProblem(ProblemCode.NIFU, Level.WARNING, color, tuple(on_file)))

    for sq in range(NSQ):
        code = board[sq]
        if not code:
            continue
        color = 0 if code > 0 else 1
        k = abs(code) - 1
        if not (T.steps[color][k][sq] or T.steps_m[color][k][sq] or T.rays[color][k][sq]):
            problems.append(PositionProblem(ProblemCode.DEAD_PIECE, Level.WARNING, color, (sq,),
                                            letter=variant.kinds[k].letter))

    other = pos.side ^ 1
    if len(kings[other]) == 1 and pos.attacked(kings[other][0], pos.side):
        problems.append(PositionProblem(ProblemCode.OPPONENT_IN_CHECK, Level.ERROR, other, (kings[other][0],)))

    limits = set_counts(variant)
    counts: dict[int, int] = {}
    for code in board:
        if code and code not in T.royal_codes:
            base = variant.kinds[abs(code) - 1].unpromoted.index
            counts[base] = counts.get(base, 0) + 1
    for hand in pos.hands:
        for k, n in enumerate(hand):
            if n:
                base = variant.kinds[k].unpromoted.index
                counts[base] = counts.get(base, 0) + n
    for k, n in sorted(counts.items()):
        limit = limits.get(k)
        if limit is not None and n > limit:
            problems.append(PositionProblem(ProblemCode.TOO_MANY_PIECES, Level.WARNING, None,
                                            letter=variant.kinds[k].letter, count=n, limit=limit))
    return problems


def toggle_promotion(variant: Variant, code: int) -> int:
    """The piece code promoted (or demoted, for a promoted piece); unchanged for a piece that has
    neither form.  The position editor's "promote" tool, kept here so the UI holds no rule data."""
    if not code:
        return 0
    kind = variant.kinds[abs(code) - 1]
    target = kind.promoted if kind.promoted is not None else kind.base
    if target is None:
        return code
    return target.index + 1 if code > 0 else -(target.index + 1)


def validate_sfen(sfen: str, variant: str = "standard") -> list[PositionProblem]:
    """Convenience for the command line and tests; raises SfenError for text that is not an SFEN."""
    return validate_position(Position.from_sfen(sfen, load_variant(variant)))
