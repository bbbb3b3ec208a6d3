"""CSA standard kifu files, V2.2 and V3.0 (the format of floodgate, the CSA server and 81Dojo exports).

Reading is two stages.  :func:`scan_csa` is text only: it splits lines and ``,``-separated
statements, checks their syntax, builds the start position as an SFEN and collects the moves with
their times and comments, one game at a time (``iter_csa_games`` reads a file of many games without
holding them all).  :func:`build_record` then plays the moves on a :class:`GameRecord`, which checks
legality: the board moves of a game are turned into move ints on a board of its own and played in
one sweep; an entry the sweep cannot take is played on its own with every check and the error that
names it.  A broken file raises :class:`KifuError` with ``partial`` holding the record up to the error.

What is read: ``'CSA encoding=``, ``V``, ``N+``/``N-``, ``$KEY:value``, ``PI`` with removed pieces,
``P1``..``P9``, ``P+``/``P-`` (with ``00AL``), the side to move, moves with ``T`` times (decimals
allowed, as V3.0 writes milliseconds), ``'*`` comments (comments of the move before them, or of
the start before the first move; other ``'`` comments are skipped, as the format asks), every
``%`` ending and several games separated by ``/``.  Forgiven, with a notice: a second ending after
the first (floodgate logs a %KACHI twice), text after the ninth square of a ``P1``..``P9`` line.

CSA has no variations and no bookmarks: the writer gives the main line only.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import accumulate, repeat
from operator import attrgetter
from typing import Any, NoReturn, cast

from ..core.outcome import Termination
from ..core.position import PROMOTE, IllegalMoveError, Position, make_drop, make_move
from ..core.record import GameRecord, Node, RecordError
from ..core.shapes import kifu_comment, set_comment
from ..core.tables import NSQ, sq_of
from ..core.variant import Variant, load_variant
from .endings import CSA_NAMES, csa_ending, csa_name
from .errors import KifuError, KifuNotice, Notices
from .gcpause import gc_paused
from .tree import MAX_NODES
from .usi import checked_start, new_record

FORMAT = "csa"

CSA_TO_LETTER = {
    "FU": "P", "KY": "L", "KE": "N", "GI": "S", "KI": "G", "KA": "B", "HI": "R", "OU": "K",
    "TO": "+P", "NY": "+L", "NK": "+N", "NG": "+S", "UM": "+B", "RY": "+R",
}
LETTER_TO_CSA = {v: k for k, v in CSA_TO_LETTER.items()}
_HAND_NAMES = ("HI", "KA", "KI", "GI", "KE", "KY", "FU")
_FULL_SET = {"R": 2, "B": 2, "G": 4, "S": 4, "N": 4, "L": 4, "P": 18}
_START_ROWS = ("lnsgkgsnl", "1r5b1", "ppppppppp", "9", "9", "9", "PPPPPPPPP", "1B5R1", "LNSGKGSNL")

# CSA header fields <-> the record's header keys (docs/formats.md).
CSA_HEADER_KEYS = {
    "EVENT": "event", "SITE": "site", "START_TIME": "start_time", "END_TIME": "end_time",
    "TIME_LIMIT": "time_limit", "TIME": "time_control", "TIME+": "time_control_black",
    "TIME-": "time_control_white", "OPENING": "opening", "MAX_MOVES": "max_moves",
    "JISHOGI": "jishogi", "NOTE": "note",
}
HEADER_TO_CSA = {v: k for k, v in CSA_HEADER_KEYS.items()}
EXTRA_PREFIX = "csa:"  # header keys of unknown CSA fields: "csa:RATING" <-> $RATING

_MOVE_RE = re.compile(r"[+-][0-9]{4}[A-Z]{2}\Z")
_TIME_RE = re.compile(r"T([0-9]{1,9}+(?:\.[0-9]{0,9}+)?+)\Z")
_HEADER_RE = re.compile(r"\$([^:]++):(.*+)\Z")
_CSA_KEY_RE = re.compile(r"[A-Z0-9_+-]++\Z")
# A time limit of V2.2 ($TIME_LIMIT, "HH:MM+byoyomi") and of V3.0 ($TIME, "seconds+byoyomi+increment"):
# a record's time control is written to whichever field its value fits (as ShogiHome does).
_TIME_LIMIT_RE = re.compile(r"[0-9]++:[0-9]{2}\+[0-9]++\Z")
_TIME_V3_RE = re.compile(r"[0-9.]++\+[0-9.]++\+[0-9.]++\Z")


# --------------------------------------------------------------------------- endings
def ending_from_csa(name: str, pos: Position) -> tuple[Termination, int | None] | None:
    """(termination, winner) of a CSA ending name without ``%``; ``pos`` is the final position.

    The position refines what the name leaves open: ``%TSUMI`` on a stalemate is a stalemate,
    an illegal action that completes a perpetual check is a perpetual check.
    """
    return csa_ending(name, pos.side, lambda: pos)


def ending_to_csa(termination: Termination, winner: int | None, side: int) -> str | None:
    """The CSA ending name (without ``%``) for an ending reached with ``side`` to move (None: CSA has
    no name for it)."""
    return csa_name(termination, winner, side)


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
        self.board = _start_board()
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
                if chunk[2:] not in _HAND_NAMES:
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
            self.board = _start_board()
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
            if not _MOVE_RE.match(s):
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
    return tuple(cell for row in _START_ROWS for ch in row for cell in ([""] * int(ch) if ch.isdigit() else [ch]))


_START_CELLS = _start_cells()
_SFEN_CACHE: dict[tuple[tuple[str, ...], tuple[tuple[str, int], ...], tuple[tuple[str, int], ...], int], str] = {}


def _start_board() -> list[str]:
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
    rows = []
    for r in range(9):
        out = []
        empty = 0
        for cell in board[r * 9:r * 9 + 9]:
            if not cell:
                empty += 1
                continue
            if empty:
                out.append(str(empty))
                empty = 0
            out.append(cell)
        if empty:
            out.append(str(empty))
        rows.append("".join(out))
    hand = ""
    for color in (0, 1):
        for letter in "RBGSNLP":
            n = hands[color].get(letter, 0)
            if n > 0:
                hand += (str(n) if n > 1 else "") + (letter if color == 0 else letter.lower())
    return f"{'/'.join(rows)} {'b' if side == 0 else 'w'} {hand or '-'} 1"


_CHUNK = 1 << 16  # characters of text split into lines at once (a file of many games: chunk by chunk)


def _lines(text: str) -> Iterator[str]:
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
        yield from chunk.split(sep)
        if end >= n:
            return
        start = end + 1


def iter_csa_games(text: str) -> Iterator[CsaGame]:
    """The games of a CSA text one after the other (separated by ``/`` lines), syntax checked, without
    the rules of play.  A game whose text breaks off carries the error in ``error`` and is the last one."""
    text = text.lstrip("\ufeff")
    game = CsaGame()
    scanner = _Scanner(game)
    move_match = _MOVE_RE.match
    time_match = _TIME_RE.match
    try:
        for lineno, raw in enumerate(_lines(text), 1):
            # The lines of nearly every move, as servers and exporters write them: straight in.
            head = raw[:1]
            if len(raw) == 7 and (head == "+" or head == "-") and scanner.side is not None and not scanner.ended \
                    and move_match(raw) and len(game.entries) < MAX_NODES:
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
        if name not in _HAND_NAMES:
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
    if len(s) != 7 or s[3] == "0" or s[4] == "0" or not _MOVE_RE.match(s):
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
    drops = {name: variant.kind(CSA_TO_LETTER[name]).index for name in _HAND_NAMES}
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
                made = _made_since(record, node)
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


def _made_since(record: GameRecord, node: Node) -> list[Node]:
    """The nodes from ``node`` (excluded) down to the current one."""
    made: list[Node] = []
    back: Node | None = record.current
    while back is not None and back is not node:
        made.append(back)
        back = back.parent
    made.reverse()
    return made


def _annotate(node: Node, entry: CsaEntry, totals: list[float], mover: int) -> None:
    if entry.time is not None:
        node.time_spent = entry.time
        totals[mover] += entry.time
        node.total_time = totals[mover]
    if entry.comments:
        set_comment(node, "\n".join(entry.comments))


def parse_csa_games(text: str, notices: Notices | None = None) -> list[GameRecord]:
    """Every game of a CSA text (games are separated by ``/`` lines).

    A broken game raises KifuError; its ``partial`` is that game's record up to the error.
    """
    with gc_paused():
        return [build_record(game, notices) for game in iter_csa_games(text)]


def parse_csa(text: str, notices: Notices | None = None) -> GameRecord:
    """The first game of a CSA text (the rest of the text is not read)."""
    with gc_paused():
        game = next(iter_csa_games(text))
        if game.empty and game.error is None:
            raise KifuError(FORMAT, 1, 1, "empty")
        return build_record(game, notices)


# --------------------------------------------------------------------------- writing
def _clean(value: str) -> str:
    return " ".join(value.replace("\r", "\n").split("\n")).strip()


def _format_time(t: float, version: str) -> str:
    if version == "2.2" or float(t).is_integer():
        return str(int(t))
    return f"{t:.3f}".rstrip("0").rstrip(".")


def _start_lines(record: GameRecord) -> list[str]:
    pos = Position.from_sfen(record.start_sfen)
    side_line = "+" if pos.side == 0 else "-"
    start = _start_board()
    kinds = pos.variant.kinds
    cells = []
    for code in pos.board:
        if code == 0:
            cells.append("")
        else:
            letter = kinds[abs(code) - 1].letter
            cells.append(letter if code > 0 else letter.lower())
    hands_empty = not any(pos.hands[0]) and not any(pos.hands[1])
    subset = all(not c or c == s for c, s in zip(cells, start))
    kings_kept = all(cells[sq] for sq in range(81) if start[sq] in ("K", "k"))
    if hands_empty and subset and kings_kept and pos.move_number == 1:
        # In the usual order: rook, bishop, golds, silvers, knights, lances, pawns; right to left.
        order = {name: i for i, name in enumerate(_HAND_NAMES)}
        removed = sorted(((LETTER_TO_CSA[start[sq].upper()], 9 - sq % 9, sq // 9 + 1)
                          for sq in range(81) if start[sq] and not cells[sq]),
                         key=lambda t: (order[t[0]], t[1], t[2]))
        return ["PI" + "".join(f"{f}{r}{name}" for name, f, r in removed), side_line]
    lines = []
    for r in range(9):
        row = "P" + str(r + 1)
        for cell in cells[r * 9:r * 9 + 9]:
            if not cell:
                row += " * "
            else:
                row += ("+" if cell[-1].isupper() else "-") + LETTER_TO_CSA[cell.upper()]
        lines.append(row)
    for color, sign in ((0, "+"), (1, "-")):
        parts = []
        for name in _HAND_NAMES:
            idx = pos.variant.kind(CSA_TO_LETTER[name]).index
            parts.extend(["00" + name] * pos.hands[color][idx])
        if parts:
            lines.append("P" + sign + "".join(parts))
    lines.append(side_line)
    return lines


def format_csa(record: GameRecord, version: str = "3.0") -> str:
    """The record's main line as CSA text (V3.0 by default, or V2.2: whole-second times).

    Raises ValueError for what CSA cannot hold: variants other than standard shogi and card or
    magic actions.
    """
    if version not in ("2.2", "3.0"):
        raise ValueError(f"csa: unknown version {version!r}; expected '2.2' or '3.0'")
    if record.variant != "standard":
        raise ValueError(f"csa: the variant {record.variant!r} cannot be written as CSA (standard shogi only)")
    out: list[str] = []
    if version == "3.0":
        out.append("'CSA encoding=UTF-8")
    out.append("V" + version)
    header = record.header
    if header.get("black"):
        out.append("N+" + _clean(header["black"]))
    if header.get("white"):
        out.append("N-" + _clean(header["white"]))
    for key, csa_key in HEADER_TO_CSA.items():
        value = header.get(key)
        if not value:
            continue
        if key == "time_limit" and not _TIME_LIMIT_RE.match(value.strip()):
            continue
        if key == "time_control" and not _TIME_V3_RE.match(value.strip()):
            # a KIF's 持ち時間: written as $TIME_LIMIT when it has that form ("00:25+30"), else not at all
            if header.get("time_limit") or not _TIME_LIMIT_RE.match(value.strip()):
                continue
            csa_key = "TIME_LIMIT"
        out.append(f"${csa_key}:{_clean(value)}")
    for key, value in header.items():
        if key.startswith(EXTRA_PREFIX) and _CSA_KEY_RE.match(key[len(EXTRA_PREFIX):]) and value:
            out.append(f"${key[len(EXTRA_PREFIX):]}:{_clean(value)}")
    out.extend(_start_lines(record))
    _comment_lines(out, kifu_comment(record.root))
    pos = Position.from_sfen(record.start_sfen)
    kinds = pos.variant.kinds
    for node in record.main_line()[1:]:
        if node.ending is not None:
            name = ending_to_csa(node.ending.termination, node.ending.winner, pos.side)
            if name is None:  # 封じ手, 不戦勝, 不戦敗: CSA has no word for them (left out, as ShogiHome does)
                continue
            out.append("%" + name)
        else:
            m = node.move
            if not isinstance(m, int):
                raise ValueError(f"csa: ply {node.ply} ({node.usi or m}) is a special action CSA cannot hold")
            frm = m & 127
            to = (m >> 7) & 127
            sign = "+" if pos.side == 0 else "-"
            tf, tr = 9 - to % 9, to // 9 + 1
            if frm >= NSQ:
                name = LETTER_TO_CSA[kinds[frm - NSQ].letter]
                out.append(f"{sign}00{tf}{tr}{name}")
            else:
                kind = kinds[abs(pos.board[frm]) - 1]
                if m & PROMOTE and kind.promoted is not None:
                    kind = kind.promoted
                name = LETTER_TO_CSA[kind.letter]
                out.append(f"{sign}{9 - frm % 9}{frm // 9 + 1}{tf}{tr}{name}")
            pos.push(m)
        if node.time_spent is not None:
            out.append("T" + _format_time(node.time_spent, version))
        _comment_lines(out, kifu_comment(node))
    return "\n".join(out) + "\n"


def _comment_lines(out: list[str], comment: str) -> None:
    if comment:
        out.extend("'*" + line for line in comment.replace("\r\n", "\n").replace("\r", "\n").split("\n"))
