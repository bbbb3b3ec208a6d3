"""BOD board diagrams (柿木 board diagrams), as KIF and KI2 headers and as stand-alone text::

    後手の持駒：飛　角　金　銀　桂　香　歩四
      ９ ８ ７ ６ ５ ４ ３ ２ １
    +---------------------------+
    |v香v桂 ・ ・ ・ ・ ・ ・ ・|一
    ...
    +---------------------------+
    先手の持駒：なし
    手数＝30  ▲２六歩  まで
    後手番

Reading accepts 上手/下手 for 後手/先手, 王 and 竜, hands with or without separators and counts in
kanji or digits.  Writing uses 先手/後手 and 後手番 by default (python-shogi reads only those).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..core.position import Position
from ..core.sfen import SfenError, format_board, format_hands, hand_order, parse_sfen
from ..core.validate import set_counts
from ..core.variant import load_variant
from .errors import KifuError
from .japanese import FULLWIDTH_DIGITS, KANJI_NUMERALS, kanji_number, parse_number, piece_names

_HAND_RE = re.compile(r"^[ \u3000]*+(先手|後手|下手|上手)の持駒[：:](.*+)$")
_TURN_RE = re.compile(r"^[ \u3000]*+(先手|後手|下手|上手)番[ \u3000]*+$")
_COUNT_RE = re.compile(r"^手数[＝=][ \u3000]*+([0-9０-９]{1,9}+)(?![0-9０-９])(.*+)$")
_FRAME_RE = re.compile(r"^[ \u3000]*+\+-++\+[ \u3000]*+$")
_FILES_RE = re.compile(r"^[ \u3000]*+[９9][ \u3000]*+[８8][ \u3000]*+[７7]")
_NUM_CHARS = "一二三四五六七八九十0123456789０１２３４５６７８９"
_BLACK_SIDE = {"先手": 0, "下手": 0, "後手": 1, "上手": 1}


@dataclass
class Bod:
    """What a diagram said.  ``board`` is None when only hands or the turn were given."""

    board: list[int] | None = None
    hands: list[list[int]] | None = None
    hands_given: list[bool] = field(default_factory=lambda: [False, False])
    side: int | None = None
    moves_played: int | None = None  # 手数＝N: the diagram is the position after N moves
    last_move: str = ""
    handicap_labels: bool = False  # 上手/下手 were used
    rest: int | None = None  # 持駒：残りの駒全部 (詰将棋): this side holds every piece not placed elsewhere

    def sfen(self, variant_id: str = "standard", base: str | None = None) -> str:
        """The SFEN of the diagram; parts it did not give come from ``base`` (else the empty board)."""
        variant = load_variant(variant_id)
        n = len(variant.kinds)
        data = parse_sfen(base, variant) if base else None
        board = self.board if self.board is not None else (list(data.board) if data else [0] * 81)
        hands = [[0] * n, [0] * n] if self.hands is None else self.hands
        if data is not None:
            hands = [hands[c] if self.hands_given[c] else list(data.hands[c]) for c in (0, 1)]
        if self.rest is not None:
            hands = [list(hands[0]), list(hands[1])]
            left = dict(set_counts(variant))
            for code in board:
                if code:
                    kind = variant.kinds[abs(code) - 1].unpromoted.index
                    left[kind] = left.get(kind, 0) - 1
            for k, count in enumerate(hands[self.rest ^ 1]):
                left[k] = left.get(k, 0) - count
            hands[self.rest] = [max(left.get(k, 0), 0) for k in range(n)]
        side = self.side if self.side is not None else (data.side if data and self.board is None else 0)
        number = (self.moves_played + 1) if self.moves_played is not None else 1
        return (f"{format_board(board, variant)} {'b' if side == 0 else 'w'} "
                f"{format_hands(hands, variant)} {number}")


class BodReader:
    """Collects the lines of a board diagram out of a header; :meth:`feed` says whether it took a line."""

    def __init__(self, variant_id: str = "standard", fmt: str = "BOD") -> None:
        self.variant_id = variant_id
        self.fmt = fmt
        self.names = piece_names(variant_id)
        self.bod = Bod()
        self.rows: dict[int, list[int]] = {}
        self.first_line = 0
        self.last_row_line = 0

    @property
    def seen(self) -> bool:
        return bool(self.rows) or self.bod.hands is not None or self.bod.side is not None

    def feed(self, line: str, lineno: int) -> bool:
        s = line.rstrip()
        if not s:
            return False
        first = s.lstrip(" \u3000")[:1]
        if first == "|" or first == "｜":
            self._row(s, lineno)
            return True
        if first == "+":
            return bool(_FRAME_RE.match(s))
        m = _HAND_RE.match(s)
        if m:
            self._hand(m.group(1), m.group(2), lineno, m.start(2))
            return True
        m = _TURN_RE.match(s)
        if m:
            self.bod.side = _BLACK_SIDE[m.group(1)]
            self.bod.handicap_labels |= m.group(1) in ("上手", "下手")
            return True
        m = _COUNT_RE.match(s.strip(" \u3000"))
        if m:
            self.bod.moves_played = int(m.group(1).translate(_FW))
            self.bod.last_move = m.group(2).strip(" \u3000")
            return True
        return bool(_FILES_RE.match(s)) and all(ch in FULLWIDTH_DIGITS + "123456789 \u3000" for ch in s)

    def _row(self, s: str, lineno: int) -> None:
        start = s.index("|") if "|" in s else s.index("｜")
        i = start + 1
        cells: list[int] = []
        white = False
        lookup = self.names.lookup
        while len(cells) < 9:
            if i >= len(s):
                raise KifuError(self.fmt, lineno, i + 1, "bod-short-row", len(cells))
            ch = s[i]
            if ch in "vV^":
                white = True
            elif ch in " \u3000":
                pass
            elif ch == "・":
                cells.append(0)
                white = False
            elif ch in lookup:
                kind = lookup[ch]
                cells.append(-(kind + 1) if white else kind + 1)
                white = False
            else:
                raise KifuError(self.fmt, lineno, i + 1, "bod-bad-square", repr(ch))
            i += 1
        rest = s[i:].strip(" \u3000")
        if not rest.startswith(("|", "｜")):
            raise KifuError(self.fmt, lineno, i + 1, "bod-no-bar")
        label = rest[1:].strip(" \u3000")
        rank = KANJI_NUMERALS.find(label[:1]) + 1 if label else 0
        if rank == 0:
            rank = len(self.rows) + 1
        if rank in self.rows:
            raise KifuError(self.fmt, lineno, 1, "bod-rank-twice", kanji_number(rank))
        if rank > 9:
            raise KifuError(self.fmt, lineno, 1, "bod-too-many-ranks")
        if not self.rows:
            self.first_line = lineno
        self.rows[rank] = cells
        self.last_row_line = lineno

    def _hand(self, who: str, text: str, lineno: int, offset: int) -> None:
        color = _BLACK_SIDE[who]
        self.bod.handicap_labels |= who in ("上手", "下手")
        n = len(self.names.variant.kinds)
        if self.bod.hands is None:
            self.bod.hands = [[0] * n, [0] * n]
        self.bod.hands_given[color] = True
        hand = self.bod.hands[color]
        i = 0
        text = text.rstrip()
        if text.strip(" \u3000").startswith("残り"):
            self.bod.rest = color
            return
        lookup = self.names.lookup
        kinds = self.names.variant.kinds
        while i < len(text):
            ch = text[i]
            if ch in " \u3000、,":
                i += 1
                continue
            if text.startswith("なし", i):
                i += 2
                continue
            kind = lookup.get(ch)
            if kind is None or kinds[kind].royal or kinds[kind].is_promoted:
                raise KifuError(self.fmt, lineno, offset + i + 1, "bod-bad-hand", repr(ch))
            j = i + 1
            while j < len(text) and text[j] in _NUM_CHARS:
                j += 1
            digits = text[i + 1:j]
            count = 1 if not digits else parse_number(digits) if len(digits) <= 4 else None
            if count is None or not 1 <= count <= 999:
                raise KifuError(self.fmt, lineno, offset + i + 2, "bod-bad-count", repr(text[i + 1:j][:10]), ch)
            hand[kind] += count
            i = j

    def result(self) -> Bod | None:
        """The diagram read, or None if there was none; an incomplete board is a KifuError."""
        if not self.seen:
            return None
        if self.rows:
            if len(self.rows) != 9:
                missing = [kanji_number(r) for r in range(1, 10) if r not in self.rows]
                raise KifuError(self.fmt, self.last_row_line, 1, "bod-missing-ranks", "、".join(missing))
            self.bod.board = [c for r in range(1, 10) for c in self.rows[r]]
        return self.bod


_FW = str.maketrans("０１２３４５６７８９", "0123456789")


def parse_bod(text: str, variant_id: str = "standard") -> str:
    """The SFEN of a BOD diagram (raises KifuError)."""
    reader = BodReader(variant_id, "BOD")
    for lineno, line in enumerate(text.splitlines(), 1):
        reader.feed(line, lineno)
    bod = reader.result()
    if bod is None or bod.board is None:
        raise KifuError("BOD", 1, 1, "bod-none")
    sfen = bod.sfen(variant_id)
    try:
        Position.from_sfen(sfen, variant_id)
    except (SfenError, ValueError, KeyError) as exc:
        raise KifuError("BOD", reader.first_line, 1, "bad-start", str(exc)) from None
    return sfen


def format_hand(hand: list[int], variant_id: str = "standard") -> str:
    """``飛　角　歩四　`` (Kifu for Windows' order and separators) or ``なし``."""
    names = piece_names(variant_id)
    out = []
    for k in hand_order(names.variant):
        n = hand[k]
        if n:
            out.append(names.board[k] + (kanji_number(n) if n > 1 else "") + "\u3000")
    return "".join(out) or "なし"


def format_bod(pos: Position | str, variant_id: str = "standard", handicap_labels: bool = False,
               moves_played: int | None = None, last_move: str = "", turn_line: bool = True) -> str:
    """A BOD diagram of a position (or SFEN), lines joined with ``\\n``, no final newline."""
    if isinstance(pos, str):
        pos = Position.from_sfen(pos, variant_id)
    vid = pos.variant.id
    names = piece_names(vid)
    white, black = ("上手", "下手") if handicap_labels else ("後手", "先手")
    lines = [f"{white}の持駒：{format_hand(pos.hands[1], vid)}",
             "  ９ ８ ７ ６ ５ ４ ３ ２ １",
             "+---------------------------+"]
    for r in range(9):
        cells = []
        for f in range(9):
            code = pos.board[r * 9 + f]
            if code == 0:
                cells.append(" ・")
            else:
                cells.append(("v" if code < 0 else " ") + names.board[abs(code) - 1])
        lines.append("|" + "".join(cells) + "|" + KANJI_NUMERALS[r])
    lines.append("+---------------------------+")
    lines.append(f"{black}の持駒：{format_hand(pos.hands[0], vid)}")
    if moves_played is not None:
        lines.append(f"手数＝{moves_played}  {last_move}  まで" if last_move else f"手数＝{moves_played}")
    if turn_line:
        lines.append(f"{white if pos.side == 1 else black}番")
    return "\n".join(lines)
