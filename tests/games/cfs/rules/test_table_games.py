"""Issue 11, resolved when "a whole game can be played in each mode (play with human callers,
manual, card against coach) without an ERR or a fifth quarter". Each game is played start to
finish through the button events a player would make (the app as the runner drives it: an
exception there is what shows as ERR on the board), every display drawn after each press,
with seeded choices."""

import random

from kits.table import Table

from games.cfs.rules import game

ROLES = ("clock", "home", "away", "down", "ball_on", "dice", "text")


def check_board(box, quarters):
    for role in ROLES:
        box.app.render(role)  # what the runner draws: raising here is an ERR on the board
    assert "ERR" not in box.app.render("text")
    q = box.app.clock.state["q"]
    assert 1 <= q <= 4, box.app.summary()
    quarters.add(q)


def finish(box, choose, limit):
    quarters = set()
    for _ in range(limit):
        if box.app.step == "over" or (box.app.mode == "manual" and box.app._over()):
            break
        choose(box)
        check_board(box, quarters)
    assert box.app._over(), box.app.summary()
    box.wait(30_000)  # the final pages turn by themselves
    check_board(box, quarters)
    return quarters


def test_a_whole_game_with_human_callers():
    box = Table(seed=41)
    box.app.settings["reveal_ms"] = 40
    rng = random.Random(41)

    def choose(box):
        app = box.app
        if app.menu:
            for _ in range(rng.randrange(len(app.menu))):
                box.press("UP")
            box.press("OK")
        else:
            box.press("ROLL")
            box.wait(100)

    quarters = finish(box, choose, 20_000)
    assert quarters == {1, 2, 3, 4}  # runoff paced by plays: all four quarters, no fifth
    assert game.is_over(box.app.G)
    assert box.app.clock.state["left"] == 0


def test_a_whole_game_in_manual_mode():
    box = Table(seed=42)
    box.to_mode("manual")
    rng = random.Random(42)

    def pick(label):
        app = box.app
        for _ in range(20):
            if app._render_text() == label:
                break
            box.press("UP")
        assert app._render_text() == label, (label, app.summary())
        box.press("OK")

    def choose(box):
        app = box.app
        app.flash_text = None
        if app._quarter_over():
            box.press("OK")
            return
        G = app.G
        if G["phase"] == game.KICKOFF:
            label, yards = "KO TO", rng.randrange(15, 35)
        elif G["phase"] == game.TRY:
            label, yards = rng.choice(("XP GOOD", "XP GOOD", "XP NO")), None
        elif G["out"] == G["possession"] or (G["down"] == 4 and G["to_go"] > 2):
            if G["ball_on"] >= 65:
                label, yards = rng.choice(("FG GOOD", "FG NO")), None
            else:
                label, yards = "PUNT NET", rng.randrange(30, 45)
        else:
            sheet, marks = app.team_sheets[G["possession"]], G["marks"][G["possession"]]
            runs = marks["run"] < sheet["totals"]["run"]
            passes = marks["pass"] < sheet["totals"]["pass"]
            label = rng.choice(
                (("RUN", "RUN", "PENALTY") if runs else ())
                + (("PASS", "PASS", "INCOMPL", "INT") if passes else ())
            )
            yards = {"INCOMPL": None, "PENALTY": rng.choice((-5, 5, -10)), "INT": 0}.get(
                label, rng.randrange(-3, 16)
            )
        pick(label)
        if yards is not None:
            while app.yards != yards:
                box.press("UP" if app.yards < yards else "DOWN")
            box.press("OK")

    quarters = finish(box, choose, 5_000)
    assert quarters == {1, 2, 3, 4}
    assert game.is_over(box.app.G) and box.app.G["out"] is not None  # by the plays (G1)
    assert box.app.clock.state["left"] == 0


def test_a_whole_game_card_against_coach():
    box = Table(seed=43)
    app = box.app
    app.settings["callers"] = {"home": "card", "away": "coach"}
    app.settings["fast"] = True
    app.new_game()

    def choose(box):
        box.press("OK" if box.app.menu else "ROLL")

    quarters = finish(box, choose, 3_000)
    assert quarters == {1, 2, 3, 4}
    assert game.is_over(app.G) and app.clock.state["left"] == 0
