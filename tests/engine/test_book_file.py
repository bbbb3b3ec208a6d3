"""YaneuraOu's book format (``#YANEURAOU-DB2016 1.00``): a book written by hand in the exact format, books
generated from real positions (cross-checked against a plain reading of the same file and against
cshogi's SFEN), malformed books refused with line and column, and a book of several MB looked up and
checked with memory that does not grow with the file (measured by allocation, never by time)."""

from __future__ import annotations

import os
import random
import tracemalloc
from pathlib import Path

import cshogi
import pytest

from shogi_desktop.core.position import Position
from shogi_desktop.engine.book import BookPlayer, BookRequest, position_key
from shogi_desktop.engine.book_file import (
    MAX_LINE,
    BookCheckCancelled,
    BookFileError,
    YaneuraOuBook,
    check_book_file,
)

HEADER = "#YANEURAOU-DB2016 1.00"
START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -"
AFTER_76 = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w -"

# Written by hand, as YaneuraOu writes it (positions sorted by their SFEN text; "2P6" sorts before "9/"),
# with ShogiHome's additions: `none` for missing numbers, comment lines after a move (and a trailing space).
HAND_WRITTEN = f"""{HEADER}
// a book written by hand for the tests
sfen {AFTER_76} 2
8c8d 7i6h 0 32 4
3c3d none -50 30 2
sfen {START} 1{" "}
7g7f 3c3d 50 32 7
#the most common first move
2g2f 8c8d 45 32 3
5g5f none none none
9g9f none -400 20 90
"""


def _write(path: Path, text: str, newline: str = "\n", bom: bool = False) -> Path:
    data = text.replace("\n", newline).encode("utf-8")
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + data)
    return path


@pytest.mark.parametrize("newline,bom", [("\n", False), ("\r\n", False), ("\n", True)])
def test_a_book_written_by_hand(tmp_path: Path, newline: str, bom: bool) -> None:
    path = _write(tmp_path / "user_book1.db", HAND_WRITTEN, newline, bom)
    summary = check_book_file(path)
    assert (summary.positions, summary.moves) == (2, 6)
    with YaneuraOuBook(path) as book:
        start = book.moves(START)
        assert [(m.move, m.value, m.depth, m.count) for m in start] == [
            ("7g7f", 50, 32, 7), ("2g2f", 45, 32, 3), ("5g5f", None, None, None), ("9g9f", -400, 20, 90)]
        assert [m.move for m in book.moves(AFTER_76)] == ["8c8d", "3c3d"]
        assert book.moves(START.replace(" b ", " w ")) == []
        assert book.moves("9/9/9/9/4k4/9/9/9/4K4 b -") == []  # before the first position
        assert book.moves("lnsgkgsnl/9/9/9/9/9/9/9/9 b -") == []  # after the last


def test_the_engine_plays_a_book_files_moves_by_value_and_count(tmp_path: Path) -> None:
    path = _write(tmp_path / "book.db", HAND_WRITTEN)
    player = BookPlayer()
    seen = set()
    for seed in range(60):
        reply, problem = player.ask(Position.initial(), BookRequest(str(path), seed), 10)
        assert problem is None and reply is not None and reply.source == "book.db" and reply.opening is None
        seen.add(reply.move)
    # 9g9f (-400) is far below the best value; 5g5f has no count: the counted good moves are played
    assert seen == {"7g7f", "2g2f"}
    pos = Position.initial()
    pos.push(pos.legal_move_from_usi("7g7f"))
    reply, _ = player.ask(pos, BookRequest(str(path), 1), 10)
    assert reply is not None and reply.move == "8c8d"  # 3c3d (-50) is more than 30 below 8c8d (0)
    pos.push(pos.legal_move_from_usi("8c8d"))
    assert player.ask(pos, BookRequest(str(path), 1), 10) == (None, None)  # out of the book: search
    player.close()


def test_a_move_that_does_not_fit_the_position_is_skipped(tmp_path: Path) -> None:
    path = _write(tmp_path / "odd.db", f"{HEADER}\nsfen {START} 1\n1a1b none 0 0 50\n2g2f none 0 0 1\n")
    reply = BookPlayer().reply(Position.initial(), BookRequest(str(path)), 10)
    assert reply is not None and reply.move == "2g2f"


# ---------------------------------------------------------------------------------------- malformed
def _bad(lines: list[str]) -> str:
    return "\n".join(lines) + "\n"


GOOD_MOVE = "7g7f 3c3d 0 32 1"
MALFORMED = [
    ("no header", _bad([f"sfen {START} 1", GOOD_MOVE]), "not-a-book", 1, 1),
    ("other header", _bad(["#YANEURAOU-DB2016 2.00", f"sfen {START} 1", GOOD_MOVE]), "not-a-book", 1, 1),
    ("header only", _bad([HEADER, "// nothing"]), "empty", 0, 0),
    ("eight ranks", _bad([HEADER, "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1", GOOD_MOVE]),
     "bad-position", 2, 6),
    ("ten squares", _bad([HEADER, "sfen lnsgkgsnl/1r5b2/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"]),
     "bad-position", 2, 16),
    ("bad piece", _bad([HEADER, "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1"]),
     "bad-position", 2, 62),
    ("promoted gold", _bad([HEADER, "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNS+GKGSNL b - 1"]),
     "bad-position", 2, 57),
    ("side", _bad([HEADER, f"sfen {START[:-4]} x - 1"]), "bad-position", 2, 64),
    ("hand", _bad([HEADER, f"sfen {START[:-2]} 3 1"]), "bad-position", 2, 66),
    ("hand count", _bad([HEADER, f"sfen {START[:-2]} 19P 1"]), "number-range", 2, 66),
    ("move number", _bad([HEADER, f"sfen {START} 0"]), "bad-number", 2, 68),
    ("double space", _bad([HEADER, f"sfen {START[:-4]}  b - 1"]), "bad-position", 2, 6),
    ("bad move", _bad([HEADER, f"sfen {START} 1", "7g7j 3c3d 0 32 1"]), "bad-move", 3, 1),
    ("bad reply", _bad([HEADER, f"sfen {START} 1", "7g7f 3x3d 0 32 1"]), "bad-move", 3, 6),
    ("bad value", _bad([HEADER, f"sfen {START} 1", "7g7f 3c3d 1e5 32 1"]), "bad-number", 3, 11),
    ("huge value", _bad([HEADER, f"sfen {START} 1", "7g7f 3c3d 99999999999 32 1"]), "number-range", 3, 11),
    ("negative depth", _bad([HEADER, f"sfen {START} 1", "7g7f 3c3d 0 -1 1"]), "number-range", 3, 13),
    ("negative count", _bad([HEADER, f"sfen {START} 1", "7g7f 3c3d 0 32 -5"]), "number-range", 3, 16),
    ("extra text", _bad([HEADER, f"sfen {START} 1", "7g7f 3c3d 0 32 1 extra"]), "bad-move", 3, 18),
    ("not ascii", _bad([HEADER, f"sfen {START} 1", "7g7f ３c3d 0 32 1"]), "not-text", 3, 6),
    ("move first", _bad([HEADER, GOOD_MOVE, f"sfen {START} 1"]), "move-without-position", 2, 1),
    ("unsorted", _bad([HEADER, f"sfen {START} 1", GOOD_MOVE, f"sfen {AFTER_76} 2", "8c8d none 0 0 1"]),
     "unsorted", 4, 1),
    ("too long", _bad([HEADER, f"sfen {START} 1", "7g7f none 0 0 1 #" + "x" * MAX_LINE]), "line-too-long", 3,
     MAX_LINE + 1),
]


@pytest.mark.parametrize("name,text,code,line,column", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_malformed_books_are_refused_with_line_and_column(tmp_path: Path, name: str, text: str, code: str,
                                                          line: int, column: int) -> None:
    path = _write(tmp_path / "bad.db", text)
    with pytest.raises(BookFileError) as err:
        check_book_file(path)
    assert (err.value.problem.code, err.value.problem.line, err.value.problem.column) == (code, line, column)
    if code not in ("not-a-book", "empty", "unsorted", "move-without-position"):
        # the engine, reading only what it needs, refuses the same line
        with pytest.raises(BookFileError) as looked_up, YaneuraOuBook(path) as book:
            book.moves(START)
        assert looked_up.value.problem.code == code and looked_up.value.problem.line == line


def test_a_missing_or_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(BookFileError) as err:
        check_book_file(tmp_path / "none.db")
    assert err.value.problem.code == "unreadable"
    with pytest.raises(BookFileError):
        YaneuraOuBook(tmp_path / "none.db")
    with pytest.raises(BookFileError) as err:
        YaneuraOuBook(_write(tmp_path / "kifu.kif", "# KIF\n手合割：平手\n"))
    assert err.value.problem.code == "not-a-book"


def test_a_bad_file_is_reported_once_and_read_again_when_it_changes(tmp_path: Path) -> None:
    path = tmp_path / "book.db"
    _write(path, _bad([HEADER, f"sfen {START} 1", "7g7f 3c3d zero 32 1"]))
    player = BookPlayer()
    reply, problem = player.ask(Position.initial(), BookRequest(str(path)), 10)
    assert reply is None and problem is not None and (problem.code, problem.line) == ("bad-number", 3)
    assert player.ask(Position.initial(), BookRequest(str(path)), 10) == (None, None)  # not again
    _write(path, HAND_WRITTEN + "\n")  # fixed (another size)
    reply, problem = player.ask(Position.initial(), BookRequest(str(path)), 10)
    assert problem is None and reply is not None and reply.move in {"7g7f", "2g2f"}
    player.close()


# ---------------------------------------------------------------------------------------- real positions
def _random_positions(seed: int, games: int, plies: int) -> dict[str, list[str]]:
    """SFEN keys (cshogi's, without the move number) of random games, with a few legal moves each."""
    rng = random.Random(seed)
    out: dict[str, list[str]] = {}
    for _ in range(games):
        board = cshogi.Board()
        for _ in range(plies):
            moves = [cshogi.move_to_usi(m) for m in board.legal_moves]
            if not moves:
                break
            key = board.sfen().rsplit(" ", 1)[0]
            out.setdefault(key, rng.sample(moves, min(3, len(moves))))
            board.push_usi(rng.choice(moves))
    return out


def _extra(moves: list[str]) -> str:
    return next(m for m in ("9g9f", "1g1f", "5g5f", "2g2f") if m not in moves)


def _write_book(path: Path, entries: dict[str, list[str]], duplicate: str | None = None) -> Path:
    lines = [HEADER]
    for key in sorted(entries):
        lines.append(f"sfen {key} 1")
        lines += [f"{m} none {10 - i} 16 {i + 1}" for i, m in enumerate(entries[key])]
        if key == duplicate:  # the same position again at another move number, as some books hold it
            lines += [f"sfen {key} 9", f"{_extra(entries[key])} none 0 16 1", entries[key][0] + " none 0 16 1"]
    return _write(path, "\n".join(lines) + "\n")


def _plain_reading(path: Path) -> dict[str, list[str]]:
    """The simplest reading of a book: every line, into a dict (what the binary search must agree with)."""
    out: dict[str, list[str]] = {}
    key = ""
    for raw in path.read_text(encoding="utf-8").splitlines()[1:]:
        if raw.startswith("sfen "):
            key = raw[5:].rsplit(" ", 1)[0]
        elif raw and not raw.startswith(("#", "//")):
            out.setdefault(key, [])
            move = raw.split()[0]
            if move not in out[key]:
                out[key].append(move)
    return out


def test_lookups_agree_with_a_plain_reading_of_the_file(tmp_path: Path) -> None:
    entries = _random_positions(1, 20, 70)
    duplicate = sorted(entries)[len(entries) // 2]
    path = _write_book(tmp_path / "random.db", entries, duplicate)
    plain = _plain_reading(path)
    assert check_book_file(path).positions == len(entries) + 1
    with YaneuraOuBook(path) as book:
        for key, moves in plain.items():
            assert [m.move for m in book.moves(key)] == moves
        assert [m.move for m in book.moves(duplicate)] == entries[duplicate] + [_extra(entries[duplicate])]
        # our position's key is the book's (cshogi's SFEN), captures and hands included
        for key in list(entries)[::40]:
            pos = Position.from_sfen(key + " 1")
            assert position_key(pos) == key
            reply = BookPlayer().reply(pos, BookRequest(str(path)), 10)
            assert reply is not None and reply.move in entries[key]
    assert any(k.split(" ")[2] != "-" for k in entries)  # some positions have pieces in hand


# ---------------------------------------------------------------------------------------- a big book
def _rank(n: int) -> str:
    """Rank n (base 3 over nine squares: empty, P, p) in SFEN."""
    out, empty = [], 0
    for _ in range(9):
        n, d = divmod(n, 3)
        if d == 0:
            empty += 1
            continue
        if empty:
            out.append(str(empty))
            empty = 0
        out.append("P" if d == 1 else "p")
    if empty:
        out.append(str(empty))
    return "".join(out)


def _big_book(path: Path, positions: int) -> list[str]:
    keys = sorted({f"lnsgkgsnl/1r5b1/9/9/{_rank(n)}/9/9/1B5R1/LNSGKGSNL {'bw'[n % 2]} {h}"
                   for n in range(positions // 3) for h in ("-", "P", "2Pp")})
    with path.open("w", encoding="ascii") as f:
        f.write(HEADER + "\n")
        for i, key in enumerate(keys):
            f.write(f"sfen {key} {i % 200 + 1}\n1i1h none {i % 97 - 48} 20 {i}\n9i9h 1a1b 0 20 1\n")
    return keys


def _check_peak(path: Path) -> tuple[int, list[float]]:
    fractions: list[float] = []
    tracemalloc.start()
    try:
        summary = check_book_file(path, progress=fractions.append)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert summary.size == os.path.getsize(path)
    return peak, fractions


def test_a_big_book_is_searched_and_checked_without_growing_memory(tmp_path: Path) -> None:
    path = tmp_path / "big.db"
    keys = _big_book(path, 24000)
    size = os.path.getsize(path)
    assert size > 2_000_000
    wanted = random.Random(5).sample(range(len(keys)), 200)
    tracemalloc.start()
    try:
        with YaneuraOuBook(path) as book:
            for i in wanted:
                moves = book.moves(keys[i])
                assert [(m.move, m.count) for m in moves] == [("1i1h", i), ("9i9h", 1)], keys[i]
            assert book.moves(keys[0].replace("LNSGKGSNL", "LNSGKGSN1")) == []
            read_per_lookup = book.bytes_read / len(wanted)
        _, lookup_peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    # a lookup reads a few dozen short lines (a binary search), never the book
    assert read_per_lookup < 20_000 < size / 100
    assert lookup_peak < 200_000
    # the check streams: a book four times bigger needs no more memory
    small = _big_book(tmp_path / "small.db", 6000)
    small_peak, _ = _check_peak(tmp_path / "small.db")
    big_peak, fractions = _check_peak(path)
    assert big_peak < 1.5 * small_peak + 100_000 and big_peak < 600_000
    assert fractions == sorted(fractions) and fractions[-1] == 1.0 and len(fractions) > 3
    assert check_book_file(path).positions == len(keys) and check_book_file(tmp_path / "small.db").positions == len(small)


def test_a_check_can_be_cancelled(tmp_path: Path) -> None:
    path = tmp_path / "big.db"
    _big_book(path, 30000)
    with pytest.raises(BookCheckCancelled):
        check_book_file(path, cancelled=lambda: True)
