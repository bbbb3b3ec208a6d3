"""Cross-check of move generation against cshogi along seeded random games.

From the even start and from every handicap preset, games are played with ``random.Random(seed)``
until the game ends (no legal move, or the fourth repetition) or 150 plies; at every ply the legal
move set (as USI strings), check, the SFEN and the game end are compared with cshogi.  Half of the
games use a "sharp" policy (checks, captures and promotions preferred) so that mates, pawn-drop mate
refusals and king hunts actually happen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import cshogi
import pytest

from shogi_desktop.core.handicap import handicaps
from shogi_desktop.core.outcome import Termination
from shogi_desktop.core.position import Position, is_drop, is_promotion, move_to

MAX_PLIES = 150
POSITIONS_PER_START = 1000  # games are played until this many positions were compared (21 starts)
STARTS = [None, *handicaps()]  # None: the even game


@dataclass
class Tally:
    positions: int = 0
    games: int = 0
    mates: int = 0
    checks: int = 0
    ends: list[str] = field(default_factory=list)


def _choose(rng: random.Random, pos: Position, moves: list[int], sharp: bool) -> int:
    if not sharp or rng.random() < 0.3:
        return rng.choice(moves)
    checking = []
    for m in moves:
        pos.push(m)
        if pos.is_check():
            checking.append(m)
        pos.pop()
    if checking and rng.random() < 0.7:
        return rng.choice(checking)
    forcing = [m for m in moves if is_promotion(m) or (not is_drop(m) and pos.board[move_to(m)])]
    return rng.choice(forcing or moves)


def play_and_compare(start: str | None, seed: int, sharp: bool, tally: Tally) -> None:
    pos = Position.initial(handicap=start)
    board = cshogi.Board(pos.sfen())
    rng = random.Random(seed)
    where = f"start={start or 'even'} seed={seed}"
    for ply in range(MAX_PLIES + 1):
        sfen = pos.sfen()
        assert board.sfen() == sfen, f"{where} ply {ply}: boards differ"
        moves = pos.legal_moves()
        ours = sorted(pos.move_to_usi(m) for m in moves)
        theirs = sorted(cshogi.move_to_usi(m) for m in board.legal_moves)
        assert ours == theirs, (
            f"{where} ply {ply} sfen {sfen}: only ours {sorted(set(ours) - set(theirs))}, "
            f"only cshogi {sorted(set(theirs) - set(ours))}")
        in_check = pos.is_check()
        assert in_check == board.is_check(), f"{where} ply {ply} sfen {sfen}: is_check differs"
        tally.positions += 1
        tally.checks += in_check
        over = board.is_game_over()
        assert (not moves) == over, f"{where} ply {ply} sfen {sfen}: game end differs"
        if over:
            outcome = pos.outcome()
            assert outcome is not None
            assert outcome.termination is (Termination.CHECKMATE if in_check else Termination.STALEMATE)
            assert outcome.winner == pos.side ^ 1
            tally.mates += outcome.termination is Termination.CHECKMATE
            tally.ends.append(f"{where}: {outcome.termination.value} at ply {ply}")
            break
        if pos.repetition_count() >= 4:
            outcome = pos.outcome()
            assert outcome is not None and outcome.termination in (
                Termination.REPETITION, Termination.PERPETUAL_CHECK)
            tally.ends.append(f"{where}: {outcome.termination.value} at ply {ply}")
            break
        if ply == MAX_PLIES:
            break
        m = _choose(rng, pos, moves, sharp)
        usi = pos.move_to_usi(m)
        pos.push(m)
        # cshogi.move_from_usi returns 0 for a move it thinks illegal (and push(0) corrupts the
        # board): the move is in cshogi's own legal list, checked above, so this cannot happen.
        cm = board.move_from_usi(usi)
        assert cm != 0, f"{where} ply {ply}: cshogi refuses {usi}"
        board.push(cm)
    tally.games += 1


@pytest.mark.parametrize("start", STARTS, ids=[s or "even" for s in STARTS])
def test_random_games_match_cshogi(start: str | None) -> None:
    tally = Tally()
    base = 1000 * (STARTS.index(start) + 1)
    seed = base
    while tally.positions < POSITIONS_PER_START:
        play_and_compare(start, seed, sharp=seed % 2 == 1, tally=tally)
        seed += 1
    assert tally.positions >= POSITIONS_PER_START


def test_sharp_games_reach_mates() -> None:
    """The sharp policy really ends games, so the game-end comparison is exercised."""
    tally = Tally()
    for seed in range(1, 40, 2):
        play_and_compare(None, seed, sharp=True, tally=tally)
        play_and_compare("6", seed, sharp=True, tally=tally)
    assert tally.mates >= 5, tally.ends
    assert tally.checks >= 100

