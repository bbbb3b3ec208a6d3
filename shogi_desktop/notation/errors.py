"""Errors of the kifu readers: the format, the line and column, and what was expected.

A reader that fails part-way keeps what it read: ``partial`` holds the GameRecord up to the
error (or None), so the application can offer it instead of losing the game.
"""

from __future__ import annotations

from typing import Any


class KifuError(ValueError):
    def __init__(self, fmt: str, line: int, column: int, message: str, partial: Any = None) -> None:
        self.format = fmt
        self.line = line
        self.column = column
        self.message = message
        self.partial = partial
        where = f"line {line}, column {column}" if line else "input"
        super().__init__(f"{fmt}: {where}: {message}")
