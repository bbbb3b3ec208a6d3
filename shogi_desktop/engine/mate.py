"""Mate search (詰み探索): a df-pn solver over the core's legal actions, for every rule set.

The attacker (the side to move) plays only checks, the defender every legal action (card and magic
actions, lion steps... whatever the core offers); a defender in check without a legal action is mated.
So the search works unchanged for every variant, both card editions and 王将ファンタジスタ.  What a check
is where a side has a king and a prince: :mod:`.mate_moves`.

Rules the search keeps:

* 打ち歩詰め: the core never offers a mating pawn drop, so a mate never ends with one.
* Repetition: a position met again on the path being searched is not a mate for the attacker, who
  checks on every ply (連続王手の千日手 loses for the checker).  Such a result holds only for the path
  it was found on: it is stored with the set of earlier positions it depends on and reused only where
  they all are on the path again (the graph-history problem of df-pn).  Positions before the searched
  one (the game so far) are not looked at.
* Chance: the search does not look past a ply followed by a die roll (a fantasista gain), so a mate is
  never one that counts on a face; where every try passes a gain the answer is "unknown" with
  ``stopped_by == "chance"`` (docs/rules-decisions.md, "Mate search").
* No mate (不詰) is a proven result: the whole tree of checks was refuted.  A node or time limit, the
  stop flag or the ply limit (``max_ply``) gives "unknown" instead.

The transposition table is keyed by the position key (board, hands, side to move, statuses and add-on
state), with the move number where an after-ply add-on's gains depend on it (fantasista) and the last
two actions where the time-rewind card is in play; it holds at most ``MateLimits.table_size`` entries
(the least searched half of the unproven ones goes when it is full).  The tree walk is iterative (an
explicit stack of frames), so a long mate needs no Python recursion.

**What the line guarantees.**  Every line returned is legal and ends in checkmate.  Among the proofs
found, each attacker move is one with the shortest proven mate and each defender move one with the
longest proven resistance.  The search runs in two steps.  First one df-pn over positions, whatever
the depth they are met at (a transposition is one node, a position repeated on the path is a
repetition; thresholds with the 1+ε trick of Pawlewicz and Lew): it finds a mate soon.  Then, with
``MateLimits.shortest`` (the default), df-pn with a ply limit of 1, 3, 5, ... below the length of the
mate found (a node's key holds the plies left, so one table serves every limit): the first limit that
proves a mate gives the mate length, and refutations up to the mate found prove it the shortest;
``MateResult.shortest`` then holds (the fastest mate against the best defence; every ply counts,
futile interpositions too).  A stop or a limit during this second step keeps the mate found, with
``shortest`` false.  The defender's moves inside the line are longest among the proofs found, not
necessarily longest possible.

Usage::

    result = mate_search(pos, MateLimits(time=10.0), stop=event, on_progress=print)
    result.status   # MateStatus.MATE / NO_MATE / UNKNOWN
    result.line     # ("G*5b", "5a4a", ...) as action texts; result.moves the actions
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..core.position import Position
from . import action_text
from .mate_hands import (
    Hand,
    HandTable,
    and_disproof,
    and_proof,
    hand_key,
    mated_hands,
    no_check_hands,
    or_disproof,
    or_proof,
    pack,
)
from .mate_moves import checks, evasions, has_evasion, plain_position

INF = 1 << 50  # a proof or disproof number "infinity"
MASK = (1 << 64) - 1
PROGRESS_NODES = 2000  # a progress report at most every this many nodes ...
PROGRESS_SECONDS = 0.25  # ... and at least this far apart
POLL_NODES = 64  # the clock and the stop flag are read every this many nodes

# The fields of a transposition table entry (a list, for speed):
# pn, dn; the mate length of a proof; the node's actions (None until it is first searched); the path
# positions a refutation depends on (repetitions, a frozenset); whether a refutation met the ply
# limit; nodes searched below it; the proof or disproof hands (plain positions, see mate_hands).
PN, DN, DIST, MOVES, REP, LIMITED, WORK, HANDS = range(8)
# LIMITED: why a refutation is not a proof of no mate (bits): the ply limit, a chance event (a die roll)
CUT_DEPTH = 1
CUT_CHANCE = 2

Info = tuple[int, int, int, Hand, Hand]  # board key, packed attacker and defender hands, the hands


class MateStatus(Enum):
    MATE = "mate"
    NO_MATE = "nomate"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class MateLimits:
    nodes: int | None = None  # positions looked at
    time: float | None = None  # seconds
    max_ply: int = 511  # the longest line searched; beyond it the search says "unknown", not "no mate"
    table_size: int = 300_000  # transposition table entries
    shortest: bool = True  # prove that no shorter mate exists (see the module docstring)


@dataclass(frozen=True)
class MateProgress:
    nodes: int
    time: float
    pn: int  # the root's proof and disproof numbers (how far the search thinks it is from an answer)
    dn: int
    depth: int  # the longest mate looked for now (no shorter one exists when it is more than 1)
    found: int = 0  # the length of a mate found and not yet proven the shortest (0: none yet)


@dataclass(frozen=True)
class MateResult:
    status: MateStatus
    moves: tuple[Any, ...] = ()  # the mate line as actions of the core (MATE only)
    line: tuple[str, ...] = ()  # ... and as action texts (USI for moves and drops)
    nodes: int = 0
    time: float = 0.0
    shortest: bool = False  # the line's length is proven to be the mate length
    # UNKNOWN, or MATE not proven shortest: "nodes" "time" "stop" "depth" "memory" "chance" (a die roll)
    stopped_by: str | None = None

    @property
    def length(self) -> int | None:
        return len(self.moves) if self.status is MateStatus.MATE else None


StopTest = Callable[[], bool]


class _Stopped(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class _Budget:
    """Nodes, clock, stop flag and progress reports, shared by the searches of one mate_search call."""

    def __init__(self, limits: MateLimits, stop: StopTest | None,
                 on_progress: Callable[[MateProgress], None] | None) -> None:
        self.limits = limits
        self.stop = stop
        self.on_progress = on_progress
        self.start = time.perf_counter()
        self.nodes = 0
        self.next_poll = POLL_NODES
        self.next_report = PROGRESS_NODES
        self.last_report = self.start
        self.pn = 1
        self.dn = 1
        self.depth = 1
        self.found = 0

    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes < self.next_poll:
            return
        self.next_poll = self.nodes + POLL_NODES
        limits = self.limits
        if limits.nodes is not None and self.nodes >= limits.nodes:
            raise _Stopped("nodes")
        now = time.perf_counter()
        if limits.time is not None and now - self.start >= limits.time:
            raise _Stopped("time")
        if self.stop is not None and self.stop():
            raise _Stopped("stop")
        if self.on_progress is not None and self.nodes >= self.next_report and now - self.last_report >= PROGRESS_SECONDS:
            self.next_report = self.nodes + PROGRESS_NODES
            self.last_report = now
            self.report()

    def report(self) -> None:
        if self.on_progress is not None:
            self.on_progress(MateProgress(self.nodes, self.elapsed(), self.pn, self.dn, self.depth, self.found))


class _Frame:
    """A node on the path: its key and hands, kind, thresholds, and its children's keys and hands."""

    __slots__ = ("key", "info", "or_node", "depth", "thpn", "thdn", "entry", "moves", "keys", "infos", "nodes0")

    def __init__(self, key: int, info: Info | None, or_node: bool, depth: int, thpn: int, thdn: int,
                 entry: list[Any], nodes0: int) -> None:
        self.key = key
        self.info = info
        self.or_node = or_node
        self.depth = depth
        self.thpn = thpn
        self.thdn = thdn
        self.entry = entry
        self.moves: list[Any] = entry[MOVES] or []
        self.keys: list[int] = []
        self.infos: list[Info | None] = []
        self.nodes0 = nodes0


def _entry(pn: int = 1, dn: int = 1) -> list[Any]:
    return [pn, dn, 0, None, None, 0, 0, None]


class _DfPn:
    """df-pn searches from ``pos`` (the attacker to move) for mates of at most ``limit`` plies.

    A node's key includes the plies left (``limit - depth``): its answer depends on them, and so one
    table serves the searches of every limit (iterative deepening: what a search with limit L found
    about a node with r plies left holds in the search with limit L+2)."""

    def __init__(self, pos: Position, budget: _Budget, by_depth: bool = True) -> None:
        self.pos = pos
        self.budget = budget
        self.by_depth = by_depth  # False: one node per position whatever the plies left (no ply limit but
        # max_ply; a position met again on the path is a repetition)
        self.limit = 1
        self.table_size = max(1000, budget.limits.table_size)
        self.tt: dict[int, list[Any]] = {}
        self.path: dict[int, int] = {}  # key -> depth of the nodes on the path
        self.path_moves: list[Any] = []
        self.rewind = "rewind" in pos.hooks
        self.by_ply = bool(pos.after_ply)
        self.attacker = pos.side
        self.hands = HandTable(pos.T.nkinds, self.table_size) if plain_position(pos) is not None else None

    # ------------------------------------------------------------------ keys and entries
    def key(self, depth: int) -> int:
        pos = self.pos
        k = pos.position_key()
        if self.by_ply:
            k = hash((k, pos.move_number)) & MASK
        if self.rewind:
            k = hash((k, tuple(self.path_moves[-2:]))) & MASK
        return k | (self.limit - depth + 1) << 64 if self.by_depth else k

    def info(self, key: int) -> Info | None:
        """The board key and hands of the node ``pos`` is at (plain positions only)."""
        if self.hands is None:
            return None
        pos = self.pos
        at = tuple(pos.hands[self.attacker])
        dt = tuple(pos.hands[self.attacker ^ 1])
        return key ^ hand_key(pos), pack(at), pack(dt), at, dt

    def dominated(self, info: Info | None) -> list[Any] | None:
        """A terminal entry from a proof or refutation of the same board with hands that cover these."""
        if info is None:
            return None
        table = self.hands
        assert table is not None
        bkey, ap, dp, _, _ = info
        proof = table.proof(bkey, ap, dp)
        if proof is not None:
            e = _entry(0, INF)
            e[DIST] = proof[0]
            e[HANDS] = (proof[1], proof[2])
            return e
        disproof = table.disproof(bkey, ap, dp)
        if disproof is not None:
            e = _entry(INF, 0)
            e[MOVES] = []
            e[HANDS] = disproof
            return e
        return None

    def expand(self, entry: list[Any], info: Info | None, or_node: bool, depth: int) -> None:
        """Give ``entry``, the node ``pos`` is at (``or_node``: the attacker to move), its move list and
        first proof numbers: an attacker without a check is refuted, a defender without an answer is
        mated; beyond the ply limit the attacker is refuted (a limited refutation)."""
        pos = self.pos
        if or_node and depth >= self.limit:
            entry[:] = [INF, 0, 0, [], None, CUT_DEPTH, entry[WORK], None]
            return
        if self.chance_follows() and (or_node or has_evasion(pos)):
            entry[:] = [INF, 0, 0, [], None, CUT_CHANCE, entry[WORK], None]
            return
        moves = checks(pos) if or_node else evasions(pos)
        entry[MOVES] = moves
        if or_node:
            if moves:
                entry[PN], entry[DN] = 1, len(moves)
            else:
                entry[PN], entry[DN] = INF, 0
                if info is not None:
                    entry[HANDS] = no_check_hands(info[3])
        elif not moves:
            entry[PN], entry[DN] = 0, INF
            if info is not None:
                entry[HANDS] = mated_hands(info[4])
        elif depth >= self.limit:
            entry[:] = [INF, 0, 0, [], None, CUT_DEPTH, entry[WORK], None]
        else:
            entry[PN], entry[DN] = len(moves), 1

    def chance_follows(self) -> bool:
        """Does a chance event (a fantasista gain: a die roll) follow the ply about to be played?  The
        search does not look past one: such a node is neither mate nor no mate (a limited refutation,
        so the answer is at most "no mate found"; docs/rules-decisions.md, "Mate search")."""
        return bool(self.pos.after_ply) and any(h.due(self.pos) for h in self.pos.after_ply)

    # ------------------------------------------------------------------ the search
    def run(self, limit: int) -> list[Any]:
        """Search for a mate in at most ``limit`` plies until the root is proven or refuted (raises
        _Stopped at a limit of the budget); the root's entry."""
        self.limit = limit
        pos = self.pos
        key = self.key(0)
        info = self.info(key)
        entry = self.tt.get(key)
        if entry is None or entry[MOVES] is None:
            entry = _entry()
            self.expand(entry, info, True, 0)
            self.tt[key] = entry
        self.path[key] = 0
        frames = [self.open(key, info, True, 0, INF, INF, entry)]
        tt = self.tt
        while frames:
            f = frames[-1]
            pn, dn, best, thpn_c, thdn_c = self.evaluate(f)
            if f.depth == 0:
                self.budget.pn, self.budget.dn = pn, dn
            if pn >= f.thpn or dn >= f.thdn or pn == 0 or dn == 0:
                self.close(f, pn, dn)
                frames.pop()
                del self.path[f.key]
                if frames:
                    pos.pop()
                    self.path_moves.pop()
                continue
            ckey = f.keys[best]
            cinfo = f.infos[best]
            child = tt.get(ckey)
            if child is None or not child[PN] or not child[DN]:
                # dropped from the table, or a refutation through repetitions this path does not have
                child = self.dominated(cinfo) or _entry()
                tt[ckey] = child
                if not child[PN] or not child[DN]:
                    continue
            elif self.hands is not None:
                dom = self.dominated(cinfo)
                if dom is not None:  # proven or refuted meanwhile with other hands
                    tt[ckey] = dom
                    continue
            move = f.moves[best]
            pos.push(move)
            self.path_moves.append(move)
            child_or = not f.or_node
            if child[MOVES] is None:
                self.budget.tick()
                self.expand(child, cinfo, child_or, f.depth + 1)
            self.path[ckey] = f.depth + 1
            frames.append(self.open(ckey, cinfo, child_or, f.depth + 1, thpn_c, thdn_c, child))
        return tt.get(key) or entry

    def open(self, key: int, info: Info | None, or_node: bool, depth: int, thpn: int, thdn: int,
             entry: list[Any]) -> _Frame:
        """A frame for the node ``pos`` is at, with each child's key and a first entry for each new
        child: a defender without an answer is mated at once (and the attacker's node needs no other
        child: mate in one is the shortest), any other child gets its moves when it is first searched."""
        f = _Frame(key, info, or_node, depth, thpn, thdn, entry, self.budget.nodes)
        moves = f.moves
        if not moves or not entry[PN] or not entry[DN]:
            return f
        pos = self.pos
        tt = self.tt
        keys = f.keys
        infos = f.infos
        path = self.path
        tick = self.budget.tick
        plain = self.hands is not None
        for m in moves:
            pos.push(m)
            self.path_moves.append(m)
            ck = self.key(depth + 1)
            cinfo = self.info(ck) if plain else None
            keys.append(ck)
            infos.append(cinfo)
            tick()
            mated = False
            e = tt.get(ck)
            if ck not in path and (e is None or (plain and e[PN] and e[DN])):
                dom = self.dominated(cinfo) if plain else None
                if dom is not None:
                    tt[ck] = dom
                elif e is not None:
                    pass
                elif or_node and not has_evasion(pos):
                    e = _entry(0, INF)
                    e[MOVES] = []
                    if cinfo is not None:
                        e[HANDS] = mated_hands(cinfo[4])
                    tt[ck] = e
                    mated = True
                elif or_node and depth + 1 >= self.limit:
                    tt[ck] = [INF, 0, 0, [], None, CUT_DEPTH, 0, None]  # no plies left to mate in
                else:
                    tt[ck] = _entry()
            self.path_moves.pop()
            pos.pop()
            if mated:
                break
        if len(tt) > self.table_size:
            self.collect()
        return f

    def child_values(self, ck: int) -> tuple[int, int, frozenset[int] | None, int]:
        """(pn, dn, the path positions a refutation depends on, why it was cut: CUT_* bits) of the
        child ``ck``."""
        if ck in self.path:
            return INF, 0, frozenset((ck,)), 0
        e = self.tt.get(ck)
        if e is None:
            return 1, 1, None, 0
        rep = e[REP]
        if rep is not None and not self.path.keys() >= rep:
            return 1, 1, None, 0  # refuted through repetitions that this path does not have
        return e[PN], e[DN], rep, e[LIMITED]

    def evaluate(self, f: _Frame) -> tuple[int, int, int, int, int]:
        """(pn, dn, index of the child to search, its pn and dn thresholds)."""
        if not f.keys:
            return f.entry[PN], f.entry[DN], -1, 0, 0
        best = -1
        values = self.child_values
        if f.or_node:
            # pn = min over children, dn = sum; search the child of least pn
            pn = pn2 = INF
            dn = 0
            best_dn = 0
            for i, ck in enumerate(f.keys):
                cpn, cdn, _, _ = values(ck)
                dn += cdn
                if cpn < pn:
                    pn2 = pn
                    pn = cpn
                    best = i
                    best_dn = cdn
                elif cpn < pn2:
                    pn2 = cpn
            if dn >= INF:
                dn = INF if pn == 0 else INF - 1
            if pn >= INF:
                dn = 0
            return pn, dn, best, min(f.thpn, pn2 + 1 + (pn2 >> 2)), f.thdn - dn + best_dn
        # pn = sum over children, dn = min; search the child of least dn
        dn = dn2 = INF
        pn = 0
        best_pn = 0
        for i, ck in enumerate(f.keys):
            cpn, cdn, _, _ = values(ck)
            pn += cpn
            if cdn < dn:
                dn2 = dn
                dn = cdn
                best = i
                best_pn = cpn
            elif cdn < dn2:
                dn2 = cdn
        if pn >= INF:
            pn = INF if dn == 0 else INF - 1
        if dn >= INF:
            pn = 0
        return pn, dn, best, f.thpn - pn + best_pn, min(f.thdn, dn2 + 1 + (dn2 >> 2))

    def close(self, f: _Frame, pn: int, dn: int) -> None:
        """Store the frame's result in its entry: a proof's length and hands, a refutation's
        dependencies (repetitions on the path, the ply limit) or hands."""
        e = f.entry
        e[WORK] += self.budget.nodes - f.nodes0
        if not f.keys:  # a terminal node: its entry says it all
            self._remember(f, e)
            return
        e[PN], e[DN] = pn, dn
        if pn == 0:
            self._close_proof(f, e)
        elif dn == 0:
            self._close_refutation(f, e)
        self._remember(f, e)

    def _close_proof(self, f: _Frame, e: list[Any]) -> None:
        e[DN] = INF
        e[REP] = e[HANDS] = None
        e[LIMITED] = 0
        proven = []
        for i, ck in enumerate(f.keys):
            c = self.tt.get(ck)
            if c is not None and c[PN] == 0 and ck not in self.path:
                proven.append((c[DIST], i, c))
        if f.or_node:
            dist, i, c = min(proven, key=lambda t: (t[0], t[1]))
            e[DIST] = dist + 1
            proven = [(dist, i, c)]
        else:
            e[DIST] = max(p[0] for p in proven) + 1
        if f.info is None:
            return
        children = []
        for _, i, c in proven:
            ci = f.infos[i]
            if c[HANDS] is None or ci is None:
                return
            children.append((ci[3], ci[4], *c[HANDS]))
        at, dt = f.info[3], f.info[4]
        e[HANDS] = or_proof(at, dt, children[0]) if f.or_node else and_proof(at, dt, children)

    def _close_refutation(self, f: _Frame, e: list[Any]) -> None:
        e[PN] = INF
        rep: frozenset[int] = frozenset()
        limited = 0
        clean = []  # (index, entry) of children refuted with hands and nothing else to depend on
        if f.or_node:  # every child refuted
            for i, ck in enumerate(f.keys):
                _, _, r, lim = self.child_values(ck)
                if r:
                    rep |= r
                limited |= lim
                c = self.tt.get(ck)
                if not r and not lim and c is not None and c[HANDS] is not None:
                    clean.append((i, c))
            if len(clean) != len(f.keys):
                clean = []
        else:  # one refuted child suffices: the one that depends on least
            choices = []
            for i, ck in enumerate(f.keys):
                cpn, cdn, r, lim = self.child_values(ck)
                if cdn == 0:
                    c = self.tt.get(ck)
                    handed = c is not None and c[HANDS] is not None and not r and not lim
                    choices.append((len(r or ()), lim, not handed, i, r))
            n, limited, unhanded, i, r = min(choices, key=lambda t: t[:4])
            rep = r or frozenset()
            if not n and not limited and not unhanded:
                clean = [(i, self.tt[f.keys[i]])]
        rep = rep - {f.key}
        e[REP] = rep or None
        e[LIMITED] = limited
        e[HANDS] = None
        if f.info is not None and clean and not rep and not limited:
            children = [(f.infos[i][3], f.infos[i][4], *c[HANDS]) for i, c in clean]  # type: ignore[index]
            at, dt = f.info[3], f.info[4]
            e[HANDS] = or_disproof(at, dt, children) if f.or_node else and_disproof(at, dt, children[0])

    def _remember(self, f: _Frame, e: list[Any]) -> None:
        """Keep the entry; a proof or clean refutation with hands also goes to the hand table."""
        self.tt[f.key] = e
        if f.info is not None and e[HANDS] is not None and self.hands is not None:
            if e[PN] == 0:
                at, dt = e[HANDS]
                self.hands.add_proof(f.info[0], at, dt, e[DIST])
            elif e[DN] == 0:
                self.hands.add_disproof(f.info[0], *e[HANDS])

    def collect(self) -> None:
        """The table is full: drop the least searched half of the unproven entries (not those of the
        path).  Proofs are kept for the line; when they alone fill the table the search gives up."""
        others = sorted((e[WORK], k) for k, e in self.tt.items() if e[PN] != 0 and k not in self.path)
        proofs = len(self.tt) - len(others) + (self.hands.counts[0] if self.hands is not None else 0)
        if proofs > self.table_size * 3 // 4:
            raise _Stopped("memory")
        for _, k in others[: len(others) // 2 + 1]:
            del self.tt[k]

    # ------------------------------------------------------------------ the line
    def proof_length(self, depth: int, probe: bool = False) -> int | None:
        """The mate length of the position ``pos`` is at, if the table proves it; with ``probe`` a
        defender without an answer counts too (asked of the core: slow where actions are many)."""
        key = self.key(depth)
        e = self.tt.get(key)
        if e is not None and e[PN] == 0:
            return int(e[DIST])
        dom = self.dominated(self.info(key))
        if dom is not None and dom[PN] == 0:
            return int(dom[DIST])
        if probe and depth % 2 and not has_evasion(self.pos):
            return 0  # a mate found while opening a node that was then proven through other hands
        return None

    def best_child(self, moves: list[Any], or_node: bool, depth: int, probe: bool) -> tuple[int, int] | None:
        """(score, index) of the child to follow in the line: the shortest proof (attacker), the
        longest (defender, as a negative score); None if a child it needs is not proven."""
        pos = self.pos
        best: tuple[int, int] | None = None
        for i, m in enumerate(moves):
            pos.push(m)
            self.path_moves.append(m)
            d = self.proof_length(depth, probe)
            self.path_moves.pop()
            pos.pop()
            if d is None:
                if not or_node:
                    return None
                continue
            score = d if or_node else -d
            if best is None or score < best[0]:
                best = (score, i)
        return best

    def line(self) -> list[Any] | None:
        """The mate line from the (proven) root: at attacker nodes the child with the shortest proof,
        at defender nodes the one with the longest; None if a proof it needs was dropped."""
        pos = self.pos
        out: list[Any] = []
        try:
            length = self.proof_length(0)
            while length is not None and len(out) <= self.limit:
                or_node = len(out) % 2 == 0
                moves = checks(pos) if or_node else evasions(pos)
                if not moves:
                    return None if or_node else out
                best = self.best_child(moves, or_node, len(out) + 1, False)
                if best is None and or_node:  # the mate found while opening the node: probe for it
                    best = self.best_child(moves, or_node, len(out) + 1, True)
                if best is None or abs(best[0]) >= length:
                    return None
                length = abs(best[0])
                m = moves[best[1]]
                pos.push(m)
                self.path_moves.append(m)
                out.append(m)
            return None
        finally:
            for _ in out:
                pos.pop()
                self.path_moves.pop()


def mate_search(pos: Position, limits: MateLimits | None = None, stop: StopTest | Any = None,
                on_progress: Callable[[MateProgress], None] | None = None) -> MateResult:
    """Look for a forced mate by the side to move (see the module docstring).  ``stop``: a callable,
    or an object with ``is_set()`` (threading.Event, multiprocessing.Event), polled during the search.
    ``pos`` is left as it was."""
    limits = limits or MateLimits()
    test: StopTest | None = stop if stop is None or callable(stop) else stop.is_set
    budget = _Budget(limits, test, on_progress)
    work = pos.copy()
    them = work.side ^ 1
    if work.king_sq[them] >= 0 and work.attacked(work.king_sq[them], work.side):
        raise ValueError("the side not to move is in check: not a position of a game")
    top = max(1, limits.max_ply)
    # 1. one df-pn over positions (transpositions at any depth shared, repetitions seen): a mate, soon
    first: list[Any] | None = None
    if top > 1:
        quick = _DfPn(work, budget, by_depth=False)
        budget.depth = 0  # no claim yet about shorter mates
        try:
            root = quick.run(top)
        except _Stopped as stopped:
            return MateResult(MateStatus.UNKNOWN, nodes=budget.nodes, time=budget.elapsed(), stopped_by=stopped.reason)
        # refuted, or cut by chance events only: no ply limit changes it (refuted at the ply limit: a node
        # cut there may hide a mate met sooner elsewhere, one node per position; the limited searches decide)
        if root[PN] != 0 and not root[LIMITED] & CUT_DEPTH:
            return _no_mate(root, budget)
        if root[PN] == 0:
            first = quick.line()
            if first is not None and (len(first) == 1 or not limits.shortest):
                return _mate(pos, first, budget, len(first) == 1)
            if first is not None:
                budget.found = len(first)
                budget.report()  # a mate is there: the user hears it while the shorter ones are looked for
    # 2. df-pn with a ply limit of 1, 3, 5, ... below the mate found: the first limit that proves a mate
    # gives the mate length; a stop keeps the mate found, not proven shortest
    search = _DfPn(work, budget)
    below = len(first) - 1 if first is not None else top + 1
    for limit in range(1, below, 2) if limits.shortest else [top]:
        budget.depth = limit
        try:
            root = search.run(limit)
        except _Stopped as stopped:
            if first is not None:
                return _mate(pos, first, budget, False)
            return MateResult(MateStatus.UNKNOWN, nodes=budget.nodes, time=budget.elapsed(), stopped_by=stopped.reason)
        if root[PN] == 0:
            line = search.line()
            if line is None:  # pragma: no cover - proofs are kept (the search gives up before dropping one)
                raise RuntimeError("mate proven but its line was lost")
            return _mate(pos, line, budget, limits.shortest)
        if first is None and not root[LIMITED] & CUT_DEPTH:  # refuted, or cut by chance events only
            return _no_mate(root, budget)
    if first is not None:  # no mate in fewer plies: the first one is the shortest
        return _mate(pos, first, budget, True)
    return MateResult(MateStatus.UNKNOWN, nodes=budget.nodes, time=budget.elapsed(), stopped_by="depth")


def _no_mate(root: list[Any], budget: _Budget) -> MateResult:
    """The answer of a refuted root: no mate, or unknown where the ply limit or a chance event cut it."""
    if not root[LIMITED]:
        return MateResult(MateStatus.NO_MATE, nodes=budget.nodes, time=budget.elapsed())
    reason = "depth" if root[LIMITED] & CUT_DEPTH else "chance"
    return MateResult(MateStatus.UNKNOWN, nodes=budget.nodes, time=budget.elapsed(), stopped_by=reason)


def _mate(pos: Position, line: list[Any], budget: _Budget, shortest: bool) -> MateResult:
    texts = []
    work = pos.copy()
    for m in line:
        texts.append(action_text(work, m))
        work.push(m)
    return MateResult(MateStatus.MATE, tuple(line), tuple(texts), budget.nodes, budget.elapsed(), shortest)
