"""The text stage of the KIF and KI2 readers: lines sorted into headers, a board diagram, comments,
bookmarks and blocks of moves (the main line, then each ``変化：N手`` block), no move played yet.

Both kinds of move lines are read whatever the format says (numbered KIF lines and ▲/△ KI2 lines),
so a file with the wrong extension still opens.  A ``変則：ID`` header (our variant games,
docs/formats.md) switches the variant before the diagram and the moves are read.

Every regular expression here matches in time linear in the line: unbounded repeats are possessive
(``*+``, ``++``), so nothing is tried twice (tests/notation/test_linear_patterns.py checks the
patterns).  Numbers are bounded where they are read: move numbers and times have at most nine digits.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from itertools import compress, repeat
from operator import is_, is_not
from typing import Any

from ..core.actions import ActionSyntaxError, parse_action
from ..core.variant import VariantError, load_variant
from .bod import Bod, BodReader
from .errors import KifuError
from .japanese import MARKS, MoveText, MoveTextError, parse_move_text
from .native import event_from_json

# Our own header lines for variant games (docs/formats.md, "KIF and KI2 of variant games").
VARIANT_KEY = "変則"  # 変則：eight-knight:4
SFEN_KEY = "変則SFEN"  # 変則SFEN：the start position with the add-on fields
HANDICAP_KEY = "変則手合割"  # 変則手合割：rook (the record's handicap label)
EVENT_PREFIX = "#event "  # #event {JSON}: an add-on event of the move above (of the start before the moves)

MAX_NUMBER_DIGITS = 9  # move numbers and time fields (SFEN's move number has at most nine digits too)

_FW_TABLE = str.maketrans("０１２３４５６７８９（）／：＋", "0123456789()/:+")
_MOVE_LINE_RE = re.compile(r"[ \u3000]*+([0-9]++)[ \u3000]++")
_TIME_RE = re.compile(r"[ \u3000]*+\([ \u3000]*+([0-9:]++)[ \u3000]*+(?:/[ \u3000]*+([0-9:]*+)[ \u3000]*+)?+\)")
_BRANCH_RE = re.compile(r"[ \u3000]*+変化[：:][ \u3000]*+([0-9０-９]++)")
_SUMMARY_RE = re.compile(r"[ \u3000]*+まで、?+[ \u3000]*+([0-9０-９]++)[ \u3000]*+手")
_HEADER_RE = re.compile(r"([^ \u3000：:]++)[：:](.*+)")
# Header lines of the usual keys, which no other kind of line can start with (a shortcut).
_PLAIN_HEADER_RE = re.compile(r"(先手|後手|下手|上手|棋戦|場所|開始日時|終了日時|持ち時間|戦型|備考|表題|手合割)[：:](.*+)")
# A line of the move section: a move line as Kifu for Windows, ShogiHome and cshogi write it (the number, a
# move text without spaces but 同　's, the time), or any other line; one findall reads a whole section.
_ROW_RE = re.compile(
    r"(?: *+([0-9]{1,9}+) ++((?:同\u3000?+)?+[^ \t(\u3000\n]++(?:\([0-9]{2}\))?+) *+"
    r"(?:\( *+([0-9]{1,9}+:[0-9]{1,9}+)/([0-9]{1,9}+:[0-9]{1,9}+:[0-9]{1,9}+)\))?+ *+\+?+ *+(?=\n|\Z))?+"
    r"([^\n]*+)\n?+")
_SECTION_RE = re.compile(r"^手数--[^\n]*+\n", re.M)
_ANNOTATION_RE = re.compile(r"\n[*&#]")  # a comment, bookmark or event line
_CACHE_SIZE = 4096  # distinct move texts kept between files (a text is at most _CACHE_KEY long)
_CACHE_KEY = 24
_TEXT_CACHE: dict[str, dict[str, MoveText | str | None]] = {}


# ============================================================================ scanned text
class Item:
    """One move, action or ending as written (a plain class: a file has thousands of them)."""

    __slots__ = ("line", "column", "text", "number", "move", "ending", "summary", "time", "total", "comments",
                 "bookmark", "action", "events")

    def __init__(self, line: int, column: int, text: str, number: int | None = None, move: MoveText | None = None,
                 ending: str | None = None, summary: str | None = None, action: str | None = None) -> None:
        self.line = line
        self.column = column
        self.text = text
        self.number = number  # KIF's move number
        self.move = move
        self.ending = ending  # the ending word (投了 …)
        self.summary = summary  # an ending given by a まで…手で line: what it says after 手で
        self.time: float | None = None
        self.total: float | None = None
        self.action = action  # a card, magic or variant-power action (NAME!STEP,...) written in 【】
        self.comments: list[str] = []
        self.bookmark = ""
        self.events: list[Any] = []  # add-on events (#event lines)

    @property
    def is_ending(self) -> bool:
        return self.ending is not None or self.summary is not None


class Run:
    """Consecutive usual move lines, as the scan found them (a plain class: the build plays them in one
    sweep, or turns them into items, :meth:`items`, to read them one by one)."""

    __slots__ = ("first_line", "numbers", "texts", "values", "spent", "totals", "lines", "offset")

    def __init__(self, first_line: int, lines: list[str], offset: int) -> None:
        self.first_line = first_line  # the line number of the first
        self.numbers: list[str] = []  # the move numbers as written
        self.texts: list[str] = []  # the move texts
        self.values: list[MoveText] = []
        self.spent: list[str] = []  # m:ss, or "" (no time)
        self.totals: list[str] = []
        self.lines = lines  # the text's lines from line number ``offset`` on
        self.offset = offset

    # (what the build asks of a block's elements, as of an Item)
    number = property(lambda self: int(self.numbers[0]) if self.numbers else None)
    line = property(lambda self: self.first_line)
    column = 1
    move = None
    time = 0.0
    total = 0.0
    is_ending = False

    def __len__(self) -> int:
        return len(self.numbers)

    def items(self, start: int = 0) -> list[Item]:
        """The rows from ``start`` on as items (with their columns)."""
        out = []
        for k in range(start, len(self.numbers)):
            lineno = self.first_line + k
            text = self.texts[k]
            line = self.lines[lineno - self.offset]
            item = Item(lineno, line.find(text[0]) + 1, text, int(self.numbers[k]), self.values[k])
            if self.spent[k]:
                item.time = _seconds_of(self.spent[k])
                item.total = _seconds_of(self.totals[k])
            out.append(item)
        return out


@dataclass
class Block:
    """The main line (``start`` 0) or a ``変化：N手`` block."""

    start: int  # the move number of its first move as written (0: the main line)
    line: int
    items: list[Item | Run] = field(default_factory=list)


@dataclass
class Scan:
    """Everything the text said, before any move is played."""

    fmt: str
    headers: list[tuple[str, str]] = field(default_factory=list)
    handicap: tuple[str, int] | None = None  # 手合割 value and its line
    bod: Bod | None = None
    bod_line: int = 0
    comments: list[str] = field(default_factory=list)  # of the start position
    bookmark: str = ""
    events: list[Any] = field(default_factory=list)  # of the start position (#event lines)
    blocks: list[Block] = field(default_factory=list)
    error: KifuError | None = None  # where the text stopped making sense (the rest is not read)
    variant: str | None = None  # 変則：ID (a variant game written by us)
    start_sfen: tuple[str, int] | None = None  # 変則SFEN：SFEN and its line
    handicap_id: tuple[str, int] | None = None  # 変則手合割：ID and its line

    @property
    def is_empty(self) -> bool:
        """Nothing in the text was KIF or KI2: no header, diagram, comment or move."""
        return not (self.headers or self.handicap or self.bod or self.comments or self.bookmark or self.events
                    or any(b.items for b in self.blocks) or self.variant or self.start_sfen)


def split_lines(text: str) -> list[str]:
    """Lines split at CRLF, CR or LF only (a comment may hold other separators such as U+2028); CR CR LF,
    which some files have, is one line end."""
    return _lf(text).split("\n")


def _lf(text: str) -> str:
    """``text`` with its line ends made LF (CR CR LF, CRLF and CR; looked for first: most files have
    none, and a search for one character is much quicker than a replace of two)."""
    if "\r" not in text:
        return text
    return text.replace("\r\r\n", "\n").replace("\r\n", "\n").replace("\r", "\n")


def _seconds(text: str, fmt: str, lineno: int, column: int) -> float | None:
    """``m:ss``, ``h:mm:ss`` or ``s`` as seconds; None for an empty field; a KifuError for anything else."""
    if not text:
        return None
    parts = text.split(":")
    if len(parts) > 3 or not all(p.isdigit() and len(p) <= MAX_NUMBER_DIGITS for p in parts):
        raise KifuError(fmt, lineno, column, "kif-bad-time", text[:20])
    total = 0
    for p in parts:
        total = total * 60 + int(p)
    return float(total)


_NO_CLOCK: tuple[float, float] = (-1.0, -1.0)
_CLOCKS: dict[str, float | None] = {}  # m:ss or h:mm:ss -> seconds (None: not a clock); at most 20,000


def _seconds_of(text: str) -> float | None:
    """``m:ss`` or ``h:mm:ss`` as seconds (None for anything else); kept, as games repeat them."""
    if text in _CLOCKS:
        return _CLOCKS[text]
    parts = text.split(":")
    value: float | None = None
    if 2 <= len(parts) <= 3 and all(p.isascii() and p.isdigit() and len(p) <= MAX_NUMBER_DIGITS for p in parts):
        value = 0.0
        for p in parts:
            value = value * 60 + int(p)
    return _keep_clock(text, value)


def _keep_clock(text: str, value: float | None) -> float | None:
    """``value`` kept as ``text``'s clock (the cache is emptied at 20,000 texts: bounded), and returned."""
    if len(_CLOCKS) >= 20_000:
        _CLOCKS.clear()
    if len(text) <= 24:
        _CLOCKS[text] = value
    return value


_UNKNOWN = -1.0  # (no clock is negative: a float, which the search for it compares at once)


def clocks(texts: list[str]) -> list[float | None]:
    """:func:`_seconds_of` of each text of a run's column (one look-up each, most of them kept; the others
    are digits and colons as ``_ROW_RE`` read them, or "" for no clock, and need no check)."""
    values: list[float | None] = list(map(_CLOCKS.get, texts, repeat(_UNKNOWN)))
    if _UNKNOWN in values:
        values = [_run_clock(t) if v == _UNKNOWN else v for t, v in zip(texts, values)]
    return values


def _run_clock(text: str) -> float | None:
    if not text:
        return None
    value = 0.0
    for p in text.split(":"):
        value = value * 60 + int(p)
    return _keep_clock(text, value)


def _clock(tail: str) -> tuple[float, float] | None:
    """(time, total) of a move line's tail as Kifu for Windows writes it, ``(0:16/00:00:16)`` with
    perhaps a ``+`` after it; the empty clock for ``+`` alone; None for anything else."""
    if tail.endswith("+"):
        tail = tail[:-1]
    if not tail:
        return _NO_CLOCK
    if tail[0] != "(" or tail[-1] != ")":
        return None
    spent, slash, total = tail[1:-1].partition("/")
    if not slash:
        return None
    a = _seconds_of(spent)
    b = _seconds_of(total)
    if a is None or b is None or spent.count(":") != 1 or total.count(":") != 2:
        return None
    return a, b


def _text_cache(variant_id: str) -> dict[str, MoveText | str | None]:
    cache = _TEXT_CACHE.get(variant_id)
    if cache is None or len(cache) >= _CACHE_SIZE:
        if len(_TEXT_CACHE) >= 16:
            _TEXT_CACHE.clear()
        cache = _TEXT_CACHE[variant_id] = {}
    return cache


def _body_value(body: str, variant_id: str) -> MoveText | str | None:
    """What a plain move line's text says: a parsed move, an ending word, or None (_move_item decides)."""
    first = body[0]
    if first.isdigit() or first in "同▲△▼▽☗☖１２３４５６７８９":
        try:
            mt = parse_move_text(body, 0, variant_id)
        except MoveTextError:
            return None
        return mt if mt.end == len(body) else None
    if "(" in body or "【" in body:
        return None
    return body


class _Scanner:
    """scan_kif's state: the blocks being filled and where comments go."""

    def __init__(self, fmt: str, variant_id: str) -> None:
        self.scan = Scan(fmt)
        self.fmt = fmt
        self.variant_id = variant_id
        self.bod = BodReader(variant_id, fmt)
        self.main = Block(0, 0)
        self.scan.blocks.append(self.main)
        self.items = self.main.items
        self.in_moves = False
        self.last: Item | None = None
        self.cache = _text_cache(variant_id)

    def add(self, item: Item) -> None:
        self.items.append(item)
        self.last = item

    def plain_move(self, line: str, lineno: int) -> bool:
        """A usual move line (``   1 ７六歩(77)   ( 0:16/00:00:16)+``), read by splitting it at its spaces:
        the number, a move text or ending word parsed once per distinct text, the time; False for any
        other line (the general reading takes it)."""
        parts = line.split()
        if len(parts) < 2:
            return False
        number = parts[0]
        if not (number.isascii() and number.isdigit()) or len(number) > MAX_NUMBER_DIGITS:
            return False
        body = parts[1]
        rest = 2
        if body == "同" and len(parts) > 2:  # 同　銀(78): the full-width space split it
            body = "同\u3000" + parts[2]
            rest = 3
        cache = self.cache
        value = cache.get(body, cache)
        if value is cache:
            value = _body_value(body, self.variant_id)
            if len(body) <= _CACHE_KEY:
                cache[body] = value
        if value is None:
            return False
        clock = _clock("".join(parts[rest:])) if len(parts) > rest else _NO_CLOCK
        if clock is None:
            return False
        start = line.find(body[0])
        if isinstance(value, str):
            item = Item(lineno, start + 1, body, int(number), None, value)
        else:
            item = Item(lineno, start + 1, body, int(number), value)  # type: ignore[arg-type]
        if clock is not _NO_CLOCK:
            item.time, item.total = clock
        self.items.append(item)
        self.last = item
        return True

    def section(self, rows: list[tuple[str, str, str, str, str]], lines: list[str], first: int,
                annotated: bool = True) -> None:
        """The rows of the move section (from line ``first`` on): runs of usual move lines, and the other
        lines one by one.  A line after a run that belongs to its last move (a comment) makes that move
        an item of its own, which the line then joins (``annotated`` False: the section has no comment,
        bookmark or event line, the runs stay whole).  (Column by column: each distinct move text looked
        up once, the runs cut where a row is no usual move line.)"""
        if not rows:
            return
        numbers, bodies, spent, totals, others = zip(*rows)
        cache = self.cache
        values = list(map(cache.get, bodies, repeat(cache)))
        for k in list(compress(range(len(values)), map(is_, values, repeat(cache)))):  # (texts not yet kept)
            body = bodies[k]
            if not numbers[k]:  # (another line: its text is in ``others``)
                values[k] = None
                continue
            value = cache.get(body, cache)
            if value is cache:
                value = _body_value(body, self.variant_id)
                if len(body) <= _CACHE_KEY:
                    cache[body] = value
            values[k] = value
        start = 0
        # (the rows that are no usual move line cut the runs: found without a Python step per row)
        for k in [*compress(range(len(values)), map(is_not, map(type, values), repeat(MoveText))), len(rows)]:
            if k > start:
                run = Run(first + start, lines, 1)
                run.numbers = list(numbers[start:k])
                run.texts = list(bodies[start:k])
                run.values = values[start:k]  # type: ignore[assignment]  # (MoveText only: see the cut)
                run.spent = list(spent[start:k])
                run.totals = list(totals[start:k])
                self.items.append(run)
                if annotated:
                    self._close(run)
            start = k + 1
            if k < len(rows):
                line = lines[first + k - 1] if numbers[k] else others[k]
                if line:
                    self.line(line, first + k)

    def _close(self, run: Run) -> None:
        """End a run: its last move becomes an item, what follows may be its comment."""
        [item] = run.items(len(run) - 1)
        for column in (run.numbers, run.texts, run.values, run.spent, run.totals):
            del column[-1]
        if not run.numbers:
            self.items.pop()
        self.items.append(item)
        self.last = item

    def line(self, line: str, lineno: int) -> None:
        scan = self.scan
        fmt = self.fmt
        if self.in_moves and self.plain_move(line, lineno):
            return
        stripped = line.strip(" \u3000\t")
        if not stripped:
            return
        head = line[0]
        last = self.last
        if head == "#":
            if line.startswith(EVENT_PREFIX):
                (last.events if last is not None else scan.events).append(_event(line, lineno, fmt))
            return
        if head == "*":
            (last.comments if last is not None else scan.comments).append(line[1:])
            return
        if head == "&":
            if last is not None:
                last.bookmark = line[1:].strip()
            else:
                scan.bookmark = line[1:].strip()
            return
        if not self.in_moves:
            m = _PLAIN_HEADER_RE.match(line)
            if m is not None:  # (a shortcut: such a line can be nothing but a header line)
                if m.group(1) == "手合割":
                    scan.handicap = (m.group(2).strip(" \u3000\t"), lineno)
                else:
                    scan.headers.append((m.group(1), m.group(2).strip(" \u3000\t")))
                return
            if self.bod.feed(line, lineno):
                return
        half = line.translate(_FW_TABLE)
        m = _MOVE_LINE_RE.match(half)
        if m is not None:
            self.in_moves = True
            self.add(_move_item(half, m, lineno, self.variant_id, fmt))
            return
        if stripped[0] in MARKS:
            self.in_moves = True
            for item in ki2_move_items(line, lineno, self.variant_id, fmt):
                self.add(item)
            return
        m = _BRANCH_RE.match(line)
        if m is not None:
            if self.in_moves or self.main.items:  # (ShogiHome once wrote 変化： lines into headers: ignored there)
                digits = m.group(1).translate(_FW_TABLE)
                if len(digits) > MAX_NUMBER_DIGITS:
                    raise KifuError(fmt, lineno, m.start(1) + 1, "kif-bad-number", digits[:12])
                block = Block(int(digits), lineno)
                scan.blocks.append(block)
                self.items = block.items
            return
        m = _SUMMARY_RE.match(line)
        if m is not None:
            # KI2's ending, and KIF's when the ending line is missing; after an ending it says nothing new
            items = self.items
            if not (items and items[-1].is_ending):  # (a Run is no ending)
                rest = line[m.end():].lstrip("目").lstrip("で").strip(" \u3000。")
                self.add(Item(lineno, 1, stripped, None, summary=rest))
            self.in_moves = True
            return
        if line.startswith("手数--"):
            self.in_moves = True
            return
        if self.in_moves:
            if stripped.startswith(("|", "+---")):
                raise KifuError(fmt, lineno, 1, "kif-board-in-moves")
            return  # unknown text among the moves: ignored, as Kifu for Windows does
        m = _HEADER_RE.match(line)
        if m is not None:
            self.header(m.group(1), m.group(2).strip(" \u3000\t"), lineno, m.start(2) + 1)
        # other text in the header is ignored (program banners and the like)

    def header(self, key: str, value: str, lineno: int, column: int) -> None:
        scan = self.scan
        if key == "手合割":
            scan.handicap = (value, lineno)
        elif key == VARIANT_KEY:
            if self.bod.seen:
                raise KifuError(self.fmt, lineno, 1, "kif-variant-late")
            self.variant_id = _variant_of(value, lineno, column, self.fmt)
            scan.variant = self.variant_id
            self.bod = BodReader(self.variant_id, self.fmt)
            self.cache = _text_cache(self.variant_id)
        elif key == SFEN_KEY:
            scan.start_sfen = (value, lineno)
        elif key == HANDICAP_KEY:
            scan.handicap_id = (value, lineno)
        else:
            scan.headers.append((key, value))


def scan_kif(text: str, fmt: str = "KIF", variant_id: str = "standard") -> Scan:
    """Sort KIF or KI2 text into headers, diagram and move blocks (no move is played yet).  A text
    error stops the scan: it is kept in ``error`` with what came before it.

    The lines after the ``手数----`` line are read with one pattern over the whole section: a run of usual
    move lines becomes a :class:`Run`, any other line is read on its own."""
    if text.startswith("\ufeff"):
        text = text[1:]
    text = _lf(text)
    scanner = _Scanner(fmt, variant_id)
    scan = scanner.scan
    lines = text.split("\n")
    section = _SECTION_RE.search(text)
    head = text.count("\n", 0, section.end()) if section is not None else len(lines)
    try:
        for lineno in range(1, head + 1):
            scanner.line(lines[lineno - 1], lineno)
        if section is not None:
            start = section.end() - 1  # (its line end: a line after it starts after a "\n")
            annotated = _ANNOTATION_RE.search(text, start) is not None
            scanner.section(_ROW_RE.findall(text, section.end()), lines, head + 1, annotated)
        scan.bod = scanner.bod.result()
        scan.bod_line = scanner.bod.first_line
    except KifuError as exc:
        scan.error = exc
        try:
            scan.bod = scanner.bod.result()
        except KifuError:
            scan.bod = None
    return scan


def _variant_of(value: str, lineno: int, column: int, fmt: str) -> str:
    vid = value.strip(" \u3000\t")
    try:
        load_variant(vid)
    except (VariantError, KeyError, ValueError, OSError):
        raise KifuError(fmt, lineno, column, "bad-variant", vid) from None
    return vid


def _event(line: str, lineno: int, fmt: str) -> Any:
    """The add-on event of an ``#event {JSON}`` line."""
    body = line[len(EVENT_PREFIX):]
    try:
        return event_from_json(json.loads(body, parse_constant=_no_constant))
    except (ValueError, RecursionError) as exc:
        raise KifuError(fmt, lineno, len(EVENT_PREFIX) + 1, "kif-bad-event", str(exc)[:60]) from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _has_action(text: str) -> bool:
    """Does the text hold an action in 【】 (``【lightning!7f】``)?  Other 【】 text is not ours."""
    opening = text.find("【")
    return opening >= 0 and "!" in text[opening:]


def _action_item(line: str, start: int, stop: int, lineno: int, number: int | None, fmt: str) -> tuple[Item, int]:
    """A card, magic or variant-power action ``… 【NAME!STEP,...】`` between ``start`` and ``stop``;
    returns the item and the index after 】."""
    opening = line.index("【", start)
    closing = line.find("】", opening, stop)
    if closing < 0:
        raise KifuError(fmt, lineno, opening + 1, "kif-no-bracket")
    text = line[opening + 1:closing]
    try:
        parse_action(text)
    except ActionSyntaxError as exc:
        raise KifuError(fmt, lineno, opening + 1 + exc.column, "bad-action", text[:40], str(exc)) from None
    return Item(lineno, start + 1, line[start:closing + 1].strip(" \u3000"), number, action=text), closing + 1


def ki2_move_items(line: str, lineno: int, variant_id: str, fmt: str) -> list[Item]:
    """The moves of a KI2 line (``▲７六歩    △３四歩``), each with its column."""
    starts = [i for i, ch in enumerate(line) if ch in MARKS]
    items = []
    for n, start in enumerate(starts):
        stop = starts[n + 1] if n + 1 < len(starts) else len(line)
        if _has_action(line[start:stop]):
            item, end = _action_item(line, start, stop, lineno, None, fmt)
        else:
            try:
                mt = parse_move_text(line, start, variant_id)
            except MoveTextError as exc:
                raise KifuError(fmt, lineno, exc.column + 1, exc.code, *exc.params) from None
            if mt.end > stop:
                raise KifuError(fmt, lineno, stop + 1, "kif-ki2-overlap")
            item = Item(lineno, start + 1, line[start:mt.end].strip(" \u3000"), None, move=mt)
            end = mt.end
        gap = line[end:stop]
        extra = gap.strip(" \u3000\t")
        if extra:
            column = end + len(gap) - len(gap.lstrip(" \u3000\t")) + 1
            raise KifuError(fmt, lineno, column, "kif-after-move", repr(extra[:10]), line[start:end].strip())
        items.append(item)
    return items


def _move_item(line: str, m: re.Match[str], lineno: int, variant_id: str, fmt: str) -> Item:
    """A numbered move line of any other form (spaces in the move text, times with hours, an action)."""
    digits = m.group(1)
    if len(digits) > MAX_NUMBER_DIGITS:
        raise KifuError(fmt, lineno, m.start(1) + 1, "kif-bad-number", digits[:12])
    number = int(digits)
    start = m.end()
    body = line[start:]
    first = body[:1]
    if _has_action(body):
        item, rest = _action_item(line, start, len(line), lineno, number, fmt)
    elif first and (first.isdigit() or first in "同▲△▼▽☗☖"):
        try:
            mt = parse_move_text(line, start, variant_id)
        except MoveTextError as exc:
            raise KifuError(fmt, lineno, exc.column + 1, exc.code, *exc.params) from None
        item = Item(lineno, start + 1, line[start:mt.end].strip(), number, move=mt)
        rest = mt.end
    else:
        j = start
        while j < len(line) and line[j] not in " \u3000(\t":
            j += 1
        word = line[start:j]
        if not word:
            raise KifuError(fmt, lineno, start + 1, "kif-no-move")
        item = Item(lineno, start + 1, word, number, ending=word)
        rest = j
    t = _TIME_RE.match(line, rest)
    if t is not None:
        item.time = _seconds(t.group(1), fmt, lineno, t.start(1) + 1)
        if t.group(2):
            item.total = _seconds(t.group(2), fmt, lineno, t.start(2) + 1)
    return item
