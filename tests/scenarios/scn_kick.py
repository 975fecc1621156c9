# Kicking (rules K1-K6, H2, H3) with scripted dice.
from games.cfs.rules import kicking
from games.cfs.rules.house import house_rules

OTTERS = load_team("cascade_otters")  # noqa: F821 - KR [10&RA, 17, 19, 23, 26, 32]
RAMS = load_team("granite_rams")  # noqa: F821 - adjust [-4, -2, -1, 0, 1, 3]
# K-rule scenarios read the receiving team's Punt Return table (the H2 option).
HOUSE = house_rules({"punt_return_table": "receiving"})


def _dice(faces):
    return FixedDice(faces)  # noqa: F821


def scenario_cfs_k1_k2_kickoff_ten_and_roll_again():
    """K2's example: Oregon returns, rolls 1 (10 & Roll Again) then 3: the 29."""
    d = _dice([1, 3, 4])
    rolls = []
    spot = kicking.kickoff(RAMS, OTTERS, d, rolls)
    assert spot == 29 and d.done()  # adjustment die 4 = 0 on the kicking team's rating
    assert [r[2] for r in rolls] == ["kickoff", "kickoff", "adjust"]


def scenario_cfs_k1_kickoff_reads_the_receiving_teams_table():
    assert kicking.kickoff(RAMS, OTTERS, _dice([6, 4]), []) == 32
    assert kicking.kickoff(OTTERS, RAMS, _dice([6, 4]), []) == 29 + 0  # Rams' own table


def scenario_cfs_k3_adjustment_is_the_kicking_teams_rating():
    assert kicking.kickoff(RAMS, OTTERS, _dice([4, 1]), []) == 23 - 4
    assert kicking.kickoff(OTTERS, RAMS, _dice([4, 1]), []) == 22 - 5
    assert kicking.kickoff(RAMS, OTTERS, _dice([4, 6]), []) == 23 + 3


def scenario_cfs_k4_k5_punt_and_return_with_roll_again():
    # Otters punt from their 30: die 3 -> 41, lands on the 71 (the Rams' 29).
    # Rams return (H2 default: receiving team's table): 1 (5 & RA), 1 (5 & RA), 4 -> 4: 14.
    d = _dice([3, 1, 1, 4])
    r = kicking.punt(OTTERS, RAMS, 30, d, [], HOUSE)
    assert d.done() and r["result"] == "return"
    assert r["distance"] == 41 and r["return"] == 14 and r["spot"] == 29 + 14


def scenario_cfs_k5_six_on_the_first_re_roll_blocks_the_punt():
    d = _dice([2, 1, 6, 3, 4])
    r = kicking.punt(OTTERS, RAMS, 30, d, [], HOUSE)
    assert d.done() and r["result"] == "blocked" and r["return"] == -7
    assert r["spot"] == 100 - (30 - 7)  # Rams' ball on the Otters' 23
    # A 6 on a later re-roll is just a return.
    d = _dice([2, 1, 1, 6])
    r = kicking.punt(OTTERS, RAMS, 30, d, [], HOUSE)
    assert r["result"] == "return" and r["return"] == 5 + 5 + 9
    # Blocked behind the goal line: a safety.
    r = kicking.punt(OTTERS, RAMS, 5, _dice([2, 1, 6, 3, 4]), [], HOUSE)
    assert r["result"] == "safety"


def scenario_cfs_h2_punt_return_table_reading_is_an_option():
    literal = house_rules()  # the default is the source's literal words (issue 11.20)
    assert literal["punt_return_table"] == "punting"
    r = kicking.punt(OTTERS, RAMS, 30, _dice([3, 6]), [], literal)
    assert r["return"] == 12  # the punting team's (Otters') table
    r = kicking.punt(OTTERS, RAMS, 30, _dice([3, 6]), [], HOUSE)
    assert r["return"] == 9  # the receiving team's (Rams') table


def scenario_cfs_h3_punt_into_the_end_zone_is_a_touchback():
    r = kicking.punt(OTTERS, RAMS, 60, _dice([6]), [], HOUSE)
    assert r["result"] == "touchback" and r["spot"] == HOUSE["punt_touchback"]


def scenario_cfs_k6_field_goal_by_chart_section():
    # From the opponent's 20 (ball on 80): 20 + 17 = 37 yards, Otters band <=39 good on 1-5.
    assert kicking.fg_distance(80, HOUSE) == 37
    assert kicking.field_goal(OTTERS, 80, _dice([5]), [], HOUSE) is True
    assert kicking.field_goal(OTTERS, 80, _dice([6]), [], HOUSE) is False
    # 50 + 17 = 67 yards: beyond the last section, no attempt.
    assert kicking.field_goal(OTTERS, 50, _dice([]), [], HOUSE) is None


def scenario_cfs_h3_extra_point_and_two_point_try():
    assert kicking.conversion("pat", _dice([5]), [], HOUSE) is True
    assert kicking.conversion("pat", _dice([6]), [], HOUSE) is False
    assert kicking.conversion("two", _dice([2]), [], HOUSE) is True
    assert kicking.conversion("two", _dice([3]), [], HOUSE) is False
    assert HOUSE["points"] == {"td": 6, "pat": 1, "two_point": 2, "fg": 3, "safety": 2}
