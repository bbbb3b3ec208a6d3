"""A position as the data files give it: a variant id, an SFEN (or the variant's start) and moves
played from there, built through the core's public API.  The moves give the position a history, which
the time-rewind card needs (a position read from an SFEN alone has none)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.actions import ActionSyntaxError, parse_action
from ..core.position import Position
from ..core.sfen import SfenError
from ..core.validate import validate_position
from ..core.variant import VariantError
from .problems import Code

MAX_SETUP_MOVES = 400  # a lesson's history is a few plies; a longer list is not a lesson


class SetupError(ValueError):
    """Why a setup cannot be built: a problem code, the key of the data concerned, the value and a note."""

    def __init__(self, code: Code, key: str, value: str = "", note: str = "") -> None:
        self.code, self.key, self.value, self.note = code, key, value, note
        super().__init__(f"{key}: {code.value} {value!r} {note}".strip())


@dataclass(frozen=True)
class Setup:
    variant: str  # "standard", "eight-knight:4", "standard+cards2", ...
    sfen: str | None = None  # None: the variant's start position
    moves: tuple[str, ...] = ()  # actions played from it before the page or lesson begins

    def position(self) -> Position:
        """A new position (each call builds a fresh one); raises :class:`SetupError`."""
        try:
            pos = Position.from_sfen(self.sfen, self.variant) if self.sfen else Position.initial(self.variant)
        except VariantError as exc:
            raise SetupError(Code.BAD_VARIANT, "variant", self.variant, "; ".join(exc.errors)) from None
        except SfenError as exc:
            raise SetupError(Code.BAD_SFEN, "sfen", self.sfen or "",
                             f"{exc.field}, column {exc.column}: {exc.message}") from None
        if len(self.moves) > MAX_SETUP_MOVES:
            raise SetupError(Code.BAD_VALUE, "moves", str(len(self.moves)), f"at most {MAX_SETUP_MOVES} moves")
        errors = [p for p in validate_position(pos) if p.is_error]
        if errors:
            raise SetupError(Code.BAD_POSITION, "sfen", self.sfen or "", "; ".join(p.describe() for p in errors))
        for text in self.moves:
            action = find_action(pos, text)
            if action is None:
                raise SetupError(Code.ILLEGAL_ACTION, "moves", text, why_illegal(pos, text))
            pos.push(action)
        return pos


def action_text(pos: Position, action: Any) -> str:
    """The action as the data files and the record write it (USI for plain moves, NAME!STEP,... else)."""
    return pos.move_to_usi(action) if isinstance(action, int) else str(action)


def legal_by_text(pos: Position) -> dict[str, Any]:
    """Every legal action of ``pos`` by its text."""
    return {action_text(pos, a): a for a in pos.legal_actions()}


def find_action(pos: Position, text: str) -> Any:
    """The legal action written ``text`` (surrounding blanks ignored), or None."""
    return legal_by_text(pos).get(text.strip())


def why_illegal(pos: Position, text: str) -> str:
    """A short code for why ``text`` is not a legal action here: the core's reason for a plain move
    (``nifu``, ``self-check``, ...), ``syntax`` for text that is no action, ``not-offered`` for a special
    action the position does not offer, ``game-over`` when nothing is legal."""
    text = text.strip()
    if "!" in text:
        try:
            parse_action(text)
        except ActionSyntaxError as exc:
            return f"syntax, column {exc.column}"
        return "not-offered"
    try:
        m = pos.parse_usi(text)
    except ValueError:
        return "syntax"
    reason = pos.explain_illegal(m)
    return reason.value if reason is not None else "not-offered"
