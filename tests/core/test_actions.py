"""The special-action machinery: grammar, hooks, edits, make/unmake of multi-step actions."""

from __future__ import annotations

import pytest

from shogi_desktop.core.actions import Action, ActionSyntaxError, Edit, hand_edit, parse_action, square_edit
from shogi_desktop.core.position import Position
from shogi_desktop.core.tables import parse_square


def test_parse_and_format_round_trip() -> None:
    for text in ("lightning!5b", "recall!7g", "double-move!7g7f,7f7e", "dragon-rider!2b3b,3b3c,4d"):
        assert str(parse_action(text)) == text
    assert parse_action("rewind!7g7f").steps == ("7g7f",)


@pytest.mark.parametrize(
    ("text", "column"),
    [("lightning", 1), ("Lightning!5b", 1), ("recall!", 8), ("double-move!7g7f,", 18), ("x!7g 7f", 3)],
)
def test_parse_errors_name_the_column(text: str, column: int) -> None:
    with pytest.raises(ActionSyntaxError) as err:
        parse_action(text)
    assert err.value.column == column


class RecallHook:
    """A minimal real hook for the test: send one own non-king board piece to its owner's hand."""

    def actions(self, pos: Position) -> list[Action]:
        out = []
        for sq, code in enumerate(pos.board):
            if code and (code > 0) == (pos.side == 0) and code not in pos.T.royal_codes:
                out.append(Action("recall", (f"{9 - sq % 9}{'abcdefghi'[sq // 9]}",)))
        return out

    def edits(self, pos: Position, action: Action) -> list[Edit]:
        sq = parse_square(action.steps[0])
        kind = pos.variant.kinds[abs(pos.board[sq]) - 1].unpromoted
        return [square_edit(pos, sq, 0), hand_edit(pos, pos.side, kind.index, +1)]


def test_action_push_pop_restores_everything() -> None:
    pos = Position.from_sfen("4k4/9/9/9/9/9/9/4+R4/4K4 b - 1")
    pos.hooks["recall"] = RecallHook()
    before = (pos.sfen(), pos.hash, list(pos._keys))
    actions = pos.special_actions()
    assert [str(a) for a in actions] == ["recall!5h"]
    pos.push(actions[0])
    assert pos.sfen() == "4k4/9/9/9/9/9/9/9/4K4 w R 2"
    assert pos.repetition_count() == 1
    pos.pop()
    assert (pos.sfen(), pos.hash, list(pos._keys)) == before


def test_special_actions_respect_self_check() -> None:
    # The rook on 5h shields the king from the enemy rook on 5a: recalling it would expose the king.
    pos = Position.from_sfen("4r3k/9/9/9/9/9/9/4R4/4K4 b - 1")
    pos.hooks["recall"] = RecallHook()
    assert pos.special_actions() == []
    assert pos.legal_actions() == pos.legal_moves()
