"""What the kifu readers say: errors (the file cannot be read) and notices (it was read, but something
in it is unusual and the user should know), each with the format, the line and column, a stable code
and the words for it.

The code and its ``params`` are what the application translates (``ui/text/kifu_messages.py`` holds one
sentence per code in every language); ``message`` is the English sentence of :data:`MESSAGES`, for
logs, the command line and tests.  ``reason`` (an :class:`IllegalReason`) and ``problems``
(:class:`PositionProblem`) carry the core's own codes, which have their own translations.

A reader that fails part-way keeps what it read: ``partial`` holds the GameRecord up to the error (or
None), so the application can offer it instead of losing the game.
"""

from __future__ import annotations

from typing import Any

from ..core.outcome import IllegalReason
from ..core.validate import PositionProblem

# code -> English sentence; {0}, {1}, ... are the params.  ui/text/kifu_messages.py translates every code.
MESSAGES: dict[str, str] = {
    # ---- any format
    "not-kifu": "not a kifu format this program reads (expected KIF, KI2, CSA, JKF, a USI position, an SFEN "
                "or a Shogi Desktop record)",
    "unknown-format": "unknown format {0}",
    "empty": "the file holds no game (it is empty)",
    "not-text": "the file is neither UTF-8 nor Shift_JIS text (byte 0x{0} at byte {1})",
    "bad-utf8-bom": "the file starts with a UTF-8 mark but is not UTF-8 (byte 0x{0} at byte {1})",
    "bad-utf16-bom": "the file starts with a UTF-16 mark but is not UTF-16 (byte 0x{0} at byte {1})",
    "unencodable": "the character {0} cannot be written in {1}",
    "too-many-moves": "the record holds more than {0} moves and variations, more than this program reads",
    "bad-variant": "unknown variant {0}",
    "bad-start": "impossible start position: {0}",
    "impossible-position": "the position cannot be played",
    "illegal-move": "{0} is not a legal move here",
    "illegal-action": "the action {0} is not legal here",
    "bad-action": "{0} is not an action this game knows: {1}",
    "move-after-end": "a move after the end of the game",
    "second-ending": "a second ending",
    "bug": "the file could not be read because of an error in this program ({0}); it has been logged",
    # ---- KIF and KI2
    "kif-bad-move": "expected a move such as ７六歩 or ７六歩(77), found {0}",
    "kif-no-move": "expected a move or an ending after the move number",
    "kif-move-number": "expected move {0}, found move {1}",
    "kif-bad-number": "the move number {0} is too large",
    "kif-bad-time": "bad time {0}: expected minutes:seconds, e.g. 1:05",
    "kif-board-in-moves": "a board diagram among the moves (expected a move line)",
    "kif-variant-late": "変則： must come before the board diagram",
    "kif-bad-variation": "変化：{0}手 does not branch from the line before it (it has {1} moves)",
    "kif-bad-handicap": "unknown handicap {0} (expected 平手, 香落ち, 角落ち, … or a board diagram)",
    "kif-other-needs-board": "手合割：その他 needs a board diagram",
    "kif-bad-sfen": "bad 変則SFEN： {0}",
    "kif-diagram-differs": "the board diagram is not the position 変則SFEN： gives on line {0}",
    "kif-bad-handicap-id": "unknown handicap {0} in 変則手合割：",
    "kif-bad-event": "bad #event line (expected JSON): {0}",
    "kif-no-bracket": "expected 】 after the action",
    "kif-ki2-overlap": "expected a move before the next ▲ or △",
    "kif-after-move": "unexpected {0} after the move {1}",
    "kif-no-source": "expected the source square, such as (77), or 打",
    "kif-no-piece": "no {0} piece on {1}",
    "kif-wrong-piece": "{0} holds {1}, not {2}",
    "kif-promoted-drop": "a promoted piece ({0}) cannot be dropped",
    "kif-no-same": "同 (same square) but there is no previous move",
    "kif-not-drop": "{0}打 is not a legal drop here",
    "kif-cannot-move": "no {0} can move to {1} here",
    "kif-no-fit": "no {0} fits {1} here",
    "kif-ambiguous": "{0} is ambiguous: the {1} on {2} can all go there",
    "kif-promotion": "{0} is not legal here",
    # ---- BOD diagrams
    "bod-short-row": "board row has {0} squares, expected 9",
    "bod-bad-square": "expected a piece, v or ・ in the board row, found {0}",
    "bod-no-bar": "expected | after the ninth square",
    "bod-rank-twice": "board rank {0} is given twice",
    "bod-too-many-ranks": "the board has more than nine ranks",
    "bod-missing-ranks": "the board diagram lacks rank {0}",
    "bod-bad-hand": "expected a piece in hand, found {0}",
    "bod-bad-count": "bad count {0} for {1}",
    "bod-none": "expected a board diagram (rows starting with |)",
    # ---- CSA
    "csa-pi-late": "PI must come before any other P line",
    "csa-bad-pi": "bad PI entry {0}: expected a square and a piece, e.g. 82HI",
    "csa-pi-missing": "PI: no {0} to remove on {1}",
    "csa-pi-and-ranks": "P1..P9 cannot be combined with PI",
    "csa-bad-square": "bad square in P{0}: expected ' * ', '+FU', '-KY'..., got {1}",
    "csa-short-rank": "P{0} has {1} squares, expected 9",
    "csa-after-ninth": "unexpected text after the ninth square of P{0}: {1}",
    "csa-bad-piece": "bad piece {0}: expected a square and a piece, e.g. 22KA or 00FU",
    "csa-al-last": "00AL must end the line",
    "csa-not-in-hand": "{0} cannot be in hand",
    "csa-bad-place": "bad square {0}",
    "csa-bad-info": "bad game information {0}: expected $KEY:value",
    "csa-position-late": "a position line after the moves began",
    "csa-bad-position-line": "bad position line {0}: expected PI, P1..P9, P+ or P-",
    "csa-side-twice": "the side to move is given twice",
    "csa-bad-move": "bad move {0}: expected a sign, two squares and a piece, e.g. +7776FU",
    "csa-bad-time": "bad time {0}: expected T and seconds, e.g. T12",
    "csa-time-first": "a time (T) before any move",
    "csa-bad-ending": "unknown ending {0}: expected %TORYO, %CHUDAN, %SENNICHITE, ...",
    "csa-unexpected": "unexpected {0}: expected a move, T, %, ', V, N, $ or P line",
    "csa-wrong-side": "{0}: expected a move by {1}",
    "csa-unknown-piece": "{0}: unknown piece {1}",
    "csa-bad-destination": "{0}: bad destination square",
    "csa-bad-origin": "{0}: bad origin square",
    "csa-cannot-drop": "{0}: {1} cannot be dropped",
    "csa-no-piece": "{0}: no piece on {1}",
    "csa-opponent-piece": "{0}: the piece on {1} is the opponent's",
    "csa-other-piece": "{0}: the piece on {1} is {2}, not {3}",
    # ---- JSON formats (JKF and the native record); {0} is the JSON path
    "json-bad": "bad JSON: {0}",
    "json-too-deep": "the JSON nests too deeply",
    "json-number": "{0}: {1} is not a number this program accepts (finite, in range)",
    "json-bad-number": "{0} is not a number this program accepts (finite, in range)",
    "json-type": "{0}: expected {1}",
    "json-value": "{0}: {1}",
    "json-illegal": "{0}: {1} is not a legal move here",
    "json-after-end": "{0}: a move after the end of the game",
    "native-not": "not a Shogi Desktop record: expected \"format\": \"shogi-desktop-record\"",
    "native-newer": "version {0}: written by a newer Shogi Desktop (this one reads up to {1})",
    # ---- USI and SFEN
    "usi-empty": "empty input: expected 'position startpos', an SFEN or moves",
    "usi-after-position": "expected 'startpos' or 'sfen' after 'position'",
    "usi-short-sfen": "incomplete SFEN: expected BOARD SIDE HAND [MOVE-NUMBER]",
    "usi-bad-sfen": "bad SFEN ({0})",
    "usi-unexpected": "unexpected {0}: expected 'position', 'startpos', 'sfen', an SFEN or a move",
    "usi-bad-move": "bad move {0}: expected USI such as 7g7f, 8h2b+ or P*5e",
    "usi-too-long": "a token of {0} characters: no USI move or SFEN field is that long",
    # ---- notices (the file was read)
    "notice-puzzle": "the start position breaks a rule of play, so no game reaches it; it was read so that it "
                     "can be studied",
    "notice-illegal-last": "move {0} ({1}) is not legal; the game was read up to move {2} and ends with "
                           "{3}'s loss by an illegal move (反則負け)",
    "notice-second-ending": "a second ending ({0}) after the first one was left out",
    "notice-renumbered": "move {0} is numbered {1} in the file; it was read as move {0}",
    "notice-extra-text": "{0} after the ninth square of P{1} was left out",
}


def message_text(code: str, params: tuple[str, ...] = (), reason: IllegalReason | None = None,
                 problems: tuple[PositionProblem, ...] = ()) -> str:
    """The English sentence of a code (the code itself, with its params, when it has none)."""
    template = MESSAGES.get(code)
    if template is None:
        return code if not params else f"{code}: {', '.join(params)}"
    try:
        text = template.format(*params)
    except (IndexError, KeyError, ValueError):
        text = template
    if reason is not None:
        text += f" ({reason.value})"
    if problems:
        text += ": " + "; ".join(p.describe() for p in problems)
    return text


class KifuNotice:
    """Something a reader noticed in a file it did read (a puzzle diagram, an illegal last move)."""

    __slots__ = ("format", "line", "column", "code", "params", "reason", "problems", "context")

    def __init__(self, fmt: str, line: int, column: int, code: str, *params: Any,
                 reason: IllegalReason | None = None, problems: tuple[PositionProblem, ...] = ()) -> None:
        self.format = fmt
        self.line = line
        self.column = column
        self.code = code
        self.params = tuple(str(p) for p in params)
        self.reason = reason
        self.problems = tuple(problems)
        self.context = ""

    @property
    def message(self) -> str:
        return message_text(self.code, self.params, self.reason, self.problems)

    def __repr__(self) -> str:
        return f"KifuNotice({self.format}, line {self.line}, column {self.column}: {self.message})"


class KifuError(ValueError):
    """A file that cannot be read: ``format``, ``line`` and ``column`` (1-based; 0 when unknown),
    ``code`` and ``params`` (translated by the application), ``message`` (English), ``partial``, and
    ``context``: the text as written that the sentence is about (a move), shown before it."""

    def __init__(self, fmt: str, line: int, column: int, code: str, *params: Any, partial: Any = None,
                 reason: IllegalReason | None = None, problems: tuple[PositionProblem, ...] = (),
                 context: str = "") -> None:
        self.format = fmt
        self.line = line
        self.column = column
        self.code = code
        self.params = tuple(str(p) for p in params)
        self.reason = reason
        self.problems = tuple(problems)
        self.partial = partial
        self.context = context
        where = f"line {line}, column {column}" if line else "input"
        super().__init__(f"{fmt}: {where}: {self.message}")

    @property
    def message(self) -> str:
        text = message_text(self.code, self.params, self.reason, self.problems)
        return f"{self.context}: {text}" if self.context else text


Notices = list[KifuNotice]
