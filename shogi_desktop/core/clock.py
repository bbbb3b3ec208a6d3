"""Game clocks: main time, 秒読み (byoyomi) and Fischer increment, with no Qt and no hidden time source.

:class:`GameClock` reads the time through an injectable ``time_source`` (``time.monotonic`` by default),
so tests drive it with a fake clock and the UI only has to poll it (a QTimer repainting the display).

Rules of the clock (the usual ones of Japanese shogi software):

- A side's own time runs only while it is that side's turn.  It is spent from the main time first.
- When the main time is used up and ``byoyomi_seconds`` > 0 the side is *in byoyomi*: each move must be
  made within ``byoyomi_seconds``; pressing the clock gives a fresh period for the next move.
- ``increment_seconds`` (Fischer) is added to the main time of the side that pressed, after every move
  made in time (also in byoyomi: the added time is spent before the next byoyomi period starts).
- A side whose main time and byoyomi are both used up has *flagged* (lost on time); its clock stops.
- ``TimeControl(0, 0, 0)`` means no time limit: the clock only counts the time used.

API: ``clock = GameClock(TimeControl(600, 30, 0), time_source=...)``; ``clock.start(side)``;
``clock.press()`` after each move (returns the seconds that move took); ``clock.pause()`` /
``clock.resume()``; per side: ``remaining(side)`` (main time), ``byoyomi_remaining(side)``,
``time_left(side)`` (until the flag falls), ``in_byoyomi(side)``, ``flagged(side)``, ``used(side)``;
``clock.flagged_side`` and ``clock.side`` (whose clock runs, None when stopped).

``clock.to_state()`` gives every reading as a :class:`ClockState` and ``GameClock.from_state(control,
state)`` continues from it (the autosave stores it; the time between the two is charged to nobody).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import NamedTuple

from .slotted import FrozenRecord


class TimeControl(FrozenRecord):
    """A game's time control, checked when made; immutable and hashable (core/slotted.py: not a frozen
    dataclass, which compiles its methods at import)."""

    __slots__ = ("main_seconds", "byoyomi_seconds", "increment_seconds")
    main_seconds: float
    byoyomi_seconds: float
    increment_seconds: float

    def __init__(self, main_seconds: float = 0.0, byoyomi_seconds: float = 0.0,
                 increment_seconds: float = 0.0) -> None:
        for name, value in (("main_seconds", main_seconds), ("byoyomi_seconds", byoyomi_seconds),
                            ("increment_seconds", increment_seconds)):
            if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
                raise ValueError(f"time control: {name} must be a finite number, got {value!r}")
            if value < 0:
                raise ValueError(f"time control: {name} must not be negative, got {value}")
            self._set(name, value)
        if main_seconds == 0 and byoyomi_seconds == 0 and increment_seconds > 0:
            raise ValueError("time control: an increment needs some main time or byoyomi to start from")

    @property
    def unlimited(self) -> bool:
        return self.main_seconds == 0 and self.byoyomi_seconds == 0 and self.increment_seconds == 0

    def describe(self) -> str:
        """A compact language-neutral summary such as ``10:00+30s`` or ``5:00 +10s/move``."""
        if self.unlimited:
            return "-"
        parts = [_mmss(self.main_seconds)]
        if self.byoyomi_seconds:
            parts.append(f"+{self.byoyomi_seconds:g}s")
        if self.increment_seconds:
            parts.append(f"+{self.increment_seconds:g}s/move")
        return " ".join(parts)


def _mmss(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 60}:{s % 60:02d}"


def format_seconds(seconds: float) -> str:
    """``h:mm:ss`` or ``m:ss`` for a clock display (whole seconds, rounded up while time remains)."""
    whole = int(seconds) if seconds <= 0 else int(-(-seconds // 1))
    whole = max(whole, 0)
    h, rest = divmod(whole, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


class ClockState(NamedTuple):
    """Every reading of a :class:`GameClock` needed to continue it exactly (pairs are Black, White)."""

    main: tuple[float, float]
    byoyomi: tuple[float, float]
    used: tuple[float, float]
    move_used: float = 0.0
    turn: int | None = None
    flagged: int | None = None
    running: bool = False

    def check(self) -> None:
        """Raise ValueError unless every reading is a finite non-negative number and sides are 0, 1 or None."""
        for name in ("main", "byoyomi", "used"):
            pair = getattr(self, name)
            if len(pair) != 2:
                raise ValueError(f"clock {name}: expected two numbers, got {pair!r}")
            for value in pair:
                _check_seconds(name, value)
        _check_seconds("move_used", self.move_used)
        for name in ("turn", "flagged"):
            side = getattr(self, name)
            if side is not None and (isinstance(side, bool) or side not in (0, 1)):
                raise ValueError(f"clock {name}: expected 0, 1 or none, got {side!r}")
        if not isinstance(self.running, bool):
            raise ValueError(f"clock running: expected true or false, got {self.running!r}")


def _check_seconds(name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value < 0:
        raise ValueError(f"clock {name}: expected a finite non-negative number of seconds, got {value!r}")


class GameClock:
    """Two players' clocks; only one runs at a time."""

    def __init__(self, control: TimeControl, time_source: Callable[[], float] = time.monotonic) -> None:
        self.control = control
        self._now = time_source
        self._main = [float(control.main_seconds)] * 2
        self._byo = [float(control.byoyomi_seconds)] * 2
        self._used = [0.0, 0.0]
        self._move_used = 0.0  # time spent on the current move by the running side
        self._flagged: int | None = None
        self._turn: int | None = None  # whose turn it is (kept while paused)
        self._running = False
        self._since = 0.0

    # ------------------------------------------------------------------ control
    def start(self, side: int = 0) -> None:
        """Start (or restart) the clock of ``side``, the side to move."""
        self._settle()
        self._turn = side
        self._move_used = 0.0
        self._running = self._flagged is None
        self._since = self._now()

    def press(self) -> float:
        """The running side has moved: switch clocks; returns the seconds that move took.

        Pressing after the flag fell changes nothing (the game is over) and returns the move's time.
        """
        if self._turn is None:
            raise RuntimeError("press(): the clock was never started")
        self._settle()
        side = self._turn
        took = self._move_used
        if self._flagged is not None:
            return took
        self._byo[side] = float(self.control.byoyomi_seconds)
        self._main[side] += self.control.increment_seconds
        self._turn = side ^ 1
        self._move_used = 0.0
        self._running = True
        self._since = self._now()
        return took

    def pause(self) -> None:
        self._settle()
        self._running = False

    def resume(self) -> None:
        if self._turn is not None and self._flagged is None and not self._running:
            self._running = True
            self._since = self._now()

    def stop(self) -> None:
        """Stop for good (game over); the readings stay as they are."""
        self.pause()

    def set_remaining(self, side: int, main_seconds: float, byoyomi_seconds: float | None = None) -> None:
        """Adjust a side's time (for a game resumed from a record or an arbiter's correction)."""
        self._settle()
        self._main[side] = max(0.0, float(main_seconds))
        if byoyomi_seconds is not None:
            self._byo[side] = max(0.0, float(byoyomi_seconds))

    # ------------------------------------------------------------------ state
    def to_state(self) -> ClockState:
        """Every reading, for saving (see :meth:`from_state`)."""
        self._settle()
        return ClockState((self._main[0], self._main[1]), (self._byo[0], self._byo[1]),
                          (self._used[0], self._used[1]), self._move_used, self._turn, self._flagged,
                          self._running)

    @classmethod
    def from_state(cls, control: TimeControl, state: ClockState,
                   time_source: Callable[[], float] = time.monotonic) -> GameClock:
        """A clock with ``state``'s readings, running from now if it was running (ValueError for bad readings)."""
        state.check()
        clock = cls(control, time_source)
        clock._main = [float(v) for v in state.main]
        clock._byo = [float(v) for v in state.byoyomi]
        clock._used = [float(v) for v in state.used]
        clock._move_used = float(state.move_used)
        clock._turn = state.turn
        clock._flagged = state.flagged
        clock._running = state.running and state.flagged is None and state.turn is not None
        clock._since = time_source()
        return clock

    # ------------------------------------------------------------------ readings
    @property
    def side(self) -> int | None:
        """The side whose clock is running, or None when stopped, paused or flagged."""
        self._settle()
        return self._turn if self._running else None

    @property
    def turn(self) -> int | None:
        """The side to move as far as the clock knows (also while paused)."""
        return self._turn

    @property
    def running(self) -> bool:
        self._settle()
        return self._running

    @property
    def flagged_side(self) -> int | None:
        self._settle()
        return self._flagged

    def flagged(self, side: int) -> bool:
        return self.flagged_side == side

    def remaining(self, side: int) -> float:
        """Main time left."""
        self._settle()
        return self._main[side]

    def byoyomi_remaining(self, side: int) -> float:
        """Byoyomi left for the current (or next) move of ``side``."""
        self._settle()
        return self._byo[side]

    def time_left(self, side: int) -> float:
        """Seconds until the flag of ``side`` falls if it does not move; ``inf`` without a time limit."""
        if self.control.unlimited:
            return float("inf")
        self._settle()
        return self._main[side] + self._byo[side]

    def in_byoyomi(self, side: int) -> bool:
        self._settle()
        return self.control.byoyomi_seconds > 0 and self._main[side] <= 0 and self._flagged != side

    def used(self, side: int) -> float:
        """Total seconds ``side`` has spent thinking."""
        self._settle()
        return self._used[side]

    def move_time(self) -> float:
        """Seconds spent so far on the move now being thought about."""
        self._settle()
        return self._move_used

    # ------------------------------------------------------------------ internals
    def _settle(self) -> None:
        """Charge the time elapsed since the last reading to the running side."""
        if not self._running or self._turn is None:
            return
        now = self._now()
        elapsed = max(0.0, now - self._since)
        self._since = now
        side = self._turn
        self._used[side] += elapsed
        self._move_used += elapsed
        if self.control.unlimited:
            return
        from_main = min(elapsed, self._main[side])
        self._main[side] -= from_main
        rest = elapsed - from_main
        if rest > 0:
            self._byo[side] -= rest
            if self._byo[side] <= 0:
                overshoot = -self._byo[side]  # time after the flag fell is nobody's thinking time
                self._used[side] -= overshoot
                self._move_used -= overshoot
                self._byo[side] = 0.0
                self._flagged = side
                self._running = False
        elif self._main[side] <= 0 and self._byo[side] <= 0:
            self._flagged = side
            self._running = False
