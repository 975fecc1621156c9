# Wires the real hardware to the app (main.py runs boot()). Boot: wiring file, I2C scan,
# displays, buttons, team sheets, the saved game; then the main loop, which nothing stops.
import gc
import json
import os
import sys
import time

import machine

from drivers.panel import Panel

# Only what the displays' first write needs is imported before it (the self-test and the
# buttons after: each import is a file read on a stock Pico); the game's modules
# (sideline.app, the chosen game's, drivers.runner) in main(), behind the lit lamp test:
# importing them first kept the displays dark for 0.6 s. Only the chosen game is imported
# (the saved game's, else the first installed): one game's code on the heap.

LOOP_MS = 5  # buttons are polled every pass; debouncing needs a few ms resolution
IDLE_MS = 50  # the passes' spacing while the board rests: a press ends the sleep at once
SIO_GPIO_IN = 0xD0000004  # RP2040 datasheet 2.3.1.7: the input level of GPIO 0-29
# The boot's own code, off the heap once the self-test is over: the wiring file's checker
# and the self-test's screens (8 KB of a stock Pico's heap, where the code is on the heap;
# the coach game after NEW GAME with 48 KB held from power-on needs it, issue 33).
BOOT_ONLY = ("sideline.selftest", "sideline.config")


def log(msg):
    print("sideline:", msg)


def forget(names):
    # Modules needed only now and then (the boot's, a game's data checker): off the heap
    # between, once nothing else holds them (their package's attribute included).
    for name in names:
        sys.modules.pop(name, None)
        parent, short = name.rsplit(".", 1)
        pkg = sys.modules.get(parent)
        if pkg is not None and short in pkg.__dict__:
            delattr(pkg, short)


def forget_modules(game_id, names):
    forget(["games.%s.%s" % (game_id, short) for short in names])


def all_up_reader(buttons):
    # Every button pin's level in one read of the SIO's GPIO_IN register: the idle main
    # loop's check for a press costs one call instead of one per button.
    mask = 0
    for b in buttons:
        mask |= 1 << b["pin"]
    mem = machine.mem32
    return lambda: mem[SIO_GPIO_IN] & mask == mask


def entropy():
    # The dice's seed: the ADC's noise on the temperature sensor and the boot time.
    adc = machine.ADC(4)
    x = int(time.ticks_cpu())
    for _ in range(32):
        x = ((x << 3) ^ adc.read_u16() ^ (x >> 7)) & 0x3FFFFFFF
    return x


def wiring():
    """(the wiring file, None), or (the reference wiring, why the file cannot be used): a
    board whose wiring file is missing or damaged still boots, plays and says why."""
    # why: Pico heap: the checker leaves the heap once the self-test is over (BOOT_ONLY)
    from sideline.config import check_config, reference

    try:
        # Read here rather than by drivers.boot's read_text, whose module (a file read, about
        # 13 ms on a stock Pico) is then loaded after the displays' first write. The heap is
        # empty this early: the file's text needs no care for how its blocks are asked.
        with open("hardware.json") as f:
            cfg = json.loads(f.read())
        problem = check_config(cfg)
    except Exception as e:  # missing, not UTF-8, not JSON, nested deeper than the parser goes
        cfg = None
        problem = "cannot be read (%s: %s)" % (type(e).__name__, str(e)[:80])
    if problem is None:
        return cfg, None
    return reference(), problem


def main(cfg, problem):
    if problem:
        log("hardware.json: %s; booting the reference wiring" % problem)
    bus = cfg["i2c"]
    i2c = machine.I2C(
        bus["id"], sda=machine.Pin(bus["sda"]), scl=machine.Pin(bus["scl"]), freq=bus["freq"]
    )
    now = int(time.ticks_ms())
    panel = Panel(i2c, cfg["displays"], cfg.get("brightness", 8), now, log)  # first write
    present = i2c.scan()
    log("I2C scan: " + " ".join("%02x" % a for a in present))
    # why: boot time: each module read before the displays' first write kept them dark
    import select

    # why: boot time, as select above
    from drivers.boot import BootCheck, read_text
    from drivers.buttons import Buttons
    from drivers.wake import PressWake

    pins = {}
    for b in cfg["buttons"]:
        pins[b["pin"]] = machine.Pin(b["pin"], machine.Pin.IN, machine.Pin.PULL_UP)
    wake = PressWake(list(pins.values()), machine.Pin.IRQ_FALLING, select.poll())
    buttons = Buttons.from_config(
        cfg["buttons"],
        cfg["button_timing"],
        pins.__getitem__,
        early=True,
        all_up=all_up_reader(cfg["buttons"]),
        wait_us=time.sleep_us,  # a lone spike on an idle line is not a press
        touched=wake.touched,
    )
    # Light the lamp test now; the slow part of the boot runs behind it.
    boot = BootCheck(cfg, panel, buttons, present, now, log, problem, lambda: forget(BOOT_ONLY))
    boot.step(now)
    # why: Pico heap and boot time: loaded behind the lamp test
    from drivers.runner import Runner
    from drivers.storage import FileReader, file_storage
    from sideline.app import HOLD_BUTTONS, App, installed, teams_opener

    storage = file_storage()
    games = installed()
    # The game played last, or the one setup's GAME chose, with its own save (storage.py).
    game_id, saved = storage.game(games[0][0])
    if game_id not in [g[0] for g in games]:  # its folder is gone: the save is kept (BAD SAVE)
        game_id = games[0][0]
    read_teams = teams_opener(os.listdir, read_text, open)  # sheets parsed as read

    def open_teams(gid):
        if gid != game_id:
            # Another game chosen in setup: the board restarts into it, in a heap with
            # nothing of this game in it (switched in place, the old game's code and data
            # left the heap in pieces: a long Fliip game then ran out of memory on the real
            # port). The game left is saved already (app.py's switch).
            machine.soft_reset()
        catalog, messages, load = read_teams(gid)
        pkg = sys.modules["games." + gid]  # its flash-time files, opened now (games/README)
        pkg.read_at = FileReader(getattr(pkg, "FILES", ()))  # pyright: ignore[reportAttributeAccessIssue]
        checker = getattr(sys.modules["games.%s.box" % gid], "CHECKER", ())
        forget_modules(gid, checker)

        def load_then_forget(slug):
            # Before the read too: NEW GAME lets go of the coach (solitaire.forget_game), whose
            # code was still imported through the first sheet's read, beside the checker's
            # (33 KB of a stock Pico's heap: MemoryError with 48 KB held, issue 33).
            forget_modules(gid, checker)
            try:
                return load(slug)
            finally:
                forget_modules(gid, checker)

        return catalog, messages, load_then_forget

    # The boot's garbage collected before the game's code loads: loaded among it, the code
    # left the heap in pieces too small for a team sheet's parse (MemoryError at boot on
    # the real rp2 port, with 110 KB free).
    gc.collect()
    catalog, messages, load = open_teams(game_id)
    for m in messages:
        log(m)
    if not catalog:
        panel.show("text", "NO TEAMS", now)
        log("no good team file for %s: nothing to play" % game_id)
        while True:
            time.sleep_ms(1000)
    messages = storage.messages + messages  # damaged saves: shown on the board (resume.py)
    roles = [d["role"] for d in cfg["displays"]]
    now = int(time.ticks_ms())
    if storage.renewing:  # restarted for NEW GAME: the self-test ran at power-on
        boot.end(now)
        boot = None
    app = App(
        catalog,
        now,
        saved,
        entropy(),
        roles,
        messages,
        load,
        game_id,
        games,
        open_teams,
        storage,
        machine.soft_reset,
    )
    app.cap_brightness(cfg.get("max_brightness"))  # BRT stays within the supply (POWER.md)
    if boot is not None:
        boot.restart(int(time.ticks_ms()))  # the lamp test's time starts after the boot's work
    aliases = {}
    early = []
    for b in cfg["buttons"]:
        if "long" in b:
            aliases[b["name"]] = b["long"]
        elif b["name"] not in HOLD_BUTTONS:  # the others act at their first contact
            early.append(b["name"])
    runner = Runner(app, panel, buttons, storage, log, boot, aliases, early, gc.collect)
    # The runner holds the table now. Held here too, a game switched away from by setup's
    # GAME would stay on the heap with its code and teams (MemoryError on the real port).
    app = catalog = load = saved = boot = None
    runner.run(time.ticks_ms, wake.sleep_ms, LOOP_MS, IDLE_MS)


def boot():
    cfg, problem = wiring()
    try:
        main(cfg, problem)
    except Exception as e:
        # A wiring file the check passed that still stops the boot: the reference wiring
        # rather than the REPL with dark displays. (soft_reset's SystemExit passes.)
        if problem is not None:
            raise
        # why: Pico heap (BOOT_ONLY)
        from sideline.config import reference

        gc.collect()
        main(reference(), "the boot stopped on it (%s: %s)" % (type(e).__name__, e))
