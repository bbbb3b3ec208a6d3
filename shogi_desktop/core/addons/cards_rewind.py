"""Card 15 時遡行 (time rewind, second edition; RULES.md §5.1): revert your previous ply M1 while the
opponent's reply M2 stays, then make any legal plain move.  Written ``rewind!MOVE`` (the move made after
the revert; the revert itself follows from the game's history).

The revert works on *flows* (``effects.Flow``): the journey of every piece a ply touched, from the
position's undo stack.  M1 and M2 are popped, described (``effects.move_effect`` for a plain move, the
hook's ``effect`` for an action) and pushed again.  Every piece M1 moved, dropped, promoted, flipped,
boarded or sent away is followed through M2 to where it is now and put back as it was before M1; a
piece M1 captured goes back to its square if that square is empty (else to its owner's hand).  What an
add-on changed after a ply (a magic gain: the gained magic, a status it gave a piece) is no part of that
ply and stays (docs/rules-decisions.md).  For plain moves this is the tests' oracle ``selective_revert``
(tests/core/revert_oracle.py; the tests compare the two).
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from ..actions import Action, Edit, PieceStatus, inverse_edits
from ..effects import GONE, Effect, Flow, Place, code_of_kind, move_effect, owner
from ..outcome import RevertError
from ..slotted import replace
from ..squares import NSQ
from .cards import KEY, CardHook, held, parse_drop_step, parse_move_step

if TYPE_CHECKING:
    from ..position import Position

PROMOTE = 1 << 14


def play_effect(pos: Position, m: Any) -> Effect:
    """The effect of the ply ``m`` (a plain move or an action) in ``pos``, before it is made."""
    if type(m) is int:
        return move_effect(pos, m)
    hook = pos.hooks.get(m.name)
    if hook is None:
        raise ValueError(f"no add-on in this game defines the action {m.name!r}")
    effect = getattr(hook, "effect", None)
    if callable(effect):
        result: Effect = effect(pos, m)
        return result
    # A variant power of successive steps of one piece (the lion): replay its steps as moves and check
    # that the result is the hook's own.
    eff = Effect(pos)
    for step in m.steps:
        s, t, p = parse_move_step(step)
        if t != s:
            eff.move(s, t, p)
    eff.expire()
    if _result(pos, eff.edits()) != _result(pos, hook.edits(pos, m)):
        raise ValueError(f"{m}: its effect cannot be followed piece by piece")
    return eff


def reverted_position(pos: Position) -> Position | None:
    """The board the follow-up move of 時遡行 is made on: a copy of ``pos`` with the side to move's
    previous ply reverted (RULES.md §5.1), or None when the side to move cannot play the card."""
    hook = pos.hooks.get(Rewind.card)
    if not isinstance(hook, Rewind) or held(pos, Rewind.card) is None:
        return None
    eff = hook.reverted(pos)
    if isinstance(eff, RevertError):
        return None
    work = pos.copy()
    work.apply_edits(eff.edits())
    return work


def _result(pos: Position, edits: list[Edit]) -> tuple[Any, ...]:
    trial = pos.copy()
    trial.apply_edits(edits)
    return trial.board, trial.hands, trial.statuses, trial.addon_states


StatusChanges = dict[int, dict[str, Any]]  # square -> the status fields an after-ply change set there
_FIELDS = PieceStatus.__slots__


def _statuses_after(eff: Effect) -> dict[int, PieceStatus | None]:
    """The statuses the ply of ``eff`` leaves on the board (``eff``'s position not yet pushed)."""
    squares = set(eff.pos.statuses) | set(eff.stat)
    return {sq: eff.status(sq) if eff.code(sq) else None for sq in squares}


def _after_ply_changes(expected: dict[int, PieceStatus | None], pos: Position) -> StatusChanges:
    """What changed the statuses of ``pos`` after its last ply beyond what the ply did (``expected``):
    an add-on's after-ply change (a magic gain making a piece invincible or a carrier)."""
    out: StatusChanges = {}
    for sq in set(expected) | set(pos.statuses):
        actual = pos.statuses.get(sq) if pos.board[sq] else None
        if actual != expected.get(sq):
            a = actual or PieceStatus()
            e = expected.get(sq) or PieceStatus()
            out[sq] = {name: getattr(a, name) for name in _FIELDS if getattr(a, name) != getattr(e, name)}
    return out


def _with_changes(status: PieceStatus | None, changes: dict[str, Any]) -> PieceStatus | None:
    if not changes:
        return status
    out = replace(status or PieceStatus(), **changes)
    return None if out == PieceStatus() else out


def _placing_order(f1: list[Flow]) -> list[int]:
    """Pieces that M1 moved come back first, then captured ones (they take what is left), then riders."""
    def rank(i: int) -> int:
        f = f1[i]
        where = f.src[0][0]
        if where == "ride":
            return 3
        if f.captured:
            return 2
        return 0 if where == "sq" else 1
    return sorted(range(len(f1)), key=rank)


def revert(pos: Position, f1: list[Flow], f2: list[Flow], after1: StatusChanges | None = None,
           after2: StatusChanges | None = None) -> Effect | RevertError:
    """The effect undoing ``f1`` (the side to move's previous ply) while ``f2`` (the reply) stays.

    ``after1`` and ``after2``: the status changes add-ons made after each ply (magic gains); a piece M1
    touched keeps those it received when it goes back."""
    eff = Effect(pos)
    # Where is each piece M1 touched now?  Followed through M2; a piece in a hand is any piece of its
    # kind there, so it is taken from the hand while the hand still has one.
    by_src: dict[Any, list[Flow]] = {}
    for g in f2:
        by_src.setdefault(g.src[0], []).append(g)
    need: dict[Any, int] = {}
    now: list[Place] = []
    kept: list[dict[str, Any]] = []  # per piece of M1: the status fields after-ply changes gave it
    for f in f1:
        assert f.dst is not None
        where = f.dst[0]
        current = f.dst
        gained = dict(after1.get(where[1], {})) if after1 and where[0] == "sq" else {}
        if where[0] == "hand":
            need[where] = need.get(where, 0) + 1
            if pos.hands[where[1]][where[2]] < need[where] and by_src.get(where):
                current = by_src[where].pop(0).dst or f.dst
        elif where != GONE and by_src.get(where):
            current = by_src[where].pop(0).dst or f.dst
        if after2 and current[0][0] == "sq":
            gained.update(after2.get(current[0][1], {}))
        now.append(current)
        kept.append(gained)
    try:
        # Take every piece off: riders first (their carriers may move), then the rest.
        order = sorted(range(len(f1)), key=lambda i: now[i][0][0] != "ride")
        taken = {}
        for i in order:
            where, code, _ = now[i]
            taken[i] = eff.take(where, code)
        # Put each back as it was before M1.
        for i in _placing_order(f1):
            f = f1[i]
            where, code, status = f.src
            if where[0] == "sq":
                sq = where[1]
                if eff.code(sq):
                    if not f.captured:
                        return RevertError.SQUARE_OCCUPIED
                    _to_owner_hand(eff, taken[i], code)
                    continue
                eff.put(taken[i], where, code, _with_changes(status, kept[i]))
            elif where[0] == "ride":
                st = eff.status(where[1])
                if st is None or st.rider != code:
                    eff.put(taken[i], where, code)
                else:  # the carrier came back with its rider aboard
                    eff.arrived(taken[i], where, code)
            else:
                eff.put(taken[i], where, code, status)
    except ValueError:
        return RevertError.NO_PREVIOUS_PLY  # the history does not fit the board (never in a real game)
    return eff


def _to_owner_hand(eff: Effect, idx: int, code: int) -> None:
    kind = eff.hand_kind_of_owner(code)
    eff.put(idx, ("hand", owner(code), kind), code_of_kind(kind, owner(code)))


Plies = tuple[list[Flow], list[Flow], StatusChanges, StatusChanges]  # what Rewind.flows gives


class Rewind(CardHook):
    card = "rewind"

    def __init__(self, edition: int) -> None:
        super().__init__(edition)
        self._cache: OrderedDict[Any, Plies | RevertError] = OrderedDict()

    # ------------------------------------------------------------------ the revert
    def flows(self, pos: Position) -> Plies | RevertError:
        """(M1's flows, M2's flows, the status changes add-ons made after each) from the history, or why
        there is nothing to revert."""
        last = pos.last_moves(2)
        if len(last) < 2:
            return RevertError.NO_PREVIOUS_PLY
        key = (pos.history_index(), pos.recent_keys(3), repr(last[0]), repr(last[1]))
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
            return hit
        m2 = pos.pop()
        try:
            m1 = pos.pop()
            try:
                e1 = play_effect(pos, m1)
                expected = _statuses_after(e1)
            finally:
                pos.push(m1)
            after1 = _after_ply_changes(expected, pos)
            e2 = play_effect(pos, m2)
            expected = _statuses_after(e2)
        finally:
            pos.push(m2)
        result = (e1.flows, e2.flows, after1, _after_ply_changes(expected, pos))
        self._cache[key] = result
        if len(self._cache) > 64:
            self._cache.popitem(last=False)
        return result

    def reverted(self, pos: Position) -> Effect | RevertError:
        """The effect of the revert alone (the first part of the ply), or why the card cannot be played."""
        flows = self.flows(pos)
        if isinstance(flows, RevertError):
            return flows
        return revert(pos, *flows)

    def why_not(self, pos: Position) -> RevertError | None:
        """Why the card cannot be played now (None: it can), for the UI."""
        eff = self.reverted(pos)
        if isinstance(eff, RevertError):
            return eff
        return None if self.candidates(pos) else RevertError.NO_LEGAL_MOVE

    # ------------------------------------------------------------------ the hook
    def candidates(self, pos: Position) -> list[Action]:
        eff = self.reverted(pos)
        if isinstance(eff, RevertError):
            return []
        edits = eff.edits()
        undo = inverse_edits(edits)
        saved_hash, hooks = pos.hash, pos.hooks
        pos.apply_edits(edits)
        pos.hooks = {}  # no add-on action runs on this half-made ply (its history does not fit)
        try:
            legal = pos.legal_moves()
            legal_set = set(legal)
            maybe = [m for m in pos.pseudo_legal_moves()
                     if m & 127 >= NSQ and (m & 127) - NSQ in pos.T.pawn_kinds and m not in legal_set
                     and pos.leaves_king_safe(m)]
            texts = [pos.move_to_usi(m) for m in legal]
            maybe_texts = [pos.move_to_usi(m) for m in maybe]
        finally:
            pos.hooks = hooks
            pos.apply_edits(undo)
            pos.hash = saved_hash
        out = [Action(self.card, (t,)) for t in texts]
        # Pawn drops that would mate without card actions: judged again with the whole ply made, since
        # the opponent's cards count (打ち歩詰め).
        for text in maybe_texts:
            action = Action(self.card, (text,))
            pos.push(action)
            try:
                mated = not pos.has_legal_move()
            finally:
                pos.pop()
            if not mated:
                out.append(action)
        return out

    def effect(self, pos: Position, action: Action) -> Effect:
        st = held(pos, self.card)
        if st is None:
            side = "Black" if pos.side == 0 else "White"
            raise ValueError(f"{action}: {side} does not hold the card {self.card} unused")
        eff = self.reverted(pos)
        if isinstance(eff, RevertError):
            raise ValueError(f"{action}: the card cannot be played ({eff.value})")
        try:
            (step,) = self.steps(action, 1)
            c = pos.side
            if "*" in step:
                k, t, promoted = parse_drop_step(pos, step)
                if promoted:
                    raise ValueError("a drop after the rewind is an ordinary drop")
                eff.drop(c, k, t)
            else:
                s, t, p = parse_move_step(step)
                code = eff.code(s)
                if not code or owner(code) != c:
                    raise ValueError(f"after the revert, {step[:2]} holds no piece of the side to move")
                eff.move(s, t, p)
        except (ValueError, IndexError, KeyError) as exc:
            raise ValueError(f"{action}: {exc}") from None
        eff.set_addon(KEY, pos.side, st.spend(self.card))
        eff.expire()
        return eff

    def play(self, pos: Position, eff: Effect, action: Action) -> None:  # pragma: no cover - effect() above
        raise NotImplementedError


HOOKS: dict[str, type[CardHook]] = {"rewind": Rewind}
