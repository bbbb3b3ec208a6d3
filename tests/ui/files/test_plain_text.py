"""Issue 13, item 23: text from a file or an engine is shown as plain text.  A kifu whose header names a
player ``<h1 …>…</h1><img src=…>`` must neither grow the window nor load the image; comments, file
names and engine words are shown as written."""

from __future__ import annotations

import html
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from shogi_desktop.core.outcome import Outcome, Termination
from shogi_desktop.ui.text.plain import escape_markup, plain_tooltip
from tests.ui.files.test_file_actions import make_window, no_questions, open_with_dialog, wait_load


@pytest.fixture
def picture(tmp_path: Path) -> Path:
    """A big local image that rich text would load and lay out."""
    image = QImage(1800, 1600, QImage.Format.Format_RGB32)
    image.fill(QColor("red"))
    path = tmp_path / "big.png"
    assert image.save(str(path))
    return path


def hostile_kif(tmp_path: Path, picture: Path) -> Path:
    markup = f'<h1 style="font-size:300px">Huge</h1><img src="{picture}" width="1800" height="1600">'
    text = ("手合割：平手\n"
            f"先手：{markup}\n"
            f"後手：<b>bold</b><img src='{picture}'>\n"
            "手数----指手---------消費時間--\n"
            "   1 ７六歩(77)   ( 0:05/00:00:05)\n"
            f"*<img src=\"{picture}\"><h1>comment</h1>\n"
            "   2 ３四歩(33)   ( 0:03/00:00:03)\n")
    path = tmp_path / "hostile.kifu"
    path.write_text(text, encoding="utf-8")
    return path


def test_markup_in_a_kifu_is_shown_as_written(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                              picture: Path) -> None:
    w = make_window(qtbot)
    w.resize(1100, 720)
    qtbot.waitExposed(w)
    before = w.size()
    no_questions(monkeypatch)
    assert open_with_dialog(qtbot, monkeypatch, w, hostile_kif(tmp_path, picture))
    QCoreApplication.processEvents()
    names = {w.bottom_panel.name.text(), w.top_panel.name.text()}
    assert any(n.startswith("<h1") for n in names) and any(n.startswith("<b>bold</b>") for n in names)
    for label in (w.bottom_panel.name, w.top_panel.name, w.turn_label):
        assert label.textFormat() == Qt.TextFormat.PlainText
        assert label.sizeHint().height() < 4 * label.fontMetrics().height()  # no 300 px heading, no picture
    assert w.size() == before  # the window did not grow
    assert w.minimumSizeHint().width() < 1300 and w.minimumSizeHint().height() < 900
    c = w.controller
    c.go_to(c.record.main_line()[1])
    item = w.move_list.item_for(c.current)
    assert item is not None
    tip = item.toolTip(1)
    assert "&lt;img src=" in tip and "<img" not in tip  # the comment's tool tip shows the markup as text
    assert w.move_list.comment.toPlainText().startswith("<img src=")


def test_a_file_name_with_markup_in_a_message(qtbot: QtBot, tmp_path: Path, picture: Path) -> None:
    w = make_window(qtbot)
    bad = picture.parent / f"<b>x<img src='{picture.name}'>.kif"  # (a file name cannot hold a "/")
    bad.write_text("手合割：平手\n手数----指手---------消費時間--\n   1 ９九玉(11)\n", encoding="utf-8")
    assert not wait_load(qtbot, w, lambda: w.files.open_path(bad, ask=False))
    boxes = [b for b in w.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1
    box = boxes[0]
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert "<img src=" in box.text()
    info = box.findChild(QLabel, "qt_msgbox_informativelabel")
    assert info is not None and info.textFormat() == Qt.TextFormat.PlainText


def test_names_in_the_game_over_and_confirmation_boxes(qtbot: QtBot) -> None:
    from shogi_desktop.ui.dialogs.game_over import GameOverDialog
    from shogi_desktop.ui.game.controller import GameSetup

    w = make_window(qtbot)
    w.new_game(GameSetup(black_name="<h1>B</h1>", white_name="<i>W</i>"))
    box = w.resign()
    assert box is not None and box.textFormat() == Qt.TextFormat.PlainText
    assert "<h1>B</h1>" in box.informativeText()
    box.close()
    w.controller.resign()
    dialog = w.game_over_dialog
    assert isinstance(dialog, GameOverDialog)
    assert dialog.headline.textFormat() == Qt.TextFormat.PlainText and "<i>W</i>" in dialog.headline.text()
    other = GameOverDialog(Outcome(Termination.RESIGNATION, 1), w.controller.record)
    qtbot.addWidget(other)
    assert other.headline.textFormat() == Qt.TextFormat.PlainText


def test_an_engines_words_in_the_analysis_panel(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    dock = w.analysis_dock
    for label in (dock.status_label, dock.eval_label, dock.detail_label, dock.line_label):
        assert label.textFormat() == Qt.TextFormat.PlainText


def test_plain_tooltips() -> None:
    assert plain_tooltip("") == ""
    tip = plain_tooltip("a < b & <img src='x.png'>\nnext line")
    assert "<img" not in tip and "&lt;img src='x.png'&gt;" in tip and "a &lt; b &amp;" in tip
    assert "white-space:pre-wrap" in tip  # line breaks kept


def test_escape_markup_is_htmls_escape_without_quotes() -> None:
    rng = random.Random(5)
    alphabet = "&<>\"'a 先手;#x\n"
    samples = ["", "&amp;", "<h1>先手</h1>", "a & b < c > d", "\"quoted\" 'single'"]
    samples += ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 30))) for _ in range(300)]
    for text in samples:
        assert escape_markup(text) == html.escape(text, quote=False)
