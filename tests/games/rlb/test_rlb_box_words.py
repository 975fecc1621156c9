"""Rugby League Breakout on the box, issue 27: BY HAND refuses a penalty except after a
sixth-tackle play that did not score, with a word that says why (item 9, R17 [5.17]); BACK's
pages: the tackle, the possession of six, each possession's points, the tie-breakers' state
(item 5); the setup words for offside and hardness (item 2)."""

from games.rlb import box
from games.rlb.tables import PENALTY_GOAL, STARTS
from host_tools.emulator.tables_bot import Bot, new_table, same_game, saved

FOLDER = "teams/rlb"


def by_hand(seed, offside=0):
    bot = Bot(new_table(box, FOLDER, seed))
    bot.setup("BY", 1)
    if offside:
        bot.setup("A OFSD", offside)  # away defends home's first possession with offside
    return bot


def enter(bot, word, number=None):
    i = bot.find(word)
    assert i is not None, (word, [item[0] for item in bot.t.menu])
    bot.choose(i, number)


def flashed(bot, word):
    """OK on a menu item, and the word the text line shows at once."""
    bot.clear()
    bot.go_to(bot.find(word))
    bot.now += 40
    bot.t.press("OK", 0, bot.now)
    return bot.t.render("text").strip()


def test_by_hand_a_penalty_mid_possession_is_refused_with_a_word():
    bot = by_hand(3, offside=2)
    t = bot.t
    enter(bot, "GAIN", 4)
    n = len(t.log)
    assert flashed(bot, "PEN OK") == "AFTER T6"  # a penalty comes only after the sixth
    assert len(t.log) == n and t.state_["G"]["score"] == [0, 0]


def test_by_hand_no_penalty_against_a_side_using_neither_offside_nor_hardness():
    bot = by_hand(3)
    t = bot.t
    for _ in range(6):
        enter(bot, "GAIN", 2)
    assert t.state_["G"]["att"] == 1  # no penalty possible: the ball went over at once
    n = len(t.log)
    assert flashed(bot, "PEN OK") == "NO FOUL"
    assert len(t.log) == n


def test_by_hand_a_sixth_tackle_without_a_score_asks_its_penalty_before_the_ball_goes_over():
    bot = by_hand(4, offside=3)
    t = bot.t
    for _ in range(6):
        enter(bot, "GAIN", 2)
    G = t.state_["G"]
    assert G["att"] == 0 and G["tackle"] == 6  # home's possession is still on
    bot.clear()
    assert [item[0] for item in t.menu] == ["NO PEN", "PEN OK", "PEN NO"]
    enter(bot, "PEN OK")
    bot.clear()
    G = t.state_["G"]
    assert G["score"] == [PENALTY_GOAL, 0] and G["att"] == 1 and G["out"] == STARTS[0]
    same_game(t, box.Table(t.catalog, t.load, 0, saved(t), 9, None, None))
    # A scoring sixth tackle asks none: the try ended it.
    for _ in range(5):
        enter(bot, "GAIN", 2)
    enter(bot, "TRY CONV")
    bot.clear()
    assert t.state_["G"]["att"] == 0 and "NO PEN" not in [item[0] for item in t.menu]


def page_texts(bot):
    """BACK through every page: their text lines, then back to the game."""
    t = bot.t
    out = []
    bot.press("BACK")
    while t.info:
        out.append((t.render("text").strip(), t.render("home").strip(), t.render("away").strip()))
        bot.press("BACK")
    return out


def test_back_pages_tackle_possession_score_by_possession_and_tie_breaker():
    bot = by_hand(5)
    t = bot.t
    enter(bot, "TRY CONV")  # home's first possession: 6
    enter(bot, "GAIN", 3)  # away's first, tackle 2 next
    enter(bot, "GAIN", 3)
    bot.clear()
    pages = page_texts(bot)
    texts = [p[0] for p in pages]
    assert texts[0] == "TACKLE 3" and texts[1] == "P1 OF 6"
    assert ("P1 SCORE", "6", "0") in pages
    assert texts[-1] == "P7 IF<7" and pages[-1][1:] == ("6", "0")  # within six: a seventh
    assert all(len(x) <= 8 and ":" not in x for x in texts)
    # After BACK's last page the game's own displays again.
    assert t.render("text").strip() != texts[-1]


def test_back_pages_at_final_the_score_by_possession_and_the_cup_s_season_points():
    from kits.rlb import cup_by_hand

    bot = cup_by_hand(6, 3, 0, 2, 0)  # no seventh possessions; 0-0 goes to season points
    t = bot.t
    assert t.over()
    for _ in range(40):
        bot.tick(500)
    pages = page_texts(bot)
    texts = [p[0] for p in pages]
    assert "TACKLE" not in " ".join(texts)  # nothing in play at FINAL
    assert [x for x in texts if x.endswith("SCORE")] == ["P%d SCORE" % i for i in range(1, 7)]
    assert ("CUP PF", "3", "2") in pages and ("CUP PA", "0", "0") in pages
    assert "P7 OFF" in texts


def test_the_dice_display_names_each_defence_by_its_own_letters():
    """The defence in force on the dice display (four 14-segment characters, which draw every
    letter): each word is its defence's name or that name's letters in order, never a letter
    stood in for another (WIDE was UIDE, SWARM SUAR, as if the display were 7-segment)."""
    from games.rlb.tables import DEFENCES
    from games.rlb.views import DICE_WORDS

    names = {row[0]: row[1] for row in DEFENCES}
    assert set(DICE_WORDS) == set(names)
    for code, word in DICE_WORDS.items():
        rest = iter(names[code])
        assert len(word) == 4 and all(c in rest for c in word), (code, word, names[code])
    assert len(set(DICE_WORDS.values())) == len(DICE_WORDS)
