"""Tests that pin rlb rules the mutation run (issue 18) found unheld: each kills mutants that
survived `make mutate`, its expected values reasoned from the rules (ids cited)."""

import json

import pytest
from test_rlb_engine import Script, team

from games.rlb import callers, engine, match, orders, roster, season, views
from games.rlb.tables import HOUSE, STARTS, play
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
    want = [(label, {"a": "play", "play": c}) for label, c in zip(runs, codes)]
    for tackle in range(1, 6):
        G["tackle"] = tackle
        assert views.attack_menu(G) == want
    G["tackle"] = 6
    kicks = [("GRUBBER", "GK"), ("BOMB", "BK"), ("CROSS KK", "CK"), ("DROP GL", "DK")]
    assert views.attack_menu(G) == want + [(lb, {"a": "play", "play": c}) for lb, c in kicks]
    labels = "NORMAL INSIDE OPEN WIDE PRESS SWARM HEAVY TIGHT LOOSE GOAL_LN DEEP".split()
    dcodes = "ND ID OD WD PD SD HD TD LD GL DD".split()
    assert views.defence_menu(G) == [
        (lb.replace("_", " "), {"a": "defence", "play": c}) for lb, c in zip(labels, dcodes)
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
