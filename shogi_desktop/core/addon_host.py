"""What the position does for its add-ons without knowing any: it collects their action hooks, reads and
writes their SFEN extra fields (and the piece statuses), and hands recorded inputs (die rolls) to their
after-ply hooks.  Everything here goes through the :class:`~.actions.Addon` protocol."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from typing import TYPE_CHECKING, Any

from .actions import ActionHook, PieceStatus
from .powers import variant_hooks
from .sfen import SfenError, format_status_field, parse_status_field
from .variant import Variant, addon_of_field

if TYPE_CHECKING:
    from .actions import Action
    from .position import Position


@cache
def hooks_of(variant: Variant) -> tuple[dict[str, ActionHook], frozenset[str]]:
    """Every action hook of a variant (its pieces' powers, then its add-ons'), and the powers' names."""
    powers = variant_hooks(variant)
    hooks = dict(powers)
    for addon in variant.addons:
        hooks.update(addon.hooks())
    return hooks, frozenset(powers)


def read_extra_fields(variant: Variant, board: list[int], extra: list[str], states: dict[str, tuple[Any, Any]]
                      ) -> dict[int, PieceStatus]:
    """Read the SFEN's extra fields (docs/notation.md): each add-on's field into ``states`` (by add-on
    key), and the piece statuses of ``board``, returned.  Raises :class:`SfenError` naming the field."""
    statuses: dict[int, PieceStatus] = {}
    seen: set[str] = set()
    for i, text in enumerate(extra):
        name, colon, _ = text.partition(":")
        if not colon:
            raise SfenError("extra", 1, f"extra field {i + 1} ({text!r}) is not NAME:VALUE")
        if name in seen:
            raise SfenError(name, 1, f"the field {name}: is given twice")
        seen.add(name)
        if name == "status":
            statuses = parse_status_field(text, board, variant)
            continue
        addon = next((a for a in variant.addons if name in a.sfen_fields), None)
        if addon is not None:
            states[addon.key] = addon.parse_field(text, variant)
        elif addon_of_field(name) is not None:
            raise SfenError(name, 1, f"this game does not play with {name} (variant {variant.id})")
        else:
            known = [f for a in variant.addons for f in a.sfen_fields] + ["status"]
            raise SfenError(name, 1, f"unknown extra field {name}: (known: {', '.join(known)})")
    return statuses


def extra_fields(variant: Variant, states: dict[str, tuple[Any, Any]], statuses: dict[int, PieceStatus]
                 ) -> list[str]:
    """The SFEN extra fields of the add-ons' states and the piece statuses."""
    fields = [a.format_field(*states[a.key]) for a in variant.addons]
    if statuses:
        fields.append(format_status_field(statuses, variant))
    return fields


@contextmanager
def recorded_inputs(pos: Position, events: Sequence[Any], move: Any) -> Iterator[None]:
    """Inside the block, the add-ons' after-ply hooks use the recorded inputs among ``events`` (a record
    node's events: ``gain!d17,rook-token``) for the ply ``move`` about to be played."""
    number = pos.move_number
    given = []
    for hook in pos.after_ply:
        for event in events:
            if hook.accepts(event):
                hook.give(number, event, move)
                given.append(hook)
                break
    try:
        yield
    finally:
        for hook in given:
            hook.withdraw(number)


def push_with_inputs(pos: Position, m: int | Action, events: Sequence[Any]) -> list[str]:
    """Push ``m`` with the recorded inputs among ``events``; returns :meth:`Position.last_inputs`."""
    with recorded_inputs(pos, events, m):
        pos.push(m)
    return pos.last_inputs()
