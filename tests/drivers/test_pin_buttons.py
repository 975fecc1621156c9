"""Pins for firmware/drivers/buttons.py that mutation testing (issue 18) found unheld: the
tick sum across the 2**30 wrap, the event ring when it overflows and after clear(), what
from_config gives when hardware.json leaves a value out, reset() of a button still held,
and the EDGE boundary (line up for exactly debounce_ms). Expected values come from the
module's header (events, timing, wrap) and the Buttons defaults it documents."""

import pytest

from drivers.buttons import (
    EDGE,
    LONG,
    NONE,
    PRESS,
    RELEASE,
    REPEAT,
    Buttons,
    EventQueue,
    _ticks_add,
    event_index,
    event_kind,
)
from fakes.machine import Pin

PERIOD = 1 << 30  # ticks_ms wraps at 2**30 (module header)


def drain(b, t, out):
    code = b.get()
    while code != NONE:
        out.append((t, event_index(code), event_kind(code)))
        code = b.get()


def run(b, pins, script, polls):
    """Polls b at each time in polls (ticks_ms values), driving pins per script
    {time: [(index, level)]} first; returns [(time, index, kind)]."""
    out = []
    for t in polls:
        for i, level in script.get(t, ()):
            pins[i].drive(level)
        b.poll(t % PERIOD)
        drain(b, t, out)
    return out


def pins_(n):
    Pin.reset()
    return [Pin(6 + i, Pin.IN, Pin.PULL_UP) for i in range(n)]


# --- the tick sum ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "t,d",
    [
        (0, 0),
        (0, 500),
        (PERIOD - 1, 0),
        (PERIOD - 1, 1),  # exactly 2**30: wraps to 0
        (PERIOD - 120, 120),  # exactly 2**30 again
        (PERIOD - 121, 120),  # one short of the wrap
        (PERIOD - 10, 120),
        (PERIOD - 500, (1 << 29) - 1),
        (12345, (1 << 29) - 1),
    ],
)
def test_tick_sum_is_the_sum_modulo_2_30(t, d):
    """_ticks_add's promise: (t + d) mod 2**30 for 0 <= d < 2**29, always a tick value
    (0 .. 2**30 - 1, never 2**30 itself: a long int on the Pico)."""
    got = _ticks_add(t, d)
    assert got == (t + d) % PERIOD
    assert 0 <= got < PERIOD


def test_repeats_polled_off_their_grid_keep_it_across_the_wrap():
    """Polled every 7 ms, each REPEAT comes at the first poll at or after its due time
    (delay 500, then every 120 from the accepted press), also when the ticks wrap in the
    middle of the hold: the same times as the same hold far from the wrap."""

    def times(start):
        pins = pins_(1)
        b = Buttons(pins, ["UP"], [True], debounce_ms=0, long_press_ms=100_000)
        polls = range(start, start + 3000, 7)
        got = run(b, pins, {start: [(0, 0)]}, polls)
        return [t - start for t, _, k in got if k == REPEAT]

    far = times(7000)
    due = [500 + 120 * k for k in range(21)]  # 500 .. 2900, held from 0 to 3000
    assert far == [-(-d // 7) * 7 for d in due]
    for start in (PERIOD - 700, PERIOD - 504, PERIOD - 1400):
        assert times(start) == far, start


# --- the event ring -------------------------------------------------------------------------


def test_a_ring_that_overflows_many_times_keeps_the_newest_in_order():
    """When full, put() drops the oldest: after 10 events into 3 places, 8, 9 and 10 are
    left, oldest first, and 7 were dropped."""
    q = EventQueue(3)
    for c in range(1, 11):
        q.put(c)
    assert (len(q), q.overflows) == (3, 7)
    assert [q.get() for _ in range(4)] == [8, 9, 10, NONE]
    for c in (20, 21):  # and it still works as a ring afterwards
        q.put(c)
    assert [q.get() for _ in range(3)] == [20, 21, NONE]


@pytest.mark.parametrize("size", [1, 2, 5])
def test_a_cleared_ring_is_empty_and_fills_again_from_scratch(size):
    q = EventQueue(size)
    for c in range(size + 2):
        q.put(c)
    q.get()
    q.clear()
    assert len(q) == 0 and q.get() == NONE
    for c in range(40, 40 + size):
        q.put(c)
    assert len(q) == size
    assert [q.get() for _ in range(size + 1)] == list(range(40, 40 + size)) + [NONE]


# --- from_config ----------------------------------------------------------------------------


def made():
    Pin.reset()
    got = {}

    def make(n):
        got[n] = Pin(n, Pin.IN, Pin.PULL_UP)
        return got[n]

    return got, make


def test_from_config_takes_every_time_from_the_file():
    timing = {"debounce_ms": 7, "long_press_ms": 300, "repeat_delay_ms": 200, "repeat_ms": 50}
    got, make = made()
    b = Buttons.from_config([{"name": "UP", "pin": 9, "repeat": True}], timing, make)
    assert (b.debounce_ms, b.long_press_ms, b.repeat_delay_ms, b.repeat_ms) == (7, 300, 200, 50)
    events = run(b, [got[9]], {0: [(0, 0)]}, range(0, 400))
    # LONG and REPEAT are timed from the start of the stable reading (0), not the PRESS.
    assert [(t, k) for t, _, k in events] == [
        (7, PRESS),
        (200, REPEAT),
        (250, REPEAT),
        (300, LONG),
        (300, REPEAT),
        (350, REPEAT),
    ]


def test_from_config_without_times_uses_the_buttons_defaults():
    """A hardware.json without button_timing gets what Buttons gives with no times: debounce
    20 ms, LONG at 800 ms, the first REPEAT at 500 ms and then every 120 ms (both timed from
    the start of the stable reading)."""
    got, make = made()
    b = Buttons.from_config([{"name": "UP", "pin": 9, "repeat": True}], {}, make)
    assert (b.debounce_ms, b.long_press_ms, b.repeat_delay_ms, b.repeat_ms) == (20, 800, 500, 120)
    events = run(b, [got[9]], {0: [(0, 0)]}, range(0, 900))
    assert [(t, k) for t, _, k in events] == [
        (20, PRESS),
        (500, REPEAT),
        (620, REPEAT),
        (740, REPEAT),
        (800, LONG),
        (860, REPEAT),
    ]


def test_from_config_buttons_without_a_repeat_flag_do_not_repeat():
    got, make = made()
    b = Buttons.from_config([{"name": "OK", "pin": 9}], {}, make)
    events = run(b, [got[9]], {0: [(0, 0)], 2000: [(0, 1)]}, range(0, 2100))
    assert [(t, k) for t, _, k in events] == [(20, PRESS), (800, LONG), (2020, RELEASE)]


def test_from_config_queue_holds_32_events_by_default():
    """The default ring is Buttons' (and EventQueue's) 32 events: 40 unread ones drop 8."""
    got, make = made()
    b = Buttons.from_config([{"name": "UP", "pin": 9, "repeat": True}], {"repeat_ms": 1}, make)
    got[9].drive(0)
    for t in range(0, 2000):
        b.poll(t)
        if len(b.events) + b.events.overflows == 40:
            break
    assert (len(b.events), b.events.overflows) == (32, 8)


def test_from_config_has_no_edges_unless_asked_and_passes_early_on():
    got, make = made()
    plain = Buttons.from_config([{"name": "OK", "pin": 9}], {}, make)
    events = run(plain, [got[9]], {30: [(0, 0)]}, range(0, 60))
    assert [(t, k) for t, _, k in events] == [(50, PRESS)]
    got, make = made()
    early = Buttons.from_config([{"name": "OK", "pin": 9}], {}, make, early=True)
    events = run(early, [got[9]], {30: [(0, 0)]}, range(0, 60))
    assert [(t, k) for t, _, k in events] == [(30, EDGE), (50, PRESS)]


def test_from_config_passes_all_up_on():
    asked = []

    def all_up():
        asked.append(1)
        return True

    got, make = made()
    b = Buttons.from_config([{"name": "OK", "pin": 9}], {}, make, all_up=all_up)
    for t in range(10):
        b.poll(t)
    assert len(asked) == 9  # every poll after the first, full one


def test_from_config_queue_size_is_passed_on():
    got, make = made()
    b = Buttons.from_config(
        [{"name": "UP", "pin": 9, "repeat": True}], {"repeat_ms": 1}, make, queue_size=4
    )
    got[9].drive(0)
    for t in range(0, 600):
        b.poll(t)
    assert len(b.events) == 4


# --- reset ----------------------------------------------------------------------------------


def test_a_button_held_through_a_reset_is_debounced_afresh():
    """reset() forgets all state: a button still held counts as a new press, accepted once
    its reading has been stable for debounce_ms after the reset, with its own LONG."""
    pins = pins_(1)
    b = Buttons(pins, ["OK"])
    events = run(b, pins, {0: [(0, 0)]}, range(0, 1000))
    assert [(t, k) for t, _, k in events] == [(20, PRESS), (800, LONG)]
    b.reset()
    assert not b.is_down(0) and len(b.events) == 0
    events = run(b, pins, {}, range(1000, 1900))
    assert [(t, k) for t, _, k in events] == [(1020, PRESS), (1800, LONG)]


# --- EDGE -----------------------------------------------------------------------------------


def test_an_edge_after_the_line_was_up_exactly_debounce_ms():
    """EDGE: the first contact of a press when the line had been up for debounce_ms before
    it. Polled from tick 0 with the line up, a contact at 20 (up for exactly 20 ms) is an
    EDGE; one at 19 is not (it could be a bounce), and its PRESS still follows 20 ms later."""
    for contact, edge in ((20, True), (19, False)):
        pins = pins_(1)
        b = Buttons(pins, ["OK"], early=True)
        events = run(b, pins, {contact: [(0, 0)]}, range(0, 100))
        want = [(contact, EDGE)] if edge else []
        assert [(t, k) for t, _, k in events] == want + [(contact + 20, PRESS)], contact


# --- construction ---------------------------------------------------------------------------


def test_an_event_queue_holds_32_events_by_default():
    q = EventQueue()
    for c in range(40):
        q.put(c)
    assert (len(q), q.overflows) == (32, 8)
    assert q.get() == 8


def test_buttons_queue_holds_32_events_by_default():
    """Buttons' ring, like EventQueue's, holds 32 events unless told: 40 unread drop 8."""
    pins = pins_(1)
    b = Buttons(pins, ["UP"], [True], repeat_ms=1)
    pins[0].drive(0)
    for t in range(0, 2000):
        b.poll(t)
        if len(b.events) + b.events.overflows == 40:
            break
    assert (len(b.events), b.events.overflows) == (32, 8)


class Line:
    """A button line for more buttons than the Pico has pins: 1 up, 0 pressed."""

    def __init__(self):
        self.level = 1

    def value(self):
        return self.level


def test_thirty_two_buttons_fit_the_five_index_bits_and_thirty_three_do_not():
    """MAX_BUTTONS: an event byte has five bits of index, so buttons 0 .. 31."""
    lines = [Line() for _ in range(32)]
    b = Buttons(lines)
    lines[31].level = 0
    out = []
    for t in range(0, 30):
        b.poll(t)
        drain(b, t, out)
    assert out == [(20, 31, PRESS)]
    assert b.describe(31 << 3 | PRESS) == "B31 PRESS"
    with pytest.raises(ValueError):
        Buttons(lines + [Line()])


@pytest.mark.parametrize("key", ["debounce_ms", "long_press_ms", "repeat_delay_ms", "repeat_ms"])
def test_every_time_up_to_just_under_half_the_tick_period_is_accepted(key):
    """The longest configurable time is under half the 2**30 tick period (ticks_diff is
    only right up to there): 2**29 - 1 ms is accepted, 2**29 and -1 are refused."""
    pins = pins_(1)
    b = Buttons(pins, **{key: (1 << 29) - 1})
    assert getattr(b, key) == (1 << 29) - 1
    for bad in (1 << 29, -1):
        with pytest.raises(ValueError) as err:
            Buttons(pins, **{key: bad})
        assert str(err.value) == "time out of range"


@pytest.mark.parametrize(
    "make,message",
    [
        (lambda p: Buttons([Line() for _ in range(33)]), "too many buttons"),
        (lambda p: Buttons(p, repeat_ms=0), "repeat_ms"),
        (lambda p: Buttons(p, ["A", "B"]), "one name and repeat flag per pin"),
        (lambda p: Buttons(p, repeat=[True, False]), "one name and repeat flag per pin"),
        (lambda p: Buttons(p, queue_size=0), "queue size"),
    ],
)
def test_each_refused_configuration_says_what_is_wrong(make, message):
    with pytest.raises(ValueError) as err:
        make(pins_(1))
    assert str(err.value) == message
