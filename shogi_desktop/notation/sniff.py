"""Which kifu format a text or a file's bytes hold, judged from the content alone.

Format ids: ``kif`` (Shift_JIS KIF), ``kifu`` (UTF-8 KIF, only said of bytes), ``ki2``, ``csa``,
``jkf``, ``json`` (the native record), ``usi`` (a position command or a move list) and ``sfen``.
"""

from __future__ import annotations

import json
import re

_CSA_LINE = re.compile(
    r"(?:V[0-9]|T[0-9]|/\s*+$|'CSA encoding=|PI|P[1-9+-]|N[+-]|\$[A-Z_+-]++:|[+-][0-9]{4}[A-Z]{2}|[+-]\s*+$|%[A-Z])")
_KIF_MOVE = re.compile(r"\s*+[0-9０-９]++\s++\S")  # a numbered line, then one of _KIF_MARK after the number
_KIF_MARK = re.compile(r"\(\s*+[0-9]{2}\s*+\)|打|投了|中断|詰み|千日手|持将棋|切れ負け|反則")
_KI2_MOVE = re.compile(r"[▲△☗☖▽]\s*+(?:[1-9１-９][1-9一二三四五六七八九１-９]|同)")
_KI2_MARKS = "▲△☗☖▽"  # what a line _KI2_MOVE counts must hold
_KIF_HEAD = re.compile(r"(?:手数[-－]++指手|開始日時|終了日時|棋戦|手合割|先手|後手|下手|上手|場所|持ち時間|変化|まで)")
_USI_MOVE = r"(?:[1-9][a-i][1-9][a-i]\+?+|[A-Z]\*[1-9][a-i]|[a-z][a-z0-9-]*+![A-Za-z0-9*+,-]++)"
_USI_MOVES = re.compile(rf"(?:moves\s++)?+{_USI_MOVE}(?:\s++{_USI_MOVE})*+\s*+\Z")
# An SFEN, with the add-on fields after its move number (cards2:…, magic:…, status:…).
_SFEN = re.compile(r"(?:sfen\s++)?+[^\s/]++(?:/[^\s/]++){4,}+\s++[bw]\s++\S++(?:\s++[0-9]++(?:\s++[a-z0-9]++:\S*+)*+)?+")
_MOVES_WORD = re.compile(r"\smoves(?:\s|\Z)")
_HEAD = 65536  # characters of a text the format is judged from


def decode_for_sniff(data: bytes) -> tuple[str, str]:
    """(text, encoding) good enough to judge the format: UTF-8 (with or without BOM), else Shift_JIS."""
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", "replace"), "utf-8"
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        return data.decode("cp932", "replace"), "cp932"


def sniff(data: str | bytes) -> str | None:
    """The format id of ``data``, or None when it is no kifu format this package reads."""
    is_bytes = isinstance(data, (bytes, bytearray))
    if isinstance(data, (bytes, bytearray)):
        text, encoding = decode_for_sniff(bytes(data))
    else:
        text, encoding = data, ""
    text = text.lstrip("\ufeff \t\r\n\x00")
    if not text:
        return None
    if len(text) > _HEAD:  # judged from the head (cut at a space, not inside a move)
        cut = max(text.rfind(" ", 0, _HEAD), text.rfind("\n", 0, _HEAD))
        text = text[:cut if cut > 0 else _HEAD]
    if text[0] in "{[":
        return _sniff_json(text)
    first = text.split("\n", 1)[0].strip()
    if first.startswith(("position ", "startpos")) or first in ("position", "startpos"):
        return "usi"
    lines = list(filter(None, map(str.strip, text.splitlines()[:400])))
    if _is_csa(lines):
        return "csa"
    kif = ki2 = head = 0
    left = len(lines)
    # No line from ``marked`` on can count as KI2 (none holds a KI2 mark): once KIF leads there, it wins.
    marked = _last_marked(lines)
    for ln in lines:
        left -= 1
        if ln.startswith(("#", "*", "&")):
            continue
        m = _KIF_MOVE.match(ln)
        if m is not None and _KIF_MARK.search(ln, m.end() - 1) is not None:
            kif += 1
            if kif > ki2 + left or kif >= ki2 and len(lines) - left >= marked:  # (the rest cannot change it)
                break
        elif _KI2_MOVE.search(ln):
            ki2 += 1
            if ki2 > kif + left:
                break
        elif _KIF_HEAD.search(ln):
            head += 1
    if kif or ki2 or head:
        fmt = "kif" if kif >= ki2 else "ki2"
        if fmt == "kif" and is_bytes and encoding == "utf-8" and not text.isascii():
            return "kifu"
        return fmt
    one = " ".join(lines)
    if _SFEN.fullmatch(one):
        return "sfen"
    if _SFEN.match(one) and _MOVES_WORD.search(one):
        return "usi"
    if _USI_MOVES.match(one):
        return "usi"
    return None


def _last_marked(lines: list[str]) -> int:
    """The index after the last of ``lines`` that holds a KI2 move mark (0 when none does)."""
    joined = "\n".join(lines)
    at = max(map(joined.rfind, _KI2_MARKS))
    return joined.count("\n", 0, at) + 1 if at >= 0 else 0


def _is_csa(lines: list[str]) -> bool:
    """Most non-comment lines of the head look like CSA statements."""
    head = lines[:60]
    joined = "\n".join(head)  # (searched whole: quicker than a call per line; no line holds a LF)
    if joined.startswith("'CSA encoding=") or "\n'CSA encoding=" in joined:
        return True
    statements = len(head) - joined.startswith("'") - joined.count("\n'")
    allowed = statements * 2 // 10  # lines that may fail: good * 10 >= seen * 8
    bad = 0
    for ln in head:
        if ln[0] != "'" and not _CSA_LINE.match(ln):
            bad += 1
            if bad > allowed:  # (however the rest look)
                return False
    return statements > 0


def _sniff_json(text: str) -> str | None:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        # Broken JSON: still say which reader should report the error.
        if '"shogi-desktop-record"' in text[:2000]:
            return "json"
        return "jkf" if '"moves"' in text or '"header"' in text else None
    if isinstance(data, dict):
        if data.get("format") == "shogi-desktop-record":
            return "json"
        if "moves" in data or "header" in data or "initial" in data:
            return "jkf"
    return None
