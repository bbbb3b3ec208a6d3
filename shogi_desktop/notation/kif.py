"""KIF (.kif, Shift_JIS) and KIFU (.kifu, UTF-8): the 柿木 format of Kifu for Windows and ShogiHome.

Reading is two stages.  :func:`scan_kif` is text only: it sorts the lines into headers, a board
diagram, comments, bookmarks and blocks of moves (the main line, then each ``変化：N手`` block),
each move with its number, time and comments.  :func:`build_record` then plays the blocks on a
:class:`GameRecord`, which checks legality.  KI2 (ki2.py) differs only in its move lines, so both
readers share the scanner (which takes either kind of move line) and the builder.  A broken file
raises :class:`KifuError` (format, line, column, what was expected) with ``partial`` holding the
record read up to the error.

Tolerated on reading: full-width and half-width digits, ``同　`` and ``同``, 王/玉, 竜/龍, 成銀/全,
``不成``, missing times, times with hours, ``+`` marks, CRLF, BOM, comments before the first move
(in the header too), a ``まで…`` line instead of an ending move, move numbers that start after
``手数＝N``.  Writing follows Kifu for Windows and ShogiHome exactly: ``手合割`` for the KIF presets,
a BOD diagram otherwise, ``   1 ７六歩(77)   ( 0:16/00:00:16)``, ``+`` after a move that has
variations, ``変化：N手`` blocks deepest first, ``*`` comments and ``&`` bookmarks.

Variant games, card, magic and variant-power actions and add-on events are written with lines of our
own (``変則：ID``, ``変則SFEN：SFEN``, ``手合割：その他`` and a diagram, ``雷撃球　７六【lightning!7f】``,
``#event {JSON}``; docs/formats.md): other programs refuse such a file rather than misread it, and
this reader reads it back whole.  Standard games never get these lines.

Speed: a game as Kifu for Windows, ShogiHome and cshogi write it (usual header lines, then move lines
with times, comments and one ending) is read by a fast path (``_fast_kif``): one regular expression
over the whole move section, move texts cached, the moves played in one sweep
(``GameRecord.add_moves``).  Anything else there, and any error, goes to the two stages above, which
alone raise errors.  In those, a usual move line is read by one regular expression with its move text
cached (``_FAST_LINE_RE``) and played with one legality check; other lines take ``_move_item``.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from itertools import compress
from operator import itemgetter
from typing import Any

from ..core.actions import Action, ActionSyntaxError, parse_action
from ..core.handicap import handicap_sfen, handicaps
from ..core.outcome import Termination
from ..core.position import PROMOTE, IllegalMoveError, Position, make_drop
from ..core.record import GameRecord, Node, RecordError
from ..core.tables import NSQ
from ..core.validate import validate_position
from ..core.variant import load_variant
from .bod import Bod, BodReader, format_bod, parse_bod
from .encoding import decode, encode, encoding_for_path
from .errors import KifuError
from .gcpause import gc_paused
from .japanese import (
    MARKS,
    MoveText,
    MoveTextError,
    action_text,
    display_width,
    kif_move_text,
    parse_move_text,
    resolve_ki2,
    resolve_kif,
)
from .native import event_from_json, event_to_json
from .usi import match_start

FORMAT = "KIF"

# KIF header keys <-> the record's header keys (the same names as the CSA and JKF modules use);
# other keys are kept as written.
KIF_HEADER_KEYS = {
    "先手": "black", "後手": "white", "下手": "black", "上手": "white", "棋戦": "event", "場所": "site",
    "開始日時": "start_time", "終了日時": "end_time", "持ち時間": "time_control", "戦型": "opening",
    "備考": "note", "表題": "title",
}
# Written in Kifu for Windows' order (names come after 手合割, as it writes them).
_HEADER_ORDER = ("start_time", "end_time", "event", "opening", "title", "time_control", "site", "note")
_KEY_TO_KIF = {"start_time": "開始日時", "end_time": "終了日時", "event": "棋戦", "opening": "戦型",
               "title": "表題", "time_control": "持ち時間", "site": "場所", "note": "備考"}

# Ending words of KIF move lines: (termination, who wins) where who is "mover" (the side to move at
# the ending), "other" (its opponent) or None (nobody).
ENDINGS: dict[str, tuple[Termination, str | None]] = {
    "投了": (Termination.RESIGNATION, "other"),
    "詰み": (Termination.CHECKMATE, "other"),
    "詰": (Termination.CHECKMATE, "other"),
    "切れ負け": (Termination.TIME, "other"),
    "時間切れ": (Termination.TIME, "other"),
    "反則負け": (Termination.FOUL, "other"),
    "反則勝ち": (Termination.FOUL, "mover"),
    "入玉勝ち": (Termination.IMPASSE, "mover"),
    "宣言勝ち": (Termination.IMPASSE, "mover"),
    "入玉宣言": (Termination.IMPASSE, "mover"),
    "持将棋": (Termination.IMPASSE, None),
    "千日手": (Termination.REPETITION, None),
    "中断": (Termination.ABORT, None),
    "封じ手": (Termination.ABORT, None),
    "引き分け": (Termination.AGREEMENT, None),
    "引分け": (Termination.AGREEMENT, None),
}

_PLAYER = {"先手": 0, "下手": 0, "後手": 1, "上手": 1}
_FW_TABLE = str.maketrans("０１２３４５６７８９（）／：＋", "0123456789()/:+")
_MOVE_LINE_RE = re.compile(r"[ \u3000]*([0-9]+)[ \u3000]+")
_TIME_RE = re.compile(r"[ \u3000]*\([ \u3000]*([0-9:]+)[ \u3000]*(?:/[ \u3000]*([0-9:]+)[ \u3000]*)?\)")
_BRANCH_RE = re.compile(r"[ \u3000]*変化[：:][ \u3000]*([0-9０-９]+)")
_SUMMARY_RE = re.compile(r"[ \u3000]*まで、?[ \u3000]*([0-9０-９]+)[ \u3000]*手")
_HEADER_RE = re.compile(r"([^ \u3000：:]+)[：:](.*)")
_SEPARATOR = "手数----指手---------消費時間--"
# Header lines of the usual keys, which no other kind of line can start with (scan_kif's shortcut).
_PLAIN_HEADER_RE = re.compile(r"(先手|後手|下手|上手|棋戦|場所|開始日時|終了日時|持ち時間|戦型|備考|表題|手合割)[：:](.*)")

# Our own lines for variant games (docs/formats.md, "KIF and KI2 of variant games"): other programs
# keep unknown header keys as they are and skip # lines.
VARIANT_KEY = "変則"  # 変則：eight-knight:4
SFEN_KEY = "変則SFEN"  # 変則SFEN：the start position with the add-on fields
HANDICAP_KEY = "変則手合割"  # 変則手合割：rook (the record's handicap label)
EVENT_PREFIX = "#event "  # #event {JSON}: an add-on event of the move above (of the start before the moves)


# ============================================================================ scanned text
class Item:
    """One move, action or ending as written (a plain class: a file has thousands of them)."""

    __slots__ = ("line", "column", "text", "number", "move", "ending", "summary", "time", "total", "comments",
                 "bookmark", "action", "events")

    def __init__(self, line: int, column: int, text: str, number: int | None = None, move: MoveText | None = None,
                 ending: str | None = None, summary: str | None = None, time: float | None = None,
                 total: float | None = None, action: str | None = None) -> None:
        self.line = line
        self.column = column
        self.text = text
        self.number = number  # KIF's move number
        self.move = move
        self.ending = ending  # the ending word (投了 …)
        self.summary = summary  # an ending given by a まで…手で line: what it says after 手で
        self.time = time
        self.total = total
        self.action = action  # a card, magic or variant-power action (NAME!STEP,...) written in 【】
        self.comments: list[str] = []
        self.bookmark = ""
        self.events: list[Any] = []  # add-on events (#event lines)


@dataclass
class Block:
    """The main line (``start`` 0) or a ``変化：N手`` block."""

    start: int  # the move number of its first move as written (0: the main line)
    line: int
    items: list[Item] = field(default_factory=list)


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


def _seconds(text: str) -> float | None:
    """``m:ss``, ``h:mm:ss`` or ``s`` as seconds (None for anything else)."""
    total = 0
    parts = text.split(":")
    if len(parts) > 3:
        return None
    for p in parts:
        if not p.isdigit():
            return None
        total = total * 60 + int(p)
    return float(total)


def split_lines(text: str) -> list[str]:
    """Lines split at CRLF, CR or LF only (a comment may hold other separators such as U+2028)."""
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


# A move line as Kifu for Windows, ShogiHome and cshogi write it: the number, a move text without
# spaces, the time.  Such lines take the fast path (move texts are cached); any other line the
# general one (_move_item).
_FAST_LINE_RE = re.compile(
    r" *([0-9]+) +([^ \t(]+(?:\([0-9]{2}\))?) *(?:\( *([0-9]+):([0-9]+)/([0-9]+):([0-9]+):([0-9]+)\))? *\+? *\Z")
_FAST_CACHE: dict[str, dict[str, MoveText | str | None]] = {}
_FAST_CACHE_SIZE = 20000


def _fast_cache(variant_id: str) -> dict[str, MoveText | str | None]:
    cache = _FAST_CACHE.get(variant_id)
    if cache is None:
        cache = _FAST_CACHE[variant_id] = {}
    elif len(cache) > _FAST_CACHE_SIZE:
        cache.clear()
    return cache


def _body_value(body: str, variant_id: str) -> MoveText | str | None:
    """What a move line's text says: a parsed move, an ending word, or None (the general path decides)."""
    first = body[0]
    if first.isdigit() or first in "同▲△▼▽☗☖":
        try:
            mt = parse_move_text(body, 0, variant_id)
        except MoveTextError:
            return None
        return mt if mt.end == len(body) else None
    if "(" in body or "【" in body:
        return None
    return body


def scan_kif(text: str, fmt: str = FORMAT, variant_id: str = "standard") -> Scan:
    """Sort KIF or KI2 text into headers, diagram and move blocks (no move is played yet).

    Both kinds of move lines are read whatever the format says (numbered KIF lines and ▲/△ KI2
    lines), so a file with the wrong extension still opens.  A ``変則：ID`` header (our variant games,
    docs/formats.md) switches the variant before the diagram and the moves are read."""
    scan = Scan(fmt)
    bod = BodReader(variant_id, fmt)
    main = Block(0, 0)
    scan.blocks.append(main)
    block = main
    items = main.items
    in_moves = False
    last: Item | None = None
    cache = _fast_cache(variant_id)
    fast_match = _FAST_LINE_RE.match
    try:
        for lineno, line in enumerate(split_lines(text), 1):
            if in_moves:
                fm = fast_match(line)
                if fm is not None:
                    number, body, t1, t2, t3, t4, t5 = fm.groups()
                    try:
                        value = cache[body]
                    except KeyError:
                        value = cache[body] = _body_value(body, variant_id)
                    if value is not None:
                        if isinstance(value, str):
                            last = Item(lineno, fm.start(2) + 1, body, int(number), None, value)
                        else:
                            last = Item(lineno, fm.start(2) + 1, body, int(number), value)
                        if t1 is not None:
                            last.time = float(int(t1) * 60 + int(t2))
                            last.total = float(int(t3) * 3600 + int(t4) * 60 + int(t5))
                        items.append(last)
                        continue
            if lineno == 1 and line.startswith("\ufeff"):
                line = line[1:]
            stripped = line.strip(" \u3000\t")
            if not stripped:
                continue
            head = line[0]
            if head == "#":
                if line.startswith(EVENT_PREFIX):
                    (last.events if last is not None else scan.events).append(_event(line, lineno, fmt))
                continue
            if head == "*":
                (last.comments if last is not None else scan.comments).append(line[1:])
                continue
            if head == "&":
                if last is not None:
                    last.bookmark = line[1:].strip()
                else:
                    scan.bookmark = line[1:].strip()
                continue
            if not in_moves:
                m = _PLAIN_HEADER_RE.match(line)
                if m is not None:  # (a shortcut: such a line can be nothing but a header line)
                    if m.group(1) == "手合割":
                        scan.handicap = (m.group(2).strip(" \u3000\t"), lineno)
                    else:
                        scan.headers.append((m.group(1), m.group(2).strip(" \u3000\t")))
                    continue
                if bod.feed(line, lineno):
                    continue
            half = line.translate(_FW_TABLE)
            m = _MOVE_LINE_RE.match(half)
            if m is not None:
                in_moves = True
                last = _move_item(half, m, lineno, variant_id, fmt)
                items.append(last)
                continue
            if stripped[0] in MARKS:
                in_moves = True
                for item in ki2_move_items(line, lineno, variant_id, fmt):
                    items.append(item)
                    last = item
                continue
            m = _BRANCH_RE.match(line)
            if m is not None:
                if in_moves or main.items:  # (ShogiHome once wrote 変化： lines into headers: ignored there)
                    block = Block(int(m.group(1).translate(_FW_TABLE)), lineno)
                    scan.blocks.append(block)
                    items = block.items
                continue
            m = _SUMMARY_RE.match(line)
            if m is not None:
                # KI2's ending, and KIF's when the ending line is missing; after an ending it says nothing new
                if not (items and (items[-1].ending or items[-1].summary is not None)):
                    rest = line[m.end():].lstrip("目").lstrip("で").strip(" \u3000。")
                    last = Item(lineno, 1, stripped, None, summary=rest)
                    items.append(last)
                in_moves = True
                continue
            if line.startswith("手数--"):
                in_moves = True
                continue
            if in_moves:
                if stripped.startswith(("|", "+---")):
                    raise KifuError(fmt, lineno, 1, "a board diagram among the moves (expected a move line)")
                continue  # unknown text among the moves: ignored, as Kifu for Windows does
            m = _HEADER_RE.match(line)
            if m is not None:
                key, value = m.group(1), m.group(2).strip(" \u3000\t")
                if key == "手合割":
                    scan.handicap = (value, lineno)
                elif key == VARIANT_KEY:
                    if bod.seen:
                        raise KifuError(fmt, lineno, 1, f"{VARIANT_KEY}： must come before the board diagram")
                    variant_id = _variant_of(value, lineno, m.start(2) + 1, fmt)
                    scan.variant = variant_id
                    bod = BodReader(variant_id, fmt)
                    cache = _fast_cache(variant_id)
                elif key == SFEN_KEY:
                    scan.start_sfen = (value, lineno)
                elif key == HANDICAP_KEY:
                    scan.handicap_id = (value, lineno)
                else:
                    scan.headers.append((key, value))
                continue
            # other text in the header is ignored (program banners and the like)
        scan.bod = bod.result()
        scan.bod_line = bod.first_line
    except KifuError as exc:
        scan.error = exc
        try:
            scan.bod = bod.result()
        except KifuError:
            scan.bod = None
    return scan


def _variant_of(value: str, lineno: int, column: int, fmt: str) -> str:
    vid = value.strip(" \u3000\t")
    try:
        load_variant(vid)
    except Exception as exc:  # noqa: BLE001 - any refusal of the loader is the file's error
        raise KifuError(fmt, lineno, column, f"unknown variant {vid!r} in {VARIANT_KEY}： ({exc})") from None
    return vid


def _event(line: str, lineno: int, fmt: str) -> Any:
    """The add-on event of an ``#event {JSON}`` line."""
    body = line[len(EVENT_PREFIX):]
    try:
        return event_from_json(json.loads(body))
    except (ValueError, RecursionError) as exc:
        raise KifuError(fmt, lineno, len(EVENT_PREFIX) + 1, f"bad #event line (expected JSON): {exc}") from None


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
        raise KifuError(fmt, lineno, opening + 1, "expected 】 after the action")
    text = line[opening + 1:closing]
    try:
        parse_action(text)
    except ActionSyntaxError as exc:
        raise KifuError(fmt, lineno, opening + 1 + exc.column, f"bad action in 【】: {exc}") from None
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
                raise KifuError(fmt, lineno, exc.column + 1, exc.message) from None
            if mt.end > stop:
                raise KifuError(fmt, lineno, stop + 1, "expected a move before the next ▲ or △")
            item = Item(lineno, start + 1, line[start:mt.end].strip(" \u3000"), None, move=mt)
            end = mt.end
        gap = line[end:stop]
        extra = gap.strip(" \u3000\t")
        if extra:
            column = end + len(gap) - len(gap.lstrip(" \u3000\t")) + 1
            raise KifuError(fmt, lineno, column, f"unexpected {extra[:10]!r} after the move "
                                                 f"{line[start:end].strip()!r}")
        items.append(item)
    return items


def _move_item(line: str, m: re.Match[str], lineno: int, variant_id: str, fmt: str) -> Item:
    number = int(m.group(1))
    start = m.end()
    body = line[start:]
    first = body[:1]
    if _has_action(body):
        item, rest = _action_item(line, start, len(line), lineno, number, fmt)
    elif first and (first.isdigit() or first in "同▲△▼▽☗☖"):
        try:
            mt = parse_move_text(line, start, variant_id)
        except MoveTextError as exc:
            raise KifuError(fmt, lineno, exc.column + 1, exc.message) from None
        item = Item(lineno, start + 1, line[start:mt.end].strip(), number, move=mt)
        rest = mt.end
    else:
        j = start
        while j < len(line) and line[j] not in " \u3000(\t":
            j += 1
        word = line[start:j]
        if not word:
            raise KifuError(fmt, lineno, start + 1, "expected a move or an ending after the move number")
        item = Item(lineno, start + 1, word, number, ending=word)
        rest = j
    t = _TIME_RE.match(line, rest)
    if t is not None:
        item.time = _seconds(t.group(1))
        if t.group(2):
            item.total = _seconds(t.group(2))
    return item


# ============================================================================ building the record
Resolver = Callable[[GameRecord, Node, MoveText, "int | None"], int]


def _last_to(node: Node) -> int | None:
    m = node.move
    return (m >> 7) & 127 if isinstance(m, int) and not isinstance(m, bool) else None


def resolve_item(record: GameRecord, node: Node, mt: MoveText, root_to: int | None = None) -> int:
    """The move a Japanese move text names after ``node`` (KIF source square or KI2 qualifiers);
    ``root_to`` is where the move before the start went (a diagram's 手数＝N line), for 同."""
    snap = node.snapshot
    last_to = _last_to(node) if node.parent is not None else root_to
    if mt.source is not None or mt.drop:
        return resolve_kif(snap.board, snap.side, mt, last_to, record.variant)
    return resolve_ki2(record.position_at(node), mt, last_to)


@cache
def _handicap_names() -> dict[str, str]:
    table: dict[str, str] = {}
    for hid, h in handicaps().items():
        if h.kif_name:
            table[h.kif_name] = hid
    for hid, h in handicaps().items():
        table.setdefault(h.name_ja, hid)
    table.setdefault("飛落ち", "rook")
    table.setdefault("香落", "lance")
    return table


def _start(scan: Scan, variant_id: str, offset: int) -> tuple[str | None, str | None]:
    """(handicap id, start SFEN) for GameRecord.new, from 手合割 and the board diagram (or from
    変則SFEN, which our variant games carry)."""
    if scan.start_sfen is not None:
        return _declared_start(scan, variant_id)
    fmt = scan.fmt
    variant = load_variant(variant_id)
    base = variant.start
    label: str | None = None
    bod = scan.bod
    has_board = bod is not None and bod.board is not None
    if scan.handicap is not None:
        name, lineno = scan.handicap
        name = name.strip(" \u3000")
        if name in ("平手", ""):
            pass
        elif name in _handicap_names() and variant_id == "standard":
            label = _handicap_names()[name]
            base = handicap_sfen(label, variant)
        elif not has_board:
            what = ("手合割：その他 needs a board diagram" if name == "その他" else
                    f"unknown handicap {name!r} (expected 平手, 香落ち, 角落ち, … or a board diagram)")
            raise KifuError(fmt, lineno, 5, what)
    sfen = base
    if bod is not None:
        try:
            sfen = bod.sfen(variant_id, base)
            problems = [p for p in validate_position(Position.from_sfen(sfen, variant_id)) if p.is_error]
        except Exception as exc:  # noqa: BLE001 - any rejection of the diagram becomes a KifuError
            raise KifuError(fmt, scan.bod_line or 1, 1, f"impossible board diagram: {exc}") from None
        if problems:
            raise KifuError(fmt, scan.bod_line or 1, 1,
                            "impossible board diagram: " + "; ".join(p.describe() for p in problems))
    number = bod.moves_played + 1 if bod is not None and bod.moves_played is not None else offset + 1
    key = sfen.split()[:3]
    sfen = " ".join(key + [str(number)])
    found, own = match_start(sfen, variant_id)
    if found is None and label is not None and key == handicap_sfen(label, variant).split()[:3]:
        found = label
    declared = _declared_handicap(scan, variant_id)
    if declared is not None:
        return declared, sfen
    return found, own


def _declared_start(scan: Scan, variant_id: str) -> tuple[str | None, str | None]:
    """The start of a file with ``変則SFEN：`` (and perhaps ``変則手合割：``); a board diagram, which is there
    for other programs and for people, must show the same position."""
    fmt = scan.fmt
    assert scan.start_sfen is not None
    text, lineno = scan.start_sfen
    try:
        sfen = Position.from_sfen(text, variant_id).sfen()
    except Exception as exc:  # noqa: BLE001 - any refusal of the SFEN is the file's error
        raise KifuError(fmt, lineno, len(SFEN_KEY) + 2, f"bad {SFEN_KEY}： {exc}") from None
    bod = scan.bod
    if bod is not None and bod.board is not None:
        try:
            drawn = bod.sfen(variant_id, sfen).split()[:3]
        except Exception as exc:  # noqa: BLE001 - any rejection of the diagram becomes a KifuError
            raise KifuError(fmt, scan.bod_line or 1, 1, f"impossible board diagram: {exc}") from None
        # Kinds that share a kanji (成銀 and the promoted immortal silver) look alike in a diagram:
        # compare with the diagram of the declared position as read back.
        if drawn != sfen.split()[:3] and drawn != parse_bod(format_bod(Position.from_sfen(sfen, variant_id)),
                                                            variant_id).split()[:3]:
            raise KifuError(fmt, scan.bod_line or 1, 1, f"the board diagram is not the position {SFEN_KEY}： "
                                                        f"gives on line {lineno} ({' '.join(drawn)})")
    return _declared_handicap(scan, variant_id), text


def _declared_handicap(scan: Scan, variant_id: str) -> str | None:
    """The handicap label of ``変則手合割：ID`` (None without the line)."""
    if scan.handicap_id is None:
        return None
    label, lineno = scan.handicap_id
    try:
        handicap_sfen(label, load_variant(variant_id))
    except Exception as exc:  # noqa: BLE001 - an unknown id is the file's error
        raise KifuError(scan.fmt, lineno, len(HANDICAP_KEY) + 2, f"unknown handicap {label!r}: {exc}") from None
    return label


def _ending_for(term: Termination, who: str | None, side: int) -> tuple[Termination, int | None]:
    if who is None:
        return term, None
    return term, (side if who == "mover" else side ^ 1)


def summary_ending(text: str, side: int) -> tuple[Termination, int | None] | None:
    """The ending a ``まで77手で先手の勝ち`` line states (``text`` is what follows 手で)."""
    s = re.sub(r"[ \u3000。]", "", text)
    if not s:
        return None
    who = None
    m = re.search(r"(先手|後手|下手|上手)(?:の)?", s)
    if m:
        who = _PLAYER[m.group(1)]
    if "時間切れ" in s or "切れ負け" in s:
        if who is None:
            return Termination.TIME, side ^ 1
        return Termination.TIME, (who ^ 1) if s.endswith("負け") else who
    if s.endswith("反則勝ち"):
        return Termination.FOUL, who if who is not None else side
    if s.endswith("反則負け"):
        return Termination.FOUL, (who ^ 1) if who is not None else side ^ 1
    if s.endswith(("入玉勝ち", "宣言勝ち")):
        return Termination.IMPASSE, who if who is not None else side
    if s.endswith("勝ち"):
        return Termination.RESIGNATION, who if who is not None else side ^ 1
    if s.endswith("負け") and who is not None:
        return Termination.RESIGNATION, who ^ 1
    if s in ENDINGS:
        return _ending_for(*ENDINGS[s], side)
    for word, (term, rule) in ENDINGS.items():
        if len(word) > 1 and s.endswith(word):
            return _ending_for(term, rule, side)
    return None


def _refine(record: GameRecord, node: Node, term: Termination, winner: int | None,
            infer_mate: bool = False) -> Termination:
    """Recover what KIF and KI2 cannot say: stalemate, perpetual check, and (``infer_mate``, for the
    ``まで…の勝ち`` line) a mate behind 勝ち."""
    if term in (Termination.CHECKMATE, Termination.FOUL, Termination.RESIGNATION) and winner is not None:
        side = node.snapshot.side
        if term is Termination.RESIGNATION and (winner == side or not infer_mate):
            return term
        if term is Termination.CHECKMATE and winner == side:
            return term
        try:
            outcome = record.position_at(node).outcome()
        except Exception:  # noqa: BLE001 - the refinement is optional
            return term
        if outcome is None or outcome.winner != winner:
            return term
        if term is Termination.CHECKMATE and outcome.termination is Termination.STALEMATE:
            return Termination.STALEMATE
        if term is Termination.FOUL and outcome.termination is Termination.PERPETUAL_CHECK:
            return Termination.PERPETUAL_CHECK
        if term is Termination.RESIGNATION and outcome.termination is Termination.CHECKMATE:
            return Termination.CHECKMATE
    return term


def build_record(scan: Scan, variant_id: str = "standard", resolve: Resolver = resolve_item) -> GameRecord:
    """Play the scanned blocks on a new GameRecord (raises KifuError with ``partial``)."""
    fmt = scan.fmt
    variant_id = scan.variant or variant_id
    main = scan.blocks[0]
    first_number = next((it.number for it in main.items if it.number is not None), None)
    if first_number is not None:
        offset = max(first_number - 1, 0)
    else:
        offset = (scan.bod.moves_played or 0) if scan.bod is not None else 0
    record: GameRecord | None = None
    try:
        hid, sfen = _start(scan, variant_id, offset)
        root_to = None
        if scan.bod is not None and scan.bod.last_move:
            try:
                root_to = parse_move_text(scan.bod.last_move, 0, variant_id).to
            except MoveTextError:
                root_to = None
        try:
            record = GameRecord.new(variant_id, hid, sfen)
        except Exception as exc:  # noqa: BLE001 - a start the core refuses
            raise KifuError(fmt, scan.bod_line or 1, 1, f"impossible start position: {exc}") from None
        _header(record, scan)
        record.root.comment = "\n".join(scan.comments)
        record.root.bookmark = scan.bookmark
        if scan.events:
            record.root.events = list(scan.events)
        path: list[Node] = [record.root]
        for block in scan.blocks:
            if block is not main:
                ply = block.start - offset
                if ply < 1 or ply > len(path) or path[ply - 1].is_ending:
                    raise KifuError(fmt, block.line, 1, f"変化：{block.start}手 does not branch from the line "
                                                        f"before it (it has {len(path) - 1 + offset} moves)")
                del path[ply:]
                record.go_to(path[-1])
            if resolve is resolve_item:
                _play_block(record, path, block.items, offset, fmt, root_to)
            else:
                for item in block.items:
                    _play(record, path, item, offset, fmt, resolve, root_to)
    except KifuError as exc:
        if record is not None:
            _finish(record)
        exc.partial = record
        if scan.error is not None and scan.error.line and scan.error.line <= exc.line:
            scan.error.partial = record
            raise scan.error from None
        raise
    if len(scan.blocks) == 1 and not any(it.time is not None and it.total is None for it in main.items):
        record.first()  # a single line with every total given: _finish has nothing to do
    else:
        _finish(record)
    if scan.error is not None:
        scan.error.partial = record
        raise scan.error
    return record


def _play_block(record: GameRecord, path: list[Node], items: list[Item], offset: int, fmt: str,
                root_to: int | None) -> None:
    """Play a block's items.  KIF moves that name their source square (nearly all of them) are
    turned into moves here, inline; anything else, and anything that fails, goes through _play, which
    does the same work with every check and the error messages."""
    kinds = load_variant(record.variant).kinds
    for item in items:
        mt = item.move
        if mt is not None:
            node = path[-1]
            if item.number == node.ply + 1 + offset and node.ending is None and record.current is node:
                to = mt.to
                if to is None:
                    if node.parent is None:
                        to = root_to
                    else:
                        last = node.move
                        to = (last >> 7) & 127 if type(last) is int else None
                src = mt.source
                m = -1
                if to is not None:
                    if src is not None:
                        code = node.snapshot.board[src]
                        if code and (code > 0) == (node.snapshot.side == 0) and abs(code) - 1 == mt.kind:
                            m = src | to << 7 | (PROMOTE if mt.promote else 0)
                    elif mt.drop and not kinds[mt.kind].is_promoted:
                        m = make_drop(mt.kind, to)
                if m >= 0:
                    try:
                        child = record.add_move(m, events=item.events)
                    except (IllegalMoveError, ValueError):
                        pass  # _play says why
                    else:
                        if item.time is not None:
                            child.time_spent = item.time
                        if item.total is not None:
                            child.total_time = item.total
                        if item.comments:
                            child.comment = "\n".join(item.comments)
                        if item.bookmark:
                            child.bookmark = item.bookmark
                        if item.events:
                            child.events = list(item.events)
                        path.append(child)
                        continue
        _play(record, path, item, offset, fmt, resolve_item, root_to)


def _play(record: GameRecord, path: list[Node], item: Item, offset: int, fmt: str, resolve: Resolver,
          root_to: int | None) -> None:
    node = path[-1]
    expected = node.ply + 1 + offset
    if item.number is not None and item.number != expected:
        raise KifuError(fmt, item.line, 1, f"expected move {expected}, found move {item.number}")
    if node.is_ending:
        raise KifuError(fmt, item.line, item.column, "a move after the end of the game")
    if record.current is not node:
        record.go_to(node)
    if item.summary is not None:
        ending = summary_ending(item.summary, node.snapshot.side)
        if ending is None:
            term, winner = Termination.ABORT, None
            item.comments.insert(0, item.summary)
        else:
            term, winner = ending
            term = _refine(record, node, term, winner, infer_mate=True)
        child = record.add_ending(term, winner)
    elif item.ending is not None:
        rule = ENDINGS.get(item.ending)
        side = node.snapshot.side
        if rule is None:
            term, winner = Termination.ABORT, None
            item.comments.insert(0, item.ending)
        else:
            term, winner = _ending_for(rule[0], rule[1], side)
            term = _refine(record, node, term, winner)
        child = record.add_ending(term, winner)
    elif item.action is not None:
        try:
            child = record.add_move(item.action, events=item.events)
        except IllegalMoveError:
            raise KifuError(fmt, item.line, item.column, f"{item.text}: the action {item.action} is not legal "
                                                         "here") from None
        except (RecordError, ValueError, IndexError, KeyError) as exc:
            raise KifuError(fmt, item.line, item.column, f"{item.text}: {exc}") from None
    else:
        assert item.move is not None
        try:
            m = resolve(record, node, item.move, root_to)
            child = record.add_move(m, events=item.events)
        except MoveTextError as exc:
            raise KifuError(fmt, item.line, item.column, f"{item.text}: {exc.message}") from None
        except IllegalMoveError as exc:
            why = exc.reason.value if exc.reason is not None else "illegal"
            raise KifuError(fmt, item.line, item.column, f"{item.text} is not a legal move here ({why})") from None
        except (RecordError, ValueError, IndexError) as exc:
            raise KifuError(fmt, item.line, item.column, f"{item.text}: {exc}") from None
    if item.time is not None:
        child.time_spent = item.time
    if item.total is not None:
        child.total_time = item.total
    if item.comments:
        child.comment = "\n".join(item.comments)
    if item.bookmark:
        child.bookmark = item.bookmark
    if item.events:
        child.events = list(item.events)
    path.append(child)


def _header(record: GameRecord, scan: Scan) -> None:
    for key, value in scan.headers:
        if value:  # Kifu for Windows writes empty 先手：/後手： lines; they say nothing
            record.header[KIF_HEADER_KEYS.get(key, key)] = value


def _finish(record: GameRecord) -> None:
    """Fill missing totals, make every first child the active one, go to the start."""
    stack: list[tuple[Node, float, float]] = [(record.root, 0.0, 0.0)]
    branch_points: list[Node] = []
    while stack:
        node, own, other = stack.pop()
        if len(node.children) > 1:
            branch_points.append(node)
        for child in node.children:
            if child.time_spent is not None and child.total_time is None:
                child.total_time = own + child.time_spent
            mine = child.total_time if child.total_time is not None else own
            stack.append((child, other, mine))
    for node in reversed(branch_points):
        record.go_to(node.children[0])
    record.first()


# ============================================================================ the fast path
# A game as Kifu for Windows, ShogiHome and cshogi write it (the header, the 手数---- line, then one move
# line per move with its time, comments, one ending, the まで line) is read by one regular expression
# over the whole move section and played straight onto the record.  Anything else in it (variations,
# bookmarks, events, an error, an unusual line) makes the fast path give up, and scan_kif and
# build_record read the text from the start: they alone raise errors, so both paths give the same
# record or the same error (tests compare them).
_SEPARATOR_RE = re.compile(r"^手数--.*\n", re.M)
_BODY_RE = re.compile(  # _FAST_LINE_RE for a whole section (possessive: the same matches, found faster)
    r" *+([0-9]++) ++([^ \t(\n]++(?:\([0-9]{2}\))?+) *+(?:\( *+([0-9]++:[0-9]++)/([0-9]++:[0-9]++:[0-9]++)\))?+"
    r" *+\+?+ *+\n|(.*)\n?")
# variant -> move text -> (origin square (-1 for a drop, _ENDING for an ending word), the code the
# piece on it must have for Black (White: its negative), the move, or for 同 ~(the move without its
# destination)); None: a text the fast path leaves to the general one
_FAST_MOVES: dict[str, dict[str, tuple[int, int, int] | None]] = {}
_CLOCKS: dict[str, float] = {}


_ENDING = -2  # the origin of an ending word's entry: (_ENDING, 0, -1)


def _fast_move(body: str, variant_id: str) -> tuple[int, int, int] | None:
    value = _body_value(body, variant_id)
    if value is None:
        return None
    if isinstance(value, str):
        return (_ENDING, 0, -1) if value in ENDINGS else None
    if value.source is not None:
        src, code, m = value.source, value.kind + 1, value.source | (PROMOTE if value.promote else 0)
    elif value.drop and not load_variant(variant_id).kinds[value.kind].is_promoted:
        src, code, m = -1, 0, NSQ + value.kind
    else:
        return None
    return src, code, ~m if value.to is None else m | value.to << 7


_NUMBER_TEXTS: list[str] = []
_first = itemgetter(0)


def _numbers(first: int, count: int) -> list[str]:
    """The move numbers first, first + 1, ... as written (``str(n)``)."""
    if len(_NUMBER_TEXTS) < first + count:
        _NUMBER_TEXTS.extend(str(n) for n in range(len(_NUMBER_TEXTS), first + count + 256))
    return _NUMBER_TEXTS[first:first + count]


def _plain_scan(head: str) -> Scan | None:
    """What scan_kif makes of a header of usual ``key：value`` lines (blank and ``#`` lines besides);
    None for any other header."""
    scan = Scan(FORMAT)
    for lineno, line in enumerate((head[1:] if head.startswith("\ufeff") else head).split("\n"), 1):
        m = _PLAIN_HEADER_RE.match(line)
        if m is not None:
            if m.group(1) == "手合割":
                scan.handicap = (m.group(2).strip(" \u3000\t"), lineno)
            else:
                scan.headers.append((m.group(1), m.group(2).strip(" \u3000\t")))
        elif line.strip(" \u3000\t") and (line[0] != "#" or line.startswith(EVENT_PREFIX)):
            return None
    scan.blocks.append(Block(0, 0))
    return scan


def _fast_other(line: str, notes: dict[int, list[str]], key: int, ended: bool) -> bool:
    """A line of the move section other than a move, for the fast path: a comment (kept in ``notes``
    under ``key``), a blank line, a ``#`` line other than an event, after the ending the まで line;
    False for anything else."""
    head = line[0]
    if head == "*":
        notes.setdefault(key, []).append(line[1:])
        return True
    if head == "#":
        return not line.startswith(EVENT_PREFIX)
    return not line.strip(" \u3000\t") or ended and _SUMMARY_RE.match(line) is not None


def _clock_seconds(text: str) -> float:
    """``m:ss`` or ``h:mm:ss`` as seconds (cached: games repeat them)."""
    seconds = _CLOCKS.get(text)
    if seconds is None:
        if len(_CLOCKS) > 20000:
            _CLOCKS.clear()
        total = 0
        for part in text.split(":"):
            total = total * 60 + int(part)
        seconds = _CLOCKS[text] = float(total)
    return seconds


_Section = tuple[list[int], list[tuple[int, int, int]], list[tuple[str, str, str, str, str]],
                 "tuple[str, str, str] | None"]
_second = itemgetter(1)
_third = itemgetter(2)
_negative = (0).__gt__


def _whole_section(rows: list[tuple[str, str, str, str, str]], count: int,
                   moves: dict[str, tuple[int, int, int] | None], root_to: int | None,
                   notes: dict[int, list[str]]) -> _Section | None:
    """The usual move section, read with operations on whole lists: ``count`` numbered lines first (the
    moves, perhaps an ending), all of them already known to ``moves``, then only lines _fast_other
    takes.  None for any other section (_section reads it line by line)."""
    numbered = rows[:count]
    if not all(map(_first, numbered)):
        return None
    infos = list(map(moves.get, map(_second, numbered)))
    if None in infos:
        return None
    ending = None
    if infos[-1][0] == _ENDING:  # type: ignore[index]
        last = numbered.pop()
        infos.pop()
        ending = (last[1], last[2], last[3])
    readings: list[tuple[int, int, int]] = infos  # type: ignore[assignment]
    if readings and min(map(_first, readings)) == _ENDING:
        return None  # an ending among the moves
    plays: list[int] = list(map(_third, readings))
    for i in compress(range(len(plays)), map(_negative, plays)):  # 同: where the move before went
        if i:
            plays[i] = ~plays[i] | (plays[i - 1] >> 7 & 127) << 7
        elif root_to is not None:
            plays[i] = ~plays[i] | root_to << 7
        else:
            return None
    key = -1 if ending is not None else len(plays)
    for row in rows[count:]:
        other = row[4]
        if other and not _fast_other(other, notes, key, ending is not None):
            return None
    return plays, readings, numbered, ending


def _section(rows: list[tuple[str, str, str, str, str]], moves: dict[str, tuple[int, int, int] | None],
             variant_id: str, root_to: int | None, notes: dict[int, list[str]]) -> _Section | None:
    """The move section line by line (comments among the moves, move texts read for the first time);
    None for a section the fast path leaves to the general one."""
    plays: list[int] = []
    readings: list[tuple[int, int, int]] = []
    kept: list[tuple[str, str, str, str, str]] = []
    play = plays.append
    read = readings.append
    keep = kept.append
    ending: tuple[str, str, str] | None = None
    rest = iter(rows)
    for row in rest:
        num, body, _, _, other = row
        if num:
            info = moves.get(body)
            if info is None:
                if body in moves:
                    return None
                info = moves[body] = _fast_move(body, variant_id)
                if info is None:
                    return None
            m = info[2]
            if m < 0:
                if info[0] == _ENDING:
                    ending = (body, row[2], row[3])
                    break
                # 同: where the move before went
                if plays:
                    m = ~m | (plays[-1] >> 7 & 127) << 7
                elif root_to is not None:
                    m = ~m | root_to << 7
                else:
                    return None
            play(m)
            read(info)
            keep(row)
        elif other and not _fast_other(other, notes, len(plays), False):
            return None
    for num, _, _, _, other in rest:  # after the ending: comments of the ending, the まで line
        if num or other and not _fast_other(other, notes, -1, True):
            return None
    return plays, readings, kept, ending


def _fast_kif(text: str, variant_id: str) -> GameRecord | None:
    """The record of a plainly written KIF game, or None when the general path must read it."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.endswith("\n"):
        text += "\n"
    separator = _SEPARATOR_RE.search(text)
    if separator is None:
        return None
    head = text[:separator.start()]  # (the 手数---- line says nothing more)
    scan = _plain_scan(head) or scan_kif(head, FORMAT, variant_id)
    if scan.error is not None or len(scan.blocks) != 1 or scan.blocks[0].items:
        return None
    variant_id = scan.variant or variant_id
    rows = _BODY_RE.findall(text, separator.end())
    numbers = list(filter(None, map(_first, rows)))
    if not numbers:
        return None
    offset = max(int(numbers[0]) - 1, 0)
    if numbers != _numbers(offset + 1, len(numbers)) \
            and [int(n) for n in numbers] != list(range(offset + 1, offset + 1 + len(numbers))):
        return None  # moves out of order (the general path says where)
    try:
        hid, sfen = _start(scan, variant_id, offset)
        root_to = None
        if scan.bod is not None and scan.bod.last_move:
            root_to = parse_move_text(scan.bod.last_move, 0, variant_id).to
        record = GameRecord.new(variant_id, hid, sfen)
    except Exception:  # noqa: BLE001 - the general path says what is wrong
        return None
    _header(record, scan)
    node = record.root
    node.bookmark = scan.bookmark
    if scan.events:
        node.events = list(scan.events)
    moves = _FAST_MOVES.get(variant_id)
    if moves is None or len(moves) > 20000:
        moves = _FAST_MOVES[variant_id] = {}
    # First the text: the moves, each with its text's reading and clock, comments by the node they
    # follow (0: the start, i: the i-th move, -1: the ending) and the ending.
    notes: dict[int, list[str]] = {0: list(scan.comments)}
    section = _whole_section(rows, len(numbers), moves, root_to, notes)
    if section is None:
        section = _section(rows, moves, variant_id, root_to, notes)
        if section is None:
            return None
    plays, readings, kept, ending = section
    # Then the moves, in one sweep (each checked for legality), and what the text said of each.
    try:
        nodes = record.add_moves(plays)
    except IllegalMoveError:
        return None
    clocks = _CLOCKS
    parents = [node, *nodes]
    for first in (0, 1):  # the moves of the side to move at the start, then the others'
        sign = 1 if (node.snapshot.side + first) % 2 == 0 else -1  # of the mover's piece codes
        for parent, child, info, row in zip(parents[first::2], nodes[first::2], readings[first::2],
                                            kept[first::2]):
            src = info[0]
            if src >= 0 and parent.snapshot.board[src] != info[1] * sign:
                return None  # the text names another piece than the one there
            spent = row[2]
            if spent:
                try:
                    child.time_spent = clocks[spent]
                    child.total_time = clocks[row[3]]
                except KeyError:
                    child.time_spent = _clock_seconds(spent)
                    child.total_time = _clock_seconds(row[3])
    if len(notes) > 1 or notes[0]:
        for key, lines in notes.items():
            if key > 0:
                nodes[key - 1].comment = "\n".join(lines)
            elif key == 0:
                node.comment = "\n".join(lines)
    last = nodes[-1] if nodes else node
    if ending is not None:
        rule = ENDINGS[ending[0]]
        term, winner = _ending_for(rule[0], rule[1], last.snapshot.side)
        end = record.add_ending(_refine(record, last, term, winner), winner)
        if ending[1]:
            end.time_spent = _clock_seconds(ending[1])
            end.total_time = _clock_seconds(ending[2])
        if -1 in notes:
            end.comment = "\n".join(notes[-1])
    record.first()
    return record


def parse_kif(text: str, variant: str = "standard") -> GameRecord:
    """Read KIF text (both .kif and .kifu content); raises KifuError."""
    try:
        with gc_paused():
            record = _fast_kif(text, variant)
            if record is not None:
                return record
            return build_record(scan_kif(text, FORMAT, variant), variant)
    except KifuError:
        raise
    except Exception as exc:  # noqa: BLE001 - nothing but KifuError leaves a reader
        raise KifuError(FORMAT, 0, 0, f"unreadable KIF: {type(exc).__name__}: {exc}") from None


def parse_kif_bytes(data: bytes, prefer: str | None = None, variant: str = "standard") -> GameRecord:
    return parse_kif(decode(data, FORMAT, prefer).text, variant)


def read_kif(path: str | os.PathLike[str], variant: str = "standard") -> GameRecord:
    """Read a .kif / .kifu file, whatever its encoding (OSError if it cannot be opened)."""
    with open(path, "rb") as f:
        data = f.read()
    return parse_kif_bytes(data, encoding_for_path(path), variant)


# ============================================================================ writing
def _start_lines(record: GameRecord) -> tuple[list[str], bool]:
    """The 手合割 line or a BOD diagram, and whether the game is a handicap game (上手/下手 names)."""
    start = record.start_sfen
    key = " ".join(start.split()[:3])
    variant = load_variant(record.variant)
    if record.variant != "standard":  # 手合割：その他 keeps other programs from reading it as shogi
        return ["手合割：その他", *format_bod(Position.from_sfen(start, record.variant)).split("\n")], \
            bool(record.handicap)
    if key == " ".join(variant.start.split()[:3]) and record.handicap in (None, ""):
        return ["手合割：平手"], False
    if record.variant == "standard":
        preferred = [record.handicap] if record.handicap in handicaps() else []
        for hid in preferred + list(handicaps()):
            h = handicaps()[hid]
            if h.kif_name and " ".join(handicap_sfen(hid, variant).split()[:3]) == key:
                return [f"手合割：{h.kif_name}"], True
    pos = Position.from_sfen(start, record.variant)
    return format_bod(pos).split("\n"), bool(record.handicap)


_RESERVED_KEYS = {"手合割", "先手の持駒", "後手の持駒", "上手の持駒", "下手の持駒", "変化", "black", "white",
                  VARIANT_KEY, SFEN_KEY, HANDICAP_KEY}
_KEY_RE = re.compile(r"[^ \u3000\t：:#*&|+0-9０-９▲△▼▽☗☖][^ \u3000\t：:]*")


def header_lines(record: GameRecord) -> tuple[list[str], bool]:
    """Header, start position and player names, in Kifu for Windows' order; and whether the game is
    written as a handicap game (names as 下手/上手)."""
    out: list[str] = variant_lines(record)
    header = record.header
    for key in _HEADER_ORDER:
        if header.get(key):
            out.append(f"{_KEY_TO_KIF[key]}：{_clean(header[key])}")
    for key, value in header.items():
        if key in _KEY_TO_KIF or key in _RESERVED_KEYS or KIF_HEADER_KEYS.get(key) in header:
            continue
        if _KEY_RE.fullmatch(key) and not key.startswith(("まで", "手数")):
            out.append(f"{key}：{_clean(value)}")
    start, handicap = _start_lines(record)
    out.extend(start)
    black, white = ("下手", "上手") if handicap else ("先手", "後手")
    out.append(f"{black}：{_clean(header.get('black', ''))}")
    out.append(f"{white}：{_clean(header.get('white', ''))}")
    return out, handicap


def variant_lines(record: GameRecord) -> list[str]:
    """The lines that name a variant game (none for standard shogi): a # line for people, then
    ``変則：ID``, ``変則SFEN：SFEN`` (the start with the add-on fields) and, for a handicap label,
    ``変則手合割：ID``."""
    if record.variant == "standard":
        return []
    variant = load_variant(record.variant)
    base_id, _, sub = record.variant.partition("+")[0].partition(":")
    base = load_variant(base_id)
    name = f"{base.name_ja} ({base.name_en})"
    if sub:
        name += f" / {variant.name_ja} ({variant.name_en})"
    if variant.addons:
        name += " + " + " + ".join(variant.addon_ids)
    out = [f"# 変則将棋 {name} - not standard shogi: a Shogi Desktop game ({record.variant})",
           f"{VARIANT_KEY}：{record.variant}", f"{SFEN_KEY}：{record.start_sfen}"]
    if record.handicap:
        out.append(f"{HANDICAP_KEY}：{record.handicap}")
    return out


def event_lines(events: list[Any]) -> list[str]:
    """``#event {JSON}`` lines for a node's add-on events (ASCII JSON, so Shift_JIS can hold it)."""
    return [EVENT_PREFIX + json.dumps(event_to_json(e), ensure_ascii=True, separators=(",", ":")) for e in events]


def move_text(parent: Node, node: Node, variant_id: str) -> str:
    """KIF text of a node's move: ``７六歩(77)``, or for a special action its Japanese words and the
    action string in 【】 (``雷撃球　５二【lightning!5b】``)."""
    m = node.move
    if type(m) is int:
        return kif_move_text(parent.snapshot.board, m, _last_to(parent), variant_id)
    return action_kif_text(parent, node, variant_id)


def action_kif_text(parent: Node, node: Node, variant_id: str) -> str:
    action = node.move if isinstance(node.move, Action) else parse_action(node.usi)
    return f"{action_text(parent.snapshot.board, action, variant_id)}【{action}】"


def _clean(value: str) -> str:
    return " ".join(split_lines(str(value)))


def ending_word(node: Node) -> str:
    """The KIF ending word of an ending node."""
    assert node.ending is not None and node.parent is not None
    term, winner = node.ending.termination, node.ending.winner
    side = node.parent.snapshot.side
    if term in (Termination.FOUL, Termination.PERPETUAL_CHECK):
        return "反則勝ち" if winner == side else "反則負け"
    if term is Termination.IMPASSE:
        return "持将棋" if winner is None else "入玉勝ち"
    return {
        Termination.RESIGNATION: "投了", Termination.CHECKMATE: "詰み", Termination.STALEMATE: "詰み",
        Termination.TIME: "切れ負け", Termination.REPETITION: "千日手", Termination.ABORT: "中断",
        Termination.AGREEMENT: "引き分け",
    }.get(term, "中断")


def summary_line(node: Node, handicap: bool) -> str:
    """``まで77手で先手の勝ち`` and the like, for an ending node (KIF's last line, KI2's ending)."""
    assert node.ending is not None and node.parent is not None
    names = ("下手", "上手") if handicap else ("先手", "後手")
    n = node.ply - 1
    term, winner = node.ending.termination, node.ending.winner
    side = node.parent.snapshot.side
    head = f"まで{n}手で"
    if term is Termination.TIME and winner is not None:
        return f"{head}時間切れにより{names[winner]}の勝ち"
    if term in (Termination.FOUL, Termination.PERPETUAL_CHECK) and winner is not None:
        return f"{head}{names[side]}の{'反則勝ち' if winner == side else '反則負け'}"
    if term is Termination.IMPASSE:
        return f"{head}{names[winner]}の入玉勝ち" if winner is not None else f"{head}持将棋"
    if winner is not None:
        return f"{head}{names[winner]}の勝ち"
    return head + {Termination.REPETITION: "千日手", Termination.ABORT: "中断",
                   Termination.AGREEMENT: "引き分け"}.get(term, "中断")


def _clock(node: Node, totals: dict[int, tuple[float, float]]) -> str:
    parent = node.parent
    assert parent is not None
    mover = parent.snapshot.side
    prev = totals.get(id(parent), (0.0, 0.0))
    spent = node.time_spent or 0.0
    total = node.total_time if node.total_time is not None else prev[mover] + spent
    now = (total, prev[1]) if mover == 0 else (prev[0], total)
    totals[id(node)] = now
    s = int(spent + 0.5)
    t = int(total + 0.5)
    return f"({s // 60:>2}:{s % 60:02}/{t // 3600:02}:{t // 60 % 60:02}:{t % 60:02})"


def comment_lines(text: str) -> list[str]:
    if not text:
        return []
    body = text.replace("\r\n", "\n").replace("\r", "\n")
    return ["*" + line for line in body.split("\n")]


def format_kif(record: GameRecord, newline: str = "\n") -> str:
    """KIF text of the whole record (variations included), as Kifu for Windows and ShogiHome write it.

    A variant game, and one with card, magic or variant-power actions, is written in our extension of
    KIF (docs/formats.md): other programs refuse it rather than misread it, and our reader reads it
    back whole."""
    out = ["# KIF形式棋譜ファイル Generated by Shogi Desktop"]
    head, handicap = header_lines(record)
    out.extend(head)
    out.append(_SEPARATOR)
    totals: dict[int, tuple[float, float]] = {}
    vid = record.variant
    for node in record.walk():
        parent = node.parent
        if parent is None:
            out.extend(comment_lines(node.comment))
            if node.bookmark:
                out.append("&" + _clean(node.bookmark))
            out.extend(event_lines(node.events))
            continue
        if parent.children[0] is not node:
            out.append("")
            out.append(f"変化：{node.ply}手")
        text = ending_word(node) if node.ending is not None else move_text(parent, node, vid)
        pad = " " * max(12 - display_width(text), 0)
        mark = "+" if parent.children[-1] is not node else ""
        out.append(f"{node.ply:>4} {text}{pad} {_clock(node, totals)}{mark}")
        out.extend(comment_lines(node.comment))
        if node.bookmark:
            out.append("&" + _clean(node.bookmark))
        out.extend(event_lines(node.events))
        if node.ending is not None and node.is_main_line:
            out.append(summary_line(node, handicap))
    return newline.join(out) + newline


def write_kif(record: GameRecord, path: str | os.PathLike[str], encoding: str | None = None) -> None:
    """Write .kif (Shift_JIS) or .kifu (UTF-8, with the KIF 2.0 encoding line) with CRLF line ends."""
    enc = encoding or encoding_for_path(path)
    text = format_kif(record, "\r\n")
    if enc.lower().replace("_", "-") in ("utf-8", "utf8"):
        text = "#KIF version=2.0 encoding=UTF-8\r\n" + text
    data = encode(text, enc, FORMAT)
    with open(path, "wb") as f:
        f.write(data)
