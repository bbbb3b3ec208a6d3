"""The built-in AI and the USI bridges (no Qt here: the GUI polls :class:`~.worker.EngineWorker`).

* :mod:`.evaluate`   static evaluation per variant (material derived from movement, king safety, ...)
* :mod:`.search`     iterative deepening PVS over the core's legal actions, levels 1-10
* :mod:`.book`       the opening book (named lines of data/book.toml), asked before a game move's search
* :mod:`.book_file`  YaneuraOu's book files: checked as a stream, looked up by binary search
* :mod:`.worker`     the search in another process, polled without blocking
* :mod:`.usi_server` ``shogi-desktop-cli usi``: our engine speaking USI on stdin/stdout
* :mod:`.usi_client` drive an external USI engine (handshake, options, go/stop, info parsing)
* :mod:`.selfplay`   AI against AI matches (``shogi-desktop-cli selfplay``)

Actions cross process and program boundaries as text: USI for plain moves and drops (``7g7f``,
``P*5e``), ``NAME!STEP,...`` for special actions (RULES.md §8); :func:`action_text` and
:func:`parse_action_text` convert.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.actions import ActionSyntaxError, parse_action
from ..core.addon_host import push_with_inputs
from ..core.position import IllegalMoveError, Position

# A move as it crosses to an engine process: its text, or its text and the ply's recorded inputs (a die
# rolled for a magic gain, ``gain!d17,rook-token``: core/record.py, GameRecord.moves_with_inputs).
PlayedMove = str | tuple[str, tuple[str, ...]]


def action_text(pos: Position, action: Any) -> str:
    """The text of a legal action of ``pos`` (USI for moves and drops, ``NAME!STEPS`` otherwise)."""
    return pos.move_to_usi(action) if isinstance(action, int) else str(action)


def parse_action_text(pos: Position, text: str) -> Any:
    """The legal action of ``pos`` written ``text``; raises :class:`ValueError` naming the problem."""
    text = text.strip()
    if "!" in text:
        try:
            action = parse_action(text)
        except ActionSyntaxError as exc:
            raise ValueError(str(exc)) from exc
        if action not in pos.special_actions():
            raise ValueError(f"illegal action {text!r} in {pos.sfen()}")
        return action
    try:
        return pos.legal_move_from_usi(text)
    except IllegalMoveError as exc:
        reason = f" ({exc.reason.value})" if exc.reason else ""
        raise ValueError(f"illegal move {text!r}{reason} in {pos.sfen()}") from exc


def replay(pos: Position, moves: Sequence[PlayedMove]) -> None:
    """Play ``moves`` on ``pos`` with their recorded inputs; raises :class:`ValueError` naming the move."""
    for i, move in enumerate(moves, 1):
        text, inputs = (move, ()) if isinstance(move, str) else move
        try:
            action = parse_action_text(pos, text)
            if inputs:
                push_with_inputs(pos, action, inputs)
            else:
                pos.push(action)
        except ValueError as exc:
            raise ValueError(f"move {i} ({text}): {exc}") from None


def move_texts(moves: Sequence[PlayedMove]) -> list[str]:
    """The texts of ``moves`` for an engine that takes text only (USI).  Their recorded inputs are left
    out: such an engine is only given games whose add-ons roll no dice, where no input changes a ply."""
    return [move if isinstance(move, str) else move[0] for move in moves]


__all__ = ["PlayedMove", "action_text", "move_texts", "parse_action_text", "replay"]
