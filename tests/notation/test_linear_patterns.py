"""No regular expression of the kifu readers backtracks super-linearly (issue 14, item 4: three ``' *'``
in a row made a 3 KB move line take 27 s).

The proof is structural: every pattern of the readers (each module's compiled patterns and the move
pattern of every variant) is parsed, and no unbounded repeat in it may give back what it took: each
``*``, ``+`` or ``{n,}`` is possessive (``*+``, ``++``), so a match tries each place once.  Then the
readers are run on the inputs that used to hang (long runs of spaces and digits where the patterns
look), which must come back with a record or an error (a test that did not finish would show).
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Iterator
from typing import Any

import pytest

import shogi_desktop.notation as notation
from shogi_desktop.core.variant import all_variant_choices
from shogi_desktop.notation import KifuError, read_record
from shogi_desktop.notation.japanese import _move_regex

re_parser: Any = importlib.import_module("re._parser")
re_constants: Any = importlib.import_module("re._constants")
MAXREPEAT = re_constants.MAXREPEAT
GIVING_BACK = {re_constants.MAX_REPEAT, re_constants.MIN_REPEAT}


def reader_patterns() -> Iterator[tuple[str, re.Pattern[str]]]:
    for info in pkgutil.iter_modules(notation.__path__):
        module = importlib.import_module(f"{notation.__name__}.{info.name}")
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern):
                yield f"{info.name}.{name}", value
    for variant in all_variant_choices():
        yield f"japanese._move_regex({variant})", _move_regex(variant)


def backtracking_repeats(tree: Any) -> Iterator[str]:
    """The unbounded repeats of a parsed pattern that may give back what they took."""
    for op, arg in tree:
        if op in GIVING_BACK and arg[1] == MAXREPEAT:
            yield f"{op} {arg[0]},{'inf'} of {arg[2]}"
        for part in (arg if isinstance(arg, (list, tuple)) else ()):
            if isinstance(part, re_parser.SubPattern):
                yield from backtracking_repeats(part)
            elif isinstance(part, (list, tuple)):
                for sub in part:
                    if isinstance(sub, re_parser.SubPattern):
                        yield from backtracking_repeats(sub)


def test_the_patterns_are_found() -> None:
    names = {name for name, _ in reader_patterns()}
    assert {"kif_scan._MOVE_LINE_RE", "kif_scan._TIME_RE", "csa_scan._TIME_RE", "sniff._USI_MOVES", "bod._HAND_RE",
            "jsonio._NUMBER"} <= names
    assert len(names) > 40


@pytest.mark.parametrize("name,pattern", list(reader_patterns()), ids=lambda x: x if isinstance(x, str) else "")
def test_no_reader_pattern_backtracks(name: str, pattern: re.Pattern[str]) -> None:
    tree = re_parser.parse(pattern.pattern, pattern.flags)
    assert list(backtracking_repeats(tree)) == [], f"{name}: {pattern.pattern!r}"


SPACES = " " * 20_000
DIGITS = "1" * 20_000
HOSTILE = [
    ("kif", f"   1 ７六歩(77){SPACES}( 0:01/00:00:01){SPACES}x\n"),
    ("kif", f"   1{SPACES}７六歩(77){SPACES}\n"),
    ("kif", f"   1 ７六歩(77) ({SPACES}0:01{SPACES}/{SPACES}00:00:01{SPACES}x\n"),
    ("kif", f"{DIGITS} ７六歩(77)\n"),
    ("kif", f"   1 ７六歩(77) ({DIGITS}:{DIGITS}/1:2:3)\n"),
    ("kif", f"手合割：平手{SPACES}\n変化：{DIGITS}手\n"),
    ("kif", f"まで{SPACES}{DIGITS}{SPACES}手で{SPACES}\n"),
    ("kif", f"後手の持駒：歩{DIGITS}\n"),
    ("kif", f"手数＝{DIGITS}{SPACES}\n"),
    ("ki2", f"▲７六歩{SPACES}△３四歩{SPACES}▲\n"),
    ("ki2", "▲" + "同　" * 5000 + "歩\n"),
    ("csa", f"PI\n+\n+7776FU,T{DIGITS}\n"),
    ("csa", f"P1{SPACES}*\n"),
    ("csa", f"${'A' * 20_000}:{SPACES}\n"),
    ("usi", f"position sfen {'9/' * 5000}9 b - 1\n"),
    ("usi", f"startpos moves {'7g7f ' * 20_000}"),
    ("jkf", '{"header": {}, "moves": [' + " " * 20_000 + "1" * 20_000 + "]}"),
    ("jkf", '{"moves": "' + "\\" * 20_000 + '"}'),
    ("json", '{"format": "shogi-desktop-record", "version": 1, "moves": [{"action": "7g7f", "time": '
             + "9" * 20_000 + "}]}"),
]


@pytest.mark.parametrize("fmt,text", HOSTILE, ids=range(len(HOSTILE)))
def test_long_runs_of_spaces_and_digits_are_read_in_bounded_time(fmt: str, text: str) -> None:
    for forced in (fmt, None):
        try:
            read_record(text, fmt=forced)
        except KifuError as exc:
            assert exc.code != "bug", str(exc)
