"""New Game describes the chosen level of the built-in engine under the level selector, in both languages."""

from __future__ import annotations

from shogi_desktop.ui.dialogs.new_game import NewGameDialog
from tools.translations_ja import JA


def test_level_note_follows_the_level_and_the_player_kind(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.black_level_note.isVisibleTo(dialog)  # a person plays: no level
    dialog.black_type.setCurrentIndex(1)  # the built-in engine
    dialog.black_level.setValue(1)
    assert dialog.black_level_note.isVisibleTo(dialog)
    assert "afar" in dialog.black_level_note.text()
    dialog.black_level.setValue(10)
    assert dialog.black_level_note.text() == dialog.level_note(10) != dialog.level_note(1)
    assert not dialog.white_level_note.isVisibleTo(dialog)
    notes = [dialog.level_note(n) for n in range(1, 11)]
    assert len(set(notes)) == 10
    assert all(note in JA for note in notes)  # each one translated
