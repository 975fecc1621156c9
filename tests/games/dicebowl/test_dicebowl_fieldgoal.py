"""Dice-Bowl kicks for points: rules DF1-DF3, the exact odds and their simulation check."""

import itertools
import json
from fractions import Fraction

import pytest
from kits.dicebowl import Scripted
from kits.stats import chi2_sf, wilson_interval

from games.dicebowl import fieldgoal, game
from host_tools.cli import main
from host_tools.dicebowl import odds as dicebowl_odds


def at_scrimmage(ball_on, seed=1):
    """A game on a scrimmage play with the ball on `ball_on` (the offense's own yards)."""
    state = game.new_game(seed, {"home_kicks": "box", "away_kicks": "box"})
    game.apply(state, {"a": "toss"})
    game.apply(state, {"a": "choose", "v": "kick"})
    game.apply(state, {"a": "kick", "onside": False})
    assert state["ctx"]["step"] == "play"
    g = state["G"]
    g["ball_on"] = ball_on
    g["down"], g["to_go"] = 4, 5
    g["pen_play"] = None  # no penalty card in the way of these checks
    return state


# --- DF1 ---------------------------------------------------------------------------------


def test_df1_field_goal_distance_is_yards_to_goal_plus_10_plus_7():
    assert fieldgoal.fg_distance(80) == 20 + 10 + 7
    assert fieldgoal.fg_distance(99) == 1 + 10 + 7
    state = at_scrimmage(70)
    assert "FG 47" in [label for label, _a in game.choices(state)]


def test_df1_convert_is_kicked_at_19_yards():
    state = at_scrimmage(90)
    game.apply(state, {"a": "td"})
    team = state["ctx"]["actor"]
    assert state["ctx"]["step"] == "convert"
    before = state["G"]["score"][team]
    # straight, middle dice 2 and 1: 21 yards carry, enough for 19
    ev = game.apply(state, {"a": "convert"}, Scripted([1, 2, 1, 5, 3, 3]))
    assert ev[0]["good"] and ev[0]["carry"] == 21
    assert state["G"]["score"][team] == before + 1
    state2 = at_scrimmage(90)
    game.apply(state2, {"a": "td"})
    # straight but three 1s: 11 yards carry, short of 19
    ev = game.apply(state2, {"a": "convert"}, Scripted([1, 1, 1, 5, 3, 3]))
    assert not ev[0]["good"] and ev[0]["carry"] == 11


# --- DF2 / DF3 ---------------------------------------------------------------------------


def test_df2_wide_when_all_four_above_or_all_four_below():
    assert not fieldgoal.straight([6, 6, 5, 5], [4, 4])
    assert not fieldgoal.straight([1, 1, 2, 2], [3, 3])
    assert not fieldgoal.straight([5, 5, 6, 6], [1, 4])
    assert fieldgoal.straight([6, 5, 4, 3], [4, 4])
    assert fieldgoal.straight([4, 5, 5, 6], [4, 4])  # a tie is not "above"
    assert fieldgoal.straight([6, 6, 6, 1], [3, 5])


def test_df3_carry_is_the_middle_two_dice():
    assert fieldgoal.carry([6, 1, 3, 5]) == 53
    assert fieldgoal.carry([6, 6, 6, 1]) == 66


def test_df3_66_yards_needs_three_sixes_and_a_missed_convert_three_ones():
    for k4 in itertools.product(range(1, 7), repeat=4):
        assert (fieldgoal.carry(k4) >= 66) == (k4.count(6) >= 3)
        assert (fieldgoal.carry(k4) < 19) == (k4.count(1) >= 3)


def test_df3_67_yards_or_more_is_not_offered_and_refused():
    state = at_scrimmage(50)  # 50 + 10 + 7 = 67
    assert not [label for label, _a in game.choices(state) if label.startswith("FG")]
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(ValueError, match="67 yards"):
        game.apply(state, {"a": "fg"})
    assert json.dumps(state, sort_keys=True) == before
    assert "FG 66" in [label for label, _a in game.choices(at_scrimmage(51))]


def test_df_a_good_field_goal_scores_3_and_the_kicker_kicks_off():
    state = at_scrimmage(80)  # 37 yards
    team = state["G"]["offense"]
    ev = game.apply(state, {"a": "fg"}, Scripted([4, 6, 1, 5, 3, 2]))
    assert ev[0]["good"] and ev[0]["carry"] == 54
    assert state["G"]["score"][team] == 3
    assert state["ctx"]["step"] == "kick_call" and state["ctx"]["actor"] == team


def test_df_a_missed_field_goal_gives_the_ball_at_the_kick_spot_or_the_20():
    state = at_scrimmage(60)  # 57 yards: a 43 carry is short
    team = state["G"]["offense"]
    game.apply(state, {"a": "fg"}, Scripted([4, 6, 1, 3, 3, 2]))
    g = state["G"]
    assert g["offense"] != team and g["ball_on"] == 100 - (60 - 7)
    state = at_scrimmage(90)
    game.apply(state, {"a": "fg"}, Scripted([6, 6, 6, 6, 1, 1]))  # wide
    assert state["G"]["ball_on"] == 20  # the kick spot would be its 17 (DH4)


# --- the odds ----------------------------------------------------------------------------


def test_df_exact_accuracy_by_hand_count():
    # all four above both: for m = min(k4) > max(o2); counted independently of fieldgoal.py
    wide = 0
    for o in itertools.product(range(1, 7), repeat=2):
        lo, hi = min(o), max(o)
        wide += (6 - hi) ** 4 + (lo - 1) ** 4
    odds = dicebowl_odds.exact_odds()
    assert odds["accuracy"] == 1 - Fraction(wide, 6**6)
    # 66 yards: three 6s and x (4 places, straight when some other die is at least x), or
    # four 6s (straight when a 6 is among the two): 4 * (180 - 30) + 11 = 611 of 6**6
    assert odds["p_good"][66] == Fraction(611, 6**6)
    assert odds["p_good"][18] == odds["p_good"][19]  # a carry is at least 11, then 21


def test_df_exact_odds_agree_with_a_simulation_chi_square():
    """Pearson's chi-square of 120,000 simulated kicks (the box's own dice) against the exact
    distribution of the outcome (wide, or each carry): rejected only at p < 0.001."""
    stat, df = dicebowl_odds.chi_square_check(120_000, 11)
    assert df == 21
    assert chi2_sf(stat, df) > 0.001


def test_df_exact_p_good_inside_the_simulations_interval():
    n = 60_000
    sim = dicebowl_odds.simulate(n, 5)
    exact = dicebowl_odds.exact_odds()
    for yards in (19, 30, 45, 55, 66):
        lo, hi = wilson_interval(sim["good"][yards], n, z=3.29)  # 99.9% each
        assert lo <= float(exact["p_good"][yards]) <= hi, yards


def test_df_the_odds_command_json(capsys):
    assert main(["dicebowl", "odds", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) >= {"accuracy", "p_good"}
    assert set(out["p_good"]) == {str(y) for y in range(18, 67)}
    assert out["p_good"]["19"] == pytest.approx(out["convert"])
    values = [out["p_good"][str(y)] for y in range(18, 67)]
    assert values == sorted(values, reverse=True)


def test_df_odds_through_sideline_odds_game(capsys):
    from host_tools.cli import main

    assert main(["odds", "--game", "dicebowl", "--json", "--wind", "3"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["p_good"]["66"] > 0.013  # the wind helps the longest kick
    assert main(["odds", "--game", "dicebowl", "--nope"]) == 2
