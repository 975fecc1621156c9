"""A seeded player of Dice-Bowl on the box's real table, through its buttons (host_tools/
emulator/tables_bot.py): what the tables' tests, the box saves' tests and the VM bench play
(host_tools/checks/box_games.py)."""

from games.dicebowl import box
from host_tools.emulator.tables_bot import Bot, new_table


def table(seed, roles=None):
    return Bot(new_table(box, None, seed, roles=roles))


def play_one(bot, rng):
    """A seeded coach on each side: any item of the step's menu, yards -5..15 when asked,
    a touchdown now and then; the kick duel's dice chosen with the buttons like the rest."""
    t = bot.t
    step = t.state_["ctx"]["step"]
    labels = [item[0] for item in t.menu]
    if step in ("toss", "convert") or (step == "kick_call" and rng.random() < 0.8):
        bot.clear()
        if step == "kick_call":
            bot.go_to(0)
        bot.press("ROLL")
        return
    if step == "play":
        r = rng.random()
        if r < 0.55:
            bot.choose(bot.find("GAIN"), rng.randint(-5, 15))
        elif r < 0.62:
            bot.choose(bot.find("TURNOVER"), rng.randint(-3, 20))
        elif r < 0.72:
            bot.choose(bot.find("TD"))
        elif r < 0.78:
            bot.choose(bot.find("PUNT"))
        elif r < 0.82 and bot.find("FG") is not None:
            bot.clear()
            bot.go_to(bot.find("FG"))
            bot.press("ROLL")
        else:
            bot.choose(rng.randrange(len(labels)) if r < 0.9 else bot.find("DICE"))
            if t.entry is not None:
                bot.enter(rng.randint(0, 9))
        return
    bot.choose(rng.randrange(len(labels)))


def play_game(bot, rng, every=None):
    steps = 0
    while not bot.t.over():
        play_one(bot, rng)
        steps += 1
        assert steps < 3000
        if every and steps % 4 == 0:
            every(bot)
    bot.clear()
    return steps
