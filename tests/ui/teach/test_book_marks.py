"""The rules book names the sides with the marks the window shows beside the board (☗ Black, ☖ White):
the player panels and the status bar say "☗ 先手", so a page saying "先手（▲）" sent a reader looking for
a mark that is not there (▲ △ are the marks of the moves in a Japanese kifu, which a page may mention as such)."""

from __future__ import annotations

import re

from shogi_desktop.teaching.book import load_book
from shogi_desktop.ui.teach.book_window import page_plain_text
from shogi_desktop.ui.text.names import side_mark

# a side's name with a mark in brackets right after it: 先手（☗）, Black (☗, sente)
SIDE_WITH_MARK = re.compile(r"(先手|後手|Black|White)\s?[（(]([▲△▼▽☗☖])")
SIDE_COLOR = {"先手": 0, "Black": 0, "後手": 1, "White": 1}


def test_the_pages_name_the_sides_with_the_marks_beside_the_board() -> None:
    seen = 0
    for page in load_book().pages.values():
        for language in ("ja", "en"):
            text = page_plain_text(page, language) + "\n" + page.summary.get(language)
            for side, mark in SIDE_WITH_MARK.findall(text):
                assert mark == side_mark(SIDE_COLOR[side]), (page.id, language, side, mark)
                seen += 1
    assert seen >= 4  # the standard page introduces both sides in both languages
