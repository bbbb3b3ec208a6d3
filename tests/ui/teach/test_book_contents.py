"""The rules book's and the lessons' contents show whole titles: "Princess-Empress shogi, va…", "Cards,
second edition (16 c…", "王将ファンタジスタ: fairies and …" and "The eight-way knight's smothered m…" were
cut short by a contents column narrower than they are."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from shogi_desktop.app import i18n
from shogi_desktop.app.lesson_files import ProgressStore
from shogi_desktop.ui.fonts import apply_ui_font
from shogi_desktop.ui.teach.book_window import RulesBookWindow
from shogi_desktop.ui.teach.lessons_window import LessonsWindow


@pytest.mark.parametrize("window_kind", ["book", "lessons"])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_contents_are_wide_enough_for_every_title_on_show(qtbot, qapp: QApplication, tmp_path, language: str,
                                                              window_kind: str) -> None:
    font = qapp.font()
    i18n.install_translations(qapp, language)
    apply_ui_font(language)
    try:
        window = (RulesBookWindow() if window_kind == "book"
                  else LessonsWindow(store=ProgressStore.load(tmp_path / "p.json"), animation_ms=0))
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        tree = window.contents if isinstance(window, RulesBookWindow) else window.tree
        widest = tree.sizeHintForColumn(0)  # the rows on show, with their indentation
        assert widest > 200
        assert tree.viewport().width() >= widest
        assert tree.width() <= window.width() // 3 + 1  # the page keeps most of the room
    finally:
        qapp.setFont(font)
        i18n.install_translations(qapp, "en")
