"""The card add-on as one :class:`~..actions.Addon` object per edition (``cards1``, ``cards2``)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from .cards import (
    EDITIONS,
    KEY,
    PRINCE,
    CardHook,
    CardsState,
    deal,
    default_cards,
    format_cards_field,
    parse_cards_field,
)
from .cards_board import HOOKS as BOARD_CARDS
from .cards_moves import HOOKS as MOVE_CARDS
from .cards_rewind import HOOKS as REWIND_CARD
from .cards_riders import HOOKS as RIDER_CARDS

if TYPE_CHECKING:
    from ..actions import ActionHook
    from ..variant import Variant


@cache
def card_hooks(edition: int) -> dict[str, ActionHook]:
    """The hooks of one edition's cards, by card id (stateless, shared)."""
    classes: dict[str, type[CardHook]] = {}
    for hooks in (MOVE_CARDS, BOARD_CARDS, RIDER_CARDS, REWIND_CARD):
        classes.update(hooks)
    return {card: classes[card](edition) for card in EDITIONS[edition]}


class CardsAddon:
    """One edition of the cards (RULES.md §5): the prince 太子 of card 出世金, one hook per card, each
    player's :class:`~.cards.CardsState` in the ``cardsE:`` SFEN field, and the deal."""

    key = KEY
    option = "cards"
    family = "card edition"  # (one per game: "only one card edition can be played at a time")

    def __init__(self, edition: int) -> None:
        self.edition = edition
        self.id = f"cards{edition}"
        self.sfen_fields: tuple[str, ...] = (self.id,)

    def piece_data(self, letters: set[str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        if "T" in letters:
            return [], []
        # A captured prince is a gold in the captor's hand (card 出世金).
        return [dict(PRINCE)], [{"captor": "any", "kind": "T", "to": "G"}] if "G" in letters else []

    def hooks(self) -> dict[str, ActionHook]:
        return card_hooks(self.edition)

    def after_ply(self) -> None:
        return None

    def default_state(self) -> tuple[CardsState, CardsState]:
        return default_cards(self.edition)

    def parse_field(self, text: str, variant: Variant) -> tuple[CardsState, CardsState]:
        return parse_cards_field(text, variant)

    def format_field(self, black: Any, white: Any) -> str:
        return format_cards_field(black, white)

    def setup(self, options: dict[str, Any]) -> tuple[CardsState, CardsState, dict[str, str]]:
        return deal(self.edition, **options)

    def __repr__(self) -> str:
        return f"CardsAddon({self.edition})"
