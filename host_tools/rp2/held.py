"""Issue 33's memory check on the real rp2 port: `KB` x 1 KB held from power-on (a boot.py
that allocates them before main.py runs), then a player's coach game through the firmware's
own main loop and buttons: coaches chosen on both sides in setup, back to play (the coach
warms up), NEW GAME, and ROLLs. Prints one JSON line: what the text line showed after the
boot and after NEW GAME, every ERR the presses showed, the errors on the console, the
coach's calls, and the heap at the REPL afterwards.

    python -m host_tools.rp2.held --uf2 build/uf2/sideline-stock-RPI_PICO.uf2 --kb 48 --rolls 40

With --heap-every MS the boot.py also collects and prints `micropython.mem_info()` every MS
ms of the board's clock (a machine.Timer), so the line carries the heap as the flow left it
at each step: free bytes and the largest free block after a collection ("heap"). The
collections change when the firmware's own ones fall: a diagnostic, not the budget's run.
"""

import argparse
import json
import sys

from host_tools.rp2 import board as rp2
from host_tools.rp2.bench import heap, press
from host_tools.rp2.board import BoardError
from sideline.app import DEFAULT_GAME

SETUP_ITEMS_BEFORE_H_CALL = 3  # GAME, HOME, AWAY (four games installed)
COACH_STEPS = 2  # PLAYER -> CARDS -> COACH


def hold_from_power_on(board, kb, heap_ms=0):
    """Write a boot.py holding kb x 1 KB (its global stays alive through main.py), then
    reset the board into it; heap_ms: also print the heap every heap_ms ms (module doc)."""

    if kb or heap_ms:
        code = "_HELD=[bytearray(1024) for _ in range(%d)]\\n" % kb
        if heap_ms:
            code += (
                "import machine,micropython\\n"
                "def _heap(t):\\n import gc;gc.collect();micropython.mem_info()\\n"
                "_T=machine.Timer(period=%d,callback=_heap)\\n" % heap_ms
            )
        out = board.repl(
            "f=open('boot.py','w');f.write('%s');f.close();print('HELD'+'BOOT')" % code
        )
    else:
        out = board.repl("import os\ntry: os.remove('boot.py')\nexcept OSError: pass\n\n")
        out += "HELDBOOT"
    if "HELDBOOT" not in out:
        raise BoardError("could not write boot.py: %s" % out.strip()[-200:])
    board.serial("import machine;machine.reset()\r\n")


class Player:
    """Presses buttons on the emulated board and reads its text line after each."""

    def __init__(self, board):
        self.b = board
        self.box = rp2.Rp2Box(board)
        self.pins = {x["name"]: x["pin"] for x in board.cfg["buttons"]}
        self.shown = []

    def press(self, name, settle_ms=400):
        press(self.b, self.pins[name], settle_ms=settle_ms)
        self.box.sync()
        text = self.box.texts()["text"]
        self.shown.append((name, text))
        return text

    def errors(self):
        return [line for line in self.box.lines if "error" in line or "Error" in line]

    def calls(self):
        return [line for line in self.box.lines if "call:" in line]

    def to_setup(self):
        # play, manual, dice, setup; one more if the self-test's screen took the first
        for _ in range(5):
            if self.press("MODE", settle_ms=900).startswith("GAME"):
                return True
        return False

    def coaches_on_both_sides(self):
        if not self.to_setup():
            return False
        for _ in range(SETUP_ITEMS_BEFORE_H_CALL):
            self.press("UP")
        for _side in ("home", "away"):
            self.press("OK")
            for _ in range(COACH_STEPS):
                self.press("UP")
            if not self.press("OK").strip().endswith("COACH"):
                return False
            self.press("UP")
        return True

    def new_game(self):
        if not self.to_setup() or self.press("DOWN").strip() != "NEW GAME":
            return False
        self.press("OK")
        self.press("OK", settle_ms=4000)
        return True


def coach_code(board):
    """Bytes of heap the coach's modules take once imported, at the REPL (main.py stopped,
    the coach not yet imported there): its code on the stock UF2, little when frozen. The
    coach is that of the game a fresh board boots into (DEFAULT_GAME), the one played here."""
    code = (
        "import gc,sys,games.%s\n"
        "for _n in [k for k in sys.modules if 'coach' in k or k.endswith('.odds')]:\n"
        " sys.modules.pop(_n)\n"
        " _q,_s=_n.rsplit('.',1)\n"
        " _p=sys.modules.get(_q)\n"
        " if _p and _s in _p.__dict__: delattr(_p,_s)\n"
        "gc.collect()\n"
        "_a=gc.mem_alloc()\n"
        "from games.%s.coach import caller\n"
        "gc.collect()\n"
        "print('COACH',gc.mem_alloc()-_a)\n"
    ) % (DEFAULT_GAME, DEFAULT_GAME)
    out = board.repl("exec(%r)" % code, limit_ms=120000)
    for line in out.splitlines():
        if line.startswith("COACH "):
            return int(line.split()[1])
    return None


def last_heap(lines):
    """[free bytes, largest free block in bytes] of the last mem_info() in lines, or None."""
    free = None
    for line in reversed(lines):
        if "max free sz:" in line and free is None:
            block = int(line.split("max free sz:")[1].split()[0]) * 16  # 16-byte GC blocks
            free = [None, block]
        elif line.startswith("GC: total:") and free is not None:
            free[0] = int(line.split("free:")[1].split()[0].strip(","))
            return free
    return None


def coach_game(uf2, kb, rolls, out=sys.stderr, heap_ms=0):
    """The figures of one run (a dict); see the module's doc."""

    b = rp2.start(uf2, out=out)
    res = {"uf2": str(uf2), "held_kb": kb, "rolls": rolls}
    try:
        b.run(3000)
        hold_from_power_on(b, kb, heap_ms)
        b.run(7000)
        p = Player(b)
        steps = res["heap"] = {}
        res["after_boot"] = p.box.texts()["text"]
        res["booted"] = "?" not in res["after_boot"]  # "?.?." : the lamp test still lit
        if res["booted"]:
            p.press("OK")  # ALL GOOD
            steps["play"] = last_heap(p.box.lines)
            res["coaches_chosen"] = p.coaches_on_both_sides()
            steps["setup, coaches chosen"] = last_heap(p.box.lines)
            p.press("BACK", settle_ms=3000)
            steps["play, coaches warmed up"] = last_heap(p.box.lines)
            res["new_game_asked"] = p.new_game()
            steps["after NEW GAME"] = last_heap(p.box.lines)
            res["after_new_game"] = p.shown[-1][1]
            texts = [p.press("ROLL", settle_ms=1200) for _ in range(rolls)]
            steps["after the ROLLs"] = last_heap(p.box.lines)
            res["err_shown"] = sorted(set(t.strip() for t in texts if t.startswith("ERR")))
            res["err_presses"] = sum(1 for t in texts if t.startswith("ERR"))
            res["coach_calls"] = len(p.calls())
        res["errors"] = p.errors()[:10]
        free, used = heap(b)
        res["heap_free_at_repl"] = free
        res["heap_used_at_repl"] = used
        res["coach_code_bytes"] = coach_code(b)
    finally:
        b.close()
    return res


def main(argv=None):
    a = argparse.ArgumentParser(prog="held", description=__doc__.split("\n\n")[0])
    a.add_argument("--uf2", required=True)
    a.add_argument("--kb", type=int, default=48)
    a.add_argument("--rolls", type=int, default=40)
    a.add_argument("--heap-every", type=int, default=0, metavar="MS")
    args = a.parse_args(argv)
    print(json.dumps(coach_game(args.uf2, args.kb, args.rolls, heap_ms=args.heap_every)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
