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

import math
from typing import Any

from ..core.handicap import HandicapError, handicap_sfen
from ..core.position import PROMOTE, IllegalMoveError, Position, make_drop, make_move
from ..core.record import GameRecord, Node, RecordError
from ..core.sfen import SfenError, board_field
from ..core.shapes import kifu_comment, set_comment
from ..core.tables import NSQ, sq_of
from ..core.variant import VariantError, load_variant
from .csa import CSA_TO_LETTER, LETTER_TO_CSA
from .endings import csa_ending, csa_name
from .errors import KifuError, Notices
from .japanese import format_ki2_move
from .jsonio import Path, dumps, loads, locate
from .native import MAX_SECONDS
from .tree import MAX_NODES, step_back_to, walk_with_positions
from .usi import checked_start, is_plain_start, new_record

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
    """A JSON value the reader refuses: where (a path), what (English, for the log), and a code of
    errors.MESSAGES with its params after the path (the default: json-value with the message)."""

    def __init__(self, path: Path | str, message: str, code: str = "json-value", params: tuple[str, ...] = (),
                 reason: Any = None) -> None:
        self.path: Path = _parse_path(path) if isinstance(path, str) else path
        self.message = message
        self.code = code
        self.params = params if code != "json-value" else (message,)
        self.reason = reason


def _parse_path(text: str) -> Path:
    """``moves[2].move.from`` -> ("moves", 2, "move", "from")."""
    out: list[str | int] = []
    for part in text.replace("]", "").replace("[", ".").split("."):
        if part:
            out.append(int(part) if part.isdigit() else part)
    return tuple(out)


def _path_text(path: Path) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out


# --------------------------------------------------------------------------- reading
def _int(value: Any, path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or value != int(value) or abs(value) > 1 << 31:
        raise _Fail(path, f"expected a whole number, got {value!r:.40}", "json-number", (f"{value!r:.40}",))
    return int(value)


def _color(value: Any, path: str) -> int:
    if value is True:  # early JKF wrote true for Black
        return 0
    if value is False:
        return 1
    if value in (0, 1) and not isinstance(value, bool):
        return int(value)
    raise _Fail(path, f"expected a colour 0 (Black) or 1 (White), got {value!r:.40}")


def _place(value: Any, path: str) -> int:
    if not isinstance(value, dict):
        raise _Fail(path, f"expected a square {{\"x\": 1-9, \"y\": 1-9}}, got {value!r:.40}")
    x = _int(value.get("x"), path + ".x")
    y = _int(value.get("y"), path + ".y")
    if not (1 <= x <= 9 and 1 <= y <= 9):
        raise _Fail(path, f"square ({x}, {y}) is off the board")
    return sq_of(x, y)


def _seconds(value: Any, path: str) -> float:
    if not isinstance(value, dict):
        raise _Fail(path, f"expected a time {{\"h\", \"m\", \"s\"}}, got {value!r:.40}")
    total = 0.0
    for key, scale in (("h", 3600), ("m", 60), ("s", 1)):
        v = value.get(key) or 0
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or not 0 <= v <= MAX_SECONDS:
            raise _Fail(f"{path}.{key}", f"expected a number from 0 to {MAX_SECONDS:.0f}, got {v!r:.40}",
                        "json-number", (f"{v!r:.40}",))
        total += v * scale
    if total > MAX_SECONDS:
        raise _Fail(path, f"{total:.0f} seconds is more than {MAX_SECONDS:.0f}", "json-number", (f"{total:.0f}",))
    return float(total)


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
    return None, f"{board_field(cells)} {'b' if side == 0 else 'w'} {hand_text or '-'} 1"


class _Reader:
    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self.count = 0

    def read(self, moves: Any) -> None:
        """The entries of ``moves`` and every fork in them, walked with a stack of lines to read (a
        fork replaces the entry holding it, so it is read from that entry's parent)."""
        stack: list[tuple[Node, Any, str]] = [(self.record.root, moves, "moves")]
        while stack:
            base, entries, path = stack.pop()
            stack.extend(reversed(self.line(base, entries, path)))

    def line(self, base: Node, entries: Any, path: str) -> list[tuple[Node, Any, str]]:
        """Add a sequence of entries after ``base``; returns the forks met, to be read next."""
        if not isinstance(entries, list):
            raise _Fail(path, "expected a list of moves")
        record = self.record
        step_back_to(record, base)
        forks_found: list[tuple[Node, Any, str]] = []
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
            if (move is not None or special is not None) and node.ending is not None:
                raise _Fail(epath, "a move after the special ending", "json-after-end")
            if move is not None or special is not None:
                self.count += 1
                if self.count > MAX_NODES:
                    raise _Fail(epath, f"more than {MAX_NODES} moves and variations")
            if move is not None:
                m = self.move(parent, move, epath + ".move")
                try:
                    node = record.add_move(m)
                except IllegalMoveError as exc:
                    reason = f" ({exc.reason.value})" if exc.reason else ""
                    raise _Fail(epath + ".move", f"illegal move{reason}", "json-illegal", (exc.text,),
                                exc.reason) from None
            elif special is not None:
                if not isinstance(special, str):
                    raise _Fail(epath + ".special", f"expected a name such as TORYO, got {special!r:.40}")
                result = csa_ending(special.lstrip("%"), parent.snapshot.side, record.position)
                if result is None:
                    raise _Fail(epath + ".special", f"unknown special {special!r:.40}")
                try:
                    node = record.add_ending(result[0], result[1])
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
                set_comment(node, node.comment + "\n" + text if node.comment else text)
            forks = entry.get("forks")
            if forks and node is not base:
                if not isinstance(forks, list):
                    raise _Fail(epath + ".forks", "expected a list of move lists")
                forks_found.extend((parent, fork, f"{epath}.forks[{k}]") for k, fork in enumerate(forks))
        return forks_found

    def move(self, parent: Node, mv: Any, path: str) -> int:
        if not isinstance(mv, dict):
            raise _Fail(path, "expected an object with to and piece")
        snap = parent.snapshot
        board = snap.board
        variant = self.record.root.snapshot.variant_id
        if "color" in mv and mv["color"] is not None:
            color = _color(mv["color"], path + ".color")
            if color != snap.side:
                raise _Fail(path + ".color", f"it is {'Black' if snap.side == 0 else 'White'}'s move")
        piece = mv.get("piece")
        if not isinstance(piece, str) or piece not in CSA_TO_LETTER:
            raise _Fail(path + ".piece", f"unknown piece {piece!r:.40}")
        if mv.get("to") is not None:
            to = _place(mv["to"], path + ".to")
        elif mv.get("same") and isinstance(parent.move, int):
            to = (parent.move >> 7) & 127
        else:
            raise _Fail(path + ".to", "missing destination")
        letter = CSA_TO_LETTER[piece]
        kinds = _kinds(variant)
        if mv.get("from") is None:
            if piece not in _HAND_ORDER:
                raise _Fail(path + ".piece", f"{piece} cannot be dropped")
            return make_drop(_kind_index(variant, letter), to)
        frm = _place(mv["from"], path + ".from")
        code = board[frm]
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


def _kinds(variant_id: str) -> Any:
    return load_variant(variant_id).kinds


def _kind_index(variant_id: str, letter: str) -> int:
    return load_variant(variant_id).kind(letter).index


def parse_jkf(text: str, notices: Notices | None = None) -> GameRecord:
    """Read a JKF text."""
    text = text.lstrip("\ufeff")
    return read_jkf(loads(text, FORMAT), text, notices)


def read_jkf(data: Any, text: str | None = None, notices: Notices | None = None) -> GameRecord:
    """Read a JKF object (already decoded from JSON; ``text``, when given, is where errors are placed)."""

    def fail(path: Path, message: str, partial: GameRecord | None = None, code: str = "json-value",
             params: tuple[str, ...] | None = None, reason: Any = None) -> KifuError:
        line, column = locate(text, path, FORMAT) if text is not None else (0, 0)
        return KifuError(FORMAT, line, column, code, _path_text(path) or "(top)",
                         *(params if params is not None else (message,)), partial=partial, reason=reason)

    if not isinstance(data, dict):
        raise fail((), "expected a JSON object with header and moves")
    try:
        handicap, sfen = _initial_sfen(data.get("initial"))
    except _Fail as exc:
        raise fail(exc.path, exc.message, None, exc.code, exc.params, exc.reason) from None
    try:
        if sfen is not None:
            checked_start(sfen, "standard", FORMAT, 0, 0, notices if notices is not None else [])
        record = new_record(sfen) if sfen is not None else GameRecord.new("standard", handicap)
    except (SfenError, VariantError, HandicapError, ValueError) as exc:
        if isinstance(exc, KifuError):
            line, column = locate(text, ("initial",), FORMAT) if text is not None else (0, 0)
            exc.line, exc.column = line, column
            raise
        raise fail(("initial",), f"bad start position ({exc})") from None
    header = data.get("header", {})
    if not isinstance(header, dict):
        raise fail(("header",), "expected an object of strings", record)
    for key, value in header.items():
        if key in _SKIP_HEADERS:
            continue
        if not isinstance(value, str):
            value = "" if value is None else str(value)
        name = str(key)
        record.header[JA_TO_KEY.get(name, name)] = value
    reader = _Reader(record)
    try:
        reader.read(data.get("moves", []))
    except _Fail as exc:
        raise fail(exc.path, exc.message, record, exc.code, exc.params, exc.reason) from None
    _fill_totals(record)
    record.reset_branches()
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


def _entry(node: Node, pos: Position) -> dict[str, Any] | None:
    """The JKF entry of a node, ``pos`` the position before it (None for an ending JKF cannot name)."""
    entry: dict[str, Any] = {}
    if node.ending is not None:
        name = csa_name(node.ending.termination, node.ending.winner, pos.side)
        if name is None:
            return None
        entry["special"] = name
    else:
        m = node.move
        if not isinstance(m, int):
            raise ValueError(f"jkf: ply {node.ply} ({node.usi or m}) is a special action JKF cannot hold")
        entry["move"] = _move(node, pos, m)
    if node.time_spent is not None:
        total = node.total_time if node.total_time is not None else node.time_spent
        entry["time"] = {"now": _time(node.time_spent, False), "total": _time(total, True)}
    if node.comment or node.shapes:
        entry["comments"] = kifu_comment(node).split("\n")
    return entry


def _move(node: Node, pos: Position, m: int) -> dict[str, Any]:
    kinds = pos.variant.kinds
    frm = m & 127
    to = (m >> 7) & 127
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
        elif pos.is_legal(m | PROMOTE):
            mv["promote"] = False
        captured = pos.board[to]
        if captured:
            mv["capture"] = LETTER_TO_CSA[kinds[abs(captured) - 1].letter]
    rel = "".join(_RELATIVE[c] for c in format_ki2_move(pos, m, None, mark=False) if c in _RELATIVE)
    if rel:
        mv["relative"] = rel
    return mv


_RELATIVE = {"左": "L", "直": "C", "右": "R", "上": "U", "寄": "M", "引": "D", "打": "H"}


def format_jkf(record: GameRecord) -> str:
    """The record as JKF text (variations become forks)."""
    return dumps(jkf_object(record))


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
    moves: list[dict[str, Any]] = [{"comments": kifu_comment(record.root).split("\n")}
                                     if record.root.comment or record.root.shapes else {}]
    # Every node's entry goes into the list of its line: the first child continues its parent's line,
    # a later child starts a fork on the first child's entry (walk order reaches the first child first).
    line_of: dict[int, list[dict[str, Any]]] = {id(record.root): moves}
    entry_of: dict[int, dict[str, Any]] = {}
    for node, pos in walk_with_positions(record):
        parent = node.parent
        if parent is None or pos is None:
            continue
        first = parent.children[0]
        entry = _entry(node, pos)
        if entry is None:  # an ending JKF has no name for: left out, as ShogiHome does
            if node is not first or len(parent.children) == 1:
                continue
            entry = {"special": "CHUDAN"}  # (forks hang on it)
        if first is node:
            line = line_of[id(parent)]
        else:
            line = []
            entry_of[id(first)].setdefault("forks", []).append(line)
        entry_of[id(node)] = entry
        line_of[id(node)] = line
        line.append(entry)
    return {"header": header, "initial": _initial(record), "moves": moves}
