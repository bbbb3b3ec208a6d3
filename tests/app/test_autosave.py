"""Autosave: the game in progress survives exactly (record, current move, setup, clocks), writes are
atomic, a process killed in the middle of saving leaves the last complete ply, a damaged or discarded
autosave is kept aside rather than lost."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from shogi_desktop.app.autosave import (
    Autosave,
    AutosaveError,
    autosave_path,
    clock_from_json,
    clock_to_json,
    is_finished,
    pending,
)
from shogi_desktop.app.storage import atomic_write
from shogi_desktop.core.clock import GameClock, TimeControl
from shogi_desktop.core.outcome import Termination
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation.native import format_native

ROOT = Path(__file__).resolve().parents[2]


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Setup:
    """Anything with GameSetup's attribute names will do (the autosave imports no Qt)."""

    def __init__(self, **kw: object) -> None:
        self.variant = "standard"
        self.handicap = None
        self.sfen = None
        self.black_name = ""
        self.white_name = ""
        self.black_human = True
        self.white_human = True
        self.time_control = None
        self.__dict__.update(kw)


def random_game(plies: int, seed: int, variant: str = "standard") -> GameRecord:
    rng = random.Random(seed)
    record = GameRecord.new(variant)
    for _ in range(plies):
        legal = record.position().legal_moves()
        if not legal:
            break
        record.add_move(rng.choice(legal))
    return record


def test_the_default_file_is_in_the_platformdirs_data_folder() -> None:
    # conftest points XDG_DATA_HOME at a temporary folder
    assert autosave_path() == Path(os.environ["XDG_DATA_HOME"]) / "shogi-desktop" / "autosave.json"


def test_a_game_in_progress_comes_back_exactly(tmp_path: Path) -> None:
    t = FakeTime()
    tc = TimeControl(300, 30, 5)
    clock = GameClock(tc, t)
    clock.start(0)
    record = GameRecord.new(handicap="2")
    record.header.update({"black": "下手さん", "white": "上手さん", "event": "練習"})
    for usi, secs in (("3c3d", 12.5), ("7g7f", 3.0), ("8c8d", 40.0), ("2g2f", 1.25)):
        t.now += secs
        node = record.add_move(usi)
        node.time_spent = clock.press()
        node.total_time = clock.used(record.position().side ^ 1)  # the side that just moved
    record.current.comment = "the main line"
    record.back()
    record.back()
    record.add_move("4c4d")  # a variation
    record.current.comment = "a variation"
    record.back()
    record.forward()  # current: inside the variation
    t.now += 7.0  # the side to move has been thinking for 7 s
    setup = Setup(handicap="2", black_name="下手さん", white_name="上手さん", white_human=False, time_control=tc)

    store = Autosave(tmp_path / "autosave.json")
    assert store.save(record, setup, clock, "abc123def456", {"dice_seed": 42})
    saved = Autosave(tmp_path / "autosave.json").load()

    assert format_native(saved.record) == format_native(record)
    assert saved.record.current.comment == "a variation"
    assert saved.record.moves_usi() == record.moves_usi()
    assert saved.game_id == "abc123def456"
    assert saved.extra == {"dice_seed": 42}
    assert saved.setup == {"variant": "standard", "handicap": "2", "sfen": None, "black_name": "下手さん",
                           "white_name": "上手さん", "black_human": True, "white_human": False, "time_control": tc}
    t2 = FakeTime()
    again = saved.make_clock(t2)
    assert again is not None
    assert clock_to_json(again) == clock_to_json(clock)
    assert again.move_time() == pytest.approx(7.0)
    # It runs on for the side to move, from where it stopped, and the next press behaves as before.
    t2.now += 3.0
    t.now += 3.0
    assert again.turn is not None and again.turn == clock.turn
    assert again.remaining(again.turn) == pytest.approx(clock.remaining(again.turn))
    assert again.press() == pytest.approx(clock.press())
    assert clock_to_json(again) == clock_to_json(clock)


def test_a_flagged_clock_stays_flagged() -> None:
    t = FakeTime()
    clock = GameClock(TimeControl(10, 0, 0), t)
    clock.start(0)
    t.now += 11
    assert clock.flagged_side == 0
    again = clock_from_json(json.loads(json.dumps(clock_to_json(clock))), FakeTime())
    assert again.flagged_side == 0 and again.side is None and again.remaining(0) == 0


@pytest.mark.parametrize("bad, where", [
    ({"control": {"main": 1, "byoyomi": 0, "increment": 0}, "main": [1], "byoyomi": [0, 0], "used": [0, 0],
      "move_used": 0, "turn": 0, "flagged": None, "running": True}, "clock.main"),
    ({"control": {"main": -1, "byoyomi": 0, "increment": 0}}, "clock.main"),
    ({"control": {"main": 1, "byoyomi": 0, "increment": 0}, "main": [1, 1], "byoyomi": [0, 0], "used": [0, 0],
      "move_used": 0, "turn": 2, "flagged": None, "running": True}, "clock.turn"),
])
def test_a_bad_clock_is_named(bad: dict, where: str) -> None:
    with pytest.raises(AutosaveError, match=where):
        clock_from_json(bad)


def test_an_interrupted_write_leaves_the_previous_save_whole(tmp_path: Path) -> None:
    store = Autosave(tmp_path / "autosave.json")
    game = random_game(30, 1)
    line = game.main_line()
    game.go_to(line[10])
    assert store.save(game)
    before = store.path.read_bytes()
    game.last()

    def crash(tmp: Path) -> None:
        assert tmp.parent == store.path.parent and tmp.stat().st_size > 0  # fully written, not yet renamed
        raise KeyboardInterrupt  # the process is interrupted just before the rename

    with pytest.raises(KeyboardInterrupt):
        store.save(game, before_replace=crash)
    assert store.path.read_bytes() == before
    assert store.load().record.current.ply == 10
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]  # no temporary file left behind


def test_atomic_write_replaces_only_complete_files(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    atomic_write(target, "old")
    with pytest.raises(OSError):
        atomic_write(target, "new", before_replace=lambda tmp: (_ for _ in ()).throw(OSError("disk full")))
    assert target.read_text() == "old"
    atomic_write(target, "new")
    assert target.read_text() == "new"


CHILD = textwrap.dedent("""
    import random, sys
    sys.path.insert(0, sys.argv[1])
    from shogi_desktop.app.autosave import Autosave
    from shogi_desktop.core.record import GameRecord
    store = Autosave(sys.argv[2])
    rng = random.Random(int(sys.argv[3]))
    record = GameRecord.new()
    while True:
        legal = record.position().legal_moves()
        if not legal:
            break
        record.add_move(rng.choice(legal))
        record.current.comment = "x" * rng.randint(0, 3000)  # saves of varying size
        store.save(record)
        print(record.current.ply, " ".join(record.moves_usi()), flush=True)
""")


def test_a_process_killed_while_saving_leaves_the_last_complete_ply(tmp_path: Path) -> None:
    """A child plays and autosaves ply after ply; it is SIGKILLed at random moments, and what is on disk
    is always a whole game: the last ply it reported saved, or the one it was saving."""
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    rng = random.Random(7)
    for round_ in range(6):
        path = tmp_path / f"autosave-{round_}.json"
        child = subprocess.Popen([sys.executable, str(script), str(ROOT), str(path), str(round_)],
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None
        reported: list[tuple[int, list[str]]] = []
        wanted = rng.randint(3, 40)
        while len(reported) < wanted:
            line = child.stdout.readline()
            assert line, "the child stopped early"
            ply, _, moves = line.strip().partition(" ")
            reported.append((int(ply), moves.split()))
        time.sleep(rng.random() * 0.02)  # kill at an arbitrary point of a later save
        child.send_signal(signal.SIGKILL)
        child.wait()
        rest = child.stdout.read()  # what it printed before it died (a last line may be cut short)
        child.stdout.close()
        for line in rest.split("\n")[:-1]:
            ply, _, moves = line.strip().partition(" ")
            reported.append((int(ply), moves.split()))
        saved = Autosave(path).load()  # must parse: never a torn file
        got = saved.record.moves_usi()
        last_ply, last_moves = reported[-1]
        # the last ply reported saved, or the next one if its save completed before the kill
        assert saved.record.current.ply in (last_ply, last_ply + 1), (round_, saved.record.current.ply, last_ply)
        assert got[:last_ply] == last_moves
        stale = [p for p in tmp_path.iterdir() if p.name.startswith(f".{path.name}.")]
        # a killed writer may leave its temporary file; pending() removes it once it is old
        for tmp in stale:
            os.utime(tmp, (time.time() - 3600, time.time() - 3600))
        assert Autosave(path).pending() is not None
        assert not [p for p in tmp_path.iterdir() if p.name.startswith(f".{path.name}.")]


def test_pending_offers_only_unfinished_games(tmp_path: Path) -> None:
    store = Autosave(tmp_path / "autosave.json")
    assert store.pending() is None
    game = random_game(6, 3)
    store.save(game)
    offered = store.pending()
    assert offered is not None and offered.plies == 6 and not offered.finished
    game.add_ending(Termination.RESIGNATION, 1)
    assert is_finished(game)
    store.save(game)
    assert store.pending() is None
    assert not store.exists()  # a finished game is cleared
    store.save(GameRecord.new())
    assert store.pending() is None  # nothing played: nothing to offer


def test_a_damaged_autosave_is_kept_aside_not_raised(tmp_path: Path) -> None:
    store = Autosave(tmp_path / "autosave.json")
    store.save(random_game(8, 4))
    data = store.path.read_bytes()
    store.path.write_bytes(data[: len(data) // 2])  # torn (what a non-atomic writer would leave)
    with pytest.raises(AutosaveError, match="line 1, column"):
        store.load()
    assert store.pending() is None
    kept = list(tmp_path.glob("autosave-damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == data[: len(data) // 2]
    assert not store.exists()


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d.update(format="something"), "not an autosave"),
    (lambda d: d.update(version=99), "version"),
    (lambda d: d["record"]["moves"][0].update(action="5e5d"), "5e5d is not a legal move here"),
    (lambda d: d.update(setup={"black_human": "yes"}), "setup.black_human"),
])
def test_bad_content_is_reported_with_its_place(tmp_path: Path, mutate, message: str) -> None:
    store = Autosave(tmp_path / "autosave.json")
    store.save(random_game(4, 5))
    data = json.loads(store.path.read_text())
    mutate(data)
    store.path.write_text(json.dumps(data))
    with pytest.raises(AutosaveError, match=message):
        store.load()


def test_discard_keeps_the_game_under_another_name(tmp_path: Path) -> None:
    store = Autosave(tmp_path / "autosave.json")
    game = random_game(5, 6)
    store.save(game)
    text = store.path.read_text()
    kept = store.discard()
    assert kept is not None and kept.name.startswith("autosave-discarded-") and kept.suffix == ".json"
    assert kept.read_text() == text
    assert not store.exists() and store.pending() is None
    store.save(game)
    kept2 = store.discard()
    assert kept2 is not None and kept2 != kept and kept.exists()
    assert list(store.set_aside_files()) == [kept, kept2]


def test_module_pending_uses_the_data_folder() -> None:
    Autosave().save(random_game(3, 8))
    saved = pending()
    assert saved is not None and saved.path == autosave_path()


def test_a_save_that_fails_reports_instead_of_raising(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    store = Autosave(blocker / "autosave.json")  # its folder is a file
    assert not store.save(random_game(2, 9))
    assert "autosave.json" in store.last_error


def test_computer_levels_survive_the_autosave() -> None:
    from shogi_desktop.app.autosave import AutosaveError, setup_from_json, setup_to_json

    setup = Setup(white_human=False, white_level=7, black_level=3)
    data = setup_to_json(setup)
    assert setup_from_json(data)["white_level"] == 7 and setup_from_json(data)["white_human"] is False
    data["white_level"] = 11
    try:
        setup_from_json(data)
    except AutosaveError as exc:
        assert "white_level" in str(exc)
    else:
        raise AssertionError("a level outside 1-10 must be refused")
