"""A seeded player of Rugby League Breakout on the box's real table, through its buttons
(host_tools/emulator/tables_bot.py): what the tables' tests, the box saves' tests and the VM
bench play (host_tools/checks/box_games.py)."""

from games.rlb import box
from host_tools.emulator.tables_bot import Bot, new_table

FOLDER = "teams/rlb"


def table(seed, roles=None):
    return Bot(new_table(box, FOLDER, seed, roles=roles))


def play_one(bot, rng):
    """A seeded coach for a side on the buttons: any play of the menu; the box's call (the
    menu's only item) run with ROLL."""
    t = bot.t
    bot.clear()
    if t.roll_choice(t.state_, t.menu) is not None:
        bot.press("ROLL")
    else:
        bot.choose(rng.randrange(len(t.menu)))


def play_game(bot, rng, every=None):
    steps = 0
    while not bot.t.over():
        play_one(bot, rng)
        steps += 1
        assert steps < 1000
        if every and steps % 3 == 0:
            every(bot)
    bot.clear()
    return steps
