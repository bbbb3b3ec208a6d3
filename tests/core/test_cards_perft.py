"""Perft with cards, cross-checked by an independent brute-force implementation written here.

The brute force shares nothing with the engine: boards are lists of ``(letter, colour)``, pieces move by
direction lists written out below, positions are copied for every action, check is found by generating
every enemy move, and each card of RULES.md §5 is written again from its text (with the decisions of
docs/rules-decisions.md, "Cards").  Perft counts the leaves of the legal-action tree (plain moves and
card actions); both sides must give the same count, and the same set of action strings at the root.
"""

from __future__ import annotations

import pytest

from shogi_desktop.core.addons import setup_addons
from shogi_desktop.core.perft import perft
from shogi_desktop.core.position import Position

FILES = "987654321"
RANKS = "abcdefghi"
ORTH = [(0, -1), (0, 1), (-1, 0), (1, 0)]
DIAG = [(-1, -1), (1, -1), (-1, 1), (1, 1)]
KING = ORTH + DIAG
GOLD = [(0, -1), (-1, -1), (1, -1), (-1, 0), (1, 0), (0, 1)]
STEPS = {  # Black's view: (file index delta, rank index delta); rank index 0 is rank a (forward)
    "K": KING, "T": KING, "G": GOLD, "S": [(0, -1), (-1, -1), (1, -1), (-1, 1), (1, 1)], "N": [(-1, -2), (1, -2)],
    "P": [(0, -1)], "+R": DIAG, "+B": ORTH, "+S": GOLD, "+N": GOLD, "+L": GOLD, "+P": GOLD,
}
SLIDES = {"R": ORTH, "B": DIAG, "L": [(0, -1)], "+R": ORTH, "+B": DIAG}
PROMOTES = {"R", "B", "S", "N", "L", "P"}
# Flips are made nearest first; at equal distance in this order of lines (as Black sees the board).
PERSUASION_LINES = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)]
CHESS_KNIGHT = [(-1, -2), (1, -2), (-2, -1), (2, -1), (-2, 1), (2, 1), (-1, 2), (1, 2)]


def name(sq: int) -> str:
    return FILES[sq % 9] + RANKS[sq // 9]


def at(sq: int, df: int, dr: int) -> int:
    f, r = sq % 9 + df, sq // 9 + dr
    return r * 9 + f if 0 <= f < 9 and 0 <= r < 9 else -1


class State:
    def __init__(self, board: list, hands: list, side: int, cards: list, edition: int, immune: frozenset = frozenset()):
        self.board = board  # 81 x (letter, colour) | None
        self.hands = hands  # [dict letter -> n, dict]
        self.side = side
        self.cards = cards  # [set of unused card ids, set]
        self.edition = edition
        self.immune = immune  # squares whose piece may not be captured (or flipped, or sent away) this ply

    def copy(self) -> State:
        return State(self.board[:], [dict(self.hands[0]), dict(self.hands[1])], self.side,
                     [set(self.cards[0]), set(self.cards[1])], self.edition, self.immune)

    def key(self) -> tuple:
        return (tuple(self.board), tuple(sorted((k, v) for k, v in self.hands[0].items() if v)),
                tuple(sorted((k, v) for k, v in self.hands[1].items() if v)))


def from_sfen(sfen: str, cards: list, edition: int) -> State:
    rows, side, hand = sfen.split()[:3]
    board: list = []
    for row in rows.split("/"):
        i = 0
        while i < len(row):
            ch = row[i]
            if ch.isdigit():
                board.extend([None] * int(ch))
            elif ch == "+":
                i += 1
                board.append(("+" + row[i].upper(), 0 if row[i].isupper() else 1))
            else:
                board.append((ch.upper(), 0 if ch.isupper() else 1))
            i += 1
    hands: list = [{}, {}]
    n = 0
    for ch in hand if hand != "-" else "":
        if ch.isdigit():
            n = n * 10 + int(ch)
            continue
        c = 0 if ch.isupper() else 1
        hands[c][ch.upper()] = hands[c].get(ch.upper(), 0) + (n or 1)
        n = 0
    return State(board, hands, 0 if side == "b" else 1, [set(cards[0]), set(cards[1])], edition)


def vec(df: int, dr: int, c: int) -> tuple[int, int]:
    return (df, dr) if c == 0 else (-df, -dr)


def in_zone(sq: int, c: int) -> bool:
    return sq // 9 <= 2 if c == 0 else sq // 9 >= 6


def dead(letter: str, sq: int, c: int) -> bool:
    r = sq // 9 if c == 0 else 8 - sq // 9
    return (letter in ("P", "L") and r == 0) or (letter == "N" and r <= 1)


def base(letter: str) -> str:
    return "G" if letter == "T" else letter.lstrip("+")


def royal_squares(s: State, c: int) -> list[int]:
    return [q for q, p in enumerate(s.board) if p and p[1] == c and p[0] in ("K", "T")]


def targets(s: State, sq: int) -> list[int]:
    letter, c = s.board[sq]
    out: list = []
    for df, dr in STEPS.get(letter, []):
        t = at(sq, *vec(df, dr, c))
        if t >= 0 and (s.board[t] is None or s.board[t][1] != c):
            out.append(t)
    for df, dr in SLIDES.get(letter, []):
        t = sq
        while (t := at(t, *vec(df, dr, c))) >= 0:
            if s.board[t] is None:
                out.append(t)
                continue
            if s.board[t][1] != c:
                out.append(t)
            break
    return out


def attacked(s: State, sq: int, by: int) -> bool:
    return any(p and p[1] == by and sq in targets(s, q) for q, p in enumerate(s.board))


def in_check(s: State, c: int) -> bool:
    royals = royal_squares(s, c)
    return len(royals) == 1 and attacked(s, royals[0], c ^ 1)


def capture(s: State, t: int, captor: int) -> None:
    """The piece on t is captured by ``captor`` (the prince rule for a royal beside its partner)."""
    letter, victim = s.board[t]
    s.board[t] = None
    if letter in ("K", "T"):
        others = royal_squares(s, victim)
        assert others, "a lone king may never be captured"
        if letter == "K":  # the king takes the prince's square
            s.board[others[0]] = ("K", victim)
        s.hands[captor]["G"] = s.hands[captor].get("G", 0) + 1
        return
    b = base(letter)
    s.hands[captor][b] = s.hands[captor].get(b, 0) + 1


def capturable(s: State, t: int, c: int) -> bool:
    p = s.board[t]
    if p is None or p[1] == c or t in s.immune:
        return False
    return p[0] not in ("K", "T") or len(royal_squares(s, p[1])) == 2


def move(s: State, frm: int, to: int, promote: bool, new_letter: str | None = None) -> State:
    n = s.copy()
    letter, c = n.board[frm]
    if n.board[to] is not None:
        capture(n, to, c)
    n.board[frm] = None
    n.board[to] = (new_letter or ("+" + letter if promote else letter), c)
    return n


def drop(s: State, letter: str, to: int, placed: str | None = None) -> State:
    n = s.copy()
    n.hands[n.side][letter] -= 1
    n.board[to] = (placed or letter, n.side)
    return n


def end_ply(s: State, spent: str | None = None, immune: frozenset = frozenset()) -> State:
    n = s.copy()
    if spent:
        n.cards[n.side].discard(spent)
    n.side ^= 1
    n.immune = immune
    return n


def promo_choices(letter: str, c: int, frm: int, to: int, eight: bool = False) -> list[bool]:
    if letter not in PROMOTES or not (in_zone(frm, c) or in_zone(to, c)):
        return [False]
    if dead(letter, to, c):
        return [True]
    return [False, True]


def plain_moves(s: State) -> list[tuple[str, State]]:
    """Pseudo-legal plain moves and drops (self-check not tested)."""
    c = s.side
    out: list = []
    for sq, p in enumerate(s.board):
        if not p or p[1] != c:
            continue
        for t in targets(s, sq):
            if s.board[t] is not None and not capturable(s, t, c):
                continue
            for pr in promo_choices(p[0], c, sq, t):
                out.append((name(sq) + name(t) + ("+" if pr else ""), move(s, sq, t, pr)))
    for letter, n in s.hands[c].items():
        if not n:
            continue
        for t in range(81):
            if s.board[t] is not None or dead(letter, t, c):
                continue
            if letter == "P" and any(s.board[q] == ("P", c) for q in range(t % 9, 81, 9)):
                continue
            out.append((f"{letter}*{name(t)}", drop(s, letter, t)))
    return out


def pawn_gives_mate(s: State, to: int, after: State) -> bool:
    """Does the pawn just dropped on ``to`` give check and leave the opponent without any legal action?"""
    c = s.side
    royals = royal_squares(after, c ^ 1)
    t = at(to, *vec(0, -1, c))
    if len(royals) != 1 or t != royals[0]:
        return False
    return not legal_actions(end_ply(after) if after.side == c else after)


def legal_actions(s: State) -> dict[str, State]:
    """Every legal action: text -> the position after it (side to move switched)."""
    c = s.side
    out: dict[str, State] = {}
    plain = plain_moves(s)
    plain_keys = {after.key() for _, after in plain}
    for text, after in plain:
        if in_check(after, c):
            continue
        if text.startswith("P*") and pawn_gives_mate(s, parse(text[2:]), after):
            continue
        out[text] = end_ply(after)
    for card in sorted(s.cards[c]):
        for text, after, immune in CARDS[card](s, plain_keys):
            if in_check(after, c):
                continue
            out[f"{card}!{text}"] = end_ply(after, card, immune)
    return out


def parse(sq: str) -> int:
    return RANKS.index(sq[1]) * 9 + FILES.index(sq[0])


# ----------------------------------------------------------------------------- the cards, from their text
def own(s: State, letter: str) -> list[int]:
    return [q for q, p in enumerate(s.board) if p == (letter, s.side)]


def enemy_king_seen(s: State, squares: list[int]) -> bool:
    return any(s.board[q] is not None and s.board[q][1] != s.side and s.board[q][0] in ("K", "T") for q in squares)


def single_moves(s: State, plain_keys: set, frm: int, dests: list[int], letter: str,
                 attack: object = None) -> list:
    out: list = []
    c = s.side
    for t in dests:
        for pr in promo_choices(letter, c, frm, t):
            after = move(s, frm, t, pr)
            if after.key() in plain_keys:
                continue
            if s.edition == 1 and attack is not None and attack(after, t):  # type: ignore[operator]
                continue
            out.append((name(frm) + name(t) + ("+" if pr else ""), after, frozenset()))
    return out


def card_queen_king(s: State, plain_keys: set) -> list:
    out: list = []
    for k in own(s, "K"):
        dests = []
        for df, dr in KING:
            t, d = k, 0
            while (t := at(t, df, dr)) >= 0:
                d += 1
                if s.board[t] is not None and not capturable(s, t, s.side):
                    break
                if d >= 2:
                    dests.append(t)
                if s.board[t] is not None:
                    break
        out += single_moves(s, plain_keys, k, dests, "K")
    return out


def card_wrap_rook(s: State, plain_keys: set) -> list:
    out: list = []
    fwd = -1 if s.side == 0 else 1
    for r in own(s, "R"):
        dests = []
        for df, dr in ((-1, 0), (1, 0), (0, fwd)):
            f, k = r % 9, r // 9
            wrapped = False
            while True:
                f, k = f + df, k + dr
                if not (0 <= f < 9 and 0 <= k < 9):
                    f, k, wrapped = f % 9, k % 9, True
                t = k * 9 + f
                if t == r:
                    break
                if s.board[t] is not None:
                    if wrapped and capturable(s, t, s.side):
                        dests.append(t)
                    break
                if wrapped:
                    dests.append(t)
        out += single_moves(s, plain_keys, r, dests, "R")
    return out


def bounce_path(start: int, df: int, dr: int, board: list) -> list[int]:
    """RULES.md §4.1, walked square by square on the real board (stops at the first piece)."""
    f, r = start % 9, start // 9
    seen = set()
    out: list = []
    while True:
        nf, nr = f + df, r + dr
        off_f, off_r = not 0 <= nf < 9, not 0 <= nr < 9
        if off_f and off_r:
            return out
        if off_f:
            df = -df
        if off_r:
            dr = -dr
        nf, nr = f + df, r + dr
        if not (0 <= nf < 9 and 0 <= nr < 9):
            return out
        t = nr * 9 + nf
        if t == start or (t, df, dr) in seen:
            return out
        seen.add((t, df, dr))
        out.append(t)
        if board[t] is not None:
            return out
        f, r = nf, nr


def card_reflect_bishop(s: State, plain_keys: set) -> list:
    out: list = []
    for b in own(s, "B"):
        dests = []
        for df, dr in DIAG:
            for t in bounce_path(b, df, dr, s.board):
                if s.board[t] is None or capturable(s, t, s.side):
                    dests.append(t)
        # destinations of the plain bishop are filtered by the result comparison in single_moves

        def attack(after: State, t: int) -> bool:
            hits = [p[-1] for df, dr in DIAG if (p := bounce_path(t, df, dr, after.board))]
            return enemy_king_seen(after, hits)
        out += single_moves(s, plain_keys, b, sorted(set(dests)), "B", attack)
    return out


def card_eight_knight(s: State, plain_keys: set) -> list:
    out: list = []
    for n in own(s, "N"):
        dests = [t for df, dr in CHESS_KNIGHT if (t := at(n, df, dr)) >= 0
                 and (s.board[t] is None or capturable(s, t, s.side))]

        def attack(after: State, t: int) -> bool:
            return enemy_king_seen(after, [q for df, dr in CHESS_KNIGHT if (q := at(t, df, dr)) >= 0])
        out += single_moves(s, plain_keys, n, dests, "N", attack)
    return out


def card_jump_lance(s: State, plain_keys: set) -> list:
    out: list = []
    fwd = -1 if s.side == 0 else 1
    for lance in own(s, "L"):
        dests = []
        t, jumped = lance, False
        while (t := at(t, 0, fwd)) >= 0:
            if not jumped:
                jumped = s.board[t] is not None
                continue
            if s.board[t] is not None:
                if capturable(s, t, s.side):
                    dests.append(t)
                break
            dests.append(t)

        def attack(after: State, t: int) -> bool:
            seen: list = []
            q = t
            while (q := at(q, 0, fwd)) >= 0 and len(seen) < 2:
                if after.board[q] is not None:
                    seen.append(q)
            return enemy_king_seen(after, seen)
        out += single_moves(s, plain_keys, lance, dests, "L", attack)
    return out


def card_double_pawn(s: State, plain_keys: set) -> list:
    c = s.side
    if not s.hands[c].get("P"):
        return []
    out: list = []
    for f in range(9):
        file = list(range(f, 81, 9))
        if sum(1 for q in file if s.board[q] == ("P", c)) != 1:
            continue
        for t in file:
            if s.board[t] is None and not dead("P", t, c):
                after = drop(s, "P", t)
                if not pawn_gives_mate(s, t, after):
                    out.append((f"P*{name(t)}", after, frozenset()))
    return out


def card_ripening(s: State, plain_keys: set) -> list:
    c = s.side
    out: list = []
    if s.edition == 2:
        for sq, p in enumerate(s.board):
            if not p or p[1] != c or p[0] not in PROMOTES:
                continue
            for t in targets(s, sq):
                if (s.board[t] is not None and not capturable(s, t, c)) or in_zone(sq, c) or in_zone(t, c):
                    continue
                out.append((name(sq) + name(t) + "+", move(s, sq, t, True), frozenset()))
        return out
    for letter, n in s.hands[c].items():
        if not n or letter not in PROMOTES:
            continue
        for t in range(81):
            if s.board[t] is None:
                after = drop(s, letter, t, "+" + letter)
                if not in_check(end_ply(after), c ^ 1):
                    out.append((f"+{letter}*{name(t)}", after, frozenset()))
    return out


def card_double_move(s: State, plain_keys: set) -> list:
    c = s.side
    out: list = []
    for sq, p in enumerate(s.board):
        if not p or p[1] != c:
            continue
        for mid in targets(s, sq):
            if s.board[mid] is not None and not capturable(s, mid, c):
                continue
            for p1 in promo_choices(p[0], c, sq, mid):
                one = move(s, sq, mid, p1)
                if in_check(one, c ^ 1):
                    continue
                for t in targets(one, mid):
                    if one.board[t] is not None and not capturable(one, t, c):
                        continue
                    for p2 in promo_choices(one.board[mid][0], c, mid, t):
                        two = move(one, mid, t, p2)
                        if two.key() == s.key() or two.key() in plain_keys:
                            continue
                        if s.edition == 1 and in_check(two, c ^ 1):
                            continue
                        text = f"{name(sq)}{name(mid)}{'+' if p1 else ''},{name(mid)}{name(t)}{'+' if p2 else ''}"
                        out.append((text, two, frozenset()))
    return out


def card_recall(s: State, plain_keys: set) -> list:
    out: list = []
    for sq, p in enumerate(s.board):
        if p and p[1] == s.side and p[0] not in ("K", "T"):
            n = s.copy()
            n.board[sq] = None
            n.hands[s.side][base(p[0])] = n.hands[s.side].get(base(p[0]), 0) + 1
            out.append((name(sq), n, frozenset()))
    return out


def card_lightning(s: State, plain_keys: set) -> list:
    out: list = []
    for sq, p in enumerate(s.board):
        if p and p[1] != s.side and p[0] not in ("K", "T") and sq not in s.immune:
            n = s.copy()
            n.board[sq] = None
            n.hands[p[1]][base(p[0])] = n.hands[p[1]].get(base(p[0]), 0) + 1
            out.append((name(sq), n, frozenset()))
    return out


def card_invincible_silver(s: State, plain_keys: set) -> list:
    out: list = []
    for text, after in plain_moves(s):
        to = parse(text[-2:]) if not text.endswith("+") else -1
        if to >= 0 and after.board[to] == ("S", s.side):
            out.append((text, after, frozenset({to})))
    return out


def card_persuasion(s: State, plain_keys: set) -> list:
    c = s.side
    out: list = []
    for text, after in plain_moves(s):
        to = parse(text.rstrip("+")[-2:])
        flips: list[tuple[int, int, int]] = []
        royal = False
        for i, (df, dr) in enumerate(PERSUASION_LINES):
            run, q, closed = [], to, False
            while (q := at(q, df, dr)) >= 0 and after.board[q] is not None:
                if after.board[q][1] == c:
                    closed = True
                    break
                run.append(q)
            if not closed or not run or any(q in s.immune for q in run):
                continue
            royal = royal or any(after.board[q][0] in ("K", "T") for q in run)
            flips += [(d, i, q) for d, q in enumerate(run)]
        if royal or not flips:
            continue
        n = after.copy()
        for _, _, q in sorted(flips):
            letter = n.board[q][0]
            twin = letter == "P" and any(n.board[x] == ("P", c) for x in range(q % 9, 81, 9) if x != q)
            if (twin or dead(letter, q, c)) and letter in PROMOTES:
                letter = "+" + letter
            n.board[q] = (letter, c)
        if text.startswith("P*") and pawn_gives_mate(s, to, n):
            continue
        out.append((text, n, frozenset()))
    return out


def card_prince_gold(s: State, plain_keys: set) -> list:
    c = s.side
    if any(p == ("T", c) for p in s.board):
        return []
    out: list = []
    for g in own(s, "G"):
        for t in targets(s, g):
            if (s.board[t] is None or capturable(s, t, c)) and (in_zone(g, c) or in_zone(t, c)):
                out.append((name(g) + name(t) + "+", move(s, g, t, False, "T"), frozenset()))
    return out


def card_swap_rook(s: State, plain_keys: set) -> list:
    c = s.side
    out: list = []
    for x in own(s, "R"):
        for y, p in enumerate(s.board):
            if y == x or not p or p[1] != c:
                continue
            for pr in promo_choices("R", c, x, y):
                for py in promo_choices(p[0], c, y, x):
                    n = s.copy()
                    n.board[y] = ("+R" if pr else "R", c)
                    n.board[x] = ("+" + p[0] if py else p[0], c)
                    if n.key() == s.key():
                        continue
                    if n.board[x] == ("P", c) and sum(1 for q in range(x % 9, 81, 9) if n.board[q] == ("P", c)) > 1:
                        continue
                    out.append((f"{name(x)}{name(y)}{'+' if pr else ''},{name(y)}{name(x)}{'+' if py else ''}",
                                n, frozenset()))
    return out


CARDS = {
    "queen-king": card_queen_king, "wrap-rook": card_wrap_rook, "reflect-bishop": card_reflect_bishop,
    "eight-knight": card_eight_knight, "jump-lance": card_jump_lance, "double-pawn": card_double_pawn,
    "ripening": card_ripening, "double-move": card_double_move, "recall": card_recall, "lightning": card_lightning,
    "invincible-silver": card_invincible_silver, "persuasion": card_persuasion, "prince-gold": card_prince_gold,
    "swap-rook": card_swap_rook,
}


def naive_perft(s: State, depth: int) -> int:
    actions = legal_actions(s)
    if depth == 1:
        return len(actions)
    return sum(naive_perft(after, depth - 1) for after in actions.values())


# ----------------------------------------------------------------------------- the comparisons
SECOND = ["queen-king", "wrap-rook", "reflect-bishop", "eight-knight", "jump-lance", "double-pawn", "ripening",
          "double-move", "recall", "lightning", "invincible-silver", "persuasion", "prince-gold"]
FIRST = ["queen-king", "swap-rook", "reflect-bishop", "eight-knight", "jump-lance", "prince-gold",
         "invincible-silver", "double-pawn", "ripening", "double-move", "recall", "persuasion"]


def engine(sfen: str, edition: int, cards: list[str]) -> Position:
    pos = Position.from_sfen(sfen, f"standard+cards{edition}")
    setup_addons(pos, {"cards": {"mode": "subset", "cards": cards}})
    return pos


def texts(pos: Position) -> set[str]:
    return {pos.move_to_usi(a) if type(a) is int else str(a) for a in pos.legal_actions()}


ROOT_POSITIONS = [
    # Kings, a rook, a bishop, a knight, a lance, golds and silvers, pawns: most cards have a target.
    "l3k4/4g4/1p2p2p1/9/2B1N4/6S2/1P2P2P1/4G4/L2K4R b Pp 1",
    # A gold in the zone (prince gold), enclosures (persuasion), a lance behind a piece, a wrapping rook.
    "1n2k2n1/1G2g4/p2pp3p/3P5/2p1G1p2/9/L8/9/4K2R1 b SPp 1",
]
PERFT_POSITIONS = [
    # A king beside an enemy lance line, pinned pieces and a pawn that may be doubled.
    "4k4/3gs4/4p4/9/4L4/9/2PNP4/3GK4/1R5B1 b P 1",
    # A gold dropped on 5e flips eight pieces; pawns that would make 二歩 are promoted (White's file 6
    # holds two pawns, as after 許二歩).
    "4k4/9/2S1G1S2/3ppp3/2Bs1gN2/3pbl3/2P1P1P2/9/4K4 b G 1",
]


@pytest.mark.parametrize("sfen", ROOT_POSITIONS + PERFT_POSITIONS)
@pytest.mark.parametrize(("edition", "cards"), [(2, SECOND), (1, FIRST)])
def test_root_actions_match_the_brute_force(sfen: str, edition: int, cards: list[str]) -> None:
    pos = engine(sfen, edition, cards)
    naive = legal_actions(from_sfen(sfen, [cards, cards], edition))
    assert texts(pos) == set(naive)
    assert any("!" in t for t in naive)


@pytest.mark.parametrize("sfen", PERFT_POSITIONS)
@pytest.mark.parametrize(("edition", "cards"), [(2, SECOND), (1, FIRST)])
def test_perft_2_with_cards_matches_the_brute_force(sfen: str, edition: int, cards: list[str]) -> None:
    pos = engine(sfen, edition, cards)
    before = (pos.sfen(), pos.hash)
    expected = naive_perft(from_sfen(sfen, [cards, cards], edition), 2)
    assert perft(pos, 2) == expected
    assert (pos.sfen(), pos.hash) == before


def test_perft_3_with_a_few_cards() -> None:
    sfen = "4k4/9/4p4/9/9/9/4P4/9/R3K4 b - 1"
    cards = ["queen-king", "lightning", "wrap-rook", "prince-gold", "invincible-silver"]
    pos = engine(sfen, 2, cards)
    assert perft(pos, 3) == naive_perft(from_sfen(sfen, [cards, cards], 2), 3)


def test_perft_with_the_prince_rule_matches_the_brute_force() -> None:
    # Black has a king and a prince: neither is in check, White may capture either.
    sfen = "3gk4/9/4T4/9/9/9/6r2/9/4K4 w - 1"
    cards = ["lightning", "double-move"]
    pos = engine(sfen, 2, cards)
    naive = from_sfen(sfen, [cards, cards], 2)
    assert texts(pos) == set(legal_actions(naive))
    assert perft(pos, 2) == naive_perft(naive, 2)


def test_immunity_is_counted_by_both() -> None:
    # After the invincible silver the rook may not take it on the next ply, nor may lightning send it away.
    sfen = "4k4/9/9/9/4r4/9/3S5/9/4K4 b S 1"
    cards = ["invincible-silver", "lightning", "double-move", "persuasion"]
    pos = engine(sfen, 2, cards)
    naive = from_sfen(sfen, [cards, cards], 2)
    assert perft(pos, 2) == naive_perft(naive, 2)
