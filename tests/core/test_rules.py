"""The rules of standard shogi (RULES.md §2), one test or a small group per rule.

Every position that cshogi can express is cross-checked against it (cshogi is the reference for
standard shogi, see PEERS.md).  Most rules are also checked for White by turning the board round
(``flip_sfen`` / ``flip_usi``), so a rule that only works for Black fails here.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import cshogi
import cshogi.KIF
import pytest
import shogi.KIF as python_shogi_kif

from shogi_desktop.core import variant as variant_module
from shogi_desktop.core.handicap import HandicapError, handicap_sfen, handicaps
from shogi_desktop.core.outcome import IllegalReason, Outcome, Termination
from shogi_desktop.core.position import (
    PROMOTE,
    IllegalMoveError,
    Position,
    is_drop,
    is_promotion,
    make_drop,
)
from shogi_desktop.core.tables import parse_square, square_name

BLACK, WHITE = 0, 1
RANKS = "abcdefghi"


# --------------------------------------------------------------------------- helpers
def _expand_board(board: str) -> list[str]:
    cells: list[str] = []
    for row in board.split("/"):
        i = 0
        while i < len(row):
            ch = row[i]
            if ch.isdigit():
                cells.extend([""] * int(ch))
                i += 1
            elif ch == "+":
                cells.append(row[i : i + 2])
                i += 2
            else:
                cells.append(ch)
                i += 1
    assert len(cells) == 81
    return cells


def _compress_board(cells: list[str]) -> str:
    rows = []
    for r in range(9):
        out = ""
        empty = 0
        for cell in cells[r * 9 : r * 9 + 9]:
            if not cell:
                empty += 1
                continue
            if empty:
                out += str(empty)
                empty = 0
            out += cell
        if empty:
            out += str(empty)
        rows.append(out)
    return "/".join(rows)


def flip_sfen(sfen: str) -> str:
    """The same position seen from the other side: board turned round, colours and side swapped."""
    board, side, hand, *rest = sfen.split()
    cells = [cell.swapcase() for cell in reversed(_expand_board(board))]
    new_side = "w" if side == "b" else "b"
    new_hand = hand if hand == "-" else hand.swapcase()
    return " ".join([_compress_board(cells), new_side, new_hand, *rest])


def flip_square(name: str) -> str:
    return f"{10 - int(name[0])}{RANKS[8 - RANKS.index(name[1])]}"


def flip_usi(usi: str) -> str:
    """A USI move, drop or bare square turned round."""
    if len(usi) == 2:
        return flip_square(usi)
    if usi[1] == "*":
        return usi[:2] + flip_square(usi[2:4])
    return flip_square(usi[0:2]) + flip_square(usi[2:4]) + usi[4:]


def for_colour(colour: int, sfen: str, *usis: str) -> tuple[str, list[str]]:
    """The SFEN and moves as written for Black, or turned round for White."""
    if colour == BLACK:
        return sfen, list(usis)
    return flip_sfen(sfen), [flip_usi(u) for u in usis]


def legal_usi(pos: Position) -> set[str]:
    return {pos.move_to_usi(m) for m in pos.legal_moves()}


def cshogi_legal(sfen: str) -> set[str]:
    return {cshogi.move_to_usi(m) for m in cshogi.Board(sfen).legal_moves}


def checked_legal(sfen: str) -> set[str]:
    """Our legal moves, asserted equal to cshogi's."""
    ours = legal_usi(Position.from_sfen(sfen))
    assert ours == cshogi_legal(sfen), f"differs from cshogi in {sfen}"
    return ours


def from_square(moves: set[str], name: str) -> set[str]:
    return {m for m in moves if m[:2] == name}


def play(pos: Position, *usis: str) -> Position:
    for u in usis:
        pos.push(pos.legal_move_from_usi(u))
    return pos


COLOURS = pytest.mark.parametrize("colour", [BLACK, WHITE], ids=["black", "white"])


def test_flip_helpers_are_consistent_with_cshogi() -> None:
    # The helpers themselves must be right for the White tests to mean anything.
    start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
    assert flip_sfen(start) == "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"
    assert flip_sfen(flip_sfen("R6gk/9/7S1/9/9/9/9/9/K8 b P 1")) == "R6gk/9/7S1/9/9/9/9/9/K8 b P 1"
    assert flip_usi("7g7f") == "3c3d" and flip_usi("P*5e") == "P*5e" and flip_usi("8h2b+") == "2b8h+"
    sfen = "R6gk/9/7S1/9/9/9/9/9/K8 b P 1"
    assert {flip_usi(u) for u in cshogi_legal(sfen)} == cshogi_legal(flip_sfen(sfen))


# --------------------------------------------------------------------------- promotion
@COLOURS
def test_promotion_is_optional_when_entering_the_zone(colour: int) -> None:
    sfen, (plain, promo, diag, diag_promo) = for_colour(
        colour, "4k4/9/9/4S4/9/9/9/9/4K4 b - 1", "5d5c", "5d5c+", "5d4c", "5d4c+")
    moves = checked_legal(sfen)
    assert {plain, promo, diag, diag_promo} <= moves


@COLOURS
def test_promotion_is_optional_when_leaving_the_zone(colour: int) -> None:
    # A silver on 5c stepping back to 4d (outside the zone) may still promote; so may a rook moving
    # inside the zone.
    sfen, (back, back_promo, inside, inside_promo) = for_colour(
        colour, "k8/9/4S2R1/9/9/9/9/9/4K4 b - 1", "5c4d", "5c4d+", "2c2b", "2c2b+")
    moves = checked_legal(sfen)
    assert {back, back_promo, inside, inside_promo} <= moves


@COLOURS
def test_no_promotion_outside_the_zone(colour: int) -> None:
    sfen, (silver_sq, rook_sq, *rook_c) = for_colour(colour, "k8/9/9/9/9/4S4/9/2G4R1/4K4 b - 1",
                                                    "5f", "2h", "2h2c", "2h2c+")
    zone = "abc" if colour == BLACK else "ghi"
    moves = checked_legal(sfen)
    silver = from_square(moves, silver_sq)
    assert silver and not any(m.endswith("+") for m in silver)
    rook = from_square(moves, rook_sq)
    assert set(rook_c) <= rook
    assert all(m[3] in zone for m in rook if m.endswith("+"))
    assert any(m[3] not in zone for m in rook)


def test_gold_king_and_promoted_pieces_never_promote() -> None:
    sfen = "k8/9/9/3G+P+R2K/9/9/9/9/9 b - 1"
    moves = checked_legal(sfen)
    for sq in ("6d", "5d", "4d", "1d"):
        assert from_square(moves, sq)
        assert not any(m.endswith("+") for m in from_square(moves, sq))
    pos = Position.from_sfen(sfen)
    assert pos.explain_illegal(pos.parse_usi("6d6c+")) is IllegalReason.CANNOT_PROMOTE


@COLOURS
def test_forced_promotion_pawn_and_lance_on_the_last_rank(colour: int) -> None:
    sfen, usis = for_colour(colour, "8k/4P4/2L6/9/9/9/9/9/4K4 b - 1",
                            "5b5a", "5b5a+", "7c7a", "7c7a+", "7c7b", "7c7b+")
    pawn, pawn_promo, lance_last, lance_last_promo, lance_b, lance_b_promo = usis
    moves = checked_legal(sfen)
    assert pawn_promo in moves and pawn not in moves
    assert lance_last_promo in moves and lance_last not in moves
    assert {lance_b, lance_b_promo} <= moves  # rank b: the lance can still move, so optional
    pos = Position.from_sfen(sfen)
    assert pos.explain_illegal(pos.parse_usi(pawn)) is IllegalReason.DEAD_PIECE
    assert pos.explain_illegal(pos.parse_usi(lance_last)) is IllegalReason.DEAD_PIECE


@COLOURS
def test_forced_promotion_knight_on_the_last_two_ranks(colour: int) -> None:
    sfen, usis = for_colour(colour, "8k/9/9/4N4/9/6N2/9/9/4K4 b - 1",
                            "5d4b", "5d4b+", "5d6b", "5d6b+", "3f2d", "3f4d", "3f2d+")
    to_b, to_b_promo, to_b2, to_b2_promo, outside, outside2, outside_promo = usis
    moves = checked_legal(sfen)
    assert {to_b_promo, to_b2_promo} <= moves
    assert to_b not in moves and to_b2 not in moves
    assert {outside, outside2} <= moves and outside_promo not in moves
    # A knight entering rank c may stay unpromoted.
    sfen_c, (c_plain, c_promo) = for_colour(colour, "8k/9/9/9/4N4/9/9/9/4K4 b - 1", "5e4c", "5e4c+")
    assert {c_plain, c_promo} <= checked_legal(sfen_c)


# --------------------------------------------------------------------------- drops
@COLOURS
def test_no_drop_where_the_piece_could_never_move(colour: int) -> None:
    sfen, _ = for_colour(colour, "8k/9/9/9/9/9/9/9/K8 b PLN 1")
    moves = checked_legal(sfen)
    pos = Position.from_sfen(sfen)
    empty = {square_name(sq) for sq in range(81) if not pos.board[sq]}
    last = "a" if colour == BLACK else "i"
    last_two = "ab" if colour == BLACK else "hi"
    assert {m[2:] for m in moves if m.startswith("P*")} == {s for s in empty if s[1] != last}
    assert {m[2:] for m in moves if m.startswith("L*")} == {s for s in empty if s[1] != last}
    assert {m[2:] for m in moves if m.startswith("N*")} == {s for s in empty if s[1] not in last_two}
    for usi in (f"P*5{last}", f"L*5{last}", f"N*5{last_two[0]}", f"N*5{last_two[1]}"):
        assert pos.explain_illegal(pos.parse_usi(usi)) is IllegalReason.DEAD_DROP, usi


def test_drops_are_never_promoted() -> None:
    sfen = "8k/9/9/9/9/9/9/9/K8 b RBGSNLP 1"
    pos = Position.from_sfen(sfen)
    drops = [m for m in pos.legal_moves() if is_drop(m)]
    assert drops and not any(is_promotion(m) for m in drops)
    # A drop into the promotion zone puts the unpromoted piece there.
    play(pos, "S*5b")
    found = pos.piece_at(parse_square("5b"))
    assert found is not None and found[0].letter == "S" and found[1] == BLACK
    # "S*5b+" is not a move at all.
    with pytest.raises(ValueError):
        Position.from_sfen(sfen).parse_usi("S*5b+")


def test_explain_a_promoting_drop() -> None:
    # A hand-built drop with the promotion flag is refused; the reason must not blame self-check.
    pos = Position.from_sfen("8k/9/9/9/9/9/9/9/K8 b S 1")
    m = make_drop(pos.variant.kind("S").index, parse_square("5b")) | PROMOTE
    assert m not in pos.legal_moves()
    assert pos.explain_illegal(m) is IllegalReason.CANNOT_PROMOTE


@pytest.mark.parametrize("captured", ["+R", "+B", "+S", "+N", "+L", "+P", "R", "B", "G", "S", "N", "L", "P"])
@COLOURS
def test_captured_pieces_go_to_hand_unpromoted(colour: int, captured: str) -> None:
    base = captured[-1]
    white_piece = captured[:-1] + base.lower()
    sfen, (capture,) = for_colour(colour, f"8k/9/9/9/4{white_piece}4/9/9/4R4/1K7 b - 1", "5h5e")
    assert capture in checked_legal(sfen)
    pos = Position.from_sfen(sfen)
    board = cshogi.Board(sfen)
    pos.push(pos.legal_move_from_usi(capture))
    board.push_usi(capture)
    assert pos.sfen() == board.sfen()
    mover = pos.side ^ 1
    assert pos.hand_counts(mover) == {pos.variant.kind(base): 1}
    # And the captured piece may be dropped back (after the opponent's move), unpromoted.
    play(pos, "1a2a" if colour == BLACK else "9i8i")
    drop = f"{base}*5c" if colour == BLACK else f"{base}*5g"
    assert drop in legal_usi(pos)


def test_capturing_a_dragon_gives_a_rook() -> None:
    pos = play(Position.from_sfen("k8/9/4+r4/9/9/9/9/4R4/K8 b - 1"), "5h5c+")
    kinds = {k.letter: n for k, n in pos.hand_counts(BLACK).items()}
    assert kinds == {"R": 1}
    assert pos.sfen() == "k8/9/4+R4/9/9/9/9/9/K8 w R 2"


# --------------------------------------------------------------------------- 二歩
@COLOURS
def test_nifu(colour: int) -> None:
    sfen, (drop, other_file) = for_colour(colour, "4k4/9/9/9/9/9/4P4/9/4K4 b P 1", "P*5e", "P*4e")
    moves = checked_legal(sfen)
    file_char = drop[2]
    assert not {m for m in moves if m.startswith("P*") and m[2] == file_char}
    assert other_file in moves
    pos = Position.from_sfen(sfen)
    assert pos.explain_illegal(pos.parse_usi(drop)) is IllegalReason.NIFU
    with pytest.raises(IllegalMoveError) as info:
        pos.legal_move_from_usi(drop)
    assert info.value.reason is IllegalReason.NIFU


@COLOURS
def test_a_promoted_pawn_or_an_enemy_pawn_does_not_count_for_nifu(colour: int) -> None:
    sfen, (drop,) = for_colour(colour, "4k4/9/9/9/9/9/4+P4/9/4K4 b P 1", "P*5e")
    assert drop in checked_legal(sfen)
    sfen, (drop,) = for_colour(colour, "4k4/4p4/9/9/9/9/9/9/4K4 b P 1", "P*5e")
    assert drop in checked_legal(sfen)


# --------------------------------------------------------------------------- 打ち歩詰め
@COLOURS
def test_pawn_drop_mate_is_illegal(colour: int) -> None:
    # White king 1a, own knight 2a, Black gold 2c: P*1b would be mate.
    sfen, (pawn_drop, lance_drop) = for_colour(colour, "7nk/9/7G1/9/9/9/9/9/K8 b PL 1", "P*1b", "L*1b")
    moves = checked_legal(sfen)
    assert pawn_drop not in moves
    pos = Position.from_sfen(sfen)
    assert pos.explain_illegal(pos.parse_usi(pawn_drop)) is IllegalReason.UCHIFUZUME
    with pytest.raises(IllegalMoveError) as info:
        pos.legal_move_from_usi(pawn_drop)
    assert info.value.reason is IllegalReason.UCHIFUZUME
    # The same mate by a lance drop is legal and wins.
    assert lance_drop in moves
    play(pos, lance_drop)
    assert pos.outcome() == Outcome(Termination.CHECKMATE, colour)


@COLOURS
def test_pawn_drop_check_escaped_only_by_the_king_taking_the_pawn_is_legal(colour: int) -> None:
    # The gold on 3c covers 2b, not 1b: the king's only escape is to take the pawn.
    sfen, (drop, king_takes) = for_colour(colour, "7nk/9/6G2/9/9/9/9/9/K8 b P 1", "P*1b", "1a1b")
    assert drop in checked_legal(sfen)
    pos = play(Position.from_sfen(sfen), drop)
    assert pos.is_check()
    assert legal_usi(pos) == {king_takes}
    assert pos.outcome() is None


@COLOURS
def test_pawn_drop_mate_with_the_only_capturer_pinned_is_illegal(colour: int) -> None:
    # PEERS.md: the gold on 2a could take the pawn but is pinned by the rook on 9a.
    sfen, (drop,) = for_colour(colour, "R6gk/9/7S1/9/9/9/9/9/K8 b P 1", "P*1b")
    moves = checked_legal(sfen)
    assert len(moves) == 110
    assert drop not in moves
    pos = Position.from_sfen(sfen)
    assert pos.explain_illegal(pos.parse_usi(drop)) is IllegalReason.UCHIFUZUME
    # Without the pin the gold takes the pawn, so the drop is legal.
    sfen, (drop, gold_takes) = for_colour(colour, "7gk/9/7S1/9/9/9/9/9/K8 b P 1", "P*1b", "2a1b")
    assert drop in checked_legal(sfen)
    assert gold_takes in legal_usi(play(Position.from_sfen(sfen), drop))


@COLOURS
def test_pawn_drop_check_that_is_not_mate_is_legal(colour: int) -> None:
    sfen, (drop, *escapes) = for_colour(colour, "8k/9/9/9/9/9/9/9/K8 b P 1", "P*1b", "1a2a", "1a2b", "1a1b")
    assert drop in checked_legal(sfen)
    pos = play(Position.from_sfen(sfen), drop)
    assert pos.is_check()
    assert set(escapes) <= legal_usi(pos)


@COLOURS
def test_pawn_move_that_mates_is_legal(colour: int) -> None:
    sfen, (push, push_promo) = for_colour(colour, "7nk/9/7GP/9/9/9/9/9/K8 b - 1", "1c1b", "1c1b+")
    moves = checked_legal(sfen)
    assert {push, push_promo} <= moves
    pos = play(Position.from_sfen(sfen), push)
    assert pos.outcome() == Outcome(Termination.CHECKMATE, colour)
    board = cshogi.Board(sfen)
    board.push_usi(push)
    assert board.is_game_over() and board.is_check()


# --------------------------------------------------------------------------- self-check
@COLOURS
def test_a_pinned_piece_may_only_move_along_the_pin(colour: int) -> None:
    sfen, (gold_sq, along, off) = for_colour(colour, "k3r4/9/9/9/9/9/9/4G4/4K4 b - 1", "5h", "5h5g", "5h4h")
    moves = checked_legal(sfen)
    assert from_square(moves, gold_sq) == {along}
    pos = Position.from_sfen(sfen)
    assert pos.explain_illegal(pos.parse_usi(off)) is IllegalReason.SELF_CHECK
    # A pinned rook slides along the pin line, up to and including the pinner.
    sfen, (rook_sq,) = for_colour(colour, "k3r4/9/9/9/9/9/9/4R4/4K4 b - 1", "5h")
    expected = {f"5h5{r}" for r in "abcdefg"} | {f"5h5{r}+" for r in "abc"}
    if colour == WHITE:
        expected = {flip_usi(u) for u in expected}
    assert from_square(checked_legal(sfen), rook_sq) == expected


@COLOURS
def test_the_king_may_not_step_into_attack(colour: int) -> None:
    sfen, (king_sq, bad, *ok) = for_colour(colour, "k4r3/9/9/9/9/9/9/9/4K4 b - 1",
                                           "5i", "5i4h", "5i5h", "5i6h", "5i6i")
    moves = checked_legal(sfen)
    assert from_square(moves, king_sq) == set(ok)
    pos = Position.from_sfen(sfen)
    assert pos.explain_illegal(pos.parse_usi(bad)) is IllegalReason.SELF_CHECK


@COLOURS
def test_the_king_may_not_retreat_along_the_checking_line(colour: int) -> None:
    sfen, (king_sq, back, forward, *ok) = for_colour(
        colour, "4r3k/9/9/9/4K4/9/9/9/9 b - 1", "5e", "5e5f", "5e5d", "5e4d", "5e6d", "5e4e", "5e6e", "5e4f", "5e6f")
    moves = checked_legal(sfen)
    assert from_square(moves, king_sq) == set(ok)
    pos = Position.from_sfen(sfen)
    assert pos.is_check()
    assert pos.explain_illegal(pos.parse_usi(back)) is IllegalReason.SELF_CHECK
    assert pos.explain_illegal(pos.parse_usi(forward)) is IllegalReason.SELF_CHECK


@COLOURS
def test_a_piece_may_not_open_a_diagonal_to_its_own_king(colour: int) -> None:
    # The silver on 4h shields the king on 5i from the horse on 1e: it may only step to 3g,
    # which stays on the line.
    sfen, (silver_sq, along, off) = for_colour(colour, "k8/9/9/9/8+b/9/9/5S3/4K4 b - 1", "4h", "4h3g", "4h4g")
    moves = checked_legal(sfen)
    assert from_square(moves, silver_sq) == {along}
    pos = Position.from_sfen(sfen)
    assert pos.explain_illegal(pos.parse_usi(off)) is IllegalReason.SELF_CHECK


def test_when_in_check_only_answers_to_the_check_are_legal() -> None:
    sfen = "4r3k/9/9/9/9/9/9/9/4K4 b G 1"
    moves = checked_legal(sfen)
    drops = {m for m in moves if m.startswith("G*")}
    assert drops == {f"G*5{r}" for r in "bcdefgh"}


# --------------------------------------------------------------------------- check
@pytest.mark.parametrize(
    ("sfen", "check", "checkers"),
    [
        ("4k4/4P4/9/9/9/9/9/9/4K4 w - 1", True, {"5b"}),  # pawn
        ("4k4/9/3N5/9/9/9/9/9/4K4 w - 1", True, {"6c"}),  # knight
        ("4k4/3pp4/3N5/9/9/9/9/9/4K4 w - 1", True, {"6c"}),  # the knight jumps over pieces
        ("4k4/9/9/3N5/9/9/9/9/4K4 w - 1", False, set()),  # one rank too far
        ("4k4/9/9/4N4/9/9/9/9/4K4 w - 1", False, set()),
        ("4k4/9/9/9/9/9/9/4L4/4K4 w - 1", True, {"5h"}),  # lance along an empty file
        ("4k4/9/4p4/9/9/9/9/4L4/4K4 w - 1", False, set()),  # blocked lance
        ("4k4/9/2+R6/9/9/9/9/9/4K4 w - 1", False, set()),
        ("4k4/3+R5/9/9/9/9/9/9/4K4 w - 1", True, {"6b"}),  # dragon's diagonal step
        ("4k4/9/4+B4/9/9/9/9/9/4K4 w - 1", False, set()),
        ("4k4/4+B4/9/9/9/9/9/9/4K4 w - 1", True, {"5b"}),  # horse's orthogonal step
        ("4k4/9/9/9/8B/9/9/9/4K4 w - 1", True, {"1e"}),  # bishop along the diagonal
        ("4k4/9/3N5/9/9/9/9/4R4/4K4 w - 1", True, {"6c", "5h"}),  # double check
        ("4k4/9/9/9/9/9/9/9/4K4 b - 1", False, set()),
    ],
)
def test_check_detection(sfen: str, check: bool, checkers: set[str]) -> None:
    pos = Position.from_sfen(sfen)
    assert pos.is_check() is check
    assert cshogi.Board(sfen).is_check() is check
    them = pos.side ^ 1
    assert {square_name(s) for s in pos.attackers(pos.king_sq[pos.side], them)} == checkers


def test_random_games_agree_with_cshogi() -> None:
    """Legal moves, check and the SFEN at every ply of seeded random games."""
    positions = 0
    for seed in range(12):
        rng = random.Random(seed)
        pos = Position.initial()
        board = cshogi.Board()
        for _ in range(220):
            ours = legal_usi(pos)
            assert ours == {cshogi.move_to_usi(m) for m in board.legal_moves}, pos.sfen()
            assert pos.is_check() == board.is_check(), pos.sfen()
            assert pos.sfen() == board.sfen()
            positions += 1
            if not ours:
                assert board.is_game_over()
                outcome = pos.outcome()
                assert outcome is not None and outcome.winner == pos.side ^ 1
                break
            usi = rng.choice(sorted(ours))
            pos.push(pos.parse_usi(usi))
            board.push_usi(usi)
    assert positions > 1000


# --------------------------------------------------------------------------- game ends
@COLOURS
def test_checkmate_is_a_loss_for_the_side_to_move(colour: int) -> None:
    sfen, _ = for_colour(colour, "4k4/4G4/4P4/9/9/9/9/9/K8 w - 1")
    pos = Position.from_sfen(sfen)
    assert pos.is_check() and pos.legal_moves() == []
    assert pos.outcome() == Outcome(Termination.CHECKMATE, colour)
    board = cshogi.Board(sfen)
    assert board.is_game_over() and board.is_check()


@COLOURS
def test_stalemate_is_a_loss_for_the_side_to_move(colour: int) -> None:
    # White king alone on 1a: the knight on 3c covers 2a, the gold on 2c covers 1b and 2b,
    # nothing attacks 1a, and White has nothing in hand.
    sfen, _ = for_colour(colour, "8k/9/6NG1/9/9/9/9/9/K8 w - 1")
    pos = Position.from_sfen(sfen)
    assert not pos.is_check()
    assert pos.legal_moves() == []
    assert pos.outcome() == Outcome(Termination.STALEMATE, colour)
    board = cshogi.Board(sfen)
    assert board.is_game_over() and not board.is_check()


ROOK_SHUFFLE = ["2h1h", "8b9b", "1h2h", "9b8b"]


def test_fourfold_repetition_is_a_draw() -> None:
    pos = Position.initial()
    for i, usi in enumerate(ROOK_SHUFFLE * 3, start=1):
        play(pos, usi)
        if i < 12:
            assert pos.outcome() is None, i
    assert pos.repetition_count() == 4
    assert pos.outcome() == Outcome(Termination.REPETITION, None)
    # Undoing the last ply undoes the draw.
    pos.pop()
    assert pos.outcome() is None


def test_repetition_survives_copy_and_snapshot() -> None:
    pos = Position.initial()
    play(pos, *(ROOK_SHUFFLE * 3)[:11])
    for again in (pos.copy(), Position.from_snapshot(pos.snapshot())):
        play(again, "9b8b")
        assert again.outcome() == Outcome(Termination.REPETITION, None)


def test_repetition_needs_the_same_hands_and_side() -> None:
    board = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL"
    keys = {Position.from_sfen(f"{board} {side} {hand} 1").position_key()
            for side, hand in (("b", "-"), ("w", "-"), ("b", "P"), ("b", "p"), ("b", "2P"))}
    assert len(keys) == 5


PERPETUAL = "8k/9/9/9/9/9/9/9/K7R w - 1"  # Black's rook on 1i checks the White king on 1a
PERPETUAL_CYCLE = ["1a2a", "1i2i", "2a1a", "2i1i"]


@COLOURS
def test_perpetual_check_loses_for_the_checking_side(colour: int) -> None:
    sfen, cycle = for_colour(colour, PERPETUAL, *PERPETUAL_CYCLE)
    pos = Position.from_sfen(sfen)
    for i, usi in enumerate(cycle * 3, start=1):
        play(pos, usi)
        if i < 12:
            assert pos.outcome() is None
    assert pos.repetition_count() == 4
    # The checker is Black (colour) in the written position: it loses, the other side wins.
    assert pos.outcome() == Outcome(Termination.PERPETUAL_CHECK, colour ^ 1)


def test_perpetual_check_needs_a_check_on_every_ply_since_the_first_occurrence() -> None:
    # First cycle: Black's 1i3i does not give check; the two later cycles are all checks.
    pos = Position.from_sfen(PERPETUAL)
    play(pos, "1a2a", "1i3i", "2a1a", "3i1i", *(PERPETUAL_CYCLE * 2))
    assert pos.repetition_count() == 4
    assert pos.outcome() == Outcome(Termination.REPETITION, None)


def test_perpetual_check_survives_copy_and_snapshot() -> None:
    pos = Position.from_sfen(PERPETUAL)
    play(pos, *(PERPETUAL_CYCLE * 3)[:11])
    copied = play(pos.copy(), "2i1i")
    assert copied.outcome() == Outcome(Termination.PERPETUAL_CHECK, WHITE)
    restored = play(Position.from_snapshot(pos.snapshot()), "2i1i")
    assert restored.outcome() == Outcome(Termination.PERPETUAL_CHECK, WHITE)


# --------------------------------------------------------------------------- 入玉 declaration
# Black king on 5b; rook 8b, bishop 2b and eight pawns on rank c are the ten pieces in the camp
# (5 + 5 + 8 = 18 points); the hand adds the rest.
IMPASSE_28 = "9/1R2K2B1/PPPPPPPP1/9/9/9/9/9/4k4 b B5P 1"  # 18 + 5 + 5 = 28
IMPASSE_27 = "9/1R2K2B1/PPPPPPPP1/9/9/9/9/9/4k4 b B4P 1"  # 27: not enough for Black
IMPASSE_9_PIECES = "9/1R2K2B1/PPPPPPP2/9/9/9/9/9/4k4 b B6P 1"  # 28 points, 9 pieces
IMPASSE_IN_CHECK = "4g4/1R2K2B1/PPPPPPPP1/9/9/9/9/9/4k4 b B5P 1"
IMPASSE_KING_OUTSIDE = "9/1R5B1/PPPPPPPP1/4K4/9/9/9/9/4k4 b B5P 1"


@pytest.mark.parametrize(
    ("sfen", "points", "expected"),
    [
        (IMPASSE_28, (28, 10), True),
        (IMPASSE_27, (27, 10), False),
        (IMPASSE_9_PIECES, (28, 9), False),
        (IMPASSE_IN_CHECK, (28, 10), False),
        (IMPASSE_KING_OUTSIDE, (28, 10), False),
    ],
    ids=["28-points", "27-points", "9-pieces", "in-check", "king-outside"],
)
def test_impasse_declaration_for_black(sfen: str, points: tuple[int, int], expected: bool) -> None:
    pos = Position.from_sfen(sfen)
    assert pos.impasse_points(BLACK) == points
    assert pos.can_declare_impasse() is expected
    assert cshogi.Board(sfen).is_nyugyoku() is expected


def test_impasse_threshold_for_white_is_27() -> None:
    white_27 = flip_sfen(IMPASSE_27)
    pos = Position.from_sfen(white_27)
    assert pos.impasse_points(WHITE) == (27, 10)
    assert pos.can_declare_impasse()
    assert cshogi.Board(white_27).is_nyugyoku()
    white_26 = flip_sfen("9/1R2K2B1/PPPPPPPP1/9/9/9/9/9/4k4 b B3P 1")
    pos = Position.from_sfen(white_26)
    assert pos.impasse_points(WHITE) == (26, 10)
    assert not pos.can_declare_impasse()
    assert not cshogi.Board(white_26).is_nyugyoku()
    # The thresholds follow the colour only: a White side missing its rook and bishop (as after a
    # handicap) still needs 27, and Black 28.
    handicap_like = "4K4/9/9/9/9/9/ppppppppp/1s2k2g1/9 w 2g2s4n4l4p 1"
    pos = Position.from_sfen(handicap_like)
    assert pos.impasse_points(WHITE) == (27, 11)
    assert pos.can_declare_impasse()


def test_impasse_counts_pieces_in_hand_and_only_for_the_side_to_move() -> None:
    pos = Position.from_sfen(IMPASSE_28)
    assert pos.impasse_points(BLACK)[0] == 18 + 10
    # The same position with White to move: White does not qualify, Black cannot declare now.
    other = Position.from_sfen(IMPASSE_28.replace(" b ", " w "))
    assert not other.can_declare_impasse()


def test_impasse_declaration_is_not_a_move() -> None:
    pos = Position.from_sfen(IMPASSE_28)
    assert pos.can_declare_impasse()
    assert pos.outcome() is None  # the game goes on until the player declares
    assert legal_usi(pos) == cshogi_legal(IMPASSE_28)  # only ordinary moves in the move list


# --------------------------------------------------------------------------- forced promotion and
# dead drops come from the movement, so they extend to variant pieces
CHILD_TOML = """
id = "test-rules-child"
inherit = "standard"
name_ja = "テスト"
name_en = "Test"
impasse_declaration = false

[[pieces]]
letter = "N"
kanji = "桂"
name_ja = "八方桂"
name_en = "Eight-way knight"
moves = "N"
promotes_to = "+N"

[[pieces]]
letter = "L"
kanji = "香"
name_ja = "跳香"
name_en = "Jumping lance"
moves = "fD"
promotes_to = "+L"
"""


@pytest.fixture
def child_variant(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    real = variant_module._variant_dir()
    shutil.copy(real / "standard.toml", tmp_path / "standard.toml")
    (tmp_path / "test-rules-child.toml").write_text(CHILD_TOML, encoding="utf-8")
    monkeypatch.setattr(variant_module, "_variant_dir", lambda: tmp_path)
    return "test-rules-child"


def test_dead_squares_follow_the_movement_of_variant_pieces(child_variant: str) -> None:
    pos = Position.from_sfen("8k/9/9/9/9/9/9/9/K8 b NL 1", child_variant)
    moves = legal_usi(pos)
    # The eight-way knight can always move: it may be dropped anywhere, even on rank a.
    assert {"N*5a", "N*5b"} <= moves
    # The forward dabbaba has no move from ranks a and b: no drop there.
    lance_ranks = {m[3] for m in moves if m.startswith("L*")}
    assert lance_ranks == set("cdefghi")
    pos = Position.from_sfen("8k/9/4L4/4N4/9/9/9/9/K8 b - 1", child_variant)
    moves = legal_usi(pos)
    assert {"5c5a+"} <= moves and "5c5a" not in moves  # forced: no move left on rank a
    assert {"5d4b", "5d4b+", "5d6b", "5d6b+"} <= moves  # the eight-way knight is never forced
    assert not Position.from_sfen(IMPASSE_28, child_variant).can_declare_impasse()


# --------------------------------------------------------------------------- explain_illegal
START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"


@pytest.mark.parametrize(
    ("sfen", "usi", "reason"),
    [
        ("4k4/9/9/9/9/9/4P4/9/4K4 b P 1", "P*5e", IllegalReason.NIFU),
        ("R6gk/9/7S1/9/9/9/9/9/K8 b P 1", "P*1b", IllegalReason.UCHIFUZUME),
        ("4k4/9/9/9/9/9/9/9/4K4 b N 1", "N*5b", IllegalReason.DEAD_DROP),
        ("4k4/9/9/9/9/9/9/9/4K4 b L 1", "L*4a", IllegalReason.DEAD_DROP),
        ("k3r4/9/9/9/9/9/9/4G4/4K4 b - 1", "5h4h", IllegalReason.SELF_CHECK),
        ("4r3k/9/9/9/9/9/9/9/4K4 b P 1", "P*1e", IllegalReason.SELF_CHECK),
        (START, "7g7e", IllegalReason.CANNOT_REACH),
        (START, "2h2f", IllegalReason.CANNOT_REACH),  # blocked by the own pawn on 2g
        (START, "8h2b", IllegalReason.CANNOT_REACH),  # blocked diagonal
        (START, "8h7g", IllegalReason.OWN_PIECE),
        (START, "5e5d", IllegalReason.NO_PIECE),
        (START, "3c3d", IllegalReason.NOT_YOUR_PIECE),
        (START, "P*5e", IllegalReason.NOT_IN_HAND),
        ("4k4/9/9/9/9/9/9/9/4K4 b P 1", "P*4a", IllegalReason.DEAD_DROP),
        ("4k4/9/9/9/9/9/9/9/4K4 b G 1", "G*5i", IllegalReason.OCCUPIED),
        ("8k/4P4/9/9/9/9/9/9/4K4 b - 1", "5b5a", IllegalReason.DEAD_PIECE),
        (START, "7g7f+", IllegalReason.CANNOT_PROMOTE),
        (START, "6i6h+", IllegalReason.CANNOT_PROMOTE),
    ],
)
def test_explain_illegal(sfen: str, usi: str, reason: IllegalReason) -> None:
    pos = Position.from_sfen(sfen)
    assert usi not in cshogi_legal(sfen)
    m = pos.parse_usi(usi)
    assert pos.explain_illegal(m) is reason
    with pytest.raises(IllegalMoveError) as info:
        pos.legal_move_from_usi(usi)
    assert info.value.reason is reason
    assert reason.value in str(info.value)


def test_explain_illegal_is_none_for_every_legal_move() -> None:
    pos = Position.from_sfen("R6gk/9/7S1/9/9/9/9/9/K8 b P 1")
    assert all(pos.explain_illegal(m) is None for m in pos.legal_moves())


# --------------------------------------------------------------------------- handicaps (decisions)
KIF_READERS_KNOW = [hid for hid, h in handicaps().items() if h.kif_name and h.kif_name not in ("右七枚落ち", "左七枚落ち")]


@pytest.mark.parametrize("hid", KIF_READERS_KNOW)
def test_handicap_squares_follow_the_kif_readers(hid: str) -> None:
    kif = f"手合割：{handicaps()[hid].kif_name}\n手数----指手---------消費時間--\n"
    ours = handicap_sfen(hid)
    assert ours == cshogi.KIF.Parser.parse_str(kif).sfen
    assert ours == python_shogi_kif.Parser.parse_str(kif)[0]["sfen"]
    pos = Position.initial(handicap=hid)
    assert pos.side == WHITE and pos.sfen() == ours


def test_three_piece_handicap_removes_the_lance_on_1a() -> None:
    assert handicap_sfen("3").split()[0].startswith("lnsgkgsn1/9/")
    # The seven-piece presets, unknown to both readers, follow RULES.md §3.
    assert handicap_sfen("right-7").split()[0].startswith("3gkgs2/9/")
    assert handicap_sfen("left-7").split()[0].startswith("2sgkg3/9/")
    assert handicap_sfen("three-pawns") == "4k4/9/9/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w 3p 1"


def test_custom_handicap_syntax() -> None:
    assert handicap_sfen("custom:8b,2h:b") == "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B7/LNSGKGSNL b - 1"
    assert handicap_sfen("custom:8b") == "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"
    assert Position.initial(handicap="custom:1a,9a:w").sfen() == handicap_sfen("two-lances")
    for bad, words in (("custom:5a", "king on 5a cannot be removed"), ("custom:5e", "5e is already empty"),
                       ("custom:8b:x", "expected custom:SQUARES[:b|w]"), ("custom:0z", "not a square"),
                       ("nine-and-a-half", "unknown handicap")):
        with pytest.raises(HandicapError) as info:
            handicap_sfen(bad)
        assert words in str(info.value), bad
