"""Lessons: short exercises as data a teacher can write (``[[lesson]]`` entries in TOML files; the
format is in docs/lessons.md).  :func:`read_lessons` reads any number of files and reports every
problem at once, each with its file, line and lesson: ids unique, positions valid, the solution legal
and reaching the goal, the goal not already met, not met by every move, and the solution not the only
legal move unless the lesson says so.

A lesson is one to a few plies: ``solution`` lists the player's moves and the opponent's replies in
turn (odd length, the player's move last).  The goal is checked on the player's last move; the earlier
ones must follow the line (a mate in 3 is written with its defence).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from ..core.position import Position
from .fields import EntryReader, read_goal
from .goals import Goal, already_met, check_goal, unknown_letters
from .problems import Code, DataError, Problem
from .setup import Setup, SetupError, find_action, why_illegal
from .texts import EMPTY, Text
from .toml_source import TomlSource, read_source

LESSON_KEYS = {"id", "topic", "title_ja", "title_en", "task_ja", "task_en", "done_ja", "done_en", "variant",
               "sfen", "moves", "solution", "goal", "hints_ja", "hints_en", "trap", "only_move"}
TRAP_KEYS = {"action", "text_ja", "text_en"}
MAX_HINTS = 5
MAX_SOLUTION = 41  # plies (mate in 21)
MAX_PER_FILE = 500  # lessons played per file: a class's file has tens; checking each takes milliseconds
WARNINGS = frozenset({Code.INCOMPLETE_TEXT})  # a teacher's lesson in one language is usable


@dataclass(frozen=True)
class Trap:
    """A tempting wrong action with its own explanation."""

    action: str
    text: Text


@dataclass(frozen=True)
class Lesson:
    id: str
    topic: str  # the rules-book page it practises ("cards2:reflect-bishop"); "" for none
    title: Text
    task: Text  # what to do
    done: Text  # said when it is solved (may be empty)
    setup: Setup
    goal: Goal
    solution: tuple[str, ...]  # the player's moves and the replies, the player's last
    hints: tuple[Text, ...]
    traps: tuple[Trap, ...] = ()
    only_move: bool = False
    path: str = ""
    line: int = 0

    def position(self) -> Position:
        """A fresh start position of the lesson."""
        return self.setup.position()

    @property
    def player_moves(self) -> int:
        return (len(self.solution) + 1) // 2

    def trap_for(self, action: str) -> Trap | None:
        return next((t for t in self.traps if t.action == action), None)


class LessonSet:
    """Lessons by id, in the order read (built-in files by name, then the teacher's)."""

    def __init__(self, lessons: Iterable[Lesson]) -> None:
        self.lessons: dict[str, Lesson] = {lesson.id: lesson for lesson in lessons}

    def __len__(self) -> int:
        return len(self.lessons)

    def __iter__(self) -> Iterator[Lesson]:
        return iter(self.lessons.values())

    def get(self, lesson_id: str) -> Lesson | None:
        return self.lessons.get(lesson_id)

    def on_topic(self, page_id: str) -> list[Lesson]:
        """The lessons practising a page (the rules book's "practise this" link)."""
        return [lesson for lesson in self.lessons.values() if lesson.topic == page_id]

    def grouped(self, page_order: Iterable[str]) -> list[tuple[str, list[Lesson]]]:
        """``(topic, lessons)`` in the order of ``page_order`` (the rules book's page ids), then the
        lessons whose topic is no page ("" for none), in the order read: the lesson list of the UI."""
        order = {pid: i for i, pid in enumerate(page_order)}
        groups: dict[str, list[Lesson]] = {}
        for lesson in self.lessons.values():
            groups.setdefault(lesson.topic, []).append(lesson)
        return sorted(groups.items(), key=lambda kv: order.get(kv[0], len(order)))


def builtin_lesson_files() -> list[Path]:
    folder = Path(str(resources.files("shogi_desktop.teaching") / "data" / "lessons"))
    return sorted(folder.glob("*.toml"))


def load_lessons(paths: Iterable[Path | str] | None = None, check: bool | None = None) -> LessonSet:
    """The lessons of ``paths`` (default: the built-in ones); raises :class:`DataError` with every
    error (warnings, such as a text in one language only, do not stop a lesson).  ``check`` plays
    every lesson through the core; by default only files other than the built-in ones are played (the
    test suite plays the built-in lessons, tests/teaching/test_lessons.py)."""
    if check is None:
        check = paths is not None
    lessons, problems = read_lessons(builtin_lesson_files() if paths is None else paths, check=check)
    errors = [p for p in problems if p.code not in WARNINGS]
    if errors:
        raise DataError(errors)
    return LessonSet(lessons)


def read_lessons(paths: Iterable[Path | str], texts: dict[str, str] | None = None,
                 known: Iterable[Lesson] = (), check: bool = True) -> tuple[list[Lesson], list[Problem]]:
    """Lessons and every problem of ``paths``.  ``texts`` gives a file's text instead of reading it
    (the position editor checks a lesson before saving it); ``known`` lessons already loaded (their
    ids count for uniqueness).  A lesson with an error is left out; one with warnings is kept."""
    lessons: list[Lesson] = []
    problems: list[Problem] = []
    seen: dict[str, str] = {lesson.id: f"{lesson.path}:{lesson.line}" for lesson in known}
    for path in paths:
        given = (texts or {}).get(str(path))
        source, bad = read_source(path, given)
        problems += bad
        if source is not None:
            lessons += _read_file(source, problems, seen, check)
    return lessons, problems


def _read_file(source: TomlSource, problems: list[Problem], seen: dict[str, str], check: bool) -> list[Lesson]:
    """The sound lessons of one file; ``seen`` maps every id read so far (sound or not) to where it is."""
    for key in source.data:
        if key != "lesson":
            problems.append(Problem(source.path, 0, "", Code.UNKNOWN_KEY, key))
    entries = source.data.get("lesson", [])
    if not isinstance(entries, list):
        problems.append(Problem(source.path, 0, "", Code.BAD_VALUE, "lesson", note="expected [[lesson]] entries"))
        return []
    if len(entries) > MAX_PER_FILE:
        problems.append(Problem(source.path, source.entry_line("lesson", MAX_PER_FILE), "", Code.BAD_VALUE, "lesson",
                                note=f"at most {MAX_PER_FILE} lessons in one file: the rest were not read"))
        entries = entries[:MAX_PER_FILE]
    out = []
    for i, data in enumerate(entries):
        mark = len(problems)
        if not isinstance(data, dict):
            problems.append(Problem(source.path, 0, "", Code.BAD_VALUE, "lesson", repr(data)[:40],
                                    "expected [[lesson]] tables"))
            continue
        reader = EntryReader(source, "lesson", i, data, f"lesson {i + 1}", problems)
        lesson = _read_lesson(reader)
        if lesson is None:
            continue
        if lesson.id in seen:
            reader.problem(Code.DUPLICATE_ID, "id", lesson.id, f"first at {seen[lesson.id]}")
            continue
        seen[lesson.id] = f"{lesson.path}:{lesson.line}"
        playable = lesson.solution and len(lesson.solution) % 2 == 1 and not lesson.goal.empty
        if check and playable:
            check_lesson(lesson, reader)  # also after a text problem: every error of the lesson at once
        if not any(p.code not in WARNINGS for p in problems[mark:]):
            out.append(lesson)
    return out


def _read_lesson(reader: EntryReader) -> Lesson | None:
    lesson_id = reader.string("id", required=True)
    if lesson_id:
        reader.entry = lesson_id
    reader.unknown_keys(LESSON_KEYS)
    if not lesson_id:
        return None
    title = reader.text("title")
    task = reader.text("task")
    done = reader.text("done", required=False)
    setup = Setup(reader.string("variant") or "standard", reader.string("sfen") or None, reader.strings("moves"))
    solution = reader.strings("solution", one_allowed=True)
    if not solution:
        reader.problem(Code.MISSING_KEY, "solution")
    elif len(solution) % 2 == 0 or len(solution) > MAX_SOLUTION:
        reader.problem(Code.BAD_VALUE, "solution", " ".join(solution),
                       f"expected the player's moves and the replies in turn, an odd number up to {MAX_SOLUTION}")
    hints = reader.text_list("hints")
    if len(hints) > MAX_HINTS:
        reader.problem(Code.BAD_VALUE, "hints_ja", len(hints), f"at most {MAX_HINTS} hints")
    goal_reader = reader.sub("goal")
    goal = Goal()
    if goal_reader is None:
        if "goal" not in reader.data:
            reader.problem(Code.MISSING_KEY, "goal")
    else:
        goal = read_goal(goal_reader)
        if goal.empty:
            reader.problem(Code.MISSING_KEY, "goal", note="a goal needs at least one condition")
    if goal.mate and solution and len(solution) != 2 * goal.mate - 1:
        reader.problem(Code.BAD_VALUE, "goal.mate", goal.mate, f"mate in {goal.mate} needs a solution of "
                       f"{2 * goal.mate - 1} moves (the player's and the replies)")
    traps = []
    for trap_reader in reader.tables("trap"):
        trap_reader.unknown_keys(TRAP_KEYS)
        action = trap_reader.string("action", required=True)
        traps.append(Trap(action, trap_reader.text("text")))
    return Lesson(lesson_id, reader.string("topic"), title, task, done if not done.empty else EMPTY, setup, goal,
                  solution, hints, tuple(traps), reader.boolean("only_move"), reader.source.path, reader.line())


def check_lesson(lesson: Lesson, reader: EntryReader) -> None:
    """Play the lesson through the core and report what does not hold."""
    try:
        pos = lesson.position()
    except SetupError as exc:
        reader.problem(exc.code, exc.key, exc.value, exc.note)
        return
    bad_letters = unknown_letters(lesson.goal, pos)
    for key, letter in bad_letters:
        reader.problem(Code.BAD_VALUE, f"goal.{key}", letter, "no such piece in the variant")
    if bad_letters:
        return
    if pos.outcome() is not None:
        reader.problem(Code.GAME_OVER, "sfen")
        return
    first = pos.legal_actions()
    if len(first) == 1 and not lesson.only_move:
        reader.problem(Code.ONLY_MOVE, "solution")
    for key in already_met(lesson.goal, pos):
        reader.problem(Code.GOAL_ALREADY_MET, f"goal.{key}")
    trap_plies: dict[str, list[int]] = {t.action: [] for t in lesson.traps}
    last = None
    for ply, text in enumerate(lesson.solution):
        if ply % 2 == 0:
            for action in trap_plies:
                if find_action(pos, action) is not None:
                    trap_plies[action].append(ply)
        action = find_action(pos, text)
        if action is None:
            reader.problem(Code.ILLEGAL_ACTION, "solution", text, f"move {ply + 1}: {why_illegal(pos, text)}")
            return
        if ply == len(lesson.solution) - 1:
            last = action
            break
        pos.push(action)
    for i, trap in enumerate(lesson.traps):
        if not trap_plies[trap.action]:
            reader.within("trap", i).problem(Code.ILLEGAL_ACTION, "action", trap.action,
                                             "not legal at any of the player's moves")
    if last is None:
        return
    result = check_goal(lesson.goal, pos, last)
    if not result.met:
        reader.problem(Code.GOAL_NOT_MET, "solution", lesson.solution[-1], ", ".join(m.value for m in result.misses))
        return
    if all(check_goal(lesson.goal, pos, a).met for a in pos.legal_actions()) and not lesson.only_move:
        reader.problem(Code.GOAL_BY_ANY_MOVE, "goal")
    final_ply = len(lesson.solution) - 1
    for i, trap in enumerate(lesson.traps):
        action = find_action(pos, trap.action)
        if final_ply in trap_plies[trap.action] and action is not None and check_goal(lesson.goal, pos, action).met:
            reader.within("trap", i).problem(Code.BAD_VALUE, "action", trap.action, "this trap solves the lesson")
