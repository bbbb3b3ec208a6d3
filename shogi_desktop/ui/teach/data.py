"""The built-in rules book and lesson topics, read once for every window (no widgets here: the "?"
buttons of other packages import this module and nothing heavier)."""

from __future__ import annotations

from functools import cache

from ...teaching.book import RulesBook, load_book
from ...teaching.lessons import builtin_lesson_files, read_lessons
from ...teaching.problems import DataError


@cache
def shared_book() -> RulesBook:
    """The built-in rules book, read once (the test suite checks every page through the core)."""
    try:
        return load_book()
    except DataError:
        return RulesBook([])


@cache
def builtin_topics() -> dict[str, int]:
    """How many built-in lessons practise each page (the rules book offers "Practise this")."""
    lessons, _ = read_lessons(builtin_lesson_files(), check=False)
    out: dict[str, int] = {}
    for lesson in lessons:
        out[lesson.topic] = out.get(lesson.topic, 0) + 1
    return out
