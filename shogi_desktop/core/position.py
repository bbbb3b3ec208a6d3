"""The position: board, hands, side to move, per-piece statuses and add-on state, with make/unmake.

Plain moves and drops are small ints (fast for search and perft):

* board move: ``from | to << 7 | promote << 14``
* drop:       ``(81 + kind_index) | to << 7``

Special actions (cards, magic; actions of several steps) are :class:`~.actions.Action` objects and go
through the same :meth:`Position.push` / :meth:`Position.pop`.  Everything about legality lives here
and in the add-on hooks; the UI only asks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .actions import Action, ActionHook, Edit
from .outcome import IllegalReason, Outcome, Termination
from .powers import variant_hooks
from .sfen import SfenData, format_board, format_hands, parse_sfen
from .tables import NSQ, LegalTables, Tables, code_of, legal_tables, parse_square, square_name, tables_for
from .variant import PieceKind, Variant

BLACK, WHITE = 0, 1
PROMOTE = 1 << 14
Move = int


def move_from(m: int) -> int:
    return m & 127


def move_to(m: int) -> int:
    return (m >> 7) & 127


def is_drop(m: int) -> bool:
    return (m & 127) >= NSQ


def is_promotion(m: int) -> bool:
    return bool(m & PROMOTE)


def make_move(frm: int, to: int, promote: bool = False) -> int:
    return frm | to << 7 | (PROMOTE if promote else 0)


def make_drop(kind_index: int, to: int) -> int:
    return (NSQ + kind_index) | to << 7


@dataclass
class PieceStatus:
    """Statuses carried by one piece (RULES.md §7); moves with the piece."""

    immune_until: int | None = None  # ply number through which it cannot be captured
    immune_except: frozenset[str] = frozenset()  # kind letters that may still capture it
    token: bool = False  # leaves the game when captured or sent to a hand
    carrier: bool = False
    rider: int = 0  # piece code carried (0: none)
    kind_on_capture: str | None = None  # overrides the variant's capture rule

    def copy(self) -> PieceStatus:
        return PieceStatus(self.immune_until, self.immune_except, self.token, self.carrier, self.rider,
                           self.kind_on_capture)


class Snapshot:
    """An immutable-by-convention copy of everything a position holds; cheap to keep per record node.

    The history (``keys``, the repetition keys, and ``stack``, the undo entries, so a rebuilt position
    can still pop and count repetitions) is stored whole, or, for a snapshot taken right after a push
    from the position of another snapshot (``Position.snapshot(parent)``, what the record does for every
    move), as that parent and the one key and entry the push added: the record then keeps one board
    and one entry per ply instead of a copy of the whole history at every node.  ``keys`` and ``stack``
    rebuild the tuples when asked for.
    """

    __slots__ = ("variant_id", "board", "hands", "side", "move_number", "statuses", "addon", "hash", "depth",
                 "_keys", "_stack", "_parent")

    def __init__(self, variant_id: str, board: tuple[int, ...], hands: tuple[tuple[int, ...], tuple[int, ...]],
                 side: int, move_number: int, statuses: tuple[tuple[int, PieceStatus], ...] = (),
                 addon: tuple[Any, Any] = (None, None), keys: tuple[int, ...] = (),
                 stack: tuple[tuple[Any, ...], ...] = (), hash: int = 0) -> None:
        self.variant_id = variant_id
        self.board = board
        self.hands = hands
        self.side = side
        self.move_number = move_number
        self.statuses = statuses
        self.addon = addon
        self.hash = hash
        self.depth = len(stack)  # the length of the undo history
        self._keys: Any = keys  # the whole tuple, or (with a parent) the last key only
        self._stack: Any = stack  # likewise: the whole tuple, or the last entry only
        self._parent: Snapshot | None = None

    @property
    def keys(self) -> tuple[int, ...]:
        """The repetition keys of the position's history, the last one its own."""
        own: list[int] = []
        snap = self
        while snap._parent is not None:
            own.append(snap._keys)
            snap = snap._parent
        own.reverse()
        return snap._keys + tuple(own) if own else snap._keys

    @property
    def stack(self) -> tuple[tuple[Any, ...], ...]:
        """The undo entries of the position's history, the last one the ply that led here."""
        own: list[tuple[Any, ...]] = []
        snap = self
        while snap._parent is not None:
            own.append(snap._stack)
            snap = snap._parent
        own.reverse()
        return snap._stack + tuple(own) if own else snap._stack

    def _fields(self) -> tuple[Any, ...]:
        return (self.variant_id, self.board, self.hands, self.side, self.move_number, self.statuses, self.addon,
                self.keys, self.stack, self.hash)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Snapshot):
            return NotImplemented
        return self is other or self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]  # mutable by construction, as the dataclass it was

    def __repr__(self) -> str:
        return (f"Snapshot(variant_id={self.variant_id!r}, board={self.board!r}, hands={self.hands!r}, "
                f"side={self.side!r}, move_number={self.move_number!r}, depth={self.depth})")


_new_snapshot = object.__new__
_NO_ADDON: tuple[Any, Any] = (None, None)


class Position:
    """A mutable position with fast make/unmake."""

    __slots__ = ("variant", "T", "board", "hands", "side", "ply", "start_move_number", "statuses", "addon",
                 "hash", "king_sq", "hooks", "after_ply", "_stack", "_keys", "_chk", "_chk_flag")

    def __init__(self, variant: Variant | str = "standard") -> None:
        if isinstance(variant, str):
            self.T: Tables = tables_for(variant)
        else:
            self.T = tables_for(variant.id)
        self.variant: Variant = self.T.variant
        n = len(self.variant.kinds)
        self.board: list[int] = [0] * NSQ
        self.hands: list[list[int]] = [[0] * n, [0] * n]
        self.side = BLACK
        self.ply = 0  # plies played since this position was set up
        self.start_move_number = 1
        self.statuses: dict[int, PieceStatus] = {}
        self.addon: list[Any] = [None, None]  # per-player add-on state (cards, magic)
        self.hash = 0
        self.king_sq = [-1, -1]
        self.hooks: dict[str, ActionHook] = {}  # action name -> the add-on hook that defines it
        self.hooks.update(variant_hooks(self.variant))
        if self.variant.addons:  # cards, magic: their actions (core/addons)
            from .addons import addon_hooks

            self.hooks.update(addon_hooks(self.variant))
        # An add-on that changes the state after certain plies (magic gains, core/addons/fantasista.py).
        self.after_ply: Any = None
        if self.variant.addons:
            from .addons import addon_after_ply

            self.after_ply = addon_after_ply(self.variant)
        self._stack: list[tuple[Any, ...]] = []
        self._keys: list[int] = []
        # push_legal's note of whether its last push gave check: the hash object after it, and the flag.
        self._chk: int | None = None
        self._chk_flag = False

    # ----------------------------------------------------------------- construction
    @classmethod
    def from_sfen(cls, sfen: str, variant: Variant | str = "standard") -> Position:
        pos = cls(variant)
        pos._load(parse_sfen(sfen, pos.variant))
        return pos

    @classmethod
    def initial(cls, variant: Variant | str = "standard", handicap: str | None = None) -> Position:
        pos = cls(variant)
        if handicap:
            from .handicap import handicap_sfen

            pos._load(parse_sfen(handicap_sfen(handicap, pos.variant), pos.variant))
        else:
            pos._load(parse_sfen(pos.variant.start, pos.variant))
        return pos

    def _load(self, data: SfenData) -> None:
        self.board = list(data.board)
        self.hands = [list(data.hands[0]), list(data.hands[1])]
        self.side = data.side
        self.start_move_number = data.move_number
        self.ply = 0
        self.statuses = {}
        self._stack = []
        self._find_kings()
        if self.variant.addons:  # add-on state (cards held and spent, statuses) from the extra fields
            from .addons import load_addon_state

            load_addon_state(self, data.extra)
        self.hash = self._compute_hash()
        self._keys = [self.hash]

    def _find_kings(self) -> None:
        """``king_sq[c]``: the square of c's royal piece; -1 when c has none, or two (a king and a prince,
        card 出世金: then neither is in check and either may be left attacked, RULES.md §5)."""
        self.king_sq = [-1, -1]
        count = [0, 0]
        for sq, code in enumerate(self.board):
            if code in self.T.royal_codes:
                c = 0 if code > 0 else 1
                self.king_sq[c] = sq
                count[c] += 1
        for c in (0, 1):
            if count[c] > 1:
                self.king_sq[c] = -1

    def _compute_hash(self) -> int:
        T = self.T
        h = 0
        for sq, code in enumerate(self.board):
            if code:
                h ^= T.zob[code][sq]
        for c in (0, 1):
            for k, n in enumerate(self.hands[c]):
                if n:
                    h ^= T.zob_hand[c][k][min(n, 40)]
        if self.side:
            h ^= T.zob_side
        # Add-on state (cards, magic) and piece statuses are part of a position's identity (千日手).
        # Add-on states are immutable values; plain moves leave them alone, so the incremental
        # hash of push() keeps this component unchanged.
        if self.addon[0] is not None or self.addon[1] is not None:
            h ^= hash(("addon", self.addon[0], self.addon[1])) & 0xFFFFFFFFFFFFFFFF
        if self.statuses:
            h ^= hash(tuple(sorted((k, repr(v)) for k, v in self.statuses.items()))) & 0xFFFFFFFFFFFFFFFF
        return h

    def copy(self) -> Position:
        """A copy with the same history (so repetition still works on the copy)."""
        new = Position.__new__(Position)
        new.variant = self.variant
        new.T = self.T
        new.board = self.board[:]
        new.hands = [self.hands[0][:], self.hands[1][:]]
        new.side = self.side
        new.ply = self.ply
        new.start_move_number = self.start_move_number
        new.statuses = {k: v.copy() for k, v in self.statuses.items()}
        new.addon = [_copy_state(a) for a in self.addon]
        new.hash = self.hash
        new.king_sq = self.king_sq[:]
        new.hooks = dict(self.hooks)
        new.after_ply = self.after_ply.copy() if self.after_ply is not None else None
        new._stack = self._stack[:]
        new._keys = self._keys[:]
        new._chk = self._chk  # (the same hash object: the note holds for the copy)
        new._chk_flag = self._chk_flag
        return new

    def snapshot(self, parent: Snapshot | None = None) -> Snapshot:
        """A snapshot of this position.  ``parent``: the snapshot of this position as it was before its
        last push; the new one then keeps its history as a link to it (see :class:`Snapshot`)."""
        st = self.statuses
        addon = self.addon
        stack = self._stack
        if parent is not None and parent.depth + 1 == len(stack) and self._keys[-2] == parent.hash:
            # Built slot by slot: the record takes one per ply.
            entry = stack[-1]
            snap = _new_snapshot(Snapshot)
            snap.variant_id = parent.variant_id
            snap.board = tuple(self.board)
            # A board move that put nothing in a hand (no capture, hk < 0) leaves the hands as they were.
            if len(entry) == 5 and entry[2] < 0 and type(entry[0]) is int and entry[0] & 127 < NSQ:
                snap.hands = parent.hands
            else:
                snap.hands = (tuple(self.hands[0]), tuple(self.hands[1]))
            snap.side = self.side
            snap.move_number = parent.move_number + 1
            snap.statuses = tuple((k, v.copy()) for k, v in sorted(st.items())) if st else ()
            snap.addon = _NO_ADDON if addon[0] is None and addon[1] is None else \
                (_copy_state(addon[0]), _copy_state(addon[1]))
            snap.hash = self.hash
            snap.depth = len(stack)
            snap._keys = self._keys[-1]
            snap._stack = entry
            snap._parent = parent
            return snap
        return Snapshot(
            self.variant.id,
            tuple(self.board),
            (tuple(self.hands[0]), tuple(self.hands[1])),
            self.side,
            self.start_move_number + self.ply,
            tuple((k, v.copy()) for k, v in sorted(st.items())) if st else (),
            (addon[0], addon[1]) if addon[0] is None and addon[1] is None else
            (_copy_state(addon[0]), _copy_state(addon[1])),
            tuple(self._keys),
            tuple(stack),
            self.hash,
        )

    @classmethod
    def from_snapshot(cls, snap: Snapshot, history: bool = True) -> Position:
        """Rebuild a position from a snapshot, with its repetition and undo history (without it, when
        ``history`` is False: the same board, hands and side to move, for legality alone, in time
        independent of the length of the game)."""
        pos = cls(snap.variant_id)
        pos.board = list(snap.board)
        pos.hands = [list(snap.hands[0]), list(snap.hands[1])]
        pos.side = snap.side
        pos._stack = list(snap.stack) if history else []
        pos.ply = len(pos._stack)
        pos.start_move_number = snap.move_number - pos.ply
        pos.statuses = {k: v.copy() for k, v in snap.statuses}
        pos.addon = [_copy_state(snap.addon[0]), _copy_state(snap.addon[1])]
        pos._find_kings()
        pos.hash = snap.hash or pos._compute_hash()
        pos._keys = (list(snap.keys) if history else []) or [pos.hash]
        return pos

    # ----------------------------------------------------------------- accessors
    @property
    def move_number(self) -> int:
        return self.start_move_number + self.ply

    def piece_at(self, sq: int) -> tuple[PieceKind, int] | None:
        """(kind, colour) on a square, or None."""
        code = self.board[sq]
        if not code:
            return None
        return self.variant.kinds[abs(code) - 1], (BLACK if code > 0 else WHITE)

    def hand_counts(self, color: int) -> dict[PieceKind, int]:
        return {self.variant.kinds[k]: n for k, n in enumerate(self.hands[color]) if n}

    def sfen(self) -> str:
        text = (f"{format_board(self.board, self.variant)} {'b' if self.side == BLACK else 'w'} "
                f"{format_hands(self.hands, self.variant)} {self.move_number}")
        if self.variant.addons:  # add-on state as extra fields (docs/notation.md)
            from .addons import addon_sfen_fields

            text = " ".join([text, *addon_sfen_fields(self)])
        return text

    def position_key(self) -> int:
        """The identity used for 千日手: board, hands, side to move and add-on state."""
        return self.hash

    def __repr__(self) -> str:
        return f"Position({self.sfen()!r}, variant={self.variant.id!r})"

    # ----------------------------------------------------------------- attacks
    def attacked(self, t: int, by: int) -> bool:
        """Is square ``t`` attacked by a piece of colour ``by`` (ordinary movement only)?"""
        board = self.board
        T = self.T
        for s, codes in T.leap_att[by][t]:
            if board[s] in codes:
                return True
        for path, codes in T.ray_att[by][t]:
            for s in path:
                q = board[s]
                if q:
                    if q in codes:
                        return True
                    break
        if T.irregular[by]:
            return self._irregular_attack(t, by)
        return False

    def _irregular_attack(self, t: int, by: int) -> bool:
        board = self.board
        codes = self.T.irregular[by]
        for s in range(NSQ):
            q = board[s]
            if q in codes:
                for path in self.T.rays[by][abs(q) - 1][s]:
                    for u in path:
                        if u == t:
                            return True
                        if board[u]:
                            break
        return False

    def attackers(self, t: int, by: int) -> list[int]:
        """Squares of the ``by`` pieces attacking ``t`` (for check highlights and teaching)."""
        out = []
        board = self.board
        for s in range(NSQ):
            q = board[s]
            if q and (q > 0) == (by == BLACK):
                k = abs(q) - 1
                if t in self.T.steps[by][k][s] or t in self.T.steps_c[by][k][s]:
                    out.append(s)
                    continue
                for path in self.T.rays[by][k][s]:
                    done = False
                    for u in path:
                        if u == t:
                            out.append(s)
                            done = True
                            break
                        if board[u]:
                            break
                    if done:
                        break
        return out

    def is_check(self) -> bool:
        k = self.king_sq[self.side]
        return k >= 0 and self.attacked(k, self.side ^ 1)

    # ----------------------------------------------------------------- move generation
    def pseudo_legal_moves(self) -> list[int]:
        """Moves and drops obeying movement, promotion, 二歩 and dead-drop rules, ignoring self-check."""
        T = self.T
        board = self.board
        c = self.side
        black = c == BLACK
        moves: list[int] = []
        app = moves.append
        steps = T.steps[c]
        rays = T.rays[c]
        pzone = T.promo_zone[c]
        must = T.must_promote[c]
        plain = T.plain
        immune = T.immune
        empties = []
        for s in range(NSQ):
            p = board[s]
            if not p:
                empties.append(s)
                continue
            if (p > 0) != black:
                continue
            k = p - 1 if black else -p - 1
            pz = pzone[k]
            if pz is None:
                for t in steps[k][s]:
                    q = board[t]
                    if not q or ((q > 0) != black and q not in immune):
                        app(s | t << 7)
                for ray in rays[k][s]:
                    for t in ray:
                        q = board[t]
                        if not q:
                            app(s | t << 7)
                        else:
                            if (q > 0) != black and q not in immune:
                                app(s | t << 7)
                            break
            else:
                mk = must[k]
                s_in = s in pz
                for t in steps[k][s]:
                    q = board[t]
                    if not q or ((q > 0) != black and q not in immune):
                        m = s | t << 7
                        if s_in or t in pz:
                            app(m | PROMOTE)
                            if t not in mk:
                                app(m)
                        else:
                            app(m)
                for ray in rays[k][s]:
                    for t in ray:
                        q = board[t]
                        if q and ((q > 0) == black or q in immune):
                            break
                        m = s | t << 7
                        if s_in or t in pz:
                            app(m | PROMOTE)
                            if t not in mk:
                                app(m)
                        else:
                            app(m)
                        if q:
                            break
            if not plain[k]:
                for t in T.steps_m[c][k][s]:
                    if not board[t]:
                        self._append_with_promotion(moves, k, s, t)
                for t in T.steps_c[c][k][s]:
                    q = board[t]
                    if q and (q > 0) != black and q not in immune:
                        self._append_with_promotion(moves, k, s, t)
        if T.irregular[c]:
            # Reflecting paths can reach one square along several routes: list each move once.
            moves[:] = dict.fromkeys(moves)
        if self.statuses:
            moves[:] = [m for m in moves if self._capture_allowed(m)]
        hand = self.hands[c]
        for k in T.droppable:
            if not hand[k]:
                continue
            ok = T.drop_ok[c][k]
            base = NSQ + k
            if k in T.pawn_kinds:
                code = k + 1 if black else -k - 1
                files = {s % 9 for s in range(NSQ) if board[s] == code}
                for t in empties:
                    if ok[t] and t % 9 not in files:
                        app(base | t << 7)
            else:
                for t in empties:
                    if ok[t]:
                        app(base | t << 7)
        return moves

    def _append_with_promotion(self, moves: list[int], k: int, s: int, t: int) -> None:
        c = self.side
        pz = self.T.promo_zone[c][k]
        m = s | t << 7
        if pz is not None and (s in pz or t in pz):
            moves.append(m | PROMOTE)
            if t not in self.T.must_promote[c][k]:
                moves.append(m)
        else:
            moves.append(m)

    def _capture_allowed(self, m: int) -> bool:
        """Statuses that forbid a capture (immune pieces); only consulted when statuses exist."""
        to = (m >> 7) & 127
        st = self.statuses.get(to)
        if st is None or not self.board[to]:
            return True
        if st.immune_until is not None and self.ply + self.start_move_number <= st.immune_until:
            frm = m & 127
            if frm >= NSQ:
                return True
            letter = self.variant.kinds[abs(self.board[frm]) - 1].letter
            return letter in st.immune_except
        return True

    def legal_moves(self) -> list[int]:
        """Every legal plain move and drop for the side to move."""
        c = self.side
        them = c ^ 1
        T = self.T
        pseudo = self.pseudo_legal_moves()
        ksq = self.king_sq[c]
        board = self.board
        if ksq < 0:
            out = pseudo
        elif not T.irregular[them] and not self.attacked(ksq, them):
            pins = self._pins(ksq, c)
            kcode = board[ksq]
            out = []
            app = out.append
            safe: dict[int, bool] = {}
            for m in pseudo:
                frm = m & 127
                if frm == ksq:
                    to = (m >> 7) & 127
                    ok = safe.get(to)
                    if ok is None:
                        board[ksq] = 0
                        ok = safe[to] = not self.attacked(to, them)
                        board[ksq] = kcode
                    if ok:
                        app(m)
                elif frm in pins:
                    if ((m >> 7) & 127) in pins[frm]:
                        app(m)
                else:
                    app(m)
        else:
            out = [m for m in pseudo if self._leaves_king_safe(m)]
        if T.pawn_kinds and self.king_sq[them] >= 0:
            out = self._filter_pawn_drop_mate(out)
        return out

    def _pins(self, ksq: int, c: int) -> dict[int, frozenset[int]]:
        board = self.board
        black = c == BLACK
        pins: dict[int, frozenset[int]] = {}
        for path, codes in self.T.ray_att[c ^ 1][ksq]:
            blocker = -1
            for i, s in enumerate(path):
                q = board[s]
                if q:
                    if blocker < 0:
                        if (q > 0) == black:
                            blocker = s
                            continue
                        break
                    if q in codes:
                        pins[blocker] = frozenset(path[: i + 1])
                    break
        return pins

    def _leaves_king_safe(self, m: int | Action) -> bool:
        c = self.side
        self.push(m)
        k = self.king_sq[c]
        ok = k < 0 or not self.attacked(k, c ^ 1)
        self.pop()
        return ok

    def _filter_pawn_drop_mate(self, moves: list[int]) -> list[int]:
        c = self.side
        T = self.T
        hand = self.hands[c]
        ek = self.king_sq[c ^ 1]
        bad: list[int] = []
        for k in T.pawn_kinds:
            if not hand[k]:
                continue
            for t in range(NSQ):
                if ek in T.steps[c][k][t] or ek in T.steps_c[c][k][t]:
                    m = (NSQ + k) | t << 7
                    if m in moves and self._drop_mates(m):
                        bad.append(m)
        if not bad:
            return moves
        return [m for m in moves if m not in bad]

    def _drop_mates(self, m: int) -> bool:
        self.push(m)
        mated = not self.has_legal_move()
        self.pop()
        return mated

    def has_legal_move(self) -> bool:
        # Add-on actions (cards, magic) count too once the add-on hooks provide them.
        return bool(self.legal_moves()) or bool(self.special_actions())

    def special_actions(self) -> list[Action]:
        """Legal card and magic actions offered by the add-on hooks (none in a plain game).

        A hook proposes actions; the position keeps those whose complete result leaves the mover's
        royal piece unattacked (intermediate steps are not checked, RULES.md §5).
        """
        if not self.hooks:
            return []
        out: list[Action] = []
        for hook in {id(h): h for h in self.hooks.values()}.values():
            for action in hook.actions(self):
                if self._leaves_king_safe(action):
                    out.append(action)
        return out

    def legal_actions(self) -> list[Any]:
        return [*self.legal_moves(), *self.special_actions()]

    def is_legal(self, m: int) -> bool:
        """Is the plain move or drop ``m`` legal?  Checks this one move only (fast: kifu readers use it)."""
        if type(m) is not int or m < 0 or m >> 15:
            return False
        c = self.side
        black = c == BLACK
        board = self.board
        T = self.T
        frm = m & 127
        to = (m >> 7) & 127
        if to >= NSQ:
            return False
        promote = bool(m & PROMOTE)
        if frm >= NSQ:
            k = frm - NSQ
            if promote or k >= T.nkinds or not self.hands[c][k] or board[to] or not T.drop_ok[c][k][to]:
                return False
            if k in T.pawn_kinds:
                code = k + 1 if black else -k - 1
                if any(board[s] == code for s in range(to % 9, NSQ, 9)):
                    return False
        else:
            p = board[frm]
            if not p or (p > 0) != black:
                return False
            q = board[to]
            if q and ((q > 0) == black or q in T.immune):
                return False
            k = p - 1 if black else -p - 1
            if not (to in T.steps[c][k][frm] or (to in T.steps_m[c][k][frm] and not q)
                    or (to in T.steps_c[c][k][frm] and q)):
                reached = False
                for ray in T.rays[c][k][frm]:
                    for t in ray:
                        if t == to:
                            reached = True
                            break
                        if board[t]:
                            break
                    if reached:
                        break
                if not reached:
                    return False
            pz = T.promo_zone[c][k]
            if promote:
                if pz is None or not (frm in pz or to in pz):
                    return False
            elif pz is not None and to in T.must_promote[c][k]:
                return False
            if self.statuses and not self._capture_allowed(m):
                return False
        if not self._leaves_king_safe(m):
            return False
        if frm >= NSQ and frm - NSQ in T.pawn_kinds and self.king_sq[c ^ 1] >= 0:
            ek = self.king_sq[c ^ 1]
            k = frm - NSQ
            if (ek in T.steps[c][k][to] or ek in T.steps_c[c][k][to]) and self._drop_mates(m):
                return False
        return True

    def push_legal(self, m: int, parent: Snapshot | None = None) -> Snapshot | bool:
        """Push the plain move or drop ``m`` if it is legal: False if it is not (the position is left as
        it was), else True, or with ``parent`` (the snapshot of this position before the move) the
        snapshot after it, as ``snapshot(parent)`` would give it.

        The same answers as ``is_legal(m)`` then ``push(m)`` (tests compare them), in one step for the
        kifu readers and the record: movement from per-square reach tables, self-check from the pins
        along the king's lines (no trial push), and whether the move gave check noted for the next call.
        Positions with piece statuses or after-ply add-ons, variants with reflecting pieces, pieces with
        move-only or capture-only leaps, a missing king, evasions and checking pawn drops (打ち歩詰め)
        take the general path."""
        if type(m) is not int or m >> 15 or not self.fast_moves():
            return self._push_if_legal(m, parent)
        if parent is not None and (parent.depth != len(self._stack) or parent.hash != self.hash):
            # Not this position's snapshot: the move, then a whole snapshot.
            return self.snapshot(parent) if self._push_fast(m, None) else False
        return self._push_fast(m, parent)

    def fast_moves(self) -> bool:
        """Does :meth:`push_legal` check plain moves and drops here on its own (no statuses, no after-ply
        add-on, both kings, straight-line attacks)?  Plain moves keep it so, but for a king captured in
        a set-up position, which _push_fast checks for."""
        return (self.T.legal is not None or legal_tables(self.T) is not None) and not self.statuses \
            and self.after_ply is None and self.king_sq[0] >= 0 and self.king_sq[1] >= 0

    def note_check(self) -> bool | None:
        """Whether the side to move is in check, noted for push_legal (copies keep the note); None, and
        no note, in a set-up position where the side not to move is in check or a king is missing."""
        c = self.side
        ksq = self.king_sq[c]
        ek = self.king_sq[c ^ 1]
        if ksq < 0 or ek < 0 or self.attacked(ek, c):
            return None
        self._chk_flag = self.attacked(ksq, c ^ 1)
        self._chk = self.hash
        return self._chk_flag

    def _push_fast(self, m: int, parent: Snapshot | None) -> Snapshot | bool:
        """push_legal for a move int below ``1 << 15`` where fast_moves() holds, ``parent`` None or the
        snapshot of this position."""
        F: LegalTables = self.T.legal  # type: ignore[assignment]
        c = self.side
        king_sq = self.king_sq
        ksq = king_sq[c]
        them = c ^ 1
        ek = king_sq[them]
        if (ksq | ek) < 0:
            return self.push_legal(m, parent)
        h = self.hash
        if self._chk is h:  # (see the end)
            in_check = self._chk_flag
        else:
            noted = self.note_check()
            if noted is None:
                return self._push_if_legal(m, parent)
            in_check = noted
        board = self.board
        frm = m & 127
        to = m >> 7 & 127
        if frm >= NSQ:
            T = self.T
            k = frm - NSQ
            if to >= NSQ or m & PROMOTE or k >= T.nkinds or not self.hands[c][k] or board[to] \
                    or not T.drop_ok[c][k][to]:
                return False
            new = k + 1 if c == BLACK else -k - 1
            if k in T.pawn_kinds:
                if new in board[to % 9::9]:
                    return False  # 二歩
                if in_check or ek in F.reach[new][to]:
                    return self._push_if_legal(m, parent)  # an evasion, or perhaps 打ち歩詰め
            elif in_check:
                return self._push_if_legal(m, parent)
            # The push, as push() makes a drop.
            hand = self.hands[c]
            n = hand[k]
            hand[k] = n - 1
            zh = T.zob_hand[c][k]
            h ^= zh[n] ^ zh[n - 1] ^ F.zob_moved[new][to]
            board[to] = new
            entry: tuple[Any, ...] = (m, 0, -1, self.hash, new)
            hk = 0  # (the hands changed)
        else:
            p = board[frm]
            step = F.steps[c].get(m | p << 15)  # None: no such move (or a piece with move-only leaps)
            if step is None:
                if p in F.odd[c]:
                    return self._push_if_legal(m, parent)
                return False
            for s in step[0]:
                if board[s]:
                    return False
            q = board[to]
            if q and ((q > 0) == (p > 0) or q in F.guarded):
                if q in self.T.immune or (q > 0) == (p > 0):
                    return False  # an own piece, an immune one
                return self._push_if_legal(m, parent)  # capturing a royal piece
            new = step[1]
            if frm == ksq:
                board[frm] = 0
                attacked = self.attacked(to, them)
                board[frm] = p
                if attacked:
                    return False
                king_sq[c] = to
            elif in_check:
                return self._push_if_legal(m, parent)
            else:
                lines = F.lines[them][ksq]
                if frm in lines:  # on a line from the king: pinned if a slider waits behind it
                    line = lines[frm]
                    for s in line[0]:
                        if board[s]:
                            break
                    else:
                        for s in line[1]:
                            r = board[s]
                            if r:
                                if r in line[3] and to not in line[2]:
                                    return False
                                break
            # The push, as push() makes a plain move.
            hk = -1
            if q:
                T = self.T
                h ^= T.zob[q][to]
                hk = T.cap_hand[c][abs(q) - 1]
                if hk >= 0:
                    hand = self.hands[c]
                    n = hand[hk]
                    hand[hk] = n + 1
                    zh = T.zob_hand[c][hk]
                    h ^= zh[n] ^ zh[n + 1 if n < 40 else 40]
            board[frm] = 0
            board[to] = new
            h ^= step[2]
            entry = (m, q, hk, self.hash, p)
        stack = self._stack
        stack.append(entry)
        self.hash = h
        self.side = them
        self.ply += 1
        self._keys.append(h)
        # Did it give check?  The piece now on ``to`` attacks the enemy king, or it left a line open.
        gives = False
        reach = F.reach[new][to]
        if ek in reach:
            gives = True
            for s in reach[ek]:
                if board[s]:
                    gives = False
                    break
        if not gives:
            lines = F.lines[c][ek]
            if frm in lines:  # (never a drop: the keys are squares)
                line = lines[frm]
                for s in line[0]:
                    if board[s]:
                        break
                else:
                    for s in line[1]:
                        r = board[s]
                        if r:
                            gives = r in line[3]
                            break
        # The note holds the hash object itself: while it is the position's hash, the position is this one
        # (every change puts a new object there, and pop puts back the object of the position it returns to).
        self._chk = h
        self._chk_flag = gives
        if parent is None:
            return True
        # The snapshot, slot by slot (see snapshot()): statuses and add-on state are as before the move.
        snap = _new_snapshot(Snapshot)
        snap.variant_id = parent.variant_id
        snap.board = tuple(board)
        snap.hands = parent.hands if hk < 0 else (tuple(self.hands[0]), tuple(self.hands[1]))
        snap.side = them
        snap.move_number = parent.move_number + 1
        snap.statuses = ()
        snap.addon = parent.addon
        snap.hash = h
        snap.depth = parent.depth + 1
        snap._keys = h
        snap._stack = entry
        snap._parent = parent
        return snap

    def _push_if_legal(self, m: int, parent: Snapshot | None = None) -> Snapshot | bool:
        if not self.is_legal(m):
            return False
        self.push(m)
        return True if parent is None else self.snapshot(parent)

    def legal_moves_from(self, sq: int) -> list[int]:
        return [m for m in self.legal_moves() if (m & 127) == sq]

    # ----------------------------------------------------------------- make / unmake
    def push(self, m: int | Action) -> None:
        if self.after_ply is not None and self.after_ply.due(self):
            self._push_after(m)
            return
        if type(m) is not int:
            self._push_action(m)  # type: ignore[arg-type]
            return
        if self.statuses:
            self._push_with_statuses(m)
            return
        T = self.T
        board = self.board
        c = self.side
        frm = m & 127
        to = (m >> 7) & 127
        h = self.hash
        if frm >= NSQ:
            k = frm - NSQ
            code = k + 1 if c == BLACK else -k - 1
            hand = self.hands[c]
            n = hand[k]
            hand[k] = n - 1
            zh = T.zob_hand[c][k]
            h ^= zh[n] ^ zh[n - 1] ^ T.zob[code][to]
            board[to] = code
            self._stack.append((m, 0, -1, self.hash, code))
        else:
            code = board[frm]
            cap = board[to]
            hk = -1
            if cap:
                h ^= T.zob[cap][to]
                hk = T.cap_hand[c][abs(cap) - 1]
                if hk >= 0:
                    hand = self.hands[c]
                    n = hand[hk]
                    hand[hk] = n + 1
                    zh = T.zob_hand[c][hk]
                    h ^= zh[n] ^ zh[n + 1 if n < 40 else 40]
                elif cap in T.royal_codes:  # a king or prince beside its partner (card 出世金)
                    self._push_effect(m)
                    return
            new = T.promote_code[code] if m & PROMOTE else code
            board[frm] = 0
            board[to] = new
            h ^= T.zob[code][frm] ^ T.zob[new][to]
            if code in T.royal_codes and self.king_sq[c] >= 0:  # -1: none, or king and prince
                self.king_sq[c] = to
            self._stack.append((m, cap, hk, self.hash, code))
        self.hash = h ^ T.zob_side
        self.side = c ^ 1
        self.ply += 1
        self._keys.append(self.hash)

    def pop(self) -> Any:
        """Undo the last push; returns the move or action undone."""
        entry = self._stack.pop()
        m = entry[0]
        if len(entry) == 4:  # a ply followed by an add-on's after-ply edits (see _push_after)
            _, inner, edits, note = entry
            self.after_ply.popped(self, note)
            self.apply_edits([Edit(e.kind, e.where, e.new, e.old) for e in reversed(edits)])
            self._stack.append(inner)
            self.pop()
            return m
        if type(m) is not int:
            self._pop_action(entry)
            return m
        if len(entry) != 5:
            self._pop_general(entry)
            return m
        _, cap, hk, old_hash, code = entry
        self.side ^= 1
        c = self.side
        self.ply -= 1
        self._keys.pop()
        self.hash = old_hash
        frm = m & 127
        to = (m >> 7) & 127
        board = self.board
        if frm >= NSQ:
            board[to] = 0
            self.hands[c][frm - NSQ] += 1
        else:
            board[frm] = code
            board[to] = cap
            if hk >= 0:
                self.hands[c][hk] -= 1
            if code in self.T.royal_codes and self.king_sq[c] >= 0:
                self.king_sq[c] = frm
        return m

    def _push_after(self, m: int | Action) -> None:
        """A ply after which an add-on changes the state (a magic gain): the ply, then the add-on's
        edits, kept in one undo entry ``(m, inner entry, edits, note)`` so pop undoes both."""
        hook = self.after_ply
        number = self.move_number
        mover = self.side
        self.after_ply = None
        try:
            self.push(m)
        finally:
            self.after_ply = hook
        try:
            edits, note = hook.edits_after(self, number, mover)
        except BaseException:
            self.after_ply = None
            self.pop()
            self.after_ply = hook
            raise
        self.apply_edits(edits)
        inner = self._stack.pop()
        self._stack.append((m, inner, edits, note))
        self._keys[-1] = self.hash

    def _push_with_statuses(self, m: int) -> None:
        """The general path for positions whose pieces carry statuses (tokens, immunity, riders)."""
        saved = ({k: v.copy() for k, v in self.statuses.items()}, [self.hands[0][:], self.hands[1][:]])
        frm = m & 127
        to = (m >> 7) & 127
        victim = self.statuses.get(to)
        if self.board[to] in self.T.royal_codes or (victim is not None and victim.rider):
            self._push_effect(m)  # a royal beside its partner, a carrier with its rider (cards)
            return
        moved = self.statuses.pop(frm, None) if frm < NSQ else None
        captured = self.statuses.pop(to, None)
        cap_code = self.board[to]
        statuses = self.statuses
        self.statuses = {}
        self.push(m)
        self.statuses = statuses
        if captured is not None and cap_code and (captured.token or captured.kind_on_capture):
            # A token leaves the game instead of going to the captor's hand; a piece with its own
            # kind-on-capture goes to the hand as that kind ("none": it leaves the game).
            captor = self.side ^ 1
            hk = self.T.cap_hand[captor][abs(cap_code) - 1]
            if hk >= 0:
                self.hands[captor][hk] -= 1
            if not captured.token and captured.kind_on_capture not in (None, "none"):
                self.hands[captor][self.variant.kind(captured.kind_on_capture).index] += 1
        if moved is not None:
            self.statuses[to] = moved
        self._expire_statuses()
        entry = self._stack.pop()
        self._stack.append((*entry, saved))
        self.hash = self._compute_hash()
        self._keys[-1] = self.hash

    def _expire_statuses(self) -> None:
        """Drop immunities that ended before the current ply (invincible silver), so they do not linger
        in the position key."""
        mn = self.move_number
        for sq, st in list(self.statuses.items()):
            if st.immune_until is not None and st.immune_until < mn:
                rest = PieceStatus(None, frozenset(), st.token, st.carrier, st.rider, st.kind_on_capture)
                if rest == PieceStatus():
                    del self.statuses[sq]
                else:
                    self.statuses[sq] = rest

    def _push_effect(self, m: int) -> None:
        """A plain move whose capture needs the general rules (a king or prince beside its partner, a
        carrier with its rider): carried out as edits (core/addons/effects.py) and undone like an action."""
        from .addons.effects import move_effect

        self._push_edits(m, move_effect(self, m).edits())

    def _pop_general(self, entry: tuple[Any, ...]) -> None:
        if len(entry) == 3:  # (move, edits, old hash): see _push_effect
            self._pop_action(entry)
            return
        statuses, hands = entry[5]
        self.statuses = {}
        self._stack.append(entry[:5])
        self.pop()
        # Copies: the saved objects may be shared with snapshots of this history.
        self.statuses = {k: v.copy() for k, v in statuses.items()}
        self.hands = [hands[0][:], hands[1][:]]

    def _push_action(self, action: Action) -> None:
        hook = self.hooks.get(action.name)
        if hook is None:
            raise ValueError(f"no add-on in this game defines the action {action.name!r}")
        self._push_edits(action, hook.edits(self, action))

    def _push_edits(self, m: int | Action, edits: list[Edit]) -> None:
        old_hash = self.hash
        self.apply_edits(edits)
        self._stack.append((m, edits, old_hash))
        self.side ^= 1
        self.ply += 1
        self.hash = self._compute_hash()
        self._keys.append(self.hash)

    def _pop_action(self, entry: tuple[Any, ...]) -> None:
        _, edits, old_hash = entry
        self.side ^= 1
        self.ply -= 1
        self._keys.pop()
        self.apply_edits([Edit(e.kind, e.where, e.new, e.old) for e in reversed(edits)])
        self.hash = old_hash

    def apply_edits(self, edits: list[Edit]) -> None:
        """Carry out primitive edits (board squares with statuses, hand counts, add-on state).

        Used by special actions and by the selective revert; the caller keeps the list to undo it.
        """
        for e in edits:
            if e.kind == "square":
                code, status = e.new
                self.board[e.where] = code
                if status is None:
                    self.statuses.pop(e.where, None)
                else:
                    self.statuses[e.where] = status
            elif e.kind == "hand":
                color, kind = e.where
                self.hands[color][kind] = e.new
            elif e.kind == "addon":
                self.addon[e.where] = e.new
            else:
                raise ValueError(f"unknown edit kind {e.kind!r}")
        self._find_kings()
        self.hash = self._compute_hash()

    # ----------------------------------------------------------------- text
    def move_to_usi(self, m: int) -> str:
        frm = m & 127
        to = (m >> 7) & 127
        if frm >= NSQ:
            return f"{self.variant.kinds[frm - NSQ].letter}*{square_name(to)}"
        return f"{square_name(frm)}{square_name(to)}{'+' if m & PROMOTE else ''}"

    def parse_usi(self, text: str) -> int:
        """Parse a USI move or drop (syntax only; see :meth:`legal_move_from_usi`)."""
        text = text.strip()
        if len(text) >= 4 and text[1] == "*":
            letter = text[0].upper()
            if not self.variant.has_kind(letter) or len(text) != 4:
                raise ValueError(f"bad drop {text!r}")
            return make_drop(self.variant.kind(letter).index, parse_square(text[2:4]))
        if len(text) not in (4, 5) or (len(text) == 5 and text[4] != "+"):
            raise ValueError(f"bad move {text!r}: expected USI such as 7g7f, 8h2b+ or P*5e")
        return make_move(parse_square(text[0:2]), parse_square(text[2:4]), len(text) == 5)

    def legal_move_from_usi(self, text: str) -> int:
        m = self.parse_usi(text)
        if m not in self.legal_moves():
            reason = self.explain_illegal(m)
            raise IllegalMoveError(text, reason)
        return m

    # ----------------------------------------------------------------- explanations and endings
    def explain_illegal(self, m: int) -> IllegalReason | None:
        """Why ``m`` is not legal here (None if it is legal)."""
        if m in self.legal_moves():
            return None
        c = self.side
        frm = m & 127
        to = (m >> 7) & 127
        T = self.T
        if frm >= NSQ:
            k = frm - NSQ
            if k >= len(self.hands[c]) or not self.hands[c][k]:
                return IllegalReason.NOT_IN_HAND
            if m & PROMOTE:
                return IllegalReason.CANNOT_PROMOTE  # drops are never promoted
            if self.board[to]:
                return IllegalReason.OCCUPIED
            if not T.drop_ok[c][k][to]:
                return IllegalReason.DEAD_DROP
            if k in T.pawn_kinds:
                code = code_of(self.variant.kinds[k], c)
                if any(self.board[s] == code for s in range(to % 9, NSQ, 9)):
                    return IllegalReason.NIFU
                self.push(m)
                gives_check = self.is_check()
                self.pop()
                if gives_check and self._drop_mates(m):
                    return IllegalReason.UCHIFUZUME
            return IllegalReason.SELF_CHECK
        code = self.board[frm]
        if not code:
            return IllegalReason.NO_PIECE
        if (code > 0) != (c == BLACK):
            return IllegalReason.NOT_YOUR_PIECE
        target = self.board[to]
        if target and (target > 0) == (c == BLACK):
            return IllegalReason.OWN_PIECE
        if target in T.immune:
            return IllegalReason.IMMUNE
        plain = m & ~PROMOTE
        pseudo = self.pseudo_legal_moves()
        if plain not in pseudo and (plain | PROMOTE) not in pseudo:
            if self.statuses.get(to) is not None:
                return IllegalReason.IMMUNE
            return IllegalReason.CANNOT_REACH
        if m not in pseudo:
            return IllegalReason.DEAD_PIECE if m & PROMOTE == 0 else IllegalReason.CANNOT_PROMOTE
        return IllegalReason.SELF_CHECK

    def repetition_count(self) -> int:
        return self._keys.count(self.hash)

    def _in_check_history(self, since: int) -> list[bool]:
        """For each ply after index ``since`` of the key list: did that ply give check?"""
        undone = []
        while len(self._keys) - 1 > since and self._stack:
            undone.append(self.pop())
        flags = []
        for m in reversed(undone):
            self.push(m)
            flags.append(self.is_check())
        return flags

    def outcome(self) -> Outcome | None:
        """Checkmate, stalemate (a loss), 千日手 or perpetual check; None while the game goes on."""
        c = self.side
        if not self.has_legal_move():
            return Outcome(Termination.CHECKMATE if self.is_check() else Termination.STALEMATE, c ^ 1)
        key = self.hash
        if self._keys.count(key) >= 4:
            first = self._keys.index(key)
            if len(self._keys) - 1 - first > len(self._stack):
                return Outcome(Termination.REPETITION, None)
            flags = self._in_check_history(first)
            # flags[i] is the check state after ply first+i+1; plies alternate between the sides.
            # The last ply was made by c^1.
            last_mover = c ^ 1
            by_mover: dict[int, list[bool]] = {0: [], 1: []}
            for i, flag in enumerate(reversed(flags)):
                mover = last_mover if i % 2 == 0 else last_mover ^ 1
                by_mover[mover].append(flag)
            for mover in (last_mover, last_mover ^ 1):
                if by_mover[mover] and all(by_mover[mover]):
                    return Outcome(Termination.PERPETUAL_CHECK, mover ^ 1)
            return Outcome(Termination.REPETITION, None)
        return None

    # ----------------------------------------------------------------- 入玉 declaration
    def impasse_points(self, color: int) -> tuple[int, int]:
        """(points, pieces in the enemy camp other than the king) for the 27-point rule."""
        T = self.T
        camp = T.zone[color]
        points = 0
        count = 0
        for sq in camp:
            code = self.board[sq]
            if code and (code > 0) == (color == BLACK) and code not in T.royal_codes:
                points += self.variant.kinds[abs(code) - 1].impasse_points
                count += 1
        for k, n in enumerate(self.hands[color]):
            points += self.variant.kinds[k].impasse_points * n
        return points, count

    def can_declare_impasse(self) -> bool:
        """The 27-point declaration rule (CSA): the side to move may declare and win now."""
        if not self.variant.impasse_declaration:
            return False
        c = self.side
        k = self.king_sq[c]
        if k < 0 or k not in self.T.zone[c] or self.is_check():
            return False
        points, count = self.impasse_points(c)
        need = 28 if c == BLACK else 27
        return count >= 10 and points >= need


class IllegalMoveError(ValueError):
    def __init__(self, text: str, reason: IllegalReason | None) -> None:
        self.text = text
        self.reason = reason
        super().__init__(f"illegal move {text!r}" + (f" ({reason.value})" if reason else ""))


def _copy_state(state: Any) -> Any:
    if state is None:
        return None
    copy = getattr(state, "copy", None)
    return copy() if callable(copy) else state
