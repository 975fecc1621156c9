"""Issue 26 items 4 and 5: a result is never replaced before the player has seen it, and a
game ends on FINAL the moment its last action is taken."""

from kits.cfs_box import Box, _manual

from sideline.shell import PRESS


def texts_over(box, ms, step=100):
    """The text line's words, in order, over the next ms."""
    out = []
    for _ in range(ms // step):
        t = box.text()
        if not out or out[-1] != t:
            out.append(t)
        box.wait(step)
    return out


def near_two_minutes_clock():
    return {"q": 2, "left": 125000, "run": False, "to": [3, 3], "warned": False, "ended": False}


def near_two_minutes():
    """The 2nd quarter at 2:05, the play's chart runoff not held back by the pace of the
    plays (few plays are used this early: the pace would hold the clock at 2:05)."""
    box = Box(clock=near_two_minutes_clock()).at(("ko", 25))
    box.a.settings["pace_plays"] = 1000
    return box


def test_cfs_the_two_minute_warning_comes_after_the_plays_result_in_manual_mode():
    """A play whose runoff reaches 2:00 of the 2nd quarter: its result shows, then 2 MINUTE
    (today the warning's flash was replaced by the result at once, or the result by it)."""
    box = _manual(near_two_minutes())
    assert box.text() == "RUN"
    box.press("OK")
    for _ in range(5):
        box.press("UP")
    box.press("OK")  # RUN +5: its runoff crosses 2:00
    assert box.a.clock.state["warned"]
    seen = texts_over(box, 4000)
    assert seen[0] != "2 MINUTE" and "2 MINUTE" in seen, seen
    assert seen.index("2 MINUTE") == 1


def halftime_after_plays(**clock):
    """G4 by plays (setup HALF PLY, after one play): the next play rolled brings halftime."""
    house = {"halftime_after_plays": 1, "last_possession": False}
    return Box(house=house, halftime="plays", **clock).at(("ko", 25))


def roll_a_play(box):
    """The play called and rolled (its dice at once): (its result's words)."""
    for _ in range(4):
        box.press("OK")
        if box.a.step == "ready":
            break
    box.a.settings["fast"] = True
    box.a.press("ROLL", PRESS, box.now)
    assert box.a.step == "result"
    return box.a.event["text"][:8]


def test_cfs_halftime_by_plays_comes_after_the_plays_result():
    """HALFTIME by plays flashed first for 2 s, the play's result (`GAIN 9`) after it: now
    the result, then HALFTIME, as by the clock END Q2 comes before it."""
    box = halftime_after_plays()
    result = roll_a_play(box)
    assert box.a.event.get("halftime") and box.a.G["half"] == 2
    seen = texts_over(box, 4000)
    assert seen[:2] == [result, "HALFTIME"], seen


def test_cfs_a_play_bringing_the_two_minute_warning_and_halftime_shows_all_three():
    """The play that reaches 2:00 of the 2nd quarter and the number of plays for halftime:
    its result, then 2 MINUTE, then HALFTIME (the halftime's flash took the result's place
    and the warning came after it)."""
    box = halftime_after_plays(clock=near_two_minutes_clock())
    box.a.settings["pace_plays"] = 1000
    result = roll_a_play(box)
    assert box.a.event.get("halftime") and box.a.clock.state["warned"]
    seen = texts_over(box, 6000)
    assert seen[:3] == [result, "2 MINUTE", "HALFTIME"], seen


def test_cfs_the_two_minute_warning_comes_after_the_plays_result_in_play_mode():
    box = near_two_minutes()
    for _ in range(4):
        box.press("OK")
        if box.a.step == "ready":
            break
    box.a.settings["fast"] = True
    box.a.press("ROLL", PRESS, box.now)
    assert box.a.clock.state["warned"] and box.a.step == "result"
    result = box.a.event["text"]
    seen = texts_over(box, 4000)
    assert seen[0] == result[:8] and seen[1] == "2 MINUTE", seen


def last_action_box():
    """A College Football Saturday game one action from its end (G1: the plays used up; no
    game clock, so no quarter ends on the way): the last possession's choice, FG or END."""
    entries = [("ko", 25)]
    box = Box(clock_mode="none").at(("ko", 25))
    while not box.a._over():
        for e in (("gain", 0), ("gain", 0, "pass"), ("punt", 40), ("ko", 25)):
            try:
                box.enter(*e)
            except Exception:  # that kind of play is used up, or not allowed now
                continue
            entries.append(e)
            break
        assert len(entries) < 400
    return Box(clock_mode="none").at(*entries[:-1])


def test_cfs_the_last_action_ends_on_final_at_once_after_its_result():
    """The game's last play, rolled: its result shows, then FINAL and the winner's pages,
    with no press between (a game-ending kick left its result up, the pages rotating as if
    play went on, until another press)."""
    box = last_action_box()
    assert box.a.step == "fourth" and box.text().startswith("FG")
    box.press("OK")
    while box.a.step not in ("result", "over"):
        box.press("ROLL")
    result = box.a.event["text"]
    assert box.a.step == "over"
    seen = texts_over(box, 6000)
    assert seen[0] == result[:8] and seen[1] == "FINAL", seen
    assert any(t.endswith(" WINS") or t == "TIE GAME" for t in seen), seen


def engine_last_action(game_box, folder, make, play, seed):
    """(a table one action before the end of a seeded game, that last action)."""
    import json
    import random

    from host_tools.emulator.tables_bot import new_table

    bot = make(seed)
    play(bot, random.Random(seed))
    saved = json.loads(bot.t.payload())
    last = saved["log"].pop()
    t = new_table(game_box, folder, seed, json.dumps(saved).encode(), now=1000)
    assert not t.over()
    t.tick(5000)  # RESUMED has gone
    return t, last


def line_over(t, ms, start, step=100):
    out = []
    for now in range(start, start + ms, step):
        t.tick(now)
        text = t.render("text").strip()
        if not out or out[-1] != text:
            out.append(text)
    return out


def test_fliip_the_last_kick_shows_its_result_then_final_by_itself():
    """Fliip's last kick went straight to FINAL (its result only on the score sheet): now
    its result shows, then FINAL, with no press; the final score stays on the board."""
    from games.fliip import box as fliip_box
    from host_tools.fliip import player as fliip_player

    for seed in (3, 4, 5):
        t, last = engine_last_action(
            fliip_box, "teams/fliip", fliip_player.quick, fliip_player.play_game, seed
        )
        t.now = 6000
        assert t.act(last) and t.over()
        seen = line_over(t, 5000, 6000)
        assert seen[0] != "FINAL" and seen[-1] == "FINAL", seen
        assert seen[-2] == t.winner_words() and seen[-2].endswith(("WINS", "WON"))
        sheet = t.state_["G"]["sheet"][-1]
        assert seen[0].endswith(sheet["result"])
        h, a = t.score(t.state_)
        assert t.render("home").strip().rstrip(".") == str(h)
        assert t.render("away").strip().rstrip(".") == str(a)


def test_rlb_and_dicebowl_end_on_final_by_themselves_naming_the_winner():
    """RLB's last tackle needed three more presses to reach FINAL; Dice-Bowl's last play too
    waited: their last action's results go by themselves, the winner named, then FINAL."""
    from games.dicebowl import box as dicebowl_box
    from games.rlb import box as rlb_box
    from host_tools.dicebowl import player as dicebowl_player
    from host_tools.rlb import player as rlb_player

    games = (
        (rlb_box, "teams/rlb", rlb_player.table, rlb_player.play_game),
        (dicebowl_box, None, dicebowl_player.table, dicebowl_player.play_game),
    )
    for game_box, folder, make, play in games:
        for seed in (3, 4):
            t, last = engine_last_action(game_box, folder, make, play, seed)
            t.now = 6000
            assert t.act(last) and t.over()
            seen = line_over(t, 9000, 6000)
            assert seen[-1] == "FINAL" and seen[-2] == t.winner_words(), seen
            h, a = t.score(t.state_)
            want = "TIE GAME" if h == a else ("WINS", "WON")
            assert seen[-2] == want if h == a else seen[-2].endswith(want)


def test_dicebowl_a_play_on_the_penalty_play_shows_its_result_before_the_card():
    """DP2: the penalty play's card is turned once the play's result is on the board; the
    text line went straight to the card (`PEN D5`), the play's result (a field goal's too)
    never shown. Every action of three seeded games that turns a card is looked at."""
    import json
    import random

    from games.dicebowl import box as dicebowl_box
    from host_tools.dicebowl import player as dicebowl_player
    from host_tools.emulator.tables_bot import new_table

    cards = 0
    for seed in (3, 4, 5):
        bot = dicebowl_player.table(seed)
        dicebowl_player.play_game(bot, random.Random(seed))
        saved = json.loads(bot.t.payload())
        log = saved["log"]
        saved["log"] = []
        t = new_table(dicebowl_box, None, seed, json.dumps(saved).encode())
        for a in log:
            assert t.act(a)
            if any(e.get("e") == "card" for e in t.events):
                cards += 1
                assert len(t.results) == 2 and t.results[1].startswith("PEN"), t.results
                assert not t.results[0].startswith("PEN") and t.results[0]
    assert cards >= 3


def dicebowl_play_words(events):
    """What Dice-Bowl's text line says a half's last action did, read from its events (the
    engine's record of it), not from the text the box shows: the oracle of the test below."""
    for e in events:
        what = e.get("e")
        if what == "gain":
            if e["result"] == "td":
                return "TOUCHDWN"
            if e["result"] == "safety":
                return "SAFETY"
            if e["result"] == "downs":
                return "ON DOWNS"
            return ("GAIN %d" if e["yards"] >= 0 else "LOSS %d") % abs(e["yards"])
        if what == "turnover":
            return "TURNOVER"
        if what == "td":
            return "TOUCHDWN"
        if what == "safety":
            return "SAFETY"
        if what == "fg":
            return "FG GOOD" if e["good"] else ("FG WIDE" if not e["straight"] else "FG SHORT")
        if what == "convert":
            return "CONV OK" if e["good"] else "CONV NO"
        if what == "two":
            return "2PT GOOD" if e["good"] else "2PT NO"
        if what == "penalty":
            return "PEN ACC" if e["accepted"] else "PEN DEC"
        if what == "kick":
            if e.get("touchback"):
                return "TOUCHBCK"
            if e.get("onside") == "kept":
                return None  # ONS KEPT, or a touchdown when it lands in the end zone
            return "K%d R%d" % (e["distance"], e["return"]) if "return" in e else None
    return None


def test_dicebowl_the_halfs_last_play_shows_its_result_then_half_and_the_games_then_final():
    """The action that ends a half showed `HALF` at once, the play's own result never seen
    (a field goal's `CARRY`/`DEF` lines came after `HALF`). Now its result, its carry and
    dice lines, then `HALF`; the game's last action likewise before the winner and FINAL.
    Every half-ending action of eight seeded games is looked at."""
    import json
    import random

    from games.dicebowl import box as dicebowl_box
    from host_tools.dicebowl import player as dicebowl_player
    from host_tools.emulator.tables_bot import new_table

    halves = finals = fgs = 0
    for seed in range(3, 11):
        bot = dicebowl_player.table(seed)
        dicebowl_player.play_game(bot, random.Random(seed))
        saved = json.loads(bot.t.payload())
        log = saved["log"]
        saved["log"] = []
        t = new_table(dicebowl_box, None, seed, json.dumps(saved).encode())
        for a in log:
            before = t.state_["ctx"]["step"]
            assert t.act(a)
            step = t.state_["ctx"]["step"]
            if step not in ("half_choice", "final") or before == step:
                continue
            seen = list(t.results)
            end = "HALF" if step == "half_choice" else t.winner_words()
            assert seen[-1] == end and end not in seen[:-1] and "FINAL" not in seen, seen
            words = dicebowl_play_words(t.events)
            if words is not None:
                assert seen[0] == words, (seen, t.events)
            else:
                assert seen[0] not in ("HALF", "FINAL", end), seen
            if any(e.get("e") in ("fg", "convert") and "carry" in e for e in t.events):
                fgs += 1
                assert seen[1].startswith("CARRY ") and seen[2].startswith("DEF "), seen
            if step == "half_choice":
                halves += 1
            else:
                finals += 1
    assert halves == 8 and finals == 8
    assert fgs >= 1


def test_fliip_the_possession_that_ends_regulation_tied_shows_its_result_before_overtime():
    """A tied period's last possession went straight to `OT 1` (`OT 2` after a tied
    overtime), its result only on the score sheet. Now the text line shows that possession's
    sheet line first (`A4 DOWNS`: the away side's 4th), then the overtime a press later. Seeds 3 (a
    sack on 4th down), 6 (a blocked punt) and 18 (a punt ends regulation and the 1st OT)."""
    import json
    import random

    from games.fliip import box as fliip_box
    from host_tools.emulator.tables_bot import new_table
    from host_tools.fliip import player as fliip_player

    overtimes = []
    for seed in (3, 6, 18):
        bot = fliip_player.quick(seed)
        fliip_player.play_game(bot, random.Random(seed))
        saved = json.loads(bot.t.payload())
        log = saved["log"]
        saved["log"] = []
        t = new_table(fliip_box, "teams/fliip", seed, json.dumps(saved).encode())
        t.tick(5000)  # RESUMED has gone
        for a in log:
            rows = len(t.state_["G"]["sheet"])
            assert t.act(a)
            if t.state_["ctx"]["phase"] != "flip" or t.state_["G"]["period"] == 0:
                continue
            G = t.state_["G"]
            ot = "OT %d" % G["period"]
            assert len(G["sheet"]) == rows + 1  # the possession this action closed
            row = G["sheet"][-1]
            first = t.render("text").strip()
            assert first != ot and first.endswith(" " + row["result"]), (seed, a, first)
            t.press("OK", PRESS, t.now)
            assert t.render("text").strip() == ot, (seed, a)
            overtimes.append((seed, a["m"], ot))
    assert overtimes == [
        (3, "sack", "OT 1"),
        (6, "punt", "OT 1"),
        (18, "punt", "OT 1"),
        (18, "punt", "OT 2"),
    ], overtimes
