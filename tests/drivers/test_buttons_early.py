"""Acting on the first contact (the press-latency budget: median <= 12 ms, worst <= 20 ms on
the Pico, where waiting out the 20 ms debounce alone broke it). Buttons(early=True) adds an
EDGE event at the first contact of a press whose line had been up for debounce_ms; the
debounced PRESS and RELEASE are unchanged (the chatter tests in test_buttons run without
early and keep their exact timings). The Runner acts on EDGE for the buttons with no long
meaning and then skips their PRESS; UNDO and CLOCK still act when held or released."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from kits.buttons import HIGH, LOW, TIMING, NoPanel, RecordingApp, Sim, bounce, chatter_pattern

from drivers.buttons import EDGE, LIFT, PRESS, RELEASE
from drivers.runner import Runner


def test_edge_comes_at_the_first_contact_and_press_at_the_settled_debounce():
    sim = Sim(n=1, early=True)
    rng = random.Random(3)
    trans, settle = bounce(100, 0, LOW, chatter_pattern(rng, 6))
    trans2, settle2 = bounce(300, 0, HIGH, chatter_pattern(rng, 6))
    sim.run(trans + trans2, 400)
    d = TIMING["debounce_ms"]
    assert sim.events == [
        (100, 0, EDGE),
        (settle + d, 0, PRESS),
        (300, 0, LIFT),  # the first reading up after the accepted press
        (settle2 + d, 0, RELEASE),
    ]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    presses=st.lists(
        st.tuples(
            st.lists(st.booleans(), max_size=7),
            st.integers(50, 600),
            st.lists(st.booleans(), max_size=7),
            st.integers(50, 300),
        ),
        min_size=1,
        max_size=5,
    ),
    poll_every=st.sampled_from([1, 2, 5]),
)
def test_property_chatter_gives_one_edge_per_press(presses, poll_every):
    sim = Sim(n=1, poll_every=poll_every, long_press_ms=5000, early=True)
    script, t = [], 7 + TIMING["debounce_ms"]
    for pin_chatter, hold, release_chatter, gap in presses:
        script += bounce(t, 0, LOW, pin_chatter)[0]
        script += bounce(t + hold, 0, HIGH, release_chatter)[0]
        t += hold + gap
    sim.run(script, t + 50)
    assert sim.kinds(0) == [EDGE, PRESS, LIFT, RELEASE] * len(presses)
    for e, p in zip(sim.times(EDGE), sim.times(PRESS), strict=True):
        assert e < p  # the edge is always ahead of the debounced press
    for lift, r in zip(sim.times(LIFT), sim.times(RELEASE), strict=True):
        assert lift < r  # and the lift ahead of the debounced release


def test_an_edge_needs_the_line_up_for_the_debounce_time_before_it():
    sim = Sim(n=1, early=True)
    d = TIMING["debounce_ms"]
    # Released at 200 (accepted at 220), touched again at 225: up 25 ms, so an edge. Let go
    # at 300 and touched again at 310: up only 10 ms, a bounce of the same press: no edge,
    # no second PRESS, no RELEASE.
    sim.run([(100, 0, LOW), (200, 0, HIGH), (225, 0, LOW), (300, 0, HIGH), (310, 0, LOW)], 400)
    assert sim.times(EDGE) == [100, 225]
    assert sim.times(PRESS) == [100 + d, 225 + d]
    assert sim.times(RELEASE) == [200 + d]


def _run(names, early, script, until):
    sim = Sim(n=len(names), early=True)
    sim.buttons.names = tuple(names)
    app = RecordingApp()
    runner = Runner(app, NoPanel(), sim.buttons, None, early=early)
    sim.todo = sorted(script)
    for t in range(until):
        while sim.todo and sim.todo[0][0] <= t:
            _, i, level = sim.todo.pop(0)
            sim.pins[i].drive(level)
        runner.step(t)
    return app.got


def test_runner_acts_on_the_edge_once_for_a_button_with_no_long_meaning():
    got = _run(
        ["ROLL"], ("ROLL",), [(100, 0, LOW), (103, 0, HIGH), (104, 0, LOW), (300, 0, HIGH)], 400
    )
    assert got == [(100, "ROLL", PRESS), (300, "ROLL", RELEASE)]  # once, at first contact


def test_runner_leaves_undo_to_the_debounced_press_and_acts_at_its_release():
    # UNDO's short meaning shows at its release (issue 33 item 4), not a debounce after it.
    got = _run(["UNDO"], ("ROLL",), [(100, 0, LOW), (300, 0, HIGH), (302, 0, LOW)], 400)
    d = TIMING["debounce_ms"]
    assert got == [(100 + d, "UNDO", PRESS), (300, "UNDO", RELEASE)]  # once: the bounce too
