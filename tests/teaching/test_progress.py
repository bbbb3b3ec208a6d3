"""Lesson progress: the model, its JSON that never fails to read, and the store in the data folder
(atomic writes, a damaged file set aside, never deleted)."""

from __future__ import annotations

import datetime
import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shogi_desktop.app.lesson_files import ProgressStore, user_lesson_files
from shogi_desktop.teaching.lessons import load_lessons
from shogi_desktop.teaching.progress import MAX_COUNT, LessonRecord, Progress
from shogi_desktop.teaching.session import LessonSession

DAY = datetime.date(2026, 12, 1)


def test_attempts_hints_solution_and_solve_are_kept() -> None:
    p = Progress()
    p.note_attempt("a", solved=False)
    p.note_attempt("a", solved=False)
    p.note_hints("a", 2)
    p.note_hints("a", 1)  # the most hints seen
    p.note_attempt("a", solved=True, today=DAY)
    p.note_attempt("a", solved=True, today=DAY + datetime.timedelta(days=3))  # the first date stays
    p.note_solution_shown("b")
    assert p.record("a") == LessonRecord(True, 2, 2, False, "2026-12-01")
    assert p.record("b").solution and not p.solved("b")
    assert p.count_solved(["a", "b", "c"]) == 1
    back, problems = Progress.from_json(json.loads(json.dumps(p.to_json())))
    assert problems == [] and back == p
    p.forget("a")
    assert not p.solved("a") and len(p) == 1
    p.forget()
    assert len(p) == 0


def test_a_session_feeds_the_progress() -> None:
    lesson = next(iter(load_lessons()))
    session = LessonSession(lesson)
    progress = Progress()
    wrong = session.attempt("this-is-not-a-move")
    progress.note_attempt(lesson.id, wrong.status.value == "solved")
    progress.note_hints(lesson.id, 1 if session.next_hint() else 0)
    for i in range(0, len(lesson.solution), 2):
        verdict = session.attempt(lesson.solution[i])
    progress.note_attempt(lesson.id, verdict.status.value == "solved", today=DAY)
    assert progress.record(lesson.id) == LessonRecord(True, 1, 1, False, "2026-12-01")


@pytest.mark.parametrize("value,problem", [
    ([], "expected an object"),
    ({"version": 99, "lessons": {}}, "unknown version 99"),
    ({"version": 1, "lessons": []}, "lessons: expected an object"),
    ({"version": 1, "lessons": {"a": {"solved": "yes"}}}, "a: solved: expected true or false"),
    ({"version": 1, "lessons": {"a": {"attempts": -1}}}, "a: attempts: expected a count"),
    ({"version": 1, "lessons": {"a": {"hints": MAX_COUNT + 1}}}, "a: hints: expected a count"),
    ({"version": 1, "lessons": {"a": {"solved": True, "first_solved": "2026-13-40"}}}, "a: first_solved"),
    ({"version": 1, "lessons": {"a": 3}}, "a: expected an object"),
    ({"version": 1, "lessons": {"x" * 500: {}}}, "not an id"),
])
def test_wrong_values_are_reported_and_replaced(value: object, problem: str) -> None:
    progress, problems = Progress.from_json(value)
    assert any(problem in p for p in problems), problems
    for lid in ("a",):
        rec = progress.record(lid)
        assert 0 <= rec.attempts <= MAX_COUNT and 0 <= rec.hints <= MAX_COUNT


@settings(max_examples=200, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=12),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=20))
def test_any_json_value_reads_without_an_exception(value: object) -> None:
    progress, _ = Progress.from_json({"version": 1, "lessons": value})
    again, problems = Progress.from_json(progress.to_json())
    assert problems == [] and again == progress  # what was kept is sound


def test_the_store_round_trips_atomically(tmp_path: Path) -> None:
    path = tmp_path / "data" / "lessons.json"
    store = ProgressStore.load(path)  # no file yet
    assert len(store.progress) == 0 and store.set_aside_notices == []
    store.progress.note_attempt("x", solved=True, today=DAY)
    assert store.save()
    assert json.loads(path.read_text(encoding="utf-8"))["lessons"]["x"]["solved"] is True
    assert [p.name for p in path.parent.iterdir()] == ["lessons.json"]  # no temporary file left
    assert ProgressStore.load(path).progress == store.progress


def test_a_damaged_file_is_set_aside_not_deleted(tmp_path: Path) -> None:
    path = tmp_path / "lessons.json"
    path.write_bytes(b"{not json")
    store = ProgressStore.load(path)
    assert len(store.progress) == 0
    (notice,) = store.set_aside_notices
    assert notice.reason == "damaged" and notice.backup is not None
    assert notice.backup.read_bytes() == b"{not json" and not path.exists()
    store.progress.note_attempt("y", solved=False)
    assert store.save() and ProgressStore.load(path).progress.record("y").attempts == 1


def test_bad_values_keep_a_copy_and_the_sound_entries(tmp_path: Path) -> None:
    path = tmp_path / "lessons.json"
    raw = json.dumps({"version": 1, "lessons": {"good": {"solved": True, "first_solved": "2026-01-02"},
                                                "bad": {"attempts": "many"}}})
    path.write_text(raw, encoding="utf-8")
    store = ProgressStore.load(path)
    assert store.progress.solved("good") and store.progress.record("bad").attempts == 0
    (notice,) = store.set_aside_notices
    assert notice.reason == "bad-values" and notice.backup is not None and notice.backup.read_text() == raw
    assert ProgressStore.load(path).set_aside_notices == []  # the file was written sound again


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs a folder the user cannot write")
def test_an_unwritable_folder_is_reported_not_raised(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    (folder / "lessons.json").write_bytes(b"[broken")
    folder.chmod(0o500)
    try:
        store = ProgressStore.load(folder / "lessons.json")
        assert store.set_aside_notices[0].reason == "unmovable"
        assert store.save() is False  # the damaged file is left as it is
        assert (folder / "lessons.json").read_bytes() == b"[broken"
    finally:
        folder.chmod(0o700)


def test_user_lesson_files_are_listed_by_name(tmp_path: Path) -> None:
    assert user_lesson_files(tmp_path / "missing") == []
    for name in ("b.toml", "a.toml", "notes.txt"):
        (tmp_path / name).write_text("", encoding="utf-8")
    assert [p.name for p in user_lesson_files(tmp_path)] == ["a.toml", "b.toml"]
