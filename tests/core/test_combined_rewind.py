"""Card 時遡行 (RULES.md §5.1) in a game with 王将ファンタジスタ too: the rewind across a magic gain, across a
magic ply and across a card ply (docs/rules-decisions.md, "Cards and 王将ファンタジスタ together").

Each scenario plays M1 and M2, then checks the rewind against the position worked out by hand: the
rewind's moves are the legal moves of that position, and the magic gained, the magic spent and the
cards spent stay as they are.
"""

from __future__ import annotations

from shogi_desktop.core.actions import PieceStatus
from shogi_desktop.core.addons.cards import cards_state
from shogi_desktop.core.addons.fantasista import FOREVER, magic_state, push_with_gain, seeded_face
from shogi_desktop.core.position import Position
from shogi_desktop.core.record import GameRecord
from shogi_desktop.core.tables import parse_square

VARIANT = "standard+cards2+fantasista"
SEED = 3  # the seeded die gives face 5 after ply 15: Black's (hiko) rook token


def game(board: str, side: str, number: int, black_magic: str, white_magic: str = "none",
         black_cards: str = "rewind", white_cards: str = "-", seed: int = SEED) -> Position:
    return Position.from_sfen(f"{board} {side} - {number} cards2:{black_cards}/{white_cards} "
                              f"magic:{black_magic}/{white_magic}/15/{seed}", VARIANT)


def text(pos: Position, a: object) -> str:
    return pos.move_to_usi(a) if type(a) is int else str(a)


def play(pos: Position, t: str, gain: str | None = None) -> None:
    for a in pos.legal_actions():
        if text(pos, a) == t:
            push_with_gain(pos, a, gain)
            return
    raise AssertionError(f"{t} is not legal in {pos.sfen()}")


def rewinds(pos: Position) -> set[str]:
    return {str(a).split("!", 1)[1] for a in pos.special_actions() if a.name == "rewind"}


def check_rewind(pos: Position, expected_board: str) -> None:
    """The rewind offers exactly the legal plain moves of the reverted board."""
    expected = Position.from_sfen(f"{expected_board} {'bw'[pos.side]} {pos.sfen().split()[2]} 1")
    assert rewinds(pos) == {expected.move_to_usi(m) for m in expected.legal_moves()}


def test_rewind_across_a_gain_keeps_the_magic_gained() -> None:
    # M1 5g5f is ply 15: Black (hiko) gains a rook token after it.  M2 5a5b.  The rewind puts the pawn
    # back; the token stays in Black's stock and the card is spent.
    assert seeded_face(SEED, 15) == 5
    pos = game("4k4/9/9/9/9/9/4P4/9/4K4", "b", 15, "hiko")
    play(pos, "5g5f")
    assert pos.last_inputs() == ["gain!d5,rook-token"]
    play(pos, "5a5b")
    assert magic_state(pos, 0).token_count("rook-token", "R") == 1
    check_rewind(pos, "9/4k4/9/9/9/9/4P4/9/4K4")
    play(pos, "rewind!5i4h")
    assert pos.sfen().split()[0] == "9/4k4/9/9/9/9/4P4/5K3/9"
    assert magic_state(pos, 0).token_count("rook-token", "R") == 1  # magic gained stays
    assert cards_state(pos, 0).used == {"rewind"}


def test_rewind_keeps_the_invincibility_a_gain_gave_to_the_piece_it_moves_back() -> None:
    # M1 5g5f is ply 15; after it Black (ayumi) gains 無敵 (face 3, typed) and makes the pawn on 5f
    # invincible.  The rewind returns the pawn to 5g: the status the gain gave stays with it.
    pos = game("4k4/9/9/9/9/9/4P4/9/4K4", "b", 15, "ayumi")
    play(pos, "5g5f", "gain!d3,invincible,5f")
    invincible = pos.statuses[parse_square("5f")]
    assert invincible.immune_until == FOREVER
    play(pos, "5a5b")
    check_rewind(pos, "9/4k4/9/9/9/9/4P4/9/4K4")
    play(pos, "rewind!5i5h")
    assert pos.sfen().split()[0] == "9/4k4/9/9/9/9/4P4/4K4/9"
    assert pos.statuses == {parse_square("5g"): invincible}
    pos.pop()
    assert pos.statuses == {parse_square("5f"): invincible}  # and the rewind is undone exactly


def test_rewind_across_a_magic_ply_returns_the_pieces_and_the_magic_stays_spent() -> None:
    # M1 rook awakening: 2h2c, 2c5c (a second move, through White's zone, promoting).  M2 5a4a.  The rook
    # goes back to 2h unpromoted; the right stays spent.
    pos = game("4k4/9/9/9/9/9/9/7R1/4K4", "b", 3, "hiko+rook-awakening*1")
    play(pos, "rook-awakening!2h2c,2c5c+")
    assert magic_state(pos, 0).right_count("rook-awakening") == 0
    play(pos, "5a4a")
    check_rewind(pos, "5k3/9/9/9/9/9/9/7R1/4K4")
    play(pos, "rewind!2h2a")
    assert pos.sfen().split()[0] == "5k1R1/9/9/9/9/9/9/9/4K4"
    assert magic_state(pos, 0).right_count("rook-awakening") == 0


def test_rewind_of_a_token_drop_sends_the_token_out_of_the_game() -> None:
    # M1 drops a rook token; M2 moves the king.  Reverting the drop sends the token back to a hand, and a
    # token sent to a hand leaves the game (RULES.md §6): it is not in the stock again.
    pos = game("4k4/9/9/9/9/9/9/9/4K4", "b", 3, "hiko+rook-token:R*1")
    play(pos, "rook-token!R*5e")
    assert pos.statuses[parse_square("5e")] == PieceStatus(token=True)
    play(pos, "5a4a")
    check_rewind(pos, "5k3/9/9/9/9/9/9/9/4K4")
    play(pos, "rewind!5i5h")
    assert pos.sfen().split()[:3] == ["5k3/9/9/9/9/9/9/4K4/9", "w", "-"]
    assert magic_state(pos, 0).token_count("rook-token", "R") == 0 and not pos.statuses


def test_rewind_of_a_card_ply_when_the_reply_was_magic() -> None:
    # M1 lightning sends White's gold to its hand; M2 drops a pawn token (White's magic).  The gold
    # comes back from White's hand to 4b; the token stays; lightning stays spent.
    pos = game("4k4/5g3/9/9/9/9/9/9/4K4", "b", 3, "hiko", "ayumi+pawn-tokens:P*1",
               black_cards="lightning,rewind")
    play(pos, "lightning!4b")
    assert pos.sfen().split()[2] == "g"
    play(pos, "pawn-tokens!P*9c")
    check_rewind(pos, "4k4/5g3/p8/9/9/9/9/9/4K4")
    play(pos, "rewind!5i4h")
    assert pos.sfen().split()[:3] == ["4k4/5g3/p8/9/9/9/9/5K3/9", "w", "-"]
    assert pos.statuses == {parse_square("9c"): PieceStatus(token=True)}
    assert cards_state(pos, 0).used == {"lightning", "rewind"}
    assert magic_state(pos, 1).token_count("pawn-tokens", "P") == 0


def test_a_record_replays_a_rewind_across_gains() -> None:
    """In the record the rewind is one ply and the gains stay with their plies: every node's position
    is the one a replay of the moves and gains reaches."""
    rec = GameRecord(game("4k4/9/9/9/9/9/4P4/9/4K4", "b", 15, "hiko", "hiko"))
    for move in ("5g5f", "5a5b", "rewind!5i4h", "5b5c"):
        rec.add_move(move)
    line = rec.main_line()
    assert seeded_face(SEED, 16) == 11  # a reserved face: the rook token of faces 4-8
    assert [n.events for n in line] == [[], ["gain!d5,rook-token"], ["gain!d11,rook-token"], [], []]
    replay = game("4k4/9/9/9/9/9/4P4/9/4K4", "b", 15, "hiko", "hiko")
    for node in line[1:]:
        play(replay, node.usi, node.events[0] if node.events else None)
        assert rec.position_at(node).sfen() == replay.sfen()
