"""Small scripts that stand in for USI engines in the tests (a real one is Debian's fairy-stockfish)."""

from __future__ import annotations

import sys
from pathlib import Path

# A program that answers every line with chatter: not a USI engine.
NONSENSE = """
for line in sys.stdin:
    print("hello, I am not a shogi engine: " + line.strip())
    sys.stdout.flush()
"""


def script(tmp_path: Path, name: str, body: str) -> str:
    """An executable Python script ``tmp_path/name`` running ``body`` (``sys`` is imported)."""
    path = tmp_path / name
    path.write_text(f"#!{sys.executable}\nimport sys\n" + body)
    path.chmod(0o755)
    return str(path)
