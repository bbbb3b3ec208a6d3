"""Every real kifu file of ``../shared/corpus/`` (136 files by Kifu for Windows, ShogiHome, 81Dojo,
floodgate, 将棋DB2, ...) read as its writer meant it: start position, main line, variations, comments,
bookmarks, the ending and its winner, and what the reader says about it (notices).

The expected answers are data (corpus_expected.json), found without our readers: cshogi's and
python-shogi's parsers where they read the file, every file read at the text level and replayed on
cshogi's board, and what SOURCES.md and the files say (tests/notation/corpus_peers.py tells how).
The files are read from the corpus folder beside the checkout, never copied into the project.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from shogi_desktop.core.record import GameRecord, Node
from shogi_desktop.notation import KifuNotice, read_record

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"
EXPECTED: dict[str, dict[str, Any]] = json.loads((Path(__file__).with_name("corpus_expected.json")).read_text("utf-8"))

pytestmark = pytest.mark.skipif(not CORPUS.is_dir(), reason="the corpus is not beside the checkout")


def token(node: Node) -> str:
    if node.ending is not None:
        winner = "" if node.ending.winner is None else str(node.ending.winner)
        return f"#{node.ending.termination.value}:{winner}"
    return node.usi


def line_from(node: Node) -> list[str]:
    out = [token(node)]
    while node.children:
        node = node.children[0]
        out.append(token(node))
    return out


def variations(record: GameRecord) -> list[list[Any]]:
    """(ply, tokens) of every line but the main one, in the order of a depth-first walk."""
    return [[n.ply, " ".join(line_from(n))] for n in record.walk()
            if n.parent is not None and n.parent.children[0] is not n]


def comment_lines(record: GameRecord) -> list[str]:
    return [line for n in record.walk() if n.comment for line in n.comment.split("\n")]


def test_every_corpus_file_has_its_answers() -> None:
    files = sorted(str(p.relative_to(CORPUS)) for p in CORPUS.rglob("*") if p.is_file() and p.suffix != ".md")
    assert files == sorted(EXPECTED) and len(files) == 136


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_corpus_file_reads_as_its_writer_meant(name: str) -> None:
    expected = EXPECTED[name]
    path = CORPUS / name
    notices: list[KifuNotice] = []
    record = read_record(path.read_bytes(), name=path.name, notices=notices)
    assert " ".join(record.start_sfen.split()[:3]) == expected["start"]
    main = record.root.children[0] if record.root.children else None
    assert (" ".join(line_from(main)) if main else "") == expected["line"]
    assert variations(record) == expected["variations"]
    lines = comment_lines(record)
    count, first, digest = expected["comments"]
    assert len(lines) == count
    if first is not None:
        assert lines[0] == first
    assert hashlib.sha256("\n".join(sorted(lines)).encode("utf-8")).hexdigest()[:16] == digest
    assert sum(1 for n in record.walk() if n.bookmark) == expected["bookmarks"]
    assert sorted(n.code for n in notices) == sorted(expected["notices"]), [n.message for n in notices]
    for notice in notices:  # a notice names the place and says what it is, in words
        assert notice.line >= 1 and notice.column >= 1 and notice.message
