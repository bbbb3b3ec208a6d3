"""Moves for people, in Japanese and in English: the move list's words for every ply.

One module for both languages, with every name taken from the core's data (the variant's piece kinds,
the card table of the game's edition, the magic table, the variant powers), never from the screen:

- a plain move or drop: KI2 in Japanese (``▲７六歩``, ``△同　銀``, ``▲４八不死銀``, ``▲５五八方桂(76)``,
  :func:`~.japanese.format_ki2_move`); western notation in English (``P-7f``, ``Bx2b+``, ``P*5e``,
  ``G6a-5b``, ``+R-5e``) with the English name where a variant piece has no western letter people know
  (``Kirin-5e``, ``Lion x4d``, ``Fire dragon*6b``, ``Eight-way knight 7g-6e``);
- a card, magic or variant-power ply: its name and its steps.  Japanese as the KI2 lines write the
  pieces (``▲雷撃球 ５二``, ``▲火炎竜 ６二火炎竜打、６三``, ``▲連続技 ８二→３二→３三``); English as a
  sentence (``Lightning: 5b``, ``Pawn and gold tokens: gold drop 9e``, ``Double move: 8b→3b→3c``).

No text here is the raw action string (``pawn-tokens!G*9e``): tests/notation/test_words.py plays every
card of both editions, every magic and every variant power and checks that no ``!`` is left.
"""

from __future__ import annotations

from ..core.actions import Action
from ..core.addons import action_names
from ..core.position import Position, is_drop, is_promotion, make_move, move_from, move_to
from ..core.tables import NSQ, parse_square, square_name
from ..core.variant import PieceKind, Variant, load_variant
from .japanese import BLACK_MARKS, WHITE_MARKS, format_ki2_move, piece_names, square_ja

# The letters western shogi players read (lishogi's western notation); other kinds go by their name.
WESTERN_LETTERS = frozenset({"K", "R", "B", "G", "S", "N", "L", "P", "+R", "+B", "+S", "+N", "+L", "+P"})
# The standard kinds' English names in a sentence ("gold drop 9e").
_WORDS_EN = {"K": "king", "R": "rook", "B": "bishop", "G": "gold", "S": "silver", "N": "knight", "L": "lance",
             "P": "pawn", "+R": "dragon", "+B": "horse", "+S": "promoted silver", "+N": "promoted knight",
             "+L": "promoted lance", "+P": "tokin"}
_STEP_WORDS = {"pass": ("パス", "pass")}


def _standard(kind: PieceKind, variant: Variant) -> bool:
    """A kind people know by its western letter: a standard piece that moves as in shogi."""
    if kind.letter not in WESTERN_LETTERS:
        return False
    base = load_variant("standard")
    return base.has_kind(kind.letter) and base.kind(kind.letter).moves == kind.moves


def piece_word(kind: PieceKind, variant: Variant, language: str) -> str:
    """A kind's name inside a sentence: 金, 火炎竜 (KI2's names) / gold, fire dragon."""
    if language == "ja":
        return piece_names(variant.id).move[kind.index]
    if _standard(kind, variant):
        return _WORDS_EN[kind.letter]
    return kind.name_en[:1].lower() + kind.name_en[1:]


def western_move(pos: Position, m: int) -> str:
    """``m`` before it is played in ``pos`` in western notation (see the module); "" if no piece moves."""
    frm, to = move_from(m), move_to(m)
    variant = pos.variant
    if is_drop(m):
        kind = variant.kinds[frm - NSQ]
    else:
        piece = pos.piece_at(frm)
        if piece is None:
            return ""
        kind = piece[0]
    name = kind.letter if _standard(kind, variant) else kind.name_en
    if is_drop(m):
        return f"{name}*{square_name(to)}"
    legal = pos.legal_moves()
    declined = not is_promotion(m) and kind.promoted is not None and make_move(frm, to, True) in legal
    others = [x for x in legal if not is_drop(x) and move_to(x) == to and move_from(x) != frm
              and pos.board[move_from(x)] == pos.board[frm]]
    origin = square_name(frm) if others else ""
    sep = "x" if pos.board[to] else "-"
    tail = f"{origin}{sep}{square_name(to)}{'+' if is_promotion(m) else ('=' if declined else '')}"
    if len(name) > 2 and tail[0] not in "-*":
        return f"{name} {tail}"  # "Lion x4d", "Kirin 6h-5g": a word and a square stay apart
    return name + tail


def move_words(pos: Position, m: int, language: str, last_to: int | None = None) -> str:
    """A plain move or drop about to be played in ``pos`` (KI2 / western), "" if ``pos`` has no piece
    to move there.  ``last_to``: the previous move's destination (同 in Japanese)."""
    if language == "ja":
        if not is_drop(m) and not pos.board[move_from(m)]:
            return ""
        return format_ki2_move(pos, m, last_to)
    return western_move(pos, m)


# ----------------------------------------------------------------------------- special actions
def action_name(name: str, variant: Variant, language: str) -> str:
    """A card of the game's edition, a magic or a variant power in ``language``; the id if unknown."""
    names = action_names(name, variant)
    return name if names is None else names[language != "ja"]


def _step(step: str, variant: Variant, language: str) -> tuple[str, str | None, str | None]:
    """One step as (words, from, to): a move ``7g7f`` gives its squares, a drop or a square its words."""
    ja = language == "ja"
    if "*" in step:
        letter, _, sq = step.partition("*")
        kind = variant.kind(letter) if variant.has_kind(letter) else None
        target = parse_square(sq)
        if ja:
            return f"{square_ja(target)}{piece_word(kind, variant, 'ja') if kind else letter}打", None, None
        return f"{piece_word(kind, variant, 'en') if kind else letter} drop {sq}", None, None
    if len(step) in (4, 5) and step[1].isalpha() and step[3].isalpha():
        return "", step[:2], step[2:]
    if len(step) == 2 and step[0].isdigit():
        return (square_ja(parse_square(step)) if ja else step), None, None
    words = _STEP_WORDS.get(step)
    return (words[0] if ja else words[1]) if words else step, None, None


def steps_words(action: Action, variant: Variant, language: str) -> str:
    """An action's steps for people: consecutive moves of one piece joined (``7g→7f→7e``), promotions
    marked (成 / +), drops with the piece's name, squares as squares."""
    ja = language == "ja"

    def sq(name: str) -> str:
        return square_ja(parse_square(name)) if ja else name

    parts: list[str] = []
    prev_to: str | None = None
    for step in action.steps:
        words, frm, to = _step(step, variant, language)
        if frm is None or to is None:
            parts.append(words)
            prev_to = None
            continue
        promo = to.endswith("+")
        to = to.rstrip("+")
        tail = "→" + sq(to) + (("成" if ja else "+") if promo else "")
        if prev_to == frm and parts:
            parts[-1] += tail
        else:
            parts.append(sq(frm) + tail)
        prev_to = to
    return ("、" if ja else ", ").join(parts)


def action_label(action: Action, variant_id: str, language: str) -> str:
    """An action without the mover's mark, as a menu offers it: ``雷撃球 ５二`` / ``Lightning: 5b``."""
    try:
        variant = load_variant(variant_id)
    except ValueError:
        return str(action)
    name = action_name(action.name, variant, language)
    steps = steps_words(action, variant, language)
    if not steps:
        return name
    return f"{name} {steps}" if language == "ja" else f"{name}: {steps}"


def action_words(variant_id: str, side: int, action: Action, language: str) -> str:
    """A special action of ``side`` in a game of ``variant_id``: ``▲雷撃球 ５二`` / ``Lightning: 5b``."""
    text = action_label(action, variant_id, language)
    return (BLACK_MARKS[0] if side == 0 else WHITE_MARKS[0]) + text if language == "ja" else text


def ply_words(pos: Position, move: int | Action, language: str, last_to: int | None = None) -> str:
    """Any ply about to be played in ``pos``, in ``language`` ("ja" or anything else for English)."""
    if isinstance(move, Action):
        return action_words(pos.variant.id, pos.side, move, language)
    return move_words(pos, move, language, last_to)
