"""A text in both languages of the application."""

from __future__ import annotations

from dataclasses import dataclass

LANGUAGES = ("ja", "en")


@dataclass(frozen=True)
class Text:
    """One string in Japanese and English.  A teacher's file may give only one of them: ``get`` then
    falls back to the other, so a lesson written in Japanese alone still shows in an English window."""

    ja: str
    en: str

    def get(self, language: str) -> str:
        first, second = (self.ja, self.en) if language == "ja" else (self.en, self.ja)
        return first or second

    @property
    def complete(self) -> bool:
        """Both languages are given (every built-in page and lesson is)."""
        return bool(self.ja.strip()) and bool(self.en.strip())

    @property
    def empty(self) -> bool:
        return not self.ja.strip() and not self.en.strip()


EMPTY = Text("", "")


def blocks(text: str) -> list[tuple[str, list[str]]]:
    """A page's text as blocks for a plain-text widget: ``("p", [paragraph])`` for a paragraph (its
    lines joined) and ``("list", [item, ...])`` for a run of lines starting with "- "; a blank line ends
    a block."""
    out: list[tuple[str, list[str]]] = []
    lines: list[str] = []
    items: list[str] = []

    def flush() -> None:
        if lines:
            out.append(("p", ["".join(lines) if _cjk(lines) else " ".join(lines)]))
            lines.clear()
        if items:
            out.append(("list", list(items)))
            items.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("- "):
            if lines:
                flush()
            items.append(line[2:].strip())
        elif items and not lines and raw.startswith("  "):
            items[-1] += " " + line  # a list item continued on the next line
        else:
            if items:
                flush()
            lines.append(line)
    flush()
    return out


def _cjk(lines: list[str]) -> bool:
    """Japanese lines are joined without a space."""
    return any(ord(ch) > 0x3000 for ch in lines[0][-1:])
