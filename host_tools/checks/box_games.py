"""Games played on the engine games' real tables through their buttons (tables_bot), by each
game's seeded player (its HOST's "player": host_tools/<id>/player.py), and the saves the
board would write for them: what the host tools' tests of box saves and the VM bench read."""

import json
import random

from host_tools.common import registry
from host_tools.emulator.tables_bot import saved


def box_game(game, seed, names=None, quick=True):
    """(the table at the end of a seeded game, its save as the board writes it); names
    {"home", "away"} are added as `sideline pull --home --away` adds them. Fliip's game is
    the quick one unless quick is False (a player's `good` table, where it has one)."""
    player = registry.hook(game, "player")
    new = player.table if quick else getattr(player, "good", player.table)
    bot = new(seed)
    player.play_game(bot, random.Random(seed))
    save = saved(bot.t)
    if names:
        save["names"] = dict(names)
    return bot.t, save


def write(path, save):
    path.write_text(json.dumps(save))
    return path
