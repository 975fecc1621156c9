"""Dice-Bowl on the box (games/dicebowl/box.py over sideline/table.py): a whole game through
the buttons from the toss to FINAL, kick duels by each side's buttons (DK1, DK2) or the box's
choice for a side, the penalty play's ACCEPT/DECLINE (DP3-DP5), resume and undo/redo."""

import random

from games.dicebowl import box
from host_tools.dicebowl.player import play_game, table
from host_tools.emulator.tables_bot import same_game, saved, undo_redo_same


def _whole_game(seed):
    rng = random.Random(14)
    bot = table(seed)
    seen = set()
    checks = []

    def every(b):
        t = b.t
        seen.add(t.state_["ctx"]["step"])
        again = box.Table(t.catalog, t.load, b.now, saved(t), 77, None, None)
        same_game(t, again)
        if t.log:
            undo_redo_same(b)
        checks.append(len(t.log))

    play_game(bot, rng, every=every)
    return bot.t, seen, checks


def test_a_whole_game_through_the_buttons_from_the_toss_to_final():
    # The first seed from 21 whose game, the seeded coach pressing the buttons, meets every
    # step worth checking (a penalty, a touchdown's try) over more than 20 checkpoints: which
    # one depends on the dice.
    for seed in range(21, 61):
        t, seen, checks = _whole_game(seed)
        kinds = {a["a"] for a in t.log}
        covered = {"penalty", "die"} <= kinds and {"convert", "two"} & kinds
        if covered and "penalty" in seen and len(checks) > 20:
            break
    G = t.state_["G"]
    assert t.over() and G["half"] == 2 and t.render("text").strip() == "FINAL"
    assert t.render_clock() == "2P15"
    assert {"toss", "choose", "kick", "die", "gain", "penalty"} <= kinds, kinds
    assert len(checks) > 20 and {"duel", "play", "penalty"} <= seen, seen
    assert {"convert", "two"} & kinds  # a touchdown's try
    same_game(t, box.Table(t.catalog, t.load, 0, t.payload(), 5, None, None))


def test_the_duel_shows_and_drops_with_the_buttons():
    bot = table(3)
    t = bot.t
    bot.press("ROLL")  # the toss
    bot.choose(bot.find("RECEIVE"))
    bot.clear()
    bot.press("ROLL")  # KICK
    assert t.state_["ctx"]["step"] == "duel"
    assert bot.t.results[0] in ("H SHOWS", "A SHOWS", "SHOWN 1", "SHOWN 2", "SHOWN 3")
    dice = t.render("dice")
    bot.clear()
    label = t.render("text")
    assert label.startswith("SHOW ") or label.startswith("DROP ")
    assert label.rstrip()[-1] in dice  # a die on show is the one offered
    bot.press("ROLL")  # a duel's die is the coach's choice: ROLL does nothing
    assert t.state_["ctx"]["step"] == "duel"
    n = len(t.log)
    bot.press("OK")
    assert len(t.log) == n + 1 and t.log[-1]["a"] == "die"


def test_the_box_plays_a_side_set_to_box_in_setup():
    bot = table(5)
    t = bot.t
    bot.press("MODE")
    while not t.setup_text().startswith("A "):
        bot.press("UP")
    bot.press("OK")
    bot.press("UP")
    bot.press("OK")
    assert t.setup_text() == "A BOX"
    while t.setup_text() != "NEW GAME":
        bot.press("UP")
    bot.press("OK")
    bot.press("OK")
    assert t.state_["G"]["settings"]["away_kicks"] == "box"
    rng = random.Random(1)
    play_game(bot, rng)
    duel_dice = [a for a in t.log if a["a"] == "die"]
    # Every die chosen on the buttons was home's: the box chose all of away's itself.
    replay = box.Table(t.catalog, t.load, 0, t.payload(), 5, None, None)
    assert replay.over() and duel_dice
    teams = set()
    for i, a in enumerate(t.log):
        if a["a"] == "die":
            probe = box.Table(t.catalog, t.load, 0, None, 5, None, None)
            probe.settings = dict(t.start_settings)
            probe.start_settings = dict(t.start_settings)
            probe.game_seed = t.game_seed
            probe.log = t.log[:i]
            probe.rebuild()
            teams.add(probe.state_["ctx"]["actor"])
    assert teams == {"home"}


def test_the_minimal_build_fits_four_characters():
    bot = table(9, roles=("clock", "home", "away", "text"))
    assert bot.t.text_chars == 4
    play_game(bot, random.Random(2))
    assert all(len(x) <= 4 for x in bot.texts)
