"""Whatever a lesson or page file holds, the loaders answer with problems, never an exception."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from shogi_desktop.teaching.book import read_pages
from shogi_desktop.teaching.lessons import read_lessons

KEYS = ["id", "topic", "title_ja", "title_en", "task_ja", "task_en", "variant", "sfen", "moves", "solution",
        "goal", "hints_ja", "hints_en", "trap", "only_move", "capture", "mate", "reach", "piece", "use", "safe",
        "hand", "check", "action", "text_ja", "example", "show", "try", "expect", "see", "notes_ja"]
VALUES = st.one_of(st.none(), st.booleans(), st.integers(-10, 10**12), st.floats(allow_nan=True),
                   st.sampled_from(["5e", "G*5b", "7g7f", "standard", "standard+cards2", "x!", "+B", "",
                                    "4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "lion!5e5d,5d5e", "9z"]),
                   st.text(max_size=10))


def _toml_value(v: object) -> str:
    if v is None:
        return '""'
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return "nan" if v != v else repr(v).replace("inf", "inf")
    if isinstance(v, list):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_toml_value(x)}" for k, x in v.items()) + " }"
    text = str(v).replace("\\", "\\\\").replace('"', '\\"')
    return '"' + "".join(ch if ch >= " " else f"\\u{ord(ch):04x}" for ch in text) + '"'


ENTRY = st.dictionaries(st.sampled_from(KEYS), st.one_of(VALUES, st.lists(VALUES, max_size=3),
                                                        st.dictionaries(st.sampled_from(KEYS), VALUES, max_size=3)),
                        max_size=10)


@settings(max_examples=150, deadline=None)
@given(st.lists(ENTRY, max_size=3), st.sampled_from(["lesson", "page"]))
def test_random_entries_give_problems_not_exceptions(entries: list[dict[str, object]], table: str) -> None:
    text = "\n".join(f"[[{table}]]\n" + "\n".join(f"{k} = {_toml_value(v)}" for k, v in e.items()) for e in entries)
    if table == "lesson":
        read_lessons(["f.toml"], texts={"f.toml": text})
    else:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "p.toml"
            path.write_text(text, encoding="utf-8")
            read_pages([path])


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=200))
def test_random_text_gives_problems_not_exceptions(text: str) -> None:
    read_lessons(["f.toml"], texts={"f.toml": "[[lesson]]\n" + text})
