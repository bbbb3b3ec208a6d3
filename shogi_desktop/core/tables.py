"""Per-variant precomputed tables for fast move generation (built once per variant, cached).

Squares are those of :mod:`.squares` (re-exported here).  Piece codes are ``kind.index + 1`` for Black and ``-(kind.index + 1)`` for White; 0 is empty.
"""

from __future__ import annotations

import marshal
import random
import sys
import zlib
from collections.abc import Sequence
from functools import cache
from operator import itemgetter
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from . import squares
from .sealed import seal, unseal
from .squares import (
    FILE_CHARS,
    FILES,
    NSQ,
    RANK_CHARS,
    RANKS,
    parse_square,
    reflect_path,
    sq_of,
    square_name,
)
from .variant import PieceKind, Variant, load_variant

if TYPE_CHECKING:
    from typing import TypeVar

    _T = TypeVar("_T")
    PerSquare = list[list[list[_T]]]  # [color][kind][sq] -> _T

__all__ = ["FILE_CHARS", "FILES", "NSQ", "RANK_CHARS", "RANKS", "LegalTables", "TableStore", "Tables", "build_tables",
           "code_of", "decode_tables", "encode_tables", "keep_tables_in", "legal_tables", "parse_square", "reflect_path",
           "sq_of", "square_name", "stored_name", "stored_tables", "tables_for"]


def code_of(kind: PieceKind, color: int) -> int:
    return kind.index + 1 if color == 0 else -(kind.index + 1)


def _board_vector(dx: int, dy: int, color: int) -> tuple[int, int]:
    """(file_index delta, rank_index delta) of an owner-relative vector."""
    return (dx, -dy) if color == 0 else (-dx, dy)


class Tables:
    """A variant's move, promotion, attack and hashing tables (a plain class, not a dataclass: one
    compiles its methods at import, ~3 M instructions at start-up; built with keywords only)."""

    def __init__(
        self, *,
        variant: Variant,
        nkinds: int,
        steps: PerSquare[tuple[int, ...]],  # [color][kind][sq] -> targets
        steps_m: PerSquare[tuple[int, ...]],  # move-only leaps
        steps_c: PerSquare[tuple[int, ...]],  # capture-only leaps
        rays: PerSquare[tuple[tuple[int, ...], ...]],
        promo_zone: list[list[frozenset[int] | None]],  # [color][kind] -> where it may promote (None: never)
        must_promote: list[list[frozenset[int]]],
        drop_ok: list[list[tuple[bool, ...]]],
        droppable: tuple[int, ...],
        pawn_kinds: tuple[int, ...],
        promote_code: dict[int, int],
        demote_code: dict[int, int],
        royal_codes: frozenset[int],
        cap_hand: list[list[int]],  # [captor][captured kind] -> hand kind index or -1 (leaves the game)
        leap_att: list[list[tuple[tuple[int, frozenset[int]], ...]]],  # [attacker color][target]
        ray_att: list[list[tuple[tuple[tuple[int, ...], frozenset[int]], ...]]],
        irregular: list[frozenset[int]],  # attacker codes whose attacks are not straight lines
        zone: list[frozenset[int]],
        zob: dict[int, list[int]],
        zob_hand: list[list[list[int]]],
        zob_side: int,
        plain: tuple[bool, ...],  # kind has no move-only/capture-only leaps
        immune: frozenset[int],  # codes that can never be captured (immortal silver)
        legal: LegalTables | None = None,  # see legal_tables (built on first use)
    ) -> None:
        self.variant = variant
        self.nkinds = nkinds
        self.steps = steps
        self.steps_m = steps_m
        self.steps_c = steps_c
        self.rays = rays
        self.promo_zone = promo_zone
        self.must_promote = must_promote
        self.drop_ok = drop_ok
        self.droppable = droppable
        self.pawn_kinds = pawn_kinds
        self.promote_code = promote_code
        self.demote_code = demote_code
        self.royal_codes = royal_codes
        self.cap_hand = cap_hand
        self.leap_att = leap_att
        self.ray_att = ray_att
        self.irregular = irregular
        self.zone = zone
        self.zob = zob
        self.zob_hand = zob_hand
        self.zob_side = zob_side
        self.plain = plain
        self.immune = immune
        self.legal = legal


_FIELDS = (
    "variant", "nkinds", "steps", "steps_m", "steps_c", "rays", "promo_zone", "must_promote", "drop_ok",
    "droppable", "pawn_kinds", "promote_code", "demote_code", "royal_codes", "cap_hand", "leap_att",
    "ray_att", "irregular", "zone", "zob", "zob_hand", "zob_side", "plain", "immune", "legal",
)
_STORED = tuple(name for name in _FIELDS if name not in ("variant", "legal"))


def _reflect_walls(kind: PieceKind) -> str | None:
    for hook, walls in (("reflect", "both"), ("reflect-vertical", "vertical"), ("reflect-horizontal", "horizontal")):
        if hook in kind.hooks:
            return walls
    return None


@cache
def tables_for(variant_id: str) -> Tables:
    """The variant's tables, made once per process: built, or read from the store given to
    :func:`keep_tables_in` (the application's cache folder)."""
    variant = load_variant(variant_id)
    return stored_tables(variant, _STORES[0]) if _STORES else build_tables(variant)


# ----------------------------------------------------------------------------- kept between runs
class TableStore(Protocol):
    """Where :func:`tables_for` keeps built tables between runs (``app/table_files.py``: files in the
    cache folder).  Reading the standard tables back costs about a fifth of building them (marshal:
    12 M instructions against 53 M at start-up)."""

    def read(self, name: str) -> bytes | None: ...

    def write(self, name: str, data: bytes) -> None: ...


_STORES: list[TableStore] = []
_CODE: list[str | None] = []  # the digest of the code that builds the tables (computed once)


def keep_tables_in(store: TableStore | None) -> None:
    """Have :func:`tables_for` read and write its tables through ``store`` (None: build them every time,
    as the tests do)."""
    _STORES[:] = [] if store is None else [store]


def _code_digest() -> str | None:
    """CRC-32 of the source of this module and of :mod:`.squares` (whose lines and reflections the
    tables hold), with the Python and marshal versions; None where the source cannot be read (a bundle
    holding bytecode only: the tables are then built every time)."""
    if not _CODE:
        try:
            data = Path(__file__).read_bytes() + Path(squares.__file__).read_bytes()
        except (OSError, TypeError):
            _CODE.append(None)
        else:
            _CODE.append(f"{zlib.crc32(data):08x}{len(data):x}-{sys.version_info[0]}{sys.version_info[1]}m"
                         f"{marshal.version}")
    return _CODE[0]


def _signature(variant: Variant) -> str:
    """What :func:`build_tables` reads of ``variant`` (a test holds it to what the build reads)."""
    kinds = tuple(
        (k.index, k.letter, tuple(k.specs), tuple(k.hooks), k.royal, k.pawn, k.promotion, k.is_promoted,
         None if k.promoted is None else k.promoted.index,
         tuple(None if (h := variant.hand_kind(c, k)) is None else h.index for c in (0, 1)))
        for k in variant.kinds)
    return repr((variant.promotion_ranks, kinds))


def stored_name(variant: Variant) -> str | None:
    """The file name of ``variant``'s tables: its id, then checksums of what the tables are built from
    (the variant's pieces and rules, this code); None where the code's digest is unknown."""
    code = _code_digest()
    if code is None:
        return None
    text = (code + _signature(variant)).encode()
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in variant.id)
    return f"{safe}-{zlib.crc32(text):08x}{zlib.adler32(text):08x}.tables"


def stored_tables(variant: Variant, store: TableStore) -> Tables:
    """``variant``'s tables read from ``store``; built and written to it when it does not hold them
    (or holds something else under their name)."""
    name = stored_name(variant)
    if name is None:
        return build_tables(variant)
    data = store.read(name)
    stored = decode_tables(variant, data) if data is not None else None
    if stored is not None:
        return stored
    T = build_tables(variant)
    store.write(name, encode_tables(T))
    return T


def encode_tables(T: Tables) -> bytes:
    """``T`` as marshal data (its stored fields, by name), after the data's CRC-32 (4 bytes, big-endian):
    a file damaged on the disk is refused before marshal reads it, even where marshal would accept it
    (a changed number in a table)."""
    return seal({name: getattr(T, name) for name in _STORED})


def decode_tables(variant: Variant, data: bytes) -> Tables | None:
    """The tables of ``variant`` from :func:`encode_tables`'s data; None if it is not such data."""
    stored = unseal(data)
    if not isinstance(stored, dict) or tuple(stored) != _STORED:
        return None
    return Tables(variant=variant, **stored)


def build_tables(variant: Variant) -> Tables:
    n = len(variant.kinds)
    pr = variant.promotion_ranks
    zone = [frozenset(range(0, pr * 9)), frozenset(range(NSQ - pr * 9, NSQ))]
    move = _Movement(variant)
    promo = _promotions(variant, move, zone)
    cap_hand = [[-1] * n, [-1] * n]
    for captor in (0, 1):
        for kind in variant.kinds:
            hk = variant.hand_kind(captor, kind)
            cap_hand[captor][kind.index] = -1 if hk is None or kind.royal else hk.index
    rng = random.Random(20260)  # fixed: hashes are stable across runs
    zob = {}
    for kind in variant.kinds:
        for c in (0, 1):
            zob[code_of(kind, c)] = [rng.getrandbits(64) for _ in range(NSQ)]
    # An empty hand contributes nothing (index 0 is 0), so a key computed from scratch equals the
    # incremental one whatever counts a hand went through.
    zob_hand = [[[0] + [rng.getrandbits(64) for _ in range(40)] for _ in range(n)] for _ in range(2)]
    return Tables(
        variant=variant,
        nkinds=n,
        steps=move.steps,
        steps_m=move.steps_m,
        steps_c=move.steps_c,
        rays=move.rays,
        promo_zone=promo[0],
        must_promote=promo[1],
        drop_ok=promo[2],
        droppable=tuple(k.index for k in variant.kinds if not k.royal and not k.is_promoted),
        pawn_kinds=tuple(k.index for k in variant.kinds if k.pawn),
        promote_code=promo[3],
        demote_code=promo[4],
        royal_codes=frozenset(code_of(k, c) for k in variant.kinds if k.royal for c in (0, 1)),
        cap_hand=cap_hand,
        leap_att=[[tuple((s, frozenset(codes)) for s, codes in move.leap_from[c][t].items()) for t in range(NSQ)]
                  for c in (0, 1)],
        ray_att=move.ray_attacks(),
        irregular=[frozenset(move.irregular[0]), frozenset(move.irregular[1])],
        zone=zone,
        zob=zob,
        zob_hand=zob_hand,
        zob_side=rng.getrandbits(64),
        plain=tuple(move.plain),
        immune=frozenset(code_of(k, c) for k in variant.kinds if "immune" in k.hooks for c in (0, 1)),
    )


@cache
def _lines(df: int, dr: int) -> tuple[tuple[int, ...], ...]:
    """Per square: the squares of a straight slide by (df, dr) on an empty board (one direction: cached)."""
    out = []
    for sq in range(NSQ):
        cells = []
        nf, nr = sq % 9 + df, sq // 9 + dr
        while 0 <= nf < FILES and 0 <= nr < RANKS:
            cells.append(nr * 9 + nf)
            nf, nr = nf + df, nr + dr
        out.append(tuple(cells))
    return tuple(out)


@cache
def _step_targets(df: int, dr: int) -> tuple[int, ...]:
    """Per square: the square one step by (df, dr) away, or -1 off the board (one vector: cached)."""
    out = []
    for sq in range(NSQ):
        nf, nr = sq % 9 + df, sq // 9 + dr
        out.append(nr * 9 + nf if 0 <= nf < FILES and 0 <= nr < RANKS else -1)
    return tuple(out)


@cache
def _far_first(df: int, dr: int) -> tuple[tuple[int, int], ...]:
    """The squares a slide by (df, dr) reaches beyond its first step from somewhere, each with the
    lowest square it is reached from (one direction: cached)."""
    first: dict[int, int] = {}
    for sq in range(NSQ):
        for t in _lines(df, dr)[sq][1:]:
            first.setdefault(t, sq)
    return tuple(first.items())


Shape = tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...],
              tuple[tuple[tuple[int, ...], ...], ...], list[tuple[int, int]], list[tuple[int, tuple[int, int]]]]


def _shape(kind: PieceKind, color: int, walls: str | None) -> Shape:
    """How ``kind`` of ``color`` moves, whatever its code: per square its steps, move-only and
    capture-only leaps and rays; the (source, target) of each capture by a step or a slide's first
    step; the (target, direction back) of each attack from afar (every square of a capturing,
    non-reflecting slide but its first).

    Spec by spec over the squares (a loop per square and spec costs 3x as much), in the order a walk
    square by square, then spec by spec, makes them: the sources of each target's leaps and the
    directions of its attacks from afar enter the attack tables in that order, which the move
    generation follows."""
    specs = [(spec, *_board_vector(spec.dx, spec.dy, color)) for spec in kind.specs]
    for spec, df, dr in specs:
        if spec.slide and not (spec.can_move and spec.can_capture) and any(
                (reflect_path(sq, df, dr, walls) if walls and abs(df) == abs(dr) == 1
                 else _lines(df, dr)[sq]) for sq in range(NSQ)):
            raise ValueError(f"{kind.letter}: move-only or capture-only slides are not supported")
    st: list[list[int]] = [[] for _ in range(NSQ)]
    sm: list[list[int]] = [[] for _ in range(NSQ)]
    sc: list[list[int]] = [[] for _ in range(NSQ)]
    rs: list[list[tuple[int, ...]]] = [[] for _ in range(NSQ)]
    leaps: list[tuple[int, int]] = []
    firsts: list[tuple[int, int, int, tuple[int, int]]] = []
    for j, (spec, df, dr) in enumerate(specs):
        if spec.slide:
            reflecting = walls is not None and abs(df) == abs(dr) == 1  # a diagonal slide off the walls
            if reflecting:
                assert walls is not None
                paths: Sequence[tuple[int, ...]] = [reflect_path(sq, df, dr, walls) for sq in range(NSQ)]
            else:
                paths = _lines(df, dr)
            first_leaps = not walls or abs(df) != abs(dr)
            for sq, path in enumerate(paths):
                if path:
                    rs[sq].append(path)
                    if first_leaps:
                        leaps.append((sq, path[0]))
            if spec.can_capture and not reflecting:
                back = (-df, -dr)
                firsts += [(first, j, t, back) for t, first in _far_first(df, dr)]
        else:
            dest = st if spec.can_move and spec.can_capture else sm if spec.can_move else sc
            captures = spec.can_capture
            for sq, t in enumerate(_step_targets(df, dr)):
                if t >= 0:
                    dest[sq].append(t)
                    if captures:
                        leaps.append((sq, t))
    leaps.sort(key=itemgetter(0))  # stable: by source square, then spec
    firsts.sort()
    return (tuple(tuple(x) for x in st), tuple(tuple(x) for x in sm), tuple(tuple(x) for x in sc),
            tuple(tuple(x) for x in rs), leaps, [(t, back) for _first, _j, t, back in firsts])


class _Movement:
    """Where each kind goes from each square ([color][kind][sq] -> targets: steps, move-only and
    capture-only leaps, rays), and who attacks each square (the sources of leaps and the directions
    of slides, per target square)."""

    def __init__(self, variant: Variant) -> None:
        n = len(variant.kinds)
        empty: tuple[int, ...] = ()
        self.steps = [[[empty] * NSQ for _ in range(n)] for _ in range(2)]  # each kind's are set by _kind
        self.steps_m = [[[empty] * NSQ for _ in range(n)] for _ in range(2)]
        self.steps_c = [[[empty] * NSQ for _ in range(n)] for _ in range(2)]
        self.rays: list[list[list[tuple[tuple[int, ...], ...]]]] = [[[()] * NSQ for _ in range(n)] for _ in range(2)]
        self.plain: list[bool] = []
        self.irregular: list[set[int]] = [set(), set()]
        # target -> {source: set(codes)} and target -> {direction: set(codes)}
        self.leap_from: list[list[dict[int, set[int]]]] = [[{} for _ in range(NSQ)] for _ in range(2)]
        self.ray_from: list[list[dict[tuple[int, int], set[int]]]] = [[{} for _ in range(NSQ)] for _ in range(2)]
        self._shapes: dict[tuple[str | None, int, tuple[Any, ...]], Shape] = {}  # per way of moving
        for kind in variant.kinds:
            self.plain.append(all(s.can_move and s.can_capture for s in kind.specs))
            for color in (0, 1):
                self._kind(kind, color)

    def _kind(self, kind: PieceKind, color: int) -> None:
        walls = _reflect_walls(kind)
        code = code_of(kind, color)
        if walls and any(s.slide and abs(s.dx) == abs(s.dy) for s in kind.specs):
            self.irregular[color].add(code)
        key = (walls, color, tuple(kind.specs))
        shape = self._shapes.get(key)
        if shape is None:  # (the kinds that move alike share one: the gold and the promoted minor pieces)
            shape = self._shapes[key] = _shape(kind, color, walls)
        steps, steps_m, steps_c, rays, leaps, far = shape
        index = kind.index
        self.steps[color][index] = list(steps)
        self.steps_m[color][index] = list(steps_m)
        self.steps_c[color][index] = list(steps_c)
        self.rays[color][index] = list(rays)
        leap_from, ray_from = self.leap_from[color], self.ray_from[color]
        for sq, t in leaps:  # (a set made only for a new source: most are there from another kind)
            codes = leap_from[t].get(sq)
            if codes is None:
                leap_from[t][sq] = {code}
            else:
                codes.add(code)
        for t, back in far:
            codes = ray_from[t].get(back)
            if codes is None:
                ray_from[t][back] = {code}
            else:
                codes.add(code)

    def ray_attacks(self) -> list[list[tuple[tuple[tuple[int, ...], frozenset[int]], ...]]]:
        """Per target square: the lines outward from it with the sliders that attack along each."""
        return [[tuple((_lines(df, dr)[t], frozenset(codes)) for (df, dr), codes in self.ray_from[c][t].items())
                 for t in range(NSQ)] for c in (0, 1)]


def _promotions(variant: Variant, move: _Movement, zone: list[frozenset[int]]) -> tuple[Any, ...]:
    """(promo_zone, must_promote, drop_ok, promote_code, demote_code) of :class:`Tables`."""
    n = len(variant.kinds)
    last_rank = [frozenset(range(0, 9)), frozenset(range(NSQ - 9, NSQ))]

    def has_move(color: int, k: int, sq: int) -> bool:
        return bool(move.steps[color][k][sq] or move.steps_m[color][k][sq] or move.rays[color][k][sq])

    promo_zone: list[list[frozenset[int] | None]] = [[None] * n, [None] * n]
    must_promote: list[list[frozenset[int]]] = [[frozenset()] * n, [frozenset()] * n]
    drop_ok: list[list[tuple[bool, ...]]] = [[(False,) * NSQ] * n, [(False,) * NSQ] * n]
    promote_code: dict[int, int] = {}
    demote_code: dict[int, int] = {}
    for kind in variant.kinds:
        k = kind.index
        for color in (0, 1):
            dead = frozenset(sq for sq in range(NSQ) if not has_move(color, k, sq))
            if kind.promoted is not None:
                promo_zone[color][k] = zone[color] if kind.promotion == "zone" else last_rank[color]
                must_promote[color][k] = dead | (last_rank[color] if kind.promotion == "last-rank" else frozenset())
                pc = code_of(kind.promoted, color)
                promote_code[code_of(kind, color)] = pc
                demote_code[pc] = code_of(kind, color)
            if not kind.royal and not kind.is_promoted:
                drop_ok[color][k] = tuple(sq not in dead for sq in range(NSQ))
    return promo_zone, must_promote, drop_ok, promote_code, demote_code


class LegalTables:
    """What :meth:`Position.push_legal` checks a single move with (built on first use, per variant).

    ``steps[c]`` maps ``m | code << 15``, for every move ``m`` (promotion flag included) that a piece
    ``code`` of colour ``c`` may make on an empty board, promotion rules obeyed, to the squares that
    must be empty on its way, the code it has after the move and what the move does to the position's
    Zobrist key (the piece leaves and arrives, the side to move changes; a capture comes on top).  Only
    pieces that move where they attack are there (``odd[c]``: the others, with move-only or
    capture-only leaps).  ``reach[code][sq]`` maps each square a piece on ``sq`` attacks to the squares
    that must be empty between them.  ``lines[by][ksq]`` maps each square ``s`` on a line from ``ksq``
    along which a ``by`` slider attacks to ``(before, after, path, codes)``: the squares between ``ksq``
    and ``s``, those beyond ``s``, the whole line and the slider codes; a piece on ``s`` is pinned (or,
    for the attacker's own piece, hides a discovered check) when ``before`` is empty and the first piece
    of ``after`` is in ``codes``.  ``guarded``: the codes a move may not simply capture (immune and
    royal pieces).  ``zob_moved[code][sq]``: the Zobrist key of a piece on a square with the
    side-to-move key folded in (for drops).
    """

    __slots__ = ("steps", "odd", "reach", "lines", "guarded", "zob_moved")  # not a dataclass: 3 M at import

    def __init__(self, steps: list[dict[int, tuple[tuple[int, ...], int, int]]], odd: list[frozenset[int]],
                 reach: dict[int, list[dict[int, tuple[int, ...]]]],
                 lines: list[list[dict[int, tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...],
                                                  frozenset[int]]]]],
                 guarded: frozenset[int], zob_moved: dict[int, list[int]]) -> None:
        self.steps = steps
        self.odd = odd
        self.reach = reach
        self.lines = lines
        self.guarded = guarded
        self.zob_moved = zob_moved


def legal_tables(T: Tables) -> LegalTables | None:
    """The :class:`LegalTables` of ``T`` (cached on it); None for a variant with reflecting pieces,
    whose attacks are not straight lines: their positions take the general path."""
    if T.legal is not None or T.irregular[0] or T.irregular[1]:
        return T.legal
    reach: dict[int, list[dict[int, tuple[int, ...]]]] = {}
    steps: list[dict[int, tuple[tuple[int, ...], int, int]]] = [{}, {}]
    odd: list[set[int]] = [set(), set()]
    for k in range(T.nkinds):
        for c in (0, 1):
            code = k + 1 if c == 0 else -k - 1
            per_sq: list[dict[int, tuple[int, ...]]] = []
            for sq in range(NSQ):
                targets: dict[int, tuple[int, ...]] = {t: () for t in T.steps[c][k][sq]}
                for t in T.steps_c[c][k][sq]:
                    targets[t] = ()
                for path in T.rays[c][k][sq]:
                    for i, t in enumerate(path):
                        targets.setdefault(t, path[:i])
                per_sq.append(targets)
            reach[code] = per_sq
            if not T.plain[k]:
                odd[c].add(code)
                continue
            zone = T.promo_zone[c][k]
            must = T.must_promote[c][k]
            for frm in range(NSQ):
                for to, between in per_sq[frm].items():
                    key = frm | to << 7 | code << 15
                    leave = T.zob[code][frm] ^ T.zob_side
                    if zone is None or to not in must:
                        steps[c][key] = (between, code, leave ^ T.zob[code][to])
                    if zone is not None and (frm in zone or to in zone):
                        new = T.promote_code[code]
                        steps[c][key | 1 << 14] = (between, new, leave ^ T.zob[new][to])
    lines: list[list[dict[int, tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], frozenset[int]]]]] = []
    for by in (0, 1):
        per_king = []
        for ksq in range(NSQ):
            on_line = {}
            for path, codes in T.ray_att[by][ksq]:
                for i, s in enumerate(path):
                    on_line[s] = (path[:i], path[i + 1:], path, codes)
            per_king.append(on_line)
        lines.append(per_king)
    zob_moved = {code: [key ^ T.zob_side for key in keys] for code, keys in T.zob.items()}
    T.legal = LegalTables(steps, [frozenset(odd[0]), frozenset(odd[1])], reach, lines, T.immune | T.royal_codes,
                          zob_moved)
    return T.legal
