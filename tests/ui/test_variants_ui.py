"""The variant boards in the application (issue 5): the New Game dialog starts every variant family,
moves are played with mouse events on the board view (the lion's capture in place included), the
piece guide shows the core's squares, a reflecting bishop shows its paths, and every kind has a face.

Every expectation comes from the core (legal moves, actions, rays) or from RULES.md §4 itself.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QContextMenuEvent, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from shogi_desktop.app.settings import Settings
from shogi_desktop.core.actions import Action
from shogi_desktop.core.position import Position, is_drop, is_promotion, make_move, move_from, move_to
from shogi_desktop.core.tables import NSQ, code_of, parse_square, square_name
from shogi_desktop.core.variant import all_variant_choices, load_variant, variant_ids
from shogi_desktop.paths import resource
from shogi_desktop.ui.board.piece_art import PieceArt, load_fonts, piece_file_name
from shogi_desktop.ui.board.preview import BoardPreview
from shogi_desktop.ui.dialogs.new_game import NewGameDialog, subvariant_choices
from shogi_desktop.ui.help.piece_guide import PieceGuide, guide_moves
from shogi_desktop.ui.main_window import MainWindow
from shogi_desktop.ui.text.names import side_name

LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier
STANDARD_LETTERS = {k.letter for k in load_variant("standard").kinds}
SQ = parse_square


def make_window(qtbot: QtBot) -> MainWindow:
    settings = Settings.load()
    settings.animation_ms = 0
    settings.mute = True
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def click(w: MainWindow, sq: int) -> None:
    QTest.mouseClick(w.view.viewport(), LEFT, NOMOD, w.view.mapFromScene(w.scene.square_center(sq)))


def drag(w: MainWindow, a: int, b: int) -> None:
    vp = w.view.viewport()
    pa, pb = w.view.mapFromScene(w.scene.square_center(a)), w.view.mapFromScene(w.scene.square_center(b))
    QTest.mousePress(vp, LEFT, NOMOD, pa)
    for i in range(1, 5):
        QTest.mouseMove(vp, pa + (pb - pa) * i / 4)
    QTest.mouseRelease(vp, LEFT, NOMOD, pb)


def play(w: MainWindow, m: int) -> None:
    """Play a board move with two clicks, answering the promotion chooser if the core offers both."""
    pos = w.controller.position()
    click(w, move_from(m))
    click(w, move_to(m))
    if make_move(move_from(m), move_to(m), not is_promotion(m)) in pos.legal_moves():
        chooser = w.scene.chooser
        assert chooser is not None
        QTest.mouseClick(w.view.viewport(), LEFT, NOMOD,
                         w.view.mapFromScene(chooser.option_rect(is_promotion(m)).center()))


def preview_sfen(dialog: NewGameDialog) -> str:
    preview = dialog.preview
    assert isinstance(preview, BoardPreview)
    pos = preview.position()
    assert pos is not None
    return pos.sfen()


def shown_sfen(w: MainWindow) -> str:
    pos = w.scene.position()
    assert pos is not None
    return pos.sfen()


def showcase_move(pos: Position) -> int:
    """A legal board move, by a piece the variant adds when one can move (else any board move)."""
    moves = sorted(m for m in pos.legal_moves() if not is_drop(m))
    assert moves
    for m in moves:
        kind = pos.variant.kinds[abs(pos.board[move_from(m)]) - 1]
        if kind.letter not in STANDARD_LETTERS or kind.name_en != load_variant("standard").kind(
                kind.letter).name_en:
            return m
    return moves[0]


# ----------------------------------------------------------------------------- New Game dialog
@pytest.mark.parametrize("family", variant_ids())
def test_start_each_variant_family_from_the_dialog_and_play_a_move(qtbot: QtBot, family: str) -> None:
    w = make_window(qtbot)
    w.new_game_dialog()
    dialog = w.new_game_dialog_widget
    assert isinstance(dialog, NewGameDialog)
    combo = dialog.variant_combo
    assert combo.isEnabled()
    assert [combo.itemData(i) for i in range(combo.count())] == variant_ids()
    combo.setCurrentIndex(combo.findData(family))
    subs = subvariant_choices(family)
    assert [dialog.subvariant_list.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(dialog.subvariant_list.count())] == subs
    assert subs == [c for c in all_variant_choices() if c.startswith(family + ":")]
    choice = family
    if subs:
        dialog.subvariant_list.setCurrentRow(len(subs) - 1)  # the last setup: the default is the first
        choice = subs[-1]
    start = Position.initial(choice)
    assert dialog.variant_id() == choice
    assert preview_sfen(dialog) == start.sfen()
    assert side_name(start.side) in dialog.first_label.text()
    variant = load_variant(choice)
    if family != "standard":
        assert dialog.variant_info.text() == variant.description_en
        assert not dialog.handicap_combo.isEnabled() and dialog.handicap_id() is None
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    assert w.controller.record.variant == choice
    shown = w.scene.position()
    assert shown is not None and shown.sfen() == start.sfen() and shown.variant.id == choice
    m = showcase_move(start)
    play(w, m)
    expected = Position.initial(choice)
    expected.push(m)
    assert w.controller.record.moves_usi() == [start.move_to_usi(m)]
    assert w.controller.position().sfen() == expected.sfen()
    assert shown_sfen(w) == expected.sfen()


def test_every_sub_variant_is_offered_with_who_moves_first(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    for choice in all_variant_choices():
        dialog.select_variant(choice)
        start = Position.initial(choice if ":" in choice else dialog.variant_id())
        assert preview_sfen(dialog) == start.sfen()
        assert dialog.first_label.text().endswith(side_name(start.side))
        assert dialog.config().variant == dialog.variant_id()
    dialog.select_variant("standard")
    assert dialog.handicap_combo.isEnabled() and not dialog.subvariant_list.isVisibleTo(dialog)


# ----------------------------------------------------------------------------- the lion
LION_SFEN = "4k4/9/9/3pg4/4+Y4/9/9/9/4K4 b - 1"  # Black's lion on 5e, White's pawn 6d and gold 5d


def lion_window(qtbot: QtBot) -> MainWindow:
    w = make_window(qtbot)
    w.start_from_sfen(LION_SFEN, "kirin-phoenix:1")
    return w


def test_lion_captures_in_place_through_the_board(qtbot: QtBot) -> None:
    w = lion_window(qtbot)
    core = Position.from_sfen(LION_SFEN, "kirin-phoenix:1")
    click(w, SQ("5e"))
    click(w, SQ("6d"))  # a capture with a king step: the lion waits there for its second step
    lion = w.scene.lion_step()
    assert lion is not None and (lion.start, lion.mid) == (SQ("5e"), SQ("6d"))
    second = {SQ(str(a)[-2:]) for a in core.special_actions() if a.steps[0] == "5e6d"}
    assert second and w.scene.marker_squares() == second
    assert SQ("5e") in second  # back to the start: 居食い
    assert w.scene.stop_square() == SQ("6d")
    click(w, SQ("5e"))
    action = Action("lion", ("5e6d", "6d5e"))
    assert w.controller.current.move == action
    core.push(action)
    after = w.controller.position()
    assert after.sfen() == core.sfen()
    assert after.board[SQ("5e")] == code_of(after.variant.kind("+Y"), 0) and after.board[SQ("6d")] == 0
    assert after.hands[0][after.variant.kind("P").index] == 1
    assert shown_sfen(w) == core.sfen() and w.scene.lion_step() is None


def test_lion_double_capture_stop_here_and_cancel(qtbot: QtBot) -> None:
    w = lion_window(qtbot)
    # cancel: a click outside the second steps plays nothing
    click(w, SQ("5e"))
    click(w, SQ("6d"))
    click(w, SQ("1i"))
    assert w.scene.lion_step() is None and w.controller.record.moves_usi() == []
    assert shown_sfen(w) == Position.from_sfen(LION_SFEN, "kirin-phoenix:1").sfen()
    # stop here: clicking the waiting lion plays the plain capture
    click(w, SQ("5e"))
    click(w, SQ("6d"))
    click(w, SQ("6d"))
    assert w.controller.record.moves_usi() == ["5e6d"]
    w.controller.take_back()
    # two captures: 6d (dragged there) then 5d
    drag(w, SQ("5e"), SQ("6d"))
    assert w.scene.lion_step() is not None
    item = w.scene.piece_item_at(SQ("5e"))
    assert item is not None and w.scene.square_at(item.mapToScene(item.boundingRect().center())) == SQ("6d")
    click(w, SQ("5d"))
    assert w.controller.current.move == Action("lion", ("5e6d", "6d5d"))
    hands = w.controller.position().hand_counts(0)
    assert {k.letter: n for k, n in hands.items() if n} == {"P": 1, "G": 1}


# ----------------------------------------------------------------------------- reflecting paths
def test_reflect_path_is_drawn_when_a_reflecting_bishop_is_selected(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    sfen = "4k4/9/7B1/9/9/9/9/9/4K4 b - 1"  # RULES.md §4.1: a bishop on 2c, otherwise empty
    w.start_from_sfen(sfen, "reflect-bishop:1")
    click(w, SQ("2c"))
    paths = w.scene.travel_paths()
    assert paths
    travelled = {q for p in paths for q in p.squares}
    for name in ("3b", "4a", "5b", "6c", "7d", "8e", "9f", "8g"):  # the seed's example
        assert SQ(name) in travelled
    assert w.scene.marker_squares() <= travelled  # every destination is on a drawn path
    seed_path = next(p for p in paths if p.squares[:2] == (SQ("3b"), SQ("4a")))
    assert SQ("4a") in seed_path.corners and SQ("9f") in seed_path.corners  # the bounce points
    # the path ends at the first occupied square: the White king on 5a
    w.start_from_sfen("4k4/9/9/9/9/9/9/9/1B2K4 b - 1", "reflect-bishop:1")
    click(w, SQ("8i"))
    ends = {p.squares[-1] for p in w.scene.travel_paths()}
    assert SQ("5f") not in ends
    core = Position.from_sfen("4k4/9/9/9/9/9/9/9/1B2K4 b - 1", "reflect-bishop:1")
    for p in w.scene.travel_paths():
        assert all(core.board[q] == 0 for q in p.squares[:-1])
    # a king shows no path, nor does an ordinary bishop
    click(w, SQ("5i"))
    assert w.scene.travel_paths() == []
    w.start_from_sfen(sfen, "standard")
    click(w, SQ("2c"))
    assert w.scene.travel_paths() == [] and w.scene.marker_squares()


# ----------------------------------------------------------------------------- the piece guide
def expected_squares(variant: str, letter: str, sq: int) -> set[int]:
    """The core's answer, asked directly: legal destinations of the lone piece, and capture-only leaps."""
    v = load_variant(variant)
    kind = v.kind(letter)
    board = ["9"] * 9
    f, r = sq % 9, sq // 9
    row = ("" if f == 0 else str(f)) + kind.letter + ("" if f == 8 else str(8 - f))
    board[r] = row
    pos = Position.from_sfen("/".join(board) + " b - 1", v)
    legal = {move_to(m) for m in pos.legal_moves() if move_from(m) == sq}
    return legal | set(pos.T.steps_c[0][kind.index][sq])


@pytest.mark.parametrize(("variant", "letter", "square", "rules"), [
    ("standard", "N", "5e", {"4c", "6c"}),
    ("eight-knight:3", "E", "5e", {"4c", "6c", "3d", "7d", "3f", "7f", "4g", "6g"}),
    ("kirin-phoenix:1", "+Y", "5e", {square_name(s) for s in range(NSQ)
                                     if 0 < max(abs(s % 9 - 4), abs(s // 9 - 4)) <= 2}),
    ("reflect-bishop:1", "B", "2c", None),
])
def test_piece_guide_shows_the_core_squares(qtbot: QtBot, variant: str, letter: str, square: str,
                                            rules: set[str] | None) -> None:
    guide = PieceGuide(variant, letter)
    qtbot.addWidget(guide)
    guide.set_square(SQ(square))
    assert guide.square() == SQ(square)
    marked = guide.board.marked_squares()
    assert marked == expected_squares(variant, letter, SQ(square))
    if rules is not None:
        assert {square_name(s) for s in marked} == rules
    else:  # RULES.md §4.1's example path and a bounce off the top edge are both shown
        for name in ("3b", "4a", "5b", "6c", "7d", "8e", "9f", "8g"):
            assert SQ(name) in marked
        assert guide.moves().reflecting and guide.moves().lines
    kind = guide.kind()
    assert kind.name_ja in guide.names.text() and kind.name_en in guide.names.text()
    if kind.promoted is not None:
        assert kind.promoted.name_en in guide.details.text()


def test_piece_guide_lion_two_step_area(qtbot: QtBot) -> None:
    guide = PieceGuide("kirin-phoenix:1", "+Y")
    qtbot.addWidget(guide)
    moves = guide.moves()
    # the first steps that allow a second: the eight neighbours; the second steps cover the 5x5 area
    centre = SQ("5e")
    near = {s for s in range(NSQ) if max(abs(s % 9 - 4), abs(s // 9 - 4)) == 1}
    assert moves.two_step_first == near
    assert centre in moves.two_step_second
    assert "居食い" in guide.details.text()
    # and a piece without the power has none
    assert not guide_moves("kirin-phoenix:1", "Y", centre).two_step_first


def test_piece_guide_from_the_board_and_from_the_view_menu(qtbot: QtBot) -> None:
    w = make_window(qtbot)
    w.start_from_sfen("lnsgkgsnl/1y5f1/ppppppppp/9/9/9/PPPPPPPPP/1F5Y1/LNSGKGSNL b - 1", "kirin-phoenix:1")
    vp = w.view.viewport()
    at = w.view.mapFromScene(w.scene.square_center(SQ("2h")))
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at, vp.mapToGlobal(at))
    QApplication.sendEvent(vp, event)
    menu = w.scene.context_menu
    assert menu is not None and menu.actions()
    assert "Kirin" in menu.actions()[0].text()
    menu.actions()[0].trigger()
    menu.close()
    guide = w.piece_guide
    assert guide.isVisible() and guide.kind().letter == "Y"
    assert guide.board.marked_squares() == expected_squares("kirin-phoenix:1", "Y", SQ("5e"))
    guide.close()
    w.act_piece_guide.trigger()
    assert guide.isVisible() and guide.chooser.count() == len(load_variant("kirin-phoenix:1").kinds)
    guide.chooser.setCurrentRow(load_variant("kirin-phoenix:1").kind("F").index)
    assert guide.kind().letter == "F"
    assert guide.board.marked_squares() == expected_squares("kirin-phoenix:1", "F", SQ("5e"))
    # a click on the guide's board moves the piece there
    target = guide.board.square_rect(SQ("1a")).center()
    QTest.mouseClick(guide.board, LEFT, NOMOD, QPoint(round(target.x()), round(target.y())))
    assert guide.square() == SQ("1a")
    assert guide.board.marked_squares() == expected_squares("kirin-phoenix:1", "F", SQ("1a"))


# ----------------------------------------------------------------------------- piece faces
def render(renderer: QSvgRenderer | None) -> QImage:
    assert renderer is not None
    img = QImage(QSize(50, 55), QImage.Format.Format_ARGB32)
    img.fill(0)
    p = QPainter(img)
    renderer.render(p)
    p.end()
    return img


def test_every_variant_kind_has_a_face_in_both_orientations(qtbot: QtBot) -> None:
    load_fonts()
    art = PieceArt()
    for choice in all_variant_choices():
        variant = load_variant(choice)
        for kind in variant.kinds:
            for owner in (0, 1):
                face = kind.face(owner == 0)
                for pointing in (0, 1):
                    r = art.renderer(kind, pointing, owner)
                    assert r is not None and r.isValid(), (choice, kind.letter, owner, pointing)
                    path = resource("pieces", piece_file_name(kind.letter, pointing, face))
                    text = path.read_text(encoding="utf-8")
                    assert "<text" not in text and "<path d=" in text, path
                    assert ("rotate(180" in text) == (pointing == 1), path
                    assert ("#c0161b" in text) == kind.is_promoted, path
        # distinct: two kinds of one game share a face only if they are the same piece to play with
        by_face: dict[tuple[str, bool], list[str]] = {}
        for kind in variant.kinds:
            for black in (True, False):
                by_face.setdefault((kind.face(black), kind.is_promoted), []).append(kind.letter)
        for (face, _), letters in by_face.items():
            kinds = {variant.kind(x) for x in letters}
            assert len({(k.moves, k.hooks) for k in kinds}) == 1, (choice, face, letters)


def test_king_faces_follow_the_owner_not_the_orientation(qtbot: QtBot) -> None:
    """Black's king is 玉 and White's 王 (lishogi, ShogiGUI), also on a flipped board."""
    king = load_variant("standard").kind("K")
    assert (king.face(True), king.face(False)) == ("玉", "王")
    art = PieceArt()
    gyoku_up = render(QSvgRenderer(str(resource("pieces", piece_file_name("K", 0, "玉")))))
    ou_up = render(QSvgRenderer(str(resource("pieces", piece_file_name("K", 0, "王")))))
    assert gyoku_up != ou_up
    assert render(art.renderer(king, 0, owner=0)) == gyoku_up
    assert render(art.renderer(king, 0, owner=1)) == ou_up
    gyoku_down = render(QSvgRenderer(str(resource("pieces", piece_file_name("K", 1, "玉")))))
    assert render(art.renderer(king, 1, owner=0)) == gyoku_down != gyoku_up
    # on the board: flipped, Black's king points down and still reads 玉
    w = make_window(qtbot)
    w.set_flipped(True)
    item = w.scene.piece_item_at(SQ("5i"))
    assert item is not None and (item.owner, item.pointing) == (0, 1)
    img = QImage(QSize(50, 55), QImage.Format.Format_ARGB32)
    img.fill(0)
    p = QPainter(img)
    item.art.paint(p, img.rect().toRectF(), item.kind, item.pointing, item.owner)
    p.end()
    assert img == gyoku_down


def test_piece_guide_names_the_square_as_each_language_writes_it(qtbot: QtBot, qapp: object) -> None:
    """５五からの動き in Japanese (the move list's ７六歩 style), "Moves from 5e" in English (its P-7f)."""
    from shogi_desktop.app.i18n import install_translations

    try:
        for lang, text in (("ja", "５五からの動き"), ("en", "Moves from 5e")):
            install_translations(qapp, lang)  # type: ignore[arg-type]
            guide = PieceGuide("standard", "G")
            qtbot.addWidget(guide)
            guide.set_square(SQ("5e"))
            assert text in guide.details.text()
            assert ("5e" in guide.details.text()) == (lang == "en")
    finally:
        install_translations(qapp, "en")  # type: ignore[arg-type]
