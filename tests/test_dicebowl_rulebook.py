"""Dice-Bowl plays its rulebook by default (issue 35): what the seed does not print is a
documented house option, off unless chosen; the wind is the seed's own option (DK7, DL3)."""

import pytest
from tables_bot import new_table
from test_pin_dicebowl import try_for

from games.dicebowl import box, game, rules


def labels(state):
    return [label for label, _a in game.choices(state)]


# --- DH1: the two-point try is not in the seed ----------------------------------------


@pytest.mark.parametrize("team", ["home", "away"])
def test_the_try_is_the_convert_alone_by_default(team):
    state = try_for(team)
    assert labels(state) == ["CONVERT"]
    with pytest.raises(ValueError, match="two is not on offer"):
        game.apply(state, {"a": "two", "good": True})
    assert state["G"]["score"][team] == 6  # the refused action changed nothing


def test_the_two_point_try_is_a_house_option():
    state = game.new_game(1, None, {"two_point_try": True})
    assert state["G"]["house"]["two_point_try"] is True
    assert rules.HOUSE["two_point_try"] is False


def test_the_box_switches_the_two_point_try_in_setup_off_by_default():
    t = new_table(box, None, 3)
    words = dict(t.setup_items())
    assert words["2PT"] == "OFF"
    assert t.state_["G"]["house"]["two_point_try"] is False
    t.settings["two_point"] = True
    t.new_game()
    assert t.state_["G"]["house"]["two_point_try"] is True
