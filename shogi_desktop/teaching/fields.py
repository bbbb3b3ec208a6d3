"""Reading one entry of a page or lesson file: typed values, both languages of a text, and a problem
(with the line) for every key that is missing, mistyped, out of range or unknown."""

from __future__ import annotations

from typing import Any

from ..core.tables import parse_square
from .goals import MAX_MATE, Goal
from .problems import Code, Problem
from .texts import Text
from .toml_source import TomlSource

MAX_TEXT = 20_000  # characters of one text
MAX_LIST = 400  # items of one list (moves, hints, actions)


class EntryReader:
    """The values of entry ``index`` of ``[[table]]`` (or of a sub-table of it, ``prefix`` "goal.")."""

    def __init__(self, source: TomlSource, table: str, index: int, data: dict[str, Any], entry: str,
                 problems: list[Problem], prefix: str = "", sub_index: int = 0) -> None:
        self.source, self.table, self.index, self.data = source, table, index, data
        self.entry, self.problems, self.prefix, self.sub_index = entry, problems, prefix, sub_index

    # ------------------------------------------------------------------ reporting
    def line(self, key: str = "") -> int:
        full = (self.prefix + key) if key else self.prefix.rstrip(".")
        if not full:
            return self.source.entry_line(self.table, self.index)
        return self.source.key_line(self.table, self.index, full, self.sub_index)

    def problem(self, code: Code, key: str = "", value: Any = "", note: str = "", at: str | None = None) -> None:
        """Report on ``key``; the line is that of ``at`` when given (a missing key's neighbour)."""
        text = value if isinstance(value, str) else repr(value)
        self.problems.append(Problem(self.source.path, self.line(key if at is None else at), self.entry, code,
                                     self.prefix + key, text[:200], note))

    def unknown_keys(self, allowed: set[str]) -> None:
        for key in self.data:
            if key not in allowed:
                self.problem(Code.UNKNOWN_KEY, key)

    def sub(self, key: str, index: int | None = None) -> EntryReader | None:
        """The reader of sub-table ``key`` (``[lesson.goal]`` or ``goal = {...}``); None when absent or
        not a table (reported).  ``index``: the index in an array of tables (``[[lesson.trap]]``)."""
        value = self.data.get(key)
        if value is None:
            return None
        if index is not None:
            value = value[index]
        if not isinstance(value, dict):
            self.problem(Code.BAD_VALUE, key, value, "expected a table")
            return None
        return EntryReader(self.source, self.table, self.index, value, self.entry, self.problems,
                           self.prefix + key + ".", index or 0)

    def within(self, key: str, index: int = 0) -> EntryReader:
        """A reader that reports on sub-table ``key`` (entry ``index`` of an array of tables)."""
        return EntryReader(self.source, self.table, self.index, {}, self.entry, self.problems,
                           self.prefix + key + ".", index)

    def tables(self, key: str) -> list[EntryReader]:
        """Readers of an array of tables (``[[lesson.trap]]``)."""
        value = self.data.get(key)
        if value is None:
            return []
        if not isinstance(value, list):
            self.problem(Code.BAD_VALUE, key, value, "expected a list of tables")
            return []
        out = []
        for i in range(min(len(value), MAX_LIST)):
            reader = self.sub(key, i)
            if reader is not None:
                out.append(reader)
        return out

    # ------------------------------------------------------------------ values
    def string(self, key: str, required: bool = False) -> str:
        value = self.data.get(key)
        if value is None:
            if required:
                self.problem(Code.MISSING_KEY, key)
            return ""
        if not isinstance(value, str) or len(value) > MAX_TEXT:
            self.problem(Code.BAD_VALUE, key, value, "expected a text" if not isinstance(value, str) else
                         f"longer than {MAX_TEXT} characters")
            return ""
        return value.strip()

    def strings(self, key: str, one_allowed: bool = False) -> tuple[str, ...]:
        """A list of texts (``one_allowed``: a single text counts as a list of one)."""
        value = self.data.get(key)
        if value is None:
            return ()
        if one_allowed and isinstance(value, str):
            value = [value]
        if (not isinstance(value, list) or len(value) > MAX_LIST
                or not all(isinstance(v, str) and len(v) <= MAX_TEXT for v in value)):
            self.problem(Code.BAD_VALUE, key, value, "expected a list of texts")
            return ()
        return tuple(v.strip() for v in value)

    def boolean(self, key: str) -> bool:
        value = self.data.get(key, False)
        if not isinstance(value, bool):
            self.problem(Code.BAD_VALUE, key, value, "expected true or false")
            return False
        return value

    def integer(self, key: str, low: int, high: int) -> int:
        value = self.data.get(key, 0)
        if isinstance(value, bool) or not isinstance(value, int) or not (value == 0 or low <= value <= high):
            self.problem(Code.BAD_VALUE, key, value, f"expected a whole number from {low} to {high}")
            return 0
        return value

    def text(self, name: str, required: bool = True) -> Text:
        """``name_ja`` and ``name_en``; a missing language is reported as incomplete (a warning for a
        teacher's file, an error for the built-in data, see the tests), both missing as missing."""
        text = Text(self.string(f"{name}_ja"), self.string(f"{name}_en"))
        if text.empty:
            if required:
                self.problem(Code.MISSING_TEXT, f"{name}_ja")
        elif not text.complete:
            given, missing = ("ja", "en") if text.ja.strip() else ("en", "ja")
            self.problem(Code.INCOMPLETE_TEXT, f"{name}_{missing}", at=f"{name}_{given}")
        return text

    def text_list(self, name: str) -> tuple[Text, ...]:
        """``name_ja = [...]`` and ``name_en = [...]`` of the same length (one of them may be absent)."""
        ja, en = self.strings(f"{name}_ja"), self.strings(f"{name}_en")
        if ja and en and len(ja) != len(en):
            self.problem(Code.HINTS_MISMATCH, f"{name}_en")
        if bool(ja) != bool(en):
            given, missing = ("ja", "en") if ja else ("en", "ja")
            self.problem(Code.INCOMPLETE_TEXT, f"{name}_{missing}", at=f"{name}_{given}")
        n = max(len(ja), len(en))
        return tuple(Text(ja[i] if i < len(ja) else "", en[i] if i < len(en) else "") for i in range(n))

    def squares(self, key: str, one_allowed: bool = True) -> tuple[str, ...]:
        out = []
        for s in self.strings(key, one_allowed):
            try:
                parse_square(s)
            except ValueError:
                self.problem(Code.BAD_VALUE, key, s, "expected squares such as 5e")
                continue
            out.append(s)
        return tuple(out)


GOAL_KEYS = {"use", "actions", "capture", "reach", "piece", "mate", "check", "safe", "hand"}


def read_goal(reader: EntryReader) -> Goal:
    reader.unknown_keys(GOAL_KEYS)
    reach = reader.squares("reach", one_allowed=True)
    if len(reach) > 1:
        reader.problem(Code.BAD_VALUE, "reach", ",".join(reach), "expected one square")
    piece = _letter(reader, "piece", promoted=True)
    hand = _letter(reader, "hand", promoted=False)
    if piece and not reach:
        reader.problem(Code.MISSING_KEY, "reach", note="piece names the kind that must reach a square")
    return Goal(use=reader.string("use"), actions=reader.strings("actions", one_allowed=True),
                capture=reader.squares("capture"), reach=reach[0] if reach else "", piece=piece,
                mate=reader.integer("mate", 1, MAX_MATE), check=reader.boolean("check"),
                safe=reader.squares("safe"), hand=hand)


def _letter(reader: EntryReader, key: str, promoted: bool) -> str:
    """A piece letter as Black writes it (``S``, and with ``promoted`` also ``+B``); "" when absent or bad."""
    value = reader.string(key)
    bare = value[1:] if promoted and value.startswith("+") else value
    if value and not (len(bare) == 1 and "A" <= bare <= "Z"):
        example = "S or +B" if promoted else "S"
        reader.problem(Code.BAD_VALUE, key, value, f"expected a piece letter as Black writes it, such as {example}")
        return ""
    return value
