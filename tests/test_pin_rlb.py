"""Tests that pin rlb rules the mutation run (issue 18) found unheld: each kills mutants that
survived `make mutate`, its expected values reasoned from the rules (ids cited)."""

import json

import pytest
from test_rlb_engine import Script, team

from games.rlb import match, views
from games.rlb.tables import HOUSE
from sideline.dice import seed_state


def new(settings=None, house=None, **skills):
    return match.new_game(
        team(abbr="HOM", **skills), team(abbr="AWY", **skills), seed_state(5), settings, house
    )


def why(G, a):
    """The refusal's message, and that apply raises it and leaves G as it was."""
    msg = match.problem(G, a)
    before = json.dumps(G)
    with pytest.raises(ValueError) as e:
        match.apply(G, a, Script())
    assert str(e.value) == msg and json.dumps(G) == before
    return msg


# --- match.problem: each refusal's one-line reason, and the ends of each range ------------


def test_refusals_name_the_problem_exactly():
    G = new()
    assert why(G, "play") == "an action is an object"
    assert why(G, {"a": "nope"}) == "unknown action 'nope'"
    assert why(G, {"a": "play", "play": "XX"}) == "unknown attacking play 'XX'"
    assert why(G, {"a": "defence", "play": "ZZ"}) == "unknown defence play 'ZZ'"
    assert why(G, {"a": "defence"}) == "unknown defence play None"
    for code in ("GK", "BK", "CK", "DK"):  # R14, R17: kicks on the sixth tackle only
        assert why(G, {"a": "play", "play": code}) == "%s only on the sixth tackle" % code
    for t in (2, -1, None, "0"):
        assert why(G, {"a": "keys", "team": t, "shirts": [1, 2]}) == (
            "team must be 0 (home) or 1 (away)"
        )
        assert why(G, {"a": "opts", "team": t, "effort": 0, "offside": 0, "hardness": 0}) == (
            "team must be 0 (home) or 1 (away)"
        )
        assert why(G, {"a": "pen", "team": t, "good": True}) == "team must be 0 (home) or 1 (away)"
    two = "keys are two different shirts"
    for shirts in ([3, 3], [3], [1, 2, 3], (1, 2), None):
        assert why(G, {"a": "keys", "team": 0, "shirts": shirts}) == two
    for shirts in ([0, 5], [5, 0], [14, 5], [5, 14], [True, 5], [5, 2.0]):
        assert why(G, {"a": "keys", "team": 0, "shirts": shirts}) == "key shirts are 1-13"
    assert match.problem(G, {"a": "keys", "team": 1, "shirts": [1, 13]}) is None  # R18
    G["tackle"] = 1
    assert why(G, {"a": "kick", "yards": 10, "kept": False}) == "kicks only on the sixth tackle"
    for y in (100, -100, None, True, 2.5):
        assert why(G, {"a": "gain", "yards": y}) == "yards must be a whole number"
        assert why(G, {"a": "kick", "yards": y}) == "yards must be a whole number"
    assert match.problem(G, {"a": "gain", "yards": -99}) is None
    G["out"] = 99
    assert match.problem(G, {"a": "gain", "yards": 98}) is None
    assert why(G, {"a": "gain", "yards": 99}) == "that reaches the line: enter TRY"


@pytest.mark.parametrize("name", ["effort", "offside", "hardness"])
def test_r12_options_are_0_to_9_each_named(name):
    G = new()
    good = {"a": "opts", "team": 1, "effort": 0, "offside": 0, "hardness": 0}
    for v in (-1, 10, True, None):
        assert why(G, dict(good, **{name: v})) == "%s must be 0-9" % name
    for v in (0, 9):
        assert match.problem(G, dict(good, **{name: v})) is None
    match.apply(G, dict(good, **{name: 9}), Script())
    want = [9 if n == name else 0 for n in ("effort", "offside", "hardness")]
    assert G["opts"] == [[0, 0, 0], want]


def test_r18_keys_and_options_only_before_the_first_tackle():
    G = new()
    match.apply(G, {"a": "keys", "team": 1, "shirts": [13, 1]}, Script())
    assert G["keys"] == [[], [13, 1]]
    match.apply(G, {"a": "defence", "play": "ID"}, Script())  # not a tackle
    assert not G["started"]
    assert match.problem(G, {"a": "keys", "team": 0, "shirts": [1, 2]}) is None
    match.apply(G, {"a": "gain", "yards": 1}, Script())
    assert G["started"]
    assert why(G, {"a": "keys", "team": 0, "shirts": [1, 2]}) == (
        "keys are set before the first tackle"
    )
    assert why(G, {"a": "opts", "team": 0, "effort": 1, "offside": 1, "hardness": 1}) == (
        "opts are set before the first tackle"
    )
    G["over"] = True
    assert why(G, {"a": "gain", "yards": 1}) == "the game is over"


def test_a_gain_or_kept_kick_to_exactly_the_line_is_a_try_not_a_gain():
    G = new()
    G["tackle"] = 6
    G["out"] = 30
    assert why(G, {"a": "gain", "yards": 30}) == "that reaches the line: enter TRY"
    assert match.problem(G, {"a": "gain", "yards": 29}) is None
    assert why(G, {"a": "kick", "yards": 30, "kept": True}) == "that reaches the line: enter TRY"
    assert match.problem(G, {"a": "kick", "yards": 29, "kept": True}) is None
    # A lost kick may go over the line: the other side has it.
    assert match.problem(G, {"a": "kick", "yards": 30, "kept": False}) is None
    for code in ("GK", "BK", "CK", "DK", "HU"):
        assert match.problem(G, {"a": "play", "play": code}) is None


# --- views: the displays, the menus and the text line, exactly as README.md promises ---------


def test_displays_every_role_and_the_ball_s_decimal_point():
    G = new()
    G["teams"][1]["abbr"] = "ABCD"
    assert views.displays(G) == {
        "clock": "P1",
        "home": "0.",
        "away": "0",
        "down": "T1",
        "ball_on": "80",
        "dice": "ND",
        "text": "HOM BALL",
    }
    match.apply(G, {"a": "defence", "play": "GL"}, Script())  # home's defence, for later
    match.apply(G, {"a": "turnover"}, Script())  # away's ball, 80 out, home defending
    match.apply(G, {"a": "defence", "play": "ID"}, Script())
    G["score"] = [12, 7]
    G["tackle"] = 4
    assert views.displays(G) == {
        "clock": "P1",
        "home": "12",
        "away": "7.",
        "down": "T4",
        "ball_on": "80",
        "dice": "ID",
        "text": "ABCD BAL",
    }
    G["over"] = True
    d = views.displays(G)
    assert (d["home"], d["away"], d["text"]) == ("12", "7", "FINAL")


def test_manual_menu_entries_and_their_actions():
    G = new()
    G["att"] = 1
    base = [
        ("GAIN", {"a": "gain", "yards": None}),
        ("TURNOVER", {"a": "turnover"}),
        ("TRY CONV", {"a": "try", "conv": True}),
        ("TRY MISS", {"a": "try", "conv": False}),
    ]
    pens = [
        ("PEN OK", {"a": "pen", "team": 1, "good": True}),
        ("PEN NO", {"a": "pen", "team": 1, "good": False}),
    ]
    assert views.manual_menu(G) == base + pens
    G["tackle"] = 6
    assert (
        views.manual_menu(G)
        == base
        + [
            ("DROP OK", {"a": "drop", "good": True}),
            ("DROP NO", {"a": "drop", "good": False}),
            ("KICK KPT", {"a": "kick", "yards": None, "kept": True}),
            ("KICK LST", {"a": "kick", "yards": None, "kept": False}),
        ]
        + pens
    )


def test_attack_defence_and_option_menus():
    G = new()
    runs = ["HIT UP", "DUMMY HF", "LOOSE FW", "SCRUM HF", "STAND OF", "CENTRE", "WING", "FULLBACK"]
    codes = ["HU", "DH", "LF", "SH", "SO", "CE", "WG", "FB"]
    want = [(label, {"a": "play", "play": c}) for label, c in zip(runs, codes, strict=True)]
    for tackle in range(1, 6):
        G["tackle"] = tackle
        assert views.attack_menu(G) == want
    G["tackle"] = 6
    kicks = [("GRUBBER", "GK"), ("BOMB", "BK"), ("CROSS KK", "CK"), ("DROP GL", "DK")]
    assert views.attack_menu(G) == want + [(lb, {"a": "play", "play": c}) for lb, c in kicks]
    labels = "NORMAL INSIDE OPEN WIDE PRESS SWARM HEAVY TIGHT LOOSE GOAL_LN DEEP".split()
    dcodes = "ND ID OD WD PD SD HD TD LD GL DD".split()
    assert views.defence_menu(G) == [
        (lb.replace("_", " "), {"a": "defence", "play": c})
        for lb, c in zip(labels, dcodes, strict=True)
    ]
    assert views.option_menu(1, "hardness") == [("HAR %d" % v, (1, 2, v)) for v in range(10)]
    assert views.option_menu(0, "effort")[9] == ("EFF 9", (0, 0, 9))
    assert views.option_menu(0, "offside")[0] == ("OFF 0", (0, 1, 0))


@pytest.mark.parametrize(
    "event,line",
    [
        ({"e": "run", "to": False, "lb": False, "carrier": 13, "yards": -4}, "13 -4"),
        ({"e": "run", "to": False, "lb": False, "carrier": 2, "yards": 0}, "2 +0"),
        ({"e": "run", "to": True, "lb": True, "carrier": 2, "yards": 0}, "TURNOVER"),
        ({"e": "run", "to": False, "lb": True, "carrier": 13, "yards": -58}, "BRK13-58"),
        ({"e": "gain", "yards": 12}, "GAIN 12"),
        ({"e": "gain", "yards": -99}, "GAIN -99"),
        ({"e": "turnover"}, "TURNOVER"),
        ({"e": "kick", "kept": False}, "KICK NO"),
        ({"e": "kick", "kept": True}, "KICK OK"),
        ({"e": "try", "scorer": 11}, "TRY 11"),
        ({"e": "try", "scorer": 0}, "TRY"),  # entered by hand: no scorer
        ({"e": "conv", "good": True}, "CONV OK"),
        ({"e": "drop", "good": True}, "DROP OK"),
        ({"e": "drop", "good": False}, "DROP NO"),
        ({"e": "pen", "good": True}, "PEN OK"),
        ({"e": "pen", "good": False}, "PEN NO"),
        ({"e": "defence", "play": "GL"}, "DEF GL"),
        ({"e": "over"}, "CHANGE"),
        ({"e": "extra"}, "EXTRA P7"),
        ({"e": "award"}, "AWARD DG"),
        ({"e": "end"}, "FINAL"),
        ({"e": "something new"}, "SOMETHIN"),
    ],
)
def test_text_line_of_every_event(event, line):
    assert views.text(event) == line


# --- match: each manual entry's events and moves (README "Manual", R1, R2) ------------------


def test_r1_r2_manual_entries_events_exactly():
    G = new(s9={"ki": 14})  # shirt 9 the best kicker: the place kicker [5.14]
    assert match.apply(G, {"a": "gain", "yards": 7}, Script()) == [
        {"e": "gain", "team": 0, "tackle": 1, "out": 80, "yards": 7}
    ]
    assert (G["out"], G["tackle"], G["started"]) == (73, 2, True)
    assert match.apply(G, {"a": "turnover"}, Script()) == [
        {"e": "turnover", "team": 0, "tackle": 2, "out": 73},
        {"e": "over", "team": 0, "poss": 1},
    ]
    assert (G["att"], G["poss"], G["out"], G["tackle"]) == (1, [1, 1], 80, 1)
    # Away's try, converted: 4 + 2, the place kicker's chance his kicking in 20 [5.16].
    assert match.apply(G, {"a": "try", "conv": True}, Script()) == [
        {"e": "try", "team": 1, "scorer": 0},
        {"e": "conv", "team": 1, "kicker": 9, "chance": 14, "good": True},
        {"e": "over", "team": 1, "poss": 1},
    ]
    assert G["score"] == [0, 6] and (G["att"], G["poss"], G["out"]) == (0, [2, 1], 60)
    ev = match.apply(G, {"a": "try", "conv": False}, Script())
    assert ev[1] == {"e": "conv", "team": 0, "kicker": 9, "chance": 14, "good": False}
    assert G["score"] == [4, 6] and (G["att"], G["poss"], G["out"]) == (1, [2, 2], 60)
    # A penalty goal for the side without the ball: its points, nothing else moves (R2).
    G["tackle"] = 3
    assert match.apply(G, {"a": "pen", "team": 0, "good": True}, Script()) == [
        {"e": "pen", "team": 0, "good": True}
    ]
    assert G["score"] == [6, 6] and (G["att"], G["tackle"], G["out"]) == (1, 3, 60)
    assert match.apply(G, {"a": "pen", "team": 1, "good": False}, Script()) == [
        {"e": "pen", "team": 1, "good": False}
    ]
    assert G["score"] == [6, 6]
    G["tackle"] = 6
    assert match.apply(G, {"a": "drop", "good": True}, Script()) == [
        {"e": "drop", "team": 1, "tackle": 6, "out": 60, "good": True},
        {"e": "over", "team": 1, "poss": 2},
    ]
    assert G["score"] == [6, 7] and (G["att"], G["poss"], G["out"]) == (0, [3, 2], 40)
    G["tackle"] = 6
    ev = match.apply(G, {"a": "drop", "good": False}, Script())
    assert ev[0] == {"e": "drop", "team": 0, "tackle": 6, "out": 40, "good": False}
    assert G["score"] == [6, 7] and G["att"] == 1


def test_r14_manual_kicks_kept_start_a_new_set_lost_ones_hand_over():
    G = new()
    G["opts"][1] = [0, 9, 9]  # a penalty would be likely: none is rolled for entries
    G["tackle"] = 6
    G["broke"] = True
    assert match.apply(G, {"a": "kick", "yards": 30, "kept": True}, Script()) == [
        {"e": "kick", "team": 0, "tackle": 6, "out": 80, "yards": 30, "kept": True}
    ]
    assert (G["att"], G["tackle"], G["out"], G["broke"]) == (0, 1, 50, False)
    G["tackle"] = 6
    assert match.apply(G, {"a": "kick", "yards": 55, "kept": False}, Script()) == [
        {"e": "kick", "team": 0, "tackle": 6, "out": 50, "yards": 55, "kept": False},
        {"e": "over", "team": 0, "poss": 1},
    ]
    assert (G["att"], G["tackle"], G["out"]) == (1, 1, 80)
    # The sixth gain entered by hand hands the ball over, no penalty roll either.
    for _ in range(6):
        ev = match.apply(G, {"a": "gain", "yards": 2}, Script())
    assert ev[-1] == {"e": "over", "team": 1, "poss": 1} and G["att"] == 0


def test_yards_out_never_pass_the_own_line():
    G = new()
    match.apply(G, {"a": "gain", "yards": -19}, Script())
    assert G["out"] == 99
    match.apply(G, {"a": "gain", "yards": -5}, Script())
    assert G["out"] == 99  # no safeties: held at 99 (house own_line)
    G = new(house={"own_line": 90})
    match.apply(G, {"a": "gain", "yards": -10}, Script())
    assert G["out"] == 90
    match.apply(G, {"a": "gain", "yards": -1}, Script())
    assert G["out"] == 90
    match.apply(G, {"a": "gain", "yards": 1}, Script())
    assert G["out"] == 89


def test_unknown_settings_and_house_rules_are_refused_by_name():
    with pytest.raises(ValueError) as e:
        new({"cups": True})
    assert str(e.value) == "unknown setting cups"
    with pytest.raises(ValueError) as e:
        new(None, {"own_lines": 3})
    assert str(e.value) == "unknown setting own_lines"
    G = new({"cup": True}, {"own_line": 90})
    assert G["settings"] == {
        "first_tiebreak": True,
        "cup": True,
        "season_for": [0, 0],
        "season_against": [0, 0],
    }
    assert G["house"] == dict(HOUSE, own_line=90)


def test_r1_the_new_game_record():
    G = new()
    assert {k: v for k, v in G.items() if k not in ("teams", "settings", "house")} == {
        "keys": [[], []],
        "opts": [[0, 0, 0], [0, 0, 0]],
        "dplay": ["ND", "ND"],
        "score": [0, 0],
        "poss": [1, 0],
        "att": 0,
        "tackle": 1,
        "out": 80,
        "broke": False,
        "best": [None, None],
        "started": False,
        "over": False,
        "result": None,
        "dice": list(seed_state(5)),
    }
    assert [t["abbr"] for t in G["teams"]] == ["HOM", "AWY"]


# --- match: adjudicated plays, their events and dice (R6, R13, R14, R17) -------------------


def sixth(G, out):
    G["tackle"] = 6
    G["out"] = out
    G["started"] = True


def test_r17_drop_goal_chance_kicking_less_one_per_five_yards_and_the_penalty_after_a_miss():
    # Shirt 7 (scrum-half) kicks best: open-field and place kicker (R16). 20 out: 15 - 4 = 11.
    G = new(s7={"ki": 15})
    sixth(G, 20)
    drop = {"team": 0, "play": "DK", "tackle": 6, "out": 20, "e": "drop", "kicker": 7}
    assert match.apply(G, {"a": "play", "play": "DK"}, Script(10)) == [
        dict(drop, chance=11, good=True),
        {"e": "over", "team": 0, "poss": 1},
    ]
    assert G["score"] == [1, 0] and G["att"] == 1
    # A miss (11 is not below 11) with no offside or hardness: no penalty roll at all.
    G = new(s7={"ki": 15})
    sixth(G, 20)
    ev = match.apply(G, {"a": "play", "play": "DK"}, Script(11))
    assert ev[0] == dict(drop, chance=11, good=False) and G["score"] == [0, 0]
    # Offside 2 + hardness 1: a penalty in 3 of 20 (roll 2 is one), kicked from 20 out.
    G = new(s7={"ki": 15})
    G["opts"][1] = [0, 2, 1]
    sixth(G, 20)
    dice = Script(11, 2, 10)
    ev = match.apply(G, {"a": "play", "play": "DK"}, dice)
    assert ev[1] == {"e": "pen", "team": 0, "kicker": 7, "chance": 11, "good": True, "out": 20}
    assert G["score"] == [2, 0] and dice.asked == [20, 20, 20]
    G = new(s7={"ki": 15})
    G["opts"][1] = [0, 2, 1]
    sixth(G, 20)
    ev = match.apply(G, {"a": "play", "play": "DK"}, Script(11, 3))  # 3 of 20 missed
    assert [e["e"] for e in ev] == ["drop", "over"]
    # The house's penalty_per_point doubles the chance: 6 in 20.
    G = new(None, {"penalty_per_point": 2}, s7={"ki": 15})
    G["opts"][1] = [0, 2, 1]
    sixth(G, 20)
    ev = match.apply(G, {"a": "play", "play": "DK"}, Script(11, 5, 11))
    assert ev[1]["e"] == "pen" and not ev[1]["good"] and G["score"] == [0, 0]


def test_r14_an_adjudicated_bomb_kept_lost_and_caught_over_the_line():
    # Bomb: 15 + 0..15 yards; chaser the best speed + handling (shirt 2), kicker the best
    # open-field kicker (shirt 6); 15 + 10 + 12 = 37 chances against his opposite's 15 + 10
    # (both teams alike) = 25 (R14).
    def g(out):
        G = new(s2={"sp": 15}, s6={"ki": 12})
        sixth(G, out)
        G["broke"] = True
        return G

    kick = {"team": 0, "play": "BK", "tackle": 6, "e": "kick", "kicker": 6, "chaser": 2, "opp": 2}
    G = g(80)
    dice = Script(5, 36)
    ev = match.apply(G, {"a": "play", "play": "BK"}, dice)
    assert ev == [dict(kick, out=80, yards=20, kept=True)] and dice.asked == [16, 62]
    assert (G["att"], G["tackle"], G["out"], G["broke"]) == (0, 1, 60, False)
    G = g(80)
    ev = match.apply(G, {"a": "play", "play": "BK"}, Script(5, 37))
    assert ev == [dict(kick, out=80, yards=20, kept=False), {"e": "over", "team": 0, "poss": 1}]
    assert (G["att"], G["out"]) == (1, 80)
    # Gathered exactly on the line: the chaser's try and the place kicker's conversion.
    G = g(20)
    ev = match.apply(G, {"a": "play", "play": "BK"}, Script(5, 0, 11))
    assert ev == [
        dict(kick, out=20, yards=20, kept=True),
        {"e": "try", "team": 0, "scorer": 2},
        {"e": "conv", "team": 0, "kicker": 6, "chance": 12, "good": True},
        {"e": "over", "team": 0, "poss": 1},
    ]
    assert G["score"] == [6, 0]
    G = g(21)
    ev = match.apply(G, {"a": "play", "play": "BK"}, Script(5, 0))
    assert len(ev) == 1 and G["out"] == 1 and G["tackle"] == 1


def test_r6_r8_an_adjudicated_run_s_event_and_the_carrier_order():
    G = new()
    run = {"team": 0, "play": "HU", "e": "run", "lb": False, "to": False, "doubled": False}
    # First run: the coin says best first (0); hit-up by the best prop/second row, shirt 8
    # (all alike: the lowest shirt); no turnover (0 in 30); his opposite tackles, 10 - 10.
    dice = Script(0, 29, 1)
    ev = match.apply(G, {"a": "play", "play": "HU"}, dice)
    assert dice.asked == [2, 30, 3]
    assert ev == [
        dict(run, tackle=1, out=80, carrier=8, best=True, yards=6, **{"def": 8}, opt=1, diff=0)
    ]
    assert G["best"] == [False, None] and (G["out"], G["tackle"]) == (74, 2)
    # Second: a random suitable player, index 2 of shirts 8, 10, 11, 12.
    dice = Script(2, 0, 2)
    ev = match.apply(G, {"a": "play", "play": "HU"}, dice)
    assert dice.asked == [4, 30, 3]
    assert ev == [
        dict(run, tackle=2, out=74, carrier=11, best=False, yards=6, **{"def": 11}, opt=2, diff=0)
    ]
    assert G["best"] == [True, None]


def test_r13_a_turnover_ends_the_possession_with_a_penalty_roll_only_on_the_sixth():
    # Handling 0: hit-up's risk 3 gives 9 in 30; roll 8 is a turnover.
    G = new(ha=0)
    G["best"] = [True, True]
    G["opts"] = [[0, 9, 0], [0, 9, 0]]
    G["tackle"] = 5
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(8))
    assert ev == [
        {
            "team": 0,
            "play": "HU",
            "tackle": 5,
            "out": 80,
            "e": "run",
            "carrier": 8,
            "best": True,
            "yards": 0,
            "lb": False,
            "to": True,
            "doubled": False,
        },
        {"e": "over", "team": 0, "poss": 1},
    ]
    assert G["att"] == 1
    G["tackle"] = 6
    dice = Script(8, 9)  # turnover, then the penalty roll: 9 of 9 in 20 misses
    ev = match.apply(G, {"a": "play", "play": "HU"}, dice)
    assert dice.asked == [30, 20] and [e["e"] for e in ev] == ["run", "over"]


def test_r1_a_run_to_exactly_the_line_is_a_try_one_short_is_not():
    G = new(s8={"ki": 9})
    G["best"] = [True, True]
    G["out"] = 6
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(29, 0, 8))
    assert ev[1:] == [
        {"e": "try", "team": 0, "scorer": 8},
        {"e": "conv", "team": 0, "kicker": 8, "chance": 9, "good": True},
        {"e": "over", "team": 0, "poss": 1},
    ]
    G = new()
    G["best"] = [True, True]
    G["out"] = 7
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(29, 0))
    assert len(ev) == 1 and (G["out"], G["tackle"], G["score"]) == (1, 2, [0, 0])


def test_r9_a_line_break_doubles_the_next_tackle_and_the_event_says_so():
    # Shirt 8 with power 20 against tackling 10: 10 > variable 3, a break: 6 + 3 + 3 + speed
    # 10 - cover (10 + 10) // 2 = 12.
    G = new(s8={"pw": 20})
    G["best"] = [True, True]
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(29, 1))
    assert ev[0]["lb"] and ev[0]["yards"] == 12 and not ev[0]["doubled"] and G["broke"]
    G["best"] = [True, True]
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(29, 1))
    assert ev[0]["doubled"] and ev[0]["yards"] == 24 and G["out"] == 80 - 12 - 24
