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
:meth:`Autosave.clear` removes it once the game is finished or saved.  A file that cannot be read is
moved to ``autosave-damaged-<time>.json`` and reported, never raised.  No Qt here.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

from ..core.clock import GameClock, TimeControl
from ..core.record import GameRecord
from ..notation.errors import KifuError
from ..notation.native import read_native, record_to_dict

APP_NAME = "shogi-desktop"
FILE_NAME = "autosave.json"
MAGIC = "shogi-desktop-autosave"
VERSION = 1

log = logging.getLogger(__name__)

# The attributes of a game setup (ui.game.controller.GameSetup, NewGameConfig) that are saved.
SETUP_FIELDS = ("variant", "handicap", "sfen", "black_name", "white_name", "black_human", "white_human",
                "black_level", "white_level", "black_engine", "white_engine")
LEVEL_FIELDS = ("black_level", "white_level")


class AutosaveError(ValueError):
    """An autosave file that cannot be read back; the message says what and where."""


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def autosave_path() -> Path:
    return data_dir() / FILE_NAME


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def _free_name(folder: Path, stem: str, suffix: str) -> Path:
    """``folder/stem+suffix``, or with ``-2``, ``-3``... added when that name is taken."""
    path = folder / f"{stem}{suffix}"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}{suffix}"
    return path


# ---------------------------------------------------------------------------------------- atomic writes
def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a no-op where directories cannot be opened, e.g. Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes | str, durable: bool = True,
                 before_replace: Callable[[Path], None] | None = None) -> None:
    """Write ``data`` to ``path`` so that a crash at any moment leaves either the old file or the new one.

    The temporary file lives in the same folder (a rename is only atomic within one file system).
    ``durable`` also fsyncs the data and the folder (skipped by bulk imports, which sync once at the end).
    ``before_replace`` is a test hook called with the temporary path just before the rename.
    """
    payload = data.encode("utf-8") if isinstance(data, str) else data
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            if durable:
                os.fsync(fh.fileno())
        if before_replace is not None:
            before_replace(tmp)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    if durable:
        fsync_dir(path.parent)


def remove_stale_temporaries(folder: Path, name: str, older_than: float = 60.0) -> int:
    """Delete the temporary files a killed writer of ``name`` left in ``folder``; returns how many."""
    removed = 0
    now = time.time()
    with contextlib.suppress(OSError):
        for tmp in folder.glob(f".{name}.*.tmp"):
            try:
                if now - tmp.stat().st_mtime >= older_than:
                    tmp.unlink()
                    removed += 1
            except OSError:
                continue
    return removed


# ---------------------------------------------------------------------------------------- clocks and setups
def clock_to_json(clock: GameClock) -> dict[str, Any]:
    """Every reading of ``clock`` needed to continue it exactly (see :func:`clock_from_json`)."""
    c = clock.control
    return {
        "control": {"main": c.main_seconds, "byoyomi": c.byoyomi_seconds, "increment": c.increment_seconds},
        "main": [clock.remaining(0), clock.remaining(1)],
        "byoyomi": [clock.byoyomi_remaining(0), clock.byoyomi_remaining(1)],
        "used": [clock.used(0), clock.used(1)],
        "move_used": clock.move_time(),
        "turn": clock.turn,
        "flagged": clock.flagged_side,
        "running": clock.running,
    }


def _number(data: dict[str, Any], key: str) -> float:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
        raise AutosaveError(f"clock.{key}: expected a non-negative number, got {value!r}")
    return float(value)


def _pair(data: dict[str, Any], key: str) -> list[float]:
    value = data.get(key)
    if not isinstance(value, list) or len(value) != 2:
        raise AutosaveError(f"clock.{key}: expected two numbers, got {value!r}")
    return [_number({key: v}, key) for v in value]


def _side(data: dict[str, Any], key: str) -> int | None:
    value = data.get(key)
    if value is None or (value in (0, 1) and not isinstance(value, bool)):
        return value
    raise AutosaveError(f"clock.{key}: expected 0, 1 or null, got {value!r}")


def time_control_from_json(data: Any) -> TimeControl | None:
    if data is None:
        return None
    if not isinstance(data, dict):
        raise AutosaveError(f"time control: expected an object, got {data!r}")
    try:
        return TimeControl(_number(data, "main"), _number(data, "byoyomi"), _number(data, "increment"))
    except ValueError as exc:
        raise AutosaveError(str(exc)) from None


def time_control_to_json(tc: TimeControl | None) -> dict[str, float] | None:
    if tc is None:
        return None
    return {"main": tc.main_seconds, "byoyomi": tc.byoyomi_seconds, "increment": tc.increment_seconds}


def clock_from_json(data: Any, time_source: Callable[[], float] = time.monotonic) -> GameClock:
    """A running :class:`GameClock` with the saved readings; the time while the program was not running
    is charged to nobody.

    GameClock has no public way to set the time used or the flag, so this sets its fields; the
    autosave tests round-trip every reading, so a change there shows up at once.
    """
    if not isinstance(data, dict):
        raise AutosaveError(f"clock: expected an object, got {data!r}")
    control = time_control_from_json(data.get("control"))
    if control is None:
        raise AutosaveError("clock.control: missing")
    clock = GameClock(control, time_source)
    clock._main = _pair(data, "main")
    clock._byo = _pair(data, "byoyomi")
    clock._used = _pair(data, "used")
    clock._move_used = _number(data, "move_used")
    clock._turn = _side(data, "turn")
    clock._flagged = _side(data, "flagged")
    running = data.get("running")
    if not isinstance(running, bool):
        raise AutosaveError(f"clock.running: expected true or false, got {running!r}")
    clock._running = running and clock._flagged is None and clock._turn is not None
    clock._since = time_source()
    return clock


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


@dataclass
class SavedGame:
    """A game read back from an autosave file."""

    record: GameRecord
    setup: dict[str, Any] = field(default_factory=dict)  # GameSetup keyword arguments
    clock: dict[str, Any] | None = None  # clock_to_json() readings; clock_from_json() rebuilds it
    game_id: str = ""
    saved_at: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None

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
        raise AutosaveError(f"version: expected 1 to {VERSION}, got {version!r}")
    try:
        record = read_native(data.get("record"))
    except KifuError as exc:
        raise AutosaveError(f"record: {exc}") from None
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
    """The autosave file of one data folder."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else autosave_path()
        self.last_error = ""  # the last failure to save, for the log and the status bar
        self.saves = 0

    # ------------------------------------------------------------------ writing
    def save(self, record: GameRecord, setup: object | None = None, clock: GameClock | None = None,
             game_id: str = "", extra: dict[str, Any] | None = None,
             before_replace: Callable[[Path], None] | None = None) -> bool:
        """Write the game atomically; False (and :attr:`last_error`) when the disk refused."""
        try:
            data = game_to_json(record, setup, clock, game_id, extra)
            text = json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
            atomic_write(self.path, text, before_replace=before_replace)
        except (OSError, ValueError) as exc:
            self.last_error = f"{self.path}: {exc}"
            log.warning("autosave failed: %s", self.last_error)
            return False
        self.last_error = ""
        self.saves += 1
        return True

    def clear(self) -> None:
        """The game was finished or saved: nothing left to recover."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

    def exists(self) -> bool:
        return self.path.is_file()

    # ------------------------------------------------------------------ reading
    def load(self) -> SavedGame:
        """The saved game; raises AutosaveError (or FileNotFoundError when there is none)."""
        raw = self.path.read_bytes()
        try:
            data = json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError as exc:
            raise AutosaveError(f"{self.path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
        except json.JSONDecodeError as exc:
            raise AutosaveError(f"{self.path}: line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
        except RecursionError:
            raise AutosaveError(f"{self.path}: nested too deeply") from None
        try:
            game = game_from_json(data)
        except AutosaveError as exc:
            raise AutosaveError(f"{self.path}: {exc}") from None
        game.path = self.path
        return game

    def pending(self) -> SavedGame | None:
        """The unfinished game to offer for resuming, if any.

        A finished game is cleared; a damaged file is moved aside (``autosave-damaged-<time>.json``)
        with a warning in the log; stale temporary files of killed writers are removed.
        """
        remove_stale_temporaries(self.path.parent, self.path.name)
        if not self.path.is_file():
            return None
        try:
            game = self.load()
        except FileNotFoundError:
            return None
        except (OSError, AutosaveError) as exc:
            kept = self._move_aside("autosave-damaged")
            log.warning("the autosave could not be read (%s); kept as %s", exc, kept)
            return None
        if game.finished or game.plies == 0:
            self.clear()
            return None
        return game

    def discard(self) -> Path | None:
        """Set the autosave aside as ``autosave-discarded-<time>.json``; returns where it went."""
        return self._move_aside("autosave-discarded")

    def _move_aside(self, stem: str) -> Path | None:
        if not self.path.exists():
            return None
        target = _free_name(self.path.parent, f"{stem}-{_stamp()}", ".json")
        try:
            os.replace(self.path, target)
        except OSError as exc:
            log.warning("could not move %s aside: %s", self.path, exc)
            return None
        return target

    def set_aside_files(self) -> Iterable[Path]:
        """Discarded and damaged autosaves kept in the folder, oldest first."""
        folder = self.path.parent
        found = [*folder.glob("autosave-discarded-*.json"), *folder.glob("autosave-damaged-*.json")]
        return sorted(found, key=lambda p: p.stat().st_mtime)


def pending(path: Path | str | None = None) -> SavedGame | None:
    """The unfinished autosaved game, if any (see :meth:`Autosave.pending`)."""
    return Autosave(path).pending()
