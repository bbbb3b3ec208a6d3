"""What game this is, in words a learner understands: the variant with its sub-variant, the handicap and
the add-ons, in the interface language.

A sub-variant's own name ("両者・先手から", "Both sides, Black first") means nothing alone, so it is always
given with its variant's name (``麒麟・鳳凰将棋：両者・先手から``).  A custom handicap is told by the
pieces it removes, never by its id (``custom:9a,6a``).  The main window's game line, the move list and
the New Game dialog use these texts; the core only gives the ids and the names in its data.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QCoreApplication

from ...core.handicap import HandicapError, handicaps
from ...core.position import Position
from ...core.tables import parse_square
from ...core.variant import VariantError, load_variant
from .names import ui_language

CARD_EDITIONS = {"cards1": 1, "cards2": 2}


def _ja() -> bool:
    return ui_language() == "ja"


def family_name(variant_id: str) -> str:
    """The variant file's own name (``麒麟・鳳凰将棋`` for ``kirin-phoenix:2+cards1``)."""
    vid = variant_id.partition("+")[0].partition(":")[0]
    try:
        family = load_variant(vid)
    except (VariantError, ValueError):
        return vid
    return family.name_ja if _ja() else family.name_en


def subvariant_name(variant_id: str) -> str:
    """The sub-variant's own name ("" without one)."""
    base = variant_id.partition("+")[0]
    vid, _, key = base.partition(":")
    if not key:
        return ""
    try:
        sub = load_variant(vid).subvariants.get(key, {})
    except (VariantError, ValueError):
        return key
    return str(sub.get("name_ja" if _ja() else "name_en", "") or key)


def variant_title(variant_id: str) -> str:
    """The variant with its sub-variant: ``麒麟・鳳凰将棋：両者・先手から`` / ``Kirin-Phoenix shogi: Both sides,
    Black first`` (add-ons not included)."""
    family = family_name(variant_id)
    sub = subvariant_name(variant_id)
    if not sub:
        return family
    return f"{family}：{sub}" if _ja() else f"{family}: {sub}"


def addon_name(addon: str) -> str:
    if addon in CARD_EDITIONS:
        if CARD_EDITIONS[addon] == 1:
            return QCoreApplication.translate("GameNames", "Cards, first edition")
        return QCoreApplication.translate("GameNames", "Cards, second edition")
    if addon == "fantasista":
        return QCoreApplication.translate("GameNames", "Ōshō Fantasista (fairies and magic)")
    return addon


def handicap_title(handicap: str | None, variant_id: str = "standard") -> str:
    """``平手`` / ``Even game``, a preset's name, or a custom handicap told by its pieces."""
    if not handicap:
        return QCoreApplication.translate("GameNames", "Even game")
    preset = handicaps().get(handicap)
    if preset is not None:
        return preset.name_ja if _ja() else f"{preset.name_en} handicap"
    if handicap.startswith("custom:"):
        return custom_handicap_text(handicap, variant_id)
    return handicap


def custom_handicap_text(handicap: str, variant_id: str = "standard") -> str:
    """``Custom handicap: White without lance, silver`` from ``custom:9a,6a``."""
    base = variant_id.partition("+")[0]
    try:
        Position.initial(base, handicap)  # checks the id: squares, kings, who moves first
        start = Position.initial(base)
        squares = [parse_square(name.strip()) for name in handicap.split(":")[1].split(",") if name.strip()]
    except (HandicapError, VariantError, ValueError, IndexError):
        return QCoreApplication.translate("GameNames", "Custom handicap")
    ja = _ja()
    removed: list[list[str]] = [[], []]
    for sq in squares:
        piece = start.piece_at(sq)
        if piece is not None:
            kind, color = piece
            removed[color].append(kind.name_ja if ja else kind.name_en.lower())
    parts = []
    for color in (1, 0):  # the side giving the handicap first
        if removed[color]:
            counted = [name if n == 1 else f"{name}×{n}"
                       for name, n in Counter(removed[color]).items()]  # (in board order)
            parts.append(QCoreApplication.translate("GameNames", "%1 without %2").replace(
                "%1", _side(color)).replace("%2", ("・" if ja else ", ").join(counted)))
    text = QCoreApplication.translate("GameNames", "Custom handicap")
    if parts:
        text += ("：" if ja else ": ") + ("、" if ja else "; ").join(parts)
    return text


def _side(color: int) -> str:
    if color == 0:
        return QCoreApplication.translate("GameNames", "Black (shitate)")
    return QCoreApplication.translate("GameNames", "White (uwate)")


def game_title(variant_id: str, handicap: str | None, start_sfen: str | None = None) -> str:
    """The whole game in one line: ``本将棋・香落ち``, ``麒麟・鳳凰将棋：両者・先手から ＋ カード（第二版）``,
    ``Standard shogi, even game + Ōshō Fantasista (fairies and magic)``; with ``start_sfen`` (a record's start), a game that does not
    begin from its variant's or handicap's own start says it begins from a set-up position."""
    base, _, addon_text = variant_id.partition("+")
    addons = [a for a in addon_text.split("+") if a]
    ja = _ja()
    set_up = start_sfen is not None and not _usual_start(base, handicap, start_sfen)
    if base.partition(":")[0] == "standard":
        name = family_name(base)
        if set_up and not handicap:
            hand = QCoreApplication.translate("GameNames", "from a set-up position")
        else:
            hand = handicap_title(handicap, base)
            hand = hand if ja or handicap else hand.lower()
        text = f"{name}・{hand}" if ja else f"{name}, {hand}"
    else:
        text = variant_title(base)
        if handicap:
            text += ("・" if ja else ", ") + handicap_title(handicap, base)
        elif set_up:
            text += ("・" if ja else ", ") + QCoreApplication.translate("GameNames", "from a set-up position")
    for addon in addons:
        text += (" ＋ " if ja else " + ") + addon_name(addon)
    return text


def _usual_start(base: str, handicap: str | None, start_sfen: str) -> bool:
    """Whether ``start_sfen`` is the variant's (or the handicap's) start: board, side and hands alike
    (an add-on's fields after them, such as the cards dealt, do not count)."""
    try:
        usual = Position.initial(base, handicap).sfen()
    except (HandicapError, VariantError, ValueError):
        return True
    return start_sfen.split()[:3] == usual.split()[:3]


def variant_summary(variant_id: str) -> str:
    """The variant's one-sentence description (what changes from standard shogi), "" for standard."""
    base = variant_id.partition("+")[0]
    if base.partition(":")[0] == "standard":
        return ""
    try:
        family = load_variant(base.partition(":")[0])
    except (VariantError, ValueError):
        return ""
    return family.description_ja if _ja() else family.description_en
