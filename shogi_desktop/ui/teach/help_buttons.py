"""The "?" button beside a variant, card or magic wherever it is chosen: it opens the rules book at that
page (the page is asked for when the button is clicked, so it follows the current choice).

    button = page_button(parent, lambda: variant_page(dialog.variant_id()))   # the current choice
    button = page_button(parent, card_page("rewind", 2))                      # a fixed page
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QToolButton, QWidget

from ...teaching.subjects import variant_page_ids
from .data import shared_book


def variant_page(variant_id: str) -> str:
    """The page of a game's variant id (``eight-knight:4+cards2`` -> ``variant:eight-knight:4``), or ""."""
    page = shared_book().for_variant(variant_id or "")
    return page.id if page is not None else (variant_page_ids(variant_id)[-1] if variant_id else "")


def card_page(card: str, edition: int) -> str:
    return f"cards{edition}:{card}"


def magic_page(magic: str) -> str:
    return f"magic:{magic}"


def fairy_page(fairy: str) -> str:
    return f"fairy:{fairy}"


def addon_page(addon: str) -> str:
    return f"addon:{addon}"


class PageButton(QToolButton):
    """A small "?" opening the rules book at ``page_of()`` (a page the book lacks opens the book as it
    was)."""

    def __init__(self, parent: QWidget, page_of: Callable[[], str]) -> None:
        super().__init__(parent)
        self.setObjectName("RulesPageButton")
        self.page_of = page_of
        self.setText("?")
        self.setAutoRaise(True)
        self.setFixedWidth(self.fontMetrics().horizontalAdvance("?") + 12)  # narrow: it sits beside every card
        self.retranslate()
        self.clicked.connect(lambda _c=False: self.open())

    def retranslate(self) -> None:
        self.setToolTip(QCoreApplication.translate("Teaching", "Open the rules book at this page (with an example to play)"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def page_id(self) -> str:
        return self.page_of()

    def open(self) -> object:
        from .install import teaching_for  # the windows are imported when first opened

        return teaching_for(self).open_page(self.page_id())


def page_button(parent: QWidget, page: str | Callable[[], str]) -> PageButton:
    """A "?" for a fixed page id, or for the page ``page()`` names when it is clicked."""
    if isinstance(page, str):
        return PageButton(parent, lambda: page)
    return PageButton(parent, page)
