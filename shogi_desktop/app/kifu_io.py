"""Kifu files for the application and the command line: read a file whatever its format, write one in
the format its name or the user asks for, and say beforehand what a format would lose.

No Qt here: ``shogi-desktop-cli convert`` and the window's File menu share these functions.  What a
format loses is found by experiment, not by a table: the record is written, read back and compared
node by node (:func:`losses`), so the answer is whatever the writers really do.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from dataclasses import dataclass

from ..core.record import GameRecord, Node
from ..notation import FORMATS, KifuError, KifuNotice, detect_format, format_record, read_record, write_record

# Codes of what a format cannot hold; the UI and the CLI turn them into words.
LOSS_UNWRITABLE = "unwritable"  # the writer refuses the record (a variant in CSA, a card action in KIF...)
LOSS_MOVES = "moves"  # the start or the main line changes (SFEN keeps one position)
LOSS_VARIATIONS = "variations"
LOSS_COMMENTS = "comments"
LOSS_TIMES = "times"
LOSS_BOOKMARKS = "bookmarks"
LOSS_ENDINGS = "endings"
LOSS_EVENTS = "events"
LOSS_HEADER = "header"

TIME_TOLERANCE = 1.0  # seconds: formats that write whole seconds do not "lose" the fraction


@dataclass(frozen=True)
class Loss:
    code: str
    count: int = 0  # how many nodes (or header fields) are affected, when that makes sense
    detail: str = ""  # the writer's message for LOSS_UNWRITABLE

    def describe(self) -> str:
        """English words for the command line (the GUI has its own translations)."""
        words = {
            LOSS_MOVES: "the moves (only the final position is kept)",
            LOSS_VARIATIONS: f"{self.count} variation(s)",
            LOSS_COMMENTS: f"{self.count} comment(s)",
            LOSS_TIMES: "the time spent on moves",
            LOSS_BOOKMARKS: f"{self.count} bookmark(s)",
            LOSS_ENDINGS: "how the game ended",
            LOSS_EVENTS: "card and dice events",
            LOSS_HEADER: f"{self.count} header field(s)",
        }
        if self.code == LOSS_UNWRITABLE:
            return self.detail
        return words.get(self.code, self.code)


@dataclass
class KifuFile:
    """A record read from a file, with what is needed to write it back the same way."""

    record: GameRecord
    format: str  # a key of notation.FORMATS
    encoding: str | None  # None: the format's usual encoding (write_record's default)
    path: str
    notices: tuple[KifuNotice, ...] = ()  # what the reader forgave (a puzzle diagram, an illegal last move)


def output_encoding(fmt: str, name: str | os.PathLike[str] | None) -> str | None:
    """The encoding to write ``fmt`` in for a file called ``name`` (None: the format's usual one).

    Only KI2 needs this: ``.ki2`` is Shift_JIS and ``.ki2u`` UTF-8 (KIF has two format ids for it)."""
    if fmt == "ki2" and name is not None and os.fspath(name).lower().endswith(".ki2u"):
        return "utf-8"
    return None


def _source_encoding(fmt: str, data: bytes, name: str | os.PathLike[str] | None) -> str | None:
    """The encoding to write back a file that was read from ``data`` (keeps a UTF-8 .ki2 in UTF-8)."""
    if fmt == "ki2" and not data.isascii():
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            return None
        return "utf-8"
    return output_encoding(fmt, name)


def read_data(data: bytes | str, name: str | os.PathLike[str] | None = None,
              notices: list[KifuNotice] | None = None) -> tuple[GameRecord, str]:
    """(record, format id) of a file's bytes or of pasted text; raises KifuError.  What the reader
    forgave is appended to ``notices``."""
    fmt = detect_format(data, name)
    if fmt is None:
        return read_record(data, None, name, notices), ""  # (raises: empty, or no kifu)
    return read_record(data, fmt, name, notices), fmt


def read_file(path: str | os.PathLike[str]) -> KifuFile:
    """Read a kifu file of any supported format and encoding; raises OSError or KifuError."""
    with open(path, "rb") as fh:
        data = fh.read()
    notices: list[KifuNotice] = []
    record, fmt = read_data(data, path, notices)
    return KifuFile(record, fmt, _source_encoding(fmt, data, path), os.fspath(path), tuple(notices))


def file_data(record: GameRecord, fmt: str, encoding: str | None = None) -> bytes:
    """The bytes of a ``fmt`` file holding ``record``; raises KifuError or ValueError when it cannot."""
    return write_record(record, fmt, encoding)


def write_file(path: str | os.PathLike[str], record: GameRecord, fmt: str, encoding: str | None = None) -> None:
    """Write ``record`` to ``path`` (KifuError or ValueError when ``fmt`` cannot hold it, OSError)."""
    save_bytes(path, file_data(record, fmt, encoding))


def save_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write a file safely: the old file is replaced only once the new one is complete."""
    target = os.fspath(path)
    tmp = f"{target}.part"
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def count_moves(record: GameRecord | None) -> int:
    """Moves (not endings) anywhere in the record: what a partial read managed to keep."""
    if record is None:
        return 0
    return sum(1 for n in record.walk() if n.parent is not None and n.ending is None)


# ----------------------------------------------------------------------------- what a format loses
def losses(record: GameRecord, fmt: str) -> list[Loss]:
    """What writing ``record`` as ``fmt`` and reading it back would lose (empty: nothing)."""
    if fmt not in FORMATS:
        return [Loss(LOSS_UNWRITABLE, detail=f"unknown format {fmt!r}")]
    try:
        text = format_record(record, fmt)
        back = read_record(text, fmt, variant=record.variant) if fmt in ("usi", "sfen") else read_record(text, fmt)
    except KifuError as exc:
        return [Loss(LOSS_UNWRITABLE, detail=exc.message)]
    except (ValueError, TypeError, KeyError, IndexError) as exc:
        return [Loss(LOSS_UNWRITABLE, detail=str(exc))]
    return compare(record, back)


def compare(record: GameRecord, back: GameRecord) -> list[Loss]:
    """What ``record`` holds that ``back`` (the same game written and read again) does not."""
    counts: dict[str, int] = {}

    def add(code: str, n: int = 1) -> None:
        counts[code] = counts.get(code, 0) + n

    same_start = _key(record.start_sfen) == _key(back.start_sfen) and record.variant == back.variant
    if not same_start:
        add(LOSS_MOVES)
    else:
        _compare_nodes(record.root, back.root, add)
    lost_header = [k for k, v in record.header.items() if v and back.header.get(k) != v]
    if lost_header:
        add(LOSS_HEADER, len(lost_header))
    order = [LOSS_MOVES, LOSS_VARIATIONS, LOSS_ENDINGS, LOSS_COMMENTS, LOSS_BOOKMARKS, LOSS_TIMES, LOSS_EVENTS,
             LOSS_HEADER]
    return [Loss(code, counts[code]) for code in order if code in counts]


def _key(sfen: str) -> str:
    return " ".join(sfen.split()[:3])


def _compare_nodes(a: Node, b: Node, add: Callable[..., None]) -> None:
    stack = [(a, b)]
    while stack:
        x, y = stack.pop()
        if x.comment and x.comment.strip() != y.comment.strip():
            add(LOSS_COMMENTS)
        if x.bookmark and x.bookmark != y.bookmark:
            add(LOSS_BOOKMARKS)
        if x.parent is not None and x.time_spent is not None and (
                y.time_spent is None or abs(x.time_spent - y.time_spent) >= TIME_TOLERANCE):
            add(LOSS_TIMES)
        if x.events and len(x.events) != len(y.events):
            add(LOSS_EVENTS)
        for i, child in enumerate(x.children):
            twin = next((c for c in y.children if c.usi == child.usi and c.ending == child.ending), None)
            if twin is not None:
                stack.append((child, twin))
            elif child.ending is not None:
                add(LOSS_ENDINGS)
            elif i > 0 or not x.is_main_line:
                add(LOSS_VARIATIONS)
            else:
                add(LOSS_MOVES)
