"""The game record (docs/design.md principle 3; rules C1 audibles, H1 automatic first downs) pinned:
every kind of action survives encode -> decode, and a replay of the strings rebuilds the very
state that applying the actions built, so undo, restore and replay cannot change a game."""

import json

import pytest
from kits.pin import house, team

from games.cfs.rules import game, record
from sideline.dice import seed_state

RAMS = team("granite_rams")
OTTERS = team("cascade_otters")
SHEETS = {"home": RAMS, "away": OTTERS}
HOUSE = house()


def same(a, b):
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def play_call(sheet, offense, defense="base_pass", checkoff=None, audible=None):
    return {
        "t": "play",
        "call": {"defense": defense, "offense": offense, "checkoff": checkoff, "audible": audible},
    }


def test_simple_actions_round_trip_with_their_time():
    for t in ("kickoff", "punt", "fg", "pat", "two", "end", "halftime"):
        s = record.encode({"t": t}, q=3, clock=123_456)
        assert s.endswith("@3,123456") and len(s) <= 12
        assert record.decode(s) == {"t": t, "q": 3, "clock": 123_456}
    assert (
        len(
            {
                record.encode({"t": t})
                for t in ("kickoff", "punt", "fg", "pat", "two", "end", "halftime")
            }
        )
        == 7
    )


@pytest.mark.parametrize(
    "action",
    [
        {"t": "m", "what": "pen", "yards": 15, "kind": "run", "first": True},  # PEN 1ST
        {"t": "m", "what": "pen", "yards": -5, "kind": "run", "first": False},
        {"t": "m", "what": "gain", "yards": 12, "kind": "pass", "first": False},
        {"t": "m", "what": "to", "yards": -3, "kind": "run", "first": False},
        {"t": "m", "what": "xp_good", "yards": 0, "kind": "run", "first": False},
    ],
)
def test_h1_manual_results_round_trip_with_the_first_down_flag(action):
    s = record.encode(action, q=2, clock=61_000)
    back = record.decode(s)
    assert back.pop("q") == 2 and back.pop("clock") == 61_000
    assert back == action


def test_c1_a_called_play_round_trips_with_its_check_off_and_audible():
    G = game.new_game(SHEETS, seed_state(3), HOUSE)
    G["phase"] = game.SCRIMMAGE
    G["possession"] = "home"
    names = [p["name"] for p in RAMS["plays"]]
    for a in (
        play_call(RAMS, names[0], "base_run"),
        play_call(RAMS, names[1], "base_pass", "zone"),
        play_call(RAMS, names[2], "base_pass", "zone", names[9]),
        play_call(RAMS, names[14], "base_run", "4-4", names[0]),
    ):
        back = record.decode(record.encode(a, SHEETS, G, 1, 900_000), SHEETS, G)
        assert back.pop("q") == 1 and back.pop("clock") == 900_000
        assert back == a


def test_a_saved_games_start_is_the_game_it_starts():
    """K1: the team the record says receives takes the opening kickoff, with the house rules
    (H1-H3) and the dice the record starts with."""
    r = record.new_record("granite_rams", "cascade_otters", [5, 6], {"pat_good": 4}, "home")
    G = record.start_state(r, SHEETS)
    assert same(G, game.new_game(SHEETS, [5, 6], {"pat_good": 4}, "home"))
    assert (G["possession"], G["kicking"]) == ("home", "away")


@pytest.mark.parametrize(
    "action,text",
    [
        ({"t": "m", "what": "pen", "yards": 15, "kind": "run", "first": True}, "Mpen,15,r1@0,0"),
        ({"t": "m", "what": "pen", "yards": -5, "kind": "run", "first": False}, "Mpen,-5,r@0,0"),
        ({"t": "m", "what": "gain", "yards": 12, "kind": "pass"}, "Mgain,12,p@0,0"),
        ({"t": "m", "what": "td"}, "Mtd,0,r@0,0"),  # no yards given: none moved
        ({"t": "kickoff"}, "K@0,0"),  # no time given: quarter 0, clock 0
    ],
)
def test_the_manual_result_strings_saved_games_hold(action, text):
    """Saved games hold these strings: the next firmware must read what this one wrote."""
    assert record.encode(action) == text


def test_the_record_string_format_of_the_module_header():
    G = game.new_game(SHEETS, seed_state(3), HOUSE)
    G["possession"] = "home"
    seventh = RAMS["plays"][7]["name"]
    a = play_call(RAMS, seventh, "base_pass", "zone")
    assert record.encode(a, SHEETS, G, 1, 871_000) == "Pp,7,zone,-@1,871000"
    assert record.encode({"t": "kickoff"}, q=1, clock=900_000) == "K@1,900000"


def test_c5_a_manual_result_naming_the_sheets_play_round_trips_with_its_index():
    """With name_plays on, a manual result names the play of the sheet that was run, so
    replay marks its use (C5): the record keeps the play's index on the offense's sheet."""
    G = game.new_game(SHEETS, seed_state(3), HOUSE)
    G["possession"] = "away"
    seventh = OTTERS["plays"][7]["name"]
    a = {"t": "m", "what": "gain", "yards": 12, "kind": "pass", "first": False, "play": seventh}
    s = record.encode(a, SHEETS, G, 2, 61_000)
    assert s == "Mgain,12,p,7@2,61000"
    back = record.decode(s, SHEETS, G)
    assert back.pop("q") == 2 and back.pop("clock") == 61_000
    assert back == a
    assert "play" not in record.decode("Mgain,12,p@2,61000", SHEETS, G)


def test_bad_actions_are_refused_with_a_value_error():
    with pytest.raises(ValueError, match="^unknown action warp$"):
        record.encode({"t": "warp"})
    with pytest.raises(ValueError, match="^bad action Z@1,5$"):
        record.decode("Z@1,5")
    assert "q" not in record.decode("K")  # a string without a time decodes without one


def test_new_record_keeps_the_start():
    r = record.new_record("granite_rams", "cascade_otters", [5, 6])
    assert r == {
        "v": 1,
        "start": {
            "home": "granite_rams",
            "away": "cascade_otters",
            "dice": [5, 6],
            "house": {},
            "receiving": "away",
        },
        "actions": [],
    }
    r = record.new_record("a", "b", (1, 2), {"pat_good": 4}, "home")
    assert r["start"]["house"] == {"pat_good": 4} and r["start"]["receiving"] == "home"
    assert r["start"]["dice"] == [1, 2] and type(r["start"]["dice"]) is list


def drive():
    """A game with every kind of action, PEN 1ST and audibles among them."""
    names = [p["name"] for p in RAMS["plays"]]
    onames = [p["name"] for p in OTTERS["plays"]]
    return [
        {"t": "m", "what": "ko", "yards": 25, "kind": "run", "first": False},
        play_call(OTTERS, onames[0], "base_run"),
        {"t": "m", "what": "gain", "yards": -12, "kind": "pass", "first": False},
        {"t": "m", "what": "pen", "yards": 5, "kind": "run", "first": True},  # 1st, not 3rd
        play_call(OTTERS, onames[1], "base_pass", "zone", onames[5]),
        play_call(OTTERS, onames[2], "base_run", "4-4", onames[3]),
        {"t": "m", "what": "punt", "yards": 40, "kind": "run", "first": False},
        play_call(RAMS, names[3], "base_pass", "man_to_man", names[10]),
        {"t": "m", "what": "pen", "yards": 10, "kind": "run", "first": True},
        {"t": "m", "what": "td", "yards": 0, "kind": "pass", "first": False},
        {"t": "two"},
        {"t": "kickoff"},
    ]


def test_h1_c1_a_replayed_record_is_the_game_that_was_played():
    start = seed_state(2026)
    r = record.new_record("granite_rams", "cascade_otters", start, {"pat_good": 4})
    G = game.new_game(SHEETS, start, {"pat_good": 4})
    events = []
    for i, a in enumerate(drive()):
        r["actions"].append(record.encode(a, SHEETS, G, 1 + i // 4, 900_000 - 1000 * i))
        events.append(game.apply(G, SHEETS, a))
    seen = []
    again = record.replay(r, SHEETS, on_event=lambda a, ev: seen.append((a, ev)))
    assert same(again, G)
    assert [ev for _, ev in seen] == events
    assert seen[3][0]["first"] is True and seen[4][0]["call"]["audible"] is not None
    # The automatic first down is in the state: 1st and 10, not 3rd and long.
    before = record.replay(r, SHEETS, upto=3)
    mid = record.replay(r, SHEETS, upto=4)
    assert before["possession"] == mid["possession"] == "away" and before["down"] > 1
    assert mid["down"] == 1 and mid["to_go"] == 10
    assert mid["first_downs"]["away"] == before["first_downs"]["away"] + 1
    # The audibled play, not the one first called, was marked (C1, C5).
    after = record.replay(r, SHEETS, upto=5)
    o = OTTERS["play_index"]
    assert after["marks"]["away"]["plays"][o[OTTERS["plays"][5]["name"]]] == 1
    assert after["marks"]["away"]["plays"][o[OTTERS["plays"][1]["name"]]] == 0
    assert after["marks"]["home"]["packages"]["zone"] == 1


def test_replay_accepts_action_dicts_and_stops_where_told():
    start = seed_state(9)
    r = record.new_record("granite_rams", "cascade_otters", start)
    r["actions"] = drive()[:3]
    G = record.replay(r, SHEETS)
    assert G["plays"] == 2 and G["possession"] == "away"  # a play and a manual gain
    assert same(record.replay(r, SHEETS, upto=0), record.start_state(r, SHEETS))


def a_good_record():
    r = record.new_record("granite_rams", "cascade_otters", [5, 6])
    r["actions"] = ["K@1,900000", "Pp,7,zone,-@1,871000"]
    return r


def test_a_record_of_the_right_shape_passes_its_check():
    assert record.check(a_good_record()) is None
    r = a_good_record()
    del r["start"]["house"]  # no overrides saved: the house rules' defaults (H1-H3)
    assert record.check(r) is None
    r["actions"] = []  # a game saved before its first action
    assert record.check(r) is None


def _spoil(where, value):
    def spoil(r):
        if where == "record":
            return value
        if where == "start":
            r["start"] = value
        elif where == "actions":
            r["actions"] = value
        else:
            r["start"][where] = value
        return r

    return spoil


# A restored save names the first field that is wrong, so the player (or `sideline pull`)
# knows what damaged it; replay would fail later with no such word.
@pytest.mark.parametrize(
    "spoil,message",
    [
        (_spoil("record", [1]), "record: expected an object"),
        (_spoil("start", None), "record.start: expected an object"),
        (_spoil("home", ""), "record.start.home: expected a team sheet name"),
        (_spoil("home", 7), "record.start.home: expected a team sheet name"),
        (_spoil("away", ["cascade_otters"]), "record.start.away: expected a team sheet name"),
        (_spoil("dice", (5, 6)), "record.start.dice: expected [z, w]"),
        (_spoil("dice", [5, 6, 7]), "record.start.dice: expected [z, w]"),
        (_spoil("dice", [5]), "record.start.dice: expected [z, w]"),
        (_spoil("dice", ["5", 6]), "record.start.dice: expected [z, w]"),
        (_spoil("dice", [5, "6"]), "record.start.dice: expected [z, w]"),
        (_spoil("house", "pat_good=4"), "record.start.house: expected an object"),
        (_spoil("house", None), "record.start.house: expected an object"),
        (_spoil("receiving", "both"), "record.start.receiving: expected home or away"),
        (_spoil("actions", "K@1,900000"), "record.actions: expected a list"),
        (_spoil("actions", ["K@1,900000", 7]), "record.actions: expected action strings"),
        (_spoil("actions", ["K@1,900000", ""]), "record.actions: expected action strings"),
    ],
)
def test_a_damaged_record_names_its_first_bad_field(spoil, message):
    assert record.check(spoil(a_good_record())) == message
