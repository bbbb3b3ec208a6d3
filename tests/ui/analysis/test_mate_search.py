"""Analysis → Mate Search… in the window: the search runs in its own process while the window stays
responsive, shows progress, can be cancelled, and records the mate as a line in the move list."""

from __future__ import annotations

from collections.abc import Iterator

import cshogi
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from shogi_desktop.app.settings import Settings
from shogi_desktop.core.record import GameRecord
from shogi_desktop.ui.analysis.mate_dialog import MateSearchDialog
from shogi_desktop.ui.game.controller import GameSetup
from shogi_desktop.ui.main_window import MainWindow

WAIT_MS = 60000
MATE3 = "6s2/8k/6+B2/7rP/9/9/9/9/6K2 b Lrb4g3s4n3l17p 1"  # a mate in 3 from a real game (L*1c)
# a mate in 13 the first search needs well over 60,000 positions (more than a second here) to find
HARD = "5g2l/R1r4+L1/2kpn4/2p1p2Pp/3P1p3/P1P1PP3/1P2S3P/L1K1G4/3G4+p b BSNL4Pbg2s2n 1"


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    settings = Settings.load()
    settings.animation_ms = 0
    settings.mute = True
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.mate_search.shutdown()
    w.analysis_dock.shutdown()
    w.ai.shutdown()


def _study(w: MainWindow, sfen: str) -> None:
    w.controller.load_record(GameRecord.new(sfen=sfen))


def test_the_mate_is_cshogis_and_in_three() -> None:
    board = cshogi.Board(MATE3)
    dfpn = cshogi.DfPn()
    assert dfpn.search(board) and len(dfpn.get_pv(board)) == 3


def test_mate_search_records_the_line_in_the_move_list(window: MainWindow, qtbot: QtBot) -> None:
    _study(window, MATE3)
    start = window.controller.current
    menu = window.analysis_dock.menu
    assert window.mate_search.action in menu.actions()
    window.mate_search.action.trigger()
    dialog = window.mate_search.dialog
    assert isinstance(dialog, MateSearchDialog) and dialog.running
    qtbot.waitUntil(lambda: not dialog.running, timeout=WAIT_MS)
    assert len(dialog.result_line) == 3
    assert dialog.answer.textFormat() == Qt.TextFormat.PlainText
    assert "3" in dialog.answer.text()
    # the board stays; the line follows the searched position in the record
    assert window.controller.current is start
    nodes = dialog.result_nodes
    assert [n.usi for n in nodes] == dialog.result_line and nodes[0].parent is start
    board = cshogi.Board(MATE3)
    for usi in dialog.result_line:
        board.push_usi(usi)
    assert board.is_game_over()
    first = window.controller.record.position_at(start).legal_move_from_usi(dialog.result_line[0])
    assert window.scene.overlays.best == first  # the first move is the board's arrow
    # the move list shows it: stepping forward follows the line
    window.controller.forward()
    assert window.controller.current is nodes[0]
    dialog.close()


def test_progress_and_cancel(window: MainWindow, qtbot: QtBot) -> None:
    _study(window, HARD)
    dialog = window.mate_search.open()
    assert dialog is not None
    qtbot.waitUntil(lambda: "," in dialog.progress.text() or "s" in dialog.progress.text().split()[-1],
                    timeout=WAIT_MS)
    qtbot.waitUntil(lambda: any(ch.isdigit() for ch in dialog.progress.text()), timeout=WAIT_MS)
    assert dialog.cancel_button.isEnabled() and not dialog.start_button.isEnabled()
    dialog.cancel_button.click()
    qtbot.waitUntil(lambda: not dialog.running, timeout=WAIT_MS)
    assert dialog.answer.text() and dialog.result_line == []
    assert dialog.start_button.isEnabled()
    assert not window.controller.current.children  # nothing recorded
    dialog.close()


def test_no_mate_is_said_plainly(window: MainWindow, qtbot: QtBot) -> None:
    _study(window, "4k4/9/9/9/9/9/9/9/4K4 b - 1")
    dialog = window.mate_search.open()
    assert dialog is not None
    qtbot.waitUntil(lambda: not dialog.running, timeout=WAIT_MS)
    assert dialog.answer.text() == dialog.tr("There is no mate: every check has been refuted.")
    dialog.close()


def test_a_game_in_progress_keeps_its_record(window: MainWindow, qtbot: QtBot) -> None:
    window.controller.new_game(GameSetup(sfen=MATE3))  # type: ignore[call-arg]
    dialog = window.mate_search.open()
    assert dialog is not None
    qtbot.waitUntil(lambda: not dialog.running, timeout=WAIT_MS)
    assert len(dialog.result_line) == 3 and dialog.result_nodes == []
    assert not window.controller.current.children  # the players' next move is theirs
    dialog.close()


def test_in_check_is_refused_with_a_message(window: MainWindow) -> None:
    _study(window, "4k4/9/9/9/9/9/9/4r4/4K4 b G 1")
    assert window.mate_search.open() is None
    assert "check" in window.statusBar().currentMessage()


def test_a_long_mate_shows_whole_in_the_dialog(window: MainWindow, qtbot: QtBot) -> None:
    """A long mate's line wraps to several lines: the dialog grows so that none of them is cut off."""
    _study(window, HARD)
    dialog = window.mate_search.open()
    assert dialog is not None
    qtbot.waitUntil(lambda: not dialog.running, timeout=WAIT_MS)
    assert len(dialog.result_line) >= 9
    answer = dialog.answer
    assert answer.text().count(" ") > 9 and answer.text().endswith("after this position.")
    assert answer.height() >= answer.heightForWidth(answer.width())
    assert answer.geometry().bottom() < dialog.buttons.geometry().top()
    dialog.close()
