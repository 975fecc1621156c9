"""Issue 29, item 8: noise on an idle button line. Acting at a press's first contact meets
the latency budget, but a lone spike counted as a press. Now a pulse shorter than 1 ms on an
idle line never acts; a contact of 2 ms or more acts within the press budget, and the
chatter after it is still ignored. The line is a fake pin (tests/fakes) driven on a
microsecond clock; the Buttons are polled as main.py's loop polls them (a pass, then 5 ms
of sleep) with main.py's wait_us, which lets the line's time pass."""

import os
import random
import statistics
from pathlib import Path

import pytest

from drivers.buttons import EDGE, LIFT, PRESS, RELEASE, Buttons
from fakes.machine import Pin

LOOP_MS = 5  # main.py
BUDGET_MEDIAN_MS = 5  # docs/design.md: press -> first display change, median
BUDGET_WORST_MS = 10  # ... worst; a sample that lands in a bounce costs a loop more


class Line:
    """One button's GPIO line: a list of (from_us, level) steps, read through a fake Pin
    whose level follows a microsecond clock."""

    def __init__(self, steps):
        Pin.reset()
        self.pin = Pin(9, Pin.IN, Pin.PULL_UP)
        self.steps = sorted(steps)
        self.us = 0

    def level(self):
        v = 1
        for t, level in self.steps:
            if t > self.us:
                break
            v = level
        return v

    def wait_us(self, n):
        self.us += n
        self.sync()

    def sync(self):
        self.pin.drive(None if self.level() else 0)

    def run(self, end_ms, phase_us=0, wait=True):
        """Poll as main.py's loop does until end_ms; [(us, kind)] of the events."""
        b = Buttons(
            [self.pin], ["OK"], early=True, wait_us=self.wait_us if wait else None, debounce_ms=20
        )
        self.us = phase_us
        out = []
        while self.us < end_ms * 1000:
            self.sync()
            b.poll(self.us // 1000)
            code = b.get()
            while code >= 0:
                out.append((self.us, code & 7))
                code = b.get()
            self.us += LOOP_MS * 1000
        return out


def _spikes(rng, start_ms, n):
    steps, t = [], start_ms * 1000
    for _ in range(n):
        t += rng.randrange(30_000, 90_000)  # idle between them (> the debounce time)
        width = rng.randrange(1, 1000)  # < 1 ms
        steps += [(t, 0), (t + width, 1)]
    return steps, t // 1000 + 100


def test_lone_spikes_shorter_than_a_millisecond_never_act():
    rng = random.Random(29)
    for trial in range(60):
        steps, end = _spikes(rng, 50, 40)
        events = Line(steps).run(end, phase_us=rng.randrange(LOOP_MS * 1000))
        assert events == [], (trial, events)


def test_without_the_confirmation_a_spike_acted():
    """What the issue found: acting at the first contact alone, a spike the poll happens to
    read is a press (so the test above can fail)."""
    steps = [(100_000, 0), (100_000 + 900, 1)]
    events = Line(steps).run(200, phase_us=100_000 % (LOOP_MS * 1000), wait=False)
    assert [k for _, k in events] == [EDGE]
    assert Line(steps).run(200, phase_us=100_000 % (LOOP_MS * 1000)) == []


def test_a_dip_while_held_is_no_release_and_the_release_lifts_at_once():
    """Issue 33 item 4: UNDO and CLOCK act when let go (LIFT, at the first reading up), not
    a debounce later; a dip shorter than a millisecond while held (noise) is no release."""
    rng = random.Random(33)
    lifts = []
    for _ in range(40):
        release = rng.randrange(300_000, 400_000)
        dip = rng.randrange(150_000, 250_000)
        steps = [(100_000, 0), (dip, 1), (dip + rng.randrange(1, 1000), 0), (release, 1)]
        events = Line(steps).run(500, phase_us=rng.randrange(LOOP_MS * 1000))
        assert [k for _, k in events] == [EDGE, PRESS, LIFT, RELEASE], events
        lift = [us for us, k in events if k == LIFT][0]
        lifts.append((lift - release) / 1000)
    assert 0 <= min(lifts) and max(lifts) <= LOOP_MS + 1  # the next pass and its 1 ms


def _press(rng, s_us):
    """A press at s_us: a first contact of 2 to 6 ms, chatter for up to 3 ms (bounces up of
    under 0.2 ms between contacts of at least 0.3 ms), held, then released with chatter."""
    steps = [(s_us, 0)]
    t = s_us + rng.randrange(2000, 6000)
    end = t + rng.randrange(0, 3000)
    while t < end:
        up = rng.randrange(20, 200)
        steps += [(t, 1), (t + up, 0)]
        t += up + rng.randrange(300, 900)
    release = t + rng.randrange(60_000, 200_000)
    steps.append((release, 1))
    t = release
    for _ in range(rng.randrange(0, 5)):
        t += rng.randrange(100, 900)
        steps += [(t, 0), (t + rng.randrange(50, 400), 1)]
        t += 400
    return steps, t


def test_a_contact_of_two_ms_acts_within_the_budget_and_its_chatter_is_ignored():
    rng = random.Random(8)
    delays = []
    for _ in range(40):
        steps, starts, t = [], [], 40_000
        for _ in range(5):
            t += rng.randrange(40_000, 120_000)
            starts.append(t)
            press, t = _press(rng, t)
            steps += press
        events = Line(steps).run(t // 1000 + 100, phase_us=rng.randrange(LOOP_MS * 1000))
        assert [k for _, k in events] == [EDGE, PRESS, LIFT, RELEASE] * 5, events
        edges = [us for us, k in events if k == EDGE]
        delays += [(e - s) / 1000 for e, s in zip(edges, starts, strict=True)]
    assert statistics.median(delays) <= BUDGET_MEDIAN_MS, statistics.median(delays)
    # A poll that happens to read the first contact's line during a bounce sees it a loop
    # later: the worst is then the budget plus the confirmation's 1 ms.
    assert max(delays) <= BUDGET_WORST_MS + 1, max(delays)


def test_main_hands_the_board_its_sleep_us():
    main = (Path(__file__).resolve().parents[2] / "firmware" / "drivers" / "pico.py").read_text()
    assert "wait_us=time.sleep_us" in main


UF2 = os.environ.get("SIDELINE_UF2")


@pytest.mark.skipif(
    not UF2, reason="SIDELINE_UF2 is not set: no MicroPython UF2 for the rp2 board model"
)
def test_the_real_port_ignores_a_spike_and_acts_on_a_short_press(tmp_path):
    from host_tools.rp2 import board, setup

    try:
        b = board.start(UF2, state_dir=tmp_path)
    except setup.SetupError as e:
        pytest.skip(str(e))
    try:
        box = board.Rp2Box(b)
        for _ in range(30):  # until the self-test is over and the game shows
            b.run(500)
            box.sync()
            if box.texts()["clock"] == "15:00":
                break
        b.run(500)
        box.sync()
        pin = {x["name"]: x["pin"] for x in b.cfg["buttons"]}["ROLL"]
        before = box.texts()
        assert before["clock"] == "15:00", before
        rng = random.Random(8)
        for _ in range(60):  # spikes of 0.5 ms on ROLL's idle line, at any phase of the loop
            b.button(pin, True)
            b.run(0.5)
            b.button(pin, False)
            b.run(40 + rng.randrange(10))
        box.sync()
        assert box.texts() == before
        b.button(pin, True)
        b.run(12)
        b.button(pin, False)
        b.run(200)
        box.sync()
        assert box.texts() != before
    finally:
        b.close()
