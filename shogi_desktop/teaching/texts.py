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
