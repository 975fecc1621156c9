"""Games played on the engine games' real tables through their buttons (tables_bot), and
the saves the board would write for them: what the host tools' tests of box saves read."""

import json
import random

import test_tables_dicebowl
import test_tables_fliip
import test_tables_rlb
from tables_bot import saved

PLAYERS = {
    "dicebowl": (test_tables_dicebowl.table, test_tables_dicebowl.play_game),
    "fliip": (test_tables_fliip.quick, test_tables_fliip.play_game),  # F1: a quick game
    "rlb": (test_tables_rlb.table, test_tables_rlb.play_game),
}


def box_game(game, seed, names=None):
    """(the table at the end of a seeded game, its save as the board writes it); names
    {"home", "away"} are added as `sideline pull --home --away` adds them."""
    new, play = PLAYERS[game]
    bot = new(seed)
    play(bot, random.Random(seed))
    save = saved(bot.t)
    if names:
        save["names"] = dict(names)
    return bot.t, save


def write(path, save):
    path.write_text(json.dumps(save))
    return path
