"""New Game on a screen too short for every option: the options scroll, and the scroll bar must not
squeeze the player-kind combos ("コンピュータ" was cut to "コンピュ…" once a variant's setups appeared)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from shogi_desktop.app import i18n
from shogi_desktop.ui.dialogs.new_game import NewGameDialog
from shogi_desktop.ui.fonts import apply_ui_font


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_player_kind_combos_keep_their_width_when_the_options_scroll(qtbot, qapp, language) -> None:
    font = qapp.font()
    i18n.install_translations(qapp, language)
    apply_ui_font(language)  # the application's own font, as the window has it
    try:
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        dialog.fit_to(QRect(0, 0, 1600, 1000))
        dialog.show()
        dialog.black_type.setCurrentIndex(1)
        dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData("eight-knight"))  # a list of setups
        qtbot.waitUntil(lambda: dialog.options_scroll.verticalScrollBar().isVisible())
        for combo in (dialog.black_type, dialog.white_type):
            widest = max(combo.fontMetrics().horizontalAdvance(combo.itemText(i)) for i in range(combo.count()))
            assert combo.width() >= combo.sizeHint().width() > widest, (combo.currentText(), combo.width())
    finally:
        qapp.setFont(font)
        i18n.install_translations(qapp, "en")
