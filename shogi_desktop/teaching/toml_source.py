"""A TOML file of pages or lessons, read with the line of every entry and key.

``tomllib`` gives the values but no positions, and a teacher needs to be told "line 14: solution ...".
A small line scanner finds the ``[[lesson]]`` headers (each entry's first line), the sub-table headers
inside an entry (``[lesson.goal]``, ``[[lesson.trap]]``) and the first line of each ``key =``, skipping
multi-line strings.  It reads plain string operations only (no regular expression), once per file.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .problems import Code, Problem

MAX_FILE_BYTES = 2 * 2 ** 20  # a lesson or page file is a few kilobytes; refuse what cannot be one
_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")


@dataclass
class _Entry:
    line: int
    keys: dict[tuple[str, int, str], int] = field(default_factory=dict)  # (sub-table, its index, key) -> line
    subs: dict[tuple[str, int], int] = field(default_factory=dict)  # (sub-table, its index) -> header line


class TomlSource:
    """The parsed data of one file and where its entries and keys are."""

    def __init__(self, path: str, text: str, data: dict[str, Any]) -> None:
        self.path = path
        self.text = text
        self.data = data
        self._entries: dict[str, list[_Entry]] = {}
        self._scan()

    # ------------------------------------------------------------------ where things are
    def entry_line(self, table: str, index: int) -> int:
        entries = self._entries.get(table, [])
        return entries[index].line if index < len(entries) else 0

    def key_line(self, table: str, index: int, key: str, sub_index: int = 0) -> int:
        """The line of ``key`` in entry ``index`` of ``[[table]]``; ``key`` may be dotted (``goal.capture``,
        ``example.show``; the sub-table's index for arrays of tables such as ``trap``).  Falls back to the
        sub-table's header, then to the entry's first line."""
        entries = self._entries.get(table, [])
        if index >= len(entries):
            return 0
        entry = entries[index]
        sub, _, name = key.rpartition(".")
        if (sub, sub_index, name) in entry.keys:
            return entry.keys[(sub, sub_index, name)]
        while sub:  # "example.expect.capture" not written: the header of [page.example.expect], then up
            if (sub, sub_index) in entry.subs:
                return entry.subs[(sub, sub_index)]
            parent, _, last = sub.rpartition(".")
            if (parent, 0, last) in entry.keys:  # an inline table: expect = { capture = "2b" }
                return entry.keys[(parent, 0, last)]
            sub = parent
        return entry.line

    # ------------------------------------------------------------------ the scan
    def _scan(self) -> None:
        table = ""
        sub = ""
        sub_counts: dict[str, int] = {}
        current: _Entry | None = None
        in_string = ""
        for number, raw in enumerate(self.text.splitlines(), 1):
            if in_string:
                if raw.count(in_string) % 2 == 1:
                    in_string = ""
                continue
            line = raw.strip()
            if line.startswith("["):
                double = line.startswith("[[")
                close = line.find("]]" if double else "]")
                if close < 0:
                    continue
                name = line[2 if double else 1:close].strip()
                top, _, rest = name.partition(".")
                if not rest:
                    table, sub = top, ""
                    if double:
                        current = _Entry(number)
                        self._entries.setdefault(top, []).append(current)
                        sub_counts = {}
                    else:
                        current = None
                elif current is not None and top == table:
                    sub = rest
                    index = sub_counts.get(sub, -1) + 1 if double else 0
                    sub_counts[sub] = index
                    current.subs.setdefault((sub, index), number)
                continue
            key = _key_of(line)
            if key and current is not None:
                current.keys.setdefault((sub, sub_counts.get(sub, 0), key), number)
            for quote in ('"""', "'''"):
                if line.count(quote) % 2 == 1:
                    in_string = quote
                    break


def _key_of(line: str) -> str:
    """``name`` for a line ``name = ...`` (bare keys only, the format uses no other), else ""."""
    n = 0
    while n < len(line) and line[n] in _KEY_CHARS:
        n += 1
    if n == 0:
        return ""
    rest = line[n:].lstrip()
    return line[:n] if rest.startswith("=") else ""


def read_source(path: Path | str, text: str | None = None) -> tuple[TomlSource | None, list[Problem]]:
    """Read and parse one file (or ``text`` given for it); the problem when it cannot be used at all."""
    name = str(path)
    if text is None:
        try:
            with open(path, "rb") as fh:
                raw = fh.read(MAX_FILE_BYTES + 1)
        except OSError as exc:
            return None, [Problem(name, 0, "", Code.UNREADABLE, note=exc.strerror or str(exc))]
        if len(raw) > MAX_FILE_BYTES:
            return None, [Problem(name, 0, "", Code.UNREADABLE, note=f"larger than {MAX_FILE_BYTES // 2 ** 20} MiB")]
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            return None, [Problem(name, 0, "", Code.UNREADABLE, note=f"not UTF-8 text (byte {exc.start})")]
    elif len(text) > MAX_FILE_BYTES:
        return None, [Problem(name, 0, "", Code.UNREADABLE, note=f"larger than {MAX_FILE_BYTES // 2 ** 20} MiB")]
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        return None, [Problem(name, _error_line(str(exc)), "", Code.SYNTAX, note=str(exc))]
    except RecursionError:
        return None, [Problem(name, 0, "", Code.SYNTAX, note="nested too deeply")]
    return TomlSource(name, text, data), []


def _error_line(message: str) -> int:
    """The line of tomllib's "... (at line 3, column 5)"."""
    marker = "(at line "
    at = message.rfind(marker)
    if at < 0:
        return 0
    digits = ""
    for ch in message[at + len(marker):]:
        if not ch.isdigit() or len(digits) > 9:
            break
        digits += ch
    return int(digits) if digits else 0
