"""The move list's words (notation/words.py): every card of both editions, every magic, every variant
power and every piece kind of every variant and add-on read as words in Japanese and English, with
the names of the core's data, never as the raw action string (``pawn-tokens!G*9e``)."""

from __future__ import annotations

import random

import pytest

from shogi_desktop.core.actions import Action
from shogi_desktop.core.addons import ADDONS
from shogi_desktop.core.addons.cards import CARDS, EDITIONS
from shogi_desktop.core.addons.fantasista import MAGIC_NAMES, RIGHTS, TOKENS, MagicState, format_magic_field
from shogi_desktop.core.addons.fantasista_magic import magic_hooks
from shogi_desktop.core.position import Position, is_drop, make_drop, move_from
from shogi_desktop.core.record import GameRecord
from shogi_desktop.core.variant import load_variant, variant_ids
from shogi_desktop.notation.japanese import piece_names
from shogi_desktop.notation.words import WESTERN_LETTERS, action_name, ply_words

LANGS = ("ja", "en")


def check_action(pos: Position, action: Action) -> tuple[str, str]:
    ja, en = (ply_words(pos, action, lang) for lang in LANGS)
    for text in (ja, en):
        assert "!" not in text and ("-" not in action.name or action.name not in text), (str(action), text)
    assert ja.startswith("▲" if pos.side == 0 else "△")
    assert ja[1:].startswith(action_name(action.name, pos.variant, "ja"))
    assert en.startswith(action_name(action.name, pos.variant, "en") + ":")
    return ja, en


@pytest.mark.parametrize("edition", [1, 2])
def test_every_card_of_both_editions_reads_as_words(edition: int) -> None:
    vid = f"standard+cards{edition}"
    want = set(EDITIONS[edition])
    seen: set[str] = set()
    for game in range(12):  # seeded games that play a new card whenever one is offered
        rng = random.Random(game)
        pos = Position.initial(vid)
        for _ in range(60):
            moves = pos.legal_actions()
            if not moves:
                break
            new = [a for a in moves if isinstance(a, Action) and a.name not in seen]
            for action in new:
                check_action(pos, action)
            pick = rng.choice(new) if new else rng.choice(moves)
            if isinstance(pick, Action):
                seen.add(pick.name)
            pos.push(pick)
        if seen >= want:
            break
    assert seen == want
    # the names are the edition's: 弾道香 and Ballistic lance in the first, 跳躍香 and Jumping lance in the second
    variant = load_variant(vid)
    for card in want:
        assert action_name(card, variant, "ja") == CARDS[card].names(edition)[0]
    lance = ("弾道香", "Ballistic lance") if edition == 1 else ("跳躍香", "Jumping lance")
    assert (action_name("jump-lance", variant, "ja"), action_name("jump-lance", variant, "en")) == lance


def magic_position(magic: str) -> Position:
    """A position where ``magic``'s action is offered to Black (its tokens, right, emblem or carrier)."""
    st = MagicState("hiko", tokens=tuple(sorted((magic, letter, n) for letter, n in TOKENS.get(magic, ()))),
                    rights=((magic, 1),) if magic in RIGHTS else (), emblem=magic == "to-emblem")
    board, status = "4k4/9/9/9/9/9/2P6/1B5R1/2S1K1S2", ""
    if magic == "carrier":
        board, status = "4k4/9/9/9/9/9/2S6/1B7/4K4", " status:8h=c"
    extra = format_magic_field(st, MagicState())
    return Position.from_sfen(f"{board} b P 2 {extra}{status}", "standard+fantasista")


@pytest.mark.parametrize("magic", sorted(magic_hooks()))
def test_every_magic_reads_as_words(magic: str) -> None:
    pos = magic_position(magic)
    actions = [a for a in pos.legal_actions() if isinstance(a, Action) and a.name == magic]
    assert actions, magic
    for action in actions[:12]:
        ja, en = check_action(pos, action)
        assert MAGIC_NAMES[magic][0] in ja and MAGIC_NAMES[magic][1] in en
        for step in action.steps:
            if "*" in step:  # a token dropped: named by the core's piece name, never by its letter
                letter = step.split("*")[0]
                kind = pos.variant.kind(letter)
                assert piece_names(pos.variant.id).move[kind.index] + "打" in ja
                assert " drop " + step.split("*")[1] in en
                assert letter + "*" not in en


def test_examples_of_the_words() -> None:
    pos = magic_position("pawn-tokens")
    assert ply_words(pos, Action("pawn-tokens", ("G*9e",)), "en") == "Pawn and gold tokens: gold drop 9e"
    assert ply_words(pos, Action("pawn-tokens", ("G*9e",)), "ja") == "▲歩・金トークン ９五金打"
    fire = magic_position("fire-dragon")
    assert ply_words(fire, Action("fire-dragon", ("D*7e", "7c")), "ja") == "▲火炎竜 ７五火炎竜打、７三"
    rec = GameRecord(Position.from_sfen("4k4/9/9/3pg4/4+Y4/9/9/9/4K4 b - 1", "kirin-phoenix"))
    lion = Action("lion", ("5e5d", "5d5e"))
    assert ply_words(rec.position(), lion, "en") == "Lion: 5e→5d→5e"
    assert ply_words(rec.position(), lion, "ja") == "▲獅子 ５五→５四→５五"
    kirin = Position.from_sfen("4k4/9/9/9/9/9/9/7Y1/4K4 b Y 1", "kirin-phoenix")
    assert ply_words(kirin, kirin.parse_usi("2h2f"), "en") == "Kirin-2f"
    assert ply_words(kirin, kirin.parse_usi("Y*5e"), "en") == "Kirin*5e"
    assert ply_words(kirin, kirin.parse_usi("Y*5e"), "ja") == "▲５五麒麟"  # (KI2: 打 only where a move could land too)
    std = Position.initial()
    assert ply_words(std, std.parse_usi("7g7f"), "en") == "P-7f"
    assert ply_words(std, std.parse_usi("7g7f"), "ja") == "▲７六歩"


def test_the_lion_power_reads_as_words() -> None:
    pos = Position.from_sfen("4k4/9/9/3pg4/4+Y4/9/9/9/4K4 b - 1", "kirin-phoenix")
    actions = [a for a in pos.legal_actions() if isinstance(a, Action)]
    assert actions and {a.name for a in actions} == {"lion"}
    for action in actions:
        check_action(pos, action)


def all_variants() -> list[str]:
    ids = list(variant_ids())
    return ids + [f"standard+{addon}" for addon in ADDONS]


@pytest.mark.parametrize("vid", all_variants())
def test_every_piece_kind_of_every_variant_reads_as_words(vid: str) -> None:
    """Each kind alone with the kings: a move of it (and a drop, for the kinds a hand holds) in KI2 with
    the kind's Japanese name and in western notation with its letter or its English name."""
    variant = load_variant(vid)
    names = piece_names(vid)
    king = variant.kind("K").index + 1
    for kind in variant.kinds:
        if kind.royal and kind.letter == "K":
            continue
        pos = Position.from_sfen("4k4/9/9/9/9/9/9/9/4K4 b - 1", vid)
        pos.board[40] = kind.index + 1  # 5e
        pos.board[76] = king
        moves = [m for m in pos.legal_moves() if not is_drop(m) and move_from(m) == 40]
        assert moves, kind
        ja, en = ply_words(pos, moves[0], "ja"), ply_words(pos, moves[0], "en")
        assert names.move[kind.index] in ja, (kind, ja)
        standard = load_variant("standard")
        known = kind.letter in WESTERN_LETTERS and standard.kind(kind.letter).moves == kind.moves
        label = kind.letter if known else kind.name_en  # (a hybrid's chess knight is no shogi N)
        assert en.startswith(label), (kind, en)
        assert "!" not in ja + en
        if not kind.is_promoted and not kind.royal:
            hand = Position.from_sfen("4k4/9/9/9/9/9/9/9/4K4 b - 1", vid)
            hand.hands[0][kind.index] = 1
            drop = make_drop(kind.index, 40)
            if drop in hand.legal_moves():
                assert ply_words(hand, drop, "ja") == f"▲５五{names.move[kind.index]}"
                assert ply_words(hand, drop, "en") == f"{label}*5e"
