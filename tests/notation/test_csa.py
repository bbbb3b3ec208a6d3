"""CSA V2.2 / V3.0: samples in the style of floodgate and 81Dojo, round trips, errors, and
interoperability with cshogi's exporter and parser and python-shogi's parser on 200 random games."""

from __future__ import annotations

import contextlib
import random
from pathlib import Path
from typing import Any

import cshogi
import cshogi.CSA
import pytest
import shogi
import shogi.CSA
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shogi_desktop.core.handicap import handicap_sfen, handicaps
from shogi_desktop.core.outcome import Termination
from shogi_desktop.core.position import Position
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation.csa import (
    LETTER_TO_CSA,
    ending_from_csa,
    ending_to_csa,
    format_csa,
    parse_csa,
    parse_csa_games,
    scan_csa,
)
from shogi_desktop.notation.errors import KifuError
from shogi_desktop.notation.native import record_to_dict

SAMPLES = Path(__file__).parent / "samples_csa"
START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"


def dump(record: GameRecord) -> dict[str, Any]:
    data = record_to_dict(record)
    data.pop("current", None)
    return data


def sample(name: str) -> str:
    return (SAMPLES / name).read_text(encoding="utf-8")


def line_of(record: GameRecord) -> list[str]:
    return record.moves_usi(record.main_line()[-1])


# --------------------------------------------------------------------------- samples
def test_floodgate_v2_sample() -> None:
    r = parse_csa(sample("floodgate_v22.csa"))
    assert r.handicap is None and r.start_sfen == START
    assert r.header["black"] == "gikou_test" and r.header["white"] == "apery_test"
    assert r.header["event"].startswith("wdoor+floodgate-300-10F")
    assert r.header["start_time"] == "2024/01/02 12:00:03"
    assert r.header["end_time"] == "2024/01/02 12:01:17"  # written after the moves, as floodgate does
    line = r.main_line()
    assert line_of(r)[:3] == ["7g7f", "3c3d", "2g2f"]
    assert line[16].usi == "2b8h+" and line[17].usi == "7i8h" and line[18].usi == "B*4e"
    assert [n.time_spent for n in line[1:5]] == [3, 2, 1, 4]
    assert line[3].total_time == 4  # Black: 3 + 1
    assert line[1].comment == "* 52 -3334FU +2726FU"  # '** evaluation comments belong to the move
    assert line[-1].ending is not None and line[-1].ending.termination is Termination.RESIGNATION
    assert line[-1].ending.winner == 1  # Black was to move and resigned
    assert r.root.comment == ""  # plain ' comments are skipped


def test_81dojo_sample_with_comma_statements() -> None:
    r = parse_csa(sample("dojo81_v22.csa"))
    line = r.main_line()
    assert len(line) == 22
    assert line[1].usi == "7g7f" and line[1].time_spent == 4
    assert line[20].usi == "2b3c" and line[20].time_spent == 5
    assert line[21].ending is not None and line[21].ending.termination is Termination.ABORT
    assert line[21].time_spent == 1
    assert r.header["time_limit"] == "00:15+60" and r.header["opening"] == "Yagura"


def test_v3_sample_decimal_times_and_comments() -> None:
    r = parse_csa(sample("v30_utf8.csa"))
    line = r.main_line()
    assert r.header["black"] == "先手 太郎"
    assert r.header["time_control"] == "600+10+0" and r.header["time_control_white"] == "300+10+5"
    assert r.header["max_moves"] == "256" and r.header["jishogi"] == "27"
    assert r.root.comment == "対局開始。"
    assert line[1].comment == "角道を開ける。\n二行目のコメント"
    assert line[1].time_spent == pytest.approx(1.234)
    assert line[4].time_spent == pytest.approx(3.001)
    assert line[8].usi == "2b7g+" and line[8].comment == "角交換"


def test_handicap_pi_maps_to_presets() -> None:
    r = parse_csa(sample("handicap_2piece_pi.csa"))
    assert r.handicap == "2" and r.start_sfen == handicap_sfen("2")
    assert r.main_line()[1].usi == "6a5b"
    end = r.main_line()[-1].ending
    assert end is not None and (end.termination, end.winner) == (Termination.FOUL, 0)  # White's foul
    r = parse_csa(sample("handicap_lance_pi.csa"))
    assert r.handicap == "lance" and line_of(r) == ["3c3d", "7g7f", "8c8d"]
    assert r.main_line()[-1].time_spent == 1


def test_lishogi_three_piece_handicap_keeps_its_board() -> None:
    r = parse_csa("PI82HI22KA91KY\n-\n-1112KY\n")
    assert r.handicap == "3"  # 三枚落ち, with the other lance removed (RULES.md §3: read both)
    assert r.start_sfen == "1nsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"
    assert "PI82HI22KA91KY" in format_csa(r)
    assert parse_csa("PI82HI22KA11KY\n-\n").start_sfen == handicap_sfen("3")


def test_p1_p9_board_with_all_remaining_pieces() -> None:
    r = parse_csa(sample("board_p19_tsume.csa"))
    assert r.handicap is None
    assert r.start_sfen == "7nk/9/8P/9/9/9/9/9/9 b G2r2b3g4s3n4l17p 1"
    end = r.main_line()[-1]
    assert line_of(r) == ["G*1b"]
    assert end.ending is not None and end.ending.termination is Termination.CHECKMATE and end.ending.winner == 0


def test_single_piece_lines_start_from_an_empty_board() -> None:
    r = parse_csa(sample("board_midgame_v30.csa"))
    assert r.start_sfen == "4k4/7b1/6p2/9/9/2P6/9/1B7/4K4 w 2Pg 1"
    assert line_of(r) == ["G*4e", "8h3c+", "2b3c"]
    assert r.main_line()[2].comment == "takes the pawn and promotes"


def test_p_rank_with_collapsed_spaces_crlf_and_indentation() -> None:
    text = ("V2.2\r\nP1-KY-KE-GI-KI-OU-KI-GI-KE-KY\r\nP2 * -HI * * * * * -KA * \r\n"
            "P3-FU-FU-FU-FU-FU-FU-FU-FU-FU\r\nP4 * * * * * * * * *\r\nP5 *  *  *  *  *  *  *  *  * \r\n"
            "P6 *  *  *  *  *  *  *  *  * \r\nP7+FU+FU+FU+FU+FU+FU+FU+FU+FU\r\nP8 * +KA *  *  *  *  * +HI * \r\n"
            "P9+KY+KE+GI+KI+OU+KI+GI+KE+KY\r\n+\r\n  +7776FU , T1 ,-3334FU\r\n")
    r = parse_csa(text)
    assert r.start_sfen == START and line_of(r) == ["7g7f", "3c3d"]
    assert r.main_line()[1].time_spent == 1


def test_several_games_separated_by_slash() -> None:
    text = "V2.2\nPI\n+\n+7776FU\n%TORYO\n/\nPI82HI\n-\n-3334FU\n/\nPI\n+\n+2726FU\n"
    games = parse_csa_games(text)
    assert [line_of(g) for g in games] == [["7g7f"], ["3c3d"], ["2g2f"]]
    assert games[1].handicap == "rook"
    assert line_of(parse_csa(text)) == ["7g7f"]  # parse_csa gives the first


def test_missing_position_means_even_start() -> None:
    assert line_of(parse_csa("+7776FU\n-3334FU\n")) == ["7g7f", "3c3d"]
    r = parse_csa("V2.2\n$EVENT:x\n")
    assert r.start_sfen == START and r.header == {"event": "x"}


def test_unknown_fields_kept_and_written_back() -> None:
    r = parse_csa("V2.2\n$RATING:1500\nPI\n+\n+7776FU\n")
    assert r.header["csa:RATING"] == "1500"
    assert "$RATING:1500" in format_csa(r, "2.2")


# --------------------------------------------------------------------------- endings
@pytest.mark.parametrize("name,side,expected", [
    ("TORYO", 0, (Termination.RESIGNATION, 1)),
    ("TORYO", 1, (Termination.RESIGNATION, 0)),
    ("CHUDAN", 0, (Termination.ABORT, None)),
    ("SENNICHITE", 1, (Termination.REPETITION, None)),
    ("TIME_UP", 1, (Termination.TIME, 0)),
    ("ILLEGAL_MOVE", 0, (Termination.FOUL, 1)),
    ("+ILLEGAL_ACTION", 0, (Termination.FOUL, 1)),
    ("-ILLEGAL_ACTION", 0, (Termination.FOUL, 0)),
    ("JISHOGI", 0, (Termination.IMPASSE, None)),
    ("KACHI", 1, (Termination.IMPASSE, 1)),
    ("HIKIWAKE", 0, (Termination.AGREEMENT, None)),
    ("TSUMI", 1, (Termination.CHECKMATE, 0)),
])
def test_every_ending_reads_and_writes_back(name: str, side: int, expected: tuple[Termination, int | None]) -> None:
    moves = "" if side == 0 else "+7776FU\n"
    r = parse_csa(f"V2.2\nPI\n+\n{moves}%{name}\nT7\n")
    node = r.main_line()[-1]
    assert node.ending is not None and (node.ending.termination, node.ending.winner) == expected
    assert node.time_spent == 7
    again = parse_csa(format_csa(r))
    assert dump(again) == dump(r)


def test_max_moves_fuzumi_error_endings_are_read() -> None:
    for name in ("MAX_MOVES", "FUZUMI", "ERROR", "OUTE_SENNICHITE"):
        r = parse_csa(f"PI\n+\n+7776FU\n%{name}\n")
        assert r.main_line()[-1].ending is not None


def test_ending_refined_by_the_position() -> None:
    # %TSUMI on a stalemate (no legal move, no check) is a stalemate.
    pos = Position.from_sfen("k8/2G6/1G7/9/9/9/9/9/8K w - 1")
    assert not pos.is_check() and not pos.legal_moves()
    assert ending_from_csa("TSUMI", pos) == (Termination.STALEMATE, 0)
    assert ending_to_csa(Termination.STALEMATE, 0, 1) == "TSUMI"
    assert ending_to_csa(Termination.FOUL, 1, 0) == "ILLEGAL_MOVE"
    assert ending_to_csa(Termination.FOUL, 0, 0) == "-ILLEGAL_ACTION"  # White's foul, Black wins
    assert ending_to_csa(Termination.PERPETUAL_CHECK, 1, 1) == "+ILLEGAL_ACTION"  # Black checked forever


# --------------------------------------------------------------------------- round trips
@pytest.mark.parametrize("name", sorted(p.name for p in SAMPLES.glob("*.csa")))
def test_sample_round_trip(name: str) -> None:
    text = sample(name)
    version = "3.0" if "V3.0" in text else "2.2"
    first = parse_csa(text)
    written = format_csa(first, version)
    assert written.splitlines()[0] == ("'CSA encoding=UTF-8" if version == "3.0" else "V2.2")
    again = parse_csa(written)
    assert dump(again) == dump(first)
    assert format_csa(again, version) == written


def test_writer_uses_pi_for_handicaps_and_boards_otherwise() -> None:
    for hid in handicaps():
        r = GameRecord.new(handicap=hid)
        text = format_csa(r)
        has_hand = bool(handicaps()[hid].white_hand)
        assert ("\nPI" in text) == (not has_hand), hid
        assert parse_csa(text).handicap == hid
    r = GameRecord.new(sfen="4k4/9/9/9/9/9/9/9/4K4 b 2P 3")
    text = format_csa(r)
    assert "P+00FU00FU" in text and parse_csa(text).start_sfen.split()[:3] == ["4k4/9/9/9/9/9/9/9/4K4", "b", "2P"]


def test_v22_times_are_whole_seconds_v3_keeps_milliseconds() -> None:
    r = GameRecord.new()
    r.add_move("7g7f").time_spent = 2.75
    assert "\nT2\n" in format_csa(r, "2.2")
    assert "\nT2.75\n" in format_csa(r, "3.0")
    assert parse_csa(format_csa(r, "3.0")).main_line()[1].time_spent == 2.75


def test_writer_refuses_what_csa_cannot_hold() -> None:
    with pytest.raises(ValueError, match="version"):
        format_csa(GameRecord.new(), "1.0")


# --------------------------------------------------------------------------- errors
@pytest.mark.parametrize("text,line,column,words", [
    ("PI\n+\n+7776FU\n+3334FU\n", 4, 1, "expected a move by White"),
    ("PI\n+\n+7775FU\n", 3, 1, "+7775FU is not a legal move here (cannot-reach)"),
    ("PI\n+\n+7776KI\n", 3, 6, "is FU, not KI"),
    ("PI\n+\n+5556FU\n", 3, 2, "no piece on 55"),
    ("PI\n+\n+7776XX\n", 3, 6, "unknown piece"),
    ("PI\n+\n+7776FU\nhello\n", 4, 1, "unexpected"),
    ("PI\n+\n+7776FU,Tx\n", 3, 9, "bad time"),
    ("PI99OU\n+\n", 1, 3, "no OU to remove on 99"),
    ("PI9HI\n+\n", 1, 3, "bad PI entry"),
    ("PI\nP1-KY\n", 2, 1, "cannot be combined"),
    ("P1-KY-KE-GI-KI-OU-KI-GI-KE\n", 1, 27, "8 squares"),
    ("P1-KY-KE-GI-KI-OU-KI-GI-KE-KY-FU\n", 1, 30, "after the ninth"),
    ("PI\n+\n+7776FU,T1234567890\n", 3, 9, "bad time"),
    ("P+00OU\n", 1, 3, "cannot be in hand"),
    ("PI\n+\n%TORYO\n+7776FU\n", 4, 1, "after the end"),
    ("PI\n+\n%WHATEVER\n", 3, 1, "unknown ending"),
    ("$EVENT\n", 1, 1, "$KEY:value"),
    ("PI\n+\n-\n", 3, 1, "twice"),
    ("T5\n", 1, 1, "before any move"),
])
def test_errors_name_line_column_and_expectation(text: str, line: int, column: int, words: str) -> None:
    with pytest.raises(KifuError) as info:
        parse_csa(text)
    err = info.value
    assert (err.format, err.line, err.column) == ("csa", line, column), str(err)
    assert words in err.message


def test_partial_record_holds_the_moves_before_the_error() -> None:
    text = "PI\n+\n+7776FU\n-3334FU\n+2726FU\n-8384FU,T3\n+2625FU\n-1234FU\n+9998FU\n"
    with pytest.raises(KifuError) as info:
        parse_csa(text)
    partial = info.value.partial
    assert isinstance(partial, GameRecord)
    assert line_of(partial) == ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e"]
    assert partial.main_line()[4].time_spent == 3
    # a text error after good moves keeps them too
    with pytest.raises(KifuError) as info:
        parse_csa("PI\n+\n+7776FU\n-3334FU\n???\n")
    assert line_of(info.value.partial) == ["7g7f", "3c3d"]


def test_scan_is_text_only() -> None:
    games = scan_csa("PI\n+\n+9999FU\n")  # nonsense move: the text stage lets it through
    assert games[0].entries[0].text == "+9999FU" and games[0].error is None


# --------------------------------------------------------------------------- no crash
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=300))
def test_no_text_crashes_the_reader(text: str) -> None:
    with contextlib.suppress(KifuError):
        parse_csa(text)


_VOCAB = ["V2.2", "V3.0", "'CSA encoding=UTF-8", "N+a", "N-b", "$EVENT:x", "$TIME:1+2+3", "PI", "PI82HI22KA",
          "PI11KY", "PI55OU", "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY", "P2 * -HI *  *  *  *  * -KA * ", "P9 * ",
          "P+00FU", "P-00AL", "P+00AL", "P+55OU", "P-51OU", "P+59OU", "P-00HI", "+", "-", "+7776FU", "-3334FU",
          "+8822UM", "-2288UM", "+2726FU", "-8384FU", "+0055KA", "-0055FU", "+5958OU", "T1", "T0.5", "%TORYO",
          "%KACHI", "%TSUMI", "%SENNICHITE", "%+ILLEGAL_ACTION", "'* c", "'x", "/", ",", "", "P3-FU"]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_VOCAB), max_size=30), st.sampled_from(["\n", ",", "\r\n"]))
def test_no_statement_soup_crashes_the_reader(parts: list[str], sep: str) -> None:
    with contextlib.suppress(KifuError):
        parse_csa_games(sep.join(parts))


# --------------------------------------------------------------------------- interoperability
ENDS = ["%TORYO", "%CHUDAN", "%TIME_UP", "%SENNICHITE", "%JISHOGI", "%HIKIWAKE", "%ILLEGAL_MOVE",
        "%+ILLEGAL_ACTION", "%-ILLEGAL_ACTION", "%KACHI"]


def random_games(n: int, seed: int) -> list[dict[str, Any]]:
    """Seeded random legal games (50-150 plies) from the even start and every handicap preset."""
    rng = random.Random(seed)
    ids: list[str | None] = [None, *handicaps()]
    games = []
    for i in range(n):
        hid = ids[i % len(ids)]
        pos = Position.initial("standard", hid)
        start = pos.sfen()
        moves, times = [], []
        for _ in range(rng.randint(50, 150)):
            legal = pos.legal_moves()
            if not legal:
                break
            m = rng.choice(legal)
            moves.append(pos.move_to_usi(m))
            times.append(rng.randint(0, 90))
            pos.push(m)
        end = "%TSUMI" if not pos.legal_moves() else rng.choice(ENDS)
        games.append({"handicap": hid, "sfen": start, "moves": moves, "times": times, "end": end,
                      "names": [f"black{i}", f"white{i}"]})
    return games


@pytest.fixture(scope="module")
def games() -> list[dict[str, Any]]:
    return random_games(200, seed=20240514)


@pytest.fixture(scope="module")
def cshogi_file(games: list[dict[str, Any]], tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("csa") / "games.csa"
    exporter = cshogi.CSA.Exporter(str(path))
    for g in games:
        board = cshogi.Board(g["sfen"])
        exporter.info(init_board=board, names=g["names"])
        for k, (usi, t) in enumerate(zip(g["moves"], g["times"])):
            m = board.move_from_usi(usi)
            assert m != 0
            exporter.move(m, time=t, comment="*note" if k % 17 == 0 else None)
            board.push(m)
        exporter.endgame(g["end"], time=1)
    exporter.close()
    return path


@pytest.fixture(scope="module")
def records(cshogi_file: Path) -> list[GameRecord]:
    return parse_csa_games(cshogi_file.read_text())


def test_games_written_by_cshogi_are_read_with_the_same_moves(games: list[dict[str, Any]],
                                                              records: list[GameRecord]) -> None:
    assert len(records) == len(games)
    for g, r in zip(games, records):
        assert r.handicap == g["handicap"]
        assert r.start_sfen == g["sfen"]
        line = r.main_line()
        assert [n.usi for n in line[1:-1]] == g["moves"]
        assert [n.time_spent for n in line[1:-1]] == g["times"]
        assert line[1].comment == "note"
        assert line[-1].ending is not None and line[-1].time_spent == 1
        assert [r.header["black"], r.header["white"]] == g["names"]
        assert ending_to_csa(line[-1].ending.termination, line[-1].ending.winner,
                             line[-1].snapshot.side) in {g["end"][1:], "ILLEGAL_MOVE", "-ILLEGAL_ACTION",
                                                         "+ILLEGAL_ACTION"}


def test_our_csa_is_read_by_cshogi_and_python_shogi(games: list[dict[str, Any]], records: list[GameRecord]) -> None:
    for g, r in zip(games, records):
        for version in ("3.0", "2.2"):
            text = format_csa(r, version)
            if version == "3.0":  # our own reading of V2.2 is covered by the samples' round trips
                assert dump(parse_csa(text)) == dump(r)
            [peer] = cshogi.CSA.Parser.parse_str(text)
            assert peer.sfen == g["sfen"]
            assert [cshogi.move_to_usi(m) for m in peer.moves] == g["moves"]
            assert peer.times[:len(g["times"])] == g["times"]
            assert peer.names == g["names"]
            # python-shogi drops the pieces in hand of a start position (歩三兵), and reads LF-only text
            if g["sfen"].split()[2] == "-":
                [summary] = shogi.CSA.Parser.parse_str(text)
                assert summary["moves"] == g["moves"]
                assert summary["sfen"] == shogi.Board(g["sfen"]).sfen()
                assert summary["names"] == g["names"]


def _random_csa_game(rng: random.Random, plies: int) -> tuple[list[str], list[str], list[float]]:
    """A random legal game: its CSA move texts, its USI moves and a time per move."""
    pos = Position.initial()
    texts, usis, times = [], [], []
    for _ in range(plies):
        legal = pos.legal_moves()
        if not legal:
            break
        m = rng.choice(legal)
        frm, to = m & 127, (m >> 7) & 127
        sign = "+" if pos.side == 0 else "-"
        if frm >= 81:
            name = LETTER_TO_CSA[pos.variant.kinds[frm - 81].letter]
            origin = "00"
        else:
            kind = pos.variant.kinds[abs(pos.board[frm]) - 1]
            if m & (1 << 14):
                kind = kind.promoted
            name = LETTER_TO_CSA[kind.letter]
            origin = f"{9 - frm % 9}{frm // 9 + 1}"
        texts.append(f"{sign}{origin}{9 - to % 9}{to // 9 + 1}{name}")
        usis.append(pos.move_to_usi(m))
        times.append(float(rng.randint(0, 600)))
        pos.push(m)
    return texts, usis, times


@pytest.mark.parametrize("seed", range(12))
def test_runs_of_moves_with_their_times_read_as_line_by_line(seed: int) -> None:
    """The scan takes runs of a move and its whole seconds in bulk: what it reads must be what the lines
    say, with the line of every move (an illegal move is named at its own line), whatever breaks a run
    (a time with decimals, a comment, two statements on a line, a move without a time)."""
    rng = random.Random(seed)
    texts, usis, times = _random_csa_game(rng, rng.randint(20, 140))
    lines = ["V2.2", "N+a", "N-b", "PI", "+"]
    where: list[int] = []  # the line of each move
    for k, (text, t) in enumerate(zip(texts, times)):
        where.append(len(lines) + 1)
        kind = rng.random()
        if kind < 0.05:
            t = times[k] = t + 0.5
            lines += [text, f"T{t}"]
        elif kind < 0.08:
            lines += [text, f"T{int(t)}", f"'* note {k}"]
        elif kind < 0.10:
            lines += [f"{text},T{int(t)}"]
        elif kind < 0.12:
            lines += [text]
            times[k] = -1.0  # (no time)
        else:
            lines += [text, f"T{int(t)}"]
    record = parse_csa("\n".join(lines + ["%TORYO"]) + "\n")
    nodes = [n for n in record.main_line()[1:] if n.ending is None]
    assert [n.usi for n in nodes] == usis
    totals = [0.0, 0.0]
    for k, (node, t) in enumerate(zip(nodes, times)):
        if t < 0:
            assert node.time_spent is None and node.total_time is None
        else:
            totals[k % 2] += t
            assert (node.time_spent, node.total_time) == (t, totals[k % 2])
        if f"'* note {k}" in lines:
            assert node.comment == f" note {k}"
    # An illegal move anywhere: named at its own line and column, the moves before it kept.
    k = rng.randrange(len(texts))
    spoiled = list(lines)
    index = where[k] - 1
    spoiled[index] = spoiled[index].replace(texts[k], texts[k][0] + "5955OU" if texts[k][3:5] != "55" else
                                            texts[k][0] + "5954OU")
    try:
        again = parse_csa("\n".join(spoiled) + "\n")
    except KifuError as err:
        assert err.line == where[k] and 1 <= err.column <= 7, str(err)
        assert line_of(err.partial) == usis[:k]
    else:  # (the king could make that move: the game goes another way from there)
        assert line_of(again)[:k] == usis[:k]
