"""The mate search's checks (engine/mate_moves.py): the fast path of plain positions gives exactly the
legal actions after which the core says the other side is in check, and cshogi agrees."""

from __future__ import annotations

import random
from pathlib import Path

import cshogi

from shogi_desktop.core.position import Position
from shogi_desktop.engine.mate_moves import checks, gives_check

DATA = Path(__file__).parent / "data" / "tsume_corpus.txt"


def _by_playing(pos: Position) -> list[object]:
    out = []
    for a in pos.legal_actions():
        pos.push(a)
        if pos.is_check():
            out.append(a)
        pos.pop()
    return out


def _positions() -> list[Position]:
    out = [Position.from_sfen(line.split("|")[0].strip()) for line in DATA.read_text(encoding="utf-8").splitlines()
           if line.strip() and not line.startswith("#")]
    rng = random.Random(7)
    for _ in range(6):
        pos = Position.initial()
        for _ in range(120):
            actions = pos.legal_actions()
            if not actions:
                break
            sharp = [a for a in actions if pos.board[(a >> 7) & 127]]
            pos.push(rng.choice(sharp if sharp and rng.random() < 0.6 else actions))
            if not pos.gives_check():
                out.append(pos.copy())
    return out


def test_checks_are_the_legal_actions_that_check() -> None:
    for pos in _positions():
        fast = checks(pos)
        assert sorted(fast) == sorted(_by_playing(pos)), pos.sfen()  # type: ignore[type-var]
        assert all(gives_check(pos, m) for m in fast)
        board = cshogi.Board(pos.sfen())
        theirs = set()
        for m in board.legal_moves:
            board.push(m)
            if board.is_check():
                theirs.add(cshogi.move_to_usi(m))
            board.pop()
        assert {pos.move_to_usi(m) for m in fast} == theirs, pos.sfen()


def test_variants_with_powers_take_the_general_path() -> None:
    rng = random.Random(3)
    for variant in ("kirin-phoenix", "reflect-bishop", "standard+cards2"):
        pos = Position.initial(variant)
        for _ in range(40):
            actions = pos.legal_actions()
            if not actions:
                break
            pos.push(rng.choice(actions))
            if not pos.gives_check():
                assert checks(pos) == _by_playing(pos), (variant, pos.sfen())
