"""Kifu reading speed: our KIF and CSA readers against cshogi's (and python-shogi's) on one collection.

The collection: 200 seeded random legal games of 50-150 plies from the even start, with times,
written by cshogi's own KIF and CSA exporters (so every reader gets third-party files).  Each
reader runs three times over the whole collection, the readers taking turns; the best run counts.  Times are the CPU time of
this process by default (``--clock cpu``: steady when other programs share the machine; every reader
here is single-threaded), or wall-clock time (``--clock wall``).

    PYTHONPATH=. .venv/bin/python bench/kifu.py [--games N] [--seed S] [--runs R] [--clock cpu|wall]
    PYTHONPATH=. .venv/bin/python bench/kifu.py --instructions [--reads 100] [--warm] [--only READER...]

``--instructions`` counts instructions per read instead (callgrind, independent of the machine's load):
each reader runs in a child under valgrind, reads two games (warm-up), then the first ``--reads``
games of the collection, and the count of those reads over ``--reads`` is its count per game: first
reads of games, as a library import makes them (``--warm``: the games are read once before, so that the
readers' caches of move texts and clocks hold theirs, as in the timed runs after the first).

Our readers build a full GameRecord (legality checked, a position snapshot per node; one scan and one
build per format, docs/formats.md "Reading speed"); cshogi's KIF parser
replays moves on its C++ board from Python; its CSA parser is C++ throughout; python-shogi's parsers
turn text into USI strings.  The "text stage" line times the first stage of our general CSA reader
(:func:`scan_csa`: text only, no record), for scale; the two "floor" lines time what every checked
reader here does before it reads any text: the games' moves, as move ints, checked and made on a
position (``Position.push_line``), and made into record nodes too (``GameRecord.add_moves``).  A record read and dropped is freed at once
(records have no reference cycles), and that is counted.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from shogi_desktop.core.position import Position  # noqa: E402


def random_games(n: int, seed: int) -> list[tuple[list[str], list[int]]]:
    rng = random.Random(seed)
    games = []
    for _ in range(n):
        pos = Position.initial()
        moves, times = [], []
        for _ in range(rng.randint(50, 150)):
            legal = pos.legal_moves()
            if not legal:
                break
            m = rng.choice(legal)
            moves.append(pos.move_to_usi(m))
            times.append(rng.randint(0, 60))
            pos.push(m)
        games.append((moves, times))
    return games


def write_collection(games: list[tuple[list[str], list[int]]], folder: str) -> tuple[list[str], list[str]]:
    """One KIF (Shift_JIS) and one CSA text per game, written by cshogi's exporters."""
    import cshogi
    import cshogi.CSA
    import cshogi.KIF

    kifs, csas = [], []
    for i, (moves, times) in enumerate(games):
        kif_path = os.path.join(folder, f"{i}.kif")
        csa_path = os.path.join(folder, f"{i}.csa")
        kif = cshogi.KIF.Exporter(kif_path)
        csa = cshogi.CSA.Exporter(csa_path)
        kif.header(["black", "white"])
        csa.info(init_board=cshogi.Board(), names=["black", "white"])
        board = cshogi.Board()
        total = [0, 0]
        for k, (usi, t) in enumerate(zip(moves, times)):
            m = board.move_from_usi(usi)
            total[k % 2] += t
            kif.move(m, sec=t, sec_sum=total[k % 2])
            csa.move(m, time=t)
            board.push(m)
        kif.end("resign")
        csa.endgame("%TORYO")
        kif.close()
        csa.close()
        with open(kif_path, encoding="cp932") as f:
            kifs.append(f.read())
        with open(csa_path, encoding="utf-8") as f:
            csas.append(f.read())
    return kifs, csas


CLOCKS: dict[str, Callable[[], float]] = {"cpu": time.process_time, "wall": time.perf_counter}
clock = CLOCKS["cpu"]


def best_rates(readers: list[tuple[Callable[[str], Any], list[str]]], runs: int) -> list[float]:
    """Games/s of each reader over its texts, best of ``runs`` passes.  The passes of the readers
    take turns (one pass of each, then again), so that every reader meets the same load from other
    programs, whatever that load does meanwhile."""
    best = [float("inf")] * len(readers)
    for _ in range(runs):
        for i, (fn, texts) in enumerate(readers):
            t0 = clock()
            for text in texts:
                fn(text)
            best[i] = min(best[i], clock() - t0)
    return [len(texts) / b for (_, texts), b in zip(readers, best)]


def floor_readers(csas: list[str]) -> tuple[Callable[[list[int]], None], Callable[[list[int]], Any], list[list[int]]]:
    """The floor of a checked reader (for scale): the moves of each game, as move ints, checked and made
    on a position (Position.push_line, push_legal for the moves it leaves), and also given their record
    nodes (GameRecord.add_moves) -- what a reader costs before it reads any text."""
    from shogi_desktop.core.record import GameRecord
    from shogi_desktop.notation.csa import parse_csa

    lines = [[n.move for n in rec.main_line()[1:] if n.ending is None]
             for rec in (parse_csa(text) for text in csas)]
    start = Position.initial()
    start.note_check()

    def checked_make(moves: list[int]) -> None:
        pos = start.copy()
        done = 0
        while done < len(moves):
            done += pos.push_line(moves[done:] if done else moves)
            if done < len(moves):
                assert pos.push_legal(moves[done])
                done += 1

    def make_nodes(moves: list[int]) -> Any:
        return GameRecord.new().add_moves(moves)

    return checked_make, make_nodes, lines


# The readers --instructions counts, by name: (format, what it reads).
COUNTED = ("ours KIF", "ours CSA", "cshogi KIF (Python)", "floor: checked make", "floor: make + nodes",
           "ours KIF, text stage", "ours CSA, text stage")


def child(folder: str, name: str, reads: int, warm: bool) -> None:
    """Runs under valgrind: two warm-up reads (``warm``: the ``reads`` games themselves), then ``reads``
    reads, of reader ``name``, between two calls of os.getppid (where callgrind dumps its counts:
    ``--dump-before=getppid``)."""
    import json

    with open(os.path.join(folder, "texts.json"), encoding="utf-8") as f:
        kifs, csas = json.load(f)
    import cshogi.KIF

    from shogi_desktop.notation.csa import parse_csa, scan_csa
    from shogi_desktop.notation.kif import parse_kif, scan_kif

    checked_make, make_nodes, lines = floor_readers(csas)
    fn, texts = {"ours KIF": (parse_kif, kifs), "ours CSA": (parse_csa, csas),
                 "ours KIF, text stage": (scan_kif, kifs), "ours CSA, text stage": (scan_csa, csas),
                 "cshogi KIF (Python)": (cshogi.KIF.Parser.parse_str, kifs),
                 "floor: checked make": (checked_make, lines), "floor: make + nodes": (make_nodes, lines)}[name]
    for text in texts[:reads if warm else 2]:
        fn(text)
    os.getppid()
    for text in texts[:reads]:
        fn(text)
    os.getppid()
    os._exit(0)


def callgrind_count(folder: str, index: int, name: str, reads: int, warm: bool) -> int:
    """Instructions of ``reads`` reads of reader ``name`` (the part between the child's two dumps)."""
    import re
    import subprocess

    out = os.path.join(folder, f"cg.{index}")
    env = dict(os.environ, PYTHONHASHSEED="0")
    subprocess.run(["valgrind", "--tool=callgrind", "--dump-before=getppid", f"--callgrind-out-file={out}",
                    sys.executable, os.path.abspath(__file__), "--child", folder, name, str(reads), "warm" if warm else "cold"],
                   check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(out + ".2", encoding="utf-8") as f:
        found = re.search(r"^(?:summary|totals): (\d+)", f.read(), re.M)
    assert found is not None
    return int(found.group(1))


def count_instructions(kifs: list[str], csas: list[str], reads: int, names: list[str], warm: bool) -> None:
    import json
    from concurrent.futures import ThreadPoolExecutor

    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "texts.json"), "w", encoding="utf-8") as f:
            json.dump([kifs, csas], f)
        with ThreadPoolExecutor(2) as pool:
            counts = list(pool.map(lambda job: callgrind_count(folder, job[0], job[1], reads, warm),
                                   enumerate(names)))
    per = {name: count / reads for name, count in zip(names, counts)}
    ref = per.get("cshogi KIF (Python)")
    print(f"instructions per read (callgrind; {reads} reads after {'the same reads' if warm else 'two others'})")
    print(f"{'reader':24} {'per game':>12} {'vs cshogi KIF (Python)':>24}")
    for name in names:
        ratio = f"{ref / per[name]:23.3f}x" if ref else f"{'-':>24}"
        print(f"{name:24} {per[name] / 1e6:10.3f} M {ratio}")


def main() -> None:
    if sys.argv[1:2] == ["--child"]:
        child(sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5] == "warm")
        return
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--clock", choices=sorted(CLOCKS), default="cpu",
                    help="cpu: this process's CPU time (default), wall: elapsed time")
    ap.add_argument("--instructions", action="store_true", help="count instructions per read (callgrind)")
    ap.add_argument("--reads", type=int, default=100, help="with --instructions: reads counted")
    ap.add_argument("--only", nargs="*", choices=COUNTED, default=COUNTED, metavar="READER",
                    help=f"with --instructions: these readers only (of {', '.join(COUNTED)})")
    ap.add_argument("--warm", action="store_true",
                    help="with --instructions: read the games once before they are counted (the readers' caches of "
                         "move texts and clocks hold theirs, as in the timed runs after the first)")
    args = ap.parse_args()
    global clock
    clock = CLOCKS[args.clock]

    t0 = time.perf_counter()
    games = random_games(args.games, args.seed)
    plies = sum(len(m) for m, _ in games)
    with tempfile.TemporaryDirectory() as folder:
        kifs, csas = write_collection(games, folder)
    print(f"collection: {len(games)} games, {plies} plies ({plies / len(games):.0f} a game), "
          f"made in {time.perf_counter() - t0:.1f} s; best of {args.runs} runs, {args.clock} time\n")
    if args.instructions:
        count_instructions(kifs, csas, args.reads, args.only, args.warm)
        return

    import cshogi
    import cshogi.CSA
    import cshogi.KIF
    import shogi.CSA
    import shogi.KIF

    from shogi_desktop.notation.csa import parse_csa, scan_csa
    from shogi_desktop.notation.kif import parse_kif

    # Check first that every reader reads the same moves, so the figures compare like with like.
    first = parse_csa(csas[0])
    assert first.moves_usi(first.main_line()[-1]) == games[0][0]
    assert [cshogi.move_to_usi(m) for m in cshogi.KIF.Parser.parse_str(kifs[0]).moves] == games[0][0]

    readers: list[tuple[str, str, Callable[[str], Any], list[str]]] = []
    rows: list[tuple[str, str, float | None, str]] = []
    rec = parse_kif(kifs[0])
    assert rec.moves_usi(rec.main_line()[-1]) == games[0][0]
    readers.append(("KIF", "ours (parse_kif)", parse_kif, kifs))
    readers += [
        ("KIF", "cshogi.KIF.Parser (Python)", cshogi.KIF.Parser.parse_str, kifs),
        ("KIF", "python-shogi KIF (text only)", shogi.KIF.Parser.parse_str, kifs),
        ("CSA", "ours (parse_csa)", parse_csa, csas),
        ("CSA", "ours, text stage (scan_csa)", scan_csa, csas),
        ("CSA", "cshogi.CSA.Parser (C++)", cshogi.CSA.Parser.parse_str, csas),
        ("CSA", "python-shogi CSA", shogi.CSA.Parser.parse_str, csas),
    ]
    checked_make, make_nodes, lines = floor_readers(csas)

    moves_of: Any = lines  # (move lists where the readers take texts)
    readers += [
        ("CSA", "floor: checked make alone", checked_make, moves_of),
        ("CSA", "floor: make + nodes (add_moves)", make_nodes, moves_of),
    ]
    rates = best_rates([(fn, texts) for _, _, fn, texts in readers], args.runs)
    rows += [(fmt, name, rate, "") for (fmt, name, _, _), rate in zip(readers, rates)]
    rows.sort(key=lambda row: row[0] != "KIF")

    # The target (issue 16): our readers at least twice as fast as cshogi's Python-level parser (its KIF one);
    # its CSA parser is C++ and shown for scale.
    reference = {"KIF": "cshogi.KIF.Parser (Python)", "CSA": "cshogi.CSA.Parser (C++)"}
    by_name = {(fmt, name): rate for fmt, name, rate, _ in rows}
    python_level = by_name[("KIF", "cshogi.KIF.Parser (Python)")]
    assert python_level is not None
    print(f"{'format':6} {'reader':32} {'games/s':>9} {'vs cshogi same format':>22} {'vs cshogi Python-level':>23}")
    for fmt, name, rate, note in rows:
        if rate is None:
            print(f"{fmt:6} {name:32} {'-':>9} {'-':>22} {'-':>23}  {note}")
            continue
        ref = by_name[(fmt, reference[fmt])]
        assert ref is not None
        print(f"{fmt:6} {name:32} {rate:9.0f} {rate / ref:21.3f}x {rate / python_level:22.3f}x")


if __name__ == "__main__":
    main()
