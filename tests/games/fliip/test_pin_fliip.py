"""Tests that pin fliip rules the mutation run (issue 18) found unheld: each kills mutants that
survived `make mutate`, its expected values reasoned from the rules (ids cited)."""

import json

import pytest
from kits.fliip import FixedDice, at, do, faces_for, kicking_off, new, team, team_data

from games.fliip import box, field, game, kicks, menus, plays, tables, views
from host_tools.emulator.tables_bot import new_table

# --- views: the displays are four characters (HT16K33), the text line eight ---------------


def _g(**kw):
    G = {"poss": {"home": 0, "away": 0}, "period": 0, "down": 1, "offense": "home"}
    G.update(kw)
    return G


def test_f1_possessions_show_home_then_away_and_o_in_overtime():
    assert views.possessions(_g(poss={"home": 5, "away": 6})) == "P5-6"
    assert views.possessions(_g(poss={"home": 1, "away": 0}, period=1)) == "o1-0"
    assert views.possessions(_g(poss={"home": 0, "away": 1}, period=2)) == "o0-1"


def test_f1_f8_f9_possessions_past_nine_stay_on_four_characters():
    # F8/F9: a returned kick on the last possessions counts one beyond the length (8), so a
    # side may reach 10; the clock display has four characters: the count stops at 9.
    assert views.possessions(_g(poss={"home": 9, "away": 9})) == "P9-9"
    assert views.possessions(_g(poss={"home": 10, "away": 8})) == "P9-8"
    assert views.possessions(_g(poss={"home": 8, "away": 11})) == "P8-9"
    assert views.possessions(_g(poss={"home": 8, "away": 10})) == "P8-9"


def test_f6_scores_fit_four_digits_and_mark_the_team_with_the_ball():
    assert views.score(7, False) == "   7"
    assert views.score(21, True) == "  21."
    assert views.score(9999, False) == "9999"
    assert views.score(10000, False) == "9999"
    assert views.score(10001, True) == "9999."


def test_f2_down_and_distance_and_goal_to_go_for_every_down():
    G = _g(down=3, los=36, line=40)
    assert views.down(G) == " 3-4"
    G = _g(down=1, los=20, line=30)
    assert views.down(G) == "1-10"
    for n, word in ((1, "G.0AL"), (2, "G0.AL"), (3, "G0A.L"), (4, "G0AL.")):
        assert views.down(_g(down=n, los=95, line=100)) == word
    # a first down at the 90 puts the line to gain on the goal line: goal to go (F2)
    assert views.down(_g(down=1, los=90, line=100)) == "G.0AL"
    assert views.down(_g(down=1, los=89, line=99)) == "1-10"


def test_down_is_blank_between_possessions():
    assert views.down(_g(down=0, offense="home", los=30, line=40)) == "    "
    assert views.down(_g(down=1, offense=None, los=30, line=40)) == "    "
    assert views.down(_g(down=0, offense=None, los=30, line=40)) == "    "


def test_ball_on_names_the_half_the_ball_is_on():
    # Spots are the offense's yards from its own goal line (1..99): below 50 its own half.
    assert views.ball_on(_g(los=25, offense="home")) == "H 25"
    assert views.ball_on(_g(los=25, offense="away")) == "A 25"
    assert views.ball_on(_g(los=1, offense="home")) == "H  1"
    assert views.ball_on(_g(los=49, offense="away")) == "A 49"
    assert views.ball_on(_g(los=50, offense="home")) == "  50"
    assert views.ball_on(_g(los=51, offense="home")) == "A 49"
    assert views.ball_on(_g(los=60, offense="away")) == "H 40"
    assert views.ball_on(_g(los=99, offense="home")) == "A  1"
    assert views.ball_on(_g(los=99, offense="away")) == "H  1"


def test_ball_on_is_blank_with_no_spot():
    for G in (_g(los=30, offense=None), _g(los=0, offense="home"), _g(los=100, offense="home")):
        assert views.ball_on(G) == "    "


def test_f7_dice_shows_the_total_of_the_last_kick():
    assert views.dice({"roll": []}) == "    "
    assert views.dice({"roll": [1, 2, 6]}) == "K  9"
    assert views.dice({"roll": [6, 6, 6]}) == "K 18"
    assert views.dice({"roll": [5, 1, 3]}) == "K  9"


def test_text_line_is_the_last_result_or_the_prompt_of_the_step():
    s = new()
    assert views.text(s) == "COIN"
    for phase, word in (("choose", "KICK REC"), ("kickoff", "KICKOFF"), ("play", "PLAY")):
        s["ctx"]["phase"] = phase
        assert views.text(s) == word
    s["ctx"]["phase"] = "over"
    assert views.text(s) == ""
    s["G"]["last"] = "FINAL"
    assert views.text(s) == "FINAL"


def test_roles_show_every_display_of_a_drive():
    s = at(new(), offense="away", los=62, down=2, to_go=7)
    s["G"]["score"] = {"home": 10, "away": 3}
    s["G"]["roll"] = [2, 3, 4]
    s["G"]["last"] = "2-7"
    assert views.roles(s) == {
        "clock": "P0-1",
        "home": "  10",
        "away": "   3.",
        "down": " 2-7",
        "ball_on": "H 38",
        "dice": "K  9",
        "text": "2-7",
    }
    s = at(new(), offense="home", los=20)
    r = game.roles(s)
    assert (r["home"], r["away"]) == ("   0.", "   0")


def test_f12_sheet_pages_number_the_rows_and_mark_the_team_of_the_possession():
    G = {
        "sheet": [
            {"team": "home", "n": 1, "ot": 0, "home": 7, "away": 0, "result": "TD"},
            {"team": "away", "n": 3, "ot": 0, "home": 7, "away": 2, "result": "PUNT"},
            {"team": "away", "n": 1, "ot": 2, "home": 7, "away": 9, "result": "KO TD"},
        ]
    }
    assert views.sheet_page(G, 0) == {
        "clock": "   1",
        "home": "   7.",
        "away": "   0",
        "text": "H1 TD",
    }
    assert views.sheet_page(G, 1) == {
        "clock": "   2",
        "home": "   7",
        "away": "   2.",
        "text": "A3 PUNT",
    }
    assert views.sheet_page(G, 2)["clock"] == "o2"
    assert views.sheet_page(G, 2)["text"] == "A1 KO TD"


# --- menus: the entries on offer at each step (README "The buttons", F1-F10) ----------------


def test_menu_of_the_flip_and_the_choice():
    s = new()
    assert menus.menu(s) == [
        {"label": "FLIP", "m": "flip"},
        {"label": "COIN H", "m": "coin", "n": 0},
        {"label": "COIN A", "m": "coin", "n": 1},
    ]
    do(s, "coin", 1)
    assert menus.menu(s) == [{"label": "RECEIVE", "m": "receive"}, {"label": "KICK", "m": "kick"}]


def test_f8_menu_of_the_kickoff_normal_onside_and_safety_only_after_a_safety():
    assert menus.menu(kicking_off(new(house={"safety_kickoff": "after_safety"}))) == [
        {"label": "KO NORM", "m": "kickoff", "n": 0},
        {"label": "KO ONSD", "m": "kickoff", "n": 1},
    ]
    assert menus.menu(kicking_off(new(), forced="safety")) == [
        {"label": "KO SAFE", "m": "kickoff", "n": 2}
    ]
    assert menus.menu(kicking_off(new())) == [
        {"label": "KO NORM", "m": "kickoff", "n": 0},
        {"label": "KO ONSD", "m": "kickoff", "n": 1},
        {"label": "KO SAFE", "m": "kickoff", "n": 2},
    ]


PLAY_MENU = [
    {"label": "GAIN", "m": "gain", "n": 0, "lo": -99, "hi": 99},
    {"label": "TD", "m": "td"},
    {"label": "INC", "m": "inc"},
    {"label": "NG", "m": "ng"},
    {"label": "SACK", "m": "sack", "n": 1, "lo": 1, "hi": 99},
    {"label": "TFL", "m": "tfl", "n": 1, "lo": 1, "hi": 99},
    {"label": "FUM", "m": "fum", "n": 0, "lo": -99, "hi": 99},
    {"label": "INT", "m": "int", "n": 0, "lo": -99, "hi": 99},
    {"label": "KNEE", "m": "knee"},
    {"label": "PUNT", "m": "punt", "n": 0},
    {"label": "POOCH", "m": "punt", "n": 1},
]


def test_f2_f10_menu_of_a_play_every_card_result_then_the_kicks():
    # F3: yards signed from 0, a SACK or TFL a loss of at least 1, FUM/INT the spot signed;
    # F4 the knee; F9 punt or pooch; F10 the field goal only at the opponent's 45 or closer.
    assert menus.menu(at(new(), los=54)) == PLAY_MENU
    assert menus.menu(at(new(), los=55)) == PLAY_MENU + [{"label": "FG AT 45", "m": "fg"}]
    assert menus.menu(at(new(), los=97))[-1] == {"label": "FG AT 3", "m": "fg"}
    assert menus.menu(at(new(), offense="away", los=70))[-1] == {"label": "FG AT 30", "m": "fg"}


def test_no_menu_once_the_game_is_over():
    s = new()
    s["ctx"]["phase"] = "over"
    assert menus.menu(s) == [] and game.menu(s) == []


def test_menu_text_shows_the_value_signed_and_losses_with_a_minus():
    gain, sack, tfl, fum = PLAY_MENU[0], PLAY_MENU[4], PLAY_MENU[5], PLAY_MENU[6]
    assert menus.text(gain) == "GAIN 0"
    assert menus.text(gain, 0) == "GAIN 0"
    assert menus.text(gain, 1) == "GAIN +1"
    assert menus.text(gain, 7) == "GAIN +7"
    assert menus.text(gain, -4) == "GAIN -4"
    assert menus.text(sack) == "SACK -1"
    assert menus.text(sack, 3) == "SACK -3"
    assert menus.text(tfl, 2) == "TFL -2"
    assert menus.text(fum, 4) == "FUM +4"
    assert menus.text(fum, -2) == "FUM -2"
    assert menus.text(PLAY_MENU[1]) == "TD"
    assert menus.text({"label": "KO NORM", "m": "kickoff", "n": 0}) == "KO NORM"


def test_menu_action_makes_the_move_with_the_value_entered():
    gain, sack = PLAY_MENU[0], PLAY_MENU[4]
    assert menus.action(gain) == {"m": "gain", "n": 0}
    assert menus.action(gain, 12) == {"m": "gain", "n": 12}
    assert menus.action(sack) == {"m": "sack", "n": 1}
    assert menus.action(sack, 5) == {"m": "sack", "n": 5}
    assert menus.action(PLAY_MENU[1]) == {"m": "td"}
    assert menus.action(PLAY_MENU[1], 3) == {"m": "td"}
    assert menus.action({"label": "POOCH", "m": "punt", "n": 1}) == {"m": "punt", "n": 1}
    assert menus.action({"label": "COIN A", "m": "coin", "n": 1}, 0) == {"m": "coin", "n": 1}


# --- box: the Table adapter onto the shell ---------------------------------------------------


def _table(seed=3):
    return new_table(box, "teams/fliip", seed)


def test_box_catalog_loads_the_team_files_by_slug():
    files = {
        "a.json": json.dumps(team_data(name="Alpha", abbr="AAA")),
        "b.json": json.dumps(team_data(name="Beta", abbr="BBB")),
        "c.json": "{",
    }
    cat, messages, load = box.catalog(sorted(files), lambda n: files[n])
    assert sorted(cat) == ["a", "away", "b", "home"] and cat["a"] == "AAA"  # + the own two
    assert len(messages) == 1 and messages[0].startswith("c.json: ")
    assert load("b")["name"] == "Beta"


def test_box_start_is_a_new_game_of_the_start_settings_teams_and_seed():
    t = _table()
    t.start_settings = dict(t.start_settings, length=4)
    s = t.start()
    assert s["G"]["length"] == 4 and s["ctx"]["phase"] == "flip"
    assert s["G"]["teams"]["home"] is t.teams["home"]
    from sideline.dice import seed_state

    assert s["G"]["dice"] == list(seed_state(t.game_seed))
    t.start_settings = dict(t.start_settings, length=8)
    assert t.start()["G"]["length"] == 8


def test_box_step_rolls_with_the_dice_kept_in_the_state():
    t = _table()
    s = t.start()
    before = list(s["G"]["dice"])
    events = t.step(s, {"m": "flip"})
    assert events[0][0] == "flip" and s["ctx"]["phase"] == "choose"
    assert s["G"]["dice"] != before  # the record's own generator moved on
    with pytest.raises(ValueError):
        t.step(s, {"m": "flip"})


def test_box_choices_ask_a_number_for_an_entry_with_a_value():
    t = _table()
    s = at(t.start(), los=70)
    c = t.choices(s)
    assert [x[0] for x in c] == [
        "GAIN 0", "TD", "INC", "NG", "SACK -1", "TFL -1", "FUM 0", "INT 0",
        "KNEE", "PUNT", "POOCH", "FG AT 30",
    ]  # fmt: skip
    assert c[0][1] == PLAY_MENU[0] and c[0][2] == (-99, 99, 0)
    assert c[4][2] == (-99, -1, -1)  # a loss counted down from 0: UP is the smaller loss
    assert c[1][2] is None and c[9][2] is None
    assert t.entry_text(c[0], 5) == "GAIN +5"
    assert t.entry_text(c[4], -3) == "SACK -3"
    assert t.action_of(c[4], -3) == {"m": "sack", "n": 3}
    assert t.action_of(c[0], -3) == {"m": "gain", "n": -3}
    assert t.action_of(c[1], None) == {"m": "td"}
    assert t.action_of(c[10], None) == {"m": "punt", "n": 1}


def test_box_displays_result_score_step_and_over():
    t = _table()
    s = at(t.start(), offense="away", los=40)
    s["G"]["score"] = {"home": 3, "away": 14}
    s["G"]["last"] = "1ST DOWN"
    assert t.displays(s) == views.roles(s) and t.displays(s)["ball_on"] == "A 40"
    assert t.result(s, []) == ["1ST DOWN"]
    assert t.score(s) == [3, 14]
    assert t.step_name(s) == "play"
    assert t.is_over(s) is False
    s["ctx"]["phase"] = "over"
    assert t.is_over(s) is True and t.step_name(s) == "over"


def test_box_roll_flips_the_coin_rolls_the_kickoff_shown_or_the_kick_shown():
    t = _table()
    s = t.start()
    assert t.roll_choice(s, t.choices(s)) == 0  # FLIP
    do(s, "coin", 0)
    assert t.roll_choice(s, t.choices(s)) is None  # RECEIVE or KICK: no roll
    do(s, "kick")
    t.menu_i = 1
    assert t.roll_choice(s, t.choices(s)) == 1  # the onside kick shown
    s = at(t.start(), los=70)
    menu = t.choices(s)
    for i, item in enumerate(menu):
        t.menu_i = i
        want = i if item[1]["m"] in ("punt", "fg") else None
        assert t.roll_choice(s, menu) == want, item[0]
    s["ctx"]["phase"] = "over"  # after the final there is nothing to roll, and no menu
    t.menu_i = 0
    assert t.roll_choice(s, []) is None


def test_f12_box_pages_are_the_score_sheet():
    t = _table()
    s = at(t.start(), los=95)
    do(s, "td")
    assert t.page_count(s) == 1
    assert t.pages(s) == game.info_pages(s) == [views.sheet_page(s["G"], 0)]
    assert t.page(s, 0) == {"clock": "   1", "home": "   7.", "away": "   0", "text": "H1 TD"}


# --- plays (F2-F5) and field (F1, F6, F12): what each card result does, event by event -------


def _row(team, n, result, home, away, start=None, plays=0, ot=0):
    return {
        "team": team,
        "n": n,
        "ot": ot,
        "start": start,
        "plays": plays,
        "result": result,
        "home": home,
        "away": away,
    }


def test_f2_first_down_event_text_and_the_new_line_to_gain():
    s = at(new(), los=30, down=3, to_go=10)
    s["G"]["drive"]["plays"] = 2
    assert do(s, "gain", 12) == [["first_down", 42]]
    G = s["G"]
    assert (G["los"], G["down"], G["line"], G["last"]) == (42, 1, 52, "1ST DOWN")
    assert G["drive"] == {"start": 30, "plays": 3} and G["offense"] == "home"
    # from the 89 the line to gain is the 99; from the 90 and beyond it is the goal line
    s = at(new(), los=80, down=2, to_go=5)
    do(s, "gain", 9)
    assert (s["G"]["los"], s["G"]["line"]) == (89, 99)
    s = at(new(), los=80, down=2, to_go=5)
    do(s, "gain", 10)
    assert (s["G"]["los"], s["G"]["line"]) == (90, 100)
    s = at(new(), los=80, down=2, to_go=5)
    do(s, "gain", 15)
    assert (s["G"]["los"], s["G"]["line"]) == (95, 100)
    do(s, "gain", 1)
    assert s["G"]["last"] == "2-4" and views.down(s["G"]) == "G0.AL"


def test_f2_one_short_of_the_line_is_the_next_down_and_its_text():
    s = at(new(), los=30, down=1, to_go=10)
    assert do(s, "gain", 9) == []
    G = s["G"]
    assert (G["los"], G["down"], G["line"], G["last"]) == (39, 2, 40, "2-1")
    do(s, "sack", 4)
    assert (G["los"], G["down"], G["last"]) == (35, 3, "3-5")
    do(s, "tfl", 1)
    assert (G["los"], G["down"], G["last"]) == (34, 4, "4-6")
    assert G["drive"]["plays"] == 3 and s["ctx"]["phase"] == "play"


def test_f2_turnover_on_downs_gives_the_ball_at_the_spot():
    s = at(new(), los=30, down=4, to_go=3)
    s["G"]["drive"]["plays"] = 3
    assert do(s, "gain", 2) == [["possession", "away", 68]]
    G = s["G"]
    assert G["last"] == "DOWNS" and G["sheet"] == [_row("home", 1, "DOWNS", 0, 0, 30, 4)]
    assert (G["offense"], G["los"], G["down"], G["line"]) == ("away", 68, 1, 78)
    assert G["drive"] == {"start": 68, "plays": 0} and s["ctx"]["player"] == "away"
    # the 3rd down's failure is no turnover: the 4th down comes
    s = at(new(), los=30, down=3, to_go=3)
    do(s, "inc")
    assert (s["G"]["offense"], s["G"]["down"]) == ("home", 4)


def test_f3_f6_touchdown_scores_seven_closes_the_possession_and_the_scorer_kicks():
    s = at(new(), los=40, down=2, to_go=10)
    s["G"]["drive"]["plays"] = 4
    assert do(s, "td") == [["score", "home", 7]]
    G = s["G"]
    assert G["score"] == {"home": 7, "away": 0} and G["last"] == "TD"
    assert G["sheet"] == [_row("home", 1, "TD", 7, 0, 40, 5)]
    assert (G["offense"], G["down"], G["drive"], G["kicker"], G["forced"]) == (
        None,
        0,
        None,
        "home",
        None,
    )
    assert s["ctx"]["phase"] == "kickoff" and s["ctx"]["player"] == "home"
    r = views.roles(s)
    assert (r["down"], r["ball_on"], r["home"]) == ("    ", "    ", "   7")


def test_f3_a_gain_to_exactly_the_goal_line_is_a_touchdown():
    s = at(new(), los=95, down=1, to_go=5)
    assert do(s, "gain", 5) == [["score", "home", 7]]
    assert s["G"]["sheet"][-1]["result"] == "TD"


def test_f3_f5_a_loss_to_exactly_the_goal_line_is_a_safety_one_short_is_not():
    s = at(new(), offense="away", los=2, down=2)
    assert do(s, "knee") == [["score", "home", 2]]
    G = s["G"]
    assert G["last"] == "SAFETY" and G["sheet"] == [_row("away", 1, "SAFTY", 2, 0, 2, 1)]
    assert (G["kicker"], G["forced"], s["ctx"]["player"]) == ("away", "safety", "away")
    s = at(new(), los=3, down=2)
    do(s, "knee")
    assert s["G"]["los"] == 1 and s["G"]["score"] == {"home": 0, "away": 0}
    s = at(new(), los=10, down=2)
    do(s, "gain", -9)
    assert s["G"]["los"] == 1 and s["G"]["last"] == "3-19"


@pytest.mark.parametrize("m", ["inc", "ng"])
def test_f3_inc_and_ng_gain_nothing(m):
    s = at(new(), los=30, down=1)
    do(s, m)
    assert (s["G"]["los"], s["G"]["down"], s["G"]["last"]) == (30, 2, "2-10")


def test_f3_turnover_at_the_spot_no_return_with_its_text():
    s = at(new(), los=30, down=2)
    s["G"]["drive"]["plays"] = 1
    assert do(s, "int", 8) == [["possession", "away", 62]]
    G = s["G"]
    assert G["last"] == "INT" and G["sheet"] == [_row("home", 1, "INT", 0, 0, 30, 2)]
    assert (G["offense"], G["los"], G["down"], G["line"]) == ("away", 62, 1, 72)
    s = at(new(), los=30, down=2)
    do(s, "fum", -5)  # a fumble behind the line: the spot is 5 yards back
    assert (s["G"]["offense"], s["G"]["los"], s["G"]["last"]) == ("away", 75, "FUM")


def test_f3_turnover_spots_at_each_goal_line():
    # On the defense's goal line (100) or past it: the defense's touchback, its own 20.
    s = at(new(), los=90, down=1)
    assert do(s, "int", 10) == [["possession", "away", 20]]
    assert s["G"]["last"] == "TOUCHBCK" and s["G"]["sheet"][-1]["result"] == "INT"
    # One short of it: the defense's ball at its 1.
    s = at(new(), los=90, down=1)
    assert do(s, "int", 9) == [["possession", "away", 1]]
    # At the offense's own 1: the defense's ball at the 99; on the goal line itself (0): the
    # defense's touchdown (house rule turnover_behind_goal), counted as its possession.
    s = at(new(), los=5, down=1)
    assert do(s, "fum", -4) == [["possession", "away", 99]]
    s = at(new(), los=5, down=1)
    assert do(s, "fum", -5) == [["score", "away", 7]]
    G = s["G"]
    assert G["last"] == "FUM TD" and G["poss"] == {"home": 1, "away": 1}
    assert G["sheet"] == [_row("home", 1, "FUM", 0, 0, 5, 1), _row("away", 1, "FUMTD", 0, 7)]
    assert (G["kicker"], G["forced"], s["ctx"]["phase"]) == ("away", None, "kickoff")
    s = at(new(), los=5, down=1)
    do(s, "int", -6)
    assert s["G"]["last"] == "INT TD" and s["G"]["sheet"][-1]["result"] == "INTTD"


def test_f5_turnover_behind_the_goal_line_as_a_safety_house_rule():
    s = at(new(house={"turnover_behind_goal": "safety"}), los=5, down=1)
    assert do(s, "int", -5) == [["score", "away", 2]]
    G = s["G"]
    assert G["last"] == "SAFETY" and G["poss"] == {"home": 1, "away": 0}
    assert G["score"] == {"home": 0, "away": 2} and len(G["sheet"]) == 1
    assert (G["kicker"], G["forced"], s["ctx"]["player"]) == ("home", "safety", "home")


def test_f12_a_safety_by_house_rule_shows_on_its_possessions_row():
    # F12: the sheet records each possession's result and the score after it (views'
    # pages show it). A safety scored under the safety house rules is on no row.
    s = at(new(house={"turnover_behind_goal": "safety"}), los=5, down=1)
    do(s, "int", -5)
    assert s["G"]["sheet"][-1] == _row("home", 1, "INT", 0, 2, 5, 1)
    s = at(
        new(home=team(punt_normal={4: "Block/-10"}), house={"punt_behind_goal": "safety"}),
        los=10,
        down=4,
    )
    do(s, "punt", 0, faces_for(4))
    assert s["G"]["sheet"][-1] == _row("home", 1, "PTBLK", 0, 2, 10, 1)


def test_f4_knee_loses_two_and_sack_tfl_lose_their_yards():
    assert [plays.yards_of(m, n) for m, n in (("gain", 7), ("gain", -3))] == [7, -3]
    assert [plays.yards_of(m, 4) for m in ("sack", "tfl", "knee", "inc", "ng")] == [
        -4,
        -4,
        -2,
        0,
        0,
    ]


def test_f1_a_period_is_done_when_both_sides_had_their_possessions():
    G = {"length": 8, "period": 0, "poss": {"home": 8, "away": 8}}
    assert field.target(G) == 8 and field.period_done(G)
    G["poss"] = {"home": 8, "away": 7}
    assert not field.period_done(G)
    G["poss"] = {"home": 7, "away": 8}
    assert not field.period_done(G)
    G["poss"] = {"home": 9, "away": 8}
    assert field.period_done(G)
    G = {"length": 4, "period": 1, "poss": {"home": 1, "away": 0}}
    assert field.target(G) == 1 and not field.period_done(G)
    G["poss"] = {"home": 1, "away": 1}
    assert field.period_done(G)
    G["period"] = 3
    assert field.target(G) == 1
    assert field.other("home") == "away" and field.other("away") == "home"


def test_f1_tied_after_regulation_is_overtime_then_a_lead_ends_it():
    s = new(length=4)
    G = s["G"]
    G["poss"] = {"home": 4, "away": 3}
    G["score"] = {"home": 7, "away": 0}
    at(s, offense="away", los=95)
    assert do(s, "td") == [["score", "away", 7], ["overtime", 1]]  # both had 4: tied
    assert G["period"] == 1 and G["poss"] == {"home": 0, "away": 0}
    assert G["flip"] is None and G["last"] == "OT 1" and G["offense"] is None
    assert s["ctx"] == {"phase": "flip", "player": None, "gameover": None}
    assert views.text(s) == "OT 1"
    # the overtime's flip, kick-off and one possession each, tied again: a second overtime
    do(s, "coin", 1)
    assert G["flip"] == "away" and G["last"] == "AWAY WON" and s["ctx"]["player"] == "away"
    do(s, "receive")
    assert (G["kicker"], G["last"]) == ("home", "")
    do(s, "kickoff", 0, faces_for(10))
    do(s, "td")
    do(s, "kickoff", 0, faces_for(10))
    assert do(s, "td") == [["score", "home", 7], ["overtime", 2]]
    assert G["period"] == 2 and G["last"] == "OT 2" and G["score"] == {"home": 14, "away": 14}
    do(s, "coin", 0)
    do(s, "kick")
    do(s, "kickoff", 0, faces_for(10))
    assert do(s, "td") == [["score", "away", 7]]
    do(s, "kickoff", 0, faces_for(10))
    assert do(s, "inc") == []
    do(s, "inc")
    do(s, "inc")
    assert do(s, "inc") == [["final", "away"]]
    assert s["ctx"] == {"phase": "over", "player": None, "gameover": {"winner": "away"}}
    assert G["last"] == "FINAL" and game.winner(s) == "away" and game.is_over(s)
    assert G["offense"] is None and G["down"] == 0
    assert G["sheet"][-1] == _row("home", 1, "DOWNS", 14, 21, 25, 4, ot=2)


def test_f1_the_last_touchdown_of_regulation_ends_the_game_for_the_leader():
    s = new(length=4)
    s["G"]["poss"] = {"home": 3, "away": 4}
    s["G"]["score"] = {"home": 3, "away": 7}
    at(s, offense="home", los=95)
    assert do(s, "td") == [["score", "home", 7], ["final", "home"]]
    assert s["ctx"]["gameover"] == {"winner": "home"} and s["ctx"]["player"] is None
    assert s["G"]["kicker"] is None and s["G"]["period"] == 0


def test_f1_a_new_possession_after_the_last_ends_the_period_without_counting():
    s = new(length=4)
    s["G"]["poss"] = {"home": 4, "away": 3}
    s["G"]["score"] = {"home": 0, "away": 3}
    at(s, offense="away", los=30, down=4)
    assert do(s, "inc") == [["final", "away"]]
    assert s["G"]["poss"] == {"home": 4, "away": 4}
    assert s["G"]["sheet"][-1]["result"] == "DOWNS"


def test_f1_possessions_count_one_each_time_a_team_gets_the_ball():
    s = new()
    do(s, "coin", 0)
    do(s, "receive")
    assert do(s, "kickoff", 0, faces_for(10)) == [
        ["roll", faces_for(10)],
        ["possession", "home", 25],
    ]
    assert s["G"]["poss"] == {"home": 1, "away": 0}
    do(s, "int", 0)
    assert s["G"]["poss"] == {"home": 1, "away": 1}
    do(s, "fum", 0)
    assert s["G"]["poss"] == {"home": 2, "away": 1}
    assert [r["n"] for r in s["G"]["sheet"]] == [1, 1]


# --- kicks (F7-F11): each result of each table --------------------------------------------


def test_f7_a_kick_reads_the_total_of_three_dice():
    home = team(ko_normal={3: "11", 4: "12", 9: "17", 10: "18", 18: "26"})
    for faces, line in (([1, 1, 1], 11), ([1, 2, 1], 12), ([1, 2, 6], 17), ([6, 1, 2], 17)):
        s = kicking_off(new(home=home))
        do(s, "kickoff", 0, faces)
        assert s["G"]["los"] == line and s["G"]["roll"] == faces
        assert views.dice(s["G"]) == "K %2d" % sum(faces)
    s = kicking_off(new(home=home))
    do(s, "kickoff", 0, [6, 6, 6])
    assert s["G"]["los"] == 26
    assert kicks.read(list(range(16)), [2, 5, 3]) == 7  # total 10: the 8th entry


def test_f8_kickoff_line_event_text_and_the_receivers_possession():
    home = team(ko_normal={11: "34"})
    s = kicking_off(new(home=home))
    f = faces_for(11)
    assert do(s, "kickoff", 0, f) == [["roll", f], ["possession", "away", 34]]
    G = s["G"]
    assert G["last"] == "KO TO 34" and G["kicker"] is None and G["forced"] is None
    assert (G["offense"], G["los"], G["down"], G["line"]) == ("away", 34, 1, 44)
    assert G["sheet"] == [] and s["ctx"] == {"phase": "play", "player": "away", "gameover": None}


def test_f8_kickoff_fumble_and_return_td_events_and_texts():
    home = team(ko_normal={18: "Fumble/20", 3: "Return/TD"})
    s = kicking_off(new(home=home))
    assert do(s, "kickoff", 0, [6, 6, 6]) == [["roll", [6, 6, 6]], ["possession", "home", 80]]
    assert s["G"]["last"] == "FUMBL 20"
    assert s["G"]["sheet"] == [_row("away", 1, "KOFUM", 0, 0)]
    s = kicking_off(new(home=home))
    assert do(s, "kickoff", 0, [1, 1, 1]) == [["roll", [1, 1, 1]], ["score", "away", 7]]
    G = s["G"]
    assert G["last"] == "RET TD" and G["sheet"] == [_row("away", 1, "KO TD", 0, 7)]
    assert (G["kicker"], G["forced"], s["ctx"]["player"]) == ("away", None, "away")


def test_f8_the_safety_kickoff_reads_the_safety_table():
    home = team(ko_normal={10: "20"}, ko_onside={10: "45"}, ko_safety={10: "31"})
    s = kicking_off(new(home=home), forced="safety")
    do(s, "kickoff", 2, faces_for(10))
    assert s["G"]["los"] == 31 and s["G"]["forced"] is None
    s = kicking_off(new(home=home))
    do(s, "kickoff", 1, faces_for(10))
    assert s["G"]["los"] == 45


def test_f9_punt_net_event_text_and_the_punting_possessions_row():
    home = team(punt_normal={10: "38"})
    s = at(new(home=home), los=30, down=4)
    s["G"]["drive"]["plays"] = 3
    f = faces_for(10)
    assert do(s, "punt", 0, f) == [["roll", f], ["possession", "away", 32]]
    G = s["G"]
    assert G["last"] == "PUNT 38" and G["roll"] == f
    assert G["sheet"] == [_row("home", 1, "PUNT", 0, 0, 30, 4)]


def test_f9_f11_punt_spots_at_the_goal_lines():
    home = team(punt_normal={10: "40", 11: "-10", 12: "-9"})
    # netting to exactly the receiver's goal line: touchback, the receiver's 20
    s = at(new(home=home), los=60, down=4)
    assert do(s, "punt", 0, faces_for(10))[1:] == [["possession", "away", 20]]
    assert s["G"]["last"] == "TOUCHBCK" and s["G"]["sheet"][-1]["result"] == "PUNT"
    s = at(new(home=home), los=59, down=4)
    assert do(s, "punt", 0, faces_for(10))[1:] == [["possession", "away", 1]]
    # a net back to exactly the kicking team's goal line: the receiver's touchdown (house
    # rule punt_behind_goal); one yard short of it, the receiver's ball at the 99
    s = at(new(home=home), los=10, down=4)
    assert do(s, "punt", 0, faces_for(11))[1:] == [["score", "away", 7]]
    assert s["G"]["last"] == "BLOCK TD"
    s = at(new(home=home), los=10, down=4)
    assert do(s, "punt", 0, faces_for(12))[1:] == [["possession", "away", 99]]
    assert s["G"]["last"] == "PUNT -9"


def test_f9_fumbled_punt_spot_and_the_receivers_goal_line():
    home = team(punt_normal={10: "Fumble/27", 11: "Fumble/40", 12: "Fumble/45"})
    s = at(new(home=home), los=30, down=4)
    assert do(s, "punt", 0, faces_for(10))[1:] == [["possession", "home", 57]]
    G = s["G"]
    assert G["last"] == "FUMBL 27"
    assert G["sheet"] == [_row("home", 1, "PUNT", 0, 0, 30, 1), _row("away", 1, "PTFUM", 0, 0)]
    # recovered on or past the receiver's goal line: the kicking team's ball at its 1
    for total, los in ((10, 72), (11, 60), (12, 60)):
        s = at(new(home=home), los=los, down=4)
        assert do(s, "punt", 0, faces_for(total))[1:] == [["possession", "home", 99]]


def test_f9_blocked_punt_spots_and_the_kicking_teams_goal_line():
    home = team(punt_normal={4: "Block/-10"})
    s = at(new(home=home), los=11, down=4)
    assert do(s, "punt", 0, faces_for(4))[1:] == [["possession", "away", 99]]
    assert s["G"]["last"] == "BLOCK-10" and s["G"]["sheet"][-1]["result"] == "PTBLK"
    s = at(new(home=home), los=10, down=4)
    assert do(s, "punt", 0, faces_for(4))[1:] == [["score", "away", 7]]
    G = s["G"]
    assert G["last"] == "BLOCK TD" and G["poss"] == {"home": 1, "away": 1}
    assert G["sheet"] == [_row("home", 1, "PTBLK", 0, 0, 10, 1), _row("away", 1, "BLKTD", 0, 7)]
    assert (G["kicker"], G["forced"]) == ("away", None)
    s = at(new(home=home, house={"punt_behind_goal": "safety"}), los=10, down=4)
    assert do(s, "punt", 0, faces_for(4))[1:] == [["score", "away", 2]]
    G = s["G"]
    assert G["last"] == "SAFETY" and G["poss"] == {"home": 1, "away": 0}
    assert (G["kicker"], G["forced"], s["ctx"]["player"]) == ("home", "safety", "home")


def test_f9_punt_returned_for_a_td_text_and_rows():
    home = team(punt_pooch={3: "Return/TD"})
    s = at(new(home=home), los=30, down=4)
    assert do(s, "punt", 1, [1, 1, 1])[1:] == [["score", "away", 7]]
    G = s["G"]
    assert G["last"] == "RET TD"
    assert G["sheet"] == [_row("home", 1, "PUNT", 0, 0, 30, 1), _row("away", 1, "PT TD", 0, 7)]


def test_f10_field_goal_results_events_texts_and_rows():
    home = team(fg={20: {5: "Good", 6: "Block/TD", 7: "Miss/-8", 8: "Block/-15"}})
    s = at(new(home=home), los=85)
    s["G"]["drive"]["plays"] = 2  # the kick is the drive's third play
    f = faces_for(5)
    assert do(s, "fg", dice=f) == [["roll", f], ["score", "home", 3]]
    G = s["G"]
    assert G["last"] == "FG GOOD" and G["sheet"] == [_row("home", 1, "FG", 3, 0, 85, 3)]
    assert G["roll"] == f and views.dice(G) == "K %2d" % sum(f)  # F7: the kick's dice shown
    assert (G["kicker"], G["forced"], G["offense"]) == ("home", None, None)
    s = at(new(home=home), los=85)
    assert do(s, "fg", dice=faces_for(6))[1:] == [["score", "away", 7]]
    G = s["G"]
    assert G["last"] == "BLOCK TD" and G["kicker"] == "away"
    assert G["sheet"] == [_row("home", 1, "FGBLK", 0, 0, 85, 1), _row("away", 1, "BLKTD", 0, 7)]
    s = at(new(home=home), los=85)
    assert do(s, "fg", dice=faces_for(7))[1:] == [["possession", "away", 23]]
    assert s["G"]["last"] == "MISS -8" and s["G"]["sheet"][-1]["result"] == "MISS"
    s = at(new(home=home), los=85)
    assert do(s, "fg", dice=faces_for(8))[1:] == [["possession", "away", 30]]
    assert s["G"]["last"] == "BLOCK-15" and s["G"]["sheet"][-1]["result"] == "FGBLK"


def test_f10_the_field_goal_row_is_by_the_opponents_yard_line():
    home = team(fg={20: {10: "Good"}, 45: {10: "Miss/-3"}})
    for los, good in ((80, True), (79, False), (99, True), (55, False)):
        s = at(new(home=home), los=los)
        do(s, "fg", dice=faces_for(10))
        assert (s["G"]["score"]["home"] == 3) is good, los
    assert not kicks.fg_in_range({"offense": None, "los": 90})
    assert kicks.fg_in_range({"offense": "away", "los": 55})
    assert not kicks.fg_in_range({"offense": "away", "los": 54})


# --- game: the seam (settings, house rules, check, apply, replay) --------------------------


def test_f1_new_game_state_before_the_flip():
    teams = {"home": team(), "away": team(name="Other", abbr="OTH")}
    s = game.new_game(teams, [5, 9], {"length": 4})
    assert s == {
        "G": {
            "teams": teams,
            "length": 4,
            "kicks": "roll",
            "house": game.HOUSE,
            "score": {"home": 0, "away": 0},
            "poss": {"home": 0, "away": 0},
            "period": 0,
            "offense": None,
            "los": 0,
            "down": 0,
            "line": 0,
            "drive": None,
            "kicker": None,
            "forced": None,
            "flip": None,
            "sheet": [],
            "roll": [],
            "last": "",
            "dice": [5, 9],
        },
        "ctx": {"phase": "flip", "player": None, "gameover": None},
    }
    assert game.new_game(teams, [1, 2])["G"]["length"] == 8
    assert game.team_names(s) == ("Test Team", "Other")


def test_f1_settings_length_eight_or_four():
    assert game.settings() == {"length": 8, "kicks": "roll"}
    assert game.settings({}) == {"length": 8, "kicks": "roll"}
    assert game.settings({"length": 4}) == {"length": 4, "kicks": "roll"}
    assert game.settings({"brightness": 3}) == {"length": 8, "kicks": "roll"}
    with pytest.raises(ValueError) as e:
        game.settings({"length": 6})
    assert str(e.value) == "length: expected one of (8, 4)"


def test_house_rules_defaults_overrides_and_their_messages():
    assert game.house_rules() == game.HOUSE and game.house_rules({}) == game.HOUSE
    h = game.house_rules({"touchback": 1, "turnover_behind_goal": "safety"})
    assert h["touchback"] == 1 and h["turnover_behind_goal"] == "safety"
    assert game.HOUSE["touchback"] == 20 and game.HOUSE["turnover_behind_goal"] == "td"
    assert game.house_rules({"touchback": 50})["touchback"] == 50
    assert game.house_rules({"punt_behind_goal": "td"})["punt_behind_goal"] == "td"
    assert game.house_rules({"punt_behind_goal": "safety"})["punt_behind_goal"] == "safety"
    assert game.house_rules({"safety_kickoff": "any"})["safety_kickoff"] == "any"
    assert game.house_rules({"safety_kickoff": "after_safety"})["safety_kickoff"] == "after_safety"
    bad = [
        ({"two_point": True}, "unknown house rule two_point"),
        ({"touchback": 0}, "touchback: expected a yard line 1..50"),
        ({"touchback": 51}, "touchback: expected a yard line 1..50"),
        ({"touchback": "20"}, "touchback: expected a yard line 1..50"),
        ({"safety_kickoff": "never"}, 'safety_kickoff: expected "after_safety" or "any"'),
        ({"punt_behind_goal": "TD"}, 'punt_behind_goal: expected "td" or "safety"'),
        ({"turnover_behind_goal": None}, 'turnover_behind_goal: expected "td" or "safety"'),
    ]
    for over, msg in bad:
        with pytest.raises(ValueError) as e:
            game.house_rules(over)
        assert str(e.value) == msg


def test_check_messages_name_what_comes_next():
    s = new()
    assert game.check(s, "flip") == "an action is {'m': move, ...}"
    assert game.check(s, {"n": 1}) == "an action is {'m': move, ...}"
    assert game.check(s, {"m": 3}) == "an action is {'m': move, ...}"
    flip = "flip the coin first (FLIP, or COIN n: 0 home won, 1 away won)"
    assert game.check(s, {"m": "kick"}) == flip
    assert game.check(s, {"m": "coin", "n": 2}) == flip
    assert game.check(s, {"m": "coin", "n": -1}) == flip
    assert game.check(s, {"m": "coin"}) == flip
    assert game.check(s, {"m": "coin", "n": 0}) is None
    assert game.check(s, {"m": "coin", "n": 1}) is None
    assert game.check(s, {"m": "flip"}) is None
    do(s, "coin", 0)
    assert game.check(s, {"m": "flip"}) == "the flip's winner chooses KICK or RECEIVE"
    assert game.check(s, {"m": "kick"}) is None and game.check(s, {"m": "receive"}) is None
    do(s, "kick")
    ko = "a kick-off comes next (n: 0 normal, 1 onside, 2 safety)"
    assert game.check(s, {"m": "kickoff", "n": 3}) == ko
    assert game.check(s, {"m": "kickoff", "n": -1}) == ko
    assert game.check(s, {"m": "punt", "n": 0}) == ko
    assert game.check(s, {"m": "kickoff", "n": 0}) is None
    assert game.check(s, {"m": "kickoff", "n": 1}) is None
    assert game.check(s, {"m": "kickoff", "n": 2}) is None  # F8: the three, the default
    s["G"]["house"]["safety_kickoff"] = "after_safety"
    assert (
        game.check(s, {"m": "kickoff", "n": 2}) == "the safety kick-off follows a safety only (F8)"
    )
    s["G"]["forced"] = "safety"
    after = "after a safety the kick-off is the safety kick-off (F8)"
    assert game.check(s, {"m": "kickoff", "n": 0}) == after
    assert game.check(s, {"m": "kickoff", "n": 1}) == after
    assert game.check(s, {"m": "kickoff", "n": 2}) is None
    s = at(new(), los=40)
    assert game.check(s, {"m": "punt", "n": 2}) == "a punt is n 0 normal or 1 pooch"
    assert game.check(s, {"m": "punt", "n": -1}) == "a punt is n 0 normal or 1 pooch"
    assert game.check(s, {"m": "punt", "n": 1}) is None
    assert game.check(s, {"m": "punt", "n": 0}) is None
    assert game.check(s, {"m": "fg"}) == "a field goal needs the opponent's 45 or closer"
    assert game.check(s, {"m": "kickoff", "n": 0}) == "unknown move kickoff"
    s["ctx"]["phase"] = "over"
    assert game.check(s, {"m": "td"}) == "the game is over"


@pytest.mark.parametrize(
    "m,lo,hi",
    [("gain", -99, 99), ("sack", 1, 99), ("tfl", 1, 99), ("fum", -99, 99), ("int", -99, 99)],
)
def test_f3_entry_values_and_their_ranges(m, lo, hi):
    s = at(new(), los=50)
    why = "%s needs n %d..%d" % (m.upper(), lo, hi)
    for n in (lo - 1, hi + 1, None, True, "5"):
        a = {"m": m} if n is None else {"m": m, "n": n}
        assert game.check(s, a) == why, n
    for n in (lo, hi):
        assert game.check(s, {"m": m, "n": n}) is None
    for m in ("td", "inc", "ng", "knee"):
        assert game.check(s, {"m": m}) is None


def test_flip_one_die_one_to_three_home_four_to_six_away():
    cases = ((1, "home", "HOME WON"), (3, "home", "HOME WON"), (4, "away", "AWAY WON"))
    for die, winner, word in cases + ((6, "away", "AWAY WON"),):
        s = new()
        assert do(s, "flip", dice=[die]) == [["flip", winner]]
        assert s["G"]["flip"] == winner and s["G"]["last"] == word
        assert s["ctx"] == {"phase": "choose", "player": winner, "gameover": None}
    s = new()
    assert do(s, "coin", 0) == [["flip", "home"]]
    s = new()
    assert do(s, "coin", 1) == [["flip", "away"]] and s["G"]["last"] == "AWAY WON"


def test_the_winner_of_the_flip_kicks_or_receives():
    cases = ((0, "kick", "home"), (0, "receive", "away"), (1, "kick", "away"))
    for coin, choice, kicker in cases + ((1, "receive", "home"),):
        s = new()
        do(s, "coin", coin)
        assert do(s, choice) == []
        assert s["G"]["kicker"] == kicker and s["G"]["forced"] is None
        assert s["ctx"] == {"phase": "kickoff", "player": kicker, "gameover": None}
        assert s["G"]["last"] == "" and views.text(s) == "KICKOFF"


def test_apply_refuses_with_checks_reason():
    s = at(new(), los=40)
    with pytest.raises(ValueError) as e:
        game.apply(s, {"m": "fg"}, FixedDice())
    assert str(e.value) == "a field goal needs the opponent's 45 or closer"
    assert game.winner(s) is None and not game.is_over(s)


def test_replay_folds_the_log_with_the_options_and_house_rules():
    teams = {"home": team(punt_normal={10: "45"}), "away": team(name="O", abbr="OTH")}
    log = [{"m": "coin", "n": 0}, {"m": "receive"}, {"m": "kickoff", "n": 0}, {"m": "int", "n": 80}]

    def make_dice(G):
        return FixedDice(faces_for(10))

    s = game.replay(teams, [7, 8], log, make_dice, {"length": 4}, {"touchback": 35})
    G = s["G"]
    assert G["length"] == 4 and G["house"]["touchback"] == 35 and G["dice"] == [7, 8]
    assert (G["offense"], G["los"], G["last"]) == ("away", 35, "TOUCHBCK")
    live = new(home=teams["home"], away=teams["away"], length=4, house={"touchback": 35})
    live["G"]["dice"] = [7, 8]
    for a in log:
        game.apply(live, a, FixedDice(faces_for(10)))
    assert live == s


# --- tables: the kicking-table file format and its checker (F7-F11, teams/fliip/README) ------


def _msg(data, name="t.json"):
    team, msg = tables.parse(name, json.dumps(data))
    assert team is None
    return msg


def test_f7_a_result_is_kept_as_kind_times_256_plus_n_plus_128():
    # The compact form kept in the game record (the module's own description of it).
    assert tables.code(tables.LINE, 34) == 162
    assert tables.code(tables.NET, -3) == 256 + 125
    assert tables.code(tables.BLOCK_TD) == 7 * 256 + 128
    for kind in range(8):
        for n in (-30, -1, 0, 1, 45, 99):
            c = tables.code(kind, n)
            assert (tables.kind_of(c), tables.value_of(c)) == (kind, n)


@pytest.mark.parametrize(
    "table,text,ok",
    [
        # F8: a kick-off line is on the receiver's own half, 1..50; a fumble at 1..99
        ("kickoff", "1", True),
        ("kickoff", "50", True),
        ("kickoff", "0", False),
        ("kickoff", "51", False),
        ("kickoff", "Fumble/1", True),
        ("kickoff", "Fumble/99", True),
        ("kickoff", "Fumble/0", False),
        ("kickoff", "Fumble/100", False),
        ("kickoff", "Fumble/", False),
        ("kickoff", "Return/TD", True),
        ("kickoff", "return/td", False),
        # F9: nets -30..99, fumbles 0..99 ahead, blocks 0..99 behind
        ("punt", "-30", True),
        ("punt", "-31", False),
        ("punt", "99", True),
        ("punt", "100", False),
        ("punt", "0", True),
        ("punt", "9", True),
        ("punt", "Fumble/0", True),
        ("punt", "Fumble/99", True),
        ("punt", "Fumble/100", False),
        ("punt", "Block/-0", True),
        ("punt", "Block/-99", True),
        ("punt", "Block/-100", False),
        ("punt", "Block/10", False),
        ("punt", "Return/TD", True),
        ("punt", "Good", False),
        # F10: made, missed or blocked 0..40 behind the line, or blocked for a TD
        ("fg", "Good", True),
        ("fg", "good", False),
        ("fg", "Block/TD", True),
        ("fg", "Miss/-0", True),
        ("fg", "Miss/-40", True),
        ("fg", "Miss/-41", False),
        ("fg", "Block/-0", True),
        ("fg", "Block/-40", True),
        ("fg", "Block/-41", False),
        ("fg", "Fumble/3", False),
        ("fg", "Return/TD", False),
        # plain decimal numbers only
        ("punt", "-", False),
        ("punt", "", False),
        ("punt", "0099", False),
        ("punt", "099", True),
        ("kickoff", "Fumble/099", True),
        ("punt", "-09", True),
        ("punt", "1/", False),
        ("punt", "1:", False),
        ("punt", "+5", False),
        ("kickoff", 25, False),
        ("punt", None, False),
        ("fg", ["Good"], False),
    ],
)
def test_f8_f9_f10_what_each_table_may_hold_at_its_bounds(table, text, ok):
    c = tables.parse_result(text, table)
    assert (c is not None) is ok
    if ok:
        assert tables.text_of(c) == text.replace("-09", "-9").replace("099", "99")


def test_f9_parsed_values_keep_their_sign():
    assert tables.value_of(tables.parse_result("-30", "punt")) == -30
    assert tables.value_of(tables.parse_result("-5", "punt")) == -5
    assert tables.value_of(tables.parse_result("Block/-0", "punt")) == 0
    assert tables.kind_of(tables.parse_result("Block/-12", "fg")) == tables.BLOCK
    assert tables.kind_of(tables.parse_result("Miss/-12", "fg")) == tables.MISS
    assert tables.kind_of(tables.parse_result("Fumble/12", "punt")) == tables.FUMBLE
    assert tables.kind_of(tables.parse_result("12", "punt")) == tables.NET
    assert tables.kind_of(tables.parse_result("12", "kickoff")) == tables.LINE


def test_checked_team_is_the_compact_form_of_every_table():
    t = tables.check(team_data(ko_normal={3: "Return/TD"}, fg={45: {18: "Good"}}))
    line = tables.code(tables.LINE, 25)
    assert t["name"] == "Test Team" and t["abbr"] == "TST"
    assert t["kickoff"][0] == [tables.code(tables.RETURN_TD)] + [line] * 15
    assert t["kickoff"][1] == [tables.code(tables.LINE, 45)] * 16
    assert t["kickoff"][2] == [tables.code(tables.LINE, 35)] * 16
    assert t["punt"] == [[tables.code(tables.NET, 40)] * 16, [tables.code(tables.NET, 30)] * 16]
    miss = tables.code(tables.MISS, 8)
    assert t["fg"] == [
        [20, [tables.code(tables.GOOD)] * 16],
        [45, [miss] * 15 + [tables.code(tables.GOOD)]],
    ]
    assert sorted(t) == ["abbr", "fg", "kickoff", "name", "punt"]


def test_table_messages_name_the_place_and_the_total():
    d = team_data()
    d["kickoff"]["normal"][0] = "Fumble/0"
    assert _msg(d) == (
        "t.json: kickoff.normal[0] (total 3): expected a line 1..50, Fumble/1..99 or "
        'Return/TD, got "Fumble/0"'
    )
    d = team_data()
    d["punt"]["normal"][4] = 40
    assert _msg(d) == (
        "t.json: punt.normal[4] (total 7): expected a net -30..99, Fumble/0..99, "
        "Block/-0..99 or Return/TD, got 40"
    )
    d = team_data()
    d["field_goal"][1]["totals"][15] = None
    assert _msg(d) == (
        "t.json: field_goal[1].totals[15] (total 18): expected Good, Miss/-0..40, "
        "Block/-0..40 or Block/TD, got null"
    )
    d = team_data()
    d["punt"]["pooch"] = {"a": 1}
    assert _msg(d) == (
        "t.json: punt.pooch: expected a list of 16 results (totals 3..18), got an object"
    )
    d["punt"]["pooch"] = ["30"] * 17
    assert _msg(d) == "t.json: punt.pooch: expected a list of 16 results (totals 3..18), got 17"


def test_describe_shows_what_was_found():
    d = tables._describe
    assert d("x" * 24) == '"%s"' % ("x" * 24)
    assert d("y" * 25) == '"%s..."' % ("y" * 24)
    assert d(None) == "null" and d(True) == "true" and d(False) == "false"
    assert d([1]) == "a list" and d({}) == "an object" and d(3) == "3" and d(0) == "0"


def test_object_messages():
    assert _msg([1]) == "t.json: team: expected an object {...}, got a list"
    d = team_data()
    d["kickoff"]["long"] = d["kickoff"]["normal"]
    assert _msg(d) == (
        'kickoff: unknown field "long" (expected normal, onside, safety)'.join(["t.json: ", ""])
    )
    d = team_data()
    del d["kickoff"]["safety"]
    assert _msg(d) == 't.json: kickoff: missing field "safety"'
    d = team_data()
    d["punt"] = "x"
    assert _msg(d) == 't.json: punt: expected an object {...}, got "x"'


def test_name_and_abbr_are_short_printable_text():
    for name, ok in (("N" * 24, True), ("N" * 25, False), ("", False), ("A", True)):
        d = team_data(name=name)
        if ok:
            assert tables.check(d)["name"] == name
        else:
            assert _msg(d) == "t.json: name: expected text of 1..24 characters, got %s" % (
                tables._describe(name)
            )
    assert tables.check(team_data(name=" ~"))["name"] == " ~"
    for bad in ("a\x1fb", "a\x7fb"):
        assert _msg(team_data(name=bad)) == (
            't.json: name: "%s" has a character the display cannot show' % bad
        )
    assert _msg(team_data(name=5)) == "t.json: name: expected text of 1..24 characters, got 5"
    for abbr in ("A", "AZ9", "09", "Z"):
        assert tables.check(team_data(abbr=abbr))["abbr"] == abbr
    assert _msg(team_data(abbr="ABCD")) == (
        't.json: abbr: expected text of 1..3 characters, got "ABCD"'
    )
    for abbr in ("A@", "A[", "A/", "A:", "a"):
        assert _msg(team_data(abbr=abbr)) == (
            't.json: abbr: expected capital letters or digits, got "%s"' % abbr
        )


def test_game_and_format_fields():
    d = team_data()
    d["game"] = "cfs"
    assert _msg(d) == 't.json: game: expected "fliip", got "cfs"'
    for bad, shown in ((2, "2"), ("1", '"1"'), (True, "true"), (1.0, "1.0")):
        d = team_data()
        d["format"] = bad
        assert _msg(d) == "t.json: format: expected 1, got %s" % shown


def _rows(uptos):
    return [{"upto": u, "totals": ["Good"] * 16} for u in uptos]


def test_f10_field_goal_rows_nearest_first_up_to_the_45():
    d = team_data()
    d["field_goal"] = _rows(range(1, 46))  # 45 rows: one per yard line
    t = tables.check(d)
    assert [r[0] for r in t["fg"]] == list(range(1, 46))
    d["field_goal"] = _rows([45])
    assert [r[0] for r in tables.check(d)["fg"]] == [45]
    d["field_goal"] = _rows(range(1, 46)) + _rows([45])
    assert _msg(d) == "t.json: field_goal: expected a list of 1..45 rows, got a list"
    d["field_goal"] = []
    assert _msg(d) == "t.json: field_goal: expected a list of 1..45 rows, got a list"
    d["field_goal"] = {"upto": 45}
    assert _msg(d) == "t.json: field_goal: expected a list of 1..45 rows, got an object"
    d["field_goal"] = _rows([10, 10, 45])
    assert _msg(d) == (
        "t.json: field_goal[1].upto: expected the opponent's yard line 11..45 "
        "(rows nearest first), got 10"
    )
    d["field_goal"] = _rows([10, 46])
    assert _msg(d) == (
        "t.json: field_goal[1].upto: expected the opponent's yard line 11..45 "
        "(rows nearest first), got 46"
    )
    d["field_goal"] = _rows([0, 45])
    assert _msg(d) == (
        "t.json: field_goal[0].upto: expected the opponent's yard line 1..45 "
        "(rows nearest first), got 0"
    )
    d["field_goal"] = _rows([20.0, 45])
    assert "field_goal[0].upto: expected" in _msg(d) and _msg(d).endswith("got 20.0")
    d["field_goal"] = _rows([10, 44])
    assert _msg(d) == (
        "t.json: field_goal: the last row must reach the opponent's 45 (upto 45), got 44"
    )
    d["field_goal"] = [{"upto": 45, "totals": ["Good"] * 16, "x": 1}]
    assert _msg(d) == 't.json: field_goal[0]: unknown field "x" (expected upto, totals)'


def test_f10_fg_row_by_the_opponents_yard_line_1_to_45():
    t = tables.check(team_data(fg={20: {3: "Block/TD"}, 45: {3: "Miss/-1"}}))
    near, far = t["fg"][0][1], t["fg"][1][1]
    assert tables.fg_row(t, 1) is near and tables.fg_row(t, 20) is near
    assert tables.fg_row(t, 21) is far and tables.fg_row(t, 45) is far
    assert tables.fg_row(t, 0) is None and tables.fg_row(t, 46) is None


def test_parse_reads_bytes_and_names_bad_json_or_a_checker_bug(monkeypatch):
    text = json.dumps(team_data())
    team, msg = tables.parse("t.json", text.encode("utf-8"))
    assert msg is None and team["abbr"] == "TST"
    bad = b"1" * 123456 + b"\xc3("
    try:
        bad.decode("utf-8")
    except UnicodeDecodeError as e:
        why = str(e)
    assert len(why) > 80
    assert tables.parse("b.json", bad) == (None, "b.json: not valid JSON (%s)" % why[:80])
    assert tables.parse("c.json", "{")[1].startswith("c.json: not valid JSON (Expecting")

    def broken(data):
        raise KeyError("x")

    monkeypatch.setattr(tables, "check", broken)
    assert tables.parse("d.json", text) == (
        None,
        "d.json: internal error while checking (KeyError)",
    )


def test_load_keys_teams_by_file_name_and_skips_repeated_abbrs():
    a = json.dumps(team_data(name="A", abbr="AAA"))
    b = json.dumps(team_data(name="B", abbr="BBB"))
    c = json.dumps(team_data(name="C", abbr="CCC"))
    teams, msgs = tables.load(
        [("x/y/a.json", a), ("bad.json", "[]"), ("x/again.json", a), ("b.txt", b), ("c.json", c)]
    )
    assert sorted(teams) == ["a", "b.txt", "c"]
    assert teams["a"]["name"] == "A" and teams["c"]["name"] == "C"
    assert msgs == [
        "bad.json: team: expected an object {...}, got a list",
        'x/again.json: abbr: "AAA" is already used by x/y/a.json; file skipped',
    ]


# --- the state stays the documented plain record whatever happens (README "State") ---------

G_KEYS = {
    "teams", "length", "kicks", "house", "score", "poss", "period", "offense", "los", "down",
    "line", "drive", "kicker", "forced", "flip", "sheet", "roll", "last", "dice",
}  # fmt: skip
ROW_KEYS = {"team", "n", "ot", "start", "plays", "result", "home", "away"}

_KICKS = team(
    ko_normal={3: "Return/TD", 4: "Fumble/20"},
    punt_normal={3: "Return/TD", 4: "Block/-10", 5: "Fumble/30", 6: "-30", 7: "80"},
    fg={20: {3: "Block/TD", 4: "Block/-5", 5: "Miss/-5"}},
)


def _scenarios():
    def play(los=30, down=1, house=None, length=8, poss=None, score=None):
        s = new(home=_KICKS, house=house, length=length)
        if poss:
            s["G"]["poss"] = dict(poss)
        if score:
            s["G"]["score"] = dict(score)
        return at(s, los=los, down=down)

    yield new(), "flip", None, [4]
    yield new(), "coin", 1, ()
    s = new()
    do(s, "coin", 0)
    yield s, "kick", None, ()
    for total in (3, 4, 10):
        yield kicking_off(new(home=_KICKS)), "kickoff", 0, faces_for(total)
    yield play(), "gain", 12, ()
    yield play(), "gain", 3, ()
    yield play(down=4), "gain", 3, ()
    yield play(los=95), "gain", 7, ()
    yield play(los=2), "sack", 3, ()
    yield play(), "td", None, ()
    for n in (80, -30, 5):
        yield play(), "fum", n, ()
    yield play(house={"turnover_behind_goal": "safety"}), "int", -30, ()
    for total in (3, 4, 5, 6, 7, 10):
        yield play(los=20, down=4), "punt", 0, faces_for(total)
    yield play(los=8, down=4), "punt", 0, faces_for(4)
    yield play(los=8, down=4, house={"punt_behind_goal": "safety"}), "punt", 0, faces_for(4)
    for total in (3, 4, 5, 10):
        yield play(los=85), "fg", None, faces_for(total)
    yield play(length=4, poss={"home": 3, "away": 4}), "td", None, ()
    yield play(length=4, poss={"home": 3, "away": 4}, score={"home": 0, "away": 7}), "td", None, ()


def test_f12_every_move_keeps_the_state_the_documented_plain_record():
    n = 0
    for s, m, arg, dice in _scenarios():
        do(s, m, arg, dice)
        assert set(s["G"]) == G_KEYS, m
        assert set(s["ctx"]) == {"phase", "player", "gameover"}, m
        assert s["ctx"]["phase"] in game.PHASES
        for row in s["G"]["sheet"]:
            assert set(row) == ROW_KEYS, m
        assert json.loads(json.dumps(s)) == s
        if s["G"]["drive"] is not None:
            assert set(s["G"]["drive"]) == {"start", "plays"}
        else:
            assert s["G"]["down"] == 0 and s["G"]["offense"] is None
        n += 1
    assert n == 30


def test_f2_a_possession_begun_inside_the_ten_is_goal_to_go():
    # A new possession's line to gain is 10 yards on, or the goal line from the 90 on (F2).
    s = at(new(), los=5, down=2)
    assert do(s, "int", 0) == [["possession", "away", 95]]
    G = s["G"]
    assert (G["los"], G["down"], G["line"]) == (95, 1, 100) and views.down(G) == "G.0AL"
    do(s, "gain", 1)
    assert G["last"] == "2-4"
    s = at(new(), los=10, down=4, to_go=5)
    do(s, "inc")  # downs at the 10: the other side's 90
    assert (s["G"]["los"], s["G"]["line"]) == (90, 100)
    s = at(new(), los=11, down=4, to_go=5)
    do(s, "inc")  # at the 11: the other side's 89, the line to gain its 99
    assert (s["G"]["los"], s["G"]["line"]) == (89, 99) and views.down(s["G"]) == "1-10"
    s = at(new(), los=20, down=2)
    do(s, "int", 0)
    assert (s["G"]["los"], s["G"]["line"]) == (80, 90)


def test_f1_f5_a_safety_by_the_punt_house_rule_on_the_last_possession_ends_the_game():
    # punt_behind_goal "safety": the receiving team scores 2 and the kicking team would kick
    # off, but both sides have had their 4 (F1): the period, here the game, ends.
    home = team(punt_normal={4: "Block/-10"})
    s = new(home=home, length=4, house={"punt_behind_goal": "safety"})
    s["G"]["poss"] = {"home": 3, "away": 4}
    at(s, los=10, down=4)
    f = faces_for(4)
    assert do(s, "punt", 0, f) == [["roll", f], ["score", "away", 2], ["final", "away"]]
    assert game.winner(s) == "away" and s["G"]["kicker"] is None


def test_f1_f5_a_safety_by_the_turnover_house_rule_on_the_last_possession_ends_the_game():
    s = new(length=4, house={"turnover_behind_goal": "safety"})
    s["G"]["poss"] = {"home": 3, "away": 4}
    at(s, los=5, down=1)
    assert do(s, "fum", -5) == [["score", "away", 2], ["final", "away"]]
    assert game.winner(s) == "away" and s["G"]["kicker"] is None


def test_f9_f12_a_net_punt_back_behind_the_goal_line_is_a_punt_on_the_sheet():
    # F9: a net result is a punt (not a block), so the kicking team's possession ends with
    # "PUNT" on the score sheet (F12) whichever house rule scores the ball behind its goal
    # line: the receiver's touchdown ("BLKTD" row, the default) or a safety.
    home = team(punt_normal={11: "-12"})
    s = at(new(home=home), los=10, down=4)
    s["G"]["drive"]["plays"] = 3
    assert do(s, "punt", 0, faces_for(11))[1:] == [["score", "away", 7]]
    assert s["G"]["sheet"] == [_row("home", 1, "PUNT", 0, 0, 10, 4), _row("away", 1, "BLKTD", 0, 7)]
    s = at(new(home=home, house={"punt_behind_goal": "safety"}), los=10, down=4)
    assert do(s, "punt", 0, faces_for(11))[1:] == [["score", "away", 2]]
    assert s["G"]["sheet"] == [_row("home", 1, "PUNT", 0, 2, 10, 1)]


def test_f3_f5_a_turnover_at_the_own_1_is_no_safety_under_the_safety_house_rule():
    # turnover_behind_goal "safety" reaches only a spot on or behind the offense's goal line
    # (F5: a safety ends on or behind it); at its 1 the turnover is at the spot with no
    # return (F3): the defense's ball 99 yards from its own goal line, nothing scored.
    s = at(new(house={"turnover_behind_goal": "safety"}), los=5, down=1)
    assert do(s, "fum", -4) == [["possession", "away", 99]]
    G = s["G"]
    assert G["last"] == "FUM" and G["score"] == {"home": 0, "away": 0}
    assert G["sheet"] == [_row("home", 1, "FUM", 0, 0, 5, 1)]
