"""The tests' oracle of card 時遡行 (RULES.md §5.1) for plain plies: ``revert_oracle.selective_revert``."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from shogi_desktop.core.actions import PieceStatus
from shogi_desktop.core.outcome import RevertError
from shogi_desktop.core.position import BLACK, WHITE, Position
from shogi_desktop.core.tables import parse_square
from shogi_desktop.core.transition import Transition, describe
from tests.core.revert_oracle import BoardChange, HandChange, apply_revert, invert, selective_revert


def play(pos: Position, usi: str) -> Transition:
    m = pos.legal_move_from_usi(usi)
    t = describe(pos, m)
    pos.push(m)
    return t


def revert_after(sfen: str, m1: str, m2: str) -> tuple[Position, list | RevertError]:
    """Play m1 and m2 from sfen, then ask for the revert of m1; returns the position and the answer."""
    pos = Position.from_sfen(sfen)
    t1 = play(pos, m1)
    t2 = play(pos, m2)
    return pos, selective_revert(pos, t1, t2)


def reverted_sfen(sfen: str, m1: str, m2: str) -> str:
    pos, changes = revert_after(sfen, m1, m2)
    assert isinstance(changes, list), changes
    apply_revert(pos, changes)
    return pos.sfen()


def kind(pos: Position, letter: str) -> int:
    return pos.variant.kind(letter).index


# --------------------------------------------------------------------------- selective revert: cases
def test_revert_plain_move_while_the_reply_stays() -> None:
    assert reverted_sfen(Position.initial().sfen(), "7g7f", "3c3d") == \
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 3"


def test_revert_when_the_opponent_captured_the_moved_piece() -> None:
    # Black's pawn advances to 5e and White's pawn takes it: the pawn leaves White's hand for 5f.
    assert reverted_sfen("4k4/9/9/4p4/9/4P4/9/9/4K4 b - 1", "5f5e", "5d5e") == \
        "4k4/9/9/9/4p4/4P4/9/9/4K4 b - 3"


def test_revert_capture_then_recapture_sends_the_captured_piece_to_its_owners_hand() -> None:
    # 5f takes the pawn on 5e, the gold retakes: the pawn cannot go back to 5e (the gold is there),
    # so it goes to White's hand; Black's pawn comes back from White's hand to 5f.
    assert reverted_sfen("4k4/9/9/4g4/4p4/4P4/9/9/4K4 b - 1", "5f5e", "5d5e") == \
        "4k4/9/9/9/4g4/4P4/9/9/4K4 b p 3"


def test_revert_capture_puts_the_captured_piece_back_on_its_square() -> None:
    assert reverted_sfen("4k4/9/9/9/4p4/4P4/9/9/4K4 b - 1", "5f5e", "5a4a") == \
        "5k3/9/9/9/4p4/4P4/9/9/4K4 b - 3"


@pytest.mark.parametrize("m2", ["P*5h", "6g5h"])
def test_revert_refused_when_the_origin_square_is_taken(m2: str) -> None:
    sfen = "4k4/9/9/9/9/9/3s5/4S4/8K b p 1"  # a dropped pawn or the gold on 6g fills 5h
    pos, answer = revert_after(sfen, "5h4g", m2)
    assert answer is RevertError.SQUARE_OCCUPIED
    assert pos.sfen().startswith("4k4/9/9/9/9/9/")  # nothing was changed


def test_revert_drop_returns_the_piece_to_the_hand() -> None:
    assert reverted_sfen("4k4/9/9/9/9/9/9/9/4K4 b G 1", "G*5e", "5a4a") == "5k3/9/9/9/9/9/9/9/4K4 b G 3"


def test_revert_drop_captured_by_the_reply() -> None:
    # The dropped gold was taken: it comes back to Black's hand from White's.
    assert reverted_sfen("4k4/9/9/4p4/9/9/9/9/4K4 b G 1", "G*5e", "5d5e") == "4k4/9/9/9/4p4/9/9/9/4K4 b G 3"


def test_revert_promotion() -> None:
    # The silver captured on 4c and promoted; the revert brings back the silver and the pawn.
    sfen = "k8/9/5p3/5S3/9/9/9/9/4K4 b - 1"
    assert reverted_sfen(sfen, "4d4c+", "9a8a") == "1k7/9/5p3/5S3/9/9/9/9/4K4 b - 3"


def test_revert_promotion_captured_by_the_reply() -> None:
    # White's gold takes the promoted silver: White's hand held a silver (base kind), which returns to 4d;
    # the pawn the silver took cannot return to 4c (the gold stands there) and goes to White's hand.
    sfen = "k8/5g3/5p3/5S3/9/9/9/9/4K4 b - 1"
    assert reverted_sfen(sfen, "4d4c+", "4b4c") == "k8/9/5g3/5S3/9/9/9/9/4K4 b p 3"


def test_revert_king_move_updates_the_king_square() -> None:
    pos, changes = revert_after("4k4/9/9/9/9/9/9/9/4K4 b - 1", "5i4h", "5a5b")
    assert isinstance(changes, list)
    apply_revert(pos, changes)
    assert pos.king_sq[BLACK] == parse_square("5i") and pos.board[parse_square("5i")] == kind(pos, "K") + 1
    assert pos.sfen() == "9/4k4/9/9/9/9/9/9/4K4 b - 3"


def test_revert_refused_without_a_previous_ply() -> None:
    pos = Position.initial()
    assert selective_revert(pos, None, None) is RevertError.NO_PREVIOUS_PLY


def test_revert_refused_when_no_legal_move_would_follow() -> None:
    # The silver on 3i took the checking gold on 2h; White's rook drop on 9i checks along rank i. The
    # revert would bring back the gold (protected by the pawn on 2g) checking the king, with the silver
    # back on 3i pinned by the rook: Black would have no legal move.
    pos, answer = revert_after("4k4/9/9/9/9/9/7p1/7g1/6S1K b r 1", "3i2h", "R*9i")
    assert answer is RevertError.NO_LEGAL_MOVE
    assert pos.legal_moves()  # without the revert Black can still play (2h3i blocks)


def test_revert_restores_the_statuses_of_the_pieces() -> None:
    pos = Position.from_sfen("4k4/9/9/9/4p4/4P4/9/9/4K4 b - 1")
    pos.statuses[parse_square("5f")] = PieceStatus(immune_until=99)
    pos.statuses[parse_square("5e")] = PieceStatus(immune_except=frozenset({"P"}))
    t1 = play(pos, "5f5e")
    t2 = play(pos, "5a4a")
    changes = selective_revert(pos, t1, t2)
    assert isinstance(changes, list)
    apply_revert(pos, changes)
    assert pos.statuses == {parse_square("5f"): PieceStatus(immune_until=99),
                            parse_square("5e"): PieceStatus(immune_except=frozenset({"P"}))}


def test_apply_revert_checks_the_changes_fit_and_changes_nothing_otherwise() -> None:
    pos = Position.initial()
    before = pos.sfen()
    with pytest.raises(ValueError, match="5e holds code 0, expected 8"):
        apply_revert(pos, [BoardChange(parse_square("7g"), 8, 0), BoardChange(parse_square("5e"), 8, 0)])
    with pytest.raises(ValueError, match="Black's hand has no P"):
        apply_revert(pos, [HandChange(BLACK, kind(pos, "P"), -1)])
    assert pos.sfen() == before and pos.board[parse_square("7g")] == 8


def test_invert_undoes_a_revert_and_the_hash_follows() -> None:
    pos = Position.from_sfen("k8/5g3/5p3/5S3/9/9/9/9/4K4 b - 1")
    t1 = play(pos, "4d4c+")
    t2 = play(pos, "4b4c")
    before, key = pos.sfen(), pos.hash
    changes = selective_revert(pos, t1, t2)
    assert isinstance(changes, list)
    apply_revert(pos, changes)
    apply_revert(pos, invert(changes))
    assert (pos.sfen(), pos.hash) == (before, key)


def test_reverted_position_has_the_key_of_the_same_position_reached_by_play() -> None:
    # 千日手 compares keys: the revert must give the key a game reaching the same position has.
    sfen = "4k4/9/9/9/4p4/4P4/9/4K4/9 b - 1"
    pos = Position.from_sfen(sfen)
    play(pos, "5f5e")  # Black's hand gets a pawn
    play(pos, "5a4a")
    t1 = play(pos, "5h4h")
    t2 = play(pos, "4a3a")
    changes = selective_revert(pos, t1, t2)
    assert isinstance(changes, list)
    apply_revert(pos, changes)
    by_play = Position.from_sfen(sfen)
    for usi in ["5f5e", "5a4a", "5h4h", "4a4b", "4h4i", "4b3b", "4i5h", "3b3a"]:
        play(by_play, usi)
    assert pos.sfen().split()[:3] == by_play.sfen().split()[:3]
    assert pos.hash == by_play.hash


def test_revert_rejects_transitions_that_do_not_fit_the_position() -> None:
    pos = Position.initial()
    t1 = play(pos, "7g7f")
    t2 = play(pos, "3c3d")
    with pytest.raises(ValueError, match="side to move"):
        selective_revert(pos, t2, t1)
    pos.pop()
    pos.pop()
    other = play(pos, "2g2f")
    t2 = play(pos, "3c3d")
    pos.pop()
    pos.pop()
    t1 = play(pos, "7g7f")
    play(pos, "3c3d")
    with pytest.raises(ValueError, match="2f does not hold"):
        selective_revert(pos, other, t2)


# --------------------------------------------------------------------------- selective revert: random games
def _material(pos: Position) -> Counter[str]:
    """Base kinds on the board and in both hands, whoever owns them."""
    kinds = pos.variant.kinds
    out: Counter[str] = Counter()
    for code in pos.board:
        if code:
            out[kinds[abs(code) - 1].unpromoted.letter] += 1
    for c in (BLACK, WHITE):
        for k, n in enumerate(pos.hands[c]):
            out[kinds[k].unpromoted.letter] += n
    return out


@pytest.mark.parametrize("seed", [11, 12, 13, 14])
def test_revert_in_random_games(seed: int) -> None:
    rng = random.Random(seed)
    pos = Position.initial()
    history: list[Transition] = []
    seen: Counter[str] = Counter()
    for _ in range(150):
        moves = pos.legal_moves()
        if not moves:
            break
        m = rng.choice(moves)
        history.append(describe(pos, m))
        pos.push(m)
        if len(history) < 2:
            continue
        t1, t2 = history[-2], history[-1]
        answer = selective_revert(pos, t1, t2)
        if answer is RevertError.SQUARE_OCCUPIED:
            assert t1.frm is not None and pos.board[t1.frm] != 0 and t2.to == t1.frm
            seen["blocked"] += 1
            continue
        assert isinstance(answer, list), answer
        after = pos.copy()
        apply_revert(after, answer)
        assert _material(after) == _material(pos)  # nothing created, nothing lost
        assert after.side == pos.side
        if t1.frm is not None:
            assert after.board[t1.frm] == t1.code_before
        assert after.board[t2.to] == t2.code_after  # the reply stays
        captured_by_m2 = t2.to == t1.to and t2.frm is not None
        seen["captured" if captured_by_m2 else "independent"] += 1
        if not captured_by_m2:
            # M2 did not touch M1's pieces: the result is the position before M1 with M2's changes applied.
            pos.pop()
            pos.pop()
            expected_board = pos.board[:]
            expected_hands = [h[:] for h in pos.hands]
            pos.push(t1.move)
            pos.push(t2.move)
            if t2.frm is not None:
                expected_board[t2.frm] = 0
            expected_board[t2.to] = t2.code_after
            for c in (BLACK, WHITE):
                for k, d in t2.hand_deltas[c]:
                    expected_hands[c][k] += d
            assert after.board == expected_board
            assert after.hands == expected_hands
        apply_revert(after, invert(answer))
        assert after.sfen() == pos.sfen() and after.hash == pos.hash
    assert seen["independent"] > 50 and seen["captured"] > 0
