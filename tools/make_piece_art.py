"""Generate the shipped art in ``resources/``: font subsets, piece SVGs, board and komadai SVGs, the icon.

Run from the repository root (needs fontTools, which is in the test virtualenv, and Debian's
``fonts-noto-cjk`` package, SIL Open Font License 1.1)::

    PYTHONPATH=. .venv/bin/python tools/make_piece_art.py [--serif PATH.ttc] [--sans PATH.ttc]

What it writes (deterministically: the wood grain uses a seeded random generator):

* ``resources/fonts/ShogiPieces-NotoSerifCJKjp-Bold.otf``: Noto Serif CJK JP Bold cut down to the piece
  faces of every variant file (kanji, kanji_black, kanji_long), numerals and board labels (the board,
  the piece guide and the fallback piece drawing use it);
* ``resources/fonts/ShogiUI-NotoSansCJKjp-Regular.otf``: Noto Sans CJK JP Regular cut down to ASCII,
  kana and every CJK character in ``i18n/*.ts``, the variant and handicap data and RULES text, so the
  Japanese interface reads on machines without a CJK font (run again after the translations change);
* ``resources/fonts/LICENSE-OFL.txt``;
* ``resources/pieces/{NAME}-{FACE}_{b|w}.svg`` for every piece kind of every variant and sub-variant in
  ``shogi_desktop/core/variants/``: a pentagon of boxwood with its one-character face as *outlines*
  (the SVG needs no font at run time), promoted faces in red; ``_w`` files are turned 180 degrees (the
  piece points down the board).  NAME is the SFEN letter with ``+`` written ``p`` and FACE the face's
  code point in hex (``pR-7adc_b.svg`` is the dragon 竜 pointing up): a letter that means another piece
  in another variant (hybrid's ``P`` is 兵) gets its own file, and a kind with a face per side (the
  king, 玉 for Black and 王 for White) gets both faces in both orientations.  SVGs of the folder that
  no kind uses any more are removed;
* ``resources/board/board.svg`` (kaya wood, no lines: the scene draws grid, stars and labels) and
  ``resources/board/komadai.svg`` (the darker stand for pieces in hand);
* ``resources/icons/shogi-desktop.svg``.
"""

from __future__ import annotations

import argparse
import math
import random
import re
import sys
from pathlib import Path

from fontTools import subset
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from shogi_desktop.core.variant import PieceKind, all_variant_choices, load_variant  # noqa: E402
from shogi_desktop.ui.board.piece_art import (  # noqa: E402
    CELL_H,
    CELL_W,
    INK_BLACK,
    INK_RED,
    piece_file_name,
    piece_polygon,
    piece_scale,
)

SERIF = "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"
SANS = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
LICENSE_SRC = "/usr/share/doc/fonts-noto-cjk/copyright"

PIECE_FONT = "ShogiPieces-NotoSerifCJKjp-Bold.otf"
UI_FONT = "ShogiUI-NotoSansCJKjp-Regular.otf"

# Everything a board, a komadai or a piece face may draw; piece_text() adds every variant's faces.
PIECE_TEXT = (
    "玉王飛角金銀桂香歩竜龍馬全圭杏と成仝个今"
    "１２３４５６７８９０〇一二三四五六七八九十"
    "▲△☗☖先手後手下上持駒なし×"
    "獅麒麟鳳凰奔王酔象猛豹銅石鉄瓦横竪反車仲人鷹鷲猫刀飛龍"
)


def variant_kinds() -> list[PieceKind]:
    """Every piece kind of every variant and sub-variant (standard first), as the loader builds them."""
    kinds: list[PieceKind] = []
    for choice in all_variant_choices():
        kinds.extend(load_variant(choice).kinds)
    return kinds


def piece_text() -> str:
    """PIECE_TEXT plus every character of every variant piece's kanji, kanji_black and kanji_long."""
    chars = set(PIECE_TEXT)
    for kind in variant_kinds():
        chars.update(kind.kanji + kind.kanji_black + kind.kanji_long)
    return "".join(sorted(chars))


def art_keys() -> list[tuple[str, str, bool]]:
    """(letter, face, promoted) of every piece face to draw, each once, in a stable order."""
    keys: dict[tuple[str, str, bool], None] = {}
    for kind in variant_kinds():
        for black in (True, False):
            keys[(kind.letter, kind.face(black), kind.is_promoted)] = None
    return list(keys)


def _cjk_chars(text: str) -> set[str]:
    return {c for c in text if ord(c) > 0x2000}


def ui_text(extra: list[str] | None = None) -> str:
    """Every non-ASCII character the interface may show, gathered from the sources that hold them."""
    chars: set[str] = set(_cjk_chars(PIECE_TEXT))
    chars.update(chr(c) for c in range(0x3041, 0x3097))  # hiragana
    chars.update(chr(c) for c in range(0x30A1, 0x30FB))  # katakana
    chars.update(chr(c) for c in range(0x3000, 0x3020))  # CJK punctuation
    chars.update(chr(c) for c in range(0xFF01, 0xFF5F))  # full-width forms
    chars.update("ー・…—→←↑↓■□●○◆◇★☆")
    sources = [*ROOT.glob("i18n/*.ts"), *ROOT.glob("shogi_desktop/core/variants/*.toml"),
               *ROOT.glob("shogi_desktop/core/data/*.toml"), *ROOT.glob("shogi_desktop/**/*.py"),
               ROOT.parent / "shared" / "RULES.md", ROOT / "README.md", *(Path(e) for e in extra or [])]
    for path in sources:
        if path.is_file():
            chars.update(_cjk_chars(path.read_text(encoding="utf-8", errors="replace")))
    return "".join(sorted(chars))


def make_subset(src: str, dst: Path, text: str) -> None:
    opts = subset.Options()
    opts.font_number = 0  # the JP face of the Noto CJK collections
    opts.layout_features = ["*"]
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.notdef_outline = True
    opts.hinting = False
    opts.desubroutinize = False
    font = subset.load_font(src, opts)
    sub = subset.Subsetter(opts)
    ascii_text = "".join(chr(c) for c in range(0x20, 0x7F))
    sub.populate(text=ascii_text + text)
    sub.subset(font)
    dst.parent.mkdir(parents=True, exist_ok=True)
    subset.save_font(font, str(dst), opts)
    print(f"{dst.name}: {dst.stat().st_size // 1024} KiB, {len(text)} characters")


# --------------------------------------------------------------------------- pieces
def glyph_path(font: TTFont, char: str, size: float, cx: float, cy: float) -> str:
    """SVG path data of ``char`` as outlines, ``size`` units per em, its em box centred on (cx, cy)."""
    cmap = font.getBestCmap()
    gs = font.getGlyphSet()
    name = cmap.get(ord(char))
    if name is None:
        raise SystemExit(f"the font has no glyph for {char!r}")
    upem = font["head"].unitsPerEm
    os2 = font["OS/2"]
    s = size / upem
    adv = gs[name].width
    em_mid = (os2.sTypoAscender + os2.sTypoDescender) / 2
    # font units (y up) -> SVG units (y down), centred
    transform = (s, 0, 0, -s, cx - adv * s / 2, cy + em_mid * s)
    pen = SVGPathPen(gs, ntos=lambda v: f"{v:.2f}".rstrip("0").rstrip("."))
    gs[name].draw(TransformPen(pen, transform))
    return pen.getCommands()


def piece_svg(font: TTFont, letter: str, face: str, promoted: bool, white: bool) -> str:
    s = piece_scale(letter)
    pts = piece_polygon(s)
    poly = " ".join(f"{x:.2f},{y:.2f}" for x, y in pts)
    top = pts[0][1]
    bottom = pts[2][1]
    h = bottom - top
    # The face sits in the body below the shoulders, a little under the middle, as on real pieces.
    glyph = glyph_path(font, face, size=0.52 * h, cx=CELL_W / 2, cy=top + 0.58 * h)
    ink = INK_RED if promoted else INK_BLACK
    inner = " ".join(f"{x:.2f},{y:.2f}" for x, y in piece_polygon(s, inset=3.2))
    shadow = " ".join(f"{x + 1.6:.2f},{y + 2.0:.2f}" for x, y in pts)
    body = (
        f'<polygon points="{shadow}" fill="#000" fill-opacity="0.28"/>'
        f'<polygon points="{poly}" fill="url(#wood)" stroke="#5a3b12" stroke-width="1.6" stroke-linejoin="round"/>'
        f'<polygon points="{inner}" fill="none" stroke="#fff6dc" stroke-opacity="0.55" stroke-width="1.2" '
        f'stroke-linejoin="round"/>'
        f'<path d="{glyph}" fill="{ink}"/>'
    )
    if white:
        body = f'<g transform="rotate(180 {CELL_W / 2} {CELL_H / 2})">{body}</g>'
    grad = (
        '<defs><linearGradient id="wood" x1="0" y1="0" x2="1" y2="1">'
        '<stop offset="0" stop-color="#fbe7b4"/><stop offset="0.55" stop-color="#f0cf86"/>'
        '<stop offset="1" stop-color="#dcae5f"/></linearGradient></defs>'
    )
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {CELL_W} {CELL_H}" '
            f'width="{CELL_W}" height="{CELL_H}">{grad}{body}</svg>\n')


# --------------------------------------------------------------------------- wood
def grain(rng: random.Random, width: float, height: float, lines: int, color: str,
          vertical: bool = True, opacity: tuple[float, float] = (0.05, 0.18)) -> str:
    """Wavy lines of straight-grained wood (柾目), as SVG paths."""
    out = []
    for _ in range(lines):
        base = rng.uniform(0, width if vertical else height)
        amp = rng.uniform(1.0, 6.0)
        period = rng.uniform(150, 600)
        phase = rng.uniform(0, math.tau)
        sw = rng.uniform(0.6, 2.6)
        op = rng.uniform(*opacity)
        length = height if vertical else width
        pts = []
        steps = 24
        for i in range(steps + 1):
            t = length * i / steps
            d = base + amp * math.sin(phase + t / period * math.tau)
            pts.append((d, t) if vertical else (t, d))
        path = "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in pts)
        out.append(f'<path d="{path}" fill="none" stroke="{color}" stroke-width="{sw:.2f}" '
                   f'stroke-opacity="{op:.2f}"/>')
    return "".join(out)


def board_svg() -> str:
    rng = random.Random(1997)
    w, h = 1000, 1000
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" '
        'preserveAspectRatio="none">'
        '<defs><linearGradient id="kaya" x1="0" y1="0" x2="1" y2="0.3">'
        '<stop offset="0" stop-color="#eec07a"/><stop offset="0.5" stop-color="#f3cb88"/>'
        '<stop offset="1" stop-color="#e2b064"/></linearGradient>'
        '<radialGradient id="glow" cx="0.45" cy="0.4" r="0.75">'
        '<stop offset="0" stop-color="#fff3d0" stop-opacity="0.35"/>'
        '<stop offset="1" stop-color="#a86a28" stop-opacity="0.18"/></radialGradient></defs>'
        f'<rect width="{w}" height="{h}" fill="url(#kaya)"/>'
        + grain(rng, w, h, 140, "#9a5f1e")
        + grain(rng, w, h, 40, "#fff0c8", opacity=(0.08, 0.2))
        + f'<rect width="{w}" height="{h}" fill="url(#glow)"/>'
        '</svg>\n'
    )


def komadai_svg() -> str:
    rng = random.Random(2024)
    w, h = 500, 1000
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" '
        'preserveAspectRatio="none">'
        '<defs><linearGradient id="stand" x1="0" y1="0" x2="1" y2="1">'
        '<stop offset="0" stop-color="#c98f4c"/><stop offset="1" stop-color="#a9702f"/></linearGradient></defs>'
        f'<rect width="{w}" height="{h}" fill="url(#stand)"/>'
        + grain(rng, w, h, 60, "#5e3510", vertical=False, opacity=(0.06, 0.2))
        + grain(rng, w, h, 20, "#ffe2b0", vertical=False, opacity=(0.06, 0.16))
        + '</svg>\n'
    )


def icon_svg(font: TTFont) -> str:
    pts = piece_polygon(1.0)
    # Centre the piece in a square icon of 128 units: the piece is drawn in its 100x110 cell.
    poly = " ".join(f"{x:.2f},{y:.2f}" for x, y in pts)
    top, bottom = pts[0][1], pts[2][1]
    h = bottom - top
    glyph = glyph_path(font, "王", size=0.52 * h, cx=CELL_W / 2, cy=top + 0.58 * h)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">'
        '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#f0c27b"/><stop offset="1" stop-color="#c58a3f"/></linearGradient>'
        '<linearGradient id="wood" x1="0" y1="0" x2="1" y2="1">'
        '<stop offset="0" stop-color="#fff0c4"/><stop offset="1" stop-color="#e3b86a"/></linearGradient></defs>'
        '<rect x="4" y="4" width="120" height="120" rx="22" fill="url(#bg)" stroke="#6b4012" stroke-width="3"/>'
        '<g transform="translate(14 6) scale(1 1)">'
        f'<polygon points="{poly}" fill="url(#wood)" stroke="#4a2c0a" stroke-width="2.5" stroke-linejoin="round"/>'
        f'<path d="{glyph}" fill="#1c120a"/></g></svg>\n'
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--serif", default=SERIF, help="Noto Serif CJK Bold collection (.ttc)")
    ap.add_argument("--sans", default=SANS, help="Noto Sans CJK Regular collection (.ttc)")
    ap.add_argument("--out", default=str(ROOT / "resources"), help="the resources folder")
    ap.add_argument("--extra", nargs="*", default=[], help="more text files whose characters the UI font keeps")
    args = ap.parse_args(argv)
    out = Path(args.out)
    for src in (args.serif, args.sans):
        if not Path(src).is_file():
            print(f"{src}: not found (apt-get install fonts-noto-cjk, or pass --serif/--sans)", file=sys.stderr)
            return 2

    fonts = out / "fonts"
    make_subset(args.serif, fonts / PIECE_FONT, piece_text())
    make_subset(args.sans, fonts / UI_FONT, ui_text(args.extra))
    if Path(LICENSE_SRC).is_file():
        text = Path(LICENSE_SRC).read_text(encoding="utf-8")
        m = re.search(r"SIL OPEN FONT LICENSE Version 1\.1.*?(?=\n\S|\Z)", text, re.S)
        ofl = m.group(0) if m else text
        ofl = "\n".join(line[1:] if line.startswith(" ") else line for line in ofl.splitlines())
        ofl = ofl.replace("\n.\n", "\n\n")
        (fonts / "LICENSE-OFL.txt").write_text(
            "The fonts in this folder are subsets of Noto Serif CJK JP Bold and Noto Sans CJK JP Regular\n"
            "(Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'),\n"
            "made with fontTools' subsetter by tools/make_piece_art.py. They are licensed under the\n"
            "SIL Open Font License, Version 1.1:\n\n" + ofl.strip() + "\n",
            encoding="utf-8",
        )

    serif = TTFont(args.serif, fontNumber=0)
    pieces = out / "pieces"
    pieces.mkdir(parents=True, exist_ok=True)
    written: set[str] = set()
    for letter, face, promoted in art_keys():
        for pointing in (0, 1):
            name = piece_file_name(letter, pointing, face)
            if name in written:
                raise SystemExit(f"two piece faces would share the file {name}")
            svg = piece_svg(serif, letter, face, promoted, white=pointing == 1)
            (pieces / name).write_text(svg, encoding="utf-8")
            written.add(name)
    stale = [p for p in pieces.glob("*.svg") if p.name not in written]
    for path in stale:
        path.unlink()
    print(f"resources/pieces: {len(written)} pieces" + (f", {len(stale)} stale files removed" if stale else ""))
    board = out / "board"
    board.mkdir(parents=True, exist_ok=True)
    (board / "board.svg").write_text(board_svg(), encoding="utf-8")
    (board / "komadai.svg").write_text(komadai_svg(), encoding="utf-8")
    icons = out / "icons"
    icons.mkdir(parents=True, exist_ok=True)
    (icons / "shogi-desktop.svg").write_text(icon_svg(serif), encoding="utf-8")
    print("resources/board, resources/icons: written")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
