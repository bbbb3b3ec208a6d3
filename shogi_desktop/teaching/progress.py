"""What the user has done with the lessons: the model of the progress store (no file access here; the
store is ``app/lesson_progress.py``).

The JSON form, one object per lesson id::

    {"version": 1, "lessons": {"cards2-rewind-save-the-knight":
        {"solved": true, "attempts": 2, "hints": 1, "solution": false, "first_solved": "2026-12-01"}}}

``attempts`` counts wrong attempts, ``hints`` the most hints seen, ``solution`` whether the solution was
shown.  Reading never fails: an entry or value that is not what it should be is dropped or replaced,
and what was wrong is reported, so the store can keep a copy of the file as it was.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, replace
from typing import Any

VERSION = 1
MAX_COUNT = 1_000_000  # a count beyond this is not one the application wrote
MAX_ID = 200  # characters of a lesson id
MAX_LESSONS = 100_000


@dataclass(frozen=True)
class LessonRecord:
    solved: bool = False
    attempts: int = 0
    hints: int = 0
    solution: bool = False
    first_solved: str = ""  # ISO date of the first solve, "" before

    def to_json(self) -> dict[str, Any]:
        return {"solved": self.solved, "attempts": self.attempts, "hints": self.hints, "solution": self.solution,
                "first_solved": self.first_solved}


class Progress:
    def __init__(self, records: dict[str, LessonRecord] | None = None) -> None:
        self._records: dict[str, LessonRecord] = dict(records or {})

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Progress) and self._records == other._records

    def __len__(self) -> int:
        return len(self._records)

    def record(self, lesson_id: str) -> LessonRecord:
        return self._records.get(lesson_id, LessonRecord())

    def solved(self, lesson_id: str) -> bool:
        return self.record(lesson_id).solved

    def count_solved(self, lesson_ids: list[str]) -> int:
        """How many of ``lesson_ids`` are solved (for "12 of 47" in a lesson list)."""
        return sum(1 for lid in lesson_ids if self.solved(lid))

    # ------------------------------------------------------------------ what happened
    def note_attempt(self, lesson_id: str, solved: bool, today: datetime.date | None = None) -> None:
        """A checked attempt: a wrong one counts, a solve marks the lesson (the first date is kept)."""
        rec = self.record(lesson_id)
        if solved:
            first = rec.first_solved or (today or datetime.date.today()).isoformat()
            rec = replace(rec, solved=True, first_solved=first)
        else:
            rec = replace(rec, attempts=min(rec.attempts + 1, MAX_COUNT))
        self._records[lesson_id] = rec

    def note_hints(self, lesson_id: str, shown: int) -> None:
        rec = self.record(lesson_id)
        self._records[lesson_id] = replace(rec, hints=max(rec.hints, min(shown, MAX_COUNT)))

    def note_solution_shown(self, lesson_id: str) -> None:
        self._records[lesson_id] = replace(self.record(lesson_id), solution=True)

    def forget(self, lesson_id: str | None = None) -> None:
        """Start a lesson (or, with None, every lesson) afresh."""
        if lesson_id is None:
            self._records.clear()
        else:
            self._records.pop(lesson_id, None)

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        return {"version": VERSION, "lessons": {lid: rec.to_json() for lid, rec in sorted(self._records.items())}}

    @classmethod
    def from_json(cls, value: Any) -> tuple[Progress, list[str]]:
        """The progress in ``value`` and what was wrong with it (English, for the log and the notice)."""
        problems: list[str] = []
        if not isinstance(value, dict):
            return cls(), ["expected an object"]
        version = value.get("version")
        if version != VERSION:
            problems.append(f"unknown version {version!r}")
            if not isinstance(version, int) or isinstance(version, bool) or version > VERSION:
                return cls(), problems
        lessons = value.get("lessons", {})
        if not isinstance(lessons, dict):
            return cls(), [*problems, "lessons: expected an object"]
        records: dict[str, LessonRecord] = {}
        for lid, item in list(lessons.items())[:MAX_LESSONS]:
            if not lid or len(lid) > MAX_ID:
                problems.append(f"lesson id {lid[:40]!r}: not an id")
                continue
            rec = _record(item, lid, problems)
            if rec is not None:
                records[lid] = rec
        if len(lessons) > MAX_LESSONS:
            problems.append(f"more than {MAX_LESSONS} lessons: the rest were left out")
        return cls(records), problems


def _record(item: Any, lid: str, problems: list[str]) -> LessonRecord | None:
    if not isinstance(item, dict):
        problems.append(f"{lid}: expected an object")
        return None

    def flag(key: str) -> bool:
        v = item.get(key, False)
        if isinstance(v, bool):
            return v
        problems.append(f"{lid}: {key}: expected true or false")
        return False

    def count(key: str) -> int:
        v = item.get(key, 0)
        if isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_COUNT:
            return v
        problems.append(f"{lid}: {key}: expected a count from 0 to {MAX_COUNT}")
        return 0

    first = item.get("first_solved", "")
    if not isinstance(first, str) or (first and not _is_date(first)):
        problems.append(f"{lid}: first_solved: expected a date such as 2024-05-01")
        first = ""
    solved = flag("solved")
    return LessonRecord(solved, count("attempts"), count("hints"), flag("solution"), first if solved else "")


def _is_date(text: str) -> bool:
    if len(text) != 10:
        return False
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        return False
    return True
