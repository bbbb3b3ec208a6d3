"""王将ファンタジスタ (RULES.md §6, seed 004): fairies, the 20-sided die, the gain schedule, the magic
state and its SFEN field.  The magic actions themselves are in ``fantasista_magic.py``.

``pos.addon_state("magic", color)`` (:func:`magic_state`) is a frozen :class:`MagicState` (fairy, tokens in
hand, rights held, the emblem, and the game's settings: interval, seed, reserved faces), part of the 千日手
key.  ``fantasista_addon.py`` is the add-on object.

**Gains.**  After global ply ``N`` (``N = move number``) with ``N % interval == 0`` the first player gains,
with ``N % interval == 1`` (``N > 1``) the second player.  The gain is part of ply N: ``Position.push``
asks :class:`GainHook` (one of ``pos.after_ply``) for the gain's edits and keeps them in the same undo
record, so ``pop`` removes ply and gain together.  A gain is written ``gain!dFACE[,MAGIC[,SQUARE]]``
(``gain!d17,rook-token``, ``gain!d3,invincible,5g``, ``gain!d20``): the face, the magic it gave, and the
gaining player's target for an instant magic.  The face comes from, in this order: the recorded input
given for that ply (``Position.recorded_inputs``, ``GameRecord.add_move(move, events=[...])``,
:func:`push_with_gain`: a recorded gain or a real die), the face remembered when the ply was undone, or
the seeded die (``random.Random(f"fantasista:{seed}:{N}")``, so the same game gives the same rolls).  A
replay passes the recorded gains and never rolls (:func:`replay`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..actions import PieceStatus
from ..effects import Effect
from ..sfen import SfenError
from ..slotted import replace
from ..squares import NSQ, parse_square, square_name

if TYPE_CHECKING:
    from ..actions import Edit
    from ..position import Position
    from ..record import GameRecord, Node

KEY = "magic"  # the add-on state key

FAIRIES = ("hiko", "ayumi", "yokaku", "ginsara")
FAIRY_NAMES = {"hiko": ("飛子", "Hiko (rook)"), "ayumi": ("あゆみ", "Ayumi (pawn)"),
               "yokaku": ("妖角", "Yōkaku (bishop)"), "ginsara": ("銀砂螺", "Ginsara (silver)"),
               "none": ("なし", "none")}
TABLES: dict[str, tuple[str, str, str, str]] = {  # faces 1, 2, 3, 4-8
    "hiko": ("fire-dragon", "god-dragon", "rook-awakening", "rook-token"),
    "ayumi": ("to-emblem", "spearmen", "invincible", "pawn-tokens"),
    "yokaku": ("thunder-horse", "gale-horse", "carrier", "bishop-token"),
    "ginsara": ("silver-curtain", "sword-silver", "silver-wave", "silver-tokens"),
}
MAGICS = tuple(m for t in TABLES.values() for m in t)
MAGIC_NAMES: dict[str, tuple[str, str]] = {  # id -> (Japanese, English): the magic dock, the move list, KIF
    "fire-dragon": ("火炎竜", "Fire dragon"), "god-dragon": ("王神竜", "God dragon"),
    "rook-awakening": ("飛車覚醒", "Rook awakening"), "rook-token": ("飛車トークン", "Rook token"),
    "to-emblem": ("との紋章", "と emblem"), "spearmen": ("槍歩兵", "Spearmen"), "invincible": ("無敵化", "Invincible"),
    "pawn-tokens": ("歩・金トークン", "Pawn and gold tokens"), "thunder-horse": ("雷王馬", "Thunder horse"),
    "gale-horse": ("疾風馬", "Gale horse"), "carrier": ("搭乗駒", "Carrier"), "bishop-token": ("角トークン", "Bishop token"),
    "silver-curtain": ("銀幕展開", "Silver curtain"), "sword-silver": ("剣の銀", "Sword silver"),
    "silver-wave": ("銀の波動", "Silver wave"), "silver-tokens": ("銀トークン", "Silver tokens"),
}
RIGHTS = ("rook-awakening", "silver-curtain", "silver-wave")
INSTANT = ("invincible", "carrier")
# Token magics: the pieces put in hand (letter, count).
TOKENS: dict[str, tuple[tuple[str, int], ...]] = {
    "fire-dragon": (("D", 1),), "god-dragon": (("O", 1),), "rook-token": (("R", 1),),
    "spearmen": (("J", 2),), "pawn-tokens": (("P", 2), ("G", 1)), "thunder-horse": (("H", 1),),
    "gale-horse": (("W", 1),), "bishop-token": (("B", 1),), "sword-silver": (("X", 1),),
    "silver-tokens": (("S", 2),),
}
FOREVER = 10**9  # immune-until of a permanent immunity
DEFAULT_INTERVAL = 15

# The token kinds standard shogi lacks (FantasistaAddon.piece_data adds them to the variant).
TOKEN_PIECES: tuple[dict[str, Any], ...] = (
    {"letter": "D", "kanji": "炎", "kanji_long": "火炎竜", "name_ja": "火炎竜", "name_en": "Fire dragon",
     "moves": "RF", "impasse_points": 5},
    {"letter": "O", "kanji": "神", "kanji_long": "王神竜", "name_ja": "王神竜", "name_en": "God dragon",
     "moves": "RFN", "impasse_points": 5},
    {"letter": "J", "kanji": "槍", "kanji_long": "槍歩兵", "name_ja": "槍歩兵", "name_en": "Spearman",
     "moves": "fR", "promotes_to": "+J", "impasse_points": 1},
    {"letter": "+J", "kanji": "と", "kanji_long": "と金", "name_ja": "と（槍歩兵）", "name_en": "Promoted spearman",
     "moves": "WfF", "impasse_points": 1},
    {"letter": "H", "kanji": "雷", "kanji_long": "雷王馬", "name_ja": "雷王馬", "name_en": "Thunder horse",
     "moves": "BW", "impasse_points": 5},
    {"letter": "W", "kanji": "疾", "kanji_long": "疾風馬", "name_ja": "疾風馬", "name_en": "Gale horse",
     "moves": "BW", "impasse_points": 5},
    {"letter": "X", "kanji": "剣", "kanji_long": "剣の銀", "name_ja": "剣の銀", "name_en": "Sword silver",
     "moves": "FfW", "impasse_points": 1},
)


@dataclass(frozen=True)
class MagicState:
    """One player's magic: fairy, tokens in hand ((magic, letter, count), sorted), rights held
    ((right, count), sorted), the と emblem, and the game's settings."""

    fairy: str = "none"
    tokens: tuple[tuple[str, str, int], ...] = ()
    rights: tuple[tuple[str, int], ...] = ()
    emblem: bool = False
    interval: int = DEFAULT_INTERVAL
    seed: int = 0
    reserved: tuple[tuple[int, str], ...] = ()  # face 9-18 -> magic id

    def token_count(self, magic: str, letter: str) -> int:
        return next((n for m, ltr, n in self.tokens if m == magic and ltr == letter), 0)

    def with_token(self, magic: str, letter: str, delta: int) -> MagicState:
        d = {(m, ltr): n for m, ltr, n in self.tokens}
        n = d.get((magic, letter), 0) + delta
        if n < 0:
            raise ValueError(f"no {magic} token {letter} in hand")
        d[(magic, letter)] = n
        return replace(self, tokens=tuple(sorted((m, ltr, k) for (m, ltr), k in d.items() if k)))

    def right_count(self, right: str) -> int:
        return next((n for r, n in self.rights if r == right), 0)

    def with_right(self, right: str, delta: int) -> MagicState:
        d = dict(self.rights)
        n = d.get(right, 0) + delta
        if n < 0:
            raise ValueError(f"no {right} right held")
        d[right] = n
        return replace(self, rights=tuple(sorted((r, k) for r, k in d.items() if k)))

    def magic_for_face(self, face: int) -> str | None:
        """The magic a face gives this player's fairy (None: スカ, or no fairy)."""
        if self.fairy not in TABLES or not 1 <= face <= 20:
            return None
        table = TABLES[self.fairy]
        if face <= 3:
            return table[face - 1]
        if face <= 8:
            return table[3]
        if face <= 18:
            return dict(self.reserved).get(face, table[3])
        return None


def seeded_face(seed: int, number: int) -> int:
    """The seeded die's face for the gain after global ply ``number``."""
    return random.Random(f"fantasista:{seed}:{number}").randint(1, 20)


def magic_state(pos: Position, color: int) -> MagicState | None:
    """``color``'s magic (None in a game without 王将ファンタジスタ)."""
    st = pos.addon_state(KEY, color)
    return st if isinstance(st, MagicState) else None


def gainer_after(pos: Position, number: int, mover: int) -> int | None:
    """Who gains after global ply ``number`` made by ``mover`` (None: nobody)."""
    st = pos.addon_state(KEY, 0)
    if not isinstance(st, MagicState):
        return None
    iv = st.interval
    r = number % iv
    if number < iv or r not in (0, 1):
        return None
    first = mover if number % 2 else mover ^ 1
    return first if r == 0 else first ^ 1


# ----------------------------------------------------------------------------- the gain hook
class NoRollError(RuntimeError):
    """A roll was needed where the caller forbade rolling (a replay)."""


def parse_gain(text: str) -> tuple[int, str | None, int | None]:
    """(face, magic, target square) of ``gain!dFACE[,MAGIC[,SQUARE]]``."""
    name, bang, body = text.partition("!")
    parts = body.split(",")
    if name != "gain" or not bang or not parts[0].startswith("d") or not parts[0][1:].isdigit():
        raise ValueError(f"{text!r}: expected gain!dFACE[,MAGIC[,SQUARE]] (for example gain!d17,rook-token)")
    face = int(parts[0][1:])
    if not 1 <= face <= 20:
        raise ValueError(f"{text!r}: a d20 face is 1 to 20, got {face}")
    magic = parts[1] if len(parts) > 1 else None
    if magic is not None and magic not in MAGICS:
        raise ValueError(f"{text!r}: unknown magic {magic!r}")
    target = None
    if len(parts) > 2:
        try:
            target = parse_square(parts[2])
        except ValueError:
            raise ValueError(f"{text!r}: {parts[2]!r} is not a square") from None
    if len(parts) > 3:
        raise ValueError(f"{text!r}: too many steps")
    return face, magic, target


class GainHook:
    """The after-ply hook of a fantasista game (one per position): the gains that follow scheduled plies.

    Its recorded inputs are the gains' texts (``gain!d17,rook-token``): one given for a ply is used
    instead of a roll."""

    def __init__(self) -> None:
        self.inputs: dict[int, str] = {}  # ply number -> gain text given for it (a record, a real die)
        self.memory: dict[int, str] = {}  # ply number -> gain applied when that ply was undone
        # ply number -> the move the input is for: other moves pushed there (legality probes) take its
        # face without being held to its target
        self.input_moves: dict[int, Any] = {}
        self.allow_roll = True

    def copy(self) -> GainHook:
        new = GainHook()
        new.inputs = dict(self.inputs)
        new.memory = dict(self.memory)
        new.input_moves = dict(self.input_moves)
        new.allow_roll = self.allow_roll
        return new

    def due(self, pos: Position) -> bool:
        c = gainer_after(pos, pos.move_number, pos.side)
        if c is None:
            return False
        st = pos.addon_state(KEY, c)
        return isinstance(st, MagicState) and st.fairy in TABLES

    def popped(self, pos: Position, note: str) -> None:
        self.memory[pos.move_number - 1] = note

    def accepts(self, event: Any) -> bool:
        return isinstance(event, str) and event.startswith("gain!")

    def give(self, number: int, event: Any, move: Any) -> None:
        self.inputs[number] = event  # (read when a gain follows that ply: a bad text fails then)
        self.input_moves[number] = move

    def withdraw(self, number: int) -> None:
        self.inputs.pop(number, None)
        self.input_moves.pop(number, None)

    def edits_after(self, pos: Position, number: int, mover: int) -> tuple[list[Edit], str]:
        """The gain after ply ``number`` (``pos`` is the position after it) and its text."""
        c = gainer_after(pos, number, mover)
        assert c is not None
        st = pos.addon_state(KEY, c)
        assert isinstance(st, MagicState)
        given = self.inputs.get(number)
        last = pos.last_move()
        strict = given is not None and self.input_moves.get(number, last) == last
        text = given if given is not None else self.memory.get(number)
        if text is not None:
            face, magic, target = parse_gain(text)
            expected = st.magic_for_face(face)
            if magic is not None and magic != expected:
                raise ValueError(f"{text}: face {face} gives {expected or 'nothing'} for this fairy, not {magic}")
        else:
            if not self.allow_roll:
                raise NoRollError(f"ply {number}: a gain is due and no roll was recorded")
            face, target = seeded_face(st.seed, number), None
        magic = st.magic_for_face(face)
        eff = Effect(pos)
        out = f"gain!d{face}"
        if magic is not None:
            out += f",{magic}"
            if magic in TOKENS:
                for letter, n in TOKENS[magic]:
                    st = st.with_token(magic, letter, n)
            elif magic in RIGHTS:
                st = st.with_right(magic, 1)
            elif magic == "to-emblem":
                st = replace(st, emblem=True)
            else:
                targets = instant_targets(pos, c, magic)
                if target is not None and target not in targets:
                    if strict:
                        raise ValueError(f"{text}: {square_name(target)} is not a possible target of {magic}")
                    target = None
                if target is None and targets:
                    target = targets[0]  # no choice given: the first candidate in board order
                if target is not None:
                    out += f",{square_name(target)}"
                    eff.set_status(target, instant_status(pos, target, magic))
        eff.set_addon(KEY, c, st)
        return eff.edits(), out


def instant_targets(pos: Position, color: int, magic: str) -> list[int]:
    """Squares an instant magic may choose: own pawns and と (invincible), own bishops and horses (carrier)."""
    letters = ("P", "+P") if magic == "invincible" else ("B", "+B")
    codes = {(pos.variant.kind(ltr).index + 1) * (1 if color == 0 else -1)
             for ltr in letters if pos.variant.has_kind(ltr)}
    return [s for s in range(NSQ) if pos.board[s] in codes]


def instant_status(pos: Position, sq: int, magic: str) -> PieceStatus:
    st = pos.statuses.get(sq) or PieceStatus()
    if magic == "invincible":
        royals = frozenset(k.letter for k in pos.variant.kinds if k.royal)
        return replace(st, immune_until=FOREVER, immune_except=royals)
    return replace(st, carrier=True)


# ----------------------------------------------------------------------------- pushing with gains
def gain_hook(pos: Position) -> GainHook | None:
    """The position's gain hook (None in a game without 王将ファンタジスタ)."""
    return next((h for h in pos.after_ply if isinstance(h, GainHook)), None)


def gain_due(pos: Position) -> int | None:
    """Who gains after the ply about to be played (None: nobody)."""
    hook = gain_hook(pos)
    if hook is None or not hook.due(pos):
        return None
    return gainer_after(pos, pos.move_number, pos.side)


def _check_gain(pos: Position, gain: str) -> None:
    if gain_due(pos) is None:
        raise ValueError(f"{gain}: no magic is gained after ply {pos.move_number}")
    parse_gain(gain)


def push_with_gain(pos: Position, move: Any, gain: str | None = None) -> str | None:
    """Push ``move``; ``gain`` (``gain!d17`` or ``gain!d3,invincible,5g``) supplies the die face and the
    gaining player's choice for the gain that follows this ply.  Returns the gain applied (None: no gain)."""
    if gain is None:
        pos.push(move)
    else:
        _check_gain(pos, gain)
        pos.push_with_inputs(move, [gain])
    return last_gain(pos)


def last_gain(pos: Position) -> str | None:
    """The gain applied after the last ply (None: none)."""
    return next((note for note in pos.last_inputs() if note.startswith("gain!")), None)


def record_move(record: GameRecord, move: Any, gain: str | None = None) -> Node:
    """Add ``move`` to the record; the gain that follows it (rolled, or ``gain`` as given: a real die's
    face, the player's target) is kept in the new node's events as its ``gain!...`` text."""
    if gain is None:
        return record.add_move(move)
    _check_gain(record.position(), gain)
    return record.add_move(move, events=[gain])


def replay(record: GameRecord, nodes: list[Node] | None = None) -> list[Position]:
    """Replay the record's main line from its start with the recorded gains, never rolling
    (:class:`NoRollError` if a gain is missing); returns the position after each node."""
    line = nodes if nodes is not None else record.main_line()
    pos = record.position_at(line[0]) if line else record.position()
    pos.reset_history()  # a fresh history: the replay rebuilds it
    hook = gain_hook(pos)
    if hook is not None:
        hook.allow_roll = False
        hook.memory.clear()
    out = [pos.copy()]
    for node in line[1:]:
        if node.move is None:
            continue
        gains = [e for e in node.events if isinstance(e, str) and e.startswith("gain!")]
        push_with_gain(pos, node.move, gains[0] if gains else None)
        out.append(pos.copy())
    return out


# ----------------------------------------------------------------------------- the SFEN field
def format_magic_field(black: Any, white: Any) -> str:
    """``magic:BLACK/WHITE/INTERVAL/SEED``; a player is ``FAIRY{+ITEM}``, ITEM = ``emblem``, ``RIGHT*N``,
    ``MAGIC:LETTER*N`` (tokens in hand) or ``FACE=MAGIC`` (a reserved face's magic)."""
    def one(st: Any) -> str:
        if not isinstance(st, MagicState):
            return "none"
        items = [st.fairy]
        if st.emblem:
            items.append("emblem")
        items += [f"{r}*{n}" for r, n in st.rights]
        items += [f"{m}:{ltr}*{n}" for m, ltr, n in st.tokens]
        items += [f"{f}={m}" for f, m in st.reserved]
        return "+".join(items)

    ref = black if isinstance(black, MagicState) else white
    return f"magic:{one(black)}/{one(white)}/{ref.interval}/{ref.seed}"


def parse_magic_field(text: str) -> tuple[MagicState, MagicState]:
    body = text[len("magic:"):]
    parts = body.split("/")
    if len(parts) != 4:
        raise SfenError("magic", 7, "expected BLACK/WHITE/INTERVAL/SEED")
    if not parts[2].isdigit() or int(parts[2]) < 2:
        raise SfenError("magic", 7 + len(parts[0]) + len(parts[1]) + 2, "the interval is a number of at least 2")
    if not parts[3].isdigit():
        raise SfenError("magic", len(text) - len(parts[3]) + 1, "the seed is a number")
    interval, seed = int(parts[2]), int(parts[3])
    out = []
    col = 7
    for half in parts[:2]:
        items = half.split("+")
        fairy = items[0]
        if fairy not in (*FAIRIES, "none"):
            raise SfenError("magic", col, f"unknown fairy {fairy!r} (known: {', '.join(FAIRIES)}, none)")
        st = MagicState(fairy, interval=interval, seed=seed)
        reserved: dict[int, str] = {}
        icol = col + len(fairy) + 1
        for item in items[1:]:
            try:
                if item == "emblem":
                    st = replace(st, emblem=True)
                elif "=" in item:
                    f, _, m = item.partition("=")
                    if not f.isdigit() or not 9 <= int(f) <= 18 or m not in MAGICS:
                        raise ValueError(f"{item!r}: expected FACE=MAGIC with a face 9-18 and a magic id")
                    reserved[int(f)] = m
                else:
                    what, star, n = item.partition("*")
                    if not star or not n.isdigit() or int(n) < 1:
                        raise ValueError(f"{item!r}: expected RIGHT*N, MAGIC:LETTER*N, emblem or FACE=MAGIC")
                    magic, colon, letter = what.partition(":")
                    if colon:
                        if magic not in TOKENS or letter not in dict(TOKENS[magic]):
                            raise ValueError(f"{item!r}: {magic} gives no token {letter!r}")
                        st = st.with_token(magic, letter, int(n))
                    elif what in RIGHTS:
                        st = st.with_right(what, int(n))
                    else:
                        raise ValueError(f"{item!r}: unknown right (known: {', '.join(RIGHTS)})")
            except ValueError as exc:
                raise SfenError("magic", icol, str(exc)) from None
            icol += len(item) + 1
        out.append(replace(st, reserved=tuple(sorted(reserved.items()))))
        col += len(half) + 1
    return out[0], out[1]


# ----------------------------------------------------------------------------- game setup
def setup(options: dict[str, Any]) -> tuple[MagicState, MagicState, dict[str, str]]:
    """Each player's starting state and the record header entries.

    ``fairies``: ``(black, white)`` or ``"hiko,ginsara"``; ``interval`` (15); ``seed`` (drawn when absent);
    ``reserved``: ``{face: magic}`` for both players, or ``[{...}, {...}]`` one per player;
    ``real_die``: rolls are typed by the players (recorded in the header; the core takes them through
    :func:`push_with_gain`)."""
    opts = dict(options)
    fairies = opts.pop("fairies", ("none", "none"))
    if isinstance(fairies, str):
        fairies = tuple(f.strip() for f in fairies.split(","))
    fairies = tuple(fairies)
    if len(fairies) != 2:
        raise ValueError(f"fairies: give two, Black's then White's (got {len(fairies)})")
    for f in fairies:
        if f not in (*FAIRIES, "none"):
            raise ValueError(f"unknown fairy {f!r} (known: {', '.join(FAIRIES)}, none)")
    interval = opts.pop("interval", DEFAULT_INTERVAL)
    if not isinstance(interval, int) or isinstance(interval, bool) or interval < 2:
        raise ValueError(f"interval: a number of plies of at least 2, got {interval!r}")
    seed = opts.pop("seed", None)
    if seed is None:
        seed = random.SystemRandom().getrandbits(32)  # the OS random source (as secrets.randbits)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ValueError(f"seed: a non-negative number, got {seed!r}")
    reserved = opts.pop("reserved", {})
    per = list(reserved) if isinstance(reserved, (list, tuple)) else [reserved, reserved]
    if len(per) != 2:
        raise ValueError("reserved: one mapping for both players, or one per player")
    real = bool(opts.pop("real_die", False))
    if opts:
        raise ValueError(f"unknown fantasista option(s): {', '.join(sorted(opts))}")
    states = []
    for fairy, mapping in zip(fairies, per):
        faces = {}
        for face, magic in dict(mapping).items():
            if isinstance(face, str) and face.isdigit():  # a JSON object's key
                face = int(face)
            if not isinstance(face, int) or not 9 <= face <= 18:
                raise ValueError(f"reserved faces are 9 to 18, got {face!r}")
            if magic not in MAGICS:
                raise ValueError(f"reserved face {face}: unknown magic {magic!r}")
            faces[face] = magic
        states.append(MagicState(fairy, interval=interval, seed=seed, reserved=tuple(sorted(faces.items()))))
    header = {"fantasista-fairies": ",".join(fairies), "fantasista-interval": str(interval),
              "fantasista-seed": str(seed), "fantasista-die": "real" if real else "seeded"}
    return states[0], states[1], header


__all__ = [
    "FAIRIES", "KEY", "MAGICS", "RIGHTS", "TABLES", "TOKENS", "GainHook", "MagicState", "NoRollError", "gain_due",
    "gain_hook", "format_magic_field", "last_gain", "magic_state", "parse_gain", "parse_magic_field", "push_with_gain",
    "record_move", "replay", "seeded_face", "setup",
]
