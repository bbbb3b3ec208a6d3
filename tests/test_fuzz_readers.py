"""Fuzz of every reader in shogi_desktop.notation and of action parsing (issue 9, item 5).

The per-format tests fuzz each reader with free text and with fragments of its own syntax, and
``read_record`` with arbitrary bytes.  This adds what they leave out:

* real files of every format, written by our writers from a game with comments, times, a variation,
  a handicap and an ending, then damaged the way files get damaged (a slice cut out, bytes inserted or
  overwritten, lines repeated, swapped or truncated), read with the format forced and sniffed;
* the same for the encoded bytes (Shift_JIS KIF, UTF-8 with and without BOM);
* BOD diagrams (parse_bod);
* action text given to a record (USI moves, drops and ``NAME!STEP,...`` actions, in standard shogi and
  with the card add-on): only ValueError subclasses (IllegalMoveError, ActionSyntaxError, RecordError).

Every failure must be a KifuError (for readers) naming the format: never another exception, and never
the last-line handler's ``bug`` (read_record turns an unexpected exception into that and logs it; here
it fails the test).  The inputs of issue 14 that froze, exhausted or crashed the program are kept as
regression cases.  ``CI=1`` (set by CI services) runs many more examples.
"""

from __future__ import annotations

import contextlib
import math
import os
import random
import tracemalloc
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shogi_desktop.core.actions import ActionSyntaxError, parse_action
from shogi_desktop.core.outcome import Termination
from shogi_desktop.core.position import Position
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation import FORMATS, KifuError, format_record, read_record, write_record
from shogi_desktop.notation.bod import format_bod, parse_bod


def sample_game() -> GameRecord:
    rng = random.Random(2024)
    record = GameRecord.new(handicap="lance")
    record.header.update({"black": "下手の人", "white": "上手の人", "event": "研究会", "start_time": "2024/02/03 10:00:00"})
    record.root.comment = "開始局面のコメント"
    for i in range(24):
        node = record.add_move(rng.choice(record.position().legal_moves()))
        node.time_spent = float(rng.randint(1, 90))
        if i % 7 == 3:
            node.comment = f"comment {i}: ▲△ 同 歩"
    fork = record.main_line()[10]
    record.go_to(fork)
    legal = record.position().legal_moves()
    alt = next(m for m in legal if m != fork.children[0].move)
    record.add_move(alt)
    record.add_move(rng.choice(record.position().legal_moves()))
    record.go_to(record.main_line()[-1])
    record.add_ending(Termination.RESIGNATION, record.position().side ^ 1)
    record.first()
    return record


GAME = sample_game()
TEXTS: dict[str, str] = {}
for _fmt in FORMATS:
    with contextlib.suppress(ValueError):  # a format that cannot hold this game is left out
        TEXTS[_fmt] = format_record(GAME, _fmt)
FORMAT_IDS = sorted(TEXTS)


def test_every_format_has_a_sample() -> None:
    assert set(FORMAT_IDS) == set(FORMATS)
    for fmt, text in TEXTS.items():  # and each reads back (the fuzz starts from valid files)
        read_record(text, fmt=fmt)


@st.composite
def damaged(draw: st.DrawFn, text: str) -> str:
    """``text`` after a few random edits of the kinds real damage makes."""
    for _ in range(draw(st.integers(1, 4))):
        n = len(text)
        kind = draw(st.sampled_from(["cut", "insert", "overwrite", "repeat-line", "swap-lines", "truncate"]))
        i = draw(st.integers(0, n))
        if kind == "cut":
            text = text[:i] + text[i + draw(st.integers(1, 40)):]
        elif kind == "insert":
            text = text[:i] + draw(st.text(max_size=12)) + text[i:]
        elif kind == "overwrite":
            piece = draw(st.text(min_size=1, max_size=6))
            text = text[:i] + piece + text[i + len(piece):]
        elif kind == "truncate":
            text = text[:i]
        else:
            lines = text.split("\n")
            a = draw(st.integers(0, len(lines) - 1))
            b = draw(st.integers(0, len(lines) - 1))
            if kind == "repeat-line":
                lines.insert(b, lines[a])
            else:
                lines[a], lines[b] = lines[b], lines[a]
            text = "\n".join(lines)
    return text


def read_only_kifu_errors(data: bytes | str, fmt: str | None = None, name: str | None = None) -> None:
    try:
        record = read_record(data, fmt=fmt, name=name)
    except KifuError as exc:
        assert exc.format and str(exc)
        assert exc.code and exc.code != "bug", f"a reader bug: {exc.__cause__!r}"
        return
    assert isinstance(record, GameRecord)
    for fmt_out in ("json", "kif"):  # what was read can be written (no NaN, no overflow)
        with contextlib.suppress(ValueError):
            format_record(record, fmt_out)


CI = bool(os.environ.get("CI"))
FUZZ = settings(max_examples=1500 if CI else 120, deadline=None, suppress_health_check=[HealthCheck.too_slow],
                database=None)


@pytest.mark.parametrize("fmt", FORMAT_IDS)
@FUZZ
@given(data=st.data())
def test_damaged_files_give_only_kifu_errors(fmt: str, data: st.DataObject) -> None:
    text = data.draw(damaged(TEXTS[fmt]))
    read_only_kifu_errors(text, fmt=fmt)  # the format forced
    read_only_kifu_errors(text)  # the format sniffed


@pytest.mark.parametrize("fmt", FORMAT_IDS)
@FUZZ
@given(data=st.data())
def test_damaged_bytes_give_only_kifu_errors(fmt: str, data: st.DataObject) -> None:
    raw = bytearray(write_record(GAME, fmt))
    if data.draw(st.booleans()) and FORMATS[fmt].encoding == "utf-8":
        raw[:0] = b"\xef\xbb\xbf"  # a BOM
    for _ in range(data.draw(st.integers(1, 6))):
        i = data.draw(st.integers(0, len(raw)))
        raw[i:i + data.draw(st.integers(0, 3))] = data.draw(st.binary(max_size=4))
    name = "game" + FORMATS[fmt].extensions[0]
    read_only_kifu_errors(bytes(raw), name=name)
    read_only_kifu_errors(bytes(raw), fmt=fmt, name=name)


@pytest.mark.parametrize("fmt", FORMAT_IDS)
@settings(max_examples=800 if CI else 60, deadline=None, database=None)
@given(st.binary(max_size=300))
def test_arbitrary_bytes_in_a_forced_format(fmt: str, raw: bytes) -> None:
    read_only_kifu_errors(raw, fmt=fmt, name="x" + FORMATS[fmt].extensions[0])


BOD = format_bod(Position.from_sfen("ln1g3nl/1r2kg3/p1ppsp1pp/1p2p1p2/7P1/2P1P4/PPBP1PP1P/5S1R1/LNSGKG1NL b BSp 21"),
                 moves_played=20, last_move="▲２五歩")


@FUZZ
@given(damaged(BOD))
def test_damaged_bod_diagrams(text: str) -> None:
    try:
        sfen = parse_bod(text)
    except KifuError as exc:
        assert exc.format == "BOD"
        return
    Position.from_sfen(sfen)  # what it accepts is a real position


ACTION_WORDS = ["7g7f", "3c3d", "8h2b+", "P*5e", "2b3c", "G*5b", "5i5h", "1a1b+", "+", "*", "!", ",",
                "card!", "play!", "lightning!5e", "double-move!7g7f,3c3d", "recall!5e", "rewind!1",
                "queen-king!5i5e", "A!b", "x!", "!5e", "7g", "7g7f7e", "P*", "K*5e", "p*5e", "0a0a", "9i9i"]


@pytest.mark.parametrize("variant", ["standard", "standard+cards2"])
@settings(max_examples=250, deadline=None, database=None)
@given(st.lists(st.sampled_from(ACTION_WORDS) | st.text(max_size=12), max_size=4).map("".join))
def test_action_text_gives_only_value_errors(variant: str, text: str) -> None:
    record = GameRecord.new(variant)
    for usi in ("7g7f", "3c3d"):
        record.add_move(usi)
    try:
        record.add_move(text)
    except ValueError:  # IllegalMoveError, ActionSyntaxError, RecordError are ValueErrors with a reason
        assert record.current.ply == 2  # a refused action changes nothing
        return
    assert record.current.ply == 3


@settings(max_examples=300, deadline=None, database=None)
@given(st.text(max_size=40))
def test_parse_action_syntax_errors_name_a_column(text: str) -> None:
    try:
        action = parse_action(text)
    except ActionSyntaxError as exc:
        assert 1 <= exc.column <= len(text) + 2
        return
    assert str(action) == text.strip()


# --------------------------------------------------------------------------- issue 14's inputs
REGRESSIONS = [
    ("kif", "   99999999 ７六歩(77)\n"),  # cached every number up to it (memory)
    ("kif", "   999999999999 ７六歩(77)\n"),
    ("kif", "1" + " " * 3000 + "７六歩(77)" + " " * 3000 + "(" + " " * 3000 + "x\n"),  # ' *' ' *' ' *': N³
    ("kif", "   1 ７六歩(77)   (99999999999:00/00:00:00)\n"),
    ("jkf", '{"moves": [{}, {"move": {"to": {"x": 1e999, "y": 7}, "piece": "FU"}}]}'),
    ("jkf", '{"moves": [{}, {"move": {"from": {"x": 7, "y": 7}, "to": {"x": 7, "y": 6}, "piece": "FU"}, '
            '"time": {"now": {"m": NaN, "s": 1}}}]}'),
    ("jkf", '{"moves": [{}, {"move": {"from": {"x": 7, "y": 7}, "to": {"x": 7, "y": 6}, "piece": "FU"}, '
            '"time": {"now": {"m": 1e999, "s": 1}}}]}'),
    ("jkf", '{"moves": [{}, {"move": {"from": {"x": 7, "y": 7}, "to": {"x": 7, "y": 6}, "piece": "FU"}, '
            '"time": {"now": {"m": 1e300, "s": 1}}}]}'),
    ("json", '{"format": "shogi-desktop-record", "version": 2, "moves": [{"action": "7g7f", "time": Infinity}]}'),
    ("json", '{"format": "shogi-desktop-record", "version": 2, "moves": [{"action": "7g7f", "total": NaN}]}'),
    ("json", '{"format": "shogi-desktop-record", "version": 2, "moves": [{"action": "7g7f", "time": 1e308}]}'),
    ("csa", "PI\n+\n+7776FU\nT1" + "0" * 400 + "\n"),
    ("csa", ""),  # an empty .csa: no game, said so
    ("ki2", "\x00" * 500),
    ("sfen", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 cards1:x"),
]


@pytest.mark.parametrize("fmt,text", REGRESSIONS, ids=range(len(REGRESSIONS)))
def test_issue_14_inputs(fmt: str, text: str) -> None:
    read_only_kifu_errors(text, fmt=fmt)
    read_only_kifu_errors(text.encode("utf-8"), name="x" + FORMATS[fmt].extensions[0])


def test_empty_and_nul_files_hold_no_game() -> None:
    for data, name in ((b"", "a.csa"), (b"\x00" * 500, "b.ki2"), (b"\xef\xbb\xbf\r\n  \n", "c.kif")):
        with pytest.raises(KifuError) as info:
            read_record(data, name=name)
        assert info.value.code == "empty" and (info.value.line, info.value.column) == (1, 1)


def test_non_finite_numbers_are_refused_where_they_are_read() -> None:
    text = '{"format": "shogi-desktop-record", "version": 2,\n "moves": [{"action": "7g7f",\n "time": Infinity}]}'
    with pytest.raises(KifuError) as info:
        read_record(text, fmt="json")
    assert (info.value.line, info.value.column, info.value.code) == (3, 10, "json-bad-number")
    record = read_record('{"moves": [{}, {"move": {"from": {"x": 7, "y": 7}, "to": {"x": 7, "y": 6}, '
                         '"piece": "FU"}, "time": {"now": {"m": 1, "s": 2.5}}}]}', fmt="jkf")
    spent = record.main_line()[1].time_spent
    assert spent is not None and math.isfinite(spent) and spent == 62.5


def memory_of(read: Any) -> int:
    """The peak of memory allocated while ``read()`` runs (bytes)."""
    tracemalloc.start()
    try:
        with contextlib.suppress(KifuError):
            read()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_a_huge_usi_line_is_not_split_before_its_first_error() -> None:
    text = "position startpos moves 7g7f 3c3d xx " + "7g7f " * 1_000_000  # 5 MB
    with pytest.raises(KifuError) as info:
        read_record(text, fmt="usi")
    assert info.value.code == "usi-bad-move" and info.value.column == 35
    assert memory_of(lambda: read_record(text, fmt="usi")) < 2_000_000  # not the text's tokens (hundreds of MB)


def test_a_csa_file_of_many_games_is_read_one_game_at_a_time() -> None:
    game = "V2.2\nPI\n+\n+7776FU\n-3334FU\n+2726FU\n%TORYO\n"
    text = "/\n".join([game] * 20_000)  # 2,000,000 characters
    record = read_record(text, fmt="csa")
    assert len(record.main_line()) == 5
    assert memory_of(lambda: read_record(text, fmt="csa")) < 1_000_000  # the first game only
