"""The evaluation knows castles: level 10 builds one in an ordinary opening."""

from __future__ import annotations

from shogi_desktop.core.position import Position
from shogi_desktop.engine.castles import SHAPES
from shogi_desktop.engine.evaluate import evaluator_for
from shogi_desktop.engine.search import Limits, Searcher

# White: a quiet 四間飛車 with a 美濃 castle, whatever Black plays (a move that is not legal is skipped)
WHITE_SCRIPT = ["3c3d", "4c4d", "8b4b", "5a6b", "6b7b", "7b8b", "7a7b", "6a5b", "9c9d", "1c1d", "6c6d", "7c7d", "4a5a"]


def test_shapes_are_on_the_board_and_mirrored() -> None:
    names = {s.name for s in SHAPES}
    assert {"矢倉", "美濃囲い", "穴熊", "舟囲い"} <= names
    for shape in SHAPES:
        assert 0 <= shape.king < 81 and all(0 <= sq < 81 for sq, _, _ in shape.pieces)
    assert len(SHAPES) == 2 * len(names)  # each castle and its mirror image


def test_castle_recognised_for_both_colours() -> None:
    # Black in 美濃 (２八玉 ３八銀 ４九金 ５八金), White the same shape turned round (８二玉 ７二銀 ６一金 ５二金)
    pos = Position.from_sfen("ln1g3nl/1ks1g2r1/ppppppppp/9/9/9/PPPPPPPPP/1R2G1SK1/LN3G1NL b BSbs 1")
    ev = evaluator_for(pos.variant)
    assert ev.castles.best(pos.board, 0, pos.king_sq[0])[:2] == ("美濃囲い", "Mino")
    assert ev.castles.best(pos.board, 1, pos.king_sq[1])[:2] == ("美濃囲い", "Mino")
    # the same shape with the king still at home is worth less
    home = Position.from_sfen("ln1gk2nl/2s1g2r1/ppppppppp/9/9/9/PPPPPPPPP/1R2G1S2/LN3GKNL b BSbs 1")
    assert ev.castles.score(pos.board, 0, pos.king_sq[0]) > ev.castles.score(home.board, 0, home.king_sq[0])


def test_no_castle_on_the_rook_wing() -> None:
    # a Mino shape on the right with Black's rook still on ２八's wing does not count
    pos = Position.from_sfen("lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B2G1SK1/LN3GRNL b Rs 1")
    ev = evaluator_for(pos.variant)
    assert ev.rook_wing(pos.board, 0) == 1
    assert ev.castles.score(pos.board, 0, pos.king_sq[0], ev.rook_wing(pos.board, 0)) == 0
    assert ev.castles.score(pos.board, 0, pos.king_sq[0]) > 0


def test_level_10_castles_against_a_quiet_opening() -> None:
    pos = Position.initial("standard")
    engine = Searcher(10, seed=1)
    script = iter(WHITE_SCRIPT)
    for _ in range(26):
        if pos.side == 0:
            move = engine.search(pos, Limits(nodes=2000)).best
        else:
            move = None
            for text in script:
                if text in {pos.move_to_usi(m) for m in pos.legal_moves()}:
                    move = pos.parse_usi(text)
                    break
            assert move is not None
        pos.push(move)
    ev = evaluator_for(pos.variant)
    name, _, share = ev.castles.best(pos.board, 0, pos.king_sq[0])
    assert pos.king_sq[0] != 76, pos.sfen()  # the king left ５九
    assert name and share >= 0.6, (name, share, pos.sfen())
