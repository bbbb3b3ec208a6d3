"""Who won and why, in words: the translated headline and reason of the core's Outcome codes (the status
bar, the move list and the end-of-game dialog of :mod:`..dialogs.game_over` use them).  Side names follow
the game: 先手/後手, or 下手/上手 in a handicap game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.outcome import NO_RESULT, Outcome, Termination
from .names import side_mark, side_name


def reason_text(termination: Termination) -> str:
    texts = {
        Termination.CHECKMATE: QCoreApplication.translate("GameOverDialog", "Checkmate"),
        Termination.STALEMATE: QCoreApplication.translate("GameOverDialog", "No legal move (stalemate): the side to move loses"),
        Termination.RESIGNATION: QCoreApplication.translate("GameOverDialog", "Resignation"),
        Termination.TIME: QCoreApplication.translate("GameOverDialog", "Time forfeit"),
        Termination.REPETITION: QCoreApplication.translate("GameOverDialog", "Fourfold repetition (sennichite)"),
        Termination.PERPETUAL_CHECK: QCoreApplication.translate("GameOverDialog", "Perpetual check: the checking side loses"),
        Termination.IMPASSE: QCoreApplication.translate("GameOverDialog", "Impasse declaration (nyūgyoku)"),
        Termination.AGREEMENT: QCoreApplication.translate("GameOverDialog", "Draw by agreement"),
        Termination.FOUL: QCoreApplication.translate("GameOverDialog", "Illegal move (foul)"),
        Termination.ABORT: QCoreApplication.translate("GameOverDialog", "Game aborted"),
        Termination.NO_MATE: QCoreApplication.translate("GameOverDialog", "No mate (不詰)"),
        Termination.SEALED: QCoreApplication.translate("GameOverDialog", "Adjourned with a sealed move (封じ手)"),
        Termination.DEFAULT: QCoreApplication.translate("GameOverDialog", "Won by default (不戦勝)"),
        Termination.MAX_MOVES: QCoreApplication.translate("GameOverDialog", "Move limit reached (最大手数)"),
    }
    return texts[termination]


def result_texts(outcome: Outcome, handicap: bool = False, names: tuple[str, str] = ("", "")) -> tuple[str, str]:
    """(headline, reason): "☗ Black (sente) wins" / "Draw" / "No result", and the reason."""
    if outcome.termination in NO_RESULT:
        headline = QCoreApplication.translate("GameOverDialog", "No result")
    elif outcome.winner is None:
        headline = QCoreApplication.translate("GameOverDialog", "Draw")
    else:
        who = side_mark(outcome.winner) + " " + side_name(outcome.winner, handicap)
        name = names[outcome.winner]
        if name:
            who = f"{who} {name}"
        headline = QCoreApplication.translate("GameOverDialog", "%1 wins").replace("%1", who)
    return headline, reason_text(outcome.termination)
