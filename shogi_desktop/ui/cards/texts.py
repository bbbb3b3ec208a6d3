"""The card faces' texts (RULES.md §5) in the interface language, and readable labels of card plies.

Every visible text goes through ``QCoreApplication.translate("Cards", ...)``; the Japanese lives in
tools/translations_ja.py like every other string.  The first edition's cards that differ from the second
edition's (転送飛, 弾道香, 撤退令, and the rules of 熟成果, 連続技, and the cards that may not attack the
king) have texts of their own.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.actions import Action
from ...core.tables import parse_square


def card_name(card: str, edition: int) -> str:
    """The card's name in the interface language."""
    if edition == 1:
        first = {
            "jump-lance": QCoreApplication.translate("Cards", "Ballistic lance"),
            "recall": QCoreApplication.translate("Cards", "Retreat order"),
            "swap-rook": QCoreApplication.translate("Cards", "Swap rook"),
        }
        if card in first:
            return first[card]
    names = {
        "queen-king": QCoreApplication.translate("Cards", "Queen king"),
        "dragon-rider": QCoreApplication.translate("Cards", "Dragon rider"),
        "horse-rider": QCoreApplication.translate("Cards", "Horse rider"),
        "wrap-rook": QCoreApplication.translate("Cards", "Wrap rook"),
        "reflect-bishop": QCoreApplication.translate("Cards", "Reflecting bishop"),
        "prince-gold": QCoreApplication.translate("Cards", "Prince gold"),
        "invincible-silver": QCoreApplication.translate("Cards", "Invincible silver"),
        "eight-knight": QCoreApplication.translate("Cards", "Eight-way knight"),
        "jump-lance": QCoreApplication.translate("Cards", "Jumping lance"),
        "double-pawn": QCoreApplication.translate("Cards", "Double pawn"),
        "ripening": QCoreApplication.translate("Cards", "Ripening"),
        "double-move": QCoreApplication.translate("Cards", "Double move"),
        "recall": QCoreApplication.translate("Cards", "Recall"),
        "lightning": QCoreApplication.translate("Cards", "Lightning"),
        "rewind": QCoreApplication.translate("Cards", "Time rewind"),
        "persuasion": QCoreApplication.translate("Cards", "Persuasion"),
        "swap-rook": QCoreApplication.translate("Cards", "Swap rook"),
    }
    return names.get(card, card)


def card_rule(card: str, edition: int) -> str:
    """The card's short rule text in the interface language."""
    if edition == 1:
        first = {
            "swap-rook": QCoreApplication.translate("Cards", "Your rook and another of your pieces change places; each may promote."),
            "reflect-bishop": QCoreApplication.translate("Cards", "Your bishop bounces off the edges. Not if it then attacks the king."),
            "eight-knight": QCoreApplication.translate("Cards", "Your knight moves as a chess knight. Not if it then attacks the king."),
            "jump-lance": QCoreApplication.translate("Cards", "Your lance jumps over one piece. Not if it then attacks the king."),
            "ripening": QCoreApplication.translate("Cards", "Drop a piece from your hand already promoted (not a gold), without check."),
            "double-move": QCoreApplication.translate("Cards", "Move one piece twice; neither step may give check."),
        }
        if card in first:
            return first[card]
    rules = {
        "queen-king": QCoreApplication.translate("Cards", "Your king moves this turn as a queen (rook + bishop)."),
        "dragon-rider": QCoreApplication.translate("Cards", "A piece next to your dragon boards it; the dragon may move and later "
                                    "set it down next to itself."),
        "horse-rider": QCoreApplication.translate("Cards", "A piece next to your horse boards it; the horse may move and later "
                                   "set it down next to itself."),
        "wrap-rook": QCoreApplication.translate("Cards", "Your rook's left, right and forward lines continue across the edge."),
        "reflect-bishop": QCoreApplication.translate("Cards", "Your bishop bounces off the edges of the board."),
        "prince-gold": QCoreApplication.translate("Cards", "A gold promotes into a prince, a second king."),
        "invincible-silver": QCoreApplication.translate("Cards", "Drop or move a silver: it cannot be captured on the next turn."),
        "eight-knight": QCoreApplication.translate("Cards", "Your knight moves as a chess knight."),
        "jump-lance": QCoreApplication.translate("Cards", "Your lance jumps over one piece."),
        "double-pawn": QCoreApplication.translate("Cards", "Drop a pawn on a file that already holds one of your pawns."),
        "ripening": QCoreApplication.translate("Cards", "Move a piece (not king or gold) and promote it anywhere."),
        "double-move": QCoreApplication.translate("Cards", "Move one piece twice; the second step may give check."),
        "recall": QCoreApplication.translate("Cards", "Return one of your pieces (not a royal) to your hand."),
        "lightning": QCoreApplication.translate("Cards", "Return an enemy piece (not a royal) to its owner's hand."),
        "rewind": QCoreApplication.translate("Cards", "Undo your previous move (the reply stays), then move again."),
        "persuasion": QCoreApplication.translate("Cards", "Move or drop; enemy pieces you enclose, as in Reversi, change sides."),
    }
    return rules.get(card, "")


def edition_mark(edition: int) -> str:
    """The small edition mark on a card face."""
    if edition == 1:
        return QCoreApplication.translate("Cards", "1st ed.")
    return QCoreApplication.translate("Cards", "2nd ed.")


def edition_name(edition: int) -> str:
    if edition == 1:
        return QCoreApplication.translate("Cards", "First edition (12 cards)")
    return QCoreApplication.translate("Cards", "Second edition (16 cards)")


JA_FILES = "１２３４５６７８９"
JA_RANKS = "一二三四五六七八九"


def _square_text(name: str, language: str) -> str:
    if language != "ja":
        return name
    sq = parse_square(name)
    return JA_FILES[8 - sq % 9] + JA_RANKS[sq // 9]


def _step_text(step: str, language: str, kanji: dict[str, str]) -> str:
    """One step of an action as the reader expects it: squares, ``→`` between a move's squares."""
    if "*" in step:
        letter, _, sq = step.partition("*")
        if language == "ja":
            return _square_text(sq, language) + kanji.get(letter, letter) + "打"
        return f"{letter}*{sq}"
    if len(step) in (4, 5):
        promo = step.endswith("+")
        text = _square_text(step[:2], language) + "→" + _square_text(step[2:4], language)
        return text + (("成" if language == "ja" else "+") if promo else "")
    if len(step) == 2 and step[0].isdigit():
        return _square_text(step, language)
    return step


def action_label(action: Action, edition: int, language: str, kanji: dict[str, str] | None = None) -> str:
    """A card ply for people: the card's name and the squares (``雷撃球 ５二``, ``Lightning 5b``).

    ``kanji`` maps piece letters to the kanji of drops in Japanese; consecutive move steps of one piece
    are joined (``7g→7f→7e``).
    """
    return f"{card_name(action.name, edition)} {steps_label(action, language, kanji)}"


def steps_label(action: Action, language: str, kanji: dict[str, str] | None = None) -> str:
    """The squares of an action's steps for people (``５二``, ``7g→7f→7e, P*5e``), as in :func:`action_label`."""
    kanji = kanji or {}
    parts: list[str] = []
    prev_to: str | None = None
    for step in action.steps:
        if "*" not in step and len(step) in (4, 5) and prev_to == step[:2] and parts:
            tail = _step_text(step, language, kanji)
            parts[-1] += tail[tail.index("→"):]  # the same piece goes on
        else:
            parts.append(_step_text(step, language, kanji))
        prev_to = step[2:4] if "*" not in step and len(step) in (4, 5) else None
    sep = "、" if language == "ja" else ", "
    return sep.join(parts)


def generic_step_text(step: int, role: str) -> str:
    """What a click chooses, said for any card or magic (see :class:`~.mode.Spelled`)."""
    if role == "piece" and step == 0:
        return QCoreApplication.translate("Cards", "click the piece to move")
    if role == "piece":
        return QCoreApplication.translate("Cards", "click the next piece to move")
    if role == "to":
        return QCoreApplication.translate("Cards", "click the square it moves to")
    if role == "again":
        return QCoreApplication.translate("Cards", "click where it moves next")
    if role == "hand":
        return QCoreApplication.translate("Cards", "click the piece in your hand to drop")
    if role == "drop":
        return QCoreApplication.translate("Cards", "click the square to drop it on")
    return QCoreApplication.translate("Cards", "click the square it acts on")


def _rider_step_text(card: str, step: int, role: str) -> str:
    """迅翼龍 and 天翔馬: a piece boards the dragon (horse), which may move, and the rider is set down."""
    dragon = card == "dragon-rider"
    if role in ("piece", "to") and step == 0:
        if role == "piece":
            return (QCoreApplication.translate("Cards", "click the piece that boards the dragon") if dragon
                    else QCoreApplication.translate("Cards", "click the piece that boards the horse"))
        return (QCoreApplication.translate("Cards", "click your dragon") if dragon
                else QCoreApplication.translate("Cards", "click your horse"))
    if role == "square":
        return (QCoreApplication.translate("Cards", "click an empty square next to the dragon to set the rider down")
                if dragon else
                QCoreApplication.translate("Cards", "click an empty square next to the horse to set the rider down"))
    return (QCoreApplication.translate("Cards", "click where the dragon moves") if dragon
            else QCoreApplication.translate("Cards", "click where the horse moves"))


def card_step_text(card: str, step: int, role: str) -> str:
    """What the next click does while ``card`` is played: its ``role`` in step ``step`` of the card's
    action (roles of :class:`~.mode.Spelled`), in the card's own words where they say more."""
    if card in ("dragon-rider", "horse-rider"):
        return _rider_step_text(card, step, role)
    texts: dict[tuple[str, str], str] = {
        ("queen-king", "piece"): QCoreApplication.translate("Cards", "click your king"),
        ("queen-king", "to"): QCoreApplication.translate("Cards", "click where your king moves as a queen"),
        ("wrap-rook", "piece"): QCoreApplication.translate("Cards", "click your rook"),
        ("wrap-rook", "to"):
            QCoreApplication.translate("Cards", "click where it goes (its lines go on across the edge)"),
        ("reflect-bishop", "piece"): QCoreApplication.translate("Cards", "click your bishop"),
        ("reflect-bishop", "to"):
            QCoreApplication.translate("Cards", "click where it goes (the paths show the bounces)"),
        ("prince-gold", "piece"): QCoreApplication.translate("Cards", "click the gold that becomes a prince"),
        ("prince-gold", "to"): QCoreApplication.translate("Cards", "click where it moves and promotes"),
        ("invincible-silver", "piece"): QCoreApplication.translate("Cards", "click the silver to move"),
        ("invincible-silver", "hand"): QCoreApplication.translate("Cards", "click a silver in your hand"),
        ("invincible-silver", "to"): QCoreApplication.translate("Cards", "click where the silver goes"),
        ("invincible-silver", "drop"): QCoreApplication.translate("Cards", "click where the silver goes"),
        ("eight-knight", "piece"): QCoreApplication.translate("Cards", "click your knight"),
        ("eight-knight", "to"): QCoreApplication.translate("Cards", "click where it jumps (as a chess knight)"),
        ("jump-lance", "piece"): QCoreApplication.translate("Cards", "click your lance"),
        ("jump-lance", "to"):
            QCoreApplication.translate("Cards", "click where it lands (it may jump over one piece)"),
        ("double-pawn", "hand"): QCoreApplication.translate("Cards", "click a pawn in your hand"),
        ("double-pawn", "drop"):
            QCoreApplication.translate("Cards", "click the square, on a file with one of your pawns"),
        ("ripening", "piece"): QCoreApplication.translate("Cards", "click the piece to move and promote"),
        ("ripening", "hand"): QCoreApplication.translate("Cards", "click the piece in your hand to drop promoted"),
        ("double-move", "piece"): QCoreApplication.translate("Cards", "click the piece that moves twice"),
        ("double-move", "to"): QCoreApplication.translate("Cards", "click where its first step goes"),
        ("double-move", "again"): QCoreApplication.translate("Cards", "click where its second step goes"),
        ("recall", "square"): QCoreApplication.translate("Cards", "click your piece to return to your hand"),
        ("lightning", "square"):
            QCoreApplication.translate("Cards", "click the enemy piece to send back to its owner's hand"),
        ("rewind", "piece"):
            QCoreApplication.translate("Cards", "your previous move is undone: click the piece to move"),
        ("persuasion", "to"):
            QCoreApplication.translate("Cards", "click where it goes (enclosed enemy pieces change sides)"),
        ("persuasion", "drop"):
            QCoreApplication.translate("Cards", "click where it goes (enclosed enemy pieces change sides)"),
        ("swap-rook", "piece"): QCoreApplication.translate("Cards", "click your rook"),
        ("swap-rook", "to"): QCoreApplication.translate("Cards", "click the piece it changes places with"),
    }
    return texts.get((card, role)) or generic_step_text(step, role)
