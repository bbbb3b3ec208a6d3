"""The built-in engine's search and evaluation: mates (cross-checked with cshogi), legality in every
variant, material sense, repetition rules, stop, levels and seeded determinism."""

from __future__ import annotations

import random
import threading

import cshogi
import pytest

from shogi_desktop.core.position import Position
from shogi_desktop.core.variant import all_variant_choices, load_variant
from shogi_desktop.engine import action_text, parse_action_text
from shogi_desktop.engine.evaluate import (
    ANCHOR_VALUES,
    CARD_VALUE,
    NO_ATTACKER,
    addon_value,
    evaluator_for,
    piece_values,
)
from shogi_desktop.engine.search import LEVELS, MATE_BOUND, Limits, Searcher, time_budget
from shogi_desktop.engine.selfplay import available_addons, make_position
from shogi_desktop.engine.tactics import ROYAL_ATTACKER, least_attacker


# --------------------------------------------------------------------------- cshogi helpers
def cshogi_mated(board: cshogi.Board) -> bool:
    """Checkmate by exhaustive legal move generation (cshogi's mate_move_in_1ply skips some drops)."""
    return board.is_check() and not any(True for _ in board.legal_moves)


def cshogi_mates_in_one(board: cshogi.Board) -> list[str]:
    out = []
    for m in list(board.legal_moves):
        board.push(m)
        if cshogi_mated(board):
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


# --------------------------------------------------------------------------- mates
MATE_IN_ONE = [
    "4k4/9/4P4/9/9/9/9/9/4K4 b G 1",
    "6k2/4+R4/2P6/5+B3/9/9/9/9/8K b LP 1",
    "B1k6/R8/+P+p7/9/9/9/9/9/2K6 b G 1",
]
MATE_IN_THREE = [
    "k1n2p3/9/9/9/2L6/9/9/9/3K5 b RG 1",
    "4+P4/5k3/7R1/9/4+B4/9/9/9/7K1 b LR 1",
]


@pytest.mark.parametrize("sfen", MATE_IN_ONE)
def test_finds_mate_in_one(sfen: str) -> None:
    result = Searcher(10).search(Position.from_sfen(sfen), Limits(depth=3))
    assert result.mate == 1
    board = cshogi.Board(sfen)
    assert result.best_text in cshogi_mates_in_one(board)


@pytest.mark.parametrize("sfen", MATE_IN_THREE)
def test_finds_mate_in_three(sfen: str) -> None:
    board = cshogi.Board(sfen)
    assert cshogi_mates_in_one(board) == []  # really a three-ply problem
    result = Searcher(10).search(Position.from_sfen(sfen), Limits(depth=5))
    assert result.mate == 3
    assert len(result.pv_text) == 3
    # cshogi confirms: after our first move, every defence allows a mate in one.
    board.push_usi(result.best_text)
    assert board.is_check()
    replies = list(board.legal_moves)
    assert replies
    for reply in replies:
        board.push(reply)
        assert cshogi_mates_in_one(board), cshogi.move_to_usi(reply)
        board.pop()


def test_stalemate_is_a_win_too() -> None:
    """No legal action without check also loses (RULES.md §2): R*9c leaves White's king no move."""
    pos = Position.from_sfen("1k7/3S5/2+P+R5/9/9/9/9/9/1K7 b RB 1")
    result = Searcher(10).search(pos, Limits(depth=3))
    assert result.mate == 1
    pos.push(result.best)
    out = pos.outcome()
    assert out is not None and out.winner == 0 and out.termination.value in ("stalemate", "checkmate")


def test_mated_side_gets_no_move_and_a_mate_score() -> None:
    pos = Position.from_sfen("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1")  # White is mated
    result = Searcher(10).search(pos, Limits(depth=2))
    assert result.best is None and result.best_text == ""
    assert result.mate is not None and result.mate <= 0


def test_least_attacker() -> None:
    pos = Position.from_sfen("4k4/9/4p4/3g5/4S4/9/9/4R4/4K4 b - 1")
    values = evaluator_for(pos.variant).values
    std = pos.variant
    sq = 4 * 9 + 4  # 5e, Black's silver
    assert least_attacker(pos, sq, 1, values) == values[std.kind("G").index]  # the gold on 6d
    assert least_attacker(pos, sq, 0, values) == values[std.kind("R").index]  # the rook on 5h defends
    assert least_attacker(pos, 1 * 9 + 5, 1, values) == ROYAL_ATTACKER  # only White's king reaches 4b
    assert least_attacker(pos, 6 * 9 + 0, 1, values) == -1  # nothing reaches 9g


# --------------------------------------------------------------------------- legality everywhere
def test_never_returns_an_illegal_move_in_any_variant() -> None:
    rng = random.Random(5)
    for variant in all_variant_choices():
        for _ in range(2):
            pos = random_position(variant, rng, rng.randrange(0, 70))
            if pos.outcome() is not None:
                continue
            level = rng.randint(1, 10)
            result = Searcher(level, seed=rng.randrange(1000)).search(pos, Limits(nodes=250))
            assert result.best in pos.legal_actions(), (variant, pos.sfen(), level)
            assert parse_action_text(pos, result.best_text) == result.best
            # the principal variation is a legal line
            p = pos.copy()
            for text in result.pv_text:
                p.push(parse_action_text(p, text))


def test_lion_two_step_captures_are_searched() -> None:
    # Black's lion on 5e can capture the gold on 5d and step back (居食い-like two-step capture).
    pos = Position.from_sfen("4k4/9/9/4g4/4+Y4/9/9/9/4K4 b - 1", "kirin-phoenix")
    result = Searcher(10).search(pos, Limits(depth=3))
    assert result.best in pos.legal_actions()
    pos.push(result.best)
    assert pos.hands[0][pos.variant.kind("G").index] == 1  # it took the gold


# --------------------------------------------------------------------------- material sense
def test_takes_a_free_rook() -> None:
    # the bishop on 5e can take the undefended rook on 1a... or the pawn on 3c (defended by nothing)
    pos = Position.from_sfen("r3k4/9/6p2/9/4B4/9/9/9/4K4 b - 1")
    result = Searcher(10).search(pos, Limits(depth=3))
    assert result.best_text.startswith("5e9a")
    assert result.score > 800


def test_does_not_take_a_defended_pawn_with_the_rook() -> None:
    # R x 5c loses the rook to the gold on 5b: the engine prefers something else.
    pos = Position.from_sfen("3gk4/4g4/4p4/9/9/9/9/4R4/4K4 b - 1")
    result = Searcher(10).search(pos, Limits(depth=3))
    assert result.best_text != "5h5c" and result.best_text != "5h5c+"


def test_values_follow_movement() -> None:
    std = load_variant("standard")
    values = dict(zip((k.letter for k in std.kinds), piece_values(std)))
    assert values["P"] == ANCHOR_VALUES["fW"] and values["+R"] == ANCHOR_VALUES["RF"]
    assert values["P"] < values["L"] < values["S"] < values["G"] < values["B"] < values["R"] < values["+R"]
    hybrid = load_variant("hybrid")
    hv = dict(zip((k.letter for k in hybrid.kinds), piece_values(hybrid)))
    assert hv["+P"] > values["+R"]  # the queen outranks the dragon
    assert values["N"] < hv["N"] < values["B"]  # the chess knight: more than a shogi knight
    kp = load_variant("kirin-phoenix")
    kv = dict(zip((k.letter for k in kp.kinds), piece_values(kp)))
    assert kv["+Y"] > kv["+F"]  # the lion's hook adds to its value
    ev = evaluator_for(std)
    pos = Position.initial()
    assert ev.breakdown(pos)["material"] == 0
    two = Position.initial(handicap="2")  # White (上手) gave up rook and bishop and moves first
    assert ev.breakdown(two)["material"] == values["R"] + values["B"]
    assert ev.evaluate(two) < -1000  # scores are for the side to move


def test_attack_maps_agree_with_the_position() -> None:
    """The evaluator's attack maps: a square is attacked exactly when the position says so, and by the
    cheapest attacker the search's least_attacker finds, in every variant."""
    rng = random.Random(2)
    for variant in all_variant_choices():
        ev = evaluator_for(load_variant(variant))
        irregular = any(ev.T.irregular)
        for _ in range(2):
            pos = random_position(variant, rng, rng.randrange(0, 120))
            maps = ev.attack_maps(pos)[:2]
            for color in (0, 1):
                for sq in range(81):
                    least = maps[color][sq]
                    assert (least < NO_ATTACKER) == pos.attacked(sq, color), (variant, pos.sfen(), sq)
                    if not irregular and least < NO_ATTACKER:
                        assert least == least_attacker(pos, sq, color, ev.values), (variant, pos.sfen(), sq)


def test_king_safety_sees_an_attack() -> None:
    """Pieces around the king and squares next to it attacked by the enemy cost its owner."""
    ev = evaluator_for(load_variant("standard"))
    calm = Position.from_sfen("4k4/9/9/9/9/9/9/3GSG3/4K4 b - 1")
    attacked = Position.from_sfen("4k4/9/9/9/9/9/3+p+p+p3/9/4K4 b - 1")  # three White tokins
    assert ev.king_danger(attacked, 0) > ev.king_danger(calm, 0)
    assert ev.breakdown(attacked)["king_safety"] < ev.breakdown(calm)["king_safety"]


def test_safe_drop_checks_cost_the_king() -> None:
    """A knight in White's hand that could drop with check on 4g or 6g costs Black's king; a gold on 5h
    guarding both squares takes that away; without the knight there is nothing to fear."""
    ev = evaluator_for(load_variant("standard"))
    bare = Position.from_sfen("4k4/9/9/9/9/9/9/9/4K4 b n 1")
    guarded = Position.from_sfen("4k4/9/9/9/9/9/9/4G4/4K4 b n 1")
    no_knight = Position.from_sfen("4k4/9/9/9/9/9/9/9/4K4 b p 1")
    assert ev.breakdown(bare)["king_safety"] < ev.breakdown(guarded)["king_safety"]
    assert ev.breakdown(bare)["king_safety"] < ev.breakdown(no_knight)["king_safety"]


def test_hand_pieces_are_worth_more_than_on_their_home_squares() -> None:
    """A piece in hand (it may drop anywhere) is worth more than the same piece on its starting square."""
    std = load_variant("standard")
    ev = evaluator_for(std)
    start = Position.initial()
    for sq, code in enumerate(start.board):
        if code > 0 and not std.kinds[code - 1].royal:
            assert ev.hand_values[code - 1] > ev.table[code][sq], std.kinds[code - 1].letter


# --------------------------------------------------------------------------- repetition
PERPETUAL = ["9b9a", "1a1b", "9a9b", "1b1a"]


def test_perpetual_check_is_a_loss_for_the_checker() -> None:
    """Black is far behind; repeating the checks would draw if 千日手 were all there is, but a cycle of
    checks loses for the checker (RULES.md §2), so the engine does not repeat."""
    pos = Position.from_sfen("8k/R8/9/9/9/9/9/9/4K4 b rb2g2s 1")
    for mv in PERPETUAL:
        pos.push(pos.legal_move_from_usi(mv))
    # the core agrees: keep cycling and the checker loses
    q = pos.copy()
    for _ in range(2):
        for mv in PERPETUAL:
            q.push(q.legal_move_from_usi(mv))
    out = q.outcome()
    assert out is not None and out.termination.value == "perpetual-check" and out.winner == 1
    result = Searcher(10).search(pos, Limits(depth=3))
    assert result.best_text != "9b9a"
    assert result.score > -MATE_BOUND


def test_repetition_is_a_draw_the_weaker_side_seeks_and_the_stronger_avoids() -> None:
    cycle = ["5i5h", "1a2a", "5h5i", "2a1a"]
    behind = Position.from_sfen("8k/9/9/9/9/9/9/9/4K4 b rb2g2s 1")
    ahead = Position.from_sfen("8k/9/9/9/9/9/9/9/4K4 b RB2G2S 1")
    for pos in (behind, ahead):
        for mv in cycle:
            pos.push(pos.legal_move_from_usi(mv))
    r = Searcher(10).search(behind, Limits(depth=3))
    assert r.best_text == "5i5h" and r.score == 0
    r = Searcher(10).search(ahead, Limits(depth=3))
    assert r.best_text != "5i5h" and r.score > 1000


# --------------------------------------------------------------------------- limits and stop
def test_stop_flag_ends_an_infinite_search_with_a_legal_move() -> None:
    pos = Position.initial()
    stop = threading.Event()
    box: dict[str, object] = {}
    t = threading.Thread(target=lambda: box.update(r=Searcher(10).search(pos, Limits(infinite=True), stop=stop)))
    t.start()
    threading.Timer(0.3, stop.set).start()
    t.join(timeout=60)
    assert not t.is_alive()
    result = box["r"]
    assert result.best in pos.legal_actions()  # type: ignore[attr-defined]


def test_stop_already_set_still_answers() -> None:
    pos = Position.from_sfen("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1")
    stop = threading.Event()
    stop.set()
    result = Searcher(10).search(pos, Limits(infinite=True), stop=stop)
    assert result.best in pos.legal_actions()


def test_node_limit_bounds_the_work() -> None:
    pos = Position.initial()
    result = Searcher(10).search(pos, Limits(nodes=500))
    assert result.nodes <= 500 + 600  # the level-free search stops at the limit; humanizing adds a little
    assert result.best in pos.legal_actions()


def test_an_interrupted_iteration_does_not_play_a_move_it_saw_mated() -> None:
    """3i4h+ loses to a mate in seven (fairy-stockfish agrees); when the node limit stops the search
    right after the new iteration found that, the engine plays another move rather than the mated one."""
    pos = Position.from_sfen(MIDDLE_GAMES[0])
    for nodes in (8000, 10000, 12000):
        result = Searcher(10).search(pos, Limits(nodes=nodes))
        assert result.best_text != "3i4h+" or result.mate is None, nodes


def test_time_budget_uses_the_clock_of_the_side_to_move() -> None:
    soft_b, hard_b = time_budget(Limits(btime=60.0, wtime=1.0), 0)
    soft_w, hard_w = time_budget(Limits(btime=60.0, wtime=1.0), 1)
    assert hard_b is not None and hard_w is not None and soft_b is not None
    assert hard_w < hard_b and soft_b <= hard_b
    _, hard_byo = time_budget(Limits(btime=0.0, wtime=0.0, byoyomi=5.0), 0)
    assert hard_byo is not None and 4.0 < hard_byo < 5.0
    assert time_budget(Limits(infinite=True), 0) == (None, None)
    assert time_budget(Limits(movetime=2.0), 0) == (pytest.approx(1.95), pytest.approx(1.95))


def test_a_move_time_and_a_lone_byoyomi_are_used_whole_a_level_s_think_time_stops_earlier() -> None:
    """Time given for one move (USI's movetime, or byoyomi with no main time left) is lost if unused: the
    search may start an iteration until the hard deadline.  The application's think time per level is a
    cap: no new iteration after 60% of it.  With main time left, a byoyomi game spends the main time
    with care."""
    soft, hard = time_budget(Limits(movetime=1.0), 0)
    assert soft == hard == pytest.approx(0.95)
    soft, hard = time_budget(Limits(btime=0.0, wtime=0.0, byoyomi=10.0), 1)
    assert hard is not None and soft == hard and 9.0 < hard < 10.0
    soft, hard = time_budget(Limits(thinktime=4.5), 0)
    assert hard == pytest.approx(4.45) and soft == pytest.approx(4.45 * 0.6)
    soft, hard = time_budget(Limits(btime=600.0, wtime=600.0, byoyomi=10.0), 0)
    assert soft is not None and hard is not None and soft < hard


# --------------------------------------------------------------------------- levels and seeds
MIDDLE_GAMES = [
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "ln1g3nl/1r1s1kg2/p1pppp1pp/6p2/1p5P1/2P6/PPSPPPP1P/2G4R1/LN2KGSNL b Bb 1",
    "lnsgk1snl/1r4gb1/p1pppp1pp/6p2/1p7/2P4P1/PP1PPPP1P/1BG4R1/LNS1KGSNL b - 1",
    "ln1gk2nl/1rs3g2/p1pp1s1pp/1p2pbp2/9/2PP1PP2/PPS1P1N1P/1BG2S1R1/LN2KG2L b Pp 1",
]


def test_levels_differ() -> None:
    assert [LEVELS[n].noise for n in range(1, 11)] == sorted((LEVELS[n].noise for n in range(1, 11)), reverse=True)
    depths = [LEVELS[n].depth or 99 for n in range(1, 11)]
    assert depths == sorted(depths) and depths[0] < depths[-1]
    judge = Searcher(10)
    weak_total = strong_total = 0
    differ = 0
    rng = random.Random(3)
    positions = [Position.from_sfen(s) for s in MIDDLE_GAMES]
    positions += [random_position("standard", rng, 40) for _ in range(6)]
    for pos in positions:
        if not pos.legal_actions():
            continue
        weak = Searcher(1, seed=7).search(pos, Limits(nodes=2000)).best
        strong = Searcher(10).search(pos, Limits(depth=3)).best
        differ += weak != strong
        for move, acc in ((weak, "weak"), (strong, "strong")):
            pos.push(move)
            score = -judge.search(pos, Limits(depth=2)).score
            pos.pop()
            if acc == "weak":
                weak_total += score
            else:
                strong_total += score
    assert differ >= 2
    assert strong_total > weak_total


def test_beginner_never_allows_mate_in_one_when_it_can_be_avoided() -> None:
    rng = random.Random(21)
    tried = 0
    for i in range(30):
        pos = random_position("standard", rng, rng.randrange(30, 80))
        if not pos.legal_actions() or pos.outcome() is not None:
            continue
        tried += 1
        best = Searcher(1, seed=i).search(pos, Limits(nodes=500)).best
        if pos.allows_mate_in_one(best):
            assert all(pos.allows_mate_in_one(m) for m in pos.legal_actions()), pos.sfen()
    assert tried > 10


def test_beginner_makes_deliberate_mistakes_but_is_seeded() -> None:
    pos = Position.from_sfen(MIDDLE_GAMES[1])
    runs = [Searcher(2, seed=s).search(pos, Limits(nodes=1500)) for s in range(12)]
    assert any(r.mistake for r in runs)
    assert len({r.best_text for r in runs}) >= 2
    again = [Searcher(2, seed=s).search(pos, Limits(nodes=1500)) for s in range(12)]
    assert [r.best_text for r in runs] == [r.best_text for r in again]


def test_deterministic_with_a_seed() -> None:
    rng = random.Random(9)
    for variant in ("standard", "hybrid", "kirin-phoenix"):
        pos = random_position(variant, rng, 30)
        if not pos.legal_actions():
            continue
        a = Searcher(4, seed=42).search(pos, Limits(nodes=1500))
        b = Searcher(4, seed=42).search(pos, Limits(nodes=1500))
        assert (a.best_text, a.score, a.nodes, a.pv_text) == (b.best_text, b.score, b.nodes, b.pv_text)


def test_action_text_round_trip() -> None:
    pos = Position.initial("kirin-phoenix")
    for a in pos.legal_actions():
        assert parse_action_text(pos, action_text(pos, a)) == a
    with pytest.raises(ValueError, match="illegal move"):
        parse_action_text(pos, "5a5b")


# --------------------------------------------------------------------------- add-ons
ADDONS = available_addons()


@pytest.mark.skipif(not ADDONS, reason="no add-on is available in the core yet")
@pytest.mark.parametrize("addon", ADDONS)
def test_engine_plays_legal_actions_with_addons(addon: str) -> None:
    rng = random.Random(17)
    for game in range(3):
        pos = make_position("standard", (addon,))
        cards = pos.addon_state("cards", 0)
        if cards is not None:  # cards: each unused card counts
            assert addon_value(pos, 0) == CARD_VALUE * len(cards.unused) > 0
        for _ in range(rng.randrange(0, 30)):
            actions = pos.legal_actions()
            if not actions or pos.outcome() is not None:
                break
            pos.push(rng.choice(actions))
        if pos.outcome() is not None:
            continue
        for _ in range(2):
            result = Searcher(10, seed=game).search(pos, Limits(nodes=300))
            if result.best is None:
                break
            assert result.best in pos.legal_actions(), (addon, pos.sfen())
            pos.push(result.best)
