"""Perft speed: our move generator against python-shogi (pure Python) and cshogi (C++), in one run.

Every library counts the same positions in "bulk" mode (at the last ply the legal moves are counted
without being made); nodes per second = leaves / seconds.  The counts must agree (python-shogi is
allowed to differ only by its known pawn-drop-mate bug, see /work/shared/PEERS.md; a mismatch is marked).

    PYTHONPATH=. .venv/bin/python bench/perft.py              # python-shogi takes a few minutes
    PYTHONPATH=. .venv/bin/python bench/perft.py --repeat 3   # median of 3 runs
    PYTHONPATH=. .venv/bin/python bench/perft.py --skip python-shogi
    PYTHONPATH=. .venv/bin/python bench/perft.py --skip python-shogi --baseline /tmp/old-checkout

``--baseline DIR`` also counts with the generator of another checkout (in a subprocess, timed there),
the runs taking turns with ours, and prints the ratio: a change's speed is measured in the same run.

Prints a Markdown table (the README's speed table comes from here).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

try:
    from shogi_desktop.core.perft import perft
    from shogi_desktop.core.position import Position
except ImportError:  # run from a checkout without PYTHONPATH=.
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from shogi_desktop.core.perft import perft
    from shogi_desktop.core.position import Position

START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
MIDDLE = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"
CASES = [("start", START, 3), ("start", START, 4), ("middle game", MIDDLE, 3)]
LIBRARIES = ("ours", "python-shogi", "cshogi")


def ours(sfen: str, depth: int) -> int:
    return perft(Position.from_sfen(sfen), depth)


def python_shogi(sfen: str, depth: int) -> int:
    import shogi

    board = shogi.Board(sfen)

    def count(d: int) -> int:
        if d == 1:
            return sum(1 for _ in board.generate_legal_moves())
        total = 0
        for m in list(board.generate_legal_moves()):
            board.push(m)
            total += count(d - 1)
            board.pop()
        return total

    return count(depth)


def cshogi_perft(sfen: str, depth: int) -> int:
    import cshogi

    board = cshogi.Board(sfen)

    def count(d: int) -> int:
        moves = list(board.legal_moves)  # cshogi's own moves: never the 0 that corrupts push()
        if d == 1:
            return len(moves)
        total = 0
        for m in moves:
            board.push(m)
            total += count(d - 1)
            board.pop()
        return total

    return count(depth)


_BASELINE_CODE = """
import sys, time
sys.path.insert(0, sys.argv[1])
from shogi_desktop.core.perft import perft
from shogi_desktop.core.position import Position
pos = Position.from_sfen(sys.argv[2])
perft(pos, 1)
t0 = time.perf_counter()
n = perft(pos, int(sys.argv[3]))
print(n, time.perf_counter() - t0)
"""


def baseline_measure(root: str, sfen: str, depth: int, repeat: int) -> tuple[int, float]:
    """(count, median seconds) of the generator of the checkout ``root``, timed in its own process."""
    times = []
    count = 0
    env = dict(os.environ, PYTHONPATH=root)
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", _BASELINE_CODE, root, sfen, str(depth)], env=env,
                             capture_output=True, text=True, check=True).stdout.split()
        count, seconds = int(out[0]), float(out[1])
        times.append(seconds)
    return count, statistics.median(times)


RUNNERS: dict[str, Callable[[str, int], int]] = {
    "ours": ours, "python-shogi": python_shogi, "cshogi": cshogi_perft,
}


def measure(fn: Callable[[str, int], int], sfen: str, depth: int, repeat: int) -> tuple[int, float]:
    fn(sfen, 1)  # warm up: imports, move tables
    times = []
    count = 0
    for _ in range(repeat):
        t0 = time.perf_counter()
        count = fn(sfen, depth)
        times.append(time.perf_counter() - t0)
    return count, statistics.median(times)


def fmt_nps(nps: float | None) -> str:
    if nps is None:
        return "-"
    if nps >= 1e6:
        return f"{nps / 1e6:.1f} M"
    if nps >= 1e3:
        return f"{nps / 1e3:.0f} k"
    return f"{nps:.0f}"


def fmt_ratio(a: float | None, b: float | None) -> str:
    return "-" if a is None or b is None else f"{a / b:.1f}x"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Perft speed of our generator, python-shogi and cshogi.")
    ap.add_argument("--repeat", type=int, default=1, help="runs per measurement (the median is shown)")
    ap.add_argument("--skip", action="append", default=[], choices=LIBRARIES, help="leave a library out")
    ap.add_argument("--baseline", help="another checkout whose generator is measured too (before/after)")
    args = ap.parse_args(argv)
    libs = [lib for lib in LIBRARIES if lib not in args.skip]
    if not libs:
        ap.error("every library was skipped")
    print(f"# perft, bulk counting; Python {platform.python_version()} on {platform.machine()} "
          f"({platform.system()}); median of {args.repeat} run(s)", flush=True)
    rows = []
    for name, sfen, depth in CASES:
        nps: dict[str, float | None] = dict.fromkeys((*LIBRARIES, "baseline"))
        counts: dict[str, int] = {}
        for lib in libs:
            if lib == "ours" and args.baseline:
                count, seconds = baseline_measure(args.baseline, sfen, depth, args.repeat)
                nps["baseline"] = count / seconds if seconds > 0 else None
                counts["baseline"] = count
                print(f"#   {name} d{depth}: {'baseline':<12} {count:>10,} leaves in {seconds:8.3f} s", flush=True)
            count, seconds = measure(RUNNERS[lib], sfen, depth, args.repeat)
            counts[lib] = count
            nps[lib] = count / seconds if seconds > 0 else None
            print(f"#   {name} d{depth}: {lib:<12} {count:>10,} leaves in {seconds:8.3f} s", flush=True)
        reference = counts["cshogi"] if "cshogi" in counts else next(iter(counts.values()))
        marks = {lib: "" if n == reference else f" (count {n:,}!)" for lib, n in counts.items()}
        rows.append((f"{name} d{depth}", reference, nps, marks))
    print()
    print("| position | leaves | ours | python-shogi | cshogi | ours / python-shogi | cshogi / ours |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for label, reference, nps, marks in rows:
        cells = [fmt_nps(nps[lib]) + marks.get(lib, "") for lib in LIBRARIES]
        print(f"| {label} | {reference:,} | {' | '.join(cells)} | "
              f"{fmt_ratio(nps['ours'], nps['python-shogi'])} | {fmt_ratio(nps['cshogi'], nps['ours'])} |")
    if args.baseline:
        print(f"\nbaseline = {args.baseline}")
        print("| position | baseline | ours | ours / baseline |")
        print("|---|---:|---:|---:|")
        for label, _, nps, _ in rows:
            print(f"| {label} | {fmt_nps(nps.get('baseline'))} | {fmt_nps(nps['ours'])} | "
                  f"{fmt_ratio(nps['ours'], nps.get('baseline'))} |")
    print("\nnodes per second (leaves / s); ratios are of nodes per second")
    mismatch = any(mark for _, _, _, marks in rows for mark in marks.values())
    return 1 if mismatch else 0


if __name__ == "__main__":
    raise SystemExit(main())
