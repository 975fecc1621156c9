"""`sideline fliip bench` runs and reports every figure the README quotes (no figure is
asserted: budgets are measured, not timed in tests)."""

import argparse
import io
import json

import pytest

from host_tools.fliip import bench as fliip_bench


@pytest.mark.vm
def test_bench_reports_the_figures_the_readme_quotes():
    out = io.StringIO()
    assert fliip_bench.main(argparse.Namespace(seed=3, games=2), out) == 0
    got = json.loads(out.getvalue())
    assert {"code_bytes", "teams_bytes", "game4", "game8", "host_good_games_per_second"} <= set(got)
    for g in ("game4", "game8"):
        assert got[g]["possessions"] >= int(g[4:]) * 2
        assert got[g]["state_bytes"] > 0 and got[g]["save_json_bytes"] > 0
