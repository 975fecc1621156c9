"""Issue 29, item 3: every game checks a save's state against its invariants before
resuming it. A save with a good checksum but a value no play can use (College Football
Saturday's dice state out of the generator's range resumed, then showed ERR VAL on every
press; a team name that is a list stopped the boot of the engine games) is kept and
reported like any bad save: BAD SAVE on the board, its bytes saved again until NEW GAME."""

import json

import pytest

from host_tools.emulator.virtual_box import VirtualBox, memory_storage
from sideline import store

BUTTONS = ("ROLL", "OK", "UP", "DOWN", "BACK", "CLOCK", "MODE")


def _save_of(game, presses=0):
    box = VirtualBox(game=game, seed=5)
    for _ in range(presses):
        box.press("ROLL")
        box.press("OK")
        box.advance(1500)
    return json.loads(box.app.payload())


def _resume(game, payload):
    st = memory_storage()
    data = json.dumps(payload).encode()
    st.save(data)
    box = VirtualBox(game=game, storage=st, seed=5)
    return box, st, data


def _newest(st):
    got = store.newest([st.files.get(n) for n in store.SLOTS])
    return got[1]


def _played_on(box):
    for _ in range(4):
        for b in BUTTONS:
            box.press(b)
        box.advance(3500)  # a save is due: the kept bytes are what is written
    return box


@pytest.mark.parametrize("dice", [[0, 0], [1, 2**31], [2**40, 5], [3, -1]])
def test_a_cfs_save_with_dice_out_of_range_is_kept_not_played(dice):
    p = _save_of("cfs")
    p["record"]["start"]["dice"] = dice
    box, st, data = _resume("cfs", p)
    assert box.app.kept is not None and box.app.messages[0] == "BAD SAVE"
    assert "dice" in box.app.messages[1]
    _played_on(box)
    assert box.runner.errors == 0, box.runner.last_error
    assert _newest(st) == data  # kept until NEW GAME


def test_a_good_cfs_save_still_resumes():
    p = _save_of("cfs", presses=3)
    box, _st, _data = _resume("cfs", p)
    assert box.app.kept is None and box.app.resumed


ENGINE_BAD = [
    ("dicebowl", "start", "home", [1]),
    ("fliip", "start", "away", [1]),
    ("rlb", "start", "home", {"a": 1}),
    ("dicebowl", "settings", "away", 7),
    ("dicebowl", "start", "wind", "x"),
    ("fliip", "start", "length", 999),
    ("fliip", "settings", "length", True),
    ("rlb", "start", "h_eff", 99),
    ("rlb", "start", "h_for", -3),
    ("rlb", "settings", "a_against", 10**6),
]


@pytest.mark.parametrize("game, part, key, value", ENGINE_BAD)
def test_an_engine_save_outside_its_invariants_is_kept(game, part, key, value):
    p = _save_of(game, presses=2)
    p[part][key] = value
    box, st, data = _resume(game, p)
    assert box.app.kept is not None and box.app.messages[0] == "BAD SAVE"
    _played_on(box)
    assert box.runner.errors == 0, box.runner.last_error
    assert _newest(st) == data


@pytest.mark.parametrize("game", ["dicebowl", "fliip", "rlb"])
def test_each_engine_game_checks_its_dice_and_score(game):
    box = VirtualBox(game=game, seed=5)
    table = box.app
    state = table.state_
    assert table.check_state(state) is None
    good = list(state["G"]["dice"]) if "dice" in state["G"] else None
    if good is not None:
        state["G"]["dice"] = [0, good[1]]
        assert "dice" in table.check_state(state)
        state["G"]["dice"] = good
    score = state["G"]["score"]
    first = "home" if type(score) is dict else 0
    score[first] = -1
    assert "score" in table.check_state(state)


@pytest.mark.parametrize("game", ["dicebowl", "fliip", "rlb"])
def test_a_good_engine_save_still_resumes(game):
    p = _save_of(game, presses=3)
    box, _st, _data = _resume(game, p)
    assert box.app.kept is None and box.app.resumed
