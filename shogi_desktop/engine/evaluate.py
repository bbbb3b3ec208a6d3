"""Static evaluation for every variant, in centipawns (a pawn on the board is worth 90).

Terms (all symmetric between the sides; :meth:`Evaluator.evaluate` answers for the side to move):

* **Material.**  A piece that moves exactly like a standard shogi piece gets the standard value
  (:data:`ANCHOR_VALUES`, the usual engine scale: 歩90 香315 桂405 銀495 金540 角855 飛990, と/成香/成桂/
  成銀 as gold, 馬945 竜1395).  A variant's own ``value`` (material.py's scale, 歩=1) is used next.  Any
  other Betza piece is valued from its movement: its mobility on an empty board (leaps count 1,
  slid squares fade by :data:`SLIDE_DECAY` per step, squares reached twice by a reflecting slide count
  once), averaged over the central square and over every square, placed on the curve the standard
  pieces draw (monotone, interpolated, extrapolated beyond the dragon).  Powers add a share
  (``immune`` +25%, ``lion`` +15%).
* **Hand pieces** of the standard kinds have their own tuned values (a rook or gold in hand is worth
  clearly more than one on its home square), plus a bonus for having at least one pawn to drop; other
  kinds are worth :data:`HAND_BONUS` more than on the board.
* **Placement** (tuned, :data:`CLASSES`): per piece class a rank table (ranks advanced) and a file
  table (distance from the centre file), the king's own rank and file, and each piece's place relative
  to its own king (defenders: golds and silvers beside the king) and to the enemy king (attackers:
  promoted pieces and silvers near it).  A piece of another variant uses the class of the standard
  piece that moves the same, else of the nearest value.
* **King safety** (tuned): the squares around each king attacked by the enemy and the enemy pieces
  within two squares of it, with their products and squares (the danger grows faster than the count),
  and a king on the edge of the board.
* **Tempo**: the side to move's initiative.
* **Add-on state**: :func:`addon_value` (cards and magic not used yet), a hook other add-ons extend
  with :func:`register_addon_value`.

The tuned tables were fitted to fairy-stockfish's judgement of quiet standard positions (see the
comment above :data:`~.tuned.TUNED_RANK`, in ``tuned.py``); the piece values stay the usual engine values.

API: :func:`evaluator_for` (cached per variant id), :meth:`Evaluator.evaluate` (side to move),
:meth:`Evaluator.breakdown` (Black's point of view, term by term), :func:`piece_values`,
:func:`evaluate`.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from functools import cache
from itertools import compress
from operator import itemgetter
from typing import Any

from ..core.betza import MoveSpec, parse_betza
from ..core.position import BLACK, Position
from ..core.tables import NSQ, Tables, build_tables, code_of, tables_for
from ..core.variant import PieceKind, Variant, VariantError, load_variant
from .addon_values import CARD_VALUE as CARD_VALUE
from .addon_values import MAGIC_VALUE as MAGIC_VALUE
from .addon_values import TOKEN_VALUE as TOKEN_VALUE
from .addon_values import AddonValue as AddonValue
from .addon_values import addon_value
from .addon_values import register_addon_value as register_addon_value
from .castles import CastleTable
from .tuned import (
    TUNED_ATTACK,
    TUNED_DEFEND,
    TUNED_FILE,
    TUNED_HAND,
    TUNED_KING_FILE,
    TUNED_KING_RANK,
    TUNED_MOBILITY,
    TUNED_PAWN_IN_HAND,
    TUNED_RANK,
    TUNED_SAFE_CHECKS,
    TUNED_SAFETY,
    TUNED_TEMPO,
    TUNED_THREATS,
)

# ----------------------------------------------------------------------------- piece values
ANCHOR_VALUES: dict[str, int] = {
    "fW": 90,  # 歩
    "fR": 315,  # 香
    "ffN": 405,  # 桂
    "FfW": 495,  # 銀
    "WfF": 540,  # 金 and the promoted minor pieces
    "B": 855,  # 角
    "R": 990,  # 飛
    "BW": 945,  # 馬
    "RF": 1395,  # 竜
}
SLIDE_DECAY = 0.8
HAND_BONUS = 0.10  # a piece in hand is worth 10% more than on the board
HOOK_BONUS = {"immune": 0.25, "lion": 0.15}
MAX_DERIVED = 2400  # cap for extrapolated values
_CENTRE = 40  # 5e


def _spec_key(specs: list[MoveSpec]) -> frozenset[tuple[int, int, bool, bool, bool]]:
    return frozenset((s.dx, s.dy, s.slide, s.can_move, s.can_capture) for s in specs)


@cache
def _anchor_keys() -> dict[frozenset[tuple[int, int, bool, bool, bool]], int]:
    return {_spec_key(parse_betza(betza)): v for betza, v in ANCHOR_VALUES.items()}


def _mobility_at(T: Tables, k: int, sq: int) -> float:
    n = float(len(T.steps[0][k][sq])) + 0.5 * (len(T.steps_m[0][k][sq]) + len(T.steps_c[0][k][sq]))
    seen: set[int] = set()
    for path in T.rays[0][k][sq]:
        w = 1.0
        for t in path:
            if t not in seen and t != sq:
                seen.add(t)
                n += w
            w *= SLIDE_DECAY
    return n


def mobility_score(T: Tables, k: int) -> float:
    """The mean of the mobility on the central square and the mobility averaged over the board."""
    avg = sum(_mobility_at(T, k, sq) for sq in range(NSQ)) / NSQ
    return 0.5 * (avg + _mobility_at(T, k, _CENTRE))


@cache
def _value_curve() -> tuple[tuple[float, float], ...]:
    """(mobility, value) points of the standard pieces, made monotone (pool-adjacent-violators)."""
    T = tables_for("standard")
    keys = _anchor_keys()
    pts = sorted((mobility_score(T, kind.index), float(keys[_spec_key(kind.specs)]))
                 for kind in T.variant.kinds if _spec_key(kind.specs) in keys)
    # Pool adjacent violators: blocks of (sum x, sum y, count)
    blocks: list[list[float]] = []
    for x, y in pts:
        blocks.append([x, y, 1.0])
        while len(blocks) > 1 and blocks[-2][1] / blocks[-2][2] > blocks[-1][1] / blocks[-1][2]:
            b = blocks.pop()
            blocks[-1] = [blocks[-1][0] + b[0], blocks[-1][1] + b[1], blocks[-1][2] + b[2]]
    return tuple((bx / n, by / n) for bx, by, n in blocks)


@cache
def _standard_mobility() -> dict[frozenset[tuple[int, int, bool, bool, bool]], float]:
    T = tables_for("standard")
    return {_spec_key(k.specs): mobility_score(T, k.index) for k in T.variant.kinds}


def value_from_mobility(m: float) -> int:
    curve = _value_curve()
    if m <= curve[0][0]:
        return max(30, round(curve[0][1] * m / curve[0][0])) if curve[0][0] > 0 else round(curve[0][1])
    for (x0, y0), (x1, y1) in zip(curve, curve[1:]):
        if m <= x1:
            return round(y0 + (y1 - y0) * (m - x0) / (x1 - x0))
    # Beyond the dragon: the gentler of the last segment's slope and the whole curve's mean slope.
    (x0, y0), (x1, y1) = curve[-2], curve[-1]
    slope = min((y1 - y0) / (x1 - x0), (y1 - curve[0][1]) / (x1 - curve[0][0]))
    return min(MAX_DERIVED, round(y1 + slope * (m - x1)))


def _variant_tables(variant: Variant) -> Tables:
    try:
        if load_variant(variant.id) is variant:
            return tables_for(variant.id)
    except VariantError:
        pass
    return build_tables(variant)


def _kind_value(kind: PieceKind, T: Tables) -> int:
    if kind.royal:
        return 0
    key = _spec_key(kind.specs)
    base = _anchor_keys().get(key)
    if kind.value:
        value = kind.value * 99
    elif base is not None:
        # A standard movement: the standard value, scaled by any extra reach (reflecting slides).
        value = base
        if any(h.startswith("reflect") for h in kind.hooks):
            value = round(base * mobility_score(T, kind.index) / _standard_mobility()[key])
    else:
        value = value_from_mobility(mobility_score(T, kind.index))
    for hook in kind.hooks:
        value = round(value * (1 + HOOK_BONUS.get(hook, 0.0)))
    return value


@cache
def _piece_values_by_id(variant_id: str) -> tuple[int, ...]:
    T = tables_for(variant_id)
    return tuple(_kind_value(k, T) for k in T.variant.kinds)


def piece_values(variant: Variant) -> tuple[int, ...]:
    """Centipawn value of each kind of ``variant`` on the board (index = kind index; royal = 0)."""
    if load_variant_safe(variant.id) is variant:
        return _piece_values_by_id(variant.id)
    T = _variant_tables(variant)
    return tuple(_kind_value(k, T) for k in variant.kinds)


def load_variant_safe(variant_id: str) -> Variant | None:
    try:
        return load_variant(variant_id)
    except VariantError:
        return None


# ----------------------------------------------------------------------------- tuned tables
# Piece classes of the tuned terms: the standard pieces by movement, T for the promoted minor pieces
# (と, 成香, 成桂, 成銀: they move as gold but are worth a pawn, lance, knight or silver to the captor).
CLASSES = ("P", "L", "N", "S", "G", "B", "R", "H", "D", "T")
_CLASS_OF_ANCHOR = {"fW": "P", "fR": "L", "ffN": "N", "FfW": "S", "WfF": "G", "B": "B", "R": "R", "BW": "H", "RF": "D"}
_CLASS_VALUE = {"P": 90, "L": 315, "N": 405, "S": 495, "G": 540, "B": 855, "R": 990, "H": 945, "D": 1395, "T": 540}
NEAR_CAP = 6  # enemy pieces near a king counted at most (the fit saw few more)
KING_CELLS = 17  # see king_cell: 15 squares around the king, the third ring, and 16 = farther (always 0)


def _chebyshev(a: int, b: int) -> int:
    return max(abs(a % 9 - b % 9), abs(a // 9 - b // 9))


_NEAR = tuple(tuple(t for t in range(NSQ) if _chebyshev(s, t) == 1) for s in range(NSQ))


def king_cell(sq: int, ksq: int, color: int) -> int:
    """Where ``sq`` lies from a king on ``ksq``, for a piece of ``color``: ``(dy + 2) * 3 + |dx|`` within
    two squares (``dy`` > 0: ahead of the king from the piece owner's side), 15 three squares away,
    16 farther."""
    r, f = sq // 9, sq % 9
    kr, kf = ksq // 9, ksq % 9
    dy = (kr - r) if color == BLACK else (r - kr)
    dx = abs(f - kf)
    d = max(abs(dy), dx)
    if d <= 2:
        return (dy + 2) * 3 + dx
    return 15 if d == 3 else 16


_CELLS = tuple(tuple(king_cell(sq, k, c) for k in range(NSQ) for sq in range(NSQ)) for c in (0, 1))  # [c][k*81+sq]
NO_ATTACKER = 1 << 30  # attack_maps: nothing attacks the square
_NEAR_SET = tuple(frozenset(n) for n in _NEAR)
_BOX3 = tuple(tuple(t for t in range(NSQ) if _chebyshev(s, t) <= 3) for s in range(NSQ))  # king_cell below 16
_AROUND2 = tuple(tuple(t for t in range(NSQ) if t != s and _chebyshev(s, t) <= 2) for s in range(NSQ))
_NEAR2_FLAGS = tuple(tuple(t in a for t in range(NSQ)) for a in map(frozenset, _AROUND2))  # [king][square]
_NEAR_GET = tuple(itemgetter(*n) for n in _NEAR)  # a map's entries around each square, as a tuple (3 at least)
ROYAL_ATTACKER = 100_000  # attack_maps: the value of a royal attacker (it takes only what nothing defends)
_SQUARES = range(NSQ)
_PACK = struct.Struct(f"{NSQ}b").pack  # a board as signed bytes
SIDE_CACHE = 16384  # each side's part of the dynamic terms kept (by placement) before the cache starts afresh
# A board's signed bytes translated to one side's placement: Black's codes kept (the others 0), or
# White's codes as 128 + their size (a key of one side never equals one of the other but the empty one)
_PLACEMENT = (bytes(b if 0 < b < 128 else 0 for b in range(256)),
              bytes(128 + (256 - b) if b > 128 else 0 for b in range(256)))


def _kind_class(kind: PieceKind, variant: Variant, value: int) -> str | None:
    if kind.royal:
        return None
    cls = _CLASS_OF_ANCHOR.get(_anchor_names().get(_spec_key(kind.specs), ""))
    if cls == "G" and any(k.promoted is kind for k in variant.kinds):
        return "T"
    if cls is not None:
        return cls
    # another movement: the class of the nearest value (promoted pieces among the promoted classes)
    promoted = any(k.promoted is kind for k in variant.kinds)
    pool = ("T", "H", "D") if promoted else ("P", "L", "N", "S", "G", "B", "R")
    return min(pool, key=lambda c: abs(_CLASS_VALUE[c] - value))


@cache
def _anchor_names() -> dict[frozenset[tuple[int, int, bool, bool, bool]], str]:
    return {_spec_key(parse_betza(betza)): betza for betza in ANCHOR_VALUES}


@dataclass(frozen=True)
class EvalParams:
    """Weights of the evaluation (the defaults are the tuned tables)."""

    tempo: int = TUNED_TEMPO
    pawn_in_hand: int = TUNED_PAWN_IN_HAND  # the first pawn in hand (a pawn to drop at need)
    safety: tuple[int, ...] = TUNED_SAFETY  # A, N2, A*N2, N2^2, A^2, edge (see Evaluator.king_safety)
    safety_cap: int = 2500  # the most the king-safety terms of one king may cost
    # a piece attacked by a cheaper one (side to move's, the other side's), attacked and undefended
    # (both), then the same per 100 of value at stake
    threats: tuple[int, ...] = TUNED_THREATS


DEFAULT_PARAMS = EvalParams()


class Evaluator:
    """Precomputed tables of one variant; :meth:`evaluate` is called at every leaf of the search.

    Black's score is the sum of: per piece on the board, its value plus the rank and file terms of its
    class (:data:`table`), its place relative to its own king (:data:`defend`) and to the enemy king
    (:data:`attack`), the mobility of lances, bishops and rooks, and the threats against it; the pieces
    in hand; per king the safety terms of :meth:`king_safety`; the add-on state.  Pieces of other
    variants use the class of the standard piece that moves the same, or of the nearest value.
    """

    def __init__(self, variant: Variant, params: EvalParams | None = None) -> None:
        self.variant = variant
        self.params = params = params or DEFAULT_PARAMS
        self.T = T = _variant_tables(variant)
        values = self.values = piece_values(variant)
        n = len(variant.kinds)
        self.nkinds = n
        self.classes = tuple(_kind_class(k, variant, values[k.index]) for k in variant.kinds)
        hand = []
        for kind in variant.kinds:
            cls = self.classes[kind.index]
            if cls is None:
                hand.append(0)
            elif cls in TUNED_HAND:
                hand.append(round(values[kind.index] * TUNED_HAND[cls] / _CLASS_VALUE[cls]))
            else:
                hand.append(round(values[kind.index] * (1 + HAND_BONUS)))
        self.hand_values = tuple(hand)
        self.pawn_kinds = T.pawn_kinds
        # code -> 81 scores (material, rank and file), signed: positive for Black's pieces
        self.table: dict[int, list[int]] = {}
        # code -> KING_CELLS scores by the piece's place relative to its own / the enemy king
        self.defend: dict[int, tuple[int, ...]] = {}
        self.attack: dict[int, tuple[int, ...]] = {}
        # By code, as lists (a negative code indexes from the end; faster than dicts): the tables
        # above, the squares each piece attacks by a leap from each square, its rays, its value as an
        # attacker (a royal piece: ROYAL_ATTACKER), and its mobility weights (or None).
        size = 2 * n + 1
        self._rows: list[Any] = [None] * size
        self._def: list[Any] = [None] * size
        self._atk: list[Any] = [None] * size
        self._leaps: list[Any] = [None] * size
        self._rays: list[Any] = [None] * size
        self._value: list[int] = [0] * size
        self._mobility: list[Any] = [None] * size
        for kind in variant.kinds:
            cls = self.classes[kind.index]
            k = kind.index
            for color in (0, 1):
                code = code_of(kind, color)
                sign = 1 if color == BLACK else -1
                row = []
                for sq in range(NSQ):
                    adv = 8 - sq // 9 if color == BLACK else sq // 9
                    ff = abs(sq % 9 - 4)
                    if cls is None:
                        row.append(sign * (TUNED_KING_RANK[adv] + TUNED_KING_FILE[ff]))
                    else:
                        row.append(sign * (values[k] + TUNED_RANK[cls][adv] + TUNED_FILE[cls][ff]))
                self.table[code] = row
                if cls is None:
                    self.defend[code] = self.attack[code] = (0,) * KING_CELLS
                else:
                    self.defend[code] = tuple(sign * v for v in TUNED_DEFEND[cls]) + (0,)
                    self.attack[code] = tuple(sign * v for v in TUNED_ATTACK[cls]) + (0,)
                self._rows[code] = row
                self._def[code] = self.defend[code]
                self._atk[code] = self.attack[code]
                self._leaps[code] = [tuple(T.steps[color][k][sq]) + tuple(T.steps_c[color][k][sq])
                                     for sq in range(NSQ)]
                if any(T.rays[color][k][sq] for sq in range(NSQ)):
                    self._rays[code] = T.rays[color][k]
                    if cls in TUNED_MOBILITY:
                        a, b, c = TUNED_MOBILITY[cls]
                        self._mobility[code] = (sign * a, sign * b / 10, sign * c)
                self._value[code] = values[k] if not kind.royal else ROYAL_ATTACKER
        # per code: the mobility term by number of squares (the same floats as the formula), and
        # whether it is a rook that slides (dynamic() notes the rooks' squares as it walks their rays)
        self._mob_table: list[Any] = [None] * size
        for code in range(-n, n + 1):
            w = self._mobility[code] if code else None
            if w is not None:
                most = max(sum(len(r) for r in self._rays[code][sq]) for sq in range(NSQ))
                self._mob_table[code] = tuple(w[0] * k + w[1] * k * k + (w[2] if k <= 2 else 0)
                                              for k in range(most + 1))
        # the codes of each side's rook (the standard movement; the castle goes to the other wing)
        self.rook_codes = tuple(tuple(code_of(kind, color) for kind in variant.kinds
                                      if self.classes[kind.index] == "R") for color in (0, 1))
        self._rook_slider = [False] * size
        for code in (*self.rook_codes[0], *self.rook_codes[1]):
            self._rook_slider[code] = self._rays[code] is not None
        self._side_cache: dict[bytes, tuple[Any, ...]] = {}
        self.castles = CastleTable({code_of(kind, color): cls for kind in variant.kinds
                                    if (cls := self.classes[kind.index]) is not None for color in (0, 1)})
        # Safe drop checks: per dropping colour, the kinds in hand that count (weight) and, per king
        # square, the squares from which such a dropped piece would give check.
        self._checkers: list[list[tuple[int, int, tuple[bool, ...], list[Any]]]] = [[], []]
        for kind in variant.kinds:
            cls = self.classes[kind.index]
            if cls not in TUNED_SAFE_CHECKS or kind.index not in T.droppable:
                continue
            for color in (0, 1):
                code = code_of(kind, color)
                ok = T.drop_ok[color][kind.index]
                per_king = []
                for ksq in range(NSQ):
                    leaps = tuple(s for s, codes in T.leap_att[color][ksq] if code in codes and ok[s])
                    rays = tuple(path for path, codes in T.ray_att[color][ksq] if code in codes)
                    per_king.append((leaps, rays))
                self._checkers[color].append((kind.index, TUNED_SAFE_CHECKS[cls], ok, per_king))

    # ------------------------------------------------------------------ evaluation
    def evaluate(self, pos: Position) -> int:
        """Score for the side to move (positive = good for it)."""
        return self.finish(pos, self.base(pos))

    def finish(self, pos: Position, base: int, dynamic: int | None = None) -> int:
        """:meth:`evaluate` from the :meth:`base` terms (kept by the search) and the :meth:`dynamic`
        ones (computed here if not given): the add-on state and the tempo added."""
        s = base + (self.dynamic(pos) if dynamic is None else dynamic)
        if pos.addon_states:
            s += addon_value(pos, 0) - addon_value(pos, 1)
        return (s if pos.side == BLACK else -s) + self.params.tempo

    def attack_maps(self, pos: Position) -> tuple[list[int], list[int], int]:
        """(Black's least attacker value per square, White's, mobility score): the value of the cheapest
        piece of each side that attacks each square (:data:`NO_ATTACKER` when none, royal pieces
        :data:`ROYAL_ATTACKER`), and the mobility terms of the sliders, Black's point of view."""
        board = pos.board
        leaps = self._leaps
        rays_of = self._rays
        value = self._value
        mobility = self._mobility
        lb = [NO_ATTACKER] * NSQ
        lw = [NO_ATTACKER] * NSQ
        mob = 0
        for sq, code in enumerate(board):
            if not code:
                continue
            v = value[code]
            lc = lb if code > 0 else lw
            for t in leaps[code][sq]:
                if v < lc[t]:
                    lc[t] = v
            rays = rays_of[code]
            if rays is not None:
                n = 0
                black = code > 0
                for ray in rays[sq]:
                    for t in ray:
                        if v < lc[t]:
                            lc[t] = v
                        q = board[t]
                        if q:
                            if (q > 0) != black:
                                n += 1
                            break
                        n += 1
                w = mobility[code]
                if w is not None:
                    mob += w[0] * n + w[1] * n * n + (w[2] if n <= 2 else 0)
        return lb, lw, round(mob)

    def base(self, pos: Position) -> int:
        """The terms the search keeps by push and pop (:class:`IncrementalEval`), Black's point of view:
        each piece on the board with its rank and file and its place relative to both kings, and the
        pieces in hand."""
        kb, kw = pos.king_sq
        if kb < 0 or kw < 0:
            term = self.piece_term
            return sum(term(code, sq, kb, kw) for sq, code in enumerate(pos.board) if code) \
                + self.hand_score(pos.hands)
        # piece_term inline (both kings on the board): the same sum
        rows, dfn, atk = self._rows, self._def, self._atk
        c0, c1 = _CELLS
        ob, ow = kb * 81, kw * 81
        s = 0
        board = pos.board
        for sq in compress(_SQUARES, board):  # (the occupied squares)
            code = board[sq]
            if code > 0:
                s += rows[code][sq] + dfn[code][c0[ob + sq]] + atk[code][c0[ow + sq]]
            else:
                s += rows[code][sq] + dfn[code][c1[ow + sq]] + atk[code][c1[ob + sq]]
        return s + self.hand_score(pos.hands)

    def piece_term(self, code: int, sq: int, kb: int, kw: int) -> int:
        """Material, rank and file of the piece ``code`` on ``sq`` and its place relative to the kings on
        ``kb`` and ``kw`` (-1: none), Black's point of view."""
        s = self._rows[code][sq]
        if code > 0:
            if kb >= 0:
                s += self._def[code][_CELLS[0][kb * 81 + sq]]
            if kw >= 0:
                s += self._atk[code][_CELLS[0][kw * 81 + sq]]
        else:
            if kw >= 0:
                s += self._def[code][_CELLS[1][kw * 81 + sq]]
            if kb >= 0:
                s += self._atk[code][_CELLS[1][kb * 81 + sq]]
        return s

    def move_delta(self, old: int, new: int, frm: int, to: int, cap: int, kb: int, kw: int) -> int:
        """``piece_term(new, to) - piece_term(old, frm) - piece_term(cap, to)`` with both kings on the
        board (``kb``, ``kw`` >= 0; ``cap`` 0: no capture): a board move's change of the board terms in
        one call (the search's push)."""
        rows, dfn, atk = self._rows, self._def, self._atk
        ob, ow = kb * 81, kw * 81
        if new > 0:
            c0 = _CELLS[0]
            d = (rows[new][to] + dfn[new][c0[ob + to]] + atk[new][c0[ow + to]]
                 - rows[old][frm] - dfn[old][c0[ob + frm]] - atk[old][c0[ow + frm]])
        else:
            c1 = _CELLS[1]
            d = (rows[new][to] + dfn[new][c1[ow + to]] + atk[new][c1[ob + to]]
                 - rows[old][frm] - dfn[old][c1[ow + frm]] - atk[old][c1[ob + frm]])
        if cap:
            if cap > 0:
                c0 = _CELLS[0]
                d -= rows[cap][to] + dfn[cap][c0[ob + to]] + atk[cap][c0[ow + to]]
            else:
                c1 = _CELLS[1]
                d -= rows[cap][to] + dfn[cap][c1[ow + to]] + atk[cap][c1[ob + to]]
        return d

    def king_move_delta(self, board: list[int], code: int, frm: int, to: int) -> int:
        """What the move of the king ``code`` from ``frm`` to ``to`` (no capture, the other king on the
        board too) does to :meth:`base`: its own rank and file, and the places relative to it of the
        pieces within three squares of either square (farther, they count 0); ``board`` before or after
        the move (a king's own places count 0)."""
        rows, dfn, atk = self._rows, self._def, self._atk
        black = code > 0
        cs, co = _CELLS if black else _CELLS[::-1]  # (the king's side's cells, the other side's)
        d = rows[code][to] - rows[code][frm]
        for ksq, sign in ((to, 1), (frm, -1)):
            o = ksq * 81
            t = 0
            for sq in _BOX3[ksq]:
                p = board[sq]
                if p:
                    if (p > 0) == black:
                        t += dfn[p][cs[o + sq]]
                    else:
                        t += atk[p][co[o + sq]]
            d += sign * t
        return d

    def hand_score(self, hands: Any) -> int:
        """The pieces in hand (with the first pawn's bonus), Black's point of view."""
        s = 0
        hv = self.hand_values
        h0, h1 = hands
        for k in range(self.nkinds):
            n0 = h0[k]
            n1 = h1[k]
            if n0 or n1:
                s += (n0 - n1) * hv[k]
        for k in self.pawn_kinds:
            s += ((h0[k] > 0) - (h1[k] > 0)) * self.params.pawn_in_hand
        return s

    def hand_piece(self, color: int, kind: int, after: int) -> int:
        """What one more (or one less) piece of ``kind`` in ``color``'s hand, now ``after`` of them, adds
        to :meth:`hand_score` (Black's point of view; negate the result for a piece leaving the hand)."""
        v = self.hand_values[kind]
        if after <= 1 and kind in self.pawn_kinds:
            v += self.params.pawn_in_hand
        return v if color == BLACK else -v

    def _side(self, board: list[int], black: bool, key: bytes) -> tuple[Any, ...]:
        """One side's part of :meth:`dynamic`, cached by its placement (``key``: the board's bytes with
        the other side's pieces blanked, :data:`_PLACEMENT`): (the least attacker value
        of its leaps per square, its non-royal pieces' squares, all its pieces' squares, its sliders as
        (square, black, value, rays from there, mobility table), its rook's wing (:meth:`_wing`), and
        its castle scores by king square as :meth:`dynamic` meets them: they depend on the placement
        alone)."""
        leaps = self._leaps
        rays_of = self._rays
        value = self._value
        lc = [NO_ATTACKER] * NSQ
        pieces = []
        squares = list(compress(_SQUARES, key))
        sliders = []
        rooks: dict[int, int] = {}
        for sq in squares:
            code = board[sq]
            v = value[code]
            if v < ROYAL_ATTACKER:
                pieces.append(sq)
            for t in leaps[code][sq]:
                if v < lc[t]:
                    lc[t] = v
            rays = rays_of[code]
            if rays is not None:
                sliders.append((sq, black, v, rays[sq], self._mob_table[code]))
                if self._rook_slider[code] and code not in rooks:
                    rooks[code] = sq
        entry: tuple[Any, ...] = (lc, pieces, squares, sliders, self._wing(board, 0 if black else 1, rooks), {})
        cache = self._side_cache
        if len(cache) >= SIDE_CACHE:
            cache.clear()
        cache[key] = entry
        return entry

    def dynamic(self, pos: Position) -> int:
        """The terms computed afresh at every evaluation, Black's point of view: slider mobility,
        threats, and both kings' safety (attacked squares, enemy pieces near, safe drop checks).

        Each side's leaps, pieces and sliders come from :meth:`_side` (cached by the side's placement);
        the sliders' rays are walked on the board, in the order of the squares (the mobility terms are
        floats: summed in the same order)."""
        board = pos.board
        raw = _PACK(*board)
        key_b = raw.translate(_PLACEMENT[0])
        key_w = raw.translate(_PLACEMENT[1])
        value = self._value
        cache = self._side_cache
        eb = cache.get(key_b) or self._side(board, True, key_b)
        ew = cache.get(key_w) or self._side(board, False, key_w)
        kb, kw = pos.king_sq
        lb = eb[0][:]
        lw = ew[0][:]
        mob = 0
        for _, black, v, rays, table in sorted(eb[3] + ew[3]) if ew[3] else eb[3]:
            lc = lb if black else lw
            n = 0
            for ray in rays:
                for t in ray:
                    if v < lc[t]:
                        lc[t] = v
                    q = board[t]
                    if q:
                        if (q > 0) != black:
                            n += 1
                        break
                    n += 1
            if table is not None:
                mob += table[n]
        s = round(mob)
        tw = self.params.threats
        ib = 0 if pos.side == BLACK else 1  # the threat weights of Black's pieces (the side to move's first)
        iw = ib ^ 1
        for sq in eb[1]:
            la = lw[sq]
            if la < NO_ATTACKER:
                v = value[board[sq]]
                # threatened by a cheaper piece, or attacked and undefended
                if la + 50 < v:
                    s += tw[ib] + tw[ib + 4] * (v - la) // 100
                elif lb[sq] == NO_ATTACKER:
                    s += tw[ib + 2] + tw[ib + 6] * v // 100
        for sq in ew[1]:
            la = lb[sq]
            if la < NO_ATTACKER:
                v = value[board[sq]]
                if la + 50 < v:
                    s -= tw[iw] + tw[iw + 4] * (v - la) // 100
                elif lw[sq] == NO_ATTACKER:
                    s -= tw[iw + 2] + tw[iw + 6] * v // 100
        castles = self.castles
        if kb >= 0:
            attacked = len(_NEAR[kb]) - _NEAR_GET[kb](lw).count(NO_ATTACKER)
            near_b = sum(map(_NEAR2_FLAGS[kb].__getitem__, ew[2]))
            s += self.king_safety(attacked, near_b, len(_NEAR[kb])) + self._safe_checks(pos, kb, 1, lb, lw)
            castle = eb[5].get(kb)
            if castle is None:
                castle = eb[5][kb] = castles.score(board, 0, kb, eb[4])
            s += castle
        if kw >= 0:
            attacked = len(_NEAR[kw]) - _NEAR_GET[kw](lb).count(NO_ATTACKER)
            near_w = sum(map(_NEAR2_FLAGS[kw].__getitem__, eb[2]))
            s -= self.king_safety(attacked, near_w, len(_NEAR[kw])) + self._safe_checks(pos, kw, 0, lw, lb)
            castle = ew[5].get(kw)
            if castle is None:
                castle = ew[5][kw] = castles.score(board, 1, kw, ew[4])
            s -= castle
        return s

    def _wing(self, board: list[int], color: int, rooks: dict[int, int]) -> int:
        """:meth:`rook_wing` from the rooks' first squares seen by :meth:`_side` (rook codes that
        slide; one that does not is looked for on the board)."""
        for code in self.rook_codes[color]:
            sq = rooks.get(code, -1) if self._rook_slider[code] else (board.index(code) if code in board else -1)
            if sq >= 0:
                f = sq % 9
                w = (f > 4) - (f < 4)
                return w if color == BLACK else -w
        return 0

    def _king_terms(self, pos: Position, color: int, ksq: int, lb: list[int], lw: list[int]) -> int:
        """The safety terms of ``color``'s king on ``ksq`` for its owner (as :meth:`dynamic` sums them)."""
        enemy_map, own_map = (lw, lb) if color == BLACK else (lb, lw)
        them_black = color != BLACK
        near = sum(1 for t, code in enumerate(pos.board)
                   if code and (code > 0) == them_black and _chebyshev(t, ksq) <= 2)
        attacked = sum(1 for t in _NEAR[ksq] if enemy_map[t] < NO_ATTACKER)
        return (self.king_safety(attacked, near, len(_NEAR[ksq]))
                + self._safe_checks(pos, ksq, color ^ 1, own_map, enemy_map)
                + self.castles.score(pos.board, color, ksq, self.rook_wing(pos.board, color)))

    def rook_wing(self, board: list[int], color: int) -> int:
        """The wing of ``color``'s rook as :attr:`castles.Shape.wing` sees it (from its owner's side: 1
        files 1-4 for Black, files 6-9 for White), 0 on the centre file or none on the board."""
        for code in self.rook_codes[color]:
            if code in board:
                f = board.index(code) % 9
                w = (f > 4) - (f < 4)
                return w if color == BLACK else -w
        return 0

    def _safe_checks(self, pos: Position, ksq: int, by: int, own: list[int], enemy: list[int]) -> int:
        """The safe-check terms of the king on ``ksq`` (for its owner): for each kind in ``by``'s hand,
        the empty squares (up to 3) where a drop of it would check without being taken (no defender
        but the king, and the king cannot take it: another enemy piece supports the square, or it is
        not next to the king).  ``own``/``enemy``: the king owner's and ``by``'s least attackers."""
        hand = pos.hands[by]
        if not any(hand):
            return 0
        board = pos.board
        near = _NEAR_SET[ksq]
        total = 0
        for kind, weight, ok, per_king in self._checkers[by]:
            if not hand[kind]:
                continue
            n = 0
            leaps, rays = per_king[ksq]
            for s in leaps:
                if not board[s] and own[s] >= ROYAL_ATTACKER and (s not in near or enemy[s] < NO_ATTACKER):
                    n += 1
            for path in rays:
                for s in path:
                    if board[s]:
                        break
                    if (ok[s] and s not in leaps and own[s] >= ROYAL_ATTACKER
                            and (s not in near or enemy[s] < NO_ATTACKER)):
                        n += 1
            total += weight * (n if n < 3 else 3)
        return total

    def king_safety(self, attacked: int, near: int, squares: int) -> int:
        """The safety terms of one king, for its owner: ``attacked`` of the ``squares`` around it are
        attacked by the enemy, ``near`` enemy pieces stand within two squares."""
        w = self.params.safety
        near = min(near, NEAR_CAP)
        v = (w[0] * attacked + w[1] * near + w[2] * attacked * near + w[3] * near * near
             + w[4] * attacked * attacked + w[5] * (squares - 8))
        cap = self.params.safety_cap
        return -cap if v < -cap else v

    def king_danger(self, pos: Position, color: int) -> int:
        """The safety terms of ``color``'s king as a penalty (positive = danger)."""
        ksq = pos.king_sq[color]
        if ksq < 0:
            return 0
        them = color ^ 1
        board = pos.board
        attacked = sum(1 for t in _NEAR[ksq] if pos.attacked(t, them))
        near = sum(1 for t in range(NSQ) if board[t] and (board[t] > 0) == (them == BLACK) and _chebyshev(t, ksq) <= 2)
        return -self.king_safety(attacked, near, len(_NEAR[ksq]))

    def breakdown(self, pos: Position) -> dict[str, int]:
        """Each term from Black's point of view (for analysis displays and tests)."""
        material = 0
        for code in pos.board:
            if code:
                material += (1 if code > 0 else -1) * self.values[abs(code) - 1]
        hand = self.hand_score(pos.hands)
        base = self.base(pos)
        lb, lw, mobility = self.attack_maps(pos)
        dynamic = self.dynamic(pos)
        safety = 0
        for color, ksq in enumerate(pos.king_sq):
            if ksq >= 0:
                safety += (1 if color == BLACK else -1) * (self._king_terms(pos, color, ksq, lb, lw))
        board_total = base - hand + dynamic - safety
        return {
            "material": material,
            "hand": hand,
            "placement": board_total - material,
            "king_safety": safety,
            "addon": addon_value(pos, 0) - addon_value(pos, 1),
        }


@cache
def _evaluator_by_id(variant_id: str) -> Evaluator:
    return Evaluator(load_variant(variant_id))


def evaluator_for(variant: Variant) -> Evaluator:
    """The evaluator of a variant (cached for variants loaded by id)."""
    if load_variant_safe(variant.id) is variant:
        return _evaluator_by_id(variant.id)
    return Evaluator(variant)


def evaluate(pos: Position) -> int:
    """Static score of ``pos`` for the side to move, in centipawns."""
    return evaluator_for(pos.variant).evaluate(pos)
