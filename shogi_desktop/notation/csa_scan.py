"""The text stage of the CSA reader (csa.py): lines and ``,``-separated statements checked for their
syntax, the start position built as an SFEN, the moves collected with their times and comments, one game
at a time; no move is played yet (csa_build.py does that).

The usual move lines, a move followed by its time in whole seconds as servers and exporters write them,
are taken in bulk: one match for a run of them, and their entries made by ``map``.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import repeat
from operator import itemgetter
from typing import Any, NoReturn

from ..core.sfen import board_field
from ..core.tables import sq_of
from .endings import CSA_NAMES
from .errors import KifuError, KifuNotice, Notices
from .tree import MAX_NODES

FORMAT = "csa"

CSA_TO_LETTER = {
    "FU": "P", "KY": "L", "KE": "N", "GI": "S", "KI": "G", "KA": "B", "HI": "R", "OU": "K",
    "TO": "+P", "NY": "+L", "NK": "+N", "NG": "+S", "UM": "+B", "RY": "+R",
}
LETTER_TO_CSA = {v: k for k, v in CSA_TO_LETTER.items()}
HAND_NAMES = ("HI", "KA", "KI", "GI", "KE", "KY", "FU")
_FULL_SET = {"R": 2, "B": 2, "G": 4, "S": 4, "N": 4, "L": 4, "P": 18}
START_ROWS = ("lnsgkgsnl", "1r5b1", "ppppppppp", "9", "9", "9", "PPPPPPPPP", "1B5R1", "LNSGKGSNL")

# CSA header fields <-> the record's header keys (docs/formats.md).
CSA_HEADER_KEYS = {
    "EVENT": "event", "SITE": "site", "START_TIME": "start_time", "END_TIME": "end_time",
    "TIME_LIMIT": "time_limit", "TIME": "time_control", "TIME+": "time_control_black",
    "TIME-": "time_control_white", "OPENING": "opening", "MAX_MOVES": "max_moves",
    "JISHOGI": "jishogi", "NOTE": "note",
}
HEADER_TO_CSA = {v: k for k, v in CSA_HEADER_KEYS.items()}
EXTRA_PREFIX = "csa:"  # header keys of unknown CSA fields: "csa:RATING" <-> $RATING

MOVE_RE = re.compile(r"[+-][0-9]{4}[A-Z]{2}\Z")
_TIME_RE = re.compile(r"T([0-9]{1,9}+(?:\.[0-9]{0,9}+)?+)\Z")
_HEADER_RE = re.compile(r"\$([^:]++):(.*+)\Z")



# --------------------------------------------------------------------------- text stage
_NO_COMMENTS: list[str] = []  # shared by the entries without comments, never changed


class CsaEntry:
    """A move (``+7776FU``) or an ending (``%TORYO``) with what follows it (a plain class: a file has
    thousands of them)."""

    __slots__ = ("text", "line", "column", "time", "comments")

    def __init__(self, text: str, line: int, column: int, time: float | None = None) -> None:
        self.text = text
        self.line = line
        self.column = column
        self.time = time
        self.comments: list[str] = _NO_COMMENTS  # (a list of its own with the first comment)

    def __repr__(self) -> str:
        return f"CsaEntry({self.text!r}, line={self.line}, time={self.time})"


@dataclass
class CsaGame:
    """One game of a CSA file, as text: nothing here has been checked against the rules."""

    version: str = ""
    encoding: str = ""
    header: dict[str, str] = field(default_factory=dict)
    start_sfen: str = ""
    start_line: int = 0
    comments: list[str] = field(default_factory=list)  # '* lines before the first move
    entries: list[CsaEntry] = field(default_factory=list)
    error: KifuError | None = None  # the text error that stopped the scan of this game
    notices: Notices = field(default_factory=list)  # what the scan forgave
    empty: bool = True  # no statement at all (an empty file, or a "/" line with nothing before it)


class _Stop(Exception):
    pass


class _Scanner:
    """Builds one :class:`CsaGame` from statements."""

    def __init__(self, game: CsaGame) -> None:
        self.game = game
        self.board: list[str] = [""] * 81
        self.hands: list[dict[str, int]] = [{}, {}]
        self.position_given = False
        self.pi_used = False
        self.ranks_used = False
        self.side: int | None = None  # set once the move section starts
        self.ended = False
        self.noticed: set[str] = set()

    def fail(self, line: int, col: int, code: str, *params: object) -> NoReturn:
        self.game.error = KifuError(FORMAT, line, col, code, *params)
        raise _Stop

    def notice(self, line: int, col: int, code: str, *params: object) -> None:
        if code not in self.noticed:
            self.noticed.add(code)
            self.game.notices.append(KifuNotice(FORMAT, line, col, code, *params))

    # ---- position
    def _pi(self, s: str, line: int, col: int) -> None:
        if self.position_given:
            self.fail(line, col, "csa-pi-late")
        self.position_given = self.pi_used = True
        self.board = start_board()
        body = s[2:]
        for k in range(0, len(body), 4):
            chunk = body[k:k + 4]
            c = col + 2 + k
            if len(chunk) < 4 or not chunk[:2].isdigit() or chunk[2:] not in CSA_TO_LETTER:
                self.fail(line, c, "csa-bad-pi", repr(chunk))
            f, r = int(chunk[0]), int(chunk[1])
            if not (1 <= f <= 9 and 1 <= r <= 9):
                self.fail(line, c, "csa-bad-place", repr(chunk[:2]))
            sq = sq_of(f, r)
            if self.board[sq].upper() != CSA_TO_LETTER[chunk[2:]] or chunk[2:] == "OU":
                self.fail(line, c, "csa-pi-missing", chunk[2:], chunk[:2])
            self.board[sq] = ""

    def _rank(self, s: str, line: int, col: int) -> None:
        if self.pi_used:
            self.fail(line, col, "csa-pi-and-ranks")
        self.position_given = self.ranks_used = True
        r = int(s[1])
        cells: list[str] = []
        k = 2
        n = len(s)
        while k < n and len(cells) < 9:
            ch = s[k]
            if ch == " ":
                k += 1
                continue
            if ch == "*":
                cells.append("")
                k += 1
                continue
            if ch in "+-" and s[k + 1:k + 3] in CSA_TO_LETTER:
                letter = CSA_TO_LETTER[s[k + 1:k + 3]]
                cells.append(letter if ch == "+" else letter.lower())
                k += 3
                continue
            self.fail(line, col + k, "csa-bad-square", r, repr(s[k:k + 3]))
        if len(cells) < 9:
            self.fail(line, col + k, "csa-short-rank", r, len(cells))
        rest = s[k:].strip()
        if rest:
            if rest[0] in "+-*":  # a tenth square
                self.fail(line, col + k, "csa-after-ninth", r, repr(rest[:10]))
            # (a '.' where the writer put the ninth square's space: cshogi reads columns and takes it)
            self.notice(line, col + k, "notice-extra-text", repr(rest[:10]), r)
        for i, cell in enumerate(cells):
            self.board[(r - 1) * 9 + i] = cell

    def _pieces(self, s: str, line: int, col: int) -> None:
        self.position_given = True
        color = 0 if s[1] == "+" else 1
        body = s[2:]
        for k in range(0, len(body), 4):
            chunk = body[k:k + 4]
            c = col + 2 + k
            if chunk == "00AL":
                if k + 4 != len(body):
                    self.fail(line, c + 4, "csa-al-last")
                self._all_to_hand(color)
                return
            if len(chunk) < 4 or not chunk[:2].isdigit() or chunk[2:] not in CSA_TO_LETTER:
                self.fail(line, c, "csa-bad-piece", repr(chunk))
            f, r = int(chunk[0]), int(chunk[1])
            letter = CSA_TO_LETTER[chunk[2:]]
            if f == 0 and r == 0:
                if chunk[2:] not in HAND_NAMES:
                    self.fail(line, c, "csa-not-in-hand", chunk[2:])
                self.hands[color][letter] = self.hands[color].get(letter, 0) + 1
            elif 1 <= f <= 9 and 1 <= r <= 9:
                self.board[sq_of(f, r)] = letter if color == 0 else letter.lower()
            else:
                self.fail(line, c, "csa-bad-place", repr(chunk[:2]))

    def _all_to_hand(self, color: int) -> None:
        left = dict(_FULL_SET)
        for cell in self.board:
            base = cell[-1:].upper()
            if base in left:
                left[base] -= 1
        for hand in self.hands:
            for letter, n in hand.items():
                left[letter] -= n
        for letter, n in left.items():
            if n > 0:
                self.hands[color][letter] = self.hands[color].get(letter, 0) + n

    def start_moves(self, side: int, line: int) -> None:
        if not self.position_given:
            self.board = start_board()
        self.side = side
        self.game.start_sfen = _sfen(self.board, self.hands, side)
        self.game.start_line = line

    def add(self, entry: CsaEntry) -> None:
        entries = self.game.entries
        if len(entries) >= MAX_NODES:
            self.fail(entry.line, entry.column, "too-many-moves", MAX_NODES)
        entries.append(entry)

    # ---- statements
    def statement(self, s: str, line: int, col: int) -> None:
        game = self.game
        game.empty = False
        head = s[0]
        if head == "'":
            if s.startswith("'*"):
                if game.entries:
                    last = game.entries[-1]
                    if last.comments is _NO_COMMENTS:
                        last.comments = []
                    last.comments.append(s[2:])
                else:
                    game.comments.append(s[2:])
            elif s.startswith("'CSA encoding=") and not game.encoding:
                game.encoding = s[len("'CSA encoding="):].strip()
            return
        if head == "V" and self.side is None:
            game.version = s[1:].strip()
            return
        if head == "N" and s[1:2] in ("+", "-"):
            game.header["black" if s[1] == "+" else "white"] = s[2:]
            return
        if head == "$":
            m = _HEADER_RE.match(s)
            if not m:
                self.fail(line, col, "csa-bad-info", repr(s[:20]))
            key, value = m.group(1), m.group(2)
            game.header[CSA_HEADER_KEYS.get(key, EXTRA_PREFIX + key)] = value
            return
        if head == "P" and len(s) >= 2:
            if self.side is not None:
                self.fail(line, col, "csa-position-late")
            k = s[1]
            if k == "I":
                self._pi(s.rstrip(), line, col)
            elif k in "123456789":
                self._rank(s, line, col)
            elif k in "+-":
                self._pieces(s.rstrip(), line, col)
            else:
                self.fail(line, col, "csa-bad-position-line", repr(s[:20]))
            return
        s = s.strip()
        if s in ("+", "-"):
            if self.side is not None:
                self.fail(line, col, "csa-side-twice")
            self.start_moves(0 if s == "+" else 1, line)
            return
        if head in "+-":
            if not MOVE_RE.match(s):
                self.fail(line, col, "csa-bad-move", repr(s[:20]))
            if self.ended:
                self.fail(line, col, "move-after-end")
            if self.side is None:
                self.start_moves(0 if head == "+" else 1, line)
            self.add(CsaEntry(s, line, col))
            return
        if head == "T":
            m = _TIME_RE.match(s)
            if not m:
                self.fail(line, col, "csa-bad-time", repr(s[:20]))
            if not game.entries:
                self.fail(line, col, "csa-time-first")
            if not self.ended or game.entries[-1].text[:1] == "%":
                game.entries[-1].time = float(m.group(1))
            return
        if head == "%":
            if self.side is None:
                self.start_moves(0, line)
            name = s[1:]
            if name not in CSA_NAMES:
                self.fail(line, col, "csa-bad-ending", repr(s[:20]))
            if self.ended:  # (floodgate has logged a %KACHI twice): the first one stands
                self.notice(line, col, "notice-second-ending", s)
                game.entries.append(CsaEntry("", line, col))  # a placeholder that takes its time and comments
                return
            self.add(CsaEntry(s, line, col))
            self.ended = True
            return
        self.fail(line, col, "csa-unexpected", repr(s[:20]))


def _start_cells() -> tuple[str, ...]:
    return tuple(cell for row in START_ROWS for ch in row for cell in ([""] * int(ch) if ch.isdigit() else [ch]))


_START_CELLS = _start_cells()
_SFEN_CACHE: dict[tuple[tuple[str, ...], tuple[tuple[str, int], ...], tuple[tuple[str, int], ...], int], str] = {}


def start_board() -> list[str]:
    return list(_START_CELLS)


def _sfen(board: list[str], hands: list[dict[str, int]], side: int) -> str:
    """The SFEN of a scanned start (cached: a collection of games has few different starts)."""
    key = (tuple(board), tuple(hands[0].items()), tuple(hands[1].items()), side)
    text = _SFEN_CACHE.get(key)
    if text is None:
        if len(_SFEN_CACHE) >= 256:
            _SFEN_CACHE.clear()
        text = _SFEN_CACHE[key] = _make_sfen(board, hands, side)
    return text


def _make_sfen(board: list[str], hands: list[dict[str, int]], side: int) -> str:
    hand = ""
    for color in (0, 1):
        for letter in "RBGSNLP":
            n = hands[color].get(letter, 0)
            if n > 0:
                hand += (str(n) if n > 1 else "") + (letter if color == 0 else letter.lower())
    return f"{board_field(board)} {'b' if side == 0 else 'w'} {hand or '-'} 1"


_CHUNK = 1 << 16  # characters of text split into lines at once (a file of many games: chunk by chunk)


def _line_lists(text: str) -> Iterator[list[str]]:
    """The lines of a text, a few megabytes at a time (a file of many games is never split whole): LF,
    CR LF or, in a text without LF, CR line ends."""
    sep = "\n" if "\n" in text or "\r" not in text else "\r"
    start = 0
    n = len(text)
    while True:
        end = n if n - start <= _CHUNK else text.find(sep, start + _CHUNK)
        if end < 0:
            end = n
        chunk = text[start:end]
        if sep == "\n" and "\r" in chunk:
            chunk = chunk.replace("\r\n", "\n")
        yield chunk.split(sep)
        if end >= n:
            return
        start = end + 1


# Moves each followed by its time in whole seconds (``+7776FU`` ``T12``), as servers and exporters write them
_PAIRS_RE = re.compile(r"(?:[+-][0-9]{4}[A-Z]{2}\nT[0-9]{1,9}+\n)++")
_BULK = 1024  # lines matched at a time
_new = object.__new__
_consume: Callable[[Iterable[Any]], None] = deque(maxlen=0).extend
_after_t = itemgetter(slice(1, None))
_SETTERS = tuple(CsaEntry.__dict__[name].__set__ for name in ("text", "line", "column", "time", "comments"))


def _bulk_moves(entries: list[CsaEntry], lines: list[str], k: int, lineno: int) -> int:
    """The entries of the moves from ``lines[k]`` (line ``lineno``) on while each is followed by a
    time in whole seconds, added to ``entries``; returns the lines taken (0: not two such lines).  (In
    C: one match for the lot, and the entries made and filled by ``map``.)"""
    block = "\n".join(lines[k:k + _BULK]) + "\n"
    m = _PAIRS_RE.match(block)
    if m is None:
        return 0
    taken = block.count("\n", 0, m.end())  # (every line matched ends with its "\n")
    pairs = taken // 2
    if pairs == 0 or len(entries) + pairs > MAX_NODES:
        return 0
    made = list(map(_new, repeat(CsaEntry, pairs)))
    text, line, column, time, comments = _SETTERS
    _consume(map(text, made, lines[k:k + taken:2]))
    _consume(map(line, made, range(lineno, lineno + taken, 2)))
    _consume(map(column, made, repeat(1, pairs)))
    _consume(map(time, made, map(float, map(_after_t, lines[k + 1:k + taken:2]))))
    _consume(map(comments, made, repeat(_NO_COMMENTS, pairs)))
    entries.extend(made)
    return pairs * 2


def iter_csa_games(text: str) -> Iterator[CsaGame]:
    """The games of a CSA text one after the other (separated by ``/`` lines), syntax checked, without
    the rules of play.  A game whose text breaks off carries the error in ``error`` and is the last one."""
    text = text.lstrip("\ufeff")
    game = CsaGame()
    scanner = _Scanner(game)
    move_match = MOVE_RE.match
    time_match = _TIME_RE.match
    lineno = 0
    try:
        for lines in _line_lists(text):
            n = len(lines)
            k = 0
            while k < n:
                raw = lines[k]
                k += 1
                lineno += 1
                # The lines of nearly every move, as servers and exporters write them: straight in (a run of
                # moves each followed by its whole seconds, in bulk).
                head = raw[:1]
                if len(raw) == 7 and (head == "+" or head == "-") and scanner.side is not None and not scanner.ended \
                        and move_match(raw) and len(game.entries) < MAX_NODES:
                    taken = _bulk_moves(game.entries, lines, k - 1, lineno) if lines[k:k + 1] else 0
                    if taken:
                        k += taken - 1
                        lineno += taken - 1
                    else:
                        game.entries.append(CsaEntry(raw, lineno, 1))
                    continue
                if head == "T" and game.entries and not scanner.ended:
                    digits = raw[1:]
                    if digits.isascii() and digits.isdigit() and len(digits) <= 9:  # T12, the usual
                        game.entries[-1].time = float(int(digits))
                        continue
                    m = time_match(raw)
                    if m is not None:
                        game.entries[-1].time = float(m.group(1))
                        continue
                if not raw or raw.isspace():
                    continue
                stripped = raw.lstrip()
                indent = len(raw) - len(stripped)
                if stripped.rstrip() == "/":
                    if scanner.side is None:
                        scanner.start_moves(0, lineno)
                    yield game
                    game = CsaGame()
                    scanner = _Scanner(game)
                    continue
                if stripped[0] in "'N$":
                    scanner.statement(stripped.rstrip() if stripped[0] != "'" else stripped, lineno, indent + 1)
                    continue
                col = indent + 1
                for part in stripped.split(","):
                    if part and not part.isspace():
                        lead = len(part) - len(part.lstrip())
                        scanner.statement(part[lead:], lineno, col + lead)
                    col += len(part) + 1
    except _Stop:
        pass
    if scanner.side is None:
        scanner.start_moves(0, 0)
    yield game


def scan_csa(text: str) -> list[CsaGame]:
    """Every game of a CSA text, scanned (:func:`iter_csa_games`)."""
    return list(iter_csa_games(text))
