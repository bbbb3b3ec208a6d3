"""One lesson being played: the player's attempts checked against the goal, hints one at a time, the
solution on request.  Pure model: the UI shows ``position``, sends the player's action to
:meth:`LessonSession.attempt` and animates what the verdict says (the move, the reply, the refutation).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..core.outcome import IllegalReason
from ..core.position import Position
from .goals import GoalCheck, Miss, check_goal
from .lessons import Lesson, Trap
from .setup import action_text, find_action, why_illegal
from .texts import Text


class Status(Enum):
    SOLVED = "solved"
    NOT_YET = "not-yet"  # right so far: the reply has been played, the next move is the player's
    WRONG = "wrong"


class Why(Enum):
    """Why an attempt is wrong (the UI translates each).  The goal's own misses are in ``Verdict.misses``."""

    ILLEGAL = "illegal"  # not a legal action (``Verdict.illegal`` holds the core's reason for a plain move)
    OFF_LINE = "off-line"  # a move before the last one that is not the lesson's line
    TRAP = "trap"  # a tempting wrong move the lesson explains (``Verdict.trap``)
    GOAL = "goal"  # legal, but the goal is not met (``Verdict.misses`` says how)
    FINISHED = "finished"  # the lesson is already solved


@dataclass(frozen=True)
class Verdict:
    status: Status
    action: str = ""  # the attempt as written by the core
    why: Why | None = None
    misses: tuple[Miss, ...] = ()
    illegal: IllegalReason | None = None
    illegal_code: str = ""  # the code of setup.why_illegal ("nifu", "not-offered", "syntax", ...)
    trap: Trap | None = None
    reply: str | None = None  # NOT_YET: the opponent's reply, already played
    refutation: str | None = None  # WRONG: a reply that shows why (the escape from a non-mate, a capture)


class LessonSession:
    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.position: Position = lesson.position()
        self.player = self.position.side  # the side the player plays (0 Black, 1 White)
        self.ply = 0  # plies of the solution played so far
        self.hints_shown = 0
        self.wrong_attempts = 0
        self.solution_shown = False
        self.solved = False

    def reset(self) -> None:
        """Back to the start position (hints and the solution stay shown)."""
        self.position = self.lesson.position()
        self.ply = 0
        self.solved = False

    def attempt(self, action: Any) -> Verdict:
        """Check the player's action (its text, a move int or an ``Action``) in the current position.
        Solved and right-so-far attempts are played (with the reply); a wrong one is not."""
        pos = self.position
        text = action.strip() if isinstance(action, str) else action_text(pos, action)
        if self.solved:
            return Verdict(Status.WRONG, text, Why.FINISHED)
        legal = find_action(pos, text)
        if legal is None:
            self.wrong_attempts += 1
            code = why_illegal(pos, text)
            reason = next((r for r in IllegalReason if r.value == code), None)
            return Verdict(Status.WRONG, text, Why.ILLEGAL, illegal=reason, illegal_code=code)
        trap = self.lesson.trap_for(text)
        last = self.ply == len(self.lesson.solution) - 1
        if not last:
            if text != self.lesson.solution[self.ply]:
                self.wrong_attempts += 1
                return Verdict(Status.WRONG, text, Why.TRAP if trap else Why.OFF_LINE, trap=trap)
            pos.push(legal)
            reply_text = self.lesson.solution[self.ply + 1]
            reply = find_action(pos, reply_text)
            if reply is None:  # the loader checked the line; a lesson changed under the session
                pos.pop()
                return Verdict(Status.WRONG, text, Why.OFF_LINE)
            pos.push(reply)
            self.ply += 2
            return Verdict(Status.NOT_YET, text, reply=reply_text)
        result: GoalCheck = check_goal(self.lesson.goal, pos, legal)
        if not result.met:
            self.wrong_attempts += 1
            return Verdict(Status.WRONG, text, Why.TRAP if trap else Why.GOAL, misses=result.misses,
                           trap=trap, refutation=result.refutation)
        pos.push(legal)
        self.ply += 1
        self.solved = True
        return Verdict(Status.SOLVED, text)

    # ------------------------------------------------------------------ help
    def next_hint(self) -> Text | None:
        """The next hint (None when all have been shown)."""
        if self.hints_shown >= len(self.lesson.hints):
            return None
        self.hints_shown += 1
        return self.lesson.hints[self.hints_shown - 1]

    def shown_hints(self) -> tuple[Text, ...]:
        return self.lesson.hints[:self.hints_shown]

    def solution(self) -> tuple[str, ...]:
        """The whole line from the start position (the player's moves and the replies); marks the
        solution as shown, which the progress store keeps."""
        self.solution_shown = True
        return self.lesson.solution

    def remaining(self) -> tuple[str, ...]:
        """The line from the current position on."""
        return self.lesson.solution[self.ply:]
