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

from typing import Any

from ..core.actions import ActionSyntaxError, parse_action
from ..core.position import IllegalMoveError, Position


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


__all__ = ["action_text", "parse_action_text"]
