"""The move lists a search asks the position for (core/movegen.py): evasions, captures, whether an evasion
exists, mate in one.  Each is checked against the full legal-move list (and cshogi in standard shogi)."""

from __future__ import annotations

import random

import cshogi
import pytest

from shogi_desktop.core.movegen import has_board_move
from shogi_desktop.core.position import PROMOTE, Position
from shogi_desktop.core.variant import all_variant_choices

MATE_IN_ONE = [
    "4k4/9/4P4/9/9/9/9/9/4K4 b G 1",
    "6k2/4+R4/2P6/5+B3/9/9/9/9/8K b LP 1",
    "B1k6/R8/+P+p7/9/9/9/9/9/2K6 b G 1",
]


def text(pos: Position, m: object) -> str:
    return pos.move_to_usi(m) if isinstance(m, int) else str(m)


def cshogi_mates_in_one(board: cshogi.Board) -> list[str]:
    out = []
    for m in list(board.legal_moves):
        board.push(m)
        if board.is_check() and not any(True for _ in board.legal_moves):
            out.append(cshogi.move_to_usi(m))
        board.pop()
    return out


def random_position(variant: str, rng: random.Random, plies: int) -> Position:
    pos = Position.initial(variant)
    for _ in range(plies):
        actions = pos.legal_actions()
        if not actions or pos.outcome() is not None:
            break
        captures = [a for a in actions if isinstance(a, int) and pos.board[(a >> 7) & 127]]
        pos.push(rng.choice(captures) if captures and rng.random() < 0.4 else rng.choice(actions))
    return pos


def checking_walk(start: str | Position, rng: random.Random, plies: int, prefer: float = 0.6) -> list[Position]:
    """Positions of a random game that prefers checks (a check is played with probability ``prefer``
    where there is one), from a variant's start or a position: the positions in check along it."""
    pos = Position.initial(start) if isinstance(start, str) else start.copy()
    out = []
    for _ in range(plies):
        actions = pos.legal_actions()
        if not actions or pos.outcome() is not None:
            break
        checks = []
        for a in actions:
            pos.push(a)
            if pos.is_check():
                checks.append(a)
            pos.pop()
        pos.push(rng.choice(checks) if checks and rng.random() < prefer else rng.choice(actions))
        if pos.is_check():
            out.append(pos.copy())
    return out


def made_and_tested(pos: Position) -> list[int]:
    """The legal moves by brute force: every pseudo-legal move made and unmade, pawn-drop mates out."""
    c = pos.side
    legal = []
    for m in pos.pseudo_legal_moves():
        pos.push(m)
        k = pos.king_sq[c]
        safe = k < 0 or not pos.attacked(k, c ^ 1)
        mated = (m & 127) >= 81 and (m & 127) - 81 in pos.T.pawn_kinds and pos.is_check() \
            and not pos.has_legal_move()
        pos.pop()
        if safe and not mated:
            legal.append(m)
    return legal


def test_evasions_are_the_moves_that_answer_the_check() -> None:
    rng = random.Random(12)
    checked = 0
    for variant in ["standard"] * 6 + list(all_variant_choices()):
        for pos in checking_walk(variant, rng, rng.randrange(40, 160)):
            checked += 1
            expected = made_and_tested(pos)
            assert pos.evasions() == expected, (variant, pos.sfen())  # the same moves, in the same order
            assert pos.legal_moves() == expected
            assert pos.has_evasion() == bool(pos.legal_actions()), (variant, pos.sfen())
            if variant == "standard":
                board = cshogi.Board(pos.sfen())
                assert sorted(map(cshogi.move_to_usi, board.legal_moves)) == sorted(text(pos, m) for m in expected)
    assert checked > 50


@pytest.mark.parametrize("gain", [500, 0])
def test_captures_are_legal_and_include_every_capture(gain: int) -> None:
    """Every legal capture (promoted where promoting gains), and quiet promotions that gain enough."""
    rng = random.Random(11)
    quiet_promotions = 0
    for variant in all_variant_choices():
        for _ in range(2):
            pos = random_position(variant, rng, rng.randrange(10, 90))
            for _ in range(25):
                actions = pos.legal_actions()
                if not actions:
                    break
                gains = [gain] * pos.T.nkinds
                noisy = pos.captures(gains, 300)
                assert noisy == pos.captures(gains, 300, pos.is_check())
                assert len(set(noisy)) == len(noisy) and all(m in actions for m in noisy), pos.sfen()
                captures = {m & ~PROMOTE for m in actions
                            if isinstance(m, int) and (m & 127) < 81 and pos.board[(m >> 7) & 127]}
                assert captures <= {m & ~PROMOTE for m in noisy}, pos.sfen()
                quiet = [m for m in noisy if not pos.board[(m >> 7) & 127]]
                if gain == 0 and not pos.statuses and not pos.variant.addons:
                    assert not quiet  # promotions without a capture only when they gain enough
                quiet_promotions += len(quiet)
                pos.push(rng.choice(actions))
    assert quiet_promotions > 0 or gain == 0


def test_quick_mate_in_one_finds_real_mates() -> None:
    """Whatever it returns mates (cshogi agrees in standard shogi), and it finds the drop and move mates
    of the test set; it finds most of the mates the exhaustive finder finds."""
    for sfen in MATE_IN_ONE:
        pos = Position.from_sfen(sfen)
        move, tries = pos.quick_mate_in_one()
        assert move is not None and tries >= 1
        assert text(pos, move) in cshogi_mates_in_one(cshogi.Board(sfen))
        assert text(pos, pos.mate_in_one()) in cshogi_mates_in_one(cshogi.Board(sfen))
    rng = random.Random(8)
    found = exact = 0
    for variant in ["standard"] * 12 + list(all_variant_choices()):
        pos = random_position(variant, rng, rng.randrange(60, 140))
        for _ in range(20):
            if pos.outcome() is not None or pos.is_check() or pos.statuses:
                break
            move, _ = pos.quick_mate_in_one()
            if move is not None:
                found += 1
                assert move in pos.legal_actions()
                pos.push(move)
                assert pos.is_check() and not pos.legal_actions(), (variant, pos.sfen())
                pos.pop()
            exact += pos.mate_in_one() is not None
            actions = pos.legal_actions()
            if not actions:
                break
            pos.push(rng.choice(actions))
    assert found >= exact * 0.8 and found > 0  # it misses only unusual mates (discovered checks)


def test_allows_mate_in_one_agrees_with_cshogi() -> None:
    rng = random.Random(21)
    allowed = 0
    for _ in range(12):
        pos = random_position("standard", rng, rng.randrange(50, 110))
        if pos.outcome() is not None:
            continue
        for m in rng.sample(pos.legal_moves(), min(4, len(pos.legal_moves()))):
            board = cshogi.Board(pos.sfen())
            board.push_usi(text(pos, m))
            expected = bool(cshogi_mates_in_one(board))
            assert pos.allows_mate_in_one(m) == expected, (pos.sfen(), text(pos, m))
            allowed += expected
    assert allowed > 0


def addon_walk_start(label: str) -> Position:
    """The start of a game of ``standard`` with the add-on ``label`` (cards1, cards2, fantasista)."""
    from shogi_desktop.core.addons import setup_addons

    if label == "fantasista":
        pos = Position.initial("standard+fantasista")
        setup_addons(pos, {"fantasista": {"fairies": "hiko,ginsara", "seed": 3, "interval": 4}})
        return pos
    return Position.initial(f"standard+{label}")


def test_evasions_by_pins_and_direct_generation_agree_with_trial_pushes() -> None:
    """The evasions generated directly (king moves, the moves onto the checker's line, drops between)
    and decided by pins are the brute-force answers, in the pseudo-legal order, over many checking
    positions of every variant (reflecting pieces and move-only leaps take the general path) and of
    the add-ons (their positions use trial pushes); has_evasion and quick_mate_in_one agree."""
    rng = random.Random(31)
    checked = drops = 0
    starts = [(v, Position.initial(v), 150) for v in ["standard"] * 4 + list(all_variant_choices())[::2]]
    starts += [(label, addon_walk_start(label), 40) for label in ("cards1", "cards2", "fantasista")]
    for label, start, plies in starts:
        for pos in checking_walk(start, rng, rng.randrange(plies // 2, plies), prefer=0.5):
            checked += 1
            expected = made_and_tested(pos)
            assert pos.evasions() == expected, (label, pos.sfen())
            assert pos.has_evasion() == bool(pos.legal_actions()), (label, pos.sfen())
            drops += sum(1 for m in expected if (m & 127) >= 81)
    assert checked > 150 and drops > 30, (checked, drops)


def test_quick_mate_in_one_returns_only_mates_over_random_positions() -> None:
    """The merged look at the king's neighbourhood (attackers and free squares at once): what it
    returns mates, and it finds the ordinary drop and move mates the exhaustive finder finds."""
    rng = random.Random(41)
    found = exact = 0
    for variant in ["standard"] * 20 + list(all_variant_choices()):
        pos = random_position(variant, rng, rng.randrange(60, 160))
        for _ in range(30):
            if pos.outcome() is not None or pos.statuses:
                break
            if not pos.is_check():
                move, _ = pos.quick_mate_in_one()
                if move is not None:
                    found += 1
                    pos.push(move)
                    assert pos.is_check() and not pos.legal_actions(), (variant, pos.sfen())
                    pos.pop()
                exact += pos.mate_in_one() is not None
            actions = pos.legal_actions()
            if not actions:
                break
            pos.push(rng.choice(actions))
    # (random play leaves more mates by discovered checks and from afar than games do: 77 of 103 here)
    assert found >= exact * 0.7 and found > 10, (found, exact)


def test_has_board_move_finds_a_legal_board_move_exactly_when_the_list_has_one() -> None:
    """has_board_move (the game-end check's shortcut) against the full legal list: where it judges (not
    in check, no statuses, regular attacks, a king), it is true exactly when a legal move starts on the
    board; elsewhere it says False and leaves the answer to the list; has_legal_move is the list's."""
    rng = random.Random(77)
    judged = stuck = 0
    starts: list[Position] = [Position.initial(v) for v in ["standard"] * 6 + list(all_variant_choices())]
    # Positions where the side to move has few moves or none: bare kings boxed in by pieces.
    starts += [Position.from_sfen(s) for s in ("8k/6G2/7G1/9/9/9/9/9/K8 w - 1", "k8/2G6/1G7/9/9/9/9/9/8K w - 1",
                                                "7lk/7pp/9/9/9/9/9/9/K8 w - 1", "8k/7P1/7GP/9/9/9/9/9/K8 w - 1")]
    for start in starts:
        positions = [start.copy()]
        pos = start.copy()
        for _ in range(80):
            actions = pos.legal_actions()
            if not actions or pos.outcome() is not None:
                break
            pos.push(rng.choice(actions))
            positions.append(pos.copy())
        for pos in positions:
            legal = pos.legal_moves()
            from_board = any((m & 127) < 81 for m in legal)
            c = pos.side
            ksq = pos.king_sq[c]
            judges = ksq >= 0 and not pos.statuses and not any(pos.T.irregular) and not pos.attacked(ksq, c ^ 1)
            assert has_board_move(pos) == (from_board and judges), pos.sfen()
            assert pos.has_legal_move() == bool(legal or pos.special_actions()), pos.sfen()
            judged += judges
            stuck += judges and not from_board
    assert judged > 500 and stuck >= 2


def test_legal_moves_out_of_check_are_the_trial_pushes_in_order() -> None:
    """legal() out of check (board moves decided by pins and the king's safe squares, the drops added
    unfiltered) gives the brute-force list in the pseudo-legal order, in every variant and add-on."""
    rng = random.Random(57)
    checked = drops = 0
    starts = [(v, Position.initial(v), 120) for v in ["standard"] * 4 + list(all_variant_choices())]
    starts += [(label, addon_walk_start(label), 40) for label in ("cards1", "cards2", "fantasista")]
    for label, start, plies in starts:
        pos = start.copy()
        for _ in range(rng.randrange(plies // 2, plies)):
            if pos.outcome() is not None:
                break
            if not pos.is_check():
                checked += 1
                expected = made_and_tested(pos)
                assert pos.legal_moves() == expected, (label, pos.sfen())
                drops += sum(1 for m in expected if (m & 127) >= 81)
            # by from-square, the drops last (the search finds the drops by bisection), in check too
            froms = [m & 127 for m in pos.legal_moves()]
            assert froms == sorted(froms), (label, pos.sfen())
            actions = pos.legal_actions()
            if not actions:
                break
            captures = [a for a in actions if isinstance(a, int) and pos.board[(a >> 7) & 127]]
            pos.push(rng.choice(captures) if captures and rng.random() < 0.4 else rng.choice(actions))
    assert checked > 1000 and drops > 5000, (checked, drops)
