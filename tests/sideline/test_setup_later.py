"""A setting the game under way does not take says so when it is changed (issue 27, item 6):
Dice-Bowl's duel set to BOX changed nothing until NEW GAME, and nothing said it. Leaving the
changed item, the text line says AT NEXT, then NEW GAME; a setting that acts at once (BRT, a
CFS caller), or one changed back to the game's own value, says nothing."""

from kits.cfs_box import Box
from kits.presses import Presses

from games.dicebowl import box as dicebowl_box
from games.fliip import box as fliip_box
from host_tools.emulator.tables_bot import new_table


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
