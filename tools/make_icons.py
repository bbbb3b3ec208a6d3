#!/usr/bin/env python3
"""Render the application icon (resources/icons/shogi-desktop.svg) to PNGs for desktop integration.

    python tools/make_icons.py [OUTPUT_DIR]

writes ``OUTPUT_DIR/hicolor/<N>x<N>/apps/shogi-desktop.png`` for N = 48, 128 and 256 (default
OUTPUT_DIR: packaging/icons), the layout of ``/usr/share/icons``.  Rendering uses Qt's own
QSvgRenderer (offscreen, no display needed), so the PNGs match what the application draws.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "shogi-desktop.svg"
SIZES = (48, 128, 256)
NAME = "shogi-desktop"


def render(svg: Path, out_dir: Path, sizes: tuple[int, ...] = SIZES) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        target = out_dir / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target)):  # the format follows the .png suffix
            raise SystemExit(f"could not write {target}")
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else ROOT / "packaging" / "icons"
    for path in render(SVG, out):
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
