"""Card 15 時遡行 (RULES.md §5.1): the selective revert of the player's previous ply while the reply stays.

Each scenario plays M1 and M2, then checks the rewind against the position worked out by hand: the
rewind's moves must be exactly the legal moves of that position, and playing one must give the same
board and hands as playing that move there.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from shogi_desktop.core.addons.cards import EDITIONS, CardsState, cards_state
from shogi_desktop.core.addons.cards_rewind import Rewind, reverted_position
from shogi_desktop.core.outcome import RevertError
from shogi_desktop.core.position import Position
from shogi_desktop.core.tables import parse_square
from shogi_desktop.core.transition import describe
from tests.core.revert_oracle import apply_revert, selective_revert


def game(sfen: str, black: list[str] | None = None, white: list[str] | None = None) -> Position:
    pos = Position.from_sfen(sfen, "standard+cards2")
    ids = EDITIONS[2]
    pos.set_addon_state("cards", 0, CardsState(2, tuple(c for c in ids if black is None or c in black)))
    pos.set_addon_state("cards", 1, CardsState(2, tuple(c for c in ids if white is None or c in white)))
    pos.reset_history()
    return pos


def play(pos: Position, text: str) -> None:
    for a in pos.legal_actions():
        if (pos.move_to_usi(a) if type(a) is int else str(a)) == text:
            pos.push(a)
            return
    raise AssertionError(f"{text} is not legal in {pos.sfen()}")


def rewind_hook(pos: Position) -> Rewind:
    hook = pos.hooks["rewind"]
    assert isinstance(hook, Rewind)
    return hook


def rewinds(pos: Position) -> set[str]:
    return {str(a).split("!", 1)[1] for a in pos.special_actions() if a.name == "rewind"}


def board_hands(pos: Position) -> list[str]:
    return pos.sfen().split()[:3]


def check_rewind(pos: Position, expected_sfen: str) -> None:
    """The rewind offers exactly the legal moves of ``expected_sfen``, and each gives the same result."""
    expected = Position.from_sfen(expected_sfen)
    moves = {expected.move_to_usi(m) for m in expected.legal_moves()}
    assert rewinds(pos) == moves
    for text in sorted(moves)[:5] + sorted(moves)[-5:]:
        before = pos.sfen()
        play(pos, f"rewind!{text}")
        expected.push(expected.legal_move_from_usi(text))
        assert board_hands(pos)[:3] == board_hands(expected)[:3]
        assert "rewind*" in pos.sfen()
        expected.pop()
        pos.pop()
        assert pos.sfen() == before


START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"


def test_rewind_reverts_the_previous_ply_while_the_reply_stays() -> None:
    pos = game(START)
    play(pos, "7g7f")
    play(pos, "3c3d")
    # As if Black had not played 7g7f, with White's 3c3d made.
    check_rewind(pos, "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")
    assert "rewind!7g7f" in {str(a) for a in pos.special_actions()}  # it may repeat M1


def test_rewind_when_the_opponent_captured_the_moved_piece() -> None:
    # M1 8h2b+ takes the bishop and promotes; M2 3a2b takes the horse.  The bishop comes back to 8h from
    # White's hand, unpromoted; the bishop M1 took cannot go back to 2b (White's silver is there) and goes
    # to its owner's hand.
    pos = game(START)
    for move in ("7g7f", "3c3d", "8h2b+", "3a2b"):
        play(pos, move)
    check_rewind(pos, "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b b 1")


def test_rewind_is_blocked_by_a_piece_on_a_square_to_return_to() -> None:
    pos = game("4k4/9/9/9/9/9/9/r3S4/6K2 b - 1")
    play(pos, "5h4g")
    play(pos, "9h5h")  # the rook now stands where the silver must return
    hook = rewind_hook(pos)
    assert rewinds(pos) == set() and hook.why_not(pos) is RevertError.SQUARE_OCCUPIED


def test_rewind_needs_a_previous_ply() -> None:
    pos = game("4k4/9/9/9/9/9/9/9/4K4 w - 1")
    hook = rewind_hook(pos)
    assert hook.why_not(pos) is RevertError.NO_PREVIOUS_PLY
    play(pos, "5a5b")
    assert hook.why_not(pos) is RevertError.NO_PREVIOUS_PLY  # Black has not played yet
    play(pos, "5i5h")
    play(pos, "5b5a")
    assert hook.why_not(pos) is None and rewinds(pos)


def test_rewind_is_refused_when_no_legal_move_follows() -> None:
    # M1 9i8h; M2 G*9h (guarded by the lance).  Back on 9i the king would be mated.
    pos = game("l3k4/9/9/9/9/9/9/9/K8 b g 1")
    play(pos, "9i8h")
    play(pos, "G*9h")
    assert pos.legal_moves()  # Black can play on...
    assert rewinds(pos) == set()  # ...but not this card
    assert rewind_hook(pos).why_not(pos) is RevertError.NO_LEGAL_MOVE


def test_rewind_undoes_a_card_play_and_the_card_stays_spent() -> None:
    # M1 persuasion!5g5f flips the pawn on 6f; M2 takes the silver with the rook.  The silver comes back
    # from White's hand, the pawn turns back to White, the rook stays; persuasion stays spent.
    pos = game("4k4/4r4/9/9/9/2Gp5/4S4/9/K8 b - 1", black=["persuasion", "rewind"], white=[])
    play(pos, "persuasion!5g5f")
    assert board_hands(pos)[0] == "4k4/4r4/9/9/9/2GPS4/9/9/K8"
    play(pos, "5b5f")
    check_rewind(pos, "4k4/9/9/9/9/2Gpr4/4S4/9/K8 b - 1")
    play(pos, "rewind!9i9h")
    assert cards_state(pos, 0).used == {"persuasion", "rewind"}


def test_rewind_brings_back_a_captured_dragon_and_its_rider() -> None:
    pos = game("8k/5g3/9/9/9/9/9/3S+R4/K8 b - 1", black=["dragon-rider", "rewind"], white=[])
    play(pos, "dragon-rider!6h5h,5h5c")
    play(pos, "4b5c")
    assert board_hands(pos)[2] == "rs"
    check_rewind(pos, "8k/9/4g4/9/9/9/9/3S+R4/K8 b - 1")


def test_rewind_after_the_king_was_captured_beside_the_prince() -> None:
    # M1 makes the prince; M2 takes the king, which moves to the prince's square while the prince leaves as
    # a gold.  Reverting M1 brings that gold back from White's hand to 6c; the king stays on 6b.
    # (With White's king on 5a, the prince on 6b would check it, and taking Black's king would not help:
    # the king lands on 6b.)
    pos = game("8k/9/3G5/9/9/9/9/9/4K3r b - 1", black=["prince-gold", "rewind"], white=[])
    play(pos, "prince-gold!6c6b+")
    play(pos, "1i5i")
    assert board_hands(pos) == ["8k/3K5/9/9/9/9/9/9/4r4", "b", "g"]
    check_rewind(pos, "8k/3K5/3G5/9/9/9/9/9/4r4 b - 1")


@pytest.mark.parametrize(("hand", "expected"), [
    # White had no other silver: the one it dropped is the one lightning sent away, and it goes back.
    ("-", "4k4/9/9/4s4/9/9/9/9/K8 b - 1"),
    # White had another silver in hand: the hand still holds one, so that one goes back.
    ("s", "4k4/9/9/4s4/7s1/9/9/9/K8 b - 1"),
])
def test_rewind_follows_a_piece_through_a_hand(hand: str, expected: str) -> None:
    pos = game(f"4k4/9/9/4s4/9/9/9/9/K8 b {hand} 1", black=["lightning", "rewind"], white=[])
    play(pos, "lightning!5d")
    play(pos, "S*2e")
    check_rewind(pos, expected)


def test_rewind_restores_a_captured_pawn_even_beside_another() -> None:
    # M1 takes the pawn on 5d (check); M2 blocks with P*5c.  The taken pawn returns to its empty square:
    # a restoration, not a drop, so White has two pawns on file 5 (as after 許二歩).
    pos = game("4k4/9/9/4p4/9/4R4/9/9/K8 b p 1")
    play(pos, "5f5d")
    play(pos, "P*5c")
    check_rewind(pos, "4k4/9/4p4/4p4/9/4R4/9/9/K8 b - 1")


def test_rewind_of_a_ply_that_was_itself_a_rewind() -> None:
    # Black rewinds 7g7f into 2g2f; White then rewinds its 3c3d while Black's rewind ply stays.
    pos = game(START)
    for move in ("7g7f", "3c3d", "rewind!2g2f"):
        play(pos, move)
    assert board_hands(pos)[0] == "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/7P1/PPPPPPP1P/1B5R1/LNSGKGSNL"
    check_rewind(pos, "lnsgkgsnl/1r5b1/ppppppppp/9/9/7P1/PPPPPPP1P/1B5R1/LNSGKGSNL w - 1")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_rewind_matches_the_selective_revert_of_transition_py(seed: int) -> None:
    """For plain plies the card's revert is core/transition.py's selective_revert."""
    rng = random.Random(seed)
    pos = Position.initial("standard+cards2")
    hook = rewind_hook(pos)
    history = []
    seen: Counter[str] = Counter()
    for _ in range(100):
        moves = pos.legal_moves()
        if not moves:
            break
        m = rng.choice(moves)
        history.append(describe(pos, m))
        pos.push(m)
        if len(history) < 2:
            continue
        answer = selective_revert(pos, history[-2], history[-1])
        effect = hook.reverted(pos)
        if isinstance(answer, RevertError):
            assert effect is answer
            seen["blocked"] += 1
            continue
        assert not isinstance(effect, RevertError)
        one, two = pos.copy(), pos.copy()
        apply_revert(one, answer)
        two.apply_edits(effect.edits())
        assert (one.board, one.hands) == (two.board, two.hands)
        seen["same"] += 1
    assert seen["same"] > 50


def test_the_record_keeps_both_plies_and_the_rewind() -> None:
    from shogi_desktop.core.record import GameRecord

    rec = GameRecord.new("standard+cards2")
    for move in ("7g7f", "3c3d", "rewind!2g2f", "8c8d"):
        rec.add_move(move)
    assert rec.moves_usi() == ["7g7f", "3c3d", "rewind!2g2f", "8c8d"]
    replay = Position.initial("standard+cards2")
    for node in rec.main_line():
        if node.move is not None:
            play(replay, node.usi)
        assert rec.position_at(node).sfen() == replay.sfen()
    seven_g = parse_square("7g")
    assert [n.snapshot.board[seven_g] for n in rec.main_line()] == [8, 0, 0, 8, 8]  # the pawn on 7g


def test_rewind_reverts_a_lion_capture_on_a_variant_board() -> None:
    # The lion takes the pawn on 5d in place (居食い); the rewind puts the pawn back.  The move after the
    # revert is a plain move (the lion's two-step captures are not offered after a rewind).
    pos = Position.from_sfen("k8/9/9/4p4/4+Y4/9/9/9/8K b - 1", "kirin-phoenix:1+cards2")
    play(pos, "lion!5e5d,5d5e")
    play(pos, "9a9b")
    expected = Position.from_sfen("9/k8/9/4p4/4+Y4/9/9/9/8K b - 1", "kirin-phoenix:1")
    assert rewinds(pos) == {expected.move_to_usi(m) for m in expected.legal_moves()}
    play(pos, "rewind!5e4e")
    assert board_hands(pos) == ["9/k8/9/4p4/5+Y3/9/9/9/8K", "w", "-"]


def test_reverted_position_is_the_board_the_follow_up_move_is_made_on() -> None:
    pos = game(START)
    assert reverted_position(pos) is None  # no previous ply
    play(pos, "7g7f")
    play(pos, "3c3d")
    board = reverted_position(pos)
    assert board is not None
    assert board_hands(board)[:2] == ["lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL", "b"]
    assert rewinds(pos) == {board.move_to_usi(m) for m in board.legal_moves()}
    spent = game(START, black=[c for c in EDITIONS[2] if c != "rewind"])
    play(spent, "7g7f")
    play(spent, "3c3d")
    assert reverted_position(spent) is None  # the card is not held
