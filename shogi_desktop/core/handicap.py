"""Handicaps (駒落ち): the presets of RULES.md §3 as data, and custom handicaps.

Preset ids are those of RULES.md §8.  A custom handicap is written ``custom:SQUARES[:b|w]``:
the comma-separated squares lose their piece (either side, never a king) and the optional last
field says who moves first (White by default, as in every handicap game), e.g. ``custom:8b,2h:b``.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import NamedTuple

from .sfen import format_board, format_hands, parse_sfen
from .tables import parse_square
from .variant import Variant, load_variant


class HandicapError(ValueError):
    pass


class Handicap(NamedTuple):
    id: str
    name_ja: str
    name_en: str
    kif_name: str | None  # the KIF 手合割 name, None where the KIF specification has none
    remove: tuple[str, ...]
    white_hand: str = ""


@cache
def handicaps() -> dict[str, Handicap]:
    """Every preset, in the conventional order (lightest first)."""
    path = Path(__file__).resolve().parent / "data" / "handicaps.toml"  # (as variant.py finds the variants)
    import tomllib  # (here: the start needs no handicap)

    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    return {
        hid: Handicap(hid, d["ja"], d["en"], d.get("kif"), tuple(d["remove"]), d.get("white_hand", ""))
        for hid, d in raw.items()
    }


def handicap_ids() -> list[str]:
    return list(handicaps())


def handicap_sfen(handicap_id: str, variant: Variant | None = None) -> str:
    """Start SFEN of a preset or custom handicap on the variant's start position."""
    variant = variant or load_variant("standard")
    data = parse_sfen(variant.start, variant)
    board = list(data.board)
    hands = [list(data.hands[0]), list(data.hands[1])]
    side = 1
    if handicap_id.startswith("custom:"):
        parts = handicap_id.split(":")
        squares = [s for s in parts[1].split(",") if s]
        if len(parts) > 3 or (len(parts) == 3 and parts[2] not in ("b", "w")):
            raise HandicapError(f"bad custom handicap {handicap_id!r}: expected custom:SQUARES[:b|w]")
        if len(parts) == 3:
            side = 0 if parts[2] == "b" else 1
        remove: tuple[str, ...] = tuple(squares)
        white_hand = ""
    else:
        preset = handicaps().get(handicap_id)
        if preset is None:
            raise HandicapError(f"unknown handicap {handicap_id!r} (known: {', '.join(handicaps())})")
        remove = preset.remove
        white_hand = preset.white_hand
    for name in remove:
        try:
            sq = parse_square(name)
        except ValueError as exc:
            raise HandicapError(f"handicap {handicap_id!r}: {exc}") from exc
        code = board[sq]
        if not code:
            raise HandicapError(f"handicap {handicap_id!r}: square {name} is already empty")
        if variant.kinds[abs(code) - 1].royal:
            raise HandicapError(f"handicap {handicap_id!r}: the king on {name} cannot be removed")
        board[sq] = 0
    if white_hand:
        extra = parse_sfen(f"9/9/9/9/9/9/9/9/9 b {white_hand} 1", variant)
        for c in (0, 1):
            for k, n in enumerate(extra.hands[c]):
                hands[c][k] += n
    return f"{format_board(board, variant)} {'b' if side == 0 else 'w'} {format_hands(hands, variant)} 1"
