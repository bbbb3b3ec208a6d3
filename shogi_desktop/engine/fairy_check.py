"""Check that a Fairy-Stockfish build plays a sub-variant by our rules before it is offered (no Qt).

    result = check_engine("/usr/games/fairy-stockfish", folder)   # blocks for a few seconds
    #                                      (folder: where the sections file is written)
    result.ok            # the sub-variants whose legal moves agreed everywhere
    result.failed        # sub-variant -> the first disagreement, as a sentence
    result.unchecked     # sub-variant -> why it is not checked yet: the engine answered too slowly (a busy
                         # machine), which is no verdict; those are checked again later

The comparison is the same for any *oracle* that lists a position's legal moves and counts a perft:
:class:`UsiOracle` drives the engine program (``go perft``, which Fairy-Stockfish answers with the
legal moves and their counts), the tests give pyffish the same role.  For each sub-variant:

1. every piece kind alone on the board beside the two kings, for each side, in front of the
   promotion zone and in the hand: its moves, promotions and drops;
2. perft 3 from the start position;
3. two seeded random games (captures preferred, so hands fill and pieces promote) compared move
   list by move list at every ply, then perft 2 where each game ended.

Fairy-Stockfish lists a pawn drop that mates (打ち歩詰め) as a legal move and scores it as a loss for
the side that drops it, so it never plays one; the expected lists add those drops to ours.
"""

from __future__ import annotations

import contextlib
import logging
import random
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol, TypeGuard

from ..core.outcome import IllegalReason
from ..core.position import Position, is_drop, move_from, move_to
from .fairy import FairyVariant, Inexpressible, expressible_choices, fairy_variant
from .fairy_play import select_variant, write_config
from .usi_client import UsiEngine, UsiError, UsiTimeout

log = logging.getLogger(__name__)

START_DEPTH = 3
END_DEPTH = 2
GAMES = 2
PLIES = 40
HANDSHAKE_TIMEOUT = 15.0  # seconds for the engine's ``usiok``
ANSWER_TIMEOUT = 30.0  # seconds for one ``go perft`` answer, or ``readyok`` after loading the sections
CHECK_VERSION = 1  # raise when the check itself changes: cached results are then redone


class Oracle(Protocol):
    """What the check asks of an engine."""

    def select(self, fv: FairyVariant) -> None: ...

    def moves(self, sfen: str, moves: list[str]) -> set[str]: ...

    def perft(self, sfen: str, moves: list[str], depth: int) -> int: ...


@dataclass
class EngineCheck:
    engine: str  # the engine's ``id name``
    ok: list[str] = field(default_factory=list)
    failed: dict[str, str] = field(default_factory=dict)
    version: int = CHECK_VERSION
    unchecked: dict[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, object]:
        return {"engine": self.engine, "ok": list(self.ok), "failed": dict(self.failed), "version": self.version,
                "unchecked": dict(self.unchecked)}

    @classmethod
    def from_dict(cls, data: object) -> EngineCheck:
        if not isinstance(data, dict):
            raise ValueError("a check result is not an object")
        engine, ok, failed = data.get("engine"), data.get("ok"), data.get("failed")
        unchecked = data.get("unchecked", {})  # (absent from the results written before it existed)
        if (not isinstance(engine, str) or not isinstance(ok, list) or not all(isinstance(c, str) for c in ok)
                or not _is_texts(failed) or not _is_texts(unchecked)):
            raise ValueError("a check result has the wrong shape")
        version = data.get("version")
        return cls(engine, list(ok), dict(failed), version if isinstance(version, int) else 0, dict(unchecked))

    def complete(self) -> bool:
        """Every sub-variant has its verdict (none is waiting for a check that ran out of time)."""
        return not self.unchecked

    def merged(self, later: EngineCheck) -> EngineCheck:
        """This result with ``later``'s verdicts (a check of what this one left unchecked) added."""
        ok = self.ok + [c for c in later.ok if c not in self.ok]
        return EngineCheck(later.engine or self.engine, ok, {**self.failed, **later.failed}, later.version,
                           dict(later.unchecked))


def _is_texts(value: object) -> TypeGuard[dict[str, str]]:
    return isinstance(value, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items())


class Disagreement(Exception):
    """The engine and the core disagree; the message names the position and the moves."""


# --------------------------------------------------------------------------- what it should say
def expected_moves(pos: Position) -> set[str]:
    """The moves Fairy-Stockfish should list: our legal moves plus the pawn drops that mate."""
    legal = pos.legal_moves()
    out = {pos.move_to_usi(m) for m in legal}
    kinds = pos.variant.kinds
    if any(kind.pawn for kind in pos.hand_counts(pos.side)):
        legal_set = set(legal)
        for m in pos.pseudo_legal_moves():
            if (is_drop(m) and m not in legal_set and kinds[move_from(m) - pos.variant.files * pos.variant.ranks].pawn
                    and pos.explain_illegal(m) is IllegalReason.UCHIFUZUME):
                out.add(pos.move_to_usi(m))
    return out


def expected_perft(pos: Position, depth: int) -> int:
    """Perft as Fairy-Stockfish counts it (a pawn drop mate is a leaf; below it nothing is legal)."""
    if depth <= 1:
        return len(expected_moves(pos)) if depth == 1 else 1
    total = 0
    for m in pos.legal_moves():
        pos.push(m)
        total += expected_perft(pos, depth - 1)
        pos.pop()
    return total


# --------------------------------------------------------------------------- the check
def lone_piece_positions(fv: FairyVariant) -> list[str]:
    """Each kind alone beside the kings, for each side to move: in front of its zone, and in hand."""
    out = []
    for letter in sorted(fv.letters, key=lambda x: (x.startswith("+"), x)):  # an unknown base shows first
        if letter == "K":
            continue
        unpromoted = not letter.startswith("+")
        # the kings stand where no piece of ours on 5d / 5f reaches them
        out.append(f"k8/9/9/4{letter}4/9/9/9/9/8K b {letter if unpromoted else '-'} 1")
        out.append(f"k8/9/9/9/9/4{letter.lower()}4/9/9/8K w {letter.lower() if unpromoted else '-'} 1")
    return out


def _compare(oracle: Oracle, pos: Position, start: str, moves: list[str]) -> None:
    theirs = oracle.moves(start, moves)
    ours = expected_moves(pos)
    if theirs != ours:
        missing, extra = sorted(ours - theirs), sorted(theirs - ours)
        raise Disagreement(f"in {pos.sfen()} the engine lacks {missing[:6]} and has {extra[:6]}")


def _compare_perft(oracle: Oracle, pos: Position, start: str, moves: list[str], depth: int) -> None:
    theirs = oracle.perft(start, moves, depth)
    ours = expected_perft(pos, depth)
    if theirs != ours:
        raise Disagreement(f"perft {depth} of {pos.sfen()}: the engine counts {theirs}, the rules {ours}")


def random_game(pos: Position, rng: random.Random, plies: int) -> Iterable[str]:
    """Seeded random play from ``pos`` (pushed on it), captures preferred: yields each move played."""
    size = pos.variant.files * pos.variant.ranks
    for _ in range(plies):
        legal = sorted(pos.legal_moves())
        if not legal:
            return
        captures = [m for m in legal if not is_drop(m) and move_to(m) < size and pos.board[move_to(m)]]
        m = rng.choice(captures if captures and rng.random() < 0.7 else legal)
        text = pos.move_to_usi(m)
        pos.push(m)
        yield text


def check_variant(oracle: Oracle, fv: FairyVariant, seed: int = 1, start_depth: int = START_DEPTH,
                  end_depth: int = END_DEPTH, games: int = GAMES, plies: int = PLIES) -> None:
    """Raise :class:`Disagreement` at the first difference between the engine and the core."""
    oracle.select(fv)
    for sfen in lone_piece_positions(fv):
        _compare(oracle, Position.from_sfen(sfen, fv.choice), sfen, [])
    start = Position.from_sfen(fv.start, fv.choice)
    _compare_perft(oracle, start, fv.start, [], start_depth)
    rng = random.Random(f"{fv.choice}/{seed}")
    for _ in range(games):
        pos = Position.from_sfen(fv.start, fv.choice)
        moves: list[str] = []
        _compare(oracle, pos, fv.start, moves)
        for text in random_game(pos, rng, plies):
            moves.append(text)
            _compare(oracle, pos, fv.start, moves)
        _compare_perft(oracle, pos, fv.start, moves, end_depth)


def check_oracle(oracle: Oracle, variants: list[FairyVariant], engine: str = "") -> EngineCheck:
    """Check every sub-variant of ``variants``; one that disagrees is not offered."""
    result = EngineCheck(engine)
    for fv in variants:
        try:
            check_variant(oracle, fv)
        except Disagreement as exc:
            result.failed[fv.choice] = str(exc)
        else:
            result.ok.append(fv.choice)
    return result


def checked_variants(choices: Iterable[str] | None = None) -> list[FairyVariant]:
    out = []
    for choice in (expressible_choices() if choices is None else choices):
        with contextlib.suppress(Inexpressible):
            out.append(fairy_variant(choice))
    return out


# --------------------------------------------------------------------------- the engine program
class UsiOracle:
    """A Fairy-Stockfish program, started with ``usi`` and given our sections through ``VariantPath``."""

    def __init__(self, engine: UsiEngine, config_path: str, timeout: float = ANSWER_TIMEOUT) -> None:
        self.engine = engine
        self.config_path = config_path
        self.timeout = timeout  # seconds for one answer
        self._loaded = False

    def select(self, fv: FairyVariant) -> None:
        select_variant(self.engine, fv, self.config_path if not self._loaded else None, self.timeout)
        self._loaded = True

    def _perft(self, sfen: str, moves: list[str], depth: int) -> tuple[set[str], int]:
        self.engine.position(sfen, moves)
        self.engine.send(f"go perft {depth}")
        lines = self.engine.read_until(lambda line: line.startswith("Nodes searched"), self.timeout,
                                       f"the answer to 'go perft {depth}'")
        found = set()
        for line in lines[:-1]:
            move, sep, count = line.partition(":")
            if sep and count.strip().isdigit():
                found.add(move.strip())
        total = lines[-1].partition(":")[2].strip()
        if not total.isdigit():
            raise Disagreement(f"the engine answered {lines[-1]!r} to 'go perft'")
        return found, int(total)

    def moves(self, sfen: str, moves: list[str]) -> set[str]:
        return self._perft(sfen, moves, 1)[0]

    def perft(self, sfen: str, moves: list[str], depth: int) -> int:
        return self._perft(sfen, moves, depth)[1]


def _verdict(oracle: Oracle, engine: UsiEngine, fv: FairyVariant) -> str | None:
    """The first disagreement on ``fv`` (None: it agrees); :class:`~.usi_client.UsiTimeout` passes up."""
    try:
        check_variant(oracle, fv)
    except Disagreement as exc:
        return str(exc)
    except UsiTimeout:
        raise
    except UsiError as exc:
        if engine.alive():
            raise
        return f"the engine stopped: {exc}"
    return None


def check_engine(command: str | list[str], folder: Path, choices: Iterable[str] | None = None,
                 timeout: float = HANDSHAKE_TIMEOUT, answer_timeout: float = ANSWER_TIMEOUT) -> EngineCheck:
    """Start the program, check every expressible sub-variant (or ``choices``), let it quit.  A sub-variant
    that makes the program die fails (an old build may crash on a piece letter it does not know) and
    the program is started again for the next.  An answer later than ``answer_timeout`` seconds (or a
    handshake later than ``timeout``) is no verdict: that sub-variant and the ones after it are left
    ``unchecked`` (the machine is busy; the caller checks them again later).  Raises
    :class:`~.usi_client.UsiError` when the program cannot be started at all."""
    variants = checked_variants(choices)
    path = str(write_config(checked_variants(), folder))
    began = time.monotonic()
    engine: UsiEngine | None = None
    result = EngineCheck("")
    try:
        for index, fv in enumerate(variants):
            try:
                if engine is None or not engine.alive():
                    engine = UsiEngine(command, timeout=timeout)
                    engine.start()
                    result.engine = engine.name
                    oracle = UsiOracle(engine, path, answer_timeout)
                why = _verdict(oracle, engine, fv)
            except UsiTimeout as exc:
                result.unchecked = {v.choice: str(exc) for v in variants[index:]}
                break
            if why is None:
                result.ok.append(fv.choice)
            else:
                result.failed[fv.choice] = why
    finally:
        if engine is not None:
            with contextlib.suppress(Exception):
                engine.quit(timeout=2.0)
    for choice, why in result.failed.items():
        log.info("Fairy-Stockfish check: %s: %s", choice, why)
    if result.unchecked:
        log.warning("Fairy-Stockfish check of %s: %d sub-variants not checked yet: %s", result.engine or command,
                    len(result.unchecked), next(iter(result.unchecked.values())))
    log.info("Fairy-Stockfish check of %s: %d agree, %d not, %d not checked yet, in %.1f s", result.engine,
             len(result.ok), len(result.failed), len(result.unchecked), time.monotonic() - began)
    return result
