"""Issue 26 items 4 and 5 for Rugby League Breakout: a tackle that ends a possession (a try
and its conversion, a turnover, a kick) shows each of its results with that possession still
on the board, by themselves, and only then the next possession; the game's last tackle ends on
FINAL with the winner named and the final score kept, the tackle and defence displays cleared
(issue 27 item 5). The mechanism is the one Dice-Bowl and Fliip end their games with
(sideline/table.py: results that go by themselves, RESULT_MS each)."""

import json
import random

from games.rlb import box
from host_tools.emulator.tables_bot import new_table
from host_tools.rlb import player
from sideline.engineplay import RESULT_MS

FOLDER = "teams/rlb"
ROLES = ("clock", "home", "away", "down", "ball_on", "dice")


def seeded_log(seed):
    bot = player.table(seed)
    player.play_game(bot, random.Random(seed))
    return json.loads(bot.t.payload())


def table_before(saved, i):
    """A table of the saved game with its first i actions taken (RESUMED gone)."""
    p = dict(saved)
    p["log"] = saved["log"][:i]
    p.pop("redo", None)
    t = new_table(box, FOLDER, 1, json.dumps(p).encode(), now=1000)
    t.tick(5000)
    assert t.flash_text is None
    return t


def watch(t, start, ms, step=100):
    """[(text, {role: text})] in order over ms of ticks, no press."""
    out = []
    for now in range(start, start + ms, step):
        t.tick(now)
        seen = (t.render("text").strip(), {r: t.render(r).strip() for r in ROLES})
        if not out or out[-1] != seen:
            out.append(seen)
    return out


def scoring_tackles(seeds, want_try=True):
    """(saved game, index of an action mid-game that ends a possession with a try)."""
    for seed in seeds:
        saved = seeded_log(seed)
        t = table_before(saved, 0)
        for i, a in enumerate(saved["log"]):
            t.act(a)
            kinds = [e["e"] for e in t.events]
            if "over" in kinds and ("try" in kinds) == want_try and not t.over():
                yield saved, i


def points(board):
    return int(board["home"].rstrip(".")), int(board["away"].rstrip("."))


def test_a_try_and_its_conversion_show_on_that_possession_s_board_then_the_next_by_itself():
    found = 0
    for saved, i in scoring_tackles(range(1, 12)):
        t = table_before(saved, i)
        before = {r: t.render(r).strip() for r in ROLES}
        side = "home" if before["home"].endswith(".") else "away"
        was = points(before)
        t.now = 6000
        assert t.act(saved["log"][i])
        lines = [views_text for views_text in t.results]
        texts = [x if type(x) is str else x[0] for x in lines]
        seen = watch(t, 6000, len(texts) * RESULT_MS + 1000)
        shown = [s[0] for s in seen]
        # Every result in turn, by itself; then the next possession's menu.
        assert shown[: len(texts)] == texts, (shown, texts)
        k = texts.index(next(x for x in texts if x.startswith("TRY")))
        try_board = seen[k][1]
        # The try on the board of the possession that scored it: its ball, its score + 4.
        assert try_board[side].endswith("."), seen
        assert try_board["clock"] == before["clock"] and try_board["dice"] == before["dice"]
        s = points(try_board)
        n = 0 if side == "home" else 1
        assert s[n] == was[n] + 4 and s[1 - n] == was[1 - n], (was, seen)
        conv = seen[k + 1]
        assert conv[0].startswith("CONV") and conv[1][side].endswith(".")
        assert points(conv[1])[n] == was[n] + 4 + (2 if conv[0].endswith("OK") else 0)
        # Then the next possession: the other side's ball.
        after = seen[len(texts)][1]
        assert not after[side].endswith("."), seen
        found += 1
        if found == 3:
            break
    assert found == 3


def test_a_possession_ending_without_a_score_shows_its_result_before_the_ball_goes_over():
    for saved, i in scoring_tackles(range(1, 4), want_try=False):
        t = table_before(saved, i)
        before = {r: t.render(r).strip() for r in ROLES}
        t.now = 6000
        assert t.act(saved["log"][i])
        seen = watch(t, 6000, 5000)
        assert seen[0][1]["clock"] == before["clock"], seen  # still that possession
        assert seen[0][1]["home"].endswith(".") == before["home"].endswith(".")
        assert seen[-1][1]["home"].endswith(".") != before["home"].endswith(".")
        return
    raise AssertionError("no possession ended without a try")


def test_the_last_tackle_ends_on_final_the_score_kept_tackle_and_defence_cleared():
    for seed in (3, 4, 5):
        saved = seeded_log(seed)
        n = len(saved["log"])
        t = table_before(saved, n - 1)
        t.now = 6000
        assert t.act(saved["log"][-1]) and t.over()
        seen = watch(t, 6000, 12000)
        assert seen[-1][0] == "FINAL" and seen[-2][0] == t.winner_words(), seen
        h, a = t.score(t.state_)
        final = seen[-1][1]
        assert (final["home"], final["away"]) == (str(h), str(a))
        assert final["down"] == "" and final["dice"] == "" and final["ball_on"] == "", final
        # The last tackle's first result with its own possession on the board.
        assert seen[0][1]["down"].startswith("T") and seen[0][1]["dice"] != "", seen
