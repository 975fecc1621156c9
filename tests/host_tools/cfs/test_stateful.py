"""Issue 12, item 8: the scoreboard as a state machine (host_tools/cfs/state_machine.py), a
bounded run. `sideline soak` runs the same machine for 100,000 steps and more
(docs/reliability.md)."""

from hypothesis import HealthCheck, settings

from host_tools.cfs.state_machine import Scoreboard

TestScoreboard = Scoreboard.TestCase
TestScoreboard.settings = settings(
    max_examples=40,
    stateful_step_count=40,
    deadline=None,
    derandomize=True,  # the same sequences every run of `make test`
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    database=None,
)


def test_mode_leaves_the_timeout_menu():
    """Found by the state machine: MODE in the timeout menu (a long CLOCK) faulted with
    ERR VAL on every press, and a second long CLOCK lost the way back."""
    from host_tools.cfs.state_machine import sheets
    from sideline.app import LONG, PRESS, RELEASE, App

    app = App(sheets(), now=0, seed=3)
    for _ in range(2):
        app.press("CLOCK", PRESS, 10)
        app.press("CLOCK", LONG, 20)
        app.press("CLOCK", RELEASE, 30)
    assert app.mode == "timeout"
    app.press("MODE", PRESS, 40)
    assert app.mode == "manual"  # the mode after play, where the menu was opened
