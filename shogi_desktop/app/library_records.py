"""What the game library knows about a record: its index row (players, date, result, length, comments), its
identity (a fingerprint of the game itself) and the text of its record file.  No database, no Qt here.

A record file is a plain native record (notation/native.py) that any reader opens; the library's own
facts travel in its header under keys starting with ``library:`` (``library:tags`` a JSON list,
``library:added``, ``library:source``, ``library:result``), so an index rebuilt from the files keeps
tags and needs no replay of the moves (:func:`row_from_text`).

The fingerprint of a game is a hash of what makes it that game: variant, handicap, start position, the
moves of the main line, the players and the date.  The same game read from a KIF and from a CSA file,
or imported after it was played and saved here, has one fingerprint; comments do not change it.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
from collections.abc import Iterable
from operator import attrgetter
from typing import Any

from ..core.outcome import Termination
from ..core.record import GameRecord, Node
from ..notation import KifuError, read_record
from ..notation.native import MAGIC as NATIVE_MAGIC
from ..notation.native import read_native, record_to_dict

KEY_PREFIX = "library:"
TAGS_KEY = KEY_PREFIX + "tags"
ADDED_KEY = KEY_PREFIX + "added"
SOURCE_KEY = KEY_PREFIX + "source"
RESULT_KEY = KEY_PREFIX + "result"  # [result, termination, winner]: lets a rebuild skip replaying the moves
FACTS_KEY = KEY_PREFIX + "facts"  # {"plies", "comments", "fingerprint"}: nor read the moves at all
RESULTS = ("black", "white", "draw", "unfinished")
KIFU_MAGIC = "shogi-desktop-library-kifu"  # an imported file's bytes with the facts of its index row
GAME_COLUMNS = ("id", "black", "white", "date", "added", "variant", "addon", "handicap", "result",
                "termination", "winner", "plies", "event", "source", "comments", "fingerprint")

_DATE_RE = re.compile(r"(\d{4})\s*[/\-.年]\s*(\d{1,2})\s*[/\-.月]\s*(\d{1,2})")
# The encoders json.dumps would make for each call with these options, made once (a library import
# encodes a few texts per game).
_COMPACT = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
_TEXT = json.JSONEncoder(ensure_ascii=False).encode
_RECORD = json.JSONEncoder(ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode
_ID_RE = re.compile(r"[0-9a-zA-Z_-]{6,64}\Z")


def header_date(header: dict[str, str]) -> str:
    """YYYY-MM-DD from the record's start (or end) time, "" when it has none."""
    for key in ("start_time", "date", "end_time"):
        m = _DATE_RE.search(header.get(key, ""))
        if m:
            y, mo, d = (int(g) for g in m.groups())
            if 1 <= mo <= 12 and 1 <= d <= 31:
                return f"{y:04d}-{mo:02d}-{d:02d}"
    return ""


def is_game_id(text: str) -> bool:
    return bool(_ID_RE.match(text))


def normalize_tag(tag: str) -> str:
    """Blanks folded; a tag holds no comma (lists of tags are written with commas)."""
    return " ".join(tag.replace(",", " ").split())


def normalize_tags(tags: Iterable[str]) -> tuple[str, ...]:
    """Sorted, without repeats or empty tags; ``"a, b"`` counts as two tags."""
    return tuple(sorted({t for x in tags for t in (normalize_tag(p) for p in x.split(",")) if t}))


def split_variant(variant: str) -> tuple[str, str]:
    """``"hybrid:2+cards1"`` -> ``("hybrid:2", "cards1")``."""
    base, _, addon = variant.partition("+")
    return base, addon


def result_of(record: GameRecord, last: Node | None = None) -> tuple[str, str, int | None]:
    """(result, termination, winner) of the main line (``last``: its final node, if known): its ending
    node, else the final position."""
    if last is None:
        last = record.main_line()[-1]
    outcome = last.ending.outcome if last.ending is not None else None
    if outcome is None and last.parent is not None:
        try:
            outcome = record.position_at(last).outcome()
        except (ValueError, KeyError, IndexError):  # pragma: no cover - the record checked every move
            outcome = None
    if outcome is None:
        return "unfinished", "", None
    if outcome.termination is Termination.ABORT:
        return "unfinished", outcome.termination.value, None
    if outcome.winner is None:
        return "draw", outcome.termination.value, None
    return ("black" if outcome.winner == 0 else "white"), outcome.termination.value, outcome.winner


def comments_of(record: GameRecord) -> str:
    parts = [n.comment for n in record.walk() if n.comment]
    note = record.header.get("note", "")
    if note:
        parts.append(note)
    return "\n".join(parts)


def library_keys(record: GameRecord) -> dict[str, str]:
    return {k: v for k, v in record.header.items() if k.startswith(KEY_PREFIX)}


def strip_library_keys(record: GameRecord) -> GameRecord:
    for key in list(record.header):
        if key.startswith(KEY_PREFIX):
            del record.header[key]
    return record


def tags_from_header(header: dict[str, str]) -> tuple[str, ...]:
    raw = header.get(TAGS_KEY, "")
    if not raw:
        return ()
    try:
        value = json.loads(raw)
    except (ValueError, RecursionError):
        return normalize_tags(raw.split(","))
    if isinstance(value, list):
        return normalize_tags(str(v) for v in value)
    return ()


# ---------------------------------------------------------------------------------------- identity
def fingerprint(variant: str, handicap: str, start: str, actions: list[str], black: str, white: str,
                date: str) -> str:
    """The first 32 hex digits of the SHA-256 of the JSON list ``[variant, handicap, start, actions, black,
    white, date]`` (json.dumps, ``ensure_ascii=False``, no blanks).  The moves, USI texts that need no
    escape in JSON, and names without a character JSON escapes are joined in as they are, after the
    start's JSON, kept per start (a library import takes a fingerprint of every game)."""
    joined = "".join(actions)
    if joined.isprintable() and '"' not in joined and "\\" not in joined \
            and _JSON_ESCAPED.search(f"{black}{white}{date}") is None:  # (no control character in the moves either)
        key = (variant, handicap, start)
        head = _START_JSON.get(key)
        if head is None:
            if len(_START_JSON) >= 64:
                _START_JSON.clear()
            head = _START_JSON[key] = _COMPACT([variant, handicap, start])[:-1] + ",["
        moves = '"' + '","'.join(actions) + '"' if actions else ""
        text = f'{head}{moves}],"{black}","{white}","{date}"]'
    else:
        text = _COMPACT([variant, handicap, start, actions, black, white, date])
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


_JSON_ESCAPED = re.compile(r'[\x00-\x1f"\\]')  # what json.dumps escapes in a text (``ensure_ascii=False``)
_START_JSON: dict[tuple[str, str, str], str] = {}  # (variant, handicap, start) -> its JSON list, open


def main_actions(record: GameRecord) -> list[str]:
    """The action texts of the main line (as the native record writes them)."""
    return [n.usi or str(n.move) for n in record.main_line() if n.parent is not None and n.ending is None]


def game_fingerprint(record: GameRecord) -> str:
    """The identity of the game ``record`` holds (see the module's doc); also the id of a game added
    without one."""
    header = record.header
    return fingerprint(record.variant, record.handicap or "", record.start_sfen, main_actions(record),
                       header.get("black", ""), header.get("white", ""), header_date(header))


content_id = game_fingerprint


# ---------------------------------------------------------------------------------------- rows and files
def index_row(record: GameRecord, game_id: str | None, source: str, added: str) -> dict[str, Any]:
    """The ``games`` row of ``record`` (keys :data:`GAME_COLUMNS`); without ``game_id`` the game's
    fingerprint is its id.  One walk of the main line gives its moves, last node and comments (the
    whole tree is walked only when it has variations)."""
    header = record.header
    line, forks = _main_line(record)
    node = line[-1]
    actions = record.usi_texts(line[1:] if node.ending is None else line[1:-1])
    if forks:
        comments = [n.comment for n in record.walk() if n.comment]
    else:
        comments = list(filter(None, map(_comment_of, line)))
    note = header.get("note", "")
    if note:
        comments.append(note)
    black, white = header.get("black", ""), header.get("white", "")
    date = header_date(header)
    result, termination, winner = result_of(record, node)
    fp = fingerprint(record.variant, record.handicap or "", record.start_sfen, actions, black, white, date)
    base, addon = split_variant(record.variant)
    return {"id": game_id or fp, "black": black, "white": white, "date": date or ("" if source else added[:10]),
            "added": added, "variant": base, "addon": addon, "handicap": record.handicap or "",
            "result": result, "termination": termination, "winner": winner, "plies": len(actions),
            "event": header.get("event", ""), "source": source, "comments": "\n".join(comments),
            "fingerprint": fp}


def _main_line(record: GameRecord) -> tuple[list[Node], bool]:
    """``record.main_line()``, and whether a node of it has a variation (in the same loop)."""
    node = record.root
    line = [node]
    append = line.append
    children = node.children
    forks = False
    while children:
        if len(children) > 1:
            forks = True
        node = children[0]
        append(node)
        children = node.children
    return line, forks


_comment_of = attrgetter("comment")


def _library_header(header: dict[str, str], row: dict[str, Any], tags: tuple[str, ...]) -> dict[str, str]:
    out = {k: v for k, v in header.items() if not k.startswith(KEY_PREFIX)}
    out[ADDED_KEY] = row["added"]
    if row["source"]:
        out[SOURCE_KEY] = row["source"]
    if tags:
        out[TAGS_KEY] = json.dumps(list(tags), ensure_ascii=False)
    out[RESULT_KEY] = json.dumps([row["result"], row["termination"], row["winner"]])
    out[FACTS_KEY] = _TEXT({k: row[k] for k in ("plies", "comments", "fingerprint")})
    return out


def _dumps(data: Any) -> str:
    return _RECORD(data) + "\n"


def prepare_record(record: GameRecord, game_id: str | None, source: str, tags: tuple[str, ...],
                   added: str) -> tuple[dict[str, Any], str]:
    """The index row and the record file's text (a native record whose header carries the library's
    keys) of a game played here; ``record`` itself is left as it was."""
    row = index_row(record, game_id, source, added)
    data = record_to_dict(record)
    data["header"] = _library_header(data["header"], row, tags)
    return row, _dumps(data)


def prepare_import(record: GameRecord, raw: bytes, name: str, source: str, added: str) -> tuple[dict[str, Any], str]:
    """The index row and the record file's text of an imported file: the file's own bytes (what its
    writer meant, read again by the same reader when the game is opened) with the row's facts, so that
    importing writes no second form of the game and an index rebuilt from the files reads no kifu."""
    row = index_row(record, None, source, added)
    facts = {k: row[k] for k in GAME_COLUMNS if k not in ("id", "added", "source")}
    return row, import_text(name, raw, _library_header({}, row, ()), facts)


def import_text(name: str, raw: bytes, header: dict[str, str], facts: dict[str, Any]) -> str:
    """The record file of an imported file: ``_dumps`` of ``{"format", "version", "name", "kifu", "header",
    "facts"}`` with ``kifu`` the base64 text of ``raw``, put in as it is (its letters need no escape in
    JSON, and json's escaping of its few kilobytes took longer than the rest of the file)."""
    head = _dumps({"format": KIFU_MAGIC, "version": 1, "name": name})
    tail = _dumps({"header": header, "facts": facts})
    return f'{head[:-2]},"kifu":"{base64.b64encode(raw).decode("ascii")}",{tail[1:]}'


def record_from_text(text: str) -> GameRecord:
    """The game of a record file (either kind), without the library's header keys; raises KifuError."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise KifuError("json", 0, 0, "json-bad", str(exc)) from None
    if isinstance(data, dict) and data.get("format") == KIFU_MAGIC:
        name, kifu = data.get("name"), data.get("kifu")
        if not isinstance(name, str) or not isinstance(kifu, str):
            raise KifuError("json", 0, 0, "json-type", "kifu", "the name and the base64 bytes of a kifu file")
        try:
            raw = base64.b64decode(kifu, validate=True)
        except ValueError:
            raise KifuError("json", 0, 0, "json-value", "kifu", "not base64") from None
        record = read_record(raw, name=name)
    else:
        record = read_native(data)
    return strip_library_keys(record)


def _row_of_native(data: dict[str, Any], header: dict[str, str], game_id: str, source: str,
                   added: str) -> dict[str, Any]:
    """The row of a native record file from the facts the library saved in its header (the moves are
    not read: this works for every version of the native schema)."""
    result, termination, winner = json.loads(header[RESULT_KEY])
    facts = json.loads(header[FACTS_KEY])
    if (result not in RESULTS or not isinstance(termination, str) or winner not in (None, 0, 1)
            or not isinstance(facts, dict)):
        raise ValueError("bad saved facts")
    plies, comments, fp = facts.get("plies"), facts.get("comments"), facts.get("fingerprint")
    if (not isinstance(plies, int) or isinstance(plies, bool) or not 0 <= plies < 10 ** 7
            or not isinstance(comments, str) or not isinstance(fp, str)):
        raise ValueError("bad saved facts")
    variant = data.get("variant", "standard")
    handicap = data.get("handicap") or ""
    if not isinstance(variant, str) or not isinstance(handicap, str):
        raise ValueError("variant and handicap: expected texts")
    date = header_date(header)
    base, addon = split_variant(variant)
    return {"id": game_id, "black": header.get("black", ""), "white": header.get("white", ""),
            "date": date or ("" if source else added[:10]), "added": added, "variant": base, "addon": addon,
            "handicap": handicap, "result": result, "termination": termination, "winner": winner,
            "plies": plies, "event": header.get("event", ""), "source": source, "comments": comments,
            "fingerprint": fp}


_FACT_TYPES = {"black": str, "white": str, "date": str, "variant": str, "addon": str, "handicap": str,
               "result": str, "termination": str, "plies": int, "event": str, "comments": str, "fingerprint": str}


def _row_of_import(data: dict[str, Any], game_id: str, source: str, added: str) -> dict[str, Any]:
    facts = data.get("facts")
    if not isinstance(facts, dict):
        raise ValueError("facts: expected an object")
    row: dict[str, Any] = {"id": game_id, "added": added, "source": source}
    for key, kind in _FACT_TYPES.items():
        value = facts.get(key)
        if not isinstance(value, kind) or isinstance(value, bool):
            raise ValueError(f"facts.{key}: expected {kind.__name__}")
        row[key] = value
    if row["result"] not in RESULTS or facts.get("winner") not in (None, 0, 1) or not 0 <= row["plies"] < 10 ** 7:
        raise ValueError("facts: bad result")
    row["winner"] = facts.get("winner")
    return row


def row_from_text(text: str, game_id: str, now: str) -> tuple[dict[str, Any], tuple[str, ...]] | None:
    """The index row and tags of a record file written by this library, read from its JSON without
    reading the game (None when the file lacks the library's saved facts: the caller reads it in full).

    The moves were checked when the game was added, and are checked again when it is opened.
    """
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") not in (NATIVE_MAGIC, KIFU_MAGIC):
            return None
        header = data.get("header") or {}
        if not isinstance(header, dict) or not all(isinstance(v, str) for v in header.values()):
            return None
        source = header.get(SOURCE_KEY, "")
        added = header.get(ADDED_KEY, "") or now
        if data["format"] == KIFU_MAGIC:
            row = _row_of_import(data, game_id, source, added)
        else:
            row = _row_of_native(data, header, game_id, source, added)
    except (KeyError, TypeError, ValueError, RecursionError):
        return None
    return row, tags_from_header(header)
