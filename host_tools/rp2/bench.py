"""`sideline bench --uf2 FILE`: device figures measured on the real rp2 port.

The firmware is installed on an emulated Pico as `make flash` installs it (host_tools/rp2/
board.py), then played by button presses at chosen simulated times. Times are simulated
(125 MHz, the chips on a 400 kHz bus, flash erase/program at the W25Q16JV's typical times);
"busy" is the share of simulated time the core was not asleep in WFI/WFE.
"""

import statistics

PRESS_MS = 60  # how long a finger holds a button
SETTLE_MS = 400  # after a release: the displays' last change comes within this
STOCK_FREE_AT_REPL = 244176  # bytes free at a stock v1.28.0 REPL on the Pico, nothing imported


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
    import re

    from host_tools import uf2

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
    from host_tools.rp2 import board as rp2

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
        res["reveal_wait_busy_share"] = round(busy_share(b, 2000), 3)
        press(b, pins["CLOCK"])
        res["clock_running_busy_share"] = round(busy_share(b, 3000), 3)
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


def table_rows(res):
    """(what, measured, budget) rows for one UF2's figures; times as median / worst (n)."""

    def pm(s):
        return "-" if not s else "%s / %s (n=%d)" % (s["median"], s["worst"], s["n"])

    def pct(x):
        return "-" if x is None else "%.1f%%" % (100 * x)

    kb = lambda n: "-" if n is None else "%.1f KB" % (n / 1024)  # noqa: E731
    r = res
    return [
        ("reset to first display write", "%s ms" % r["reset_to_first_display_write_ms"], "500 ms"),
        ("CPU busy, idle after the self-test", pct(r["idle_busy_share"]), "5%"),
        ("CPU busy, clock running", pct(r["clock_running_busy_share"]), "5%"),
        ("CPU busy, after ROLLs (reveal / menu waiting)", pct(r["reveal_wait_busy_share"]), "5%"),
        ("menu press to first change", pm(r["menu_press_to_first_change_ms"]), "12 / 20 ms"),
        ("menu press to all displays settled", pm(r["menu_press_to_settled_ms"]), ""),
        ("ROLL press to first change", pm(r["roll_press_to_first_change_ms"]), "12 / 20 ms"),
        ("heap free after Ctrl-C (modules loaded)", kb(r["heap_free_after_ctrl_c"]), ""),
        ("code + data on the heap (vs a bare REPL)", kb(r.get("code_and_data_on_heap")), ""),
    ]
