"""KIF / KIFU: samples in the style of other programs, round trips, endings, tolerance, errors, and
interoperability with cshogi's and python-shogi's KIF readers and cshogi's KIF writer."""

from __future__ import annotations

import datetime
from functools import cache
from pathlib import Path

import cshogi
import cshogi.KIF
import pytest
import shogi.KIF
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shogi_desktop.core.handicap import handicap_sfen, handicaps
from shogi_desktop.core.outcome import IllegalReason, Termination
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation.bod import format_bod, parse_bod
from shogi_desktop.notation.encoding import Decoded, decode, encoding_for_path
from shogi_desktop.notation.errors import KifuError, KifuNotice
from shogi_desktop.notation.kif import format_kif, parse_kif, parse_kif_bytes, read_kif, write_kif
from tests.notation.kifu_games import random_game, random_tree, signature

SAMPLES = Path(__file__).parent / "samples"


def usi_line(record: GameRecord) -> list[str]:
    return record.moves_usi(record.main_line()[-1])


# ----------------------------------------------------------------------------- samples
def test_shogihome_sample_with_variations_comments_and_bookmarks() -> None:
    r = read_kif(SAMPLES / "shogihome_variations.kifu")
    assert usi_line(r) == ["7g7f", "3c3d", "2g2f", "4c4d", "3i4h", "8b3b", "5i6h", "5a6b", "6h7h", "6b7b", "5g5f"]
    end = r.main_line()[-1]
    assert end.ending is not None and end.ending.termination is Termination.ABORT
    assert r.root.comment == "対局開始前のコメント\n二行目" and r.root.bookmark == "開始局面"
    line = r.main_line()
    assert line[1].comment == "角道を開ける"
    assert (line[1].time_spent, line[1].total_time) == (3.0, 3.0)
    assert (line[11].time_spent, line[11].total_time) == (15.0, 50.0)
    assert line[6].bookmark == "三間飛車" and line[6].comment == "三間飛車"
    assert r.header == {"start_time": "2024/05/03 13:00:00", "end_time": "2024/05/03 13:12:40", "event": "練習対局",
                        "time_control": "10分+30秒", "opening": "振り飛車", "black": "先手太郎", "white": "後手花子"}
    # 変化：6手 hangs off move 5, 変化：2手 off move 1, and 変化：4手 inside the 2手 variation
    alt6 = line[5].children[1]
    assert alt6.usi == "8b4b" and alt6.comment == "四間飛車なら" and [c.usi for c in alt6.children] == ["5i6h"]
    alt2 = line[1].children[1]
    assert r.moves_usi(alt2) == ["7g7f", "8c8d"]
    n3 = alt2.children[0]
    assert [c.usi for c in n3.children] == ["8d8e", "3c3d"] and n3.children[1].comment == "横歩取りへ"
    assert r.current is r.root and r.forward() is line[1] and r.last() is end  # main line is the active one


def test_kifu_for_windows_sample_in_shift_jis_with_crlf() -> None:
    data = (SAMPLES / "kifu_for_windows.kif").read_bytes()
    assert b"\r\n" in data and decode(data).encoding == "cp932"
    r = read_kif(SAMPLES / "kifu_for_windows.kif")
    parsed = cshogi.KIF.Parser.parse_file(str(SAMPLES / "kifu_for_windows.kif"))
    assert usi_line(r) == [cshogi.move_to_usi(m) for m in parsed.moves]
    assert usi_line(r)[2] == "8h2b+" and usi_line(r)[4] == "B*4e"
    end = r.main_line()[-1]
    assert end.ending is not None and (end.ending.termination, end.ending.winner) == (Termination.RESIGNATION, 1)
    assert end.time_spent == 30.0 and r.header["site"] == "会議室Ａ" and r.header["black"] == "山田一郎"
    assert r.handicap is None and r.main_line()[3].comment == "角交換"


def test_bod_start_sample_with_move_numbers_after_the_diagram() -> None:
    r = read_kif(SAMPLES / "bod_start.kif")
    assert r.start_sfen == "8k/9/p7P/9/9/9/9/9/4K4 w G2r2b3g4s4n4l16p 41"
    assert usi_line(r) == ["9c9d", "G*1b"]
    end = r.main_line()[-1]
    assert end.ending is not None and (end.ending.termination, end.ending.winner) == (Termination.CHECKMATE, 0)
    assert r.root.comment == "後手番から" and r.header["event"] == "終盤の研究"
    py = shogi.KIF.Parser.parse_str((SAMPLES / "bod_start.kif").read_bytes().decode("cp932"))[0]
    assert py["moves"] == usi_line(r) and py["sfen"].split()[:3] == r.start_sfen.split()[:3]


def test_same_square_refers_to_the_diagrams_last_move() -> None:
    text = (SAMPLES / "bod_start.kif").read_bytes().decode("cp932")
    text = text.replace("▲１三歩(14)", "▲９四桂(86)").replace("９四歩(93)", "同　歩(93)")
    r = parse_kif(text)
    assert usi_line(r) == ["9c9d", "G*1b"]


def test_handicap_sample() -> None:
    r = read_kif(SAMPLES / "handicap_two_pieces.kif")
    assert r.handicap == "2" and r.start_sfen == handicap_sfen("2")
    assert r.header["black"] == "生徒" and r.header["white"] == "先生"
    assert usi_line(r)[:3] == ["7a6b", "7g7f", "5c5d"] and usi_line(r)[-2:] == ["2c2d", "2h2d"]
    end = r.main_line()[-1]
    assert end.ending is not None and (end.ending.termination, end.ending.winner) == (Termination.RESIGNATION, 0)
    assert all(n.time_spent is None for n in r.main_line())  # the file gives no times
    text = format_kif(r)
    assert "手合割：二枚落ち\n下手：生徒\n上手：先生\n" in text and "まで10手で下手の勝ち" in text


@pytest.mark.parametrize("name", ["shogihome_variations.kifu", "kifu_for_windows.kif", "bod_start.kif",
                                  "handicap_two_pieces.kif"])
def test_samples_round_trip(name: str, tmp_path: Path) -> None:
    r = read_kif(SAMPLES / name)
    again = parse_kif(format_kif(r))
    assert signature(again, times=False) == signature(r, times=False)
    assert again.header == r.header and again.start_sfen.split()[:3] == r.start_sfen.split()[:3]
    for ext in (".kif", ".kifu"):
        write_kif(r, tmp_path / ("out" + ext))
        back = read_kif(tmp_path / ("out" + ext))
        assert signature(back, times=False) == signature(r, times=False)


def test_shogihome_sample_is_written_back_line_for_line() -> None:
    """Our writer is ShogiHome's format: same header lines (in Kifu for Windows' order), same move lines,
    plus the まで line that Kifu for Windows adds."""
    original = (SAMPLES / "shogihome_variations.kifu").read_text(encoding="utf-8").splitlines()
    ours = format_kif(read_kif(SAMPLES / "shogihome_variations.kifu")).splitlines()
    cut_o, cut_u = original.index("手数----指手---------消費時間--"), ours.index("手数----指手---------消費時間--")
    assert sorted(ours[1:cut_u]) == sorted(original[1:cut_o])
    assert [x for x in ours[cut_u:] if not x.startswith("まで")] == original[cut_o:]
    assert "まで11手で中断" in ours


# ----------------------------------------------------------------------------- round trips
@pytest.mark.parametrize("seed", range(40))
def test_random_trees_round_trip(seed: int) -> None:
    r = random_tree(seed, "kif")
    text = format_kif(r)
    again = parse_kif(text)
    assert signature(again) == signature(r)
    assert again.header == r.header and again.handicap == r.handicap and again.start_sfen == r.start_sfen
    assert format_kif(again) == text


def test_write_kif_encodings(tmp_path: Path) -> None:
    r = random_tree(3, "kif")
    r.root.comment = "日本語のコメント"
    write_kif(r, tmp_path / "a.kif")
    write_kif(r, tmp_path / "a.kifu")
    sjis = (tmp_path / "a.kif").read_bytes()
    utf8 = (tmp_path / "a.kifu").read_bytes()
    assert sjis.decode("cp932").startswith("# KIF形式棋譜ファイル Shogi Desktop") and b"\r\n" in sjis
    assert utf8.decode("utf-8").startswith("#KIF version=2.0 encoding=UTF-8\r\n")
    assert signature(read_kif(tmp_path / "a.kif")) == signature(read_kif(tmp_path / "a.kifu")) == signature(r)
    r.root.comment = "絵文字 \U0001F600 は Shift_JIS にない"
    with pytest.raises(KifuError, match="cannot be written in Shift_JIS"):
        write_kif(r, tmp_path / "b.kif")
    write_kif(r, tmp_path / "b.kifu")
    assert read_kif(tmp_path / "b.kifu").root.comment == r.root.comment
    bom = b"\xef\xbb\xbf" + format_kif(r).encode("utf-8")
    assert parse_kif_bytes(bom).root.comment == r.root.comment


# ----------------------------------------------------------------------------- endings
def _ended(term: Termination, winner: int | None, sfen: str | None = None, moves: str = "7g7f") -> GameRecord:
    r = GameRecord.new(sfen=sfen)
    for u in moves.split():
        r.add_move(u)
    r.add_ending(term, winner)
    return r


@pytest.mark.parametrize("term,winner,word,summary", [
    (Termination.RESIGNATION, 0, "投了", "まで1手で先手の勝ち"),
    (Termination.CHECKMATE, 0, "詰み", "まで1手で先手の勝ち"),
    (Termination.TIME, 0, "切れ負け", "まで1手で時間切れにより先手の勝ち"),
    (Termination.FOUL, 1, "反則勝ち", "まで1手で後手の反則勝ち"),
    (Termination.FOUL, 0, "反則負け", "まで1手で後手の反則負け"),
    (Termination.IMPASSE, 1, "入玉勝ち", "まで1手で後手の入玉勝ち"),
    (Termination.IMPASSE, None, "持将棋", "まで1手で持将棋"),
    (Termination.REPETITION, None, "千日手", "まで1手で千日手"),
    (Termination.ABORT, None, "中断", "まで1手で中断"),
    (Termination.AGREEMENT, None, "引き分け", "まで1手で引き分け"),
    (Termination.NO_MATE, None, "不詰", "まで1手で不詰"),
    (Termination.SEALED, None, "封じ手", "まで1手で封じ手"),
    (Termination.DEFAULT, 1, "不戦勝", "まで1手で後手の不戦勝"),
    (Termination.DEFAULT, 0, "不戦敗", "まで1手で後手の不戦敗"),
    (Termination.MAX_MOVES, None, "最大手数", "まで1手で最大手数"),
])
def test_every_ending(term: Termination, winner: int | None, word: str, summary: str) -> None:
    text = format_kif(_ended(term, winner))
    assert f"   2 {word}" in text and summary in text
    end = parse_kif(text).main_line()[-1]
    assert end.ending is not None and (end.ending.termination, end.ending.winner) == (term, winner)
    # the same ending stated by the まで line alone (a mate is then a win: the position is no mate)
    alone = "\n".join(x for x in text.splitlines() if not x.startswith("   2 "))
    end = parse_kif(alone).main_line()[-1]
    expected = Termination.RESIGNATION if term is Termination.CHECKMATE else term
    assert end.ending is not None and (end.ending.termination, end.ending.winner) == (expected, winner)


def test_other_ending_words() -> None:
    base = "手合割：平手\n   1 ７六歩(77)\n   2 {}\n"
    cases = {"詰": (Termination.CHECKMATE, 0), "時間切れ": (Termination.TIME, 0), "入玉宣言": (Termination.IMPASSE, 1),
             "封じ手": (Termination.SEALED, None), "Time-up": (Termination.TIME, 0), "不戦勝": (Termination.DEFAULT, 1)}
    for word, expected in cases.items():
        end = parse_kif(base.format(word)).main_line()[-1]
        assert end.ending is not None and (end.ending.termination, end.ending.winner) == expected
    end = parse_kif(base.format("休憩")).main_line()[-1]  # unknown: kept as an aborted game, word in the comment
    assert end.ending is not None and end.ending.termination is Termination.ABORT and end.comment == "休憩"


def test_stalemate_and_perpetual_check_are_recovered_from_the_position() -> None:
    stalemate = "8k/6G2/8P/9/9/9/9/9/K8 w - 1"
    r = GameRecord.new(sfen=stalemate)
    r.add_ending(Termination.STALEMATE, 0)
    text = format_kif(r)
    assert "   1 詰み" in text
    end = parse_kif(text).main_line()[-1]
    assert end.ending is not None and end.ending.termination is Termination.STALEMATE
    # the rook checks from 9a and 9b while the king steps between 1a and 2b: the fourth repetition
    r = GameRecord.new(sfen="8k/R8/9/9/9/9/9/9/4K4 b - 1")
    for _ in range(3):
        for u in ("9b9a", "1a2b", "9a9b", "2b1a"):
            r.add_move(u)
    outcome = r.position().outcome()
    assert outcome is not None and outcome.termination is Termination.PERPETUAL_CHECK and outcome.winner == 1
    r.add_ending(Termination.PERPETUAL_CHECK, 1)
    text = format_kif(r)
    assert "  13 反則負け" in text
    end = parse_kif(text).main_line()[-1]
    assert end.ending is not None and (end.ending.termination, end.ending.winner) == (Termination.PERPETUAL_CHECK, 1)


# ----------------------------------------------------------------------------- tolerance
def test_tolerant_reading() -> None:
    text = "\ufeff" + "\r".join([
        "開始日時：2020/01/01",
        "*ヘッダーのコメント",
        "手合割:平手",
        "先手：A",
        "手数----指手---------消費時間--",
        "1 7六歩(77)",
        "２ ３四歩（３３）   ( 0:05/ 0:00:05)+",
        "   3 ２二角不成(88)   (1:02:03/01:02:03)",
        "   4 同銀(31)",
        "   5 ４五角打",
        "   6 ３三銀(22)",
        "   7 ３四角(45)",
        "   8 同 銀(33)",
        "   9 ５八玉(59)",
        "  10 ５二王(51)",
        "まで10手で後手の勝ち",
    ])
    r = parse_kif(text)
    assert usi_line(r) == ["7g7f", "3c3d", "8h2b", "3a2b", "B*4e", "2b3c", "4e3d", "3c3d", "5i5h", "5a5b"]
    line = r.main_line()
    assert line[2].time_spent == 5.0 and line[3].time_spent == 3723.0 and line[1].time_spent is None
    assert r.root.comment == "ヘッダーのコメント" and r.header["black"] == "A"
    assert line[-1].ending is not None and (line[-1].ending.termination, line[-1].ending.winner) == (
        Termination.RESIGNATION, 1)


def test_ki2_content_in_a_kif_file_is_read() -> None:
    """A file with the wrong extension still opens: the KIF reader takes ▲/△ move lines too."""
    r = read_kif(SAMPLES / "handicap_two_pieces.kif")
    from shogi_desktop.notation.ki2 import format_ki2, parse_ki2

    assert signature(parse_kif(format_ki2(r)), times=False) == signature(r, times=False)
    assert signature(parse_ki2(format_kif(r)), times=False) == signature(r, times=False)


def test_promoted_piece_spellings() -> None:
    r = read_kif(SAMPLES / "kifu_for_windows.kif")
    text = format_kif(r)
    assert "   9 ２三角成(34) ( 0:03/00:00:28)" in text and "  10 同　飛(22)   ( 0:02/00:00:27)" in text
    for spelling in ("２三馬(34)", "２三角成　(34)", "２三角成（３４）"):
        again = parse_kif(text.replace("２三角成(34)", spelling))
        assert usi_line(again) == usi_line(r)
    r.go_to(r.main_line()[-2])
    for u in ("2g2f", "2c2f", "7i7h", "2f2h+", "3i3h", "2h3h"):  # the rook promotes taking the rook: 龍
        r.add_move(u)
    text = format_kif(r)
    assert "２八飛成(26)" in text and "同　龍(28)" in text
    assert usi_line(parse_kif(text.replace("同　龍(28)", "同　竜(28)"))) == usi_line(r)


# ----------------------------------------------------------------------------- errors
def test_illegal_move_gives_line_column_and_partial_record() -> None:
    text = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ７五歩(77)\n"
    with pytest.raises(KifuError) as info:
        parse_kif(text)
    err = info.value
    assert (err.format, err.line, err.column) == ("KIF", 5, 6)
    assert "no sente piece on ７七" in err.message
    assert err.partial is not None and usi_line(err.partial) == ["7g7f", "3c3d"]
    text = "手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ７九角(88)\n   4 ８四歩(83)\n"
    with pytest.raises(KifuError, match="not a legal move here .own-piece.") as info:
        parse_kif(text)
    assert info.value.line == 4 and info.value.partial is not None and len(usi_line(info.value.partial)) == 2


def test_an_illegal_last_move_ends_the_game_as_a_foul() -> None:
    """81Dojo and 将棋倶楽部24 keep the illegal move that lost the game: the legal part is read and the
    game ends with 反則負け for the side that made it; a notice names the move (not an error)."""
    text = "手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ７九角(88)\n*反則手にて終局\n   4 反則勝ち\nまで3手で後手の勝ち\n"
    notices: list[KifuNotice] = []
    r = parse_kif(text, notices=notices)
    assert usi_line(r) == ["7g7f", "3c3d"]
    end = r.main_line()[-1]
    assert end.ending is not None and (end.ending.termination, end.ending.winner) == (Termination.FOUL, 1)
    assert end.comment == "反則手にて終局"
    [notice] = notices
    assert (notice.code, notice.line, notice.column) == ("notice-illegal-last", 4, 6)
    assert notice.params == ("3", "７九角(88)", "2", "Black") and notice.reason is IllegalReason.OWN_PIECE
    assert "move 3 (７九角(88)) is not legal" in notice.message
    # written back, it reads the same: 反則負け of the side to move
    assert "   3 反則負け" in format_kif(r)
    again = parse_kif(format_kif(r)).main_line()[-1]
    assert again.ending == end.ending


@pytest.mark.parametrize("text,line,column,message", [
    ("手合割：七枚落ち\n   1 ７六歩(77)\n", 1, 5, "unknown handicap"),
    ("手合割：平手\n   1 ７六歩(77)\n   3 ２六歩(27)\n", 3, 1, "expected move 2"),
    ("   1 ７六歩(77)\n   2 ５五歩\n", 2, 6, "no 歩 can move to ５五"),
    ("   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ７七\n", 3, 6, "expected a move"),
    ("   1 ７六歩(77)\n   2 同　歩(33)\n   3 ２六歩(27)\n", 2, 6, "not a legal move here .cannot-reach."),
    ("   1 ７六歩(77)\n   2 ３四歩(34)\n", 2, 6, "no gote piece on ３四"),
    ("   1 ７六歩(77)\n\n変化：5手\n   5 ２六歩(27)\n", 3, 1, "does not branch"),
    ("   1 投了\n   2 ７六歩(77)\n", 2, 6, "after the end"),
    ("後手の持駒：なし\n|v香v桂v銀|一\n", 2, 8, "expected a piece"),
    ("後手の持駒：なし\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|一\n先手の持駒：なし\n", 2, 1, "lacks rank"),
    ("後手の持駒：角1000\n", 1, 8, "bad count"),
    ("後手の持駒：角x\n", 1, 8, "expected a piece in hand, found 'x'"),
    ("後手の持駒：歩0\n", 1, 8, "bad count"),
])
def test_broken_files(text: str, line: int, column: int, message: str) -> None:
    with pytest.raises(KifuError, match=message) as info:
        parse_kif(text)
    assert (info.value.line, info.value.column) == (line, column)


def test_text_error_after_good_moves_keeps_them() -> None:
    text = "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n   4 ８四\n   5 ２五歩(26)\n"
    with pytest.raises(KifuError) as info:
        parse_kif(text)
    assert info.value.line == 4 and info.value.partial is not None
    assert usi_line(info.value.partial) == ["7g7f", "3c3d", "2g2f"]


def test_undecodable_bytes() -> None:
    with pytest.raises(KifuError, match="neither UTF-8 nor Shift_JIS") as info:
        parse_kif_bytes("手合割：平手\n".encode("cp932") + b"\x81\x00\xff\xfe\x80")
    assert info.value.line == 2


_FRAGMENTS = (
    (SAMPLES / "shogihome_variations.kifu").read_text(encoding="utf-8").splitlines()
    + (SAMPLES / "bod_start.kif").read_bytes().decode("cp932").splitlines()
    + ["変化：0手", "変化：99999999999999999999手", "まで", "まで1手で", "手合割：その他", "後手番", "上手番",
       "  1 同　と(00)", "   9 ９九龍(11)", "|v", "+", "手数＝", "手数＝99999999999999", "&", "*", "   0 投了",
       "１２３ ７六歩(77)", "   1 ７六歩(77) (99:99:99:99/)", "先手の持駒：歩十九十", "   1 ５五全打"]
)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=400))
def test_no_bytes_crash_the_reader(data: bytes) -> None:
    try:
        parse_kif_bytes(data)
    except KifuError as exc:
        assert "unreadable" not in exc.message  # a reader bug caught by the last line of defence


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_FRAGMENTS), max_size=30))
def test_no_kif_like_text_crashes_the_reader(lines: list[str]) -> None:
    text = "\n".join(lines)
    try:
        r = parse_kif(text)
    except KifuError as exc:
        assert exc.partial is None or isinstance(exc.partial, GameRecord)
        assert "unreadable" not in exc.message
    else:
        assert isinstance(r, GameRecord)


# ----------------------------------------------------------------------------- BOD
def test_bod_both_ways() -> None:
    sfen = "ln1g1ksnl/1r3sg2/p2p1pb1p/1pp1p2pP/7N1/1PP2Pp2/P2PP1PP1/2SKGG2R/LNB3S1L b 2Pr 33"
    text = format_bod(sfen)
    assert text.splitlines()[0] == "後手の持駒：飛　" and "先手の持駒：歩二　" in text and text.endswith("先手番")
    assert parse_bod(text).split()[:3] == sfen.split()[:3]
    board = cshogi.Board(sfen)
    assert parse_bod(cshogi.KIF.board_to_bod(board)).split()[:3] == sfen.split()[:3]
    handicap = format_bod(handicap_sfen("three-pawns"), handicap_labels=True, moves_played=0)
    assert "上手の持駒：歩三　" in handicap and handicap.endswith("手数＝0\n上手番")
    assert parse_bod(handicap).split()[:3] == handicap_sfen("three-pawns").split()[:3]
    loose = "後手の持駒：飛角金2歩十八\n" + "\n".join(format_bod(sfen).splitlines()[1:])
    assert parse_bod(loose).split()[2] == "2Prb2g18p"


def test_tsume_diagram_with_the_rest_in_gotes_hand() -> None:
    text = "\n".join([
        "後手の持駒：残りの駒全部",
        *format_bod("8k/9/8P/9/9/9/9/9/9 b G 1").splitlines()[1:-2],
        "先手の持駒：金",
        "手数----指手---------消費時間--",
        "   1 １二金打",
        "   2 詰み",
    ])
    r = parse_kif(text)
    assert r.start_sfen == "8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"
    end = r.main_line()[-1]
    assert end.ending is not None and end.ending.termination is Termination.CHECKMATE


def test_decode_reports_the_encoding() -> None:
    text = "先手：羽生善治\n"
    assert decode(text.encode("utf-8")) == Decoded(text, "utf-8")
    assert decode(b"\xef\xbb\xbf" + text.encode("utf-8")) == Decoded(text, "utf-8-sig")
    assert decode(text.encode("cp932")) == Decoded(text, "cp932")
    assert decode(text.encode("euc-jp")) == Decoded(text, "euc-jp")
    assert decode(text.encode("utf-16")) == Decoded(text, "utf-16")
    assert decode(b"V2.2\n", prefer="cp932").encoding == "cp932"
    assert decode(b"V2.2\n").encoding == "utf-8"
    assert encoding_for_path("a.KIFU") == "utf-8" and encoding_for_path("a.kif") == "cp932"
    with pytest.raises(KifuError, match="not UTF-8") as info:
        decode(b"\xef\xbb\xbfab\ncd\xff", "KIF")
    assert (info.value.format, info.value.line, info.value.column) == ("KIF", 2, 3)


# ----------------------------------------------------------------------------- peers
@cache
def games() -> list[tuple[GameRecord, str | None]]:
    return [random_game(seed) for seed in range(200)]


def test_games_cover_every_handicap() -> None:
    assert {hid for _, hid in games()} == {None, *handicaps()}
    assert all(30 <= len(usi_line(r)) <= 150 or r.position().outcome() for r, _ in games())


_END_REASONS = ["resign", "win", "draw", "sennichite", "illegal_win", "illegal_lose"]
_END_EXPECTED = {
    "resign": (Termination.RESIGNATION, "other"), "win": (Termination.IMPASSE, "mover"),
    "draw": (Termination.IMPASSE, None), "sennichite": (Termination.REPETITION, None),
    "illegal_win": (Termination.FOUL, "mover"), "illegal_lose": (Termination.FOUL, "other"),
}


def test_cshogi_kif_exporter_games_read_by_us(tmp_path: Path) -> None:
    """200 games written by cshogi's KIF exporter (cp932 .kif and UTF-8 .kifu) read with the same moves."""
    start = datetime.datetime(2024, 1, 2, 3, 4, 5)
    for i, (record, hid) in enumerate(games()):
        usi = usi_line(record)
        board = cshogi.Board(record.start_sfen)
        path = tmp_path / (f"g{i}.kifu" if i % 2 else f"g{i}.kif")
        exp = cshogi.KIF.Exporter(str(path))
        handicap: str | cshogi.Board | None = None
        if hid is not None:
            name = handicaps()[hid].kif_name
            handicap = name if name else cshogi.Board(record.start_sfen)
        exp.header(["黒", "白"], start, handicap)
        total = [0, 0]
        for ply, u in enumerate(usi):
            m = board.move_from_usi(u)
            assert m and board.is_legal(m), (i, u)  # cshogi agrees the game is legal
            sec = (i + ply) % 37
            total[board.turn] += sec
            exp.move(m, sec, total[board.turn])
            board.push(m)
        reason = _END_REASONS[i % len(_END_REASONS)]
        exp.end(reason, 3, total[board.turn] + 3)
        exp.close()
        ours = read_kif(path)
        assert usi_line(ours) == usi, i
        assert ours.start_sfen.split()[:3] == record.start_sfen.split()[:3] and ours.handicap == hid
        assert ours.header["black"] == "黒" and ours.header["start_time"] == "2024/01/02 03:04:05"
        line = ours.main_line()
        assert [n.time_spent for n in line[1:-1]] == [float((i + p) % 37) for p in range(len(usi))]
        term, who = _END_EXPECTED[reason]
        side = line[-2].snapshot.side
        winner = None if who is None else side if who == "mover" else side ^ 1
        assert line[-1].ending is not None and (line[-1].ending.termination, line[-1].ending.winner) == (term, winner)


def test_our_kif_read_by_cshogi_and_python_shogi() -> None:
    """Our KIF of the 200 games read by cshogi's and python-shogi's KIF readers with the same moves.

    cshogi reads only the 手合割 names of its own table (and ignores board diagrams), python-shogi
    likewise but it reads diagrams: games from other starts are left to the reader that can.
    """
    read_by = {"cshogi": 0, "python-shogi": 0}
    for record, hid in games():
        text = format_kif(record)
        usi = usi_line(record)
        name = handicaps()[hid].kif_name if hid else "平手"
        if name in cshogi.KIF.Parser.HANDYCAP_SFENS:
            parsed = cshogi.KIF.Parser.parse_str(text)
            assert [cshogi.move_to_usi(m) for m in parsed.moves] == usi
            assert parsed.sfen.split()[:3] == record.start_sfen.split()[:3]
            read_by["cshogi"] += 1
        if name is None or name in shogi.KIF.Parser.HANDYCAP_SFENS:
            summary = shogi.KIF.Parser.parse_str(text)[0]
            assert summary["moves"] == usi
            # (python-shogi gives a diagram the side to move at the end of the game: compare board and hands)
            assert summary["sfen"].split()[0:3:2] == record.start_sfen.split()[0:3:2]
            read_by["python-shogi"] += 1
    assert read_by["cshogi"] >= 130 and read_by["python-shogi"] >= 170


def test_our_kif_files_read_by_cshogi_and_python_shogi(tmp_path: Path) -> None:
    """The files themselves: .kif in Shift_JIS and .kifu in UTF-8, as their file readers expect."""
    for i, (record, hid) in enumerate(games()[:21]):
        for ext in (".kif", ".kifu"):
            path = tmp_path / f"g{i}{ext}"
            write_kif(record, path)
            if hid is None or handicaps()[hid].kif_name in cshogi.KIF.Parser.HANDYCAP_SFENS:
                parsed = cshogi.KIF.Parser.parse_file(str(path))
                assert [cshogi.move_to_usi(m) for m in parsed.moves] == usi_line(record)
            if hid is None or handicaps()[hid].kif_name in shogi.KIF.Parser.HANDYCAP_SFENS or not handicaps()[
                    hid].kif_name:
                assert shogi.KIF.Parser.parse_file(str(path))[0]["moves"] == usi_line(record)


def test_our_kif_with_comments_read_by_cshogi() -> None:
    """Comments, times and endings do not disturb cshogi's reader (variations it cannot read)."""
    for seed in range(30):
        r = random_tree(seed, "kif")
        for node in r.walk():
            if node.parent is not None and node.parent.children[0] is not node:
                node.parent.children[:] = node.parent.children[:1]
        if r.handicap is not None and (handicaps()[r.handicap].kif_name not in cshogi.KIF.Parser.HANDYCAP_SFENS):
            continue
        parsed = cshogi.KIF.Parser.parse_str(format_kif(r))
        assert [cshogi.move_to_usi(m) for m in parsed.moves] == usi_line(r)


def test_errors_after_a_blank_line_among_the_moves_name_their_own_line() -> None:
    """A blank line inside a run of move lines: the moves after it keep their line numbers (they were
    one line early when the blank line did not end the run)."""
    text = ("手合割：平手\n手数----指手---------消費時間--\n"
            "   1 ７六歩(77)   ( 0:01/00:00:01)\n"
            "\n"
            "   2 ３四歩(33)   ( 0:01/00:00:01)\n"
            "   3 ２二角成(88)   ( 0:01/00:00:02)\n"
            "   4 ２二銀(31)   ( 0:01/00:00:02)\n"
            "   5 ２二銀(31)   ( 0:01/00:00:03)\n"
            "   6 投了\n")
    with pytest.raises(KifuError) as info:
        parse_kif(text)
    assert (info.value.line, info.value.column) == (8, 6)
    assert [n.usi for n in info.value.partial.main_line()[1:]] == ["7g7f", "3c3d", "8h2b+", "3a2b"]
