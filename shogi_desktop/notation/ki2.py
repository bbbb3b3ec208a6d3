"""KI2 (.ki2 Shift_JIS, .ki2u UTF-8): KIF's header with moves in Japanese notation, no source squares.

    手合割：平手
    先手：…
    後手：…
    ▲７六歩    △３四歩    ▲２六歩    △８四歩    ▲２五歩    △８五歩
    ▲７八金    △３二金
    *a comment on △３二金
    まで8手で中断

Moves are matched against the legal moves of the position (japanese.py), so 王 and 玉 both name
either king, and the JSA qualifiers (右 左 直 上 引 寄 打) are read by filtering.  Variations use
``変化：N手`` as in KIF; the ending is the ``まで…`` line.  Scanning and record building are KIF's
(kif.py); only the move lines differ.
"""

from __future__ import annotations

import os

from ..core.record import GameRecord
from .encoding import decode, encode, encoding_for_path
from .errors import Notices
from .gcpause import gc_paused
from .japanese import BLACK_MARKS, WHITE_MARKS, display_width, format_ki2_move
from .kif import _clean, _last_to, action_kif_text, comment_lines, event_lines, header_lines, summary_line
from .kif_build import build_record
from .kif_scan import Scan, scan_kif
from .tree import walk_with_positions

FORMAT = "KI2"
MOVES_PER_LINE = 6


def scan_ki2(text: str, variant_id: str = "standard") -> Scan:
    """Sort KI2 text into headers, diagram and move blocks (no move is played yet)."""
    return scan_kif(text, FORMAT, variant_id)


def parse_ki2(text: str, variant: str = "standard", notices: Notices | None = None) -> GameRecord:
    """Read KI2 text; raises KifuError (with ``partial``)."""
    with gc_paused():
        return build_record(scan_ki2(text, variant), variant, notices)


def parse_ki2_bytes(data: bytes, prefer: str | None = None, variant: str = "standard",
                    notices: Notices | None = None) -> GameRecord:
    return parse_ki2(decode(data, FORMAT, prefer).text, variant, notices)


def read_ki2(path: str | os.PathLike[str], variant: str = "standard", notices: Notices | None = None) -> GameRecord:
    """Read a .ki2 / .ki2u file, whatever its encoding (OSError if it cannot be opened)."""
    with open(path, "rb") as f:
        data = f.read()
    return parse_ki2_bytes(data, encoding_for_path(path), variant, notices)


def format_ki2(record: GameRecord, newline: str = "\n", moves_per_line: int = MOVES_PER_LINE) -> str:
    """KI2 text of the whole record: six moves a line (as Kifu for Windows; cshogi's reader needs 1),
    comments and endings on lines of their own.  A variant game is written with KIF's variant lines
    and its special actions in 【】 (docs/formats.md); a variant move no JSA qualifier can single out
    carries its source square, ``▲５五八方桂(76)``."""
    out, handicap = header_lines(record)
    row: list[str] = []

    def flush() -> None:
        if row:
            padded = [t + " " * max(12 - display_width(t), 1) for t in row[:-1]]
            out.append("".join(padded) + row[-1])
            row.clear()

    for node, before in walk_with_positions(record):
        parent = node.parent
        if parent is None or before is None:
            out.extend(comment_lines(node.comment))
            if node.bookmark:
                out.append("&" + _clean(node.bookmark))
            out.extend(event_lines(node.events))
            continue
        if parent.children[0] is not node:
            flush()
            out.append("")
            out.append(f"変化：{node.ply}手")
        if node.ending is not None:
            flush()
            out.append(summary_line(node, handicap))
        else:
            if type(node.move) is int:
                row.append(format_ki2_move(before, node.move, _last_to(parent)))
            else:
                mark = BLACK_MARKS[0] if parent.snapshot.side == 0 else WHITE_MARKS[0]
                row.append(mark + action_kif_text(parent, node, record.variant))
            if len(row) >= moves_per_line:
                flush()
        if node.comment or node.bookmark or node.events:
            flush()
            out.extend(comment_lines(node.comment))
            if node.bookmark:
                out.append("&" + _clean(node.bookmark))
            out.extend(event_lines(node.events))
    flush()
    return newline.join(out) + newline


def write_ki2(record: GameRecord, path: str | os.PathLike[str], encoding: str | None = None) -> None:
    """Write .ki2 (Shift_JIS) or .ki2u (UTF-8) with CRLF line ends."""
    enc = encoding or encoding_for_path(path)
    data = encode(format_ki2(record, "\r\n"), enc, FORMAT)
    with open(path, "wb") as f:
        f.write(data)
