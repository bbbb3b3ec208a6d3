"""USI position strings and SFEN: ``position startpos moves 7g7f ...``, ``sfen ...`` and bare move lists.

Reading accepts every form people paste: a full ``position`` command, the same without the word
``position``, ``sfen BOARD SIDE HAND [MOVE]`` with or without ``moves``, a bare SFEN, and a bare
list of moves (played from the variant's start).  Writing gives the ``position`` command of a line
(:func:`format_usi`) or the SFEN of one position (:func:`format_sfen`).

:func:`match_start` is shared by the other readers: it turns a start SFEN into the record's
``(handicap, sfen)`` pair, so a file that spells a handicap as a board still opens as that handicap.
"""

from __future__ import annotations

from functools import cache

from ..core.handicap import handicap_sfen, handicaps
from ..core.position import IllegalMoveError, Position
from ..core.record import GameRecord, Node, RecordError
from ..core.sfen import SfenError
from ..core.variant import VariantError, load_variant
from .errors import KifuError

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


# --------------------------------------------------------------------------- reading
def _tokens(text: str) -> list[tuple[str, int]]:
    """Whitespace-separated tokens with their 1-based columns (in a single logical line)."""
    out: list[tuple[str, int]] = []
    i = 0
    n = len(text)
    while i < n:
        if text[i].isspace():
            i += 1
            continue
        j = i
        while j < n and not text[j].isspace():
            j += 1
        out.append((text[i:j], i + 1))
        i = j
    return out


def _line_col(text: str, offset: int) -> tuple[int, int]:
    """Line and column (1-based) of a 1-based character offset in ``text``."""
    before = text[: offset - 1]
    line = before.count("\n") + 1
    col = offset - (before.rfind("\n") + 1)
    return line, col


def _looks_like_move(token: str) -> bool:
    if len(token) == 4 and token[1] == "*":
        return token[0].isalpha() and token[2] in "123456789" and token[3] in "abcdefghi"
    return (len(token) in (4, 5) and token[0] in "123456789" and token[1] in "abcdefghi"
            and token[2] in "123456789" and token[3] in "abcdefghi" and (len(token) == 4 or token[4] == "+"))


def parse_usi_position(text: str, variant: str = "standard", fmt: str = FORMAT) -> GameRecord:
    """Read a USI ``position`` command, an SFEN (with or without moves) or a bare move list.

    The record's current node is the last position, the one the text describes.
    """
    if variant != "standard":
        try:
            load_variant(variant)
        except (VariantError, KeyError, ValueError, OSError) as exc:
            raise KifuError(fmt, 0, 0, f"unknown variant {variant!r}: {exc}") from None
    text = text.lstrip("\ufeff")
    toks = _tokens(text)
    if not toks:
        raise KifuError(fmt, 1, 1, "empty input: expected 'position startpos', an SFEN or moves")

    def err(index: int, message: str, partial: GameRecord | None = None) -> KifuError:
        offset = toks[index][1] if index < len(toks) else len(text) + 1
        line, col = _line_col(text, offset)
        return KifuError(fmt, line, col, message, partial)

    i = 0
    if toks[0][0] == "position":
        i = 1
        if i >= len(toks):
            raise err(i, "expected 'startpos' or 'sfen' after 'position'")
    sfen: str | None = None
    word = toks[i][0]
    if word == "startpos":
        i += 1
    elif word == "sfen" or "/" in word:
        if word == "sfen":
            i += 1
        fields: list[str] = []
        start_i = i
        while i < len(toks) and len(fields) < 4 and toks[i][0] != "moves":
            fields.append(toks[i][0])
            i += 1
        if len(fields) < 3:
            raise err(i, "incomplete SFEN: expected BOARD SIDE HAND [MOVE-NUMBER]")
        sfen = " ".join(fields)
        try:
            Position.from_sfen(sfen, variant)
        except SfenError as exc:
            raise err(start_i, f"bad SFEN ({exc})") from None
    elif word == "moves" or _looks_like_move(word):
        pass
    else:
        raise err(i, f"unexpected {word!r}: expected 'position', 'startpos', 'sfen', an SFEN or a move")
    if i < len(toks) and toks[i][0] == "moves":
        i += 1
    try:
        record = new_record(sfen, variant)
    except (SfenError, ValueError) as exc:
        raise err(0, f"bad start position ({exc})") from None
    while i < len(toks):
        tok = toks[i][0]
        try:
            record.add_move(tok)
        except IllegalMoveError as exc:
            reason = f" ({exc.reason.value})" if exc.reason else ""
            raise err(i, f"illegal move {tok!r}{reason}", record) from None
        except (ValueError, IndexError, KeyError, RecordError):
            raise err(i, f"bad move {tok!r}: expected USI such as 7g7f, 8h2b+ or P*5e", record) from None
        i += 1
    return record


def parse_sfen_record(text: str, variant: str = "standard") -> GameRecord:
    """Read an SFEN (a position, optionally followed by moves) as a record."""
    return parse_usi_position(text, variant, fmt="sfen")


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
