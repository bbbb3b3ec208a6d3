"""The variant files kept between runs (core/variant.py: keep_variant_files_in, encode_raw, decode_raw):
what is read back equals what the TOML file parses to; a changed file or damaged data is parsed again."""

from __future__ import annotations

import marshal
import tomllib
import zlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from shogi_desktop.core import variant as variant_module
from shogi_desktop.core.variant import decode_raw, encode_raw, keep_variant_files_in, read_raw, variant_ids
from tests.core.test_table_store import MemoryStore  # (the store of the move tables' tests)


@pytest.fixture
def store() -> Iterator[MemoryStore]:
    memory = MemoryStore()
    keep_variant_files_in(memory)
    try:
        yield memory
    finally:
        keep_variant_files_in(None)


def source(vid: str) -> bytes:
    return (Path(variant_module.__file__).parent / "variants" / f"{vid}.toml").read_bytes()


@pytest.mark.parametrize("vid", variant_ids())
def test_what_is_read_back_is_what_the_file_parses_to(store: MemoryStore, vid: str) -> None:
    parsed = tomllib.loads(source(vid).decode("utf-8"))
    assert read_raw(vid) == parsed  # parsed, and kept
    assert store.writes == 1 and f"{vid}.variant" in store.files
    keep_variant_files_in(store)  # (which forgets what was read)
    assert read_raw(vid) == parsed  # read back
    assert store.writes == 1
    assert decode_raw(store.files[f"{vid}.variant"], source(vid)) == parsed


def test_a_changed_file_or_damaged_data_is_never_read_back() -> None:
    text = source("standard")
    raw = tomllib.loads(text.decode("utf-8"))
    data = encode_raw(raw, text)
    assert data is not None and decode_raw(data, text) == raw
    assert decode_raw(data, text + b"\n# changed\n") is None  # the file changed
    assert decode_raw(b"", text) is None and decode_raw(data[:3], text) is None
    for at in (0, 2, 5, len(data) // 2, len(data) - 1):  # any byte changed, checksum included
        damaged = bytearray(data)
        damaged[at] ^= 0x10
        assert decode_raw(bytes(damaged), text) is None
    body = marshal.dumps(("another tag", text, raw))  # sound data of another Python or format
    assert decode_raw(zlib.crc32(body).to_bytes(4, "big") + body, text) is None


def test_what_marshal_cannot_hold_is_not_kept() -> None:
    import datetime

    assert encode_raw({"when": datetime.date(2026, 1, 1)}, b"when = 2026-01-01\n") is None


def test_the_variants_build_the_same_through_the_store(store: MemoryStore) -> None:
    from shogi_desktop.core.variant import build_variant

    for vid in ("standard", *variant_ids()[1:4]):
        raw = read_raw(vid)
        keep_variant_files_in(store)  # (which forgets what was read)
        again = read_raw(vid)
        if "inherit" not in raw:
            assert repr(build_variant(again, vid)) == repr(build_variant(raw, vid))
        assert again == raw
