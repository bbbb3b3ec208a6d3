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
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

from ..core.handicap import handicap_sfen, handicaps
from ..core.outcome import Termination
from ..core.position import IllegalMoveError, Position
from ..core.record import GameRecord, Node, RecordError
from ..core.validate import validate_position
from ..core.variant import load_variant
from .bod import Bod, BodReader, format_bod
from .encoding import decode, encode, encoding_for_path
from .errors import KifuError
from .japanese import (
    MARKS,
    MoveText,
    MoveTextError,
    display_width,
    kif_move_text,
    parse_move_text,
    resolve_ki2,
    resolve_kif,
)
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


# ============================================================================ scanned text
@dataclass
class Item:
    """One move or ending as written."""

    line: int
    column: int
    text: str
    number: int | None = None  # KIF's move number
    move: MoveText | None = None
    ending: str | None = None  # the ending word (投了 …)
    summary: str | None = None  # an ending given by a まで…手で line: what it says after 手で
    time: float | None = None
    total: float | None = None
    comments: list[str] = field(default_factory=list)
    bookmark: str = ""


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
    blocks: list[Block] = field(default_factory=list)
    error: KifuError | None = None  # where the text stopped making sense (the rest is not read)


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


def scan_kif(text: str, fmt: str = FORMAT, variant_id: str = "standard") -> Scan:
    """Sort KIF or KI2 text into headers, diagram and move blocks (no move is played yet).

    Both kinds of move lines are read whatever the format says (numbered KIF lines and ▲/△ KI2
    lines), so a file with the wrong extension still opens."""
    scan = Scan(fmt)
    bod = BodReader(variant_id, fmt)
    main = Block(0, 0)
    scan.blocks.append(main)
    block = main
    in_moves = False
    last: Item | None = None
    try:
        for lineno, line in enumerate(split_lines(text), 1):
            if lineno == 1 and line.startswith("\ufeff"):
                line = line[1:]
            stripped = line.strip(" \u3000\t")
            if not stripped:
                continue
            head = line[0]
            if head == "#":
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
            if not in_moves and bod.feed(line, lineno):
                continue
            half = line.translate(_FW_TABLE)
            m = _MOVE_LINE_RE.match(half)
            if m is not None:
                in_moves = True
                last = _move_item(half, m, lineno, variant_id, fmt)
                block.items.append(last)
                continue
            if stripped[0] in MARKS:
                in_moves = True
                for item in ki2_move_items(line, lineno, variant_id, fmt):
                    block.items.append(item)
                    last = item
                continue
            m = _BRANCH_RE.match(line)
            if m is not None:
                if in_moves or main.items:  # (ShogiHome once wrote 変化： lines into headers: ignored there)
                    block = Block(int(m.group(1).translate(_FW_TABLE)), lineno)
                    scan.blocks.append(block)
                continue
            m = _SUMMARY_RE.match(line)
            if m is not None:
                # KI2's ending, and KIF's when the ending line is missing; after an ending it says nothing new
                if not (block.items and (block.items[-1].ending or block.items[-1].summary is not None)):
                    rest = line[m.end():].lstrip("目").lstrip("で").strip(" \u3000。")
                    last = Item(lineno, 1, stripped, None, summary=rest)
                    block.items.append(last)
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


def ki2_move_items(line: str, lineno: int, variant_id: str, fmt: str) -> list[Item]:
    """The moves of a KI2 line (``▲７六歩    △３四歩``), each with its column."""
    starts = [i for i, ch in enumerate(line) if ch in MARKS]
    items = []
    for n, start in enumerate(starts):
        stop = starts[n + 1] if n + 1 < len(starts) else len(line)
        try:
            mt = parse_move_text(line, start, variant_id)
        except MoveTextError as exc:
            raise KifuError(fmt, lineno, exc.column + 1, exc.message) from None
        if mt.end > stop:
            raise KifuError(fmt, lineno, stop + 1, "expected a move before the next ▲ or △")
        gap = line[mt.end:stop]
        extra = gap.strip(" \u3000\t")
        if extra:
            column = mt.end + len(gap) - len(gap.lstrip(" \u3000\t")) + 1
            raise KifuError(fmt, lineno, column, f"unexpected {extra[:10]!r} after the move "
                                                 f"{line[start:mt.end].strip()!r}")
        items.append(Item(lineno, start + 1, line[start:mt.end].strip(" \u3000"), None, move=mt))
    return items


def _move_item(line: str, m: re.Match[str], lineno: int, variant_id: str, fmt: str) -> Item:
    number = int(m.group(1))
    start = m.end()
    body = line[start:]
    first = body[:1]
    if first and (first.isdigit() or first in "同▲△▼▽☗☖"):
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
    """(handicap id, start SFEN) for GameRecord.new, from 手合割 and the board diagram."""
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
    return found, own


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
        path: list[Node] = [record.root]
        for block in scan.blocks:
            if block is not main:
                ply = block.start - offset
                if ply < 1 or ply > len(path) or path[ply - 1].is_ending:
                    raise KifuError(fmt, block.line, 1, f"変化：{block.start}手 does not branch from the line "
                                                        f"before it (it has {len(path) - 1 + offset} moves)")
                del path[ply:]
                record.go_to(path[-1])
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
    _finish(record)
    if scan.error is not None:
        scan.error.partial = record
        raise scan.error
    return record


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
    else:
        assert item.move is not None
        try:
            m = resolve(record, node, item.move, root_to)
            child = record.add_move(m)
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


def parse_kif(text: str, variant: str = "standard") -> GameRecord:
    """Read KIF text (both .kif and .kifu content); raises KifuError."""
    try:
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


_RESERVED_KEYS = {"手合割", "先手の持駒", "後手の持駒", "上手の持駒", "下手の持駒", "変化", "black", "white"}
_KEY_RE = re.compile(r"[^ \u3000\t：:#*&|+0-9０-９▲△▼▽☗☖][^ \u3000\t：:]*")


def header_lines(record: GameRecord) -> tuple[list[str], bool]:
    """Header, start position and player names, in Kifu for Windows' order; and whether the game is
    written as a handicap game (names as 下手/上手)."""
    out: list[str] = []
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


def check_writable(record: GameRecord, fmt: str) -> None:
    """KIF and KI2 hold standard shogi (and its handicaps) only: anything else is a KifuError, never a
    file that other programs would misread."""
    if record.variant != "standard":
        raise KifuError(fmt, 0, 0, f"{fmt} holds standard shogi only, not the variant {record.variant!r} "
                                   "(save in the native format)")
    for node in record.walk():
        if node.parent is not None and node.ending is None and (
                not isinstance(node.move, int) or isinstance(node.move, bool)):
            raise KifuError(fmt, 0, 0, f"ply {node.ply} ({node.usi}) is a card or magic action, which {fmt} "
                                       "cannot hold (save in the native format)")


def format_kif(record: GameRecord, newline: str = "\n") -> str:
    """KIF text of the whole record (variations included), as Kifu for Windows and ShogiHome write it.

    Raises KifuError for a variant game or one with card or magic actions."""
    check_writable(record, FORMAT)
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
            continue
        if parent.children[0] is not node:
            out.append("")
            out.append(f"変化：{node.ply}手")
        if node.ending is not None:
            text = ending_word(node)
        else:
            text = kif_move_text(parent.snapshot.board, node.move, _last_to(parent), vid)
        pad = " " * max(12 - display_width(text), 0)
        mark = "+" if parent.children[-1] is not node else ""
        out.append(f"{node.ply:>4} {text}{pad} {_clock(node, totals)}{mark}")
        out.extend(comment_lines(node.comment))
        if node.bookmark:
            out.append("&" + _clean(node.bookmark))
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
