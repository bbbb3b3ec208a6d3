"""KIF (.kif, Shift_JIS) and KIFU (.kifu, UTF-8): the 柿木 format of Kifu for Windows and ShogiHome.

Reading is two stages, shared with KI2 (ki2.py), which differs only in its move lines:
:func:`kif_scan.scan_kif` sorts the text into headers, a board diagram, comments, bookmarks and blocks
of moves, and :func:`kif_build.build_record` plays them on a :class:`GameRecord`, which checks
legality.  A broken file raises :class:`KifuError` (format, line, column, a code) with ``partial``
holding the record read up to the error; what the reader forgave goes to ``notices``.

Tolerated on reading: full-width and half-width digits, ``同　`` and ``同``, 王/玉, 竜/龍, 成銀/全,
``不成``, missing times, times with hours, ``+`` marks, CRLF, BOM, comments before the first move
(in the header too), a ``まで…`` line instead of an ending move, move numbers that start after
``手数＝N``, and what real files hold (kif_build.py's docstring).  Writing follows Kifu for Windows and
ShogiHome exactly: ``手合割`` for the KIF presets, a BOD diagram otherwise,
``   1 ７六歩(77)   ( 0:16/00:00:16)``, ``+`` after a move that has variations, ``変化：N手`` blocks
deepest first, ``*`` comments and ``&`` bookmarks.  A move that could promote and does not is written
without ``不成``, as the format's author's programs (柿木将棋, Kifu for Windows) write it: ShogiHome's and
cshogi's KIF readers refuse ``不成`` there.

Variant games, card, magic and variant-power actions and add-on events are written with lines of our
own (``変則：ID``, ``変則SFEN：SFEN``, ``手合割：その他`` and a diagram, ``雷撃球　７六【lightning!7f】``,
``#event {JSON}``; docs/formats.md), in Japanese like the rest of the file: other programs refuse such
a file rather than misread it, and this reader reads it back whole.  Standard games never get these lines.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any

from ..core.actions import Action, parse_action
from ..core.handicap import handicap_sfen, handicaps
from ..core.position import Position
from ..core.record import GameRecord, Node
from ..core.variant import load_variant
from .bod import format_bod
from .encoding import decode, encode, encoding_for_path
from .endings import kif_word
from .endings import summary_line as _summary
from .errors import Notices
from .gcpause import gc_paused
from .japanese import action_text, display_width, kif_move_text
from .kif_build import KIF_HEADER_KEYS, build_record
from .kif_scan import EVENT_PREFIX, HANDICAP_KEY, SFEN_KEY, VARIANT_KEY, scan_kif, split_lines
from .native import event_to_json
from .tree import main_line_flags

__all__ = ["FORMAT", "KIF_HEADER_KEYS", "parse_kif", "parse_kif_bytes", "read_kif", "format_kif", "write_kif",
           "header_lines", "variant_lines", "event_lines", "comment_lines", "move_text", "action_kif_text",
           "ending_word", "summary_line", "scan_kif", "build_record", "split_lines"]

FORMAT = "KIF"

# Written in Kifu for Windows' order (names come after 手合割, as it writes them); then the keys of
# other formats' headers, in the words ShogiHome uses for them.
_HEADER_ORDER = ("start_time", "end_time", "event", "opening", "title", "time_control", "site", "note",
                 "time_control_black", "time_control_white", "max_moves", "jishogi")
_KEY_TO_KIF = {"start_time": "開始日時", "end_time": "終了日時", "event": "棋戦", "opening": "戦型",
               "title": "表題", "time_control": "持ち時間", "site": "場所", "note": "備考",
               "time_control_black": "先手持ち時間", "time_control_white": "後手持ち時間",
               "max_moves": "最大手数", "jishogi": "持将棋"}
_SEPARATOR = "手数----指手---------消費時間--"
_ADDON_NAMES_JA = {"cards1": "カード（第一版）", "cards2": "カード（第二版）", "fantasista": "王将ファンタジスタ"}


def parse_kif(text: str, variant: str = "standard", notices: Notices | None = None) -> GameRecord:
    """Read KIF text (both .kif and .kifu content); raises KifuError."""
    with gc_paused():
        return build_record(scan_kif(text, FORMAT, variant), variant, notices)


def parse_kif_bytes(data: bytes, prefer: str | None = None, variant: str = "standard",
                    notices: Notices | None = None) -> GameRecord:
    return parse_kif(decode(data, FORMAT, prefer).text, variant, notices)


def read_kif(path: str | os.PathLike[str], variant: str = "standard", notices: Notices | None = None) -> GameRecord:
    """Read a .kif / .kifu file, whatever its encoding (OSError if it cannot be opened)."""
    with open(path, "rb") as f:
        data = f.read()
    return parse_kif_bytes(data, encoding_for_path(path), variant, notices)


def _last_to(node: Node) -> int | None:
    m = node.move
    return (m >> 7) & 127 if type(m) is int else None


# ============================================================================ writing
def _start_lines(record: GameRecord) -> tuple[list[str], bool]:
    """The 手合割 line or a BOD diagram, and whether the game is a handicap game (上手/下手 names)."""
    start = record.start_sfen
    key = " ".join(start.split()[:3])
    variant = load_variant(record.variant)
    if record.variant != "standard":  # 手合割：その他 keeps other programs from reading it as shogi
        return ["手合割：その他", *format_bod(Position.from_sfen(start, record.variant)).split("\n")], \
            bool(record.handicap)
    if key == " ".join(variant.start.split()[:3]) and record.handicap in (None, ""):
        return ["手合割：平手"], False
    if record.variant == "standard":
        preferred = [record.handicap] if record.handicap in handicaps() else []
        for hid in preferred + list(handicaps()):
            h = handicaps()[hid]
            if h.kif_name and " ".join(handicap_sfen(hid, variant).split()[:3]) == key:
                return [f"手合割：{h.kif_name}"], True
    pos = Position.from_sfen(start, record.variant)
    return format_bod(pos).split("\n"), bool(record.handicap)


_RESERVED_KEYS = {"手合割", "先手の持駒", "後手の持駒", "上手の持駒", "下手の持駒", "変化", "black", "white",
                  VARIANT_KEY, SFEN_KEY, HANDICAP_KEY}
_KEY_RE = re.compile(r"[^ \u3000\t：:#*&|+0-9０-９▲△▼▽☗☖][^ \u3000\t：:]*+")
_RECORD_KEY_RE = re.compile(r"[a-z][a-z0-9_]*+")  # the record's own keys (time_limit, ...): not for KIF


def header_lines(record: GameRecord) -> tuple[list[str], bool]:
    """Header, start position and player names, in Kifu for Windows' order, every key in Japanese; and
    whether the game is written as a handicap game (names as 下手/上手)."""
    out: list[str] = variant_lines(record)
    header = dict(record.header)
    if header.get("time_limit") and not header.get("time_control"):
        header["time_control"] = header["time_limit"]  # (CSA V2.2's; KIF has one 持ち時間)
    for key in _HEADER_ORDER:
        if header.get(key):
            out.append(f"{_KEY_TO_KIF[key]}：{_clean(header[key])}")
    for key, value in header.items():
        if key in _KEY_TO_KIF or key in _RESERVED_KEYS or KIF_HEADER_KEYS.get(key) in header:
            continue
        if _KEY_RE.fullmatch(key) and not key.startswith(("まで", "手数")) and not _RECORD_KEY_RE.fullmatch(key):
            out.append(f"{key}：{_clean(value)}")
    start, handicap = _start_lines(record)
    out.extend(start)
    black, white = ("下手", "上手") if handicap else ("先手", "後手")
    out.append(f"{black}：{_clean(header.get('black', ''))}")
    out.append(f"{white}：{_clean(header.get('white', ''))}")
    return out, handicap


def variant_lines(record: GameRecord) -> list[str]:
    """The lines that name a variant game (none for standard shogi): a # line for people, then
    ``変則：ID``, ``変則SFEN：SFEN`` (the start with the add-on fields) and, for a handicap label,
    ``変則手合割：ID``."""
    if record.variant == "standard":
        return []
    variant = load_variant(record.variant)
    base_id, _, sub = record.variant.partition("+")[0].partition(":")
    name = load_variant(base_id).name_ja
    if sub:
        name += f"（{variant.name_ja}）"
    for addon in variant.addon_ids:
        name += "＋" + _ADDON_NAMES_JA.get(addon, addon)
    out = [f"# 変則将棋：{name}。本将棋の棋譜ではありません（Shogi Desktop の対局：{record.variant}）",
           f"{VARIANT_KEY}：{record.variant}", f"{SFEN_KEY}：{record.start_sfen}"]
    if record.handicap:
        out.append(f"{HANDICAP_KEY}：{record.handicap}")
    return out


def event_lines(events: list[Any]) -> list[str]:
    """``#event {JSON}`` lines for a node's add-on events (ASCII JSON, so Shift_JIS can hold it)."""
    return [EVENT_PREFIX + json.dumps(event_to_json(e), ensure_ascii=True, separators=(",", ":")) for e in events]


def move_text(parent: Node, node: Node, variant_id: str) -> str:
    """KIF text of a node's move: ``７六歩(77)``, or for a special action its Japanese words and the
    action string in 【】 (``雷撃球　５二【lightning!5b】``)."""
    m = node.move
    if type(m) is int:
        return kif_move_text(parent.snapshot.board, m, _last_to(parent), variant_id)
    return action_kif_text(parent, node, variant_id)


def action_kif_text(parent: Node, node: Node, variant_id: str) -> str:
    action = node.move if isinstance(node.move, Action) else parse_action(node.usi)
    return f"{action_text(parent.snapshot.board, action, variant_id)}【{action}】"


def _clean(value: str) -> str:
    return " ".join(split_lines(str(value)))


def ending_word(node: Node) -> str:
    """The KIF ending word of an ending node."""
    assert node.ending is not None and node.parent is not None
    return kif_word(node.ending.termination, node.ending.winner, node.parent.snapshot.side)


def summary_line(node: Node, handicap: bool) -> str:
    """``まで77手で先手の勝ち`` and the like, for an ending node (KIF's last line, KI2's ending)."""
    assert node.ending is not None and node.parent is not None
    names = ("下手", "上手") if handicap else ("先手", "後手")
    return _summary(node.ply - 1, node.ending.termination, node.ending.winner, node.parent.snapshot.side, names)


def _clock(node: Node, totals: dict[int, tuple[float, float]]) -> str:
    parent = node.parent
    assert parent is not None
    mover = parent.snapshot.side
    prev = totals.get(id(parent), (0.0, 0.0))
    spent = node.time_spent or 0.0
    total = node.total_time if node.total_time is not None else prev[mover] + spent
    now = (total, prev[1]) if mover == 0 else (prev[0], total)
    if node.children:
        totals[id(node)] = now
    s = int(spent + 0.5)
    t = int(total + 0.5)
    return f"({s // 60:>2}:{s % 60:02}/{t // 3600:02}:{t // 60 % 60:02}:{t % 60:02})"


def comment_lines(text: str) -> list[str]:
    if not text:
        return []
    body = text.replace("\r\n", "\n").replace("\r", "\n")
    return ["*" + line for line in body.split("\n")]


def format_kif(record: GameRecord, newline: str = "\n") -> str:
    """KIF text of the whole record (variations included), as Kifu for Windows and ShogiHome write it.

    A variant game, and one with card, magic or variant-power actions, is written in our extension of
    KIF (docs/formats.md): other programs refuse it rather than misread it, and our reader reads it
    back whole."""
    out = ["# KIF形式棋譜ファイル Shogi Desktop"]
    head, handicap = header_lines(record)
    out.extend(head)
    out.append(_SEPARATOR)
    totals: dict[int, tuple[float, float]] = {}
    vid = record.variant
    main = main_line_flags(record)
    for node in record.walk():
        parent = node.parent
        if parent is None:
            out.extend(comment_lines(node.comment))
            if node.bookmark:
                out.append("&" + _clean(node.bookmark))
            out.extend(event_lines(node.events))
            continue
        if parent.children[0] is not node:
            out.append("")
            out.append(f"変化：{node.ply}手")
        text = ending_word(node) if node.ending is not None else move_text(parent, node, vid)
        pad = " " * max(12 - display_width(text), 0)
        mark = "+" if parent.children[-1] is not node else ""
        out.append(f"{node.ply:>4} {text}{pad} {_clock(node, totals)}{mark}")
        out.extend(comment_lines(node.comment))
        if node.bookmark:
            out.append("&" + _clean(node.bookmark))
        out.extend(event_lines(node.events))
        if node.ending is not None and id(node) in main:
            out.append(summary_line(node, handicap))
    return newline.join(out) + newline


def write_kif(record: GameRecord, path: str | os.PathLike[str], encoding: str | None = None) -> None:
    """Write .kif (Shift_JIS) or .kifu (UTF-8, with the KIF 2.0 encoding line) with CRLF line ends."""
    enc = encoding or encoding_for_path(path)
    text = format_kif(record, "\r\n")
    if enc.lower().replace("_", "-") in ("utf-8", "utf8"):
        text = "#KIF version=2.0 encoding=UTF-8\r\n" + text
    data = encode(text, enc, FORMAT)
    with open(path, "wb") as f:
        f.write(data)
