"""Perft of standard shogi and the handicap presets.

Reference counts come from /work/shared/PEERS.md (cshogi and an independent generator agree on every
one of them); the handicap counts are computed by cshogi inside the test.
"""

from __future__ import annotations

import cshogi
import pytest

from shogi_desktop.core.handicap import handicap_sfen, handicaps
from shogi_desktop.core.perft import perft, perft_divide
from shogi_desktop.core.position import Position

START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
MANY_DROPS = "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1"
MIDDLE = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"
MIDDLE2 = "l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1"
PINNED = "R6gk/9/7S1/9/9/9/9/9/K8 b P 1"  # the only capturer of P*1b is pinned: 打ち歩詰め
NIFU = "7lk/9/7S1/9/9/9/2P6/9/K8 b PLNpl 1"  # 二歩 and drops where a piece could never move

# (sfen, depth, count): every count of PEERS.md the suite can afford (the whole file runs in seconds).
REFERENCE = [
    (START, 1, 30),
    (START, 2, 900),
    (START, 3, 25_470),
    (START, 4, 719_731),
    (MANY_DROPS, 1, 593),
    (MANY_DROPS, 2, 105_677),
    (MIDDLE, 1, 207),
    (MIDDLE, 2, 28_684),
    (MIDDLE, 3, 4_809_015),
    (MIDDLE2, 1, 98),
    (MIDDLE2, 2, 15_850),
    (MIDDLE2, 3, 1_114_656),
    (PINNED, 1, 110),
    (PINNED, 2, 165),
    (PINNED, 3, 12_593),
    (PINNED, 4, 129_035),
    (NIFU, 1, 204),
    (NIFU, 2, 26_293),
    (NIFU, 3, 3_540_433),
]


def cshogi_perft(board: cshogi.Board, depth: int) -> int:
    """Bulk-counting perft over cshogi's legal moves (moves come from its own generator, so push is safe)."""
    moves = list(board.legal_moves)
    if depth == 1:
        return len(moves)
    total = 0
    for m in moves:
        board.push(m)
        total += cshogi_perft(board, depth - 1)
        board.pop()
    return total


@pytest.mark.parametrize(("sfen", "depth", "expected"), REFERENCE,
                         ids=[f"{s.split()[0][:12]}-d{d}" for s, d, _ in REFERENCE])
def test_reference_counts(sfen: str, depth: int, expected: int) -> None:
    pos = Position.from_sfen(sfen)
    assert perft(pos, depth) == expected


def test_initial_position_is_the_start_sfen() -> None:
    assert Position.initial().sfen() == START
    assert perft(Position.initial(), 3) == 25_470


def test_perft_leaves_the_position_unchanged() -> None:
    pos = Position.from_sfen(MIDDLE2)
    before = (pos.sfen(), pos.hash, pos.ply, pos.king_sq[:], [h[:] for h in pos.hands])
    perft(pos, 2)
    perft_divide(pos, 2)
    assert (pos.sfen(), pos.hash, pos.ply, pos.king_sq[:], [h[:] for h in pos.hands]) == before


def test_depth_zero_and_negative() -> None:
    pos = Position.initial()
    assert perft(pos, 0) == 1
    with pytest.raises(ValueError):
        perft(pos, -1)
    with pytest.raises(ValueError):
        perft_divide(pos, 0)


@pytest.mark.parametrize("sfen", [START, PINNED, MIDDLE2])
def test_divide_matches_cshogi_per_root_move(sfen: str) -> None:
    pos = Position.from_sfen(sfen)
    rows = perft_divide(pos, 2)
    assert [usi for usi, _ in rows] == sorted(usi for usi, _ in rows)
    assert sum(n for _, n in rows) == perft(pos, 2)
    board = cshogi.Board(sfen)
    expected = {}
    for m in list(board.legal_moves):
        board.push(m)
        expected[cshogi.move_to_usi(m)] = len(list(board.legal_moves))
        board.pop()
    assert dict(rows) == expected


def test_pawn_drop_mate_with_pinned_capturer_is_excluded() -> None:
    # python-shogi gets this wrong (111); P*1b mates because the gold on 2a is pinned by the rook.
    pos = Position.from_sfen(PINNED)
    usis = {pos.move_to_usi(m) for m in pos.legal_moves()}
    assert "P*1b" not in usis
    assert "P*1c" in usis


@pytest.mark.parametrize("handicap", list(handicaps()))
def test_handicap_start_depth3_matches_cshogi(handicap: str) -> None:
    sfen = handicap_sfen(handicap)
    pos = Position.initial(handicap=handicap)
    assert pos.sfen() == sfen
    assert pos.side == 1  # White (上手) moves first in every preset
    expected = cshogi_perft(cshogi.Board(sfen), 3)
    assert expected > 0
    assert perft(pos, 3) == expected


def test_custom_handicap_matches_cshogi() -> None:
    sfen = handicap_sfen("custom:8b,2b,1i:b")
    assert sfen.split()[1] == "b"
    assert perft(Position.from_sfen(sfen), 3) == cshogi_perft(cshogi.Board(sfen), 3)
