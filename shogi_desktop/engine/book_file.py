"""YaneuraOu's standard book files (``#YANEURAOU-DB2016 1.00``), as YaneuraOu and ShogiHome write them.

    book = YaneuraOuBook(path)            # opens the file, reads its first line only
    book.moves("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -")   # [BookMove]
    summary = check_book_file(path, progress=cb, cancelled=flag)   # every line, streamed

The format::

    #YANEURAOU-DB2016 1.00
    sfen <board> <side> <hands> [<ply>]
    <move> [<ponder>|none [<value>|none [<depth>|none [<count>]]]] [#comment | //comment]
    ...

The first line is the header (a UTF-8 byte order mark before it is allowed).  Other lines that begin
with ``#`` or ``//`` are comments and empty lines are skipped; lines end with LF or CR LF.  A position
line is ``sfen`` and the SFEN, fields separated by single spaces, the move number optional; the moves
of the position follow it, one a line: the move and the expected reply in USI (``none`` when there is
none), the evaluation in centipawns for the side to move, the search depth and the number of times the
move was chosen; the numbers may be left out or written ``none``.  The positions are sorted by their
SFEN text, as YaneuraOu and ShogiHome write them: a position is found by a binary search over the
file (about 30 short reads in a 200 MB book), never by loading it, so memory does not grow with the
book.  ``check_book_file`` reads the whole file once, as a stream, and refuses the first malformed
line (its line and column), a number out of range, or positions out of order.

A problem is a :class:`BookProblem` (a code, line, column and detail in English); the UI translates the
code.  No Qt here.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import BinaryIO

HEADER = b"#YANEURAOU-DB2016 1.00"
BOM = b"\xef\xbb\xbf"
MAX_LINE = 4096  # bytes in a line (a position or a move line is far shorter)
MAX_ENTRY_MOVES = 1000  # move lines of one position (a position has at most 593 legal moves)
VALUE_LIMIT = 10_000_000  # |evaluation|
DEPTH_LIMIT = 1_000_000
COUNT_LIMIT = 2 ** 63 - 1
PLY_LIMIT = 1_000_000
NO_MOVE = (b"none", b"resign", b"win")  # written where there is no move; such a line is skipped
CHUNK = 1 << 16  # check_book_file reads this much at a time (and reports its progress)

_TOKEN = re.compile(rb"[^ \t\r\n]+")
_MOVE = re.compile(rb"[1-9][a-i][1-9][a-i]\+?|[PLNSGBR]\*[1-9][a-i]")
_NUMBER = re.compile(rb"[+-]?[0-9]{1,19}")
_RANK_TOKEN = re.compile(rb"[1-9]|\+?[PLNSGBRKplnsgbrk]")
_HAND = re.compile(rb"(?:[0-9]{0,2}[RBGSNLPrbgsnlp])+|-")
_PROMOTABLE = frozenset(b"PLNSBRplnsbr")
# The usual lines in one match each (the checks above run only to say what is wrong with the rest).
_MV = rb"(?:[1-9][a-i][1-9][a-i]\+?|[PLNSGBR]\*[1-9][a-i]|none|resign|win)"
_POSITION_FAST = re.compile(rb"sfen ([1-9PLNSGBRKplnsgbrk+/]+) ([bw]) ([0-9RBGSNLPrbgsnlp]+|-)(?: ([1-9][0-9]{0,6}))?")
_BAD_PLUS = re.compile(rb"\+(?![PLNSBRplnsbr])")
_MOVE_FAST = re.compile(_MV + rb"(?: +" + _MV + rb"(?: +([+-]?[0-9]{1,7}|none)(?: +([0-9]{1,6}|none)"
                        rb"(?: +([0-9]{1,18}|none))?)?)?)? *(?:(?:#|//)[^\n]{0,%d})?" % (MAX_LINE - 80))
_DIGITS = re.compile(rb"[0-9]+")
_GOOD_MOVE_LINE = re.compile(rb"^" + _MOVE_FAST.pattern + rb"\r?\n", re.M)
_OTHER_LINE = re.compile(rb"^(?:(?:#|//)[^\n]{0,%d})?\r?\n" % (MAX_LINE - 3), re.M)  # a comment or an empty line
_NO_MOVE_LINE = re.compile(rb"^(?:none|resign|win)\b", re.M)
_POSITION_START = re.compile(rb"^sfen ", re.M)
_RANK_CACHE = 1024  # rank texts remembered as good while a book is checked (then forgotten)


@dataclass(frozen=True)
class BookProblem:
    """Why a book file cannot be used: ``code`` for the UI, where, and a detail in English."""

    code: str  # unreadable, not-a-book, empty, line-too-long, not-text, bad-position, bad-move, bad-number,
    #            number-range, move-without-position, too-many-moves, unsorted
    line: int = 0  # 1-based; 0 when the problem is not at a line
    column: int = 0  # 1-based byte column
    detail: str = ""

    def __str__(self) -> str:
        where = f"line {self.line}, column {self.column}: " if self.line else ""
        return f"{where}{self.code}" + (f": {self.detail}" if self.detail else "")


class BookFileError(ValueError):
    def __init__(self, problem: BookProblem) -> None:
        super().__init__(str(problem))
        self.problem = problem


@dataclass(frozen=True)
class BookMove:
    move: str  # USI
    weight: float = 1.0  # the built-in book: the summed weights of its lines; a book file: the count
    value: int | None = None  # a book file's evaluation (centipawns, for the side to move)
    depth: int | None = None
    count: int | None = None


class BookCheckCancelled(Exception):
    pass


@dataclass(frozen=True)
class BookSummary:
    positions: int
    moves: int
    size: int  # bytes


class _LineError(Exception):
    """A problem in one line: its code, the column and a detail; the caller knows the line number."""

    def __init__(self, code: str, column: int, detail: str) -> None:
        super().__init__(detail)
        self.code, self.column, self.detail = code, column, detail


# ---------------------------------------------------------------------------------------- one line
def _strip(line: bytes) -> bytes:
    return line.rstrip(b" \t\r\n")


def is_comment(line: bytes) -> bool:
    return line.startswith((b"#", b"//"))


def parse_position_line(line: bytes, good_ranks: dict[bytes, bool] | None = None) -> bytes:
    """The key (board, side and hands, without the move number) of a ``sfen ...`` line.

    ``good_ranks`` remembers rank texts already found good (a check passes one for the whole file)."""
    text = _strip(line)
    m = _POSITION_FAST.fullmatch(text)
    if m is not None and _ranks_ok(m.group(1), good_ranks) and (
            m.group(4) is None or int(m.group(4)) <= PLY_LIMIT) and _hands_ok(m.group(3)):
        return text[5:m.end(3)]
    return _parse_position_slowly(text)


def _hands_ok(hands: bytes) -> bool:
    if hands == b"-" or hands.isalpha():
        return True
    return _HAND.fullmatch(hands) is not None and all(1 <= int(n) <= 18 for n in _DIGITS.findall(hands))


def _ranks_ok(board: bytes, good: dict[bytes, bool] | None) -> bool:
    ranks = board.split(b"/")
    if len(ranks) != 9 or (b"+" in board and _BAD_PLUS.search(board)):
        return False
    for rank in ranks:
        if good is not None and rank in good:
            continue
        squares = len(rank) - rank.count(b"+")
        for digit in b"23456789":
            squares += rank.count(digit) * (digit - 49)
        if squares != 9:
            return False
        if good is not None:
            if len(good) >= _RANK_CACHE:
                good.clear()
            good[rank] = True
    return board.count(b"K") <= 1 and board.count(b"k") <= 1


def _parse_position_slowly(text: bytes) -> bytes:
    """What :func:`parse_position_line` says when the quick match fails: the first problem, or the key."""
    if not text.isascii():
        raise _LineError("not-text", _first_non_ascii(text), "a position line is ASCII text")
    fields = text[5:].split(b" ")
    col = 6
    columns = []
    for f in fields:
        columns.append(col)
        col += len(f) + 1
    if len(fields) not in (3, 4) or not all(fields):
        raise _LineError("bad-position", 6, "expected `sfen BOARD SIDE HANDS [MOVE-NUMBER]`, one space apart")
    _check_board(fields[0], columns[0])
    if fields[1] not in (b"b", b"w"):
        raise _LineError("bad-position", columns[1], f"the side to move is b or w, not {fields[1].decode()!r}")
    if not _HAND.fullmatch(fields[2]):
        raise _LineError("bad-position", columns[2], f"bad pieces in hand {fields[2].decode()!r}")
    for m in re.finditer(rb"([0-9]{0,2})([RBGSNLPrbgsnlp])", fields[2]):
        if m.group(1) and not 1 <= int(m.group(1)) <= 18:
            raise _LineError("number-range", columns[2] + m.start(), "a count in hand is 1 to 18")
    if len(fields) == 4 and not (fields[3].isdigit() and len(fields[3]) <= 7 and 1 <= int(fields[3]) <= PLY_LIMIT):
        raise _LineError("bad-number", columns[3], f"the move number is 1 to {PLY_LIMIT}")
    return b" ".join(fields[:3])


def _check_board(board: bytes, column: int) -> None:
    ranks = board.split(b"/")
    if len(ranks) != 9:
        raise _LineError("bad-position", column, f"a board has 9 ranks, this one {len(ranks)}")
    kings = {b"K": 0, b"k": 0}
    col = column
    for rank in ranks:
        squares = 0
        pos = 0
        while pos < len(rank):
            m = _RANK_TOKEN.match(rank, pos)
            if m is None:
                raise _LineError("bad-position", col + pos, f"unexpected {rank[pos:pos + 1].decode()!r} on the board")
            token = m.group()
            if token[0:1].isdigit():
                squares += token[0] - 48
            else:
                if token[0:1] == b"+" and token[1] not in _PROMOTABLE:
                    raise _LineError("bad-position", col + pos, f"{token.decode()!r} cannot be promoted")
                if token[-1:] in kings:
                    kings[token[-1:]] += 1
                squares += 1
            pos = m.end()
        if squares != 9:
            raise _LineError("bad-position", col, f"a rank has 9 squares, this one {squares}")
        col += len(rank) + 1
    if kings[b"K"] > 1 or kings[b"k"] > 1:
        raise _LineError("bad-position", column, "more than one king of a side")


def parse_move_line(line: bytes) -> BookMove | None:
    """A move line as a BookMove (None for a line whose move is ``none``)."""
    tokens: list[tuple[int, bytes]] = []
    for m in _TOKEN.finditer(line):
        tok = m.group()
        if len(tokens) >= 2 and is_comment(tok):
            break
        if len(tokens) == 5:
            raise _LineError("bad-move", m.start() + 1, "unexpected text after the count (a comment starts with #)")
        if not tok.isascii():
            raise _LineError("not-text", m.start() + 1, "a move line is ASCII text up to its comment")
        tokens.append((m.start() + 1, tok))
    col, move = tokens[0]
    if move not in NO_MOVE and not _MOVE.fullmatch(move):
        raise _LineError("bad-move", col, f"{move.decode()!r} is not a USI move")
    if len(tokens) > 1:
        pcol, ponder = tokens[1]
        if ponder not in NO_MOVE and not _MOVE.fullmatch(ponder):
            raise _LineError("bad-move", pcol, f"the reply {ponder.decode()!r} is not a USI move or none")
    numbers: list[int | None] = []
    for (ncol, tok), limit, low in zip(tokens[2:], (VALUE_LIMIT, DEPTH_LIMIT, COUNT_LIMIT),
                                        (-VALUE_LIMIT, 0, 0)):
        if tok == b"none":
            numbers.append(None)
            continue
        if not _NUMBER.fullmatch(tok):
            raise _LineError("bad-number", ncol, f"{tok.decode()!r} is not a whole number or none")
        number = int(tok)
        if not low <= number <= limit:
            raise _LineError("number-range", ncol, f"{number} is outside {low}..{limit}")
        numbers.append(number)
    if move in NO_MOVE:
        return None
    numbers += [None] * (3 - len(numbers))
    value, depth, count = numbers
    return BookMove(move.decode(), float(count) if count is not None else 0.0, value, depth, count)


def _first_non_ascii(text: bytes) -> int:
    for i, byte in enumerate(text):
        if byte > 127:
            return i + 1
    return 1


def _header_ok(first: bytes) -> bool:
    if first.startswith(BOM):
        first = first[len(BOM):]
    return first.rstrip(b" \t\r\n") == HEADER


def _unreadable(exc: OSError) -> BookFileError:
    return BookFileError(BookProblem("unreadable", 0, 0, f"{exc.strerror or exc}"))


def _not_a_book() -> BookFileError:
    return BookFileError(BookProblem("not-a-book", 1, 1, f"the first line is not {HEADER.decode()}"))


# ---------------------------------------------------------------------------------------- the whole file
def check_book_file(path: str | os.PathLike[str], progress: Callable[[float], None] | None = None,
                    cancelled: Callable[[], bool] | None = None) -> BookSummary:
    """Read the whole file as a stream (memory stays flat): every line well formed, every number in
    range, positions in order.  Raises BookFileError at the first problem, BookCheckCancelled when
    ``cancelled()`` turns true; ``progress(fraction)`` is told how far it got."""
    try:
        f = open(path, "rb")  # noqa: SIM115 - closed below
    except OSError as exc:
        raise _unreadable(exc) from None
    with f:
        try:
            size = os.fstat(f.fileno()).st_size
            return _check_stream(f, size, progress, cancelled)
        except OSError as exc:
            raise _unreadable(exc) from None


def _check_stream(f: BinaryIO, size: int, progress: Callable[[float], None] | None,
                  cancelled: Callable[[], bool] | None) -> BookSummary:
    first = f.readline(MAX_LINE + 1)
    if not _header_ok(first):
        raise _not_a_book()
    state = _Check()
    lineno = 1
    offset = len(first)
    carry = b""
    while True:
        chunk = f.read(CHUNK)
        if cancelled is not None and cancelled():
            raise BookCheckCancelled()
        if not chunk:
            break
        offset += len(chunk)
        text = carry + chunk
        cut = text.rfind(b"\n") + 1
        carry = text[cut:]  # the start of a line the next chunk finishes
        state.chunk(text[:cut], lineno + 1)
        lineno += text.count(b"\n", 0, cut)
        if len(carry) > MAX_LINE:
            raise BookFileError(BookProblem("line-too-long", lineno + 1, MAX_LINE + 1, f"longer than {MAX_LINE} bytes"))
        if progress is not None and size:
            progress(min(1.0, offset / size))
    if carry:
        state.line(carry, lineno + 1)
    if state.positions == 0:
        raise BookFileError(BookProblem("empty", 0, 0, "no position lines"))
    if progress is not None:
        progress(1.0)
    return BookSummary(state.positions, state.moves, size)


class _Check:
    """check_book_file's state between lines: the last key (for the order) and the counts."""

    def __init__(self) -> None:
        self.prev: bytes | None = None
        self.positions = self.moves = self.entry_moves = 0
        self.good_ranks: dict[bytes, bool] = {}

    def chunk(self, text: bytes, first: int) -> None:
        """Whole lines (each ends with LF), the first of them line ``first``: the usual lines are matched
        all at once; anything unusual is read again line by line, which says what is wrong."""
        if not self._quick(text, first):
            for n, line in enumerate(text.split(b"\n")[:-1]):
                self.line(line, first + n)

    def _quick(self, text: bytes, first: int) -> bool:
        no_moves, move_lines = _GOOD_MOVE_LINE.subn(b"", text)
        rest = _OTHER_LINE.sub(b"", no_moves)
        starts = [m.start() for m in _POSITION_START.finditer(text)]
        if rest.count(b"\n") != len(starts):
            return False  # a line that is neither a good move line, a comment nor a position
        if self.prev is None and _GOOD_MOVE_LINE.search(text, 0, starts[0] if starts else len(text)):
            return False  # a move before the first position
        prev, entry = self.prev, self.entry_moves
        for line in rest.split(b"\n")[:-1]:
            if len(line) > MAX_LINE:
                return False
            try:
                key = parse_position_line(line, self.good_ranks)
            except _LineError:
                return False
            if prev is not None and key < prev:
                return False
            prev = key
        entry += text.count(b"\n", 0, starts[0] if starts else len(text))  # the last position's, continued
        if entry > MAX_ENTRY_MOVES:
            return False
        for a, b in zip(starts, [*starts[1:], len(text)]):  # the lines after each position: its moves
            entry = text.count(b"\n", a, b) - 1
            if entry > MAX_ENTRY_MOVES:
                return False
        self.prev, self.entry_moves = prev, entry
        self.positions += len(starts)
        self.moves += move_lines - len(_NO_MOVE_LINE.findall(text))
        return True

    def line(self, line: bytes, lineno: int) -> None:
        if len(line) > MAX_LINE:
            raise BookFileError(BookProblem("line-too-long", lineno, MAX_LINE + 1, f"longer than {MAX_LINE} bytes"))
        text = _strip(line)
        if not text or text.startswith((b"#", b"//")):
            return
        try:
            if text.startswith(b"sfen "):
                key = parse_position_line(text, self.good_ranks)
                if self.prev is not None and key < self.prev:
                    raise _LineError("unsorted", 1, "the positions are not sorted by their SFEN")
                self.prev = key
                self.positions += 1
                self.entry_moves = 0
                return
            if self.prev is None:
                raise _LineError("move-without-position", 1, "a move line before the first position")
            m = _MOVE_FAST.fullmatch(text)
            if m is None or (m.group(3) is not None and len(m.group(3)) > 18 and int(m.group(3)) > COUNT_LIMIT):
                parse_move_line(text)  # says what is wrong
            if not text.startswith(NO_MOVE):
                self.moves += 1
            self.entry_moves += 1
            if self.entry_moves > MAX_ENTRY_MOVES:
                raise _LineError("too-many-moves", 1, f"more than {MAX_ENTRY_MOVES} moves for one position")
        except _LineError as exc:
            raise BookFileError(BookProblem(exc.code, lineno, exc.column, exc.detail)) from None


# ---------------------------------------------------------------------------------------- lookups
class YaneuraOuBook:
    """An open book file; ``moves(key)`` finds a position by binary search (nothing is cached)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = str(path)
        self.bytes_read = 0  # what the lookups read, for tests and benchmarks
        try:
            self._f: BinaryIO = open(path, "rb")  # noqa: SIM115 - closed by close()
            st = os.fstat(self._f.fileno())
        except OSError as exc:
            raise _unreadable(exc) from None
        self.size = st.st_size
        self.stamp = (self.path, st.st_size, st.st_mtime_ns)
        try:
            first = self._f.readline(MAX_LINE + 1)
        except OSError as exc:
            self.close()
            raise _unreadable(exc) from None
        if not _header_ok(first):
            self.close()
            raise _not_a_book()
        self._start = len(first)  # where the second line begins
        self.bytes_read += len(first)

    def close(self) -> None:
        f = getattr(self, "_f", None)
        if f is not None:
            f.close()

    def __enter__(self) -> YaneuraOuBook:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def moves(self, key: str) -> list[BookMove]:
        """The book moves of the position ``key`` (SFEN without the move number); [] if it is not in
        the book.  Raises BookFileError if a line read on the way is malformed."""
        target = key.encode("ascii")
        try:
            found = self._next_position(self._lower_bound(target))
            out: list[BookMove] = []
            seen: set[str] = set()
            while found is not None and found[2] == target:  # the same position may be written twice
                end, entry = self._entry(found[1])
                for m in entry:
                    if m.move not in seen:
                        seen.add(m.move)
                        out.append(m)
                found = self._next_position(end)
            return out
        except OSError as exc:
            raise _unreadable(exc) from None

    # ------------------------------------------------------------------ the search
    def _lower_bound(self, target: bytes) -> int:
        """An offset whose next position line is the first one with a key >= target (or none)."""
        lo, hi = self._start, self.size
        while lo < hi:
            mid = (lo + hi) // 2
            found = self._next_position(mid)
            if found is None or found[2] >= target:
                hi = mid
            else:
                lo = found[1]
        return lo

    def _next_position(self, offset: int) -> tuple[int, int, bytes] | None:
        """(start, end, key) of the first position line that starts at ``offset`` or later."""
        f = self._f
        if offset > self._start:
            f.seek(offset - 1)
            before = f.read(1)
            self.bytes_read += 1
            if before != b"\n":
                offset = self._skip_line(offset)
        else:
            offset = self._start
        f.seek(offset)
        while True:
            line = self._read_line(offset)
            if not line:
                return None
            if line.startswith(b"sfen "):
                try:
                    return offset, offset + len(line), parse_position_line(line)
                except _LineError as exc:
                    raise self._error(exc, offset) from None
            offset += len(line)

    def _skip_line(self, offset: int) -> int:
        """The offset of the next line start after ``offset`` (inside a line)."""
        f = self._f
        f.seek(offset)
        skipped = 0
        while True:
            part = f.readline(MAX_LINE + 1)
            self.bytes_read += len(part)
            skipped += len(part)
            if not part or part.endswith(b"\n"):
                return offset + skipped
            if skipped > 2 * MAX_LINE:
                raise BookFileError(BookProblem("line-too-long", self._line_number(offset), 1,
                                                f"longer than {MAX_LINE} bytes"))

    def _read_line(self, offset: int) -> bytes:
        line = self._f.readline(MAX_LINE + 1)
        self.bytes_read += len(line)
        if len(line) > MAX_LINE:
            raise BookFileError(BookProblem("line-too-long", self._line_number(offset), MAX_LINE + 1,
                                            f"longer than {MAX_LINE} bytes"))
        return line

    def _entry(self, offset: int) -> tuple[int, list[BookMove]]:
        """The moves after the position line ending at ``offset``, and where they end."""
        self._f.seek(offset)
        out: list[BookMove] = []
        lines = 0
        while True:
            line = self._read_line(offset)
            if not line or line.startswith(b"sfen "):
                return offset, out
            text = _strip(line)
            if text and not is_comment(text):
                lines += 1
                try:
                    if lines > MAX_ENTRY_MOVES:
                        raise _LineError("too-many-moves", 1, f"more than {MAX_ENTRY_MOVES} moves for one position")
                    move = parse_move_line(text)
                except _LineError as exc:
                    raise self._error(exc, offset) from None
                if move is not None:
                    out.append(move)
            offset += len(line)

    def _error(self, exc: _LineError, offset: int) -> BookFileError:
        return BookFileError(BookProblem(exc.code, self._line_number(offset), exc.column, exc.detail))

    def _line_number(self, offset: int) -> int:
        """The 1-based line at byte ``offset`` (counted in chunks, only when a problem is reported)."""
        f = self._f
        f.seek(0)
        count = 0
        left = offset
        while left > 0:
            chunk = f.read(min(left, 1 << 20))
            if not chunk:
                break
            count += chunk.count(b"\n")
            left -= len(chunk)
        return count + 1
