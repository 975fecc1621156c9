"""One play (rules M1-M5, Y1-Y6, S1-S4, H1) pinned with scripted dice: every comparison of
play.py at its boundary, every die's colour and purpose."""

import pytest
from kits.pin import Dice, house

from games.cfs.rules import play

CHART = [
    {"name": "P1", "yards": 5, "auto_first": False},
    {"name": "P2", "yards": -5, "auto_first": False},
    {"name": "P3", "yards": -10, "auto_first": False},
    {"name": "P4", "yards": 15, "auto_first": True},
    {"name": "P5", "yards": 12, "auto_first": True},
    {"name": "P6", "yards": -15, "auto_first": False},
]
HOUSE = house(penalty_chart=CHART)


def sheet(red_run=1, red_pass=1, yellow=0):
    defs = {}
    for d in ("base_run", "base_pass", "zone"):
        defs[d] = {"red_run": red_run, "red_pass": red_pass, "yellow": yellow}
    return {"defenses": defs}


def a_play(kind="run", green=1, break_away=0, yellow=0, bonus20=False, green_vs=None):
    p = {
        "name": "X",
        "kind": kind,
        "green": green,
        "break_away": break_away,
        "yellow": yellow,
        "bonus20": bonus20,
    }
    if green_vs:
        p["green_vs"] = green_vs
    return p


def resolve(p, faces, defense=None, defense_id="base_run"):
    d = Dice(faces)
    r = play.resolve_play({}, defense or sheet(), p, defense_id, d, HOUSE)
    assert d.done(), "dice left over: %s" % faces[d.used :]
    return r


def test_m2_m3_a_tie_goes_to_the_offense():
    r = resolve(a_play(), [4, 4, 3, 6])  # green 4, red 4: offense; yards 3, orange 6
    assert (r["outcome"], r["yards"], r["matchup"], r["by"]) == ("gain", 3, [4, 4], None)
    assert r["rolls"] == [
        ["G", 4, "matchup"],
        ["R", 4, "matchup"],
        ["G", 3, "yards"],
        ["O", 6, "break"],
    ]
    assert r["penalty"] is None and r["return_td"] is False
    r = resolve(a_play(), [3, 4])  # green 3, red 4: stopped
    assert (r["outcome"], r["yards"], r["matchup"]) == ("stopped", 0, [3, 4])


def test_m1_green_dice_against_the_defense_called_and_red_for_the_plays_kind():
    p = a_play(kind="pass", green=1, green_vs={"zone": 2})
    r = resolve(p, [2, 2, 1, 1, 1, 2, 6], sheet(red_run=3, red_pass=2), "zone")
    assert r["matchup"] == [4, 2] and r["yards"] == 3
    r = resolve(a_play(kind="run"), [6, 1, 1, 1, 2, 6], sheet(red_run=3, red_pass=2))
    assert r["matchup"] == [6, 3] and r["yards"] == 2


def test_y5_the_break_away_example():
    # B = 3: green 5, orange 3 (<= 3) -> break-away; green 5, orange 4 (> 2) -> ends: 10.
    r = resolve(a_play(break_away=3), [6, 1, 5, 3, 5, 4])
    assert r["yards"] == 10
    assert [x[2] for x in r["rolls"]] == ["matchup", "matchup", "yards", "break", "break", "break"]
    assert [x[0] for x in r["rolls"]] == ["G", "R", "G", "O", "G", "O"]


def test_y4_the_threshold_drops_by_one_but_never_below_one():
    # B = 3: oranges 3, 2, 1, 1 keep rolling (thresholds 3, 2, 1, 1); 2 > 1 ends.
    faces = [6, 1, 1, 3, 1, 2, 1, 1, 1, 1, 1, 2]
    assert resolve(a_play(break_away=3), faces)["yards"] == 5
    # B = 2: orange 2 (<= 2) rolls again; then 2 > 1 ends.
    assert resolve(a_play(break_away=2), [6, 1, 4, 2, 4, 2])["yards"] == 8
    # An orange equal to the threshold continues; one above it stops.
    assert resolve(a_play(break_away=1), [6, 1, 4, 2])["yards"] == 4
    assert resolve(a_play(break_away=0), [6, 1, 4, 1])["yards"] == 4


def test_y6_plus_twenty_on_a_positive_result_only():
    assert resolve(a_play(bonus20=True), [6, 1, 1, 6])["yards"] == 21
    r = resolve(a_play(bonus20=False), [6, 1, 1, 6])
    assert r["yards"] == 1


def test_m4_offense_yellow_at_its_number_goes_to_the_chart():
    p = a_play(yellow=2)
    r = resolve(p, [1, 6, 2, 4])  # yellow 2 <= 2: chart 4, stopped (S3), final
    assert (r["outcome"], r["by"]) == ("stopped", "offense")
    assert r["rolls"][2] == ["Y", 2, "special"] and r["rolls"][3] == ["Y", 4, "chart"]
    r = resolve(p, [6, 1, 3, 2, 6])  # yellow 3 > 2: no chart; gain 2
    assert (r["outcome"], r["yards"], r["by"]) == ("gain", 2, None)


def test_m4_no_impact_on_the_chart_lets_the_matchup_stand():
    # Yellow 1 -> chart 2 (S2), turnover die 5: no impact; green 5 >= red 2: gain.
    r = resolve(a_play(yellow=1), [5, 2, 1, 2, 5, 3, 6])
    assert (r["outcome"], r["yards"], r["by"]) == ("gain", 3, None)
    # Same with the matchup lost: stopped, and the defense (no yellow) rolls nothing more.
    r = resolve(a_play(yellow=1), [2, 5, 1, 3, 4])
    assert (r["outcome"], r["by"]) == ("stopped", None)


def test_s1_a_penalty_reads_the_house_chart():
    for face in range(1, 7):
        r = resolve(a_play(yellow=1), [6, 1, 1, 1, face])
        assert r["outcome"] == "penalty" and r["penalty"] == CHART[face - 1]
        assert r["yards"] == CHART[face - 1]["yards"]
        assert r["rolls"][-1] == ["Y", face, "penalty"]


def test_s2_a_six_is_a_turnover_and_double_ones_a_return_touchdown():
    for chart in (2, 3):
        r = resolve(a_play(yellow=1), [6, 1, 1, chart, 6, 1, 1])
        assert (r["outcome"], r["return_td"], r["yards"]) == ("turnover", True, 0)
        # S2: "roll again" is the yellow die again; the two return dice are any colour (W).
        assert r["rolls"][3:] == [
            ["Y", chart, "chart"],
            ["Y", 6, "turnover"],
            ["W", 1, "return"],
            ["W", 1, "return"],
        ]
        r = resolve(a_play(yellow=1), [6, 1, 1, chart, 6, 1, 2])
        assert (r["outcome"], r["return_td"]) == ("turnover", False)
        r = resolve(a_play(yellow=1), [6, 1, 1, chart, 6, 2, 1])
        assert r["return_td"] is False


def test_s4_sack_on_a_pass_loss_on_a_run():
    for chart in (5, 6):
        r = resolve(a_play(kind="pass", yellow=1), [6, 1, 1, chart, 4])
        assert (r["outcome"], r["yards"]) == ("sack", -4)
        assert r["rolls"][-1] == ["Y", 4, "loss"]
        r = resolve(a_play(kind="run", yellow=1), [6, 1, 1, chart, 3])
        assert (r["outcome"], r["yards"]) == ("loss", -3)


def test_m5_the_defense_yellow_only_after_the_defense_wins():
    d = sheet(yellow=2)
    r = resolve(a_play(), [1, 2, 2, 4], d)  # stopped; defense yellow 2 <= 2: chart 4
    assert (r["outcome"], r["by"]) == ("stopped", "defense")
    assert r["rolls"][2] == ["Y", 2, "special"]
    r = resolve(a_play(), [1, 2, 3], d)  # yellow 3 > 2: stopped, not by the chart
    assert (r["outcome"], r["by"]) == ("stopped", None)
    r = resolve(a_play(kind="pass"), [1, 2, 1, 5, 2], d)
    assert (r["outcome"], r["yards"], r["by"]) == ("sack", -2, "defense")
    # Chart says no impact: the stop stands, not credited to the chart.
    r = resolve(a_play(), [1, 2, 1, 2, 3], d)
    assert (r["outcome"], r["by"]) == ("stopped", None)
    # The offense won: the defense's yellow is never rolled.
    r = resolve(a_play(), [2, 2, 1, 6], d)
    assert r["outcome"] == "gain" and len(r["rolls"]) == 4


def test_special_play_alone():
    d = Dice([4])
    assert play.special_play("run", d, [], HOUSE) == {"outcome": "stopped", "yards": 0}
    assert play.special_play("run", Dice([2, 5]), [], HOUSE) is None
    with pytest.raises(AssertionError):  # no die beyond what the chart reads
        play.special_play("run", Dice([]), [], HOUSE)
