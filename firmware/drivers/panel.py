# The displays by role, as the wiring file lays them out. A display that stops answering
# is marked offline and retried every few seconds while the rest run on; content meant for
# it is kept, so it shows the right thing the moment it is back.
from drivers.ht16k33 import Seg7, Seg14

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


RETRY_MS = const(3000)


class _Chip:
    def __init__(self, spec):
        self.spec = spec
        self.drv = None
        self.retry_at = 0
        self.text = None  # what it should show (kept while offline)
        self.blink = 0
        self.faults = 0


class Panel:
    def __init__(self, i2c, displays, brightness=8, now=0, log=None):
        self.i2c = i2c
        self.level = brightness
        self.log = log
        self.roles = {}
        self.chips = []
        self.offline = 0  # how many chips are offline: the main loop looks only at this
        self.current = None  # the chip being written, for fault()
        for spec in displays:
            chip = _Chip(spec)
            self.chips.append(chip)
            self.roles.setdefault(spec["role"], []).append(chip)
        for role in self.roles:
            self.roles[role].sort(key=lambda c: c.spec.get("part", 0))
        for chip in self.chips:
            self._bring_up(chip, now)

    def _bring_up(self, chip, now):
        spec = chip.spec
        try:
            if spec["kind"] == "seg14":
                chip.drv = Seg14(self.i2c, spec["address"], self.level)
            else:
                chip.drv = Seg7(self.i2c, spec["address"], self.level, spec["kind"] == "bigseg7")
            if chip.text is not None:
                chip.drv.text(chip.text)
                chip.drv.show()
            if chip.blink:
                chip.drv.blink(chip.blink)
            if chip.faults:
                self.offline -= 1
            return True
        except OSError as e:
            self._offline(chip, now, e)
            return False

    def _offline(self, chip, now, err):
        if chip.drv is not None and self.log:
            self.log(
                "display 0x%02x (%s) offline: %s" % (chip.spec["address"], chip.spec["role"], err)
            )
        if chip.drv is not None or chip.faults == 0:
            self.offline += 1
        chip.drv = None
        chip.faults += 1
        chip.retry_at = now + RETRY_MS

    def online(self, role=None):
        chips = self.chips if role is None else self.roles.get(role, ())
        return [c.spec["address"] for c in chips if c.drv is not None]

    def has(self, role):
        return role in self.roles

    def show(self, role, text, now=0):
        """Show text on a role: 4 characters per chip, split across the chips of the role
        (the text line is two chips). A bytearray is shown as is (the clock's buffer)."""
        chips = self.roles.get(role)
        if chips:
            if len(chips) == 1:
                self._show(chips[0], text, now)
            else:
                self._show_split(chips, text, now)

    def _show_split(self, chips, text, now):
        for i in range(len(chips)):
            self._show(chips[i], text[4 * i : 4 * i + 4], now)

    def first(self, role):
        """The (first) chip of a role, for show_on(): the clock's path, which must not
        allocate, skips the role lookup."""
        chips = self.roles.get(role)
        return chips[0] if chips else None

    def show_on(self, chip, text, now=0):
        if chip is not None:
            self._show(chip, text, now)

    def _show(self, chip, text, now):
        if type(text) is str:
            if text == chip.text and chip.drv is not None:
                return
            chip.text = text
        else:
            chip.text = bytes(text) if chip.drv is None else text
        if chip.drv is not None:
            self._write(chip, text)

    def _write(self, chip, text):
        # No try block here: it would put this frame on the heap on every call. A bus
        # error reaches the main loop's handler, which calls fault() (below).
        self.current = chip
        chip.drv.text(text)
        chip.drv.show()
        self.current = None

    def fault(self, err, now):
        """A bus error escaped a write: the chip being written goes offline. True if so."""
        chip = self.current
        self.current = None
        if chip is None:
            return False
        if type(chip.text) is not str and chip.text is not None:
            chip.text = bytes(chip.text)  # keep a copy of the clock's buffer to retry with
        self._offline(chip, now, err)
        return True

    def blink(self, role, rate, now=0):
        """Set a role's blink (the chip blinks by itself); a command only on a change."""
        for chip in self.roles.get(role, ()):
            if chip.blink != rate:
                chip.blink = rate
                if chip.drv is not None:
                    try:
                        chip.drv.blink(rate)
                    except OSError as e:
                        self._offline(chip, now, e)

    def service(self, now):
        """Retry offline displays whose time has come; True if one came back."""
        # Only a board with a display offline needs it, and at power-on each module read
        # before the displays' first write kept them dark longer.
        # why: boot time (the displays' first write)
        from sideline.ticks import ticks_diff

        back = False
        for chip in self.chips:
            if chip.drv is None and ticks_diff(now, chip.retry_at) >= 0:
                if self._bring_up(chip, now):
                    back = True
                    if self.log:
                        self.log(
                            "display 0x%02x (%s) back" % (chip.spec["address"], chip.spec["role"])
                        )
        return back

    def brightness(self, level, now=0):
        self.level = level
        for chip in self.chips:
            if chip.drv is not None:
                try:
                    chip.drv.brightness(level)
                except OSError as e:
                    self._offline(chip, now, e)
