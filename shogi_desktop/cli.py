"""shogi-desktop-cli: variants, legal moves, SFEN and perft from the command line.

Usage (docs/architecture.md, "The command line"; ids and action strings are those of RULES.md §8)::

    shogi-desktop-cli variants                       every variant id, sub-variant, handicap and add-on id
    shogi-desktop-cli moves   [POSITION]             legal actions, one per line, sorted
    shogi-desktop-cli sfen    [POSITION]             the position reached, as SFEN
    shogi-desktop-cli perft N [POSITION] [--divide]  leaf count of the legal-action tree; last line = the count
    shogi-desktop-cli convert IN [-o OUT] [--to FORMAT]  a kifu file in another format ("-" = stdin/stdout)

    POSITION = [--variant ID] [--handicap ID] [--addon ID] [--sfen SFEN] [--moves ACTION ...]

Output on stdout is meant to be read by programs: one item per line, lines starting with ``#`` are
section headers.  Every error is ONE line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from .core.actions import Action, parse_action
from .core.handicap import HandicapError, handicaps
from .core.outcome import IllegalReason
from .core.perft import perft, perft_divide
from .core.position import IllegalMoveError, Position
from .core.sfen import SfenError
from .core.validate import rule_breaks, validate_position
from .core.variant import VariantError, all_variant_choices, variant_ids

PROG = "shogi-desktop-cli"
EXIT_ERROR = 2

# Add-on ids of RULES.md §8, and those the rules engine implements so far.
ADDON_IDS = ("cards1", "cards2", "fantasista")
AVAILABLE_ADDONS: frozenset[str] = frozenset({"cards1", "cards2", "fantasista"})

# English text of each refusal reason (the core speaks in codes; the GUI has its own translations).
REASON_TEXT: dict[IllegalReason, str] = {
    IllegalReason.NOT_YOUR_PIECE: "the piece on the start square belongs to the opponent",
    IllegalReason.NO_PIECE: "there is no piece on the start square",
    IllegalReason.CANNOT_REACH: "the piece cannot move there (wrong direction or blocked path)",
    IllegalReason.OWN_PIECE: "the destination holds one of the mover's own pieces",
    IllegalReason.SELF_CHECK: "it would leave the mover's king in check",
    IllegalReason.NIFU: "two unpromoted pawns on one file (nifu)",
    IllegalReason.UCHIFUZUME: "a pawn drop may not give checkmate (uchifuzume)",
    IllegalReason.DEAD_DROP: "a piece may not be dropped where it could never move",
    IllegalReason.DEAD_PIECE: "the piece must promote there (it could never move again)",
    IllegalReason.CANNOT_PROMOTE: "the piece cannot promote on this move",
    IllegalReason.NOT_IN_HAND: "the mover has no such piece in hand",
    IllegalReason.OCCUPIED: "a drop must go to an empty square",
    IllegalReason.GAME_OVER: "the game is over",
    IllegalReason.IMMUNE: "the target cannot be captured",
}


class CliError(Exception):
    """A user error: printed as one line on stderr, exit status 2."""


class FileError(CliError):
    """A broken input file: printed as ``FILE:LINE:COLUMN: FORMAT: message`` (editors jump to it)."""


class UsageError(CliError):
    """A command-line syntax error found by argparse."""

    def __init__(self, message: str, prog: str) -> None:
        super().__init__(message)
        self.prog = prog


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage error as one line (the default prints the usage block too)."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message, self.prog)


def _add_position_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("position")
    g.add_argument("--variant", metavar="ID", default="standard",
                   help="variant id or ID:N sub-variant (see the variants command); default standard")
    g.add_argument("--handicap", metavar="ID", help="handicap preset id, or custom:SQUARES[:b|w]")
    g.add_argument("--addon", metavar="ID", action="append", default=[],
                   help=f"add-on ({', '.join(ADDON_IDS)}); may be repeated")
    g.add_argument("--fairy", metavar="B,W", help="fantasista: Black's and White's fairies "
                   "(hiko, ayumi, yokaku, ginsara, none), e.g. hiko,ginsara")
    g.add_argument("--seed", metavar="N", type=int, help="fantasista: the die's seed (default 0)")
    g.add_argument("--sfen", metavar="SFEN", help="start from this SFEN (one quoted argument)")
    g.add_argument("--moves", metavar="ACTION", nargs="*", default=[],
                   help="actions played from the start position (USI: 7g7f 8h2b+ P*5e)")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="Shogi Desktop on the command line.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True
    sub.add_parser("variants", help="list every variant, sub-variant, handicap and add-on id",
                   description="One id per line; lines starting with '#' are section headers.")
    p = sub.add_parser("moves", help="legal actions of a position, one per line, sorted")
    _add_position_options(p)
    p = sub.add_parser("sfen", help="the position reached, as SFEN")
    _add_position_options(p)
    p = sub.add_parser("perft", help="leaf count of the legal-action tree (last line = the count)")
    p.add_argument("depth", metavar="N", type=int, help="depth in plies (0 or more)")
    p.add_argument("--divide", action="store_true",
                   help="one line 'MOVE: COUNT' per root move, a blank line, then the total")
    _add_position_options(p)
    p = sub.add_parser("convert", help="a kifu file in another format (\"-\" = stdin/stdout)",
                       description="Read IN (its format is judged from its content) and write it as FORMAT. "
                                   "KIF and KI2 are written in Shift_JIS, KIFU, CSA, JKF and JSON in UTF-8.")
    p.add_argument("input", metavar="IN", help="the file to read, or - for standard input")
    p.add_argument("-o", "--output", metavar="OUT", default="-",
                   help="the file to write (default -: standard output); its extension gives the format")
    p.add_argument("--to", metavar="FORMAT", choices=CONVERT_FORMATS,
                   help=f"the output format: {', '.join(CONVERT_FORMATS)} (default: from OUT's extension)")
    _add_engine_commands(sub)
    return parser


def _add_engine_commands(sub: Any) -> None:
    """``usi`` and ``selfplay`` (shogi_desktop/engine)."""
    sub.add_parser("usi", help="the built-in engine speaking USI on stdin/stdout",
                   description="Reads USI commands on stdin and answers on stdout until 'quit'.")
    p = sub.add_parser("selfplay", help="AI against AI games with win rates",
                       description="Engine A (--level) against engine B (--level-b); A plays Black in the "
                                   "odd-numbered games.  One line per game, then the win rates with 95%% "
                                   "confidence intervals (and Black's, for the balance of the variant).")
    p.add_argument("--variant", metavar="ID", default="standard", help="variant id or ID:N; default standard")
    p.add_argument("--addon", metavar="ID", action="append", default=[], help="add-on; may be repeated")
    p.add_argument("--games", metavar="N", type=int, default=2, help="number of games (default 2)")
    p.add_argument("--level", metavar="A", type=int, default=10, help="level 1-10 of engine A (default 10)")
    p.add_argument("--level-b", metavar="B", type=int, default=None, help="level of engine B (default: A's)")
    p.add_argument("--seed", metavar="S", type=int, default=0, help="seed of the games (default 0)")
    p.add_argument("--jobs", metavar="J", type=int, default=2, help="games played at once (default 2)")
    p.add_argument("--nodes", metavar="N", type=int, default=None, help="nodes per move (default 3000)")
    p.add_argument("--movetime", metavar="SEC", type=float, default=None, help="seconds per move instead of nodes")
    p.add_argument("--max-plies", metavar="N", type=int, default=320, help="a draw after N plies (default 320)")


# ----------------------------------------------------------------------------- position building
def _variant_message(exc: VariantError) -> str:
    text = "; ".join(exc.errors)
    if len(exc.errors) == 1 and exc.errors[0].startswith(("unknown variant", "unknown sub-variant")):
        return text
    return f"variant file {exc.source}: {text}"


def build_position(args: argparse.Namespace) -> Position:
    """The position described by the POSITION options; raises :class:`CliError` on bad input."""
    for addon in args.addon:
        if addon not in ADDON_IDS:
            raise CliError(f"unknown add-on {addon!r} (known: {', '.join(ADDON_IDS)})")
        if addon not in AVAILABLE_ADDONS:
            raise CliError(f"add-on {addon} is not available yet")
    variant = args.variant
    base = variant.partition(":")[0]
    if base not in variant_ids():
        raise CliError(f"unknown variant {variant!r} (known: {', '.join(variant_ids())}; "
                       f"'{PROG} variants' lists the sub-variants)")
    if args.sfen is not None and args.handicap:
        raise CliError("--sfen and --handicap cannot be combined (the SFEN already fixes the pieces)")
    variant += "".join(f"+{addon}" for addon in args.addon)  # standard+cards2 (core/addons)
    try:
        if args.sfen is not None:
            pos = Position.from_sfen(args.sfen, variant)
        else:
            pos = Position.initial(variant, args.handicap or None)
    except VariantError as exc:
        raise CliError(_variant_message(exc)) from exc
    except SfenError as exc:
        raise CliError(f"bad SFEN {args.sfen!r}: {exc.field}, column {exc.column}: {exc.message}") from exc
    except HandicapError as exc:
        raise CliError(str(exc)) from exc
    fairy, seed = getattr(args, "fairy", None), getattr(args, "seed", None)
    if (fairy is not None or seed is not None) and "fantasista" not in args.addon:
        raise CliError("--fairy and --seed need --addon fantasista")
    if "fantasista" in args.addon and args.sfen is None:
        from .core.addons import setup_addons

        try:
            setup_addons(pos, {"fantasista": {"fairies": fairy or "none,none", "seed": seed or 0}})
        except ValueError as exc:
            raise CliError(f"--fairy/--seed: {exc}") from exc
    if args.sfen is not None:
        # Well-formed but unplayable (二歩 on the board, the side not to move in check, ...): refuse it, as the
        # position editor does.  Warnings (a side without a king, as in 詰将棋) are allowed.
        problems = validate_position(pos)
        errors = [p for p in problems if p.is_error]
        if errors:
            raise CliError(f"bad SFEN {args.sfen!r}: " + "; ".join(p.describe() for p in errors))
        breaks = rule_breaks(problems)  # a puzzle: no game reaches it, but it can be studied
        if breaks:
            print(f"{PROG}: note: no game reaches this position: " + "; ".join(p.describe() for p in breaks),
                  file=sys.stderr)
    actions = [a for arg in args.moves for a in arg.split()]
    for i, text in enumerate(actions, 1):
        try:
            m = _legal_action(pos, text) if "!" in text else pos.legal_move_from_usi(text)
        except IllegalMoveError as exc:
            why = REASON_TEXT.get(exc.reason, exc.reason.value) if exc.reason else "not legal here"
            code = f" [{exc.reason.value}]" if exc.reason else ""
            raise CliError(f"illegal move {text!r} (move {i} of --moves, {_side(pos)} to play "
                           f"in {pos.sfen()}): {why}{code}") from exc
        except ValueError as exc:
            raise CliError(f"move {i} of --moves: {exc}") from exc
        pos.push(m)
    return pos


def _legal_action(pos: Position, text: str) -> Action:
    """A card, magic or variant-power action ``NAME!STEP,...`` that is legal here."""
    action = parse_action(text)
    if action.name not in pos.hooks:
        raise ValueError(f"{text!r}: no add-on of this game defines {action.name!r} "
                         f"(card actions need --addon cards1 or cards2)")
    if action not in pos.special_actions():
        raise IllegalMoveError(text, None)
    return action


def _side(pos: Position) -> str:
    return "Black" if pos.side == 0 else "White"


def action_text(pos: Position, action: Any) -> str:
    return pos.move_to_usi(action) if isinstance(action, int) else str(action)


# ----------------------------------------------------------------------------- commands
def cmd_variants(args: argparse.Namespace) -> list[str]:
    lines = ["# variants", *all_variant_choices()]
    lines += ["# handicaps (and custom:SQUARES[:b|w])", *handicaps()]
    missing = [a for a in ADDON_IDS if a not in AVAILABLE_ADDONS]
    lines.append("# add-ons" + (f" (not available yet: {' '.join(missing)})" if missing else ""))
    lines += list(ADDON_IDS)
    return lines


def cmd_moves(args: argparse.Namespace) -> list[str]:
    pos = build_position(args)
    return sorted(action_text(pos, a) for a in pos.legal_actions())


def cmd_sfen(args: argparse.Namespace) -> list[str]:
    return [build_position(args).sfen()]


def cmd_perft(args: argparse.Namespace) -> list[str]:
    depth = args.depth
    if depth < 0:
        raise CliError(f"perft depth must be 0 or more, got {depth}")
    if args.divide and depth < 1:
        raise CliError("perft --divide needs a depth of 1 or more")
    pos = build_position(args)
    if not args.divide:
        return [str(perft(pos, depth))]
    rows = perft_divide(pos, depth)
    return [*(f"{usi}: {n}" for usi, n in rows), "", str(sum(n for _, n in rows))]


CONVERT_FORMATS = ("kif", "kifu", "ki2", "csa", "jkf", "sfen", "usi", "json")


def kifu_error_line(name: str, exc: Any) -> str:
    """``FILE:LINE:COLUMN: FORMAT: message (N moves readable)`` for a KifuError."""
    from .app.kifu_io import count_moves

    where = f"{name}:{exc.line}:{exc.column}" if exc.line else name
    n = count_moves(exc.partial)
    return f"{where}: {exc.format}: {exc.message} ({n} move{'' if n == 1 else 's'} readable)"


def cmd_convert(args: argparse.Namespace) -> list[str]:
    from .app.kifu_io import losses, output_encoding, read_data
    from .notation import FORMATS, KifuError, format_for_name, write_record

    to_stdout = args.output == "-"
    fmt = args.to or (None if to_stdout else format_for_name(args.output))
    if fmt is None:
        known = ", ".join(sorted(ext for info in FORMATS.values() for ext in info.extensions))
        raise CliError("no output format: give --to FORMAT" + ("" if to_stdout else
                       f" or an OUT file name ending in one of {known}"))
    name = "<stdin>" if args.input == "-" else args.input
    try:
        data = sys.stdin.buffer.read() if args.input == "-" else Path(args.input).read_bytes()
    except OSError as exc:
        raise CliError(f"cannot read {name}: {exc.strerror or exc}") from exc
    notices: list[Any] = []
    try:
        record, _ = read_data(data, None if args.input == "-" else args.input, notices)
    except KifuError as exc:
        raise FileError(kifu_error_line(name, exc)) from exc
    for notice in notices:
        where = f"{name}:{notice.line}:{notice.column}" if notice.line else name
        print(f"{PROG}: note: {where}: {notice.message}", file=sys.stderr)
    lost = losses(record, fmt)
    try:
        payload = write_record(record, fmt, output_encoding(fmt, None if to_stdout else args.output))
    except KifuError as exc:
        where = f"line {exc.line}, column {exc.column}: " if exc.line else ""
        raise CliError(f"cannot write {FORMATS[fmt].name}: {where}{exc.message}") from exc
    except ValueError as exc:
        raise CliError(f"cannot write {FORMATS[fmt].name}: {exc}") from exc
    if lost:
        print(f"{PROG}: warning: {FORMATS[fmt].name} cannot hold " + "; ".join(x.describe() for x in lost)
              + ": left out", file=sys.stderr)
    if to_stdout:
        sys.stdout.flush()
        sys.stdout.buffer.write(payload)
        sys.stdout.buffer.flush()
        return []
    from .app.kifu_io import save_bytes

    try:
        save_bytes(args.output, payload)
    except OSError as exc:
        raise CliError(f"cannot write {args.output}: {exc.strerror or exc}") from exc
    return []


def cmd_usi(args: argparse.Namespace) -> list[str]:
    from .engine.usi_server import main as usi_main

    usi_main()
    return []


def cmd_selfplay(args: argparse.Namespace) -> list[str]:
    from .engine.selfplay import SelfplayError, run_cli

    def write(line: str) -> None:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    for addon in args.addon:
        if addon not in ADDON_IDS:
            raise CliError(f"unknown add-on {addon!r} (known: {', '.join(ADDON_IDS)})")
    try:
        run_cli(args.variant, tuple(args.addon), args.games, args.level,
                args.level if args.level_b is None else args.level_b, args.seed, args.jobs, args.nodes,
                args.movetime, args.max_plies, write)
    except SelfplayError as exc:
        raise CliError(str(exc)) from exc
    return []


COMMANDS = {"variants": cmd_variants, "moves": cmd_moves, "sfen": cmd_sfen, "perft": cmd_perft,
            "convert": cmd_convert, "usi": cmd_usi, "selfplay": cmd_selfplay}


def _one_line(text: str) -> str:
    return " ".join(text.split())


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``shogi-desktop-cli``; returns the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser().parse_args(argv)
        lines = COMMANDS[args.command](args)
        if lines:
            sys.stdout.write("\n".join(lines) + "\n")
        sys.stdout.flush()
        return 0
    except CliError as exc:
        message = _one_line(str(exc))
        if isinstance(exc, FileError):
            print(message, file=sys.stderr)
            return EXIT_ERROR
        if isinstance(exc, UsageError):
            if message.startswith("unrecognized arguments") and "--sfen" in argv:
                message += ' (write the SFEN as one quoted argument: --sfen "BOARD SIDE HAND MOVE")'
            message += f" (see {exc.prog} --help)"
        print(f"{PROG}: error: {message}", file=sys.stderr)
        return EXIT_ERROR
    except SystemExit as exc:  # --help (0); argparse exits nowhere else since error() raises CliError
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else EXIT_ERROR)
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (``... | head``): stop quietly, without a second error at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    except Exception as exc:  # a bug: still one line, never a traceback
        print(f"{PROG}: internal error: {type(exc).__name__}: {_one_line(str(exc))}", file=sys.stderr)
        return EXIT_ERROR


if __name__ == "__main__":
    raise SystemExit(main())
