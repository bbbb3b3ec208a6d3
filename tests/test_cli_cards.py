"""shogi-desktop-cli with ``--addon cards1|cards2``: card actions listed, played and counted."""

from __future__ import annotations

import pytest

from shogi_desktop.cli import main
from shogi_desktop.core.perft import perft
from shogi_desktop.core.position import Position


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def test_moves_lists_card_actions_among_the_sorted_actions(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, err = run(capsys, "moves", "--addon", "cards2", "--sfen", "4k4/9/2s6/9/9/9/9/9/4K4 b - 1")
    assert code == 0 and err == ""
    assert lines == sorted(lines)
    assert "lightning!7c" in lines and "5i5h" in lines and "queen-king!5i5g" in lines
    assert "lightning!5a" not in lines  # never the king
    pos = Position.from_sfen("4k4/9/2s6/9/9/9/9/9/4K4 b - 1", "standard+cards2")
    assert len(lines) == len(pos.legal_actions())


def test_moves_plays_card_actions_given_with_moves(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "sfen", "--addon", "cards1", "--moves", "7g7f", "3c3d", "recall!2h")
    assert code == 0
    assert lines[0].startswith("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B7/LNSGKGSNL w R 4 cards1:")
    assert "recall*" in lines[0]


def test_perft_counts_card_actions(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "perft", "2", "--addon", "cards2", "--sfen", "4k4/9/9/9/9/9/9/9/4K3R b - 1")
    pos = Position.from_sfen("4k4/9/9/9/9/9/9/9/4K3R b - 1", "standard+cards2")
    assert code == 0 and lines == [str(perft(pos, 2))]
    plain = perft(Position.from_sfen("4k4/9/9/9/9/9/9/9/4K3R b - 1"), 2)
    assert int(lines[0]) > plain
    code, lines, _ = run(capsys, "perft", "1", "--divide", "--addon", "cards2", "--sfen",
                         "4k4/9/9/9/9/9/9/9/4K3R b - 1")
    assert "recall!1i: 1" in lines and lines[-1] == str(len(pos.legal_actions()))


def test_cards_and_fantasista_together(capsys: pytest.CaptureFixture[str]) -> None:
    """Both add-ons at once: card and magic actions are listed, and the SFEN carries both states."""
    sfen = "4k4/9/9/9/9/9/9/9/4K3R b - 1 cards2:recall/- magic:hiko+rook-token:R*1/none/15/3"
    code, lines, err = run(capsys, "moves", "--addon", "cards2", "--addon", "fantasista", "--sfen", sfen)
    assert code == 0 and err == ""
    assert "recall!1i" in lines and "rook-token!R*5e" in lines
    code, lines, _ = run(capsys, "sfen", "--addon", "cards2", "--addon", "fantasista", "--sfen", sfen, "--moves",
                         "recall!1i")
    assert code == 0 and lines[0].split()[4:] == ["cards2:recall*/-", "magic:hiko+rook-token:R*1/none/15/3"]


@pytest.mark.parametrize(("argv", "words"), [
    (["moves", "--moves", "lightning!5c"], ["no add-on of this game defines 'lightning'", "--addon"]),
    (["moves", "--addon", "cards2", "--moves", "lightning!5i"], ["illegal move 'lightning!5i'"]),
    (["moves", "--addon", "cards1", "--moves", "lightning!5c"], ["no add-on of this game defines 'lightning'"]),
    (["moves", "--addon", "cards1", "--addon", "cards2"], ["only one card edition"]),
    (["moves", "--addon", "cards2", "--moves", "recall!"], ["bad step"]),
])
def test_card_errors_are_one_line(capsys: pytest.CaptureFixture[str], argv: list[str], words: list[str]) -> None:
    code, lines, err = run(capsys, *argv)
    assert code == 2 and not lines and len(err.splitlines()) == 1 and "Traceback" not in err
    for w in words:
        assert w in err, err
