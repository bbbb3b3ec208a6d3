"""Fairy-Stockfish for the variants: which sub-variants it can express exactly, the variants.ini
section each needs (written from the variant data), and positions in its notation (no Qt).

    reasons("kirin-phoenix:3")          # (Reason.LION,): why it cannot be expressed (() when it can)
    fv = fairy_variant("eight-knight:3")   # FairyVariant: name, section text, letters it knows
    text = config_text([fv, ...])       # a variants.ini file (VariantPath) holding those sections
    fen(sfen)                           # the position as Fairy-Stockfish's FEN (startFen, pyffish)
    uci_move("7g7f") == "c3c4"          # its UCI coordinates; usi_move() is the inverse

Fairy-Stockfish speaks USI when started with ``usi`` (as :class:`~.usi_client.UsiEngine` does): then
it takes our SFEN and USI moves as they are, since every section gives each of our piece kinds its
own letter (a promoted kind is written ``+X`` after its base, as in SFEN).  FEN and UCI squares are
what its Python binding (pyffish) and its UCI mode take.

A sub-variant is described as a section inheriting Fairy-Stockfish's ``shogi`` (drops, the
three-rank zone, no doubled pawns, pawn-drop mate, four-fold repetition, perpetual check).  Its piece
kinds are those of its start position and the kinds they promote or demote to (with no capture rule
nothing else can appear).  Each kind gets a Fairy-Stockfish piece type: the shogi type it already
has, else a predefined type that moves the same (``knight``, ``chancellor``...: understood by every
version, Debian's 11.1 included), else a Betza ``customPieceN`` (newer versions only).  Whether an
engine build really agrees is not assumed here: :mod:`.fairy_check` compares its legal moves with
the core's before a sub-variant is offered.

What cannot be expressed, and why (:class:`Reason`): the lion's second step after a capture, a
reflecting bishop's bent path, an uncapturable piece, a capture that changes a piece's kind or takes
it out of the game, a chess pawn that promotes on the last rank only while the other pieces promote
in the zone, cards and magic.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from enum import Enum
from functools import cache

from ..core.variant import PieceKind, Variant, all_variant_choices, load_variant

ENGINE_PREFIX = "Fairy-Stockfish"  # its ``id name`` starts so (``Fairy-Stockfish 11.1 LB 64``)
BUILTIN_SHOGI = "shogi"  # Fairy-Stockfish's own variant for standard shogi and its handicaps
SECTION_PREFIX = "shogidesktop-"
FILES = "abcdefghi"
RANKS = "abcdefghi"


class Reason(Enum):
    """Why a rule set cannot be given to Fairy-Stockfish exactly (the UI translates the code)."""

    LION = "lion"  # 獅子: a second king step after a capture (two steps in one move)
    REFLECT = "reflect"  # 反射角: a bishop's slide bends at the wall
    IMMUNE = "immune"  # 不死身銀: a piece that cannot be captured
    CAPTURE = "capture"  # a captured piece changes kind, or leaves the game
    LAST_RANK = "last-rank"  # a chess pawn promotes on the last rank only (one zone for every piece there)
    PAWN = "pawn"  # 二歩 / 打ち歩詰め for a piece that is not a shogi pawn
    ROYAL = "royal"  # a second royal piece
    CARDS = "cards"  # the card add-on's actions
    MAGIC = "magic"  # 王将ファンタジスタ: magic, fairies, the die
    BOARD = "board"  # not a 9x9 board with the three-rank zone


REASON_TEXT: dict[Reason, str] = {
    Reason.LION: "the lion's two steps in one move (capture, then step again) are not Fairy-Stockfish moves",
    Reason.REFLECT: "a reflecting bishop's bent path cannot be written in Betza notation",
    Reason.IMMUNE: "Fairy-Stockfish has no piece that cannot be captured",
    Reason.CAPTURE: "in Fairy-Stockfish a captured piece always goes to the captor's hand as its own kind",
    Reason.LAST_RANK: "Fairy-Stockfish has one promotion zone for every piece, and a chess pawn promotes "
                      "on the last rank only",
    Reason.PAWN: "Fairy-Stockfish applies the pawn rules to the shogi pawn only",
    Reason.ROYAL: "Fairy-Stockfish has one royal piece per side",
    Reason.CARDS: "card actions are no Fairy-Stockfish moves",
    Reason.MAGIC: "magic, fairies and the die are no Fairy-Stockfish moves",
    Reason.BOARD: "the section inherits Fairy-Stockfish's 9x9 shogi with its three-rank zone",
}

_HOOK_REASON = {"lion": Reason.LION, "reflect": Reason.REFLECT, "reflect-vertical": Reason.REFLECT,
                "reflect-horizontal": Reason.REFLECT, "immune": Reason.IMMUNE}

# Fairy-Stockfish's shogi: our standard letter -> (its piece type, its letter).  The promoted minor
# pieces are its gold type with a "promoted" mark (FEN ``+P``), as in its own shogi.
_SHOGI_TYPES: dict[str, tuple[str, str]] = {
    "K": ("king", "k"), "R": ("rook", "r"), "B": ("bishop", "b"), "G": ("gold", "g"), "S": ("silver", "s"),
    "N": ("shogiKnight", "n"), "L": ("lance", "l"), "P": ("shogiPawn", "p"), "+R": ("bers", "d"),
    "+B": ("dragonHorse", "h"), "+S": ("gold", "g"), "+N": ("gold", "g"), "+L": ("gold", "g"),
    "+P": ("gold", "g"),
}
# Predefined types (their Betza in our notation) that every Fairy-Stockfish version knows, 11.1 included.
_PREDEFINED: dict[tuple[str, ...], str] = {}
for _betza, _name in (("N", "knight"), ("Q", "queen"), ("RN", "chancellor"), ("BN", "archbishop"),
                      ("QN", "amazon"), ("F", "fers"), ("A", "alfil"), ("FA", "fersAlfil"), ("W", "wazir"),
                      ("K", "commoner"), ("KN", "centaur"), ("R", "rook"), ("B", "bishop"), ("RF", "bers"),
                      ("BW", "dragonHorse")):
    _PREDEFINED[tuple(sorted(re.findall(r"[a-z]*[A-Z]", _betza)))] = _name


class Inexpressible(ValueError):
    """The rule set cannot be given to Fairy-Stockfish exactly; ``reasons`` says why."""

    def __init__(self, choice: str, reasons: tuple[Reason, ...]) -> None:
        self.choice = choice
        self.reasons = reasons
        super().__init__(f"{choice}: " + "; ".join(REASON_TEXT[r] for r in reasons))


@dataclass(frozen=True)
class FairyVariant:
    """One sub-variant as Fairy-Stockfish knows it."""

    choice: str  # our variant id, ``eight-knight:3`` (``standard``: its own shogi)
    name: str  # the UCI_Variant value
    section: str  # the variants.ini section ("" for the built-in shogi)
    start: str  # the sub-variant's start SFEN
    letters: frozenset[str]  # our kind letters the section defines (a position with others is refused)
    custom: bool  # it needs customPieceN (Fairy-Stockfish newer than Debian's 11.1)


def _betza_key(moves: str) -> tuple[str, ...]:
    """Betza atoms with their modifiers, in order, so ``RN`` and ``NR`` compare equal."""
    return tuple(sorted(re.findall(r"[a-z]*[A-Z]", moves)))


@cache
def reasons(choice: str) -> tuple[Reason, ...]:
    """Why ``choice`` (a variant id with any add-ons) cannot be expressed; () when it can."""
    variant = load_variant(choice)
    out: list[Reason] = []
    for addon in variant.addon_ids:
        out.append(Reason.MAGIC if addon == "fantasista" else Reason.CARDS)
    if (variant.files, variant.ranks, variant.promotion_ranks) != (9, 9, 3):
        out.append(Reason.BOARD)
    for kind in present_kinds(variant):
        out += [_HOOK_REASON[h] for h in kind.hooks if h in _HOOK_REASON]
        if kind.promotion != "zone":
            out.append(Reason.LAST_RANK)
        if kind.royal and kind.letter != "K":
            out.append(Reason.ROYAL)
        if kind.pawn and not _is_shogi_kind(kind):
            out.append(Reason.PAWN)
    if variant.capture_rules:
        out.append(Reason.CAPTURE)
    return tuple(dict.fromkeys(out))


def present_kinds(variant: Variant, sfen: str | None = None) -> list[PieceKind]:
    """The kinds a game from ``sfen`` (default: the variant's start) can ever have: those of the
    position, the kinds they promote to and the kinds captured pieces go to the hand as."""
    todo = [variant.kind(letter) for letter in sfen_letters(sfen or variant.start) if variant.has_kind(letter)]
    kinds: dict[str, PieceKind] = {}
    while todo:
        kind = todo.pop()
        if kind.letter in kinds:
            continue
        kinds[kind.letter] = kind
        todo += [k for k in (kind.promoted, kind.base) if k is not None]
        todo += [k for k in (variant.hand_kind(0, kind), variant.hand_kind(1, kind)) if k is not None]
    return sorted(kinds.values(), key=lambda k: k.index)


def sfen_letters(sfen: str) -> set[str]:
    """The piece letters (as Black's, ``+`` kept) on the board and in the hands of an SFEN."""
    fields = sfen.split()
    board = fields[0] if fields else ""
    hands = fields[2] if len(fields) > 2 and fields[2] != "-" else ""
    return {m.upper() for m in re.findall(r"\+?[A-Za-z]", board)} | {c.upper() for c in hands if c.isalpha()}


def _is_shogi_kind(kind: PieceKind) -> bool:
    """The kind is Fairy-Stockfish's shogi piece of its letter: same moves, pawn rules and promotion
    (a promoted kind: the promotion of such a piece, moving as in shogi)."""
    std = load_variant("standard")
    if kind.letter not in _SHOGI_TYPES or not std.has_kind(kind.letter) or kind.hooks:
        return False
    ref = std.kind(kind.letter)
    if _betza_key(kind.moves) != _betza_key(ref.moves) or (kind.pawn, kind.royal) != (ref.pawn, ref.royal):
        return False
    if kind.is_promoted:
        return kind.base is not None and _is_shogi_kind(kind.base)
    promoted = kind.promoted.letter if kind.promoted is not None else None
    ref_promoted = ref.promoted.letter if ref.promoted is not None else None
    return promoted == ref_promoted and kind.promotion == ref.promotion


def section_name(choice: str) -> str:
    return BUILTIN_SHOGI if choice == "standard" else SECTION_PREFIX + choice.replace(":", "-")


def _piece_types(variant: Variant, kinds: list[PieceKind]) -> dict[str, tuple[str, str]]:
    """Our letter -> (Fairy-Stockfish piece type or ``customPieceN``, its letter there)."""
    ours = {k.letter.lower() for k in variant.kinds if not k.is_promoted}
    types: dict[str, tuple[str, str]] = {}
    for kind in kinds:  # Fairy-Stockfish's own shogi pieces keep their type
        if _is_shogi_kind(kind):
            piece_type, letter = _SHOGI_TYPES[kind.letter]
            if kind.is_promoted and piece_type != "gold" and letter in ours:
                letter = ""  # its letter is one of our kinds': it gets a free one below
            types[kind.letter] = (piece_type, letter)
    in_use = ours | {letter for _, letter in _SHOGI_TYPES.values()}
    free = [c for c in "zyxwvutsrqponmlkjihgfedcba" if c not in in_use]
    taken = {piece_type for piece_type, _ in types.values()}
    custom = 0
    for kind in kinds:
        if kind.letter in types and types[kind.letter][1]:
            continue
        if kind.letter in types:
            piece_type = types[kind.letter][0]
        else:
            piece_type = _PREDEFINED.get(_betza_key(kind.moves), "")
            if not piece_type or piece_type in taken:
                custom += 1
                piece_type = f"customPiece{custom}"
            taken.add(piece_type)
        # a promoted kind's letter is never written (FEN and SFEN say +X), it only has to be unique
        types[kind.letter] = (piece_type, free.pop(0) if kind.is_promoted else kind.letter.lower())
    return types


@cache
def fairy_variant(choice: str) -> FairyVariant:
    """The Fairy-Stockfish form of ``choice``; raises :class:`Inexpressible` with the reasons."""
    why = reasons(choice)
    if why:
        raise Inexpressible(choice, why)
    variant = load_variant(choice)
    kinds = present_kinds(variant)
    letters = frozenset(k.letter for k in kinds)
    if choice == "standard":
        return FairyVariant(choice, BUILTIN_SHOGI, "", variant.start, letters, False)
    types = _piece_types(variant, kinds)
    used = {piece_type for piece_type, _ in types.values()}
    lines = [f"[{section_name(choice)}:shogi]"]
    lines += [f"{t} = -" for t in dict.fromkeys(t for t, _ in _SHOGI_TYPES.values()) if t not in used]
    written: set[str] = set()
    for kind in kinds:
        piece_type, letter = types[kind.letter]
        if piece_type in written:
            continue  # the gold type carries G and the promoted minor pieces
        written.add(piece_type)
        if piece_type.startswith("customPiece"):
            lines.append(f"{piece_type} = {letter}:{kind.moves}")
        elif _SHOGI_TYPES.get(kind.letter) != (piece_type, letter):
            lines.append(f"{piece_type} = {letter}")
    promotions = [f"{types[k.letter][1]}:{types[k.promoted.letter][1]}" for k in kinds if k.promoted is not None]
    lines.append("promotedPieceType = " + " ".join(promotions))
    lines.append(f"startFen = {fen(variant.start)}")
    custom = any(t.startswith("customPiece") for t in used)
    return FairyVariant(choice, section_name(choice), "\n".join(lines) + "\n", variant.start, letters, custom)


def expressible_choices() -> list[str]:
    """Every variant id (sub-variants included, no add-on) that Fairy-Stockfish can play exactly."""
    return [c for c in all_variant_choices() if not reasons(c)]


def config_text(variants: list[FairyVariant]) -> str:
    """A variants.ini file with the sections of ``variants`` (the built-in shogi needs none)."""
    head = "# Written by Shogi Desktop from its variant data (shogi_desktop/engine/fairy.py).\n"
    return head + "".join(f"\n{v.section}" for v in variants if v.section)


def config_digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def foreign_letters(fv: FairyVariant, sfen: str) -> list[str]:
    """The kind letters of the position ``sfen`` that ``fv``'s section does not define (Fairy-Stockfish
    would silently drop such pieces)."""
    variant = load_variant(fv.choice)
    return sorted({k.letter for k in present_kinds(variant, sfen)} - fv.letters)


# --------------------------------------------------------------------------- its notation
def fen(sfen: str) -> str:
    """SFEN -> Fairy-Stockfish FEN: the same board, the hand in brackets (each piece written out), ``w``
    for the first player."""
    fields = sfen.split()
    if len(fields) < 3:
        raise ValueError(f"not an SFEN: {sfen!r}")
    hand = "" if fields[2] == "-" else "".join(
        letter * int(count or 1) for count, letter in re.findall(r"(\d*)([A-Za-z])", fields[2]))
    return f"{fields[0]}[{hand}] {'w' if fields[1] == 'b' else 'b'} - - 0 1"


def uci_square(usi: str) -> str:
    """USI square (file 1-9, rank a-i) -> its UCI square (file a-i = shogi 9-1, rank 1-9 = shogi i-a)."""
    return f"{FILES[9 - int(usi[0])]}{9 - RANKS.index(usi[1])}"


def usi_square(uci: str) -> str:
    return f"{9 - FILES.index(uci[0])}{RANKS[9 - int(uci[1:])]}"


def uci_move(usi: str) -> str:
    """``7g7f`` -> ``c3c4``, ``P*5e`` -> ``P@e5``."""
    if usi[1] == "*":
        return f"{usi[0]}@{uci_square(usi[2:4])}"
    return uci_square(usi[0:2]) + uci_square(usi[2:4]) + usi[4:]


def usi_move(uci: str) -> str:
    """The inverse of :func:`uci_move`."""
    if "@" in uci:
        letter, square = uci.split("@")
        return f"{letter.upper()}*{usi_square(square)}"
    return usi_square(uci[0:2]) + usi_square(uci[2:4]) + uci[4:]
