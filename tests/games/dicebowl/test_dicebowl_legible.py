"""Dice-Bowl's words on the box read as meant, and what a coach needs is on it (issue 27,
items 2, 4 and 7): no colon on the 14-segment line (it draws the centre bar, an I), the
toss choice and the kept onside kick said in words, BACK's pages (timeouts left, the next
penalty play, plays left in the half), both coaches' movement dice, and a kick's carry
with both coaches' dice, highest first."""

from kits.dicebowl import Scripted, offense_at, to_scrimmage, tossed

from games.dicebowl import box, game, views
from host_tools.emulator.tables_bot import new_table


def test_the_side_asked_to_show_a_die_is_said_without_a_colon():
    state = tossed(1)  # home wins the toss and kicks: home presents first (DK1)
    game.apply(state, {"a": "choose", "v": "kick"})
    game.apply(state, {"a": "kick", "onside": False}, Scripted([6, 5, 2, 1, 3, 3, 2, 2]))
    assert state["ctx"] == {"step": "duel", "actor": "home"}
    assert views.text(state["G"]) == "H SHOWS "


def test_receive_says_who_kicks_off_not_the_toss_again():
    state = tossed(1)  # home wins
    game.apply(state, {"a": "choose", "v": "receive"})
    assert views.text(state["G"]).strip() == "A KICKS"


def test_an_onside_kick_kept_says_kept():
    state = offense_at("home", ball_on=50, down=4)
    game.apply(state, {"a": "punt"})
    game.apply(state, {"a": "kick", "onside": True}, Scripted([6, 5, 1, 1, 3, 3, 2, 2]))
    assert state["G"]["msg"] == "ONS KEPT"


def _back_pages(bot):
    out = []
    for _ in range(3):
        bot.press("BACK")
        out.append(bot.t.render("text").strip())
    bot.press("BACK")  # the fourth press: the step's own text again
    assert bot.t.info == 0
    return out


def test_back_pages_show_timeouts_the_next_penalty_play_and_the_plays_left():
    bot = to_scrimmage(5)
    t = bot.t
    bot.choose(bot.find("GAIN"), 3)  # play 1 run
    bot.clear()
    bot.choose(bot.find("TO AWAY"))  # the marker stays on play 1 (DP6)
    assert t.results == ["TO AWAY", "TO 3-2"]  # the timeouts left, home first
    bot.clear()
    g = t.state_["G"]
    assert g["timeouts"] == {"home": 3, "away": 2} and g["play"] == 1
    pen = g["pen_play"]
    assert _back_pages(bot) == ["TO 3-2", "PEN AT%2d" % pen, "LEFT 15"]


def test_a_two_digit_penalty_play_keeps_both_digits_on_the_8_character_line():
    g = offense_at("home")["G"]
    g["pen_play"] = 12  # DP2: two dice, up to 12; DP3: up to play 15
    assert [p["text"] for p in views.pages(g)][1] == "PEN AT12"


def test_the_pages_say_when_no_penalty_is_left_in_the_half():
    g = offense_at("home")["G"]
    g["pen_play"], g["play"] = None, 15
    assert [p["text"] for p in views.pages(g)] == ["TO 3-3", "NO PEN", "LEFT 1"]


def test_the_movement_dice_show_the_defense_s_four_after_the_offense_s():
    bot = to_scrimmage(7)
    bot.choose(bot.find("DICE"))
    m = bot.t.state_["G"]["move"]
    assert bot.t.render("dice") == "".join(str(v) for v in m["o"])
    assert bot.t.results[1] == "DEF " + "".join(str(v) for v in m["d"])


def test_a_field_goal_shows_its_carry_and_both_coaches_dice_highest_first():
    state = offense_at("away", ball_on=70)  # 47 yards (DF1)
    ev = game.apply(state, {"a": "fg"}, Scripted([2, 6, 3, 4, 5, 1]))
    t = new_table(box, None, 1)
    assert t.result(state, ev) == ["FG SHORT", "CARRY 43", "DEF 51"]
    assert views.displays(state)["dice"] == "6432"
