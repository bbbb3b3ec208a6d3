"""The reflecting bishop 反射角 (RULES.md §4.1, seed 002 Shogi-ReflectionBishop).

Every expected square list below was worked out by hand from the rule text (step diagonally; at a
wall reverse the component that crosses it and go on from the edge square; a corner ends the path;
the path ends at the first occupied square, an enemy there may be taken, and on coming back to the
start square).  Sub-variants: 1 both walls, 2 the vertical walls (files 1 and 9) only, 3 the
horizontal walls (ranks a and i) only.
"""

from __future__ import annotations

import random

import pytest

from shogi_desktop.core.position import Position
from shogi_desktop.core.tables import parse_square, square_name

BOTH, VERTICAL, HORIZONTAL = "reflect-bishop:1", "reflect-bishop:2", "reflect-bishop:3"


def _sq_set(text: str) -> set[str]:
    return set(text.split())


def destinations(pos: Position, frm: str) -> set[str]:
    """Squares the piece on ``frm`` may move to (promotion or not)."""
    sq = parse_square(frm)
    return {square_name((m >> 7) & 127) for m in pos.legal_moves_from(sq)}


def usi_moves(pos: Position) -> set[str]:
    return {pos.move_to_usi(m) for m in pos.legal_moves()}


# The two closed cycles a bishop on 2c travels on an empty board with both walls reflecting:
# toward 3b (the seed's example) and toward 1b; the opposite directions run the same cycles backwards.
CYCLE_3B = "3b 4a 5b 6c 7d 8e 9f 8g 7h 6i 5h 4g 3f 2e 1d"
CYCLE_1B = "1b 2a 3b 4c 5d 6e 7f 8g 9h 8i 7h 6g 5f 4e 3d"
# Kings on 5a and 5i stand on neither cycle.
BISHOP_2C = "4k4/9/7B1/9/9/9/9/9/4K4 b - 1"


# --------------------------------------------------------------------------- the seed's example
def test_seed_example_bishop_on_2c_reaches_the_bounced_squares() -> None:
    pos = Position.from_sfen(BISHOP_2C, BOTH)
    reach = destinations(pos, "2c")
    for sq in ["3b", "4a", "5b", "6c", "7d", "8e", "9f", "8g"]:  # the seed's list, in path order
        assert sq in reach, f"the seed says a bishop on 2c reaches {sq}"
    assert reach == _sq_set(CYCLE_3B) | _sq_set(CYCLE_1B)


def test_seed_example_is_not_reachable_in_standard_shogi() -> None:
    pos = Position.from_sfen(BISHOP_2C, "standard")
    reach = destinations(pos, "2c")
    assert reach == _sq_set("3b 4a 1b 1d 3d 4e 5f 6g 7h 8i")
    assert not reach & _sq_set("5b 6c 7d 8e 9f 8g")


def test_path_ends_on_returning_to_the_start_square() -> None:
    """Both cycles through 2c close on 2c: the bishop cannot 'move' to its own square, and the path
    stops there instead of running round again (no square is offered twice)."""
    pos = Position.from_sfen(BISHOP_2C, BOTH)
    usi = usi_moves(pos)
    assert "2c2c" not in usi and "2c2c+" not in usi
    assert "2c" not in destinations(pos, "2c")


def test_promotion_when_start_or_end_is_in_the_zone() -> None:
    # Start in the zone (2c): every destination, even 6i after two bounces, may promote or not.
    pos = Position.from_sfen(BISHOP_2C, BOTH)
    usi = usi_moves(pos)
    for sq in _sq_set(CYCLE_3B) | _sq_set(CYCLE_1B):
        assert f"2c{sq}" in usi and f"2c{sq}+" in usi, sq
    assert "2c6i+" in usi


def test_no_move_is_listed_twice() -> None:
    """A square reached along two directions (3b, 8g and 7h from 2c) is still one move; the same holds
    for a bishop on an edge, whose directions into the wall bounce straight back."""
    for sfen, variant in [
        (BISHOP_2C, BOTH),
        ("4k4/9/9/9/9/9/9/9/3BK4 b - 1", BOTH),  # bishop on the edge square 6i
        ("4k4/9/9/9/9/9/9/9/4K3B b - 1", BOTH),  # bishop in the corner 1i
        ("4k4/9/9/9/9/9/9/9/3BK4 b - 1", VERTICAL),
        ("4k4/9/9/9/B8/9/9/9/4K4 b - 1", HORIZONTAL),  # bishop on the edge square 9e
    ]:
        pos = Position.from_sfen(sfen, variant)
        moves = [pos.move_to_usi(m) for m in pos.legal_moves()]
        dups = sorted({m for m in moves if moves.count(m) > 1})
        assert not dups, f"{variant} {sfen}: moves listed more than once: {dups}"


# --------------------------------------------------------------------------- corners
def test_corner_ends_the_path() -> None:
    # From the centre every diagonal runs into a corner: the reach is the ordinary bishop's.
    pos = Position.from_sfen("9/4k4/9/9/4B4/9/9/4K4/9 b - 1", BOTH)
    assert destinations(pos, "5e") == _sq_set("4d 3c 2b 1a 6d 7c 8b 9a 4f 3g 2h 1i 6f 7g 8h 9i")


def test_corner_after_bounces_and_the_other_cycle() -> None:
    # 3c: toward 1a and toward 9i the path ends in the corner; toward 1e it bounces four times and
    # comes back to 3c from 4b; toward 5a it runs the same cycle the other way.
    pos = Position.from_sfen("k8/9/6B2/9/9/9/9/9/8K b - 1", BOTH)
    expected = _sq_set("2b 1a 4d 5e 6f 7g 8h 9i") | _sq_set("2d 1e 2f 3g 4h 5i 6h 7g 8f 9e 8d 7c 6b 5a 4b")
    assert destinations(pos, "3c") == expected


def test_bishop_in_a_corner() -> None:
    # 1i: the only way out is the long diagonal, which ends in the opposite corner.
    pos = Position.from_sfen("4k4/9/9/9/9/9/9/9/4K3B b - 1", BOTH)
    assert destinations(pos, "1i") == _sq_set("2h 3g 4f 5e 6d 7c 8b 9a")


# --------------------------------------------------------------------------- blocked paths
# Vertical walls only, bishop on 3g: toward 2f it bounces off file 1 at 1e and climbs to 5a.
B3G = "8k/9/{c3}/9/9/9/6B2/9/K8 b - 1"
B3G_EMPTY_VERTICAL = _sq_set("2f 1e 2d 3c 4b 5a  4f 5e 6d 7c 8b 9a  2h 1i  4h 5i")


def test_vertical_walls_reach() -> None:
    pos = Position.from_sfen(B3G.format(c3="9"), VERTICAL)
    assert destinations(pos, "3g") == B3G_EMPTY_VERTICAL


def test_blocked_by_own_piece_after_a_bounce_stops_before_it() -> None:
    pos = Position.from_sfen(B3G.format(c3="6P2"), VERTICAL)
    reach = destinations(pos, "3g")
    assert reach == B3G_EMPTY_VERTICAL - _sq_set("3c 4b 5a")


def test_enemy_after_a_bounce_is_captured_and_the_path_stops() -> None:
    pos = Position.from_sfen(B3G.format(c3="6p2"), VERTICAL)
    reach = destinations(pos, "3g")
    assert reach == B3G_EMPTY_VERTICAL - _sq_set("4b 5a")
    assert "3g3c+" in usi_moves(pos)
    pos.push(pos.legal_move_from_usi("3g3c"))
    assert pos.hands[0][pos.variant.kind("P").index] == 1


def test_blocked_both_ways_round_a_cycle() -> None:
    # Both walls, bishop on 2c: own pieces on 4a and 2e cut the 3b-cycle in both directions, so only
    # 3b and 1d remain of it; the 1b-cycle is untouched.
    pos = Position.from_sfen("k4G3/9/7B1/9/7P1/9/9/9/4K4 b - 1", BOTH)
    assert destinations(pos, "2c") == _sq_set("3b 1d") | _sq_set(CYCLE_1B)


def test_promotion_only_from_or_into_the_zone_not_through_it() -> None:
    # Vertical walls: 3g (outside) to 2d (outside, after a bounce) cannot promote; to 3c (zone) can.
    usi = usi_moves(Position.from_sfen(B3G.format(c3="9"), VERTICAL))
    assert "3g2d" in usi and "3g2d+" not in usi
    assert "3g3c" in usi and "3g3c+" in usi
    # Horizontal walls: 8e to 1d passes through 4a (zone) but starts and ends outside it.
    usi = usi_moves(Position.from_sfen("9/9/9/9/1B7/9/9/9/9 b - 1", HORIZONTAL))
    assert "8e1d" in usi and "8e1d+" not in usi
    assert "8e3b" in usi and "8e3b+" in usi


# --------------------------------------------------------------------------- single-wall sub-variants
def test_horizontal_walls_only() -> None:
    pos = Position.from_sfen("4k4/9/9/9/1B7/9/9/9/4K4 b - 1", HORIZONTAL)
    assert destinations(pos, "8e") == _sq_set("7d 6c 5b 4a 3b 2c 1d  9d  7f 6g 5h 4i 3h 2g 1f  9f")


def test_vertical_walls_only_same_square() -> None:
    pos = Position.from_sfen("4k4/9/9/9/1B7/9/9/9/4K4 b - 1", VERTICAL)
    assert destinations(pos, "8e") == _sq_set("7d 6c 5b 4a  9d 8c 7b 6a  7f 6g 5h 4i  9f 8g 7h 6i")


def test_both_walls_same_square_reaches_more() -> None:
    pos = Position.from_sfen("4k4/9/9/9/1B7/9/9/9/4K4 b - 1", BOTH)
    reach = destinations(pos, "8e")
    # Everything either single-wall sub-variant reaches, and the continuation past the file-1 wall.
    assert _sq_set("7d 6c 5b 4a 3b 2c 1d 9d 8c 7b 6a 7f 6g 5h 4i 9f 8g 7h 6i") <= reach
    assert _sq_set("2e 3f 4g") <= reach


def test_white_bishop_reflects_too() -> None:
    # The 2c example turned round: White's bishop on 8g reaches 7h, 6i, 5h, ... (mirror of 3b, 4a, 5b).
    pos = Position.from_sfen("4k4/9/9/9/9/9/1b7/9/4K4 w - 1", BOTH)
    mirror = {square_name(80 - parse_square(s)) for s in _sq_set(CYCLE_3B) | _sq_set(CYCLE_1B)}
    assert destinations(pos, "8g") == mirror
    assert _sq_set("7h 6i 5h 4g 3f 2e 1d") <= mirror


def test_horse_keeps_its_orthogonal_steps() -> None:
    pos = Position.from_sfen("4k4/9/7+B1/9/9/9/9/9/4K4 b - 1", BOTH)
    assert destinations(pos, "2c") == _sq_set(CYCLE_3B) | _sq_set(CYCLE_1B) | _sq_set("2b 2d 1c 3c")


# --------------------------------------------------------------------------- checks and pins
# Vertical walls only: Black's bishop on 3g attacks 3c through the bounce at 1e (2f, 1e, 2d, 3c), and
# along no other path.  Black's king stands on 9i, off every path.
CHECK_AROUND_WALL = "9/9/6k2/9/9/9/6B2/9/K8 w - 1"


def test_check_around_a_wall() -> None:
    pos = Position.from_sfen(CHECK_AROUND_WALL, VERTICAL)
    assert pos.is_check()
    assert pos.attackers(parse_square("3c"), 0) == [parse_square("3g")]
    # The same board in standard shogi is no check (the diagonal from 3g ends on 1e).
    assert not Position.from_sfen(CHECK_AROUND_WALL, "standard").is_check()


def test_king_escapes_off_the_bounced_path() -> None:
    pos = Position.from_sfen(CHECK_AROUND_WALL, VERTICAL)
    # 2d lies before the king on the path, 4b behind it (attacked once the king steps off 3c).
    assert usi_moves(pos) == {"3c2b", "3c3b", "3c2c", "3c4c", "3c3d", "3c4d"}


def test_interposing_on_the_bounced_path() -> None:
    pos = Position.from_sfen(CHECK_AROUND_WALL.replace(" - ", " g "), VERTICAL)
    drops = {m for m in usi_moves(pos) if m.startswith("G*")}
    assert drops == {"G*2f", "G*1e", "G*2d"}


def test_pin_through_a_bounce() -> None:
    # White's silver on 2d stands between the bounce at 1e and its king on 3c: it may move along the
    # path (to 1e) but not off it (2e, 3e, 1c).
    sfen = "9/9/6k2/7s1/9/9/6B2/9/K8 w - 1"
    pos = Position.from_sfen(sfen, VERTICAL)
    assert not pos.is_check()
    assert destinations(pos, "2d") == {"1e"}
    assert destinations(Position.from_sfen(sfen, "standard"), "2d") == _sq_set("1e 2e 3e 1c")


def test_a_cycle_attacks_from_both_ends() -> None:
    # Both walls: a king on 6c, on the 3b-cycle of the bishop on 2c, is attacked along the cycle from
    # both directions (via 4a and via 7d), so no single drop can shield it, and a silver on 5b does
    # not pin anything: the king stays in check.
    pos = Position.from_sfen("9/9/3k3B1/9/9/9/9/9/4K4 w g 1", BOTH)
    assert pos.is_check()
    assert usi_moves(pos) == {"6c6b", "6c7b", "6c5c", "6c7c", "6c6d"}
    shielded_once = Position.from_sfen("9/4s4/3k3B1/9/9/9/9/9/4K4 w - 1", BOTH)
    assert shielded_once.is_check()
    shielded_twice = Position.from_sfen("9/4s4/3k3B1/2g6/9/9/9/9/4K4 w - 1", BOTH)  # 5b and 7d
    assert not shielded_twice.is_check()
    # Each shield is pinned from its own side: the silver may only go to 4a and the gold only to 8e,
    # the squares that keep the path blocked (the gold's 7e, 6e, 6d, 8d and 7c leave it).
    assert destinations(shielded_twice, "5b") == {"4a"}
    assert destinations(shielded_twice, "7d") == {"8e"}


def test_moving_into_a_bounced_line_is_illegal() -> None:
    # Black king on 6d: of its neighbours 6c, 7d (3b-cycle) and 5d, 6e (1b-cycle) lie on the bounced
    # paths of White's bishop on 8g (the 2c example turned round), so only 5c, 7c, 5e and 7e are safe.
    pos = Position.from_sfen("4k4/9/9/3K5/9/9/1b7/9/9 b - 1", BOTH)
    white_reach = {square_name(80 - parse_square(s)) for s in _sq_set(CYCLE_3B) | _sq_set(CYCLE_1B)}
    king_moves = destinations(pos, "6d")
    neighbours = _sq_set("5c 6c 7c 5d 7d 5e 6e 7e")
    assert king_moves == neighbours - white_reach == _sq_set("5c 7c 5e 7e")


# --------------------------------------------------------------------------- a broad sweep
def _reference_reach(board: dict[int, int], sq: int, walls: str) -> set[int]:
    """Independent implementation of RULES.md §4.1 over a dict board (square -> +1 own / -1 enemy)."""
    out: set[int] = set()
    for df0, dr0 in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
        f, r, df, dr = sq % 9, sq // 9, df0, dr0
        seen: set[tuple[int, int, int]] = set()
        while True:
            nf, nr = f + df, r + dr
            off_f, off_r = not 0 <= nf < 9, not 0 <= nr < 9
            if off_f and off_r:
                break
            if off_f:
                if walls not in ("both", "vertical"):
                    break
                df = -df
            if off_r:
                if walls not in ("both", "horizontal"):
                    break
                dr = -dr
            nf, nr = f + df, r + dr
            if not (0 <= nf < 9 and 0 <= nr < 9):
                break
            t = nr * 9 + nf
            if t == sq or (t, df, dr) in seen:
                break
            seen.add((t, df, dr))
            who = board.get(t, 0)
            if who > 0:
                break
            out.add(t)
            if who < 0:
                break
            f, r = nf, nr
    return out


@pytest.mark.parametrize(("variant", "walls"), [(BOTH, "both"), (VERTICAL, "vertical"), (HORIZONTAL, "horizontal")])
def test_random_boards_match_an_independent_reading_of_the_rule(variant: str, walls: str) -> None:
    rng = random.Random(4242)
    for _ in range(150):
        squares = rng.sample(range(81), 2 + rng.randrange(1, 9))
        bsq, ksq_b, *others = squares
        # A Black bishop and king among Black and White golds; pseudo-legal moves, so king safety
        # plays no part.
        cells = ["" for _ in range(81)]
        cells[bsq] = "B"
        cells[ksq_b] = "K"
        board: dict[int, int] = {ksq_b: 1}
        for s in others:
            own = rng.random() < 0.5
            cells[s] = "G" if own else "g"
            board[s] = 1 if own else -1
        rows = []
        for r in range(9):
            row, empty = "", 0
            for f in range(9):
                c = cells[r * 9 + f]
                if c:
                    row += (str(empty) if empty else "") + c
                    empty = 0
                else:
                    empty += 1
            rows.append(row + (str(empty) if empty else ""))
        sfen = "/".join(rows) + " b - 1"
        pos = Position.from_sfen(sfen, variant)
        got = {(m >> 7) & 127 for m in pos.pseudo_legal_moves() if (m & 127) == bsq}
        want = _reference_reach(board, bsq, walls)
        assert got == want, f"{variant} {sfen}: got {sorted(map(square_name, got))}, want {sorted(map(square_name, want))}"
