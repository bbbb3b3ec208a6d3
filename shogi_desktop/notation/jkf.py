"""JSON Kifu Format (JKF, the format of Kifu for JS and json-kifu-format): reading and writing.

A JKF record is ``{"header": {...}, "initial": {"preset": ..., "data": ...}, "moves": [...]}``.
``moves[0]`` holds the start's comments; every later entry holds a ``move`` (``from``, ``to``,
``piece`` before moving, ``promote``, ``same``, ``capture``, ``relative``) or a ``special`` ending
(CSA names), with ``time``, ``comments`` and ``forks`` (variations: each fork replaces the entry
that carries it).  Header keys are the Japanese KIF names (先手, 後手, 棋戦, ...).

Presets: JKF names the KIF handicaps.  三枚落ち (``"3"``) is read as RULES.md §3's preset (1a
removed); two reference converters disagree on its lance, so the writer spells it, and every
preset JKF lacks, as an ``OTHER`` board, which every reader understands the same way.
"""

from __future__ import annotations

import json
from typing import Any

from ..core.handicap import handicap_sfen
from ..core.position import PROMOTE, IllegalMoveError, Position, make_drop, make_move
from ..core.record import GameRecord, Node, RecordError
from ..core.sfen import SfenError
from ..core.tables import NSQ, sq_of
from .csa import CSA_TO_LETTER, LETTER_TO_CSA, ending_from_csa, ending_to_csa
from .errors import KifuError
from .usi import is_plain_start, new_record

FORMAT = "jkf"

PRESETS = {
    "HIRATE": None, "KY": "lance", "KY_R": "right-lance", "KA": "bishop", "HI": "rook",
    "HIKY": "rook-lance", "2": "2", "3": "3", "4": "4", "5": "5", "5_L": "left-5", "6": "6",
    "7_L": "left-7", "7_R": "right-7", "8": "8", "10": "10",
}
# Written as presets (三枚落ち is not, see the module docstring).
_WRITE_PRESETS = {v: k for k, v in PRESETS.items() if v is not None and k != "3"}

# JKF (KIF) header names <-> the record's header keys (docs/formats.md).
JA_TO_KEY = {
    "先手": "black", "後手": "white", "下手": "black", "上手": "white", "棋戦": "event", "場所": "site",
    "開始日時": "start_time", "終了日時": "end_time", "持ち時間": "time_control", "戦型": "opening",
    "備考": "note", "表題": "title",
}
KEY_TO_JA = {
    "black": "先手", "white": "後手", "event": "棋戦", "site": "場所", "start_time": "開始日時",
    "end_time": "終了日時", "time_control": "持ち時間", "opening": "戦型", "note": "備考", "title": "表題",
}
_SKIP_HEADERS = {"手合割"}  # given by "initial"

_HAND_ORDER = ("FU", "KY", "KE", "GI", "KI", "KA", "HI")


class _Fail(Exception):
    def __init__(self, path: str, message: str) -> None:
        self.path = path
        self.message = message


def _error(path: str, message: str, partial: GameRecord | None = None) -> KifuError:
    return KifuError(FORMAT, 0, 0, f"{path}: {message}" if path else message, partial)


# --------------------------------------------------------------------------- reading
def _int(value: Any, path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != int(value):
        raise _Fail(path, f"expected a whole number, got {value!r}")
    return int(value)


def _color(value: Any, path: str) -> int:
    if value is True:  # early JKF wrote true for Black
        return 0
    if value is False:
        return 1
    if value in (0, 1) and not isinstance(value, bool):
        return int(value)
    raise _Fail(path, f"expected a colour 0 (Black) or 1 (White), got {value!r}")


def _place(value: Any, path: str) -> int:
    if not isinstance(value, dict):
        raise _Fail(path, f"expected a square {{\"x\": 1-9, \"y\": 1-9}}, got {value!r}")
    x = _int(value.get("x"), path + ".x")
    y = _int(value.get("y"), path + ".y")
    if not (1 <= x <= 9 and 1 <= y <= 9):
        raise _Fail(path, f"square ({x}, {y}) is off the board")
    return sq_of(x, y)


def _seconds(value: Any, path: str) -> float:
    if not isinstance(value, dict):
        raise _Fail(path, f"expected a time {{\"h\", \"m\", \"s\"}}, got {value!r}")
    h = value.get("h") or 0
    for key, v in (("h", h), ("m", value.get("m", 0)), ("s", value.get("s", 0))):
        if isinstance(v, bool) or not isinstance(v, (int, float)) or v < 0:
            raise _Fail(f"{path}.{key}", f"expected a non-negative number, got {v!r}")
    return float(h * 3600 + value.get("m", 0) * 60 + value.get("s", 0))


def _initial_sfen(initial: Any) -> tuple[str | None, str | None]:
    """(handicap, sfen) of the "initial" field."""
    if initial is None:
        return None, None
    if not isinstance(initial, dict):
        raise _Fail("initial", "expected an object with a preset")
    preset = initial.get("preset", "HIRATE")
    if preset != "OTHER":
        if not isinstance(preset, str) or preset not in PRESETS:
            raise _Fail("initial.preset", f"unknown preset {preset!r}; expected one of {', '.join(PRESETS)}, OTHER")
        return PRESETS[preset], None
    data = initial.get("data")
    if not isinstance(data, dict):
        raise _Fail("initial.data", "preset OTHER needs data (color, board, hands)")
    side = _color(data.get("color", 0), "initial.data.color")
    board = data.get("board")
    cells = [""] * 81
    if isinstance(board, list):
        if len(board) != 9:
            raise _Fail("initial.data.board", f"expected 9 columns, got {len(board)}")
        for x, column in enumerate(board, 1):
            if not isinstance(column, list) or len(column) != 9:
                raise _Fail(f"initial.data.board[{x - 1}]", "expected a column of 9 squares")
            for y, square in enumerate(column, 1):
                path = f"initial.data.board[{x - 1}][{y - 1}]"
                if not isinstance(square, dict):
                    raise _Fail(path, "expected {} or {\"color\", \"kind\"}")
                kind = square.get("kind")
                if kind is None:
                    continue
                if not isinstance(kind, str) or kind not in CSA_TO_LETTER:
                    raise _Fail(path + ".kind", f"unknown piece {kind!r}")
                letter = CSA_TO_LETTER[kind]
                color = _color(square.get("color"), path + ".color")
                cells[sq_of(x, y)] = letter if color == 0 else letter.lower()
    elif not (isinstance(board, dict) and not board):
        raise _Fail("initial.data.board", "expected a 9x9 array")
    hands = data.get("hands", [{}, {}])
    if not isinstance(hands, list) or len(hands) != 2:
        raise _Fail("initial.data.hands", "expected two hands")
    hand_text = ""
    for color, hand in enumerate(hands):
        if not isinstance(hand, dict):
            raise _Fail(f"initial.data.hands[{color}]", "expected an object such as {\"FU\": 2}")
        for name in ("HI", "KA", "KI", "GI", "KE", "KY", "FU"):
            n = _int(hand.get(name, 0), f"initial.data.hands[{color}].{name}")
            if n < 0:
                raise _Fail(f"initial.data.hands[{color}].{name}", "a count cannot be negative")
            letter = CSA_TO_LETTER[name]
            if n:
                hand_text += (str(n) if n > 1 else "") + (letter if color == 0 else letter.lower())
        for name, n in hand.items():
            if name not in _HAND_ORDER and n:
                raise _Fail(f"initial.data.hands[{color}].{name}", f"{name} cannot be in hand")
    rows = []
    for r in range(9):
        row = ""
        empty = 0
        for cell in cells[r * 9:r * 9 + 9]:
            if not cell:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += cell
        rows.append(row + (str(empty) if empty else ""))
    return None, f"{'/'.join(rows)} {'b' if side == 0 else 'w'} {hand_text or '-'} 1"


class _Reader:
    def __init__(self, record: GameRecord) -> None:
        self.record = record

    def line(self, base: Node, pos: Position, entries: Any, path: str) -> None:
        """Add a sequence of entries after ``base``; ``pos`` is base's position (it is changed)."""
        if not isinstance(entries, list):
            raise _Fail(path, "expected a list of moves")
        node = base
        for i, entry in enumerate(entries):
            epath = f"{path}[{i}]"
            if not isinstance(entry, dict):
                raise _Fail(epath, "expected an object")
            parent = node
            move = entry.get("move")
            special = entry.get("special")
            if move is not None and special is not None:
                raise _Fail(epath, "an entry holds a move or a special ending, not both")
            if move is not None:
                m = self.move(pos, parent, move, epath + ".move")
                self.record.go_to(parent)
                try:
                    node = self.record.add_move(m)
                except IllegalMoveError as exc:
                    reason = f" ({exc.reason.value})" if exc.reason else ""
                    raise _Fail(epath + ".move", f"illegal move{reason}") from None
                pos.push(m)
            elif special is not None:
                if not isinstance(special, str):
                    raise _Fail(epath + ".special", f"expected a name such as TORYO, got {special!r}")
                result = ending_from_csa(special.lstrip("%"), pos)
                if result is None:
                    raise _Fail(epath + ".special", f"unknown special {special!r}")
                self.record.go_to(parent)
                try:
                    node = self.record.add_ending(result[0], result[1])
                except (RecordError, ValueError) as exc:
                    raise _Fail(epath + ".special", str(exc)) from None
            elif i > 0 and entry.get("forks"):
                raise _Fail(epath, "forks on an entry without a move")
            time = entry.get("time")
            if time is not None and node is not base:
                if not isinstance(time, dict):
                    raise _Fail(epath + ".time", "expected {\"now\": ..., \"total\": ...}")
                if time.get("now") is not None:
                    node.time_spent = _seconds(time["now"], epath + ".time.now")
                if time.get("total") is not None:
                    node.total_time = _seconds(time["total"], epath + ".time.total")
            comments = entry.get("comments")
            if comments is not None:
                if not isinstance(comments, list) or not all(isinstance(c, str) for c in comments):
                    raise _Fail(epath + ".comments", "expected a list of strings")
                text = "\n".join(comments)
                node.comment = node.comment + "\n" + text if node.comment else text
            forks = entry.get("forks")
            if forks and node is not base:
                if not isinstance(forks, list):
                    raise _Fail(epath + ".forks", "expected a list of move lists")
                for k, fork in enumerate(forks):
                    self.line(parent, self.record.position_at(parent), fork, f"{epath}.forks[{k}]")
            if node.ending is not None and i + 1 < len(entries):
                raise _Fail(f"{path}[{i + 1}]", "a move after the special ending")

    def move(self, pos: Position, parent: Node, mv: Any, path: str) -> int:
        if not isinstance(mv, dict):
            raise _Fail(path, "expected an object with to and piece")
        if "color" in mv and mv["color"] is not None:
            color = _color(mv["color"], path + ".color")
            if color != pos.side:
                raise _Fail(path + ".color", f"it is {'Black' if pos.side == 0 else 'White'}'s move")
        piece = mv.get("piece")
        if not isinstance(piece, str) or piece not in CSA_TO_LETTER:
            raise _Fail(path + ".piece", f"unknown piece {piece!r}")
        if mv.get("to") is not None:
            to = _place(mv["to"], path + ".to")
        elif mv.get("same") and isinstance(parent.move, int):
            to = (parent.move >> 7) & 127
        else:
            raise _Fail(path + ".to", "missing destination")
        letter = CSA_TO_LETTER[piece]
        kinds = pos.variant.kinds
        if mv.get("from") is None:
            if piece not in _HAND_ORDER:
                raise _Fail(path + ".piece", f"{piece} cannot be dropped")
            return make_drop(pos.variant.kind(letter).index, to)
        frm = _place(mv["from"], path + ".from")
        code = pos.board[frm]
        if code == 0:
            raise _Fail(path + ".from", "no piece there")
        kind = kinds[abs(code) - 1]
        promote = bool(mv.get("promote")) and kind.promoted is not None
        if kind.letter != letter:
            if kind.base is not None and kind.base.letter == letter:
                pass  # some writers give the piece before promotion for an already promoted piece
            elif kind.promoted is not None and kind.promoted.letter == letter:
                promote = True  # the piece after the move, as CSA spells it
            else:
                raise _Fail(path + ".piece", f"the piece there is {LETTER_TO_CSA.get(kind.letter, kind.letter)}")
        return make_move(frm, to, promote)


def parse_jkf(text: str) -> GameRecord:
    """Read a JKF text."""
    try:
        data = json.loads(text.lstrip("\ufeff"))
    except json.JSONDecodeError as exc:
        raise KifuError(FORMAT, exc.lineno, exc.colno, f"bad JSON: {exc.msg}") from None
    except (RecursionError, ValueError) as exc:
        raise KifuError(FORMAT, 0, 0, f"bad JSON: {exc}") from None
    return read_jkf(data)


def read_jkf(data: Any) -> GameRecord:
    """Read a JKF object (already decoded from JSON)."""
    if not isinstance(data, dict):
        raise _error("", "expected a JSON object with header and moves")
    try:
        handicap, sfen = _initial_sfen(data.get("initial"))
    except _Fail as exc:
        raise _error(exc.path, exc.message) from None
    try:
        record = new_record(sfen) if sfen is not None else GameRecord.new("standard", handicap)
    except (SfenError, ValueError) as exc:
        raise _error("initial", f"bad start position ({exc})") from None
    header = data.get("header", {})
    if not isinstance(header, dict):
        raise _error("header", "expected an object of strings", record)
    for key, value in header.items():
        if key in _SKIP_HEADERS:
            continue
        if not isinstance(value, str):
            value = "" if value is None else str(value)
        name = str(key)
        record.header[JA_TO_KEY.get(name, name)] = value
    moves = data.get("moves", [])
    reader = _Reader(record)
    try:
        reader.line(record.root, Position.from_snapshot(record.root.snapshot), moves, "moves")
    except _Fail as exc:
        raise _error(exc.path, exc.message, record) from None
    _fill_totals(record)
    record.first()
    return record


def _fill_totals(record: GameRecord) -> None:
    """Totals that the file left out: the running sum of each side's times along the line."""
    stack: list[tuple[Node, float, float]] = [(record.root, 0.0, 0.0)]
    while stack:
        node, own, other = stack.pop()
        for child in node.children:
            if child.time_spent is not None and child.total_time is None:
                child.total_time = own + child.time_spent
            mine = child.total_time if child.total_time is not None else own
            stack.append((child, other, mine))


# --------------------------------------------------------------------------- writing
def _time(seconds: float, hours: bool) -> dict[str, int]:
    s = int(seconds)
    if hours:
        return {"h": s // 3600, "m": s // 60 % 60, "s": s % 60}
    return {"m": s // 60, "s": s % 60}


def _initial(record: GameRecord) -> dict[str, Any]:
    pos = Position.from_sfen(record.start_sfen)
    handicap = record.handicap
    if (handicap is not None and handicap in _WRITE_PRESETS and record.start_sfen.split()[3:4] == ["1"]
            and handicap_sfen(handicap).split()[:3] == record.start_sfen.split()[:3]):
        return {"preset": _WRITE_PRESETS[handicap]}
    if record.handicap is None and is_plain_start(record):
        return {"preset": "HIRATE"}
    kinds = pos.variant.kinds
    board: list[list[dict[str, Any]]] = []
    for x in range(1, 10):
        column: list[dict[str, Any]] = []
        for y in range(1, 10):
            code = pos.board[sq_of(x, y)]
            if code:
                column.append({"color": 0 if code > 0 else 1, "kind": LETTER_TO_CSA[kinds[abs(code) - 1].letter]})
            else:
                column.append({})
        board.append(column)
    hands = []
    for color in (0, 1):
        hand = {}
        for name in _HAND_ORDER:
            hand[name] = pos.hands[color][pos.variant.kind(CSA_TO_LETTER[name]).index]
        hands.append(hand)
    return {"preset": "OTHER", "data": {"color": pos.side, "board": board, "hands": hands}}


class _Writer:
    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self.relative = _relative_function()

    def line(self, first: Node, pos: Position) -> list[dict[str, Any]]:
        """Entries from ``first`` along the main continuations; ``pos`` is first's parent position."""
        out: list[dict[str, Any]] = []
        node: Node | None = first
        while node is not None:
            parent = node.parent
            assert parent is not None
            entry = self.entry(node, pos)
            siblings = parent.children
            if node is siblings[0] and len(siblings) > 1:
                entry["forks"] = [self.line(alt, Position.from_snapshot(parent.snapshot)) for alt in siblings[1:]]
            out.append(entry)
            if node.ending is not None:
                break
            pos.push(node.move)
            node = node.next
        return out

    def entry(self, node: Node, pos: Position) -> dict[str, Any]:
        entry: dict[str, Any] = {}
        if node.ending is not None:
            entry["special"] = ending_to_csa(node.ending.termination, node.ending.winner, pos.side)
        else:
            m = node.move
            if not isinstance(m, int):
                raise ValueError(f"jkf: ply {node.ply} ({node.usi or m}) is a special action JKF cannot hold")
            entry["move"] = self.move(node, pos, m)
        if node.time_spent is not None:
            total = node.total_time if node.total_time is not None else node.time_spent
            entry["time"] = {"now": _time(node.time_spent, False), "total": _time(total, True)}
        if node.comment:
            entry["comments"] = node.comment.split("\n")
        return entry

    def move(self, node: Node, pos: Position, m: int) -> dict[str, Any]:
        kinds = pos.variant.kinds
        frm = m & 127
        to = (m >> 7) & 127
        legal = pos.legal_moves()
        mv: dict[str, Any] = {"color": pos.side}
        if frm < NSQ:
            mv["from"] = {"x": 9 - frm % 9, "y": frm // 9 + 1}
        mv["to"] = {"x": 9 - to % 9, "y": to // 9 + 1}
        if frm >= NSQ:
            mv["piece"] = LETTER_TO_CSA[kinds[frm - NSQ].letter]
        else:
            kind = kinds[abs(pos.board[frm]) - 1]
            mv["piece"] = LETTER_TO_CSA[kind.letter]
            parent = node.parent
            if parent is not None and isinstance(parent.move, int) and (parent.move >> 7) & 127 == to:
                mv["same"] = True
            if m & PROMOTE:
                mv["promote"] = True
            elif (m | PROMOTE) in legal:
                mv["promote"] = False
            captured = pos.board[to]
            if captured:
                mv["capture"] = LETTER_TO_CSA[kinds[abs(captured) - 1].letter]
        if self.relative is not None and m in legal:
            rel = "".join(_RELATIVE[c] for c in self.relative(pos, m, None, mark=False, legal=legal)
                          if c in _RELATIVE)
            if rel:
                mv["relative"] = rel
        return mv


_RELATIVE = {"左": "L", "直": "C", "右": "R", "上": "U", "寄": "M", "引": "D", "打": "H"}


def _relative_function() -> Any:
    """KI2's qualifiers (右 左 直 上 引 寄 打) from the Japanese notation module, the source of JKF's
    ``relative``; None if that module is missing."""
    try:
        from .japanese import format_ki2_move
    except ImportError:
        return None
    return format_ki2_move


def format_jkf(record: GameRecord) -> str:
    """The record as JKF text (variations become forks)."""
    return json.dumps(jkf_object(record), ensure_ascii=False, separators=(",", ":"))


def jkf_object(record: GameRecord) -> dict[str, Any]:
    if record.variant != "standard":
        raise ValueError(f"jkf: the variant {record.variant!r} cannot be written as JKF (standard shogi only)")
    header: dict[str, str] = {}
    handicapped = record.handicap is not None
    for key, value in record.header.items():
        ja = KEY_TO_JA.get(key, key)
        if handicapped and key == "black":
            ja = "下手"
        elif handicapped and key == "white":
            ja = "上手"
        header[ja] = value
    moves: list[dict[str, Any]] = [{"comments": record.root.comment.split("\n")} if record.root.comment else {}]
    if record.root.children:
        writer = _Writer(record)
        moves.extend(writer.line(record.root.children[0], Position.from_snapshot(record.root.snapshot)))
    return {"header": header, "initial": _initial(record), "moves": moves}
