"""The card add-on (RULES.md §5): one test per card per edition and one per rule decision
(docs/rules-decisions.md, "Cards").  Expected action lists are worked out by hand in the comments."""

from __future__ import annotations

import pytest

from shogi_desktop.core.addons import setup_addons
from shogi_desktop.core.addons.cards import EDITIONS, CardsState, cards_state, deal
from shogi_desktop.core.outcome import IllegalReason, Termination
from shogi_desktop.core.position import Position
from shogi_desktop.core.sfen import SfenError
from shogi_desktop.core.tables import parse_square
from shogi_desktop.core.variant import VariantError, load_variant


def game(sfen: str, edition: int = 2, black: list[str] | None = None, white: list[str] | None = None,
         variant: str = "standard") -> Position:
    """A card game from ``sfen``; ``black``/``white``: the cards each holds (None: the full set)."""
    pos = Position.from_sfen(sfen, f"{variant}+cards{edition}")
    ids = EDITIONS[edition]
    pos.set_addon_state("cards", 0, CardsState(edition, tuple(c for c in ids if black is None or c in black)))
    pos.set_addon_state("cards", 1, CardsState(edition, tuple(c for c in ids if white is None or c in white)))
    pos.reset_history()
    return pos


def acts(pos: Position, card: str | None = None) -> set[str]:
    return {str(a) for a in pos.special_actions() if card is None or a.name == card}


def steps(pos: Position, card: str) -> set[str]:
    """The card's actions without the name: {'5e5c', ...}."""
    return {a.split("!", 1)[1] for a in acts(pos, card)}


def texts(pos: Position) -> set[str]:
    return {pos.move_to_usi(a) if type(a) is int else str(a) for a in pos.legal_actions()}


def play(pos: Position, text: str) -> None:
    for a in pos.legal_actions():
        if (pos.move_to_usi(a) if type(a) is int else str(a)) == text:
            pos.push(a)
            return
    raise AssertionError(f"{text} is not legal in {pos.sfen()}")


def sq(name: str) -> int:
    return parse_square(name)


def state(pos: Position) -> tuple:
    return (pos.sfen(), pos.hash, sorted((k, repr(v)) for k, v in pos.statuses.items()), tuple(pos.addon_states.items()),
            pos.recent_keys(10_000), pos.king_sq[:], [h[:] for h in pos.hands])


BOTH = pytest.mark.parametrize("edition", [1, 2])


# ============================================================================ set-up, state, SFEN
def test_a_variant_with_cards_gets_the_prince() -> None:
    v = load_variant("standard+cards2")
    prince = v.kind("T")
    assert (prince.royal, prince.kanji, prince.moves, prince.name_en) == (True, "太", "K", "Prince")
    assert v.addon_ids == ("cards2",) and v.base_id == "standard" and v.id == "standard+cards2"
    assert v.hand_kind(0, prince) is v.kind("G")  # a captured prince is a gold in hand
    hybrid = load_variant("hybrid:2+cards1")
    assert hybrid.kind("P").name_en == "Chess pawn" and hybrid.has_kind("T") and hybrid.addon_ids == ("cards1",)
    assert not load_variant("standard").has_kind("T")


@pytest.mark.parametrize(("vid", "message"), [
    ("standard+cards1+cards2", "only one card edition"),
    ("standard+chess", "unknown add-on 'chess'"),
    ("standard+cards2+cards2", "listed twice"),
])
def test_bad_add_on_ids_are_named(vid: str, message: str) -> None:
    with pytest.raises(VariantError, match=message):
        load_variant(vid)


def test_a_new_card_game_deals_every_card_to_both_and_writes_them_in_the_sfen() -> None:
    pos = Position.initial("standard+cards2")
    assert cards_state(pos, 0) == cards_state(pos, 1) == CardsState(2, EDITIONS[2])
    full = ",".join(EDITIONS[2])
    assert pos.sfen() == f"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 cards2:{full}/{full}"
    back = Position.from_sfen(pos.sfen(), "standard+cards2")
    assert back.addon_states == pos.addon_states and back.hash == pos.hash
    assert len(EDITIONS[1]) == 12 and len(EDITIONS[2]) == 16


def test_the_sfen_carries_spent_cards_riders_and_immunity() -> None:
    sfen = "3k5/9/9/9/4+R4/9/4S4/9/4K4 b - 1 cards2:queen-king*,rewind/lightning status:5e=rS,5g=i2"
    pos = Position.from_sfen(sfen, "standard+cards2")
    assert pos.sfen() == sfen
    assert cards_state(pos, 0) == CardsState(2, ("queen-king", "rewind"), frozenset({"queen-king"}))
    assert cards_state(pos, 1) == CardsState(2, ("lightning",))
    assert pos.statuses[sq("5e")].rider == pos.variant.kind("S").index + 1  # a Black silver aboard
    assert pos.statuses[sq("5e")].carrier
    assert pos.statuses[sq("5g")].immune_until == 2
    # Card state is part of the position's identity (千日手).
    other = Position.from_sfen(sfen.replace("queen-king*", "queen-king"), "standard+cards2")
    assert other.hash != pos.hash


@pytest.mark.parametrize(("extra", "field", "words"), [
    ("cards2:queen-king", "cards2", "expected Black's cards"),
    ("cards2:castle/-", "cards2", "'castle' is not a card of edition 2"),
    ("cards2:rewind,rewind/-", "cards2", "listed twice"),
    ("cards1:-/-", "cards1", "does not play with cards1"),
    ("status:5e=rS", "status", "5e is empty"),
    ("status:5i=q", "status", "unknown status item"),
    ("dice:6", "dice", "unknown extra field"),
])
def test_bad_card_fields_are_named(extra: str, field: str, words: str) -> None:
    with pytest.raises(SfenError) as err:
        Position.from_sfen(f"4k4/9/9/9/9/9/9/9/4K4 b - 1 {extra}", "standard+cards2")
    assert err.value.field == field and words in str(err.value)


def test_dealing_full_subset_and_random_with_a_recorded_seed() -> None:
    b, w, header = deal(2)
    assert b.cards == w.cards == EDITIONS[2] and header == {"cards": "cards2", "cards-deal": "full"}
    b, w, header = deal(1, "subset", ["recall", "queen-king"])
    assert b.cards == w.cards == ("queen-king", "recall")  # in the edition's order
    assert header["cards-deal"] == "subset:queen-king,recall"
    b1, w1, h1 = deal(2, "random", count=4, seed=2024)
    b2, w2, _ = deal(2, "random", count=4, seed=2024)
    assert (b1, w1) == (b2, w2) and h1["cards-seed"] == "2024" and len(b1.cards) == len(w1.cards) == 4
    assert set(b1.cards) <= set(EDITIONS[2]) and b1.cards == tuple(c for c in EDITIONS[2] if c in b1.cards)
    _, _, h3 = deal(2, "random", count=3)
    assert h3["cards-seed"].isdigit()  # a seed is drawn and recorded
    with pytest.raises(ValueError, match="swap-rook"):
        deal(2, "subset", ["swap-rook"])  # a first-edition card
    with pytest.raises(ValueError, match="count"):
        deal(1, "random", count=13)


def test_setup_addons_deals_before_the_first_move() -> None:
    pos = Position.initial("standard+cards1")
    header = setup_addons(pos, {"cards": {"mode": "random", "count": 3, "seed": 7}})
    assert header["cards-seed"] == "7" and len(cards_state(pos, 0).cards) == 3
    assert pos.hash == Position.from_sfen(pos.sfen(), pos.variant).hash and pos.recent_keys(10) == (pos.hash,)
    pos.push(pos.legal_moves()[0])
    with pytest.raises(ValueError, match="before its first move"):
        setup_addons(pos, {})
    with pytest.raises(ValueError, match="has no cards add-on"):
        setup_addons(Position.initial(), {"cards": {}})


# ============================================================================ general rules
def test_a_card_is_offered_only_while_its_holder_has_it_unused() -> None:
    pos = game("4k4/9/2s6/9/9/9/6P2/9/4K4 b - 1", black=["lightning"], white=["lightning"])
    assert acts(pos) == {"lightning!7c"}  # the king is never a target
    play(pos, "lightning!7c")
    assert pos.sfen().split()[2] == "s" and cards_state(pos, 0).used == {"lightning"}
    assert acts(pos) == {"lightning!3g"}  # White still holds its own
    play(pos, "5a4a")
    assert acts(pos) == set()  # Black's is spent


def test_a_card_is_refused_when_no_legal_action_with_it_follows() -> None:
    # Black's king is in check from the rook on 5a.  Recalling any piece leaves it in check, so recall is
    # not playable at all; lightning is playable only on the checking rook.
    pos = game("4r3k/9/9/9/9/9/9/3G5/4K4 b - 1", black=["recall", "lightning"])
    assert pos.is_check()
    assert acts(pos, "recall") == set()
    assert acts(pos, "lightning") == {"lightning!5a"}


def test_mate_is_escaped_only_through_a_card() -> None:
    # The gold on 1b, guarded by the pawn on 1c, mates the king on 1a; White's lightning removes it.
    sfen = "8k/8G/8P/9/9/9/9/9/K8 w - 1"
    pos = game(sfen, black=[], white=["lightning"])
    assert pos.is_check() and pos.legal_moves() == []
    assert texts(pos) == {"lightning!1b"}  # sending the pawn away would leave the check
    assert pos.outcome() is None
    outcome = game(sfen, black=[], white=[]).outcome()
    assert outcome is not None and outcome.termination is Termination.CHECKMATE


def test_a_pawn_drop_answered_only_by_a_card_is_not_pawn_drop_mate() -> None:
    # P*1b checks the king on 1a: 2a and 2b hold its own pieces, and the pawn is guarded by the gold on 2c.
    sfen = "7lk/7p1/7G1/9/9/9/9/9/K8 b P 1"
    plain = game(sfen, black=[], white=[])
    assert plain.explain_illegal(plain.parse_usi("P*1b")) is IllegalReason.UCHIFUZUME
    pos = game(sfen, black=[], white=["lightning"])
    assert "P*1b" in texts(pos)
    play(pos, "P*1b")
    assert texts(pos) == {"lightning!1b"}


def test_a_card_play_is_one_ply_and_push_pop_restore_everything() -> None:
    pos = Position.initial("standard+cards2")
    before = state(pos)
    specials = pos.special_actions()
    assert {a.name for a in specials} >= {"ripening", "recall", "lightning", "double-move", "jump-lance"}
    for action in specials:
        pos.push(action)
        assert pos.side == 1 and pos.ply == 1 and cards_state(pos, 0).used == {action.name}
        pos.pop()
        assert state(pos) == before


def test_the_card_state_is_part_of_the_repetition_key() -> None:
    # The same king shuffle twice, with a card spent in between: positions before and after differ.
    pos = game("4k4/9/9/9/9/9/9/9/4K3P b - 1", black=["recall"], white=[])
    key = pos.hash
    for move in ("5i5h", "5a5b", "5h5i", "5b5a"):
        play(pos, move)
    assert pos.hash == key and pos.repetition_count() == 2
    play(pos, "recall!1i")
    play(pos, "5a5b")
    play(pos, "P*1i")
    play(pos, "5b5a")
    assert pos.board == Position.from_sfen("4k4/9/9/9/9/9/9/9/4K3P b - 1").board
    assert pos.hash != key and pos.repetition_count() == 1


# ============================================================================ 01 queen king
@BOTH
def test_queen_king_moves_as_a_queen_two_squares_or_more(edition: int) -> None:
    # King 5i.  File 5 up to the gold on 5c (captured; 5d is guarded by it); diagonals and the back rank
    # from distance 2.  One-square steps are the king's own moves, not card plays.
    pos = game("8k/9/4g4/9/9/9/9/9/4K4 b - 1", edition, black=["queen-king"])
    assert steps(pos, "queen-king") == {"5i5g", "5i5f", "5i5e", "5i5c", "5i7g", "5i8f", "5i9e", "5i3g", "5i2f",
                                        "5i1e", "5i7i", "5i8i", "5i9i", "5i3i", "5i2i", "5i1i"}
    play(pos, "queen-king!5i5c")
    assert pos.sfen().split()[:3] == ["8k/9/4K4/9/9/9/9/9/9", "w", "G"]


def test_queen_king_never_captures_a_lone_king() -> None:
    pos = game("4k4/9/9/9/9/9/9/9/4K4 b - 1", black=["queen-king"])
    assert "5i5a" not in steps(pos, "queen-king") and "5i5c" in steps(pos, "queen-king")


# ============================================================================ 02/03 riders
def test_dragon_rider_boards_moves_and_sets_down() -> None:
    pos = game("8k/9/9/9/4+R4/4S4/9/9/K8 b - 1", black=["dragon-rider"])
    mine = acts(pos, "dragon-rider")
    assert {"dragon-rider!5f5e", "dragon-rider!5f5e,5e5b", "dragon-rider!5f5e,5e5b,4c",
            "dragon-rider!5f5e,4d"} <= mine
    assert "dragon-rider!5f5e,5f" not in mine  # boarding and setting down where it stood: a pass
    assert "dragon-rider!5f5e,5e5a,4a" in mine  # a silver may stand on rank a
    play(pos, "dragon-rider!5f5e,5e2e")
    assert pos.sfen().split()[0] == "8k/9/9/9/7+R1/9/9/9/K8"  # the silver rides along
    assert pos.statuses[sq("2e")].rider == 5
    play(pos, "1a1b")
    # Later: a dragon move that sets the rider down, no card needed; a plain move keeps it aboard.
    assert "dragon-rider!2e2c,3c" in acts(pos) and "2e2c" in texts(pos)
    play(pos, "2e4e")
    assert pos.statuses[sq("4e")].rider == 5
    play(pos, "1b1a")
    play(pos, "dragon-rider!4e4c,3d")
    assert pos.sfen().split()[0] == "8k/9/5+R3/6S2/9/9/9/9/K8" and pos.statuses == {}


def test_a_rider_is_never_set_down_dead_or_on_a_pawn_file() -> None:
    # A Black pawn rides the dragon on 5e; Black has a pawn on 4f.  Around 5b: rank a is refused (a pawn
    # could never move there) and so is file 4 (二歩).  Around 6e every empty square is fine.
    pos = Position.from_sfen("8k/9/9/9/4+R4/5P3/9/9/K8 b - 1 cards2:dragon-rider*/- status:5e=rP",
                             "standard+cards2")

    def downs(move: str) -> set[str]:
        return {a.split(",")[1] for a in acts(pos, "dragon-rider") if a.startswith(f"dragon-rider!{move},")}
    assert downs("5e5b") == {"6b", "6c", "5c"}
    assert downs("5e6e") == {"7d", "6d", "5d", "7e", "5e", "7f", "6f", "5f"}


def test_a_captured_carrier_takes_its_rider_along() -> None:
    pos = Position.from_sfen("8k/9/9/9/4+R4/4r4/9/9/K8 w - 1 cards2:-/- status:5e=rS", "standard+cards2")
    before = state(pos)
    play(pos, "5f5e")
    assert pos.sfen().split()[2] == "rs" and pos.statuses == {}  # the dragon (as a rook) and its silver
    pos.pop()
    assert state(pos) == before


def test_a_carrier_sent_to_hand_sends_its_rider_to_its_owner() -> None:
    pos = Position.from_sfen("8k/9/9/9/4+R4/9/9/9/K8 w - 1 cards2:-/lightning status:5e=rS", "standard+cards2")
    play(pos, "lightning!5e")
    assert pos.sfen().split()[2] == "RS" and pos.statuses == {}


def test_horse_rider_is_the_same_with_a_horse() -> None:
    pos = game("4k4/9/9/9/4+B4/3G5/9/9/K8 b - 1", black=["horse-rider", "dragon-rider"])
    assert acts(pos, "dragon-rider") == set()  # no dragon
    assert {"horse-rider!6f5e", "horse-rider!6f5e,5e5d", "horse-rider!6f5e,5e2b,3b"} <= acts(pos)
    play(pos, "horse-rider!6f5e,5e2b,3b")
    assert pos.sfen().split()[0] == "4k4/6G+B1/9/9/9/9/9/9/K8"


# ============================================================================ 04 wrap rook
def test_wrap_rook_continues_across_the_edges_but_not_backward() -> None:
    # Forward (up) the line wraps from 5a to 5i and stops at the own pawn on 5g; left and right wrap to
    # squares the other direction reaches anyway (plain moves, so not card plays).
    pos = game("8k/9/9/9/4R4/9/4P4/9/K8 b - 1", black=["wrap-rook"])
    assert steps(pos, "wrap-rook") == {"5e5i", "5e5h"}
    # A capture on the far side: right across 1e to the silver on 9e (6e blocks the direct way).
    pos = game("3k5/9/9/9/s2PR4/9/9/9/K8 b - 1", black=["wrap-rook"])
    assert steps(pos, "wrap-rook") == {"5e9e"}
    play(pos, "wrap-rook!5e9e")
    assert pos.sfen().split()[:3] == ["3k5/9/9/9/R2P5/9/9/9/K8", "w", "S"]


def test_wrap_rook_is_not_for_a_dragon() -> None:
    pos = game("8k/9/9/9/4+R4/9/4P4/9/K8 b - 1", black=["wrap-rook"])
    assert acts(pos, "wrap-rook") == set()


# ============================================================================ 05 reflecting bishop
@BOTH
def test_reflecting_bishop_follows_the_seed_example(edition: int) -> None:
    # Bishop on 2c (seed: 3b, 4a, 5b, 6c, 7d, 8e, 9f, 8g, ...).  Card plays are the squares reached only
    # after a bounce; 3b, 4a, 1b, 1d, 3d-8i are on its straight diagonals (plain moves).
    pos = game("k8/9/7B1/9/9/9/9/9/8K b - 1", edition, black=["reflect-bishop"])
    dests = {s[2:4] for s in steps(pos, "reflect-bishop")}
    assert {"5b", "6c", "7d", "8e", "9f", "8g"} <= dests
    assert dests == {"2a", "2e", "3f", "4c", "4g", "5b", "5d", "5h", "6c", "6e", "6i", "7d", "7f", "8e", "8g",
                     "9f", "9h"}
    assert "2c9f" in steps(pos, "reflect-bishop") and "2c9f+" in steps(pos, "reflect-bishop")  # starts in the zone


def test_first_edition_reflecting_bishop_may_not_aim_at_the_king() -> None:
    # From 7d the bishop would attack White's king on 8c: allowed in the second edition only.  From 2a
    # none of its four bouncing lines meets the king.
    sfen = "9/9/1k5B1/9/9/9/9/9/8K b - 1"
    assert "2c7d" in steps(game(sfen, 2, black=["reflect-bishop"]), "reflect-bishop")
    first = steps(game(sfen, 1, black=["reflect-bishop"]), "reflect-bishop")
    assert "2c7d" not in first and "2c2a" in first


# ============================================================================ 06 prince gold
@BOTH
def test_prince_gold_promotes_a_gold_into_a_royal_prince(edition: int) -> None:
    # Gold 6d: into the zone (6c, 5c, 7c) it may promote; 6e, 5d, 7d are outside the zone.
    pos = game("8k/9/9/3G5/9/9/9/9/4K4 b - 1", edition, black=["prince-gold"])
    assert steps(pos, "prince-gold") == {"6d6c+", "6d5c+", "6d7c+"}
    play(pos, "prince-gold!6d6c+")
    assert pos.sfen().split()[0] == "8k/9/3T5/9/9/9/9/9/4K4"
    assert pos.king_sq[0] == -1  # two royal pieces: neither is in check


def test_with_a_prince_neither_royal_is_in_check_and_either_may_be_left_attacked() -> None:
    pos = game("4k4/9/3T5/9/9/9/9/9/4K3r b - 1", black=[], white=[])
    assert not pos.is_check()
    moves = {pos.move_to_usi(m) for m in pos.legal_moves()}
    assert "6c6b" in moves and "5i4i" in moves  # the king may stay on the rook's rank, or step along it


def test_a_king_captured_while_a_prince_stands_takes_the_princes_place() -> None:
    pos = game("4k4/9/3T5/9/9/9/9/9/4K3r w - 1", black=[], white=[])
    before = state(pos)
    play(pos, "1i5i")
    assert pos.sfen().split()[:3] == ["4k4/9/3K5/9/9/9/9/9/4r4", "b", "g"]  # White receives a gold
    assert pos.king_sq[0] == sq("6c") and not pos.is_check()
    pos.pop()
    assert state(pos) == before


def test_a_captured_prince_is_a_gold_and_the_king_is_alone_again() -> None:
    pos = game("4k4/9/3T4r/9/9/9/9/9/4K4 w - 1", black=[], white=[])
    play(pos, "1c6c")
    assert pos.sfen().split()[:3] == ["4k4/9/3r5/9/9/9/9/9/4K4", "b", "g"]
    assert pos.king_sq[0] == sq("5i")
    play(pos, "5i4i")
    play(pos, "6c6i")
    assert pos.is_check()  # one royal left: ordinary check rules


def test_prince_gold_escapes_check_and_no_second_prince_is_made() -> None:
    # The rook checks the king; promoting the gold on 6c gives Black two royals, so nothing is in check.
    pos = game("4r3k/9/3G5/9/9/9/9/9/4K4 b - 1", black=["prince-gold"])
    assert pos.is_check()
    assert "prince-gold!6c6b+" in acts(pos)
    twice = game("4r3k/9/3G5/9/9/9/3T5/9/4K4 b - 1", black=["prince-gold"])
    assert acts(twice, "prince-gold") == set()


# ============================================================================ 07 invincible silver
@BOTH
def test_invincible_silver_cannot_be_captured_on_the_next_ply(edition: int) -> None:
    pos = game("4r3k/9/9/9/9/9/4S4/9/K8 b S 1", edition, black=["invincible-silver"], white=["lightning"])
    # The board silver's moves without promotion and every silver drop; never "+".
    assert {"invincible-silver!5g5f", "invincible-silver!S*5e"} <= acts(pos)
    assert not any(a.endswith("+") for a in acts(pos))
    play(pos, "invincible-silver!S*5e")
    assert pos.statuses[sq("5e")].immune_until == 2
    assert "5a5e" not in texts(pos) and "lightning!5e" not in texts(pos)
    play(pos, "1a1b")
    assert pos.statuses == {}  # the immunity has ended
    play(pos, "9i9h")
    assert "5a5e" in texts(pos)


# ============================================================================ 08 eight-way knight
@BOTH
def test_eight_way_knight_jumps_as_a_chess_knight(edition: int) -> None:
    # 4c and 6c are the knight's own jumps; the other six are the card's.
    pos = game("k8/9/9/9/4N4/9/9/9/8K b - 1", edition, black=["eight-knight"])
    assert steps(pos, "eight-knight") == {"5e3d", "5e7d", "5e3f", "5e7f", "5e4g", "5e6g"}


def test_eight_way_knight_must_promote_on_the_last_two_ranks() -> None:
    # From 5c: 3b and 7b only promoted; 4a and 6a are the knight's own jumps; the rest start in the zone.
    pos = game("k8/9/4N4/9/9/9/9/9/8K b - 1", black=["eight-knight"])
    assert steps(pos, "eight-knight") == {"5c3b+", "5c7b+", "5c3d", "5c3d+", "5c7d", "5c7d+", "5c4e", "5c4e+",
                                          "5c6e", "5c6e+"}


def test_first_edition_eight_way_knight_may_not_aim_at_the_king() -> None:
    # From 3d a chess knight would reach White's king on 1c.
    sfen = "9/9/8k/9/4N4/9/9/9/K8 b - 1"
    assert "5e3d" in steps(game(sfen, 2, black=["eight-knight"]), "eight-knight")
    assert steps(game(sfen, 1, black=["eight-knight"]), "eight-knight") == {"5e7d", "5e3f", "5e7f", "5e4g",
                                                                             "5e6g"}


# ============================================================================ 09 jumping lance
@BOTH
def test_jumping_lance_jumps_over_exactly_one_piece(edition: int) -> None:
    # 5i: over its own pawn on 5g to 5f, 5e, or onto the pawn on 5d.  9i: over White's pawn on 9f to the
    # end of the file, promoting where a lance may or must.
    pos = game("7k1/9/9/4p4/9/p8/4P4/9/L3L3K b - 1", edition, black=["jump-lance"])
    assert steps(pos, "jump-lance") == {"5i5f", "5i5e", "5i5d", "9i9e", "9i9d", "9i9c", "9i9c+", "9i9b", "9i9b+",
                                        "9i9a+"}


def test_first_edition_jumping_lance_may_not_aim_at_the_king() -> None:
    # Wherever the lance lands on file 5, its line with one jump reaches White's king on 5a.
    sfen = "4k4/9/4p4/9/9/9/4P4/9/4L3K b - 1"
    assert steps(game(sfen, 2, black=["jump-lance"]), "jump-lance") == {"5i5f", "5i5e", "5i5d", "5i5c",
                                                                        "5i5c+"}
    assert acts(game(sfen, 1, black=["jump-lance"])) == set()


# ============================================================================ 10 double pawn
@BOTH
def test_double_pawn_drops_a_second_pawn_on_a_file(edition: int) -> None:
    # File 5 holds one pawn (5g); file 3 holds none (a plain drop there); 5a is dead.
    pos = game("8k/9/9/9/9/9/4P4/9/K8 b 2P 1", edition, black=["double-pawn"])
    assert steps(pos, "double-pawn") == {"P*5b", "P*5c", "P*5d", "P*5e", "P*5f", "P*5h", "P*5i"}
    play(pos, "double-pawn!P*5e")
    play(pos, "1a1b")
    assert not any(t.startswith("P*5") for t in texts(pos))  # no third pawn


def test_double_pawn_obeys_pawn_drop_mate() -> None:
    # File 1 holds Black's pawn on 1d.  P*1b would mate (see the pawn-drop test above): not playable.
    pos = game("7lk/7p1/7G1/8P/9/9/9/9/K8 b P 1", black=["double-pawn"], white=[])
    assert "P*1b" not in steps(pos, "double-pawn") and "P*1c" in steps(pos, "double-pawn")


# ============================================================================ 11 ripening
def test_second_edition_ripening_promotes_where_the_rule_would_not() -> None:
    # The silver on 5g promotes on any of its moves; the pawn on 7c may promote anyway (not a card play);
    # the gold and the king have nothing to promote to.
    pos = game("8k/9/2P6/9/9/9/4S4/9/G3K4 b - 1", black=["ripening"])
    assert steps(pos, "ripening") == {"5g5f+", "5g4f+", "5g6f+", "5g4h+", "5g6h+"}
    play(pos, "ripening!5g5f+")
    assert pos.sfen().split()[0] == "8k/9/2P6/9/9/4+S4/9/9/G3K4"


def test_first_edition_ripening_drops_a_piece_promoted_without_check() -> None:
    # +S and +P anywhere empty except 1b, 2b, 2a (they would check the king on 1a); never a gold.
    pos = game("8k/9/9/9/9/9/9/9/K8 b GSP 1", 1, black=["ripening"])
    mine = steps(pos, "ripening")
    assert len(mine) == 2 * (79 - 3)
    assert "+S*1b" not in mine and "+P*2a" not in mine and "+S*5e" in mine and not any("G" in s for s in mine)
    play(pos, "ripening!+P*5e")
    assert pos.sfen().split()[:3] == ["8k/9/9/9/4+P4/9/9/9/K8", "w", "GS"]


# ============================================================================ 12 double move
def test_double_move_second_edition() -> None:
    # White's king on 3d.  The silver takes the pawn on 4f and steps on to 3e (check on the second step:
    # allowed), or steps back to 5g (居食い).  The rook's 2h-2g-3g is no rook move; 2h-2g-2f and
    # 2h-2g-2b+ are the plain moves 2h2f and 2h2b+.
    pos = game("9/9/9/6k2/9/5p3/4S4/7R1/K8 b - 1", black=["double-move"])
    mine = steps(pos, "double-move")
    assert {"5g4f,4f3e", "5g4f,4f5g", "2h2g,2g3g"} <= mine
    assert "2h2g,2g2f" not in mine and "2h2g,2g2b+" not in mine
    play(pos, "double-move!5g4f,4f3e")
    assert pos.is_check() and pos.sfen().split()[:3] == ["9/9/9/6k2/6S2/9/9/7R1/K8", "w", "P"]


def test_double_move_first_step_may_not_give_check() -> None:
    # King on 3e: the silver on 4f would check it, so no double move starts 5g4f.
    pos = game("9/9/9/9/6k2/4p4/4S4/9/K8 b - 1", black=["double-move"])
    mine = steps(pos, "double-move")
    assert not any(s.startswith("5g4f") for s in mine) and "5g5f,5f4e" in mine
    gold = game("9/9/9/9/6k2/9/4G4/9/K8 b - 1", black=["double-move"])
    assert "5g5f,5f5e" in steps(gold, "double-move")
    assert "5g5f,5f5g" not in steps(gold, "double-move")  # there and back without a capture: a pass


def test_double_move_first_edition_neither_step_may_give_check() -> None:
    sfen = "9/9/9/6k2/9/5p3/4S4/9/K8 b - 1"
    assert "5g4f,4f3e" in steps(game(sfen, 2, black=["double-move"]), "double-move")
    first = steps(game(sfen, 1, black=["double-move"]), "double-move")
    assert "5g4f,4f3e" not in first and "5g4f,4f5g" in first


# ============================================================================ 13 recall, 14 lightning
@BOTH
def test_recall_returns_an_own_piece_unpromoted(edition: int) -> None:
    pos = game("4k4/9/9/9/9/9/9/1+B5R1/4K4 b - 1", edition, black=["recall"])
    assert acts(pos) == {"recall!8h", "recall!2h"}
    play(pos, "recall!8h")
    assert pos.sfen().split()[:3] == ["4k4/9/9/9/9/9/9/7R1/4K4", "w", "B"]


def test_recall_never_takes_a_king_or_prince_nor_exposes_the_king() -> None:
    # With a prince beside it the king may be exposed; the prince itself never goes to hand.
    pos = game("4r3k/9/9/9/9/9/3T5/4G4/4K4 b - 1", black=["recall"])
    assert acts(pos) == {"recall!5h"}
    pos = game("4r3k/9/9/9/9/9/9/4G2S1/4K4 b - 1", black=["recall"])
    assert acts(pos) == {"recall!2h"}  # the gold shields the king


def test_lightning_sends_an_enemy_piece_to_its_owners_hand() -> None:
    pos = game("4k4/7+r1/6s2/9/9/9/9/9/4K4 b - 1", black=["lightning"])
    assert acts(pos) == {"lightning!2b", "lightning!3c"}
    play(pos, "lightning!2b")
    assert pos.sfen().split()[:3] == ["4k4/9/6s2/9/9/9/9/9/4K4", "w", "r"]


def test_lightning_spares_an_immortal_silver() -> None:
    pos = game(load_variant("immortal-silver:4").start, variant="immortal-silver:4", black=["lightning"])
    kinds = pos.variant.kinds
    immortal = -pos.variant.kind("I").index - 1
    assert immortal in pos.board
    expected = {f"lightning!{9 - s % 9}{'abcdefghi'[s // 9]}" for s, q in enumerate(pos.board)
                if q < 0 and kinds[-q - 1].letter not in ("K", "I")}
    assert acts(pos) == expected and expected


# ============================================================================ 16 persuasion
@BOTH
def test_persuasion_flips_enclosed_runs_and_promotes_against_nifu(edition: int) -> None:
    # G*5e encloses the eight pieces around it.  Black already has a pawn on file 5, so the pawn on 5d
    # becomes と.  White's file 6 holds two pawns (a file doubled by 許二歩): 6d comes first (line order
    # NW, N, NE, W, E, SW, S, SE at equal distance) and stays a pawn, so 6f becomes と.
    pos = game("4k4/9/2S1G1S2/3ppp3/2Bs1gN2/3pbl3/2P1P1P2/9/4K4 b G 1", edition, black=["persuasion"])
    assert "persuasion!G*5e" in acts(pos)
    play(pos, "persuasion!G*5e")
    assert pos.sfen().split()[0] == "4k4/9/2S1G1S2/3P+PP3/2BSGGN2/3+PBL3/2P1P1P2/9/4K4"


@BOTH
def test_persuasion_needs_a_flip_and_never_flips_a_king(edition: int) -> None:
    # 5c-5d-5e: White's king on 5d would be enclosed by S*5c against the knight on 5e: not playable; any
    # other move encloses nothing.
    pos = game("9/9/9/4k4/4N4/9/9/9/K8 b S 1", edition, black=["persuasion"])
    assert acts(pos) == set()


def test_persuasion_promotes_a_piece_that_could_never_move_and_skips_immune_runs() -> None:
    # S*5c: NE the knight on 4b (closed by the gold on 3a) flips and must promote; E the silver on 4c is
    # immune, so the run 4c-3c (closed by 2c) stays.
    sfen = "6G1k/5n3/5ssP1/9/9/9/9/9/K8 b S 1 cards2:persuasion/- status:4c=i1"
    pos = Position.from_sfen(sfen, "standard+cards2")
    play(pos, "persuasion!S*5c")
    assert pos.sfen().split()[0] == "6G1k/5+N3/4SssP1/9/9/9/9/9/K8" and pos.statuses == {}


# ============================================================================ first edition 転送飛
def test_swap_rook_changes_places_with_any_own_piece() -> None:
    # Rook 2h with the silver on 7g, the pawn on 2g, or the king; not with the pawn on 9g (it would join
    # the pawn on file 2: 二歩).
    pos = game("4k4/9/9/9/9/9/P1S4P1/7R1/4K4 b - 1", 1, black=["swap-rook"])
    assert steps(pos, "swap-rook") == {"2h7g,7g2h", "2h2g,2g2h", "2h5i,5i2h"}
    play(pos, "swap-rook!2h7g,7g2h")
    assert pos.sfen().split()[0] == "4k4/9/9/9/9/9/P1R4P1/7S1/4K4"


def test_swap_rook_promotes_under_the_normal_condition() -> None:
    # The rook leaves the zone (2b) and the pawn enters it: each may promote.
    pos = game("4k4/7R1/9/9/9/9/1P7/9/4K4 b - 1", 1, black=["swap-rook"])
    assert {"2b8g,8g2b", "2b8g+,8g2b", "2b8g,8g2b+", "2b8g+,8g2b+"} <= steps(pos, "swap-rook")
    play(pos, "swap-rook!2b8g+,8g2b+")
    assert pos.sfen().split()[0] == "4k4/7+P1/9/9/9/9/1+R7/9/4K4"
