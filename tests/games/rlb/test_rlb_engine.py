"""Rugby League Breakout's adjudication engine, rule by rule (R5-R18), with scripted dice."""

import pytest
from kits.rlb import NONE, Script, run, team

from games.rlb import engine
from games.rlb.tables import (
    DEFENCES,
    HA,
    HOUSE,
    KI,
    P_FIXED,
    P_KIND,
    P_LABEL,
    P_POS,
    P_RISK,
    P_VAR,
    PLAYS,
    POSITIONS,
    PW,
    SP,
    TA,
    play,
)

# --- R5: an attacking play's five numbers --------------------------------------------------


def test_r5_every_play_has_position_skill_yardages_and_risk():
    for p in PLAYS:
        assert len(p[P_LABEL]) <= 8
        assert p[P_POS] and all(pos in POSITIONS for pos in p[P_POS])
        assert p[P_FIXED] >= 0 and p[P_VAR] >= 0 and 0 <= p[P_RISK] <= 10
    assert {p[0] for p in PLAYS if p[P_KIND] >= 3} == {"GK", "BK", "CK", "DK"}


def test_r5_plain_defence_leaves_the_play_as_it_is():
    for p in PLAYS:
        assert engine.effective(p, "ND", NONE, HOUSE) == (p[P_FIXED], p[P_VAR], p[P_RISK])


# --- R6: the ball carrier --------------------------------------------------------------------


def test_r6_best_carrier_is_the_strongest_suitable_player():
    att = team(s11={"pw": 15}, s1={"pw": 20})  # the fullback is not suitable for a hit-up
    dice = Script(29, 0)  # no turnover, defender's same skill
    r = run(att, team(), "HU", dice, best=True)
    assert r["carrier"] == 11 and r["best"]
    assert dice.asked == [30, 3]  # no roll for the carrier


def test_r6_random_carrier_is_any_suitable_player():
    hu_shirts = [p[0] for p in team()["players"] if p[1] in ("PR", "SR")]
    assert hu_shirts == [8, 10, 11, 12]
    for i, shirt in enumerate(hu_shirts):
        dice = Script(i, 29, 0)
        assert run(team(), team(), "HU", dice, best=False)["carrier"] == shirt
        assert dice.asked[0] == 4


def test_r6_best_and_random_alternate_with_a_random_start():
    from games.rlb import match

    firsts = set()
    for start in (0, 1):
        G = match.new_game(team(), team(), [1, 1])
        G["started"] = True
        seen = []
        # first play: start roll, (carrier if random), turnover, option
        dice = Script(start, *([0] * 0))
        dice.values += [0, 29, 0] if start == 1 else [29, 0]
        ev = match.apply(G, {"a": "play", "play": "HU"}, dice)
        seen.append(ev[0]["best"])
        for _ in range(3):
            best = G["best"][0]
            dice = Script(*([29, 0] if best else [0, 29, 0]))
            ev = match.apply(G, {"a": "play", "play": "HU"}, dice)
            seen.append(ev[0]["best"])
            assert not dice.values
        assert seen[1:] == [not s for s in seen[:-1]]  # strictly alternating
        firsts.add(seen[0])
    assert firsts == {True, False}  # the start roll decides which comes first


# --- R7: the first defender ------------------------------------------------------------------


def test_r7_first_defender_is_the_opposite_number_with_three_strengths():
    dfn = team(s8={"pw": 10, "ta": 5})
    p = dfn["players"][7]
    assert engine.opposite(dfn, 8) is p
    assert engine.defender_strength(PW, p, 0) == 10
    assert engine.defender_strength(PW, p, 1) == 5
    assert engine.defender_strength(PW, p, 2) == 7  # (10 + 5) / 2, rounded down
    att = team(pw=12)
    got = []
    for option in range(3):
        r = run(att, dfn, "HU", Script(29, option))  # best carrier: shirt 8
        assert r["def"] == 8 and r["opt"] == option
        got.append(r["diff"])
    assert got == [2, 7, 5]


# --- R8: yards -------------------------------------------------------------------------------


def test_r8_yards_are_fixed_plus_the_difference():
    hu = play("HU")
    r = run(team(pw=12), team(pw=10), "HU", Script(29, 0))
    assert r["yards"] == hu[P_FIXED] + 2 and not r["lb"]


def test_r8_difference_equal_to_variable_is_capped_not_a_break():
    hu = play("HU")
    r = run(team(pw=10 + hu[P_VAR]), team(pw=10), "HU", Script(29, 0))
    assert r["yards"] == hu[P_FIXED] + hu[P_VAR] and not r["lb"]


def test_r8_a_stronger_defender_drives_the_carrier_back():
    hu = play("HU")
    r = run(team(pw=5), team(ta=15), "HU", Script(29, 1))
    assert r["yards"] == hu[P_FIXED] - 10


# --- R9, R10: line breaks and the cover defender ---------------------------------------------


def test_r9_line_break_adds_variable_again_and_speed_against_cover():
    hu = play("HU")
    att = team(pw=10 + hu[P_VAR] + 1, sp=14)
    dfn = team(sp=8, ta=10, s11={"sp": 9, "ta": 12})  # shirt 11 the best forward cover
    r = run(att, dfn, "HU", Script(29, 0))  # carrier 8 against 8
    assert r["lb"] and r["cover"] == 11
    cover = (9 + 12) // 2
    assert r["yards"] == hu[P_FIXED] + 2 * hu[P_VAR] + 14 - cover


def test_r9_next_tackle_doubled():
    a = run(team(pw=12), team(), "HU", Script(29, 0), doubled=False)["yards"]
    b = run(team(pw=12), team(), "HU", Script(29, 0), doubled=True)["yards"]
    assert b == 2 * a


def test_r9_line_break_doubles_the_next_tackle_in_the_same_possession_only():
    from games.rlb import match

    hu = play("HU")
    G = match.new_game(team(pw=10 + hu[P_VAR] + 1, sp=10), team(sp=10, ta=10), [1, 1])
    G["best"] = [True, True]
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(29, 0))
    assert ev[0]["lb"] and G["broke"]
    G["teams"][0] = team(pw=12)
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(0, 29, 0))
    assert ev[0]["doubled"] and ev[0]["yards"] == 2 * (hu[P_FIXED] + 2)
    assert not G["broke"]
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(29, 0))
    assert not ev[0]["doubled"] and ev[0]["yards"] == hu[P_FIXED] + 2


def test_r10_cover_is_the_same_kind_of_player_best_speed_plus_tackling():
    dfn = team(s12={"sp": 15, "ta": 15}, s3={"sp": 14, "ta": 14}, s1={"sp": 16, "ta": 16})
    forward = dfn["players"][7]
    back = dfn["players"][1]
    half = dfn["players"][6]
    assert engine.cover(dfn, forward)[0] == 12  # forwards cover forwards
    assert engine.cover(dfn, back)[0] == 1  # backs and halfbacks cover each other
    assert engine.cover(dfn, half)[0] == 1
    assert engine.cover(dfn, dfn["players"][0])[0] == 3  # never the first defender himself


# --- R11, R12: defence plays and options -----------------------------------------------------


def test_r11_each_shifting_defence_moves_fixed_yards_by_play_type():
    kinds = {}
    for p in PLAYS:
        kinds.setdefault(p[P_KIND], p)
    for d in DEFENCES:
        if d[0] in ("ID", "OD", "WD", "PD", "SD", "HD"):
            moved = [
                engine.effective(kinds[k], d[0], NONE, HOUSE)[0] - kinds[k][P_FIXED]
                for k in (0, 1, 2)
            ]
            assert any(moved) and min(moved) < 0  # each hurts some play type
            for k in (0, 1, 2):
                assert engine.effective(kinds[k], d[0], NONE, HOUSE)[1:] == (
                    kinds[k][P_VAR],
                    kinds[k][P_RISK],
                )


def test_r11_tight_lowers_and_loose_raises_fixed_and_variable():
    ce = play("CE")
    tf, tv, _ = engine.effective(ce, "TD", NONE, HOUSE)
    lf, lv, _ = engine.effective(ce, "LD", NONE, HOUSE)
    assert tf < ce[P_FIXED] and tv < ce[P_VAR]
    assert lf > ce[P_FIXED] and lv > ce[P_VAR]


def test_r11_goal_line_defence():
    for code in ("HU", "WG", "CE"):
        p = play(code)
        f, v, r = engine.effective(p, "GL", NONE, HOUSE)
        # half the fixed, rounded down; a variable never below 0 (the readings in README)
        assert f == 0 and v == max(0, p[P_VAR] - p[P_FIXED] // 2) and r > p[P_RISK]


def test_r11_deep_defence_is_bad_against_runs():
    for p in PLAYS:
        if engine.is_run(p):
            f, v, _ = engine.effective(p, "DD", NONE, HOUSE)
            assert f > p[P_FIXED]


def test_r11_effort_above_one_strengthens_the_defence_play():
    hu = play("HU")
    base = engine.effective(hu, "ID", [1, 0, 0], HOUSE)[0]
    hard = engine.effective(hu, "ID", [9, 0, 0], HOUSE)[0]
    assert base == engine.effective(hu, "ID", [0, 0, 0], HOUSE)[0]
    assert hard < base


def test_r12_effort_adds_to_first_and_cover_defenders():
    r0 = run(team(pw=12), team(), "HU", Script(29, 0), opts=[0, 0, 0])
    r3 = run(team(pw=12), team(), "HU", Script(29, 0), opts=[3, 0, 0])
    assert r0["diff"] - r3["diff"] == 3
    hu = play("HU")
    att = team(pw=30, sp=14)
    a = run(att, team(), "HU", Script(29, 0), opts=[1, 0, 0])
    b = run(att, team(), "HU", Script(29, 0), opts=[2, 0, 0])
    assert a["lb"] and b["lb"]
    fixed_gap = (
        engine.effective(hu, "ND", [1, 0, 0], HOUSE)[0]
        - engine.effective(hu, "ND", [2, 0, 0], HOUSE)[0]
    )
    assert a["yards"] - b["yards"] == 1 + fixed_gap


def test_r12_offside_lowers_fixed_hardness_lowers_variable_raises_risk():
    ce = play("CE")
    f, v, r = engine.effective(ce, "ND", [0, 9, 0], HOUSE)
    assert f < ce[P_FIXED] and v == ce[P_VAR] and r == ce[P_RISK]
    f, v, r = engine.effective(ce, "ND", [0, 0, 9], HOUSE)
    assert f == ce[P_FIXED] and v < ce[P_VAR] and r > ce[P_RISK]


# --- R13: turnovers --------------------------------------------------------------------------


def test_r13_turnover_chance_counts_a_third_of_handling_with_fractions():
    assert engine.turnover_in_30(3, 0) == 9
    assert engine.turnover_in_30(3, 4) == 5  # 3/10 - 4/30: 1.33 off, not 1
    assert engine.turnover_in_30(3, 5) == 4
    assert engine.turnover_in_30(2, 9) == 0


def test_r13_turnover_roll_against_the_carrier_handling():
    wg = play("WG")
    att = team(ha=4)
    chance = 3 * wg[P_RISK] - 4
    assert chance > 0
    assert run(att, team(), "WG", Script(chance - 1))["to"]
    r = run(att, team(), "WG", Script(chance, 0))
    assert not r["to"]


# --- R14, R15: kicks -------------------------------------------------------------------------


def test_r14_the_seeds_example_24_chances_against_16():
    half = [7, "SH", 4, 11, 9, 10, 5, 10, "H"]
    opp = [7, "SH", 6, 10, 0, 10, 5, 10, "O"]
    a, d = engine.kick_chances(half, half, opp, "ND", NONE)
    assert (a, d) == (24, 16)
    assert a * 100 // (a + d) == 60


def test_r14_chasers():
    att = team(s7={"ki": 15}, s5={"sp": 15}, s13={"sp": 16, "ha": 16}, s2={"sp": 14})
    k = engine.open_kicker(att)
    assert k[0] == 7
    assert engine.chaser(att, "GK", k)[0] == 7  # grubber: the kicker chases
    assert engine.chaser(att, "BK", k)[0] == 13  # bomb: best speed + handling
    assert engine.chaser(att, "CK", k)[0] == 5  # cross kick: the best winger


def test_r14_kick_yards_are_fixed_plus_a_random_share_of_variable():
    gk = play("GK")
    for share in (0, gk[P_VAR]):
        r = engine.kick(team(), team(), gk, "ND", NONE, Script(share, 0))
        assert r["yards"] == gk[P_FIXED] + share


def test_r15_offside_and_deep_defence_on_kicks():
    half = team()["players"][6]
    a0, d0 = engine.kick_chances(half, half, half, "ND", [0, 0, 0])
    a1, d1 = engine.kick_chances(half, half, half, "ND", [4, 2, 0])
    assert (a1 - a0, d1 - d0) == (6, 0)
    a2, d2 = engine.kick_chances(half, half, half, "DD", [4, 0, 0])
    assert (a2 - a0, d2 - d0) == (0, 12)
    gk = play("GK")
    r = engine.kick(team(), team(), gk, "DD", [4, 0, 0], Script(0, 0))
    assert r["yards"] == gk[P_FIXED] - 5


# --- R16, R17: kickers and goals -------------------------------------------------------------


def test_r16_place_and_open_field_kickers():
    att = team(ki=3, s1={"ki": 18}, s6={"ki": 12}, s13={"ki": 14}, s7={"ki": 11})
    assert engine.place_kicker(att)[0] == 1
    assert engine.open_kicker(att)[0] == 13  # halfbacks and loose forward only


@pytest.mark.parametrize("kicking,out,chance", [(12, 4, 12), (12, 5, 11), (12, 24, 8), (3, 40, 0)])
def test_r17_drop_and_penalty_goals_lose_one_per_five_yards(kicking, out, chance):
    assert engine.goal_chance(kicking, out) == chance


def test_r17_kick_at_goal_is_chance_in_twenty():
    assert engine.kick_at_goal(11, Script(10))
    assert not engine.kick_at_goal(11, Script(11))


# --- R18: key players ------------------------------------------------------------------------


def test_r18_keys_add_two_to_carrier_and_first_defender_only():
    plain = run(team(pw=12), team(), "HU", Script(29, 0))["diff"]
    assert run(team(pw=12), team(), "HU", Script(29, 0), keys=([8], []))["diff"] == plain + 2
    assert run(team(pw=12), team(), "HU", Script(29, 0), keys=([], [8]))["diff"] == plain - 2
    assert run(team(pw=12), team(), "HU", Script(29, 0), keys=([10], [10]))["diff"] == plain
    # Not as cover: a key on the cover changes nothing in a line break.
    att = team(pw=30, sp=14)
    a = run(att, team(), "HU", Script(29, 0))
    b = run(att, team(), "HU", Script(29, 0), keys=([], [a["cover"]]))
    assert a["yards"] == b["yards"]


def test_skill_indices_match_the_roster_order():
    p = team(sp=1, ha=2, ki=3, ta=4, pw=5, ev=6)["players"][0]
    assert (p[SP], p[HA], p[KI], p[TA], p[PW]) == (1, 2, 3, 4, 5)


def test_r15_deep_defence_never_turns_a_kick_backwards():
    gk = play("GK")
    r = engine.kick(team(), team(), gk, "DD", [9, 0, 0], Script(0, 0))
    assert r["yards"] == 0
