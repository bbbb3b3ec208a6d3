"""shogi-desktop-cli convert: every format pair on even, handicap and variation games; stdin and stdout;
the encodings of the files written; cross-checks with cshogi's KIF and CSA readers; one-line errors."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import cshogi
import cshogi.CSA
import cshogi.KIF
import pytest

from shogi_desktop.cli import CONVERT_FORMATS, main
from shogi_desktop.core.handicap import handicaps
from shogi_desktop.core.record import GameRecord
from shogi_desktop.notation import FORMATS, read_record, write_record
from tests.notation.kifu_games import random_tree

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "tests" / "notation" / "samples"

# What each format keeps (docs/formats.md, "What each format keeps").
KEEPS_VARIATIONS = {"kif", "kifu", "ki2", "jkf", "json"}
KEEPS_COMMENTS = {"kif", "kifu", "ki2", "csa", "jkf", "json"}
KEEPS_ENDINGS = {"kif", "kifu", "ki2", "jkf", "json"}  # (CSA too, but with its own set of endings)
ONE_POSITION = {"sfen"}


def games() -> dict[str, GameRecord]:
    """An even game and two handicap games, with variations, comments, bookmarks, times and endings."""
    out = {}
    for seed in (0, 2, 4):
        record = random_tree(seed)
        out[f"seed{seed}-{record.handicap or 'even'}"] = record
    out["shogihome"] = read_record((SAMPLES / "shogihome_variations.kifu").read_bytes())
    out["two-pieces"] = read_record((SAMPLES / "handicap_two_pieces.kif").read_bytes())
    assert {r.handicap for r in out.values()} >= {None, "right-lance", "rook", "2"}
    assert all(any(n.variation_index for n in r.walk()) for k, r in out.items() if k != "two-pieces")
    return out


GAMES = games()


def main_moves(record: GameRecord) -> list[str]:
    return [n.usi for n in record.main_line()[1:] if n.ending is None]


def final_sfen(record: GameRecord) -> str:
    last = [n for n in record.main_line() if n.ending is None][-1]
    return " ".join(record.position_at(last).sfen().split()[:3])


def tree(record: GameRecord, variations: bool, comments: bool, endings: bool) -> list[tuple[object, ...]]:
    nodes = record.walk() if variations else iter(record.main_line())
    rows = []
    for n in nodes:
        if n.ending is not None and not endings:
            continue
        row: tuple[object, ...] = (n.ply, n.variation_index if variations else 0, n.usi)
        if endings:
            row += ((n.ending.termination, n.ending.winner) if n.ending else None,)
        if comments:
            row += (n.comment.strip(),)
        rows.append(row)
    return rows


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def run_subprocess(*argv: str, data: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "shogi_desktop.cli", "convert", *argv], input=data,
                          capture_output=True, env=env, cwd=ROOT, timeout=120)


def cshogi_moves_kif(data: bytes) -> tuple[str, list[str]]:
    parser = cshogi.KIF.Parser.parse_str(data.decode("cp932"))
    return parser.sfen, [cshogi.move_to_usi(m) for m in parser.moves]


def cshogi_moves_csa(data: bytes) -> tuple[str, list[str]]:
    [parser] = cshogi.CSA.Parser.parse_str(data.decode("utf-8"))
    return parser.sfen, [cshogi.move_to_usi(m) for m in parser.moves]


# ----------------------------------------------------------------------------- every pair
@pytest.mark.parametrize("src", CONVERT_FORMATS)
def test_every_format_pair(src: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for name, original in GAMES.items():
        infile = tmp_path / f"{name}{FORMATS[src].extensions[0]}"
        infile.write_bytes(write_record(original, src))
        for dst in CONVERT_FORMATS:
            outfile = tmp_path / f"{name}-{src}-to-{dst}.out"
            code, out, err = run(capsys, "convert", str(infile), "-o", str(outfile), "--to", dst)
            assert code == 0, (name, src, dst, err)
            assert out == ""
            data = outfile.read_bytes()
            assert data == write_record(read_record(infile.read_bytes()), dst), (name, src, dst)
            back = read_record(data, dst)
            what = (name, src, dst)
            if src in ONE_POSITION or dst in ONE_POSITION:
                # one position: the end of the main line, whatever came before
                assert final_sfen(back) == final_sfen(original), what
                if dst in ONE_POSITION:
                    assert not back.root.children, what
                continue
            assert back.start_sfen.split()[:3] == original.start_sfen.split()[:3], what
            assert main_moves(back) == main_moves(original), what
            assert back.handicap == original.handicap, what
            variations = src in KEEPS_VARIATIONS and dst in KEEPS_VARIATIONS
            comments = src in KEEPS_COMMENTS and dst in KEEPS_COMMENTS
            endings = src in KEEPS_ENDINGS and dst in KEEPS_ENDINGS
            assert tree(back, variations, comments, endings) == tree(original, variations, comments, endings), what
            if src in KEEPS_VARIATIONS and dst not in KEEPS_VARIATIONS and any(n.variation_index
                                                                               for n in original.walk()):
                assert "warning" in err and "variation(s)" in err, (what, err)
            if src == dst and src in ("kif", "kifu", "json"):
                assert err == "", (what, err)
            if dst == "kif":
                sfen, moves = cshogi_moves_kif(data)
                if original.handicap is None or original.handicap == "2":
                    assert moves == main_moves(original), what
                    assert sfen.split()[:3] == original.start_sfen.split()[:3], what
            if dst == "csa":
                sfen, moves = cshogi_moves_csa(data)
                assert moves == main_moves(original), what
                assert sfen.split()[:3] == original.start_sfen.split()[:3], what


def test_extension_of_out_gives_the_format_and_encoding(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = SAMPLES / "shogihome_variations.kifu"
    record = read_record(src.read_bytes())
    for ext, fmt in [(".kif", "kif"), (".kifu", "kifu"), (".ki2", "ki2"), (".ki2u", "ki2"), (".csa", "csa"),
                     (".jkf", "jkf"), (".json", "json"), (".usi", "usi"), (".sfen", "sfen")]:
        out = tmp_path / f"game{ext}"
        code, _, err = run(capsys, "convert", str(src), "-o", str(out))
        assert code == 0, err
        data = out.read_bytes()
        assert read_record(data, fmt).variant == "standard"
        if ext in (".kif", ".ki2"):  # Shift_JIS, as Kifu for Windows writes them
            with pytest.raises(UnicodeDecodeError):
                data.decode("utf-8")
            assert "先手太郎" in data.decode("cp932")
        elif ext in (".kifu", ".ki2u", ".csa", ".jkf", ".json"):
            assert "先手太郎" in data.decode("utf-8")
        if fmt in ("kif", "ki2"):
            assert main_moves(read_record(data)) == main_moves(record)
    # --to wins over the extension
    out = tmp_path / "game.txt"
    code, _, err = run(capsys, "convert", str(src), "-o", str(out), "--to", "csa")
    assert code == 0 and out.read_bytes().startswith(b"'CSA encoding=UTF-8")


def test_reads_shift_jis_and_utf8_inputs_alike(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = GAMES["seed2-right-lance"]
    sjis, utf8 = tmp_path / "a.kif", tmp_path / "b.kifu"
    sjis.write_bytes(write_record(record, "kif"))
    utf8.write_bytes(write_record(record, "kifu"))
    outs = []
    for f in (sjis, utf8):
        out = tmp_path / (f.stem + ".json")
        assert run(capsys, "convert", str(f), "-o", str(out))[0] == 0
        outs.append(read_record(out.read_bytes()))
    assert tree(outs[0], True, True, True) == tree(outs[1], True, True, True) == tree(record, True, True, True)


# ----------------------------------------------------------------------------- stdin and stdout
def test_stdin_to_stdout() -> None:
    data = (SAMPLES / "kifu_for_windows.kif").read_bytes()
    done = run_subprocess("-", "--to", "usi", data=data)
    assert done.returncode == 0, done.stderr
    expected = read_record(data)
    assert done.stdout.decode().strip() == "position startpos moves " + " ".join(main_moves(expected))
    # stdout in KIF is Shift_JIS bytes, exactly what a .kif file holds
    done = run_subprocess("-", "-o", "-", "--to", "kif", data=data)
    assert done.returncode == 0
    assert done.stdout == write_record(expected, "kif")
    assert cshogi_moves_kif(done.stdout)[1] == main_moves(expected)


def test_stdin_usi_and_sfen(tmp_path: Path) -> None:
    done = run_subprocess("-", "--to", "kifu", data=b"position startpos moves 7g7f 3c3d 8h2b+\n")
    assert done.returncode == 0, done.stderr
    text = done.stdout.decode("utf-8")
    assert "２二角成(88)" in text
    sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGS1L b - 1"
    done = run_subprocess("-", "--to", "csa", data=sfen.encode())
    assert done.returncode == 0, done.stderr
    parsed = cshogi.CSA.Parser.parse_str(done.stdout.decode())[0]
    assert parsed.sfen.split()[:3] == sfen.split()[:3]
    out = tmp_path / "x.sfen"
    done = run_subprocess("-", "-o", str(out), data=b"position startpos moves 7g7f 3c3d")
    assert done.returncode == 0 and done.stdout == b""
    assert out.read_text().strip() == "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3"


def test_a_lossy_conversion_warns_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = SAMPLES / "shogihome_variations.kifu"
    out = tmp_path / "x.csa"
    code, _, err = run(capsys, "convert", str(src), "-o", str(out))
    assert code == 0
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("shogi-desktop-cli: warning: CSA cannot hold")
    assert "2 variation(s)" in lines[0] and "bookmark" in lines[0]
    code, _, err = run(capsys, "convert", str(src), "-o", str(tmp_path / "x.json"))
    assert code == 0 and err == ""


# ----------------------------------------------------------------------------- errors
def assert_error(code: int, out: str, err: str) -> str:
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


BROKEN_KIF = ("# ---\n手合割：平手\n手数----指手---------消費時間--\n"
              "   1 ７六歩(77)   ( 0:01/00:00:01)\n   2 ３四歩(33)   ( 0:01/00:00:01)\n"
              "   3 ２二角成(99)   ( 0:01/00:00:02)\n")


def test_a_broken_file_names_file_line_column_format_and_what_was_readable(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.kif"
    bad.write_bytes(BROKEN_KIF.encode("cp932"))
    out = tmp_path / "out.csa"
    line = assert_error(*run(capsys, "convert", str(bad), "-o", str(out)))
    assert line.startswith(f"{bad}:6:6: KIF: ")
    assert line.endswith("(2 moves readable)")
    assert "９九" in line
    assert not out.exists()
    done = run_subprocess("-", "--to", "csa", data=BROKEN_KIF.encode("cp932"))
    assert done.returncode == 2 and done.stdout == b""
    assert done.stderr.decode().startswith("<stdin>:6:6: KIF: ")
    bad_csa = tmp_path / "bad.csa"
    bad_csa.write_text("V2.2\nPI\n+\n+7776FU\n-3334FU\n+2277KA\n")
    line = assert_error(*run(capsys, "convert", str(bad_csa), "--to", "kif"))
    assert line.startswith(f"{bad_csa}:6:")
    assert "(2 moves readable)" in line


def test_other_errors_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sample = str(SAMPLES / "kifu_for_windows.kif")
    line = assert_error(*run(capsys, "convert", sample))
    assert line == "shogi-desktop-cli: error: no output format: give --to FORMAT"
    line = assert_error(*run(capsys, "convert", sample, "-o", str(tmp_path / "x.txt")))
    assert "no output format" in line and ".kif" in line
    line = assert_error(*run(capsys, "convert", str(tmp_path / "missing.kif"), "--to", "csa"))
    assert "cannot read" in line and "missing.kif" in line
    line = assert_error(*run(capsys, "convert", sample, "--to", "pgn"))
    assert "invalid choice: 'pgn'" in line
    text = tmp_path / "notes.txt"
    text.write_text("hello, this is not a game\n")
    line = assert_error(*run(capsys, "convert", str(text), "--to", "kif"))
    assert line.startswith(f"{text}:1:1: kifu: not a kifu format")
    plain = str(SAMPLES / "bod_start.kif")  # (everything in it fits CSA: no warning before the error)
    line = assert_error(*run(capsys, "convert", plain, "-o", str(tmp_path / "no" / "such" / "dir.csa")))
    assert line.startswith("shogi-desktop-cli: error: cannot write")


def test_a_game_a_format_cannot_hold_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = GameRecord.new("reflect-bishop")
    pos = record.position()
    record.add_move(pos.legal_moves()[0])
    src = tmp_path / "variant.json"
    src.write_bytes(write_record(record, "json"))
    for fmt in ("csa", "jkf"):  # standard shogi only (KIF names the variant: kif.py)
        line = assert_error(*run(capsys, "convert", str(src), "-o", str(tmp_path / f"v.{fmt}")))
        assert line.startswith(f"shogi-desktop-cli: error: cannot write {FORMATS[fmt].name}"), line
        assert "reflect-bishop" in line and not (tmp_path / f"v.{fmt}").exists()
    assert run(capsys, "convert", str(src), "-o", str(tmp_path / "v.kifu"))[0] == 0
    assert read_record((tmp_path / "v.kifu").read_bytes()).variant == "reflect-bishop"
    # a character Shift_JIS cannot hold: KIF refuses it, KIFU takes it
    record = GameRecord.new()
    record.header["black"] = "Zoë 🦊"
    src = tmp_path / "emoji.json"
    src.write_bytes(write_record(record, "json"))
    line = assert_error(*run(capsys, "convert", str(src), "-o", str(tmp_path / "emoji.kif")))
    assert "cannot write KIF" in line and ".kifu" in line
    code, out, err = run(capsys, "convert", str(src), "--to", "kifu")
    assert code == 0 and "Zoë 🦊" in out


def test_handicaps_survive_every_format(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for hid in ("lance", "bishop", "2", "4", "6", "8", "10"):
        record = GameRecord.new(handicap=hid)
        record.add_move(record.position().legal_moves()[0])
        src = tmp_path / f"{hid}.kif"
        src.write_bytes(write_record(record, "kif"))
        for fmt in ("kifu", "ki2", "csa", "jkf", "json", "usi"):
            out = tmp_path / f"{hid}{FORMATS[fmt].extensions[0]}"
            assert run(capsys, "convert", str(src), "-o", str(out))[0] == 0
            back = read_record(out.read_bytes(), fmt)
            assert back.handicap == hid, (hid, fmt)
            assert main_moves(back) == main_moves(record)
    assert set(handicaps()) >= {"lance", "bishop", "2", "4", "6", "8", "10"}
