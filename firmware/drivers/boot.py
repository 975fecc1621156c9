# The boot self-test on the real displays and buttons (sideline/selftest.py decides what
# is shown; this puts it on the chips). Runs before the game, from the same main loop.
# The self-test's modules (sideline.selftest, sideline.config) are imported where they are
# used, not here: read_text stays on the heap with this module all along, and the board
# drops them once the self-test is over (drivers/pico.py, BOOT_ONLY), 8 KB of a stock Pico's heap.
import os


def read_text(path):
    """A data file's text: the one reader of the board's files (main.py), the emulator's
    virtual box and the tests alike. Raises OSError (missing, or a folder named x.json) or
    ValueError (UnicodeError: not UTF-8): the games' catalogs skip such a file and name it."""
    with open(path) as f:
        # Read at its known size, in one block: read() grows its buffer 256 bytes at a
        # time, each step a new block beside the old one, and on a stock Pico's heap, in
        # pieces after the game's code loaded, a 6 KB team sheet found no such block
        # (MemoryError allocating 1,536 bytes at boot with 48 KB held, issue 33). One more
        # than the size: the read then needs no second block for the string's end.
        return f.read(os.stat(path)[6] + 1)


class BootCheck:
    def __init__(self, cfg, panel, buttons, present, now, log=None, wiring=None, done=None):
        """wiring: why the wiring file could not be used (the reference wiring is), else
        None: the self-test's verdict then says BAD WIRE. done(): called once, when the
        self-test is over (the board then lets go of its code)."""
        # why: Pico heap: the self-test's code leaves it when the self-test is over
        from sideline.config import brightness_cap
        from sideline.selftest import SelfTest

        self.done = done
        self.cfg = cfg
        self.present = present
        self.wiring = wiring
        self.test = SelfTest(cfg, present, now, wiring)
        self.panel = panel
        panel.level = min(panel.level, brightness_cap(cfg.get("max_brightness")))  # lamp too
        self.buttons = buttons
        self.log = log
        self.level = None
        self.by_addr = {}
        for chip in panel.chips:
            self.by_addr[chip.spec["address"]] = chip

    def restart(self, now):
        """Time the self-test from now. drivers/pico.py lights the lamp test first, does the boot's
        slow work (team sheets, the saved game) behind it, then restarts it: the lamp stays
        lit for its whole time and a button held at power-on still enters the check."""
        # why: Pico heap, as in __init__
        from sideline.selftest import SelfTest

        self.test = SelfTest(self.cfg, self.present, now, self.wiring)
        self.buttons.reset()

    def step(self, now):
        """One pass; True when the self-test is over."""
        # why: Pico heap, as in __init__
        from sideline.selftest import ALL

        b = self.buttons
        b.poll(now)
        while b.get() >= 0:
            pass  # the self-test reads held buttons, not events
        held = [b.names[i] for i in range(len(b.names)) if b.is_down(i)]
        frame = self.test.frame(now, held)
        level = self.test.brightness(self.panel.level)
        for addr in frame:
            chip = self.by_addr.get(addr)
            if chip is None or chip.drv is None:
                continue
            try:
                if level != self.level:
                    chip.drv.brightness(level)
                content = frame[addr]
                if content == ALL:
                    chip.drv.fill(True)
                else:
                    chip.drv.text(content)
                chip.drv.show()
            except OSError as e:
                self.panel._offline(chip, now, e)
        self.level = level
        if not self.test.done:
            return False
        if self.log:
            for line in self.test.report():
                self.log(line)
        self.end(now)
        return True

    def end(self, now):
        """The self-test over: the displays cleared for the game, its code let go. Called
        at once, without the self-test, when the board restarted itself for NEW GAME: the
        displays were checked at power-on."""
        self.buttons.reset()  # the self-test's presses are not the game's
        for chip in self.panel.chips:
            if chip.drv is not None:
                try:
                    chip.drv.brightness(self.panel.level)
                    chip.drv.fill(False)
                    chip.drv.show()
                except OSError as e:
                    self.panel._offline(chip, now, e)
            chip.text = None  # the game draws everything afresh
        if self.done is not None:
            self.done()
