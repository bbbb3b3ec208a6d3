"""The user's settings: one JSON file in the platformdirs config folder, versioned and migrated.

``settings = Settings.load()`` reads ``<user_config_dir("shogi-desktop")>/settings.json`` (or the path
given); ``settings.save()`` writes it atomically (``storage.atomic_write``).  Fields are plain typed
attributes (see :class:`Settings`).  Loading never raises:

- a file that is not sound JSON (see ``storage.parse_json``: deep nesting, huge numbers, NaN...), not
  a JSON object or not readable is renamed to ``settings.json.bad-<timestamp>`` (nothing is lost) and
  the defaults are used; if it cannot be renamed it is left alone and never written over;
- a field with a wrong type or value falls back to its default, and a copy of the file as it was is
  kept as ``settings.json.bad-<timestamp>``;
- keys this version does not know are kept and written back unchanged;
- an older layout is migrated step by step (:data:`MIGRATIONS`, one function per version).

Each of these records a :class:`SettingsWarning` in ``settings.warnings`` (a code the UI translates, the
key concerned, and a detail in English for the log); what was set aside is also in
``settings.set_aside_notices`` (:class:`~.storage.SetAside`) for the window to tell the user once.
``window_geometry`` and ``window_state`` hold
``QByteArray.toBase64()`` text of ``saveGeometry()`` / ``saveState()``; this module imports no Qt.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from ..art.board_styles import BOARD_STYLES, DEFAULT_BOARD_STYLE
from ..art.piece_sets import DEFAULT_PIECE_SET, PIECE_SETS
from ..core.slotted import fields_repr
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

FILE_NAME = "settings.json"
SETTINGS_VERSION = 1
RECENT_FILES_LIMIT = 10

LANGUAGES = ("", "ja", "en")  # "" follows the system language
COORDINATE_STYLES = ("japanese", "usi")
MAX_TEXT = 65536  # characters in one text field (a base64 window layout is a few kilobytes)
BOOK_MODES = ("builtin", "file", "off")  # the built-in engine's opening book: its own, a YaneuraOu file, none

log = logging.getLogger(__name__)


def settings_path() -> Path:
    return config_dir() / FILE_NAME


class SettingsWarning(NamedTuple):
    code: str  # "corrupt", "unreadable", "bad-value", "newer-version", "migrated", "save-failed"
    key: str = ""
    detail: str = ""
    backup: str = ""  # where a corrupt file was moved

    def __str__(self) -> str:
        parts = [self.code]
        if self.key:
            parts.append(self.key)
        if self.detail:
            parts.append(self.detail)
        if self.backup:
            parts.append(f"kept as {self.backup}")
        return ": ".join(parts)


# ---------------------------------------------------------------------------------------- migrations
def _migrate_0_to_1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 (the pre-release layout, no ``version`` key) to version 1.

    Version 0 wrote ``lang`` ("system"/"ja"/"en"), ``legal_moves``, ``coords`` ("kanji"/"usi"),
    ``sound`` (on = True), ``animation`` in seconds, ``flipped``, ``geometry``/``state``, ``recent`` and
    ``players: {"black": ..., "white": ...}``.
    """
    out: dict[str, Any] = {}
    renames = {"legal_moves": "show_legal_moves", "flipped": "board_flipped", "geometry": "window_geometry",
               "state": "window_state", "recent": "recent_files"}
    for key, value in data.items():
        if key in renames:
            out[renames[key]] = value
        elif key == "lang":
            out["language"] = "" if value in ("system", None) else value
        elif key == "coords":
            out["coordinate_style"] = {"kanji": "japanese"}.get(value, value)
        elif key == "sound":
            out["mute"] = not value if isinstance(value, bool) else value
        elif key == "animation":
            out["animation_ms"] = round(value * 1000) if isinstance(value, (int, float)) else value
        elif key == "players" and isinstance(value, dict):
            if "black" in value:
                out["black_name"] = value["black"]
            if "white" in value:
                out["white_name"] = value["white"]
        else:
            out[key] = value
    return out


# MIGRATIONS[n] turns a version-n mapping into a version-(n+1) mapping.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    0: _migrate_0_to_1,
}


def migrate(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Run every migration step from ``version`` up to :data:`SETTINGS_VERSION`."""
    for v in range(version, SETTINGS_VERSION):
        data = MIGRATIONS[v](data)
    return data


# ---------------------------------------------------------------------------------------- the settings
class Settings:
    """The user's settings; equal when the saved ones are (a plain class, not a dataclass: a dataclass
    compiles its methods when its module is imported, core/slotted.py)."""

    language: str
    show_legal_moves: bool
    coordinate_style: str
    mute: bool
    animation_ms: int
    board_flipped: bool
    window_geometry: str
    window_state: str
    recent_files: list[str]
    black_name: str
    white_name: str
    book_mode: str
    book_file: str  # the YaneuraOu book file (book_mode "file")
    piece_set: str  # art/piece_sets.py: "one-kanji", "two-kanji", "international"
    board_style: str  # art/board_styles.py: "wood", "plain", "dark"

    # not saved
    path: Path | None
    warnings: list[SettingsWarning]
    set_aside_notices: list[SetAside]
    extra: dict[str, Any]
    _keep_file: bool

    _SAVED = ("language", "show_legal_moves", "coordinate_style", "mute", "animation_ms", "board_flipped",
              "window_geometry", "window_state", "recent_files", "black_name", "white_name", "book_mode",
              "book_file", "piece_set", "board_style")

    def __init__(self, language: str = "", show_legal_moves: bool = True, coordinate_style: str = "japanese",
                 mute: bool = False, animation_ms: int = 180, board_flipped: bool = False,
                 window_geometry: str = "", window_state: str = "", recent_files: list[str] | None = None,
                 black_name: str = "", white_name: str = "", book_mode: str = "builtin", book_file: str = "",
                 piece_set: str = DEFAULT_PIECE_SET, board_style: str = DEFAULT_BOARD_STYLE,
                 path: Path | None = None, warnings: list[SettingsWarning] | None = None,
                 set_aside_notices: list[SetAside] | None = None, extra: dict[str, Any] | None = None,
                 _keep_file: bool = False) -> None:
        self.language = language
        self.show_legal_moves = show_legal_moves
        self.coordinate_style = coordinate_style
        self.mute = mute
        self.animation_ms = animation_ms
        self.board_flipped = board_flipped
        self.window_geometry = window_geometry
        self.window_state = window_state
        self.recent_files = [] if recent_files is None else recent_files
        self.black_name = black_name
        self.white_name = white_name
        self.book_mode = book_mode
        self.book_file = book_file
        self.piece_set = piece_set
        self.board_style = board_style
        self.path = path
        self.warnings = [] if warnings is None else warnings
        self.set_aside_notices = [] if set_aside_notices is None else set_aside_notices
        self.extra = {} if extra is None else extra
        self._keep_file = _keep_file

    def _saved_values(self) -> tuple[Any, ...]:
        return tuple([getattr(self, name) for name in self._SAVED])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Settings)
        return self._saved_values() == other._saved_values()

    __hash__ = None  # type: ignore[assignment]  # mutable, as a dataclass

    def __repr__(self) -> str:
        return fields_repr(self, self._SAVED)

    @classmethod
    def field_names(cls) -> list[str]:
        return list(cls._SAVED)

    # ------------------------------------------------------------------ load
    @classmethod
    def load(cls, path: Path | str | None = None) -> Settings:
        path = Path(path) if path is not None else settings_path()
        settings = cls(path=path)
        try:
            data, raw = read_json(path)
        except FileNotFoundError:
            return settings
        except DamagedFile as exc:
            settings._set_aside(path, "corrupt", str(exc))
            return settings
        except OSError as exc:
            settings._set_aside(path, "unreadable", exc.strerror or str(exc))
            return settings
        if not isinstance(data, dict):
            settings._set_aside(path, "corrupt", f"expected a JSON object, found {type(data).__name__}")
            return settings
        try:
            settings._apply(data)
        except Exception as exc:  # noqa: BLE001 - last line: a settings file must never stop the start
            log.error("settings %s: unexpected %s while reading (a bug)", path, type(exc).__name__, exc_info=True)
            fresh = cls(path=path, warnings=settings.warnings)
            fresh._set_aside(path, "corrupt", f"{type(exc).__name__}: {exc}")
            return fresh
        if any(w.code == "bad-value" for w in settings.warnings) and path.exists():
            try:
                kept = keep_copy(path, "bad", raw)
            except OSError as exc:
                log.warning("settings %s: could not keep a copy of the file with bad values: %s", path, exc)
            else:
                keys = ", ".join(w.key for w in settings.warnings if w.code == "bad-value")
                settings.set_aside_notices.append(SetAside("settings", path, kept, "bad-values", keys))
                settings.save()  # the next load finds a sound file (and makes no second copy)
        return settings

    def _warn(self, warning: SettingsWarning) -> None:
        self.warnings.append(warning)
        log.warning("settings %s: %s", self.path, warning)

    def _set_aside(self, path: Path, code: str, detail: str) -> None:
        try:
            backup = set_aside(path, "bad")
        except OSError as exc:
            # It could not be moved: never overwrite it either.
            self._keep_file = True
            self._warn(SettingsWarning(code, detail=f"{detail}; could not move it aside ({exc})"))
            self.set_aside_notices.append(SetAside("settings", path, None, "unmovable", detail))
            return
        self._warn(SettingsWarning(code, detail=detail, backup=str(backup)))
        self.set_aside_notices.append(SetAside("settings", path, backup, "damaged", detail))

    def _apply(self, data: dict[str, Any]) -> None:
        version = data.pop("version", 0)
        if not isinstance(version, int) or isinstance(version, bool) or version < 0:
            self._warn(SettingsWarning("bad-value", "version", f"not a version number: {version!r}; read as 0"))
            version = 0
        if version > SETTINGS_VERSION:
            self._warn(SettingsWarning("newer-version", "version",
                                       f"written by a newer version ({version}); known settings are read"))
        elif version < SETTINGS_VERSION:
            try:
                data = migrate(data, version)
            except Exception as exc:  # a migration must never stop the application from starting
                if self.path is not None:
                    self._set_aside(self.path, "corrupt", f"migration from version {version} failed: {exc!r}")
                return
            self._warn(SettingsWarning("migrated", "version", f"from version {version} to {SETTINGS_VERSION}"))
        defaults = Settings()
        for name in self.field_names():
            if name not in data:
                continue
            value = data.pop(name)
            checked = self._check(name, value, getattr(defaults, name))
            if checked is not None:
                setattr(self, name, checked)
        self.extra = data

    def _check(self, name: str, value: Any, default: Any) -> Any:
        """The value if it fits the field, else None (and a warning)."""
        problem = ""
        if isinstance(default, bool):
            if not isinstance(value, bool):
                problem = "expected true or false"
        elif isinstance(default, int):
            if not isinstance(value, int) or isinstance(value, bool):
                problem = "expected a whole number"
            elif name == "animation_ms" and not 0 <= value <= 5000:
                problem = "expected 0 to 5000"
        elif isinstance(default, str):
            if not isinstance(value, str):
                problem = "expected text"
            elif len(value) > MAX_TEXT:
                problem = f"expected at most {MAX_TEXT} characters"
            elif name == "language" and value not in LANGUAGES:
                problem = "expected \"\", \"ja\" or \"en\""
            elif name == "coordinate_style" and value not in COORDINATE_STYLES:
                problem = "expected \"japanese\" or \"usi\""
            elif name == "book_mode" and value not in BOOK_MODES:
                problem = "expected \"builtin\", \"file\" or \"off\""
            elif name == "piece_set" and value not in PIECE_SETS:
                problem = "expected one of " + ", ".join(f'"{v}"' for v in PIECE_SETS)
            elif name == "board_style" and value not in BOARD_STYLES:
                problem = "expected one of " + ", ".join(f'"{v}"' for v in BOARD_STYLES)
        elif isinstance(default, list):
            if (not isinstance(value, list) or not all(isinstance(v, str) and len(v) <= MAX_TEXT for v in value)):
                problem = "expected a list of texts"
            else:
                value = list(value)[:RECENT_FILES_LIMIT]
        if problem:
            shown = repr(value) if len(repr(value)) <= 80 else repr(value)[:77] + "..."
            self._warn(SettingsWarning("bad-value", name, f"{problem}, found {shown}; the default is used"))
            return None
        return value

    # ------------------------------------------------------------------ save
    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = dict(self.extra)
        data["version"] = SETTINGS_VERSION
        for name in self.field_names():
            value = getattr(self, name)
            data[name] = list(value) if isinstance(value, list) else value
        return data

    def save(self, path: Path | str | None = None) -> bool:
        """Write atomically; on failure record a ``save-failed`` warning and return False."""
        target = Path(path) if path is not None else (self.path or settings_path())
        if self._keep_file and target == self.path:
            self._warn(SettingsWarning("save-failed", detail=f"{target} could not be read or moved; left as it is"))
            return False
        try:
            atomic_write(target, dump_json(self.to_dict(), sort_keys=True))
        except (OSError, ValueError, RecursionError) as exc:  # ValueError/RecursionError: odd extra keys
            self._warn(SettingsWarning("save-failed", detail=f"{target}: {exc}"))
            return False
        return True

    # ------------------------------------------------------------------ helpers
    def engine_book(self) -> str | None:
        """The built-in engine's book: "" its own, a file's path, None for no book."""
        if self.book_mode == "off" or (self.book_mode == "file" and not self.book_file):
            return None
        return self.book_file if self.book_mode == "file" else ""

    def add_recent_file(self, file: str | Path) -> None:
        """Put ``file`` first in the recent files (no duplicates, at most RECENT_FILES_LIMIT)."""
        name = str(file)
        self.recent_files = [name, *(f for f in self.recent_files if f != name)][:RECENT_FILES_LIMIT]
