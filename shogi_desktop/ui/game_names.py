"""What game this is, in words a learner understands: variant with sub-variant, add-on, handicap.

    variant_full_name("kirin-phoenix:1")      麒麟・鳳凰将棋（両者・先手から） / Kirin-Phoenix shogi (Both sides, Black first)
    addon_name("fantasista")                  王将ファンタジスタ / Ōshō Fantasista
    game_kind_name("standard", "fantasista")  本将棋・王将ファンタジスタ / Standard shogi with Ōshō Fantasista
    handicap_text("custom:8b,2b,9a", "standard")  カスタム駒落ち（上手：飛車・角行・香車）/ Custom handicap (White gives
                                              up: rook, bishop, lance); a custom handicap that removes a preset's
                                              pieces is named as that preset

An id this version does not know is shown as it is (a game of a newer version still lists).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCoreApplication

from ..core.handicap import handicaps
from ..core.sfen import parse_sfen
from ..core.tables import parse_square
from ..core.variant import Variant, VariantError, load_variant
from .dialogs.common import handicap_name, kind_name, ui_language


@cache
def _variant(variant_id: str) -> Variant | None:
    try:
        return load_variant(variant_id)
    except (VariantError, OSError, ValueError):
        return None


def variant_full_name(variant_id: str) -> str:
    """The variant's name with its sub-variant's, in the interface language."""
    variant = _variant(variant_id)
    if variant is None:
        return variant_id
    ja = ui_language() == "ja"
    if variant.base_id == "standard" and ":" not in variant_id:
        return QCoreApplication.translate("GameNames", "Standard shogi")
    base = _variant(variant.base_id) if ":" in variant_id else None
    if base is None:
        return variant.name_ja if ja else variant.name_en
    sub = variant.name_ja if ja else variant.name_en
    return QCoreApplication.translate("GameNames", "%1 (%2)").replace(
        "%1", base.name_ja if ja else base.name_en).replace("%2", sub)


def addon_name(addon: str) -> str:
    if addon == "cards1":
        return QCoreApplication.translate("GameNames", "Shogi no Otomo cards, first edition")
    if addon == "cards2":
        return QCoreApplication.translate("GameNames", "Shogi no Otomo cards, second edition")
    if addon == "fantasista":
        return QCoreApplication.translate("GameNames", "Ōshō Fantasista")
    return addon


def game_kind_name(variant_id: str, addon: str = "") -> str:
    """The variant (with its sub-variant) and the add-on, if any."""
    name = variant_full_name(variant_id)
    if not addon:
        return name
    return QCoreApplication.translate("GameNames", "%1 with %2").replace("%1", name).replace("%2", addon_name(addon))


def handicap_text(handicap_id: str, variant_id: str = "standard") -> str:
    """A preset's name; a custom handicap as the pieces each side gives up (or the preset it equals)."""
    if not handicap_id:
        return QCoreApplication.translate("GameNames", "Even")
    preset = handicaps().get(handicap_id)
    if preset is not None:
        return handicap_name(preset)
    if not handicap_id.startswith("custom:"):
        return handicap_id
    squares = tuple(s for s in handicap_id.split(":")[1].split(",") if s)
    same = next((h for h in handicaps().values() if sorted(h.remove) == sorted(squares) and not h.white_hand), None)
    if same is not None:
        return handicap_name(same)
    variant = _variant(variant_id.partition("+")[0]) or _variant("standard")
    assert variant is not None
    try:
        board = parse_sfen(variant.start, variant).board
        removed: list[list[str]] = [[], []]
        for name in squares:
            code = board[parse_square(name)]
            if code:
                removed[0 if code > 0 else 1].append(kind_name(variant.kinds[abs(code) - 1]))
    except (ValueError, IndexError):
        return QCoreApplication.translate("GameNames", "Custom handicap")
    sep = "・" if ui_language() == "ja" else ", "
    parts = []
    for side, kinds in enumerate(removed):
        if not kinds:
            continue
        counted = [_counted(k, kinds.count(k)) for k in dict.fromkeys(kinds)]
        if side == 0:
            text = QCoreApplication.translate("GameNames", "Black gives up: %1")
        else:
            text = QCoreApplication.translate("GameNames", "White gives up: %1")
        parts.append(text.replace("%1", sep.join(counted)))
    return QCoreApplication.translate("GameNames", "Custom handicap (%1)").replace("%1", "; ".join(parts))


def _counted(kind: str, n: int) -> str:
    if n == 1:
        return kind
    return QCoreApplication.translate("GameNames", "%1 ×%2").replace("%1", kind).replace("%2", str(n))
