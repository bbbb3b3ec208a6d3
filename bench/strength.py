"""Strength of the built-in engine: seeded matches with win rates and 95% confidence intervals.

* the strongest level against a random player and a one-ply greedy player, in every variant family
  (each variant file; add-ons too once the core offers them: they are detected);
* in standard shogi against Debian's fairy-stockfish over USI at fixed small node counts (300, 1000
  and 3000 nodes per move; ours 10,000: node limits on both sides, so the figures do not depend on the
  machine's speed or load; ``apt-get install fairy-stockfish``: /usr/games/fairy-stockfish);
* nodes per second of the search on a few positions.

Games of a pair swap colours and start from the same seeded random opening (a few quiet plies), so
deterministic players still meet different positions.  Targets (issue 8): at least 95% against the
random player, 80% against the greedy one, and a third of the points against fairy-stockfish.

    PYTHONPATH=. .venv/bin/python bench/strength.py                       # small defaults: minutes
    PYTHONPATH=. .venv/bin/python bench/strength.py --games 20 --fairy-games 40 --jobs 2
    PYTHONPATH=. .venv/bin/python bench/strength.py --variants standard hybrid --skip-fairy
    PYTHONPATH=. .venv/bin/python bench/strength.py --baseline /tmp/old-checkout --games 0 --skip-fairy

``--baseline DIR`` adds a before/after speed table: the same node-limited searches by the engine of
another checkout (in a subprocess, timed there) and by ours, taking turns, best of three each.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

try:
    from shogi_desktop.core.position import Position
    from shogi_desktop.core.variant import variant_ids
    from shogi_desktop.engine.search import Limits, Searcher
    from shogi_desktop.engine.selfplay import MatchResult, PlayerSpec, available_addons, game_line, run_match
except ImportError:  # run from a checkout without PYTHONPATH=.
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from shogi_desktop.core.position import Position
    from shogi_desktop.core.variant import variant_ids
    from shogi_desktop.engine.search import Limits, Searcher
    from shogi_desktop.engine.selfplay import MatchResult, PlayerSpec, available_addons, game_line, run_match

FAIRY = "/usr/games/fairy-stockfish"
NPS_POSITIONS = [
    ("start", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
    ("middle game", "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"),
    ("end game", "ln1g3+Rl/2s1k4/p1pp1p2p/4p1p2/1p7/2P6/PPSPPPP1P/2G6/LN2KGSNL b BGSN2Prbp 1"),
]


def nps_table(seconds: float) -> list[str]:
    rows = ["| position | depth reached | nodes | nodes/s |", "|---|---:|---:|---:|"]
    for name, sfen in NPS_POSITIONS:
        r = Searcher(10).search(Position.from_sfen(sfen), Limits(movetime=seconds))
        rows.append(f"| {name} | {r.depth} | {r.nodes:,} | {r.nps:,} |")
    return rows


_TIMED_SEARCH = """
import sys, time
sys.path.insert(0, sys.argv[1])
from shogi_desktop.core.position import Position
from shogi_desktop.engine.search import Limits, Searcher
pos = Position.from_sfen(sys.argv[2])
Searcher(10).search(pos, Limits(nodes=500))
best = None
for _ in range(3):
    t0 = time.process_time()
    r = Searcher(10).search(pos, Limits(nodes=int(sys.argv[3])))
    t = time.process_time() - t0
    best = t if best is None else min(best, t)
print(r.nodes, r.best_text, best)
"""


def baseline_table(baseline: str, nodes: int) -> list[str]:
    """Node-limited searches of the NPS positions by the engine of ``baseline`` and by ours (each timed
    in its own process, CPU time, the best of three), taking turns: nodes per second before and after."""
    rows = ["| position | nodes | best move (baseline / ours) | baseline nodes/s | ours nodes/s | ours / baseline |",
            "|---|---:|---|---:|---:|---:|"]
    ours = str(Path(__file__).resolve().parents[1])
    for name, sfen in NPS_POSITIONS:
        out = {}
        for label, root in (("baseline", baseline), ("ours", ours)):
            env = dict(os.environ, PYTHONPATH=root)
            text = subprocess.run([sys.executable, "-c", _TIMED_SEARCH, root, sfen, str(nodes)], env=env,
                                  capture_output=True, text=True, check=True).stdout.split()
            out[label] = (int(text[0]), text[1], float(text[2]))
        (bn, bm, bt), (on, om, ot) = out["baseline"], out["ours"]
        rows.append(f"| {name} | {bn:,} / {on:,} | {bm} / {om} | {bn / bt:,.0f} | {on / ot:,.0f} | "
                    f"{(on / ot) / (bn / bt):.2f}x |")
    return rows


def row(label: str, m: MatchResult) -> str:
    wa, wb, d = m.counts()
    rate, lo, hi = m.a_score()
    secs = sum(g.seconds for g in m.games)
    nps = sum(g.nodes for g in m.games) / secs if secs else 0.0
    errors = sum(1 for g in m.games if g.termination == "error")
    err = f" ({errors} errors)" if errors else ""
    return (f"| {label} | {wa + wb + d}{err} | {wa} | {d} | {wb} | {rate:.0%} | {lo:.0%} - {hi:.0%} | {nps:,.0f} |")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=4, help="games per variant and opponent (default 4)")
    ap.add_argument("--nodes", type=int, default=3000, help="our nodes per move (default 3000)")
    ap.add_argument("--level", type=int, default=10, help="our level (default 10, the strongest)")
    ap.add_argument("--fairy-games", type=int, default=6, help="games per fairy-stockfish match (default 6)")
    ap.add_argument("--fairy-nodes", type=int, nargs="+", default=[300, 1000, 3000],
                    help="fairy-stockfish nodes per move, one match per value (default 300 1000 3000)")
    ap.add_argument("--fairy-our-nodes", type=int, default=10000,
                    help="our nodes per move against fairy-stockfish (default 10000, about 0.4 s)")
    ap.add_argument("--opening-plies", type=int, default=4, help="seeded random quiet plies first (default 4)")
    ap.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1), help="games at once (default 2)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variants", nargs="*", default=None, help="variant ids (default: every variant family)")
    ap.add_argument("--skip-fairy", action="store_true")
    ap.add_argument("--nps-seconds", type=float, default=3.0, help="search time per speed position (default 3)")
    ap.add_argument("--verbose", action="store_true", help="one line per game")
    ap.add_argument("--baseline", help="another checkout: a before/after table of nodes per second")
    ap.add_argument("--baseline-nodes", type=int, default=20000, help="nodes per search for --baseline")
    args = ap.parse_args(argv)

    print(f"# Engine strength ({platform.python_implementation()} {platform.python_version()}, "
          f"{os.cpu_count()} cores, {args.jobs} jobs)\n")
    print(f"## Speed (level 10, {args.nps_seconds:g} s per position)\n")
    print("\n".join(nps_table(args.nps_seconds)))
    if args.baseline:
        print(f"\n## Speed before / after ({args.baseline_nodes} nodes per search; baseline {args.baseline})\n")
        print("\n".join(baseline_table(args.baseline, args.baseline_nodes)))

    ours = PlayerSpec.engine(args.level, nodes=args.nodes)
    on_game = (lambda g: print("    " + game_line(g), flush=True)) if args.verbose else None
    variants = args.variants or variant_ids()
    addons = available_addons()
    print(f"\n## Level {args.level} ({args.nodes} nodes per move) against simple players\n")
    print("Score = (wins + draws / 2) / games for our engine; 95% Wilson interval.\n")
    print("| variant, opponent | games | won | drawn | lost | score | 95% CI | our nodes/s |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    start = time.monotonic()
    combos: list[tuple[str, tuple[str, ...]]] = [(v, ()) for v in variants] if args.games > 0 else []
    if args.games > 0:
        combos += [("standard", (a,)) for a in addons]
    totals: dict[str, list[int]] = {"random": [0, 0], "greedy": [0, 0]}
    for variant, addon in combos:
        for opponent in (PlayerSpec.random(), PlayerSpec.greedy()):
            m = run_match(variant, ours, opponent, args.games, seed=args.seed, jobs=args.jobs, addons=addon,
                          opening_plies=args.opening_plies, on_game=on_game)
            label = variant + (f" + {'+'.join(addon)}" if addon else "")
            print(row(f"{label}, {opponent.kind}", m), flush=True)
            wa, wb, d = m.counts()
            totals[opponent.kind][0] += 2 * wa + d
            totals[opponent.kind][1] += 2 * (wa + wb + d)
    if not addons:
        print("\n(no add-on is available in the core yet: none measured)")
    for kind, (pts, n) in totals.items():
        if n:
            print(f"\nall variants against {kind}: {pts / n:.1%} of the points")
    print(f"\n({time.monotonic() - start:.0f} s)")

    if args.skip_fairy:
        return 0
    if not os.path.exists(FAIRY):
        print(f"\n{FAIRY} is not installed (apt-get install fairy-stockfish): skipped")
        return 0
    our_nodes = args.fairy_our_nodes
    print(f"\n## Standard shogi against fairy-stockfish (level {args.level}, {our_nodes} nodes per move)\n")
    print("Both sides are limited by nodes per move, not by time: the results do not depend on the CPU. A "
          "node is a position visited (fairy-stockfish counts its own). Target: a third of the points.\n")
    print("| fairy-stockfish nodes per move | games | won | drawn | lost | score | 95% CI | our nodes/s |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    start = time.monotonic()
    for fairy_nodes in args.fairy_nodes:
        m = run_match("standard", PlayerSpec.engine(args.level, nodes=our_nodes),
                      PlayerSpec.usi(FAIRY, nodes=fairy_nodes), args.fairy_games, seed=args.seed, jobs=args.jobs,
                      opening_plies=args.opening_plies, on_game=on_game)
        rate = m.a_score()[0]
        print(row(f"{fairy_nodes} ({'met' if rate >= 1 / 3 else 'not met'})", m), flush=True)
        for g in m.games:
            if g.termination == "error":
                print(f"game {g.index + 1}: {g.error}")
    print(f"\n({time.monotonic() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
