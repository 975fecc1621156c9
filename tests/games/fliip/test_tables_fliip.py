"""Fliip Football on the box (games/fliip/box.py over sideline/table.py): whole games through
the buttons, resume by replay, undo and redo, the score sheet's pages (F12), overtime (F1)."""

import json
import random

import pytest

from games.fliip import box
from host_tools.emulator.tables_bot import REPEAT, Bot, new_table, same_game, saved, undo_redo_same
from host_tools.fliip.player import FOLDER, play_game, quick


def test_a_quick_game_through_the_buttons_reaches_overtime_and_its_end():
    rng = random.Random(7)
    bot = quick(11)
    checks = []

    def resume_and_undo(b):
        t = b.t
        again = box.Table(t.catalog, t.load, b.now, saved(t), 99, None, None)
        same_game(t, again)
        if t.log:
            undo_redo_same(b)
        checks.append(len(t.log))

    play_game(bot, rng, every=resume_and_undo)
    t = bot.t
    G = t.state_["G"]
    assert G["period"] >= 1, "no overtime: the seeded players did not tie regulation"
    assert t.over() and t.state_["ctx"]["gameover"]["winner"] == "home"
    assert t.render("text").rstrip() == "FINAL" and t.blink("text") == 1
    assert t.summary()["over"] and len(checks) > 10
    # The whole game is its log: a new table replays the save to the same end.
    same_game(t, box.Table(t.catalog, t.load, 0, t.payload(), 5, None, None))


def test_back_turns_the_score_sheet_pages_then_the_game_again():
    rng = random.Random(3)
    bot = quick(4)
    play_game(bot, rng)
    t = bot.t
    rows = t.state_["G"]["sheet"]
    assert rows
    seen = []
    for i in range(len(rows)):
        bot.press("BACK")
        seen.append(t.render("text"))
        assert t.render("home").strip(" .") == str(rows[i]["home"])
    assert seen[0][:2] in ("H1", "A1") and t.render_clock().strip()
    bot.press("BACK")
    assert t.info == 0 and t.render("text").rstrip() == "FINAL"


def test_a_number_entry_takes_repeat_and_back_leaves_it():
    bot = Bot(new_table(box, FOLDER, 2))
    t = bot.t
    bot.press("ROLL")  # the flip
    bot.choose(bot.find("RECEIVE"))
    bot.clear()
    bot.press("ROLL")  # KO NORM
    bot.clear()
    assert t.state_["ctx"]["phase"] == "play"
    bot.go_to(bot.find("GAIN"))
    bot.press("OK")
    assert t.render("text").rstrip() == "GAIN 0"
    bot.press("UP")
    for _ in range(6):
        bot.press("UP", REPEAT)  # four by one, then by five
    assert t.render("text").rstrip() == "GAIN +15"
    bot.press("BACK")
    assert t.entry is None and t.render("text").rstrip() == "GAIN 0"
    los = t.state_["G"]["los"]
    bot.press("OK")
    bot.enter(-4)
    assert t.state_["G"]["los"] == los - 4
    assert t.render("text").rstrip() == "2-14"


def test_the_minimal_build_fits_four_characters():
    roles = ("clock", "home", "away", "text")  # one alphanumeric chip: four characters
    rng = random.Random(5)
    bot = quick(8, roles=roles)
    assert bot.t.text_chars == 4
    play_game(bot, rng)
    assert all(len(x) <= 4 for x in bot.texts)


def test_a_save_of_another_game_or_version_is_kept_not_resumed():
    bot = Bot(new_table(box, FOLDER, 2))
    p = saved(bot.t)
    p["v"] = 99
    t = new_table(box, FOLDER, 2, saved=p)
    assert not t.resumed and t.kept is not None and "BAD SAVE" in t.messages
    assert json.loads(t.payload())["v"] == 99  # kept until NEW GAME
    p["v"] = box.VERSION
    p["start"]["home"] = "nowhere"
    t = new_table(box, FOLDER, 2, saved=p)
    assert not t.resumed and "teams/nowhere.json" in t.error


@pytest.mark.parametrize("seed", [1, 2])
def test_undo_past_new_game_brings_the_old_game_back(seed):
    bot = Bot(new_table(box, FOLDER, seed))
    bot.press("ROLL")
    bot.choose(1)
    old = json.dumps(bot.t.state_, sort_keys=True)
    bot.press("MODE")
    while bot.t.setup_text() != "NEW GAME":
        bot.press("DOWN")
    bot.press("OK")
    bot.press("OK")
    assert bot.t.log == []
    bot.press("UNDO")
    assert json.dumps(bot.t.state_, sort_keys=True) == old
