"""AI against AI: seeded games and matches for studying a variant's balance and measuring strength.

Players are described by picklable :class:`PlayerSpec` values (the games of a match run in other
processes): the built-in engine at a level (with an optional node, depth or time limit per move), a
random player, a one-ply greedy player, or an external USI engine.

    result = run_match("standard", PlayerSpec.engine(10, nodes=3000), PlayerSpec.random(), games=10, jobs=2)
    print(result.summary_lines())

Player A plays Black (先手) in the even-numbered games and White in the odd ones.
"""

from __future__ import annotations

import contextlib
import math
import multiprocessing
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ..core.addons import AVAILABLE
from ..core.outcome import Termination
from ..core.position import Position
from ..core.variant import VariantError
from . import action_text, parse_action_text
from .evaluate import evaluator_for
from .search import MATE, Limits, Searcher


class SelfplayError(ValueError):
    """A bad match description (unknown variant or add-on, bad player)."""


@dataclass(frozen=True)
class PlayerSpec:
    kind: str  # "engine", "random", "greedy" or "usi"
    level: int = 10
    nodes: int | None = None
    depth: int | None = None
    movetime: float | None = None
    command: str = ""  # usi: the engine's executable
    options: tuple[tuple[str, str], ...] = ()  # usi: setoption name/value pairs

    @staticmethod
    def engine(level: int = 10, nodes: int | None = None, depth: int | None = None,
               movetime: float | None = None) -> PlayerSpec:
        return PlayerSpec("engine", level, nodes, depth, movetime)

    @staticmethod
    def random() -> PlayerSpec:
        return PlayerSpec("random")

    @staticmethod
    def greedy() -> PlayerSpec:
        return PlayerSpec("greedy")

    @staticmethod
    def usi(command: str, nodes: int | None = None, movetime: float | None = None,
            options: tuple[tuple[str, str], ...] = ()) -> PlayerSpec:
        return PlayerSpec("usi", nodes=nodes, movetime=movetime, command=command, options=options)

    def label(self) -> str:
        if self.kind == "engine":
            bits = [f"level {self.level}"]
            if self.nodes:
                bits.append(f"{self.nodes} nodes")
            if self.depth:
                bits.append(f"depth {self.depth}")
            if self.movetime:
                bits.append(f"{self.movetime:g} s")
            return "engine " + ", ".join(bits)
        if self.kind == "usi":
            return f"usi {self.command}" + (f" ({self.nodes} nodes)" if self.nodes else "")
        return self.kind


@dataclass
class GameResult:
    index: int
    a_is_black: bool
    winner: int | None  # 0 Black, 1 White, None: draw
    termination: str  # a Termination value, or "max-plies", or "error"
    plies: int
    moves: list[str] = field(default_factory=list)
    nodes: int = 0  # nodes searched by the built-in engine(s)
    seconds: float = 0.0  # time the built-in engine(s) spent
    error: str = ""

    @property
    def a_score(self) -> float:
        """1 for a win of player A, 0.5 for a draw, 0 for a loss."""
        if self.winner is None:
            return 0.5
        return 1.0 if (self.winner == 0) == self.a_is_black else 0.0


def make_position(variant: str, addons: tuple[str, ...] = ()) -> Position:
    """The start position of a variant with add-ons.  Add-ons join here once the core offers them."""
    for addon in addons:
        if addon not in available_addons():
            raise SelfplayError(f"add-on {addon} is not available yet")
    try:
        return Position.initial(variant_with_addons(variant, addons))
    except VariantError as exc:
        raise SelfplayError("; ".join(exc.errors)) from exc
    except ValueError as exc:
        raise SelfplayError(str(exc)) from exc


def variant_with_addons(variant: str, addons: tuple[str, ...]) -> str:
    """The variant id with its add-ons, as the core spells it (``standard+cards2``)."""
    return "+".join((variant, *addons))


def available_addons() -> tuple[str, ...]:
    """Add-on ids the core implements (``core/addons``: ``AVAILABLE``)."""
    return AVAILABLE


# ----------------------------------------------------------------------------- players
class _Player:
    nodes = 0
    seconds = 0.0

    def choose(self, pos: Position) -> tuple[Any, bool]:
        """(action, declare_win)"""
        raise NotImplementedError

    def close(self) -> None:
        pass


class _RandomPlayer(_Player):
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, pos: Position) -> tuple[Any, bool]:
        actions = sorted(pos.legal_actions(), key=lambda a: action_text(pos, a))
        return self.rng.choice(actions), False


class _GreedyPlayer(_Player):
    """One ply: mate if it can, else the action with the best static evaluation afterwards."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, pos: Position) -> tuple[Any, bool]:
        mate = pos.mate_in_one()
        if mate is not None:
            return mate, False
        ev = evaluator_for(pos.variant)
        best: list[Any] = []
        best_score = -MATE * 2
        for a in sorted(pos.legal_actions(), key=lambda a: action_text(pos, a)):
            pos.push(a)
            score = -ev.evaluate(pos)
            pos.pop()
            if score > best_score:
                best_score, best = score, [a]
            elif score == best_score:
                best.append(a)
        return self.rng.choice(best), False


class _EnginePlayer(_Player):
    def __init__(self, spec: PlayerSpec, seed: int) -> None:
        self.searcher = Searcher(spec.level, seed=seed, hash_mb=32)
        self.limits = Limits(depth=spec.depth, nodes=spec.nodes, movetime=spec.movetime)
        if spec.nodes is None and spec.depth is None and spec.movetime is None:
            self.limits.movetime = 1.0

    def choose(self, pos: Position) -> tuple[Any, bool]:
        result = self.searcher.search(pos, self.limits)
        self.nodes += result.nodes
        self.seconds += result.time
        return result.best, result.declare_win


class _UsiPlayer(_Player):
    def __init__(self, spec: PlayerSpec, variant: str) -> None:
        from .usi_client import UsiEngine

        if variant.partition(":")[0] != "standard":
            raise SelfplayError("an external USI engine plays standard shogi only")
        self.engine = UsiEngine(spec.command)
        self.engine.start()
        for name, value in spec.options:
            self.engine.set_option(name, value)
        self.engine.new_game()
        self.spec = spec
        self.start_sfen = ""
        self.moves: list[str] = []

    def choose(self, pos: Position) -> tuple[Any, bool]:
        history = _history(pos)
        start, moves = history
        self.engine.position(start, moves)
        best = self.engine.go_and_wait(nodes=self.spec.nodes, movetime=self.spec.movetime,
                                       timeout=60.0 if self.spec.movetime is None else self.spec.movetime + 30)
        if best.move == "resign":
            return None, False
        if best.move == "win":
            return None, True
        return parse_action_text(pos, best.move), False

    def close(self) -> None:
        self.engine.quit()


def _history(pos: Position) -> tuple[str, list[str]]:
    """(start SFEN, USI moves) that lead to ``pos``."""
    p = pos.start_position()
    start = p.sfen()
    moves = []
    for m in pos.played_moves():
        moves.append(action_text(p, m))
        p.push(m)
    return start, moves


def _make_player(spec: PlayerSpec, seed: int, variant: str) -> _Player:
    if spec.kind == "engine":
        return _EnginePlayer(spec, seed)
    if spec.kind == "random":
        return _RandomPlayer(seed)
    if spec.kind == "greedy":
        return _GreedyPlayer(seed)
    if spec.kind == "usi":
        return _UsiPlayer(spec, variant)
    raise SelfplayError(f"unknown player kind {spec.kind!r}")


# ----------------------------------------------------------------------------- games
@dataclass(frozen=True)
class GameTask:
    index: int
    variant: str
    addons: tuple[str, ...]
    a: PlayerSpec
    b: PlayerSpec
    seed: int
    max_plies: int
    opening_plies: int = 0  # random plies played first, the same for both games of a colour-swapped pair
    opening_seed: int = 0


def random_opening(pos: Position, plies: int, seed: int) -> list[str]:
    """Play ``plies`` seeded random actions that neither capture nor end the game; returns them."""
    rng = random.Random(seed)
    played: list[str] = []
    for _ in range(plies):
        quiet = [a for a in sorted(pos.legal_actions(), key=lambda a: action_text(pos, a))
                 if isinstance(a, int) and not pos.board[(a >> 7) & 127] and (a & 127) < 81]
        if not quiet:
            break
        a = rng.choice(quiet)
        played.append(action_text(pos, a))
        pos.push(a)
        if pos.outcome() is not None:
            pos.pop()
            played.pop()
            break
    return played


def play_game(task: GameTask) -> GameResult:
    """Play one game to its end (or ``max_plies``: a draw)."""
    a_is_black = task.index % 2 == 0
    black_spec, white_spec = (task.a, task.b) if a_is_black else (task.b, task.a)
    result = GameResult(task.index, a_is_black, None, "", 0)
    players: list[_Player] = []
    try:
        pos = make_position(task.variant, task.addons)
        result.moves += random_opening(pos, task.opening_plies, task.opening_seed)
        players = [_make_player(black_spec, task.seed * 2 + 1, task.variant),
                   _make_player(white_spec, task.seed * 2 + 2, task.variant)]
        while True:
            outcome = pos.outcome()
            if outcome is not None:
                result.winner = outcome.winner
                result.termination = outcome.termination.value
                break
            if pos.ply >= task.max_plies:
                result.termination = "max-plies"
                break
            side = pos.side
            action, declare = players[side].choose(pos)
            if declare and pos.can_declare_impasse():
                result.winner = side
                result.termination = Termination.IMPASSE.value
                break
            if action is None:
                result.winner = side ^ 1
                result.termination = Termination.RESIGNATION.value
                break
            result.moves.append(action_text(pos, action))
            pos.push(action)
        result.plies = pos.ply
    except Exception as exc:  # a match keeps going; the game is reported as an error
        result.termination = "error"
        result.error = f"{type(exc).__name__}: {exc}"
    finally:
        for p in players:
            result.nodes += p.nodes
            result.seconds += p.seconds
            with contextlib.suppress(Exception):
                p.close()
    return result


# ----------------------------------------------------------------------------- matches
@dataclass
class MatchResult:
    variant: str
    a: PlayerSpec
    b: PlayerSpec
    games: list[GameResult]

    @property
    def finished(self) -> list[GameResult]:
        return [g for g in self.games if g.termination != "error"]

    def counts(self) -> tuple[int, int, int]:
        """(wins of A, wins of B, draws) over the finished games."""
        wa = sum(1 for g in self.finished if g.a_score == 1.0)
        wb = sum(1 for g in self.finished if g.a_score == 0.0)
        return wa, wb, len(self.finished) - wa - wb

    def a_score(self) -> tuple[float, float, float]:
        """Player A's score rate (a draw counts half) and its 95% confidence interval."""
        wa, wb, d = self.counts()
        return score_interval(wa, d, wa + wb + d)

    def black_score(self) -> tuple[float, float, float]:
        """Black's (先手's) score rate and its 95% interval: the variant's first-move balance."""
        fin = self.finished
        wins = sum(1 for g in fin if g.winner == 0)
        draws = sum(1 for g in fin if g.winner is None)
        return score_interval(wins, draws, len(fin))

    def summary_lines(self) -> list[str]:
        wa, wb, d = self.counts()
        n = wa + wb + d
        rate, lo, hi = self.a_score()
        brate, blo, bhi = self.black_score()
        errors = [g for g in self.games if g.termination == "error"]
        lines = [
            f"variant {self.variant}: A = {self.a.label()}, B = {self.b.label()}",
            f"games {n}: A wins {wa}, B wins {wb}, draws {d}",
            f"A score {rate:.1%} (95% CI {lo:.1%} - {hi:.1%})",
            f"Black score {brate:.1%} (95% CI {blo:.1%} - {bhi:.1%})",
        ]
        nodes = sum(g.nodes for g in self.games)
        secs = sum(g.seconds for g in self.games)
        if secs > 0:
            lines.append(f"engine speed {nodes / secs:,.0f} nodes/s")
        for g in errors:
            lines.append(f"game {g.index}: error: {g.error}")
        return lines


def score_interval(wins: int, draws: int, n: int, z: float = 1.96) -> tuple[float, float, float]:
    """Score rate (wins + draws/2) / n with a Wilson 95% interval (draws as half points)."""
    if n <= 0:
        return 0.0, 0.0, 1.0
    p = (wins + 0.5 * draws) / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return p, max(0.0, centre - half), min(1.0, centre + half)


def iter_games(tasks: list[GameTask], jobs: int = 1) -> Iterator[GameResult]:
    """Play the tasks, in ``jobs`` processes (spawned) when more than one; results in task order."""
    if jobs <= 1 or len(tasks) <= 1:
        for t in tasks:
            yield play_game(t)
        return
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(processes=min(jobs, len(tasks))) as pool:
        yield from pool.imap(play_game, tasks)


def run_match(variant: str, a: PlayerSpec, b: PlayerSpec, games: int, seed: int = 0, jobs: int = 1,
              addons: tuple[str, ...] = (), max_plies: int = 320, opening_plies: int = 0,
              on_game: Callable[[GameResult], None] | None = None) -> MatchResult:
    """Play ``games`` games, A and B swapping colours; with ``opening_plies`` every pair of games
    starts from its own seeded random opening (so deterministic players still meet new positions)."""
    make_position(variant, addons)  # fail early on a bad variant or add-on
    tasks = [GameTask(i, variant, addons, a, b, seed * 10_007 + i, max_plies, opening_plies,
                      seed * 10_007 + i // 2) for i in range(games)]
    results = []
    for g in iter_games(tasks, jobs):
        results.append(g)
        if on_game is not None:
            on_game(g)
    return MatchResult(variant, a, b, results)


def game_line(g: GameResult) -> str:
    """One line per game for the command line."""
    if g.termination == "error":
        return f"game {g.index + 1}: error: {g.error}"
    who = "draw" if g.winner is None else ("Black wins" if g.winner == 0 else "White wins")
    a_side = "Black" if g.a_is_black else "White"
    return f"game {g.index + 1}: A plays {a_side}: {who} ({g.termination}, {g.plies} plies)"


def run_cli(variant: str, addons: tuple[str, ...], games: int, level_a: int, level_b: int, seed: int, jobs: int,
            nodes: int | None, movetime: float | None, max_plies: int, write: Callable[[str], None]) -> None:
    """The ``selfplay`` command: one line per game as it ends, then the summary with win rates."""
    if games < 1:
        raise SelfplayError(f"--games must be 1 or more, got {games}")
    for name, level in (("--level", level_a), ("--level-b", level_b)):
        if not 1 <= level <= 10:
            raise SelfplayError(f"{name} must be 1..10, got {level}")
    if jobs < 1:
        raise SelfplayError(f"--jobs must be 1 or more, got {jobs}")
    if nodes is not None and nodes < 1:
        raise SelfplayError(f"--nodes must be 1 or more, got {nodes}")
    if movetime is not None and movetime <= 0:
        raise SelfplayError(f"--movetime must be positive, got {movetime}")
    if nodes is None and movetime is None:
        nodes = 3000
    a = PlayerSpec.engine(level_a, nodes=nodes, movetime=movetime)
    b = PlayerSpec.engine(level_b, nodes=nodes, movetime=movetime)
    result = run_match(variant, a, b, games, seed=seed, jobs=jobs, addons=addons, max_plies=max_plies,
                       on_game=lambda g: write(game_line(g)))
    for line in result.summary_lines():
        write(line)
