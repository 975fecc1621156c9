"""Tick arithmetic (sideline.ticks) against MicroPython's definition, wrap-around included."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sideline.ticks import TICKS_MAX, ticks_add, ticks_diff

PERIOD = 1 << 30


def ref_add(t, d):
    return (t + d) % PERIOD


def ref_diff(a, b):
    return ((a - b + PERIOD // 2) % PERIOD) - PERIOD // 2


ticks = st.integers(0, TICKS_MAX)
deltas = st.integers(-(2**29) + 1, 2**29 - 1)


@given(ticks, deltas)
def test_ticks_add_matches_micropython(t, d):
    assert ticks_add(t, d) == ref_add(t, d)


@given(ticks, ticks)
def test_ticks_diff_matches_micropython(a, b):
    assert ticks_diff(a, b) == ref_diff(a, b)


@given(ticks, deltas)
def test_diff_undoes_add(t, d):
    assert ticks_diff(ticks_add(t, d), t) == d


@pytest.mark.parametrize("t,d", [(TICKS_MAX, 1), (TICKS_MAX - 5, 10), (3, -10), (0, -1)])
def test_across_the_wrap(t, d):
    assert ticks_add(t, d) == ref_add(t, d)
    assert ticks_diff(ticks_add(t, d), t) == d


@pytest.mark.vm
def test_no_long_ints_near_the_wrap_on_micropython(mpvm):
    """With the heap locked, any long-int intermediate would raise MemoryError."""
    mpvm.exec(
        "import micropython\n"
        "from sideline.ticks import ticks_add, ticks_diff\n"
        "def _walk():\n"
        "    t = 0x3FFFFFFF - 500\n"
        "    n = 0\n"
        "    d = 0\n"
        "    while n < 1000:\n"
        "        u = ticks_add(t, 333)\n"
        "        d = ticks_diff(u, t) + ticks_diff(t, u) + ticks_diff(t, ticks_add(t, -400))\n"
        "        t = ticks_add(t, 1)\n"
        "        n += 1\n"
        "    return d\n"
        "_r = 0\n"
        "micropython.heap_lock()\n"
        "try:\n"
        "    _r = _walk()\n"
        "finally:\n"
        "    micropython.heap_unlock()\n"
    )
    assert mpvm.eval("_r") == 400
    assert mpvm.eval("[ticks_add(0x3FFFFFFF, 1), ticks_diff(2, 0x3FFFFFFF)]") == [0, 3]
