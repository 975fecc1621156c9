"""docs/design.md's device budgets that are counts, not times, checked on a whole game played by
button presses inside the real MicroPython VM (the same run `sideline bench` reports)."""

import pytest

from host_tools.checks.bench_vm import device_budgets


@pytest.fixture(scope="module")
def budgets():
    return device_budgets(seed=3, caller="human")


@pytest.mark.vm
def test_the_game_is_played_to_its_end(budgets):
    assert budgets["game_over"] and budgets["errors"] == 0
    assert budgets["game_actions"] > 100


@pytest.mark.vm
def test_idle_tick_allocates_nothing(budgets):
    """The clock running, nothing else: not one byte on the heap outside the 10 s saves."""
    assert budgets["quiet_ticks"] > 10_000
    assert budgets["quiet_tick_bytes_allocated"] == 0


@pytest.mark.vm
def test_only_the_clock_display_is_written_once_a_second(budgets):
    assert budgets["idle_i2c_writes_per_clock_second"] == 1.0
    assert budgets["idle_i2c_bytes_per_clock_second"] == 17.0  # one 17-byte RAM image


@pytest.mark.vm
def test_flash_writes(budgets):
    # one per completed action, plus the new game's first save
    assert budgets["flash_writes_per_game"] == budgets["game_actions"] + 1
    assert budgets["idle_flash_writes_per_minute"] <= 6  # one per 10 s while the clock runs


@pytest.mark.vm
def test_core_data_heap_within_budget_with_human_callers(budgets):
    assert budgets["live_data_heap_peak"] <= 48 * 1024


@pytest.mark.vm
def test_each_game_is_counted_alone_on_the_heap():
    """Issue 13: one game's code on the heap. Each game's table is imported in a fresh VM
    and brings in none of the other games' modules; its code is reported by `sideline
    bench` (docs/measurements.md's figures)."""
    from host_tools.checks.bench_vm import code_heap_by_game

    code = code_heap_by_game()
    assert set(code) == {"cfs", "dicebowl", "fliip", "rlb"}
    for gid, v in code.items():
        assert v["modules"] and all(m.startswith("games.%s." % gid) for m in v["modules"])
        assert v["game"] > 8 * 1024  # the game's rules are really there
    assert code["cfs"]["coach"] > 8 * 1024  # the coach, apart: imported at its first call
    shells = {v["shell"] for v in code.values()}
    assert max(shells) - min(shells) <= 256  # the same shell (a few 16-byte blocks of noise)
