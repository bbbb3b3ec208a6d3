"""Mate search speed: our df-pn solver (engine/mate.py) against cshogi's DfPn (C++), in one run, on the
standard tsume positions of tests/engine/data/tsume_corpus.txt (real game positions, 1 to 15 plies).

Each solver gets the same node limit per position; the table gives, per mate length (cshogi's line),
the positions each one solved, the seconds and nodes it spent, and the ratios ours / cshogi.  Nodes are
counted differently (cshogi counts expanded nodes, we count positions looked at), so the time ratio is
the one to read.

    PYTHONPATH=. .venv/bin/python bench/mate.py                 # every position, 50,000 nodes each
    PYTHONPATH=. .venv/bin/python bench/mate.py --nodes 200000 --lengths 1,3,5

Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

import cshogi

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run from a checkout without PYTHONPATH=.
    sys.path.insert(0, str(ROOT))

from shogi_desktop.core.position import Position  # noqa: E402
from shogi_desktop.engine.mate import MateLimits, MateStatus, mate_search  # noqa: E402

DATA = ROOT / "tests" / "engine" / "data" / "tsume_corpus.txt"


def rows() -> list[tuple[str, int]]:
    out = []
    for line in DATA.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        sfen, plies, _ = (p.strip() for p in line.split("|"))
        out.append((sfen, int(plies)))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--nodes", type=int, default=50_000, help="node limit per position for both solvers")
    ap.add_argument("--lengths", default="", help="only these mate lengths (comma-separated)")
    args = ap.parse_args()
    wanted = {int(x) for x in args.lengths.split(",") if x.strip()}
    stats: dict[int, dict[str, list[float]]] = defaultdict(lambda: defaultdict(lambda: [0, 0.0, 0]))
    for sfen, plies in rows():
        if wanted and plies not in wanted:
            continue
        board = cshogi.Board(sfen)
        dfpn = cshogi.DfPn()
        dfpn.set_max_search_node(args.nodes)
        t = time.perf_counter()
        found = dfpn.search(board)
        s = stats[plies]["cshogi"]
        s[0] += bool(found)
        s[1] += time.perf_counter() - t
        s[2] += dfpn.searched_node
        t = time.perf_counter()
        r = mate_search(Position.from_sfen(sfen), MateLimits(nodes=args.nodes))
        s = stats[plies]["ours"]
        s[0] += r.status is MateStatus.MATE
        s[1] += time.perf_counter() - t
        s[2] += r.nodes
    print(f"Mate search, {args.nodes:,} nodes per position at most (cshogi {cshogi.__version__ if hasattr(cshogi, '__version__') else ''})")
    print()
    print("| plies | positions | solved ours / cshogi | seconds ours / cshogi | time ratio | nodes ours / cshogi |")
    print("|---|---|---|---|---|---|")
    total = {"ours": [0, 0.0, 0], "cshogi": [0, 0.0, 0]}
    count = 0
    for plies in sorted(stats):
        o, c = stats[plies]["ours"], stats[plies]["cshogi"]
        n = sum(1 for _, p in rows() if p == plies)
        count += n
        for k, v in (("ours", o), ("cshogi", c)):
            for i in range(3):
                total[k][i] += v[i]
        ratio = o[1] / c[1] if c[1] > 0 else float("inf")
        print(f"| {plies} | {n} | {int(o[0])} / {int(c[0])} | {o[1]:.2f} / {c[1]:.3f} | {ratio:,.0f}x | "
              f"{int(o[2]):,} / {int(c[2]):,} |")
    o, c = total["ours"], total["cshogi"]
    ratio = o[1] / c[1] if c[1] > 0 else float("inf")
    print(f"| all | {count} | {int(o[0])} / {int(c[0])} | {o[1]:.2f} / {c[1]:.3f} | {ratio:,.0f}x | "
          f"{int(o[2]):,} / {int(c[2]):,} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
