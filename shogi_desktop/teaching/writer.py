"""A lesson as TOML text, for the position editor's "save as lesson": a position, a goal and the texts
become one ``[[lesson]]`` entry that :mod:`.lessons` reads back as the same lesson.  ``check_text``
runs the loader over the text before it is saved, so the editor can show every problem with its line.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..core.position import Position
from .goals import Goal, check_goal
from .lessons import Lesson, Trap, read_lessons
from .problems import Problem
from .setup import Setup, action_text
from .texts import EMPTY, Text

_ESCAPES = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\t": "\\t", "\f": "\\f", "\r": "\\r"}


def _basic(text: str) -> str:
    """A TOML basic string (one line: newlines written as \\n)."""
    out = []
    for ch in text:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ch == "\n":
            out.append("\\n")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _text(text: str) -> str:
    """A one-line basic string, or a multi-line one for a text with line breaks (a teacher edits it
    more easily); every quote is escaped, so no run of three quotes can end the string early."""
    if "\n" not in text:
        return _basic(text)
    lines = [_basic(line)[1:-1] for line in text.split("\n")]
    return '"""\n' + "\n".join(lines) + '\n"""'


def _list(items: Iterable[str]) -> str:
    return "[" + ", ".join(_basic(i) for i in items) + "]"


def _pair(name: str, text: Text, out: list[str]) -> None:
    if text.ja:
        out.append(f"{name}_ja = {_text(text.ja)}")
    if text.en:
        out.append(f"{name}_en = {_text(text.en)}")


def format_goal(goal: Goal) -> list[str]:
    lines = []
    if goal.use:
        lines.append(f"use = {_basic(goal.use)}")
    if goal.actions:
        lines.append(f"actions = {_list(goal.actions)}")
    if goal.capture:
        lines.append(f"capture = {_list(goal.capture)}")
    if goal.reach:
        lines.append(f"reach = {_basic(goal.reach)}")
    if goal.piece:
        lines.append(f"piece = {_basic(goal.piece)}")
    if goal.mate:
        lines.append(f"mate = {int(goal.mate)}")
    if goal.check:
        lines.append("check = true")
    if goal.safe:
        lines.append(f"safe = {_list(goal.safe)}")
    if goal.hand:
        lines.append(f"hand = {_basic(goal.hand)}")
    return lines


def format_lesson(lesson: Lesson) -> str:
    """One ``[[lesson]]`` entry (with a final newline); several may be joined into one file."""
    out = ["[[lesson]]", f"id = {_basic(lesson.id)}"]
    if lesson.topic:
        out.append(f"topic = {_basic(lesson.topic)}")
    _pair("title", lesson.title, out)
    _pair("task", lesson.task, out)
    _pair("done", lesson.done, out)
    out.append(f"variant = {_basic(lesson.setup.variant)}")
    if lesson.setup.sfen:
        out.append(f"sfen = {_basic(lesson.setup.sfen)}")
    if lesson.setup.moves:
        out.append(f"moves = {_list(lesson.setup.moves)}")
    out.append(f"solution = {_list(lesson.solution)}")
    if lesson.hints:
        out.append(f"hints_ja = {_list(h.ja for h in lesson.hints)}")
        out.append(f"hints_en = {_list(h.en for h in lesson.hints)}")
    if lesson.only_move:
        out.append("only_move = true")
    out.append("[lesson.goal]")
    out += format_goal(lesson.goal)
    for trap in lesson.traps:
        out.append("[[lesson.trap]]")
        out.append(f"action = {_basic(trap.action)}")
        _pair("text", trap.text, out)
    return "\n".join(out) + "\n"


def lesson_from_position(lesson_id: str, pos: Position, goal: Goal, solution: Iterable[str], title: Text,
                         task: Text, hints: Iterable[Text] = (), done: Text = EMPTY, topic: str = "",
                         traps: Iterable[Trap] = (), only_move: bool = False) -> Lesson:
    """The lesson the position editor saves: ``pos`` as it stands (its SFEN, add-on fields included)."""
    return Lesson(lesson_id, topic, title, task, done, Setup(pos.variant.id, pos.sfen()), goal,
                  tuple(solution), tuple(hints), tuple(traps), only_move)


def solving_actions(pos: Position, goal: Goal) -> list[str]:
    """The legal actions of ``pos`` that meet ``goal`` (the editor offers them as the solution)."""
    return [action_text(pos, a) for a in pos.legal_actions() if check_goal(goal, pos, a).met]


def check_text(text: str, name: str = "lesson.toml", known: Iterable[Lesson] = ()) -> list[Problem]:
    """Every problem the loader finds in ``text`` (as if it were the file ``name``); ``known`` lessons
    count for duplicate ids."""
    _, problems = read_lessons([name], texts={name: text}, known=known)
    return problems


def suggest_id(title: str, taken: Iterable[str]) -> str:
    """A lesson id from a title (letters, digits and hyphens), made unique against ``taken``."""
    base = "".join(ch.lower() if ch.isascii() and ch.isalnum() else "-" for ch in title)
    base = "-".join(part for part in base.split("-") if part)[:60] or "lesson"
    used: set[Any] = set(taken)
    candidate, n = base, 1
    while candidate in used:
        n += 1
        candidate = f"{base}-{n}"
    return candidate
