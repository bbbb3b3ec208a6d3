"""Small helpers the dialogs share: the interface language and translated side names."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ...core.handicap import Handicap
from ...core.variant import PieceKind, Variant


def ui_language() -> str:
    """ "ja" or "en": the language installed by app.i18n, else the default locale's."""
    from ...app.i18n import current_language

    lang = current_language()
    if lang:
        return lang
    return "ja" if QLocale().language() == QLocale.Language.Japanese else "en"


def side_name(color: int, handicap: bool = False) -> str:
    """先手/後手 (even game) or 下手/上手 (handicap game), translated."""
    # Literal QCoreApplication.translate calls: lupdate does not follow an alias such as tr = ...
    if handicap:
        if color == 0:
            return QCoreApplication.translate("Sides", "Black (shitate)")
        return QCoreApplication.translate("Sides", "White (uwate)")
    if color == 0:
        return QCoreApplication.translate("Sides", "Black (sente)")
    return QCoreApplication.translate("Sides", "White (gote)")


def side_mark(color: int) -> str:
    return "☗" if color == 0 else "☖"


def handicap_name(h: Handicap) -> str:
    return h.name_ja if ui_language() == "ja" else h.name_en


def kind_name(kind: PieceKind) -> str:
    return kind.name_ja if ui_language() == "ja" else kind.name_en


def variant_name(variant: Variant) -> str:
    return variant.name_ja if ui_language() == "ja" else variant.name_en
