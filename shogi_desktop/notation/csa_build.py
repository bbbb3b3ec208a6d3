"""The rules stage of the CSA reader (csa.py): a scanned game played on a :class:`GameRecord`, which
checks legality.  The board moves of a game are turned into move ints on a board of its own (each
distinct move text decoded once) and played in one sweep (``GameRecord.add_moves``, times and all); an
entry the sweep cannot take is played on its own with every check and the error that names it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import accumulate, repeat
from operator import attrgetter
from typing import Any, cast

from ..core.position import PROMOTE, IllegalMoveError, make_drop, make_move
from ..core.record import GameRecord, Node, RecordError
from ..core.shapes import set_comment
from ..core.variant import Variant, load_variant
from .csa_scan import CSA_TO_LETTER, FORMAT, HAND_NAMES, LETTER_TO_CSA, MOVE_RE, CsaEntry, CsaGame
from .endings import csa_ending
from .errors import KifuError, Notices
from .tree import made_since
from .usi import checked_start, new_record


# --------------------------------------------------------------------------- rules stage
def _move_of(board: Sequence[int], side: int, variant: Variant, entry: CsaEntry) -> int:
    """The move int of a CSA move on ``board`` (the position before it, ``side`` to move)."""
    s = entry.text
    color = 0 if s[0] == "+" else 1
    line, col = entry.line, entry.column
    if color != side:
        raise KifuError(FORMAT, line, col, "csa-wrong-side", s, "Black (+)" if side == 0 else "White (-)")
    f1, r1, f2, r2 = ord(s[1]) - 48, ord(s[2]) - 48, ord(s[3]) - 48, ord(s[4]) - 48
    name = s[5:7]
    letter = CSA_TO_LETTER.get(name)
    if letter is None:
        raise KifuError(FORMAT, line, col + 5, "csa-unknown-piece", s, repr(name))
    if f2 == 0 or r2 == 0:
        raise KifuError(FORMAT, line, col + 3, "csa-bad-destination", s)
    to = (r2 - 1) * 9 + 9 - f2
    if f1 == 0 and r1 == 0:
        if name not in HAND_NAMES:
            raise KifuError(FORMAT, line, col + 5, "csa-cannot-drop", s, name)
        return make_drop(variant.kind(letter).index, to)
    if f1 == 0 or r1 == 0:
        raise KifuError(FORMAT, line, col + 1, "csa-bad-origin", s)
    frm = (r1 - 1) * 9 + 9 - f1
    code = board[frm]
    if code == 0:
        raise KifuError(FORMAT, line, col + 1, "csa-no-piece", s, s[1:3])
    if (code > 0) != (color == 0):
        raise KifuError(FORMAT, line, col + 1, "csa-opponent-piece", s, s[1:3])
    kind = variant.kinds[abs(code) - 1]
    if kind.letter == letter:
        return make_move(frm, to, False)
    if kind.promoted is not None and kind.promoted.letter == letter:
        return make_move(frm, to, True)
    have = LETTER_TO_CSA.get(kind.letter, kind.letter)
    raise KifuError(FORMAT, line, col + 5, "csa-other-piece", s, s[1:3], have, name)


# move text -> _decoded, at most 8,192 texts (of standard shogi: CSA holds no other variant)
_TEXTS: dict[str, tuple[int, int, int, int] | None] = {}


def _decoded(s: str, drops: dict[str, int], codes: dict[str, int]) -> tuple[int, int, int, int] | None:
    """(origin, -1 for a drop; destination; the move int without promotion; the code of the piece the text
    names, after the move) of a CSA move text, or None for a text the sweep leaves (``_move_of`` says why)."""
    if len(s) != 7 or s[3] == "0" or s[4] == "0" or not MOVE_RE.match(s):
        return None
    sign = 1 if s[0] == "+" else -1
    to = (ord(s[4]) - 49) * 9 + 57 - ord(s[3])
    name = s[5:7]
    if s[1] == "0" and s[2] == "0":
        kind = drops.get(name, -1)
        return None if kind < 0 else (-1, to, make_drop(kind, to), sign * (kind + 1))
    if s[1] == "0" or s[2] == "0" or name not in codes:
        return None
    frm = (ord(s[2]) - 49) * 9 + 57 - ord(s[1])
    return frm, to, frm | to << 7, sign * codes[name]


def _sweep_moves(entries: list[CsaEntry], start: int, snap_board: Sequence[int], side: int,
                 variant: Variant) -> list[int]:
    """The move ints of the plain moves from ``entries[start]`` on, read on a board of their own (which
    says which piece each one moves and whether it promotes), up to the first entry that is no such move.
    Each distinct text is decoded once (kept between files)."""
    drops, codes, promoted = _tables(variant)
    if len(_TEXTS) >= 8192:
        _TEXTS.clear()
    texts = list(map(_text_of, entries[start:] if start else entries))
    infos: list[Any] = list(map(_TEXTS.get, texts, repeat(_TEXTS)))
    if _TEXTS in infos:
        for k, info in enumerate(infos):
            if info is _TEXTS:
                infos[k] = _TEXTS[texts[k]] = _decoded(texts[k], drops, codes)
    board = list(snap_board)
    ints: list[int] = []
    append = ints.append
    black = side == 0
    for info in infos:
        if info is None:
            break
        frm, to, m, after = info
        if (after > 0) is not black:
            break
        if frm >= 0:
            p = board[frm]
            if p != after:
                if promoted.get(p) != after:
                    break  # (no such piece there: _move_of says what is wrong)
                m |= PROMOTE
            board[frm] = 0
        board[to] = after
        append(m)
        black = not black
    return ints


_text_of = attrgetter("text")


@cache
def _tables(variant: Variant) -> tuple[dict[str, int], dict[str, int], dict[int, int]]:
    """The sweep's tables: CSA piece name -> the kind index of a drop; -> the code of the piece (Black's);
    a piece's code -> its promoted form's (both colours)."""
    drops = {name: variant.kind(CSA_TO_LETTER[name]).index for name in HAND_NAMES}
    codes: dict[str, int] = {}
    promoted: dict[int, int] = {}
    for kind in variant.kinds:
        name = LETTER_TO_CSA.get(kind.letter)
        if name is not None:
            codes[name] = kind.index + 1
        if kind.promoted is not None:
            promoted[kind.index + 1] = kind.promoted.index + 1
            promoted[-kind.index - 1] = -kind.promoted.index - 1
    return drops, codes, promoted


def build_record(game: CsaGame, notices: Notices | None = None) -> GameRecord:
    """Replay a scanned game on a new record (raises KifuError with the partial record); what the
    reader forgave goes to ``notices``."""
    if notices is None:
        notices = []
    checked_start(game.start_sfen, "standard", FORMAT, game.start_line or 1, 1, notices)
    try:
        record = new_record(game.start_sfen)
    except ValueError as exc:
        raise KifuError(FORMAT, game.start_line, 1, "bad-start", str(exc)) from None
    record.header.update(game.header)
    set_comment(record.root, "\n".join(game.comments))
    variant = load_variant(record.variant)
    totals = [0.0, 0.0]
    entries = game.entries
    i = 0
    n = len(entries)
    ended: Node | None = None
    while i < n:
        node: Node = record.current
        side = record.side_at(node)
        ints = _sweep_moves(entries, i, record.board_at(node), side, variant) if ended is None else []
        if ints:
            block = entries[i:i + len(ints)]
            before = list(totals)
            spent, made_totals = _times(block, totals, side)
            try:
                made = record.add_moves(ints, None, spent, made_totals)
            except IllegalMoveError:
                made = made_since(record, node)
            if len(made) < len(ints):  # (the totals of the moves played only)
                totals[:] = before
                _times(block[:len(made)], totals, side)
            if any(map(_comments_of, block)):
                for child, entry in zip(made, block):
                    if entry.comments:
                        set_comment(child, "\n".join(entry.comments))
            i += len(made)
            if len(made) == len(ints):
                continue
        entry = entries[i]
        node = record.current
        mover = record.side_at(node)
        if not entry.text:  # a second ending, left out: its time and comments go to the first
            target = ended if ended is not None else node
            if entry.comments:
                set_comment(target, "\n".join(filter(None, [target.comment, *entry.comments])))
            i += 1
            continue
        if entry.text[0] == "%":
            result = csa_ending(entry.text[1:], mover, record.position)
            if result is None:  # the scanner lets only known names through
                raise KifuError(FORMAT, entry.line, entry.column, "csa-bad-ending", entry.text, partial=record)
            try:
                child = record.add_ending(result[0], result[1])
            except (RecordError, ValueError):
                raise KifuError(FORMAT, entry.line, entry.column, "second-ending", partial=record) from None
            ended = child
        else:
            try:
                child = record.add_move(_move_of(record.board_at(node), mover, variant, entry))
            except KifuError as exc:
                exc.partial = record
                raise
            except IllegalMoveError as exc:
                raise KifuError(FORMAT, entry.line, entry.column, "illegal-move", entry.text, reason=exc.reason,
                                partial=record) from None
        _annotate(child, entry, totals, mover)
        i += 1
    notices.extend(game.notices)
    if game.error is not None:
        game.error.partial = record
        raise game.error
    record.first()
    return record


def _times(entries: list[CsaEntry], totals: list[float], side: int) -> tuple[list[float | None], list[float | None]]:
    """The time spent on each entry's ply and its mover's total after it (None and None for an entry
    without a time), ``side`` moving first; ``totals`` (Black's, White's) are carried on."""
    spent: list[float | None] = list(map(_time_of, entries))
    if None not in spent and len(spent) > 1:
        times = cast("list[float]", spent)
        first = list(accumulate(times[0::2], initial=totals[side]))
        second = list(accumulate(times[1::2], initial=totals[side ^ 1]))
        out: list[float | None] = [0.0] * len(spent)
        out[0::2] = first[1:]
        out[1::2] = second[1:]
        totals[side], totals[side ^ 1] = first[-1], second[-1]
        return spent, out
    out = []
    mover = side
    for t in spent:
        if t is None:
            out.append(None)
        else:
            totals[mover] += t
            out.append(totals[mover])
        mover ^= 1
    return spent, out


_time_of = attrgetter("time")
_comments_of = attrgetter("comments")


def _annotate(node: Node, entry: CsaEntry, totals: list[float], mover: int) -> None:
    if entry.time is not None:
        node.time_spent = entry.time
        totals[mover] += entry.time
        node.total_time = totals[mover]
    if entry.comments:
        set_comment(node, "\n".join(entry.comments))
