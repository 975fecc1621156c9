"""College Football Saturday plays its rulebook by default (issue 35): the runoff clock
runs down evenly over "how much time is left in the game" (docs/cfs-clock.md)."""

from test_pin_cfs_table import PASS_NO_CHECK, RUN_NO_CHECK, offense_called

from games.cfs.runoff import SNAP_S, paced
from host_tools import cfs_clock

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
