"""Material balance: the value table, handicaps, captures cross-checked against cshogi's piece counts,
and mobility-derived values for pieces the table does not know."""

from __future__ import annotations

import random

import cshogi

from shogi_desktop.core.material import (
    STANDARD_VALUES,
    material,
    material_balance,
    material_series,
    mobility_value,
    piece_value,
)
from shogi_desktop.core.position import Position
from shogi_desktop.core.variant import build_variant, load_variant

# cshogi piece codes (Black 1..14, White +16) -> our letters
_CSHOGI_LETTERS = {1: "P", 2: "L", 3: "N", 4: "S", 5: "B", 6: "R", 7: "G", 8: "K",
                   9: "+P", 10: "+L", 11: "+N", 12: "+S", 13: "+B", 14: "+R"}
_CSHOGI_HAND = ["P", "L", "N", "S", "G", "B", "R"]


def cshogi_material(board: cshogi.Board, color: int) -> int:
    """An independent count: cshogi's pieces and hands times the table values."""
    total = 0
    for code in board.pieces:
        if code and (code < 16) == (color == 0):
            total += STANDARD_VALUES[_CSHOGI_LETTERS[code % 16]]
    for letter, n in zip(_CSHOGI_HAND, board.pieces_in_hand[color]):
        total += STANDARD_VALUES[letter] * n
    return total


def test_start_position_is_balanced() -> None:
    pos = Position.initial()
    expected = 9 * 1 + 2 * 3 + 2 * 4 + 2 * 5 + 2 * 6 + 8 + 10
    assert material(pos, 0) == material(pos, 1) == expected
    assert material_balance(pos) == 0


def test_handicaps_favour_black_by_the_removed_pieces() -> None:
    assert material_balance(Position.initial(handicap="bishop")) == 8
    assert material_balance(Position.initial(handicap="2")) == 18
    assert material_balance(Position.initial(handicap="rook-lance")) == 13
    # 歩三兵: White keeps the king and three pawns in hand
    assert material(Position.initial(handicap="three-pawns"), 1) == 3


def test_a_capture_moves_value_into_the_hand_and_promotion_adds_value() -> None:
    pos = Position.initial()
    for usi in ("7g7f", "3c3d", "8h2b+"):
        pos.push(pos.legal_move_from_usi(usi))
    # Black took a bishop (8 in hand) and promoted its own bishop to a horse (+5)
    assert material(pos, 0) == 63 + 8 + 5
    assert material(pos, 1) == 63 - 8
    assert material_balance(pos) == 21


def test_random_games_agree_with_cshogi_piece_counts() -> None:
    rng = random.Random(7)
    for _ in range(6):
        pos = Position.initial()
        ref = cshogi.Board()
        for _ply in range(120):
            moves = pos.legal_moves()
            if not moves:
                break
            m = rng.choice(moves)
            usi = pos.move_to_usi(m)
            pos.push(m)
            ref.push_usi(usi)
            assert material(pos, 0) == cshogi_material(ref, 0), pos.sfen()
            assert material(pos, 1) == cshogi_material(ref, 1), pos.sfen()


def test_series_over_positions_and_snapshots() -> None:
    pos = Position.initial()
    positions = [pos.copy()]
    snaps = [pos.snapshot()]
    for usi in ("7g7f", "3c3d", "8h2b+", "3a2b"):
        pos.push(pos.legal_move_from_usi(usi))
        positions.append(pos.copy())
        snaps.append(pos.snapshot())
    series = material_series(positions)
    assert series == [0, 0, 0, 21, 0]  # 3a2b: White takes the horse (13 off the board, 8 into hand)
    assert material_series(snaps) == series


def _variant_with(pieces_extra: list[dict[str, object]]) -> object:
    std = load_variant("standard")
    pieces = [
        {"letter": k.letter, "kanji": k.kanji, "name_ja": k.name_ja, "name_en": k.name_en, "moves": k.moves,
         **({"royal": True} if k.royal else {}),
         **({"promotes_to": k.promoted.letter} if k.promoted else {})}
        for k in std.kinds
    ]
    by_letter = {p["letter"]: p for p in pieces}
    for extra in pieces_extra:
        by_letter[extra["letter"]] = extra
    raw = {"id": "test-material", "name_ja": "試", "name_en": "Test", "files": 9, "ranks": 9,
           "promotion_ranks": 3, "start": std.start, "pieces": list(by_letter.values())}
    return build_variant(raw, "test")


def test_unknown_pieces_get_a_value_from_their_mobility() -> None:
    variant = _variant_with([
        {"letter": "Q", "kanji": "后", "name_ja": "女王", "name_en": "Queen", "moves": "RB"},
        {"letter": "G", "kanji": "金", "name_ja": "金", "name_en": "Gold that moves like a king", "moves": "K"},
        {"letter": "C", "kanji": "猫", "name_ja": "猫", "name_en": "Cat", "moves": "F", "value": 7},
    ])
    assert isinstance(variant, type(load_variant("standard")))
    q = variant.kind("Q")
    assert mobility_value(q, variant) == round(32 * 0.6)  # 16 orthogonal + 16 diagonal squares from 5e
    assert piece_value(q, variant) == mobility_value(q, variant)
    # a letter the table knows, but with other moves, is valued by its moves (8 steps), not as a gold
    assert piece_value(variant.kind("G"), variant) == 8
    assert piece_value(variant.kind("C"), variant) == 7  # the variant's own value wins
    assert piece_value(variant.kind("S"), variant) == 5  # unchanged pieces keep the table value


def test_mobility_orders_the_standard_pieces_sensibly() -> None:
    std = load_variant("standard")
    v = {k.letter: mobility_value(k, std) for k in std.kinds}
    assert v["P"] < v["S"] < v["G"] < v["R"] < v["+R"]
    assert v["+B"] > v["B"]
