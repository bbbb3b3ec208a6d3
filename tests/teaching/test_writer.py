"""The position editor's "save as lesson": a lesson written as TOML reads back as the same lesson."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from shogi_desktop.core.position import Position
from shogi_desktop.teaching.goals import Goal
from shogi_desktop.teaching.lessons import Trap, load_lessons, read_lessons
from shogi_desktop.teaching.problems import Code
from shogi_desktop.teaching.session import LessonSession, Status
from shogi_desktop.teaching.texts import Text
from shogi_desktop.teaching.writer import (
    check_text,
    format_lesson,
    lesson_from_position,
    solving_actions,
    suggest_id,
)


def _same(a, b) -> bool:  # type: ignore[no-untyped-def]
    return replace(a, path="", line=0) == replace(b, path="", line=0)


def test_every_built_in_lesson_reads_back_from_its_toml(tmp_path: Path) -> None:
    lessons = list(load_lessons())
    path = tmp_path / "all.toml"
    path.write_text("\n".join(format_lesson(lesson) for lesson in lessons), encoding="utf-8")
    again, problems = read_lessons([path])
    assert problems == []
    assert len(again) == len(lessons)
    assert all(_same(a, b) for a, b in zip(lessons, again, strict=True))


def test_a_position_from_the_editor_becomes_a_lesson() -> None:
    pos = Position.from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1")
    goal = Goal(mate=1)
    assert solving_actions(pos, goal) == ["G*5b"]
    title = Text('頭金 "テスト"', 'Gold on the head \\ "test"')
    task = Text("一手で詰ませて。\n二行目", "Mate in one.\n\tSecond line with \"\"\" quotes")
    lesson = lesson_from_position(suggest_id(title.en, {"gold-on-the-head-test"}), pos, goal, ["G*5b"], title, task,
                                  hints=[Text("真上", "In front")], topic="variant:standard",
                                  traps=[Trap("5c5b+", Text("と", "A tokin is taken"))])
    assert lesson.id == "gold-on-the-head-test-2"
    text = format_lesson(lesson)
    assert check_text(text) == []
    (back,), _ = read_lessons(["x.toml"], texts={"x.toml": text})
    assert _same(back, lesson)
    assert back.task.en == "Mate in one.\n\tSecond line with \"\"\" quotes"
    assert LessonSession(back).attempt("G*5b").status is Status.SOLVED


def test_a_card_or_magic_position_keeps_its_add_on_fields() -> None:
    pos = Position.from_sfen("4k4/9/9/9/9/6g2/9/9/4K4 b - 2 magic:hiko+fire-dragon:D*1/none/15/0",
                             "standard+fantasista")
    goal = Goal(capture=("3f",), use="fire-dragon")
    solving = solving_actions(pos, goal)
    assert solving == ["fire-dragon!D*5f,3f"] or "fire-dragon!D*5f,3f" in solving
    lesson = lesson_from_position("burn", pos, goal, ["fire-dragon!D*5f,3f"], Text("焼く", "Burn"),
                                  Text("金を焼いて", "Burn the gold"), hints=[Text("火", "Fire")])
    text = format_lesson(lesson)
    assert 'variant = "standard+fantasista"' in text and "magic:hiko+fire-dragon:D*1" in text
    assert check_text(text) == []


def test_check_text_reports_problems_with_lines_and_known_ids() -> None:
    known = list(load_lessons())
    pos = Position.from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1")
    lesson = lesson_from_position(known[0].id, pos, Goal(mate=1), ["G*4b"], Text("x", "x"), Text("x", "x"))
    problems = check_text(format_lesson(lesson), known=known)
    codes = {p.code for p in problems}
    assert Code.DUPLICATE_ID in codes
    assert all(p.line > 0 for p in problems)


def test_suggest_id() -> None:
    assert suggest_id("Reflecting bishop: take the rook!", set()) == "reflecting-bishop-take-the-rook"
    assert suggest_id("頭金", set()) == "lesson"
    assert suggest_id("頭金", {"lesson", "lesson-2"}) == "lesson-3"
