"""The import's worker processes (library_import.read_files): the results come in the order of the paths
whatever the workers do, also when one of them dies half-way with chunks in hand (they are read in the
importing process, each in its place)."""

from __future__ import annotations

import contextlib
import os
import random
import signal
from pathlib import Path

from shogi_desktop.app.library_import import IN_FLIGHT, read_files
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation import write_record
from tests.fake_engines import alive, children_of


def folder_of_games(folder: Path, n: int) -> list[str]:
    rng = random.Random(8)
    paths = []
    for i in range(n):
        record = GameRecord.new()
        record.header["black"] = f"P{i}"
        for _ in range(rng.randint(2, 12)):
            record.add_move(rng.choice(record.position().legal_moves()))
        path = folder / f"g{i:04d}.kifu"
        path.write_bytes(write_record(record, "kifu"))
        paths.append(str(path))
    return paths


def test_results_keep_the_order_of_the_paths(tmp_path: Path) -> None:
    paths = folder_of_games(tmp_path, 500)
    results = list(read_files(paths, "2024-01-01", workers=2))
    assert [r.path for r in results] == paths
    assert all(r.row is not None and r.row["black"] == f"P{i}" for i, r in enumerate(results))


def test_a_worker_killed_with_chunks_in_hand_loses_nothing_and_keeps_the_order(tmp_path: Path) -> None:
    paths = folder_of_games(tmp_path, 700)
    with contextlib.closing(read_files(paths, "2024-01-01", workers=2)) as results:
        got = [next(results)]  # (the first worker holds IN_FLIGHT - 1 chunks now, the second the rest)
        assert IN_FLIGHT > 1
        workers = children_of(os.getpid(), running="shogi_desktop.app.library_import")
        assert len(workers) == 2
        os.kill(workers[0], signal.SIGKILL)
        got += list(results)
    assert [r.path for r in got] == paths
    assert all(r.failure is None and r.row is not None and r.row["black"] == f"P{i}" for i, r in enumerate(got))
    assert not any(alive(p) for p in workers)
