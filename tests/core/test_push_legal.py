"""Position.push_legal (the readers' and the record's one-step check and push) against is_legal + push.

Along seeded random games (half of them "sharp": checks, captures and promotions preferred, so that
evasions, pins, discovered checks and pawn-drop mates happen) every position is offered every
pseudo-legal move, every legal one, drops of every kind in hand to every square (other kinds to a
few), two pieces to every square with and without promotion, and a batch of random move ints;
push_legal must accept exactly the moves is_legal accepts, leave the position untouched when it
refuses, and leave it exactly as push() does when it accepts (with a parent snapshot, the snapshot it
returns must be the position's).  The check note it keeps for the next
call is checked against is_check() at every ply, and it is used: the games themselves are played
with push_legal.  Standard shogi (and the handicaps) is also compared with cshogi's move list, as
tests/core/test_crosscheck_cshogi.py does for legal_moves.
"""

from __future__ import annotations

import random
from typing import Any

import cshogi
import pytest

from shogi_desktop.core.position import NSQ, PROMOTE, Position, is_drop, is_promotion, move_to

VARIANTS = ["standard", "eight-knight:4", "hybrid:2", "immortal-silver:1", "kirin-phoenix:1",
            "princess-empress:1", "reflect-bishop:1", "standard+cards2", "hybrid:1+cards1"]


def _state(pos: Position) -> tuple[Any, ...]:
    return (pos.sfen(), pos.hash, tuple(pos._keys), tuple(pos._stack), pos.king_sq[:], pos.ply)


def _candidates(pos: Position, rng: random.Random) -> list[int]:
    moves = set(pos.pseudo_legal_moves()) | set(pos.legal_moves())
    hand = pos.hands[pos.side]
    for k in range(len(pos.variant.kinds)):  # the kinds in hand everywhere, the others somewhere
        for to in range(NSQ) if hand[k] else rng.sample(range(NSQ), 3):
            moves.add((NSQ + k) | to << 7)
    for _ in range(40):
        moves.add(rng.randrange(1 << 15))
        moves.add(rng.randrange(NSQ) | rng.randrange(NSQ) << 7 | (PROMOTE if rng.random() < 0.3 else 0))
    # Two pieces to every square, with and without promotion (pins, blocked rays, other pieces' moves).
    for frm in rng.sample([sq for sq in range(NSQ) if pos.board[sq]], 2):
        for to in range(NSQ):
            moves.add(frm | to << 7)
            moves.add(frm | to << 7 | PROMOTE)
    return sorted(moves)


def _compare_at(pos: Position, rng: random.Random) -> set[int]:
    """Offer every candidate to push_legal (with the position's check note in place); returns the
    moves it accepted."""
    before = _state(pos)
    note = pos._chk, pos._chk_flag
    accepted = set()
    for m in _candidates(pos, rng):
        expected = pos.is_legal(m)
        assert _state(pos) == before
        pos._chk, pos._chk_flag = note
        parent = pos.snapshot() if rng.random() < 0.2 else None
        got = pos.push_legal(m, parent)
        assert bool(got) == expected, f"{pos.sfen()} {pos.move_to_usi(m) if m < 1 << 15 else m}: " \
                                      f"push_legal {bool(got)}, is_legal {expected}"
        if got:
            accepted.add(m)
            after = _state(pos)
            if parent is not None:
                assert isinstance(got, type(parent))
                rebuilt = Position.from_snapshot(got)
                assert _state(rebuilt) == after
                whole = pos.snapshot()
                assert (got.board, got.hands, got.side, got.move_number, got.hash, got.keys, got.stack) == \
                       (whole.board, whole.hands, whole.side, whole.move_number, whole.hash, whole.keys,
                        whole.stack)
            pos.pop()
            assert _state(pos) == before
            pos.push(m)
            assert _state(pos) == after
            pos.pop()
        else:
            assert _state(pos) == before
    pos._chk, pos._chk_flag = note
    return accepted


def _choose(rng: random.Random, pos: Position, actions: list[Any], sharp: bool) -> Any:
    if not sharp or rng.random() < 0.3:
        return rng.choice(actions)
    checking = []
    for a in actions:
        pos.push(a)
        if pos.is_check():
            checking.append(a)
        pos.pop()
    if checking and rng.random() < 0.7:
        return rng.choice(checking)
    forcing = [a for a in actions if type(a) is int and (is_promotion(a) or (not is_drop(a) and pos.board[move_to(a)]))]
    return rng.choice(forcing or actions)


def _play(variant: str, handicap: str | None, seed: int, plies: int, cshogi_too: bool) -> int:
    rng = random.Random(seed)
    pos = Position.initial(variant, handicap)
    board = cshogi.Board(pos.sfen()) if cshogi_too else None
    compared = 0
    for _ in range(plies):
        accepted = _compare_at(pos, rng)
        compared += 1
        if board is not None:
            assert sorted(pos.move_to_usi(m) for m in accepted) == \
                sorted(cshogi.move_to_usi(m) for m in board.legal_moves), pos.sfen()
        actions = pos.legal_actions()
        if not actions:
            break
        action = _choose(rng, pos, actions, sharp=seed % 2 == 1)
        if type(action) is int:
            assert pos.push_legal(action)  # so the next position has push_legal's check note
            if pos._chk is pos.hash:
                assert pos._chk_flag == pos.is_check(), pos.sfen()
        else:
            pos.push(action)
        if board is not None:
            board.push(board.move_from_usi(pos.move_to_usi(pos.last_move())))
        if pos.repetition_count() >= 4:
            break
    return compared


@pytest.mark.parametrize("variant", VARIANTS)
def test_push_legal_matches_is_legal(variant: str) -> None:
    compared = 0
    seed = 0
    while compared < 80:
        compared += _play(variant, None, seed, 40, cshogi_too=False)
        seed += 1


@pytest.mark.parametrize("handicap", [None, "bishop", "6", "naked-king"])
def test_push_legal_matches_cshogi(handicap: str | None) -> None:
    compared = 0
    seed = 100
    while compared < 150:
        compared += _play("standard", handicap, seed, 150, cshogi_too=True)
        seed += 1


def test_checking_pawn_drops_and_pins() -> None:
    """Positions made for the rules push_legal handles on its own or hands over: a pinned piece may
    move along its line only, a king may not step into an attack (nor along the checking line), a
    pawn drop that mates is refused, one that checks without mating is allowed, 二歩 is refused."""
    cases = {
        # A bishop pinned by a rook on the file: along the file only (it cannot move along it).
        "4k4/9/9/9/4r4/9/4B4/9/4K4 b - 1": {"5g4f": False, "5g5f": False},
        # A rook pinned on the file may slide along it and capture the pinner.
        "4k4/9/9/9/4r4/9/4R4/9/4K4 b - 1": {"5g5f": True, "5g5e": True, "5g4g": False},
        # The king in check by a rook: not along the line, sideways yes.
        "4k4/9/9/9/4r4/9/9/9/4K4 b - 1": {"5i5h": False, "5i4h": True, "5i4i": True},
        # Pawn-drop mate refused; a pawn drop check with an escape allowed; 二歩.
        "4k4/4g4/9/9/9/9/9/9/4K4 b P 1": {"P*5c": True},
        "3nkn3/3s1s3/4L4/9/9/9/9/9/4K4 b P 1": {"P*5b": False},
        "3nkn3/3s5/4L4/9/9/9/9/9/4K4 b P 1": {"P*5b": True},
        "4k4/9/9/9/9/9/4P4/9/4K4 b P 1": {"P*5c": False, "P*4c": True},
    }
    for sfen, expected in cases.items():
        pos = Position.from_sfen(sfen)
        for usi, legal in expected.items():
            m = pos.parse_usi(usi)
            assert pos.is_legal(m) is legal, (sfen, usi)
            copy = pos.copy()
            assert bool(copy.push_legal(m)) is legal, (sfen, usi)
