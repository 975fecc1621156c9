"""The engine follows its rules in distribution, not only on scripted dice.

Stated tests: Pearson's chi-square (tests/stats.py) of the engine's outcome counts against
exact probabilities worked out here from the rules' words, rejecting at p < 0.001. The sample
sizes are chosen so that a plausible wrong rule fails by far: the tests run the same check on
such a mutant and require it to be rejected.
"""

from fractions import Fraction

from kits.rlb import team
from kits.stats import chi2_sf, chi_square

from games.rlb import engine
from games.rlb.tables import HOUSE, P_FIXED, P_RISK, P_VAR, play
from sideline.dice import Dice, seed_state

ALPHA = 0.001
RUNS = 6000
# A play whose risk and variable leave all three outcomes possible with the strengths below:
# defender 4, 12 or 8 against 10 (differences 6, -2, 2), handling 4.
PLAY = "CE"
KICKS = 5000


def _exact_run_outcomes(att_skill, handling, def_skill, def_tackling, var, risk):
    """(turnover, line break, tackled) from R7, R9, R13 as written, independent of engine.py."""
    p_to = Fraction(3 * risk - handling, 30)  # risk/10 less handling/3 over ten, fractions kept
    strengths = [def_skill, def_tackling, Fraction(def_skill + def_tackling, 2) // 1]
    breaks = sum(1 for s in strengths if att_skill - s > var)
    p_lb = (1 - p_to) * Fraction(breaks, 3)
    return [p_to, p_lb, 1 - p_to - p_lb]


def _run_counts(seed, n):
    att = team(ev=10, ha=4, sp=10)
    dfn = team(ev=4, ta=12)
    dice = Dice(seed_state(seed))
    counts = [0, 0, 0]
    options = [0, 0, 0]
    hu = play(PLAY)
    best = True
    for _ in range(n):
        r = engine.run(att, dfn, hu, "ND", [0, 0, 0], ((), ()), best, False, dice, HOUSE)
        best = not best
        if r["to"]:
            counts[0] += 1
        else:
            options[r["opt"]] += 1
            counts[1 if r["lb"] else 2] += 1
    return counts, options


def _p_value(counts, probs):
    n = sum(counts)
    return chi2_sf(chi_square(counts, [float(p) * n for p in probs]), len(counts) - 1)


def _expected_runs():
    hu = play(PLAY)
    return _exact_run_outcomes(10, 4, 4, 12, hu[P_VAR], hu[P_RISK])


def test_r13_r9_r7_turnovers_and_line_breaks_at_their_exact_shares():
    probs = _expected_runs()
    assert all(0 < p < 1 for p in probs)  # all three outcomes possible with these strengths
    counts, options = _run_counts(2026, RUNS)
    assert _p_value(counts, probs) > ALPHA, (counts, [float(p) * RUNS for p in probs])
    # R7: each of the three defender strengths a third of the time.
    assert _p_value(options, [Fraction(1, 3)] * 3) > ALPHA, options


def test_the_check_rejects_a_handling_reduction_that_drops_fractions(monkeypatch):
    monkeypatch.setattr(engine, "turnover_in_30", lambda risk, h: max(0, 3 * (risk - h // 3)))
    counts, _ = _run_counts(2026, RUNS)
    assert _p_value(counts, _expected_runs()) < ALPHA


def test_the_check_rejects_a_defender_that_always_tackles(monkeypatch):
    monkeypatch.setattr(engine, "defender_strength", lambda skill, p, option: p[5])
    counts, _ = _run_counts(2026, RUNS)
    assert _p_value(counts, _expected_runs()) < ALPHA


def test_r8_r9_yards_take_the_values_the_rules_give():
    att = team(ev=10, ha=4, sp=10)
    dfn = team(ev=4, ta=12, sp=8)
    hu = play(PLAY)
    dice = Dice(seed_state(7))
    seen = set()
    for _ in range(600):
        r = engine.run(att, dfn, hu, "ND", [0, 0, 0], ((), ()), True, False, dice, HOUSE)
        if not r["to"]:
            seen.add((r["lb"], r["yards"]))
    fixed, var = hu[P_FIXED], hu[P_VAR]
    cover = (8 + 12) // 2
    assert seen == {(False, fixed - 2), (False, fixed + 2), (True, fixed + 2 * var + 10 - cover)}


def _kick_team(sp, ha, ki):
    t = team(ki=2)
    t["players"][6] = [7, "SH", sp, ha, ki, 10, 5, 10, "Half"]
    return t


def test_r14_kick_recovered_60_percent_in_the_seeds_example():
    att = _kick_team(4, 11, 9)
    dfn = _kick_team(6, 10, 0)
    gk = play("GK")
    dice = Dice(seed_state(14))
    kept = 0
    lengths = [0] * (gk[P_VAR] + 1)
    for _ in range(KICKS):
        r = engine.kick(att, dfn, gk, "ND", [0, 0, 0], dice)
        assert r["chaser"] == 7 and r["opp"] == 7
        kept += r["kept"]
        lengths[r["yards"] - gk[P_FIXED]] += 1
    assert _p_value([kept, KICKS - kept], [Fraction(24, 40), Fraction(16, 40)]) > ALPHA
    # Fixed plus a random share of the variable: every share equally likely.
    assert _p_value(lengths, [Fraction(1, len(lengths))] * len(lengths)) > ALPHA
    # The same count would reject a 50/50 contest.
    assert _p_value([kept, KICKS - kept], [Fraction(1, 2), Fraction(1, 2)]) < ALPHA


def test_exact_odds_agree_with_the_engine_on_the_sample_teams():
    """`sideline rlb odds` enumerates; the engine rolls: the same shares (chi-square, p > 0.001)."""
    from pathlib import Path

    from games.rlb import roster
    from host_tools.rlb import odds as rlb_odds

    teams = Path(__file__).resolve().parents[3] / "firmware" / "teams" / "rlb"
    att = roster.parse_roster("h", (teams / "harbour_gulls.json").read_text())[0]
    dfn = roster.parse_roster("a", (teams / "copperline_miners.json").read_text())[0]
    # the centre against the tight defence: all three outcomes possible, at two hardnesses
    for code, opts in (("CE", [0, 1, 9]), ("CE", [0, 1, 2])):
        o = rlb_odds.run_odds(att, dfn, play(code), "TD", opts)
        probs = [o["turnover"], o["break"], 1 - o["turnover"] - o["break"]]
        dice = Dice(seed_state(31))
        counts = [0, 0, 0]
        best = True
        for _ in range(RUNS):
            r = engine.run(att, dfn, play(code), "TD", opts, ((), ()), best, False, dice, HOUSE)
            best = not best
            counts[0 if r["to"] else (1 if r["lb"] else 2)] += 1
        assert all(p > 0 for p in probs), (code, probs)
        assert _p_value(counts, probs) > ALPHA, (code, counts, [float(p) * RUNS for p in probs])
