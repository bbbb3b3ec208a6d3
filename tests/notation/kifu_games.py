"""Seeded random games and game trees for the kifu tests (our core plays, cshogi checks legality).

``random_game(seed)`` plays 30-150 random legal plies from the even start or a handicap preset
(seed modulo the number of starts picks it, so 200 seeds cover every preset ten times).
``random_tree(seed)`` adds variations, comments, bookmarks, times and endings on top.
``signature(record)`` lists every node depth first, so two records compare node by node.
"""

from __future__ import annotations

import random
from typing import Any

from shogi_desktop.core.handicap import handicaps
from shogi_desktop.core.outcome import Termination
from shogi_desktop.core.record import GameRecord, Node

STARTS: list[str | None] = [None, *handicaps()]

_WORDS = ["角道を開ける", "ここが悪手", "▲７六歩は定跡", "a comment", "評価値 +120", "*星印で始まる", "&記号",
          "# not a program comment", "  spaces  ", "同　銀もある", "まで一手", "変化：3手とは違う", "全角（括弧）",
          "1 ７六歩(77)", "|盤面", "後手番"]


def random_game(seed: int, min_plies: int = 30, max_plies: int = 150) -> tuple[GameRecord, str | None]:
    rng = random.Random(seed)
    hid = STARTS[seed % len(STARTS)]
    record = GameRecord.new(handicap=hid)
    for _ in range(rng.randint(min_plies, max_plies)):
        pos = record.position()
        moves = pos.legal_moves()
        if not moves or pos.repetition_count() >= 4:  # mate, stalemate or 千日手: the game is over
            break
        record.add_move(rng.choice(moves))
    return record, hid


def _comment(rng: random.Random) -> str:
    lines = [rng.choice(_WORDS) + ("" if rng.random() < 0.5 else rng.choice(_WORDS)) for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.2:
        lines.insert(1, "")
    return "\n".join(lines)


def _ending(rng: random.Random, node: Node, kinds: str) -> tuple[Termination, int | None]:
    """An ending every format can state after ``node`` (the side to move resigns, loses on time, …)."""
    side = node.snapshot.side
    choices: list[tuple[Termination, int | None]] = [
        (Termination.RESIGNATION, side ^ 1), (Termination.TIME, side ^ 1), (Termination.FOUL, side),
        (Termination.FOUL, side ^ 1), (Termination.IMPASSE, side), (Termination.IMPASSE, None),
        (Termination.REPETITION, None), (Termination.ABORT, None), (Termination.AGREEMENT, None),
    ]
    if kinds == "kif":
        choices.append((Termination.CHECKMATE, side ^ 1))
    return rng.choice(choices)


def random_tree(seed: int, kinds: str = "kif", times: bool = True) -> GameRecord:
    """A random game with up to four variations (nested ones too), comments, bookmarks and endings."""
    rng = random.Random(seed * 7919 + 1)
    record, _ = random_game(seed, 10, 60)
    for _ in range(rng.randint(0, 4)):
        nodes = [n for n in record.walk() if n.ending is None]
        start = rng.choice(nodes)
        record.go_to(start)
        for _ in range(rng.randint(1, 12)):
            pos = record.position()
            moves = pos.legal_moves()
            if not moves:
                break
            node = record.add_move(rng.choice(moves))
        if rng.random() < 0.5:
            term, winner = _ending(rng, record.current, kinds)
            record.add_ending(term, winner)
    record.go_to(record.main_line()[-1])
    if record.current.ending is None and rng.random() < 0.8:
        term, winner = _ending(rng, record.current, kinds)
        record.add_ending(term, winner)
    for node in record.walk():
        if rng.random() < 0.15:
            node.comment = _comment(rng)
        if rng.random() < 0.05:
            node.bookmark = f"栞{rng.randint(1, 99)}"
        if times and node.parent is not None:
            node.time_spent = float(rng.randint(0, 200))
    if rng.random() < 0.5:
        record.header.update({"black": "先手 名人", "white": "後手五段", "event": "第1期 竜王戦",
                              "start_time": "2024/01/02 10:00:00", "site": "東京", "対局ID": "12345", "note": "メモ"})
    record.first()
    return record


def signature(record: GameRecord, times: bool = True) -> list[tuple[Any, ...]]:
    """Every node depth first: (ply, variation index, move, ending, comment, bookmark[, time])."""
    out = []
    for node in record.walk():
        ending = (node.ending.termination, node.ending.winner) if node.ending else None
        row: tuple[Any, ...] = (node.ply, node.variation_index, node.usi, ending, node.comment, node.bookmark)
        if times:
            row += (node.time_spent if node.parent is not None else None,)
        out.append(row)
    return out
