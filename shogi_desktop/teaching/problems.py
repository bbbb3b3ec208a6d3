"""What is wrong in a page or lesson file: codes (the UI translates them) with the file, the line, the
entry and the key concerned, and an English description for the command line and the log."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Code(Enum):
    UNREADABLE = "unreadable"  # cannot be read, not UTF-8, or too large (note: why)
    SYNTAX = "syntax"  # not TOML (note: the parser's message)
    MISSING_KEY = "missing-key"
    UNKNOWN_KEY = "unknown-key"  # a key the format does not have (a typo, most often)
    BAD_VALUE = "bad-value"  # wrong type, out of range, unknown name (note: what was expected)
    DUPLICATE_ID = "duplicate-id"  # note: where the first one is
    MISSING_TEXT = "missing-text"  # a text neither language gives
    INCOMPLETE_TEXT = "incomplete-text"  # a text only one language gives (allowed for teachers' files)
    HINTS_MISMATCH = "hints-mismatch"  # hints_ja and hints_en of different lengths
    BAD_VARIANT = "bad-variant"
    BAD_SFEN = "bad-sfen"  # note: the SFEN reader's message
    BAD_POSITION = "bad-position"  # not playable (二歩 on the board, ...); note: what
    GAME_OVER = "game-over"  # the position has already ended (mate, no legal action)
    BAD_ACTION = "bad-action"  # not an action string (note: the column)
    ILLEGAL_ACTION = "illegal-action"  # not legal where it is played (note: the core's reason code)
    GOAL_NOT_MET = "goal-not-met"  # the solution does not reach the goal (note: the unmet parts)
    GOAL_ALREADY_MET = "goal-already-met"  # nothing is left to do in the start position
    GOAL_BY_ANY_MOVE = "goal-by-any-move"  # every legal action reaches the goal
    ONLY_MOVE = "only-move"  # the solution is the only legal action (set only_move = true if meant)
    EXPECT_FAILED = "expect-failed"  # a page's key action does not do what the page says
    UNKNOWN_PAGE = "unknown-page"  # a topic or "see" names no page of the rules book


_TEMPLATES = {
    Code.UNREADABLE: "cannot read the file",
    Code.SYNTAX: "not a TOML file",
    Code.MISSING_KEY: "{key} is missing",
    Code.UNKNOWN_KEY: "unknown key {key}",
    Code.BAD_VALUE: "{key}: bad value {value}",
    Code.DUPLICATE_ID: "the id {value} is used twice",
    Code.MISSING_TEXT: "{key}: no text in either language",
    Code.INCOMPLETE_TEXT: "{key}: only one language is given",
    Code.HINTS_MISMATCH: "hints_ja and hints_en do not have the same number of hints",
    Code.BAD_VARIANT: "{key}: unknown variant {value}",
    Code.BAD_SFEN: "{key}: bad SFEN",
    Code.BAD_POSITION: "{key}: the position cannot be played",
    Code.GAME_OVER: "the game is already over in the start position",
    Code.BAD_ACTION: "{key}: {value} is not an action",
    Code.ILLEGAL_ACTION: "{key}: {value} is not legal there",
    Code.GOAL_NOT_MET: "the solution does not reach the goal",
    Code.GOAL_ALREADY_MET: "the goal is already met in the start position",
    Code.GOAL_BY_ANY_MOVE: "every legal move reaches the goal",
    Code.ONLY_MOVE: "the solution is the only legal move (write only_move = true if that is meant)",
    Code.EXPECT_FAILED: "{key}: the key action {value} does not do what the page says",
    Code.UNKNOWN_PAGE: "{key}: no page {value} in the rules book",
}


@dataclass(frozen=True)
class Problem:
    path: str  # the file
    line: int  # 1-based; 0 when the whole file is concerned
    entry: str  # the page or lesson id (or "lesson 3" before its id is known); "" for the file
    code: Code
    key: str = ""  # the key concerned, dotted for sub-tables: "goal.capture", "example.show"
    value: str = ""  # the offending value as written
    note: str = ""  # more detail in English (a parser's message, the core's reason code)

    def describe(self) -> str:
        """``FILE:LINE: ENTRY: what is wrong (note)`` in English (the UI has its own translated texts)."""
        where = f"{self.path}:{self.line}" if self.line else self.path
        text = _TEMPLATES[self.code].format(key=self.key, value=repr(self.value))
        head = f"{where}: {self.entry}: " if self.entry else f"{where}: "
        return head + text + (f" ({self.note})" if self.note else "")

    def __str__(self) -> str:
        return self.describe()


class DataError(ValueError):
    """Every problem found in a set of page or lesson files."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("\n".join(p.describe() for p in problems))
