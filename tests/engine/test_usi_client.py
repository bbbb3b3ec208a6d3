"""Driving external USI engines: Debian's fairy-stockfish (when installed) and our own USI server as
two real engines; option and info parsing; an engine that dies, stalls or talks nonsense gives a clear
error and never hangs."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import cshogi
import pytest

from shogi_desktop.engine.usi_client import (
    BestMove,
    UsiEngine,
    UsiError,
    UsiInfo,
    parse_bestmove,
    parse_info,
    parse_option,
)
from tests.fake_engines import NONSENSE, faulty, processes_of, script

ROOT = Path(__file__).resolve().parents[2]
FAIRY = "/usr/games/fairy-stockfish"
needs_fairy = pytest.mark.skipif(not os.path.exists(FAIRY),
                                 reason=f"{FAIRY} is not installed (apt-get install fairy-stockfish; .ci/run does)")


def _legal(moves: list[str], best: str, sfen: str | None = None) -> bool:
    board = cshogi.Board(sfen) if sfen else cshogi.Board()
    for mv in moves:
        board.push_usi(mv)
    move = board.move_from_usi(best)
    return move != 0 and board.is_legal(move)




# --------------------------------------------------------------------------- parsing
def test_parse_options_of_every_type() -> None:
    spin = parse_option("option name USI_Hash type spin default 256 min 1 max 4096")
    assert (spin.name, spin.type, spin.default, spin.min, spin.max) == ("USI_Hash", "spin", 256, 1, 4096)
    assert spin.coerce("512") == "512"
    with pytest.raises(ValueError, match="outside"):
        spin.coerce(5000)
    check = parse_option("option name USI_Ponder type check default true")
    assert check.default is True and check.coerce(False) == "false"
    combo = parse_option("option name Style type combo default Normal var Solid var Normal var Risky Play")
    assert combo.choices == ["Solid", "Normal", "Risky Play"] and combo.default == "Normal"
    with pytest.raises(ValueError, match="not one of"):
        combo.coerce("Wild")
    button = parse_option("option name Clear Hash type button")
    assert button.name == "Clear Hash" and button.type == "button"
    string = parse_option("option name Book File type string default <empty>")
    assert string.name == "Book File" and string.default == ""
    filename = parse_option("option name EvalDir type filename default eval")
    assert filename.type == "filename" and filename.default == "eval"
    with pytest.raises(ValueError):
        parse_option("option name X type colour default red")


def test_parse_info_and_bestmove() -> None:
    info = parse_info("info depth 12 seldepth 18 score cp -35 upperbound nodes 123456 nps 400000 time 308 "
                      "hashfull 12 multipv 1 pv 7g7f 3c3d 2g2f")
    assert (info.depth, info.seldepth, info.score_cp, info.bound, info.nodes, info.nps, info.time_ms) == \
        (12, 18, -35, "upperbound", 123456, 400000, 308)
    assert info.pv == ["7g7f", "3c3d", "2g2f"] and info.hashfull == 12 and info.multipv == 1
    mate = parse_info("info depth 5 score mate -3 pv 5a4b")
    assert mate.score_mate == -3 and mate.score_cp is None
    assert parse_info("info score mate + pv G*5b").score_mate == 1
    assert parse_info("info string hello there 7g7f").string == "hello there 7g7f"
    assert parse_bestmove("bestmove 7g7f ponder 3c3d") == BestMove("7g7f", "3c3d")
    assert parse_bestmove("bestmove P*5e").move == "P*5e"
    assert parse_bestmove("bestmove resign").move == "resign"
    assert parse_bestmove("bestmove win").move == "win"
    with pytest.raises(ValueError, match="not a move"):
        parse_bestmove("bestmove banana")


# --------------------------------------------------------------------------- fairy-stockfish
@pytest.fixture
def fairy() -> Iterator[UsiEngine]:
    engine = UsiEngine(FAIRY, timeout=20)
    engine.start()
    yield engine
    engine.quit()


@needs_fairy
def test_fairy_stockfish_handshake_and_options(fairy: UsiEngine) -> None:
    assert fairy.name.startswith("Fairy-Stockfish")
    variant = fairy.options["UCI_Variant"]
    assert variant.type == "combo" and variant.default == "shogi" and "shogi" in variant.choices
    assert fairy.options["Hash"].type == "spin" and fairy.options["Hash"].min == 1
    assert fairy.options["Ponder"].type == "check"
    assert fairy.options["Clear Hash"].type == "button"
    fairy.set_option("Hash", 16)
    fairy.set_option("Clear Hash")
    with pytest.raises(ValueError):
        fairy.set_option("Threads", 0)
    fairy.is_ready()


@needs_fairy
def test_fairy_stockfish_plays_a_legal_move(fairy: UsiEngine) -> None:
    fairy.new_game()
    moves = ["7g7f", "3c3d"]
    fairy.position("startpos", moves)
    best = fairy.go_and_wait(nodes=2000, timeout=60)
    assert _legal(moves, best.move)
    assert isinstance(best.info, UsiInfo) and best.info.score_cp is not None and best.info.pv


@needs_fairy
def test_fairy_stockfish_infinite_then_stop_and_poll(fairy: UsiEngine) -> None:
    fairy.new_game()
    fairy.position("startpos")
    fairy.go(infinite=True)
    infos: list[UsiInfo] = []
    deadline = time.monotonic() + 30
    while not infos and time.monotonic() < deadline:
        infos = [e for e in fairy.poll() if isinstance(e, UsiInfo) and e.depth]
        time.sleep(0.02)
    assert infos
    fairy.stop()
    best = fairy.wait_bestmove(timeout=30)
    assert _legal([], best.move)


# --------------------------------------------------------------------------- our own server
@pytest.fixture
def ours() -> Iterator[UsiEngine]:
    engine = UsiEngine([sys.executable, "-m", "shogi_desktop.cli", "usi"], cwd=str(ROOT), timeout=30)
    engine.start()
    yield engine
    engine.quit()


def test_our_server_as_an_external_engine(ours: UsiEngine) -> None:
    assert ours.name == "Shogi Desktop"
    level = ours.options["Level"]
    assert (level.type, level.default, level.min, level.max) == ("spin", 10, 1, 10)
    assert "standard" in ours.options["Variant"].choices
    assert ours.options["USI_OwnBook"].type == "check" and ours.options["BookFile"].default == "<builtin>"
    ours.set_option("Level", 4)
    ours.new_game()
    ours.position("startpos", ["2g2f"])
    booked = ours.go_and_wait(btime=10000, wtime=10000, byoyomi=500, timeout=60)  # a book position
    assert _legal(["2g2f"], booked.move)
    ours.set_option("USI_OwnBook", False)  # and now the search itself
    best = ours.go_and_wait(btime=10000, wtime=10000, byoyomi=500, timeout=60)
    assert _legal(["2g2f"], best.move)
    assert best.info is not None and best.info.depth and best.info.pv


def test_our_server_killed_mid_search_is_a_clear_error(ours: UsiEngine) -> None:
    ours.position("startpos")
    ours.go(infinite=True)
    time.sleep(0.3)
    assert ours.proc is not None
    ours.proc.kill()
    with pytest.raises(UsiError, match="exited with status -9|closed its output"):
        ours.wait_bestmove(timeout=30)
    with pytest.raises(UsiError):
        ours.position("startpos")


# --------------------------------------------------------------------------- broken engines
DYING = """
for line in sys.stdin:
    cmd = line.split()[0] if line.split() else ""
    if cmd == "usi":
        print("id name Dying"); print("option name Depth type spin default 3 min 1 max 9"); print("usiok")
    elif cmd == "isready":
        print("readyok")
    elif cmd == "go":
        print("info depth 1 score cp 10 pv 7g7f")
        sys.stdout.flush()
        print("fatal: out of cheese", file=sys.stderr)
        sys.exit(3)
    sys.stdout.flush()
"""

BAD_MOVE = """
for line in sys.stdin:
    cmd = line.split()[0] if line.split() else ""
    if cmd == "usi":
        print("id name Odd"); print("usiok")
    elif cmd == "go":
        print("bestmove banana")
    sys.stdout.flush()
"""


SILENT_ON_GO = """
for line in sys.stdin:
    cmd = line.split()[0] if line.split() else ""
    if cmd == "usi":
        print("id name Sleepy"); print("usiok")
    sys.stdout.flush()
"""


def test_engine_dying_mid_search(tmp_path: Path) -> None:
    engine = UsiEngine(script(tmp_path, "dying", DYING), timeout=20)
    engine.start()
    assert engine.name == "Dying" and engine.options["Depth"].max == 9
    engine.new_game()
    engine.position("startpos")
    with pytest.raises(UsiError) as err:
        engine.go_and_wait(depth=3, timeout=20)
    text = str(err.value)
    assert "Dying" in text and "status 3" in text and "bestmove" in text and "out of cheese" in text
    engine.quit()


def test_engine_dying_is_reported_by_poll(tmp_path: Path) -> None:
    engine = UsiEngine(script(tmp_path, "dying", DYING), timeout=20)
    engine.start()
    engine.position("startpos")
    engine.go(depth=3)
    deadline = time.monotonic() + 20
    said: list[UsiInfo | BestMove] = []
    with pytest.raises(UsiError, match="status 3"):
        while time.monotonic() < deadline:
            said += engine.poll()
            time.sleep(0.01)
    # its last words before dying are not lost: the info line arrives, then the error
    assert [(e.depth, e.score_cp, e.pv) for e in said if isinstance(e, UsiInfo)] == [(1, 10, ["7g7f"])]
    engine.quit()


def test_bestmove_that_is_not_a_move(tmp_path: Path) -> None:
    engine = UsiEngine(script(tmp_path, "odd", BAD_MOVE), timeout=20)
    engine.start()
    engine.position("startpos")
    with pytest.raises(UsiError, match="banana"):
        engine.go_and_wait(nodes=10, timeout=20)
    engine.quit()


def test_a_program_that_is_not_an_engine(tmp_path: Path) -> None:
    engine = UsiEngine(script(tmp_path, "nonsense", NONSENSE), timeout=1.5)
    with pytest.raises(UsiError, match="did not answer 'usiok'.*not a shogi engine"):
        engine.start()
    engine.quit()
    assert engine.proc is not None and engine.proc.poll() is not None  # not left running


def test_an_engine_that_never_answers_go(tmp_path: Path) -> None:
    engine = UsiEngine(script(tmp_path, "sleepy", SILENT_ON_GO), timeout=10)
    engine.start()
    engine.position("startpos")
    with pytest.raises(UsiError, match="did not answer 'bestmove'"):
        engine.go_and_wait(nodes=10, timeout=1.0)
    engine.quit()


def test_missing_program(tmp_path: Path) -> None:
    with pytest.raises(UsiError, match="cannot start engine"):
        UsiEngine(str(tmp_path / "no-such-engine")).start()


# --------------------------------------------------------------------------- engines that misbehave (issue 15)
@pytest.fixture
def thread_errors() -> Iterator[list[str]]:
    """Exceptions that escape any thread (they would reach the user as an unexpected-error dialog)."""
    import threading

    seen: list[str] = []
    old = threading.excepthook
    threading.excepthook = lambda args: seen.append(f"{args.exc_type.__name__}: {args.exc_value}")
    yield seen
    threading.excepthook = old


def _gone(tmp_path: Path, timeout: float = 20.0) -> bool:
    deadline = time.monotonic() + timeout
    while processes_of(tmp_path) and time.monotonic() < deadline:
        time.sleep(0.05)
    return not processes_of(tmp_path)


@pytest.mark.parametrize("kind", ["wrapper", "helper"])
def test_closing_ends_every_process_the_engine_started(tmp_path: Path, kind: str, thread_errors: list[str]) -> None:
    """A wrapper script without exec, or a helper holding the engine's output: all of it ends on quit."""
    engine = UsiEngine(faulty(tmp_path, kind), timeout=20)
    engine.start()
    assert engine.name.startswith("Fake") and len(processes_of(tmp_path)) >= 2
    engine.new_game()
    engine.position("startpos")
    assert engine.go_and_wait(depth=3, timeout=20).move == "7g7f"
    engine.quit(timeout=2.0)
    assert _gone(tmp_path), processes_of(tmp_path)
    assert not engine.reading() and thread_errors == []


def test_killing_ends_the_whole_group(tmp_path: Path) -> None:
    engine = UsiEngine(faulty(tmp_path, "helper"), timeout=20)
    engine.start()
    engine.kill()
    assert _gone(tmp_path), processes_of(tmp_path)


def test_an_engine_that_never_answers_usi_times_out_on_the_handshake(tmp_path: Path) -> None:
    engine = UsiEngine(faulty(tmp_path, "silent"), timeout=1.0)
    with pytest.raises(UsiError, match="did not answer 'usiok' within 1.0 s"):
        engine.start()
    assert _gone(tmp_path)


def test_a_flood_of_info_lines_keeps_the_latest_only(tmp_path: Path, thread_errors: list[str]) -> None:
    from shogi_desktop.engine.usi_io import MAX_PENDING_BYTES

    engine = UsiEngine(faulty(tmp_path, "flood"), timeout=20)
    engine.start()
    engine.position("startpos")
    engine.go(depth=3)
    time.sleep(1.0)  # let the flood arrive unread (100,000 lines, about 5 MB)
    events: list[UsiInfo | BestMove] = []
    deadline = time.monotonic() + 60
    while not any(isinstance(e, BestMove) for e in events) and time.monotonic() < deadline:
        events += engine.poll()
        time.sleep(0.05)
    infos = [e for e in events if isinstance(e, UsiInfo)]
    best = [e for e in events if isinstance(e, BestMove)]
    assert best and best[0].move == "7g7f"
    assert infos and infos[-1].nodes == 99_999  # the latest line is kept
    assert len(infos) < 10_000  # not the whole flood
    assert engine.inbox_peak_bytes() <= MAX_PENDING_BYTES
    assert best[0].info is not None and best[0].info.nodes == 99_999
    engine.quit()
    assert thread_errors == []


def test_a_line_without_end_is_refused_and_the_readers_end_quietly(tmp_path: Path, thread_errors: list[str]) -> None:
    engine = UsiEngine(faulty(tmp_path, "long-line"), timeout=20)
    engine.start()
    engine.position("startpos")
    with pytest.raises(UsiError, match="line longer than 64 KiB"):
        engine.go_and_wait(depth=3, timeout=60)
    engine.quit()
    assert _gone(tmp_path)
    assert not engine.reading()
    assert thread_errors == []  # no "readline of closed file" from a reader thread


def test_readers_end_when_the_engine_is_closed_mid_search(tmp_path: Path, thread_errors: list[str]) -> None:
    engine = UsiEngine(faulty(tmp_path, "deaf"), timeout=20)
    engine.start()
    engine.position("startpos")
    engine.go(infinite=True)
    engine.quit(timeout=0.5)
    assert not engine.reading() and thread_errors == []
    with pytest.raises(UsiError):
        engine.position("startpos")  # said, not raised from a closed pipe


@pytest.mark.parametrize("value", ["a\nquit", "a\rquit", "a\x00", "a\u2028quit"])
def test_no_option_value_holds_a_line_break(tmp_path: Path, value: str) -> None:
    engine = UsiEngine(faulty(tmp_path, "plain"), timeout=20)
    engine.start()
    style = engine.options["Style"]
    assert style.type == "combo" and style.choices == []  # a combo that declares no choices
    for name in ("Style", "Book File", "Not Declared"):
        with pytest.raises(ValueError, match="line break"):
            engine.set_option(name, value)
    with pytest.raises(ValueError, match="option name"):
        engine.set_option("Depth\nquit", 3)
    engine.set_option("Style", "Risky")
    engine.is_ready()  # still talking: nothing was injected
    assert engine.alive()
    engine.quit()


def test_a_kill_while_the_readers_start_joins_only_started_readers(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker thread starts the engine while another thread kills it (the process is up, its stderr
    reader not started yet): the kill ends the process and never joins a thread that has not started."""
    import threading

    from shogi_desktop.engine import usi_io

    started = usi_io.LineReader.start
    process_up = threading.Event()

    def slow_start(reader: usi_io.LineReader) -> None:
        if reader.thread.name.startswith("usi-err"):
            process_up.set()
            time.sleep(0.5)  # the window in which the other thread kills
        started(reader)

    monkeypatch.setattr(usi_io.LineReader, "start", slow_start)
    engine = UsiEngine(script(tmp_path, "nonsense", NONSENSE), timeout=5)
    failures: list[BaseException] = []

    def run() -> None:
        try:
            engine.start()
        except UsiError:
            pass  # the handshake of a killed engine fails: that is expected
        except BaseException as exc:  # noqa: BLE001 (the test reports it)
            failures.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    assert process_up.wait(20)
    engine.kill()  # before the fix: RuntimeError("cannot join thread before it is started")
    thread.join(30)
    assert not thread.is_alive() and failures == []
    assert not engine.alive()
