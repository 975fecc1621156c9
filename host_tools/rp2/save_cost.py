"""What a save costs on the real rp2 port (issue 26, item 2): for each game, played by the
board's buttons on the emulated Pico from the stock UF2 (ROLL and OK, seeded) until `saves`
saves, then UNDO pressed `undos` times (its REDO steps kept in the save as well as its
history), the save file's size on littlefs (read from the flash image by the host), the
part of it that is undo history (the save's top-level keys "history", "redo", "previous",
as JSON), and one save made at the REPL by the firmware's own code on that state: its time
on the Pico's clock and the heap it allocates (gc off while it runs: every byte it takes).

    python -m host_tools.rp2.save_cost --uf2 build/uf2/sideline-stock-RPI_PICO.uf2
"""

import argparse
import json
import random
import sys
import tempfile

import games
from host_tools.rp2 import powercut
from host_tools.rp2.powercut import newest
from sideline import store

UNDO_KEYS = ("history", "redo", "previous")
IDLE_PRESSES = 40  # presses in a row without a save: the game is over (CFS's menus take a few)
PLAY = ("ROLL",) * 4 + ("OK",) * 3 + ("UP", "DOWN", "BACK")  # a game's menus want these too

# A save made as main.py makes it: the saved game resumed into its table, then written by
# the storage; once with gc off (every byte it allocates), once with gc on (its time as the
# main loop sees it, a collection included when one falls due).
_SAVE = """
import gc,os,sys,time,json
gc.collect()
from drivers.storage import file_storage,FileReader
from drivers.boot import read_text
from sideline.app import App,installed,teams_opener,DEFAULT_GAME
_st=file_storage()
_gid,_saved=_st.game(DEFAULT_GAME)
_cat,_m,_load=teams_opener(os.listdir,read_text)(_gid)
_pkg=sys.modules['games.'+_gid]
_pkg.read_at=FileReader(getattr(_pkg,'FILES',()))
_roles=[d['role'] for d in json.loads(read_text('hardware.json'))['displays']]
_app=App(_cat,0,_saved,1,_roles,[],_load,_gid,installed(),None,_st)
_saved=None
gc.collect()
_f=gc.mem_free()
gc.disable()
_a=gc.mem_alloc();_t=time.ticks_us()
_s=_st.save(_app.save_parts())
_dt=time.ticks_diff(time.ticks_us(),_t);_b=gc.mem_alloc()
gc.enable()
gc.collect()
_t=time.ticks_us()
_s=_st.save(_app.save_parts())
_dt2=time.ticks_diff(time.ticks_us(),_t)
print('SAVE',_gid,os.stat(('save0.sln','save1.sln')[_s])[6],_dt,_dt2,_b-_a,_f)
"""


def undo_bytes(payload):
    """(bytes of the save's JSON that are undo history, {key: bytes}) for a payload."""
    p = json.loads(payload)
    each = {k: len(json.dumps(p[k]).encode()) for k in UNDO_KEYS if k in p}
    rest = {k: v for k, v in p.items() if k not in UNDO_KEYS}
    return len(payload) - len(json.dumps(rest).encode()), each


def _state(rnd, label):
    """The newest save slot's figures, from the flash image as the host reads it."""

    files = rnd.files()
    got = newest(files)
    name = [n for n in store.SLOTS if store.decode(files.get(n)) == got][0]
    undo, each = undo_bytes(got[1])
    return {"state": label, "file_bytes": len(files[name]), "undo_bytes": undo, "undo_keys": each}


def _repl_save(board):
    out = board.repl("exec(%r)" % _SAVE, ms=500, limit_ms=600000)
    for line in out.splitlines():
        w = line.split()
        if w[:1] == ["SAVE"] and len(w) == 7:
            return {
                "repl_file_bytes": int(w[2]),
                "save_ms_gc_off": int(w[3]) / 1000,
                "save_ms": int(w[4]) / 1000,
                "save_heap_bytes": int(w[5]),
                "heap_free_before": int(w[6]),
            }
    return {"repl_error": out.strip()[-300:]}


def measure(uf2, game, saves=40, undos=20, seed=1, out=sys.stderr):
    """The figures of one game (a list: mid-game, then after the UNDOs)."""

    pristine = powercut.pristine_image(uf2, out=out)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        rnd = powercut.Round(uf2, pristine, game, random.Random(seed), powercut.Counts(), tmp)
        try:
            done = idle = 0
            while done < saves and idle < IDLE_PRESSES:
                if rnd.plain(PLAY):
                    done, idle = done + 1, 0
                else:
                    idle += 1
            rows.append(_state(rnd, "after %d saves" % done))
            rows[-1].update(_repl_save(rnd.board))
            rnd.board.serial("import machine;machine.reset()\r\n")
            rnd.box.advance(200)
            rnd._boot("reset")
            for _ in range(undos):
                rnd.plain(("UNDO",))
            rows.append(_state(rnd, "then UNDO x%d" % undos))
            rows[-1].update(_repl_save(rnd.board))
        finally:
            rnd.close()
    return rows


def main(argv=None):
    a = argparse.ArgumentParser(prog="save_cost", description=__doc__.split("\n\n")[0])
    a.add_argument("--uf2", required=True)
    a.add_argument("--games", default=",".join(games.INSTALLED))
    a.add_argument("--saves", type=int, default=40)
    a.add_argument("--undos", type=int, default=20)
    a.add_argument("--seed", type=int, default=1)
    args = a.parse_args(argv)
    for game in args.games.split(","):
        for row in measure(args.uf2, game, args.saves, args.undos, args.seed):
            print(json.dumps({"game": game, **row}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
