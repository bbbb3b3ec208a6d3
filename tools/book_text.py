#!/usr/bin/env python3
"""Print the built-in opening book (shogi_desktop/engine/data/book.toml) in Japanese notation, to read
and review it as a shogi player would::

    PYTHONPATH=. .venv/bin/python tools/book_text.py [LINE-ID ...]

Each line shows its id, names, handicap and weight, then its moves in KI2 (▲７六歩 △８四歩 ...), six a
row, with the ply where it leaves its base line (``from``) marked ``|``.
"""

from __future__ import annotations

import sys
import tomllib

from shogi_desktop.core.position import Position
from shogi_desktop.engine.book import builtin_book_text, parse_book_lines
from shogi_desktop.notation.japanese import format_ki2_move


def main(argv: list[str]) -> int:
    raw = {d["id"]: d for d in tomllib.loads(builtin_book_text())["line"]}
    for line in parse_book_lines(builtin_book_text()):
        if argv and line.id not in argv:
            continue
        start = raw[line.id].get("from_ply", 0) if "from" in raw[line.id] else 0
        pos = Position.initial("standard", line.handicap or None)
        texts: list[str] = []
        last_to: int | None = None
        for ply, usi in enumerate(line.moves, 1):
            move = pos.legal_move_from_usi(usi)
            texts.append(("| " if ply == start + 1 and start else "") + format_ki2_move(pos, move, last_to))
            last_to = (move >> 7) & 127
            pos.push(move)
        print(f"{line.id}: {line.name.ja} / {line.name.en} ({line.handicap or 'even'}, weight {line.weight},"
              f" {len(line.moves)} plies)")
        for i in range(0, len(texts), 6):
            print("  " + " ".join(texts[i:i + 6]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
