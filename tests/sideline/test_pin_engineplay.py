"""An engine game at play (firmware/sideline/engineplay.py) pinned at its promises (issue
#18's mutation score): the text line is exactly its n characters (cut, or padded on the
right); the menu moves with UP/DOWN (held: repeats) and OK chooses, after the last action's
results are read one press at a time; ROLL takes the game's default item; a number is
entered with UP/DOWN, by 1, by 5 once held past 4 repeats, within its range, OK enters it
(a refused one stays to change) and BACK drops it; BACK turns the info pages and back to
the game; setup's items are the teams, the game's settings (ON/OFF for a switch), BRT; a
live setting changes the game under way unless the game says it is fixed; the text line
shows, first to last: a flash, NEW GAME's question, setup, an info page, the number, the
results, the menu, the game's text; it blinks at the game's end. The toy game is
tests/engine_toy.py."""

import pytest
from kits.engine_toy import new

from sideline.engineplay import fit
from sideline.shell import ALL_DIRTY, LONG, PRESS, REPEAT


def play(t, *names, kind=PRESS):
    for n in names:
        t.press(n, kind, t.now + 40)


@pytest.mark.parametrize(
    "text, n, out",
    [
        ("FINAL", 8, "FINAL   "),
        ("ABCDEFGHIJ", 8, "ABCDEFGH"),
        ("ABCDEFGH", 8, "ABCDEFGH"),
        ("", 4, "    "),
        ("ABCDE", 4, "ABCD"),
        ("ABC", 4, "ABC "),
    ],
)
def test_fit_gives_the_line_exactly_n_characters(text, n, out):
    assert fit(text, n) == out


def test_the_menu_moves_with_up_and_down_and_ok_chooses():
    t = new()
    assert t.render("text") == "ADD     "
    play(t, "UP")
    assert t.menu_i == 1 and t.render("text") == "NUM     "
    play(t, "DOWN", "DOWN")
    assert t.menu_i == 2
    play(t, "UP")
    assert t.menu_i == 0
    play(t, "OK")
    assert t.log == ["add"] and t.results == ["N 1"] and t.render("text") == "N 1     "


def test_results_are_read_one_press_at_a_time_before_the_menu():
    t = new()
    play(t, "OK")
    t.results = ["ONE", "TWO"]
    play(t, "UP", kind=REPEAT)  # held, it waits for the results
    assert t.results == ["ONE", "TWO"] and t.menu_i == 0
    play(t, "OK")
    assert t.results == ["TWO"] and t.log == ["add"]
    play(t, "DOWN")
    assert t.results == [] and t.menu_i == 0 and t.log == ["add"]
    play(t, "OK")
    assert t.log == ["add", "add"]


def test_held_up_and_down_repeat_through_the_menu_other_repeats_do_nothing():
    t = new()
    play(t, "UP", "UP", kind=REPEAT)
    assert t.menu_i == 2
    play(t, "DOWN", kind=REPEAT)
    assert t.menu_i == 1
    play(t, "OK", "BACK", "ROLL", kind=REPEAT)
    assert t.menu_i == 1 and t.log == [] and t.entry is None and t.info == 0


def test_roll_chooses_the_games_default_item():
    t = new()
    play(t, "UP")  # on NUM
    t.results = ["OLD"]
    play(t, "ROLL")  # the toy's default at 0: ADD, the results it was showing dropped
    assert t.log == ["add"] and t.menu_i == 0
    t.state_["n"] = 50  # the toy's default from 50: NUM, which asks a number
    play(t, "ROLL")
    assert t.menu_i == 1 and t.entry == [t.menu[1], 3] and t.log == ["add"]
    assert t.results == []  # nothing left to read
    play(t, "BACK")
    t.state_["n"] = 99  # no default: nothing
    play(t, "ROLL")
    assert t.log == ["add"] and t.entry is None
    t.state_["n"] = 1  # the toy's default: ADD, but
    t.act("end")
    play(t, "ROLL")  # no menu at the end
    assert t.log == ["add", "end"]


def test_other_buttons_do_nothing_in_play():
    t = new()
    play(t, "SCORE", "CLOCK")
    assert t.log == [] and t.menu_i == 0


def test_a_number_starts_at_its_start_steps_by_one_and_ok_enters_it():
    t = new()
    play(t, "UP", "OK")
    assert t.entry == [t.menu[1], 3] and t.rep == 0 and t.log == []
    assert t.render("text") == "NUM 3   "
    play(t, "UP", "UP")
    assert t.entry[1] == 5
    play(t, "DOWN")
    assert t.entry[1] == 4
    play(t, "OK")
    assert t.entry is None and t.log == [["num", 4]] and t.state_["n"] == 4


def test_a_held_number_moves_by_5_after_4_repeats_and_stays_in_range():
    t = new()
    play(t, "UP", "OK")
    t.press("UP", PRESS, 100)
    steps = []
    for _ in range(6):
        before = t.entry[1]
        t.press("UP", REPEAT, 200)
        steps.append(t.entry[1] - before)
    assert steps == [1, 1, 1, 1, 5, 5] and t.rep == 6
    t.press("UP", REPEAT, 300)  # 19 + 5 past the top (20)
    assert t.entry[1] == 20
    t.press("DOWN", PRESS, 400)  # a new press: by 1 again
    assert t.entry[1] == 19 and t.rep == 0
    for _ in range(10):
        t.press("DOWN", REPEAT, 500)
    assert t.entry[1] == -5  # the bottom


def test_a_number_at_its_ends_exactly():
    t = new()
    play(t, "UP", "OK")
    t.entry[1] = 19
    play(t, "UP")
    assert t.entry[1] == 20
    t.entry[1] = -4
    play(t, "DOWN")
    assert t.entry[1] == -5


def test_a_refused_number_stays_to_change_and_back_drops_it():
    t = new()
    play(t, "UP", "OK")
    t.entry[1] = 13  # the toy refuses 13
    play(t, "OK")
    assert t.entry is not None and t.entry[1] == 13 and t.log == [] and t.flash_text == "NO"
    play(t, "ROLL", "SCORE")  # other buttons leave it as it is
    assert t.entry[1] == 13
    play(t, "BACK")
    t.tick(t.now + 1000)  # past NO
    assert t.entry is None and t.log == [] and t.render("text") == "NUM     "


def test_back_turns_the_info_pages_and_back_to_the_game():
    t = new()
    play(t, "BACK")
    assert t.info == 0  # no pages yet
    play(t, "OK")
    t.results = []
    play(t, "BACK")
    assert t.info == 1 and t.render("text") == "PAGE 1  " and t.render("clock") == "PC"
    assert t.render_clock() == "PC" and t.render("home") == "1"  # not on page 1: the game's
    play(t, "BACK")
    assert t.info == 2 and t.render("home") == "H2" and t.render("clock") == "C1"
    assert t.render("dice") == ""  # a role neither shows
    play(t, "BACK")
    assert t.info == 0 and t.render("text") == "ADD     " and t.render("home") == "1"


def test_a_change_of_mode_drops_the_number_and_the_page():
    t = new()
    t.act("add")
    t.results = []
    play(t, "BACK")
    t.entry = [t.menu[1], 3]
    t.press("MODE", PRESS, t.now + 40)
    assert t.entry is None and t.info == 0 and t.mode == "setup"
    t.info = 1
    assert t.render("home") == "1" and t.render("clock") == "C1"  # pages only in play


def test_the_text_line_shows_the_most_urgent_thing():
    t = new()
    t.act("add")
    assert t._text() == "N 1"  # the results
    t.results = []
    assert t._text() == "ADD"  # the menu
    t.entry = [t.menu[1], 7]
    assert t._text() == "NUM 7"
    t.info = 1
    assert t._text() == "PAGE 1"
    t.mode = "setup"
    assert t._text() == "HOME ANT"
    t.confirm = "new"
    assert t._text() == "NEW? OK"
    t.flash("HELLO", 100)
    assert t._text() == "HELLO"
    t = new()
    t.act("end")
    t.results = []
    assert t._text() == "N 0"  # no menu at the end: the game's text


def test_the_text_line_blinks_only_at_the_end_in_play_once_the_results_are_read():
    t = new()
    assert t.blink("text") == 0
    t.act("end")
    assert t.blink("text") == 0  # the results first
    t.results = []
    assert t.blink("text") == 1 and t.blink("home") == 0 and t.over()
    t.mode = "setup"
    assert t.blink("text") == 0


def test_a_flash_ends_with_a_redraw_and_tick_keeps_the_time():
    t = new(now=0)
    t.flash("HI", 500)
    assert t.tick(499) == 0 and t.now == 499 and t.flash_text == "HI"
    assert t.tick(500) == ALL_DIRTY and t.flash_text is None
    assert t.tick(600) == 0 and t.now == 600


def test_summary_names_mode_step_score_actions_and_the_menu():
    t = new()
    t.act(["num", 4])
    assert t.summary() == {
        "mode": "play",
        "step": "count",
        "score": [4, 0],
        "actions": 1,
        "over": False,
        "menu": ["ADD", "NUM", "END"],
    }
    t.act("end")
    assert t.summary()["over"] is True and t.summary()["menu"] == []


def test_setup_items_are_the_teams_the_games_settings_and_brt():
    t = new()
    t.settings["away"] = "gone"
    assert t.setup_items() == [
        ("HOME", "ANT"),
        ("AWAY", "BEE"),  # a team file gone: the second of the catalog
        ("QTR", "15"),
        ("FAST", "OFF"),
        ("BRT", "8"),
    ]
    t.settings["fast"] = True
    t.settings["q"] = "ab"
    assert t.setup_items()[2:4] == [("QTR", "AB"), ("FAST", "ON")]
    assert t.setting_word("x", 0) == "0" and t.setting_word("x", 1) == "1"


def test_setup_steps_teams_round_the_catalog_and_settings_round_their_choices():
    t = new()
    t.setup_change("HOME", 1, 0)
    assert t.settings["home"] == "bees"
    t.setup_change("HOME", -1, 0)
    t.setup_change("HOME", -1, 0)
    assert t.settings["home"] == "cats"
    t.setup_change("AWAY", 1, 0)
    assert t.settings["away"] == "cats"
    t.setup_change("QTR", 1, 0)
    assert t.settings["q"] == 10
    t.setup_change("QTR", -1, 0)
    t.setup_change("QTR", -1, 0)
    assert t.settings["q"] == 5
    assert t.start_settings["q"] == 15  # a start setting: the next game's
    t.settings["q"] = 7  # not a choice: stepped from the first
    t.setup_change("QTR", 1, 0)
    assert t.settings["q"] == 10
    t.setup_change("NOPE", 1, 0)
    assert t.settings["q"] == 10


def test_a_live_setting_changes_the_game_under_way_unless_fixed():
    t = new(now=0)
    t.act("add")
    t.save_pending = False
    t.setup_change("FAST", 1, 0)
    assert t.settings["fast"] is True and t.start_settings["fast"] is True
    assert t.results == [] and t.state_["n"] == 1  # folded again, nothing to read
    t.fixed = True
    t.setup_change("FAST", 1, 0)
    assert t.settings["fast"] is True and (t.flash_text, t.flash_until) == ("FIXED", 1000)
    t.flash_text = None
    t.setup_change("QTR", 1, 0)  # not live: changes whatever live_ok says
    assert t.settings["q"] == 10 and t.flash_text is None


def test_the_default_live_ok_is_membership_of_live():
    from sideline.table import EngineTable

    t = new()
    assert EngineTable.live_ok(t, "fast") is True and EngineTable.live_ok(t, "q") is False


def test_a_long_press_of_up_moves_nothing():
    t = new()
    play(t, "UP", kind=LONG)
    assert t.menu_i == 0
