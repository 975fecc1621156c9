"""Issue 26, "done when": a scripted tour switches among all four games mid-game several
times, with a power cut between switches, and each game resumes exactly where it was left:
the same displays, the same state, the same undo depth (UNDO and REDO steps)."""

import json

from kits.switching import ORDER, play, switch_to, to_play

from host_tools.emulator.virtual_box import VirtualBox, memory_storage
from sideline.app import installed

PRESSES = {"cfs": 14, "dicebowl": 5, "fliip": 5, "rlb": 5}
TOUR = ["cfs", "fliip", "rlb", "dicebowl", "cfs", "rlb", "fliip", "dicebowl", "cfs", "rlb"]


def depth(table):
    """How far UNDO and REDO reach: (steps back, steps forward)."""
    back = table.undo_stack if table.ID == "cfs" else table.log
    return len(back), len(table.redo_stack)


def seen(box):
    """Everything the player may see or undo, once the resume message has gone."""
    box.advance(3000)
    s = dict(box.summary())
    s.pop("mode")
    return box.texts(), s, json.loads(box.app.payload()), depth(box.app)


def power_cut(box, seed):
    box.advance(50)
    return VirtualBox(storage=box.storage, seed=seed, games=installed())


def test_a_tour_of_all_four_games_with_power_cuts_between_switches():
    assert sorted(ORDER) == sorted(PRESSES)
    box = VirtualBox(storage=memory_storage(), seed=21, games=installed())
    left = {}
    for i, game in enumerate(TOUR):
        if box.app.ID != game:
            switch_to(box, game)
        to_play(box)
        if game in left:
            assert seen(box) == left[game], "%s after the switch back" % game
        play(box, ["OK"] * PRESSES[game])
        box.press("UNDO")  # something to REDO, too
        box.advance(1500)
        left[game] = seen(box)
        assert left[game][3][0] >= 1 and left[game][3][1] == 1
        box = power_cut(box, 100 + i)
        assert box.app.ID == game, "the box boots into the game it was playing"
        assert seen(box) == left[game], "%s after the power cut" % game
    assert sorted(left) == sorted(ORDER)
