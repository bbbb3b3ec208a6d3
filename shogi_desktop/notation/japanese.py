"""Japanese move text, both ways.

* squares: ``７六`` (full-width file, kanji rank; half-width digits are read too), ``同　`` / ``同``;
* pieces: 玉 (王 read too, for either king), 飛 角 金 銀 桂 香 歩, 龍 (竜), 馬, 成銀 (全), 成桂 (圭),
  成香 (杏), と; variant pieces by their kanji;
* KIF moves, which name the source square: ``７六歩(77)``, ``同　銀(78)``, ``５五角打``, ``２二角成(88)``
  (``不成`` is read, never written: ShogiHome and cshogi reject it in KIF);
* KI2 moves, which name the piece and, when several can go there, the JSA qualifiers 右 左 直 上 引 寄
  and 打, then 成 / 不成.  The qualifier written is the shortest one that picks the move out of the
  *legal* moves, tried in the JSA order (motion first, then side, then both); reading filters the legal
  moves with the same tests, so what we write we read back.

Text-level parsing (:func:`parse_move_text`) needs no position; :func:`resolve_kif` and
:func:`resolve_ki2` turn the parsed text into a move of a position.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, NamedTuple

from ..core.addons import action_names
from ..core.position import PROMOTE, Position, make_drop, make_move
from ..core.tables import NSQ
from ..core.variant import Variant, load_variant
from .errors import message_text

FULLWIDTH_DIGITS = "１２３４５６７８９"
KANJI_NUMERALS = "一二三四五六七八九"
BLACK_MARKS = "▲▼☗"
WHITE_MARKS = "△▽☖"
MARKS = BLACK_MARKS + WHITE_MARKS

_DIGIT: dict[str, int] = {}
for _i in range(9):
    _DIGIT[str(_i + 1)] = _i + 1
    _DIGIT[FULLWIDTH_DIGITS[_i]] = _i + 1
    _DIGIT[KANJI_NUMERALS[_i]] = _i + 1

# Kinds whose 左/右 compare the two pieces with each other, never with the destination, and which
# never use 直 (JSA rule for 竜 and 馬).
_PAIRED = frozenset({"+R", "+B"})

# Standard names by SFEN letter: (move name, board character, other spellings read).
_STANDARD: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "K": ("玉", "玉", ("王",)),
    "R": ("飛", "飛", ()),
    "B": ("角", "角", ()),
    "G": ("金", "金", ()),
    "S": ("銀", "銀", ()),
    "N": ("桂", "桂", ()),
    "L": ("香", "香", ()),
    "P": ("歩", "歩", ()),
    "+R": ("龍", "龍", ("竜",)),
    "+B": ("馬", "馬", ()),
    "+S": ("成銀", "全", ()),
    "+N": ("成桂", "圭", ()),
    "+L": ("成香", "杏", ()),
    "+P": ("と", "と", ()),
}


class MoveTextError(ValueError):
    """Move text that cannot be read or does not fit the position: a code of ``errors.MESSAGES`` with its
    params; ``column`` is 0-based in the text."""

    def __init__(self, code: str, *params: str, column: int = 0) -> None:
        self.code = code
        self.params = params
        self.column = column
        super().__init__(message_text(code, params))

    @property
    def message(self) -> str:
        return message_text(self.code, self.params)


# ----------------------------------------------------------------------------- numbers and squares
def square_ja(sq: int) -> str:
    """``７六`` for a square index."""
    return FULLWIDTH_DIGITS[8 - sq % 9] + KANJI_NUMERALS[sq // 9]


def square_digits(sq: int) -> str:
    """``77`` (file then rank), the KIF source-square form."""
    return f"{9 - sq % 9}{sq // 9 + 1}"


def kanji_number(n: int) -> str:
    """一 … 九, 十, 十一 … 十八, 二十 … (hand counts in BOD)."""
    if n <= 0:
        return ""
    if n < 10:
        return KANJI_NUMERALS[n - 1]
    tens, ones = divmod(n, 10)
    head = "" if tens == 1 else KANJI_NUMERALS[tens - 1]
    return head + "十" + (KANJI_NUMERALS[ones - 1] if ones else "")


def parse_number(text: str) -> int | None:
    """A count in kanji (十八, 二十), half-width or full-width digits; None if it is none of them."""
    if not text:
        return None
    if text.isdigit():
        try:
            return int(text)
        except ValueError:
            return None
    if "十" in text:
        head, _, tail = text.partition("十")
        tens = _DIGIT.get(head, 0) if head else 1
        ones = _DIGIT.get(tail, 0) if tail else 0
        if (head and not tens) or (tail and not ones) or len(head) > 1 or len(tail) > 1:
            return None
        return tens * 10 + ones
    if len(text) == 1 and text in _DIGIT:
        return _DIGIT[text]
    return None


# ----------------------------------------------------------------------------- piece names
@dataclass(frozen=True)
class PieceNames:
    """The Japanese names of one variant's piece kinds (indices are ``PieceKind.index``)."""

    variant: Variant
    move: tuple[str, ...]  # name in move text: 歩 … 成銀 龍
    board: tuple[str, ...]  # one character for board diagrams: 全 圭 杏 龍
    lookup: dict[str, int]  # every spelling read -> kind index
    pattern: str  # regex alternation of every spelling, longest first

    def kind_of(self, name: str) -> int | None:
        return self.lookup.get(name)


@cache
def piece_names(variant_id: str = "standard") -> PieceNames:
    variant = load_variant(variant_id)
    move: list[str] = []
    board: list[str] = []
    lookup: dict[str, int] = {}
    for kind in variant.kinds:
        std = _STANDARD.get(kind.letter)
        if std is not None and kind.kanji in (std[0], std[1], *std[2]):
            name, char, aliases = std
        else:
            name = kind.kanji_long or kind.kanji
            char = kind.kanji
            aliases = ()
        move.append(name)
        board.append(char)
        for spelling in (name, char, *aliases, kind.kanji, kind.kanji_black, kind.kanji_long):
            if spelling and spelling not in lookup:
                lookup[spelling] = kind.index
    pattern = "|".join(re.escape(s) for s in sorted(lookup, key=len, reverse=True))
    return PieceNames(variant, tuple(move), tuple(board), lookup, pattern)


# ----------------------------------------------------------------------------- parsed move text
class MoveText(NamedTuple):
    """A Japanese move as written, before it is matched against a position (a named tuple: a reader
    makes one per distinct move text, and a tuple is made in one step)."""

    to: int | None  # destination square, None for 同 (the previous move's destination)
    kind: int  # piece kind index as named
    relative: str  # 左 右 直 or ""
    motion: str  # 上 引 寄 or "" (行 is read as 上)
    promote: bool | None  # True 成, False 不成/生, None unspecified
    drop: bool  # 打 (or KIF's source square 00)
    source: int | None  # KIF's named source square
    mark: str  # ▲ △ … or ""
    end: int  # index just after the move in the text


@cache
def _move_regex(variant_id: str) -> re.Pattern[str]:
    names = piece_names(variant_id)
    return re.compile(
        r"[ \u3000]*+(?P<mark>[" + MARKS + r"])?+[ \u3000]*+"
        r"(?:(?P<file>[1-9１-９])(?P<rank>[1-9１-９一二三四五六七八九])(?:[ \u3000]*+同)?+|(?P<same>同)[ \u3000]*+)"
        r"(?P<piece>" + names.pattern + r")[ \u3000]*+"
        r"(?P<rel>[左右直])?+(?P<mot>[上引寄行])?+(?P<act>不成|生|成|打)?+"
        r"(?:[ \u3000]*+\((?P<src>[1-9１-９]{2}|00)\))?+"
    )


_new_tuple = tuple.__new__  # (a MoveText made in one call, without the named tuple's __new__ in Python)


def parse_move_text(text: str, pos: int = 0, variant_id: str = "standard") -> MoveText:
    """Read one Japanese move starting at ``pos`` (leading spaces and a ▲/△ mark allowed)."""
    m = _move_regex(variant_id).match(text, pos)
    if m is None:
        raise MoveTextError("kif-bad-move", repr(text[pos:pos + 12]), column=_skip_space(text, pos))
    mark, file, rank, _, piece, rel, mot, act, src = m.groups()  # (the groups in the pattern's order)
    to = None if file is None else (_DIGIT[rank] - 1) * 9 + (9 - _DIGIT[file])
    source = None
    drop = act == "打"
    if src is not None:
        if src == "00":
            drop = True
        else:
            source = (_DIGIT[src[1]] - 1) * 9 + (9 - _DIGIT[src[0]])
    promote = True if act == "成" else False if act == "不成" or act == "生" else None
    motion = "上" if mot == "行" else (mot or "")
    return _new_tuple(MoveText, (to, piece_names(variant_id).lookup[piece], rel or "", motion, promote, drop, source,
                                 mark or "", m.end()))


def _skip_space(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \u3000\t":
        pos += 1
    return pos


# ----------------------------------------------------------------------------- KIF moves
def resolve_kif(board: Sequence[int], side: int, mt: MoveText, last_to: int | None,
                variant_id: str = "standard") -> int:
    """The move a KIF text names (source square given); legality is checked by whoever plays it."""
    to = _destination(mt, last_to)
    names = piece_names(variant_id)
    if mt.drop:
        if names.variant.kinds[mt.kind].is_promoted:
            raise MoveTextError("kif-promoted-drop", names.move[mt.kind])
        return make_drop(mt.kind, to)
    if mt.source is None:
        raise MoveTextError("kif-no-source")
    code = board[mt.source]
    if not code or (code > 0) != (side == 0):
        who = "sente" if side == 0 else "gote"
        raise MoveTextError("kif-no-piece", who, square_ja(mt.source))
    kind = abs(code) - 1
    promote = bool(mt.promote)
    if kind != mt.kind and names.move[kind] != names.move[mt.kind]:
        promoted = names.variant.kinds[kind].promoted
        if not (promoted is not None and promoted.index == mt.kind and mt.promote is None):
            raise MoveTextError("kif-wrong-piece", square_ja(mt.source), names.move[kind], names.move[mt.kind])
        promote = True  # ２二馬(88): the promoted name instead of 角成
    return make_move(mt.source, to, promote)


def format_kif_move(pos: Position, m: int, last_to: int | None = None) -> str:
    """``７六歩(77)``, ``同　銀(78)``, ``５五角打``, ``２二角成(88)``: KIF move text before ``m`` in ``pos``."""
    return kif_move_text(pos.board, m, last_to, pos.variant.id)


def kif_move_text(board: Sequence[int], m: int, last_to: int | None, variant_id: str = "standard") -> str:
    names = piece_names(variant_id)
    frm = m & 127
    to = (m >> 7) & 127
    dest = "同　" if to == last_to else square_ja(to)
    if frm >= NSQ:
        return f"{dest}{names.move[frm - NSQ]}打"
    kind = abs(board[frm]) - 1
    return f"{dest}{names.move[kind]}{'成' if m & PROMOTE else ''}({square_digits(frm)})"


# ----------------------------------------------------------------------------- KI2 moves
def _x(sq: int, side: int) -> int:
    """File position seen from the mover: smaller is further to the mover's left."""
    f = sq % 9
    return f if side == 0 else 8 - f


def _up(frm: int, to: int, side: int) -> int:
    """>0 when the move goes forward (up the board for the mover), <0 backward, 0 sideways."""
    d = frm // 9 - to // 9
    return d if side == 0 else -d


def _filter(sources: list[int], to: int, side: int, paired: bool, relative: str, motion: str) -> list[int]:
    out = sources
    if relative:
        tx = _x(to, side)
        if relative == "直":
            out = [s for s in out if _x(s, side) == tx and _up(s, to, side) > 0]
        elif paired:
            xs = [_x(s, side) for s in sources]
            lo, hi = min(xs), max(xs)
            if lo == hi:
                out = []
            else:
                want = lo if relative == "左" else hi
                out = [s for s in out if _x(s, side) == want]
        elif relative == "左":
            out = [s for s in out if _x(s, side) < tx]
        else:
            out = [s for s in out if _x(s, side) > tx]
    if motion:
        if motion == "上":
            out = [s for s in out if _up(s, to, side) > 0]
        elif motion == "引":
            out = [s for s in out if _up(s, to, side) < 0]
        else:
            out = [s for s in out if _up(s, to, side) == 0]
    return out


_QUALIFIERS: tuple[tuple[str, str], ...] = (
    ("", "上"), ("", "引"), ("", "寄"),
    ("左", ""), ("右", ""), ("直", ""),
    ("左", "上"), ("左", "引"), ("左", "寄"), ("右", "上"), ("右", "引"), ("右", "寄"),
)


def _qualifier(sources: list[int], frm: int, to: int, side: int, paired: bool) -> str | None:
    """The shortest JSA qualifier that picks ``frm`` out of ``sources``; None when none does (never in
    standard shogi, see the tests; variant pieces can need the source square)."""
    for relative, motion in _QUALIFIERS:
        if paired and relative == "直":
            continue
        if _filter(sources, to, side, paired, relative, motion) == [frm]:
            return relative + motion
    return None


def candidate_moves(pos: Position, kind: int, to: int) -> list[int]:
    """The legal moves of ``pos`` that KI2 text naming ``kind`` and ``to`` must choose among: moves of
    the mover's pieces of that kind to ``to`` (promoting or not) and the drop of that kind there.

    One legality check per piece of the kind, instead of every legal move of the position."""
    out: list[int] = []
    board = pos.board
    is_legal = pos.is_legal
    code = kind + 1 if pos.side == 0 else -kind - 1
    if code in board:
        sq = -1
        while True:
            try:
                sq = board.index(code, sq + 1)
            except ValueError:
                break
            if sq >= NSQ:
                break
            m = sq | to << 7
            if is_legal(m):
                out.append(m)
            if is_legal(m | PROMOTE):
                out.append(m | PROMOTE)
    if pos.hands[pos.side][kind]:
        d = make_drop(kind, to)
        if is_legal(d):
            out.append(d)
    return out


def format_ki2_move(pos: Position, m: int, last_to: int | None = None, mark: bool = True,
                    legal: Sequence[int] | None = None) -> str:
    """KI2 text of ``m`` before it is played in ``pos``: ``▲７六歩``, ``△同　銀``, ``△同銀成``, ``▲５二金左上``,
    ``▲２二角成``, ``△３三桂不成``, ``▲５五角打``.  ``legal`` may pass ``pos.legal_moves()`` if known.

    Where no JSA qualifier tells the pieces apart (variant pieces such as the eight-way knight can
    reach a square from places 右 左 直 上 引 寄 do not separate), the source square follows as in KIF:
    ``▲５五八方桂(76)``; our KI2 reader takes it."""
    names = piece_names(pos.variant.id)
    side = pos.side
    frm = m & 127
    to = (m >> 7) & 127
    board = pos.board
    if legal is not None:
        moves = legal
    else:
        moves = candidate_moves(pos, frm - NSQ if frm >= NSQ else abs(board[frm]) - 1, to)
    head = (BLACK_MARKS[0] if side == 0 else WHITE_MARKS[0]) if mark else ""
    if frm >= NSQ:
        kind = frm - NSQ
        on_board = any((x & 127) < NSQ and (x >> 7) & 127 == to and abs(board[x & 127]) - 1 == kind for x in moves)
        return head + _dest(to, last_to, f"{names.move[kind]}{'打' if on_board else ''}")
    kind = abs(board[frm]) - 1
    sources = sorted({x & 127 for x in moves
                      if (x & 127) < NSQ and (x >> 7) & 127 == to and abs(board[x & 127]) - 1 == kind})
    qualifier: str | None = ""
    if len(sources) > 1 and frm in sources:
        qualifier = _qualifier(sources, frm, to, side, names.variant.kinds[kind].letter in _PAIRED)
    if m & PROMOTE:
        tail = "成"
    elif (m | PROMOTE) in moves:
        tail = "不成"
    else:
        tail = ""
    if qualifier is None:
        return head + _dest(to, last_to, f"{names.move[kind]}{tail}({square_digits(frm)})")
    return head + _dest(to, last_to, f"{names.move[kind]}{qualifier}{tail}")


def _dest(to: int, last_to: int | None, rest: str) -> str:
    """``７六`` + rest, or 同 + rest with the full-width space that keeps ``同　歩`` as wide as ``７六歩``
    (Kifu for Windows' KI2 spelling: ``▲同　歩`` but ``▲同歩成``)."""
    if to != last_to:
        return square_ja(to) + rest
    return ("同　" if len(rest) == 1 else "同") + rest


def resolve_ki2(pos: Position, mt: MoveText, last_to: int | None, legal: Sequence[int] | None = None) -> int:
    """The legal move of ``pos`` that a KI2 text names (a KIF source square is honoured if given)."""
    to = _destination(mt, last_to)
    names = piece_names(pos.variant.id)
    kind = mt.kind
    moves = candidate_moves(pos, kind, to) if legal is None else legal
    board = pos.board
    side = pos.side
    here = [x for x in moves if (x >> 7) & 127 == to]
    drops = [x for x in here if (x & 127) >= NSQ and (x & 127) - NSQ == kind]
    steps = [x for x in here if (x & 127) < NSQ and abs(board[x & 127]) - 1 == kind]
    label = f"{square_ja(to)}{names.move[kind]}"
    if mt.drop:
        if not drops:
            raise MoveTextError("kif-not-drop", label)
        return drops[0]
    if mt.source is not None:
        steps = [x for x in steps if x & 127 == mt.source]
    if not steps:
        if drops and mt.promote is None and not mt.relative and not mt.motion:
            return drops[0]
        raise MoveTextError("kif-cannot-move", names.move[kind], square_ja(to))
    if mt.promote is True:
        steps = [x for x in steps if x & PROMOTE]
    elif mt.promote is False:
        steps = [x for x in steps if not x & PROMOTE]
    sources = sorted({x & 127 for x in steps})
    if mt.relative or mt.motion:
        paired = names.variant.kinds[kind].letter in _PAIRED
        kept = _filter(sources, to, side, paired, mt.relative, mt.motion)
        if not kept and paired and mt.relative in ("左", "右"):
            kept = _filter(sources, to, side, False, mt.relative, mt.motion)
        sources = kept
    if not sources and len(set(x & 127 for x in steps)) == 1:
        sources = [steps[0] & 127]  # a needless or odd qualifier on the only piece that can go there
    if not sources:
        raise MoveTextError("kif-no-fit", names.move[kind], f"{label}{mt.relative}{mt.motion}")
    if len(sources) > 1:
        where = "、".join(square_ja(s) for s in sources)
        raise MoveTextError("kif-ambiguous", label, names.move[kind], where)
    chosen = [x for x in steps if x & 127 == sources[0]]
    if len(chosen) > 1:  # no 成 / 不成 written where both are legal: the piece stays unpromoted
        chosen = [x for x in chosen if not x & PROMOTE]
    if not chosen:
        raise MoveTextError("kif-promotion", f"{label}{'成' if mt.promote else '不成'}")
    return chosen[0]


def _destination(mt: MoveText, last_to: int | None) -> int:
    if mt.to is not None:
        return mt.to
    if last_to is None:
        raise MoveTextError("kif-no-same")
    return last_to


def split_ki2_moves(line: str) -> list[int]:
    """Start indices of the moves on a KI2 line (each starts with ▲ △ ▼ ▽ ☗ or ☖)."""
    return [i for i, ch in enumerate(line) if ch in MARKS]


def display_width(text: str) -> int:
    """Columns in a fixed-width Japanese font: full-width characters count two."""
    return sum(1 if ord(ch) < 0x80 or 0xFF61 <= ord(ch) <= 0xFF9F else 2 for ch in text)


# ----------------------------------------------------------------------------- special actions
_STEP_WORDS_JA = {"pass": "パス"}
_STEP_MOVE = re.compile(r"[1-9][a-i][1-9][a-i]\+?\Z")
_STEP_DROP = re.compile(r"(\+?[A-Z])\*([1-9][a-i])\Z")
_STEP_SQUARE = re.compile(r"[1-9][a-i]\Z")


def action_name_ja(name: str, variant: Variant) -> str:
    """The Japanese name of an action (a card of the game's edition, a magic, a variant power: the
    core's names, core/addons :func:`action_names`); the id itself when there is none."""
    names = action_names(name, variant)
    return name if names is None else names[0]


def _square(text: str) -> int:
    return (ord(text[1]) - ord("a")) * 9 + 9 - int(text[0])


def action_text(board: Sequence[int], action: Any, variant_id: str = "standard") -> str:
    """Japanese words for a special action played on ``board``: its name, then each step: a move as
    destination and source (``４四獅(55)``; the piece named for the first step only, since later steps
    may move another piece), a drop as ``５五歩打``, a square as ``５二``.  For people: KIF and KI2 carry
    the action string itself beside it, in 【】, and read only that."""
    names = piece_names(variant_id)
    variant = names.variant
    parts = []
    for i, step in enumerate(action.steps):
        if _STEP_MOVE.match(step):
            frm, to = _square(step[:2]), _square(step[2:4])
            piece = names.move[abs(board[frm]) - 1] if i == 0 and board[frm] else ""
            parts.append(f"{square_ja(to)}{piece}{'成' if step.endswith('+') else ''}({square_digits(frm)})")
            continue
        m = _STEP_DROP.match(step)
        if m is not None:
            letter = m.group(1)
            name = names.move[variant.kind(letter).index] if variant.has_kind(letter) else letter
            parts.append(f"{square_ja(_square(m.group(2)))}{name}打")
        elif _STEP_SQUARE.match(step):
            parts.append(square_ja(_square(step)))
        else:
            parts.append(_STEP_WORDS_JA.get(step, step))
    return f"{action_name_ja(action.name, variant)}\u3000{'、'.join(parts)}"
