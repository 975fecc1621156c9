"""Tests that pin cfs_table rules the mutation run (issue 18) found unheld: each kills mutants that
survived `make mutate`, its expected values reasoned from the rules (ids cited). "README (Modes)",
"(The scoreboard)", "(Setup)", "(Game clock)": College Football Saturday's manual,
firmware/games/cfs/README.md; "(Buttons)", "(Saving)", "(When something goes wrong)": the top
README.md."""

from kits.cfs_box import (
    PASS_NO_CHECK,
    RUN_NO_CHECK,
    SHEETS,
    Box,
    _change,
    _deck_whose_first_card_calls,
    _manual,
    _setup,
    offense_called,
)
from kits.saves import _set  # a save with one value changed at a path

from games.cfs.callers import calling
from sideline.app import App
from sideline.dice import seed_state
from sideline.resume import NO_TEAM, OTHER_VERSION, sentence
from sideline.shell import LONG, PRESS, RELEASE, REPEAT, after

PASS_BLITZ = _deck_whose_first_card_calls("base_pass", "outside_blitz")  # to Outside Blitz


# ---------------------------------------------------------------- stepin: T5, P2


def test_t5_p2_a_card_defense_at_goal_to_go_steps_in_with_goal_line_and_back():
    """No card calls Goal Line (T5): at 1st and goal from the 10 with the cards' Base Run
    and no check-off, UP before ROLL steps in with Goal Line (the dice display shows the
    defense in force, the text line its name for a second); the offense may then audible
    (C1); DOWN steps back to the cards' call, which has no check-off, so no audible."""
    box = offense_called(RUN_NO_CHECK, ("gain", 65))
    G = box.a.G
    assert (G["ball_on"], G["goal_to_go"]) == (90, True)
    assert box.a.step == "ready" and box.call()["checkoff"] is None
    assert box.dice() == " RUN"
    box.press("UP")
    assert box.call()["checkoff"] == "goal_line" and box.text() == "GOALLINE"
    assert box.a.step == "audible" and box.a.menu[0][0] == "NO AUD"
    box.wait(999)
    assert box.text() == "GOALLINE"
    box.wait(1)
    assert box.text() == "NO AUD"
    box.press("UP")  # audible to the second play of the menu
    audible = box.a.menu[1][1]
    box.press("OK")
    assert box.call()["audible"] == audible and box.a.step == "ready"
    assert box.dice() == "GOAL"
    box.press("DOWN")
    assert box.call()["checkoff"] is None and box.text() == "BASE RUN"
    # C1: an audible only after a check-off; back on the cards' call there is none.
    assert box.call()["audible"] is None and box.a.step == "ready"
    assert box.dice() == " RUN"
    box.wait(1000)
    offense = box.a.team_sheets["away"]
    short = offense["plays"][offense["play_index"][box.call()["offense"]]]["short"]
    assert box.text() == short
    box.press("UP")
    box.press("UP")  # with the audible's menu up, UP moves in it
    box.press("OK")
    box.press("UP")  # UP again: Prevent (under Base Pass), then back to the cards' call
    assert box.call()["checkoff"] == "prevent" and box.call()["defense"] == "base_pass"
    box.press("OK")
    box.press("UP")
    assert box.call()["checkoff"] is None and box.a.step == "ready"
    assert box.call()["defense"] == "base_run"


Q4 = {"q": 4, "left": 300000, "run": False, "to": [3, 3], "warned": False, "ended": False}


def test_t5_c3_a_package_with_no_uses_left_is_not_stepped_in_with():
    """C3/C4: a package with every square marked cannot be called, by the player either."""
    for used, offered in ((-1, [None, "goal_line", "prevent"]), (0, None)):
        box = Box(home="card/human", deck=PASS_NO_CHECK).at(("ko", 25), ("gain", -5))
        for d in ("goal_line", "prevent"):
            uses = box.a.team_sheets["home"]["defenses"][d]["uses"]
            box.a.G["marks"]["home"]["packages"][d] = uses + used
        box.press("OK")
        assert box.a.pending["step_in"] == offered


def test_p1_only_a_card_defense_is_stepped_in_for():
    """The player steps in for the cards (T5: "call those on your own"); a coach calls Goal
    Line itself, and a player calling the defense is asked for every package anyway."""
    box = Box(home="coach/human", deck=RUN_NO_CHECK).at(("ko", 25), ("gain", 65))
    box.press("OK")
    while box.a.step == "audible":
        box.press("OK")
    assert box.a.step == "ready" and box.a.pending["step_in"] is None
    before = dict(box.call())
    box.press("UP")
    assert box.call() == before


# ---------------------------------------------------------------- textline: E5, E6, the pages


def _faces(box, t0, frames):
    """The dice display at the start of each 60 ms frame from t0 (the tumble turns every
    60 ms), and once more at the frame's last ms (the same face)."""
    out = []
    for k in range(frames):
        box.now = t0 + 60 * k
        box.a.tick(box.now)
        face = box.dice()
        box.now += 59
        box.a.tick(box.now)
        assert box.dice() == face
        out.append(face)
    return out


def test_e5_each_die_tumbles_then_shows_its_colour_and_value_and_what_it_is_for():
    """E5, README (The scoreboard, Modes): ROLL runs the kickoff and reveals its dice in
    order, each with a short tumble on the dice display (its colour, the faces turning every
    60 ms, each face once in six turns), then the die; the text line says what the die is
    for; after the last die the outcome, with the last die left on the dice display."""
    box = Box(reveal_ms=400)
    assert box.a.step == "kickoff" and box.text() == "KICKOFF" and box.dice() == "    "
    box.now = 1800
    box.a.press("ROLL", PRESS, box.now)
    rolls = box.a.event["rolls"]
    purposes = [r[2] for r in rolls]
    assert purposes[0] == "kickoff" and purposes[-1] == "adjust"  # K1, K3
    for colour, value, purpose in rolls:
        t0 = box.now
        faces = _faces(box, t0, 6)
        assert sorted(f[-1] for f in faces) == list("123456"), faces
        assert all(f[:3] == colour + "  " for f in faces)
        box.now = t0 + 400
        box.a.tick(box.now)
        assert box.dice() == "%s  %d" % (colour, value)
        assert box.text() == {"kickoff": "KICKOFF", "adjust": "KO ADJ"}[purpose]
        box.now = t0 + 420  # the next die: its own tumble
        box.a.press("ROLL", PRESS, box.now)
    assert box.a.step == "result"
    assert box.text() == box.a.event["text"] and box.text().startswith("BALL ")
    assert box.dice() == "%s  %d" % tuple(rolls[-1][:2])


def test_e5_a_build_without_dice_display_says_the_die_on_the_text_line():
    """With no dice display the text line shows the die revealed: its colour and value,
    then the first five letters of what it is for ("W3 KICKO")."""
    roles = ["clock", "home", "away", "down", "ball_on", "text", "text"]
    box = Box(roles=roles, reveal_ms=400)
    box.press("ROLL")
    rolls = box.a.event["rolls"]
    texts = []
    for _ in rolls:
        box.wait(400)
        texts.append(box.text())
        box.press("ROLL")
    want = ["%s%d %s" % (c, v, {"kickoff": "KICKO", "adjust": "KO AD"}[p]) for c, v, p in rolls]
    assert texts == want


def test_e1_the_text_line_names_the_step():
    """What waits for the player: KICKOFF, the end of a quarter (END Q1, until OK), the
    game's end (FINAL)."""
    assert Box().text() == "KICKOFF"
    ended = {"q": 1, "left": 0, "run": False, "to": [3, 3], "warned": False, "ended": True}
    box = Box(clock=ended, clock_mode="real")
    assert box.a.step == "quarter_end" and box.text() == "END Q1"
    box = Box(clock=dict(ended, q=3), clock_mode="real")
    assert box.text() == "END Q3"
    box = Box(clock=dict(ended, q=4), clock_mode="real", game_end="clock")
    assert box.a.step == "over" and box.text() == "FINAL"


def _fourth_down(*gains):
    box = Box().at(("ko", 25), *gains, ("gain", 0), ("gain", 0), ("gain", 0))
    assert box.a.step == "fourth" and box.a.G["down"] == 4
    return box


def test_g2_h3_the_kick_chosen_waits_for_roll_by_its_name():
    """Fourth down's and the try's choices, once taken, wait for ROLL under their names:
    PUNT, FG TRY, XP KICK, 2PT TRY (H3), and the play called by its sheet label."""
    box = _fourth_down()
    box.press("UP")
    assert box.text() == "PUNT"
    box.press("OK")
    assert box.a.step == "ready" and box.a.pending == {"t": "punt"}
    assert box.text() == "PUNT" and box.dice() == "    "
    box = _fourth_down(("gain", 50))
    box.press("DOWN")  # the last choice: the field goal
    assert box.text().startswith("FG ")
    box.press("OK")
    assert box.a.pending == {"t": "fg"} and box.text() == "FG TRY"
    for steps, want in ((0, "XP KICK"), (1, "2PT TRY")):
        box = Box().at(("ko", 25), ("td",))
        assert box.a.step == "try" and box.dice() == "  Q1"
        for _ in range(steps):
            box.press("UP")
        box.press("OK")
        assert box.a.step == "ready" and box.text() == want
    box = Box().at(("ko", 25))
    box.press("OK")
    box.press("UP")
    box.press("UP")
    box.press("OK")
    box.press("OK")  # no check-off
    sheet = box.a.team_sheets["away"]
    assert box.text() == sheet["plays"][2]["short"]


def test_g1_g2_out_of_plays_the_offense_may_end_the_game():
    """G1/G2: with every play used the offense may only try a field goal (out of range on
    its own 25) or END GAME (G3 off: no punt)."""
    box = Box().at(("ko", 25))
    marks = box.a.G["marks"]["away"]
    sheet = box.a.team_sheets["away"]
    marks["run"], marks["pass"] = sheet["totals"]["run"], sheet["totals"]["pass"]
    box.a._next_step()
    labels = [m[0] for m in box.a.menu]
    assert labels == ["END GAME"]
    box.press("OK")
    assert box.a.pending == {"t": "end"} and box.text() == "END GAME"


def _ready(box):
    """The player calls Base Run, the first play and no check-off: ROLL is next."""
    box.press("OK")
    box.press("OK")
    if box.a.step == "checkoff":
        box.press("OK")
    assert box.a.step == "ready"
    return box


def _home_at_goal(roles):
    """Home has the ball at 1st and goal on the 10 (away leads 7-0); ROLL is next."""
    entries = (("td",), ("xp_good",), ("ko", 25), ("gain", 65))
    return _ready(Box(roles=roles).at(("ko", 25), *entries))


def test_e1_e3_a_build_without_the_scoreboard_shows_each_role_on_the_text_line_in_turn():
    """README (The scoreboard): a build without a display for a role shows that role on the
    text line in turn, every 2 s after the step's own text: the clock (CL), the score
    (home-away), down and distance (DN; G0AL with the down's dot at goal to go), ball on
    (ON; A 10 is the away team's 10); labelled on 8 characters, bare on 4."""
    box = _home_at_goal(["text", "text"])
    seen = []
    for t in (1999, 2000, 4000, 6000, 8000, 9999, 10000):
        box.now = t
        box.a.tick(t)
        seen.append(box.text())
    short = box.a.team_sheets["home"]["plays"][0]["short"]
    # At 10 s the step's own turn again, by now on its resting page of first downs.
    assert seen == [short, "CL 14 13", "0-7", "DN G.0AL", "ON A 10", "ON A 10", "FD 1-0"]
    box = _home_at_goal(["text"])
    seen = []
    for t in (2000, 4000, 6000, 8000):
        box.now = t
        box.a.tick(t)
        seen.append(box.text())
    assert seen[1:] == ["0-7", "G.0A", "A 10"]


def _resting(clock):
    box = _ready(Box(clock=clock).at(("ko", 25), ("gain", 12)))  # away: a first down
    box.press("UP")  # a press: the pages start again from the step's own text
    return box


def _at(box, quiet):
    # The pages are looked at every 100 ms: samples 100 ms apart or more.
    box.now = box.quiet + quiet
    box.a.tick(box.now)
    return box.text()


def test_e6_the_resting_text_line_turns_its_pages_every_3_seconds():
    """README (The scoreboard): at rest (waiting for ROLL, the clock stopped) the text line
    turns its pages every 3 s: the step's own text, the quarter and timeouts left (home
    first), first downs per team (home first); then the step's text again."""
    box = _resting(dict(Q4, q=2, to=[3, 1]))
    box.quiet = box.now
    short = box.a.team_sheets["away"]["plays"][0]["short"]
    pages = [_at(box, q) for q in (2900, 3000, 5900, 6000, 8900, 9000, 12000)]
    assert pages == [short, "Q2 TO3-1", "Q2 TO3-1", "FD 0-1", "FD 0-1", short, "Q2 TO3-1"]
    assert box.a.tick(box.quiet + 12100) == 0  # the same page: nothing to redraw
    assert box.a.tick(box.quiet + 15000) == 2  # the next page: the text line is redrawn
    box.press("UP")
    assert box.text() == short


def test_e6_the_final_pages_name_the_winner_and_that_time_ran_out():
    """README (The scoreboard): at the end of the game the pages are FINAL, the winner, why
    it ended (TIME UP: the real clock ended the 4th quarter, END 0:00), first downs, plays
    run, turnovers and plays left (home first); then FINAL again."""
    ended = dict(Q4, left=0, ended=True)
    box = Box(clock=ended, clock_mode="real", game_end="clock")
    box.at(("ko", 25), ("to", 75), ("xp_good",))  # a fumble returned: home leads 7-0
    assert box.a.step == "over"
    box.press("UP")
    box.quiet = box.now
    texts = [_at(box, 3000 * k) for k in range(8)]
    assert texts[:6] == ["FINAL", "GRN WINS", "TIME UP", "FD 0-0", "PL 0-1", "TOV 0-1"]
    assert texts[6].startswith("LF ") and len(texts[6]) <= 8 and texts[7] == "FINAL"
    assert box.a.blink("text") == 1  # README: the text line blinks at the final


def test_e6_back_shows_first_downs_timeouts_and_plays_left_home_first():
    """README (Buttons): BACK in play mode shows the info pages in turn: first downs,
    timeouts left, plays left per team (home first), each for 3 s, then the step's text."""
    from games.cfs.rules import calls

    box = _resting(dict(Q4, q=2, to=[3, 1]))
    sheets = box.a.team_sheets
    start = [calls.plays_left(sheets[s], calls.new_marks(sheets[s])) for s in ("home", "away")]
    short = sheets["away"]["plays"][0]["short"]
    seen = []
    for _ in range(4):
        box.press("BACK")
        seen.append(box.text())
    assert seen == ["FD 0-1", "TO 3-1", "LF %d-%d" % (start[0], start[1] - 1), short]
    box.press("BACK")
    t = box.now
    box.a.tick(t + 2999)
    assert box.text() == "FD 0-1"
    box.a.tick(t + 3000)
    assert box.text() == short


def test_e5_after_the_play_the_dice_display_keeps_its_last_die_then_shows_the_quarter():
    """The outcome leaves the last die revealed on the dice display; once the next call is
    asked the dice display shows the quarter (README, The scoreboard)."""
    box = _ready(Box(fast=True).at(("ko", 25)))
    box.press("ROLL")
    rolls = box.a.event["rolls"]
    assert box.a.step == "result" and len(rolls) >= 3
    assert rolls[-1][:2] not in (rolls[1][:2], rolls[-2][:2])  # the last die is its own
    assert box.dice() == "%s  %d" % tuple(rolls[-1][:2])
    box.press("ROLL")
    assert box.a.step == "base" and box.dice() == "  Q1"


def test_dice_mode_on_the_table_shows_its_own_set():
    """README (Modes, Dice): MODE twice from play is dice mode; its text line shows the set
    (2G1R1O) and the dice display the picked colour and how many (  2G)."""
    box = Box()
    box.press("MODE")
    box.press("MODE")
    assert box.a.mode == "dice"
    box.wait(1000)  # the mode's name has had its time
    assert box.text() == "2G1R1O" and box.dice() == "  2G"
    box.press("ROLL")
    box.wait(1000)  # past the tumble: the picked colour's dice and their total
    line = box.text()
    assert len(line) == 5 and line[:2] == "G " and line[3] == " "
    assert box.dice() == "G%3d" % (int(line[2]) + int(line[4]))


def test_manual_mode_does_not_show_play_modes_menu_on_the_dice_display():
    """Manual mode steps its own entries: play mode's call menu, left behind by MODE, is not
    its own, so the dice display shows neither its uses nor the quarter; with NAME on, the
    plays asked for show their uses left (README, Modes), ANY RUN the quarter."""
    box = Box(name_plays=True).at(("ko", 25))
    box.press("OK")  # Base Run; the play menu is up
    assert box.a.step == "play" and box.dice().strip().startswith("X")
    box.press("MODE")
    assert box.a.mode == "manual" and box.dice() == "    "
    box.press("OK")  # RUN: the yards
    box.press("UP")
    box.press("OK")  # RUN +1: which play was it?
    assert box.a.naming is not None
    box.wait(1000)  # the mode's name has had its time
    assert box.text() == "ANY RUN" and box.dice() == "  Q1"  # no uses of its own
    box.press("UP")
    run = [p for p in box.a.team_sheets["away"]["plays"] if p["kind"] == "run"][0]
    assert box.text() == run["short"] and box.dice() == "%4s" % ("X%d" % run["uses"])


def test_e1_e2_the_missing_clock_and_down_on_the_text_line():
    """The clock's and the down's roles on the text line of a build without them: CL9:05
    (the clock as its display shows it), DN 2-4; on 4 characters 9:05 and 2-4."""
    for roles, want in ((["text", "text"], ["CL  9 05", "DN 2-4"]), (["text"], ["9 05", "2-4"])):
        clock = dict(Q4, left=545000)
        box = _ready(Box(roles=roles, clock=clock, clock_mode="real").at(("ko", 25), ("gain", 6)))
        seen = []
        for t in (2000, 6000):
            box.now = t
            box.a.tick(t)
            seen.append(box.text())
        assert seen == want


def test_e5_the_text_line_says_what_the_die_is_for_even_in_a_missing_roles_turn():
    """While the dice are revealed the text line says what each die is for (README, Modes):
    the roles a smaller build lacks wait for the outcome."""
    box = _ready(Box(roles=["dice", "text", "text"], reveal_ms=100).at(("ko", 25)))
    box.now = 2000  # the clock's turn on the text line
    box.a.press("ROLL", PRESS, box.now)
    box.wait(200)
    assert box.a.step == "reveal" and box.a.turn == 1
    assert box.text() == "MATCHUP"


# ---------------------------------------------------------------- modes: setup


def test_setup_lists_the_games_items_with_their_values():
    """README (Modes, Setup): HOME and AWAY team, H CALL and A CALL, CLK, QTR (minutes),
    HALF, LAST, FAST, BRT, END (PLAY or TIME), NAME, each with its value."""
    box = _setup(Box(away="card"))
    assert box.a.setup_items() == (
        ("HOME", "GRN"),
        ("AWAY", "CAS"),
        ("H CALL", "PLAYER"),
        ("A CALL", "CARDS"),
        ("CLK", "AUTO"),
        ("QTR", "15"),
        ("HALF", "NO"),
        ("LAST", "OFF"),
        ("FAST", "OFF"),
        ("BRT", "8"),
        ("END", "PLAY"),
        ("NAME", "OFF"),
        ("H1 PEN", "2"),  # the house readings (games/cfs/README.md), issue 35
        ("H2", "PUNT"),
        ("H3 XP", "5"),
        ("H3 2PT", "2"),
        ("H4 TB", "20"),
        ("H5 MF", "20"),
        ("H6 FG", "17"),
        ("H7", "HALF"),
        ("DECKS", "1"),
    )
    box.wait(1000)
    assert box.text() == "HOME GRN"
    s = box.a.settings
    s.update(clock_mode="real", quarter_s=600, halftime="plays", last_possession=True)
    s.update(fast=True, game_end="clock", name_plays=True)
    s["callers"] = {"home": "coach/human", "away": "human/card"}
    items = dict(box.a.setup_items())
    assert (items["H CALL"], items["A CALL"], items["CLK"], items["QTR"]) == (
        "CCH D",
        "CARD O",
        "REAL",
        "10",
    )
    assert (items["HALF"], items["LAST"], items["FAST"], items["END"], items["NAME"]) == (
        "PLY",
        "ON",
        "ON",
        "TIME",
        "ON",
    )
    s["home"] = "gone"  # a sheet no longer on the board
    assert dict(box.a.setup_items())["HOME"] == "?"


def test_setup_up_is_the_next_value_down_the_one_before():
    """README (Buttons): UP is always next (a setting's next value), DOWN goes back; the
    lists wrap round."""
    box = _setup(Box())
    assert _change(box, "HOME", "UP")["HOME"] == "PRC"  # the catalog in slug order
    assert _change(box, "HOME", "UP")["HOME"] == "BAY"
    assert _change(box, "HOME", "DOWN")["HOME"] == "PRC"
    assert _change(box, "AWAY", "DOWN", "DOWN")["AWAY"] == "PRC"
    assert box.a.settings["away"] == "prairie_comets" and box.a.settings["home"] == "prairie_comets"
    items = _change(box, "H CALL", "UP")
    assert items["H CALL"] == "CARDS" and items["A CALL"] == "PLAYER"
    assert box.a.caller_state["home"]["defense"] == "card"
    assert box.a.caller_state["away"]["defense"] == "human"
    items = _change(box, "H CALL", "DOWN", "DOWN")
    assert items["H CALL"] == "CCH O"  # human/coach: the list wraps round
    assert box.a.caller_state["home"] == calling.new_state("human/coach", box.a.seed + 3)
    items = _change(box, "A CALL", "UP", "UP")
    assert items["A CALL"] == "COACH" and box.a.caller_state["away"]["offense"] == "coach"
    assert _change(box, "CLK", "UP")["CLK"] == "OFF"
    assert _change(box, "CLK", "UP")["CLK"] == "REAL"
    assert _change(box, "CLK", "DOWN", "DOWN")["CLK"] == "AUTO"
    assert _change(box, "END", "UP")["END"] == "TIME"
    assert _change(box, "END", "DOWN")["END"] == "PLAY"
    assert _change(box, "HALF", "UP")["HALF"] == "Q2"
    assert _change(box, "HALF", "UP", "UP")["HALF"] == "NO"
    assert _change(box, "HALF", "DOWN")["HALF"] == "PLY"
    for label in ("LAST", "FAST", "NAME"):
        assert _change(box, label, "UP")[label] == "ON"
        assert _change(box, label, "DOWN")[label] == "OFF"
        assert _change(box, label, "UP", "UP")[label] == "OFF"
    assert box.a.settings["last_possession"] is False and box.a.settings["fast"] is False


def test_setup_qtr_is_whole_minutes_from_1_to_20_and_the_clock_fits_it():
    """README (Setup): QTR is the quarter in minutes; lowering it mid-quarter shortens the
    time left to fit. (1 to 20 minutes.)"""
    box = _setup(Box())
    assert _change(box, "QTR", "UP")["QTR"] == "16"
    assert box.a.settings["quarter_s"] == 960
    assert _change(box, "QTR", *["UP"] * 5)["QTR"] == "20"
    assert box.a.settings["quarter_s"] == 1200
    assert box.a.clock.state["left"] == 900000  # a longer quarter leaves the time as it is
    assert _change(box, "QTR", *["DOWN"] * 20)["QTR"] == "1"
    assert box.a.settings["quarter_s"] == 60
    assert box.a.clock.state["left"] == 60000


def test_setup_clk_stops_the_running_clock():
    """Changing CLK stops the game clock (the new mode starts it its own way)."""
    box = Box(clock_mode="real").at(("ko", 25))
    box.press("CLOCK", PRESS)
    box.press("CLOCK", RELEASE)
    assert box.a.clock.state["run"] is True
    _setup(box)
    _change(box, "CLK", "DOWN")
    assert box.a.settings["clock_mode"] == "none" and box.a.clock.state["run"] is False


def test_setup_lists_wrap_from_a_team_no_longer_on_the_board_and_settings_resume():
    """A team whose sheet is gone steps from the catalog's start; END's two values wrap;
    whatever setup sets is saved with the game and resumes (README, Setup)."""
    box = _setup(Box())
    box.a.settings["home"] = "gone"
    assert _change(box, "HOME", "UP")["HOME"] == "CAS"
    assert _change(box, "END", "UP", "UP")["END"] == "PLAY"
    _change(box, "QTR", "DOWN")
    _change(box, "HALF", "UP")
    back = App(SHEETS, now=0, payload=box.a.payload())
    assert back.resumed and back.settings["quarter_s"] == 840
    assert dict(back.setup_items())["QTR"] == "14" and back.settings["halftime"] == "clock"


# ---------------------------------------------------------------- modes: timeout, CLOCK


def _hold_clock(box):
    box.press("CLOCK", PRESS)
    box.press("CLOCK", LONG, ms=800)


def test_clock_held_calls_a_timeout_for_the_team_picked():
    """README (Buttons): CLOCK held calls a timeout: UP/DOWN picks the team (home first),
    OK confirms (TIMEOUT; three per team per half), and play mode is back."""
    box = Box(clock=dict(Q4, q=1, to=[3, 1])).at(("ko", 25))
    _hold_clock(box)
    assert box.a.mode == "timeout" and box.text() == "TO GRN 3"
    box.press("UP")
    assert box.text() == "TO CAS 1"
    box.press("UP")
    assert box.text() == "TO GRN 3"
    box.press("DOWN")
    box.a.saved(box.now)
    box.press("OK")
    assert box.a.clock.state["to"] == [3, 0] and box.a.mode == "play"
    assert box.text() == "TIMEOUT" and box.a.save_pending
    box.wait(1499)
    assert box.text() == "TIMEOUT"
    box.wait(1)
    assert box.text() != "TIMEOUT"
    _hold_clock(box)
    box.press("DOWN")
    assert box.text() == "TO CAS 0"
    box.a.saved(box.now)
    box.press("OK")  # none left
    assert box.text() == "NO TO" and box.a.clock.state["to"] == [3, 0]
    assert box.a.mode == "play" and not box.a.save_pending
    box.wait(1499)
    assert box.text() == "NO TO"
    box.wait(1)
    assert box.text() != "NO TO"


def test_the_timeout_menu_leaves_by_back_or_mode_the_way_it_came():
    """README (Buttons): BACK or MODE leaves the timeout menu: BACK back to the mode it came
    from, MODE on to the next one; held again in its own menu, the same way back."""
    box = Box().at(("ko", 25))
    box.press("MODE")  # manual
    _hold_clock(box)
    box.press("BACK")
    assert box.a.mode == "manual" and box.a.clock.state["to"] == [3, 3]
    _hold_clock(box)
    _hold_clock(box)
    assert box.a.mode == "timeout" and box.a.timeout_i == 0
    box.press("MODE")
    assert box.a.mode == "dice"
    _hold_clock(box)
    box.press("UP")
    _hold_clock(box)  # held again: the menu starts on home again
    assert box.text() == "TO GRN 3"
    box.press("OK")
    assert box.a.mode == "dice" and box.a.clock.state["to"] == [2, 3]


def test_e2_clock_starts_and_stops_only_the_real_clock():
    """README (Buttons): CLOCK starts and stops the game clock in clock mode real; in the
    other modes it says which mode runs the clock (CLK AUTO, CLK OFF)."""
    box = Box(clock_mode="real").at(("ko", 25))
    box.a.saved(box.now)
    box.press("CLOCK", PRESS)
    box.press("CLOCK", RELEASE)
    assert box.a.clock.state["run"] is True and box.a.save_pending
    left = box.a.clock.state["left"]
    box.wait(2000)
    assert box.a.clock.state["left"] == left - 2000
    box.press("CLOCK", PRESS)
    box.press("CLOCK", RELEASE)
    assert box.a.clock.state["run"] is False
    for mode, word in (("runoff", "CLK AUTO"), ("none", "CLK OFF")):
        box = Box(clock_mode=mode).at(("ko", 25))
        box.press("CLOCK", PRESS)
        box.press("CLOCK", RELEASE)
        assert box.text() == word and box.a.clock.state["run"] is False
        box.wait(999)
        assert box.text() == word
        box.wait(1)
        assert box.text() != word


# ---------------------------------------------------------------- modes: manual


def test_manual_mode_picks_an_entry_and_its_yards_then_the_scoreboard_follows():
    """README (Modes, Manual): UP/DOWN pick what happened (RUN, PASS, ... SAFETY, the list
    wraps), OK asks for the yards (RUN +0; UP a yard, a held UP five yards a repeat from
    where the press started), OK enters it: the outcome flashes and the scoreboard follows;
    BACK while asking the yards goes back to the entries."""
    box = _manual(Box().at(("ko", 25)))
    assert box.text() == "RUN"
    box.press("UP")
    assert box.text() == "PASS"
    box.press("DOWN")
    box.press("DOWN")
    assert box.text() == "SAFETY P"  # the last: a safety names its play's kind (item 11)
    box.press("UP")
    box.press("OK")
    assert box.text() == "RUN +0"
    box.press("BACK")
    assert box.text() == "RUN" and box.a.manual_pick is None
    box.press("OK")
    box.press("UP")
    assert box.text() == "RUN +1"
    box.press("UP", REPEAT)
    box.press("UP", REPEAT)
    assert box.text() == "RUN +10"
    box.press("DOWN")
    assert box.text() == "RUN +9"
    box.press("OK")
    G = box.a.G
    assert (G["ball_on"], G["down"], G["to_go"]) == (34, 2, 1)
    assert box.text() == "GAIN 9" and box.a.manual_pick is None
    box.wait(1499)
    assert box.text() == "GAIN 9"
    box.wait(1)
    assert box.text() == "RUN"  # the entries again, from the first
    box.press("UP")
    box.press("UP")
    box.press("OK")  # INCOMPL: no yards to ask
    assert box.text() == "INCOMPL" and (G["down"], G["to_go"]) == (3, 1)
    box.wait(1500)
    assert box.text() == "RUN"
    box.press("BACK")  # the info pages, as in play mode
    assert box.text() == "FD 0-0"


def test_manual_mode_refuses_a_play_by_a_team_out_of_plays():
    """README (Modes, Manual): a team out of plays may only punt or kick (ILLEGAL
    otherwise, and nothing is entered)."""
    box = Box().at(("ko", 25))
    marks = box.a.G["marks"]["away"]
    sheet = box.a.team_sheets["away"]
    marks["run"], marks["pass"] = sheet["totals"]["run"], sheet["totals"]["pass"]
    _manual(box)
    box.press("OK")
    box.press("UP")
    box.a.error = None
    box.press("OK")
    assert box.text() == "ILLEGAL" and box.a.error
    assert len(box.a.record["actions"]) == 1 and box.a.G["ball_on"] == 25
    box.wait(1499)
    assert box.text() == "ILLEGAL"
    box.wait(1)
    assert box.text() == "RUN +1"  # still asking: the entry was not taken


def test_manual_mode_name_asks_which_play_was_run():
    """README (Modes, Manual): with NAME on each scrimmage entry asks which play of the
    sheet it was (ANY RUN, or the run plays with uses left), so the sheet's uses stay
    right: the play is marked; ANY counts against the run total only; BACK asks no more."""
    box = _manual(Box(name_plays=True).at(("ko", 25)))
    sheet = box.a.team_sheets["away"]
    marks = box.a.G["marks"]["away"]
    runs = [i for i, p in enumerate(sheet["plays"]) if p["kind"] == "run"]
    box.press("OK")
    box.press("UP")
    box.press("UP")
    box.press("OK")  # RUN +2: which play?
    assert box.text() == "ANY RUN"
    box.press("BACK")
    assert box.a.naming is None and box.a.menu is None
    assert len(box.a.record["actions"]) == 1 and box.text() == "RUN +2"
    box.press("OK")
    box.press("UP")
    assert box.text() == sheet["plays"][runs[0]]["short"]
    box.press("OK")
    assert marks["plays"][runs[0]] == 1 and marks["run"] == 1
    assert box.a.G["ball_on"] == 27 and box.a.naming is None
    box.wait(1500)
    box.press("OK")
    box.press("OK")  # RUN +0, ANY RUN
    assert box.text() == "ANY RUN"
    box.press("OK")
    assert marks["run"] == 2 and sum(marks["plays"]) == 1 and box.a.naming is None
    box.wait(1500)
    box.press("DOWN")
    box.press("DOWN")
    box.press("DOWN")
    box.press("DOWN")
    box.press("DOWN")
    box.press("DOWN")  # PUNT NET: no play of the sheet
    box.press("OK")
    box.press("OK")
    assert box.a.naming is None and box.a.G["possession"] == "home"


def test_manual_mode_off_name_enters_at_once():
    """NAME off: a scrimmage entry is entered with no question."""
    box = _manual(Box().at(("ko", 25)))
    box.press("OK")
    box.press("OK")
    assert box.a.naming is None and len(box.a.record["actions"]) == 2


def test_manual_mode_at_the_end_of_a_quarter_ok_or_roll_starts_the_next():
    """README (Modes, Manual): at the end of a quarter the text line says END Q1 and OK (or
    ROLL) starts the next one; at the end of the game nothing is entered."""
    ended = dict(Q4, q=1, left=0, ended=True)
    for key in ("OK", "ROLL"):
        box = _manual(Box(clock=dict(ended), clock_mode="real").at(("ko", 25)))
        assert box.text() == "END Q1"
        box.press("UP")
        assert box.a.clock.state["q"] == 1
        box.press(key)
        assert box.a.clock.state["q"] == 2 and box.text() == "RUN"
    box = _manual(Box(clock=dict(ended, q=4), clock_mode="real", game_end="clock"))
    assert box.text() == "FINAL"
    box.press("OK")
    assert box.text() == "FINAL" and box.a.record["actions"] == []


def test_back_in_play_mode_asks_what_the_game_waits_for_now():
    """A kickoff entered in manual mode: back in play mode (MODE round to it) the game asks
    for the next call, not the kickoff any more (README, Modes)."""
    box = _manual(Box())
    assert box.text() == "KO TO"
    box.press("OK")
    box.press("OK")  # KO +25
    assert box.a.G["possession"] == "away" and box.a.step == "kickoff"
    for _ in range(3):
        box.press("MODE")
    assert box.a.mode == "play" and box.a.step == "base"
    box.wait(1000)
    assert box.text() == "BASE RUN"


# ---------------------------------------------------------------- box: undo, redo, new game


def _undo(box):
    box.press("UNDO", PRESS)
    box.press("UNDO", RELEASE)


def _redo(box):
    box.press("UNDO", PRESS)
    box.press("UNDO", LONG, ms=800)


def _where(box):
    G, c = box.a.G, box.a.clock.state
    return (G["ball_on"], G["down"], G["to_go"], c["left"], list(c["to"]))


def test_undo_steps_back_and_redo_gives_back_exactly_the_state_left():
    """README (Buttons): UNDO undoes the last action (the clock and the timeouts come back
    too); a held UNDO redoes it: exactly the state you left, timeouts and clock included; a
    new action drops what could be redone; nothing left: NO UNDO, NO REDO."""
    box = Box()
    assert box.a.step == "kickoff"
    _undo(box)
    assert box.text() == "NO UNDO"
    _redo(box)
    assert box.text() == "NO REDO"
    box.at(("ko", 25))
    start = _where(box)
    box.enter("gain", 5)
    second = _where(box)
    box.enter("gain", 3)
    played = _where(box)
    _hold_clock(box)
    box.press("OK")  # a home timeout after the third action
    third = _where(box)
    assert third[:3] == (33, 3, 2) and third[4] == [2, 3] and third[3] < second[3] < start[3]
    box.a.saved(box.now)
    _undo(box)  # the timeout alone: a step of its own (issue 26 item 7)
    assert box.text() == "UNDO" and _where(box) == played and box.a.save_pending
    assert len(box.a.record["actions"]) == 3 and played[4] == [3, 3]
    _undo(box)
    assert _where(box) == second and len(box.a.record["actions"]) == 2
    assert box.a.step == "base"
    _undo(box)
    assert _where(box) == start
    _redo(box)
    assert box.text() == "REDO" and _where(box) == second
    assert len(box.a.record["actions"]) == 2
    _redo(box)
    assert _where(box) == played and box.a.record["actions"][-1] is not None
    _redo(box)
    assert _where(box) == third
    _redo(box)
    assert box.text() == "NO REDO" and _where(box) == third
    for _ in range(3):
        _undo(box)
    box.enter("gain", 1)
    _redo(box)
    assert box.text() == "NO REDO" and box.a.G["ball_on"] == 26
    for _ in range(2):
        _undo(box)
    assert box.a.G["phase"] == "kickoff" and box.a.record["actions"] == []
    _undo(box)
    assert box.text() == "NO UNDO"


def test_undo_goes_at_least_20_actions_back():
    """README (Buttons): UNDO at least 20 back."""
    box = Box().at(("ko", 25))
    spots = []
    for _ in range(20):
        spots.append(box.a.G["ball_on"])
        box.enter("gain", 1)
    for spot in reversed(spots):
        _undo(box)
        assert box.a.G["ball_on"] == spot and box.text() == "UNDO"


def test_undo_while_the_dice_are_revealed_gives_the_runoff_back_on_redo():
    """UNDO during the reveal undoes the play; redo then gives back the state left (issue 26
    item 8): the dice on show, the clock as it was, the play's runoff still owed until the
    outcome is shown (README Modes)."""
    box = _ready(Box().at(("ko", 25)))
    left = box.a.clock.state["left"]
    box.press("ROLL")
    assert box.a.step == "reveal" and box.a.clock.state["left"] == left
    _undo(box)
    assert box.a.clock.state["left"] == left and box.a.step == "base"
    assert box.a.reveal is None and box.a.event is None
    empty = {"defense": None, "offense": None, "checkoff": None, "audible": None}
    assert box.a.pending["call"] == empty
    _redo(box)
    assert box.a.clock.state["left"] == left and box.a.step == "reveal"
    while box.a.step == "reveal":
        box.press("ROLL")
    assert box.a.clock.state["left"] < left


def test_new_game_starts_the_teams_and_callers_setup_names_and_undo_brings_the_old_back():
    """README (Setup): NEW GAME asks NEW? OK; OK starts the new game with setup's teams and
    callers (each card caller its own deck), the clock at 15:00 of the 1st quarter, three
    timeouts each; UNDO before the first action brings the old game back."""
    box = _setup(Box(clock=dict(Q4, to=[1, 0])).at(("ko", 25), ("gain", 4)))
    _change(box, "HOME", "DOWN", "DOWN")  # BAY
    _change(box, "H CALL", "UP")  # cards
    _change(box, "A CALL", "UP")
    labels = [i[0] for i in box.a._all_setup_items()]
    while labels[box.a.setup_i] != "NEW GAME":
        box.press("UP")
    seed = box.a.seed
    box.wait(1500)  # the cards' reason for their new call has had its time
    box.press("OK")
    assert box.text() == "NEW? OK"
    box.press("OK")
    a = box.a
    assert box.text() == "NEW GAME" and a.mode == "play" and a.step == "kickoff"
    assert a.record["start"]["home"] == "bayou_herons" and a.record["actions"] == []
    assert a.record["start"]["away"] == "cascade_otters"
    assert a.team_sheets["home"]["abbr"] == "BAY" and a.team_sheets["away"]["abbr"] == "CAS"
    assert a.G["score"] == {"home": 0, "away": 0} and a.G["phase"] == "kickoff"
    assert (a.clock.state["q"], a.clock.state["left"], a.clock.state["to"]) == (1, 900000, [3, 3])
    home, away = a.caller_state["home"], a.caller_state["away"]
    assert home["defense"] == home["offense"] == "card" and away["defense"] == "card"
    assert home["deck"]["order"] != away["deck"]["order"]
    assert a.seed != seed and 0 <= a.seed < 1 << 30  # a small int on the Pico
    assert a.save_pending and a.undo_stack == [] and a.redo_stack == []
    assert box.dice() == "    "  # nothing rolled yet, nobody asked
    _undo(box)
    assert box.text() == "OLD GAME" and box.a.record["start"]["home"] == "granite_rams"
    assert len(box.a.record["actions"]) == 2 and box.a.G["ball_on"] == 29


def test_two_new_games_are_two_different_games():
    """Each NEW GAME draws new dice: the record's dice differ game to game."""
    box = _setup(Box())
    dice = []
    for _ in range(3):
        labels = [i[0] for i in box.a._all_setup_items()]
        for _ in range(len(labels)):
            if labels[box.a.setup_i] == "NEW GAME":
                break
            box.press("UP")
        box.press("OK")
        box.press("OK")
        dice.append(tuple(box.a.record["start"]["dice"]))
        _setup(box)
    assert len(set(dice)) == 3


def test_a_board_without_a_save_starts_the_first_two_teams_and_says_its_message():
    """No saved game: a new game of the first two team sheets (settings: None = first sheet
    found), and the first message on the text line for its 3 s; no sheet at all: no table."""
    import pytest

    a = App(SHEETS, now=0, messages=["bad.json: not a team sheet"])
    assert not a.resumed and a.step == "kickoff" and a.record["actions"] == []
    assert a.settings["home"] == "bayou_herons" and a.settings["away"] == "cascade_otters"
    assert a.clock.state["left"] == 900000
    a.tick(2999)
    assert a.render("text") == "bad.json"
    a.tick(3000)
    assert a.render("text").strip() == "KICKOFF"
    with pytest.raises(ValueError):
        App({}, now=0)


def test_a_save_that_does_not_replay_is_kept_and_a_new_game_starts():
    """README (When something goes wrong): a saved game that cannot be resumed shows BAD
    SAVE, a new game starts and the save is kept (its bytes saved again) until NEW GAME."""
    box = Box().at(("ko", 25), ("gain", 4))
    save = box.a.payload()
    import json

    p = json.loads(save)
    p["record"]["actions"].append(p["record"]["actions"][0])  # a kickoff at scrimmage
    bad = json.dumps(p)
    a = App(SHEETS, now=0, payload=bad)
    assert not a.resumed and a.kept == bad.encode() and a.payload() == bad.encode()
    assert a.messages[0] == "BAD SAVE"
    assert a.messages[1].startswith("saved game does not replay (IllegalCall(")
    assert a.flash_text == "BAD SAVE" and a.record["actions"] == []
    a.tick(3000)
    assert a.flash_text == "SAVE BAD"
    good = App(SHEETS, now=0, payload=save)
    assert good.resumed and good.kept is None and good.flash_text == "RESUMED"
    assert good.G["ball_on"] == 29 and good.clock.state["run"] is False


def test_a_save_keeps_the_callers_seed_and_clock_and_stops_the_clock():
    """A save gives back the callers, the seed and the clock (stopped: the power was cut);
    a save without callers has both teams called by the player."""
    import json

    box = Box(away="card", clock_mode="real").at(("ko", 25))  # home is asked first
    box.press("CLOCK", PRESS)
    box.press("CLOCK", RELEASE)
    box.wait(3000)
    p = json.loads(box.a.payload())
    assert p["clock"]["run"] is True and p["seed"] == box.a.seed
    a = App(SHEETS, now=0, payload=json.dumps(p))
    assert a.resumed and a.clock.state["run"] is False and a.clock_running() is False
    assert a.clock.state["left"] == box.a.clock.state["left"] and a.seed == box.a.seed
    assert a.caller_state == box.a.caller_state
    p["seed"] = 77
    del p["callers"]
    a = App(SHEETS, now=0, payload=json.dumps(p))
    assert a.seed == 77
    assert a.caller_state["home"]["defense"] == a.caller_state["away"]["offense"] == "human"


def test_undo_gives_the_card_decks_back_so_the_cards_call_the_same_again():
    """README (Buttons): UNDO gives back the dice and the calls as they were: undone, the
    cards (P2) draw the same cards again; redo leaves the decks as they were left."""
    import copy

    box = Box(home="card", away="card", fast=True)
    decks = []
    for _ in range(13):  # ROLL: a call drawn, then the play and its result
        decks.append((len(box.a.record["actions"]), copy.deepcopy(box.a.caller_state)))
        box.press("ROLL")
    assert len(box.a.record["actions"]) >= 5 and box.a.step == "result"
    left = copy.deepcopy(box.a.caller_state)
    actions = list(box.a.record["actions"])
    _undo(box)
    assert len(box.a.record["actions"]) == len(actions) - 1
    # Undone, the call is drawn again from the decks as they were: the same cards.
    before = [d for k, d in decks if k == len(actions) - 1][-1]
    assert box.a.caller_state == before  # decks and the card last drawn
    _redo(box)
    assert box.a.record["actions"] == actions
    for side in ("home", "away"):
        assert box.a.caller_state[side]["deck"]["order"] == left[side]["deck"]["order"]
    assert box.a.step == "ready"  # redone, the next call is drawn: ROLL is next
    box.press("ROLL")  # the play
    while box.a.step != "ready":  # on to the next call, drawn afresh
        box.press("ROLL")
    here = copy.deepcopy(box.a.caller_state)
    _undo(box)
    _redo(box)
    assert box.a.caller_state == here  # exactly the state left, the same call drawn
    for _ in range(3):
        _undo(box)
    box.press("ROLL")
    box.press("ROLL")
    box.press("ROLL")
    assert box.a.record["actions"][: len(actions) - 3] == actions[: len(actions) - 3]


def test_each_undo_takes_back_one_action_however_long_the_game():
    """UNDO undoes the last action, one at a time, at least 20 back, in a game of 30."""
    box = Box().at(("ko", 25))
    seen = []
    for _ in range(29):
        seen.append((box.a.G["ball_on"], box.a.G["possession"], box.a.G["down"]))
        box.enter("gain", 2)
    n = len(box.a.record["actions"])
    undone = 0
    while True:
        _undo(box)
        if box.text() == "NO UNDO":
            break
        undone += 1
        assert len(box.a.record["actions"]) == n - undone
        G = box.a.G
        assert (G["ball_on"], G["possession"], G["down"]) == seen[-undone]
    assert undone >= 20


def test_after_the_old_game_is_back_undo_and_new_actions_go_on():
    """UNDO right after NEW GAME brings the old game back (OLD GAME); its own history is
    gone, new actions undo as usual; after a new game's first action UNDO stays in it."""
    box = _setup(Box().at(("ko", 25), ("gain", 4)))
    labels = [i[0] for i in box.a._all_setup_items()]
    while labels[box.a.setup_i] != "NEW GAME":
        box.press("UP")
    box.press("OK")
    box.press("OK")
    box.enter("ko", 30)
    _undo(box)
    assert box.text() == "UNDO" and box.a.record["actions"] == []
    _undo(box)
    assert box.text() == "NO UNDO" and box.a.kept is None
    box.press("MODE")
    box.press("MODE")
    box.press("MODE")
    labels = [i[0] for i in box.a._all_setup_items()]
    while labels[box.a.setup_i] != "NEW GAME":
        box.press("UP")
    box.press("OK")
    box.press("OK")
    _undo(box)
    assert box.text() == "OLD GAME" and box.a.record["actions"] == []
    box.enter("ko", 30)
    _undo(box)
    assert box.text() == "UNDO" and box.a.G["phase"] == "kickoff"


def test_g3_last_possession_chosen_in_setup_holds_in_the_new_game():
    """README (Setup): LAST is rule G3's last possession: a new game started with LAST on
    plays by it (a team out of plays may punt)."""
    box = _setup(Box())
    _change(box, "LAST", "UP")
    labels = [i[0] for i in box.a._all_setup_items()]
    while labels[box.a.setup_i] != "NEW GAME":
        box.press("UP")
    box.press("OK")
    box.press("OK")
    assert box.a.G["house"]["last_possession"] is True
    box.enter("ko", 25)
    marks = box.a.G["marks"]["away"]
    sheet = box.a.team_sheets["away"]
    marks["run"], marks["pass"] = sheet["totals"]["run"], sheet["totals"]["pass"]
    box.a._next_step()
    assert [m[0] for m in box.a.menu] == ["PUNT"]


def test_a_restored_game_rests_with_its_pages_and_its_clock_from_power_on():
    """A game resumed at power-on rests like any other: after 3 s without a press the pages
    turn; the clock display shows MM:SS."""
    box = Box(home="card", away="card").at(("ko", 25), ("gain", 12))
    a = App(SHEETS, now=0, payload=box.a.payload())
    assert a.step == "ready"  # the cards have called: waiting for ROLL
    assert a.render("clock") == b"14:26"  # 15:00 less kickoff and run, evenly paced
    a.tick(1500)
    text = a.render("text").strip()
    a.tick(2900)
    assert a.render("text").strip() == text
    a.tick(3000)
    assert a.render("text").strip() == "Q1 TO3-3"
    a.tick(6000)
    assert a.render("text").strip() == "FD 0-1"


def test_the_scoreboard_waits_for_the_reveal_and_an_action_asks_for_a_save():
    """README (Modes): the scoreboard and the clock update themselves when the outcome is
    shown, never before; every completed action is saved (README, Saving)."""
    box = _ready(Box().at(("ko", 25)))
    box.a.saved(box.now)
    assert not box.a.save_due(box.now)
    box.press("ROLL")
    assert box.a.step == "reveal" and box.a.save_due(box.now)
    assert box.a.render("down") == "1-10" and box.a.render("ball_on") == "A 25"
    while box.a.step == "reveal":
        box.press("ROLL", ms=400)
    G = box.a.G
    from games.cfs.scoreboard import views

    assert box.a.render("ball_on") == views.ball_on(G["ball_on"], "away")
    assert box.a.render("down") == views.down(G["down"], G["to_go"], G["goal_to_go"])


def test_setup_offers_game_on_a_board_with_other_games_and_the_callers_speak():
    """A board with other games installed: setup starts with GAME. The card caller's
    sentences go to the serial console (log_lines)."""
    a = App(SHEETS, now=0, games=[("cfs", "CFS"), ("dicebowl", "DICEBOWL")])
    assert a._all_setup_items()[0] == ("GAME", "CFS")
    box = Box(home="card", away="card", fast=True)
    box.press("ROLL")
    box.press("ROLL")
    assert box.a.log_lines and all(line.startswith("Card ") for line in box.a.log_lines)


def test_catalog_reads_only_json_team_sheets_and_loads_one_by_its_name():
    """box.catalog: the team sheets in teams/ ({slug: abbr}, one line per bad sheet) and
    load(slug) reading that sheet when it is needed."""
    from pathlib import Path

    from games.cfs import box as cfs_box

    teams = Path(__file__).resolve().parents[4] / "firmware" / "teams"
    names = sorted(p.name for p in teams.iterdir()) + ["README.txt"]
    read = []

    def reader(name):
        read.append(name)
        if name == "README.txt":
            raise AssertionError("not a sheet")
        return (teams / name).read_text(encoding="utf-8")

    found, messages, load = cfs_box.catalog(names, reader)
    assert found == {s: SHEETS[s]["abbr"] for s in SHEETS} and messages == []
    read.clear()
    sheet = load("prairie_comets")
    assert sheet["abbr"] == "PRC" and read == ["prairie_comets.json"]


# ---------------------------------------------------------------- screen: the scoreboard


def test_e1_the_scoreboard_shows_scores_with_the_ball_down_and_ball_on():
    """README (The scoreboard): home and away show the score, the decimal point after it
    marks the team with the ball (none at a kickoff); down and to go (G0AL at goal to go);
    ball on with the side of the field; a role the game does not have shows nothing."""
    box = Box().at(("ko", 25), ("td",), ("xp_good",))  # away 7-0, away kicks off
    r = box.a.render
    assert (r("home"), r("away"), r("down"), r("ball_on")) == ("   0", "   7", "    ", "    ")
    box.enter("ko", 25)
    box.enter("gain", 65)  # home at 1st and goal on away's 10
    assert (r("home"), r("away")) == ("   0.", "   7")
    assert r("down") == "G.0AL" and r("ball_on") == "A 10"
    box.enter("gain", -3)
    assert r("down") == "G0.AL" and r("ball_on") == "A 13"
    assert r("nothing") == ""


def test_e2_the_clock_display_shows_dashes_with_no_clock():
    """Clock mode none: the clock display shows --:--; otherwise MM:SS."""
    assert Box(clock_mode="none").a.render("clock") == b"--:--"
    assert Box(clock_mode="real").a.render("clock") == b"15:00"


def test_the_summary_gives_the_game_in_plain_values():
    """summary(): the game in a few plain values for the headless emulator and the serial
    console."""
    box = Box().at(("ko", 25), ("td",), ("xp_good",), ("ko", 30), ("gain", 4))
    assert box.a.summary() == {
        "mode": "play",
        "step": "base",
        "score": [0, 7],
        "clock": box.a.clock.shown(),
        "quarter": 1,
        "half": 1,
        "down": 2,
        "to_go": 6,
        "ball_on": 34,
        "possession": "home",
        "phase": "scrimmage",
        "actions": 5,
    }
    assert box.a.summary()["clock"] == "14:13"  # 15:00 less 6, 8, 0, 6 and 40 s, paced


def test_the_clock_blinks_at_the_end_of_a_quarter_and_the_text_line_at_the_final():
    """README (The scoreboard): the clock blinks at the end of a quarter (1 Hz), the text
    line at the final (2 Hz) in play mode; nothing else blinks."""
    ended = dict(Q4, q=1, left=0, ended=True)
    box = Box(clock=ended, clock_mode="real")
    assert [box.a.blink(r) for r in ("clock", "text", "home")] == [2, 0, 0]
    box = Box(clock=dict(ended, q=4), clock_mode="real", game_end="clock")
    assert [box.a.blink(r) for r in ("clock", "text", "home")] == [0, 1, 0]
    _manual(box)
    assert box.a.blink("text") == 0
    box = Box()
    assert [box.a.blink(r) for r in ("clock", "text", "dice")] == [0, 0, 0]


def _running(box):
    box.press("CLOCK", PRESS)
    box.press("CLOCK", RELEASE)
    assert box.a.clock.state["run"]
    return box


def test_e2_the_real_clock_running_out_ends_the_quarter_and_the_game():
    """The real clock at 0:00 ends the quarter (END Q1, the menu gone, the clock blinking),
    and at the end of the 4th with END 0:00 the game (FINAL); the dice being revealed finish
    first."""
    box = _running(Box(clock=dict(Q4, q=1, left=3000), clock_mode="real").at(("ko", 25)))
    assert box.a.menu
    for _ in range(40):
        dirty = box.wait(100)
        if box.a.clock.state["left"] == 0:
            break
    assert dirty == 2 and box.a.step == "quarter_end"  # the whole board is redrawn
    assert box.a.menu is None and box.text() == "END Q1" and box.a.blink("clock") == 2
    assert box.wait(100) == 0  # nothing more changes
    clock = dict(Q4, left=2000)
    box = _running(Box(clock=clock, clock_mode="real", game_end="clock").at(("ko", 25)))
    box.wait(2000)
    assert box.a.step == "over" and box.text() == "FINAL"
    box = _ready(Box(clock=dict(Q4, q=1, left=1000), clock_mode="real").at(("ko", 25)))
    _running(box)
    box.press("ROLL", ms=1)
    assert box.a.step == "reveal"
    box.wait(1200)
    assert box.a.clock.state["ended"] and box.a.step == "reveal"


def test_e2_the_two_minute_warning_shows_as_it_happens():
    """README (The scoreboard, Game clock): the two-minute warning in the 2nd and 4th
    quarters shows as 2 MINUTE when the clock reaches it, once."""
    box = _running(Box(clock=dict(Q4, q=2, left=123000), clock_mode="real").at(("ko", 25)))
    box.wait(2000)
    assert box.text() != "2 MINUTE"
    box.wait(1100)
    assert box.a.clock.state["warned"] and box.text() == "2 MINUTE"
    assert box.a.clock.state["left"] == 120000 and not box.a.clock.state["run"]
    box.wait(2500)
    assert box.text() != "2 MINUTE"
    _running(box)
    box.wait(3000)
    assert box.text() != "2 MINUTE"
    _undo(box)  # the kickoff undone: the clock as it was before it, not yet warned
    assert not box.a.clock.state["warned"] and box.a.clock.state["left"] == 123000
    box.enter("ko", 25)
    _running(box)
    box.wait(3100)
    assert box.text() == "2 MINUTE"  # reached again: shown again


def _ticks(box, start, end):
    """tick() over [start, end): {ms: what it asked to redraw} where it asked for anything."""
    out = {}
    for t in range(start, end):
        d = box.a.tick(t)
        if d:
            out[t] = d
    box.now = end - 1
    return out


def test_tick_redraws_when_the_tumbling_die_turns_and_when_it_is_revealed_only():
    """Screen.tick: a redraw when the tumbling die turns (every 60 ms) and when a deadline
    passes (the die revealed, a message's time up), nothing between (the Pico's loop)."""
    box = _ready(Box(reveal_ms=400).at(("ko", 25)))
    t0 = 7320  # 122 turns of 60 ms
    box.a.tick(t0 - 1)
    box.a.press("ROLL", PRESS, t0)
    got = _ticks(box, t0 + 1, t0 + 1500)
    # The first pass after the press draws the tumble's first face.
    assert got == {t0 + 60 * k: 2 for k in range(1, 7)} | {t0 + 1: 2, t0 + 400: 2}
    box.a.flash("HELLO", 700)
    t1 = box.now
    got = _ticks(box, t1 + 1, t1 + 1500)
    assert got == {t1 + 700: 2}


def test_tick_redraws_the_clock_each_second_and_the_missing_roles_turn():
    """A running clock asks for the clock's redraw only when what it shows changes (each
    second); a build without a role redraws the text line when the turn changes (2 s)."""
    box = _running(Box(clock_mode="real").at(("ko", 25)))
    t = box.now
    got = _ticks(box, t + 1, t + 2600)
    clock = [ms for ms, d in got.items() if d == 1]
    assert len(clock) == 3 and all(d == 1 for d in got.values())
    assert 999 <= clock[1] - clock[0] <= 1000 and clock[2] - clock[1] == 1000
    box = Box(roles=["text", "text"], clock_mode="none")
    got = _ticks(box, 2000, 10001)
    assert got == {2000: 2, 4000: 2, 6000: 2, 8000: 2, 10000: 2}


def _dice_roll_ticks(box):
    """Dice mode (MODE twice from play), ROLL at 18 s: the redraws each tick asks for."""
    box.press("MODE")
    box.press("MODE")
    box.now = 18000
    box.a.tick(17999)
    box.a.press("ROLL", PRESS, 18000)
    return _ticks(box, 18001, 19000)


def test_tick_ends_the_info_page_and_the_dice_modes_tumble_on_time():
    """An info page (BACK) shows 3 s; dice mode's roll tumbles for the reveal time, turning
    every 60 ms: each ends with one redraw at its deadline."""
    box = Box(reveal_ms=300).at(("ko", 25))
    box.now = 12000
    box.a.press("BACK", PRESS, box.now)
    got = _ticks(box, 12001, 16000)
    assert got == {15000: 2} and box.a.info == 0
    got = _dice_roll_ticks(box)
    assert got == {18001: 2, 18060: 2, 18120: 2, 18180: 2, 18240: 2, 18300: 2}
    assert not box.a.dice_mode.anim


def test_g1_at_0_00_of_the_4th_the_game_goes_on_until_the_plays_run_out():
    """README (Game clock, real): END PLAY (G1): at 0:00 of the 4th the clock stays there
    and play goes on until a team has used its plays."""
    box = _running(Box(clock=dict(Q4, left=2000), clock_mode="real").at(("ko", 25)))
    step = box.a.step
    for _ in range(25):
        dirty = box.wait(100)
        if box.a.clock.state["ended"]:
            break
    assert dirty == 1  # 0:00 on the clock: only the clock is redrawn
    box.wait(400)
    assert box.a.clock.state["left"] == 0 and box.a.clock.state["ended"]
    assert box.a.step == step and box.text() == "BASE RUN"
    assert box.a.tick(box.now + 100) == 0


def test_g1_the_game_is_over_when_a_team_has_used_every_play():
    """G1: the game is over as soon as a team has used every offensive play: FINAL, the
    team out of plays (CAS OUT, OF PLAYS); no down or ball on any more."""
    box = Box().at(("ko", 25))
    marks = box.a.G["marks"]["away"]
    sheet = box.a.team_sheets["away"]
    marks["run"], marks["pass"] = sheet["totals"]["run"], sheet["totals"]["pass"] - 1
    box.at(("gain", 3, "pass"))
    assert box.a.step == "over" and box.text() == "FINAL"
    assert box.a.render("down") == "    " and box.a.render("ball_on") == "    "
    box.press("UP")
    box.quiet = box.now
    assert [_at(box, 3000 * k) for k in range(1, 4)] == ["TIE GAME", "CAS OUT", "OF PLAYS"]


# ---------------------------------------------------------------- playmode: the calls, C1


def test_c1_c2_the_player_checks_off_then_the_cards_may_audible():
    """C1's order with the cards calling away's offense: the player calls the base, the
    cards the play; the player is asked for a check-off (NO CHECK, then the packages under
    that base with their uses left on the dice display, C2); after one, the offense (the
    cards) may audible; without one there is no audible (C1)."""
    box = Box(away="card", deck=7).at(("ko", 25))
    assert box.a.step == "base" and box.text() == "BASE RUN"
    box.press("OK")  # Base Run
    call = box.call()
    assert call["defense"] == "base_run" and call["offense"] is not None
    assert box.a.step == "checkoff"
    home = box.a.team_sheets["home"]["defenses"]
    labels = [(m[0], m[1]) for m in box.a.menu]
    assert labels == [("NO CHECK", None), ("4-4 DEF", "4-4"), ("IN BLITZ", "inside_blitz")] + [
        ("GOALLINE", "goal_line")
    ] * ("goal_line" in [m[1] for m in box.a.menu])
    box.wait(1500)
    assert box.text() == "NO CHECK" and box.dice() == "  Q1"
    box.a.G["marks"]["home"]["packages"]["4-4"] = 1
    box.press("BACK")  # start the call over: asked again, with the use marked
    box.press("OK")
    box.press("UP")
    assert box.text() == "4-4 DEF"
    assert box.dice() == "%4s" % ("X%d" % (home["4-4"]["uses"] - 1))
    box.press("OK")
    assert box.a.step == "ready" and box.call()["checkoff"] == "4-4"
    assert "audible" in box.call()  # the cards answered the audible (a play or None)
    box = Box(away="card", deck=7).at(("ko", 25))
    box.press("OK")
    box.press("OK")  # NO CHECK
    assert box.a.step == "ready" and box.call()["checkoff"] is None
    assert box.call()["audible"] is None


def test_c1_the_player_audibles_after_a_check_off():
    """Both teams by the player: after a check-off the offense is asked NO AUD or a play
    (C1); the call then waits for ROLL with the defense in force on the dice display."""
    box = Box().at(("ko", 25))
    box.press("OK")
    box.press("OK")
    box.press("UP")  # 4-4
    box.press("OK")
    assert box.a.step == "audible" and box.a.menu[0][0] == "NO AUD"
    box.press("UP")
    play = box.a.menu[1][1]
    box.press("OK")
    assert box.a.step == "ready"
    assert box.call()["checkoff"] == "4-4" and box.call()["audible"] == play
    assert box.dice() == " 4-4"


def test_c1_a_base_with_no_package_left_goes_straight_to_roll():
    """C2/C4: with every package under the base used, there is no check-off to ask."""
    box = Box().at(("ko", 25))
    for d in ("4-4", "inside_blitz", "goal_line"):
        box.a.G["marks"]["home"]["packages"][d] = box.a.team_sheets["home"]["defenses"][d]["uses"]
    box.press("OK")
    box.press("OK")
    assert box.a.step == "ready" and box.call()["checkoff"] is None


def test_c1_the_home_teams_offense_is_asked_against_the_away_defense():
    """With home on offense the defense asked is away's: its packages and their uses."""
    box = Box().at(("ko", 25), ("td",), ("xp_good",), ("ko", 25))
    assert box.a.G["possession"] == "home"
    box.a.G["marks"]["away"]["packages"]["4-4"] = 2
    box.press("OK")
    box.press("OK")
    box.press("UP")
    away = box.a.team_sheets["away"]["defenses"]["4-4"]["uses"]
    assert box.dice() == "%4s" % ("X%d" % (away - 2))


def test_p1_the_cards_reason_flashes_after_their_call():
    """README (Modes): a caller's reason flashes for a moment once its call is made."""
    box = Box(home="card", away="card").at(("ko", 25))
    assert box.a.step == "ready" and box.text().startswith("CARD ")


def test_c1_the_cards_offense_kicks_or_goes_for_it_on_fourth_down():
    """Fourth down with the cards calling the offense: they choose a kick, which waits for
    ROLL (PUNT on the own 25), or go for it, and the play is called; a try: the kick."""
    for deck in range(1, 30):
        box = Box(away="card", deck=deck).at(("ko", 25), ("gain", 0), ("gain", 0), ("gain", 0))
        if box.a.pending and box.a.pending.get("t") == "punt":
            break
    assert box.a.step == "ready" and box.text() == "PUNT" and box.a.menu is None
    box = Box(home="card", away="card", deck=3).at(("ko", 25), ("td",))
    assert box.a.step == "ready" and box.a.pending["t"] in ("pat", "two")
    assert box.text() == {"pat": "XP KICK", "two": "2PT TRY"}[box.a.pending["t"]]


def test_fourth_down_go_for_it_starts_the_call():
    """Fourth down: GO 4 IT (first), then the call goes on as any down's (C1)."""
    box = _fourth_down()
    assert box.a.menu[0] == ("GO 4 IT", "play")
    box.wait(1000)
    assert box.text() == "GO 4 IT"
    box.press("OK")
    assert box.a.step == "base" and box.a.pending["t"] == "play"


def test_h3_the_try_asks_xp_kick_or_2pt_try():
    """H3: after a touchdown the offense is asked XP KICK (first) or 2PT TRY."""
    box = Box().at(("ko", 25), ("td",))
    box.wait(1000)
    assert box.text() == "XP KICK"
    box.press("UP")
    assert box.text() == "2PT TRY"


def test_g4_halftime_by_the_clock_at_the_end_of_the_2nd_quarter():
    """G4 (HALF = clock): at the end of the 2nd quarter OK starts the 3rd with a halftime:
    HALFTIME on the text line, the second half's kickoff by the team that received first;
    not at the end of the 1st, and not with HALF none."""
    ended = dict(Q4, q=2, left=0, ended=True)
    box = Box(clock=ended, clock_mode="real", halftime="clock").at(("ko", 25), ("gain", 3))
    assert box.a.step == "quarter_end"
    box.press("OK")
    G = box.a.G
    assert box.a.clock.state["q"] == 3 and G["half"] == 2 and G["phase"] == "kickoff"
    assert box.text() == "HALFTIME" and G["possession"] == "home"  # away received first
    assert len(box.a.record["actions"]) == 3 and box.a.step == "kickoff"
    box.wait(1999)
    assert box.text() == "HALFTIME"
    for q, half in ((1, "clock"), (2, "none")):
        box = Box(clock=dict(ended, q=q), clock_mode="real", halftime=half)
        box.at(("ko", 25), ("gain", 3))
        box.press("ROLL")
        assert box.a.clock.state["q"] == q + 1 and box.a.G["half"] == 1
        assert len(box.a.record["actions"]) == 2 and box.text() != "HALFTIME"
        assert box.a.step == "base"  # the next call is asked


def test_e2_the_runoff_reads_the_chart_for_each_manual_entry():
    """README (Game clock, runoff): run 40 s, completed pass 35 s, incomplete 5 s (and it
    stops the clock), in play and manual mode alike."""
    for entry, secs in ((("gain", 5, "run"), 40), (("gain", 5, "pass"), 35), (("inc",), 5)):
        box = Box().at(("ko", 25), ("gain", 1))
        left = box.a.clock.state["left"]
        box.enter(*entry)
        assert left - box.a.clock.state["left"] == _paced_ms(box.a, left, secs), entry


def test_c1_the_coach_may_audible_after_the_players_check_off():
    """C1: only after a check-off may the offense audible; the coach calling away's offense
    does, to a play it may still call (C4), and the call waits for ROLL under that play."""
    box = Box(away="coach", deck=1).at(("ko", 25))
    box.press("OK")
    assert box.a.step == "checkoff"
    box.press("UP")
    box.press("OK")  # 4-4
    call = box.call()
    sheet = box.a.team_sheets["away"]
    assert box.a.step == "ready" and call["checkoff"] == "4-4"
    assert call["audible"] is not None and call["audible"] != call["offense"]
    from games.cfs.rules import calls

    i = sheet["play_index"][call["audible"]]
    assert i in calls.available_plays(sheet, box.a.G["marks"]["away"])
    box.wait(1500)
    assert box.text() == sheet["plays"][i]["short"]


def test_c1_the_cards_go_for_it_or_kick_on_fourth_down_by_the_book():
    """The cards' fourth down: 4th and 1 on the opponent's 26, they go for it (the player is
    asked the defense); on the 6 they try the field goal (FG TRY waits for ROLL)."""
    box = Box(away="card", deck=1).at(("ko", 25), ("gain", 40), ("gain", 3), ("gain", 3))
    box.at(("gain", 3))
    assert (box.a.G["down"], box.a.G["to_go"], box.a.G["ball_on"]) == (4, 1, 74)
    assert box.a.step == "base" and box.a.pending["t"] == "play"
    box = Box(away="card", deck=1).at(("ko", 25), ("gain", 60), ("gain", 9))
    box.at(("gain", 0), ("gain", 0))
    assert box.a.step == "ready" and box.a.pending == {"t": "fg"} and box.text() == "FG TRY"


def test_ok_runs_the_step_as_roll_does():
    """OK at a step that waits for ROLL (the kickoff, the play called, the dice, the
    outcome) does what ROLL does."""
    box = Box(fast=True)
    box.press("OK")
    assert box.a.step == "result" and len(box.a.record["actions"]) == 1
    box.press("OK")
    assert box.a.step == "base"
    box.press("OK")
    box.press("OK")
    box.press("OK")  # no check-off
    assert box.a.step == "ready"
    box.a.settings["fast"] = False
    box.press("OK")
    assert box.a.step == "reveal" and box.a.reveal["i"] == 1
    box.press("OK", ms=400)
    assert box.a.reveal["i"] == 2


def test_back_in_a_call_menu_starts_the_call_over():
    """README (Buttons): BACK in a call menu starts the call over (the base asked again);
    BACK at the base itself shows the info pages."""
    box = Box().at(("ko", 25))
    box.press("OK")
    assert box.a.step == "play"
    box.press("BACK")
    assert box.a.step == "base" and box.a.pending["call"]["defense"] is None
    box.press("OK")
    box.press("OK")
    box.press("UP")
    box.press("OK")  # 4-4: the audible is asked
    assert box.a.step == "audible"
    box.press("BACK")
    assert box.a.step == "base" and box.call()["checkoff"] is None
    box.press("BACK")
    assert box.a.step == "base" and box.text() == "FD 0-0"


def test_a_call_no_longer_legal_at_roll_is_refused_and_asked_again():
    """A call that is no longer legal when ROLL comes (its play's uses all marked, C4) is
    not run: ILLEGAL on the text line, the reason kept, the call asked again."""
    box = _ready(Box().at(("ko", 25)))
    sheet = box.a.team_sheets["away"]
    i = sheet["play_index"][box.call()["offense"]]
    box.a.G["marks"]["away"]["plays"][i] = sheet["plays"][i]["uses"]
    box.a.error = None
    box.press("ROLL")
    assert box.text() == "ILLEGAL" and box.a.error and "Inside Zone" in box.a.error
    assert box.a.step == "base" and len(box.a.record["actions"]) == 1
    box.wait(1499)
    assert box.text() == "ILLEGAL"


def test_roll_gives_the_text_line_to_the_dice_at_once():
    """ROLL: the dice have the text line at once, a message still showing gives way."""
    box = Box(home="card", away="card").at(("ko", 25))
    assert box.text().startswith("CARD ")
    box.press("ROLL", ms=1)
    assert box.text() == "MATCHUP"


def test_play_menu_shows_the_uses_left_of_a_play_already_run():
    """C5/README: each use of a play is marked; the menu shows the uses left (X)."""
    box = Box().at(("ko", 25))
    box.a.G["marks"]["away"]["plays"][0] = 3
    box.press("OK")
    uses = box.a.team_sheets["away"]["plays"][0]["uses"]
    assert box.dice() == "%4s" % ("X%d" % (uses - 3))


def test_e2_an_incompletion_stops_the_running_real_clock_and_a_reveal_asks_for_a_save():
    """README (Game clock): incompletions stop the clock; the outcome shown, the clock's
    runoff is saved too (README, Saving)."""
    box = _running(Box(clock_mode="real").at(("ko", 25)))
    box.enter("inc")
    assert box.a.clock.state["run"] is False
    box = _ready(Box().at(("ko", 25)))
    box.press("ROLL")
    box.a.saved(box.now)
    while box.a.step == "reveal":
        box.press("ROLL", ms=400)
    assert box.a.save_due(box.now)


def test_e2_a_pass_play_runs_the_clock_off_as_a_pass():
    """README (Game clock, runoff): a completed pass 35 s, an incomplete one 5 s (a run:
    40 s either way), read from the sheet's kind of the play called."""

    seen = set()
    for seed in range(40):
        box = Box(fast=True).at(("ko", 25))
        box.a.G["dice"] = list(seed_state(seed))
        sheet = box.a.team_sheets["away"]
        passes = [i for i, p in enumerate(sheet["plays"]) if p["kind"] == "pass"]
        box.press("OK")  # Base Run
        for _ in range(passes[0]):
            box.press("UP")
        box.press("OK")
        box.press("OK")  # no check-off
        left = box.a.clock.state["left"]
        box.press("ROLL")
        out = box.a.event.get("outcome")
        if out in ("gain", "stopped") and not box.a.event["text"].endswith("TD"):
            secs = {"gain": 35, "stopped": 5}[out]
            assert left - box.a.clock.state["left"] == _paced_ms(box.a, left, secs)
            seen.add(out)
        if len(seen) == 2:
            break
    assert seen == {"gain", "stopped"}


# ---------------------------------------------------------------- saved: what resumes


def _good_save():
    import json

    box = Box(home="card").at(("ko", 25))
    return json.loads(box.a.payload())


def _check(change):
    import copy

    from games.cfs.scoreboard.saved import check

    p = copy.deepcopy(_good_save())
    change(p)
    got, problem = check(p, SHEETS)
    assert (got is None) == (problem is not None)
    return None if problem is None else sentence(problem)


def test_a_good_save_resumes_and_the_firmwares_first_saves_too():
    """README (Saving): a save is checked before anything of it is used; the saves before
    the seam had no "v" (version 1) and are read as they are; JSON text or bytes alike."""
    import json

    from games.cfs.scoreboard.saved import check

    p = _good_save()
    assert check(p, SHEETS) == (p, None)
    assert check(json.dumps(p), SHEETS)[0] == p
    assert check(json.dumps(p).encode(), SHEETS)[0] == p
    del p["v"]
    assert check(p, SHEETS)[1] is None
    for k in ("settings", "clock", "callers", "seed"):
        q = _good_save()
        del q[k]
        assert check(q, SHEETS)[1] is None, k


def test_a_save_from_another_version_or_not_a_game_is_refused_with_why():
    """README (When something goes wrong): a save from another firmware version, or whose
    contents are not what a save holds, is not resumed; the message says why."""
    from games.cfs.scoreboard.saved import check

    assert check("{not json", SHEETS) == (None, "saved game is not JSON")
    assert check("[1, 2]", SHEETS) == (None, "saved game is not an object")
    assert _check(_set(["v"], "1")) == "saved game has no version number"
    assert _check(_set(["v"], 2)) == ("saved game is from firmware version 2 (this one reads 1)")
    assert _check(_set(["record"], None)).startswith("saved game: ")
    assert _check(_set(["seed"], "7")) == "saved game: seed: expected a number"
    assert _check(_set(["seed"], 7)) is None
    assert _check(_set(["record", "start", "away"], "gone")) == (
        "saved game needs teams/gone.json (missing or bad)"
    )
    assert _check(_set(["record", "start", "home"], "gone")) == (
        "saved game needs teams/gone.json (missing or bad)"
    )
    assert check(None, SHEETS)[1].startswith("saved game")


def test_the_save_check_hands_the_board_a_code_for_a_missing_team_or_another_version():
    """The board's words come from a code (sideline/resume.py), never from the sentence."""
    import copy

    from games.cfs.scoreboard.saved import check

    p = copy.deepcopy(_good_save())
    p["record"]["start"]["home"] = "gone"
    assert check(p, SHEETS) == (None, (NO_TEAM, "gone"))
    p = copy.deepcopy(_good_save())
    p["v"] = 2
    assert check(p, SHEETS) == (None, (OTHER_VERSION, 2, 1))


def test_a_saves_settings_are_checked_value_by_value_with_their_ranges():
    """A save's settings: each of the right type, the callers and modes known, the quarter
    1-60 minutes, 0-9 timeouts, brightness 0-15, a reveal of at most 10 s."""
    s = ["settings"]
    ok = [
        ("quarter_s", 60),
        ("quarter_s", 3600),
        ("timeouts", 0),
        ("timeouts", 9),
        ("brightness", 0),
        ("brightness", 15),
        ("reveal_ms", 0),
        ("reveal_ms", 10000),
        ("home", None),
        ("home", "bayou_herons"),
    ]
    for k, v in ok:

        def change(p, k=k, v=v):
            p["settings"][k] = v
            p["clock"]["to"] = [0, 0]  # within any count of timeouts

        assert _check(change) is None, (k, v)
    ranges = "saved game: settings: quarter length or timeouts out of range"
    looks = "saved game: settings: brightness or reveal time out of range"
    bad = [
        ("quarter_s", 59, ranges),
        ("quarter_s", 3601, ranges),
        ("timeouts", -1, ranges),
        ("timeouts", 10, ranges),
        ("brightness", -1, looks),
        ("brightness", 16, looks),
        ("reveal_ms", -1, looks),
        ("reveal_ms", 10001, looks),
        ("clock_mode", "sundial", "saved game: settings: unknown clock mode or halftime"),
        ("halftime", "never", "saved game: settings: unknown clock mode or halftime"),
        ("home", 3, "saved game: settings.home: expected a team sheet name"),
        ("fast", 1, "saved game: settings.fast: expected bool"),
        ("quarter_s", "900", "saved game: settings.quarter_s: expected int"),
    ]
    for k, v, msg in bad:
        assert _check(_set(s + [k], v)) == msg, (k, v)
    assert _check(_set(s, [])) == "saved game: settings: expected an object"
    assert _check(_set(s + ["timing", "run"], -1)) == (
        "saved game: settings.timing.run: expected whole seconds"
    )
    assert _check(_set(s + ["timing", "pass"], 3.5)) == (
        "saved game: settings.timing.pass: expected whole seconds"
    )
    assert _check(_set(s + ["timing", "run"], 0)) is None
    assert _check(_set(s + ["callers", "away"], "robot")) == (
        "saved game: settings.callers.away: expected human, card or coach"
    )


def test_a_saves_clock_and_callers_are_checked():
    """A save's clock: a quarter 1-9, at most an hour left, [home, away] timeouts within the
    settings' count, run/warned/ended true or false; its callers each a known caller."""
    c = ["clock"]
    for k, v in (("q", 1), ("q", 9), ("left", 0), ("left", 3600000), ("to", [0, 3])):
        assert _check(_set(c + [k], v)) is None, (k, v)
    quarter = "saved game: clock.q: expected a quarter"
    left = "saved game: clock.left: expected milliseconds within an hour"
    to = "saved game: clock.to: expected [home, away] timeouts"
    bad = [
        ("q", 0, quarter),
        ("q", 10, quarter),
        ("q", "1", quarter),
        ("left", -1, left),
        ("left", 3600001, left),
        ("left", 1.5, left),
        ("to", [3], to),
        ("to", (3, 3), to),
        ("to", [4, 3], to),
        ("to", [3, -1], to),
        ("to", [3, "3"], to),
        ("run", 0, "saved game: clock.run: expected true or false"),
        ("ended", None, "saved game: clock.ended: expected true or false"),
    ]
    for k, v, msg in bad:
        assert _check(_set(c + [k], v)) == msg, (k, v)
    assert _check(_set(c, 5)) == "saved game: clock: expected an object"
    assert _check(_set(["callers"], [])) == "saved game: callers: expected an object"
    problem = _check(_set(["callers", "away"], {"defense": "robot"}))
    assert problem.startswith("saved game: callers.away: caller.defense")
    problem = _check(_set(["callers", "home", "deck"], None))
    assert problem.startswith("saved game: callers.home: ")


def test_a_saves_timeouts_are_counted_against_its_own_settings():
    """The clock's timeouts are within the save's own count of timeouts (5 each here)."""

    def five(p):
        p["settings"]["timeouts"] = 5
        p["clock"]["to"] = [5, 4]

    assert _check(five) is None


# ---------------------------------------------------------------- runoff: the chart, the pace

T = {
    "run": 41,
    "pass": 36,
    "incomplete": 5,
    "sack": 33,
    "stopped": 39,
    "penalty": 10,
    "turnover": 8,
    "score": 7,
    "punt": 12,
    "fg": 6,
    "kickoff": 4,
    "try": 1,
}


def test_e2_the_timing_chart_by_what_happened_and_what_stops_the_clock():
    """README (Game clock, runoff): each action runs the clock off by the timing chart, by
    what happened; scores, turnovers, incompletions and kicks stop the clock; gains, sacks,
    a stopped run and penalties do not."""
    from games.cfs.scoreboard.runoff import chart

    def c(ev, kind="run"):
        return chart(ev, kind, T)

    play = {"t": "play"}
    assert c(dict(play, outcome="gain")) == (41, False)
    assert c(dict(play, outcome="gain"), "pass") == (36, False)
    assert c(dict(play, outcome="stopped")) == (39, False)
    assert c(dict(play, outcome="stopped"), "pass") == (5, True)  # incomplete
    assert c(dict(play, outcome="sack"), "pass") == (33, False)
    assert c(dict(play, outcome="loss")) == (33, False)
    assert c(dict(play, outcome="turnover", text="INT"), "pass") == (8, True)
    assert c(dict(play, outcome="penalty", text="OFFSIDE")) == (10, False)
    assert c(dict(play, outcome="gain", text="TD")) == (7, True)
    assert c(dict(play, outcome="turnover", text="FUMB TD")) == (7, True)
    assert c({"t": "penalty", "text": "HOLDING"}) == (10, False)
    assert c({"t": "punt", "text": "PUNT 40"}) == (12, True)
    assert c({"t": "punt", "text": "SAFETY"}) == (7, True)
    assert c({"t": "fg", "text": "FG GOOD"}) == (6, True)
    assert c({"t": "kickoff", "text": "BALL 25"}) == (4, True)
    assert c({"t": "pat", "text": "XP GOOD"}) == (1, True)
    assert c({"t": "two", "text": "2PT NO"}) == (1, True)


def test_e2_manual_entries_read_their_line_of_the_chart():
    """README (Modes, Manual): the clock runs off by the timing chart in manual mode too:
    each entry reads its line (KO TO the kickoff's, PUNT NET the punt's, FG GOOD/NO the
    field goal's, a try's the try's, PENALTY and PEN 1ST the penalty's, the rest as plays)."""
    from games.cfs.scoreboard.runoff import chart

    def m(what, kind="run", **ev):
        return chart(dict({"t": "m", "what": what}, **ev), kind, T)

    assert m("ko", text="BALL 25") == (4, True)
    assert m("punt", text="PUNT") == (12, True)
    assert m("fg_good", text="FG GOOD") == (6, True)
    assert m("fg_miss", text="FG NO") == (6, True)
    for what in ("xp_good", "xp_no", "two_good", "two_no"):
        assert m(what, text="XP") == (1, True), what
    assert m("pen", text="PENALTY") == (10, False)
    assert m("gain", outcome="gain", text="GAIN 4") == (41, False)
    assert m("gain", "pass", outcome="gain", text="GAIN 4") == (36, False)
    assert m("gain", outcome="loss", text="LOSS 2") == (33, False)
    assert m("inc", "pass", outcome="stopped", text="INCOMPL") == (5, True)
    assert m("to", "pass", outcome="turnover", text="INT") == (8, True)
    assert m("td", text="TD") == (7, True)
    assert m("safety", text="SAFETY") == (7, True)
    assert m("gain", outcome="gain") == (41, False)  # an event with no text


L = 3600000  # four 15-minute quarters, in ms


def _paced_ms(app, left_before, secs):
    """What the even rundown (runoff.paced, tested in test_cfs_rulebook) makes of `secs`
    chart seconds on a first-quarter clock that showed `left_before`."""
    from games.cfs.scoreboard import runoff

    gone = 900000 - left_before
    used = runoff.plays_used(app.G, app.team_sheets)
    return runoff.paced(gone, secs * 1000, L, used) - gone


def test_dice_mode_tumbles_then_a_change_of_the_set_shows_at_once():
    """README (Modes, Dice): ROLL tumbles the picked colour's dice (its letter, the faces
    turning every 60 ms, each face once in six turns); UP is one die more (  3G); changing
    the set after a roll shows the set at once, not the old roll."""
    from games.cfs.scoreboard.dicemode import DiceMode

    m = DiceMode()
    m.press("UP", PRESS, 0, 11, 900)
    assert m.dice_text(0, after) == "  3G"
    m.press("ROLL", PRESS, 600, 11, 900)
    faces = [m.dice_text(600 + 60 * k, after) for k in range(6)]
    assert all(f[:2] == "G " for f in faces)
    assert sorted(f[-1] for f in faces) == list("123456")
    assert all(m.dice_text(600 + 60 * k + 59, after) == faces[k] for k in range(6))
    assert m.line_text(1500, after) != "3G1R1O"
    m.press("DOWN", PRESS, 1500, 11, 900)
    assert m.line_text(1500, after) == "2G1R1O" and m.dice_text(1500, after) == "  2G"


def test_undo_after_the_cards_are_reshuffled_gives_the_new_order_back():
    """A deck used up is reshuffled (P2); undoing an action after that gives back the deck
    in its new order, not the old one."""
    import copy

    box = Box(home="card", away="card", fast=True)
    orders = set()
    for _ in range(400):
        box.press("ROLL")
        orders.add(tuple(box.a.caller_state["home"]["deck"]["order"]))
        if len(orders) == 2 and box.a.step == "result":
            break
    assert len(orders) == 2
    box.press("ROLL")  # the next call drawn from the new order
    assert box.a.step == "ready"
    here = copy.deepcopy(box.a.caller_state)
    box.press("ROLL")
    _undo(box)
    assert box.a.caller_state == here


def test_the_record_keeps_each_actions_quarter_and_time():
    """Every action is logged (docs/design.md principle 3) with the quarter and the clock's time at
    which it happened (record.encode: "...@q,clock"), for the play-by-play."""
    box = Box(clock=dict(Q4, q=2, left=300000), clock_mode="real").at(("ko", 25))
    assert box.a.record["actions"][-1].endswith("@2,300000")


def test_e2_the_two_minute_warning_shows_in_a_game_resumed_just_before_it():
    """A game resumed at 2:03 of the 2nd quarter: the first run of the clock reaches the
    two-minute warning and 2 MINUTE shows."""
    box = _running(Box(clock=dict(Q4, q=2, left=123000), clock_mode="real"))
    box.wait(3100)
    assert box.a.clock.state["warned"] and box.text() == "2 MINUTE"


def test_dice_modes_total_is_drawn_when_its_tumble_ends_between_two_turns():
    """Dice mode's roll: when the tumble ends inside a 60 ms turn, that moment still asks
    for a redraw (the total replaces the tumbling die)."""
    box = Box(reveal_ms=330)
    got = _dice_roll_ticks(box)
    assert got[18330] == 2 and max(got) == 18330


def test_g4_halftime_after_a_number_of_plays_shows_after_the_outcome():
    """G4 (HALF = plays): the play that reaches the number of plays brings the halftime;
    the play's outcome shows first, then HALFTIME (as END Q2 comes before it by the clock,
    issue 26 item 4), the second half starts with a kickoff."""
    house = {"halftime_after_plays": 1, "last_possession": False}
    box = Box(home="card", away="card", fast=True, house=house, halftime="plays")
    box.press("ROLL")  # the kickoff
    box.press("ROLL")  # the cards call
    assert box.a.step == "ready"
    box.press("ROLL")
    assert box.a.event.get("halftime") and box.a.G["half"] == 2
    assert box.text() == box.a.event["text"][:8]
    box.wait(1500)
    assert box.text() == "HALFTIME"
    box.wait(2000)
    assert box.text() != "HALFTIME"  # a message, for a moment
    box.press("ROLL")
    assert box.a.step == "kickoff"


def test_p1_the_cards_reason_for_the_defense_flashes_when_the_player_has_called():
    """A split caller (CARD D: the cards the defense, the player the offense): once the
    player has called the play, the cards' reason for their defense flashes."""
    box = Box(home="card/human").at(("ko", 25))
    box.press("OK")
    assert box.a.step == "ready" and box.text().startswith("CARD ")


def test_undo_after_a_play_shown_in_full_takes_it_back():
    """UNDO after the dice were revealed and the outcome shown takes the play back, the
    clock as it was before it."""
    box = _ready(Box().at(("ko", 25)))
    left = box.a.clock.state["left"]
    box.press("ROLL")
    while box.a.step == "reveal":
        box.press("ROLL", ms=400)
    assert box.a.step == "result" and box.a.clock.state["left"] < left
    _undo(box)
    assert box.text() == "UNDO" and box.a.clock.state["left"] == left
    assert len(box.a.record["actions"]) == 1


def test_e2_g1_runoff_keeps_a_second_on_the_clock_while_the_game_goes_on():
    """README (Game clock, runoff): the clock is held a second short of the end while the
    game goes on: 10 s left in the 4th, a run of 40 s, a team with plays left: 0:01."""
    box = Box(clock=dict(Q4, left=10000)).at(("ko", 25))
    marks = box.a.G["marks"]["away"]
    sheet = box.a.team_sheets["away"]
    marks["run"], marks["pass"] = sheet["totals"]["run"] - 2, sheet["totals"]["pass"]
    box.enter("gain", 3)
    c = box.a.clock.state
    # the kickoff and the run each take the least an action takes, a second: the seconds
    # kept back for the snaps still possible are more than the 10 s left (docs/cfs-clock.md)
    assert (c["q"], c["left"], c["ended"]) == (4, 8000, False)
    assert box.a.G["phase"] == "scrimmage" and box.a.step != "over"


def test_the_timeout_menu_is_no_call_the_dice_display_rests():
    """CLOCK held at a play menu: the timeout menu is not a call, so the dice display shows
    neither the uses nor the quarter."""
    box = Box().at(("ko", 25))
    box.press("OK")
    assert box.dice().strip().startswith("X")
    _hold_clock(box)
    assert box.a.mode == "timeout" and box.dice() == "    "
