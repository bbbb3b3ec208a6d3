"""The position: board, hands, side to move, per-piece statuses and add-on states, with make/unmake.

Plain moves and drops are small ints (``moves.py``); special actions (cards, magic; actions of several
steps) are :class:`~.actions.Action` objects and go through the same :meth:`Position.push` /
:meth:`Position.pop`, undone by typed records (``undo.py``).  Legality lives here, in ``movegen.py``,
``legality.py`` and ``rules.py`` (bound as methods), and in the hooks of the variant's powers and add-ons
(``Variant.addons``: :class:`~.actions.Addon` objects the position iterates without knowing any, through
``addon_host.py``); the UI and the engine only ask.  What a search needs is public too, as python-chess
gives its ``Board``: a null move, the repetition history, the last move, captures, evasions, mate in one.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat
from typing import Any

from .actions import (
    Action,
    ActionHook,
    AfterPlyHook,
    Edit,
    PieceStatus,
    inverse_edits,
)
from .addon_host import extra_fields, hooks_of, push_with_inputs, read_extra_fields, recorded_inputs
from .effects import move_effect
from .keys import applied, apply_edits, compute_key, find_kings
from .legality import is_legal, line_closer, line_drop, move_checks
from .mate_one import allows_mate_in_one, mate_in_one, quick_mate_in_one
from .movegen import (
    attacked_irregularly,
    attackers_of,
    capture_allowed,
    captures,
    drop_mates,
    evasions,
    has_evasion,
    has_legal_move,
    leaves_king_safe,
    legal,
    no_pawn_drop_mates,
    pins_of,
    pseudo_legal,
    special_actions,
)
from .moves import (
    BLACK,
    PROMOTE,
    WHITE,
    Move,
    is_drop,
    is_promotion,
    make_drop,
    make_move,
    move_from,
    move_to,
)
from .outcome import IllegalReason
from .rules import (
    can_declare_impasse,
    check_history,
    explain_illegal,
    impasse_points,
    outcome,
    start_position,
)
from .sfen import (
    SfenData,
    format_board,
    format_hands,
    move_to_usi,
    parse_sfen,
    parse_usi,
)
from .snapshot import AddonStates, Snapshot
from .tables import NSQ, LegalTables, Tables, legal_tables, tables_for
from .undo import AfterPlyUndo, EditUndo, MoveUndo, StatusUndo, Undo
from .variant import PieceKind, Variant

__all__ = ["BLACK", "NSQ", "PROMOTE", "WHITE", "IllegalMoveError", "Move", "PieceStatus", "Position", "Snapshot",
           "is_drop", "is_promotion", "make_drop", "make_move", "move_from", "move_to"]

_new = object.__new__


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
        hooks, powers = hooks_of(self.variant)
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
        self.find_kings()
        self.addon_states = {a.key: a.default_state() for a in self.variant.addons}
        if self.variant.addons:  # add-on states (cards held and spent, magic) and statuses: extra fields
            self.statuses = read_extra_fields(self.variant, self.board, data.extra, self.addon_states)
        self.hash = self.compute_hash()
        self._keys = [self.hash]

    find_kings = find_kings
    compute_hash = compute_key

    def reset_history(self) -> None:
        """Take the position as it stands for a freshly set-up one (after changing its pieces, statuses
        or add-on states by hand): its key is computed again and its history forgotten."""
        self.find_kings()
        self.hash = self.compute_hash()
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
            # (The hands made again, not taken from ``parent``: that may be lazy, Snapshot.line.)
            return Snapshot.linked(parent, tuple(self.board), (tuple(self.hands[0]), tuple(self.hands[1])),
                                   self.side, statuses, self._addon_tuple(), self.hash, stack[-1])
        return Snapshot(self.variant.id, tuple(self.board), (tuple(self.hands[0]), tuple(self.hands[1])), self.side,
                        self.start_move_number + self.ply, statuses, self._addon_tuple(), tuple(self._keys),
                        tuple(stack), self.hash)

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
        pos.addon_states = dict(snap.addon)
        pos.find_kings()
        pos.hash = snap.hash or pos.compute_hash()
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
        self.hash = self.compute_hash()

    def sfen(self) -> str:
        text = (f"{format_board(self.board, self.variant)} {'b' if self.side == BLACK else 'w'} "
                f"{format_hands(self.hands, self.variant)} {self.move_number}")
        if self.variant.addons:  # add-on states and statuses as extra fields (docs/notation.md)
            text = " ".join([text, *extra_fields(self.variant, self.addon_states, self.statuses)])
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

    # The rest of the rules' answers are functions of movegen.py, legality.py and rules.py (documented
    # there), bound here as methods.
    attacked_irregularly = attacked_irregularly
    attackers = attackers_of

    def is_check(self) -> bool:
        k = self.king_sq[self.side]
        return k >= 0 and self.attacked(k, self.side ^ 1)

    def gives_check(self) -> bool:
        """Does the side to move attack the enemy king already (a pass would leave it in check)?"""
        k = self.king_sq[self.side ^ 1]
        return k >= 0 and self.attacked(k, self.side)

    # ----------------------------------------------------------------- move generation
    pseudo_legal_moves = pseudo_legal
    capture_allowed = capture_allowed
    legal_moves = legal
    evasions = evasions
    pins = pins_of
    leaves_king_safe = leaves_king_safe
    without_pawn_drop_mates = no_pawn_drop_mates
    drop_mates = drop_mates
    has_legal_move = has_legal_move
    special_actions = special_actions

    def legal_actions(self) -> list[Any]:
        return [*self.legal_moves(), *self.special_actions()]

    def legal_moves_from(self, sq: int) -> list[int]:
        return [m for m in self.legal_moves() if (m & 127) == sq]

    # what a search asks for
    captures = captures
    has_evasion = has_evasion
    quick_mate_in_one = quick_mate_in_one
    mate_in_one = mate_in_one
    allows_mate_in_one = allows_mate_in_one

    # ----------------------------------------------------------------- one move: check and push
    is_legal = is_legal

    def push_legal(self, m: int, parent: Snapshot | None = None) -> Snapshot | bool:
        """Push the plain move or drop ``m`` if it is legal: False if it is not (the position is left as
        it was), else True, or with ``parent`` (the snapshot of this position before the move) the
        snapshot after it, as ``snapshot(parent)`` would give it.

        The same answers as ``is_legal(m)`` then ``push(m)`` (tests compare them), in one step: the check
        of :meth:`push_line`, else (the moves it leaves) the general one."""
        if self.push_line((m,)):
            return True if parent is None else self.snapshot(parent)
        return self._push_if_legal(m, parent)

    def fast_moves(self) -> bool:
        """Does :meth:`push_line` check plain moves and drops here (no statuses, no after-ply add-on, both
        kings, straight-line attacks)?  Plain moves keep it so (a royal capture takes the general path)."""
        return (self.T.legal is not None or legal_tables(self.T) is not None) and not self.statuses \
            and not self.after_ply and self.king_sq[0] >= 0 and self.king_sq[1] >= 0

    def note_check(self) -> bool | None:
        """Whether the side to move is in check, noted for push_line (copies keep the note); None, and
        no note, in a set-up position where the side not to move is in check or a king is missing."""
        c = self.side
        ksq = self.king_sq[c]
        ek = self.king_sq[c ^ 1]
        if ksq < 0 or ek < 0 or self.attacked(ek, c):
            return None
        self._chk_flag = self.attacked(ksq, c ^ 1)
        self._chk = self.hash
        return self._chk_flag

    def push_line(self, moves: Sequence[int], pieces: Sequence[int] | None = None) -> int:
        """Push the plain moves and drops of ``moves`` one after the other while the tables decide each one
        legal on their own (the readers' loop: no trial push, the move made as :meth:`push` makes it with
        the tables' key change, whether it gave check noted for the next); returns how many were pushed.
        The move after them is illegal or needs the general check (:meth:`push_legal` tells which): with
        :meth:`fast_moves` false, an evasion, a checking pawn drop, a royal capture, an odd piece.
        ``pieces``: the code each move's piece must have (0: any), or the line stops before the move."""
        if not self.fast_moves():
            return 0
        in_check = self._chk_flag if self._chk is self.hash else self.note_check()  # (see the end)
        if in_check is None:
            return 0
        T = self.T
        F: LegalTables = T.legal  # type: ignore[assignment]
        steps, lines_of, reach_of, guarded = F.steps, F.lines, F.reach, F.guarded
        zob, zob_hand, cap_hand, royal = T.zob, T.zob_hand, T.cap_hand, T.royal_codes
        board, hands, king_sq = self.board, self.hands, self.king_sq
        occupied = board.__getitem__
        push_entry, push_key = self._stack.append, self._keys.append
        c, h, done, them = self.side, self.hash, 0, self.side ^ 1
        ksq, ek = king_sq[c], king_sq[them]  # (the mover's king and the other; swapped after each move)
        # Swapped after each move too: the mover's steps, the lines onto its king (its pins) and onto the
        # other king (its discovered checks), which are the next mover's pins.
        my_steps, their_steps = steps[c], steps[them]
        pin_lines, check_lines = lines_of[them][ksq], lines_of[c][ek]
        for m, want in zip(moves, repeat(0) if pieces is None else pieces):
            if type(m) is not int or m >> 15:  # (a negative int too: its shift is -1)
                break
            frm = m & 127
            to = m >> 7 & 127
            entry = _new(MoveUndo)  # (slot by slot: one per push)
            if frm >= NSQ:
                key = line_drop(T, board, hands[c], m, c, h, in_check, ek, entry)
                if key is None:
                    break
                new = entry.code
            else:
                p = board[frm]
                step = my_steps.get(m | p << 15)  # None: no such move (or a piece with move-only leaps)
                if step is None or want and p != want:
                    break
                path = step[0]
                if path and any(map(occupied, path)):
                    break
                q = board[to]
                if q and ((q > 0) == (p > 0) or q in guarded):
                    break  # an own piece, an immune one, a royal one (the general check)
                if frm == ksq:
                    board[frm] = 0
                    attacked = self.attacked(to, them)
                    board[frm] = p
                    if attacked:
                        break
                # In check (the general check's), or on a line from the king: pinned if a slider waits
                # behind it (and it leaves the line).
                elif in_check or frm in pin_lines and to not in pin_lines[frm][2] \
                        and line_closer(board, pin_lines[frm]):
                    break
                new = step[1]
                key = h ^ step[2]
                hk = -1
                if q:
                    key ^= zob[q][to]
                    hk = cap_hand[c][abs(q) - 1]
                    if hk >= 0:
                        hand = hands[c]
                        n = hand[hk]
                        hand[hk] = n + 1
                        zh = zob_hand[c][hk]
                        key ^= zh[n] ^ zh[n + 1 if n < 40 else 40]
                board[frm] = 0
                board[to] = new
                if p in royal:
                    king_sq[c] = ksq = to
                    pin_lines = lines_of[them][ksq]  # (after the swap: the next mover's discovered checks)
                entry.captured = q
                entry.hand_kind = hk
                entry.code = p
            entry.move = m
            entry.old_hash = h
            push_entry(entry)
            push_key(key)
            h = key
            # Did it give check?  The piece now on ``to`` attacks the enemy king, or it left a line open.
            reach = reach_of[new][to]
            in_check = ek in reach and not any(map(occupied, reach[ek]))
            if not in_check and frm in check_lines:  # (never a drop: the keys are squares)
                in_check = bool(line_closer(board, check_lines[frm]))
            c, them = them, c
            ksq, ek = ek, ksq
            my_steps, their_steps = their_steps, my_steps
            pin_lines, check_lines = check_lines, pin_lines
            done += 1
        if done:
            self.hash, self.side = h, c
            self.ply += done
            # The note holds the hash object itself: while it is the position's hash, the position is this
            # one (every change puts a new object there; pop puts back the object of the one it returns to).
            self._chk, self._chk_flag = h, in_check
        return done

    def _push_if_legal(self, m: int, parent: Snapshot | None = None) -> Snapshot | bool:
        if not self.is_legal(m):
            return False
        self.push(m)
        return True if parent is None else self.snapshot(parent)

    # ----------------------------------------------------------------- make / unmake
    def push(self, m: int | Action) -> None:
        """Make the move or action ``m`` (legal: see :meth:`push_legal` for a checked push)."""
        if self.after_ply and any(h.due(self) for h in self.after_ply):
            self._push_after(m)
            return
        if type(m) is not int:
            self._push_action(m)  # type: ignore[arg-type]
            return
        if self.statuses:
            self._push_with_statuses(m)
            return
        T = self.T
        frm = m & 127
        to = (m >> 7) & 127
        if frm >= NSQ:
            k = frm - NSQ
            new = k + 1 if self.side == BLACK else -k - 1
            self._make(m, frm, to, new, T.zob[new][to] ^ T.zob_side)
        else:
            code = self.board[frm]
            new = T.promote_code[code] if m & PROMOTE else code
            self._make(m, frm, to, new, T.zob[code][frm] ^ T.zob[new][to] ^ T.zob_side)

    def push_move(self, m: int) -> bool:
        """:meth:`push` of a plain move or drop where no statuses or after-ply add-ons are (a search's make,
        without push's dispatch); returns whether it gave check (:meth:`is_check` after it), from the move."""
        T = self.T
        frm = m & 127
        to = (m >> 7) & 127
        if frm >= NSQ:
            new = frm - NSQ + 1 if self.side == BLACK else NSQ - frm - 1
            self._make(m, frm, to, new, T.zob[new][to] ^ T.zob_side)
        else:
            code = self.board[frm]
            new = T.promote_code[code] if m & PROMOTE else code
            self._make(m, frm, to, new, T.zob[code][frm] ^ T.zob[new][to] ^ T.zob_side)
        return move_checks(self, frm, to) if type(self._stack[-1]) is MoveUndo else self.is_check()

    def _make(self, m: int, frm: int, to: int, new: int, delta: int) -> None:
        """The make of a plain move or drop on the board alone, undone by a :class:`MoveUndo`: ``new`` is
        the code on ``to`` after it, ``delta`` what the moving piece and the turn do to the key (push
        computes them; push_line makes the same inline, with the key change from its tables)."""
        T = self.T
        board = self.board
        c = self.side
        h = self.hash ^ delta
        entry = _new(MoveUndo)  # (slot by slot: one per push)
        entry.move = m
        entry.old_hash = self.hash
        if frm >= NSQ:
            k = frm - NSQ
            hand = self.hands[c]
            n = hand[k]
            hand[k] = n - 1
            zh = T.zob_hand[c][k]
            h ^= zh[n] ^ zh[n - 1]
            board[to] = new
            entry.captured = 0
            entry.hand_kind = -1
            entry.code = new
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
            board[frm] = 0
            board[to] = new
            if code in T.royal_codes and self.king_sq[c] >= 0:  # -1: none, or king and prince
                self.king_sq[c] = to
            entry.captured = cap
            entry.hand_kind = hk
            entry.code = code
        self._stack.append(entry)
        self.hash = h
        self.side = c ^ 1
        self.ply += 1
        self._keys.append(h)

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
        self.push(m)  # (no after-ply hook is due: push asked before it came here)
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
        self.hash = self.compute_hash()
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

    apply_edits = apply_edits
    applied = applied

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
        self.hash = self.compute_hash()
        self._keys.append(self.hash)

    # ----------------------------------------------------------------- recorded inputs (die rolls)
    recorded_inputs = recorded_inputs
    push_with_inputs = push_with_inputs

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

    def last_records(self, n: int) -> list[Undo]:
        """The undo records of the last ``n`` plies, the oldest first (what a snapshot of them keeps)."""
        return self._stack[-n:] if n > 0 else []

    def played_moves(self) -> list[Any]:
        """The moves and actions of the history, the oldest first."""
        return [e.move for e in self._stack]

    def recent_keys(self, n: int) -> tuple[int, ...]:
        """The repetition keys of the last ``n`` positions of the history, this one's last."""
        return tuple(self._keys[-n:]) if n > 0 else ()

    start_position = start_position

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

    check_history = check_history

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
    move_to_usi = move_to_usi
    parse_usi = parse_usi

    def legal_move_from_usi(self, text: str) -> int:
        m = self.parse_usi(text)
        if m not in self.legal_moves():
            reason = self.explain_illegal(m)
            raise IllegalMoveError(text, reason)
        return m

    # ----------------------------------------------------------------- explanations and endings
    explain_illegal = explain_illegal
    outcome = outcome
    impasse_points = impasse_points
    can_declare_impasse = can_declare_impasse

class IllegalMoveError(ValueError):
    def __init__(self, text: str, reason: IllegalReason | None) -> None:
        self.text = text
        self.reason = reason
        super().__init__(f"illegal move {text!r}" + (f" ({reason.value})" if reason else ""))
