"""College Football Saturday's whole game in the real MicroPython VM, `sideline bench`'s device
figures (docs/design.md's budgets), and its host figures: found by its HOST's "vm_bench"
(host_tools/checks/bench_vm.py runs the program, host_tools/checks/bench_cmd.py prints both).

The program below runs inside the VM: the firmware's own app, runner, panel, buttons and
storage with tiny stand-ins for the I2C bus, the pins and the flash (counting bytes and
writes; the bench's #STANDINS# and #BOARD#). It plays a whole game by button presses and
reports JSON.
"""

import argparse
import contextlib
import io
import json

from host_tools.cfs import simulate_cmd

VM_PROGRAM = r"""
import gc, json, micropython
gc.collect()
IDLE = gc.mem_alloc()  # the interpreter's idle heap, before any of Sideline is loaded

from drivers.buttons import Buttons
from drivers.panel import Panel
from drivers.runner import Runner
from drivers.storage import SlotStorage
from sideline.app import App, game_box
from games.cfs.sheet.load import team_catalog
from sideline.ticks import ticks_add
game_box("cfs")  # the game's table, imported by App() otherwise: count it as code
if CALLER == "coach":
    from games.cfs.coach import caller  # loaded at the first call otherwise: count it as code
gc.collect()
CODE = gc.mem_alloc()  # with the code loaded (frozen into flash on a custom build: 0)

#STANDINS#

cfg = json.loads(open("/input/hardware.json").read())
def read(name):
    with open("/input/teams/" + name) as f:
        return f.read()
catalog, msgs, load = team_catalog([s + ".json" for s in SLUGS], read)
gc.collect()

#BOARD#
app = App(catalog, now, None, SEED, [d["role"] for d in cfg["displays"]], msgs, load)
app.settings["callers"] = {"home": CALLER, "away": CALLER}
app.settings["fast"] = FAST
app.new_game()
runner = Runner(app, panel, buttons, storage)

def run(ms):
    global now
    while ms > 0:
        now = ticks_add(now, 5)
        runner.step(now)
        ms -= 5

presses = 0
press_bytes = 0
peak = 0
live_peak = 0
alloc_max = 0
alloc_sum = 0
def press(name):
    global presses, press_bytes
    b0 = bus.bytes
    pins[pin_of[name]].v = 0
    run(60)
    pins[pin_of[name]].v = 1
    run(60)
    presses += 1
    press_bytes += bus.bytes - b0

run(100)
gc.collect()
start_heap = gc.mem_alloc()
guard = 0
while app.step != "over" and guard < MAX_PRESSES:
    # Collect only here, at the top level (see host_tools/emulator/mpvm.py); with no collection
    # during
    # the press, live heap before + all it allocates bounds the press's peak from above.
    gc.collect()
    live = gc.mem_alloc()
    if live > live_peak:
        live_peak = live
    press("OK" if app.menu else "ROLL")
    bound = gc.mem_alloc()
    if bound > peak:
        peak = bound
    if bound - live > alloc_max:
        alloc_max = bound - live
    alloc_sum += bound - live
    guard += 1
gc.collect()
h = gc.mem_alloc()
if h > live_peak:
    live_peak = h
actions = len(app.record["actions"])
game_writes = storage.writes
over = app.step == "over"
score = [app.G["score"]["home"], app.G["score"]["away"]]

# The idle tick: the clock running, nothing else happening.
app.settings["clock_mode"] = "real"
app.clock.state["ended"] = False
app.clock.state["left"] = 600000
app.step = "result"
app.reveal = None
app.flash_text = None
app.info = 0
app.missing = []
app.clock.start(now)
run(2000)
gc.collect()
b0 = bus.bytes
w0 = bus.writes
s0 = storage.writes
m0 = micropython.mem_total()
quiet = [0, 0, 0]  # ticks without a save, bytes they allocated, ticks that allocated
def idle(ms):
    # As Runner.run does on the device: one try block around the whole loop.
    global now
    n = 0
    try:
        while ms > 0:
            now = ticks_add(now, 5)
            w = storage.writes
            m = micropython.mem_total()
            runner._step(now)
            m = micropython.mem_total() - m
            if storage.writes == w:
                quiet[0] += 1
                quiet[1] += m
                if m:
                    quiet[2] += 1
            ms -= 5
            n += 1
    except Exception as e:
        runner.fault(e, now)
    return n
m0 = micropython.mem_total()
ticks = idle(60000)
alloc = micropython.mem_total() - m0
print("@@BENCH@@" + json.dumps({
    "idle_heap": IDLE,
    "code_heap": CODE - IDLE,
    "press_alloc_max": alloc_max,
    "press_alloc_mean": alloc_sum / presses,
    "live_data_heap_peak": live_peak - CODE,
    "heap_after_load_above_idle": start_heap - IDLE,
    "game_actions": actions,
    "game_over": over,
    "final_score": score,
    "errors": runner.errors,
    "last_error": runner.last_error,
    "presses": presses,
    "i2c_bytes_per_press": press_bytes / presses,
    "flash_writes_per_game": game_writes,
    "flash_writes_per_action": game_writes / actions,
    "idle_ticks": ticks,
    "idle_bytes_allocated": alloc,
    "idle_bytes_per_tick_with_saves": alloc / ticks,
    "quiet_ticks": quiet[0],
    "quiet_tick_bytes_allocated": quiet[1],
    "quiet_ticks_that_allocated": quiet[2],
    "idle_i2c_bytes_per_clock_second": (bus.bytes - b0) / 60,
    "idle_i2c_writes_per_clock_second": (bus.writes - w0) / 60,
    "idle_flash_writes_per_minute": storage.writes - s0,
}))
"""
SLUGS = ("bayou_herons", "cascade_otters", "granite_rams", "prairie_comets")


def program(seed, caller, fast, max_presses):
    """The VM program for one whole game: the teams of SLUGS, callers of one kind on both
    sides, fast play or not, at most max_presses presses."""
    return (
        VM_PROGRAM.replace("SLUGS", repr(SLUGS))
        .replace("SEED", str(seed))
        .replace("CALLER", repr(caller))
        .replace("FAST", "True" if fast else "False")
        .replace("MAX_PRESSES", str(max_presses))
    )


def host_simulation(games, seed):
    """Games per second on one core, and the same games' dice alone (the floor): what
    `sideline simulate --bench --json` prints."""

    parser = argparse.ArgumentParser(prog="sideline")
    sub = parser.add_subparsers(dest="command")
    sim = simulate_cmd.add_parser(sub)
    args = parser.parse_args(
        ["simulate", "--bench", "--games", str(games), "--seed", str(seed), "--json"]
    )
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        if args.run(args, sim) != 0:
            return None
    return json.loads(buf.getvalue())
