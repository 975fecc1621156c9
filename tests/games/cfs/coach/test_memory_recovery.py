"""A MemoryError never leaves the box unusable (issue 33, item 2). On the real rp2 port a
MemoryError at NEW GAME left the table without team sheets, and every press after it showed
ERR TYP until a hard reset. Here one MemoryError is injected at each step that allocates
much (NEW GAME's sheets, the coach's warm-up, a save), through the firmware's own runner,
panel, buttons and storage (host_tools/emulator/virtual_box.py): the box shows ERR MEM once, and the
next press acts, shows its effect at once, and raises nothing more."""

import pytest

from games.cfs.callers import solitaire
from games.cfs.coach import odds
from games.cfs.coach import values as coachvalues
from host_tools.emulator.virtual_box import VirtualBox


@pytest.fixture(autouse=True)
def no_odds():
    odds.CACHE.clear()
    yield
    odds.CACHE.clear()


class Once:
    """Calls fn, except the n-th call (1-based), which raises MemoryError instead."""

    def __init__(self, fn, n=1):
        self.fn = fn
        self.n = n
        self.calls = 0

    def __call__(self, *args, **kw):
        self.calls += 1
        if self.calls == self.n:
            raise MemoryError("memory allocation failed, allocating 6400 bytes")
        return self.fn(*args, **kw)


def _to_setup(box):
    while box.app.mode != "setup":
        box.press("MODE", after_ms=800)


def _new_game(box):
    """NEW GAME from setup, as a player does: DOWN from the first item wraps to it, OK
    asks, OK answers."""
    _to_setup(box)
    box.press("DOWN")
    assert box.texts()["text"].strip() == "NEW GAME"
    box.press("OK")
    box.press("OK")


def _coach_box(seed=3):
    box = VirtualBox(seed=seed)
    box.app.settings["callers"] = {"home": "coach", "away": "coach"}
    box.app.settings["fast"] = True  # a whole play by one ROLL
    return box


def _roll_works(box, errors):
    """ROLL (OK where a player is asked) once in play mode: the step moves on at once, and
    nothing raised."""
    while box.app.mode != "play":
        box.press("MODE", after_ms=800)
    before = (box.app.step, len(box.app.record["actions"]), box.app.reveal)
    box.press("OK" if box.app.menu else "ROLL", after_ms=20)
    assert box.runner.errors == errors, box.runner.last_error
    assert not box.texts()["text"].startswith("ERR"), box.texts()
    after = (box.app.step, len(box.app.record["actions"]), box.app.reveal)
    assert after != before


def _play_on(box, actions, errors):
    """Play on by ROLL (OK where a player is asked) until `actions` more are made."""
    goal = len(box.app.record["actions"]) + actions
    for _ in range(20 * actions):
        if len(box.app.record["actions"]) >= goal:
            break
        box.press("OK" if box.app.menu else "ROLL", after_ms=600)
    assert len(box.app.record["actions"]) >= goal
    assert box.runner.errors == errors, box.runner.last_error


def test_a_memory_error_loading_new_games_sheets_keeps_the_old_game_playable():
    box = _coach_box()
    _play_on(box, 6, 0)
    played = list(box.app.record["actions"])
    assert played
    load = Once(box.app.load, n=2)  # the away sheet: the home one is already read
    box.app.load = load
    _new_game(box)
    assert load.calls == 4  # the away sheet failed; the old game read its two again
    assert box.runner.errors == 1
    assert box.runner.last_error.startswith("MemoryError")
    assert box.texts()["text"].startswith("ERR MEM")
    # The old game is whole again: its sheets, its actions, its display.
    assert box.app.record["actions"] == played
    assert box.app.team_sheets["home"] is not None and box.app.team_sheets["away"] is not None
    box.press("UP")  # setup's next item: the press acts and shows at once
    assert box.runner.errors == 1, box.runner.last_error
    assert not box.texts()["text"].startswith("ERR")
    _roll_works(box, 1)
    _play_on(box, 6, 1)
    # And NEW GAME, asked again with the memory there, starts the new game.
    _new_game(box)
    assert box.runner.errors == 1, box.runner.last_error
    assert box.app.record["actions"] == []
    _roll_works(box, 1)


class Fails(Once):
    """Calls fn, except the calls numbered in ns (1-based), which raise MemoryError."""

    def __init__(self, fn, ns):
        super().__init__(fn)
        self.ns = ns

    def __call__(self, *args, **kw):
        self.n = self.calls + 1 if self.calls + 1 in self.ns else 0
        return super().__call__(*args, **kw)


def test_the_old_game_comes_back_after_a_collection_when_its_replay_finds_no_room_either():
    # On the stock UF2 with 48 KB held, the old game's replay ran out of memory too, was
    # taken for a save that cannot be resumed, and every press after showed ERR TYP.
    box = _coach_box()
    _play_on(box, 6, 0)
    played = list(box.app.record["actions"])
    collected = []
    collect = box.app.collect
    box.app.collect = lambda: (collected.append(1), collect())
    load = Fails(box.app.load, (2, 3))  # the new away sheet, then the old home sheet
    box.app.load = load
    _new_game(box)
    assert load.calls == 5  # the new game's two, the old game's first try, then its two
    assert len(collected) == 2  # NEW GAME's own, then the one before the second try
    assert box.runner.errors == 1 and box.runner.last_error.startswith("MemoryError")
    assert box.texts()["text"].startswith("ERR MEM")
    assert box.app.record["actions"] == played and "BAD SAVE" not in box.app.messages
    box.press("UP")
    assert box.runner.errors == 1, box.runner.last_error
    _roll_works(box, 1)
    _play_on(box, 6, 1)


def test_a_memory_error_in_the_coachs_warm_up_leaves_the_game_to_its_calls():
    box = _coach_box()
    # The warm-up's values: failing on the 5th leaves some of the odds made, not all.
    values = Once(coachvalues.Sit.values, n=5)
    coachvalues.Sit.values = lambda self, di: values(self, di)
    try:
        _new_game(box)
        assert values.calls >= 5
    finally:
        coachvalues.Sit.values = values.fn
    assert box.runner.errors == 0  # the warm-up is a speed-up: the coach makes them at a call
    _roll_works(box, 0)
    _play_on(box, 12, 0)


def test_a_memory_error_importing_the_coach_at_its_warm_up_is_not_kept():
    box = _coach_box()
    box.app.settings["callers"] = {"home": "human", "away": "human"}
    _new_game(box)
    solitaire._COACH[0] = None
    real = solitaire._coach
    solitaire._coach = Once(real)
    try:
        box.app.settings["callers"] = {"home": "coach", "away": "coach"}
        _new_game(box)
    finally:
        solitaire._coach = real
    assert box.runner.errors == 0
    _roll_works(box, 0)
    _play_on(box, 12, 0)


def test_a_memory_error_writing_a_save_is_shown_once_and_the_next_press_acts():
    box = _coach_box()
    _new_game(box)
    _play_on(box, 4, 0)
    write = Once(box.storage.write)
    box.storage.write = write
    writes = box.storage.writes
    for _ in range(3):  # a ROLL that makes an action: its save fails
        box.press("ROLL", after_ms=100)
        if write.calls:
            break
    assert write.calls >= 1
    assert box.runner.errors == 1
    assert box.texts()["text"].startswith("ERR MEM")
    # The save is made after all: the game on the flash is the one on the displays.
    assert write.calls >= 2 and box.storage.writes > writes
    assert not box.app.save_pending
    _roll_works(box, 1)  # at once: ERR MEM gives way to the press
    _play_on(box, 6, 1)


def test_a_memory_error_inside_a_new_sheets_parse_is_not_taken_for_a_bad_sheet(monkeypatch):
    # On the stock UF2 with 48 KB held, the JSON parser's MemoryError came back as "not
    # valid JSON": a ValueError, which the shell does not take for a lack of memory, so the
    # old game did not come back and every press after showed ERR TYP.
    import json
    import types

    from games.cfs.sheet import load as sheetload

    box = _coach_box()
    _play_on(box, 6, 0)
    played = list(box.app.record["actions"])
    parse = Once(json.loads, n=2)  # the new away sheet's
    monkeypatch.setattr(sheetload, "json", types.SimpleNamespace(load=json.load, loads=parse))
    _new_game(box)
    assert parse.calls >= 2
    assert box.runner.errors == 1 and box.runner.last_error.startswith("MemoryError")
    assert box.app.record["actions"] == played and "BAD SAVE" not in box.app.messages
    _roll_works(box, 1)
    _play_on(box, 6, 1)
