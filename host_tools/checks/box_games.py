"""Games played on the engine games' real tables through their buttons (tables_bot), and
the saves the board would write for them: what the host tools' tests of box saves read."""

import json
import random

import test_tables_dicebowl
import test_tables_fliip
import test_tables_rlb
from tables_bot import Bot, new_table, saved

from games.fliip import box as fliip_box


def fliip_good(seed):
    """A Fliip table as it starts: the good game, 8 possessions a side (F1)."""
    return Bot(new_table(fliip_box, "teams/fliip", seed))


PLAYERS = {
    "dicebowl": (test_tables_dicebowl.table, test_tables_dicebowl.play_game),
    "fliip": (test_tables_fliip.quick, test_tables_fliip.play_game),  # F1: a quick game
    "rlb": (test_tables_rlb.table, test_tables_rlb.play_game),
}


def box_game(game, seed, names=None, quick=True):
    """(the table at the end of a seeded game, its save as the board writes it); names
    {"home", "away"} are added as `sideline pull --home --away` adds them. Fliip's game is
    the quick one unless quick is False."""
    new, play = PLAYERS[game]
    bot = new(seed) if quick or game != "fliip" else fliip_good(seed)
    play(bot, random.Random(seed))
    save = saved(bot.t)
    if names:
        save["names"] = dict(names)
    return bot.t, save


def write(path, save):
    path.write_text(json.dumps(save))
    return path
