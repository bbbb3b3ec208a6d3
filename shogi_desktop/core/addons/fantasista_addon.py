"""王将ファンタジスタ as one :class:`~..actions.Addon` object (``fantasista``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .fantasista import KEY, TOKEN_PIECES, GainHook, MagicState, format_magic_field, parse_magic_field, setup
from .fantasista_magic import magic_hooks

if TYPE_CHECKING:
    from ..actions import ActionHook
    from ..variant import Variant


class FantasistaAddon:
    """RULES.md §6: the token pieces, one hook per magic, the gains after scheduled plies (with their
    recorded die rolls), each player's :class:`~.fantasista.MagicState` in the ``magic:`` SFEN field, and
    the choice of fairies."""

    id = "fantasista"
    key = KEY
    option = "fantasista"
    family = "王将ファンタジスタ"
    sfen_fields: tuple[str, ...] = ("magic",)

    def piece_data(self, letters: set[str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        return [dict(piece) for piece in TOKEN_PIECES], []

    def hooks(self) -> dict[str, ActionHook]:
        return magic_hooks()

    def after_ply(self) -> GainHook:
        return GainHook()

    def default_state(self) -> tuple[MagicState, MagicState]:
        return MagicState(), MagicState()

    def parse_field(self, text: str, variant: Variant) -> tuple[MagicState, MagicState]:
        return parse_magic_field(text)

    def format_field(self, black: Any, white: Any) -> str:
        return format_magic_field(black, white)

    def setup(self, options: dict[str, Any]) -> tuple[MagicState, MagicState, dict[str, str]]:
        return setup(options)

    def __repr__(self) -> str:
        return "FantasistaAddon()"
