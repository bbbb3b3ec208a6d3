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
* **Hand pieces** are worth :data:`HAND_BONUS` more than the same piece on the board (drops are flexible).
* **Piece-square terms**: advancing pawns and silvers, a king that keeps to its camp and the wings,
  and promotion threats (an unpromoted piece in or next to its promotion zone earns a share of what
  promoting would gain).
* **King safety**: enemy pieces near the king (weighted by kind and distance) and pieces in the enemy
  hand against the king's defenders and escape squares; the penalty grows with the square of the
  danger.
* **Add-on state**: :func:`addon_value` (cards and magic not used yet), a hook other add-ons extend
  with :func:`register_addon_value`.

API: :func:`evaluator_for` (cached per variant id), :meth:`Evaluator.evaluate` (side to move),
:meth:`Evaluator.breakdown` (Black's point of view, term by term), :func:`piece_values`,
:func:`evaluate`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.betza import MoveSpec, parse_betza
from ..core.position import BLACK, Position
from ..core.tables import NSQ, Tables, build_tables, code_of, tables_for
from ..core.variant import PieceKind, Variant, VariantError, load_variant

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


# ----------------------------------------------------------------------------- add-on state
AddonValue = Callable[[Position, int], int]
_ADDON_VALUES: dict[str, AddonValue] = {}
CARD_VALUE = 250  # an unused card, in centipawns
MAGIC_VALUE = 200  # a magic right held
TOKEN_VALUE = 120  # a magic token in hand


def register_addon_value(name: str, fn: AddonValue) -> None:
    """Let an add-on value its own state: ``fn(pos, color) -> centipawns`` for ``color``.

    Registered functions are summed; when none is registered the generic count below applies.
    """
    _ADDON_VALUES[name] = fn


def _count(x: Any) -> int:
    if x is None:
        return 0
    if isinstance(x, int):
        return x
    try:
        return len(x)
    except TypeError:
        return 0


def addon_value(pos: Position, color: int) -> int:
    """Value of ``color``'s add-on state (cards, magic) in centipawns.

    Add-ons register precise functions with :func:`register_addon_value`.  Without one, the state is
    read by duck typing: each card held unused (``unused`` or ``unused_cards``, an int or a
    collection: the cards' ``CardsState.unused``) is worth :data:`CARD_VALUE`; each magic right held
    (``rights``: (name, count) pairs, or ``unused_magic``) :data:`MAGIC_VALUE`; each token in hand
    (``tokens``: (magic, letter, count)) :data:`TOKEN_VALUE`.  Plain games have no state: 0.  So the
    search plays a card or a magic when what it gains outweighs keeping it for later.
    """
    if _ADDON_VALUES:
        return sum(fn(pos, color) for fn in _ADDON_VALUES.values())
    state = pos.addon[color]
    if state is None:
        return 0
    cards = getattr(state, "unused_cards", None)
    if cards is None:
        cards = getattr(state, "unused", None)
    value = CARD_VALUE * _count(cards) + MAGIC_VALUE * _count(getattr(state, "unused_magic", None))
    rights = getattr(state, "rights", None)
    if isinstance(rights, tuple):
        value += MAGIC_VALUE * sum(int(r[1]) for r in rights if isinstance(r, tuple) and len(r) == 2)
    tokens = getattr(state, "tokens", None)
    if isinstance(tokens, tuple):
        value += TOKEN_VALUE * sum(int(t[2]) for t in tokens if isinstance(t, tuple) and len(t) == 3)
    return value


# ----------------------------------------------------------------------------- evaluator
@dataclass(frozen=True)
class EvalParams:
    pawn_advance: int = 4  # per rank a pawn has advanced
    silver_advance: int = 8  # per rank (up to three) a silver has advanced
    silver_centre: int = 6
    promo_in_zone: float = 0.12  # share of the promotion gain for an unpromoted piece that can promote now
    promo_next: float = 0.05  # ... one rank before the zone
    king_wing: int = 8  # per file away from the centre file (up to three)
    king_rank: int = 25  # per rank the king has left its back two ranks
    ks_near: int = 2  # attack units per weight of an enemy piece next to the king
    ks_far: int = 1  # ... two squares away
    ks_escape: int = 1  # attack units per missing escape square below three
    ks_shelter: int = 8  # bonus per defence unit (up to ten)
    ks_scale: int = 6  # penalty = scale * units^2
    ks_cap: int = 1500
    tempo: int = 20


DEFAULT_PARAMS = EvalParams()


def _chebyshev(a: int, b: int) -> int:
    return max(abs(a % 9 - b % 9), abs(a // 9 - b // 9))


_NEAR = tuple(tuple(t for t in range(NSQ) if _chebyshev(s, t) == 1) for s in range(NSQ))
_RING2 = tuple(tuple(t for t in range(NSQ) if _chebyshev(s, t) == 2) for s in range(NSQ))


class Evaluator:
    """Precomputed tables of one variant; :meth:`evaluate` is called at every leaf of the search."""

    def __init__(self, variant: Variant, params: EvalParams | None = None) -> None:
        self.variant = variant
        self.params = params = params or DEFAULT_PARAMS
        self.T = _variant_tables(variant)
        values = self.values = piece_values(variant)
        n = len(variant.kinds)
        self.hand_values = tuple(round(v * (1 + HAND_BONUS)) for v in values)
        # code -> 81 scores (material + piece-square), signed: positive for Black's pieces
        self.table: dict[int, list[int]] = {}
        for kind in variant.kinds:
            for color in (0, 1):
                code = code_of(kind, color)
                sign = 1 if color == BLACK else -1
                self.table[code] = [sign * (values[kind.index] + self._pst(kind, color, sq)) for sq in range(NSQ)]
        # Danger weight of an attacking piece near a king, and the defence of an own piece.
        self.atk_weight: dict[int, int] = {}
        self.def_weight: dict[int, int] = {}
        for kind in variant.kinds:
            v = values[kind.index]
            if kind.royal:
                a, d = 0, 0
            elif v >= 800:
                a, d = 3, 1
            elif v >= 450:
                a, d = 2, 2
            elif v >= 250:
                a, d = 1, 1
            else:
                a, d = 1, 1
            for color in (0, 1):
                self.atk_weight[code_of(kind, color)] = a
                self.def_weight[code_of(kind, color)] = d
        # attack units of a piece in the enemy hand: big pieces 3, gold-like 2, others 1, pawns 0
        self.hand_danger = tuple(0 if k.royal or values[k.index] < 200 else 3 if values[k.index] >= 800
                                 else 2 if values[k.index] >= 450 else 1 for k in variant.kinds)
        self.nkinds = n

    # ------------------------------------------------------------------ static tables
    def _rank_adv(self, color: int, sq: int) -> int:
        """Ranks advanced from the owner's back rank (0 = own back rank, 8 = the far rank)."""
        r = sq // 9
        return 8 - r if color == BLACK else r

    def _pst(self, kind: PieceKind, color: int, sq: int) -> int:
        p = self.params
        T = self.T
        adv = self._rank_adv(color, sq)
        file_i = sq % 9
        score = 0
        if kind.royal:
            score += p.king_wing * min(3, abs(file_i - 4))
            score -= p.king_rank * max(0, adv - 1)
            return score
        key = _spec_key(kind.specs)
        if kind.pawn or key == _spec_key(parse_betza("fW")):
            score += p.pawn_advance * max(0, adv - 2)
        if key == _spec_key(parse_betza("FfW")):
            score += p.silver_advance * min(3, max(0, adv - 1))
            if 2 <= file_i <= 6:
                score += p.silver_centre
        zone = T.promo_zone[color][kind.index]
        if zone is not None and kind.promoted is not None:
            gain = self.values[kind.promoted.index] - self.values[kind.index]
            if gain > 0:
                if sq in zone:
                    if sq not in T.must_promote[color][kind.index]:
                        score += round(gain * p.promo_in_zone)
                else:
                    dist = min(abs(sq // 9 - z // 9) for z in zone)
                    if dist == 1:
                        score += round(gain * p.promo_next)
        return score

    # ------------------------------------------------------------------ evaluation
    def evaluate(self, pos: Position) -> int:
        """Score for the side to move (positive = good for it)."""
        s = self._black_score(pos)
        return (s if pos.side == BLACK else -s) + self.params.tempo

    def _black_score(self, pos: Position) -> int:
        table = self.table
        s = 0
        for sq, code in enumerate(pos.board):
            if code:
                s += table[code][sq]
        hv = self.hand_values
        h0, h1 = pos.hands
        for k in range(self.nkinds):
            n0 = h0[k]
            n1 = h1[k]
            if n0 or n1:
                s += (n0 - n1) * hv[k]
        s -= self.king_danger(pos, 0)
        s += self.king_danger(pos, 1)
        if pos.addon[0] is not None or pos.addon[1] is not None:
            s += addon_value(pos, 0) - addon_value(pos, 1)
        return s

    def king_danger(self, pos: Position, color: int) -> int:
        """The penalty for ``color``'s king (may be negative: a sheltered king earns a bonus).

        Attack units: enemy pieces within two squares (weighted by kind, double when adjacent) and
        the pieces in the enemy hand (drops reach the king at once); defence: own pieces around the
        king.  Penalty = scale * max(0, attack - defence / 2 + missing escapes)^2, capped, minus a
        linear shelter bonus per defence unit.
        """
        ksq = pos.king_sq[color]
        if ksq < 0:
            return 0
        p = self.params
        board = pos.board
        black = color == BLACK
        atk = self.atk_weight
        dfw = self.def_weight
        attack = 0
        defence = 0
        for t in _NEAR[ksq]:
            q = board[t]
            if q:
                if (q > 0) != black:
                    attack += atk[q] * p.ks_near
                else:
                    defence += dfw[q] * 2
        for t in _RING2[ksq]:
            q = board[t]
            if q:
                if (q > 0) != black:
                    attack += atk[q] * p.ks_far
                else:
                    defence += dfw[q]
        hand = pos.hands[color ^ 1]
        hw = self.hand_danger
        for k in range(self.nkinds):
            n = hand[k]
            if n:
                attack += hw[k] * (n if n < 3 else 3)
        shelter = p.ks_shelter * (defence if defence < 10 else 10)
        units = attack * 2 - defence  # in half units
        if attack and units > 0:
            escapes = 0
            them = color ^ 1
            for t in _NEAR[ksq]:
                q = board[t]
                if (not q or (q > 0) != black) and not pos.attacked(t, them):
                    escapes += 1
                    if escapes >= 3:
                        break
            units += 2 * p.ks_escape * (3 - escapes)
        if units <= 0:
            return -shelter
        return min(p.ks_cap, p.ks_scale * units * units // 4) - shelter

    def breakdown(self, pos: Position) -> dict[str, int]:
        """Each term from Black's point of view (for analysis displays and tests)."""
        material = 0
        placement = 0
        for sq, code in enumerate(pos.board):
            if code:
                kv = self.values[abs(code) - 1]
                sign = 1 if code > 0 else -1
                material += sign * kv
                placement += self.table[code][sq] - sign * kv
        hand = sum((pos.hands[0][k] - pos.hands[1][k]) * self.hand_values[k] for k in range(self.nkinds))
        return {
            "material": material,
            "hand": hand,
            "placement": placement,
            "king_safety": self.king_danger(pos, 1) - self.king_danger(pos, 0),
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
