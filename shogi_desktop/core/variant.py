"""Variants as data: the piece set, the start position and the rule switches of one game.

A variant is a TOML file in ``core/variants/``.  Standard shogi is ``standard.toml``; every other
variant may ``inherit`` from another and list only what differs.  :func:`load_variant` validates the
whole file and reports *every* error at once in a :class:`VariantError`.

Special powers that Betza notation cannot express are named *hooks* (``reflect``, ``lion``, ...): a piece
lists them and the rules engine looks them up in :data:`HOOKS`.  Adding a power is adding one hook.
"""

from __future__ import annotations

import marshal
import sys
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from .betza import BetzaError, MoveSpec, parse_betza
from .sealed import seal, unseal
from .slotted import copy_with, fields_repr

if TYPE_CHECKING:
    from .actions import Addon
    from .tables import TableStore

# Named movement powers.  The value says what the hook changes; the rules engine implements each.
HOOKS: dict[str, str] = {
    "reflect": "diagonal slides bounce off every wall (RULES.md §4.1)",
    "reflect-vertical": "diagonal slides bounce off files 1 and 9 only",
    "reflect-horizontal": "diagonal slides bounce off ranks a and i only",
    "immune": "cannot be captured, flipped or sent to a hand by the opponent",
    "lion": "after capturing with a king step it may make a second king step (RULES.md §4.2)",
}

_PIECE_KEYS = {
    "letter", "kanji", "kanji_black", "kanji_long", "name_ja", "name_en", "moves", "promotes_to",
    "royal", "pawn", "hooks", "impasse_points", "promotion", "value",
}
_VARIANT_KEYS = {
    "id", "inherit", "name_ja", "name_en", "description_ja", "description_en", "files", "ranks",
    "promotion_ranks", "impasse_declaration", "start", "pieces", "capture", "sub", "remove_pieces",
}
_SUB_KEYS = {"name_ja", "name_en", "description_ja", "description_en", "start", "capture", "pieces",
             "remove_pieces"}


class VariantError(ValueError):
    """All problems found in one variant file, each as ``where: what``."""

    def __init__(self, source: str, errors: list[str]) -> None:
        self.source = source
        self.errors = errors
        super().__init__(f"{source}: " + "; ".join(errors))


class PieceKind:
    """One kind of piece of a variant; equal only to itself (a plain class, not a dataclass: a dataclass
    compiles its methods when its module is imported, core/slotted.py)."""

    index: int
    letter: str  # SFEN letter as written for Black, e.g. "P" or "+P"
    kanji: str  # one-character face
    name_ja: str
    name_en: str
    moves: str
    specs: list[MoveSpec]
    kanji_black: str  # Black's face when it differs (王 for the king)
    kanji_long: str  # two-character name used in kifu (成銀)
    royal: bool
    pawn: bool  # 二歩 and 打ち歩詰め apply
    hooks: tuple[str, ...]
    impasse_points: int
    promotion: str  # "zone" (shogi) or "last-rank" (chess pawn: only and always there)
    promoted: PieceKind | None
    base: PieceKind | None  # the unpromoted kind of a promoted piece
    value: int

    FIELDS = ("index", "letter", "kanji", "name_ja", "name_en", "moves", "specs", "kanji_black", "kanji_long",
              "royal", "pawn", "hooks", "impasse_points", "promotion", "promoted", "base", "value")

    def __init__(self, index: int, letter: str, kanji: str, name_ja: str, name_en: str, moves: str,
                 specs: list[MoveSpec], kanji_black: str = "", kanji_long: str = "", royal: bool = False,
                 pawn: bool = False, hooks: tuple[str, ...] = (), impasse_points: int = 1,
                 promotion: str = "zone", promoted: PieceKind | None = None, base: PieceKind | None = None,
                 value: int = 0) -> None:
        self.index = index
        self.letter = letter
        self.kanji = kanji
        self.name_ja = name_ja
        self.name_en = name_en
        self.moves = moves
        self.specs = specs
        self.kanji_black = kanji_black
        self.kanji_long = kanji_long
        self.royal = royal
        self.pawn = pawn
        self.hooks = hooks
        self.impasse_points = impasse_points
        self.promotion = promotion
        self.promoted = promoted
        self.base = base
        self.value = value

    @property
    def is_promoted(self) -> bool:
        return self.base is not None

    @property
    def unpromoted(self) -> PieceKind:
        return self.base if self.base is not None else self

    def face(self, black: bool) -> str:
        return self.kanji_black if black and self.kanji_black else self.kanji

    def __repr__(self) -> str:
        return f"PieceKind({self.letter})"

    def replace(self, **changes: Any) -> PieceKind:
        """A copy with ``changes`` (as ``dataclasses.replace``: the other fields are shared)."""
        return copy_with(self, self.FIELDS, changes)


class CaptureRule(NamedTuple):
    """What a captured piece becomes in the captor's hand (``to=None``: it leaves the game)."""

    captor: str  # "black", "white" or "any"
    kind: str
    to: str | None


class Variant:
    """A variant's piece set, start and rule switches; equal only to itself (a plain class, as PieceKind)."""

    id: str
    name_ja: str
    name_en: str
    description_ja: str
    description_en: str
    files: int
    ranks: int
    promotion_ranks: int
    impasse_declaration: bool
    start: str
    kinds: list[PieceKind]
    capture_rules: list[CaptureRule]
    subvariants: dict[str, dict[str, Any]]
    base_id: str  # the file id; ``id`` carries the sub-variant (``eight-knight:4``)
    addons: tuple[Addon, ...]  # the add-ons of RULES.md §8 (``standard+cards2``), see core/addons

    FIELDS = ("id", "name_ja", "name_en", "description_ja", "description_en", "files", "ranks",
              "promotion_ranks", "impasse_declaration", "start", "kinds", "capture_rules", "subvariants",
              "base_id", "addons")

    def __init__(self, id: str, name_ja: str, name_en: str, description_ja: str,
                 description_en: str, files: int, ranks: int, promotion_ranks: int, impasse_declaration: bool,
                 start: str, kinds: list[PieceKind], capture_rules: list[CaptureRule] | None = None,
                 subvariants: dict[str, dict[str, Any]] | None = None, base_id: str = "",
                 addons: tuple[Addon, ...] = ()) -> None:
        self.id = id
        self.name_ja = name_ja
        self.name_en = name_en
        self.description_ja = description_ja
        self.description_en = description_en
        self.files = files
        self.ranks = ranks
        self.promotion_ranks = promotion_ranks
        self.impasse_declaration = impasse_declaration
        self.start = start
        self.kinds = kinds
        self.capture_rules = [] if capture_rules is None else capture_rules
        self.subvariants = {} if subvariants is None else subvariants
        self.base_id = base_id
        self.addons = addons

    def __repr__(self) -> str:
        return fields_repr(self, self.FIELDS)

    def replace(self, **changes: Any) -> Variant:
        """A copy with ``changes`` (as ``dataclasses.replace``: the other fields are shared)."""
        return copy_with(self, self.FIELDS, changes)

    @property
    def addon_ids(self) -> tuple[str, ...]:
        """The ids of the add-ons (``("cards2", "fantasista")``)."""
        return tuple(a.id for a in self.addons)

    def kind(self, letter: str) -> PieceKind:
        for k in self.kinds:
            if k.letter == letter:
                return k
        raise KeyError(letter)

    def has_kind(self, letter: str) -> bool:
        return any(k.letter == letter for k in self.kinds)

    def hand_kind(self, captor: int, captured: PieceKind) -> PieceKind | None:
        """The kind the captor's hand receives for ``captured``; None if it leaves the game."""
        base = captured.unpromoted
        side = "black" if captor == 0 else "white"
        for rule in self.capture_rules:
            if rule.kind == base.letter and rule.captor in (side, "any"):
                return None if rule.to is None else self.kind(rule.to)
        return base


_HERE = Path(__file__).resolve().parent


def _variant_dir() -> Path:
    """The shipped variant files, beside this module (as ``paths.py`` finds the resources: in a source
    checkout, an installed package and a bundle alike; ``importlib.resources.files`` cost 10 M
    instructions at start-up)."""
    return _HERE / "variants"


def variant_ids() -> list[str]:
    """Every variant file id, standard first."""
    ids = sorted(p.stem for p in _variant_dir().glob("*.toml"))
    ids.remove("standard")
    return ["standard", *ids]


def all_variant_choices() -> list[str]:
    """Every selectable id: each variant and each ``ID:N`` sub-variant."""
    out: list[str] = []
    for vid in variant_ids():
        out.append(vid)
        raw = read_raw(vid)
        for key in sorted(raw.get("sub", {}), key=lambda s: (len(s), s)):
            out.append(f"{vid}:{key}")
    return out


@cache
def _read_raw_cached(vid: str) -> dict[str, Any]:
    path = _variant_dir() / f"{vid}.toml"
    if not path.exists():
        raise VariantError(vid, [f"unknown variant {vid!r} (known: {', '.join(variant_ids())})"])
    source = path.read_bytes()
    name = f"{vid}.variant"
    for store in _STORES:
        data = store.read(name)
        raw = decode_raw(data, source) if data is not None else None
        if raw is not None:
            return raw
    import tomllib  # (here: the start reads the standard variant back from the store)

    try:
        raw = tomllib.loads(source.decode("utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise VariantError(path.name, [str(exc)]) from exc
    for store in _STORES:
        encoded = encode_raw(raw, source)
        if encoded is not None:
            store.write(name, encoded)
    return raw


# ----------------------------------------------------------------------------- kept between runs
# The variant files as read, kept in the application's cache folder (the store of core/tables.py's
# keep_tables_in): the start reads the standard variant back with marshal instead of importing tomllib
# and parsing the file (13 M instructions).
_STORES: list[TableStore] = []
_TAG = f"variant-{sys.version_info[0]}.{sys.version_info[1]}-m{marshal.version}"


def keep_variant_files_in(store: TableStore | None) -> None:
    """Keep each variant file's parsed table in ``store`` and read it back while the file is the same
    (None: parse the files every time, as the tests do)."""
    _STORES[:] = [] if store is None else [store]
    _read_raw_cached.cache_clear()


def encode_raw(raw: dict[str, Any], source: bytes) -> bytes | None:
    """``raw`` parsed from ``source`` as marshal data after its CRC-32 (4 bytes, big-endian); None if
    marshal cannot hold it (a TOML date)."""
    try:
        return seal((_TAG, source, raw))
    except ValueError:
        return None


def decode_raw(data: bytes, source: bytes) -> dict[str, Any] | None:
    """The table :func:`encode_raw` kept for exactly ``source``; None for anything else (damaged data,
    another version of Python, a changed file)."""
    stored = unseal(data)
    if not (isinstance(stored, tuple) and len(stored) == 3 and stored[0] == _TAG and stored[1] == source
            and isinstance(stored[2], dict)):
        return None
    return stored[2]


def read_raw(vid: str) -> dict[str, Any]:
    """The variant file ``vid`` as read (parsed once per process; kept in the store between runs)."""
    return _read_raw_cached(vid)


def _merged_raw(vid: str, seen: tuple[str, ...] = ()) -> dict[str, Any]:
    raw = dict(read_raw(vid))
    parent = raw.get("inherit")
    if parent is None:
        return raw
    if parent in seen or parent == vid:
        raise VariantError(f"{vid}.toml", [f"inherit: cycle through {parent!r}"])
    base = _merged_raw(str(parent), (*seen, vid))
    merged = dict(base)
    merged.pop("sub", None)
    for key, value in raw.items():
        if key == "pieces":
            # Pieces are merged by letter: a listed letter replaces the parent's, new letters are added.
            by_letter = {p.get("letter"): p for p in base.get("pieces", [])}
            for p in value:
                by_letter[p.get("letter")] = p
            merged["pieces"] = list(by_letter.values())
        else:
            merged[key] = value
    for letter in raw.get("remove_pieces", []):
        merged["pieces"] = [p for p in merged["pieces"] if p.get("letter") != letter]
    return merged


@cache
def load_variant(choice: str = "standard") -> Variant:
    """Load ``ID`` or ``ID:N``, optionally with add-ons (``standard+cards2``, ``hybrid:2+cards1``).

    Raises :class:`VariantError` listing every problem.  An add-on may bring piece kinds of its own
    (the cards' prince); they are added to the variant's data here, so the move tables know them.
    """
    base, plus, addon_text = choice.partition("+")
    if plus:
        raw, source = _choice_raw(base)
        addons = _addons(tuple(addon_text.split("+")), source)
        raw, source = _with_addon_data(raw, source, addons)
        variant = build_variant(raw, source, choice)
        variant.addons = addons
        return variant
    return build_variant(*_choice_raw(choice), choice)


def known_addons() -> dict[str, Addon]:
    """Every add-on by id (the registry of ``core/addons``)."""
    from .addons import ADDONS

    return ADDONS


def addon_of_field(name: str) -> Addon | None:
    """The add-on whose SFEN extra field is called ``name`` (None: no add-on's)."""
    return next((a for a in known_addons().values() if name in a.sfen_fields), None)


def _addons(ids: tuple[str, ...], source: str) -> tuple[Addon, ...]:
    """The add-on objects of ``ids``; raises :class:`VariantError` naming every unknown, repeated or
    clashing add-on (two of one family, such as both card editions)."""
    known = known_addons()
    errors = [f"unknown add-on {a!r} (known: {', '.join(known)})" for a in ids if a not in known]
    if len(set(ids)) != len(ids):
        errors.append(f"an add-on is listed twice in {'+'.join(ids)!r}")
    addons = tuple(dict.fromkeys(known[a] for a in ids if a in known))
    for key in dict.fromkeys(a.key for a in addons):
        same = [a for a in addons if a.key == key]
        if len(same) > 1:
            errors.append(f"only one {same[0].family} can be played at a time ({' or '.join(a.id for a in same)})")
    if errors:
        raise VariantError(source, errors)
    return addons


def _with_addon_data(raw: dict[str, Any], source: str, addons: tuple[Addon, ...]) -> tuple[dict[str, Any], str]:
    """The raw variant table with the add-ons' piece kinds and capture rules added."""
    raw = dict(raw)
    pieces = list(raw.get("pieces", []))
    captures = list(raw.get("capture", []))
    letters = {p.get("letter") for p in pieces if isinstance(p, dict)}
    errors = []
    for addon in addons:
        more, rules = addon.piece_data({str(x) for x in letters})
        for piece in more:
            if piece["letter"] in letters:
                errors.append(f"{addon.id}: the variant already uses the letter {piece['letter']}")
            letters.add(piece["letter"])
            pieces.append(piece)
        captures += rules
    if errors:
        raise VariantError(source, errors)
    raw["pieces"] = pieces
    raw["capture"] = captures
    return raw, f"{source} + {'+'.join(a.id for a in addons)}"


def _choice_raw(choice: str) -> tuple[dict[str, Any], str]:
    """The merged raw table of ``ID`` or ``ID:N`` and the name errors are reported under."""
    vid, _, sub = choice.partition(":")
    raw = _merged_raw(vid)
    source = f"{vid}.toml"
    if sub:
        subs = read_raw(vid).get("sub", {})
        if sub not in subs:
            known = ", ".join(sorted(subs, key=lambda s: (len(s), s))) or "none"
            raise VariantError(source, [f"unknown sub-variant {sub!r} of {vid!r} (known: {known})"])
        extra = subs[sub]
        raw = dict(raw)
        for key, value in extra.items():
            if key == "pieces":
                by_letter = {p.get("letter"): p for p in raw.get("pieces", [])}
                for p in value:
                    by_letter[p.get("letter")] = p
                raw["pieces"] = list(by_letter.values())
            elif key == "remove_pieces":
                raw["pieces"] = [p for p in raw.get("pieces", []) if p.get("letter") not in value]
            else:
                raw[key] = value
        source = f"{vid}.toml [sub.{sub}]"
    return raw, source


def build_variant(raw: dict[str, Any], source: str, choice: str | None = None) -> Variant:
    """Validate a raw variant table and build the :class:`Variant`, reporting every error at once."""
    errors: list[str] = _key_errors(raw)

    def need(key: str, typ: type, default: Any = None, required: bool = False) -> Any:
        if key not in raw:
            if required:
                errors.append(f"missing key {key!r}")
            return default
        value = raw[key]
        if not isinstance(value, typ) or (typ is int and isinstance(value, bool)):
            errors.append(f"{key}: expected {typ.__name__}, got {type(value).__name__}")
            return default
        return value

    vid = need("id", str, "", required=True)
    files = need("files", int, 9)
    ranks = need("ranks", int, 9)
    if (files, ranks) != (9, 9):
        errors.append(f"files/ranks: only 9x9 boards are supported, got {files}x{ranks}")
    promotion_ranks = need("promotion_ranks", int, 3)
    if not 0 <= promotion_ranks <= ranks:
        errors.append(f"promotion_ranks: {promotion_ranks} is outside 0..{ranks}")
    start = need("start", str, "", required=True)
    kinds, letters = _piece_kinds(raw.get("pieces", []), errors)
    capture_rules = _capture_rules(raw.get("capture", []), letters, errors)
    if errors:
        raise VariantError(source, errors)
    variant = Variant(
        id=choice or vid,
        name_ja=str(raw.get("name_ja", vid)),
        name_en=str(raw.get("name_en", vid)),
        description_ja=str(raw.get("description_ja", "")),
        description_en=str(raw.get("description_en", "")),
        files=files,
        ranks=ranks,
        promotion_ranks=promotion_ranks,
        impasse_declaration=bool(raw.get("impasse_declaration", False)),
        start=start,
        kinds=kinds,
        capture_rules=capture_rules,
        subvariants=dict(raw.get("sub", {})),
        base_id=vid,
    )
    # The start position must parse with this piece set.
    from .sfen import SfenError, parse_sfen

    try:
        parse_sfen(start, variant)
    except SfenError as exc:
        raise VariantError(source, [f"start: {exc}"]) from exc
    return variant


def _key_errors(raw: dict[str, Any]) -> list[str]:
    """Unknown keys of the variant table and of its sub-variants."""
    errors = [f"unknown key {key!r}" for key in raw if key not in _VARIANT_KEYS]
    for key, value in raw.get("sub", {}).items():
        if not isinstance(value, dict):
            errors.append(f"sub.{key}: must be a table")
            continue
        errors += [f"sub.{key}: unknown key {k!r}" for k in value if k not in _SUB_KEYS]
    return errors


def _piece_kinds(pieces: Any, errors: list[str]) -> tuple[list[PieceKind], dict[str, int]]:
    """The piece kinds of the ``[[pieces]]`` tables with their promotions linked, and the index of each
    letter; problems are appended to ``errors``."""
    kinds: list[PieceKind] = []
    if not isinstance(pieces, list) or not pieces:
        errors.append("pieces: at least one [[pieces]] table is needed")
        pieces = []
    letters: dict[str, int] = {}
    promotes: list[tuple[int, str]] = []
    for i, p in enumerate(pieces):
        where = f"pieces[{i}]" + (f" ({p.get('letter')})" if isinstance(p, dict) and p.get("letter") else "")
        kind = _piece_kind(p, where, len(kinds), letters, errors)
        if kind is None:
            continue
        letters[kind.letter] = kind.index
        kinds.append(kind)
        if "promotes_to" in p:
            promotes.append((kind.index, p["promotes_to"]))
    for idx, target in promotes:
        kind = kinds[idx]
        if not isinstance(target, str) or target not in letters:
            errors.append(f"piece {kind.letter}: promotes_to {target!r} is not a defined letter")
            continue
        promoted = kinds[letters[target]]
        if kind.is_promoted:
            errors.append(f"piece {kind.letter}: a promoted piece cannot promote again")
            continue
        if promoted.base is not None:
            errors.append(f"piece {kind.letter}: {target!r} is already the promotion of {promoted.base.letter}")
            continue
        if kind.royal:
            errors.append(f"piece {kind.letter}: a royal piece cannot promote")
        kind.promoted = promoted
        promoted.base = kind
    for kind in kinds:
        if kind.letter.startswith("+") and kind.base is None:
            errors.append(f"piece {kind.letter}: no piece promotes to it")
    return kinds, letters


def _piece_kind(p: Any, where: str, index: int, letters: dict[str, int], errors: list[str]) -> PieceKind | None:
    """One ``[[pieces]]`` table as a :class:`PieceKind` (None when it has no usable letter)."""
    if not isinstance(p, dict):
        errors.append(f"{where}: must be a table")
        return None
    for key in p:
        if key not in _PIECE_KEYS:
            errors.append(f"{where}: unknown key {key!r}")
    letter = p.get("letter")
    if not isinstance(letter, str) or not (
        (len(letter) == 1 and letter.isalpha() and letter.isupper())
        or (len(letter) == 2 and letter[0] == "+" and letter[1].isalpha() and letter[1].isupper())
    ):
        errors.append(f"{where}: letter must be one capital letter, optionally after '+', got {letter!r}")
        return None
    if letter in letters:
        errors.append(f"{where}: letter {letter!r} is defined twice")
        return None
    moves = p.get("moves")
    specs: list[MoveSpec] = []
    if not isinstance(moves, str):
        errors.append(f"{where}: moves must be a movement string")
    else:
        try:
            specs = parse_betza(moves)
        except BetzaError as exc:
            errors.append(f"{where}: moves {moves!r}: {exc}")
        if any(sp.slide and not (sp.can_move and sp.can_capture) for sp in specs):
            errors.append(f"{where}: moves {moves!r}: move-only or capture-only slides are not supported")
    hooks = p.get("hooks", [])
    if not isinstance(hooks, list) or not all(isinstance(h, str) for h in hooks):
        errors.append(f"{where}: hooks must be a list of names")
        hooks = []
    for h in hooks:
        if h not in HOOKS:
            errors.append(f"{where}: unknown hook {h!r} (known: {', '.join(sorted(HOOKS))})")
    promotion = p.get("promotion", "zone")
    if promotion not in ("zone", "last-rank"):
        errors.append(f"{where}: promotion must be 'zone' or 'last-rank', got {promotion!r}")
    for key in ("kanji", "name_ja", "name_en"):
        if not isinstance(p.get(key), str) or not p.get(key):
            errors.append(f"{where}: missing text {key!r}")
    return PieceKind(
        index=index,
        letter=letter,
        kanji=str(p.get("kanji", letter)),
        name_ja=str(p.get("name_ja", letter)),
        name_en=str(p.get("name_en", letter)),
        moves=str(moves),
        specs=specs,
        kanji_black=str(p.get("kanji_black", "")),
        kanji_long=str(p.get("kanji_long", "")),
        royal=bool(p.get("royal", False)),
        pawn=bool(p.get("pawn", False)),
        hooks=tuple(hooks),
        impasse_points=int(p.get("impasse_points", 0 if p.get("royal") else 1)),
        promotion=str(promotion),
        value=int(p.get("value", 0)),
    )


def _capture_rules(rules: Any, letters: dict[str, int], errors: list[str]) -> list[CaptureRule]:
    out: list[CaptureRule] = []
    for i, rule in enumerate(rules):
        where = f"capture[{i}]"
        if not isinstance(rule, dict):
            errors.append(f"{where}: must be a table")
            continue
        captor = rule.get("captor", "any")
        if captor not in ("black", "white", "any"):
            errors.append(f"{where}: captor must be black, white or any, got {captor!r}")
        k = rule.get("kind")
        to = rule.get("to")
        if k not in letters:
            errors.append(f"{where}: kind {k!r} is not a defined letter")
        if to != "none" and to not in letters:
            errors.append(f"{where}: to {to!r} must be a defined letter or 'none'")
        out.append(CaptureRule(str(captor), str(k), None if to == "none" else str(to)))
    return out
