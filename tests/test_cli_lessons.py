"""shogi-desktop-cli lessons: a teacher checks lesson files without the window."""

from __future__ import annotations

from pathlib import Path

import pytest

from shogi_desktop.cli import main

GOOD = """\
[[lesson]]
id = "my-first-mate"
title_ja = "頭金"
title_en = "Gold on the head"
task_ja = "一手で詰ませてください。"
task_en = "Checkmate in one move."
sfen = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"
solution = ["G*5b"]
hints_ja = ["頭に打つ"]
hints_en = ["Its head"]
[lesson.goal]
mate = 1
"""


def test_a_sound_file_lists_its_lessons(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(GOOD, encoding="utf-8")
    assert main(["lessons", str(path)]) == 0
    out, err = capsys.readouterr()
    assert out == "my-first-mate\t-\tGold on the head\n" and err == ""


def test_every_problem_is_listed_with_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mine.toml"
    text = GOOD.replace('solution = ["G*5b"]', 'solution = ["G*4b"]').replace('title_ja = "頭金"\n', "")
    text += GOOD.replace("my-first-mate", "standard-no-pawn-mate")  # an id of a built-in lesson
    path.write_text(text, encoding="utf-8")
    assert main(["lessons", str(path)]) == 2
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert f"{path}:3: my-first-mate: title_ja: only one language is given [warning]" in lines
    assert any(line.startswith(f"{path}:7: my-first-mate: the solution does not reach the goal") for line in lines)
    assert any(line.startswith(f"{path}:13: standard-no-pawn-mate: the id") for line in lines)
    assert err.count("\n") == 1 and "2 errors in the lesson files" in err


def test_an_unreadable_file_is_a_problem_not_a_traceback(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_bytes(b"\xff\xfe[[lesson]]")
    assert main(["lessons", str(bad), str(tmp_path / "missing.toml")]) == 2
    out, _ = capsys.readouterr()
    assert "bad.toml: : cannot read the file (not UTF-8 text" not in out
    assert f"{bad}: cannot read the file (not UTF-8 text (byte 0))" in out
    assert "missing.toml: cannot read the file" in out
