"""The KIF and CSA readers' fast paths against their general paths (kif._fast_kif, csa._fast_csa).

A fast path reads a plainly written game in one sweep and gives up (None) on anything else; the
general path (scan, then build) is the reference.  For every text here, from our writers, from
cshogi's exporters, the sample files, and the same texts damaged line by line, the fast path must
either give up or give exactly the record the general path gives: the same tree, moves, times,
comments, endings, header, start, and the same snapshot (board, hands, history) at every node.  The
public readers must give what the general path gives, record or error.  And the fast path must
really take the plain texts (the benchmark's kind of file).
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

from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation import csa, kif
from shogi_desktop.notation.csa import format_csa, parse_csa
from shogi_desktop.notation.errors import KifuError
from shogi_desktop.notation.kif import format_kif, parse_kif

from .kifu_games import random_game, random_tree

HERE = Path(__file__).parent


def state(record: GameRecord) -> list[Any]:
    """Everything a reader decides, node by node."""
    out: list[Any] = [record.variant, record.handicap, record.start_sfen, sorted(record.header.items()),
                      record.current is record.root]
    for node in record.walk():
        snap = node.snapshot
        ending = (node.ending.termination, node.ending.winner) if node.ending else None
        active = node.active_child
        out.append((node.ply, node.variation_index, node.move, node.usi, ending, node.comment, node.bookmark,
                    node.time_spent, node.total_time, list(node.events),
                    None if active is None else active.variation_index,
                    snap.variant_id, snap.board, snap.hands, snap.side, snap.move_number, snap.hash, snap.keys,
                    snap.stack, snap.statuses, snap.addon))
    return out


def outcome(read: Any, text: str) -> Any:
    """The record's state, or the error with its partial record's state."""
    try:
        return "ok", state(read(text))
    except KifuError as exc:
        return "error", str(exc), exc.line, exc.column, None if exc.partial is None else state(exc.partial)


def general_kif(text: str) -> GameRecord:
    return kif.build_record(kif.scan_kif(text))


def general_csa(text: str) -> GameRecord:
    return csa.build_record(csa.scan_csa(text)[0])


def compare(text: str, fmt: str) -> bool:
    """Check one text; True when the fast path took it."""
    fast_path, read, general = {
        "kif": (lambda t: kif._fast_kif(t, "standard"), parse_kif, general_kif),
        "csa": (csa._fast_csa, parse_csa, general_csa),
    }[fmt]
    expected = outcome(general, text)
    assert outcome(read, text) == expected
    fast = fast_path(text)
    if fast is None:
        return False
    assert expected[0] == "ok", "the fast path read a text the general path refuses"
    assert state(fast) == expected[1]
    return True


# --------------------------------------------------------------------------- texts
@cache
def cshogi_texts() -> list[tuple[str, str]]:
    """Random games from the even start written by cshogi's KIF and CSA exporters (as bench/kifu.py)."""
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
            for k, node in enumerate(record.main_line()[1:]):
                m = board.move_from_usi(node.usi)
                t = rng.randint(0, 70)
                total[k % 2] += t
                with_kif.move(m, sec=t, sec_sum=total[k % 2])
                with_csa.move(m, time=t, comment="*評価 +10" if k % 9 == 4 else None)
                board.push(m)
            with_kif.end("resign")
            with_csa.endgame("%TORYO")
            with_kif.close()
            with_csa.close()
            with open(kif_path, encoding="cp932") as f:
                out.append(("kif", f.read()))
            with open(csa_path, encoding="utf-8") as f:
                out.append(("csa", f.read()))
    return out


@cache
def our_texts() -> list[tuple[str, str]]:
    out = []
    for seed in range(60):
        record, _ = random_game(seed, 5, 80)
        if seed % 3 == 0:
            for i, node in enumerate(record.main_line()[1:]):
                node.time_spent = float(i % 13)
                if i % 11 == 5:
                    node.comment = f"comment {i}\n*two lines"
            record.root.comment = "the start"
        out.append(("kif", format_kif(record, "\r\n" if seed % 4 == 1 else "\n")))
        out.append(("csa", format_csa(record, "2.2" if seed % 2 else "3.0")))
        tree = random_tree(seed)
        out.append(("kif", format_kif(tree)))
    for path in sorted((HERE / "samples").glob("*.kif*")):
        out.append(("kif", path.read_bytes().decode("cp932" if path.suffix == ".kif" else "utf-8")))
    for path in sorted((HERE / "samples_csa").glob("*.csa")):
        data = path.read_bytes()
        try:
            out.append(("csa", data.decode("utf-8")))
        except UnicodeDecodeError:
            out.append(("csa", data.decode("cp932")))
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
def test_plain_texts_take_the_fast_path_and_read_the_same() -> None:
    taken = {"kif": 0, "csa": 0}
    texts = cshogi_texts()
    for fmt, text in texts:
        taken[fmt] += compare(text, fmt)
    assert taken == {"kif": len(texts) // 2, "csa": len(texts) // 2}


def test_our_texts_read_the_same() -> None:
    taken = {"kif": 0, "csa": 0}
    for fmt, text in our_texts():
        taken[fmt] += compare(text, fmt)
    assert taken["kif"] >= 30 and taken["csa"] >= 40  # plain games and those with comments (not the trees)


@pytest.mark.parametrize("seed", range(8))
def test_damaged_texts_read_the_same(seed: int) -> None:
    rng = random.Random(seed)
    texts = cshogi_texts() + our_texts()
    for _ in range(150):
        fmt, text = rng.choice(texts)
        for _ in range(rng.randint(1, 3)):
            text = damage(text, rng)
        compare(text, fmt)


def test_crlf_and_bom_take_the_fast_path() -> None:
    fmt, text = cshogi_texts()[0]
    assert fmt == "kif"
    assert compare("\ufeff" + text.replace("\n", "\r\n"), "kif")
    fmt, text = cshogi_texts()[1]
    assert compare("\ufeff" + text.replace("\n", "\r\n"), "csa")
