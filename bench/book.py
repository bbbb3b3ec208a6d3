"""Opening book files: checking and looking up a big YaneuraOu book, against loading it into memory.

Writes a book of about --mb megabytes (positions from the built-in book's lines and many made-up ones,
sorted as YaneuraOu writes them) into a temporary folder, then measures, in one run:

* ``check_book_file`` (what choosing the file in *Opening Book* does): MB/s and peak memory;
* ``YaneuraOuBook.moves`` (what the engine does each move): lookups per second, bytes read, peak memory;
* the in-memory way (YaneuraOu without BookOnTheFly, ShogiHome below its on-the-fly threshold): the
  whole file read into a dict, its time and peak memory,

and prints the ratios.  Times are measured untraced; peak memory in a second run under tracemalloc (Python allocations).

    PYTHONPATH=. .venv/bin/python bench/book.py --mb 200
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

try:
    from shogi_desktop.engine.book_file import YaneuraOuBook, check_book_file
except ImportError:  # run from a checkout without PYTHONPATH=.
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from shogi_desktop.engine.book_file import YaneuraOuBook, check_book_file

HEADER = "#YANEURAOU-DB2016 1.00"
T = TypeVar("T")


def _rank(n: int) -> str:
    out, empty = [], 0
    for _ in range(9):
        n, d = divmod(n, 3)
        if d == 0:
            empty += 1
            continue
        if empty:
            out.append(str(empty))
            empty = 0
        out.append("P" if d == 1 else "p")
    return "".join(out) + (str(empty) if empty else "")


def write_book(path: Path, megabytes: float) -> list[str]:
    """A sorted book of about ``megabytes``; returns its keys."""
    target = int(megabytes * 1_000_000)
    per_entry = 170
    count = max(1, target // per_entry)
    keys = sorted({f"lnsgkgsnl/1r5b1/9/{_rank(n // 19683)}/{_rank(n % 19683)}/9/9/1B5R1/LNSGKGSNL "
                   f"{'bw'[n % 2]} {'-' if n % 3 else 'P'}" for n in range(count)})
    with path.open("w", encoding="ascii") as f:
        f.write(HEADER + "\n")
        for i, key in enumerate(keys):
            f.write(f"sfen {key} {i % 300 + 1}\n1i1h none {i % 97 - 48} 20 {i % 1000}\n"
                    f"9i9h 1a1b 0 20 1\n5i5h none -12 18 3\n")
    return keys


def load_into_memory(path: Path) -> dict[str, list[str]]:
    book: dict[str, list[str]] = {}
    key = ""
    with path.open(encoding="ascii") as f:
        for line in f:
            if line.startswith("sfen "):
                key = line[5:].rsplit(" ", 1)[0]
            elif line[:1] not in ("#", "/", "\n"):
                book.setdefault(key, []).append(line.split(" ", 1)[0])
    return book


def measure(fn: Callable[[], T]) -> tuple[T, float, int]:
    """(result, seconds, peak bytes): timed untraced, then run again under tracemalloc for the peak."""
    t0 = time.perf_counter()
    result = fn()
    seconds = time.perf_counter() - t0
    tracemalloc.start()
    fn()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return result, seconds, peak


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mb", type=float, default=50.0, help="book size in MB (default 50)")
    ap.add_argument("--lookups", type=int, default=2000)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.db"
        keys = write_book(path, args.mb)
        size = path.stat().st_size
        print(f"book: {size / 1e6:.1f} MB, {len(keys):,} positions")
        summary, check_s, check_peak = measure(lambda: check_book_file(path))
        print(f"check_book_file: {check_s:.2f} s ({size / 1e6 / check_s:.1f} MB/s), peak {check_peak / 1e6:.2f} MB,"
              f" {summary.moves:,} moves")
        wanted = random.Random(1).sample(keys, min(args.lookups, len(keys)))
        book = YaneuraOuBook(path)
        _, look_s, look_peak = measure(lambda: sum(len(book.moves(k)) for k in wanted))
        print(f"lookups: {len(wanted) / look_s:,.0f}/s ({1000 * look_s / len(wanted):.2f} ms each), "
              f"{book.bytes_read / len(wanted) / 2:,.0f} bytes read each, peak {look_peak / 1e6:.3f} MB")
        book.close()
        loaded, load_s, load_peak = measure(lambda: load_into_memory(path))
        print(f"in memory (dict): {load_s:.2f} s, peak {load_peak / 1e6:.1f} MB, {len(loaded):,} positions")
        print(f"ratios: check time / load time = {check_s / load_s:.2f}; load peak / check peak = "
              f"{load_peak / check_peak:.0f}; load peak / lookup peak = {load_peak / look_peak:.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
