"""Kifu formats: read any of them into a :class:`GameRecord`, write a record in any of them.

:func:`read_record` takes bytes (a file) or text (the clipboard), finds the encoding and the format
(from the content; a file name only breaks ties) and returns the record; every failure is a
:class:`KifuError` naming the format, line, column and a code with its words, with ``partial``
holding what was read; what the reader forgave (a puzzle diagram, an illegal last move) goes to the
``notices`` list the caller passes.  :func:`format_record` gives text, :func:`write_record` the bytes
of a file in the encoding the format's other programs expect.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.record import GameRecord
from .csa import format_csa, parse_csa
from .encoding import decode, encode, encoding_for_path
from .errors import KifuError, KifuNotice, Notices
from .jkf import format_jkf, parse_jkf
from .ki2 import format_ki2, parse_ki2
from .kif import format_kif, parse_kif
from .native import format_native, parse_native
from .sniff import sniff
from .usi import format_sfen, format_usi, parse_sfen_record, parse_usi_position

__all__ = ["FORMATS", "EXTENSIONS", "FormatInfo", "KifuError", "KifuNotice", "read_record", "format_record",
           "write_record", "format_for_name", "detect_format"]

log = logging.getLogger(__name__)

Reader = Callable[..., GameRecord]
Writer = Callable[..., str]


@dataclass(frozen=True)
class FormatInfo:
    id: str
    name: str
    extensions: tuple[str, ...]  # the first is the one to save with
    encoding: str  # of files written in this format
    reader: Reader  # text -> record (options: variant=, notices=)
    writer: Writer  # record -> text


def _kif_reader(text: str, variant: str = "standard", notices: Notices | None = None) -> GameRecord:
    return parse_kif(text, variant, notices)


def _ki2_reader(text: str, variant: str = "standard", notices: Notices | None = None) -> GameRecord:
    return parse_ki2(text, variant, notices)


def _csa_reader(text: str, variant: str = "standard", notices: Notices | None = None) -> GameRecord:
    return parse_csa(text, notices)


def _jkf_reader(text: str, variant: str = "standard", notices: Notices | None = None) -> GameRecord:
    return parse_jkf(text, notices)


def _native_reader(text: str, variant: str = "standard", notices: Notices | None = None) -> GameRecord:
    return parse_native(text, notices)


def _usi_reader(text: str, variant: str = "standard", notices: Notices | None = None) -> GameRecord:
    return parse_usi_position(text, variant, notices=notices)


def _sfen_reader(text: str, variant: str = "standard", notices: Notices | None = None) -> GameRecord:
    return parse_sfen_record(text, variant, notices)


FORMATS: dict[str, FormatInfo] = {
    "kif": FormatInfo("kif", "KIF (Shift_JIS)", (".kif",), "cp932", _kif_reader, format_kif),
    "kifu": FormatInfo("kifu", "KIF (UTF-8)", (".kifu",), "utf-8", _kif_reader, format_kif),
    "ki2": FormatInfo("ki2", "KI2", (".ki2", ".ki2u"), "cp932", _ki2_reader, format_ki2),
    "csa": FormatInfo("csa", "CSA", (".csa",), "utf-8", _csa_reader, format_csa),
    "jkf": FormatInfo("jkf", "JSON Kifu Format", (".jkf",), "utf-8", _jkf_reader, format_jkf),
    "json": FormatInfo("json", "Shogi Desktop record", (".json",), "utf-8", _native_reader, format_native),
    "usi": FormatInfo("usi", "USI position", (".usi",), "utf-8", _usi_reader, format_usi),
    "sfen": FormatInfo("sfen", "SFEN", (".sfen",), "utf-8", _sfen_reader, format_sfen),
}

EXTENSIONS: dict[str, str] = {ext: fid for fid, info in FORMATS.items() for ext in info.extensions}


def format_for_name(name: str | os.PathLike[str] | None) -> str | None:
    """The format id a file name's extension suggests (None if it suggests none)."""
    if name is None:
        return None
    return EXTENSIONS.get(os.path.splitext(os.fspath(name))[1].lower())


def _info(fmt: str) -> FormatInfo:
    info = FORMATS.get(fmt)
    if info is None:
        raise KifuError(fmt, 0, 0, "unknown-format", repr(fmt))
    return info


def _decode(data: bytes, fmt: str, name: str | os.PathLike[str] | None) -> str:
    head = data[:200]
    if head.startswith(b"'CSA encoding=SHIFT_JIS") or b"\n'CSA encoding=SHIFT_JIS" in head:
        try:
            return data.decode("cp932")
        except UnicodeDecodeError:
            pass
    prefer = encoding_for_path(name) if name is not None else None
    return decode(data, fmt, prefer).text


def detect_format(data: bytes | str, name: str | os.PathLike[str] | None = None) -> str | None:
    """The format of ``data``: from its content, else from the file name's extension."""
    return sniff(data) or format_for_name(name)


_BLANK_TEXT = re.compile("[ \t\r\n\x00\x0b\x0c\ufeff]*+\\Z")
_BLANK_BYTES = re.compile(b"(?:\xef\xbb\xbf)?+[ \t\r\n\x00\x0b\x0c]*+\\Z")


def _is_empty(data: bytes | str) -> bool:
    """Nothing but blanks and NUL bytes (an empty file, a file of zeros); found without copying the data."""
    if isinstance(data, str):
        return _BLANK_TEXT.match(data) is not None
    return _BLANK_BYTES.match(bytes(data) if isinstance(data, bytearray) else data) is not None


def read_record(data: bytes | str, fmt: str | None = None, name: str | os.PathLike[str] | None = None,
                notices: Notices | None = None, **options: Any) -> GameRecord:
    """Read a record from a file's bytes or from text (format sniffed unless ``fmt`` is given).

    Raises only :class:`KifuError`; what the reader forgave is appended to ``notices``.  An exception
    of any other kind is a bug of this program: it is logged with its traceback and reported as a
    KifuError with the code ``bug`` (the tests fail on it)."""
    if _is_empty(data):
        raise KifuError(fmt or format_for_name(name) or "kifu", 1, 1, "empty")
    if fmt is None:
        fmt = detect_format(data, name)
        if fmt is None:
            raise KifuError("kifu", 1, 1, "not-kifu")
    reader = _info(fmt).reader
    if notices is None:
        notices = []
    try:
        text = _decode(bytes(data), fmt, name) if isinstance(data, (bytes, bytearray)) else data
        return reader(text, notices=notices, **options)
    except KifuError:
        raise
    except Exception as exc:  # noqa: BLE001 - the last line: a reader bug reaches the user as a message
        log.exception("kifu reader bug (%s, %s)", fmt, os.fspath(name) if name is not None else "text")
        raise KifuError(fmt, 0, 0, "bug", type(exc).__name__) from exc


def format_record(record: GameRecord, fmt: str, **options: Any) -> str:
    """The record as text in ``fmt`` (ValueError when the format cannot hold the record)."""
    return _info(fmt).writer(record, **options)


def write_record(record: GameRecord, fmt: str, encoding: str | None = None, **options: Any) -> bytes:
    """The bytes of a file in ``fmt``, in ``encoding`` or else the one other programs expect for it
    (pass ``encoding="utf-8"`` for a .ki2u file)."""
    text = format_record(record, fmt, **options)
    if encoding is None:
        encoding = FORMATS[fmt].encoding
        if fmt == "csa" and options.get("version") == "2.2":
            encoding = "cp932"  # V2.2 files have no encoding line; readers assume Shift_JIS
    return encode(text, encoding, fmt)
