"""The value of the add-on state (cards and magic not used yet) in the evaluation: :func:`addon_value`, and
:func:`register_addon_value` for add-ons that value their own state (engine/evaluate.py adds it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.position import Position

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
    return sum(_state_value(pair[color]) for pair in pos.addon_states.values())


def _state_value(state: Any) -> int:
    """The value of one add-on state of one player (see :func:`addon_value`)."""
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
