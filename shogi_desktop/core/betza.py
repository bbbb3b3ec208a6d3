"""Betza-like movement notation, compiled to direction vectors.

A piece's movement is a string such as ``FfW`` (silver), ``ffN`` (shogi knight), ``fR`` (lance) or
``mfWcfF`` (chess pawn).  The parser turns it into :class:`MoveSpec` records (a vector, whether the
vector repeats as a slide, and whether the move may capture and/or move quietly).  Vectors are
``(dx, dy)`` seen from the piece's owner with ``dy > 0`` meaning *forward* and ``dx > 0`` meaning the
owner's *right*.  The board layer turns them into squares per side.
"""

from __future__ import annotations

from typing import NamedTuple

# Atom -> (leap vector (a, b) with a >= b, rider?)
_ATOMS: dict[str, tuple[tuple[int, int], bool]] = {
    "W": ((1, 0), False),
    "F": ((1, 1), False),
    "D": ((2, 0), False),
    "N": ((2, 1), False),
    "A": ((2, 2), False),
    "H": ((3, 0), False),
    "C": ((3, 1), False),
    "Z": ((3, 2), False),
    "G": ((3, 3), False),
    "R": ((1, 0), True),
    "B": ((1, 1), True),
}
# Compound atoms expand to several atoms sharing the same modifiers.
_COMPOUND = {"K": "WF", "Q": "RB"}
_MODIFIER_LETTERS = set("fblrsvmc")


class BetzaError(ValueError):
    """A movement string that cannot be read; ``position`` is the 0-based character index."""

    def __init__(self, message: str, position: int) -> None:
        super().__init__(f"{message} at character {position + 1}")
        self.reason = message
        self.position = position


class MoveSpec(NamedTuple):
    dx: int
    dy: int
    slide: bool
    can_move: bool = True
    can_capture: bool = True


def _all_vectors(a: int, b: int) -> list[tuple[int, int]]:
    seen: list[tuple[int, int]] = []
    for x, y in ((a, b), (b, a)):
        for sx in (1, -1):
            for sy in (1, -1):
                v = (x * sx, y * sy)
                if v not in seen:
                    seen.append(v)
    return seen


def _select(vectors: list[tuple[int, int]], mods: str, orth: bool, diag: bool) -> list[tuple[int, int]]:
    """Filter the vectors by the direction modifiers (empty modifiers = all directions)."""
    dirs = mods.replace("m", "").replace("c", "")
    if not dirs:
        return vectors
    chosen: list[tuple[int, int]] = []

    def ok_one(group: str, dx: int, dy: int) -> bool:
        # group is a run of direction letters that must all hold (e.g. "fl", "ff", "fs").
        if orth or diag:
            for ch in group:
                if ch == "f" and not dy > 0:
                    return False
                if ch == "b" and not dy < 0:
                    return False
                if ch == "l" and not dx < 0:
                    return False
                if ch == "r" and not dx > 0:
                    return False
                if ch == "s" and dx == 0:
                    return False
                if ch == "v" and dx != 0:
                    return False
            return True
        # Oblique leaper: a doubled letter means the narrow move in that direction, "fs" the wide one.
        if group in ("ff", "bb", "ll", "rr"):
            ch = group[0]
            if ch == "f":
                return dy > 0 and abs(dy) > abs(dx)
            if ch == "b":
                return dy < 0 and abs(dy) > abs(dx)
            if ch == "l":
                return dx < 0 and abs(dx) > abs(dy)
            return dx > 0 and abs(dx) > abs(dy)
        if group in ("fs", "sf"):
            return dy > 0 and abs(dx) > abs(dy)
        if group in ("bs", "sb"):
            return dy < 0 and abs(dx) > abs(dy)
        if group in ("fl", "lf"):
            return dy > 0 and dx < 0
        if group in ("fr", "rf"):
            return dy > 0 and dx > 0
        if group in ("bl", "lb"):
            return dy < 0 and dx < 0
        if group in ("br", "rb"):
            return dy < 0 and dx > 0
        ch = group
        if ch == "f":
            return dy > 0
        if ch == "b":
            return dy < 0
        if ch == "l":
            return dx < 0
        if ch == "r":
            return dx > 0
        if ch == "s":
            return abs(dx) > abs(dy)
        if ch == "v":
            return abs(dy) > abs(dx)
        return False

    # Split the modifier run into groups: for diagonal atoms "fl" is one direction, for orthogonal
    # atoms "fl" means forward and left; a doubled letter or "fs" is one group for oblique atoms.
    groups: list[str] = []
    if orth:
        groups = list(dirs)
    elif diag:
        i = 0
        while i < len(dirs):
            if i + 1 < len(dirs) and dirs[i] in "fb" and dirs[i + 1] in "lr":
                groups.append(dirs[i : i + 2])
                i += 2
            else:
                groups.append(dirs[i])
                i += 1
    else:
        i = 0
        while i < len(dirs):
            pair = dirs[i : i + 2]
            if len(pair) == 2 and (pair[0] == pair[1] or pair in ("fs", "sf", "bs", "sb", "fl", "lf", "fr", "rf", "bl", "lb", "br", "rb")):
                groups.append(pair)
                i += 2
            else:
                groups.append(dirs[i])
                i += 1
    for v in vectors:
        if any(ok_one(g, v[0], v[1]) for g in groups):
            chosen.append(v)
    return chosen


def parse_betza(text: str) -> list[MoveSpec]:
    """Parse a movement string into move specs; raises :class:`BetzaError` naming the character."""
    specs: list[MoveSpec] = []
    i = 0
    n = len(text)
    if not text:
        raise BetzaError("empty movement", 0)
    while i < n:
        start = i
        mods = ""
        while i < n and text[i] in _MODIFIER_LETTERS:
            mods += text[i]
            i += 1
        if i >= n:
            raise BetzaError("modifiers without a piece letter", start)
        atom = text[i]
        i += 1
        letters = _COMPOUND.get(atom, atom)
        for letter in letters:
            if letter not in _ATOMS:
                raise BetzaError(f"unknown piece letter {atom!r}", i - 1)
            (a, b), rider = _ATOMS[letter]
            # A doubled atom (WW, FF, NN) is a rider of that leap.
            if i < n and text[i] == atom and atom not in _COMPOUND:
                rider = True
                i += 1
            vectors = _all_vectors(a, b)
            orth = b == 0
            diag = a == b
            selected = _select(vectors, mods, orth, diag)
            if not selected:
                raise BetzaError(f"modifiers {mods!r} select no direction of {atom!r}", start)
            can_move = "c" not in mods or "m" in mods
            can_capture = "m" not in mods or "c" in mods
            for dx, dy in selected:
                specs.append(MoveSpec(dx, dy, rider, can_move, can_capture))
    # Merge duplicates (e.g. "WfF" lists no duplicates, but "KW" would).
    merged: dict[tuple[int, int, bool], MoveSpec] = {}
    for s in specs:
        key = (s.dx, s.dy, s.slide)
        old = merged.get(key)
        if old is None:
            merged[key] = s
        else:
            merged[key] = MoveSpec(s.dx, s.dy, s.slide, old.can_move or s.can_move, old.can_capture or s.can_capture)
    # A slide covers the single step in the same direction.
    result = [
        s
        for s in merged.values()
        if s.slide or (s.dx, s.dy, True) not in merged or not _covers(merged[(s.dx, s.dy, True)], s)
    ]
    return result


def _covers(slide: MoveSpec, step: MoveSpec) -> bool:
    return (slide.can_move or not step.can_move) and (slide.can_capture or not step.can_capture)
