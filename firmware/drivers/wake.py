# A sleep that a press cuts short: while nothing moves the main loop sleeps long (the idle
# Pico's CPU time is its passes), and a press still acts at once. A falling edge on any
# button's pin sets `touched` (the pin's hard IRQ: no heap, at once); the sleep is a
# select.poll on this object, which the set flag makes ready, so the wait ends there.
# Buttons read `touched` too (drivers/buttons.py): a settled poll reads no pin without it.
import io

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


_POLLIN = const(1)
_STREAM_POLL = const(3)  # MicroPython's MP_STREAM_POLL: the one request select makes


class PressWake(io.IOBase):
    def __init__(self, pins, trigger, poll):
        """pins: the buttons' machine.Pin objects; trigger: Pin.IRQ_FALLING (pressed pulls
        the line low); poll: a select.poll() for this object alone."""
        self.touched = bytearray(1)
        for p in pins:
            p.irq(self._edge, trigger, hard=True)
        poll.register(self, _POLLIN)
        self._poll = poll

    def _edge(self, _pin):
        self.touched[0] = 1

    def ioctl(self, req, arg):
        if req == _STREAM_POLL and self.touched[0]:
            return arg & _POLLIN
        return 0

    def sleep_ms(self, ms):
        # ipoll, not poll: poll builds a list on every call, ipoll takes no heap.
        if not self.touched[0]:
            self._poll.ipoll(ms)
