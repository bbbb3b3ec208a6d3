"""CSA standard kifu files, V2.2 and V3.0 (the format of floodgate, the CSA server and 81Dojo exports).

Reading is two stages.  :func:`scan_csa` is text only: it splits lines and ``,``-separated
statements, checks their syntax, builds the start position as an SFEN and collects the moves with
their times and comments.  :func:`parse_csa` then replays the moves on a :class:`GameRecord`,
which checks legality.  A broken file raises :class:`KifuError` with ``partial`` holding the record
up to the error.  A plainly written game (one move per line with its ``T`` line, comments, one ending)
is first tried by a fast path (``_fast_csa``: one regular expression over the move section, the moves
played in one sweep); anything else there, and any error, goes to the two stages.

What is read: ``'CSA encoding=``, ``V``, ``N+``/``N-``, ``$KEY:value``, ``PI`` with removed pieces,
``P1``..``P9``, ``P+``/``P-`` (with ``00AL``), the side to move, moves with ``T`` times (decimals
allowed, as V3.0 writes milliseconds), ``'*`` comments (comments of the move before them, or of
the start before the first move; other ``'`` comments are skipped, as the format asks), every
``%`` ending and several games separated by ``/``.

CSA has no variations and no bookmarks: the writer gives the main line only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from operator import itemgetter
from typing import NoReturn, cast

from ..core.outcome import Termination
from ..core.position import PROMOTE, IllegalMoveError, Position, make_drop, make_move
from ..core.record import GameRecord, Node, RecordError
from ..core.sfen import SfenError
from ..core.tables import NSQ, sq_of
from ..core.variant import Variant, load_variant
from .errors import KifuError
from .gcpause import gc_paused
from .usi import new_record

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
_TIME_RE = re.compile(r"T([0-9]+(?:\.[0-9]*)?)\Z")
_HEADER_RE = re.compile(r"\$([^:]+):(.*)\Z")
_CSA_KEY_RE = re.compile(r"[A-Z0-9_+-]+\Z")


# --------------------------------------------------------------------------- endings
def _term(name: str, fallback: Termination) -> Termination:
    """A Termination member that later versions of the core may add (else a close fallback)."""
    return getattr(Termination, name, fallback)


def ending_from_csa(name: str, pos: Position) -> tuple[Termination, int | None] | None:
    """(termination, winner) of a CSA ending name without ``%``; ``pos`` is the final position.

    The position refines what the name leaves open: ``%TSUMI`` on a stalemate is a stalemate,
    an illegal action that completes a perpetual check is a perpetual check.
    """
    return _ending(name, pos.side, lambda: pos)


def _ending(name: str, side: int, position: Callable[[], Position]) -> tuple[Termination, int | None] | None:
    """ending_from_csa with the final position made only for the names that need it."""
    if name == "TORYO":
        return Termination.RESIGNATION, side ^ 1
    if name == "CHUDAN":
        return Termination.ABORT, None
    if name == "SENNICHITE":
        return Termination.REPETITION, None
    if name == "OUTE_SENNICHITE":
        out = _safe_outcome(position())
        if out is not None and out[0] is Termination.PERPETUAL_CHECK:
            return out
        return Termination.PERPETUAL_CHECK, side
    if name == "TIME_UP":
        return Termination.TIME, side ^ 1
    if name == "ILLEGAL_MOVE":
        return Termination.FOUL, side ^ 1
    if name in ("+ILLEGAL_ACTION", "-ILLEGAL_ACTION"):
        winner = 1 if name[0] == "+" else 0
        out = _safe_outcome(position())
        if out is not None and out == (Termination.PERPETUAL_CHECK, winner):
            return out
        return Termination.FOUL, winner
    if name == "JISHOGI":
        return Termination.IMPASSE, None
    if name == "KACHI":
        return Termination.IMPASSE, side
    if name == "HIKIWAKE":
        return Termination.AGREEMENT, None
    if name == "MAX_MOVES":
        return _term("MAX_MOVES", Termination.AGREEMENT), None
    if name == "TSUMI":
        out = _safe_outcome(position())
        if out is not None and out[0] is Termination.STALEMATE:
            return out
        return Termination.CHECKMATE, side ^ 1
    if name == "FUZUMI":
        return _term("NO_MATE", Termination.ABORT), None
    if name == "ERROR":
        return _term("ERROR", Termination.ABORT), None
    return None


def _safe_outcome(pos: Position) -> tuple[Termination, int | None] | None:
    try:
        out = pos.outcome()
    except (IndexError, KeyError, ValueError):
        return None
    return (out.termination, out.winner) if out is not None else None


def ending_to_csa(termination: Termination, winner: int | None, side: int) -> str:
    """The CSA ending name (without ``%``) for an ending reached with ``side`` to move."""
    t = termination
    if t is Termination.RESIGNATION:
        return "TORYO"
    if t is Termination.ABORT:
        return "CHUDAN"
    if t is Termination.REPETITION:
        return "SENNICHITE"
    if t is Termination.TIME:
        return "TIME_UP"
    if t is Termination.AGREEMENT:
        return "HIKIWAKE"
    if t in (Termination.CHECKMATE, Termination.STALEMATE):
        return "TSUMI"
    if t is Termination.IMPASSE:
        if winner is None:
            return "JISHOGI"
        if winner == side:
            return "KACHI"
        return "ILLEGAL_MOVE"  # a wrong declaration loses
    if t.name == "MAX_MOVES":
        return "MAX_MOVES"
    if t.name == "NO_MATE":
        return "FUZUMI"
    if t.name == "ERROR":
        return "ERROR"
    # FOUL and PERPETUAL_CHECK: the loser committed the foul.
    if winner is None:
        return "CHUDAN"
    if winner == side ^ 1 and t is Termination.FOUL:
        return "ILLEGAL_MOVE"
    return ("-" if winner == 0 else "+") + "ILLEGAL_ACTION"


# --------------------------------------------------------------------------- text stage
class CsaEntry:
    """A move (``+7776FU``) or an ending (``%TORYO``) with what follows it (a plain class: a file has
    thousands of them)."""

    __slots__ = ("text", "line", "column", "time", "comments")

    def __init__(self, text: str, line: int, column: int, time: float | None = None) -> None:
        self.text = text
        self.line = line
        self.column = column
        self.time = time
        self.comments: list[str] = []

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

    def fail(self, line: int, col: int, message: str) -> NoReturn:
        self.game.error = KifuError(FORMAT, line, col, message)
        raise _Stop

    # ---- position
    def _pi(self, s: str, line: int, col: int) -> None:
        if self.position_given:
            self.fail(line, col, "PI must come before any other P line")
        self.position_given = self.pi_used = True
        self.board = _start_board()
        body = s[2:]
        for k in range(0, len(body), 4):
            chunk = body[k:k + 4]
            c = col + 2 + k
            if len(chunk) < 4 or not chunk[:2].isdigit() or chunk[2:] not in CSA_TO_LETTER:
                self.fail(line, c, f"bad PI entry {chunk!r}: expected a square and a piece, e.g. 82HI")
            f, r = int(chunk[0]), int(chunk[1])
            if not (1 <= f <= 9 and 1 <= r <= 9):
                self.fail(line, c, f"bad square {chunk[:2]!r} in PI")
            sq = sq_of(f, r)
            if self.board[sq].upper() != CSA_TO_LETTER[chunk[2:]] or chunk[2:] == "OU":
                self.fail(line, c, f"PI: no {chunk[2:]} to remove on {chunk[:2]}")
            self.board[sq] = ""

    def _rank(self, s: str, line: int, col: int) -> None:
        if self.pi_used:
            self.fail(line, col, "P1..P9 cannot be combined with PI")
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
            self.fail(line, col + k, f"bad square in P{r}: expected ' * ', '+FU', '-KY'..., got {s[k:k + 3]!r}")
        if len(cells) < 9:
            self.fail(line, col + k, f"P{r} has {len(cells)} squares, expected 9")
        if s[k:].strip():
            self.fail(line, col + k, f"unexpected text after the ninth square of P{r}: {s[k:].strip()!r}")
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
                    self.fail(line, c + 4, "00AL must end the line")
                self._all_to_hand(color)
                return
            if len(chunk) < 4 or not chunk[:2].isdigit() or chunk[2:] not in CSA_TO_LETTER:
                self.fail(line, c, f"bad piece {chunk!r}: expected a square and a piece, e.g. 22KA or 00FU")
            f, r = int(chunk[0]), int(chunk[1])
            letter = CSA_TO_LETTER[chunk[2:]]
            if f == 0 and r == 0:
                if chunk[2:] not in _HAND_NAMES:
                    self.fail(line, c, f"{chunk[2:]} cannot be in hand")
                self.hands[color][letter] = self.hands[color].get(letter, 0) + 1
            elif 1 <= f <= 9 and 1 <= r <= 9:
                self.board[sq_of(f, r)] = letter if color == 0 else letter.lower()
            else:
                self.fail(line, c, f"bad square {chunk[:2]!r}")

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

    # ---- statements
    def statement(self, s: str, line: int, col: int) -> None:
        game = self.game
        head = s[0]
        if head == "'":
            if s.startswith("'*"):
                if game.entries:
                    game.entries[-1].comments.append(s[2:])
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
                self.fail(line, col, f"bad game information {s!r}: expected $KEY:value")
            key, value = m.group(1), m.group(2)
            game.header[CSA_HEADER_KEYS.get(key, EXTRA_PREFIX + key)] = value
            return
        if head == "P" and len(s) >= 2:
            if self.side is not None:
                self.fail(line, col, "a position line after the moves began")
            k = s[1]
            if k == "I":
                self._pi(s.rstrip(), line, col)
            elif k in "123456789":
                self._rank(s, line, col)
            elif k in "+-":
                self._pieces(s.rstrip(), line, col)
            else:
                self.fail(line, col, f"bad position line {s!r}: expected PI, P1..P9, P+ or P-")
            return
        s = s.strip()
        if s in ("+", "-"):
            if self.side is not None:
                self.fail(line, col, "the side to move is given twice")
            self.start_moves(0 if s == "+" else 1, line)
            return
        if head in "+-":
            if not _MOVE_RE.match(s):
                self.fail(line, col, f"bad move {s!r}: expected a sign, two squares and a piece, e.g. +7776FU")
            if self.ended:
                self.fail(line, col, "a move after the end of the game")
            if self.side is None:
                self.start_moves(0 if head == "+" else 1, line)
            game.entries.append(CsaEntry(s, line, col))
            return
        if head == "T":
            m = _TIME_RE.match(s)
            if not m:
                self.fail(line, col, f"bad time {s!r}: expected T and seconds, e.g. T12")
            if not game.entries:
                self.fail(line, col, "a time (T) before any move")
            game.entries[-1].time = float(m.group(1))
            return
        if head == "%":
            if self.side is None:
                self.start_moves(0, line)
            if self.ended:
                self.fail(line, col, "a second ending")
            name = s[1:]
            if name not in _ENDING_NAMES:
                self.fail(line, col, f"unknown ending {s!r}: expected %TORYO, %CHUDAN, %SENNICHITE, ...")
            game.entries.append(CsaEntry(s, line, col))
            self.ended = True
            return
        self.fail(line, col, f"unexpected {s[:20]!r}: expected a move, T, %, ', V, N, $ or P line")


_ENDING_NAMES = {
    "TORYO", "CHUDAN", "SENNICHITE", "OUTE_SENNICHITE", "TIME_UP", "ILLEGAL_MOVE", "+ILLEGAL_ACTION",
    "-ILLEGAL_ACTION", "JISHOGI", "KACHI", "HIKIWAKE", "MAX_MOVES", "TSUMI", "FUZUMI", "ERROR",
}


def _start_cells() -> tuple[str, ...]:
    cells: list[str] = []
    for row in _START_ROWS:
        for ch in row:
            if ch.isdigit():
                cells.extend([""] * int(ch))
            else:
                cells.append(ch)
    return tuple(cells)


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


def _lines(text: str) -> list[str]:
    if "\n" not in text and "\r" in text:
        return text.split("\r")
    return [ln[:-1] if ln.endswith("\r") else ln for ln in text.split("\n")]


def scan_csa(text: str) -> list[CsaGame]:
    """Split a CSA text into games and check its syntax, without the rules of play.

    A game whose text breaks off carries the error in ``error`` and is the last one returned.
    """
    text = text.lstrip("\ufeff")
    games: list[CsaGame] = []
    game = CsaGame()
    scanner = _Scanner(game)
    move_match = _MOVE_RE.match
    time_match = _TIME_RE.match
    try:
        for lineno, raw in enumerate(_lines(text), 1):
            # The lines of nearly every move, as servers and exporters write them: straight in.
            head = raw[:1]
            if len(raw) == 7 and (head == "+" or head == "-") and scanner.side is not None and not scanner.ended \
                    and move_match(raw):
                game.entries.append(CsaEntry(raw, lineno, 1))
                continue
            if head == "T" and game.entries:
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
                games.append(game)
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
    games.append(game)
    return games


# --------------------------------------------------------------------------- rules stage
def _move_of(board: Sequence[int], side: int, variant: Variant, entry: CsaEntry) -> int:
    """The move int of a CSA move on ``board`` (the position before it, ``side`` to move)."""
    s = entry.text
    color = 0 if s[0] == "+" else 1
    if color != side:
        who = "Black (+)" if side == 0 else "White (-)"
        raise KifuError(FORMAT, entry.line, entry.column, f"{s}: expected a move by {who}")
    f1, r1, f2, r2 = ord(s[1]) - 48, ord(s[2]) - 48, ord(s[3]) - 48, ord(s[4]) - 48
    name = s[5:7]
    letter = CSA_TO_LETTER.get(name)
    if letter is None:
        raise KifuError(FORMAT, entry.line, entry.column + 5, f"{s}: unknown piece {name!r}")
    if f2 == 0 or r2 == 0:
        raise KifuError(FORMAT, entry.line, entry.column + 3, f"{s}: bad destination square {s[3:5]}")
    to = (r2 - 1) * 9 + 9 - f2
    if f1 == 0 and r1 == 0:
        if name not in _HAND_NAMES:
            raise KifuError(FORMAT, entry.line, entry.column + 5, f"{s}: {name} cannot be dropped")
        return make_drop(variant.kind(letter).index, to)
    if f1 == 0 or r1 == 0:
        raise KifuError(FORMAT, entry.line, entry.column + 1, f"{s}: bad origin square {s[1:3]}")
    frm = (r1 - 1) * 9 + 9 - f1
    code = board[frm]
    if code == 0:
        raise KifuError(FORMAT, entry.line, entry.column + 1, f"{s}: no piece on {s[1:3]}")
    if (code > 0) != (color == 0):
        raise KifuError(FORMAT, entry.line, entry.column + 1, f"{s}: the piece on {s[1:3]} is the opponent's")
    kind = variant.kinds[abs(code) - 1]
    if kind.letter == letter:
        return make_move(frm, to, False)
    if kind.promoted is not None and kind.promoted.letter == letter:
        return make_move(frm, to, True)
    have = LETTER_TO_CSA.get(kind.letter, kind.letter)
    raise KifuError(FORMAT, entry.line, entry.column + 5, f"{s}: the piece on {s[1:3]} is {have}, not {name}")


def build_record(game: CsaGame) -> GameRecord:
    """Replay a scanned game on a new record (raises KifuError with the partial record)."""
    try:
        record = new_record(game.start_sfen)
    except (SfenError, ValueError) as exc:
        raise KifuError(FORMAT, game.start_line, 1, f"bad start position ({exc})") from None
    record.header.update(game.header)
    record.root.comment = "\n".join(game.comments)
    variant = load_variant(record.variant)
    # (kind index, CSA piece name) -> the promotion flag of a board move naming that piece
    flags: dict[tuple[int, str], int] = {}
    for kind in variant.kinds:
        if kind.letter in LETTER_TO_CSA:
            flags[(kind.index, LETTER_TO_CSA[kind.letter])] = 0
            if kind.promoted is not None and kind.promoted.letter in LETTER_TO_CSA:
                flags[(kind.index, LETTER_TO_CSA[kind.promoted.letter])] = PROMOTE
    totals = [0.0, 0.0]
    for entry in game.entries:
        node: Node = record.current
        snap = node.snapshot
        mover = snap.side
        s = entry.text
        if (s[0] == "+") == (mover == 0) and s[0] != "%" and s[1] != "0" and s[2] != "0" and s[3] != "0" \
                and s[4] != "0":
            # A board move by the side to move (the scanner checked the digits): straight to the record.
            frm = (ord(s[2]) - 49) * 9 + 57 - ord(s[1])
            code = snap.board[frm]
            flag = flags.get((code - 1 if code > 0 else -code - 1, s[5:7]), -1) if code else -1
            if flag >= 0 and (code > 0) == (mover == 0):
                try:
                    node = record.add_move(frm | ((ord(s[4]) - 49) * 9 + 57 - ord(s[3])) << 7 | flag)
                except IllegalMoveError:
                    pass  # the general path below says why
                else:
                    if entry.time is not None:
                        node.time_spent = entry.time
                        totals[mover] += entry.time
                        node.total_time = totals[mover]
                    if entry.comments:
                        node.comment = "\n".join(entry.comments)
                    continue
        if entry.text[0] == "%":
            result = ending_from_csa(entry.text[1:], record.position())
            if result is None:  # the scanner lets only known names through
                raise KifuError(FORMAT, entry.line, entry.column, f"unknown ending {entry.text!r}", record)
            try:
                node = record.add_ending(result[0], result[1])
            except (RecordError, ValueError) as exc:
                raise KifuError(FORMAT, entry.line, entry.column, str(exc), record) from None
        else:
            try:
                node = record.add_move(_move_of(snap.board, mover, variant, entry))
            except KifuError as exc:
                exc.partial = record
                raise
            except IllegalMoveError as exc:
                reason = f" ({exc.reason.value})" if exc.reason else ""
                raise KifuError(FORMAT, entry.line, entry.column, f"illegal move {entry.text}{reason}",
                                record) from None
        if entry.time is not None:
            node.time_spent = entry.time
            totals[mover] += entry.time
            node.total_time = totals[mover]
        if entry.comments:
            node.comment = "\n".join(entry.comments)
    if game.error is not None:
        game.error.partial = record
        raise game.error
    record.first()
    return record


# --------------------------------------------------------------------------- the fast path
# A game as servers and exporters write it (the header, the side-to-move line, then one move per line,
# each with its T line, comments, one ending) is read by one regular expression over the whole move
# section and played straight onto the record.  Anything else in it (an error, an unusual line, several
# games) makes the fast path give up, and the two stages above read the text from the start: they
# alone raise errors, so both paths give the same record or the same error.
_SIDE_LINE_RE = re.compile(r"^[+-]\n", re.M)
_BODY_RE = re.compile(r"([+-][0-9]{4}[A-Z]{2})(?:\nT([0-9]+(?:\.[0-9]*)?))?\n|(.*)\n?")
# move text -> (origin square (-1 for a drop), {what is there: (the move, its destination, the code of
# the piece there after it)}): for a board move, the codes of the piece the text names and of the one
# that becomes it by promoting; for a drop, 100 + the mover's colour.  None: a text the fast path
# leaves to the general one.
_MOVE_INFO: dict[str, tuple[int, dict[int, tuple[int, int, int]]] | None] = {}
_TIMES: dict[str, float] = {}


def _move_info(text: str) -> tuple[int, dict[int, tuple[int, int, int]]] | None:
    variant = load_variant("standard")
    color = 0 if text[0] == "+" else 1
    sign = 1 if color == 0 else -1
    f1, r1, f2, r2 = (ord(ch) - 48 for ch in text[1:5])
    letter = CSA_TO_LETTER.get(text[5:7])
    if letter is None or f2 == 0 or r2 == 0:
        return None
    to = sq_of(f2, r2)
    named = variant.kind(letter)
    if f1 == 0 and r1 == 0:
        if text[5:7] not in _HAND_NAMES:
            return None
        return -1, {100 + color: (make_drop(named.index, to), to, sign * (named.index + 1))}
    if f1 == 0 or r1 == 0:
        return None
    frm = sq_of(f1, r1)
    table = {}
    for kind in variant.kinds:
        if kind is named:
            table[sign * (kind.index + 1)] = (make_move(frm, to), to, sign * (named.index + 1))
        if kind.promoted is named:
            table[sign * (kind.index + 1)] = (make_move(frm, to, True), to, sign * (named.index + 1))
    return frm, table


def _fast_other(line: str, notes: dict[int, list[str]], key: int) -> bool:
    """A line of the move section other than a move or the ending, for the fast path: a comment (``'*``
    lines kept in ``notes`` under ``key``; other ``'`` lines say nothing), a blank line; False for
    anything else."""
    if line[0] == "'":
        if line[1:2] == "*":
            notes.setdefault(key, []).append(line[2:])
        return True
    return line.isspace()


_first = itemgetter(0)
_second = itemgetter(1)
_Info = tuple[int, dict[int, tuple[int, int, int]]]


def _plays_of(known: list[_Info], board: list[int], side: int) -> list[int] | None:
    """The moves of the move texts' readings, read on ``board`` (changed along; ``side`` moves first);
    None for a text that names another piece than the one there, or not the mover's."""
    plays: list[int] = []
    play = plays.append
    for frm, table in known:
        if frm >= 0:
            entry = table.get(board[frm])
            if entry is None:
                return None
            board[frm] = 0
        else:
            entry = table.get((side + len(plays)) % 2 + 100)
            if entry is None:
                return None
        board[entry[1]] = entry[2]
        play(entry[0])
    return plays


def _lines_of(rows: list[tuple[str, str, str]], board: list[int], side: int, notes: dict[int, list[str]],
              plays: list[int], clocks: list[str]) -> str | None:
    """The move section line by line, after the moves already in ``plays`` (their times in
    ``clocks``): moves, comments, the ending; returns the ending's name ("" for none), None for
    anything the fast path leaves to the general one."""
    infos = _MOVE_INFO
    ending = ""
    rest = iter(rows)
    for move, time, other in rest:
        if move:
            info = infos.get(move)
            if info is None:
                if move in infos:
                    return None
                if len(infos) > 20000:
                    infos.clear()
                info = infos[move] = _move_info(move)
                if info is None:
                    return None
            read = _plays_of([info], board, side + len(plays))
            if read is None:
                return None
            plays += read
            clocks.append(time)
        elif other:
            if other[0] == "%" and other[1:] in _ENDING_NAMES:
                ending = other[1:]
                break
            if not _fast_other(other, notes, len(plays)):
                return None
    for move, _, other in rest:  # after the ending: its comments
        if move or other and (other[0] == "%" or not _fast_other(other, notes, -1)):
            return None
    return ending


def _fast_csa(text: str) -> GameRecord | None:
    """The record of a single plainly written game, or None when the general path must read it."""
    if "\r" in text:
        text = text.replace("\r\n", "\n")
        if "\r" in text:
            return None
    text = text.lstrip("\ufeff")
    if not text.endswith("\n"):
        text += "\n"
    side_line = _SIDE_LINE_RE.search(text)
    if side_line is None:
        return None
    games = scan_csa(text[:side_line.end()])
    game = games[0]
    if len(games) != 1 or game.error is not None or game.entries:
        return None
    try:
        record = new_record(game.start_sfen)
    except (SfenError, ValueError):
        return None
    record.header.update(game.header)
    root = record.root
    side = root.snapshot.side
    if record.variant != "standard" or side != (0 if text[side_line.start()] == "+" else 1):
        return None
    infos = _MOVE_INFO
    # First the text: the moves (read on a board of our own, which says which piece each one moves),
    # their times, comments by the node they follow (0: the start, i: the i-th move, -1: the ending)
    # and the ending.
    board = list(root.snapshot.board)
    notes: dict[int, list[str]] = {0: list(game.comments)}
    rows = _BODY_RE.findall(text, side_line.end())
    texts = list(map(_first, rows))
    count = texts.index("") if "" in texts else len(texts)  # the move lines before any other line
    known = list(map(infos.get, texts[:count]))
    if None in known or any(texts[count:]):
        # Comments among the moves, move texts read for the first time: line by line.
        plays: list[int] = []
        clocks: list[str] = []
        ending = _lines_of(rows, board, side, notes, plays, clocks)
    else:
        # The usual: the moves, then the ending and comments.
        read = _plays_of(cast("list[_Info]", known), board, side)
        if read is None:
            return None
        plays = read
        clocks = list(map(_second, rows[:count]))
        ending = _lines_of(rows[count:], board, side, notes, plays, clocks)
    if ending is None:
        return None
    # Then the moves, in one sweep (each checked for legality), their times, comments and the ending.
    try:
        nodes = record.add_moves(plays)
    except IllegalMoveError:
        return None
    times = _TIMES
    for first in (0, 1):  # Black's moves, then White's (or the other way round): the totals
        total = 0.0
        for node, time in zip(nodes[first::2], clocks[first::2]):
            if time:
                try:
                    t = times[time]
                except KeyError:
                    if len(times) > 20000:
                        times.clear()
                    t = times[time] = float(time)
                node.time_spent = t
                total += t
                node.total_time = total
    if len(notes) > 1 or notes[0]:
        for key, lines in notes.items():
            if key > 0:
                nodes[key - 1].comment = "\n".join(lines)
            elif key == 0:
                root.comment = "\n".join(lines)
    if ending:
        result = _ending(ending, nodes[-1].snapshot.side if nodes else root.snapshot.side, record.position)
        if result is None:
            return None
        end = record.add_ending(result[0], result[1])
        if -1 in notes:
            end.comment = "\n".join(notes[-1])
    record.first()
    return record


def parse_csa_games(text: str) -> list[GameRecord]:
    """Every game of a CSA text (games are separated by ``/`` lines).

    A broken game raises KifuError; its ``partial`` is that game's record up to the error.
    """
    with gc_paused():
        record = _fast_csa(text)
        if record is not None:
            return [record]
        return [build_record(game) for game in scan_csa(text)]


def parse_csa(text: str) -> GameRecord:
    """The first game of a CSA text."""
    with gc_paused():
        record = _fast_csa(text)
        if record is not None:
            return record
        games = scan_csa(text)
        return build_record(games[0])


# --------------------------------------------------------------------------- writing
def _clean(value: str) -> str:
    return " ".join(value.replace("\r", "\n").split("\n")).strip()


def _format_time(t: float, version: str) -> str:
    if version == "2.2" or float(t).is_integer():
        return str(int(t))
    text = f"{t:.3f}".rstrip("0").rstrip(".")
    return text


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
        if header.get(key):
            out.append(f"${csa_key}:{_clean(header[key])}")
    for key, value in header.items():
        if key.startswith(EXTRA_PREFIX) and _CSA_KEY_RE.match(key[len(EXTRA_PREFIX):]) and value:
            out.append(f"${key[len(EXTRA_PREFIX):]}:{_clean(value)}")
    out.extend(_start_lines(record))
    _comment_lines(out, record.root.comment)
    pos = Position.from_sfen(record.start_sfen)
    kinds = pos.variant.kinds
    for node in record.main_line()[1:]:
        if node.ending is not None:
            out.append("%" + ending_to_csa(node.ending.termination, node.ending.winner, pos.side))
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
        _comment_lines(out, node.comment)
    return "\n".join(out) + "\n"


def _comment_lines(out: list[str], comment: str) -> None:
    if not comment:
        return
    for line in comment.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        out.append("'*" + line)
