"""Issue 11, item 17: split callers (a caller per team per side of the ball) and the player
stepping in for Goal Line and Prevent when the cards call the defense."""

from kits.table import Table, to_result

from games.cfs.rules import game


def test_item17_cards_call_the_defense_and_the_player_the_offense():
    t = Table(seed=51, callers={"home": "card/human", "away": "card/human"})
    st = t.app.caller_state["home"]
    assert (st["defense"], st["offense"]) == ("card", "human")
    to_result(t)  # the opening kickoff
    t.press("ROLL")
    # the cards have called the base defense; the player is asked for the offense's play
    assert t.app.step == "play" and t.app.pending["call"]["defense"] in ("base_run", "base_pass")
    t.press("OK")
    while t.app.menu:  # a check-off the player may step into, or an audible
        t.press("OK")
    assert t.app.step == "ready"


def test_item17_setup_offers_the_split_callers():
    t = Table(seed=52)
    t.to_mode("setup")
    while t.app._all_setup_items()[t.app.setup_i][0] != "A CALL":
        t.press("UP")
    t.press("OK")
    seen = []
    for _ in range(7):
        t.press("UP")
        seen.append((t.app.settings["callers"]["away"], t.text()))
        if seen[-1][0] == "coach/human":
            assert t.app.caller_state["away"]["offense"] == "human"
            assert t.app.caller_state["away"]["defense"] == "coach"
    kinds = [k for k, _ in seen]
    # a caller per team per side of the ball: either side to the cards or the coach
    for k in ("card/human", "coach/human", "human/card", "human/coach"):
        assert k in kinds
    texts = [text for _, text in seen]
    assert all(len(text) <= 8 for text in texts) and len(set(texts)) == 7
    assert kinds[-1] == "human"  # round to the player on both sides
    assert t.app.caller_state["away"] == {
        "defense": "human",
        "offense": "human",
        "deck": None,
        "card": None,
    }


def test_item17_cards_or_coach_call_the_offense_and_the_player_the_defense():
    t = Table(seed=54, fast=True, callers={"home": "human/card", "away": "human/coach"})
    for side, kind in (("home", "card"), ("away", "coach")):
        st = t.app.caller_state[side]
        assert (st["defense"], st["offense"]) == ("human", kind)
    asked = {"base": 0, "play": 0}
    for _ in range(4000):
        app = t.app
        if app.step == "over":
            break
        assert not t.text().startswith("ERR")
        if app.menu and app.step in asked:
            asked[app.step] += 1
        t.press("OK" if app.menu else "ROLL")
    assert t.app.step == "over"
    assert t.app.clock.state["q"] <= 4
    assert asked["base"] > 20  # the player calls every base defense
    assert asked["play"] == 0  # and never an offensive play: the cards and the coach do


def test_item17_the_player_steps_in_for_goal_line_with_card_defense():
    t = Table(seed=53, fast=True, callers={"home": "card", "away": "card"})
    asked = 0
    for _ in range(3000):
        app = t.app
        if app.step == "over":
            break
        p = app.pending
        G = app.G
        at_goal = G["goal_to_go"] or G["ball_on"] >= 90
        # Goal Line is offered on every snap while it has uses (issue 35): called at goal
        if app.step == "ready" and p and "goal_line" in (p.get("step_in") or ()) and at_goal:
            assert not app.menu  # ROLL alone would take the card's call: nobody is asked
            while app.pending["call"]["checkoff"] != "goal_line":
                t.press("UP")
            assert app.render("dice") == "GOAL"
            dfn = game.other(G["possession"])
            before = G["marks"][dfn]["packages"]["goal_line"]
            while app.menu:
                t.press("OK")
            t.press("ROLL")
            assert app.G["marks"][dfn]["packages"]["goal_line"] == before + 1
            asked += 1
            continue
        t.press("OK" if app.menu else "ROLL")
    assert asked >= 1
