"""The lessons: every one loads clean, is solved by its solution and not by wrong moves, mates are proved
by an exhaustive search, every variant family, card and magic has one, and the loader reports every
problem of a teacher's file at once with its line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from shogi_desktop.core.addons.cards import EDITIONS
from shogi_desktop.core.addons.fantasista import MAGICS
from shogi_desktop.core.outcome import IllegalReason
from shogi_desktop.core.variant import variant_ids
from shogi_desktop.teaching.book import load_book
from shogi_desktop.teaching.goals import Miss, check_goal
from shogi_desktop.teaching.lessons import Lesson, builtin_lesson_files, load_lessons, read_lessons
from shogi_desktop.teaching.problems import Code, DataError
from shogi_desktop.teaching.session import LessonSession, Status, Why
from shogi_desktop.teaching.setup import action_text, find_action
from shogi_desktop.teaching.subjects import family_of

from .mate_check import mates_in, mating_moves

LESSONS = load_lessons()
ALL = list(LESSONS)
ROOT = Path(__file__).resolve().parents[2]


def test_the_built_in_lessons_play_without_a_problem() -> None:
    lessons, problems = read_lessons(builtin_lesson_files(), check=True)
    assert [p.describe() for p in problems] == []  # warnings included: both languages everywhere
    assert len(lessons) == len(LESSONS) >= 40


def test_every_family_card_and_magic_has_a_lesson() -> None:
    have = {family_of(lesson.topic) for lesson in ALL}
    wanted = {f"variant:{v}" for v in variant_ids()}
    wanted |= {f"card:{card}" for cards in EDITIONS.values() for card in cards}
    wanted |= {f"magic:{m}" for m in MAGICS}
    assert wanted - have == set()


def test_every_topic_is_a_page_of_the_rules_book() -> None:
    book = load_book()
    assert [lesson.id for lesson in ALL if book.page(lesson.topic) is None] == []
    assert LESSONS.on_topic("cards2:rewind")[0].id == "cards2-rewind-save-the-knight"


@pytest.mark.parametrize("lesson", ALL, ids=lambda lesson: lesson.id)
def test_every_lesson_exists_in_both_languages(lesson: Lesson) -> None:
    assert lesson.title.complete and lesson.task.complete and lesson.done.complete
    assert 1 <= len(lesson.hints) <= 3 and all(h.complete for h in lesson.hints)
    assert all(t.text.complete for t in lesson.traps)


@pytest.mark.parametrize("lesson", ALL, ids=lambda lesson: lesson.id)
def test_the_solution_solves_it_through_a_session(lesson: Lesson) -> None:
    session = LessonSession(lesson)
    line = list(lesson.solution)
    for i in range(0, len(line), 2):
        verdict = session.attempt(line[i])
        if i == len(line) - 1:
            assert verdict.status is Status.SOLVED, verdict
        else:
            assert verdict.status is Status.NOT_YET and verdict.reply == line[i + 1], verdict
    assert session.solved and session.remaining() == ()
    assert session.attempt(line[-1]).why is Why.FINISHED


@pytest.mark.parametrize("lesson", ALL, ids=lambda lesson: lesson.id)
def test_wrong_moves_do_not_solve_it(lesson: Lesson) -> None:
    session = LessonSession(lesson)
    pos = session.position
    for i in range(0, len(lesson.solution) - 1, 2):  # up to the player's last move
        assert session.attempt(lesson.solution[i]).status is Status.NOT_YET
    solving = {action_text(pos, a) for a in pos.legal_actions() if check_goal(lesson.goal, pos, a).met}
    assert lesson.solution[-1] in solving
    wrong = [action_text(pos, a) for a in pos.legal_actions() if action_text(pos, a) not in solving]
    assert wrong  # the goal is not met by any move
    picks = [*{t.action for t in lesson.traps}, *wrong[:: max(1, len(wrong) // 4)][:4]]
    for text in picks:
        verdict = session.attempt(text)
        assert verdict.status is Status.WRONG and verdict.why in (Why.GOAL, Why.TRAP), (text, verdict)
        assert verdict.misses, (text, verdict)
        assert not session.solved
    for trap in lesson.traps:
        verdict = session.attempt(trap.action)
        assert verdict.why is Why.TRAP and verdict.trap == trap


@pytest.mark.parametrize("lesson", [x for x in ALL if x.goal.mate], ids=lambda lesson: lesson.id)
def test_mates_are_proved_by_an_exhaustive_search(lesson: Lesson) -> None:
    n = lesson.goal.mate
    pos = lesson.position()
    first = find_action(pos, lesson.solution[0])
    assert first in mating_moves(pos, n), "the first move does not force mate"
    if n > 1:
        assert not mates_in(pos, n - 1), "there is a shorter mate"
        assert [action_text(pos, m) for m in mating_moves(pos, n)] == [lesson.solution[0]], "a second solution"
        pos.push(first)  # the line's defence is one of the longest
        reply = find_action(pos, lesson.solution[1])
        pos.push(reply)
        assert not mates_in(pos, n - 2)


@pytest.mark.parametrize("lesson", [x for x in ALL if x.goal.use], ids=lambda lesson: lesson.id)
def test_the_power_is_needed(lesson: Lesson) -> None:
    """A card or magic lesson is not solved by a plain move that happens to do the same."""
    pos = LessonSession(lesson).position
    for a in pos.legal_actions():
        result = check_goal(lesson.goal, pos, a)
        if getattr(a, "name", "") != lesson.goal.use:
            assert Miss.WRONG_POWER in result.misses


def test_an_illegal_attempt_says_why() -> None:
    lesson = LESSONS.get("standard-no-pawn-mate")
    assert lesson is not None
    session = LessonSession(lesson)
    verdict = session.attempt("P*1b")  # mate by a pawn drop
    assert verdict.status is Status.WRONG and verdict.why is Why.ILLEGAL
    assert verdict.illegal is IllegalReason.UCHIFUZUME
    assert session.attempt("5i5h5g").illegal_code == "syntax"
    verdict = session.attempt("G*2b")  # check, not mate: the lance takes the gold
    assert verdict.misses == (Miss.NOT_MATE,) and verdict.refutation == "2a2b"
    assert session.attempt("G*1b").status is Status.SOLVED
    assert session.wrong_attempts == 3


def test_a_card_lesson_refuses_an_action_the_position_does_not_offer() -> None:
    lesson = LESSONS.get("cards1-reflect-bishop-no-aim")
    assert lesson is not None
    verdict = LessonSession(lesson).attempt("reflect-bishop!2c6c")  # would aim at the king (first edition)
    assert verdict.why is Why.ILLEGAL and verdict.illegal_code == "not-offered"


def test_a_mate_in_three_is_played_as_its_line() -> None:
    lesson = LESSONS.get("standard-silver-sacrifice")
    assert lesson is not None
    session = LessonSession(lesson)
    assert session.attempt("S*1a").why is Why.OFF_LINE  # legal, not the line
    verdict = session.attempt("S*2c")
    assert verdict.status is Status.NOT_YET and verdict.reply == "1b1c"
    assert session.position.sfen().startswith("6G2/6p2/7Sk/7R1/")  # the king came to 1c
    assert session.remaining() == ("2c1d+", "1c1b", "2d2a+")
    assert session.attempt("2c1d+").reply == "1c1b"
    assert session.attempt("2d2b+").misses == (Miss.NOT_MATE,)
    assert session.attempt("2d2a+").status is Status.SOLVED
    session.reset()
    assert session.ply == 0 and not session.solved and session.position.sfen() == lesson.position().sfen()


def test_hints_come_one_at_a_time_and_the_solution_is_marked_shown() -> None:
    lesson = LESSONS.get("standard-silver-sacrifice")
    assert lesson is not None
    session = LessonSession(lesson)
    hints = [session.next_hint() for _ in range(len(lesson.hints) + 1)]
    assert hints[:-1] == list(lesson.hints) and hints[-1] is None
    assert session.shown_hints() == lesson.hints
    assert not session.solution_shown
    assert session.solution() == lesson.solution and session.solution_shown


def test_a_safe_goal_names_the_reply_that_takes_the_piece() -> None:
    lesson = LESSONS.get("kirin-phoenix-lion-in-place")
    assert lesson is not None
    verdict = LessonSession(lesson).attempt("5e5d")
    assert verdict.why is Why.TRAP and verdict.misses == (Miss.UNSAFE,)  # the lion is no longer on 5e
    lesson = LESSONS.get("magic-sword-silver-strike")
    assert lesson is not None
    session = LessonSession(lesson)
    verdict = session.attempt("sword-silver!5e,6d")  # no such strike: 6d is empty
    assert verdict.why is Why.ILLEGAL
    lesson = LESSONS.get("cards2-rewind-save-the-knight")
    assert lesson is not None
    verdict = LessonSession(lesson).attempt("rewind!3g2e")  # the knight jumps away again, not to safety
    assert verdict.misses == (Miss.NOT_REACHED, Miss.UNSAFE)


def test_the_teacher_example_of_the_documentation_loads(tmp_path: Path) -> None:
    doc = (ROOT / "docs" / "lessons.md").read_text(encoding="utf-8")
    example = re.search(r"```toml\n(\[\[lesson\]\].*?)```", doc, re.S)
    assert example is not None
    path = tmp_path / "my-lessons.toml"
    path.write_text(example.group(1), encoding="utf-8")
    lessons = load_lessons([path])
    lesson = lessons.get("my-first-mate")
    assert lesson is not None and LessonSession(lesson).attempt("G*5b").status is Status.SOLVED


BAD_FILE = """\
[[lesson]]
id = "one"
title_ja = "一"
title_en = "One"
task_ja = "詰ませて"
task_en = "Mate"
sfen = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"
solution = ["G*4b"]
hints_ja = ["a", "b"]
hints_en = ["a"]
[lesson.goal]
mate = 1

[[lesson]]
id = "one"
title_ja = "x"
title_en = "x"
task_ja = "x"
task_en = "x"
sfen = "4k4/9/9/9/9/9/9/9/4K4 b - 1"
solution = "5i5h"
goal = { reach = "5h" }

[[lesson]]
id = "three"
title_ja = "x"
title_en = "x"
task_ja = "x"
task_en = "x"
variant = "no-such-variant"
solution = "7g7f"
[lesson.goal]
check = true

[[lesson]]
id = "four"
title_en = "English only"
task_en = "Take the gold"
sfen = "4k4/9/9/9/4g4/9/9/9/4K4 b - 1"
solution = ["5i4h"]
colour = "red"
[lesson.goal]
capture = ["5e", "4e"]
[[lesson.trap]]
action = "9i9h"
text_en = "no"

[[lesson]]
id = "five"
title_ja = "x"
title_en = "x"
task_ja = "x"
task_en = "x"
sfen = "4k4/9/9/9/9/9/9/9/4K4 b P 1"
solution = ["5i5h", "5a5b"]
[lesson.goal]
reach = "5h"

[[lesson]]
id = "six"
title_ja = "x"
title_en = "x"
task_ja = "x"
task_en = "x"
sfen = "4k4/9/9/9/9/9/9/9/3KK4 b - 1"
solution = ["5i5h"]
[lesson.goal]
check = true
"""


def test_the_loader_reports_every_problem_of_a_file_at_once(tmp_path: Path) -> None:
    bad = tmp_path / "class.toml"
    bad.write_text(BAD_FILE, encoding="utf-8")
    _, problems = read_lessons([bad])
    got = {(p.line, p.entry, p.code, p.key) for p in problems}
    assert (10, "one", Code.HINTS_MISMATCH, "hints_en") in got
    assert (8, "one", Code.GOAL_NOT_MET, "solution") in got  # G*4b is no mate
    assert (15, "one", Code.DUPLICATE_ID, "id") in got
    assert (30, "three", Code.BAD_VARIANT, "variant") in got
    assert (37, "four", Code.INCOMPLETE_TEXT, "title_ja") in got  # a warning only
    assert (41, "four", Code.UNKNOWN_KEY, "colour") in got
    assert (43, "four", Code.GOAL_ALREADY_MET, "goal.capture") in got  # 4e holds no enemy piece
    assert (45, "four", Code.ILLEGAL_ACTION, "trap.action") in got  # no piece on 9i
    assert (40, "four", Code.GOAL_NOT_MET, "solution") in got
    assert (55, "five", Code.BAD_VALUE, "solution") in got  # even: the player's move must be last
    assert (65, "six", Code.BAD_POSITION, "sfen") in got  # two kings of one side: no game can be played (a dead pawn is only a warning: a puzzle)
    with pytest.raises(DataError) as info:
        load_lessons([bad])
    assert Code.INCOMPLETE_TEXT not in {p.code for p in info.value.problems}  # warnings do not stop a lesson
    assert "class.toml:15: one: the id 'one' is used twice (first at" in str(info.value)


def test_goal_checks_that_need_a_played_position(tmp_path: Path) -> None:
    text = """\
[[lesson]]
id = "any"
title_en = "x"
task_en = "x"
sfen = "4k4/9/9/9/9/9/9/7SP/4K2SG b - 1"
solution = "5i5h"
[lesson.goal]
safe = "1i"

[[lesson]]
id = "only"
title_en = "x"
task_en = "x"
sfen = "k8/9/9/9/9/9/3g5/9/4K1r2 b - 1"
solution = "5i4h"
[lesson.goal]
reach = "4h"

[[lesson]]
id = "only-meant"
title_en = "x"
task_en = "x"
sfen = "k8/9/9/9/9/9/3g5/9/4K1r2 b - 1"
solution = "5i4h"
only_move = true
[lesson.goal]
reach = "4h"

[[lesson]]
id = "over"
title_en = "x"
task_en = "x"
sfen = "4k4/9/9/9/9/9/1s7/g8/K8 b - 1"
solution = "9i8i"
[lesson.goal]
mate = 1
"""
    path = tmp_path / "t.toml"
    lessons, problems = read_lessons([path], texts={str(path): text})
    codes = {(p.entry, p.code) for p in problems if p.code is not Code.INCOMPLETE_TEXT}
    assert ("any", Code.GOAL_BY_ANY_MOVE) in codes
    assert ("only", Code.ONLY_MOVE) in codes
    assert ("over", Code.GAME_OVER) in codes
    assert [lesson.id for lesson in lessons] == ["only-meant"]


def test_lessons_grouped_in_the_order_of_the_rules_book() -> None:
    book = load_book()
    groups = LESSONS.grouped(book.pages)
    assert groups[0][0] == "variant:standard" and len(groups[0][1]) == 2
    order = list(book.pages)
    assert [order.index(topic) for topic, _ in groups] == sorted(order.index(topic) for topic, _ in groups)
    assert sum(len(lessons) for _, lessons in groups) == len(LESSONS)


def test_a_huge_file_is_read_in_bounded_time() -> None:
    from shogi_desktop.teaching.lessons import MAX_PER_FILE

    one = BAD_FILE.split("\n\n")[0].replace('id = "one"', 'id = "n{}"')
    text = "\n".join(one.format(i) for i in range(MAX_PER_FILE + 20))
    lessons, problems = read_lessons(["big.toml"], texts={"big.toml": text}, check=False)
    assert len(lessons) == 0  # each has a hint mismatch...
    assert any(p.code is Code.BAD_VALUE and p.key == "lesson" and "at most" in p.note for p in problems)
    assert len({p.entry for p in problems if p.entry}) == MAX_PER_FILE  # ...and only the first 500 were read
