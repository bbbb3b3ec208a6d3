"""The rendered wood of boards and komadai, at the pixel size they are painted.

Rendering ``resources/board/board.svg`` at a board's size costs 20-40 ms, and every repaint of the board
used to render it again.  :class:`PanelCache` renders an SVG once per pixel size and keeps the last few
images in memory; :meth:`PanelCache.persist` (called when the window closes) writes the images in use to
the user's cache folder as PNG files named by the SVG's content and the size, so the next start, which
restores the same window size, paints its board from a file (about 3 ms) instead of rendering it.

The cache folder is the application's own (``app/storage.cache_dir() / "panels"``): a file there that
cannot be read, or reads as another size, is rendered again and replaced; the folder keeps at most
:data:`MAX_FILES` files (the oldest are removed).  A folder that cannot be written only costs the next
start its render: nothing is reported.
"""

from __future__ import annotations

import contextlib
import logging
import zlib
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from ...app.storage import atomic_write, cache_dir
from ...paths import resource

log = logging.getLogger(__name__)

MAX_IMAGES = 8  # in memory: the board, the komadai, the New Game preview, and a few sizes of a resize
MAX_BYTES = 48 * 2 ** 20  # ... and no more pixels than this (a 4K screen's board is 17 MiB)
MAX_FILES = 6  # on disk
MAX_SIDE = 8192  # pixels: a larger request is rendered but never kept (no multi-hundred-MB images)
PNG_QUALITY = 90  # Qt's PNG writer: light compression (fast to write, about 3 ms to read at 600x640)

Key = tuple[str, int, int]


def default_folder() -> Path:
    return cache_dir() / "panels"


class PanelCache:
    """Images of board SVGs (``resources/board/<name>``) at exact pixel sizes."""

    def __init__(self, folder: Callable[[], Path] | None = default_folder) -> None:
        self._folder = folder
        self._images: OrderedDict[Key, QImage] = OrderedDict()
        self._renderers: dict[str, QSvgRenderer | None] = {}
        self._digests: dict[str, str] = {}
        self._on_disk: set[Key] = set()
        self.renders = 0  # how many images were rendered from the SVG (the tests read it)

    # ---------------------------------------------------------------- the images
    def image(self, svg_name: str, width: int, height: int) -> QImage | None:
        """The SVG rendered at ``width`` x ``height`` pixels; None if the SVG cannot be read."""
        key = (svg_name, max(1, width), max(1, height))
        img = self._images.get(key)
        if img is not None:
            self._images.move_to_end(key)
            return img
        img = self._load(key)
        if img is None:
            img = self._render(key)
            if img is None:
                return None
        if max(key[1], key[2]) <= MAX_SIDE:
            self._images[key] = img
            while len(self._images) > 1 and (len(self._images) > MAX_IMAGES or self.memory() > MAX_BYTES):
                self._images.popitem(last=False)
        return img

    def memory(self) -> int:
        """Bytes of the images kept in memory."""
        return sum(img.sizeInBytes() for img in self._images.values())

    def _renderer(self, svg_name: str) -> QSvgRenderer | None:
        if svg_name not in self._renderers:
            r = QSvgRenderer(str(resource("board", svg_name)))
            self._renderers[svg_name] = r if r.isValid() else None
        return self._renderers[svg_name]

    def _render(self, key: Key) -> QImage | None:
        renderer = self._renderer(key[0])
        if renderer is None:
            return None
        img = QImage(key[1], key[2], QImage.Format.Format_ARGB32_Premultiplied)
        if img.isNull():  # out of memory for an absurd size
            return None
        img.fill(Qt.GlobalColor.transparent)
        painter = QPainter(img)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, key[1], key[2]))
        painter.end()
        self.renders += 1
        return img

    # ---------------------------------------------------------------- the files
    def _digest(self, svg_name: str) -> str:
        """The SVG's CRC-32 and length: a changed SVG never meets an old image."""
        if svg_name not in self._digests:
            try:
                data = resource("board", svg_name).read_bytes()
            except OSError:
                data = b""
            self._digests[svg_name] = f"{zlib.crc32(data):08x}{len(data):x}"
        return self._digests[svg_name]

    def _path(self, key: Key) -> Path | None:
        if self._folder is None:
            return None
        stem = Path(key[0]).stem
        return self._folder() / f"{stem}-{self._digest(key[0])}-{key[1]}x{key[2]}.png"

    def _load(self, key: Key) -> QImage | None:
        path = self._path(key)
        if path is None or not path.is_file():
            return None
        img = QImage(str(path))
        if img.isNull() or img.width() != key[1] or img.height() != key[2]:
            log.info("panel cache: %s is unreadable or of another size; rendering again", path)
            return None
        self._on_disk.add(key)
        return img.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)

    def persist(self, keep: int = 3) -> None:
        """Write the ``keep`` most recently used images that are not on disk yet; prune the folder."""
        from PySide6.QtCore import QBuffer, QByteArray, QIODevice

        if self._folder is None:
            return
        recent = list(self._images.items())[-keep:]
        for key, img in recent:
            path = self._path(key)
            if path is None or key in self._on_disk:
                continue
            data = QByteArray()
            buf = QBuffer(data)
            buf.open(QIODevice.OpenModeFlag.WriteOnly)
            ok = img.save(buf, "PNG", PNG_QUALITY)  # type: ignore[call-overload]  # the stub says bytes; str works
            buf.close()
            if not ok:
                continue
            try:
                atomic_write(path, bytes(data.data()), durable=False)
            except OSError as exc:
                log.info("panel cache: cannot write %s: %s", path, exc)
                return
            self._on_disk.add(key)
        self._prune()

    def _prune(self) -> None:
        assert self._folder is not None
        folder = self._folder()
        with contextlib.suppress(OSError):
            files = sorted((p for p in folder.glob("*.png") if p.is_file()), key=lambda p: p.stat().st_mtime)
            for old in files[:-MAX_FILES] if len(files) > MAX_FILES else []:
                old.unlink()


_CACHE: list[PanelCache] = []


def panel_cache() -> PanelCache:
    """The application's panel cache (made on first use)."""
    if not _CACHE:
        _CACHE.append(PanelCache())
    return _CACHE[0]
