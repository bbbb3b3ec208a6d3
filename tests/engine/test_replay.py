"""An engine process is given a game with its whole history (engine.replay): in a game with 王将ファンタジスタ
each move comes with its recorded inputs (a rolled gain is not in the move's text), so the process plays
the position the board shows, history included: the time rewind of the cards, repetitions."""

from __future__ import annotations

import pytest

from shogi_desktop.core.position import Position
from shogi_desktop.core.record import GameRecord
from shogi_desktop.engine import action_text, move_texts, replay
from shogi_desktop.ui.analysis.panel import engine_request

VARIANT = "standard+cards2+fantasista"
START = "4k4/9/9/9/9/9/4P4/9/4K4 b - 15 cards2:rewind/- magic:hiko/none/15/3"  # a gain after ply 15


def played(record: GameRecord, *texts: str) -> None:
    for text in texts:
        pos = record.position()
        action = next(a for a in pos.legal_actions() if action_text(pos, a) == text)
        record.add_move(action)


def actions(pos: Position) -> set[str]:
    return {action_text(pos, a) for a in pos.legal_actions()}


def game() -> GameRecord:
    record = GameRecord.new(VARIANT, sfen=START)
    played(record, "5g5f", "5a5b")
    return record


def test_the_moves_carry_the_rolled_gain() -> None:
    record = game()
    assert record.moves_with_inputs() == [("5g5f", ("gain!d5,rook-token",)), ("5a5b", ())]
    sfen, variant, moves = engine_request(record, record.current)
    assert (sfen, variant) == (record.start_sfen, VARIANT) and moves == record.moves_with_inputs()


def test_the_replayed_position_is_the_boards_with_its_history() -> None:
    record = game()
    shown = record.position_at(record.current)
    pos = Position.from_sfen(record.start_sfen, VARIANT)
    replay(pos, record.moves_with_inputs())
    assert pos.sfen() == shown.sfen()
    assert pos.recent_keys(3) == shown.recent_keys(3)
    assert actions(pos) == actions(shown)
    rewinds = {a for a in actions(shown) if a.startswith("rewind!")}
    assert rewinds, "the rewind card has a ply to take back"
    # what the engines were given before: the position alone, which has no ply to rewind
    assert not {a for a in actions(Position.from_sfen(shown.sfen(), VARIANT)) if a.startswith("rewind!")}


def test_the_gain_replayed_is_the_recorded_one_not_a_new_roll() -> None:
    """A die rolled in the window is not the seeded one: a replay gains what the move's input says (the
    seeded die of this start would give a rook token; the recorded roll gave the fire dragon)."""
    rolled = [("5g5f", ("gain!d1,fire-dragon",))]
    pos = Position.from_sfen(START, VARIANT)
    replay(pos, rolled)
    assert pos.sfen().endswith("magic:hiko+fire-dragon:D*1/none/15/3")
    texts_only = Position.from_sfen(START, VARIANT)
    replay(texts_only, move_texts(rolled))
    assert texts_only.sfen().endswith("magic:hiko+rook-token:R*1/none/15/3")


def test_a_bad_move_is_named_by_its_number() -> None:
    pos = Position.initial()
    with pytest.raises(ValueError, match=r"move 2 \(7g7f\)"):
        replay(pos, ["7g7f", "7g7f"])


def test_a_usi_engine_gets_the_texts() -> None:
    assert move_texts(["7g7f", ("3c3d", ()), ("2g2f", ("gain!d1,x",))]) == ["7g7f", "3c3d", "2g2f"]
