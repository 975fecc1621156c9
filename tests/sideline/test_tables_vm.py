"""The three engine games' tables in the real MicroPython VM (host_tools/emulator/mpvm.py): a whole
game
per engine played with the OK button only (the first item of every menu, 0 for every
number), ending where the same presses end it under CPython, with the same save; and a
quiet tick() allocating nothing."""

import json

import pytest

from host_tools.emulator.tables_bot import FIRMWARE, VM_NEW_TABLE
from sideline.shell import PRESS, ROLES

GAMES = (("fliip", "teams/fliip"), ("dicebowl", None), ("rlb", "teams/rlb"))

PROGRAM = (
    """
import gc
import json
from sideline.shell import PRESS
"""
    + VM_NEW_TABLE
    + """
now = 0
n = 0
while not t.over() and n < 4000:
    now += 50
    t.press("OK", PRESS, now)
    t.tick(now + 10)
    for role in %(roles)r:
        t.render(role)
    n += 1
def quiet(t, now):
    # gc.collect() is not safe in the wasm VM (it cannot see the wasm stack): just measure.
    before = gc.mem_alloc()
    for i in range(200):
        t.tick(now)
    return gc.mem_alloc() - before
q = quiet(t, now + 5)
print("@@" + json.dumps({"summary": t.summary(), "save": json.loads(t.payload()), "n": n}))
print("@@%%d" %% q)
"""
)


def ok_only(game, folder):
    """The same game under CPython."""
    box = __import__("games.%s.box" % game, fromlist=["box"])
    names = sorted(p.name for p in (FIRMWARE / folder).iterdir()) if folder else []
    cat, _msgs, load = box.catalog(names, lambda n: (FIRMWARE / folder / n).read_text())
    t = box.Table(cat, load, 0, None, 3, None, None)
    now = 0
    n = 0
    while not t.over() and n < 4000:
        now += 50
        t.press("OK", PRESS, now)
        t.tick(now + 10)
        for role in ROLES:
            t.render(role)
        n += 1
    return {"summary": t.summary(), "save": json.loads(t.payload()), "n": n}, names


@pytest.mark.vm
@pytest.mark.parametrize("game,folder", GAMES)
def test_a_whole_game_in_the_micropython_vm_equals_cpythons(mpvm, game, folder):
    want, names = ok_only(game, folder)
    assert want["summary"]["over"] and want["n"] < 4000
    code = PROGRAM % {"game": game, "names": names, "folder": folder, "roles": ROLES, "seed": 3}
    out = mpvm.exec(code)
    _, got, quiet = out.split("@@")
    assert json.loads(got) == want
    assert int(quiet) == 0  # tick() on a quiet pass (every 5 ms on the Pico) allocates nothing
