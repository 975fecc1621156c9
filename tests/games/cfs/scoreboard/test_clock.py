"""The game clock (issue 5, item 5): ticks only, zero drift, warnings, timeouts, quarters."""

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.cfs.scoreboard.clock import GameClock
from games.cfs.scoreboard.settings import merged
from sideline.ticks import TICKS_MAX, ticks_add


def real_clock(quarter_s=900, **kw):
    s = merged({"clock_mode": "real", "quarter_s": quarter_s, **kw})
    return GameClock(s), s


def test_cfs_e2_zero_drift_over_four_hours_across_a_ticks_wrap():
    """4 simulated hours of a running clock, with irregular loop times (1-37 ms, seeded),
    starting 10 minutes before the 2**30 ms wrap: the time left is exact to the ms."""
    four_hours = 4 * 3600 * 1000
    clock, _ = real_clock(quarter_s=5 * 3600, two_minute_warning=False)
    now = TICKS_MAX - 600_000
    assert clock.start(now)
    rng = random.Random(2026)
    elapsed = 0
    wrapped = False
    while elapsed < four_hours:
        step = min(rng.randint(1, 37), four_hours - elapsed)
        before = now
        now = ticks_add(now, step)
        wrapped |= now < before
        elapsed += step
        clock.update(now)
    assert wrapped
    assert clock.state["left"] == 5 * 3600 * 1000 - four_hours


def test_time_comes_from_ticks_not_from_counting_updates():
    clock, _ = real_clock()
    clock.start(1000)
    clock.update(1000)
    clock.update(1000)  # no time passed: nothing spent however often it is asked
    assert clock.state["left"] == 900_000
    clock.update(61_000)
    assert clock.state["left"] == 840_000 and clock.shown() == "14:00"


@given(st.lists(st.integers(0, 5000), min_size=1, max_size=200), st.integers(0, TICKS_MAX))
def test_any_update_pattern_spends_exactly_the_elapsed_time(steps, start):
    clock, _ = real_clock(quarter_s=3600, two_minute_warning=False)
    clock.start(start)
    now = start
    for s in steps:
        now = ticks_add(now, s)
        clock.update(now)
    assert clock.state["left"] == max(0, 3_600_000 - sum(steps))


def test_display_formats():
    clock, _ = real_clock()
    for left, shown in [
        (900_000, "15:00"),
        (899_001, "15:00"),
        (899_000, "14:59"),
        (60_000, " 1:00"),
        (59_950, " 1:00"),
        (59_900, "59.9"),
        (5_001, " 5.1"),
        (100, " 0.1"),
        (0, " 0.0"),
    ]:
        clock.state["left"] = left
        assert clock.shown().rjust(5) == shown.rjust(5), left
        buf = bytearray(5)
        assert bytes(clock.render(buf)).decode().strip() == shown.strip()


def test_two_minute_warning_stops_the_clock_in_the_second_and_fourth_quarter():
    clock, _ = real_clock()
    clock.state["q"] = 2
    clock.state["left"] = 125_000
    clock.start(0)
    clock.update(10_000)
    assert clock.state["left"] == 120_000 and not clock.state["run"] and clock.state["warned"]
    clock.start(10_000)
    clock.update(20_000)
    assert clock.state["left"] == 110_000
    clock.state["q"] = 1
    clock.state["warned"] = False
    clock.state["left"] = 125_000
    clock.update(30_000)
    assert clock.state["left"] == 115_000  # no warning in the first quarter


def test_end_of_quarter_half_and_timeouts():
    clock, _ = real_clock(quarter_s=60)
    clock.start(0)
    clock.update(70_000)
    assert clock.state["left"] == 0 and clock.state["ended"] and not clock.state["run"]
    assert not clock.start(70_000)  # a finished quarter does not restart
    assert clock.timeout(0) and clock.timeout(0) and clock.timeout(0)
    assert not clock.timeout(0) and clock.state["to"] == [0, 3]
    clock.next_quarter()
    assert clock.state["q"] == 2 and clock.state["left"] == 60_000 and clock.state["to"] == [0, 3]
    clock.next_quarter()
    assert clock.state["q"] == 3 and clock.state["to"] == [3, 3]  # three per half


def test_runoff_only_in_runoff_mode():
    s = merged({"clock_mode": "runoff"})
    clock = GameClock(s)
    clock.runoff(40)
    assert clock.state["left"] == 860_000
    assert not clock.start(0)  # a runoff clock is not run by hand
    s2 = merged({"clock_mode": "real"})
    c2 = GameClock(s2)
    c2.runoff(40)
    assert c2.state["left"] == 900_000


@pytest.mark.vm
def test_idle_clock_allocates_nothing_on_micropython(mpvm):
    """A running clock's update, key and render with the heap locked: no allocation."""
    mpvm.exec(
        "import micropython\n"
        "from games.cfs.scoreboard.clock import GameClock\n"
        "from games.cfs.scoreboard.settings import merged\n"
        "from sideline.ticks import ticks_add\n"
        "_c = GameClock(merged({'clock_mode': 'real'}))\n"
        "_buf = bytearray(5)\n"
        "_c.start(0x3FFFFFFF - 3000)\n"
        "def _run(c, buf):\n"
        "    now = 0x3FFFFFFF - 3000\n"
        "    n = 0\n"
        "    k = 0\n"
        "    while n < 20000:\n"
        "        now = ticks_add(now, 7)  # (now + 7) would be a long int near the wrap\n"
        "        if c.update(now):\n"
        "            k = c.key()\n"
        "            c.render(buf)\n"
        "        n += 1\n"
        "    return k\n"
        "_k = 0\n"
        "micropython.heap_lock()\n"
        "try:\n"
        "    _k = _run(_c, _buf)\n"
        "finally:\n"
        "    micropython.heap_unlock()\n"
    )
    assert mpvm.eval("_c.state['left']") == 900_000 - 140_000
    assert mpvm.eval("bytes(_buf).decode()") == "12:40"


@given(
    steps=st.lists(st.integers(1, 400), min_size=20, max_size=400),
    left=st.integers(1, 900).map(lambda s: s * 1000 - 17),
    q=st.sampled_from((1, 2, 4)),
)
def test_cfs_main_loop_tick_shows_what_a_per_pass_update_shows(steps, left, q):
    """GameClock.tick (issue 10: the running clock counted only when its display is due
    to change) shows, pass by pass, what updating on every pass shows: the same seconds and
    tenths, the two-minute warning (G2) and the quarter's end at the same pass, and the same
    time once brought up to the tick."""
    settings = merged({"clock_mode": "real", "quarter_s": 900})
    every = GameClock(
        settings,
        {"q": q, "left": left, "run": False, "to": [3, 3], "warned": False, "ended": False},
    )
    lazy = GameClock(settings, json.loads(json.dumps(every.state)))
    now = TICKS_MAX - 2000  # across the wrap
    every.start(now)
    lazy.start(now)
    for d in steps:
        now = ticks_add(now, d)
        every.update(now)
        if lazy.state["run"]:
            lazy.tick(now)
        assert lazy.shown() == every.shown()
        assert (lazy.state["warned"], lazy.state["ended"], lazy.state["run"]) == (
            every.state["warned"],
            every.state["ended"],
            every.state["run"],
        )
    lazy.update(now)
    assert lazy.state == every.state
