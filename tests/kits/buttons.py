"""The buttons' driver on simulated pins: levels, timing, bounce and chatter, and a runner's
panel and app that record what they are handed."""

import json
from pathlib import Path

from drivers.buttons import (
    NONE,
    Buttons,
    event_index,
    event_kind,
)
from fakes.machine import Pin, Ticks
from sideline.app import ALL_DIRTY

HARDWARE = Path(__file__).resolve().parents[2] / "firmware" / "hardware.json"


CONFIG = json.loads(HARDWARE.read_text())


TIMING = CONFIG["button_timing"]


NAMES = ["CLOCK", "ROLL", "MODE", "OK", "UP", "DOWN", "BACK", "UNDO"]


LOW, HIGH = 0, 1  # pin levels: a press pulls the line low


class Sim:
    """Steps time 1 ms at a time: applies scripted pin levels, polls every `poll_every` ms,
    and records every event as (ms since start, button index, kind)."""

    def __init__(self, n=8, repeat=(), start=0, poll_every=1, **timing):
        Pin.reset()
        self.pins = [Pin(6 + i, Pin.IN, Pin.PULL_UP) for i in range(n)]
        kw = dict(TIMING)
        kw.update(timing)
        self.buttons = Buttons(
            self.pins, NAMES[:n] if n <= 8 else None, [i in repeat for i in range(n)], **kw
        )
        self.ticks = Ticks(start)
        self.poll_every = poll_every
        self.t = 0
        self.events = []
        self.todo = []

    def run(self, script, until):
        """Adds `script`, (ms, button index, level) transitions with level 0 = pressed, to the
        pending ones, then runs until ms `until` (exclusive)."""
        self.todo = sorted(self.todo + list(script), key=lambda s: s[0])
        while self.t < until:
            while self.todo and self.todo[0][0] <= self.t:
                _, i, level = self.todo.pop(0)
                self.pins[i].drive(level)
            if self.t % self.poll_every == 0:
                self.buttons.poll(self.ticks.ticks_ms())
                self.drain()
            self.t += 1
            self.ticks.advance(1)
        return self.events

    def drain(self):
        while True:
            code = self.buttons.get()
            if code == NONE:
                return
            self.events.append((self.t, event_index(code), event_kind(code)))

    def kinds(self, i=None):
        return [k for _, j, k in self.events if i is None or j == i]

    def times(self, kind, i=None):
        return [t for t, j, k in self.events if k == kind and (i is None or j == i)]


def bounce(t, i, new, pattern):
    """Contact at ms t (line goes to `new`), then `pattern` levels for the following ms
    (True = back at the old level), always ending with a bounce back to the old level; the
    line settles at `new` for good right after. Returns (transitions, settle ms)."""
    old = 1 - new
    levels = [new] + [old if b else new for b in pattern] + [old]
    trans = [(t + k, i, lv) for k, lv in enumerate(levels)]
    settle = t + len(levels)
    trans.append((settle, i, new))
    return trans, settle


def chatter_pattern(rng, length):
    """A chatter of `length` ms (1..8) after first contact: random levels, last one a bounce."""
    return [rng.random() < 0.5 for _ in range(length - 1)]


class RecordingApp:
    """Stands in for sideline.app.App: records presses, never anything else to do."""

    def __init__(self):
        self.got = []
        self.calls = type("Calls", (), {"log": []})()
        self.settings = {"brightness": 8}

    def press(self, name, kind, now):
        self.got.append((now, name, kind))
        return ALL_DIRTY

    def tick(self, now):
        return 0

    def save_due(self, now):
        return False

    def starting(self, name, kind):
        return None

    def render(self, role):
        return ""

    def blink(self, role):
        return 0


class NoPanel:
    level = 8
    offline = False

    def first(self, role):
        return None

    def has(self, role):
        return False
