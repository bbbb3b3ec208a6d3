"""Marshal data behind its CRC-32: how the cache folder keeps what the start reads back (the move tables,
core/tables.py; the variant files as parsed, core/variant.py).

A file damaged on the disk is refused before marshal reads it, even where marshal would accept it (a
changed number in a table); data marshal cannot read (another version of Python) is refused too.
"""

from __future__ import annotations

import marshal
import zlib
from typing import Any


def seal(value: Any) -> bytes:  # (marshal's own check: ValueError)
    """``value`` as marshal data after the data's CRC-32 (4 bytes, big-endian).  Raises ValueError for a
    value marshal cannot hold."""
    data = marshal.dumps(value)
    return zlib.crc32(data).to_bytes(4, "big") + data


def unseal(data: bytes) -> object | None:
    """The value :func:`seal` made ``data`` of; None for anything else."""
    body = data[4:]
    if len(data) < 4 or zlib.crc32(body) != int.from_bytes(data[:4], "big"):
        return None
    try:
        return marshal.loads(body)
    except (ValueError, EOFError, TypeError):
        return None
