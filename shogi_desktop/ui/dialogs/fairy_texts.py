"""Translated sentences about Fairy-Stockfish and the variants (New Game's note under the players).

    note = engine_note(registry, "kirin-phoenix:3")   # "" when every registered engine is offered
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...app.engines import EngineRegistry
from ...app.fairy_support import system_program
from ...engine.fairy import Reason, fairy_variant, reasons


def reason_text(reason: Reason) -> str:
    """Why Fairy-Stockfish cannot play a rule set, as the end of a sentence."""
    texts = {
        Reason.LION: QCoreApplication.translate("FairyTexts", "the lion moves twice in one turn"),
        Reason.REFLECT: QCoreApplication.translate("FairyTexts", "the bishop's path bends at the edge of the board"),
        Reason.IMMUNE: QCoreApplication.translate("FairyTexts", "a piece that cannot be captured"),
        Reason.CAPTURE: QCoreApplication.translate("FairyTexts", "a captured piece changes its kind or leaves the game"),
        Reason.LAST_RANK: QCoreApplication.translate("FairyTexts", "chess pawns promote on the last rank only"),
        Reason.PAWN: QCoreApplication.translate("FairyTexts", "the pawn rules apply to a piece that is not a shogi pawn"),
        Reason.ROYAL: QCoreApplication.translate("FairyTexts", "a second royal piece"),
        Reason.CARDS: QCoreApplication.translate("FairyTexts", "cards"),
        Reason.MAGIC: QCoreApplication.translate("FairyTexts", "magic and the die"),
        Reason.BOARD: QCoreApplication.translate("FairyTexts", "the board or promotion zone differs from shogi's"),
    }
    return texts[reason]


def engine_note(registry: EngineRegistry, variant_id: str) -> str:
    """Why the registered engines (or an installed Fairy-Stockfish) are not offered for the game
    ``variant_id`` (add-ons included); "" when there is nothing to say."""
    if variant_id == "standard":
        return ""
    fairy = registry.fairy_entries()
    why = reasons(variant_id)
    if not fairy:
        program = system_program()
        if program is not None and not why:
            return QCoreApplication.translate("FairyTexts", "Fairy-Stockfish is installed (%1): add it under Game ▸ Engines… to play this variant "
                       "against it.").replace("%1", program)
        if len(registry):
            return QCoreApplication.translate("FairyTexts", "Registered engines play standard shogi and handicap games; Fairy-Stockfish also plays "
                       "several variants.")
        return ""
    if why:
        return QCoreApplication.translate("FairyTexts", "Fairy-Stockfish cannot play this rule set: %1.").replace("%1", reason_text(why[0]))
    offered = {e.id for e in registry.engines_for(variant_id)}
    for entry in fairy:
        if entry.id in offered:
            continue
        if registry.checks.pending(entry.command):
            return QCoreApplication.translate("FairyTexts", "%1 is being checked against the rules of the variants…").replace("%1", entry.name)
        error = registry.checks.error(entry.command)
        if error:
            return QCoreApplication.translate("FairyTexts", "%1 could not be checked: %2").replace("%1", entry.name).replace("%2", error)
        if registry.checks.unchecked(entry.command, variant_id):  # it ran out of time: no verdict
            return QCoreApplication.translate("FairyTexts", "%1 could not be checked for this rule set yet: it answered too slowly (the "
                       "computer is busy). It is checked again.").replace("%1", entry.name)
        if fairy_variant(variant_id).custom:  # Debian's 11.1 predates custom pieces
            return QCoreApplication.translate("FairyTexts", "%1 did not pass the check for this rule set: it needs a newer Fairy-Stockfish, one that "
                       "knows custom pieces.").replace("%1", entry.name)
        return QCoreApplication.translate("FairyTexts", "%1 did not pass the check for this rule set: its moves differ from the rules.").replace(
            "%1", entry.name)
    return ""
