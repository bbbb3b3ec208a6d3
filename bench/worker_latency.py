"""Event-loop latency of a Qt application while the engine worker thinks (issue 8: under 50 ms).

A QTimer fires every 10 ms; each firing records how late it came.  A second timer polls the
EngineWorker every 50 ms, as the GUI does, while the worker searches a middle-game position without
limit; then stop() is sent and the time until the best move arrives is measured too.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. .venv/bin/python bench/worker_latency.py --seconds 5
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

try:
    from shogi_desktop.engine.search import Limits
    from shogi_desktop.engine.worker import BestMoveMsg, EngineWorker, InfoMsg
except ImportError:  # run from a checkout without PYTHONPATH=.
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from shogi_desktop.engine.search import Limits
    from shogi_desktop.engine.worker import BestMoveMsg, EngineWorker, InfoMsg

from PySide6.QtCore import QCoreApplication, QTimer

MIDDLE = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=5.0, help="thinking time measured (default 5)")
    args = ap.parse_args(argv)

    app = QCoreApplication([])
    worker = EngineWorker(level=10)
    worker.warm_up()
    lateness: list[float] = []
    poll_times: list[float] = []
    state = {"infos": 0, "stop_sent": 0.0, "answer": 0.0, "expected": 0.0}

    tick = QTimer()
    tick.setInterval(10)

    def on_tick() -> None:
        now = time.perf_counter()
        if state["expected"]:
            lateness.append(max(0.0, now - state["expected"]))
        state["expected"] = now + 0.010

    tick.timeout.connect(on_tick)

    poller = QTimer()
    poller.setInterval(50)

    def on_poll() -> None:
        t = time.perf_counter()
        msgs = worker.poll()
        poll_times.append(time.perf_counter() - t)
        for m in msgs:
            if isinstance(m, InfoMsg):
                state["infos"] += 1
            elif isinstance(m, BestMoveMsg):
                state["answer"] = time.perf_counter()
                app.quit()

    poller.timeout.connect(on_poll)

    def stop() -> None:
        state["stop_sent"] = time.perf_counter()
        worker.stop()

    started = time.perf_counter()
    worker.start(MIDDLE, "standard", [], Limits(infinite=True))
    start_cost = time.perf_counter() - started
    tick.start()
    poller.start()
    QTimer.singleShot(int(args.seconds * 1000), stop)
    QTimer.singleShot(int(args.seconds * 1000) + 10_000, app.quit)  # safety net
    app.exec()
    worker.close()

    lat = sorted(lateness)
    print(f"worker.start() returned in {start_cost * 1000:.1f} ms")
    print(f"timer firings: {len(lat)}; lateness median {statistics.median(lat) * 1000:.1f} ms, "
          f"95th percentile {lat[int(len(lat) * 0.95)] * 1000:.1f} ms, max {lat[-1] * 1000:.1f} ms")
    print(f"poll(): {len(poll_times)} calls, max {max(poll_times) * 1000:.2f} ms; info messages {state['infos']}")
    if state["answer"]:
        print(f"stop() to best move: {(state['answer'] - state['stop_sent']) * 1000:.0f} ms "
              f"(including up to 50 ms until the next poll)")
    else:
        print("no best move arrived")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
