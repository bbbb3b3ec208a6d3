"""Text encodings of kifu files: UTF-8 (with or without BOM), Shift_JIS (as Windows' cp932) and EUC-JP.

Kifu for Windows writes .kif and .ki2 in Shift_JIS; ShogiHome and most web sites write .kifu and .ki2u
in UTF-8.  The extension is only a hint: a file that is valid UTF-8 is UTF-8 (Japanese Shift_JIS text
is practically never valid UTF-8), otherwise Shift_JIS, otherwise EUC-JP (old CSA servers).
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from .errors import KifuError

UTF8 = "utf-8"
UTF8_BOM = "utf-8-sig"
SHIFT_JIS = "cp932"
EUC_JP = "euc-jp"

_UTF8_EXTENSIONS = {".kifu", ".ki2u", ".jkf", ".json"}


@dataclass(frozen=True)
class Decoded:
    text: str
    encoding: str  # the codec name that decoded it: utf-8, utf-8-sig, utf-16, cp932 or euc-jp


def encoding_for_path(path: str | os.PathLike[str]) -> str:
    """The encoding other programs expect for a file name: UTF-8 for .kifu/.ki2u, else Shift_JIS."""
    ext = os.path.splitext(os.fspath(path))[1].lower()
    return UTF8 if ext in _UTF8_EXTENSIONS else SHIFT_JIS


def decode(data: bytes, fmt: str = "text", prefer: str | None = None) -> Decoded:
    """Decode kifu bytes, reporting the encoding found.

    ``prefer`` (an encoding name, e.g. from :func:`encoding_for_path`) only breaks ties for text that
    two encodings read the same way (plain ASCII).  Raises KifuError naming the first undecodable
    byte's line and column.
    """
    if data.startswith(b"\xef\xbb\xbf"):
        try:
            return Decoded(data[3:].decode(UTF8), UTF8_BOM)
        except UnicodeDecodeError as exc:
            raise _error(fmt, data, exc.start + 3, "bad-utf8-bom") from None
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return Decoded(data.decode("utf-16"), "utf-16")
        except UnicodeDecodeError as exc:
            raise _error(fmt, data, exc.start, "bad-utf16-bom") from None
    if prefer is not None and _norm(prefer) == SHIFT_JIS and data.isascii():
        return Decoded(data.decode("ascii"), SHIFT_JIS)
    try:
        return Decoded(data.decode(UTF8), UTF8)
    except UnicodeDecodeError:
        pass
    try:
        text = data.decode(SHIFT_JIS)
    except UnicodeDecodeError as exc:
        first_bad = exc.start
    else:
        # EUC-JP kanji often decode as Shift_JIS half-width katakana: prefer EUC-JP when it reads cleaner
        kana = _halfwidth_kana(text)
        if kana:
            try:
                other = data.decode(EUC_JP)
            except UnicodeDecodeError:
                pass
            else:
                if _halfwidth_kana(other) < kana:
                    return Decoded(other, EUC_JP)
        return Decoded(text, SHIFT_JIS)
    try:
        return Decoded(data.decode(EUC_JP), EUC_JP)
    except UnicodeDecodeError:
        pass
    raise _error(fmt, data, first_bad, "not-text")


def _halfwidth_kana(text: str) -> int:
    return sum(1 for ch in text if "\uff61" <= ch <= "\uff9f")


def encode(text: str, encoding: str, fmt: str = "text") -> bytes:
    """Encode for writing; a character the encoding cannot hold is a KifuError naming where it is."""
    try:
        return text.encode(encoding)
    except UnicodeEncodeError as exc:
        line = text.count("\n", 0, exc.start) + 1
        column = exc.start - (text.rfind("\n", 0, exc.start) + 1) + 1
        ch = text[exc.start]
        where = "Shift_JIS (.kif, .ki2; save as .kifu / .ki2u for UTF-8)" if _norm(encoding) == SHIFT_JIS else encoding
        raise KifuError(fmt, line, column, "unencodable", f"{ch!r} (U+{ord(ch):04X})", where) from None


def _norm(name: str) -> str:
    n = name.lower().replace("_", "-")
    if n in ("shift-jis", "sjis", "cp932", "ms932", "windows-31j", "shiftjis"):
        return SHIFT_JIS
    if n in ("utf8", "utf-8"):
        return UTF8
    return n


def _error(fmt: str, data: bytes, pos: int, code: str) -> KifuError:
    line = data.count(b"\n", 0, pos) + 1
    column = pos - (data.rfind(b"\n", 0, pos) + 1) + 1
    return KifuError(fmt, line, column, code, f"{data[pos]:02X}", pos)
