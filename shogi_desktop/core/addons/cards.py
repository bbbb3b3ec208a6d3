"""The card add-on (RULES.md §5, seeds 000 and 001): editions, each player's cards, dealing, the SFEN
field, and the base class of the card hooks.

``pos.addon_state("cards", color)`` (:func:`cards_state`) is a :class:`CardsState` (immutable, hashable,
part of the 千日手 key).  Each card is an action hook registered in ``pos.hooks`` under its id
(``cards_moves.py``, ``cards_board.py``, ``cards_riders.py``, ``cards_rewind.py``); it offers actions only
while the side to move holds the card unused, and playing it marks the card used (an
:class:`~..actions.AddonEdit` in the action's edit list).  ``cards_addon.py`` is the add-on object.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..actions import Action
from ..effects import Effect, code_of_kind
from ..sfen import SfenError
from ..squares import NSQ, parse_square, square_name

if TYPE_CHECKING:
    from ..position import Position
    from ..variant import Variant

KEY = "cards"  # the add-on state key of both editions (one edition per game)

# The prince 太子 of card 出世金: royal, moves as a king; captured, it is a gold in the captor's hand.
PRINCE = {
    "letter": "T", "kanji": "太", "kanji_long": "太子", "name_ja": "太子", "name_en": "Prince", "moves": "K",
    "royal": True, "impasse_points": 0,
}


@dataclass(frozen=True)
class CardInfo:
    id: str
    name_ja: str  # second edition's name (the first edition's where the card is only there)
    name_en: str
    rule_ja: str
    rule_en: str
    name_ja_1: str = ""  # the first edition's name where it differs
    number: int = 0  # second edition's number (0: first edition only)
    letter_1: str = ""  # first edition's letter


CARDS: dict[str, CardInfo] = {c.id: c for c in (
    CardInfo("queen-king", "女装王", "Queen king", "王が女王（飛＋角）の動きをする。", "Your king moves as a queen (rook + bishop).",
             number=1, letter_1="Q"),
    CardInfo("dragon-rider", "迅翼龍", "Dragon rider",
             "龍の隣の自駒を搭乗させ龍を動かせる。以後、龍の移動後に隣の空き升へ降ろせる。",
             "A piece next to your dragon boards it; the dragon may move; later the rider may be set down "
             "next to it.", number=2),
    CardInfo("horse-rider", "天翔馬", "Horse rider",
             "馬の隣の自駒を搭乗させ馬を動かせる。以後、馬の移動後に隣の空き升へ降ろせる。",
             "A piece next to your horse boards it; the horse may move; later the rider may be set down "
             "next to it.", number=3),
    CardInfo("wrap-rook", "直進飛", "Wrap rook", "飛が左右と前の盤端を通り抜けて反対側へ進む。",
             "Your rook's left, right and forward lines continue across the edge.", number=4),
    CardInfo("reflect-bishop", "反射角", "Reflecting bishop", "角が盤の四辺で反射して進む。",
             "Your bishop bounces off the edges of the board.", number=5, letter_1="R"),
    CardInfo("prince-gold", "出世金", "Prince gold", "金が成って太子（王の代理）になる。",
             "A gold promotes to a prince, a second king.", number=6, letter_1="G"),
    CardInfo("invincible-silver", "無敵銀", "Invincible silver", "打つか動かした銀は次の相手の手で取られない。",
             "The silver you drop or move cannot be captured on the next turn.", number=7, letter_1="I"),
    CardInfo("eight-knight", "八方桂", "Eight-way knight", "桂がチェスのナイトの動きをする。",
             "Your knight moves as a chess knight.", number=8, letter_1="A"),
    CardInfo("jump-lance", "跳躍香", "Jumping lance", "香が駒を一つ跳び越えて進む。",
             "Your lance jumps over one piece.", name_ja_1="弾道香", number=9, letter_1="B"),
    CardInfo("double-pawn", "許二歩", "Double pawn", "二歩になる歩を打てる。",
             "Drop a pawn on a file that already has one of yours.", number=10, letter_1="D"),
    CardInfo("ripening", "熟成果", "Ripening", "成れない位置でも駒を成らせる（初版：成駒を打つ）。",
             "Promote a piece where it could not (1st edition: drop a piece promoted).", number=11,
             letter_1="G"),
    CardInfo("double-move", "連続技", "Double move", "一つの駒を二回続けて動かす。",
             "Move one piece twice.", number=12, letter_1="S"),
    CardInfo("recall", "治癒術", "Recall", "盤上の自駒（王・太子以外）を駒台に戻す。",
             "Return one of your pieces (not a king or prince) to your hand.", name_ja_1="撤退令", number=13,
             letter_1="W"),
    CardInfo("lightning", "雷撃球", "Lightning", "相手の駒（王・太子以外）を相手の駒台に戻す。",
             "Return an enemy piece (not a king or prince) to its owner's hand.", number=14),
    CardInfo("rewind", "時遡行", "Time rewind", "自分の前の手を戻してから指し直す（相手の手は残る）。",
             "Undo your previous move (the reply stays), then move again.", number=15),
    CardInfo("persuasion", "懐柔策", "Persuasion", "リバーシのように挟んだ相手の駒を寝返らせる。",
             "Enemy pieces you enclose, as in Reversi, change sides.", number=16, letter_1="C"),
    CardInfo("swap-rook", "転送飛", "Swap rook", "飛と他の自駒の位置を入れ替える。",
             "Your rook and another of your pieces change places.", letter_1="T"),
)}

EDITIONS: dict[int, tuple[str, ...]] = {
    2: ("queen-king", "dragon-rider", "horse-rider", "wrap-rook", "reflect-bishop", "prince-gold",
        "invincible-silver", "eight-knight", "jump-lance", "double-pawn", "ripening", "double-move", "recall",
        "lightning", "rewind", "persuasion"),
    1: ("queen-king", "swap-rook", "reflect-bishop", "eight-knight", "jump-lance", "prince-gold",
        "invincible-silver", "double-pawn", "ripening", "double-move", "recall", "persuasion"),
}


@dataclass(frozen=True)
class CardsState:
    """One player's cards: the edition, the cards held (in the edition's order) and those spent."""

    edition: int
    cards: tuple[str, ...]
    used: frozenset[str] = field(default_factory=frozenset)

    def holds(self, card: str) -> bool:
        """Does the player hold ``card`` unused?"""
        return card in self.cards and card not in self.used

    @property
    def unused(self) -> tuple[str, ...]:
        return tuple(c for c in self.cards if c not in self.used)

    def spend(self, card: str) -> CardsState:
        return CardsState(self.edition, self.cards, self.used | {card})


def default_cards(edition: int) -> tuple[CardsState, CardsState]:
    full = CardsState(edition, EDITIONS[edition])
    return full, full


def _ordered(edition: int, cards: Any, what: str) -> tuple[str, ...]:
    ids = EDITIONS[edition]
    if isinstance(cards, str):
        cards = [c for c in cards.split(",") if c]
    out = []
    for card in cards:
        if card not in ids:
            raise ValueError(f"{what}: {card!r} is not a card of edition {edition} (cards: {', '.join(ids)})")
        if card in out:
            raise ValueError(f"{what}: {card!r} is listed twice")
        out.append(card)
    return tuple(c for c in ids if c in out)


def deal(edition: int, mode: str = "full", cards: Any = (), count: int | None = None,
         seed: int | None = None) -> tuple[CardsState, CardsState, dict[str, str]]:
    """Each player's cards and the record header entries that reproduce the deal.

    ``full``: every card of the edition; ``subset``: ``cards`` for both players; ``random``: ``count``
    cards drawn from each player's own set with ``random.Random(seed)`` (Black's first), a seed being
    drawn when none is given.
    """
    ids = EDITIONS[edition]
    header = {"cards": f"cards{edition}", "cards-deal": mode}
    if mode == "full":
        black = white = ids
    elif mode == "subset":
        black = white = _ordered(edition, cards, "card subset")
        header["cards-deal"] = "subset:" + ",".join(black)
    elif mode == "random":
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= len(ids):
            raise ValueError(f"random deal: count must be a number from 0 to {len(ids)}, got {count!r}")
        if seed is None:
            seed = secrets.randbits(32)
        rng = random.Random(seed)
        black = _ordered(edition, rng.sample(ids, count), "deal")
        white = _ordered(edition, rng.sample(ids, count), "deal")
        header["cards-deal"] = f"random:{count}"
        header["cards-seed"] = str(seed)
    else:
        raise ValueError(f"card deal mode must be full, subset or random, got {mode!r}")
    return CardsState(edition, black), CardsState(edition, white), header


# ----------------------------------------------------------------------------- the SFEN field
def format_cards_field(black: Any, white: Any) -> str:
    """``cardsE:CARD[*],…/CARD[*],…`` — Black's cards, then White's; ``*`` marks a spent card, ``-`` no card."""
    edition = black.edition if isinstance(black, CardsState) else white.edition

    def one(st: Any) -> str:
        if not isinstance(st, CardsState) or not st.cards:
            return "-"
        return ",".join(c + ("*" if c in st.used else "") for c in st.cards)

    return f"cards{edition}:{one(black)}/{one(white)}"


def parse_cards_field(text: str, variant: Variant) -> tuple[CardsState, CardsState]:
    name, _, body = text.partition(":")
    edition = int(name[len("cards"):])
    ids = EDITIONS[edition]
    halves = body.split("/")
    if len(halves) != 2:
        raise SfenError(name, len(name) + 2, "expected Black's cards, '/', then White's cards")
    col = len(name) + 2
    out = []
    for half in halves:
        cards: list[str] = []
        used: set[str] = set()
        if half != "-":
            for item in half.split(","):
                card = item[:-1] if item.endswith("*") else item
                if card not in ids:
                    raise SfenError(name, col, f"{card!r} is not a card of edition {edition} "
                                               f"(cards: {', '.join(ids)})")
                if card in cards:
                    raise SfenError(name, col, f"{card!r} is listed twice")
                cards.append(card)
                if item.endswith("*"):
                    used.add(card)
                col += len(item) + 1
        else:
            col += 2
        out.append(CardsState(edition, tuple(c for c in ids if c in cards), frozenset(used)))
    return out[0], out[1]


# ----------------------------------------------------------------------------- hooks
def cards_state(pos: Position, color: int) -> CardsState | None:
    """``color``'s cards (None in a game without cards)."""
    st = pos.addon_state(KEY, color)
    return st if isinstance(st, CardsState) else None


def held(pos: Position, card: str) -> CardsState | None:
    """The side to move's card state if it holds ``card`` unused."""
    st = pos.addon_state(KEY, pos.side)
    if isinstance(st, CardsState) and st.holds(card):
        return st
    return None


def kind_index(pos: Position, letter: str) -> int | None:
    """The kind a card names (by its standard letter); None when the variant lacks it."""
    v = pos.variant
    return v.kind(letter).index if v.has_kind(letter) else None


def squares_of(pos: Position, code: int) -> list[int]:
    return [s for s in range(NSQ) if pos.board[s] == code]


def move_text(s: int, t: int, promote: bool = False) -> str:
    return f"{square_name(s)}{square_name(t)}{'+' if promote else ''}"


def drop_text(pos: Position, kind: int, t: int, promoted: bool = False) -> str:
    k = pos.variant.kinds[kind]
    letter = k.promoted.letter if promoted and k.promoted is not None else k.letter
    return f"{letter}*{square_name(t)}"


def parse_move_step(step: str) -> tuple[int, int, bool]:
    if len(step) not in (4, 5) or (len(step) == 5 and step[4] != "+"):
        raise ValueError(f"step {step!r} is not a move such as 7g7f or 8h2b+")
    return parse_square(step[0:2]), parse_square(step[2:4]), len(step) == 5


def parse_drop_step(pos: Position, step: str) -> tuple[int, int, bool]:
    """(kind index in hand, target, promoted) of ``S*5e`` or ``+S*5e``."""
    letter, star, sq = step.partition("*")
    if not star:
        raise ValueError(f"step {step!r} is not a drop such as P*5e")
    promoted = letter.startswith("+")
    if not pos.variant.has_kind(letter):
        raise ValueError(f"step {step!r}: unknown piece {letter!r}")
    kind = pos.variant.kind(letter)
    base = kind.base if promoted and kind.base is not None else kind
    return base.index, parse_square(sq), promoted


def is_move_step(step: str) -> bool:
    return len(step) in (4, 5) and "*" not in step


def pawn_drop_mates(pos: Position, action: Action, to: int, kind: int) -> bool:
    """打ち歩詰め for an action that drops a pawn on ``to``: does the pawn give check and leave the
    opponent without any legal action (card actions included)?"""
    c = pos.side
    if kind not in pos.T.pawn_kinds:
        return False
    ek = pos.king_sq[c ^ 1]
    if ek < 0 or not (ek in pos.T.steps[c][kind][to] or ek in pos.T.steps_c[c][kind][to]):
        return False
    pos.push(action)
    try:
        own = pos.king_sq[c]
        if own >= 0 and pos.attacked(own, c ^ 1):
            return False  # refused anyway (self-check); no need to look for the opponent's answers
        return not pos.has_legal_move()
    finally:
        pos.pop()


class CardHook:
    """One card: lists its legal candidates while the side to move holds it unused; plays it as edits."""

    card = ""

    def __init__(self, edition: int) -> None:
        self.edition = edition

    def actions(self, pos: Position) -> list[Action]:
        if held(pos, self.card) is None:
            return []
        return self.candidates(pos)

    def candidates(self, pos: Position) -> list[Action]:
        raise NotImplementedError

    def edits(self, pos: Position, action: Action) -> list[Any]:
        return self.effect(pos, action).edits()

    def effect(self, pos: Position, action: Action) -> Effect:
        """The effect of ``action`` (edits and flows), the card marked spent."""
        st = held(pos, self.card)
        if st is None:
            side = "Black" if pos.side == 0 else "White"
            raise ValueError(f"{action}: {side} does not hold the card {self.card} unused")
        eff = Effect(pos)
        try:
            self.play(pos, eff, action)
        except (ValueError, IndexError, KeyError) as exc:
            raise ValueError(f"{action}: {exc}") from None
        eff.set_addon(KEY, pos.side, st.spend(self.card))
        eff.expire()
        return eff

    def play(self, pos: Position, eff: Effect, action: Action) -> None:
        raise NotImplementedError

    def own(self, pos: Position, sq: int, letter: str | None = None) -> int:
        """The code on ``sq``, checked to be the mover's (and of kind ``letter``)."""
        code = pos.board[sq]
        if not code or (code > 0) != (pos.side == 0):
            raise ValueError(f"{square_name(sq)} holds no piece of the side to move")
        if letter is not None and pos.variant.kinds[abs(code) - 1].letter != letter:
            raise ValueError(f"{square_name(sq)} holds no {letter}")
        return code

    @staticmethod
    def steps(action: Action, n: int | tuple[int, ...]) -> tuple[str, ...]:
        allowed = (n,) if isinstance(n, int) else n
        if len(action.steps) not in allowed:
            raise ValueError(f"expected {' or '.join(map(str, allowed))} step(s), got {len(action.steps)}")
        return action.steps


__all__ = [
    "CARDS", "EDITIONS", "KEY", "PRINCE", "CardHook", "CardInfo", "CardsState", "cards_state", "code_of_kind", "deal",
    "default_cards", "format_cards_field", "held", "parse_cards_field",
]
