"""Issue 11, "Missing" (items 15-16): what the board shows without a press."""

from kits.table import Table, play_out, to_result

from games.cfs.rules import game


def test_item15_the_quarter_shows_while_a_human_caller_is_asked():
    t = Table(seed=21)
    to_result(t)
    t.press("ROLL")
    assert t.app.menu and t.app.render("dice") == "  Q1"


def test_item15_timeouts_and_first_downs_show_by_themselves_when_the_game_rests():
    t = Table(seed=22, fast=True)
    to_result(t)  # the opening kickoff
    for _ in range(30):
        t.press("OK" if t.app.menu else "ROLL")
        if (
            t.app.step == "result"
            and t.app.G["first_downs"]["home"] + t.app.G["first_downs"]["away"]
        ):
            break
    fd = t.app.G["first_downs"]
    seen = set()
    for _ in range(4):
        t.wait(3000)
        seen.add(t.text())
    assert "Q%d TO3-3" % t.app.clock.state["q"] in seen
    assert "FD %d-%d" % (fd["home"], fd["away"]) in seen
    t.press("BACK")
    t.press("BACK")  # any press brings the step's own text back first
    assert t.app.page == 0


def test_item16_final_with_the_winner_the_reason_and_key_figures():
    t = Table(seed=23, fast=True, callers={"home": "card", "away": "card"})
    play_out(t)
    G = t.app.G
    seen = []
    for _ in range(12):
        t.wait(3000)
        if t.text() not in seen:
            seen.append(t.text())
    abbr = {s: t.app.team_sheets[s]["abbr"] for s in ("home", "away")}
    w = game.winner(G)
    assert "FINAL" in seen
    assert (abbr[w] + " WINS" if w else "TIE GAME") in seen
    assert abbr[G["out"]] + " OUT" in seen and "OF PLAYS" in seen
    st = G["stats"]
    assert "PL %d-%d" % (st["home"]["plays"], st["away"]["plays"]) in seen
    assert "TOV %d-%d" % (st["home"]["turnovers"], st["away"]["turnovers"]) in seen
    fd = G["first_downs"]
    assert "FD %d-%d" % (fd["home"], fd["away"]) in seen


def test_item16_the_two_minute_warning_shows():
    t = Table(seed=24, clock_mode="real", quarter_s=180)
    t.app.clock.state["q"] = 2
    to_result(t)
    t.press("CLOCK")
    t.wait(61_000)
    assert t.app.clock.state["warned"] and t.text() == "2 MINUTE"


def test_item16_halftime_by_plays_shows():
    t = Table(seed=25, fast=True, halftime="plays", halftime_after_plays=4)
    t.app.settings["callers"] = {"home": "card", "away": "card"}
    t.app.new_game()
    shown = set()
    for _ in range(200):
        t.press("OK" if t.app.menu else "ROLL")
        shown.add(t.text())
        if t.app.G["half"] == 2:
            break
    t.wait(1600)  # the play's result first (issue 26 item 4), then HALFTIME
    shown.add(t.text())
    assert "HALFTIME" in shown
