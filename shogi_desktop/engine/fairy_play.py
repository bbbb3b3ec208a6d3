"""Play and analyse variants with Fairy-Stockfish through :class:`~.external.ExternalWorker` (no Qt).

    variants = FairyVariants(["standard", "princess-empress-b:1"], "/cache/shogi-desktop-ab12.ini")
    worker = ExternalWorker("/usr/games/fairy-stockfish", variants=variants)
    worker.start(sfen, "princess-empress-b:1", moves, Limits(nodes=2000))

Before each search the worker asks :meth:`FairyVariants.prepare` to put the engine on the game's
variant: our sections are loaded once per engine process (``setoption name VariantPath``), then
``UCI_Variant`` is set whenever the variant changes (for standard shogi too: the user may have chosen
another variant in the engine's options), and the game starts afresh (``usinewgame``).  Positions
and moves go as they are (Fairy-Stockfish in USI mode reads our SFEN and USI moves, see
:mod:`.fairy`); its best move and lines come back in the same notation and are checked against the
core by whoever plays them.  Only the sub-variants given (those that passed :mod:`.fairy_check` with
this engine) are played; a position holding a piece kind the section does not define is refused,
since Fairy-Stockfish would silently leave such a piece out.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterable
from pathlib import Path

from .fairy import FairyVariant, config_digest, config_text, fairy_variant, foreign_letters
from .usi_client import UsiEngine

READY_TIMEOUT = 30.0  # seconds for ``isready`` after loading the sections


def select_variant(engine: UsiEngine, fv: FairyVariant, config_path: str | None,
                   timeout: float = READY_TIMEOUT) -> None:
    """Load our sections (when ``config_path`` is given) and switch the engine to ``fv``'s variant (its
    ``readyok`` within ``timeout`` seconds).  The values are sent as they are: the engine's ``UCI_Variant``
    combo lists only what it knew at the handshake, before our sections."""
    if config_path is not None:
        engine.send(f"setoption name VariantPath value {config_path}")
    engine.send(f"setoption name UCI_Variant value {fv.name}")
    engine.is_ready(timeout=timeout)


def write_config(variants: list[FairyVariant], folder: Path) -> Path:
    """Write the sections to ``folder``, in a file named after its content (written once, atomically)."""
    text = config_text(variants)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"shogi-desktop-{config_digest(text)}.ini"
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=folder, delete=False, suffix=".tmp") as fh:
            fh.write(text)
        Path(fh.name).replace(path)
    return path


class FairyVariants:
    """The sub-variants one Fairy-Stockfish engine plays, and the variant its process is set to."""

    def __init__(self, choices: Iterable[str], config_path: str) -> None:
        self.choices = frozenset(choices)
        self.config_path = config_path
        self._engine: UsiEngine | None = None  # the process our sections were loaded into
        self._current = ""

    def plays(self, variant_id: str) -> bool:
        return variant_id in self.choices

    def prepare(self, engine: UsiEngine, variant_id: str, sfen: str) -> bool:
        """Set ``engine`` to ``variant_id`` for a search from ``sfen``; True when the variant changed (a
        new game for the engine).  Raises ValueError with a sentence when it cannot play it."""
        if variant_id != "standard" and not self.plays(variant_id):  # every USI engine plays standard shogi
            raise ValueError(f"engine {engine.label!r} has not been checked for {variant_id!r}")
        fv = fairy_variant(variant_id)
        if sfen not in ("", "startpos"):
            foreign = foreign_letters(fv, sfen)
            if foreign:
                raise ValueError(f"engine {engine.label!r} cannot play this position of {variant_id!r}: "
                                 f"its pieces {', '.join(foreign)} are not in the sub-variant")
        fresh = engine is not self._engine  # a new process (or a restarted one) has no sections yet
        if not fresh and self._current == fv.name:
            return False
        select_variant(engine, fv, self.config_path if fresh else None)
        self._engine, self._current = engine, fv.name
        return True
