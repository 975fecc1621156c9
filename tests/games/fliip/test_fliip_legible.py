"""One direction for UP and DOWN in Fliip's value entry (issue 27, item 3): UP raises the
number shown in every entry, as in GAIN, and a number behind the line shows negative, so UP
is the better one for the offense: more yards, a smaller loss, a miss or a block nearer the
line. SACK and TFL grew the loss on UP."""

import re

from games.fliip import box
from host_tools.emulator.tables_bot import Bot, new_table


def at_play(seed=3):
    """The players' own teams (kicks from the card: the punt and field-goal entries too),
    played to the first scrimmage play with the ball near the other goal (FG in range)."""
    bot = Bot(new_table(box, "teams/fliip", seed))
    t = bot.t
    t.settings.update({"home": "home", "away": "away", "kicks": "card"})
    t.new_game()
    for _ in range(20):
        if t.state_["ctx"]["phase"] == "play":
            return bot
        i = bot.find("KO TO")
        bot.choose(0 if i is None else i, None if i is None else 50)
    raise AssertionError("no play")


def _number(text):
    return int(re.search(r"(-?\d+)\s*$", text).group(1))


def test_up_raises_the_number_shown_in_every_entry_with_a_value():
    bot = at_play()
    t = bot.t
    asked = []
    for i, item in enumerate(t.menu):
        if item[2] is None:
            continue
        bot.choose(i)
        bot.press("DOWN")
        bot.press("DOWN")
        before = _number(t.render("text"))
        bot.press("UP")
        after = _number(t.render("text"))
        assert after == before + 1, (item[0], before, after)
        asked.append(item[1]["m"])
        bot.press("BACK")
    assert {"gain", "sack", "tfl", "fum", "int", "pt_net", "pt_blk"} <= set(asked)


def test_a_sack_entered_with_down_then_up_loses_the_yards_shown():
    bot = at_play()
    t = bot.t
    los = t.state_["G"]["los"]
    bot.choose(bot.find("SACK"))
    for name in ("DOWN", "DOWN", "DOWN", "UP"):
        bot.press(name)
    assert t.render("text").strip() == "SACK -3"
    bot.press("OK")
    assert t.log[-1] == {"m": "sack", "n": 3} and t.state_["G"]["los"] == los - 3
