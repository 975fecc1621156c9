"""A long random session of one game on its real table (host_tools/emulator/tables_bot.py's
Bot, buttons only), recording every text each display showed: what
tests/host_tools/catalogue/test_catalogue.py looks up in the game's glossary. Seeded; a game that
ends starts again through setup's NEW GAME."""

import random

from host_tools.emulator.tables_bot import Bot, new_table
from sideline.shell import LONG, PRESS, ROLES

FOLDERS = {"cfs": "teams", "dicebowl": None, "fliip": "teams/fliip", "rlb": "teams/rlb"}
# Presses as a player makes them: mostly choosing and confirming, now and then the rest.
WEIGHTS = {
    "OK": 30,
    "UP": 14,
    "DOWN": 10,
    "ROLL": 20,
    "BACK": 5,
    "MODE": 4,
    "UNDO": 3,
    "CLOCK": 6,
}


class Recorder(Bot):
    def __init__(self, table):
        self.shown = {}  # role -> set of texts
        super().__init__(table)

    def look(self):
        t = self.t
        for role in ROLES:
            self.add(role, t.render(role))
        self.add("clock", t.render_clock())

    def add(self, role, text):
        if type(text) is not str:
            text = bytes(text).decode()  # the clock's preallocated buffer
        self.shown.setdefault(role, set()).add(text)


def session(game, seed, presses):
    import importlib

    box = importlib.import_module("games.%s.box" % game)
    bot = Recorder(new_table(box, FOLDERS[game], seed))
    rng = random.Random(seed)
    names = list(WEIGHTS)
    weights = [WEIGHTS[n] for n in names]
    for _ in range(presses):
        if bot.t.over() and rng.random() < 0.3:
            bot.press("MODE")
        r = rng.random()
        if r < 0.02:
            bot.hold_undo()
        elif r < 0.04:
            name = rng.choice(("OK", "BACK", "ROLL"))
            bot.t.press(name, LONG, bot.now)
            bot.tick(900)
        else:
            bot.press(rng.choices(names, weights)[0], PRESS)
        if rng.random() < 0.1:
            bot.tick(rng.randrange(100, 4000))
    return bot.shown
