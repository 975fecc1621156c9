"""Issue 13: College Football Saturday behind the game seam with no change a player can see.
Each fixed-seed script under tests/golden/ must print, step by step, exactly what it printed
before the move (displays, the game's summary, and at the end the saved log, settings,
callers, clock and seed)."""

import json

import pytest

from tests.golden import run

SCRIPTS = run.scripts()


def test_the_golden_scripts_are_there():
    assert len(SCRIPTS) >= 8
    for script in SCRIPTS:
        assert script.with_suffix(".jsonl.gz").exists(), script.name


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_golden_run_is_byte_identical(script):
    want = run.expected(script)
    got = run.output(script)
    assert got == want, run.first_difference(want, got)


def test_the_golden_runs_reach_every_mode_and_caller():
    # The scripts are only as good as what they reach: all four modes, the timeout menu,
    # human, card and coach callers, and real games (scores, many actions).
    modes = set()
    callers = set()
    actions = 0
    for script in SCRIPTS:
        lines = [json.loads(x) for x in run.expected(script).splitlines()]
        modes |= {x["game"]["mode"] for x in lines[:-1]}
        for v in lines[-1]["settings"]["callers"].values():
            callers.add(v)
        actions += len(lines[-1]["record"]["actions"])
    assert {"play", "manual", "dice", "setup", "timeout"} <= modes
    assert {"human", "card", "coach"} <= callers
    assert actions > 500


SAVES = {
    # Saves written by the firmware before the seam (format 1, no game named in them), and
    # what the board showed when they were written.
    "save_v1_play_mixed.json": {"score": [24, 48], "quarter": 4, "phase": "over", "actions": 161},
    "save_v1_anywhere.json": {"score": [15, 10], "quarter": 2, "ball_on": 81, "actions": 62},
}


@pytest.mark.parametrize("name", sorted(SAVES))
def test_a_save_from_before_the_seam_still_resumes(name):
    from host_tools.emulator.emulate_cmd import load_cfg
    from host_tools.emulator.virtual_box import VirtualBox, memory_storage

    payload = (run.HERE / name).read_bytes()
    storage = memory_storage()
    storage.save(payload)
    box = VirtualBox(cfg=load_cfg(None), storage=storage, seed=99)
    summary = box.app.summary()
    assert box.app.resumed
    for key, value in SAVES[name].items():
        assert summary[key] == value, key
