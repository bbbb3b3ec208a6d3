"""``go mate`` in our USI server (a real process on pipes), checked with cshogi, and the USI client asking
it (engine/usi_client.py: ``UsiEngine.go_mate``)."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import cshogi
import pytest

from tests.engine.test_usi_server import ROOT, Pipe

MATE3 = "l+R6l/9/4p1+P2/p2k4p/2N1Rg3/P1P1s4/1PG5P/1K3S3/LN1+p1b1NL b B6P2g2sn3p 1"  # a mate in 5
# a mate in 13 the first search needs well over 60,000 positions (more than a second here) to find
HARD = "5g2l/R1r4+L1/2kpn4/2p1p2Pp/3P1p3/P1P1PP3/1P2S3P/L1K1G4/3G4+p b BSNL4Pbg2s2n 1"


@pytest.fixture
def mate_pipe() -> Iterator[Pipe]:
    p = Pipe()
    p.send("usi")
    p.until("usiok")
    p.send("isready")
    p.until("readyok")
    yield p
    if p.proc.poll() is None:
        p.proc.kill()
        p.proc.wait()


def _is_mate_line(sfen: str, moves: list[str]) -> bool:
    board = cshogi.Board(sfen)
    for i, usi in enumerate(moves):
        move = board.move_from_usi(usi)
        if not board.is_legal(move):
            return False
        board.push(move)
        if i % 2 == 0 and not board.is_check():
            return False
    return board.is_game_over()


def test_go_mate_answers_the_mating_line(mate_pipe: Pipe) -> None:
    mate_pipe.send(f"position sfen {MATE3}")
    mate_pipe.send("go mate 20000")
    lines = mate_pipe.until("checkmate")
    moves = lines[-1].split()[1:]
    assert len(moves) == 5 and _is_mate_line(MATE3, moves)
    assert any(ln.startswith("info nodes") for ln in lines)


def test_go_mate_nomate_timeout_and_stop(mate_pipe: Pipe) -> None:
    mate_pipe.send("position startpos")
    mate_pipe.send("go mate 5000")
    assert mate_pipe.until("checkmate")[-1] == "checkmate nomate"  # no check at all: proved
    mate_pipe.send(f"position sfen {HARD}")
    mate_pipe.send("go mate 300")
    assert mate_pipe.until("checkmate")[-1] == "checkmate timeout"
    mate_pipe.send("go mate infinite")
    mate_pipe.until("info nodes")  # searching, no answer yet
    mate_pipe.send("stop")
    assert mate_pipe.until("checkmate")[-1] == "checkmate timeout"
    mate_pipe.send("go mate soon")
    lines = mate_pipe.until("checkmate")
    assert "go mate" in lines[-2] and lines[-1] == "checkmate timeout"
    mate_pipe.send("isready")
    mate_pipe.until("readyok")
    assert mate_pipe.close() == 0


def test_the_usi_client_asks_an_engine_for_a_mate() -> None:
    from shogi_desktop.engine.usi_client import UsiEngine

    engine = UsiEngine([sys.executable, "-m", "shogi_desktop.cli", "usi"], cwd=str(ROOT))
    try:
        engine.start()
        answer = engine.go_mate(f"sfen {MATE3}", [], 20.0)
        assert answer.status == "mate" and _is_mate_line(MATE3, answer.moves)
        answer = engine.go_mate("startpos", ["7g7f"], 5.0)
        assert answer.status == "nomate" and answer.moves == []
        answer = engine.go_mate(f"sfen {HARD}", [], 0.3)
        assert answer.status == "timeout"
    finally:
        engine.quit()
