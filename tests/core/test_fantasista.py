"""王将ファンタジスタ (RULES.md §6): schedule, die, tables, tokens and every magic."""

from __future__ import annotations

import random

import pytest

from shogi_desktop.core.actions import parse_action
from shogi_desktop.core.addons import setup_addons
from shogi_desktop.core.addons.fantasista import (
    MagicState,
    NoRollError,
    magic_state,
    push_with_gain,
    record_move,
    replay,
    seeded_face,
)
from shogi_desktop.core.position import Position
from shogi_desktop.core.record import GameRecord
from shogi_desktop.core.tables import parse_square

V = "standard+fantasista"


def game(fairies: str = "hiko,ayumi", **opts: object) -> Position:
    pos = Position.initial(V)
    setup_addons(pos, {"fantasista": {"fairies": fairies, "seed": 5, **opts}})
    return pos


def at(sfen_board: str, side: str, black: MagicState, white: MagicState, hand: str = "-",
       status: str = "") -> Position:
    from shogi_desktop.core.addons.fantasista import format_magic_field

    extra = " " + format_magic_field(black, white) + (f" status:{status}" if status else "")
    return Position.from_sfen(f"{sfen_board} {side} {hand} 2{extra}", V)


def st(fairy: str = "none", **kw: object) -> MagicState:
    return MagicState(fairy, **kw)  # type: ignore[arg-type]


def actions(pos: Position, name: str) -> list[str]:
    return [str(a) for a in pos.special_actions() if a.name == name]


SHUFFLE = ["5i4h", "5a4b", "4h5i", "4b5a"]  # king shuffles: a legal ply at every point


def play_shuffles(pos: Position, n: int, gains: dict[int, str] | None = None) -> list[str | None]:
    out = []
    for i in range(n):
        number = pos.move_number
        out.append(push_with_gain(pos, pos.legal_move_from_usi(SHUFFLE[i % 4]), (gains or {}).get(number)))
    return out


# ----------------------------------------------------------------------------- schedule and die
def test_schedule_first_player_after_15n_second_after_15n_plus_1() -> None:
    pos = game("hiko,hiko")
    gains = play_shuffles(pos, 46)
    got = [i + 1 for i, g in enumerate(gains) if g]
    assert got == [15, 16, 30, 31, 45, 46]
    # ply 15 (Black's) and ply 30 (White's ply): the first player (Black) gains after both.
    pos2 = game("hiko,none")
    gains2 = play_shuffles(pos2, 31)
    assert [i + 1 for i, g in enumerate(gains2) if g] == [15, 30]


def test_interval_setting_and_handicap_first_player() -> None:
    pos = Position.initial(V, handicap="bishop")  # White moves first
    setup_addons(pos, {"fantasista": {"fairies": "none,hiko", "seed": 1, "interval": 4}})
    moves = ["5a4b", "5i4h", "4b5a", "4h5i"]
    hits = []
    for i in range(9):
        g = push_with_gain(pos, pos.legal_move_from_usi(moves[i % 4]))
        if g:
            hits.append(i + 1)
    assert hits == [4, 8]  # White (the first player) gains after plies 4n only


def test_seeded_roll_is_the_recorded_one_and_deterministic() -> None:
    a, b = game(), game()
    ga, gb = play_shuffles(a, 16), play_shuffles(b, 16)
    assert ga == gb
    assert ga[14] is not None and ga[14].startswith(f"gain!d{seeded_face(5, 15)}")


@pytest.mark.parametrize("face,magic", [(1, "fire-dragon"), (2, "god-dragon"), (3, "rook-awakening"),
                                        (4, "rook-token"), (8, "rook-token")])
def test_hiko_table(face: int, magic: str) -> None:
    pos = game("hiko,none")
    assert play_shuffles(pos, 15, {15: f"gain!d{face}"})[-1] == f"gain!d{face},{magic}"


def test_reserved_faces_default_and_configured() -> None:
    assert st("ayumi").magic_for_face(12) == "pawn-tokens"
    pos = game("ayumi,none", reserved={12: "sword-silver"})
    assert play_shuffles(pos, 15, {15: "gain!d12"})[-1] == "gain!d12,sword-silver"
    assert magic_state(pos, 0).token_count("sword-silver", "X") == 1
    pos = game("ayumi,none")
    assert play_shuffles(pos, 15, {15: "gain!d9"})[-1] == "gain!d9,pawn-tokens"
    assert magic_state(pos, 0).token_count("pawn-tokens", "P") == 2
    assert magic_state(pos, 0).token_count("pawn-tokens", "G") == 1
    # faces written as text (a JSON object's keys) are the same faces; others are refused by name
    assert magic_state(game("ayumi,none", reserved={"12": "sword-silver"}), 0).magic_for_face(12) == "sword-silver"
    with pytest.raises(ValueError, match="reserved faces are 9 to 18"):
        game("ayumi,none", reserved={"19": "sword-silver"})


@pytest.mark.parametrize("face", [19, 20])
def test_ska_gives_nothing(face: int) -> None:
    pos = game("hiko,none")
    before = magic_state(pos, 0)
    assert play_shuffles(pos, 15, {15: f"gain!d{face}"})[-1] == f"gain!d{face}"
    assert magic_state(pos, 0) == before


def test_wrong_magic_for_face_is_refused() -> None:
    pos = game("hiko,none")
    with pytest.raises(ValueError, match="gives rook-token"):
        play_shuffles(pos, 15, {15: "gain!d5,spearmen"})


def test_push_pop_restore_exactly_with_gains_and_magic() -> None:
    pos = game("hiko,ginsara")
    rng = random.Random(3)
    sfens = [pos.sfen()]
    keys = [pos.hash]
    for _ in range(60):
        acts = pos.legal_actions()
        if not acts:
            break
        push_with_gain(pos, rng.choice(acts))
        sfens.append(pos.sfen())
        keys.append(pos.hash)
    while pos.played_moves():
        pos.pop()
        sfens.pop()
        keys.pop()
        assert pos.sfen() == sfens[-1]
        assert pos.hash == keys[-1]


def test_replay_never_rolls() -> None:
    rec = GameRecord(game("hiko,ginsara"))
    rng = random.Random(11)
    for _ in range(50):
        pos = rec.position()
        acts = pos.legal_actions()
        gain = "gain!d2" if pos.move_number == 15 else None  # a typed (real die) roll
        record_move(rec, rng.choice(acts), gain)
    line = rec.main_line()
    assert "gain!d2,god-dragon" in line[15].events
    positions = replay(rec)
    assert [p.sfen() for p in positions] == [Position.from_snapshot(n.snapshot).sfen() for n in line]
    # Without the recorded gains the replay would have to roll, and refuses.
    for n in line:
        n.events = []
    with pytest.raises(NoRollError):
        replay(rec)


def test_instant_invincible_choice_and_immunity() -> None:
    pos = game("ayumi,none")
    play_shuffles(pos, 15, {15: "gain!d3,invincible,3g"})
    sq = parse_square("3g")
    assert pos.statuses[sq].immune_except == frozenset({"K"})
    # Only the enemy king may capture it, through promotion too.
    pos = at("4k4/9/9/9/9/5p3/6P2/9/4K4", "b", st("ayumi"), st(), status="3g=i1000000000.xK")
    pos.push(pos.legal_move_from_usi("3g3f"))  # still not capturable after moving
    assert pos.statuses[parse_square("3f")].immune_until
    pos = at("9/9/9/9/9/5pk2/6P2/9/4K4", "w", st("ayumi"), st(), status="3g=i1000000000.xK")
    assert "4f3g" not in [pos.move_to_usi(m) for m in pos.legal_moves()]
    assert "3f3g" in [pos.move_to_usi(m) for m in pos.legal_moves()]


def test_instant_without_target_is_nothing() -> None:
    pos = at("4k4/9/9/9/9/9/9/9/4K4", "b", st("yokaku"), st())
    pos.start_move_number = 15
    before = magic_state(pos, 0)
    g = push_with_gain(pos, pos.legal_move_from_usi("5i4h"), "gain!d3")
    assert g == "gain!d3,carrier" and magic_state(pos, 0) == before and not pos.statuses


# ----------------------------------------------------------------------------- tokens
def test_token_capture_removes_it_and_drops_are_tokens() -> None:
    pos = at("4k4/9/9/9/9/9/9/9/4K4", "b", st("hiko", tokens=(("rook-token", "R", 1),)), st())
    pos.push(parse_action("rook-token!R*5b"))
    assert pos.statuses[parse_square("5b")].token and magic_state(pos, 0).tokens == ()
    assert pos.hands[0] == [0] * len(pos.hands[0])
    pos.push(pos.legal_move_from_usi("5a5b"))
    assert sum(pos.hands[1]) == 0  # the token left the game
    pos.pop()
    pos.pop()
    assert magic_state(pos, 0).token_count("rook-token", "R") == 1


def test_pawn_tokens_obey_nifu() -> None:
    pos = at("4k4/9/9/9/9/9/4P4/9/4K4", "b", st("ayumi", tokens=(("pawn-tokens", "P", 2),)), st())
    drops = actions(pos, "pawn-tokens")
    assert "pawn-tokens!P*5e" not in drops and "pawn-tokens!P*4e" in drops


def test_fire_dragon_breath_never_takes_the_king() -> None:
    pos = at("4k4/9/9/9/9/9/9/9/4K4", "b", st("hiko", tokens=(("fire-dragon", "D", 1),)), st())
    pos.board[parse_square("3e")] = -pos.variant.kind("G").index - 1
    drops = actions(pos, "fire-dragon")
    assert "fire-dragon!D*5e,3e" in drops  # the gold on its rank is burnt from 5e
    assert not any(a.startswith("fire-dragon!D*5e,5a") for a in drops)  # the king on its file is not
    pos.push(parse_action("fire-dragon!D*5e,3e"))
    assert pos.board[parse_square("3e")] == 0 and pos.board[parse_square("5e")] > 0
    assert pos.hands[0][pos.variant.kind("G").index] == 1


def test_god_dragon_immune_to_unpromoted_pawn_lance_knight() -> None:
    for attacker, frm in (("p", "5d"), ("l", "5a"), ("n", "4c")):
        board = {"5d": "4k4/9/9/4p4/4O4/9/9/9/K8", "5a": "4l3k/9/9/9/4O4/9/9/9/K8",
                 "4c": "8k/9/5n3/9/4O4/9/9/9/K8"}[frm]
        pos = at(board, "w", st(), st(), status="5e=i1000000000.t.x" + "/".join(
            sorted(k.letter for k in Position(V).variant.kinds if k.letter not in ("P", "L", "N", "J"))))
        assert f"{frm}5e" not in [pos.move_to_usi(m) for m in pos.legal_moves()], attacker
    pos = at("4k4/9/9/4+p4/4O4/9/9/9/K8", "w", st(), st(), status="5e=i1000000000.t.x+P")
    assert "5d5e" in [pos.move_to_usi(m) for m in pos.legal_moves()]  # a と may


def test_god_dragon_drop_carries_the_immunity() -> None:
    pos = at("4k4/9/9/4p4/9/9/9/9/K8", "b", st("hiko", tokens=(("god-dragon", "O", 1),)), st())
    pos.push(parse_action("god-dragon!O*5e"))
    assert "5d5e" not in [pos.move_to_usi(m) for m in pos.legal_moves()]


def test_thunder_horse_only_king_rook_lance_knight() -> None:
    pos = at("k8/9/9/3g5/4H4/4r4/9/9/8K", "w", st(), st(), status="5e=i1000000000.t.xK/L/N/R")
    legal = [pos.move_to_usi(m) for m in pos.legal_moves()]
    assert "6d5e" not in legal and "5f5e" in legal


def test_spearman_chain_stops() -> None:
    pos = at("4k4/9/9/9/p8/p8/p8/9/J3K4", "b", st(), st(), status="9i=t")
    chains = actions(pos, "spearmen")
    assert "spearmen!9i9g,9g9f" in chains and "spearmen!9i9g,9g9f,9f9e" in chains
    assert not any(a.count(",") > 2 for a in chains)  # 9d is empty: the chain stops at 9e
    pos = at("k8/p8/9/9/9/9/9/9/J3K4", "b", st(), st(), status="9i=t")
    chains = actions(pos, "spearmen")
    assert chains == []  # 9b captured by a plain move; 9a holds the king: no step takes it
    pos = at("4k4/p8/p8/9/9/9/9/9/J3K4", "b", st(), st(), status="9i=t")
    assert set(actions(pos, "spearmen")) == {"spearmen!9i9c,9c9b", "spearmen!9i9c,9c9b+"}
    pos.push(parse_action("spearmen!9i9c,9c9b+"))
    assert pos.piece_at(parse_square("9b"))[0].letter == "+J"  # type: ignore[index]
    assert pos.statuses[parse_square("9b")].token


def test_gale_horse_distance_rule() -> None:
    pos = at("4k4/9/9/9/9/9/9/9/W3K4", "b", st(), st(), status="9i=t")
    acts = actions(pos, "gale-horse")
    assert any(a.startswith("gale-horse!9i5e,") for a in acts)  # 4 squares: a second move
    assert not any(a.startswith("gale-horse!9i6f,") for a in acts)  # 3 squares: none
    assert not any(a.endswith(",5e5a") for a in acts)  # never takes the king


def test_sword_silver_captures_in_place() -> None:
    pos = at("4k4/9/9/9/9/4g4/4X4/9/K8", "b", st(), st(), status="5g=t")
    assert "sword-silver!5g,5f" in actions(pos, "sword-silver")
    pos.push(parse_action("sword-silver!5g,5f"))
    assert pos.board[parse_square("5f")] == 0 and pos.board[parse_square("5g")] > 0
    pos = at("9/9/9/9/9/4k4/4X4/9/K8", "b", st(), st(), status="5g=t")
    assert "sword-silver!5g,5f" not in actions(pos, "sword-silver")


# ----------------------------------------------------------------------------- rights
def test_rook_awakening_moves_twice_and_spends_the_right() -> None:
    pos = at("4k4/9/9/9/9/9/9/7R1/4K4", "b", st("hiko", rights=(("rook-awakening", 1),)), st())
    acts = actions(pos, "rook-awakening")
    assert "rook-awakening!2h2d,2d5d" in acts
    assert not any(a.endswith("5a") or a.endswith("5a+") for a in acts)  # no step takes the king
    pos.push(parse_action("rook-awakening!2h2d,2d5d"))
    assert magic_state(pos, 0).rights == ()
    pos.push(pos.legal_move_from_usi("5a4a"))
    assert actions(pos, "rook-awakening") == []


def test_silver_curtain_with_no_empty_square_is_a_pass() -> None:
    pos = at("4k4/9/9/9/9/9/9/3GGG3/3GKG3", "b", st("ginsara", rights=(("silver-curtain", 1),)), st())
    assert actions(pos, "silver-curtain") == ["silver-curtain!pass"]
    before = list(pos.board)
    pos.push(parse_action("silver-curtain!pass"))
    assert pos.board == before and pos.side == 1 and magic_state(pos, 0).rights == ()


def test_silver_curtain_drops_two_then_one_moves() -> None:
    pos = at("4k4/9/9/9/9/9/9/3GGGG2/3GK4", "b", st("ginsara", rights=(("silver-curtain", 1),)), st())
    acts = actions(pos, "silver-curtain")
    assert "silver-curtain!S*4i,S*3h" not in acts  # 3h is not beside the king
    assert "silver-curtain!S*4i,S*6h" not in acts  # 6h is occupied
    pos = at("4k4/9/9/9/9/9/9/3GG4/3GK4", "b", st("ginsara", rights=(("silver-curtain", 1),)), st())
    acts = actions(pos, "silver-curtain")
    assert "silver-curtain!S*4h,S*4i" in acts and "silver-curtain!S*4h,S*4i,4h4g" in acts
    pos.push(parse_action("silver-curtain!S*4h,S*4i,4h4g"))
    assert pos.statuses[parse_square("4g")].token and pos.statuses[parse_square("4i")].token


def test_silver_wave_moves_every_silver_at_most_once() -> None:
    pos = at("4k4/9/9/9/9/9/9/9/2S1K1S2", "b", st("ginsara", rights=(("silver-wave", 1),)), st())
    acts = actions(pos, "silver-wave")
    assert "silver-wave!7i7h,3i3h" in acts and "silver-wave!7i7h" in acts
    for a in acts:
        starts = [s[:2] for s in a.split("!")[1].split(",")]
        assert 1 <= len(starts) <= 2
        moved = set()
        for s in a.split("!")[1].split(","):  # a step never starts where a silver already arrived
            assert s[:2] not in moved
            moved.add(s[2:4])
    pos.push(parse_action("silver-wave!7i7h,3i3h"))
    assert magic_state(pos, 0).rights == ()


def test_to_emblem_ignores_nifu() -> None:
    pos = at("4k4/9/9/9/9/9/4P4/9/4K4", "b", st("ayumi", emblem=True), st(), hand="P")
    assert "to-emblem!+P*5e" in actions(pos, "to-emblem")
    pos.push(parse_action("to-emblem!+P*5e"))
    assert pos.piece_at(parse_square("5e"))[0].letter == "+P"  # type: ignore[index]
    assert magic_state(pos, 0).emblem  # the emblem lasts


def test_carrier_captured_with_its_rider() -> None:
    pos = at("4k4/9/9/9/9/9/9/1B7/4K4", "b", st("yokaku"), st(), hand="-", status="8h=c")
    pos.board[parse_square("7g")] = pos.variant.kind("S").index + 1
    assert "carrier!7g8h" in actions(pos, "carrier")
    pos.push(parse_action("carrier!7g8h"))
    assert pos.statuses[parse_square("8h")].rider == pos.variant.kind("S").index + 1
    pos.push(pos.legal_move_from_usi("5a5b"))
    assert any(a.startswith("carrier!8h4d,4d") for a in actions(pos, "carrier"))
    pos.push(pos.legal_move_from_usi("8h2b"))  # a plain carrier move keeps the rider
    pos.board[parse_square("3a")] = -pos.variant.kind("G").index - 1
    pos.reset_history()
    pos.push(pos.legal_move_from_usi("3a2b"))
    assert pos.hands[1][pos.variant.kind("B").index] == 1
    assert pos.hands[1][pos.variant.kind("S").index] == 1


# ----------------------------------------------------------------------------- mate and repetition
def test_mate_counts_magic_actions() -> None:
    # Black to move is mated by ordinary moves, but the fire dragon burns the checking rook.
    pos = at("4k4/9/9/9/9/9/9/r8/r3K4", "b", st("hiko", tokens=(("fire-dragon", "D", 1),)), st())
    pos.board[parse_square("8i")] = 0
    pos.reset_history()
    plain = pos.legal_moves()
    assert pos.is_check()
    assert plain == []  # checkmate by the ordinary rules...
    assert pos.outcome() is None  # ...but a fire-dragon drop answers it
    assert any(a.name == "fire-dragon" for a in pos.special_actions())


def test_repetition_sees_magic_state() -> None:
    a = at("4k4/9/9/9/9/9/9/9/4K4", "b", st("hiko"), st())
    b = at("4k4/9/9/9/9/9/9/9/4K4", "b", st("hiko", rights=(("rook-awakening", 1),)), st())
    assert a.position_key() != b.position_key()


def test_sfen_field_round_trip() -> None:
    s = st("ginsara", rights=(("silver-wave", 2),), tokens=(("silver-tokens", "S", 1),), emblem=True,
           reserved=((9, "fire-dragon"),))
    pos = at("4k4/9/9/9/9/9/9/9/4K4", "b", s, st("hiko"))
    assert Position.from_sfen(pos.sfen(), V).sfen() == pos.sfen()
    assert magic_state(pos, 0) == magic_state(Position.from_sfen(pos.sfen(), V), 0)
