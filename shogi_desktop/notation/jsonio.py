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
from typing import Any

from .errors import KifuError

Path = tuple[str | int, ...]

_TOKEN = re.compile(
    r"[ \t\n\r]*+(?:([{}\[\],:])|(\"(?:[^\"\\\x00-\x1f]|\\.)*+\")|"
    r"(-?+(?:0|[1-9][0-9]*+)(?:\.[0-9]++)?+(?:[eE][+-]?+[0-9]++)?+)|(true|false|null)|(\S))")
_WORDS: dict[str, Any] = {"true": True, "false": False, "null": None}


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


def _tokens(text: str, fmt: str) -> Iterator[tuple[str, Any, int]]:
    """(kind, value, offset) of each token: kind is the punctuation itself or "v" for a value."""
    pos = 0
    n = len(text)
    match = _TOKEN.match
    while True:
        m = match(text, pos)
        if m is None or m.end() == pos and pos >= n:
            return
        punct, string, number, word, other = m.groups()
        start = m.end() - len(m.group(0).lstrip(" \t\n\r"))
        pos = m.end()
        if punct is not None:
            yield punct, None, start
        elif string is not None:
            try:
                yield "v", json.loads(string), start
            except json.JSONDecodeError as exc:
                line, column = line_column(text, start)
                raise KifuError(fmt, line, column, "json-bad", exc.msg) from None
        elif number is not None:
            try:
                value: Any = _int(number) if number.lstrip("-").isdigit() else _float(number)
            except _BadNumber:
                line, column = line_column(text, start)
                raise KifuError(fmt, line, column, "json-bad-number", number[:24]) from None
            yield "v", value, start
        elif word is not None:
            yield "v", _WORDS[word], start
        elif other is not None:
            line, column = line_column(text, start)
            raise KifuError(fmt, line, column, "json-bad", f"unexpected {other!r}")
        else:
            return


def parse(text: str, fmt: str, want: Path | None = None) -> Any:
    """The value of a JSON text, read iteratively (any depth).  With ``want``, the (line, column) of the
    value at that path instead (None when there is no such value)."""
    stack: list[tuple[Any, Path]] = []  # (container, its path); a dict's pending key is kept beside it
    keys: list[str | None] = []
    result: Any = None
    done = False
    path: Path = ()
    for kind, value, offset in _tokens(text, fmt):
        if done:
            line, column = line_column(text, offset)
            raise KifuError(fmt, line, column, "json-bad", "Extra data")
        if stack and isinstance(stack[-1][0], dict) and keys[-1] is None and kind not in ("}", ","):
            if kind != "v" or not isinstance(value, str):
                line, column = line_column(text, offset)
                raise KifuError(fmt, line, column, "json-bad", "Expecting property name enclosed in double quotes")
            keys[-1] = value
            continue
        if kind == ":":
            continue
        if kind == ",":
            if stack and isinstance(stack[-1][0], dict):
                keys[-1] = None
            continue
        if kind in "]}":
            if not stack:
                line, column = line_column(text, offset)
                raise KifuError(fmt, line, column, "json-bad", "Expecting value")
            container, _ = stack.pop()
            keys.pop()
            value = container
            if not stack:
                result, done = value, True
                continue
            _put(stack, keys, value)
            continue
        if stack:
            parent = stack[-1][0]
            path = stack[-1][1] + ((keys[-1] if isinstance(parent, dict) else len(parent)),)  # type: ignore[operator]
        else:
            path = ()
        if want is not None and path == want:
            return line_column(text, offset)
        if kind in "[{":
            stack.append(([] if kind == "[" else {}, path))
            keys.append(None)
            continue
        if not stack:
            result, done = value, True
            continue
        _put(stack, keys, value)
    if want is not None:
        return None
    if stack or not done:
        line, column = line_column(text, len(text))
        raise KifuError(fmt, line, column, "json-bad", "Expecting value")
    return result


def _put(stack: list[tuple[Any, Path]], keys: list[str | None], value: Any) -> None:
    container = stack[-1][0]
    if isinstance(container, dict):
        container[keys[-1]] = value
    else:
        container.append(value)


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
