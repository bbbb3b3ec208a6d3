"""``shogi-desktop-cli usi`` driven by a real USI client (cshogi's ``cshogi.usi.Engine``) and by raw pipes.

cshogi's driver starts one executable without arguments (PEERS.md), so a tiny wrapper script in
tmp_path runs ``python -m shogi_desktop.cli usi``.  cshogi is also the referee for every move our
engine answers.
"""

from __future__ import annotations

import contextlib
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import cshogi
import cshogi.usi
import pytest

from shogi_desktop.core.handicap import handicap_sfen

ROOT = Path(__file__).resolve().parents[2]
COMMAND = [sys.executable, "-m", "shogi_desktop.cli", "usi"]
LIVENESS = 60.0


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _within(fn: Callable[[], Any], timeout: float = LIVENESS) -> Any:
    """Run a blocking client call in a thread so a broken engine fails the test instead of hanging it."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = fn()
        except BaseException as exc:  # re-raised below
            box["error"] = exc

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(timeout)
    if t.is_alive():
        raise AssertionError(f"the engine did not answer within {timeout} s")
    if "error" in box:
        raise box["error"]
    return box.get("value")


# --------------------------------------------------------------------------- cshogi's driver
@pytest.fixture
def cshogi_engine(tmp_path: Path) -> Iterator[cshogi.usi.Engine]:
    script = tmp_path / "shogi-desktop-usi"
    script.write_text(f"#!/bin/sh\ncd {ROOT}\nPYTHONPATH={ROOT} exec {sys.executable} -m shogi_desktop.cli usi\n")
    script.chmod(0o755)
    engine = _within(lambda: cshogi.usi.Engine(str(script)))
    yield engine
    proc = engine.proc
    with contextlib.suppress(Exception):
        engine.quit()  # waits for the process and forgets it
    if proc.poll() is None:
        proc.kill()
        proc.wait(timeout=10)


def test_handshake_and_options_with_cshogi(cshogi_engine: cshogi.usi.Engine) -> None:
    assert cshogi_engine.name == "Shogi Desktop"
    lines = _within(cshogi_engine.usi)
    options = [ln for ln in lines if ln.startswith("option name ")]
    names = {ln.split()[2] for ln in options}
    assert {"Level", "Threads", "USI_Hash"} <= names
    assert "option name Level type spin default 10 min 1 max 10" in lines
    cshogi_engine.setoption("Level", 3)
    cshogi_engine.setoption("USI_Hash", 16)
    _within(cshogi_engine.isready)


def test_position_and_go_return_a_legal_move_for_cshogi(cshogi_engine: cshogi.usi.Engine) -> None:
    _within(cshogi_engine.isready)
    cshogi_engine.usinewgame()
    moves = ["7g7f", "3c3d", "2g2f"]
    cshogi_engine.position(moves)
    best, ponder = _within(lambda: cshogi_engine.go(btime=20000, wtime=20000, byoyomi=1000))
    board = cshogi.Board()
    for mv in moves:
        board.push_usi(mv)
    move = board.move_from_usi(best)
    assert move != 0 and board.is_legal(move), best
    assert ponder is None  # ponder off


def test_handicap_games_by_sfen(cshogi_engine: cshogi.usi.Engine) -> None:
    _within(cshogi_engine.isready)
    for handicap in ("bishop", "2", "6"):
        sfen = handicap_sfen(handicap)
        cshogi_engine.position(sfen="sfen " + sfen)
        best, _ = _within(lambda: cshogi_engine.go(nodes=3000))
        board = cshogi.Board(sfen)
        move = board.move_from_usi(best)
        assert move != 0 and board.is_legal(move), (handicap, best)


def test_a_short_game_against_cshogi_referee(cshogi_engine: cshogi.usi.Engine) -> None:
    """Ten plies of the engine against itself through cshogi's driver, every move checked by cshogi."""
    _within(cshogi_engine.isready)
    cshogi_engine.usinewgame()
    board = cshogi.Board()
    moves: list[str] = []
    for _ in range(10):
        cshogi_engine.position(moves)
        best, _ = _within(lambda: cshogi_engine.go(nodes=1500))
        move = board.move_from_usi(best)
        assert move != 0 and board.is_legal(move), (moves, best)
        board.push(move)
        moves.append(best)


# --------------------------------------------------------------------------- raw pipes
class Pipe:
    def __init__(self) -> None:
        self.proc = subprocess.Popen(COMMAND, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                     cwd=ROOT, env=_env(), bufsize=1)
        self.lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line.strip())
        self.lines.put(None)

    def send(self, text: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()

    def until(self, prefix: str, timeout: float = LIVENESS) -> list[str]:
        got: list[str] = []
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no {prefix!r} within {timeout} s; got {got[-5:]}") from None
            if line is None:
                raise AssertionError(f"the engine exited before {prefix!r}; got {got[-5:]}")
            got.append(line)
            if line.startswith(prefix):
                return got

    def close(self) -> int:
        with contextlib.suppress(BrokenPipeError, OSError):
            self.send("quit")
        return self.proc.wait(timeout=LIVENESS)


@pytest.fixture
def pipe() -> Iterator[Pipe]:
    p = Pipe()
    p.send("usi")
    p.until("usiok")
    p.send("isready")
    p.until("readyok")
    yield p
    if p.proc.poll() is None:
        p.proc.kill()
        p.proc.wait()


def test_go_infinite_then_stop(pipe: Pipe) -> None:
    pipe.send("position startpos moves 7g7f")
    pipe.send("go infinite")
    lines = pipe.until("info depth 2")
    assert not any(ln.startswith("bestmove") for ln in lines)
    pipe.send("stop")
    lines = pipe.until("bestmove")
    best = lines[-1].split()[1]
    board = cshogi.Board()
    board.push_usi("7g7f")
    assert board.is_legal(board.move_from_usi(best))
    assert pipe.close() == 0


def test_info_lines_carry_score_nodes_and_pv(pipe: Pipe) -> None:
    pipe.send("position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1")
    pipe.send("go depth 3")
    lines = pipe.until("bestmove")
    infos = [ln for ln in lines if ln.startswith("info depth")]
    assert infos and all(" nodes " in ln and " nps " in ln and " pv " in ln for ln in infos)
    assert "score mate 1" in infos[-1]
    assert lines[-1] == "bestmove G*5b"


def test_time_controls_answer_in_time(pipe: Pipe) -> None:
    pipe.send("position startpos")
    pipe.send("go btime 2000 wtime 2000 binc 500 winc 500")
    assert pipe.until("bestmove")[-1].split()[1] != "resign"
    pipe.send("go movetime 300")
    assert pipe.until("bestmove")[-1].startswith("bestmove ")
    pipe.send("go nodes 500")
    assert pipe.until("bestmove")[-1].startswith("bestmove ")


def test_resign_when_mated_and_win_by_declaration(pipe: Pipe) -> None:
    pipe.send("position sfen 4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1")
    pipe.send("go byoyomi 1000")
    assert pipe.until("bestmove")[-1] == "bestmove resign"
    # Black's king in the enemy camp with 10+ pieces there and 28+ points: the 27-point declaration
    impasse = "K+R+B+PPPPP1/PPP6/9/9/9/9/9/4k4/9 b RBGGGGSSSSNNNNLLLLppppppppp 1"
    pipe.send(f"position sfen {impasse}")
    pipe.send("go byoyomi 1000")
    assert pipe.until("bestmove")[-1] == "bestmove win"


def test_bad_input_is_reported_not_fatal(pipe: Pipe) -> None:
    pipe.send("frobnicate")
    assert "unknown command" in pipe.until("info string")[-1]
    pipe.send("position startpos moves 7g7f 7g7f")
    assert "move 2" in pipe.until("info string")[-1]
    pipe.send("setoption name Level value 99")
    assert "Level" in pipe.until("info string")[-1]
    pipe.send("isready")
    pipe.until("readyok")
    pipe.send("go depth 1")  # the position stopped at the last legal move: after 7g7f, White to move
    best = pipe.until("bestmove")[-1].split()[1]
    board = cshogi.Board()
    board.push_usi("7g7f")
    assert board.is_legal(board.move_from_usi(best))


def test_variant_option(pipe: Pipe) -> None:
    pipe.send("setoption name Variant value kirin-phoenix")
    pipe.send("position startpos")
    pipe.send("go depth 2")
    best = pipe.until("bestmove")[-1].split()[1]
    from shogi_desktop.core.position import Position
    from shogi_desktop.engine import parse_action_text

    parse_action_text(Position.initial("kirin-phoenix"), best)


START_SFEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -"


def test_the_opening_book_answers_and_can_be_switched_off_or_replaced(pipe: Pipe, tmp_path: Path) -> None:
    pipe.send("position startpos")
    pipe.send("go btime 60000 wtime 60000")
    lines = pipe.until("bestmove")
    book = [ln for ln in lines if ln.startswith("info string book move")]
    assert book and not any(ln.startswith("info depth") for ln in lines)  # from the book: no search
    best = lines[-1].split()[1]
    assert book[0].split()[4] == best and cshogi.Board().is_legal(cshogi.Board().move_from_usi(best))
    pipe.send("go infinite")  # analysis searches even where the book knows the position
    pipe.until("info depth 1")
    pipe.send("stop")
    pipe.until("bestmove")
    pipe.send("setoption name USI_OwnBook value false")
    pipe.send("go depth 2")
    lines = pipe.until("bestmove")
    assert any(ln.startswith("info depth") for ln in lines) and not any("book move" in ln for ln in lines)
    # a YaneuraOu book file of the user's: its one move is the answer
    db = tmp_path / "user_book.db"
    db.write_text(f"#YANEURAOU-DB2016 1.00\nsfen {START_SFEN} 1\n1g1f none 0 0 1\n", encoding="utf-8")
    pipe.send("setoption name USI_OwnBook value true")
    pipe.send(f"setoption name BookFile value {db}")
    pipe.send("go btime 60000 wtime 60000")
    lines = pipe.until("bestmove")
    assert lines[-1] == "bestmove 1g1f" and any("from user_book.db" in ln for ln in lines)
    # a file that is no book: said once, and the engine searches
    db.write_text("not a book\n", encoding="utf-8")
    pipe.send("go depth 1")
    lines = pipe.until("bestmove")
    assert any(ln.startswith("info string book file") and "not used" in ln for ln in lines)
    assert any(ln.startswith("info depth") for ln in lines)
    pipe.send("setoption name BookFile value <builtin>")
    pipe.send("position startpos moves 7g7f")
    pipe.send("go btime 60000 wtime 60000")
    assert any("book move" in ln for ln in pipe.until("bestmove"))
    assert pipe.close() == 0
