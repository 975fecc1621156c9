"""Issue 26 items 4 and 5: a result is never replaced before the player has seen it, and a
game ends on FINAL the moment its last action is taken."""

from test_pin_cfs_table import Box, _manual

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


def near_two_minutes():
    """The 2nd quarter at 2:05, the play's chart runoff not held back by the pace of the
    plays (few plays are used this early: the pace would hold the clock at 2:05)."""
    box = Box(clock={"q": 2, "left": 125000, "run": False, "to": [3, 3], "warned": False,
                     "ended": False}).at(("ko", 25))  # fmt: skip
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
