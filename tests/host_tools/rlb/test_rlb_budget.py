"""docs/design.md's heap budget for Rugby League Breakout: a whole match adjudicated in the real
MicroPython VM peaks at most 48 KB above the interpreter's idle heap (code loaded from source
included). Memory, not time: figures are reported by `sideline rlb bench`."""

import pytest

from host_tools.rlb import bench as rlb_bench

BUDGET = 48 * 1024


@pytest.mark.vm
def test_rlb_whole_match_heap_within_budget():
    f = rlb_bench.vm_figures(seed=2)
    assert f["actions"] > 50  # a whole match was played
    assert f["peak_above_idle"] <= BUDGET, f
