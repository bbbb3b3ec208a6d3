"""JSON for the JSON formats (JKF, the native record): strict numbers, any depth, places of errors.

* :func:`loads` refuses ``NaN``, ``Infinity`` and numbers beyond a float (``1e999``), naming the line and
  column, where Python's ``json`` module would accept them; a text nested deeper than ``json`` can
  go (JKF nests every variation inside the move it replaces) is read by :func:`parse`, an iterative
  parser, instead of failing.
* :func:`dumps` writes plain JSON (never ``NaN``) at any depth.
* :func:`locate` finds the line and column of the value at a JSON path, so that a reader's error about
  ``moves[12].move.from`` can say where that is in the file.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator
from json.decoder import scanstring  # type: ignore[attr-defined]
from typing import Any

from .errors import KifuError

Path = tuple[str | int, ...]

class _BadNumber(ValueError):
    def __init__(self, token: str) -> None:
        self.token = token
        super().__init__(token)


def _constant(token: str) -> Any:
    raise _BadNumber(token)


def _float(token: str) -> float:
    value = float(token)
    if not math.isfinite(value):
        raise _BadNumber(token)
    return value


def _int(token: str) -> int:
    if len(token.lstrip("-")) > 18:  # beyond any count or time a file may hold
        raise _BadNumber(token)
    return int(token)


def loads(text: str, fmt: str) -> Any:
    """The value of a JSON text; KifuError (with line and column) for bad JSON or bad numbers."""
    try:
        return json.loads(text, parse_constant=_constant, parse_float=_float, parse_int=_int)
    except _BadNumber as exc:
        line, column = _find_token(text, exc.token)
        raise KifuError(fmt, line, column, "json-bad-number", exc.token[:24]) from None
    except json.JSONDecodeError as exc:
        raise KifuError(fmt, exc.lineno, exc.colno, "json-bad", exc.msg) from None
    except RecursionError:
        return parse(text, fmt)


def _find_token(text: str, token: str) -> tuple[int, int]:
    m = re.search(r"(?<![\w.+-])" + re.escape(token) + r"(?![\w.])", text)
    return line_column(text, m.start() if m else 0)


def line_column(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


_WS = re.compile(r"[ \t\n\r]*+")
_NUMBER = re.compile(r"-?+(?:0|[1-9][0-9]*+)(?:\.[0-9]++)?+(?:[eE][+-]?+[0-9]++)?+")
_CLOSE = {"{": "}", "[": "]"}


def _skip(text: str, j: int) -> int:
    """The index after the white space at ``j``."""
    m = _WS.match(text, j)
    return m.end() if m is not None else j


def parse(text: str, fmt: str, want: Path | None = None) -> Any:
    """The value of a JSON text, read iteratively (any depth).  With ``want``, the (line, column) of the
    value at that path instead (None when there is no such value)."""
    number = _NUMBER.match
    n = len(text)
    # the containers open around the place being read: (container, its closing bracket, key, path)
    stack: list[list[Any]] = []
    i = _skip(text, 0)

    def fail(at: int, message: str, code: str = "json-bad") -> KifuError:
        line, column = line_column(text, min(at, n))
        return KifuError(fmt, line, column, code, message)

    def key_at(j: int) -> tuple[str, int]:
        if j >= n or text[j] != '"':
            raise fail(j, "Expecting property name enclosed in double quotes")
        key, j = scanstring(text, j + 1, True)
        j = _skip(text, j)
        if j >= n or text[j] != ":":
            raise fail(j, "Expecting ':' delimiter")
        return key, _skip(text, j + 1)

    while True:
        # a value starts at i
        path: Path | None = None
        if want is not None:  # (paths are followed only on the way to the one wanted: they grow with depth)
            if not stack:
                path = ()
            elif stack[-1][3] is not None:
                top = stack[-1]
                path = (*top[3], top[2] if isinstance(top[0], dict) else len(top[0]))
            if path is not None and path == want:
                return line_column(text, i)
            if path is not None and path != want[:len(path)]:
                path = None
        ch = text[i] if i < n else ""
        if ch in ("{", "["):
            container: Any = {} if ch == "{" else []
            i = _skip(text, i + 1)
            if i < n and text[i] == _CLOSE[ch]:
                value, i = container, i + 1
            else:
                stack.append([container, _CLOSE[ch], None, path])
                if ch == "{":
                    stack[-1][2], i = key_at(i)
                continue
        elif ch == '"':
            try:
                value, i = scanstring(text, i + 1, True)
            except json.JSONDecodeError as exc:
                raise fail(exc.pos, exc.msg) from None
        elif ch == "-" or ch.isdigit():
            m = number(text, i)
            if m is None:
                raise fail(i, "Expecting value")
            token = m.group()
            try:
                value = _int(token) if token.lstrip("-").isdigit() else _float(token)
            except _BadNumber:
                raise fail(i, token[:24], "json-bad-number") from None
            i = m.end()
        elif text.startswith("true", i):
            value, i = True, i + 4
        elif text.startswith("false", i):
            value, i = False, i + 5
        elif text.startswith("null", i):
            value, i = None, i + 4
        else:
            raise fail(i, "Expecting value")
        # the value ends: put it in its container, then close what ends after it
        while True:
            if not stack:
                if _skip(text, i) != n:
                    raise fail(_skip(text, i), "Extra data")
                return None if want is not None else value
            top = stack[-1]
            if isinstance(top[0], dict):
                top[0][top[2]] = value
            else:
                top[0].append(value)
            i = _skip(text, i)
            ch = text[i] if i < n else ""
            if ch == ",":
                i = _skip(text, i + 1)
                if isinstance(top[0], dict):
                    top[2], i = key_at(i)
                break
            if ch != top[1]:
                raise fail(i, f"Expecting ',' or '{top[1]}'")
            value = stack.pop()[0]
            i += 1


def locate(text: str, path: Path, fmt: str) -> tuple[int, int]:
    """The (line, column) where the value at ``path`` starts in ``text``; (0, 0) when not found."""
    try:
        found = parse(text, fmt, want=path)
    except KifuError:
        return 0, 0
    return found if isinstance(found, tuple) else (0, 0)


def dumps(value: Any, indent: int | None = None, ensure_ascii: bool = False) -> str:
    """JSON text of ``value`` (plain JSON: ValueError for a non-finite number), at any depth."""
    separators = (",", ":") if indent is None else (",", ": ")
    try:
        return json.dumps(value, ensure_ascii=ensure_ascii, indent=indent, allow_nan=False, separators=separators)
    except RecursionError:
        return "".join(_encode(value, ensure_ascii))


def _encode(value: Any, ensure_ascii: bool) -> Iterator[str]:
    """The compact JSON text of ``value`` in pieces, walked with a stack of iterators."""
    leaf = json.JSONEncoder(ensure_ascii=ensure_ascii, allow_nan=False, separators=(",", ":")).encode
    stack: list[tuple[Iterator[Any], bool, str]] = []  # (items, is a dict, its closing bracket)
    item: Any
    current: Any = value
    first = True
    while True:
        if isinstance(current, dict):
            yield "{"
            stack.append((iter(current.items()), True, "}"))
            first = True
        elif isinstance(current, (list, tuple)):
            yield "["
            stack.append((iter(current), False, "]"))
            first = True
        else:
            yield leaf(current)
            first = False
        while stack:
            items, is_dict, closing = stack[-1]
            item = next(items, _END)
            if item is _END:
                stack.pop()
                yield closing
                first = False
                continue
            if not first:
                yield ","
            first = False
            if is_dict:
                key, current = item
                yield leaf(str(key)) + ":"
            else:
                current = item
            break
        else:
            return


_END = object()
