"""The variant boards of seed 002 (RULES.md §4): start armies, first movers and the new pieces' rules.

The expected start positions are written here from the rule text (RULES.md §3 and §4, seed 002),
not copied from the variant files: each side's army is the standard army described from that side's
own seat (left to right as the player sees it), with the sub-variant's substitutions and removals.
"""

from __future__ import annotations

import pytest

from shogi_desktop import cli
from shogi_desktop.core.actions import Action, parse_action
from shogi_desktop.core.outcome import IllegalReason, Termination
from shogi_desktop.core.perft import perft
from shogi_desktop.core.position import Position
from shogi_desktop.core.tables import parse_square, square_name
from shogi_desktop.core.variant import all_variant_choices, load_variant

BLACK, WHITE = 0, 1
RANKS = "abcdefghi"


# --------------------------------------------------------------------------- armies from the rules
# The standard army as its owner sees it: back rank from the owner's left (x = 0) to right (x = 8),
# the bishop on the owner's left and the rook on the owner's right, nine pawns in front.
BACK = ["L_left", "N_left", "S_left", "G_left", "K", "G_right", "S_right", "N_right", "L_right"]
ROLE_LETTER = {role: role[0] for role in BACK} | {"B": "B", "R": "R"}

HANDICAP_4 = {"L_left", "L_right", "R", "B"}  # 4枚落ち: both lances, rook, bishop
HANDICAP_6 = HANDICAP_4 | {"G_left", "G_right"}  # 6枚落ち: and both golds
HANDICAP_9_KEEP_RIGHT_SILVER = HANDICAP_6 | {"N_left", "N_right", "S_left"}  # 9枚落ち, 右銀 stays
HANDICAP_9_KEEP_LEFT_SILVER = HANDICAP_6 | {"N_left", "N_right", "S_right"}  # 9枚落ち, 左銀 stays


def _square(color: int, x: int, row: int) -> str:
    """Square of the owner-relative column x (0 = owner's left) on the owner's row (0 = back rank)."""
    if color == BLACK:
        return f"{9 - x}{'ihg'[row]}"
    return f"{1 + x}{'abc'[row]}"


def army(color: int, swap: dict[str, str] | None = None, remove: set[str] | frozenset[str] = frozenset()) -> dict[str, str]:
    """Square -> SFEN letter (case by colour) of one side's start army."""
    swap = swap or {}
    cells: list[tuple[str, int, int]] = [(role, x, 0) for x, role in enumerate(BACK)]
    cells += [("B", 1, 1), ("R", 7, 1)]
    cells += [("P", x, 2) for x in range(9)]
    out = {}
    for role, x, row in cells:
        if role in remove:
            continue
        letter = swap.get(ROLE_LETTER.get(role, role), ROLE_LETTER.get(role, role))
        out[_square(color, x, row)] = letter if color == BLACK else letter.lower()
    return out


def board_of(pos: Position) -> dict[str, str]:
    out = {}
    for sq in range(81):
        hit = pos.piece_at(sq)
        if hit is not None:
            kind, color = hit
            out[square_name(sq)] = kind.letter if color == BLACK else kind.letter.lower()
    return out


STD_B, STD_W = army(BLACK), army(WHITE)
IMMORTAL = {"S": "I"}
EIGHT = {"N": "E"}
ROYAL = {"R": "U", "B": "V"}  # royal rook, royal bishop
EMPRESS_PRINCESS = {"R": "M", "B": "C"}
KIRIN_PHOENIX = {"R": "Y", "B": "F"}
NO_KNIGHTS = {"N_left", "N_right"}
NO_LNSG = {"L_left", "L_right", "N_left", "N_right", "S_left", "S_right", "G_left", "G_right"}


def _two_sided(swap: dict[str, str], one_sided_removal: set[str]) -> dict[str, tuple[dict[str, str], dict[str, str], int]]:
    """Princess-Empress numbering (seed 002): 1/2 both sides changed, 3/4 Black only, 5/6 White only;
    odd numbers Black first, even numbers White first."""
    both = (army(BLACK, swap), army(WHITE, swap))
    black_only = (army(BLACK, swap, one_sided_removal), STD_W)
    white_only = (STD_B, army(WHITE, swap, one_sided_removal))
    return {
        "1": (*both, BLACK), "2": (*both, WHITE),
        "3": (*black_only, BLACK), "4": (*black_only, WHITE),
        "5": (*white_only, BLACK), "6": (*white_only, WHITE),
    }


EXPECTED: dict[str, tuple[dict[str, str], dict[str, str], int]] = {"standard": (STD_B, STD_W, BLACK)}
# Immortal silver: Black moves first in every sub-variant (the seed: 白 … 後手です).
EXPECTED |= {
    "immortal-silver:1": (army(BLACK, IMMORTAL), army(WHITE, IMMORTAL), BLACK),
    "immortal-silver:2": (army(BLACK, IMMORTAL, HANDICAP_6), army(WHITE, IMMORTAL, HANDICAP_6), BLACK),
    "immortal-silver:3": (army(BLACK, IMMORTAL, HANDICAP_6), STD_W, BLACK),
    "immortal-silver:4": (STD_B, army(WHITE, IMMORTAL, HANDICAP_6), BLACK),
    "immortal-silver:5": (army(BLACK, IMMORTAL, HANDICAP_9_KEEP_RIGHT_SILVER), STD_W, BLACK),
    "immortal-silver:6": (STD_B, army(WHITE, IMMORTAL, HANDICAP_9_KEEP_RIGHT_SILVER), BLACK),
    "immortal-silver:7": (army(BLACK, IMMORTAL, HANDICAP_9_KEEP_LEFT_SILVER), STD_W, BLACK),
    "immortal-silver:8": (STD_B, army(WHITE, IMMORTAL, HANDICAP_9_KEEP_LEFT_SILVER), BLACK),
}
EXPECTED |= {f"reflect-bishop:{n}": (STD_B, STD_W, BLACK) for n in (1, 2, 3)}
EXPECTED |= {
    "eight-knight:0": (STD_B, STD_W, BLACK),
    "eight-knight:1": (army(BLACK, EIGHT), STD_W, BLACK),
    "eight-knight:2": (STD_B, army(WHITE, EIGHT), BLACK),
    "eight-knight:3": (army(BLACK, EIGHT), army(WHITE, EIGHT), BLACK),
    "eight-knight:4": (army(BLACK, EIGHT), STD_W, BLACK),
    "eight-knight:5": (STD_B, army(WHITE, EIGHT), BLACK),
    "eight-knight:6": (army(BLACK, EIGHT), army(WHITE, EIGHT), BLACK),
    "eight-knight:7": (army(BLACK, EIGHT, HANDICAP_4), STD_W, BLACK),
    "eight-knight:8": (STD_B, army(WHITE, EIGHT, HANDICAP_4), BLACK),
    "eight-knight:9": (army(BLACK, EIGHT, HANDICAP_4), army(WHITE, EIGHT, HANDICAP_4), BLACK),
}
EXPECTED |= {"hybrid:1": (STD_B, STD_W, BLACK), "hybrid:2": (STD_B, STD_W, WHITE)}
EXPECTED |= {f"princess-empress:{n}": v for n, v in _two_sided(ROYAL, NO_KNIGHTS).items()}
EXPECTED |= {f"princess-empress-b:{n}": v for n, v in _two_sided(EMPRESS_PRINCESS, NO_LNSG).items()}
EXPECTED |= {f"kirin-phoenix:{n}": v for n, v in _two_sided(KIRIN_PHOENIX, set()).items()}
EXPECTED |= {
    "kirin-phoenix-b:1": (army(BLACK, KIRIN_PHOENIX), army(WHITE, ROYAL), BLACK),
    "kirin-phoenix-b:2": (army(BLACK, KIRIN_PHOENIX), army(WHITE, ROYAL), WHITE),
    "kirin-phoenix-b:3": (army(BLACK, ROYAL), army(WHITE, KIRIN_PHOENIX), BLACK),
    "kirin-phoenix-b:4": (army(BLACK, ROYAL), army(WHITE, KIRIN_PHOENIX), WHITE),
}


def test_the_armies_follow_the_rule_text() -> None:
    """Spot checks of the expectation builder itself against squares named in RULES.md §3."""
    assert STD_B["2h"] == "R" and STD_B["8h"] == "B" and STD_W["8b"] == "r" and STD_W["2b"] == "b"
    # 右銀 of Black is 3i (Black's right hand is toward file 1); White's is 7a.
    assert army(BLACK, remove=HANDICAP_9_KEEP_RIGHT_SILVER) == {"5i": "K", "3i": "S", **{f"{f}g": "P" for f in range(1, 10)}}
    assert army(WHITE, remove=HANDICAP_9_KEEP_RIGHT_SILVER) == {"5a": "k", "7a": "s", **{f"{f}c": "p" for f in range(1, 10)}}
    assert set(army(WHITE, remove=HANDICAP_6)) == {"8a", "7a", "5a", "3a", "2a"} | {f"{f}c" for f in range(1, 10)}


def test_every_sub_variant_of_the_rules_is_selectable() -> None:
    subs = {"immortal-silver": range(1, 9), "reflect-bishop": range(1, 4), "eight-knight": range(0, 10),
            "hybrid": range(1, 3), "princess-empress": range(1, 7), "princess-empress-b": range(1, 7),
            "kirin-phoenix": range(1, 7), "kirin-phoenix-b": range(1, 5)}
    choices = set(all_variant_choices())
    want = {f"{vid}:{n}" for vid, ns in subs.items() for n in ns} | {"standard"}
    assert want <= choices
    assert set(EXPECTED) == want


@pytest.mark.parametrize("choice", sorted(EXPECTED))
def test_start_position_square_by_square(choice: str) -> None:
    black, white, first = EXPECTED[choice]
    pos = Position.initial(choice)
    got = board_of(pos)
    want = {**black, **white}
    wrong = [f"{sq}: want {want.get(sq, 'empty')}, got {got.get(sq, 'empty')}"
             for sq in sorted(set(got) | set(want)) if got.get(sq) != want.get(sq)]
    assert not wrong, f"{choice}: " + "; ".join(wrong)
    assert pos.side == first, f"{choice}: {'Black' if first == BLACK else 'White'} should move first"
    assert not any(pos.hands[BLACK]) and not any(pos.hands[WHITE])
    assert pos.move_number == 1
    assert pos.legal_moves()


@pytest.mark.parametrize("choice", all_variant_choices())
def test_every_cli_id_loads_and_works_in_moves_and_perft(choice: str, capsys: pytest.CaptureFixture[str]) -> None:
    variant = load_variant(choice)
    assert variant.id == choice
    pos = Position.initial(choice)
    assert Position.from_sfen(pos.sfen(), choice).sfen() == pos.sfen()
    assert cli.main(["moves", "--variant", choice]) == 0
    listed = capsys.readouterr().out.split()
    assert sorted(listed) == sorted(pos.move_to_usi(m) for m in pos.legal_moves())
    assert cli.main(["perft", "2", "--variant", choice]) == 0
    assert capsys.readouterr().out.split()[-1] == str(perft(pos, 2))


def test_base_ids_start_like_one_of_their_sub_variants() -> None:
    for choice in all_variant_choices():
        if ":" in choice or choice == "standard":
            continue
        starts = {Position.initial(c).sfen() for c in all_variant_choices() if c.startswith(choice + ":")}
        assert Position.initial(choice).sfen() in starts, choice


# --------------------------------------------------------------------------- movement of the new pieces
WAZIR = [(0, 1), (0, -1), (1, 0), (-1, 0)]
FERZ = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
KING = WAZIR + FERZ
KNIGHT8 = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
DABBABA = [(0, 2), (0, -2), (2, 0), (-2, 0)]
ALFIL = [(2, 2), (2, -2), (-2, 2), (-2, -2)]
GOLD = [(0, 1), (1, 1), (-1, 1), (1, 0), (-1, 0), (0, -1)]
SILVER = [(1, 1), (-1, 1), (0, 1), (1, -1), (-1, -1)]


def reach(sq: str, leaps: list[tuple[int, int]], slides: list[tuple[int, int]], color: int = BLACK) -> set[str]:
    """Squares reached on an empty board; (dx, dy) owner-relative, dy > 0 forward, dx > 0 the owner's right."""
    s = parse_square(sq)
    f, r = s % 9, s // 9
    out = set()
    sign = 1 if color == BLACK else -1
    for dx, dy in leaps:
        nf, nr = f + sign * dx, r - sign * dy
        if 0 <= nf < 9 and 0 <= nr < 9:
            out.add(square_name(nr * 9 + nf))
    for dx, dy in slides:
        nf, nr = f + sign * dx, r - sign * dy
        while 0 <= nf < 9 and 0 <= nr < 9:
            out.add(square_name(nr * 9 + nf))
            nf, nr = nf + sign * dx, nr - sign * dy
    return out


# (variant, letter, leaps, slides, promotes): from RULES.md §4.
PIECES = [
    ("immortal-silver:1", "I", SILVER, [], True),
    ("immortal-silver:1", "+I", GOLD, [], False),
    ("eight-knight:3", "E", KNIGHT8, [], True),
    ("eight-knight:3", "+E", KNIGHT8 + GOLD, [], False),
    ("hybrid:1", "N", KNIGHT8, [], False),  # the chess knight never promotes
    ("hybrid:1", "+P", [], KING, False),  # queen 奔王
    ("princess-empress:1", "U", [], WAZIR, True),
    ("princess-empress:1", "V", [], FERZ, True),
    ("princess-empress:1", "+U", KNIGHT8, WAZIR, False),  # empress = rook + knight
    ("princess-empress:1", "+V", KNIGHT8, FERZ, False),  # princess = bishop + knight
    ("princess-empress-b:1", "M", KNIGHT8, WAZIR, False),
    ("princess-empress-b:1", "C", KNIGHT8, FERZ, False),
    ("kirin-phoenix:1", "Y", FERZ + DABBABA, [], True),
    ("kirin-phoenix:1", "F", WAZIR + ALFIL, [], True),
    ("kirin-phoenix:1", "+Y", KING + DABBABA + KNIGHT8 + ALFIL, [], False),  # lion: one-ply moves
    ("kirin-phoenix:1", "+F", [], KING, False),
    ("kirin-phoenix-b:1", "Y", FERZ + DABBABA, [], True),
    ("kirin-phoenix-b:1", "F", WAZIR + ALFIL, [], True),
    ("kirin-phoenix-b:1", "U", [], WAZIR, True),
    ("kirin-phoenix-b:1", "V", [], FERZ, True),
    ("kirin-phoenix-b:1", "+U", KNIGHT8, WAZIR, False),
    ("kirin-phoenix-b:1", "+V", KNIGHT8, FERZ, False),
]


@pytest.mark.parametrize(("variant", "letter", "leaps", "slides", "promotes"), PIECES,
                         ids=[f"{v}-{lt}" for v, lt, *_ in PIECES])
@pytest.mark.parametrize("color", [BLACK, WHITE], ids=["black", "white"])
def test_piece_moves_on_an_empty_board(variant: str, letter: str, leaps: list[tuple[int, int]],
                                       slides: list[tuple[int, int]], promotes: bool, color: int) -> None:
    # Kings on 8a and 2i lie on no line, knight or two-step jump from 5e.
    piece = letter if color == BLACK else letter.lower()
    pos = Position.from_sfen(f"1k7/9/9/9/4{piece}4/9/9/9/7K1 {'b' if color == BLACK else 'w'} - 1", variant)
    usi = {pos.move_to_usi(m) for m in pos.legal_moves_from(parse_square("5e"))}
    expected = reach("5e", leaps, slides, color)
    assert {u[2:4] for u in usi} == expected
    zone = set("abc") if color == BLACK else set("ghi")
    promoting = {u[2:4] for u in usi if u.endswith("+")}
    if promotes:
        assert promoting == {s for s in expected if s[1] in zone}
    else:
        assert not promoting
    # Never forced from 5e: every destination has its plain move.
    assert {u[2:4] for u in usi if not u.endswith("+")} == expected


# --------------------------------------------------------------------------- immortal silver
def usi_set(pos: Position) -> set[str]:
    return {pos.move_to_usi(m) for m in pos.legal_moves()}


def piece(pos: Position, sq: str) -> tuple[str, int] | None:
    hit = pos.piece_at(parse_square(sq))
    return None if hit is None else (hit[0].letter, hit[1])


def hand_letters(pos: Position, color: int) -> dict[str, int]:
    return {k.letter: n for k, n in pos.hand_counts(color).items()}


# White king 1a, Black silver 1b giving check, Black pawn 2c guarding 2b; 2a is covered by the silver.
IMMUNE_CHECK = "8k/8{s}/7P1/9/9/9/9/9/K8 w - 1"


def test_immortal_silver_cannot_be_taken_even_by_the_king() -> None:
    pos = Position.from_sfen(IMMUNE_CHECK.format(s="I"), "immortal-silver:1")
    assert pos.is_check()
    assert pos.legal_moves() == []
    outcome = pos.outcome()
    assert outcome is not None and outcome.termination is Termination.CHECKMATE and outcome.winner == BLACK
    assert pos.explain_illegal(pos.parse_usi("1a1b")) is IllegalReason.IMMUNE
    # An ordinary silver on the same square is simply taken.
    ordinary = Position.from_sfen(IMMUNE_CHECK.format(s="S"), "immortal-silver:1")
    assert usi_set(ordinary) == {"1a1b"}


def test_immortal_silver_blocks_sliders_and_no_piece_takes_it() -> None:
    # White rook on 5a, Black immortal silver on 5e: the rook stops before it and cannot take it.
    pos = Position.from_sfen("k3r4/9/9/9/4I4/9/9/9/K8 w - 1", "immortal-silver:1")
    rook = {u for u in usi_set(pos) if u.startswith("5a")}
    assert {u[2:4] for u in rook} == {"5b", "5c", "5d", "6a", "7a", "8a", "4a", "3a", "2a", "1a"}
    assert pos.explain_illegal(pos.parse_usi("5a5e")) is IllegalReason.IMMUNE


def test_promoted_immortal_silver_is_captured_and_comes_back_ordinary() -> None:
    pos = Position.from_sfen(IMMUNE_CHECK.format(s="+I"), "immortal-silver:1")
    assert "1a1b" in usi_set(pos)
    pos.push(pos.legal_move_from_usi("1a1b"))
    assert hand_letters(pos, WHITE) == {"S": 1}
    # Dropped again it is an ordinary silver: Black's gold takes it.
    pos = Position.from_sfen("k8/9/9/9/9/9/9/4G4/K8 w s 1", "immortal-silver:1")
    pos.push(pos.legal_move_from_usi("S*5g"))
    pos.push(pos.legal_move_from_usi("5h5g"))
    assert hand_letters(pos, BLACK) == {"S": 1}


def test_immortal_silver_promotes() -> None:
    pos = Position.from_sfen("k8/9/9/4I4/9/9/9/9/K8 b - 1", "immortal-silver:1")
    assert {"5d5c", "5d5c+", "5d4c+", "5d6c+"} <= usi_set(pos)
    pos.push(pos.legal_move_from_usi("5d5c+"))
    assert piece(pos, "5c") == ("+I", BLACK)


@pytest.mark.parametrize(("choice", "immortal"), [("immortal-silver:3", BLACK), ("immortal-silver:4", WHITE),
                                                   ("immortal-silver:5", BLACK), ("immortal-silver:8", WHITE)])
def test_one_sided_immortality(choice: str, immortal: int) -> None:
    """The mortal side's silvers are ordinary: the immortal side takes them; not the other way round."""
    mortal = immortal ^ 1
    # The immortal side's silver and the mortal side's silver face a rook of the other side each.
    if immortal == BLACK:
        sfen_take_mortal = "k8/9/9/9/4s4/9/9/9/K3R4 b - 1"  # Black rook takes White's ordinary silver
        sfen_take_immortal = "k3r4/9/9/9/4I4/9/9/9/K8 w - 1"  # White rook cannot take Black's I
    else:
        sfen_take_mortal = "k3r4/9/9/9/4S4/9/9/9/K8 w - 1"
        sfen_take_immortal = "k8/9/9/9/4i4/9/9/9/K3R4 b - 1"
    pos = Position.from_sfen(sfen_take_mortal, choice)
    move = "5i5e" if immortal == BLACK else "5a5e"
    pos.push(pos.legal_move_from_usi(move))
    assert hand_letters(pos, immortal) == {"S": 1}
    pos = Position.from_sfen(sfen_take_immortal, choice)
    move = "5a5e" if mortal == WHITE else "5i5e"
    assert move not in usi_set(pos)
    assert pos.explain_illegal(pos.parse_usi(move)) is IllegalReason.IMMUNE


# --------------------------------------------------------------------------- eight-way knight captures
def _capture(choice: str, captor: int, victim: str) -> dict[str, int]:
    """A rook of ``captor`` takes ``victim`` (an SFEN piece of the other side) on 5e; the captor's hand."""
    if captor == BLACK:
        sfen, move = f"k8/9/9/9/4{victim}4/9/9/9/K3R4 b - 1", "5i5e"
    else:
        sfen, move = f"k3r4/9/9/9/4{victim}4/9/9/9/K8 w - 1", "5a5e"
    pos = Position.from_sfen(sfen, choice)
    pos.push(pos.legal_move_from_usi(move))
    return hand_letters(pos, captor)


# (sub-variant, {(captor, victim letter as the victim's owner writes it): hand letter or None}), from the seed.
CONVERSIONS: dict[int, dict[tuple[int, str], str | None]] = {
    0: {(BLACK, "N"): "N", (WHITE, "N"): "N", (BLACK, "+N"): "N"},
    # 1: Black's 8-way knights become White's 8-way knights; White's knights become Black's knights.
    1: {(WHITE, "E"): "E", (WHITE, "+E"): "E", (BLACK, "N"): "N", (BLACK, "+N"): "N"},
    2: {(BLACK, "E"): "E", (BLACK, "+E"): "E", (WHITE, "N"): "N", (WHITE, "+N"): "N"},
    3: {(BLACK, "E"): "E", (WHITE, "E"): "E", (BLACK, "+E"): "E", (WHITE, "+E"): "E"},
    # 4: Black's 8-way knight taken becomes White's (ordinary) knight; White's knight becomes Black's 8-way.
    4: {(WHITE, "E"): "N", (WHITE, "+E"): "N", (BLACK, "N"): "E", (BLACK, "+N"): "E"},
    5: {(BLACK, "E"): "N", (BLACK, "+E"): "N", (WHITE, "N"): "E", (WHITE, "+N"): "E"},
    # 6: a captured 8-way knight leaves the game.
    6: {(BLACK, "E"): None, (WHITE, "E"): None, (BLACK, "+E"): None, (WHITE, "+E"): None},
    7: {(WHITE, "E"): "N", (WHITE, "+E"): "N", (BLACK, "N"): "E", (BLACK, "+N"): "E"},
    8: {(BLACK, "E"): "N", (BLACK, "+E"): "N", (WHITE, "N"): "E", (WHITE, "+N"): "E"},
    9: {(BLACK, "E"): "E", (WHITE, "E"): "E", (BLACK, "+E"): "E", (WHITE, "+E"): "E"},
}


@pytest.mark.parametrize("sub", sorted(CONVERSIONS))
def test_eight_knight_capture_conversion(sub: int) -> None:
    for (captor, victim), got_letter in CONVERSIONS[sub].items():
        victim_sfen = victim if captor == WHITE else victim.lower()
        hand = _capture(f"eight-knight:{sub}", captor, victim_sfen)
        want = {} if got_letter is None else {got_letter: 1}
        side = "Black" if captor == BLACK else "White"
        assert hand == want, f"eight-knight:{sub}: {side} takes {victim_sfen}: hand {hand}, want {want}"


def test_side_fixed_knights_drop_as_their_side_s_kind() -> None:
    # eight-knight:4: the 8-way knight Black took from White's knight drops on the last rank (it can
    # always move); White's ordinary knight from Black's 8-way knight cannot drop on its last two ranks.
    pos = Position.from_sfen("k8/9/9/9/4n4/9/9/9/K3R4 b - 1", "eight-knight:4")
    pos.push(pos.legal_move_from_usi("5i5e"))
    pos.push(pos.legal_move_from_usi("9a8a"))
    drops = {u for u in usi_set(pos) if u.startswith("E*")}
    assert {"E*5a", "E*5b", "E*1a"} <= drops
    pos = Position.from_sfen("k3r4/9/9/9/4E4/9/9/9/K8 w - 1", "eight-knight:4")
    pos.push(pos.legal_move_from_usi("5a5e"))
    pos.push(pos.legal_move_from_usi("9i8i"))
    drops = {u for u in usi_set(pos) if u.startswith("N*")}
    assert drops and not {d for d in drops if d[3] in "hi"}
    assert "N*5g" in drops


def test_eight_way_knight_promotes_in_the_zone_and_keeps_its_jumps() -> None:
    pos = Position.from_sfen("k8/9/9/4E4/9/9/9/9/K8 b - 1", "eight-knight:3")
    usi = usi_set(pos)
    assert {"5d4b+", "5d6b+", "5d3c+", "5d7c+", "5d4b", "5d3e"} <= usi
    assert "5d3e+" not in usi and "5d4f+" not in usi


# --------------------------------------------------------------------------- hybrid: chess pawn and knight
def test_chess_pawn_moves_forward_and_captures_diagonally_only() -> None:
    # Black pawn on 5e; White gold in front on 5d, White silver on 4d, 6d empty.
    pos = Position.from_sfen("k8/9/9/4gs3/4P4/9/9/9/K8 b - 1", "hybrid:1")
    assert {u for u in usi_set(pos) if u.startswith("5e")} == {"5e4d"}
    pos = Position.from_sfen("k8/9/9/9/4P4/9/9/9/K8 b - 1", "hybrid:1")
    assert {u for u in usi_set(pos) if u.startswith("5e")} == {"5e5d"}


def test_chess_pawn_promotes_to_queen_on_the_last_rank_only_and_always() -> None:
    pos = Position.from_sfen("k8/4P4/9/9/9/9/9/9/K8 b - 1", "hybrid:1")
    assert {u for u in usi_set(pos) if u.startswith("5b")} == {"5b5a+"}
    pos = Position.from_sfen("k8/9/4P4/9/9/9/9/9/K8 b - 1", "hybrid:1")
    assert {u for u in usi_set(pos) if u.startswith("5c")} == {"5c5b"}
    pos = Position.from_sfen("k8/9/9/4P4/9/9/9/9/K8 b - 1", "hybrid:1")
    assert {u for u in usi_set(pos) if u.startswith("5d")} == {"5d5c"}
    # A diagonal capture onto the last rank promotes too; White promotes on rank i.
    pos = Position.from_sfen("k2g5/4P4/9/9/9/9/9/9/K8 b - 1", "hybrid:1")
    assert {u for u in usi_set(pos) if u.startswith("5b")} == {"5b5a+", "5b6a+"}
    pos = Position.from_sfen("k8/9/9/9/9/9/9/4p4/K8 w - 1", "hybrid:2")
    assert {u for u in usi_set(pos) if u.startswith("5h")} == {"5h5i+"}
    pos.push(pos.legal_move_from_usi("5h5i+"))
    assert piece(pos, "5i") == ("+P", WHITE)
    pos.push(pos.legal_move_from_usi("9i9h"))
    queen = {u[2:4] for u in usi_set(pos) if u.startswith("5i")}
    assert queen == reach("5i", [], KING, WHITE)


def test_chess_pawn_drops() -> None:
    pos = Position.from_sfen("k8/9/9/9/9/9/4P4/9/K8 b P 1", "hybrid:1")
    drops = {u for u in usi_set(pos) if u.startswith("P*")}
    assert not {d for d in drops if d[2] == "5"}, "二歩: a second pawn on file 5"
    assert not {d for d in drops if d[3] == "a"}, "a pawn cannot be dropped on the last rank"
    assert "P*4b" in drops and "P*1i" in drops
    assert pos.explain_illegal(pos.parse_usi("P*5d")) is IllegalReason.NIFU
    assert pos.explain_illegal(pos.parse_usi("P*4a")) is IllegalReason.DEAD_DROP
    # A promoted pawn (queen) on the file does not count for 二歩.
    pos = Position.from_sfen("k8/9/9/9/9/9/4+P4/9/K8 b P 1", "hybrid:1")
    assert "P*5d" in usi_set(pos)


def test_chess_pawn_drop_mate_is_illegal() -> None:
    # White king 1a behind its own pawn on 2a; Black gold on 1c. P*2b attacks 1a diagonally; the king
    # cannot take it (the gold guards 2b), 1b is the gold's, and White's pawn on 2a takes only diagonally.
    sfen = "7pk/9/8G/9/9/9/9/9/K8 b P 1"
    pos = Position.from_sfen(sfen, "hybrid:1")
    assert pos.explain_illegal(pos.parse_usi("P*2b")) is IllegalReason.UCHIFUZUME
    assert "P*2b" not in usi_set(pos)
    # Straight in front of the king a chess pawn gives no check: P*1b is an ordinary drop.
    assert "P*1b" in usi_set(pos)
    # A gold dropped on 2b is mate and legal.
    gold = Position.from_sfen(sfen.replace(" P ", " G "), "hybrid:1")
    gold.push(gold.legal_move_from_usi("G*2b"))
    outcome = gold.outcome()
    assert outcome is not None and outcome.termination is Termination.CHECKMATE


def test_chess_knight_never_promotes_and_drops_anywhere() -> None:
    pos = Position.from_sfen("k8/9/9/4N4/9/9/9/9/K8 b N 1", "hybrid:1")
    usi = usi_set(pos)
    knight = {u for u in usi if u.startswith("5d")}
    assert {u[2:4] for u in knight} == reach("5d", KNIGHT8, [])
    assert not any(u.endswith("+") for u in usi)
    assert "N*5a" in usi and "N*1a" in usi
    assert not load_variant("hybrid:1").has_kind("+N")


def test_captured_queen_returns_as_a_chess_pawn() -> None:
    pos = Position.from_sfen("k8/9/9/9/4+p4/9/9/9/K3R4 b - 1", "hybrid:1")
    pos.push(pos.legal_move_from_usi("5i5e"))
    assert hand_letters(pos, BLACK) == {"P": 1}


# --------------------------------------------------------------------------- lion (promoted kirin)
def actions(pos: Position) -> set[str]:
    return {str(a) for a in pos.legal_actions() if isinstance(a, Action)}


def lion_one_ply(pos: Position, sq: str = "5e") -> set[str]:
    return {pos.move_to_usi(m)[2:4] for m in pos.legal_moves_from(parse_square(sq))}


def test_lion_jumps_over_pieces_to_all_sixteen_squares() -> None:
    # Black lion on 5e hemmed in by eight Black golds: only the 16 squares at distance 2 remain.
    pos = Position.from_sfen("k8/9/9/3GGG3/3G+YG3/3GGG3/9/9/8K b - 1", "kirin-phoenix:1")
    ring = {square_name(r * 9 + f) for r in range(2, 7) for f in range(2, 7)} - \
        {square_name(r * 9 + f) for r in range(3, 6) for f in range(3, 6)}
    assert len(ring) == 16
    assert lion_one_ply(pos) == ring
    assert not actions(pos)  # nothing to capture: no two-step action, and never a pass


def test_lion_single_steps_and_no_pass() -> None:
    pos = Position.from_sfen("k8/9/9/9/4+Y4/9/9/9/8K b - 1", "kirin-phoenix:1")
    assert lion_one_ply(pos) == reach("5e", KING + DABBABA + KNIGHT8 + ALFIL, [])
    assert "5e" not in lion_one_ply(pos)
    assert not actions(pos)


def test_lion_captures_in_place() -> None:
    pos = Position.from_sfen("k8/9/9/4p4/4+Y4/9/9/9/8K b - 1", "kirin-phoenix:1")
    assert "lion!5e5d,5d5e" in actions(pos)
    before = pos.sfen()
    pos.push(parse_action("lion!5e5d,5d5e"))
    assert board_of(pos) == {"9a": "k", "5e": "+Y", "1i": "K"}
    assert hand_letters(pos, BLACK) == {"P": 1}
    assert pos.side == WHITE
    pos.pop()
    assert pos.sfen() == before


def test_lion_double_capture_and_capture_then_step() -> None:
    pos = Position.from_sfen("k8/9/4g4/4p4/4+Y4/9/9/9/8K b - 1", "kirin-phoenix:1")
    acts = actions(pos)
    assert "lion!5e5d,5d5c" in acts  # both
    assert "lion!5e5d,5d4c" in acts  # capture, then a step to an empty square
    assert "lion!5e5d,5d5e" in acts  # capture in place
    pos.push(parse_action("lion!5e5d,5d5c"))
    assert board_of(pos) == {"9a": "k", "5c": "+Y", "1i": "K"}
    assert hand_letters(pos, BLACK) == {"P": 1, "G": 1}
    # Every action starts with a capture: the lion's 8 neighbours of 5d, minus nothing (5c is an enemy).
    assert {a for a in acts if a.startswith("lion!5e5d,")} == {
        f"lion!5e5d,5d{t}" for t in ("4c", "5c", "6c", "4d", "6d", "4e", "5e", "6e")}


def test_lion_never_captures_a_king() -> None:
    # A White king next to the captured pawn: the second step may not take it.
    pos = Position.from_sfen("9/9/3k5/4p4/4+Y4/9/9/9/8K b - 1", "kirin-phoenix:1")
    assert not {a for a in actions(pos) if a.endswith("6c")}
    # A king adjacent to the lion is no first step of an action either.
    pos = Position.from_sfen("9/9/9/3k5/4+Y4/9/9/9/8K b - 1", "kirin-phoenix:1")
    assert not {a for a in actions(pos) if a.startswith("lion!5e6d")}


def test_pinned_lion_may_capture_in_place() -> None:
    # The lion on 5e shields its king on 5i from White's rook on 5a: of its actions on the pawn at 4d
    # only those ending on file 5 are legal; its ordinary moves stay on the file too.
    pos = Position.from_sfen("k3r4/9/9/5p3/4+Y4/9/9/9/4K4 b - 1", "kirin-phoenix:1")
    assert actions(pos) == {"lion!5e4d,4d5c", "lion!5e4d,4d5d", "lion!5e4d,4d5e"}
    assert lion_one_ply(pos) == {"5c", "5d", "5f", "5g"}


def test_lion_action_escapes_a_pawn_drop_so_the_drop_is_not_mate() -> None:
    # White king 5a between its lances; White lion on 4b pinned by Black's bishop on 2d; Black gold on
    # 5c guards 5b and 6b.  After P*5b the only answer is the lion taking the pawn in place.
    sfen = "3lkl3/5+y3/4G4/7B1/9/9/9/9/K8 b P 1"
    pos = Position.from_sfen(sfen, "kirin-phoenix:1")
    assert "P*5b" in usi_set(pos)
    pos.push(pos.legal_move_from_usi("P*5b"))
    assert pos.is_check()
    assert pos.legal_moves() == []
    assert [str(a) for a in pos.legal_actions()] == ["lion!4b5b,5b4b"]
    assert pos.outcome() is None
    # With a pinned gold instead of the lion the same drop is 打ち歩詰め.
    gold = Position.from_sfen(sfen.replace("+y", "g"), "kirin-phoenix:1")
    assert gold.explain_illegal(gold.parse_usi("P*5b")) is IllegalReason.UCHIFUZUME


def test_perft_counts_the_lions_actions() -> None:
    """The command line's perft counts the legal-action tree (its help says so), lion actions included."""
    pos = Position.from_sfen("k8/9/9/4p4/4+Y4/9/9/9/8K b - 1", "kirin-phoenix:1")
    assert perft(pos, 1) == len(pos.legal_actions())


def test_kirin_promotes_to_lion_and_is_captured_as_a_kirin() -> None:
    pos = Position.from_sfen("k8/9/9/4Y4/9/9/9/9/8K b - 1", "kirin-phoenix:1")
    assert {"5d5b+", "5d4c+", "5d6c+", "5d5b"} <= usi_set(pos)
    pos.push(pos.legal_move_from_usi("5d5b+"))
    assert piece(pos, "5b") == ("+Y", BLACK)
    assert "lion" in pos.variant.kind("+Y").hooks
    pos = Position.from_sfen("k3r4/9/9/9/4+Y4/9/9/9/8K w - 1", "kirin-phoenix:1")
    pos.push(pos.legal_move_from_usi("5a5e"))
    assert hand_letters(pos, WHITE) == {"Y": 1}


def test_phoenix_promotes_to_queen() -> None:
    pos = Position.from_sfen("k8/9/9/4F4/9/9/9/9/8K b - 1", "kirin-phoenix:1")
    assert {"5d5c+", "5d3b+", "5d7b+"} <= usi_set(pos)
    pos.push(pos.legal_move_from_usi("5d5c+"))
    pos.push(pos.legal_move_from_usi("9a8a"))
    assert {u[2:4] for u in usi_set(pos) if u.startswith("5c")} == reach("5c", [], KING)


# --------------------------------------------------------------------------- princess, empress, royal rook
def test_royal_rook_and_bishop_promote_to_empress_and_princess() -> None:
    pos = Position.from_sfen("k8/9/9/3U1V3/9/9/9/9/8K b - 1", "princess-empress:1")
    usi = usi_set(pos)
    assert {"6d6c+", "6d6c", "4d3c+", "4d3c"} <= usi
    pos.push(pos.legal_move_from_usi("6d6c+"))
    pos.push(pos.legal_move_from_usi("9a8a"))
    pos.push(pos.legal_move_from_usi("4d3c+"))
    pos.push(pos.legal_move_from_usi("8a9a"))
    board = board_of(pos)
    assert board["6c"] == "+U" and board["3c"] == "+V"
    assert {u[2:4] for u in usi_set(pos) if u.startswith("6c")} == reach("6c", KNIGHT8, WAZIR) - {"3c", "2c", "1c"}
    # "Royal" is a name only: these pieces are not royal, and a captured empress is a royal rook in hand.
    assert not load_variant("princess-empress:1").kind("U").royal
    pos = Position.from_sfen("k3r4/9/9/9/4+U4/9/9/9/8K w - 1", "princess-empress:1")
    pos.push(pos.legal_move_from_usi("5a5e"))
    assert hand_letters(pos, WHITE) == {"U": 1}


def test_empress_and_princess_of_the_variant_never_promote() -> None:
    pos = Position.from_sfen("k8/9/9/3M1C3/9/9/9/9/8K b - 1", "princess-empress-b:1")
    usi = usi_set(pos)
    assert "6d6a" in usi and "4d3c" in usi and "6d5b" in usi
    assert not any(u.endswith("+") for u in usi)
