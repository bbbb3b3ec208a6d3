"""Special actions (cards) are animated from the boards before and after: the pure diff, and the scene
after a card played through the controller with animation on."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from shogi_desktop.app.settings import Settings
from shogi_desktop.core.position import Position
from shogi_desktop.core.tables import NSQ, parse_square
from shogi_desktop.ui.board.action_animation import BoardDiff, diff_boards
from shogi_desktop.ui.main_window import MainWindow


def play(pos: Position, text: str) -> Position:
    """Push the legal action spelled ``text``; returns the position before it."""
    for a in pos.legal_actions():
        if (pos.move_to_usi(a) if type(a) is int else str(a)) == text:
            before = pos.copy()
            pos.push(a)
            return before
    raise AssertionError(f"{text} is not legal in {pos.sfen()}")


def sq(*names: str) -> tuple[int, ...]:
    return tuple(parse_square(n) for n in names)


def test_double_move_slides_the_piece_and_removes_the_captured_one() -> None:
    pos = Position.from_sfen("9/9/9/6k2/9/5p3/4S4/7R1/K8 b - 1 cards2:double-move/-", "standard+cards2")
    before = play(pos, "double-move!5g4f,4f3e")
    assert diff_boards(before, pos) == BoardDiff(((parse_square("5g"), parse_square("3e")),), (), sq("4f"), ())


def test_persuasion_flips_in_place_and_the_dropped_piece_appears() -> None:
    sfen = "6G1k/5n3/5ssP1/9/9/9/9/9/K8 b S 1 cards2:persuasion/- status:4c=i1"
    pos = Position.from_sfen(sfen, "standard+cards2")
    before = play(pos, "persuasion!S*5c")
    assert diff_boards(before, pos) == BoardDiff((), sq("4b"), (), sq("5c"))  # 4b: n -> +N (a flip)


def test_swap_rook_swaps_two_pieces() -> None:
    pos = Position.from_sfen("4k4/9/9/9/9/9/P1S4P1/7R1/4K4 b - 1 cards1:swap-rook/-", "standard+cards1")
    before = play(pos, "swap-rook!2h7g,7g2h")
    a, b = parse_square("2h"), parse_square("7g")
    assert diff_boards(before, pos) == BoardDiff(tuple(sorted(((a, b), (b, a)))), (), (), ())


def test_lightning_removes_a_piece() -> None:
    pos = Position.from_sfen("8k/9/9/9/4+R4/9/9/9/K8 w - 1 cards2:-/lightning status:5e=rS", "standard+cards2")
    before = play(pos, "lightning!5e")
    assert diff_boards(before, pos) == BoardDiff((), (), sq("5e"), ())


def test_rewind_returns_the_pawn_and_plays_the_new_move() -> None:
    start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 cards2:rewind/-"
    pos = Position.from_sfen(start, "standard+cards2")
    play(pos, "7g7f")
    play(pos, "3c3d")
    before = play(pos, "rewind!2g2f")
    assert diff_boards(before, pos) == BoardDiff(tuple(sorted((sq("7f", "7g"), sq("2g", "2f")))), (), (), ())


def test_nearest_pieces_pair_first() -> None:
    before = Position.from_sfen("4k4/9/9/9/9/9/9/9/P3K3P b - 1")
    after = Position.from_sfen("4k4/9/9/9/9/9/9/P7P/4K4 b - 1")
    assert diff_boards(before, after).moves == tuple(sorted((sq("9i", "9h"), sq("1i", "1h"))))


def test_card_action_is_animated_and_the_items_match_the_position(qtbot: QtBot) -> None:
    settings = Settings.load()
    settings.animation_ms = 200
    settings.mute = True
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    w.start_from_sfen("6G1k/5n3/5ssP1/9/9/9/9/9/K8 b S 1 cards2:persuasion/-", "standard+cards2")
    scene = w.scene
    scene.set_animation_ms(200)
    flipped = scene.piece_item_at(parse_square("4b"))
    assert flipped is not None and flipped.owner == 1
    action = next(a for a in w.controller.position().legal_actions() if str(a) == "persuasion!S*5c")
    assert w.controller.try_move(action)
    assert scene.animating
    qtbot.waitUntil(lambda: not scene.animating, timeout=3000)
    pos = w.controller.position()
    assert scene.piece_item_at(parse_square("4b")) is flipped  # the same item, turned over
    for s in range(NSQ):
        code = pos.board[s]
        item = scene.piece_item_at(s)
        if not code:
            assert item is None
            continue
        assert item is not None and item.owner == (0 if code > 0 else 1)
        assert item.kind is pos.variant.kinds[abs(code) - 1]
        assert item.pos() == scene.square_rect(s).topLeft() and item.opacity() == 1.0
        assert item.transform().isIdentity() and item.scale() == 1.0
