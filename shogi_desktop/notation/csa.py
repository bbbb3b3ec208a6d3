"""CSA standard kifu files, V2.2 and V3.0 (the format of floodgate, the CSA server and 81Dojo exports).

Reading is two stages (csa_scan.py, csa_build.py).  :func:`scan_csa` is text only: it splits lines and ``,``-separated
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

from ..core.outcome import Termination
from ..core.position import PROMOTE, Position
from ..core.record import GameRecord
from ..core.shapes import kifu_comment
from ..core.tables import NSQ
from .csa_build import build_record
from .csa_scan import (
    CSA_HEADER_KEYS,
    CSA_TO_LETTER,
    EXTRA_PREFIX,
    FORMAT,
    HAND_NAMES,
    HEADER_TO_CSA,
    LETTER_TO_CSA,
    START_ROWS,
    CsaEntry,
    CsaGame,
    iter_csa_games,
    scan_csa,
    start_board,
)
from .endings import csa_ending, csa_name
from .errors import KifuError, Notices
from .gcpause import gc_paused

__all__ = ["CSA_HEADER_KEYS", "CSA_TO_LETTER", "EXTRA_PREFIX", "FORMAT", "HAND_NAMES", "HEADER_TO_CSA",
           "LETTER_TO_CSA", "START_ROWS", "CsaEntry", "CsaGame", "build_record", "ending_from_csa", "ending_to_csa",
           "format_csa", "iter_csa_games", "parse_csa", "parse_csa_games", "scan_csa"]
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
    start = start_board()
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
        order = {name: i for i, name in enumerate(HAND_NAMES)}
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
        for name in HAND_NAMES:
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
