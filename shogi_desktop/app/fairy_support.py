"""Which variants each Fairy-Stockfish program plays: the check of :mod:`~..engine.fairy_check`, run in a
background thread once per program build and kept in ``<cache dir>/fairy-checks.json`` (no Qt).

    checks = fairy_checks()                  # the application's one instance
    checks.request(command)                  # start the check in the background unless known or running
    checks.pending(command)                  # it is running
    checks.plays(command, "eight-knight:3")  # it passed the check for that sub-variant
    checks.variants(command)                 # FairyVariants for its ExternalWorker (None before the check)

A result belongs to one build: the key is the program's real path, size and modification time, its
arguments, the check's version and the digest of our sections, so an upgraded engine or changed
variant data is checked again.  A program that cannot be started is remembered for this session only
(``error``), so it is tried again after a restart.  A sub-variant whose check ran out of time (a busy
machine: no verdict) stays ``unchecked`` in the result and is checked again when next requested, with
twice the time of the try before (up to :data:`MAX_DOUBLINGS` times), but no sooner than
:data:`RETRY_AFTER` seconds after that try (twice as long after each: a machine too busy to answer is
not given one more engine to run each time New Game refreshes).  The cache is bounded
(:data:`MAX_RESULTS`); a damaged cache file is ignored and rewritten (it holds nothing the check cannot
redo).
"""

from __future__ import annotations

import contextlib
import logging
import os
import shlex
import shutil
import threading
import time
from collections.abc import Callable
from pathlib import Path

from ..engine.fairy import ENGINE_PREFIX, config_digest, config_text
from ..engine.fairy_check import (
    ANSWER_TIMEOUT,
    CHECK_VERSION,
    HANDSHAKE_TIMEOUT,
    EngineCheck,
    check_engine,
    checked_variants,
)
from ..engine.fairy_play import FairyVariants, write_config
from ..engine.usi_client import UsiError
from .storage import DamagedFile, atomic_write, cache_dir, dump_json, read_json

CACHE_FILE = "fairy-checks.json"
MAX_RESULTS = 32
MAX_DOUBLINGS = 3  # a check that ran out of time is tried again with 2, 4, then 8 times the time
RETRY_AFTER = 60.0  # seconds before such a check is started again by a request (2, 4, 8 times after later tries)
SYSTEM_PROGRAMS = ("/usr/games/fairy-stockfish", "/usr/bin/fairy-stockfish")  # Debian's package

log = logging.getLogger(__name__)


def is_fairy_name(usi_name: str) -> bool:
    """The engine said it is Fairy-Stockfish (``id name Fairy-Stockfish 11.1 LB 64``)."""
    return usi_name.startswith(ENGINE_PREFIX)


def _argv(command: str) -> list[str]:
    if os.path.exists(command):
        return [command]
    try:
        return shlex.split(command)
    except ValueError:
        return []


def program_path(command: str) -> Path | None:
    """The real path of the program ``command`` starts (None when there is none)."""
    argv = _argv(command)
    if not argv:
        return None
    found = argv[0] if os.path.exists(argv[0]) else shutil.which(argv[0])
    return Path(os.path.realpath(found)) if found else None


def system_program() -> str | None:
    """Debian's fairy-stockfish, when installed (it is not on every PATH)."""
    for path in SYSTEM_PROGRAMS:
        if os.access(path, os.X_OK):
            return path
    found = shutil.which("fairy-stockfish")
    return found or None


class FairyChecks:
    """Check results by program build; safe to use from the GUI thread while checks run."""

    def __init__(self, folder: Path, answer_timeout: float = ANSWER_TIMEOUT, retry_after: float = RETRY_AFTER,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.folder = folder
        self.answer_timeout = answer_timeout  # seconds for an engine's answer in a first check
        self.retry_after = retry_after
        self._clock = clock
        self._tries: dict[str, int] = {}  # key -> checks that ran out of time this session
        self._not_before: dict[str, float] = {}  # key -> when a request may check it again (by _clock)
        self._lock = threading.Lock()
        self._results: dict[str, EngineCheck] | None = None  # loaded on first use
        self._running: set[str] = set()
        self._errors: dict[str, str] = {}  # key -> why the program could not be checked (this session)
        self._digest = config_digest(config_text(checked_variants()))

    # ------------------------------------------------------------------ keys and the file
    def key(self, command: str) -> str | None:
        program = program_path(command)
        if program is None:
            return None
        try:
            st = program.stat()
        except OSError:
            return None
        args = " ".join(_argv(command)[1:])
        return f"{program}|{st.st_size}|{st.st_mtime_ns}|{args}|{CHECK_VERSION}|{self._digest}"

    def _loaded(self) -> dict[str, EngineCheck]:
        if self._results is None:
            self._results = {}
            try:
                data, _raw = read_json(self.folder / CACHE_FILE)  # any damage is a DamagedFile (storage.py)
                results = data.get("results", {}) if isinstance(data, dict) else None
                if not isinstance(results, dict):
                    raise DamagedFile("expected an object of results")
                for key, value in results.items():
                    with contextlib.suppress(ValueError, KeyError, TypeError, AttributeError):
                        check = EngineCheck.from_dict(value)
                        if check.version == CHECK_VERSION:
                            self._results[str(key)] = check
            except FileNotFoundError:
                pass
            except (OSError, DamagedFile) as exc:  # a cache: what it held is checked again
                log.warning("Fairy-Stockfish checks: %s is unusable (%s); it is checked again", CACHE_FILE, exc)
        return self._results

    def _save(self) -> None:
        results = self._loaded()
        while len(results) > MAX_RESULTS:
            results.pop(next(iter(results)))
        data = {"version": 1, "results": {k: v.to_dict() for k, v in results.items()}}
        try:
            atomic_write(self.folder / CACHE_FILE, dump_json(data, indent=1))
        except (OSError, ValueError) as exc:
            log.warning("Fairy-Stockfish checks: cannot write %s: %s", CACHE_FILE, exc)

    # ------------------------------------------------------------------ queries
    def result(self, command: str) -> EngineCheck | None:
        key = self.key(command)
        if key is None:
            return None
        with self._lock:
            return self._loaded().get(key)

    def pending(self, command: str) -> bool:
        key = self.key(command)
        with self._lock:
            return key in self._running

    def error(self, command: str) -> str:
        """Why the program could not be checked ("" when it was, or has not been tried)."""
        key = self.key(command)
        with self._lock:
            return self._errors.get(key or "", "")

    def plays(self, command: str, variant_id: str) -> bool:
        found = self.result(command)
        return found is not None and variant_id in found.ok

    def unchecked(self, command: str, variant_id: str) -> bool:
        """The check of ``variant_id`` ran out of time (no verdict yet: it is checked again when requested)."""
        found = self.result(command)
        return found is not None and variant_id in found.unchecked

    def variants(self, command: str) -> FairyVariants | None:
        """What an :class:`~..engine.external.ExternalWorker` for ``command`` needs to play the variants."""
        found = self.result(command)
        if found is None:
            return None
        return FairyVariants(found.ok, str(self.config_path()))

    def config_path(self) -> Path:
        return write_config(checked_variants(), self.folder / "fairy")

    # ------------------------------------------------------------------ checking
    def run(self, command: str) -> EngineCheck:
        """Check ``command`` now (blocks for a few seconds) and keep the result: what a check before left
        unchecked (it ran out of time), with more time, or else everything.  Raises
        :class:`~..engine.usi_client.UsiError` when it cannot be started."""
        key = self.key(command)
        if key is None:
            raise UsiError(f"cannot find the program of {command!r}")
        with self._lock:
            known = self._loaded().get(key)
            tries = self._tries.get(key, 0)
        earlier = known if known is not None and not known.complete() else None
        scale = 2 ** min(tries, MAX_DOUBLINGS)
        result = check_engine(command, self.folder / "fairy", None if earlier is None else list(earlier.unchecked),
                              timeout=HANDSHAKE_TIMEOUT * scale, answer_timeout=self.answer_timeout * scale)
        if earlier is not None:
            result = earlier.merged(result)
        with self._lock:
            results = self._loaded()
            results.pop(key, None)
            results[key] = result
            self._errors.pop(key, None)
            self._tries[key] = 0 if result.complete() else tries + 1
            if result.complete():
                self._not_before.pop(key, None)
            else:
                self._not_before[key] = self._clock() + self.retry_after * scale
            self._save()
        return result

    def request(self, command: str) -> bool:
        """Start checking ``command`` in a background thread unless it is known (every sub-variant has its
        verdict), could not be started, is running or ran out of time a short while ago (see
        :data:`RETRY_AFTER`); True when a check was started."""
        key = self.key(command)
        if key is None:
            return False
        with self._lock:
            known = self._loaded().get(key)
            if key in self._running or key in self._errors or (known is not None and known.complete()):
                return False
            if self._clock() < self._not_before.get(key, float("-inf")):
                return False
            self._running.add(key)
        threading.Thread(target=self._background, args=(command, key), name="fairy-check", daemon=True).start()
        return True

    def _background(self, command: str, key: str) -> None:
        try:
            self.run(command)
        except (UsiError, OSError) as exc:
            log.warning("Fairy-Stockfish check of %s failed: %s", command, exc)
            with self._lock:
                self._errors[key] = str(exc)
        except Exception:  # a bug in the check must not pass silently, nor keep it "running"
            log.exception("Fairy-Stockfish check of %s", command)
            with self._lock:
                self._errors[key] = "internal error"
        finally:
            with self._lock:
                self._running.discard(key)


_shared: FairyChecks | None = None
_shared_lock = threading.Lock()


def fairy_checks() -> FairyChecks:
    """The application's :class:`FairyChecks`, in the platformdirs cache folder (a new one when that
    folder changes, as between tests)."""
    global _shared
    folder = cache_dir()
    with _shared_lock:
        if _shared is None or _shared.folder != folder:
            _shared = FairyChecks(folder)
        return _shared
