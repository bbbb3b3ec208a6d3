"""Game library load test: import 10,000 generated games, then time searches, tagging, opening,
re-opening with the integrity checks and a rebuild from the record files.

    PYTHONPATH=. .venv/bin/python bench/library_load.py [--games N] [--seed S] [--format kifu|kif|csa|json]

The collection: 1,000 seeded random legal games (30-140 plies, some with a resignation), each written
under ten headers (players from a pool of 200 names, dates over ten years, a comment on some), so every
one of the N files is a distinct game that the reader parses in full.  The import is the library's own
(Library.import_folder: read_record, index row, a pack of record files per batch) as the library window
runs it: worker processes read the files (library_import.default_workers(), one per core); the same
import in one process and the reader alone (read_record on every file, one process: the ceiling of a
one-process import) are timed in the same run for comparison.  Each search is run five times; the
median is printed.  The load average is printed too: other programs on the machine slow every figure.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from shogi_desktop.app.library import Library, Query  # noqa: E402
from shogi_desktop.app.library_import import default_workers  # noqa: E402
from shogi_desktop.core.outcome import Termination  # noqa: E402
from shogi_desktop.core.position import Position  # noqa: E402
from shogi_desktop.core.record import GameRecord  # noqa: E402
from shogi_desktop.notation import FORMATS, read_record, write_record  # noqa: E402

SURNAMES = ["Habu", "Fujii", "Watanabe", "Toyoshima", "Nagase", "Sato", "Kato", "Oyama", "Masuda", "Ito",
            "羽生", "藤井", "渡辺", "豊島", "永瀬", "佐藤", "加藤", "大山", "増田", "伊藤"]
GIVEN = ["Yoshiharu", "Sota", "Akira", "Masayuki", "Takuya", "Amahiko", "Hifumi", "Yasuharu", "Yasumitsu", "Takumi"]
COMMENTS = ["矢倉の定跡", "四間飛車", "an early attack on the edge", "角換わり腰掛け銀", "time trouble here",
            "相掛かり", "穴熊に組む", "the losing move", "中飛車", "a quiet positional game"]


def random_lines(n: int, rng: random.Random) -> list[list[str]]:
    lines = []
    for _ in range(n):
        pos = Position.initial()
        moves: list[str] = []
        for _ in range(rng.randint(30, 140)):
            legal = pos.legal_moves()
            if not legal:
                break
            m = rng.choice(legal)
            moves.append(pos.move_to_usi(m))
            pos.push(m)
        lines.append(moves)
    return lines


def write_collection(folder: Path, games: int, fmt: str, seed: int) -> None:
    rng = random.Random(seed)
    names = [f"{s} {g}" for s in SURNAMES for g in GIVEN]
    lines = random_lines(max(1, games // 10), rng)
    for i in range(games):
        moves = lines[i % len(lines)]
        record = GameRecord.new()
        record.header["black"] = rng.choice(names)
        record.header["white"] = rng.choice(names)
        record.header["start_time"] = f"{rng.randint(2015, 2024)}/{rng.randint(1, 12):02d}/{rng.randint(1, 28):02d} 10:00:00"
        record.header["event"] = f"Bench {i // 100}"
        for k, usi in enumerate(moves):
            record.add_move(usi)
            if k == 10 and rng.random() < 0.3:
                record.current.comment = rng.choice(COMMENTS)
        if rng.random() < 0.6:
            record.add_ending(Termination.RESIGNATION, record.position().side ^ 1)
        sub = folder / f"{i // 1000:02d}"
        sub.mkdir(exist_ok=True)
        (sub / f"game{i:05d}{FORMATS[fmt].extensions[0]}").write_bytes(write_record(record, fmt))


def cpu_seconds() -> float:
    """CPU time of this process and of its ended children (the import's worker processes)."""
    me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


def timed(fn: Callable[[], Any], repeat: int = 5) -> tuple[float, Any]:
    times = []
    result = None
    for _ in range(repeat):
        t = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--format", default="kifu", choices=["kifu", "kif", "csa", "ki2", "jkf", "json"])
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "kifu"
        folder.mkdir()
        t = time.perf_counter()
        write_collection(folder, args.games, args.format, args.seed)
        print(f"generated {args.games} {args.format} files in {time.perf_counter() - t:.1f} s")

        files = Library.kifu_files(folder)
        t, cpu = time.perf_counter(), cpu_seconds()
        for path in files:
            read_record(path.read_bytes(), name=path.name)
        reader = len(files) / (time.perf_counter() - t)
        print(f"the reader alone, one process: {reader:.0f} games/s, "
              f"{(cpu_seconds() - cpu) / len(files) * 1000:.2f} ms CPU/game (load average {os.getloadavg()[0]:.1f})")

        rates = {}
        for label, workers in (("one process", 0), (f"{default_workers()} worker processes", None)):
            root = Path(tmp) / f"library-{workers}"
            library = Library(root)
            t, cpu = time.perf_counter(), cpu_seconds()
            report = library.import_folder(folder, workers=workers)
            took = time.perf_counter() - t
            cpu = cpu_seconds() - cpu
            assert not report.failures, report.failures[:3]
            rates[label] = len(report.added) / took
            print(f"import ({label}): {len(report.added)} games in {took:.1f} s ({rates[label]:.0f} games/s, "
                  f"{took / max(1, len(report.added)) * 1000:.2f} ms/game, {cpu / max(1, len(report.added)) * 1000:.2f} "
                  f"ms CPU/game in all processes); {len(report.duplicates)} duplicates "
                  f"(load average {os.getloadavg()[0]:.1f})")
            if workers == 0:
                library.close()
        best = max(rates.values())
        print(f"import rate: {best:.0f} games/s (target 2,000: {'met' if best >= 2000 else 'not met'}); "
              f"{best / reader:.2f}x the one-process reader")
        t = time.perf_counter()
        again = library.import_folder(folder)
        print(f"importing the same folder again: {time.perf_counter() - t:.2f} s, {again.skipped} files known "
              f"unchanged, {len(again.added)} added")
        size = sum(p.stat().st_size for p in root.rglob("*") if p.is_file())
        print(f"library on disk: {size / 2**20:.0f} MiB ({(root / 'library.db').stat().st_size / 2**20:.0f} MiB "
              "database, the rest record packs)")

        ids = [g.id for g in library.search(Query(limit=1000))]
        t = time.perf_counter()
        for gid in ids[:1000:10]:
            library.set_tags(gid, ["bench", "favourite"])
        print(f"tag: {(time.perf_counter() - t) / 100 * 1000:.1f} ms per game (index and record file rewritten)")

        searches: list[tuple[str, Query]] = [
            ("everything", Query()),
            ("first page of 200", Query(limit=200)),
            ("player 'fujii'", Query(player="fujii")),
            ("player '羽生'", Query(player="羽生")),
            ("date range 2019", Query(date_from="2019", date_to="2019")),
            ("result: Black won", Query(result="black")),
            ("tag 'favourite'", Query(tag="favourite")),
            ("comment text '飛車'", Query(text="飛車")),
            ("player + dates + result", Query(player="sato", date_from="2020-01-01", date_to="2022-12-31",
                                              result="white")),
        ]
        print("searches (median of 5):")
        for label, query in searches:
            secs, rows = timed(lambda q=query: library.search(q))  # type: ignore[misc]
            print(f"  {label:<28} {secs * 1000:8.1f} ms  {len(rows):6d} games")
        secs, n = timed(lambda: library.count(Query(player="habu")))
        print(f"  {'count player habu':<28} {secs * 1000:8.1f} ms  {n:6d} games")
        secs, _ = timed(lambda: library.record(ids[0]))
        print(f"open one game (parse its record): {secs * 1000:.1f} ms")
        library.close()

        secs, _ = timed(lambda: Library(root).close(), repeat=3)
        print(f"open the library (quick_check): {secs * 1000:.0f} ms")
        secs, _ = timed(lambda: Library(root, full_check=True).close(), repeat=3)
        print(f"open the library (integrity_check): {secs * 1000:.0f} ms")
        with Library(root, check=False) as library:
            t = time.perf_counter()
            n = library.rebuild()
            print(f"rebuild the index from {n} record files: {time.perf_counter() - t:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
