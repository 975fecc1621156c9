# Tick arithmetic with MicroPython's wrap-around, done by the core itself so it needs no
# `time` module: the same sums on the Pico (rp2: ticks_ms wraps at 2**30) and on the host.
# Every intermediate value stays inside MicroPython's small ints (-2**30 .. 2**30-1), so
# no sum near the wrap allocates a long int.
try:
    from micropython import const
except ImportError:

    def const(x):
        return x


TICKS_MAX = const(0x3FFFFFFF)  # ticks run 0 .. 2**30-1, then wrap to 0
_TICKS_HALF = const(0x20000000)


def ticks_add(ticks, delta):
    """ticks + delta, wrapped; delta in (-2**29, 2**29)."""
    if delta >= 0:
        over = (ticks - TICKS_MAX) + (delta - 1)  # ticks + delta - 2**30, never large
        if over >= 0:
            return over
        return ticks + delta
    t = ticks + delta
    if t < 0:
        return (t + TICKS_MAX) + 1
    return t


def ticks_diff(end, start):
    """Signed distance from start to end, correct across one wrap-around."""
    d = end - start  # both in 0 .. 2**30-1, so d fits a small int
    if d >= _TICKS_HALF:
        return (d - TICKS_MAX) - 1
    if d < -_TICKS_HALF:
        return (d + TICKS_MAX) + 1
    return d
