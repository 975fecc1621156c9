# Play resolution (rules C, M, Y, S, H1) with scripted dice: the source's worked examples
# of pages 7-10 and every branch of the Special-Play chart.
from games.cfs.rules import calls
from games.cfs.rules.house import house_rules
from games.cfs.rules.play import resolve_play

OTTERS = load_team("cascade_otters")  # noqa: F821 - kit: the Oregon values of T6
RAMS = load_team("granite_rams")  # noqa: F821 - kit: the Ohio State values of T6
HOUSE = house_rules()


def _play(sheet, name):
    return sheet["plays"][sheet["play_index"][name]]


def _run(play_name, defense_id, faces, offense=OTTERS, defense=RAMS):
    dice = FixedDice(faces)  # noqa: F821
    res = resolve_play(offense, defense, _play(offense, play_name), defense_id, dice, HOUSE)
    assert dice.done(), "unused scripted dice: %d of %d" % (dice.used, len(dice.faces))
    return res


def scenario_cfs_c1_c2_c3_worked_example_call_and_check_off():
    """Pages 6-8: Ohio State calls Base Pass, Oregon Screen Pass, check-off into Zone."""
    om = calls.new_marks(OTTERS)
    dm = calls.new_marks(RAMS)
    call = {"defense": "base_pass", "offense": "Screen Pass", "checkoff": "zone", "audible": None}
    index, defense_id = calls.check_call(OTTERS, om, RAMS, dm, call)
    assert defense_id == "zone" and OTTERS["plays"][index]["name"] == "Screen Pass"
    calls.mark(OTTERS, om, dm, index, defense_id)
    # C3: Zone can now be used four more times; bases are never marked.
    assert RAMS["defenses"]["zone"]["uses"] - dm["packages"]["zone"] == 4
    assert "base_pass" not in dm["packages"]
    # C5: one of the four Screen Passes is used, and one pass of the T2 total.
    assert om["plays"][index] == 1 and om["pass"] == 1 and om["run"] == 0


def scenario_cfs_c2_check_off_only_under_the_base_called():
    om = calls.new_marks(OTTERS)
    dm = calls.new_marks(RAMS)
    for pkg in ("4-4", "inside_blitz", "goal_line"):
        try:
            calls.check_call(
                OTTERS, om, RAMS, dm, {"defense": "base_pass", "offense": "Slant", "checkoff": pkg}
            )
            raise AssertionError("check-off into %s under base_pass was allowed" % pkg)
        except calls.IllegalCall:
            pass
    assert calls.checkoff_options(RAMS, dm, "base_run") == ["4-4", "inside_blitz", "goal_line"]
    assert calls.checkoff_options(RAMS, dm, "base_pass") == [
        "outside_blitz",
        "zone",
        "man_to_man",
        "prevent",
    ]


def scenario_cfs_c1_audible_only_after_a_check_off():
    om = calls.new_marks(OTTERS)
    dm = calls.new_marks(RAMS)
    try:
        calls.check_call(
            OTTERS,
            om,
            RAMS,
            dm,
            {"defense": "base_run", "offense": "Slant", "checkoff": None, "audible": "Dive"},
        )
        raise AssertionError("audible without a check-off was allowed")
    except calls.IllegalCall:
        pass
    i, d = calls.check_call(
        OTTERS,
        om,
        RAMS,
        dm,
        {"defense": "base_run", "offense": "Slant", "checkoff": "4-4", "audible": "Dive"},
    )
    assert OTTERS["plays"][i]["name"] == "Dive" and d == "4-4"
    try:
        calls.check_call(OTTERS, om, RAMS, dm, {"defense": None, "offense": "Slant"})
        raise AssertionError("a call with no base defense was allowed")
    except calls.IllegalCall:
        pass


def scenario_cfs_c4_spent_plays_packages_and_totals_cannot_be_called():
    om = calls.new_marks(OTTERS)
    dm = calls.new_marks(RAMS)
    screen = OTTERS["play_index"]["Screen Pass"]
    for _ in range(OTTERS["plays"][screen]["uses"]):
        calls.mark(OTTERS, om, dm, screen, "zone")
    assert not calls.play_available(OTTERS, om, screen)
    assert "zone" in calls.checkoff_options(RAMS, dm, "base_pass")
    dm["packages"]["zone"] = RAMS["defenses"]["zone"]["uses"]
    assert "zone" not in calls.checkoff_options(RAMS, dm, "base_pass")
    for bad in (
        {"defense": "base_pass", "offense": "Screen Pass"},
        {"defense": "base_pass", "offense": "Slant", "checkoff": "zone"},
    ):
        try:
            calls.check_call(OTTERS, om, RAMS, dm, bad)
            raise AssertionError("spent call allowed: %s" % bad)
        except calls.IllegalCall:
            pass
    # T2: once the pass total is spent no pass may be called, whatever its squares say.
    om["pass"] = OTTERS["totals"]["pass"]
    left = [OTTERS["plays"][i]["kind"] for i in calls.available_plays(OTTERS, om)]
    assert left and all(k == "run" for k in left)


def scenario_cfs_m3_y5_worked_example_screen_pass_vs_zone():
    """Page 9: red 8 = green 8, offense wins; 5 yards, orange 3 (<= 3) breaks away; 5 more,
    orange 4 (> 2) ends it: a gain of 10."""
    res = _run("Screen Pass", "zone", [4, 4, 5, 3, 2, 3, 3, 1, 4, 4])
    assert res["matchup"] == [8, 8]
    assert res["outcome"] == "gain" and res["yards"] == 10
    # M1: 2 green and 2 red in the matchup; no yellow (Zone's waits for a defensive win).
    assert [r[0] for r in res["rolls"] if r[2] == "matchup"] == ["G", "G", "R", "R"]
    assert not [r for r in res["rolls"] if r[0] == "Y"]


def scenario_cfs_m1_base_pass_is_one_red_die_against_two_green():
    res = _run("Screen Pass", "base_pass", [1, 1, 6])
    assert faces(res["rolls"], "R") == [6] and res["matchup"] == [2, 6]  # noqa: F821
    assert res["outcome"] == "stopped"  # base_pass has no yellow: nothing more rolled


def scenario_cfs_m5_defense_yellow_only_when_it_wins():
    # Zone (yellow 1) wins: its yellow is rolled; 2 > 1, no special play.
    res = _run("Screen Pass", "zone", [1, 1, 6, 6, 2])
    assert res["outcome"] == "stopped" and res["yards"] == 0
    assert faces(res["rolls"], "Y", "special") == [2]  # noqa: F821
    # Zone loses: no yellow at all.
    res = _run("Screen Pass", "zone", [6, 6, 1, 1, 3, 3, 6])
    assert res["outcome"] == "gain" and not faces(res["rolls"], "Y")  # noqa: F821


def scenario_cfs_m5_s4_defense_yellow_sack():
    # Zone wins 12-2, yellow 1 (<= 1) -> chart 5: sack, lose 4.
    res = _run("Screen Pass", "zone", [1, 1, 6, 6, 1, 5, 4])
    assert res["outcome"] == "sack" and res["yards"] == -4 and res["by"] == "defense"


def scenario_cfs_s4_loss_on_a_run():
    res = _run("Dive", "zone", [1, 6, 1, 6, 3], defense=RAMS)  # Dive vs zone: 2 green
    assert res["outcome"] == "loss" and res["yards"] == -3


def scenario_cfs_m4_offense_yellow_no_impact_matchup_stands():
    """Page 10: Bootleg rolls its yellow with the matchup; chart 2, turnover roll not 6:
    no impact, the matchup stands (here the offense wins and gains)."""
    res = _run("Bootleg", "base_pass", [5, 2, 1, 2, 3, 4, 6])
    assert res["matchup"] == [5, 2] and res["by"] is None
    assert res["outcome"] == "gain" and res["yards"] == 4
    assert [r[0] for r in res["rolls"]][:3] == ["G", "R", "Y"]


def scenario_cfs_m4_s3_offense_yellow_result_is_final():
    # Bootleg wins the matchup 6-1 but its yellow (1) sends play to chart 4 (S3): stopped.
    res = _run("Bootleg", "base_pass", [6, 1, 1, 4])
    assert res["outcome"] == "stopped" and res["by"] == "offense" and res["yards"] == 0


def scenario_cfs_m2_higher_sum_wins():
    res = _run("Slant", "base_pass", [3, 3, 2, 2, 2, 6])  # slant 2 green vs base_pass 1 red
    assert res["matchup"] == [6, 2] and res["outcome"] == "gain" and res["yards"] == 4
    res = _run("Slant", "man_to_man", [1, 2, 1, 1, 2])  # man to man: 3 red vs a pass
    assert res["matchup"] == [3, 4] and res["outcome"] == "stopped"


def scenario_cfs_s1_h1_penalty_from_the_chart():
    res = _run("Bootleg", "base_pass", [6, 1, 1, 1, 4])
    pen = HOUSE["penalty_chart"][3]
    assert res["outcome"] == "penalty" and res["penalty"] == pen and res["yards"] == pen["yards"]


def scenario_cfs_s2_turnover_and_return_touchdown():
    res = _run("Bootleg", "base_pass", [6, 1, 1, 3, 6, 2, 1])
    assert res["outcome"] == "turnover" and not res["return_td"]
    res = _run("Bootleg", "base_pass", [6, 1, 1, 2, 6, 1, 1])
    assert res["outcome"] == "turnover" and res["return_td"]


def scenario_cfs_y1_y2_y3_y4_break_away_chain_threshold_never_below_one():
    # Stop & Go: 1 green, break-away 3, +20, yellow 1. Yellow 6: no special play.
    # Yards 2, orange 3 (<=3); +4, orange 2 (<=2); +5, orange 1 (<=1); +6, orange 1 (<=1,
    # the threshold stays at 1); +1, orange 2 (>1) ends. 2+4+5+6+1 = 18, +20 = 38.
    res = _run("Stop & Go", "base_pass", [4, 1, 6, 2, 3, 4, 2, 5, 1, 6, 1, 1, 2])
    assert res["outcome"] == "gain" and res["yards"] == 38
    assert faces(res["rolls"], "O") == [3, 2, 1, 1, 2]  # noqa: F821


def scenario_cfs_y6_bonus_only_on_plays_that_carry_it():
    plain = _run("Slant", "base_pass", [3, 3, 2, 2, 2, 6])
    assert plain["yards"] == 4
    bonus = _run("Post (In)", "base_pass", [3, 2, 5, 6])
    assert bonus["yards"] == 25


def scenario_cfs_t1_green_dice_differ_by_defense():
    # Screen Pass against Inside Blitz uses its override of 3 green dice.
    res = _run("Screen Pass", "inside_blitz", [1, 1, 1, 6, 6, 3])
    assert faces(res["rolls"], "G", "matchup") == [1, 1, 1]  # noqa: F821
    assert res["outcome"] == "stopped"  # inside blitz yellow 1: rolled 3, no special
