"""Proof and disproof hands (証明駒・反証駒) for the mate search: one proof serves many hands.

A mate proven with the attacker holding ``A`` and the defender ``D`` in hand still holds for the same
board whenever the attacker holds at least ``A`` and the defender at most ``D`` of every kind: a piece
more in the attacker's hand only adds moves, a piece less in the defender's only takes some away.
So after an interposition (合駒) is captured, the mates after different interposed pieces share one
proof.  The hands stored are not the actual ones but the widest that the proof needs (the attacker's
*proof pieces*, the defender's largest hand), computed backwards from the leaves; refutations
likewise keep the attacker's largest hand and the defender's smallest one.

This holds in positions of plain pieces only (no add-on or power actions, no statuses): there a
pawn drop gives check only next to the king, so 打ち歩詰め does not depend on the hands either.  The
mate search uses these tables only for such positions (:func:`.mate_moves.plain_position`).

Hands are tuples of counts per piece kind (``HAND_INF``: any number); for the table they are packed
into one int, a byte per kind, so "at least" is one subtraction (:func:`covers`).
"""

from __future__ import annotations

from typing import Any

from ..core.position import Position

HAND_INF = 127  # "any number" of a kind (counts stay below 128: a byte per kind, its top bit a guard)
Hand = tuple[int, ...]


def pack(hand: Hand) -> int:
    return int.from_bytes(bytes(hand), "little")


class HandTable:
    """Proven and refuted positions by board key (the position key without the hands), each with the
    hands it holds for; at most ``limit`` of each (the oldest half goes when full)."""

    def __init__(self, nkinds: int, limit: int) -> None:
        self.guard = pack((0x80,) * nkinds)
        self.limit = limit
        self.proofs: dict[int, list[tuple[int, int, int, Hand, Hand]]] = {}
        self.disproofs: dict[int, list[tuple[int, int, Hand, Hand]]] = {}
        self.counts = [0, 0]

    def covers(self, big: int, small: int) -> bool:
        """Is every count of the packed hand ``big`` at least that of ``small``?"""
        g = self.guard
        return ((big | g) - small) & g == g

    def proof(self, bkey: int, att: int, dfd: int) -> tuple[int, Hand, Hand] | None:
        """(mate length, proof hands) of a stored proof that holds for these packed hands, or None."""
        for a, d, dist, at, dt in self.proofs.get(bkey, ()):
            if self.covers(att, a) and self.covers(d, dfd):
                return dist, at, dt
        return None

    def disproof(self, bkey: int, att: int, dfd: int) -> tuple[Hand, Hand] | None:
        for a, d, at, dt in self.disproofs.get(bkey, ()):
            if self.covers(a, att) and self.covers(dfd, d):
                return at, dt
        return None

    def add_proof(self, bkey: int, at: Hand, dt: Hand, dist: int) -> None:
        self._add(self.proofs, 0, bkey, (pack(at), pack(dt), dist, at, dt))

    def add_disproof(self, bkey: int, at: Hand, dt: Hand) -> None:
        self._add(self.disproofs, 1, bkey, (pack(at), pack(dt), at, dt))

    def _add(self, table: dict[int, list[Any]], i: int, bkey: int, item: tuple[Any, ...]) -> None:
        if self.counts[i] >= self.limit:
            for k in list(table)[: len(table) // 2 + 1]:
                self.counts[i] -= len(table.pop(k))
        table.setdefault(bkey, []).append(item)
        self.counts[i] += 1


def hand_key(pos: Position) -> int:
    """The hands' part of the position key (so ``position_key() ^ hand_key()`` is the board key)."""
    zob = pos.T.zob_hand
    h = 0
    for c in (0, 1):
        z = zob[c]
        for k, n in enumerate(pos.hands[c]):
            if n:
                h ^= z[k][min(n, 40)]
    return h


# ---------------------------------------------------------------- leaves
def mated_hands(dfd: Hand) -> tuple[Hand, Hand]:
    """A mated defender: any attacker hand; the defender must not gain a kind it has none of (a
    drop of it might interpose), any number of the kinds it has (their drops are no answer now)."""
    return (0,) * len(dfd), tuple(HAND_INF if n else 0 for n in dfd)


def no_check_hands(att: Hand) -> tuple[Hand, Hand]:
    """An attacker without a check: it may not gain a kind it has none of (a drop might check)."""
    return tuple(HAND_INF if n else 0 for n in att), (0,) * len(att)


# ---------------------------------------------------------------- backing up
def _back_min(need: Hand, before: Hand, after: Hand) -> list[int]:
    """What is needed before a ply, given ``need`` after it (a drop needs one more, a capture one less)."""
    return [max(0, n - (a - b)) for n, b, a in zip(need, before, after)]


def _back_max(limit: Hand, before: Hand, after: Hand) -> list[int]:
    """The most allowed before a ply, given ``limit`` after it."""
    return [HAND_INF if m >= HAND_INF else max(0, min(HAND_INF - 1, m - (a - b))) for m, b, a in zip(limit, before, after)]


def or_proof(att: Hand, dfd: Hand, child: tuple[Hand, Hand, Hand, Hand]) -> tuple[Hand, Hand]:
    """The proof hands of an attacker node from the mating child's: (child's attacker hand, defender
    hand, its proof hands)."""
    att_c, dfd_c, pa, pd = child
    return tuple(_back_min(pa, att, att_c)), tuple(_back_max(pd, dfd, dfd_c))


def and_proof(att: Hand, dfd: Hand, children: list[tuple[Hand, Hand, Hand, Hand]]) -> tuple[Hand, Hand]:
    """The proof hands of a defender node from all its (mated) children's; a kind the defender has
    none of must stay so (more answers would open)."""
    need = [0] * len(att)
    allow = [HAND_INF if n else 0 for n in dfd]
    for att_c, dfd_c, pa, pd in children:
        need = [max(x, y) for x, y in zip(need, _back_min(pa, att, att_c))]
        allow = [min(x, y) for x, y in zip(allow, _back_max(pd, dfd, dfd_c))]
    return tuple(need), tuple(allow)


def or_disproof(att: Hand, dfd: Hand, children: list[tuple[Hand, Hand, Hand, Hand]]) -> tuple[Hand, Hand]:
    """The disproof hands of an attacker node, every child refuted: (child's hands, its disproof
    hands) each; a kind the attacker has none of must stay so (more checks would open)."""
    allow = [HAND_INF if n else 0 for n in att]
    need = [0] * len(att)
    for att_c, dfd_c, da, dd in children:
        allow = [min(x, y) for x, y in zip(allow, _back_max(da, att, att_c))]
        need = [max(x, y) for x, y in zip(need, _back_min(dd, dfd, dfd_c))]
    return tuple(allow), tuple(need)


def and_disproof(att: Hand, dfd: Hand, child: tuple[Hand, Hand, Hand, Hand]) -> tuple[Hand, Hand]:
    """The disproof hands of a defender node from the refuted child's."""
    att_c, dfd_c, da, dd = child
    return tuple(_back_max(da, att, att_c)), tuple(_back_min(dd, dfd, dfd_c))
