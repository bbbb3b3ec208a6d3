"""Game endings in the words of each format: KIF's ending words and ``まで…`` lines, CSA's ``%`` names
(which JKF uses too), both ways.

Read: ShogiHome's set (投了 中断 持将棋 千日手 詰み 不詰 切れ負け 反則勝ち 反則負け 入玉勝ち 封じ手 不戦勝 不戦敗)
and what other programs write (81Dojo's ``Time-up``, 時間切れ, 宣言勝ち, 引き分け, ...).  Written the way
Kifu for Windows and ShogiHome write them (docs/formats.md, "Endings").

A KIF ending word is about the side to move at the ending (the ``mover``): 投了 and 切れ負け lose for it,
反則勝ち and 入玉勝ち win for it.  The position refines what the words leave open (a 詰み that is a
stalemate, a foul that is a perpetual check, the mate behind a ``まで…の勝ち`` line).
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.outcome import Termination
from ..core.position import Position
from ..core.record import GameRecord, Node

# KIF ending word -> (termination, who wins): "mover" (the side to move at the ending), "other" (its
# opponent) or None (nobody).
KIF_WORDS: dict[str, tuple[Termination, str | None]] = {
    "投了": (Termination.RESIGNATION, "other"),
    "詰み": (Termination.CHECKMATE, "other"),
    "詰": (Termination.CHECKMATE, "other"),
    "不詰": (Termination.NO_MATE, None),
    "切れ負け": (Termination.TIME, "other"),
    "時間切れ": (Termination.TIME, "other"),
    "Time-up": (Termination.TIME, "other"),  # 81Dojo
    "Time-Up": (Termination.TIME, "other"),
    "反則負け": (Termination.FOUL, "other"),
    "反則勝ち": (Termination.FOUL, "mover"),
    "入玉勝ち": (Termination.IMPASSE, "mover"),
    "宣言勝ち": (Termination.IMPASSE, "mover"),
    "入玉宣言": (Termination.IMPASSE, "mover"),
    "持将棋": (Termination.IMPASSE, None),
    "千日手": (Termination.REPETITION, None),
    "中断": (Termination.ABORT, None),
    "封じ手": (Termination.SEALED, None),
    "不戦勝": (Termination.DEFAULT, "mover"),
    "不戦敗": (Termination.DEFAULT, "other"),
    "最大手数": (Termination.MAX_MOVES, None),
    "引き分け": (Termination.AGREEMENT, None),
    "引分け": (Termination.AGREEMENT, None),
}

_PLAYER = {"先手": 0, "下手": 0, "後手": 1, "上手": 1}


def ending_for(term: Termination, who: str | None, side: int) -> tuple[Termination, int | None]:
    """(termination, winner) of a KIF word's rule with ``side`` to move."""
    if who is None:
        return term, None
    return term, (side if who == "mover" else side ^ 1)


def kif_ending(word: str, side: int) -> tuple[Termination, int | None] | None:
    """The ending a KIF ending word states with ``side`` to move (None for an unknown word)."""
    rule = KIF_WORDS.get(word)
    return None if rule is None else ending_for(rule[0], rule[1], side)


def summary_ending(text: str, side: int) -> tuple[Termination, int | None] | None:
    """The ending a ``まで77手で先手の勝ち`` line states (``text`` is what follows 手で)."""
    s = "".join(ch for ch in text if ch not in " \u3000。")
    if not s:
        return None
    who = None
    for name, color in _PLAYER.items():
        if name in s:
            who = color
            break
    if "時間切れ" in s or "切れ負け" in s:
        if who is None:
            return Termination.TIME, side ^ 1
        return Termination.TIME, (who ^ 1) if s.endswith("負け") else who
    if s.endswith("反則勝ち"):
        return Termination.FOUL, who if who is not None else side
    if s.endswith("反則負け"):
        return Termination.FOUL, (who ^ 1) if who is not None else side ^ 1
    if s.endswith(("入玉勝ち", "宣言勝ち")):
        return Termination.IMPASSE, who if who is not None else side
    if s.endswith("不戦勝"):
        return Termination.DEFAULT, who if who is not None else side
    if s.endswith("不戦敗"):
        return Termination.DEFAULT, (who ^ 1) if who is not None else side ^ 1
    if s.endswith("勝ち"):
        return Termination.RESIGNATION, who if who is not None else side ^ 1
    if s.endswith("負け") and who is not None:
        return Termination.RESIGNATION, who ^ 1
    found = kif_ending(s, side)
    if found is not None:
        return found
    for word, (term, rule) in KIF_WORDS.items():
        if len(word) > 1 and s.endswith(word):
            return ending_for(term, rule, side)
    return None


def refine(record: GameRecord, node: Node, term: Termination, winner: int | None,
           infer_mate: bool = False) -> Termination:
    """Recover what KIF and KI2 cannot say: stalemate, perpetual check, and (``infer_mate``, for the
    ``まで…の勝ち`` line) a mate behind 勝ち.  ``node`` is the node the ending follows."""
    if term not in (Termination.CHECKMATE, Termination.FOUL, Termination.RESIGNATION) or winner is None:
        return term
    side = record.side_at(node)
    if term is Termination.RESIGNATION and (winner == side or not infer_mate):
        return term
    if term is Termination.CHECKMATE and winner == side:
        return term
    outcome = record.position_at(node).outcome()
    if outcome is None or outcome.winner != winner:
        return term
    if term is Termination.CHECKMATE and outcome.termination is Termination.STALEMATE:
        return Termination.STALEMATE
    if term is Termination.FOUL and outcome.termination is Termination.PERPETUAL_CHECK:
        return Termination.PERPETUAL_CHECK
    if term is Termination.RESIGNATION and outcome.termination is Termination.CHECKMATE:
        return Termination.CHECKMATE
    return term


def kif_word(term: Termination, winner: int | None, side: int) -> str:
    """The KIF ending word for an ending reached with ``side`` to move."""
    if term in (Termination.FOUL, Termination.PERPETUAL_CHECK):
        return "反則勝ち" if winner == side else "反則負け"
    if term is Termination.IMPASSE:
        if winner is None:
            return "持将棋"
        return "入玉勝ち" if winner == side else "反則負け"  # a wrong declaration loses
    if term is Termination.DEFAULT:
        return "不戦勝" if winner == side else "不戦敗"
    return {
        Termination.RESIGNATION: "投了", Termination.CHECKMATE: "詰み", Termination.STALEMATE: "詰み",
        Termination.TIME: "切れ負け", Termination.REPETITION: "千日手", Termination.ABORT: "中断",
        Termination.AGREEMENT: "引き分け", Termination.NO_MATE: "不詰", Termination.SEALED: "封じ手",
        Termination.MAX_MOVES: "最大手数",
    }[term]


def summary_line(plies: int, term: Termination, winner: int | None, side: int,
                 names: tuple[str, str] = ("先手", "後手")) -> str:
    """``まで77手で先手の勝ち`` and the like (KIF's last line, KI2's ending), after ``plies`` moves with
    ``side`` to move; ``names`` are 先手/後手 or, in handicap games, 下手/上手."""
    head = f"まで{plies}手で"
    if term is Termination.TIME and winner is not None:
        return f"{head}時間切れにより{names[winner]}の勝ち"
    if term in (Termination.FOUL, Termination.PERPETUAL_CHECK) and winner is not None:
        return f"{head}{names[side]}の{'反則勝ち' if winner == side else '反則負け'}"
    if term is Termination.IMPASSE and winner is not None:
        return f"{head}{names[winner]}の入玉勝ち" if winner == side else f"{head}{names[side]}の反則負け"
    if term is Termination.DEFAULT and winner is not None:
        return f"{head}{names[side]}の{'不戦勝' if winner == side else '不戦敗'}"
    if winner is not None:
        return f"{head}{names[winner]}の勝ち"
    return head + kif_word(term, winner, side)


# --------------------------------------------------------------------------- CSA (and JKF's special)
CSA_NAMES = frozenset({
    "TORYO", "CHUDAN", "SENNICHITE", "OUTE_SENNICHITE", "TIME_UP", "ILLEGAL_MOVE", "+ILLEGAL_ACTION",
    "-ILLEGAL_ACTION", "JISHOGI", "KACHI", "HIKIWAKE", "MAX_MOVES", "TSUMI", "FUZUMI", "ERROR",
})


def csa_ending(name: str, side: int, position: Callable[[], Position]) -> tuple[Termination, int | None] | None:
    """(termination, winner) of a CSA ending name without ``%`` (None for an unknown name), ``side`` to
    move; ``position`` gives the final position for the names it refines (a %TSUMI that is a
    stalemate, an illegal action completing a perpetual check)."""
    if name == "TORYO":
        return Termination.RESIGNATION, side ^ 1
    if name in ("CHUDAN", "ERROR"):
        return Termination.ABORT, None
    if name == "SENNICHITE":
        return Termination.REPETITION, None
    if name == "OUTE_SENNICHITE":
        out = _outcome(position())
        if out is not None and out[0] is Termination.PERPETUAL_CHECK:
            return out
        return Termination.PERPETUAL_CHECK, side
    if name == "TIME_UP":
        return Termination.TIME, side ^ 1
    if name == "ILLEGAL_MOVE":
        return Termination.FOUL, side ^ 1
    if name in ("+ILLEGAL_ACTION", "-ILLEGAL_ACTION"):
        winner = 1 if name[0] == "+" else 0
        out = _outcome(position())
        if out is not None and out == (Termination.PERPETUAL_CHECK, winner):
            return out
        return Termination.FOUL, winner
    if name == "JISHOGI":
        return Termination.IMPASSE, None
    if name == "KACHI":
        return Termination.IMPASSE, side
    if name == "HIKIWAKE":
        return Termination.AGREEMENT, None
    if name == "MAX_MOVES":
        return Termination.MAX_MOVES, None
    if name == "TSUMI":
        out = _outcome(position())
        if out is not None and out[0] is Termination.STALEMATE:
            return out
        return Termination.CHECKMATE, side ^ 1
    if name == "FUZUMI":
        return Termination.NO_MATE, None
    return None


def _outcome(pos: Position) -> tuple[Termination, int | None] | None:
    out = pos.outcome()
    return (out.termination, out.winner) if out is not None else None


def csa_name(term: Termination, winner: int | None, side: int) -> str | None:
    """The CSA ending name (without ``%``) for an ending reached with ``side`` to move; None for the
    endings CSA has no name for (封じ手, 不戦勝 and 不戦敗: left out, as ShogiHome does)."""
    t = term
    if t is Termination.RESIGNATION:
        return "TORYO"
    if t is Termination.ABORT:
        return "CHUDAN"
    if t is Termination.REPETITION:
        return "SENNICHITE"
    if t is Termination.TIME:
        return "TIME_UP"
    if t is Termination.AGREEMENT:
        return "HIKIWAKE"
    if t in (Termination.CHECKMATE, Termination.STALEMATE):
        return "TSUMI"
    if t is Termination.NO_MATE:
        return "FUZUMI"
    if t is Termination.MAX_MOVES:
        return "MAX_MOVES"
    if t in (Termination.SEALED, Termination.DEFAULT):
        return None
    if t is Termination.IMPASSE:
        if winner is None:
            return "JISHOGI"
        return "KACHI" if winner == side else "ILLEGAL_MOVE"  # a wrong declaration loses
    # FOUL and PERPETUAL_CHECK: the loser committed the foul.
    if winner is None:
        return "CHUDAN"
    if winner == side ^ 1 and t is Termination.FOUL:
        return "ILLEGAL_MOVE"
    return ("-" if winner == 0 else "+") + "ILLEGAL_ACTION"
