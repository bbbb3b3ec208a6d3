"""What a ply does, piece by piece: :class:`Effect` builds the primitive edits of an action together
with its *flows* (which piece went from where to where), and the movement helpers the card hooks share.

Every card action is written as a few operations on an :class:`Effect` (move, capture, drop, send to
hand, flip, board, set down, swap); the effect keeps a virtual board so that multi-step actions see
their own intermediate states, and applies the general capture rules in one place:

* a captured token leaves the game, a piece with a kind-on-capture status goes to the hand as that kind;
* a captured carrier takes its rider along (both to the captor's hand, card 迅翼龍/天翔馬);
* a captured king or prince beside its partner (card 出世金): the captor receives a gold; a captured
  king is put on the prince's square and the prince removed (RULES.md §5, 06).

:meth:`Effect.edits` gives the :class:`~.actions.Edit` list that :meth:`Position.push` applies and
undoes; :attr:`Effect.flows` is what 時遡行 needs to revert a ply selectively (``addons/cards_rewind.py``).
A plain move goes through :func:`move_effect` when its capture needs these rules (:meth:`Position.push`).
The movement helpers at the end are shared by the add-ons' hooks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import AddonEdit, Edit, HandEdit, PieceStatus, SquareEdit, copy_status
from .slotted import Record, replace
from .squares import NSQ, square_name

if TYPE_CHECKING:
    from .position import Position

Where = tuple[Any, ...]  # ("sq", sq) | ("hand", color, kind) | ("ride", carrier square) | ("gone",)
Place = tuple[Where, int, "PieceStatus | None"]  # where, piece code (owner's sign), status
GONE: Where = ("gone",)

KING_STEPS = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))


class Flow(Record):
    """One piece's journey during a ply: from ``src`` to ``dst``; ``captured``: it was taken."""

    __slots__ = ("src", "dst", "captured")

    def __init__(self, src: Place, dst: Place | None = None, captured: bool = False) -> None:
        self.src = src
        self.dst = dst
        self.captured = captured


def code_of_kind(kind: int, color: int) -> int:
    return kind + 1 if color == 0 else -kind - 1


def owner(code: int) -> int:
    return 0 if code > 0 else 1


_copy = copy_status


def without_rider(st: PieceStatus | None) -> PieceStatus | None:
    if st is None:
        return None
    rest = replace(st, carrier=False, rider=0)
    return None if rest == PieceStatus() else rest


class Effect:
    """The edits and flows of one ply, built step by step on a virtual copy of the position."""

    def __init__(self, pos: Position) -> None:
        self.pos = pos
        self.T = pos.T
        self.board: dict[int, int] = {}
        self.stat: dict[int, PieceStatus | None] = {}
        self.hands = [pos.hands[0][:], pos.hands[1][:]]
        self.addon: dict[tuple[str, int], Any] = {}  # (add-on key, colour) -> the new state
        self.flows: list[Flow] = []
        self._at: dict[Where, list[int]] = {}

    # ------------------------------------------------------------------ the virtual position
    def code(self, sq: int) -> int:
        b = self.board
        return b[sq] if sq in b else self.pos.board[sq]

    def status(self, sq: int) -> PieceStatus | None:
        s = self.stat
        return s[sq] if sq in s else self.pos.statuses.get(sq)

    def _set(self, sq: int, code: int, status: PieceStatus | None) -> None:
        self.board[sq] = code
        self.stat[sq] = status if code else None

    def royals(self, color: int) -> list[int]:
        royal = self.T.royal_codes
        return [s for s in range(NSQ) if (c := self.code(s)) in royal and owner(c) == color]

    # ------------------------------------------------------------------ flows
    def _flow_from(self, where: Where, code: int, status: PieceStatus | None) -> int:
        lst = self._at.get(where)
        if lst:
            return lst.pop()
        self.flows.append(Flow((where, code, _copy(status))))
        return len(self.flows) - 1

    def _flow_to(self, idx: int, where: Where, code: int, status: PieceStatus | None, captured: bool) -> None:
        f = self.flows[idx]
        f.dst = (where, code, _copy(status))
        f.captured = captured
        if where != GONE:
            self._at.setdefault(where, []).append(idx)

    def arrived(self, idx: int, where: Where, code: int) -> None:
        """The piece of flow ``idx`` is at ``where`` already (a rider that came back aboard its carrier)."""
        self._flow_to(idx, where, code, None, False)

    def take(self, where: Where, code: int = 0) -> int:
        """Lift the piece at ``where`` off the virtual position; returns its flow."""
        what = where[0]
        if what == "sq":
            sq = where[1]
            q = self.code(sq)
            if not q:
                raise ValueError(f"{square_name(sq)} is empty")
            idx = self._flow_from(where, q, self.status(sq))
            self._set(sq, 0, None)
            return idx
        if what == "hand":
            c, k = where[1], where[2]
            n = self.hands[c][k]
            if n < 1:
                side = "Black" if c == 0 else "White"
                raise ValueError(f"{side}'s hand has no {self.pos.variant.kinds[k].letter}")
            self.hands[c][k] = n - 1
            return self._flow_from(where, code_of_kind(k, c), None)
        if what == "ride":
            csq = where[1]
            st = self.status(csq)
            if st is None or not st.rider:
                raise ValueError(f"no rider aboard on {square_name(csq)}")
            rider = st.rider
            self.stat[csq] = without_rider(st)
            return self._flow_from(where, rider, None)
        return self._flow_from(GONE, code, None)

    def put(self, idx: int, where: Where, code: int, status: PieceStatus | None = None,
            captured: bool = False) -> None:
        """Put the piece of flow ``idx`` at ``where`` as ``code``."""
        what = where[0]
        if what == "sq":
            sq = where[1]
            if self.code(sq):
                raise ValueError(f"{square_name(sq)} is occupied")
            self._set(sq, code, status)
        elif what == "hand":
            self.hands[where[1]][where[2]] += 1
        elif what == "ride":
            csq = where[1]
            if not self.code(csq):
                raise ValueError(f"no carrier on {square_name(csq)}")
            st = self.status(csq) or PieceStatus()
            self.stat[csq] = replace(st, carrier=True, rider=code)
        self._flow_to(idx, where, code, status, captured)

    # ------------------------------------------------------------------ operations
    def hand_kind_on_capture(self, captor: int, code: int, st: PieceStatus | None) -> int | None:
        """The kind index the captor's hand receives for ``code`` (None: it leaves the game)."""
        if st is not None and st.token:
            return None
        if st is not None and st.kind_on_capture is not None:
            if st.kind_on_capture == "none":
                return None
            return self.pos.variant.kind(st.kind_on_capture).index
        hk = self.T.cap_hand[captor][abs(code) - 1]
        return hk if hk >= 0 else None

    def hand_kind_of_owner(self, code: int) -> int:
        """The kind a piece sent back to its owner's hand becomes (unpromoted)."""
        variant = self.pos.variant
        kind = variant.kinds[abs(code) - 1]
        k = variant.hand_kind(owner(code), kind)
        return (k if k is not None else kind.unpromoted).index

    def _to_hand(self, idx: int, color: int, kind: int | None, captured: bool, code: int) -> None:
        if kind is None:
            self.put(idx, GONE, code, None, captured)
        else:
            self.put(idx, ("hand", color, kind), code_of_kind(kind, color), None, captured)

    def capture(self, sq: int, captor: int) -> None:
        """The piece on ``sq`` is captured by ``captor`` (the square is left empty)."""
        q = self.code(sq)
        st = self.status(sq)
        if q in self.T.royal_codes:
            self._capture_royal(sq, captor)
            return
        rider_idx = self.take(("ride", sq)) if st is not None and st.rider else None
        idx = self.take(("sq", sq))
        self._to_hand(idx, captor, self.hand_kind_on_capture(captor, q, st), True, q)
        if rider_idx is not None and st is not None:
            self._to_hand(rider_idx, captor, self.hand_kind_on_capture(captor, st.rider, None), True, st.rider)

    def _capture_royal(self, sq: int, captor: int) -> None:
        q = self.code(sq)
        victim = owner(q)
        others = [s for s in self.royals(victim) if s != sq]
        variant = self.pos.variant
        prince = variant.kind("T") if variant.has_kind("T") else None
        gold: int | None = None
        if prince is not None:
            hk = variant.hand_kind(captor, prince)
            gold = hk.index if hk is not None else None
        if not others:  # never in a legal game: no step may capture a lone king
            self._to_hand(self.take(("sq", sq)), captor, None, True, q)
            return
        p = others[0]
        is_prince = prince is not None and abs(q) - 1 == prince.index
        partner_is_prince = prince is not None and abs(self.code(p)) - 1 == prince.index
        if is_prince or not partner_is_prince:
            # The prince (or, oddly, a second king) goes: the captor's hand receives a gold.
            self._to_hand(self.take(("sq", sq)), captor, gold, True, q)
            return
        # The king was captured: it is put on the prince's square, the prince leaves as a gold.
        kst = self.status(sq)
        kidx = self.take(("sq", sq))
        pcode = self.code(p)
        pidx = self.take(("sq", p))
        self._to_hand(pidx, captor, gold, True, pcode)
        self.put(kidx, ("sq", p), q, kst)

    def move(self, frm: int, to: int, promote: bool = False, code_after: int | None = None) -> None:
        """Move the piece on ``frm`` to ``to`` (capturing what stands there), optionally promoting."""
        code = self.code(frm)
        if not code:
            raise ValueError(f"no piece on {square_name(frm)}")
        st = self.status(frm)
        target = self.code(to)
        if target and to != frm:
            if owner(target) == owner(code):
                raise ValueError(f"{square_name(to)} holds the mover's own piece")
            self.capture(to, owner(code))
        if code_after is None:
            code_after = self.T.promote_code[code] if promote else code
        rider_idx = self.take(("ride", frm)) if st is not None and st.rider else None
        idx = self.take(("sq", frm))
        self.put(idx, ("sq", to), code_after, st)
        if rider_idx is not None and st is not None:
            self.put(rider_idx, ("ride", to), st.rider)

    def drop(self, color: int, kind: int, to: int, code: int | None = None) -> None:
        """Drop a ``kind`` from ``color``'s hand on ``to`` (as ``code``, e.g. already promoted)."""
        idx = self.take(("hand", color, kind))
        self.put(idx, ("sq", to), code if code is not None else code_of_kind(kind, color))

    def send_to_hand(self, sq: int) -> None:
        """The piece on ``sq`` goes to its owner's hand unpromoted (a token leaves the game); a carrier's
        rider goes to its owner's hand as well (recall, lightning)."""
        q = self.code(sq)
        st = self.status(sq)
        rider_idx = self.take(("ride", sq)) if st is not None and st.rider else None
        idx = self.take(("sq", sq))
        kind = None if st is not None and st.token else self.hand_kind_of_owner(q)
        self._to_hand(idx, owner(q), kind, False, q)
        if rider_idx is not None and st is not None:
            self._to_hand(rider_idx, owner(st.rider), self.hand_kind_of_owner(st.rider), False, st.rider)

    def flip(self, sq: int, new_code: int) -> None:
        """The piece on ``sq`` changes sides (and, where a rule says so, promotes); a rider flips with it."""
        st = self.status(sq)
        idx = self.take(("sq", sq))
        if st is not None and st.rider:
            st = replace(st, rider=-st.rider)
        self.put(idx, ("sq", sq), new_code, st)

    def board_rider(self, rider_sq: int, carrier_sq: int) -> None:
        """The piece on ``rider_sq`` boards the carrier on ``carrier_sq`` (its own statuses end)."""
        r = self.code(rider_sq)
        idx = self.take(("sq", rider_sq))
        self.put(idx, ("ride", carrier_sq), r)

    def set_down(self, carrier_sq: int, to: int) -> None:
        st = self.status(carrier_sq)
        if st is None or not st.rider:
            raise ValueError(f"no rider aboard on {square_name(carrier_sq)}")
        r = st.rider
        idx = self.take(("ride", carrier_sq))
        self.put(idx, ("sq", to), r)

    def swap(self, a: int, b: int, a_code_after: int, b_code_after: int) -> None:
        """The pieces on ``a`` and ``b`` change places in one step (転送飛)."""
        sa, sb = self.status(a), self.status(b)
        ia = self.take(("sq", a))
        ib = self.take(("sq", b))
        self.put(ia, ("sq", b), a_code_after, sa)
        self.put(ib, ("sq", a), b_code_after, sb)

    def set_status(self, sq: int, status: PieceStatus | None) -> None:
        self.stat[sq] = status if self.code(sq) else None

    def set_addon(self, key: str, color: int, state: Any) -> None:
        """``color``'s state of the add-on keyed ``key`` becomes ``state``."""
        self.addon[(key, color)] = state

    def expire(self) -> None:
        """Immunities that end before the next ply are dropped (as :meth:`Position.push` does)."""
        mn = self.pos.move_number + 1
        for sq in set(self.pos.statuses) | set(self.stat):
            st = self.status(sq)
            if st is not None and st.immune_until is not None and st.immune_until < mn:
                rest = replace(st, immune_until=None, immune_except=frozenset())
                self.stat[sq] = None if rest == PieceStatus() else rest

    # ------------------------------------------------------------------ results
    def edits(self) -> list[Edit]:
        pos = self.pos
        out: list[Edit] = []
        for sq in sorted(set(self.board) | set(self.stat)):
            code = self.code(sq)
            st = self.status(sq) if code else None
            old_code, old_st = pos.board[sq], pos.statuses.get(sq)
            if code != old_code or st != old_st:
                out.append(SquareEdit(sq, old_code, _copy(old_st), code, _copy(st)))
        for c in (0, 1):
            for k, n in enumerate(self.hands[c]):
                if n != pos.hands[c][k]:
                    out.append(HandEdit(c, k, pos.hands[c][k], n))
        for (key, c), state in sorted(self.addon.items()):
            old = pos.addon_state(key, c)
            if state != old:
                out.append(AddonEdit(key, c, old, state))
        return out


def move_effect(pos: Position, m: int) -> Effect:
    """The effect of the plain move or drop ``m`` (any capture rule included)."""
    eff = Effect(pos)
    frm = m & 127
    to = (m >> 7) & 127
    if frm >= NSQ:
        eff.drop(pos.side, frm - NSQ, to)
    else:
        eff.move(frm, to, bool(m & (1 << 14)))
    eff.expire()
    return eff


# ----------------------------------------------------------------------------- movement helpers
def step_square(sq: int, df: int, dr: int) -> int:
    f, r = sq % 9 + df, sq // 9 + dr
    return r * 9 + f if 0 <= f < 9 and 0 <= r < 9 else -1


def neighbours(sq: int) -> list[int]:
    return [t for df, dr in KING_STEPS if (t := step_square(sq, df, dr)) >= 0]


def is_immune(pos: Position, q: int, st: PieceStatus | None, by_code: int, move_number: int) -> bool:
    """Can nothing of kind ``by_code`` (0: no piece, e.g. a card) capture, flip or send away the piece
    ``q`` with status ``st`` during the ply numbered ``move_number``?"""
    if q in pos.T.immune:
        return True
    if st is not None and st.immune_until is not None and move_number <= st.immune_until:
        return not by_code or pos.variant.kinds[abs(by_code) - 1].letter not in st.immune_except
    return False


def royal_count(pos: Position, color: int) -> int:
    royal = pos.T.royal_codes
    return sum(1 for q in pos.board if q in royal and owner(q) == color)


def can_capture(pos: Position, t: int, by_code: int, move_number: int,
                statuses: dict[int, PieceStatus] | None = None) -> bool:
    """May the piece ``by_code`` capture on ``t`` (an enemy, not immune, not a lone royal)?
    ``statuses``: the statuses as they were when the ply began (immunities end as a ply is made)."""
    q = pos.board[t]
    if not q or owner(q) == owner(by_code):
        return False
    if is_immune(pos, q, (pos.statuses if statuses is None else statuses).get(t), by_code, move_number):
        return False
    if q in pos.T.royal_codes:
        return royal_count(pos, owner(q)) >= 2  # no step may capture a king, except beside a prince
    return True


def promotion_options(pos: Position, color: int, kind: int, s: int, t: int) -> tuple[bool, ...]:
    """(False,), (True,) or (False, True): may or must the piece promote moving from s to t?"""
    T = pos.T
    pz = T.promo_zone[color][kind]
    if pz is None or not (s in pz or t in pz):
        return (False,)
    if t in T.must_promote[color][kind]:
        return (True,)
    return (False, True)


def piece_moves(pos: Position, sq: int, color: int, move_number: int,
                statuses: dict[int, PieceStatus] | None = None) -> list[tuple[int, bool]]:
    """The ordinary moves (target, promote) of the piece on ``sq`` for ``color`` on the current board,
    captures restricted by :func:`can_capture`."""
    T = pos.T
    board = pos.board
    code = board[sq]
    k = abs(code) - 1
    out: list[tuple[int, bool]] = []

    def add(t: int) -> None:
        for p in promotion_options(pos, color, k, sq, t):
            out.append((t, p))

    for t in T.steps[color][k][sq]:
        if not board[t] or can_capture(pos, t, code, move_number, statuses):
            add(t)
    for t in T.steps_m[color][k][sq]:
        if not board[t]:
            add(t)
    for t in T.steps_c[color][k][sq]:
        if board[t] and can_capture(pos, t, code, move_number, statuses):
            add(t)
    for ray in T.rays[color][k][sq]:
        for t in ray:
            if not board[t]:
                add(t)
                continue
            if can_capture(pos, t, code, move_number, statuses):
                add(t)
            break
    return out


def alive(pos: Position, code: int, sq: int) -> bool:
    """Could the piece ``code`` ever move from ``sq`` (not a dead square)?"""
    T = pos.T
    c = owner(code)
    k = abs(code) - 1
    return bool(T.steps[c][k][sq] or T.steps_m[c][k][sq] or T.rays[c][k][sq])


def makes_nifu(pos: Position, code: int, sq: int, board: Any = None) -> bool:
    """Would an unpromoted pawn ``code`` on ``sq`` stand on a file with another own unpromoted pawn?"""
    if abs(code) - 1 not in pos.T.pawn_kinds:
        return False
    get = (lambda s: board.code(s)) if board is not None else (lambda s: pos.board[s])
    return any(get(s) == code for s in range(sq % 9, NSQ, 9) if s != sq)
