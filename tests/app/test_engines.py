"""The engine registry: adding runs the handshake (name, author, option descriptors), changes persist in
engines.json next to the settings, a corrupt file is set aside, and make_worker gives a worker that
plays with the saved option values."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import cshogi
import pytest

from shogi_desktop.app.engines import (
    BUILTIN,
    EngineRegistry,
    EngineRegistryError,
    engines_path,
)
from shogi_desktop.app.storage import config_dir
from shogi_desktop.engine.external import ExternalWorker
from shogi_desktop.engine.search import Limits
from shogi_desktop.engine.worker import BestMoveMsg, EngineWorker, InfoMsg
from tests.fake_engines import NONSENSE, script

FAIRY = "/usr/games/fairy-stockfish"
needs_fairy = pytest.mark.skipif(not os.path.exists(FAIRY),
                                 reason=f"{FAIRY} is not installed (apt-get install fairy-stockfish; .ci/run does)")

FAKE = """
depth = 3
for line in sys.stdin:
    cmd = line.split()[0] if line.split() else ""
    if cmd == "usi":
        print("id name Fake Engine 1.0"); print("id author Somebody")
        print("option name Depth type spin default 3 min 1 max 9")
        print("option name Style type combo default Normal var Solid var Normal var Risky Play")
        print("option name Book File type string default <empty>")
        print("option name Clear Hash type button")
        print("usiok")
    elif cmd == "isready":
        print("readyok")
    elif cmd == "setoption" and line.split()[2] == "Depth":
        depth = int(line.split()[4])
    elif cmd == "go":
        print(f"info depth {depth} score cp 7 pv 2g2f"); print("bestmove 2g2f")
    elif cmd == "quit":
        break
    sys.stdout.flush()
"""





def test_the_file_lives_next_to_the_settings() -> None:
    assert engines_path().parent == config_dir()
    assert EngineRegistry.load().entries == []  # no file yet: empty, nothing written
    assert not engines_path().exists()


def test_add_rename_options_remove_persist(tmp_path: Path) -> None:
    registry = EngineRegistry.load()
    entry = registry.add(script(tmp_path, "fake", FAKE), timeout=10)
    assert (entry.name, entry.usi_name, entry.author) == ("Fake Engine 1.0", "Fake Engine 1.0", "Somebody")
    assert entry.id and entry.id != BUILTIN
    assert [o.name for o in entry.options] == ["Depth", "Style", "Book File", "Clear Hash"]
    assert entry.option("Style") is not None and entry.option("Style").choices == ["Solid", "Normal", "Risky Play"]
    assert entry.value("Depth") == 3 and entry.values == {}

    registry.rename(entry.id, "  My   engine ")
    registry.set_options(entry.id, {"Depth": 7, "Style": "Risky Play", "Book File": ""})
    assert entry.values == {"Depth": 7, "Style": "Risky Play"}  # the default string is not stored
    with pytest.raises(EngineRegistryError, match="outside"):
        registry.set_options(entry.id, {"Depth": 12})
    with pytest.raises(EngineRegistryError, match="no option"):
        registry.set_options(entry.id, {"Colour": "red"})
    with pytest.raises(EngineRegistryError, match="needs a name"):
        registry.rename(entry.id, "   ")
    second = registry.add(script(tmp_path, "fake2", FAKE), timeout=10)
    assert second.id != entry.id

    again = EngineRegistry.load()
    assert [e.id for e in again] == [entry.id, second.id] and again.warnings == []
    loaded = again.entry(entry.id)
    assert loaded.name == "My engine" and loaded.values == {"Depth": 7, "Style": "Risky Play"}
    assert loaded.option("Depth") is not None and loaded.option("Depth").max == 9
    assert again.name_of(entry.id) == "My engine" and again.name_of(BUILTIN) == ""

    again.set_options(entry.id, {"Depth": 3})  # back to the default: dropped
    assert EngineRegistry.load().entry(entry.id).values == {"Style": "Risky Play"}
    again.reset_options(entry.id)
    again.remove(second.id)
    final = EngineRegistry.load()
    assert [e.id for e in final] == [entry.id] and final.entry(entry.id).values == {}
    with pytest.raises(EngineRegistryError, match="no engine"):
        final.remove("nope")


def test_make_worker_plays_with_the_saved_options(tmp_path: Path) -> None:
    registry = EngineRegistry.load()
    entry = registry.add(script(tmp_path, "fake", FAKE), timeout=10)
    registry.set_options(entry.id, {"Depth": 6})
    worker = EngineRegistry.load().make_worker(entry.id)
    assert isinstance(worker, ExternalWorker) and worker.name == "Fake Engine 1.0"
    try:
        sid = worker.start("startpos", "standard", [], Limits(movetime=1))
        msgs = worker.wait(20)
    finally:
        worker.close()
    assert [(m.search_id, m.depth) for m in msgs if isinstance(m, InfoMsg)] == [(sid, 6)]
    assert [m.move for m in msgs if isinstance(m, BestMoveMsg)] == ["2g2f"]
    builtin = registry.make_worker(BUILTIN, level=2)
    assert isinstance(builtin, EngineWorker) and builtin.level == 2
    assert isinstance(registry.make_worker(None), EngineWorker)
    with pytest.raises(EngineRegistryError):
        registry.make_worker("unknown")


def test_programs_that_are_not_engines(tmp_path: Path) -> None:
    registry = EngineRegistry.load()
    with pytest.raises(EngineRegistryError, match="is not a USI engine.*not a shogi engine"):
        registry.add(script(tmp_path, "nonsense", NONSENSE), timeout=1.0)
    with pytest.raises(EngineRegistryError, match="does not exist"):
        registry.add(str(tmp_path / "missing"))
    with pytest.raises(EngineRegistryError, match="folder"):
        registry.add(str(tmp_path))
    text = tmp_path / "notes.txt"
    text.write_text("hello")
    with pytest.raises(EngineRegistryError, match="not an executable"):
        registry.add(str(text))
    with pytest.raises(EngineRegistryError, match="no engine program"):
        registry.add("  ")
    assert registry.entries == [] and not engines_path().exists()


def test_a_corrupt_file_is_set_aside(tmp_path: Path) -> None:
    path = engines_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json", encoding="utf-8")
    registry = EngineRegistry.load()
    assert registry.entries == [] and [w.code for w in registry.warnings] == ["corrupt"]
    backups = list(path.parent.glob("engines.json.bad-*"))
    assert len(backups) == 1 and backups[0].read_text(encoding="utf-8") == "{ not json"
    assert not path.exists()
    registry.add(script(tmp_path, "fake", FAKE), timeout=10)  # a fresh file
    assert len(EngineRegistry.load().entries) == 1

    path.write_text(json.dumps([1, 2]), encoding="utf-8")  # JSON, but not the expected shape
    assert [w.code for w in EngineRegistry.load().warnings] == ["corrupt"]
    assert len(list(path.parent.glob("engines.json.bad-*"))) == 2


def test_a_bad_entry_is_left_out(tmp_path: Path) -> None:
    path = engines_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    good = {"id": "x", "name": "X", "command": "/bin/x",
            "options": [{"name": "Depth", "type": "spin", "default": 3, "min": 1, "max": 9, "choices": []}],
            "values": {"Depth": 99, "Gone": 1}}
    path.write_text(json.dumps({"version": 1, "engines": [good, {"id": "builtin", "name": "B", "command": "b"},
                                                          {"name": "no id"}, dict(good)]}), encoding="utf-8")
    registry = EngineRegistry.load()
    assert [e.id for e in registry] == ["x"]
    assert registry.entry("x").values == {}  # 99 is out of range, Gone is not an option
    assert [w.code for w in registry.warnings] == ["bad-entry"] * 3


@needs_fairy
def test_fairy_stockfish_registered_and_playing(tmp_path: Path) -> None:
    registry = EngineRegistry.load()
    entry = registry.add(FAIRY)
    assert entry.name.startswith("Fairy-Stockfish") and entry.author
    assert entry.option("Hash") is not None and entry.option("UCI_Variant") is not None
    registry.set_options(entry.id, {"Hash": 16, "Threads": 1})
    worker = EngineRegistry.load().make_worker(entry.id)
    try:
        worker.start("startpos", "standard", ["7g7f"], Limits(movetime=0.3))
        best = [m for m in worker.wait(30) if isinstance(m, BestMoveMsg)]
    finally:
        worker.close()
    assert len(best) == 1
    board = cshogi.Board()
    board.push_usi("7g7f")
    move = board.move_from_usi(best[0].move)
    assert move != 0 and board.is_legal(move)


# --------------------------------------------------------------------------- engines that misbehave (issue 15)
@pytest.mark.parametrize("kind", ["wrapper", "helper"])
def test_registering_a_wrapped_engine_leaves_nothing_running(tmp_path: Path, kind: str) -> None:
    """The handshake alone is waited for: a wrapper without exec or a helper holding the output does not
    keep registration (or the process) waiting."""
    from tests.fake_engines import faulty, processes_of

    command = " ".join(faulty(tmp_path, kind))
    entry = EngineRegistry.load().add(command, timeout=20)
    assert entry.name.startswith("Fake")
    deadline = time.monotonic() + 20
    while processes_of(tmp_path) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert processes_of(tmp_path) == []


def test_a_silent_program_is_refused_after_the_handshake_timeout(tmp_path: Path) -> None:
    from tests.fake_engines import faulty, processes_of

    with pytest.raises(EngineRegistryError, match="is not a USI engine.*usiok"):
        EngineRegistry.load().add(" ".join(faulty(tmp_path, "silent")), timeout=1.0)
    assert processes_of(tmp_path) == []


def test_option_values_with_a_line_break_are_refused(tmp_path: Path) -> None:
    from tests.fake_engines import faulty

    registry = EngineRegistry.load()
    entry = registry.add(" ".join(faulty(tmp_path, "plain")), timeout=20)
    for name in ("Style", "Book File"):
        with pytest.raises(EngineRegistryError, match="line break"):
            registry.set_options(entry.id, {name: "Normal\nquit"})
    assert registry.entry(entry.id).values == {}
