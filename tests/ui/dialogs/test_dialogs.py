"""The New Game, position editor and game-over dialogs, driven through their real widgets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from shogi_desktop.core.clock import TimeControl
from shogi_desktop.core.handicap import handicap_sfen, handicaps
from shogi_desktop.core.outcome import Outcome, Termination
from shogi_desktop.core.position import Position
from shogi_desktop.core.record import GameRecord
from shogi_desktop.core.tables import code_of, parse_square
from shogi_desktop.core.validate import ProblemCode
from shogi_desktop.core.variant import load_variant
from shogi_desktop.ui.dialogs.game_over import GameOverDialog, reason_text
from shogi_desktop.ui.dialogs.new_game import CUSTOM, NewGameConfig, NewGameDialog
from shogi_desktop.ui.dialogs.position_editor import ERASE, FLIP, PROMOTE, PositionEditorDialog

STD = load_variant("standard")
START = Position.initial().sfen()


def code(letter: str, color: int) -> int:
    return code_of(STD.kind(letter), color)


def ok_button(dialog: NewGameDialog | PositionEditorDialog) -> QPushButton:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


# ----------------------------------------------------------------------------- New Game
@pytest.fixture
def new_game(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    return dialog


def select(combo, data) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def preview_sfen(dialog: NewGameDialog) -> str | None:
    pos = dialog.preview.position() if hasattr(dialog.preview, "position") else None
    return pos.sfen() if pos is not None else None


def test_default_is_an_even_game_between_humans_without_a_clock(new_game: NewGameDialog) -> None:
    cfg = new_game.config()
    assert cfg == NewGameConfig()
    assert cfg.start_position().sfen() == START
    assert preview_sfen(new_game) in (START, None)
    assert new_game.black_label.text() == "☗ Black (sente)"
    assert ok_button(new_game).isEnabled()


def test_every_handicap_preset_is_offered_and_previewed(new_game: NewGameDialog) -> None:
    offered = [new_game.handicap_combo.itemData(i) for i in range(new_game.handicap_combo.count())]
    assert offered == ["", *handicaps(), CUSTOM]
    for hid, h in handicaps().items():
        select(new_game.handicap_combo, hid)
        assert new_game.handicap_combo.currentText() == h.name_en
        cfg = new_game.config()
        assert cfg.handicap == hid and cfg.is_handicap
        assert cfg.start_position().sfen() == handicap_sfen(hid)
        if preview_sfen(new_game) is not None:
            assert preview_sfen(new_game) == handicap_sfen(hid)
        assert new_game.black_label.text() == "☗ Black (shitate)"
        assert new_game.white_label.text() == "☖ White (uwate)"
        assert not new_game.custom_box.isVisibleTo(new_game)


def test_custom_handicap_editor(new_game: NewGameDialog, qtbot) -> None:
    select(new_game.handicap_combo, "rook")
    select(new_game.handicap_combo, CUSTOM)
    editor = new_game.custom_editor
    assert new_game.custom_box.isVisibleTo(new_game)
    assert editor.removed() == ["8b"]  # starts from the preset shown before
    assert "5a" not in editor.buttons and "5i" not in editor.buttons  # kings cannot be removed
    assert len(editor.buttons) == 2 * 19
    qtbot.mouseClick(editor.buttons["2b"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(editor.buttons["1a"], Qt.MouseButton.LeftButton)
    cfg = new_game.config()
    assert cfg.handicap == "custom:1a,8b,2b"
    assert cfg.start_position().sfen() == handicap_sfen("3")  # the same pieces as 三枚落ち
    if preview_sfen(new_game) is not None:
        assert preview_sfen(new_game) == handicap_sfen("3")
    # remove one of Black's pieces too, and let Black move first
    qtbot.mouseClick(editor.buttons["9i"], Qt.MouseButton.LeftButton)
    editor.black_first.setChecked(True)
    cfg = new_game.config()
    assert cfg.handicap == "custom:1a,8b,2b,9i:b"
    pos = cfg.start_position()
    assert pos.side == 0 and pos.board[parse_square("9i")] == 0
    # clicking again puts a piece back
    qtbot.mouseClick(editor.buttons["9i"], Qt.MouseButton.LeftButton)
    assert new_game.config().handicap == "custom:1a,8b,2b:b"


def test_initial_config_round_trips(qtbot) -> None:
    for cfg in (NewGameConfig(handicap="bishop", black_name="Kato", white_name="Habu",
                              time_control=TimeControl(1200, 60, 0)),
                NewGameConfig(handicap="custom:8b,9i:b", time_control=TimeControl(0, 30, 0)),
                NewGameConfig(time_control=TimeControl(300, 0, 5))):
        dialog = NewGameDialog(initial=cfg)
        qtbot.addWidget(dialog)
        assert dialog.config() == cfg


def test_computer_entry_is_enabled_with_a_level(new_game: NewGameDialog) -> None:
    for combo, level in ((new_game.black_type, new_game.black_level), (new_game.white_type, new_game.white_level)):
        assert combo.count() == 2
        model = combo.model()
        assert isinstance(model, QStandardItemModel)
        assert model.item(1).isEnabled()
        assert combo.currentData() == "human"
        assert not level.isEnabled()  # a level only for a side the computer plays
    cfg = new_game.config()
    assert cfg.black_human and cfg.white_human
    new_game.white_type.setCurrentIndex(1)
    assert new_game.white_level.isEnabled() and not new_game.black_level.isEnabled()
    new_game.white_level.setValue(7)
    new_game.white_level.setValue(11)  # clamped to the range
    cfg = new_game.config()
    assert cfg.black_human and not cfg.white_human and cfg.white_level == 10
    again = NewGameDialog(initial=cfg)
    assert again.config() == cfg
    again.deleteLater()


def test_player_names_and_time_control(new_game: NewGameDialog, qtbot) -> None:
    qtbot.keyClicks(new_game.black_name, "  Sato ")
    new_game.white_name.setText("羽生")  # QTest.keyClicks cannot type kanji
    new_game.time_box.setChecked(True)
    new_game.main_minutes.setValue(5)
    new_game.byoyomi_seconds.setValue(30)
    new_game.increment_seconds.setValue(0)
    cfg = new_game.config()
    assert (cfg.black_name, cfg.white_name) == ("Sato", "羽生")
    assert cfg.time_control == TimeControl(300, 30, 0)
    # Fischer only
    new_game.byoyomi_seconds.setValue(0)
    new_game.increment_seconds.setValue(10)
    assert new_game.config().time_control == TimeControl(300, 0, 10)
    assert ok_button(new_game).isEnabled()
    # an increment with nothing to start from is refused with a message
    new_game.main_minutes.setValue(0)
    assert not ok_button(new_game).isEnabled()
    assert "increment" in new_game.message.text()
    new_game.increment_seconds.setValue(0)
    assert not ok_button(new_game).isEnabled()  # everything zero: switch it off instead
    new_game.time_box.setChecked(False)
    assert ok_button(new_game).isEnabled()
    assert new_game.config().time_control is None


def test_registered_engines_are_offered_for_standard_shogi_and_handicaps(qtbot) -> None:
    from shogi_desktop.app.engines import EngineEntry, EngineRegistry

    registry = EngineRegistry.load()
    registry.add_entry(EngineEntry("", "Fairy", "/usr/games/fairy-stockfish", "Fairy", "Fabian"))
    registry.add_entry(EngineEntry("", "Other", "/opt/other", "Other"))
    fairy, other = (e.id for e in registry)
    dialog = NewGameDialog(engines=registry)
    qtbot.addWidget(dialog)
    offered = [dialog.white_type.itemData(i) for i in range(dialog.white_type.count())]
    assert offered == ["human", "computer", f"engine:{fairy}", f"engine:{other}"]
    assert dialog.white_type.itemText(2) == "Fairy"
    select(dialog.white_type, f"engine:{fairy}")
    assert not dialog.white_level.isEnabled()  # a level is the built-in engine's
    assert dialog.white_name.placeholderText() == "Fairy"
    select(dialog.handicap_combo, "2")  # handicaps are standard shogi: still offered
    cfg = dialog.config()
    assert (cfg.white_human, cfg.white_engine, cfg.white_name, cfg.handicap) == (False, fairy, "Fairy", "2")
    assert cfg.black_human and cfg.black_engine is None
    again = NewGameDialog(initial=cfg, engines=registry)
    qtbot.addWidget(again)
    assert again.white_type.currentData() == f"engine:{fairy}" and again.white_name.text() == ""
    assert again.config() == cfg

    dialog.select_variant("hybrid:2")  # a variant: the engines are not offered; the built-in one plays
    assert dialog.white_type.count() == 2 and dialog.white_type.currentData() == "computer"
    assert dialog.engine_note.isVisibleTo(dialog)
    assert dialog.config().white_engine is None and dialog.white_level.isEnabled()
    dialog.select_variant("standard")  # back: the engine chosen before comes back
    assert dialog.white_type.currentData() == f"engine:{fairy}" and not dialog.engine_note.isVisibleTo(dialog)
    dialog.card_box.set_addon("cards2")  # an add-on is not standard shogi either
    assert dialog.white_type.count() == 2
    dialog.card_box.set_addon("")
    select(dialog.black_type, f"engine:{other}")
    cfg = dialog.config()
    assert (cfg.black_engine, cfg.black_name, cfg.white_engine) == (other, "Other", fairy)
    dialog.black_name.setText("Kato")  # a name typed is kept
    assert dialog.config().black_name == "Kato"


# ----------------------------------------------------------------------------- position editor
@pytest.fixture
def editor(qtbot):
    dialog = PositionEditorDialog()
    qtbot.addWidget(dialog)
    dialog.resize(900, 650)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_editor_opens_with_the_board_at_full_size_for_hands_of_many_kinds(qtbot) -> None:
    """With magic the hands list eleven kinds (four rows a side): the dialog opens as tall as its layout
    asks, within the screen, so the board keeps the size it asks for instead of being squeezed (it was
    about 300 pixels tall on a 1000-pixel screen)."""
    dialog = PositionEditorDialog(variant="standard+fantasista")
    qtbot.addWidget(dialog)
    assert len(dialog.hand_spins) > 2 * 8  # the fairies' pieces too
    dialog.fit_to(QRect(0, 0, 1600, 1000))
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() <= 900 and dialog.width() <= 1520
    assert dialog.board_view.height() >= dialog.board_view.sizeHint().height()
    dialog.fit_to(QRect(0, 0, 1024, 600))  # a small screen: as small as the layout allows
    least = dialog.minimumSizeHint()
    assert dialog.height() <= max(540, least.height()) and dialog.width() <= max(973, least.width())


def click(qtbot, dialog: PositionEditorDialog, square: str,
          button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    view = dialog.board_view
    centre = view.square_rect(parse_square(square)).center()
    qtbot.mouseClick(view, button, Qt.KeyboardModifier.NoModifier, QPoint(round(centre.x()), round(centre.y())))


def codes(dialog: PositionEditorDialog) -> list[ProblemCode]:
    return [p.code for p in dialog.problems()]


def test_editor_starts_from_the_even_position(editor: PositionEditorDialog) -> None:
    assert editor.sfen() == START
    assert editor.problems() == []
    assert ok_button(editor).isEnabled()
    assert not editor.current_button.isEnabled()  # no game position was given


def test_place_and_remove_with_the_mouse(editor: PositionEditorDialog, qtbot) -> None:
    editor.start_empty()
    assert editor.sfen() == "9/9/9/9/9/9/9/9/9 b - 1"
    assert codes(editor) == [ProblemCode.MISSING_KING, ProblemCode.MISSING_KING]
    assert ok_button(editor).isEnabled()  # warnings only: a tsume without kings is allowed
    qtbot.mouseClick(editor.tool_buttons[code("K", 0)], Qt.MouseButton.LeftButton)
    click(qtbot, editor, "5i")
    editor.set_tool(code("K", 1))
    click(qtbot, editor, "5a")
    editor.set_tool(code("P", 0))
    click(qtbot, editor, "7a")  # a Black pawn on the last rank could never move
    assert editor.sfen() == "2P1k4/9/9/9/9/9/9/9/4K4 b - 1"
    assert codes(editor) == [ProblemCode.DEAD_PIECE]
    assert ok_button(editor).isEnabled()  # a puzzle position: shown as a warning, allowed (core.validate)
    assert editor.board_view.marked == {parse_square("7a")}
    assert editor.problem_list.item(0).text() == "Black (sente)'s Pawn on 7a could never move"
    click(qtbot, editor, "7a", Qt.MouseButton.RightButton)  # right click removes
    assert editor.problems() == [] and ok_button(editor).isEnabled()
    click(qtbot, editor, "5e")
    click(qtbot, editor, "5g")
    assert codes(editor) == [ProblemCode.NIFU]
    editor.set_tool(ERASE)
    click(qtbot, editor, "5e")
    assert editor.problems() == []


def test_flip_and_promote_tools(editor: PositionEditorDialog, qtbot) -> None:
    qtbot.mouseClick(editor.tool_buttons[PROMOTE], Qt.MouseButton.LeftButton)
    click(qtbot, editor, "2h")  # Black's rook -> dragon
    assert editor.board[parse_square("2h")] == code("+R", 0)
    click(qtbot, editor, "2h")  # and back
    assert editor.board[parse_square("2h")] == code("R", 0)
    click(qtbot, editor, "6i")  # a gold cannot promote: unchanged
    assert editor.board[parse_square("6i")] == code("G", 0)
    qtbot.mouseClick(editor.tool_buttons[FLIP], Qt.MouseButton.LeftButton)
    click(qtbot, editor, "7g")  # Black's pawn becomes White's: now White has two pawns on file 7
    assert editor.board[parse_square("7g")] == code("P", 1)
    assert codes(editor) == [ProblemCode.NIFU]
    [nifu] = editor.problems()
    assert nifu.color == 1


def test_hands_side_to_move_and_piece_limits(editor: PositionEditorDialog) -> None:
    editor.start_empty()
    editor.set_tool(code("K", 0))
    editor.click_square(parse_square("5i"))
    editor.set_tool(code("K", 1))
    editor.click_square(parse_square("5a"))
    editor.set_hand(0, "R", 2)
    editor.set_hand(1, "P", 18)
    editor.set_side(1)
    assert editor.sfen() == "4k4/9/9/9/9/9/9/9/4K4 w 2R18p 1"
    assert editor.problems() == []
    assert editor.hand_spins[(0, STD.kind("R").index)].maximum() == 2
    editor.set_tool(code("+P", 0))
    editor.click_square(parse_square("5e"))  # a 19th pawn, promoted
    [many] = editor.problems()
    assert (many.code, many.count, many.limit) == (ProblemCode.TOO_MANY_PIECES, 19, 18)
    assert ok_button(editor).isEnabled()  # a puzzle position: shown as a warning, allowed (core.validate)
    assert editor.position().sfen() == editor.sfen()


def test_side_not_to_move_in_check(editor: PositionEditorDialog) -> None:
    editor.start_empty()
    for letter, color, sq in (("K", 0, "5i"), ("K", 1, "5a"), ("R", 0, "5e")):
        editor.set_tool(code(letter, color))
        editor.click_square(parse_square(sq))
    # Black to move while White's king is attacked: White cannot have left it so
    assert codes(editor) == [ProblemCode.OPPONENT_IN_CHECK]
    assert editor.problem_list.item(0).text() == \
        "White (gote) is in check although it is not White (gote)'s turn"
    assert not ok_button(editor).isEnabled()
    editor.set_side(1)  # White to move and in check: an ordinary position
    assert editor.problems() == []
    assert ok_button(editor).isEnabled()


def test_start_from_current_position(qtbot) -> None:
    current = Position.initial()
    for usi in ("7g7f", "3c3d", "8h2b+"):
        current.push(current.legal_move_from_usi(usi))
    dialog = PositionEditorDialog(current=current)
    qtbot.addWidget(dialog)
    assert dialog.sfen() == START
    qtbot.mouseClick(dialog.current_button, Qt.MouseButton.LeftButton)
    board, side, hands, _ = current.sfen().split()
    assert dialog.sfen() == f"{board} {side} {hands} 1"
    qtbot.mouseClick(dialog.even_button, Qt.MouseButton.LeftButton)
    assert dialog.sfen() == START


def test_editor_accepts_an_sfen_to_start_from(qtbot) -> None:
    dialog = PositionEditorDialog(start="4k4/9/4P4/9/9/9/9/9/9 b G 1")
    qtbot.addWidget(dialog)
    assert dialog.sfen() == "4k4/9/4P4/9/9/9/9/9/9 b G 1"
    assert codes(dialog) == [ProblemCode.MISSING_KING]  # a tsume: Black has no king
    assert ok_button(dialog).isEnabled()


# ----------------------------------------------------------------------------- game over
def test_game_over_texts(qtbot) -> None:
    record = GameRecord.new()
    for usi in ("7g7f", "3c3d", "8h2b+"):
        record.add_move(usi)
    record.add_ending(Termination.RESIGNATION, 0)
    dialog = GameOverDialog(Outcome(Termination.RESIGNATION, 0), record)
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == "☗ Black (sente) wins"
    assert dialog.reason.text() == "Resignation"
    assert dialog.details.text() == "Moves played: 3"
    assert dialog.save_button.isVisibleTo(dialog)


def test_game_over_in_a_handicap_game_with_names(qtbot) -> None:
    record = GameRecord.new(handicap="bishop")
    record.header["white"] = "Habu"
    dialog = GameOverDialog(Outcome(Termination.CHECKMATE, 1), record)
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == "☖ White (uwate) Habu wins"
    assert dialog.reason.text() == "Checkmate"


def test_game_over_draws_aborts_and_buttons(qtbot) -> None:
    dialog = GameOverDialog(Outcome(Termination.REPETITION, None))
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == "Draw"
    assert "sennichite" in dialog.reason.text()
    assert not dialog.save_button.isVisibleTo(dialog)  # no record to save
    aborted = GameOverDialog(Outcome(Termination.ABORT, None))
    qtbot.addWidget(aborted)
    assert aborted.headline.text() == "No result"
    with qtbot.waitSignal(aborted.new_game_requested, timeout=1000):
        qtbot.mouseClick(aborted.new_game_button, Qt.MouseButton.LeftButton)
    assert aborted.result() == aborted.DialogCode.Accepted


def test_every_termination_has_its_own_reason(qapp) -> None:
    texts = [reason_text(t) for t in Termination]
    assert all(texts) and len(set(texts)) == len(texts)


def test_new_game_fits_a_low_screen_and_keeps_ok_in_view(qtbot: object) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    options = dialog.options_scroll.widget()
    assert options is not None
    low = QRect(0, 0, 1366, options.sizeHint().height() * 3 // 4)  # a screen lower than every option
    dialog.fit_to(low)
    qtbot.waitUntil(lambda: dialog.options_scroll.verticalScrollBar().maximum() > 0)  # type: ignore[attr-defined]
    assert dialog.height() <= low.height()  # the dialog fits; its options scroll
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None and ok.isVisible()
    assert ok.mapTo(dialog, QPoint(0, ok.height())).y() <= dialog.height()
    dialog.fit_to(QRect(0, 0, 2560, 1600))  # a tall screen shows every option at once
    qtbot.waitUntil(lambda: dialog.options_scroll.verticalScrollBar().maximum() == 0)  # type: ignore[attr-defined]
