"""王将ファンタジスタ in the application: the New Game box, the die shown after a gain, the magic dock and
magic mode on the board, the instant magic's target choice, a real die's typed face, the token marks.

Every expectation is read from the core: the face is the seeded die's (``seeded_face``), the magic the
fairy's (``magic_for_face``), the board's highlighted squares the core's actions or ``instant_targets``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from shogi_desktop.app.settings import Settings
from shogi_desktop.core.actions import Action
from shogi_desktop.core.addons.cards import cards_state
from shogi_desktop.core.addons.fantasista import (
    MagicState,
    instant_targets,
    magic_state,
    parse_gain,
    seeded_face,
)
from shogi_desktop.core.position import Position
from shogi_desktop.core.tables import parse_square, square_name
from shogi_desktop.ui.board.items import MoveMarker
from shogi_desktop.ui.cards.mode import action_clicks
from shogi_desktop.ui.fantasista.d20 import FACES, face_normal, facing, front_face
from shogi_desktop.ui.fantasista.texts import magic_name
from shogi_desktop.ui.game.controller import GameSetup
from shogi_desktop.ui.main_window import MainWindow
from tests.ui.action_steps import walk_steps

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
NOMOD = Qt.KeyboardModifier.NoModifier
# 15 plies of an ordinary opening (Black's rook ends on 2h)
OPENING = ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e", "6i7h", "4a3b", "2e2d", "2c2d", "2h2d", "P*2c",
           "2d2h", "8e8f", "8g8f"]


def make_window(qtbot: QtBot, animation_ms: int = 0) -> MainWindow:
    settings = Settings.load()
    settings.animation_ms = animation_ms
    settings.mute = True
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    return w


def start(w: MainWindow, fairies: str, seed: int = 7, real: bool = False) -> None:
    opts = {"fantasista": {"fairies": fairies, "seed": seed, "real_die": real}}
    w.new_game(GameSetup(variant="standard+fantasista", addon_options=opts))


def play(w: MainWindow, usi: str) -> bool:
    return w.controller.try_move(w.controller.position().legal_move_from_usi(usi))


def click_square(w: MainWindow, sq: int, button: Qt.MouseButton = LEFT) -> None:
    p = w.scene.square_center(sq)
    QTest.mouseClick(w.view.viewport(), button, NOMOD, w.view.mapFromScene(p))


def board_markers(w: MainWindow) -> set[int]:
    return {i.square for i in w.scene.items() if isinstance(i, MoveMarker) and i.square is not None}


def magic(w: MainWindow, color: int) -> MagicState:
    st = magic_state(w.controller.position(), color)
    assert isinstance(st, MagicState)
    return st


def test_icosahedron_lands_on_every_face() -> None:
    assert len(FACES) == 20
    for face in range(1, 21):
        m = facing(face)
        assert front_face(m) == face
        n = face_normal(face - 1)
        assert abs(sum(a * b for a, b in zip(n, n)) - 1) < 1e-9


def test_new_game_dialog_starts_a_fantasista_game_and_the_die_shows_the_gain(qtbot: QtBot) -> None:
    w = make_window(qtbot, animation_ms=180)  # animations on: the die tumbles
    w.new_game_dialog()
    dialog = w.new_game_dialog_widget
    box = dialog.fantasista_box
    box.setChecked(True)
    box.set_fairy(0, "hiko")
    box.set_fairy(1, "ayumi")
    for color, fairy in ((0, "hiko"), (1, "ayumi")):  # each fairy's table, read from the core
        st = MagicState(fairy)
        text = box.tables[color].text()
        for face in (1, 2, 3, 4):
            assert magic_name(str(st.magic_for_face(face))) in text
        assert "19-20" in text and "9-18" in text
    assert box.interval_spin.value() == 15
    dialog.accept()
    c = w.controller
    assert c.record.variant == "standard+fantasista"
    assert (magic(w, 0).fairy, magic(w, 1).fairy, magic(w, 0).interval) == ("hiko", "ayumi", 15)
    assert w.magic_dock.isVisible()
    seed = int(c.record.header["fantasista-seed"])
    for usi in OPENING[:14]:
        assert play(w, usi)
        assert not w.magic_dock.flow.die.isVisible()  # no gain before ply 15
    assert play(w, OPENING[14])
    die = w.magic_dock.flow.die
    assert die.isVisible() and die.rolling
    face = seeded_face(seed, 15)
    assert die.face == face
    gained = MagicState("hiko").magic_for_face(face)
    assert c.record.current.events == [f"gain!d{face}" + (f",{gained}" if gained else "")]
    QTest.mouseClick(die, LEFT, NOMOD, die.rect().center())  # skip the tumble
    assert not die.rolling and die.shown_face() == face
    st = magic(w, 0)
    held = [r for r, _ in st.rights] + [f"{m}:{ltr}" for m, ltr, _ in st.tokens]
    assert sorted(held) == sorted(w.magic_dock.players[0].rows)
    if gained is None:
        assert "Miss (no magic)" in die.text


def test_new_game_dialog_combines_cards_and_fantasista(qtbot: QtBot) -> None:
    """Both add-ons at once (RULES.md §8: every add-on is combinable): the card dock and the magic dock
    both show, a card is played, and the gain after ply 15 comes as in a game of magic alone."""
    w = make_window(qtbot)
    w.new_game_dialog()
    dialog = w.new_game_dialog_widget
    dialog.card_box.set_addon("cards2")
    box = dialog.fantasista_box
    box.setChecked(True)
    box.set_fairy(0, "hiko")
    assert not dialog.message.isVisible()  # nothing refuses the combination
    dialog.accept()
    c = w.controller
    assert c.record.variant == "standard+cards2+fantasista"
    assert w.card_dock.isVisible() and w.magic_dock.isVisible()
    assert magic(w, 0).fairy == "hiko"
    recall = next(a for a in c.position().legal_actions() if isinstance(a, Action) and a.name == "recall")
    assert c.try_move(recall)
    assert "recall" in cards_state(c.position(), 0).used
    seed = int(c.record.header["fantasista-seed"])
    for _ in range(14):
        assert c.try_move(c.position().legal_moves()[0])
    gained = MagicState("hiko").magic_for_face(seeded_face(seed, 15))
    assert c.position().move_number == 16
    assert c.record.current.events == [f"gain!d{seeded_face(seed, 15)}" + (f",{gained}" if gained else "")]
    assert w.card_dock.isVisible() and w.magic_dock.isVisible()


def test_gain_listed_and_rook_awakening_used_through_panel_and_board(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    start(w, "hiko,ayumi", seed=7)
    for usi in OPENING:
        assert play(w, usi)
    assert seeded_face(7, 15) == 3  # hiko's face 3: the right 飛車覚醒
    assert magic(w, 0).rights == (("rook-awakening", 1),)
    dock = w.magic_dock
    assert dock.flow.die.face == 3 and magic_name("rook-awakening") in dock.flow.die.text
    button = dock.use_button(0, "rook-awakening")
    assert not button.isEnabled()  # White to move
    assert play(w, "9c9d")  # ply 16: White (ayumi) gains
    face16 = seeded_face(7, 16)
    assert dock.flow.die.face == face16
    assert magic(w, 1).magic_for_face(face16) == "pawn-tokens"
    assert set(dock.players[1].rows) == {"pawn-tokens:P", "pawn-tokens:G"}
    # Black uses the right: the button, then the board
    button = dock.use_button(0, "rook-awakening")
    assert button.isEnabled()
    QTest.mouseClick(button, LEFT)
    pos = w.controller.position()
    core = [a for a in pos.legal_actions() if isinstance(a, Action) and a.name == "rook-awakening"]
    assert dock.mode.active
    assert board_markers(w) == {action_clicks(pos, a)[0][1] for a in core}
    chosen = next(a for a in core if a.steps == ("2h2f", "2f7f") or a.steps[0] == "2h2f")
    for _kind, sq in action_clicks(pos, chosen)[:1]:
        click_square(w, sq)
    assert board_markers(w) == {action_clicks(pos, a)[1][1] for a in core if action_clicks(pos, a)[0][1] == parse_square("2h")}
    clicks = action_clicks(pos, chosen)
    for _kind, sq in clicks[1:]:
        click_square(w, sq)
    node = w.controller.record.current
    assert node.move == chosen
    assert magic(w, 0).rights == ()
    assert "rook-awakening" not in dock.players[0].rows


def test_magic_mode_cancels_with_right_click_and_escape(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    start(w, "hiko,ayumi", seed=7)
    for usi in [*OPENING, "9c9d"]:
        assert play(w, usi)
    dock = w.magic_dock
    ply = w.controller.record.current.ply
    QTest.mouseClick(dock.use_button(0, "rook-awakening"), LEFT)
    assert dock.mode.active and board_markers(w)
    click_square(w, parse_square("5e"), RIGHT)
    assert not dock.mode.active and not board_markers(w)
    QTest.mouseClick(dock.use_button(0, "rook-awakening"), LEFT)
    assert dock.mode.active
    QTest.keyClick(w.view.viewport(), Qt.Key.Key_Escape)
    assert not dock.mode.active
    assert w.controller.record.current.ply == ply  # nothing played


def test_token_dropped_through_panel_is_marked(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    start(w, "hiko,ayumi", seed=7)
    for usi in [*OPENING, "9c9d", "1g1f"]:
        assert play(w, usi)
    dock = w.magic_dock
    QTest.mouseClick(dock.use_button(1, "pawn-tokens:G"), LEFT)
    pos = w.controller.position()
    core = [a for a in pos.legal_actions() if isinstance(a, Action) and a.name == "pawn-tokens"
            and a.steps[0].startswith("G*")]
    assert board_markers(w) == {parse_square(a.steps[0][2:]) for a in core}
    click_square(w, parse_square("5e"))
    assert w.controller.record.current.move == Action("pawn-tokens", ("G*5e",))
    pos = w.controller.position()
    tokens = {sq for sq, st in pos.statuses.items() if st.token}
    assert tokens == {parse_square("5e")}
    for sq in range(81):
        item = w.scene.piece_item_at(sq)
        if item is not None:
            assert ("token" in item.marks) == (sq in tokens)
    assert magic(w, 1).token_count("pawn-tokens", "G") == 0
    assert "pawn-tokens:G" not in dock.players[1].rows


def test_instant_magic_target_chosen_on_the_board(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    start(w, "ayumi,none", seed=7)  # face 3 at ply 15: invincible for Black
    for usi in OPENING[:14]:
        assert play(w, usi)
    pos = w.controller.position()
    m = pos.legal_move_from_usi(OPENING[14])
    assert not w.controller.try_move(m)  # held for the choice
    flow = w.magic_dock.flow
    assert w.controller.record.current.ply == 14 and flow.pending is not None
    after = pos.copy()
    after.push(m)
    targets = set(instant_targets(after, 0, "invincible"))
    assert len(targets) > 1 and board_markers(w) == targets
    assert flow.die.isVisible() and flow.die.face == 3
    # Esc cancels the move
    QTest.keyClick(w.view.viewport(), Qt.Key.Key_Escape)
    assert flow.pending is None and w.controller.record.current.ply == 14 and not board_markers(w)
    assert w.scene.position().sfen() == pos.sfen()
    # again, and choose the last candidate
    assert not w.controller.try_move(m)
    choice = max(targets)
    click_square(w, choice)
    node = w.controller.record.current
    assert node.ply == 15 and node.events == [f"gain!d3,invincible,{square_name(choice)}"]
    st = w.controller.position().statuses[choice]
    assert st.immune_until is not None
    assert "immune" in w.scene.piece_item_at(choice).marks
    assert flow.die.isVisible() and magic_name("invincible") in flow.die.text


def test_real_die_asks_for_the_face(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    start(w, "hiko,ayumi", seed=7, real=True)
    for usi in OPENING[:14]:
        assert play(w, usi)
    assert not play(w, OPENING[14])
    dialog = w.magic_dock.flow.dialog
    assert dialog is not None and w.controller.record.current.ply == 14
    dialog.spin.setValue(19)
    dialog.accept()
    node = w.controller.record.current
    assert node.ply == 15 and node.events == ["gain!d19"]
    die = w.magic_dock.flow.die
    assert die.face == 19 and "Miss (no magic)" in die.text
    assert parse_gain(node.events[0])[1] is None and magic(w, 0).rights == ()


def test_die_result_follows_the_interface_language(qtbot: QtBot, qapp: object) -> None:
    from PySide6.QtCore import QCoreApplication

    from shogi_desktop.app.i18n import current_language, install_translations

    before = current_language() or "en"
    install_translations(qapp, "en")  # type: ignore[arg-type]
    try:
        w = make_window(qtbot)
        start(w, "hiko,ayumi", seed=7)
        for usi in OPENING:
            assert play(w, usi)
        die = w.magic_dock.flow.die
        assert seeded_face(7, 15) == 3 and die.face == 3  # hiko's face 3: 飛車覚醒
        assert die.text == "☗ Hiko (rook): Rook awakening"
        install_translations(qapp, "ja")  # type: ignore[arg-type]
        QCoreApplication.processEvents()
        assert die.text == "☗ 飛子：飛車覚醒"  # the shown result follows a change of language
        assert play(w, "9c9d")  # ply 16: White's gain, rolled in Japanese
        assert die.text.startswith("☖ あゆみ：")
    finally:
        install_translations(qapp, before)  # type: ignore[arg-type]
        QCoreApplication.processEvents()


def test_the_die_plays_the_dice_sound_when_it_lands(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    played: list[str] = []
    w.play_sound = played.append  # type: ignore[method-assign]
    start(w, "hiko,ayumi", seed=7)
    for usi in OPENING[:14]:
        assert play(w, usi)
    assert "dice" not in played
    assert play(w, OPENING[14])
    die = w.magic_dock.flow.die
    QTest.mouseClick(die, LEFT, NOMOD, die.rect().center())  # skip the tumble: it lands
    assert played.count("dice") == 1


def test_reserved_faces_get_their_own_magic_in_the_new_game_dialog(qtbot: QtBot) -> None:
    from shogi_desktop.ui.fantasista.options import ReservedFacesDialog

    w = make_window(qtbot)
    w.new_game_dialog()
    dialog = w.new_game_dialog_widget
    box = dialog.fantasista_box
    box.setChecked(True)
    box.set_fairy(0, "hiko")
    editor = ReservedFacesDialog("hiko", {}, box)
    qtbot.addWidget(editor)
    assert sorted(editor.combos) == list(range(9, 19)) and editor.reserved() == {}
    combo = editor.combos[12]
    combo.setCurrentIndex(combo.findData("carrier"))  # another fairy's magic
    assert editor.reserved() == {12: "carrier"}
    box.set_reserved(0, editor.reserved())
    assert "12" in box.tables[0].text() and magic_name("carrier") in box.tables[0].text()
    assert box.options() is not None and box.options()["fantasista"]["reserved"] == [{12: "carrier"}, {}]
    editor.restore_defaults()
    assert editor.reserved() == {}
    dialog.accept()
    st = magic(w, 0)
    assert st.reserved == ((12, "carrier"),) and st.magic_for_face(12) == "carrier"
    assert st.magic_for_face(13) == st.magic_for_face(4) and magic(w, 1).reserved == ()
    # the options as they come back from a JSON settings file (text keys) set the same faces
    box.set_options("fantasista", {"fantasista": {"fairies": ["hiko", "ayumi"],
                                                  "reserved": [{"12": "carrier", "20": "carrier"}, {}]}})
    assert box.reserved == [{12: "carrier"}, {}]


def test_escape_cancels_magic_mode_right_after_use_and_the_instant_target_choice(qtbot: QtBot) -> None:
    """After a click on "Use" the focus is on that button: Esc still cancels, as the hint says; and the
    instant magic's target choice ("Esc cancels the move") too, with the focus in the move list."""
    w = make_window(qtbot)
    w.activateWindow()
    assert QTest.qWaitForWindowActive(w)
    start(w, "hiko,ayumi", seed=7)
    for usi in [*OPENING, "9c9d"]:
        assert play(w, usi)
    dock = w.magic_dock
    button = dock.use_button(0, "rook-awakening")
    button.setFocus()
    QTest.mouseClick(button, LEFT)
    assert dock.mode.active and "Esc" in dock.status.text()
    QTest.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_Escape)
    assert not dock.mode.active and not board_markers(w)
    w2 = make_window(qtbot)
    w2.activateWindow()
    assert QTest.qWaitForWindowActive(w2)
    start(w2, "ayumi,none", seed=7)  # face 3 at ply 15: invincible for Black, several candidates
    for usi in OPENING[:14]:
        assert play(w2, usi)
    pos = w2.controller.position()
    assert not w2.controller.try_move(pos.legal_move_from_usi(OPENING[14]))
    flow = w2.magic_dock.flow
    assert flow.pending is not None
    w2.move_list.tree.setFocus()
    QTest.keyClick(w2.move_list.tree, Qt.Key.Key_Escape)
    assert flow.pending is None and w2.controller.record.current.ply == 14 and not board_markers(w2)


def at(board: str, black: MagicState, status: str = "") -> Position:
    from shogi_desktop.core.addons.fantasista import format_magic_field

    extra = " " + format_magic_field(black, MagicState()) + (f" status:{status}" if status else "")
    return Position.from_sfen(f"{board} b - 2{extra}", "standard+fantasista")


def test_every_step_of_every_magic_says_what_the_next_click_does(qtbot: QtBot) -> None:
    """Rights, tokens and the powers of pieces on the board: before each click the hint names what it
    chooses (the rook's first and second move, the curtain's tokens, the strike), the piece stands on
    its intermediate square, and the last click plays the core's action."""
    from shogi_desktop.ui.fantasista.dock import MagicMode

    fire = at("4k4/9/9/9/9/9/9/r8/r3K4", MagicState("hiko", tokens=(("fire-dragon", "D", 1),)))
    cases = [
        (at("4k4/9/9/9/9/9/9/7R1/4K4", MagicState("hiko", rights=(("rook-awakening", 1),))), {"rook-awakening"}),
        (at("4k4/9/9/9/9/9/9/3GG4/3GK4", MagicState("ginsara", rights=(("silver-curtain", 1),))),
         {"silver-curtain"}),
        (at("4k4/9/9/9/9/9/9/9/2S1K1S2", MagicState("ginsara", rights=(("silver-wave", 1),))), {"silver-wave"}),
        (fire, {"fire-dragon"}),
        (at("4k4/9/9/9/p8/p8/p8/9/J3K4", MagicState(), "9i=t"), {"spearmen"}),
        (at("4k4/9/9/9/9/4g4/4X4/9/K8", MagicState(), "5g=t"), {"sword-silver"}),
        (at("4k4/9/9/9/9/9/9/9/W3K4", MagicState(), "9i=t"), {"gale-horse"}),
        (at("4k4/9/9/9/9/9/4P4/9/4K4", MagicState("ayumi", tokens=(("pawn-tokens", "P", 2), ("pawn-tokens", "G", 1)))),
         {"pawn-tokens"}),
    ]
    for pos, names in cases:
        assert walk_steps(qtbot, MagicMode, pos, names, per_name=6) == names


INK = (60, 30, 10)


def label_ink_at_edges(die: object, text: str) -> int:
    """Dark pixels in the outer 7 px of the result label's width: a text too long for the label (once
    clipped at both ends) reaches there."""
    import numpy as np
    from PySide6.QtGui import QImage

    die.set_text(text)  # type: ignore[attr-defined]
    image = die.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)  # type: ignore[attr-defined]
    rgb = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.width(), 4)
    top = die.SIZE + 2  # type: ignore[attr-defined]
    band = rgb[top:top + 40]
    w = image.width()
    edges = np.concatenate([band[:, 5:12], band[:, w - 12:w - 5]], axis=1)
    dark = (edges[:, :, 2] < 140) & (edges[:, :, 1] < 110)  # R and G of the ink, not of the label
    return int(dark.sum())


def test_the_die_result_is_never_clipped(qtbot: QtBot, qapp: object) -> None:
    """Every result text (each fairy's every magic, a miss, both sides) shows whole in English and in
    Japanese (English ones such as "☗ Yōkaku (bishop): Bishop token" were cut at both ends)."""
    from shogi_desktop.app.i18n import install_translations
    from shogi_desktop.core.addons.fantasista import FAIRIES
    from shogi_desktop.ui.fantasista.d20 import D20Widget
    from shogi_desktop.ui.fantasista.texts import MAGIC_TEXTS, gain_summary

    die = D20Widget(duration_ms=0)
    qtbot.addWidget(die)
    try:
        for lang in ("en", "ja"):
            install_translations(qapp, lang)  # type: ignore[arg-type]
            for fairy in FAIRIES:
                for magic in (*MAGIC_TEXTS, None):
                    for mark in ("☗", "☖"):
                        text = f"{mark} {gain_summary(fairy, magic)}"
                        die.roll(1, text)
                        assert not die.rolling
                        assert label_ink_at_edges(die, text) == 0, text
    finally:
        install_translations(qapp, "en")  # type: ignore[arg-type]


def test_the_status_bar_tells_the_roll_once_the_die_has_landed(qtbot: QtBot, qapp: object) -> None:
    """While the die tumbles the status bar keeps the result to itself; it tells it on landing (or when
    a click skips the tumble), in one punctuation style per language."""
    from shogi_desktop.app.i18n import install_translations

    w = make_window(qtbot, animation_ms=180)  # animations on: the die tumbles
    start(w, "hiko,ayumi", seed=7)
    die = w.magic_dock.flow.die
    for usi in OPENING:
        assert play(w, usi)
    assert die.rolling and "rolled" not in w.statusBar().currentMessage()
    QTest.mouseClick(die, LEFT)  # skip the tumble
    assert not die.rolling
    assert w.statusBar().currentMessage() == "☗ rolled 3. Hiko (rook): Rook awakening"
    assert die.text == "☗ Hiko (rook): Rook awakening"
    install_translations(qapp, "ja")  # type: ignore[arg-type]
    try:
        w.settings.animation_ms = 0  # animations off: the die lands at once
        assert play(w, "9c9d")  # White's gain, at once
        message, label = w.statusBar().currentMessage(), die.text
        assert message.startswith("☖の出目は") and "。あゆみ：" in message
        assert label.startswith("☖ あゆみ：")
        assert not any(c in message + label for c in ":,()")  # Japanese punctuation only
    finally:
        install_translations(qapp, "en")  # type: ignore[arg-type]


def test_the_new_game_box_names_the_add_on_as_the_game_line_does(qtbot: QtBot, qapp: object) -> None:
    from shogi_desktop.app.i18n import install_translations
    from shogi_desktop.ui.fantasista.options import FantasistaOptionsBox

    try:
        for lang in ("en", "ja"):
            install_translations(qapp, lang)  # type: ignore[arg-type]
            box = FantasistaOptionsBox()
            qtbot.addWidget(box)
            title = box.title()
            if lang == "en":
                assert title == "Ōshō Fantasista (fairies and magic)"
            else:
                assert title == "王将ファンタジスタ（妖精と魔法）"
    finally:
        install_translations(qapp, "en")  # type: ignore[arg-type]


def test_with_animations_off_the_die_lands_at_once(qtbot: QtBot) -> None:
    w = make_window(qtbot)  # animation_ms = 0
    start(w, "hiko,ayumi")
    seed = int(w.controller.record.header["fantasista-seed"])
    for usi in OPENING:
        assert play(w, usi)
    die = w.magic_dock.flow.die
    face = seeded_face(seed, 15)
    assert die.isVisible() and not die.rolling and die.shown_face() == face
    assert f"rolled {face}." in w.statusBar().currentMessage()  # told at once: nothing is left tumbling


def test_die_position_keeps_off_the_squares_to_avoid() -> None:
    from PySide6.QtCore import QRect, QSize

    from shogi_desktop.ui.fantasista.d20 import die_position

    area, die = QSize(900, 900), QSize(300, 314)
    assert die_position(area, die) == die_position(area, die, [QRect(0, 0, 50, 50)])  # the middle, free
    middle = QRect(die_position(area, die), die)
    assert middle.center().x() in range(440, 461) and middle.center().y() in range(440, 461)
    for square in (QRect(425, 425, 50, 50), QRect(425, 560, 50, 50), QRect(425, 300, 50, 50)):
        box = QRect(die_position(area, die, [square]), die)
        assert not box.intersects(square) and QRect(0, 0, 900, 900).contains(box)
    # the centre square and both halves' middles taken: beside, at the left
    taken = [QRect(425, 425, 50, 50), QRect(425, 200, 50, 50), QRect(425, 650, 50, 50)]
    assert die_position(area, die, taken).x() == 0


def test_the_die_hides_neither_square_of_the_move_that_gained(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    w.resize(1400, 1000)
    start(w, "hiko,ayumi", seed=7)
    centre = [*OPENING[:14], "5g5f"]
    centre[0] = "5g5f"
    centre[14] = "5f5e"  # ply 15, the gain: a pawn to the middle of the board
    for usi in centre:
        assert play(w, usi)
    die = w.magic_dock.flow.die
    assert die.isVisible()
    box = die.geometry()
    for sq in (parse_square("5f"), parse_square("5e")):
        square = w.view.mapFromScene(w.scene.square_rect(sq)).boundingRect()
        assert w.view.viewport().rect().contains(square)
        assert not box.intersects(square), sq


def test_played_squares_of_moves_and_actions() -> None:
    from shogi_desktop.ui.fantasista.gain import played_squares

    pos = Position.initial("standard")
    m = pos.legal_move_from_usi("7g7f")
    assert played_squares(m) == [parse_square("7g"), parse_square("7f")]
    assert played_squares(Action("pawn-tokens", ("G*5e",))) == [parse_square("5e")]
    assert played_squares(Action("invincible", ("2h",))) == [parse_square("2h")]
    assert played_squares(None) == []


def test_pieces_in_hand_sit_at_their_owners_end_of_the_tall_stands(qtbot: QtBot) -> None:
    """Magic tokens make the stands as tall as the board: each player's pieces sit at the player's end
    (Black's at the bottom, White's at the top), not at the opponent's."""
    w = make_window(qtbot)
    start(w, "hiko,ayumi", seed=7)
    for usi in ["7g7f", "3c3d", "8h2b+", "3a2b", "2g2f"]:  # each side has taken a bishop
        assert play(w, usi)
    bishop = w.controller.position().variant.kind("B").index
    middle = w.scene.board_rect().center().y()
    for color in (0, 1):
        stand = w.scene.komadai(color)
        assert stand is not None and stand.rows > stand.STANDARD_ROWS  # a tall stand
        assert stand.held() == [bishop]
        slot = stand.slot_rect(bishop)
        item = w.scene.hand_item(color, bishop)
        assert item is not None and stand.slot_at(item.mapToScene(item.boundingRect().center())) == bishop
        if color == 0:
            assert abs(slot.bottom() - (stand.pos().y() + stand.panel_rect().bottom() - stand.PAD)) < 0.01  # Black's end
        else:
            assert abs(slot.top() - (stand.pos().y() + stand.PAD)) < 0.01  # White's end
        assert (slot.center().y() > middle) == (color == 0)
    assert play(w, "B*5e")  # White's hand still plays
    assert w.scene.komadai(1).held() == []  # type: ignore[union-attr]
