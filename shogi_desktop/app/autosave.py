"""Autosave of the game in progress: nothing is lost to a crash, a kill or a power cut.

After every ply the controller calls :meth:`Autosave.save`; the whole game is written to
``<user_data_dir("shogi-desktop")>/autosave.json`` *atomically*: a temporary file in the same folder is
written, flushed and fsynced, then ``os.replace``\\d over the old one (and the folder is fsynced), so
the file on disk is always either the previous complete save or the new one, never a torn mixture.

The file holds (schema ``shogi-desktop-autosave`` version 1)::

    {"format": "shogi-desktop-autosave", "version": 1, "saved_at": "2024-05-01T10:00:00+00:00",
     "game_id": "<hex>",                  the game's identity (the library indexes the game under it)
     "record": {<native record>},         notation/native.py: moves, variations, comments, times,
                                          add-on events; the current node; add-on state is in the SFENs
     "setup": {"variant": ..., "handicap": ..., "sfen": ..., "black_name": ..., "white_name": ...,
               "black_human": true, "white_human": true, "time_control": {"main": 600, ...} | null},
     "clock": {<GameClock readings>} | null,
     "extra": {...}}                      state the record does not hold (the dice seed, later)

On start :func:`pending` returns the saved game if it is unfinished; the window offers to resume it;
:meth:`Autosave.discard` moves the file to ``autosave-discarded-<time>.json`` (nothing is lost) and
:meth:`Autosave.clear` removes it once the game is finished or saved.  A file that cannot be read (not
JSON, nested too deeply, a number out of range, a wrong type anywhere) is moved to
``autosave-damaged-<time>.json`` and reported, never raised.  Files are written by ``storage.py``.
No Qt here.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from ..core.clock import ClockState, GameClock, TimeControl
from ..core.record import GameRecord
from ..core.slotted import Record
from .storage import (
    DamagedFile,
    SetAside,
    atomic_write,
    data_dir,
    dump_json,
    read_json,
    remove_stale_temporaries,
    set_aside,
)

FILE_NAME = "autosave.json"
MAGIC = "shogi-desktop-autosave"
VERSION = 1
MAX_SECONDS = 10_000_000.0  # about 115 days: more on a game clock is a damaged file
MAX_AUTOSAVE_BYTES = 512 * 2 ** 20  # a long game with many variations is a few MiB

log = logging.getLogger(__name__)

# The attributes of a game setup (ui.game.controller.GameSetup, NewGameConfig) that are saved.
SETUP_FIELDS = ("variant", "handicap", "sfen", "black_name", "white_name", "black_human", "white_human",
                "black_level", "white_level", "black_engine", "white_engine")
LEVEL_FIELDS = ("black_level", "white_level")


class AutosaveError(ValueError):
    """An autosave file that cannot be read back; the message says what and where."""


def autosave_path() -> Path:
    return data_dir() / FILE_NAME


# ---------------------------------------------------------------------------------------- clocks and setups
def clock_to_json(clock: GameClock) -> dict[str, Any]:
    """Every reading of ``clock`` needed to continue it exactly (see :func:`clock_from_json`)."""
    c = clock.control
    state = clock.to_state()
    return {
        "control": {"main": c.main_seconds, "byoyomi": c.byoyomi_seconds, "increment": c.increment_seconds},
        "main": list(state.main),
        "byoyomi": list(state.byoyomi),
        "used": list(state.used),
        "move_used": state.move_used,
        "turn": state.turn,
        "flagged": state.flagged,
        "running": state.running,
    }


def _number(data: dict[str, Any], key: str, where: str = "clock") -> float:
    value = data.get(key)
    if (isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value)
            or not 0 <= value <= MAX_SECONDS):
        raise AutosaveError(f"{where}.{key}: expected a number of seconds from 0 to {MAX_SECONDS:.0f}, "
                            f"got {_short(value)}")
    return float(value)


def _short(value: Any) -> str:
    text = repr(value) if not isinstance(value, int) or abs(value) < 10 ** 30 else "a huge number"
    return text if len(text) <= 60 else text[:57] + "..."


def _pair(data: dict[str, Any], key: str) -> tuple[float, float]:
    value = data.get(key)
    if not isinstance(value, list) or len(value) != 2:
        raise AutosaveError(f"clock.{key}: expected two numbers, got {_short(value)}")
    return _number({key: value[0]}, key), _number({key: value[1]}, key)


def _side(data: dict[str, Any], key: str) -> int | None:
    value = data.get(key)
    if value is None or (not isinstance(value, bool) and isinstance(value, int) and value in (0, 1)):
        return value
    raise AutosaveError(f"clock.{key}: expected 0, 1 or null, got {_short(value)}")


def time_control_from_json(data: Any, where: str = "time_control") -> TimeControl | None:
    if data is None:
        return None
    if not isinstance(data, dict):
        raise AutosaveError(f"{where}: expected an object, got {_short(data)}")
    try:
        return TimeControl(_number(data, "main", where), _number(data, "byoyomi", where),
                           _number(data, "increment", where))
    except ValueError as exc:
        raise AutosaveError(str(exc)) from None


def time_control_to_json(tc: TimeControl | None) -> dict[str, float] | None:
    if tc is None:
        return None
    return {"main": tc.main_seconds, "byoyomi": tc.byoyomi_seconds, "increment": tc.increment_seconds}


def clock_from_json(data: Any, time_source: Callable[[], float] = time.monotonic) -> GameClock:
    """A running :class:`GameClock` with the saved readings; the time while the program was not running
    is charged to nobody."""
    if not isinstance(data, dict):
        raise AutosaveError(f"clock: expected an object, got {_short(data)}")
    control = time_control_from_json(data.get("control"), "clock")
    if control is None:
        raise AutosaveError("clock.control: missing")
    running = data.get("running")
    if not isinstance(running, bool):
        raise AutosaveError(f"clock.running: expected true or false, got {_short(running)}")
    state = ClockState(_pair(data, "main"), _pair(data, "byoyomi"), _pair(data, "used"),
                       _number(data, "move_used"), _side(data, "turn"), _side(data, "flagged"), running)
    try:
        return GameClock.from_state(control, state, time_source)
    except ValueError as exc:  # pragma: no cover - every reading was checked above
        raise AutosaveError(str(exc)) from None


def setup_to_json(setup: object | None) -> dict[str, Any]:
    """The saved attributes of a game setup (anything with GameSetup's attribute names)."""
    out: dict[str, Any] = {}
    if setup is None:
        return out
    for name in SETUP_FIELDS:
        if hasattr(setup, name):
            value = getattr(setup, name)
            if value is None or isinstance(value, (str, bool)) or (name in LEVEL_FIELDS and type(value) is int):
                out[name] = value
    if hasattr(setup, "time_control"):
        out["time_control"] = time_control_to_json(setup.time_control)
    return out


def setup_from_json(data: Any) -> dict[str, Any]:
    """Checked keyword arguments for GameSetup (time_control as a TimeControl)."""
    if not isinstance(data, dict):
        raise AutosaveError(f"setup: expected an object, got {data!r}")
    out: dict[str, Any] = {}
    for name in SETUP_FIELDS:
        if name not in data:
            continue
        value = data[name]
        if name in LEVEL_FIELDS:
            ok = type(value) is int and 1 <= value <= 10
        elif name.endswith("_human"):
            ok = isinstance(value, bool)
        else:
            ok = value is None or isinstance(value, str)
        if not ok:
            raise AutosaveError(f"setup.{name}: unexpected value {value!r}")
        out[name] = value
    if "time_control" in data:
        out["time_control"] = time_control_from_json(data["time_control"])
    return out


# ---------------------------------------------------------------------------------------- the saved game
def is_finished(record: GameRecord) -> bool:
    """True when the line being played has ended (an ending node at the tip of the current line)."""
    node = record.current
    while node.children:
        child = node.active_child
        assert child is not None
        node = child
    return node.ending is not None


class SavedGame(Record):
    """A game read back from an autosave file (core/slotted.py: not a dataclass, which compiles its
    methods at import)."""

    __slots__ = ("record", "setup", "clock", "game_id", "saved_at", "extra", "path")

    def __init__(self, record: GameRecord, setup: dict[str, Any] | None = None,
                 clock: dict[str, Any] | None = None, game_id: str = "", saved_at: str = "",
                 extra: dict[str, Any] | None = None, path: Path | None = None) -> None:
        self.record = record
        self.setup: dict[str, Any] = {} if setup is None else setup  # GameSetup keyword arguments
        self.clock = clock  # clock_to_json() readings; clock_from_json() rebuilds it
        self.game_id = game_id
        self.saved_at = saved_at
        self.extra: dict[str, Any] = {} if extra is None else extra
        self.path = path

    @property
    def finished(self) -> bool:
        return is_finished(self.record)

    @property
    def plies(self) -> int:
        return sum(1 for n in self.record.current_line() if n.parent is not None and n.ending is None)

    def make_clock(self, time_source: Callable[[], float] = time.monotonic) -> GameClock | None:
        return None if self.clock is None else clock_from_json(self.clock, time_source)


def game_to_json(record: GameRecord, setup: object | None = None, clock: GameClock | None = None,
                 game_id: str = "", extra: dict[str, Any] | None = None) -> dict[str, Any]:
    from datetime import UTC, datetime  # (here, as the format: loaded with the first save)

    from ..notation.native import record_to_dict  # loaded with the first save, not at start-up

    return {
        "format": MAGIC,
        "version": VERSION,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "game_id": game_id,
        "record": record_to_dict(record),
        "setup": setup_to_json(setup),
        "clock": clock_to_json(clock) if clock is not None else None,
        "extra": dict(extra or {}),
    }


def game_from_json(data: Any) -> SavedGame:
    if not isinstance(data, dict) or data.get("format") != MAGIC:
        raise AutosaveError(f"not an autosave: expected \"format\": \"{MAGIC}\"")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= VERSION:
        raise AutosaveError(f"version: expected 1 to {VERSION}, got {_short(version)}")
    from ..notation.errors import KifuError
    from ..notation.native import read_native

    try:
        record = read_native(data.get("record"))
    except KifuError as exc:
        raise AutosaveError(f"record: {exc}") from None
    except RecursionError:
        raise AutosaveError("record: nested too deeply") from None
    clock = data.get("clock")
    if clock is not None:
        clock_from_json(clock)  # check it now: a bad clock must not surface only when resuming
    extra = data.get("extra") or {}
    if not isinstance(extra, dict):
        raise AutosaveError("extra: expected an object")
    game_id = data.get("game_id") or ""
    saved_at = data.get("saved_at") or ""
    if not isinstance(game_id, str) or not isinstance(saved_at, str):
        raise AutosaveError("game_id and saved_at must be strings")
    return SavedGame(record, setup_from_json(data.get("setup") or {}), clock, game_id, saved_at, extra)


class Autosave:
    """The autosave file of one data folder.

    ``on_status`` (set by the window) is called with a sentence when saving starts to fail (the folder
    is read-only, the path is a folder, the disk is full) and with "" when it works again, so the user
    sees it; :attr:`last_error` holds the last failure.  :attr:`set_aside_notices` lists the damaged
    autosaves :meth:`pending` kept aside, for the window to tell the user once.
    """

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else autosave_path()
        self.last_error = ""  # the last failure to save, for the log and the status bar
        self.last_errno: int | None = None  # its errno (EROFS, EISDIR, ENOSPC...), None when not an OSError
        self.saves = 0
        self.set_aside_notices: list[SetAside] = []
        self.on_status: Callable[[str], None] | None = None
        self._blocked = ""  # a damaged autosave that could not be moved aside: never written over

    # ------------------------------------------------------------------ writing
    def save(self, record: GameRecord, setup: object | None = None, clock: GameClock | None = None,
             game_id: str = "", extra: dict[str, Any] | None = None,
             before_replace: Callable[[Path], None] | None = None) -> bool:
        """Write the game atomically; False (and :attr:`last_error`) when the disk refused."""
        if self._blocked:
            self._failed(self._blocked)
            return False
        try:
            text = dump_json(game_to_json(record, setup, clock, game_id, extra), indent=None)
            atomic_write(self.path, text, before_replace=before_replace)
        except OSError as exc:
            self._failed(f"{self.path}: {exc.strerror or exc}", exc.errno)
            return False
        except (ValueError, RecursionError) as exc:
            self._failed(f"{self.path}: {exc}")
            return False
        except Exception as exc:  # a bug: the game goes on, the log has the traceback
            log.exception("autosave: unexpected failure (a bug)")
            self._failed(f"{self.path}: {type(exc).__name__}: {exc}")
            return False
        self.saves += 1
        if self.last_error:
            self.last_error = ""
            self.last_errno = None
            log.info("autosave works again: %s", self.path)
            if self.on_status is not None:
                self.on_status("")
        return True

    def _failed(self, message: str, code: int | None = None) -> None:
        first = not self.last_error
        self.last_error = message
        self.last_errno = code
        if first:
            log.warning("autosave failed: %s", message)
            if self.on_status is not None:
                self.on_status(message)

    def clear(self) -> None:
        """The game was finished or saved: nothing left to recover (a failure is kept in last_error)."""
        if self._blocked:
            return
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            self._failed(f"{self.path}: {exc.strerror or exc}", exc.errno)

    def exists(self) -> bool:
        return self.path.is_file()

    # ------------------------------------------------------------------ reading
    def load(self) -> SavedGame:
        """The saved game; raises AutosaveError (or FileNotFoundError when there is none).  Every way
        the file can be wrong is an AutosaveError; one this code did not foresee is also logged as a bug."""
        try:
            data, _raw = read_json(self.path, MAX_AUTOSAVE_BYTES)
        except DamagedFile as exc:
            raise AutosaveError(f"{self.path}: {exc}") from None
        try:
            game = game_from_json(data)
        except AutosaveError as exc:
            raise AutosaveError(f"{self.path}: {exc}") from None
        except Exception as exc:  # noqa: BLE001 - last line: a damaged file must never stop the start
            log.error("autosave %s: unexpected %s while reading (a bug)", self.path, type(exc).__name__,
                      exc_info=True)
            raise AutosaveError(f"{self.path}: {type(exc).__name__}: {exc}") from None
        game.path = self.path
        return game

    def pending(self) -> SavedGame | None:
        """The unfinished game to offer for resuming, if any.

        A finished game is cleared; a damaged file is moved aside (``autosave-damaged-<time>.json``)
        and noted in :attr:`set_aside_notices` (if it cannot be moved it is left alone and never
        written over); stale temporary files of killed writers are removed.
        """
        remove_stale_temporaries(self.path.parent, self.path.name)
        if not self.path.is_file():
            return None
        try:
            game = self.load()
        except FileNotFoundError:
            return None
        except (OSError, AutosaveError) as exc:
            detail = str(exc)
            try:
                kept = set_aside(self.path, "damaged", keep_suffix=True)
            except OSError as move_exc:
                self._blocked = f"{self.path}: the damaged autosave could not be moved aside ({move_exc})"
                log.warning("the autosave could not be read (%s) nor moved aside (%s); left as it is",
                            detail, move_exc)
                self.set_aside_notices.append(SetAside("autosave", self.path, None, "unmovable", detail))
                return None
            log.warning("the autosave could not be read (%s); kept as %s", detail, kept)
            self.set_aside_notices.append(SetAside("autosave", self.path, kept, "damaged", detail))
            return None
        if game.finished or game.plies == 0:
            self.clear()
            return None
        return game

    def discard(self) -> Path | None:
        """Set the autosave aside as ``autosave-discarded-<time>.json``; returns where it went."""
        if not self.path.is_file():
            return None
        try:
            return set_aside(self.path, "discarded", keep_suffix=True)
        except OSError as exc:
            log.warning("could not move %s aside: %s", self.path, exc)
            return None

    def set_aside_files(self) -> Iterable[Path]:
        """Discarded and damaged autosaves kept in the folder, oldest first."""
        folder = self.path.parent
        found = [*folder.glob(f"{self.path.stem}-discarded-*.json"), *folder.glob(f"{self.path.stem}-damaged-*.json")]
        return sorted(found, key=lambda p: (p.stat().st_mtime, p.name))


def pending(path: Path | str | None = None) -> SavedGame | None:
    """The unfinished autosaved game, if any (see :meth:`Autosave.pending`)."""
    return Autosave(path).pending()
