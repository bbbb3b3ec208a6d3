"""Kifu formats: read any of them into a :class:`GameRecord`, write a record in any of them.

:func:`read_record` takes bytes (a file) or text (the clipboard), finds the encoding and the format
(from the content; a file name only breaks ties) and returns the record; every failure is a
:class:`KifuError` naming the format, line, column and what was expected, with ``partial`` holding
what was read.  :func:`format_record` gives text, :func:`write_record` the bytes of a file in the
encoding the format's other programs expect.
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass
from typing import Any

from ..core.record import GameRecord
from .errors import KifuError

__all__ = ["FORMATS", "EXTENSIONS", "FormatInfo", "KifuError", "read_record", "format_record", "write_record",
           "format_for_name", "detect_format"]


@dataclass(frozen=True)
class FormatInfo:
    id: str
    name: str
    extensions: tuple[str, ...]  # the first is the one to save with
    encoding: str  # of files written in this format
    module: str  # submodule of shogi_desktop.notation
    reader: str
    writer: str


FORMATS: dict[str, FormatInfo] = {
    "kif": FormatInfo("kif", "KIF (Shift_JIS)", (".kif",), "cp932", "kif", "parse_kif", "format_kif"),
    "kifu": FormatInfo("kifu", "KIF (UTF-8)", (".kifu",), "utf-8", "kif", "parse_kif", "format_kif"),
    "ki2": FormatInfo("ki2", "KI2", (".ki2", ".ki2u"), "cp932", "ki2", "parse_ki2", "format_ki2"),
    "csa": FormatInfo("csa", "CSA", (".csa",), "utf-8", "csa", "parse_csa", "format_csa"),
    "jkf": FormatInfo("jkf", "JSON Kifu Format", (".jkf",), "utf-8", "jkf", "parse_jkf", "format_jkf"),
    "json": FormatInfo("json", "Shogi Desktop record", (".json",), "utf-8", "native", "parse_native",
                       "format_native"),
    "usi": FormatInfo("usi", "USI position", (".usi",), "utf-8", "usi", "parse_usi_position", "format_usi"),
    "sfen": FormatInfo("sfen", "SFEN", (".sfen",), "utf-8", "usi", "parse_sfen_record", "format_sfen"),
}

EXTENSIONS: dict[str, str] = {ext: fid for fid, info in FORMATS.items() for ext in info.extensions}


def format_for_name(name: str | os.PathLike[str] | None) -> str | None:
    """The format id a file name's extension suggests (None if it suggests none)."""
    if name is None:
        return None
    return EXTENSIONS.get(os.path.splitext(os.fspath(name))[1].lower())


def _function(fmt: str, which: str) -> Any:
    info = FORMATS.get(fmt)
    if info is None:
        raise KifuError(fmt, 0, 0, f"unknown format {fmt!r} (known: {', '.join(FORMATS)})")
    try:
        module = importlib.import_module(f"{__name__}.{info.module}")
    except ImportError as exc:
        raise KifuError(fmt, 0, 0, f"the {info.name} module is not available ({exc})") from None
    fn = getattr(module, info.reader if which == "reader" else info.writer, None)
    if fn is None:
        raise KifuError(fmt, 0, 0, f"the {info.name} {which} is not available")
    return fn


def _decode(data: bytes, fmt: str, name: str | os.PathLike[str] | None) -> str:
    try:
        from .encoding import decode, encoding_for_path
    except ImportError:
        from .sniff import decode_for_sniff

        return decode_for_sniff(data)[0]
    head = data[:200]
    if head.startswith(b"'CSA encoding=SHIFT_JIS") or b"\n'CSA encoding=SHIFT_JIS" in head:
        prefer: str | None = "cp932"
        try:
            return data.decode("cp932")
        except UnicodeDecodeError:
            pass
    else:
        prefer = encoding_for_path(name) if name is not None else None
    return decode(data, fmt, prefer).text


def detect_format(data: bytes | str, name: str | os.PathLike[str] | None = None) -> str | None:
    """The format of ``data``: from its content, else from the file name's extension."""
    from .sniff import sniff

    return sniff(data) or format_for_name(name)


def read_record(data: bytes | str, fmt: str | None = None, name: str | os.PathLike[str] | None = None,
                **options: Any) -> GameRecord:
    """Read a record from a file's bytes or from text (format sniffed unless ``fmt`` is given)."""
    if fmt is None:
        fmt = detect_format(data, name)
        if fmt is None:
            raise KifuError("kifu", 1, 1, "not a kifu format this program reads (expected KIF, KI2, CSA, JKF, "
                                          "a USI position, an SFEN or a Shogi Desktop record)")
    reader = _function(fmt, "reader")
    text = _decode(bytes(data), fmt, name) if isinstance(data, (bytes, bytearray)) else data
    try:
        record = reader(text, **options)
    except KifuError:
        raise
    except (ValueError, IndexError, KeyError, TypeError, AttributeError, RecursionError) as exc:
        # Last line of defence: the readers raise KifuError themselves; this keeps a bug from
        # reaching the user as a traceback.
        raise KifuError(fmt, 0, 0, f"unreadable input ({type(exc).__name__}: {exc})") from exc
    assert isinstance(record, GameRecord)
    return record


def format_record(record: GameRecord, fmt: str, **options: Any) -> str:
    """The record as text in ``fmt`` (ValueError when the format cannot hold the record)."""
    writer = _function(fmt, "writer")
    text = writer(record, **options)
    assert isinstance(text, str)
    return text


def write_record(record: GameRecord, fmt: str, encoding: str | None = None, **options: Any) -> bytes:
    """The bytes of a file in ``fmt``, in ``encoding`` or else the one other programs expect for it
    (pass ``encoding="utf-8"`` for a .ki2u file)."""
    text = format_record(record, fmt, **options)
    if encoding is None:
        encoding = FORMATS[fmt].encoding
        if fmt == "csa" and options.get("version") == "2.2":
            encoding = "cp932"  # V2.2 files have no encoding line; readers assume Shift_JIS
    try:
        from .encoding import encode
    except ImportError:
        return text.encode(encoding)
    return encode(text, encoding, fmt)
