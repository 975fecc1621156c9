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


# ROLLs timed: their times move with the dice (a reveal, a menu, a kickoff), which the boot's
# entropy picks; six gave medians from 4.5 to 6.1 ms over three boots of one firmware.
ROLLS = 20


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
        for _ in range(ROLLS):
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


# Issue 33's budgets for the figures measured through the installed firmware's main loop
# and buttons: (limit, unit) read as "at most".
RESET_TO_FIRST_WRITE_MS = 150
BUSY_SHARE = 0.01
PRESS_MEDIAN_MS = 5
PRESS_WORST_MS = 10
RELEASE_MS = 20  # a short press of a button with a hold meaning: from its release
HELD_KB = 48  # held from power-on (a boot.py) for the coach game through the buttons
HELD_ROLLS = 40


def verdict(ok):
    return "-" if ok is None else ("pass" if ok else "FAIL")


def at_most(x, limit):
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
            verdict(at_most(reset, RESET_TO_FIRST_WRITE_MS)),
        ),
    ]
    for what, key in (
        ("CPU busy, idle after the self-test", "idle_busy_share"),
        ("CPU busy, clock running", "clock_running_busy_share"),
        ("CPU busy, after ROLLs (reveal / menu waiting)", "reveal_wait_busy_share"),
    ):
        rows.append((what, pct(r[key]), busy, verdict(at_most(r[key], BUSY_SHARE))))
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
