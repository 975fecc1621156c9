"""College Football Saturday plays its rulebook by default (issue 35): the runoff clock
runs down evenly over "how much time is left in the game" (docs/cfs-clock.md)."""

from kits.callers import _card_sheets, _deck, _fresh
from kits.cfs_box import PASS_NO_CHECK, RUN_NO_CHECK, Box, offense_called

from games.cfs.callers import solitaire
from games.cfs.scoreboard.runoff import SNAP_S, paced
from host_tools.cfs import clock as cfs_clock

L = 3600000  # four 15-minute quarters, in ms


def test_the_time_left_is_shared_over_the_snaps_to_come_in_proportion_to_the_chart():
    """Before any snap 2 x 70 snaps are to come: a 40 s run takes 3,600 s x 40 / (40 + 140
    x 35) = 29.1 s, an incomplete pass's 5 s 3.7 s: the same factor, about 0.73."""
    fresh = ((0, 70), (0, 70))
    run = paced(0, 40000, L, fresh)
    inc = paced(0, 5000, L, fresh)
    assert SNAP_S == 35 and run == L * 40 // (40 + 140 * 35) == 29149
    assert inc == L * 5 // (5 + 140 * 35) == 3669
    assert abs(run / 40 - inc / 5) / (run / 40) < 0.01


def test_a_try_takes_the_chart_s_0_s_and_no_sheet_leaves_the_chart_alone():
    assert paced(500000, 0, L, ((10, 70), (9, 70))) == 500000
    assert paced(100000, 40000, L, ((0, 0), (0, 0))) == 140000


def test_the_estimate_follows_who_has_had_the_ball():
    """Home, nearer its last play, has run 40 of the 60 snaps: the 30 it has left mean
    about 30 x 60 / 40 snaps to come (here with the prior: 30 x 80 / 50 = 48), not 60."""
    gone = 1800000
    got = paced(gone, 40000, L, ((40, 70), (20, 70))) - gone
    assert got == (L - gone) * 40 // (40 + 48 * SNAP_S)


def test_a_second_kept_for_every_snap_that_may_still_come():
    """Home has 1 play left, away 20: at most 20 more snaps (home's last ends the game), so
    22 s stay on the clock; from 30 s left a 40 s run takes the 8 s above them."""
    late = ((69, 70), (50, 70))
    assert paced(L - 30000, 40000, L, late) == L - 22000
    # and however long the game goes on, each action still moves the clock a second
    assert paced(L - 22000, 40000, L, late) == L - 21000
    # never to 0:00 while the game goes on (the end of the game shows it)
    assert paced(L - 1500, 40000, L, ((69, 70), (69, 70))) == L - 1000
    assert paced(L - 1000, 40000, L, ((69, 70), (69, 70))) == L - 1000


def test_out_of_plays_the_last_kick_or_the_end_gets_what_is_kept():
    """Home used its last play: what follows is its field goal or the end (or, by house
    rule G3, a last possession of at most 8 snaps): 8 + 2 s stay."""
    assert paced(L - 100000, 40000, L, ((70, 70), (50, 70))) == L - 10000
    assert paced(L - 100000, 40000, L, ((70, 70), (66, 70))) == L - 6000


def test_over_games_on_the_box_the_clock_never_stalls_and_ends_at_0_00():
    """Cards against the coach on the box itself (sideline simulate --clock): before, 241
    of 300 games held a clock reading for 3 or more actions and 193 ran plays at 0:01 of
    the 4th; every game must now hold at most 2 actions at a reading (the chart's 0 s
    aside), at most 2 at 0:01 of the 4th, no snap of 0 s, and end at 0:00 of the 4th."""
    s = cfs_clock.measure(16, 100)
    assert s["over"] == s["at_0_00"] == 16
    assert s["most_at_one_reading"] <= 2 and s["most_at_0_01"] <= 2
    assert s["zero_s"] == 0 and s["plays"] > 16 * 100


# --- T5: Goal Line and Prevent, "call those on your own as appropriate" -------------------


def test_goal_line_is_offered_at_goal_to_go_when_the_card_drew_base_pass():
    """Before, the player could step in only under the base the card drew: at 1st and goal
    with the cards' Base Pass, Goal Line (under Base Run) was never offered. Now UP before
    ROLL calls Goal Line, the base following it; DOWN goes back to the cards' call."""
    box = offense_called(PASS_NO_CHECK, ("gain", 65))
    assert box.a.G["goal_to_go"] and box.call()["defense"] == "base_pass"
    assert box.a.pending["step_in"] == [None, "goal_line", "prevent"]
    box.press("UP")
    assert (box.call()["defense"], box.call()["checkoff"]) == ("base_run", "goal_line")
    box.press("OK")  # no audible
    box.press("DOWN")
    assert (box.call()["defense"], box.call()["checkoff"]) == ("base_pass", None)


def test_prevent_and_goal_line_are_offered_on_every_snap():
    """The player judges what is appropriate: on 1st and 10 at the 25, with the cards' Base
    Run (and no lead, no long yardage), both are offered; Prevent played under Base Pass
    goes into the record as called."""
    box = offense_called(RUN_NO_CHECK)
    assert (box.a.G["down"], box.a.G["to_go"]) == (1, 10)
    assert box.a.pending["step_in"] == [None, "goal_line", "prevent"]
    box.press("DOWN")
    assert (box.call()["defense"], box.call()["checkoff"]) == ("base_pass", "prevent")
    box.press("OK")  # no audible
    uses = box.a.G["marks"]["home"]["packages"]["prevent"]
    box.press("ROLL")
    while box.a.step == "reveal":
        box.press("ROLL", ms=400)
    assert box.a.G["marks"]["home"]["packages"]["prevent"] == uses + 1


# --- P2: "draw a playing card ... to select both the offense and defensive calls" ---------


def test_one_card_a_snap_selects_both_calls_by_default():
    """Home's cards read 7H as Zone (under Base Pass); away's read 7H as Curl and 2C as
    something else. One card, 7H, drawn from the defense's deck, gives both calls: away's
    deck is not drawn from."""
    sheets = _card_sheets("7H", "7H")
    first = sheets["away"]["plays"][0]["name"]
    sheets["away"]["cards"]["2C"] = {"offense": first, "defense": "zone"}
    G = _fresh()
    assert G["house"]["two_decks"] is False
    states = {
        "home": dict(solitaire.new_caller_state("card", 1), deck=_deck("7H")),
        "away": dict(solitaire.new_caller_state("card", 2), deck=_deck("2C")),
    }
    call = solitaire.full_call(states, G, sheets)
    assert (call["defense"], call["offense"], call["checkoff"]) == ("base_pass", "Curl", "zone")
    assert states["home"]["deck"]["next"] == 1 and states["away"]["deck"]["next"] == 0
    G["house"]["two_decks"] = True  # the two-deck reading: away's own card, 2C
    states["home"]["deck"] = _deck("7H")
    call = solitaire.full_call(states, G, sheets)
    assert call["offense"] == sheets["away"]["plays"][0]["name"]
    assert states["home"]["deck"]["next"] == 1 and states["away"]["deck"]["next"] == 1


def test_on_the_box_one_card_a_snap_unless_decks_2_is_set():
    """Cards calling both sides on the box: each snap draws one card (from the defense's
    deck); DECKS 2 in setup (house two_decks) draws two, one from each deck."""
    for decks, per_snap in ((1, 1), (2, 2)):
        box = Box(home="card", away="card", fast=True)
        box.a.settings["decks"] = decks
        box.a.new_game()
        assert box.a.G["house"]["two_decks"] is (decks == 2)
        for _ in range(40):
            box.press("OK" if box.a.menu else "ROLL")
        snaps = sum(1 for a in box.a.record["actions"] if a.startswith("P"))
        drawn = sum(_drawn(box.a.caller_state[s]) for s in ("home", "away"))
        assert 10 < snaps and snaps * 2 < 52  # no deck reshuffled yet
        # (the next snap's calls may be made already, waiting for ROLL)
        assert drawn in (per_snap * snaps, per_snap * (snaps + 1)), (decks, drawn, snaps)


def _drawn(state):
    return state["deck"]["next"]


# --- every house setting is switchable in setup ---------------------------------------------


def test_every_house_setting_has_a_setup_word_that_fits_the_line():
    """house.py's settings, bar the data a player does not switch by a word (the charts'
    rows and the points), each has a setup item (settings.HOUSE_SETUP, or LAST and HALF for
    G3 and G4); every item with every value fits the 8-character line."""
    from games.cfs.rules.house import DEFAULTS
    from games.cfs.scoreboard.settings import HOUSE_SETUP
    from sideline.shell import setup_line

    switched = {k for _l, k, _c, _w in HOUSE_SETUP} | {"two_decks", "penalty_chart_defense"}
    switched |= {"last_possession", "halftime_after_plays", "penalty_chart"}
    assert set(DEFAULTS) - switched == {"points"}
    for label, key, choices, words in HOUSE_SETUP:
        assert len(choices) == len(words) >= 2, key
        for w in words:
            assert setup_line(label, w, False) == "%s %s" % (label, w), (label, w)


def test_house_settings_in_setup_reach_the_new_game():
    box = Box()
    s = box.a.settings
    s.update(h1_charts=1, punt_return_table="receiving", pat_good=6, two_point_good=3)
    s.update(punt_touchback=25, missed_fg_min=0, fg_snap_yards=18, half_distance=False)
    box.a.new_game()
    h = box.a.G["house"]
    assert h["penalty_chart_defense"] == h["penalty_chart"]
    assert (h["punt_return_table"], h["pat_good"], h["two_point_good"]) == ("receiving", 6, 3)
    assert (h["punt_touchback"], h["missed_fg_min"], h["fg_snap_yards"]) == (25, 0, 18)
    assert h["half_distance"] is False and h["two_decks"] is False


def test_the_save_names_the_house_readings_in_force():
    import json

    box = Box()
    assert json.loads(box.a.payload())["house"] == []
    box.a.settings.update(decks=2, pat_good=6)
    box.a.new_game()
    assert json.loads(box.a.payload())["house"] == ["pat_good", "two_decks"]
