"""The move tables kept between runs (core/tables.py: stored_tables, encode_tables, decode_tables;
app/table_files.py): what is read back equals what is built, for every variant, sub-variant and add-on
combination; a changed variant or damaged data is built again; the name covers all the build reads."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from shogi_desktop.app.table_files import MAX_FILES, TableFiles
from shogi_desktop.core.tables import (
    Tables,
    build_tables,
    decode_tables,
    encode_tables,
    stored_name,
    stored_tables,
)
from shogi_desktop.core.variant import PieceKind, all_variant_choices, load_variant

CHOICES = [*all_variant_choices(), "standard+cards1", "standard+cards2", "standard+fantasista",
           "standard+fantasista+cards1", "hybrid:2+fantasista+cards1"]


class MemoryStore:
    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        self.writes = 0

    def read(self, name: str) -> bytes | None:
        return self.files.get(name)

    def write(self, name: str, data: bytes) -> None:
        self.writes += 1
        self.files[name] = data


def same(a: Any, b: Any, where: str = "T") -> None:
    """Equal, of the same types all the way down, lists, tuples and dicts in the same order (a frozenset
    is only asked whether it holds something: its order is not compared)."""
    assert type(a) is type(b), where
    if isinstance(a, (list, tuple)):
        assert len(a) == len(b), where
        for i, (x, y) in enumerate(zip(a, b)):
            same(x, y, f"{where}[{i}]")
    elif isinstance(a, dict):
        assert list(a) == list(b), where
        for key in a:
            same(a[key], b[key], f"{where}[{key!r}]")
    else:
        assert a == b, where


def stored_fields(T: Tables) -> dict[str, Any]:
    return {name: value for name, value in vars(T).items() if name not in ("variant", "legal")}


@pytest.mark.parametrize("choice", CHOICES)
def test_tables_read_back_equal_the_built_ones(choice: str) -> None:
    variant = load_variant(choice)
    built = build_tables(variant)
    read = decode_tables(variant, encode_tables(built))
    assert read is not None and read.variant is variant and read.legal is None
    same(stored_fields(built), stored_fields(read))


def test_the_data_holds_every_field_the_constructor_sets_but_the_variant_and_legal() -> None:
    import marshal

    built = build_tables(load_variant("standard"))
    assert list(marshal.loads(encode_tables(built)[4:])) == list(stored_fields(built))
    assert set(vars(built)) == set(stored_fields(built)) | {"variant", "legal"}


def test_a_store_is_written_once_then_read() -> None:
    variant = load_variant("standard")
    store = MemoryStore()
    first = stored_tables(variant, store)
    assert store.writes == 1 and list(store.files) == [stored_name(variant)]
    second = stored_tables(variant, store)
    assert store.writes == 1 and second is not first
    same(stored_fields(first), stored_fields(second))


@pytest.mark.parametrize("data", [b"", b"not marshal", b"\xe9\x00", encode_tables(build_tables(load_variant("kirin-phoenix")))[:-9]])
def test_damaged_data_is_built_again_and_replaced(data: bytes) -> None:
    variant = load_variant("standard")
    name = stored_name(variant)
    assert name is not None
    store = MemoryStore()
    store.files[name] = data
    T = stored_tables(variant, store)
    assert store.writes == 1 and store.files[name] != data
    same(stored_fields(T), stored_fields(build_tables(variant)))


def test_data_of_another_shape_is_refused() -> None:
    import marshal
    import zlib

    variant = load_variant("standard")
    for value in ({"steps": []}, [1, 2, 3]):
        data = marshal.dumps(value)
        assert decode_tables(variant, zlib.crc32(data).to_bytes(4, "big") + data) is None


def test_a_changed_byte_that_marshal_would_read_is_refused() -> None:
    import marshal

    variant = load_variant("standard")
    good = encode_tables(build_tables(variant))
    assert decode_tables(variant, good) is not None
    # a bit of the data flipped where marshal still reads it (a number of a table changed): only the
    # checksum tells
    body = bytearray(good)
    i = len(body) - 20
    while True:
        body[i] ^= 0x01
        try:
            changed = marshal.loads(bytes(body[4:]))
        except (ValueError, EOFError, TypeError):
            body[i] ^= 0x01
            i -= 1
            continue
        break
    assert changed != marshal.loads(good[4:])
    assert decode_tables(variant, bytes(body)) is None


def test_the_name_follows_what_the_tables_are_built_from() -> None:
    standard = load_variant("standard")
    names = {stored_name(load_variant(c)) for c in ("standard", "kirin-phoenix", "hybrid:2", "standard+cards2")}
    assert len(names) == 4 and all(n is not None and n.endswith(".tables") for n in names)
    assert stored_name(load_variant("standard")) == stored_name(standard)  # stable
    # the same variant with the silver moving as a gold: another name
    kinds = [k.replace() for k in standard.kinds]
    silver = next(k for k in kinds if k.letter == "S")
    gold = next(k for k in kinds if k.letter == "G")
    silver.specs = list(gold.specs)
    changed = standard.replace(kinds=kinds)
    assert stored_name(changed) != stored_name(standard)
    # ... or a deeper promotion zone
    assert stored_name(standard.replace(promotion_ranks=4)) != stored_name(standard)


class Reads:
    """A variant or a piece kind that notes which of its attributes are read."""

    def __init__(self, target: Any, seen: set[str], prefix: str) -> None:
        self._target, self._seen, self._prefix = target, seen, prefix

    def __getattr__(self, name: str) -> Any:
        self._seen.add(self._prefix + name)
        value = getattr(self._target, name)
        if name == "hand_kind":  # (its answer is in the signature: what it reads inside is not noted)
            return lambda captor, kind: value(captor, kind._target if isinstance(kind, Reads) else kind)
        if isinstance(value, PieceKind):
            return Reads(value, self._seen, "kind.")
        if isinstance(value, list) and value and isinstance(value[0], PieceKind):
            return [Reads(k, self._seen, "kind.") for k in value]
        return value


def test_the_name_covers_everything_the_build_reads() -> None:
    """stored_name's signature lists what build_tables reads of a variant; a build that reads more
    (a new rule) fails here until the signature has it too, so old tables are never read for it."""
    covered = {"variant.kinds", "variant.promotion_ranks", "variant.hand_kind",
               "kind.index", "kind.letter", "kind.specs", "kind.hooks", "kind.royal", "kind.pawn",
               "kind.promotion", "kind.is_promoted", "kind.promoted"}
    for choice in ("standard", "kirin-phoenix", "reflect-bishop", "immortal-silver", "standard+cards2"):
        seen: set[str] = set()
        build_tables(Reads(load_variant(choice), seen, "variant."))  # type: ignore[arg-type]
        assert seen and seen <= covered, seen - covered


def test_table_files_write_read_and_keep_a_few(tmp_path: Path) -> None:
    files = TableFiles(lambda: tmp_path / "tables")
    assert files.read("x.tables") is None
    files.write("x.tables", b"abc")
    assert files.read("x.tables") == b"abc"
    for i in range(MAX_FILES + 3):
        files.write(f"v{i}.tables", bytes([i]))
    assert len(list((tmp_path / "tables").glob("*.tables"))) == MAX_FILES
    assert files.read(f"v{MAX_FILES + 2}.tables") == bytes([MAX_FILES + 2])


def test_table_files_in_a_folder_that_cannot_be_written(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    files = TableFiles(lambda: blocker / "tables")
    files.write("x.tables", b"abc")  # nothing raised: the next start builds the tables again
    assert files.read("x.tables") is None
    variant = load_variant("standard")
    same(stored_fields(stored_tables(variant, files)), stored_fields(build_tables(variant)))
