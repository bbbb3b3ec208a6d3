"""Card games as a whole: make/unmake of every card action, replay through the game record, SFEN round
trips, the general effect builder against the fast move path, and every variant board with cards."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from shogi_desktop.core.effects import move_effect
from shogi_desktop.core.position import PieceStatus, Position
from shogi_desktop.core.record import GameRecord
from shogi_desktop.core.variant import all_variant_choices


def state(pos: Position) -> tuple:
    return (pos.sfen(), pos.hash, sorted((k, repr(v)) for k, v in pos.statuses.items()), tuple(pos.addon_states.items()),
            pos.recent_keys(10_000), pos.king_sq[:], [h[:] for h in pos.hands], pos.ply, pos.side)


def text(pos: Position, action: object) -> str:
    return pos.move_to_usi(action) if isinstance(action, int) else str(action)


def random_card_game(variant: str, seed: int, plies: int,
                     card_rate: float = 0.5) -> Iterator[tuple[Position, list[Any]]]:
    """Yield (position, legal actions) along a random game that plays many cards."""
    rng = random.Random(seed)
    pos = Position.initial(variant)
    for _ in range(plies):
        actions = pos.legal_actions()
        if not actions:
            return
        yield pos, actions
        specials = [a for a in actions if type(a) is not int]
        pos.push(rng.choice(specials) if specials and rng.random() < card_rate else rng.choice(actions))


@pytest.mark.parametrize(("variant", "seed"), [("standard+cards2", 1), ("standard+cards2", 2),
                                               ("standard+cards1", 3), ("standard+cards1", 4)])
def test_push_and_pop_of_every_card_action_restore_the_position(variant: str, seed: int) -> None:
    played: Counter[str] = Counter()
    for pos, actions in random_card_game(variant, seed, 60):
        before = state(pos)
        legal = set(pos.legal_moves())
        assert {m for m in pos.pseudo_legal_moves() if pos.is_legal(m)} == legal  # the one-move test agrees
        for action in actions:
            if type(action) is int:
                continue
            played[action.name] += 1
            pos.push(action)
            assert pos.side != before[-1]
            pos.pop()
            assert state(pos) == before, action
    assert len(played) >= 10  # most cards were tried somewhere


@pytest.mark.parametrize(("variant", "seed"), [("standard+cards2", 5), ("standard+cards1", 6)])
def test_replay_through_the_record_reproduces_every_position(variant: str, seed: int) -> None:
    rng = random.Random(seed)
    rec = GameRecord.new(variant)
    ref = Position.initial(variant)
    sfens = [ref.sfen()]
    for _ in range(70):
        actions = ref.legal_actions()
        if not actions:
            break
        specials = [a for a in actions if type(a) is not int]
        action = rng.choice(specials) if specials and rng.random() < 0.4 else rng.choice(actions)
        rec.add_move(text(ref, action))
        ref.push(action)
        now = rec.position()
        assert now.sfen() == ref.sfen() and now.hash == ref.hash
        sfens.append(ref.sfen())
    line = rec.main_line()
    assert sum(1 for n in line if n.move is not None and type(n.move) is not int) > 5  # card plies
    # Step through: every node's position, rebuilt from its snapshot, by replaying from the start, and
    # from its own SFEN (add-on state and statuses included).
    replay = Position.initial(variant)
    for node, expected in zip(line, sfens, strict=False):
        if node.move is not None:
            action = next(a for a in replay.legal_actions() if text(replay, a) == node.usi)
            replay.push(action)
        assert replay.sfen() == expected
        assert Position.from_snapshot(node.snapshot).sfen() == expected
        again = Position.from_sfen(expected, variant)
        assert again.sfen() == expected and again.hash == replay.hash


def test_the_record_refuses_an_illegal_card_action() -> None:
    from shogi_desktop.core.position import IllegalMoveError

    rec = GameRecord.new("standard+cards2")
    with pytest.raises(IllegalMoveError):
        rec.add_move("lightning!5i")  # the king
    node = rec.add_move("lightning!5c")
    assert node.usi == "lightning!5c" and rec.add_move is not None
    rec.back()
    assert rec.add_move("lightning!5c") is node  # followed, not duplicated


@pytest.mark.parametrize("seed", [7, 8])
def test_the_effect_builder_agrees_with_the_fast_move_path(seed: int) -> None:
    """Plain moves made through effects.Effect give the same position as Position.push (with statuses)."""
    rng = random.Random(seed)
    pos = Position.initial("standard+cards2")
    for ply in range(120):
        moves = pos.legal_moves()
        if not moves:
            break
        if ply % 7 == 3:  # sprinkle statuses: immunity, tokens, kinds on capture
            sq = rng.choice([s for s, q in enumerate(pos.board) if q and abs(q) != 1])
            pos.statuses[sq] = rng.choice([PieceStatus(token=True), PieceStatus(kind_on_capture="P"),
                                           PieceStatus(immune_until=pos.move_number + 1)])
            pos.reset_history()
        for m in moves:
            effect = move_effect(pos, m)
            other = pos.copy()
            other.apply_edits(effect.edits())
            pos.push(m)
            assert (other.board, other.hands, other.statuses, other.king_sq) == (
                pos.board, pos.hands, pos.statuses, pos.king_sq)
            pos.pop()
        pos.push(rng.choice(moves))


@pytest.mark.parametrize("addon", ["cards1", "cards2"])
def test_cards_work_on_every_variant_board(addon: str) -> None:
    names: Counter[str] = Counter()
    for choice in all_variant_choices():
        pos = Position.initial(f"{choice}+{addon}")
        before = state(pos)
        for action in pos.special_actions():
            names[action.name] += 1
            pos.push(action)
            pos.pop()
            assert state(pos) == before, (choice, action)
        for move in pos.legal_moves()[:3]:
            pos.push(move)
            assert pos.legal_actions()
            pos.pop()
    assert {"recall", "double-move"} | ({"ripening", "lightning"} if addon == "cards2" else set()) <= set(names)


def test_cards_see_the_variant_pieces() -> None:
    # Hybrid knights are already chess knights: the eight-way knight has nothing to add.  On the
    # reflecting-bishop board the card adds nothing either.  Kirin-phoenix has no rook to wrap.
    assert not [a for a in Position.initial("hybrid:1+cards2").special_actions() if a.name == "eight-knight"]
    reflect = Position.from_sfen("k8/9/7B1/9/9/9/9/9/8K b - 1", "reflect-bishop:1+cards2")
    assert not [a for a in reflect.special_actions() if a.name == "reflect-bishop"]
    plain = Position.from_sfen("k8/9/7B1/9/9/9/9/9/8K b - 1", "standard+cards2")
    assert [a for a in plain.special_actions() if a.name == "reflect-bishop"]
    kirin = Position.from_sfen("k8/9/9/9/4Y4/9/4P4/9/K8 b - 1", "kirin-phoenix:1+cards2")
    assert not [a for a in kirin.special_actions() if a.name == "wrap-rook"]
