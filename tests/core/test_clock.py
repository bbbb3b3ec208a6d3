"""GameClock driven by a fake time source: main time, byoyomi, Fischer increment and flag fall."""

from __future__ import annotations

import pytest

from shogi_desktop.core.clock import ClockState, GameClock, TimeControl, format_seconds


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def make(main: float = 0, byo: float = 0, inc: float = 0) -> tuple[GameClock, FakeTime]:
    t = FakeTime()
    return GameClock(TimeControl(main, byo, inc), time_source=t), t


def test_only_the_side_to_move_spends_time() -> None:
    clock, t = make(main=60)
    clock.start(0)
    t.advance(10)
    assert clock.remaining(0) == pytest.approx(50)
    assert clock.remaining(1) == pytest.approx(60)
    assert clock.press() == pytest.approx(10)
    assert clock.side == 1
    t.advance(7)
    assert clock.remaining(0) == pytest.approx(50)
    assert clock.remaining(1) == pytest.approx(53)
    assert clock.used(1) == pytest.approx(7)


def test_time_is_not_charged_before_start_or_while_paused() -> None:
    clock, t = make(main=60)
    t.advance(100)
    assert clock.remaining(0) == 60 and clock.side is None
    clock.start(0)
    t.advance(5)
    clock.pause()
    t.advance(500)
    assert clock.remaining(0) == pytest.approx(55)
    assert clock.side is None and clock.turn == 0
    clock.resume()
    t.advance(5)
    assert clock.remaining(0) == pytest.approx(50)


def test_fischer_increment_is_added_after_each_move() -> None:
    clock, t = make(main=30, inc=10)
    clock.start(0)
    t.advance(12)
    clock.press()
    assert clock.remaining(0) == pytest.approx(28)
    t.advance(3)
    clock.press()
    assert clock.remaining(1) == pytest.approx(37)


def test_byoyomi_starts_when_main_time_runs_out_and_resets_on_each_move() -> None:
    clock, t = make(main=10, byo=30)
    clock.start(0)
    t.advance(9)
    assert not clock.in_byoyomi(0)
    t.advance(21)  # 10 s of main time, then 20 s of the byoyomi period
    assert clock.in_byoyomi(0)
    assert clock.remaining(0) == 0
    assert clock.byoyomi_remaining(0) == pytest.approx(10)
    assert clock.time_left(0) == pytest.approx(10)
    clock.press()
    assert clock.byoyomi_remaining(0) == pytest.approx(30)  # a fresh period for the next move
    t.advance(1)
    clock.press()
    t.advance(29.5)
    assert clock.flagged_side is None
    clock.press()  # made in time: no flag
    assert clock.flagged_side is None


def test_flag_falls_when_byoyomi_is_exceeded() -> None:
    clock, t = make(main=5, byo=10)
    clock.start(1)
    t.advance(16)
    assert clock.flagged(1)
    assert not clock.flagged(0)
    assert clock.side is None  # the clock stopped
    assert clock.used(1) == pytest.approx(15)  # nothing is charged after the flag fell
    t.advance(50)
    assert clock.used(1) == pytest.approx(15)
    clock.press()  # pressing after the flag changes nothing
    assert clock.flagged(1) and clock.turn == 1


def test_flag_falls_at_the_end_of_main_time_without_byoyomi() -> None:
    clock, t = make(main=60)
    clock.start(0)
    t.advance(59.9)
    assert clock.flagged_side is None
    t.advance(0.1)
    assert clock.flagged_side == 0
    assert not clock.in_byoyomi(0)


def test_byoyomi_only_control() -> None:
    clock, t = make(byo=10)
    clock.start(0)
    assert clock.in_byoyomi(0)
    t.advance(9)
    clock.press()
    t.advance(9)
    clock.press()
    assert clock.flagged_side is None
    t.advance(11)
    assert clock.flagged_side == 0


def test_unlimited_never_flags_but_counts() -> None:
    clock, t = make()
    assert clock.control.unlimited
    clock.start(0)
    t.advance(10_000)
    assert clock.flagged_side is None
    assert clock.used(0) == pytest.approx(10_000)
    assert clock.time_left(0) == float("inf")


def test_increment_in_byoyomi_is_spent_before_the_next_period() -> None:
    clock, t = make(main=0, byo=10, inc=5)
    clock.start(0)
    t.advance(8)
    clock.press()
    assert clock.remaining(0) == pytest.approx(5)
    clock.press()
    t.advance(12)  # 5 s of the increment, then 7 s of byoyomi
    assert clock.flagged_side is None
    assert clock.byoyomi_remaining(0) == pytest.approx(3)


def test_press_before_start_is_an_error_and_bad_controls_are_refused() -> None:
    clock, _ = make(main=10)
    with pytest.raises(RuntimeError):
        clock.press()
    with pytest.raises(ValueError, match="main_seconds"):
        TimeControl(-1, 0, 0)
    with pytest.raises(ValueError, match="increment"):
        TimeControl(0, 0, 5)


def test_set_remaining_and_describe() -> None:
    clock, t = make(main=100, byo=30)
    clock.start(0)
    clock.set_remaining(1, 42)
    assert clock.remaining(1) == 42
    assert TimeControl(600, 30, 0).describe() == "10:00 +30s"
    assert TimeControl().describe() == "-"


def test_format_seconds() -> None:
    assert format_seconds(0) == "0:00"
    assert format_seconds(59.2) == "1:00"  # shows the second being used
    assert format_seconds(61) == "1:01"
    assert format_seconds(3725) == "1:02:05"
    assert format_seconds(-3) == "0:00"


def test_a_clock_continues_from_its_state() -> None:
    t = FakeTime()
    clock = GameClock(TimeControl(60, 10, 2), t)
    clock.start(0)
    t.advance(65)  # Black is 5 s into byoyomi
    state = clock.to_state()
    assert state.main == (0.0, 60.0) and state.byoyomi == (5.0, 10.0) and state.turn == 0 and state.running
    t2 = FakeTime()
    again = GameClock.from_state(clock.control, state, t2)
    assert again.to_state() == state  # the time between saving and continuing is charged to nobody
    t.advance(3)
    t2.advance(3)
    assert again.press() == clock.press() and again.to_state() == clock.to_state()


@pytest.mark.parametrize("bad", [
    dict(main=(float("nan"), 1.0)), dict(byoyomi=(1.0, float("inf"))), dict(used=(-1.0, 0.0)),
    dict(main=(1.0,)), dict(turn=2), dict(flagged=True), dict(move_used="3"), dict(running=1),
])
def test_a_state_with_bad_readings_is_refused(bad: dict) -> None:
    good = dict(main=(1.0, 1.0), byoyomi=(0.0, 0.0), used=(0.0, 0.0), move_used=0.0, turn=0, flagged=None,
                running=True)
    with pytest.raises(ValueError, match="clock"):
        GameClock.from_state(TimeControl(1, 0, 0), ClockState(**{**good, **bad}))


@pytest.mark.parametrize("seconds", [float("nan"), float("inf"), "600", None])
def test_a_time_control_must_be_finite_numbers(seconds: object) -> None:
    with pytest.raises(ValueError, match="finite"):
        TimeControl(seconds, 0, 0)  # type: ignore[arg-type]
