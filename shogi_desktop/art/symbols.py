"""Pictograms of the international set: simple silhouettes in a box of about 32 x 32 units around
(0, 0), y down, drawn in one ink.  Chess's shapes where shogi has a chess cousin (crown, tower, mitre,
horse, pawn), a sun for gold and a moon for silver (the alchemists' metals), and a picture of the name
for the rest (kirin's antlers, the phoenix's wings, the lion's paw, flames, a bolt, the wind, a sword,
a spear).  :data:`SYMBOLS` maps the data's one-character face to a pictogram; a promoted kind without
a picture of its own shows its unpromoted kind's pictogram (red, as promoted faces are).
"""

from __future__ import annotations

import math

# A pictogram: (SVG elements with "{ink}" for the colour, the badge drawn at its top right or "").
_CROWN = "M-13,7 L-15.5,-7 L-7,0 L0,-11 L7,0 L15.5,-7 L13,7 Z"
_TOWER = ("M-11,15 L11,15 L11,10.5 L7.5,10.5 L7.5,-4 L11,-6 L11,-15 L6,-15 L6,-11 L2.2,-11 L2.2,-15 "
          "L-2.2,-15 L-2.2,-11 L-6,-11 L-6,-15 L-11,-15 L-11,-6 L-7.5,-4 L-7.5,10.5 L-11,10.5 Z")
_MITRE = ("M0,-13 C8,-7 11,-1 8.5,5.5 L6,9.5 L-6,9.5 L-8.5,5.5 C-11,-1 -8,-7 0,-13 Z "
          "M2.6,-6.5 L5,-4.3 L-1.6,2.6 L-4,0.4 Z")
_HORSE = ("M-5,15 L12,15 L11.5,7 C13,-2 10,-10 2,-13 L0.5,-17 L-2.5,-12.5 C-7,-11 -11,-5 -14,1 "
          "L-13.5,5 L-10,6.5 L-5.5,3 L-3,4 C-5.5,7 -7.5,10.5 -5,15 Z M-3.2,-7.2 a1.6,1.6 0 1 0 0.01,0 Z")
_PAWN = ("M0,-14 a6.2,6.2 0 1 0 0.01,0 Z M-5.5,-2 L5.5,-2 L9,10.5 L-9,10.5 Z M-11.5,11 L11.5,11 L11.5,15.5 "
         "L-11.5,15.5 Z")
_MOON = "M7.2,-12 A14,14 0 1 0 7.2,12 A12,12 0 1 1 7.2,-12 Z"
_FLAME = ("M0,-16 C5,-9 11,-4 10,5 C9,12 4,15.5 0,15.5 C-4,15.5 -9,12 -10,5 C-11,-1 -6,-4 -5,-10 "
          "C-2.5,-6 -1.5,-3 0,-1 C1.5,-5 1.5,-10 0,-16 Z M0,5 C3,7 3,11 0,12.5 C-3,11 -3,7 0,5 Z")
_BOLT = "M3.5,-16 L-9.5,2 L-1.5,2 L-4.5,16 L9.5,-3 L1.5,-3 L6,-16 Z"
_BIRD = ("M0,-7 C-4,-11 -10,-14 -16.5,-12.5 C-12.5,-8.5 -9.5,-4 -5,-1.5 C-8,0.5 -10.5,4.5 -10.5,8.5 "
         "C-6.5,6.5 -3.5,5.5 -1.2,6.5 L-3.5,15.5 L0,12.5 L3.5,15.5 L1.2,6.5 C3.5,5.5 6.5,6.5 10.5,8.5 "
         "C10.5,4.5 8,0.5 5,-1.5 C9.5,-4 12.5,-8.5 16.5,-12.5 C10,-14 4,-11 0,-7 Z "
         "M0,-14.5 a3.2,3.2 0 1 0 0.01,0 Z")


def _fill(d: str) -> str:
    return f'<path d="{d}" fill="{{ink}}" fill-rule="evenodd"/>'


def _stroke(d: str, width: float = 4.2) -> str:
    return (f'<path d="{d}" fill="none" stroke="{{ink}}" stroke-width="{width}" stroke-linecap="round" '
            'stroke-linejoin="round"/>')


def _circle(cx: float, cy: float, r: float) -> str:
    return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{{ink}}"/>'


def _sun() -> str:
    parts = [_circle(0, 0, 7.2)]
    for i in range(8):
        a = i * math.pi / 4
        c, s = math.cos(a), math.sin(a)
        tip = (15.5 * c, 15.5 * s)
        left = (10 * c - 2.8 * s, 10 * s + 2.8 * c)
        right = (10 * c + 2.8 * s, 10 * s - 2.8 * c)
        parts.append(_fill(f"M{tip[0]:.2f},{tip[1]:.2f} L{left[0]:.2f},{left[1]:.2f} L{right[0]:.2f},{right[1]:.2f} Z"))
    return "".join(parts)


def _scaled(body: str, scale: float, dx: float, dy: float) -> str:
    return f'<g transform="translate({dx} {dy}) scale({scale})">{body}</g>'


def _sparkle(cx: float, cy: float, r: float) -> str:
    """A four-pointed star."""
    q = r * 0.3
    return _fill(f"M{cx},{cy - r} L{cx + q},{cy - q} L{cx + r},{cy} L{cx + q},{cy + q} L{cx},{cy + r} "
                 f"L{cx - q},{cy + q} L{cx - r},{cy} L{cx - q},{cy - q} Z")


def _shield(cx: float, cy: float, r: float) -> str:
    return _fill(f"M{cx - r},{cy - r * 0.8} L{cx},{cy - r * 1.1} L{cx + r},{cy - r * 0.8} "
                 f"C{cx + r},{cy + r * 0.3} {cx + r * 0.4},{cy + r * 0.9} {cx},{cy + r * 1.15} "
                 f"C{cx - r * 0.4},{cy + r * 0.9} {cx - r},{cy + r * 0.3} {cx - r},{cy - r * 0.8} Z")


PICTOGRAMS: dict[str, str] = {
    "king": _fill(_CROWN) + "".join(_circle(x, y, 2.6) for x, y in ((-15.5, -8.5), (0, -12.8), (15.5, -8.5)))
    + _fill("M-13,9 L13,9 L13,14 L-13,14 Z"),
    "prince": _stroke(_CROWN, 3.2) + _stroke("M-13,11.5 L13,11.5", 3.2)
    + "".join(_circle(x, y, 2.4) for x, y in ((-15.5, -8.5), (0, -12.8), (15.5, -8.5))),
    "queen": _fill("M-13,8 L-16,-6 L-9,1.5 L-5,-9 L0,0.5 L5,-9 L9,1.5 L16,-6 L13,8 Z")
    + "".join(_circle(x, y, 2.5) for x, y in ((-16, -7.5), (-5, -10.8), (5, -10.8), (16, -7.5)))
    + _fill("M-13,9.5 L13,9.5 L13,14 L-13,14 Z"),
    "rook": _fill(_TOWER),
    "bishop": _fill(_MITRE) + _circle(0, -15.5, 2.4) + _fill("M-10,11 L10,11 L10,15.5 L-10,15.5 Z"),
    "knight": _fill(_HORSE),
    "pawn": _fill(_PAWN),
    "gold": _sun(),
    "silver": _fill(_MOON),
    "lance": _fill("M-2.2,-5 L2.2,-5 L2.2,16 L-2.2,16 Z M0,-16.5 L8.5,-4 L-8.5,-4 Z"),
    "spear": _fill("M-1.8,-3 L1.8,-3 L1.8,16.5 L-1.8,16.5 Z M0,-17 C4.5,-12 4.5,-7.5 0,-2.5 "
                   "C-4.5,-7.5 -4.5,-12 0,-17 Z M-8,-2.5 L8,-2.5 L8,0.8 L-8,0.8 Z"),
    "sword": _fill("M0,-16.5 L3.2,-11.5 L3.2,6 L-3.2,6 L-3.2,-11.5 Z M-9.5,6 L9.5,6 L9.5,9.3 L-9.5,9.3 Z "
                   "M-1.9,9.3 L1.9,9.3 L1.9,13.5 L-1.9,13.5 Z") + _circle(0, 15, 2.4),
    "kirin": _stroke("M0,16 L0,2 M0,3 L-10,-13 M0,3 L10,-13 M-5.2,-5 L-13.5,-5.5 M5.2,-5 L13.5,-5.5 "
                     "M-8,-9.8 L-6.5,-16 M8,-9.8 L6.5,-16", 4.2),
    "phoenix": _fill(_BIRD),
    "lion": '<ellipse cx="0" cy="6.5" rx="8.6" ry="7.6" fill="{ink}"/>'
    + "".join(_circle(x, y, r) for x, y, r in ((-11, -3.2, 3.7), (-4.3, -10, 3.9), (4.3, -10, 3.9), (11, -3.2, 3.7))),
    "flame": _fill(_FLAME),
    "bolt": _fill(_BOLT),
    "wind": _stroke("M-14,-6 H5 C11,-6 11,-14 5,-14 M-14,2 H9 C15,2 15,10 9,10 M-14,10 H-2", 3.8),
    "empress": _scaled(_fill(_TOWER), 0.7, -8, 0) + _scaled(_fill(_HORSE), 0.7, 8.5, 0),
    "princess": _scaled(_fill(_MITRE) + _circle(0, -15.5, 2.4) + _fill("M-10,11 L10,11 L10,15.5 L-10,15.5 Z"),
                        0.7, -8, 0) + _scaled(_fill(_HORSE), 0.7, 8.5, 0),
}

# Badges: small marks at the top right that set a pictogram apart from its cousin in the same game.
BADGES: dict[str, str] = {
    "star": _sparkle(12.5, -13.5, 5.6),
    "shield": _shield(12.5, -12, 5.2),
    "ring": '<circle cx="0" cy="0" r="18.5" fill="none" stroke="{ink}" stroke-width="2.2"/>',
}

# The data's one-character face -> (pictogram, badge).  Promoted faces missing here use their base's;
# a kind that cannot be captured (the ``immune`` hook: the immortal silver) gets the shield badge.
SYMBOLS: dict[str, tuple[str, str]] = {
    "玉": ("king", ""), "王": ("king", ""), "飛": ("rook", ""), "角": ("bishop", ""), "金": ("gold", ""),
    "銀": ("silver", ""), "桂": ("knight", ""), "香": ("lance", ""), "歩": ("pawn", ""),
    "麒": ("kirin", ""), "鳳": ("phoenix", ""), "獅": ("lion", ""), "奔": ("queen", ""),
    "兵": ("pawn", ""), "騎": ("knight", "ring"), "不": ("silver", ""),
    "塔": ("rook", "star"), "僧": ("bishop", "star"), "后": ("empress", ""), "姫": ("princess", ""),
    "太": ("prince", ""), "炎": ("flame", ""), "神": ("flame", "star"), "槍": ("spear", ""),
    "雷": ("bolt", ""), "疾": ("wind", ""), "剣": ("sword", ""),
}
