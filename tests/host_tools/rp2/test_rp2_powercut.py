"""`sideline soak --uf2`'s power cuts on the real port, short: needs a MicroPython UF2 (make
uf2) in SIDELINE_UF2 and the RP2040 bootrom (SIDELINE_BOOTROM); skipped otherwise. The NOR
model and the verdict on what a cut left are tested without a UF2 in test_rp2_nor.py."""

import os
import subprocess
import sys

import pytest

UF2 = os.environ.get("SIDELINE_UF2")
needs_uf2 = pytest.mark.skipif(
    not UF2, reason="SIDELINE_UF2 is not set: no MicroPython UF2 to cut the power of (make uf2)"
)


@needs_uf2
def test_a_cut_in_each_game_keeps_the_last_completed_save_or_the_one_written():
    from host_tools.rp2 import powercut, setup

    counts = powercut.Counts()
    try:
        powercut.run(UF2, cuts=4, seed=3, per_round=1, jobs=2, counts=counts)
    except setup.SetupError as e:
        pytest.skip(str(e))
    assert counts.cuts() == 4
    for game in powercut.GAMES:  # the games in turn, a cut each
        cut = sum(counts.by.get((game, k, "cuts"), 0) for k in powercut.KINDS)
        kept = sum(
            counts.by.get((game, k, o), 0) for k in powercut.KINDS for o in powercut.OUTCOMES
        )
        assert cut == kept == 1, counts.table()


def test_soak_uf2_without_a_uf2_is_one_line_and_a_failure(tmp_path):
    res = subprocess.run(
        [sys.executable, "-m", "host_tools.cli", "soak", "--uf2", str(tmp_path / "no.uf2")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert res.returncode == 2
    assert res.stderr.strip() == "sideline soak: no UF2 at %s (make uf2 builds one)" % (
        tmp_path / "no.uf2"
    )
