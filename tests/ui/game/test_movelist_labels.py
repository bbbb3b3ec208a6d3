"""The move list writes magic plies and the lion's two steps for people, like card plies."""

from __future__ import annotations

from shogi_desktop.core.actions import Action
from shogi_desktop.core.addons import setup_addons
from shogi_desktop.core.addons.fantasista import MagicState, format_magic_field, record_move
from shogi_desktop.core.position import Position
from shogi_desktop.core.record import GameRecord
from shogi_desktop.ui.game.movelist import move_text

V = "standard+fantasista"


def magic_record() -> GameRecord:
    black = MagicState("hiko", tokens=(("fire-dragon", "D", 1),), interval=15, seed=1)
    white = MagicState("ayumi", interval=15, seed=1)
    pos = Position.from_sfen("4k4/9/2p6/9/9/9/9/9/4K4 b - 1 " + format_magic_field(black, white), V)
    return GameRecord(pos)


def test_magic_ply_label_in_both_languages() -> None:
    rec = magic_record()
    node = record_move(rec, Action("fire-dragon", ("D*7e", "7c")))
    assert move_text(rec, node, "ja") == "▲火炎竜 ７五炎打、７三"
    assert move_text(rec, node, "en") == "Fire dragon D*7e, 7c"


def test_rook_awakening_joins_the_steps() -> None:
    black = MagicState("hiko", rights=(("rook-awakening", 1),), interval=15, seed=1)
    pos = Position.from_sfen("4k4/9/9/9/9/9/9/7R1/4K4 b - 1 " + format_magic_field(black, MagicState()), V)
    rec = GameRecord(pos)
    action = next(a for a in rec.position().legal_actions()
                  if isinstance(a, Action) and a.steps == ("2h2d", "2d2b"))
    node = rec.add_move(action)
    assert move_text(rec, node, "ja") == "▲飛車覚醒 ２八→２四→２二"
    assert move_text(rec, node, "en") == "Rook awakening 2h→2d→2b"


def test_lion_two_steps_label_in_both_languages() -> None:
    rec = GameRecord(Position.from_sfen("4k4/9/9/3pg4/4+Y4/9/9/9/4K4 b - 1", "kirin-phoenix"))
    node = rec.add_move("lion!5e5d,5d5e")
    assert move_text(rec, node, "ja") == "▲獅子 ５五→５四→５五"
    assert move_text(rec, node, "en") == "Lion 5e→5d→5e"


def test_plain_moves_of_a_fantasista_game_unchanged() -> None:
    pos = Position.initial(V)
    setup_addons(pos, {"fantasista": {"fairies": "hiko,ayumi", "seed": 2}})
    rec = GameRecord(pos)
    node = rec.add_move("7g7f")
    assert move_text(rec, node, "en") == "P-7f"
