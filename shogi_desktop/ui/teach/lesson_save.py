"""The position editor's "Save as Lesson…": the position on the editor's board becomes a one-move lesson
file in the user's lessons folder (``lessons/*.toml`` in the data folder), which the Lessons window reads
and a teacher edits further (longer lines, traps, more hints: docs/lessons.md).

The teacher names the lesson in either language or both, says what the move must do (checkmate,
capture on a square, reach a square, give check, use a card or magic) and picks the solution among the
moves the core finds that do it.  The text is checked by the lesson loader before it is written
(every problem is listed, translated, with its line); the file is written atomically under a new name,
never over an existing file.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from ...app.lesson_files import lessons_dir, user_lesson_files
from ...app.storage import atomic_write
from ...core.actions import Action
from ...core.position import Position
from ...core.tables import parse_square
from ...teaching.goals import Goal
from ...teaching.lessons import WARNINGS, Lesson
from ...teaching.texts import Text
from ...teaching.writer import check_text, format_lesson, lesson_from_position, solving_actions, suggest_id
from ..game.movelist import line_texts
from ..text.names import ui_language
from .texts import problem_text

GOALS = ("mate", "capture", "reach", "check", "use")


def goal_of(kind: str, square: str = "", power: str = "") -> Goal | None:
    """The goal of the dialog's choice (None while a square it needs is not a square)."""
    if kind == "mate":
        return Goal(mate=1)
    if kind == "check":
        return Goal(check=True)
    if kind == "use":
        return Goal(use=power) if power else None
    try:
        parse_square(square.strip())
    except (ValueError, KeyError, IndexError):
        return None
    return Goal(capture=(square.strip(),)) if kind == "capture" else Goal(reach=square.strip())


def free_path(folder: Path, stem: str) -> Path:
    """``folder/stem.toml``, or ``stem-2.toml``, ``stem-3.toml``… when it exists: never an existing file."""
    path, n = folder / f"{stem}.toml", 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}.toml"
    return path


class SaveLessonDialog(QDialog):
    def __init__(self, pos: Position, parent: QWidget | None = None, folder: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SaveLessonDialog")
        self.start = pos.copy()
        self.folder = folder if folder is not None else lessons_dir()
        self.saved_path: Path | None = None
        self.title_ja, self.title_en = QLineEdit(self), QLineEdit(self)
        self.task_ja, self.task_en = QLineEdit(self), QLineEdit(self)
        self.goal = QComboBox(self)
        self.square = QLineEdit(self)
        self.square.setMaxLength(2)
        self.square.setPlaceholderText("5c")
        self.power = QComboBox(self)
        for name in sorted({a.name for a in self.start.legal_actions() if isinstance(a, Action)}):
            self.power.addItem(name, name)
        self.solution = QComboBox(self)
        self.hints_ja, self.hints_en = QPlainTextEdit(self), QPlainTextEdit(self)
        for edit in (self.hints_ja, self.hints_en):
            edit.setMaximumHeight(70)
        self.problems = QLabel(self)
        self.problems.setTextFormat(Qt.TextFormat.PlainText)
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #a0281e;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        self.form = QFormLayout()
        lay = QVBoxLayout(self)
        lay.addLayout(self.form)
        lay.addWidget(self.problems)
        lay.addWidget(self.buttons)
        for w in (self.goal, self.power):
            w.currentIndexChanged.connect(lambda _i: self._refresh())
        self.square.textChanged.connect(lambda _t: self._refresh())
        self.retranslate()
        self._refresh()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Save as Lesson"))
        while self.form.rowCount():
            self.form.takeRow(0)
        rows = [(self.tr("Title (Japanese):"), self.title_ja), (self.tr("Title (English):"), self.title_en),
                (self.tr("Task (Japanese):"), self.task_ja), (self.tr("Task (English):"), self.task_en),
                (self.tr("The move must:"), self.goal), (self.tr("Square:"), self.square),
                (self.tr("Card or magic:"), self.power), (self.tr("Solution:"), self.solution),
                (self.tr("Hints (Japanese, one a line):"), self.hints_ja),
                (self.tr("Hints (English, one a line):"), self.hints_en)]
        for label, widget in rows:
            self.form.addRow(label, widget)
        current = self.goal.currentData()
        self.goal.blockSignals(True)
        self.goal.clear()
        names = {"mate": self.tr("checkmate"), "capture": self.tr("capture the piece on the square"),
                 "reach": self.tr("bring a piece to the square"), "check": self.tr("give check"),
                 "use": self.tr("use a card or magic")}
        for kind in GOALS:
            if kind != "use" or self.power.count():
                self.goal.addItem(names[kind], kind)
        self.goal.setCurrentIndex(max(0, self.goal.findData(current)))
        self.goal.blockSignals(False)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def current_goal(self) -> Goal | None:
        return goal_of(str(self.goal.currentData() or "mate"), self.square.text(), str(self.power.currentData() or ""))

    def _refresh(self) -> None:
        kind = self.goal.currentData()
        self.square.setEnabled(kind in ("capture", "reach"))
        self.power.setEnabled(kind == "use")
        goal = self.current_goal()
        self.solution.clear()
        for text in solving_actions(self.start, goal) if goal is not None else []:
            shown = line_texts(self.start, [text], language=ui_language())
            self.solution.addItem(f"{shown[0]}  ({text})" if shown else text, text)
        if goal is None:
            self.problems.setText(self.tr("Give a square such as 5c."))
        elif not self.solution.count():
            self.problems.setText(self.tr("No legal move does that in this position."))
        else:
            self.problems.setText("")
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        if ok is not None:
            ok.setEnabled(self.solution.count() > 0)

    def lesson(self) -> Lesson:
        """The lesson as the dialog's fields give it (its id made from the title, free in the folder)."""
        goal = self.current_goal() or Goal()
        title = Text(self.title_ja.text().strip(), self.title_en.text().strip())
        task = Text(self.task_ja.text().strip(), self.task_en.text().strip())
        ja = [h.strip() for h in self.hints_ja.toPlainText().splitlines() if h.strip()]
        en = [h.strip() for h in self.hints_en.toPlainText().splitlines() if h.strip()]
        n = max(len(ja), len(en))
        hints = [Text(ja[i] if i < len(ja) else "", en[i] if i < len(en) else "") for i in range(n)]
        taken = [p.stem for p in user_lesson_files(self.folder)]
        lesson_id = suggest_id(title.en or title.ja or "lesson", taken)
        return lesson_from_position(lesson_id, self.start, goal, [str(self.solution.currentData() or "")], title,
                                    task, hints)

    def save(self) -> bool:
        """Check the lesson as the loader will read it, then write it; False (and the problems listed)
        when it has an error or cannot be written."""
        lesson = self.lesson()
        text = format_lesson(lesson)
        path = free_path(self.folder, lesson.id)
        errors = [p for p in check_text(text, path.name) if p.code not in WARNINGS]
        if errors:
            self.problems.setText("\n".join(problem_text(p) for p in errors))
            return False
        try:
            atomic_write(path, text)
        except OSError as exc:
            self.problems.setText(self.tr("The lesson could not be saved in %1: %2").replace(
                "%1", str(path)).replace("%2", exc.strerror or str(exc)))
            return False
        self.saved_path = path
        self.accept()
        return True
