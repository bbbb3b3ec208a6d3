"""Add-ons (RULES.md §8: ``cards1``, ``cards2``, ``fantasista``): a registry the core consults.

An add-on is chosen with the variant id, ``standard+cards2`` or ``hybrid:2+cards1`` (see
:func:`~..variant.load_variant`).  It may bring

* piece kinds of its own (the cards' prince 太子), merged into the variant's data by
  :func:`add_addon_data`, so the move tables know them;
* action hooks (:func:`addon_hooks`), registered in every :class:`~..position.Position` of the variant;
* per-player state in ``pos.addon`` (immutable values, part of the 千日手 key), read from and written
  to the SFEN's extra fields (:func:`load_addon_state`, :func:`addon_sfen_fields`, docs/notation.md).

:func:`setup_addons` applies the game's options (which cards are dealt) to a fresh position.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..sfen import SfenError
from ..tables import parse_square, square_name

if TYPE_CHECKING:
    from ..actions import ActionHook
    from ..position import PieceStatus, Position
    from ..variant import Variant

ADDON_IDS = ("cards1", "cards2", "fantasista")
AVAILABLE = ("cards1", "cards2", "fantasista")
CARD_ADDONS = {"cards1": 1, "cards2": 2}  # add-on id -> card edition


def add_addon_data(raw: dict[str, Any], source: str, addons: tuple[str, ...]) -> tuple[dict[str, Any], str]:
    """The raw variant table with the add-ons' piece kinds and capture rules added.

    Raises :class:`~..variant.VariantError` naming every unknown, repeated or clashing add-on.
    """
    from ..variant import VariantError

    errors = []
    for addon in addons:
        if addon not in ADDON_IDS:
            errors.append(f"unknown add-on {addon!r} (known: {', '.join(ADDON_IDS)})")
        elif addon not in AVAILABLE:
            errors.append(f"add-on {addon!r} is not available yet")
    if len(set(addons)) != len(addons):
        errors.append(f"an add-on is listed twice in {'+'.join(addons)!r}")
    if sum(a in CARD_ADDONS for a in addons) > 1:
        errors.append("only one card edition can be played at a time (cards1 or cards2)")
    if "fantasista" in addons and any(a in CARD_ADDONS for a in addons):
        errors.append("fantasista cannot be combined with a card add-on yet")
    if errors:
        raise VariantError(source, errors)
    raw = dict(raw)
    pieces = list(raw.get("pieces", []))
    captures = list(raw.get("capture", []))
    letters = {p.get("letter") for p in pieces if isinstance(p, dict)}
    if any(a in CARD_ADDONS for a in addons) and "T" not in letters:
        from .cards import PRINCE

        pieces.append(dict(PRINCE))
        if "G" in letters:
            # A captured prince is a gold in the captor's hand (card 出世金).
            captures.append({"captor": "any", "kind": "T", "to": "G"})
    if "fantasista" in addons:
        from .fantasista import TOKEN_PIECES

        for piece in TOKEN_PIECES:
            if piece["letter"] in letters:
                raise VariantError(source, [f"fantasista: the variant already uses the letter {piece['letter']}"])
            pieces.append(dict(piece))
    raw["pieces"] = pieces
    raw["capture"] = captures
    return raw, f"{source} + {'+'.join(addons)}"


def addon_hooks(variant: Variant) -> dict[str, ActionHook]:
    """The action hooks of the variant's add-ons, by action name (stateless, shared)."""
    hooks: dict[str, ActionHook] = {}
    for addon in variant.addons:
        if addon in CARD_ADDONS:
            from .cards import card_hooks

            hooks.update(card_hooks(CARD_ADDONS[addon]))
        elif addon == "fantasista":
            from .fantasista_magic import magic_hooks

            hooks.update(magic_hooks())
    return hooks


def addon_after_ply(variant: Variant) -> Any:
    """The per-position after-ply hook of the variant's add-ons (magic gains), or None."""
    if "fantasista" in variant.addons:
        from .fantasista import GainHook

        return GainHook()
    return None


def card_edition(variant: Variant) -> int | None:
    for addon in variant.addons:
        if addon in CARD_ADDONS:
            return CARD_ADDONS[addon]
    return None


# ----------------------------------------------------------------------------- state in the SFEN
def load_addon_state(pos: Position, extra: list[str]) -> None:
    """Set ``pos.addon`` and ``pos.statuses`` from the SFEN's extra fields (defaults where absent).

    Raises :class:`~..sfen.SfenError` (field ``cards`` or ``status``, column within that field).
    """
    from .cards import default_cards, parse_cards_field
    from .fantasista import MagicState, parse_magic_field

    edition = card_edition(pos.variant)
    seen: set[str] = set()
    for i, text in enumerate(extra):
        name, colon, _ = text.partition(":")
        if not colon:
            raise SfenError("extra", 1, f"extra field {i + 1} ({text!r}) is not NAME:VALUE")
        if name in seen:
            raise SfenError(name, 1, f"the field {name}: is given twice")
        seen.add(name)
        if name in ("cards1", "cards2"):
            if edition is None or name != f"cards{edition}":
                raise SfenError(name, 1, f"this game does not play with {name} (variant {pos.variant.id})")
            pos.addon = list(parse_cards_field(text, pos.variant))
        elif name == "magic":
            if "fantasista" not in pos.variant.addons:
                raise SfenError(name, 1, f"this game does not play with fantasista (variant {pos.variant.id})")
            pos.addon = list(parse_magic_field(text))
        elif name == "status":
            pos.statuses = parse_status_field(text, pos)
        else:
            raise SfenError(name, 1, f"unknown extra field {name}: (known: cards1, cards2, magic, status)")
    if edition is not None and f"cards{edition}" not in seen:
        pos.addon = list(default_cards(edition))
    if "fantasista" in pos.variant.addons and "magic" not in seen:
        pos.addon = [MagicState(), MagicState()]


def addon_sfen_fields(pos: Position) -> list[str]:
    """The extra SFEN fields that carry the add-on state and the piece statuses."""
    from .cards import CardsState, format_cards_field

    out = []
    if isinstance(pos.addon[0], CardsState) or isinstance(pos.addon[1], CardsState):
        out.append(format_cards_field(pos.addon[0], pos.addon[1]))
    from .fantasista import MagicState, format_magic_field

    if isinstance(pos.addon[0], MagicState) or isinstance(pos.addon[1], MagicState):
        out.append(format_magic_field(pos.addon[0], pos.addon[1]))
    if pos.statuses:
        out.append(format_status_field(pos))
    return out


def _letter(pos: Position, code: int) -> str:
    letter = pos.variant.kinds[abs(code) - 1].letter
    return letter if code > 0 else letter.lower()


def _code(pos: Position, text: str) -> int:
    plus = text.startswith("+")
    base = text[1:] if plus else text
    if len(base) != 1 or not base.isalpha():
        raise ValueError(f"bad piece {text!r}")
    letter = ("+" if plus else "") + base.upper()
    if not pos.variant.has_kind(letter):
        raise ValueError(f"unknown piece {text!r}")
    k = pos.variant.kind(letter).index
    return k + 1 if base.isupper() else -k - 1


def format_status_field(pos: Position) -> str:
    """``status:SQ=ITEM[.ITEM...][,SQ=...]`` (docs/notation.md, "Cards in SFEN")."""
    parts = []
    for sq in sorted(pos.statuses):
        st = pos.statuses[sq]
        items = []
        if st.rider:
            items.append("r" + _letter(pos, st.rider))
        elif st.carrier:
            items.append("c")
        if st.immune_until is not None:
            items.append(f"i{st.immune_until}")
        if st.immune_except:
            items.append("x" + "/".join(sorted(st.immune_except)))
        if st.token:
            items.append("t")
        if st.kind_on_capture is not None:
            items.append("k" + st.kind_on_capture)
        if items:
            parts.append(f"{square_name(sq)}={'.'.join(items)}")
    return "status:" + ",".join(parts)


def parse_status_field(text: str, pos: Position) -> dict[int, PieceStatus]:
    from ..position import PieceStatus

    out: dict[int, PieceStatus] = {}
    body = text[len("status:"):]
    col = len("status:") + 1
    if not body:
        return out
    for entry in body.split(","):
        sq_text, eq, items = entry.partition("=")
        try:
            sq = parse_square(sq_text)
        except ValueError:
            raise SfenError("status", col, f"expected a square before '=', got {sq_text!r}") from None
        if not eq or not items:
            raise SfenError("status", col, f"{entry!r}: expected SQUARE=ITEM[.ITEM...]")
        if not pos.board[sq]:
            raise SfenError("status", col, f"{sq_text} is empty: only a piece carries a status")
        if sq in out:
            raise SfenError("status", col, f"{sq_text} is given twice")
        st = PieceStatus()
        icol = col + len(sq_text) + 1
        for item in items.split("."):
            try:
                st = _status_item(pos, st, item)
            except ValueError as exc:
                raise SfenError("status", icol, f"{sq_text}: {exc}") from None
            icol += len(item) + 1
        out[sq] = st
        col += len(entry) + 1
    return out


def _status_item(pos: Position, st: PieceStatus, item: str) -> PieceStatus:
    if not item:
        raise ValueError("empty item")
    key, value = item[0], item[1:]
    if key == "r":
        return replace(st, carrier=True, rider=_code(pos, value))
    if key == "c" and not value:
        return replace(st, carrier=True)
    if key == "i" and value.isdigit():
        return replace(st, immune_until=int(value))
    if key == "x" and value:
        return replace(st, immune_except=frozenset(value.split("/")))
    if key == "t" and not value:
        return replace(st, token=True)
    if key == "k" and value:
        if value != "none" and not pos.variant.has_kind(value):
            raise ValueError(f"kind-on-capture: unknown piece {value!r}")
        return replace(st, kind_on_capture=value)
    raise ValueError(f"unknown status item {item!r} (known: rLETTER, c, iN, xLETTERS, t, kLETTER)")


# ----------------------------------------------------------------------------- game setup
def setup_addons(pos: Position, options: dict[str, Any] | None = None) -> dict[str, str]:
    """Apply the add-on options of a new game to ``pos`` (before any move); returns record header
    entries that reproduce the setup (the deal's mode and seed).

    ``options["cards"]``: ``{"mode": "full"}`` (default), ``{"mode": "subset", "cards": [ids]}`` (the same
    cards for both players) or ``{"mode": "random", "count": N, "seed": S}`` (N cards dealt at random
    from each player's set; a seed is drawn and returned when none is given).
    """
    if pos.ply:
        raise ValueError("add-on options apply to a new game, before its first move")
    header: dict[str, str] = {}
    edition = card_edition(pos.variant)
    opts = dict(options or {})
    if edition is not None:
        from .cards import deal

        card_opts = dict(opts.pop("cards", {}) or {})
        black, white, header = deal(edition, **card_opts)
        pos.addon = [black, white]
    if "fantasista" in pos.variant.addons:
        from .fantasista import setup

        fb, fw, more = setup(dict(opts.pop("fantasista", {}) or {}))
        pos.addon = [fb, fw]
        header.update(more)
    elif "fantasista" in opts:
        raise ValueError(f"fantasista options given, but the variant {pos.variant.id!r} has no fantasista add-on")
    if edition is None and "cards" in opts:
        raise ValueError(f"card options given, but the variant {pos.variant.id!r} has no card add-on")
    if opts:
        raise ValueError(f"unknown add-on option(s): {', '.join(sorted(opts))}")
    pos.hash = pos._compute_hash()
    pos._keys = [pos.hash]
    return header
