"""The game record tree: moves, variations, navigation, take back, endings and per-node positions."""

from __future__ import annotations

import random

import cshogi
import pytest

from shogi_desktop.core.handicap import handicap_sfen
from shogi_desktop.core.outcome import IllegalReason, Outcome, Termination
from shogi_desktop.core.position import BLACK, WHITE, IllegalMoveError, Position
from shogi_desktop.core.record import Ending, GameRecord, Node, RecordError
from shogi_desktop.core.tables import parse_square


def build(*usi: str) -> GameRecord:
    rec = GameRecord.new()
    for u in usi:
        rec.add_move(u)
    return rec


def usis(nodes: list[Node]) -> list[str]:
    return [n.usi for n in nodes if n.usi]


# --------------------------------------------------------------------------- building
def test_new_record_starts_at_the_root() -> None:
    rec = GameRecord.new()
    assert rec.current is rec.root and rec.root.is_root and rec.ply == 0
    assert rec.start_sfen == Position.initial().sfen() and rec.variant == "standard" and rec.handicap is None
    assert rec.position().sfen() == rec.start_sfen
    assert rec.moves_usi() == [] and rec.main_line() == [rec.root]


def test_new_record_with_handicap_and_sfen() -> None:
    rec = GameRecord.new(handicap="bishop")
    assert rec.start_sfen == Position.initial(handicap="bishop").sfen()
    assert rec.handicap == "bishop" and rec.position().side == WHITE  # the handicap giver moves first
    sfen = "4k4/9/9/9/9/9/9/9/4K4 b G 1"
    rec = GameRecord.new(sfen=sfen)
    assert rec.start_sfen == sfen and rec.position().sfen() == sfen
    assert Position.from_sfen(handicap_sfen("bishop")).sfen() == GameRecord.new(handicap="bishop").start_sfen


def test_bad_start_sfen_gives_a_clear_error() -> None:
    with pytest.raises(ValueError, match="board"):
        GameRecord.new(sfen="4k4/9/9 b - 1")


def test_add_move_accepts_usi_and_ints_and_numbers_plies() -> None:
    rec = GameRecord.new()
    a = rec.add_move("7g7f")
    m = rec.position().legal_move_from_usi("3c3d")
    b = rec.add_move(m)
    assert (a.usi, a.ply, a.move_number, a.parent) == ("7g7f", 1, 1, rec.root)
    assert (b.usi, b.ply, b.move_number, b.move) == ("3c3d", 2, 2, m)
    assert rec.current is b and rec.ply == 2 and rec.moves_usi() == ["7g7f", "3c3d"]
    assert b.transition is not None and b.transition.to == parse_square("3d") and b.transition.color == WHITE


def test_add_move_on_an_existing_move_follows_the_branch() -> None:
    rec = build("7g7f", "3c3d")
    rec.first()
    a = rec.add_move("7g7f")
    assert a is rec.main_line()[1] and len(rec.root.children) == 1
    m = rec.position().parse_usi("3c3d")
    assert rec.add_move(m) is rec.main_line()[2] and len(a.children) == 1
    # and the cached position moved along: the next move is made from the right place
    c = rec.add_move("2g2f")
    assert rec.position().sfen() == "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL w - 4"
    assert c.ply == 3


def test_illegal_moves_are_refused_with_the_reason() -> None:
    rec = build("7g7f")
    with pytest.raises(IllegalMoveError) as err:
        rec.add_move("7f7e")  # White to move
    assert err.value.reason is IllegalReason.NOT_YOUR_PIECE
    with pytest.raises(IllegalMoveError) as err:
        rec.add_move(rec.position().parse_usi("2c2b"))
    assert err.value.reason is IllegalReason.OWN_PIECE
    with pytest.raises(ValueError, match="bad move"):
        rec.add_move("hello")
    with pytest.raises(TypeError):
        rec.add_move(1.5)  # type: ignore[arg-type]
    assert rec.ply == 1 and len(rec.current.children) == 0
    assert rec.add_move("3c3d").ply == 2  # the record still works afterwards


def test_pawn_drop_mate_is_refused() -> None:
    rec = GameRecord.new(sfen="kn7/9/1G7/9/9/9/9/9/8K b P 1")
    with pytest.raises(IllegalMoveError) as err:
        rec.add_move("P*9b")
    assert err.value.reason is IllegalReason.UCHIFUZUME


# --------------------------------------------------------------------------- variations
def variations_record() -> tuple[GameRecord, Node, Node, Node]:
    rec = build("7g7f", "3c3d", "2g2f")
    first = rec.main_line()[1]
    rec.go_to(first)
    alt1 = rec.add_move("8c8d")
    rec.add_move("2g2f")
    rec.go_to(first)
    alt2 = rec.add_move("4a3b")
    return rec, first, alt1, alt2


def test_branches_keep_the_main_line_first() -> None:
    rec, first, alt1, alt2 = variations_record()
    assert usis(first.children) == ["3c3d", "8c8d", "4a3b"]
    assert usis(rec.main_line()) == ["7g7f", "3c3d", "2g2f"]
    assert alt1.variation_index == 1 and not alt1.is_main_line and first.children[0].is_main_line
    assert rec.moves_usi(alt1.children[0]) == ["7g7f", "8c8d", "2g2f"]
    assert [n.ply for n in rec.path_to(alt1.children[0])] == [0, 1, 2, 3]


def test_promote_demote_and_make_main_line() -> None:
    rec, first, alt1, alt2 = variations_record()
    assert rec.promote_variation(alt2)
    assert usis(first.children) == ["3c3d", "4a3b", "8c8d"]
    assert rec.promote_variation(alt2) and not rec.promote_variation(alt2)
    assert usis(first.children) == ["4a3b", "3c3d", "8c8d"]
    assert usis(rec.main_line()) == ["7g7f", "4a3b"]
    assert rec.demote_variation(alt2) and rec.demote_variation(alt2) and not rec.demote_variation(alt2)
    assert usis(first.children) == ["3c3d", "8c8d", "4a3b"]
    rec.make_main_line(alt1.children[0])
    assert usis(rec.main_line()) == ["7g7f", "8c8d", "2g2f"]
    assert usis(first.children) == ["8c8d", "3c3d", "4a3b"]
    assert not rec.promote_variation(rec.root) and not rec.demote_variation(rec.root)


def test_delete_variation_moves_the_current_node_out() -> None:
    rec, first, alt1, alt2 = variations_record()
    rec.go_to(alt1.children[0])
    rec.delete_variation(alt1)
    assert usis(first.children) == ["3c3d", "4a3b"]
    assert rec.current is first
    assert rec.position().sfen() == "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2"
    with pytest.raises(RecordError) as err:
        rec.go_to(alt1)
    assert err.value.code == "foreign-node"
    with pytest.raises(RecordError) as err:
        rec.delete_variation(rec.root)
    assert err.value.code == "root"
    # deleting a line the current node is not on leaves the current node alone
    rec.go_to(alt2)
    rec.delete_variation(first.children[0])
    assert rec.current is alt2 and usis(first.children) == ["4a3b"] and alt2.variation_index == 0
    assert rec.add_move("2g2f").ply == 3


def test_nodes_of_another_record_are_refused() -> None:
    rec, other = build("7g7f"), build("7g7f")
    with pytest.raises(RecordError):
        rec.go_to(other.current)
    with pytest.raises(RecordError):
        rec.promote_variation(other.current)
    with pytest.raises(RecordError):
        rec.position_at(other.current)


# --------------------------------------------------------------------------- navigation
def test_navigation_follows_the_branch_last_visited() -> None:
    rec, first, alt1, alt2 = variations_record()
    rec.go_to(alt1.children[0])
    assert rec.back() is alt1 and rec.back() is first and rec.back() is rec.root and rec.back() is None
    assert rec.forward() is first and rec.forward() is alt1  # not the main line: the branch we came from
    assert rec.last() is alt1.children[0] and rec.forward() is None
    assert rec.first() is rec.root and rec.current is rec.root
    assert usis(rec.current_line()) == ["7g7f", "8c8d", "2g2f"]
    rec.go_to(rec.main_line()[-1])
    rec.first()
    assert rec.last() is rec.main_line()[-1]
    assert usis(rec.current_line()) == usis(rec.main_line())


def test_navigation_after_the_followed_branch_is_deleted_falls_back_to_the_main_line() -> None:
    rec, first, alt1, alt2 = variations_record()
    rec.go_to(alt1)
    rec.first()
    rec.delete_variation(alt1)
    assert rec.last() is rec.main_line()[-1]


def test_positions_along_navigation() -> None:
    rec = build("7g7f", "3c3d", "8h2b+")
    board = cshogi.Board()
    expected = [board.sfen()]
    for u in ["7g7f", "3c3d", "8h2b+"]:
        board.push_usi(u)
        expected.append(board.sfen())
    rec.first()
    seen = [rec.position().sfen()]
    while rec.forward():
        seen.append(rec.position().sfen())
    assert seen == expected
    assert rec.position().hands[BLACK][rec.position().variant.kind("B").index] == 1


# --------------------------------------------------------------------------- take back
def test_take_back_removes_the_last_move() -> None:
    rec = build("7g7f", "3c3d")
    removed = rec.take_back()
    assert removed.usi == "3c3d" and rec.ply == 1 and rec.current.is_leaf
    assert rec.position().sfen() == "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2"
    assert rec.add_move("8c8d").usi == "8c8d" and usis(rec.main_line()) == ["7g7f", "8c8d"]
    rec.take_back()
    rec.take_back()
    assert rec.current is rec.root and rec.root.is_leaf
    with pytest.raises(RecordError) as err:
        rec.take_back()
    assert err.value.code == "root"


def test_take_back_refused_in_the_middle_of_a_line() -> None:
    rec = build("7g7f", "3c3d")
    rec.back()
    with pytest.raises(RecordError) as err:
        rec.take_back()
    assert err.value.code == "not-a-leaf"
    assert usis(rec.main_line()) == ["7g7f", "3c3d"]


def test_take_back_after_navigation_still_gives_the_right_position() -> None:
    rec = build("7g7f", "3c3d", "2g2f")
    rec.first()
    rec.last()
    rec.take_back()
    assert rec.add_move("6i7h").usi == "6i7h"
    replay = Position.initial()
    for u in ["7g7f", "3c3d", "6i7h"]:
        replay.push(replay.legal_move_from_usi(u))
    assert rec.position().sfen() == replay.sfen()


# --------------------------------------------------------------------------- endings
def test_endings_are_nodes_and_stop_the_line() -> None:
    rec = build("7g7f", "3c3d")
    end = rec.add_ending(Termination.RESIGNATION, BLACK)
    assert end.is_ending and end.move is None and end.usi == "" and end.ply == 3 and end.move_number == 3
    assert end.ending == Ending(Termination.RESIGNATION, BLACK)
    assert end.ending.outcome == Outcome(Termination.RESIGNATION, BLACK)
    assert rec.position().sfen() == rec.position_at(end.parent).sfen()  # type: ignore[arg-type]
    assert rec.moves_usi() == ["7g7f", "3c3d"]
    with pytest.raises(IllegalMoveError) as err:
        rec.add_move("2g2f")
    assert err.value.reason is IllegalReason.GAME_OVER
    with pytest.raises(RecordError) as rerr:
        rec.add_ending(Termination.TIME, WHITE)
    assert rerr.value.code == "after-ending"
    # the same ending again from its parent is followed, not duplicated
    rec.back()
    assert rec.add_ending("resignation", BLACK) is end and len(end.parent.children) == 1  # type: ignore[union-attr]
    # another move from the parent is a variation beside the ending
    rec.back()
    assert rec.add_move("2g2f").variation_index == 1
    rec.take_back()
    rec.go_to(end)
    assert rec.take_back() is end and rec.current.usi == "3c3d" and rec.current.is_leaf


def test_ending_arguments_are_checked() -> None:
    rec = GameRecord.new()
    with pytest.raises(ValueError, match="unknown termination 'resign'"):
        rec.add_ending("resign", WHITE)
    with pytest.raises(ValueError, match="winner"):
        rec.add_ending(Termination.TIME, 2)
    assert rec.add_ending(Termination.ABORT).ending == Ending(Termination.ABORT, None)


def test_checkmate_and_repetition_outcomes_from_the_record_position() -> None:
    assert build("7g7f", "3c3d").position().outcome() is None
    mate = GameRecord.new(sfen="4k4/9/4P4/9/9/9/9/9/4K4 b G 1")
    mate.add_move("G*5b")
    assert mate.position().outcome() == Outcome(Termination.CHECKMATE, BLACK)
    rep = GameRecord.new()
    for _ in range(3):
        for u in ["5i4h", "5a4b", "4h5i", "4b5a"]:
            rep.add_move(u)
    assert rep.position().outcome() == Outcome(Termination.REPETITION, None)
    # from any node, not only the one the record last moved through
    rep.back()
    assert rep.position().outcome() is None
    rep.forward()
    assert rep.position().outcome() == Outcome(Termination.REPETITION, None)
    assert rep.position_at(rep.main_line()[8]).outcome() is None


def test_perpetual_check_is_told_apart_from_a_draw() -> None:
    # Black's rook checks from 3a and 3b in turn while White's king steps 1a-1b: every Black ply is check.
    sfen = "8k/6R2/9/9/9/9/9/9/K8 b - 1"
    rec = GameRecord.new(sfen=sfen)
    for _ in range(3):
        for u in ["3b3a", "1a1b", "3a3b", "1b1a"]:
            rec.add_move(u)
    replay = Position.from_sfen(sfen)
    for u in rec.moves_usi():
        replay.push(replay.legal_move_from_usi(u))
    expected = replay.outcome()
    assert expected == Outcome(Termination.PERPETUAL_CHECK, WHITE)
    assert rec.position().outcome() == expected
    # also when the position is rebuilt away from the cached one
    rec.first()
    assert rec.position_at(rec.main_line()[-1]).outcome() == expected
    assert rec.position_at(rec.main_line()[-2]).outcome() is None


# --------------------------------------------------------------------------- data kept on nodes
def test_comments_times_bookmarks_events_and_header_are_kept() -> None:
    rec = build("7g7f", "3c3d")
    a, b = rec.main_line()[1:]
    a.comment = "角道を開ける"
    a.time_spent, a.total_time = 3.5, 3.5
    b.time_spent, b.total_time = 10.0, 10.0
    b.bookmark = "序盤"
    b.events.append(("dice", 17))
    rec.header.update(black="羽生", white="藤井", date="2024/01/01")
    rec.first()
    rec.add_move("7g7f")  # following the branch keeps the node and its data
    rec.last()
    rec.add_move("2g2f")
    rec.take_back()
    assert (a.comment, a.time_spent, a.total_time) == ("角道を開ける", 3.5, 3.5)
    assert (b.time_spent, b.bookmark, b.events) == (10.0, "序盤", [("dice", 17)])
    assert rec.find_bookmark("序盤") is b and rec.find_bookmark("終盤") is None
    assert rec.header["black"] == "羽生"


def test_walk_visits_every_node_main_line_first() -> None:
    rec, first, alt1, alt2 = variations_record()
    assert [n.usi for n in rec.walk()] == ["", "7g7f", "3c3d", "2g2f", "8c8d", "2g2f", "4a3b"]


# --------------------------------------------------------------------------- snapshots
@pytest.mark.parametrize("seed", [7, 8])
def test_snapshot_positions_equal_replayed_positions_in_a_random_game(seed: int) -> None:
    rng = random.Random(seed)
    rec = GameRecord.new()
    pos = Position.initial()
    for _ in range(60):
        moves = pos.legal_moves()
        m = rng.choice(moves)
        rec.add_move(m)
        pos.push(m)
        if rng.random() < 0.2 and len(moves) > 1:  # grow a side branch now and then
            here = rec.current
            rec.back()
            rec.add_move(rng.choice([a for a in moves if a != m]))
            if rng.random() < 0.5:
                rec.add_move(rng.choice(rec.position().legal_moves()))
            rec.go_to(here)
    assert rec.ply == 60 and len(rec.main_line()) == 61
    nodes = list(rec.walk())
    assert len(nodes) > 61
    rng.shuffle(nodes)  # visit in any order: positions must not depend on the cache's place
    for node in nodes:
        from_snapshot = rec.position_at(node)
        replay = Position.initial()
        board = cshogi.Board()
        for u in rec.moves_usi(node):
            replay.push(replay.legal_move_from_usi(u))
            board.push_usi(u)
        assert from_snapshot.sfen() == replay.sfen() == board.sfen()
        assert sorted(from_snapshot.legal_moves()) == sorted(replay.legal_moves())
        assert from_snapshot.hash == replay.hash
        assert from_snapshot.repetition_count() == replay.repetition_count()
        assert node.ply == len(rec.moves_usi(node))


def test_position_is_a_fresh_object() -> None:
    rec = build("7g7f")
    pos = rec.position()
    pos.push(pos.legal_move_from_usi("3c3d"))
    assert rec.position().sfen() == "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2"
    assert rec.add_move("8c8d").usi == "8c8d"


def _node_state(node: Node) -> tuple[object, ...]:
    snap = node.snapshot
    return (node.ply, node.move, node.usi, node.comment, node.bookmark, node.ending, node.time_spent,
            node.total_time, list(node.events), node.parent.ply if node.parent else None, len(node.children),
            snap.board, snap.hands, snap.side, snap.move_number, snap.hash, snap.keys, snap.stack, snap.statuses,
            snap.addon, snap.variant_id)


@pytest.mark.parametrize("variant", ["standard", "hybrid:2", "standard+cards2"])
def test_add_moves_is_add_move_one_after_the_other(variant: str) -> None:
    rng = random.Random(5)
    pos = Position.initial(variant)
    moves = []
    for _ in range(80):
        legal = pos.legal_moves()
        if not legal:
            break
        moves.append(rng.choice(legal))
        pos.push(moves[-1])
    one_by_one = GameRecord.new(variant)
    for m in moves:
        one_by_one.add_move(m)
    at_once = GameRecord.new(variant)
    nodes = at_once.add_moves(moves)
    assert nodes == at_once.main_line()[1:] and at_once.current is nodes[-1]
    assert [_node_state(n) for n in at_once.main_line()] == [_node_state(n) for n in one_by_one.main_line()]
    assert at_once.position().sfen() == one_by_one.position().sfen()
    # Text moves and a branch in the middle go the general way; the nodes are the same.
    at_once.go_to(at_once.main_line()[10])
    branch = at_once.add_moves([one_by_one.main_line()[11].usi, *moves[11:20]])
    assert branch == at_once.main_line()[11:21]  # followed, not duplicated
    # An illegal move: the moves before it are played, then IllegalMoveError.
    rec = GameRecord.new(variant)
    bad = moves[:5] + [moves[5] | 1 << 14 if moves[5] & 127 < 81 else moves[4]] + moves[6:]
    with pytest.raises(IllegalMoveError):
        rec.add_moves(bad)
    assert rec.ply == 5 and rec.moves_usi() == one_by_one.moves_usi(one_by_one.main_line()[5])
    assert rec.add_moves(moves[5:8])[-1].ply == 8


def test_snapshots_keep_their_history_as_a_link_to_the_parent() -> None:
    """A snapshot taken after a push from its parent's position holds the parent and the one entry
    the push added; keys and stack, equality and positions are those of a whole snapshot."""
    rec = build("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e")
    pos = Position.initial()
    for node in rec.main_line()[1:]:
        pos.push(node.move)
        whole = pos.snapshot()
        linked = node.snapshot
        assert linked._parent is node.parent.snapshot  # type: ignore[union-attr]
        assert whole._parent is None and linked == whole
        assert (linked.keys, linked.stack, linked.depth) == (tuple(pos._keys), tuple(pos._stack), len(pos._stack))
        assert Position.from_snapshot(linked).sfen() == pos.sfen()
    # A parent that is not the snapshot of the position before its last push gives a whole snapshot.
    other = Position.initial()
    other.push(other.parse_usi("2g2f"))
    assert other.snapshot(rec.root.snapshot)._parent is rec.root.snapshot  # (it is: the start)
    assert other.snapshot(rec.main_line()[2].snapshot)._parent is None
    other.push(other.parse_usi("3c3d"))
    assert other.snapshot(rec.main_line()[1].snapshot)._parent is None  # the same depth, another position


def test_records_are_freed_without_the_cyclic_collector() -> None:
    """Nodes hold their parents weakly: a dropped record is freed at once, by reference counting."""
    import gc
    import weakref

    was_enabled = gc.isenabled()
    gc.disable()
    try:
        rec = build("7g7f", "3c3d", "2g2f")
        rec.go_to(rec.main_line()[1])
        rec.add_move("8c8d")
        rec.add_ending(Termination.RESIGNATION, BLACK)
        leaf = weakref.ref(rec.main_line()[-1])
        root = weakref.ref(rec.root)
        del rec
        assert root() is None and leaf() is None
        # A node kept on its own outlives its record, without a parent.
        rec = build("7g7f", "3c3d")
        kept = rec.main_line()[-1]
        assert kept.parent is rec.main_line()[1]
        del rec
        assert kept.parent is None and kept.snapshot.move_number == 3
        assert Position.from_snapshot(kept.snapshot).sfen() == build("7g7f", "3c3d").position().sfen()
    finally:
        if was_enabled:
            gc.enable()
