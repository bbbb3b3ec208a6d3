"""The import report says only the counts that are not nought ("0 files could not be read" was noise)."""

from __future__ import annotations

import pytest

from shogi_desktop.app import i18n
from shogi_desktop.app.library_import import ImportFailure, ImportReport
from shogi_desktop.ui.library.import_ui import REPORT_ROWS_SHOWN, REPORT_TEXT_WIDTH, ImportReportDialog

CASES = [  # added, duplicates, failures -> English, Japanese
    (37, 18, 0, "37 games added, 18 already in the library.", "37局を追加しました。18局は登録済み。"),
    (3, 0, 2, "3 games added, 2 files could not be read.", "3局を追加しました。2ファイルは読めませんでした。"),
    (1, 0, 0, "1 game added.", "1局を追加しました。"),
    (0, 4, 0, "0 games added, 4 already in the library.", "0局を追加しました。4局は登録済み。"),
    (5, 1, 1, "5 games added, 1 already in the library, 1 file could not be read.",
     "5局を追加しました。1局は登録済み、1ファイルは読めませんでした。"),
]


@pytest.mark.parametrize(("added", "duplicates", "failures", "en", "ja"), CASES)
def test_the_summary_leaves_out_nought_counts(qtbot, qapp, added, duplicates, failures, en, ja) -> None:
    report = ImportReport(total=added + duplicates + failures, added=[f"id{i}" for i in range(added)],
                          duplicates=[f"d{i}.kif" for i in range(duplicates)],
                          failures=[ImportFailure(f"/x/bad{i}.kif", 1, 1, "?") for i in range(failures)])
    for language, expected in (("en", en), ("ja", ja)):
        i18n.install_translations(qapp, language)
        try:
            dialog = ImportReportDialog(report)
            qtbot.addWidget(dialog)
            assert dialog.summary.text() == expected
        finally:
            i18n.install_translations(qapp, "en")


def _report(failures: int) -> ImportReport:
    return ImportReport(total=37 + failures, added=[f"id{i}" for i in range(37)],
                        failures=[ImportFailure(f"/x/game_{i:03}.kif", i + 3, 5, "cannot read the move")
                                  for i in range(failures)])


def test_a_short_report_is_a_small_box(qtbot) -> None:
    dialog = ImportReportDialog(_report(0))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    layout = dialog.layout()
    # no empty room: the height is what the summary line and the Close button need
    assert dialog.height() == layout.totalHeightForWidth(dialog.width())
    assert dialog.width() <= REPORT_TEXT_WIDTH + layout.contentsMargins().left() + layout.contentsMargins().right()


def test_a_few_failures_fill_the_list_without_empty_rows(qtbot) -> None:
    dialog = ImportReportDialog(_report(2))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    rows = table.rowHeight(0) + table.rowHeight(1)
    assert abs(table.viewport().height() - rows) <= 2
    assert table.verticalScrollBar().maximum() == 0
    assert table.columnViewportPosition(3) + table.columnWidth(3) <= table.viewport().width()


def test_a_long_list_of_failures_scrolls_in_a_box_smaller_than_the_screen(qtbot) -> None:
    dialog = ImportReportDialog(_report(200))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    assert table.verticalScrollBar().maximum() > 0
    shown = table.viewport().height() // table.rowHeight(0)
    assert REPORT_ROWS_SHOWN - 1 <= shown <= REPORT_ROWS_SHOWN
    assert dialog.height() <= dialog.screen().availableGeometry().height()
