"""A press that does nothing where it is says what to press instead, for a moment, and what
it covered comes back (issue 27, item 7): ROLL in a CFS call menu, ROLL in CFS's manual mode,
ROLL where an engine game rolls nothing (a duel's die, a play read on the cards). BACK in
Dice-Bowl's play turns its pages (tests/games/dicebowl/test_dicebowl_legible.py)."""

from kits.cfs_box import Box
from kits.presses import Presses

from games.dicebowl import box as dicebowl_box
from games.fliip import box as fliip_box
from host_tools.emulator.tables_bot import new_table
from sideline.shell import NUDGE_MS


def _nudged(b, before):
    """ROLL: PRESS OK, nothing else changed; then what was shown before."""
    b.press("ROLL")
    assert b.text() == "PRESS OK"
    b.now += NUDGE_MS
    b.t.tick(b.now)
    assert b.text() == before


def test_cfs_roll_in_a_call_menu_says_press_ok_and_the_menu_stays():
    box = Box().at(("ko", 25))
    b = Presses(box.a)
    b.now = box.now
    assert box.a.step == "base"
    actions = len(box.a.record["actions"])
    _nudged(b, box.a.menu[0][0])
    assert box.a.step == "base" and len(box.a.record["actions"]) == actions
    b.press("ROLL")
    b.press("UP")  # a press over the message acts at once
    assert b.text() == box.a.menu[1][0]


def test_cfs_roll_in_manual_mode_says_press_ok():
    box = Box()
    b = Presses(box.a)
    b.now = box.now
    b.press("MODE")  # manual
    b.now += 2000
    b.t.tick(b.now)
    shown = b.text()
    _nudged(b, shown)
    assert box.a.mode == "manual" and box.a.manual_pick is None


def test_dicebowl_roll_on_a_duel_s_die_says_press_ok():
    b = Presses(new_table(dicebowl_box, None, 3))
    t = b.t
    b.press("ROLL")  # the toss
    while t.state_["ctx"]["step"] != "duel":
        while t.results:
            b.press("OK")
        b.press("ROLL" if t.state_["ctx"]["step"] == "kick_call" else "OK")
    while t.results:
        b.press("OK")
    log = list(t.log)
    _nudged(b, t.menu[t.menu_i][0])
    assert t.log == log


def test_fliip_roll_on_a_play_read_on_the_cards_says_press_ok():
    b = Presses(new_table(fliip_box, "teams/fliip", 3))
    t = b.t
    while t.state_["ctx"]["phase"] != "play":
        while t.results:
            b.press("OK")
        b.press("ROLL" if t.state_["ctx"]["phase"] in ("flip", "kickoff") else "OK")
    while t.results:
        b.press("OK")
    _nudged(b, t.menu[0][0])  # GAIN 0: yards read on the defense card
