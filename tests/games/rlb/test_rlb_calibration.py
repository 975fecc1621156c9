"""RN1-RN5: the numbers the rulebook does not print make every behaviour it states true, with
the shipped rosters and orders and the default house rules (host_tools/rlb/calibrate.py,
`sideline rlb calibrate`). Matches are seeded; shares are held by their Wilson interval at
ALPHA = 0.001 one-sided, the key players' effect by a z-test of two means at the same level;
exact figures (no dice) against their bounds. The sample sizes make the numbers this project
shipped before fail every row they were wrong on (test_the_old_numbers_fail_these_tests)."""

import pytest

from games.rlb import tables
from host_tools.rlb import calibrate as cal

N = 1000  # matches in the shared sample: 2,000 goal-line possessions from each of 5 and 10 out


@pytest.fixture(scope="module")
def shipped():
    return cal.shipped()


@pytest.fixture(scope="module")
def base(shipped):
    teams, plans = shipped
    return cal.match_figures(cal.matches(N, 1, teams, plans))


def test_rn1_most_line_breaks_gain_ground(base):
    """5.6 note: at least 80% of line breaks gain ground (Wilson lower bound above 0.80)."""
    low, _high = cal.wilson(base["gained"], base["breaks"])
    assert base["breaks"] > 2000 and low > 0.80, (base["gained"], base["breaks"])


@pytest.mark.parametrize("dcode", [d[0] for d in tables.DEFENCES if d[0] != "GL"])
def test_rn2_a_break_in_at_least_3_percent_of_running_plays(shipped, dcode):
    """5.7 note: against every defence but the goal line, at least 3% of the orders' running
    plays break the line (exact: every carrier and defender strength enumerated)."""
    assert cal.break_share(dcode, *shipped) >= 0.03


def test_rn3_tight_gives_more_breaks_than_normal_and_loose_fewer(shipped):
    t, n, lo = (cal.break_share(d, *shipped) for d in ("TD", "ND", "LD"))
    assert t > n > lo


def test_rn4_less_variable_yardage_never_makes_a_break_harder_play_by_play(shipped):
    """5.10 note, play by play: tight >= normal >= loose for each side's every running play,
    and each point of hardness that lowers the variable (risk unchanged) likewise."""
    bad, checked = cal.ordering_breaks(*shipped)
    assert checked >= 14 and bad == []
    bad, checked = cal.hardness_steps(*shipped)
    assert checked >= 80 and bad == []


@pytest.mark.parametrize("start", [10, 5])
def test_rn5_the_goal_line_defence_concedes_10_to_60_percent_of_tries(base, start):
    """5.9: from 5 and from 10 yards out the goal-line defence concedes a try in 10%-60%
    of possessions: the whole Wilson interval inside."""
    tries, poss = base["gl"][start]
    low, high = cal.wilson(tries, poss)
    assert poss == 2 * N and low > 0.10 and high < 0.60, (tries, poss)


@pytest.mark.parametrize(("side", "n"), [("copperline_miners", 300), ("harbour_gulls", 1500)])
def test_r18_key_players_raise_their_sides_points(base, shipped, side, n):
    """5.20: the side's points per match with its orders' keys exceed those without, by a
    one-sided z-test at ALPHA (n matches without keys against the shared sample)."""
    teams, plans = shipped
    with_keys, without, z = cal.key_effect(base, n, 1, teams, plans, side)
    assert with_keys > without and z > cal.Z, (with_keys, without, z)


def test_r12_every_option_point_changes_a_figure(shipped):
    """5.10: each point 0-9 of effort, offside and hardness changes at least one figure of
    the odds table; effort, and offside and hardness up to 6, change a running play's (past
    that the fixed or variable yards are at 0: the kicks and the penalty chance still move)."""
    teams, _plans = shipped
    dead, quiet = cal.dead_option_points(teams)
    assert dead == []
    assert all(name in ("offside", "hardness") and k >= 6 for name, k in quiet), quiet


OLD_PLAYS = {  # the numbers shipped before this calibration: (fixed, variable, risk)
    "HU": (6, 3, 3),
    "DH": (5, 4, 4),
    "LF": (6, 4, 4),
    "SH": (5, 5, 5),
    "SO": (6, 5, 5),
    "CE": (7, 6, 5),
    "WG": (8, 7, 6),
    "FB": (7, 6, 5),
}


def test_the_old_numbers_fail_these_tests(shipped, monkeypatch):
    """Power: the numbers shipped before fail RN1, RN2 and RN5 with these tests and sizes."""
    plays = []
    for p in tables.PLAYS:
        if p[0] in OLD_PLAYS:
            p = p[:4] + OLD_PLAYS[p[0]] + p[7:]
        plays.append(p)
    defs = [
        d[:3] + ({"TD": -2, "LD": 2}.get(d[0], d[3]), 2 if d[0] == "GL" else d[4])
        for d in tables.DEFENCES
    ]
    monkeypatch.setattr(tables, "PLAYS", tuple(plays))
    monkeypatch.setattr(tables, "DEFENCES", tuple(defs))
    monkeypatch.setitem(tables.HOUSE, "offside_div", 3)
    monkeypatch.setitem(tables.HOUSE, "hardness_div", 3)
    monkeypatch.setitem(tables.HOUSE, "hardness_risk_div", 3)
    monkeypatch.setitem(tables.HOUSE, "double_kicks", False)
    teams, plans = shipped
    old = cal.match_figures(cal.matches(200, 1, teams, plans))
    assert cal.wilson(old["gained"], old["breaks"])[0] <= 0.80
    assert cal.break_share("ND", teams, plans) < 0.03
    for start in (5, 10):
        assert cal.wilson(*old["gl"][start])[0] <= 0.10


def test_the_report_command_prints_every_row_and_fails_when_one_fails(capsys):
    import json

    from host_tools import cli

    assert cli.main(["rlb", "calibrate", "--matches", "9"]) == 2
    assert capsys.readouterr().err.strip() == "rlb calibrate: --matches must be at least 10"
    code = cli.main(["rlb", "calibrate", "--matches", "40", "--seed", "3", "--json"])
    got = json.loads(capsys.readouterr().out)
    rows = got["rows"]
    assert got["matches"] == 40 and got["seed"] == 3
    assert code == (0 if all(r["holds"] for r in rows) else 1)
    rules = [r["rule"] for r in rows]
    assert rules.count("5.7 note") == 10 and rules.count("5.20") == 2
    assert {"5.6 note", "5.9", "5.10 note", "5.10"} <= set(rules)
    assert all(set(r) == {"rule", "says", "figure", "holds"} for r in rows)
    code = cli.main(["rlb", "calibrate", "--matches", "40", "--seed", "3"])
    text = capsys.readouterr().out
    assert code in (0, 1) and text.count("[5.7 note]") == 10 and "holds  " in text
