"""teaching.goals.standing: mate, stalemate, check with an answer (the capture of the piece that moved
first), or play on, from the core's legal actions; checked against cshogi on the same positions."""

from __future__ import annotations

import cshogi

from shogi_desktop.core.position import Position
from shogi_desktop.teaching.goals import Standing, standing


def _after(sfen: str, *usi: str) -> Position:
    pos = Position.from_sfen(sfen)
    for text in usi:
        pos.push(pos.legal_move_from_usi(text))
    return pos


def _cshogi_state(sfen: str, *usi: str) -> Standing:
    board = cshogi.Board(sfen)
    for text in usi:
        board.push_usi(text)
    if board.is_game_over():
        return Standing.MATE if board.is_check() else Standing.STALEMATE
    return Standing.CHECK if board.is_check() else Standing.PLAYS_ON


def test_mate_check_and_quiet_moves() -> None:
    sfen = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"
    cases = [(("G*5b",), Standing.MATE, None), (("5c5b+",), Standing.CHECK, "5a5b"),
             (("G*4b",), Standing.CHECK, "5a4b"), (("5i4h",), Standing.PLAYS_ON, None)]
    for moves, state, answer in cases:
        assert standing(_after(sfen, *moves)) == (state, answer), moves
        assert _cshogi_state(sfen, *moves) is state


def test_an_answer_that_is_not_a_capture_when_none_is_legal() -> None:
    # the lance checks from afar, guarded by the rook behind it: the king steps aside
    sfen = "4k4/9/9/9/4L4/9/9/4R4/4K4 w - 1"
    pos = Position.from_sfen("4k4/9/9/9/9/9/9/4R4/4K4 b L 1")
    pos.push(pos.legal_move_from_usi("L*5e"))
    state, answer = standing(pos)
    assert state is Standing.CHECK and answer is not None and answer.startswith("5a") and answer != "5a5e"
    assert _cshogi_state(sfen) is Standing.CHECK


def test_stalemate_is_its_own_standing() -> None:
    # White's king on 1a, boxed by Black's golds with no check: no legal move (a loss, not a draw)
    sfen = "8k/6G2/7G1/9/9/9/9/9/4K4 w - 1"
    assert standing(Position.from_sfen(sfen)) == (Standing.STALEMATE, None)
    assert _cshogi_state(sfen) is Standing.STALEMATE
