"""Fairy-Stockfish for the variants: which sub-variants it can express, the sections written from the
variant data, the legal-move check against the core (with pyffish and with Debian's fairy-stockfish),
and real games and analysis through ExternalWorker."""

from __future__ import annotations

import dataclasses
import os
import shutil
from pathlib import Path

import pytest

from shogi_desktop.app.engines import EngineRegistry
from shogi_desktop.app.fairy_support import CACHE_FILE, FairyChecks
from shogi_desktop.core.position import Position
from shogi_desktop.engine import parse_action_text
from shogi_desktop.engine.external import ExternalWorker
from shogi_desktop.engine.fairy import (
    Reason,
    config_text,
    expressible_choices,
    fairy_variant,
    fen,
    foreign_letters,
    reasons,
    uci_move,
    usi_move,
)
from shogi_desktop.engine.fairy_check import (
    Disagreement,
    check_engine,
    check_variant,
    checked_variants,
    expected_moves,
)
from shogi_desktop.engine.fairy_play import FairyVariants, write_config
from shogi_desktop.engine.search import Limits
from shogi_desktop.engine.worker import BestMoveMsg, ErrorMsg, InfoMsg
from tests.fake_engines import check_fully, script

pyffish = pytest.importorskip("pyffish")

FAIRY = "/usr/games/fairy-stockfish"
needs_fairy = pytest.mark.skipif(not os.path.exists(FAIRY),
                                 reason=f"{FAIRY} is not installed (apt-get install fairy-stockfish; .ci/run does)")

# What the variant data lets Fairy-Stockfish play exactly (docs/engines.md lists the same, with reasons).
EXPRESSIBLE = [
    "standard", "eight-knight", "eight-knight:0", "eight-knight:1", "eight-knight:2", "eight-knight:3",
    "eight-knight:9", "princess-empress", *[f"princess-empress:{n}" for n in range(1, 7)],
    "princess-empress-b", *[f"princess-empress-b:{n}" for n in range(1, 7)],
]


def test_which_rule_sets_can_be_expressed_and_why_the_others_cannot() -> None:
    assert expressible_choices() == EXPRESSIBLE
    cases = {
        "kirin-phoenix:3": Reason.LION, "kirin-phoenix-b:1": Reason.LION, "reflect-bishop:1": Reason.REFLECT,
        "reflect-bishop:2": Reason.REFLECT, "immortal-silver:1": Reason.IMMUNE, "eight-knight:4": Reason.CAPTURE,
        "eight-knight:6": Reason.CAPTURE, "eight-knight:8": Reason.CAPTURE, "hybrid:1": Reason.LAST_RANK,
        "standard+cards1": Reason.CARDS, "eight-knight:3+cards2": Reason.CARDS, "standard+fantasista": Reason.MAGIC,
    }
    for choice, reason in cases.items():
        assert reasons(choice)[0] is reason, choice
    assert Reason.CAPTURE in reasons("immortal-silver:2")  # a captured +I becomes a plain silver
    assert reasons("princess-empress:3") == ()


def test_the_sections_use_predefined_pieces_where_they_can() -> None:
    """Debian's 11.1 knows no custom pieces: the chancellor and archbishop of princess-empress-b and the
    re-lettered rook and bishop of princess-empress:1 are predefined types; the promoted eight-way knight
    (knight + gold) needs a custom piece."""
    peb = fairy_variant("princess-empress-b:3")
    assert not peb.custom and "chancellor = m" in peb.section and "archbishop = c" in peb.section
    pe1 = fairy_variant("princess-empress:1")
    assert not pe1.custom and "rook = u" in pe1.section and "R" not in pe1.letters
    assert fairy_variant("princess-empress:3").custom  # rook and royal rook side by side
    ek = fairy_variant("eight-knight:9")
    assert ek.custom and "customPiece1 = z:NWfF" in ek.section and "e:z" in ek.section
    assert "startFen = 1esgkgse1/9/ppppppppp/9/9/9/PPPPPPPPP/9/1ESGKGSE1[] w - - 0 1" in ek.section
    assert fairy_variant("standard").section == "" and fairy_variant("standard").name == "shogi"


def test_the_notation() -> None:
    assert uci_move("7g7f") == "c3c4" and usi_move("c3c4") == "7g7f"
    assert uci_move("8h2b+") == "b2h8+" and usi_move("b2h8+") == "8h2b+"
    assert uci_move("P*5e") == "P@e5" and usi_move("P@e5") == "P*5e"
    assert fen("4k4/9/9/9/4+E4/9/9/9/4K4 w 2Pe 1") == "4k4/9/9/9/4+E4/9/9/9/4K4[PPe] b - - 0 1"
    assert fen("4k4/9/9/9/9/9/9/9/4K4 b 10P 1") == "4k4/9/9/9/9/9/9/9/4K4[PPPPPPPPPP] w - - 0 1"
    assert foreign_letters(fairy_variant("princess-empress:1"), "4k4/9/9/9/4R4/9/9/9/4K4 b B 1") == ["+B", "+R", "B", "R"]


def test_pawn_drop_mates_are_what_fairy_stockfish_lists_beside_our_moves() -> None:
    pos = Position.from_sfen("R6gk/9/7S1/9/9/9/9/9/K8 b P 1")
    theirs = expected_moves(pos)
    assert "P*1b" in theirs and len(theirs) == len(pos.legal_moves()) + 1  # PEERS.md: 111 against 110


# --------------------------------------------------------------------------- with pyffish


class PyffishOracle:
    """pyffish as the engine of the check: FEN and UCI moves through the product's translation."""

    def __init__(self) -> None:
        self.fv = fairy_variant("standard")

    def select(self, fv):  # type: ignore[no-untyped-def]
        self.fv = fv

    def moves(self, sfen: str, moves: list[str]) -> set[str]:
        start = fen(sfen)
        return {usi_move(m) for m in pyffish.legal_moves(self.fv.name, start, [uci_move(m) for m in moves])}

    def perft(self, sfen: str, moves: list[str], depth: int) -> int:
        found = self.moves(sfen, moves)
        if depth == 1:
            return len(found)
        return sum(self.perft(sfen, [*moves, m], depth - 1) for m in found)


@pytest.fixture(scope="module")
def oracle() -> PyffishOracle:
    pyffish.load_variant_config(config_text(checked_variants()))
    return PyffishOracle()


@pytest.mark.parametrize("choice", EXPRESSIBLE)
def test_pyffish_agrees_with_the_core_on_every_sub_variant_offered(oracle: PyffishOracle, choice: str) -> None:
    """Each piece alone, perft from the start and two random games compared ply by ply (pyffish takes
    a few milliseconds a call: perft 2 from the start and none at the games' ends, where the engine
    program is checked at depths 3 and 2)."""
    check_variant(oracle, fairy_variant(choice), start_depth=2, end_depth=1)


def test_a_wrong_section_fails_the_check(oracle: PyffishOracle) -> None:
    """The check can fail: a promoted eight-way knight without its forward diagonal steps, and one
    without its promotion, are both caught."""
    good = fairy_variant("eight-knight:9")
    for name, change in (("sd-test-no-ff", ("z:NWfF", "z:NW")), ("sd-test-no-promotion", (" e:z", ""))):
        section = good.section.replace(good.name, name).replace(*change)
        pyffish.load_variant_config(section)
        bad = dataclasses.replace(good, name=name, section=section)
        with pytest.raises(Disagreement, match=r"\+E|5d"):
            check_variant(oracle, bad, start_depth=1, end_depth=1, games=0)


# --------------------------------------------------------------------------- Debian's fairy-stockfish
@pytest.fixture(scope="module")
def checked(tmp_path_factory: pytest.TempPathFactory) -> tuple[FairyChecks, str]:
    """Debian's program (a copy of it, whose file the tests may touch) checked once for the module."""
    if not os.path.exists(FAIRY):
        pytest.skip(f"{FAIRY} is not installed (apt-get install fairy-stockfish; .ci/run does)")
    folder = tmp_path_factory.mktemp("fairy")
    program = folder / "fairy-stockfish"
    shutil.copy2(FAIRY, program)
    checks = FairyChecks(folder / "cache")
    check_fully(checks, str(program))
    return checks, str(program)


def test_debians_fairy_stockfish_is_checked_sub_variant_by_sub_variant(checked: tuple[FairyChecks, str]) -> None:
    checks, program = checked
    result = checks.result(program)
    assert result is not None and result.engine.startswith("Fairy-Stockfish")
    plain = [c for c in EXPRESSIBLE if not fairy_variant(c).custom]
    assert set(plain) <= set(result.ok), result.failed  # predefined pieces: every version knows them
    assert set(result.ok) | set(result.failed) == set(EXPRESSIBLE)
    if " 11.1 " in result.engine:  # Debian's build predates custom pieces: those sub-variants fail, honestly
        assert set(result.failed) == set(EXPRESSIBLE) - set(plain)
        assert all("the engine" in why for why in result.failed.values())


def test_an_engine_that_dies_fails_each_sub_variant_and_is_started_again(tmp_path: Path) -> None:
    starts = tmp_path / "starts"
    dies = script(tmp_path, "dies", f"""
open({str(starts)!r}, "a").write("x")
for line in sys.stdin:
    words = line.split()
    if words[:1] == ["usi"]:
        print("id name Fairy-Stockfish pretend"); print("usiok")
    elif words[:1] == ["isready"]:
        print("readyok")
    elif words[:2] == ["go", "perft"]:
        sys.exit(3)
    sys.stdout.flush()
""")
    result = check_engine(dies, tmp_path / "cfg", ["princess-empress-b:1", "princess-empress-b:2"])
    assert result.ok == [] and sorted(result.failed) == ["princess-empress-b:1", "princess-empress-b:2"]
    assert all("stopped" in why for why in result.failed.values())
    assert starts.read_text() == "xx"


def test_check_results_are_kept_per_program_build(checked: tuple[FairyChecks, str], tmp_path: Path) -> None:
    checks, program = checked
    assert checks.plays(program, "princess-empress-b:1") and not checks.plays(program, "hybrid:1")
    assert FairyChecks(tmp_path).result(program) is None  # another cache: not checked there
    again = FairyChecks(checks.folder)  # read back from the cache file, no engine started
    assert again.plays(program, "princess-empress-b:1")
    before = os.stat(program).st_mtime_ns
    os.utime(program, ns=(before, before + 10**9))  # another build: the modification time is in the key
    try:
        assert FairyChecks(checks.folder).result(program) is None
    finally:
        os.utime(program, ns=(before, before))
    assert FairyChecks(checks.folder).plays(program, "princess-empress-b:1")
    damaged = tmp_path / "damaged"
    damaged.mkdir()
    (damaged / CACHE_FILE).write_text("{ not json")
    assert FairyChecks(damaged).result(program) is None  # a damaged cache is ignored


def test_a_game_and_an_analysis_of_a_variant_against_fairy_stockfish(checked: tuple[FairyChecks, str],
                                                                   tmp_path: Path) -> None:
    """Through the registry, as New Game and the analysis panel do: every move it returns is legal in
    the core, and its analysis gives an evaluation and a line of legal moves."""
    checks, program = checked
    EngineRegistry(tmp_path / "engines.json", checks=FairyChecks(tmp_path / "none")).add(program)
    choice = "princess-empress-b:3"
    unchecked = EngineRegistry.load(tmp_path / "engines.json", checks=FairyChecks(tmp_path / "none"))
    assert not unchecked.plays(unchecked.entries[0].id, choice)  # not before the check
    registry = EngineRegistry.load(tmp_path / "engines.json", checks=checks)
    entry = registry.entries[0]
    registry.set_options(entry.id, {"Hash": 16, "Threads": 1})
    assert registry.plays(entry.id, choice) and [e.id for e in registry.engines_for(choice)] == [entry.id]
    assert registry.engines_for("kirin-phoenix:1") == []
    worker = registry.make_external(entry.id)
    try:
        pos = Position.initial(choice)
        start, moves = pos.sfen(), []
        for _ in range(24):
            worker.start(start, choice, moves, Limits(nodes=800))
            best = [m for m in worker.wait(30) if isinstance(m, BestMoveMsg)]
            assert best and best[-1].move, "no move"
            pos.push(parse_action_text(pos, best[-1].move))  # ValueError if it is not legal here
            moves.append(best[-1].move)
        worker.start(start, choice, moves, Limits(nodes=20000))
        messages = worker.wait(30)
        infos = [m for m in messages if isinstance(m, InfoMsg) and m.pv]
        assert infos and isinstance(messages[-1], BestMoveMsg)
        line = Position.from_sfen(pos.sfen(), choice)
        for text in infos[-1].pv:
            line.push(parse_action_text(line, text))
        assert infos[-1].mate is not None or abs(infos[-1].score) < 30000
        # a standard game in the same engine process: it is put back on shogi
        worker.start("startpos", "standard", ["7g7f"], Limits(nodes=500))
        best = [m for m in worker.wait(30) if isinstance(m, BestMoveMsg)]
        after = Position.initial()
        after.push(after.legal_move_from_usi("7g7f"))
        parse_action_text(after, best[-1].move)
        # a variant it was not checked for, and a piece its section does not know, are refused
        worker.start(Position.initial("hybrid:1").sfen(), "hybrid:1", [], Limits(nodes=500))
        assert isinstance(worker.wait(10)[-1], ErrorMsg)
    finally:
        worker.close()


@needs_fairy
def test_a_position_with_a_piece_the_section_lacks_is_refused(tmp_path: Path) -> None:
    path = write_config(checked_variants(), tmp_path)
    worker = ExternalWorker(FAIRY, {"Threads": 1}, variants=FairyVariants(["princess-empress:1"], str(path)))
    try:
        worker.start("4k4/9/9/9/4R4/9/9/9/4K4 b - 1", "princess-empress:1", [], Limits(nodes=500))
        messages = worker.wait(15)
        assert isinstance(messages[-1], ErrorMsg) and "R" in messages[-1].message
    finally:
        worker.close()


def test_the_engines_dialog_lists_the_variants_a_fairy_stockfish_passed(checked: tuple[FairyChecks, str],
                                                                       tmp_path: Path, qtbot: object) -> None:
    """The Engines dialog says which sub-variants the check passed (their names in the tooltip) and
    that an unchecked engine is being checked."""
    from shogi_desktop.ui.dialogs.engines import EnginesDialog
    from shogi_desktop.ui.text.game_names import variant_title
    from shogi_desktop.ui.text.plain import plain_tooltip

    checks, program = checked
    result = checks.result(program)
    assert result is not None
    EngineRegistry(tmp_path / "engines.json", checks=FairyChecks(tmp_path / "none")).add(program)
    registry = EngineRegistry.load(tmp_path / "engines.json", checks=checks)
    dialog = EnginesDialog(registry)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    item = dialog.tree.topLevelItem(0)
    assert item is not None
    ok = [v for v in result.ok if v != "standard"]
    assert ok and item.text(3) == str(len(ok))
    assert item.toolTip(3) == plain_tooltip("\n".join(variant_title(v) for v in ok))  # one name a line
    assert variant_title("princess-empress-b:3") in item.toolTip(3)

    fresh = EngineRegistry.load(tmp_path / "engines.json", checks=FairyChecks(tmp_path / "fresh"))
    dialog = EnginesDialog(fresh)  # not checked yet: the dialog starts the check and follows it
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    item = dialog.tree.topLevelItem(0)
    assert item is not None and item.text(3) == "being checked…"
    qtbot.waitUntil(lambda: dialog.tree.topLevelItem(0).text(3) == str(len(ok)),  # type: ignore[attr-defined, union-attr]
                    timeout=120_000)
