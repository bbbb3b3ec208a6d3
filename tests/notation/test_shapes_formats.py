"""Arrows and circles (core/shapes.py) through every kifu format, and read by other programs' parsers.

The shapes ride in comments as lishogi's ``[%cal ...]`` / ``[%csl ...]`` tags (docs/formats.md): our
readers take them back out, other programs (cshogi, python-shogi) read the files without error and
show the tags as comment text.
"""

from __future__ import annotations

from pathlib import Path

import cshogi.CSA
import cshogi.KIF
import pytest
import shogi.CSA
import shogi.KIF

from shogi_desktop.core.record import GameRecord
from shogi_desktop.core.shapes import MAX_SHAPES, Shape, comment_with_shapes, split_comment, toggle
from shogi_desktop.notation import format_record, read_record

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"


def annotated() -> GameRecord:
    rec = GameRecord.new()
    rec.root.shapes = (Shape("G", "7g", "7f"), Shape("Y", "2h"))
    first = rec.add_move("7g7f")
    first.comment = "角道を開ける\n二行目"
    first.shapes = (Shape("R", "5e"), Shape("B", "_B", "5e"), Shape("G", "8h", "2b"))
    rec.add_move("3c3d").shapes = (Shape("Y", "_p"),)
    rec.add_move("2g2f")
    rec.back()
    rec.back()
    rec.add_move("8c8d").shapes = (Shape("R", "8c", "8d"),)  # a variation keeps its own
    return rec


def marks(rec: GameRecord) -> list[tuple[str, str, frozenset[Shape]]]:
    return [(n.usi, n.comment, frozenset(n.shapes)) for n in rec.walk()]


@pytest.mark.parametrize("fmt", ["kif", "kifu", "ki2", "csa", "jkf", "json"])
def test_shapes_round_trip_through_each_format(fmt: str) -> None:
    rec = annotated()
    if fmt == "csa":  # CSA holds the main line only
        rec.root.children[0].children.pop()
    back = read_record(format_record(rec, fmt), fmt)
    assert marks(back) == marks(rec)


def test_kif_writes_the_tags_as_a_comment_line_of_their_own() -> None:
    text = format_record(annotated(), "kif")
    lines = text.splitlines()
    assert "*角道を開ける" in lines and "*二行目" in lines
    tag_lines = [line for line in lines if "[%c" in line]
    assert "*[%cal B_B5e,G8h2b][%csl R5e]" in tag_lines
    assert all(line.startswith("*[%c") for line in tag_lines)
    csa = format_record(annotated(), "csa").splitlines()
    assert "'*[%cal G7g7f][%csl Y2h]" in csa  # the start's shapes before the first move


def test_other_programs_read_the_files_and_keep_the_tags_as_comments() -> None:
    rec = annotated()
    rec.root.children[0].children.pop()  # (cshogi's KIF reader runs variations into the main line)
    kif = format_record(rec, "kif")
    parsed = cshogi.KIF.Parser.parse_str(kif)
    assert len(parsed.moves) == 3
    assert "[%cal B_B5e,G8h2b][%csl R5e]" in parsed.comments[0]
    assert shogi.KIF.Parser.parse_str(kif)[0]["moves"] == ["7g7f", "3c3d", "2g2f"]
    csa = format_record(rec, "csa")
    assert len(cshogi.CSA.Parser.parse_str(csa)[0].moves) == 3
    assert shogi.CSA.Parser.parse_str(csa)[0]["moves"] == ["7g7f", "3c3d", "2g2f"]


def test_split_comment_takes_only_well_formed_tags() -> None:
    text, shapes = split_comment("いい手\n[%cal G7g7f,R_B5e][%csl B5e]\n続き")
    assert text == "いい手\n続き"
    assert shapes == (Shape("G", "7g", "7f"), Shape("R", "_B", "5e"), Shape("B", "5e"))
    # lishogi writes them inside a line; a tag we cannot read stays word for word
    assert split_comment("a [%csl G5e] b") == ("a  b", (Shape("G", "5e"),))
    for kept in ("[%csl Q5e]", "[%cal G7g]", "[%csl G5e", "[%cslG5e]", "[%cal G0a1b]", "*[Archon] hello"):
        assert split_comment(kept) == (kept, ())
    # the same places twice: the last wins
    assert split_comment("[%csl G5e,R5e]")[1] == (Shape("R", "5e"),)
    assert comment_with_shapes("", ()) == "" and comment_with_shapes("x", ()) == "x"


def test_hostile_tags_are_bounded() -> None:
    many = "[%csl " + ",".join(["G5e"] * 5000) + "]"
    text, shapes = split_comment(many)
    assert (text, shapes) == (many, ())  # more than a node may hold: left as text
    long = "[%cal " * 20000
    assert split_comment(long) == (long, ())


def test_toggle_adds_recolours_and_removes() -> None:
    a = Shape("G", "7g", "7f")
    shapes = toggle((), a)
    assert shapes == (a,)
    assert toggle(shapes, Shape("R", "7g", "7f")) == (Shape("R", "7g", "7f"),)
    assert toggle(shapes, a) == ()
    assert toggle(shapes, Shape("G", "7f", "7g")) == (a, Shape("G", "7f", "7g"))  # the other way is another
    assert Shape("G", "5e", "5e") == Shape("G", "5e")  # an arrow to its own start is a circle
    with pytest.raises(ValueError):
        Shape("W", "5e")
    with pytest.raises(ValueError):
        Shape("G", "5j")


def test_native_record_refuses_bad_shapes_with_a_path() -> None:
    rec = annotated()
    text = format_record(rec, "json").replace('"R5e"', '"R5z"')
    with pytest.raises(Exception) as info:
        read_record(text, "json")
    assert "shapes" in str(info.value)


def test_chat_comments_of_real_files_stay_comments() -> None:
    path = CORPUS / "mog-core-scala" / "kif" / "game-003.kif"
    if not path.exists():
        pytest.skip("the corpus is beside the checkout in CI")
    rec = read_record(path.read_bytes(), "kif")
    comments = [n.comment for n in rec.walk() if n.comment]
    assert any(c.startswith("[Archon]") for c in comments)
    assert not any(n.shapes for n in rec.walk())


def test_saving_names_the_shapes_a_format_would_lose() -> None:
    from shogi_desktop.app.kifu_io import LOSS_SHAPES, losses

    rec = annotated()
    rec.root.children[0].children.pop()
    assert LOSS_SHAPES in {loss.code for loss in losses(rec, "usi")}
    for fmt in ("kif", "ki2", "csa", "jkf", "json"):
        assert LOSS_SHAPES not in {loss.code for loss in losses(rec, fmt)}, fmt



def test_many_tags_of_one_kind() -> None:
    # 20,000 circle tags and no arrow tag (each search for a tag starts past the last one: linear)
    text = "x\n" + "[%csl G5e]" * 20000
    body, shapes = split_comment(text)
    assert shapes == (Shape("G", "5e"),)
    assert body.startswith("x\n[%csl G5e]") and body.count("[%csl") == 20000 - MAX_SHAPES
