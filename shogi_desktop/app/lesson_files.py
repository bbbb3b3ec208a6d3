"""The user's lesson files in the data folder: the lessons a teacher or the position editor saved
(``lessons/*.toml``, read by :func:`shogi_desktop.teaching.lessons.load_lessons`) and the progress file
(``lessons.json``; the model is :class:`shogi_desktop.teaching.progress.Progress`), read and written
through ``storage.py``.  A damaged file is set aside (never deleted) and the user starts with no progress; a
file with some wrong values keeps a copy as it was and goes on with the sound entries.  What was set
aside is in ``set_aside_notices`` for the window to show once, as for the settings."""

from __future__ import annotations

import logging
from pathlib import Path

from ..teaching.progress import Progress
from .storage import DamagedFile, SetAside, atomic_write, data_dir, dump_json, keep_copy, read_json, set_aside

log = logging.getLogger(__name__)

FILE_NAME = "lessons.json"
MAX_BYTES = 16 * 2 ** 20  # a few hundred bytes per lesson; far more is not a progress file


def default_path() -> Path:
    return data_dir() / FILE_NAME


def lessons_dir() -> Path:
    """Where the user's own lesson files live (the position editor saves there)."""
    return data_dir() / "lessons"


def user_lesson_files(folder: Path | None = None) -> list[Path]:
    """The user's lesson files, by name (none when the folder does not exist or cannot be read)."""
    folder = folder if folder is not None else lessons_dir()
    try:
        return sorted(p for p in folder.glob("*.toml") if p.is_file())
    except OSError:
        return []


class ProgressStore:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else default_path()
        self.progress = Progress()
        self.set_aside_notices: list[SetAside] = []

    @classmethod
    def load(cls, path: Path | None = None) -> ProgressStore:
        store = cls(path)
        try:
            value, raw = read_json(store.path, MAX_BYTES)
        except FileNotFoundError:
            return store
        except DamagedFile as exc:
            store._set_aside(str(exc))
            return store
        except OSError as exc:
            store._set_aside(exc.strerror or str(exc))
            return store
        store.progress, problems = Progress.from_json(value)
        if problems:
            detail = "; ".join(problems[:20])
            log.warning("lesson progress %s: %s", store.path, detail)
            try:
                kept = keep_copy(store.path, "bad", raw)
            except OSError as exc:
                log.warning("lesson progress %s: could not keep a copy: %s", store.path, exc)
            else:
                store.set_aside_notices.append(SetAside("lessons", store.path, kept, "bad-values", detail))
                store.save()
        return store

    def _set_aside(self, detail: str) -> None:
        try:
            backup = set_aside(self.path, "bad")
        except OSError as exc:
            log.warning("lesson progress %s: %s; it could not be moved (%s) and is left alone", self.path, detail, exc)
            self.set_aside_notices.append(SetAside("lessons", self.path, None, "unmovable", detail))
            self.unmovable = True
            return
        log.warning("lesson progress %s: %s; kept as %s", self.path, detail, backup)
        self.set_aside_notices.append(SetAside("lessons", self.path, backup, "damaged", detail))

    unmovable = False  # a damaged file that could not be moved is never written over

    def save(self) -> bool:
        """Write the progress atomically; False (and a log line) when the folder cannot be written, or
        when a damaged file could not be moved aside (it is not overwritten)."""
        if self.unmovable:
            return False
        try:
            atomic_write(self.path, dump_json(self.progress.to_json()))
        except OSError as exc:
            log.warning("lesson progress %s: cannot write: %s", self.path, exc.strerror or exc)
            return False
        return True
