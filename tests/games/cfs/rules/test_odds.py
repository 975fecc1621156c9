"""Exact odds (issue 3, item 6) checked two ways: against brute-force enumeration, and
against the engine itself by simulation (chi-square over 200,000 plays per pair)."""

import itertools
import json
from pathlib import Path

import pytest
from kits.stats import chi2_sf, chi_square

from games.cfs.rules import odds, play
from games.cfs.rules.house import house_rules
from games.cfs.sheet.load import parse_sheet
from sideline.dice import Dice, seed_state

TEAMS = Path(__file__).resolve().parents[4] / "firmware" / "teams"
ALPHA = 0.001


def team(slug):
    sheet, err = parse_sheet(slug + ".json", (TEAMS / (slug + ".json")).read_text())
    assert err is None
    return sheet


@pytest.mark.parametrize("g,r", [(1, 1), (2, 1), (1, 2), (2, 2), (3, 2), (2, 3), (4, 3)])
def test_cfs_m2_m3_p_matchup_is_exact(g, r):
    wins = total = 0
    for faces in itertools.product(range(1, 7), repeat=g + r):
        total += 1
        wins += sum(faces[:g]) >= sum(faces[g:])  # ties go to the offense
    assert odds.p_at_least(g, r) == pytest.approx(wins / total, abs=1e-15)


def test_p_matchup_known_value():
    # One die against one die: the offense wins 21 of 36 (15 higher + 6 ties).
    assert odds.p_at_least(1, 1) == pytest.approx(21 / 36)


@pytest.mark.parametrize("b", [1, 2, 3, 4, 5, 6])
def test_cfs_y4_break_away_expected_rolls(b):
    # Closed form: sum over k of prod_{j<k} t_j/6 with t_j = max(1, b - j).
    expected = 1.0
    reach = 1.0
    for j in range(400):
        reach *= max(1, b - j) / 6
        expected += reach
    assert odds.break_away_rolls(b) == pytest.approx(expected, rel=1e-11)
    if b == 1:
        assert odds.break_away_rolls(1) == pytest.approx(1.2, rel=1e-11)  # 1 / (1 - 1/6)


@pytest.mark.parametrize("g,b,bonus", [(1, 1, False), (2, 3, False), (1, 3, True), (3, 6, False)])
def test_yards_distribution_is_a_distribution_with_the_right_mean(g, b, bonus):
    dist = odds.yards_distribution(g, b, bonus)
    assert sum(dist.values()) == pytest.approx(1.0, abs=1e-10)
    mean = sum(y * p for y, p in dist.items())
    assert mean == pytest.approx(
        3.5 * g * odds.break_away_rolls(b) + (20 if bonus else 0), rel=1e-9
    )
    assert min(dist) >= (g + 20 if bonus else g)  # Y6: +20 on every positive gain


def test_play_odds_without_yellow():
    o = odds.play_odds(2, 2, 3)
    assert o["p_turnover"] == 0 and o["p_penalty"] == 0
    assert o["p_gain_roll"] == o["p_matchup"]
    assert o["expected_yards"] == pytest.approx(o["p_matchup"] * 7 * odds.break_away_rolls(3))


# --- the engine against the odds, by simulation -------------------------------------------


def categories(o, dist):
    """Exact probabilities of the outcome classes a play can end in."""
    cats = {"penalty": o["p_penalty"], "turnover": o["p_turnover"]}
    for lost in range(1, 7):
        cats["loss%d" % lost] = o["p_loss"] / 6
    gain = {}
    for y, p in dist.items():
        gain[y] = o["p_gain_roll"] * p
    cats["stopped"] = 1 - sum(cats.values()) - sum(gain.values())
    return cats, gain


def bins_for(gain, n, min_expected=50):
    """Gain yards grouped in consecutive runs, each with at least min_expected plays."""
    edges = []
    acc = 0.0
    start = None
    for y in sorted(gain):
        start = y if start is None else start
        acc += gain[y]
        if acc * n >= min_expected:
            edges.append((start, y, acc))
            acc, start = 0.0, None
    if start is not None and edges:
        s, _, p = edges.pop()
        edges.append((s, 10**9, p + acc))
    return edges


def classify(res):
    out = res["outcome"]
    if out == play.PENALTY:
        return "penalty"
    if out == play.TURNOVER:
        return "turnover"
    if out in (play.SACK, play.LOSS):
        return "loss%d" % -res["yards"]
    if out == play.STOPPED:
        return "stopped"
    return res["yards"]


def simulate_chi2(offense, defense, play_name, defense_id, n, seed, resolver=None):
    resolver = resolver or play.resolve_play
    p = offense["plays"][offense["play_index"][play_name]]
    o = odds.call_odds(offense, defense, p, defense_id)
    cats, gain = categories(o, odds.yards_distribution(o["green"], o["break_away"], o["bonus20"]))
    edges = bins_for(gain, n)
    keys = [k for k in cats if cats[k] * n >= 5]
    observed = dict.fromkeys(keys, 0)
    observed["other"] = 0
    gains = [0] * len(edges)
    dice = Dice(seed_state(seed))
    house = house_rules()
    total_yards = 0
    for _ in range(n):
        res = resolver(offense, defense, p, defense_id, dice, house)
        c = classify(res)
        if res["outcome"] not in (play.PENALTY, play.TURNOVER):
            total_yards += res["yards"]
        if isinstance(c, int):
            for i, (lo, hi, _) in enumerate(edges):
                if lo <= c <= hi:
                    gains[i] += 1
                    break
            else:
                raise AssertionError("gain %d outside every bin" % c)
        elif c in observed:
            observed[c] += 1
        else:
            observed["other"] += 1
    exp = [cats[k] * n for k in keys] + [e[2] * n for e in edges]
    obs = [observed[k] for k in keys] + gains
    other_p = 1 - sum(cats[k] for k in keys) - sum(e[2] for e in edges)
    if other_p * n >= 5:
        exp.append(other_p * n)
        obs.append(observed["other"])
    else:
        assert observed["other"] <= 10
    stat = chi_square(obs, exp)
    return chi2_sf(stat, len(obs) - 1), total_yards / n, o


PAIRS = [
    ("cascade_otters", "granite_rams", "Screen Pass", "zone"),  # T6 pair, defense yellow
    ("cascade_otters", "granite_rams", "Bootleg", "outside_blitz"),  # yellows on both sides
    ("cascade_otters", "granite_rams", "Stop & Go", "base_pass"),  # +20, yellow, break-away 3
    ("granite_rams", "cascade_otters", "Power", "base_run"),
    ("cascade_otters", "granite_rams", "QB Keeper", "inside_blitz"),  # break-away 4
]


@pytest.mark.parametrize("off,dfn,name,defense_id", PAIRS)
def test_simulated_plays_match_the_exact_odds(off, dfn, name, defense_id):
    """Chi-square goodness of fit over 200,000 plays, alpha = 0.001; and the mean yards
    within a 4-sigma interval of expected_yards."""
    n = 200_000
    p_value, mean, o = simulate_chi2(team(off), team(dfn), name, defense_id, n, seed=len(name))
    assert p_value > ALPHA
    assert abs(mean - o["expected_yards"]) < 4 * 12 / n**0.5 + 0.05


def test_the_simulation_test_rejects_a_wrong_break_away_rule():
    """Power check: an engine that forgets Y4's decrement fails the same test."""

    def no_decrement(n_green, break_away, dice, rolls):
        yards = play._roll_sum(dice, rolls, n_green, play.GREEN, "yards")
        while play._roll(dice, rolls, play.ORANGE, "break") <= break_away:
            yards += play._roll_sum(dice, rolls, n_green, play.GREEN, "break")
        return yards

    original = play.gained
    play.gained = no_decrement
    try:
        p_value, _, _ = simulate_chi2(
            team("cascade_otters"), team("granite_rams"), "QB Keeper", "base_run", 200_000, seed=3
        )
    finally:
        play.gained = original
    assert p_value < ALPHA


def test_the_simulation_test_rejects_ties_to_the_defense():
    def ties_to_defense(offense, defense, p, defense_id, dice, house):
        res = play.resolve_play(offense, defense, p, defense_id, dice, house)
        g, r = res["matchup"]
        if g == r and res["outcome"] == play.GAIN:
            return {"outcome": play.STOPPED, "yards": 0, "matchup": res["matchup"]}
        return res

    p_value, _, _ = simulate_chi2(
        team("cascade_otters"),
        team("granite_rams"),
        "Slant",
        "base_pass",
        200_000,
        seed=4,
        resolver=ties_to_defense,
    )
    assert p_value < ALPHA


def test_sheet_odds_covers_every_play_and_defense():
    rows = odds.sheet_odds(team("cascade_otters"), team("granite_rams"))
    assert len(rows) == len(team("cascade_otters")["plays"]) * 9
    json.dumps(rows)
    keys = {
        "play",
        "defense",
        "green",
        "red",
        "break_away",
        "offense_yellow",
        "defense_yellow",
        "bonus20",
        "p_matchup",
        "p_gain_roll",
        "p_turnover",
        "p_penalty",
        "expected_yards",
    }
    assert all(keys <= set(r) for r in rows)
