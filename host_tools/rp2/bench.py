"""`sideline bench --uf2 FILE`: device figures measured on the real rp2 port.

The firmware is installed on an emulated Pico as `make flash` installs it (host_tools/rp2/
board.py), then played by button presses at chosen simulated times. Times are simulated
(125 MHz, the chips on a 400 kHz bus, flash erase/program at the W25Q16JV's typical times);
"busy" is the share of simulated time the core was not asleep in WFI/WFE.
"""

import re
import statistics

from host_tools.device import uf2
from host_tools.rp2 import board as rp2

PRESS_MS = 60  # how long a finger holds a button
SETTLE_MS = 400  # after a release: the displays' last change comes within this
STOCK_FREE_AT_REPL = 244176  # bytes free at a stock v1.28.0 REPL on the Pico, nothing imported
# A running clock's busy share is read over one period of its saves (the shell saves every
# SAVE_EVERY_MS while only the clock runs: tests hold the two equal), so the window holds
# one save wherever it falls; a 3 s window read 4.8% or 5.0% by whether a save fell in it.
CLOCK_WINDOW_MS = 10000


def _first_after(events, t):
    later = [e[0] for e in events if e[0] >= t]
    return min(later) if later else None


def press(board, pin, hold_ms=PRESS_MS, settle_ms=SETTLE_MS):
    """Press and release a button; return (ms to the first display change, ms to the last
    change within settle_ms of the release), both from the press, or None if nothing
    changed."""
    t0 = board.now_ns
    board.button(pin, True)
    board.run(hold_ms)
    board.button(pin, False)
    board.run(settle_ms)
    ev = board.events(t0)
    if not ev:
        return None, None
    return (min(e[0] for e in ev) - t0) / 1e6, (max(e[0] for e in ev) - t0) / 1e6


def release_to_first_change(board, pin, hold_ms=PRESS_MS, settle_ms=SETTLE_MS):
    """Press and release a button; ms from the release to the first display change after
    it (a button that acts on release: UNDO, CLOCK), or None if nothing changed."""
    board.button(pin, True)
    board.run(hold_ms)
    t0 = board.now_ns
    board.button(pin, False)
    board.run(settle_ms)
    first = _first_after(board.events(t0), t0)
    return None if first is None else (first - t0) / 1e6


def busy_share(board, ms):
    s0 = board.stats()
    board.run(ms)
    s1 = board.stats()
    return (s1["busy"] - s0["busy"]) / (s1["t"] - s0["t"])


def heap(board):
    """After Ctrl-C stops the main loop (its modules stay imported): free and used heap."""
    out = board.repl("import gc;gc.collect();print('HEAP',gc.mem_free(),gc.mem_alloc())")
    for line in out.splitlines():
        if line.startswith("HEAP "):
            free, used = line.split()[1:3]
            return int(free), int(used)
    return None, None


def _version(board):
    """MicroPython's version from the UF2's banner string (read from the flash image)."""

    data = uf2.to_bin(board.uf2_bytes)
    m = re.search(rb"MicroPython v(\d+\.\d+\.\d+)", data)
    return m.group(1).decode() if m else "?"


def _stats(xs):
    xs = [x for x in xs if x is not None]
    if not xs:
        return None
    return {"median": round(statistics.median(xs), 1), "worst": round(max(xs), 1), "n": len(xs)}


def measure(uf2, config=None, out=None):
    """The figures for one UF2 (a dict), from one run of the firmware from power-on."""

    b = rp2.start(uf2, config=config, out=out)
    try:
        pins = {x["name"]: x["pin"] for x in b.cfg["buttons"]}
        res = {"uf2": str(uf2)}
        # Power-on: the self-test's lamp test, role labels, scan result.
        b.run(6000)
        ev = b.events(0)
        res["reset_to_first_display_write_ms"] = round(ev[0][0] / 1e6, 1) if ev else None
        res["boot_busy_share"] = round(b.stats()["busy"] / b.now_ns, 3)
        res["serial"] = b.serial()[-400:]
        res["micropython"] = _version(b)
        # Idle at the first screen after the self-test (once the new game's first save,
        # a few flash erases, is done).
        b.run(4000)
        res["idle_busy_share"] = round(busy_share(b, 3000), 3)
        # Menu moves: MODE cycles the modes (play, manual, dice, setup), UP/DOWN move in
        # setup's list. Each MODE flashes the mode's name for 0.7 s: wait it out before the
        # next press, so that a change is the press's own.
        moves = []
        settled = []
        each = []
        for name in ["MODE"] * 3 + ["UP", "DOWN"] * 3 + ["MODE"]:
            first, last = press(b, pins[name], settle_ms=900 if name == "MODE" else SETTLE_MS)
            moves.append(first)
            settled.append(last)
            each.append([name, first, last])
        res["menu_presses"] = each
        res["menu_press_to_first_change_ms"] = _stats(moves)
        res["menu_press_to_settled_ms"] = _stats(settled)
        # Back to play mode (MODE cycles: play, manual, dice, setup), then ROLLs: the kickoff
        # and the plays, human callers taking the first choice (OK) when a menu asks.
        rolls = []
        for _ in range(6):
            first, _last = press(b, pins["ROLL"], settle_ms=1500)
            rolls.append(first)
            press(b, pins["OK"], settle_ms=300)
        res["roll_press_to_first_change_ms"] = _stats(rolls)
        # UNDO acts on its release (held, it redoes); a press 300 ms after it, while its
        # message shows, acts and shows at once (issue 33 items 3 and 4). Each UNDO takes
        # back a ROLL made just before it.
        undos = []
        over = []
        for _ in range(3):
            press(b, pins["ROLL"], settle_ms=1500)
            undos.append(release_to_first_change(b, pins["UNDO"], settle_ms=300 - PRESS_MS))
            first, _last = press(b, pins["UP"], settle_ms=1000)
            over.append(first)
        res["undo_release_to_first_change_ms"] = _stats(undos)
        res["press_over_a_message_to_first_change_ms"] = _stats(over)
        # The waiting after the last press, once its own work is done (the action's save
        # written to flash, its displays drawn): a save in the window read 5.9% busy once.
        b.run(1200)
        res["reveal_wait_busy_share"] = round(busy_share(b, 2000), 3)
        press(b, pins["CLOCK"])
        b.run(1200)  # the press's own work (its save and redraw) done, as above
        res["clock_running_busy_share"] = round(busy_share(b, CLOCK_WINDOW_MS), 3)
        free, used = heap(b)
        res["heap_free_after_ctrl_c"] = free
        res["heap_used_after_ctrl_c"] = used
        if free is not None:
            res["code_and_data_on_heap"] = STOCK_FREE_AT_REPL - free
        st = b.stats()
        res["simulated_s"] = round(st["t"] / 1e9, 1)
        res["flash_erases"] = st["erases"]
        return res
    finally:
        b.close()


BALLAST = 48 * 1024  # headroom held for the features still to come (issue 10)

# A whole game played at the REPL by the firmware's own modules (as `make flash` installs
# them; the sheets read by the game's own catalog and its checker dropped after, as main.py
# does), the main loop
# stopped by Ctrl-C; human callers answer as the box's first menu item
# would (no check-off, no audible: the app's NO CHECK and NO AUD come first). Each action's
# callers timed on the Pico's clock, the heap collected and read after every action, while
# `ballast` bytes are held (in 1 KB pieces: headroom for small allocations to come, not one
# block the heap may not have).
_GAME = """
import gc,time
from games.cfs.box import catalog
from games.cfs import callers, game
from sideline.dice import seed_state
def _rd(p):
 with open(p) as f: return f.read()
def _first(step,side,options):
 if step=='checkoff' or step=='audible':
  return None
 o=options[0]
 return o[0] if type(o) is tuple else o
_c,_m,_load=catalog(['%(home)s.json','%(away)s.json'],lambda n:_rd('teams/'+n))
S={'home':_load('%(home)s'),'away':_load('%(away)s')}
_c=_m=_load=catalog=None
import sys
import games.cfs as _pkg
for _n in sys.modules['games.cfs.box'].CHECKER:
 sys.modules.pop('games.cfs.'+_n,None)
 if _n in _pkg.__dict__: delattr(_pkg,_n)
_pkg=None
gc.collect()
f0=gc.mem_free()
B=[bytearray(1024) for _ in range(%(ballast)d//1024)]
G=game.new_game(S,seed_state(%(seed)d))
st={'home':callers.new_caller_state('%(kind)s',%(seed)d+1),'away':callers.new_caller_state('%(kind)s',%(seed)d+2)}
t=time.ticks_us()
callers.warm(st,G,S)
print('WARM',time.ticks_diff(time.ticks_us(),t)/1000)
gc.collect()
h0=gc.mem_alloc()
n=0
err=''
while not game.is_over(G):
 p=G['possession'];k=G['phase']
 t=time.ticks_us()
 try:
  a=callers.next_action(st,G,S,None,_first)
 except MemoryError as e:
  err=repr(e);break
 ms=time.ticks_diff(time.ticks_us(),t)/1000
 game.apply(G,S,a)
 a=None
 gc.collect()
 print('ACT',n,k,p,ms,gc.mem_alloc()-h0,gc.mem_free())
 n+=1
print('OVER',game.is_over(G),n,f0,err)
"""


def game_at_repl(
    board, kind="coach", ballast=BALLAST, seed=1, home="granite_rams", away="cascade_otters"
):
    """Play a whole game at the board's REPL with `kind` callers on both sides: per action
    (number, phase, possession, caller ms, live bytes since the start, bytes free), and
    whether the game finished (no MemoryError)."""
    code = _GAME % {"home": home, "away": away, "ballast": ballast, "seed": seed, "kind": kind}
    out = board.repl("exec(%r)" % code, ms=2000, limit_ms=3600 * 1000)
    return parse_game(out)


def parse_game(out):
    """game_at_repl's reading of what the REPL printed."""
    acts = []
    over = None
    warm = None
    for line in out.splitlines():
        w = line.split()
        if w[:1] == ["ACT"] and len(w) == 7:
            acts.append((int(w[1]), w[2], w[3], float(w[4]), int(w[5]), int(w[6])))
        elif w[:1] == ["OVER"]:
            over = line.strip()
        elif w[:1] == ["WARM"] and len(w) == 2:
            warm = float(w[1])
    return {"actions": acts, "over": over, "warm_ms": warm, "tail": out[-300:]}


def game_figures(played):
    """What a game at the REPL (game_at_repl) says: live heap per action, the callers'
    times (first call, the first after each change of possession, typical, worst), and
    whether the whole game was played."""
    acts = played["actions"]
    over = (played.get("over") or "").split()
    calls = [a for a in acts if a[1] != "kickoff"]
    out = {
        "finished": over[1:2] == ["True"],
        "actions": len(acts),
        "free_before_ballast": int(over[3]) if len(over) > 3 else None,
        "error": " ".join(over[4:]) or None,
        "live_heap_max": max((a[4] for a in acts), default=None),
        "live_heap_median": statistics.median([a[4] for a in acts]) if acts else None,
        "free_min": min((a[5] for a in acts), default=None),
        "warm_ms": played.get("warm_ms"),
    }
    if calls:
        times = [a[3] for a in calls]
        turns = []
        last = calls[0][2]
        for a in calls[1:]:
            if a[2] != last:
                turns.append(a[3])
                last = a[2]
        out["call_first_ms"] = round(times[0], 1)
        out["call_after_change_of_possession_ms"] = round(max(turns), 1) if turns else None
        out["call_typical_ms"] = round(statistics.median(times), 1)
        out["call_worst_ms"] = round(max(times), 1)
        out["calls"] = len(times)
    return out


def device_games(uf2, kinds=("human", "card", "coach"), ballast=BALLAST, out=None):
    """For each kind of callers, a fresh board: heap after boot (main's modules loaded),
    then a whole game at the REPL holding `ballast` bytes (game_figures)."""

    res = {}
    for kind in kinds:
        b = rp2.start(uf2, out=out)
        try:
            b.run(6000)
            free, used = heap(b)
            g = game_figures(game_at_repl(b, kind=kind, ballast=ballast))
            g["heap_free_after_boot"] = free
            g["heap_used_after_boot"] = used
            res[kind] = g
        finally:
            b.close()
    return res


# Issue 33's budgets for the figures measured through the installed firmware's main loop
# and buttons: (limit, unit) read as "at most".
RESET_TO_FIRST_WRITE_MS = 150
BUSY_SHARE = 0.01
PRESS_MEDIAN_MS = 5
PRESS_WORST_MS = 10
RELEASE_MS = 20  # a short press of a button with a hold meaning: from its release
CALL_WORST_MS = 150  # the coach's slowest call on the stock UF2, 48 KB held
HELD_KB = 48  # held from power-on (a boot.py) for the coach game through the buttons
HELD_ROLLS = 40


def verdict(ok):
    return "-" if ok is None else ("pass" if ok else "FAIL")


def _at_most(x, limit):
    return None if x is None else x <= limit


def _press_ok(s):
    if not s:
        return None
    return s["median"] <= PRESS_MEDIAN_MS and s["worst"] <= PRESS_WORST_MS


def table_rows(res):
    """(what, measured, budget, pass/fail) rows for one UF2's figures; times as median /
    worst (n)."""

    def pm(s):
        return "-" if not s else "%s / %s (n=%d)" % (s["median"], s["worst"], s["n"])

    def pct(x):
        return "-" if x is None else "%.1f%%" % (100 * x)

    kb = lambda n: "-" if n is None else "%.1f KB" % (n / 1024)  # noqa: E731
    r = res
    busy = "%d%%" % (100 * BUSY_SHARE)
    press = "%d / %d ms" % (PRESS_MEDIAN_MS, PRESS_WORST_MS)
    reset = r["reset_to_first_display_write_ms"]
    rows = [
        (
            "reset to first display write",
            "%s ms" % reset,
            "%d ms" % RESET_TO_FIRST_WRITE_MS,
            verdict(_at_most(reset, RESET_TO_FIRST_WRITE_MS)),
        ),
    ]
    for what, key in (
        ("CPU busy, idle after the self-test", "idle_busy_share"),
        ("CPU busy, clock running", "clock_running_busy_share"),
        ("CPU busy, after ROLLs (reveal / menu waiting)", "reveal_wait_busy_share"),
    ):
        rows.append((what, pct(r[key]), busy, verdict(_at_most(r[key], BUSY_SHARE))))
    for what, key in (
        ("menu press to first change", "menu_press_to_first_change_ms"),
        ("ROLL press to first change", "roll_press_to_first_change_ms"),
    ):
        rows.append((what, pm(r[key]), press, verdict(_press_ok(r[key]))))
    over = r.get("press_over_a_message_to_first_change_ms")
    rows.append(
        ("UP 300 ms after UNDO (its message showing)", pm(over), press, verdict(_press_ok(over)))
    )
    undo = r.get("undo_release_to_first_change_ms")
    rows.append(
        (
            "UNDO: release to first change",
            pm(undo),
            "%d ms" % RELEASE_MS,
            verdict(None if not undo else undo["worst"] <= RELEASE_MS),
        )
    )
    rows.append(("menu press to all displays settled", pm(r["menu_press_to_settled_ms"]), "", ""))
    rows += held_rows(r.get("held"))
    rows += [
        ("heap free after Ctrl-C (modules loaded)", kb(r["heap_free_after_ctrl_c"]), "", ""),
        ("code + data on the heap (vs a bare REPL)", kb(r.get("code_and_data_on_heap")), "", ""),
    ]
    return rows


def held_rows(h):
    """Rows of a coach game through main.py and the buttons with KB held from power-on
    (host_tools/rp2/held.coach_game's figures)."""
    if not h:
        return []
    kb = h["held_kb"]
    new_game = h.get("after_new_game")
    started = None if new_game is None else new_game.strip() == "KICKOFF"
    errs = h.get("err_presses")
    return [
        (
            "%d KB held from power-on: boots through main.py" % kb,
            "yes" if h["booted"] else "NO (%s)" % (h["errors"][-1:] or ["?"])[0][-48:],
            "yes",
            verdict(h["booted"]),
        ),
        (
            "%d KB held: NEW GAME with coaches on both sides" % kb,
            "-" if new_game is None else new_game.strip() or "(blank)",
            "KICKOFF",
            verdict(started),
        ),
        (
            "%d KB held: ERR shown in %d ROLLs of the coach game" % (kb, h["rolls"]),
            "-"
            if errs is None
            else " ".join(["%d" % errs] + h.get("err_shown", []))
            + "; %d errors on the console" % len(h["errors"]),
            "0",
            verdict(None if errs is None else errs == 0 and not h["errors"]),
        ),
    ]


def game_rows(games):
    """(what, one column per kind of callers..., budget) rows of device_games' figures."""
    kinds = list(games)

    def kb(n):
        return "-" if n is None else "%.1f KB" % (n / 1024)

    def ms(x):
        return "-" if x is None else "%.1f ms" % x

    def row(what, f, budget="", ok=None):
        oks = [ok(games[k]) for k in kinds] if ok else []
        oks = [o for o in oks if o is not None]
        return tuple(
            [what] + [f(games[k]) for k in kinds] + [budget, verdict(all(oks)) if oks else ""]
        )

    def under(key, limit):
        return lambda g: _at_most(g.get(key), limit)

    return [
        row("heap free after boot (Ctrl-C)", lambda g: kb(g.get("heap_free_after_boot"))),
        row("heap used after boot (code + data)", lambda g: kb(g.get("heap_used_after_boot"))),
        row(
            "whole game played (actions)",
            lambda g: (
                "%s (%d)%s"
                % (
                    "yes" if g["finished"] else "NO",
                    g["actions"],
                    " " + g["error"] if g["error"] else "",
                )
            ),
            "yes",
            lambda g: g["finished"],
        ),
        row(
            "live heap of the game, median / max",
            lambda g: "%s / %s" % (kb(g["live_heap_median"]), kb(g["live_heap_max"])),
        ),
        row("least heap free after an action", lambda g: kb(g["free_min"])),
        row("coach made ready as the game starts", lambda g: ms(g.get("warm_ms"))),
        row(
            "callers: first call",
            lambda g: ms(g.get("call_first_ms")),
            "300 ms",
            under("call_first_ms", 300),
        ),
        row(
            "callers: after a change of possession (worst)",
            lambda g: ms(g.get("call_after_change_of_possession_ms")),
            "300 ms",
            under("call_after_change_of_possession_ms", 300),
        ),
        row(
            "callers: typical (median)",
            lambda g: ms(g.get("call_typical_ms")),
            "300 ms",
            under("call_typical_ms", 300),
        ),
        row(
            "callers: worst",
            lambda g: ms(g.get("call_worst_ms")),
            "%d ms" % CALL_WORST_MS,
            under("call_worst_ms", CALL_WORST_MS),
        ),
    ]
