# The boot self-test: what each display shows for the first seconds after power-on, so the
# builder sees at a glance that every backpack answers at the address its role expects,
# that every segment lights, and that every button reaches its GPIO. Pure: the caller hands
# in the config, the I2C scan result and the time (ticks_ms); nothing here touches hardware.
#
#   LAMP   0 .. 800 ms      every segment of every display found is lit (content ALL)
#   IDENT  800 .. 2800 ms   each display shows a role tag and its address: "CL70", "DN73"
#   SCAN   2800 ms .. end   the text line shows the scan result: "ALL HERE" or "NO 73 74"
#                           (more missing than fit take turns, a second each); the other
#                           displays keep their tag and address; booted on the reference
#                           wiring (the wiring file could not be used), "BAD WIRE" takes
#                           turns with the missing ones
#   A held button echoes its name on the text line (after LAMP), in any phase.
#
# When it ends (done):
#   normal boot   at 5 s; pressing and releasing any button after LAMP skips to the end.
#   button check  a button held during LAMP (hold one while plugging in) turns the
#                 self-test into a button check: press each button in turn and read its
#                 name; it ends 4 s after the last button is released (not before 5 s).
#   either way    after 60 s at the latest (a stuck button cannot stop the boot).
# A missing display is never fatal: it is left out of the frames, named on the text line
# and in report(), the lines main.py prints to the serial console.
#
# API:  st = SelfTest(cfg, present_addresses[, start_ms])
#       st.frame(now_ms, held_names) -> {address: content}, content a str for text() or ALL
#       st.done  st.phase  st.brightness(level)  st.missing  st.report() -> [str]
try:
    from micropython import const
except ImportError:

    def const(x):
        return x


from sideline.config import supply
from sideline.ticks import ticks_diff

ALL = const(-1)  # content: light every segment (driver: fill(True))

LAMP_MS = const(800)
IDENT_MS = const(2800)  # end of IDENT, from the start
END_MS = const(5000)
ECHO_IDLE_MS = const(4000)
PAGE_MS = const(1000)  # missing addresses that do not fit the text line take turns
MAX_MS = const(60000)
# The lamp test lights everything at once, so at most this brightness: fully lit at 4 (5/16
# duty) the reference build's LEDs draw about 290 mA, within the Pico's 300 mA 3V3 budget;
# at the default 8 they would draw 530 mA (hardware/POWER.md). The caller applies it with
# brightness(level).
LAMP_LEVEL = const(4)

# Two-letter role tags, every letter readable on a 7-segment digit (no k, m, w, x, z).
TAGS = {
    "clock": "CL",
    "home": "HO",
    "away": "AY",
    "down": "DN",
    "ball_on": "BO",
    "dice": "DI",
    "text": "TE",
}


def jumpers(address):
    # The address jumpers to bridge on an HT16K33 backpack: 0x70 + A2*4 + A1*2 + A0.
    bits = address - 0x70
    out = []
    for i in (2, 1, 0):
        if bits >> i & 1:
            out.append("A%d" % i)
    return "+".join(out) if out else "none"


def per_page(width):
    # Missing addresses that fit the text line: "NO 73 74" on 8 characters, "NO73" on 4.
    if width >= 8:
        return (width - 2) // 3
    return (width - 2) // 2


def summary(missing, width, page=0):
    # The text-line scan result: "ALL HERE", or page `page` of the missing addresses (they
    # take turns when they do not all fit). Every letter is readable on a 7-segment digit.
    if not missing:
        # "here", not "good": the scan sees a chip answer, not its LEDs' 5 V (an
        # alphanumeric without VHi answers through its VIO diode, dim, its LEDs on 3V3).
        return "ALL HERE" if width >= 8 else "HERE"[:width]
    n = per_page(width)
    if n < 1:
        return "NO"[:width]
    pages = (len(missing) + n - 1) // n
    first = (page % pages) * n
    sep = " " if width >= 8 else ""
    s = "NO"
    for a in missing[first : first + n]:
        s += sep + "%02X" % a
    return s


class SelfTest:
    def __init__(self, cfg, present, start_ms=None, wiring=None):
        present = list(present)
        self.wiring = wiring
        self._ident = []  # (address, content) of every display found, in config order
        self._text = []  # addresses of the text chips found, in reading order
        self.missing = []  # addresses configured but not found, in config order
        self._missing_lines = []
        self._on_5v = []  # found, and fed 5 V for their LEDs: the scan cannot see that 5 V
        known = []
        text = []
        for d in cfg["displays"]:
            a = d["address"]
            known.append(a)
            if a not in present:
                self.missing.append(a)
                self._missing_lines.append(
                    "0x%02x %s (%s): missing - check its wiring and address jumpers (%s)"
                    % (a, d["role"], d["kind"], jumpers(a))
                )
                continue
            self._ident.append((a, TAGS.get(d["role"], "--") + "%02X" % a))
            if supply(d) == "vbus":
                self._on_5v.append(a)
            if d["role"] == "text":
                text.append((d.get("part", 0), a))
        text.sort()
        for _, a in text:
            self._text.append(a)
        self.extra = sorted(a for a in present if a not in known)
        self._found = len(known) - len(self.missing)
        self._configured = len(known)
        self._width = 4 * len(self._text)
        self._buttons = []
        for b in cfg.get("buttons", ()):
            self._buttons.append((b["name"], b.get("pin")))
        self.start = start_ms
        self.phase = "lamp"
        self.done = False
        self.echo = False  # button-check mode
        self._last_held = None  # name held at the previous frame
        self._idle_since = 0  # ms from start when the last button was released
        self._stuck = None  # name still held when the self-test gave up

    def brightness(self, level):
        # The brightness to use now: the lamp test is capped at LAMP_LEVEL.
        if self.phase == "lamp" and level > LAMP_LEVEL:
            return LAMP_LEVEL
        return level

    def _first_held(self, held):
        for name, _ in self._buttons:
            if name in held:
                return name
        return None

    def frame(self, now_ms, held=()):
        if self.start is None:
            self.start = now_ms
        t = ticks_diff(now_ms, self.start)
        if t < 0:
            t = 0
        name = self._first_held(held)
        if not self.done:
            if t < LAMP_MS:
                self.phase = "lamp"
                if name is not None:
                    self.echo = True
            elif t < IDENT_MS:
                self.phase = "ident"
            else:
                self.phase = "scan"
            self._update(t, name)
        self._last_held = name
        out = {}
        if self.phase == "lamp":
            for a, _ in self._ident:
                out[a] = ALL
            return out
        for a, content in self._ident:
            out[a] = content
        if self.phase == "ident" and name is None:
            return out
        if name is not None:
            line = name
        else:
            page = (t - IDENT_MS) // PAGE_MS if t > IDENT_MS else 0
            if self.wiring is None:
                line = summary(self.missing, self._width, page)
            elif page % 2 == 0 or not self.missing:
                line = "BAD WIRE" if self._width >= 8 else "WIRE"
            else:
                line = summary(self.missing, self._width, page // 2)
        w = self._width
        line = (line + " " * w)[:w]
        for i in range(len(self._text)):
            out[self._text[i]] = line[4 * i : 4 * i + 4]
        return out

    def _update(self, t, name):
        if name is None and self._last_held is not None:
            self._idle_since = t
            if not self.echo and t >= LAMP_MS:
                self._finish()  # press and release: skip the rest
                return
        if t >= MAX_MS:
            self._stuck = name
            self._finish()
        elif name is None and t >= END_MS:
            if not self.echo or t - self._idle_since >= ECHO_IDLE_MS:
                self._finish()

    def _finish(self):
        self.done = True
        self.phase = "done"

    def report(self):
        # One line each, for the serial console; the first line is the summary.
        first = "self-test: %d of %d displays answer on I2C" % (self._found, self._configured)
        if self.missing:
            first += ", missing: " + " ".join(["0x%02x" % a for a in self.missing])
        lines = [first]
        if self.wiring is not None:
            lines.append("hardware.json: %s; booted the reference wiring" % self.wiring)
        for line in self._missing_lines:
            lines.append(line)
        if self._on_5v:
            lines.append(
                "an answer is not 5 V: if %s look dim, measure 5 V on their VHi or +"
                % " ".join(["0x%02x" % a for a in self._on_5v])
            )
        for a in self.extra:
            why = "a jumper wrong?" if 0x70 <= a <= 0x77 else "not an HT16K33 backpack"
            lines.append("0x%02x: answers but is not in hardware.json (%s)" % (a, why))
        if self._stuck is not None:
            for name, pin in self._buttons:
                if name == self._stuck:
                    lines.append(
                        "button %s (GP%s): still held after %d s - stuck, or shorted to GND?"
                        % (name, pin, MAX_MS // 1000)
                    )
        return lines
