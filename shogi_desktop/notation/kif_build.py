"""The rules stage of the KIF and KI2 readers: the scanned blocks played on a :class:`GameRecord`, which
checks legality.

A block's plainly written KIF moves (source square or 打 given, numbered in order) are turned into
move ints from the text alone and played in one sweep (``GameRecord.add_moves``), which stops before
a move whose text names another piece than the one on its square.  Any other item (KI2 moves, actions,
endings, a move out of order, an event), and any move the sweep refuses, is played on its own with
every check and the error that names it.

What real files hold and this reads as their writers meant (docs/formats.md, "What the readers forgive"):
a board diagram that no game reaches (a 九歩 puzzle: read, with a notice of the rule it breaks), a
game lost by an illegal move that the record keeps (the legal part, then 反則負け for the side that made
it, with a notice naming the move), a second ending after the first (left out, with a notice), a move
numbered wrongly (read in order, with a notice), variations listed in the order of their ply.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import compress, cycle
from operator import itemgetter, neg
from typing import Any

from ..core.handicap import HandicapError, handicap_sfen, handicaps
from ..core.outcome import Termination
from ..core.position import PROMOTE, IllegalMoveError, Position, make_drop
from ..core.record import GameRecord, Node, RecordError
from ..core.sfen import SfenError
from ..core.shapes import set_comment
from ..core.variant import VariantError, load_variant
from .bod import format_bod, parse_bod
from .endings import kif_ending, refine, summary_ending
from .errors import KifuError, KifuNotice, Notices
from .japanese import MoveText, MoveTextError, parse_move_text, resolve_ki2, resolve_kif
from .kif_scan import HANDICAP_KEY, SFEN_KEY, Item, Run, Scan, clocks
from .tree import MAX_NODES, PositionCursor, made_since, step_back_to
from .usi import checked_start, match_start

# KIF header keys <-> the record's header keys (the same names as the CSA and JKF modules use);
# other keys are kept as written.
KIF_HEADER_KEYS = {
    "先手": "black", "後手": "white", "下手": "black", "上手": "white", "棋戦": "event", "場所": "site",
    "開始日時": "start_time", "終了日時": "end_time", "持ち時間": "time_control", "戦型": "opening",
    "備考": "note", "表題": "title", "先手持ち時間": "time_control_black", "後手持ち時間": "time_control_white",
    "最大手数": "max_moves", "持将棋": "jishogi",
}
MAX_MOVE_NUMBER = 999_999_998  # the SFEN move number after it still has at most nine digits

Resolver = Callable[..., int]
_START_ERRORS = (SfenError, VariantError, HandicapError, ValueError, KeyError)


def _last_to(node: Node) -> int | None:
    m = node.move
    return (m >> 7) & 127 if type(m) is int else None


def resolve_item(record: GameRecord, node: Node, mt: MoveText, root_to: int | None = None,
                 cursor: PositionCursor | None = None) -> int:
    """The move a Japanese move text names after ``node`` (KIF source square or KI2 qualifiers);
    ``root_to`` is where the move before the start went (a diagram's 手数＝N line), for 同; ``cursor``
    keeps the position KI2 needs from one move to the next."""
    snap = node.snapshot
    last_to = _last_to(node) if node.parent is not None else root_to
    if mt.source is not None or mt.drop:
        return resolve_kif(snap.board, snap.side, mt, last_to, record.variant)
    pos = cursor.at(node) if cursor is not None else Position.from_snapshot(snap, history=False)
    return resolve_ki2(pos, mt, last_to)


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


def _start(scan: Scan, variant_id: str, offset: int, notices: Notices) -> tuple[str | None, str | None]:
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
            if name == "その他":
                raise KifuError(fmt, lineno, 5, "kif-other-needs-board")
            raise KifuError(fmt, lineno, 5, "kif-bad-handicap", repr(name))
    sfen = base
    if bod is not None:
        try:
            sfen = bod.sfen(variant_id, base)
        except _START_ERRORS as exc:
            raise KifuError(fmt, scan.bod_line or 1, 1, "bad-start", str(exc)) from None
        checked_start(sfen, variant_id, fmt, scan.bod_line or 1, 1, notices)
    number = bod.moves_played + 1 if bod is not None and bod.moves_played is not None else offset + 1
    if number > MAX_MOVE_NUMBER + 1:
        raise KifuError(fmt, scan.bod_line or 1, 1, "kif-bad-number", number - 1)
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
    except _START_ERRORS as exc:
        raise KifuError(fmt, lineno, len(SFEN_KEY) + 2, "kif-bad-sfen", str(exc)) from None
    bod = scan.bod
    if bod is not None and bod.board is not None:
        try:
            drawn = bod.sfen(variant_id, sfen).split()[:3]
        except _START_ERRORS as exc:
            raise KifuError(fmt, scan.bod_line or 1, 1, "bad-start", str(exc)) from None
        # Kinds that share a kanji (成銀 and the promoted immortal silver) look alike in a diagram:
        # compare with the diagram of the declared position as read back.
        if drawn != sfen.split()[:3] and drawn != parse_bod(format_bod(Position.from_sfen(sfen, variant_id)),
                                                            variant_id).split()[:3]:
            raise KifuError(fmt, scan.bod_line or 1, 1, "kif-diagram-differs", lineno)
    return _declared_handicap(scan, variant_id), text


def _declared_handicap(scan: Scan, variant_id: str) -> str | None:
    """The handicap label of ``変則手合割：ID`` (None without the line)."""
    if scan.handicap_id is None:
        return None
    label, lineno = scan.handicap_id
    try:
        handicap_sfen(label, load_variant(variant_id))
    except _START_ERRORS:
        raise KifuError(scan.fmt, lineno, len(HANDICAP_KEY) + 2, "kif-bad-handicap-id", repr(label)) from None
    return label


def _header(record: GameRecord, scan: Scan) -> None:
    for key, value in scan.headers:
        if value:  # Kifu for Windows writes empty 先手：/後手： lines; they say nothing
            record.header[KIF_HEADER_KEYS.get(key, key)] = value


class _Builder:
    """Plays the blocks of a scan on a record, keeping the line being read (``path``, root first)."""

    def __init__(self, record: GameRecord, scan: Scan, offset: int, root_to: int | None, notices: Notices,
                 resolve: Resolver) -> None:
        self.record = record
        self.scan = scan
        self.fmt = scan.fmt
        self.offset = offset
        self.root_to = root_to
        self.notices = notices
        self.resolve = resolve
        self.path: list[Node] = [record.root]
        self.main_path: list[Node] | None = None  # the main line, once read (variations may branch off it)
        self.nodes = 0
        self.bulk = resolve is resolve_item and not load_variant(record.variant).addons
        self.variant_id = record.variant
        self.kinds = load_variant(record.variant).kinds
        self.noticed: set[str] = set()
        self.cursor = PositionCursor(record)

    def notice(self, item: Item, code: str, *params: object) -> None:
        if code not in self.noticed:  # once per kind of notice
            self.noticed.add(code)
            self.notices.append(KifuNotice(self.fmt, item.line, item.column, code, *params))

    # ----------------------------------------------------------------- blocks
    def block(self, start: int, line: int, items: list[Item | Run]) -> None:
        if start:
            self.branch(start, line)
        queue = items
        i = 0
        while i < len(queue):
            first = queue[i]
            if isinstance(first, Run):  # usual move lines: in one sweep, what is left one by one
                rest = self.run(first) if self.bulk else first.items()
                queue = [*queue[:i], *rest, *queue[i + 1:]]
                continue
            if self.bulk:
                i = self.sweep(queue, i)
                if i >= len(queue) or isinstance(queue[i], Run):
                    continue
            if not self.play(queue, i):
                break
            i += 1
        if start == 0:
            self.main_path = list(self.path)

    def run(self, run: Run) -> list[Item]:
        """Play a run of usual move lines in one sweep, as far as they go; returns the rows left (the first
        of them is a move the sweep could not play: play() says why)."""
        path = self.path
        node = path[-1]
        record = self.record
        n = len(run)
        expected = node.ply + 1 + self.offset
        if node.ending is not None or record.current is not node or run.numbers != _number_texts(expected, n) and \
                list(map(int, run.numbers)) != list(range(expected, expected + n)):
            return run.items()
        infos = _sweep_infos(run.texts, run.values, self.variant_id, self.kinds)
        if infos is None:
            return run.items()
        plays: list[int] = list(map(_third, infos))
        last = _last_to(node) if node.parent is not None else self.root_to
        for k in compress(range(n), map(_negative, plays)):  # 同: where the move before went
            before = (plays[k - 1] >> 7 & 127) if k else last
            if before is None:
                return run.items()
            plays[k] = ~plays[k] | before << 7
        self.count(n)
        # The text named a piece: the moves stop before one that does not move it (play() says why).
        pieces = _pieces(infos, record.side_at(node))
        spent = clocks(run.spent)
        totals = clocks(run.totals)
        if None in spent:  # (a total counts only with its time, as _annotate sets them)
            totals = [None if t is None else total for t, total in zip(spent, totals)]
        try:
            made = record.add_moves(plays, pieces, spent, totals)
        except (IllegalMoveError, ValueError):
            made = made_since(record, node)
        path.extend(made)
        return run.items(len(made)) if len(made) < n else []

    def branch(self, start: int, line: int) -> None:
        """Go to where a ``変化：N手`` block branches: the line just read, else the main line."""
        ply = start - self.offset
        for base in (self.path, self.main_path or self.path):
            if 1 <= ply <= len(base) and not base[ply - 1].is_ending:
                target = base[ply - 1]
                step_back_to(self.record, target)
                self.path = base[:ply] if base is not self.path else self.path
                del self.path[ply:]
                return
        raise KifuError(self.fmt, line, 1, "kif-bad-variation", start, len(self.path) - 1 + self.offset)

    def count(self, n: int = 1) -> None:
        self.nodes += n
        if self.nodes > MAX_NODES:
            raise KifuError(self.fmt, 0, 0, "too-many-moves", MAX_NODES)

    # ----------------------------------------------------------------- the sweep
    def sweep(self, items: list[Any], i: int) -> int:
        """Play the plainly written KIF moves from ``items[i]`` on in one sweep; returns the index of the
        first item it left (to :meth:`play`)."""
        path = self.path
        node = path[-1]
        if node.ending is not None or self.record.current is not node:
            return i
        expected = node.ply + 1 + self.offset
        last = _last_to(node) if node.parent is not None else self.root_to
        kinds = self.kinds
        ints: list[int] = []
        taken: list[Item] = []
        n = len(items)
        j = i
        while j < n:
            item = items[j]
            mt = item.move
            if mt is None or item.number != expected or item.events:
                break
            to = mt.to if mt.to is not None else last
            if to is None:
                break
            if mt.source is not None:
                m = mt.source | to << 7 | (PROMOTE if mt.promote else 0)
            elif mt.drop and not kinds[mt.kind].is_promoted:
                m = make_drop(mt.kind, to)
            else:
                break
            ints.append(m)
            taken.append(item)
            last = to
            expected += 1
            j += 1
        if not ints:
            return i
        self.count(len(ints))
        record = self.record
        # The text named a piece: the moves stop before one that does not move it.  (Anything else, such
        # as ２二馬(88) for 角成, is left to play(), which reads it or says what is wrong.)
        sign = 1 if record.side_at(node) == 0 else -1
        pieces = [(item.move.kind + 1) * s if item.move.source is not None else 0  # type: ignore[union-attr]
                  for item, s in zip(taken, cycle((sign, -sign)))]
        try:
            made = record.add_moves(ints, pieces)
        except (IllegalMoveError, ValueError):
            made = made_since(record, node)  # (the moves before the refused one were played)
        for item, child in zip(taken, made):
            if item.time is not None:
                child.time_spent = item.time
                child.total_time = item.total
            if item.comments or item.bookmark:
                _annotate(child, item)
        path.extend(made)
        return i + len(made)

    # ----------------------------------------------------------------- one item
    def play(self, items: list[Any], i: int) -> bool:
        """Play one item; False when the rest of the block is to be left out (after an illegal last move)."""
        item = items[i]
        record = self.record
        path = self.path
        node = path[-1]
        fmt = self.fmt
        expected = node.ply + 1 + self.offset
        if node.is_ending:
            if item.is_ending:  # 投了 then 中断: the first ending stands
                self.notice(item, "notice-second-ending", item.text)
                return True
            raise KifuError(fmt, item.line, item.column, "move-after-end")
        if record.current is not node:
            step_back_to(record, node)
        renumbered = item.number is not None and item.number != expected
        side = record.side_at(node)
        if item.summary is not None:
            ending = summary_ending(item.summary, side)
            if ending is None:
                term, winner = Termination.ABORT, None
                item.comments.insert(0, item.summary)
            else:
                term, winner = ending
                term = refine(record, node, term, winner, infer_mate=True)
            child = record.add_ending(term, winner)
        elif item.ending is not None:
            if renumbered:
                raise KifuError(fmt, item.line, 1, "kif-move-number", expected, item.number)
            ending = kif_ending(item.ending, side)
            if ending is None:
                term, winner = Termination.ABORT, None
                item.comments.insert(0, item.ending)
            else:
                term, winner = ending
                term = refine(record, node, term, winner)
            child = record.add_ending(term, winner)
        else:
            try:
                child = self.move(item, node)
            except IllegalMoveError as exc:
                if renumbered:
                    raise KifuError(fmt, item.line, 1, "kif-move-number", expected, item.number) from None
                if all(later.is_ending for later in items[i + 1:]) and item.action is None:
                    self.illegal_last(items, i, exc)
                    return False
                raise KifuError(fmt, item.line, item.column, "illegal-move", item.text, reason=exc.reason) from None
            except KifuError:
                if renumbered:
                    raise KifuError(fmt, item.line, 1, "kif-move-number", expected, item.number) from None
                raise
            if renumbered:
                self.notice(item, "notice-renumbered", expected, item.number)
        self.count()
        _annotate(child, item)
        path.append(child)
        return True

    def move(self, item: Item, node: Node) -> Node:
        """The node of a move or action item (IllegalMoveError for a move the rules refuse)."""
        record = self.record
        fmt = self.fmt
        if item.action is not None:
            try:
                return record.add_move(item.action, events=item.events)
            except IllegalMoveError:
                raise KifuError(fmt, item.line, item.column, "illegal-action", item.action) from None
            except (RecordError, ValueError, IndexError, KeyError) as exc:
                raise KifuError(fmt, item.line, item.column, "bad-action", item.action, str(exc)) from None
        assert item.move is not None
        try:
            m = self.resolve(record, node, item.move, self.root_to, self.cursor)
        except MoveTextError as exc:
            raise KifuError(fmt, item.line, item.column, exc.code, *exc.params, context=item.text) from None
        try:
            return record.add_move(m, events=item.events)
        except IllegalMoveError:
            raise
        except (RecordError, ValueError, IndexError) as exc:
            raise KifuError(fmt, item.line, item.column, "bad-action", item.text, str(exc)) from None

    def illegal_last(self, items: list[Any], i: int, exc: IllegalMoveError) -> None:
        """A game lost by an illegal move the record keeps (81Dojo, 将棋倶楽部24): the legal part, then
        反則負け for the side that made it; the move and the endings after it go into a notice."""
        item = items[i]
        node = self.path[-1]
        side = self.record.side_at(node)
        child = self.record.add_ending(Termination.FOUL, side ^ 1)
        self.count()
        comments = list(item.comments)
        for later in items[i + 1:]:
            comments.extend(later.comments)
        if comments:
            set_comment(child, "\n".join(comments))
        self.path.append(child)
        number = node.ply + 1 + self.offset
        self.notices.append(KifuNotice(self.fmt, item.line, item.column, "notice-illegal-last", number, item.text,
                                       number - 1, "Black" if side == 0 else "White", reason=exc.reason))


_NUMBERS = [str(k) for k in range(1, 1025)]  # the move numbers as written, to compare with a run's texts at once


def _number_texts(first: int, n: int) -> list[str]:
    """The texts of the move numbers ``first`` to ``first + n - 1`` as usually written (an empty list beyond
    the first 1,024: a run's numbers are then compared as ints)."""
    return _NUMBERS[first - 1:first - 1 + n] if first > 0 and first + n <= 1025 else []


_second = itemgetter(1)
_third = itemgetter(2)
_negative = (0).__gt__
_SWEEP: dict[str, dict[str, tuple[int, int, int] | None]] = {}  # variant -> move text -> (origin, code, move)


def _sweep_infos(texts: list[str], values: list[MoveText], variant_id: str,
                 kinds: Any) -> list[tuple[int, int, int]] | None:
    """Per move text: (its origin square, -1 for a drop; the code of the piece it names, Black's; the
    move int, or for 同 ~(the move without its destination)).  None when a text is no plain KIF move
    (play() reads those).  Kept per text (at most 4,096 of them a variant)."""
    cache = _SWEEP.get(variant_id)
    if cache is None or len(cache) >= 4096:
        if len(_SWEEP) >= 16:
            _SWEEP.clear()
        cache = _SWEEP[variant_id] = {}
    infos = list(map(cache.get, texts))
    if None in infos:
        for k, info in enumerate(infos):
            if info is None:
                mt = values[k]
                if mt.source is not None:
                    m = mt.source | (PROMOTE if mt.promote else 0)
                    info = (mt.source, mt.kind + 1, ~m if mt.to is None else m | mt.to << 7)
                elif mt.drop and not kinds[mt.kind].is_promoted:
                    m = make_drop(mt.kind, 0)
                    info = (-1, 0, ~m if mt.to is None else m | mt.to << 7)
                else:
                    return None
                if len(texts[k]) <= 24:
                    cache[texts[k]] = info
                infos[k] = info
    return infos  # type: ignore[return-value]


def _pieces(infos: list[tuple[int, int, int]], side: int) -> list[int]:
    """The code of the piece each move of a run names (0 for a drop), the first move's by ``side``."""
    codes = list(map(_second, infos))
    if side:
        codes[0::2] = map(neg, codes[0::2])
    else:
        codes[1::2] = map(neg, codes[1::2])
    return codes


def _annotate(child: Node, item: Item) -> None:
    if item.time is not None:
        child.time_spent = item.time
    if item.total is not None:
        child.total_time = item.total
    if item.comments:
        set_comment(child, "\n".join(item.comments))
    if item.bookmark:
        child.bookmark = item.bookmark
    if item.events:
        child.events = list(item.events)


def build_record(scan: Scan, variant_id: str = "standard", notices: Notices | None = None,
                 resolve: Resolver = resolve_item) -> GameRecord:
    """Play the scanned blocks on a new GameRecord (raises KifuError with ``partial``); what the
    reader noticed goes to ``notices``."""
    if notices is None:
        notices = []
    fmt = scan.fmt
    variant_id = scan.variant or variant_id
    main = scan.blocks[0]
    first_number = next((it.number for it in main.items if it.number is not None), None)
    if first_number is not None:
        offset = max(first_number - 1, 0)
    else:
        offset = (scan.bod.moves_played or 0) if scan.bod is not None else 0
    if offset > MAX_MOVE_NUMBER:
        item = next(it for it in main.items if it.number is not None)
        raise KifuError(fmt, item.line, item.column, "kif-bad-number", first_number)
    record: GameRecord | None = None
    try:
        hid, sfen = _start(scan, variant_id, offset, notices)
        root_to = None
        if scan.bod is not None and scan.bod.last_move:
            try:
                root_to = parse_move_text(scan.bod.last_move, 0, variant_id).to
            except MoveTextError:
                root_to = None
        try:
            record = GameRecord.new(variant_id, hid, sfen)
        except _START_ERRORS as exc:
            raise KifuError(fmt, scan.bod_line or 1, 1, "bad-start", str(exc)) from None
        _header(record, scan)
        set_comment(record.root, "\n".join(scan.comments))
        record.root.bookmark = scan.bookmark
        if scan.events:
            record.root.events = list(scan.events)
        builder = _Builder(record, scan, offset, root_to, notices, resolve)
        for block in scan.blocks:
            builder.block(block.start, block.line, block.items)
    except KifuError as exc:
        if record is not None:
            finish(record)
        exc.partial = record
        if scan.error is not None and scan.error.line and scan.error.line <= exc.line:
            scan.error.partial = record
            raise scan.error from None
        raise
    if len(scan.blocks) > 1 or any(it.time is not None and it.total is None for it in main.items):
        finish(record)
    else:
        record.first()  # one line, every total given: nothing to fill in, no branch to make active
    if scan.error is not None:
        scan.error.partial = record
        raise scan.error
    return record


def finish(record: GameRecord) -> None:
    """Fill missing totals, make every main continuation the active one, go to the start."""
    stack: list[tuple[Node, float, float]] = [(record.root, 0.0, 0.0)]
    while stack:
        node, own, other = stack.pop()
        for child in node.children:
            if child.time_spent is not None and child.total_time is None:
                child.total_time = own + child.time_spent
            mine = child.total_time if child.total_time is not None else own
            stack.append((child, other, mine))
    record.reset_branches()
    record.first()
