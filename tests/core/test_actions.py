"""The special-action machinery: grammar, hooks, edits, make/unmake of multi-step actions."""

from __future__ import annotations

import pytest

from shogi_desktop.core.actions import Action, ActionSyntaxError, Edit, hand_edit, parse_action, square_edit
from shogi_desktop.core.position import Position
from shogi_desktop.core.squares import named_squares
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
    before = (pos.sfen(), pos.hash, pos.recent_keys(100))
    actions = pos.special_actions()
    assert [str(a) for a in actions] == ["recall!5h"]
    pos.push(actions[0])
    assert pos.sfen() == "4k4/9/9/9/9/9/9/9/4K4 w R 2"
    assert pos.repetition_count() == 1
    pos.pop()
    assert (pos.sfen(), pos.hash, pos.recent_keys(100)) == before


def test_special_actions_respect_self_check() -> None:
    # The rook on 5h shields the king from the enemy rook on 5a: recalling it would expose the king.
    pos = Position.from_sfen("4r3k/9/9/9/9/9/9/4R4/4K4 b - 1")
    pos.hooks["recall"] = RecallHook()
    assert pos.special_actions() == []
    assert pos.legal_actions() == pos.legal_moves()


def test_statuses_travel_with_pieces_and_tokens_leave_the_game() -> None:
    from shogi_desktop.core.position import PieceStatus

    pos = Position.from_sfen("4k4/9/9/9/4p4/4R4/9/9/4K4 b - 1")
    five_e, five_f = parse_square("5e"), parse_square("5f")
    pos.statuses[five_e] = PieceStatus(token=True)
    pos.reset_history()
    before = pos.sfen()
    pos.push(pos.legal_move_from_usi("5f5e"))
    assert pos.sfen() == "4k4/9/9/9/4R4/9/9/9/4K4 w - 2"  # the token pawn is not in Black's hand
    assert five_e not in pos.statuses
    pos.pop()
    assert pos.sfen() == before and pos.statuses[five_e].token
    # A moving piece carries its status along.
    pos.statuses.clear()
    pos.statuses[five_f] = PieceStatus(carrier=True)
    pos.push(pos.legal_move_from_usi("5f6f"))
    assert pos.statuses == {parse_square("6f"): PieceStatus(carrier=True)}
    pos.pop()
    assert pos.statuses == {five_f: PieceStatus(carrier=True)}


def test_kind_on_capture_status_changes_the_captured_kind() -> None:
    from shogi_desktop.core.position import PieceStatus

    pos = Position.from_sfen("4k4/9/9/9/4p4/4R4/9/9/4K4 b - 1")
    pos.statuses[parse_square("5e")] = PieceStatus(kind_on_capture="G")
    pos.push(pos.legal_move_from_usi("5f5e"))
    assert pos.sfen() == "4k4/9/9/9/4R4/9/9/9/4K4 w G 2"


def test_the_squares_an_actions_steps_name() -> None:
    sq = parse_square
    assert named_squares(("5e5d",)) == [sq("5e"), sq("5d")]
    assert named_squares(("1g1c", "1c1b", "1b1a+")) == [sq("1g"), sq("1c"), sq("1c"), sq("1b"), sq("1b"), sq("1a")]
    assert named_squares(("G*5e",)) == [sq("5e")] and named_squares(("+S*4b",)) == [sq("4b")]
    assert named_squares(("2h",)) == [sq("2h")]
    assert named_squares(("d17", "hiko", "5e")) == [sq("5e")]  # a die face and a magic's name are words
    assert named_squares(("pass", "ayumi", "5e5d=", "0a", "5j", "")) == []  # nothing else names a square
    assert named_squares(()) == []

