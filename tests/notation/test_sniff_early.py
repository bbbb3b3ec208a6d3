"""sniff() stops counting KIF and KI2 move lines as soon as the lines left cannot change its verdict (a
KIF line ahead where no later line holds a KI2 mark), and judges a CSA head from the head's lines
joined.  These tests hold it to the verdicts of counting every line of the head and of a line-by-line
CSA test, computed here on their own (the references below), over the corpus and over random mixes of
lines."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shogi_desktop.notation.sniff import decode_for_sniff, sniff

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"

# The reference: every non-blank line of the head counted (sniff's own rules for a KIF or KI2 line).
KIF_MOVE = re.compile(r"\s*+[0-9０-９]++\s++\S")
KIF_MARK = re.compile(r"\(\s*+[0-9]{2}\s*+\)|打|投了|中断|詰み|千日手|持将棋|切れ負け|反則")
KI2_MOVE = re.compile(r"[▲△☗☖▽]\s*+(?:[1-9１-９][1-9一二三四五六七八九１-９]|同)")
KIF_HEAD = re.compile(r"(?:手数[-－]++指手|開始日時|終了日時|棋戦|手合割|先手|後手|下手|上手|場所|持ち時間|変化|まで)")

CSA_LINE = re.compile(
    r"(?:V[0-9]|T[0-9]|/\s*+$|'CSA encoding=|PI|P[1-9+-]|N[+-]|\$[A-Z_+-]++:|[+-][0-9]{4}[A-Z]{2}|[+-]\s*+$|%[A-Z])")


def csa_verdict(text: str) -> bool:
    """Most non-comment lines of the head's first 60 look like CSA statements (or one says its encoding)."""
    head = [s for ln in text.lstrip("\ufeff \t\r\n\x00").splitlines()[:400] if (s := ln.strip())][:60]
    if any(ln.startswith("'CSA encoding=") for ln in head):
        return True
    statements = [ln for ln in head if not ln.startswith("'")]
    bad = sum(1 for ln in statements if not CSA_LINE.match(ln))
    return bool(statements) and bad <= len(statements) * 2 // 10


def counted_verdict(text: str) -> str | None:
    """"kif" or "ki2" by the counts of the whole head (None: no move line of either kind and no KIF
    header line), for a text that is neither CSA, JSON nor USI."""
    lines = [s for ln in text.lstrip("\ufeff \t\r\n\x00").splitlines()[:400] if (s := ln.strip())]
    kif = ki2 = head = 0
    for ln in lines:
        if ln.startswith(("#", "*", "&")):
            continue
        m = KIF_MOVE.match(ln)
        if m is not None and KIF_MARK.search(ln, m.end() - 1) is not None:
            kif += 1
        elif KI2_MOVE.search(ln):
            ki2 += 1
        elif KIF_HEAD.search(ln):
            head += 1
    if not (kif or ki2 or head):
        return None
    return "kif" if kif >= ki2 else "ki2"


LINES = [
    "   1 ７六歩(77)   ( 0:01/00:00:01)", "  12 同　銀(78)", "  40 投了", "   5 ５五角打", "  33 中断",
    "▲７六歩", "△３四歩    ▲２六歩", "▽同　銀", "☗５八金右", "☖８四歩", "まで40手で先手の勝ち",
    "先手：羽生善治", "後手：藤井聡太", "手合割：平手", "*▲７六歩の意図", "&しおり", "#comment ▲",
    "開始日時：2024/01/01", "手数----指手---------消費時間--", "変化：3手", "text ▲ without a move",
    "1 2 3", "",
]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(LINES), min_size=1, max_size=60))
def test_sniff_gives_the_verdict_of_every_line_counted(lines: list[str]) -> None:
    text = "\n".join(lines)
    expected = counted_verdict(text)
    got = sniff(text)
    if expected is None:
        assert got not in ("kif", "ki2")
    else:
        assert got == expected


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 30), st.integers(0, 30), st.integers(0, 10))
def test_a_late_ki2_majority_still_wins(kif: int, ki2: int, headers: int) -> None:
    """KIF lines first, KI2 lines after them: the early stop must not stop before the KI2 lines."""
    text = "\n".join(["先手：a"] * headers + ["   1 ７六歩(77)"] * kif + ["▲７六歩"] * ki2)
    expected = counted_verdict(text)
    if expected is None:
        assert sniff(text) not in ("kif", "ki2")
    else:
        assert sniff(text) == expected


@pytest.mark.skipif(not CORPUS.is_dir(), reason="the corpus is not beside the checkout")
def test_sniff_of_the_corpus_is_the_counted_verdict() -> None:
    seen = 0
    for path in sorted(p for p in CORPUS.rglob("*") if p.is_file() and p.suffix.lower() in (".kif", ".kifu", ".ki2",
                                                                                          ".ki2u")):
        data = path.read_bytes()
        got = sniff(data)
        assert got is not None, path.name
        text = decode_for_sniff(data)[0]
        expected = counted_verdict(text)
        assert (got if got != "kifu" else "kif") == expected, path.name
        seen += 1
    assert seen > 50


CSA_LINES = ["V2.2", "N+black", "N-white", "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY", "PI", "P+00FU", "+", "-", "+7776FU",
             "-3334FU", "T12", "%TORYO", "$EVENT:test", "'a comment", "'CSA encoding=UTF-8", "' ", "'*comment",
             "/", "先手：羽生", "   1 ７六歩(77)", "▲７六歩", "garbage", "+77", "PX"]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(CSA_LINES), min_size=1, max_size=80))
def test_sniff_calls_csa_what_the_line_by_line_test_calls_csa(lines: list[str]) -> None:
    text = "\n".join(lines)
    assert (sniff(text) == "csa") == csa_verdict(text), text


@pytest.mark.skipif(not CORPUS.is_dir(), reason="the corpus is not beside the checkout")
def test_sniff_calls_csa_the_corpus_files_the_line_by_line_test_calls_csa() -> None:
    csa = 0
    for path in sorted(p for p in CORPUS.rglob("*") if p.is_file() and p.suffix.lower() != ".md"):
        text = decode_for_sniff(path.read_bytes())[0]
        if text.lstrip("\ufeff \t\r\n\x00")[:1] in ("{", "["):
            continue
        assert (sniff(text) == "csa") == csa_verdict(text), path.name
        csa += csa_verdict(text)
    assert csa >= 20
