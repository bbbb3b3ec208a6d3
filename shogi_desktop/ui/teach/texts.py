"""The translated words of the teaching windows: chapter names, what a wrong attempt missed, why an
attempt was refused, and the pages' and lessons' own texts in the interface language.  The pages and
lessons carry both languages themselves (``Text``); only the application's words are translated here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...teaching.goals import Miss
from ...teaching.problems import Code, Problem
from ...teaching.session import Verdict, Why
from ...teaching.texts import Text
from ..text.names import ui_language
from ..text.rule_texts import reason_text


def local(text: Text) -> str:
    """A page's or lesson's text in the interface language (the other one when only that is given)."""
    return text.get(ui_language())


def chapter_name(chapter: str) -> str:
    """The heading of a chapter of the rules book's contents."""
    if chapter == "variants":
        return QCoreApplication.translate("Teaching", "Variants")
    if chapter == "cards2":
        return QCoreApplication.translate("Teaching", "Cards, second edition")
    if chapter == "cards1":
        return QCoreApplication.translate("Teaching", "Cards, first edition")
    if chapter == "fantasista":
        return QCoreApplication.translate("Teaching", "Ōshō Fantasista (fairies and magic)")
    return QCoreApplication.translate("Teaching", "Other pages")


def miss_text(miss: Miss) -> str:
    texts = {
        Miss.WRONG_POWER: QCoreApplication.translate("Teaching", "That does not use the power this lesson is about."),
        Miss.NOT_LISTED: QCoreApplication.translate("Teaching", "That is not the move the lesson asks for."),
        Miss.NOT_CAPTURED: QCoreApplication.translate("Teaching", "The target piece is still on the board."),
        Miss.NOT_REACHED: QCoreApplication.translate("Teaching", "No piece of yours stands on the goal square."),
        Miss.NOT_MATE: QCoreApplication.translate("Teaching", "That is not checkmate: the king can still escape."),
        Miss.NO_CHECK: QCoreApplication.translate("Teaching", "That does not give check."),
        Miss.NOT_IN_HAND: QCoreApplication.translate("Teaching", "The piece did not come to your hand."),
        Miss.UNSAFE: QCoreApplication.translate("Teaching", "A piece that should be safe can be taken."),
    }
    return texts[miss]


def verdict_text(verdict: Verdict, refutation: str = "") -> str:
    """What the lesson window says about a wrong attempt (the trap's own explanation when it has one);
    ``refutation``: the verdict's refutation as the move list writes it."""
    lang = ui_language()
    lines: list[str] = []
    if verdict.trap is not None and not verdict.trap.text.empty:
        lines.append(verdict.trap.text.get(lang))
    if verdict.why is Why.ILLEGAL:
        lines.append(QCoreApplication.translate("Teaching", "That move is not legal here."))
        if verdict.illegal is not None:  # the core's reason: 打ち歩詰め, 二歩, the king left in check, ...
            lines.append(reason_text(verdict.illegal))
    elif verdict.why is Why.OFF_LINE:
        lines.append(QCoreApplication.translate("Teaching", "Legal, but not the way to the goal. Try another move."))
    elif verdict.why is Why.FINISHED:
        lines.append(QCoreApplication.translate("Teaching", "This lesson is already solved."))
    lines += [miss_text(m) for m in verdict.misses]
    if refutation:
        lines.append(QCoreApplication.translate("Teaching", "For example, the opponent can answer %1.").replace("%1", refutation))
    return "\n".join(lines)


def problem_text(problem: Problem) -> str:
    """A problem of a teacher's lesson file, translated: ``FILE:LINE: LESSON: what is wrong``."""
    t = {
        Code.UNREADABLE: QCoreApplication.translate("Teaching", "the file cannot be read"),
        Code.SYNTAX: QCoreApplication.translate("Teaching", "not a TOML file"),
        Code.MISSING_KEY: QCoreApplication.translate("Teaching", "%1 is missing"),
        Code.UNKNOWN_KEY: QCoreApplication.translate("Teaching", "unknown key %1"),
        Code.BAD_VALUE: QCoreApplication.translate("Teaching", "%1: the value %2 cannot be used"),
        Code.DUPLICATE_ID: QCoreApplication.translate("Teaching", "the id %2 is used twice"),
        Code.MISSING_TEXT: QCoreApplication.translate("Teaching", "%1: no text in either language"),
        Code.INCOMPLETE_TEXT: QCoreApplication.translate("Teaching", "%1: only one language is given"),
        Code.HINTS_MISMATCH: QCoreApplication.translate("Teaching", "hints_ja and hints_en do not have as many hints"),
        Code.BAD_VARIANT: QCoreApplication.translate("Teaching", "%1: unknown variant %2"),
        Code.BAD_SFEN: QCoreApplication.translate("Teaching", "%1: the SFEN cannot be read"),
        Code.BAD_POSITION: QCoreApplication.translate("Teaching", "%1: no game can be played from this position"),
        Code.GAME_OVER: QCoreApplication.translate("Teaching", "the game is already over in the start position"),
        Code.BAD_ACTION: QCoreApplication.translate("Teaching", "%1: %2 is not a move or action"),
        Code.ILLEGAL_ACTION: QCoreApplication.translate("Teaching", "%1: %2 is not legal there"),
        Code.GOAL_NOT_MET: QCoreApplication.translate("Teaching", "the solution does not reach the goal"),
        Code.GOAL_ALREADY_MET: QCoreApplication.translate("Teaching", "the goal is already met in the start position"),
        Code.GOAL_BY_ANY_MOVE: QCoreApplication.translate("Teaching", "every legal move reaches the goal"),
        Code.ONLY_MOVE: QCoreApplication.translate("Teaching", "the solution is the only legal move (write only_move = "
                                                   "true if that is meant)"),
        Code.EXPECT_FAILED: QCoreApplication.translate("Teaching", "%1: the key action %2 does not do what the page "
                                                       "says"),
        Code.UNKNOWN_PAGE: QCoreApplication.translate("Teaching", "%1: no page %2 in the rules book"),
    }[problem.code]
    text = t.replace("%1", problem.key).replace("%2", repr(problem.value))
    where = f"{problem.path}:{problem.line}" if problem.line else problem.path
    head = f"{where}: {problem.entry}: " if problem.entry else f"{where}: "
    return head + text + (f" ({problem.note})" if problem.note else "")
