"""A small Qt Linguist ``.ts`` reader and ``.qm`` writer in pure Python (no Qt).

The application builds its ``.qm`` files at run time from the shipped ``.ts`` sources.  Qt's own
``lrelease`` does that where it exists (it comes with PySide6); this writer is the fallback for a
bundle or an install without it.  It writes what ``QTranslator`` reads: the hash table (ELF hash of
source text + comment, sorted), the messages (context, source text, comment and UTF-16 translations)
and the numerus rules for the languages we ship.  Like ``lrelease``'s defaults it keeps unfinished
translations that are not empty and drops vanished and obsolete ones.

API: ``read_ts(path) -> TsFile`` and ``write_qm(ts, path)``.
"""

from __future__ import annotations

import struct
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

QM_MAGIC = bytes([0x3C, 0xB8, 0x64, 0x18, 0xCA, 0xEF, 0x9C, 0x95, 0xCD, 0x21, 0x1C, 0xBF, 0x60, 0xA1, 0xBD, 0xDD])

_TAG_HASHES = 0x42
_TAG_MESSAGES = 0x69
_TAG_NUMERUS_RULES = 0x88
_TAG_LANGUAGE = 0xA7

_T_END = 1
_T_TRANSLATION = 3
_T_SOURCE = 6
_T_CONTEXT = 7
_T_COMMENT = 8

# Qt's numerus rules (qtranslator/numerus): English-style "n == 1", Japanese one form.
_Q_EQ = 0x01
_NUMERUS_RULES: dict[str, bytes] = {
    "en": bytes([_Q_EQ, 1]),
    "ja": b"",
}


@dataclass
class TsMessage:
    context: str
    source: str
    comment: str = ""
    translations: list[str] = field(default_factory=list)  # one, or one per numerus form
    numerus: bool = False
    kind: str = ""  # the translation's type attribute: "", "unfinished", "vanished", "obsolete"

    @property
    def translated(self) -> bool:
        return bool(self.translations) and all(self.translations) and self.kind in ("", "unfinished")


@dataclass
class TsFile:
    language: str
    messages: list[TsMessage]


def read_ts(path: Path) -> TsFile:
    root = ET.parse(path).getroot()
    language = root.get("language", "") or ""
    messages: list[TsMessage] = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            numerus = msg.get("numerus") == "yes"
            kind = tr.get("type", "") if tr is not None else "unfinished"
            if tr is None:
                texts: list[str] = []
            elif numerus:
                texts = [nf.text or "" for nf in tr.iter("numerusform")]
            else:
                texts = [tr.text or ""]
            messages.append(TsMessage(name, msg.findtext("source") or "", msg.findtext("comment") or "",
                                      texts, numerus, kind or ""))
    return TsFile(language, messages)


def elf_hash(data: bytes) -> int:
    h = 0
    for byte in data:
        h = ((h << 4) + byte) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h or 1


def _block(tag: int, data: bytes) -> bytes:
    return struct.pack(">BI", tag, len(data)) + data


def write_qm(ts: TsFile, path: Path) -> int:
    """Write the .qm for ``ts``; returns the number of translations written."""
    lang = ts.language.split("_")[0].lower()
    entries: list[tuple[int, bytes]] = []
    for m in ts.messages:
        if m.kind not in ("", "unfinished") or not m.translations or not all(m.translations):
            continue
        source = m.source.encode("utf-8")
        comment = m.comment.encode("utf-8")
        body = bytearray()
        for text in m.translations:
            utf16 = text.encode("utf-16-be")
            body += struct.pack(">BI", _T_TRANSLATION, len(utf16)) + utf16
        if m.context:
            ctx = m.context.encode("utf-8")
            body += struct.pack(">BI", _T_CONTEXT, len(ctx)) + ctx
        body += struct.pack(">BI", _T_SOURCE, len(source)) + source
        body += struct.pack(">BI", _T_COMMENT, len(comment)) + comment
        body.append(_T_END)
        entries.append((elf_hash(source + comment), bytes(body)))
    messages = bytearray()
    offsets: list[tuple[int, int]] = []
    for h, data in entries:
        offsets.append((h, len(messages)))
        messages += data
    offsets.sort()
    hashes = b"".join(struct.pack(">II", h, off) for h, off in offsets)
    out = bytearray(QM_MAGIC)
    if ts.language:
        out += _block(_TAG_LANGUAGE, ts.language.encode("utf-8"))
    rules = _NUMERUS_RULES.get(lang, b"")
    if rules:
        out += _block(_TAG_NUMERUS_RULES, rules)
    out += _block(_TAG_HASHES, hashes)
    out += _block(_TAG_MESSAGES, bytes(messages))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(out))
    return len(entries)
