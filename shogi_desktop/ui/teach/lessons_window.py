"""Help → Lessons: the short exercises, each played on a live board against a goal the core checks.

The list groups the lessons by the rules-book page they practise, a check mark on each solved one and
"N of M solved" above it.  A lesson shows its task, the board (:class:`~.mini_board.MiniBoard`) and
what the core thought of the last attempt: a wrong one is not played and the window says why (the
goal's misses, the lesson's own word on a tempting trap, a reply that refutes it); a right first move
of a longer line is played with the opponent's answer; a solve marks the lesson.  Hints come one at a
time, the solution on request (played on the board and written out).  Progress is kept in the user's
data folder through :class:`~shogi_desktop.app.lesson_files.ProgressStore`, saved after every change.

The built-in lessons come with the application; a teacher's files in the data folder's ``lessons``
folder are read too (the position editor saves there), and what is wrong in them is listed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
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

from ...app.lesson_files import ProgressStore, user_lesson_files
from ...teaching.book import RulesBook
from ...teaching.lessons import WARNINGS, Lesson, LessonSet, builtin_lesson_files, read_lessons
from ...teaching.problems import Problem
from ...teaching.session import LessonSession, Status, Verdict
from ...teaching.setup import SetupError, find_action
from ..dialogs.storage_notices import show_set_aside_notices
from ..game.movelist import line_texts
from ..text.names import ui_language
from .data import shared_book
from .mini_board import MiniBoard
from .texts import local, problem_text, verdict_text
from .tree_width import fitted_width

LESSON_ROLE = Qt.ItemDataRole.UserRole
REPLY_MS = 450  # the opponent's answer follows the player's right move after this pause
SOLUTION_MS = 650  # between the moves of a solution played on the board


def all_lessons(folder_files: list[Any] | None = None) -> tuple[LessonSet, list[Problem]]:
    """The built-in lessons and the user's own (the built-in ones are checked by the test suite, a
    teacher's are played through the core as they are read); every error of the user's files."""
    builtin, problems = read_lessons(builtin_lesson_files(), check=False)
    files = user_lesson_files() if folder_files is None else folder_files
    own, bad = read_lessons(files, known=builtin, check=True) if files else ([], [])
    problems = [p for p in problems + bad if p.code not in WARNINGS]
    return LessonSet(builtin + own), problems


class LessonsWindow(QDialog):
    def __init__(self, parent: QWidget | None = None, store: ProgressStore | None = None,
                 lessons: LessonSet | None = None, book: RulesBook | None = None, animation_ms: int = 180) -> None:
        super().__init__(parent)
        self.setObjectName("LessonsWindow")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.store = store if store is not None else ProgressStore.load()
        self.book = book if book is not None else shared_book()
        self.problems: list[Problem] = []
        self.order: list[str] = []  # the lesson ids as the list shows them (the rules book's order)
        if lessons is None:
            lessons, self.problems = all_lessons()
        self.lessons = lessons
        self.open_page: Callable[[str], object] | None = None  # set by install.py: the rules book at a page
        self.session: LessonSession | None = None
        self.animation_ms = animation_ms
        self._queue: list[str] = []  # the actions still to play on the board (a reply, a solution)
        self._demo = False  # the board plays the solution: the player waits for "Try again"
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_queued)
        self._build()
        self._language = ""
        self.resize(1080, 720)
        self.retranslate()
        # the lessons' titles whole ("The eight-way knight's smothered mate"), up to a third of the window
        left = fitted_width(self.tree, self.width())  # (the tree fills its column: no margins)
        self._split.setSizes([left, self.width() - left])
        if self.store.set_aside_notices:
            show_set_aside_notices(self, self.store.set_aside_notices)
            self.store.set_aside_notices = []

    def _build(self) -> None:
        self.count_label = QLabel(self)
        self.count_label.setTextFormat(Qt.TextFormat.PlainText)
        self.tree = QTreeWidget(self)
        self.tree.setHeaderHidden(True)
        self.tree.setMinimumWidth(300)
        self.tree.currentItemChanged.connect(self._item_chosen)
        self.file_problems = QLabel(self)
        self.file_problems.setTextFormat(Qt.TextFormat.PlainText)
        self.file_problems.setWordWrap(True)
        left = QWidget(self)
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.addWidget(self.count_label)
        ll.addWidget(self.tree, 1)
        ll.addWidget(self.file_problems)
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.task = QLabel(self)
        self.task.setTextFormat(Qt.TextFormat.PlainText)
        self.task.setWordWrap(True)
        self.board = MiniBoard(self, self.animation_ms)
        self.board.action_chosen.connect(self.attempt)
        self.feedback = QLabel(self)
        self.feedback.setObjectName("LessonFeedback")
        self.feedback.setTextFormat(Qt.TextFormat.PlainText)
        self.feedback.setWordWrap(True)
        # room kept for three lines of verdict and four of hints: the board does not jump when they change
        line = self.feedback.fontMetrics().lineSpacing()
        self.feedback.setMinimumHeight(4 * line + 12)
        self.feedback.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.help_text = QPlainTextEdit(self)
        self.help_text.setReadOnly(True)
        self.help_text.setFixedHeight(4 * line + 12)
        self.hint_button = QPushButton(self)
        self.hint_button.clicked.connect(lambda _c=False: self.show_hint())
        self.solution_button = QPushButton(self)
        self.solution_button.clicked.connect(lambda _c=False: self.show_solution())
        self.retry_button = QPushButton(self)
        self.retry_button.clicked.connect(lambda _c=False: self.restart())
        self.rule_button = QPushButton(self)
        self.rule_button.clicked.connect(lambda _c=False: self._open_rule())
        self.next_button = QPushButton(self)
        self.next_button.clicked.connect(lambda _c=False: self.next_lesson())
        buttons = QHBoxLayout()
        for b in (self.hint_button, self.solution_button, self.retry_button, self.rule_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        right = QWidget(self)
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.title)
        rl.addWidget(self.task)
        rl.addWidget(self.board, 1)
        said = QHBoxLayout()  # the verdict on the last attempt beside the hints asked for
        said.addWidget(self.feedback, 1)
        said.addWidget(self.help_text, 1)
        rl.addLayout(said)
        rl.addLayout(buttons)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        split.setSizes([320, 760])
        self._split = split
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.close)
        lay = QVBoxLayout(self)
        lay.addWidget(split, 1)
        lay.addWidget(close)

    # ----------------------------------------------------------------- texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Lessons"))
        self.hint_button.setText(self.tr("Hint"))
        self.solution_button.setText(self.tr("Show solution"))
        self.retry_button.setText(self.tr("Try again"))
        self.rule_button.setText(self.tr("Read the rule"))
        self.next_button.setText(self.tr("Next lesson"))
        self.help_text.setPlaceholderText(self.tr("Hints and the solution appear here when you ask for them."))
        if self.problems:
            self.file_problems.setText(self.tr("Some of your lesson files have problems; those lessons were left "
                                               "out:") + "\n" + "\n".join(problem_text(p) for p in self.problems[:12]))
        self.file_problems.setVisible(bool(self.problems))
        language = ui_language()
        if language != self._language:
            self._language = language
            self._fill_tree()
            if self.session is not None:
                self._show_texts()
            elif self.order:
                self.open_lesson(self.order[0])

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def reload(self) -> None:
        """Read the user's lesson files again (the position editor may have saved one since the window
        opened); the lesson on show stays."""
        self.lessons, self.problems = all_lessons()
        self._language = ""  # the list is filled again
        self.retranslate()

    def _fill_tree(self) -> None:
        current = self.session.lesson.id if self.session is not None else ""
        self.tree.blockSignals(True)
        self.tree.clear()
        self.order = []
        for topic, lessons in self.lessons.grouped(self.book.pages):
            page = self.book.page(topic)
            heading = local(page.title) if page is not None else self.tr("Your lessons")
            top = QTreeWidgetItem([heading])
            top.setFlags(top.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.tree.addTopLevelItem(top)
            for lesson in lessons:
                item = QTreeWidgetItem(top, [""])
                item.setData(0, LESSON_ROLE, lesson.id)
                self._mark(item, lesson)
                self.order.append(lesson.id)
            top.setExpanded(True)
        self.tree.blockSignals(False)
        if current:
            self._select(current)
        self._update_count()

    def _mark(self, item: QTreeWidgetItem, lesson: Lesson) -> None:
        done = self.store.progress.solved(lesson.id)
        item.setText(0, local(lesson.title))
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsUserCheckable)  # a mark the player cannot tick
        item.setCheckState(0, Qt.CheckState.Checked if done else Qt.CheckState.Unchecked)
        item.setToolTip(0, self.tr("Solved") if done else local(lesson.task))

    def _update_count(self) -> None:
        ids = [lesson.id for lesson in self.lessons]
        self.count_label.setText(self.tr("%1 of %2 lessons solved").replace(
            "%1", str(self.store.progress.count_solved(ids))).replace("%2", str(len(ids))))

    def lesson_item(self, lesson_id: str) -> QTreeWidgetItem | None:
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            for j in range(top.childCount() if top is not None else 0):
                child = top.child(j) if top is not None else None
                if child is not None and child.data(0, LESSON_ROLE) == lesson_id:
                    return child
        return None

    def _select(self, lesson_id: str) -> None:
        item = self.lesson_item(lesson_id)
        if item is not None:
            self.tree.blockSignals(True)
            self.tree.setCurrentItem(item)
            self.tree.blockSignals(False)

    def _item_chosen(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        lesson_id = item.data(0, LESSON_ROLE) if item is not None else None
        if lesson_id:
            self.open_lesson(str(lesson_id))

    # ----------------------------------------------------------------- one lesson
    def open_lesson(self, lesson_id: str) -> bool:
        lesson = self.lessons.get(lesson_id)
        if lesson is None:
            return False
        self._stop_queue()
        self._demo = False
        try:
            self.session = LessonSession(lesson)
        except SetupError as exc:  # a file changed under the application
            self.session = None
            self.feedback.setText(str(exc))
            return False
        self._select(lesson_id)
        self._show_texts()
        self.board.set_position(self.session.position, interactive=True)
        self.feedback.setText("")
        self._update_buttons()
        return True

    def open_topic(self, page_id: str) -> bool:
        """The first unsolved lesson on ``page_id`` (else its first lesson)."""
        on = self.lessons.on_topic(page_id)
        if not on:
            return False
        first = next((lesson for lesson in on if not self.store.progress.solved(lesson.id)), on[0])
        return self.open_lesson(first.id)

    def _show_texts(self) -> None:
        session = self.session
        if session is None:
            return
        lesson = session.lesson
        self.title.setText(local(lesson.title))
        side = self.tr("You play Black (☗).") if session.player == 0 else self.tr("You play White (☖).")
        self.task.setText(local(lesson.task) + "\n" + side)
        self._show_help()

    def _show_help(self) -> None:
        session = self.session
        if session is None:
            return
        lines = [self.tr("Hint %1: %2").replace("%1", str(i + 1)).replace("%2", local(h))
                 for i, h in enumerate(session.shown_hints())]
        if session.solution_shown:
            start = session.lesson.position()
            moves = line_texts(start, list(session.lesson.solution), language=ui_language())
            lines.append(self.tr("Solution: %1").replace("%1", "  ".join(moves)))
        self.help_text.setPlainText("\n".join(lines))

    def _update_buttons(self) -> None:
        session = self.session
        has = session is not None
        self.hint_button.setEnabled(has and session is not None and session.hints_shown < len(session.lesson.hints))
        self.solution_button.setEnabled(has)
        self.retry_button.setEnabled(has)
        topic = session.lesson.topic if session is not None else ""
        self.rule_button.setEnabled(bool(topic) and self.book.page(topic) is not None and self.open_page is not None)
        self.next_button.setEnabled(has and self._next_id() is not None)
        self.next_button.setDefault(bool(session and session.solved))

    # ----------------------------------------------------------------- attempts
    def attempt(self, action: object) -> Verdict | None:
        """The player's action (from the board) checked by the lesson's session."""
        session = self.session
        if session is None or self._queue:
            return None
        before = session.position.copy()
        verdict = session.attempt(action)
        lesson_id = session.lesson.id
        if verdict.status is Status.WRONG:
            if verdict.why is not None and verdict.why.value != "finished":
                self.store.progress.note_attempt(lesson_id, solved=False)
                self.store.save()
            self.feedback.setText(verdict_text(verdict, self._refutation_text(before, verdict)))
            self.board.set_position(session.position, interactive=not session.solved)
            self._set_tone("wrong")
            return verdict
        self.board.set_interactive(False)
        self.board.play(verdict.action)
        if verdict.status is Status.NOT_YET:
            assert verdict.reply is not None
            shown = line_texts(self.board.position() or before, [verdict.reply], language=ui_language())
            self.feedback.setText(self.tr("Right. The answer is %1; your move again.").replace(
                "%1", shown[0] if shown else verdict.reply))
            self._set_tone("")
            self._queue = [verdict.reply]
            self._timer.start(self._delay(REPLY_MS))
            return verdict
        self.store.progress.note_attempt(lesson_id, solved=True)
        self.store.save()
        done = local(session.lesson.done)
        self.feedback.setText(done or self.tr("Solved!"))
        self._set_tone("solved")
        item = self.lesson_item(lesson_id)
        if item is not None:
            self._mark(item, session.lesson)
        self._update_count()
        self._update_buttons()
        return verdict

    def _refutation_text(self, before: Any, verdict: Verdict) -> str:
        if not verdict.refutation:
            return ""
        action = find_action(before, verdict.action)
        if action is None:
            return verdict.refutation
        after = before.copy()
        after.push(action)
        shown = line_texts(after, [verdict.refutation], language=ui_language())
        return shown[0] if shown else verdict.refutation

    def _set_tone(self, tone: str) -> None:
        colour = {"wrong": "#a0281e", "solved": "#1d6b2a"}.get(tone, "")
        self.feedback.setStyleSheet(f"color: {colour}; font-weight: bold;" if colour else "")

    def _delay(self, ms: int) -> int:
        return ms if self.animation_ms > 0 else 0

    def _play_queued(self) -> None:
        if not self._queue:
            return
        self.board.play(self._queue.pop(0))
        if self._queue:
            self._timer.start(self._delay(SOLUTION_MS))
            return
        session = self.session
        live = session is not None and not session.solved and not self._demo
        self.board.set_interactive(live)
        self._update_buttons()

    def _stop_queue(self) -> None:
        self._timer.stop()
        self._queue = []

    def wait_for_board(self) -> None:
        """Play at once what the board still has queued (a reply, a solution): for tests and for a
        lesson left in the middle of an animation."""
        while self._queue:
            self._timer.stop()
            self._play_queued()

    # ----------------------------------------------------------------- help
    def show_hint(self) -> bool:
        session = self.session
        if session is None or session.next_hint() is None:
            return False
        self.store.progress.note_hints(session.lesson.id, session.hints_shown)
        self.store.save()
        self._show_help()
        self._update_buttons()
        return True

    def show_solution(self) -> None:
        """Write the solution out and play it on the board from the lesson's start."""
        session = self.session
        if session is None:
            return
        self._stop_queue()
        session.solution()
        self.store.progress.note_solution_shown(session.lesson.id)
        self.store.save()
        self._show_help()
        session.reset()
        self.board.set_position(session.position, interactive=False)
        self._demo = True
        self._queue = list(session.lesson.solution)
        self.feedback.setText(self.tr("The solution is played on the board. Press Try again to play it yourself."))
        self._set_tone("")
        self._timer.start(self._delay(SOLUTION_MS))

    def restart(self) -> None:
        session = self.session
        if session is None:
            return
        self._stop_queue()
        session.reset()
        self._demo = False
        self.board.set_position(session.position, interactive=True)
        self.feedback.setText("")
        self._set_tone("")
        self._update_buttons()

    def _next_id(self) -> str | None:
        ids = self.order
        if self.session is None or self.session.lesson.id not in ids:
            return ids[0] if ids else None
        i = ids.index(self.session.lesson.id)
        return ids[i + 1] if i + 1 < len(ids) else None

    def next_lesson(self) -> bool:
        nxt = self._next_id()
        return self.open_lesson(nxt) if nxt is not None else False

    def _open_rule(self) -> None:
        if self.session is not None and self.session.lesson.topic and self.open_page is not None:
            self.open_page(self.session.lesson.topic)
