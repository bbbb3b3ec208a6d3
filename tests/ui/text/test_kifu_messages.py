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


def short_row_kif() -> bytes:
    rows = ["|v香v桂v銀v金v玉v金v銀v桂v香|一", "| ・v飛 ・ ・ ・ ・ ・v角 ・|二"]
    rows += ["|v歩v歩v歩v歩v歩v歩v歩v歩v歩|三"] + ["| ・ ・ ・ ・ ・ ・ ・ ・ ・|" + r for r in "四五六"]
    rows += ["| 歩 歩 歩 歩 歩 歩 歩 歩"]  # eight squares, and the line ends
    rows += ["| ・ 角 ・ ・ ・ ・ ・ 飛 ・|八", "| 香 桂 銀 金 玉 金 銀 桂 香|九"]
    head = ["後手の持駒：なし", "  ９ ８ ７ ６ ５ ４ ３ ２ １", "+---------------------------+"]
    tail = ["+---------------------------+", "先手の持駒：なし", "手数----指手---------消費時間--"]
    return "\n".join(head + rows + tail).encode("utf-8") + b"\n"


@pytest.mark.parametrize("count", [8, 1])
def test_a_short_board_row_says_how_many_squares_it_has(qapp: QApplication, count: int) -> None:
    data = short_row_kif()
    if count == 1:
        data = data.replace("| 歩 歩 歩 歩 歩 歩 歩 歩\n".encode(), "| 歩\n".encode())
    with pytest.raises(KifuError) as info:
        read_record(data, name="short.kif")
    assert (info.value.code, info.value.line) == ("bod-short-row", 10)
    assert kifu_message(info.value) == f"A board row has the wrong number of squares: {count}, expected 9."
