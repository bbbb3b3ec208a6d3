"""The rules book and the lessons in the window (issue 18, items 2 and 3), driven by mouse clicks on the
mini-board's view and on the windows' buttons.

Every page is opened in both languages and its example's key action is played by clicks (a plain move
from square to square or hand to square, a card or magic by its button and then the squares card mode
highlights); the board then shows what the core says the action leads to.  A lesson is solved by clicks,
a wrong move is refused with the core's reason, progress survives a new window, and the "?" buttons
open the page of what they stand beside.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from shogi_desktop.app.lesson_files import ProgressStore
from shogi_desktop.core.actions import Action
from shogi_desktop.core.position import NSQ, Position, is_drop, is_promotion, make_move, move_from, move_to
from shogi_desktop.core.tables import parse_square
from shogi_desktop.teaching.book import Page, load_book
from shogi_desktop.teaching.setup import find_action
from shogi_desktop.ui.teach.book_window import RulesBookWindow, page_plain_text
from shogi_desktop.ui.teach.help_buttons import PageButton
from shogi_desktop.ui.teach.install import teaching_for
from shogi_desktop.ui.teach.lessons_window import LessonsWindow, all_lessons
from shogi_desktop.ui.teach.mini_board import MiniBoard

LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier
BOOK = load_book()


def click_scene(board: MiniBoard, p: QPointF) -> None:
    QTest.mouseClick(board.view.viewport(), LEFT, NOMOD, board.view.mapFromScene(p))


def click_move(board: MiniBoard, m: int) -> None:
    """A plain move or drop: its piece (or hand slot), then its square, then the chooser if it asks."""
    pos = board.position()
    assert pos is not None
    scene = board.scene
    start = scene.hand_slot_center(pos.side, move_from(m) - NSQ) if is_drop(m) else scene.square_center(move_from(m))
    click_scene(board, start)
    click_scene(board, scene.square_center(move_to(m)))
    if not is_drop(m) and make_move(move_from(m), move_to(m), not is_promotion(m)) in pos.legal_moves():
        chooser = scene.chooser
        assert chooser is not None
        click_scene(board, chooser.option_rect(is_promotion(m)).center())


def click_special(board: MiniBoard, action: Action) -> None:
    """A card or magic: its button under the board, then each click card mode asks for."""
    pos = board.position()
    assert pos is not None
    button = board.buttons[action.name]
    QTest.mouseClick(button, LEFT)
    mode = board.active_mode()
    if mode is None:  # a right with nothing to choose is played at once
        return
    for sp in mode.spelling_of(pos, action):
        kind, value = sp.click
        p = board.scene.square_center(value) if kind == "sq" else board.scene.hand_slot_center(pos.side, value)
        click_scene(board, p)
        if not mode.active:
            break
    if mode.active and mode.menu is None:
        stop = mode.stop_square()
        assert stop is not None, str(action)
        click_scene(board, board.scene.square_center(stop))
    if mode.menu is not None:
        next(a for a in mode.menu.actions() if a.data() == str(action)).trigger()


def click_action(board: MiniBoard, text: str) -> None:
    pos = board.position()
    assert pos is not None
    action = find_action(pos, text)
    assert action is not None, text
    if isinstance(action, int):
        click_move(board, action)
    elif action.name == "lion":  # on the board itself: the lion, its first step, its second
        squares = [action.steps[0][:2]] + [step[2:4] for step in action.steps]
        for sq in squares:
            click_scene(board, board.scene.square_center(parse_square(sq)))
    else:
        click_special(board, action)


def expected_after(pos: Position, text: str) -> str:
    after = pos.copy()
    after.push(find_action(after, text))
    return after.sfen()


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication):  # type: ignore[no-untyped-def]
    from shogi_desktop.app.i18n import install_translations

    install_translations(qapp, request.param)  # type: ignore[arg-type]
    yield request.param
    install_translations(qapp, "en")  # type: ignore[arg-type]


def pages_with_examples() -> list[Page]:
    return [p for p in BOOK.pages.values() if p.example is not None and p.example.show]


@pytest.mark.parametrize("language", ["ja", "en"], indirect=True)
def test_every_page_opens_and_its_key_action_is_played_by_clicks(qtbot: QtBot, language: str) -> None:
    w = RulesBookWindow(animation_ms=0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert w.windowTitle() == ("ルールブック" if language == "ja" else "Rules Book")
    pages = list(BOOK.pages.values())
    assert len(pages) > 100
    for page in pages:
        assert w.show_page(page.id), page.id
        assert w.title.text() == page.title.get(language) != ""
        shown = w.text.toPlainText()
        assert shown == page_plain_text(page, language) and len(shown) > 20, page.id
        if language == "ja":
            assert any(ord(ch) > 0x3000 for ch in shown), page.id
        example = page.example
        if example is None or not example.show:
            continue
        start = example.position()
        board_pos = w.board.position()
        assert board_pos is not None and board_pos.sfen() == start.sfen(), page.id
        expected = expected_after(start, example.show)
        click_action(w.board, example.show)
        after = w.board.position()
        assert after is not None and after.sfen() == expected, (page.id, example.show)
        # "Show me" puts the example back and plays the same action
        assert w.show_me(delay_ms=0)
        after = w.board.position()
        assert after is not None and after.sfen() == expected, page.id
    assert {p.id for p in pages_with_examples()} <= {p.id for p in pages}


def test_show_me_draws_the_arrow_first_and_a_try_is_played_on_the_page_board(qtbot: QtBot) -> None:
    w = RulesBookWindow(animation_ms=0)
    qtbot.addWidget(w)
    w.show()
    assert w.show_page("cards2:reflect-bishop")
    page = BOOK.page("cards2:reflect-bishop")
    assert page is not None and page.example is not None
    start = page.example.position()
    QTest.mouseClick(w.show_button, LEFT)
    assert w.board.showing() and w.board.scene.best_move() is not None  # the arrow, before the move
    qtbot.waitUntil(lambda: not w.board.showing(), timeout=3000)
    pos = w.board.position()
    assert pos is not None and pos.sfen() == expected_after(start, page.example.show)
    QTest.mouseClick(w.reset_button, LEFT)
    pos = w.board.position()
    assert pos is not None and pos.sfen() == start.sfen()
    for text in page.example.tries:
        w.reset_example()
        click_action(w.board, text)
        pos = w.board.position()
        assert pos is not None and pos.sfen() == expected_after(start, text), text
    assert "Try these too, and compare: " in w.caption.text()


def test_a_try_on_the_example_says_whether_it_mates(qtbot: QtBot) -> None:
    """The standard page's 頭金: the gold drop mates ("Show me"), the pawn's promotion and the gold beside
    the king only check, and the caption names the king's answer, a capture of the piece that checks."""
    w = RulesBookWindow(animation_ms=0)
    qtbot.addWidget(w)
    w.show()
    assert w.show_page("variant:standard")
    base = w.caption.text()
    click_action(w.board, "5c5b+")
    assert w.caption.text().startswith(base + "\n") and "Check, but not mate: " in w.caption.text()
    assert "answers it." in w.caption.text()
    said = w.caption.text().rsplit(":", 1)[1]
    assert said == " Kx5b answers it."  # the king takes (同玉 in Japanese)
    w.reset_example()
    assert w.caption.text() == base
    click_action(w.board, "G*4b")
    assert "Check, but not mate: " in w.caption.text() and "4b" in w.caption.text().rsplit(":", 1)[1]
    assert w.show_me(0)
    qtbot.waitUntil(lambda: not w.board.showing(), timeout=3000)
    assert w.caption.text() == base + "\nCheckmate."
    w.reset_example()
    click_action(w.board, "5i4h")  # a quiet move: nothing is said
    assert w.caption.text() == base


def test_the_example_board_keeps_its_size_as_the_caption_grows(qtbot: QtBot) -> None:
    """What a try did is a line more under the caption: the board above it must not shrink for it."""
    w = RulesBookWindow(animation_ms=0)
    qtbot.addWidget(w)
    w.resize(1000, 640)
    w.show()
    qtbot.waitExposed(w)
    assert w.show_page("variant:standard")
    QApplication.processEvents()
    before = w.board.size()
    lines = w.caption.text().count("\n")
    assert w.show_me(0)
    qtbot.waitUntil(lambda: not w.board.showing(), timeout=3000)
    QApplication.processEvents()
    assert w.caption.text().count("\n") == lines + 1
    assert w.board.size() == before


def test_the_contents_group_pages_by_chapter(qtbot: QtBot) -> None:
    w = RulesBookWindow(animation_ms=0)
    qtbot.addWidget(w)
    tops = [w.contents.topLevelItem(i).text(0) for i in range(w.contents.topLevelItemCount())]  # type: ignore[union-attr]
    assert len(tops) == 4 and tops[0] == "Variants"
    sub = w.page_item("variant:eight-knight:4")
    assert sub is not None and sub.parent() is w.page_item("variant:eight-knight")
    magic = w.page_item("magic:fire-dragon")
    assert magic is not None and magic.parent() is w.page_item("fairy:hiko")
    card1 = w.page_item("cards1:swap-rook")
    assert card1 is not None and card1.parent() is not None and card1.parent().parent() is None  # type: ignore[union-attr]


# ----------------------------------------------------------------- lessons
def lessons_window(qtbot: QtBot, path: Path) -> LessonsWindow:
    w = LessonsWindow(store=ProgressStore.load(path), animation_ms=0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_a_lesson_is_solved_by_clicks_and_the_progress_survives_a_new_window(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "lessons.json"
    w = lessons_window(qtbot, path)
    lessons, problems = all_lessons([])
    assert not problems and len(lessons) >= 40
    lesson = next(lesson for lesson in lessons if len(lesson.solution) >= 3)  # moves and replies: a mate in 3
    assert w.open_lesson(lesson.id)
    item = w.lesson_item(lesson.id)
    assert item is not None and item.checkState(0) == Qt.CheckState.Unchecked
    assert w.title.text() == lesson.title.get("en")
    for i in range(0, len(lesson.solution) - 1, 2):
        click_action(w.board, lesson.solution[i])
        assert "Right" in w.feedback.text()
        w.wait_for_board()  # the reply is played on the board
        pos = w.board.position()
        assert pos is not None and w.session is not None and pos.sfen() == w.session.position.sfen()
        assert not w.session.solved
    click_action(w.board, lesson.solution[-1])
    assert w.session is not None and w.session.solved
    assert w.feedback.text() == (lesson.done.en or "Solved!")
    item = w.lesson_item(lesson.id)
    assert item is not None and item.checkState(0) == Qt.CheckState.Checked
    assert w.count_label.text().startswith("1 of ")
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["lessons"][lesson.id]["solved"] is True
    w.close()
    again = lessons_window(qtbot, path)
    item = again.lesson_item(lesson.id)
    assert item is not None and item.checkState(0) == Qt.CheckState.Checked
    assert again.count_label.text().startswith("1 of ")
    assert again.order[0] == lessons_first(again) and again.order[0].startswith("standard")  # the book's order
    QTest.mouseClick(again.next_button, LEFT)
    assert again.session is not None and again.session.lesson.id == again.order[1]


def lessons_first(w: LessonsWindow) -> str:
    """The lesson a new window opens first (the first of the list)."""
    item = w.tree.currentItem()
    assert item is not None
    return str(item.data(0, Qt.ItemDataRole.UserRole))


def test_a_wrong_move_is_refused_with_the_reason_and_counted(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "lessons.json"
    w = lessons_window(qtbot, path)
    lessons, _ = all_lessons([])
    lesson = next(lesson for lesson in lessons if lesson.goal.mate and len(lesson.solution) == 1)
    assert w.open_lesson(lesson.id)
    start = lesson.position()
    wrong = next(a for a in start.legal_moves() if start.move_to_usi(a) != lesson.solution[0]
                 and not is_drop(a) and not _mates(start, a))
    click_move(w.board, wrong)
    assert w.session is not None and not w.session.solved and w.session.wrong_attempts == 1
    assert "not checkmate" in w.feedback.text() or "not the move" in w.feedback.text()
    pos = w.board.position()
    assert pos is not None and pos.sfen() == start.sfen()  # not played
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["lessons"][lesson.id] == {"solved": False, "attempts": 1, "hints": 0, "solution": False,
                                           "first_solved": ""}


def test_an_illegal_try_says_which_rule_forbids_it(qtbot: QtBot, tmp_path: Path) -> None:
    """"Not with the pawn": the pawn drop that would mate is refused, and the feedback names 打ち歩詰め (the
    core's reason), not only that the move is illegal."""
    w = lessons_window(qtbot, tmp_path / "lessons.json")
    assert w.open_lesson("standard-no-pawn-mate")
    start = w.board.position()
    assert start is not None
    drop = start.parse_usi("P*1b")
    assert drop not in start.legal_moves()
    click_move(w.board, drop)
    assert w.session is not None and w.session.wrong_attempts == 1
    assert w.feedback.text() == "That move is not legal here.\nCheckmate by a pawn drop (打ち歩詰め)."


def _mates(pos: Position, m: int) -> bool:
    p = pos.copy()
    p.push(m)
    out = p.outcome()
    return out is not None and out.winner == pos.side


def test_hints_and_the_solution_on_request(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "lessons.json"
    w = lessons_window(qtbot, path)
    lessons, _ = all_lessons([])
    lesson = next(lesson for lesson in lessons if len(lesson.hints) >= 2)
    assert w.open_lesson(lesson.id)
    QTest.mouseClick(w.hint_button, LEFT)
    assert lesson.hints[0].get("en") in w.help_text.toPlainText()
    assert lesson.hints[1].get("en") not in w.help_text.toPlainText()
    QTest.mouseClick(w.solution_button, LEFT)
    w.wait_for_board()
    pos = w.board.position()
    end = lesson.position()
    for text in lesson.solution:
        end.push(find_action(end, text))
    assert pos is not None and pos.sfen() == end.sfen()
    assert "Solution:" in w.help_text.toPlainText()
    record = json.loads(path.read_text(encoding="utf-8"))["lessons"][lesson.id]
    assert record["hints"] == 1 and record["solution"] is True and record["solved"] is False
    QTest.mouseClick(w.retry_button, LEFT)
    pos = w.board.position()
    assert pos is not None and pos.sfen() == lesson.position().sfen()


# ----------------------------------------------------------------- the position editor's lesson
def test_a_position_saved_as_a_lesson_is_read_back_and_solved(qtbot: QtBot, tmp_path: Path) -> None:
    from shogi_desktop.teaching.lessons import read_lessons
    from shogi_desktop.ui.teach.lesson_save import SaveLessonDialog

    pos = Position.from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1")  # G*5b mates
    folder = tmp_path / "lessons"
    dialog = SaveLessonDialog(pos, folder=folder)
    qtbot.addWidget(dialog)
    dialog.title_en.setText("Head mate")
    dialog.task_en.setText("Mate in one.")
    dialog.hints_en.setPlainText("Drop the gold.\n")
    assert dialog.goal.currentData() == "mate"
    assert [dialog.solution.itemData(i) for i in range(dialog.solution.count())] == ["G*5b"]
    existing = folder / "head-mate.toml"
    folder.mkdir()
    existing.write_text("# the teacher's own file\n", encoding="utf-8")
    assert dialog.save()
    assert dialog.saved_path is not None and dialog.saved_path != existing
    assert existing.read_text(encoding="utf-8") == "# the teacher's own file\n"  # never written over
    lessons, problems = read_lessons([dialog.saved_path])
    assert [p for p in problems if p.code.value != "incomplete-text"] == [] and len(lessons) == 1
    lesson = lessons[0]
    assert lesson.goal.mate == 1 and lesson.solution == ("G*5b",) and lesson.hints[0].en == "Drop the gold."
    w = LessonsWindow(store=ProgressStore.load(tmp_path / "p.json"), animation_ms=0)
    qtbot.addWidget(w)
    w.lessons.lessons[lesson.id] = lesson
    assert w.open_lesson(lesson.id)
    click_action(w.board, "G*5b")
    assert w.session is not None and w.session.solved


def test_saving_a_lesson_without_a_title_lists_the_problem(qtbot: QtBot, tmp_path: Path) -> None:
    from shogi_desktop.ui.teach.lesson_save import SaveLessonDialog

    dialog = SaveLessonDialog(Position.from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"), folder=tmp_path)
    qtbot.addWidget(dialog)
    assert not dialog.save()
    assert "title" in dialog.problems.text() and not list(tmp_path.iterdir())
    dialog.goal.setCurrentIndex(dialog.goal.findData("capture"))
    dialog.square.setText("zz")
    assert "such as 5c" in dialog.problems.text() and not dialog.solution.count()


# ----------------------------------------------------------------- the "?" buttons and the Help menu
def main_window(qtbot: QtBot):  # type: ignore[no-untyped-def]
    from shogi_desktop.app.settings import Settings
    from shogi_desktop.ui.main_window import MainWindow

    settings = Settings.load()
    settings.animation_ms = 0
    settings.mute = True
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    return w


def page_buttons(widget: QWidget) -> list[PageButton]:
    return [b for b in widget.findChildren(PageButton) if b.isVisibleTo(widget)]


def opened_page(button: PageButton) -> str:
    QTest.mouseClick(button, LEFT)
    ui = teaching_for(button)
    assert ui.book_window is not None and ui.book_window.isVisible()
    page = ui.book_window.page()
    return page.id if page is not None else ""


def test_the_help_menu_opens_the_book_and_the_lessons(qtbot: QtBot) -> None:
    w = main_window(qtbot)
    actions = {a.objectName(): a for a in w.menu_help.actions()}
    actions["RulesBookAction"].trigger()
    ui = teaching_for(w)
    assert ui.book_window is not None and ui.book_window.isVisible() and ui.book_window.page() is not None
    actions["LessonsAction"].trigger()
    assert ui.lessons_window is not None and ui.lessons_window.isVisible()
    assert ui.lessons_window.session is not None
    QTest.mouseClick(ui.lessons_window.rule_button, LEFT)  # the lesson's page in the book
    page = ui.book_window.page()
    assert page is not None and page.id == ui.lessons_window.session.lesson.topic
    ui.book_window.show_page("cards2:rewind")
    QTest.mouseClick(ui.book_window.lessons_button, LEFT)  # and back: the page's lesson
    assert ui.lessons_window.session.lesson.topic == "cards2:rewind"


def test_the_new_game_question_marks_open_the_chosen_variant_card_and_fairy(qtbot: QtBot) -> None:
    w = main_window(qtbot)
    w.new_game_dialog()
    dialog = w.new_game_dialog_widget
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData("eight-knight"))
    sub = dialog.subvariant_list
    sub.setCurrentRow(3)
    chosen = dialog.variant_id()
    assert ":" in chosen
    assert opened_page(dialog.variant_page_button) == f"variant:{chosen}"
    dialog.card_box.set_addon("cards1")
    assert opened_page(dialog.card_box.page_button) == "addon:cards1"
    dialog.card_box.subset_radio.setChecked(True)
    dialog.card_box.subset_list.setCurrentRow(2)
    card = dialog.card_box.subset_list.currentItem().data(Qt.ItemDataRole.UserRole)  # type: ignore[union-attr]
    assert opened_page(dialog.card_box.page_button) == f"cards1:{card}"
    box = dialog.fantasista_box
    assert not box.isChecked() and not box.fairy_combos[0].isEnabled()  # the add-on is off …
    assert opened_page(box.fairy_page_buttons[0]).startswith("fairy:")  # … and its "?" still answers
    box.setChecked(True)
    box.setChecked(False)
    assert box.fairy_page_buttons[1].isEnabled()
    dialog.fantasista_box.set_options("fantasista", None)
    dialog.fantasista_box.set_fairy(1, "yokaku")
    assert opened_page(dialog.fantasista_box.fairy_page_buttons[1]) == "fairy:yokaku"
    # the dialog stays open (window-modal) and the book beside it still takes the reader's clicks
    assert dialog.isVisible() and dialog.windowModality() != Qt.WindowModality.NonModal
    book = teaching_for(w).book_window
    assert book is not None
    book.show_page("standard" if book.book.page("standard") else "variant:standard")
    before = book.board.position().sfen()  # type: ignore[union-attr]
    handle = book.windowHandle()  # a click through the window system, which blocks a window under a modal one
    assert handle is not None
    QTest.mouseClick(handle, LEFT, NOMOD, book.show_button.mapTo(book, book.show_button.rect().center()))
    qtbot.waitUntil(lambda: book.board.position().sfen() != before, timeout=3000)  # type: ignore[union-attr]
    dialog.reject()


def test_the_card_and_magic_docks_question_marks_open_each_page(qtbot: QtBot) -> None:
    w = main_window(qtbot)
    w.start_from_sfen("4k4/9/9/9/9/9/9/9/4K4 b - 1", "standard+cards2")
    from shogi_desktop.core.addons.cards import EDITIONS

    qtbot.waitUntil(lambda: len(page_buttons(w.card_dock)) == 2 * len(EDITIONS[2]), timeout=3000)
    buttons = page_buttons(w.card_dock)
    assert {opened_page(b) for b in buttons} == {f"cards2:{c}" for c in EDITIONS[2]}
    # Black holds a fire dragon token and the rook awakening; White has no fairy
    w.start_from_sfen("4k4/9/9/4g2s1/9/9/9/7R1/4K4 b - 2 magic:hiko+fire-dragon:D*1+rook-awakening*1/none/15/0",
                      "standard+fantasista")
    qtbot.waitUntil(lambda: len(page_buttons(w.magic_dock)) == 4, timeout=3000)
    pages = [opened_page(b) for b in page_buttons(w.magic_dock)]
    assert sorted(pages) == ["addon:fantasista", "fairy:hiko", "magic:fire-dragon", "magic:rook-awakening"]
    book = teaching_for(w).book_window
    assert book is not None and all(book.book.page(p) is not None for p in pages)


def test_the_position_editor_saves_its_position_as_a_lesson(qtbot: QtBot, tmp_path: Path) -> None:
    from shogi_desktop.app.lesson_files import lessons_dir, user_lesson_files
    from shogi_desktop.ui.dialogs.position_editor import PositionEditorDialog
    from shogi_desktop.ui.teach.lesson_save import SaveLessonDialog

    editor = PositionEditorDialog(None, start="4k4/9/4P4/9/9/9/9/9/4K4 b G 1")
    qtbot.addWidget(editor)
    editor.show()
    QTest.mouseClick(editor.lesson_button, LEFT)
    dialog = editor.lesson_dialog
    assert isinstance(dialog, SaveLessonDialog)
    dialog.title_ja.setText("頭金")
    dialog.task_ja.setText("一手で詰ませましょう。")
    assert dialog.save()
    assert user_lesson_files() == [dialog.saved_path] and dialog.saved_path.parent == lessons_dir()
    lessons, problems = all_lessons()  # the Lessons window reads the user's folder
    assert not problems and any(lesson.title.ja == "頭金" for lesson in lessons)
    assert dialog.saved_path is not None
    saved_id = next(lesson.id for lesson in lessons if lesson.title.ja == "頭金")
    w = main_window(qtbot)
    ui = teaching_for(w)
    window = ui.open_lessons()
    window.close()
    (lessons_dir() / "second.toml").write_text(
        dialog.saved_path.read_text(encoding="utf-8").replace(f'id = "{saved_id}"', 'id = "second"'), encoding="utf-8")
    assert ui.open_lessons() is window and window.lessons.get("second") is not None  # read again when reopened
    assert window.lesson_item("second") is not None
    editor.load(Position.from_sfen("4k4/9/9/9/9/9/9/9/3KK4 b - 1"))
    assert not editor.lesson_button.isEnabled()  # two kings of one side: no game can be played from it
    assert editor.save_as_lesson() is None
