"""The coach made ready before its first call (issue 10): when a game with a coach among its
callers starts, resumes, or play mode comes back after setup chose one, the table makes the
game's odds and play prices for both directions, so that no call waits for them (on the
Pico they were 1.5 s of the first call). Without a coach nothing is made; short of memory,
the game goes on and the coach makes them at its call."""

import pytest

from games.cfs.callers import solitaire
from games.cfs.coach import odds
from host_tools.emulator.virtual_box import VirtualBox


@pytest.fixture(autouse=True)
def no_odds():
    odds.CACHE.clear()
    yield
    odds.CACHE.clear()


def _ready(app):
    """The directions whose odds and play prices are made, as (offense, defense) sides."""
    sheets = app.team_sheets
    side = {id(sheets["home"]): "home", id(sheets["away"]): "away"}
    return sorted(
        (side[id(e[0])], side[id(e[1])])
        for e in odds.CACHE
        if id(e[0]) in side and id(e[1]) in side and e[6] is not None
    )


BOTH = [("away", "home"), ("home", "away")]


def test_cfs_p1_a_new_game_with_a_coach_has_its_odds_before_the_first_call():
    box = VirtualBox(seed=5)
    box.app.settings["callers"] = {"home": "card", "away": "coach"}
    box.app.new_game()
    assert box.summary()["actions"] == 0  # no call yet
    assert _ready(box.app) == BOTH


def test_a_game_without_a_coach_makes_no_odds():
    box = VirtualBox(seed=5)
    box.app.settings["callers"] = {"home": "card", "away": "human"}
    box.app.new_game()
    assert odds.CACHE == []


def test_a_resumed_coach_game_has_its_odds_before_the_next_call():
    box = VirtualBox(seed=6)
    box.app.settings["callers"] = {"home": "coach", "away": "coach"}
    box.app.settings["fast"] = True
    box.app.new_game()
    for _ in range(5):
        box.press("ROLL")
    assert box.summary()["actions"] >= 3
    odds.CACHE.clear()
    again = VirtualBox(seed=99, storage=box.storage)  # the power comes back
    assert again.summary()["actions"] == box.summary()["actions"]
    assert _ready(again.app) == BOTH


def test_a_coach_chosen_in_setup_is_ready_back_in_play_mode():
    box = VirtualBox(seed=7)
    assert box.app.settings["callers"]["home"] != "coach"
    odds.CACHE.clear()
    box.app.settings["callers"]["home"] = "coach"
    box.app.caller_state["home"] = solitaire.new_caller_state("coach", 3)
    assert odds.CACHE == []  # nothing made while the player is still in setup
    for _ in range(len(box.app.MODES)):  # MODE round to play mode
        box.press("MODE")
    assert box.app.mode == "play"
    assert _ready(box.app) == BOTH


def test_short_of_memory_the_game_starts_and_the_coach_calls_later(monkeypatch):
    box = VirtualBox(seed=8)
    box.app.settings["callers"] = {"home": "coach", "away": "coach"}
    box.app.settings["fast"] = True

    def no_memory():
        raise MemoryError("memory allocation failed, allocating 264 bytes")

    monkeypatch.setattr(solitaire, "_coach", no_memory)
    box.app.new_game()
    assert odds.CACHE == [] and box.summary()["step"] != "error"
    monkeypatch.undo()
    for _ in range(6):
        box.press("ROLL")
    assert box.summary()["actions"] >= 3 and box.runner.errors == 0
    assert _ready(box.app)  # made at the coach's first call instead
