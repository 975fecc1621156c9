"""firmware/main.py's own boot on the host: the stub machine
(host_tools/emulator/virtual_machine.py,
which tests/fakes' machine is: virtual pins, an I2C bus with a virtual HT16K33 at every
address of the reference wiring), a virtual
millisecond clock for `time`, and a folder standing for the board's flash (hardware.json,
teams/, the save slots). main.py runs until its main loop has slept `run_ms` (then it is
stopped from outside, as a power cut would); an exception that leaves main.py is what the
Pico would meet as the REPL with the displays as they were."""

import contextlib
import io
import os
import runpy
import shutil
import sys
import types
from pathlib import Path

from host_tools.emulator import virtual_machine as fake_machine
from host_tools.emulator.virtual_ht16k33 import VirtualHT16K33

FIRMWARE = Path(__file__).resolve().parents[2] / "firmware"
REFERENCE_ADDRESSES = tuple(range(0x70, 0x78))
FIRMWARE_PACKAGES = ("drivers", "games", "sideline")
SIO_GPIO_IN = 0xD0000004


class Stop(BaseException):
    """The run's time is up (not an Exception: main.py's loop must not catch it)."""


class SoftReset(BaseException):
    """machine.soft_reset(): MicroPython's SystemExit, which leaves main.py."""


class _Mem32:
    def __getitem__(self, addr):
        assert addr == SIO_GPIO_IN
        mask = 0
        for n, pin in fake_machine.Pin._pins.items():
            if pin.value():
                mask |= 1 << n
        return mask


def flash_folder(root, wiring=None):
    """A board's flash in folder root: the firmware's data files and hardware.json (bytes
    or text of a wiring file standing in for it, when given)."""
    root = Path(root)
    shutil.copytree(FIRMWARE / "teams", root / "teams", dirs_exist_ok=True)
    if wiring is None:
        shutil.copy(FIRMWARE / "hardware.json", root / "hardware.json")
    elif wiring is not False:
        data = wiring.encode() if isinstance(wiring, str) else wiring
        (root / "hardware.json").write_bytes(data)
    return root


def restore_modules(before):
    """Every module of `before` back in sys.modules and on its package, as it was."""
    for name, module in before.items():
        if name in ("machine", "time", "select"):
            continue
        if sys.modules.get(name) is not module:
            sys.modules[name] = module
        parent, _dot, child = name.rpartition(".")
        pkg = sys.modules.get(parent) if parent else None
        if pkg is not None and getattr(pkg, child, None) is not module:
            setattr(pkg, child, module)


class Boot:
    """One boot of main.py: .chips {address: VirtualHT16K33}, .console (its printed lines),
    .crash (the exception that left main.py, else None), .resets (soft resets)."""

    def __init__(self, root, run_ms=6000, absent=()):
        self.root = Path(root)
        self.chips = {a: VirtualHT16K33() for a in REFERENCE_ADDRESSES}
        self.absent = absent
        self.now = 0
        self.run_ms = run_ms
        self.crash = None
        self.resets = 0
        self.console = []

    def _machine(self):
        boot = self
        m = types.ModuleType("machine")
        m.Pin = fake_machine.Pin

        class I2C(fake_machine.I2C):
            def __init__(self, id=0, **kw):
                super().__init__(id, **kw)
                for addr, chip in boot.chips.items():
                    if addr not in boot.absent:
                        self.attach(addr, chip)

        m.I2C = I2C
        m.mem32 = _Mem32()
        m.ADC = lambda ch: types.SimpleNamespace(read_u16=lambda: 12345)

        def soft_reset():
            boot.resets += 1
            raise SoftReset()

        m.soft_reset = soft_reset
        return m

    def _time(self):
        boot = self
        t = types.ModuleType("time")
        t.ticks_ms = lambda: boot.now
        t.ticks_cpu = lambda: boot.now * 1000
        t.ticks_add = fake_machine.Ticks.ticks_add
        t.ticks_diff = fake_machine.Ticks.ticks_diff

        def sleep_ms(ms):
            boot.now = (boot.now + ms) & 0x3FFFFFFF
            if boot.now >= boot.run_ms:
                raise Stop()

        t.sleep_ms = sleep_ms
        t.sleep_us = lambda us: None
        return t

    def _select(self, sleep_ms):
        # select.poll on drivers/wake.py's PressWake: ready when a button's edge set its
        # flag, else the sleep passes on the virtual clock (a press comes only from outside).
        sel = types.ModuleType("select")
        sel.POLLIN = 1

        class Poll:
            def register(self, obj, _events=sel.POLLIN):
                self.obj = obj

            def ipoll(self, ms):
                if not self.obj.ioctl(3, sel.POLLIN):
                    sleep_ms(ms)
                return iter(())

        sel.poll = Poll
        return sel

    def run(self):
        fake_machine.Pin.reset()
        saved = {k: sys.modules.get(k) for k in ("machine", "time", "select")}
        # main.py drops a game's modules between reads, as the board must (its heap): here
        # the test process's own modules come back after it, so that no test is left holding
        # a module the firmware has since imported anew (its caches, its monkeypatches).
        before = dict(sys.modules)
        out = io.StringIO()
        cwd = os.getcwd()
        sys.modules["machine"] = self._machine()
        sys.modules["time"] = self._time()
        sys.modules["select"] = self._select(sys.modules["time"].sleep_ms)
        try:
            os.chdir(self.root)
            with contextlib.redirect_stdout(out):
                self._main_until_stopped(before)
        except Stop:
            pass
        except BaseException as e:  # noqa: BLE001 - what the Pico's REPL would show
            self.crash = e
        finally:
            os.chdir(cwd)
            for k, v in saved.items():
                if v is None:
                    sys.modules.pop(k, None)
                else:
                    sys.modules[k] = v
            restore_modules(before)
        self.console = out.getvalue().splitlines()
        return self

    def _main_until_stopped(self, before):
        # A soft reset (NEW GAME, setup's GAME) leaves main.py and MicroPython runs it
        # again in a fresh heap: the firmware's modules imported anew, the time running on.
        while True:
            sys.modules.pop("drivers.pico", None)  # it binds this boot's machine and time
            try:
                runpy.run_path(str(FIRMWARE / "main.py"), run_name="__main__")
                return
            except SoftReset:
                for name in [n for n in sys.modules if n.split(".")[0] in FIRMWARE_PACKAGES]:
                    del sys.modules[name]  # run() puts the test process's own back after

    def text(self, addr, kind="seg14"):
        return self.chips[addr].text(kind)

    def text_line(self):
        """The reference build's text line (two alphanumeric chips, 0x76 and 0x77)."""
        return self.text(0x76) + self.text(0x77)


def boot(root, run_ms=6000, absent=()):
    return Boot(root, run_ms, absent).run()
