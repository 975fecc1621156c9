"""Fliip Football plays its rulebook by default (issue 35): "Choose a normal, onside, or
safety type kick-off" offers all three at every kick-off (after a safety only the safety
kick-off, F8); the restriction is a house option."""

import pytest
from tables_bot import new_table
from test_fliip_kit import do, faces_for, kicking_off, new, team

from games.fliip import box, game, menus


def labels(state):
    return [item["label"] for item in menus.menu(state)]


def test_every_kick_off_offers_normal_onside_and_safety():
    assert game.HOUSE["safety_kickoff"] == "any"
    assert labels(kicking_off(new())) == ["KO NORM", "KO ONSD", "KO SAFE"]
    home = team(ko_safety={10: "31"})  # the safety table's 10: the receiver's 31
    s = kicking_off(new(home=home))
    do(s, "kickoff", 2, faces_for(10))
    assert (s["G"]["offense"], s["G"]["los"]) == ("away", 31)


@pytest.mark.parametrize("reading", ["any", "after_safety"])
def test_after_a_safety_only_the_safety_kick_off(reading):
    s = kicking_off(new(house={"safety_kickoff": reading}), forced="safety")
    assert labels(s) == ["KO SAFE"]
    with pytest.raises(ValueError, match="safety kick-off"):
        do(s, "kickoff", 0)


def test_the_restriction_to_after_a_safety_is_a_house_option():
    s = kicking_off(new(house={"safety_kickoff": "after_safety"}))
    assert labels(s) == ["KO NORM", "KO ONSD"]
    with pytest.raises(ValueError, match="follows a safety only"):
        do(s, "kickoff", 2)


def test_the_box_switches_the_house_option_in_setup():
    t = new_table(box, "teams/fliip", 3)
    words = dict(t.setup_items())
    assert words["SAFE"] == "ANY"
    assert t.state_["G"]["house"]["safety_kickoff"] == "any"
    t.settings["safety_kickoff"] = "after_safety"
    assert dict(t.setup_items())["SAFE"] == "AFT"
    t.new_game()
    assert t.state_["G"]["house"]["safety_kickoff"] == "after_safety"
