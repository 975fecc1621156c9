"""UP raises the number shown in every game's value entry, and a number is the offense's
yards, signed (issue 27, item 3; Fliip's entries: tests/games/fliip/test_fliip_legible.py):
Dice-Bowl's GAIN and TURNOVER, CFS manual mode's RUN and PENALTY. A guard beside the Fliip change,
so that the four games keep one direction."""

import re

from kits.cfs_box import Box
from kits.dicebowl import to_scrimmage
from kits.presses import Presses


def _number(text):
    return int(re.search(r"([-+]?\d+)\s*$", text).group(1))


def _up_after_downs(b):
    b.press("DOWN")
    b.press("DOWN")
    before = _number(b.text())
    b.press("UP")
    return before, _number(b.text())


def test_dicebowl_gain_and_turnover():
    bot = to_scrimmage(5)
    for word in ("GAIN", "TURNOVER"):
        bot.clear()
        bot.go_to(bot.find(word))
        bot.press("OK")
        b = Presses(bot.t)
        b.now = bot.now
        before, after = _up_after_downs(b)
        assert after == before + 1 and before < 0, (word, before, after)
        b.press("BACK")
        bot.now = b.now


def test_cfs_manual_run_and_penalty():
    box = Box()
    b = Presses(box.a)
    b.now = box.now
    b.press("MODE")  # manual: the kickoff's KO TO first
    b.press("OK")
    b.press("OK")
    for label in ("RUN", "PENALTY"):
        while box.a._manual_entries()[box.a.menu_i][0] != label:
            b.press("UP")
        b.press("OK")
        before, after = _up_after_downs(b)
        assert after == before + 1 and before < 0, (label, before, after)
        b.press("BACK")
