"""Seed 002 variants cross-checked against Fairy-Stockfish (pyffish) node by node.

Each variant is described to pyffish as a variants.ini section that inherits from its shogi: the
section the application gives Fairy-Stockfish (shogi_desktop/engine/fairy.py) where the sub-variant
can be expressed exactly, a hand-written approximation (below) where it cannot.  The walk is driven by our engine: at every node of a depth-3 tree it translates the position
(SFEN -> FEN, our hands included) and compares our legal moves with pyffish's, move for move; the
perft count follows.  Known differences between the rule sets are handled explicitly:

- pyffish lists a pawn-drop mate (打ち歩詰め) as a legal move (PEERS.md): we compare against our moves
  plus the pawn drops our engine refuses as 打ち歩詰め, and check with pyffish that each of those
  drops really mates.
- hybrid: pyffish's shogi-style promotion offers the chess pawn's promotion anywhere in the zone; a
  chess pawn promotes on the last rank only (where pyffish forces it, since the pawn could not move
  there), so its promotions ending elsewhere are left out of pyffish's list.
- immortal silver: pyffish has no uncapturable piece; captures of an unpromoted immortal silver are
  left out of its list (every other move's legality is unchanged: the silver still attacks as before).
- kirin-phoenix: the lion is given to pyffish as its one-ply moves (KDNA, jumps and king steps).  Our
  ``legal_moves()`` holds exactly those; the lion's two-step captures are actions (``legal_actions()``),
  which pyffish cannot express and which tests/core/test_variants.py checks.

What pyffish cannot do at all is skipped with the reason: the reflecting bishop (a bent path), and
the kind changes on capture of eight-knight 4-8 and of immortal silver (pyffish returns a captured
piece to the hand as its own demoted type).  Those are checked in test_variants.py.

Move-making is cross-checked too where the rules agree: after every capture and promotion near the
root, pyffish's resulting FEN must equal ours (variants without kind changes on capture).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from shogi_desktop.core.outcome import IllegalReason
from shogi_desktop.core.perft import perft
from shogi_desktop.core.position import Position, is_drop, is_promotion, move_from, move_to
from shogi_desktop.core.tables import NSQ, parse_square, square_name
from shogi_desktop.core.variant import all_variant_choices
from shogi_desktop.engine.fairy import (
    config_text,
    fairy_variant,
    fen,
    reasons,
    uci_move,
    uci_square,
    usi_square,
)
from shogi_desktop.engine.fairy_check import checked_variants

pyffish = pytest.importorskip("pyffish")

# Sub-variants Fairy-Stockfish can play exactly are described by the product's own generator
# (shogi_desktop/engine/fairy.py, the sections the application gives the engine).  The others get
# hand-written approximations here, for this cross-check of the core only (never offered to an engine):
# hybrid's chess pawn promotes in the whole zone, the immortal silver is an ordinary piece, the lion has
# its one-ply moves, and eight-knight's capture conversions use the section of sub-variant 1 (both kinds
# of knight).  A custom piece promotes only to a type declared for nothing else (PEERS.md).
APPROXIMATIONS = """
[sd-hybrid:shogi]
shogiPawn = -
shogiKnight = -
customPiece1 = p:mfWcfF
customPiece2 = q:Q
knight = n
promotedPieceType = p:q
dropNoDoubled = p

[sd-immortal-silver:shogi]
customPiece1 = i:FfW
customPiece2 = j:WfF
promotedPieceType = i:j

[sd-kirin-phoenix:shogi]
customPiece1 = y:FD
customPiece2 = f:WA
customPiece3 = a:KDNA
customPiece4 = q:Q
customPiece5 = u:R
customPiece6 = v:B
customPiece7 = w:RN
customPiece8 = x:BN
promotedPieceType = y:a f:q u:w v:x
"""
APPROXIMATE = {"hybrid": "sd-hybrid", "immortal-silver": "sd-immortal-silver", "kirin-phoenix": "sd-kirin-phoenix",
               "kirin-phoenix-b": "sd-kirin-phoenix"}


def fsf_variant(choice: str) -> str:
    """The Fairy-Stockfish variant for ``choice``: the product's section where it is exact."""
    if not reasons(choice):
        return fairy_variant(choice).name
    base = choice.partition(":")[0]
    return fairy_variant("eight-knight:1").name if base == "eight-knight" else APPROXIMATE[base]


@pytest.fixture(scope="module", autouse=True)
def _load_config() -> None:
    pyffish.load_variant_config(config_text(checked_variants()) + APPROXIMATIONS)
    choices = [c for c in all_variant_choices() if not c.startswith("reflect-bishop")]  # no Betza for it
    missing = {fsf_variant(c) for c in choices} - set(pyffish.variants())
    assert not missing, f"pyffish did not load {missing}"


# --------------------------------------------------------------------------- translation
def fsf_fen(pos: Position) -> str:
    return fen(pos.sfen())


def fen_key(fen: str) -> tuple[str, str, str]:
    """(board, sorted hand letters, side) of a pyffish FEN, for comparing two FENs."""
    board, rest = fen.split("[", 1)
    hand, rest = rest.split("]", 1)
    return board, "".join(sorted(hand.replace("-", ""))), rest.split()[0]


# --------------------------------------------------------------------------- one node
@dataclass
class Walk:
    fsf_variant: str
    nodes: int = 0  # positions compared
    fsf_leaves: int = 0  # pyffish's perft, pawn-drop mates taken off
    drop_mates: list[str] = field(default_factory=list)  # SFEN + move of every 打ち歩詰め met
    made: int = 0  # moves whose result was compared with pyffish's get_fen


def _their_moves(pos: Position, fen: str, walk: Walk) -> set[str]:
    moves = set(pyffish.legal_moves(walk.fsf_variant, fen, []))
    vid = pos.variant.base_id
    if vid == "hybrid":
        # A chess pawn promotes on the last rank only (pyffish offers the whole zone).
        last = "9" if pos.side == 0 else "1"
        pawn = pos.variant.kind("P").index + 1
        keep = set()
        for m in moves:
            if m.endswith("+") and "@" not in m:
                frm = _our_square(m[0:2])
                if abs(pos.board[frm]) == pawn and m[-2] != last:
                    continue
            keep.add(m)
        moves = keep
    if vid == "immortal-silver":
        immune = pos.variant.kind("I").index + 1
        them = -1 if pos.side == 0 else 1
        moves = {m for m in moves if "@" in m or pos.board[_our_square(m[2:4])] != them * immune}
    return moves


def _our_square(fsf_sq: str) -> int:
    return parse_square(usi_square(fsf_sq))


def _pawn_drop_mates(pos: Position, legal: list[int]) -> list[int]:
    """Pawn drops our engine refuses as 打ち歩詰め."""
    legal_set = set(legal)
    out = []
    for m in pos.pseudo_legal_moves():
        if (is_drop(m) and m not in legal_set and pos.variant.kinds[move_from(m) - NSQ].pawn
                and pos.explain_illegal(m) is IllegalReason.UCHIFUZUME):
            out.append(m)
    return out


def _check_drop_mate_with_pyffish(pos: Position, m: int, walk: Walk) -> None:
    """pyffish must agree that the drop gives check and leaves the defender no move."""
    usi = pos.move_to_usi(m)
    fen = fsf_fen(pos)
    assert pyffish.gives_check(walk.fsf_variant, fen, [uci_move(usi)]), f"{pos.sfen()} {usi}: no check for pyffish"
    pos.push(m)
    try:
        answers = _their_moves(pos, fsf_fen(pos), walk)
    finally:
        pos.pop()
    assert not answers, f"{pos.sfen()} {usi}: we call it 打ち歩詰め, pyffish answers {sorted(answers)}"
    walk.drop_mates.append(f"{pos.sfen()} {usi}")


def compare_node(pos: Position, walk: Walk) -> list[int]:
    """Compare the legal moves of one position; returns ours."""
    fen = fsf_fen(pos)
    theirs = _their_moves(pos, fen, walk)
    legal = pos.legal_moves()
    ours = {uci_move(pos.move_to_usi(m)) for m in legal}
    mates = _pawn_drop_mates(pos, legal)
    mate_moves = {uci_move(pos.move_to_usi(m)) for m in mates}
    walk.nodes += 1
    if ours | mate_moves != theirs:
        missing = sorted(theirs - ours - mate_moves)
        extra = sorted((ours | mate_moves) - theirs)
        raise AssertionError(
            f"{pos.variant.id} {pos.sfen()} (FEN {fen}): pyffish has {missing} that we lack; "
            f"we have {extra} that pyffish lacks")
    for m in mates:
        _check_drop_mate_with_pyffish(pos, m, walk)
    return legal


def _compare_make(pos: Position, m: int, walk: Walk) -> None:
    usi = pos.move_to_usi(m)
    theirs = pyffish.get_fen(walk.fsf_variant, fsf_fen(pos), [uci_move(usi)])
    pos.push(m)
    try:
        ours = fsf_fen(pos)
    finally:
        pos.pop()
    assert fen_key(theirs) == fen_key(ours), f"{pos.variant.id} {pos.sfen()} {usi}: pyffish {theirs}, ours {ours}"
    walk.made += 1


def cross_walk(pos: Position, depth: int, walk: Walk, check_make: bool) -> int:
    legal = compare_node(pos, walk)
    if depth == 1:
        walk.fsf_leaves += len(legal)
        return len(legal)
    total = 0
    for m in legal:
        if check_make and depth >= 3 and not is_drop(m) and (pos.board[move_to(m)] or is_promotion(m)):
            _compare_make(pos, m, walk)
        pos.push(m)
        total += cross_walk(pos, depth - 1, walk, check_make)
        pos.pop()
    return total


def run(pos: Position, depth: int) -> Walk:
    walk = Walk(fsf_variant(pos.variant.id))
    before = pos.sfen()
    # Where a capture changes the piece's kind pyffish's hand would differ: compare move generation only.
    check_make = not pos.variant.capture_rules
    count = cross_walk(pos, depth, walk, check_make)
    assert pos.sfen() == before
    assert count == perft(pos, depth) == walk.fsf_leaves
    return walk


def random_position(choice: str, plies: int, seed: int, capture_bias: float = 0.0) -> Position:
    """Seeded random play (plain moves) from the variant's start; captures preferred with ``capture_bias``."""
    rng = random.Random(seed)
    pos = Position.initial(choice)
    for _ in range(plies):
        legal = pos.legal_moves()
        if not legal:
            break
        captures = [m for m in legal if not is_drop(m) and pos.board[move_to(m)]]
        pool = captures if captures and rng.random() < capture_bias else legal
        pos.push(rng.choice(sorted(pool)))
    return Position.from_sfen(pos.sfen(), choice)


# --------------------------------------------------------------------------- the cross-checks
START_CASES = [
    "hybrid:2",  # White first
    "eight-knight:1", "eight-knight:9",  # Black only; both sides at the seed's 4枚落ち
    "princess-empress:6",  # White's royal rook and bishop, Black's ordinary ones
    "princess-empress-b:5",  # White's empress and princess without lances, knights, silvers, golds
    "kirin-phoenix:4",  # Black's kirin and phoenix, White's rook and bishop, White first
    "kirin-phoenix-b:1",  # kirin side against royal side
    "immortal-silver:2", "immortal-silver:5", "immortal-silver:8",  # the seed's 6枚落ち and 9枚落ち
]


@pytest.mark.parametrize("choice", START_CASES)
def test_perft_3_from_the_start(choice: str) -> None:
    walk = run(Position.initial(choice), 3)
    assert walk.nodes > 30


# (choice, plies of random play, seed): depth 3 from the position reached.
RANDOM_CASES = [
    ("hybrid:1", 10, 1),
    ("eight-knight:4", 10, 3),  # side-fixed conversion, Black's 8-way knights
    ("eight-knight:8", 10, 4),  # White's 8-way knights at 4枚落ち
    ("princess-empress:1", 10, 5),
    ("princess-empress-b:2", 10, 6),
    ("kirin-phoenix:2", 10, 7),
    ("immortal-silver:1", 10, 9),
]


@pytest.mark.parametrize(("choice", "plies", "seed"), RANDOM_CASES)
def test_perft_3_after_random_play(choice: str, plies: int, seed: int) -> None:
    pos = random_position(choice, plies, seed)
    assert pos.ply == 0 and pos.sfen() != Position.initial(choice).sfen()
    run(pos, 3)


# Longer, capture-heavy random games reach hands full of the new kinds, promotions and drop mates;
# depth 2 keeps their wide trees affordable.
DEEP_CHOICES = [
    "hybrid:1", "hybrid:2", "eight-knight:1", "eight-knight:2", "eight-knight:3", "eight-knight:4",
    "eight-knight:5", "eight-knight:6", "eight-knight:7", "eight-knight:8", "eight-knight:9",
    "princess-empress:1", "princess-empress:4", "princess-empress-b:1", "princess-empress-b:3",
    "kirin-phoenix:1", "kirin-phoenix:6", "kirin-phoenix-b:2", "kirin-phoenix-b:4",
    "immortal-silver:1", "immortal-silver:3", "immortal-silver:6",
]


@pytest.mark.parametrize("choice", DEEP_CHOICES)
def test_perft_2_after_long_random_play(choice: str) -> None:
    for seed in range(2):
        pos = random_position(choice, 50 + 10 * seed, 1000 + seed, capture_bias=0.7)
        run(pos, 2)


def test_the_translation_itself() -> None:
    assert uci_move("7g7f") == "c3c4"
    assert uci_move("8h2b+") == "b2h8+"
    assert uci_move("P*5e") == "P@e5"
    pos = Position.from_sfen("4k4/9/9/9/4+E4/9/9/9/4K4 w 2Pe 1", "eight-knight:3")
    assert fsf_fen(pos) == "4k4/9/9/9/4+E4/9/9/9/4K4[PPe] b - - 0 1"
    assert pyffish.validate_fen(fsf_fen(pos), fsf_variant("eight-knight:3")) == pyffish.FEN_OK


def test_pyffish_sees_the_new_pieces_as_we_do() -> None:
    """A lone piece of each new kind in the middle of the board: a quick, readable failure if a
    variants.ini line is wrong (the perft tests would only report a position)."""
    for choice, letter in [("hybrid:1", "+P"), ("hybrid:1", "N"), ("eight-knight:3", "E"), ("eight-knight:3", "+E"),
                           ("immortal-silver:1", "I"), ("immortal-silver:1", "+I"),
                           ("princess-empress:1", "U"), ("princess-empress:1", "+U"), ("princess-empress:1", "+V"),
                           ("princess-empress-b:1", "M"), ("princess-empress-b:1", "C"),
                           ("kirin-phoenix:1", "Y"), ("kirin-phoenix:1", "F"), ("kirin-phoenix:1", "+Y"),
                           ("kirin-phoenix:1", "+F")]:
        for side in "bw":
            piece = letter if side == "b" else letter.lower()
            pos = Position.from_sfen(f"1k7/9/9/4{piece}4/9/9/9/9/7K1 {side} - 1", choice)
            compare_node(pos, Walk(fsf_variant(pos.variant.id)))


def test_pawn_drop_mates_are_met_and_confirmed() -> None:
    """The comparison above takes our 打ち歩詰め refusals off pyffish's list after confirming each with
    pyffish; make sure such drops actually occur (standard and hybrid pawns)."""
    for choice, sfen in [("standard", "R6gk/9/7S1/9/9/9/9/9/K8 b P 1"),
                         ("hybrid:1", "7pk/9/8G/9/9/9/9/9/K8 b P 1")]:
        walk = Walk(fsf_variant(choice))
        compare_node(Position.from_sfen(sfen, choice), walk)
        assert len(walk.drop_mates) == 1, walk.drop_mates


@pytest.mark.skip(reason="pyffish has no bent moves: a reflecting bishop's path (RULES.md §4.1) cannot be "
                         "described in Betza for Fairy-Stockfish; tests/core/test_reflection.py checks it")
def test_reflect_bishop() -> None:
    raise AssertionError("unreachable")


@pytest.mark.skip(reason="pyffish puts a captured piece in the captor's hand as its own (demoted) type: "
                         "it cannot turn a captured knight into the other side's kind (eight-knight 4, 5, 7, "
                         "8), remove it from the game (eight-knight 6), or turn a promoted immortal silver "
                         "into an ordinary silver; move generation in those sub-variants is cross-checked "
                         "above, the conversions in tests/core/test_variants.py")
def test_capture_conversion() -> None:
    raise AssertionError("unreachable")


def test_square_names_round_trip() -> None:
    for sq in range(NSQ):
        name = square_name(sq)
        assert _our_square(uci_square(name)) == sq
