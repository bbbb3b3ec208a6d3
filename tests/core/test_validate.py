"""validate_position: each problem code on a position built to show it, legal play never shows an
error, and "the side not to move is in check" agrees with cshogi."""

from __future__ import annotations

import random

import cshogi
import pytest

from shogi_desktop.core.handicap import handicap_ids
from shogi_desktop.core.position import Position
from shogi_desktop.core.tables import code_of, parse_square
from shogi_desktop.core.validate import (
    Level,
    ProblemCode,
    has_errors,
    toggle_promotion,
    validate_position,
    validate_sfen,
)


def codes(sfen: str) -> list[ProblemCode]:
    return [p.code for p in validate_sfen(sfen)]


def test_start_and_every_handicap_are_valid() -> None:
    assert validate_position(Position.initial()) == []
    for hid in handicap_ids():
        assert validate_position(Position.initial(handicap=hid)) == [], hid


def test_missing_king_is_only_a_warning() -> None:
    # a 詰将棋: White king only... and Black has none
    problems = validate_sfen("4k4/9/4P4/9/9/9/9/9/9 b G 1")
    assert [(p.code, p.color, p.level) for p in problems] == [(ProblemCode.MISSING_KING, 0, Level.WARNING)]
    assert not has_errors(problems)
    both = validate_sfen("9/9/9/9/9/9/9/9/9 b - 1")
    assert [p.color for p in both if p.code is ProblemCode.MISSING_KING] == [0, 1]


def test_two_kings_of_one_side() -> None:
    problems = validate_sfen("4k4/9/9/9/9/9/9/9/3K1K3 b - 1")
    [two] = [p for p in problems if p.code is ProblemCode.TWO_KINGS]
    assert two.color == 0 and two.count == 2 and two.is_error
    assert set(two.squares) == {parse_square("6i"), parse_square("4i")}


def test_nifu_names_the_file_and_side() -> None:
    problems = validate_sfen("4k4/9/9/9/2P6/9/2P6/9/4K4 b - 1")
    [nifu] = problems
    assert nifu.code is ProblemCode.NIFU and nifu.color == 0
    assert set(nifu.squares) == {parse_square("7e"), parse_square("7g")}
    # a tokin and a pawn, or pawns of both sides, on one file are fine
    assert codes("4k4/9/9/9/2+P6/9/2P6/9/4K4 b - 1") == []
    assert codes("4k4/9/2p6/9/9/9/2P6/9/4K4 b - 1") == []


@pytest.mark.parametrize(
    "sfen, square",
    [
        ("P3k4/9/9/9/9/9/9/9/4K4 b - 1", "9a"),  # Black pawn on the last rank
        ("4k4/9/9/9/9/9/9/9/4K3l w - 1", "1i"),  # White lance on its last rank
        ("4k4/1N7/9/9/9/9/9/9/4K4 b - 1", "8b"),  # Black knight on the second-last rank
        ("4k4/9/9/9/9/9/9/7n1/4K4 b - 1", "2h"),  # White knight
    ],
)
def test_dead_pieces(sfen: str, square: str) -> None:
    [dead] = validate_sfen(sfen)
    assert dead.code is ProblemCode.DEAD_PIECE and dead.squares == (parse_square(square),)


def test_promoted_pieces_on_the_last_rank_are_fine() -> None:
    assert codes("+P+L+N1k4/9/9/9/9/9/9/9/4K4 b - 1") == []


def test_the_side_not_to_move_in_check() -> None:
    # Black to move, but White's king is attacked by the rook: White could never have left it so
    problems = validate_sfen("4k4/9/9/9/9/9/9/9/4KR2r b - 1")
    assert codes("4k4/9/9/9/9/9/9/9/R3K4 b - 1") == []  # the rook does not see the king
    assert problems == []
    problems = validate_sfen("4k4/9/9/9/9/9/9/9/4R3K b - 1")
    [check] = problems
    assert check.code is ProblemCode.OPPONENT_IN_CHECK and check.color == 1
    assert check.squares == (parse_square("5a"),)
    # the side to move being in check is normal
    assert codes("4k4/9/9/9/9/9/9/9/4R3K w - 1") == []


def test_too_many_pieces_counts_board_and_hands_promoted_or_not() -> None:
    problems = validate_sfen("4k4/9/9/9/9/9/9/9/4K4 b 2B 1")
    assert problems == []
    problems = validate_sfen("4k4/9/9/9/4+b4/9/9/9/4K4 b 2B 1")
    [many] = problems
    assert (many.code, many.letter, many.count, many.limit) == (ProblemCode.TOO_MANY_PIECES, "B", 3, 2)
    assert codes("4k4/9/9/9/9/9/9/9/4K4 b 10P9p 1") == [ProblemCode.TOO_MANY_PIECES]
    assert codes("4k4/9/9/9/9/9/9/9/4K4 b 9P9p 1") == []


def test_describe_reads_well() -> None:
    [p] = validate_sfen("4k4/9/9/9/2P6/9/2P6/9/4K4 b - 1")
    assert p.describe() == "two unpromoted Black pawns on one file (7e, 7g)"


def test_legal_play_never_produces_an_error_and_check_agrees_with_cshogi() -> None:
    rng = random.Random(11)
    checks_seen = 0
    for _ in range(8):
        pos = Position.initial()
        for _ply in range(150):
            moves = pos.legal_moves()
            if not moves:
                break
            pos.push(rng.choice(moves))
            assert not has_errors(validate_position(pos)), pos.sfen()
            # swap the side to move: the side now *not* to move is in check exactly when cshogi says
            # that side (to move in the real position) is in check
            board, side, hands, num = pos.sfen().split()
            flipped = f"{board} {'w' if side == 'b' else 'b'} {hands} {num}"
            ours = ProblemCode.OPPONENT_IN_CHECK in [p.code for p in validate_sfen(flipped)]
            assert ours == bool(cshogi.Board(pos.sfen()).is_check()), flipped
            checks_seen += ours
    assert checks_seen > 0  # the comparison met both answers


def test_toggle_promotion_follows_the_variant_data() -> None:
    from shogi_desktop.core.variant import load_variant

    std = load_variant("standard")
    for letter, promoted in (("P", "+P"), ("R", "+R"), ("S", "+S")):
        for color in (0, 1):
            a, b = code_of(std.kind(letter), color), code_of(std.kind(promoted), color)
            assert toggle_promotion(std, a) == b
            assert toggle_promotion(std, b) == a
    for letter in ("G", "K"):
        c = code_of(std.kind(letter), 1)
        assert toggle_promotion(std, c) == c
    assert toggle_promotion(std, 0) == 0


def test_a_king_beside_a_prince_is_not_two_kings() -> None:
    from shogi_desktop.core.position import Position
    from shogi_desktop.core.validate import ProblemCode, validate_position

    pos = Position.from_sfen("4k4/9/9/9/9/9/9/3T5/4K4 b - 1", "standard+cards2")
    assert ProblemCode.TWO_KINGS not in {p.code for p in validate_position(pos)}
    two = Position.from_sfen("4k4/9/9/9/9/9/9/3K5/4K4 b - 1", "standard+cards2")
    assert ProblemCode.TWO_KINGS in {p.code for p in validate_position(two)}


def test_hybrid_pawns_on_one_file_are_a_position_of_play() -> None:
    """Hybrid's chess pawns capture diagonally, so two of one side on one file arise in ordinary play:
    the one position check every reader, --sfen and the editor share finds no problem there, and
    Fairy-Stockfish (pyffish, with the hybrid rules of tests/core/test_variants_pyffish.py) agrees the
    position is valid and lists the same legal moves but for the chess pawn's promotion it offers in
    the whole zone."""
    pyffish = pytest.importorskip("pyffish")
    from shogi_desktop.engine.fairy import config_text, uci_move
    from shogi_desktop.engine.fairy_check import checked_variants
    from shogi_desktop.notation import KifuNotice, read_record
    from tests.core.test_variants_pyffish import APPROXIMATIONS, fsf_fen

    pyffish.load_variant_config(config_text(checked_variants()) + APPROXIMATIONS)
    rng = random.Random(7)
    found = 0
    for _game in range(40):
        pos = Position.initial("hybrid")
        for _ply in range(160):
            moves = pos.legal_moves()
            if not moves:
                break
            pos.push(rng.choice(moves))
            pawns = [s for s in range(81) if pos.board[s] == (1 if pos.side == 1 else -1) * 8]
            files = [s % 9 for s in pawns]
            if len(files) == len(set(files)):
                continue
            found += 1
            assert validate_position(pos) == [], pos.sfen()
            fen = fsf_fen(pos)
            assert pyffish.validate_fen(fen, "sd-hybrid") == pyffish.FEN_OK, fen
            theirs = set(pyffish.legal_moves("sd-hybrid", fen, []))
            ours = {uci_move(pos.move_to_usi(m)) for m in pos.legal_moves()}
            pawn_promotions = {m for m in theirs - ours if m.endswith("+")}
            assert ours == theirs - pawn_promotions, fen
            notices: list[KifuNotice] = []
            again = read_record(pos.sfen(), fmt="sfen", variant="hybrid", notices=notices)
            assert notices == [] and again.start_sfen.split()[:3] == pos.sfen().split()[:3]
            break
    assert found >= 10  # (the games do double pawns up often enough for this to prove something)
