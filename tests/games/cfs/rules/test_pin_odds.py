"""Exact odds (rules M2-M5, Y1-Y6, S1-S4) pinned with values worked out by hand from the
rules: two dice sums by enumeration, the break-away chain as a series, and one whole call
through the Special-Play chart with exact fractions."""

import itertools
from fractions import Fraction as F
from math import comb

import pytest
from kits.pin import team

from games.cfs.rules import odds
from games.cfs.sheet.parts import DEFENSES, green_for, red_for

CLOSE = 1e-12


def sums(n):
    out = {}
    for faces in itertools.product(range(1, 7), repeat=n):
        out[sum(faces)] = out.get(sum(faces), 0) + 1
    return out


@pytest.mark.parametrize("n", [0, 1, 2, 3])
def test_sum_counts_are_the_ways_to_roll_each_total(n):
    counts = odds.sum_counts(n)
    assert len(counts) == 6 * n + 1
    assert {t: c for t, c in enumerate(counts) if c} == sums(n)


@pytest.mark.parametrize("green,red", [(1, 1), (2, 1), (1, 2), (2, 2), (3, 2), (1, 0), (0, 1)])
def test_m2_m3_the_offense_wins_ties(green, red):
    wins = 0
    for g in itertools.product(range(1, 7), repeat=green):
        for r in itertools.product(range(1, 7), repeat=red):
            wins += sum(g) >= sum(r)
    assert odds.p_at_least(green, red) == pytest.approx(wins / 6 ** (green + red), abs=CLOSE)
    assert odds.p_at_least(1, 1) == pytest.approx(21 / 36, abs=CLOSE)  # ties count: 6 of 36


def chain_rolls(b):
    """Y2-Y4: 1 + sum over k of P(reaching roll k+1); the threshold b, b-1, ... stops at 1,
    after which each further roll has probability 1/6: a geometric tail of 6/5."""
    total, reach, t = F(1), F(1), b
    while t > 1:
        reach *= F(t, 6)
        total += reach
        t -= 1
    if b >= 1:
        total += reach * F(1, 6) * F(6, 5)
    return total


@pytest.mark.parametrize(
    "b,expected", [(0, F(1)), (1, F(6, 5)), (2, F(1) + F(2, 6) * F(6, 5)), (3, F(17, 10))]
)
def test_y4_expected_rolls_of_the_break_away_chain(b, expected):
    assert chain_rolls(b) == expected
    assert odds.break_away_rolls(b) == pytest.approx(float(expected), abs=1e-9)


@pytest.mark.parametrize("b", [4, 5, 6])
def test_y4_expected_rolls_for_high_break_away_numbers(b):
    assert odds.break_away_rolls(b) == pytest.approx(float(chain_rolls(b)), abs=1e-9)


def test_y1_y6_one_green_die_without_break_away():
    assert odds.yards_distribution(1, 0) == pytest.approx({y: 1 / 6 for y in range(1, 7)})
    with_bonus = odds.yards_distribution(1, 0, True)
    assert with_bonus == pytest.approx({y + 20: 1 / 6 for y in range(1, 7)})
    # Y6 adds 20 to a positive result only: no green dice, no yards, no bonus.
    assert odds.yards_distribution(0, 0, True) == pytest.approx({0: 1.0})


def test_y2_y4_one_green_die_with_break_away_one():
    dist = odds.yards_distribution(1, 1)
    assert sum(dist.values()) == pytest.approx(1.0, abs=1e-9)
    assert dist[1] == pytest.approx(F(1, 6) * F(5, 6), abs=CLOSE)  # a 1, orange above 1
    # Six yards in k rolls: C(5, k-1) ordered ways out of 6**k, k-1 oranges of 1, then one above.
    six = sum(F(comb(5, k - 1), 6**k) * F(1, 6) ** (k - 1) * F(5, 6) for k in range(1, 7))
    assert dist[6] == pytest.approx(six, abs=1e-12)
    mean = sum(y * p for y, p in dist.items())
    assert mean == pytest.approx(3.5 * 1.2, abs=1e-9)


def test_y2_y4_two_green_dice_with_break_away_three():
    dist = odds.yards_distribution(2, 3)
    assert sum(dist.values()) == pytest.approx(1.0, abs=1e-9)
    assert min(dist) == 2 and dist[2] == pytest.approx(F(1, 36) * F(3, 6), abs=CLOSE)
    assert sum(y * p for y, p in dist.items()) == pytest.approx(7 * 1.7, abs=1e-9)


def test_m4_s1_s4_one_call_whose_offense_yellow_always_goes_to_the_chart():
    """Green 1 vs red 1, no break-away, offense yellow 6 (always to the chart):
    S1 1/6 penalty; S2 2/6 then a 6 (1/6) turnover, else no impact (the matchup stands);
    S3 1/6 stopped; S4 2/6 a loss of one die, 3.5 yards on average."""
    o = odds.play_odds(1, 1, 0, offense_yellow=6)
    stands = F(2, 6) * F(5, 6)
    assert o["p_matchup"] == pytest.approx(F(21, 36), abs=CLOSE)
    assert o["p_gain_roll"] == pytest.approx(stands * F(21, 36), abs=CLOSE)
    assert o["p_penalty"] == pytest.approx(F(1, 6), abs=CLOSE)
    assert o["p_turnover"] == pytest.approx(F(2, 6) * F(1, 6), abs=CLOSE)
    assert o["p_loss"] == pytest.approx(F(2, 6), abs=CLOSE)
    expected = stands * F(21, 36) * F(7, 2) - F(2, 6) * F(7, 2)
    assert o["expected_yards"] == pytest.approx(float(expected), abs=1e-12)
    assert (o["green"], o["red"], o["break_away"]) == (1, 1, 0)
    assert (o["offense_yellow"], o["defense_yellow"], o["bonus20"]) == (6, 0, False)


def test_m5_the_defense_yellow_is_rolled_only_when_the_defense_wins():
    o = odds.play_odds(1, 1, 0, defense_yellow=6)
    lost = F(15, 36)  # the defense wins the matchup, its yellow (6) always goes to the chart
    assert o["p_gain_roll"] == pytest.approx(F(21, 36), abs=CLOSE)
    assert o["p_penalty"] == pytest.approx(lost * F(1, 6), abs=CLOSE)
    assert o["p_turnover"] == pytest.approx(lost * F(2, 6) * F(1, 6), abs=CLOSE)
    assert o["p_loss"] == pytest.approx(lost * F(2, 6), abs=CLOSE)
    expected = F(21, 36) * F(7, 2) - lost * F(2, 6) * F(7, 2)
    assert o["expected_yards"] == pytest.approx(float(expected), abs=1e-12)


def test_y6_the_bonus_adds_twenty_to_every_gain():
    plain = odds.play_odds(2, 1, 2)
    bonus = odds.play_odds(2, 1, 2, bonus20=True)
    assert bonus["bonus20"] is True
    assert bonus["expected_yards"] - plain["expected_yards"] == pytest.approx(
        20 * plain["p_gain_roll"], abs=1e-9
    )
    assert plain["expected_yards"] == pytest.approx(
        float(odds.p_at_least(2, 1) * 7 * chain_rolls(2)), abs=1e-9
    )


def test_call_and_sheet_odds_read_the_dice_of_the_sheets():
    rams, otters = team("granite_rams"), team("cascade_otters")
    table = odds.sheet_odds(rams, otters)
    assert len(table) == len(rams["plays"]) * len(DEFENSES)
    assert [(o["play"], o["defense"]) for o in table[: len(DEFENSES)]] == [
        (rams["plays"][0]["name"], d) for d in DEFENSES
    ]
    for o in table:
        play = rams["plays"][rams["play_index"][o["play"]]]
        d = otters["defenses"][o["defense"]]
        assert o["green"] == green_for(play, o["defense"])
        assert o["red"] == red_for(otters, o["defense"], play["kind"])
        assert o["break_away"] == play["break_away"] and o["bonus20"] == play["bonus20"]
        assert o["offense_yellow"] == play["yellow"] and o["defense_yellow"] == d["yellow"]
