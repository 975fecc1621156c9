"""CPU budget on the Pico (<= 5% busy while a reveal waits): App.tick asks for a full redraw
only when the tumbling die turns or a deadline passes, not on every pass of the main loop.
Measured on the real port by `sideline bench --uf2`; here the behaviour behind it."""

from host_tools.emulator.virtual_box import VirtualBox
from sideline.app import ALL_DIRTY


def _dirty_passes(box, ms, step=5):
    app = box.app
    now = box.ticks.ticks_ms()
    n = 0
    for t in range(step, ms + 1, step):
        if app.tick(now + t) & ALL_DIRTY:
            n += 1
    return n


def test_a_reveal_waiting_for_roll_redraws_nothing():
    box = VirtualBox(seed=5)
    box.press("ROLL")  # the kickoff: its first die tumbles, then waits for ROLL
    box.advance(box.app.settings["reveal_ms"] + 20)
    assert box.app.step == "reveal"
    assert _dirty_passes(box, 2000) == 0  # 400 passes of the loop, nothing to draw


def test_the_tumbling_die_is_redrawn_once_per_turn_and_once_when_it_lands():
    box = VirtualBox(seed=5)
    box.press("ROLL")
    app = box.app
    assert app.step == "reveal"
    now = box.ticks.ticks_ms()
    left = app.reveal["until"] - now
    frames = []
    landed = []
    for t in range(1, left + 200):
        if app.tick(now + t) & ALL_DIRTY:
            (frames if t < left else landed).append(now + t)
    # the loop already drew the turn it is in; each later 60 ms turn is drawn once, no more
    turns = {(now + t) // 60 for t in range(1, left)} - {now // 60}
    assert len(frames) == len(turns) > 0
    assert len(landed) == 1  # and one when it lands on its value
