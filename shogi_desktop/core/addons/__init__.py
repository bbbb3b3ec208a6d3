"""Add-ons (RULES.md §8: ``cards1``, ``cards2``, ``fantasista``): the registry of the add-on objects.

An add-on is chosen with the variant id, ``standard+cards2``, ``hybrid:2+cards1`` or
``standard+cards2+fantasista`` (see :func:`~..variant.load_variant`), and is one object behind the
:class:`~..actions.Addon` protocol: its piece kinds (the cards' prince 太子, the magic tokens), its
action hooks, its after-ply hook (the magic gains and their recorded die rolls), its SFEN field and its
set-up.  ``Variant.addons`` holds the objects; :class:`~..position.Position` iterates them and imports
none.  Adding an add-on is adding one package module and one line to :data:`ADDONS`.

:func:`setup_addons` applies the game's options (which cards are dealt, the fairies) to a fresh position.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards_addon import CardsAddon
from .fantasista_addon import FantasistaAddon

if TYPE_CHECKING:
    from ..actions import Addon
    from ..position import Position
    from ..variant import Variant

ADDONS: dict[str, Addon] = {a.id: a for a in (CardsAddon(1), CardsAddon(2), FantasistaAddon())}
ADDON_IDS = tuple(ADDONS)
AVAILABLE = ADDON_IDS


def card_edition(variant: Variant) -> int | None:
    """The card edition the variant plays with (None: no cards)."""
    for addon in variant.addons:
        if isinstance(addon, CardsAddon):
            return addon.edition
    return None


def setup_addons(pos: Position, options: dict[str, Any] | None = None) -> dict[str, str]:
    """Apply the add-on options of a new game to ``pos`` (before any move); returns record header
    entries that reproduce the setup (the deal's mode and seed, the fairies and the die's seed).

    ``options["cards"]``: ``{"mode": "full"}`` (default), ``{"mode": "subset", "cards": [ids]}`` (the same
    cards for both players) or ``{"mode": "random", "count": N, "seed": S}`` (N cards dealt at random
    from each player's set; a seed is drawn and returned when none is given).  ``options["fantasista"]``:
    see :func:`~.fantasista.setup`.  Each add-on reads the options under its own key.
    """
    if pos.ply:
        raise ValueError("add-on options apply to a new game, before its first move")
    header: dict[str, str] = {}
    opts = dict(options or {})
    for addon in pos.variant.addons:
        black, white, more = addon.setup(dict(opts.pop(addon.option, {}) or {}))
        pos.set_addon_state(addon.key, 0, black)
        pos.set_addon_state(addon.key, 1, white)
        header.update(more)
    for name in sorted(opts):
        if any(a.option == name for a in ADDONS.values()):
            raise ValueError(f"{name} options given, but the variant {pos.variant.id!r} has no {name} add-on")
    if opts:
        raise ValueError(f"unknown add-on option(s): {', '.join(sorted(opts))}")
    pos.reset_history()
    return header


__all__ = ["ADDONS", "ADDON_IDS", "AVAILABLE", "CardsAddon", "FantasistaAddon", "card_edition", "setup_addons"]
