"""SFEN parsing and formatting, independent of the Position class.

Errors name the field (board, side, hand, move number) and the 1-based character column in the
whole string, e.g. ``board, column 12: unknown piece letter 'X'``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .actions import PieceStatus
from .moves import PROMOTE, make_drop, make_move
from .slotted import Record, replace
from .squares import NSQ, parse_square, square_name

if TYPE_CHECKING:
    from .position import Position
    from .variant import Variant

BLACK, WHITE = 0, 1
HAND_ORDER_DEFAULT = "RBGSNLP"


class SfenError(ValueError):
    def __init__(self, field: str, column: int, message: str) -> None:
        self.field = field
        self.column = column
        self.message = message
        super().__init__(f"{field}, column {column}: {message}")


class SfenData(Record):
    """A parsed SFEN (core/slotted.py: not a dataclass, which compiles its methods at import)."""

    __slots__ = ("board", "hands", "side", "move_number", "extra")

    def __init__(self, board: list[int], hands: list[list[int]], side: int, move_number: int,
                 extra: list[str]) -> None:
        self.board = board  # 81 piece codes, 0 empty, kind index + 1 for Black, negative for White
        self.hands = hands  # per colour, count per kind index
        self.side = side
        self.move_number = move_number
        self.extra = extra  # fields after the move number (add-on state, documented in docs/notation.md)


_DIGITS = frozenset("0123456789")
_MAX_DIGITS = 6


def _digit_run(text: str, start: int, field: str, column: int) -> int:
    """End index of the ASCII digit run starting at ``start``; refuses absurdly long numbers."""
    j = start
    while j < len(text) and text[j] in _DIGITS:
        j += 1
    if j - start > _MAX_DIGITS:
        raise SfenError(field, column, f"number too long ({j - start} digits)")
    return j


def parse_sfen(text: str, variant: Variant) -> SfenData:
    """Parse an SFEN (optionally prefixed by ``sfen``); columns count from the start of ``text``."""
    i = 0
    while i < len(text) and text[i].isspace():
        i += 1
    if text.startswith("sfen", i) and (len(text) == i + 4 or text[i + 4].isspace()):
        i += 4
    fields: list[tuple[str, int]] = []  # (token, start column 1-based)
    while i < len(text):
        if text[i].isspace():
            i += 1
            continue
        j = i
        while j < len(text) and not text[j].isspace():
            j += 1
        fields.append((text[i:j], i + 1))
        i = j
    names = ["board", "side to move", "hand", "move number"]
    if len(fields) < 3:
        missing = names[len(fields)] if len(fields) < 4 else ""
        raise SfenError(missing, len(text) + 1, f"missing field ({missing}); expected 'BOARD SIDE HAND [MOVE]'")
    letters = {k.letter: k.index for k in variant.kinds}
    board_text, col0 = fields[0]
    board: list[int] = []
    rows = board_text.split("/")
    if len(rows) != variant.ranks:
        raise SfenError("board", col0, f"expected {variant.ranks} ranks separated by '/', found {len(rows)}")
    col = col0
    for r, row in enumerate(rows):
        count = 0
        k = 0
        while k < len(row):
            ch = row[k]
            if ch in _DIGITS:
                j = _digit_run(row, k, "board", col + k)
                n = int(row[k:j])
                if n == 0:
                    raise SfenError("board", col + k, "an empty-square count must be at least 1")
                board.extend([0] * n)
                count += n
                k = j
                continue
            plus = ""
            start = k
            if ch == "+":
                plus = "+"
                k += 1
                if k >= len(row):
                    raise SfenError("board", col + start, "'+' must be followed by a piece letter")
                ch = row[k]
            if not ch.isalpha():
                raise SfenError("board", col + k, f"unexpected character {ch!r}")
            letter = plus + ch.upper()
            if letter not in letters:
                raise SfenError("board", col + k, f"unknown piece {plus + ch!r}")
            code = letters[letter] + 1
            board.append(code if ch.isupper() else -code)
            count += 1
            k += 1
        if count != variant.files:
            raise SfenError("board", col, f"rank {r + 1} has {count} squares, expected {variant.files}")
        col += len(row) + 1
    side_text, col = fields[1]
    if side_text not in ("b", "w"):
        raise SfenError("side to move", col, f"expected 'b' or 'w', got {side_text!r}")
    side = BLACK if side_text == "b" else WHITE
    hand_text, col = fields[2]
    hands = [[0] * len(variant.kinds), [0] * len(variant.kinds)]
    if hand_text != "-":
        k = 0
        while k < len(hand_text):
            j = _digit_run(hand_text, k, "hand", col + k)
            n = int(hand_text[k:j]) if j > k else 1
            if j >= len(hand_text):
                raise SfenError("hand", col + k, "a count must be followed by a piece letter")
            ch = hand_text[j]
            if not ch.isalpha():
                raise SfenError("hand", col + j, f"unexpected character {ch!r}")
            letter = ch.upper()
            if letter not in letters:
                raise SfenError("hand", col + j, f"unknown piece {ch!r}")
            kind = variant.kinds[letters[letter]]
            if kind.royal:
                raise SfenError("hand", col + j, f"a royal piece ({ch!r}) cannot be in hand")
            if n == 0:
                raise SfenError("hand", col + k, "a hand count must be at least 1")
            hands[BLACK if ch.isupper() else WHITE][kind.index] += n
            k = j + 1
    move_number = 1
    extra: list[str] = []
    if len(fields) >= 4:
        num_text, col = fields[3]
        if (not num_text or any(ch not in _DIGITS for ch in num_text) or len(num_text) > 9
                or int(num_text) < 1):
            raise SfenError("move number", col, f"expected a positive number, got {num_text!r}")
        move_number = int(num_text)
        extra = [f for f, _ in fields[4:]]
    return SfenData(board, hands, side, move_number, extra)


def board_field(cells: Sequence[str], files: int = 9, ranks: int = 9) -> str:
    """The board field of an SFEN from its squares' letters (rank by rank from the top, files from the
    left; "" for an empty square): runs of empty squares become their count."""
    rows = []
    for r in range(ranks):
        out = []
        empty = 0
        for cell in cells[r * files:r * files + files]:
            if not cell:
                empty += 1
                continue
            if empty:
                out.append(str(empty))
                empty = 0
            out.append(cell)
        if empty:
            out.append(str(empty))
        rows.append("".join(out))
    return "/".join(rows)


def format_board(board: list[int], variant: Variant) -> str:
    letters = [""] + [k.letter for k in variant.kinds]
    cells = [letters[code] if code >= 0 else letters[-code].lower() for code in board]
    return board_field(cells, variant.files, variant.ranks)


def hand_order(variant: Variant) -> list[int]:
    """Kind indices in the conventional SFEN hand order (R B G S N L P first, then the rest)."""
    order = []
    for letter in HAND_ORDER_DEFAULT:
        if variant.has_kind(letter):
            order.append(variant.kind(letter).index)
    for k in variant.kinds:
        if k.index not in order and not k.is_promoted and not k.royal:
            order.append(k.index)
    return order


def format_hands(hands: list[list[int]], variant: Variant) -> str:
    out = []
    order = hand_order(variant)
    for color in (BLACK, WHITE):
        for idx in order:
            n = hands[color][idx]
            if n:
                letter = variant.kinds[idx].letter
                letter = letter if color == BLACK else letter.lower()
                out.append((str(n) if n > 1 else "") + letter)
    return "".join(out) or "-"


# ----------------------------------------------------------------------------- the status field
def _letter(variant: Variant, code: int) -> str:
    letter = variant.kinds[abs(code) - 1].letter
    return letter if code > 0 else letter.lower()


def _code(variant: Variant, text: str) -> int:
    plus = text.startswith("+")
    base = text[1:] if plus else text
    if len(base) != 1 or not base.isalpha():
        raise ValueError(f"bad piece {text!r}")
    letter = ("+" if plus else "") + base.upper()
    if not variant.has_kind(letter):
        raise ValueError(f"unknown piece {text!r}")
    k = variant.kind(letter).index
    return k + 1 if base.isupper() else -k - 1


def format_status_field(statuses: dict[int, PieceStatus], variant: Variant) -> str:
    """``status:SQ=ITEM[.ITEM...][,SQ=...]`` (docs/notation.md, "Cards in SFEN"): the piece statuses."""
    parts = []
    for sq in sorted(statuses):
        st = statuses[sq]
        items = []
        if st.rider:
            items.append("r" + _letter(variant, st.rider))
        elif st.carrier:
            items.append("c")
        if st.immune_until is not None:
            items.append(f"i{st.immune_until}")
        if st.immune_except:
            items.append("x" + "/".join(sorted(st.immune_except)))
        if st.token:
            items.append("t")
        if st.kind_on_capture is not None:
            items.append("k" + st.kind_on_capture)
        if items:
            parts.append(f"{square_name(sq)}={'.'.join(items)}")
    return "status:" + ",".join(parts)


def parse_status_field(text: str, board: list[int], variant: Variant) -> dict[int, PieceStatus]:
    """The statuses of ``status:...`` for the pieces of ``board``; raises :class:`SfenError` (field
    ``status``, column within it)."""
    out: dict[int, PieceStatus] = {}
    body = text[len("status:"):]
    col = len("status:") + 1
    if not body:
        return out
    for entry in body.split(","):
        sq_text, eq, items = entry.partition("=")
        try:
            sq = parse_square(sq_text)
        except ValueError:
            raise SfenError("status", col, f"expected a square before '=', got {sq_text!r}") from None
        if not eq or not items:
            raise SfenError("status", col, f"{entry!r}: expected SQUARE=ITEM[.ITEM...]")
        if not board[sq]:
            raise SfenError("status", col, f"{sq_text} is empty: only a piece carries a status")
        if sq in out:
            raise SfenError("status", col, f"{sq_text} is given twice")
        st = PieceStatus()
        icol = col + len(sq_text) + 1
        for item in items.split("."):
            try:
                st = _status_item(variant, st, item)
            except ValueError as exc:
                raise SfenError("status", icol, f"{sq_text}: {exc}") from None
            icol += len(item) + 1
        out[sq] = st
        col += len(entry) + 1
    return out


def _status_item(variant: Variant, st: PieceStatus, item: str) -> PieceStatus:
    if not item:
        raise ValueError("empty item")
    key, value = item[0], item[1:]
    if key == "r":
        return replace(st, carrier=True, rider=_code(variant, value))
    if key == "c" and not value:
        return replace(st, carrier=True)
    if key == "i" and value.isdigit():
        return replace(st, immune_until=int(value))
    if key == "x" and value:
        return replace(st, immune_except=frozenset(value.split("/")))
    if key == "t" and not value:
        return replace(st, token=True)
    if key == "k" and value:
        if value != "none" and not variant.has_kind(value):
            raise ValueError(f"kind-on-capture: unknown piece {value!r}")
        return replace(st, kind_on_capture=value)
    raise ValueError(f"unknown status item {item!r} (known: rLETTER, c, iN, xLETTERS, t, kLETTER)")


# ----------------------------------------------------------------- USI move text (bound as Position methods)
def move_to_usi(pos: Position, m: int) -> str:
    frm = m & 127
    to = (m >> 7) & 127
    if frm >= NSQ:
        return f"{pos.variant.kinds[frm - NSQ].letter}*{square_name(to)}"
    return f"{square_name(frm)}{square_name(to)}{'+' if m & PROMOTE else ''}"


def parse_usi(pos: Position, text: str) -> int:
    """Parse a USI move or drop (syntax only; see :meth:`Position.legal_move_from_usi`)."""
    text = text.strip()
    variant = pos.variant
    if len(text) >= 4 and text[1] == "*":
        letter = text[0].upper()
        if not variant.has_kind(letter) or len(text) != 4:
            raise ValueError(f"bad drop {text!r}")
        return make_drop(variant.kind(letter).index, parse_square(text[2:4]))
    if len(text) not in (4, 5) or (len(text) == 5 and text[4] != "+"):
        raise ValueError(f"bad move {text!r}: expected USI such as 7g7f, 8h2b+ or P*5e")
    return make_move(parse_square(text[0:2]), parse_square(text[2:4]), len(text) == 5)
