"""Two boundaries of firmware/drivers/buttons.py that mutation testing found unchecked: the
debounce time a Buttons gets when none is configured, and the exact lateness at which a
repeat skips ahead instead of catching up (one period late: skip, no burst)."""

from drivers.buttons import PRESS, REPEAT, Buttons, event_kind
from fakes.machine import Pin

DEFAULT_DEBOUNCE_MS = 20  # the driver's documented default (hardware.json uses the same)
NO_LONG = {"long_press_ms": 100_000}  # keeps LONG out of the repeat timings


def _kinds_at(buttons, pin, script, polls):
    """Poll at each time in polls, the pin driven per script {time: level}; return
    [(time, kind)] of the events."""
    out = []
    for t in polls:
        if t in script:
            pin.drive(script[t])
        buttons.poll(t)
        code = buttons.get()
        while code >= 0:
            out.append((t, event_kind(code)))
            code = buttons.get()
    return out


def test_default_debounce_accepts_a_press_held_20_ms_and_not_19():
    Pin.reset()
    pin = Pin(7, Pin.IN, Pin.PULL_UP)
    b = Buttons([pin])  # no timing given
    got = _kinds_at(b, pin, {0: 0}, range(0, 30))
    assert got == [(DEFAULT_DEBOUNCE_MS, PRESS)]


def test_from_config_without_a_debounce_uses_the_default():
    Pin.reset()
    pins = {}

    def make(n):
        pins[n] = Pin(n, Pin.IN, Pin.PULL_UP)
        return pins[n]

    b = Buttons.from_config([{"name": "ROLL", "pin": 7}], {}, make)
    got = _kinds_at(b, pins[7], {0: 0}, range(0, 30))
    assert got == [(DEFAULT_DEBOUNCE_MS, PRESS)]


def test_a_repeat_exactly_one_period_late_restarts_the_period_from_now():
    Pin.reset()
    pin = Pin(10, Pin.IN, Pin.PULL_UP)
    b = Buttons([pin], ["UP"], [True], debounce_ms=0, repeat_delay_ms=500, repeat_ms=120, **NO_LONG)
    # Pressed at 0; first REPEAT due at 500, the next due at 620, but the loop only polls
    # again at 740: exactly one period late. It sends one REPEAT and times the next from
    # 740, so the polls at 741 and 859 send nothing and 860 sends the next.
    got = _kinds_at(b, pin, {0: 0}, [0, 500, 740, 741, 859, 860])
    assert got == [(0, PRESS), (500, REPEAT), (740, REPEAT), (860, REPEAT)]


def test_a_repeat_less_than_a_period_late_keeps_its_grid():
    Pin.reset()
    pin = Pin(10, Pin.IN, Pin.PULL_UP)
    b = Buttons([pin], ["UP"], [True], debounce_ms=0, repeat_delay_ms=500, repeat_ms=120, **NO_LONG)
    # Polled 119 ms late at 739 (due 620): the next stays due at 740, on the 500 + 120k
    # grid, so 740 sends one too; then 860.
    got = _kinds_at(b, pin, {0: 0}, [0, 500, 739, 740, 741, 859, 860])
    assert got == [(0, PRESS), (500, REPEAT), (739, REPEAT), (740, REPEAT), (860, REPEAT)]
