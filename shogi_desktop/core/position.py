"""The position: board, hands, side to move, per-piece statuses and add-on states, with make/unmake.

Plain moves and drops are small ints (fast for search and perft):

* board move: ``from | to << 7 | promote << 14``
* drop:       ``(81 + kind_index) | to << 7``

Special actions (cards, magic; actions of several steps) are :class:`~.actions.Action` objects and go
through the same :meth:`Position.push` / :meth:`Position.pop`.  Everything about legality lives here
and in the hooks of the variant's powers and add-ons (``Variant.addons``, :class:`~.actions.Addon`
objects the position iterates without knowing any); the UI and the engine only ask.

The engine's needs are public methods too (as python-chess gives its ``Board``): a null move
(:meth:`push_null`), the repetition history (:meth:`repeated_at`, :meth:`check_history`), the last
move, captures and evasions, and the mate-in-one finders (``movegen.py``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from typing import Any

from .actions import (
    Action,
    ActionHook,
    AddonEdit,
    AfterPlyHook,
    Edit,
    HandEdit,
    PieceStatus,
    SquareEdit,
    inverse_edits,
)
from .effects import move_effect
from .movegen import (
    allows_mate_in_one,
    evasions,
    has_evasion,
    mate_in_one,
    noisy_moves,
    quick_mate_in_one,
)
from .outcome import IllegalReason, Outcome
from .powers import variant_hooks
from .rules import explain_illegal, outcome
from .sfen import (
    SfenData,
    SfenError,
    format_board,
    format_hands,
    format_status_field,
    parse_sfen,
    parse_status_field,
)
from .snapshot import AddonStates, Snapshot
from .tables import NSQ, LegalTables, Tables, legal_tables, parse_square, square_name, tables_for
from .undo import AfterPlyUndo, EditUndo, MoveUndo, StatusUndo, Undo
from .variant import PieceKind, Variant, addon_of_field

__all__ = ["BLACK", "NSQ", "PROMOTE", "WHITE", "IllegalMoveError", "Move", "PieceStatus", "Position", "Snapshot",
           "is_drop", "is_promotion", "make_drop", "make_move", "move_from", "move_to"]

BLACK, WHITE = 0, 1
PROMOTE = 1 << 14
Move = int
_MASK = 0xFFFFFFFFFFFFFFFF


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


@cache
def _hooks_of(variant: Variant) -> tuple[dict[str, ActionHook], frozenset[str]]:
    """Every action hook of a variant (its pieces' powers, then its add-ons'), and the powers' names."""
    powers = variant_hooks(variant)
    hooks = dict(powers)
    for addon in variant.addons:
        hooks.update(addon.hooks())
    return hooks, frozenset(powers)


def _line_closer(board: list[int], line: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], frozenset[int]]
                 ) -> int:
    """The slider that a piece on the line's square ``s`` stands between a king and (0: none): the squares
    between the king and ``s`` are empty and the first piece beyond ``s`` is one of the line's sliders.
    (``tables.LegalTables.lines``: a pinned piece before a move, a discovered check after one.)"""
    for s in line[0]:
        if board[s]:
            return 0
    for s in line[1]:
        r = board[s]
        if r:
            return r if r in line[3] else 0
    return 0


class Position:
    """A mutable position with fast make/unmake."""

    __slots__ = ("variant", "T", "board", "hands", "side", "ply", "start_move_number", "statuses", "addon_states",
                 "hash", "king_sq", "hooks", "powers", "after_ply", "_stack", "_keys", "_chk", "_chk_flag")

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
        # Each add-on's per-player state (immutable values) by add-on key, in the variant's add-on order.
        self.addon_states: dict[str, tuple[Any, Any]] = {}
        self.hash = 0
        self.king_sq = [-1, -1]
        hooks, powers = _hooks_of(self.variant)
        self.hooks: dict[str, ActionHook] = dict(hooks)  # action name -> the hook that defines it
        self.powers = powers  # the names of the variant's piece powers among them (the lion)
        # The add-ons' hooks that change the state after certain plies (magic gains), one object per position.
        self.after_ply: tuple[AfterPlyHook, ...] = tuple(
            h for a in self.variant.addons if (h := a.after_ply()) is not None)
        self._stack: list[Undo] = []
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
        self.addon_states = {a.key: a.default_state() for a in self.variant.addons}
        if self.variant.addons:  # add-on states (cards held and spent, magic) and statuses: extra fields
            self._load_extra(data.extra)
        self.hash = self._compute_hash()
        self._keys = [self.hash]

    def _load_extra(self, extra: list[str]) -> None:
        """Add-on states and piece statuses from the SFEN's extra fields (docs/notation.md); raises
        :class:`SfenError` naming the field."""
        seen: set[str] = set()
        for i, text in enumerate(extra):
            name, colon, _ = text.partition(":")
            if not colon:
                raise SfenError("extra", 1, f"extra field {i + 1} ({text!r}) is not NAME:VALUE")
            if name in seen:
                raise SfenError(name, 1, f"the field {name}: is given twice")
            seen.add(name)
            if name == "status":
                self.statuses = parse_status_field(text, self.board, self.variant)
                continue
            addon = next((a for a in self.variant.addons if name in a.sfen_fields), None)
            if addon is not None:
                self.addon_states[addon.key] = addon.parse_field(text, self.variant)
            elif addon_of_field(name) is not None:
                raise SfenError(name, 1, f"this game does not play with {name} (variant {self.variant.id})")
            else:
                known = [f for a in self.variant.addons for f in a.sfen_fields] + ["status"]
                raise SfenError(name, 1, f"unknown extra field {name}: (known: {', '.join(known)})")

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
        # Add-on states (cards, magic) and piece statuses are part of a position's identity (千日手).
        # Add-on states are immutable values; plain moves leave them alone, so the incremental
        # hash of push() keeps this component unchanged.
        if self.addon_states:
            h ^= hash(("addon", tuple(self.addon_states.items()))) & _MASK
        if self.statuses:
            h ^= hash(tuple(sorted((k, repr(v)) for k, v in self.statuses.items()))) & _MASK
        return h

    def reset_history(self) -> None:
        """Take the position as it stands for a freshly set-up one (after changing its pieces, statuses
        or add-on states by hand): its key is computed again and its history forgotten."""
        self._find_kings()
        self.hash = self._compute_hash()
        self._keys = [self.hash]
        self._stack = []
        self.start_move_number += self.ply
        self.ply = 0

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
        new.addon_states = dict(self.addon_states)
        new.hash = self.hash
        new.king_sq = self.king_sq[:]
        new.hooks = dict(self.hooks)
        new.powers = self.powers
        new.after_ply = tuple(h.copy() for h in self.after_ply)
        new._stack = self._stack[:]
        new._keys = self._keys[:]
        new._chk = self._chk  # (the same hash object: the note holds for the copy)
        new._chk_flag = self._chk_flag
        return new

    def _addon_tuple(self) -> AddonStates:
        return tuple(self.addon_states.items()) if self.addon_states else ()

    def snapshot(self, parent: Snapshot | None = None) -> Snapshot:
        """A snapshot of this position.  ``parent``: the snapshot of this position as it was before its
        last push; the new one then keeps its history as a link to it (see :class:`Snapshot`)."""
        st = self.statuses
        stack = self._stack
        statuses = tuple((k, v.copy()) for k, v in sorted(st.items())) if st else ()
        if parent is not None and parent.depth + 1 == len(stack) and self._keys[-2] == parent.hash:
            entry = stack[-1]
            # A board move that put nothing in a hand (no capture, hand_kind < 0) leaves the hands as they were.
            if type(entry) is MoveUndo and entry.hand_kind < 0 and entry.move & 127 < NSQ:
                hands = parent.hands
            else:
                hands = (tuple(self.hands[0]), tuple(self.hands[1]))
            return Snapshot.linked(parent, tuple(self.board), hands, self.side, statuses, self._addon_tuple(),
                                   self.hash, entry)
        return Snapshot(self.variant.id, tuple(self.board), (tuple(self.hands[0]), tuple(self.hands[1])), self.side,
                        self.start_move_number + self.ply, statuses, self._addon_tuple(), tuple(self._keys),
                        tuple(stack), self.hash)

    @classmethod
    def from_snapshot(cls, snap: Snapshot) -> Position:
        """Rebuild a position from a snapshot, with its repetition and undo history."""
        pos = cls(snap.variant_id)
        pos.board = list(snap.board)
        pos.hands = [list(snap.hands[0]), list(snap.hands[1])]
        pos.side = snap.side
        pos._stack = list(snap.stack)
        pos.ply = len(pos._stack)
        pos.start_move_number = snap.move_number - pos.ply
        pos.statuses = {k: v.copy() for k, v in snap.statuses}
        pos.addon_states = dict(snap.addon)
        pos._find_kings()
        pos.hash = snap.hash or pos._compute_hash()
        pos._keys = list(snap.keys) or [pos.hash]
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

    def addon_state(self, key: str, color: int) -> Any:
        """``color``'s state of the add-on keyed ``key`` (``cards``, ``magic``); None when the game has none."""
        pair = self.addon_states.get(key)
        return None if pair is None else pair[color]

    def set_addon_state(self, key: str, color: int, state: Any) -> None:
        """Set ``color``'s state of the add-on keyed ``key`` (a set-up: then :meth:`reset_history`)."""
        if key not in self.addon_states:
            raise ValueError(f"the variant {self.variant.id!r} has no add-on with a {key!r} state")
        pair = self.addon_states[key]
        self.addon_states[key] = (state, pair[1]) if color == BLACK else (pair[0], state)
        self.hash = self._compute_hash()

    def sfen(self) -> str:
        text = (f"{format_board(self.board, self.variant)} {'b' if self.side == BLACK else 'w'} "
                f"{format_hands(self.hands, self.variant)} {self.move_number}")
        if self.variant.addons:  # add-on states and statuses as extra fields (docs/notation.md)
            fields = [a.format_field(*self.addon_states[a.key]) for a in self.variant.addons]
            if self.statuses:
                fields.append(format_status_field(self.statuses, self.variant))
            text = " ".join([text, *fields])
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
            return self.attacked_irregularly(t, by)
        return False

    def attacked_irregularly(self, t: int, by: int) -> bool:
        """Is ``t`` attacked by a ``by`` piece whose attacks are not straight lines (a reflecting bishop)?"""
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

    def gives_check(self) -> bool:
        """Does the side to move attack the enemy king already (a pass would leave it in check)?"""
        k = self.king_sq[self.side ^ 1]
        return k >= 0 and self.attacked(k, self.side)

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
            moves[:] = [m for m in moves if self.capture_allowed(m)]
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

    def capture_allowed(self, m: int) -> bool:
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
        """Every legal plain move and drop for the side to move (in check: :meth:`evasions`)."""
        c = self.side
        them = c ^ 1
        T = self.T
        ksq = self.king_sq[c]
        if ksq < 0:
            out = self.pseudo_legal_moves()
        elif self.attacked(ksq, them):
            return evasions(self)
        elif not T.irregular[them]:
            pseudo = self.pseudo_legal_moves()
            board = self.board
            pins = self.pins(ksq, c)
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
            out = [m for m in self.pseudo_legal_moves() if self.leaves_king_safe(m)]
        if T.pawn_kinds and self.king_sq[them] >= 0:
            out = self.without_pawn_drop_mates(out)
        return out

    def evasions(self) -> list[int]:
        """The legal moves and drops of a side in check (king steps, captures of the checker and
        interpositions tried; the same list as :meth:`legal_moves`)."""
        return evasions(self)

    def pins(self, ksq: int, c: int) -> dict[int, frozenset[int]]:
        """The pieces of ``c`` pinned to its royal piece on ``ksq``: square -> the squares it may move to."""
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

    def leaves_king_safe(self, m: int | Action) -> bool:
        """After ``m`` (any move or action), is the mover's royal piece unattacked?  (Made and unmade.)"""
        c = self.side
        self.push(m)
        k = self.king_sq[c]
        ok = k < 0 or not self.attacked(k, c ^ 1)
        self.pop()
        return ok

    def without_pawn_drop_mates(self, moves: list[int]) -> list[int]:
        """``moves`` without the pawn drops that would checkmate (打ち歩詰め)."""
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
                    if m in moves and self.drop_mates(m):
                        bad.append(m)
        if not bad:
            return moves
        return [m for m in moves if m not in bad]

    def drop_mates(self, m: int) -> bool:
        """Does the (pseudo-legal) move ``m`` leave the opponent without a legal action?"""
        self.push(m)
        mated = not self.has_legal_move()
        self.pop()
        return mated

    def has_legal_move(self) -> bool:
        # Add-on actions (cards, magic) count too.
        return bool(self.legal_moves()) or bool(self.special_actions())

    def special_actions(self, addons: bool = True) -> list[Action]:
        """Legal special actions: the variant's piece powers (lion captures) and, with ``addons``, the
        card and magic actions of its add-ons (none in a plain game).

        A hook proposes actions; the position keeps those whose complete result leaves the mover's
        royal piece unattacked (intermediate steps are not checked, RULES.md §5).
        """
        if not self.hooks:
            return []
        out: list[Action] = []
        powers = self.powers
        hooks = self.hooks.values() if addons else [h for name, h in self.hooks.items() if name in powers]
        for hook in {id(h): h for h in hooks}.values():
            for action in hook.actions(self):
                if (addons or action.name in powers) and self.leaves_king_safe(action):
                    out.append(action)
        return out

    def legal_actions(self) -> list[Any]:
        return [*self.legal_moves(), *self.special_actions()]

    def legal_moves_from(self, sq: int) -> list[int]:
        return [m for m in self.legal_moves() if (m & 127) == sq]

    def captures(self, promotion_gain: Sequence[int], quiet_gain: int = 300, in_check: bool | None = None
                 ) -> list[int]:
        """Legal captures, each once (promoted where it may promote and ``promotion_gain[kind]`` is
        positive, or must), and the other promotions of kinds whose gain is at least ``quiet_gain``
        (what a quiescence search tries).  With statuses or add-ons: every legal capture or promotion.
        ``in_check``: whether the side to move is in check, when the caller knows."""
        return noisy_moves(self, promotion_gain, quiet_gain, in_check)

    def has_evasion(self) -> bool:
        """Has the side to move (in check) a legal answer?  Faster than a move list."""
        return has_evasion(self)

    def quick_mate_in_one(self) -> tuple[int | None, int]:
        """(a move or drop that mates at once or None, the number of candidates played to test it):
        checking drops and moves next to the enemy king only (what it returns does mate)."""
        return quick_mate_in_one(self)

    def mate_in_one(self) -> Any:
        """A legal action that checkmates at once, or None (every action tried)."""
        return mate_in_one(self)

    def allows_mate_in_one(self, action: Any) -> bool:
        """After ``action``, can the opponent checkmate at once?"""
        return allows_mate_in_one(self, action)

    # ----------------------------------------------------------------- one move: check and push
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
            if self.statuses and not self.capture_allowed(m):
                return False
        if not self.leaves_king_safe(m):
            return False
        if frm >= NSQ and frm - NSQ in T.pawn_kinds and self.king_sq[c ^ 1] >= 0:
            ek = self.king_sq[c ^ 1]
            k = frm - NSQ
            if (ek in T.steps[c][k][to] or ek in T.steps_c[c][k][to]) and self.drop_mates(m):
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
            return self.snapshot(parent) if self.push_fast(m, None) else False
        return self.push_fast(m, parent)

    def fast_moves(self) -> bool:
        """Does :meth:`push_legal` check plain moves and drops here on its own (no statuses, no after-ply
        add-on, both kings, straight-line attacks)?  Plain moves keep it so, but for a king captured in
        a set-up position, which push_fast checks for."""
        return (self.T.legal is not None or legal_tables(self.T) is not None) and not self.statuses \
            and not self.after_ply and self.king_sq[0] >= 0 and self.king_sq[1] >= 0

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

    def push_fast(self, m: int, parent: Snapshot | None) -> Snapshot | bool:
        """:meth:`push_legal` for a move int below ``1 << 15`` where :meth:`fast_moves` holds, ``parent``
        None or the snapshot of this position (the record's loop over a kifu's moves calls it directly).

        The move is checked from the tables, then made as :meth:`push` makes it; whether it gave check
        is noted from the moved piece's reach and the lines it opened."""
        F: LegalTables = self.T.legal  # type: ignore[assignment]
        c = self.side
        ksq = self.king_sq[c]
        them = c ^ 1
        ek = self.king_sq[them]
        if (ksq | ek) < 0:
            return self.push_legal(m, parent)
        if self._chk is self.hash:  # (see the end)
            in_check = self._chk_flag
        else:
            noted = self.note_check()
            if noted is None:
                return self._push_if_legal(m, parent)
            in_check = noted
        checked = self._fast_check(m, F, c, ksq, ek, in_check)
        if checked is not True:
            return checked if checked is False else self._push_if_legal(m, parent)
        self._push_plain(m)
        board = self.board
        frm = m & 127
        to = m >> 7 & 127
        # Did it give check?  The piece now on ``to`` attacks the enemy king, or it left a line open.
        gives = False
        reach = F.reach[board[to]][to]
        if ek in reach:
            gives = True
            for s in reach[ek]:
                if board[s]:
                    gives = False
                    break
        if not gives:
            line = F.lines[c][ek].get(frm)  # (never a drop: the keys are squares)
            gives = line is not None and bool(_line_closer(board, line))
        # The note holds the hash object itself: while it is the position's hash, the position is this one
        # (every change puts a new object there, and pop puts back the object of the position it returns to).
        h = self.hash
        self._chk = h
        self._chk_flag = gives
        if parent is None:
            return True
        entry = self._stack[-1]
        hands = parent.hands if frm < NSQ and entry.hand_kind < 0 else (  # type: ignore[union-attr]
            tuple(self.hands[0]), tuple(self.hands[1]))
        return Snapshot.linked(parent, tuple(board), hands, them, (), parent.addon, h, entry)

    def _fast_check(self, m: int, F: LegalTables, c: int, ksq: int, ek: int, in_check: bool) -> bool | None:
        """Is ``m`` legal (for :meth:`push_fast`)?  None: the general path must tell (an evasion, a pawn
        drop that may mate, a royal capture, a piece with move-only or capture-only leaps)."""
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
                    return None  # an evasion, or perhaps 打ち歩詰め
            elif in_check:
                return None
            return True
        p = board[frm]
        step = F.steps[c].get(m | p << 15)  # None: no such move (or a piece with move-only leaps)
        if step is None:
            return None if p in F.odd[c] else False
        for s in step[0]:
            if board[s]:
                return False
        q = board[to]
        if q and ((q > 0) == (p > 0) or q in F.guarded):
            if q in self.T.immune or (q > 0) == (p > 0):
                return False  # an own piece, an immune one
            return None  # capturing a royal piece
        if frm == ksq:
            board[frm] = 0
            attacked = self.attacked(to, c ^ 1)
            board[frm] = p
            return not attacked
        if in_check:
            return None
        line = F.lines[c ^ 1][ksq].get(frm)  # on a line from the king: pinned if a slider waits behind it
        return line is None or to in line[2] or not _line_closer(board, line)

    def _push_if_legal(self, m: int, parent: Snapshot | None = None) -> Snapshot | bool:
        if not self.is_legal(m):
            return False
        self.push(m)
        return True if parent is None else self.snapshot(parent)

    # ----------------------------------------------------------------- make / unmake
    def push(self, m: int | Action) -> None:
        if self.after_ply and any(h.due(self) for h in self.after_ply):
            self._push_after(m)
        elif type(m) is not int:
            self._push_action(m)  # type: ignore[arg-type]
        elif self.statuses:
            self._push_with_statuses(m)
        else:
            self._push_plain(m)

    def _push_plain(self, m: int) -> None:
        """A plain move or drop on the board alone (no statuses): the fast make, undone by a MoveUndo."""
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
            self._stack.append(MoveUndo(m, 0, -1, self.hash, code))
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
                    self._push_edits(m, move_effect(self, m).edits())
                    return
            new = T.promote_code[code] if m & PROMOTE else code
            board[frm] = 0
            board[to] = new
            h ^= T.zob[code][frm] ^ T.zob[new][to]
            if code in T.royal_codes and self.king_sq[c] >= 0:  # -1: none, or king and prince
                self.king_sq[c] = to
            self._stack.append(MoveUndo(m, cap, hk, self.hash, code))
        self.hash = h ^ T.zob_side
        self.side = c ^ 1
        self.ply += 1
        self._keys.append(self.hash)

    def pop(self) -> Any:
        """Undo the last push; returns the move or action undone."""
        entry = self._stack.pop()
        if type(entry) is not MoveUndo:
            self._pop_general(entry)
            return entry.move
        m = entry.move
        self.side ^= 1
        c = self.side
        self.ply -= 1
        self._keys.pop()
        self.hash = entry.old_hash
        frm = m & 127
        to = (m >> 7) & 127
        board = self.board
        if frm >= NSQ:
            board[to] = 0
            self.hands[c][frm - NSQ] += 1
        else:
            code = entry.code
            board[frm] = code
            board[to] = entry.captured
            if entry.hand_kind >= 0:
                self.hands[c][entry.hand_kind] -= 1
            if code in self.T.royal_codes and self.king_sq[c] >= 0:
                self.king_sq[c] = frm
        return m

    def _pop_general(self, entry: Undo) -> None:
        if type(entry) is EditUndo:
            self.side ^= 1
            self.ply -= 1
            self._keys.pop()
            self.apply_edits(inverse_edits(entry.edits))
            self.hash = entry.old_hash
        elif type(entry) is StatusUndo:
            self.statuses = {}
            self._stack.append(entry.inner)
            self.pop()
            # Copies: the saved objects may be shared with snapshots of this history.
            self.statuses = {k: v.copy() for k, v in entry.statuses.items()}
            self.hands = [entry.hands[0][:], entry.hands[1][:]]
        else:
            assert type(entry) is AfterPlyUndo
            for index, edits, note in reversed(entry.changes):
                self.after_ply[index].popped(self, note)
                self.apply_edits(inverse_edits(edits))
            self._stack.append(entry.inner)
            self.pop()

    def _push_after(self, m: int | Action) -> None:
        """A ply after which add-ons change the state (a magic gain): the ply, then each due hook's
        edits, kept in one :class:`AfterPlyUndo` so pop undoes them all."""
        hooks = self.after_ply
        due = [i for i, h in enumerate(hooks) if h.due(self)]
        number = self.move_number
        mover = self.side
        self.after_ply = ()
        try:
            self.push(m)
        finally:
            self.after_ply = hooks
        changes: list[tuple[int, list[Edit], str]] = []
        try:
            for i in due:
                edits, note = hooks[i].edits_after(self, number, mover)
                self.apply_edits(edits)
                changes.append((i, edits, note))
        except BaseException:
            for _, edits, _ in reversed(changes):
                self.apply_edits(inverse_edits(edits))
            self.after_ply = ()
            self.pop()
            self.after_ply = hooks
            raise
        inner = self._stack.pop()
        self._stack.append(AfterPlyUndo(inner, tuple(changes)))
        self._keys[-1] = self.hash

    def _push_with_statuses(self, m: int) -> None:
        """The general path for positions whose pieces carry statuses (tokens, immunity, riders)."""
        saved = ({k: v.copy() for k, v in self.statuses.items()}, [self.hands[0][:], self.hands[1][:]])
        frm = m & 127
        to = (m >> 7) & 127
        victim = self.statuses.get(to)
        if self.board[to] in self.T.royal_codes or (victim is not None and victim.rider):
            # A royal beside its partner, a carrier with its rider (cards): carried out as edits.
            self._push_edits(m, move_effect(self, m).edits())
            return
        moved = self.statuses.pop(frm, None) if frm < NSQ else None
        captured = self.statuses.pop(to, None)
        cap_code = self.board[to]
        statuses = self.statuses
        self.statuses = {}
        self._push_plain(m)
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
        inner = self._stack.pop()
        assert type(inner) is MoveUndo
        self._stack.append(StatusUndo(inner, *saved))
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

    def _push_action(self, action: Action) -> None:
        hook = self.hooks.get(action.name)
        if hook is None:
            raise ValueError(f"no add-on in this game defines the action {action.name!r}")
        self._push_edits(action, hook.edits(self, action))

    def _push_edits(self, m: int | Action, edits: list[Edit]) -> None:
        old_hash = self.hash
        self.apply_edits(edits)
        self._stack.append(EditUndo(m, edits, old_hash))
        self.side ^= 1
        self.ply += 1
        self.hash = self._compute_hash()
        self._keys.append(self.hash)

    def apply_edits(self, edits: Sequence[Edit]) -> None:
        """Carry out primitive edits (board squares with statuses, hand counts, add-on states); the side
        to move and the history stay.  Used by special actions and by the selective revert; the caller
        keeps the list to undo it (:func:`~.actions.inverse_edits`)."""
        for e in edits:
            if type(e) is SquareEdit:
                self.board[e.sq] = e.new_code
                if e.new_status is None:
                    self.statuses.pop(e.sq, None)
                else:
                    self.statuses[e.sq] = e.new_status
            elif type(e) is HandEdit:
                self.hands[e.color][e.kind] = e.new
            elif type(e) is AddonEdit:
                pair = self.addon_states[e.key]
                self.addon_states[e.key] = (e.new, pair[1]) if e.color == BLACK else (pair[0], e.new)
            else:
                raise ValueError(f"unknown edit {e!r}")
        self._find_kings()
        self.hash = self._compute_hash()

    @contextmanager
    def applied(self, edits: Sequence[Edit]) -> Iterator[None]:
        """The position with ``edits`` applied inside the block (undone on leaving it, the key restored)."""
        saved = self.hash
        self.apply_edits(edits)
        try:
            yield
        finally:
            self.apply_edits(inverse_edits(edits))
            self.hash = saved

    # ----------------------------------------------------------------- recorded inputs (die rolls)
    @contextmanager
    def recorded_inputs(self, events: Sequence[Any], move: Any) -> Iterator[None]:
        """Inside the block, the add-ons' after-ply hooks use the recorded inputs among ``events`` (a
        record node's events: ``gain!d17,rook-token``) for the ply ``move`` about to be played."""
        number = self.move_number
        given = []
        for hook in self.after_ply:
            for event in events:
                if hook.accepts(event):
                    hook.give(number, event, move)
                    given.append(hook)
                    break
        try:
            yield
        finally:
            for hook in given:
                hook.withdraw(number)

    def push_with_inputs(self, m: int | Action, events: Sequence[Any]) -> list[str]:
        """Push ``m`` with the recorded inputs among ``events``; returns :meth:`last_inputs`."""
        with self.recorded_inputs(events, m):
            self.push(m)
        return self.last_inputs()

    def last_inputs(self) -> list[str]:
        """The notes of the add-on changes that followed the last ply (``gain!d17,rook-token``): what a
        record keeps so a replay gives them back."""
        entry = self._stack[-1] if self._stack else None
        return entry.notes if type(entry) is AfterPlyUndo else []

    # ----------------------------------------------------------------- the history, for a search
    def last_move(self) -> Any:
        """The move or action of the last ply (None at the start of the history)."""
        return self._stack[-1].move if self._stack else None

    def last_moves(self, n: int) -> list[Any]:
        """The moves and actions of the last ``n`` plies, the oldest first (fewer early in the history)."""
        return [e.move for e in self._stack[-n:]] if n > 0 else []

    def played_moves(self) -> list[Any]:
        """The moves and actions of the history, the oldest first."""
        return [e.move for e in self._stack]

    def recent_keys(self, n: int) -> tuple[int, ...]:
        """The repetition keys of the last ``n`` positions of the history, this one's last."""
        return tuple(self._keys[-n:]) if n > 0 else ()

    def start_position(self) -> Position:
        """A copy of the position at the start of its history (every ply undone)."""
        p = self.copy()
        while p._stack:
            p.pop()
        return p

    def history_index(self) -> int:
        """The index of this position in the repetition history (0: the oldest position known)."""
        return len(self._keys) - 1

    def repeated_at(self, after: int = -1) -> int | None:
        """The history index of the latest earlier occurrence of this position (same side to move, at
        least four plies back) above index ``after``, or None."""
        keys = self._keys
        h = self.hash
        if keys.count(h) < 2:
            return None
        j = len(keys) - 5
        while j > after and keys[j] != h:
            j -= 2
        return j if j > after else None

    def repetition_count(self) -> int:
        return self._keys.count(self.hash)

    def first_occurrence(self) -> int:
        """The history index of the first occurrence of this position."""
        return self._keys.index(self.hash)

    def check_history(self) -> list[bool]:
        """For each position of the repetition history: was its side to move in check?  (Positions
        older than the undo history count as not in check.)"""
        p = self.copy()
        undone = []
        while p._stack:
            undone.append(p.pop())
        flags = [p.is_check()]
        for m in reversed(undone):
            p.push(m)
            flags.append(p.is_check())
        missing = len(self._keys) - len(flags)
        return [False] * missing + flags if missing > 0 else flags[-len(self._keys):]

    def push_null(self) -> None:
        """Pass (a null move, for a search's pruning): the side to move and the key change, nothing else;
        :meth:`pop_null` undoes it."""
        self.side ^= 1
        self.hash ^= self.T.zob_side
        self._keys.append(self.hash)

    def pop_null(self) -> None:
        self._keys.pop()
        self.hash ^= self.T.zob_side
        self.side ^= 1

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
        return explain_illegal(self, m)

    def outcome(self) -> Outcome | None:
        """Checkmate, stalemate (a loss), 千日手 or perpetual check; None while the game goes on."""
        return outcome(self)

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
