"""What the engine plays, as a fingerprint: best move, score, depth and node count of fixed searches.

A refactor of the core or the engine that must not change what the engine plays is checked by running
this script before and after (or against another checkout with ``--baseline``) and comparing the lines:
every line must be identical.  The positions are fixed (a few SFENs, and seeded random games of several
variants and add-ons); the searches are bounded by depth or by nodes, never by time, so the figures do
not depend on the machine.

    PYTHONPATH=. .venv/bin/python bench/search_fingerprint.py                # one line per position
    PYTHONPATH=. .venv/bin/python bench/search_fingerprint.py --baseline /tmp/old-checkout
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, os.environ.get("FINGERPRINT_ROOT") or str(Path(__file__).resolve().parents[1]))

from shogi_desktop.core.addons import setup_addons  # noqa: E402
from shogi_desktop.core.position import Position  # noqa: E402
from shogi_desktop.engine.search import Limits, Searcher  # noqa: E402

SFENS = [
    ("start", "standard", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
    ("middle 1", "standard", "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"),
    ("middle 2", "standard", "ln1g3nl/1r1s1kg2/p1pppp1pp/6p2/1p5P1/2P6/PPSPPPP1P/2G4R1/LN2KGSNL b Bb 1"),
    ("middle 3", "standard", "lnsgk1snl/1r4gb1/p1pppp1pp/6p2/1p7/2P4P1/PP1PPPP1P/1BG4R1/LNS1KGSNL b - 1"),
    ("middle 4", "standard", "ln1gk2nl/1rs3g2/p1pp1s1pp/1p2pbp2/9/2PP1PP2/PPS1P1N1P/1BG2S1R1/LN2KG2L b Pp 1"),
    ("end game", "standard", "ln1g3+Rl/2s1k4/p1pp1p2p/4p1p2/1p7/2P6/PPSPPPP1P/2G6/LN2KGSNL b BGSN2Prbp 1"),
    ("mate in 3", "standard", "k1n2p3/9/9/9/2L6/9/9/9/3K5 b RG 1"),
    ("mate in 3 b", "standard", "4+P4/5k3/7R1/9/4+B4/9/9/9/7K1 b LR 1"),
    ("in check", "standard", "4k4/9/4P4/9/9/9/9/4r4/4K4 b G 1"),
    ("perpetual", "standard", "8k/R8/9/9/9/9/9/9/4K4 b rb2g2s 1"),
    ("lion", "kirin-phoenix", "4k4/9/9/4g4/4+Y4/9/9/9/4K4 b - 1"),
]
# (label, variant id, plies of seeded random play from the start, fantasista options or None)
GAMES = [
    ("standard r1", "standard", 24, None),
    ("standard r2", "standard", 50, None),
    ("standard r3", "standard", 80, None),
    ("handicap 2", "standard", 0, None),
    ("hybrid", "hybrid:1", 30, None),
    ("kirin-phoenix", "kirin-phoenix:1", 30, None),
    ("kirin-phoenix-b", "kirin-phoenix-b:1", 20, None),
    ("reflect-bishop", "reflect-bishop:1", 30, None),
    ("reflect-bishop v", "reflect-bishop:2", 16, None),
    ("eight-knight", "eight-knight:3", 30, None),
    ("princess-empress", "princess-empress:1", 30, None),
    ("princess-empress-b", "princess-empress-b:3", 24, None),
    ("immortal-silver", "immortal-silver:1", 30, None),
    ("cards2", "standard+cards2", 12, None),
    ("cards2 b", "standard+cards2", 30, None),
    ("cards1", "standard+cards1", 16, None),
    ("fantasista", "standard+fantasista", 20, {"fairies": "hiko,ginsara", "seed": 3, "interval": 4}),
    ("fantasista b", "standard+fantasista", 34, {"fairies": "ayumi,yokaku", "seed": 5, "interval": 3}),
    ("hybrid+cards2", "hybrid:1+cards2", 10, None),
]
PLAIN_DEPTH = 4
ADDON_DEPTH = 2
NODES = 4000


def positions() -> list[tuple[str, Position]]:
    out = [(label, Position.from_sfen(sfen, variant)) for label, variant, sfen in SFENS]
    for i, (label, variant, plies, fantasista) in enumerate(GAMES):
        rng = random.Random(1000 + i)
        if label == "handicap 2":
            pos = Position.initial(variant, "2")
        else:
            pos = Position.initial(variant)
        if fantasista is not None:
            setup_addons(pos, {"fantasista": fantasista})
        for _ in range(plies):
            actions = pos.legal_actions()
            if not actions or pos.outcome() is not None:
                break
            texts = sorted(actions, key=lambda a: pos.move_to_usi(a) if isinstance(a, int) else str(a))
            pos.push(rng.choice(texts))
        out.append((label, pos))
    return out


def fingerprint() -> tuple[list[str], float, int]:
    lines = []
    total_nodes = 0
    seconds = 0.0
    for label, pos in positions():
        addons = "+" in pos.variant.id
        for limits, what in ((Limits(depth=ADDON_DEPTH if addons else PLAIN_DEPTH), "depth"),
                             (Limits(nodes=NODES), "nodes")):
            t0 = time.perf_counter()
            r = Searcher(10, seed=1).search(pos, limits)
            seconds += time.perf_counter() - t0
            total_nodes += r.nodes
            lines.append(f"{label:<20} {what:<5} best={r.best_text:<14} score={r.score:<6} depth={r.depth:<2} "
                         f"nodes={r.nodes:<7} pv={' '.join(r.pv_text)}")
    return lines, seconds, total_nodes


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--baseline", help="another checkout: run it too (in a subprocess) and compare the lines")
    args = ap.parse_args(argv)
    lines, seconds, nodes = fingerprint()
    if not args.baseline:
        print("\n".join(lines))
        print(f"# {len(lines)} searches, {nodes:,} nodes in {seconds:.1f} s ({nodes / seconds:,.0f} nodes/s)")
        return 0
    env = dict(os.environ, FINGERPRINT_ROOT=str(Path(args.baseline).resolve()),
               PYTHONPATH=str(Path(args.baseline).resolve()))
    other = subprocess.run([sys.executable, __file__], env=env, capture_output=True, text=True, check=True)
    theirs = other.stdout.splitlines()
    same = 0
    for mine, base in zip(lines, theirs):
        if mine == base:
            same += 1
        else:
            print(f"- {base}\n+ {mine}")
    print(f"# {same} of {len(lines)} searches identical; baseline: {theirs[-1][2:] if theirs else '?'}")
    print(f"# this checkout: {nodes:,} nodes in {seconds:.1f} s ({nodes / seconds:,.0f} nodes/s)")
    return 0 if same == len(lines) == len(theirs) - 1 else 1


if __name__ == "__main__":
    raise SystemExit(main())
