"""The registry of external USI engines: one JSON file next to the settings (no Qt here).

    registry = EngineRegistry.load()                 # <config_dir>/engines.json; never raises
    entry = registry.add("/usr/games/fairy-stockfish")   # runs the handshake: name, author, options
    registry.set_options(entry.id, {"Hash": 64})     # checked against the option descriptors
    registry.rename(entry.id, "Fairy")
    worker = registry.make_worker(entry.id)          # an ExternalWorker (EngineWorker's interface)
    registry.engines_for("eight-knight:3")           # the entries that play a variant id
    registry.remove(entry.id)

Each entry keeps the program's path, the name and author it gave (``id name``/``id author``), the
name shown (which the user may change), the option descriptors read at the handshake (so an options
dialog opens without starting the engine) and the option values the user changed (only those that
differ from the engine's defaults are stored and sent).  :data:`BUILTIN` names the built-in engine: it
is never stored, and ``make_worker(BUILTIN)`` gives an :class:`~..engine.worker.EngineWorker`.

Every USI engine plays standard shogi (handicaps included).  An engine whose ``id name`` says it is
Fairy-Stockfish also plays the sub-variants it passed the check for (:mod:`.fairy_support`, run in the
background for each program build: :meth:`EngineRegistry.request_checks`); its worker is then given
those variants.

Loading never raises: a file that is not sound JSON (``storage.parse_json``) or not the expected shape
is renamed to ``engines.json.bad-<timestamp>`` (a warning in ``registry.warnings``) and the registry
starts empty; an entry or an option value that cannot be read is dropped with a warning, and a copy
of the file as it was is kept beside it.  What was set aside is in ``registry.set_aside_notices`` for
the window to tell the user once.  Every change is saved at once, atomically (``storage.py``).
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .storage import (
    DamagedFile,
    SetAside,
    atomic_write,
    config_dir,
    dump_json,
    keep_copy,
    read_json,
    set_aside,
)

# The engine modules are imported where they are used: reading the registry at start-up costs no
# engine code (the window loads it before its first paint).
if TYPE_CHECKING:
    from ..engine.external import ExternalWorker
    from ..engine.usi_client import UsiEngine, UsiOption
    from ..engine.worker import EngineWorker
    from .fairy_support import FairyChecks

FILE_NAME = "engines.json"
REGISTRY_VERSION = 1
BUILTIN = "builtin"
HANDSHAKE_TIMEOUT = 15.0

log = logging.getLogger(__name__)


class EngineRegistryError(Exception):
    """Adding or changing an engine failed; the message says why, in a sentence."""


def engines_path() -> Path:
    return config_dir() / FILE_NAME


def option_to_dict(opt: UsiOption) -> dict[str, Any]:
    return asdict(opt)


def _text(value: Any, what: str, max_len: int = 4096) -> str:
    """``value`` if it is one line of text (no line break: it goes into a USI command), else ValueError."""
    from ..engine.usi_client import has_line_break

    if not isinstance(value, str) or len(value) > max_len or has_line_break(value):
        raise ValueError(f"{what}: expected one line of text")
    return value


def option_from_dict(data: Any) -> UsiOption:
    from ..engine.usi_client import OPTION_TYPES, UsiOption

    if not isinstance(data, dict):
        raise ValueError("an option is not an object")
    name, typ = data.get("name"), data.get("type")
    if not isinstance(name, str) or not name or not isinstance(typ, str) or typ not in OPTION_TYPES:
        raise ValueError("an option without a name or a known type")
    _text(name, "option name", 256)
    default = data.get("default")
    if default is not None and not isinstance(default, str | int | bool):
        raise ValueError(f"option {name!r}: bad default")
    if isinstance(default, str):
        _text(default, f"option {name!r} default")
    lo, hi = data.get("min"), data.get("max")
    for bound in (lo, hi):
        if bound is not None and (not isinstance(bound, int) or isinstance(bound, bool)):
            raise ValueError(f"option {name!r}: bad bound")
    choices = data.get("choices") or []
    if not isinstance(choices, list) or len(choices) > 1000:
        raise ValueError(f"option {name!r}: bad choices")
    for choice in choices:
        _text(choice, f"option {name!r} choice", 256)
    return UsiOption(name, typ, default, lo, hi, list(choices))


@dataclass
class EngineEntry:
    id: str
    name: str  # shown to the user (starts as the engine's ``id name``)
    command: str  # the program's path (or a command line)
    usi_name: str = ""  # ``id name`` at the last handshake
    author: str = ""
    options: list[UsiOption] = field(default_factory=list)  # descriptors, in the engine's order
    values: dict[str, Any] = field(default_factory=dict)  # option values that differ from the defaults

    def option(self, name: str) -> UsiOption | None:
        return next((o for o in self.options if o.name == name), None)

    def value(self, name: str) -> Any:
        """The value the engine gets for option ``name`` (the user's, else the default)."""
        if name in self.values:
            return self.values[name]
        opt = self.option(name)
        return None if opt is None else opt.default

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "command": self.command, "usi_name": self.usi_name,
                "author": self.author, "options": [option_to_dict(o) for o in self.options],
                "values": dict(self.values)}

    @classmethod
    def from_dict(cls, data: Any, dropped: list[str] | None = None) -> EngineEntry:
        """The entry ``data`` describes (ValueError when it cannot be used); option values that do not fit
        are left out and named in ``dropped``."""
        if not isinstance(data, dict):
            raise ValueError("an engine is not an object")
        eid, name, command = data.get("id"), data.get("name"), data.get("command")
        for key, value in (("id", eid), ("name", name), ("command", command)):
            if not isinstance(value, str) or not value.strip():
                raise ValueError(f"engine {key} missing or not text")
            _text(value, f"engine {key}")
        assert isinstance(eid, str) and isinstance(name, str) and isinstance(command, str)
        if eid == BUILTIN:
            raise ValueError(f"{BUILTIN!r} is reserved for the built-in engine")
        raw_options = data.get("options")
        if raw_options is None:
            raw_options = []
        if not isinstance(raw_options, list):
            raise ValueError(f"engine {eid!r}: options are not a list")
        options = [option_from_dict(o) for o in raw_options]
        raw_values = data.get("values")
        if raw_values is None:
            raw_values = {}
        if not isinstance(raw_values, dict):
            raise ValueError(f"engine {eid!r}: values are not an object")
        usi_name, author = data.get("usi_name") or "", data.get("author") or ""
        entry = cls(eid, name, command, _text(usi_name, "engine usi_name"), _text(author, "engine author"), options)
        for key, value in raw_values.items():
            opt = entry.option(key)
            if opt is None or opt.type == "button":
                continue
            try:
                if not isinstance(value, str | int | bool):
                    raise ValueError(f"option {key}: expected text, a number or true/false")
                opt.coerce(value)
            except ValueError as exc:
                log.warning("engines: %s; the default is used", exc)
                if dropped is not None:
                    dropped.append(f"{eid}: {exc}")
                continue
            entry.values[key] = value
        return entry


@dataclass(frozen=True)
class EngineWarning:
    code: str  # "corrupt", "unreadable", "bad-entry", "save-failed"
    detail: str = ""
    backup: str = ""

    def __str__(self) -> str:
        return ": ".join(p for p in (self.code, self.detail, f"kept as {self.backup}" if self.backup else "") if p)


def probe(command: str, timeout: float = HANDSHAKE_TIMEOUT) -> UsiEngine:
    """Start ``command``, complete the ``usi`` handshake, let it quit; the engine object keeps what it said.
    Raises :class:`EngineRegistryError` with a sentence for the user."""
    from ..engine.usi_client import UsiEngine, UsiError

    command = command.strip()
    if not command:
        raise EngineRegistryError("no engine program was given")
    path = Path(command)
    if path.exists():
        if path.is_dir():
            raise EngineRegistryError(f"{command} is a folder, not an engine program")
        if not os.access(path, os.X_OK):
            raise EngineRegistryError(f"{command} is not an executable program")
    elif os.sep in command and " " not in command:
        raise EngineRegistryError(f"{command} does not exist")
    cwd = str(path.parent) if path.exists() else None
    try:
        engine = UsiEngine(command, cwd=cwd, timeout=timeout)
    except ValueError as exc:  # shlex: unbalanced quotes
        raise EngineRegistryError(f"cannot read the command {command!r}: {exc}") from None
    try:
        engine.start()
    except UsiError as exc:
        detail = str(exc)
        if "did not answer 'usiok'" in detail:
            raise EngineRegistryError(f"{command} is not a USI engine: {detail}") from None
        raise EngineRegistryError(detail) from None
    finally:
        with contextlib.suppress(Exception):
            engine.quit(timeout=2.0)
    return engine


class EngineRegistry:
    """The registered engines, in the order they were added; every change is saved at once."""

    def __init__(self, path: Path | str | None = None, checks: FairyChecks | None = None) -> None:
        self.path = Path(path) if path is not None else engines_path()
        self._checks = checks  # the Fairy-Stockfish check results (default: the application's)
        self.entries: list[EngineEntry] = []
        self.warnings: list[EngineWarning] = []
        self.set_aside_notices: list[SetAside] = []
        self._keep_file = False

    # ------------------------------------------------------------------ load and save
    @classmethod
    def load(cls, path: Path | str | None = None, checks: FairyChecks | None = None) -> EngineRegistry:
        registry = cls(path, checks)
        path = registry.path
        try:
            data, raw = read_json(path)
        except FileNotFoundError:
            return registry
        except DamagedFile as exc:
            registry._set_aside("corrupt", str(exc))
            return registry
        except OSError as exc:
            registry._set_aside("unreadable", exc.strerror or str(exc))
            return registry
        engines = data.get("engines") if isinstance(data, dict) else None
        if not isinstance(engines, list):
            registry._set_aside("corrupt", "expected an object with a list of engines")
            return registry
        try:
            problems = registry._read_entries(engines)
        except Exception as exc:  # noqa: BLE001 - last line: the engines file must never stop the start
            log.error("engines %s: unexpected %s while reading (a bug)", path, type(exc).__name__, exc_info=True)
            registry.entries = []
            registry._set_aside("corrupt", f"{type(exc).__name__}: {exc}")
            return registry
        if problems:
            try:
                kept = keep_copy(path, "bad", raw)
            except OSError as exc:
                log.warning("engines %s: could not keep a copy of the file: %s", path, exc)
            else:
                registry.set_aside_notices.append(SetAside("engines", path, kept, "bad-values", "; ".join(problems)))
                registry.save()  # the next load finds a sound file (and makes no second copy)
        return registry

    def _read_entries(self, engines: list[Any]) -> list[str]:
        """Fill :attr:`entries`; returns what was left out (entries and option values), for the log."""
        problems: list[str] = []
        seen: set[str] = set()
        for item in engines:
            try:
                entry = EngineEntry.from_dict(item, problems)
            except ValueError as exc:
                self._warn(EngineWarning("bad-entry", f"{exc}; the entry is left out"))
                problems.append(str(exc))
                continue
            if entry.id in seen:
                self._warn(EngineWarning("bad-entry", f"engine id {entry.id!r} twice; the second is left out"))
                problems.append(f"engine id {entry.id!r} twice")
                continue
            seen.add(entry.id)
            self.entries.append(entry)
        return problems

    def _warn(self, warning: EngineWarning) -> None:
        self.warnings.append(warning)
        log.warning("engines %s: %s", self.path, warning)

    def _set_aside(self, code: str, detail: str) -> None:
        try:
            backup = set_aside(self.path, "bad")
        except OSError as exc:
            self._keep_file = True  # never overwrite what we could not move
            self._warn(EngineWarning(code, f"{detail}; could not move it aside ({exc})"))
            self.set_aside_notices.append(SetAside("engines", self.path, None, "unmovable", detail))
            return
        self._warn(EngineWarning(code, detail, str(backup)))
        self.set_aside_notices.append(SetAside("engines", self.path, backup, "damaged", detail))

    def to_dict(self) -> dict[str, Any]:
        return {"version": REGISTRY_VERSION, "engines": [e.to_dict() for e in self.entries]}

    def save(self) -> bool:
        """Write atomically; on failure record a ``save-failed`` warning and return False."""
        if self._keep_file:
            self._warn(EngineWarning("save-failed", f"{self.path} could not be read or moved; left as it is"))
            return False
        try:
            atomic_write(self.path, dump_json(self.to_dict()))
        except (OSError, ValueError) as exc:
            self._warn(EngineWarning("save-failed", f"{self.path}: {exc}"))
            return False
        return True

    # ------------------------------------------------------------------ queries
    def __iter__(self) -> Iterator[EngineEntry]:
        return iter(list(self.entries))

    def __len__(self) -> int:
        return len(self.entries)

    def get(self, engine_id: str | None) -> EngineEntry | None:
        return next((e for e in self.entries if e.id == engine_id), None)

    def entry(self, engine_id: str) -> EngineEntry:
        found = self.get(engine_id)
        if found is None:
            raise EngineRegistryError(f"no engine {engine_id!r} is registered")
        return found

    def name_of(self, engine_id: str | None) -> str:
        """The name shown for ``engine_id`` ("" for the built-in engine or an unknown id)."""
        found = self.get(engine_id)
        return found.name if found is not None else ""

    # ------------------------------------------------------------------ changes
    def _new_id(self, name: str) -> str:
        base = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:40] or "engine"
        if base == BUILTIN:
            base = "engine"
        eid, n = base, 1
        while self.get(eid) is not None:
            n += 1
            eid = f"{base}-{n}"
        return eid

    def add(self, command: str, timeout: float = HANDSHAKE_TIMEOUT) -> EngineEntry:
        """Run the handshake of ``command`` and register it (blocks for the handshake: a GUI calls
        :func:`entry_from_probe` in a thread, then :meth:`add_entry`); raises :class:`EngineRegistryError`."""
        return self.add_entry(entry_from_probe(command, timeout))

    def add_entry(self, entry: EngineEntry) -> EngineEntry:
        """Register an entry made elsewhere (e.g. by :func:`entry_from_probe` in a thread)."""
        if not entry.id or self.get(entry.id) is not None or entry.id == BUILTIN:
            entry.id = self._new_id(entry.name)
        self.entries.append(entry)
        self.save()
        return entry

    def remove(self, engine_id: str) -> None:
        entry = self.entry(engine_id)
        self.entries.remove(entry)
        self.save()

    def rename(self, engine_id: str, name: str) -> None:
        name = " ".join(name.split())
        if not name:
            raise EngineRegistryError("an engine needs a name")
        self.entry(engine_id).name = name
        self.save()

    def set_options(self, engine_id: str, values: dict[str, Any]) -> None:
        """Set option values (checked against the descriptors; a value equal to the default is dropped);
        options not named keep their values.  Raises :class:`EngineRegistryError` for a bad value."""
        entry = self.entry(engine_id)
        changed = dict(entry.values)
        for name, value in values.items():
            opt = entry.option(name)
            if opt is None:
                raise EngineRegistryError(f"engine {entry.name!r} has no option {name!r}")
            if opt.type == "button":
                continue
            try:
                text = opt.coerce(value)
            except ValueError as exc:
                raise EngineRegistryError(str(exc)) from None
            default_text = None
            if opt.default is not None:
                with contextlib.suppress(ValueError):
                    default_text = opt.coerce(opt.default)
            if text == default_text:
                changed.pop(name, None)
            else:
                changed[name] = value
        entry.values = changed
        self.save()

    def reset_options(self, engine_id: str) -> None:
        self.entry(engine_id).values = {}
        self.save()

    # ------------------------------------------------------------------ variants
    @property
    def checks(self) -> FairyChecks:
        from .fairy_support import fairy_checks

        return self._checks if self._checks is not None else fairy_checks()

    def fairy_entries(self) -> list[EngineEntry]:
        """The registered engines that said they are Fairy-Stockfish."""
        from .fairy_support import is_fairy_name

        return [e for e in self.entries if is_fairy_name(e.usi_name)]

    def plays(self, engine_id: str | None, variant_id: str) -> bool:
        """``engine_id`` (None or :data:`BUILTIN`: the built-in engine) plays the game ``variant_id``
        (add-ons included): every engine standard shogi, a Fairy-Stockfish what it was checked for."""
        from .fairy_support import is_fairy_name

        if engine_id in (None, BUILTIN):
            return True
        entry = self.get(engine_id)
        if entry is None:
            return False
        if variant_id == "standard":
            return True
        return is_fairy_name(entry.usi_name) and self.checks.plays(entry.command, variant_id)

    def being_checked(self, engine_id: str, variant_id: str) -> bool:
        """``engine_id`` is a Fairy-Stockfish whose check is running, and it may pass for ``variant_id``."""
        from ..engine.fairy import reasons
        from .fairy_support import is_fairy_name

        entry = self.get(engine_id)
        return (entry is not None and is_fairy_name(entry.usi_name) and not reasons(variant_id)
                and self.checks.pending(entry.command))

    def variant_check(self, engine_id: str) -> tuple[list[str], bool, str, int]:
        """For a registered Fairy-Stockfish: (the sub-variants besides standard shogi it was checked to play,
        True while its check runs, why it could not be checked or "", how many sub-variants are not
        checked yet because it answered too slowly); ([], False, "", 0) for other engines."""
        from .fairy_support import is_fairy_name

        entry = self.get(engine_id)
        if entry is None or not is_fairy_name(entry.usi_name):
            return [], False, "", 0
        found = self.checks.result(entry.command)
        ok = [v for v in found.ok if v != "standard"] if found is not None else []
        later = len(found.unchecked) if found is not None else 0
        return ok, self.checks.pending(entry.command), self.checks.error(entry.command), later

    def engines_for(self, variant_id: str) -> list[EngineEntry]:
        """The registered engines that play ``variant_id``, in the registry's order."""
        return [e for e in self.entries if self.plays(e.id, variant_id)]

    def request_checks(self) -> bool:
        """Start the check of every Fairy-Stockfish not checked yet (in the background); True while
        any of them is being checked."""
        for entry in self.fairy_entries():
            self.checks.request(entry.command)
        return any(self.checks.pending(e.command) for e in self.fairy_entries())

    # ------------------------------------------------------------------ workers
    def make_worker(self, engine_id: str | None, level: int = 10) -> ExternalWorker | EngineWorker:
        """A worker for ``engine_id`` (None or :data:`BUILTIN`: the built-in engine at ``level``)."""
        from ..engine.worker import EngineWorker

        if engine_id in (None, BUILTIN):
            return EngineWorker(level=level)
        return self.make_external(engine_id)

    def make_external(self, engine_id: str) -> ExternalWorker:
        """An :class:`~..engine.external.ExternalWorker` for the registered ``engine_id`` (with the variants
        a Fairy-Stockfish was checked for); raises :class:`EngineRegistryError` when it is not registered."""
        from ..engine.external import ExternalWorker
        from .fairy_support import is_fairy_name

        entry = self.entry(engine_id)
        variants = self.checks.variants(entry.command) if is_fairy_name(entry.usi_name) else None
        return ExternalWorker(entry.command, dict(entry.values), name=entry.name, variants=variants)


def entry_from_probe(command: str, timeout: float = HANDSHAKE_TIMEOUT) -> EngineEntry:
    """Run the handshake and build an entry (its id is given by :meth:`EngineRegistry.add_entry`);
    safe to call from a thread since it touches no registry."""
    engine = probe(command, timeout)
    name = engine.name or Path(command.strip()).name or "engine"
    name = " ".join(name.split())
    return EngineEntry("", name, command.strip(), engine.name, engine.author, list(engine.options.values()))
