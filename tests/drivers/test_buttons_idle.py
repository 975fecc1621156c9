"""The idle main loop's cost on the Pico (CPU budget <= 5% busy): while every button is up
and settled, Buttons.poll only asks whether any pin reads pressed (all_up: one register
read on the Pico) and steps no button; the moment one reads pressed it polls in full."""

from drivers.buttons import EDGE, PRESS, Buttons
from fakes.machine import Pin


class CountingPin:
    def __init__(self, pin):
        self.pin = pin
        self.reads = 0

    def value(self):
        self.reads += 1
        return self.pin.value()


def _buttons(all_up):
    Pin.reset()
    raw = [Pin(6 + i, Pin.IN, Pin.PULL_UP) for i in range(3)]
    pins = [CountingPin(p) for p in raw]
    b = Buttons(pins, ["A", "B", "C"], debounce_ms=20, early=True, all_up=all_up)
    return b, raw, pins


def test_idle_polls_ask_all_up_and_read_no_pin():
    asked = []

    def all_up():
        asked.append(1)
        return True

    b, _raw, pins = _buttons(all_up)
    b.poll(0)  # the first poll is a full one: nothing known yet
    first = sum(p.reads for p in pins)
    for t in range(1, 100):
        b.poll(t)
    assert first == 3
    assert sum(p.reads for p in pins) == first  # no pin read while idle
    assert len(asked) == 99


def test_a_press_seen_by_all_up_is_polled_in_full_at_once():
    b, raw, _pins = _buttons(lambda: all(p.value() for p in raw))
    for t in range(0, 50):
        b.poll(t)
    raw[1].drive(0)
    b.poll(50)
    assert b.get() == (1 << 3 | EDGE)  # the first contact, on the very poll that saw it
    for t in range(51, 80):
        b.poll(t)
    assert b.get() == (1 << 3 | PRESS)
