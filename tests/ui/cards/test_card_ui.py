"""The card add-on in the application: the New Game dialog's card box, the card dock and card mode on the
board, played with mouse events on the dock's card faces and on the board view.

What the board highlights is compared with the core's legal actions of the card; the plies reach the
record as the core's actions and the cards are spent in the core's state.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from shogi_desktop.app.settings import Settings
from shogi_desktop.core.actions import Action
from shogi_desktop.core.addons.cards import EDITIONS, CardsState, cards_state
from shogi_desktop.core.position import Position
from shogi_desktop.core.squares import named_squares
from shogi_desktop.core.tables import parse_square
from shogi_desktop.ui.board.items import MoveMarker
from shogi_desktop.ui.cards.mode import action_clicks
from shogi_desktop.ui.cards.texts import card_name
from shogi_desktop.ui.game.movelist import move_text
from shogi_desktop.ui.main_window import MainWindow
from tests.ui.action_steps import walk_steps

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
NOMOD = Qt.KeyboardModifier.NoModifier


def make_window(qtbot: QtBot) -> MainWindow:
    settings = Settings.load()
    settings.animation_ms = 0
    settings.mute = True
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    return w


def start_from_dialog(w: MainWindow, addon: str, **deal: object) -> None:
    w.new_game_dialog()
    dialog = w.new_game_dialog_widget
    dialog.card_box.set_addon(addon)
    if deal.get("subset"):
        dialog.card_box.set_chosen_cards(list(deal["subset"]))  # type: ignore[call-overload]
    if deal.get("random"):
        dialog.card_box.random_radio.setChecked(True)
        dialog.card_box.count_spin.setValue(int(deal["random"]))  # type: ignore[call-overload]
    dialog.accept()


def start_sfen(w: MainWindow, sfen: str, variant: str = "standard+cards2") -> None:
    w.start_from_sfen(sfen, variant)


def click_square(w: MainWindow, square: str, button: Qt.MouseButton = LEFT) -> None:
    p = w.scene.square_center(parse_square(square))
    QTest.mouseClick(w.view.viewport(), button, NOMOD, w.view.mapFromScene(p))


def click_hand(w: MainWindow, color: int, letter: str) -> None:
    pos = w.controller.position()
    p = w.scene.hand_slot_center(color, pos.variant.kind(letter).index)
    QTest.mouseClick(w.view.viewport(), LEFT, NOMOD, w.view.mapFromScene(p))


def click_card(w: MainWindow, color: int, card: str) -> None:
    face = w.card_dock.face(color, card)
    QTest.mouseClick(face, LEFT, NOMOD, face.rect().center())


def core_actions(w: MainWindow, card: str) -> list[Action]:
    return [a for a in w.controller.position().legal_actions() if isinstance(a, Action) and a.name == card]


def board_markers(w: MainWindow) -> set[int]:
    return {i.square for i in w.scene.items() if isinstance(i, MoveMarker) and i.square is not None}


def cards(w: MainWindow, color: int) -> CardsState:
    st = cards_state(w.controller.position(), color)
    assert isinstance(st, CardsState)
    return st


# ----------------------------------------------------------------------------- the dialog and the dock
def test_a_cards2_game_from_the_dialog_shows_sixteen_cards_per_player(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    assert not w.card_dock.isVisible()  # a plain game has no card dock
    start_from_dialog(w, "cards2")
    assert w.controller.record.variant == "standard+cards2"
    assert w.controller.record.header["cards-deal"] == "full"
    assert w.card_dock.isVisible()
    for color in (0, 1):
        faces = w.card_dock.players[color].faces
        assert list(faces) == list(EDITIONS[2])
        assert len(faces) == 16
    # lit exactly where the core offers an action, and only for the side to move
    offered = {a.name for a in w.controller.position().legal_actions() if isinstance(a, Action)}
    assert offered  # lightning, recall, double move... are playable at the start
    assert {c for c, f in w.card_dock.players[0].faces.items() if f.playable} == offered
    assert not any(f.playable for f in w.card_dock.players[1].faces.values())
    # back to a plain game: the dock hides
    start_from_dialog(w, "")
    assert w.controller.record.variant == "standard"
    assert not w.card_dock.isVisible()


def test_the_dialog_deals_a_subset_and_a_random_hand(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    start_from_dialog(w, "cards1", subset=["queen-king", "persuasion", "swap-rook"])
    assert w.controller.record.variant == "standard+cards1"
    for color in (0, 1):
        assert cards(w, color).cards == ("queen-king", "swap-rook", "persuasion")  # the edition's order
        assert len(w.card_dock.players[color].faces) == 3
    start_from_dialog(w, "cards2", random=4)
    header = w.controller.record.header
    assert header["cards-deal"] == "random:4" and header["cards-seed"].isdigit()
    for color in (0, 1):
        assert len(cards(w, color).cards) == 4
        assert list(w.card_dock.players[color].faces) == list(cards(w, color).cards)
    # an empty subset is refused with a message, not a traceback
    w.new_game_dialog()
    dialog = w.new_game_dialog_widget
    dialog.card_box.set_addon("cards2")
    dialog.card_box.set_chosen_cards([])
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    assert dialog.message.text()
    dialog.reject()


# ----------------------------------------------------------------------------- playing cards
def test_lightning_then_double_move_through_the_dock_and_the_board(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    start_from_dialog(w, "cards2")
    click_card(w, 0, "lightning")
    mode = w.card_dock.mode
    assert mode.active and mode.card == "lightning"
    expected = {parse_square(a.steps[0]) for a in core_actions(w, "lightning")}
    assert board_markers(w) == expected == mode.target_squares()
    assert w.card_dock.face(0, "lightning").active
    click_square(w, "8b")  # White's rook goes back to White's hand
    assert not mode.active
    node = w.controller.current
    assert node.move == Action("lightning", ("8b",))
    pos = w.controller.position()
    assert pos.board[parse_square("8b")] == 0
    assert pos.hands[1][pos.variant.kind("R").index] == 1
    assert "lightning" in cards(w, 0).used
    face = w.card_dock.face(0, "lightning")
    assert face.used and not face.clickable
    assert move_text(w.controller.record, node, "en") == "Lightning: 8b"
    # Japanese squares and the card's Japanese name (the core's card table, whatever translation is installed)
    assert move_text(w.controller.record, node, "ja") == "▲雷撃球 ８二"

    # White: double move 3c3d,3d3e, click by click
    click_card(w, 1, "double-move")
    assert mode.active
    first = {parse_square(a.steps[0][:2]) for a in core_actions(w, "double-move")}
    assert board_markers(w) == first
    click_square(w, "3c")
    seconds = {parse_square(a.steps[0][2:4]) for a in core_actions(w, "double-move") if a.steps[0][:2] == "3c"}
    assert board_markers(w) == seconds
    click_square(w, "3d")
    thirds = {parse_square(a.steps[1][2:4]) for a in core_actions(w, "double-move")
              if a.steps[0][:4] == "3c3d"}
    assert board_markers(w) == thirds
    click_square(w, "3e")
    assert w.controller.current.move == Action("double-move", ("3c3d", "3d3e"))
    pos = w.controller.position()
    assert pos.board[parse_square("3e")] < 0 and pos.board[parse_square("3c")] == 0
    assert move_text(w.controller.record, w.controller.current, "en") == "Double move: 3c→3d→3e"

    # Black's spent lightning card cannot be clicked: no card mode, nothing played
    ply = w.controller.current.ply
    click_card(w, 0, "lightning")
    assert not mode.active
    assert w.controller.current.ply == ply
    assert not w.card_dock.play_card("lightning")


def test_queen_king_highlights_exactly_the_core_squares(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    start_sfen(w, "4k4/9/9/9/9/9/9/9/4K4 b - 1")
    actions = core_actions(w, "queen-king")
    assert actions
    click_card(w, 0, "queen-king")
    assert board_markers(w) == {parse_square("5i")}
    click_square(w, "5i")
    dests = {parse_square(a.steps[0][2:4]) for a in actions}
    assert board_markers(w) == dests
    assert w.card_dock.mode.target_squares() == dests
    click_square(w, "1e")
    assert w.controller.current.move == Action("queen-king", ("5i1e",))
    assert w.controller.position().board[parse_square("1e")] > 0
    assert w.card_dock.face(0, "queen-king").used


def test_every_card_action_is_spelled_by_distinct_clicks_or_a_choice() -> None:
    """Every action of a few positions maps to clicks that start on the squares it names."""
    pos = Position.from_sfen("4k4/9/9/9/9/9/9/1B5R1/4K4 b GSNLPgs 1", "standard+cards2")
    for a in pos.legal_actions():
        if not isinstance(a, Action):
            continue
        clicks = action_clicks(pos, a)
        assert clicks and all(kind in ("sq", "hand") for kind, _ in clicks)
        if "*" in a.steps[0]:
            assert clicks[0][0] == "hand"
        else:
            assert clicks[0] == ("sq", parse_square(a.steps[0][:2]))


def test_cancel_card_mode_with_escape_right_click_and_the_button(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    start_from_dialog(w, "cards2")
    mode = w.card_dock.mode
    sfen = w.controller.position().sfen()
    click_card(w, 0, "recall")
    assert mode.active and board_markers(w)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    assert not mode.active and not board_markers(w)
    click_card(w, 0, "recall")
    click_square(w, "5e", RIGHT)
    assert not mode.active and not board_markers(w)
    click_card(w, 0, "double-move")
    click_square(w, "7g")
    assert mode.clicks
    QTest.mouseClick(w.card_dock.cancel_button, LEFT)
    assert not mode.active and not board_markers(w)
    click_card(w, 0, "recall")
    click_card(w, 0, "recall")  # a second click on the active card leaves card mode too
    assert not mode.active
    click_card(w, 0, "lightning")
    click_square(w, "5e")  # an empty square lightning cannot take: cancelled, nothing played
    assert not mode.active
    assert w.controller.position().sfen() == sfen and w.controller.current.ply == 0
    # the board works normally again: a plain move by click-click
    click_square(w, "7g")
    click_square(w, "7f")
    assert w.controller.current.ply == 1


def test_persuasion_marks_the_pieces_that_would_flip_and_flips_them(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    start_sfen(w, "4k4/9/9/9/9/4p4/4G4/9/4K4 b S 1")
    click_card(w, 0, "persuasion")
    mode = w.card_dock.mode
    assert mode.target_hand_kinds() == {w.controller.position().variant.kind("S").index}
    click_hand(w, 0, "S")
    assert parse_square("5e") in board_markers(w)
    assert parse_square("5f") in mode.flip_squares()  # pawn between the silver's square and the gold
    assert {m.square for m in mode.flip_markers()} == mode.flip_squares()
    click_square(w, "5e")
    assert w.controller.current.move == Action("persuasion", ("S*5e",))
    assert w.controller.position().board[parse_square("5f")] > 0  # now Black's


def test_reflect_bishop_and_wrap_rook_draw_their_paths(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    start_sfen(w, "4k4/9/9/9/9/9/9/1B5R1/4K4 b - 1")
    click_card(w, 0, "reflect-bishop")
    click_square(w, "8h")
    mode = w.card_dock.mode
    dests = mode.target_squares()
    paths = mode.path_items()
    assert dests and {p.squares[-1] for p in paths} == dests
    for p in paths:  # every path bounces at least once: only a bounce needs the card
        assert len(p.corners) >= 2
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    click_card(w, 0, "wrap-rook")
    click_square(w, "2h")
    assert mode.target_squares() == {parse_square("9h")}
    ends = {p.squares[-1] for p in mode.path_items()}
    assert parse_square("9h") in ends and parse_square("1h") in ends  # to the edge, then from the far edge
    click_square(w, "9h")
    assert w.controller.current.move == Action("wrap-rook", ("2h9h",))


def test_promotion_choice_names_both_actions(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    start_sfen(w, "4k4/9/9/9/9/9/9/1B5R1/4K4 b - 1")
    click_card(w, 0, "reflect-bishop")
    click_square(w, "8h")
    click_square(w, "5c")  # may promote or not: a menu offers both
    mode = w.card_dock.mode
    assert mode.menu is not None
    entries = {a.data(): a for a in mode.menu.actions()}
    assert set(entries) == {"reflect-bishop!8h5c", "reflect-bishop!8h5c+"}
    assert entries["reflect-bishop!8h5c+"].text() == "Reflecting bishop: 8h→5c+"  # words, not the action string
    entries["reflect-bishop!8h5c+"].trigger()
    assert w.controller.current.move == Action("reflect-bishop", ("8h5c+",))
    pos = w.controller.position()
    assert pos.variant.kinds[pos.board[parse_square("5c")] - 1].letter == "+B"


def test_the_dock_follows_the_record(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    start_from_dialog(w, "cards2")
    click_card(w, 0, "lightning")
    click_square(w, "2b")
    assert w.card_dock.face(0, "lightning").used
    w.controller.back()
    assert not w.card_dock.face(0, "lightning").used
    assert w.card_dock.face(0, "lightning").playable
    w.controller.forward()
    assert w.card_dock.face(0, "lightning").used


def test_flipping_the_board_mid_card_moves_the_targets_with_their_squares(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    start_sfen(w, "4k4/9/9/9/9/9/9/9/4K4 b - 1")
    click_card(w, 0, "queen-king")
    click_square(w, "5i")
    before = board_markers(w)
    assert len(before) > 3
    w.set_flipped(True)
    assert w.card_dock.mode.active and w.card_dock.mode.clicks == [("sq", parse_square("5i"))]
    markers = [i for i in w.scene.items() if isinstance(i, MoveMarker) and i.square is not None]
    assert {m.square for m in markers} == before
    for m in markers:  # each marker sits on its square as the flipped board draws it
        assert m.pos() == w.scene.square_rect(m.square).topLeft()
    click_square(w, "1e")  # and a click on the flipped board still means the square under it
    assert w.controller.current.move == Action("queen-king", ("5i1e",))


def test_time_rewind_is_chosen_on_the_reverted_board_and_cancel_shows_the_game_again(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    start_sfen(w, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")
    for frm, to in (("7g", "7f"), ("3c", "3d")):
        click_square(w, frm)
        click_square(w, to)
    game_sfen = w.controller.position().sfen()
    shown = w.scene.position()
    assert shown is not None and shown.sfen() == game_sfen
    click_card(w, 0, "rewind")
    shown = w.scene.position()
    assert shown is not None
    assert shown.board[parse_square("7g")] > 0 and not shown.board[parse_square("7f")]  # M1 reverted
    assert shown.board[parse_square("3d")] < 0  # M2 stays
    assert parse_square("7g") in board_markers(w)
    w.card_dock.cancel()
    shown = w.scene.position()
    assert shown is not None and shown.sfen() == game_sfen and not w.card_dock.mode.active
    click_card(w, 0, "rewind")
    click_square(w, "2g")
    assert board_markers(w) == {parse_square("2f")}
    click_square(w, "2f")
    assert w.controller.current.move == Action("rewind", ("2g2f",))
    after = w.controller.position()
    shown = w.scene.position()
    assert shown is not None and shown.sfen() == after.sfen()
    assert after.board[parse_square("7g")] > 0 and after.board[parse_square("2f")] > 0


@pytest.mark.parametrize("addon", ["cards1", "cards2"])
def test_both_players_cards_are_seen_without_scrolling_and_a_ply_keeps_the_scroll(qtbot: QtBot, addon: str) -> None:
    """On a 1200x780 screen (the window opens at 1140x717) every card of both players is on show at
    once (the mover's once needed scrolling), and a ply never scrolls the dock back to the top."""
    w = make_window(qtbot)
    w.resize(1140, 717)
    qtbot.waitExposed(w)
    start_from_dialog(w, addon)
    dock = w.card_dock

    def all_seen() -> bool:
        faces = [f for c in (0, 1) for f in dock.players[c].faces.values()]
        return all(f.visibleRegion().boundingRect() == f.rect() for f in faces)

    qtbot.waitUntil(all_seen)
    assert not dock.scroll_area.verticalScrollBar().isVisible()
    click_square(w, "7g")
    click_square(w, "7f")
    assert w.controller.current.ply == 1
    qtbot.waitUntil(all_seen)
    # a small window: the dock scrolls, and stays where the user scrolled it while the game goes on
    w.resize(1000, 520)
    bar = dock.scroll_area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())
    kept = bar.value()
    for frm, to in (("3c", "3d"), ("2g", "2f")):
        click_square(w, frm)
        click_square(w, to)
        QTest.qWait(20)
        assert bar.value() == kept
    assert w.controller.current.ply == 3


def test_escape_cancels_card_mode_wherever_the_focus_is(qtbot: QtBot) -> None:
    """The hint says "Esc or right click cancels": Esc works right after the click on the card (the
    focus is not on the board then), and with the focus in the move list."""
    w = make_window(qtbot)
    w.activateWindow()
    assert QTest.qWaitForWindowActive(w)
    start_from_dialog(w, "cards2")
    mode = w.card_dock.mode
    for focus in (w.card_dock.cancel_button, w.move_list.tree):
        focus.setFocus()
        click_card(w, 0, "double-move")
        assert mode.active and "Esc" in w.card_dock.status.text()
        click_square(w, "7g")  # a first step: the focus may move to the board, not to be relied on
        focus.setFocus()
        QTest.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_Escape)
        assert not mode.active and not board_markers(w)
        assert w.statusBar().currentMessage() == "Card cancelled."
    assert w.controller.current.ply == 0


# ----------------------------------------------------------------------------- every step is explained
RICH = "3k1g3/9/2s3p2/9/4+R3+B/4S3P/6P2/1B1G3R1/K1N5L b GSNLP2p 1"  # a dragon, a horse, every hand piece


@pytest.mark.parametrize("variant", ["standard+cards1", "standard+cards2"])
def test_every_step_of_every_card_action_says_what_the_next_click_does(qtbot: QtBot, variant: str) -> None:
    from shogi_desktop.ui.cards.mode import CardMode

    pos = Position.from_sfen(RICH, variant)
    walked = walk_steps(qtbot, CardMode, pos)
    assert {"double-move", "recall", "queen-king", "ripening", "invincible-silver"} <= walked
    second = {"dragon-rider", "horse-rider", "lightning", "wrap-rook"}
    assert ("swap-rook" in walked) == (variant == "standard+cards1")
    assert (second <= walked) == (variant == "standard+cards2")


def test_swap_rook_takes_two_clicks_and_double_move_shows_the_intermediate_square(qtbot: QtBot) -> None:
    """転送飛 once needed a third, unexplained click back on the rook's square; 連続技's piece now waits
    on its first step's square while the second is chosen."""
    w = make_window(qtbot)
    start_sfen(w, RICH, "standard+cards1")
    dock = w.card_dock
    click_card(w, 0, "swap-rook")
    assert "click your rook" in dock.status.text()
    click_square(w, "2h")
    assert "click the piece it changes places with" in dock.status.text()
    click_square(w, "6h")
    assert w.controller.record.current.move == Action("swap-rook", ("2h6h", "6h2h"))
    assert w.controller.position().piece_at(parse_square("2h"))[0].letter == "G"  # type: ignore[index]
    assert w.controller.position().piece_at(parse_square("6h"))[0].letter == "R"  # type: ignore[index]
    w.controller.take_back()
    click_card(w, 0, "double-move")
    assert "click the piece that moves twice" in dock.status.text()
    click_square(w, "5f")
    assert "click where its first step goes" in dock.status.text()
    silver = w.scene.piece_item_at(parse_square("5f"))
    click_square(w, "4e")
    assert w.scene.shown_at(parse_square("4e")) is silver and w.scene.shown_at(parse_square("5f")) is None
    assert "click where its second step goes" in dock.status.text()
    click_square(w, "3d")
    assert w.controller.record.current.move == Action("double-move", ("5f4e", "4e3d"))
    assert w.scene.shown_at(parse_square("3d")) is w.scene.piece_item_at(parse_square("3d"))


def test_the_card_being_played_is_described_in_each_languages_punctuation(qtbot: QtBot, qapp: QApplication) -> None:
    from shogi_desktop.app.i18n import install_translations

    w = make_window(qtbot)
    start_from_dialog(w, "cards2")
    try:
        for lang in ("en", "ja"):
            install_translations(qapp, lang)  # type: ignore[arg-type]
            click_card(w, 0, "recall")
            text = w.card_dock.description.text()
            assert card_name("recall", 2) in text
            if lang == "en":
                assert text.startswith("Recall (2nd ed.): ")
            else:
                assert "（" in text and "：" in text and not any(c in text for c in "():")
            w.card_dock.mode.cancel()
    finally:
        install_translations(qapp, "en")  # type: ignore[arg-type]


def test_the_edition_mark_is_on_every_card_or_on_none(qtbot: QtBot) -> None:
    """"2nd ed." stood on the cards whose English name left room for it and not on the others, as if
    only those were second-edition cards: a column now shows the mark on all its cards or on none."""
    w = make_window(qtbot)
    w.resize(1140, 717)
    qtbot.waitExposed(w)
    start_from_dialog(w, "cards2")
    faces = list(w.card_dock.players[0].faces.values())
    qtbot.waitUntil(lambda: all(f.visibleRegion().boundingRect() == f.rect() for f in faces))
    fits = [f.mark_fits() for f in faces]
    assert any(fits) and not all(fits)  # "Wrap rook" has room for the mark, "Reflecting bishop" has not
    for color in (0, 1):
        shown = {f.shows_mark() for f in w.card_dock.players[color].faces.values()}
        assert shown == {False}
    card_names = [f.name for f in faces]
    assert card_names == [card_name(c, 2) for c in w.card_dock.players[0].faces]


def test_the_squares_named_are_the_squares_a_card_action_is_clicked_on() -> None:
    """For every card action of a position (every card of both editions), the core's squares are the
    board squares the card mode spells the action with (a drop's hand slot is no square)."""
    for variant in ("standard+cards1", "standard+cards2"):
        pos = Position.from_sfen("4k4/9/9/9/9/9/9/1B5R1/4K4 b GSNLPgs 1", variant)
        actions = [a for a in pos.legal_actions() if isinstance(a, Action)]
        assert len({a.name for a in actions}) > 5
        for a in actions:
            assert set(named_squares(a.steps)) == {v for k, v in action_clicks(pos, a) if k == "sq"}, a
