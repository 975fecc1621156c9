"""Rugby League Breakout on the box for a game adjudicated elsewhere (issue 16 item 4: setup's
BY HAND, the results entered from views.manual_menu) and the second tie-breaker's season
points entered in setup (issue 16 item 1, R4: H PF, H PA, A PF, A PA)."""

import random

from kits.rlb import by_hand, cup_by_hand, enter, table

from games.rlb import box
from games.rlb.tables import CONVERSION, DROP_GOAL, PENALTY_GOAL, STARTS, TRY
from host_tools.emulator.tables_bot import same_game, saved


def test_r2_by_hand_a_whole_game_scores_what_was_entered():
    bot = table(3)
    t = bot.t
    by_hand(bot)
    bot.setup("H OFSD", 1)  # both sides use offside: a sixth tackle may give a penalty
    bot.setup("A HARD", 2)
    rng = random.Random(8)
    want = [0, 0]
    pens = 0
    asked = 0
    steps = 0
    while not t.over():
        side = t.state_["G"]["att"]
        bot.clear()
        labels = [item[0] for item in t.menu]
        assert "HIT UP" not in labels and "NORMAL" not in labels  # no box adjudication
        r = rng.random()
        if labels[0] == "NO PEN":  # a sixth tackle without a score: its penalty (R17)
            assert labels == ["NO PEN", "PEN OK", "PEN NO"]
            asked += 1
            if r < 0.4:
                enter(bot, "PEN OK")
                want[side] += PENALTY_GOAL
                pens += 1
            else:
                enter(bot, "PEN NO" if r < 0.6 else "NO PEN")
        elif r < 0.5 or (t.state_["G"]["tackle"] > 2 and r < 0.9):  # sixth tackles too
            out = t.state_["G"]["out"]
            enter(bot, "GAIN", rng.randint(-3, min(15, out - 1)))
        elif r < 0.6:
            enter(bot, "TRY CONV")
            want[side] += TRY + CONVERSION
        elif r < 0.7:
            enter(bot, "TRY MISS")
            want[side] += TRY
        elif r < 0.8 and bot.find("DROP OK") is not None:
            enter(bot, "DROP OK")
            want[side] += DROP_GOAL
        else:
            enter(bot, "TURNOVER")
        steps += 1
        assert steps < 2000
    bot.clear()
    G = t.state_["G"]
    awarded = G["result"]["by"] != "score"  # R4 awards a drop goal: not entered by hand
    award = [0, 0]
    if awarded:
        award[G["result"]["winner"]] = DROP_GOAL
    assert G["score"] == [want[0] + award[0], want[1] + award[1]]
    assert pens >= 1 and asked >= 3
    assert G["poss"][0] >= len(STARTS) and G["poss"][1] >= len(STARTS)
    # The save replays to the same game, entries and all.
    same_game(t, box.Table(t.catalog, t.load, 0, saved(t), 9, None, None))


def test_by_hand_the_sixth_tackles_kicks_and_drop_goals_and_a_gain_to_the_line_refused():
    bot = table(4)
    t = bot.t
    by_hand(bot)
    assert bot.find("DROP OK") is None  # only on the sixth tackle
    for _ in range(5):
        enter(bot, "GAIN", 3)
    G = t.state_["G"]
    assert G["tackle"] == 6 and G["out"] == STARTS[0] - 15
    assert bot.find("DROP OK") is not None
    enter(bot, "KICK KPT")
    bot.clear()
    while t.entry[1] != 30:
        bot.press("UP")
    assert t.render("text").rstrip() == "KPT +30"
    bot.press("OK")
    G = t.state_["G"]
    assert (G["tackle"], G["out"], G["att"]) == (1, STARTS[0] - 45, 0)  # a new set of six
    enter(bot, "GAIN")
    while t.entry[1] != G["out"]:
        bot.press("UP")
    bot.press("OK")
    assert t.entry is not None and "NO" in bot.texts  # refused: enter TRY; the number stays
    bot.press("BACK")
    enter(bot, "TRY CONV")
    bot.clear()
    assert t.state_["G"]["score"] == [TRY + CONVERSION, 0] and t.state_["G"]["att"] == 1


def test_by_hand_and_by_box_mix_in_one_game():
    bot = table(5)
    t = bot.t
    by_hand(bot)
    enter(bot, "GAIN", 7)
    bot.setup("BY", 1)  # back to the box: the defence's play, then the attack's menu
    assert t.settings["by"] == "box"
    labels = [item[0] for item in t.menu]
    assert "NORMAL" in labels and t.step_name(t.state_) == "defence"
    bot.choose(0)
    bot.clear()
    assert "HIT UP" in [item[0] for item in t.menu]
    assert t.log[0] == {"a": "gain", "yards": 7} and t.log[1]["a"] == "defence"
    same_game(t, box.Table(t.catalog, t.load, 0, saved(t), 9, None, None))


def test_by_hand_roll_rolls_nothing():
    bot = table(6)
    by_hand(bot)
    n = len(bot.t.log)
    bot.press("ROLL")
    assert len(bot.t.log) == n


# --- R4: the season points in setup -----------------------------------------------------------


def test_r4_season_points_entered_in_setup_settle_a_level_cup_game():
    bot = cup_by_hand(7, 3, 0, 2, 0)
    G = bot.t.state_["G"]
    assert G["result"]["by"] == "season for" and G["result"]["winner"] == 0
    assert G["score"] == [DROP_GOAL, 0]  # the winner awarded a drop goal
    bot = cup_by_hand(7, 4, 5, 4, 2)  # points for level: fewer against wins
    G = bot.t.state_["G"]
    assert G["result"]["by"] == "season against" and G["result"]["winner"] == 1
    assert G["score"] == [0, DROP_GOAL]
    # The figures are part of the game: resumed from its save, the same result; and once
    # the game is over they are fixed.
    t = bot.t
    again = box.Table(t.catalog, t.load, 0, saved(t), 9, None, None)
    same_game(t, again)
    assert again.settings["a_against"] == 2
    bot.setup("A PA", 3)
    assert t.settings["a_against"] == 2 and "FIXED" in bot.texts


def test_season_points_show_in_setup_and_a_held_button_moves_by_tens():
    bot = table(8)
    t = bot.t
    bot.setup("H PF", 2)
    while t.mode != "setup":
        bot.press("MODE")
    while t._all_setup_items()[t.setup_i][0] != "H PF":
        bot.press("UP")
    assert t.setup_text() == "H PF 2"
    labels = [label for label, _ in t._all_setup_items()]
    assert labels.index("A PA") == labels.index("BRT") - 1  # BRT stays last of the game's
    now = bot.now + 1000
    for _ in range(20):  # a held UP: repeats every 100 ms
        now += 100
        t.setup_change("A PA", 1, now)
    assert t.settings["a_against"] == 8 * 1 + 12 * box.FAST_POINTS
    t.setup_change("A PA", -1, now + 1000)  # a new press: one again
    assert t.settings["a_against"] == 8 + 12 * box.FAST_POINTS - 1
    for _ in range(200):
        now += 100
        t.setup_change("A PA", -1, now)
    assert t.settings["a_against"] == 0  # never below nothing
    assert t.state_["G"]["settings"]["season_for"] == [2, 0]
