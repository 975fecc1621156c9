"""Kicking (rules K1-K6, H2, H3) pinned at every boundary of kicking.py.

The tables are written out here (not read from the shipped sheets), so each expected spot
follows from the rule and the table alone."""

from kits.pin import Dice, house

from games.cfs.rules import kicking

# A kicking team and a receiving team with easy numbers.
KICKER = {
    "kickoff_return": [{"roll_again": 10}, 17, 19, 23, 26, 32],
    "kickoff_adjust": [-4, -2, -1, 0, 1, 3],
    "punting": [33, 37, 40, 42, 44, 48],
    "punt_return": [{"roll_again": 7}, 0, 3, 5, 8, 12],
    "field_goal": [
        {"max_distance": 24, "good": 6},
        {"max_distance": 34, "good": 5},
        {"max_distance": 44, "good": 4},
        {"max_distance": 50, "good": 2},
        {"max_distance": 54, "good": 1},
    ],
}
RECEIVER = {
    "kickoff_return": [{"roll_again": 12}, 5, 4, 22, 24, 29],
    "kickoff_adjust": [-5, -3, 0, 0, 2, 4],
    "punting": [36, 39, 41, 43, 46, 52],
    "punt_return": [{"roll_again": 5}, 0, 2, 4, 6, 34],
    "field_goal": [{"max_distance": 29, "good": 6}],
}


def purposes(rolls):
    """What each die was for; every kicking die is white on the dice display (E5)."""
    assert [r[0] for r in rolls] == ["W"] * len(rolls)
    return [r[2] for r in rolls]


def test_k1_k2_kickoff_roll_again_adds_ten_then_reads_again():
    # K2's example: 1 (10 & Roll Again) then 3 on Oregon's table is 10 + 19 = 29.
    d, rolls = Dice([1, 3, 4]), []
    assert kicking.kickoff(RECEIVER, KICKER, d, rolls) == 29 + 0  # adjust die 4: 0
    assert d.done() and purposes(rolls) == ["kickoff", "kickoff", "adjust"]
    assert [r[0] for r in rolls] == ["W", "W", "W"] and [r[1] for r in rolls] == [1, 3, 4]
    # K2, the project's reading: a second 1 adds another 10.
    d = Dice([1, 1, 2, 4])
    assert kicking.kickoff(RECEIVER, KICKER, d, []) == 10 + 10 + 17 and d.done()


def test_k3_adjustment_is_the_kicking_teams_rating():
    assert kicking.kickoff(KICKER, RECEIVER, Dice([4, 1]), []) == 22 - 4
    assert kicking.kickoff(KICKER, RECEIVER, Dice([4, 6]), []) == 22 + 3
    assert kicking.kickoff(RECEIVER, KICKER, Dice([6, 1]), []) == 32 - 5


def test_k1_kickoff_never_lands_behind_the_goal_line():
    # Return 5, adjustment -4: the 1; return 4, adjustment -4 would be the 0: the 1.
    assert kicking.kickoff(KICKER, RECEIVER, Dice([2, 1]), []) == 1
    assert kicking.kickoff(KICKER, RECEIVER, Dice([3, 1]), []) == 1
    assert kicking.kickoff(KICKER, RECEIVER, Dice([3, 2]), []) == 2  # 4 - 2
    # Return 4 against the receiver's -5: the -1 is the 1 too.
    assert kicking.kickoff(RECEIVER, RECEIVER, Dice([3, 1]), []) == 1


def test_k4_punt_landing_exactly_on_the_goal_line_is_a_touchback():
    h = house(punt_touchback=25)
    d, rolls = Dice([3]), []
    r = kicking.punt(KICKER, RECEIVER, 60, d, rolls, h)  # 60 + 40 = the goal line
    assert d.done() and purposes(rolls) == ["punt"]
    assert r == {"result": "touchback", "distance": 40, "return": 0, "spot": 25}


def test_k4_k5_punt_landing_on_the_one_is_returned_from_there():
    d, rolls = Dice([3, 3]), []
    r = kicking.punt(KICKER, RECEIVER, 59, d, rolls, house())  # lands on the receiver's 1
    assert d.done() and purposes(rolls) == ["punt", "return"]
    assert r == {"result": "return", "distance": 40, "return": 2, "spot": 1 + 2}


def test_k5_return_reaching_exactly_the_far_goal_line_is_a_touchdown():
    # From the 1, 33 yards: the receiver's 66... no: lands on the 34, the receiver's 66.
    # A 34-yard return from the receiver's 66 reaches 100 exactly.
    r = kicking.punt(KICKER, RECEIVER, 1, Dice([1, 6]), [], house())
    assert r == {"result": "return_td", "distance": 33, "return": 34, "spot": 100}
    # One yard short: the receiver's 99.
    r = kicking.punt(KICKER, RECEIVER, 2, Dice([1, 6]), [], house())
    assert r == {"result": "return", "distance": 33, "return": 34, "spot": 99}


def test_k5_seven_and_roll_again_keeps_rolling_while_ones_come():
    h = house(punt_return_table="punting")  # H2 literal: the punting team's table
    d, rolls = Dice([2, 1, 1, 1, 4]), []
    r = kicking.punt(KICKER, RECEIVER, 30, d, rolls, h)
    assert d.done() and purposes(rolls) == ["punt", "return", "return", "return", "return"]
    assert r["result"] == "return" and r["return"] == 7 + 7 + 7 + 5
    assert r["spot"] == 100 - (30 + 37) + 21 + 5


def test_h2_whose_punt_return_table_is_read():
    literal = kicking.punt(
        KICKER, RECEIVER, 30, Dice([3, 6]), [], house(punt_return_table="punting")
    )
    receiving = kicking.punt(
        KICKER, RECEIVER, 30, Dice([3, 6]), [], house(punt_return_table="receiving")
    )
    assert literal["return"] == 12 and receiving["return"] == 34


def test_k5_six_on_the_first_re_roll_blocks_the_punt():
    d, rolls = Dice([2, 1, 6, 3, 4]), []
    r = kicking.punt(KICKER, RECEIVER, 30, d, rolls, house(punt_return_table="punting"))
    assert d.done() and purposes(rolls) == ["punt", "return", "return", "block", "block"]
    # Loss 3 + 4 = 7 from the 30: the punting team's 23, the receiver's 77.
    assert r == {"result": "blocked", "distance": 0, "return": -7, "spot": 77}


def test_k5_blocked_punt_losing_exactly_to_the_goal_line_is_a_safety():
    h = house(punt_return_table="punting")
    r = kicking.punt(KICKER, RECEIVER, 7, Dice([2, 1, 6, 3, 4]), [], h)
    assert r == {"result": "safety", "distance": 0, "return": -7, "spot": 0}
    # From the 8 the ball stays out: the punting team's 1, the receiver's 99.
    r = kicking.punt(KICKER, RECEIVER, 8, Dice([2, 1, 6, 3, 4]), [], h)
    assert r == {"result": "blocked", "distance": 0, "return": -7, "spot": 99}


def test_k6_distance_is_yards_to_the_goal_plus_the_snap():
    assert kicking.fg_distance(80, house(fg_snap_yards=17)) == 37
    assert kicking.fg_distance(80, house(fg_snap_yards=10)) == 30


def test_k6_a_kick_of_exactly_a_sections_longest_distance_is_in_that_section():
    h = house(fg_snap_yards=17)
    assert kicking.fg_band(KICKER, 24)["good"] == 6
    assert kicking.fg_band(KICKER, 25)["good"] == 5
    assert kicking.fg_band(KICKER, 54)["good"] == 1
    assert kicking.fg_band(KICKER, 55) is None
    # Ball on 63: 37 + 17 = 54 yards, the last section, good on a 1 only.
    d, rolls = Dice([1]), []
    assert kicking.field_goal(KICKER, 63, d, rolls, h) is True
    assert purposes(rolls) == ["fg"]
    assert kicking.field_goal(KICKER, 63, Dice([2]), [], h) is False
    # Ball on 62: 55 yards, out of range; no die is rolled.
    d = Dice([])
    assert kicking.field_goal(KICKER, 62, d, [], h) is None
    # Ball on 93: 24 yards, good on anything up to 6.
    assert kicking.field_goal(KICKER, 93, Dice([6]), [], h) is True
    assert kicking.field_goal(KICKER, 92, Dice([6]), [], h) is False  # 25 yards: 1-5


def test_h3_tries_are_good_up_to_and_including_the_house_number():
    h = house(pat_good=4, two_point_good=3)
    d, rolls = Dice([4]), []
    assert kicking.conversion("pat", d, rolls, h) is True and purposes(rolls) == ["pat"]
    assert kicking.conversion("pat", Dice([5]), [], h) is False
    d, rolls = Dice([3]), []
    assert kicking.conversion("two", d, rolls, h) is True and purposes(rolls) == ["two"]
    assert kicking.conversion("two", Dice([4]), [], h) is False
