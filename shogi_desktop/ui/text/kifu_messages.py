"""What the kifu readers say, in the user's language: one translated sentence per code of
``notation.errors.MESSAGES`` (errors and notices), with the line and column where it was found.

Every place a reader's error or notice reaches the user (opening a file, pasting, dropping, importing
into the library) shows :func:`kifu_text`; the code and the English words go to the log
(:func:`log_kifu`), never to the user.  tests/ui/text/test_kifu_messages.py holds every code of the readers
to a sentence here, with the same placeholders, in both languages.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from .rule_texts import reason_text

# Only the items' types: importing the notation package loads every reader, which start-up does not need.
if TYPE_CHECKING:
    from ...core.validate import PositionProblem  # (the core's checks are imported where they run)
    from ...notation.errors import KifuError, KifuNotice

    Item = KifuError | KifuNotice

log = logging.getLogger(__name__)


def _sentences() -> dict[str, str]:
    """code -> translated sentence; %1, %2, ... are the params (literal translate calls for lupdate)."""
    return {**_general(), **_kakinoki(), **_csa(), **_json_usi()}


def _general() -> dict[str, str]:
    return {
        # ---- any format
        "not-kifu": QCoreApplication.translate("KifuMessages", "This is not a kifu format this program reads (KIF, KI2, CSA, JKF, a USI "
                                      "position, an SFEN or a Shogi Desktop record)."),
        "unknown-format": QCoreApplication.translate("KifuMessages", "Unknown format %1."),
        "empty": QCoreApplication.translate("KifuMessages", "The file holds no game: it is empty."),
        "not-text": QCoreApplication.translate("KifuMessages", "The file is not text in UTF-8 or Shift_JIS (byte 0x%1 at byte %2)."),
        "bad-utf8-bom": QCoreApplication.translate("KifuMessages", "The file starts with a UTF-8 mark but is not UTF-8 (byte 0x%1 at byte %2)."),
        "bad-utf16-bom": QCoreApplication.translate("KifuMessages", "The file starts with a UTF-16 mark but is not UTF-16 (byte 0x%1 at byte "
                                           "%2)."),
        "unencodable": QCoreApplication.translate("KifuMessages", "The character %1 cannot be written in %2."),
        "too-many-moves": QCoreApplication.translate("KifuMessages", "The record holds more than %1 moves and variations, more than this "
                                            "program reads."),
        "bad-variant": QCoreApplication.translate("KifuMessages", "Unknown variant %1."),
        "bad-start": QCoreApplication.translate("KifuMessages", "The start position cannot be read."),
        "impossible-position": QCoreApplication.translate("KifuMessages", "No game can be played from this position."),
        "illegal-move": QCoreApplication.translate("KifuMessages", "%1 is not a legal move here."),
        "illegal-action": QCoreApplication.translate("KifuMessages", "The action %1 is not legal here."),
        "bad-action": QCoreApplication.translate("KifuMessages", "%1 is not an action this game knows."),
        "move-after-end": QCoreApplication.translate("KifuMessages", "A move after the end of the game."),
        "second-ending": QCoreApplication.translate("KifuMessages", "A second ending."),
        "bug": QCoreApplication.translate("KifuMessages", "The file could not be read because of an error in this program (%1). The error "
                                 "has been written to the log."),
    }


def _kakinoki() -> dict[str, str]:
    return {
        # ---- KIF and KI2
        "kif-bad-move": QCoreApplication.translate("KifuMessages", "Expected a move such as ７六歩 or ７六歩(77), found %1."),
        "kif-no-move": QCoreApplication.translate("KifuMessages", "Expected a move or an ending after the move number."),
        "kif-move-number": QCoreApplication.translate("KifuMessages", "Expected move %1, found move %2."),
        "kif-bad-number": QCoreApplication.translate("KifuMessages", "The move number %1 is too large."),
        "kif-bad-time": QCoreApplication.translate("KifuMessages", "Bad time %1: expected minutes:seconds, such as 1:05."),
        "kif-board-in-moves": QCoreApplication.translate("KifuMessages", "A board diagram among the moves (expected a move line)."),
        "kif-variant-late": QCoreApplication.translate("KifuMessages", "変則： must come before the board diagram."),
        "kif-bad-variation": QCoreApplication.translate("KifuMessages", "変化：%1手 does not branch from the line before it (which ends at move %2)."),
        "kif-bad-handicap": QCoreApplication.translate("KifuMessages", "Unknown handicap %1 (expected 平手, 香落ち, 角落ち, … or a board "
                                              "diagram)."),
        "kif-other-needs-board": QCoreApplication.translate("KifuMessages", "手合割：その他 needs a board diagram."),
        "kif-bad-sfen": QCoreApplication.translate("KifuMessages", "The position in 変則SFEN： cannot be read."),
        "kif-diagram-differs": QCoreApplication.translate("KifuMessages", "The board diagram is not the position 変則SFEN： gives on line %1."),
        "kif-bad-handicap-id": QCoreApplication.translate("KifuMessages", "Unknown handicap %1 in 変則手合割：."),
        "kif-bad-event": QCoreApplication.translate("KifuMessages", "A bad #event line (expected JSON)."),
        "kif-no-bracket": QCoreApplication.translate("KifuMessages", "Expected 】 after the action."),
        "kif-ki2-overlap": QCoreApplication.translate("KifuMessages", "Expected a move before the next ▲ or △."),
        "kif-after-move": QCoreApplication.translate("KifuMessages", "Unexpected %1 after the move %2."),
        "kif-no-source": QCoreApplication.translate("KifuMessages", "Expected the source square, such as (77), or 打."),
        "kif-no-piece": QCoreApplication.translate("KifuMessages", "No %1 piece on %2."),
        "kif-wrong-piece": QCoreApplication.translate("KifuMessages", "%1 holds %2, not %3."),
        "kif-promoted-drop": QCoreApplication.translate("KifuMessages", "A promoted piece (%1) cannot be dropped."),
        "kif-no-same": QCoreApplication.translate("KifuMessages", "同 (the same square) but there is no move before."),
        "kif-not-drop": QCoreApplication.translate("KifuMessages", "%1打 is not a legal drop here."),
        "kif-cannot-move": QCoreApplication.translate("KifuMessages", "No %1 can move to %2 here."),
        "kif-no-fit": QCoreApplication.translate("KifuMessages", "No %1 fits %2 here."),
        "kif-ambiguous": QCoreApplication.translate("KifuMessages", "%1 is ambiguous: the %2 on %3 can all go there."),
        "kif-promotion": QCoreApplication.translate("KifuMessages", "%1 is not legal here."),
        # ---- board diagrams
        "bod-short-row": QCoreApplication.translate("KifuMessages", "A board row has the wrong number of squares: %1, expected 9."),
        "bod-bad-square": QCoreApplication.translate("KifuMessages", "Expected a piece, v or ・ in the board row, found %1."),
        "bod-no-bar": QCoreApplication.translate("KifuMessages", "Expected | after the ninth square."),
        "bod-rank-twice": QCoreApplication.translate("KifuMessages", "Board rank %1 is given twice."),
        "bod-too-many-ranks": QCoreApplication.translate("KifuMessages", "The board has more than nine ranks."),
        "bod-missing-ranks": QCoreApplication.translate("KifuMessages", "The board diagram lacks rank %1."),
        "bod-bad-hand": QCoreApplication.translate("KifuMessages", "Expected a piece in hand, found %1."),
        "bod-bad-count": QCoreApplication.translate("KifuMessages", "Bad count %1 for %2."),
        "bod-none": QCoreApplication.translate("KifuMessages", "Expected a board diagram (rows starting with |)."),
    }


def _csa() -> dict[str, str]:
    return {
        # ---- CSA
        "csa-pi-late": QCoreApplication.translate("KifuMessages", "PI must come before any other P line."),
        "csa-bad-pi": QCoreApplication.translate("KifuMessages", "Bad PI entry %1: expected a square and a piece, such as 82HI."),
        "csa-pi-missing": QCoreApplication.translate("KifuMessages", "PI: no %1 to remove on %2."),
        "csa-pi-and-ranks": QCoreApplication.translate("KifuMessages", "P1..P9 cannot be combined with PI."),
        "csa-bad-square": QCoreApplication.translate("KifuMessages", "Bad square in P%1: expected ' * ', '+FU', '-KY', …, found %2."),
        "csa-short-rank": QCoreApplication.translate("KifuMessages", "P%1 has the wrong number of squares: %2, expected 9."),
        "csa-after-ninth": QCoreApplication.translate("KifuMessages", "Unexpected text after the ninth square of P%1: %2."),
        "csa-bad-piece": QCoreApplication.translate("KifuMessages", "Bad piece %1: expected a square and a piece, such as 22KA or 00FU."),
        "csa-al-last": QCoreApplication.translate("KifuMessages", "00AL must end the line."),
        "csa-not-in-hand": QCoreApplication.translate("KifuMessages", "%1 cannot be in hand."),
        "csa-bad-place": QCoreApplication.translate("KifuMessages", "Bad square %1."),
        "csa-bad-info": QCoreApplication.translate("KifuMessages", "Bad game information %1: expected $KEY:value."),
        "csa-position-late": QCoreApplication.translate("KifuMessages", "A position line after the moves began."),
        "csa-bad-position-line": QCoreApplication.translate("KifuMessages", "Bad position line %1: expected PI, P1..P9, P+ or P-."),
        "csa-side-twice": QCoreApplication.translate("KifuMessages", "The side to move is given twice."),
        "csa-bad-move": QCoreApplication.translate("KifuMessages", "Bad move %1: expected a sign, two squares and a piece, such as +7776FU."),
        "csa-bad-time": QCoreApplication.translate("KifuMessages", "Bad time %1: expected T and seconds, such as T12."),
        "csa-time-first": QCoreApplication.translate("KifuMessages", "A time (T) before any move."),
        "csa-bad-ending": QCoreApplication.translate("KifuMessages", "Unknown ending %1: expected %TORYO, %CHUDAN, %SENNICHITE, …"),
        "csa-unexpected": QCoreApplication.translate("KifuMessages", "Unexpected %1: expected a move, T, %, ', V, N, $ or P line."),
        "csa-wrong-side": QCoreApplication.translate("KifuMessages", "%1: expected a move by %2."),
        "csa-unknown-piece": QCoreApplication.translate("KifuMessages", "%1: unknown piece %2."),
        "csa-bad-destination": QCoreApplication.translate("KifuMessages", "%1: bad destination square."),
        "csa-bad-origin": QCoreApplication.translate("KifuMessages", "%1: bad origin square."),
        "csa-cannot-drop": QCoreApplication.translate("KifuMessages", "%1: %2 cannot be dropped."),
        "csa-no-piece": QCoreApplication.translate("KifuMessages", "%1: no piece on %2."),
        "csa-opponent-piece": QCoreApplication.translate("KifuMessages", "%1: the piece on %2 is the opponent's."),
        "csa-other-piece": QCoreApplication.translate("KifuMessages", "%1: the piece on %2 is %3, not %4."),
    }


def _json_usi() -> dict[str, str]:
    return {
        # ---- JSON formats (%1 is the place in the JSON)
        "json-bad": QCoreApplication.translate("KifuMessages", "This is not valid JSON."),
        "json-too-deep": QCoreApplication.translate("KifuMessages", "The JSON nests too deeply."),
        "json-number": QCoreApplication.translate("KifuMessages", "%1: %2 is not a number this program accepts (finite, in range)."),
        "json-bad-number": QCoreApplication.translate("KifuMessages", "%1 is not a number this program accepts (finite, in range)."),
        "json-type": QCoreApplication.translate("KifuMessages", "The value at %1 is not one the format allows."),
        "json-value": QCoreApplication.translate("KifuMessages", "The value at %1 is not one the format allows."),
        "json-illegal": QCoreApplication.translate("KifuMessages", "%1: %2 is not a legal move here."),
        "json-after-end": QCoreApplication.translate("KifuMessages", "%1: a move after the end of the game."),
        "native-not": QCoreApplication.translate("KifuMessages", "This is not a Shogi Desktop record."),
        "native-newer": QCoreApplication.translate("KifuMessages", "Version %1: written by a newer Shogi Desktop (this one reads up to %2)."),
        # ---- USI and SFEN
        "usi-empty": QCoreApplication.translate("KifuMessages", "Nothing to read: expected 'position startpos', an SFEN or moves."),
        "usi-after-position": QCoreApplication.translate("KifuMessages", "Expected 'startpos' or 'sfen' after 'position'."),
        "usi-short-sfen": QCoreApplication.translate("KifuMessages", "An incomplete SFEN: expected BOARD SIDE HAND [MOVE-NUMBER]."),
        "usi-bad-sfen": QCoreApplication.translate("KifuMessages", "The SFEN cannot be read."),
        "usi-unexpected": QCoreApplication.translate("KifuMessages", "Unexpected %1: expected 'position', 'startpos', 'sfen', an SFEN or a "
                                            "move."),
        "usi-bad-move": QCoreApplication.translate("KifuMessages", "Bad move %1: expected USI such as 7g7f, 8h2b+ or P*5e."),
        "usi-too-long": QCoreApplication.translate("KifuMessages", "A word of %1 characters: no USI move or SFEN field is that long."),
        # ---- notices: the file was read
        "notice-puzzle": QCoreApplication.translate("KifuMessages", "This position breaks a rule of play, so no game reaches it; it was "
                                           "opened so that it can be studied."),
        "notice-illegal-last": QCoreApplication.translate("KifuMessages", "Move %1 (%2) is not legal: the game was read up to move %3 and "
                                                 "ends with %4's loss by an illegal move (反則負け)."),
        "notice-second-ending": QCoreApplication.translate("KifuMessages", "A second ending (%1) after the first one was left out."),
        "notice-renumbered": QCoreApplication.translate("KifuMessages", "Move %1 is numbered %2 in the file; it was read as move %1."),
        "notice-extra-text": QCoreApplication.translate("KifuMessages", "%1 after the ninth square of P%2 was left out."),
    }


def _words() -> dict[str, str]:
    """English words the readers pass as params, translated."""
    return {
        "sente": QCoreApplication.translate("KifuMessages", "sente"), "gote": QCoreApplication.translate("KifuMessages", "gote"),
        "Black": QCoreApplication.translate("KifuMessages", "Black"), "White": QCoreApplication.translate("KifuMessages", "White"),
        "Black (+)": QCoreApplication.translate("KifuMessages", "Black (+)"), "White (-)": QCoreApplication.translate("KifuMessages", "White (-)"),
    }


def kifu_message(item: Item) -> str:
    """The translated sentence of a reader's error or notice (without the place)."""
    text = _sentences().get(item.code) or QCoreApplication.translate("KifuMessages", "The file cannot be read (%1).").replace("%1", item.code)
    words = _words()
    for i in range(len(item.params), 0, -1):  # %10 before %1
        value = item.params[i - 1]
        text = text.replace(f"%{i}", words.get(value, value))
    if item.reason is not None:
        text += " " + _reason(item.reason)
    if item.problems:
        text += " " + _problems(item.problems)
    return f"{item.context}: {text}" if item.context else text


def kifu_where(item: Item) -> str:
    """``Line 12, column 5`` (translated), or "" where the reader gave no place."""
    if not item.line:
        return ""
    return QCoreApplication.translate("KifuMessages", "Line %1, column %2").replace("%1", str(item.line)).replace("%2", str(max(item.column, 1)))


def kifu_text(item: Item) -> str:
    """The place and the sentence: what the user is shown."""
    where = kifu_where(item)
    return f"{where}: {kifu_message(item)}" if where else kifu_message(item)


def log_kifu(item: Item, name: str) -> None:
    """The code, the place and the English words, for the log."""
    from ...notation.errors import KifuError

    level = logging.WARNING if isinstance(item, KifuError) else logging.INFO
    log.log(level, "kifu %s %s:%s:%s %s: %s", item.format, name, item.line, item.column, item.code, item.message)


def _reason(reason: object) -> str:
    return reason_text(reason)  # type: ignore[arg-type]


def _problems(problems: tuple[PositionProblem, ...]) -> str:
    from ..dialogs.position_editor import problem_text

    describe: Callable[[PositionProblem], str] = problem_text
    return " ".join(describe(p) + ("" if describe(p).endswith(("。", ".")) else QCoreApplication.translate("KifuMessages", ".")) for p in problems)
