"""Cards and 王将ファンタジスタ in one game: perft against a brute force written here from RULES.md §5-§6.

The brute force extends the one of ``test_cards_perft.py`` (boards of ``(letter, colour)``, every action
made on a copy, check by generating every enemy move) with each player's magic: tokens in stock
dropped by their magic (二歩 and 打ち歩詰め for pawn tokens), the rook-awakening right (a rook moves twice)
and the gains after plies 15n and 15n+1, the face taken from the documented seeded die
(``random.Random(f"fantasista:{seed}:{N}").randint(1, 20)``, docs/notation.md) and the fairy's table.
Pawn-drop mate is judged with every answer, card and magic actions included.
"""

from __future__ import annotations

import random

from shogi_desktop.core.addons.fantasista import MagicState, format_magic_field
from shogi_desktop.core.perft import perft
from shogi_desktop.core.position import Position
from tests.core.test_cards_perft import (
    CARDS,
    State,
    capturable,
    end_ply,
    from_sfen,
    in_check,
    name,
    parse,
    plain_moves,
    promo_choices,
    royal_squares,
    targets,
)

TABLES = {"hiko": ("fire-dragon", "god-dragon", "rook-awakening", "rook-token"),
          "ayumi": ("to-emblem", "spearmen", "invincible", "pawn-tokens")}
TOKENS = {"rook-token": (("R", 1),), "pawn-tokens": (("P", 2), ("G", 1))}
RIGHTS = ("rook-awakening",)


class MState(State):
    """The card brute force's state with each player's magic: ``stock[c]`` (magic, letter) -> tokens,
    ``rights[c]`` right -> count, and the move number of the ply to play."""

    def __init__(self, base: State, fairies: tuple[str, str], stock: list[dict], rights: list[dict],
                 number: int, seed: int, interval: int = 15) -> None:
        super().__init__(base.board, base.hands, base.side, base.cards, base.edition, base.immune)
        self.fairies = fairies
        self.stock = stock
        self.rights = rights
        self.number = number
        self.seed = seed
        self.interval = interval

    def copy(self) -> MState:
        base = State.copy(self)
        return MState(base, self.fairies, [dict(self.stock[0]), dict(self.stock[1])],
                      [dict(self.rights[0]), dict(self.rights[1])], self.number, self.seed, self.interval)


def face(seed: int, number: int) -> int:
    return random.Random(f"fantasista:{seed}:{number}").randint(1, 20)


def finish(s: MState, after: State, spent: str | None = None, immune: frozenset = frozenset()) -> MState:
    """The ply's end: the side changes, then the gain after global ply ``s.number`` (RULES.md §6)."""
    n = end_ply(after, spent, immune)
    assert isinstance(n, MState)
    number = s.number
    n.number = number + 1
    r = number % s.interval
    first = s.side if number % 2 else s.side ^ 1  # the player of the odd-numbered plies
    gainer = first if r == 0 else first ^ 1
    if number >= s.interval and r in (0, 1) and s.fairies[gainer] in TABLES:
        f = face(s.seed, number)
        table = TABLES[s.fairies[gainer]]
        magic = table[f - 1] if f <= 3 else (table[3] if f <= 18 else None)
        if magic in TOKENS:
            for letter, k in TOKENS[magic]:
                n.stock[gainer][(magic, letter)] = n.stock[gainer].get((magic, letter), 0) + k
        elif magic in RIGHTS:
            n.rights[gainer][magic] = n.rights[gainer].get(magic, 0) + 1
        else:
            assert magic is None, f"the brute force does not play {magic} (choose another seed)"
    return n


def token_drops(s: MState) -> list[tuple[str, MState]]:
    c = s.side
    out = []
    for (magic, letter), k in sorted(s.stock[c].items()):
        if not k:
            continue
        for t in range(81):
            if s.board[t] is not None:
                continue
            r = t // 9 if c == 0 else 8 - t // 9
            if letter == "P" and (r == 0 or any(s.board[q] == ("P", c) for q in range(t % 9, 81, 9))):
                continue  # a dead square, 二歩
            n = s.copy()
            n.board[t] = (letter, c)
            n.stock[c][(magic, letter)] -= 1
            out.append((f"{magic}!{letter}*{name(t)}", n))
    return out


def rook_moves(s: State, sq: int) -> list[int]:
    return [t for t in targets(s, sq) if s.board[t] is None or capturable(s, t, s.side)]


def step(s: MState, frm: int, to: int, promote: bool) -> MState:
    n = s.copy()
    letter, c = n.board[frm]
    victim = n.board[to]
    if victim is not None:
        b = victim[0].lstrip("+")
        n.hands[c][b] = n.hands[c].get(b, 0) + 1
    n.board[frm] = None
    n.board[to] = ("+" + letter if promote else letter, c)
    return n


def rook_awakenings(s: MState) -> list[tuple[str, MState]]:
    if not s.rights[s.side].get("rook-awakening"):
        return []
    out = []
    for sq, p in enumerate(s.board):
        if p != ("R", s.side):
            continue
        for t in rook_moves(s, sq):
            one = step(s, sq, t, False)
            for u in rook_moves(one, t):
                if u == sq:
                    continue
                for pr in promo_choices("R", s.side, t, u):
                    two = step(one, t, u, pr)
                    two.rights[s.side]["rook-awakening"] -= 1
                    out.append((f"rook-awakening!{name(sq)}{name(t)},{name(t)}{name(u)}{'+' if pr else ''}", two))
    return out


def pawn_mates(s: MState, to: int, after: MState) -> bool:
    """Does the pawn on ``to`` give check and leave the opponent without any legal action?"""
    c = s.side
    royals = royal_squares(after, c ^ 1)
    forward = to - 9 if c == 0 else to + 9
    if len(royals) != 1 or forward != royals[0]:
        return False
    return not legal_actions(finish(s, after))


def legal_actions(s: MState) -> dict[str, MState]:
    """Every legal action: plain moves and drops, card actions, magic actions."""
    c = s.side
    out: dict[str, MState] = {}
    plain = plain_moves(s)
    plain_keys = {after.key() for _, after in plain}
    for text, after in plain:
        assert isinstance(after, MState)
        if in_check(after, c):
            continue
        if text.startswith("P*") and pawn_mates(s, parse(text[2:]), after):
            continue
        out[text] = finish(s, after)
    for card in sorted(s.cards[c]):
        for text, after, immune in CARDS[card](s, plain_keys):
            if not in_check(after, c):
                out[f"{card}!{text}"] = finish(s, after, card, immune)
    for text, after in token_drops(s) + rook_awakenings(s):
        if in_check(after, c):
            continue
        if "!P*" in text and pawn_mates(s, parse(text[-2:]), after):
            continue
        out[text] = finish(s, after)
    return out


def naive_perft(s: MState, depth: int) -> int:
    actions = legal_actions(s)
    if depth == 1:
        return len(actions)
    return sum(naive_perft(after, depth - 1) for after in actions.values())


SEED = 3  # the die: face 5 after ply 15 (Black's rook token), 11 after ply 16 (White's pawn tokens)


def engine(sfen: str, cards: list[str], black: MagicState, white: MagicState) -> Position:
    ids = ",".join(cards)
    return Position.from_sfen(f"{sfen} cards2:{ids}/{ids} {format_magic_field(black, white)}",
                              "standard+cards2+fantasista")


def brute(sfen: str, cards: list[str], fairies: tuple[str, str], stock: list[dict], rights: list[dict]) -> MState:
    base = from_sfen(sfen, [cards, cards], 2)
    return MState(base, fairies, stock, rights, int(sfen.split()[3]), SEED)


def texts(pos: Position) -> set[str]:
    return {pos.move_to_usi(a) if type(a) is int else str(a) for a in pos.legal_actions()}


# Black to play, with the rook-awakening right and a rook token; cards for both.
AWAKE = "4k4/3g5/4p4/9/9/9/4P4/7R1/4K4 b P 3"
# White to play, with pawn tokens: none on file 6 (二歩: the pawn on 6f); one on 5h, guarded by the gold,
# would mate Black's boxed-in king but for Black's lightning (a card answer: no pawn-drop mate then).
TOKENS_SFEN = "k8/9/9/9/9/3p5/4g4/3S1S3/3LKL3 w - 4"
# The perft: Black plays ply 15, gains a rook token (seed 3, face 5), White replies, Black may drop it.
GAIN = "4k4/4p4/9/9/9/9/4P4/9/4K4 b - 15"
CARD_IDS = ["lightning", "recall"]


def test_root_actions_with_cards_a_right_and_tokens_match_the_brute_force() -> None:
    pos = engine(AWAKE, CARD_IDS, MagicState("hiko", rights=(("rook-awakening", 1),),
                                             tokens=(("rook-token", "R", 1),), seed=SEED), MagicState(seed=SEED))
    naive = legal_actions(brute(AWAKE, CARD_IDS, ("hiko", "none"), [{("rook-token", "R"): 1}, {}],
                                [{"rook-awakening": 1}, {}]))
    assert texts(pos) == set(naive)
    for prefix in ("rook-awakening!", "rook-token!R*", "lightning!", "recall!"):
        assert any(t.startswith(prefix) for t in naive), prefix


def test_pawn_tokens_obey_nifu_and_pawn_drop_mate_judged_with_cards() -> None:
    stock = {("pawn-tokens", "P"): 2, ("pawn-tokens", "G"): 1}
    white = MagicState("ayumi", tokens=(("pawn-tokens", "G", 1), ("pawn-tokens", "P", 2)), seed=SEED)
    for cards in (CARD_IDS, ["recall"]):
        pos = engine(TOKENS_SFEN, cards, MagicState(seed=SEED), white)
        naive = legal_actions(brute(TOKENS_SFEN, cards, ("none", "ayumi"), [{}, dict(stock)], [{}, {}]))
        assert texts(pos) == set(naive)
        assert not any(t.startswith("pawn-tokens!P*6") for t in naive)  # 二歩: White's pawn on 6f
        # 5h: check, answered by lightning alone (the gold-guarded pawn cannot be taken by the king)
        assert ("pawn-tokens!P*5h" in naive) == ("lightning" in cards)


def test_perft_3_across_a_gain_matches_the_brute_force() -> None:
    """Ply 15, the gain (Black's rook token, from the seeded die), ply 16, then ply 17 with the token."""
    assert face(SEED, 15) == 5
    pos = engine(GAIN, CARD_IDS, MagicState("hiko", seed=SEED), MagicState("hiko", seed=SEED))
    before = (pos.sfen(), pos.hash)
    naive = brute(GAIN, CARD_IDS, ("hiko", "hiko"), [{}, {}], [{}, {}])
    assert texts(pos) == set(legal_actions(naive))
    assert perft(pos, 3) == naive_perft(naive, 3)
    assert (pos.sfen(), pos.hash) == before
    pos.push(pos.legal_move_from_usi("5i4h"))
    assert pos.addon_state("magic", 0).token_count("rook-token", "R") == 1
    pos.push(pos.legal_move_from_usi("5a4a"))
    assert any(t.startswith("rook-token!R*") for t in texts(pos))
