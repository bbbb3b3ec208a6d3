"""Cards and 王将ファンタジスタ in one game (RULES.md §8: every add-on is combinable): the variant, the state
of both add-ons in the SFEN and the position key, the set-up, and the statuses both add-ons share."""

from __future__ import annotations

import pytest

from shogi_desktop.core.actions import PieceStatus
from shogi_desktop.core.addons import setup_addons
from shogi_desktop.core.addons.cards import CardsState, cards_state
from shogi_desktop.core.addons.fantasista import MagicState, magic_state
from shogi_desktop.core.position import Position
from shogi_desktop.core.tables import parse_square
from shogi_desktop.core.variant import VariantError, load_variant

VARIANT = "standard+cards2+fantasista"


def at(board: str, side: str, cards: str, magic: str, status: str = "") -> Position:
    extra = f" status:{status}" if status else ""
    return Position.from_sfen(f"{board} {side} - 3 cards2:{cards} magic:{magic}/15/1{extra}", VARIANT)


def texts(pos: Position, name: str | None = None) -> set[str]:
    return {str(a) for a in pos.special_actions() if name is None or a.name == name}


def test_the_variant_has_the_pieces_of_both() -> None:
    v = load_variant(VARIANT)
    assert v.addon_ids == ("cards2", "fantasista")
    assert v.kind("T").royal and v.has_kind("D") and v.has_kind("+J")  # the prince, the magic tokens
    assert load_variant("hybrid:2+fantasista+cards1").addon_ids == ("fantasista", "cards1")
    with pytest.raises(VariantError, match="only one card edition"):
        load_variant("standard+cards1+fantasista+cards2")


def test_both_states_are_in_the_sfen_and_the_position_key() -> None:
    pos = at("4k4/9/9/9/9/9/9/9/4K4", "b", "recall,lightning*/-", "hiko+rook-token:R*1/ayumi+emblem")
    assert Position.from_sfen(pos.sfen(), VARIANT).sfen() == pos.sfen()
    assert cards_state(pos, 0) == CardsState(2, ("recall", "lightning"), frozenset({"lightning"}))
    assert magic_state(pos, 1) == MagicState("ayumi", emblem=True, seed=1)
    keys = {pos.position_key(),
            at("4k4/9/9/9/9/9/9/9/4K4", "b", "recall,lightning/-", "hiko+rook-token:R*1/ayumi+emblem").hash,
            at("4k4/9/9/9/9/9/9/9/4K4", "b", "recall,lightning*/-", "hiko/ayumi+emblem").hash}
    assert len(keys) == 3  # a card spent, a token used: other positions (千日手)


def test_set_up_deals_cards_and_chooses_fairies() -> None:
    pos = Position.initial(VARIANT)
    header = setup_addons(pos, {"cards": {"mode": "subset", "cards": ["rewind"]},
                                "fantasista": {"fairies": "ginsara,yokaku", "seed": 9}})
    assert header["cards-deal"] == "subset:rewind" and header["fantasista-seed"] == "9"
    assert cards_state(pos, 1).cards == ("rewind",) and magic_state(pos, 1).fairy == "yokaku"
    assert pos.sfen().split()[4:] == ["cards2:rewind/rewind", "magic:ginsara/yokaku/15/9"]


def test_a_rider_leaves_its_carrier_either_way() -> None:
    # A silver boards Black's horse by card 天翔馬; then it may be set down beside the horse after a horse
    # move (the card's way) or move off it after the horse moves (the magic carrier's way).
    pos = at("4k4/9/9/9/4+B4/3S5/9/9/K8", "b", "horse-rider/-", "yokaku/none")
    pos.push(next(a for a in pos.special_actions() if str(a) == "horse-rider!6f5e"))
    pos.push(pos.legal_move_from_usi("5a5b"))
    assert pos.statuses[parse_square("5e")].rider == pos.variant.kind("S").index + 1
    assert "horse-rider!5e7g,8h" in texts(pos, "horse-rider")  # set down beside it (no card needed)
    assert "carrier!5e7g,7g8f" in texts(pos, "carrier")  # the rider's own move off it
    # A magic carrier horse (status from a gain) takes a rider by a move onto it, and it too may leave
    # either way.
    pos = at("4k4/9/9/9/4+B4/3S5/9/9/K8", "b", "-/-", "yokaku/none", status="5e=c")
    pos.push(next(a for a in pos.special_actions() if str(a) == "carrier!6f5e"))
    pos.push(pos.legal_move_from_usi("5a5b"))
    assert "horse-rider!5e7g,8h" in texts(pos, "horse-rider") and "carrier!5e7g,7g8f" in texts(pos, "carrier")


def test_a_card_sends_a_token_out_of_the_game() -> None:
    pos = at("4k4/9/9/4r4/9/9/9/9/K8", "b", "lightning/-", "none/hiko", status="5d=t")
    pos.push(next(a for a in pos.special_actions() if str(a) == "lightning!5d"))
    assert pos.sfen().split()[:3] == ["4k4/9/9/9/9/9/9/9/K8", "w", "-"]  # not in White's hand
    assert pos.statuses == {}
    pos.pop()
    assert pos.statuses == {parse_square("5d"): PieceStatus(token=True)}
