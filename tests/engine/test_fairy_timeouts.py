"""A Fairy-Stockfish check that runs out of time (a busy machine) is no verdict: the sub-variants are kept
as not checked yet, the user is told so (not that the engine failed), and they are checked again when
next asked, in this session or after a restart, until each has its verdict."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from shogi_desktop.app.engines import EngineRegistry
from shogi_desktop.app.fairy_support import RETRY_AFTER, FairyChecks
from shogi_desktop.engine.fairy import expressible_choices
from shogi_desktop.engine.fairy_check import EngineCheck
from shogi_desktop.ui.dialogs.fairy_texts import engine_note
from tests.fake_engines import processes_of, script

FAIRY = "/usr/games/fairy-stockfish"
pytestmark = pytest.mark.skipif(not os.path.exists(FAIRY),
                                reason=f"{FAIRY} is not installed (apt-get install fairy-stockfish; .ci/run does)")
VARIANT = "princess-empress-b:3"
DEADLINE = 600.0  # seconds a check may take on the busiest machine (no test here measures speed)

# Fairy-Stockfish as a machine far too busy to answer would be: it shakes hands, then answers no perft
# within the time the check gives it.
SLOW = """
import time
for line in sys.stdin:
    words = line.split()
    if words[:1] == ["usi"]:
        print("id name Fairy-Stockfish 11.1 LB 64"); print("usiok")
    elif words[:1] == ["isready"]:
        print("readyok")
    elif words[:2] == ["go", "perft"]:
        sys.stdout.flush()
        time.sleep(600)
    sys.stdout.flush()
"""


def _program(tmp_path: Path) -> tuple[str, Path]:
    """One program (the same build for the checks' cache): the slow one while ``mode`` says "slow", then
    Debian's fairy-stockfish."""
    slow = script(tmp_path, "slow.py", SLOW)
    mode = tmp_path / "mode"
    mode.write_text("slow")
    program = tmp_path / "fairy-stockfish"
    program.write_text(f'#!/bin/sh\nif [ "$(cat \'{mode}\')" = real ]; then exec \'{FAIRY}\' "$@"; fi\n'
                       f'exec \'{slow}\' "$@"\n')
    program.chmod(0o755)
    return str(program), mode


def _finished(checks: FairyChecks, program: str) -> None:
    deadline = time.monotonic() + DEADLINE
    while checks.pending(program):
        assert time.monotonic() < deadline, "the check never ended"
        time.sleep(0.1)


def test_a_check_that_runs_out_of_time_is_no_verdict_and_is_done_again(tmp_path: Path, qtbot: QtBot) -> None:
    program, mode = _program(tmp_path)
    now = [0.0]  # the checks' clock, which the test moves on
    checks = FairyChecks(tmp_path / "cache", answer_timeout=1.0, clock=lambda: now[0])
    registry = EngineRegistry(tmp_path / "engines.json", checks=checks)
    entry = registry.add(program)
    assert checks.request(program)
    _finished(checks, program)
    result = checks.result(program)
    assert result is not None and not result.complete()
    assert (result.ok, result.failed) == ([], {})  # nothing failed: nothing was decided
    assert list(result.unchecked) == expressible_choices()
    assert all("did not answer \"the answer to 'go perft 1'\"" in why for why in result.unchecked.values())
    assert checks.error(program) == "" and checks.unchecked(program, VARIANT)
    assert not registry.plays(entry.id, VARIANT)
    note = engine_note(registry, VARIANT)
    assert "could not be checked for this rule set yet" in note and "did not pass" not in note
    assert processes_of(tmp_path) == []  # the engine still busy with the perft was ended

    assert not checks.request(program)  # asked again at once: not yet (the machine is busy)
    now[0] += RETRY_AFTER - 1
    assert not checks.request(program) and not checks.pending(program)
    now[0] += 1
    assert checks.request(program)  # asked again later: checked again (with more time), not refused
    _finished(checks, program)
    assert checks.unchecked(program, VARIANT) and not checks.result(program).failed  # type: ignore[union-attr]

    restarted = FairyChecks(tmp_path / "cache")  # the cache file keeps "not checked yet", not a verdict
    assert restarted.unchecked(program, VARIANT) and not restarted.plays(program, VARIANT)
    mode.write_text("real")  # the machine is quiet again: the engine answers in time
    assert restarted.request(program)
    _finished(restarted, program)
    result = restarted.result(program)
    assert result is not None and result.complete(), result.unchecked
    assert sorted(result.ok + list(result.failed)) == sorted(expressible_choices())
    assert restarted.plays(program, VARIANT) and not restarted.request(program)  # every verdict in: done
    registry = EngineRegistry.load(tmp_path / "engines.json", checks=restarted)
    assert [e.id for e in registry.engines_for(VARIANT)] == [entry.id] and engine_note(registry, VARIANT) == ""


def test_a_result_written_before_checks_could_run_out_of_time_reads_as_complete() -> None:
    old = {"engine": "Fairy-Stockfish 11.1 LB 64", "ok": ["standard"], "failed": {"hybrid:1": "why"}, "version": 1}
    check = EngineCheck.from_dict(old)
    assert check.complete() and check.unchecked == {}
    assert EngineCheck.from_dict(check.to_dict()) == check
    with pytest.raises(ValueError):
        EngineCheck.from_dict({**old, "unchecked": ["hybrid:1"]})
