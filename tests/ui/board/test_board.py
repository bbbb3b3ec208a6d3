"""The board scene and view, driven by real mouse events on the view's viewport (offscreen).

Every expectation about legality comes from the core (``pos.legal_moves()``) or from cshogi, never
from a table written here: the test checks that the board shows and sends what the core says.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import cshogi
import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from shogi_desktop.core.outcome import IllegalReason
from shogi_desktop.core.position import Position, is_drop, is_promotion, move_from, move_to
from shogi_desktop.core.tables import NSQ, parse_square
from shogi_desktop.paths import resource
from shogi_desktop.ui.board.komadai import KomadaiItem
from shogi_desktop.ui.board.piece_art import PieceArt, load_fonts, piece_file_name
from shogi_desktop.ui.board.scene import BoardScene, Source
from shogi_desktop.ui.board.view import BoardView
from shogi_desktop.ui.game.controller import GameController, GameSetup

LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier
UI_DIR = Path(__file__).resolve().parents[3] / "shogi_desktop" / "ui"


# ----------------------------------------------------------------------------- helpers
class Board:
    """A controller, a scene and a shown view wired like the main window wires them."""

    def __init__(self, qtbot: QtBot, sfen: str | None = None, animation_ms: int = 0) -> None:
        self.controller = GameController()
        self.scene = BoardScene()
        self.scene.set_animation_ms(animation_ms)
        self.view = BoardView(self.scene)
        self.view.resize(1000, 700)
        qtbot.addWidget(self.view)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.reasons: list[IllegalReason | None] = []
        self.scene.move_requested.connect(self.controller.try_move)
        self.controller.position_changed.connect(self._show)
        self.controller.illegal_move.connect(self.reasons.append)
        self.controller.new_game(GameSetup(sfen=sfen))

    def _show(self, transition: object) -> None:
        c = self.controller
        self.scene.set_position(c.position(), c.last_move(), transition)  # type: ignore[arg-type]
        self.scene.set_interactive_colors(c.movable_colors())

    @property
    def pos(self) -> Position:
        return self.controller.position()

    def at(self, square: str) -> QPointF:
        return self.scene.square_center(parse_square(square))

    def hand(self, color: int, letter: str) -> QPointF:
        return self.scene.hand_slot_center(color, self.pos.variant.kind(letter).index)

    def stand(self, color: int) -> KomadaiItem:
        k = self.scene.komadai(color)
        assert k is not None
        return k

    def click(self, p: QPointF) -> None:
        QTest.mouseClick(self.view.viewport(), LEFT, NOMOD, self.view.mapFromScene(p))

    def drag(self, a: QPointF, b: QPointF, release: bool = True) -> None:
        vp = self.view.viewport()
        pa, pb = self.view.mapFromScene(a), self.view.mapFromScene(b)
        QTest.mousePress(vp, LEFT, NOMOD, pa)
        for i in range(1, 6):
            QTest.mouseMove(vp, pa + (pb - pa) * i / 5)
        if release:
            QTest.mouseRelease(vp, LEFT, NOMOD, pb)


def item_square(scene: BoardScene, sq: int) -> int | None:
    """The square the piece item standing for ``sq`` is drawn on (read back from its position)."""
    item = scene.piece_item_at(sq)
    if item is None:
        return None
    return scene.square_at(item.mapToScene(QPointF(50, 55)))


# ----------------------------------------------------------------------------- art
def test_every_standard_piece_has_an_svg_for_each_side_with_outlines_not_text() -> None:
    pos = Position.initial()
    for kind in pos.variant.kinds:
        for color in (0, 1):
            path = resource("pieces", piece_file_name(kind.letter, color))
            text = path.read_text(encoding="utf-8")
            assert "<text" not in text and "<path d=" in text, path
            assert ("rotate(180" in text) == (color == 1), path
            assert ("#c0161b" in text) == kind.is_promoted, path


def test_piece_art_gives_svg_and_fallback_pixmaps(qtbot: QtBot) -> None:
    from PySide6.QtCore import QSize

    load_fonts()
    art = PieceArt()
    assert art.renderer("P", 0) is not None and art.renderer("+R", 1) is not None
    assert art.renderer("Q", 0) is None  # no SVG: drawn with the shipped font instead
    for kind in ("P", "Q"):
        pm = art.pixmap(kind, 0, QSize(50, 55))
        img = pm.toImage()
        opaque = sum(1 for x in range(0, 50, 2) for y in range(0, 55, 2) if img.pixelColor(x, y).alpha() > 0)
        assert opaque > 100, kind  # something was drawn


# ----------------------------------------------------------------------------- moves
def test_click_click_move(qtbot: QtBot) -> None:
    b = Board(qtbot)
    b.click(b.at("7g"))
    assert b.scene.selected() == Source(0, square=parse_square("7g"))
    b.click(b.at("7f"))
    assert b.controller.record.moves_usi() == ["7g7f"]
    assert b.pos.board[parse_square("7f")] > 0 and b.pos.board[parse_square("7g")] == 0
    assert item_square(b.scene, parse_square("7f")) == parse_square("7f")
    assert b.scene.piece_item_at(parse_square("7g")) is None
    assert b.scene.last_move() == b.controller.record.current.move


def test_drag_move(qtbot: QtBot) -> None:
    b = Board(qtbot)
    b.drag(b.at("2g"), b.at("2f"))
    assert b.controller.record.moves_usi() == ["2g2f"]
    b.drag(b.at("8c"), b.at("8d"))
    assert b.controller.record.moves_usi() == ["2g2f", "8c8d"]
    assert item_square(b.scene, parse_square("8d")) == parse_square("8d")


def test_clicking_the_selected_piece_again_deselects(qtbot: QtBot) -> None:
    b = Board(qtbot)
    b.click(b.at("7g"))
    assert b.scene.selected() is not None
    b.click(b.at("7g"))
    assert b.scene.selected() is None
    assert b.controller.record.moves_usi() == []


def test_the_opponents_pieces_cannot_be_picked_up(qtbot: QtBot) -> None:
    b = Board(qtbot)
    b.click(b.at("3c"))
    assert b.scene.selected() is None
    b.drag(b.at("3c"), b.at("3d"))
    assert b.controller.record.moves_usi() == []
    assert item_square(b.scene, parse_square("3c")) == parse_square("3c")


def test_illegal_drag_snaps_back_with_the_cores_reason(qtbot: QtBot) -> None:
    b = Board(qtbot)
    b.drag(b.at("7g"), b.at("7e"))  # a pawn cannot move two squares
    assert b.controller.record.moves_usi() == []
    assert b.reasons == [IllegalReason.CANNOT_REACH]
    assert item_square(b.scene, parse_square("7g")) == parse_square("7g")


def test_illegal_drop_nifu_is_refused(qtbot: QtBot) -> None:
    b = Board(qtbot, sfen="4k4/9/9/9/9/9/4P4/9/4K4 b P 1")
    b.drag(b.hand(0, "P"), b.at("5e"))
    assert b.reasons == [IllegalReason.NIFU]
    assert b.pos.hands[0][b.pos.variant.kind("P").index] == 1
    assert b.scene.piece_item_at(parse_square("5e")) is None
    hand_item = b.scene.hand_item(0, b.pos.variant.kind("P").index)
    assert hand_item is not None
    assert b.stand(0).slot_at(hand_item.mapToScene(QPointF(50, 55))) is not None  # back on the stand


def test_drop_from_the_hand_by_click_and_by_drag(qtbot: QtBot) -> None:
    b = Board(qtbot, sfen="4k4/9/9/9/9/9/9/9/4K4 b 2G2g 1")
    gold = b.pos.variant.kind("G").index
    b.click(b.hand(0, "G"))
    assert b.scene.selected() == Source(0, hand_kind=gold)
    b.click(b.at("5e"))
    assert b.controller.record.moves_usi() == ["G*5e"]
    assert b.pos.hands[0][gold] == 1
    b.drag(b.hand(1, "G"), b.at("1a"))
    assert b.controller.record.moves_usi() == ["G*5e", "G*1a"]
    assert b.stand(0).count_text(gold) == ""  # one left: no count shown
    assert b.scene.hand_item(1, gold) is not None


def test_hand_counts_are_shown(qtbot: QtBot) -> None:
    b = Board(qtbot, sfen="4k4/9/9/9/9/9/9/9/4K4 b 3P12p 1")
    pawn = b.pos.variant.kind("P").index
    assert b.stand(0).count_text(pawn) == "3"
    assert b.stand(1).count_text(pawn) == "12"


def test_komadai_packs_the_pieces_in_hand_in_the_usual_order_with_counts(qtbot: QtBot) -> None:
    """One narrow column, the kinds held packed without gaps in the order 飛角金銀桂香歩 (as ShogiHome and
    lishogi show them), read from the board's middle outward by the stand's owner, each kind once
    with its count; White's stand is the same turned 180 degrees."""
    b = Board(qtbot, sfen="4k4/9/9/9/9/9/9/9/4K4 b 4PS2GB3pl 1")
    v = b.pos.variant
    idx = {letter: v.kind(letter).index for letter in "RBGSNLP"}
    black, white = b.stand(0), b.stand(1)
    assert black.held() == [idx["B"], idx["G"], idx["S"], idx["P"]]
    assert white.held() == [idx["L"], idx["P"]]
    assert [black.count_text(idx[x]) for x in "BGSP"] == ["", "2", "", "4"]
    assert white.count_text(idx["P"]) == "3"
    rects = [black.slot_rect(k) for k in black.held()]
    assert all(abs(a.bottom() - c.top()) < 0.5 and a.left() == c.left() for a, c in zip(rects, rects[1:]))
    assert rects[0].top() == black.panel_rect().top() + black.pos().y() + black.PAD  # from the far end
    wrects = [white.slot_rect(k) for k in white.held()]
    assert wrects[0].bottom() > wrects[1].bottom()  # White's first kind is nearest the board's middle
    assert black.panel_rect().width() < 1.3 * b.scene.square_rect(0).width()  # a narrow stand
    for k in black.held():  # each piece stands in its own slot
        item = b.scene.hand_item(0, k)
        assert item is not None and black.slot_at(item.mapToScene(QPointF(50, 55))) == k
    # The last silver dropped: the pawns move up into its slot, and the hand still works by drag.
    b.drag(b.hand(0, "S"), b.at("5e"))
    assert b.controller.record.moves_usi() == ["S*5e"]
    assert black.held() == [idx["B"], idx["G"], idx["P"]]
    assert black.slot_rect(idx["P"]) == rects[2]
    b.click(b.hand(1, "L"))
    b.click(b.at("1a"))
    assert b.controller.record.moves_usi() == ["S*5e", "L*1a"]
    assert white.held() == [idx["P"]] and white.count_text(idx["P"]) == "3"


def test_komadai_puts_variant_pieces_after_the_standard_ones(qtbot: QtBot) -> None:
    b = Board(qtbot)
    b.controller.new_game(GameSetup(variant="kirin-phoenix", sfen="4k4/9/9/9/9/9/9/9/4K4 b Y2PF 1"))
    v = b.pos.variant
    stand = b.stand(0)
    assert stand.held() == [v.kind("P").index, v.kind("Y").index, v.kind("F").index]
    assert stand.count_text(v.kind("P").index) == "2"
    scene_rect = b.scene.sceneRect()
    # a variant with many kinds (fantasista's tokens) keeps the stand within the board's height
    b.controller.new_game(GameSetup(variant="kirin-phoenix-b+fantasista"))
    many = b.stand(0)
    assert len(many.kinds) > 12 and many.panel_rect().height() <= b.scene.square_rect(0).height() * 9 + 90
    assert b.scene.sceneRect().height() == scene_rect.height()


@pytest.mark.parametrize("promote", [True, False])
def test_promotion_through_the_chooser(qtbot: QtBot, promote: bool) -> None:
    b = Board(qtbot, sfen="4k4/9/9/2S6/9/9/9/9/4K4 b - 1")
    b.drag(b.at("7d"), b.at("7c"))
    chooser = b.scene.chooser
    assert chooser is not None and b.controller.record.moves_usi() == []
    b.click(chooser.option_rect(promote).center())
    assert b.scene.chooser is None
    assert b.controller.record.moves_usi() == ["7d7c+" if promote else "7d7c"]
    piece = b.pos.piece_at(parse_square("7c"))
    assert piece is not None and piece[0].letter == ("+S" if promote else "S")
    item = b.scene.piece_item_at(parse_square("7c"))
    assert item is not None and item.kind.letter == piece[0].letter


def test_promotion_chooser_by_click_click_and_cancel(qtbot: QtBot) -> None:
    b = Board(qtbot, sfen="4k4/9/9/2S6/9/9/9/9/4K4 b - 1")
    b.click(b.at("7d"))
    b.click(b.at("6c"))
    assert b.scene.chooser is not None
    b.click(b.at("1i"))  # outside the chooser: cancelled, the silver goes home
    assert b.scene.chooser is None and b.controller.record.moves_usi() == []
    assert item_square(b.scene, parse_square("7d")) == parse_square("7d")


def wood_pixels(scene: BoardScene, rect: QRectF) -> int:
    """How many pixels of ``rect`` (scene units, drawn 1:1) have the colour of a piece's wood."""
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    rgb = np.frombuffer(image.constBits(), np.uint8).reshape(-1, 4)[:, :3].astype(int)  # B, G, R
    b, g, r = rgb[:, 0], rgb[:, 1], rgb[:, 2]
    return int(((r > 170) & (g > 110) & (g < 230) & (b < 160) & (r - b > 70) & (g - b > 40)).sum())


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("owner,flipped", [(0, False), (1, False), (0, True), (1, True)])
def test_promotion_chooser_captions_never_cover_a_piece(qtbot: QtBot, qapp: QApplication, lang: str,
                                                        owner: int, flipped: bool) -> None:
    """"Promote" and "Keep" sit in a band under each face, whichever way the piece points (White's
    caption once covered its piece), and fit there in both languages."""
    from shogi_desktop.app.i18n import install_translations

    sfen = "4k4/9/9/2S6/9/9/9/9/4K4 b - 1" if owner == 0 else "4k4/9/9/9/9/2s6/9/9/4K4 w - 1"
    frm, to = ("7d", "7c") if owner == 0 else ("7f", "7g")
    install_translations(qapp, lang)  # type: ignore[arg-type]
    try:
        b = Board(qtbot, sfen=sfen)
        b.scene.set_flipped(flipped)
        b.click(b.at(frm))
        b.click(b.at(to))
        chooser = b.scene.chooser
        assert chooser is not None and chooser.pointing == owner ^ int(flipped)
        assert {chooser.caption(True), chooser.caption(False)} == ({"Promote", "Keep"} if lang == "en"
                                                                   else {"成る", "不成"})
        for promote in (True, False):
            piece, band, cell = chooser.piece_rect(promote), chooser.caption_rect(promote), chooser.option_rect(promote)
            assert cell.contains(piece) and cell.contains(band) and not piece.intersects(band)
            text = QFontMetricsF(chooser.caption_font(promote)).boundingRect(chooser.caption(promote))
            assert text.width() <= band.width() and text.height() <= band.height()
            assert wood_pixels(b.scene, band.adjusted(0, 1, 0, 0)) == 0  # no part of a piece under the caption
            assert wood_pixels(b.scene, piece) > piece.width() * piece.height() * 0.2  # the piece is drawn
    finally:
        install_translations(qapp, "en")  # type: ignore[arg-type]


def test_forced_promotion_needs_no_chooser(qtbot: QtBot) -> None:
    b = Board(qtbot, sfen="4k4/P8/9/9/9/9/9/9/4K4 b - 1")
    b.drag(b.at("9b"), b.at("9a"))  # the core has only 9b9a+ (an unpromoted pawn could never move)
    assert b.scene.chooser is None
    assert b.controller.record.moves_usi() == ["9b9a+"]


# ----------------------------------------------------------------------------- what the board shows
def test_legal_markers_are_the_cores_legal_moves(qtbot: QtBot) -> None:
    """Random positions from seeded playouts: every piece's markers are exactly the core's destinations."""
    b = Board(qtbot)
    rng = random.Random(7)
    pos = Position.initial()
    checked = 0
    for _ply in range(60):
        legal = pos.legal_moves()
        if not legal:
            break
        b.scene.set_position(pos)
        b.scene.set_interactive_colors({0, 1})
        sources = {Source(pos.side, square=sq) for sq in range(NSQ) if pos.board[sq] and
                   (pos.board[sq] > 0) == (pos.side == 0)}
        sources |= {Source(pos.side, hand_kind=k) for k, n in enumerate(pos.hands[pos.side]) if n}
        for src in sources:
            b.scene.select(src)
            if src.square is not None:
                want = {move_to(m) for m in pos.legal_moves_from(src.square)}
            else:
                want = {move_to(m) for m in legal if is_drop(m) and move_from(m) - NSQ == src.hand_kind}
            assert b.scene.marker_squares() == want, (pos.sfen(), src)
            checked += 1
        pos.push(rng.choice(legal))
    assert checked > 500


def test_legal_markers_can_be_turned_off(qtbot: QtBot) -> None:
    b = Board(qtbot)
    b.scene.set_show_legal_moves(False)
    b.click(b.at("2h"))
    assert b.scene.selected() is not None and b.scene.marker_squares() == set()
    b.scene.set_show_legal_moves(True)
    assert b.scene.marker_squares() == {move_to(m) for m in b.pos.legal_moves_from(parse_square("2h"))}


def test_check_highlight_is_on_the_king_in_check(qtbot: QtBot) -> None:
    b = Board(qtbot, sfen="4k4/9/9/9/9/9/9/4R4/4K4 b - 1")
    assert b.scene.check_square() is None
    b.drag(b.at("5h"), b.at("5b"))
    assert b.scene.chooser is not None  # the rook enters the promotion zone
    b.click(b.scene.chooser.option_rect(False).center())
    assert b.pos.is_check()
    assert b.scene.check_square() == parse_square("5a")
    assert red_glow(b.scene, parse_square("5a")) > 200  # drawn there (it once glowed only on 9a)
    assert red_glow(b.scene, parse_square("1i")) == 0


def red_glow(scene: BoardScene, sq: int) -> int:
    """Pixels of the red check glow drawn on square ``sq`` (rendered 1:1)."""
    rect = scene.square_rect(sq)
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    rgb = np.frombuffer(image.constBits(), np.uint8).reshape(-1, 4)[:, :3].astype(int)  # B, G, R
    return int(((rgb[:, 2] > 180) & (rgb[:, 1] < rgb[:, 2] * 0.55) & (rgb[:, 0] < rgb[:, 2] * 0.55)).sum())


def test_flip_moves_the_items_and_the_labels(qtbot: QtBot) -> None:
    b = Board(qtbot)
    sq = parse_square("7g")
    before = b.scene.piece_item_at(sq).pos()  # type: ignore[union-attr]
    files, ranks = b.scene.label_texts()
    assert files == list("９８７６５４３２１") and ranks == list("一二三四五六七八九")
    b.scene.set_flipped(True)
    item = b.scene.piece_item_at(sq)
    assert item is not None and item.pos() != before
    assert item_square(b.scene, sq) == sq  # still stands for 7g, now drawn from White's side
    assert item.pointing == 1  # Black's pieces point down the screen now
    files, ranks = b.scene.label_texts()
    assert files == list("１２３４５６７８９") and ranks == list("九八七六五四三二一")
    # moves still work from the other side
    b.drag(b.at("7g"), b.at("7f"))
    assert b.controller.record.moves_usi() == ["7g7f"]
    b.scene.set_coordinate_style("usi")
    assert b.scene.label_texts() == (list("123456789"), list("ihgfedcba"))


def test_komadai_swap_sides_when_flipped(qtbot: QtBot) -> None:
    b = Board(qtbot)
    black, white = b.scene.komadai(0), b.scene.komadai(1)
    assert black is not None and white is not None
    black_stand = black.pos()
    b.scene.set_flipped(True)
    assert white.pos() == black_stand


def test_move_animation_then_resync(qtbot: QtBot) -> None:
    b = Board(qtbot, animation_ms=150)
    b.click(b.at("7g"))
    b.click(b.at("7f"))
    assert b.scene.animating
    qtbot.waitUntil(lambda: not b.scene.animating, timeout=3000)
    assert item_square(b.scene, parse_square("7f")) == parse_square("7f")
    # a capture: the captured piece flies to the captor's stand, and the stand shows it afterwards
    b.controller.try_move(b.pos.parse_usi("3c3d"))
    qtbot.waitUntil(lambda: not b.scene.animating, timeout=3000)
    b.drag(b.at("8h"), b.at("2b"))
    assert b.scene.chooser is not None
    b.click(b.scene.chooser.option_rect(True).center())
    qtbot.waitUntil(lambda: not b.scene.animating, timeout=3000)
    bishop = b.pos.variant.kind("B").index
    assert b.pos.hands[0][bishop] == 1 and b.scene.hand_item(0, bishop) is not None
    assert b.scene.piece_item_at(parse_square("2b")).kind.letter == "+B"  # type: ignore[union-attr]


def shown_pixels(view: BoardView) -> QImage:
    """What the window shows now: the backing store as it is (offscreen), without painting anything."""
    screen = view.screen()
    assert screen is not None
    return screen.grabWindow(view.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)


def largest_difference(a: QImage, b: QImage) -> int:
    """The largest difference of one colour channel between two images of one size."""
    assert a.size() == b.size() and not a.isNull()
    pa, pb = np.frombuffer(a.constBits(), np.uint8), np.frombuffer(b.constBits(), np.uint8)
    return int(np.abs(pa.astype(np.int16) - pb.astype(np.int16)).max())


def paint_outside_bounds(item: QGraphicsItem) -> int:
    """Pixels ``item`` paints outside its ``boundingRect()`` (drawn alone, unclipped, 1:1 and at 1.7x).
    Qt repaints an item only within its bounds: what it paints beyond them (a drop shadow, a wide pen)
    stays on screen after the item moves or goes, as the thin line the promotion chooser left."""
    bounds = item.boundingRect()
    worst = 0
    for zoom in (1.0, 1.7):
        margin = 40
        image = QImage(int(bounds.width() * zoom) + 2 * margin, int(bounds.height() * zoom) + 2 * margin,
                       QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.translate(margin, margin)
        painter.scale(zoom, zoom)
        painter.translate(-bounds.topLeft())
        item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        alpha = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.width(), 4)[:, :, 3]
        inside = np.zeros(alpha.shape, bool)
        left, top = margin - 1, margin - 1  # one pixel of antialiasing allowed
        right, bottom = margin + int(np.ceil(bounds.width() * zoom)) + 1, margin + int(np.ceil(bounds.height() * zoom)) + 1
        inside[top:bottom, left:right] = True
        worst = max(worst, int(((alpha > 8) & ~inside).sum()))
    return worst


def test_no_item_paints_outside_its_bounds(qtbot: QtBot) -> None:
    """The board, both komadai and their counts, the pieces, the promotion chooser (both sides),
    the markers and a reflecting bishop's paths paint only within their bounding rectangles."""
    b = Board(qtbot, sfen="4k4/9/9/2S6/9/9/9/9/4K4 b 2P3pg 1")
    b.click(b.at("7d"))
    b.click(b.at("7c"))
    assert b.scene.chooser is not None
    items = list(b.scene.items())
    w = Board(qtbot, sfen="4k4/9/9/9/9/2s6/9/9/4K4 w - 1")
    w.click(w.at("7f"))
    w.click(w.at("7g"))
    assert w.scene.chooser is not None
    items.append(w.scene.chooser)
    r = Board(qtbot)
    r.controller.new_game(GameSetup(variant="reflect-bishop:1", sfen="4k4/9/9/9/9/9/9/1B7/4K4 b - 1"))
    r.click(r.at("8h"))
    assert r.scene.travel_paths() and r.scene.marker_squares()
    items += r.scene.items()
    kinds = {type(i).__name__ for i in items}
    assert {"BoardItem", "KomadaiItem", "PieceItem", "PromotionChooser", "MoveMarker", "TravelPathItem",
            "QGraphicsSimpleTextItem"} <= kinds
    for item in items:
        if item.isVisible():
            assert paint_outside_bounds(item) == 0, type(item).__name__


def test_animations_and_the_promotion_chooser_leave_no_repaint_trails(qtbot: QtBot) -> None:
    """After a capture flies to a komadai and after the promotion chooser closes, what the window
    shows equals a fresh paint of the whole view (partial repaints once left darker rectangles beside
    the komadai and the chooser's shadow line, even into the next game)."""
    b = Board(qtbot, animation_ms=80)

    def settled() -> int:
        qtbot.waitUntil(lambda: not b.scene.animating, timeout=3000)
        QTest.qWait(30)
        shown = shown_pixels(b.view)
        b.view.viewport().repaint()  # the whole view, now
        fresh = shown_pixels(b.view)
        return largest_difference(shown, fresh)

    for usi in ("7g7f", "3c3d"):
        b.controller.try_move(b.pos.parse_usi(usi))
    assert settled() <= 2
    b.drag(b.at("8h"), b.at("2b"))  # captures the bishop: it flies to Black's komadai
    assert b.scene.chooser is not None
    b.click(b.scene.chooser.option_rect(True).center())
    assert settled() <= 2
    b.drag(b.at("8b"), b.at("2b"))  # White takes back: a horse goes to White's komadai (as a bishop)
    assert settled() <= 2
    b.controller.new_game(GameSetup(sfen="4k4/9/9/9/9/2s6/9/9/4K4 w - 1"))
    assert settled() <= 2
    b.click(b.at("7f"))
    b.click(b.at("7g"))  # White's silver may promote: the chooser opens downwards
    assert b.scene.chooser is not None
    b.click(b.at("1a"))  # the chooser is cancelled
    assert settled() <= 2
    b.controller.new_game(GameSetup())
    assert settled() <= 2


def test_the_view_keeps_the_whole_board_visible_when_resized(qtbot: QtBot) -> None:
    b = Board(qtbot)
    for w, h in ((1200, 800), (500, 700), (900, 300)):
        b.view.resize(w, h)
        QTest.qWait(10)
        shown = b.view.mapToScene(b.view.viewport().rect()).boundingRect()
        rect = b.scene.sceneRect()
        assert shown.contains(rect.adjusted(1, 1, -1, -1)), (w, h)


# ----------------------------------------------------------------------------- no rules in the UI
RULE_WORDS = re.compile(
    r"promotion_ranks|drop_ok|pseudo_legal|\.zone\b|promote_code|cap_hand|_pins|attacked\(|"
    r"royal_codes|\.specs\b|parse_betza|in_check|_drop_mates|== *-?9\b|rank *[<>]=? *[0-9]"
)


def test_ui_contains_no_rule_code() -> None:
    """The UI asks the core: it never touches the rule tables or move-generation internals."""
    offenders = []
    for path in sorted(UI_DIR.rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if RULE_WORDS.search(line.split("#")[0]):
                offenders.append(f"{path.relative_to(UI_DIR)}:{n}: {line.strip()}")
    assert offenders == []


def test_board_scene_sends_what_cshogi_accepts(qtbot: QtBot) -> None:
    """Moves the scene sends for clicks on every marker are legal for cshogi too."""
    b = Board(qtbot, sfen="ln1gk2nl/1r1s2g2/p1pppp1pp/6p2/1p5P1/2P3P2/PPSPPP2P/2G4R1/LN2KGSNL b Bb 1")
    sent: list[int] = []
    b.scene.move_requested.disconnect(b.controller.try_move)
    b.scene.move_requested.connect(sent.append)
    pos = b.pos
    board = cshogi.Board(pos.sfen())
    reference = {cshogi.move_to_usi(m) for m in board.legal_moves}
    for m in pos.legal_moves():
        if is_promotion(m):
            continue
        src = (Source(pos.side, hand_kind=move_from(m) - NSQ) if is_drop(m) else Source(pos.side, square=move_from(m)))
        b.scene.set_position(pos)
        b.scene.select(src)
        b.click(b.scene.square_center(move_to(m)))
        if b.scene.chooser is not None:
            b.click(b.scene.chooser.option_rect(False).center())
    assert sent and {pos.move_to_usi(m) for m in sent} <= reference


def test_board_preview_draws_the_position_and_hands(qtbot: QtBot) -> None:
    from shogi_desktop.core.handicap import handicap_sfen
    from shogi_desktop.ui.board.preview import BoardPreview

    preview = BoardPreview()
    qtbot.addWidget(preview)
    preview.resize(260, 330)
    empty = preview.grab().toImage()
    preview.set_position(Position.initial())
    even = preview.grab().toImage()
    preview.set_position(Position.from_sfen(handicap_sfen("2")))
    two = preview.grab().toImage()
    assert even != empty and two != even
    shown = preview.position()
    assert shown is not None and shown.sfen() == Position.from_sfen(handicap_sfen("2")).sfen()
    with_hand = Position.from_sfen("4k4/9/9/9/9/9/9/9/4K4 b R2P 1")
    preview.set_position(with_hand)
    img = preview.grab().toImage()
    preview.set_position(Position.from_sfen("4k4/9/9/9/9/9/9/9/4K4 b - 1"))
    bare = preview.grab().toImage()
    h = img.height()
    rows = range(h - h // 8, h)  # Black's hand strip is below the board
    differs = sum(1 for y in rows for x in range(0, img.width(), 3) if img.pixel(x, y) != bare.pixel(x, y))
    assert differs > 50


def test_piece_art_is_regenerated_identically(tmp_path: Path) -> None:
    """tools/make_piece_art.py rebuilds the shipped SVGs byte for byte (needs Debian's fonts-noto-cjk)."""
    import importlib.util

    root = Path(__file__).resolve().parents[3]
    spec = importlib.util.spec_from_file_location("make_piece_art", root / "tools" / "make_piece_art.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    if not (Path(tool.SERIF).is_file() and Path(tool.SANS).is_file()):
        pytest.skip("fonts-noto-cjk is not installed: the art cannot be regenerated here")
    assert tool.main(["--out", str(tmp_path)]) == 0
    shipped = sorted(p.relative_to(resource("pieces").parent) for p in resource("pieces").parent.rglob("*.svg"))
    assert len(shipped) >= 28 + 3
    for rel in shipped:
        assert (tmp_path / rel).read_bytes() == resource(*rel.parts).read_bytes(), rel
    for font in ("ShogiPieces-NotoSerifCJKjp-Bold.otf", "ShogiUI-NotoSansCJKjp-Regular.otf"):
        assert (tmp_path / "fonts" / font).stat().st_size > 10_000
