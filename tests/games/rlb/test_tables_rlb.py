"""Rugby League Breakout on the box (games/rlb/box.py over sideline/table.py): a live game
tackle by tackle through the buttons, the defence's play at each possession (R1) and the
attack's at each tackle, a side left to the box's caller (callers.HouseCaller), keys and
defence options from setup until the first tackle, the tie-breaker's seventh possessions
(R3), resume by replay and undo/redo."""

import random

from games.rlb import box, callers
from host_tools.emulator.tables_bot import Bot, same_game, saved, undo_redo_same
from host_tools.rlb.player import play_game, play_one, table


def _live_game(seed):
    bot = table(seed)
    bot.setup("A CALL", 1)  # away: the box's own caller
    t = bot.t
    assert t.settings["a_call"] == "house"
    checks = []

    def every(b):
        # Compared once the last action's results have gone by, on both: a possession's
        # results show on their own board first, and a resumed game shows them again.
        b.clear()
        other = Bot(box.Table(t.catalog, t.load, b.now, saved(t), 42, None, None))
        other.now = b.now
        other.clear()
        same_game(t, other.t)
        if t.log:
            undo_redo_same(b)
        checks.append(len(t.log))

    play_game(bot, random.Random(1), every=every)
    return bot, t, checks


def test_a_live_game_tackle_by_tackle_reaches_the_tie_breaker_and_its_end():
    # The first seed whose game goes to the tie-breaker's seventh possessions and is won
    # there: which one depends on the dice, so it is looked for.
    for seed in range(1, 41):
        bot, t, checks = _live_game(seed)
        G = t.state_["G"]
        if G["poss"] == [7, 7] and G["result"]["by"] == "score":
            break
    assert G["poss"] == [7, 7] and "EXTRA P7" in bot.texts  # R3: within six after six each
    assert t.over() and G["result"]["by"] == "score"
    assert t.render("text").rstrip() == "FINAL" and t.render_clock() == "P7"
    assert len(checks) > 15
    # Every call of away's was the box's: its policy's play for that moment.
    probe = box.Table(t.catalog, t.load, 0, None, 5, None, None)
    probe.start_settings = dict(t.start_settings)
    probe.settings = dict(t.settings)
    probe.game_seed = t.game_seed
    house = callers.HouseCaller()
    for i, a in enumerate(t.log):
        probe.log = t.log[:i]
        probe.rebuild()
        state = probe.state_
        if probe._side(state) == 1:
            want = house.defence_action if state["step"] == "defence" else house.attack_action
            assert a == want(state["G"])
    same_game(t, box.Table(t.catalog, t.load, 0, t.payload(), 5, None, None))


def test_keys_and_options_from_setup_until_the_first_tackle():
    bot = table(2)
    t = bot.t
    bot.setup("H KEY1", 6)
    bot.setup("H KEY2", 13)
    bot.setup("A EFF", 2)
    bot.setup("A HARD", 9)
    G = t.state_["G"]
    assert G["keys"][0] == [6, 13] and G["opts"][1] == [2, 0, 9]
    play_one(bot, random.Random(1))  # the defence's play: not yet a tackle
    bot.setup("A OFSD", 3)
    assert t.state_["G"]["opts"][1] == [2, 3, 9]
    play_one(bot, random.Random(1))  # the first tackle
    assert t.state_["G"]["started"]
    bot.setup("A OFSD", 1)
    assert t.settings["a_off"] == 3 and t.state_["G"]["opts"][1] == [2, 3, 9]
    assert "FIXED" in bot.texts
    # Resumed, the game is played with the keys and options it started with.
    same_game(t, box.Table(t.catalog, t.load, 0, t.payload(), 5, None, None))


def test_the_defence_picks_first_then_the_attack_each_tackle():
    bot = table(3)
    t = bot.t
    assert t.summary()["step"] == "defence" and "GOAL LN" in t.summary()["menu"]
    bot.choose(bot.find("GOAL LN"))
    assert t.render("dice") == "GOAL" and t.summary()["step"] == "attack"
    assert "GRUBBER" not in t.summary()["menu"]  # kicks on the sixth tackle only
    for _ in range(5):
        if t.state_["G"]["poss"] != [1, 0]:
            break
        bot.choose(bot.find("HIT UP"))
    if t.state_["G"]["tackle"] == 6:
        assert "DROP GL" in t.summary()["menu"]


def test_the_minimal_build_fits_four_characters():
    bot = table(4, roles=("clock", "home", "away", "text"))
    play_game(bot, random.Random(4))
    assert bot.t.text_chars == 4 and all(len(x) <= 4 for x in bot.texts)
