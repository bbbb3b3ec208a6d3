"""The move tables of the variants played, kept in the cache folder between runs (core/tables.py's
:class:`~shogi_desktop.core.tables.TableStore`): the next start reads the standard tables (about 1.5 ms)
instead of building them (about 6 ms).  A file is named by the variant and checksums of what its
tables are built from, so a changed variant or a new version of the code never meets old tables; at
most :data:`MAX_FILES` are kept (the oldest are removed).  The same folder keeps the variant files as
parsed (core/variant.py's ``keep_variant_files_in``: one ``<id>.variant`` per variant, replaced when the
file changes).  A folder that cannot be written only costs the next start its build: nothing is reported."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from pathlib import Path

from .storage import atomic_write, cache_dir

log = logging.getLogger(__name__)

MAX_FILES = 12


def default_folder() -> Path:
    return cache_dir() / "tables"


class TableFiles:
    """Files ``<folder>/<name>`` (the folder is asked for each time: the tests move it)."""

    def __init__(self, folder: Callable[[], Path] = default_folder) -> None:
        self._folder = folder

    def read(self, name: str) -> bytes | None:
        try:
            return (self._folder() / name).read_bytes()
        except OSError:
            return None

    def write(self, name: str, data: bytes) -> None:
        folder = self._folder()
        try:
            atomic_write(folder / name, data, durable=False)
        except OSError as exc:
            log.info("table cache: cannot write %s: %s", folder / name, exc)
            return
        with contextlib.suppress(OSError):
            files = sorted((p for p in folder.glob("*.tables") if p.is_file()), key=lambda p: p.stat().st_mtime)
            for old in files[:-MAX_FILES] if len(files) > MAX_FILES else []:
                old.unlink()
