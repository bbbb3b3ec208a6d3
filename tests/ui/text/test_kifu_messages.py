"""Reader errors and notices reach the user as translated sentences with the line and column (issue 13,
item 25); the codes and the English words go to the log only."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from shogi_desktop.app import i18n
from shogi_desktop.notation import KifuError, KifuNotice, read_record
from shogi_desktop.notation.errors import MESSAGES
from shogi_desktop.ui.text import kifu_messages
from shogi_desktop.ui.text.kifu_messages import kifu_message, kifu_text, log_kifu

ILLEGAL = "手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ７四歩(76)\n   4 ８四歩(83)\n"


@pytest.fixture
def japanese(qapp: QApplication) -> Iterator[QApplication]:
    for widget in qapp.topLevelWidgets():  # (windows other tests left: a language change would reach them)
        widget.close()
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    i18n.install_translations(qapp, "ja")
    yield qapp
    i18n.install_translations(qapp, "en")
    QCoreApplication.processEvents()


def placeholders(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"%(\d+)", text)}


def test_every_reader_code_has_a_sentence_with_its_placeholders(qapp: QApplication) -> None:
    sentences = kifu_messages._sentences()
    assert set(sentences) == set(MESSAGES)
    for code, english in MESSAGES.items():
        params = {int(n) + 1 for n in re.findall(r"\{(\d)\}", english)}
        assert placeholders(sentences[code]) <= params, code  # (a sentence may leave a detail to the log)


def test_japanese_sentences_are_translated(japanese: QApplication) -> None:
    english = {code: text for code, text in MESSAGES.items()}
    sentences = kifu_messages._sentences()
    for code, text in sentences.items():
        assert re.search(r"[ぁ-んァ-ヶ一-龥]", text), (code, text)
        assert text != english[code]


def test_an_error_is_a_sentence_with_its_place_and_no_code(japanese: QApplication) -> None:
    with pytest.raises(KifuError) as info:
        read_record(ILLEGAL.encode("utf-8"), name="game.kif")
    err = info.value
    assert (err.code, err.line, err.column) == ("illegal-move", 4, 6)
    text = kifu_text(err)
    assert text.startswith("4行目 6文字目: ") and "指せない手" in text and "７四歩(76)" in text
    assert "cannot-reach" not in text and "illegal-move" not in text  # the reason in words, not as a code
    assert "動けません" in text or "動か" in text


def test_a_notice_is_a_sentence_too(japanese: QApplication) -> None:
    notices: list[KifuNotice] = []
    read_record("   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ７四歩(76)\n".encode(), name="x.kif", notices=notices)
    [notice] = notices
    text = kifu_text(notice)
    assert "3手目（７四歩(76)）は反則手です" in text and "2手目まで読み" in text and "先手の反則負け" in text


def test_english_sentences_read_well(qapp: QApplication) -> None:
    with pytest.raises(KifuError) as info:
        read_record(b"", name="empty.csa")
    assert kifu_message(info.value) == "The file holds no game: it is empty."
    with pytest.raises(KifuError) as info:
        read_record(b"\x00" * 500, name="zeros.ki2")
    assert info.value.code == "empty"


def test_the_code_goes_to_the_log(caplog: pytest.LogCaptureFixture, qapp: QApplication) -> None:
    with pytest.raises(KifuError) as info:
        read_record(ILLEGAL.encode("utf-8"), name="game.kif")
    with caplog.at_level(logging.INFO, logger="shogi_desktop.ui.text.kifu_messages"):
        log_kifu(info.value, "game.kif")
    assert "illegal-move" in caplog.text and "game.kif:4:6" in caplog.text and "cannot-reach" in caplog.text
