"""How the expected answers of tests/notation/corpus_expected.py were found (not a test; run by hand).

    .venv/bin/python -m tests.notation.corpus_peers [FILE ...]   (one JSON line per file)

Nothing here uses our readers.  For each file of ``../shared/corpus/`` it prints what other programs
and plain text reading make of it:

* ``peers``: the main line by cshogi's KIF and CSA parsers and python-shogi's KIF and CSA parsers (USI),
  each move checked on cshogi's board (cshogi keeps an illegal move in its list: cut there);
* ``start``: cshogi's start SFEN, or, for the board diagrams cshogi ignores, python-shogi's board and
  hands with the side the file's 先手番/後手番 line names (先手 without one, as the KIF format says);
* ``text``: the file read at the text level and replayed on cshogi's board: KIF move texts by their
  source square and destination, KI2 move texts by the legal moves that fit the piece, destination
  and qualifiers, CSA moves as written, JKF moves from ``from``/``to``/``piece``/``promote``; every
  ``変化：N手`` block and JKF fork from the line it branches from (the line before it, else the main
  line); comment and bookmark lines; the ending lines as written.

tests/notation/corpus_expected.py holds these where the peers and the text agree, and what a person
reads in the file (the ``まで`` lines, the comments, SOURCES.md) where they do not.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path
from typing import Any

import cshogi
import cshogi.CSA
import cshogi.KIF

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"
FW = str.maketrans("０１２３４５６７８９（）　", "0123456789() ")
KANJI = {c: i + 1 for i, c in enumerate("一二三四五六七八九")}
RANKS = "abcdefghi"
PIECE_TYPE = {"歩": cshogi.PAWN, "香": cshogi.LANCE, "桂": cshogi.KNIGHT, "銀": cshogi.SILVER, "金": cshogi.GOLD,
              "角": cshogi.BISHOP, "飛": cshogi.ROOK, "玉": cshogi.KING, "王": cshogi.KING, "と": cshogi.PROM_PAWN,
              "成香": cshogi.PROM_LANCE, "杏": cshogi.PROM_LANCE, "成桂": cshogi.PROM_KNIGHT, "圭": cshogi.PROM_KNIGHT,
              "成銀": cshogi.PROM_SILVER, "全": cshogi.PROM_SILVER, "馬": cshogi.PROM_BISHOP, "龍": cshogi.PROM_ROOK,
              "竜": cshogi.PROM_ROOK}
DROP_LETTER = {cshogi.PAWN: "P", cshogi.LANCE: "L", cshogi.KNIGHT: "N", cshogi.SILVER: "S", cshogi.GOLD: "G",
               cshogi.BISHOP: "B", cshogi.ROOK: "R"}
PIECE_NAMES = "|".join(sorted(PIECE_TYPE, key=len, reverse=True))
KIF_MOVE = re.compile(r"\s*(\d+)\s+(?:(同)\s*|([1-9])([一二三四五六七八九1-9]))\s*(" + PIECE_NAMES + r")(成|不成)?\s*"
                      r"(?:\((\d)(\d)\)|(打))")
KI2_MOVE = re.compile(r"[▲△▼▽☗☖]\s*(?:(同)\s*|([1-9])([一二三四五六七八九]))\s*(" + PIECE_NAMES + r")"
                      r"([左右直]?)([上引寄行]?)(不成|生|成|打)?")


# Files cshogi's CSA parser crashes on (a segmentation fault): the text replay alone reads them, from the
# start position of their twin file (the same game, the position written piece by piece).
CRASHES = {"9fu_komabetsu.csa": "json-kifu-format/csa/9fu.csa"}
# Starts no peer reads (a 9-pawn puzzle python-shogi refuses, a handicap cshogi does not know): the
# start of a twin file with the same position, or the preset's board.
TWINS = {"9fu.kif": "json-kifu-format/csa/9fu.csa", "9fu.ki2": "json-kifu-format/csa/9fu.csa"}
PRESETS = {"左七枚落ち": "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"}  # 8b is where its silver goes


def twin_start(rel: str) -> str:
    text = text_of(CORPUS / rel)
    return cshogi.CSA.Parser.parse_str(text)[0].sfen


def text_of(path: Path) -> str:
    data = path.read_bytes()
    for enc in ("utf-8-sig", "cp932", "euc-jp"):
        try:
            return data.decode(enc)
        except UnicodeDecodeError:
            continue
    raise ValueError(path)


def lines_of(text: str) -> list[str]:
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def legal_usi(board: cshogi.Board, moves: list[int]) -> list[str]:
    out = []
    for m in moves:
        if not m or not board.is_legal(m):
            break
        out.append(cshogi.move_to_usi(m))
        board.push(m)
    return out


def square(file: str, rank: str) -> str:
    return f"{file}{RANKS[(KANJI.get(rank) or int(rank)) - 1]}"


def kif_usi(m: re.Match[str], last: str | None) -> str | None:
    """The USI a KIF move text names, from its text alone."""
    _, same, file, rank, piece, promo, sf, sr, drop = m.groups()
    dest = (last[2:4] if last else None) if same else square(file, rank)
    if dest is None:
        return None
    if drop:
        return f"{DROP_LETTER[PIECE_TYPE[piece]]}*{dest}"
    return f"{sf}{RANKS[int(sr) - 1]}{dest}{'+' if promo == '成' else ''}"


def ki2_usi(board: cshogi.Board, m: re.Match[str], last: str | None) -> str | None:
    """The legal move a KI2 move text names: piece, destination, then the qualifiers (motion first, then
    side among what is left), 成/不成/打."""
    same, file, rank, piece, side, motion, act = m.groups()
    dest = (last[2:4] if last else None) if same else square(file, rank)
    if dest is None:
        return None
    kind = PIECE_TYPE[piece]
    black = board.turn == cshogi.BLACK
    found = []
    for mv in board.legal_moves:
        u = cshogi.move_to_usi(mv)
        if u[2:4] != dest:
            continue
        if u[1] == "*":
            if DROP_LETTER.get(kind) == u[0]:
                found.append(u)
            continue
        pt = cshogi.piece_to_piece_type(board.piece(cshogi.move_from(mv)))
        if pt == kind:
            found.append(u)
    if act == "打":
        found = [u for u in found if u[1] == "*"]
    elif len(found) > 1:
        found = [u for u in found if u[1] != "*"] or found
    if act == "成":
        found = [u for u in found if u.endswith("+")]
    elif act in ("不成", "生") or act is None:  # (nothing written where both are legal: no promotion)
        found = [u for u in found if not u.endswith("+")] or found

    def fwd(u: str) -> int:  # >0 forward for the mover
        d = RANKS.index(u[1]) - RANKS.index(u[3])
        return d if black else -d

    motion = "上" if motion == "行" else motion
    if motion == "上":
        found = [u for u in found if fwd(u) > 0]
    elif motion == "引":
        found = [u for u in found if fwd(u) < 0]
    elif motion == "寄":
        found = [u for u in found if fwd(u) == 0]
    if side == "直":
        found = [u for u in found if u[0] == u[2] and fwd(u) > 0]
    elif side in ("右", "左") and found:
        files = [int(u[0]) for u in found if u[1] != "*"]
        right = min(files) if black else max(files)  # the mover's right is file 1 for Black
        left = max(files) if black else min(files)
        want = right if side == "右" else left
        found = [u for u in found if u[1] != "*" and int(u[0]) == want]
    return found[0] if len(set(found)) == 1 else None


# KIF ending words: (termination, who wins: "mover" = the side to move at the ending, "other", None)
WORDS = {"投了": ("resignation", "other"), "詰み": ("checkmate", "other"), "詰": ("checkmate", "other"),
         "不詰": ("no-mate", None), "切れ負け": ("time", "other"), "Time-up": ("time", "other"),
         "反則負け": ("foul", "other"), "反則勝ち": ("foul", "mover"), "入玉勝ち": ("impasse", "mover"),
         "持将棋": ("impasse", None), "千日手": ("repetition", None), "中断": ("abort", None),
         "封じ手": ("sealed", None), "不戦勝": ("default", "mover"), "不戦敗": ("default", "other")}
CSA_ENDS = {"TORYO": ("resignation", "other"), "CHUDAN": ("abort", None), "TSUMI": ("checkmate", "other"),
            "KACHI": ("impasse", "mover"), "ILLEGAL_MOVE": ("foul", "other"), "JISHOGI": ("impasse", None),
            "SENNICHITE": ("repetition", None), "TIME_UP": ("time", "other"), "HIKIWAKE": ("agreement", None),
            "+ILLEGAL_ACTION": ("foul", 1), "-ILLEGAL_ACTION": ("foul", 0), "FUZUMI": ("no-mate", None)}


def ending(rule: tuple[str, Any], board: cshogi.Board, infer_mate: bool = False) -> str:
    """The ending token ``#termination:winner`` of a rule on the final board (the side to move there);
    ``infer_mate`` for a まで…の勝ち line, which says who won, not how (a mated king: checkmate)."""
    term, who = rule
    mover = 0 if board.turn == cshogi.BLACK else 1
    winner = who if isinstance(who, int) else None if who is None else mover if who == "mover" else mover ^ 1
    if term == "foul" and winner is not None and board.is_draw() in (cshogi.REPETITION_WIN, cshogi.REPETITION_LOSE):
        term = "perpetual-check"  # a foul that is a perpetual check, by cshogi's repetition rule
    if infer_mate and term == "resignation" and winner == mover ^ 1 and board.is_check() and board.is_game_over():
        term = "checkmate"
    if term == "checkmate" and not board.is_check() and board.is_game_over():
        term = "stalemate"
    return f"#{term}:{'' if winner is None else winner}"


def summary(text: str, board: cshogi.Board) -> str | None:
    """The ending token of what a まで line says after 手で (KI2's endings)."""
    s = re.sub(r"[\s。]", "", text)
    who = 0 if re.search(r"(先手|下手)", s) else 1 if re.search(r"(後手|上手)", s) else None
    if "時間切れ" in s:
        return ending(("time", who), board)
    for word, result in (("反則負け", ("foul", None if who is None else who ^ 1)), ("反則勝ち", ("foul", who)),
                         ("入玉勝ち", ("impasse", who)), ("の勝ち", ("resignation", who))):
        if s.endswith(word):
            return ending(result, board, infer_mate=True)
    for word in sorted(WORDS, key=len, reverse=True):  # (不詰 before 詰)
        if s.endswith(word):
            return ending(WORDS[word], board)
    return None


def replay(start: str, items: list[tuple[str, Any]], prefix: list[str]) -> list[str]:
    """The tokens of a line of items after ``prefix``: USI moves up to the first that does not fit, then
    the line's first ending (``#termination:winner``)."""
    board = cshogi.Board(start)
    for u in prefix:
        board.push_usi(u)
    last = prefix[-1] if prefix else None
    out: list[str] = []
    for kind, m in items:
        if kind == "word":
            rule = WORDS.get(m)
            out.append(ending(rule, board) if rule else "#abort:")
            return out
        if kind == "summary":
            token = summary(m, board)
            if token:
                out.append(token)
                return out
            continue
        u = kif_usi(m, last) if kind == "kif" else ki2_usi(board, m, last)
        if u is None:
            break
        mv = board.move_from_usi(u)
        if not mv or not board.is_legal(mv):
            break
        board.push(mv)
        out.append(u)
        last = u
    return out


def listing(lines: list[tuple[list[str], list[str]]]) -> tuple[list[str], list[tuple[int, list[str]]]]:
    """The main line and the variations (ply, tokens) of lines (prefix, tokens) put into one tree, as a
    record holds them (a line that repeats moves follows them), variations in depth-first walk order."""
    tree: dict[str, Any] = {}
    for prefix, tokens in lines:
        node = tree
        for t in prefix + tokens:
            node = node.setdefault(t, {})
    main: list[str] = []
    out: list[tuple[int, list[str]]] = []
    stack: list[tuple[str, dict[str, Any], int, list[str]]] = []
    line = main
    node, ply = tree, 0
    while True:
        while node:
            first, *others = list(node)
            for other in reversed(others):
                stack.append((other, node[other], ply, []))
            line.append(first)
            node = node[first]
            ply += 1
        if not stack:
            return main, out
        token, node, ply, line = stack.pop()
        out.append((ply + 1, line))
        line.append(token)
        ply += 1


def kakinoki_text(text: str, start: str) -> dict[str, Any]:
    """Main line and variations of KIF or KI2 text, read at the text level and replayed on cshogi."""
    blocks: list[tuple[int, list[tuple[str, Any]]]] = [(0, [])]
    first_number: int | None = None
    wanted = 0
    for line in lines_of(text):
        half = line.translate(FW)
        b = re.match(r"\s*変化[：:]\s*(\d+)", half)
        if b:
            blocks.append((int(b.group(1)), []))
            continue
        m = KIF_MOVE.match(half)
        if m:
            first_number = first_number or int(m.group(1))
            blocks[-1][1].append(("kif", m))
            wanted += len(blocks) == 1
            continue
        w = re.match(r"\s*(\d+)\s+([^\s(]+)", half)
        if w and w.group(2) in WORDS:
            first_number = first_number or int(w.group(1))
            blocks[-1][1].append(("word", w.group(2)))
            continue
        sm = re.match(r"\s*まで、?\s*\d+\s*手(.*)", half)
        if sm:
            blocks[-1][1].append(("summary", sm.group(1).lstrip("目").lstrip("で")))
            continue
        if half.lstrip()[:1] in "▲△▼▽☗☖" and half.strip():
            for m2 in KI2_MOVE.finditer(half):
                blocks[-1][1].append(("ki2", m2))
                wanted += len(blocks) == 1
    offset = (first_number or 1) - 1
    main = replay(start, blocks[0][1], [])
    lines = [([], main)]
    main_moves = [t for t in main if not t.startswith("#")]
    path = list(main_moves)
    for number, items in blocks[1:]:
        ply = number - offset
        base = path if len(path) >= ply - 1 else main_moves
        prefix = base[:ply - 1]
        line = replay(start, items, prefix)
        lines.append((prefix, line))
        path = prefix + [t for t in line if not t.startswith("#")]
    tree_main, variations = listing(lines)
    return {"line": tree_main, "variations": variations, "wanted": wanted}


def bod_start(text: str) -> str | None:
    """The start of a text with a board diagram, by python-shogi (board, hands), the side from the text."""
    if not re.search(r"^\s*\|", text, re.M):
        return None
    import shogi.KIF

    try:
        g = shogi.KIF.Parser.parse_str(text)[0]
    except Exception:  # noqa: BLE001 - the caller reports what it has
        return None
    board, _, hands = g["sfen"].split()[:3]
    side = "w" if re.search(r"^\s*(後手番|上手番)", text, re.M) else "b"
    return f"{board} {side} {hands}"


def csa_text(text: str, start: str) -> list[str]:
    """The moves of a CSA text's first game and its first ending token."""
    board = cshogi.Board(start)
    out = []
    for line in lines_of(text):
        if line.startswith(("'", "N", "$")):
            continue
        if line.strip() == "/":
            break
        for part in line.split(","):
            part = part.strip()
            if re.fullmatch(r"[+-]\d{4}[A-Z]{2}", part):
                mv = board.move_from_csa(part[1:])
                if not mv or not board.is_legal(mv):
                    return out
                out.append(cshogi.move_to_usi(mv))
                board.push(mv)
            elif part.startswith("%"):
                rule = CSA_ENDS.get(part[1:])
                if rule:
                    out.append(ending(rule, board))
                return out
    return out


JKF_PIECES = {"FU": "p", "KY": "l", "KE": "n", "GI": "s", "KI": "g", "KA": "b", "HI": "r", "OU": "k",
              "TO": "+p", "NY": "+l", "NK": "+n", "NG": "+s", "UM": "+b", "RY": "+r"}


def _black(color: Any) -> bool:
    return color is True or (color == 0 and color is not False)


def jkf_start(initial: Any) -> str:
    """The SFEN of a JKF "initial" (HIRATE, or an OTHER board with hands)."""
    if not initial or initial.get("preset", "HIRATE") == "HIRATE":
        return cshogi.STARTING_SFEN
    data = initial["data"]
    rows = []
    for y in range(9):
        row, empty = "", 0
        for x in range(8, -1, -1):  # file 9 first
            cell = data["board"][x][y]
            if not cell:
                empty += 1
                continue
            if empty:
                row, empty = row + str(empty), 0
            letter = JKF_PIECES[cell["kind"]]
            row += letter.upper() if _black(cell["color"]) else letter
        rows.append(row + (str(empty) if empty else ""))
    hands = ""
    for color, hand in enumerate(data.get("hands", [{}, {}])):
        for name in ("HI", "KA", "KI", "GI", "KE", "KY", "FU"):
            n = hand.get(name, 0)
            if n:
                letter = JKF_PIECES[name]
                hands += (str(n) if n > 1 else "") + (letter.upper() if color == 0 else letter)
    side = "b" if _black(data.get("color", 0)) else "w"
    return f"{'/'.join(rows)} {side} {hands or '-'} 1"


def jkf_text(data: dict[str, Any], start: str) -> dict[str, Any]:
    names = {"FU": "P", "KY": "L", "KE": "N", "GI": "S", "KI": "G", "KA": "B", "HI": "R"}
    lines: list[tuple[list[str], list[str]]] = []

    def line(entries: list[Any], prefix: list[str]) -> None:
        board = cshogi.Board(start)
        for u in prefix:
            board.push_usi(u)
        tokens: list[str] = []
        last = prefix[-1] if prefix else None
        for e in entries:
            if "special" in e:
                rule = CSA_ENDS.get(e["special"])
                if rule:
                    tokens.append(ending(rule, board))
                break
            mv = e.get("move")
            if mv is None:
                continue
            to = mv.get("to")
            dest = f"{to['x']}{RANKS[to['y'] - 1]}" if to else (last[2:4] if last else "")
            fr = mv.get("from")
            u = f"{fr['x']}{RANKS[fr['y'] - 1]}{dest}{'+' if mv.get('promote') else ''}" if fr else \
                f"{names[mv['piece']]}*{dest}"
            for fork in e.get("forks") or []:
                line(fork, prefix + tokens)
            m = board.move_from_usi(u)
            if not m or not board.is_legal(m):
                break
            board.push(m)
            tokens.append(u)
            last = u
        lines.insert(0 if not prefix and not lines else len(lines), (prefix, tokens))

    line(data.get("moves", []), [])
    main_first = [lines[-1]] + lines[:-1] if lines else []  # (the main line is added last: forks come first)
    tree_main, variations = listing(main_first)
    return {"line": tree_main, "variations": variations}


def canonical(sfen: str) -> str:
    """Board, side and hands of an SFEN, the hands counted and written in the usual order (RBGSNLP,
    Black's first), whatever order and counts a peer wrote them in."""
    board, side, hands = sfen.split()[:3]
    counts: dict[str, int] = {}
    n = ""
    for ch in "" if hands == "-" else hands:
        if ch.isdigit():
            n += ch
            continue
        counts[ch] = counts.get(ch, 0) + (int(n) if n else 1)
        n = ""
    text = "".join((str(counts[c]) if counts[c] > 1 else "") + c
                   for c in [*"RBGSNLP", *"rbgsnlp"] if counts.get(c))
    return f"{board} {side} {text or '-'}"


def report(path: Path) -> dict[str, Any]:
    text = text_of(path)
    ext = path.suffix.lower()
    out: dict[str, Any] = {"file": str(path.relative_to(CORPUS))}
    peers: dict[str, Any] = {}
    start = cshogi.STARTING_SFEN
    if ext in (".kif", ".kifu"):
        try:
            p = cshogi.KIF.Parser.parse_str(text)
            start = p.sfen
            peers["cshogi"] = legal_usi(cshogi.Board(p.sfen), p.moves)
        except Exception as exc:  # noqa: BLE001 - a peer that cannot read the file says so
            peers["cshogi"] = f"{type(exc).__name__}: {exc}"
    if ext == ".csa" and path.name not in CRASHES:
        try:
            games = cshogi.CSA.Parser.parse_str(text)
            start = games[0].sfen
            peers["cshogi"] = legal_usi(cshogi.Board(start), games[0].moves)
        except Exception as exc:  # noqa: BLE001
            peers["cshogi"] = f"{type(exc).__name__}: {exc}"
    if ext in (".kif", ".kifu", ".csa") and "変化" not in text:  # (python-shogi runs variations into the main line)
        try:
            import shogi.CSA
            import shogi.KIF

            g = (shogi.KIF.Parser if ext != ".csa" else shogi.CSA.Parser).parse_str(text)[0]
            peers["python-shogi"] = g["moves"]
        except Exception as exc:  # noqa: BLE001
            peers["python-shogi"] = f"{type(exc).__name__}: {exc}"
    if ext in (".kif", ".kifu", ".ki2", ".ki2u"):
        hand = re.search(r"^手合割[：:]\s*(\S+)", text, re.M)
        if hand and hand.group(1) in cshogi.KIF.Parser.HANDYCAP_SFENS and cshogi.KIF.Parser.HANDYCAP_SFENS[hand.group(1)]:
            start = cshogi.KIF.Parser.HANDYCAP_SFENS[hand.group(1)]
        start = bod_start(text) or start
        if hand and hand.group(1) in PRESETS:
            start = PRESETS[hand.group(1)]
        if path.name in TWINS:
            start = twin_start(TWINS[path.name])
        if len(start.split()) == 3:
            start += " 1"
        out["text"] = kakinoki_text(text, start)
    elif ext == ".csa":
        if path.name in CRASHES:
            start = twin_start(CRASHES[path.name])
        out["text"] = {"line": csa_text(text, start), "variations": []}
    elif ext == ".jkf":
        data = json.loads(text)
        start = jkf_start(data.get("initial"))
        out["text"] = jkf_text(data, start)
    out["start"] = canonical(start)
    out["moves"] = [t for t in out["text"]["line"] if not t.startswith("#")]
    out["peers"] = peers
    lines = lines_of(text)
    if ext == ".csa":  # comment statements: '* lines, and '* after a comma (81Dojo's +7776FU,'* ...)
        parts = [p for ln in lines for p in ([ln] if ln.startswith(("'", "N", "$")) else ln.split(","))]
        comments = [p[2:] for p in parts if p.startswith("'*")]
    elif ext == ".jkf":
        comments = []
        stack: list[Any] = [json.loads(text)]
        while stack:
            item = stack.pop()
            if isinstance(item, dict):
                comments.extend(c for c in item.get("comments") or [] if isinstance(c, str))
                stack.extend(v for k, v in item.items() if k != "comments")
            elif isinstance(item, list):
                stack.extend(item)
    else:
        comments = [ln[1:] for ln in lines if ln.startswith("*")]
    digest = hashlib.sha256("\n".join(sorted(comments)).encode("utf-8")).hexdigest()[:16]
    out["comments"] = [len(comments), comments[0] if comments and ext != ".jkf" else None, digest]
    out["bookmarks"] = sum(1 for ln in lines if ln.startswith("&")) if ext != ".csa" else 0
    out["ending_lines"] = [ln.strip() for ln in lines if re.match(
        r"\s*(まで|\d+\s+(投了|中断|詰|不詰|千日手|持将棋|切れ負け|反則|入玉|Time|封じ手|不戦))|%[A-Z+-]", ln.translate(FW))]
    return out


# What a person reads in the files (SOURCES.md, the comments, the ending lines) where the text replay
# stops or the program's readers are meant to say something (docs/formats.md, "What the readers forgive").
ILLEGAL_TAILS = {  # the legal part, then 反則負け for the side that made the illegal move
    "mog-core-scala/kif/game-014.kif": 1, "mog-core-scala/kif/game-015.kif": 1,
    "mog-core-scala/kif/game-017.kif": 1,
}
NOTICES = {
    "json-kifu-format/csa/9fu.csa": ["notice-puzzle"], "json-kifu-format/csa/9fu_komabetsu.csa": ["notice-puzzle"],
    "json-kifu-format/kif/9fu.kif": ["notice-puzzle"], "json-kifu-format/ki2/9fu.ki2": ["notice-puzzle"],
    "json-kifu-format/csa/dr1test1test0+tu-1_aobazero_viper-300-5F+aobazero+viper+20200719201040.csa":
        ["notice-second-ending"],
    "mog-core-scala/kif/game-012.kif": ["notice-second-ending"],
    "json-kifu-format/kif/fork-test.kif": ["notice-renumbered"],
    "mog-core-scala/csa/game-002.csa": ["notice-extra-text"],
    **{name: ["notice-illegal-last"] for name in ILLEGAL_TAILS},
}


def expected(row: dict[str, Any]) -> dict[str, Any]:
    """The expected answers for one file: the text replay, with what SOURCES.md and the files say."""
    line = list(row["text"]["line"])
    name = row["file"]
    if name in ILLEGAL_TAILS:
        line.append(f"#foul:{ILLEGAL_TAILS[name]}")
    return {"start": row["start"], "line": " ".join(line),
            "variations": [[ply, " ".join(tokens)] for ply, tokens in row["text"]["variations"]],
            "comments": row["comments"], "bookmarks": row["bookmarks"], "notices": NOTICES.get(name, []),
            "peers": {k: (v == row["moves"]) if isinstance(v, list) else "fails" for k, v in row["peers"].items()}}


def main(argv: list[str]) -> None:
    if argv[:1] == ["--expected"]:  # read the JSON lines of a run, write the expected answers
        rows = [json.loads(line) for line in Path(argv[1]).read_text().splitlines()]
        data = {row["file"]: expected(row) for row in rows}
        out = Path(__file__).with_name("corpus_expected.json")
        out.write_text(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        return
    paths = [Path(a) for a in argv] or sorted(p for p in CORPUS.rglob("*") if p.is_file() and p.suffix != ".md")
    for path in paths:
        print(json.dumps(report(path if path.is_absolute() else CORPUS / path), ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1:])
