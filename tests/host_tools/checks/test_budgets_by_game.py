"""The device budgets with each other game chosen (issues 14, 15, 16: "the device budgets
hold"): a whole game of Dice-Bowl, Fliip (the good game) and Rugby League Breakout on the
box's own app, runner, panel, buttons and storage inside the real MicroPython VM, played by
the presses a seeded player made on the same table under CPython (the same run `sideline
bench` reports, host_tools/checks/bench_engines.py)."""

import io

import pytest
from rich.console import Console

from host_tools.checks.bench_cmd import engine_table
from host_tools.checks.bench_engines import ENGINE_GAMES, LIVE_DATA_BUDGET, engine_budgets_by_game


@pytest.fixture(scope="module")
def budgets():
    return engine_budgets_by_game(seed=3)


@pytest.mark.vm
def test_each_game_is_played_to_its_end_in_the_vm_as_under_cpython(budgets):
    # engine_budgets_by_game raises unless the VM's log is the CPython game's
    assert set(budgets) == set(ENGINE_GAMES)
    for gid, v in budgets.items():
        assert v["over"] and v["errors"] == 0, gid
        assert v["actions"] > 40, gid  # a whole game, not a few presses


@pytest.mark.vm
@pytest.mark.parametrize("game", ENGINE_GAMES)
def test_the_live_data_heap_of_a_whole_game_stays_within_48_kb(budgets, game):
    assert LIVE_DATA_BUDGET == 48 * 1024
    v = budgets[game]
    assert 0 < v["live_data_heap_peak"] <= LIVE_DATA_BUDGET


@pytest.mark.vm
@pytest.mark.parametrize("game", ENGINE_GAMES)
def test_the_idle_tick_allocates_nothing(budgets, game):
    v = budgets[game]
    assert v["quiet_ticks"] > 1000
    assert v["quiet_tick_bytes_allocated"] == 0


@pytest.mark.vm
def test_bench_prints_a_row_per_game(budgets):
    out = io.StringIO()
    Console(file=out, width=160).print(engine_table(budgets, 3, lambda n: "%.1f KB" % (n / 1024)))
    text = out.getvalue()
    for gid, v in budgets.items():
        row = [line for line in text.splitlines() if line.strip("│ ").startswith(gid)]
        assert len(row) == 1
        assert "%.1f KB" % (v["live_data_heap_peak"] / 1024) in row[0]
