"""Every subject the rules book needs a page for, read from the core's own data: the variant files
(families and sub-variants), the card editions, the fairies and the magic.  A new variant file, card or
magic in the core therefore needs a page (and a lesson) before the tests pass again.

Page ids::

    variant:ID          a variant family            variant:eight-knight
    variant:ID:N        one of its sub-variants     variant:eight-knight:4
    handicaps           the handicap presets of standard shogi
    addon:ID            an add-on's general rules   addon:cards2, addon:fantasista
    cardsN:CARD         a card of edition N         cards2:reflect-bishop, cards1:swap-rook
    fairy:ID            a fairy of 王将ファンタジスタ  fairy:hiko
    magic:ID            a magic                     magic:fire-dragon
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.addons.cards import EDITIONS
from ..core.addons.fantasista import FAIRIES, TABLES
from ..core.variant import all_variant_choices, variant_ids

ADDONS = ("cards2", "cards1", "fantasista")


@dataclass(frozen=True)
class Subject:
    page_id: str
    kind: str  # "variant", "subvariant", "handicaps", "addon", "card", "fairy", "magic"
    chapter: str  # "variants", "cards2", "cards1", "fantasista"
    name: str  # the variant, card, fairy or magic id ("eight-knight:4", "reflect-bishop")


def card_editions() -> dict[int, tuple[str, ...]]:
    return dict(EDITIONS)


def subjects() -> list[Subject]:
    """In the order of the rules book's contents: each variant followed by its sub-variants, the
    handicaps after standard shogi, then each add-on's general page and its cards, fairies and magic."""
    out: list[Subject] = []
    choices = all_variant_choices()
    for vid in variant_ids():
        out.append(Subject(f"variant:{vid}", "variant", "variants", vid))
        if vid == "standard":
            out.append(Subject("handicaps", "handicaps", "variants", "standard"))
        out += [Subject(f"variant:{c}", "subvariant", "variants", c) for c in choices if c.startswith(vid + ":")]
    for edition in (2, 1):
        addon = f"cards{edition}"
        out.append(Subject(f"addon:{addon}", "addon", addon, addon))
        out += [Subject(f"{addon}:{card}", "card", addon, card) for card in EDITIONS[edition]]
    out.append(Subject("addon:fantasista", "addon", "fantasista", "fantasista"))
    for fairy in FAIRIES:
        out.append(Subject(f"fairy:{fairy}", "fairy", "fantasista", fairy))
        out += [Subject(f"magic:{magic}", "magic", "fantasista", magic) for magic in TABLES[fairy]]
    return out


def variant_page_ids(variant_id: str) -> list[str]:
    """The pages that describe a game's variant, most specific first: ``hybrid:2+cards1`` ->
    ``variant:hybrid:2``, ``variant:hybrid`` (the add-ons have pages of their own)."""
    base = variant_id.partition("+")[0]
    family = base.partition(":")[0]
    return [f"variant:{base}", f"variant:{family}"] if base != family else [f"variant:{family}"]


def family_of(page_id: str) -> str:
    """The subject a lesson on ``page_id`` counts for in the coverage: the variant family
    (``variant:eight-knight``), the card without its edition (``card:rewind``), the magic, or the id."""
    kind, _, rest = page_id.partition(":")
    if kind == "variant":
        return f"variant:{rest.partition(':')[0]}"
    if kind in ("cards1", "cards2"):
        return f"card:{rest}"
    return page_id
