"""Rugby League Breakout with scripted dice: teams, a match run, the manual's cup by hand."""

from games.rlb import box, engine
from games.rlb.tables import (
    HOUSE,
    POSITIONS,
    play,
)
from host_tools.emulator.tables_bot import Bot, new_table

FOLDER = "teams/rlb"


def table(seed):
    return Bot(new_table(box, FOLDER, seed))


def new_game(bot):
    t = bot.t
    while t.mode != "setup":
        bot.press("MODE")
    while t.setup_text() != "NEW GAME":
        bot.press("UP")
    bot.press("OK")
    bot.press("OK")  # NEW? OK
    assert t.mode == "play"


def by_hand(bot):
    bot.setup("BY", 1)
    assert bot.t.settings["by"] == "manual" and bot.t.step_name(bot.t.state_) == "manual"


def enter(bot, word, number=None):
    bot.choose(bot.find(word), number)


def cup_by_hand(seed, h_for, h_against, a_for, a_against):
    """A cup game without the seventh possessions, its season points set with the buttons,
    played to a 0-0 (every possession a turnover): the second tie-breaker settles it."""
    bot = table(seed)
    t = bot.t
    bot.setup("TIEBRK", 1)
    bot.setup("CUP", 1)
    new_game(bot)
    by_hand(bot)
    for label, n in (("H PF", h_for), ("H PA", h_against), ("A PF", a_for), ("A PA", a_against)):
        bot.setup(label, n)
    G = t.state_["G"]
    assert G["settings"]["season_for"] == [h_for, a_for]
    assert G["settings"]["season_against"] == [h_against, a_against]
    while not t.over():
        enter(bot, "TURNOVER")
    bot.clear()
    return bot


NONE = [0, 0, 0]  # effort, offside, hardness


class Script:
    """Dice that play back chosen values of below(n) and record each n asked for."""

    def __init__(self, *values):
        self.values = list(values)
        self.asked = []

    def below(self, n):
        assert self.values, "ran out of scripted dice (asked below(%d))" % n
        v = self.values.pop(0)
        assert 0 <= v < n, "scripted %d for below(%d)" % (v, n)
        self.asked.append(n)
        return v


def team(sp=10, ha=10, ki=5, ta=10, pw=10, ev=10, abbr="T", **shirts):
    """A roster with every player alike; shirts={'s8': {'pw': 14}} changes one player."""
    skills = {"sp": sp, "ha": ha, "ki": ki, "ta": ta, "pw": pw, "ev": ev}
    rows = []
    for i, pos in enumerate(POSITIONS):
        s = dict(skills)
        s.update(shirts.get("s%d" % (i + 1), {}))
        rows.append(
            [i + 1, pos, s["sp"], s["ha"], s["ki"], s["ta"], s["pw"], s["ev"], "P%d" % (i + 1)]
        )
    return {"name": "Team " + abbr, "abbr": abbr, "players": rows}


def run(att, dfn, code, dice, dcode="ND", opts=NONE, keys=((), ()), best=True, doubled=False):
    return engine.run(att, dfn, play(code), dcode, opts, keys, best, doubled, dice, HOUSE)


def hu_dice(G, *more):
    """A hit-up's dice: the carrier if random, no turnover, tackling defender; then more."""
    first = [] if G["best"][G["att"]] else [0]
    return Script(*(first + [29, 1] + list(more)))
