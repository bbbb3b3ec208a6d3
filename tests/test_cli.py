"""shogi-desktop-cli: output formats, agreement with cshogi, and one-line errors with exit status 2."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import cshogi
import pytest

from shogi_desktop.cli import main
from shogi_desktop.core.handicap import handicap_sfen, handicaps
from shogi_desktop.core.variant import all_variant_choices

ROOT = Path(__file__).resolve().parents[1]
START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def run_subprocess(*argv: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "shogi_desktop.cli", *argv], capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=120)


def cshogi_moves(sfen: str, moves: Sequence[str] = ()) -> list[str]:
    board = cshogi.Board(sfen)
    for usi in moves:
        m = board.move_from_usi(usi)
        assert m and board.is_legal(m), usi  # move_from_usi returns 0 for an illegal move
        board.push(m)
    return sorted(cshogi.move_to_usi(m) for m in board.legal_moves)


def assert_one_line_error(code: int, out: list[str] | str, err: str, *needles: str) -> None:
    assert code == 2
    assert not out
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("shogi-desktop-cli: error: ")
    assert "Traceback" not in err
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])


# ----------------------------------------------------------------------------- variants
def test_variants_lists_every_id_in_sections(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, err = run(capsys, "variants")
    assert code == 0 and err == ""
    sections: dict[str, list[str]] = {}
    current = ""
    for line in lines:
        assert line and line == line.strip()
        if line.startswith("#"):
            current = line.split()[1]
            sections[current] = []
        else:
            assert " " not in line
            sections[current].append(line)
    assert list(sections) == ["variants", "handicaps", "add-ons"]
    assert sections["variants"] == all_variant_choices()
    assert sections["variants"][0] == "standard"
    assert sections["handicaps"] == list(handicaps())
    assert {"lance", "rook", "2", "6", "10", "naked-king"} <= set(sections["handicaps"])
    assert sections["add-ons"] == ["cards1", "cards2", "fantasista"]


# ----------------------------------------------------------------------------- moves and sfen
def test_moves_from_start_equal_cshogi(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, err = run(capsys, "moves")
    assert code == 0 and err == ""
    assert len(lines) == 30
    assert lines == sorted(lines)
    assert lines == cshogi_moves(START)


def test_moves_after_moves_and_in_handicap_equal_cshogi(capsys: pytest.CaptureFixture[str]) -> None:
    played = ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]
    code, lines, _ = run(capsys, "moves", "--moves", *played)
    assert code == 0
    assert lines == cshogi_moves(START, played)
    assert "B*5e" in lines  # White recaptured the horse: its bishop drops are listed
    code, lines, _ = run(capsys, "moves", "--handicap", "2", "--moves", "5a4b", "7g7f")
    assert code == 0
    assert lines == cshogi_moves(handicap_sfen("2"), ["5a4b", "7g7f"])


def test_moves_accepts_one_quoted_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "moves", "--moves", "7g7f 3c3d")[1] == run(capsys, "moves", "--moves", "7g7f", "3c3d")[1]


def test_sfen_after_moves(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, err = run(capsys, "sfen", "--moves", "7g7f", "3c3d", "8h2b+")
    assert code == 0 and err == ""
    assert lines == ["lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4"]
    board = cshogi.Board()
    for usi in ("7g7f", "3c3d", "8h2b+"):
        board.push_usi(usi)
    assert lines[0] == board.sfen()


def test_sfen_of_handicap_and_given_sfen(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "sfen", "--handicap", "rook")[1] == [handicap_sfen("rook")]
    given = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"
    assert run(capsys, "sfen", "--sfen", given)[1] == [given]
    assert run(capsys, "sfen", "--variant", "standard")[1] == [START]


# ----------------------------------------------------------------------------- perft
def test_perft_3_from_start(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, err = run(capsys, "perft", "3")
    assert code == 0 and err == ""
    assert lines == ["25470"]


def test_perft_divide_sums_to_total(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "perft", "3", "--divide")
    assert code == 0
    assert lines[-2] == "" and lines[-1] == "25470"
    rows = lines[:-2]
    assert len(rows) == 30
    counts = {}
    for row in rows:
        usi, _, n = row.partition(": ")
        counts[usi] = int(n)
    assert sum(counts.values()) == 25470
    board = cshogi.Board()
    expected = {}
    for m in list(board.legal_moves):
        board.push(m)
        expected[cshogi.move_to_usi(m)] = sum(len(cshogi_moves(board.sfen(), [cshogi.move_to_usi(r)]))
                                              for r in list(board.legal_moves))
        board.pop()
    assert counts == expected


def test_perft_with_position_options(capsys: pytest.CaptureFixture[str]) -> None:
    pinned = "R6gk/9/7S1/9/9/9/9/9/K8 b P 1"
    assert run(capsys, "perft", "2", "--sfen", pinned)[1] == ["165"]
    tsume = "7lk/9/7S1/9/9/9/9/9/9 b G 1"  # no Black king (a 詰将棋): a warning, not an error
    assert run(capsys, "moves", "--sfen", tsume)[1] == cshogi_moves(tsume)
    assert run(capsys, "perft", "0")[1] == ["1"]
    code, lines, _ = run(capsys, "perft", "1", "--divide", "--moves", "7g7f")
    assert lines[-1] == "30" and all(line.endswith(": 1") for line in lines[:-2])


# ----------------------------------------------------------------------------- errors
@pytest.mark.parametrize(("argv", "needles"), [
    (["sfen", "--sfen", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1"],
     ["bad SFEN", "board, column 57", "'X'"]),
    (["moves", "--sfen", START.replace(" b ", " x ")], ["side to move, column", "'x'"]),
    (["moves", "--sfen", "lnsgkgsnl/1r5b1 b - 1"], ["bad SFEN", "board, column 1", "ranks"]),
    (["moves", "--sfen", "lnsgkgsnl/1r5b1"], ["bad SFEN", "missing field (side to move)"]),
    (["moves", "--sfen", "4k4/4P4/9/9/9/9/9/9/4K4 b - 1"], ["bad SFEN", "White is in check"]),
    (["moves", "--variant", "no-such-variant"], ["unknown variant 'no-such-variant'"]),
    (["moves", "--variant", "standard:7"], ["unknown sub-variant '7'"]),
    (["moves", "--handicap", "queen"], ["unknown handicap 'queen'"]),
    (["perft", "2", "--handicap", "custom:5e"], ["5e", "empty"]),
    (["sfen", "--moves", "7g7f", "3c3d", "7f7d"], ["illegal move '7f7d'", "move 3 of --moves", "cannot move there"]),
    (["moves", "--moves", "2g2f", "P*5e"], ["illegal move 'P*5e'", "move 2", "not-in-hand"]),
    (["moves", "--sfen", "R6gk/9/7S1/9/9/9/9/9/K8 b P 1", "--moves", "P*1b"], ["'P*1b'", "move 1", "uchifuzume"]),
    (["moves", "--moves", "7g7f", "hello"], ["move 2 of --moves", "hello"]),
    (["sfen", "--addon", "fantasista", "--fairy", "dragon"], ["fairies", "give two"]),
    (["moves", "--addon", "chess"], ["unknown add-on 'chess'"]),
    (["moves", "--sfen", START, "--handicap", "2"], ["cannot be combined"]),
    (["perft"], ["N"]),
    (["perft", "three"], ["invalid int value"]),
    (["perft", "-2"], ["0 or more"]),
    (["frobnicate"], ["invalid choice"]),
    ([], ["COMMAND"]),
])
def test_errors_are_one_line_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str], needles: list[str]) -> None:
    code, lines, err = run(capsys, *argv)
    assert_one_line_error(code, lines, err, *needles)


@pytest.mark.parametrize(("argv", "needles"), [
    (["moves", "--sfen", "4k4/9/9/9/9/4P4/4P4/9/4K4 b - 1"], ["no game reaches", "two unpromoted Black pawns", "5f"]),
    (["perft", "1", "--sfen", "4k3P/9/9/9/9/9/9/9/4K4 b - 1"], ["no game reaches", "1a could never move"]),
])
def test_puzzle_positions_are_accepted_with_a_note(capsys: pytest.CaptureFixture[str], argv: list[str],
                                                   needles: list[str]) -> None:
    """A position that breaks a rule of play (二歩, a piece that could never move) is a puzzle: studied,
    not refused (the one position check every reader and the editor share)."""
    code, lines, err = run(capsys, *argv)
    assert code == 0 and lines
    assert len(err.strip().splitlines()) == 1 and all(n in err for n in needles), err


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "perft", "--help")
    assert code == 0
    assert any("--divide" in line for line in lines)


# ----------------------------------------------------------------------------- as a process
def test_subprocess_moves_and_perft() -> None:
    proc = run_subprocess("moves", "--handicap", "lance")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == cshogi_moves(handicap_sfen("lance"))
    proc = run_subprocess("perft", "2", "--divide")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[-1] == "900"


def test_subprocess_sfen_with_unquoted_sfen_hint() -> None:
    proc = run_subprocess("sfen", "--sfen", *START.split())
    assert_one_line_error(proc.returncode, proc.stdout, proc.stderr, "unrecognized arguments", "quoted")


@pytest.mark.parametrize(("argv", "needle"), [
    (["sfen", "--sfen", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b Q 1"], "hand, column"),
    (["moves", "--variant", "zzz"], "unknown variant"),
    (["perft", "1", "--moves", "7g7f", "7g7f"], "illegal move '7g7f'"),
    (["variants", "--addon", "cards2"], "unrecognized arguments"),
])
def test_subprocess_errors(argv: list[str], needle: str) -> None:
    proc = run_subprocess(*argv)
    assert_one_line_error(proc.returncode, proc.stdout, proc.stderr, needle)
