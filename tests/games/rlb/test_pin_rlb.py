"""Tests that pin rlb rules the mutation run (issue 18) found unheld: each kills mutants that
survived `make mutate`, its expected values reasoned from the rules (ids cited)."""

import json

import pytest
from kits.rlb import Script, team

from games.rlb import box, callers, engine, match, orders, roster, season, tables, views
from games.rlb.tables import HOUSE, play
from host_tools.emulator.tables_bot import new_table
from sideline.dice import Dice, seed_state


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
        "dice": "NORM",
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
        "dice": "INSD",  # the defence in words the 7-segment digits draw
        "text": "ABCD BAL",
    }
    G["over"] = True
    d = views.displays(G)
    assert (d["home"], d["away"], d["text"]) == ("12", "7", "FINAL")
    assert (d["down"], d["ball_on"], d["dice"]) == ("", "", "")  # nothing in play (issue 27)


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
        # Issue 27: yards marked as yards, the carrier as a shirt ("13 -4" read as numbers).
        ({"e": "run", "to": False, "lb": False, "carrier": 13, "yards": -4}, "-4YD #13"),
        ({"e": "run", "to": False, "lb": False, "carrier": 2, "yards": 0}, "+0YD #2"),
        ({"e": "run", "to": True, "lb": True, "carrier": 2, "yards": 0}, "TURNOVER"),
        ({"e": "run", "to": False, "lb": True, "carrier": 13, "yards": -58}, "-58YD#13"),
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
    # A penalty goal: asked after a sixth tackle entered without a score against a side
    # using offside or hardness, for the side with the ball; then the ball goes over (R17).
    G["opts"][0] = [0, 1, 0]
    G["tackle"] = 6
    assert match.apply(G, {"a": "turnover"}, Script()) == [
        {"e": "turnover", "team": 1, "tackle": 6, "out": 60}
    ]
    assert G["pen"] and (G["att"], G["tackle"], G["out"]) == (1, 6, 60)
    assert match.apply(G, {"a": "pen", "team": 1, "good": True}, Script()) == [
        {"e": "pen", "team": 1, "good": True},
        {"e": "over", "team": 1, "poss": 2},
    ]
    assert G["score"] == [4, 8] and (G["att"], G["tackle"], G["out"]) == (0, 1, 40)
    assert "pen" not in G
    G["att"], G["poss"], G["out"], G["score"] = 1, [2, 2], 60, [6, 6]
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
    G["opts"] = [[0, 9, 9], [0, 9, 9]]  # a penalty may be: asked, none is rolled for entries
    G["tackle"] = 6
    G["broke"] = True
    assert match.apply(G, {"a": "kick", "yards": 30, "kept": True}, Script()) == [
        {"e": "kick", "team": 0, "tackle": 6, "out": 80, "yards": 30, "kept": True}
    ]
    assert (G["att"], G["tackle"], G["out"], G["broke"]) == (0, 1, 50, False)
    G["tackle"] = 6
    assert match.apply(G, {"a": "kick", "yards": 55, "kept": False}, Script()) == [
        {"e": "kick", "team": 0, "tackle": 6, "out": 50, "yards": 55, "kept": False},
    ]
    assert match.apply(G, {"a": "nopen"}, Script()) == [{"e": "over", "team": 0, "poss": 1}]
    assert (G["att"], G["tackle"], G["out"]) == (1, 1, 80)
    # The sixth gain entered by hand asks the penalty, no penalty roll either; a gain
    # entered by hand is no line break: the next tackle is not doubled [5.7].
    for _ in range(6):
        G["broke"] = True
        match.apply(G, {"a": "gain", "yards": 2}, Script())
        assert not G["broke"]
    assert G["pen"] and match.apply(G, {"a": "nopen"}, Script()) == [
        {"e": "over", "team": 1, "poss": 1}
    ]
    assert G["att"] == 0


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
    # After a line break (broke) with the house rule double_kicks off: the kick as rolled.
    def g(out, double=False):
        G = new(s2={"sp": 15}, s6={"ki": 12}, house={"double_kicks": double})
        sixth(G, out)
        G["broke"] = True
        return G

    kick = {"team": 0, "play": "BK", "tackle": 6, "e": "kick", "kicker": 6, "chaser": 2, "opp": 2}
    kick["doubled"] = False
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
    # The rulebook's 5.7 (the default): the kick after a break goes twice as far.
    G = g(80, double=True)
    ev = match.apply(G, {"a": "play", "play": "BK"}, Script(5, 36))
    assert ev == [dict(kick, out=80, yards=40, kept=True, doubled=True)]
    assert (G["out"], G["tackle"], G["broke"]) == (40, 1, False)
    G = new(s2={"sp": 15}, s6={"ki": 12})  # no break before: not doubled
    sixth(G, 80)
    ev = match.apply(G, {"a": "play", "play": "BK"}, Script(5, 36))
    assert ev == [dict(kick, out=80, yards=20, kept=True)]


def test_r6_r8_an_adjudicated_run_s_event_and_the_carrier_order():
    G = new()
    run = {"team": 0, "play": "HU", "e": "run", "lb": False, "to": False, "doubled": False}
    # First run: the coin says best first (0); hit-up by the best prop/second row, shirt 8
    # (all alike: the lowest shirt); no turnover (0 in 30); his opposite tackles, 10 - 10.
    dice = Script(0, 29, 1)
    ev = match.apply(G, {"a": "play", "play": "HU"}, dice)
    assert dice.asked == [2, 30, 3]
    assert ev == [
        dict(run, tackle=1, out=80, carrier=8, best=True, yards=4, **{"def": 8}, opt=1, diff=0)
    ]
    assert G["best"] == [False, None] and (G["out"], G["tackle"]) == (76, 2)
    # Second: a random suitable player, index 2 of shirts 8, 10, 11, 12.
    dice = Script(2, 0, 2)
    ev = match.apply(G, {"a": "play", "play": "HU"}, dice)
    assert dice.asked == [4, 30, 3]
    assert ev == [
        dict(run, tackle=2, out=76, carrier=11, best=False, yards=4, **{"def": 11}, opt=2, diff=0)
    ]
    assert G["best"] == [True, None]


def test_r13_a_turnover_ends_the_possession_with_a_penalty_roll_only_on_the_sixth():
    # Handling 0: hit-up's risk 1 gives 3 in 30; roll 2 is a turnover.
    G = new(ha=0)
    G["best"] = [True, True]
    G["opts"] = [[0, 9, 0], [0, 9, 0]]
    G["tackle"] = 5
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(2))
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
    dice = Script(2, 9)  # turnover, then the penalty roll: 9 of 9 in 20 misses
    ev = match.apply(G, {"a": "play", "play": "HU"}, dice)
    assert dice.asked == [30, 20] and [e["e"] for e in ev] == ["run", "over"]


def test_r1_a_run_to_exactly_the_line_is_a_try_one_short_is_not():
    G = new(s8={"ki": 9})
    G["best"] = [True, True]
    G["out"] = 4
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(29, 0, 8))
    assert ev[1:] == [
        {"e": "try", "team": 0, "scorer": 8},
        {"e": "conv", "team": 0, "kicker": 8, "chance": 9, "good": True},
        {"e": "over", "team": 0, "poss": 1},
    ]
    G = new()
    G["best"] = [True, True]
    G["out"] = 5
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(29, 0))
    assert len(ev) == 1 and (G["out"], G["tackle"], G["score"]) == (1, 2, [0, 0])


def test_r9_a_line_break_doubles_the_next_tackle_and_the_event_says_so():
    # Shirt 8 with power 20 against tackling 10: 10 > variable 6, a break: 4 + 6 + 6 + speed
    # 10 - cover (10 + 10) // 2 = 16.
    G = new(s8={"pw": 20})
    G["best"] = [True, True]
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(29, 1))
    assert ev[0]["lb"] and ev[0]["yards"] == 16 and not ev[0]["doubled"] and G["broke"]
    G["best"] = [True, True]
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(29, 1))
    assert ev[0]["doubled"] and ev[0]["yards"] == 32 and G["out"] == 80 - 16 - 32


# --- match: the end of a game, the tie-breakers (R1, R3, R4) ------------------------------


def to_last_turnover(G, home, away):
    """Turnovers until away's sixth possession, the score set, then its turnover's events."""
    while G["poss"] != [6, 6] or G["att"] != 1:
        match.apply(G, {"a": "turnover"}, Script())
    G["score"] = [home, away]
    return match.apply(G, {"a": "turnover"}, Script())


LAST = [{"e": "turnover", "team": 1, "tackle": 1, "out": 5}, {"e": "over", "team": 1, "poss": 6}]


def test_r3_within_six_points_the_seventh_possessions_then_the_end_even_if_level():
    G = new()
    assert to_last_turnover(G, 10, 4) == LAST + [{"e": "extra"}]
    assert (G["att"], G["poss"], G["out"], G["tackle"], G["over"]) == (0, [7, 6], 80, 1, False)
    assert match.apply(G, {"a": "turnover"}, Script())[-1] == {"e": "over", "team": 0, "poss": 7}
    assert (G["att"], G["poss"], G["out"]) == (1, [7, 7], 80)
    G["score"] = [4, 4]
    ev = match.apply(G, {"a": "turnover"}, Script())
    assert ev[1:] == [
        {"e": "over", "team": 1, "poss": 7},
        {"e": "end", "winner": None, "by": "draw", "score": [4, 4]},
    ]
    assert G["over"] and G["result"] == {"winner": None, "by": "draw"}


@pytest.mark.parametrize("home,away,winner", [(11, 4, 0), (4, 11, 1), (0, 7, 1), (7, 0, 0)])
def test_r3_more_than_six_apart_the_game_ends_on_the_score(home, away, winner):
    G = new()
    end = {"e": "end", "winner": winner, "by": "score", "score": [home, away]}
    assert to_last_turnover(G, home, away) == LAST + [end]
    assert G["over"] and G["result"] == {"winner": winner, "by": "score"}


def test_r4_a_level_cup_game_awards_the_open_field_kicker_s_drop_goal():
    # Away's loose forward (13) the best open-field kicker of the winner, away [5.14].
    G = match.new_game(
        team(abbr="HOM"),
        team(abbr="AWY", s13={"ki": 9}),
        seed_state(5),
        {"cup": True, "first_tiebreak": False, "season_for": [7, 7], "season_against": [9, 8]},
    )
    ev = to_last_turnover(G, 4, 4)
    assert ev == LAST + [
        {"e": "award", "team": 1, "by": "season against", "kicker": 13},
        {"e": "end", "winner": 1, "by": "season against", "score": [4, 5]},
    ]
    assert G["result"] == {"winner": 1, "by": "season against"} and G["score"] == [4, 5]


def test_r4_second_tiebreak_order_for_then_against_then_the_coin():
    def tb(f, a, dice=None):
        return match.second_tiebreak({"season_for": f, "season_against": a}, dice)

    assert tb([5, 3], [9, 0]) == (0, "season for")
    assert tb([3, 5], [0, 9]) == (1, "season for")
    assert tb([5, 5], [2, 1]) == (1, "season against")  # fewest conceded
    assert tb([5, 5], [1, 2]) == (0, "season against")
    coin = Script(1)
    assert tb([5, 5], [2, 2], coin) == (1, "coin") and coin.asked == [2]  # a coin: two sides
    assert tb([0, 0], [0, 0], Script(0)) == (0, "coin")
    with pytest.raises(ValueError) as e:
        tb([5, 5], [2, 2])
    assert str(e.value) == "a coin toss needs dice"


def test_a_possession_ends_with_an_over_event_anywhere_in_the_list():
    assert match.possession_ended([{"e": "run"}, {"e": "try"}, {"e": "over"}])
    assert not match.possession_ended([{"e": "run"}, {"e": "end"}, {"e": "extra"}])
    assert not match.possession_ended([])


def test_copy_is_deep_and_equal():
    G = new()
    c = match.copy(G)
    assert c == G
    c["score"][0] = 4
    c["teams"][0]["players"][0][2] = 0
    assert G["score"] == [0, 0] and G["teams"][0]["players"][0][2] == 10


# --- engine: the play and defence tables of README.md, exactly (R5, R11, R12) ---------------

# README.md "Attacking plays": code -> fixed, variable, risk, kind (0 inside, 1 open, 2 wide).
README_PLAYS = {
    "HU": (4, 6, 1, 0),
    "DH": (3, 5, 2, 0),
    "LF": (3, 5, 2, 0),
    "SH": (1, 3, 3, 1),
    "SO": (2, 4, 3, 1),
    "CE": (4, 2, 4, 2),
    "WG": (6, 1, 5, 2),
    "FB": (5, 1, 4, 2),
}
# README.md "Defence plays": fixed change against inside, open, wide; variable; risk.
README_DEFENCES = {
    "ND": ((0, 0, 0), 0, 0),
    "ID": ((-2, 1, 1), 0, 0),
    "OD": ((1, -2, 1), 0, 0),
    "WD": ((1, 1, -2), 0, 0),
    "PD": ((-1, -1, 1), 0, 0),
    "SD": ((-1, 1, -1), 0, 0),
    "HD": ((-2, 0, 2), 0, 0),
    "TD": ((-1, -1, -1), -2, 0),
    "LD": ((1, 1, 1), 1, 0),
    "DD": ((2, 2, 2), 1, 0),
}


def eff(code, dcode, effort=0, offside=0, hardness=0, house=None):
    return engine.effective(play(code), dcode, [effort, offside, hardness], house or HOUSE)


def test_r5_r11_every_running_play_against_every_defence_at_effort_0_and_1():
    for code, (fixed, var, risk, kind) in README_PLAYS.items():
        for dcode, (shift, dvar, drisk) in README_DEFENCES.items():
            want = (max(0, fixed + shift[kind]), max(0, var + dvar), risk + drisk)
            assert eff(code, dcode) == want, (code, dcode)
            assert eff(code, dcode, effort=1) == want, (code, dcode)  # only above 1 [5.10]
        # Goal line [5.9]: the fixed yards go, the variable loses half of them (rounded
        # down, never below 0), risk +1.
        assert eff(code, "GL") == (0, max(0, var - fixed // 2), risk + 1), code


def test_r11_r12_effort_above_one_multiplies_each_change_by_effort_plus_3_over_4():
    assert eff("FB", "WD", effort=5) == (5 - 2 * 8 // 4, 1, 4)  # -2 becomes -4
    assert eff("HU", "OD", effort=9) == (4 + 12 // 4, 6, 1)  # +1 becomes +3
    assert eff("CE", "LD", effort=9) == (4 + 3, 2 + 12 // 4, 4)
    assert eff("SO", "TD", effort=5) == (2 - 2, 4 - 4, 3)
    assert eff("HU", "GL", effort=5) == (0, 6 - 4 // 2, 1 + 8 // 4)
    assert eff("HU", "ND", effort=9) == (4, 6, 1)  # nothing to strengthen
    # effort 2 with the house's effort_amp at 1: change * 3 // 2, a loss as a loss.
    amp1 = dict(HOUSE, effort_amp=1)
    assert eff("HU", "ID", effort=2, house=amp1) == (4 - 3, 6, 1)
    assert eff("HU", "OD", effort=2, house=amp1) == (4 + 1, 6, 1)
    assert eff("HU", "ID", effort=1, house=amp1) == (4 - 2, 6, 1)


def test_r12_offside_and_hardness_point_by_point_the_risk_by_thirds_never_below_zero():
    # Offside takes a yard of fixed, hardness a yard of variable, per point; hardness adds
    # a point of risk per three (hardness_risk_div).
    assert eff("HU", "ND", offside=1) == (4 - 1, 6, 1)
    assert eff("HU", "ND", offside=3) == (4 - 3, 6, 1)
    assert eff("HU", "ND", offside=5) == (0, 6, 1)
    assert eff("HU", "ND", hardness=2) == (4, 6 - 2, 1)
    assert eff("HU", "ND", hardness=3) == (4, 6 - 3, 1 + 1)
    assert eff("HU", "ND", hardness=8) == (4, 0, 1 + 2)
    assert eff("HU", "ND", offside=5, hardness=5, house=dict(HOUSE, offside_div=2)) == (2, 1, 2)
    assert eff("HU", "ND", hardness=5, house=dict(HOUSE, hardness_div=2)) == (4, 4, 2)
    assert eff("HU", "ND", hardness=6, house=dict(HOUSE, hardness_risk_div=2)) == (4, 0, 4)
    # A record saved before the risk had its own divisor: the variable's divides the risk.
    old = dict(HOUSE, hardness_div=3)
    del old["hardness_risk_div"]
    assert eff("HU", "ND", hardness=6, house=old) == (4, 6 - 2, 1 + 2)
    # On the goal line the options still count, and nothing goes below zero.
    assert eff("HU", "GL", offside=9, hardness=9) == (0, 0, 1 + 1 + 3)
    assert eff("HU", "GL", hardness=3) == (0, 6 - 2 - 3, 1 + 1 + 1)


# --- engine: carriers, defenders, cover, kicks and goals at their ends (R6-R17) ---------------

# README.md: each running play's carriers (shirts, by position [5.3]) and skill.
CARRIERS = {
    "HU": ((8, 10, 11, 12), "pw"),
    "DH": ((9,), "ev"),
    "LF": ((13,), "pw"),
    "SH": ((7,), "ev"),
    "SO": ((6,), "ev"),
    "CE": ((3, 4), "ev"),
    "WG": ((2, 5), "sp"),
    "FB": ((1,), "sp"),
}


@pytest.mark.parametrize("code", sorted(CARRIERS))
def test_r5_r6_each_play_s_carriers_and_the_skill_that_picks_the_best(code):
    shirts, skill = CARRIERS[code]
    # The last suitable shirt has the play's skill highest; every other player the rest.
    others = {s: 15 for s in ("sp", "ha", "ki", "ta", "pw", "ev") if s != skill}
    att = team(**{"s%d" % n: others for n in range(1, 14)})
    att["players"][shirts[-1] - 1][2 + ("sp", "ha", "ki", "ta", "pw", "ev").index(skill)] = 16
    p = play(code)
    assert [r[0] for r in engine.suitable(att, p)] == list(shirts)
    assert engine.carrier(att, p, True, Script())[0] == shirts[-1]
    for i, shirt in enumerate(shirts):
        assert engine.carrier(att, p, False, Script(i))[0] == shirt


def test_r6_ties_go_to_the_lower_shirt():
    att = team(s10={"pw": 14}, s12={"pw": 14})
    assert engine.carrier(att, play("HU"), True, Script())[0] == 10
    assert engine.best(att["players"], 2)[0] == 1


def test_r7_defender_strength_same_skill_tackling_or_their_average_rounded_down():
    p = [8, "PR", 10, 10, 5, 10, 13, 6, "X"]
    assert engine.defender_strength(6, p, 0) == 13
    assert engine.defender_strength(6, p, 1) == 10
    assert engine.defender_strength(6, p, 2) == 11  # (13 + 10) // 2
    assert engine.defender_strength(7, p, 2) == 8


def test_r10_cover_ties_go_to_the_first_listed():
    dfn = team(s9={"sp": 12}, s11={"ta": 12})  # 22 each, best of the forwards but 8
    assert engine.cover(dfn, dfn["players"][7])[0] == 9
    assert engine.cover(dfn, dfn["players"][8])[0] == 11


def test_r9_a_line_break_s_yards_exactly():
    # WG: fixed 6, variable 1; winger 2 speed 20 against his opposite's speed 10 (option 0)
    # plus effort 2: 8 > 1, a break: 6 + 1 + 1 + 20 - cover. Cover of a winger: the best
    # back, shirt 1 with speed 13 + tackling 12: (25) // 2 = 12, plus effort 2: 14.
    # 6 + 1 + 1 + 20 - 14 = 14.
    att = team(s2={"sp": 20})
    dfn = team(s1={"sp": 13, "ta": 12})
    r = run_play(att, dfn, "WG", Script(29, 0), opts=[2, 0, 0])
    assert (r["lb"], r["cover"], r["diff"], r["yards"]) == (True, 1, 8, 14)
    # Equal to the variable is no break: capped yards, fixed + difference.
    att = team(s2={"sp": 11})
    r = run_play(att, team(), "WG", Script(29, 0))
    assert (r["lb"], r["diff"], r["yards"]) == (False, 1, 7)
    assert "cover" not in r


def run_play(att, dfn, code, dice, opts=(0, 0, 0), keys=((), ()), doubled=False, house=None):
    return engine.run(
        att, dfn, play(code), "ND", list(opts), keys, True, doubled, dice, house or HOUSE
    )


def test_r9_doubled_gains_and_losses_and_the_house_rule_that_keeps_losses_single():
    strong = team(pw=12)  # 10 - 12: 4 - 2 = 2, doubled 4
    assert run_play(team(), strong, "HU", Script(29, 0), doubled=True)["yards"] == 2 * (4 - 2)
    weak = team(pw=4)  # 4 - 10 = -6, capped only above: 4 - 6 = -2, doubled -4
    assert run_play(weak, team(), "HU", Script(29, 0), doubled=True)["yards"] == -4
    single = dict(HOUSE, double_losses=False)
    assert run_play(weak, team(), "HU", Script(29, 0), doubled=True, house=single)["yards"] == -2
    assert run_play(team(), strong, "HU", Script(29, 0), doubled=True, house=single)["yards"] == 4
    assert run_play(weak, team(), "HU", Script(29, 0), doubled=False)["yards"] == -2
    one = team(pw=7)  # 4 - 3: a gain of one, doubled either way
    assert run_play(one, team(), "HU", Script(29, 0), doubled=True, house=single)["yards"] == 2


def test_r18_a_key_on_both_sides_and_the_turnover_roll_s_edge():
    r = run_play(team(), team(), "HU", Script(29, 0), keys=([8], [8]))
    assert r["diff"] == 0 and r["def"] == 8 and r["opt"] == 0
    r = run_play(team(), team(), "HU", Script(29, 0), keys=([8], []))
    assert r["diff"] == 2 and r["yards"] == 4 + 2
    # Wing, risk 5, handling 7: 15 - 7 = 8 in 30; a roll of 7 loses the ball, 8 does not.
    assert run_play(team(ha=7), team(), "WG", Script(7))["to"]
    assert not run_play(team(ha=7), team(), "WG", Script(8, 0))["to"]


def test_r13_turnover_chance_stays_within_0_and_30():
    assert engine.turnover_in_30(11, 0) == 30
    assert engine.turnover_in_30(10, 0) == 30
    assert engine.turnover_in_30(10, 1) == 29
    assert engine.turnover_in_30(11, 2) == 30  # 31 in 30 is certain, no more
    assert engine.turnover_in_30(4, 11) == 1
    assert engine.turnover_in_30(4, 12) == 0
    assert engine.turnover_in_30(4, 13) == 0


def test_r17_goal_chance_stays_within_0_and_20():
    assert engine.goal_chance(20, 4) == 20
    assert engine.goal_chance(21, 0) == 20  # chances in twenty: never more
    assert engine.goal_chance(20, 5) == 19
    assert engine.goal_chance(1, 5) == 0
    assert engine.goal_chance(0, 5) == 0  # never less than none
    assert engine.goal_chance(20, 99) == 1


@pytest.mark.parametrize("code,fixed,var", [("GK", 5, 5), ("BK", 15, 15), ("CK", 10, 15)])
def test_r14_kick_yards_fixed_plus_0_to_variable(code, fixed, var):
    for share in (0, var):
        dice = Script(share, 0)
        r = engine.kick(team(), team(), play(code), "ND", [0, 0, 0], dice)
        assert r["yards"] == fixed + share and dice.asked[0] == var + 1


def test_r14_r15_who_recovers_and_the_deep_defence_cut():
    # Cross kick: the best winger (5, speed 14) chases; kicker the stand-off (6, kicking 12).
    att = team(s5={"sp": 14}, s6={"ki": 12})
    dfn = team()
    ck = play("CK")
    # 14 + 10 + 12 + 3 x offside 1 = 39 against 10 + 10 (+ 3 x effort 2 only when deep).
    dice = Script(0, 38)
    r = engine.kick(att, dfn, ck, "ND", [2, 1, 0], dice)
    assert r == {"kicker": 6, "chaser": 5, "opp": 5, "yards": 10, "kept": True}
    assert dice.asked == [16, 59]
    r = engine.kick(att, dfn, ck, "ND", [2, 1, 0], Script(0, 39))
    assert not r["kept"]
    dice = Script(4, 39)
    r = engine.kick(att, dfn, ck, "DD", [2, 1, 0], dice)
    assert r["yards"] == 10 + 4 - 3 and r["kept"] is False and dice.asked == [16, 65]
    r = engine.kick(att, dfn, ck, "DD", [2, 1, 0], Script(1, 0))
    assert r["yards"] == 8 and r["kept"]
    # Deep with effort 9: 10 + 0 - 10 is 0, not a kick backwards; 10 + 1 - 10 is 1.
    assert engine.kick(att, dfn, ck, "DD", [9, 0, 0], Script(0, 0))["yards"] == 0
    assert engine.kick(att, dfn, ck, "DD", [9, 0, 0], Script(1, 0))["yards"] == 1


def test_r14_nobody_can_gather_a_kick_when_all_chances_are_nil():
    nil = team(sp=0, ha=0, ki=0)
    dice = Script(3)
    r = engine.kick(nil, nil, play("GK"), "ND", [0, 0, 0], dice)
    assert r == {"kicker": 6, "chaser": 6, "opp": 6, "yards": 8, "kept": False}
    assert dice.asked == [6]
    # A chance for either side, and the roll is made.
    dice = Script(3, 0)
    one = team(sp=0, ha=0, ki=0, s6={"ki": 1})
    assert engine.kick(one, nil, play("GK"), "ND", [0, 0, 0], dice)["kept"]
    assert dice.asked == [6, 1]


# --- orders: the turnsheet's format and each problem's line (README "Orders format") --------

ORDERS = """# a comment line
team gulls
keys 6 13

effort 2  # trailing comment
offside 1
hardness 1
defence ND ID OD TD GL GL
p1 HU DH SO WG CE BK
p2 HU LF SH CE WG GK
p3 HU DH SO WG FB CK
p4 DH HU SH LF CE GK
p5 HU SO DH WG CE DK
p6 HU DH LF SH SO GK
"""


def orders_problem(text):
    o, msg = orders.parse_orders("o.txt", text)
    assert o is None
    return msg


def test_orders_parse_to_the_whole_record():
    o, msg = orders.parse_orders("o.txt", ORDERS)
    assert msg is None
    p = [line.split()[1:] for line in ORDERS.splitlines() if line.startswith("p")]
    assert o == {
        "team": "gulls",
        "keys": [6, 13],
        "opts": [2, 1, 1],
        "defence": ["ND", "ID", "OD", "TD", "GL", "GL", "ND"],
        "attack": p + [p[0]],
    }
    o, msg = orders.parse_orders(
        "o.txt",
        ORDERS.lower().replace("gulls", "Gulls")
        + "defence nd id od td gl gl dd\np7 fb fb fb fb fb dk\n",
    )
    assert msg is None and o["team"] == "Gulls"
    assert o["defence"][6] == "DD" and o["attack"][6] == ["FB"] * 5 + ["DK"]
    assert o["attack"][0] == p[0]


@pytest.mark.parametrize(
    "old,new,line,problem",
    [
        ("team gulls", "team", 2, "team names one roster, e.g. team harbour_gulls"),
        ("team gulls", "team a b", 2, "team names one roster, e.g. team harbour_gulls"),
        ("keys 6 13", "keys 0 13", 3, "keys are two different shirt numbers 1-13"),
        ("keys 6 13", "keys 6 14", 3, "keys are two different shirt numbers 1-13"),
        ("keys 6 13", "keys 6", 3, "keys are two different shirt numbers 1-13"),
        ("keys 6 13", "keys 6 13 1", 3, "keys are two different shirt numbers 1-13"),
        ("keys 6 13", "keys 13 13", 3, "keys are two different shirt numbers 1-13"),
        ("keys 6 13", "keys 6 x", 3, "keys are two different shirt numbers 1-13"),
        ("effort 2", "effort 10", 5, "effort is one number 0-9"),
        ("effort 2", "effort -1", 5, "effort is one number 0-9"),
        ("effort 2", "effort 1 2", 5, "effort is one number 0-9"),
        ("offside 1", "offside", 6, "offside is one number 0-9"),
        ("hardness 1", "hardness 99", 7, "hardness is one number 0-9"),
        (
            "defence ND ID OD TD GL GL",
            "defence ND ID OD TD GL",
            8,
            "defence lists one play for each of 6 or 7 possessions",
        ),
        (
            "defence ND ID OD TD GL GL",
            "defence ND ID OD TD GL GL ND ND",
            8,
            "defence lists one play for each of 6 or 7 possessions",
        ),
        (
            "defence ND ID OD TD GL GL",
            "defence ND ID OD TD GL xx",
            8,
            "unknown defence play xx (one of ND ID OD WD PD SD HD TD LD GL DD)",
        ),
        (
            "p1 HU DH SO WG CE BK",
            "p1 HU DH SO WG CE",
            9,
            "p1 lists a play for each of the 6 tackles",
        ),
        (
            "p2 HU LF SH CE WG GK",
            "p2 HU LF SH CE WG GK HU",
            10,
            "p2 lists a play for each of the 6 tackles",
        ),
        ("p3 HU DH SO WG FB CK", "p3 HU DH SO WG qq CK", 11, "unknown attacking play QQ"),
        ("p4 DH HU SH LF CE GK", "p4 DH HU SH LF dk GK", 12, "DK only on the sixth tackle"),
        ("p4 DH HU SH LF CE GK", "gk DH HU SH LF CE GK", 12, "unknown line 'gk'"),
        ("p5 HU SO DH WG CE DK", "p8 HU SO DH WG CE DK", 13, "unknown line 'p8'"),
        ("p5 HU SO DH WG CE DK", "p0 HU SO DH WG CE DK", 13, "unknown line 'p0'"),
        ("p5 HU SO DH WG CE DK", "px HU SO DH WG CE DK", 13, "unknown line 'px'"),
        ("p5 HU SO DH WG CE DK", "p12 HU SO DH WG CE DK", 13, "unknown line 'p12'"),
        ("p5 HU SO DH WG CE DK", "q5 HU SO DH WG CE DK", 13, "unknown line 'q5'"),
    ],
)
def test_orders_problems_name_the_line(old, new, line, problem):
    assert old in ORDERS
    assert orders_problem(ORDERS.replace(old, new)) == "o.txt: line %d: %s" % (line, problem)


@pytest.mark.parametrize(
    "old,problem",
    [
        ("team gulls\n", "no team line"),
        ("keys 6 13\n", "no keys line"),
        ("defence ND ID OD TD GL GL\n", "no defence line"),
        ("p1 HU DH SO WG CE BK\n", "no p1 line"),
        ("p6 HU DH LF SH SO GK\n", "no p6 line"),
    ],
)
def test_orders_missing_lines(old, problem):
    assert orders_problem(ORDERS.replace(old, "")) == "o.txt: " + problem


def test_orders_options_at_the_ends_of_their_range():
    o, _ = orders.parse_orders(
        "o", ORDERS.replace("effort 2", "effort 0").replace("hardness 1", "hardness 9")
    )
    assert o["opts"] == [0, 1, 9]
    o, _ = orders.parse_orders(
        "o", ORDERS.replace("offside 1", "offside 9").replace("keys 6 13", "keys 1 13")
    )
    assert o["opts"] == [2, 9, 1] and o["keys"] == [1, 13]
    o, _ = orders.parse_orders("o", ORDERS.replace("keys 6 13", "keys 13 1"))
    assert o["keys"] == [13, 1]


def test_setup_actions_are_both_teams_keys_then_both_teams_options():
    a, _ = orders.parse_orders("a", ORDERS)
    b, _ = orders.parse_orders(
        "b", ORDERS.replace("keys 6 13", "keys 2 5").replace("effort 2", "effort 7")
    )
    assert orders.setup_actions([a, b]) == [
        {"a": "keys", "team": 0, "shirts": [6, 13]},
        {"a": "keys", "team": 1, "shirts": [2, 5]},
        {"a": "opts", "team": 0, "effort": 2, "offside": 1, "hardness": 1},
        {"a": "opts", "team": 1, "effort": 7, "offside": 1, "hardness": 1},
    ]


def test_orders_caller_reads_the_defender_s_list_by_possession_and_the_attacker_s_by_tackle():
    a, _ = orders.parse_orders("a", ORDERS)
    b, _ = orders.parse_orders(
        "b", ORDERS.replace("defence ND ID OD TD GL GL", "defence WD PD SD HD LD DD TD")
    )
    c = orders.OrdersCaller([a, b])
    G = new()
    assert c.next_action(G) == {"a": "defence", "play": "WD"}  # away defends home's first
    assert c.next_action(G) == {"a": "play", "play": "HU"}
    G["tackle"] = 6
    assert c.next_action(G) == {"a": "play", "play": "BK"}
    G["att"] = 1
    G["poss"] = [3, 3]
    G["tackle"] = 5
    assert c.next_action(G) == {"a": "defence", "play": "OD"}  # home's third: a's list
    assert c.next_action(G) == {"a": "play", "play": "FB"}  # b's p3, tackle 5
    G["att"] = 0
    G["poss"] = [7, 6]
    G["tackle"] = 2
    assert c.next_action(G) == {"a": "defence", "play": "TD"}
    assert c.next_action(G) == {"a": "play", "play": "DH"}  # p7 is p1
    assert c.defence_action(G) == {"a": "defence", "play": "TD"}


# --- roster: the format and each problem (README "Roster format") ---------------------------

POS = ("FB", "WG", "CE", "CE", "WG", "SO", "SH", "PR", "HK", "PR", "SR", "SR", "LF")


def roster_data():
    players = [
        {"no": n, "pos": POS[n - 1], "name": "Player %d" % n, "sp": n, "ha": 1, "ki": 2}
        for n in range(13, 0, -1)  # any order: the record keeps them by shirt
    ]
    for p in players:
        p.update(ta=3, pw=4, ev=20 - p["no"])
    return {"game": "rlb", "name": "N" * 40, "abbr": "ABCD", "players": players}


def roster_problem(change):
    d = roster_data()
    change(d)
    t, msg = roster.check_roster(d)
    assert t is None
    t, whole = roster.parse_roster("r.json", json.dumps(d))
    assert t is None and whole == "r.json: " + msg
    return msg


def test_roster_record_rows_by_shirt_at_the_ends_of_each_range():
    d = roster_data()
    d["players"][0].update(name="M" * 24, sp=0)  # shirt 13
    d["players"][12].update(sp=20)  # shirt 1
    t, msg = roster.parse_roster("r.json", json.dumps(d))
    assert msg is None
    assert t["name"] == "N" * 40 and t["abbr"] == "ABCD" and set(t) == {"name", "abbr", "players"}
    assert t["players"][0] == [1, "FB", 20, 1, 2, 3, 4, 19, "Player 1"]
    assert t["players"][12] == [13, "LF", 0, 1, 2, 3, 4, 7, "M" * 24]
    assert [p[0] for p in t["players"]] == list(range(1, 14))
    assert [p[1] for p in t["players"]] == list(POS)
    d["name"] = "N"
    d["abbr"] = "A"
    assert roster.check_roster(d)[0]["abbr"] == "A"


def _set(key, value):
    return lambda d: d.__setitem__(key, value)


def _player(i, **kw):
    return lambda d: d["players"][i].update(kw)


@pytest.mark.parametrize(
    "change,problem",
    [
        (lambda d: d.clear(), 'game must be "rlb"'),
        (_set("game", "RLB"), 'game must be "rlb"'),
        (_set("name", "N" * 41), "name must be text of 1-40 characters"),
        (_set("name", ""), "name must be text of 1-40 characters"),
        (_set("name", 5), "name must be text of 1-40 characters"),
        (_set("abbr", "ABCDE"), "abbr must be text of 1-4 characters"),
        (_set("abbr", None), "abbr must be text of 1-4 characters"),
        (_set("players", {}), "players must list 13 players, shirts 1-13"),
        (lambda d: d["players"].pop(), "players must list 13 players, shirts 1-13"),
        (lambda d: d["players"].append({}), "players must list 13 players, shirts 1-13"),
        (lambda d: d["players"].__setitem__(2, [11]), "player 3: a player is a JSON object"),
        (_player(0, no=0), "player 1: no must be a shirt number 1-13"),
        (_player(0, no=14), "player 1: no must be a shirt number 1-13"),
        (_player(0, no=True), "player 1: no must be a shirt number 1-13"),
        (_player(0, no="13"), "player 1: no must be a shirt number 1-13"),
        (_player(12, pos="WG"), "player 13: shirt 1 plays FB, not 'WG'"),
        (lambda d: d["players"][1].pop("pos"), "player 2: shirt 12 plays SR, not None"),
        (_player(4, name="M" * 25), "player 5: name must be text of 1-24 characters"),
        (_player(4, name=""), "player 5: name must be text of 1-24 characters"),
        (_player(5, sp=21), "player 6: sp must be a whole number 0-20"),
        (_player(5, ha=-1), "player 6: ha must be a whole number 0-20"),
        (_player(5, ki=True), "player 6: ki must be a whole number 0-20"),
        (_player(5, ta=2.0), "player 6: ta must be a whole number 0-20"),
        (lambda d: d["players"][5].pop("pw"), "player 6: pw must be a whole number 0-20"),
        (_player(5, ev="3"), "player 6: ev must be a whole number 0-20"),
        (_player(12, no=2, pos="WG"), "player 13: shirt 2 twice"),
    ],
)
def test_roster_problems(change, problem):
    assert roster_problem(change) == problem


def test_roster_that_is_not_an_object_or_not_json():
    assert roster.check_roster([1]) == (None, "a roster is a JSON object")
    assert roster.parse_roster("r.json", "[1]") == (None, "r.json: a roster is a JSON object")
    assert roster.parse_roster("r.json", "{") == (None, "r.json: not JSON")


# --- season: R4's figures from finished games -----------------------------------------------


def test_r4_season_figures_count_finished_games_on_either_side():
    def game(home, away, score, over=True):
        g = {"teams": [{"abbr": home}, {"abbr": away}], "score": score}
        if over is not None:
            g["over"] = over
        return g

    games = [
        game("A", "B", [10, 4]),
        game("B", "A", [7, 3]),
        game("A", "C", [50, 0], over=False),
        game("A", "C", [40, 0], over=None),  # no "over": not finished
        game("C", "B", [1, 2]),
    ]
    assert season.season_figures(games, "A") == (10 + 3, 4 + 7)
    assert season.season_figures(games, "B") == (4 + 7 + 2, 10 + 3 + 1)
    assert season.season_figures(games, "D") == (0, 0)
    assert season.cup_settings(games, "B", "A") == {
        "cup": True,
        "season_for": [13, 13],
        "season_against": [14, 11],
    }


# --- callers: the house policy at each boundary (README "The box's own caller") -------------


@pytest.mark.parametrize(
    "out,code",
    [(1, "GL"), (10, "GL"), (11, "TD"), (20, "TD"), (21, "ID"), (40, "ID"), (41, "ND"), (99, "ND")],
)
def test_house_defence_by_yards_out(out, code):
    G = new()
    G["out"] = out
    assert callers.HouseCaller().defence_action(G) == {"a": "defence", "play": code}


def test_house_defence_beyond_its_policy_is_normal():
    G = new()
    G["out"] = 50
    c = callers.HouseCaller({"defence": ((10, "GL"), (40, "DD"))})
    assert c.defence_action(G) == {"a": "defence", "play": "ND"}
    G["out"] = 40
    assert c.defence_action(G) == {"a": "defence", "play": "DD"}


def test_house_attack_runs_by_tackle_then_the_sixth_s_kick():
    G = new(s7={"ki": 13})  # open-field kicker 13 in 20 less one per five yards out
    c = callers.HouseCaller()
    runs = [c.attack_action(dict(G, tackle=n))["play"] for n in range(1, 6)]
    assert runs == ["HU", "DH", "SO", "HU", "CE"]
    G["tackle"] = 6

    def sixth_call(out):
        G["out"] = out
        return c.attack_action(G)

    assert sixth_call(20) == {"a": "play", "play": "DK"}  # 13 - 4 = 9: at drop_at
    assert sixth_call(25) == {"a": "play", "play": "BK"}  # 8: bomb inside 45
    G["teams"][0] = team(s7={"ki": 5})
    assert sixth_call(15) == {"a": "play", "play": "GK"}  # 5 - 3 = 2: grubber inside 15
    assert sixth_call(16) == {"a": "play", "play": "BK"}
    assert sixth_call(45) == {"a": "play", "play": "BK"}
    assert sixth_call(46) == {"a": "play", "play": "CK"}
    own = callers.HouseCaller(dict(callers.POLICY, runs=("WG",) * 5, drop_at=1, grubber_inside=0))
    assert own.attack_action(dict(G, tackle=5))["play"] == "WG"
    assert own.attack_action(dict(G, out=5))["play"] == "DK"  # 5 - 1 = 4 >= 1


# --- box: the table's settings, season points, start, steps and menus (README "Setup") -------


def table(seed=3):
    return new_table(box, "teams/rlb", seed)


SETUP_LABELS = ["HOME", "AWAY", "BY", "H CALL", "A CALL", "TIEBRK", "CUP"]
SETUP_LABELS += ["%s %s" % (s, w) for s in "HA" for w in ("KEY1", "KEY2", "EFF", "OFSD", "HARD")]
SETUP_LABELS += ["H PF", "H PA", "A PF", "A PA", "BRT"]


def test_setup_defaults_and_words():
    t = table()
    s = t.settings
    assert (s["by"], s["h_call"], s["a_call"], s["first_tiebreak"], s["cup"]) == (
        "box",
        "human",
        "human",
        True,
        False,
    )
    for side in "ha":
        for k in ("key1", "key2", "eff", "off", "hrd", "for", "against"):
            assert s["%s_%s" % (side, k)] == 0
    items = t.setup_items()
    assert [label for label, _ in items] == SETUP_LABELS
    words = dict(items)
    assert (words["HOME"], words["AWAY"], words["BY"], words["H CALL"]) == (
        "CPM",
        "HBG",
        "BOX",
        "HUMAN",
    )
    assert (words["TIEBRK"], words["CUP"], words["H KEY1"], words["A KEY2"]) == (
        "ON",
        "OFF",
        "-",
        "-",
    )
    assert (words["A HARD"], words["H PF"], words["A PA"], words["BRT"]) == ("0", "0", "0", "8")
    s.update(by="manual", a_call="house", h_key2=13, a_key1=1, a_off=9, h_for=250, a_against=7)
    words = dict(t.setup_items())
    assert (words["BY"], words["A CALL"], words["H KEY2"], words["A KEY1"]) == (
        "HAND",
        "HOUSE",
        "13",
        "1",
    )
    assert (words["A OFSD"], words["H PF"], words["A PA"], words["H PA"]) == ("9", "250", "7", "0")


def test_setup_choices_cycle_as_documented():
    t = table()
    assert box.Table.SETUP[:5] == [
        ("BY", "by", ("box", "manual")),
        ("H CALL", "h_call", ("human", "house")),
        ("A CALL", "a_call", ("human", "house")),
        ("TIEBRK", "first_tiebreak", (True, False)),
        ("CUP", "cup", (False, True)),
    ]
    for label, key in (("H KEY1", "h_key1"), ("A KEY2", "a_key2")):
        t.setup_change(label, -1, 1000)
        assert t.settings[key] == 13  # shirts 1-13, 0 for none: -1 wraps to 13
        t.setup_change(label, 1, 1000)
        assert t.settings[key] == 0
    for label, key in (("H EFF", "h_eff"), ("A HARD", "a_hrd"), ("H OFSD", "h_off")):
        t.setup_change(label, -1, 1000)
        assert t.settings[key] == 9  # 0-9 [5.10]
    G = t.state_["G"]
    assert G["opts"] == [[9, 9, 0], [0, 0, 9]]  # live until the first tackle


def test_live_settings_who_calls_and_adjudicates_always_keys_and_options_until_play():
    t = table()
    for key in ("by", "h_call", "a_call", "h_key1", "a_hrd", "h_for"):
        assert t.live_ok(key)
    t.act({"a": "defence", "play": "ND"})
    t.act({"a": "play", "play": "HU"})
    assert t.state_["G"]["started"]
    for key in ("by", "h_call", "a_call"):
        assert t.live_ok(key)
    for key in ("h_key1", "h_key2", "a_eff", "a_off", "h_hrd"):
        assert not t.live_ok(key)
    assert set(box.Table.LIVE) == {
        "by",
        "h_call",
        "a_call",
        *("%s_%s" % (s, k) for s in "ha" for k in ("key1", "key2", "eff", "off", "hrd")),
        "h_for",
        "h_against",
        "a_for",
        "a_against",
    }


def test_r4_season_points_steps_bounds_and_the_hold_s_timing():
    t = table()
    t.act({"a": "defence", "play": "ND"})
    t.act({"a": "gain", "yards": 2})
    assert t.results == ["GAIN 2"]
    t.setup_change("H PF", 1, 1000)
    assert t.settings["h_for"] == 1 and t.start_settings["h_for"] == 1
    assert t.results == [] and len(t.log) == 2 and t.state_["G"]["out"] == 78
    assert t.state_["G"]["settings"]["season_for"] == [1, 0] and t.state_["step"] == "attack"
    # Repeats exactly FAST_MS (300 ms) apart count as one hold: after eight, steps of ten.
    for i in range(1, 9):
        t.setup_change("H PA", 1, 2000 + 300 * i)
    assert t.settings["h_against"] == 8
    t.setup_change("H PA", 1, 2000 + 300 * 9)
    assert t.settings["h_against"] == 18
    t.setup_change("H PA", 1, 2000 + 300 * 9)  # the same moment: still the hold
    assert t.settings["h_against"] == 28
    t.setup_change("H PA", 1, 2000 + 300 * 9 + 301)  # a pause: one again
    assert t.settings["h_against"] == 29
    # A hold again, then the clock seen going back (a new press): one.
    for i in range(9):
        t.setup_change("A PF", 1, 9000 + 100 * i)
    assert t.settings["a_for"] == 18
    t.setup_change("A PF", 1, 8000)
    assert t.settings["a_for"] == 19
    # At most 999, at least 0.
    t.settings["a_against"] = 995
    for i in range(12):
        t.setup_change("A PA", 1, 20000 + 10 * i)
    assert t.settings["a_against"] == 999 and t.start_settings["a_against"] == 999
    G = t.state_["G"]
    assert G["settings"]["season_for"] == [1, 19] and G["settings"]["season_against"] == [29, 999]
    t.settings["h_for"] = 3
    t.setup_change("H PF", -5, 40000)
    assert t.settings["h_for"] == 0


def test_r4_season_points_fixed_once_the_game_is_over():
    t = table()
    t.act({"a": "defence", "play": "ND"})
    t.act({"a": "gain", "yards": 2})
    t.setup_change("H KEY1", 1, 1000)  # a key once play has begun: FIXED, as in every game
    assert t.settings["h_key1"] == 0 and t.flash_text == "FIXED"
    shown = t.flash_until - t.now
    t.flash_text = None
    t.state_["G"]["over"] = True
    t.setup_change("A PF", 1, 1000)
    assert t.settings["a_for"] == 0 and t.flash_text == "FIXED"
    assert t.flash_until - t.now == shown  # shown as long as the other FIXED


def test_start_takes_keys_options_and_season_points_from_setup():
    t = table(5)
    t.settings.update(h_key1=6, h_key2=13, a_key1=4, a_key2=0, h_eff=2, h_off=3, h_hrd=4)
    t.settings.update(a_eff=9, a_off=8, a_hrd=7, h_for=10, h_against=20, a_for=30, a_against=40)
    t.settings.update(first_tiebreak=False, cup=True)
    t.new_game()
    G = t.state_["G"]
    assert G["keys"] == [[6, 13], []]  # away's one key is no pair: none
    assert G["opts"] == [[2, 3, 4], [9, 8, 7]]
    assert G["settings"] == {
        "first_tiebreak": False,
        "cup": True,
        "season_for": [10, 30],
        "season_against": [20, 40],
    }
    assert G["dice"] == t.dice_start() == seed_state(t.game_seed) and t.state_["step"] == "defence"
    assert [tm["abbr"] for tm in G["teams"]] == ["CPM", "HBG"]
    t.settings.update(h_key1=5, h_key2=5, a_key1=0, a_key2=2)
    t.new_game()
    assert t.state_["G"]["keys"] == [[], []]  # the same shirt twice, or one missing
    t.settings.update(a_key1=2, a_key2=1)
    t.new_game()
    assert t.state_["G"]["keys"] == [[], [2, 1]]


def test_steps_defence_then_attack_until_the_possession_ends():
    t = table()
    state = t.state_
    assert t.step_name(state) == "defence"
    ev = t.step(state, {"a": "defence", "play": "ID"})
    assert ev == [{"e": "defence", "team": 1, "play": "ID"}] and state["step"] == "attack"
    t.step(state, {"a": "gain", "yards": 3})
    assert state["step"] == "attack" and t.step_name(state) == "attack"
    t.step(state, {"a": "turnover"})
    assert state["step"] == "defence"
    t.settings["by"] = "manual"
    assert t.step_name(state) == "manual"
    state["G"]["over"] = True
    assert t.step_name(state) == "over" and t.is_over(state)


def test_choices_by_box_by_hand_and_by_the_house():
    t = table()
    state = t.state_
    G = state["G"]
    assert t.choices(state) == [(lb, a, None) for lb, a in views.defence_menu(G)]
    assert t.roll_choice(state, t.menu) is None
    t.settings["a_call"] = "house"  # away defends first: the box's call for 80 out
    assert t.choices(state) == [("NORMAL", {"a": "defence", "play": "ND"}, None)]
    assert t.roll_choice(state, t.menu) == 0
    G["out"] = 15
    assert t.choices(state) == [("TIGHT", {"a": "defence", "play": "TD"}, None)]
    t.step(state, {"a": "defence", "play": "TD"})
    assert t.choices(state) == [(lb, a, None) for lb, a in views.attack_menu(G)]  # home's
    assert t.roll_choice(state, t.menu) is None
    t.settings["h_call"] = "house"
    assert t.choices(state) == [("HIT UP", {"a": "play", "play": "HU"}, None)]
    assert t.roll_choice(state, t.menu) == 0
    t.settings["by"] = "manual"
    asks = {"GAIN": (-99, 99, 0), "KICK KPT": (-99, 99, 0), "KICK LST": (-99, 99, 0)}
    G["tackle"] = 6
    assert t.choices(state) == [(lb, a, asks.get(lb)) for lb, a in views.manual_menu(G)]
    assert t.roll_choice(state, t.menu) is None  # decided elsewhere: nothing to roll


def test_number_entries_words_and_actions():
    t = table()
    assert t.entry_text(("KICK KPT", {}), 30) == "KPT +30"
    assert t.entry_text(("KICK LST", {}), -5) == "LST -5"
    assert t.entry_text(("GAIN", {}), 0) == "GAIN +0"
    item = ("GAIN", {"a": "gain", "yards": None})
    assert t.action_of(item, 7) == {"a": "gain", "yards": 7} and item[1]["yards"] is None
    assert t.action_of(("TURNOVER", {"a": "turnover"}), None) == {"a": "turnover"}


def test_the_text_line_shows_each_event_but_the_change_of_ball_and_the_defence():
    t = table()
    state = t.state_
    ev = [{"e": "defence", "play": "ID"}, {"e": "gain", "yards": 4}, {"e": "turnover"}]
    ev += [{"e": "over"}, {"e": "extra"}, {"e": "end"}]
    t.board = None  # no board before the action (a rebuild): the lines alone
    assert t.result(state, ev) == ["GAIN 4", "TURNOVER", "EXTRA P7", "FINAL"]
    assert t.displays(state) == views.displays(state["G"])
    state["G"]["score"] = [3, 9]
    s = t.score(state)
    assert s == [3, 9]
    s[0] = 0
    assert state["G"]["score"] == [3, 9]


def test_catalog_reads_rosters_and_names_a_bad_one():
    files = {"a.json": ROSTER_TEXT, "b.json": "{", "c.json": ROSTER_TEXT.replace("ABCD", "ZZ")}
    cat, messages, load = box.catalog(sorted(files), files.__getitem__)
    assert cat == {"a": "ABCD", "c": "ZZ"}
    assert any("b.json: not JSON" in m for m in messages)
    assert load("c")["abbr"] == "ZZ" and len(load("a")["players"]) == 13


ROSTER_TEXT = json.dumps(roster_data())


# --- replay, adjudicate and an old record's penalty goal ----------------------------------


def test_r2_a_record_without_the_penalty_goal_house_rule_scores_two():
    G = new()
    del G["house"]["penalty_goal"]  # saved before the house rule existed
    G["att"] = 1
    G["pen"] = True  # away's sixth tackle entered by hand: its penalty asked
    match.apply(G, {"a": "pen", "team": 1, "good": True}, Script())
    assert G["score"] == [0, 2]


def test_replay_leaves_its_start_alone_and_adjudicate_logs_each_action_with_its_events():
    a, _ = orders.parse_orders("a", ORDERS)
    b, _ = orders.parse_orders("b", ORDERS.replace("keys 6 13", "keys 2 5"))
    G = match.new_game(team(abbr="HOM", pw=12), team(abbr="AWY", ev=12), seed_state(9))
    start = match.copy(G)
    log = orders.adjudicate(G, [a, b], Dice)
    assert [x for x, _ in log[:4]] == orders.setup_actions([a, b])
    assert [ev for _, ev in log[:4]] == [[], [], [], []]
    assert log[4][0] == {"a": "defence", "play": "ND"} and G["over"]
    H = match.copy(start)
    for action, events in log:
        assert match.apply(H, action, Dice(H["dice"])) == events
    assert H == G
    frozen = json.dumps(start)
    assert match.replay(start, [x for x, _ in log], Dice) == G
    assert json.dumps(start) == frozen
    assert match.replay(start, [], Dice) == start


# --- R4: the coin of a level cup game, whichever way the last possession ends ---------------


@pytest.mark.parametrize(
    "score,tackle,out,action,dice",
    [
        ([0, 0], 3, 50, {"a": "turnover"}, ()),
        ([6, 0], 3, 50, {"a": "try", "conv": True}, ()),
        ([1, 0], 6, 50, {"a": "drop", "good": True}, ()),
        ([0, 0], 6, 50, {"a": "kick", "yards": 30, "kept": False}, ()),
        ([0, 0], 6, 50, {"a": "gain", "yards": 3}, ()),
        ([0, 0], 6, 50, {"a": "play", "play": "DK"}, (19,)),  # 5 - 10: no chance, missed
        ([1, 0], 6, 5, {"a": "play", "play": "DK"}, (0,)),  # 5 - 1 = 4 in 20: good
        ([0, 0], 6, 50, {"a": "play", "play": "GK"}, (0, 44)),  # 25 in 45: lost
        ([6, 0], 6, 5, {"a": "play", "play": "GK"}, (0, 0, 0)),  # kept on the line: 4 + 2
        ([0, 0], 6, 50, {"a": "play", "play": "HU"}, (29, 0)),  # the sixth tackle
        ([6, 0], 3, 4, {"a": "play", "play": "HU"}, (29, 0, 0)),  # 4 yards: try, converted
    ],
)
def test_r4_the_coin_settles_a_level_cup_game_after_any_last_play(score, tackle, out, action, dice):
    G = new({"cup": True, "first_tiebreak": False})
    G.update(poss=[6, 6], att=1, tackle=tackle, out=out, best=[True, True], started=True)
    G["score"] = list(score)
    ev = match.apply(G, action, Script(*dice, 1))  # the coin: 1, away
    assert G["result"] == {"winner": 1, "by": "coin"}
    assert ev[-2:] == [
        {"e": "award", "team": 1, "by": "coin", "kicker": 6},
        {"e": "end", "winner": 1, "by": "coin", "score": [score[0], score[0] + 1]},
    ]


def test_r13_a_sixth_tackle_turnover_can_still_end_in_the_coin():
    G = new({"cup": True, "first_tiebreak": False}, ha=0)  # 9 in 30 to lose the ball
    G.update(poss=[6, 6], att=1, tackle=6, out=50, best=[True, True], started=True)
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(0, 0))
    assert ev[0]["to"] and G["result"] == {"winner": 0, "by": "coin"} and G["score"] == [1, 0]


def test_orders_options_default_to_0_and_a_one_letter_line_is_unknown():
    text = "\n".join(
        line
        for line in ORDERS.splitlines()
        if line.split()[:1] not in (["effort"], ["offside"], ["hardness"])
    )
    o, msg = orders.parse_orders("o.txt", text)
    assert msg is None and o["opts"] == [0, 0, 0]  # README: 0-9, default 0
    o, msg = orders.parse_orders("o.txt", ORDERS.replace("offside 1", "offside 1\nk 2"))
    assert (o, msg) == (None, "o.txt: line 7: unknown line 'k'")


def test_r17_conversion_chance_is_the_kicking_at_most_20_and_a_penalty_chance_of_one():
    G = new(s1={"ki": 20})
    ev = match.apply(G, {"a": "try", "conv": False}, Script())
    assert ev[1]["chance"] == 20 and ev[1]["kicker"] == 1
    # Offside 1, no hardness: a penalty in 1 of 20 (roll 0), kicked from 1 yard out.
    G = new(s7={"ki": 12})
    G["opts"][1] = [0, 1, 0]
    G.update(tackle=6, out=4, best=[True, True], started=True)  # 4 - offside 1: 3 yards
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(29, 0, 0, 11))
    assert ev[1] == {"e": "pen", "team": 0, "kicker": 7, "chance": 12, "good": True, "out": 1}
    assert G["score"] == [2, 0]


def test_the_defence_event_names_the_defending_team():
    G = new()
    assert match.apply(G, {"a": "defence", "play": "SD"}, Script()) == [
        {"e": "defence", "team": 1, "play": "SD"}
    ]
    G["att"] = 1
    assert match.apply(G, {"a": "defence", "play": "HD"}, Script()) == [
        {"e": "defence", "team": 0, "play": "HD"}
    ]
    assert G["dplay"] == ["HD", "SD"]


def test_every_text_line_is_8_characters_at_most_whatever_the_numbers():
    # views.text promises the 8-character text line for any event: a doubled line break
    # can pass 99 yards (11 + 13 + 13 + 20 - 0, doubled: 114).
    run = {"e": "run", "to": False, "lb": True, "carrier": 13, "yards": 114}
    assert views.text(run) == "+114Y#13"
    assert views.lines(run) == ["LINE BRK", "+114Y#13"]
    assert views.text(dict(run, lb=False, yards=-10000)) == "-10000Y#"
    assert views.text({"e": "gain", "yards": -1000}) == "GAIN -10"


def test_r14_chasers_bomb_any_player_cross_kick_wingers_only_ties_to_the_first():
    # Bomb: the best speed + handling of the whole team, the loose forward (13) here; cross
    # kick: the best winger, though the loose forward is faster [5.12]; ties: the first listed.
    att = team(s13={"sp": 16, "ha": 16}, s5={"sp": 12})
    k = engine.open_kicker(att)
    assert k[0] == 6
    assert engine.chaser(att, "BK", k)[0] == 13
    assert engine.chaser(att, "CK", k)[0] == 5
    assert engine.chaser(att, "GK", k)[0] == 6
    even = team()
    assert engine.chaser(even, "BK", k)[0] == 1
    assert engine.chaser(even, "CK", k)[0] == 2


def test_r11_an_adjudicated_run_meets_the_defence_play_in_force():
    # Away defends home's first possession with INSIDE: a hit-up's fixed 4 - 2 = 2 [5.9].
    G = new()
    G["best"] = [True, True]
    match.apply(G, {"a": "defence", "play": "ID"}, Script())
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(29, 1))
    assert ev[-1]["yards"] == 2 and G["out"] == 78


def test_r9_a_line_break_s_doubling_ends_with_the_possession():
    # [5.7]: the next tackle "in the same possession" is doubled; a new possession is not.
    G = new()
    G["broke"] = True
    G["tackle"] = 4
    match.apply(G, {"a": "turnover"}, Script())
    assert (G["broke"], G["tackle"], G["att"]) == (False, 1, 1)


# --- mutmut's first run over rlb (issue 18): the survivors' rules ---------------------------


def test_setup_team_items_each_side_s_keys_and_options_as_readme_lists_them():
    # README "Setup": each team's H KEY1 and H KEY2 (shirts 1-13, 0 for none) and its H EFF,
    # H OFF and H HRD (effort, offside, hardness 0-9, R12, R18); the away side's with A.
    # Called directly: the class body builds TEAM_ITEMS at import, before any test runs.
    shirts = tuple(range(14))
    levels = tuple(range(10))
    for side, p in (("home", "h"), ("away", "a")):
        u = p.upper()
        assert box._team_items(side) == (
            (u + " KEY1", p + "_key1", shirts),
            (u + " KEY2", p + "_key2", shirts),
            (u + " EFF", p + "_eff", levels),
            (u + " OFSD", p + "_off", levels),
            (u + " HARD", p + "_hrd", levels),
        )


def test_r14_a_weaker_chaser_still_has_his_share_of_the_ball():
    # Grubber: the kicker (stand-off 6) chases: 10 + 10 + 5 = 25 chances against his
    # opposite's 15 + 15 = 30, rolled in 55: 0-24 kept, 25-54 lost (R14, "proportional").
    att = team()
    dfn = team(sp=15, ha=15)
    dice = Script(2, 24)
    r = engine.kick(att, dfn, play("GK"), "ND", [0, 0, 0], dice)
    assert r == {"kicker": 6, "chaser": 6, "opp": 6, "yards": 7, "kept": True}
    assert dice.asked == [6, 55]
    assert not engine.kick(att, dfn, play("GK"), "ND", [0, 0, 0], Script(2, 25))["kept"]


def test_r15_an_adjudicated_kick_meets_the_deep_defence_in_force():
    # Away defends deep with effort 2: the grubber's 5 + 4 yards less 1 + 2 = 6; the
    # defender's chances 10 + 10 + 3 x 2 = 26 against the kicker's 10 + 10 + 5 = 25 (R15).
    G = new()
    G["opts"][1] = [2, 0, 0]
    match.apply(G, {"a": "defence", "play": "DD"}, Script())
    sixth(G, 80)
    dice = Script(4, 24)
    ev = match.apply(G, {"a": "play", "play": "GK"}, dice)
    assert dice.asked == [6, 51]
    assert ev == [
        {
            "team": 0,
            "play": "GK",
            "tackle": 6,
            "out": 80,
            "e": "kick",
            "kicker": 6,
            "chaser": 6,
            "opp": 6,
            "yards": 6,
            "kept": True,
            "doubled": False,
        }
    ]
    assert (G["out"], G["tackle"], G["att"]) == (74, 1, 0)


def test_r2_a_drop_goal_and_a_penalty_goal_add_to_the_points_already_scored():
    # A drop goal is one more point [5.15]; 15 - 20 // 5 = 11 in 20, roll 10 good.
    G = new(s7={"ki": 15})
    sixth(G, 20)
    G["score"] = [4, 3]
    match.apply(G, {"a": "play", "play": "DK"}, Script(10))
    assert G["score"] == [5, 3]
    # Missed (roll 11); a penalty in 3 of 20 (roll 2), kicked good from 20 out: two more.
    G = new(s7={"ki": 15})
    G["opts"][1] = [0, 2, 1]
    sixth(G, 20)
    G["score"] = [3, 8]
    match.apply(G, {"a": "play", "play": "DK"}, Script(11, 2, 10))
    assert G["score"] == [5, 8]


def test_r13_r17_a_sixth_tackle_turnover_gives_the_penalty_roll_and_its_event():
    # README: after a sixth-tackle turnover there is a penalty roll. Handling 0: hit-up's
    # 3 in 30 lost (roll 2); offside 9: a penalty in 9 of 20 (roll 0); the place kicker
    # (shirt 1, kicking 15) from 20 out: 15 - 4 = 11 in 20, roll 10 good, two points.
    G = new(ha=0, s1={"ki": 15})
    G["opts"][1] = [0, 9, 0]
    G["best"] = [True, True]
    sixth(G, 20)
    dice = Script(2, 0, 10)
    ev = match.apply(G, {"a": "play", "play": "HU"}, dice)
    assert dice.asked == [30, 20, 20]
    assert ev[0]["to"] and ev[1:] == [
        {"e": "pen", "team": 0, "kicker": 1, "chance": 11, "good": True, "out": 20},
        {"e": "over", "team": 0, "poss": 1},
    ]
    assert G["score"] == [2, 0] and G["att"] == 1


def test_r17_a_conversion_s_chance_is_in_twenty_never_more():
    # Chances in twenty [5.16]: a kicking above 20 is still 20 in 20, as goal_chance(21, 0).
    G = new(s1={"ki": 21})
    ev = match.apply(G, {"a": "try", "conv": True}, Script())
    assert ev[1] == {"e": "conv", "team": 0, "kicker": 1, "chance": 20, "good": True}


def test_r9_a_gain_entered_by_hand_records_no_line_break():
    # README "State G": broke says whether the last tackle was a line break, false or true
    # in the JSON record; a gain entered by hand is none [5.7].
    G = new()
    G["broke"] = True
    match.apply(G, {"a": "gain", "yards": 4}, Script())
    assert G["broke"] is False
    assert json.loads(json.dumps(G))["broke"] is False


def test_orders_seven_defence_plays_are_kept_as_given():
    # README "Orders format": one defence play per possession, 6 or 7; seven given are the
    # seven possessions', none added.
    text = ORDERS.replace("defence ND ID OD TD GL GL", "defence ND ID OD TD GL GL DD")
    o, msg = orders.parse_orders("o.txt", text)
    assert msg is None
    assert o["defence"] == ["ND", "ID", "OD", "TD", "GL", "GL", "DD"]


def test_r11_a_defence_play_s_risk_column_is_added_and_strengthened_by_effort(monkeypatch):
    # README "Defence plays": the risk column is added to the play's risk, and effort above
    # one strengthens it like the yardage columns [5.9], [5.10]. The shipped rows but GOAL LN
    # have risk 0, so two rows of another reading are added here.
    rows = tables.DEFENCES + (
        ("XD", "RISKY", (0, 0, 0, 0), 0, 2),
        ("YD", "SAFE", (0, 0, 0, 0), 0, -1),
    )
    monkeypatch.setattr(tables, "DEFENCES", rows)
    assert eff("SO", "XD") == (2, 4, 3 + 2)
    assert eff("SO", "XD", effort=5) == (2, 4, 3 + 2 * 8 // 4)
    assert eff("SO", "YD", effort=1) == (2, 4, 3 - 1)
    assert eff("SO", "YD", effort=5) == (2, 4, 3 - 8 // 4)
