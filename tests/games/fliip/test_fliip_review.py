"""Fliip Football against its seed (Fliip Football Game Instructions), the findings of the rules
review: each test names the rule id it checks and reasons its expected value from the seed's
text."""

import pytest
from kits.fliip import do, faces_for, kicking_off, new, team

from games.fliip import game, menus


def labels(state):
    return [item["label"] for item in menus.menu(state)]


def test_f8_the_safety_kickoff_at_other_times_is_a_named_overridable_house_rule():
    # The seed: "Choose a normal, onside, or safety type kick-off ... The kicking team must
    # choose the safety type kick-off after a safety." A house reading offers the safety
    # type only after a safety...
    assert game.HOUSE["safety_kickoff"] == "any"
    assert "KO SAFE" not in labels(kicking_off(new(house={"safety_kickoff": "after_safety"})))
    # ...the default, the seed's list of three, offers it at every kick-off, reading the
    # safety table (its 10 is "31" here: the receiver's 31).
    home = team(ko_safety={10: "31"})
    s = kicking_off(new(home=home))
    assert labels(s) == ["KO NORM", "KO ONSD", "KO SAFE"]
    do(s, "kickoff", 2, faces_for(10))
    assert (s["G"]["offense"], s["G"]["los"]) == ("away", 31)


def test_f8_after_a_safety_the_safety_kickoff_stays_a_must_under_either_reading():
    s = kicking_off(new(house={"safety_kickoff": "any"}), forced="safety")
    assert labels(s) == ["KO SAFE"]
    with pytest.raises(ValueError, match="safety kick-off"):
        do(s, "kickoff", 0)


def test_the_safety_kickoff_house_rule_is_checked():
    with pytest.raises(ValueError, match="safety_kickoff"):
        new(house={"safety_kickoff": "sometimes"})
