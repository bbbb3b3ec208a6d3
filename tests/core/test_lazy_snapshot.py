"""The readers' line path: Position.push_line and the lazy snapshots of Snapshot.line (GameRecord.add_moves).

push_line must push exactly what push_legal pushes one move at a time, and stop at the first move it
leaves to the general check; a lazy snapshot must equal the snapshot taken eagerly after the same
push, in every field, whichever snapshot of a line is asked first, and also after its record is gone.
"""

from __future__ import annotations

import gc
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shogi_desktop.core.position import Position
from shogi_desktop.core.record import GameRecord
from shogi_desktop.core.snapshot import Snapshot

VARIANTS = [("standard", None), ("standard", "rook"), ("eight-knight:4", None), ("hybrid:2", None),
            ("kirin-phoenix:1", None)]


def random_line(variant: str, handicap: str | None, rng: random.Random, plies: int) -> list[int]:
    """A legal line, sharp half of the time (captures, checks and drops first: pins, evasions)."""
    pos = Position.initial(variant, handicap)
    sharp = rng.random() < 0.5
    moves: list[int] = []
    for _ in range(plies):
        legal = pos.legal_moves()
        if not legal:
            break
        if sharp:
            hot = [m for m in legal if pos.board[(m >> 7) & 127] or (m & 127) >= 81]
            m = rng.choice(hot) if hot and rng.random() < 0.7 else rng.choice(legal)
        else:
            m = rng.choice(legal)
        moves.append(m)
        pos.push(m)
    return moves


def eager_snapshots(variant: str, handicap: str | None, moves: list[int]) -> list[Snapshot]:
    """The snapshot after each move, taken eagerly (Position.snapshot with the parent, as the record did)."""
    pos = Position.initial(variant, handicap)
    snap = pos.snapshot()
    out = [snap]
    for m in moves:
        pos.push(m)
        snap = pos.snapshot(snap)
        out.append(snap)
    return out


def fields(snap: Snapshot) -> tuple[Any, ...]:
    return (snap.variant_id, snap.board, snap.hands, snap.side, snap.move_number, snap.statuses, snap.addon,
            snap.hash, snap.depth, snap.keys, snap.stack, snap.last_entry)


@pytest.mark.parametrize(("variant", "handicap"), VARIANTS)
def test_lazy_snapshots_equal_eager_ones(variant: str, handicap: str | None) -> None:
    rng = random.Random(f"{variant}{handicap}")
    for game in range(12):
        moves = random_line(variant, handicap, rng, rng.randint(20, 160))
        record = GameRecord.new(variant, handicap)
        nodes = [record.root, *record.add_moves(moves)]
        eager = eager_snapshots(variant, handicap, moves)
        assert [n.move for n in nodes[1:]] == moves
        # Asked in an order of their own: the last first (one fill of the line), the middle, the rest.
        order = list(range(len(nodes)))
        if game % 3 == 0:
            order.reverse()
        elif game % 3 == 1:
            rng.shuffle(order)
        for i in order:
            assert fields(nodes[i].snapshot) == fields(eager[i]), (variant, game, i)
            assert nodes[i].snapshot == eager[i]
        rebuilt = Position.from_snapshot(nodes[-1].snapshot)
        assert rebuilt.sfen() == Position.from_snapshot(eager[-1]).sfen()
        assert rebuilt.recent_keys(len(moves) + 1) == eager[-1].keys


def test_a_line_is_made_of_lazy_snapshots_and_nothing_fills_them_while_reading() -> None:
    """The kifu readers leave the boards unmade (what makes them fast); asking for one makes them."""
    moves = random_line("standard", None, random.Random(3), 80)
    record = GameRecord.new()
    made = record.add_moves(moves)
    board_slot = Snapshot.__dict__["board"]
    unmade = 0
    for node in made:
        try:
            board_slot.__get__(node.snapshot, Snapshot)
        except AttributeError:
            unmade += 1
    assert unmade >= len(made) // 2  # (the moves the general check took have eager snapshots)
    assert record.board_at(made[-1]) == tuple(record.position().board)
    assert made[-1].snapshot.board == tuple(record.position().board)


def test_a_node_kept_after_its_record_is_gone_still_gives_its_position() -> None:
    moves = random_line("standard", None, random.Random(5), 60)
    record = GameRecord.new()
    last = record.add_moves(moves)[-1]
    expected = eager_snapshots("standard", None, moves)[-1]
    del record
    gc.collect()
    assert last.parent is None  # (the tree is gone: the node holds only its own snapshot chain)
    assert last.snapshot == expected


@pytest.mark.parametrize(("variant", "handicap"), VARIANTS)
def test_push_line_pushes_what_push_legal_pushes_one_by_one(variant: str, handicap: str | None) -> None:
    rng = random.Random(f"line {variant}")
    for _ in range(10):
        moves = random_line(variant, handicap, rng, rng.randint(30, 140))
        # Spoil the line here and there: an illegal move must stop push_line before it.
        if rng.random() < 0.5 and len(moves) > 10:
            moves[rng.randrange(5, len(moves))] = rng.randrange(1 << 15)
        one = Position.initial(variant, handicap)
        line = one.copy()
        pushed = []
        for m in moves:
            if not one.push_legal(m):
                break
            pushed.append(m)
        done = 0
        while done < len(moves):
            n = line.push_line(moves[done:])
            done += n
            if done < len(moves):
                if not line.push_legal(moves[done]):  # the general check decides the one it left
                    break
                done += 1
        assert done == len(pushed)
        assert line.sfen() == one.sfen() and line.hash == one.hash
        assert line.recent_keys(done + 1) == one.recent_keys(done + 1)
        assert line.last_records(done) == one.last_records(done)
        assert line.is_check() == one.is_check()


def test_push_line_stops_at_what_it_leaves_to_the_general_check() -> None:
    # In check: an interposition goes to the general check (push_line pushes nothing), push_legal plays
    # it; a king's step is checked on the line path.
    pos = Position.from_sfen("4k4/9/9/4r4/9/9/9/9/4K4 b G 1")
    block = pos.parse_usi("G*5f")
    assert pos.push_line([block, pos.parse_usi("5d5f")]) == 0
    assert pos.push_legal(block)
    pos = Position.from_sfen("4k4/9/9/4r4/9/9/9/9/4K4 b G 1")
    assert pos.push_line([pos.parse_usi("5i5h")]) == 0  # (still on the rook's file: illegal)
    assert pos.push_line([pos.parse_usi("5i4h")]) == 1
    # Not a move int, a negative one, one out of range: nothing pushed.
    pos = Position.initial()
    assert pos.push_line(["7g7f"]) == 0  # type: ignore[list-item]
    assert pos.push_line([-1]) == 0
    assert pos.push_line([1 << 15]) == 0
    assert pos.ply == 0


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(["kif", "kifu", "csa", "ki2", "jkf", "json"]))
def test_random_games_read_back_through_every_format(seed: int, fmt: str) -> None:
    """A random game written in a format and read back: the same moves, the same snapshots as eager ones."""
    from shogi_desktop.notation import read_record, write_record

    rng = random.Random(seed)
    moves = random_line("standard", None, rng, rng.randint(1, 120))
    record = GameRecord.new()
    record.add_moves(moves)
    again = read_record(write_record(record, fmt), name=f"game.{fmt}")
    line = again.main_line()
    assert [n.move for n in line[1:] if n.ending is None] == moves
    eager = eager_snapshots("standard", None, moves)
    assert [n.snapshot for n in line[1:len(moves) + 1]] == eager[1:]


def test_the_nodes_of_a_line_make_their_snapshots_only_when_asked() -> None:
    """add_moves makes no snapshot for its nodes, not even past the moves push_line leaves to the general
    check (evasions, checking pawn drops); an ending after them shares its parent's when that is made; the
    times given are the nodes' own."""
    from shogi_desktop.core.outcome import Termination
    from shogi_desktop.core.record import has_snapshot

    rng = random.Random(11)
    for _ in range(20):
        moves = random_line("standard", None, rng, rng.randint(40, 150))
        record = GameRecord.new()
        spent = [float(rng.randint(0, 60)) for _ in moves]
        totals = [float(t * 2) for t in spent]
        made = record.add_moves(moves, None, spent, totals)
        assert [n.move for n in made] == moves
        assert not any(has_snapshot(n) for n in made)
        assert [n.time_spent for n in made] == spent and [n.total_time for n in made] == totals
        assert record.side_at(made[-1]) == len(moves) % 2
        end = record.add_ending(Termination.ABORT)
        assert not has_snapshot(end)
        replay = Position.initial()
        texts = []
        for m in moves:
            texts.append(replay.move_to_usi(m))
            replay.push(m)
        assert [n.usi for n in made] == texts
        assert not has_snapshot(made[-1])  # (nor does the USI text need one)
        eager = eager_snapshots("standard", None, moves)
        assert end.snapshot is made[-1].snapshot
        assert made[-1].snapshot == eager[-1]
        assert [n.snapshot for n in made] == eager[1:]


def test_add_moves_stops_before_an_illegal_move_with_the_moves_before_it_played() -> None:
    from shogi_desktop.core.position import IllegalMoveError
    from shogi_desktop.core.record import has_snapshot

    moves = random_line("standard", None, random.Random(2), 60)
    record = GameRecord.new()
    bad = moves[:30] + [moves[30] ^ (1 << 14) if moves[30] & (1 << 14) else Position.initial().parse_usi("5i1a")]
    with pytest.raises(IllegalMoveError):
        record.add_moves(bad + moves[31:])
    line = record.main_line()
    assert [n.move for n in line[1:]] == moves[:30]
    assert record.current is line[-1] and not has_snapshot(line[0 if len(line) < 2 else 1])
    assert line[-1].snapshot == eager_snapshots("standard", None, moves[:30])[-1]


def king_walk(variant: str, rng: random.Random, plies: int) -> list[int]:
    """A legal line whose kings walk (a king's move first when there is one, else a check or a capture):
    after a king's move push_line must judge pins and discovered checks from the king's new square."""
    pos = Position.initial(variant)
    moves: list[int] = []
    for _ in range(plies):
        legal = pos.legal_moves()
        if not legal:
            break
        ksq = pos.king_sq[pos.side]
        kings = [m for m in legal if (m & 127) == ksq]
        hot = [m for m in legal if pos.board[(m >> 7) & 127] or (m & 127) >= 81]
        roll = rng.random()
        m = rng.choice(kings) if kings and roll < 0.5 else rng.choice(hot) if hot and roll < 0.8 else rng.choice(legal)
        moves.append(m)
        pos.push(m)
    return moves


@pytest.mark.parametrize("variant", ["standard", "eight-knight:4", "hybrid:2", "kirin-phoenix:1"])
def test_push_line_judges_each_move_of_a_long_line_as_is_legal_does(variant: str) -> None:
    """Every pseudo-legal move offered after a line of legal moves, all in one push_line call (the last
    move is judged with what the loop carried over the line: its kings, pins and check): pushed only if
    legal, and then with the check note is_check gives."""
    rng = random.Random(f"long line {variant}")
    offered = accepted = 0
    for _ in range(4):
        moves = king_walk(variant, rng, rng.randint(40, 120))
        pos = Position.initial(variant)
        for k, m in enumerate(moves):
            if k % 5 == 4:
                for candidate in pos.pseudo_legal_moves():
                    line = Position.initial(variant)
                    done = 0
                    while done < k:  # the line up to ``k``, then the candidate, in as few calls as it takes
                        done += line.push_line([*moves[done:k], candidate])
                        if done < k:
                            assert line.push_legal(moves[done])
                            done += 1
                    pushed = line.push_line([candidate]) if done == k else done - k
                    assert pushed in (0, 1)
                    offered += 1
                    if pushed:
                        accepted += 1
                        assert pos.is_legal(candidate), (variant, pos.sfen(), pos.move_to_usi(candidate))
                        after = pos.copy()
                        after.push(candidate)
                        assert line.sfen() == after.sfen() and line.hash == after.hash
                        assert line._chk is line.hash and line._chk_flag == after.is_check()
            pos.push(m)
    assert offered > 1000 and accepted > offered // 3


def test_the_nodes_of_a_line_find_their_parents_and_are_freed_with_their_record() -> None:
    """The nodes of a line played in one loop (GameRecord.add_moves): every parent is the node before, a
    variation deleted inside the line leaves the nodes after it out of the record, and a dropped record
    is freed at once, without the cyclic collector."""
    import weakref

    from shogi_desktop.core.record import RecordError

    moves = random_line("standard", None, random.Random(7), 40)
    record = GameRecord.new()
    made = record.add_moves(moves)
    assert len(made) == len(moves) > 3
    line = record.main_line()
    assert [node.parent for node in line] == [None, *line[:-1]]
    assert record.path_to(line[-1]) == line
    # A variation from the middle of the line: its nodes have their own parents, the line keeps its own.
    record.go_to(line[20])
    alt = next(m for m in record.position().legal_moves() if m != line[21].move)
    branch = record.add_moves([alt])
    assert branch[0].parent is line[20] and line[20].children == [line[21], branch[0]]
    assert line[21].parent is line[20] and line[22].parent is line[21]
    record.delete_variation(line[25])
    assert line[25].parent is None and line[26].parent is line[25]
    with pytest.raises(RecordError):
        record.go_to(line[30])
    assert record.path_to(line[24]) == line[:25]
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        root = weakref.ref(record.root)
        leaf = weakref.ref(line[24])
        middle = weakref.ref(line[12])
        del record, line, made
        assert root() is None and leaf() is None and middle() is None
    finally:
        if was_enabled:
            gc.enable()
