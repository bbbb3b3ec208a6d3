"""USI position strings and SFEN: ``position startpos moves 7g7f ...``, ``sfen ...`` and bare move lists.

Reading accepts every form people paste: a full ``position`` command, the same without the word
``position``, ``sfen BOARD SIDE HAND [MOVE]`` with or without ``moves``, a bare SFEN, and a bare
list of moves (played from the variant's start).  Writing gives the ``position`` command of a line
(:func:`format_usi`) or the SFEN of one position (:func:`format_sfen`).

:func:`match_start` is shared by the other readers: it turns a start SFEN into the record's
``(handicap, sfen)`` pair, so a file that spells a handicap as a board still opens as that handicap.
"""

from __future__ import annotations

import re
from functools import cache

from ..core.handicap import HandicapError, handicap_sfen, handicaps
from ..core.outcome import IllegalReason
from ..core.position import IllegalMoveError, Position
from ..core.record import GameRecord, Node, RecordError
from ..core.sfen import SfenError
from ..core.validate import PositionProblem, has_errors, rule_breaks, validate_position
from ..core.variant import VariantError, load_variant
from .errors import KifuError, KifuNotice, Notices
from .tree import MAX_NODES

FORMAT = "usi"

# 三枚落ち as lishogi and the JKF reference converters remove it (the 9a lance instead of 1a):
# read as the 三枚落ち preset, keeping its own board (RULES.md §3: read both).
_ALIASES = {"1nsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w -": "3"}


@cache
def _start_table(variant: str) -> dict[str, str | None]:
    """Position part of an SFEN (board, side, hand) -> handicap id (None for the even start)."""
    v = load_variant(variant)
    table: dict[str, str | None] = {_key(v.start): None}
    if variant == "standard":
        for hid in handicaps():
            table.setdefault(_key(handicap_sfen(hid, v)), hid)
    return table


def _key(sfen: str) -> str:
    return " ".join(sfen.split()[:3])


def match_start(sfen: str, variant: str = "standard") -> tuple[str | None, str | None]:
    """The ``(handicap, sfen)`` to give :meth:`GameRecord.new` for a start position.

    The variant's even start gives ``(None, None)``, a handicap preset ``(id, None)``, the lishogi
    spelling of 三枚落ち ``("3", sfen)`` (labelled, own board) and anything else ``(None, sfen)``.
    """
    fields = sfen.split()
    if len(fields) >= 4 and fields[3] != "1":
        return None, sfen
    key = " ".join(fields[:3])
    table = _start_table(variant)
    if key in table:
        return table[key], None
    if variant == "standard" and key in _ALIASES:
        return _ALIASES[key], sfen
    return None, sfen


def is_plain_start(record: GameRecord) -> bool:
    """True when the record starts from the variant's even start with Black to move."""
    return record.start_sfen.split()[3:4] == ["1"] and _key(record.start_sfen) == _key(
        load_variant(record.variant).start)


def new_record(sfen: str | None, variant: str = "standard") -> GameRecord:
    """A record from a start SFEN (None: the variant's start), recognising handicap presets."""
    if sfen is None:
        return GameRecord.new(variant)
    handicap, start = match_start(sfen, variant)
    return GameRecord.new(variant, handicap, start)


_CHECKED: dict[tuple[str, str], tuple[PositionProblem, ...]] = {}  # (sfen, variant) -> problems; at most 256


def checked_start(sfen: str, variant_id: str, fmt: str, line: int, column: int, notices: Notices) -> None:
    """The start position of a file, through the one position check every reader shares: refused
    when no game can be played from it, read with a notice of the rule it breaks when it is a puzzle.
    (The problems of a start are kept: a collection of files has few different starts.)"""
    key = (sfen, variant_id)
    problems = _CHECKED.get(key)
    if problems is None:
        try:
            pos = Position.from_sfen(sfen, variant_id)
        except _START_ERRORS as exc:
            raise KifuError(fmt, line, column, "bad-start", str(exc)) from None
        problems = tuple(validate_position(pos))
        if len(_CHECKED) >= 256:
            _CHECKED.clear()
        if len(sfen) <= 512:
            _CHECKED[key] = problems
    if has_errors(list(problems)):
        raise KifuError(fmt, line, column, "impossible-position", problems=tuple(p for p in problems if p.is_error))
    breaks = rule_breaks(list(problems))
    if breaks:
        notices.append(KifuNotice(fmt, line, column, "notice-puzzle", problems=tuple(breaks)))


_START_ERRORS = (SfenError, VariantError, HandicapError, ValueError, KeyError)


# --------------------------------------------------------------------------- reading
_TOKEN_RE = re.compile(r"\S++")
MAX_TOKEN = 4096  # characters: no USI move or SFEN field is longer (an add-on field lists cards: a few hundred)


class _Tokens:
    """The whitespace-separated tokens of a text with their places, read one at a time (a 50 MB line is
    never split whole), one token of lookahead."""

    def __init__(self, text: str, fmt: str) -> None:
        self.text = text
        self.fmt = fmt
        self._it = _TOKEN_RE.finditer(text)
        self._next: tuple[str, int] | None = None
        self._line = 1
        self._line_start = 0
        self._scanned = 0
        self.advance()

    def advance(self) -> None:
        m = next(self._it, None)
        if m is None:
            self._next = None
            return
        start = m.start()
        if m.end() - start > MAX_TOKEN:
            raise self.error_at(start, "usi-too-long", m.end() - start)
        self._next = (m.group(), start)

    @property
    def peek(self) -> str | None:
        return None if self._next is None else self._next[0]

    def take(self) -> str:
        assert self._next is not None
        token = self._next[0]
        self.advance()
        return token

    def where(self) -> int:
        """The offset of the next token (the end of the text when there is none)."""
        return len(self.text) if self._next is None else self._next[1]

    def place(self, offset: int) -> tuple[int, int]:
        """Line and column of an offset, counted on from the last one asked for (tokens come in order)."""
        text = self.text
        if offset < self._scanned:
            self._line, self._line_start, self._scanned = 1, 0, 0
        newlines = text.count("\n", self._scanned, offset)
        if newlines:
            self._line += newlines
            self._line_start = text.rfind("\n", self._scanned, offset) + 1
        self._scanned = offset
        return self._line, offset - self._line_start + 1

    def error_at(self, offset: int, code: str, *params: object, partial: GameRecord | None = None,
                 reason: IllegalReason | None = None) -> KifuError:
        line, column = self.place(offset)
        return KifuError(self.fmt, line, column, code, *params, partial=partial, reason=reason)

    def error(self, code: str, *params: object, partial: GameRecord | None = None) -> KifuError:
        return self.error_at(self.where(), code, *params, partial=partial)


# The SFEN field of each add-on's state (docs/notation.md): an SFEN that carries one is a game with it.
_FIELD_ADDONS = {"cards1": "cards1", "cards2": "cards2", "magic": "fantasista"}


def _with_addons(variant: str, extra: list[str]) -> str:
    """The variant id with the add-ons whose state fields an SFEN carries (``cards1:…``, ``magic:…``)."""
    have = variant.split("+")[1:]
    for text in extra:
        addon = _FIELD_ADDONS.get(text.partition(":")[0])
        if addon is not None and addon not in have:
            have.append(addon)
    return "+".join([variant.split("+")[0], *have])


def _looks_like_move(token: str) -> bool:
    if len(token) == 4 and token[1] == "*":
        return token[0].isalpha() and token[2] in "123456789" and token[3] in "abcdefghi"
    return (len(token) in (4, 5) and token[0] in "123456789" and token[1] in "abcdefghi"
            and token[2] in "123456789" and token[3] in "abcdefghi" and (len(token) == 4 or token[4] == "+"))


def parse_usi_position(text: str, variant: str = "standard", fmt: str = FORMAT,
                       notices: Notices | None = None) -> GameRecord:
    """Read a USI ``position`` command, an SFEN (with or without moves) or a bare move list.

    The record's current node is the last position, the one the text describes.
    """
    if variant != "standard":
        try:
            load_variant(variant)
        except (VariantError, KeyError, ValueError, OSError):
            raise KifuError(fmt, 0, 0, "bad-variant", variant) from None
    text = text.lstrip("\ufeff")
    toks = _Tokens(text, fmt)
    if toks.peek is None:
        raise KifuError(fmt, 1, 1, "usi-empty")
    if toks.peek == "position":
        toks.take()
        if toks.peek is None:
            raise toks.error("usi-after-position")
    sfen: str | None = None
    word = toks.peek
    assert word is not None
    start_at = toks.where()
    if word == "startpos":
        toks.take()
    elif word == "sfen" or "/" in word:
        if word == "sfen":
            toks.take()
        start_at = toks.where()
        fields: list[str] = []
        while toks.peek is not None and len(fields) < 4 and toks.peek != "moves":
            fields.append(toks.take())
        # an SFEN written for a card or magic game carries the add-on fields after the move number
        while toks.peek is not None and toks.peek != "moves" and not _looks_like_move(toks.peek) \
                and ":" in toks.peek and len(fields) >= 4:
            fields.append(toks.take())
        if len(fields) < 3:
            raise toks.error("usi-short-sfen")
        sfen = " ".join(fields)
        try:
            Position.from_sfen(sfen, _with_addons(variant, fields[4:]))
        except _START_ERRORS as exc:
            raise toks.error_at(start_at, "usi-bad-sfen", str(exc)) from None
    elif word == "moves" or _looks_like_move(word):
        pass
    else:
        raise toks.error("usi-unexpected", repr(word[:20]))
    if toks.peek == "moves":
        toks.take()
    if sfen is not None:
        variant = _with_addons(variant, fields[4:])
        line, column = toks.place(start_at)
        checked_start(sfen, variant, fmt, line, column, notices if notices is not None else [])
    try:
        record = new_record(sfen, variant)
    except _START_ERRORS as exc:
        raise toks.error_at(start_at, "bad-start", str(exc)) from None
    count = 0
    while toks.peek is not None:
        at = toks.where()
        tok = toks.take()
        count += 1
        if count > MAX_NODES:
            raise toks.error_at(at, "too-many-moves", MAX_NODES, partial=record)
        try:
            record.add_move(tok)
        except IllegalMoveError as exc:
            raise toks.error_at(at, "illegal-move", repr(tok), partial=record, reason=exc.reason) from None
        except (ValueError, IndexError, KeyError, RecordError):
            raise toks.error_at(at, "usi-bad-move", repr(tok[:20]), partial=record) from None
    return record


def parse_sfen_record(text: str, variant: str = "standard", notices: Notices | None = None) -> GameRecord:
    """Read an SFEN (a position, optionally followed by moves) as a record."""
    return parse_usi_position(text, variant, fmt="sfen", notices=notices)


# --------------------------------------------------------------------------- writing
def _last_main(record: GameRecord) -> Node:
    return record.main_line()[-1]


def format_usi(record: GameRecord, node: Node | None = None) -> str:
    """The ``position`` command reaching ``node`` (default: the end of the main line)."""
    node = _last_main(record) if node is None else node
    moves = []
    for n in record.path_to(node)[1:]:
        if n.ending is not None:
            break
        moves.append(n.usi or str(n.move))
    start = "startpos" if is_plain_start(record) else "sfen " + record.start_sfen
    return f"position {start}" + (" moves " + " ".join(moves) if moves else "")


def format_sfen(record: GameRecord, node: Node | None = None) -> str:
    """The SFEN of the position at ``node`` (default: the end of the main line)."""
    node = _last_main(record) if node is None else node
    return record.position_at(node).sfen()
