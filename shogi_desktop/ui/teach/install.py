"""The teaching windows of one main window: Help → Rules Book… and Help → Lessons…, one window of each
(made when first opened), linked to each other (a page's "Practise this", a lesson's "Read the rule").

:func:`install_teaching` adds the two entries to the Help menu; :func:`teaching_for` finds the
:class:`TeachingUI` of the window a widget belongs to (a dialog's parent, a dock's window), which the
"?" buttons use; a widget outside any main window gets a teaching UI of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from ...app.lesson_files import ProgressStore
from .data import builtin_topics, shared_book

if TYPE_CHECKING:
    from .book_window import RulesBookWindow
    from .lessons_window import LessonsWindow


class TeachingUI(QObject):
    def __init__(self, window: QWidget | None) -> None:
        super().__init__(window)
        self.setObjectName("TeachingUI")
        self.book_window: RulesBookWindow | None = None
        self.lessons_window: LessonsWindow | None = None
        self.animation_ms = 180
        self.act_book = QAction(self)
        self.act_book.setObjectName("RulesBookAction")
        self.act_book.triggered.connect(lambda _c=False: self.open_page(""))
        self.act_lessons = QAction(self)
        self.act_lessons.setObjectName("LessonsAction")
        self.act_lessons.triggered.connect(lambda _c=False: self.open_lessons(""))
        self.retranslate()

    def retranslate(self) -> None:
        self.act_book.setText(QCoreApplication.translate("Teaching", "Rules &Book (with examples to play)..."))
        self.act_lessons.setText(QCoreApplication.translate("Teaching", "&Lessons..."))

    def open_page(self, page_id: str) -> RulesBookWindow:
        """The rules book, at ``page_id`` when the book has that page."""
        if self.book_window is None:
            from .book_window import RulesBookWindow  # imported when first opened (start-up)

            # a window of its own, not the main window's child: a New Game dialog (window-modal) stays
            # open while the reader tries the page's example
            self.book_window = RulesBookWindow(None, animation_ms=self.animation_ms)
            self.destroyed.connect(self.book_window.deleteLater)
            self.book_window.open_lessons = self.open_lessons
            self.book_window.lessons_of = self._lesson_count
            self.book_window.refresh_page()  # "Practise this" now has somewhere to go
        if page_id:
            self.book_window.show_page(page_id)
        self.book_window.show()
        self.book_window.raise_()
        self.book_window.activateWindow()
        return self.book_window

    def open_lessons(self, page_id: str = "") -> LessonsWindow:
        """The lessons, at the first unsolved one on ``page_id`` when there is one."""
        if self.lessons_window is None:
            from .lessons_window import LessonsWindow

            self.lessons_window = LessonsWindow(None, ProgressStore.load(), book=shared_book(),
                                                animation_ms=self.animation_ms)
            self.destroyed.connect(self.lessons_window.deleteLater)
            self.lessons_window.open_page = self.open_page
            self.lessons_window.retranslate()  # the rule button now has somewhere to go
            if self.lessons_window.session is not None:
                self.lessons_window.open_lesson(self.lessons_window.session.lesson.id)
        elif not self.lessons_window.isVisible():
            self.lessons_window.reload()  # a lesson saved since it was last open appears
        if page_id:
            self.lessons_window.open_topic(page_id)
        self.lessons_window.show()
        self.lessons_window.raise_()
        self.lessons_window.activateWindow()
        return self.lessons_window

    def _lesson_count(self, page_id: str) -> int:
        if self.lessons_window is not None:
            return len(self.lessons_window.lessons.on_topic(page_id))
        return builtin_topics().get(page_id, 0)


def install_teaching(window: QWidget, help_menu: QMenu, before: QAction | None = None,
                     animation_ms: int = 180) -> TeachingUI:
    """Add Rules Book… and Lessons… to ``help_menu`` (before ``before``); the texts follow the language
    each time the menu opens.  ``animation_ms``: the boards' animations (the window's setting)."""
    ui = TeachingUI(window)
    ui.animation_ms = animation_ms
    if before is not None:
        help_menu.insertAction(before, ui.act_book)
        help_menu.insertAction(before, ui.act_lessons)
    else:
        help_menu.addAction(ui.act_book)
        help_menu.addAction(ui.act_lessons)
    help_menu.aboutToShow.connect(ui.retranslate)
    return ui


def teaching_for(widget: QWidget | None) -> TeachingUI:
    """The teaching UI of the main window ``widget`` belongs to (its own dialogs and docks included);
    a widget with none gets one of its own, parented to its top-level window."""
    w = widget
    while w is not None:
        found = w.findChild(TeachingUI, "TeachingUI")
        if isinstance(found, TeachingUI) and found.parent() is w:
            return found
        w = w.parentWidget()
    top = widget.window() if widget is not None else None
    return TeachingUI(top)
