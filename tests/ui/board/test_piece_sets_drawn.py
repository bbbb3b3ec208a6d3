"""Every piece set draws every piece kind of every variant, sub-variant and add-on, as the core's data
lists them: a real picture (ink on the tile), different for kinds that differ, for both sides."""

from __future__ import annotations

import hashlib

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QImage

from shogi_desktop.art.international import symbol_of
from shogi_desktop.art.piece_sets import PIECE_SETS, add_on_choices, every_kind, face_text
from shogi_desktop.art.tile import piece_scale
from shogi_desktop.core.variant import PieceKind, load_variant
from shogi_desktop.ui.board.piece_art import PieceArt

SIZE = QSize(50, 55)


@pytest.fixture(scope="module")
def app() -> QGuiApplication:
    return QGuiApplication.instance() or QGuiApplication([])  # type: ignore[return-value]


def _image(art: PieceArt, kind: PieceKind, pointing: int, owner: int) -> QImage:
    return art.pixmap(kind, pointing, SIZE, owner=owner).toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _digest(img: QImage) -> str:
    return hashlib.sha256(bytes(img.constBits())).hexdigest()


def _ink_pixels(img: QImage) -> tuple[int, int]:
    """(opaque pixels, ink pixels in the middle of the piece): the tile, and the face's black or red ink
    (the tile is pale yellow; its outline lies outside the middle)."""
    data = bytes(img.constBits())  # ARGB32 in memory order B, G, R, A
    w, h = img.width(), img.height()
    opaque = sum(1 for a in data[3::4] if a > 200)
    ink = 0
    for y in range(h * 3 // 10, h * 8 // 10):
        for x in range(w // 4, w * 3 // 4):
            i = 4 * (y * w + x)
            if data[i + 3] > 200 and data[i + 1] < 110:
                ink += 1
    return opaque, ink


def _sameness(kind: PieceKind, black: bool, piece_set: str) -> tuple[object, ...]:
    """What a set shows of ``kind``: kinds equal in it must be drawn alike, the others differently."""
    if piece_set == "international":
        return (symbol_of(kind, black), kind.is_promoted, kind.moves, kind.hooks, piece_scale(kind.letter))
    return (face_text(kind, black, piece_set), kind.is_promoted, piece_scale(kind.letter))


KINDS = every_kind()


def test_the_enumeration_comes_from_the_core_data() -> None:
    """every_kind() holds every kind of every variant choice alone and with every add-on the core has."""
    from shogi_desktop.core.addons import AVAILABLE
    from shogi_desktop.core.variant import VariantError, all_variant_choices

    listed = {(k.letter, k.kanji, k.moves, k.hooks) for _c, k in KINDS}
    checked = 0
    for choice in all_variant_choices():
        for addon in ("", *AVAILABLE):
            try:
                variant = load_variant(f"{choice}+{addon}" if addon else choice)
            except VariantError:
                continue
            for kind in variant.kinds:
                assert (kind.letter, kind.kanji, kind.moves, kind.hooks) in listed, (choice, addon, kind.letter)
                checked += 1
    assert checked > 1000
    names = {k.name_en for _c, k in KINDS}
    for name in ("Kirin", "Phoenix", "Lion", "Queen", "Chess pawn", "Chess knight", "Royal rook",
                 "Royal bishop", "Princess", "Empress", "Prince", "Fire dragon", "God dragon", "Spearman",
                 "Promoted spearman", "Thunder horse", "Gale horse", "Sword silver", "Immortal silver",
                 "Eight-way knight", "Reflecting bishop", "Reflecting horse"):
        assert name in names, name


@pytest.mark.parametrize("piece_set", PIECE_SETS)
def test_every_set_draws_every_kind(app: QGuiApplication, piece_set: str) -> None:
    art = PieceArt(piece_set)
    blank = _digest(QImage(SIZE, QImage.Format.Format_ARGB32))
    drawn: dict[tuple[object, ...], str] = {}
    for choice, kind in KINDS:
        assert art.has_svg(kind), (piece_set, choice, kind.letter)  # never the font fallback
        for owner in (0, 1):
            for pointing in (0, 1):
                img = _image(art, kind, pointing, owner)
                opaque, ink = _ink_pixels(img)
                where = (piece_set, choice, kind.letter, kind.name_en, owner, pointing)
                assert opaque > 0.35 * SIZE.width() * SIZE.height() and ink > 25, where
                assert _digest(img) != blank, where
            key = _sameness(kind, owner == 0, piece_set)
            drawn.setdefault(key, _digest(_image(art, kind, 0, owner)))
            assert drawn[key] == _digest(_image(art, kind, 0, owner)), (piece_set, choice, kind.letter)
    # kinds that differ in what the set shows are drawn differently
    by_picture: dict[str, tuple[object, ...]] = {}
    for key, digest in drawn.items():
        assert digest not in by_picture, (piece_set, key, by_picture.get(digest))
        by_picture[digest] = key


@pytest.mark.parametrize("piece_set", PIECE_SETS)
def test_kinds_of_one_game_look_different(app: QGuiApplication, piece_set: str) -> None:
    """In every variant, sub-variant and add-on game, two of its kinds share a picture only when they
    are the same piece in play (the immortal silver's promoted side and the promoted silver: 全, gold's
    moves)."""
    art = PieceArt(piece_set)
    digests: dict[tuple[object, ...], str] = {}
    for choice in add_on_choices():
        for owner in (0, 1):
            pictures: dict[str, set[tuple[object, ...]]] = {}
            for kind in load_variant(choice).kinds:
                alike = (kind.moves, kind.hooks, kind.is_promoted)
                key = (kind.letter, kind.kanji, kind.kanji_black, kind.moves, kind.hooks, owner)
                if key not in digests:
                    digests[key] = _digest(_image(art, kind, owner, owner))
                pictures.setdefault(digests[key], set()).add(alike)
            assert all(len(v) == 1 for v in pictures.values()), (choice, piece_set, pictures)
