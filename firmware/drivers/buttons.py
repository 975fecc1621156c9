# Debounced push buttons on GPIO, polled from the main loop.
#
# Wiring: each button pulls its pin to ground, the pin has its pull-up on, so 0 means pressed.
# Everything is injected: pins (anything with .value() -> 0/1), names, and time (poll(now_ms)
# takes a ticks_ms() value; sums use MicroPython's 2**30 wrap-around).
#
# Events (one byte each: code = index << 3 | kind, see event_index/event_kind/split):
#   PRESS    the debounced state went down;
#   RELEASE  the debounced state went up;
#   LONG     once per press, when held for long_press_ms;
#   REPEAT   buttons built with repeat: first after repeat_delay_ms, then every repeat_ms.
#   EDGE     (only with early=True) the first contact of a press, when the line had been up
#            for debounce_ms before it: bounces after a contact or a release never make one.
#            With wait_us (the Pico's time.sleep_us) the contact must still read pressed
#            SPIKE_US later, at one of a few reads over CONFIRM_READS * READ_US more: a lone
#            spike shorter than SPIKE_US on an idle line (noise coupled into a long wire) is
#            forgotten, a contact of 2 ms or more acts (a bounce of it between the reads
#            does not hide it). The debounced PRESS still follows; a caller that acts on EDGE
#            skips it.
#   LIFT     (only with early=True) the first reading up after an accepted press, confirmed
#            as an EDGE is (a dip shorter than SPIKE_US while held is forgotten); once per
#            press. The debounced RELEASE still follows; a caller that acts on LIFT skips it.
# LONG and REPEAT are timed from the start of the stable pressed reading (debouncing does not
# lengthen the hold) and only while the raw reading still says pressed, so a release that is
# being debounced never yields a late LONG or REPEAT. At most one REPEAT per poll: a loop that
# falls behind by a whole period skips the missed repeats instead of sending a burst.
#
# No allocation in a steady state: per-button state lives in preallocated lists and
# bytearrays, events in a preallocated ring. Every method that runs on each poll keeps its
# frame within the 11 words MicroPython puts on the C stack (larger frames are taken from the
# heap on every call), and tick sums never leave the small-int range (no long ints).
try:
    from micropython import const
except ImportError:

    def const(x):
        return x


from sideline.ticks import ticks_diff

PRESS = const(1)
RELEASE = const(2)
LONG = const(3)
REPEAT = const(4)
EDGE = const(5)
LIFT = const(6)
EVENT_NAMES = ("", "PRESS", "RELEASE", "LONG", "REPEAT", "EDGE", "LIFT")
NONE = const(-1)  # what EventQueue.get() returns when empty

SPIKE_US = const(1000)  # a contact must outlast this to act at once: spikes are shorter
READ_US = const(250)  # then the line is read every READ_US ...
CONFIRM_READS = const(8)  # ... at most this many times (2 ms) before it is a spike

MAX_BUTTONS = const(32)  # five bits of index in an event byte
_KIND_BITS = const(3)
_KIND_MASK = const(7)
_TICKS_MAX = const(0x3FFFFFFF)  # ticks_ms wraps at 2**30
_MAX_TIME = const(0x1FFFFFFF)  # longest configurable time: under half the tick period

# Bits of Buttons._flags[i]
_F_LONG = const(1)  # LONG sent for this press
_F_REP = const(2)  # first REPEAT sent for this press
_F_LIFT = const(4)  # LIFT sent for this press


def event_index(code):
    return code >> _KIND_BITS


def event_kind(code):
    return code & _KIND_MASK


def split(code):
    # (button index, event kind). Builds a tuple: use event_index/event_kind in hot paths.
    return code >> _KIND_BITS, code & _KIND_MASK


def _ticks_add(t, d):
    # (t + d) mod 2**30 for 0 <= d < 2**29 without passing through 2**30 (a long int on
    # MicroPython's 31-bit small ints).
    x = t - _TICKS_MAX + d - 1
    if x < 0:
        return t + d
    return x


def _confirmed(pin, wait, level=0):
    # At `level` (0: pressed) again SPIKE_US after the first read, or at one of the reads
    # after it: a spike shorter than SPIKE_US is over by then, a contact of 2 ms is not.
    wait(SPIKE_US)
    for _ in range(CONFIRM_READS):
        if pin.value() == level:
            return True
        wait(READ_US)
    return pin.value() == level


class EventQueue:
    """A ring of event bytes. When full, put() drops the oldest and counts an overflow."""

    def __init__(self, size=32):
        if size < 1 or size > 255:
            raise ValueError("queue size")
        self._buf = bytearray(size)
        self._size = size
        self._head = 0  # index of the oldest event
        self._count = 0
        self.overflows = 0

    def put(self, code):
        n = self._count
        if n == self._size:
            self._head += 1
            if self._head == self._size:
                self._head = 0
            self.overflows += 1
            n -= 1
        self._count = n + 1
        n += self._head
        if n >= self._size:
            n -= self._size
        self._buf[n] = code

    def get(self):
        # The oldest event code, or NONE (-1) when empty.
        if not self._count:
            return NONE
        code = self._buf[self._head]
        self._count -= 1
        self._head += 1
        if self._head == self._size:
            self._head = 0
        return code

    def clear(self):
        self._head = 0
        self._count = 0

    def __len__(self):
        return self._count


class Buttons:
    """A set of debounced buttons. Button i reads pins[i]; 0 on the pin means pressed."""

    def __init__(
        self,
        pins,
        names=None,
        repeat=None,
        debounce_ms=20,
        long_press_ms=800,
        repeat_delay_ms=500,
        repeat_ms=120,
        queue_size=32,
        early=False,
        all_up=None,
        wait_us=None,
        touched=None,
    ):
        # all_up: optional, a callable that is True when no button's pin reads pressed in
        # one go (on the Pico, one read of the GPIO input register instead of a call per pin).
        # wait_us: optional, sleep_us(n): an EDGE then needs its contact confirmed (SPIKE_US).
        # touched: optional, a bytearray(1) that a falling edge on any button's pin sets
        # (the Pico's pin IRQ, drivers/wake.py): while every button is up and settled, a
        # poll then reads nothing until it is set, and clears it before it reads the pins.
        n = len(pins)
        if n > MAX_BUTTONS:
            raise ValueError("too many buttons")
        for t in (debounce_ms, long_press_ms, repeat_delay_ms, repeat_ms):
            if t < 0 or t > _MAX_TIME:
                raise ValueError("time out of range")
        if repeat_ms < 1:
            raise ValueError("repeat_ms")
        if names is None:
            names = ["B%d" % i for i in range(n)]
        if len(names) != n or (repeat is not None and len(repeat) != n):
            raise ValueError("one name and repeat flag per pin")
        self.names = tuple(names)
        self.events = EventQueue(queue_size)
        self.debounce_ms = debounce_ms
        self.long_press_ms = long_press_ms
        self.repeat_delay_ms = repeat_delay_ms
        self.repeat_ms = repeat_ms
        self._pins = list(pins)
        self._n = n
        self._repeat = bytearray(n)
        if repeat is not None:
            for i in range(n):
                self._repeat[i] = 1 if repeat[i] else 0
        self._raw = bytearray(n)  # last raw reading, 1 = pressed
        self._down = bytearray(n)  # debounced state, 1 = pressed
        self._flags = bytearray(n)
        self._since = [0] * n  # tick of the last raw change
        self._t0 = [0] * n  # tick the accepted press began (start of its stable reading)
        self._rep = [0] * n  # tick the next REPEAT is timed from
        self.settled = False  # every button up and settled at the last full poll
        self._early = early
        self._all_up = all_up
        self._wait_us = wait_us
        self._touched = touched

    @classmethod
    def from_config(
        cls,
        buttons,
        timing,
        make_pin,
        queue_size=32,
        early=False,
        all_up=None,
        wait_us=None,
        touched=None,
    ):
        # buttons: [{"name", "pin", "repeat"}], timing: hardware.json "button_timing",
        # make_pin(pin_number) -> a pin object with .value().
        return cls(
            [make_pin(b["pin"]) for b in buttons],
            [b["name"] for b in buttons],
            [b.get("repeat", False) for b in buttons],
            debounce_ms=timing.get("debounce_ms", 20),
            long_press_ms=timing.get("long_press_ms", 800),
            repeat_delay_ms=timing.get("repeat_delay_ms", 500),
            repeat_ms=timing.get("repeat_ms", 120),
            queue_size=queue_size,
            early=early,
            all_up=all_up,
            wait_us=wait_us,
            touched=touched,
        )

    def __len__(self):
        return self._n

    def index(self, name):
        return self.names.index(name)

    def is_down(self, i):
        # Debounced state of button i.
        return self._down[i] == 1

    def get(self):
        # The oldest event code, or NONE (-1).
        return self.events.get()

    def describe(self, code):
        # "UP REPEAT": for logs and the self-test, not for the hot path (builds a string).
        return self.names[code >> _KIND_BITS] + " " + EVENT_NAMES[code & _KIND_MASK]

    def reset(self):
        # Forget all state and pending events (e.g. after a long pause in polling).
        for i in range(self._n):
            self._raw[i] = 0
            self._down[i] = 0
            self._flags[i] = 0
        self.events.clear()
        self.settled = False

    def poll(self, now_ms):
        # Read every pin once; queue any events. Returns the number of events waiting.
        # While every button is up and settled, a pass only reads the pins (_rests): the
        # full step would change nothing, and the idle loop is most of the Pico's time.
        if self._rests():
            return self.events._count
        idle = True
        for i in range(self._n):
            # A button up, settled up and reading up has nothing to step (most of them, at
            # a press): its pin is read, not stepped.
            if self._raw[i] or self._down[i] or not self._pins[i].value():
                self._step(i, now_ms)
                if self._raw[i] or self._down[i]:
                    idle = False
        self.settled = idle
        return self.events._count

    def _rests(self):
        # True when no button can have changed: settled, and (with `touched`) no edge since
        # the last poll, else all_up or every pin up. A method of its own: poll's frame
        # stays within the words MicroPython keeps off the heap.
        t = self._touched
        if t is not None:
            if self.settled and not t[0]:
                return True
            t[0] = 0  # before the pins are read: an edge after the read sets it again
        if not self.settled:
            return False
        up = self._all_up
        return up() if up is not None else self._quiet()

    def _quiet(self):
        # True when no pin reads pressed.
        for p in self._pins:
            if not p.value():
                return False
        return True

    def _step(self, i, now):
        raw = 0 if self._pins[i].value() else 1
        if raw != self._raw[i]:
            if self._early and raw != self._down[i] and not self._first(i, raw, now):
                return  # a spike on an idle line, a dip while held: as if never read
            self._raw[i] = raw
            self._since[i] = now
        if raw != self._down[i]:
            if ticks_diff(now, self._since[i]) < self.debounce_ms:
                return
            self._down[i] = raw
            if not raw:
                self.events.put(i << _KIND_BITS | RELEASE)
                return
            self._flags[i] = 0
            self._t0[i] = self._since[i]
            self._rep[i] = self._since[i]
            self.events.put(i << _KIND_BITS | PRESS)
        if raw:
            self._timers(i, now)

    def _first(self, i, raw, now):
        # The first reading that differs from the accepted state: an EDGE (pressed) or a
        # LIFT (let go). False: a spike or a dip, to be forgotten.
        if raw:
            return self._edge(i, now)
        if self._flags[i] & _F_LIFT:
            return True  # a bounce of the release: LIFT is sent once per press
        wait = self._wait_us
        if wait is not None and not _confirmed(self._pins[i], wait, 1):
            return False
        self._flags[i] |= _F_LIFT
        self.events.put(i << _KIND_BITS | LIFT)
        return True

    def _edge(self, i, now):
        # First contact: an EDGE if the line had been up (released) for debounce_ms and the
        # contact is confirmed. False: a spike, to be forgotten.
        if ticks_diff(now, self._since[i]) >= self.debounce_ms:
            wait = self._wait_us
            if wait is not None and not _confirmed(self._pins[i], wait):
                return False
            self.events.put(i << _KIND_BITS | EDGE)
        return True

    def _timers(self, i, now):
        # Called while the button is down and its raw reading agrees.
        if not self._flags[i] & _F_LONG:
            if ticks_diff(now, self._t0[i]) >= self.long_press_ms:
                self._flags[i] |= _F_LONG
                self.events.put(i << _KIND_BITS | LONG)
        if self._repeat[i]:
            self._repeats(i, now)

    def _repeats(self, i, now):
        if self._flags[i] & _F_REP:
            wait = self.repeat_ms
        else:
            wait = self.repeat_delay_ms
        if ticks_diff(now, self._rep[i]) < wait:
            return
        self._flags[i] |= _F_REP
        t = _ticks_add(self._rep[i], wait)
        if ticks_diff(now, t) >= self.repeat_ms:
            t = now  # a whole period late: skip the missed repeats, no burst
        self._rep[i] = t
        self.events.put(i << _KIND_BITS | REPEAT)
