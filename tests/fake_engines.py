"""Small scripts that stand in for USI engines in the tests (a real one is Debian's fairy-stockfish).

:func:`script` writes one; :data:`FAULTY` names a program for every way an engine has been seen to go
wrong, made by :func:`faulty` (the soak test registers, uses and closes them all in a loop).  Every
process these programs start carries the folder they live in on its command line, so a test can look
for anything left running (:func:`processes_of`; :func:`children_of` and :func:`alive` look at any process).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from shogi_desktop.app.fairy_support import FairyChecks
    from shogi_desktop.engine.fairy_check import EngineCheck

# A program that answers every line with chatter: not a USI engine.
NONSENSE = """
for line in sys.stdin:
    print("hello, I am not a shogi engine: " + line.strip())
    sys.stdout.flush()
"""

# A plain engine: a fixed option set, an answer to every go; sys.argv[1] (if any) picks a fault.
#   flood:     100,000 info lines before its bestmove (about 5 MB)
#   long-line: on go, 100 MB without a line break
#   die:       on go, an info line, last words on stderr, exit status 3
#   deaf:      never answers go, nor stop
#   helper:    starts a helper process that inherits its output and outlives it (sleeps 300 s)
#   silent:    never answers usi
ENGINE = """
import os, subprocess
mode = sys.argv[1] if len(sys.argv) > 1 else ""
here = os.path.dirname(os.path.abspath(__file__))
if mode == "helper":
    subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)", here])
for line in sys.stdin:
    words = line.split()
    cmd = words[0] if words else ""
    if cmd == "usi":
        if mode == "silent":
            continue
        print("id name Fake " + (mode or "plain")); print("id author Tests")
        print("option name Depth type spin default 3 min 1 max 9")
        print("option name Style type combo default Normal")
        print("option name Book File type string default <empty>")
        print("usiok")
    elif cmd == "isready":
        print("readyok")
    elif cmd == "go":
        if mode == "flood":
            sys.stdout.write("".join(f"info depth {1 + i % 30} score cp {i % 200} nodes {i} pv 7g7f 3c3d\\n"
                                     for i in range(100_000)))
            print("bestmove 7g7f")
        elif mode == "long-line":
            sys.stdout.write("info string " + "x" * 100_000_000)
            sys.stdout.flush()
        elif mode == "die":
            print("info depth 1 score cp 10 pv 7g7f"); sys.stdout.flush()
            print("fatal: out of cheese", file=sys.stderr); sys.exit(3)
        elif mode == "deaf":
            pass
        else:
            print("info depth 3 score cp 10 pv 7g7f"); print("bestmove 7g7f")
    elif cmd == "stop" and mode != "deaf":
        print("bestmove 7g7f")
    elif cmd == "setoption" and "value" in words and words[words.index("value") + 1:] == ["quit"]:
        print("info string injected", file=sys.stderr)
    elif cmd == "quit":
        break
    sys.stdout.flush()
"""

# What :func:`faulty` can make.  "wrapper" is a shell script that runs the engine without exec.
FAULTY = ("plain", "wrapper", "helper", "flood", "long-line", "die", "deaf", "silent", "nonsense")


def script(tmp_path: Path, name: str, body: str) -> str:
    """An executable Python script ``tmp_path/name`` running ``body`` (``sys`` is imported)."""
    path = tmp_path / name
    path.write_text(f"#!{sys.executable}\nimport sys\n" + body)
    path.chmod(0o755)
    return str(path)


def faulty(tmp_path: Path, kind: str) -> list[str]:
    """The command line of a fake engine of ``kind`` (one of :data:`FAULTY`)."""
    engine = tmp_path / "engine.py"
    if not engine.exists():
        script(tmp_path, "engine.py", ENGINE)
    if kind == "nonsense":
        return [script(tmp_path, "nonsense.py", NONSENSE)]
    if kind == "wrapper":
        wrapper = tmp_path / "wrapper.sh"
        if not wrapper.exists():  # no exec: the shell stays the engine's parent, holding nothing back
            wrapper.write_text(f"#!/bin/sh\n'{sys.executable}' '{engine}' \"$@\"\necho wrapper done >&2\n")
            wrapper.chmod(0o755)
        return [str(wrapper)]
    return [str(engine)] + ([] if kind == "plain" else [kind])


def processes_of(folder: Path) -> list[int]:
    """Pids of live processes whose command line names ``folder`` (the fake engines and their helpers)."""
    marker = str(folder).encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if marker in cmdline and state != "Z":
            found.append(int(entry.name))
    return found


def open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


def children_of(pid: int, running: str = "") -> list[int]:
    """Pids of the processes whose parent is ``pid``, in the order they started (read from /proc); with
    ``running``, only those whose command line holds it (the test process has other children:
    multiprocessing's resource tracker, once any test has used multiprocessing, lives as long as it)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                cmdline = (entry / "cmdline").read_bytes() if running else b""
            except OSError:
                continue
            if int(fields[1]) == pid and running.encode() in cmdline:
                found.append((int(fields[19]), int(entry.name)))  # (start time in clock ticks, pid)
    return [p for _start, p in sorted(found)]


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie waiting for its parent does not)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def check_fully(checks: FairyChecks, program: str, tries: int = 5) -> EngineCheck:
    """Check ``program`` until every sub-variant has its verdict: on a busy machine an answer may come too
    late, and each try after that has twice the time (what the application does when asked again)."""
    for _ in range(tries):
        result = checks.run(program)
        if result.complete():
            return result
    raise AssertionError(f"{program} still had sub-variants not checked after {tries} tries: {result.unchecked}")
