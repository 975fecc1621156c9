"""Dice-Bowl against its seed (La conquête du DICE-BOWL), the findings of the rules review: each
test names the rule id it checks and reasons its expected value from the seed's text."""

import json

import pytest
from kits.dicebowl import Scripted

from games.dicebowl import game


def windy_scrimmage(ball_on, strength, behind_offense):
    """A scrimmage play with the wind option on (DK7): `strength` yards, behind the offense's
    kicks or in their face."""
    state = game.new_game(1, {"wind": True, "home_kicks": "box", "away_kicks": "box"})
    game.apply(state, {"a": "toss"})
    game.apply(state, {"a": "choose", "v": "kick"})
    game.apply(state, {"a": "wind", "v": "behind"})
    game.apply(state, {"a": "kick", "onside": False})
    assert state["ctx"]["step"] == "play"
    g = state["G"]
    g["ball_on"], g["down"], g["to_go"], g["pen_play"] = ball_on, 4, 5, None
    g["wind"]["strength"] = strength
    other = "away" if g["offense"] == "home" else "home"
    g["wind"]["behind"] = g["offense"] if behind_offense else other
    return state


def fg_labels(state):
    return [label for label, _a in game.choices(state) if label.startswith("FG")]


def test_df3_dk7_with_the_wind_behind_a_kick_the_dice_can_reach_is_allowed():
    # DF3 forbids a kick "impossible à réussir (ex. 67 et + verges)": three 6s carry 66, and
    # DK7 adds the wind to every kick, so with 5 yards behind, 71 yards can still be made.
    state = windy_scrimmage(47, 5, True)  # (100 - 47) + 10 + 7 = 70 yards
    assert fg_labels(state) == ["FG 70"]
    ev = game.apply(state, {"a": "fg"}, Scripted([6, 6, 6, 1, 3, 4]))  # straight, carry 66
    fg = [e for e in ev if e["e"] == "fg"][0]
    assert fg["carry"] == 71 and fg["good"]
    assert fg_labels(windy_scrimmage(46, 5, True)) == ["FG 71"]  # 66 + 5: the longest
    assert fg_labels(windy_scrimmage(45, 5, True)) == []  # 72 yards: beyond 66 + 5


def test_df3_dk7_into_the_wind_a_kick_that_cannot_reach_is_refused():
    # Into a 5-yard wind the longest carry is 66 - 5 = 61: a 62-yard try cannot succeed.
    state = windy_scrimmage(55, 5, False)  # 45 + 17 = 62 yards
    assert fg_labels(state) == []
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(ValueError, match="62 yards or more"):
        game.apply(state, {"a": "fg"})
    assert json.dumps(state, sort_keys=True) == before
    assert fg_labels(windy_scrimmage(56, 5, False)) == ["FG 61"]


def test_the_text_line_never_needs_cutting_through_whole_games():
    # The text line holds 8 characters; views.text cuts longer messages, which hid the toss's
    # "HOME WINS" (read "HOME WIN": the game, not the toss). Every message must fit as written.
    from host_tools.dicebowl.headless import TableCoaches

    for seed in range(8):
        state = game.new_game(seed, {"wind": seed % 2 == 0})
        coaches = TableCoaches(seed)
        while True:
            assert len(state["G"]["msg"]) <= 8, state["G"]["msg"]
            if game.over(state):
                break
            game.apply(state, coaches.pick(state))


@pytest.mark.parametrize("coin, winner", [(1, "home"), (3, "home"), (4, "away"), (6, "away")])
def test_dp7_the_toss_names_its_winner_within_the_text_line(coin, winner):
    state = game.new_game(3)
    game.apply(state, {"a": "toss"}, Scripted([coin, 2, 5]))
    assert state["ctx"]["actor"] == winner
    assert state["G"]["msg"] == "TOSS " + winner[0].upper()


def test_df3_dk7_the_odds_cover_exactly_the_distances_that_may_be_tried():
    from host_tools.dicebowl import odds as dicebowl_odds

    calm = dicebowl_odds.exact_odds(0)["p_good"]
    assert min(calm) == 18 and max(calm) == 66
    behind = dicebowl_odds.exact_odds(5)["p_good"]
    assert max(behind) == 71 and behind[71] == calm[66]  # three 6s, carried 5 more
    face = dicebowl_odds.exact_odds(-5)["p_good"]
    assert max(face) == 61 and face[61] == calm[66]


@pytest.mark.parametrize("yards", [60, 65, 70])
def test_dh3_a_turnover_in_the_defense_s_end_zone_is_a_touchback(yards):
    # The offense on its 40: an interception 60 yards on is on the defense's goal line, 65
    # and 70 in its end zone. The intercepting team downs it there: a touchback at its 20
    # (house rule DH3, as for a kick), not its ball on its own 1.
    state = windy_scrimmage(40, 0, True)
    team = state["G"]["offense"]
    game.apply(state, {"a": "turnover", "yards": yards})
    g = state["G"]
    assert g["offense"] != team
    assert (g["ball_on"], g["down"], g["to_go"]) == (g["house"]["touchback"], 1, 10)


def test_dh3_a_turnover_short_of_the_goal_line_is_still_at_the_spot():
    state = windy_scrimmage(40, 0, True)
    game.apply(state, {"a": "turnover", "yards": 59})  # the defense's 1
    assert state["G"]["ball_on"] == 1
