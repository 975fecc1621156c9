"""A seeded player of Fliip Football on the box's real table, through its buttons (host_tools/
emulator/tables_bot.py): what the tables' tests, the box saves' tests and the VM bench play
(host_tools/checks/box_games.py)."""

from games.fliip import box
from host_tools.emulator.tables_bot import Bot, new_table

FOLDER = "teams/fliip"


def quick(seed, roles=None):
    """A table set to the quick game (4 possessions a side) through setup's buttons."""
    bot = Bot(new_table(box, FOLDER, seed, roles=roles))
    bot.press("MODE")  # setup
    while not bot.t.setup_text().startswith("LENGTH"):
        bot.press("UP")
    bot.press("OK")
    bot.press("UP")  # 8 -> 4
    bot.press("OK")
    while bot.t.setup_text() != "NEW GAME":
        bot.press("UP")
    bot.press("OK")
    bot.press("OK")  # NEW? OK
    assert bot.t.mode == "play" and bot.t.state_["G"]["length"] == 4
    return bot


def play_one(bot, rng):
    """One step of a seeded player: ties the game in regulation where it can (a team behind
    scores, else the drive stalls on gains short of the line to gain), so that overtime
    comes; in overtime home scores and away does not."""
    t = bot.t
    state = t.state_
    G = state["G"]
    phase = state["ctx"]["phase"]
    if phase == "flip":
        bot.clear()
        bot.press("ROLL")
    elif phase == "choose":
        bot.choose(bot.find("RECEIVE"))
    elif phase == "kickoff":
        bot.clear()
        bot.go_to(rng.randrange(len(t.menu)) if len(t.menu) > 1 and rng.random() < 0.1 else 0)
        bot.press("ROLL")
    else:
        off = G["offense"]
        mine, theirs = G["score"][off], G["score"]["away" if off == "home" else "home"]
        if (G["period"] == 0 and mine < theirs) or (G["period"] > 0 and off == "home"):
            bot.choose(bot.find("TD"))
        elif G["down"] == 4 and rng.random() < 0.5:
            i = bot.find("PUNT")
            bot.clear()
            bot.go_to(i)
            bot.press("ROLL")
        else:
            r = rng.random()
            if r < 0.4:
                bot.choose(bot.find("INC"))
            elif r < 0.8:
                bot.choose(bot.find("GAIN"), rng.randint(-3, 2))
            else:
                bot.choose(bot.find("SACK"), -rng.randint(1, 4))  # a loss: down from 0


def play_game(bot, rng, every=None):
    steps = 0
    while not bot.t.over():
        play_one(bot, rng)
        steps += 1
        assert steps < 2000
        if every and steps % 3 == 0:
            every(bot)
    bot.clear()
    return steps


def good(seed):
    """A table as it starts: the good game, 8 possessions a side (F1)."""
    return Bot(new_table(box, FOLDER, seed))


table = quick  # the game box_games plays unless asked for the good one
