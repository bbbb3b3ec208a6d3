"""Format sniffing from content, and the read_record / format_record / write_record dispatcher."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import cshogi
import cshogi.KI2
import cshogi.KIF
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation import (
    EXTENSIONS,
    FORMATS,
    KifuError,
    detect_format,
    format_for_name,
    format_record,
    read_record,
    write_record,
)
from shogi_desktop.notation.sniff import sniff

SAMPLES = Path(__file__).parent / "samples_csa"
START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"

KIF = """# ---- Kifu for Windows V7 棋譜ファイル ----
開始日時：2024/01/01 10:00:00
手合割：平手
先手：先手さん
後手：後手さん
手数----指手---------消費時間--
   1 ７六歩(77)   ( 0:01/00:00:01)
   2 ３四歩(33)   ( 0:02/00:00:02)
   3 投了
まで2手で後手の勝ち
"""
KI2 = """開始日時：2024/01/01 10:00:00
手合割：平手
先手：先手さん
後手：後手さん

▲７六歩    △３四歩    ▲２六歩
まで3手で中断
"""


def game() -> GameRecord:
    r = GameRecord.new()
    r.header.update({"black": "先手さん", "white": "後手さん"})
    r.add_move("7g7f").comment = "コメント"
    r.add_move("3c3d")
    r.add_move("8h2b+")
    return r


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.csa")), ids=lambda p: p.name)
def test_csa_samples(path: Path) -> None:
    assert sniff(path.read_text(encoding="utf-8")) == "csa"
    assert sniff(path.read_bytes()) == "csa"


@pytest.mark.parametrize("text,expected", [
    (KIF, "kif"),
    (KI2, "ki2"),
    ("position startpos moves 7g7f 3c3d", "usi"),
    ("startpos", "usi"),
    ("7g7f 3c3d 8h2b+ 3a2b B*4e", "usi"),
    (f"sfen {START} moves 7g7f", "usi"),
    (f"{START} moves 7g7f", "usi"),
    (START, "sfen"),
    (f"sfen {START}", "sfen"),
    ("4k4/9/9/9/9/9/9/9/4K4 b 2P", "sfen"),
    ('{"header": {}, "moves": [{}]}', "jkf"),
    ('{"header": {}, "moves": [{}', "jkf"),
    ('{"format": "shogi-desktop-record", "version": 1}', "json"),
    ("PI\n+\n+7776FU\n", "csa"),
    ("+7776FU\n-3334FU\n", "csa"),
    ("'CSA encoding=UTF-8\nwhatever\n", "csa"),
    ("hello, world", None),
    ("", None),
    ("   \n\n", None),
    ("[1, 2, 3]", None),
])
def test_texts(text: str, expected: str | None) -> None:
    assert sniff(text) == expected


def test_kif_encodings() -> None:
    assert sniff(KIF.encode("cp932")) == "kif"
    assert sniff(KIF.encode("utf-8")) == "kifu"
    assert sniff(b"\xef\xbb\xbf" + KIF.encode("utf-8")) == "kifu"
    assert sniff(KI2.encode("cp932")) == "ki2"


def test_files_written_by_cshogi(tmp_path: Path) -> None:
    board = cshogi.Board()
    moves = []
    for usi in ("7g7f", "3c3d", "2g2f"):
        moves.append(board.move_from_usi(usi))
        board.push(moves[-1])
    for cls, name, expected in ((cshogi.KIF.Exporter, "g.kif", "kif"), (cshogi.KIF.Exporter, "g.kifu", "kifu"),
                                (cshogi.KI2.Exporter, "g.ki2", "ki2")):
        path = tmp_path / name
        ex = cls(str(path))
        ex.header(["a", "b"])
        for m in moves:
            ex.move(m)
        ex.end("resign" if "kif" in name else "%TORYO")
        ex.close()
        assert sniff(path.read_bytes()) == expected, name


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=300) | st.text(max_size=300))
def test_sniff_never_raises(data: bytes | str) -> None:
    assert sniff(data) in (None, *FORMATS)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=200) | st.text(max_size=200))
def test_read_record_raises_only_kifu_errors(data: bytes | str) -> None:
    with contextlib.suppress(KifuError):
        read_record(data)


# --------------------------------------------------------------------------- dispatcher
def test_format_table() -> None:
    assert set(FORMATS) == {"kif", "kifu", "ki2", "csa", "jkf", "json", "usi", "sfen"}
    assert EXTENSIONS[".kifu"] == "kifu" and EXTENSIONS[".ki2u"] == "ki2" and EXTENSIONS[".csa"] == "csa"
    assert format_for_name("Game.KIF") == "kif" and format_for_name("x.txt") is None
    assert detect_format(b"+7776FU\n", "x.kif") == "csa"  # content wins over the name
    assert detect_format(b"???", "x.kif") == "kif"


@pytest.mark.parametrize("fmt", ["kif", "kifu", "ki2", "csa", "jkf", "json", "usi"])
def test_every_format_writes_and_reads_back_by_sniffing(fmt: str) -> None:
    r = game()
    data = write_record(r, fmt)
    back = read_record(data)
    assert back.moves_usi(back.main_line()[-1]) == ["7g7f", "3c3d", "8h2b+"]
    text = format_record(r, fmt)
    again = read_record(text, fmt=fmt)
    assert again.moves_usi(again.main_line()[-1]) == ["7g7f", "3c3d", "8h2b+"]


def test_sfen_output_is_the_last_position() -> None:
    text = format_record(game(), "sfen")
    assert sniff(text) == "sfen"
    assert read_record(text).start_sfen == text


def test_encodings_of_written_files() -> None:
    r = game()
    assert write_record(r, "kif").decode("cp932").startswith(format_record(r, "kif")[:10])
    assert "先手さん" in write_record(r, "kifu").decode("utf-8")
    csa3 = write_record(r, "csa")
    assert csa3.startswith(b"'CSA encoding=UTF-8\nV3.0\n") and "N+先手さん".encode() in csa3
    csa2 = write_record(r, "csa", version="2.2")
    assert "N+先手さん".encode("cp932") in csa2
    assert read_record(csa2, name="old.csa").header["black"] == "先手さん"
    assert json.loads(write_record(r, "json"))["format"] == "shogi-desktop-record"
    assert "先手さん".encode() in write_record(r, "ki2", encoding="utf-8")


def test_read_errors_are_kifu_errors() -> None:
    with pytest.raises(KifuError, match="not a kifu format"):
        read_record(b"hello, world")
    with pytest.raises(KifuError, match="unknown format"):
        read_record("x", fmt="docx")
    with pytest.raises(KifuError) as info:
        read_record(b"PI\n+\n+7776FU\n+3334FU\n")
    assert info.value.format == "csa" and info.value.line == 4
    assert info.value.partial.moves_usi() == ["7g7f"]


def test_shift_jis_csa_with_encoding_line() -> None:
    text = "'CSA encoding=SHIFT_JIS\nV3.0\nN+将棋\nPI\n+\n+7776FU\n"
    r = read_record(text.encode("cp932"))
    assert r.header["black"] == "将棋"
