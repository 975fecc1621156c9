"""Issue 26 item 2: UNDO is not lost to a power cycle. The promised steps back, REDO after
them, and the game NEW GAME replaced come back after a reboot, in every game; and an old
game brought back with UNDO keeps its own undo history (item 10).

README promises named here: "UNDO goes back at least 20 actions", "REDO gives back what
UNDO took", "UNDO right after NEW GAME brings the old game back" - each across a reboot."""

import json

import pytest

from host_tools.emulator.virtual_box import VirtualBox, memory_storage
from sideline.app import installed

PRESSES = {"cfs": 34, "cfs card": 60, "dicebowl": 12, "fliip": 12, "rlb": 12}


def new_box(game, st=None):
    """The game on a box; "cfs card": College Football Saturday with the card callers on
    both sides, whose decks are part of each step back."""
    gid = game.split()[0]
    box = VirtualBox(storage=st or memory_storage(), seed=11, games=installed(), game=gid)
    if game == "cfs card":
        box.app.settings["callers"] = {"home": "card", "away": "card"}
        box.app.new_game()
    return box


def call_start(s):
    """College Football Saturday waits at the start of a call: the call being put together
    is not saved (a power cut, too, starts it over), so a game is compared there."""
    return s["step"] in ("fourth", "kickoff", "try") or (s["step"] == "base" and s["down"] < 4)


def play(box, n):
    for _ in range(n):
        box.press("OK")
        box.advance(2500)
    while box.app.ID == "cfs" and not call_start(box.summary()):
        box.press("OK")
        box.advance(2500)


def reboot(box):
    """The power cut: a new box on what the flash holds (the runner saved after each
    press), booted as main.py boots it."""
    box.advance(50)
    again = VirtualBox(storage=box.storage, seed=99, games=installed())
    again.advance(3000)  # RESUMED has gone
    return again


def where(box):
    s = dict(box.summary())
    s.pop("mode", None)
    return box.texts(), s, json.loads(box.app.payload())


def undo(box):
    box.press("UNDO")
    box.advance(1500)


def redo(box):
    box.hold("UNDO", 1000)
    box.advance(1500)


@pytest.mark.parametrize("game", list(PRESSES))
def test_undo_and_redo_come_back_after_a_power_cut(game):
    """The same UNDOs and REDOs on a box that lost its power after two UNDOs and on one
    that did not: the same displays, state and save at every step."""
    kept, cut = new_box(game), new_box(game)
    for box in (kept, cut):
        play(box, PRESSES[game])
        undo(box)
        undo(box)
    assert kept.summary()["actions"] >= 1
    if game == "cfs card":
        assert "decks" in json.loads(kept.app.payload())["history"]
    kept.advance(3050)
    cut = reboot(cut)
    assert where(cut) == where(kept)
    steps = [redo, undo, undo, undo, redo, redo, redo, redo]
    for step in steps:
        step(kept)
        step(cut)
        assert where(cut) == where(kept), step.__name__
    assert "NO UNDO" not in cut.lines


@pytest.mark.parametrize("game", list(PRESSES))
def test_the_game_new_game_replaced_comes_back_after_a_power_cut_with_its_undo(game):
    """NEW GAME, the power cut, then UNDO: the old game, as it was, and its own UNDO still
    steps back through it."""
    box = new_box(game)
    play(box, PRESSES[game])
    old = where(box)
    while box.app.mode != "setup":
        box.press("MODE")
    box.advance(1000)
    box.press("DOWN")  # setup's last item: NEW GAME
    box.press("OK")
    box.press("OK")
    box.advance(3000)
    assert box.summary()["actions"] == 0
    box = reboot(box)
    assert box.summary()["actions"] == 0
    box.press("UNDO")
    box.advance(100)
    assert box.texts()["text"].strip() == "OLD GAME"
    box.advance(3000)
    assert where(box)[1:] == old[1:]
    n = box.summary()["actions"]
    undo(box)
    assert box.summary()["actions"] == n - 1  # its own history kept (item 10)
    box = reboot(box)
    redo(box)
    assert box.summary()["actions"] == n
