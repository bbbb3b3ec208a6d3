"""KIF and KI2 of variant games (docs/formats.md, "KIF and KI2 of variant games"): seeded random game
trees of every variant family, the lion's two-step captures and card games are written and read back
node for node (and through the native record); other programs refuse the files instead of reading a
different game; broken variant lines give the line and column."""

from __future__ import annotations

import random
from typing import Any

import cshogi.KI2
import cshogi.KIF
import pytest
import shogi.KIF

from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation import read_record, write_record
from shogi_desktop.notation.errors import KifuError
from shogi_desktop.notation.ki2 import format_ki2, parse_ki2
from shogi_desktop.notation.kif import format_kif, parse_kif
from shogi_desktop.notation.native import format_native, parse_native
from shogi_desktop.notation.sniff import sniff
from tests.notation.kifu_games import _ending, random_tree, signature

FAMILIES = ["eight-knight", "hybrid", "immortal-silver", "kirin-phoenix", "kirin-phoenix-b", "princess-empress",
            "princess-empress-b", "reflect-bishop"]
# Each family's base id and two of its sub-variants, chosen so that every capture rule is covered.
VARIANTS = [*FAMILIES, "eight-knight:4", "eight-knight:6", "hybrid:2", "immortal-silver:3", "kirin-phoenix:1",
            "kirin-phoenix-b:2", "princess-empress:4", "princess-empress-b:2", "reflect-bishop:2", "reflect-bishop:3"]
# Lions (promoted kirin, +Y) for both sides in the middle of the board, so two-step captures come up.
LION_START = "lnsgkgsnl/1y5f1/ppp1p1ppp/3p1p3/4+y4/3P1P3/PPP1P1PPP/1F5Y1/LNSGKGSNL b - 1"
CARD_GAMES = ["standard+cards1", "standard+cards2", "hybrid:2+cards1", "kirin-phoenix:1+cards2"]


def random_variant_tree(variant: str, seed: int, sfen: str | None = None, special_rate: float = 0.4) -> GameRecord:
    """A random game of ``variant`` (special actions played at ``special_rate`` where there are any) with
    variations, comments, bookmarks, whole-second times, add-on events, endings and a header."""
    rng = random.Random(f"{variant}/{seed}")
    record = GameRecord.new(variant, None, sfen)

    def play(plies: int) -> None:
        for _ in range(plies):
            pos = record.position()
            actions = pos.legal_actions()
            if not actions or pos.repetition_count() >= 4:
                return
            specials = [a for a in actions if type(a) is not int]
            record.add_move(rng.choice(specials) if specials and rng.random() < special_rate else rng.choice(actions))

    play(rng.randint(20, 50))
    for _ in range(rng.randint(1, 3)):
        record.go_to(rng.choice([n for n in record.walk() if n.ending is None]))
        play(rng.randint(1, 8))
        if rng.random() < 0.5:
            record.add_ending(*_ending(rng, record.current, "ki2"))
    record.go_to(record.main_line()[-1])
    if record.current.ending is None:
        record.add_ending(*_ending(rng, record.current, "ki2"))
    for node in record.walk():
        if rng.random() < 0.15:
            node.comment = rng.choice(["獅子の居食い", "雷撃球で戻す", "a comment\non two lines", "【括弧】入り", "*星"])
        if rng.random() < 0.05:
            node.bookmark = f"栞{rng.randint(1, 99)}"
        if rng.random() < 0.1:
            node.events.append({"type": "roll", "face": rng.randint(1, 20), "player": node.ply % 2})
        if node.parent is not None:
            node.time_spent = float(rng.randint(0, 120))
    record.header.update({"black": "先手", "white": "後手", "event": "変則将棋大会"})
    record.first()
    return record


def full_signature(record: GameRecord, times: bool = True) -> list[Any]:
    return [record.variant, record.handicap, record.start_sfen, record.header, *signature(record, times),
            *([n.ply, n.events] for n in record.walk())]


def specials(record: GameRecord) -> list[str]:
    return [n.usi for n in record.walk() if n.move is not None and type(n.move) is not int]


@pytest.mark.parametrize("variant", VARIANTS)
def test_variant_trees_round_trip_through_kif_ki2_and_native(variant: str) -> None:
    for seed in range(2):
        r = random_variant_tree(variant, seed)
        text = format_kif(r)
        assert f"変則：{variant}\n" in text and "手合割：その他\n" in text
        assert full_signature(parse_kif(text)) == full_signature(r)
        assert full_signature(parse_ki2(format_ki2(r)), times=False) == full_signature(r, times=False)
        assert full_signature(parse_native(format_native(r))) == full_signature(r)
        for fmt in ("kif", "kifu", "ki2"):  # the bytes other programs expect (Shift_JIS holds every name)
            again = read_record(write_record(r, fmt))
            assert full_signature(again, times=fmt != "ki2") == full_signature(r, times=fmt != "ki2")


@pytest.mark.parametrize("seed", range(4))
def test_lion_two_step_captures_round_trip(seed: int) -> None:
    r = random_variant_tree("kirin-phoenix:1", seed, LION_START, special_rate=0.7)
    lions = [s for s in specials(r) if s.startswith("lion!")]
    assert lions, "the game should contain lion actions"
    text = format_kif(r)
    assert all(f"【{s}】" in text for s in lions)
    assert "獅子\u3000" in text
    assert full_signature(parse_kif(text)) == full_signature(r)
    assert full_signature(parse_ki2(format_ki2(r)), times=False) == full_signature(r, times=False)
    assert full_signature(parse_native(format_native(r))) == full_signature(r)


@pytest.mark.parametrize("variant", CARD_GAMES)
def test_card_games_round_trip(variant: str) -> None:
    r = random_variant_tree(variant, 1, special_rate=0.5)
    assert len(specials(r)) >= 3
    text = format_kif(r)
    sfen_line = next(line for line in text.splitlines() if line.startswith("変則SFEN："))
    assert " cards" in sfen_line  # the cards each player holds are part of the start
    assert full_signature(parse_kif(text)) == full_signature(r)
    assert full_signature(parse_ki2(format_ki2(r)), times=False) == full_signature(r, times=False)
    for fmt in ("kif", "ki2"):
        again = read_record(write_record(r, fmt))
        assert full_signature(again, times=fmt == "kif") == full_signature(r, times=fmt == "kif")


def test_the_written_form() -> None:
    r = GameRecord.new("kirin-phoenix:1", None, "4k4/9/9/3pp4/4+Y4/9/9/9/4K4 b - 1")
    r.add_move("lion!5e5d,5d5e").time_spent = 3
    r.add_move("5a4b")
    r.add_move("5e5d")
    text = format_kif(r)
    assert text.splitlines()[:5] == [
        "# KIF形式棋譜ファイル Shogi Desktop",
        "# 変則将棋：麒麟・鳳凰将棋（両者・先手から）。本将棋の棋譜ではありません（Shogi Desktop の対局：kirin-phoenix:1）",
        "変則：kirin-phoenix:1",
        "変則SFEN：4k4/9/9/3pp4/4+Y4/9/9/9/4K4 b - 1",
        "手合割：その他",
    ]
    assert "| ・ ・ ・ ・ 獅 ・ ・ ・ ・|五" in text
    moves = text.split("手数----指手---------消費時間--\n")[1].splitlines()
    assert moves == ["   1 獅子\u3000５四獅子(55)、５五(54)【lion!5e5d,5d5e】 ( 0:03/00:00:03)",
                     "   2 ４二玉(51)   ( 0:00/00:00:00)",
                     "   3 ５四獅子(55) ( 0:00/00:00:03)"]
    assert format_ki2(r).splitlines()[-1] == "▲獅子\u3000５四獅子(55)、５五(54)【lion!5e5d,5d5e】 △４二玉    ▲５四獅子"
    assert sniff(text) == "kif" and sniff(format_ki2(r)) == "ki2"


def test_a_card_action_in_words() -> None:
    r = GameRecord.new("standard+cards2")
    r.add_move("7g7f")
    r.add_move("lightning!7f")
    r.current.events.append({"type": "note", "text": "雷"})
    text = format_kif(r)
    assert "   2 雷撃球\u3000７六【lightning!7f】 ( 0:00/00:00:00)" in text.splitlines()
    assert '#event {"type":"note","text":"\\u96f7"}' in text.splitlines()
    again = parse_kif(text)
    assert again.main_line()[2].usi == "lightning!7f" and again.main_line()[2].events == [{"type": "note", "text": "雷"}]
    assert again.position_at(again.main_line()[2]).sfen() == r.position_at(r.main_line()[2]).sfen()


def test_other_programs_refuse_variant_files() -> None:
    r = random_variant_tree("eight-knight:4", 0)
    kif, ki2 = format_kif(r), format_ki2(r)
    with pytest.raises(cshogi.KIF.ParserException):
        cshogi.KIF.Parser.parse_str(kif)
    with pytest.raises(shogi.KIF.ParserException):
        shogi.KIF.Parser.parse_str(kif)
    with pytest.raises(cshogi.KIF.ParserException):
        cshogi.KI2.Parser.parse_str(ki2)


def test_standard_games_are_written_as_before() -> None:
    for seed in range(5):
        text = format_kif(random_tree(seed, "kif"))
        assert "変則" not in text and "【" not in text and "#event" not in text
        assert text.startswith("# KIF形式棋譜ファイル Shogi Desktop\n")


def test_the_variant_line_switches_the_reader() -> None:
    r = random_variant_tree("hybrid:2", 3)
    again = parse_kif(format_kif(r), variant="eight-knight:4")  # the file says which variant it is
    assert again.variant == "hybrid:2" and full_signature(again) == full_signature(r)


HEAD = "変則：kirin-phoenix:1\n変則SFEN：4k4/9/9/3pp4/4+Y4/9/9/9/4K4 b - 1\n手合割：その他\n"


@pytest.mark.parametrize(("text", "line", "column", "message"), [
    ("変則：no-such-variant\n", 1, 4, "unknown variant no-such-variant"),
    ("後手の持駒：なし\n|v香v桂v銀v金v玉v金v銀v桂v香|一\n変則：hybrid\n", 3, 1, "must come before the board diagram"),
    (HEAD + "   1 獅子　５四獅(55)【lion!5e5d,5d5e\n", 4, 16, "expected 】"),
    (HEAD + "   1 獅子【lion!5e5d,,5d5e】\n", 4, 19, "not an action this game knows"),
    (HEAD + "   1 獅子【lion!5e5d,5d3c】\n", 4, 6, "the action lion!5e5d,5d3c is not legal here"),
    (HEAD + "   1 雷撃球【lightning!5d】\n", 4, 6, "not legal here"),
    ("変則：kirin-phoenix:1\n変則SFEN：4k4/9/9 b - 1\n", 2, 8, "bad 変則SFEN"),
    ("変則：hybrid\n変則手合割：no-such\n", 2, 7, "unknown handicap 'no-such'"),
    ("#event {broken\n", 1, 8, "bad #event line"),
])
def test_broken_variant_files(text: str, line: int, column: int, message: str) -> None:
    with pytest.raises(KifuError, match=message) as info:
        parse_kif(text)
    assert (info.value.line, info.value.column) == (line, column)


def test_the_diagram_must_show_the_declared_start() -> None:
    text = format_kif(GameRecord.new("eight-knight:4")).replace("| 香 騎 銀", "| 香 ・ 銀")
    with pytest.raises(KifuError, match="the board diagram is not the position 変則SFEN") as info:
        parse_kif(text)
    assert info.value.line == text.splitlines().index("|v香v桂v銀v金v玉v金v銀v桂v香|一") + 1  # the first row


def test_an_illegal_action_keeps_the_moves_before_it() -> None:
    text = HEAD + "   1 ５七獅(55)\n   2 ４二玉(51)\n   3 獅子【lion!5d5c,5c5d】\n"
    with pytest.raises(KifuError) as info:
        parse_kif(text)
    assert info.value.line == 6 and info.value.partial is not None
    assert info.value.partial.moves_usi(info.value.partial.main_line()[-1]) == ["5e5g", "5a4b"]


def test_other_text_in_brackets_is_not_an_action() -> None:
    # KIF ignores text after a move, as Kifu for Windows does; KI2 refuses it, as before
    r = parse_kif("   1 ７六歩(77)【定跡】\n   2 ３四歩(33)\n")
    assert r.moves_usi(r.main_line()[-1]) == ["7g7f", "3c3d"]
    with pytest.raises(KifuError, match="unexpected '【定跡】'"):
        parse_ki2("▲７六歩【定跡】\n△３四歩\n")


def test_ki2_names_the_source_square_where_no_qualifier_tells_the_pieces_apart() -> None:
    # Black's eight-way knights on 7f and 6g both reach 5e from the left going up: 左上 fits both.
    r = GameRecord.new("eight-knight", None, "4k4/9/9/9/9/2E6/3E5/9/4K4 b - 1")
    r.add_move("7f5e")
    r.add_move("5a4b")
    r.add_move("6g4f")  # alone: no qualifier needed
    text = format_ki2(r)
    assert text.splitlines()[-1] == "▲５五八方桂(76) △４二玉    ▲４六八方桂"
    again = parse_ki2(text)
    assert again.moves_usi(again.main_line()[-1]) == ["7f5e", "5a4b", "6g4f"]
