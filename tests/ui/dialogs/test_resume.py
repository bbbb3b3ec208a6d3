"""After a crash the next start offers the unfinished game: Resume restores it exactly (moves, current
move, players, clocks), Discard keeps the file aside; starting the window never wipes a waiting autosave."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from shogi_desktop.app.autosave import Autosave, autosave_path, clock_to_json
from shogi_desktop.app.settings import Settings
from shogi_desktop.core.clock import TimeControl
from shogi_desktop.core.tables import parse_square
from shogi_desktop.notation.native import format_native
from shogi_desktop.ui.dialogs.resume import ResumeDialog, offer_resume
from shogi_desktop.ui.game.controller import GameSetup
from shogi_desktop.ui.main_window import MainWindow


class FakeTime:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def make(qtbot: QtBot) -> MainWindow:
    s = Settings.load()
    s.animation_ms = 0
    s.mute = True
    w = MainWindow(s)
    qtbot.addWidget(w)
    w.show()
    return w


def play_a_game(qtbot: QtBot, t: FakeTime) -> MainWindow:
    w = make(qtbot)
    w.controller.time_source = t
    w.new_game(GameSetup(black_name="Kato", white_name="Oyama", white_human=True,
                         time_control=TimeControl(600, 30, 0)))
    for usi, secs in (("7g7f", 5), ("3c3d", 12), ("2g2f", 3), ("8c8d", 20)):
        t.now += secs
        assert w.controller.try_move(w.controller.position().parse_usi(usi))
    w.controller.set_comment(w.controller.current, "a plan")
    t.now += 9  # Black thinks; then the program dies
    assert w.controller.autosave_now()
    return w


def test_resume_restores_the_game_exactly(qtbot: QtBot) -> None:
    t = FakeTime()
    first = play_a_game(qtbot, t)
    before_record = format_native(first.controller.record)
    assert first.controller.clock is not None
    before_clock = clock_to_json(first.controller.clock)
    game_id = first.controller.game_id
    first.controller.autosave = None  # the "crashed" process writes nothing more
    first.close()

    second = make(qtbot)  # a new start: its empty first game must not wipe the autosave
    assert autosave_path().is_file()
    t2 = FakeTime()
    second.controller.time_source = t2
    box = offer_resume(second)
    assert isinstance(box, ResumeDialog) and box.isVisible()
    assert "4 moves" in box.text() and "Kato" in box.informativeText() and "Oyama" in box.informativeText()
    QTest.mouseClick(box.resume_button, Qt.MouseButton.LeftButton)

    c = second.controller
    assert format_native(c.record) == before_record
    assert c.record.current.comment == "a plan"
    assert c.names == ["Kato", "Oyama"] and c.game_id == game_id
    assert c.setup.time_control == TimeControl(600, 30, 0)
    assert c.clock is not None and clock_to_json(c.clock) == before_clock
    assert c.clock.side == 0 and c.clock.move_time() == 9  # Black's thinking time goes on
    assert second.scene.piece_item_at(parse_square("7f")) is not None  # the board shows it
    assert second.bottom_panel.name.text() == "Kato"
    # play on: the next ply is autosaved, its time counted from the restored clock
    t2.now += 1
    assert c.try_move(c.position().parse_usi("2f2e"))
    assert c.current.time_spent == 10
    assert Autosave().load().record.moves_usi() == ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e"]
    # the end clears it and puts the game in the library
    c.resign()
    assert not autosave_path().exists()
    info = second.library_service().library().get(game_id)
    assert info is not None and info.plies == 5 and info.black == "Kato"


def test_discard_keeps_the_game_aside(qtbot: QtBot) -> None:
    first = play_a_game(qtbot, FakeTime())
    text = autosave_path().read_text()
    first.controller.autosave = None
    first.close()
    second = make(qtbot)
    box = offer_resume(second)
    assert box is not None
    QTest.mouseClick(box.discard_button, Qt.MouseButton.LeftButton)
    kept = list(autosave_path().parent.glob("autosave-discarded-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == text
    assert not autosave_path().exists()
    assert second.controller.record.root.children == []  # the new empty game stays
    assert str(kept[0]) in second.status_text()
    assert offer_resume(second) is None


def test_closing_the_box_also_keeps_the_game(qtbot: QtBot) -> None:
    first = play_a_game(qtbot, FakeTime())
    first.controller.autosave = None
    first.close()
    second = make(qtbot)
    box = offer_resume(second)
    assert box is not None
    QTest.keyClick(box, Qt.Key.Key_Escape)
    assert not autosave_path().exists()
    assert len(list(Path(autosave_path().parent).glob("autosave-discarded-*.json"))) == 1


def test_nothing_to_offer(qtbot: QtBot) -> None:
    w = make(qtbot)
    assert offer_resume(w) is None
    for usi in ("7g7f", "3c3d"):
        w.controller.try_move(w.controller.position().parse_usi(usi))
    w.controller.resign()  # finished: cleared
    assert offer_resume(w) is None
    w.new_game()
    w.controller.try_move(w.controller.position().parse_usi("7g7f"))
    assert autosave_path().exists()
    w.controller.take_back()  # the move taken back stays (Redo plays it again): it is kept
    assert autosave_path().exists()
    assert [n.usi for n in Autosave().load().record.walk()][1:] == ["7g7f"]
    w.new_game()  # a game without a single move: nothing to keep
    assert not autosave_path().exists()


def test_a_comment_is_autosaved_after_typing_stops(qtbot: QtBot) -> None:
    w = make(qtbot)
    w.controller.try_move(w.controller.position().parse_usi("7g7f"))
    for text in ("a", "ab", "abc"):  # one call per key typed
        w.controller.set_comment(w.controller.current, text)
    assert Autosave().load().record.current.comment == ""  # not on every key
    qtbot.waitUntil(lambda: Autosave().load().record.current.comment == "abc", timeout=5000)
