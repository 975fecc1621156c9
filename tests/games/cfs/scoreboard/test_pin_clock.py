"""The game clock (E2, G4; the settings' two-minute warning, quarters and timeouts) pinned at
every boundary of clock.py. Settings are passed in full, never today's defaults."""

import pytest

from games.cfs.scoreboard.clock import GameClock


def settings(**over):
    s = {"clock_mode": "real", "quarter_s": 900, "quarters": 4, "timeouts": 3}
    s["two_minute_warning"] = True
    s.update(over)
    return s


def clock_at(q, left, **over):
    c = GameClock(settings(**over))
    c.state["q"] = q
    c.state["left"] = left
    return c


def run(c, ms, now=1000):
    assert c.start(now)
    c.update(now + ms)
    return c.state


@pytest.mark.parametrize("q,stops", [(1, False), (2, True), (3, False), (4, True)])
def test_e2_the_two_minute_warning_stops_the_clock_in_the_second_and_fourth_quarter(q, stops):
    s = run(clock_at(q, 125_000), 10_000)
    if stops:
        assert (s["left"], s["run"], s["warned"]) == (120_000, False, True)
    else:
        assert (s["left"], s["run"], s["warned"]) == (115_000, True, False)


def test_e2_the_warning_stops_the_clock_at_exactly_two_minutes():
    s = run(clock_at(4, 121_000), 1_000)  # reaches 2:00 exactly
    assert (s["left"], s["run"], s["warned"]) == (120_000, False, True)
    s = run(clock_at(4, 120_001), 5_000)  # passes it: held at 2:00
    assert (s["left"], s["run"], s["warned"]) == (120_000, False, True)


def test_e2_a_clock_already_at_two_minutes_has_no_warning_to_give():
    # A quarter of two minutes starts at 2:00: the clock runs from there.
    s = run(clock_at(2, 120_000), 1_000)
    assert (s["left"], s["run"], s["warned"]) == (119_000, True, False)


def test_e2_the_warning_comes_once_and_can_be_switched_off():
    c = clock_at(2, 125_000)
    run(c, 10_000)
    s = run(c, 10_000, now=50_000)
    assert (s["left"], s["run"]) == (110_000, True)
    s = run(clock_at(2, 125_000, two_minute_warning=False), 10_000)
    assert (s["left"], s["run"], s["warned"]) == (115_000, True, False)


def test_e2_a_quarter_ends_at_exactly_zero():
    c = clock_at(1, 5_000)
    s = run(c, 4_999)
    assert (s["left"], s["ended"], s["run"]) == (1, False, True)
    c.update(1000 + 5_000)
    assert (s["left"], s["ended"], s["run"]) == (0, True, False)
    s = run(clock_at(1, 5_000), 9_000)
    assert (s["left"], s["ended"], s["run"]) == (0, True, False)


def test_e2_a_clock_that_has_ended_or_is_not_real_does_not_start():
    c = clock_at(1, 0)
    assert c.start(0) is False and c.state["run"] is False
    c = clock_at(1, 1)
    assert c.start(0) is True
    c = clock_at(1, 5_000)
    c.state["ended"] = True
    assert c.start(0) is False
    for mode in ("runoff", "none"):
        assert clock_at(1, 5_000, clock_mode=mode).start(0) is False


def test_e2_update_spends_only_ticks_that_moved_forward():
    c = clock_at(1, 60_000)
    assert c.update(10) is False  # not running
    assert c.start(100)
    assert c.update(100) is False and c.state["left"] == 60_000
    assert c.update(99) is False and c.state["left"] == 60_000
    assert c.update(101) is True and c.state["left"] == 59_999
    c.stop(350)
    assert c.state["left"] == 59_750 and c.state["run"] is False
    assert c.update(10_000) is False and c.state["left"] == 59_750


def test_e2_a_restored_running_clock_counts_from_its_first_update():
    c = GameClock(
        settings(),
        {"q": 1, "left": 60_000, "run": True, "to": [3, 3], "warned": False, "ended": False},
    )
    assert c.update(5_000) is False and c.state["left"] == 60_000
    assert c.update(5_400) is True and c.state["left"] == 59_600


def test_e2_toggle_starts_and_stops():
    c = clock_at(1, 60_000)
    assert c.toggle(0) is True and c.state["run"] is True
    assert c.toggle(2_000) is False and c.state["run"] is False and c.state["left"] == 58_000


def test_e2_runoff_spends_the_chart_seconds_only_in_runoff_mode():
    c = clock_at(1, 60_000, clock_mode="runoff")
    c.runoff(40)
    assert c.state["left"] == 20_000
    c.runoff(40)
    assert (c.state["left"], c.state["ended"]) == (0, True)
    c.runoff(40)
    assert c.state["left"] == 0
    c = clock_at(1, 60_000, clock_mode="real")
    c.runoff(40)
    assert c.state["left"] == 60_000
    c = clock_at(4, 130_000, clock_mode="runoff")
    c.runoff(40)  # the warning holds runoff at 2:00 too
    assert (c.state["left"], c.state["warned"]) == (120_000, True)


def test_g4_quarters_and_timeouts_renew_at_the_half_only():
    c = GameClock(settings(quarter_s=600, timeouts=2))
    assert c.state == {
        "q": 1,
        "left": 600_000,
        "run": False,
        "to": [2, 2],
        "warned": False,
        "ended": False,
    }
    assert c.timeout(0) is True and c.timeout(0) is True and c.timeout(0) is False
    assert c.timeout(1) is True and c.state["to"] == [0, 1]
    c.state["left"] = 0
    c.state["ended"] = True
    c.state["warned"] = True
    c.next_quarter()
    assert c.state == {
        "q": 2,
        "left": 600_000,
        "run": False,
        "to": [0, 1],
        "warned": False,
        "ended": False,
    }
    c.next_quarter()
    assert c.state["q"] == 3 and c.state["to"] == [2, 2]
    c.timeout(1)
    c.next_quarter()
    assert c.state["q"] == 4 and c.state["to"] == [2, 1]


def test_e2_a_timeout_stops_the_clock():
    c = clock_at(1, 60_000)
    c.start(0)
    assert c.timeout(1) is True and c.state["run"] is False
    assert c.update(5_000) is False and c.state["left"] == 60_000


@pytest.mark.parametrize(
    "left,text",
    [
        (900_000, "15:00"),
        (899_001, "15:00"),  # a clock shows 15:00 until a whole second has gone
        (899_000, "14:59"),
        (600_000, "10:00"),
        (599_999, "10:00"),
        (599_000, " 9:59"),
        (60_001, " 1:01"),
        (60_000, " 1:00"),
        (59_901, " 1:00"),  # above 59.9 s: still whole seconds
        (59_900, "59.9"),  # tenths from 59.9 s down
        (10_000, "10.0"),
        (9_999, "10.0"),
        (9_900, " 9.9"),
        (101, " 0.2"),
        (100, " 0.1"),
        (1, " 0.1"),
        (0, " 0.0"),
    ],
)
def test_e2_the_clock_display(left, text):
    c = clock_at(1, left)
    assert c.shown() == text
    assert bytes(c.render(bytearray(5))) == text.rjust(5).encode()


def test_e2_the_display_key_changes_exactly_when_the_display_does():
    c = clock_at(1, 900_000)
    last_text, last_key = c.shown(), c.key()
    for left in range(900_000, -1, -37):
        c.state["left"] = left
        text, key = c.shown(), c.key()
        assert (text != last_text) == (key != last_key), left
        last_text, last_key = text, key


@pytest.mark.parametrize("quarters", [4, 2])
def test_g1_the_game_over_shows_zero_in_the_last_quarter(quarters):
    """G1: the game is over as soon as a team's plays run out; runoff mode then ends the
    clock with it: 0:00 of the last quarter the settings give, stopped for good."""
    c = clock_at(2, 300_000, clock_mode="runoff", quarters=quarters)
    c.finish()
    assert (c.state["q"], c.state["left"], c.state["ended"], c.state["run"]) == (
        quarters,
        0,
        True,
        False,
    )
    assert c.shown() == " 0.0" and c.last_quarter()
    c.runoff(40)
    assert c.state["left"] == 0 and c.next_quarter() is False


def test_g1_a_running_real_clock_stops_when_the_game_ends():
    c = clock_at(4, 300_000)
    assert c.start(1_000)
    c.finish()
    assert c.state["run"] is False
    assert c.tick(60_000) is False and c.update(60_000) is False and c.state["left"] == 0
    assert c.start(61_000) is False  # an ended clock does not start again


@pytest.mark.parametrize(
    "q,quarters,last", [(3, 4, False), (4, 4, True), (1, 2, False), (2, 2, True)]
)
def test_g1_the_last_quarter_is_the_settings_last(q, quarters, last):
    """With game_end "clock" the game ends at 0:00 of the last quarter; before it, 0:00 only
    ends a quarter (G1, G4)."""
    assert clock_at(q, 0, quarters=quarters).last_quarter() is last


def test_e2_a_shorter_quarter_never_leaves_more_time_than_it_has():
    c = clock_at(1, 700_000)
    c.settings["quarter_s"] = 600  # QTR lowered from 15 to 10 minutes in setup
    c.fit_quarter()
    assert c.state["left"] == 600_000 and c.shown() == "10:00"
    for left in (600_000, 599_000, 30_000):  # what fits stays
        c.state["left"] = left
        c.fit_quarter()
        assert c.state["left"] == left


def test_e2_a_running_clock_shows_a_shortened_quarter_on_its_next_pass():
    c = clock_at(1, 700_000)
    assert c.start(0)
    assert c.update(100) is True and c.state["left"] == 699_900  # next change due at 699.0 s
    c.settings["quarter_s"] = 600
    c.fit_quarter()
    assert c.tick(150) is True and c.state["left"] == 599_950


def test_e2_the_display_key_tells_every_two_displays_apart():
    """The screen redraws the clock when its key changes: two different displays never share
    a key, whatever the jump between them (a runoff can take the clock from 1:00 to 6.1)."""
    c = clock_at(1, 0)
    key_of = {}
    for left in list(range(0, 61_001)) + list(range(61_000, 900_001, 500)):
        c.state["left"] = left
        text, key = c.shown(), c.key()
        assert key_of.setdefault(text, key) == key, left
    assert len(set(key_of.values())) == len(key_of)


def test_e2_the_rendered_display_is_the_shown_one_at_every_second_and_tenth():
    c = clock_at(1, 0)
    buf = bytearray(5)
    for left in list(range(0, 60_001, 100)) + list(range(60_000, 900_001, 1000)):
        c.state["left"] = left
        assert bytes(c.render(buf)) == c.shown().rjust(5).encode(), left


@pytest.mark.parametrize("start", [900_000, 61_500, 3_000])
def test_e2_tick_updates_exactly_on_the_passes_where_the_display_changes(start):
    """The main loop's tick costs one comparison while what is shown stays the same, and
    updates on the very pass it changes: whole seconds above 59.9 s, tenths from 59.9 s."""
    c = clock_at(1, start)
    ref = clock_at(1, start)
    assert c.start(0) and ref.start(0)
    # the first pass after a start updates, and the main loop compares what is shown
    assert ref.update(1) is True and c.tick(1) is True
    shown = ref.shown()
    for now in range(2, 2_500):
        ref.update(now)
        changed = ref.shown() != shown
        shown = ref.shown()
        assert c.tick(now) is changed, now
        assert c.shown() == shown, now


def test_e2_a_restored_running_clock_ticks_from_its_first_pass():
    c = GameClock(
        settings(),
        {"q": 1, "left": 60_000, "run": True, "to": [3, 3], "warned": False, "ended": False},
    )
    assert c.tick(5_000) is False and c.state["left"] == 60_000
    assert c.tick(5_050) is False  # 59.95 s still shows 1:00
    assert c.tick(5_100) is True and c.shown() == "59.9"


def stopped_by(how):
    c = clock_at(2, 125_000)
    assert c.start(0)
    if how == "stop":
        c.stop(1_000)
    elif how == "timeout":
        assert c.timeout(0)
    elif how == "warning":
        c.update(6_000)
    elif how in ("end", "quarter"):
        c.state["q"] = 1
        c.update(125_000)
        assert c.state["ended"] is True
        if how == "quarter":
            assert c.next_quarter() is True and c.state["q"] == 2
    return c


@pytest.mark.parametrize("how", ["stop", "timeout", "warning", "end", "quarter"])
def test_e2_a_stopped_clock_passes_its_ticks_until_started(how):
    c = stopped_by(how)
    left = c.state["left"]
    assert c.state["run"] is False
    for now in (130_000, 131_000, 200_000):
        assert c.tick(now) is False and c.state["left"] == left
    if how == "end":
        assert c.start(300_000) is False  # the next quarter first
        return
    assert c.start(300_000) and c.tick(301_000) is True and c.state["left"] == left - 1_000


def test_e2_a_qtr_press_that_leaves_the_quarter_as_long_forces_no_update():
    """fit_quarter looks again only when it cut the time: at exactly the quarter's length the
    running clock keeps its one comparison per pass."""
    c = GameClock(
        settings(),
        {"q": 1, "left": 900_000, "run": True, "to": [3, 3], "warned": False, "ended": False},
    )
    assert c.update(5_000) is False  # a restored clock's first pass: 15:00 until 14:59
    c.fit_quarter()
    assert c.state["left"] == 900_000
    assert c.tick(5_001) is False and c.tick(5_999) is False
    assert c.tick(6_000) is True and c.shown() == "14:59"


def test_e2_no_quarter_after_the_last():
    c = clock_at(4, 0)
    c.state["ended"] = True
    assert c.next_quarter() is False and c.state["q"] == 4 and c.state["ended"] is True
    c = clock_at(3, 0)
    c.state["ended"] = True
    assert c.next_quarter() is True and c.state["q"] == 4


def test_e2_elapsed_counts_the_quarters_before_this_one():
    assert clock_at(3, 300_000).elapsed() == 2 * 900_000 + 600_000
    assert clock_at(1, 600_000, quarter_s=600).elapsed() == 0
    assert clock_at(4, 0, quarter_s=600).elapsed() == 2_400_000


def test_e2_run_to_moves_only_a_runoff_clock_and_only_forward():
    c = clock_at(1, 600_000, clock_mode="runoff")
    gone = c.elapsed()
    c.run_to(gone + 1)  # a single ms is spent
    assert c.state["left"] == 599_999
    c.run_to(gone)  # never backward
    assert c.state["left"] == 599_999
    real = clock_at(1, 600_000)
    real.run_to(real.elapsed() + 60_000)  # the real clock runs by the ticks only
    assert real.state["left"] == 600_000
    real.run_to(0)
    assert real.state["left"] == 600_000


def test_e2_run_to_the_time_already_gone_changes_nothing():
    c = clock_at(4, 0, clock_mode="runoff")  # a saved clock at 0:00 not yet marked ended
    c.run_to(c.elapsed())
    assert (c.state["left"], c.state["ended"]) == (0, False)
