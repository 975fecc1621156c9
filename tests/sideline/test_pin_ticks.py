"""Boundaries of sideline/ticks.py (issue 18) against MicroPython's definition of
ticks_add and ticks_diff (ticks run 0 .. 2**30-1; a diff is in -2**29 .. 2**29-1): exactly at
the wrap, exactly half a period apart, and one either side. The random tests in
test_ticks.py almost never land on these."""

import pytest

from sideline.ticks import TICKS_MAX, ticks_add, ticks_diff

PERIOD = 1 << 30
HALF = 1 << 29


def ref_add(t, d):
    return (t + d) % PERIOD


def ref_diff(a, b):
    return ((a - b + HALF) % PERIOD) - HALF


@pytest.mark.parametrize(
    "t,d",
    [
        (0, 0),
        (TICKS_MAX, 0),
        (TICKS_MAX, 1),  # ticks + delta is exactly 2**30: wraps to 0
        (TICKS_MAX - 1, 1),  # one short of the wrap: TICKS_MAX
        (TICKS_MAX - 9, 10),
        (TICKS_MAX - 10, 10),
        (1, HALF - 1),
        (HALF + 1, HALF - 1),  # exactly 2**30 again
        (HALF, HALF - 1),
        (0, -1),  # below 0: wraps to TICKS_MAX
        (5, -5),  # exactly 0
        (5, -6),
        (HALF - 2, -(HALF - 1)),  # exactly -1
        (HALF - 1, -(HALF - 1)),  # exactly 0
        (TICKS_MAX, -(HALF - 1)),
    ],
)
def test_ticks_add_at_the_wrap(t, d):
    got = ticks_add(t, d)
    assert got == ref_add(t, d)
    assert 0 <= got <= TICKS_MAX


@pytest.mark.parametrize(
    "end,start",
    [
        (HALF, 0),  # exactly half a period ahead reads as half a period behind
        (HALF - 1, 0),
        (HALF + 1, 0),
        (0, HALF),  # exactly half a period behind
        (0, HALF - 1),
        (0, HALF + 1),
        (0, TICKS_MAX),  # one tick after the wrap
        (TICKS_MAX, 0),  # one tick before it
        (7, 7),
        (TICKS_MAX, HALF - 1),  # the difference is exactly 2**29
        (HALF - 1, TICKS_MAX),  # exactly -2**29
        (HALF - 2, TICKS_MAX),  # -2**29 - 1
    ],
)
def test_ticks_diff_half_a_period_apart(end, start):
    got = ticks_diff(end, start)
    assert got == ref_diff(end, start)
    assert -HALF <= got < HALF
