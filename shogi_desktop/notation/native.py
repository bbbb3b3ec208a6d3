"""The native record: a lossless JSON file of everything the game record holds (docs/formats.md).

Schema version 2::

    {"format": "shogi-desktop-record", "version": 2,
     "variant": "standard", "handicap": null, "start": "<SFEN>",
     "header": {"black": "...", ...},
     "root": {"comment": "...", "bookmark": "...", "events": [...]},
     "moves": [NODE, ...],                          the main line
     "lines": [{"from": [L, I], "moves": [NODE, ...]}, ...],
     "current": [L, I]}                             the current node (absent: the start)

    NODE = {"action": "7g7f" | "NAME!STEP,...",  or  "ending": {"termination": "...", "winner": 0|1|null},
            "time": seconds, "total": seconds, "comment": "...", "bookmark": "...", "events": [...]}

Every line but the main one is an entry of ``lines``, in the order of a depth-first walk (a node, the
line after it, then the lines that replace it); ``"from": [L, I]`` says that its first node replaces
node ``I`` (0-based) of line ``L`` (0 the main line, ``k`` the k-th entry of ``lines``): it is a later
child of that node's parent.  So the file is as deep for ten thousand nested variations as for none,
and reading and writing are linear in its size.  Keys whose value is empty are left out.  Events are
JSON values; an event object is written with its ``to_json()`` (or as a dataclass with a ``type``),
and read back through :data:`EVENT_TYPES` when its type is registered there, else kept as a dict.

Version 1 (``"variations"`` on a node: the lines that replace it, nested) is still read.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from typing import Any

from ..core.handicap import HandicapError, handicap_sfen
from ..core.outcome import Termination
from ..core.position import IllegalMoveError
from ..core.record import GameRecord, Node, RecordError
from ..core.sfen import SfenError
from ..core.variant import VariantError, load_variant
from .errors import KifuError, Notices
from .jsonio import Path, dumps, loads, locate
from .tree import MAX_NODES, step_back_to
from .usi import checked_start

FORMAT = "json"
MAGIC = "shogi-desktop-record"
VERSION = 2
MAX_SECONDS = 1e9  # times read from a file: finite, not negative, below 31 years

# Event type name -> a function rebuilding the event object from its JSON dict.
EVENT_TYPES: dict[str, Callable[[dict[str, Any]], Any]] = {}


def register_event_type(name: str, decoder: Callable[[dict[str, Any]], Any]) -> None:
    EVENT_TYPES[name] = decoder


# --------------------------------------------------------------------------- writing
def _event_to_json(event: Any) -> Any:
    if event is None or isinstance(event, (str, int, bool)):
        return event
    if isinstance(event, float):
        if not math.isfinite(event):
            raise ValueError(f"json: cannot write the event value {event!r}")
        return event
    if isinstance(event, (list, tuple)):
        return [_event_to_json(e) for e in event]
    if isinstance(event, dict):
        return {str(k): _event_to_json(v) for k, v in event.items()}
    to_json = getattr(event, "to_json", None)
    if callable(to_json):
        return to_json()
    if dataclasses.is_dataclass(event) and not isinstance(event, type):
        data = {"type": type(event).__name__}
        data.update({k: _event_to_json(v) for k, v in dataclasses.asdict(event).items()})
        return data
    raise ValueError(f"json: cannot write the event {event!r}: give it a to_json() method")


def event_to_json(event: Any) -> Any:
    """An add-on event as a JSON value (ValueError when it has no JSON form); KIF uses it too."""
    return _event_to_json(event)


def _node_fields(node: Node, out: dict[str, Any]) -> None:
    if node.time_spent is not None:
        out["time"] = node.time_spent
    if node.total_time is not None:
        out["total"] = node.total_time
    if node.comment:
        out["comment"] = node.comment
    if node.bookmark:
        out["bookmark"] = node.bookmark
    if node.events:
        out["events"] = [_event_to_json(e) for e in node.events]


def _node_json(node: Node) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if node.ending is not None:
        out["ending"] = {"termination": node.ending.termination.value, "winner": node.ending.winner}
    else:
        out["action"] = node.usi or str(node.move)
    _node_fields(node, out)
    return out


def record_to_dict(record: GameRecord) -> dict[str, Any]:
    """The record as the JSON-ready dict of the native schema."""
    root: dict[str, Any] = {}
    _node_fields(record.root, root)
    main: list[dict[str, Any]] = []
    lines: list[dict[str, Any]] = []
    where: dict[int, tuple[int, int]] = {}  # id(node) -> (its line, its index there)
    members: list[list[dict[str, Any]]] = [main]
    for node in record.walk():
        parent = node.parent
        if parent is None:
            continue
        if parent.children[0] is node:
            line = where[id(parent)][0] if parent.parent is not None else 0
        else:
            first = parent.children[0]
            lines.append({"from": list(where[id(first)]), "moves": []})
            members.append(lines[-1]["moves"])
            line = len(lines)
        entries = members[line]
        where[id(node)] = (line, len(entries))
        entries.append(_node_json(node))
    data: dict[str, Any] = {
        "format": MAGIC,
        "version": VERSION,
        "variant": record.variant,
        "handicap": record.handicap,
        "start": record.start_sfen,
        "header": dict(record.header),
        "root": root,
        "moves": main,
    }
    if lines:
        data["lines"] = lines
    if record.current is not record.root and id(record.current) in where:
        data["current"] = list(where[id(record.current)])
    return data


def format_native(record: GameRecord, indent: int | None = 1) -> str:
    return dumps(record_to_dict(record), indent=indent) + "\n"


def json_comments(data: dict[str, Any]) -> list[str]:
    """The comments of a native record's JSON in the order of GameRecord.walk(), without replaying the
    moves (the library indexes its files so).  In version 2 that is the root, the main line, then each
    entry of ``lines`` in turn; in version 1 a node, everything after it, then the variations that
    replace it.  ValueError for a JSON that is not shaped so."""
    out: list[str] = []
    root = data.get("root") or {}
    if isinstance(root, dict) and isinstance(root.get("comment"), str) and root["comment"]:
        out.append(root["comment"])
    if data.get("version", 1) != 1:
        lines = [data.get("moves") or []]
        for line in data.get("lines") or []:
            if not isinstance(line, dict):
                raise ValueError("lines: expected objects")
            lines.append(line.get("moves") or [])
        for entries in lines:
            if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
                raise ValueError("moves: expected a list of objects")
            out.extend(e["comment"] for e in entries if isinstance(e.get("comment"), str) and e["comment"])
        return out
    stack: list[tuple[list[Any], int]] = [(data.get("moves") or [], 0)]
    while stack:
        entries, i = stack.pop()
        if not isinstance(entries, list):
            raise ValueError("moves: expected a list")
        if i >= len(entries):
            continue
        entry = entries[i]
        if not isinstance(entry, dict):
            raise ValueError("moves: expected objects")
        comment = entry.get("comment")
        if isinstance(comment, str) and comment:
            out.append(comment)
        for variation in reversed(entry.get("variations") or []):
            stack.append((variation, 0))
        stack.append((entries, i + 1))
    return out


# --------------------------------------------------------------------------- reading
class _Fail(Exception):
    """A JSON value the reader refuses: where (a path), what (English, for the log), and a code of
    errors.MESSAGES with its params after the path (the default: json-value with the message)."""

    def __init__(self, path: Path, message: str, code: str = "json-value", params: tuple[str, ...] = (),
                 reason: Any = None) -> None:
        self.path = path
        self.message = message
        self.code = code
        self.params = params if code != "json-value" else (message,)
        self.reason = reason


def _path_text(path: Path) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out


def _event_from_json(value: Any) -> Any:
    if isinstance(value, dict) and isinstance(value.get("type"), str) and value["type"] in EVENT_TYPES:
        return EVENT_TYPES[value["type"]](value)
    return value


def event_from_json(value: Any) -> Any:
    """An event read from JSON: rebuilt by its registered decoder, else kept as the JSON value."""
    return _event_from_json(value)


def seconds(value: Any, path: Path) -> float:
    """A time read from JSON: a finite number of seconds, not negative and not absurd."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or not 0 <= value <= MAX_SECONDS:
        raise _Fail(path, f"expected a number of seconds from 0 to {MAX_SECONDS:.0f}, got {value!r:.40}",
                    "json-number", (f"{value!r:.40}",))
    return float(value)


def _apply_fields(node: Node, data: dict[str, Any], path: Path) -> None:
    for key, attr in (("time", "time_spent"), ("total", "total_time")):
        if key in data and data[key] is not None:
            setattr(node, attr, seconds(data[key], (*path, key)))
    for key in ("comment", "bookmark"):
        if key in data and data[key] is not None:
            if not isinstance(data[key], str):
                raise _Fail((*path, key), "expected a string")
            setattr(node, key, data[key])
    if "events" in data and data["events"] is not None:
        if not isinstance(data["events"], list):
            raise _Fail((*path, "events"), "expected a list")
        node.events = [_event_from_json(e) for e in data["events"]]


class _Reader:
    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self.count = 0

    def node(self, entry: Any, path: Path) -> Node:
        """Add one entry after the current node."""
        record = self.record
        if not isinstance(entry, dict):
            raise _Fail(path, "expected an object")
        self.count += 1
        if self.count > MAX_NODES:
            raise _Fail(path, f"more than {MAX_NODES} moves and variations")
        if record.current.ending is not None:
            raise _Fail(path, "a node after an ending", "json-after-end")
        if "ending" in entry:
            ending = entry["ending"]
            if not isinstance(ending, dict):
                raise _Fail((*path, "ending"), "expected {\"termination\": ..., \"winner\": ...}")
            try:
                term = Termination(ending.get("termination"))
            except ValueError:
                choices = ", ".join(t.value for t in Termination)
                raise _Fail((*path, "ending", "termination"),
                            f"unknown termination {ending.get('termination')!r:.40}; expected one of {choices}") from None
            winner = ending.get("winner")
            if winner not in (None, 0, 1) or isinstance(winner, bool):
                raise _Fail((*path, "ending", "winner"), f"expected 0, 1 or null, got {winner!r:.40}")
            try:
                node = record.add_ending(term, winner)
            except (RecordError, ValueError) as exc:
                raise _Fail(path, str(exc)) from None
        else:
            action = entry.get("action")
            if not isinstance(action, str) or not action:
                raise _Fail(path, "expected an action (a USI move or NAME!STEP,...) or an ending")
            events = entry.get("events")
            try:
                node = record.add_move(action, events=events if isinstance(events, list) else None)
            except IllegalMoveError as exc:
                reason = f" ({exc.reason.value})" if exc.reason else ""
                raise _Fail((*path, "action"), f"illegal action {action!r:.40}{reason}", "json-illegal",
                            (f"{action:.40}",), exc.reason) from None
            except (ValueError, TypeError, IndexError, KeyError, RecordError) as exc:
                raise _Fail((*path, "action"), f"cannot play {action!r:.40}: {exc}") from None
        _apply_fields(node, entry, path)
        return node

    def line(self, parent: Node, entries: Any, path: Path) -> list[Node]:
        """Add a list of entries after ``parent``; returns their nodes."""
        if not isinstance(entries, list):
            raise _Fail(path, "expected a list of nodes")
        step_back_to(self.record, parent)
        return [self.node(entry, (*path, i)) for i, entry in enumerate(entries)]

    def lines_v2(self, data: dict[str, Any], main: list[Node]) -> list[list[Node]]:
        """The ``lines`` of a version 2 record, each after the node its ``from`` names."""
        lines = data.get("lines") or []
        if not isinstance(lines, list):
            raise _Fail(("lines",), "expected a list")
        read: list[list[Node]] = [main]
        for k, entry in enumerate(lines):
            path: Path = ("lines", k)
            if not isinstance(entry, dict):
                raise _Fail(path, "expected {\"from\": [line, index], \"moves\": [...]}")
            origin = entry.get("from")
            if not (isinstance(origin, list) and len(origin) == 2 and all(
                    isinstance(x, int) and not isinstance(x, bool) for x in origin)
                    and 0 <= origin[0] < len(read) and 0 <= origin[1] < len(read[origin[0]])):
                raise _Fail((*path, "from"), f"expected [line, index] of a node read before, got {origin!r:.40}")
            replaced = read[origin[0]][origin[1]]
            parent = replaced.parent
            assert parent is not None
            read.append(self.line(parent, entry.get("moves"), (*path, "moves")))
        return read

    def lines_v1(self, entries: Any) -> None:
        """The nested lines of a version 1 record (``variations`` on a node), walked with a stack."""
        stack: list[tuple[Node, Any, Path]] = [(self.record.root, entries, ("moves",))]
        while stack:
            parent, line, path = stack.pop()
            if not isinstance(line, list):
                raise _Fail(path, "expected a list of nodes")
            step_back_to(self.record, parent)
            later: list[tuple[Node, Any, Path]] = []
            before = parent
            for i, entry in enumerate(line):
                node = self.node(entry, (*path, i))
                variations = entry.get("variations")
                if variations:
                    if not isinstance(variations, list):
                        raise _Fail((*path, i, "variations"), "expected a list of lines")
                    later.extend((before, v, (*path, i, "variations", k)) for k, v in enumerate(variations))
                before = node
            stack.extend(reversed(later))


def read_native(data: Any, text: str | None = None, notices: Notices | None = None) -> GameRecord:
    """A record from a decoded native JSON object (``text``, when given, is where errors are placed)."""

    def fail(path: Path, message: str, partial: GameRecord | None = None, code: str = "json-value",
             params: tuple[str, ...] | None = None, reason: Any = None) -> KifuError:
        line, column = locate(text, path, FORMAT) if text is not None else (0, 0)
        return KifuError(FORMAT, line, column, code, _path_text(path),
                         *(params if params is not None else (message,)), partial=partial, reason=reason)

    if not isinstance(data, dict) or data.get("format") != MAGIC:
        raise KifuError(FORMAT, 0, 0, "native-not")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise fail(("version",), f"expected a positive whole number, got {version!r:.40}")
    if version > VERSION:
        raise KifuError(FORMAT, 0, 0, "native-newer", version, VERSION)
    variant = data.get("variant", "standard")
    handicap = data.get("handicap")
    start = data.get("start")
    if not isinstance(variant, str) or (handicap is not None and not isinstance(handicap, str)) or (
            start is not None and not isinstance(start, str)):
        raise fail(("variant",), "variant, handicap and start must be strings")
    try:
        if handicap is not None:
            handicap_sfen(handicap, load_variant(variant))  # a label must still name a real handicap
        if start is not None:
            checked_start(start, variant, FORMAT, 0, 0, notices if notices is not None else [])
        record = GameRecord.new(variant, handicap, start)
    except KifuError as exc:
        if exc.code != "impossible-position":
            raise fail(("start",), f"bad start (variant {variant!r:.40}, handicap {handicap!r:.40}): "
                                   f"{exc.message}") from None
        exc.line, exc.column = locate(text, ("start",), FORMAT) if text is not None else (0, 0)
        raise
    except (SfenError, VariantError, HandicapError, ValueError, KeyError, OSError) as exc:
        raise fail(("start",), f"bad start (variant {variant!r:.40}, handicap {handicap!r:.40}): {exc}") from None
    header = data.get("header") or {}
    if not isinstance(header, dict) or not all(isinstance(v, str) for v in header.values()):
        raise fail(("header",), "expected an object of strings", record)
    record.header.update(header)
    reader = _Reader(record)
    lines: list[list[Node]] = []
    try:
        root = data.get("root") or {}
        if not isinstance(root, dict):
            raise _Fail(("root",), "expected an object")
        _apply_fields(record.root, root, ("root",))
        if version == 1:
            reader.lines_v1(data.get("moves") or [])
        else:
            main = reader.line(record.root, data.get("moves") or [], ("moves",))
            lines = reader.lines_v2(data, main)
    except _Fail as exc:
        raise fail(exc.path, exc.message, record, exc.code, exc.params, exc.reason) from None
    record.reset_branches()
    record.first()
    _current(record, data.get("current"), version, lines)
    return record


def _current(record: GameRecord, current: Any, version: int, lines: list[list[Node]]) -> None:
    """Go to the node ``current`` names (child indices in version 1, [line, index] in version 2)."""
    if not isinstance(current, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in current):
        return
    if version >= 2:
        if len(current) == 2 and 0 <= current[0] < len(lines) and 0 <= current[1] < len(lines[current[0]]):
            record.go_to(lines[current[0]][current[1]])
        return
    node = record.root
    for index in current:
        if not 0 <= index < len(node.children):
            break
        node = node.children[index]
    record.go_to(node)


def parse_native(text: str, notices: Notices | None = None) -> GameRecord:
    text = text.lstrip("\ufeff")
    return read_native(loads(text, FORMAT), text, notices)
