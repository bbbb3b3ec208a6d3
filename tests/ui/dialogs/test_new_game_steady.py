"""Ticking the 王将ファンタジスタ box does not move the New Game dialog's other options: the add-on changes
which engines play, hence the engine note, which is under the summary, outside the options."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget

from shogi_desktop.app.engines import EngineEntry, EngineRegistry
from shogi_desktop.ui.dialogs.new_game import NewGameDialog


def _places(dialog: NewGameDialog) -> dict[str, tuple[QPoint, int, int]]:
    widgets: dict[str, QWidget] = {"players": dialog.players_box, "black name": dialog.black_name,
                                   "white name": dialog.white_name, "cards": dialog.card_box,
                                   "fantasista": dialog.fantasista_box, "time": dialog.time_box}
    return {name: (w.mapTo(dialog, QPoint(0, 0)), w.width(), w.height()) for name, w in widgets.items()}


def test_ticking_fantasista_moves_nothing(qtbot) -> None:
    registry = EngineRegistry.load()
    registry.add_entry(EngineEntry("", "Other", "/opt/other", "Other"))  # plays standard shogi only
    dialog = NewGameDialog(engines=registry)
    qtbot.addWidget(dialog)
    dialog.fit_to(dialog.screen().availableGeometry())
    dialog.show()
    qtbot.waitExposed(dialog)
    before = _places(dialog)
    assert not dialog.engine_note.isVisible()
    dialog.fantasista_box.setChecked(True)
    qtbot.wait(20)
    assert dialog.engine_note.isVisible() and dialog.engine_note.text()  # no registered engine plays it
    assert _places(dialog) == before
    dialog.fantasista_box.setChecked(False)
    qtbot.wait(20)
    assert not dialog.engine_note.isVisible()
    assert _places(dialog) == before


def test_an_empty_note_takes_no_room(qtbot, tmp_path) -> None:
    """With nothing to say the note leaves no blank band: the players' box is as tall with a registered
    engine (whose note would show were 王将ファンタジスタ ticked) as with none."""
    heights = []
    for engines in ([], [EngineEntry("", "Other", "/opt/other", "Other")]):
        registry = EngineRegistry(tmp_path / f"engines-{len(engines)}.json")
        for entry in engines:
            registry.add_entry(entry)
        dialog = NewGameDialog(engines=registry)
        qtbot.addWidget(dialog)
        dialog.fit_to(dialog.screen().availableGeometry())
        dialog.show()
        qtbot.waitExposed(dialog)
        assert not dialog.engine_note.isVisible()
        heights.append(dialog.players_box.height())
        dialog.fantasista_box.setChecked(True)  # (the note's text, for the one with an engine)
        qtbot.wait(20)
        assert dialog.engine_note.isVisible() == bool(engines)
    assert heights[0] == heights[1]
