"""Opening books: the engine looks its position up before it searches.

    book = builtin_book()                 # engine/data/book.toml: named lines, checked and indexed once
    book.moves(position_key(pos))         # the book moves of a position (BookMove, weight = lines' weights)
    book.name_after(key, "7g7f")          # the opening the move leads to (OpeningName), or None
    player = BookPlayer()                 # what the engine process keeps between searches
    reply = player.reply(pos, BookRequest(file="", seed=7), level=10)   # BookReply or None

The built-in book is data: each line of ``book.toml`` is a named sequence of USI moves from the start of
an even game or of a handicap, optionally starting from a prefix of another line.  Loading replays
every line through the core and reports every error at once (:class:`BookDataError`).  A position is
found by its SFEN without the move number (:func:`position_key`), so transpositions meet, and the key
is the one YaneuraOu's book files use: a user's book (:mod:`.book_file`) is asked the same way.

Levels (:func:`book_policy`): level 10 plays the main lines (moves that carry at least a quarter of the
best move's weight, in proportion to their weights); the middle levels choose more freely among the
book moves; levels 1-3 leave the book early, as a beginner forgets the line.  The choice is drawn from
a random generator seeded by the request's seed and the position, so a game is reproducible and a new
seed gives another opening.
"""

from __future__ import annotations

import math
import random
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from ..core.handicap import HandicapError, handicaps
from ..core.position import IllegalMoveError, Position
from .book_file import BookFileError, BookMove, BookProblem, YaneuraOuBook

BOOK_VARIANT = "standard"  # the books are of standard shogi (even games and handicaps)


@dataclass(frozen=True)
class OpeningName:
    ja: str
    en: str

    def text(self, language: str) -> str:
        return self.ja if language == "ja" else self.en


@dataclass(frozen=True)
class BookLine:
    id: str
    opening: OpeningName  # the opening the line belongs to (矢倉)
    name: OpeningName  # the line itself (矢倉 森下システム)
    handicap: str  # "" for an even game
    weight: int
    moves: tuple[str, ...]  # from the start position of the handicap


@dataclass(frozen=True)
class BookRequest:
    """What a search asks of the book: ``file`` "" is the built-in book, else a YaneuraOu book file."""

    file: str = ""
    seed: int = 0


@dataclass(frozen=True)
class BookReply:
    move: str
    opening: OpeningName | None  # the opening the move leads to (built-in book only)
    source: str  # "builtin" or the book file's name


class BookDataError(ValueError):
    """The built-in book's data is wrong: every problem, one per line of the message."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


def position_key(pos: Position) -> str:
    """The book's name of a position: its SFEN without the move number."""
    return pos.sfen().rsplit(" ", 1)[0]


def book_applies(pos: Position) -> bool:
    """The books know standard shogi (even and handicap games), not variants or add-ons."""
    return pos.variant.id == BOOK_VARIANT and not pos.variant.addons


# ---------------------------------------------------------------------------------------- the data
def _text(raw: dict[str, Any], field: str, where: str, problems: list[str]) -> str:
    value = raw.get(field)
    if not isinstance(value, str) or (not value.strip() and field != "handicap"):
        problems.append(f"{where}: `{field}` must be a text")
        return ""
    return value.strip()


def parse_book_lines(text: str, source: str = "book.toml") -> list[BookLine]:
    """The lines of a book data file, each resolved to its full move list; BookDataError lists every
    problem (syntax, missing fields, unknown handicap or base line, illegal move, duplicate id or name)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise BookDataError([f"{source}: {exc}"]) from None
    raws = data.get("line")
    if not isinstance(raws, list) or not raws:
        raise BookDataError([f"{source}: no [[line]] tables"])
    problems: list[str] = []
    unknown = sorted(set(data) - {"line"})
    if unknown:
        problems.append(f"{source}: unknown tables {', '.join(unknown)}")
    partial: dict[str, tuple[dict[str, Any], list[str]]] = {}
    names: dict[str, str] = {}
    for n, raw in enumerate(raws, 1):
        where = f"{source}: line #{n}"
        if not isinstance(raw, dict):
            problems.append(f"{where}: not a table")
            continue
        lid = _text(raw, "id", where, problems)
        where = f"{source}: line {lid or '#' + str(n)}"
        extra = sorted(set(raw) - {"id", "opening_ja", "opening_en", "ja", "en", "handicap", "weight",
                                   "from", "from_ply", "moves"})
        if extra:
            problems.append(f"{where}: unknown fields {', '.join(extra)}")
        for field in ("opening_ja", "opening_en", "ja", "en", "handicap"):
            _text(raw, field, where, problems)
        weight = raw.get("weight")
        if not isinstance(weight, int) or isinstance(weight, bool) or not 1 <= weight <= 1000:
            problems.append(f"{where}: `weight` must be a whole number from 1 to 1000")
        moves = raw.get("moves")
        if not isinstance(moves, str) or not moves.split():
            problems.append(f"{where}: `moves` must be USI moves separated by spaces")
            moves = ""
        if lid in partial:
            problems.append(f"{where}: the id is used twice")
        for field in ("ja", "en"):
            name = raw.get(field)
            if isinstance(name, str):
                if name in names:
                    problems.append(f"{where}: the name {name!r} is also line {names[name]}'s")
                names[name] = lid
        if lid:
            partial[lid] = (raw, moves.split())
    lines = _resolve(partial, source, problems)
    if problems:
        raise BookDataError(problems)
    return lines


def _resolve(partial: dict[str, tuple[dict[str, Any], list[str]]], source: str,
             problems: list[str]) -> list[BookLine]:
    """Full move lists (a line with ``from`` follows its base), then every line replayed."""
    full: dict[str, list[str]] = {}
    for lid in partial:
        chain: list[str] = []  # this line, its base, the base's base, ... (iteratively, cycles refused)
        cur: str | None = lid
        while cur is not None and cur not in full:
            if cur in chain:
                problems.append(f"{source}: line {lid}: `from` goes round in a circle ({' -> '.join(chain)})")
                break
            if cur not in partial:
                problems.append(f"{source}: line {chain[-1]}: `from` names no line ({cur!r})")
                break
            chain.append(cur)
            base = partial[cur][0].get("from")
            cur = base if isinstance(base, str) else None
        else:
            for link in reversed(chain):
                raw, moves = partial[link]
                base = raw.get("from")
                prefix: list[str] = []
                if isinstance(base, str):
                    prefix = full[base]
                    cut = raw.get("from_ply", len(prefix))
                    if not isinstance(cut, int) or isinstance(cut, bool) or not 0 <= cut <= len(prefix):
                        problems.append(f"{source}: line {link}: `from_ply` must be 0 to {len(prefix)}")
                        cut = len(prefix)
                    if raw.get("handicap") != partial[base][0].get("handicap"):
                        problems.append(f"{source}: line {link}: its handicap differs from line {base}'s")
                    prefix = prefix[:cut]
                full[link] = prefix + moves
    out: list[BookLine] = []
    for lid, (raw, _moves) in partial.items():
        if lid not in full:
            continue
        handicap = raw.get("handicap") if isinstance(raw.get("handicap"), str) else ""
        try:
            start = Position.initial(BOOK_VARIANT, handicap or None)
        except HandicapError:
            problems.append(f"{source}: line {lid}: unknown handicap {handicap!r} (known: {', '.join(handicaps())})")
            continue
        for ply, text in enumerate(full[lid], 1):
            try:
                start.push(start.legal_move_from_usi(text))
            except (IllegalMoveError, ValueError):
                problems.append(f"{source}: line {lid}: move {ply} ({text}) is not legal in {start.sfen()}")
                break
        weight = raw.get("weight")
        out.append(BookLine(lid, OpeningName(str(raw.get("opening_ja")), str(raw.get("opening_en"))),
                            OpeningName(str(raw.get("ja")), str(raw.get("en"))), str(handicap),
                            weight if isinstance(weight, int) else 1, tuple(full[lid])))
    return out


class OpeningBook:
    """Named lines indexed by position: the moves of each position and the opening each move leads to."""

    def __init__(self, lines: Sequence[BookLine]) -> None:
        self.lines = tuple(lines)
        self._moves: dict[str, dict[str, int]] = {}  # key -> move -> summed weight
        through: dict[str, set[int]] = {}  # key -> the lines that pass through the position
        after: dict[tuple[str, str], str] = {}  # (key, move) -> key of the position reached
        for index, line in enumerate(self.lines):
            pos = Position.initial(BOOK_VARIANT, line.handicap or None)
            key = position_key(pos)
            for text in line.moves:
                weights = self._moves.setdefault(key, {})
                weights[text] = weights.get(text, 0) + line.weight
                pos.push(pos.legal_move_from_usi(text))
                child = position_key(pos)
                after[(key, text)] = child
                through.setdefault(child, set()).add(index)
                key = child
        self._names: dict[tuple[str, str], OpeningName | None] = {
            edge: self._common_name(through[child]) for edge, child in after.items()}

    def _common_name(self, indices: set[int]) -> OpeningName | None:
        """The name every line through a position shares: the line's own name, else its opening's."""
        lines = [self.lines[i] for i in indices]
        if len({line.name for line in lines}) == 1:
            return lines[0].name
        if len({line.opening for line in lines}) == 1:
            return lines[0].opening
        return None

    def moves(self, key: str) -> list[BookMove]:
        return [BookMove(move, float(weight)) for move, weight in self._moves.get(key, {}).items()]

    def name_after(self, key: str, move: str) -> OpeningName | None:
        return self._names.get((key, move))

    def __len__(self) -> int:
        return len(self._moves)


def builtin_book_text() -> str:
    return (resources.files("shogi_desktop.engine") / "data" / "book.toml").read_text(encoding="utf-8")


@cache
def builtin_book() -> OpeningBook:
    """The shipped book (loaded once per process)."""
    return OpeningBook(parse_book_lines(builtin_book_text()))


# ---------------------------------------------------------------------------------------- choosing
@dataclass(frozen=True)
class BookPolicy:
    max_ply: int | None  # plies from the start after which the level no longer uses the book
    leave: float  # the chance, at each move, that the level leaves the book
    min_share: float  # moves below this share of the best move's weight are not played
    exponent: float  # weights are raised to this power: 1 follows the book, 0 treats its moves alike
    eval_window: int  # a book file: moves more than this below the best value are not played


def book_policy(level: int) -> BookPolicy:
    """How a level uses the book (levels 1-3 forget the line early; 10 plays the main lines)."""
    if level <= 1:
        return BookPolicy(6, 0.30, 0.0, 0.0, 400)
    if level == 2:
        return BookPolicy(10, 0.20, 0.0, 0.3, 300)
    if level == 3:
        return BookPolicy(16, 0.10, 0.0, 0.5, 200)
    if level <= 6:
        return BookPolicy(None, 0.0, 0.0, 0.7, 120)
    if level <= 9:
        return BookPolicy(None, 0.0, 0.05, 1.0, 60)
    return BookPolicy(None, 0.0, 0.25, 1.0, 30)


def choose(moves: Sequence[BookMove], level: int, rng: random.Random, ply: int) -> BookMove | None:
    """The book move the level plays at game ply ``ply`` (0 = the first move), or None to search."""
    if not moves:
        return None
    policy = book_policy(level)
    if policy.max_ply is not None and ply >= policy.max_ply:
        return None
    if policy.leave and rng.random() < policy.leave:
        return None
    values = [m.value for m in moves if m.value is not None]
    if values:  # a book file with evaluations: only the moves near the best one
        best_value = max(values)
        moves = [m for m in moves if m.value is None or m.value >= best_value - policy.eval_window]
    best = max(m.weight for m in moves)
    if best <= 0:  # a book file without counts: its moves alike
        moves = [BookMove(m.move, 1.0, m.value, m.depth, m.count) for m in moves]
        best = 1.0
    kept = [m for m in moves if m.weight >= best * policy.min_share and m.weight > 0]
    weights = [math.pow(m.weight, policy.exponent) for m in kept]
    return rng.choices(kept, weights)[0]


def _rng(seed: int, key: str) -> random.Random:
    return random.Random(f"{seed}:{key}")  # a str seed hashes the same in every process


# ---------------------------------------------------------------------------------------- the engine's use
class BookPlayer:
    """The books an engine process keeps between searches: the built-in book and one open book file.

    A book file that turned out bad is not read again until it changes (its problem is raised once)."""

    def __init__(self) -> None:
        self._file: YaneuraOuBook | None = None
        self._bad: tuple[str, int, int] | None = None  # the _stamp of a file found bad

    def ask(self, pos: Position, request: BookRequest, level: int) -> tuple[BookReply | None, BookProblem | None]:
        """:meth:`reply`, with a book file's problem returned instead of raised (the engine then searches)."""
        try:
            return self.reply(pos, request, level), None
        except BookFileError as exc:
            return None, exc.problem

    def reply(self, pos: Position, request: BookRequest, level: int) -> BookReply | None:
        """The book's move for ``pos``, or None (not in the book, or the level searches here).

        Raises BookFileError (once) when the request's book file cannot be used."""
        if not book_applies(pos):
            return None
        key = position_key(pos)
        rng = _rng(request.seed, key)
        ply = pos.move_number - 1
        if not request.file:
            book = builtin_book()
            choice = choose(self._legal(pos, book.moves(key)), level, rng, ply)
            return None if choice is None else BookReply(choice.move, book.name_after(key, choice.move), "builtin")
        moves = self._file_moves(request.file, key)
        choice = choose(self._legal(pos, moves), level, rng, ply)
        return None if choice is None else BookReply(choice.move, None, Path(request.file).name)

    def _file_moves(self, path: str, key: str) -> list[BookMove]:
        stamp = _stamp(path)
        if stamp == self._bad:
            return []
        try:
            if self._file is None or self._file.path != path or self._file.stamp != stamp:
                self.close()
                self._file = YaneuraOuBook(path)
            return self._file.moves(key)
        except BookFileError:
            self._bad = stamp
            self.close()
            raise

    @staticmethod
    def _legal(pos: Position, moves: list[BookMove]) -> list[BookMove]:
        out = []
        for m in moves:
            try:
                pos.legal_move_from_usi(m.move)
            except (IllegalMoveError, ValueError):
                continue  # a book file's move that does not fit (a hash clash, a hand-edited book)
            out.append(m)
        return out

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def _stamp(path: str) -> tuple[str, int, int]:
    """What tells a changed file: its path, size and modification time (-1 when it cannot be read)."""
    try:
        st = Path(path).stat()
    except OSError:
        return (path, -1, -1)
    return (path, st.st_size, st.st_mtime_ns)


__all__ = ["BookDataError", "BookFileError", "BookLine", "BookMove", "BookPlayer", "BookPolicy",
           "BookProblem", "BookReply", "BookRequest", "OpeningBook", "OpeningName", "book_applies",
           "book_policy", "builtin_book", "choose", "parse_book_lines", "position_key"]
