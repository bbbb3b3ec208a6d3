"""Translated sentences about Fairy-Stockfish and the variants (New Game's note under the players).

    note = engine_note(registry, "kirin-phoenix:3")   # "" when every registered engine is offered
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..app.engines import EngineRegistry
from ..app.fairy_support import system_program
from ..engine.fairy import Reason, reasons


def _tr(text: str) -> str:
    return QCoreApplication.translate("FairyTexts", text)


def reason_text(reason: Reason) -> str:
    """Why Fairy-Stockfish cannot play a rule set, as the end of a sentence."""
    texts = {
        Reason.LION: _tr("the lion moves twice in one turn"),
        Reason.REFLECT: _tr("the bishop's path bends at the edge of the board"),
        Reason.IMMUNE: _tr("a piece that cannot be captured"),
        Reason.CAPTURE: _tr("a captured piece changes its kind or leaves the game"),
        Reason.LAST_RANK: _tr("chess pawns promote on the last rank only"),
        Reason.PAWN: _tr("the pawn rules apply to a piece that is not a shogi pawn"),
        Reason.ROYAL: _tr("a second royal piece"),
        Reason.CARDS: _tr("cards"),
        Reason.MAGIC: _tr("magic and the die"),
        Reason.BOARD: _tr("the board or promotion zone differs from shogi's"),
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
            return _tr("Fairy-Stockfish is installed (%1): add it under Game ▸ Engines… to play this variant "
                       "against it.").replace("%1", program)
        if len(registry):
            return _tr("Registered engines play standard shogi and handicap games; Fairy-Stockfish also plays "
                       "several variants.")
        return ""
    if why:
        return _tr("Fairy-Stockfish cannot play this rule set: %1.").replace("%1", reason_text(why[0]))
    offered = {e.id for e in registry.engines_for(variant_id)}
    for entry in fairy:
        if entry.id in offered:
            continue
        if registry.checks.pending(entry.command):
            return _tr("%1 is being checked against the rules of the variants…").replace("%1", entry.name)
        error = registry.checks.error(entry.command)
        if error:
            return _tr("%1 could not be checked: %2").replace("%1", entry.name).replace("%2", error)
        return _tr("%1 did not pass the check for this rule set: its moves differ from the rules.").replace(
            "%1", entry.name)
    return ""
