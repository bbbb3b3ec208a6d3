"""The KIF and CSA readers on the texts that used to go through their "fast paths": one reader per
format now (a scan, then a build that plays plainly written moves in one sweep), held here to the
games the texts were written from instead of to a second reader.

For every text, from cshogi's exporters (the benchmark's kind of file), from our writers, the sample
files, and the same texts damaged line by line: the record read is the game written (moves, times,
comments, endings, header, start, and at every node the same snapshot the record of the game has),
or a KifuError with a line and column, never a bug; LF, CR LF and a BOM read alike.
"""

from __future__ import annotations

import os
import random
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import cshogi
import cshogi.CSA
import cshogi.KIF
import pytest

from shogi_desktop.core.outcome import Termination
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation.csa import format_csa, parse_csa
from shogi_desktop.notation.errors import KifuError
from shogi_desktop.notation.kif import format_kif, parse_kif

from .kifu_games import random_game, random_tree

HERE = Path(__file__).parent
READERS = {"kif": parse_kif, "csa": parse_csa}


def state(record: GameRecord, totals: bool = True) -> list[Any]:
    """Everything a reader decides, node by node (the snapshots included); without ``totals``, a time
    not given is 0 (KIF writes 0:00 for it) and totals are left out."""
    out: list[Any] = [record.variant, record.handicap, record.start_sfen, sorted(record.header.items()),
                      record.current is record.root]
    for node in record.walk():
        snap = node.snapshot
        ending = (node.ending.termination, node.ending.winner) if node.ending else None
        active = node.active_child
        out.append((node.ply, node.variation_index, node.move, node.usi, ending, node.comment, node.bookmark,
                    node.time_spent if totals or node.parent is None else node.time_spent or 0.0,
                    node.total_time if totals else None, list(node.events),
                    None if active is None else active.variation_index,
                    snap.variant_id, snap.board, snap.hands, snap.side, snap.move_number, snap.hash, snap.keys,
                    snap.stack, snap.statuses, snap.addon))
    return out


def outcome(fmt: str, text: str) -> Any:
    """The record's state, or the error (never a bug) with its partial record's state."""
    try:
        return "ok", state(READERS[fmt](text))
    except KifuError as exc:
        assert exc.code != "bug" and exc.code, str(exc)
        assert exc.line >= 1 or exc.code == "too-many-moves", str(exc)
        return "error", exc.code, exc.params, exc.line, exc.column, None if exc.partial is None else \
            state(exc.partial)


# --------------------------------------------------------------------------- texts
@cache
def cshogi_texts() -> list[tuple[str, str, GameRecord]]:
    """Random games from the even start written by cshogi's KIF and CSA exporters (as bench/kifu.py),
    each with the record of the game it was written from (times and comments as written)."""
    out = []
    with tempfile.TemporaryDirectory() as folder:
        for seed in range(40):
            record, _ = random_game(seed * 21, 20, 120)
            if record.handicap is not None:
                continue
            kif_path = os.path.join(folder, f"{seed}.kif")
            csa_path = os.path.join(folder, f"{seed}.csa")
            with_kif = cshogi.KIF.Exporter(kif_path)
            with_csa = cshogi.CSA.Exporter(csa_path)
            with_kif.header(["先手の人", "後手の人"])
            with_csa.info(init_board=cshogi.Board(), names=["black", "white"])
            board = cshogi.Board()
            total = [0, 0]
            rng = random.Random(seed)
            kif_game = GameRecord.new()
            csa_game = GameRecord.new()
            for k, node in enumerate(record.main_line()[1:]):
                m = board.move_from_usi(node.usi)
                t = rng.randint(0, 70)
                total[k % 2] += t
                with_kif.move(m, sec=t, sec_sum=total[k % 2])
                comment = "評価 +10" if k % 9 == 4 else None
                with_csa.move(m, time=t, comment="*" + comment if comment else None)
                board.push(m)
                for game in (kif_game, csa_game):
                    child = game.add_move(node.move)
                    child.time_spent = float(t)
                    child.total_time = float(total[k % 2])
                if comment:
                    csa_game.current.comment = comment
            with_kif.end("resign")
            with_csa.endgame("%TORYO")
            with_kif.close()
            with_csa.close()
            loser = kif_game.current.snapshot.side
            kif_game.add_ending(Termination.RESIGNATION, loser ^ 1).time_spent = 0.0
            kif_game.current.total_time = 0.0  # (cshogi writes 投了 ( 0:00/00:00:00))
            csa_game.add_ending(Termination.RESIGNATION, loser ^ 1)
            kif_game.header.update({"black": "先手の人", "white": "後手の人"})
            csa_game.header.update({"black": "black", "white": "white"})
            kif_game.first()
            csa_game.first()
            with open(kif_path, encoding="cp932") as f:
                kif_text = f.read()
            stamp = [line for line in kif_text.splitlines() if line.startswith("開始日時：")]
            if stamp:  # (cshogi writes the time of writing)
                kif_game.header["start_time"] = stamp[0].split("：", 1)[1]
            out.append(("kif", kif_text, kif_game))
            with open(csa_path, encoding="utf-8") as f:
                out.append(("csa", f.read(), csa_game))
    return out


@cache
def our_texts() -> list[tuple[str, str, GameRecord | None]]:
    """Our writers' texts (with the record written), and the sample files (no record: read as is)."""
    out: list[tuple[str, str, GameRecord | None]] = []
    for seed in range(60):
        record, _ = random_game(seed, 5, 80)
        if seed % 3 == 0:
            for i, node in enumerate(record.main_line()[1:]):
                node.time_spent = float(i % 13)
                if i % 11 == 5:
                    node.comment = f"comment {i}\n*two lines"
            record.root.comment = "the start"
        record.first()
        out.append(("kif", format_kif(record, "\r\n" if seed % 4 == 1 else "\n"), record))
        out.append(("csa", format_csa(record, "2.2" if seed % 2 else "3.0"), record))
        tree = random_tree(seed)
        out.append(("kif", format_kif(tree), tree))
    for path in sorted((HERE / "samples").glob("*.kif*")):
        out.append(("kif", path.read_bytes().decode("cp932" if path.suffix == ".kif" else "utf-8"), None))
    for path in sorted((HERE / "samples_csa").glob("*.csa")):
        data = path.read_bytes()
        try:
            out.append(("csa", data.decode("utf-8"), None))
        except UnicodeDecodeError:
            out.append(("csa", data.decode("cp932"), None))
    return out


def damage(text: str, rng: random.Random) -> str:
    """One line-level edit of the kinds real files and hand edits make."""
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    line = lines[i]
    kind = rng.randrange(12)
    if kind == 0:
        del lines[i]
    elif kind == 1:
        lines.insert(i, line)
    elif kind == 2 and i + 1 < len(lines):
        lines[i], lines[i + 1] = lines[i + 1], line
    elif kind == 3:
        lines.insert(i, rng.choice(["*a comment", "'*a comment", "", "   ", "&栞", "#event {}", "# note",
                                    "変化：3手", "まで3手で先手の勝ち", "%TORYO", "T5", "+", "/", "'x"]))
    elif kind == 4 and line:
        j = rng.randrange(len(line))
        lines[i] = line[:j] + rng.choice("0123456789+-() 　７六歩同成打TORYOFUHIKA%'*") + line[j + 1:]
    elif kind == 5:
        lines[i] = line + rng.choice([" ", "+", "\t", "x"])
    elif kind == 6 and line:
        lines[i] = line[:rng.randrange(len(line))]
    elif kind == 7:
        lines[i] = line.replace(" ", "\u3000", 1)
    elif kind == 8:
        lines[i] = line.replace("(", "（", 1)
    elif kind == 9 and i + 2 < len(lines):
        lines[i], lines[i + 2] = lines[i + 2], line
    elif kind == 10:
        lines[i] = line.replace("1", "2", 1)
    else:
        lines[i] = line.replace("FU", "TO", 1).replace("歩", "と", 1)
    return "\n".join(lines)


# --------------------------------------------------------------------------- tests
def test_cshogi_texts_read_as_the_games_written() -> None:
    for fmt, text, game in cshogi_texts():
        assert outcome(fmt, text) == ("ok", state(game)), fmt
    assert len(cshogi_texts()) >= 40


def test_our_texts_read_as_the_games_written() -> None:
    for fmt, text, game in our_texts():
        got = outcome(fmt, text)
        assert got[0] == "ok", got
        if game is None:
            continue
        again = READERS[fmt](text)
        if fmt == "csa":  # CSA holds the main line, its comments and whole-second times
            assert [n.usi for n in again.main_line()] == [n.usi for n in game.main_line()]
            assert [n.comment for n in again.main_line()] == [n.comment for n in game.main_line()]
            assert [n.snapshot.board for n in again.main_line()] == [n.snapshot.board for n in game.main_line()]
        else:  # KIF holds it all (totals filled in where the game had none; main lines active, as read)
            game.reset_branches()
            assert state(again, totals=False) == state(game, totals=False)


@pytest.mark.parametrize("seed", range(8))
def test_damaged_texts_give_a_record_or_an_error_that_names_the_line(seed: int) -> None:
    rng = random.Random(seed)
    texts = [(f, t) for f, t, _ in cshogi_texts()] + [(f, t) for f, t, _ in our_texts()]
    for _ in range(150):
        fmt, text = rng.choice(texts)
        for _ in range(rng.randint(1, 3)):
            text = damage(text, rng)
        got = outcome(fmt, text)
        if "\r" not in text:
            assert outcome(fmt, text.replace("\n", "\r\n")) == got  # line ends change nothing
        if fmt == "kif":
            assert outcome(fmt, "\ufeff" + text) == got


def test_crlf_and_bom_read_alike() -> None:
    for fmt, text, game in cshogi_texts()[:2]:
        assert outcome(fmt, "\ufeff" + text.replace("\n", "\r\n")) == ("ok", state(game))
