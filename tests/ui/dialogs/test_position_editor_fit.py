"""The position editor fits a 1366x768 laptop screen with a taskbar, and a 1280x720 one, in its heaviest
configuration: the variant with the most kinds, with both add-ons (a walk-through found it needed
1140x684 with 王将ファンタジスタ; with the cards as well it was 1341x742, wider than such screens)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QGridLayout, QToolButton
from pytestqt.qtbot import QtBot

from shogi_desktop.app import i18n
from shogi_desktop.core.variant import all_variant_choices, load_variant
from shogi_desktop.ui.dialogs.position_editor import PositionEditorDialog

TITLE_BAR = 40  # the window frame's title bar, above the dialog's own size


def _heaviest() -> str:
    """The game whose editor has the most tools and hand counts: the most kinds, the biggest board."""
    games = [f"{choice}+cards2+fantasista" for choice in all_variant_choices()]
    return max(games, key=lambda vid: (len(load_variant(vid).kinds), load_variant(vid).files * load_variant(vid).ranks))


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_heaviest_editor_fits_a_1280x720_screen(qtbot: QtBot, qapp: QApplication, language: str) -> None:
    vid = _heaviest()
    assert len(load_variant(vid).kinds) >= 30  # (kirin-phoenix-b with both add-ons when this was written)
    i18n.install_translations(qapp, language)
    try:
        dialog = PositionEditorDialog(variant=vid)
        qtbot.addWidget(dialog)
        minimum = dialog.minimumSizeHint()
        assert minimum.width() <= 1280 and minimum.height() + TITLE_BAR <= 720, (language, minimum)
        # every piece has its tool, each in a cell of its own
        palette = dialog.palette_box.layout()
        assert isinstance(palette, QGridLayout)
        cells = set()
        for i in range(palette.count()):
            item = palette.itemAt(i)
            if isinstance(item.widget(), QToolButton):
                cells.add(palette.getItemPosition(i)[:2])
        assert len(cells) == 2 * len(dialog.variant.kinds)
        # at its minimum size the board is still a playable size
        dialog.resize(minimum)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.board_view.width() >= 300 and dialog.board_view.height() >= 320
    finally:
        i18n.install_translations(qapp, "en")


def test_a_standard_editor_keeps_one_band_of_tools(qtbot: QtBot) -> None:
    dialog = PositionEditorDialog()
    qtbot.addWidget(dialog)
    palette = dialog.palette_box.layout()
    assert isinstance(palette, QGridLayout)
    assert palette.rowCount() == 5  # Black's two rows, White's two, the eraser, flip and promote tools
