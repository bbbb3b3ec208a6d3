"""The native record: a lossless JSON file of everything the game record holds (docs/formats.md).

Schema version 1::

    {"format": "shogi-desktop-record", "version": 1,
     "variant": "standard", "handicap": null, "start": "<SFEN>",
     "header": {"black": "...", ...},
     "root": {"comment": "...", "bookmark": "...", "events": [...]},
     "moves": [NODE, ...],            the main line
     "current": [0, 0, 1]}            child indices from the root to the current node

    NODE = {"action": "7g7f" | "NAME!STEP,...",  or  "ending": {"termination": "...", "winner": 0|1|null},
            "time": seconds, "total": seconds, "comment": "...", "bookmark": "...",
            "events": [...], "variations": [[NODE, ...], ...]}

``variations`` on a node lists the lines that replace it (its parent's other children, in order),
so nesting grows with the depth of variations, never with the length of a game.  Keys whose value
is empty are left out.  Events are JSON values; an event object is written with its ``to_json()``
(or as a dataclass with a ``type``), and read back through :data:`EVENT_TYPES` when its type is
registered there, else kept as a dict.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from typing import Any

from ..core.handicap import handicap_sfen
from ..core.outcome import Termination
from ..core.position import IllegalMoveError
from ..core.record import GameRecord, Node, RecordError
from ..core.sfen import SfenError
from ..core.variant import VariantError, load_variant
from .errors import KifuError

FORMAT = "json"
MAGIC = "shogi-desktop-record"
VERSION = 1

# Event type name -> a function rebuilding the event object from its JSON dict.
EVENT_TYPES: dict[str, Callable[[dict[str, Any]], Any]] = {}


def register_event_type(name: str, decoder: Callable[[dict[str, Any]], Any]) -> None:
    EVENT_TYPES[name] = decoder


# --------------------------------------------------------------------------- writing
def _event_to_json(event: Any) -> Any:
    if event is None or isinstance(event, (str, int, float, bool)):
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


def _line_json(first: Node) -> list[dict[str, Any]]:
    line = []
    node: Node | None = first
    while node is not None:
        entry = _node_json(node)
        parent = node.parent
        if parent is not None and parent.children[0] is node and len(parent.children) > 1:
            entry["variations"] = [_line_json(alt) for alt in parent.children[1:]]
        line.append(entry)
        node = node.next
    return line


def record_to_dict(record: GameRecord) -> dict[str, Any]:
    """The record as the JSON-ready dict of the native schema."""
    root: dict[str, Any] = {}
    _node_fields(record.root, root)
    data: dict[str, Any] = {
        "format": MAGIC,
        "version": VERSION,
        "variant": record.variant,
        "handicap": record.handicap,
        "start": record.start_sfen,
        "header": dict(record.header),
        "root": root,
        "moves": _line_json(record.root.children[0]) if record.root.children else [],
    }
    path = record.path_to(record.current)
    if len(path) > 1:
        data["current"] = [n.variation_index for n in path[1:]]
    return data


def format_native(record: GameRecord, indent: int | None = 1) -> str:
    return json.dumps(record_to_dict(record), ensure_ascii=False, indent=indent) + "\n"


# --------------------------------------------------------------------------- reading
class _Fail(Exception):
    def __init__(self, path: str, message: str) -> None:
        self.path = path
        self.message = message


def _event_from_json(value: Any) -> Any:
    if isinstance(value, dict) and isinstance(value.get("type"), str) and value["type"] in EVENT_TYPES:
        return EVENT_TYPES[value["type"]](value)
    return value


def event_from_json(value: Any) -> Any:
    """An event read from JSON: rebuilt by its registered decoder, else kept as the JSON value."""
    return _event_from_json(value)


def _apply_fields(node: Node, data: dict[str, Any], path: str) -> None:
    for key, attr in (("time", "time_spent"), ("total", "total_time")):
        if key in data and data[key] is not None:
            v = data[key]
            if isinstance(v, bool) or not isinstance(v, (int, float)) or v < 0:
                raise _Fail(f"{path}.{key}", f"expected a non-negative number of seconds, got {v!r}")
            setattr(node, attr, float(v))
    for key in ("comment", "bookmark"):
        if key in data and data[key] is not None:
            if not isinstance(data[key], str):
                raise _Fail(f"{path}.{key}", "expected a string")
            setattr(node, key, data[key])
    if "events" in data and data["events"] is not None:
        if not isinstance(data["events"], list):
            raise _Fail(f"{path}.events", "expected a list")
        node.events = [_event_from_json(e) for e in data["events"]]


def _read_line(record: GameRecord, parent: Node, entries: Any, path: str) -> None:
    if not isinstance(entries, list):
        raise _Fail(path, "expected a list of nodes")
    for i, entry in enumerate(entries):
        epath = f"{path}[{i}]"
        if not isinstance(entry, dict):
            raise _Fail(epath, "expected an object")
        record.go_to(parent)
        if "ending" in entry:
            ending = entry["ending"]
            if not isinstance(ending, dict):
                raise _Fail(epath + ".ending", "expected {\"termination\": ..., \"winner\": ...}")
            try:
                term = Termination(ending.get("termination"))
            except ValueError:
                choices = ", ".join(t.value for t in Termination)
                raise _Fail(epath + ".ending.termination",
                            f"unknown termination {ending.get('termination')!r}; expected one of {choices}") from None
            winner = ending.get("winner")
            if winner not in (None, 0, 1) or isinstance(winner, bool):
                raise _Fail(epath + ".ending.winner", f"expected 0, 1 or null, got {winner!r}")
            try:
                node = record.add_ending(term, winner)
            except (RecordError, ValueError) as exc:
                raise _Fail(epath, str(exc)) from None
        else:
            action = entry.get("action")
            if not isinstance(action, str) or not action:
                raise _Fail(epath, "expected an action (a USI move or NAME!STEP,...) or an ending")
            try:
                node = record.add_move(action, events=entry.get("events") if isinstance(
                    entry.get("events"), list) else None)
            except IllegalMoveError as exc:
                reason = f" ({exc.reason.value})" if exc.reason else ""
                raise _Fail(epath + ".action", f"illegal action {action!r}{reason}") from None
            except (ValueError, TypeError, IndexError, KeyError, RecordError) as exc:
                raise _Fail(epath + ".action", f"cannot play {action!r}: {exc}") from None
        _apply_fields(node, entry, epath)
        variations = entry.get("variations")
        if variations:
            if not isinstance(variations, list):
                raise _Fail(epath + ".variations", "expected a list of lines")
            for k, line in enumerate(variations):
                _read_line(record, parent, line, f"{epath}.variations[{k}]")
        if node.ending is not None and i + 1 < len(entries):
            raise _Fail(f"{path}[{i + 1}]", "a node after an ending")
        parent = node


def read_native(data: Any) -> GameRecord:
    """A record from a decoded native JSON object."""
    if not isinstance(data, dict) or data.get("format") != MAGIC:
        raise KifuError(FORMAT, 0, 0, f"not a native record: expected \"format\": \"{MAGIC}\"")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise KifuError(FORMAT, 0, 0, f"version: expected a positive whole number, got {version!r}")
    if version > VERSION:
        raise KifuError(FORMAT, 0, 0, f"version {version}: written by a newer Shogi Desktop (this one reads "
                                      f"up to {VERSION})")
    variant = data.get("variant", "standard")
    handicap = data.get("handicap")
    start = data.get("start")
    if not isinstance(variant, str) or (handicap is not None and not isinstance(handicap, str)) or (
            start is not None and not isinstance(start, str)):
        raise KifuError(FORMAT, 0, 0, "variant, handicap and start must be strings")
    try:
        if handicap is not None:
            handicap_sfen(handicap, load_variant(variant))  # a label must still name a real handicap
        record = GameRecord.new(variant, handicap, start)
    except (SfenError, VariantError, ValueError, KeyError, OSError) as exc:
        raise KifuError(FORMAT, 0, 0, f"bad start (variant {variant!r}, handicap {handicap!r}): {exc}") from None
    header = data.get("header") or {}
    if not isinstance(header, dict) or not all(isinstance(v, str) for v in header.values()):
        raise KifuError(FORMAT, 0, 0, "header: expected an object of strings", record)
    record.header.update(header)
    try:
        root = data.get("root") or {}
        if not isinstance(root, dict):
            raise _Fail("root", "expected an object")
        _apply_fields(record.root, root, "root")
        _read_line(record, record.root, data.get("moves") or [], "moves")
    except _Fail as exc:
        raise KifuError(FORMAT, 0, 0, f"{exc.path}: {exc.message}", record) from None
    record.first()
    current = data.get("current")
    if isinstance(current, list):
        node = record.root
        for index in current:
            if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(node.children):
                break
            node = node.children[index]
        record.go_to(node)
    return record


def parse_native(text: str) -> GameRecord:
    try:
        data = json.loads(text.lstrip("\ufeff"))
    except json.JSONDecodeError as exc:
        raise KifuError(FORMAT, exc.lineno, exc.colno, f"bad JSON: {exc.msg}") from None
    except (RecursionError, ValueError) as exc:
        raise KifuError(FORMAT, 0, 0, f"bad JSON: {exc}") from None
    return read_native(data)
