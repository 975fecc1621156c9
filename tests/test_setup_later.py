"""A setting the game under way does not take says so when it is changed (issue 27, item 6):
Dice-Bowl's duel set to BOX changed nothing until NEW GAME, and nothing said it. Leaving the
changed item, the text line says AT NEXT, then NEW GAME; a setting that acts at once (BRT, a
CFS caller), or one changed back to the game's own value, says nothing."""

from test_pin_cfs_table import Box

from games.dicebowl import box as dicebowl_box
from games.fliip import box as fliip_box
from host_tools.emulator.tables_bot import new_table
from sideline.shell import LATER_MS, PRESS


class Presses:
    def __init__(self, table):
        self.t = table
        self.now = 5000
        self.t.tick(self.now)

    def press(self, name, ms=100):
        self.now += ms
        self.t.press(name, PRESS, self.now)
        self.t.tick(self.now)

    def text(self):
        return self.t.render("text").strip()

    def change(self, label, *presses):
        """Setup: to the item, OK, the presses, OK; the text line's words just after."""
        t = self.t
        if t.mode != "setup":
            while t.mode != "setup":
                self.press("MODE")
            self.now += 2000
            t.tick(self.now)
        while t._all_setup_items()[t.setup_i][0] != label:
            self.press("UP")
        self.press("OK")
        for p in presses:
            self.press(p)
        self.press("OK")
        first = self.text()
        self.now += LATER_MS
        t.tick(self.now)
        second = self.text()
        self.now += LATER_MS
        t.tick(self.now)
        return first, second, self.text()


def test_dicebowl_a_duel_set_to_box_says_it_waits_for_new_game():
    b = Presses(new_table(dicebowl_box, None, 3))
    assert b.change("H DUEL", "UP") == ("AT NEXT", "NEW GAME", "H BOX")
    assert b.t.start_settings["home_kicks"] == "buttons"  # the game keeps its own
    assert b.change("H DUEL", "DOWN") == ("H COACH", "H COACH", "H COACH")  # the game's again
    assert b.change("BRT", "DOWN")[0].startswith("BRT ")  # brightness acts at once


def test_fliip_the_length_waits_for_new_game():
    b = Presses(new_table(fliip_box, "teams/fliip", 3))
    assert b.change("LENGTH", "UP")[:2] == ("AT NEXT", "NEW GAME")


def test_cfs_a_house_reading_waits_for_new_game_a_caller_does_not():
    box = Box()
    b = Presses(box.a)
    b.now = box.now
    assert b.change("H3 XP", "UP")[:2] == ("AT NEXT", "NEW GAME")
    assert b.change("H CALL", "UP")[0] == "H CARDS"  # the callers change at once
    assert b.change("AWAY", "UP")[:2] == ("AT NEXT", "NEW GAME")
