"""docs/design.md's core heap budget for the Dice-Bowl core: whole games in the real MicroPython VM
(the run `sideline dicebowl bench` reports), the box playing both sides of every duel."""

import pytest

from host_tools.dicebowl.bench import vm_figures


@pytest.mark.vm
def test_dicebowl_core_heap_within_48_kb_above_idle():
    f = vm_figures(games=2)
    assert f["actions"] > 100  # two whole games were played
    # the code, the largest live record and the most one action allocates, all at once
    assert f["code"] + f["live_max"] + f["garbage_max"] <= 48 * 1024
