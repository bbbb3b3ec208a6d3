"""Japanese move text: squares, numbers, piece names, KIF moves and KI2 moves with JSA qualifiers."""

from __future__ import annotations

import cshogi
import cshogi.KI2
import pytest

from shogi_desktop.core.position import Position
from shogi_desktop.core.tables import parse_square
from shogi_desktop.notation.japanese import (
    MoveTextError,
    format_ki2_move,
    format_kif_move,
    kanji_number,
    kif_move_text,
    parse_move_text,
    parse_number,
    piece_names,
    resolve_ki2,
    resolve_kif,
    square_ja,
)
from tests.notation.kifu_games import random_game


def test_squares_and_numbers() -> None:
    assert square_ja(parse_square("7f")) == "７六"
    assert square_ja(parse_square("1a")) == "１一"
    assert square_ja(parse_square("9i")) == "９九"
    for n in range(1, 41):
        assert parse_number(kanji_number(n)) == n
    assert [kanji_number(n) for n in (1, 10, 11, 18, 20, 21)] == ["一", "十", "十一", "十八", "二十", "二十一"]
    assert parse_number("１８") == 18 and parse_number("4") == 4 and parse_number("十十") is None


def test_piece_names_read_every_spelling() -> None:
    names = piece_names("standard")
    v = names.variant
    for spelling, letter in [("王", "K"), ("玉", "K"), ("竜", "+R"), ("龍", "+R"), ("成銀", "+S"), ("全", "+S"),
                             ("成桂", "+N"), ("圭", "+N"), ("成香", "+L"), ("杏", "+L"), ("と", "+P"), ("馬", "+B")]:
        assert v.kinds[names.lookup[spelling]].letter == letter
    assert names.move[v.kind("+S").index] == "成銀" and names.board[v.kind("+S").index] == "全"
    assert names.move[v.kind("+R").index] == "龍" and names.move[v.kind("K").index] == "玉"


@pytest.mark.parametrize("text,to,piece,rel,mot,promote,drop,source", [
    ("７六歩(77)", "7f", "歩", "", "", None, False, "7g"),
    ("7六歩(77)", "7f", "歩", "", "", None, False, "7g"),
    ("76歩(77)", "7f", "歩", "", "", None, False, "7g"),
    ("同　銀(78)", None, "銀", "", "", None, False, "7h"),
    ("同銀(78)", None, "銀", "", "", None, False, "7h"),
    ("５五角打", "5e", "角", "", "", None, True, None),
    ("５五角(00)", "5e", "角", "", "", None, True, None),
    ("２二角成(88)", "2b", "角", "", "", True, False, "8h"),
    ("３三桂不成(45)", "3c", "桂", "", "", False, False, "4e"),
    ("▲５二金左上", "5b", "金", "左", "上", None, False, None),
    ("△同　成銀直", None, "成銀", "直", "", None, False, None),
    ("▲２四龍引", "2d", "龍", "", "引", None, False, None),
    ("▲２四竜右", "2d", "竜", "右", "", None, False, None),
    ("△４二王", "4b", "王", "", "", None, False, None),
    ("▲３三銀生", "3c", "銀", "", "", False, False, None),
    ("▲５五歩行", "5e", "歩", "", "上", None, False, None),
])
def test_parse_move_text(text: str, to: str | None, piece: str, rel: str, mot: str,
                         promote: bool | None, drop: bool, source: str | None) -> None:
    mt = parse_move_text(text)
    names = piece_names()
    assert mt.to == (parse_square(to) if to else None)
    assert mt.kind == names.lookup[piece]
    assert (mt.relative, mt.motion, mt.promote, mt.drop) == (rel, mot, promote, drop)
    assert mt.source == (parse_square(source) if source else None)
    assert mt.end == len(text)


def test_parse_move_text_rejects_garbage() -> None:
    for bad in ("", "７六", "歩", "0六歩", "７零歩", "同", "▲", "x７六歩"):
        with pytest.raises(MoveTextError):
            parse_move_text(bad)


def test_kif_moves_both_ways() -> None:
    pos = Position.initial()
    m = pos.parse_usi("7g7f")
    assert format_kif_move(pos, m) == "７六歩(77)"
    pos.push(m)
    pos.push(pos.parse_usi("3c3d"))
    m = pos.parse_usi("8h2b+")
    assert format_kif_move(pos, m) == "２二角成(88)"
    pos.push(m)
    m = pos.parse_usi("3a2b")
    assert format_kif_move(pos, m, last_to=parse_square("2b")) == "同　銀(31)"
    pos.push(m)
    m = pos.parse_usi("B*5e")
    assert format_kif_move(pos, m) == "５五角打"
    assert resolve_kif(pos.board, pos.side, parse_move_text("５五角打"), None) == m
    with pytest.raises(MoveTextError, match="no sente piece"):
        resolve_kif(pos.board, pos.side, parse_move_text("５五角(44)"), None)
    with pytest.raises(MoveTextError, match="holds 歩, not 銀"):
        resolve_kif(pos.board, pos.side, parse_move_text("５六銀(57)"), None)
    with pytest.raises(MoveTextError, match="no previous move"):
        resolve_kif(pos.board, pos.side, parse_move_text("同　歩(57)"), None)


# (SFEN, USI move, KI2 text) — the JSA rules: motion (上 引 寄) first, then side (左 右, 直 for a piece
# going straight up), then both; 竜 and 馬 compare the two pieces' sides and never use 直.
JSA_CASES = [
    ("8k/9/9/9/9/9/9/9/K2G1G3 b - 1", "6i5h", "▲５八金左"),
    ("8k/9/9/9/9/9/9/9/K2G1G3 b - 1", "4i5h", "▲５八金右"),
    ("8k/9/9/9/9/9/9/9/K3GG3 b - 1", "5i5h", "▲５八金直"),
    ("8k/9/9/9/9/9/9/9/K3GG3 b - 1", "4i5h", "▲５八金右"),
    ("k8/9/3GGG3/9/9/9/9/9/K8 b - 1", "6c5b", "▲５二金左"),
    ("k8/9/3GGG3/9/9/9/9/9/K8 b - 1", "5c5b", "▲５二金直"),
    ("k8/9/3GGG3/9/9/9/9/9/K8 b - 1", "4c5b", "▲５二金右"),
    ("k8/3G5/3G1G3/9/9/9/9/9/K8 b - 1", "6b5b", "▲５二金寄"),
    ("k8/3G5/3G1G3/9/9/9/9/9/K8 b - 1", "6c5b", "▲５二金左上"),
    ("k8/3G5/3G1G3/9/9/9/9/9/K8 b - 1", "4c5b", "▲５二金右"),
    ("3S1S3/9/9/9/9/9/9/9/K7k b - 1", "6a5b", "▲５二銀左不成"),
    ("3S1S3/9/9/9/9/9/9/9/K7k b - 1", "6a5b+", "▲５二銀左成"),
    ("3S1S3/9/9/9/9/9/9/9/K7k b - 1", "4a5b", "▲５二銀右不成"),
    ("k8/7+R1/8+R/9/9/9/9/9/K8 b - 1", "2b2d", "▲２四龍左"),
    ("k8/7+R1/8+R/9/9/9/9/9/K8 b - 1", "1c2d", "▲２四龍右"),
    ("+B+B6k/9/9/9/9/9/9/9/K8 b - 1", "9a8b", "▲８二馬左"),
    ("+B+B6k/9/9/9/9/9/9/9/K8 b - 1", "8a8b", "▲８二馬右"),
    ("k6+R1/9/9/9/7+R1/9/9/9/K8 b - 1", "2a2c", "▲２三龍引"),
    ("k6+R1/9/9/9/7+R1/9/9/9/K8 b - 1", "2e2c", "▲２三龍上"),
    ("k2g1g3/9/9/9/9/9/9/9/K8 w - 1", "4a5b", "△５二金左"),
    ("k2g1g3/9/9/9/9/9/9/9/K8 w - 1", "6a5b", "△５二金右"),
    ("k8/9/9/9/9/9/9/9/K3G4 b G 1", "G*5h", "▲５八金打"),
    ("k8/9/9/9/9/9/9/9/K3G4 b G 1", "5i5h", "▲５八金"),
    ("k8/9/9/9/9/9/9/9/K8 b B 1", "B*5e", "▲５五角"),
    ("k8/9/9/9/9/9/9/9/K1N1N4 b - 1", "7i6g", "▲６七桂左"),
    ("k8/9/9/9/9/9/9/9/K1N1N4 b - 1", "5i6g", "▲６七桂右"),
    ("k8/9/9/9/7N1/9/9/9/K8 b - 1", "2e3c", "▲３三桂不成"),
    ("k8/9/9/9/7N1/9/9/9/K8 b - 1", "2e1c+", "▲１三桂成"),
    # the gold on 5h is pinned by the rook: only one gold can go to 4g, so no qualifier
    ("4r3k/9/9/9/9/9/9/4GG3/4K4 b - 1", "4h4g", "▲４七金"),
    ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "6i5h", "▲５八金左"),
]


@pytest.mark.parametrize("sfen,usi,text", JSA_CASES)
def test_ki2_qualifiers_follow_the_jsa_rules(sfen: str, usi: str, text: str) -> None:
    pos = Position.from_sfen(sfen)
    m = pos.legal_move_from_usi(usi)
    assert format_ki2_move(pos, m) == text
    assert resolve_ki2(pos, parse_move_text(text), None) == m


def test_ki2_same_square_and_errors() -> None:
    pos = Position.from_sfen("k8/9/9/9/9/9/9/4p4/4K4 b - 1")
    m = pos.legal_move_from_usi("5i5h")
    assert format_ki2_move(pos, m, last_to=parse_square("5h")) == "▲同　玉"
    assert resolve_ki2(pos, parse_move_text("▲同玉"), parse_square("5h")) == m
    assert resolve_ki2(pos, parse_move_text("▲同　王"), parse_square("5h")) == m
    pos = Position.from_sfen("k8/3G5/3G1G3/9/9/9/9/9/K8 b - 1")
    with pytest.raises(MoveTextError, match="ambiguous"):
        resolve_ki2(pos, parse_move_text("▲５二金"), None)
    with pytest.raises(MoveTextError, match="ambiguous"):
        resolve_ki2(pos, parse_move_text("▲５二金左"), None)
    with pytest.raises(MoveTextError):
        resolve_ki2(pos, parse_move_text("▲５二金引"), None)
    with pytest.raises(MoveTextError, match="no 銀"):
        resolve_ki2(pos, parse_move_text("▲５二銀"), None)
    pos = Position.from_sfen("k8/9/9/9/9/9/9/9/K8 b - 1")
    with pytest.raises(MoveTextError):
        resolve_ki2(pos, parse_move_text("▲５五角打"), None)


def _positions(games: int = 12) -> list[tuple[Position, int | None, cshogi.Board]]:
    """Positions along random games (even and handicap), with cshogi boards in step."""
    out: list[tuple[Position, int | None, cshogi.Board]] = []
    for seed in range(games):
        record, _ = random_game(seed, 40, 120)
        pos = Position.from_snapshot(record.root.snapshot)
        board = cshogi.Board(record.start_sfen)
        last_to: int | None = None
        for node in record.main_line()[1:]:
            out.append((pos.copy(), last_to, board.copy()))
            pos.push(node.move)
            board.push(board.move_from_usi(node.usi))
            last_to = (node.move >> 7) & 127
    return out


def test_every_legal_move_reads_back_and_qualifiers_are_minimal() -> None:
    checked = qualified = 0
    for pos, last_to, _ in _positions()[::3]:
        legal = pos.legal_moves()
        for m in legal:
            text = format_ki2_move(pos, m, last_to, legal=legal)
            mt = parse_move_text(text)
            assert resolve_ki2(pos, mt, last_to, legal) == m, text
            kif = kif_move_text(pos.board, m, last_to)
            assert resolve_kif(pos.board, pos.side, parse_move_text(kif), last_to) == m, kif
            checked += 1
            if mt.relative or mt.motion:
                qualified += 1
                bare = text.replace(mt.relative + mt.motion, "", 1)
                with pytest.raises(MoveTextError):
                    resolve_ki2(pos, parse_move_text(bare), last_to, legal)
    assert checked > 5000 and qualified > 50


def test_cshogi_reads_our_ki2_moves_and_we_read_its() -> None:
    """Cross-check with cshogi's KI2 move writer and reader, move by move along random games: the texts
    are identical except where cshogi counts a pinned piece among those that could go there."""
    same = 0
    for pos, last_to, board in _positions(10):
        legal = pos.legal_moves()
        for m in legal[::2]:
            usi = pos.move_to_usi(m)
            cm = board.move_from_usi(usi)
            assert cm and board.is_legal(cm)
            ours = format_ki2_move(pos, m, last_to, legal=legal)
            theirs = cshogi.KI2.move_to_ki2(cm, board)
            assert resolve_ki2(pos, parse_move_text(theirs), last_to, legal) == m, (theirs, pos.sfen())
            got = cshogi.KI2.Parser.parse_move_str(ours, board.copy())
            assert [cshogi.move_to_usi(x) for x in got] == [usi], (ours, pos.sfen())
            if ours == theirs:
                same += 1
                continue
            to = cshogi.move_to(cm)
            kind = cshogi.move_from_piece_type(cm)
            pseudo = {cshogi.move_from(x) for x in board.pseudo_legal_moves if cshogi.move_to(x) == to
                      and not cshogi.move_is_drop(x) and cshogi.move_from_piece_type(x) == kind}
            legal_from = {cshogi.move_from(x) for x in board.legal_moves if cshogi.move_to(x) == to
                          and not cshogi.move_is_drop(x) and cshogi.move_from_piece_type(x) == kind}
            assert pseudo != legal_from, (ours, theirs, pos.sfen())
    assert same > 10000
