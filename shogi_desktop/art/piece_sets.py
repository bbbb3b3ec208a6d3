"""The piece sets: which face every piece kind shows in each set.

* ``one-kanji``: one character per piece, as on most computer boards (玉/王 飛 角 金 銀 桂 香 歩; promoted
  龍 馬 全 圭 杏 と); the variant and add-on pieces show their one-character face from the variant data
  (麒 鳳 獅 奔 ...).  The dragon shows 龍, the character carved on real pieces, while kifu keep 竜.
* ``two-kanji``: the two characters carved on a real piece (玉将 飛車 角行 ... 龍王 龍馬 成銀 と金), read
  top to bottom; :data:`TWO_KANJI` gives every face (docs/rules-decisions.md lists the decisions for the
  variant pieces, whose Japanese names are often katakana).
* ``international``: a pictogram and small marks showing how the piece moves, derived from the kind's
  movement (:mod:`.marks`, :mod:`.international`), for players who do not read kanji.

A kind's identity here is its one-character face in the variant data (``kind.face(black)``): two kinds
of one game share that face only when they move alike (a test checks it), so every set keys its
faces by it.  :func:`every_kind` lists the kinds of every variant, sub-variant and add-on, the list the
tests walk so a new kind without a face fails them.
"""

from __future__ import annotations

from typing import NamedTuple

from ..core.variant import PieceKind, VariantError, all_variant_choices, load_variant

PIECE_SETS = ("one-kanji", "two-kanji", "international")
DEFAULT_PIECE_SET = "one-kanji"

# One-character faces that differ from the data's (which is also the kifu's notation).
ONE_KANJI: dict[str, str] = {"竜": "龍"}

# The two characters of every face, keyed by the data's one-character face.
TWO_KANJI: dict[str, str] = {
    # standard shogi
    "玉": "玉将", "王": "王将", "飛": "飛車", "角": "角行", "金": "金将", "銀": "銀将", "桂": "桂馬",
    "香": "香車", "歩": "歩兵", "竜": "龍王", "馬": "龍馬", "全": "成銀", "圭": "成桂", "杏": "成香",
    "と": "と金",
    # the variants
    "麒": "麒麟", "鳳": "鳳凰", "獅": "獅子", "奔": "奔王",
    "兵": "兵士",  # the chess pawn (ポーン): 兵士 "soldier", beside 歩兵
    "騎": "騎士",  # the chess knight and the eight-way knight (ナイト, 八方桂): 騎士, the seeds' word
    "駿": "駿馬",  # the promoted eight-way knight (成八方桂)
    "不": "不死",  # the immortal silver (不死銀)
    "塔": "城塔",  # the royal rook (ロイヤルルーク)
    "僧": "僧正",  # the royal bishop (ロイヤルビショップ): 僧正, the Japanese name of chess's bishop
    "后": "皇后",  # the empress (エンプレス)
    "姫": "姫君",  # the princess (プリンセス)
    # the add-ons: the cards' prince and the fantasista tokens
    "太": "太子", "炎": "火竜", "神": "神竜", "槍": "槍兵", "雷": "雷馬", "疾": "疾風", "剣": "剣銀",
}


def add_on_choices() -> list[str]:
    """Every variant choice alone and with each add-on it accepts (``standard``, ``hybrid:2+cards1`` ...)."""
    from ..core.addons import AVAILABLE

    out: list[str] = []
    for choice in all_variant_choices():
        out.append(choice)
        for addon in AVAILABLE:
            combined = f"{choice}+{addon}"
            try:
                load_variant(combined)
            except VariantError:
                continue
            out.append(combined)
    return out


def every_kind() -> list[tuple[str, PieceKind]]:
    """(choice, kind) of every distinct piece kind of every variant, sub-variant and add-on.

    Two kinds are the same here when their letter, faces, movement, hooks and promotion agree.
    """
    seen: set[tuple[object, ...]] = set()
    out: list[tuple[str, PieceKind]] = []
    for choice in add_on_choices():
        for kind in load_variant(choice).kinds:
            key = (kind.letter, kind.kanji, kind.kanji_black, kind.moves, kind.hooks, kind.is_promoted,
                   kind.base.kanji if kind.base else "")
            if key not in seen:
                seen.add(key)
                out.append((choice, kind))
    return out


class Face(NamedTuple):
    """What one kind shows for one owner in one set: its text (kanji sets) and whether it is red."""

    piece_set: str
    text: str  # one or two characters; the international set keeps the data's face as its key
    promoted: bool


def face_text(kind: PieceKind, black: bool, piece_set: str) -> str:
    """The characters ``kind`` shows for its owner (``black``) in ``piece_set``."""
    data = kind.face(black) or kind.letter
    if piece_set == "two-kanji":
        two = TWO_KANJI.get(data)
        if two is not None:
            return two
        long = kind.kanji_long or kind.name_ja
        return long if len(long) == 2 else data
    if piece_set == "one-kanji":
        return ONE_KANJI.get(data, data)
    return data


def face(kind: PieceKind, black: bool, piece_set: str) -> Face:
    if piece_set not in PIECE_SETS:
        piece_set = DEFAULT_PIECE_SET
    return Face(piece_set, face_text(kind, black, piece_set), kind.is_promoted)


def kanji_sets() -> tuple[str, ...]:
    """The sets drawn from the piece font (their faces are shipped as SVG outlines)."""
    return tuple(s for s in PIECE_SETS if s != "international")


def face_file_name(piece_set: str, letter: str, text: str, pointing: int) -> tuple[str, str]:
    """(folder, file) of a kanji face's SVG under ``resources/pieces``: ``("two-kanji", "pR-9f8d-738b_b.svg")``.

    ``+`` is written ``p`` and the face as its code points, so file names stay ASCII; ``_w`` points down.
    """
    codes = "-".join(f"{ord(c):04x}" for c in text)
    return piece_set, f"{letter.replace('+', 'p')}-{codes}_{'b' if pointing == 0 else 'w'}.svg"
