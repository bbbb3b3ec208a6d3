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

Every failure must be a KifuError (for readers) naming the format: never another exception.
"""

from __future__ import annotations

import contextlib
import random

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
        return
    assert isinstance(record, GameRecord)


FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)


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
@settings(max_examples=60, deadline=None, database=None)
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
