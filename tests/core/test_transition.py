"""Transitions: what a move changes, computed before it is made."""

from __future__ import annotations

import random

import cshogi
import pytest

from shogi_desktop.core.position import BLACK, WHITE, PieceStatus, Position
from shogi_desktop.core.tables import parse_square
from shogi_desktop.core.transition import Transition, describe

CSHOGI_HAND = "PLNSGBR"  # cshogi's order of hand counts


def play(pos: Position, usi: str) -> Transition:
    m = pos.legal_move_from_usi(usi)
    t = describe(pos, m)
    pos.push(m)
    return t


def kind(pos: Position, letter: str) -> int:
    return pos.variant.kind(letter).index


# --------------------------------------------------------------------------- describe
def test_describe_plain_move() -> None:
    pos = Position.initial()
    t = describe(pos, pos.legal_move_from_usi("7g7f"))
    assert (t.color, t.frm, t.to, t.drop, t.promoted) == (BLACK, parse_square("7g"), parse_square("7f"), None, False)
    assert t.kind == t.kind_after == kind(pos, "P")
    assert not t.is_capture and t.captured_code == 0 and t.to_hand is None
    assert t.hand_deltas == ((), ())


def test_describe_capture_with_promotion_sends_the_base_kind_to_the_captor() -> None:
    pos = Position.from_sfen("4k4/9/6+r2/9/9/9/9/1B7/4K4 b - 1")  # the bishop on 8h takes the dragon on 3c
    t = describe(pos, pos.legal_move_from_usi("8h3c+"))
    assert t.promoted and t.kind == kind(pos, "B") and t.kind_after == kind(pos, "+B")
    assert t.captured == kind(pos, "+R") and t.captured_color == WHITE
    assert t.to_hand == kind(pos, "R")
    assert t.hand_deltas == (((kind(pos, "R"), 1),), ())


def test_describe_drop() -> None:
    pos = Position.from_sfen("4k4/9/9/9/9/9/9/9/4K4 w g 1")
    t = describe(pos, pos.legal_move_from_usi("G*5e"))
    g = kind(pos, "G")
    assert (t.color, t.drop, t.frm, t.kind, t.is_drop) == (WHITE, g, None, g, True)
    assert t.hand_deltas == ((), ((g, -1),))


def test_describe_refuses_malformed_moves_with_a_clear_message() -> None:
    pos = Position.initial()
    with pytest.raises(ValueError, match="no piece of the side to move on 5e"):
        describe(pos, pos.parse_usi("5e5d"))
    with pytest.raises(ValueError, match="no P in the mover's hand"):
        describe(pos, pos.parse_usi("P*5e"))
    with pytest.raises(ValueError, match="own piece"):
        describe(pos, pos.parse_usi("5i4i"))
    with pytest.raises(ValueError, match="does not promote"):
        describe(pos, pos.parse_usi("4i4h+"))


def test_describe_a_captured_token_leaves_the_game() -> None:
    pos = Position.from_sfen("4k4/9/9/9/4p4/4P4/9/9/4K4 b - 1")
    pos.statuses[parse_square("5e")] = PieceStatus(token=True)
    t = describe(pos, pos.legal_move_from_usi("5f5e"))
    assert t.captured == kind(pos, "P") and t.to_hand is None and t.hand_deltas == ((), ())
    assert t.captured_status == PieceStatus(token=True)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_describe_matches_the_position_change_and_cshogi_in_random_games(seed: int) -> None:
    rng = random.Random(seed)
    pos = Position.initial()
    board = cshogi.Board()
    captures = promotions = drops = 0
    for _ in range(160):
        moves = pos.legal_moves()
        if not moves:
            break
        m = rng.choice(moves)
        t = describe(pos, m)
        before_board, before_hands = pos.board[:], [h[:] for h in pos.hands]
        cs_before = [list(h) for h in board.pieces_in_hand]
        usi = pos.move_to_usi(m)
        pos.push(m)
        board.push_usi(usi)
        assert pos.sfen() == board.sfen()
        # the board changes exactly on the squares the transition names
        changed = {sq: pos.board[sq] for sq in range(81) if pos.board[sq] != before_board[sq]}
        expected = {t.to: t.code_after}
        if t.frm is not None:
            expected[t.frm] = 0
        assert changed == expected
        assert before_board[t.to] == t.captured_code
        if t.frm is not None:
            assert before_board[t.frm] == t.code_before
        # hand deltas agree with ours and with cshogi's
        for c in (BLACK, WHITE):
            ours = {k: pos.hands[c][k] - before_hands[c][k] for k in range(len(pos.hands[c]))
                    if pos.hands[c][k] != before_hands[c][k]}
            assert ours == dict(t.hand_deltas[c])
            cs = {pos.variant.kind(CSHOGI_HAND[i]).index: n - cs_before[c][i]
                  for i, n in enumerate(board.pieces_in_hand[c]) if n != cs_before[c][i]}
            assert cs == dict(t.hand_deltas[c])
        captures += t.is_capture
        promotions += t.promoted
        drops += t.is_drop
    assert captures and promotions and drops  # the games exercised every kind of change
