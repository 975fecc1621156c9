# Tick arithmetic with MicroPython's wrap-around, done by the core itself so it needs no
# `time` module: the same sums on the Pico (rp2: ticks_ms wraps at 2**30) and on the host.
try:
    from micropython import const
except ImportError:

    def const(x):
        return x


TICKS_PERIOD = const(1 << 30)
TICKS_MAX = const((1 << 30) - 1)
_TICKS_HALF = const(1 << 29)


def ticks_add(ticks, delta):
    # Any delta in (-2**29, 2**29) gives a valid tick value.
    return (ticks + delta) & TICKS_MAX


def ticks_diff(end, start):
    # Signed distance from start to end, correct across one wrap-around.
    return ((end - start + _TICKS_HALF) & TICKS_MAX) - _TICKS_HALF
