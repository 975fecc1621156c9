# The game clock. Time comes only from tick differences handed in by the caller (never
# from counting sleeps), kept as integer milliseconds: no rounding, so no drift.
from sideline.ticks import ticks_diff

TWO_MINUTES = 120000


class GameClock:
    """Quarter, time left, running or not, timeouts; plain data in `state`."""

    def __init__(self, settings, state=None):
        self.settings = settings
        if state is None:
            q_ms = settings["quarter_s"] * 1000
            state = {
                "q": 1,
                "left": q_ms,
                "run": False,
                "to": [settings["timeouts"], settings["timeouts"]],  # home, away
                "warned": False,
                "ended": False,  # the quarter's time is up; waits for the next quarter
            }
        self.state = state
        self._last = None  # tick of the last update while running (not saved)
        self._wait = 0  # ms after _last before what the clock shows changes

    def tick(self, now):
        """update() for the main loop, done only when what the clock shows is due to change
        (the two-minute warning and the end of the quarter come with such a change): a
        running clock costs one comparison on the other passes. The time is spent exactly,
        from the last update; update(now) brings the state up to a tick for whoever reads
        it between (a press, a save)."""
        if self._last is not None and ticks_diff(now, self._last) < self._wait:
            return False
        return self.update(now)

    def start(self, now):
        s = self.state
        if s["ended"] or s["left"] <= 0 or self.settings["clock_mode"] != "real":
            return False
        s["run"] = True
        self._last = now
        self._wait = 0  # the next pass updates, and the main loop compares what is shown
        return True

    def stop(self, now):
        if self.state["run"]:
            self.update(now)
        self.state["run"] = False
        self._last = None

    def toggle(self, now):
        if self.state["run"]:
            self.stop(now)
            return False
        return self.start(now)

    def update(self, now):
        """Advance by the ticks since the last update; True when what is shown may change."""
        s = self.state
        if not s["run"]:
            return False
        if self._last is None:
            self._last = now
            self._wait = self._to_change()
            return False
        d = ticks_diff(now, self._last)
        if d <= 0:
            return False
        self._last = now
        self._spend(d)
        self._wait = self._to_change()
        return True

    def _to_change(self):
        # The ms of running until key() changes: the next whole second above 59.9 s (but
        # 59.9 itself, where the display turns to tenths), the next tenth below.
        left = self.state["left"]
        if left > 59900:
            b = ((left + 999) // 1000 - 1) * 1000
            if b < 59900:
                b = 59900
        else:
            b = ((left + 99) // 100 - 1) * 100
        return left - b

    def runoff(self, seconds):
        """Per-play runoff (clock_mode runoff)."""
        if self.settings["clock_mode"] == "runoff" and not self.state["ended"]:
            self._spend(seconds * 1000)

    def elapsed(self):
        """Game time gone, in ms, counting the quarters before this one."""
        q_ms = self.settings["quarter_s"] * 1000
        s = self.state
        return (s["q"] - 1) * q_ms + q_ms - s["left"]

    def run_to(self, elapsed):
        """Runoff mode: run the clock on to `elapsed` game ms (stopping at the quarter's end
        and at the two-minute warning, as a running clock would)."""
        d = elapsed - self.elapsed()
        if d > 0 and self.settings["clock_mode"] == "runoff" and not self.state["ended"]:
            self._spend(d)

    def finish(self):
        """The game is over: 0:00 of the last quarter (runoff mode ends with the game)."""
        s = self.state
        s["q"] = self.settings["quarters"]
        s["left"] = 0
        s["ended"] = True
        s["run"] = False
        self._last = None

    def last_quarter(self):
        return self.state["q"] >= self.settings["quarters"]

    def fit_quarter(self):
        """After QTR is lowered: never more left than the new quarter has."""
        q_ms = self.settings["quarter_s"] * 1000
        if self.state["left"] > q_ms:
            self.state["left"] = q_ms
            self._wait = 0  # what is shown changed: the next pass looks again

    def _spend(self, ms):
        s = self.state
        before = s["left"]
        left = before - ms
        q = s["q"]
        if (
            self.settings["two_minute_warning"]
            and not s["warned"]
            and (q == 2 or q == 4)
            and before > TWO_MINUTES >= left
        ):
            left = TWO_MINUTES  # the clock stops at the warning
            s["warned"] = True
            s["run"] = False
            self._last = None
        if left <= 0:
            left = 0
            s["ended"] = True
            s["run"] = False
            self._last = None
        s["left"] = left

    def next_quarter(self):
        """After the end of a quarter: the next one (timeouts renew at the half). Never a
        quarter the game does not have: False after the last."""
        s = self.state
        if s["q"] >= self.settings["quarters"]:
            return False
        s["q"] += 1
        s["left"] = self.settings["quarter_s"] * 1000
        s["ended"] = False
        s["warned"] = False
        s["run"] = False
        self._last = None
        if s["q"] == 3:
            t = self.settings["timeouts"]
            s["to"] = [t, t]
        return True

    def timeout(self, side_index):
        s = self.state
        if s["to"][side_index] <= 0:
            return False
        s["to"][side_index] -= 1
        s["run"] = False
        self._last = None
        return True

    def shown(self):
        """What the clock display shows: MM:SS, or SS.t under a minute."""
        left = self.state["left"]
        if left > 59900:
            sec = (left + 999) // 1000  # a clock shows 14:59 as soon as a moment passes
            return "%2d:%02d" % (sec // 60, sec % 60)
        tenths = (left + 99) // 100
        return "%2d.%d" % (tenths // 10, tenths % 10)

    def key(self):
        """A number that changes exactly when what the clock display shows changes."""
        left = self.state["left"]
        if left > 59900:
            return (left + 999) // 1000
        return -((left + 99) // 100) - 1

    def render(self, buf):
        """Write MM:SS (or SS.t under a minute) into a 5-byte buffer, allocating nothing."""
        left = self.state["left"]
        if left > 59900:  # above 59.9 s: whole seconds, rounded up
            sec = (left + 999) // 1000
            m = sec // 60
            s = sec - m * 60
            buf[0] = 48 + m // 10 if m >= 10 else 32
            buf[1] = 48 + m % 10
            buf[2] = 58  # ':' lights the colon
            buf[3] = 48 + s // 10
            buf[4] = 48 + s % 10
        else:
            tenths = (left + 99) // 100
            s = tenths // 10
            buf[0] = 32
            buf[1] = 48 + s // 10 if s >= 10 else 32
            buf[2] = 48 + s % 10
            buf[3] = 46  # '.' after the seconds
            buf[4] = 48 + tenths % 10
        return buf
