"""The rendered wood of boards and komadai: rendered once per pixel size, kept in memory, written to the
cache folder when asked, read back by the next start without rendering, and a damaged file rendered again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from shogi_desktop.ui.board.panel_cache import MAX_BYTES, MAX_FILES, MAX_IMAGES, PanelCache


def pixels_equal(a: QImage, b: QImage) -> bool:
    return a.size() == b.size() and all(a.pixel(x, y) == b.pixel(x, y)
                                        for x in range(0, a.width(), 7) for y in range(0, a.height(), 7))


def test_an_image_is_rendered_once_per_size_and_read_back_from_the_folder(qtbot: QtBot, tmp_path: Path) -> None:
    cache = PanelCache(lambda: tmp_path)
    first = cache.image("board.svg", 120, 130)
    assert first is not None and (first.width(), first.height()) == (120, 130)
    assert cache.image("board.svg", 120, 130) is first and cache.renders == 1  # from memory
    wood = first.pixelColor(60, 65)
    assert wood.alpha() == 255 and wood.red() > wood.blue()  # wood, not an empty image
    assert list(tmp_path.iterdir()) == []  # nothing written until asked
    cache.persist()
    files = list(tmp_path.glob("board-*-120x130.png"))
    assert len(files) == 1
    again = PanelCache(lambda: tmp_path)  # the next start
    loaded = again.image("board.svg", 120, 130)
    assert loaded is not None and again.renders == 0 and pixels_equal(loaded, first)
    assert again.image("board.svg", 121, 130) is not None and again.renders == 1  # another size: rendered


def test_a_damaged_or_wrong_sized_file_is_rendered_again_and_replaced(qtbot: QtBot, tmp_path: Path) -> None:
    cache = PanelCache(lambda: tmp_path)
    good = cache.image("komadai.svg", 40, 90)
    assert good is not None
    cache.persist()
    (path,) = tmp_path.glob("komadai-*-40x90.png")
    path.write_bytes(b"\x89PNG\r\n\x1a\n not really")
    fresh = PanelCache(lambda: tmp_path)
    img = fresh.image("komadai.svg", 40, 90)
    assert img is not None and fresh.renders == 1 and pixels_equal(img, good)
    fresh.persist()
    assert not QImage(str(path)).isNull()  # replaced by a good one
    QImage(10, 10, QImage.Format.Format_ARGB32).save(str(path))  # readable, but another size
    third = PanelCache(lambda: tmp_path)
    assert third.image("komadai.svg", 40, 90) is not None and third.renders == 1


def test_memory_and_folder_are_bounded(qtbot: QtBot, tmp_path: Path) -> None:
    cache = PanelCache(lambda: tmp_path)
    for width in range(20, 20 + MAX_IMAGES + 4):
        assert cache.image("komadai.svg", width, 50) is not None
        cache.persist(keep=1)
    assert len(list(tmp_path.glob("*.png"))) == MAX_FILES
    assert cache.renders == MAX_IMAGES + 4
    assert cache.image("komadai.svg", 20, 50) is not None  # the oldest has left memory, and
    assert cache.renders == MAX_IMAGES + 5  # its file was pruned too, so it is rendered again


def test_an_unreadable_svg_or_folder_costs_nothing_but_the_render(qtbot: QtBot, tmp_path: Path) -> None:
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("x")
    cache = PanelCache(lambda: blocked)
    assert cache.image("no-such.svg", 50, 50) is None
    assert cache.image("board.svg", 50, 50) is not None
    cache.persist()  # cannot write: logged, no error
    assert blocked.read_text() == "x"


def test_memory_is_bounded_in_bytes_too(qtbot: QtBot, tmp_path: Path) -> None:
    cache = PanelCache(lambda: tmp_path)
    side = 1800  # about 12.4 MiB an image: four fit in the budget, not five
    for width in range(side, side + 6):
        assert cache.image("komadai.svg", width, side) is not None
        assert cache.memory() <= MAX_BYTES
    assert cache.memory() > MAX_BYTES // 2
    renders = cache.renders
    assert cache.image("komadai.svg", side + 5, side) is not None and cache.renders == renders  # the newest kept
