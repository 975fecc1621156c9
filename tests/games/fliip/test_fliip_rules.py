"""Fliip Football's rules F1-F6 and F8-F10 on the pure core, with scripted dice and tables
the tests write themselves (kits.fliip)."""

import pytest
from kits.fliip import at, do, faces_for, kicking_off, new, team

from games.fliip import game, views

# --- F2: four downs for ten yards --------------------------------------------------------


def test_f2_reaching_the_line_is_a_first_down():
    s = at(new(), los=30, down=3, to_go=10)
    do(s, "gain", 10)
    G = s["G"]
    assert (G["los"], G["down"], G["line"]) == (40, 1, 50)


def test_f2_short_of_the_line_is_the_next_down():
    s = at(new(), los=30, down=1)
    do(s, "gain", 4)
    do(s, "inc")
    do(s, "ng")
    G = s["G"]
    assert (G["los"], G["down"], G["line"]) == (34, 4, 40)
    assert views.down(G) == " 4-6"


def test_f2_failing_on_fourth_down_turns_the_ball_over_at_the_spot():
    s = at(new(), los=30, down=4, to_go=3)
    do(s, "gain", 2)
    G = s["G"]
    assert G["offense"] == "away" and G["los"] == 100 - 32 and G["down"] == 1
    assert G["sheet"][-1]["result"] == "DOWNS" and G["sheet"][-1]["team"] == "home"
    assert G["poss"] == {"home": 1, "away": 1}


def test_f2_first_down_inside_the_ten_is_goal_to_go():
    s = at(new(), los=88, down=2, to_go=2)
    do(s, "gain", 3)
    assert s["G"]["line"] == 100 and views.down(s["G"]) == "G.0AL"


# --- F3: the results on the cards -----------------------------------------------------------


def test_f3_td_scores_wherever_the_line_of_scrimmage_is():
    s = at(new(), los=3, down=4, to_go=10)
    do(s, "td")
    assert s["G"]["score"] == {"home": 7, "away": 0}


def test_f3_a_gain_that_reaches_the_goal_line_is_a_touchdown():
    s = at(new(), los=95, down=2, to_go=5)
    do(s, "gain", 19)  # the seed's example: gaining 19 from the 3 (any gain past it)
    assert s["G"]["score"]["home"] == 7
    s = at(new(), los=94, down=1, to_go=6)
    do(s, "gain", 5)
    assert s["G"]["score"]["home"] == 0 and s["G"]["los"] == 99


@pytest.mark.parametrize("m,n,spot", [("sack", 3, 27), ("tfl", 2, 28), ("gain", -4, 26)])
def test_f3_sack_tfl_and_negative_yards_lose_ground(m, n, spot):
    s = at(new(), los=30, down=1)
    do(s, m, n)
    assert s["G"]["los"] == spot and s["G"]["down"] == 2 and s["G"]["line"] == 40


@pytest.mark.parametrize("m", ["fum", "int"])
def test_f3_turnover_at_the_spot_with_no_return(m):
    s = at(new(), los=30, down=2)
    do(s, m, 8)  # the seed: 8 INT, intercepted after an 8-yard completion
    G = s["G"]
    assert G["offense"] == "away" and G["los"] == 100 - 38 and G["down"] == 1
    assert G["sheet"][-1]["result"] == m.upper()


def test_f3_turnover_past_the_goal_line_is_a_touchback_and_behind_ones_own_is_a_td():
    s = at(new(), los=90, down=1)
    do(s, "int", 15)
    assert s["G"]["offense"] == "away" and s["G"]["los"] == 20
    s = at(new(), los=3, down=1)
    do(s, "fum", -4)
    assert s["G"]["score"] == {"home": 0, "away": 7}
    assert s["G"]["sheet"][-1]["result"] == "FUMTD" and s["G"]["poss"]["away"] == 1
    s = at(new(house={"turnover_behind_goal": "safety"}), los=3, down=1)
    do(s, "fum", -4)
    assert s["G"]["score"] == {"home": 0, "away": 2} and s["G"]["forced"] == "safety"


# --- F4: take a knee -------------------------------------------------------------------------


def test_f4_take_a_knee_any_time_loses_two():
    s = at(new(), los=40, down=3, to_go=7)
    do(s, "knee")
    assert (s["G"]["los"], s["G"]["down"]) == (38, 4)


# --- F5: safeties ----------------------------------------------------------------------------


@pytest.mark.parametrize("m,n", [("sack", 3), ("tfl", 5), ("gain", -3), ("knee", None)])
def test_f5_a_loss_ending_on_or_behind_the_goal_line_is_a_safety(m, n):
    s = at(new(), los=2 if m == "knee" else 3, down=1)
    do(s, m, n)
    G = s["G"]
    assert G["score"] == {"home": 0, "away": 2}
    assert s["ctx"]["phase"] == "kickoff" and G["kicker"] == "home" and G["forced"] == "safety"
    assert G["sheet"][-1]["result"] == "SAFTY"


def test_f5_a_loss_that_stops_short_of_the_goal_line_is_no_safety():
    s = at(new(), los=4, down=1)
    do(s, "sack", 3)
    assert s["G"]["score"] == {"home": 0, "away": 0} and s["G"]["los"] == 1


def test_f5_f8_after_a_safety_only_the_safety_kickoff_reading_the_safety_table():
    home = team(ko_safety={10: "31"})
    s = at(new(home=home), los=2, down=1)
    do(s, "knee")
    with pytest.raises(ValueError, match="safety kick-off"):
        do(s, "kickoff", 0)
    assert s["ctx"]["phase"] == "kickoff"  # the refused move lost nothing
    do(s, "kickoff", 2, faces_for(10))
    assert s["G"]["offense"] == "away" and s["G"]["los"] == 31
    with pytest.raises(ValueError, match="follows a safety"):
        do(kicking_off(new(house={"safety_kickoff": "after_safety"})), "kickoff", 2)


# --- F6: scoring -------------------------------------------------------------------------------


def test_f6_touchdown_seven_field_goal_three_safety_two():
    s = at(new(), los=95)
    do(s, "td")
    assert s["G"]["score"]["home"] == 7  # extra point automatic
    s = at(s, offense="away", los=80)
    do(s, "fg", dice=faces_for(12))  # the kit's 1-20 row: all Good
    assert s["G"]["score"] == {"home": 7, "away": 3}
    s = at(s, offense="home", los=1)
    do(s, "tfl", 1)
    assert s["G"]["score"] == {"home": 7, "away": 5}


def test_f6_after_a_score_the_scoring_team_kicks_off():
    s = at(new(), los=95)
    do(s, "td")
    assert s["ctx"]["phase"] == "kickoff" and s["G"]["kicker"] == "home"
    assert s["G"]["forced"] is None


# --- F8: kick-offs ---------------------------------------------------------------------------


def test_f8_kickoff_result_is_the_receivers_new_line_on_its_own_half():
    home = team(ko_normal={11: "34"})
    s = kicking_off(new(home=home))
    do(s, "kickoff", 0, faces_for(11))
    G = s["G"]
    assert G["offense"] == "away" and G["los"] == 34 and G["poss"] == {"home": 0, "away": 1}
    assert views.ball_on(G) == "A 34"


def test_f8_onside_reads_the_onside_table():
    home = team(ko_onside={15: "Fumble/45"})
    s = kicking_off(new(home=home))
    do(s, "kickoff", 1, faces_for(15))
    assert s["G"]["offense"] == "home" and s["G"]["los"] == 55


def test_f8_fumbled_kickoff_counts_a_possession_for_the_receiver():
    home = team(ko_normal={18: "Fumble/20"})
    s = kicking_off(new(home=home))
    do(s, "kickoff", 0, [6, 6, 6])
    G = s["G"]
    assert G["offense"] == "home" and G["los"] == 80  # the kicking team at the receiver's 20
    assert G["poss"] == {"home": 1, "away": 1}
    assert G["sheet"][-1]["team"] == "away" and G["sheet"][-1]["result"] == "KOFUM"


def test_f8_kickoff_returned_for_a_td_counts_for_the_receiver_who_then_kicks():
    home = team(ko_normal={3: "Return/TD"})
    s = kicking_off(new(home=home))
    do(s, "kickoff", 0, [1, 1, 1])
    G = s["G"]
    assert G["score"] == {"home": 0, "away": 7} and G["poss"] == {"home": 0, "away": 1}
    assert s["ctx"]["phase"] == "kickoff" and G["kicker"] == "away"
    assert G["sheet"][-1]["result"] == "KO TD" and G["sheet"][-1]["away"] == 7


# --- F9: punts -------------------------------------------------------------------------------


def test_f9_f11_net_punt_from_the_line_of_scrimmage():
    home = team(punt_normal={10: "38"})
    s = at(new(home=home), los=30, down=4)
    do(s, "punt", 0, faces_for(10))
    assert s["G"]["offense"] == "away" and s["G"]["los"] == 100 - 68


def test_f9_pooch_reads_the_pooch_table_and_the_end_zone_is_a_touchback():
    home = team(punt_pooch={10: "33"})
    s = at(new(home=home), los=60, down=4)
    do(s, "punt", 1, faces_for(10))
    assert s["G"]["los"] == 7
    s = at(new(home=home), los=70, down=4)
    do(s, "punt", 1, faces_for(10))
    assert s["G"]["los"] == game.HOUSE["touchback"]


def test_f9_fumbled_punt_counts_for_the_receiver_and_the_kicker_keeps_the_ball():
    home = team(punt_normal={17: "Fumble/27"})
    s = at(new(home=home), los=30, down=4)
    do(s, "punt", 0, faces_for(17))
    G = s["G"]
    assert G["offense"] == "home" and G["los"] == 57  # 27 ahead of the original LOS
    assert G["poss"] == {"home": 2, "away": 1}
    assert [r["result"] for r in G["sheet"]] == ["PUNT", "PTFUM"]


def test_f9_blocked_punt_gives_the_receiver_the_ball_behind_the_los():
    home = team(punt_normal={4: "Block/-10"})
    s = at(new(home=home), los=30, down=4)
    do(s, "punt", 0, faces_for(4))
    G = s["G"]
    assert G["offense"] == "away" and G["los"] == 100 - 20 and G["poss"]["away"] == 1
    # Blocked behind the kicking team's goal line: a touchdown by default, or a safety.
    s = at(new(home=home), los=8, down=4)
    do(s, "punt", 0, faces_for(4))
    assert s["G"]["score"] == {"home": 0, "away": 7} and s["G"]["sheet"][-1]["result"] == "BLKTD"
    s = at(new(home=home, house={"punt_behind_goal": "safety"}), los=8, down=4)
    do(s, "punt", 0, faces_for(4))
    assert s["G"]["score"] == {"home": 0, "away": 2} and s["G"]["kicker"] == "home"


def test_f9_punt_returned_for_a_td_counts_for_the_receiver():
    home = team(punt_normal={3: "Return/TD"})
    s = at(new(home=home), los=30, down=4)
    do(s, "punt", 0, [1, 1, 1])
    G = s["G"]
    assert G["score"]["away"] == 7 and G["poss"] == {"home": 1, "away": 1}
    assert G["kicker"] == "away" and G["sheet"][-1]["result"] == "PT TD"


# --- F10: field goals ------------------------------------------------------------------------


def test_f10_field_goal_only_from_the_opponents_45_or_closer():
    s = at(new(), los=54)
    with pytest.raises(ValueError, match="45"):
        do(s, "fg")
    assert not any(i["m"] == "fg" for i in __import__("games.fliip.menus").fliip.menus.menu(s))
    s = at(new(), los=55)
    do(s, "fg", dice=faces_for(10))  # from the 45: the kit's far row, Miss/-8
    assert s["G"]["offense"] == "away" and s["G"]["los"] == 100 - 47


def test_f10_row_by_line_of_scrimmage_then_total():
    home = team(fg={20: {5: "Miss/-6"}, 45: {5: "Good"}})
    s = at(new(home=home), los=80)  # the opponent's 20: the near row
    do(s, "fg", dice=faces_for(5))
    assert s["G"]["score"]["home"] == 0 and s["G"]["los"] == 100 - 74
    s = at(new(home=home), los=79)  # the 21: the far row
    do(s, "fg", dice=faces_for(5))
    assert s["G"]["score"]["home"] == 3


def test_f10_blocked_field_goal_returned_counts_for_the_defense():
    home = team(fg={20: {3: "Block/TD", 4: "Block/-15"}})
    s = at(new(home=home), los=85)
    do(s, "fg", dice=[1, 1, 1])
    G = s["G"]
    assert G["score"] == {"home": 0, "away": 7} and G["poss"] == {"home": 1, "away": 1}
    assert [r["result"] for r in G["sheet"]] == ["FGBLK", "BLKTD"] and G["kicker"] == "away"
    s = at(new(home=home), los=85)
    do(s, "fg", dice=faces_for(4))
    assert s["G"]["offense"] == "away" and s["G"]["los"] == 100 - 70
    assert s["G"]["poss"] == {"home": 1, "away": 1}


# --- F1: possessions, no clock, overtime -----------------------------------------------------


def _trade_touchdowns(s, pairs):
    # Each side in turn: receive at the 25 (kit's normal table), score a touchdown.
    for _ in range(pairs * 2):
        do(s, "kickoff", 0, faces_for(10))
        do(s, "td")


def test_f1_quick_game_is_four_possessions_per_side_then_overtime_on_a_tie():
    s = new(length=4)
    do(s, "coin", 0)
    do(s, "receive")  # home won the flip and receives: away kicks
    assert s["G"]["kicker"] == "away"
    _trade_touchdowns(s, 4)
    G = s["G"]
    assert G["score"] == {"home": 28, "away": 28}
    assert s["ctx"]["phase"] == "flip" and G["period"] == 1 and G["poss"] == {"home": 0, "away": 0}
    do(s, "coin", 1)
    do(s, "kick")  # away won and kicks
    do(s, "kickoff", 0, faces_for(10))
    do(s, "td")  # home's one possession
    do(s, "kickoff", 0, faces_for(10))
    assert views.possessions(s["G"]) == "o1-1"
    do(s, "sack", 2)
    do(s, "inc")
    do(s, "inc")
    do(s, "inc")  # away turns it over on downs: both have had their one
    assert game.is_over(s) and game.winner(s) == "home"
    assert s["G"]["score"] == {"home": 35, "away": 28}


def test_f1_good_game_is_eight_possessions_per_side_and_overtime_repeats():
    s = new(length=8)
    do(s, "flip", dice=[5])  # 4-6: away wins the flip
    assert s["G"]["flip"] == "away"
    do(s, "kick")
    _trade_touchdowns(s, 7)
    assert views.possessions(s["G"]) == "P7-7" and not game.is_over(s)
    _trade_touchdowns(s, 1)
    assert s["G"]["period"] == 1
    for ot in (1, 2):  # two tied overtimes
        do(s, "coin", 0)
        do(s, "receive")
        _trade_touchdowns(s, 1)
        assert s["G"]["period"] == ot + 1 and not game.is_over(s)
    do(s, "coin", 0)
    do(s, "receive")
    do(s, "kickoff", 0, faces_for(10))
    do(s, "td")
    do(s, "kickoff", 0, faces_for(10))
    do(s, "int", 0)
    assert game.is_over(s) and game.winner(s) == "home"
    assert s["G"]["score"] == {"home": 8 * 7 + 2 * 7 + 7, "away": 8 * 7 + 2 * 7}
    assert len([r for r in s["G"]["sheet"] if r["ot"] == 0]) == 16


def test_f1_counts_show_as_possessions_on_the_clock_display():
    s = kicking_off(new(), "home")
    assert views.possessions(s["G"]) == "P0-0"
    do(s, "kickoff", 0, faces_for(10))
    assert views.roles(s)["clock"] == "P0-1"


def test_f1_f8_a_fumbled_last_kickoff_ends_the_game_without_another_drive():
    # Home has had its 4; away's 4th begins with a kick-off it fumbles: that is away's
    # 4th possession, and home would begin a 5th, so the game is over.
    home = team(ko_normal={18: "Fumble/30"})
    s = new(home=home, length=4)
    s["G"]["poss"] = {"home": 4, "away": 3}
    s["G"]["score"] = {"home": 7, "away": 0}
    kicking_off(s, "home")
    do(s, "kickoff", 0, [6, 6, 6])
    assert game.is_over(s) and s["G"]["poss"] == {"home": 4, "away": 4}


def test_f1_there_is_no_clock_or_penalty_entry():
    s = at(new(), los=30)
    moves = {i["m"] for i in __import__("games.fliip.menus").fliip.menus.menu(s)}
    assert moves == {"gain", "td", "inc", "ng", "sack", "tfl", "fum", "int", "knee", "punt"}
    for bad in ({"m": "penalty", "n": 5}, {"m": "timeout"}, {"m": "gain", "n": 100}, {}):
        with pytest.raises(ValueError):
            do(s, bad.get("m"), bad.get("n"))
    assert s["G"]["los"] == 30 and s["G"]["down"] == 1


def test_bad_actions_change_nothing():
    import json

    s = at(new(), los=30)
    before = json.dumps(s, sort_keys=True)
    for a in ({"m": "sack", "n": 0}, {"m": "kickoff", "n": 0}, {"m": "punt", "n": 5}, "x"):
        assert game.check(s, a) is not None
        with pytest.raises(ValueError):
            game.apply(s, a, None)
    assert json.dumps(s, sort_keys=True) == before


def test_settings_and_house_rules_are_checked():
    with pytest.raises(ValueError, match="length"):
        new(length=6)
    with pytest.raises(ValueError, match="unknown house rule"):
        new(house={"two_point": True})
    with pytest.raises(ValueError, match="touchback"):
        new(house={"touchback": 0})
    s = at(new(house={"touchback": 25}), los=90)
    do(s, "int", 20)
    assert s["G"]["los"] == 25
