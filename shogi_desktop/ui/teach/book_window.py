"""Help → Rules Book: every page of the rules book (a variant, a sub-variant, the handicaps, a card of
each edition, a fairy, a magic) with its rule as plain text and a live example.

The contents list groups the pages by chapter (variants with their sub-variants under them, each card
edition, 王将ファンタジスタ with each fairy's magic under the fairy).  The example is a
:class:`~.mini_board.MiniBoard`: the reader plays any legal action of the core there (the powers the
page is about have their buttons under the board), "Show me" animates the page's key action from the
example position, "Start again" puts the example back.  A page with lessons offers them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.moves import move_to
from ...core.position import Position
from ...teaching.book import Page, RulesBook
from ...teaching.goals import Standing, standing
from ...teaching.setup import SetupError
from ...teaching.subjects import subjects
from ...teaching.texts import blocks
from ..game.movelist import line_texts
from ..text.names import ui_language
from .data import shared_book
from .mini_board import MiniBoard
from .texts import chapter_name, local
from .tree_width import fitted_width

PAGE_ROLE = Qt.ItemDataRole.UserRole
CAPTION_LINES = 4  # the example's caption, the tries, what a try did, one line to wrap


def page_plain_text(page: Page, language: str) -> str:
    """A page's rule and its notes as plain text: paragraphs, "• " list items, then the notes."""
    out: list[str] = []
    for kind, items in blocks(page.text.get(language)):
        out.append("\n".join(f"• {item}" for item in items) if kind == "list" else items[0])
    notes = [n.get(language) for n in page.notes if not n.empty]
    if notes:
        heading = "注意" if language == "ja" else "Watch out"
        out.append(heading + "\n" + "\n".join(f"• {n}" for n in notes))
    return "\n\n".join(out)


class RulesBookWindow(QDialog):
    def __init__(self, parent: QWidget | None = None, book: RulesBook | None = None, animation_ms: int = 180) -> None:
        super().__init__(parent)
        self.setObjectName("RulesBookWindow")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.book = book if book is not None else shared_book()
        self.open_lessons: Callable[[str], object] | None = None  # set by install.py: the lessons of a page
        self.lessons_of: Callable[[str], int] = lambda _pid: 0  # how many lessons practise a page
        self.contents = QTreeWidget(self)
        self.contents.setHeaderHidden(True)
        self.contents.setMinimumWidth(220)
        self.contents.currentItemChanged.connect(self._item_chosen)
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.summary = QLabel(self)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.text.setObjectName("RulesBookText")
        self.board = MiniBoard(self, animation_ms)
        self.board.action_chosen.connect(self._user_action)
        self.board.played.connect(lambda _text: self._say_standing())
        self.caption = QLabel(self)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._reserve_caption_lines()
        self.show_button = QPushButton(self)
        self.show_button.clicked.connect(lambda _c=False: self.show_me())
        self.reset_button = QPushButton(self)
        self.reset_button.clicked.connect(lambda _c=False: self.reset_example())
        self.lessons_button = QPushButton(self)
        self.lessons_button.clicked.connect(lambda _c=False: self._open_lessons())
        self.see_row = QHBoxLayout()
        self._build_layout()
        self._page: Page | None = None
        self._caption_text = ""
        self._language = ""
        self.resize(1100, 720)
        self.retranslate()
        self._fit_contents_width()

    def _build_layout(self) -> None:
        buttons = QHBoxLayout()
        for b in (self.show_button, self.reset_button, self.lessons_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        example = QWidget(self)
        ex = QVBoxLayout(example)
        ex.setContentsMargins(0, 0, 0, 0)
        ex.addWidget(self.board, 1)
        ex.addWidget(self.caption)
        ex.addLayout(buttons)
        reading = QWidget(self)
        rd = QVBoxLayout(reading)
        rd.setContentsMargins(0, 0, 0, 0)
        rd.addWidget(self.title)
        rd.addWidget(self.summary)
        rd.addWidget(self.text, 1)
        rd.addLayout(self.see_row)
        page = QSplitter(Qt.Orientation.Horizontal, self)
        page.addWidget(reading)
        page.addWidget(example)
        page.setStretchFactor(0, 1)
        page.setStretchFactor(1, 1)
        outer = QSplitter(Qt.Orientation.Horizontal, self)
        outer.addWidget(self.contents)
        outer.addWidget(page)
        outer.setStretchFactor(1, 1)
        outer.setSizes([240, 860])
        self._outer = outer
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.close)
        lay = QVBoxLayout(self)
        lay.addWidget(outer, 1)
        lay.addWidget(close)

    def _fit_contents_width(self) -> None:
        """Give the contents the width of their longest title ("Princess-Empress shogi, variant", a
        chapter's name), up to a third of the window, so the titles are not cut short."""
        total = self.width()
        left = fitted_width(self.contents, total)
        self._outer.setSizes([left, total - left])

    # ----------------------------------------------------------------- texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules Book"))
        self.show_button.setText(self.tr("Show me"))
        self.show_button.setToolTip(self.tr("Play the key action of this page on the board"))
        self.reset_button.setText(self.tr("Start again"))
        self.lessons_button.setText(self.tr("Practise this"))
        language = ui_language()
        if language != self._language:
            self._language = language
            current = self._page.id if self._page is not None else ""
            self._fill_contents()
            if current:
                self.show_page(current)
            elif self.contents.topLevelItemCount():
                first = self.page_item(next(iter(self.book.pages), ""))
                if first is not None:
                    self.contents.setCurrentItem(first)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._reserve_caption_lines()
        super().changeEvent(event)

    def _fill_contents(self) -> None:
        self.contents.blockSignals(True)
        self.contents.clear()
        fairy_of = {}
        fairy = ""
        for s in subjects():
            if s.kind == "fairy":
                fairy = s.page_id
            elif s.kind == "magic":
                fairy_of[s.page_id] = fairy
        for chapter, pages in self.book.chapters():
            top = QTreeWidgetItem([chapter_name(chapter)])
            top.setFlags(top.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.contents.addTopLevelItem(top)
            items: dict[str, QTreeWidgetItem] = {}
            for page in pages:
                parent_id = page.parent or fairy_of.get(page.id) or ("variant:standard" if page.id == "handicaps" else "")
                parent = items.get(parent_id, top)
                item = QTreeWidgetItem(parent, [local(page.title)])
                item.setData(0, PAGE_ROLE, page.id)
                item.setToolTip(0, local(page.summary))
                items[page.id] = item
            top.setExpanded(True)
        self.contents.blockSignals(False)

    # ----------------------------------------------------------------- pages
    def page_item(self, page_id: str) -> QTreeWidgetItem | None:
        stack = [self.contents.topLevelItem(i) for i in range(self.contents.topLevelItemCount())]
        while stack:
            item = stack.pop()
            if item is None:
                continue
            if item.data(0, PAGE_ROLE) == page_id:
                return item
            stack += [item.child(i) for i in range(item.childCount())]
        return None

    def page(self) -> Page | None:
        return self._page

    def show_page(self, page_id: str) -> bool:
        """Show the page ``page_id`` (False when the book has none)."""
        item = self.page_item(page_id)
        if item is None:
            return False
        self.contents.setCurrentItem(item)  # -> _item_chosen
        if self._page is None or self._page.id != page_id:
            self._show(self.book.page(page_id))
        return True

    def refresh_page(self) -> None:
        """Show the current page again (its links changed: the lessons window came to be)."""
        self._show(self._page)

    def _item_chosen(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        page_id = item.data(0, PAGE_ROLE) if item is not None else None
        if page_id:
            self._show(self.book.page(str(page_id)))

    def _show(self, page: Page | None) -> None:
        self._page = page
        if page is None:
            return
        lang = ui_language()
        self.title.setText(local(page.title))
        self.summary.setText(local(page.summary))
        self.text.setPlainText(page_plain_text(page, lang))
        self._fill_see(page)
        count = self.lessons_of(page.id)
        self.lessons_button.setVisible(count > 0 and self.open_lessons is not None)
        self.reset_example()

    def _fill_see(self, page: Page) -> None:
        while self.see_row.count():
            it = self.see_row.takeAt(0)
            w = it.widget() if it is not None else None
            if w is not None:
                w.hide()
                w.deleteLater()
        others = [p for p in (self.book.page(pid) for pid in page.see) if p is not None]
        if not others:
            return
        label = QLabel(self.tr("See also:"), self)
        self.see_row.addWidget(label)
        for other in others:
            b = QPushButton(local(other.title), self)
            b.setFlat(True)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.clicked.connect(lambda _c=False, pid=other.id: self.show_page(pid))
            self.see_row.addWidget(b)
        self.see_row.addStretch(1)

    # ----------------------------------------------------------------- the example
    def reset_example(self) -> None:
        page = self._page
        example = page.example if page is not None else None
        self.show_button.setEnabled(bool(example and example.show))
        if example is None:
            self.board.set_position(None)
            self.caption.setText("")
            return
        try:
            pos = example.position()
        except SetupError as exc:  # only a page file changed under the application
            self.board.set_position(None)
            self.caption.setText(str(exc))
            return
        self.board.set_position(pos)
        lang = ui_language()
        parts = [example.caption.get(lang)] if not example.caption.empty else []
        tries = [t for t in line_texts_each(pos, example.tries, lang) if t]
        if tries:
            parts.append(self.tr("Try these too, and compare: %1").replace("%1", "、".join(tries) if lang == "ja"
                                                                   else "; ".join(tries)))
        self._caption_text = "\n".join(parts)
        self.caption.setText(self._caption_text)

    def _reserve_caption_lines(self) -> None:
        """Room for the caption, the tries and what a try did: the board keeps its size as the text grows."""
        margins = self.caption.contentsMargins()
        self.caption.setMinimumHeight(CAPTION_LINES * self.caption.fontMetrics().lineSpacing()
                                      + margins.top() + margins.bottom())

    def _say_standing(self) -> None:
        """After an action on the example: mate, stalemate, or check with an answer, under the caption."""
        pos = self.board.position()
        if pos is None:
            return
        state, answer = standing(pos)
        if state is Standing.MATE:
            said = self.tr("Checkmate.")
        elif state is Standing.STALEMATE:
            said = self.tr("No legal move, and no check: stalemate, a loss for the side to move.")
        elif state is Standing.CHECK and answer is not None:
            last = pos.last_move()
            shown = (line_texts(pos, [answer], move_to(last) if isinstance(last, int) else None, ui_language())
                     or [answer])[0]  # 同玉 when the king takes the piece that checks
            said = self.tr("Check, but not mate: %1 answers it.").replace("%1", shown)
        else:
            said = ""
        self.caption.setText("\n".join(t for t in (self._caption_text, said) if t))

    def show_me(self, delay_ms: int | None = None) -> bool:
        """Put the example back and animate its key action."""
        page = self._page
        if page is None or page.example is None or not page.example.show:
            return False
        self.reset_example()
        return self.board.show_action(page.example.show, *(() if delay_ms is None else (delay_ms,)))

    def _user_action(self, action: object) -> None:
        self.board.play(action)  # the book lets the reader play any legal action

    def _open_lessons(self) -> None:
        if self._page is not None and self.open_lessons is not None:
            self.open_lessons(self._page.id)


def line_texts_each(pos: Position, actions: tuple[str, ...], language: str) -> list[str]:
    """Each action of ``actions`` (each from ``pos``) as the move list writes it."""
    out = []
    for text in actions:
        shown = line_texts(pos, [text], language=language)
        out.append(shown[0] if shown else text)
    return out
