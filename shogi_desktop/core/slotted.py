"""Small value classes without dataclasses: equality and repr (and, frozen, hashing, copies and pickles)
made from the class's ``__slots__``.

A dataclass compiles its methods when its module is imported (about 3 M instructions each at start-up);
a class deriving from :class:`Record` or :class:`FrozenRecord` only writes its ``__slots__`` and an
``__init__`` (which checks its values where it must) and gets the rest from code compiled once.  The
slots are the fields, in the order of ``__init__``'s parameters (a frozen record is copied through it).
"""

from __future__ import annotations

from typing import Any, TypeVar, cast


class Record:
    """Mutable: equal to a record of the same class with equal fields; unhashable, as a dataclass."""

    __slots__: tuple[str, ...] = ()

    def values(self) -> tuple[Any, ...]:
        """The fields' values, in the order of ``__slots__``."""
        return tuple([getattr(self, name) for name in self.__slots__])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Record)
        return self.values() == other.values()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return fields_repr(self, self.__slots__)

    def replace(self, **changes: Any) -> Any:
        """A copy with ``changes``, made through ``__init__`` (as ``dataclasses.replace``)."""
        return copy_with(self, self.__slots__, changes)


R = TypeVar("R")


def fields_repr(obj: object, names: tuple[str, ...]) -> str:
    """``Class(name=value, ...)`` of the fields ``names`` (the repr of records and other plain classes)."""
    return f"{type(obj).__name__}(" + ", ".join(f"{n}={getattr(obj, n)!r}" for n in names) + ")"


def copy_with(obj: R, names: tuple[str, ...], changes: dict[str, Any]) -> R:
    """A copy of ``obj`` made through its ``__init__`` from the fields ``names``, with ``changes``."""
    return type(obj)(**{**{n: getattr(obj, n) for n in names}, **changes})


def replace(obj: R, /, **changes: Any) -> R:
    """``dataclasses.replace`` for records and dataclasses alike (the add-ons copy both)."""
    if isinstance(obj, Record):
        return cast(R, obj.replace(**changes))
    import dataclasses  # (here: the start-up copies no dataclass)

    return cast(R, dataclasses.replace(obj, **changes))  # type: ignore[type-var]


class FrozenRecord(Record):
    """Immutable once made (``__init__`` sets its fields with :meth:`_set`), hashable; copies and
    pickles are made through ``__init__``, so they are checked as the original was."""

    __slots__ = ()

    def _set(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}: a {type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}: a {type(self).__name__} is immutable")

    def __hash__(self) -> int:  # type: ignore[override]  # (a mutable record has none)
        return hash(self.values())

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return self.__class__, self.values()
