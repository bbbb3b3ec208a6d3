"""Names and short rules of 王将ファンタジスタ's fairies and magics (RULES.md §6), in both languages.

The texts are data, like the card faces of :mod:`..cards.texts`: each entry is (Japanese, English) and
the interface language picks one.  Nothing here decides a rule: which magic a face gives is the core's
``MagicState.magic_for_face``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.actions import Action
from ...core.addons.fantasista import FAIRIES, FAIRY_NAMES, MagicState
from ..cards.texts import generic_step_text
from ..text.names import ui_language

MAGIC_TEXTS: dict[str, tuple[str, str, str, str]] = {  # id -> (name ja, name en, rule ja, rule en)
    "fire-dragon": ("火炎竜", "Fire dragon",
                    "竜の動き・成らない。打った時、利きにある敵駒を1枚その場で取れる（玉は不可）。",
                    "A dragon that never promotes; when dropped it may capture one enemy it attacks (not the king)."),
    "god-dragon": ("王神竜", "God dragon",
                   "竜＋桂馬の動き・成らない。成っていない歩・香・桂には取られない。",
                   "Dragon + chess knight, never promotes; immune to unpromoted pawns, lances and knights."),
    "rook-awakening": ("飛車覚醒", "Rook awakening",
                       "権利：成っていない飛車（トークン含む）を1手で2回動かす。",
                       "Right: one unpromoted rook (tokens included) moves twice in one ply."),
    "rook-token": ("飛車トークン", "Rook token", "飛車のトークン駒を1枚。", "A rook token."),
    "to-emblem": ("との紋章", "と emblem",
                  "持ち駒の歩を「と」として打てる（二歩は無関係）。対局中ずっと有効。",
                  "Pawns in hand may be dropped as と (二歩 does not apply); lasts all game."),
    "spearmen": ("槍歩兵", "Spearmen",
                 "香の動きのトークン2枚。取った後、正面の敵駒を続けて取れる（玉は不可）。",
                 "Two lance-moving tokens; after a capture each may go on capturing straight ahead (not the king)."),
    "invincible": ("無敵化", "Invincible",
                   "即時：自分の歩か「と」1枚が、敵玉以外に取られなくなる。",
                   "Instant: one own pawn or と can be captured only by the enemy king."),
    "pawn-tokens": ("歩・金トークン", "Pawn and gold tokens", "歩トークン2枚と金トークン1枚。",
                    "Two pawn tokens and one gold token."),
    "thunder-horse": ("雷王馬", "Thunder horse",
                      "馬の動き・成らない。玉・成っていない飛車・香・桂にしか取られない。",
                      "Horse moves, never promotes; captured only by a king, an unpromoted rook, a lance or a knight."),
    "gale-horse": ("疾風馬", "Gale horse",
                   "馬の動き・成らない。4マス以上動いたらもう1回動ける。",
                   "Horse moves, never promotes; after a move of 4+ squares it may move once more."),
    "carrier": ("搭乗駒", "Carrier",
                "即時：自分の角か馬1枚が搭乗駒になり、味方の駒を1枚乗せて運べる。",
                "Instant: one own bishop or horse becomes a carrier that may carry one own piece."),
    "bishop-token": ("角トークン", "Bishop token", "角のトークン駒を1枚。", "A bishop token."),
    "silver-curtain": ("銀幕展開", "Silver curtain",
                       "権利：玉の隣の空きに銀トークンを最大2枚打ち、1枚を動かせる。",
                       "Right: up to two silver tokens beside the king, then one of them may move."),
    "sword-silver": ("剣の銀", "Sword silver",
                     "銀の動き・成らない。打った時か、動く代わりに、利きの敵駒を1枚その場で取れる。",
                     "Silver moves, never promotes; when dropped or instead of moving it may capture in its range."),
    "silver-wave": ("銀の波動", "Silver wave",
                    "権利：成っていない銀（トークン含む）をそれぞれ1回まで動かす。",
                    "Right: each own unpromoted silver (tokens included) moves at most once."),
    "silver-tokens": ("銀トークン", "Silver tokens", "銀トークン2枚。", "Two silver tokens."),
}


def magic_name(magic: str) -> str:
    texts = MAGIC_TEXTS.get(magic)
    if texts is None:
        return magic
    return texts[0] if ui_language() == "ja" else texts[1]


def magic_rule(magic: str) -> str:
    texts = MAGIC_TEXTS.get(magic)
    if texts is None:
        return ""
    return texts[2] if ui_language() == "ja" else texts[3]


def fairy_name(fairy: str) -> str:
    ja, en = FAIRY_NAMES.get(fairy, (fairy, fairy))
    if fairy == "none":
        return QCoreApplication.translate("Fantasista", "No fairy")
    return ja if ui_language() == "ja" else f"{ja} — {en}"


def miss_text() -> str:
    return QCoreApplication.translate("Fantasista", "Miss (no magic)")


def fairy_table(fairy: str, reserved: dict[int, str] | None = None) -> list[tuple[str, str]]:
    """The fairy's table as rows (faces, what they give), asking the core for each face."""
    if fairy not in FAIRIES:
        return []
    st = MagicState(fairy, reserved=tuple(sorted((reserved or {}).items())))
    rows: list[tuple[str, str]] = []
    for label, face in (("1", 1), ("2", 2), ("3", 3), ("4-8", 4)):
        magic = st.magic_for_face(face)
        rows.append((label, magic_name(magic) if magic else miss_text()))
    default = st.magic_for_face(4)
    odd = [f for f in range(9, 19) if st.magic_for_face(f) != default]
    if odd:
        for f in odd:
            magic = st.magic_for_face(f)
            rows.append((str(f), magic_name(magic) if magic else miss_text()))
    rows.append(("9-18", QCoreApplication.translate("Fantasista", "reserved: as 4-8 unless set")))
    rows.append(("19-20", miss_text()))
    return rows


def gain_summary(fairy: str, magic: str | None) -> str:
    """"飛子：火炎竜" or "Hiko (rook): Fire dragon" (each language's own punctuation)."""
    who = FAIRY_NAMES.get(fairy, (fairy, fairy))[0 if ui_language() == "ja" else 1]
    return (QCoreApplication.translate("Fantasista", "%1: %2").replace("%1", who)
            .replace("%2", magic_name(magic) if magic else miss_text()))


def magic_action_label(action: Action) -> str:
    """A magic ply for people: the magic's name and its steps (``飛車覚醒 2h2d, 2d2b+``)."""
    return f"{magic_name(action.name)} {', '.join(action.steps)}"


TOKEN_DROPS = ("rook-token", "pawn-tokens", "bishop-token", "silver-tokens", "fire-dragon", "god-dragon",
               "thunder-horse", "gale-horse", "spearmen", "sword-silver")


def magic_step_text(magic: str, step: int, role: str) -> str:
    """What the next click does while ``magic`` is used: its ``role`` in step ``step`` (roles of
    :class:`~..cards.mode.Spelled`), in the magic's own words where they say more."""
    if role == "drop" and step == 0 and magic in TOKEN_DROPS:
        return QCoreApplication.translate("Fantasista", "click the square to drop the token on")
    if (magic, role) == ("sword-silver", "square"):
        return (QCoreApplication.translate("Fantasista", "click the sword silver") if step == 0
                else QCoreApplication.translate("Fantasista", "click the enemy piece it strikes"))
    if (magic, role) == ("silver-curtain", "drop"):
        return (QCoreApplication.translate("Fantasista", "click a free square beside your king for a silver token")
                if step == 0 else QCoreApplication.translate("Fantasista", "click another free square for a second token"))
    if (magic, role) == ("silver-wave", "piece"):
        return (QCoreApplication.translate("Fantasista", "click a silver to move") if step == 0
                else QCoreApplication.translate("Fantasista", "click another silver to move"))
    texts: dict[tuple[str, str], str] = {
        ("rook-awakening", "piece"): QCoreApplication.translate("Fantasista", "click the rook that moves twice"),
        ("rook-awakening", "to"): QCoreApplication.translate("Fantasista", "click where its first move goes"),
        ("rook-awakening", "again"): QCoreApplication.translate("Fantasista", "click where its second move goes"),
        ("fire-dragon", "square"): QCoreApplication.translate("Fantasista", "click the enemy piece it burns"),
        ("to-emblem", "drop"): QCoreApplication.translate("Fantasista", "click the square to drop a pawn on as と"),
        ("spearmen", "piece"): QCoreApplication.translate("Fantasista", "click the spearman"),
        ("spearmen", "to"): QCoreApplication.translate("Fantasista", "click where it moves"),
        ("spearmen", "again"):
            QCoreApplication.translate("Fantasista", "click the next enemy piece straight ahead to take it too"),
        ("gale-horse", "piece"): QCoreApplication.translate("Fantasista", "click the gale horse"),
        ("gale-horse", "to"): QCoreApplication.translate("Fantasista", "click where it moves"),
        ("gale-horse", "again"): QCoreApplication.translate("Fantasista", "click where it moves once more"),
        ("carrier", "piece"): QCoreApplication.translate("Fantasista", "click the carrier, or the piece that boards it"),
        ("carrier", "to"): QCoreApplication.translate("Fantasista", "click where it goes"),
        ("carrier", "again"): QCoreApplication.translate("Fantasista", "click where the rider moves on its own"),
        ("silver-curtain", "piece"): QCoreApplication.translate("Fantasista", "click a token to move it"),
        ("silver-curtain", "to"): QCoreApplication.translate("Fantasista", "click where the token moves"),
        ("silver-wave", "to"): QCoreApplication.translate("Fantasista", "click where it moves"),
    }
    return texts.get((magic, role)) or generic_step_text(step, role)
