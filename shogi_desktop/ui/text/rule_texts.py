"""The core's codes in the user's words: why a move is illegal (:func:`reason_text`, the core's
:class:`~shogi_desktop.core.outcome.IllegalReason`) and how a game ended (:func:`termination_text`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.outcome import IllegalReason, Termination


def reason_text(reason: IllegalReason | None) -> str:
    """The translated explanation of the core's IllegalReason code."""
    texts = {
        IllegalReason.NOT_YOUR_PIECE: QCoreApplication.translate("Reasons", "That is not your piece."),
        IllegalReason.NO_PIECE: QCoreApplication.translate("Reasons", "There is no piece there."),
        IllegalReason.CANNOT_REACH: QCoreApplication.translate("Reasons", "The piece cannot move there."),
        IllegalReason.OWN_PIECE: QCoreApplication.translate("Reasons", "One of your own pieces stands there."),
        IllegalReason.SELF_CHECK: QCoreApplication.translate("Reasons", "Your king would be in check (王手放置)."),
        IllegalReason.NIFU: QCoreApplication.translate("Reasons", "Two unpromoted pawns on one file (二歩)."),
        IllegalReason.UCHIFUZUME: QCoreApplication.translate(
            "Reasons", "Checkmate by a pawn drop (打ち歩詰め)."),
        IllegalReason.DEAD_DROP: QCoreApplication.translate(
            "Reasons", "A piece dropped there could never move (行き所のない駒)."),
        IllegalReason.DEAD_PIECE: QCoreApplication.translate(
            "Reasons", "The piece must promote there: it could never move again."),
        IllegalReason.CANNOT_PROMOTE: QCoreApplication.translate("Reasons", "The piece cannot promote on this move."),
        IllegalReason.NOT_IN_HAND: QCoreApplication.translate("Reasons", "You have no such piece in hand."),
        IllegalReason.OCCUPIED: QCoreApplication.translate(
            "Reasons", "A piece can only be dropped on an empty square."),
        IllegalReason.GAME_OVER: QCoreApplication.translate("Reasons", "The game is over."),
        IllegalReason.IMMUNE: QCoreApplication.translate("Reasons", "That piece cannot be captured."),
    }
    if reason is None:
        return QCoreApplication.translate("Reasons", "Illegal move.")
    return texts.get(reason, QCoreApplication.translate("Reasons", "Illegal move."))


def termination_text(termination: Termination) -> str:
    texts = {
        Termination.CHECKMATE: QCoreApplication.translate("Endings", "Checkmate"),
        Termination.STALEMATE: QCoreApplication.translate("Endings", "No legal move"),
        Termination.REPETITION: QCoreApplication.translate("Endings", "Repetition (千日手)"),
        Termination.PERPETUAL_CHECK: QCoreApplication.translate("Endings", "Perpetual check"),
        Termination.IMPASSE: QCoreApplication.translate(
            "Endings", "Impasse declaration (入玉宣言)"),
        Termination.RESIGNATION: QCoreApplication.translate("Endings", "Resignation"),
        Termination.TIME: QCoreApplication.translate("Endings", "Time forfeit"),
        Termination.FOUL: QCoreApplication.translate("Endings", "Foul"),
        Termination.AGREEMENT: QCoreApplication.translate("Endings", "Draw by agreement"),
        Termination.ABORT: QCoreApplication.translate("Endings", "Aborted"),
        Termination.NO_MATE: QCoreApplication.translate("Endings", "No mate (不詰)"),
        Termination.SEALED: QCoreApplication.translate("Endings", "Sealed move (封じ手)"),
        Termination.DEFAULT: QCoreApplication.translate("Endings", "By default (不戦)"),
        Termination.MAX_MOVES: QCoreApplication.translate("Endings", "Move limit (最大手数)"),
    }
    return texts.get(termination, termination.value)

