"""Search cost in instructions per node (callgrind): ours and, with ``--baseline REV``, another tree's.

    .venv/bin/python bench/search_instructions.py                      # this checkout
    .venv/bin/python bench/search_instructions.py --baseline 01d94d1^1 # and a git revision, with ratios

Independent of the machine's load, unlike ``bench/strength.py``'s timed speed table.  For each speed
position of ``bench/strength.py`` (start, middle game, end game) a child process sets up the position
and runs a 500-node warm-up search; under ``valgrind --tool=callgrind`` it runs once with and once
without a node-limited search (20,000 nodes by default) after that.  The difference of the two counts
divided by the search's nodes is the cost of a node, the set-up, imports and warm-up taken out.  The
tree's bytecode is compiled first, so compilation is not counted.  The baseline revision is checked out
with ``git worktree add --detach`` into a temporary folder (removed at the end).
"""

from __future__ import annotations

import argparse
import compileall
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from strength import NPS_POSITIONS  # noqa: E402

CHILD = r"""
import sys
sys.path.insert(0, sys.argv[1])
from shogi_desktop.core.position import Position
from shogi_desktop.engine.search import Limits, Searcher
pos = Position.from_sfen(sys.argv[2])
Searcher(10).search(pos, Limits(nodes=500))
nodes = int(sys.argv[3])
if nodes:
    r = Searcher(10).search(pos, Limits(nodes=nodes))
    print(r.nodes, r.best_text)
"""


def instructions(root: str, sfen: str, nodes: int, out: str) -> tuple[int, str]:
    """Instructions of one child under callgrind and what it printed."""
    env = dict(os.environ, PYTHONPATH=root, PYTHONHASHSEED="0")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c", CHILD, root, sfen,
         str(nodes)],
        env=env, check=True, capture_output=True, text=True,
    )
    text = Path(out).read_text(errors="replace")
    found = re.search(r"^(?:summary|totals): (\d+)", text, re.M)
    if found is None:
        raise SystemExit(f"no count in {out}")
    return int(found.group(1)), done.stdout.strip()


def per_node(root: str, sfen: str, nodes: int, tmp: str, tag: str) -> tuple[float, str]:
    """Instructions per node of ``nodes`` searched in ``sfen`` by the tree at ``root``; the best move."""
    base, _ = instructions(root, sfen, 0, os.path.join(tmp, f"{tag}.0.cg"))
    total, printed = instructions(root, sfen, nodes, os.path.join(tmp, f"{tag}.n.cg"))
    searched, best = printed.split()[-2:]
    return (total - base) / int(searched), f"{best} ({int(searched):,} nodes)"


def measure(root: str, nodes: int, tmp: str, tag: str, jobs: int) -> list[tuple[float, str]]:
    compileall.compile_dir(os.path.join(root, "shogi_desktop"), quiet=1)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(per_node, root, sfen, nodes, tmp, f"{tag}{i}")
                   for i, (_, sfen) in enumerate(NPS_POSITIONS)]
        return [f.result() for f in futures]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", help="a git revision to measure too (e.g. 01d94d1^1)")
    parser.add_argument("--root", default=str(ROOT), help="the checkout to measure (this one by default)")
    parser.add_argument("--nodes", type=int, default=20_000, help="nodes of the measured search")
    parser.add_argument("--jobs", type=int, default=2, help="children under valgrind at once")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        ours = measure(args.root, args.nodes, tmp, "ours", args.jobs)
        theirs: list[tuple[float, str]] = []
        if args.baseline:
            tree = os.path.join(tmp, "baseline")
            subprocess.run(["git", "-C", args.root, "worktree", "add", "--detach", tree, args.baseline],
                           check=True, capture_output=True)
            try:
                theirs = measure(tree, args.nodes, tmp, "base", args.jobs)
            finally:
                subprocess.run(["git", "-C", args.root, "worktree", "remove", "--force", tree], check=False)
        print("| position | ours instructions/node | best move (ours) |"
              + (" baseline instructions/node | best move (baseline) | baseline / ours |" if theirs else ""))
        print("|---|---:|---|" + ("---:|---|---:|" if theirs else ""))
        for i, (name, _) in enumerate(NPS_POSITIONS):
            cost, best = ours[i]
            row = f"| {name} | {cost / 1e3:,.1f} k | {best} |"
            if theirs:
                bcost, bbest = theirs[i]
                row += f" {bcost / 1e3:,.1f} k | {bbest} | {bcost / cost:.2f}x |"
            print(row)
    return 0


if __name__ == "__main__":
    sys.exit(main())
