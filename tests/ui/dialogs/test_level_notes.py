"""New Game describes the chosen level of the built-in engine under the level selector, in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette

from shogi_desktop.app import i18n
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


def _darkest_lightness(widget) -> int:
    """The lightness of the darkest pixel the widget paints (its text, on a light window)."""
    image = widget.grab().toImage()
    return min(image.pixelColor(x, y).lightness() for x in range(image.width()) for y in range(image.height()))


@pytest.mark.parametrize("language", ["en", "ja"])
def test_level_note_reads_as_help_text_not_as_disabled(qtbot, qapp, language) -> None:
    """The level's character is help text: drawn as dark as the name's label beside it, not in the grey of
    a disabled control (which says "not available")."""
    i18n.install_translations(qapp, language)
    try:
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.black_type.setCurrentIndex(1)
        note = dialog.black_level_note
        assert note.isVisibleTo(dialog) and note.isEnabled()
        normal = note.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.WindowText).lightness()
        grey = note.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText).lightness()
        assert grey - normal > 40  # the style draws disabled text visibly lighter: the check can tell them apart
        assert _darkest_lightness(note) < (normal + grey) // 2
        assert abs(_darkest_lightness(note) - _darkest_lightness(dialog.black_label)) < 40
    finally:
        i18n.install_translations(qapp, "en")
