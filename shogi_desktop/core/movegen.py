"""Move generation behind :class:`~.position.Position`'s methods: the pseudo-legal and legal moves (with
pins and the pawn-drop-mate rule), and the lists a search asks for: evasions, captures, whether an
evasion exists, and mate in one.

The search's lists give the answer of the full legal-move list, faster: evasions try only king steps,
captures of the checker and interpositions; captures walk the pieces' targets; :func:`has_evasion` stops
at the first answer; :func:`quick_mate_in_one` tries checking drops and moves next to the enemy king.
Positions these shortcuts do not cover (piece statuses, add-ons, reflecting pieces) ask the full lists.
tests/core/test_movegen.py compares every one with the legal moves, and with cshogi.
"""

from __future__ import annotations

import struct
from bisect import bisect_left
from collections.abc import Sequence
from itertools import compress
from typing import TYPE_CHECKING

from .squares import NSQ

if TYPE_CHECKING:
    from .actions import Action
    from .position import Position

PROMOTE = 1 << 14
BLACK = 0
_SQUARES = range(NSQ)
_PACK = struct.Struct(f"{NSQ}b").pack  # a board as signed bytes
# a board's signed bytes translated to 1 where Black's / White's pieces stand, and where none does
_OWN = (bytes(1 if 0 < b < 128 else 0 for b in range(256)), bytes(1 if b > 128 else 0 for b in range(256)))
_EMPTY = bytes(1 if b == 0 else 0 for b in range(256))


def own_and_empty(board: list[int], c: int) -> tuple[list[int], list[int]]:
    """The squares of ``c``'s pieces and the empty squares, in ascending order (found in C: the board
    packed as bytes and translated; the codes are within a signed byte)."""
    raw = _PACK(*board)
    return list(compress(_SQUARES, raw.translate(_OWN[c]))), list(compress(_SQUARES, raw.translate(_EMPTY)))



# ----------------------------------------------------------------------------- the move lists
def pseudo_legal(pos: Position) -> list[int]:
    """Moves and drops obeying movement, promotion, 二歩 and dead-drop rules, ignoring self-check."""
    own, empties = own_and_empty(pos.board, pos.side)
    moves = board_moves(pos, own)
    if pos.T.irregular[pos.side]:
        # Reflecting paths can reach one square along several routes: list each move once.
        moves[:] = dict.fromkeys(moves)
    if pos.statuses:
        moves[:] = [m for m in moves if capture_allowed(pos, m)]
    add_drops(pos, moves, empties)
    return moves


def board_moves(pos: Position, squares: Sequence[int]) -> list[int]:
    """The pseudo-legal moves (no drops) of the side to move's pieces on ``squares`` (in that order; each
    piece's moves in the order of :func:`pseudo_legal`)."""
    T = pos.T
    board = pos.board
    c = pos.side
    black = c == BLACK
    moves: list[int] = []
    app = moves.append
    steps = T.steps[c]
    rays = T.rays[c]
    pzone = T.promo_zone[c]
    must = T.must_promote[c]
    plain = T.plain
    immune = T.immune
    for s in squares:
        p = board[s]
        if not p or (p > 0) != black:
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
                    _with_promotion(pos, moves, k, s, t)
            for t in T.steps_c[c][k][s]:
                q = board[t]
                if q and (q > 0) != black and q not in immune:
                    _with_promotion(pos, moves, k, s, t)
    return moves


def add_drops(pos: Position, moves: list[int], empties: Sequence[int]) -> None:
    """Append to ``moves`` the side to move's pseudo-legal drops on ``empties`` (empty squares, in
    ascending order): by kind, then square, as :func:`pseudo_legal` lists them."""
    T = pos.T
    board = pos.board
    c = pos.side
    hand = pos.hands[c]
    for k in T.droppable:
        if not hand[k]:
            continue
        ok = T.drop_ok[c][k]
        made = _DROPS[k]
        if k in T.pawn_kinds:
            # 二歩: the files holding a pawn of this kind (found by the list's own search)
            code = k + 1 if c == BLACK else -k - 1
            files = 0
            i = -1
            for _ in range(board.count(code)):
                i = board.index(code, i + 1)
                files |= 1 << (i % 9)
            ok = _pawn_ok(ok, files)
        moves += [made[t] for t in empties if ok[t]]


_DROPS = tuple(tuple((NSQ + k) | t << 7 for t in range(NSQ)) for k in range(128 - NSQ))  # [kind][square]
_PAWN_OK: dict[tuple[int, int], tuple[tuple[bool, ...], tuple[bool, ...]]] = {}  # see _pawn_ok


def _pawn_ok(ok: tuple[bool, ...], files: int) -> tuple[bool, ...]:
    """The squares of ``ok`` off the ``files`` (a bit per file), kept per table and set of files (512 per
    drop table at most; the table itself kept in the entry, so its id names it; 8,192 entries at most)."""
    entry = _PAWN_OK.get((id(ok), files))
    if entry is None or entry[0] is not ok:
        if len(_PAWN_OK) >= 8192:
            _PAWN_OK.clear()
        entry = _PAWN_OK[(id(ok), files)] = (ok, tuple(ok[t] and not files >> (t % 9) & 1 for t in range(NSQ)))
    return entry[1]


def _with_promotion(pos: Position, moves: list[int], k: int, s: int, t: int) -> None:
    c = pos.side
    pz = pos.T.promo_zone[c][k]
    m = s | t << 7
    if pz is not None and (s in pz or t in pz):
        moves.append(m | PROMOTE)
        if t not in pos.T.must_promote[c][k]:
            moves.append(m)
    else:
        moves.append(m)


def capture_allowed(pos: Position, m: int) -> bool:
    """Statuses that forbid a capture (immune pieces); only consulted when statuses exist."""
    to = (m >> 7) & 127
    st = pos.statuses.get(to)
    if st is None or not pos.board[to]:
        return True
    if st.immune_until is not None and pos.ply + pos.start_move_number <= st.immune_until:
        frm = m & 127
        if frm >= NSQ:
            return True
        letter = pos.variant.kinds[abs(pos.board[frm]) - 1].letter
        return letter in st.immune_except
    return True


def legal(pos: Position) -> list[int]:
    """Every legal plain move and drop for the side to move (in check: :meth:`evasions`), in the order of
    :func:`pseudo_legal`: by from-square, the drops last by kind (the search bisects for the drops)."""
    c = pos.side
    them = c ^ 1
    T = pos.T
    ksq = pos.king_sq[c]
    if ksq < 0:
        out = pseudo_legal(pos)
    elif pos.attacked(ksq, them):
        return evasions(pos)
    elif not T.irregular[them]:
        # pseudo_legal's board moves, the king's kept where it is safe and the pinned pieces' along
        # their pins, then its drops (a drop out of check never exposes the king): the same list
        board = pos.board
        kcode = board[ksq]
        king = board_moves(pos, (ksq,))
        board[ksq] = 0
        king = [m for m in king if not pos.attacked((m >> 7) & 127, them)]
        board[ksq] = kcode
        own, empties = own_and_empty(board, c)
        i = bisect_left(own, ksq)  # (own[i] is the king's square)
        out = board_moves(pos, own[:i])
        out += king
        out += board_moves(pos, own[i + 1:])
        if T.irregular[c]:
            out[:] = dict.fromkeys(out)
        if pos.statuses:
            out[:] = [m for m in out if capture_allowed(pos, m)]
        pins = pins_of(pos, ksq, c)
        if pins:
            out[:] = [m for m in out if (m & 127) not in pins or ((m >> 7) & 127) in pins[m & 127]]
        add_drops(pos, out, empties)
    else:
        out = [m for m in pseudo_legal(pos) if pos.leaves_king_safe(m)]
    if T.pawn_kinds and pos.king_sq[them] >= 0:
        out = no_pawn_drop_mates(pos, out)
    return out


def pins_of(pos: Position, ksq: int, c: int) -> dict[int, frozenset[int]]:
    """The pieces of ``c`` pinned to its royal piece on ``ksq``: square -> the squares it may move to."""
    board = pos.board
    black = c == BLACK
    pins: dict[int, frozenset[int]] = {}
    for path, codes in pos.T.ray_att[c ^ 1][ksq]:
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


def no_pawn_drop_mates(pos: Position, moves: list[int]) -> list[int]:
    """``moves`` without the pawn drops that would checkmate (打ち歩詰め)."""
    c = pos.side
    T = pos.T
    hand = pos.hands[c]
    ek = pos.king_sq[c ^ 1]
    bad: list[int] = []
    for k in T.pawn_kinds:
        if not hand[k]:
            continue
        code = k + 1 if c == BLACK else -k - 1
        # the squares a pawn attacks the king from are among the sources of the king square's attacks
        for t, codes in T.leap_att[c][ek]:
            if code in codes and (ek in T.steps[c][k][t] or ek in T.steps_c[c][k][t]):
                m = (NSQ + k) | t << 7
                if m in moves and pos.drop_mates(m):
                    bad.append(m)
    if not bad:
        return moves
    return [m for m in moves if m not in bad]


def attackers_of(pos: Position, t: int, by: int) -> list[int]:
    """Squares of the ``by`` pieces attacking ``t`` (for check highlights and teaching)."""
    out = []
    board = pos.board
    for s in range(NSQ):
        q = board[s]
        if q and (q > 0) == (by == BLACK):
            k = abs(q) - 1
            if t in pos.T.steps[by][k][s] or t in pos.T.steps_c[by][k][s]:
                out.append(s)
                continue
            for path in pos.T.rays[by][k][s]:
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


# ----------------------------------------------------------------------------- legality by a trial push
def attacked_irregularly(pos: Position, t: int, by: int) -> bool:
    """Is ``t`` attacked by a ``by`` piece whose attacks are not straight lines (a reflecting bishop)?"""
    board = pos.board
    codes = pos.T.irregular[by]
    for s in range(NSQ):
        q = board[s]
        if q in codes:
            for path in pos.T.rays[by][abs(q) - 1][s]:
                for u in path:
                    if u == t:
                        return True
                    if board[u]:
                        break
    return False


def leaves_king_safe(pos: Position, m: int | Action) -> bool:
    """After ``m`` (any move or action), is the mover's royal piece unattacked?  (Made and unmade.)"""
    c = pos.side
    pos.push(m)
    k = pos.king_sq[c]
    ok = k < 0 or not pos.attacked(k, c ^ 1)
    pos.pop()
    return ok


def drop_mates(pos: Position, m: int) -> bool:
    """Does the (pseudo-legal) move ``m`` leave the opponent without a legal action?"""
    pos.push(m)
    mated = not pos.has_legal_move()
    pos.pop()
    return mated


def has_legal_move(pos: Position) -> bool:
    # Add-on actions (cards, magic) count too.
    return has_board_move(pos) or bool(pos.legal_moves()) or bool(pos.special_actions())


def has_board_move(pos: Position) -> bool:
    """Has a piece of the side to move on the board a legal move (found piece by piece, as :func:`legal`
    keeps them)?  False too where this does not judge (in check, statuses, irregular attacks, no king)."""
    c, T = pos.side, pos.T
    them, ksq = c ^ 1, pos.king_sq[c]
    if ksq < 0 or pos.statuses or T.irregular[them] or T.irregular[c] or pos.attacked(ksq, them):
        return False
    board, black, pins = pos.board, c == BLACK, pins_of(pos, ksq, c)
    kcode = board[ksq]
    for s in (s for s in range(NSQ) if board[s] and (board[s] > 0) == black):
        for m in board_moves(pos, (s,)):
            to = (m >> 7) & 127
            if s == ksq:  # the king's step to an unattacked square
                board[ksq] = 0
                safe = not pos.attacked(to, them)
                board[ksq] = kcode
                if safe:
                    return True
            elif s not in pins or to in pins[s]:  # a pinned piece's along its pin, any other's
                return True
    return False


def special_actions(pos: Position, addons: bool = True) -> list[Action]:
    """Legal special actions: the variant's piece powers (lion captures) and, with ``addons``, the
    card and magic actions of its add-ons (none in a plain game).

    A hook proposes actions; the position keeps those whose complete result leaves the mover's
    royal piece unattacked (intermediate steps are not checked, RULES.md §5).
    """
    if not pos.hooks:
        return []
    out: list[Action] = []
    powers = pos.powers
    hooks = pos.hooks.values() if addons else [h for name, h in pos.hooks.items() if name in powers]
    for hook in {id(h): h for h in hooks}.values():
        for action in hook.actions(pos):
            if (addons or action.name in powers) and pos.leaves_king_safe(action):
                out.append(action)
    return out


# ----------------------------------------------------------------------------- evasions
def evasions(pos: Position) -> list[int]:
    """The legal moves and drops of the side to move when it is in check: only king moves, captures of
    the checker and interpositions on its path are tried (the order is that of the pseudo-legal list).
    With straight-line movers on both sides, only the king's moves, the moves of the pieces that attack
    a square of the checker's line and the drops on it are generated, and each is decided without a
    trial push: a king step by whether its square is attacked with the king lifted, any other answer by
    whether its piece is pinned."""
    c = pos.side
    ksq = pos.king_sq[c]
    T = pos.T
    them = c ^ 1
    if ksq < 0 or pos.statuses or pos.variant.addons:
        moves = [m for m in pseudo_legal(pos) if pos.leaves_king_safe(m)]
    else:
        board = pos.board
        checkers = attackers_of(pos, ksq, them) if T.irregular[them] else checkers_of(pos, ksq, them)
        block: set[int] = set()
        for s in checkers:
            block.add(s)
            k = abs(board[s]) - 1
            for path in T.rays[them][k][s]:
                if ksq in path:  # every path that reaches the king (a reflecting slide may have two)
                    block.update(path[: path.index(ksq)])
        double = len(checkers) > 1
        if T.irregular[them] or T.irregular[c] or not all(T.plain):
            pseudo = pseudo_legal(pos)
            if double:
                cand = [m for m in pseudo if (m & 127) == ksq]
            else:
                cand = [m for m in pseudo if (m & 127) == ksq or ((m >> 7) & 127) in block]
            if T.irregular[them]:
                moves = [m for m in cand if pos.leaves_king_safe(m)]
            else:
                moves = _evasions_by_pins(pos, cand, ksq, c)
        else:
            moves = _evasions_by_pins(pos, _evasion_candidates(pos, ksq, block, double), ksq, c)
    if T.pawn_kinds and pos.king_sq[them] >= 0:
        moves = no_pawn_drop_mates(pos, moves)
    return moves


def checkers_of(pos: Position, ksq: int, them: int) -> set[int]:
    """The squares of the ``them`` pieces attacking the square ``ksq`` (:func:`attackers_of` as a set,
    from the attack tables: for straight-line attackers)."""
    board = pos.board
    T = pos.T
    out = {s for s, codes in T.leap_att[them][ksq] if board[s] in codes}
    for path, codes in T.ray_att[them][ksq]:
        for s in path:
            q = board[s]
            if q:
                if q in codes:
                    out.add(s)
                break
    return out


def _evasion_candidates(pos: Position, ksq: int, block: set[int], double: bool) -> list[int]:
    """The pseudo-legal moves that may answer the check, in :func:`pseudo_legal`'s order: the king's, and
    (one checker) those of the pieces attacking a square of ``block`` (the checker and the squares
    between it and the king) onto it, and the drops between.  For straight-line movers whose every
    step may both move and capture (an attack on a square is a move to it)."""
    c = pos.side
    board = pos.board
    pieces = {ksq}
    if not double:
        for t in block:
            pieces |= checkers_of(pos, t, c)  # the pieces of the side to move that reach t
    moves = [m for m in board_moves(pos, sorted(pieces)) if (m & 127) == ksq or ((m >> 7) & 127) in block]
    if not double:
        add_drops(pos, moves, sorted(t for t in block if not board[t]))
    return moves


def _evasions_by_pins(pos: Position, cand: list[int], ksq: int, c: int) -> list[int]:
    """The legal moves of ``cand`` (king steps, and captures of the one checker or interpositions on its
    line): a king step is legal when its square is not attacked with the king lifted (the piece it
    takes left in place: it blocks no line through its own square), any other move unless it takes a
    pinned piece off its line.  Only for straight-line attackers."""
    board = pos.board
    them = c ^ 1
    pins = pins_of(pos, ksq, c)
    kcode = board[ksq]
    out: list[int] = []
    board[ksq] = 0
    try:
        for m in cand:
            frm = m & 127
            if frm == ksq:
                if not pos.attacked((m >> 7) & 127, them):
                    out.append(m)
            elif frm not in pins or ((m >> 7) & 127) in pins[frm]:
                out.append(m)
    finally:
        board[ksq] = kcode
    return out


def has_evasion(pos: Position) -> bool:
    """Has the side to move (in check) a legal answer?  King steps first, then captures of the checker
    and interpositions (by moves and drops), each checked for legality alone; positions this shortcut
    does not cover (piece statuses, add-ons, reflecting or move-only pieces) ask the full move list."""
    c = pos.side
    k = pos.king_sq[c]
    T = pos.T
    if k < 0 or pos.statuses or pos.variant.addons or T.irregular[0] or T.irregular[1]:
        return _has_evasion_slow(pos)
    board = pos.board
    them = c ^ 1
    black = c == 0
    kcode = board[k]
    kind = abs(kcode) - 1
    immune = T.immune
    board[k] = 0
    try:
        for t in T.steps[c][kind][k]:
            q = board[t]
            if q and ((q > 0) == black or q in immune):
                continue
            if not pos.attacked(t, them):
                return True
    finally:
        board[k] = kcode
    if T.rays[c][kind][k] or T.steps_m[c][kind][k] or not all(T.plain) or pos.hooks:
        return _has_evasion_slow(pos)
    checkers: list[int] = []
    between: list[int] = []
    for s, codes in T.leap_att[them][k]:
        if board[s] in codes:
            checkers.append(s)
    for path, codes in T.ray_att[them][k]:
        for i, s in enumerate(path):
            q = board[s]
            if q:
                if q in codes and s not in checkers:
                    checkers.append(s)
                    between = list(path[:i])
                break
    if len(checkers) != 1:
        return not checkers and _has_evasion_slow(pos)  # a double check: only the king could answer
    royal = T.royal_codes
    for t in (checkers[0], *between):
        for s, codes in T.leap_att[c][t]:
            p = board[s]
            if p in codes and p not in royal and _move_legal(pos, s, t):
                return True
        for path, codes in T.ray_att[c][t]:
            for s in path:
                p = board[s]
                if p:
                    if p in codes and p not in royal and _move_legal(pos, s, t):
                        return True
                    break
    if between:
        hand = pos.hands[c]
        for kd in T.droppable:
            if hand[kd]:
                for t in between:
                    if pos.is_legal((NSQ + kd) | t << 7):
                        return True
    return False


def _move_legal(pos: Position, frm: int, to: int) -> bool:
    m = frm | to << 7
    return pos.is_legal(m) or pos.is_legal(m | PROMOTE)


def _has_evasion_slow(pos: Position) -> bool:
    if pos.legal_moves() or pos.special_actions(addons=False):
        return True
    return bool(pos.hooks) and bool(pos.special_actions())


# ----------------------------------------------------------------------------- captures
def captures(pos: Position, promotion_gain: Sequence[int], quiet_gain: int = 300, in_check: bool | None = None
             ) -> list[int]:
    """Legal captures, and promotions of the kinds whose ``promotion_gain`` is at least ``quiet_gain``.

    A capture that may also promote is listed once: promoted when promoting gains (or is forced).
    Positions with piece statuses or add-ons list every legal move that captures or promotes.
    """
    T = pos.T
    c = pos.side
    board = pos.board
    if pos.statuses or pos.variant.addons:
        return [m for m in pos.legal_moves() if board[(m >> 7) & 127] or (m & PROMOTE)]
    black = c == 0
    immune = T.immune
    steps = T.steps[c]
    steps_c = T.steps_c[c]
    steps_m = T.steps_m[c]
    rays = T.rays[c]
    pzone = T.promo_zone[c]
    must = T.must_promote[c]
    plain = T.plain
    out: list[int] = []
    for s in compress(_SQUARES, _PACK(*board).translate(_OWN[c])):  # the squares of our pieces
        p = board[s]
        k = p - 1 if black else -p - 1
        pz = pzone[k]
        gain = promotion_gain[k] if pz is not None else 0
        s_in = pz is not None and s in pz
        qz = pz if pz is not None and gain >= quiet_gain else None  # quiet promotions of this piece listed
        # the captures listed as met (leaps, capture-only leaps, rays), then the quiet promotions
        targets: list[int] = []
        quiet_promos: list[int] | None = None
        for t in steps[k][s]:
            q = board[t]
            if q:
                if (q > 0) != black and q not in immune:
                    targets.append(t)
            elif qz is not None and (s_in or t in qz):
                quiet_promos = [t] if quiet_promos is None else [*quiet_promos, t]
        if not plain[k]:
            for t in steps_c[k][s]:
                q = board[t]
                if q and (q > 0) != black and q not in immune:
                    targets.append(t)
            if qz is not None:
                for t in steps_m[k][s]:
                    if not board[t] and (s_in or t in qz):
                        quiet_promos = [t] if quiet_promos is None else [*quiet_promos, t]
        for ray in rays[k][s]:
            for t in ray:
                q = board[t]
                if q:
                    if (q > 0) != black and q not in immune:
                        targets.append(t)
                    break
                if qz is not None and (s_in or t in qz):
                    quiet_promos = [t] if quiet_promos is None else [*quiet_promos, t]
        if targets:
            if pz is None:
                out += [s | t << 7 for t in targets]
            else:
                for t in targets:
                    m = s | t << 7
                    if s_in or t in pz:
                        out.append(m | PROMOTE if gain > 0 or t in must[k] else m)
                    else:
                        out.append(m)
        if quiet_promos is not None:
            out += [s | t << 7 | PROMOTE for t in quiet_promos]
    if T.irregular[c]:
        out = list(dict.fromkeys(out))  # reflecting paths can reach one square along several routes
    return legal_subset(pos, out, in_check)


def legal_subset(pos: Position, moves: list[int], in_check: bool | None = None) -> list[int]:
    """The moves of a pseudo-legal list (no drops) that do not leave the mover's royal piece attacked
    (``in_check``: whether it is attacked now, when the caller knows)."""
    c = pos.side
    ksq = pos.king_sq[c]
    if ksq < 0 or not moves:
        return moves
    them = c ^ 1
    board = pos.board
    legal: list[int] = []
    if in_check is None:
        in_check = pos.attacked(ksq, them)
    if not in_check and not pos.T.irregular[them]:
        pins = pins_of(pos, ksq, c)
        kcode = board[ksq]
        for m in moves:
            frm = m & 127
            if frm == ksq:
                board[ksq] = 0
                ok = not pos.attacked((m >> 7) & 127, them)
                board[ksq] = kcode
                if ok:
                    legal.append(m)
            elif frm in pins:
                if ((m >> 7) & 127) in pins[frm]:
                    legal.append(m)
            else:
                legal.append(m)
        return legal
    for m in moves:
        pos.push(m)
        if not pos.attacked(pos.king_sq[c], them):
            legal.append(m)
        pos.pop()
    return legal
