"""Tests that pin fliip rules the mutation run (issue 18) found unheld: each kills mutants that
survived `make mutate`, its expected values reasoned from the rules (ids cited)."""

import json

import pytest
from tables_bot import new_table
from test_fliip_kit import at, do, kicking_off, new, team_data

from games.fliip import box, game, menus, views

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
    assert menus.menu(kicking_off(new())) == [
        {"label": "KO NORM", "m": "kickoff", "n": 0},
        {"label": "KO ONSD", "m": "kickoff", "n": 1},
    ]
    assert menus.menu(kicking_off(new(), forced="safety")) == [
        {"label": "KO SAFE", "m": "kickoff", "n": 2}
    ]
    assert menus.menu(kicking_off(new(house={"safety_kickoff": "any"}))) == [
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
    assert sorted(cat) == ["a", "b"] and cat["a"] == "AAA"
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
    assert c[4][2] == (1, 99, 1)
    assert c[1][2] is None and c[9][2] is None
    assert t.entry_text(c[0], 5) == "GAIN +5"
    assert t.entry_text(c[4], 3) == "SACK -3"
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


def test_f12_box_pages_are_the_score_sheet():
    t = _table()
    s = at(t.start(), los=95)
    do(s, "td")
    assert t.page_count(s) == 1
    assert t.pages(s) == game.info_pages(s) == [views.sheet_page(s["G"], 0)]
    assert t.page(s, 0) == {"clock": "   1", "home": "   7.", "away": "   0", "text": "H1 TD"}
