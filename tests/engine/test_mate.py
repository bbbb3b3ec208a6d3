"""The mate search (engine/mate.py) against cshogi's DfPn on standard tsume from real games, and against
an exhaustive search written here (every legal action, the core's check) on variant, card and
fantasista positions at mate in 1 and 3; its limits, stop flag, progress reports and answers."""

from __future__ import annotations

import threading
from pathlib import Path

import cshogi
import pytest

from shogi_desktop.core.position import Position
from shogi_desktop.engine import action_text
from shogi_desktop.engine import mate as mate_module
from shogi_desktop.engine.mate import MateLimits, MateProgress, MateStatus, mate_search
from tests.engine.mate_oracle import chance_follows, mate_length

DATA = Path(__file__).parent / "data" / "tsume_corpus.txt"
# Node limits sized so the file's 100+ positions take a few seconds each at most.
NODES_SHORT = 30_000  # cshogi's line of 1 to 7 plies: ours must find a mate
NODES_LONG = 3_000  # 9 to 15 plies: ours may give up within this, never contradict cshogi


def _tsume() -> list[tuple[str, int]]:
    rows = []
    for line in DATA.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        sfen, plies, _source = (part.strip() for part in line.split("|"))
        rows.append((sfen, int(plies)))
    return rows


def _check_line_with_cshogi(sfen: str, line: tuple[str, ...]) -> None:
    """Every move legal for cshogi, every attacker move a check, the last position checkmate."""
    board = cshogi.Board(sfen)
    for i, usi in enumerate(line):
        move = board.move_from_usi(usi)
        assert board.is_legal(move), (sfen, line, i)
        board.push(move)
        if i % 2 == 0:
            assert board.is_check(), (sfen, line, i)
    assert board.is_game_over(), (sfen, line)


def test_tsume_from_real_games_agree_with_cshogi_dfpn() -> None:
    rows = _tsume()
    assert len(rows) >= 100
    lengths = {n for _, n in rows}
    assert min(lengths) == 1 and max(lengths) == 15
    solved_long = 0
    for sfen, _ in rows:
        board = cshogi.Board(sfen)
        dfpn = cshogi.DfPn()
        dfpn.set_max_search_node(100_000)
        assert dfpn.search(board), sfen  # asked again in this run: cshogi mates
        theirs = len(dfpn.get_pv(board))
        short = theirs <= 7
        result = mate_search(Position.from_sfen(sfen), MateLimits(nodes=NODES_SHORT if short else NODES_LONG))
        assert result.status is not MateStatus.NO_MATE, sfen  # never "no mate" where cshogi mates
        if short:
            assert result.status is MateStatus.MATE, (sfen, result)
        if result.status is MateStatus.MATE:
            _check_line_with_cshogi(sfen, result.line)
            if result.shortest:
                # proven the mate length: cshogi's line (not always the longest defence) is no shorter
                # than a mate in one where cshogi's is one ply
                assert (theirs == 1) == (result.length == 1), (sfen, result.line)
            solved_long += not short
    assert solved_long >= 10  # of 64 at 3,000 nodes (2 before the first search shared transpositions)


def test_a_mate_in_one_is_found_as_mate_in_one() -> None:
    # 頭金: the gold dropped on the pawn's head
    result = mate_search(Position.from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"))
    assert result.status is MateStatus.MATE and result.line == ("G*5b",) and result.shortest


def test_pawn_drop_mate_is_not_a_mate() -> None:
    # P*1b would mate (knight and silver hold every square): 打ち歩詰め; every other check fails
    sfen = "8k/9/6NS1/9/9/9/9/9/K8 b P 1"
    board = cshogi.Board(sfen)
    assert board.move_from_usi("P*1b") not in list(board.legal_moves)
    assert not cshogi.DfPn().search(board)
    assert mate_search(Position.from_sfen(sfen)).status is MateStatus.NO_MATE


def test_no_check_at_all_is_proved_no_mate() -> None:
    result = mate_search(Position.initial())
    assert result.status is MateStatus.NO_MATE


def test_a_long_mate_is_shortened_to_the_shortest() -> None:
    # cshogi's line is 5 plies; a search without the shortest-mate proof finds a longer one first
    sfen = "l+R6l/9/4p1+P2/p2k4p/2N1Rg3/P1P1s4/1PG5P/1K3S3/LN1+p1b1NL b B6P2g2sn3p 1"
    result = mate_search(Position.from_sfen(sfen), MateLimits(nodes=50_000))
    assert result.status is MateStatus.MATE and result.shortest and result.length == 5
    _check_line_with_cshogi(sfen, result.line)


LONG = "3r4l/1+L3k3/2+Ns5/L3sg3/B1PPpp1n1/2S5p/pP5S1/1KG1G1R2/8L b BN9Pgn2p 1"


def test_node_limit_stop_flag_and_progress(monkeypatch: pytest.MonkeyPatch) -> None:
    # Reports are also held 0.25 s apart; a fast machine proves this mate (about 14,000 nodes) sooner,
    # so the reports and the stop they trigger here are counted in nodes alone.
    monkeypatch.setattr(mate_module, "PROGRESS_SECONDS", 0.0)
    pos = Position.from_sfen(LONG)
    before = pos.sfen()
    result = mate_search(pos, MateLimits(nodes=3000))
    assert result.status is MateStatus.UNKNOWN and result.stopped_by == "nodes"
    assert 3000 <= result.nodes < 3000 + 200
    assert pos.sfen() == before

    reports: list[MateProgress] = []
    event = threading.Event()

    def progress(p: MateProgress) -> None:
        reports.append(p)
        if p.nodes >= 4000:
            event.set()

    result = mate_search(pos, MateLimits(), stop=event, on_progress=progress)
    assert result.status is MateStatus.UNKNOWN and result.stopped_by == "stop"
    assert reports and all(a.nodes < b.nodes for a, b in zip(reports, reports[1:]))
    calls = iter(range(10 ** 6))
    result = mate_search(pos, MateLimits(), stop=lambda: next(calls) > 20)
    assert result.stopped_by == "stop"


def test_a_small_table_still_finds_the_mate() -> None:
    sfen = "l+R6l/9/4p1+P2/p2k4p/2N1Rg3/P1P1s4/1PG5P/1K3S3/LN1+p1b1NL b B6P2g2sn3p 1"
    result = mate_search(Position.from_sfen(sfen), MateLimits(nodes=60_000, table_size=1000))
    assert result.status in (MateStatus.MATE, MateStatus.UNKNOWN)
    if result.status is MateStatus.MATE:
        _check_line_with_cshogi(sfen, result.line)
    else:
        assert result.stopped_by in ("memory", "nodes")


# ----------------------------------------------------------------------------- every rule set
VARIANT_DATA = Path(__file__).parent / "data" / "mate_variants.txt"


def _variant_rows() -> list[tuple[str, str]]:
    rows = []
    for line in VARIANT_DATA.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        variant, sfen, _length = (part.strip() for part in line.split("|"))
        rows.append((variant, sfen))
    return rows


RULE_SETS = sorted({v for v, _ in _variant_rows()})


@pytest.mark.parametrize("variant", RULE_SETS)
def test_mates_in_one_and_three_agree_with_an_exhaustive_search(variant: str) -> None:
    lengths = []
    for v, sfen in _variant_rows():
        if v != variant:
            continue
        pos = Position.from_sfen(sfen, variant)
        expected = mate_length(pos, 3)
        assert pos.sfen() == sfen
        lengths.append(expected)
        result = mate_search(pos, MateLimits(max_ply=3, nodes=200_000))
        assert pos.sfen() == sfen
        if expected is None:
            assert result.status is not MateStatus.MATE, (sfen, result.line)
            if result.status is MateStatus.UNKNOWN:
                assert result.stopped_by in ("depth", "chance"), result
            continue
        assert result.status is MateStatus.MATE and result.length == expected, (sfen, expected, result)
        work = pos.copy()
        for a in result.moves:  # the line is legal and ends in mate
            assert a in work.legal_actions()
            work.push(a)
        assert work.is_check() and not work.has_legal_move()
        assert result.line == tuple(_texts(pos, result.moves))
    assert any(n is not None for n in lengths) and None in lengths, lengths


def test_the_rule_sets_cover_every_variant_and_add_on() -> None:
    assert {"standard+cards1", "standard+cards2", "standard+fantasista", "kirin-phoenix"} <= set(RULE_SETS)


def _texts(pos: Position, moves: tuple) -> list[str]:
    work = pos.copy()
    out = []
    for m in moves:
        out.append(action_text(work, m))
        work.push(m)
    return out


def test_no_search_past_a_die_roll() -> None:
    """The mate-in-one board of 頭金 in a fantasista game where a gain (a die roll) follows the ply: the
    search says neither mate nor no mate; one ply earlier in the schedule it finds the mate."""
    board = "4k4/9/4P4/9/9/9/9/9/4K4 b G"
    magic = "magic:hiko/ayumi/2/1"  # interval 2: gains after plies 2, 3, 4, ...
    pos = Position.from_sfen(f"{board} 2 {magic}", "standard+fantasista")
    assert chance_follows(pos) and mate_length(pos, 1) is None
    result = mate_search(pos, MateLimits(nodes=10_000))
    assert result.status is MateStatus.UNKNOWN and result.stopped_by == "chance"
    pos = Position.from_sfen(f"{board} 1 {magic}", "standard+fantasista")
    assert not chance_follows(pos)
    result = mate_search(pos, MateLimits(nodes=10_000))
    assert result.status is MateStatus.MATE and result.line == ("G*5b",)


def _positions_of(sfen: str, line: tuple[str, ...]) -> list[str]:
    board = cshogi.Board(sfen)
    seen = []
    for usi in line:
        board.push(board.move_from_usi(usi))
        seen.append(" ".join(board.sfen().split()[:3]))
    return seen


def test_a_mate_is_found_before_it_is_proven_shortest_and_kept_when_the_search_stops(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The first search looks at positions whatever their depth (transpositions shared, repetitions
    seen): it finds a mate soon; the shortest-mate proof that follows may be stopped, and the mate found
    is the answer then, marked not proven shortest."""
    monkeypatch.setattr(mate_module, "PROGRESS_SECONDS", 0.0)  # the stop below counted in nodes, not time
    sfen = LONG
    quick = mate_search(Position.from_sfen(sfen), MateLimits(nodes=40_000, shortest=False))
    assert quick.status is MateStatus.MATE and not quick.shortest
    _check_line_with_cshogi(sfen, quick.line)
    positions = _positions_of(sfen, quick.line)
    assert len(set(positions)) == len(positions)  # no position twice: no perpetual check in a mate line
    depth = [0]
    found: list[int] = []

    def progress(p: MateProgress) -> None:
        depth[0] = max(depth[0], p.depth)
        found.append(p.found)

    kept = mate_search(Position.from_sfen(sfen), MateLimits(nodes=10 ** 6), stop=lambda: depth[0] >= 5,
                       on_progress=progress)
    assert kept.status is MateStatus.MATE and not kept.shortest and kept.line == quick.line
    assert found == sorted(found) and found[-1] == len(kept.line)  # the progress told of the mate before the answer
    _check_line_with_cshogi(sfen, kept.line)
