"""A fake of MicroPython's `machine` module, faithful to the rp2 port where it matters.

- ``Pin``: inputs with PULL_UP read 1 until a test drives them (``pin.drive(0)``).
- ``I2C``: writes are routed to virtual devices attached at addresses; an address with no
  device, or a device told to fail, raises ``OSError`` with the errno the rp2 port uses:
  EIO (5) for a NACK (device absent or not answering), ETIMEDOUT (110) for a stuck bus.
- ``Ticks``: a ``ticks_ms`` source driven by the test, wrapping at 2**30 like the rp2 port.

The emulator drives it; tests use it through tests/fakes/machine.py. Install it as
``sys.modules["machine"]`` with :func:`install` when code under test does
``import machine``.
"""

import errno
import sys

TICKS_PERIOD = 1 << 30
_TICKS_MAX = TICKS_PERIOD - 1
_HALF = TICKS_PERIOD >> 1

# The rp2 port's errno values (MicroPython's own table, equal to Linux's for these).
EIO = 5
ETIMEDOUT = 110
assert errno.EIO == EIO and errno.ETIMEDOUT == ETIMEDOUT


class Pin:
    IN = 0
    OUT = 1
    OPEN_DRAIN = 2
    PULL_UP = 1
    PULL_DOWN = 2
    IRQ_FALLING = 4
    IRQ_RISING = 8

    _pins = {}

    def __init__(self, id, mode=-1, pull=-1, *, value=None):
        if not isinstance(id, int) or not 0 <= id <= 29:
            raise ValueError("invalid pin")  # rp2: GP0..GP29
        self.id = id
        self.mode = mode
        self.pull = pull
        self._driven = None
        self._out = 0 if value is None else int(bool(value))
        self._irq = None  # (handler, trigger)
        Pin._pins[id] = self

    @classmethod
    def reset(cls):
        cls._pins = {}

    @classmethod
    def get(cls, id):
        return cls._pins[id]

    def drive(self, level):
        """Test side: hold the line at a level (None releases it to the pull)."""
        before = self.value()
        self._driven = None if level is None else int(bool(level))
        after = self.value()
        if self._irq is not None and after != before:
            handler, trigger = self._irq
            if trigger & (Pin.IRQ_FALLING if before else Pin.IRQ_RISING):
                handler(self)  # as a hard IRQ: at once, from inside the change

    def irq(self, handler=None, trigger=IRQ_FALLING | IRQ_RISING, hard=False):
        self._irq = None if handler is None else (handler, trigger)

    def value(self, v=None):
        if v is not None:
            self._out = int(bool(v))
            return None
        if self.mode == Pin.OUT:
            return self._out
        if self._driven is not None:
            return self._driven
        if self.pull == Pin.PULL_UP:
            return 1
        return 0

    def __call__(self, v=None):
        return self.value(v)

    def init(self, mode=-1, pull=-1, **_kw):
        self.mode = mode
        self.pull = pull


class I2C:
    """machine.I2C with virtual devices: ``bus.attach(addr, device)``.

    A device needs ``write(data: bytes)``; it may set ``fail`` to ``"nack"`` or
    ``"timeout"`` to stop answering. Every transaction is kept in ``bus.log`` as
    ``(addr, bytes)`` so tests can count bus traffic.
    """

    def __init__(self, id=0, *, scl=None, sda=None, freq=400000, timeout=50000):
        if id not in (0, 1):
            raise ValueError("I2C(%d) doesn't exist" % id)
        self.id = id
        self.scl = scl
        self.sda = sda
        self.freq = freq
        self.devices = {}
        self.log = []

    def attach(self, addr, device):
        self.devices[addr] = device
        return device

    def detach(self, addr):
        self.devices.pop(addr, None)

    def _device(self, addr):
        dev = self.devices.get(addr)
        if dev is None:
            raise OSError(EIO, "EIO")
        fail = getattr(dev, "fail", None)
        if fail == "timeout":
            raise OSError(ETIMEDOUT, "ETIMEDOUT")
        if fail:
            raise OSError(EIO, "EIO")
        return dev

    def scan(self):
        return sorted(a for a, d in self.devices.items() if not getattr(d, "fail", None))

    def writeto(self, addr, buf, stop=True):
        dev = self._device(addr)
        data = bytes(buf)
        self.log.append((addr, data))
        dev.write(data)
        return len(data)

    def writevto(self, addr, vector, stop=True):
        return self.writeto(addr, b"".join(bytes(b) for b in vector), stop)

    def readfrom_into(self, addr, buf, stop=True):
        dev = self._device(addr)
        data = dev.read(len(buf))
        buf[: len(data)] = data


class Ticks:
    """A test-driven millisecond tick source with the rp2 port's 2**30 wrap-around."""

    def __init__(self, start=0):
        self.now = start & _TICKS_MAX

    def ticks_ms(self):
        return self.now

    def advance(self, ms):
        self.now = (self.now + ms) & _TICKS_MAX
        return self.now

    @staticmethod
    def ticks_add(ticks, delta):
        return (ticks + delta) & _TICKS_MAX

    @staticmethod
    def ticks_diff(end, start):
        return ((end - start + _HALF) & _TICKS_MAX) - _HALF


def install():
    """Make ``import machine`` return this module (undo with ``uninstall``)."""
    Pin.reset()
    sys.modules["machine"] = sys.modules[__name__]


def uninstall():
    if sys.modules.get("machine") is sys.modules[__name__]:
        del sys.modules["machine"]
