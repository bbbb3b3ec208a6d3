"""The import report says only the counts that are not nought ("0 files could not be read" was noise)."""

from __future__ import annotations

import pytest

from shogi_desktop.app import i18n
from shogi_desktop.app.library_import import ImportFailure, ImportReport
from shogi_desktop.ui.library.import_ui import ImportReportDialog

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
