"""Fliip Football plays its rulebook by default (issue 35): "Choose a normal, onside, or
safety type kick-off" offers all three at every kick-off (after a safety only the safety
kick-off, F8); the restriction is a house option."""

import pytest
from kits.fliip import at, do, faces_for, kicking_off, new, team

from games.fliip import box, game, menus
from host_tools.emulator.tables_bot import new_table


def labels(state):
    return [item["label"] for item in menus.menu(state)]


def test_every_kick_off_offers_normal_onside_and_safety():
    assert game.HOUSE["safety_kickoff"] == "any"
    assert labels(kicking_off(new())) == ["KO NORM", "KO ONSD", "KO SAFE"]
    home = team(ko_safety={10: "31"})  # the safety table's 10: the receiver's 31
    s = kicking_off(new(home=home))
    do(s, "kickoff", 2, faces_for(10))
    assert (s["G"]["offense"], s["G"]["los"]) == ("away", 31)


@pytest.mark.parametrize("reading", ["any", "after_safety"])
def test_after_a_safety_only_the_safety_kick_off(reading):
    s = kicking_off(new(house={"safety_kickoff": reading}), forced="safety")
    assert labels(s) == ["KO SAFE"]
    with pytest.raises(ValueError, match="safety kick-off"):
        do(s, "kickoff", 0)


def test_the_restriction_to_after_a_safety_is_a_house_option():
    s = kicking_off(new(house={"safety_kickoff": "after_safety"}))
    assert labels(s) == ["KO NORM", "KO ONSD"]
    with pytest.raises(ValueError, match="follows a safety only"):
        do(s, "kickoff", 2)


def test_the_box_switches_the_house_option_in_setup():
    t = new_table(box, "teams/fliip", 3)
    words = dict(t.setup_items())
    assert words["SAFE"] == "ANY"
    assert t.state_["G"]["house"]["safety_kickoff"] == "any"
    t.settings["safety_kickoff"] = "after_safety"
    assert dict(t.setup_items())["SAFE"] == "AFT"
    t.new_game()
    assert t.state_["G"]["house"]["safety_kickoff"] == "after_safety"


# --- F7: kicks entered from the team's card (the player rolls, reads, enters) --------------


def own(house=None, length=8):
    """A game of the box's two own teams, with no kicking-table file."""
    return game.new_game(dict(box.OWN), [12345, 67890], {"length": length}, house)


# (table, the card's result at total 10, the move entered, its n)
CARD = [
    ("ko_normal", "27", "ko_line", 27),
    ("ko_normal", "Fumble/20", "ko_fum", 20),
    ("ko_normal", "Return/TD", "ko_td", None),
    ("punt_normal", "38", "pt_net", 38),
    ("punt_normal", "-5", "pt_net", -5),
    ("punt_normal", "Fumble/27", "pt_fum", 27),
    ("punt_normal", "Block/-10", "pt_blk", 10),
    ("punt_normal", "Block/-30", "pt_blk", 30),
    ("punt_normal", "Return/TD", "pt_td", None),
    ("fg", "Good", "fg_good", None),
    ("fg", "Miss/-8", "fg_miss", 8),
    ("fg", "Block/-15", "fg_blk", 15),
    ("fg", "Block/TD", "fg_btd", None),
]


def _kick_on(state, table):
    if table == "ko_normal":
        return kicking_off(state)
    return at(state, "home", los=70 if table == "fg" else 25, down=4, to_go=8)


@pytest.mark.parametrize("table, result, m, n", CARD)
def test_a_kick_entered_from_the_card_plays_as_the_box_s_roll_on_it(table, result, m, n):
    """The same result, rolled by the box on a team's tables or entered from its card,
    leaves the same game (the dice aside)."""
    over = {20: {10: result}, 45: {10: result}} if table == "fg" else {10: result}
    rolled = _kick_on(new(home=team(**{table: over})), table)
    move = {"ko_normal": ("kickoff", 0), "punt_normal": ("punt", 0), "fg": ("fg", None)}[table]
    do(rolled, move[0], move[1], faces_for(10))
    entered = _kick_on(new(home=team(**{table: over})), table)
    entered["G"]["kicks"] = "card"
    do(entered, m, n)
    assert entered["G"]["roll"] == [] and rolled["G"]["roll"] == faces_for(10)
    entered["G"]["kicks"] = "roll"
    rolled["G"]["roll"] = []
    assert entered == rolled


def test_own_teams_need_no_file_and_enter_every_kick():
    cat, _messages, load = box.catalog([], None)
    assert cat == {"home": "HOM", "away": "AWY"} and load("home")["kickoff"] is None
    s = kicking_off(own())
    assert [menus.text(i) for i in menus.menu(s)] == ["KO TO 25", "FUMBL 20", "RET TD"]
    with pytest.raises(ValueError, match="enter its result from the card"):
        do(s, "kickoff", 0)
    with pytest.raises(ValueError, match="KO_LINE needs n 1..50"):
        do(s, "ko_line", 51)
    do(s, "ko_line", 27)
    G = s["G"]
    assert (G["offense"], G["los"], G["last"], G["roll"]) == ("away", 27, "KO TO 27", [])
    at(s, "away", los=70, down=4, to_go=8)
    texts = [menus.text(i) for i in menus.menu(s)]
    assert "PUNT" not in texts and "POOCH" not in texts
    assert texts[-8:] == [
        "PUNT 40", "PTFUM 10", "PTBLK-5", "PT RETTD", "FG GOOD", "MISS -7", "FGBLK-7", "FG BLKTD"
    ]  # fmt: skip
    assert all(len(t) <= 8 for t in texts)
    with pytest.raises(ValueError, match="entered from its card"):
        do(s, "punt", 0)
    do(s, "fg_good")
    assert G["score"]["away"] == 3 and G["last"] == "FG GOOD"


def test_a_box_with_no_team_file_plays_a_whole_game_of_own_teams():
    """The box over an empty teams/fliip/: HOM against AWY, every kick entered, to FINAL."""
    t = new_table(box, None, 3)
    assert (t.start_settings["home"], t.start_settings["away"]) == ("home", "away")
    for m in (
        {"m": "coin", "n": 0}, {"m": "receive"}, {"m": "ko_line", "n": 30},
        {"m": "gain", "n": 75}, {"m": "ko_td"},
    ):  # fmt: skip
        t.act(m)
    assert t.state_["G"]["score"] == {"home": 7, "away": 7}


def test_the_box_offers_kicks_by_card_for_teams_with_tables_too():
    t = new_table(box, "teams/fliip", 3)
    assert dict(t.setup_items())["DICE"] == "BOX"  # "DICE BOX" / "DICE YOU" on 8 characters
    assert t.start_settings["home"] not in box.OWN and t.start_settings["away"] not in box.OWN
    t.settings["kicks"] = "card"
    t.new_game()
    t.act({"m": "coin", "n": 0})
    t.act({"m": "kick"})
    assert [i[0] for i in t.choices(t.state_)] == ["KO TO 25", "FUMBL 20", "RET TD"]


def test_typed_entries_play_the_own_teams_on_the_host(capsys):
    from host_tools.fliip.play import play_script, replay_log

    lines = ["coin 0", "receive", "ko_line 30", "gain 5", "punt 0", "pt_net 38"]
    state, log = play_script(lines, "home", "away", 3, out=None)
    err = capsys.readouterr().err
    assert err == "line 5: this team's kicks are entered from its card\n"
    G = state["G"]
    assert (G["offense"], G["los"], G["last"]) == ("away", 100 - (35 + 38), "PUNT 38")
    assert replay_log(log)["G"] == G


@pytest.mark.parametrize("reading, names", [("any", []), ("after_safety", ["safety_kickoff"])])
def test_the_box_s_save_names_its_house_rules(reading, names):
    import json

    t = new_table(box, "teams/fliip", 3)
    t.settings["safety_kickoff"] = reading
    t.new_game()
    assert json.loads(t.payload())["house"] == names
