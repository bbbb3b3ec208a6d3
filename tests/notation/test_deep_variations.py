"""Ten thousand nested variations (a variation inside a variation inside ..., issue 14 item 6): every
format that holds variations writes them and reads them back node for node, and so do the autosave
and the library; no walk of the tree recurses, and reading and writing stay linear in the size of the
record (the KI2 writer and the native and JKF readers used to be quadratic, issue 14 item 7)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest

from shogi_desktop.app.autosave import Autosave
from shogi_desktop.app.library import Library
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation import format_record, read_record
from shogi_desktop.notation.native import record_to_dict

DEPTH = 10_000
# Two kings walking up and down; at every ply the line goes on with one move and a variation takes the
# other, so each variation holds the next one: DEPTH levels of nesting, two nodes a level.
START = "4k4/9/9/9/9/9/9/9/4K4 b - 1"
ON = ("5i5h", "5a5b", "5h5i", "5b5a")
OFF = ("5i4h", "5a4b", "5h4i", "5b4a")


@cache
def nested() -> GameRecord:
    record = GameRecord.new(sfen=START)
    for k in range(DEPTH):
        parent = record.current
        record.add_move(OFF[k % 4])  # the main continuation: a leaf
        record.back()
        record.add_move(ON[k % 4])  # the variation, which goes on
        assert record.current.parent is parent
    record.current.comment = "the deepest node"
    record.first()
    return record


def shape(record: GameRecord) -> list[Any]:
    return [(n.ply, n.usi, n.variation_index, n.comment) for n in record.walk()]


def depth_of_nesting(record: GameRecord) -> int:
    deepest = 0
    stack = [(record.root, 0)]
    while stack:
        node, level = stack.pop()
        deepest = max(deepest, level)
        stack.extend((c, level + (i > 0)) for i, c in enumerate(node.children))
    return deepest


def test_the_record_is_that_deep() -> None:
    record = nested()
    assert depth_of_nesting(record) == DEPTH and sum(1 for _ in record.walk()) == 2 * DEPTH + 1


@pytest.mark.parametrize("fmt", ["kif", "kifu", "ki2", "jkf", "json"])
def test_written_and_read_back(fmt: str) -> None:
    record = nested()
    data = format_record(record, fmt)
    again = read_record(data, fmt=fmt)
    assert shape(again) == shape(record)


def test_autosave_and_reopen(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path / "autosave.json")
    assert autosave.save(nested()), autosave.last_error
    assert shape(autosave.load().record) == shape(nested())


def test_library_adds_and_opens(tmp_path: Path) -> None:
    library = Library(tmp_path / "library")
    game_id = library.add(nested())
    assert shape(library.record(game_id)) == shape(nested())


def test_the_native_file_is_shallow() -> None:
    data = record_to_dict(nested())
    assert len(data["lines"]) == DEPTH and data["lines"][-1]["from"][0] == DEPTH - 1
